"""I-A-04: putting Basic Pokémon from hand onto the Bench, one at a time (R3).

Older kinds put into play from several cards (LEGACY.md §1 row 8, §2): a Pokémon LEGEND
(HeartGold & SoulSilver) goes from the hand onto the Bench only together with its other
half, as one Pokémon; a Pokémon V-UNION (Sword & Shield) is put onto the Bench from the
discard pile, 4 different parts of one name as one Pokémon, once per game.
"""

from __future__ import annotations

from ..cards.db import CARD_LIST, LEGEND, V_UNION
from . import queries as Q
from .triggers import fire, fire_own
from .zones import put_on_bench


def bench_space(g, player: int) -> int:
    return Q.bench_size(g, player) - len(g.players[player].bench)


def other_legend_half(g, player: int, inst: int):
    """The other half of the LEGEND card ``inst`` in ``player``'s hand (a card of the same
    name and another card ID), or None."""
    card = CARD_LIST[inst >> 7]
    for c in g.players[player].hand:
        other = CARD_LIST[c >> 7]
        if other.stage == LEGEND and other.name == card.name and other.id != card.id:
            return c
    return None


def bench_from_hand(g, player: int, inst: int):
    p = g.players[player]
    p.hand.remove(inst)
    mon = put_on_bench(g, player, inst)
    if CARD_LIST[inst >> 7].stage == LEGEND:      # both halves, as one Pokémon
        half = other_legend_half(g, player, inst)
        p.hand.remove(half)
        mon.cards.insert(0, half)
    if g.events is not None:
        g.emit("bench", player, card=inst)
    yield from fire_own(g, "played_to_bench", mon)       # II-E-06
    yield from fire(g, "put_on_bench", mon, True)
    return mon


V_UNION_USED = "v_union"       # the once-per-game record of putting a V-UNION into play


def v_union_parts(g, player: int) -> dict:
    """V-UNION name -> one instance of each of its 4 different parts in ``player``'s discard
    pile (only names with all 4), smallest card ID first."""
    by_name: dict = {}
    for c in sorted(g.players[player].discard):
        card = CARD_LIST[c >> 7]
        if card.stage == V_UNION:
            parts = by_name.setdefault(card.name, {})
            parts.setdefault(card.id, c)
    return {name: [parts[k] for k in sorted(parts)][:4] for name, parts in by_name.items() if len(parts) >= 4}


def v_union_options(g, player: int) -> list:
    """The ``("v_union", inst)`` actions: once per game, with room on the Bench."""
    p = g.players[player]
    if V_UNION_USED in p.once_per_game or bench_space(g, player) <= 0:
        return []
    return [("v_union", parts[0]) for name, parts in sorted(v_union_parts(g, player).items())]


def bench_v_union(g, player: int, inst: int):
    """Put the 4 parts of the V-UNION ``inst`` belongs to from the discard pile onto the
    Bench as one Pokémon (its card's "how to play" rule); not played from hand."""
    p = g.players[player]
    parts = v_union_parts(g, player)[CARD_LIST[inst >> 7].name]
    for c in parts:
        p.discard.remove(c)
    mon = put_on_bench(g, player, parts[0])
    mon.cards = parts[1:] + [parts[0]]
    p.once_per_game.append(V_UNION_USED)
    g.emit("to_bench", player, cards=list(parts), src="discard pile")
    yield from fire(g, "put_on_bench", mon, False)
    return mon
