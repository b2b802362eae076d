"""Surging Sparks (SSP)."""

from ...effects import *  # noqa: F401,F403


# 1205 Cyrano.
@trainer(1205, can_play=lambda g, ctx: bool(ctx.me.deck),
         text="Search the deck for at most 3 Pokémon ex, show them and add them to the hand, then shuffle the "
              "deck.")
def _cyrano(g, ctx):
    yield from search_to_hand(g, ctx.player, is_ex_card, up_to=3, source=1205,
                              prompt="Choose up to 3 Pokémon ex")


# 1100 Energy Search Pro.
@trainer(1100, can_play=lambda g, ctx: bool(ctx.me.deck),
         text="Search the deck for Basic Energy cards, each of a different type, as many as you like; show "
              "them and add them to the hand, then shuffle the deck.")
def _energy_search_pro(g, ctx):
    yield from search_to_hand(g, ctx.player, is_basic_energy, up_to=9, allowed=different_types,
                              source=1100, prompt="Choose Basic Energy of different types")


# 13 Enriching Energy (II-E-07 R2, RC-168).
energy(13, provides=lambda g, mon, inst: (COLORLESS_BIT,),
       text="Provides 1 {C} Energy. Attaching it from your hand to one of your Pokémon lets you draw 4 cards.")


@trigger(13, "energy_attached")
def _enriching_energy(g, holder, inst, card, from_hand):
    if card == inst and from_hand:
        draw(g, holder.owner, 4)


# 179 Black Kyurem ex — Black Frost (also 920 Tapu Bulu — Wood Hammer) (II-B-09).
self_damage(238, 30)


# 183 Smoochum — Delightful Kiss (0 allowed for an attack, II-D-05 R3; shuffle anyway, II-E-19).
@effect(242,
        text="Attach at most 2 Basic {P} Energy from the deck to a Benched Pokémon of yours, then shuffle the "
             "deck.")
def _delightful_kiss(g, a):
    if a.me.bench:
        yield from attach_from(g, a.player, "deck", basic_energy_of(PSYCHIC), a.me.bench, up_to=2,
                               one_target=True, source=a.attacker.cid)
    else:
        shuffle_deck(g, a.player)


# 184 Latias ex — Skyliner (II-D-13).
@passive(184, "no_retreat_cost", text="Every Basic Pokémon you have in play has no Retreat Cost.")
def _skyliner(g, holder, inst, mon):
    return mon.owner == holder.owner and mon_is_basic(mon)


# 190 Archaludon ex — Metal Defender (II-D-13, RC-137).
@effect(253, text="In the opponent's next turn, the attacker has no Weakness.")
def _metal_defender(g, a):
    on_pokemon(g, "no_weakness", a.attacker, OPPONENT_NEXT_TURN, a=a)


# 190 Archaludon ex — Assemble Alloy (II-E-05).
def _metal_in_discard(g, mon) -> bool:
    return any(is_basic_energy(c, METAL) for c in g.players[mon.owner].discard)


@on_evolve_ability(190, can_use=_metal_in_discard,
                   text="When you evolve one of your Pokémon with this card from your hand in your turn, you "
                        "may attach at most 2 Basic {M} Energy from the discard pile to any of your {M} "
                        "Pokémon, split as you like.")
def _assemble_alloy(g, ctx):
    metal = [m for m in ctx.me.in_play() if Q.has_type(g, m, METAL)]
    yield from attach_from(g, ctx.player, "discard", basic_energy_of(METAL), metal, up_to=2, at_least=1,
                           source=190)


# 203 Skeledirge — Torcherto (also 272 Lillie's Clefairy ex — Full Moon Rondo) (II-B-01).
@damage(274, text="20 extra damage per Benched Pokémon (on both sides).")
def _torcherto(g, a):
    a.damage += 20 * (len(a.me.bench) + len(a.opp.bench))


# 207 Milotic ex — Hypno Splash (also 861 Mega Froslass ex — Absolute Snow).
condition(279, "asleep")


# 224 Annihilape — Destined Fight (an effect, so not "by damage"; an opposing Active unaffected by attack
# effects stays, II-C-17).
@effect(305, text="The two Active Pokémon are both Knocked Out.")
def _destined_fight(g, a):
    knock_out(g, a.attacker)
    if a.opp.active is not None and a.affects(a.opp.active):
        knock_out(g, a.opp.active)


# 978 Passimian — Coordinated Throwing (II-B-02).
@damage(1407, text="20 damage per Basic Pokémon you have in play.")
def _coordinated_throwing(g, a):
    a.damage = 20 * sum(1 for m in a.me.in_play() if mon_is_basic(m))


# 1127 Tera Orb.
@trainer(1127, can_play=lambda g, ctx: bool(ctx.me.deck),
         text="Search the deck for a Tera Pokémon, show it and add it to the hand, then shuffle the deck.")
def _tera_orb(g, ctx):
    yield from search_to_hand(g, ctx.player, is_tera_card, source=1127, prompt="Choose a Tera Pokémon")


# 1203 Surfer (II-E-20: no Bench, no switch, so the card can't be played).
@trainer(1203, can_play=lambda g, ctx: bool(ctx.me.bench),
         text="Switch your Active Pokémon with a Benched Pokémon of yours; when you do, draw until you hold 5 "
              "cards.")
def _surfer(g, ctx):
    if (yield from switch_own(g, ctx.player, source=1203)) is not None:
        draw_until(g, ctx.player, 5)


# 1204 Lisia's Appeal (II-C-05).
@trainer(1204, can_play=lambda g, ctx: any(mon_is_basic(m) for m in ctx.opp.bench),
         text="Bring a Basic Pokémon from the opponent's Bench into their Active Spot; if you do, it becomes "
              "Confused.")
def _lisias_appeal(g, ctx):
    mon = yield from gust(g, ctx.player, where=mon_is_basic, source=1204)
    if mon is not None:
        inflict(g, mon, "confused")


# 1251 Lively Stadium (II-D-15).
@passive(1251, "max_hp", text="Every Basic Pokémon in play (on both sides) has +30 HP.")
def _lively_stadium(g, holder, inst, mon):
    return 30 if mon_is_basic(mon) else 0


# 1252 Gravity Mountain (II-D-15).
_is_stage_2 = mon_stage(2)


@passive(1252, "max_hp", text="Every Stage 2 Pokémon in play (on both sides) has 30 HP less.")
def _gravity_mountain(g, holder, inst, mon):
    return -30 if _is_stage_2(mon) else 0


# 203 Skeledirge — Unaware (II-C-17, RC-087; effects it already has stay, R2, RC-090/091).
@passive(203, "prevent_attack_effects",
         text="Effects of the opponent's attacks do not reach this Pokémon (their damage still does).")
def _unaware(g, holder, inst, a, target):
    return target is holder and a.player != holder.owner


# 193 Alolan Exeggutor ex — Tropical Frenzy (II-C-09 R3/R4, RC-066/067).
@effect(258,
        text="You may attach as many Basic Energy from the hand to your Pokémon as you like, split as you "
             "like.")
def _tropical_frenzy(g, a):
    energy_in_hand = [c for c in a.me.hand if is_basic_energy(c)]
    if energy_in_hand:
        yield from attach_from(g, a.player, "hand", is_basic_energy, a.me.in_play(), up_to=len(energy_in_hand),
                               source=a.attacker.cid, prompt="Choose Basic Energy to attach")


# 193 Alolan Exeggutor ex — Swinging Sphene (attack effects, II-C-17).
@effect(259,
        text="Flip a coin. On heads, the Defending Pokémon is Knocked Out if it is a Basic Pokémon; on tails, "
             "one Basic Pokémon on the opponent's Bench is Knocked Out.")
def _swinging_sphene(g, a):
    if flip(g, a.player):
        targets = [a.opp.active] if a.opp.active is not None and mon_is_basic(a.opp.active) else []
    else:
        targets = [m for m in a.opp.bench if mon_is_basic(m)]
    targets = [m for m in targets if a.affects(m)]
    if targets:
        mon = yield from pick_pokemon(g, a.player, targets, source=a.attacker.cid,
                                      prompt="Choose the Pokémon to Knock Out")
        knock_out(g, mon)


# 187 Trapinch — Call for Family (also 661 Numel) (II-C-11 R3/R5, RC-072).
@effect(247, text="Bench at most 2 Basic Pokémon from the deck, then shuffle the deck.")
def _call_for_family(g, a):
    yield from search_to_bench(g, a.player, is_basic_pokemon, up_to=2, source=a.attacker.cid)


# 189 Flygon ex — Reversing Storm (also 754 Mega Latias ex — Strafe) (II-C-03, RC-049).
switch_self(251, optional=True)


# 194 Altaria — Humming Charge (II-C-09).
@effect(260,
        text="Attach at most 2 Basic Energy from the deck to your Pokémon, split as you like, then shuffle "
             "the deck.")
def _humming_charge(g, a):
    yield from attach_from(g, a.player, "deck", is_basic_energy, a.me.in_play(), up_to=2,
                           source=a.attacker.cid)


# 194 Altaria — Cotton Wings (also 836 Bronzor — Iron Defense) (II-C-16, RC-083; their effects still apply
# (II-C-16, RC-083)).
@effect(261, text="Flip a coin. If heads, attacks do no damage to the attacker in the opponent's next turn.")
def _cotton_wings(g, a):
    if flip(g, a.player):
        on_pokemon(g, "prevent_damage", a.attacker, OPPONENT_NEXT_TURN, a=a)


# 204 Charcadet — Flamethrower (also 728 Inteleon — Water Shot) (II-C-01 R4, RC-042/044).
discard_own_energy(276)


# 198 Durant ex — Sudden Shearing (II-E-06, RC-167).
@trigger(198, "played_to_bench",
         text="When you bench this Pokémon from your hand in your turn, the opponent's deck may lose its top "
              "card to the discard pile.")
def _sudden_shearing(g, holder, inst):
    if not g.players[1 - holder.owner].deck:
        return
    ctx = yield from use_triggered_ability(g, holder)
    if ctx is not None:
        mill(g, ctx.opponent, 1)


# 198 Durant ex — Vengeful Crush (II-D-17).
@damage(267, text="30 extra damage per Prize card the opponent has taken.")
def _vengeful_crush(g, a):
    a.damage += 30 * a.opp.prizes_taken()


# 205 Scovillain ex — Double Type (II-D-07, RC-119).
@passive(205, "types", text="While in play, this Pokémon is both {G} and {R}.")
def _double_type(g, holder, inst, mon, types):
    return (GRASS, FIRE) if mon is holder else types


# 205 Scovillain ex — Spicy Rage (II-B-01).
@damage(277, text="70 extra damage per damage counter on the attacker.")
def _spicy_rage(g, a):
    a.damage += 70 * a.attacker.counters


# 210 Pikachu ex — Resolute Heart (also 533 Crustle — Sturdy) (II-D-14, II-D-16; RC-142, RC-146).
@passive(210, "survive_knockout",
         text="When this Pokémon is undamaged and the damage of an attack would Knock it Out, it survives "
              "with 10 HP left.")
def _resolute_heart(g, holder, inst, a, target):
    return target is holder


# 210 Pikachu ex — Topaz Bolt (also 889 Coalossal — Bulky Bump, 1047 Probopass — Obliterating Nose)
# (II-C-01 R4, RC-044; counted in units).
discard_own_energy(282, 3)


# 216 Mesprit — Full Heart (II-E-33, RC-238; choosing from your own hand, 0 or 1 is allowed too).
@effect(290, text="Attach at most 2 Basic {P} Energy from the hand to your Pokémon, split as you like.")
def _full_heart(g, a):
    yield from attach_from(g, a.player, "hand", basic_energy_of(PSYCHIC), a.me.in_play(), up_to=2,
                           at_least=0, source=a.attacker.cid)


# 216 Mesprit — Guardian Burst (II-D-01 (b)).
@damage(291, text="Unless both Uxie and Azelf are on your Bench, the attack does nothing.")
def _guardian_burst(g, a):
    benched = {m.name for m in a.me.bench}
    if not {"Uxie", "Azelf"} <= benched:
        a.fail()


# 227 Deino — Stomp Off (also 688 Spiritomb — Mountain Breaker).
mill_opponent(309, 1)


# -- pool coverage (P3) ----------------------------------------------------------------------

# 177 Exeggcute — Precocious Evolution (II-E-28; II-C-12 R3: even the turn it came in).
attack_rule(234, first_turn=True,
            text="The player going first may use this attack on their first turn. Look through the deck for a "
                 "card evolving from the attacker and evolve the attacker with it, then shuffle the deck.")


@effect(234)
def _precocious_evolution(g, a):
    yield from evolve_from_deck(g, a.player, [a.attacker], source=a.attacker.cid)


# 178 Zarude — Jungle Whip (II-E-10; chosen before the damage, II-B-01).
@damage(236,
        text="Before the damage, you may return every Energy attached to the attacker to the hand; if you do, "
             "80 extra damage.")
def _jungle_whip(g, a):
    if a.attacker.energy and (yield from yes_no(g, a.player, "Put all Energy from this Pokémon into your "
                                                "hand for 80 more damage?", a.attacker.cid)):
        energy_to_hand(g, a.attacker)
        a.damage += 80


# 179 Black Kyurem ex — Ice Age.
@effect(237, text="A {N} Defending Pokémon becomes Paralyzed.")
def _ice_age(g, a):
    if a.opp.active is not None and Q.has_type(g, a.opp.active, DRAGON):
        inflict_defender(g, a, "paralyzed")


# 180 Bruxish — Counterattack (II-E-03, P1 step 6).
@trigger(180, "damaged_by_attack",
         text="Whenever an opponent's attack damages this Pokémon while it is Active (even a Knock Out), the "
              "Pokémon that attacked gets 3 damage counters.")
def _counterattack(g, holder, inst, a, dealt):
    if a.player != holder.owner and g.players[holder.owner].active is holder:
        put_counters(g, a.attacker, 3, by=holder.owner, kind="ability")


# 182 Quaquaval — Up-Tempo (II-E-30).  Not usable when that would draw nothing.
def _card_to_deck_bottom(g, ctx):
    got = yield from pick_cards(g, ctx.player, ctx.me.hand, exactly=1, source=182,
                                prompt="Choose a card to put on the bottom of your deck")
    move_cards(g, got, "deck_bottom")
    return bool(got)


@ability(182, 0, can_use=lambda g, ctx: 1 <= len(ctx.me.hand) <= 5, cost=_card_to_deck_bottom,
         text="Once per turn: put a card from the hand at the bottom of the deck to draw until the hand has 5 "
              "cards.")
def _up_tempo(g, ctx):
    draw_until(g, ctx.player, 5)


# 188 Vibrava — Screech: the attacking player's own next turn (II-E-02); P2 step 5, II-B-04 R4.
@effect(249,
        text="In your next turn, damage from attacks to the Defending Pokémon is 50 higher (after Weakness "
             "and Resistance).")
def _screech(g, a):
    on_pokemon(g, "damage_taken", a.opp.active, YOUR_NEXT_TURN, 50, a=a)


# 189 Flygon ex — Sonic Peridot (II-B-08, II-B-06).
hit_each_opponent_ex(252, 100)


# 191 Gholdengo — Strike It Rich (II-E-24).
@damage(254, text="90 extra damage when the attacker evolved from Gimmighoul in this turn.")
def _strike_it_rich(g, a):
    m = a.attacker
    if m.evolved_turn == g.turn and m.evolved_from >= 0 and CARD_LIST[m.evolved_from].name == "Gimmighoul":
        a.damage += 90


# 191 Gholdengo — Surf Back (II-E-10; I-D P8 step 5).
@effect(255, text="You may shuffle the attacker and every card attached to it into the deck.")
def _surf_back(g, a):
    if g.find_pokemon(a.attacker.uid) is not None and (
            yield from yes_no(g, a.player, "Shuffle this Pokémon into your deck?", a.attacker.cid)):
        shuffle_pokemon_into_deck(g, a.attacker)


# 192 Iron Crown — Deleting Slash.
more_damage_if(256, 80, lambda g, a: len(a.opp.bench) >= 3, when="the opponent has at least 3 Benched Pokémon")


# 195 Dialga — Time Manipulation (any cards: exactly 2, I-H R2 exception).
@effect(262,
        text="Take any 2 cards from the deck, shuffle the deck, then put those 2 cards on top in any order.")
def _time_manipulation(g, a):
    chosen = yield from search_deck(g, a.player, any_card, exactly=2, source=a.attacker.cid,
                                    prompt="Choose a card to put on top of your deck")
    shuffle_deck(g, a.player)
    yield from put_on_top_in_any_order(g, a.player, chosen, source=a.attacker.cid)


# 196 Turtonator — Fully Singe (an attack effect, II-C-17).
@effect(264, text="If the Defending Pokémon is a Pokémon ex, discard an Energy attached to it.")
def _fully_singe(g, a):
    if a.opp.active is not None and mon_is_ex(a.opp.active):
        yield from discard_energy(g, a.player, a.opp.active, 1, a=a, source=a.attacker.cid)


# 201 Wo-Chien — Hazardous Greed (II-B-08).
@damage(271,
        text="If the deck has at most 3 cards left, also pick 2 of the opponent's Benched Pokémon and do 120 "
             "damage to each (no Weakness or Resistance on the Bench).")
def _hazardous_greed(g, a):
    if len(a.me.deck) <= 3:
        yield from hit_chosen(g, a, 120, count=2, bench_only=True)


# 201 Wo-Chien — Entangling Whip (also 995 Haxorus — Dragon Pulse).
mill_self(272, 3)


# 202 Victini — Victory Cheer (P2 step 2).
@passive(202, "damage_dealt",
         text="Attacks of your {R} Evolution Pokémon do 10 extra damage to the opponent's Active (before "
              "Weakness and Resistance).")
def _victory_cheer(g, holder, inst, a, target):
    if (a.player == holder.owner and mon_is_evolution(a.attacker) and Q.has_type(g, a.attacker, FIRE)
            and target is g.players[a.opponent].active):
        return 10
    return 0


# 207 Milotic ex — Sparkling Scales (II-C-16, II-C-17).
def _from_opponents_tera(holder, a, target) -> bool:
    return target is holder and a.player != holder.owner and mon_is_tera(a.attacker)


@passive(207, "prevent_damage",
         text="Attacks of the opponent's Tera Pokémon neither damage this Pokémon nor affect it.")
def _sparkling_scales_damage(g, holder, inst, a, target):
    return _from_opponents_tera(holder, a, target)


@passive(207, "prevent_attack_effects")
def _sparkling_scales_effects(g, holder, inst, a, target):
    return _from_opponents_tera(holder, a, target)


# 209 Chien-Pao — Snow Sink (II-E-06; not offered without one).
@trigger(209, "played_to_bench",
         text="When you bench this Pokémon from your hand in your turn, you may have the Stadium in play "
              "discarded.")
def _snow_sink(g, holder, inst):
    if g.stadium is None:
        return
    ctx = yield from use_triggered_ability(g, holder)
    if ctx is not None:
        yield from discard_stadium(g)


# 211 Magneton — Overvolt Discharge (II-C-09; at least 1, II-D-05; its opponent takes Prize cards;
# processed at once, I-D R2 (c)).
def _lightning_pokemon(g, player) -> list:
    return [m for m in g.players[player].in_play() if Q.has_type(g, m, LIGHTNING)]


@ability(211, 0, can_use=lambda g, ctx: any(map(is_basic_energy, ctx.me.discard))
         and bool(_lightning_pokemon(g, ctx.player)),
         text="Once per turn: attach at most 3 Basic Energy from the discard pile to any of your {L} Pokémon, "
              "split as you like; then this Pokémon is Knocked Out.")
def _overvolt_discharge(g, ctx):
    yield from attach_from(g, ctx.player, "discard", is_basic_energy, _lightning_pokemon(g, ctx.player),
                           up_to=3, at_least=1, source=211, prompt="Choose up to 3 Basic Energy cards")
    knock_out(g, ctx.mon)


# 212 Rotom — Crushing Pulse (an effect on the player's hand, not on a Pokémon).
@effect(284, text="The opponent shows their hand, and every Item and Pokémon Tool in it is discarded.")
def _crushing_pulse(g, a):
    reveal_hand(g, a.opponent)
    move_cards(g, [c for c in a.opp.hand if is_item(c) or is_tool(c)], "discard")


# 212 Rotom — Energy Short (units, III-17).
@damage(285, text="20 damage per Energy attached to the Defending Pokémon.")
def _energy_short(g, a):
    a.damage = 20 * count_energy(g, a.opp.active) if a.opp.active is not None else 0


# 213 Tapu Koko — Summon Lightning.
@effect(286,
        text="Search the deck for at most 2 {L} Pokémon, show them and add them to the hand, then shuffle the "
             "deck.")
def _summon_lightning(g, a):
    yield from search_to_hand(g, a.player, of_type(LIGHTNING), up_to=2, source=a.attacker.cid,
                              prompt="Choose up to 2 {L} Pokémon")


# 213 Tapu Koko — Prize Count.
more_damage_if(287, 90, lambda g, a: len(a.me.prizes) > len(a.opp.prizes),
               when="you have more Prize cards left than the opponent")


# 214 Togekiss — Wonder Kiss (III-14 R2, counted while it is in play).  It doesn't stack (II-E-15): one
# flip however many Togekiss.  The heads is kept as a record on the player naming the Pokémon until the
# Prize cards are counted.
@trigger(214, "any_knocked_out", stack=False,
         text="Whenever the opponent's Active Pokémon gets Knocked Out, flip a coin; on heads, you take 1 "
              "extra Prize card for it. Several of these Abilities give only one flip.")
def _wonder_kiss(g, holder, inst, mon, ko):
    if mon.owner != holder.owner and g.players[mon.owner].active is mon and flip(g, holder.owner, "Wonder Kiss"):
        on_player(g, "wonder_kiss", holder.owner, UNTIL_OPPONENT_TURN_END, mon.uid, source=214)


@lasting("wonder_kiss", "prizes")
def _wonder_kiss_prize(g, e, mon, ko):
    return 1 if mon.uid == e.value else 0


# 215 Uxie — Painful Memories (II-C-07).
@effect(289, text="Each of the opponent's Pokémon gets 2 damage counters.")
def _painful_memories(g, a):
    for mon in a.opp.in_play():
        put_counters(g, mon, 2, a=a)


# 217 Azelf — Neurokinesis (also 1311 Trevenant — Overwhelming Pain) (II-B-01).
@damage(292, text="10 extra damage per damage counter on the opponent's Pokémon in play.")
def _neurokinesis(g, a):
    a.damage += 10 * sum(m.counters for m in a.opp.in_play())


# 219 Cofagrigus — Law of the Underworld (II-C-07, RC-140).
@effect(295, text="Every Pokémon in play (on both sides) that has an Ability gets 6 damage counters.")
def _law_of_the_underworld(g, a):
    for mon in a.me.in_play() + a.opp.in_play():
        if has_any_ability(g, mon):
            put_counters(g, mon, 6, a=a)


# 221 Meowstic — Beckoning Tail (II-E-30; II-C-05).
_chill_teaser_toy = named("Chill Teaser Toy")


def _discard_chill_teaser_toy(g, ctx):
    got = yield from discard_from_hand(g, ctx.player, ctx.player, 1, _chill_teaser_toy, source=221,
                                       prompt="Discard a Chill Teaser Toy")
    return bool(got)


@ability(221, 0, can_use=lambda g, ctx: bool(ctx.opp.bench) and any(map(_chill_teaser_toy, ctx.me.hand)),
         cost=_discard_chill_teaser_toy,
         text="Once per turn: discard a Chill Teaser Toy from the hand to bring one of the opponent's Benched "
              "Pokémon into their Active Spot.")
def _beckoning_tail(g, ctx):
    yield from gust(g, ctx.player, source=221)


# 222 Dedenne — Electromagnetic Sonar.
@effect(300, text="Take a Trainer card from the discard pile into the hand.")
def _electromagnetic_sonar(g, a):
    yield from recover_from_discard(g, a.player, is_trainer, exactly=1, source=a.attacker.cid,
                                    prompt="Choose a Trainer card")


# 223 Palossand ex — Barite Jail (II-C-07, II-D-16; none on one with 100 or less left).
@effect(303, text="Add damage counters to each of the opponent's Benched Pokémon until it has 100 HP left.")
def _barite_jail(g, a):
    for mon in a.opp.bench:
        n = (Q.remaining_hp(g, mon) - 100) // 10
        if n > 0:
            put_counters(g, mon, n, a=a)


# 225 Gastrodon — Sticky Bind (II-D-13).  Gastrodon is a Stage 1, so asking whether its own Ability works
# (it might be switched off too) never comes back here.
@passive(225, "no_abilities",
         text="While this Pokémon sits on your Bench, Stage 2 Pokémon on either Bench have no Abilities.")
def _sticky_bind(g, holder, inst, mon):
    return (CARD_LIST[mon.cid].stage == 2 and g.players[mon.owner].active is not mon
            and g.players[holder.owner].active is not holder
            and Q.abilities_work(g, holder))


# 226 Koraidon — Unrelenting Onslaught (II-E-02; the card it was then decides "Ancient").
@damage(307, text="150 extra damage when another of your Ancient Pokémon attacked during your last turn.")
def _unrelenting_onslaught(g, a):
    if any(uid != a.attacker.uid and "ancient" in CARD_LIST[cid].tags
           for uid, cid, _name in attacks_used_last_turn(g, a.player)):
        a.damage += 150


# 229 Hydreigon ex — Crashing Headbutt.
mill_opponent(313, 3)


# 229 Hydreigon ex — Obsidian (II-B-08).
hit_pokemon(314, 130, count=2, bench_only=True)


# 231 Tatsugiri ex — Cinnabar Lure (II-C-11: only Basic Pokémon, as many as fit; a full Bench ends it
# before looking, R3).
@effect(317,
        text="Look at the deck's top 10 cards; you may bench any number of the Basic Pokémon among them. "
             "Shuffle the rest back.")
def _cinnabar_lure(g, a):
    top = set(look_top(g, a.player, 10))
    yield from search_to_bench(g, a.player, lambda c: c in top and is_basic_pokemon(c), up_to=10,
                               source=a.attacker.cid, prompt="Choose Basic Pokémon to put onto your Bench")


# 232 Slaking ex — Born to Slack (the pool prints no Pokémon V; II-C-15).
@passive(232, "cant_attack",
         text="While the opponent has no Pokémon ex and no Pokémon V in play, this Pokémon cannot attack.")
def _born_to_slack(g, holder, inst, mon, attack):
    return mon is holder and not any(mon_is_ex(m) for m in g.players[1 - holder.owner].in_play())


# 233 Bouffalant — Ready to Ram (P1 step 6).  An effect of its own attack on it: it ends if it goes to the
# Bench (II-C-14 R2).
strike_back_next_turn(319, counters=6)


# 234 Terapagos — Prism Charge (II-C-09).
@effect(321,
        text="Attach at most 3 Basic Energy of different types from the deck to your Tera Pokémon, split as "
             "you like, then shuffle the deck.")
def _prism_charge(g, a):
    tera = [m for m in a.me.in_play() if mon_is_tera(m)]
    if tera:
        yield from attach_from(g, a.player, "deck", is_basic_energy, tera, up_to=3, allowed=different_types,
                               source=a.attacker.cid, prompt="Choose Basic Energy cards of different types")
    else:
        shuffle_deck(g, a.player)


# 315 Azumarill — Glistening Bubbles (II-E-32).
@passive(315, "alt_attack_cost",
         text="If you have a Tera Pokémon in play, this Pokémon's Double-Edge attack costs just {P}.")
def _glistening_bubbles(g, holder, inst, mon, attack):
    if mon is holder and attack.name == "Double-Edge" \
            and any(mon_is_tera(m) for m in g.players[holder.owner].in_play()):
        return (PSYCHIC,)
    return None


# 316 Sylveon ex — Magical Charm (P2 step 2, II-B-05 R4).
defender_does_less_next_turn(440, 100)


# 316 Sylveon ex — Angelite (all if fewer, II-D-04; attack effects, II-C-17).  Not usable if one of your
# Pokémon used Angelite during your last turn.
attack_rule(441, condition=lambda g, mon, atk: not any(
    name == "Angelite" for _uid, _cid, name in attacks_used_last_turn(g, mon.owner)),
            text="Pick 2 of the opponent's Benched Pokémon and shuffle each, with every card attached to it, "
                 "into the opponent's deck. Not usable right after a turn in which one of your Pokémon used "
                 "Angelite.")


@effect(441)
def _angelite(g, a):
    mons = yield from pick_pokemons(g, a.player, [m for m in a.opp.bench if a.affects(m)], exactly=2,
                                    source=a.attacker.cid, prompt="Choose 2 Benched Pokémon")
    for mon in mons:
        shuffle_pokemon_into_deck(g, mon)


# 317 Eevee — Boosted Evolution (RC-182).
@passive(317, "evolve_first_turn",
         text="While this Pokémon is Active, it may evolve on your first turn and on the turn it came into "
              "play.")
def _boosted_evolution_first_turn(g, holder, inst, mon, card):
    return mon is holder and g.players[holder.owner].active is holder


@passive(317, "evolve_same_turn")
def _boosted_evolution_same_turn(g, holder, inst, mon, card):
    return mon is holder and g.players[holder.owner].active is holder


# 318 Ho-Oh — Shining Blaze.
more_damage_if(444, 100, lambda g, a: any(mon_is_tera(m) for m in a.me.bench),
               when="you have a Tera Pokémon on the Bench")


# 320 Ceruledge ex — Abyssal Flames.
@damage(446, text="20 extra damage per Energy card in the discard pile.")
def _abyssal_flames(g, a):
    a.damage += 20 * count_in(a.me.discard, is_energy)


# 936 Crocalor — Heat Breath (also 949 Raichu — Quick Blow) (II-B-01).
coin_more_damage(1344, 50)


# 943 Walrein — Frigid Fangs (units; II-C-15).  An effect on the player whose Pokémon are named by a
# condition (like II-C-19), so it is kept on the player.
@effect(1353,
        text="In the opponent's next turn, their Pokémon with 2 or fewer Energy attached can't attack "
             "(Pokémon put into play then included).")
def _frigid_fangs(g, a):
    on_player(g, "frigid_fangs", a.opponent, OPPONENT_NEXT_TURN, source=a.attacker.cid)


@lasting("frigid_fangs", "cant_attack")
def _frigid_fangs_lock(g, e, mon, attack):
    return mon.owner == e.player and Q.count_units(g, mon) <= 2


# 1101 Call Bell (P5 step 1).
def _second_players_first_turn(g, ctx) -> bool:
    return g.first_player != ctx.player and g.is_first_turn_of(ctx.player)


@trainer(1101, can_play=lambda g, ctx: _second_players_first_turn(g, ctx) and bool(ctx.me.deck),
         text="Only the player going second may play it, and only on their first turn. Search the deck for a "
              "Supporter, show it and add it to the hand, then shuffle the deck.")
def _call_bell(g, ctx):
    yield from search_to_hand(g, ctx.player, is_supporter, source=1101, prompt="Choose a Supporter card")


# 1102 Dusk Ball (hidden cards: none is fine, I-H R2).
@trainer(1102, can_play=lambda g, ctx: bool(ctx.me.deck),
         text="Look at the deck's bottom 7 cards; you may show a Pokémon among them and add it to the hand. "
              "Shuffle the rest back.")
def _dusk_ball(g, ctx):
    bottom = [c for c in ctx.me.deck[:7] if is_pokemon(c)]
    got = yield from pick_cards(g, ctx.player, bottom, up_to=1, source=1102,
                                prompt="Choose a Pokémon to put into your hand")
    move_cards(g, got, "hand")
    shuffle_deck(g, ctx.player)


# 1103 Meddling Memo (it would change nothing; not playable when their hand is empty).
@trainer(1103, can_play=lambda g, ctx: bool(ctx.opp.hand),
         text="The opponent counts their hand, shuffles it and places it under their deck, then draws that "
              "many cards.")
def _meddling_memo(g, ctx):
    cards = list(ctx.opp.hand)
    shuffled = []
    while cards:
        shuffled.append(cards.pop(random_index(g, len(cards))))
    move_cards(g, shuffled, "deck_bottom")
    g.emit("hand_to_bottom", ctx.opponent, count=len(shuffled))
    draw(g, ctx.opponent, len(shuffled))


# 1104 Megaton Blower (I-B-04 R2).  A Pokémon unaffected by the opponent's Items keeps its cards
# (II-E-29).
def _blowable(g, ctx) -> bool:
    return g.stadium is not None or any(m.tools or any(is_special_energy(e) for e in m.energy)
                                        for m in ctx.opp.in_play())


@trainer(1104, can_play=_blowable,
         text="Discard every Pokémon Tool and Special Energy attached to the opponent's Pokémon, and discard "
              "the Stadium in play.")
def _megaton_blower(g, ctx):
    for mon in ctx.opp.in_play():
        if Q.trainer_effects_prevented(g, ctx.player, 1104, mon):
            continue
        discard_tool(g, mon)
        discard_all_energy(g, mon, is_special_energy)
    yield from discard_stadium(g)


# 1105 Dragon Elixir.
def _hurt_active_dragon(g, ctx) -> bool:
    active = ctx.me.active
    return active is not None and active.damage > 0 and Q.has_type(g, active, DRAGON)


@trainer(1105, can_play=_hurt_active_dragon, text="Your Active {N} Pokémon heals 60 damage.")
def _dragon_elixir(g, ctx):
    heal(g, ctx.me.active, 60)


# 1106 Deduction Kit.
@trainer(1106, can_play=lambda g, ctx: bool(ctx.me.deck),
         text="Look at the deck's top 3 cards; either return them in an order you choose, or shuffle them and "
              "place them at the bottom of the deck.")
def _deduction_kit(g, ctx):
    top = look_top(g, ctx.player, 3)
    where_to = yield from pick_option(g, ctx.player, ("top", "bottom"), source=1106,
                                      prompt="Put the cards back on top in any order, or shuffled on the bottom?")
    if where_to == "top":
        yield from put_on_top_in_any_order(g, ctx.player, top, source=1106)
    else:
        shuffled = []
        while top:
            shuffled.append(top.pop(random_index(g, len(top))))
        move_cards(g, shuffled, "deck_bottom")


# 1107 Scramble Switch (II-C-03; II-C-10, II-D-02: none is allowed).
@trainer(1107, can_play=lambda g, ctx: bool(ctx.me.bench) and ctx.me.active is not None,
         text="Switch your Active Pokémon with a Benched Pokémon of yours; after that, Energy may be moved, "
              "as much as you like, from the Pokémon now on the Bench to the one now Active.")
def _scramble_switch(g, ctx):
    old = ctx.me.active
    new = yield from switch_own(g, ctx.player, source=1107)
    if new is not None and old.energy:
        yield from choose_and_move_energy(g, ctx.player, [old], [new], up_to=len(old.energy), at_least=0,
                                          source=1107)


# 1108 Chill Teaser Toy (one its Items can reach, II-E-29).
def _teasable(g, ctx) -> list:
    return [m for m in ctx.opp.in_play() if m.energy and not Q.trainer_effects_prevented(g, ctx.player, 1108, m)]


@trainer(1108, can_play=lambda g, ctx: _second_players_first_turn(g, ctx) and bool(_teasable(g, ctx)),
         text="Only the player going second may play it, and only on their first turn. Return an Energy "
              "attached to one of the opponent's Pokémon to their hand.")
def _chill_teaser_toy_played(g, ctx):
    mon = yield from pick_pokemon(g, ctx.player, _teasable(g, ctx), source=1108,
                                  prompt="Choose a Pokémon to take an Energy from")
    got = yield from pick_cards(g, ctx.player, mon.energy, exactly=1, source=1108,
                                prompt="Choose the Energy to put into your opponent's hand")
    move_cards(g, got, "hand")


# 1109 Miracle Headset (II-D-05).
@trainer(1109, can_play=lambda g, ctx: any(is_supporter(c) and leaves_discard(c) for c in ctx.me.discard),
         text="Take 1 or 2 Supporters from the discard pile into the hand.")
def _miracle_headset(g, ctx):
    yield from recover_from_discard(g, ctx.player, is_supporter, up_to=2, source=1109,
                                    prompt="Choose a Supporter card")


# 1126 Precious Trolley (as many as fit, II-C-11 R5; not playable with a full Bench, R4).
@trainer(1126, can_play=lambda g, ctx: bool(ctx.me.deck) and bench_space(g, ctx.player) > 0,
         text="Bench any number of Basic Pokémon from the deck, then shuffle the deck.")
def _precious_trolley(g, ctx):
    yield from search_to_bench(g, ctx.player, is_basic_pokemon, up_to=bench_space(g, ctx.player), source=1126)


# 1128 Brilliant Blender.
@trainer(1128, can_play=lambda g, ctx: bool(ctx.me.deck),
         text="Pick at most 5 cards from the deck and discard them, then shuffle the deck.")
def _brilliant_blender(g, ctx):
    got = yield from search_deck(g, ctx.player, any_card, up_to=5, source=1128,
                                 prompt="Choose up to 5 cards to discard")
    move_cards(g, got, "discard")
    shuffle_deck(g, ctx.player)


# 1168 Counter Gain (Tool) (II-D-12, RC-132).
@passive(1168, "attack_cost",
         text="While you have more Prize cards left than the opponent, attacks of the Pokémon holding this "
              "card cost {C} less.")
def _counter_gain(g, holder, inst, mon, attack):
    p, o = g.players[holder.owner], g.players[1 - holder.owner]
    return -1 if mon is holder and len(p.prizes) > len(o.prizes) else 0


# 1169 Amulet of Hope (Tool) (II-E-04, P8 step 2).
@trigger(1169, "knocked_out",
         text="If the damage of an opponent's attack Knocks Out the Pokémon holding this card, take at most 3 "
              "cards from the deck into the hand, then shuffle the deck.")
def _amulet_of_hope(g, holder, inst, ko):
    if ko.by_opponent_attack and g.players[holder.owner].deck:
        yield from search_to_hand(g, holder.owner, any_card, up_to=3, source=1169, prompt="Choose up to 3 cards")


# 1202 Drayton.
def _one_pokemon_one_trainer(chosen, c) -> bool:
    return all(is_pokemon(x) != is_pokemon(c) for x in chosen)


@trainer(1202, can_play=lambda g, ctx: bool(ctx.me.deck),
         text="Look at the deck's top 7 cards; you may show one Pokémon and one Trainer card among them and "
              "add them to the hand. Shuffle the rest back.")
def _drayton(g, ctx):
    yield from top_cards_to_hand(g, ctx.player, 7, either(is_pokemon, is_trainer), up_to=2,
                                 allowed=_one_pokemon_one_trainer, source=1202,
                                 prompt="Choose a Pokémon and a Trainer card")


# 228 Zweilous — Stomp Off (also 290 Tyranitar, 781 Mega Heracross ex, 1406 Mega Excadrill ex).
mill_opponent(311, 2)


# 934 Centiskorch — Billowing Heat Wave (also 1074 Diggersby — Earthquake) (II-B-09, II-B-08 R4).
@damage(1341,
        text="Also 30 damage to every Pokémon on your own Bench (no Weakness or Resistance on the Bench).")
def _billowing_heat_wave(g, a):
    for mon in a.me.bench:
        a.add_hit(mon, 30, weakness_resistance=False)
