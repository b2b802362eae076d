"""Paldea Evolved (PAL)."""

from ...effects import *  # noqa: F401,F403


# 1182 Boss's Orders: switch in 1 of the opponent's Benched Pokémon (II-C-05).
@trainer(1182, can_play=lambda g, ctx: bool(ctx.opp.bench))
def _boss_orders(g, ctx):
    yield from gust(g, ctx.player, source=1182)
