"""Agent specs: the names users type (``--agent-a mcts:0.5s``) turned into agents.

This sits above the concrete agents (it imports them); :mod:`.base` only defines the
protocol they all follow."""

from __future__ import annotations

import math

from ..errors import AgentSpecError
from ..limits import MAX_MCTS_ITERATIONS, MAX_MCTS_SECONDS
from .base import Agent
from .greedy import GreedyAgent
from .mcts import MCTSAgent
from .random_agent import RandomAgent


def make_agent(spec: str, seed: int = 0) -> Agent:
    """``"random"``, ``"greedy"``, ``"mcts"`` (1 second a decision) or ``"mcts:BUDGET"``
    where the budget is ``Nit`` iterations, ``Ns`` / ``N`` seconds or ``Nms`` milliseconds
    a decision (``mcts:100it``, ``mcts:0.5s``, ``mcts:250ms``).  Budgets are bounded
    (:mod:`ptcg.limits`: at most 1,000,000 iterations or 3,600 seconds); anything else
    raises :class:`~ptcg.errors.AgentSpecError`."""
    if not isinstance(spec, str) or len(spec) > 100:
        what = f"a string of {len(spec)} characters" if isinstance(spec, str) else type(spec).__name__
        raise AgentSpecError(f"an agent spec is a short string such as 'greedy' or 'mcts:100it', not {what}")
    name, _, arg = spec.partition(":")
    name = name.strip().lower()
    arg = arg.strip().lower()
    if name in ("random", "greedy") and arg:
        raise AgentSpecError(f"agent {spec!r}: {name} takes no budget")
    if name == "random":
        return RandomAgent(seed)
    if name == "greedy":
        return GreedyAgent(seed)
    if name == "mcts":
        kind, value = _budget(spec, arg)
        if kind == "iterations":
            return MCTSAgent(seed=seed, iterations=value)
        return MCTSAgent(seed=seed, seconds=value)
    raise AgentSpecError(f"unknown agent {spec!r}: use random, greedy or mcts[:Nit|:Ns|:Nms]")


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
        raise AgentSpecError(f"agent {spec!r}: the budget must be Nit (iterations), Ns or Nms "
                             f"(time per decision), e.g. mcts:100it, mcts:0.5s, mcts:250ms") from None
    if kind == "iterations":
        if not 0 < value <= MAX_MCTS_ITERATIONS:
            raise AgentSpecError(f"agent {spec!r}: the budget must be positive, from 1 to "
                                 f"{MAX_MCTS_ITERATIONS:,} iterations")
    elif not (math.isfinite(value) and 0 < value <= MAX_MCTS_SECONDS):
        raise AgentSpecError(f"agent {spec!r}: the budget must be positive and at most "
                             f"{MAX_MCTS_SECONDS:g} seconds a decision")
    return kind, value
