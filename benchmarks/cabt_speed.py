"""cabt's contract, ours against the official simulator, side by side in one run.

1. **Games through the observation path**: cabt-style random agents (a uniform count in
   [minCount, maxCount], then distinct random indices) play BO1 games.  Ours: each decision
   builds the full observation (``ptcg.cabt`` ``CabtGame.observation`` plus
   ``search_begin_input``), turns it into Kaggle's ``Struct`` and JSON, and applies the
   answer.  Official: ``kaggle_environments.make("cabt").run([agent, agent])`` with the same
   agent (the environment's own loop: observation, Struct, schema, JSON).
2. **SearchStep calls/s, JSON parsing included**: at the action menus of a random game,
   ``SearchBegin`` with guesses, then random lines of up to 30 steps, each a raw
   ``lib.SearchStep(ptr, id, int_array, n)`` followed by ``json.loads`` of the result, on
   ptcg's ``cg.sim.lib`` and on the official library; then the same through
   ``cg.api.search_step`` (the result as ``cg.api`` dataclasses: the official wrapper parses
   the JSON and converts it, ptcg's builds the dataclasses directly).

    python benchmarks/cabt_speed.py --official-python /path/to/python [--games 40] [--steps 3000]

The official side runs in a child process of an interpreter with ``kaggle-environments==1.33.2``
(and jsonschema, requests) installed (``--official-python`` or ``PTCG_OFFICIAL_PYTHON``); the
official library is reached through the harness's ``cg`` in ``../shared/cabt/harness``.
Without one, only our numbers are printed.  The last line is a JSON summary.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
HARNESS = Path(os.environ.get("PTCG_CABT_HARNESS", ROOT.parent / "shared" / "cabt" / "harness"))
if not HARNESS.is_dir():
    HARNESS = Path("/work/shared/cabt/harness")
DECKS = ("dragapult_ex", "marnies_grimmsnarl")


def _deck_ids(name: str) -> list:
    path = ROOT.parent / "shared" / "decks" / "meta" / f"{name}.csv"
    if not path.is_file():
        path = Path("/work/shared/decks/meta") / f"{name}.csv"
    return [int(x) for x in path.read_text().split()][:60]


def random_answer(sel, rng):
    return rng.sample(range(len(sel["option"])), rng.randint(sel["minCount"], sel["maxCount"]))


# -- ours --------------------------------------------------------------------------------------------

def ours_games(n: int, seed: int) -> dict:
    from ptcg.cabt.adapter import CabtGame
    from ptcg.cabt.host import structify
    from ptcg.cabt.position import encode
    a, b = _deck_ids(DECKS[0]), _deck_ids(DECKS[1])
    rng = random.Random(seed)
    decisions = 0
    t = time.perf_counter()
    for g in range(n):
        cg = CabtGame(a, b, seed=seed * 1000 + g, first_chooser=g % 2)
        while cg.question is not None:
            who = cg.question.player
            obs = cg.observation(round_=1)
            obs["search_begin_input"] = encode(cg, who)
            obs = {"remainingOverageTime": 600.0, "step": decisions, **obs}
            s = structify(json.loads(json.dumps(obs)))
            cg.answer(random_answer(s["select"], rng))
            decisions += 1
    dt = time.perf_counter() - t
    return {"games": n, "seconds": dt, "games_per_s": n / dt, "decisions": decisions}


def search_roots(lib_game, n_roots: int, seed: int):
    """Observations at action menus of random games (through cg.game), with their guesses."""
    from cg.game import battle_select, battle_start
    a, b = _deck_ids(DECKS[0]), _deck_ids(DECKS[1])
    rng = random.Random(seed)
    roots = []
    g = 0
    while len(roots) < n_roots:
        obs, _ = battle_start(a, b)
        g += 1
        while obs["current"]["result"] < 0 and obs["select"]["option"] and len(roots) < n_roots:
            cur = obs["current"]
            if obs["select"]["context"] == 0 and cur["turn"] >= 3 and rng.random() < 0.3:
                roots.append(obs)
            obs = battle_select(random_answer(obs["select"], rng))
    return roots


def step_bench(n_steps: int, seed: int) -> dict:
    """Raw SearchStep + json.loads on whichever ``cg`` is importable."""
    import ctypes
    from cg.sim import lib
    a, b = _deck_ids(DECKS[0]), _deck_ids(DECKS[1])
    rng = random.Random(seed)
    roots = search_roots(None, 40, seed)
    ptr = lib.AgentStart()
    ia = lambda xs: (ctypes.c_int * len(xs))(*xs)      # noqa: E731
    times = []
    steps = 0
    begins = 0
    begin_time = 0.0
    while steps < n_steps:
        for obs in roots:
            cur = obs["current"]
            me = cur["yourIndex"]
            mine, theirs = cur["players"][me], cur["players"][1 - me]
            own = list(a if me == 0 else b)
            opp = list(b if me == 0 else a)
            rng.shuffle(own)
            rng.shuffle(opp)
            guesses = [own[:mine["deckCount"]], own[:len(mine["prize"])], opp[:theirs["deckCount"]],
                       opp[:len(theirs["prize"])], opp[:theirs["handCount"]], []]
            sbi = obs["search_begin_input"]
            t0 = time.perf_counter()
            res = json.loads(lib.SearchBegin(ptr, sbi.encode("ascii"), len(sbi), *[ia(x) for x in guesses], 0))
            begin_time += time.perf_counter() - t0
            begins += 1
            if res["error"]:
                continue
            state = res["state"]
            for _ in range(30):
                sel = state["observation"]["select"]
                if state["observation"]["current"]["result"] >= 0 or not sel["option"]:
                    break
                ans = random_answer(sel, rng)
                t0 = time.perf_counter()
                raw = lib.SearchStep(ptr, state["searchId"], ia(ans), len(ans))
                res = json.loads(raw)
                times.append(time.perf_counter() - t0)
                steps += 1
                if res["error"]:
                    break
                state = res["state"]
            lib.SearchEnd(ptr)
            if steps >= n_steps:
                break
    total = sum(times)
    return {"steps": steps, "steps_per_s": steps / total, "median_us": statistics.median(times) * 1e6,
            "begins": begins, "begin_us": begin_time / max(1, begins) * 1e6, "api": api_bench(roots, n_steps, seed)}


def api_bench(roots, n_steps: int, seed: int) -> dict:
    """The same lines through ``cg.api.search_begin`` / ``search_step`` (what most agents
    call): the result as ``cg.api`` dataclasses on both sides."""
    from cg import api
    a, b = _deck_ids(DECKS[0]), _deck_ids(DECKS[1])
    rng = random.Random(seed)
    times = []
    steps = 0
    while steps < n_steps:
        for obs in roots:
            o = api.to_observation_class(obs)
            me = o.current.yourIndex
            mine, theirs = o.current.players[me], o.current.players[1 - me]
            own = list(a if me == 0 else b)
            opp = list(b if me == 0 else a)
            rng.shuffle(own)
            rng.shuffle(opp)
            try:
                st = api.search_begin(o, own[:mine.deckCount], own[:len(mine.prize)], opp[:theirs.deckCount],
                                      opp[:len(theirs.prize)], opp[:theirs.handCount], [])
            except (RuntimeError, ValueError):
                continue
            for _ in range(30):
                sel = st.observation.select
                if st.observation.current.result >= 0 or not sel.option:
                    break
                ans = rng.sample(range(len(sel.option)), rng.randint(sel.minCount, sel.maxCount))
                t0 = time.perf_counter()
                st = api.search_step(st.searchId, ans)
                times.append(time.perf_counter() - t0)
                steps += 1
            api.search_end()
            if steps >= n_steps:
                break
    return {"steps": steps, "steps_per_s": steps / sum(times), "median_us": statistics.median(times) * 1e6}


# -- the official side ----------------------------------------------------------------------------------

def official_games(n: int, seed: int) -> dict:
    from kaggle_environments import make
    rng = random.Random(seed)
    deck = _deck_ids(DECKS[0])
    deck_b = _deck_ids(DECKS[1])

    def agent_a(obs):
        return deck if obs["select"] is None else random_answer(obs["select"], rng)

    def agent_b(obs):
        return deck_b if obs["select"] is None else random_answer(obs["select"], rng)
    t = time.perf_counter()
    steps = 0
    for _ in range(n):
        env = make("cabt", configuration={"bo": 1})
        out = env.run([agent_a, agent_b])
        steps += len(out)
    dt = time.perf_counter() - t
    return {"games": n, "seconds": dt, "games_per_s": n / dt, "decisions": steps}


def run_official(python: str, args) -> dict | None:
    env = dict(os.environ)
    env["PYTHONPATH"] = str(HARNESS / "cg_official")
    cmd = [python, __file__, "--side", "official", "--games", str(args.games), "--steps", str(args.steps),
           "--seed", str(args.seed)]
    out = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=3600)
    lines = [x for x in out.stdout.splitlines() if x.startswith("{")]
    if out.returncode != 0 or not lines:
        print(out.stderr[-2000:], file=sys.stderr)
        return None
    return json.loads(lines[-1])


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--official-python", default=os.environ.get("PTCG_OFFICIAL_PYTHON"))
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--steps", type=int, default=3000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--side", choices=("both", "ours", "official"), default="both")
    args = ap.parse_args()
    if args.side == "official":
        res = {"games": official_games(args.games, args.seed), "search": step_bench(args.steps, args.seed)}
        print(json.dumps(res))
        return 0
    ours = {"games": ours_games(args.games, args.seed), "search": step_bench(args.steps, args.seed)}
    print(f"ours:     {ours['games']['games_per_s']:.2f} games/s through the observation path; "
          f"SearchStep {ours['search']['steps_per_s']:.0f}/s (median {ours['search']['median_us']:.0f} µs), "
          f"SearchBegin {ours['search']['begin_us']:.0f} µs; cg.api.search_step {ours['search']['api']['steps_per_s']:.0f}/s "
          f"(median {ours['search']['api']['median_us']:.0f} µs)")
    summary = {"ours": ours}
    if args.side == "both" and args.official_python:
        off = run_official(args.official_python, args)
        if off is not None:
            summary["official"] = off
            summary["games_ratio"] = ours["games"]["games_per_s"] / off["games"]["games_per_s"]
            summary["search_ratio"] = ours["search"]["steps_per_s"] / off["search"]["steps_per_s"]
            print(f"official: {off['games']['games_per_s']:.2f} games/s through the environment; "
                  f"SearchStep {off['search']['steps_per_s']:.0f}/s (median {off['search']['median_us']:.0f} µs), "
                  f"SearchBegin {off['search']['begin_us']:.0f} µs")
            summary["api_ratio"] = ours["search"]["api"]["steps_per_s"] / off["search"]["api"]["steps_per_s"]
            print(f"official: cg.api.search_step {off['search']['api']['steps_per_s']:.0f}/s "
                  f"(median {off['search']['api']['median_us']:.0f} µs)")
            print(f"ratios ours/official: games {summary['games_ratio']:.2f}, SearchStep {summary['search_ratio']:.2f}, "
                  f"cg.api.search_step {summary['api_ratio']:.2f}")
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
