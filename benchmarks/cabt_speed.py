"""cabt's contract, ours against the official simulator, side by side in one run.

1. **Games through the observation path**: cabt-style random agents (a uniform count in
   [minCount, maxCount], then distinct random indices) play BO1 games.  Ours: each decision
   builds the full observation (``ptcg.cabt`` ``CabtGame.observation`` plus
   ``search_begin_input``), turns it into Kaggle's ``Struct`` and JSON, and applies the
   answer.  Official: ``kaggle_environments.make("cabt").run([agent, agent])`` with the same
   agent (the environment's own loop: observation, Struct, schema, JSON).
2. **SearchStep calls/s, JSON parsing included**: at action menus (turn 3 on) of random
   games, ``SearchBegin`` with guesses, then random lines of up to 30 steps, each a raw
   ``lib.SearchStep(ptr, id, int_array, n)`` followed by ``json.loads`` of the result, on
   ptcg's ``cg.sim.lib`` and on the official library.  The step and the parse are timed
   apart (medians), with the result's size, and a *bound* line says what 2x the official
   step + parse asks of ours against what parsing our result alone costs.  Then the same
   lines through ``cg.api.search_step`` (the result as ``cg.api`` dataclasses: the official
   wrapper parses the JSON and converts it, ptcg's builds the dataclasses directly).

Per-call times are this thread's CPU time (``time.thread_time``) and games/s the process's,
so the other work of a shared machine counts less.  ptcg's search roots come from seeded
games (the same every run); the native library shuffles with its own unseeded generator, so
only the answers are seeded on its side.

    python benchmarks/cabt_speed.py --official-python /path/to/python [--games 40] [--steps 3000]
                                    [--baseline-src /path/to/other/checkout]

``--baseline-src TREE`` measures another ptcg checkout (``TREE/src`` on ``PYTHONPATH``, in a
child process) in the same run.  The official side runs in a child process of an
interpreter with ``kaggle-environments==1.33.2`` (and jsonschema, requests) installed
(``--official-python`` or ``PTCG_OFFICIAL_PYTHON``); the official library is reached through
the harness's ``cg`` in ``../shared/cabt/harness``.
Without one, only our numbers are printed.  The last line is a JSON summary (per side
``search``: ``step_median_us``, ``parse_median_us``, ``result_bytes_median``, ...; ``bound``).
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


#: the clock of the per-call timings: this thread's CPU time, so that the other processes of
#: a shared machine do not count (a call takes 10-300 µs; the clock reads in about 1 µs)
_CLOCK = time.thread_time


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
    t = time.process_time()
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
    dt = time.process_time() - t
    return {"games": n, "seconds": dt, "games_per_s": n / dt, "decisions": decisions}


def search_roots(n_roots: int, seed: int, native: bool):
    """Observations at action menus (turn 3 on) of random games, each kept with probability
    0.3.  On ptcg the games are seeded (``CabtGame(seed=...)``, the observation
    ``GetBattleData`` gives), so a run's roots are the same every time; the native library
    deals with its own unseeded shuffles (``cg.game.battle_start``), so only the answers are
    seeded there."""
    a, b = _deck_ids(DECKS[0]), _deck_ids(DECKS[1])
    rng = random.Random(seed)
    roots = []
    g = 0
    if native:
        from cg.game import battle_select, battle_start

        def start(_g):
            return battle_start(a, b)[0], battle_select
    else:
        from cg.sim import battle_observation
        from ptcg.cabt.adapter import CabtGame

        def start(g):
            cg = CabtGame(a, b, seed=seed * 7919 + g)

            def select(ans):
                cg.answer(ans)
                return battle_observation(cg)
            return battle_observation(cg), select
    while len(roots) < n_roots:
        obs, select = start(g)
        g += 1
        while obs["current"]["result"] < 0 and obs["select"]["option"] and len(roots) < n_roots:
            cur = obs["current"]
            if obs["select"]["context"] == 0 and cur["turn"] >= 3 and rng.random() < 0.3:
                roots.append(obs)
            obs = select(random_answer(obs["select"], rng))
    return roots


def _guesses(obs, rng):
    """The hidden zones guessed from the deck lists, shuffled."""
    a, b = _deck_ids(DECKS[0]), _deck_ids(DECKS[1])
    cur = obs["current"]
    me = cur["yourIndex"]
    mine, theirs = cur["players"][me], cur["players"][1 - me]
    own = list(a if me == 0 else b)
    opp = list(b if me == 0 else a)
    rng.shuffle(own)
    rng.shuffle(opp)
    return [own[:mine["deckCount"]], own[:len(mine["prize"])], opp[:theirs["deckCount"]],
            opp[:len(theirs["prize"])], opp[:theirs["handCount"]], []]


def step_bench(n_steps: int, seed: int, native: bool) -> dict:
    """Raw ``SearchStep`` and ``json.loads`` of its result, timed apart, on whichever ``cg``
    is importable: random lines of up to 30 steps from each root."""
    import ctypes
    from cg.sim import lib
    rng = random.Random(seed)
    roots = search_roots(40, seed, native)
    ptr = lib.AgentStart()
    ia = lambda xs: (ctypes.c_int * len(xs))(*xs)      # noqa: E731
    step_t, parse_t, sizes = [], [], []
    begins = 0
    begin_time = 0.0
    clock = _CLOCK
    while len(step_t) < n_steps:
        for obs in roots:
            guesses = _guesses(obs, rng)
            sbi = obs["search_begin_input"]
            t0 = clock()
            res = json.loads(lib.SearchBegin(ptr, sbi.encode("ascii"), len(sbi), *[ia(x) for x in guesses], 0))
            begin_time += clock() - t0
            begins += 1
            if res["error"]:
                continue
            state = res["state"]
            for _ in range(30):
                sel = state["observation"]["select"]
                if state["observation"]["current"]["result"] >= 0 or not sel["option"]:
                    break
                ans = random_answer(sel, rng)
                arr = ia(ans)
                t0 = clock()
                raw = lib.SearchStep(ptr, state["searchId"], arr, len(ans))
                t1 = clock()
                res = json.loads(raw)
                t2 = clock()
                step_t.append(t1 - t0)
                parse_t.append(t2 - t1)
                sizes.append(len(raw))
                if res["error"]:
                    break
                state = res["state"]
            lib.SearchEnd(ptr)
            if len(step_t) >= n_steps:
                break
    total = [a + b for a, b in zip(step_t, parse_t)]
    med = statistics.median
    return {"steps": len(step_t), "steps_per_s": len(total) / sum(total),
            "median_us": med(total) * 1e6,
            "step_median_us": med(step_t) * 1e6, "parse_median_us": med(parse_t) * 1e6,
            "result_bytes_median": med(sizes),
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
                t0 = _CLOCK()
                st = api.search_step(st.searchId, ans)
                times.append(_CLOCK() - t0)
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
    t = time.process_time()
    steps = 0
    for _ in range(n):
        env = make("cabt", configuration={"bo": 1})
        out = env.run([agent_a, agent_b])
        steps += len(out)
    dt = time.process_time() - t
    return {"games": n, "seconds": dt, "games_per_s": n / dt, "decisions": steps}


def _child(python: str, pythonpath: str, side: str, args) -> dict | None:
    """Run one side in a child interpreter (its last line of output is its JSON)."""
    env = dict(os.environ)
    env["PYTHONPATH"] = pythonpath
    cmd = [python, __file__, "--side", side, "--games", str(args.games), "--steps", str(args.steps),
           "--seed", str(args.seed)]
    out = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=3600)
    lines = [x for x in out.stdout.splitlines() if x.startswith("{")]
    if out.returncode != 0 or not lines:
        print(out.stderr[-2000:], file=sys.stderr)
        return None
    return json.loads(lines[-1])


def _line(name: str, res: dict) -> str:
    g, s = res["games"], res["search"]
    return (f"{name:<9} {g['games_per_s']:7.2f} games/s through the observation path; SearchStep + json.loads "
            f"{s['steps_per_s']:6.0f}/s, median {s['median_us']:4.0f} us = step {s['step_median_us']:4.0f} + "
            f"parse {s['parse_median_us']:3.0f} ({s['result_bytes_median']:.0f} B); SearchBegin {s['begin_us']:4.0f} us; "
            f"cg.api.search_step median {s['api']['median_us']:4.0f} us")


def bound(ours: dict, official: dict) -> dict:
    """What 2x the official library's SearchStep + json.loads asks of ours, against what
    parsing our result alone costs."""
    o, t = ours["search"], official["search"]
    target = (t["step_median_us"] + t["parse_median_us"]) / 2
    return {"target_total_us": target, "our_parse_us": o["parse_median_us"],
            "our_step_us": o["step_median_us"], "official_step_us": t["step_median_us"],
            "official_parse_us": t["parse_median_us"],
            "reachable": o["parse_median_us"] < target,
            "step_budget_us": target - o["parse_median_us"]}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--official-python", default=os.environ.get("PTCG_OFFICIAL_PYTHON"),
                    help="an interpreter with kaggle-environments==1.33.2 (the official side)")
    ap.add_argument("--baseline-src", metavar="TREE",
                    help="another ptcg checkout, measured as a third side (its src/ on PYTHONPATH)")
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--steps", type=int, default=3000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--side", choices=("both", "ours", "official"), default="both")
    args = ap.parse_args()
    if args.side != "both":
        native = args.side == "official"
        games = official_games(args.games, args.seed) if native else ours_games(args.games, args.seed)
        print(json.dumps({"games": games, "search": step_bench(args.steps, args.seed, native)}))
        return 0
    ours = {"games": ours_games(args.games, args.seed), "search": step_bench(args.steps, args.seed, False)}
    print(_line("ours:", ours))
    summary = {"ours": ours}
    if args.baseline_src:
        base = _child(sys.executable, str(Path(args.baseline_src) / "src"), "ours", args)
        if base is not None:
            summary["baseline"] = base
            summary["baseline_src"] = str(args.baseline_src)
            print(_line("baseline:", base))
            summary["step_ratio_vs_baseline"] = base["search"]["step_median_us"] / ours["search"]["step_median_us"]
            print(f"SearchStep alone, baseline/ours: {summary['step_ratio_vs_baseline']:.2f}x")
    if args.official_python:
        off = _child(args.official_python, str(HARNESS / "cg_official"), "official", args)
        if off is not None:
            summary["official"] = off
            print(_line("official:", off))
            summary["games_ratio"] = ours["games"]["games_per_s"] / off["games"]["games_per_s"]
            summary["search_ratio"] = ours["search"]["steps_per_s"] / off["search"]["steps_per_s"]
            summary["api_ratio"] = ours["search"]["api"]["steps_per_s"] / off["search"]["api"]["steps_per_s"]
            print(f"ratios ours/official: games {summary['games_ratio']:.2f}, SearchStep + json.loads "
                  f"{summary['search_ratio']:.2f}, cg.api.search_step {summary['api_ratio']:.2f}")
            b = summary["bound"] = bound(ours, off)
            print(f"bound: 2x the official SearchStep + json.loads is <= {b['target_total_us']:.0f} us per step; "
                  f"parsing our result alone takes {b['our_parse_us']:.0f} us (the official result "
                  f"{off['search']['result_bytes_median']:.0f} B, ours {ours['search']['result_bytes_median']:.0f} B), "
                  + ("so the step may take " + f"{b['step_budget_us']:.0f} us" if b["reachable"]
                     else "so no step time reaches it with this JSON"))
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
