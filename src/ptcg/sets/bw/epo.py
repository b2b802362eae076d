"""Emerging Powers (EPO, Black & White 2)."""

from ...effects import *  # noqa: F401,F403

# 171091 Crushing Hammer (EPO 92, also 184033 KSS 34): the pool's Crushing Hammer (1120) in its
# older words: a coin; heads, an Energy attached to one of the opponent's Pokémon is discarded.
reprint(171091, 1120)
