"""Supreme Victors (SV, Platinum 3)."""

from ...effects import *  # noqa: F401,F403

# 159059 Garchomp C — Earthquake (also 190083 Groudon PRC 84 — Break Ground): the pool's Earthquake
# (attack 764) in other words: 10 damage to each of your own Benched Pokémon (II-B-09 R1).
reprint_attack(1590591, 764)
