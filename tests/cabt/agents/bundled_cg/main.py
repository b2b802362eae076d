# Bundles its own cg/ and puts its folder first on sys.path (as many submissions do).
import os
import sys

sys.path.insert(0, os.getcwd())
sys.path.insert(0, "/kaggle_simulations/agent")

from cg.api import to_observation_class  # noqa: E402
from cg.sim import lib  # noqa: E402


def agent(obs):
    o = to_observation_class(obs)
    if o.select is None:
        return [int(x) for x in open("deck.csv").read().split()][:60]
    assert "ptcg" in repr(lib)
    return list(range(o.select.minCount or 1))
