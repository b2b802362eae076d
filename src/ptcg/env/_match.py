"""What the v3 environments share (numpy only): deck pools drawn per episode, seeding, the
game, the step count, opponents and their pools, and action checks."""

from __future__ import annotations

import copy
import random

import numpy as np

from ..deck import Deck, builtin_decks
from ..errors import GameOverError, IllegalActionError, PTCGError
from ..game import Game
from ..rng import splitmix64
from .encoding_v1 import action_index, check_vocabulary

DEFAULT_MAX_STEPS = 5000
# the decks of the official simulator's sample set; the other built-in decks are the meta lists
SAMPLE_DECKS = ("mega_abomasnow", "fire_cinderace", "water_feraligatr", "grass_rillaboom",
                "lightning_magnezone", "fighting_conkeldurr")
POOLS = ("builtin", "meta", "sample")


def pool_names(pool: str) -> list:
    """The built-in deck names of a named pool: ``"builtin"`` (every built-in deck), ``"meta"``
    (the competitive lists) or ``"sample"`` (the official simulator's sample decks)."""
    names = builtin_decks()
    if pool == "builtin":
        return names
    if pool == "meta":
        return [n for n in names if n not in SAMPLE_DECKS]
    if pool == "sample":
        return [n for n in names if n in SAMPLE_DECKS]
    raise ValueError(f"unknown deck pool {pool!r}: use one of {', '.join(POOLS)} or a list of decks")


class DeckPool:
    """The decks an environment draws from at each reset.

    ``decks`` is a pool name (see :func:`pool_names`), one deck, or a list of decks: built-in
    names, deck files, lists of card IDs or :class:`~ptcg.deck.Deck` objects.  Player 0
    draws from ``decks``, player 1 from ``decks_b`` (default: the same pool), each
    uniformly; ``mirror=True`` gives player 1 player 0's deck.  Every deck is checked once
    here (unknown or unimplemented cards, deck rules), so that a bad deck is refused at
    construction, not in the middle of training."""

    def __init__(self, decks="meta", *, decks_b=None, mirror: bool = False, rules=None,
                 allow_unimplemented: bool = False):
        from ..ruleset import STANDARD
        self.rules = STANDARD if rules is None else rules
        self.allow_unimplemented = allow_unimplemented
        self.decks = self._resolve(decks)
        self.decks_b = self.decks if decks_b is None else self._resolve(decks_b)
        self.mirror = bool(mirror)

    def _resolve(self, decks) -> list:
        if isinstance(decks, str) and decks in POOLS:
            specs = pool_names(decks)
        elif isinstance(decks, (str, Deck)) or (isinstance(decks, (list, tuple)) and decks
                                                 and all(isinstance(c, (int, np.integer)) for c in decks)):
            specs = [decks]
        else:
            specs = list(decks)
        if not specs:
            raise ValueError("decks: the pool is empty")
        out = []
        for spec in specs:
            probe = Game(spec, spec, seed=0, log=False, rules=self.rules,
                         allow_unimplemented=self.allow_unimplemented)
            check_vocabulary(probe.decks[0], probe.deck_names[0])    # the pool's card IDs only
            out.append(Deck(probe.decks[0], probe.deck_names[0]))
        return out

    @property
    def names(self) -> list:
        return [d.name for d in self.decks]

    def draw(self, rng: random.Random) -> tuple:
        """Two decks (player 0's, player 1's) drawn from the pools."""
        a = self.decks[rng.randrange(len(self.decks))]
        b = a if self.mirror else self.decks_b[rng.randrange(len(self.decks_b))]
        return a, b

    def new_game(self, rng: random.Random, seed: int, log: bool = False) -> Game:
        a, b = self.draw(rng)
        return Game(a, b, seed=seed, rules=self.rules, log=log, allow_unimplemented=self.allow_unimplemented,
                    validate_decks=False)


class Match:
    """One game of a v3 environment: the seeding stream, the game, the step count."""

    def __init__(self, pool: DeckPool, *, max_steps: int = DEFAULT_MAX_STEPS, seed=None, log: bool = False,
                 max_options: int = 64, illegal_action: str = "raise"):
        if int(max_steps) < 1:
            raise ValueError(f"max_steps must be at least 1, got {max_steps!r}")
        self.pool = pool
        self.max_options = max_options
        self.illegal_action = illegal_action
        self.rendered = 0
        self.max_steps = int(max_steps)
        self.log = log
        self.initial_seed = seed
        self.stream: random.Random | None = None
        self.game: Game | None = None
        self.game_seed = None
        self.steps = 0

    def new_game(self, seed=None) -> Game:
        """``seed`` given: the game plays ``Game(decks, seed=seed)`` with the decks drawn from
        a stream seeded by it; None: the next game of the stream (seeded by the last seed
        given, or the constructor's seed, or at random)."""
        if seed is None and self.stream is None:
            seed = self.initial_seed
        if seed is not None:
            seed = int(seed)
            self.stream = random.Random(seed)
        else:
            if self.stream is None:
                self.stream = random.Random()
            seed = self.stream.getrandbits(48)
        self.game_seed = seed
        self.game = self.pool.new_game(self.stream, seed, self.log)
        self.steps = 0
        self.rendered = 0
        return self.game

    def draw_seat(self) -> int:
        return self.stream.randrange(2)

    @property
    def truncated(self) -> bool:
        return not self.game.is_over() and self.steps >= self.max_steps

    def act(self, player: int, action, who: str):
        """:meth:`apply_index` with this match's ``max_options`` and ``illegal_action`` (the
        interface of ``_runner.GameRunner``, so ``ptcg_v1.raw_env``'s loop drives a Match)."""
        return self.apply_index(player, action, self.max_options, self.illegal_action, who)

    def render(self, mode):
        from ._runner import GameRunner
        return GameRunner.render(self, mode)     # reads only .game and .rendered

    def apply_index(self, player: int, action, max_options: int, illegal_action: str, who: str):
        """Apply option ``action`` for ``player``; returns the message when the player conceded
        for an illegal action (``"lose"``), None otherwise.  ``"raise"`` raises
        IllegalActionError and changes nothing."""
        a = action_index(action, max_options)
        game = self.game
        if game is None or game.is_over():
            raise GameOverError("the game is over (or not started): reset before stepping again")
        d = game.decision
        if d.player != player or a >= len(d.options):
            msg = illegal_message(game, a, who, player)
            if illegal_action == "raise":
                raise IllegalActionError(msg)
            game.concede(player)
            self.steps += 1
            return msg
        game.apply(d.options[a])
        self.steps += 1
        return None


def illegal_message(game, action: int, who: str, player: int) -> str:
    d = game.decision
    if d is None:
        return f"action {action} for {who}: the game is over"
    if d.player != player:
        return f"action {action} for {who}: it is player_{d.player}'s decision, not {who}'s"
    shown = ", ".join(f"{i}={o!r}" for i, o in enumerate(d.options[:8]))
    more = "" if len(d.options) <= 8 else ", ..."
    return (f"action {action} is not legal for {who}: the decision {d.kind!r} ({d.prompt}) has "
            f"{len(d.options)} options, so the legal actions are 0..{len(d.options) - 1} ({shown}{more})")


# -- opponents ---------------------------------------------------------------------------------
class OpponentError(PTCGError):
    """An opponent policy returned something that is not one of its legal options."""


class Opponent:
    """One member of an :class:`OpponentPool`: an agent (``act(game) -> option``) or a
    policy over batched v3 observations (``policy(obs) -> option indices``).

    An agent keeps state (its random generator), so each game that plays against it gets
    its own copy (:meth:`agent_for`): a new agent for a spec, a deep copy of an object;
    policies are shared, so that one call serves many games."""

    __slots__ = ("name", "agent", "policy", "_copies")

    def __init__(self, member, name: str | None = None):
        from ..agents import make_agent
        self.agent = self.policy = None
        self._copies = {}
        if isinstance(member, Opponent):
            self.agent, self.policy, name = member.agent, member.policy, name or member.name
        elif isinstance(member, str):
            self.agent = make_agent(member)
            name = name or member
        elif callable(getattr(member, "act", None)):
            self.agent = member
            name = name or getattr(member, "name", type(member).__name__)
        elif callable(member):
            self.policy = member
            name = name or getattr(member, "__name__", type(member).__name__)
        else:
            raise TypeError(f"an opponent is an agent spec, an object with act(game) or a policy "
                            f"callable over observations, got {member!r}")
        self.name = str(name)

    def agent_for(self, slot: int):
        """The agent that plays game ``slot`` of a batch (slot 0: the agent itself)."""
        if slot == 0:
            return self.agent
        agent = self._copies.get(slot)
        if agent is None:
            agent = self._copies[slot] = copy.deepcopy(self.agent)
        return agent

    def reset(self, seed: int, slot: int = 0) -> None:
        agent = self.agent_for(slot) if self.agent is not None else None
        if agent is not None and hasattr(agent, "reset"):
            agent.reset(seed=splitmix64(seed) & 0xFFFFFFFF)

    def __repr__(self) -> str:
        return f"Opponent({self.name!r})"


class OpponentPool:
    """Frozen opponents for self-play; one is drawn for each episode.

    Members are agent specs (``"random"``, ``"greedy"``), agents (``act(game)``) or
    policies: callables that take a dict of batched v3 observation arrays (leading axis:
    the games in which that opponent must decide now) and return one option index per game.
    Members given here stay; members added with :meth:`add` (snapshots of the learning
    policy) are kept up to ``max_size``, the oldest dropped first.  Each episode draws the
    newest snapshot with probability ``latest``, else a member in proportion to its weight
    (``weights`` for the members given here, ``add(..., weight=)`` for the others; 1 by
    default).

    >>> pool = OpponentPool(["random"], max_size=5, latest=0.5)
    >>> pool.add(lambda obs: obs["action_mask"].argmax(axis=1), name="first-legal")
    'first-legal'
    >>> pool.names
    ['random', 'first-legal']
    """

    def __init__(self, members=("random",), *, weights=None, max_size: int = 10, latest: float = 0.0):
        if isinstance(members, (str, Opponent)) or callable(members) or hasattr(members, "act"):
            members = [members]
        self.fixed = [Opponent(m) for m in members]
        weights = [1.0] * len(self.fixed) if weights is None else [float(w) for w in weights]
        if len(weights) != len(self.fixed) or any(w < 0 for w in weights):
            raise ValueError(f"weights: one non-negative weight per member, got {weights!r}")
        self._weights = {id(m): w for m, w in zip(self.fixed, weights)}
        self.added: list = []
        if int(max_size) < 1:
            raise ValueError(f"max_size must be at least 1, got {max_size!r}")
        if not 0.0 <= float(latest) <= 1.0:
            raise ValueError(f"latest must be a probability, got {latest!r}")
        self.max_size = int(max_size)
        self.latest = float(latest)

    def add(self, member, name: str | None = None, weight: float = 1.0) -> str:
        """Add a frozen opponent (e.g. a copy of the policy now); returns its name."""
        opp = Opponent(member, name or f"snapshot-{len(self.added)}")
        self.added.append(opp)
        self._weights[id(opp)] = float(weight)
        if len(self.added) > self.max_size:
            del self._weights[id(self.added.pop(0))]
        return opp.name

    @property
    def members(self) -> list:
        return self.fixed + self.added

    @property
    def names(self) -> list:
        return [m.name for m in self.members]

    def __len__(self) -> int:
        return len(self.fixed) + len(self.added)

    def sample(self, rng: random.Random) -> Opponent:
        members = self.members
        if not members:
            raise ValueError("the opponent pool is empty")
        if self.added and self.latest > 0 and rng.random() < self.latest:
            return self.added[-1]
        weights = [self._weights[id(m)] for m in members]
        total = sum(weights)
        if total <= 0:
            return members[rng.randrange(len(members))]
        x = rng.random() * total
        for m, w in zip(members, weights):
            x -= w
            if x < 0:
                return m
        return members[-1]


def as_pool(opponent) -> OpponentPool:
    """An :class:`OpponentPool` from a pool, or from one opponent of any accepted kind."""
    if isinstance(opponent, OpponentPool):
        return opponent
    return OpponentPool([opponent])


def check_policy_actions(actions, count: int, masks: np.ndarray, name: str) -> np.ndarray:
    """The option indices a policy returned, checked against the masks of its games."""
    acts = np.asarray(actions).reshape(-1)
    if acts.shape[0] != count or not np.issubdtype(acts.dtype, np.integer):
        raise OpponentError(f"opponent {name!r} must return {count} integer option indices, got {actions!r}")
    if (acts < 0).any() or (acts >= masks.shape[1]).any() or not masks[np.arange(count), acts].all():
        raise OpponentError(f"opponent {name!r} chose options outside the action mask: {acts.tolist()}")
    return acts


def play_opponent(match: Match, learner: int, opponent: Opponent, encoder) -> None:
    """Let ``opponent`` answer every decision of the seat that is not ``learner``'s, until the
    learner must decide, the game ends or it is truncated.  A policy opponent sees its own
    v3 observation (``encoder`` fills it), as a batch of one."""
    game = match.game
    other = 1 - learner
    while not game.is_over() and game.decision.player == other and not match.truncated:
        if opponent.agent is not None:
            game.apply(opponent.agent.act(game))
        else:
            obs = {k: v[None] for k, v in encoder.encode(game, other).items()}
            act = check_policy_actions(opponent.policy(obs), 1, obs["action_mask"], opponent.name)[0]
            game.apply(game.decision.options[int(act)])
        match.steps += 1
