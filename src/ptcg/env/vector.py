"""Many v3 games in one process, batched: a Gymnasium ``VectorEnv``.

>>> import numpy as np
>>> from ptcg.env import vector_env
>>> envs = vector_env(4, decks="dragapult_ex", opponent="random", seed=0)
>>> obs, info = envs.reset(seed=0)
>>> obs["entity_features"].shape, obs["action_mask"].shape
((4, 60, 77), (4, 64))
>>> actions = np.array([np.flatnonzero(m)[0] for m in obs["action_mask"]])
>>> obs, rewards, terminations, truncations, info = envs.step(actions)
>>> rewards.shape, info["seat"].shape
((4,), (4,))

Each of the ``num_envs`` games is a :class:`ptcg.env.ptcg_v3.SingleAgentEnv` seen through
one batch: the learner plays one seat, an opponent the other, and ``step(actions)`` answers
one learner decision in every game, then lets the opponents answer theirs.  Observations
are the v3 arrays with a leading batch axis, written straight into preallocated batch
buffers (``copy=False`` returns those buffers themselves, valid until the next call).

**Opponents and self-play.**  ``opponent`` is an agent spec, an agent, a policy, or an
:class:`~ptcg.env.OpponentPool` of them; one member is drawn per episode from each game's
seeded stream.  A *policy* is any callable ``policy(obs) -> option indices`` over a dict of
batched v3 arrays (the observations of the games where that opponent must decide now, from
its own seat); the vector env calls it once for all those games at a time, so a frozen copy
of a network plays many games per forward pass.  For self-play against past versions,
snapshot the learner now and then and add the snapshot to the pool::

    pool = OpponentPool(["random"], max_size=8, latest=0.5)
    envs = vector_env(32, decks="meta", opponent=pool)
    ...
    frozen = copy.deepcopy(model).eval()
    pool.add(lambda obs: frozen.act(obs), name=f"step-{step}")   # used from the next episodes on

``info["opponent"]`` names the opponent of each game, so the win rate against each member
can be tracked (``examples/train_pointer_policy.py`` does all of this).

**Autoreset** (``metadata["autoreset_mode"]``): ``"NextStep"`` (Gymnasium's default: the
step after a game ended starts the next one and ignores that game's action; its reward
is 0), ``"SameStep"`` (a game that ends is restarted within the same step; its last
observation and info are in ``info["final_obs"]`` and ``info["final_info"]``), or
``"Disabled"`` (restart games with ``reset(options={"reset_mask": mask})``).

Illegal actions: ``illegal_action="lose"`` (default) makes the learner concede that game;
``"raise"`` raises :class:`ptcg.IllegalActionError` before any game changes.  A policy
opponent that picks an option outside its mask raises
:class:`~ptcg.env.OpponentError`.
"""

from __future__ import annotations

import numpy as np
from gymnasium import spaces
from gymnasium.vector import AutoresetMode, VectorEnv
from gymnasium.vector.utils import batch_space

from ..errors import IllegalActionError
from ..ruleset import STANDARD
from . import encoding_v3 as enc
from ._match import (DEFAULT_MAX_STEPS, DeckPool, Match, action_index, as_pool, check_policy_actions,
                     illegal_message)
from ._runner import ILLEGAL_ACTION_MODES


def vector_env(num_envs: int = 8, decks="meta", **kwargs) -> "PTCGVectorEnv":
    """``num_envs`` v3 games in one process (see :class:`PTCGVectorEnv` for the arguments)."""
    return PTCGVectorEnv(num_envs, decks, **kwargs)


class PTCGVectorEnv(VectorEnv):
    """A batch of ``num_envs`` single-seat v3 games (see the module docstring).

    Arguments as :class:`ptcg.env.ptcg_v3.SingleAgentEnv` (``decks``, ``decks_b``, ``mirror``,
    ``opponent``, ``seat``, ``max_steps``, ``max_options``, ``illegal_action``, ``rules``,
    ``allow_unimplemented``), plus ``seed`` (the first reset's seed when it gets none),
    ``autoreset_mode`` and ``copy``.
    """

    metadata = {"autoreset_mode": AutoresetMode.NEXT_STEP, "render_modes": []}

    def __init__(self, num_envs: int = 8, decks="meta", *, decks_b=None, opponent="random", seat="random",
                 mirror: bool = False, seed: int | None = None, max_steps: int = DEFAULT_MAX_STEPS,
                 max_options: int = enc.MAX_OPTIONS, illegal_action: str = "lose",
                 autoreset_mode=AutoresetMode.NEXT_STEP, copy: bool = True, rules=STANDARD,
                 allow_unimplemented: bool = False):
        if int(num_envs) < 1:
            raise ValueError(f"num_envs must be at least 1, got {num_envs!r}")
        if seat not in (0, 1, "random"):
            raise ValueError(f"seat must be 0, 1 or 'random', got {seat!r}")
        if illegal_action not in ILLEGAL_ACTION_MODES:
            raise ValueError(f"illegal_action must be one of {ILLEGAL_ACTION_MODES}, got {illegal_action!r}")
        self.autoreset_mode = AutoresetMode(autoreset_mode)
        self.metadata = dict(self.metadata, autoreset_mode=self.autoreset_mode)
        n = self.num_envs = int(num_envs)
        pool = DeckPool(decks, decks_b=decks_b, mirror=mirror, rules=rules, allow_unimplemented=allow_unimplemented)
        self.deck_pool = pool
        self._matches = [Match(pool, max_steps=max_steps) for _ in range(n)]
        self.layout = enc.Layout(max_options)
        self.max_options = self.layout.max_options
        self._batch = self.layout.buffers(n)
        self._arrays = self.layout.views(self._batch)
        self._encoders = [enc.Encoder(max_options, {dt: b[i] for dt, b in self._batch.items()}) for i in range(n)]
        self._opp_batch = self.layout.buffers(n)
        self._opp_encoders = [enc.Encoder(max_options, {dt: b[i] for dt, b in self._opp_batch.items()})
                              for i in range(n)]
        self.single_observation_space = self.layout.space()
        self.observation_space = batch_space(self.single_observation_space, n)
        self.single_action_space = spaces.Discrete(self.max_options)
        self.action_space = spaces.MultiDiscrete(np.full(n, self.max_options))
        self.opponents = as_pool(opponent)
        self._seat_choice = seat
        self._seats = np.zeros(n, dtype=np.int64)
        self._opponent = [None] * n
        self._initial_seed = seed
        self.illegal_action = illegal_action
        self.copy = copy
        self._rewards = np.zeros(n, dtype=np.float64)
        self._terminations = np.zeros(n, dtype=bool)
        self._truncations = np.zeros(n, dtype=bool)
        self._ended = np.zeros(n, dtype=bool)

    # -- access --------------------------------------------------------------------------
    @property
    def games(self) -> list:
        """The :class:`ptcg.Game` of each sub-environment."""
        return [m.game for m in self._matches]

    @property
    def seats(self) -> np.ndarray:
        """The learner's seat in each game."""
        return self._seats.copy()

    def legal_options(self, i: int) -> tuple:
        """The learner's pending options in game ``i``."""
        g = self._matches[i].game
        if g is None or g.decision is None or g.decision.player != self._seats[i]:
            return ()
        return g.legal_options

    # -- the Gymnasium vector API --------------------------------------------------------
    def reset(self, *, seed=None, options=None):
        """Start new games: all of them, or those of ``options["reset_mask"]``.  ``seed``:
        an int (game ``i`` gets ``seed + i``), a list of ints or None."""
        if seed is None and self._initial_seed is not None:
            seed, self._initial_seed = self._initial_seed, None
        self._initial_seed = None
        super().reset(seed=seed if isinstance(seed, int) else None)
        n = self.num_envs
        if seed is None:
            seeds = [None] * n
        elif isinstance(seed, (int, np.integer)):
            seeds = [int(seed) + i for i in range(n)]
        else:
            seeds = list(seed)
            if len(seeds) != n:
                raise ValueError(f"reset: {len(seeds)} seeds for {n} games")
        mask = np.ones(n, dtype=bool)
        if options and "reset_mask" in options:
            mask = np.asarray(options["reset_mask"], dtype=bool)
            if mask.shape != (n,):
                raise ValueError(f"reset_mask must have shape ({n},), got {mask.shape}")
        which = [i for i in range(n) if mask[i]]
        for i in which:
            self._start(i, seeds[i])
        self._play_opponents(which)
        self._ended[which] = False
        for i in which:
            self._encoders[i].fill(self._matches[i].game, int(self._seats[i]))
        return self._observations(), self._infos(which)

    def step(self, actions):
        actions = np.asarray(actions).reshape(-1)
        n = self.num_envs
        if actions.shape[0] != n:
            raise ValueError(f"step: {actions.shape[0]} actions for {n} games")
        mode = self.autoreset_mode
        restart = [i for i in range(n) if self._ended[i]]
        if restart and mode == AutoresetMode.DISABLED:
            raise IllegalActionError(f"games {restart} are over: reset them with options={{'reset_mask': ...}}")
        if self.illegal_action == "raise":
            for i in range(n):
                if not self._ended[i]:
                    self._check(i, actions[i])
        self._rewards[:] = 0.0
        conceded = {}
        stepped = []
        for i in range(n):
            if self._ended[i]:
                continue
            msg = self._matches[i].apply_index(int(self._seats[i]), actions[i], self.max_options,
                                               self.illegal_action, f"the learner of game {i}")
            if msg is not None:
                conceded[i] = msg
            stepped.append(i)
        for i in restart:
            self._start(i, None)
        self._play_opponents(range(n))
        for i in range(n):
            match = self._matches[i]
            over = match.game.is_over()
            self._terminations[i] = over
            self._truncations[i] = match.truncated
            self._rewards[i] = float(match.game.returns()[self._seats[i]]) if over else 0.0
        done = self._terminations | self._truncations
        infos = self._infos(range(n))
        if conceded:
            infos["illegal_action"] = np.array([conceded.get(i) for i in range(n)], dtype=object)
            infos["_illegal_action"] = np.array([i in conceded for i in range(n)])
        if mode == AutoresetMode.SAME_STEP and done.any():
            ended = [i for i in range(n) if done[i]]
            final_obs = np.full(n, None, dtype=object)
            final_info = np.full(n, None, dtype=object)
            for i in ended:
                self._encoders[i].fill(self._matches[i].game, int(self._seats[i]))
                final_obs[i] = self._encoders[i].layout.views({dt: b.copy() for dt, b in self._encoders[i].buffers.items()})
                final_info[i] = {k: v[i] for k, v in infos.items() if not k.startswith("_")}
                self._start(i, None)
            self._play_opponents(ended)
            infos = self._infos(range(n))
            infos.update(final_obs=final_obs, _final_obs=done.copy(), final_info=final_info, _final_info=done.copy())
            self._ended[:] = False
        else:
            self._ended[:] = done
        for i in range(n):
            self._encoders[i].fill(self._matches[i].game, int(self._seats[i]))
        return (self._observations(), self._rewards.copy(), self._terminations.copy(), self._truncations.copy(),
                infos)

    def close_extras(self, **kwargs):
        self._matches = []

    # -- helpers ----------------------------------------------------------------------------
    def _start(self, i: int, seed) -> None:
        match = self._matches[i]
        match.new_game(seed)
        self._seats[i] = match.draw_seat() if self._seat_choice == "random" else self._seat_choice
        opp = self.opponents.sample(match.stream)
        opp.reset(match.game_seed, slot=i)
        self._opponent[i] = opp

    def _check(self, i: int, action) -> None:
        a = action_index(action, self.max_options)
        game = self._matches[i].game
        seat = int(self._seats[i])
        if game.decision is None or game.decision.player != seat or a >= len(game.decision.options):
            raise IllegalActionError(illegal_message(game, a, f"the learner of game {i}", seat))

    def _opponent_turn(self, i: int) -> bool:
        match = self._matches[i]
        game = match.game
        return not game.is_over() and game.decision.player != self._seats[i] and not match.truncated

    def _play_opponents(self, which) -> None:
        """Let the opponents answer their decisions in the games ``which``: agents one game
        at a time, each policy once per round for all the games where it must decide."""
        pending = [i for i in which if self._opponent_turn(i)]
        while pending:
            groups = {}
            for i in pending:
                opp = self._opponent[i]
                if opp.agent is not None:
                    match = self._matches[i]
                    agent = opp.agent_for(i)
                    while self._opponent_turn(i):
                        match.game.apply(agent.act(match.game))
                        match.steps += 1
                else:
                    groups.setdefault(id(opp), (opp, []))[1].append(i)
            for opp, rows in groups.values():
                for j, i in enumerate(rows):
                    self._opp_encoders[j].fill(self._matches[i].game, 1 - int(self._seats[i]))
                m = len(rows)
                obs = self.layout.views({dt: b[:m] for dt, b in self._opp_batch.items()})
                acts = check_policy_actions(opp.policy(obs), m, obs["action_mask"], opp.name)
                for j, i in enumerate(rows):
                    match = self._matches[i]
                    match.game.apply(match.game.decision.options[int(acts[j])])
                    match.steps += 1
            pending = [i for i in pending if self._opponent_turn(i)]

    def _observations(self) -> dict:
        if self.copy:
            return self.layout.views({dt: b.copy() for dt, b in self._batch.items()})
        return self._arrays

    def _infos(self, which) -> dict:
        n = self.num_envs
        games = [m.game for m in self._matches]
        return {
            "turn": np.array([g.turn for g in games], dtype=np.int64),
            "_turn": np.ones(n, dtype=bool),
            "seat": self._seats.copy(),
            "_seat": np.ones(n, dtype=bool),
            "deck": np.array([g.deck_names[s] for g, s in zip(games, self._seats)], dtype=object),
            "_deck": np.ones(n, dtype=bool),
            "opponent": np.array([o.name for o in self._opponent], dtype=object),
            "_opponent": np.ones(n, dtype=bool),
        }


__all__ = ["vector_env", "PTCGVectorEnv"]
