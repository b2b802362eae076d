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
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields, replace


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

    def to_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, d: dict) -> "Ruleset":
        known = {f.name for f in fields(cls)}
        unknown = set(d) - known
        if unknown:
            raise ValueError(f"unknown ruleset fields: {', '.join(sorted(unknown))}")
        return cls(**d)

    def with_(self, **changes) -> "Ruleset":
        return replace(self, **changes)


STANDARD = Ruleset()
#: The 30-card "half deck" game (000 A-05, 002 §1.3, III-11): 2 copies, 3 Prize cards.
HALF_DECK = Ruleset(deck_size=30, prize_cards=3, max_copies=2)
#: The seeds' older readings together (XY-era Korean rules, seed 000).
CLASSIC = Ruleset(burn="classic", first_turn_supporter=True, draw_resolution="sudden_death",
                  mulligan_bonus="one_each", checkup_order_by="owner", failed_attack_used=True)
