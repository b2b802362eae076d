"""Ultra Prism (UPR, Sun & Moon 5)."""

from ...effects import *  # noqa: F401,F403


# 209128 Looker (UPR 126, Supporter).
@trainer(209128, can_play=lambda g, ctx: bool(ctx.me.deck),
         text="Draw 3 cards, taken from the bottom of the deck.")
def _looker(g, ctx):
    draw_from_bottom(g, ctx.player, 3)
