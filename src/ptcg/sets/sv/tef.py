"""Temporal Forces (TEF)."""

from ...cards.db import CARD_LIST
from ...effects import *  # noqa: F401,F403


# 68 Seedot — Rigidify (also 723 Mega Abomasnow ex — Frost Barrier) (an effect on the defender: P2 step 5,
# II-B-05).
@effect(78,
        text="In the opponent's next turn, damage from attacks to the attacker is 30 lower (after Weakness "
             "and Resistance).")
def _rigidify(g, a):
    on_pokemon(g, "damage_taken", a.attacker, OPPONENT_NEXT_TURN, -30, a=a)


# 1158 Maximum Belt (Tool) (P2 step 2).
@passive(1158, "damage_dealt",
         text="Attacks of the Pokémon holding this card do 50 extra damage to an Active Pokémon ex of the "
              "opponent (before Weakness and Resistance).")
def _maximum_belt(g, holder, inst, a, target):
    if a.attacker is holder and target is a.opp.active and mon_is_ex(target):
        return 50
    return 0


# 47 Totodile — Big Bite (II-C-14, RC-079).
defender_cant_retreat(46)
# 48 Croconaw — Reverse Thrust (II-C-03).
switch_self(47)
# 49 Feraligatr — Giant Wave; 78 Torracat — Flare Strike (II-C-15 R2).
self_lock_next_turn(48, 93)


# 49 Feraligatr — Torrential Heart (an effect on the attacker, P2 step 2).
@ability(49, 0,
         text="Once per turn: this Pokémon may take 5 damage counters on itself; when it does, for the rest "
              "of this turn its attacks do 120 extra damage to the opponent's Active (before Weakness and "
              "Resistance).")
def _torrential_heart(g, ctx):
    put_counters(g, ctx.mon, 5)
    on_pokemon(g, "damage_dealt_to_active", ctx.mon, THIS_TURN, 120, source=ctx.mon.cid)


# 69 Nuzleaf — Comet Slap (II-B-02, RC-017).
flip_damage(81, 3, 30)


# 81 Drilbur — Dig Dig Dig (II-E-06).
@trigger(81, "played_to_bench",
         text="When you bench this Pokémon from your hand in your turn, you may pick at most 3 Basic {F} "
              "Energy from the deck and discard them, then shuffle the deck.")
def _dig_dig_dig(g, holder, inst):
    if inst != holder.top or not g.players[holder.owner].deck:
        return
    ctx = yield from use_triggered_ability(g, holder)
    if ctx is None:
        return
    got = yield from search_deck(g, ctx.player, basic_energy_of(FIGHTING), up_to=3, source=81)
    move_cards(g, got, "discard")
    shuffle_deck(g, ctx.player)


# 82 Excadrill — Wild Tackle (and 91 Rillaboom — Wood Hammer) (II-B-09).
self_damage(98, 50)


# 1086 Buddy-Buddy Poffin (II-C-11).
@trainer(1086, can_play=lambda g, ctx: bool(ctx.me.deck) and len(ctx.me.bench) < Q.bench_size(g, ctx.player),
         text="Bench at most 2 Basic Pokémon with no more than 70 HP from the deck, then shuffle the deck.")
def _poffin(g, ctx):
    yield from search_to_bench(g, ctx.player, both(is_basic_pokemon, hp_at_most(70)), up_to=2, source=1086)


# 1190 Bianca's Devotion.
def _low(g, ctx):
    return [m for m in ctx.me.in_play() if m.damage > 0 and Q.remaining_hp(g, m) <= 30]


@trainer(1190, can_play=lambda g, ctx: bool(_low(g, ctx)),
         text="One of your Pokémon with 30 HP or less left heals all its damage.")
def _biancas_devotion(g, ctx):
    mon = yield from pick_pokemon(g, ctx.player, _low(g, ctx), source=1190, prompt="Choose a Pokémon to heal")
    heal_all(g, mon)


# 11 Mist Energy (II-C-17; damage still counts, existing effects stay, R2).
energy(11, provides=lambda g, mon, inst: (COLORLESS_BIT,),
       text="Provides 1 {C} Energy. Effects of the opponent's attacks do not reach the Pokémon carrying it "
            "(damage still does, and effects already there stay).")


@passive(11, "prevent_attack_effects")
def _mist_energy(g, holder, inst, a, target):
    return target is holder and a.player != holder.owner


# 57 Relicanth — Memory Dive (Energy still needed).  They are not attacks the Pokémon "has" (II-D-06 R3).
# Counted once however many Relicanth are in play, so no attack is offered twice.
@passive(57, "granted_attacks", stack=False,
         text="Your evolved Pokémon may also use the attacks of the earlier Stages beneath them (paying their "
              "Energy as usual).")
def _memory_dive(g, holder, inst, mon):
    if mon.owner != holder.owner or not mon.is_evolved():
        return ()
    return tuple(atk for c in mon.cards[:-1] for atk in CARD_LIST[c >> 7].attacks)


# 58 Great Tusk — Land Collapse (II-E-26).
@effect(62,
        text="The opponent's deck loses its top card to their discard pile, or its top 4 cards when an "
             "Ancient Supporter was played from your hand this turn.")
def _land_collapse(g, a):
    ancient = played_supporter_this_turn(g, a.player, lambda c: "ancient" in c.tags)
    mill(g, a.opponent, 4 if ancient else 1)


# 59 Gastly — Mysterious Beam (also 100 Goldeen — Whirlpool) (an attack effect, II-C-17).
@effect(64, text="Flip a coin. On heads, discard one Energy from the Defending Pokémon.")
def _mysterious_beam(g, a):
    if flip(g, a.player) and a.opp.active is not None:
        yield from discard_energy(g, a.player, a.opp.active, 1, a=a, source=a.attacker.cid)


# 62 Koraidon — Shred (also 345 Crustle, 849 Mega Lopunny ex, 906 N's Zekrom) (II-B-07).
@damage(70, text="The damage ignores every effect on the Defending Pokémon.")
def _shred(g, a):
    a.ignore_defender_effects = True


# 63 Raging Bolt ex — Burst Roar.
@effect(71, text="Discard the hand, then draw 6 cards.")
def _burst_roar(g, a):
    discard_hand(g, a.player)
    draw(g, a.player, 6)


# 63 Raging Bolt ex — Bellowing Thunder (none is allowed; II-D-02 R2, II-B-02, RC-104).
@damage(72, text="Discard as many Basic Energy as you like from your Pokémon; 70 damage per card discarded.")
def _bellowing_thunder(g, a):
    gone = yield from discard_energy_from_among(g, a.player, a.me.in_play(), is_basic_energy,
                                                source=a.attacker.cid)
    a.damage = 70 * len(gone)


# 65 Dunsparce — Dig (also 878 Hop's Phantump — Splashing Dodge) (II-C-16/17).
@effect(75,
        text="Flip a coin. If heads, attacks neither damage nor affect the attacker in the opponent's next "
             "turn.")
def _dig(g, a):
    if flip(g, a.player):
        on_pokemon(g, "prevent_all", a.attacker, OPPONENT_NEXT_TURN, a=a)


# 66 Dudunsparce — Run Away Draw (an empty Active Spot is then refilled, I-D P8 step 5).
@ability(66, 0, can_use=lambda g, ctx: bool(ctx.me.deck),
         text="Once per turn: draw 3 cards; if any were drawn, shuffle this Pokémon and everything attached "
              "to it into the deck.")
def _run_away_draw(g, ctx):
    if draw(g, ctx.player, 3):
        shuffle_pokemon_into_deck(g, ctx.mon)


# 73 Rellor — Slight Intrusion (also 400 Team Rocket's Tarountula — Take Down) (II-B-09).
self_damage(87, 10)

# 83 Farigiraf ex — Dirty Beam (also 648 Marnie's Grimmsnarl ex — Shadow Bullet) (II-B-08 R3/R4).
bench_hit(99, 30)


# 1087 Hand Trimmer.  Unplayable when neither hand is above 5 (I-B-01 P5 step 1).
def _hand_trimmer_changes_something(g, ctx):
    return len(ctx.opp.hand) > 5 or len(ctx.me.hand) - 1 > 5      # minus the Hand Trimmer


@trainer(1087, can_play=_hand_trimmer_changes_something,
         text="The opponent first, then you: each player with more than 5 cards in hand discards cards of "
              "their choice until 5 remain.")
def _hand_trimmer(g, ctx):
    yield from discard_down_to(g, ctx.opponent, 5, source=1087)
    yield from discard_down_to(g, ctx.player, 5, source=1087)


# 1088 Prime Catcher (II-C-05; II-C-03, II-E-20 reading of "if you do", RC-224).
@trainer(1088, can_play=lambda g, ctx: bool(ctx.opp.bench),
         text="Bring one of the opponent's Benched Pokémon into their Active Spot; when that happens, also "
              "swap your own Active Pokémon with a Benched Pokémon of yours.")
def _prime_catcher(g, ctx):
    if (yield from gust(g, ctx.player, source=1088)) is not None:
        yield from switch_own(g, ctx.player, source=1088)


# 1159 Hero's Cape (Tool) (II-D-15).
@passive(1159, "max_hp", text="The Pokémon holding this card has +100 HP.")
def _heros_cape(g, holder, inst, mon):
    return 100 if mon is holder else 0


# 1185 Explorer's Guidance (any cards: exactly 2, I-H R2 exception).
@trainer(1185, can_play=lambda g, ctx: bool(ctx.me.deck),
         text="Look at the deck's top 6 cards, add 2 of them to the hand and discard the rest.")
def _explorers_guidance(g, ctx):
    got, top = yield from take_from_top(g, ctx.player, 6, any_card, exactly=2, source=1185,
                                        prompt="Choose a card to put into your hand")
    move_cards(g, got, "hand")
    move_cards(g, [c for c in top if c not in got], "discard")


# 1188 Ciphermaniac's Codebreaking.  Shuffling with the 2 cards still inside and then taking them out
# gives the same deck as shuffling without them.
@trainer(1188, can_play=lambda g, ctx: bool(ctx.me.deck),
         text="Take any 2 cards from the deck, shuffle the deck, then put those 2 cards on top in any order.")
def _ciphermaniacs_codebreaking(g, ctx):
    chosen = yield from search_deck(g, ctx.player, any_card, exactly=2, source=1188,
                                    prompt="Choose a card to put on top of your deck")
    shuffle_deck(g, ctx.player)
    yield from put_on_top_in_any_order(g, ctx.player, chosen, source=1188)


# 1189 Salvatore (II-C-12 R3).
@trainer(1189, can_play=lambda g, ctx: bool(ctx.me.deck),
         text="Evolve one of your Pokémon with a card from the deck that evolves from it and has no "
              "Abilities, then shuffle the deck. It works even on a Pokémon put into play this turn or during "
              "setup.")
def _salvatore(g, ctx):
    yield from evolve_from_deck(g, ctx.player, ctx.me.in_play(), source=1189,
                                where=lambda c: not CARD_LIST[c >> 7].abilities)


# 1244 Full Metal Lab (Stadium) (P2 step 5, II-B-05).
@passive(1244, "damage_taken",
         text="{M} Pokémon (on both sides) take 30 less damage from their opponent's attacks (after Weakness "
              "and Resistance).")
def _full_metal_lab(g, holder, inst, a, target):
    return -30 if a.player != target.owner and Q.has_type(g, target, METAL) else 0


# 64 Hoothoot — Silent Wing (also 551 Pidove — Scout) (II-C-20, RC-099).
@effect(73, text="The opponent shows their hand.")
def _silent_wing(g, a):
    reveal_hand(g, a.opponent)


# 86 Metang — Metal Maker (II-E-35, RC-244).
@ability(86, 0, can_use=lambda g, ctx: bool(ctx.me.deck),
         text="Once per turn: look at the deck's top 4 cards and attach any of the Basic {M} Energy among "
              "them to your Pokémon, split as you like. Put the rest, shuffled, at the bottom of the deck.")
def _metal_maker(g, ctx):
    top = look_top(g, ctx.player, 4)
    yield from attach_from(g, ctx.player, "deck", lambda c: c in top and is_basic_energy(c, METAL),
                           ctx.me.in_play(), up_to=4, at_least=0, shuffle=False, source=86,
                           prompt="Choose Basic {M} Energy cards to attach")
    shuffle_to_bottom(g, ctx.player, [c for c in top if c in ctx.me.deck])


# -- pool coverage (P5): the rest of Temporal Forces -------------------------------------------
def _future(mon) -> bool:
    return "future" in CARD_LIST[mon.cid].tags


def _ancient(mon) -> bool:
    return "ancient" in CARD_LIST[mon.cid].tags


# 10 Neo Upper Energy (II-D-08, RC-121).
energy(10, provides=lambda g, mon, inst: ((ALL_TYPES, ALL_TYPES) if CARD_LIST[mon.cid].stage == 2
                                          else (COLORLESS_BIT,)),
       text="Provides 1 {C} Energy. On a Stage 2 Pokémon it instead provides 2 Energy at a time, each of any "
            "type.")


# 46 Gouging Fire ex — Blaze Blitz (I-A-03 R6, II-C-15 R2/R4).
@effect(45, text="The attacker can't use this same attack again as long as it stays in the Active Spot.")
def _blaze_blitz(g, a):
    on_pokemon(g, "cant_use_attack", a.attacker, WHILE_IN_PLAY, a.attack.name, a=a)


# 50 Wiglett — Lucky Find (also 426, 626 Procurement, 1392).
search_deck_for(49, is_item, prompt="Choose an Item card",
                text="Search the deck for an Item, show it and add it to the hand, then shuffle the deck.")
# 50 Wiglett — Aqua Bomb (also 166, 285, 680, 819) (II-B-09).
self_damage(50, 20)
# 51 Palafin — Double Hit (also 472 Kangaskhan — Dizzy Punch) (II-B-02).
flip_damage(52, 2, 90)


# 51 Palafin — Vanguard Punch (II-B-09).
@damage(51, text="The attacker also takes 10 damage itself per damage counter already on it.")
def _vanguard_punch(g, a):
    a.self_damage = 10 * a.attacker.counters


# 45 Shaymin — Pinpoint Dive (II-B-08).
hit_pokemon(42, 60, bench_only=True, where=mon_is_ex_or_v,
            text="Pick one of the opponent's Benched Pokémon ex or Pokémon V and do 60 damage to it (no "
                 "Weakness or Resistance on the Bench).")


# 52 Wugtrio ex — Tricolor Pump (your own hidden hand: none is fine, II-E-33; II-B-08).
@damage(53,
        text="Discard 0 to 3 Energy cards from the hand; pick one of the opponent's Pokémon and do 60 damage "
             "to it per card discarded (Weakness and Resistance apply to an Active target only).")
def _tricolor_pump(g, a):
    gone = yield from discard_from_hand(g, a.player, a.player, 3, is_energy, exactly=False,
                                        source=a.attacker.cid, prompt="Choose Energy cards to discard")
    if gone:
        yield from hit_chosen(g, a, 60 * len(gone))


# 53 Marill — Ball Roll (II-B-02).
flip_until_tails_damage(55, 10)


# 54 Bronzor — Mirror Attack (its type now, II-D-07).
more_damage_if(57, 30, lambda g, a: a.opp.active is not None and Q.has_type(g, a.opp.active, PSYCHIC),
               when="the Defending Pokémon is a {P} Pokémon")


# 55 Bronzong — Evolution Jammer (an effect on the player, II-C-19; Rare Candy's Stage 2 is played from
# hand too, RC-166).
@effect(58, text="In the opponent's next turn, they can't evolve Pokémon by playing cards from their hand.")
def _evolution_jammer(g, a):
    on_player(g, "cant_evolve_from_hand", a.opponent, OPPONENT_NEXT_TURN, source=a.attacker.cid)


@lasting("cant_evolve_from_hand", "cant_play")
def _cant_evolve_from_hand(g, e, player, card):
    return player == e.player and card.is_pokemon and card.is_evolution


# 56 Flutter Mane — Hex Hurl (II-C-07; a share on a Pokémon unaffected by attack effects is not placed,
# R4).
@effect(60, text="Spread 2 damage counters over the opponent's Benched Pokémon however you like.")
def _hex_hurl(g, a):
    split = yield from distribute(g, a.player, a.opp.bench, 2, source=a.attacker.cid,
                                  prompt="How many damage counters on")
    for mon, n in split:
        put_counters(g, mon, n, a=a)


# 56 Flutter Mane — Midnight Fluttering (II-D-13).  The target is checked first, so asking whether Flutter
# Mane's own Ability works never comes back to the same question.
@passive(56, "no_abilities",
         text="While this Pokémon is Active, the Active Pokémon of the opponent has no Abilities, other than "
              "Midnight Fluttering.")
def _midnight_fluttering(g, holder, inst, mon):
    return (mon.owner != holder.owner and g.players[mon.owner].active is mon
            and g.players[holder.owner].active is holder
            and not any(ab.name == "Midnight Fluttering" for ab in CARD_LIST[mon.cid].abilities)
            and Q.abilities_work(g, holder))


# 60 Haunter — Super Poison Breath (and 12 more cards).
condition(66, "poisoned")
# 61 Roaring Moon — Vengeance Fletching.
damage_for_each(67, 10, lambda g, a: count_in(a.me.discard, lambda c: "ancient" in CARD_LIST[c >> 7].tags),
                more=True, per="Ancient card in the discard pile")
# 62 Koraidon — Primordial Beatdown.
damage_for_each(69, 30, lambda g, a: sum(1 for m in a.me.in_play() if _ancient(m)),
                per="Ancient Pokémon you have in play")


# 70 Shiftry — Expelling Tornado (all of them if fewer, II-D-04 R2; II-C-17).
@effect(82,
        text="Choose 3 of the opponent's Benched Pokémon; every other Benched Pokémon of theirs is shuffled, "
             "with every card attached to it, into their deck.")
def _expelling_tornado(g, a):
    bench = list(a.opp.bench)
    kept = yield from pick_pokemons(g, a.player, bench, exactly=3, source=a.attacker.cid,
                                    prompt="Choose a Benched Pokémon to keep")
    for mon in bench:
        if mon not in kept and a.affects(mon):
            shuffle_pokemon_into_deck(g, mon)


# 70 Shiftry — Energy Loop (also 209, 347, 1050).
@effect(83, text="Return an Energy attached to the attacker to the hand.")
def _energy_loop(g, a):
    yield from put_energy_into_hand(g, a.player, a.attacker, 1, source=a.attacker.cid)


# 71 Deerling — Leaf Litter Tackle.
discard_own_energy(85, 1, energy_type=GRASS)


# 72 Sawsbuck — Changing Seasons.
@ability(72, 0, can_use=lambda g, ctx: bool(ctx.me.deck),
         text="Once per turn: search the deck for a Stadium, show it and add it to the hand, then shuffle the "
              "deck.")
def _changing_seasons(g, ctx):
    yield from search_to_hand(g, ctx.player, is_stadium, source=72, prompt="Choose a Stadium card")


# 74 Rabsca — Psychic (also 522, 744, 1043) (II-B-01, III-17).
def _defender_energy(g, a) -> int:
    return count_energy(g, a.opp.active) if a.opp.active is not None else 0


damage_for_each(88, 30, _defender_energy, more=True, per="Energy attached to the Defending Pokémon")


# 74 Rabsca — Spherical Shield (II-C-16, II-C-17).
def _spherical_shield(g, holder, inst, a, target):
    return (target.owner == holder.owner and a.player != holder.owner
            and g.players[target.owner].active is not target)


passive(74, "prevent_damage",
        text="Attacks of the opponent's Pokémon neither damage nor affect your Benched "
             "Pokémon.")(_spherical_shield)
passive(74, "prevent_attack_effects")(_spherical_shield)


# 75 Iron Leaves ex — Rapid Vernier (II-E-06, II-C-03; II-C-10).
@trigger(75, "played_to_bench",
         text="When you bench this Pokémon from your hand in your turn, you may swap it with your Active "
              "Pokémon; when you do, you may move as much Energy as you like from your other Pokémon to it.")
def _rapid_vernier(g, holder, inst):
    p = g.players[holder.owner]
    if inst != holder.top or p.active is None:
        return
    ctx = yield from use_triggered_ability(g, holder, prompt="Switch Iron Leaves ex into the Active Spot?")
    if ctx is None:
        return
    if (yield from switch_own(g, ctx.player, where=lambda b: b is holder, source=75)) is holder:
        others = [m for m in p.in_play() if m is not holder]
        yield from choose_and_move_energy(g, ctx.player, others, [holder], up_to=len(others) * 99,
                                          at_least=0, source=75)


# 76 Slugma — Roasting Heat.
more_damage_if(90, 40, lambda g, a: a.opp.active is not None and a.opp.active.burn > 0,
               when="the Defending Pokémon is Burned")


# 79 Incineroar ex — Hustle Play (II-D-12: only Colorless symbols go, RC-132).
@passive(79, "attack_cost", text="This Pokémon's attacks cost {C} less per Pokémon on the opponent's Bench.")
def _hustle_play(g, holder, inst, mon, attack):
    return -len(g.players[1 - holder.owner].bench) if mon is holder else 0


# 80 Iron Crown ex — Twin Shotels (both if only 2; II-B-06, II-B-07, II-B-08).
@damage(95,
        text="Pick 2 of the opponent's Pokémon and do 50 damage to each, ignoring Weakness, Resistance and "
             "every effect on them.")
def _twin_shotels(g, a):
    chosen = yield from pick_pokemons(g, a.player, a.opp.in_play(), exactly=2, source=a.attacker.cid,
                                      prompt="Choose Pokémon to take 50 damage each")
    for mon in chosen:
        a.add_hit(mon, 50, weakness_resistance=False, through=True)


# 80 Iron Crown ex — Cobalt Command (P2 step 2).
active_damage_boost(80, 20, lambda mon: _future(mon) and mon.name != "Iron Crown ex",
                    text="Attacks of your Future Pokémon, other than Iron Crown ex, do 20 extra damage to the "
                         "opponent's Active (before Weakness and Resistance).")


# 83 Farigiraf ex — Armor Tail (II-C-16).
@passive(83, "prevent_damage", text="Attacks of the opponent's Basic Pokémon ex do no damage to this Pokémon.")
def _armor_tail(g, holder, inst, a, target):
    return target is holder and a.player != holder.owner and mon_is_basic(a.attacker) and mon_is_ex(a.attacker)


# 84 Scizor ex — Steel Wing (also 407, 988, 1347) (P2 step 5).
takes_less_next_turn(100, 50)


# 84 Scizor ex — Cross Breaker (an attack: none is allowed, II-D-05 R3; II-B-02).
@damage(101, text="Discard at most 2 {M} Energy from the attacker; 120 damage per card discarded.")
def _cross_breaker(g, a):
    mon = a.attacker
    gone = yield from discard_energy_from_among(g, a.player, [mon], lambda e: provides_type(g, mon, e, METAL),
                                                up_to=2, source=a.attacker.cid)
    a.damage = 120 * len(gone)


# 87 Miraidon — Peak Acceleration (II-C-09).
@effect(105,
        text="Attach at most 2 Basic Energy from the deck to your Future Pokémon, split as you like, then "
             "shuffle the deck.")
def _peak_acceleration(g, a):
    yield from attach_from(g, a.player, "deck", is_basic_energy, [m for m in a.me.in_play() if _future(m)],
                           up_to=2, source=a.attacker.cid, prompt="Choose Basic Energy cards to attach")


# 312 Sandy Shocks — Magnetic Burst (units; II-B-06).
@damage(434,
        text="70 extra damage when your Pokémon in play carry 3 or more Energy in all. Weakness does not "
             "apply.")
def _magnetic_burst(g, a):
    if energy_in_play(g, a.player) >= 3:
        a.damage += 70
    a.ignore_weakness = True


# 313 Miraidon ex — Repulsion Bolt.
more_damage_if(436, 100, lambda g, a: a.opp.active is not None and a.opp.active.damage > 0,
               when="the Defending Pokémon already has damage counters")
# 313 Miraidon ex — Cyber Drive (II-C-15 R2).
self_lock_next_turn(437)


# 1084 Boxed Order (III-04, as after an attack but without one).
@trainer(1084, can_play=lambda g, ctx: bool(ctx.me.deck),
         text="Search the deck for at most 2 Items, show them and add them to the hand, then shuffle the "
              "deck. Your turn then ends.")
def _boxed_order(g, ctx):
    yield from search_to_hand(g, ctx.player, is_item, up_to=2, source=1084, prompt="Choose an Item card")
    end_turn_now(g, ctx.player)


# 1085 Awakening Drum.
def _ancients_in_play(g, ctx) -> int:
    return sum(1 for m in ctx.me.in_play() if _ancient(m))


@trainer(1085, can_play=lambda g, ctx: bool(ctx.me.deck) and _ancients_in_play(g, ctx) > 0,
         text="Draw a card per Ancient Pokémon you have in play.")
def _awakening_drum(g, ctx):
    draw(g, ctx.player, _ancients_in_play(g, ctx))


# 1089 Reboot Pod (II-C-09).
@trainer(1089, can_play=lambda g, ctx: any(_future(m) for m in ctx.me.in_play())
         and any(map(is_basic_energy, ctx.me.discard)),
         text="Each of your Future Pokémon gets a Basic Energy from the discard pile attached.")
def _reboot_pod(g, ctx):
    for mon in [m for m in ctx.me.in_play() if _future(m)]:
        yield from attach_from(g, ctx.player, "discard", is_basic_energy, [mon], exactly=1, source=1089,
                               prompt=f"Choose a Basic Energy card for {mon.name}")


# 1125 Master Ball.
@trainer(1125, can_play=lambda g, ctx: bool(ctx.me.deck),
         text="Search the deck for a Pokémon, show it and add it to the hand, then shuffle the deck.")
def _master_ball(g, ctx):
    yield from search_to_hand(g, ctx.player, is_pokemon, source=1125, prompt="Choose a Pokémon")


# 1157 Rescue Board (Tool) (II-D-12; "none" beats the rest, II-D-13 R3).
@passive(1157, "retreat_cost",
         text="The Pokémon holding this card pays {C} less to retreat, and nothing at all while it has 30 HP "
              "or less left.")
def _rescue_board(g, holder, inst, mon):
    return -1 if mon is holder else 0


@passive(1157, "no_retreat_cost")
def _rescue_board_low_hp(g, holder, inst, mon):
    return mon is holder and Q.remaining_hp(g, mon) <= 30


# 1160 Heavy Baton (Tool) (II-E-04 R3; II-C-10).
@trigger(1160, "knocked_out",
         text="If the Pokémon holding this card has a Retreat Cost of 4 exactly and the damage of an "
              "opponent's attack Knocks it Out while Active, move at most 3 Basic Energy from it to your "
              "Benched Pokémon, split as you like.")
def _heavy_baton(g, holder, inst, ko):
    p = g.players[holder.owner]
    if not (ko.by_opponent_attack and p.active is holder and p.bench and Q.retreat_cost(g, holder) == 4):
        return
    for _ in range(3):
        got = yield from pick_cards(g, holder.owner, energy_cards(holder, is_basic_energy), up_to=1,
                                    source=1160, prompt="Choose a Basic Energy to move (or done)")
        if not got:
            return
        dst = yield from pick_pokemon(g, holder.owner, p.bench, source=1160, prompt="Move it to which Pokémon?")
        move_energy(g, holder, dst, got[0])


# 1186 Eri (the cards are seen, so at least 1 if there is any, II-D-05 R1).
@trainer(1186, can_play=lambda g, ctx: bool(ctx.opp.hand),
         text="The opponent shows their hand; discard 1 or 2 Items from it.")
def _eri(g, ctx):
    reveal_hand(g, ctx.opponent)
    yield from discard_from_hand(g, ctx.player, ctx.opponent, 2, is_item, exactly=False, at_least=1,
                                 source=1186, prompt="Choose an Item card to discard")


# 1187 Morty's Conviction (P6 step 1).  Not playable when it would draw nothing.
@trainer(1187, can_play=lambda g, ctx: len(ctx.me.hand) >= 2 and bool(ctx.opp.bench) and bool(ctx.me.deck),
         text="Play it by discarding another card from the hand. Draw a card per Pokémon on the opponent's "
              "Bench.")
def _mortys_conviction(g, ctx):
    yield from discard_from_hand(g, ctx.player, ctx.player, 1, source=1187, prompt="Choose a card to discard")
    draw(g, ctx.player, len(ctx.opp.bench))


# 1243 Perilous Jungle (Stadium) (II-E-17).
@passive(1243, "poison_more",
         text="At each Pokémon Checkup, every Poisoned Pokémon that is not {D} (on both sides) gets 2 extra "
              "damage counters.")
def _perilous_jungle(g, holder, inst, mon):
    return 0 if Q.has_type(g, mon, DARKNESS) else 2
