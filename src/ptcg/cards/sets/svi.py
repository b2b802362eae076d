"""Scarlet & Violet base set (SVI)."""

from ...cards.db import CARD_LIST
from ...effects import *  # noqa: F401,F403
from ...rules.evolution import evolve, skips_to


# 1079 Rare Candy: evolve a Basic Pokémon in play into a Stage 2 from hand, skipping the
# Stage 1; not during your first turn, nor on a Basic put into play this turn (RC-074).
# It counts as evolving from hand (RC-166).
def _candy_pairs(g, ctx):
    if g.turn <= 2:
        return []
    stage2 = [c for c in ctx.me.hand if CARD_LIST[c >> 7].is_pokemon and CARD_LIST[c >> 7].stage == 2]
    return [(m, c) for m in ctx.me.in_play() if mon_is_basic(m) and m.entered_turn != g.turn
            for c in stage2 if skips_to(CARD_LIST[c >> 7], m)]


@trainer(1079, can_play=lambda g, ctx: bool(_candy_pairs(g, ctx)))
def _rare_candy(g, ctx):
    pairs = _candy_pairs(g, ctx)
    mons = []
    for m, _ in pairs:
        if m not in mons:
            mons.append(m)
    mon = yield from pick_pokemon(g, ctx.player, mons, prompt="Choose a Basic Pokémon to evolve", source=1079)
    card = yield from pick_card(g, ctx.player, [c for m, c in pairs if m is mon],
                                prompt="Choose the Stage 2 card", source=1079)
    ctx.me.hand.remove(card)
    yield from evolve(g, mon, card, from_hand=True)
