# R (variant): always maxCount random indices, like the environment's built-in "random".
import os
import random

_rng = random.Random(int(os.environ.get("AGENT_SEED", "2")))


def agent(obs, config):
    if obs["select"] is None:
        path = "deck.csv" if os.path.exists("deck.csv") else "/kaggle_simulations/agent/deck.csv"
        return [int(x) for x in open(path).read().split()][:60]
    return _rng.sample(range(len(obs.select.option)), obs.select.maxCount)
