"""Emerging Powers (EPO, Black & White 2)."""

from ...effects import *  # noqa: F401,F403
from ...registry import attack_key, note_text

# 171091 Crushing Hammer (EPO 92, also 184033 KSS 34): the pool's Crushing Hammer (1120) in its
# older words: a coin; heads, an Energy attached to one of the opponent's Pokémon is discarded.
reprint(171091, 1120)

# 171041 Sigilyph — Psychic Assault (also 179112 Watchog — Second Bite of Plasma Storm): the pool's
# Follow-Up Bolt (952 Zapdos) in other words: 10 more damage for each damage counter on the
# Defending Pokémon (II-B-01).
note_text(attack_key(1710411), "Each damage counter already on the Defending Pokémon adds 10 damage.")
reprint_attack(1710411, 1367)
