# Answers deliberately wrong (duplicate) at the first question with two or more options.
KIND = "duplicate"


def agent(obs):
    if obs["select"] is None:
        return [int(x) for x in open("deck.csv").read().split()][:60]
    sel = obs["select"]
    n = len(sel["option"])
    if KIND == "duplicate":
        if sel["maxCount"] >= 2:
            return [0, 0]
    elif n >= 2:
        return [n]
    return list(range(sel["minCount"] or 1))
