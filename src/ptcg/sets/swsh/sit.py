"""Silver Tempest (SIT, Sword & Shield 12)."""

from ...effects import *  # noqa: F401,F403

# 247155 Forest Seal Stone (SIT 156, Tool): the Pokémon V it is attached to may use the VSTAR
# Power printed on it (once per game, III-14 R1).
seal_stone(247155)


@ability(247155, 0, can_use=lambda g, ctx: bool(ctx.me.deck),
         text="VSTAR Power: take any one card of the deck into the hand, then shuffle the deck.")
def _star_alchemy(g, ctx):
    """247155 Forest Seal Stone — Star Alchemy."""
    yield from search_to_hand(g, ctx.player, any_card, exactly=1, source=247155)
