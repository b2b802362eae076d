"""Fossil (FO, 1999)."""

from ...effects import *  # noqa: F401,F403

# 104003 Dragonite — Slam (also 179018 Pansear — Double Fire of Plasma Storm): 2 coins, 40 damage
# for each heads (II-B-02).
flip_damage(1040030, 2, 40)
