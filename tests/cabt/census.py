"""Random cabt-style games through ``cg.game`` (whichever ``cg`` is importable), counted.

    python census.py DECK_A.csv DECK_B.csv GAMES SEED

Prints one JSON line: games, decisions, the (select type, context) pairs seen with their
counts, the winners, the first player's wins, turns per game and answers' sizes.  The
comparison test runs it on ptcg's cg and, with the official interpreter, on the official
library (through the harness's cg), so both engines are measured by the same code.
"""
import json
import random
import sys

from cg.game import battle_finish, battle_select, battle_start


def main():
    deck_a = [int(x) for x in open(sys.argv[1]).read().split()][:60]
    deck_b = [int(x) for x in open(sys.argv[2]).read().split()][:60]
    games, seed = int(sys.argv[3]), int(sys.argv[4])
    rng = random.Random(seed)
    pairs, wins, first_wins, turns, decisions, multi = {}, [0, 0, 0], 0, [], 0, 0
    for g in range(games):
        obs, _ = battle_start(deck_a, deck_b, reverse_player=g % 2 == 1)
        n = 0
        while obs["current"]["result"] < 0 and obs["select"]["option"] and n < 20000:
            sel = obs["select"]
            key = f"{sel['type']}/{sel['context']}"
            pairs[key] = pairs.get(key, 0) + 1
            multi += sel["maxCount"] > 1
            obs = battle_select(rng.sample(range(len(sel["option"])), rng.randint(sel["minCount"], sel["maxCount"])))
            n += 1
        decisions += n
        cur = obs["current"]
        wins[cur["result"] if cur["result"] in (0, 1) else 2] += 1
        first_wins += cur["result"] == cur["firstPlayer"]
        turns.append(cur["turn"])
        battle_finish()
    print(json.dumps({"games": games, "decisions": decisions, "pairs": pairs, "wins": wins, "first_wins": first_wins,
                      "turns": turns, "multi": multi}))


if __name__ == "__main__":
    main()
