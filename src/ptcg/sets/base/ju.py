"""Jungle (JU, 1999)."""

from ...effects import *  # noqa: F401,F403

# 102056 Nidoran ♀ — Fury Swipes (also 184001 Pansage, 184006 Pansear, 184010 Panpour of the
# Kalos Starter Set): 3 coins, 10 damage for each heads (II-B-02).
flip_damage(1020560, 3, 10)

# 102002 Flareon — Quick Attack (also 109069 Pikachu N1 70): a coin; heads, 20 more damage
# (II-B-01).
coin_more_damage(1020020, 20, text="One coin: heads adds 20 damage.")
