"""I-A-04: putting Basic Pokémon from hand onto the Bench, one at a time (R3)."""

from __future__ import annotations

from . import queries as Q
from .triggers import fire, fire_own
from .zones import put_on_bench


def bench_space(g, player: int) -> int:
    return Q.bench_size(g, player) - len(g.players[player].bench)


def bench_from_hand(g, player: int, inst: int):
    g.players[player].hand.remove(inst)
    mon = put_on_bench(g, player, inst)
    g.emit("bench", player, card=inst)
    yield from fire_own(g, "played_to_bench", mon)       # II-E-06
    yield from fire(g, "put_on_bench", mon, True)
    return mon
