"""Skyridge (SK, e-Card 3, 2003)."""

from ...effects import *  # noqa: F401,F403

# 118099 Snorlax — Continuous Tumble (also 184020 Honedge KSS 21): coins until tails, 30
# damage for each heads (II-B-02).
flip_until_tails_damage(1180990, 30)
