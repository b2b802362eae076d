"""A PettingZoo AEC environment for the Pokémon TCG, version 1.

A thin layer over :class:`ptcg.Game` (STYLE 10): the engine decides who acts and what is
legal; this module numbers the options, masks them and turns a
:class:`~ptcg.view.PlayerView` into a vector.  The observation layout and the action
encoding are those of :mod:`ptcg.env.encoding_v1`; the name ``ptcg_v1`` freezes them.

>>> from ptcg.env import ptcg_v1
>>> env = ptcg_v1.env(deck_a="mega_abomasnow", deck_b="fire_cinderace", seed=7)
>>> env.reset()
>>> for agent in env.agent_iter():
...     obs, reward, terminated, truncated, info = env.last()
...     if terminated or truncated:
...         action = None
...     else:
...         action = env.action_space(agent).sample(obs["action_mask"])
...     env.step(action)
>>> env.close()

Agents are ``"player_0"`` (``deck_a``) and ``"player_1"`` (``deck_b``).  The agent to
act is the one facing the game's pending decision, so the same agent often acts many
times in a row, and setup questions and questions asked in the middle of card effects
(including the opponent's, e.g. which Pokémon to promote after a Knock Out) are steps
like any other.

* **Actions**: ``Discrete(256)``; action ``i`` is option ``i`` of the pending decision
  (``env.unwrapped.legal_options()`` lists them; ``option_to_action`` goes back).
* **Observations**: ``{"observation": float32 (21088,), "action_mask": int8 (256,)}``
  from the observing agent's own view only; see :mod:`ptcg.env.encoding_v1` for the
  named layout and :func:`~ptcg.env.encoding_v1.decode_observation`.  The mask is int8
  (not uint8) because ``gymnasium.spaces.Discrete.sample(mask)`` requires int8.
* **Rewards**: 0 until the game ends, then ``Game.returns()``: +1 win, -1 loss, 0 draw.
  Both agents are terminated then.  After ``max_steps`` decisions (both players'
  together) without a result both are truncated, with reward 0.
* **Illegal actions**: ``illegal_action="raise"`` (default) raises
  :class:`ptcg.IllegalActionError` naming the decision and the legal actions, and
  changes nothing; ``"lose"`` makes the agent concede (reward -1, the opponent +1, as
  PettingZoo's classic games end on an illegal move).  An action that is not an integer
  in ``0..255`` always raises.
* **Seeding**: ``reset(seed=s)`` plays exactly ``Game(deck_a, deck_b, seed=s)``;
  ``reset()`` without a seed uses the constructor's ``seed`` the first time, then
  draws each game's seed from a stream seeded by the last seed given, so a sequence of
  resets is reproducible.  ``infos[agent]["game_seed"]`` names the game.
* **Rendering**: ``render_mode="human"`` prints the game log as it grows (after each
  step); ``"ansi"`` makes ``render()`` return the whole log as text.
"""

from __future__ import annotations

from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from ..errors import IllegalActionError, InvalidArgumentError
from ..game import Game
from ..ruleset import STANDARD
from . import encoding_v1 as enc
from ._runner import DEFAULT_DECKS, DEFAULT_MAX_STEPS, GameRunner, make_observation_space

AGENTS = ("player_0", "player_1")


def env(**kwargs):
    """The environment with PettingZoo's order-enforcing wrapper (use this one)."""
    return wrappers.OrderEnforcingWrapper(raw_env(**kwargs))


class raw_env(AECEnv):
    """The PettingZoo AEC environment without wrappers (see the module docstring).

    ``deck_a`` is player_0's deck, ``deck_b`` player_1's.  ``max_steps`` bounds the
    decisions of one game (both players), ``illegal_action`` is ``"raise"`` or
    ``"lose"``, ``rules`` and ``allow_unimplemented`` go to :class:`ptcg.Game`, and
    ``log`` builds the game log (default: only when rendering).
    """

    metadata = {"render_modes": ["human", "ansi"], "name": "ptcg_v1", "is_parallelizable": False,
                "render_fps": 1}
    encoding = enc          # the observation encoding this version freezes

    def __init__(self, deck_a=DEFAULT_DECKS[0], deck_b=DEFAULT_DECKS[1], *, seed: int | None = None,
                 max_steps: int = DEFAULT_MAX_STEPS, illegal_action: str = "raise",
                 render_mode: str | None = None, rules=STANDARD, allow_unimplemented: bool = False,
                 log: bool | None = None):
        super().__init__()
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise InvalidArgumentError(f"render_mode must be one of {self.metadata['render_modes']} or None, "
                                       f"got {render_mode!r:.40}")
        self.render_mode = render_mode
        self._runner = GameRunner(deck_a, deck_b, seed=seed, max_steps=max_steps,
                                  illegal_action=illegal_action, rules=rules,
                                  allow_unimplemented=allow_unimplemented,
                                  log=(render_mode is not None) if log is None else log)
        self.possible_agents = list(AGENTS)
        self.agents = []
        space = make_observation_space(self.encoding)
        self.observation_spaces = {a: space for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(enc.N_ACTIONS) for a in self.possible_agents}

    # -- spaces ------------------------------------------------------------------------
    def observation_space(self, agent):
        return self.observation_spaces[agent]

    def action_space(self, agent):
        return self.action_spaces[agent]

    # -- the game ----------------------------------------------------------------------
    @property
    def game(self) -> Game | None:
        """The :class:`ptcg.Game` being played (None before the first reset)."""
        return self._runner.game

    @property
    def game_seed(self):
        return self._runner.game_seed

    @property
    def max_steps(self) -> int:
        return self._runner.max_steps

    def legal_options(self) -> tuple:
        """The pending decision's options: action ``i`` is ``legal_options()[i]``."""
        g = self._runner.game
        return g.legal_options if g is not None else ()

    def action_to_option(self, action):
        """The engine option that ``action`` stands for now (IllegalActionError if none)."""
        a = enc.action_index(action)
        if not enc.is_legal(self._runner.game, a):
            raise IllegalActionError(enc.illegal_message(self._runner.game, a, self.agent_selection))
        return self._runner.game.legal_options[a]

    def option_to_action(self, option) -> int:
        """The action index of one of the pending decision's options."""
        opts = self.legal_options()
        try:
            return opts.index(option)
        except ValueError:
            raise IllegalActionError(f"{option!r} is not one of the pending decision's options") from None

    # -- AEC API -----------------------------------------------------------------------
    def observe(self, agent):
        obs, mask = self.encoding.encode(self._runner.game, AGENTS.index(agent))
        return {"observation": obs, "action_mask": mask}

    def reset(self, seed=None, options=None):
        """Start a new game (``options`` is not used)."""
        game = self._runner.new_game(seed)
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0 for a in self.agents}
        self._cumulative_rewards = {a: 0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self._skip_agent_selection = None
        self.agent_selection = AGENTS[game.decision.player]
        self._update_infos()
        if self.render_mode == "human":
            self.render()

    def step(self, action):
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        runner = self._runner
        player = AGENTS.index(agent)
        conceded = runner.act(player, action, agent)      # raises before any change
        self._cumulative_rewards[agent] = 0
        self._clear_rewards()
        game = runner.game
        if game.is_over():
            for a in self.agents:
                self.rewards[a] = float(game.returns()[AGENTS.index(a)])
                self.terminations[a] = True
        elif runner.truncated:
            for a in self.agents:
                self.truncations[a] = True
        else:
            self.agent_selection = AGENTS[game.decision.player]
        self._update_infos()
        if conceded is not None:
            self.infos[agent]["illegal_action"] = conceded
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def _update_infos(self) -> None:
        game = self._runner.game
        for a in self.agents:
            self.infos[a] = {"game_seed": self._runner.game_seed, "turn": game.turn}

    def render(self):
        return self._runner.render(self.render_mode)

    def close(self):
        pass


__all__ = ["env", "raw_env", "AGENTS", "DEFAULT_DECKS", "DEFAULT_MAX_STEPS"]
