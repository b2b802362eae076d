# Takes the search library from the official wheel's package path, as some submissions do
# (it is always installed where Kaggle runs them), and searches through it with ctypes arrays
# padded to at least one element (an empty guess becomes [0]).
import ctypes
import json

from kaggle_environments.envs.cabt.cg import game as wheel_game  # noqa: F401
from kaggle_environments.envs.cabt.cg.sim import lib as wheel_lib

import cg.sim
from cg.api import to_observation_class

assert wheel_lib is cg.sim.lib and "ptcg" in repr(wheel_lib)

ptr = wheel_lib.AgentStart()
DECK = [int(x) for x in open("deck.csv").read().split()][:60]


def padded(ids):
    ids = list(ids)
    return (ctypes.c_int * max(1, len(ids)))(*ids)


def agent(obs):
    if obs["select"] is None:
        return DECK
    o = to_observation_class(obs)
    sel = o.select
    if sel.context == 0 and obs["search_begin_input"]:
        me = o.current.yourIndex
        mine, theirs = o.current.players[me], o.current.players[1 - me]
        sbi = obs["search_begin_input"].encode("ascii")
        guesses = ([] if sel.deck is not None else DECK[:mine.deckCount], DECK[:len(mine.prize)],
                   DECK[:theirs.deckCount], DECK[:len(theirs.prize)], DECK[:theirs.handCount],
                   [DECK[0]] if theirs.active and theirs.active[0] is None else [])
        res = json.loads(wheel_lib.SearchBegin(ptr, sbi, len(sbi), *map(padded, guesses), 0))
        assert res["error"] == 0, res["error"]
        assert res["state"]["observation"]["select"] == json.loads(json.dumps(obs["select"]))
        wheel_lib.SearchEnd(ptr)
    return list(range(sel.minCount or 1))
