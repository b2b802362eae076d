# R: a uniform number of answers in [minCount, maxCount], then that many distinct random indices.
import os
import random

from cg.api import to_observation_class

_rng = random.Random(int(os.environ.get("AGENT_SEED", "1")))


def _deck():
    path = "deck.csv" if os.path.exists("deck.csv") else "/kaggle_simulations/agent/deck.csv"
    with open(path) as fh:
        return [int(x) for x in fh.read().split()][:60]


def agent(observation):
    obs = to_observation_class(observation)
    if obs.select is None:
        return _deck()
    sel = obs.select
    k = _rng.randint(sel.minCount, sel.maxCount)
    return _rng.sample(range(len(sel.option)), k)
