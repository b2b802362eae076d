"""Tournament games per second with 1 and 2 worker processes and on a local Ray.

The same tournament (meta decks × agents, every pairing, a fresh SQLite file each time,
game records stored) is run with each configuration in turn, ``--repeats`` times
interleaved, and the median time of each is reported with its ratio to one process.
Times are whole runs as a user sees them: starting the worker processes is included;
for Ray two numbers: ``ray (warm)`` with Ray started beforehand (a cluster that is
already up) and ``ray (cold)``, started and stopped by the run itself.

    python benchmarks/tournament_speed.py --decks 4 --agents random,greedy --games 4 --repeats 3
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import tempfile
import time

from ptcg.deck import builtin_decks
from ptcg.tournament import run_tournament, without_run

META = ["dragapult_ex", "marnies_grimmsnarl", "teal_mask_ogerpon", "cynthias_garchomp",
        "raging_bolt_ogerpon_toolbox", "mega_lucario_solrock", "hops_trevenant", "archaludon_ex"]


def _commit() -> str:
    try:
        return subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True,
                              cwd=os.path.dirname(os.path.abspath(__file__))).stdout.strip()
    except OSError:
        return "?"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--decks", type=int, default=4, help="how many meta decks (from the list in this file)")
    ap.add_argument("--agents", default="random,greedy")
    ap.add_argument("--games", type=int, default=4, help="games per pairing")
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--no-ray", action="store_true")
    ap.add_argument("--json", help="write the measurements here")
    args = ap.parse_args()
    known = set(builtin_decks())
    decks = [d for d in META if d in known][: args.decks]
    agents = [a.strip() for a in args.agents.split(",")]
    configs = [("1 process", dict(workers=1)), ("2 processes", dict(workers=2))]
    ray = None
    if not args.no_ray:
        try:
            import ray
        except ImportError:
            print("Ray is not installed: skipping the Ray rows")
        else:
            configs += [("ray (warm), 2 CPUs", dict(workers=2, backend="ray"))]
    times: dict = {name: [] for name, _ in configs}
    reports = {}
    games = None
    with tempfile.TemporaryDirectory() as tmp:
        for r in range(args.repeats):
            for name, kw in configs:
                if kw.get("backend") == "ray":
                    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
                db = os.path.join(tmp, f"{r}-{len(times[name])}-{name.split()[0]}.db")
                start = time.perf_counter()
                report = run_tournament(decks, agents, args.games, seed=args.seed, db=db, **kw)
                times[name].append(time.perf_counter() - start)
                if kw.get("backend") == "ray":
                    ray.shutdown()
                reports[name] = without_run(report)
                games = report["run"]["played_now"]
        if ray is not None:
            times["ray (cold), 2 CPUs"] = []
            for r in range(args.repeats):
                start = time.perf_counter()
                report = run_tournament(decks, agents, args.games, seed=args.seed,
                                        db=os.path.join(tmp, f"cold{r}.db"), workers=2, backend="ray")
                times["ray (cold), 2 CPUs"].append(time.perf_counter() - start)
                reports["ray (cold), 2 CPUs"] = without_run(report)
    same = all(rep == reports["1 process"] for rep in reports.values())
    base = statistics.median(times["1 process"])
    print(f"commit {_commit()}, {len(decks)} decks × {len(agents)} agents ({', '.join(agents)}), "
          f"{args.games} games per pairing: {games} games a run; {args.repeats} runs each, interleaved; "
          f"load average {os.getloadavg()[0]:.1f}; the same report from every configuration: {same}")
    print()
    print("| configuration | median s | games/s | speed-up over 1 process | runs (s) |")
    print("|---|---:|---:|---:|---|")
    rows = []
    for name, ts in times.items():
        med = statistics.median(ts)
        rows.append({"configuration": name, "median_s": med, "games_per_second": games / med,
                     "speedup": base / med, "runs": ts})
        print(f"| {name} | {med:.2f} | {games / med:.1f} | {base / med:.2f} | "
              f"{', '.join(f'{t:.2f}' for t in ts)} |")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump({"decks": decks, "agents": agents, "games": games, "same_report": same, "rows": rows}, f,
                      indent=1)


if __name__ == "__main__":
    main()
