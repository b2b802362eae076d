# Submits a 59-card deck.
def agent(obs):
    if obs["select"] is None:
        return [int(x) for x in open("deck.csv").read().split()]
    return list(range(obs["select"]["minCount"] or 1))
