"""I-A-03: Retreat (procedure P4).

Once per turn (R2), paying the Retreat cost by discarding attached Energy (R3; II-D-10..13
for the cost), not while Asleep or Paralyzed or under "can't retreat" (P4 step 1), and only
with a Benched Pokémon to come up (R5).  The retreating Pokémon keeps its other cards
and damage (R4) and loses Special Conditions and attack effects (R6).
"""

from __future__ import annotations

from ..state import ASLEEP, PARALYZED
from . import queries as Q
from .energy import choose_energy_cards, discard_attached
from .triggers import fire_own
from .zones import flip, switch_active


def can_retreat_now(g, player: int) -> bool:
    p = g.players[player]
    mon = p.active
    if p.retreated or mon is None or not p.bench:
        return False
    if mon.rotation == ASLEEP or mon.rotation == PARALYZED:
        return False
    if not Q.can_retreat(g, mon):
        return False
    cost = Q.retreat_cost(g, mon)
    return cost == 0 or Q.count_units(g, mon) >= cost


def retreat(g, player: int, bench_pos: int):
    p = g.players[player]
    mon = p.active
    cost = Q.retreat_cost(g, mon)
    g.emit("retreat", player, target=mon)
    if Q.retreat_may_fail(g, mon) and not flip(g, player, "the Retreat"):
        # 1338 Goodra — Slimy Sliding: nothing is discarded and nothing switches; the
        # Retreat was declared, so it is this turn's Retreat (R2)
        p.retreated = True
        g.emit("retreat_fails", player, target=mon)
        return
    if cost > 0:
        paid = yield from choose_energy_cards(g, player, mon, cost,
                                              prompt=f"Choose Energy to pay the Retreat cost ({cost})")
        discard_attached(g, mon, paid)
    p.retreated = True
    switch_active(g, player, bench_pos)
    yield from fire_own(g, "moved_to_bench", mon)
    yield from fire_own(g, "moved_to_active", p.active)
