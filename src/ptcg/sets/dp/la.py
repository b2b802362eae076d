"""Legends Awakened (LA, Diamond & Pearl 6, 2008)."""

from ...effects import *  # noqa: F401,F403


# 153130 Cynthia's Feelings (LA 131, Supporter; II-E-11: "during your opponent's last turn").
@trainer(153130, can_play=lambda g, ctx: len(ctx.me.hand) > 1 or bool(ctx.me.deck),
         text="The hand is shuffled into the deck, then 4 cards are drawn, or 8 when one of the player's "
              "Pokémon got Knocked Out during the opponent's last turn.")
def _cynthias_feelings(g, ctx):
    shuffle_hand_into_deck(g, ctx.player)
    draw(g, ctx.player, 8 if knocked_out_last_turn(g, ctx.player) else 4)
