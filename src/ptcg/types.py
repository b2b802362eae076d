"""Energy and Pokémon types (II-D-07, II-D-08) and small shared constants.

Types are small ints, the same numbers the official simulator uses, so card facts load
unchanged; Fairy, which the official pool does not print, is 10 (III-02 R3: the XY to Sun &
Moon eras have it).  An Energy *unit* is a bit mask of the types it can pay for: a Basic
Grass Energy is ``GRASS_BIT``, an every-type Energy is ``ALL_TYPES`` (II-D-08: Grass,
Fire, Water, Lightning, Psychic, Fighting, Darkness, Metal and Dragon, no Colorless).
Where the ruleset has the Fairy type (``Ruleset.fairy``, III-19 #13), "every type" also
pays Fairy (see :func:`ptcg.rules.queries.energy_units`).  Colorless costs can be paid by
any unit; a unit of ``COLORLESS_BIT`` alone pays only Colorless.
"""

COLORLESS, GRASS, FIRE, WATER, LIGHTNING, PSYCHIC, FIGHTING, DARKNESS, METAL, DRAGON, FAIRY = range(11)

TYPE_NAMES = ("Colorless", "Grass", "Fire", "Water", "Lightning", "Psychic", "Fighting",
              "Darkness", "Metal", "Dragon", "Fairy")
TYPE_LETTERS = ("C", "G", "R", "W", "L", "P", "F", "D", "M", "N", "Y")
TYPE_BY_LETTER = {letter: i for i, letter in enumerate(TYPE_LETTERS)}


def bit(t: int) -> int:
    """The unit mask of a single type."""
    return 1 << t


COLORLESS_BIT = 1
ALL_TYPES = sum(1 << t for t in range(1, 10))  # every type (II-D-08 R1)
FAIRY_BIT = 1 << FAIRY
ALL_TYPES_WITH_FAIRY = ALL_TYPES | FAIRY_BIT     # every type where Fairy exists (000, 002, 004)


def type_name(t: int) -> str:
    return TYPE_NAMES[t]


def cost_text(cost) -> str:
    """``[5, 0, 0]`` -> ``"{P}{C}{C}"``."""
    return "".join("{%s}" % TYPE_LETTERS[t] for t in cost) or "(free)"
