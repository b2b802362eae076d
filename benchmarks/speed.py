"""Games/s and decisions/s with uniform random agents, ours against the official simulator.

    python benchmarks/speed.py --official-python /tmp/offvenv/bin/python
    python benchmarks/speed.py --only sample -n 300            # the sample deck mirror only
    python benchmarks/speed.py --versus ../base --rounds 7     # this tree against another checkout
    python benchmarks/speed.py --versus /tmp/cvenv/bin/python ../base   # + a compiled install

``--versus TREE [TREE ...]`` compares checkouts of ptcg on the same games: each round runs one
worker process per tree (``PYTHONPATH=<tree>/src``, in alternating order), each worker
plays the same seeded games over the meta matchups and reports its wall time and CPU
time (``time.process_time``); medians over the rounds and the median of the per-round
ratios against the last tree are printed.  A TREE that is an interpreter (a file, such as
``/tmp/cvenv/bin/python``) runs the ptcg installed for it, e.g. the compiled build, with
no ``PYTHONPATH``.  ``--agent greedy`` and ``--log`` measure those paths instead; ``--instructions`` counts
the instructions executed (valgrind's callgrind), which a busy machine does not change.

Single process.  For each matchup our engine plays N games, then the official simulator
(``../shared/tools/official_engine.py bench``, run as a subprocess) plays N games of the
same decks, so both are measured side by side under the same load.  Matchups: the
Mega Abomasnow sample deck mirror, and every pair of meta decks (mirrors included).

What is timed.  Ours: building each game (shuffles, setup), every ``apply``, and the
random agent.  Theirs: the bench loop of ``official_engine.py`` (engine calls, JSON
decoding of every observation, the agent), as its ``elapsed_s`` reports it.  The
official bench counts a *decision* per ``Select`` call, we count one per ``apply``; a
"choose up to N" question is one Select there and several picks here, so games/s is
the comparison to read and decisions/s comes second.

The official simulator needs an interpreter that can find the ``kaggle_environments``
package (``--official-python`` or the ``PTCG_OFFICIAL_PYTHON`` variable; otherwise the
interpreters on PATH are tried).  Without one, only our numbers are printed.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

from ptcg import Game
from ptcg.agents import RandomAgent

SHARED = next((p / "shared" for p in Path(__file__).resolve().parents[1:4] if (p / "shared" / "decks").is_dir()),
              Path(__file__).resolve().parents[2] / "shared")      # beside the checkout (or a worktree)
SAMPLE = SHARED / "decks" / "samples" / "00_mega_abomasnow_sample.csv"
META = SHARED / "decks" / "meta"
OFFICIAL_SCRIPT = SHARED / "tools" / "official_engine.py"
_FIND_SPEC = "import importlib.util, sys; sys.exit(importlib.util.find_spec('kaggle_environments') is None)"


def find_official_python(given: str | None) -> str | None:
    """An interpreter that can find kaggle_environments, or None."""
    candidates = [given, os.environ.get("PTCG_OFFICIAL_PYTHON"), sys.executable,
                  shutil.which("python3"), shutil.which("python3.11"), shutil.which("python")]
    for c in candidates:
        if c and subprocess.run([c, "-c", _FIND_SPEC], capture_output=True).returncode == 0:
            return c
    return None


def bench_ours(deck_a: str, deck_b: str, games: int, seed: int) -> dict:
    """Random-vs-random games in this process: games/s and decisions/s."""
    decisions = 0
    start = time.perf_counter()
    for g in range(games):
        game_seed = seed * 1000003 + g
        game = Game(deck_a, deck_b, seed=game_seed, log=False, allow_unimplemented=False)
        agents = (RandomAgent(2 * game_seed), RandomAgent(2 * game_seed + 1))
        while not game.is_over():
            game.apply(agents[game.decision.player].act(game))
            decisions += 1
    elapsed = time.perf_counter() - start
    return {"games": games, "elapsed_s": elapsed, "games_per_s": games / elapsed,
            "decisions_per_s": decisions / elapsed, "decisions_per_game": decisions / games}


def bench_official(python: str, deck_a: str, deck_b: str, games: int, seed: int) -> dict | None:
    cmd = [python, str(OFFICIAL_SCRIPT), "bench", deck_a, deck_b, "-n", str(games),
           "--seed", str(seed), "--json-only"]
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if proc.returncode != 0:
        print(f"official bench failed ({proc.returncode}): {proc.stderr.strip()[-300:]}", file=sys.stderr)
        return None
    r = json.loads(proc.stdout.strip().splitlines()[-1])
    return {"games": r["games"], "elapsed_s": r["elapsed_s"], "games_per_s": r["games_per_s"],
            "decisions_per_s": r["decisions_per_s"], "decisions_per_game": r["decisions_per_game_mean"]}


def meta_sample(games: int) -> list:
    """``games`` (deck A, deck B, seed) spread over the meta matchups (mirrors included)."""
    decks = sorted(META.glob("*.csv"))
    pairs = list(itertools.combinations_with_replacement(decks, 2))
    return [(str(pairs[(g * 37) % len(pairs)][0]), str(pairs[(g * 37) % len(pairs)][1]), 1000 + g)
            for g in range(games)]


def work(games: int, agent: str, log: bool) -> dict:
    """The worker of ``--versus``: play the sample games; decisions, wall and CPU seconds."""
    from ptcg.agents.greedy import GreedyAgent
    make = RandomAgent if agent == "random" else GreedyAgent
    todo = meta_sample(games)
    for a, b, _ in todo[:1]:
        Game(a, b, seed=0, log=log)                     # deck files read and cached
    decisions = 0
    wall, cpu = time.perf_counter(), time.process_time()
    for a, b, seed in todo:
        game = Game(a, b, seed=seed, log=log, allow_unimplemented=False)
        agents = (make(2 * seed), make(2 * seed + 1))
        while not game.is_over():
            game.apply(agents[game.decision.player].act(game))
            decisions += 1
    return {"decisions": decisions, "wall_s": time.perf_counter() - wall,
            "cpu_s": time.process_time() - cpu}


def _runner(tree: str) -> tuple:
    """(interpreter, environment) running ``tree``: a checkout's ``src`` with this
    interpreter, or an interpreter given by its path with the ptcg installed for it."""
    if Path(tree).is_file():
        env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
        return tree, env
    return sys.executable, dict(os.environ, PYTHONPATH=str(Path(tree).resolve() / "src"))


def versus(trees: list, rounds: int, games: int, agent: str, log: bool) -> None:
    """Interleaved runs of :func:`work` under each tree; medians and paired ratios."""
    runs: dict = {t: [] for t in trees}
    for r in range(rounds):
        for t in (trees if r % 2 == 0 else trees[::-1]):
            python, env = _runner(t)
            cmd = [python, __file__, "--worker", "--games", str(games), "--agent", agent]
            out = subprocess.run(cmd + (["--log"] if log else []), env=env, capture_output=True, text=True,
                                 check=True)
            runs[t].append(json.loads(out.stdout.strip().splitlines()[-1]))
    print(f"{games} games over the meta matchups, {agent} agents, log={log}, {rounds} interleaved rounds")
    print("| tree | decisions | median decisions/s (wall) | median decisions/s (CPU) |")
    print("|---|---:|---:|---:|")
    for t in trees:
        rs = runs[t]
        print(f"| {t} | {rs[0]['decisions']} | {statistics.median(x['decisions'] / x['wall_s'] for x in rs):.0f} | "
              f"{statistics.median(x['decisions'] / x['cpu_s'] for x in rs):.0f} |")
    base = runs[trees[-1]]
    for t in trees[:-1]:
        for key in ("wall_s", "cpu_s"):
            ratios = [b[key] / x[key] for x, b in zip(runs[t], base)]
            print(f"{t} / {trees[-1]} ({key[:-2]}): speed ratio median {statistics.median(ratios):.2f} "
                  f"(min {min(ratios):.2f}, max {max(ratios):.2f})")
    if any(runs[t][0]["decisions"] != base[0]["decisions"] for t in trees):
        print("note: the trees played different games (different decision counts)")


def instructions(trees: list, games: int, agent: str, log: bool) -> None:
    """Instructions executed (valgrind's callgrind) by :func:`work` under each tree, less
    those of a run with no game (start-up and imports): repeatable on a busy machine."""
    counts = {}
    for t in trees:
        python, env = _runner(t)
        got = []
        for n in (games, 0):
            cmd = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", python, __file__,
                   "--worker", "--games", str(n), "--agent", agent] + (["--log"] if log else [])
            out = subprocess.run(cmd, env=env, capture_output=True, text=True, check=True)
            ir = int(next(line for line in out.stderr.splitlines() if "Collected :" in line).split()[-1])
            got.append((ir, json.loads(out.stdout.strip().splitlines()[-1])["decisions"]))
        counts[t] = (got[0][0] - got[1][0], got[0][1])
    print(f"{games} games over the meta matchups, {agent} agents, log={log}: instructions (callgrind)")
    print("| tree | decisions | instructions | per decision |")
    print("|---|---:|---:|---:|")
    for t in trees:
        ir, d = counts[t]
        print(f"| {t} | {d} | {ir:,} | {ir / d:,.0f} |")
    base = counts[trees[-1]][0]
    for t in trees[:-1]:
        print(f"{t} / {trees[-1]}: {base / counts[t][0]:.2f} times fewer instructions")


def matchups(only: str) -> list:
    out = []
    if only in ("all", "sample"):
        out.append(("sample mirror", str(SAMPLE), str(SAMPLE)))
    if only in ("all", "meta"):
        decks = sorted(META.glob("*.csv"))
        for a, b in itertools.combinations_with_replacement(decks, 2):
            out.append((f"{a.stem} vs {b.stem}", str(a), str(b)))
    return out


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--only", choices=("all", "sample", "meta"), default="all")
    ap.add_argument("-n", type=int, default=200, help="games of the sample mirror (default 200)")
    ap.add_argument("--meta-games", type=int, default=10, help="games per meta matchup (default 10)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--official-python", help="interpreter that can import kaggle_environments")
    ap.add_argument("--json", help="also write every row to this JSON file")
    ap.add_argument("--versus", metavar="TREE", nargs="+",
                    help="compare this checkout with other checkouts or interpreters (see above)")
    ap.add_argument("--rounds", type=int, default=7, help="--versus: interleaved rounds (default 7)")
    ap.add_argument("--games", type=int, default=60, help="--versus: games per run (default 60)")
    ap.add_argument("--agent", choices=("random", "greedy"), default="random")
    ap.add_argument("--log", action="store_true", help="--versus: play with the log on")
    ap.add_argument("--instructions", action="store_true",
                    help="--versus: count instructions with valgrind instead of timing")
    ap.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.worker:
        print(json.dumps(work(args.games, args.agent, args.log)))
        return
    if args.versus and args.instructions:
        instructions([str(Path(__file__).resolve().parents[1]), *args.versus], args.games, args.agent, args.log)
        return
    if args.versus:
        versus([str(Path(__file__).resolve().parents[1]), *args.versus], args.rounds, args.games, args.agent,
               args.log)
        return
    if not SAMPLE.exists():
        raise SystemExit(f"the reference decks are not at {SHARED / 'decks'}")
    python = find_official_python(args.official_python)
    if python is None:
        print("official simulator not found (no interpreter can find kaggle_environments): ours only",
              file=sys.stderr)
    print("| matchup | games | ours games/s | official games/s | ratio | ours decisions/s | "
          "official decisions/s | ours decisions/game | official decisions/game |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    rows = []
    for name, a, b in matchups(args.only):
        n = args.n if name == "sample mirror" else args.meta_games
        ours = bench_ours(a, b, n, args.seed)
        theirs = bench_official(python, a, b, n, args.seed) if python else None
        rows.append({"matchup": name, "ours": ours, "official": theirs})
        ratio = f"{ours['games_per_s'] / theirs['games_per_s']:.2f}" if theirs else "–"
        print(f"| {name} | {n} | {ours['games_per_s']:.1f} | "
              f"{theirs['games_per_s'] if theirs else '–'} | {ratio} | {ours['decisions_per_s']:.0f} | "
              f"{theirs['decisions_per_s'] if theirs else '–'} | {ours['decisions_per_game']:.0f} | "
              f"{theirs['decisions_per_game'] if theirs else '–'} |", flush=True)
    meta = [r for r in rows if r["matchup"] != "sample mirror"]
    if meta:
        print()
        _total("meta matchups, all games", meta)
    if args.json:
        Path(args.json).write_text(json.dumps(rows, indent=1) + "\n", encoding="utf-8")
    print(f"\ncommand: python benchmarks/speed.py {' '.join(sys.argv[1:] if argv is None else argv)}")


def _total(label: str, rows: list) -> None:
    """Games/s over all the games of ``rows`` (total games / total time), and the median
    and range of the per-matchup ratios."""
    def rate(side, key):
        games = sum(r[side]["games"] for r in rows)
        return games / sum(r[side]["elapsed_s"] for r in rows), \
            sum(r[side][key] * r[side]["elapsed_s"] for r in rows) / sum(r[side]["elapsed_s"] for r in rows)
    ours_gps, ours_dps = rate("ours", "decisions_per_s")
    line = f"{label}: ours {ours_gps:.1f} games/s, {ours_dps:.0f} decisions/s"
    if all(r["official"] for r in rows):
        off_gps, off_dps = rate("official", "decisions_per_s")
        ratios = [r["ours"]["games_per_s"] / r["official"]["games_per_s"] for r in rows]
        line += (f"; official {off_gps:.1f} games/s, {off_dps:.0f} decisions/s; ratio ours/official "
                 f"{ours_gps / off_gps:.2f} overall, per matchup median {statistics.median(ratios):.2f} "
                 f"(min {min(ratios):.2f}, max {max(ratios):.2f})")
    print(line)


if __name__ == "__main__":
    main()
