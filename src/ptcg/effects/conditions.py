"""Special Conditions given by card effects (III-07).  With the attack ``a``, a Pokémon
unaffected by attack effects is not affected (II-C-17, RC-089)."""

from __future__ import annotations

from ..registry import passive, trigger
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


#: When an always-on "recovers from all Special Conditions" removes the conditions a Pokémon
#: has: at every moment one may have just come under the text (II-E-13): Energy attached,
#: after every main-phase action and every attack (Energy moved onto it, II-C-10, or its
#: type changed), and at the end of the turn, before the Checkup.
RECOVERY_MOMENTS = ("any_energy_attached", "action_done", "attack_done", "end_of_turn")


def always_recovers(card_id: int, covers, condition: str | None = None, *, text: str | None = None) -> None:
    """An always-on "<these Pokémon> recover from all Special Conditions and can't be
    affected by any" (1245 Festival Grounds, 1269 Bubbly Energy), or with ``condition``,
    "this Pokémon can't be <condition>" (250 Hoothoot — Insomnia: a state, so one it has is
    lost too).  ``covers(g, holder, mon)`` says whether the text reaches ``mon`` now
    (``holder``: the Pokémon the card is on, None for a Stadium).  New conditions are kept
    off at every moment (the queries ``no_conditions`` / ``no_condition``); those a Pokémon
    has are removed at :data:`RECOVERY_MOMENTS` (a Stadium also calls
    :func:`recover_covered` when it is played).  ``text``: the description of the card's text
    (when no other registration of the card gives it)."""
    if condition is None:
        @passive(card_id, "no_conditions", text=text)
        def _keeps_conditions_off(g, holder, inst, mon):
            return covers(g, holder, mon)
    else:
        @passive(card_id, "no_condition", text=text)
        def _keeps_condition_off(g, holder, inst, mon, name):
            return name == condition and covers(g, holder, mon)

    def _recovers(g, holder, inst, *args):
        recover_covered(g, holder, covers, condition)

    for event in RECOVERY_MOMENTS:
        trigger(card_id, event)(_recovers)


def recover_covered(g, holder, covers, condition: str | None = None) -> None:
    """Every Pokémon in play that ``covers`` reaches recovers from all its conditions (or
    from ``condition``)."""
    for mon in g.all_in_play():
        if not mon.has_condition() or not covers(g, holder, mon):
            continue
        if condition is None:
            recover(g, mon)
        elif condition in conditions_of(mon):
            recover(g, mon, condition)
            g.emit("recover", mon.owner, target=mon, condition=condition.capitalize(), plain=True)


__all__ = ["inflict", "inflict_defender", "recover", "conditions_of", "SPECIAL_CONDITIONS",
           "always_recovers", "recover_covered", "RECOVERY_MOMENTS"]
