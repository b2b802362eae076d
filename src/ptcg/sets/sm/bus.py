"""Burning Shadows (BUS, Sun & Moon 3)."""

from ...effects import *  # noqa: F401,F403

# 205108 Porygon-Z — Zap Cannon (BUS 105; also 210035 Magneton, 210036 Magnezone, FLI 35-36): not again
# in the attacker's next turn (II-C-15 R2).
self_lock_next_turn(2051080)
