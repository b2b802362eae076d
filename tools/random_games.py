#!/usr/bin/env python3
"""Play many random-versus-random games and check the engine's invariants at every step.

Each game checks, after every decision: every card of each player is in exactly one place;
damage is a non-negative multiple of 10; at every main-phase decision both players have an
Active Pokémon and nothing is left un-Knocked-Out; the game ends with a legal result.
Every ``--clone-every`` steps a clone is made and must reach the same state as the game.

Usage::

    python tools/random_games.py -n 2000                       # all deck pairs, round robin
    python tools/random_games.py -n 100 --pairs all            # 100 games for each ordered deck pair
    python tools/random_games.py -n 100 --pairs others         # 100 games for each pair of distinct
                                                               # decks, seats alternating
    python tools/random_games.py -n 500 --decks dragapult_ex marnies_grimmsnarl
    python tools/random_games.py -n 50 --agent greedy --pairs others --decks Dark "Cold Fusion"
    python tools/random_games.py -n 300 --pairs all --decks Chespin Fennekin Froakie   # theme decks:
                                                               # played by their era's rules (--format)
"""

from __future__ import annotations

import argparse
import itertools
import multiprocessing as mp
import sys
import time
import traceback
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))


def play_one(job):
    seed, deck_a, deck_b, clone_every, allow, format_name, agent = job
    from ptcg.testing import play_checked
    try:
        game = play_checked(deck_a, deck_b, seed, agent=agent, format=format_name, clone_every=clone_every,
                            allow_unimplemented=allow)
        r = game.result
        return (seed, deck_a, deck_b, None, r.winner, r.reason, r.turn)
    except Exception:  # noqa: BLE001 - reported, not swallowed
        return (seed, deck_a, deck_b, traceback.format_exc(), None, None, None)


def main(argv=None) -> int:
    from ptcg.deck import builtin_decks
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("-n", type=int, default=2000, help="games (per pair with --pairs all)")
    ap.add_argument("--decks", nargs="*", help="deck names or files (default: every built-in deck)")
    ap.add_argument("--pairs", choices=["roundrobin", "all", "others"], default="roundrobin")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--workers", type=int, default=mp.cpu_count())
    ap.add_argument("--clone-every", type=int, default=25)
    ap.add_argument("--allow-unimplemented", action="store_true")
    ap.add_argument("--agent", default="random", help="the agent of both players: random (uniform over "
                                                      "the options, the default), greedy, mcts:20it...")
    ap.add_argument("--format", default=None, help="a format of ptcg.formats (default: the decks' era, "
                                                    "standard for the pool's decks)")
    args = ap.parse_args(argv)
    decks = args.decks or builtin_decks()
    pairs = list(itertools.product(decks, decks))
    if args.pairs == "all":
        jobs = [(args.seed + i * len(pairs) + k, a, b, args.clone_every, args.allow_unimplemented, args.format,
                 args.agent)
                for k, (a, b) in enumerate(pairs) for i in range(args.n)]
    elif args.pairs == "others":
        pairs = list(itertools.combinations(decks, 2))
        jobs = [(args.seed + i * len(pairs) + k, *((a, b) if i % 2 == 0 else (b, a)), args.clone_every,
                 args.allow_unimplemented, args.format, args.agent)
                for k, (a, b) in enumerate(pairs) for i in range(args.n)]
    else:
        jobs = [(args.seed + i, *pairs[i % len(pairs)], args.clone_every, args.allow_unimplemented, args.format,
                 args.agent)
                for i in range(args.n)]
    t0 = time.perf_counter()
    with mp.get_context("spawn").Pool(args.workers) as pool:
        results = pool.map(play_one, jobs, chunksize=max(1, len(jobs) // (args.workers * 20)))
    elapsed = time.perf_counter() - t0
    failures = [r for r in results if r[3] is not None]
    reasons = Counter(r[5] for r in results if r[3] is None)
    turns = [r[6] for r in results if r[3] is None]
    print(f"{len(results)} games, {len(failures)} failures, {elapsed:.1f} s on {args.workers} workers")
    print(f"end reasons: {dict(reasons)}; mean turns {sum(turns) / max(1, len(turns)):.1f}")
    for seed, a, b, tb, *_ in failures[:5]:
        print(f"--- seed {seed}: {a} vs {b}\n{tb}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
