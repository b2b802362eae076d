"""The field of a tournament, its pairings, and playing them (resumably).

* An **entrant** is one (deck, agent) pair: decks D1..Dn and agents A1..Am make n × m
  entrants, listed deck by deck (D1 with A1, D1 with A2, ..., D2 with A1, ...).
* A **pairing** is two different entrants.  ``pairings="all"`` plays every two entrants
  (n·m·(n·m − 1)/2 pairings: different decks with any agents, and the same deck with
  different agents); ``"same-agent"`` only entrants with the same agent (deck against deck,
  each agent in turn); ``"same-deck"`` only entrants with the same deck (agent against
  agent on each deck).  An entrant never plays itself.
* Each pairing plays ``games`` games (rounded up to an even number) exactly as
  ``ptcg simulate`` would play them with the same ``seed``: game ``2k`` and ``2k + 1``
  share a game seed with the seats swapped.  In a pairing, "A" is the entrant whose key
  sorts first, so the order of the decks and agents on the command line changes nothing.

Games go to a :class:`~.store.TournamentStore` as they finish; a run on a file that
already holds some of the games plays only the others, so an interrupted run continues
where it stopped, and a run with more decks, agents or games extends an earlier one.
Every game depends only on the seed, the two entrants and its index, so the report is the
same whatever the workers, the backend and the interruptions.
"""

from __future__ import annotations

import hashlib
import time
from dataclasses import dataclass, field

from ..deck import Deck
from ..ruleset import STANDARD
from ..simulate import DEFAULT_MAX_TURNS, check_run_arguments, failed_game, load_deck, play_one
from .store import TournamentError, TournamentStore

PAIRINGS = ("all", "same-agent", "same-deck")


@dataclass(frozen=True)
class Entrant:
    """One (deck, agent) pair of the field; ``index`` counts from 1 in field order.

    ``key`` is the entrant's identity in tournament files: the deck's name, a hash of its
    cards and the agent's label (so an edited deck is a new entrant, and an agent whose
    code changed needs a new label, or its stored games are taken as its own)."""

    index: int
    deck: str                 # the deck's name
    agent: str                # the agent's label (its spec, or the name of an object)
    cards: tuple = field(repr=False)
    spec: object = field(repr=False, compare=False)    # what make_agent builds the agent from
    key: str = ""

    @property
    def label(self) -> str:
        return f"{self.deck} ({self.agent})"


def entrant_key(deck: Deck, agent: str) -> str:
    digest = hashlib.sha256(",".join(map(str, deck.cards)).encode()).hexdigest()[:10]
    return f"{deck.name}@{digest}/{agent}"


def make_field(decks, agents, *, allow_unimplemented: bool = False, rules=None) -> list:
    """The entrants of ``decks`` × ``agents`` (validated: a bad deck or agent raises now).

    ``decks``: built-in names, deck files or :class:`~ptcg.deck.Deck` objects.  ``agents``:
    specs, agent objects or factories (see :func:`ptcg.agents.make_agent`), or a mapping
    ``{label: agent}`` to name objects.  ``rules``: the ruleset the games use (default
    Standard's)."""
    from ..agents.specs import agent_label, portable_spec, resolve_agent
    from ..game import Game
    loaded = []
    for d in decks:
        deck = load_deck(d)
        # a deck that can't play is refused before any game
        Game(deck, deck, seed=0, log=False, allow_unimplemented=allow_unimplemented,
             rules=rules if rules is not None else STANDARD)
        loaded.append(deck)
    items = list(agents.items()) if isinstance(agents, dict) else [(agent_label(a), a) for a in agents]
    items = [(label, portable_spec(spec)) for label, spec in items]
    for _label, spec in items:
        resolve_agent(spec, allow_code=True)
    pairs = [(deck, str(label), spec) for deck in loaded for label, spec in items]
    entrants = [Entrant(i, deck.name, label, deck.cards, spec, entrant_key(deck, label))
                for i, (deck, label, spec) in enumerate(pairs, 1)]
    seen: dict = {}
    for e in entrants:
        if e.label in seen:
            raise TournamentError(f"two entrants are both {e.label!r}: give each deck and agent once "
                                  f"(decks from files are named after the file; name agent objects "
                                  f"with a dict {{label: agent}})")
        seen[e.label] = e
    if len(entrants) < 2:
        raise TournamentError("a tournament needs at least two entrants (decks × agents)")
    return entrants


def make_pairings(entrants: list, pairings: str = "all") -> list:
    """The pairings ``(a, b)`` of the field, ``a`` the entrant whose key sorts first."""
    if pairings not in PAIRINGS:
        raise TournamentError(f"pairings must be one of {', '.join(PAIRINGS)}, not {pairings!r}")
    out = []
    for i, x in enumerate(entrants):
        for y in entrants[i + 1:]:
            if pairings == "same-agent" and x.agent != y.agent:
                continue
            if pairings == "same-deck" and x.deck != y.deck:
                continue
            out.append((x, y) if x.key < y.key else (y, x))
    if not out:
        raise TournamentError(f"pairings={pairings!r} leaves no games to play in this field")
    return sorted(out, key=lambda p: (p[0].key, p[1].key))


def game_keys(pairs: list, games: int) -> list:
    """Every game of the tournament as ``(key_a, key_b, index)``, index-major: the first game
    of every pairing, then the second... (the order the ratings see them in)."""
    n = games + games % 2
    return [(a.key, b.key, i) for i in range(n) for a, b in pairs]


# -- one game, on whichever worker ------------------------------------------------------------


def _play(context: tuple, key: tuple) -> dict:
    entrants, seed, allow_unimplemented, max_turns, records, rules = context
    (deck_a, agent_a), (deck_b, agent_b) = entrants[key[0]], entrants[key[1]]
    return play_one(deck_a, deck_b, (agent_a, agent_b), seed, key[2], allow_unimplemented, max_turns,
                    record=records, rules=rules)


def _fail(context: tuple, key: tuple, kind: str, message: str) -> dict:
    return failed_game(context[1], key[2], kind, message)


# -- the run ----------------------------------------------------------------------------------


def run_tournament(decks, agents, games: int, *, seed: int = 0, db=None, pairings: str = "all",
                   workers: int = 1, backend: str = "local", address: str | None = None,
                   max_turns: int = DEFAULT_MAX_TURNS, allow_unimplemented: bool = False,
                   game_timeout: float | None = None, retries: int = 2, records: bool = True,
                   on_start=None, on_game=None, format: str | None = None) -> dict:
    """Play a tournament (see the module docstring) and return its report
    (:func:`ptcg.tournament.report.build_report`).

    ``db`` is the tournament file (a path; None keeps the games in memory only).
    ``workers``, ``backend``, ``address``, ``game_timeout`` and ``retries`` are those of
    :func:`ptcg.simulate.run_simulation`; ``records=False`` stores results without game
    records.  ``format`` names the deck rules and ruleset (:mod:`ptcg.formats`; default: the
    era every deck belongs to, else Standard for the pool's decks, else Unlimited); every
    deck is checked against it.  ``on_start(total, stored)`` is called once before any
    game is played, ``on_game()`` after each game played by this run."""
    from ..workers import check_timeout, run_games
    from .report import build_report
    check_run_arguments(seed, max_turns)
    check_timeout(game_timeout)
    if isinstance(games, bool) or not isinstance(games, int) or games < 1:
        raise TournamentError(f"games per pairing must be an int of at least 1, not {games!r:.40}")
    from ..formats import format_for_field
    fmt, loaded = format_for_field(format, [load_deck(d) for d in decks])
    entrants = make_field(loaded, agents, allow_unimplemented=allow_unimplemented, rules=fmt.rules)
    pairs = make_pairings(entrants, pairings)
    keys = game_keys(pairs, games)
    settings = {"seed": seed, "max_turns": max_turns, "allow_unimplemented": allow_unimplemented}
    if fmt.name != "standard":
        settings["format"] = fmt.name       # (a Standard file keeps the settings it always had)
    store = TournamentStore(":memory:" if db is None else str(db))
    try:
        store.use_settings(settings)
        store.add_entrants(entrants)
        stored = store.finished()
        todo = [k for k in keys if k not in stored]
        if on_start:
            on_start(len(keys), len(keys) - len(todo))
        by_key = {e.key: (Deck(e.cards, e.deck), e.spec) for e in entrants}
        context = (by_key, seed, allow_unimplemented, max_turns, records, fmt.rules)

        def finished(key, result):
            store.add_game(key, result)
            if on_game:
                on_game()

        start = time.perf_counter()
        run_games(_play, context, todo, fail=_fail, workers=workers, backend=backend, address=address,
                  timeout=game_timeout, retries=retries, on_result=finished)
        seconds = time.perf_counter() - start
        results = store.results(keys)
    finally:
        store.close()
    report = build_report(entrants, pairs, keys, results,
                          settings={**settings, "games_per_pairing": games + games % 2, "pairings": pairings})
    report["run"] = {"db": None if db is None else str(db), "played_now": len(todo),
                     "already_stored": len(keys) - len(todo), "seconds": round(seconds, 3),
                     "games_per_second": round(len(todo) / seconds, 2) if seconds > 0 and todo else None}
    return report
