"""Base Set (BS, 1999)."""

from ...effects import *  # noqa: F401,F403

# 101061 Sandshrew — Sand-attack (also 190110 Zigzagoon PRC 111 — Sand Attack): the pool's Sand
# Attack (attack 139) in older words: in the opponent's next turn the Defending Pokémon's attack
# needs heads on a coin (RC-001, RC-101).
reprint_attack(1010610, 139)
