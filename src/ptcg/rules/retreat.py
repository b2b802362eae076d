"""I-A-03: Retreat (procedure P4).

Once per turn (R2), paying the Retreat cost by discarding attached Energy (R3; II-D-10..13
for the cost), not while Asleep or Paralyzed or under "can't retreat" (P4 step 1), and only
with a Benched Pokémon to come up (R5).  The retreating Pokémon keeps its other cards
and damage (R4) and loses Special Conditions and attack effects (R6).

III-19 #16 (002 §2 and fn [9], "older works"): with ``Ruleset.retreat="classic"`` a player
may retreat any number of times a turn and pay the cost with attached Energy, Energy cards
from the hand, or both.
"""

from __future__ import annotations

from ..cards.db import CARD_LIST
from ..state import ASLEEP, PARALYZED
from . import queries as Q
from .energy import choose_energy_cards, discard_attached, units_of
from .triggers import fire_own
from .zones import discard_from_hand, flip, switch_active


def can_retreat_now(g, player: int) -> bool:
    p = g.players[player]
    mon = p.active
    if mon is None or not p.bench or (p.retreated and g.rules.retreat != "classic"):
        return False
    if mon.rotation == ASLEEP or mon.rotation == PARALYZED:
        return False
    memo = g.qmemo          # on a frozen board where nothing can say "can't retreat", it may
    if (memo is None or "cant_retreat" in memo.maybe) and not Q.can_retreat(g, mon):
        return False
    cost = Q.retreat_cost(g, mon)
    if cost == 0:
        return True
    have = Q.count_units(g, mon)
    if have < cost and g.rules.retreat == "classic":
        have += sum(units_of(g, mon, c) for c in _hand_energy(g, player))
    return have >= cost


def _hand_energy(g, player: int) -> list:
    return [c for c in g.players[player].hand if CARD_LIST[c >> 7].is_energy]


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
        hand = _hand_energy(g, player) if g.rules.retreat == "classic" else []
        paid = yield from choose_energy_cards(g, player, mon, cost, candidates=mon.energy + hand,
                                              prompt=f"Choose Energy to pay the Retreat cost ({cost})")
        attached = [c for c in paid if c in mon.energy]
        from_hand = [c for c in paid if c not in attached]
        discard_attached(g, mon, attached)
        if from_hand:
            discard_from_hand(g, player, from_hand)
    p.retreated = True
    switch_active(g, player, bench_pos)
    yield from fire_own(g, "moved_to_bench", mon)
    yield from fire_own(g, "moved_to_active", p.active)
