"""Expedition Base Set (EX, e-Card 1, 2002)."""

from ...effects import *  # noqa: F401,F403

# 115026 Skarmory — Steel Beak (also 160038 Grovyle AR 39 — Quick Attack): a coin; heads, 10
# more damage (II-B-01).
coin_more_damage(1150260, 10)


# 115140 Energy Restore (EX 141, also 160085 AR 86, Item): 3 coins; a Basic Energy card of the
# discard pile into the hand for each heads (all there are when fewer).
@trainer(115140, can_play=lambda g, ctx: any(is_basic_energy(c) for c in ctx.me.discard),
         text="3 coins: per heads, one Basic Energy card goes from the discard pile to the hand (all of them when "
              "there are fewer).")
def _energy_restore(g, ctx):
    heads = flips(g, ctx.player, 3)
    if heads:
        yield from recover_from_discard(g, ctx.player, is_basic_energy, exactly=heads, source=115140,
                                        prompt="Choose Basic Energy cards to put into your hand")


# 115152 Energy Search (EX 153, also 152089 MD 90, Item): the pool's Energy Search (1119) in its
# older words.
reprint(115152, 1119)
