"""Gym Challenge (G2, 2000)."""

from ...effects import *  # noqa: F401,F403

# 108005 Giovanni's Machamp — Hurricane Punch (also 190062 Eelektrik PRC 63 — Buzz Flip): 4 coins,
# 30 damage for each heads (II-B-02).
flip_damage(1080050, 4, 30)
