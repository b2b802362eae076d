"""XY Black Star Promos (PR-XY)."""

from ...effects import *  # noqa: F401,F403

# 182025 Pyroar — Crunch (also 184013 Greninja KSS 14 — Mat Block): the pool's Gastly Mysterious
# Beam (attack 64) in other words: a coin; heads, an Energy of the opponent's Active is discarded.
reprint_attack(1820250, 64)
