"""EX Ruby & Sapphire (RS, 2003)."""

from ...effects import *  # noqa: F401,F403


def _damaged_pokemon(ctx) -> list:
    return [m for m in ctx.me.in_play() if m.damage > 0]


# 119090 Potion (Item; also 140086 CG 87): 2 damage counters off one of your Pokémon (the one
# left if it has only 1), i.e. heal 20 (II-C-06); not playable with nothing to heal (P5 step 1).
@trainer(119090, can_play=lambda g, ctx: bool(_damaged_pokemon(ctx)),
         text="Pick one of your damaged Pokémon and take up to 2 damage counters off it.")
def _potion(g, ctx):
    mon = yield from pick_pokemon(g, ctx.player, _damaged_pokemon(ctx), source=119090,
                                  prompt="Choose a Pokémon to heal 20 damage from")
    heal(g, mon, 20)
