"""Special Conditions (III-07; I-A-03 R6, I-A-05 R5, II-E-16/17).

* Only the Active Pokémon can be affected (III-07 R1).
* Asleep, Paralyzed and Confused rotate the card: the newest replaces the others.
  Poisoned and Burned use markers and coexist with anything (III-07 R3).  The same
  condition again replaces the old one (a normal Poison replaces an 8-counter Poison,
  II-E-16 R2/R3).
* All are removed when the Pokémon goes to the Bench, evolves or devolves (III-07 R4).
"""

from __future__ import annotations

from ..state import ASLEEP, CONFUSED, NONE, PARALYZED, ROTATION_NAMES
from .queries import condition_blocked, conditions_blocked
from .zones import pname

POISONED, BURNED = "poisoned", "burned"
CONDITIONS = ("asleep", "paralyzed", "confused", "poisoned", "burned")


def can_be_affected(g, mon, name: str | None = None) -> bool:
    """III-07 R1: only the Active Pokémon; and not when an effect forbids it (all
    conditions, or only the condition ``name``)."""
    return (g.players[mon.owner].active is mon and not conditions_blocked(g, mon)
            and (name is None or not condition_blocked(g, mon, name)))


def make_asleep(g, mon) -> bool:
    return _rotate(g, mon, ASLEEP)


def make_paralyzed(g, mon) -> bool:
    if _rotate(g, mon, PARALYZED):
        mon.paralyzed_turn = g.turn
        return True
    return False


def make_confused(g, mon, counters: int = 3) -> bool:
    """Confused; ``counters`` is placed on a tails when it attacks (3, II-E-16 RC-191)."""
    if _rotate(g, mon, CONFUSED):
        mon.confusion = counters
        return True
    return False


def _rotate(g, mon, which: int) -> bool:
    if not can_be_affected(g, mon, ROTATION_NAMES[which].lower()):
        return False
    mon.rotation = which
    if which != PARALYZED:
        mon.paralyzed_turn = -1
    g.emit("condition", mon.owner, target=mon, condition=ROTATION_NAMES[which])
    return True


def make_poisoned(g, mon, counters: int = 1) -> bool:
    """Poisoned; ``counters`` per Checkup (1, or "N instead" — II-E-16)."""
    if not can_be_affected(g, mon, POISONED):
        return False
    mon.poison = counters
    g.emit("condition", mon.owner, target=mon, condition="Poisoned", counters=counters)
    return True


def make_burned(g, mon, counters: int = 2) -> bool:
    if not can_be_affected(g, mon, BURNED):
        return False
    mon.burn = counters
    g.emit("condition", mon.owner, target=mon, condition="Burned")
    return True


def apply_condition(g, mon, name: str, counters: int = 0) -> bool:
    """Apply a condition by name: "asleep", "paralyzed", "confused", "poisoned", "burned"."""
    if name == "asleep":
        return make_asleep(g, mon)
    if name == "paralyzed":
        return make_paralyzed(g, mon)
    if name == "confused":
        return make_confused(g, mon, counters or 3)
    if name == "poisoned":
        return make_poisoned(g, mon, counters or 1)
    if name == "burned":
        return make_burned(g, mon, counters or 2)
    raise ValueError(f"unknown Special Condition {name!r}")


def recover(g, mon, name: str | None = None) -> None:
    """Remove one condition, or all of them (``name`` None)."""
    if name is None:
        if mon.has_condition():
            g.emit("recover", mon.owner, target=mon, condition="all")
        mon.clear_conditions()
    elif name == "poisoned":
        mon.poison = 0
    elif name == "burned":
        mon.burn = 0
    elif (name == "asleep" and mon.rotation == ASLEEP) or (name == "paralyzed" and mon.rotation == PARALYZED) \
            or (name == "confused" and mon.rotation == CONFUSED):
        mon.rotation = NONE
        mon.paralyzed_turn = -1


def conditions_of(mon) -> list:
    out = []
    if mon.rotation:
        out.append(ROTATION_NAMES[mon.rotation].lower())
    if mon.poison:
        out.append("poisoned")
    if mon.burn:
        out.append("burned")
    return out


def describe(mon) -> str:
    return ", ".join(conditions_of(mon))


__all__ = [n for n in dir() if not n.startswith("_")] + ["pname"]
