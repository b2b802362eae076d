# Raises at its fifth decision (after a valid deck).
calls = 0


def agent(obs):
    global calls
    calls += 1
    if obs["select"] is None:
        return [int(x) for x in open("deck.csv").read().split()][:60]
    if calls >= 5:
        raise RuntimeError("deliberate failure")
    return list(range(obs["select"]["minCount"] or 1))
