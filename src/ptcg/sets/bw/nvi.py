"""Noble Victories (NVI, Black & White 3)."""

from ...effects import *  # noqa: F401,F403


# 172092 Plume Fossil (NVI 93, Item): the bottom 7 cards of the deck are looked at; an Archen
# restored from it may go onto the Bench; the rest are shuffled back (III-15 R5).
@trainer(172092, can_play=lambda g, ctx: bool(ctx.me.deck) and bench_space(g, ctx.player) > 0)
def _plume_fossil(g, ctx):
    yield from restore(g, ctx.player, "Plume Fossil", source=172092)
