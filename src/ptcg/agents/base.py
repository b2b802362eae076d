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
