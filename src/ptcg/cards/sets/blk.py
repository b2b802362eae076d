"""Black Bolt (BLK)."""

from ...effects import *  # noqa: F401,F403


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
