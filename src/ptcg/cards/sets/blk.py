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
@damage(758)
def _swing_around(g, a):
    a.damage += 50 * flips(g, a.player, 2)


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
# can't be given or would change nothing (R3).
def _torrid_scales_usable(g, ctx):
    target = ctx.opp.active
    return (any(is_basic_energy(c, FIRE) for c in ctx.me.hand) and target is not None
            and not target.burn and can_be_affected(g, target, "burned"))


def _discard_basic_fire(g, ctx):
    got = yield from discard_from_hand(g, ctx.player, ctx.player, 1, basic_energy_of(FIRE), source=497,
                                       prompt="Discard a Basic {R} Energy card")
    return bool(got)


@ability(497, 0, can_use=_torrid_scales_usable, cost=_discard_basic_fire)
def _torrid_scales(g, ctx):
    inflict(g, ctx.opp.active, "burned")


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
