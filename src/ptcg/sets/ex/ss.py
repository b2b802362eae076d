"""Sandstorm (SS, EX 2, 2003)."""

from ...effects import *  # noqa: F401,F403

# 120046 Murkrow — Dark Mind (also 179038 Jellicent — Aqua Bullet of Plasma Storm): 10 more damage
# to a Benched Pokémon of the opponent's (II-B-08 R3).
bench_hit(1200461, 10)
