"""Unleashed (UL, HeartGold & SoulSilver 2, 2010)."""

from ...effects import *  # noqa: F401,F403

# 164023 Steelix — Steel Swing (also 179066 Garbodor — Double Ducts of Plasma Storm): 2 coins, 80
# damage for each heads (II-B-02).
flip_damage(1640231, 2, 80)
