"""Ascended Heroes (ASC)."""

from ...effects import *  # noqa: F401,F403


# 1235 Waitress: look at your top 6 cards, attach a Basic Energy found there to 1 of your
# Pokémon, shuffle the rest back.
@trainer(1235, can_play=lambda g, ctx: bool(ctx.me.deck))
def _waitress(g, ctx):
    got, _top = yield from take_from_top(g, ctx.player, 6, is_basic_energy, up_to=1, source=1235,
                                         prompt="Choose a Basic Energy to attach")
    if got:
        mon = yield from pick_pokemon(g, ctx.player, ctx.me.in_play(), source=1235,
                                      prompt="Attach it to which Pokémon?")
        yield from attach(g, mon, got[0])
    shuffle_deck(g, ctx.player)
