"""Phantom Forces (PHF, XY 4)."""

from ...effects import *  # noqa: F401,F403

# 189101 Manectric Spirit Link (PHF 100, Tool): the holder turning into M Manectric-EX does
# not end its owner's turn (the Mega Evolution rule lifted, III-15 R4).
spirit_link(189101, "M Manectric-EX")
