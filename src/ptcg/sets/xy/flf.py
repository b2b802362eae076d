"""Flashfire (FLF, XY 2)."""

from ...effects import *  # noqa: F401,F403
from ...rules.conditions import recover


# 186093 Pokémon Center Lady (FLF 93, Supporter): one of your Pokémon heals 60 and loses every
# Special Condition (II-C-06).
def _needs_care(mon) -> bool:
    return bool(mon.damage) or mon.has_condition()


@trainer(186093, can_play=lambda g, ctx: any(_needs_care(m) for m in ctx.me.in_play()),
         text="Pick one of your Pokémon: it heals 60 damage and is cured of every Special Condition.")
def _pokemon_center_lady(g, ctx):
    mon = yield from pick_pokemon(g, ctx.player, [m for m in ctx.me.in_play() if _needs_care(m)],
                                  prompt="Choose the Pokémon to heal", source=186093)
    heal(g, mon, 60)
    recover(g, mon)


# 186094 Pokémon Fan Club (FLF 94, Supporter): up to 2 Basic Pokémon of the deck, shown, into the
# hand; the deck is shuffled (hidden: none is fine, I-H R2).
@trainer(186094, can_play=lambda g, ctx: bool(ctx.me.deck),
         text="Find as many as 2 Basic Pokémon in the deck, show them and add them to the hand, then "
              "shuffle the deck.")
def _pokemon_fan_club(g, ctx):
    yield from search_to_hand(g, ctx.player, is_basic_pokemon, up_to=2, source=186094,
                              prompt="Choose up to 2 Basic Pokémon")
