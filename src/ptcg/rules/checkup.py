"""I-F: the Pokémon Checkup (procedure P9), done after every turn, for both players.

1. Special Conditions for both players' Active Pokémon, in the order Poisoned, Burned,
   Asleep, Paralyzed (III-07):
   - Poisoned: its counters (1, "becomes N" / "N more": II-E-16/17);
   - Burned, modern (default): 2 counters, then the owner flips, heads cures it;
     classic (``Ruleset.burn = "classic"``): the owner flips, tails puts 2 counters;
   - Asleep: the owner flips, heads wakes it up;
   - Paralyzed: it recovers at the Checkup after its owner's turn, if it was
     Paralyzed before that turn began (III-07 R8).
2. Checkup effects of Abilities and Trainers (II-E-08).  001 lets each run before or
   after step 1; we run them after it, in board order (turn player's cards first).
3. Knock Outs (I-D).
"""

from __future__ import annotations

from ..state import ASLEEP, NONE, PARALYZED
from . import queries as Q
from .attack import put_counters_direct
from .conditions import conditions_of
from .knockout import knockouts, nothing_to_knock_out
from .triggers import fire, has_global_handlers
from ..events import mon_ref
from .zones import flip


def checkup(g):
    """P9 for both players; returns what to ``yield from``: nothing at all in the common
    case (no Special Condition on either Active Pokémon, no card or lasting effect
    answering ``checkup``, nothing to Knock Out)."""
    a, b = g.players[0].active, g.players[1].active
    if (not (a is not None and a.has_condition()) and not (b is not None and b.has_condition())
            and not has_global_handlers(g, "checkup")):
        # steps 1 and 2 would do nothing: the Checkup is the Knock Out check of step 3,
        # made as that step makes it (lasting effects count as during a Checkup)
        g.in_checkup = True
        try:
            if nothing_to_knock_out(g):
                return ()
        finally:
            g.in_checkup = False
    return _checkup(g)


def _checkup(g):
    g.in_checkup = True
    try:
        actives = [p.active for p in (g.players[g.current], g.players[1 - g.current]) if p.active is not None]
        if g.events is not None and any(m.has_condition() for m in actives):
            g.emit("checkup", g.current, conditions=[(mon_ref(g, m), conditions_of(m))
                                                      for m in actives if m.has_condition()])
        for mon in actives:                                   # Poisoned
            if mon.poison:
                put_counters_direct(g, mon, Q.poison_counters(g, mon))
        for mon in actives:                                   # Burned
            if mon.burn:
                if g.rules.burn == "classic":
                    if not flip(g, mon.owner, "Burn"):
                        put_counters_direct(g, mon, Q.burn_counters(g, mon))
                else:
                    put_counters_direct(g, mon, Q.burn_counters(g, mon))
                    if flip(g, mon.owner, "Burn"):
                        mon.burn = 0
                        g.emit("recover", mon.owner, target=mon, condition="Burned")
        for mon in actives:                                   # Asleep
            if mon.rotation == ASLEEP and flip(g, mon.owner, "Sleep"):
                mon.rotation = NONE
                g.emit("recover", mon.owner, target=mon, condition="Asleep")
        for mon in actives:                                   # Paralyzed
            if mon.rotation == PARALYZED and mon.owner == g.current and mon.paralyzed_turn < g.turn:
                mon.rotation = NONE
                mon.paralyzed_turn = -1
                g.emit("recover", mon.owner, target=mon, condition="Paralyzed")
        yield from fire(g, "checkup")                         # step 2
        yield from knockouts(g)                               # step 3
    finally:
        g.in_checkup = False
