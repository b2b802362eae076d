"""Expedition Base Set (EX, e-Card 1, 2002)."""

from ...effects import *  # noqa: F401,F403

# 115026 Skarmory — Steel Beak (also 162077 Pikachu HS 78 — Quick Attack): a coin; heads, 10
# more damage (II-B-01).
coin_more_damage(1150260, 10)
