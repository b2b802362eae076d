"""Aquapolis (AQ, e-Card 2, 2003)."""

from ...effects import *  # noqa: F401,F403

# 117121 Fire Cube 01 — Singe (also 179019 Simisear — Searing Flame of Plasma Storm): the Defending
# Pokémon is Burned.
condition(1171210, "burned")
