"""Secret Wonders (SW, Diamond & Pearl 3, 2007)."""

from ...effects import *  # noqa: F401,F403


# 149121 Professor Oak's Visit (SW 122, also 160089 AR 90, Supporter).
@trainer(149121, can_play=lambda g, ctx: bool(ctx.me.deck) or len(ctx.me.hand) > 1,
         text="Draw 3 cards, then place one card of the hand under the deck.")
def _professor_oaks_visit(g, ctx):
    draw(g, ctx.player, 3)
    if ctx.me.hand:
        back = yield from pick_card(g, ctx.player, ctx.me.hand, source=149121,
                                    prompt="Choose a card to put on the bottom of your deck")
        move_cards(g, [back], "deck_bottom")
