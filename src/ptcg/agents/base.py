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
    """``"random"``, ``"greedy"``, ``"mcts"`` (1 second a decision) or ``"mcts:BUDGET"``
    where the budget is ``Nit`` iterations, ``Ns`` / ``N`` seconds or ``Nms`` milliseconds
    a decision (``mcts:100it``, ``mcts:0.5s``, ``mcts:250ms``)."""
    name, _, arg = spec.partition(":")
    name = name.strip().lower()
    arg = arg.strip().lower()
    if name in ("random", "greedy") and arg:
        raise ValueError(f"agent {spec!r}: {name} takes no budget")
    if name == "random":
        from .random_agent import RandomAgent
        return RandomAgent(seed)
    if name == "greedy":
        from .greedy import GreedyAgent
        return GreedyAgent(seed)
    if name == "mcts":
        from .mcts import MCTSAgent
        kind, value = _budget(spec, arg)
        if kind == "iterations":
            return MCTSAgent(seed=seed, iterations=value)
        return MCTSAgent(seed=seed, seconds=value)
    raise ValueError(f"unknown agent {spec!r}: use random, greedy or mcts[:Nit|:Ns|:Nms]")


def _budget(spec: str, arg: str) -> tuple:
    """("iterations", n) or ("seconds", x) from the budget part of an mcts spec."""
    if not arg:
        return "seconds", 1.0
    try:
        if arg.endswith("it"):
            kind, value = "iterations", int(arg[:-2])
        elif arg.endswith("ms"):
            kind, value = "seconds", float(arg[:-2]) / 1000
        else:
            kind, value = "seconds", float(arg[:-1] if arg.endswith("s") else arg)
    except ValueError:
        raise ValueError(f"agent {spec!r}: the budget must be Nit (iterations), Ns or Nms "
                         f"(time per decision), e.g. mcts:100it, mcts:0.5s, mcts:250ms") from None
    if not value > 0:
        raise ValueError(f"agent {spec!r}: the budget must be positive")
    return kind, value


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
