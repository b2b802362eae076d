"""Twilight Masquerade (TWM)."""

from ...effects import *  # noqa: F401,F403


# 33 Froakie — Flock: up to 2 Froakie from the deck onto the Bench; shuffle (II-C-11 R3).
@effect(23)
def _flock(g, a):
    yield from search_to_bench(g, a.player, named("Froakie"), up_to=2, source=a.attacker.cid)


# 34 Frogadier — Numbing Water (also Litten, Magneton): flip; heads: Paralyzed.
coin_condition(25, "paralyzed")


# 90 Thwackey — Boom Boom Groove: if your Active has Festival Lead, search a card.
@ability(90, 0, can_use=lambda g, ctx: bool(ctx.me.deck) and ctx.me.active is not None
         and has_ability_named(g, ctx.me.active, "Festival Lead"))
def _boom_boom_groove(g, ctx):
    yield from search_to_hand(g, ctx.player, any_card, exactly=1, source=90, prompt="Choose any card")


# 91 Rillaboom — Drum Beating: during the opponent's next turn the Defending Pokémon's
# attacks cost {C} more and its Retreat Cost is {C} more (II-D-11).
@effect(112)
def _drum_beating(g, a):
    target = a.opp.active
    if on_pokemon(g, "attack_cost_more", target, OPPONENT_NEXT_TURN, 1, a=a):
        on_pokemon(g, "retreat_cost_more", target, OPPONENT_NEXT_TURN, 1, a=a)


# 113 Timburr — Best Punch: flip; tails: the attack does nothing (II-D-01 (b), RC-102).
coin_or_nothing(142)


# 114 Gurdurr — Superpower: you may do 30 more damage; if you do, 30 damage to itself.
@damage(144)
def _superpower(g, a):
    if (yield from yes_no(g, a.player, "Do 30 more damage (and 30 to this Pokémon)?", a.attacker.cid)):
        a.damage += 30
        a.self_damage = 30


# 115 Conkeldurr — Tantrum: this Pokémon is now Confused.
self_condition(145, "confused")


# 115 Conkeldurr — Gutsy Swing: with a Special Condition, its cost is ignored (II-E-32).
attack_rule(146, cost=lambda g, mon, atk: () if mon.has_condition() else None)
