"""The uniform random agent."""

from __future__ import annotations

import random

from .base import Agent


class RandomAgent(Agent):
    """Picks uniformly among the legal options of each decision (seeded)."""

    name = "random"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def reset(self, seed: int | None = None) -> None:
        if seed is not None:
            self.rng.seed(seed)

    def act(self, game):
        opts = game.decision.options
        return opts[int(self.rng.random() * len(opts))]
