"""Mysterious Treasures (MT, Diamond & Pearl 2, 2007)."""

from ...effects import *  # noqa: F401,F403


# 147071 Barboach — Mud Spit (also 179039 Cubchoo — Hail of Plasma Storm): a coin; heads, every
# Pokémon of the opponent's takes 10 damage (II-B-08: Weakness and Resistance for the Active only).
@damage(1470710, text="Flip a coin. On heads, each of the opponent's Pokémon takes 10 damage (Weakness and "
                      "Resistance only for the Active one); on tails, nothing.")
def _mud_spit(g, a):
    if flip(g, a.player):
        a.damage = 10
        hit_each(a, a.opp.bench, 10)
