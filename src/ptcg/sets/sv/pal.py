"""Paldea Evolved (PAL)."""

from ...effects import *  # noqa: F401,F403


# 1182 Boss's Orders (II-C-05).
@trainer(1182, can_play=lambda g, ctx: bool(ctx.opp.bench),
         text="Bring one of the opponent's Benched Pokémon into their Active Spot.")
def _boss_orders(g, ctx):
    yield from gust(g, ctx.player, source=1182)
