"""A Gymnasium environment: the learner plays one seat against a built-in agent.

>>> from ptcg.env import SingleAgentEnv
>>> env = SingleAgentEnv("mega_abomasnow", "fire_cinderace", opponent="random", seed=7)
>>> obs, info = env.reset()
>>> done = False
>>> while not done:
...     action = env.action_space.sample(obs["action_mask"])
...     obs, reward, terminated, truncated, info = env.step(action)
...     done = terminated or truncated
>>> reward in (-1.0, 0.0, 1.0)
True

The spaces, the action encoding and the observation are those of :mod:`ptcg.env.ptcg_v1`
(:mod:`ptcg.env.encoding_v1`): ``Discrete(256)`` where action ``i`` is option ``i`` of the
learner's pending decision, and ``{"observation", "action_mask"}`` from the learner's
view.  Every ``step`` answers one of the learner's decisions, then lets the opponent
answer its own until the learner faces a decision again or the game ends.

* ``seat``: 0 (the learner plays ``deck_a``), 1 (``deck_b``) or ``"random"`` (drawn at
  each reset).
* ``opponent``: an agent spec for :func:`ptcg.agents.make_agent` (``"random"``,
  ``"greedy"``, ``"mcts:50it"``...), an :class:`~ptcg.agents.Agent`, or any object
  with ``act(game) -> option``.  It is reseeded from the game seed at each reset.
* Reward: +1 / -1 / 0 from the learner's side when the game ends (``terminated``);
  ``truncated`` after ``max_steps`` decisions of both players without a result.
* ``illegal_action="lose"`` (default here): an action outside the mask makes the learner
  concede (reward -1, ``info["illegal_action"]`` says why).  Gymnasium expects every
  action of the action space to be accepted by ``step`` (``check_env`` steps unmasked
  random actions), and an unmasked learner gets a signal to learn from.  ``"raise"``
  raises :class:`ptcg.IllegalActionError` and changes nothing, as ``ptcg_v1`` does.
* Seeding: ``reset(seed=s)`` plays ``Game(deck_a, deck_b, seed=s)``; ``reset()`` draws the
  next game seed from ``self.np_random`` (the constructor's ``seed`` seeds the first).
* ``action_masks()`` returns the mask as booleans (sb3-contrib's MaskablePPO asks for it).
* ``observation_version=2`` gives the observation of :mod:`ptcg.env.encoding_v2` (the v1
  vector followed by this turn's public facts and the revealed cards of the opponent's
  hand), as ``ptcg_v2`` does.

Also registered as ``"ptcg/SingleAgent-v1"``:
``gymnasium.make("ptcg.env.single_agent:ptcg/SingleAgent-v1", deck_a=..., deck_b=...)``.
"""

from __future__ import annotations

import gymnasium
import numpy as np
from gymnasium import spaces

from ..agents import make_agent
from ..errors import InvalidArgumentError
from ..rng import splitmix64
from ..ruleset import STANDARD
from . import encoding_v1 as enc
from ._match import check_seed
from ._runner import DEFAULT_DECKS, DEFAULT_MAX_STEPS, GameRunner, encoding_module, make_observation_space

ENV_ID = "ptcg/SingleAgent-v1"


class SingleAgentEnv(gymnasium.Env):
    """One seat of a game against a built-in agent (see the module docstring)."""

    metadata = {"render_modes": ["human", "ansi"], "render_fps": 1}

    def __init__(self, deck_a=DEFAULT_DECKS[0], deck_b=DEFAULT_DECKS[1], *, opponent="random",
                 seat=0, seed: int | None = None, max_steps: int = DEFAULT_MAX_STEPS,
                 illegal_action: str = "lose", render_mode: str | None = None, rules=STANDARD,
                 allow_unimplemented: bool = False, log: bool | None = None, observation_version: int = 1):
        self.encoding = encoding_module(observation_version)
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise InvalidArgumentError(f"render_mode must be one of {self.metadata['render_modes']} or None, "
                                       f"got {render_mode!r:.40}")
        if seat not in (0, 1, "random"):
            raise InvalidArgumentError(f"seat must be 0, 1 or 'random', got {seat!r:.40}")
        self.render_mode = render_mode
        self._runner = GameRunner(deck_a, deck_b, seed=None, max_steps=max_steps,
                                  illegal_action=illegal_action, rules=rules,
                                  allow_unimplemented=allow_unimplemented,
                                  log=(render_mode is not None) if log is None else log)
        self._initial_seed = seed
        self._seat_choice = seat
        self.seat = 0 if seat == "random" else seat
        self.opponent = make_agent(opponent) if isinstance(opponent, str) else opponent
        if not callable(getattr(self.opponent, "act", None)):
            raise TypeError(f"opponent must be an agent spec or have act(game), got {opponent!r}")
        self.observation_space = make_observation_space(self.encoding)
        self.action_space = spaces.Discrete(enc.N_ACTIONS)

    @property
    def game(self):
        """The :class:`ptcg.Game` being played (None before the first reset)."""
        return self._runner.game

    def legal_options(self) -> tuple:
        """The learner's pending options: action ``i`` is ``legal_options()[i]``."""
        g = self._runner.game
        if g is None or g.decision is None or g.decision.player != self.seat:
            return ()
        return g.legal_options

    def action_masks(self) -> np.ndarray:
        return self._observe()["action_mask"].astype(bool)

    # -- Gymnasium API -----------------------------------------------------------------
    def reset(self, *, seed: int | None = None, options=None):
        """Start a new game (``options`` is not used)."""
        if seed is None and self._initial_seed is not None:
            seed, self._initial_seed = self._initial_seed, None
        seed = check_seed(seed)
        super().reset(seed=seed)
        game_seed = seed if seed is not None else int(self.np_random.integers(2 ** 48))
        if self._seat_choice == "random":
            self.seat = int(self.np_random.integers(2))
        self._initial_seed = None
        self._runner.new_game(game_seed)
        if hasattr(self.opponent, "reset"):
            self.opponent.reset(seed=splitmix64(game_seed) & 0xFFFFFFFF)
        self._play_opponent()
        if self.render_mode == "human":
            self.render()
        return self._observe(), self._info()

    def step(self, action):
        runner = self._runner
        conceded = runner.act(self.seat, action, f"the learner (player_{self.seat})")
        self._play_opponent()
        game = runner.game
        terminated = game.is_over()
        truncated = runner.truncated
        reward = float(game.returns()[self.seat]) if terminated else 0.0
        info = self._info()
        if conceded is not None:
            info["illegal_action"] = conceded
        if self.render_mode == "human":
            self.render()
        return self._observe(), reward, terminated, truncated, info

    def render(self):
        return self._runner.render(self.render_mode)

    def close(self):
        pass

    # -- helpers -----------------------------------------------------------------------
    def _play_opponent(self) -> None:
        runner = self._runner
        game = runner.game
        other = 1 - self.seat
        while not game.is_over() and game.decision.player == other and not runner.truncated:
            game.apply(self.opponent.act(game))
            runner.steps += 1

    def _observe(self) -> dict:
        obs, mask = self.encoding.encode(self._runner.game, self.seat)
        return {"observation": obs, "action_mask": mask}

    def _info(self) -> dict:
        return {"game_seed": self._runner.game_seed, "seat": self.seat, "turn": self._runner.game.turn}


if ENV_ID not in gymnasium.registry:
    gymnasium.register(id=ENV_ID, entry_point="ptcg.env.single_agent:SingleAgentEnv")


__all__ = ["SingleAgentEnv", "ENV_ID"]
