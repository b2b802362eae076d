"""Phantasmal Flames (PFL)."""

from ...effects import *  # noqa: F401,F403


# 791 Moltres — Fighting Wings.
more_damage_if(1143, 90, lambda g, a: a.opp.active is not None and mon_is_ex(a.opp.active),
               when="the Defending Pokémon is a Pokémon ex")


# 849 Mega Lopunny ex — Gale Thrust (II-E-25; counted once).
more_damage_if(1225, 170, lambda g, a: a.attacker.moved_active_turn == g.turn,
               when="the attacker came from the Bench into the Active Spot in this turn")


# 1146 Wondrous Patch (II-C-09).
def _benched_psychic(g, ctx) -> list:
    return [m for m in ctx.me.bench if Q.has_type(g, m, PSYCHIC)]


@trainer(1146, can_play=lambda g, ctx: any(is_basic_energy(c, PSYCHIC) for c in ctx.me.discard)
         and bool(_benched_psychic(g, ctx)),
         text="Attach a Basic {P} Energy from the discard pile to one of your Benched {P} Pokémon.")
def _wondrous_patch(g, ctx):
    yield from attach_from(g, ctx.player, "discard", basic_energy_of(PSYCHIC), _benched_psychic(g, ctx),
                           exactly=1, source=1146)


# 1147 Jumbo Ice Cream (units; II-C-06 R4; not playable on an undamaged one).
def _ice_cream_target(g, ctx):
    mon = ctx.me.active
    return mon is not None and mon.damage > 0 and count_energy(g, mon) >= 3


@trainer(1147, can_play=_ice_cream_target,
         text="Your Active Pokémon heals 80 damage if it has at least 3 Energy attached.")
def _jumbo_ice_cream(g, ctx):
    heal(g, ctx.me.active, 80)


# 1176 Punk Helmet (Tool) (II-E-03 R3; at P1 step 6, so even if the holder is about to be Knocked Out
# (II-E-03 R3)).
@trigger(1176, "damaged_by_attack",
         text="Whenever an opponent's attack damages the {D} Pokémon holding this card while it is Active "
              "(even a Knock Out), the Pokémon that attacked gets 4 damage counters.")
def _punk_helmet(g, holder, inst, a, dealt):
    if (a.player != holder.owner and g.players[holder.owner].active is holder
            and Q.has_type(g, holder, DARKNESS) and g.find_pokemon(a.attacker.uid) is not None):
        put_counters(g, a.attacker, 4, by=holder.owner)


# 1231 Dawn (II-D-04 R3).
@trainer(1231, can_play=lambda g, ctx: bool(ctx.me.deck),
         text="Search the deck for one Pokémon of each Stage (Basic, Stage 1, Stage 2), show them and add "
              "them to the hand, then shuffle the deck.")
def _dawn(g, ctx):
    yield from search_each_kind(g, ctx.player, [("a Basic Pokémon", is_basic_pokemon),
                                                ("a Stage 1 Pokémon", is_stage(1)),
                                                ("a Stage 2 Pokémon", is_stage(2))], source=1231)


# 1264 Battle Cage (Stadium) (attack damage is not affected).  Ability code marks its counters with
# ``put_counters(..., by=player, kind="ability")``.
@passive(1264, "prevent_counters",
         text="Effects of attacks and Abilities can't put damage counters on the Benched Pokémon of their "
              "user's opponent (on both sides; attack damage still counts).")
def _battle_cage(g, holder, inst, source_player, target, source_kind):
    return (source_kind in ("attack", "ability") and source_player != target.owner
            and g.players[target.owner].active is not target)


# -- pool coverage: the rest of Phantasmal Flames --------------------------------------------

def _mega_in_play(g, player: int, energy_type: int | None = None) -> bool:
    """Whether ``player`` has a Mega Evolution Pokémon ex (of that type now, II-D-07) in play:
    the condition of the "Excited" Abilities (784 Ludicolo, 795 Oricorio ex, 829 Seviper,
    847 Linoone)."""
    return any(mon_is_mega(m) and (energy_type is None or Q.has_type(g, m, energy_type))
               for m in g.players[player].in_play())


def _benched_of_type(g, player: int, t: int) -> list:
    return [m for m in g.players[player].bench if Q.has_type(g, m, t)]


# 763 Granbull — Finishing Blow (II-B-01).
more_damage_if(1105, 90, lambda g, a: a.opp.active is not None and a.opp.active.damage > 0,
               when="the Defending Pokémon already has damage counters")


# 764 Cresselia (also 1303 Deoxys) — Swelling Light (II-C-09; a hidden search may find none, I-H R2).
@effect(1106, text="Attach at most 2 Basic {P} Energy from the deck to the attacker, then shuffle the deck.")
def _swelling_light(g, a):
    yield from attach_from(g, a.player, "deck", basic_energy_of(PSYCHIC), [a.attacker], up_to=2,
                           source=a.attacker.cid, prompt="Choose up to 2 Basic {P} Energy cards")


# 765 Meloetta — Soothing Melody (II-C-06; an attack may choose an undamaged one, R4 binds only Trainers
# and Abilities).
@effect(1108, text="One of your Benched {P} Pokémon heals 120 damage.")
def _soothing_melody(g, a):
    mon = yield from pick_pokemon(g, a.player, _benched_of_type(g, a.player, PSYCHIC), source=a.attacker.cid,
                                  prompt="Choose a Benched {P} Pokémon to heal 120 damage from")
    if mon is not None:
        heal(g, mon, 120)


# 766 Mega Diancie ex — Garland Ray (II-D-05 R3: an attack may choose none; II-B-02: none, no damage).
@damage(1110, text="Discard at most 2 Energy cards from the attacker; 120 damage per card discarded.")
def _garland_ray(g, a):
    gone = yield from pick_cards(g, a.player, a.attacker.energy, up_to=2, at_least=0, source=a.attacker.cid,
                                 prompt="Choose up to 2 Energy cards to discard")
    discard_attached(g, a.attacker, gone)
    a.damage = 120 * len(gone)


# 769 Alcremie (also 964 Beheeyem, 1016 Serperior) — Sweet Circle (II-B-02).
damage_for_each(1114, 20, lambda g, a: len(a.me.in_play()), per="Pokémon you have in play")


# 772 Mega Gengar ex — Shadowy Concealment (III-14 R2; counted at P8 step 4 while the Pokémon are still in
# play).  It doesn't stack (II-E-15).
@passive(772, "prizes", stack=False,
         text="When the damage of an attack by the opponent's Pokémon ex Knocks Out one of your {D} Pokémon, "
              "the opponent takes 1 Prize card fewer. Several of these Abilities count once.")
def _shadowy_concealment(g, holder, inst, mon, ko):
    if (mon.owner == holder.owner and ko.by_opponent_attack and Q.has_type(g, mon, DARKNESS)
            and mon_is_ex(ko.attack.attacker)):
        return -1
    return 0


# 774 Honchkrow — Sniping Feathers (no Weakness or Resistance on the Bench, II-B-08; units; step 5,
# II-C-01 R4).
hit_pokemon(1120, 120)


discard_own_energy(1120, 2)


# 775 Sableye — Cocky Claw (II-B-01).
more_damage_if(1121, 70, lambda g, a: any(mon_stage(2)(m) for m in _benched_of_type(g, a.player, DARKNESS)),
               when="you have a Stage 2 {D} Pokémon on the Bench")


# 777 Eternatus — Power Rush (II-C-15 R1).
@effect(1125, text="Flip a coin. If tails, the attacker can't attack in your next turn.")
def _power_rush(g, a):
    if not flip(g, a.player):
        on_pokemon(g, "cant_attack", a.attacker, YOUR_NEXT_TURN, a=a)


# 779 Gloom — Disperse Drool (II-B-08 R4 and II-B-09: no Weakness or Resistance on the Bench).
@damage(1127,
        text="Every Benched Pokémon (on both sides) also takes 20 damage (no Weakness or Resistance on the "
             "Bench).")
def _disperse_drool(g, a):
    hit_each(a, a.me.bench + a.opp.bench, 20)


# 780 Vileplume (also 854 Dustox, 911 Erika's Vileplume ex) — Pollen Bomb.
condition(1128, "asleep", "poisoned")


# 780 Vileplume — Lively Flower (II-E-27).
more_damage_if(1129, 120, lambda g, a: a.attacker.healed_turn == g.turn,
               when="the attacker was healed in this turn")


# 784 Ludicolo — Excited Heal (II-C-06 R4).
def _damaged(ctx) -> list:
    return [m for m in ctx.me.in_play() if m.damage > 0]


@ability(784, 0, can_use=lambda g, ctx: _mega_in_play(g, ctx.player, GRASS) and bool(_damaged(ctx)),
         text="Once per turn, while you have a Mega Evolution Pokémon ex of type {G} in play: one of your "
              "Pokémon heals 60 damage.")
def _excited_heal(g, ctx):
    mon = yield from pick_pokemon(g, ctx.player, _damaged(ctx), source=784,
                                  prompt="Choose a Pokémon to heal 60 damage from")
    heal(g, mon, 60)


# 785 Genesect — Bug's Cannon (unit; II-B-02, II-B-08).
@damage(1135,
        text="Pick one of the opponent's Pokémon: 20 damage to it per {G} Energy on the attacker (Weakness "
             "and Resistance apply to an Active target only).")
def _bugs_cannon(g, a):
    n = count_energy(g, a.attacker, GRASS)
    if n:
        yield from hit_chosen(g, a, 20 * n)


# 787 Lokix (also 1362 Primarina) — Jumping Shot.
@effect(1139, text="Shuffle the attacker and every card attached to it into the deck.")
def _jumping_shot(g, a):
    if g.find_pokemon(a.attacker.uid) is not None:
        shuffle_pokemon_into_deck(g, a.attacker)


# 790 Mega Charizard X ex — Inferno X (II-D-02: none is allowed; II-B-02).
@damage(1142, text="Discard any number of {R} Energy from your Pokémon; 90 damage per card discarded.")
def _inferno_x(g, a):
    fire = {e for m in a.me.in_play() for e in m.energy if provides_type(g, m, e, FIRE)}
    gone = yield from discard_energy_from_among(g, a.player, a.me.in_play(), fire.__contains__,
                                                source=a.attacker.cid)
    a.damage = 90 * len(gone)


# 792 Darumaka / 793 Darmanitan — Blaze Ball (unit).
damage_for_each(1144, 20, lambda g, a: count_energy(g, a.attacker, FIRE), more=True,
                per="{R} Energy on the attacker")
damage_for_each(1145, 40, lambda g, a: count_energy(g, a.attacker, FIRE), more=True,
                per="{R} Energy on the attacker")


# 794 Reshiram (also 932 Mega Emboar ex) — Burning Flare (II-B-09).
self_damage(1147, 60)


# 795 Oricorio ex — Excited Turbo (II-C-09 R3, R4: an attachment from hand, not the turn's one).
_basic_fire = basic_energy_of(FIRE)


@ability(795, 0, limit=UNLIMITED,
         can_use=lambda g, ctx: (_mega_in_play(g, ctx.player, FIRE) and any(map(_basic_fire, ctx.me.hand))
                                 and bool(_benched_of_type(g, ctx.player, FIRE))),
         text="Any number of times in your turn, while you have a Mega Evolution Pokémon ex of type {R} in "
              "play: attach a Basic {R} Energy from the hand to one of your Benched {R} Pokémon.")
def _excited_turbo(g, ctx):
    yield from attach_from(g, ctx.player, "hand", _basic_fire, _benched_of_type(g, ctx.player, FIRE),
                           exactly=1, source=795, prompt="Choose a Basic {R} Energy card to attach")


# 797 Ceruledge — Infernal Slash (II-D-01 (b)).
discard_from_hand_or_nothing(1151, 4, _basic_fire,
                             text="Discard 4 Basic {R} Energy from the hand; if you can't, the attack does "
                                  "nothing.")


# 799 Dewgong — Slam (II-B-02).
flip_damage(1153, 2, 70)


# 799 Dewgong — Thick Fat (P2 step 5, II-B-05 R2).
@passive(799, "damage_taken",
         text="Damage to this Pokémon from attacks of the opponent's {R} or {W} Pokémon is 30 lower (after "
              "Weakness and Resistance).")
def _thick_fat(g, holder, inst, a, target):
    if target is holder and a.player != holder.owner and (
            Q.has_type(g, a.attacker, FIRE) or Q.has_type(g, a.attacker, WATER)):
        return -30
    return 0


# 801 Piloswine — Rising Lunge.
coin_more_damage(1156, 30)


# 802 Mamoswine — Wreck (II-B-01).
@damage(1158, text="120 extra damage with a Stadium in play; that Stadium is then discarded.")
def _wreck(g, a):
    if g.stadium is not None:
        a.damage += 120
        a.memo["stadium"] = g.stadium


@effect(1158)
def _wreck_discard(g, a):
    if g.stadium is not None and g.stadium == a.memo.get("stadium"):
        yield from discard_stadium(g)


# 803 Suicune — Crystal Fall (units; II-B-01, RC-014).
more_damage_if(1160, 90, lambda g, a: energy_in_play(g, a.player, WATER) >= 4,
               when="your Pokémon in play carry 4 or more {W} Energy in all")


# 805 Prinplup — Targeted Dive (II-B-08 R4).
hit_pokemon(1164, 70, bench_only=True)


# 808 Boltund — Electric Run.
coin_more_damage(1167, 70)


# 809 Pawmi — Growl.
defender_does_less_next_turn(1168, 30)


# 811 Pawmot — Voltaic Fist (II-B-09).
@damage(1171,
        text="You may have the attacker take 60 damage itself; if you do, the Defending Pokémon becomes "
             "Paralyzed.")
def _voltaic_fist(g, a):
    if (yield from yes_no(g, a.player, "Do 60 damage to this Pokémon to Paralyze the opponent's Active Pokémon?",
                          a.attacker.cid)):
        a.self_damage = 60
        a.memo["paralyze"] = True


@effect(1171)
def _voltaic_fist_paralyzes(g, a):
    if a.memo.get("paralyze"):
        inflict_defender(g, a, "paralyzed")


# 813 Mismagius ex — Swirling Prose.  A promotion after a Knock Out is no move to the Bench.
@trigger(813, "any_moved_to_bench",
         text="While this Pokémon is Active, whenever the opponent's Active Pokémon moves to their Bench in "
              "their own turn, the Pokémon that replaces it becomes Confused.")
def _swirling_prose(g, holder, inst, mon):
    opp = 1 - holder.owner
    if mon.owner == opp and g.current == opp and g.players[holder.owner].active is holder:
        inflict(g, g.players[opp].active, "confused", by=holder.owner, kind="ability")


# 816 Zacian — Limit Break.
more_damage_if(1177, 90, lambda g, a: len(a.opp.prizes) <= 3,
               when="the opponent has at most 3 Prize cards left")


# 817 Bramblin — Sneaky Placement (II-C-07 R4: one unaffected by attack effects may be chosen and gets
# none).
@effect(1178, text="One of the opponent's Pokémon gets 1 damage counter.")
def _sneaky_placement(g, a):
    mon = yield from pick_pokemon(g, a.player, a.opp.in_play(), source=a.attacker.cid,
                                  prompt="Choose a Pokémon to put 1 damage counter on")
    put_counters(g, mon, 1, a=a)


# 818 Brambleghast — Prison Panic (II-E-05).
@on_evolve_ability(818, can_use=lambda g, mon: g.players[1 - mon.owner].active is not None,
                   text="Once per turn, when you evolve one of your Pokémon with this card from your hand, "
                        "you may make the opponent's Active Pokémon Confused.")
def _prison_panic(g, ctx):
    inflict(g, ctx.opp.active, "confused")


# 819 Paldean Tauros — Raging Charge (II-B-02, III-13; itself included).
damage_for_each(1180, 40, lambda g, a: sum(1 for m in a.me.in_play() if "Tauros" in m.name and m.damage > 0),
                per="damaged Pokémon of yours with \"Tauros\" in its name")


# 824 Flygon — Sandy Flapping (II-E-05; II-E-04: still in play at P8 step 2).  Both are "you may".
def _flap(g, ctx):
    mill(g, ctx.opponent, 2)


on_evolve_ability(824, can_use=lambda g, mon: bool(g.players[1 - mon.owner].deck),
                  text="Once per turn, when you evolve one of your Pokémon with this card from your "
                       "hand, and also when the damage of an opponent's attack Knocks this Pokémon Out "
                       "while it is Active, you may have the opponent's deck lose its top 2 cards to "
                       "their discard pile.")(_flap)


@trigger(824, "knocked_out")
def _sandy_flapping_on_ko(g, holder, inst, ko):
    if (ko.by_opponent_attack and g.players[holder.owner].active is holder
            and g.players[1 - holder.owner].deck):
        ctx = yield from use_triggered_ability(g, holder, 0)
        if ctx is not None:
            _flap(g, ctx)


# 828 Mega Sharpedo ex — Hungry Jaws.
more_damage_if(1193, 150, lambda g, a: a.attacker.damage > 0, when="the attacker has any damage counters")


# 829 Seviper — Excited Power (P2 step 2, II-B-04 R2; not to the Bench, RC-035).
@passive(829, "damage_dealt",
         text="While you have a Mega Evolution Pokémon ex of type {D} in play, this Pokémon's attacks do 120 "
              "extra damage to the opponent's Active (before Weakness and Resistance).")
def _excited_power(g, holder, inst, a, target):
    if a.attacker is holder and target is a.opp.active and _mega_in_play(g, holder.owner, DARKNESS):
        return 120
    return 0


# 832 Krookodile — Vengeful Fang (II-E-11, RC-177).
more_damage_if(1199, 160, lambda g, a: knocked_out_last_turn(g, a.player, by_attack=True),
               when="one of your Pokémon was Knocked Out by an attack's damage in the opponent's last turn")


# 834 Toxtricity — Sinister Surge (II-E-20, II-C-07).  Not usable with an empty deck or no Benched {D}
# Pokémon.
@ability(834, 0, can_use=lambda g, ctx: bool(ctx.me.deck) and bool(_benched_of_type(g, ctx.player, DARKNESS)),
         text="Once per turn: attach a Basic {D} Energy from the deck to a Benched {D} Pokémon of yours, then "
              "shuffle the deck; if one was attached, that Pokémon gets 2 damage counters.")
def _sinister_surge(g, ctx):
    done = yield from attach_from(g, ctx.player, "deck", basic_energy_of(DARKNESS),
                                  _benched_of_type(g, ctx.player, DARKNESS), up_to=1, source=834,
                                  prompt="Choose a Basic {D} Energy card to attach")
    for mon, _card in done:
        put_counters(g, mon, 2, by=ctx.player, kind="ability")


# 837 Bronzong — Tool Drop.
damage_for_each(1208, 40, lambda g, a: sum(len(m.tools) for m in a.me.in_play() + a.opp.in_play()),
                per="Pokémon Tool attached to any Pokémon in play")


# 841 Jigglypuff — Ball Roll (II-B-02).
flip_until_tails_damage(1213, 20)


# 843 Aipom — Astonish (an effect on the player, not on a Pokémon: II-C-17 does not stop it).
@effect(1216,
        text="Pick a card at random from the opponent's hand; they show it and shuffle it into their deck.")
def _astonish(g, a):
    hand = a.opp.hand
    if hand:
        card = hand[random_index(g, len(hand))]
        g.emit("reveal", a.player, cards=[card], note="{cards} chosen at random from the opponent's hand",
               revealed=[card])
        shuffle_into_deck(g, a.opponent, [card])


# 844 Ambipom — Dual Tail (the one if only 1; II-B-08, II-D-04, RC-034).
hit_pokemon(1218, 60, count=2)


discard_own_energy(1218, 2)


# 845 Smeargle — Energizing Sketch (II-C-09; an attack may attach none).
@effect(1219,
        text="Flip 3 coins, then attach as many Basic Energy from the discard pile as there were heads, at "
             "most, to your Benched Pokémon, split as you like.")
def _energizing_sketch(g, a):
    heads = flips(g, a.player, 3)
    if heads and a.me.bench:
        yield from attach_from(g, a.player, "discard", is_basic_energy, a.me.bench, up_to=heads,
                               source=a.attacker.cid, prompt=f"Choose up to {heads} Basic Energy cards")


# 847 Linoone — Excited Dash (II-C-03).
@ability(847, 0, where=BENCH_ONLY,
         can_use=lambda g, ctx: ctx.me.active is not None and _mega_in_play(g, ctx.player),
         text="Once per turn, while this Pokémon sits on your Bench and a Mega Evolution Pokémon ex of yours "
              "is in play: swap it with your Active Pokémon.")
def _excited_dash(g, ctx):
    yield from switch_own(g, ctx.player, source=847, where=lambda b: b is ctx.mon)


# 1148 Blowtorch (P5 step 1; one the card can affect, II-E-29; either player's).  With neither to discard
# it can't be played.
def _blowtorch_targets(g, ctx) -> list:
    return [m for m in ctx.opp.in_play()
            if (m.tools or any(is_special_energy(e) for e in m.energy))
            and not Q.trainer_effects_prevented(g, ctx.player, 1148, m)]


@trainer(1148, can_play=lambda g, ctx: any(map(_basic_fire, ctx.me.hand))
         and (g.stadium is not None or bool(_blowtorch_targets(g, ctx))),
         text="Play it by discarding a Basic {R} Energy from the hand. Then discard either a Pokémon Tool or "
              "a Special Energy attached to one of the opponent's Pokémon, or the Stadium in play.")
def _blowtorch(g, ctx):
    yield from discard_from_hand(g, ctx.player, ctx.player, 1, _basic_fire, source=1148,
                                 prompt="Discard a Basic {R} Energy card")
    mons = _blowtorch_targets(g, ctx)
    if g.stadium is not None and (not mons or (yield from pick_option(
            g, ctx.player, ("Pokémon Tool or Special Energy", "Stadium"), "Discard which?", 1148)) == "Stadium"):
        yield from discard_stadium(g)
        return
    mon = yield from pick_pokemon(g, ctx.player, mons, source=1148,
                                  prompt="Discard a Pokémon Tool or Special Energy from which Pokémon?")
    card = yield from pick_card(g, ctx.player, mon.tools + [e for e in mon.energy if is_special_energy(e)],
                                source=1148, prompt="Choose the card to discard")
    discard_attached(g, mon, [card])


# 1177 Sacred Charm (Tool) (printed Abilities that exist now, RC-140; P2 step 5).
@passive(1177, "damage_taken",
         text="Damage to the Pokémon holding this card from attacks of the opponent's Pokémon with an Ability "
              "is 30 lower (after Weakness and Resistance).")
def _sacred_charm(g, holder, inst, a, target):
    if target is holder and a.player != holder.owner and has_any_ability(g, a.attacker):
        return -30
    return 0


# 1230 Grimsley's Move (any Stage: the card does not say Basic; not played from hand, II-C-11 NOTE; the
# other cards go face down to the bottom in a random order, II-E-35).  Not during your first turn; not
# with a full Bench (II-C-11 R4) or an empty deck.
@trainer(1230, can_play=lambda g, ctx: not g.is_first_turn_of(ctx.player) and bool(ctx.me.deck)
         and bench_space(g, ctx.player) > 0,
         text="Not in your first turn. Look at the deck's top 7 cards and bench a {D} Pokémon among them; put "
              "the rest, shuffled, at the bottom of the deck.")
def _grimsleys_move(g, ctx):
    got, top = yield from take_from_top(g, ctx.player, 7, both(is_pokemon, of_type(DARKNESS)), source=1230,
                                        prompt="Choose a {D} Pokémon to put onto your Bench")
    for card in got:
        yield from put_onto_bench(g, ctx.player, card)
    shuffle_to_bottom(g, ctx.player, [c for c in top if c not in got])


# 1232 Firebreather.
@trainer(1232, can_play=lambda g, ctx: bool(ctx.me.deck),
         text="Search the deck for at most 7 Basic {R} Energy cards, show them and add them to the hand, then "
              "shuffle the deck.")
def _firebreather(g, ctx):
    yield from search_to_hand(g, ctx.player, _basic_fire, up_to=7, source=1232,
                              prompt="Choose up to 7 Basic {R} Energy cards")


# 781 Mega Heracross ex — Juggernaut Horn (II-B-01).
@damage(1130, text="Extra damage equal to the damage attacks did to the attacker in the opponent's last turn.")
def _juggernaut_horn(g, a):
    taken = a.attacker.attack_damage
    if taken is not None and taken[0] == g.turn - 1:
        a.damage += taken[1]


# 806 Rotom ex — Multi Adapter (I-B-02 R2 lifted, query ``tool_limit``).  When the Ability goes away the
# extra Tools are discarded by the rules' Tool check, run with every Knock Out check.
@passive(806, "tool_limit",
         text="Each of your Pokémon with \"Rotom\" in its name may hold 2 Pokémon Tools at once. Once this "
              "Ability is gone, extra Tools are discarded until each has just 1.")
def _multi_adapter(g, holder, inst, mon):
    return 2 if mon.owner == holder.owner and "Rotom" in mon.name else 1


# 1265 Dizzying Valley (Stadium) (I-A-05 R5 and II-C-13 lifted for Confusion, query ``keep_confusion``).
@passive(1265, "keep_confusion",
         text="A Confused Pokémon (on either side) stays Confused when it evolves or devolves.")
def _dizzying_valley(g, holder, inst, mon):
    return True
