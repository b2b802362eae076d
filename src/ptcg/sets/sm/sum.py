"""Sun & Moon (SUM, Sun & Moon 1)."""

from ...effects import *  # noqa: F401,F403


# 202122 Lillie (SUM 122, Supporter; also 209126 UPR 125): the player's own first turn counts, whoever
# went first.  Not playable when the hand already holds enough or the deck is empty (nothing changes).
def _lillie_size(g, player: int) -> int:
    return 8 if g.is_first_turn_of(player) else 6


@trainer(202122, can_play=lambda g, ctx: bool(ctx.me.deck) and len(ctx.me.hand) - 1 < _lillie_size(g, ctx.player),
         text="Draw until the hand holds 6 cards, or 8 cards when this is your first turn.")
def _lillie(g, ctx):
    draw_until(g, ctx.player, _lillie_size(g, ctx.player))
