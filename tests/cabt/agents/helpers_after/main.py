# The agent is defined first and helpers after it: with Kaggle's rule the last callable defined
# (here the class Helper... then the function `zzz_last`) is the agent.  `zzz_last` plays first
# options; if the loader picked `agent` instead, its answers would be out of range.

def agent(obs):
    return [999]                    # never valid: this function must not be the agent


class Helper:
    pass


def zzz_last(obs):
    if obs["select"] is None:
        return [int(x) for x in open("deck.csv").read().split()][:60]
    return list(range(obs["select"]["minCount"] or 1))
