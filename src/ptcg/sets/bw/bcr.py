"""Boundaries Crossed (BCR, Black & White 7)."""

from ...effects import *  # noqa: F401,F403


# 178136 Computer Search (BCR 137, Item, ACE SPEC; one per deck is the card's rule, checked by
# deck.validate): 2 other cards of the hand are discarded to search the deck for any card.
@trainer(178136, can_play=lambda g, ctx: len(ctx.me.hand) >= 3 and bool(ctx.me.deck),
         text="Play it by discarding 2 other cards from the hand. Take any card of the deck into the hand "
              "(not shown), then shuffle the deck.")
def _computer_search(g, ctx):
    yield from discard_from_hand(g, ctx.player, ctx.player, 2, source=178136, prompt="Choose 2 cards to discard")
    yield from search_to_hand(g, ctx.player, source=178136, prompt="Choose a card")
