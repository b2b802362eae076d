"""Black Bolt (BLK)."""

from ...effects import *  # noqa: F401,F403
from ...rules.conditions import can_be_affected


# 16 Prism Energy: provides {C}, or one unit of every type on a Basic Pokémon (II-D-08, RC-120).
energy(16, provides=lambda g, mon, inst: (ALL_TYPES,) if mon_is_basic(mon) else (COLORLESS_BIT,))


# 1174 Air Balloon (Tool): the holder's Retreat Cost is {C}{C} less (II-D-12, RC-008).
@passive(1174, "retreat_cost")
def _air_balloon(g, holder, inst, mon):
    return -2 if mon is holder else 0


# 1221 N's Plan: move 1 or 2 Energy from your Benched Pokémon to your Active Pokémon (II-C-10,
# II-D-05); a Special Energy that can't stay on the Active is discarded and ends it (RC-071).
@trainer(1221, can_play=lambda g, ctx: ctx.me.active is not None and any(m.energy for m in ctx.me.bench))
def _ns_plan(g, ctx):
    yield from choose_and_move_energy(g, ctx.player, ctx.me.bench, [ctx.me.active], up_to=2, source=1221)


# 504 Carracosta — Mighty Shell: no damage from and no effects of attacks of the opponent's
# Pokémon that have any Special Energy attached (II-C-16, II-C-17; RC-030).
def _mighty_shell(g, holder, inst, a, target):
    return (target is holder and a.player != holder.owner
            and any(is_special_energy(e) for e in a.attacker.energy))


passive(504, "prevent_damage")(_mighty_shell)
passive(504, "prevent_attack_effects")(_mighty_shell)


# 506 Cubchoo — Snotted Up: during the opponent's next turn the Defending Pokémon can't use
# attacks (II-C-15, RC-081); it ends if that Pokémon goes to the Bench or evolves (R4).
@effect(716)
def _snotted_up(g, a):
    on_pokemon(g, "cant_attack", a.opp.active, OPPONENT_NEXT_TURN, a=a)


# 508 Cryogonal — Drag Off: switch in 1 of the opponent's Benched Pokémon, then 20 damage to
# that new Active Pokémon; no switch, no damage (II-C-05 R4, II-E-20; RC-054/055).
@damage(719)
def _drag_off(g, a):
    new_active = yield from gust(g, a.player, a=a, source=a.attacker.cid)
    if new_active is not None:
        a.add_hit(new_active, 20)


# 519 Duosion — Cellular Evolution: evolve 1 of your Pokémon with a card from the deck, even one
# that came into play this turn (II-C-12 R3, RC-075), then shuffle.
@effect(738)
def _cellular_evolution(g, a):
    yield from evolve_from_deck(g, a.player, a.me.in_play(), source=a.attacker.cid)


# 525 Meloetta ex — Echoed Voice: during your next turn, its Echoed Voice does 80 more to the
# opponent's Active Pokémon, before Weakness (P2 step 2, II-B-04, RC-022); as an effect of an
# attack on it, it ends when Meloetta ex goes to the Bench.
@lasting("named_attack_boost", "damage_dealt")
def _named_attack_boost(g, e, a, target):
    name, amount = e.value
    if a.attacker.uid == e.target and a.name == name and target is g.players[a.opponent].active:
        return amount
    return 0


@effect(749)
def _echoed_voice(g, a):
    on_pokemon(g, "named_attack_boost", a.attacker, YOUR_NEXT_TURN, (a.name, 80), a=a)


# 525 Meloetta ex — Debut Performance: it may attack during its owner's first turn as the
# first player (lifts III-04 R4).
@passive(525, "first_turn_attack")
def _debut_performance(g, holder, inst, mon):
    return mon is holder


# 531 Throh — Shoulder Throw: 30 less per {C} in the opponent's Active Pokémon's Retreat Cost
# now (II-B-03, II-D-10; RC-020).
@damage(759)
def _shoulder_throw(g, a):
    a.damage -= 30 * Q.retreat_cost(g, a.opp.active)


# 534 Landorus — Abundant Harvest: a Basic {F} Energy card from the discard pile onto it (II-C-09).
@effect(763)
def _abundant_harvest(g, a):
    yield from attach_from(g, a.player, "discard", basic_energy_of(FIGHTING), [a.attacker], exactly=1,
                           source=a.attacker.cid, prompt="Choose a Basic {F} Energy to attach")


# 534 Landorus — Earthquake: also 10 damage to each of your own Benched Pokémon, no W/R
# (II-B-09 R1, II-B-08 R4; RC-037).
@damage(764)
def _earthquake(g, a):
    for mon in a.me.bench:
        a.add_hit(mon, 10)


# 623 Klinklang — Gear Coating: your Pokémon with any {M} Energy attached take 20 less damage
# from the opponent's attacks, after W/R (P2 step 5, RC-040); not from your own (RC-039).
@passive(623, "damage_taken")
def _gear_coating(g, holder, inst, a, target):
    if (target.owner == holder.owner and a.player != holder.owner
            and any(provides_type(g, target, e, METAL) for e in target.energy)):
        return -20
    return 0


# 530 Conkeldurr — Craftsmanship: +40 HP per {F} Energy attached to it, counted in units; only
# in play (II-D-15, RC-143).  Losing the Energy lowers its HP again.
@passive(530, "max_hp")
def _craftsmanship(g, holder, inst, mon):
    return 40 * count_energy(g, holder, FIGHTING) if mon is holder else 0


# 530 Conkeldurr — Swing Around: flip 2 coins, 50 more damage for each heads (II-B-01).
flip_damage(758, 2, 50, more=True)


# 533 Crustle — Stone Edge: flip; heads, 60 more damage.
coin_more_damage(762, 60)


# 547 Genesect ex — Metallic Signal: once a turn, up to 2 Evolution {M} Pokémon from the deck
# to the hand, then shuffle (I-H R2: finding none is allowed).
_evolution_metal = both(is_evolution, of_type(METAL))


@ability(547, 0, can_use=lambda g, ctx: bool(ctx.me.deck))
def _metallic_signal(g, ctx):
    yield from search_to_hand(g, ctx.player, _evolution_metal, up_to=2, source=547,
                              prompt="Choose up to 2 Evolution {M} Pokémon")


# 487 Karrablast — Stimulated Evolution: with Shelmet in play it may evolve during your first
# turn or the turn it came into play (II-E-13 R3, RC-182).
evolves_early_with(487, "Shelmet")


# 497 Volcarona — Torrid Scales: discarding a Basic {R} Energy card from your hand is the cost
# (II-E-30 R1, R4); then the opponent's Active Pokémon is Burned.  Not usable when that Burn
# can't be given (a Special Condition or this Ability can't reach it) or would change nothing (R3).
def _torrid_scales_usable(g, ctx):
    target = ctx.opp.active
    return (any(is_basic_energy(c, FIRE) for c in ctx.me.hand) and target is not None
            and not target.burn and can_be_affected(g, target, "burned")
            and ability_affects(g, ctx.player, target))


def _discard_basic_fire(g, ctx):
    got = yield from discard_from_hand(g, ctx.player, ctx.player, 1, basic_energy_of(FIRE), source=497,
                                       prompt="Discard a Basic {R} Energy card")
    return bool(got)


@ability(497, 0, can_use=_torrid_scales_usable, cost=_discard_basic_fire)
def _torrid_scales(g, ctx):
    inflict(g, ctx.opp.active, "burned", by=ctx.player, kind="ability")


# 486 Maractus — Lively Needles: 100 more damage if it was healed (10 or more) during this
# turn, wherever it was then (II-E-27, RC-219).
more_damage_if(688, 100, lambda g, a: a.attacker.healed_turn == g.turn)


# 500 Tympole, 501 Palpitoad (also 842 Wigglytuff), 502 Seismitoad — Round: N damage for each
# of your Pokémon in play with a printed attack named Round, itself included (II-E-37 R1-R3,
# RC-251); attacks usable through other cards don't count (RC-253).
def _round_singers(g, a) -> int:
    return sum(1 for m in a.me.in_play() if any(x.name == "Round" for x in printed_attacks(m)))


damage_for_each(707, 20, _round_singers)
damage_for_each(708, 40, _round_singers)
damage_for_each(710, 70, _round_singers)


# -- pool coverage (P6) ----------------------------------------------------------------------

# 481 Serperior ex — Command the Grass: up to 3 cards from the deck to the hand, then shuffle
# (an attack's "up to": none is allowed, II-D-05).
search_deck_for(680, any_card, up_to=3, prompt="Choose up to 3 cards")


# 481 Serperior ex — Regal Cheer: attacks of your Pokémon do 20 more to the opponent's Active
# Pokémon, before W/R (P2 step 2, II-B-04 R2; never to the Bench, RC-035).  Two Serperior ex
# give 40: the text doesn't say it doesn't stack (II-E-15).
active_damage_boost(481, 20, lambda mon: True)


# 485 Lilligant — Bemusing Aroma: flip; heads, the opponent's Active Pokémon is now Paralyzed and
# Poisoned, tails Confused.
@effect(686)
def _bemusing_aroma(g, a):
    if flip(g, a.player):
        inflict_defender(g, a, "paralyzed", "poisoned")
    else:
        inflict_defender(g, a, "confused")


# 489 Amoonguss — Dangerous Reaction: 120 more if the opponent's Active Pokémon is affected by a
# Special Condition.
more_damage_if(692, 120, lambda g, a: a.opp.active is not None and a.opp.active.has_condition())


# 490 Victini — V-Force: does nothing unless you have 5 Benched Pokémon or more (II-D-01 (b)).
@damage(694)
def _v_force(g, a):
    if len(a.me.bench) <= 4:
        a.fail()


# 503 Tirtouga — Ancient Seaweed: 30 damage for each Item card in the opponent's discard pile
# (Pokémon Tools are not Items, I-B-02 R4).
damage_for_each(712, 30, lambda g, a: count_in(a.opp.discard, is_item))


# 505 Alomomola — Gentle Fin: in the Active Spot, once a turn, a Basic Pokémon with 70 HP or less
# from your discard pile onto your Bench (II-C-11).  Not usable with a full Bench or none there.
_gentle_fin_target = both(is_basic_pokemon, hp_at_most(70))


def _gentle_fin_usable(g, ctx):
    return bench_space(g, ctx.player) > 0 and any(_gentle_fin_target(c) for c in ctx.me.discard)


@ability(505, 0, where=ACTIVE_ONLY, can_use=_gentle_fin_usable)
def _gentle_fin(g, ctx):
    yield from bench_from_discard(g, ctx.player, _gentle_fin_target, at_least=1, source=505)


# 507 Beartic — Continuous Headbutt: flip until tails, 50 damage for each heads (II-B-02).
flip_until_tails_damage(717, 50)


# 509 Kyurem ex — Blizzard Burst: also 10 damage to each of the opponent's Benched Pokémon for
# each Prize card the opponent has taken (II-D-17), no W/R (II-B-08).
@damage(722)
def _blizzard_burst(g, a):
    amount = 10 * a.opp.prizes_taken()
    if amount:
        hit_each(a, a.opp.bench, amount)


# 512 Eelektrik — Dynamotor: once a turn, a Basic {L} Energy card from the discard pile to 1 of
# your Benched Pokémon (II-C-09).
def _dynamotor_usable(g, ctx):
    return bool(ctx.me.bench) and any(is_basic_energy(c, LIGHTNING) for c in ctx.me.discard)


@ability(512, 0, can_use=_dynamotor_usable)
def _dynamotor(g, ctx):
    yield from attach_from(g, ctx.player, "discard", basic_energy_of(LIGHTNING), ctx.me.bench, exactly=1,
                           source=512, prompt="Choose a Basic {L} Energy to attach")


# 513 Eelektross — Buzz Flip: flip 4 coins, 100 damage for each heads.
flip_damage(728, 4, 100)


# 514 Thundurus — Charge: a Basic {L} Energy from the deck onto it, then shuffle.
attach_energy_from_deck(729, basic_energy_of(LIGHTNING), to_self=True)


# 515 Zekrom ex — Voltage Burst: 50 more for each Prize card the opponent has taken (II-D-17);
# 30 damage to itself (II-B-09).
@damage(732)
def _voltage_burst(g, a):
    a.damage += 50 * a.opp.prizes_taken()
    a.self_damage = 30


# 516 Munna — Rest: it is now Asleep, then heal 30 damage from it.
@effect(733)
def _rest(g, a):
    inflict(g, a.attacker, "asleep")
    heal(g, a.attacker, 30)


# 517 Musharna — Dream Calling: any number of Fennel cards from the deck to the hand, then shuffle.
search_deck_for(735, named("Fennel"), up_to=60, prompt="Choose Fennel cards")


# 520 Reuniclus — Cellular Ascension: for each of your Benched Pokémon, a card from the deck that
# evolves from it is put onto it (II-C-12; also one that came into play this turn, R3); the
# deck is shuffled once at the end.
@effect(740)
def _cellular_ascension(g, a):
    for mon in list(a.me.bench):
        if g.find_pokemon(mon.uid) is not None:
            yield from evolve_from_deck(g, a.player, [mon], source=a.attacker.cid, shuffle=False)
    shuffle_deck(g, a.player)


# 520 Reuniclus — Evo-Lariat: 40 more for each of your Evolution Pokémon in play.
damage_for_each(741, 40, lambda g, a: sum(1 for m in a.me.in_play() if mon_is_evolution(m)), more=True)


# 521 Elgyem — Slight Shift: an Energy from 1 of the opponent's Pokémon to another of theirs
# (II-C-10); Pokémon unaffected by attack effects are left out (II-C-17).
@effect(742)
def _slight_shift(g, a):
    mons = [m for m in a.opp.in_play() if a.affects(m)]
    if len(mons) >= 2:
        yield from choose_and_move_energy(g, a.player, mons, mons, up_to=1, at_least=1, source=a.attacker.cid)


# 522 Beheeyem — Calm Mind: heal 40 damage from it.
heal_self(744, 40)


# 524 Golurk — Double Smash: flip 2 coins, 80 damage for each heads.
flip_damage(747, 2, 80)


# 527 Excadrill ex — Piercing Drill: also 60 damage to 1 of the opponent's Benched Pokémon that
# has damage counters (before this attack), no W/R (II-B-08).
hit_pokemon(752, 60, bench_only=True, where=mon_is_damaged)


# 536 Whirlipede, 537 Scolipede — Venoshock: 60 / 90 more against a Poisoned Active Pokémon.
def _defender_poisoned(g, a) -> bool:
    return a.opp.active is not None and a.opp.active.poison > 0


more_damage_if(766, 60, _defender_poisoned)
more_damage_if(767, 90, _defender_poisoned)


# 537 Scolipede (also 1323 Qwilfish) — Poison Point: damaged in the Active Spot by an opponent's
# attack (even if Knocked Out), the Attacking Pokémon is now Poisoned (II-E-03).
retaliate(537, condition="poisoned")


# 538 Sandile, 539 Krokorok, 540 Krookodile — Tighten Up: the opponent discards 1 / 2 cards of
# their choice from their hand (an effect on the player).
def _opponent_discards(attack_id: int, n: int, *, text: str | None = None) -> None:
    @effect(attack_id, text=text)
    def _tighten_up(g, a):
        yield from discard_from_hand(g, a.opponent, a.opponent, n, source=a.attacker.cid,
                                     prompt=f"Choose {n} card(s) to discard")


_opponent_discards(768, 1)
_opponent_discards(769, 2)


# 540 Krookodile — Cursed Slug: 120 more if the opponent has 3 or fewer cards in hand.
more_damage_if(771, 120, lambda g, a: len(a.opp.hand) <= 3)


# 546 Cobalion — Metal Arms: 40 more if it has a Pokémon Tool attached.
more_damage_if(779, 40, lambda g, a: bool(a.attacker.tools))


# 550 Haxorus — Cross-Cut: 80 more against an Evolution Pokémon.
more_damage_if(784, 80, lambda g, a: a.opp.active is not None and mon_is_evolution(a.opp.active))


# 550 Haxorus — Axe Blast: a Basic Active Pokémon of the opponent is Knocked Out (an effect of
# the attack, II-C-17; Mega Evolution Pokémon ex printed Basic count as Basic, III-02 R2).
@effect(785)
def _axe_blast(g, a):
    target = a.opp.active
    if target is not None and mon_is_basic(target) and a.affects(target):
        knock_out(g, target)


# 552 Tranquill (also 1408 Trumbeak) — Fly: flip; tails, nothing (II-D-01 (b)); heads, during the
# opponent's next turn no damage from and no effects of attacks on it (II-C-16, II-C-17).
coin_or_nothing(788)


@effect(788)
def _fly(g, a):
    on_pokemon(g, "prevent_all", a.attacker, OPPONENT_NEXT_TURN, a=a)


# 553 Unfezant — Add On: draw 4.
draw_cards(789, 4)


# 622 Klang (also 888 Carkol — Guard Press) — Hard Gears: 20 less damage taken during the
# opponent's next turn, after W/R (II-B-05 R2).
takes_less_next_turn(897, 20)


# 1135 Energy Coin: flip 2 coins; both heads, a Basic Energy from the deck to 1 of your Pokémon,
# then shuffle (II-C-09).  Not playable with an empty deck.
@trainer(1135, can_play=lambda g, ctx: bool(ctx.me.deck))
def _energy_coin(g, ctx):
    if flips(g, ctx.player, 2) == 2:
        yield from attach_from(g, ctx.player, "deck", is_basic_energy, ctx.me.in_play(), up_to=1, source=1135,
                               prompt="Choose a Basic Energy to attach")


# 1222 Fennel: heal 40 damage from each of your Pokémon (II-C-06).  Not playable when none is
# damaged.
@trainer(1222, can_play=lambda g, ctx: any(m.damage for m in ctx.me.in_play()))
def _fennel(g, ctx):
    for mon in ctx.me.in_play():
        heal(g, mon, 40)
