"""Steps per second of the RL environments with masked uniform random actions, and the cost
of one observation next to the engine step it observes.

    python benchmarks/env_speed.py --repeats 5 --seconds 3

**Steps/s.**  For each environment it plays whole games for ``--seconds``, ``--repeats``
times in turn (so a noisy neighbour hits all of them alike), and prints the median steps/s
and games/s.  A step is one ``env.step`` of the learner (PettingZoo: of either agent) with
the observation read by ``env.last()`` / returned by ``step``; for vectorised environments
a step is one learner decision in one game (``num_envs`` per ``step`` call).  Every
environment plays mega_abomasnow (player 0) against fire_cinderace (player 1):

* ``ptcg_v1``, ``ptcg_v2``, ``ptcg_v3`` — the PettingZoo AEC environments (both seats random);
* ``SingleAgentEnv`` v1 and ``ptcg_v3.SingleAgentEnv`` — one seat against the random agent;
* ``SyncVectorEnv`` of v1 ``SingleAgentEnv`` — Gymnasium's vector wrapper over the old envs;
* ``vector_env`` (v3) — the batched v3 environment, same opponent.

**Observation against engine step** (``--cost-games``): over random games of the meta decks
(each pair of a list, seeded), at every decision it times ``game.apply`` of a random option
and, on the same position, the v3 encoding (``Encoder.fill``: into the preallocated
buffers; ``encode``: plus the copy a Gymnasium env returns) and the v1 encoding, and prints
the medians in µs.  The engine alone, without observations, is ``benchmarks/speed.py``.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time

import gymnasium
import numpy as np

from ptcg import Game
from ptcg.env import SingleAgentEnv, encoding_v1, encoding_v3, ptcg_v1, ptcg_v2, ptcg_v3, vector_env

DECKS = ("mega_abomasnow", "fire_cinderace")


def _pettingzoo(make, seconds: float) -> tuple:
    env = make()
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


def _single_agent(env, seconds: float) -> tuple:
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


def _vectorised(envs, seconds: float) -> tuple:
    """Steps/s (learner decisions in all games) and games/s of a vector env."""
    rng = np.random.default_rng(0)
    obs, info = envs.reset(seed=0)
    steps = games = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        masks = obs["action_mask"]
        actions = np.array([rng.choice(np.flatnonzero(m)) if m.any() else 0 for m in masks])
        obs, rewards, terminated, truncated, info = envs.step(actions)
        steps += int(masks.any(axis=1).sum())
        games += int((terminated | truncated).sum())
    elapsed = time.perf_counter() - started
    return steps / elapsed, games / elapsed


def observation_cost(games: int, seed: int = 0) -> dict:
    """Median µs of ``game.apply`` and of the encodings at the same decisions."""
    from ptcg.env.encoding_v3 import Encoder
    from ptcg.env._match import pool_names
    decks = pool_names("meta")
    rng = random.Random(seed)
    enc3 = Encoder()
    times = {"game.apply": [], "v3 Encoder.fill": [], "v3 encode (fill + copy)": [], "v1 encode": []}
    clock = time.perf_counter
    for k in range(games):
        game = Game(rng.choice(decks), rng.choice(decks), seed=seed + k, log=False)
        while not game.is_over():
            player = game.decision.player
            t0 = clock()
            enc3.fill(game, player)
            t1 = clock()
            encoding_v3.encode(game, player)
            t2 = clock()
            encoding_v1.encode(game, player)
            t3 = clock()
            option = rng.choice(game.legal_options)
            t4 = clock()
            game.apply(option)
            t5 = clock()
            times["v3 Encoder.fill"].append(t1 - t0)
            times["v3 encode (fill + copy)"].append(t2 - t1)
            times["v1 encode"].append(t3 - t2)
            times["game.apply"].append(t5 - t4)
    return {name: (1e6 * statistics.median(v), 1e6 * statistics.mean(v), len(v)) for name, v in times.items()}


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=3.0, help="seconds per measurement")
    ap.add_argument("--repeats", type=int, default=5)
    ap.add_argument("--num-envs", type=int, nargs="+", default=[16, 64], help="sizes of the vectorised runs")
    ap.add_argument("--cost-games", type=int, default=40, help="games for the observation-cost table (0: skip)")
    args = ap.parse_args(argv)
    print(f"load average at start: {os.getloadavg()[0]:.2f}")
    if args.cost_games:
        cost = observation_cost(args.cost_games)
        apply_median = cost["game.apply"][0]
        print("| timed at each decision | median µs | mean µs | / median game.apply |")
        print("|---|---:|---:|---:|")
        for name, (med, mean, n) in cost.items():
            print(f"| {name} | {med:.1f} | {mean:.1f} | {med / apply_median:.2f} |")
        print(f"({n} decisions of {args.cost_games} random games over the meta decks)\n")
    single_v1 = SingleAgentEnv(DECKS[0], DECKS[1], opponent="random", seed=0)
    single_v3 = ptcg_v3.SingleAgentEnv(DECKS[0], decks_b=DECKS[1], opponent="random", seed=0)
    runs = {
        "ptcg_v1 (AEC)": lambda: _pettingzoo(lambda: ptcg_v1.env(deck_a=DECKS[0], deck_b=DECKS[1]), args.seconds),
        "ptcg_v2 (AEC)": lambda: _pettingzoo(lambda: ptcg_v2.env(deck_a=DECKS[0], deck_b=DECKS[1]), args.seconds),
        "ptcg_v3 (AEC)": lambda: _pettingzoo(lambda: ptcg_v3.env(decks=DECKS[0], decks_b=DECKS[1]), args.seconds),
        "SingleAgentEnv v1, random opponent": lambda: _single_agent(single_v1, args.seconds),
        "ptcg_v3.SingleAgentEnv, random opponent": lambda: _single_agent(single_v3, args.seconds),
    }
    for n in args.num_envs:
        sync = gymnasium.vector.SyncVectorEnv(
            [lambda: SingleAgentEnv(DECKS[0], DECKS[1], opponent="random") for _ in range(n)])
        vec = vector_env(n, decks=DECKS[0], decks_b=DECKS[1], opponent="random", seat=0, copy=False)
        runs[f"SyncVectorEnv of {n} SingleAgentEnv v1"] = lambda sync=sync: _vectorised(sync, args.seconds)
        runs[f"vector_env({n}) v3"] = lambda vec=vec: _vectorised(vec, args.seconds)
    results = {name: [] for name in runs}
    for _ in range(args.repeats):
        for name, run in runs.items():
            results[name].append(run())
    print("| environment | steps/s (median) | games/s (median) |")
    print("|---|---:|---:|")
    for name, rows in results.items():
        print(f"| {name} | {statistics.median(r[0] for r in rows):.0f} | "
              f"{statistics.median(r[1] for r in rows):.1f} |")
    print(f"load average at end: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
