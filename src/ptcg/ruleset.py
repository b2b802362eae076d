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
``fairy``                       False (001: no Fairy type)        True (000/002/004: the Fairy type
                                                                  exists; "every type" pays it)
``retreat``                     "modern": once per turn, paid     "classic" (002, older play: any
                                with attached Energy              number of times, paid with
                                                                  attached Energy or from the hand)
``first_player``                (see above)                       "winner_first" (000: the RPS
                                                                  winner goes first; 004: a random
                                                                  pick; no choice)
``prizes_before_hand``          False (000/001/002/003)           True (004: 6 Prizes set aside
                                                                  before the 7-card hand)
``max_extra_games``             3 (an engine cap)                 None (004: Sudden Death repeated
                                                                  until someone wins)
==============================  ================================  ==============================

Presets (see NOTES.md "Older eras"): :data:`STANDARD`, :data:`HALF_DECK`, :data:`CLASSIC`;
the seeds' documents as written, :data:`SEED_000_KOREAN_3_0` (XY era),
:data:`SEED_002_OLDER_PLAY` (002's "older works"), :data:`SEED_004_FRENCH`; and the eras'
play, :data:`ERA_BASE` (Base to e-Card), :data:`ERA_EX`, :data:`ERA_DP`, :data:`ERA_HGSS`,
:data:`ERA_BW`, :data:`ERA_XY`, :data:`ERA_SM`, :data:`ERA_SWSH` (:data:`ERAS` by name).

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

# -- the older eras' readings (issue 12): their values, in the tables above ------------------
CHOICES["first_player"] = CHOICES["first_player"] + ("winner_first",)   # 000 / 004: no choice
CHOICES["retreat"] = ("modern", "classic")                              # 002: several, from the hand
RANGES["max_extra_games"] = (0, 1000)                                   # Sudden Death / tie-break games
#: numbers that may also be None: ``max_extra_games=None`` repeats until someone wins (004)
NULLABLE = frozenset({"max_extra_games"})


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
    # -- the older eras' readings (issue 12; their values: the block after CHOICES) -----
    fairy: bool = False
    retreat: str = "modern"
    prizes_before_hand: bool = False
    max_extra_games: int | None = 3

    def __post_init__(self) -> None:
        for f in fields(self):
            value = getattr(self, f.name)
            if value is None and f.name in NULLABLE:
                continue
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

# -- the seeds' documents as written (RULES.md III-03, III-19) ---------------------------------
#: 000, the Korean rules 3.0 (XY series): CLASSIC, plus the Fairy type, a Tool that is an
#: Item, and the rock-paper-scissors winner going first.
SEED_000_KOREAN_3_0 = CLASSIC.with_(fairy=True, tool_is_item=True, first_player="winner_first")
#: 002's "older works": several Retreats a turn paid from the hand too, no Stadium limit,
#: classic Burn, exactly N extra cards per mulligan.
SEED_002_OLDER_PLAY = Ruleset(retreat="classic", trainers_per_turn="one_supporter", burn="classic",
                              mulligan_bonus="all")
#: 004, the French video-game rules: a random first player, Prize cards set before the hand,
#: any number of Trainers, no first-turn limits, Confusion checked first, Sudden Death
#: repeated until someone wins, classic Burn, the Fairy type.
SEED_004_FRENCH = Ruleset(first_player="winner_first", prizes_before_hand=True, trainers_per_turn="any",
                          first_turn_attack=True, first_turn_supporter=True, attack_fail_order="confusion_first",
                          draw_resolution="sudden_death", max_extra_games=None, burn="classic", fairy=True)

# -- the eras' play ---------------------------------------------------------------------------
# Before XY (2013) the player going first could attack on their first turn; before Sun &
# Moon (2017) they could play a Supporter and Burn was flipped for first (002 §1.2); the Fairy
# type exists from XY to Sun & Moon.  Everything else is the current default.
_BEFORE_XY = Ruleset(first_turn_attack=True, first_turn_supporter=True, burn="classic")
ERA_BASE = _BEFORE_XY.with_(draw_resolution="sudden_death")   #: Base to e-Card (1999-2003)
ERA_EX = _BEFORE_XY.with_(draw_resolution="sudden_death")     #: EX (2003-2007)
ERA_DP = _BEFORE_XY.with_(draw_resolution="sudden_death")     #: Diamond & Pearl, Platinum
ERA_HGSS = _BEFORE_XY.with_(draw_resolution="sudden_death")   #: HeartGold & SoulSilver
ERA_BW = _BEFORE_XY.with_(draw_resolution="sudden_death")     #: Black & White
ERA_XY = SEED_000_KOREAN_3_0                                  #: XY: the rules of seed 000
ERA_SM = Ruleset(fairy=True, draw_resolution="sudden_death")  #: Sun & Moon
ERA_SWSH = Ruleset(draw_resolution="sudden_death")            #: Sword & Shield

#: The presets by name (``ptcg ... --rules NAME``, formats).
PRESETS = {"standard": STANDARD, "half_deck": HALF_DECK, "classic": CLASSIC,
           "seed_000_korean_3_0": SEED_000_KOREAN_3_0, "seed_002_older_play": SEED_002_OLDER_PLAY,
           "seed_004_french": SEED_004_FRENCH, "era_base": ERA_BASE, "era_ex": ERA_EX, "era_dp": ERA_DP,
           "era_hgss": ERA_HGSS, "era_bw": ERA_BW, "era_xy": ERA_XY, "era_sm": ERA_SM, "era_swsh": ERA_SWSH}
ERAS = {"base": ERA_BASE, "ex": ERA_EX, "dp": ERA_DP, "hgss": ERA_HGSS, "bw": ERA_BW, "xy": ERA_XY,
        "sm": ERA_SM, "swsh": ERA_SWSH}
