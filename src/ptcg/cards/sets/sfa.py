"""Shrouded Fable (SFA)."""

from ...effects import *  # noqa: F401,F403


# 1097 Night Stretcher: a Pokémon or a Basic Energy card from the discard pile to the hand.
_stretchable = either(is_pokemon, is_basic_energy)


@trainer(1097, can_play=lambda g, ctx: any(_stretchable(c) for c in ctx.me.discard))
def _night_stretcher(g, ctx):
    yield from recover_from_discard(g, ctx.player, _stretchable, exactly=1, source=1097)
