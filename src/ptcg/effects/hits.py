"""II-B: damage helpers for attack code (``a`` is the :class:`~ptcg.rules.attack.AttackContext`).

* "+", "×", "−" change the base damage: set ``a.damage`` in the ``@damage`` step
  (II-B-01..03; P2 step 1: a result of 0 or less stops the calculation).
* "N damage to X of your opponent's Pokémon" is damage, not an effect (II-B-08):
  :func:`hit` adds a target; W/R apply to an Active target only (R4).
* "This Pokémon also does N damage to itself" (II-B-09): ``a.self_damage``.
* "Not affected by Weakness/Resistance / effects on the opponent's Active" (II-B-06/07):
  ``a.ignore_weakness``, ``a.ignore_resistance``, ``a.ignore_defender_effects``.
"""

from __future__ import annotations

from ..rules import queries as Q
from ..types import bit
from .choose import pick_pokemon, pick_pokemons


def hit(a, target, amount: int, **kw) -> None:
    a.add_hit(target, amount, **kw)


def hit_chosen(g, a, amount: int, *, count: int = 1, bench_only: bool = False, where=None,
               weakness_resistance=None):
    """"This attack does N damage to C of your opponent's Pokémon" (II-B-08 R1, RC-033/034):
    exactly C distinct targets if there are that many (II-D-04)."""
    o = a.opp
    cands = [m for m in (o.bench if bench_only else o.in_play()) if where is None or where(m)]
    if not cands:
        return []
    if count == 1:
        mon = yield from pick_pokemon(g, a.player, cands, prompt=f"Choose a Pokémon to take {amount} damage",
                                      source=a.attacker.cid)
        chosen = [mon]
    else:
        chosen = yield from pick_pokemons(g, a.player, cands, exactly=count,
                                          prompt=f"Choose Pokémon to take {amount} damage each",
                                          source=a.attacker.cid)
    for m in chosen:
        a.add_hit(m, amount, weakness_resistance=weakness_resistance)
    return chosen


def hit_each(a, targets, amount: int) -> None:
    for m in targets:
        a.add_hit(m, amount)


def energy_in_play(g, player: int, t=None) -> int:
    return sum(Q.count_units(g, m, t) for m in g.players[player].in_play())


def extra_energy(g, a, t: int | None = None) -> int:
    """Energy attached to the attacker beyond what the attack costs now, in units ("if this
    Pokémon has at least N extra Energy attached, in addition to this attack's cost"; the
    cost was payable, so any unit over its length is extra).  With ``t``, "N extra <t>
    Energy" (a TAG TEAM's GX attack): the most units providing ``t`` that can be left aside
    with the cost still paid by the rest."""
    cost = Q.attack_cost(g, a.attacker, a.attack)
    if t is None:
        return Q.count_units(g, a.attacker) - len(cost)
    units = list(Q.attached_units(g, a.attacker))
    b = bit(t)
    typed = sorted((u for u in units if u & b), key=lambda u: u != b)   # single-type units aside first
    for k in range(len(typed), 0, -1):
        rest = list(units)
        for u in typed[:k]:
            rest.remove(u)
        if Q.can_pay(cost, rest):
            return k
    return 0


__all__ = ["hit", "hit_chosen", "hit_each", "energy_in_play", "extra_energy"]
