"""Energy and Pokémon types (II-D-07, II-D-08) and small shared constants.

Types are small ints, the same numbers the official simulator uses, so card facts load
unchanged.  An Energy *unit* is a bit mask of the types it can pay for: a Basic
Grass Energy is ``GRASS_BIT``, an every-type Energy is ``ALL_TYPES`` (II-D-08: Grass,
Fire, Water, Lightning, Psychic, Fighting, Darkness, Metal and Dragon, no Colorless).
Colorless costs can be paid by any unit; a unit of ``COLORLESS_BIT`` alone pays only
Colorless.
"""

COLORLESS, GRASS, FIRE, WATER, LIGHTNING, PSYCHIC, FIGHTING, DARKNESS, METAL, DRAGON = range(10)

TYPE_NAMES = ("Colorless", "Grass", "Fire", "Water", "Lightning", "Psychic", "Fighting",
              "Darkness", "Metal", "Dragon")
TYPE_LETTERS = ("C", "G", "R", "W", "L", "P", "F", "D", "M", "N")
TYPE_BY_LETTER = {letter: i for i, letter in enumerate(TYPE_LETTERS)}


def bit(t: int) -> int:
    """The unit mask of a single type."""
    return 1 << t


COLORLESS_BIT = 1
ALL_TYPES = sum(1 << t for t in range(1, 10))  # every type (II-D-08 R1)


def type_name(t: int) -> str:
    return TYPE_NAMES[t]


def cost_text(cost) -> str:
    """``[5, 0, 0]`` -> ``"{P}{C}{C}"``."""
    return "".join("{%s}" % TYPE_LETTERS[t] for t in cost) or "(free)"
