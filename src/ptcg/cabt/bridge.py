"""Agent folders of the official simulator as ptcg agents (``ptcg tournament``, ``ptcg simulate``).

A folder with ``main.py`` (a Kaggle submission) is a spec like any other: ``ptcg tournament
--agents greedy,path/to/agent_folder`` makes it a :class:`CabtFolderAgent`, a ptcg
:class:`~ptcg.agents.base.Agent` that plays in lockstep with the ptcg game it is given:

* it follows that game in a *shadow* :class:`~ptcg.cabt.adapter.CabtGame` (the same decks,
  seed and rules, with events on, so the agent gets its logs and a ``search_begin_input``
  at every question), catching up with the options the other seat chose;
* at its own decisions it sends the agent process (:class:`~ptcg.cabt.runner.HostedAgent`,
  Kaggle's loader) the cabt observation and applies the answer to the shadow: one cabt
  answer may stand for several ptcg decisions (a multi-select is several picks, Retreat is
  the Benched Pokémon then the Energy), which it then returns one at a time, and a cabt
  question may stand for none (the Energy of a Retreat is asked before ptcg's decision);
* where the agent picks one copy of a card and ptcg moves another, only their serial
  numbers are exchanged (the shadow must stay the same game as the one it follows).

Each game starts the agent in a process of its own (a Kaggle episode of one game), closed
when the game's agent object goes away.  The deck call (step 0) is made and its answer is
not used: the tournament deals the decks (an agent that checks the serial numbers against
its own ``deck.csv``, or guesses hidden cards from it, should play that deck).  The agent's
bank of time (``bank`` seconds per game) is kept as on Kaggle; a fault (an exception, an
answer the game refuses, a timeout) raises :class:`CabtAgentFault`, which ``ptcg simulate``
/ ``ptcg tournament`` report as the game's error.
"""

from __future__ import annotations

import atexit
import os
import time
import weakref

from ..agents.base import Agent
from ..errors import PTCGError
from ..game import Game
from .adapter import AnswerError, CabtGame
from .position import encode
from .runner import DEFAULT_BANK, AgentError, AgentTimeout, HostedAgent
from .serials import Serials


class CabtAgentFault(PTCGError):
    """The agent raised, answered what the game refuses, or ran out of time (``kind``:
    "ERROR", "INVALID" or "TIMEOUT", as the runner names them)."""

    def __init__(self, kind: str, message: str):
        self.kind = kind
        super().__init__(f"{kind}: {message}")


def is_agent_folder(spec) -> bool:
    return isinstance(spec, (str, os.PathLike)) and os.path.isfile(os.path.join(spec, "main.py"))


# -- agent processes ---------------------------------------------------------------------------------

_LIVE: "weakref.WeakSet" = weakref.WeakSet()


def _close(host: HostedAgent) -> None:
    host.close()


@atexit.register
def _close_all() -> None:
    for agent in list(_LIVE):
        if agent.host is not None:
            agent.host.close()


# -- following a ptcg game ------------------------------------------------------------------------

def shadow_of(game: Game) -> CabtGame:
    """A CabtGame of a new game with ``game``'s decks, seed and rules (events on, positions
    tracked), at its start."""
    twin = Game(list(game.decks[0]), list(game.decks[1]), seed=game.seed, rules=game.rules,
                auto_end=game.auto_end, validate_decks=False, allow_unimplemented=True)
    cg = CabtGame.__new__(CabtGame)
    cg._setup(twin, Serials.for_decks(twin.decks), None, True)
    cg.exchange_places = False
    cg._next()
    return cg


class CabtFolderAgent(Agent):
    """A cabt agent folder playing a ptcg game (see the module docstring)."""

    name = "cabt"

    def __init__(self, folder: str, seed: int = 0, *, bank: float = DEFAULT_BANK):
        self.folder = os.path.abspath(folder)
        self.name = os.path.basename(self.folder.rstrip(os.sep))
        self.seed = seed
        self.bank = bank
        self.host = None
        self.shadow = None
        self.followed = None          # the game being followed (compared by identity)
        self.left = bank
        self.steps = 0

    def reset(self, seed: int | None = None) -> None:
        self.shadow = self.followed = None
        self.left = self.bank

    def act(self, game):
        d = game.decision
        sh = self._follow(game)
        rec, done = sh.game._record, len(game._record)
        if len(rec) > done:
            return rec[done]                       # the rest of an answer already given
        while True:
            q = sh.question
            if q is None or q.player != d.player:
                raise PTCGError("the cabt view of this game lost step with it")
            obs = sh.observation()
            obs["search_begin_input"] = encode(sh, q.player)
            action = self._call(obs)
            try:
                if not isinstance(action, list) or not all(type(i) is int for i in action):
                    raise AnswerError(5, f"the answer must be a list of ints, not {action!r}")
                sh.answer(action)
            except AnswerError as e:
                raise CabtAgentFault("INVALID", f"agent {self.name}: {e}") from None
            if len(rec) > done:
                return rec[done]

    # -- internals --------------------------------------------------------------------------------
    def _follow(self, game) -> CabtGame:
        if self.followed is not game or self.shadow is None:
            self.followed = game
            self.shadow = shadow_of(game)
            self.left = self.bank
        sh = self.shadow
        rec, real = sh.game._record, game._record
        if len(real) > len(rec):
            if rec and real[len(rec) - 1] != rec[-1]:
                raise PTCGError("the cabt view of this game lost step with it")
            sh.follow(real[len(rec):])
        elif real and rec[len(real) - 1] != real[-1]:
            raise PTCGError("the cabt view of this game lost step with it")
        return sh

    def _call(self, obs: dict):
        if self.host is None:
            # a process of its own per game, as a Kaggle episode (agents keep globals for
            # their match: the seats, the decks, the serials seen)
            self.host = HostedAgent(self.folder)
            weakref.finalize(self, _close, self.host)
            _LIVE.add(self)
            self._send({"remainingOverageTime": self.left, "step": 0, "select": None, "logs": [],
                        "current": None, "search_begin_input": None})
        self.steps += 1
        return self._send({"remainingOverageTime": self.left, "step": self.steps, **obs})

    def _send(self, obs: dict):
        config = {"bo": 1, "episodeSteps": 10000000, "actTimeout": 0, "runTimeout": 6000,
                  "remainingOverageTime": self.bank}
        t = time.perf_counter()
        try:
            return self.host(obs, config, self.left)
        except AgentTimeout:
            raise CabtAgentFault("TIMEOUT", f"agent {self.name} ran out of time") from None
        except AgentError as e:
            raise CabtAgentFault("ERROR", f"agent {self.name}: {e}") from None
        finally:
            self.left -= time.perf_counter() - t


def folder_factory(folder: str):
    """The factory ``seed -> CabtFolderAgent`` of an agent folder."""
    folder = os.path.abspath(folder)

    def make(seed: int = 0) -> CabtFolderAgent:
        return CabtFolderAgent(folder, seed)
    make.__name__ = os.path.basename(folder.rstrip(os.sep))
    return make


__all__ = ["CabtFolderAgent", "CabtAgentFault", "folder_factory", "is_agent_folder", "shadow_of"]
