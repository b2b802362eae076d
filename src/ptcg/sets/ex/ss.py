"""Sandstorm (SS, EX 2, 2003)."""

from ...effects import *  # noqa: F401,F403

# 120046 Murkrow — Dark Mind (also 162022 Hypno HS 23 — Psychic Shot): 10 more damage to one
# opposing Benched Pokémon, without Weakness or Resistance (II-B-08 R1).
hit_pokemon(1200461, 10, bench_only=True)
