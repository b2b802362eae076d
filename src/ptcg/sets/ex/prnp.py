"""Nintendo Black Star Promos of the EX era (PR-NP)."""

from ...effects import *  # noqa: F401,F403

# 122017 Mudkip — Whirlpool (also 142058 Pupitar δ DF 59 — Hyper Beam): the pool's Mysterious Beam
# (attack 64) in older words: a coin; heads, an Energy of the Defending Pokémon is discarded.
reprint_attack(1220171, 64)
