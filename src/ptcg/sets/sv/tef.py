"""Temporal Forces (TEF)."""

from ...cards.db import CARD_LIST
from ...effects import *  # noqa: F401,F403


# 68 Seedot — Rigidify (also 723 Mega Abomasnow ex — Frost Barrier): during the opponent's
# next turn this Pokémon takes 30 less damage from attacks, after Weakness and Resistance
# (an effect on the defender: P2 step 5, II-B-05).
@effect(78)
def _rigidify(g, a):
    on_pokemon(g, "damage_taken", a.attacker, OPPONENT_NEXT_TURN, -30, a=a)


# 1158 Maximum Belt (Tool): +50 damage to the opponent's Active Pokémon ex, before
# Weakness and Resistance (P2 step 2).
@passive(1158, "damage_dealt")
def _maximum_belt(g, holder, inst, a, target):
    if a.attacker is holder and target is a.opp.active and mon_is_ex(target):
        return 50
    return 0


# 47 Totodile — Big Bite: the Defending Pokémon can't retreat next turn (II-C-14, RC-079).
defender_cant_retreat(46)
# 48 Croconaw — Reverse Thrust: switch this Pokémon with 1 of your Benched Pokémon (II-C-03).
switch_self(47)
# 49 Feraligatr — Giant Wave; 78 Torracat — Flare Strike: not again next turn (II-C-15 R2).
self_lock_next_turn(48, 93)


# 49 Feraligatr — Torrential Heart: put 5 counters on itself; if it does, its attacks do +120
# to the opponent's Active Pokémon this turn (an effect on the attacker, P2 step 2).
@ability(49, 0)
def _torrential_heart(g, ctx):
    put_counters(g, ctx.mon, 5)
    on_pokemon(g, "damage_dealt_to_active", ctx.mon, THIS_TURN, 120, source=ctx.mon.cid)


# 69 Nuzleaf — Comet Slap: flip 3 coins, 30 damage for each heads (II-B-02, RC-017).
flip_damage(81, 3, 30)


# 81 Drilbur — Dig Dig Dig: when benched from hand, may search up to 3 Basic {F} Energy and
# discard them; then shuffle (II-E-06).
@trigger(81, "played_to_bench")
def _dig_dig_dig(g, holder, inst):
    if inst != holder.top or not g.players[holder.owner].deck:
        return
    ctx = yield from use_triggered_ability(g, holder)
    if ctx is None:
        return
    got = yield from search_deck(g, ctx.player, basic_energy_of(FIGHTING), up_to=3, source=81)
    move_cards(g, got, "discard")
    shuffle_deck(g, ctx.player)


# 82 Excadrill — Wild Tackle (and 91 Rillaboom — Wood Hammer): also 50 damage to itself (II-B-09).
self_damage(98, 50)


# 1086 Buddy-Buddy Poffin: up to 2 Basic Pokémon with 70 HP or less onto the Bench (II-C-11).
@trainer(1086, can_play=lambda g, ctx: bool(ctx.me.deck) and len(ctx.me.bench) < Q.bench_size(g, ctx.player))
def _poffin(g, ctx):
    yield from search_to_bench(g, ctx.player, both(is_basic_pokemon, hp_at_most(70)), up_to=2, source=1086)


# 1190 Bianca's Devotion: heal all damage from 1 of your Pokémon with 30 HP or less left.
def _low(g, ctx):
    return [m for m in ctx.me.in_play() if m.damage > 0 and Q.remaining_hp(g, m) <= 30]


@trainer(1190, can_play=lambda g, ctx: bool(_low(g, ctx)))
def _biancas_devotion(g, ctx):
    mon = yield from pick_pokemon(g, ctx.player, _low(g, ctx), source=1190, prompt="Choose a Pokémon to heal")
    heal_all(g, mon)


# 11 Mist Energy: provides {C}; attacks of the opponent's Pokémon have no effects on the
# Pokémon it is attached to (II-C-17; damage still counts, existing effects stay, R2).
energy(11, provides=lambda g, mon, inst: (COLORLESS_BIT,))


@passive(11, "prevent_attack_effects")
def _mist_energy(g, holder, inst, a, target):
    return target is holder and a.player != holder.owner


# 57 Relicanth — Memory Dive: its owner's evolved Pokémon may also use the attacks of the
# cards under them (Energy still needed).  They are not attacks the Pokémon "has" (II-D-06
# R3).  Counted once however many Relicanth are in play, so no attack is offered twice.
@passive(57, "granted_attacks", stack=False)
def _memory_dive(g, holder, inst, mon):
    if mon.owner != holder.owner or not mon.is_evolved():
        return ()
    return tuple(atk for c in mon.cards[:-1] for atk in CARD_LIST[c >> 7].attacks)


# 58 Great Tusk — Land Collapse: mill the opponent's top card, 3 more if an Ancient
# Supporter was played from hand this turn (II-E-26).
@effect(62)
def _land_collapse(g, a):
    ancient = played_supporter_this_turn(g, a.player, lambda c: "ancient" in c.tags)
    mill(g, a.opponent, 4 if ancient else 1)


# 59 Gastly — Mysterious Beam (also 100 Goldeen — Whirlpool): flip; heads: discard an
# Energy from the opponent's Active Pokémon (an attack effect, II-C-17).
@effect(64)
def _mysterious_beam(g, a):
    if flip(g, a.player) and a.opp.active is not None:
        yield from discard_energy(g, a.player, a.opp.active, 1, a=a, source=a.attacker.cid)


# 62 Koraidon — Shred (also 345 Crustle, 849 Mega Lopunny ex, 906 N's Zekrom): the damage
# ignores effects on the opponent's Active Pokémon, "prevent damage" included (II-B-07).
@damage(70)
def _shred(g, a):
    a.ignore_defender_effects = True


# 63 Raging Bolt ex — Burst Roar: discard your hand, then draw 6.
@effect(71)
def _burst_roar(g, a):
    discard_hand(g, a.player)
    draw(g, a.player, 6)


# 63 Raging Bolt ex — Bellowing Thunder: discard any number of Basic Energy cards from your
# Pokémon (none is allowed); 70 damage per card (II-D-02 R2, II-B-02, RC-104).
@damage(72)
def _bellowing_thunder(g, a):
    gone = yield from discard_energy_from_among(g, a.player, a.me.in_play(), is_basic_energy,
                                                source=a.attacker.cid)
    a.damage = 70 * len(gone)


# 65 Dunsparce — Dig (also 878 Hop's Phantump — Splashing Dodge): flip; heads: during the
# opponent's next turn, no damage from and no effects of attacks on this Pokémon (II-C-16/17).
@effect(75)
def _dig(g, a):
    if flip(g, a.player):
        on_pokemon(g, "prevent_all", a.attacker, OPPONENT_NEXT_TURN, a=a)


# 66 Dudunsparce — Run Away Draw: draw 3; if any were drawn, this Pokémon and everything
# attached go back into the deck (an empty Active Spot is then refilled, I-D P8 step 5).
@ability(66, 0, can_use=lambda g, ctx: bool(ctx.me.deck))
def _run_away_draw(g, ctx):
    if draw(g, ctx.player, 3):
        shuffle_pokemon_into_deck(g, ctx.mon)


# 73 Rellor — Slight Intrusion (also 400 Team Rocket's Tarountula — Take Down): 10 damage
# to itself (II-B-09).
self_damage(87, 10)

# 83 Farigiraf ex — Dirty Beam (also 648 Marnie's Grimmsnarl ex — Shadow Bullet): also 30
# to 1 of the opponent's Benched Pokémon, without Weakness and Resistance (II-B-08 R3/R4).
bench_hit(99, 30)


# 1087 Hand Trimmer: each player discards down to 5 cards, the opponent first; each player
# picks their own discards.  Unplayable when neither hand is above 5 (I-B-01 P5 step 1).
def _hand_trimmer_changes_something(g, ctx):
    return len(ctx.opp.hand) > 5 or len(ctx.me.hand) - 1 > 5      # minus the Hand Trimmer


@trainer(1087, can_play=_hand_trimmer_changes_something)
def _hand_trimmer(g, ctx):
    yield from discard_down_to(g, ctx.opponent, 5, source=1087)
    yield from discard_down_to(g, ctx.player, 5, source=1087)


# 1088 Prime Catcher: gust (II-C-05); only if that happened, switch your own Active
# (II-C-03, II-E-20 reading of "if you do", RC-224).
@trainer(1088, can_play=lambda g, ctx: bool(ctx.opp.bench))
def _prime_catcher(g, ctx):
    if (yield from gust(g, ctx.player, source=1088)) is not None:
        yield from switch_own(g, ctx.player, source=1088)


# 1159 Hero's Cape (Tool): +100 HP (II-D-15).
@passive(1159, "max_hp")
def _heros_cape(g, holder, inst, mon):
    return 100 if mon is holder else 0


# 1185 Explorer's Guidance: look at the top 6 cards, put 2 of them into your hand (any
# cards: exactly 2, I-H R2 exception) and discard the others.
@trainer(1185, can_play=lambda g, ctx: bool(ctx.me.deck))
def _explorers_guidance(g, ctx):
    got, top = yield from take_from_top(g, ctx.player, 6, any_card, exactly=2, source=1185,
                                        prompt="Choose a card to put into your hand")
    move_cards(g, got, "hand")
    move_cards(g, [c for c in top if c not in got], "discard")


# 1188 Ciphermaniac's Codebreaking: search 2 cards (any cards: exactly 2), shuffle, then
# put them on top of the deck in the order the player chooses.  Shuffling with the 2 cards
# still inside and then taking them out gives the same deck as shuffling without them.
@trainer(1188, can_play=lambda g, ctx: bool(ctx.me.deck))
def _ciphermaniacs_codebreaking(g, ctx):
    chosen = yield from search_deck(g, ctx.player, any_card, exactly=2, source=1188,
                                    prompt="Choose a card to put on top of your deck")
    shuffle_deck(g, ctx.player)
    yield from put_on_top_in_any_order(g, ctx.player, chosen, source=1188)


# 1189 Salvatore: evolve 1 of your Pokémon with a card without Abilities from the deck; it
# may be a Pokémon from setup or put into play this turn (II-C-12 R3); then shuffle.
@trainer(1189, can_play=lambda g, ctx: bool(ctx.me.deck))
def _salvatore(g, ctx):
    yield from evolve_from_deck(g, ctx.player, ctx.me.in_play(), source=1189,
                                where=lambda c: not CARD_LIST[c >> 7].abilities)


# 1244 Full Metal Lab (Stadium): {M} Pokémon of both players take 30 less damage from the
# opponent's attacks, after Weakness and Resistance (P2 step 5, II-B-05).
@passive(1244, "damage_taken")
def _full_metal_lab(g, holder, inst, a, target):
    return -30 if a.player != target.owner and Q.has_type(g, target, METAL) else 0


# 64 Hoothoot — Silent Wing (also 551 Pidove — Scout): the opponent reveals their hand; nothing
# else changes (II-C-20, RC-099).
@effect(73)
def _silent_wing(g, a):
    reveal_hand(g, a.opponent)


# 86 Metang — Metal Maker: look at the top 4 cards of your deck, attach any number of the Basic
# {M} Energy cards among them to your Pokémon in any way you like, and put the others on the
# bottom of the deck, shuffled face down; none left, nothing to shuffle (II-E-35, RC-244).
@ability(86, 0, can_use=lambda g, ctx: bool(ctx.me.deck))
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


# 10 Neo Upper Energy: one {C} unit; on a Stage 2 Pokémon, 2 units of every type instead
# (II-D-08, RC-121).
energy(10, provides=lambda g, mon, inst: ((ALL_TYPES, ALL_TYPES) if CARD_LIST[mon.cid].stage == 2
                                          else (COLORLESS_BIT,)))


# 46 Gouging Fire ex — Blaze Blitz: it can't use Blaze Blitz again until it leaves the Active
# Spot: an attack effect on itself with no turn limit, which ends when it goes to the Bench or
# leaves play (I-A-03 R6, II-C-15 R2/R4).
@effect(45)
def _blaze_blitz(g, a):
    on_pokemon(g, "cant_use_attack", a.attacker, WHILE_IN_PLAY, a.attack.name, a=a)


# 50 Wiglett — Lucky Find (also 426, 626 Procurement, 1392): an Item card from the deck to the hand.
search_deck_for(49, is_item, prompt="Choose an Item card")
# 50 Wiglett — Aqua Bomb (also 166, 285, 680, 819): 20 damage to itself (II-B-09).
self_damage(50, 20)
# 51 Palafin — Double Hit (also 472 Kangaskhan — Dizzy Punch): 2 coins, 90 per heads (II-B-02).
flip_damage(52, 2, 90)


# 51 Palafin — Vanguard Punch: it also does 10 damage to itself for each damage counter it has
# when the attack is used (II-B-09).
@damage(51)
def _vanguard_punch(g, a):
    a.self_damage = 10 * a.attacker.counters


# 45 Shaymin — Pinpoint Dive: 60 damage to 1 of the opponent's Benched Pokémon ex or Pokémon V,
# no Weakness or Resistance on the Bench (II-B-08); none there: no damage.
hit_pokemon(42, 60, bench_only=True, where=mon_is_ex_or_v)


# 52 Wugtrio ex — Tricolor Pump: discard 0 to 3 Energy cards from your hand (your own hidden
# hand: none is fine, II-E-33); 60 damage per card to 1 of the opponent's Pokémon, no Weakness
# or Resistance on the Bench (II-B-08).
@damage(53)
def _tricolor_pump(g, a):
    gone = yield from discard_from_hand(g, a.player, a.player, 3, is_energy, exactly=False,
                                        source=a.attacker.cid, prompt="Choose Energy cards to discard")
    if gone:
        yield from hit_chosen(g, a, 60 * len(gone))


# 53 Marill — Ball Roll: flip until tails, 10 damage per heads (II-B-02).
flip_until_tails_damage(55, 10)


# 54 Bronzor — Mirror Attack: 30 more against a {P} Active Pokémon (its type now, II-D-07).
more_damage_if(57, 30, lambda g, a: a.opp.active is not None and Q.has_type(g, a.opp.active, PSYCHIC))


# 55 Bronzong — Evolution Jammer: during the opponent's next turn they can't play Evolution
# cards from their hand to evolve (an effect on the player, II-C-19; Rare Candy's Stage 2 is
# played from hand too, RC-166).
@effect(58)
def _evolution_jammer(g, a):
    on_player(g, "cant_evolve_from_hand", a.opponent, OPPONENT_NEXT_TURN, source=a.attacker.cid)


@lasting("cant_evolve_from_hand", "cant_play")
def _cant_evolve_from_hand(g, e, player, card):
    return player == e.player and card.is_pokemon and card.is_evolution


# 56 Flutter Mane — Hex Hurl: 2 damage counters spread over the opponent's Benched Pokémon
# (II-C-07; a share on a Pokémon unaffected by attack effects is not placed, R4).
@effect(60)
def _hex_hurl(g, a):
    split = yield from distribute(g, a.player, a.opp.bench, 2, source=a.attacker.cid,
                                  prompt="How many damage counters on")
    for mon, n in split:
        put_counters(g, mon, n, a=a)


# 56 Flutter Mane — Midnight Fluttering: while it is Active, the opponent's Active Pokémon has
# no Abilities other than Midnight Fluttering (II-D-13).  The target is checked first, so
# asking whether Flutter Mane's own Ability works never comes back to the same question.
@passive(56, "no_abilities")
def _midnight_fluttering(g, holder, inst, mon):
    return (mon.owner != holder.owner and g.players[mon.owner].active is mon
            and g.players[holder.owner].active is holder
            and not any(ab.name == "Midnight Fluttering" for ab in CARD_LIST[mon.cid].abilities)
            and Q.abilities_work(g, holder))


# 60 Haunter — Super Poison Breath (and 12 more cards): the opponent's Active is now Poisoned.
condition(66, "poisoned")
# 61 Roaring Moon — Vengeance Fletching: 10 more per Ancient card in your discard pile.
damage_for_each(67, 10, lambda g, a: count_in(a.me.discard, lambda c: "ancient" in CARD_LIST[c >> 7].tags),
                more=True)
# 62 Koraidon — Primordial Beatdown: 30 per Ancient Pokémon of yours in play.
damage_for_each(69, 30, lambda g, a: sum(1 for m in a.me.in_play() if _ancient(m)))


# 70 Shiftry — Expelling Tornado: choose 3 of the opponent's Benched Pokémon (all of them if
# fewer, II-D-04 R2); every other Benched Pokémon and its attached cards is shuffled into the
# deck, except those unaffected by attack effects (II-C-17).
@effect(82)
def _expelling_tornado(g, a):
    bench = list(a.opp.bench)
    kept = yield from pick_pokemons(g, a.player, bench, exactly=3, source=a.attacker.cid,
                                    prompt="Choose a Benched Pokémon to keep")
    for mon in bench:
        if mon not in kept and a.affects(mon):
            shuffle_pokemon_into_deck(g, mon)


# 70 Shiftry — Energy Loop (also 209, 347, 1050): 1 Energy from this Pokémon into your hand.
@effect(83)
def _energy_loop(g, a):
    yield from put_energy_into_hand(g, a.player, a.attacker, 1, source=a.attacker.cid)


# 71 Deerling — Leaf Litter Tackle: discard a {G} Energy from this Pokémon.
discard_own_energy(85, 1, energy_type=GRASS)


# 72 Sawsbuck — Changing Seasons: once a turn, a Stadium card from the deck to the hand.
@ability(72, 0, can_use=lambda g, ctx: bool(ctx.me.deck))
def _changing_seasons(g, ctx):
    yield from search_to_hand(g, ctx.player, is_stadium, source=72, prompt="Choose a Stadium card")


# 74 Rabsca — Psychic (also 522, 744, 1043): 30 more per Energy unit on the opponent's Active
# (II-B-01, III-17).
def _defender_energy(g, a) -> int:
    return count_energy(g, a.opp.active) if a.opp.active is not None else 0


damage_for_each(88, 30, _defender_energy, more=True)


# 74 Rabsca — Spherical Shield: the opponent's attacks do no damage to, and have no effects on,
# its owner's Benched Pokémon (II-C-16, II-C-17).
def _spherical_shield(g, holder, inst, a, target):
    return (target.owner == holder.owner and a.player != holder.owner
            and g.players[target.owner].active is not target)


passive(74, "prevent_damage")(_spherical_shield)
passive(74, "prevent_attack_effects")(_spherical_shield)


# 75 Iron Leaves ex — Rapid Vernier: benched from hand, it may switch with the Active Pokémon
# (II-E-06, II-C-03); if it did, any amount of Energy may move to it from your other Pokémon
# (II-C-10).
@trigger(75, "played_to_bench")
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


# 76 Slugma — Roasting Heat: 40 more against a Burned Active Pokémon.
more_damage_if(90, 40, lambda g, a: a.opp.active is not None and a.opp.active.burn > 0)


# 79 Incineroar ex — Hustle Play: its attacks cost {C} less per opponent's Benched Pokémon
# (II-D-12: only Colorless symbols go, RC-132).
@passive(79, "attack_cost")
def _hustle_play(g, holder, inst, mon, attack):
    return -len(g.players[1 - holder.owner].bench) if mon is holder else 0


# 80 Iron Crown ex — Twin Shotels: 50 damage to 2 of the opponent's Pokémon (both if only 2),
# without Weakness, Resistance or any effects on them (II-B-06, II-B-07, II-B-08).
@damage(95)
def _twin_shotels(g, a):
    chosen = yield from pick_pokemons(g, a.player, a.opp.in_play(), exactly=2, source=a.attacker.cid,
                                      prompt="Choose Pokémon to take 50 damage each")
    for mon in chosen:
        a.add_hit(mon, 50, weakness_resistance=False, through=True)


# 80 Iron Crown ex — Cobalt Command: attacks of your Future Pokémon other than Iron Crown ex do
# 20 more to the opponent's Active Pokémon (P2 step 2); each Iron Crown ex counts.
active_damage_boost(80, 20, lambda mon: _future(mon) and mon.name != "Iron Crown ex")


# 83 Farigiraf ex — Armor Tail: no damage from attacks of the opponent's Basic Pokémon ex
# (II-C-16).
@passive(83, "prevent_damage")
def _armor_tail(g, holder, inst, a, target):
    return target is holder and a.player != holder.owner and mon_is_basic(a.attacker) and mon_is_ex(a.attacker)


# 84 Scizor ex — Steel Wing (also 407, 988, 1347): 50 less damage taken next turn (P2 step 5).
takes_less_next_turn(100, 50)


# 84 Scizor ex — Cross Breaker: discard 0 to 2 {M} Energy cards from this Pokémon (an attack:
# none is allowed, II-D-05 R3); 120 damage per card (II-B-02).
@damage(101)
def _cross_breaker(g, a):
    mon = a.attacker
    gone = yield from discard_energy_from_among(g, a.player, [mon], lambda e: provides_type(g, mon, e, METAL),
                                                up_to=2, source=a.attacker.cid)
    a.damage = 120 * len(gone)


# 87 Miraidon — Peak Acceleration: up to 2 Basic Energy cards from the deck to your Future
# Pokémon in any way you like (II-C-09), then shuffle.
@effect(105)
def _peak_acceleration(g, a):
    yield from attach_from(g, a.player, "deck", is_basic_energy, [m for m in a.me.in_play() if _future(m)],
                           up_to=2, source=a.attacker.cid, prompt="Choose Basic Energy cards to attach")


# 312 Sandy Shocks — Magnetic Burst: 70 more with 3 or more Energy (units) on your Pokémon in
# play; no Weakness (II-B-06).
@damage(434)
def _magnetic_burst(g, a):
    if energy_in_play(g, a.player) >= 3:
        a.damage += 70
    a.ignore_weakness = True


# 313 Miraidon ex — Repulsion Bolt: 100 more if the opponent's Active has damage counters.
more_damage_if(436, 100, lambda g, a: a.opp.active is not None and a.opp.active.damage > 0)
# 313 Miraidon ex — Cyber Drive: not again during your next turn (II-C-15 R2).
self_lock_next_turn(437)


# 1084 Boxed Order: up to 2 Item cards from the deck to the hand, shuffle; then the turn ends
# (III-04, as after an attack but without one).
@trainer(1084, can_play=lambda g, ctx: bool(ctx.me.deck))
def _boxed_order(g, ctx):
    yield from search_to_hand(g, ctx.player, is_item, up_to=2, source=1084, prompt="Choose an Item card")
    end_turn_now(g, ctx.player)


# 1085 Awakening Drum: draw a card per Ancient Pokémon of yours in play.
def _ancients_in_play(g, ctx) -> int:
    return sum(1 for m in ctx.me.in_play() if _ancient(m))


@trainer(1085, can_play=lambda g, ctx: bool(ctx.me.deck) and _ancients_in_play(g, ctx) > 0)
def _awakening_drum(g, ctx):
    draw(g, ctx.player, _ancients_in_play(g, ctx))


# 1089 Reboot Pod: a Basic Energy card from the discard pile to each of your Future Pokémon, in
# board order, while cards last (II-C-09).
@trainer(1089, can_play=lambda g, ctx: any(_future(m) for m in ctx.me.in_play())
         and any(is_basic_energy(c) for c in ctx.me.discard))
def _reboot_pod(g, ctx):
    for mon in [m for m in ctx.me.in_play() if _future(m)]:
        yield from attach_from(g, ctx.player, "discard", is_basic_energy, [mon], exactly=1, source=1089,
                               prompt=f"Choose a Basic Energy card for {mon.name}")


# 1125 Master Ball: a Pokémon from the deck to the hand.
@trainer(1125, can_play=lambda g, ctx: bool(ctx.me.deck))
def _master_ball(g, ctx):
    yield from search_to_hand(g, ctx.player, is_pokemon, source=1125, prompt="Choose a Pokémon")


# 1157 Rescue Board (Tool): Retreat Cost {C} less (II-D-12); none at 30 HP or less left
# ("none" beats the rest, II-D-13 R3).
@passive(1157, "retreat_cost")
def _rescue_board(g, holder, inst, mon):
    return -1 if mon is holder else 0


@passive(1157, "no_retreat_cost")
def _rescue_board_low_hp(g, holder, inst, mon):
    return mon is holder and Q.remaining_hp(g, mon) <= 30


# 1160 Heavy Baton (Tool): its Pokémon, with a Retreat Cost of exactly 4 now, Knocked Out in the
# Active Spot by damage from an opponent's attack: at KO step 2 (II-E-04 R3) up to 3 of its
# Basic Energy cards move to your Benched Pokémon in any way you like (II-C-10).
@trigger(1160, "knocked_out")
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


# 1186 Eri: the opponent reveals their hand; discard up to 2 Item cards from it (the cards are
# seen, so at least 1 if there is any, II-D-05 R1).
@trainer(1186, can_play=lambda g, ctx: bool(ctx.opp.hand))
def _eri(g, ctx):
    reveal_hand(g, ctx.opponent)
    yield from discard_from_hand(g, ctx.player, ctx.opponent, 2, is_item, exactly=False, at_least=1,
                                 source=1186, prompt="Choose an Item card to discard")


# 1187 Morty's Conviction: playable only by discarding another card from your hand (P6 step 1);
# then draw a card per opponent's Benched Pokémon.  Not playable when it would draw nothing.
@trainer(1187, can_play=lambda g, ctx: len(ctx.me.hand) >= 2 and bool(ctx.opp.bench) and bool(ctx.me.deck))
def _mortys_conviction(g, ctx):
    yield from discard_from_hand(g, ctx.player, ctx.player, 1, source=1187, prompt="Choose a card to discard")
    draw(g, ctx.player, len(ctx.opp.bench))


# 1243 Perilous Jungle (Stadium): 2 more counters from Poison on every Poisoned non-{D} Pokémon
# (II-E-17).
@passive(1243, "poison_more")
def _perilous_jungle(g, holder, inst, mon):
    return 0 if Q.has_type(g, mon, DARKNESS) else 2
