"""The ruleset: where the seeds disagree, each reading is an option, not a code path.

The default follows the 2025 Japanese guide (seed 001) and, where no seed speaks, current
official play (RULES.md III-20).  Older readings are values of the same fields:

==============================  ================================  ==============================
field                           default (001 / current play)      alternatives (seed)
==============================  ================================  ==============================
``burn``                        "modern": 2 counters, then heads  "classic": flip, tails → 2
                                cures (002 from SM)               counters (000, 004)
``first_turn_supporter``        False (III-20)                    True (no seed forbids it)
``draw_resolution``             "draw"                            "tiebreak" (001: 6 Prizes, first
                                                                  ahead wins), "sudden_death"
                                                                  (000/003/004: 1 Prize)
``mulligan_bonus``              "declare" (001/003: up to N)      "all" (002: exactly N),
                                                                  "one_each" (000: up to N, one
                                                                  at a time), "none"
``first_player``                "coin": a coin decides who        "player0" (official simulator:
                                chooses (001: RPS winner chooses)  player 0 chooses)
``first_turn_attack``           False (III-04 R4)                 True (no first-turn limit)
``checkup_order_by``            "next_player" (001)               "owner" (003/000); recorded only:
                                                                  every Checkup effect of the pool
                                                                  only places counters, so order
                                                                  can't change an outcome
``attack_fail_order``           "effect_first" (001/000/003)      "confusion_first" (004)
``failed_attack_used``          False (001/003)                   True (000)
``self_failed_attack_used``     True (001/000)                    False (003)
``tool_is_item``                False (001 I-B-02 R4: a Tool is   True (000, 003: a Tool is an
                                its own kind of Trainer)          Item attached to a Pokémon, so
                                                                  what stops Items stops Tools)
``trainers_per_turn``           "one_supporter_one_stadium"       "one_supporter" (002: no Stadium
                                (000/001/003)                     limit), "any" (004: no limit)
==============================  ================================  ==============================

Every field is checked when a ruleset is made (:class:`~ptcg.errors.RulesetError` names
the field): the flags must be ``bool``, the readings one of the values above, and the
numbers ``int`` within :data:`RANGES`, with ``hand_size + prize_cards < deck_size`` so
that setup can deal the hand and the Prize cards and leave a card to draw.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields, replace

from .errors import RulesetError

#: The values each reading may take (the first is the default).
CHOICES = {
    "burn": ("modern", "classic"),
    "draw_resolution": ("draw", "tiebreak", "sudden_death"),
    "mulligan_bonus": ("declare", "all", "one_each", "none"),
    "first_player": ("coin", "player0"),
    "checkup_order_by": ("next_player", "owner"),
    "attack_fail_order": ("effect_first", "confusion_first"),
    "trainers_per_turn": ("one_supporter_one_stadium", "one_supporter", "any"),
}
#: The inclusive range of each number (see NOTES.md, "Limits"): a hand of 0 would redraw
#: for ever at setup, a Bench of 0 leaves no place to promote from, and more than 64 copies
#: of one card don't fit the card instance (``ptcg.state``).
RANGES = {
    "deck_size": (10, 200),
    "prize_cards": (1, 10),
    "max_copies": (1, 60),
    "bench_size": (1, 8),
    "hand_size": (1, 20),
}


@dataclass(frozen=True)
class Ruleset:
    deck_size: int = 60
    prize_cards: int = 6
    max_copies: int = 4
    bench_size: int = 5
    hand_size: int = 7
    burn: str = "modern"
    first_turn_supporter: bool = False
    first_turn_attack: bool = False
    draw_resolution: str = "draw"
    mulligan_bonus: str = "declare"
    first_player: str = "coin"
    checkup_order_by: str = "next_player"
    attack_fail_order: str = "effect_first"
    failed_attack_used: bool = False
    self_failed_attack_used: bool = True
    tool_is_item: bool = False
    trainers_per_turn: str = "one_supporter_one_stadium"

    def __post_init__(self) -> None:
        for f in fields(self):
            value = getattr(self, f.name)
            if f.name in RANGES:
                lo, hi = RANGES[f.name]
                if type(value) is not int:
                    raise RulesetError(f"ruleset field {f.name} must be an int from {lo} to {hi}, "
                                       f"not {_short(value)}", f.name)
                if not lo <= value <= hi:
                    raise RulesetError(f"ruleset field {f.name} must be from {lo} to {hi}, not {_short(value)}", f.name)
            elif f.name in CHOICES:
                if type(value) is not str or value not in CHOICES[f.name]:
                    raise RulesetError(f"ruleset field {f.name} must be one of "
                                       f"{', '.join(map(repr, CHOICES[f.name]))}, not {_short(value)}", f.name)
            elif type(value) is not bool:
                raise RulesetError(f"ruleset field {f.name} must be True or False, not {_short(value)}", f.name)
        if self.hand_size + self.prize_cards >= self.deck_size:
            raise RulesetError(f"a deck of {self.deck_size} cards can't deal a hand of {self.hand_size} and "
                               f"{self.prize_cards} Prize cards and leave a card to draw "
                               "(hand_size + prize_cards must be less than deck_size)")

    def to_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, d: dict) -> "Ruleset":
        """The ruleset of :meth:`to_dict`'s output; raises RulesetError on anything else
        (not a dict, an unknown field, a value of the wrong type or out of range)."""
        if not isinstance(d, dict):
            raise RulesetError(f"a ruleset must be a dict of fields, not {_short(d)}")
        known = {f.name for f in fields(cls)}
        unknown = [k for k in d if k not in known]
        if unknown:
            names = ", ".join(sorted(_short(k) for k in unknown)[:10])
            raise RulesetError(f"unknown ruleset fields: {names}")
        return cls(**d)

    def with_(self, **changes) -> "Ruleset":
        return replace(self, **changes)


def _short(value) -> str:
    """A bounded description of a bad value for an error message."""
    try:
        text = repr(value)
    except Exception:  # noqa: BLE001 - any object may be given; its repr may fail
        text = "<unprintable>"
    if len(text) > 60:
        text = text[:57] + "..."
    return f"{text} ({type(value).__name__})"


STANDARD = Ruleset()
#: The 30-card "half deck" game (000 A-05, 002 §1.3, III-11): 2 copies, 3 Prize cards.
HALF_DECK = Ruleset(deck_size=30, prize_cards=3, max_copies=2)
#: The seeds' older readings together (XY-era Korean rules, seed 000).
CLASSIC = Ruleset(burn="classic", first_turn_supporter=True, draw_resolution="sudden_death",
                  mulligan_bonus="one_each", checkup_order_by="owner", failed_attack_used=True)
