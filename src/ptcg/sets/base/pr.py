"""Wizards Black Star Promos (PR, 1999-2003)."""

from ...effects import *  # noqa: F401,F403

# 103049 Celebi — Leaf Slice (also 179055 Koffing — Double Spin, 179110 Patrat — Slam of Plasma
# Storm): 2 coins, 20 damage for each heads (II-B-02).
flip_damage(1030490, 2, 20)
