"""Neo Genesis (N1, 2000)."""

from ...effects import *  # noqa: F401,F403

# 109079 Totodile — Rage (also 142066 Totodile δ DF 67): the pool's Raging Hammer (attack 224) in
# older words: 10 more damage for each damage counter on the attacker (II-B-01).
reprint_attack(1090791, 224)
