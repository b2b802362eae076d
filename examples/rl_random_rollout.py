"""Random rollouts through the RL environments: the loop an RL training script runs.

    python examples/rl_random_rollout.py --games 5 --seed 1
    python examples/rl_random_rollout.py --single --opponent greedy --render

Needs the ``rl`` extra: ``pip install "ptcg[rl]"``.  The PettingZoo loop plays both
seats with masked random actions; ``--single`` plays one seat of the Gymnasium
environment against a built-in agent.  Replace the ``sample(...)`` calls with a policy
that scores the option rows of the observation (see ptcg.env.encoding_v1).
"""

from __future__ import annotations

import argparse
import time

from ptcg.env import SingleAgentEnv, ptcg_v1
from ptcg.env.encoding_v1 import LAYOUT, decode_observation


def pettingzoo_rollouts(args) -> None:
    env = ptcg_v1.env(deck_a=args.deck_a, deck_b=args.deck_b, seed=args.seed,
                      render_mode="human" if args.render else None)
    for game in range(args.games):
        env.reset()
        for i, agent in enumerate(env.possible_agents):
            env.action_space(agent).seed(args.seed + 2 * game + i)
        steps, returns, start = 0, {}, time.perf_counter()
        for agent in env.agent_iter():
            obs, reward, terminated, truncated, info = env.last()
            if terminated or truncated:
                returns[agent] = reward
                env.step(None)                  # a finished agent steps with None
                continue
            action = env.action_space(agent).sample(obs["action_mask"])
            env.step(action)
            steps += 1
        seconds = time.perf_counter() - start
        result = env.unwrapped.game.result
        print(f"game {game + 1} (seed {env.unwrapped.game_seed}): "
              f"{result.describe() if result else 'truncated'}; returns {returns}; "
              f"{steps} steps, {steps / seconds:.0f} steps/s")


def single_agent_rollouts(args) -> None:
    env = SingleAgentEnv(args.deck_a, args.deck_b, opponent=args.opponent, seat="random",
                         seed=args.seed, render_mode="human" if args.render else None)
    env.action_space.seed(args.seed)
    hand = LAYOUT.column("hand", "present")
    for game in range(args.games):
        obs, info = env.reset()
        total, steps, done = 0.0, 0, False
        while not done:
            action = env.action_space.sample(obs["action_mask"])
            obs, reward, terminated, truncated, info = env.step(action)
            total += reward
            steps += 1
            done = terminated or truncated
        cards_in_hand = int(decode_observation(obs["observation"])["hand"][:, hand].sum())
        print(f"game {game + 1} (seed {info['game_seed']}, seat {info['seat']}): return {total:+.0f} "
              f"after {steps} learner steps; {cards_in_hand} cards in hand at the end")


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=3)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--deck-a", default="mega_abomasnow")
    p.add_argument("--deck-b", default="fire_cinderace")
    p.add_argument("--single", action="store_true", help="the Gymnasium single-agent environment")
    p.add_argument("--opponent", default="random", help="random, greedy, mcts:50it ... (with --single)")
    p.add_argument("--render", action="store_true", help="print the game log")
    args = p.parse_args()
    (single_agent_rollouts if args.single else pettingzoo_rollouts)(args)


if __name__ == "__main__":
    main()
