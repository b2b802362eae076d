"""Special Conditions given by card effects (III-07).  With the attack ``a``, a Pokémon
unaffected by attack effects is not affected (II-C-17, RC-089)."""

from __future__ import annotations

from ..rules import conditions as C
from ..rules import queries as Q

recover = C.recover
conditions_of = C.conditions_of        # the Special Conditions affecting a Pokémon, by name
SPECIAL_CONDITIONS = C.CONDITIONS      # "asleep", "paralyzed", "confused", "poisoned", "burned"


def inflict(g, target, *conditions, a=None, counters: int = 0, by: int | None = None,
            kind: str = "effect") -> bool:
    """Make ``target`` Asleep / Paralyzed / Confused / Poisoned / Burned (in order).  With the
    attack ``a``, a Pokémon unaffected by its effects is spared (II-C-17); with ``by`` and
    ``kind="ability"``, an opponent's Pokémon unaffected by that player's Abilities is."""
    if target is None:
        return False
    if a is not None and target.owner != a.player and not a.affects(target):
        return False
    if kind == "ability" and by is not None and Q.ability_effects_prevented(g, by, target):
        return False
    done = False
    for name in conditions:
        done = C.apply_condition(g, target, name, counters) or done
    return done


def inflict_defender(g, a, *conditions, counters: int = 0) -> bool:
    """"Your opponent's Active Pokémon is now X"."""
    return inflict(g, g.players[a.opponent].active, *conditions, a=a, counters=counters)


__all__ = ["inflict", "inflict_defender", "recover", "conditions_of", "SPECIAL_CONDITIONS"]
