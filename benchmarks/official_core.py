"""The official engine's C++ rules core alone: decisions/s without its JSON export.

    python benchmarks/official_core.py --official-python /tmp/offvenv/bin/python --games 40

Run by any interpreter; the measuring runs in a subprocess of an interpreter that can find
``kaggle_environments`` (``--official-python`` or ``PTCG_OFFICIAL_PYTHON``).  For each
game: the engine's randomness is seeded through the shim that
``../shared/tools/official_engine.py shim`` writes (compiled here with ``c++`` into a
temporary folder), a random game is played through the Python API with JSON
observations and its selections recorded; then the engine is seeded again and the same
selections are sent with ``Select`` alone, no ``GetBattleData`` (so no JSON is made or
read), and only that loop of ``Select`` calls is timed (the battle's start is not).  The replay must end with the recorded result, or
the game is not counted.  Games are spread over the meta matchups like ``speed.py
--versus``; each game is also played once more through the Python API, timed (JSON
decoding of every observation and the random agent included, as ``official_engine.py
bench`` times it).
"""

from __future__ import annotations

import argparse
import ctypes
import importlib.util
import itertools
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve()
SHARED = next((p / "shared" for p in HERE.parents[1:4] if (p / "shared" / "tools").is_dir()), HERE.parents[2] / "shared")
TOOL = SHARED / "tools" / "official_engine.py"
META = SHARED / "decks" / "meta"


def _worker(games: int, shim: str) -> dict:
    spec = importlib.util.spec_from_file_location("official_engine", TOOL)
    off = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(off)
    engine = off.Engine(None, shim)
    decks = sorted(META.glob("*.csv"))
    pairs = list(itertools.combinations_with_replacement(decks, 2))
    api_s = core_s = core_cpu = 0.0
    decisions = counted = 0
    for g in range(games):
        a, b = pairs[(g * 37) % len(pairs)]
        deck_a, deck_b = off.read_deck(str(a)), off.read_deck(str(b))
        seed = 1000 + g
        steps: list = []
        summary = off.play_random_game(engine, deck_a, deck_b, seed, 20000, recorder=steps)
        if summary["result"] < 0:
            continue
        t = time.process_time()                      # the same game through the Python API
        again = off.play_random_game(engine, deck_a, deck_b, seed, 20000)
        api = time.process_time() - t
        picks = [(ctypes.c_int * len(s["selection"]))(*s["selection"]) for s in steps]
        sizes = [len(s["selection"]) for s in steps]
        engine.seed_engine(seed)
        select = engine.lib.Select
        with engine.start(deck_a, deck_b) as battle:
            handle = battle.handle
            t, c = time.perf_counter(), time.process_time()
            for arr, n in zip(picks, sizes):
                select(handle, arr, n)
            elapsed, cpu = time.perf_counter() - t, time.process_time() - c
            final = battle.observe()["current"]["result"]
        if final != summary["result"] or again["decisions"] != len(steps):
            continue                      # the replay parted from the game: not counted
        api_s += api
        core_s += elapsed
        core_cpu += cpu
        decisions += len(steps)
        counted += 1
    return {"games": counted, "decisions": decisions, "api_s": api_s, "core_s": core_s, "core_cpu_s": core_cpu}


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--official-python", default=os.environ.get("PTCG_OFFICIAL_PYTHON"))
    ap.add_argument("--worker", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.worker:
        print(json.dumps(_worker(args.games, args.worker)))
        return
    if not args.official_python:
        raise SystemExit("give --official-python (an interpreter that can find kaggle_environments)")
    with tempfile.TemporaryDirectory() as tmp:
        cpp, lib = Path(tmp) / "shim.cpp", Path(tmp) / "shim.so"
        subprocess.run([args.official_python, str(TOOL), "shim", "--out", str(cpp)], check=True,
                       capture_output=True)
        subprocess.run(["c++", "-O2", "-shared", "-fPIC", str(cpp), "-o", str(lib)], check=True)
        out = subprocess.run([args.official_python, str(HERE), "--worker", str(lib), "--games", str(args.games)],
                             check=True, capture_output=True, text=True)
    r = json.loads(out.stdout.strip().splitlines()[-1])
    print(f"{r['games']} games, {r['decisions']} decisions (Select calls) over the meta matchups")
    print(f"C++ core, Select only: {r['decisions'] / r['core_s']:.0f} decisions/s "
          f"({r['decisions'] / r['core_cpu_s']:.0f} per CPU second)")
    print(f"Python API with JSON (same games, agent included): {r['decisions'] / r['api_s']:.0f} decisions "
          f"per CPU second")


if __name__ == "__main__":
    main()
