"""The v3 environments: observations made for learning (:mod:`ptcg.env.encoding_v3`),
decks drawn per episode from a pool.

* ``ptcg_v3.env(...)`` — a PettingZoo AEC environment for two learning seats (self-play);
* ``ptcg_v3.SingleAgentEnv(...)`` — a Gymnasium environment: the learner plays one seat,
  an opponent (an agent, a frozen policy, or a pool of them) the other;
* :func:`ptcg.env.vector_env` — many games in one process, batched (:mod:`ptcg.env.vector`).

>>> from ptcg.env import ptcg_v3
>>> env = ptcg_v3.env(decks=["dragapult_ex"], seed=7)
>>> env.reset()
>>> for agent in env.agent_iter():
...     obs, reward, terminated, truncated, info = env.last()
...     action = None if terminated or truncated else env.action_space(agent).sample(obs["action_mask"])
...     env.step(action)
>>> env.unwrapped.game.is_over()
True

What is the same as ``ptcg_v1``: agents ``player_0`` / ``player_1``, the agent to act is the
one facing the game's decision (so one agent often acts several times in a row), rewards
+1 / -1 / 0 when the game ends, truncation after ``max_steps`` decisions, illegal actions
(``"raise"`` or ``"lose"``), rendering (``"human"``, ``"ansi"``).

What is new:

* **Observations**: the dict of arrays of :mod:`ptcg.env.encoding_v3` (entities, options
  with the entities they name, masks), always from the observing agent's side, with nothing
  that agent may not see.
* **Actions**: ``Discrete(max_options)`` (64 by default); action ``i`` is option ``i`` of the
  pending decision, described by row ``i`` of the option arrays.  A decision with more
  options raises :class:`~ptcg.env.encoding_v3.ActionSpaceError` (none in 400 random games
  over every built-in deck had more than 32).
* **Decks**: ``decks`` is a pool drawn from at each reset: ``"meta"`` (default: the 21
  competitive built-in lists), ``"builtin"`` (every built-in deck), ``"sample"``, or a list
  of decks (built-in names, files, card-ID lists, Deck objects).  ``player_0`` draws from
  ``decks``, ``player_1`` from ``decks_b`` (default: the same pool); ``mirror=True`` gives
  both the same deck.  ``decks="dragapult_ex"`` (one deck) is a mirror match;
  ``decks="mega_abomasnow", decks_b="fire_cinderace"`` is ``ptcg_v1``'s fixed pairing.
* **Seeding**: ``reset(seed=s)`` plays ``Game(deck_a, deck_b, seed=s)`` with the decks drawn
  from a stream seeded by ``s``; later resets without a seed continue that stream.  The game
  seed is ``env.unwrapped.game_seed`` (not in ``infos``: it would tell the hidden cards).
  ``infos[agent]`` holds the turn and the agent's own deck name.
"""

from __future__ import annotations

import gymnasium
import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from ..errors import IllegalActionError
from ..ruleset import STANDARD
from . import encoding_v3 as enc
from . import ptcg_v1
from . import single_agent as _v1_single
from ._match import DEFAULT_MAX_STEPS, DeckPool, Match, action_index, as_pool, illegal_message, play_opponent
from ._runner import ILLEGAL_ACTION_MODES

AGENTS = ("player_0", "player_1")
ENV_ID = "ptcg/SingleAgent-v3"


def env(**kwargs):
    """The AEC environment with PettingZoo's order-enforcing wrapper (use this one)."""
    return wrappers.OrderEnforcingWrapper(raw_env(**kwargs))


def _check_modes(illegal_action, render_mode, render_modes) -> None:
    if illegal_action not in ILLEGAL_ACTION_MODES:
        raise ValueError(f"illegal_action must be one of {ILLEGAL_ACTION_MODES}, got {illegal_action!r}")
    if render_mode is not None and render_mode not in render_modes:
        raise ValueError(f"render_mode must be one of {render_modes} or None, got {render_mode!r}")


class raw_env(ptcg_v1.raw_env):
    """The PettingZoo AEC environment without wrappers (see the module docstring).

    ``decks``/``decks_b``/``mirror`` choose the decks of each game, ``max_steps`` bounds
    one game's decisions (both players), ``max_options`` the option rows and actions,
    ``illegal_action`` is ``"raise"`` or ``"lose"``, ``rules`` and ``allow_unimplemented``
    go to :class:`ptcg.Game`, ``log`` builds the game log (default: only when rendering).
    The AEC loop (reset, step, rewards, truncation) is ``ptcg_v1.raw_env``'s, driving a
    :class:`~ptcg.env._match.Match` instead of a fixed pair of decks.
    """

    metadata = dict(ptcg_v1.raw_env.metadata, name="ptcg_v3")

    def __init__(self, decks="meta", *, decks_b=None, mirror: bool = False, seed: int | None = None,
                 max_steps: int = DEFAULT_MAX_STEPS, max_options: int = enc.MAX_OPTIONS,
                 illegal_action: str = "raise", render_mode: str | None = None, rules=STANDARD,
                 allow_unimplemented: bool = False, log: bool | None = None):
        AECEnv.__init__(self)
        _check_modes(illegal_action, render_mode, self.metadata["render_modes"])
        self.render_mode = render_mode
        self._encoder = enc.Encoder(max_options)
        self.max_options = self._encoder.max_options
        pool = DeckPool(decks, decks_b=decks_b, mirror=mirror, rules=rules, allow_unimplemented=allow_unimplemented)
        self._runner = Match(pool, max_steps=max_steps, seed=seed,
                             log=(render_mode is not None) if log is None else log,
                             max_options=self.max_options, illegal_action=illegal_action)
        self.possible_agents = list(AGENTS)
        self.agents = []
        space = self._encoder.layout.space()
        self.observation_spaces = {a: space for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(self.max_options) for a in self.possible_agents}

    @property
    def deck_pool(self) -> DeckPool:
        return self._runner.pool

    def action_to_option(self, action):
        """The engine option that ``action`` stands for now (IllegalActionError if none)."""
        game = self._runner.game
        a = action_index(action, self.max_options)
        if game is None or game.decision is None or a >= len(game.legal_options):
            raise IllegalActionError(illegal_message(game, a, self.agent_selection,
                                                     AGENTS.index(self.agent_selection)))
        return game.legal_options[a]

    def observe(self, agent):
        return self._encoder.encode(self._runner.game, AGENTS.index(agent))

    def _update_infos(self) -> None:
        # no game seed here: it would tell the hidden cards (it is ``env.unwrapped.game_seed``)
        game = self._runner.game
        self.infos = {a: {"turn": game.turn, "deck": game.deck_names[AGENTS.index(a)]} for a in self.agents}


class SingleAgentEnv(_v1_single.SingleAgentEnv):
    """One seat against an opponent, with the v3 observation.

    ``opponent``: an agent spec (``"random"``, ``"greedy"``, ``"mcts:50it"``), an object
    with ``act(game)``, a policy (a callable over batched v3 observations returning option
    indices, see :class:`ptcg.env.OpponentPool`) or an ``OpponentPool`` (one member drawn
    per episode).  ``seat``: 0, 1 or ``"random"`` (drawn at each reset); ``decks`` are
    player 0's, ``decks_b`` player 1's, whichever seat the learner has.  The other
    arguments are those of :func:`env`; ``illegal_action`` defaults to ``"lose"`` here, as
    Gymnasium's checker steps unmasked actions.  Every ``step`` answers one of the
    learner's decisions, then lets the opponent answer its own (``step``, ``render`` and
    ``legal_options`` are the v1 environment's).  ``info`` has the turn, the seat, the
    learner's deck and the opponent's name.

    >>> env = SingleAgentEnv(decks="dragapult_ex", opponent="random", seed=3)
    >>> obs, info = env.reset()
    >>> obs["action_mask"].shape
    (64,)
    """

    def __init__(self, decks="meta", *, decks_b=None, opponent="random", seat=0, mirror: bool = False,
                 seed: int | None = None, max_steps: int = DEFAULT_MAX_STEPS,
                 max_options: int = enc.MAX_OPTIONS, illegal_action: str = "lose",
                 render_mode: str | None = None, rules=STANDARD, allow_unimplemented: bool = False,
                 log: bool | None = None):
        _check_modes(illegal_action, render_mode, self.metadata["render_modes"])
        if seat not in (0, 1, "random"):
            raise ValueError(f"seat must be 0, 1 or 'random', got {seat!r}")
        self.render_mode = render_mode
        self._encoder = enc.Encoder(max_options)
        self._opponent_encoder = enc.Encoder(max_options)
        self.max_options = self._encoder.max_options
        pool = DeckPool(decks, decks_b=decks_b, mirror=mirror, rules=rules, allow_unimplemented=allow_unimplemented)
        self._runner = Match(pool, max_steps=max_steps, seed=None,
                             log=(render_mode is not None) if log is None else log,
                             max_options=self.max_options, illegal_action=illegal_action)
        self._initial_seed = seed
        self._seat_choice = seat
        self.seat = 0 if seat == "random" else seat
        self.opponents = as_pool(opponent)
        self.opponent = self.opponents.members[0]
        self.observation_space = self._encoder.layout.space()
        self.action_space = spaces.Discrete(self.max_options)

    @property
    def game_seed(self):
        return self._runner.game_seed

    def action_masks(self) -> np.ndarray:
        """The mask as booleans (sb3-contrib's MaskablePPO asks for it)."""
        mask = np.zeros(self.max_options, dtype=bool)
        mask[:len(self.legal_options())] = True
        return mask

    def reset(self, *, seed: int | None = None, options=None):
        """Start a new game (``options`` is not used): decks, the seat when it is drawn and
        the opponent come from the game's seeded stream."""
        if seed is None and self._initial_seed is not None:
            seed, self._initial_seed = self._initial_seed, None
        gymnasium.Env.reset(self, seed=seed)
        self._initial_seed = None
        game_seed = int(seed) if seed is not None else int(self.np_random.integers(2 ** 48))
        match = self._runner
        match.new_game(game_seed)
        if self._seat_choice == "random":
            self.seat = match.draw_seat()
        self.opponent = self.opponents.sample(match.stream)
        self.opponent.reset(game_seed)
        self._play_opponent()
        if self.render_mode == "human":
            self.render()
        return self._observe(), self._info()

    def _play_opponent(self) -> None:
        play_opponent(self._runner, self.seat, self.opponent, self._opponent_encoder)

    def _observe(self) -> dict:
        return self._encoder.encode(self._runner.game, self.seat)

    def _info(self) -> dict:
        game = self._runner.game
        return {"turn": game.turn, "seat": self.seat, "deck": game.deck_names[self.seat],
                "opponent": self.opponent.name}


if ENV_ID not in gymnasium.registry:
    gymnasium.register(id=ENV_ID, entry_point="ptcg.env.ptcg_v3:SingleAgentEnv")

__all__ = ["env", "raw_env", "SingleAgentEnv", "AGENTS", "ENV_ID", "action_index"]
