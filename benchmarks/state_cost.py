"""The cost of copying a game for search: ``Game.clone()`` in microseconds, and the
memory one game state takes.

    python benchmarks/state_cost.py

Positions are sampled from random games on the meta matchups (every 4th decision).
``clone()`` is timed separately at main-phase decisions (a copy of the state) and in
the middle of an effect (a copy of the turn's snapshot and a replay of the options
given since, see ``ptcg.game``); ``sample_world()``, the MCTS agent's determinization (a
clone with the hidden cards dealt anew: ``ptcg.view.determinize`` at main-phase
decisions, checked against the player's view in the middle of an effect), and
``State.copy()`` likewise.  Each figure is the median over positions of the
best of 5 timings.  Memory: ``tracemalloc`` over 1,000 copies of each sampled state (a
``State``) and of whole ``Game`` objects (state, turn snapshot, record), divided by the
number of copies.
"""

from __future__ import annotations

import argparse
import itertools
import random
import statistics
import sys
import time
import tracemalloc
from pathlib import Path

from ptcg import Game
from ptcg.agents.mcts import sample_world

META = next((p / "shared" / "decks" / "meta" for p in Path(__file__).resolve().parents[1:4]
             if (p / "shared" / "decks" / "meta").is_dir()),
            Path(__file__).resolve().parents[2] / "shared" / "decks" / "meta")   # beside the checkout


def positions(games: int, seed: int) -> list:
    decks = sorted(META.glob("*.csv"))
    pairs = list(itertools.combinations(decks, 2))
    rnd = random.Random(seed)
    out = []
    for g in range(games):
        a, b = pairs[(g * 37) % len(pairs)]
        game = Game(str(a), str(b), seed=seed + g, log=False, allow_unimplemented=False)
        n = 0
        while not game.is_over():
            if n % 4 == 0 and game.state.phase == "play":
                out.append(game.clone())
            game.apply(rnd.choice(game.legal_options))
            n += 1
    return out


def best_of(fn, repeat: int = 5) -> float:
    best = float("inf")
    for _ in range(repeat):
        t = time.perf_counter_ns()
        fn()
        best = min(best, time.perf_counter_ns() - t)
    return best / 1000.0


def bytes_per_copy(make, count: int = 1000) -> float:
    tracemalloc.start()
    before = tracemalloc.take_snapshot()
    kept = [make() for _ in range(count)]
    after = tracemalloc.take_snapshot()
    tracemalloc.stop()
    size = sum(s.size_diff for s in after.compare_to(before, "filename"))
    del kept
    return size / count


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    sample = positions(args.games, args.seed)
    stable = [g for g in sample if g.decision.kind == "main"]
    mid = [g for g in sample if g.decision.kind != "main"]
    print(f"{len(sample)} positions from {args.games} random games ({len(stable)} main-phase, "
          f"{len(mid)} in the middle of an effect)")
    print("| operation | where | median µs | 90th percentile µs |")
    print("|---|---|---:|---:|")
    for label, group in (("main-phase decision", stable), ("middle of an effect", mid)):
        for op, fn in (("Game.clone()", lambda g: g.clone()),
                       ("sample_world()", lambda g: sample_world(g, g.decision.player, 7)),
                       ("State.copy()", lambda g: g.state.copy())):
            times = sorted(best_of(lambda: fn(g)) for g in group)
            p90 = times[int(0.9 * (len(times) - 1))]
            print(f"| {op} | {label} | {statistics.median(times):.1f} | {p90:.1f} |")
    picks = random.Random(args.seed).sample(stable, min(50, len(stable)))
    state_bytes = statistics.median(bytes_per_copy(lambda g=g: g.state.copy()) for g in picks)
    game_bytes = statistics.median(bytes_per_copy(lambda g=g: g.clone()) for g in picks)
    print(f"\nmemory per State: {state_bytes / 1024:.1f} KiB (median over {len(picks)} positions); "
          f"per Game (clone at a main-phase decision: state + shared snapshot + record): "
          f"{game_bytes / 1024:.1f} KiB")
    print(f"command: python benchmarks/state_cost.py {' '.join(sys.argv[1:] if argv is None else argv)}")


if __name__ == "__main__":
    main()
