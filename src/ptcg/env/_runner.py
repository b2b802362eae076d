"""What the PettingZoo and Gymnasium environments share (numpy and gymnasium, no
PettingZoo): decks, seeding, the game, the step count, illegal actions, rendering."""

from __future__ import annotations

import random

import numpy as np
from gymnasium import spaces
from gymnasium.logger import warn

from ..deck import Deck
from ..errors import GameOverError, IllegalActionError
from ..game import Game
from . import encoding_v1 as enc

DEFAULT_DECKS = ("mega_abomasnow", "fire_cinderace")
DEFAULT_MAX_STEPS = 5000
ILLEGAL_ACTION_MODES = ("raise", "lose")


def make_observation_space(encoding=enc) -> spaces.Dict:
    """The observation space of an encoding module (v1 by default), the same for every agent."""
    return spaces.Dict({
        "observation": spaces.Box(low=0.0, high=encoding.LAYOUT.high.copy(), dtype=np.float32),
        "action_mask": spaces.Box(low=0, high=1, shape=(encoding.N_ACTIONS,), dtype=np.int8),
    })


def encoding_module(version: int):
    """The observation encoding of ``version`` (1 or 2)."""
    if version == 1:
        return enc
    if version == 2:
        from . import encoding_v2
        return encoding_v2
    raise ValueError(f"observation_version must be 1 or 2, got {version!r}")


class GameRunner:
    """What both environments share: the decks, seeding, the game, the step counter and
    the illegal-action rule.  ``deck_a``/``deck_b`` are anything :class:`ptcg.Game`
    accepts (a built-in deck name, a deck file, a list of card IDs, a Deck)."""

    def __init__(self, deck_a, deck_b, *, seed, max_steps, illegal_action, rules,
                 allow_unimplemented, log):
        if illegal_action not in ILLEGAL_ACTION_MODES:
            raise ValueError(f"illegal_action must be one of {ILLEGAL_ACTION_MODES}, got {illegal_action!r}")
        if int(max_steps) < 1:
            raise ValueError(f"max_steps must be at least 1, got {max_steps!r}")
        # a first game checks the decks now (unknown cards, deck rules) rather than at reset
        probe = Game(deck_a, deck_b, seed=0, log=False, rules=rules,
                     allow_unimplemented=allow_unimplemented)
        self.decks = (Deck(probe.decks[0], probe.deck_names[0]), Deck(probe.decks[1], probe.deck_names[1]))
        for d in self.decks:
            enc.check_vocabulary(d.cards, d.name)
        self.rules = rules
        self.allow_unimplemented = allow_unimplemented
        self.log = log
        self.max_steps = int(max_steps)
        self.illegal_action = illegal_action
        self.initial_seed = seed
        self.stream = None
        self.game: Game | None = None
        self.game_seed = None
        self.steps = 0
        self.rendered = 0

    def new_game(self, seed) -> Game:
        if seed is None and self.stream is None:
            seed = self.initial_seed
        if seed is not None:
            seed = int(seed)
            self.stream = random.Random(seed)
        else:
            if self.stream is None:      # no seed anywhere: a random one
                self.stream = random.Random()
            seed = self.stream.getrandbits(48)
        self.game_seed = seed
        self.game = Game(self.decks[0], self.decks[1], seed=seed, rules=self.rules,
                         log=self.log, allow_unimplemented=self.allow_unimplemented,
                         validate_decks=False)
        self.steps = 0
        self.rendered = 0
        return self.game

    def act(self, player: int, action, who: str) -> str | None:
        """Apply ``action`` for ``player``; returns the illegal-action message when the
        player conceded for it (``"lose"`` mode), None otherwise."""
        a = enc.action_index(action)
        game = self.game
        if game is None or game.is_over():
            raise GameOverError("the game is over (or not started): call reset() before stepping again")
        if not enc.is_legal(game, a):
            msg = enc.illegal_message(game, a, who)
            if self.illegal_action == "raise":
                raise IllegalActionError(msg)
            game.concede(player)
            self.steps += 1
            return msg
        game.apply(game.legal_options[a])
        self.steps += 1
        return None

    @property
    def truncated(self) -> bool:
        return not self.game.is_over() and self.steps >= self.max_steps

    def render(self, mode):
        if mode is None:
            warn("You are calling render method without specifying any render mode.")
            return None
        log = self.game.log if self.game is not None else []
        if mode == "ansi":
            return "\n".join(log + [_status(self.game)])
        if mode == "human":
            for line in log[self.rendered:]:
                print(line)
            self.rendered = len(log)
            return None
        raise ValueError(f"{mode!r} is not a render mode; use 'human' or 'ansi'")


def _status(game) -> str:
    if game is None:
        return "(no game: call reset)"
    if game.is_over():
        return "game over: " + game.result.describe()
    d = game.decision
    return f"turn {game.turn}: player_{d.player} to {d.kind} ({d.prompt}), {len(d.options)} options"
