"""EX Team Rocket Returns (TRR, 2004)."""

from ...effects import *  # noqa: F401,F403

# 129015 Dark Muk — Acidic Poison (also 142012 Arbok δ DF 13 — Burning Venom): the Defending
# Pokémon is Burned and Poisoned (III-07).
condition(1290151, "burned", "poisoned")
