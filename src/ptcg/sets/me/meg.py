"""Mega Evolution (MEG).  Cards are named by ID and attack/ability name; texts are not
copied here — see the card database or the official card list for the wording."""

from ...cards.db import CARD_LIST
from ...registry import TRAINERS
from ...effects import *  # noqa: F401,F403
from ...rules.context import Context


# 721 Kyogre — Riptide (II-D-03 RC-106, II-E-36).
@damage(1042,
        text="20 damage per Basic {W} Energy card in the discard pile; those cards are then shuffled into the "
             "deck.")
def _riptide(g, a):
    found = [c for c in a.me.discard if is_basic_energy(c, WATER)]
    a.damage = 20 * len(found)
    a.memo["found"] = found


@effect(1042)
def _riptide_shuffle(g, a):
    found = [c for c in a.memo.get("found", ()) if c in a.me.discard]
    if found:
        shuffle_into_deck(g, a.player, found)


# 721 Kyogre — Swirling Waves.
@effect(1043, text="Then discard 2 Energy from the attacker.")
def _swirling_waves(g, a):
    yield from discard_energy(g, a.player, a.attacker, 2, source=a.attacker.cid)


# 723 Mega Abomasnow ex — Hammer-lanche.
@damage(1046, text="Discard the deck's top 6 cards; 100 damage per Basic {W} Energy among them.")
def _hammer_lanche(g, a):
    milled = mill(g, a.player, 6)
    a.damage = 100 * sum(1 for c in milled if is_basic_energy(c, WATER))


# 1145 Mega Signal.
@trainer(1145, can_play=lambda g, ctx: bool(ctx.me.deck),
         text="Search the deck for a Mega Evolution ex Pokémon, show it and add it to the hand, then shuffle "
              "the deck.")
def _mega_signal(g, ctx):
    yield from search_to_hand(g, ctx.player, is_mega_card, source=1145,
                              prompt="Choose a Mega Evolution Pokémon ex")


# 1227 Lillie's Determination (RC-107, RC-246).  With an empty deck and no other card in the
# hand (the card itself is played, not shuffled in) nothing would change (I-B P5 step 1).
@trainer(1227, can_play=lambda g, ctx: bool(ctx.me.deck) or any(c != ctx.inst for c in ctx.me.hand),
         text="Shuffle the hand into the deck, then draw 6 cards; draw 8 instead while all 6 of your Prize "
              "cards remain.")
def _lillies_determination(g, ctx):
    shuffle_hand_into_deck(g, ctx.player)
    draw(g, ctx.player, 8 if len(ctx.me.prizes) == 6 else 6)


# 666 Cinderace — Turbo Flare (RC-064).
@effect(965,
        text="Attach at most 3 Basic Energy from the deck to your Benched Pokémon, split as you like, then "
             "shuffle the deck.")
def _turbo_flare(g, a):
    if a.me.bench:
        yield from attach_from(g, a.player, "deck", is_basic_energy, a.me.bench, up_to=3,
                               source=a.attacker.cid)
    else:
        shuffle_deck(g, a.player)


# 666 Cinderace — Explosiveness (RC-078).
@passive(666, "setup_active",
         text="If this card is in your hand while you set up the game, you may place it face down as your "
              "Active Pokémon.")
def _explosiveness(g, inst):
    return True


# 734 Magnezone — Upper Spark (II-E-24, RC-213).
@damage(1060, text="120 extra damage when the attacker evolved from Magneton in this turn.")
def _upper_spark(g, a):
    m = a.attacker
    if m.evolved_turn == g.turn and m.evolved_from >= 0 and CARD_LIST[m.evolved_from].name == "Magneton":
        a.damage += 120


# 734 Magnezone — Flashing Bolt (II-C-15 R2, RC-082).
self_lock_next_turn(1061)


# 674 Hariyama — Wild Press (II-B-09).
self_damage(978, 70)


# 674 Hariyama — Heave-Ho Catcher (II-E-05, II-C-05; not offered when they have no Bench).
@on_evolve_ability(674, can_use=lambda g, mon: bool(g.players[1 - mon.owner].bench),
                   text="Once per turn, when you evolve one of your Pokémon with this card from your hand, "
                        "you may bring one of the opponent's Benched Pokémon into their Active Spot.")
def _heave_ho_catcher(g, ctx):
    yield from gust(g, ctx.player, source=674)


# 742 Kadabra / 743 Alakazam — Psychic Draw (II-E-05, RC-165; Rare Candy counts, RC-166).
def _has_deck(g, mon):
    return bool(g.players[mon.owner].deck)


@on_evolve_ability(742, can_use=_has_deck,
                   text="Once per turn, when you evolve one of your Pokémon with this card from your hand, "
                        "you may draw 2 cards.")
def _psychic_draw_kadabra(g, ctx):
    draw(g, ctx.player, 2)


@on_evolve_ability(743, can_use=_has_deck,
                   text="Once per turn, when you evolve one of your Pokémon with this card from your hand, "
                        "you may draw 3 cards.")
def _psychic_draw_alakazam(g, ctx):
    draw(g, ctx.player, 3)


# 743 Alakazam — Powerful Hand (an attack effect: II-C-07 R3/R4).
@effect(1072, text="The Defending Pokémon gets 2 damage counters per card in your hand.")
def _powerful_hand(g, a):
    put_counters(g, a.opp.active, 2 * len(a.me.hand), a=a)


# 675 Lunatone — Lunar Cycle (a cost, II-E-30; II-E-14, RC-185).
def _lunar_cycle_usable(g, ctx):
    return (bool(ctx.me.deck) and any(m.name == "Solrock" for m in ctx.me.in_play())
            and any(is_basic_energy(c, FIGHTING) for c in ctx.me.hand))


def _discard_basic_fighting(g, ctx):
    got = yield from discard_from_hand(g, ctx.player, ctx.player, 1, basic_energy_of(FIGHTING), source=675,
                                       prompt="Discard a Basic {F} Energy card")
    return bool(got)


@ability(675, 0, limit=ONCE_PER_NAME, can_use=_lunar_cycle_usable, cost=_discard_basic_fighting,
         text="Once per turn, with Solrock in play: discard a Basic {F} Energy from the hand to draw 3 cards. "
              "Only one Lunar Cycle can be used per turn.")
def _lunar_cycle(g, ctx):
    draw(g, ctx.player, 3)


# 676 Solrock — Cosmic Beam (II-D-01 (b); II-B-06, RC-027).
@damage(980,
        text="Unless Lunatone is on your Bench, the attack does nothing. Weakness and Resistance don't apply "
             "to its damage.")
def _cosmic_beam(g, a):
    if any(m.name == "Lunatone" for m in a.me.bench):
        a.ignore_weakness_resistance()
    else:
        a.fail()


# 677 Riolu — Accelerating Stab; 678 Mega Lucario ex — Mega Brave (II-C-15 R2, RC-082, RC-159).
self_lock_next_turn(981, 983)


# 678 Mega Lucario ex — Aura Jab (II-C-09, RC-065, RC-114; none is allowed).
@effect(982,
        text="Attach at most 3 Basic {F} Energy from the discard pile to Benched Pokémon of yours, split as "
             "you like.")
def _aura_jab(g, a):
    yield from attach_from(g, a.player, "discard", basic_energy_of(FIGHTING), a.me.bench, up_to=3,
                           source=a.attacker.cid)


# 710 Meganium — Wild Growth (II-E-39: by card name, RC-258/261; II-E-15, RC-188).
@passive(710, "energy_units", stack=False,
         text="Every Basic {G} Energy attached to your Pokémon provides {G}{G}. Several of these Abilities "
              "count once.")
def _wild_growth(g, holder, inst, mon, energy_card, units):
    if mon.owner == holder.owner and is_basic_energy(energy_card, GRASS):
        return units * 2
    return units


# 756 Mega Kangaskhan ex — Run Errand (II-E-14, RC-186).
@ability(756, 0, limit=ONCE_PER_NAME, where=ACTIVE_ONLY, can_use=lambda g, ctx: bool(ctx.me.deck),
         text="Once per turn, while this Pokémon is Active: draw 2 cards. Only one Run Errand can be used per "
              "turn.")
def _run_errand(g, ctx):
    draw(g, ctx.player, 2)


# 1141 Premium Power Pro (RC-002, RC-018, RC-021).
@trainer(1141,
         text="For the rest of this turn, attacks of your {F} Pokémon do 30 extra damage to the opponent's "
              "Active (before Weakness and Resistance).")
def _premium_power_pro(g, ctx):
    boost_attacks_this_turn(g, ctx.player, 30, attackers=FIGHTING, source=1141)


# 1142 Fighting Gong (RC-260).
_gong_target = either(basic_energy_of(FIGHTING), both(is_basic_pokemon, of_type(FIGHTING)))


@trainer(1142, can_play=lambda g, ctx: bool(ctx.me.deck),
         text="Search the deck for one card, either a Basic {F} Energy or a Basic {F} Pokémon, show it and "
              "add it to the hand, then shuffle the deck.")
def _fighting_gong(g, ctx):
    yield from search_to_hand(g, ctx.player, _gong_target, source=1142,
                              prompt="Choose a Basic {F} Energy card or a Basic {F} Pokémon")


# 1229 Wally's Compassion (II-C-06 R4, RC-057, RC-204).
def _hurt_megas(g, ctx):
    return [m for m in ctx.me.in_play() if mon_is_mega(m) and m.damage > 0]


@trainer(1229, can_play=lambda g, ctx: bool(_hurt_megas(g, ctx)),
         text="One Mega Evolution Pokémon ex of yours heals all its damage; if it healed any, return every "
              "Energy attached to it to the hand.")
def _wallys_compassion(g, ctx):
    mon = yield from pick_pokemon(g, ctx.player, _hurt_megas(g, ctx), source=1229,
                                  prompt="Choose a Mega Evolution Pokémon ex to heal")
    if heal_all(g, mon):
        energy_to_hand(g, mon)


# 1260 Risky Ruins (Stadium) (II-C-07).
@trigger(1260, "put_on_bench",
         text="Whenever a player benches a Basic Pokémon that is not {D} during their own turn, that Pokémon "
              "gets 2 damage counters.")
def _risky_ruins(g, holder, inst, mon, from_hand):
    if mon.owner == g.current and mon_is_basic(mon) and not Q.has_type(g, mon, DARKNESS):
        put_counters(g, mon, 2)


# 1261 Forest of Vitality (Stadium) (lifts I-A-05 R3 the way RC-182 does; the official simulator also
# allows Basic -> Stage 1 -> Stage 2 at once).
@passive(1261, "evolve_same_turn",
         text="Each player's {G} Pokémon may evolve into {G} Pokémon in the same turn they came into play, "
              "except in that player's first turn.")
def _forest_of_vitality(g, holder, inst, mon, card):
    return Q.has_type(g, mon, GRASS) and card.type == GRASS and not g.is_first_turn_of(mon.owner)


# 735 Raikou — Electro Fall (II-B-01, RC-014; every-type Energy counts, II-D-08; counted in units).
more_damage_if(1062, 90, lambda g, a: count_energy_in_play(g, a.player, LIGHTNING) >= 4,
               when="your Pokémon in play carry 4 or more {L} Energy in all")


# 747 Mega Gardevoir ex — Overflowing Wishes (I-H R2: fewer may be found).
@effect(1078,
        text="Each of your Benched Pokémon gets a Basic {P} Energy from the deck attached; then shuffle the "
             "deck.")
def _overflowing_wishes(g, a):
    for mon in list(a.me.bench):
        yield from attach_from(g, a.player, "deck", basic_energy_of(PSYCHIC), [mon], shuffle=False,
                               source=a.attacker.cid, prompt=f"Choose a Basic {{P}} Energy for {mon.name}")
    shuffle_deck(g, a.player)


# 747 Mega Gardevoir ex — Mega Symphonia (II-B-02, RC-016).
@damage(1079, text="50 damage per {P} Energy attached to your Pokémon.")
def _mega_symphonia(g, a):
    a.damage = 50 * count_energy_in_play(g, a.player, PSYCHIC)


# 699 Tinkaton — Windup Swing (II-B-03, RC-019/020).
@damage(1012, text="60 less damage per Energy attached to the Defending Pokémon.")
def _windup_swing(g, a):
    a.damage -= 60 * count_energy(g, a.opp.active)


# 1140 Iron Defender (P2 step 5, II-B-05, RC-025; also the {M} Pokémon put into play later).  An effect
# on the player, so it is written as a player record.
@lasting("metal_team_guard", "damage_taken")
def _metal_team_guard(g, e, a, target):
    if target.owner == e.player and a.player != e.player and Q.has_type(g, target, METAL):
        return e.value
    return 0


@trainer(1140,
         text="In the opponent's next turn, damage to your {M} Pokémon (including ones put into play then) "
              "from the opponent's attacks is 30 lower (after Weakness and Resistance).")
def _iron_defender(g, ctx):
    on_player(g, "metal_team_guard", ctx.player, OPPONENT_NEXT_TURN, -30, source=1140)


# 759 Lopunny — Dashing Kick (II-B-08 R4, RC-028).
hit_pokemon(1097, 50, bench_only=True)


# 665 Raboot — Jumping Kick (II-B-08, RC-033).
hit_pokemon(964, 40)


# 682 Stonjourner — Stony Kick (RC-035).
bench_hit(987, 20)


# 728 Inteleon — Bring Down (an attack effect: not on an opponent's Pokémon unaffected by attack effects,
# II-C-17).
@effect(1052,
        text="Among the Pokémon in play (both sides) other than the attacker, one with the least HP left is "
             "Knocked Out; you choose if several tie.")
def _bring_down(g, a):
    others = [m for m in g.all_in_play() if m is not a.attacker]
    if not others:
        return
    least = min(Q.remaining_hp(g, m) for m in others)
    mon = yield from pick_pokemon(g, a.player, [m for m in others if Q.remaining_hp(g, m) == least],
                                  source=a.attacker.cid, prompt="Choose the Pokémon to Knock Out")
    if mon.owner == a.player or a.affects(mon):
        knock_out(g, mon)


# 718 Centiskorch — Coiling Crush (II-C-01 R4; II-C-17, RC-089; counted in units).
@effect(1037, text="Flip 2 coins; discard one Energy from the Defending Pokémon per heads.")
def _coiling_crush(g, a):
    heads = flips(g, a.player, 2)
    if heads and a.opp.active is not None:
        yield from discard_energy(g, a.player, a.opp.active, heads, a=a, source=a.attacker.cid)


# 737 Mega Manectric ex — Flash Ray (II-C-16, RC-084).
@effect(1064, text="In the opponent's next turn, attacks by Basic Pokémon do no damage to the attacker.")
def _flash_ray(g, a):
    on_pokemon(g, "prevent_damage", a.attacker, OPPONENT_NEXT_TURN, "basic", a=a)


# 737 Mega Manectric ex — Riotous Blasting (II-B-01).
@damage(1065,
        text="Before the damage, you may discard every Energy attached to the attacker; if you do, 130 extra "
             "damage.")
def _riotous_blasting(g, a):
    if a.attacker.energy and (yield from yes_no(g, a.player, "Discard all Energy for 130 more damage?",
                                                a.attacker.cid)):
        discard_all_energy(g, a.attacker)
        a.damage += 130


# 738 Pachirisu — Electrified Incisors (one event per card, II-C-09 R4, II-E-07; RC-067).
@lasting("counters_on_attach", "any_energy_attached")
def _counters_on_attach(g, e, mon, inst, from_hand):
    if from_hand and mon.uid == e.target:
        put_counters(g, mon, e.value)


@effect(1066,
        text="Until the opponent's next turn ends, the Defending Pokémon gets 8 damage counters each time an "
             "Energy card from the opponent's hand is attached to it.")
def _electrified_incisors(g, a):
    on_pokemon(g, "counters_on_attach", a.opp.active, OPPONENT_NEXT_TURN, 8, a=a)


# 652 Mega Venusaur ex — Solar Transfer (II-C-10, RC-069; not usable when nothing could move).
def _solar_transfer_usable(g, ctx):
    mons = ctx.me.in_play()
    return len(mons) > 1 and any(basic_energy_of(GRASS)(e) for m in mons for e in m.energy)


@ability(652, 0, limit=UNLIMITED, can_use=_solar_transfer_usable,
         text="Any number of times in your turn: move a Basic {G} Energy between two of your Pokémon.")
def _solar_transfer(g, ctx):
    mons = ctx.me.in_play()
    yield from choose_and_move_energy(g, ctx.player, mons, mons, where=basic_energy_of(GRASS), source=652)


# 1143 Repel (II-C-04, RC-050; not playable without an opposing Bench).
@trainer(1143, can_play=lambda g, ctx: bool(ctx.opp.bench) and ctx.opp.active is not None,
         text="The opponent swaps their Active Pokémon with one of their Benched Pokémon of their choice.")
def _repel(g, ctx):
    yield from opponent_switches(g, ctx.player, source=1143)


# 1144 Strange Timepiece (II-C-13 R3, RC-076).
def _evolved_psychic(g, ctx):
    return [m for m in ctx.me.in_play() if m.is_evolved() and Q.has_type(g, m, PSYCHIC)]


@trainer(1144, can_play=lambda g, ctx: bool(_evolved_psychic(g, ctx)),
         text="Pick an evolved {P} Pokémon of yours and return any number of its Evolution cards to the hand "
              "to devolve it (it can't evolve again this turn).")
def _strange_timepiece(g, ctx):
    mon = yield from pick_pokemon(g, ctx.player, _evolved_psychic(g, ctx), source=1144,
                                  prompt="Choose an evolved {P} Pokémon to devolve")
    n = yield from pick_number(g, ctx.player, 1, len(mon.cards) - 1, "How many Evolution cards?", 1144)
    devolve_into(g, mon, n, "hand")


# 685 Garganacl — Powerful a-Salt (II-E-13, RC-181).
@passive(685, "damage_dealt",
         text="Attacks of your {F} Pokémon do 30 extra damage to the opponent's Active (before Weakness and "
              "Resistance).")
def _powerful_a_salt(g, holder, inst, a, target):
    if a.player == holder.owner and target is a.opp.active and Q.has_type(g, a.attacker, FIGHTING):
        return 30
    return 0


# 716 Pyroar — Intimidating Fang (II-E-13 R4, RC-183).
@passive(716, "damage_dealt",
         text="While this Pokémon is Active, the opponent's Active Pokémon does 30 less damage with its "
              "attacks (before Weakness and Resistance).")
def _intimidating_fang(g, holder, inst, a, target):
    if (g.players[holder.owner].active is holder and a.player != holder.owner
            and a.attacker is a.me.active and target.owner == holder.owner):
        return -30
    return 0


# 757 Delibird — Quick Gift (II-E-28, RC-220; I-H R2 exception).
attack_rule(1093, first_turn=True,
            text="The player going first may use this attack on their first turn. Take any 1 card from the "
                 "deck into the hand, then shuffle the deck.")


@effect(1093)
def _quick_gift(g, a):
    yield from search_to_hand(g, a.player, exactly=1, source=a.attacker.cid)


# 686 Crawdaunt — Cutting Riposte (II-E-32, RC-234, RC-236).
attack_rule(993, cost=lambda g, mon, attack: (DARKNESS,) if mon.damage else None,
            text="While the attacker has damage counters, this attack costs just {D}.")


# 688 Spiritomb — Spiteful Swirl (II-E-03).  An Ability taken away at step 5 of that attack no longer
# works (RC-210).
@trigger(688, "any_damaged",
         text="Whenever an opponent's attack damages your Active {D} Pokémon (even a Knock Out), the Pokémon "
              "that attacked gets 1 damage counter.")
def _spiteful_swirl(g, holder, inst, mon, a, dealt):
    if (mon.owner == holder.owner and a.player != holder.owner and g.players[mon.owner].active is mon
            and Q.has_type(g, mon, DARKNESS) and g.find_pokemon(a.attacker.uid) is not None):
        put_counters(g, a.attacker, 1, by=holder.owner, kind="ability")


# 695 Mega Mawile ex — Gobble Down (II-D-17, RC-147).
@damage(1006, text="80 damage per Prize card you have taken.")
def _gobble_down(g, a):
    a.damage = 80 * a.me.prizes_taken()


# 695 Mega Mawile ex — Huge Bite (P2 step 1).
@damage(1007,
        text="If the Defending Pokémon already has damage counters, this attack's base damage is only 30.")
def _huge_bite(g, a):
    if a.opp.active is not None and a.opp.active.damage:
        a.damage = 30


# 705 Gumshoos — Evidence Gathering (II-E-12 R3, RC-005, RC-180).
@ability(705, 0, can_use=lambda g, ctx: bool(ctx.me.hand) and bool(ctx.me.deck),
         text="Once per turn: swap a card from the hand with the deck's top card.")
def _evidence_gathering(g, ctx):
    card = yield from pick_card(g, ctx.player, ctx.me.hand, source=705,
                                prompt="Choose a card to put on top of your deck")
    top = ctx.me.deck.pop()
    move_cards(g, [card], "deck")
    ctx.me.hand.append(top)


# 711 Shuckle — Fermented Juice (every-type Energy counts; I-A-02 P3 step 1; only damaged ones are
# offered, healing another would change nothing).
def _hurt(ctx) -> list:
    return [m for m in ctx.me.in_play() if m.damage]


@ability(711, 0, can_use=lambda g, ctx: bool(_hurt(ctx)) and count_energy(g, ctx.mon, GRASS) > 0,
         text="Once per turn, with any {G} Energy on this Pokémon: one of your Pokémon heals 30 damage.")
def _fermented_juice(g, ctx):
    mon = yield from pick_pokemon(g, ctx.player, _hurt(ctx), source=711, prompt="Choose a Pokémon to heal")
    heal(g, mon, 30)


# ---- pool coverage (P4) ----------------------------------------------------------------------

# 653 Exeggcute — Jam-Packed (also 1278 Quilladin — Leafy Charge) (II-C-09; the search may find none, I-H
# R2).
attach_energy_from_deck(942, basic_energy_of(GRASS), to_self=True,
                        text="Attach a Basic {G} Energy from the deck to the attacker, then shuffle the deck.")


# 654 Exeggutor — Stomping Wood (II-B-01, III-17).
damage_for_each(944, 30, lambda g, a: count_energy(g, a.attacker, GRASS), more=True,
                per="{G} Energy on the attacker")


# 655 Celebi — Traverse Time (an attack's "up to": none is allowed, II-D-05).
@effect(945,
        text="Search the deck for at most 3 cards, in any mix of {G} Pokémon and Stadiums, show them and add "
             "them to the hand, then shuffle the deck.")
def _traverse_time(g, a):
    yield from search_to_hand(g, a.player, either(of_type(GRASS), is_stadium), up_to=3, source=a.attacker.cid,
                              prompt="Choose up to 3 {G} Pokémon and Stadium cards")


# 658 Shiftry — Reversing Gust (an attack effect, so not one unaffected by it, II-C-17; I-D P8 step 5).
@effect(951,
        text="Flip a coin. If heads, pick one of the opponent's Pokémon and shuffle it, with every card "
             "attached to it, into their deck.")
def _reversing_gust(g, a):
    if not flip(g, a.player):
        return
    mon = yield from pick_pokemon(g, a.player, [m for m in a.opp.in_play() if a.affects(m)], source=a.attacker.cid,
                                  prompt="Choose the Pokémon to shuffle into the deck")
    if mon is not None:
        shuffle_pokemon_into_deck(g, mon)


# 660 Ninetales — Supernatural Shapeshifter.  A one-off (no other card uses a Trainer's effect from the
# discard pile): the card is not played (no II-E-26 "played a Supporter", no one-Supporter limit); its own
# conditions (P6 step 1, ``can_play``) must hold, else nothing happens.
@effect(955,
        text="Discard the deck's top card; if it is a Supporter, its effect is carried out as this attack's "
             "effect.")
def _supernatural_shapeshifter(g, a):
    top = mill(g, a.player, 1)
    if not top or not is_supporter(top[0]):
        return
    spec = TRAINERS.get(CARD_LIST[top[0] >> 7].key)
    ctx = Context(g, a.player, top[0])
    if spec is None or spec.effect is None or (spec.can_play is not None and not spec.can_play(g, ctx)):
        return
    g.emit("card_effect", a.player, target=a.attacker, card=top[0], note="{target} uses the effect of {card}")
    yield from spec.effect(g, ctx)


# 662 Mega Camerupt ex — Roasting Heat.
more_damage_if(959, 160, lambda g, a: a.opp.active is not None and a.opp.active.burn > 0,
               when="the Defending Pokémon is Burned")


# 663 Volcanion — Backfire (II-C-01 R4; counted in units).
@effect(962, text="Return 2 {R} Energy attached to the attacker to the hand.")
def _backfire(g, a):
    mon = a.attacker
    yield from put_energy_into_hand(g, a.player, mon, 2, lambda e: provides_type(g, mon, e, FIRE),
                                    source=mon.cid)


# 672 Tyrogue — Pow-Pow Punching (II-B-01).
flip_until_tails_damage(975, 30, more=True)


# 681 Marshadow — Shadowy Side Kick (also 1298 Golisopod — Critical Slash) (II-C-16/17).  Knock Outs come
# at P1 step 7, after the effects, so step 5 leaves a watch record (with the opponent's Knock Out count so
# far) that is read once the attack is done.
@effect(986,
        text="If this attack's damage Knocks Out one of the opponent's Pokémon, the attacker is shielded from "
             "all damage and effects of attacks in the opponent's next turn.")
def _shadowy_side_kick(g, a):
    on_pokemon(g, "side_kick_watch", a.attacker, THIS_TURN, len(a.opp.kos), a=a)


@lasting("side_kick_watch", "attack_done")
def _shadowy_side_kick_done(g, e, a):
    if a.attacker.uid != e.target:
        return
    g.effects.remove(e)
    if any(by_attack for _turn, _cid, by_attack, _current in a.opp.kos[e.value:]) \
            and g.find_pokemon(a.attacker.uid) is not None:
        on_pokemon(g, "prevent_all", a.attacker, OPPONENT_NEXT_TURN, a=a)


# 687 Mega Absol ex — Terminal Period (an attack effect, II-C-17).
@effect(994, text="The Defending Pokémon is Knocked Out if it carries exactly 6 damage counters.")
def _terminal_period(g, a):
    mon = a.opp.active
    if mon is not None and mon.counters == 6 and a.affects(mon):
        knock_out(g, mon)


# 687 Mega Absol ex — Claw of Darkness (also 954 Luxray ex — Piercing Gaze) (an effect on the hand, not on
# a Pokémon).
@effect(995, text="The opponent shows their hand and you pick one card from it to discard.")
def _claw_of_darkness(g, a):
    if reveal_hand(g, a.opponent):
        yield from discard_from_hand(g, a.player, a.opponent, 1, source=a.attacker.cid,
                                     prompt="Choose a card to discard from the opponent's hand")


# 693 Grafaiai — Miraculous Paint (II-C-17 applies).
@effect(1003, text="Flip a coin. If heads, name a Special Condition; the Defending Pokémon gets it.")
def _miraculous_paint(g, a):
    if flip(g, a.player) and a.opp.active is not None and a.affects(a.opp.active):
        name = yield from pick_option(g, a.player, SPECIAL_CONDITIONS, "Choose a Special Condition",
                                      a.attacker.cid)
        inflict_defender(g, a, name)


# 694 Steelix — Welcoming Tail.
more_damage_if(1004, 200, lambda g, a: len(a.me.prizes) == 6, when="all 6 of your Prize cards remain")


# 696 Dialga — Chrono Burst (II-B-01).
@damage(1009,
        text="Before the damage, you may shuffle every Energy attached to the attacker into the deck; if you "
             "do, 80 extra damage.")
def _chrono_burst(g, a):
    if a.attacker.energy and (yield from yes_no(g, a.player, "Shuffle all Energy into your deck for 80 more damage?",
                                                a.attacker.cid)):
        shuffle_into_deck(g, a.player, list(a.attacker.energy))
        a.damage += 80


# 698 Tinkatuff — Haphazard Hammer (II-E-05).  Not offered when it has none.
def _opp_active_has_energy(g, mon) -> bool:
    opp = g.players[1 - mon.owner].active
    return opp is not None and bool(opp.energy) and ability_affects(g, mon.owner, opp)


@on_evolve_ability(698, can_use=_opp_active_has_energy,
                   text="Once per turn, when you evolve one of your Pokémon with this card from your hand, "
                        "you may flip a coin; on heads, discard an Energy attached to the opponent's Active "
                        "Pokémon.")
def _haphazard_hammer(g, ctx):
    if flip(g, ctx.player):
        yield from discard_energy(g, ctx.player, ctx.opp.active, 1, source=698)


# 700 Gholdengo — All-You-Can-Grab.
@effect(1013,
        text="Flip a coin until it shows tails, then take from the deck as many cards as there were heads, at "
             "most, into the hand; shuffle the deck afterwards.")
def _all_you_can_grab(g, a):
    heads = flip_until_tails(g, a.player)
    if heads:
        yield from search_to_hand(g, a.player, up_to=heads, source=a.attacker.cid,
                                  prompt=f"Choose up to {heads} cards")


# 702 Fearow — Repeating Drill (II-B-02).
flip_damage(1016, 5, 30)


# 703 Miltank — Bellyful of Milk (only damaged ones are offered).
@effect(1017, text="Flip 2 coins. If both are heads, one of your Pokémon heals all its damage.")
def _bellyful_of_milk(g, a):
    if flips(g, a.player, 2) == 2:
        mon = yield from pick_pokemon(g, a.player, [m for m in a.me.in_play() if m.damage], source=a.attacker.cid,
                                      prompt="Choose a Pokémon to heal")
        if mon is not None:
            heal_all(g, mon)


# 707 Tangrowth — Pumped-Up Whip (units).
more_damage_if(1025, 140, lambda g, a: extra_energy(g, a) >= 2,
               when="the attacker has at least 2 Energy attached beyond the cost of this attack")


# 713 Ninjask — Cast-Off Shell (II-E-05).  Not offered with a full Bench or an empty deck.
@on_evolve_ability(713, can_use=lambda g, mon: bool(g.players[mon.owner].deck) and bench_space(g, mon.owner) > 0,
                   text="Once per turn, when you evolve one of your Pokémon with this card from your hand, "
                        "you may bench a Shedinja from the deck, then shuffle the deck.")
def _cast_off_shell(g, ctx):
    yield from search_to_bench(g, ctx.player, named("Shedinja"), source=713, prompt="Choose a Shedinja")


# 714 Dhelmise — Earthen Power.
more_damage_if(1032, 50, lambda g, a: g.stadium is not None and (g.stadium >> 6) & 1 == a.player,
               when="a Stadium of yours is in play")


# 719 Chi-Yu — Scorching Earth (II-C-19, an effect on the player).
@effect(1039,
        text="If the Stadium in play is the opponent's, discard it; if you do, the opponent can't play "
             "Stadiums from their hand in their next turn.")
def _scorching_earth(g, a):
    if g.stadium is not None and (g.stadium >> 6) & 1 == a.opponent:
        yield from discard_stadium(g)
        on_player(g, "cant_play", a.opponent, OPPONENT_NEXT_TURN, ("stadium",), source=a.attacker.cid)


# 725 Clawitzer — Fall Back to Reload (II-C-09).  Not offered without one in hand.
@trigger(725, "moved_to_bench",
         text="Once per turn, when this Pokémon goes back from Active to the Bench in your turn, you may "
              "attach 1 or 2 Basic {W} Energy from the hand to it.")
def _fall_back_to_reload(g, holder, inst):
    water = basic_energy_of(WATER)
    if g.current != holder.owner or not any(water(c) for c in g.players[holder.owner].hand):
        return
    ctx = yield from use_triggered_ability(g, holder)
    if ctx is not None:
        yield from attach_from(g, ctx.player, "hand", water, [holder], up_to=2, at_least=1, source=725,
                               prompt="Choose up to 2 Basic {W} Energy cards to attach")


# 727 Drizzile — Double Stab (II-B-02).
flip_damage(1051, 2, 30)


# 730 Frosmoth — Chilling Wings (II-B-08 R4).
@damage(1055,
        text="Do 20 damage to each of the opponent's Pokémon (Weakness and Resistance only for the Active "
             "one). Then the Defending Pokémon becomes Asleep.")
def _chilling_wings(g, a):
    a.damage = 20
    hit_each(a, a.opp.bench, 20)


condition(1055, "asleep")


# 746 Kirlia — Call Sign (also 1293 Frogadier — Summoning Jutsu).
@effect(1076,
        text="Search the deck for at most 3 Pokémon, show them and add them to the hand, then shuffle the "
             "deck.")
def _call_sign(g, a):
    yield from search_to_hand(g, a.player, is_pokemon, up_to=3, source=a.attacker.cid,
                              prompt="Choose up to 3 Pokémon")


# 748 Shedinja / 940 Glalie — Damage Beat (II-B-02).
damage_for_each(1080, 20, lambda g, a: a.opp.active.counters if a.opp.active is not None else 0,
                per="damage counter on the Defending Pokémon")


# 748 Shedinja — Fragile Husk (III-14 R2; counted while it is in play, P8 step 4, so the Ability must
# still work then).
@passive(748, "prizes",
         text="If the damage of an attack by the opponent's Pokémon ex Knocks Out this Pokémon, the opponent "
              "takes no Prize cards for it.")
def _fragile_husk(g, holder, inst, mon, ko):
    if mon is holder and ko.by_opponent_attack and mon_is_ex(ko.attack.attacker):
        return -99          # "can't take any": beats every "+N Prize cards"
    return 0


# 750 Grumpig — Energized Steps (II-E-05; II-C-20, II-C-09).
@on_evolve_ability(750, can_use=_has_deck,
                   text="Once per turn, when you evolve one of your Pokémon with this card from your hand, "
                        "you may look at the deck's top 4 cards and attach any of the Basic Energy among them "
                        "to your Pokémon, split as you like. Shuffle the rest back.")
def _energized_steps(g, ctx):
    yield from attach_from_top(g, ctx.player, 4, is_basic_energy, ctx.me.in_play(), source=750)


# 751 Xerneas — Geo Gate (II-C-11).
@effect(1083, text="Bench at most 3 Basic {P} Pokémon from the deck, then shuffle the deck.")
def _geo_gate(g, a):
    yield from search_to_bench(g, a.player, both(is_basic_pokemon, of_type(PSYCHIC)), up_to=3,
                               source=a.attacker.cid, prompt="Choose up to 3 Basic {P} Pokémon")


# 751 Xerneas — Bright Horns (II-C-15 R2).
self_lock_next_turn(1084)


# 753 Houndstone — Horrifying Bite.
@effect(1087,
        text="Flip a coin until it shows tails. For each heads, a random card of the opponent's hand is "
             "picked; the opponent shows the picked cards and shuffles them back into the deck.")
def _horrifying_bite(g, a):
    heads = flip_until_tails(g, a.player)
    pool = list(a.opp.hand)
    picked = [pool.pop(random_index(g, len(pool))) for _ in range(min(heads, len(pool)))]
    if picked:
        g.emit("reveal", a.player, cards=picked, note="{cards} chosen at random from the opponent's hand",
               revealed=picked)
        shuffle_into_deck(g, a.opponent, picked)


# 755 Latios — Lustrous Assist (II-C-10).  Not offered with no Energy on the Bench, nor at a Checkup
# (between turns).
@trigger(755, "any_moved_to_active",
         text="Once per turn, in your turn, as soon as your Mega Latias ex comes from the Bench into the "
              "Active Spot, you may move as much Energy as you like from your Benched Pokémon to it.")
def _lustrous_assist(g, holder, inst, mon):
    p = g.players[holder.owner]
    if (mon.owner != holder.owner or g.current != holder.owner or g.in_checkup or mon.name != "Mega Latias ex"
            or p.active is not mon or not any(b.energy for b in p.bench)):
        return
    ctx = yield from use_triggered_ability(g, holder)
    if ctx is not None:
        yield from choose_and_move_energy(g, ctx.player, p.bench, [mon], up_to=sum(len(b.energy) for b in p.bench),
                                          source=755)


# 761 Bewear — Hyper Lariat (II-B-01).
more_damage_if(1102, 100, lambda g, a: flips(g, a.player, 2) == 2,
               text="Flip 2 coins. If both are heads, 100 extra damage.")


# 1226 Lt. Surge's Bargain (the player first; winning is judged once both have, I-E R2).
@trainer(1226,
         text="Ask the opponent whether both players should take a Prize card. If they agree, each player "
              "takes one; if they refuse, you draw 4 cards.")
def _lt_surges_bargain(g, ctx):
    if (yield from yes_no(g, ctx.opponent, "Lt. Surge's Bargain: may each player take a Prize card?", 1226)):
        yield from take_prize_cards(g, ctx.player, 1, judge=False)
        yield from take_prize_cards(g, ctx.opponent, 1)
    else:
        draw(g, ctx.player, 4)


# 1228 Acerola's Mischief (II-C-16/17).  A Trainer's effect, so it stays if that Pokémon moves.
@trainer(1228, can_play=lambda g, ctx: len(ctx.opp.prizes) <= 2 and bool(ctx.me.in_play()),
         text="Play only while the opponent has at most 2 Prize cards left. Choose one of your Pokémon in "
              "play; in the opponent's next turn, attacks of the opponent's Pokémon ex neither damage it nor "
              "affect it.")
def _acerolas_mischief(g, ctx):
    mon = yield from pick_pokemon(g, ctx.player, ctx.me.in_play(), source=1228, prompt="Choose a Pokémon to protect")
    on_pokemon(g, "prevent_all", mon, OPPONENT_NEXT_TURN, "ex", source=1228)


# 1262 Surfing Beach (Stadium) (II-C-03).
def _is_water(g, mon) -> bool:
    return Q.has_type(g, mon, WATER)


def _surfing_beach_usable(g, ctx):
    p = ctx.me
    return p.active is not None and _is_water(g, p.active) and any(_is_water(g, m) for m in p.bench)


@stadium_ability(1262, can_use=_surfing_beach_usable,
                 text="Each player, once in each of their turns, may swap their Active {W} Pokémon with one "
                      "of their Benched {W} Pokémon.")
def _surfing_beach(g, ctx):
    yield from switch_own(g, ctx.player, where=lambda m: _is_water(g, m), source=1262)


# 1263 Mystery Garden (Stadium) (I-B-04 R4, P7, RC-009).  Not usable without an Energy card in hand, with
# an empty deck, or when the hand after paying would already be that big (nothing would change).
def _psychic_in_play(g, player: int) -> int:
    return sum(1 for m in g.players[player].in_play() if Q.has_type(g, m, PSYCHIC))


def _mystery_garden_usable(g, ctx):
    return (any(map(is_energy, ctx.me.hand)) and bool(ctx.me.deck)
            and len(ctx.me.hand) - 1 < _psychic_in_play(g, ctx.player))


@stadium_ability(1263, can_use=_mystery_garden_usable,
                 text="Each player, once in each of their turns, may discard one Energy card from the hand to "
                      "draw until their hand matches the number of {P} Pokémon they have in play.")
def _mystery_garden(g, ctx):
    yield from discard_from_hand(g, ctx.player, ctx.player, 1, is_energy, source=1263,
                                 prompt="Choose an Energy card to discard")
    draw_until(g, ctx.player, _psychic_in_play(g, ctx.player))
