"""The agent protocol and a loop that plays a game between two agents."""

from __future__ import annotations


class Agent:
    """Base class: subclasses implement :meth:`act`."""

    name = "agent"

    def act(self, game):
        """Return one of ``game.legal_options`` for ``game.decision.player``."""
        raise NotImplementedError

    def reset(self, seed: int | None = None) -> None:
        """Called before each game."""


def make_agent(spec: str, seed: int = 0) -> Agent:
    """``"random"``, ``"greedy"``, ``"mcts"`` or ``"mcts:SECONDS"`` / ``"mcts:Nit"``."""
    name, _, arg = spec.partition(":")
    name = name.strip().lower()
    if name == "random":
        from .random_agent import RandomAgent
        return RandomAgent(seed)
    if name == "greedy":
        from .greedy import GreedyAgent
        return GreedyAgent(seed)
    if name == "mcts":
        from .mcts import MCTSAgent
        if arg.endswith("it"):
            return MCTSAgent(seed=seed, iterations=int(arg[:-2]))
        return MCTSAgent(seed=seed, seconds=float(arg) if arg else 1.0)
    raise ValueError(f"unknown agent {spec!r}: use random, greedy or mcts[:seconds|:Nit]")


def play_game(game, agents, max_decisions: int = 100_000):
    """Play ``game`` to its end with ``agents[player]`` answering each decision."""
    n = 0
    while not game.is_over():
        d = game.decision
        game.apply(agents[d.player].act(game))
        n += 1
        if n > max_decisions:
            raise RuntimeError(f"game did not end within {max_decisions} decisions")
    return game.result
