"""Expedition Base Set (EX, e-Card 1, 2002)."""

from ...effects import *  # noqa: F401,F403

# 115026 Skarmory — Steel Beak (also 162077 Pikachu HS 78 — Quick Attack): a coin; heads, 10


# 115026 Skarmory — Steel Beak (also 160038 Grovyle AR 39 — Quick Attack): a coin; heads, 10
# more damage (II-B-01).
coin_more_damage(1150260, 10)


# 115147 Professor Elm's Training Method (EX 148, Supporter; also 162099 HS 100): an Evolution card
# of the deck, shown, into the hand; a hidden search may find none (I-H R2).
@trainer(115147, can_play=lambda g, ctx: bool(ctx.me.deck),
         text="Take an Evolution card of the deck (shown to the opponent) into the hand, then shuffle the deck.")
def _professor_elms_training_method(g, ctx):
    yield from search_to_hand(g, ctx.player, is_evolution, source=115147,
                              prompt="Choose an Evolution card to put into your hand")


# 115153 Full Heal (EX 154, Item; also 162092 HS 93): playable only when the Active Pokémon has
# a Special Condition (otherwise it would change nothing).
@trainer(115153, can_play=lambda g, ctx: ctx.me.active is not None and ctx.me.active.has_condition(),
         text="Your Active Pokémon is cured of every Special Condition.")
def _full_heal(g, ctx):
    recover(g, ctx.me.active)


# 115152 Energy Search (Item; also 140085 CG 86): the pool's Energy Search (1119) in older words.


# 115140 Energy Restore (EX 141, also 160085 AR 86, Item): 3 coins; a Basic Energy card of the
# discard pile into the hand for each heads (all there are when fewer).
@trainer(115140, can_play=lambda g, ctx: any(map(is_basic_energy, ctx.me.discard)),
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
