"""Agents: anything with ``act(game) -> option``.

* :class:`RandomAgent` — uniform over the legal options of each decision;
* :class:`GreedyAgent` — a one-ply heuristic (knock out, power up, evolve, draw);
* :class:`MCTSAgent` — determinized Monte Carlo tree search over ``Game.clone()``.

:func:`make_agent` builds one from a name such as ``"random"`` or ``"mcts:0.5"``.
"""

from .base import Agent, play_game  # noqa: F401
from .random_agent import RandomAgent  # noqa: F401
from .greedy import GreedyAgent  # noqa: F401
from .mcts import MCTSAgent  # noqa: F401
from .specs import make_agent  # noqa: F401
