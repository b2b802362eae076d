"""The agents' win-rate table: each pairing on the mirror and the cross matchups of the
meta decks (../shared/decks/meta/, the same lists as the built-in decks of those names).

    python benchmarks/agents_table.py --workers 2
    python benchmarks/agents_table.py --pairings greedy:random --games 220 --workers 2

Every matchup is played in pairs of games with the seats swapped (the same seed), as
``ptcg simulate`` does.  *Mirror*: each meta deck against itself, in turn until the
number of games is reached; *cross*: the pairs of different meta decks, in a fixed
shuffled order.  Besides all games, the table counts the games that ended by taking
Prize cards: random play between meta decks mostly ends by a deck running out, and a
win by Prize cards says more about an agent; and how long agent A thought per decision
(median and slowest), measured while every worker is busy.  Prints a markdown table and
the command.
"""

from __future__ import annotations

import argparse
import itertools
import multiprocessing
import random
import statistics
import sys
import time
from pathlib import Path

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

from ptcg.simulate import load_deck, play_one, wilson_interval

META_DIR = Path(__file__).resolve().parents[2] / "shared" / "decks" / "meta"
MAX_TURNS = 200          # a stalled game (both players passing) is cut there: a draw
DEFAULT_PAIRINGS = ("greedy:random", "mcts:100it:greedy")


def meta_decks() -> list:
    """Names of the meta decks: the files of ../shared/decks/meta/ (built into the package)."""
    if META_DIR.exists():
        return sorted(p.stem for p in META_DIR.glob("*.csv"))
    raise SystemExit(f"no meta decks at {META_DIR}")


def matchups(decks: list, kind: str, games: int, seed: int) -> list:
    """(deck_a, deck_b, pair) for enough pairs of games to reach ``games``."""
    if kind == "mirror":
        pool = [(d, d) for d in decks]
    else:
        pool = list(itertools.combinations(decks, 2))
        random.Random(seed).shuffle(pool)
    pairs = (games + 1) // 2
    return [(pool[k % len(pool)][0], pool[k % len(pool)][1], k) for k in range(pairs)]


def split_pairing(text: str) -> tuple:
    """``"mcts:100it:greedy"`` -> ("mcts:100it", "greedy"): the last part is the opponent."""
    head, _, opponent = text.rpartition(":")
    return head, opponent


def _task(args):
    deck_a, deck_b, agents, seed, index, group = args
    started = time.perf_counter()
    r = play_one(load_deck(deck_a), load_deck(deck_b), agents, seed, index, allow_unimplemented=False,
                 max_turns=MAX_TURNS, time_decisions=True)
    r["group"] = group
    r["seconds"] = time.perf_counter() - started
    return r


def run(pairings, kinds, games: int, workers: int, seed: int) -> list:
    decks = meta_decks()
    tasks = []
    for pairing in pairings:
        agents = split_pairing(pairing)
        for kind in kinds:
            for deck_a, deck_b, pair in matchups(decks, kind, games, seed):
                # the pair index selects the game seed; each pair is two games, seats swapped
                for seat in (0, 1):
                    tasks.append((deck_a, deck_b, agents, seed + pair, seat, (pairing, kind)))
    results = []
    console = Console(stderr=True)
    with Progress(TextColumn("agents table"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn(),
                  console=console) as progress, \
            multiprocessing.get_context("spawn").Pool(workers) as pool:
        bar = progress.add_task("games", total=len(tasks))
        for r in pool.imap_unordered(_task, tasks, chunksize=1):
            results.append(r)
            progress.advance(bar)
    return results


def table(results, pairings, kinds) -> str:
    lines = ["| agent A | agent B | matchups | games | A wins | B wins | draws | A win rate (95% CI) "
             "| games ended by Prize cards | A wins among them | mean turns | s per game "
             "| A's ms per decision: median (max) |",
             "|---|---|---|---:|---:|---:|---:|---|---:|---:|---:|---:|---:|"]
    for pairing in pairings:
        a, b = split_pairing(pairing)
        for kind in kinds:
            rows = [r for r in results if r["group"] == (pairing, kind) and "error" not in r]
            errors = sum(1 for r in results if r["group"] == (pairing, kind) and "error" in r)
            n = len(rows)
            wins = sum(r["winner"] == "a" for r in rows)
            losses = sum(r["winner"] == "b" for r in rows)
            draws = n - wins - losses
            lo, hi = wilson_interval(wins + draws / 2, n)
            prize_games = [r for r in rows if r["reason"] == "prizes"]
            prize_wins = sum(r["winner"] == "a" for r in prize_games)
            rate = (wins + draws / 2) / n if n else 0.0
            mean_turns = sum(r["turns"] for r in rows) / n if n else 0.0
            secs = sum(r["seconds"] for r in rows) / n if n else 0.0
            times = sorted(t for r in rows for t in r.get("a_times", ()))
            med = 1000 * statistics.median(times) if times else 0.0
            worst = 1000 * times[-1] if times else 0.0
            note = f" ({errors} errors)" if errors else ""
            lines.append(f"| {a} | {b} | {kind} | {n}{note} | {wins} | {losses} | {draws} | "
                         f"{rate:.1%} ({lo:.1%}–{hi:.1%}) | {len(prize_games)} | "
                         f"{prize_wins} ({prize_wins / max(1, len(prize_games)):.0%}) | {mean_turns:.1f} | {secs:.2f} | "
                         f"{med:.3g} ({worst:.3g}) |")
    return "\n".join(lines)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pairings", default=",".join(DEFAULT_PAIRINGS),
                    help="comma-separated AGENT_A:AGENT_B (agent A's spec may hold a colon, e.g. mcts:100it:greedy)")
    ap.add_argument("--kinds", default="mirror,cross", help="mirror, cross or both")
    ap.add_argument("--games", type=int, default=200, help="games per pairing and kind (rounded up to even)")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    pairings = [p.strip() for p in args.pairings.split(",") if p.strip()]
    kinds = [k.strip() for k in args.kinds.split(",") if k.strip()]
    started = time.perf_counter()
    results = run(pairings, kinds, args.games, args.workers, args.seed)
    print(table(results, pairings, kinds))
    errors = [r for r in results if "error" in r]
    for r in errors[:5]:
        print(f"error in game seed {r['game_seed']} (seat {r['a_seat']}): {r['error']}", file=sys.stderr)
    print(f"\n{len(results)} games in {time.perf_counter() - started:.0f} s; command: "
          f"python benchmarks/agents_table.py {' '.join(sys.argv[1:] if argv is None else argv)}")


if __name__ == "__main__":
    main()
