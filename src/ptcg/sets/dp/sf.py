"""Stormfront (SF, Diamond & Pearl 7, 2008)."""

from ...cards.db import LEVEL_UP
from ...effects import *  # noqa: F401,F403


def _no_luxury_ball_discarded(g, ctx) -> bool:
    return bool(ctx.me.deck) and not any(CARD_LIST[c >> 7].name == "Luxury Ball" for c in ctx.me.discard)


# 155085 Luxury Ball (SF 86, Item): not while a Luxury Ball is in the discard pile; any
# Pokémon but a LV.X card.
@trainer(155085, can_play=_no_luxury_ball_discarded,
         text="Find a Pokémon other than a LV.X card in the deck, show it, take it into the hand, and shuffle "
              "the deck. Not playable while a Luxury Ball lies in your discard pile.")
def _luxury_ball(g, ctx):
    yield from search_to_hand(g, ctx.player, lambda c: is_pokemon(c) and CARD_LIST[c >> 7].stage != LEVEL_UP,
                              source=155085, prompt="Choose a Pokémon (not LV.X) to put into your hand")
