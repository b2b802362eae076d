"""Agent specs: the names users type (``--agent-a mcts:0.5s``) turned into agents.

This sits above the concrete agents (it imports them); :mod:`.base` only defines the
protocol they all follow."""

from __future__ import annotations

from .base import Agent
from .greedy import GreedyAgent
from .mcts import MCTSAgent
from .random_agent import RandomAgent


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
        return RandomAgent(seed)
    if name == "greedy":
        return GreedyAgent(seed)
    if name == "mcts":
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
