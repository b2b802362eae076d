# F: the first options: list(range(maxCount)) on even decisions, list(range(minCount)) on odd ones
# (an empty answer where minCount is 0).
import os

count = 0


def agent(obs):
    global count
    if obs.select is None:
        with open("deck.csv" if os.path.exists("deck.csv") else "/kaggle_simulations/agent/deck.csv") as fh:
            return [int(line) for line in fh if line.strip()][:60]
    count += 1
    sel = obs.select
    n = sel.maxCount if count % 2 == 0 or sel.minCount == 0 and count % 4 == 1 else max(sel.minCount, 1)
    return list(range(min(n, sel.maxCount)))
