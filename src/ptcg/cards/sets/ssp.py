"""Surging Sparks (SSP)."""

from ...effects import *  # noqa: F401,F403


# 1205 Cyrano: search your deck for up to 3 Pokémon ex.
@trainer(1205, can_play=lambda g, ctx: bool(ctx.me.deck))
def _cyrano(g, ctx):
    yield from search_to_hand(g, ctx.player, is_ex_card, up_to=3, source=1205,
                              prompt="Choose up to 3 Pokémon ex")


# 1100 Energy Search Pro: any number of Basic Energy cards of different types from the deck.
@trainer(1100, can_play=lambda g, ctx: bool(ctx.me.deck))
def _energy_search_pro(g, ctx):
    yield from search_to_hand(g, ctx.player, is_basic_energy, up_to=9, allowed=different_types,
                              source=1100, prompt="Choose Basic Energy of different types")
