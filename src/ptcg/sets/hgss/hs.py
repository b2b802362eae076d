"""HeartGold & SoulSilver (HS, 2010)."""

from ...effects import *  # noqa: F401,F403


# 162019 Feraligatr — Spinning Tail (also 179057 Weezing — Smogbank of Plasma Storm): 20 damage to
# each of the opponent's Pokémon (II-B-08: Weakness and Resistance for the Active only).
@damage(1620190, text="Each of the opponent's Pokémon takes 20 damage (Weakness and Resistance only for the "
                      "Active one).")
def _spinning_tail(g, a):
    a.damage = 20
    hit_each(a, a.opp.bench, 20)
