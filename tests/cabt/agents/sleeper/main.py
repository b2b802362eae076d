# Sleeps past its bank at its third decision.
import time

calls = 0


def agent(obs):
    global calls
    calls += 1
    if obs["select"] is None:
        return [int(x) for x in open("deck.csv").read().split()][:60]
    if calls >= 3:
        time.sleep(obs["remainingOverageTime"] + 1.0)
    return list(range(obs["select"]["minCount"] or 1))
