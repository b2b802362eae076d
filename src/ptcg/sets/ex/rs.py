"""Ruby & Sapphire (RS, EX 1, 2003)."""

from ...effects import *  # noqa: F401,F403

# 119020 Seaking — Water Arrow (also 162041 Flaaffy HS 42 — Thunder Spear): 20 damage to one
# opposing Pokémon of the attacker's choice; Weakness and Resistance only for the Active one
# (II-B-08 R1).
hit_pokemon(1190200, 20)

# 119091 Switch (RS 92, also 162101 HS 102, Item): the pool's Switch (1123) in older words.
reprint(119091, 1123)
