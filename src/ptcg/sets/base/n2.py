"""Neo Discovery (N2, 2001)."""

from ...effects import *  # noqa: F401,F403

# 110002 Hitmontop — Triple Kick (also 190111 Linoone PRC 112 — Fury Swipes): 3 coins, 30 damage
# for each heads (II-B-02).
flip_damage(1100021, 3, 30)
