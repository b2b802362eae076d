"""Kalos Starter Set (KSS, XY 0): the pilot of the older eras (the three theme decks
Chespin, Fennekin and Froakie).  Most of its texts are printed word for word by earlier
cards or by the official pool, so their behaviour lives with those (see the modules named
by ``python tools/card_worklist.py --theme Chespin``)."""

from ...effects import *  # noqa: F401,F403

# 184035 Pokémon Catcher (KSS 36, Item): the pool's Pokémon Catcher (1124) in its older words: a
# coin; heads, the player brings up one of the opponent's Benched Pokémon (II-C-05, III-16 R2).
reprint(184035, 1124)
