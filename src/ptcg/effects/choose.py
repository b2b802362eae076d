"""II-D-02..05, I-H R2, II-E-33/34: choosing — "choose", "up to N", "any number", "all".

* "Choose N" (II-D-04): exactly N, or all there are if fewer; never fewer by choice.
* "Up to N" (II-D-05): 1..N for Trainers and Abilities (they can't be used when there is
  nothing to choose), 0..N for attacks.
* Cards the opponent can't see — the deck (I-H R2), face-down Prizes (II-E-34) and,
  for hand choices, II-E-33 — may be chosen fewer, or none, except "any card".

A choice of several cards is asked as single picks in ascending order plus ``DONE``,
with one option per distinct card ID, so every subset has one path (STYLE 5).
"""

from __future__ import annotations

from ..decisions import (CHOOSE_ATTACK, CHOOSE_CARD, CHOOSE_NUMBER, CHOOSE_OPTION, CHOOSE_POKEMON, DONE,
                         NO, YES, YES_NO, ask)
from ..state import ACTIVE


def pick_cards(g, player: int, candidates, *, up_to: int | None = None, exactly: int | None = None,
               at_least: int = 0, prompt: str = "Choose a card", source: int = 0, allowed=None):
    """Let ``player`` choose cards among ``candidates`` (instances).

    ``exactly=n``: min(n, len) cards, no stopping early; ``up_to=n``: between ``at_least``
    and n.  ``allowed(chosen, card)`` can restrict later picks (e.g. "of different
    types").  Returns the chosen instances in ascending order.
    """
    cands = sorted(candidates)
    target, lo = _how_many(len(cands), up_to, exactly, at_least)
    chosen: list = []
    start = 0
    while len(chosen) < target:
        if allowed is None:
            rest = cands[start:] if start else cands          # read only below
        else:
            rest = [c for c in cands[start:] if allowed(chosen, c)]
        if not rest:
            break
        if exactly is not None and len(rest) <= target - len(chosen) and allowed is None:
            chosen.extend(rest[: target - len(chosen)])
            break
        opts = []
        last = -1
        # picks go in ascending order: a pick must leave enough cards for those still required;
        # one option per card ID (``rest`` is sorted, so copies of an ID are neighbours)
        required_after = max(0, lo - len(chosen) - 1)
        for c in rest[: len(rest) - required_after] if required_after else rest:
            if (c >> 7) != last:
                last = c >> 7
                opts.append(c)
        if len(chosen) >= lo:
            opts.append(DONE)
        choice = yield from ask(player, CHOOSE_CARD, opts,
                                f"{prompt} ({len(chosen)}/{target} chosen)" if target > 1 else prompt,
                                source)
        if choice == DONE:
            break
        chosen.append(choice)
        start = cands.index(choice, start) + 1
    return chosen


def _how_many(available: int, up_to, exactly, at_least: int) -> tuple:
    """(most, least) picks among ``available`` candidates: ``exactly`` n (or all there are),
    else between ``at_least`` and ``up_to`` (default all)."""
    if exactly is not None:
        target = min(exactly, available)
        return target, target
    target = min(up_to if up_to is not None else available, available)
    return target, min(at_least, target)


def pick_card(g, player: int, candidates, *, optional: bool = False, prompt: str = "Choose a card",
              source: int = 0):
    """One card, or None (when ``optional`` and the player declines, or none exist)."""
    got = yield from pick_cards(g, player, candidates, up_to=1, at_least=0 if optional else 1,
                                prompt=prompt, source=source)
    return got[0] if got else None


def pokemon_option(g, mon) -> tuple:
    return (mon.owner, g.players[mon.owner].pos_of(mon))


def pick_pokemon(g, chooser: int, candidates, *, optional: bool = False,
                 prompt: str = "Choose a Pokémon", source: int = 0):
    """Choose one Pokémon in play among ``candidates``; returns it (or None)."""
    cands = list(candidates)
    if not cands:
        return None
    opts = [pokemon_option(g, m) for m in cands]
    if optional:
        opts.append(DONE)
    choice = yield from ask(chooser, CHOOSE_POKEMON, opts, prompt, source)
    if choice == DONE:
        return None
    pl, pos = choice
    return g.players[pl].at(pos)


def pick_pokemons(g, chooser: int, candidates, *, up_to: int | None = None, exactly: int | None = None,
                  at_least: int = 0, prompt: str = "Choose Pokémon", source: int = 0):
    """Choose several distinct Pokémon (ascending board order)."""
    cands = list(candidates)
    order = {id(m): i for i, m in enumerate(cands)}
    target, lo = _how_many(len(cands), up_to, exactly, at_least)
    if exactly is not None and target == len(cands):
        return cands
    chosen: list = []
    start = 0
    while len(chosen) < target and start < len(cands):
        rest = cands[start:]
        opts = [pokemon_option(g, m) for m in rest]
        if len(chosen) >= lo:
            opts.append(DONE)
        choice = yield from ask(chooser, CHOOSE_POKEMON, opts, prompt, source)
        if choice == DONE:
            break
        mon = g.players[choice[0]].at(choice[1])
        chosen.append(mon)
        start = order[id(mon)] + 1
    return chosen


def yes_no(g, player: int, prompt: str, source: int = 0):
    """II-E-10 "you may": True when the player says yes."""
    ans = yield from ask(player, YES_NO, (YES, NO), prompt, source)
    return ans == YES


def pick_option(g, player: int, options, prompt: str, source: int = 0):
    ans = yield from ask(player, CHOOSE_OPTION, tuple(options), prompt, source)
    return ans


def pick_attack(g, player: int, attacks, *, prompt: str = "Choose an attack", source: int = 0):
    """Choose one of ``attacks`` (AttackDefs; II-D-04: one must be chosen if any exist).
    Returns it, or None when there is none."""
    by_id = {atk.id: atk for atk in attacks}
    if not by_id:
        return None
    choice = yield from ask(player, CHOOSE_ATTACK, tuple(by_id), prompt, source)
    return by_id[choice]


def pick_number(g, player: int, lo: int, hi: int, prompt: str, source: int = 0):
    if hi < lo:
        return lo
    ans = yield from ask(player, CHOOSE_NUMBER, tuple(range(lo, hi + 1)), prompt, source)
    return ans


def distribute(g, chooser: int, targets, total: int, *, prompt: str = "How many on", source: int = 0,
               cap=None):
    """Split ``total`` among ``targets`` "in any way you like": how many on each target,
    in board order, the last taking the rest (one path per distribution).  ``cap(mon)``
    bounds a target's share.  Returns [(mon, n)]."""
    targets = list(targets)
    out = []
    left = total
    for i, mon in enumerate(targets):
        if left <= 0:
            break
        hi = left if cap is None else min(left, cap(mon))
        rest_cap = sum(left if cap is None else cap(m) for m in targets[i + 1:])
        lo = max(0, left - rest_cap)
        if i == len(targets) - 1:
            n = hi
        else:
            n = yield from pick_number(g, chooser, lo, hi, f"{prompt} {mon.name}?", source)
        if n:
            out.append((mon, n))
        left -= n
    return out


__all__ = ["pick_cards", "pick_card", "pick_pokemon", "pick_pokemons", "yes_no", "pick_option",
           "pick_attack", "pick_number", "distribute", "pokemon_option", "DONE", "ACTIVE"]
