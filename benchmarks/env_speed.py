"""Steps per second of the RL environments with masked uniform random actions.

    python benchmarks/env_speed.py --repeats 5 --seconds 3

For each environment (PettingZoo ``ptcg_v1`` and ``ptcg_v2``, Gymnasium
``SingleAgentEnv`` against the random agent) it plays whole games for ``--seconds``,
``--repeats`` times in turn (so a noisy neighbour hits all of them alike), and prints the
median steps/s and games/s.  A step is one ``env.step`` of the learner (PettingZoo: of
either agent) with the observation read by ``env.last()`` / returned by ``step``; the
engine alone, without observations, is ``benchmarks/speed.py``.
"""

from __future__ import annotations

import argparse
import statistics
import time

import numpy as np

from ptcg.env import SingleAgentEnv, ptcg_v1, ptcg_v2

DECKS = ("mega_abomasnow", "fire_cinderace")


def _pettingzoo(module, seconds: float) -> tuple:
    env = module.env(deck_a=DECKS[0], deck_b=DECKS[1])
    steps = games = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        env.reset(seed=games)
        rng = np.random.default_rng(games)
        games += 1
        for agent in env.agent_iter():
            obs, reward, terminated, truncated, info = env.last()
            if terminated or truncated:
                env.step(None)
                continue
            env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
            steps += 1
    elapsed = time.perf_counter() - started
    return steps / elapsed, games / elapsed


def _single_agent(seconds: float) -> tuple:
    env = SingleAgentEnv(DECKS[0], DECKS[1], opponent="random", seed=0)
    steps = games = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        obs, info = env.reset(seed=games)
        rng = np.random.default_rng(games)
        games += 1
        done = False
        while not done:
            obs, reward, terminated, truncated, info = env.step(
                int(rng.choice(np.flatnonzero(obs["action_mask"]))))
            done = terminated or truncated
            steps += 1
    elapsed = time.perf_counter() - started
    return steps / elapsed, games / elapsed


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=3.0, help="seconds per measurement")
    ap.add_argument("--repeats", type=int, default=5)
    args = ap.parse_args(argv)
    runs = {"ptcg_v1": lambda: _pettingzoo(ptcg_v1, args.seconds),
            "ptcg_v2": lambda: _pettingzoo(ptcg_v2, args.seconds),
            "SingleAgentEnv (v1, random opponent)": lambda: _single_agent(args.seconds)}
    results = {name: [] for name in runs}
    for _ in range(args.repeats):
        for name, run in runs.items():
            results[name].append(run())
    print("| environment | steps/s (median) | games/s (median) |")
    print("|---|---:|---:|")
    for name, rows in results.items():
        print(f"| {name} | {statistics.median(r[0] for r in rows):.0f} | "
              f"{statistics.median(r[1] for r in rows):.1f} |")


if __name__ == "__main__":
    main()
