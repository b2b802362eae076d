"""Neo Discovery (N2, 2001)."""

from ...effects import *  # noqa: F401,F403

# 110002 Hitmontop — Triple Kick (also 190111 Linoone PRC 112 — Fury Swipes): 3 coins, 30 damage
# for each heads (II-B-02).
flip_damage(1100021, 3, 30)


# 110066 Unown [E] — [Engage] (Pokémon Power): when it is played from the hand onto the Bench, the
# opponent may shuffle their hand into their deck and draw 4; then, whatever they chose, its owner may
# do the same (II-E-06).
@trigger(110066, "played_to_bench", 0,
         text="When you bench it from your hand, the opponent may trade their hand for 4 new cards "
              "(shuffled into the deck first); then you may do the same with yours.")
def _engage(g, holder, inst):
    ctx = yield from use_triggered_ability(g, holder, optional=False)
    if ctx is None:
        return
    for player in (ctx.opponent, ctx.player):
        if (yield from yes_no(g, player, "Shuffle your hand into your deck and draw 4 cards?", holder.cid)):
            shuffle_hand_into_deck(g, player)
            draw(g, player, 4)
