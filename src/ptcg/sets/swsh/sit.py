"""Silver Tempest (SIT, Sword & Shield 12)."""

from ...effects import *  # noqa: F401,F403

# 247155 Forest Seal Stone (SIT 156, Tool): the Pokémon V it is attached to may use the VSTAR
# Power printed on it (once per game, III-14 R1).
seal_stone(247155)


# 247155 Forest Seal Stone — Star Alchemy (VSTAR Power): any one card of the deck into the
# hand, then the deck is shuffled.
@ability(247155, 0, can_use=lambda g, ctx: bool(ctx.me.deck))
def _star_alchemy(g, ctx):
    yield from search_to_hand(g, ctx.player, any_card, exactly=1, source=247155)
