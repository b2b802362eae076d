"""I-C: Energy — attaching, what attached Energy provides, paying with it.

* Once during each of your turns you may attach one Energy card from your hand to one of
  your Pokémon (I-C R2); attachments by card effects are extra (II-C-09 R3).
* What a card provides is a tuple of *units* (see :mod:`ptcg.types`), answered by
  :func:`ptcg.rules.queries.energy_units`.  Costs and "discard N Energy" count units; a
  card providing several units can pay several (II-C-01 R4, I-C note).
"""

from __future__ import annotations

from ..cards.db import CARD_LIST
from ..registry import ENERGIES
from ..decisions import CHOOSE_CARD, DONE, ask
from . import queries as Q
from .triggers import fire, fire_own
from .zones import to_discard


def can_attach_energy(g, mon, inst: int) -> bool:
    """Whether the Energy card ``inst`` may be attached to ``mon`` (card text may restrict it)."""
    c = CARD_LIST[inst >> 7]
    if c.kind == "special_energy":
        spec = ENERGIES.get(c.key)
        if spec is not None and spec.can_attach is not None:
            return spec.can_attach(g, mon)
    return True


def attach_from_hand(g, player: int, inst: int, mon):
    """The turn's Energy attachment from hand (I-C R2).  To a Pokémon with the Ancient Trait
    α Growth (XY), the player may attach a second Energy card from the hand with it."""
    p = g.players[player]
    p.hand.remove(inst)
    mon.energy.append(inst)
    p.energy_attached = True
    if g.events is not None:
        g.emit("attach", player, card=inst, target=mon)
    yield from energy_attached(g, mon, inst, True)
    if CARD_LIST[mon.cid].ancient_trait == "α Growth" and g.find_pokemon(mon.uid) is mon:
        options, seen = [], set()
        for c in p.hand:
            if CARD_LIST[c >> 7].is_energy and (c >> 7) not in seen and can_attach_energy(g, mon, c):
                seen.add(c >> 7)
                options.append(c)
        if options and not Q.attach_from_hand_blocked(g, mon):
            second = yield from ask(player, CHOOSE_CARD, tuple(options) + (DONE,),
                                    f"α Growth: attach a second Energy card to {mon.name}?", mon.top)
            if second != DONE:
                p.hand.remove(second)
                mon.energy.append(second)
                g.emit("attach", player, card=second, target=mon)
                yield from energy_attached(g, mon, second, True)


def energy_attached(g, mon, inst: int, from_hand: bool):
    """II-E-07: one trigger per card attached (RC-170, RC-171)."""
    yield from fire_own(g, "energy_attached", mon, inst, from_hand)
    yield from fire(g, "any_energy_attached", mon, inst, from_hand)


def units_of(g, mon, inst: int) -> int:
    return len(Q.energy_units(g, mon, inst))


def choose_energy_cards(g, chooser: int, mon, units: int, *, candidates=None, prompt: str = "",
                        source: int = 0, exact_cards: bool = False):
    """Choose attached Energy cards of ``mon`` providing at least ``units`` units
    (II-C-01 R4).  With ``exact_cards``, ``units`` counts cards instead.  Picks are
    single, in ascending order, one option per distinct card; returns the list."""
    cands = sorted(candidates if candidates is not None else mon.energy)
    picked: list = []
    covered = 0
    start = 0
    while covered < units and start < len(cands):
        rest = cands[start:]
        need = units - covered
        total_rest = sum(1 if exact_cards else units_of(g, mon, c) for c in rest)
        if total_rest <= need:                # everything left is needed
            picked.extend(rest)
            break
        opts = []
        seen = set()
        for c in rest:
            if (c >> 7) not in seen:
                seen.add(c >> 7)
                opts.append(c)
        choice = yield from ask(chooser, CHOOSE_CARD, opts,
                                prompt or f"Choose Energy to discard from {mon.name} ({need} more)", source)
        picked.append(choice)
        covered += 1 if exact_cards else units_of(g, mon, choice)
        start = cands.index(choice, start) + 1
    return picked


def discard_attached(g, mon, insts) -> None:
    """Discard attached Energy or Tool cards (to their owners' discard piles)."""
    for inst in insts:
        if inst in mon.energy:
            mon.energy.remove(inst)
        else:
            mon.tools.remove(inst)
        to_discard(g, inst)
    if insts:
        g.emit("discard", mon.owner, cards=list(insts), src="attached", target=mon)
