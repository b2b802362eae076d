# Answers a count out of range at the first question that allows it.
def agent(obs):
    if obs["select"] is None:
        return [int(x) for x in open("deck.csv").read().split()][:60]
    sel = obs["select"]
    n = len(sel["option"])
    if sel["maxCount"] < n:
        return list(range(sel["maxCount"] + 1))
    if sel["minCount"] >= 1 and n >= 2:
        return []
    return list(range(sel["minCount"] or 1))
