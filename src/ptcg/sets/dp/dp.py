"""Diamond & Pearl (DP, 2007)."""

from ...effects import *  # noqa: F401,F403


# 145089 Mime Jr. — Mime (also 162068 Jynx HS 69 — Mimic): the attack form of Copycat (162089).
@effect(1450890, text="Shuffle the hand back into the deck, then draw as many cards as the opponent holds.")
def _mime(g, a):
    shuffle_hand_into_deck(g, a.player)
    draw(g, a.player, len(a.opp.hand))


# 145109 Poké Ball (DP 110, also 162094 HS 95, Item): the Poké Ball of the Black & White and XY
# eras (168028, printed on Victory Cup in the card data) in older words.
reprint(145109, 168028)
