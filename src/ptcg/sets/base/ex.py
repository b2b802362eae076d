"""Expedition Base Set (EX, e-Card 1, 2002)."""

from ...effects import *  # noqa: F401,F403

# 115147 Professor Elm's Training Method (Supporter; also 142078 DF 79): a searched Evolution
# Pokémon card, shown, to the hand; the deck is shuffled (I-H R2: the search may find none).
@trainer(115147, can_play=lambda g, ctx: bool(ctx.me.deck),
         text="Look through your deck for one Evolution Pokémon card, show it, add it to your "
              "hand, and shuffle the deck.")
def _elms_training_method(g, ctx):
    yield from search_to_hand(g, ctx.player, is_evolution, source=115147,
                              prompt="Choose an Evolution Pokémon card to put into your hand")


# 115152 Energy Search (Item; also 140085 CG 86): the pool's Energy Search (1119) in older words.
reprint(115152, 1119)
