"""Matches between cabt agents with Kaggle's rules, on ptcg (CONTRACT.md sections 1 and 10).

An agent is a folder with ``main.py`` (and usually ``deck.csv``), run in a process of its
own by :mod:`ptcg.cabt.host` (Kaggle's loader: ``exec`` in fresh globals, no
``__file__``, the last callable is the agent, the folder is the working directory), or one
of the environment's built-in agents ``random`` and ``first``, which play the built-in
sample deck.  A match:

1. **the deck call**: both agents get ``select``, ``current`` and ``search_begin_input``
   null and answer a list of 60 card IDs, asked once per match.  A list that is not 60
   long, or a deck the simulator refuses, makes that agent INVALID (the other is DONE with
   reward 0);
2. **the games**: best of ``bo`` (3 by default; the match ends when one player can no
   longer be caught).  Game 1 asks player 0 whether to go first, game 2 player 1, game 3
   player 0.  Only the deciding agent is called; it receives the observation of
   :meth:`ptcg.cabt.adapter.CabtGame.observation` plus ``remainingOverageTime`` (its bank
   for this game), ``step``, ``search_begin_input`` and the match fields ``round``,
   ``draw`` and ``win``.  The last observation of a game (its ``RESULT``) is never
   delivered;
3. **the clock**: each call's time is taken from the caller's bank (``bank`` seconds, 600
   by default), refilled at the start of each game; a call longer than what is left is a
   TIMEOUT;
4. **faults**: an exception in the agent is ERROR, an answer the game refuses (not a list
   of ints, a count or index out of range, a repeated index) is INVALID, a timeout is
   TIMEOUT; the faulty agent's reward is None and the other wins the match (+1).  Otherwise
   rewards are +1 / -1 for the match winner, 0 / 0 when the games are level.

Each game's seed comes from the match seed and the game's number, and the built-in agents
draw from a generator seeded the same way, so a match between agents that use no
unseeded randomness is the same, byte for byte, every time (:attr:`Match.episode`, which
leaves out the clock readings).
"""

from __future__ import annotations

import json
import os
import random
import selectors
import subprocess
import sys
import time
from dataclasses import dataclass, field

from .adapter import AnswerError, CabtDeckError, CabtGame, check_deck
from .position import encode

#: the environment's built-in sample deck (Mega Abomasnow ex), card IDs in order
BUILTIN_DECK = ([721] * 2 + [722] * 4 + [723] * 4 + [1092] + [1121] * 2 + [1145] * 2 + [1163] * 2 + [1219] * 4
                + [1227] * 4 + [1262] * 2 + [3] * 33)
BUILTIN_AGENTS = ("random", "first")
DEFAULT_BANK = 600.0


class AgentError(Exception):
    """An agent raised; ``text`` is its message and traceback."""

    def __init__(self, text: str):
        self.text = text
        super().__init__(text.splitlines()[0] if text else "agent error")


class AgentTimeout(Exception):
    """An agent took longer than the time it had left."""


class BuiltinAgent:
    """``random`` (``random.sample(range(n), maxCount)``) or ``first`` (``range(maxCount)``)."""

    def __init__(self, name: str, seed: int):
        self.name = name
        self.rng = random.Random(seed)
        self.decisions = 0
        self.max_seconds = 0.0
        self.errors: list = []

    def __call__(self, obs: dict, config: dict, timeout: float):
        self.decisions += 1
        sel = obs["select"]
        if sel is None:
            return list(BUILTIN_DECK)
        if self.name == "first":
            return list(range(sel["maxCount"]))
        return self.rng.sample(range(len(sel["option"])), sel["maxCount"])

    def close(self) -> None:
        pass


class HostedAgent:
    """A folder agent in its own process (see :mod:`ptcg.cabt.host`)."""

    def __init__(self, folder: str, *, log=None, env: dict | None = None):
        self.folder = os.path.abspath(folder)
        self.name = os.path.basename(self.folder.rstrip(os.sep))
        spec_path = os.path.join(self.folder, "agent.json")
        spec = {}
        if os.path.isfile(spec_path):
            with open(spec_path, encoding="utf-8") as fh:
                spec = json.load(fh)
        penv = dict(os.environ)
        penv.update({k: str(v) for k, v in spec.get("env", {}).items()})
        penv.update(env or {})
        penv["PYTHONUNBUFFERED"] = "1"
        cmd = [sys.executable, "-m", "ptcg.cabt.host", self.folder, "--entry", spec.get("entry", "main.py")]
        self.proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=log if log is not None else subprocess.DEVNULL, env=penv)
        self.sel = selectors.DefaultSelector()
        self.sel.register(self.proc.stdout, selectors.EVENT_READ)
        self.buf = b""
        self.decisions = 0
        self.max_seconds = 0.0
        self.errors: list = []

    def __call__(self, obs: dict, config: dict, timeout: float):
        self.decisions += 1
        msg = (json.dumps({"obs": obs, "config": config}) + "\n").encode()
        try:
            self.proc.stdin.write(msg)
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError):
            raise AgentError(f"the process of agent {self.name} has exited") from None
        deadline = time.monotonic() + max(0.0, timeout)
        while b"\n" not in self.buf:
            left = deadline - time.monotonic()
            if left <= 0 or not self.sel.select(left):
                raise AgentTimeout()
            chunk = os.read(self.proc.stdout.fileno(), 1 << 16)
            if not chunk:
                raise AgentError(f"the process of agent {self.name} has exited")
            self.buf += chunk
        line, _, self.buf = self.buf.partition(b"\n")
        reply = json.loads(line)
        if "error" in reply:
            text = reply["error"] + "\n" + reply.get("traceback", "")
            self.errors.append(text)
            raise AgentError(text)
        return reply["action"]

    def close(self) -> None:
        try:
            if self.proc.poll() is None:
                self.proc.stdin.write(b'{"cmd": "quit"}\n')
                self.proc.stdin.flush()
                self.proc.wait(timeout=5)
        except (OSError, subprocess.TimeoutExpired, ValueError):
            pass
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()
        self.sel.close()


def make_agent(spec: str, seed: int, *, log=None):
    if spec in BUILTIN_AGENTS:
        return BuiltinAgent(spec, seed)
    if not os.path.isdir(spec):
        raise ValueError(f"no agent folder {spec!r} (an agent is a folder with main.py, or random / first)")
    return HostedAgent(spec, log=log)


@dataclass
class Match:
    """What happened in one match: per seat the final ``statuses`` ("DONE", "ERROR",
    "INVALID", "TIMEOUT") and ``rewards`` (+1 / -1 / 0, None for a fault), ``games`` as
    ``[player 0 wins, player 1 wins, draws]``, the reason of a fault, the decisions made,
    and the ``episode`` (every observation and answer, without clock readings)."""

    statuses: list
    rewards: list
    games: list
    error: str = ""
    decisions: list = field(default_factory=lambda: [0, 0])
    max_seconds: list = field(default_factory=lambda: [0.0, 0.0])
    episode: list = field(default_factory=list)

    def to_dict(self) -> dict:
        return {"statuses": self.statuses, "rewards": self.rewards, "games": self.games, "error": self.error,
                "decisions": self.decisions, "max_seconds": [round(x, 3) for x in self.max_seconds]}


def game_seed(seed: int, game: int) -> int:
    return (seed * 1000003 + game * 7919) & 0xFFFFFFFFFFFF


def play_match(agents, *, bo: int = 3, seed: int = 0, bank: float = DEFAULT_BANK, record: bool = False) -> Match:
    """Play one match between two agents (callables ``agent(obs, config, timeout)``, e.g.
    :class:`HostedAgent`), agent 0 as player 0."""
    config = {"bo": bo, "episodeSteps": 10000000, "actTimeout": 0, "runTimeout": 6000,
              "remainingOverageTime": bank}
    banks = [bank, bank]
    statuses = ["ACTIVE", "ACTIVE"]
    rewards = [0, 0]
    games = [0, 0, 0]
    episode: list = []
    step = 0

    def call(who, obs):
        t = time.perf_counter()
        try:
            out = agents[who](obs, config, banks[who])
        finally:
            spent = time.perf_counter() - t
            banks[who] -= spent
            ag = agents[who]
            ag.max_seconds = max(getattr(ag, "max_seconds", 0.0), spent)
        return out

    def fault(who, status, text):
        statuses[who] = status
        statuses[1 - who] = "DONE"
        rewards[who] = None
        rewards[1 - who] = 1
        return _finish(statuses, rewards, games, text, agents, episode)

    # 1. the deck call
    decks = [None, None]
    for who in (0, 1):
        obs = {"remainingOverageTime": banks[who], "step": 0, "select": None, "logs": [], "current": None,
               "search_begin_input": None}
        try:
            decks[who] = call(who, obs)
        except AgentTimeout:
            statuses[who] = "TIMEOUT"
        except AgentError as e:
            statuses[who] = "ERROR"
            decks[who] = e.text
    errors = []
    for who in (0, 1):
        if statuses[who] != "ACTIVE":
            errors.append(f"player {who}: {statuses[who]}")
            continue
        d = decks[who]
        if not isinstance(d, list) or len(d) != 60:
            statuses[who] = "INVALID"
            errors.append(f"Player {who}'s deck does not have 60 cards.")
    if not errors:
        for who in (0, 1):
            try:
                decks[who] = check_deck(who, decks[who])
            except CabtDeckError as e:
                statuses[who] = "INVALID"
                errors.append(f"Player {who}'s deck error: {e}")
                break
    if errors:
        for who in (0, 1):
            if statuses[who] == "ACTIVE":
                statuses[who] = "DONE"
            else:
                rewards[who] = None
        return _finish(statuses, rewards, games, "; ".join(errors), agents, episode)
    if record:
        episode.append({"step": 0, "decks": [list(decks[0]), list(decks[1])]})

    # 2. the games
    number = 0
    while True:
        cg = CabtGame(decks[0], decks[1], seed=game_seed(seed, number), first_chooser=number % 2,
                      validate_decks=False)
        if number > 0:
            banks = [bank, bank]
        while cg.question is not None:
            who = cg.question.player
            step += 1
            obs = cg.observation(round_=sum(games) + 1, draw=games[2], wins=(games[0], games[1]))
            obs["search_begin_input"] = encode(cg, who)
            obs = {"remainingOverageTime": banks[who], "step": step, **obs}
            try:
                answer = call(who, obs)
            except AgentTimeout:
                return fault(who, "TIMEOUT", f"player {who} ran out of time")
            except AgentError as e:
                return fault(who, "ERROR", e.text)
            if record:
                episode.append({"step": step, "player": who,
                                "obs": {k: v for k, v in obs.items() if k != "remainingOverageTime"},
                                "action": answer})
            if banks[who] < 0:
                return fault(who, "TIMEOUT", f"player {who} ran out of time")
            if not isinstance(answer, list) or not all(isinstance(i, int) and not isinstance(i, bool)
                                                      for i in answer):
                return fault(who, "INVALID", f"player {who} answered {answer!r}: not a list of ints")
            try:
                cg.answer(answer)
            except AnswerError as e:
                return fault(who, "INVALID", f"player {who} answered {answer}: {e} (code {e.code})")
        r = cg.result
        games[r if r in (0, 1) else 2] += 1
        played = sum(games)
        left = bo - played
        if games[0] > games[1] + left or games[1] > games[0] + left or left <= 0:
            break
        number += 1
    if games[0] > games[1]:
        rewards = [1, -1]
    elif games[1] > games[0]:
        rewards = [-1, 1]
    else:
        rewards = [0, 0]
    statuses = ["DONE", "DONE"]
    return _finish(statuses, rewards, games, "", agents, episode)


def _finish(statuses, rewards, games, error, agents, episode) -> Match:
    return Match(list(statuses), list(rewards), list(games), error,
                 [getattr(a, "decisions", 0) for a in agents], [getattr(a, "max_seconds", 0.0) for a in agents],
                 episode)


def run_matches(spec_a: str, spec_b: str, n: int, *, bo: int = 3, seed: int = 0, bank: float = DEFAULT_BANK,
                record: bool = False, log=None, on_match=None) -> dict:
    """``n`` matches between two agent specs, A as player 0 in even-numbered matches; fresh
    agent processes for every match.  Returns the tally (see ``ptcg cabt match --json``)."""
    tally = {"a": spec_a, "b": spec_b, "matches": 0, "a_match_wins": 0, "b_match_wins": 0, "match_draws": 0,
             "a_game_wins": 0, "b_game_wins": 0, "game_draws": 0,
             "faults": {"a": {"ERROR": 0, "INVALID": 0, "TIMEOUT": 0}, "b": {"ERROR": 0, "INVALID": 0, "TIMEOUT": 0}},
             "a_decisions": 0, "max_decision_s": [0.0, 0.0], "statuses": []}
    t0 = time.time()
    episodes = []
    for m in range(n):
        a_seat = 0 if m % 2 == 0 else 1
        match_seed = seed * 7919 + m // 2          # the two matches of a pair share the seed
        specs = [spec_a, spec_b] if a_seat == 0 else [spec_b, spec_a]
        agents = []
        try:
            for seat in (0, 1):
                agents.append(make_agent(specs[seat], match_seed * 2 + seat, log=log))
            match = play_match(agents, bo=bo, seed=match_seed, bank=bank, record=record)
        finally:
            for ag in agents:
                ag.close()
        b_seat = 1 - a_seat
        ra, rb = match.rewards[a_seat], match.rewards[b_seat]
        if (ra or 0) > (rb or 0) or (rb is None and ra is not None):
            tally["a_match_wins"] += 1
        elif (rb or 0) > (ra or 0) or (ra is None and rb is not None):
            tally["b_match_wins"] += 1
        else:
            tally["match_draws"] += 1
        tally["a_game_wins"] += match.games[a_seat]
        tally["b_game_wins"] += match.games[b_seat]
        tally["game_draws"] += match.games[2]
        for side, seat in (("a", a_seat), ("b", b_seat)):
            st = match.statuses[seat]
            if st in ("ERROR", "INVALID", "TIMEOUT"):
                tally["faults"][side][st] += 1
        tally["a_decisions"] += match.decisions[a_seat]
        for i, seat in enumerate((a_seat, b_seat)):
            tally["max_decision_s"][i] = round(max(tally["max_decision_s"][i], match.max_seconds[seat]), 3)
        tally["matches"] += 1
        entry = {"seats": ["A" if a_seat == 0 else "B", "B" if a_seat == 0 else "A"], **match.to_dict()}
        tally["statuses"].append(entry)
        if record:
            episodes.append(match.episode)
        if on_match is not None:
            on_match(m, entry)
    tally["seconds"] = round(time.time() - t0, 1)
    if record:
        tally["episodes"] = episodes
    return tally


__all__ = ["play_match", "run_matches", "make_agent", "HostedAgent", "BuiltinAgent", "Match", "BUILTIN_DECK",
           "AgentError", "AgentTimeout", "game_seed"]
