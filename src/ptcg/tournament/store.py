"""The tournament file: a SQLite database with every finished game, written as games finish.

Schema version 1 (``PRAGMA user_version``):

* ``settings(name, value)`` — what fixes every game: ``seed``, ``max_turns``,
  ``allow_unimplemented`` (JSON values).  A run on an existing file must use the same.
* ``entrants(key, deck, agent, cards)`` — each (deck, agent) entrant ever played; ``key``
  is ``deck@hash/agent`` (the hash is of the card list, so an edited deck file is a new
  entrant), ``cards`` the deck as a JSON list of card IDs.
* ``games(entrant_a, entrant_b, game_index, ...)`` — one row per finished game of the
  pairing of ``entrant_a`` and ``entrant_b`` (``entrant_a`` sorts first): the game seed,
  deck A's seat, ``winner`` (``a``, ``b`` or NULL for a draw), ``reason``, ``turns``,
  ``decisions``, ``a_first``, or ``error`` and ``error_kind`` (``exception``, ``timeout``,
  ``worker_died``); ``seconds`` it took; ``record``, the game record
  (:meth:`ptcg.Game.record`) as zlib-compressed JSON (:func:`read_record` opens it).

Each game is committed on its own (write-ahead log), so a run killed at any moment keeps
every game it finished.  A later schema gets a higher version and a migration here.
"""

from __future__ import annotations

import json
import sqlite3
import time
import zlib

from ..errors import PTCGError

SCHEMA_VERSION = 1

_SCHEMA = """
CREATE TABLE settings (name TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE entrants (key TEXT PRIMARY KEY, deck TEXT NOT NULL, agent TEXT NOT NULL,
                       cards TEXT NOT NULL);
CREATE TABLE games (
    entrant_a TEXT NOT NULL REFERENCES entrants(key),
    entrant_b TEXT NOT NULL REFERENCES entrants(key),
    game_index INTEGER NOT NULL,
    game_seed INTEGER NOT NULL,
    a_seat INTEGER NOT NULL,
    winner TEXT,
    reason TEXT,
    turns INTEGER,
    decisions INTEGER,
    a_first INTEGER,
    error TEXT,
    error_kind TEXT,
    seconds REAL,
    finished_at REAL,
    record BLOB,
    PRIMARY KEY (entrant_a, entrant_b, game_index)
);
"""

_RESULT_COLUMNS = ("game_seed", "a_seat", "winner", "reason", "turns", "decisions", "a_first",
                   "error", "error_kind")


class TournamentError(PTCGError):
    """A tournament cannot be run as asked (its field, its settings, or its file)."""


class TournamentStore:
    """The games of one tournament file (``":memory:"`` for none)."""

    def __init__(self, path: str = ":memory:"):
        self.path = str(path)
        try:
            self.db = sqlite3.connect(self.path)
            version = self.db.execute("PRAGMA user_version").fetchone()[0]
            tables = {r[0] for r in self.db.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        except sqlite3.Error as e:
            raise TournamentError(f"cannot use {self.path} as a tournament file: {e}") from None
        if version == 0 and not tables:
            with self.db:
                self.db.executescript(_SCHEMA)
                self.db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        elif version == 0 or not {"settings", "entrants", "games"} <= tables:
            self.db.close()
            raise TournamentError(f"{self.path} is a SQLite database, but not a ptcg tournament file")
        elif version > SCHEMA_VERSION:
            self.db.close()
            raise TournamentError(f"{self.path} was written by a newer ptcg (tournament schema "
                                  f"{version}; this one reads up to {SCHEMA_VERSION})")
        if self.path != ":memory:":
            self.db.execute("PRAGMA journal_mode = WAL")
            self.db.execute("PRAGMA synchronous = NORMAL")   # WAL + NORMAL: safe against a killed process

    def close(self) -> None:
        self.db.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    # -- settings and entrants ------------------------------------------------------------
    def settings(self) -> dict:
        return {name: json.loads(value) for name, value in self.db.execute("SELECT name, value FROM settings")}

    def use_settings(self, settings: dict) -> None:
        """Store ``settings`` in a new file; refuse a file whose games were played otherwise."""
        stored = self.settings()
        different = {k: stored[k] for k, v in settings.items() if k in stored and stored[k] != v}
        if different:
            was = ", ".join(f"{k}={json.dumps(v)}" for k, v in different.items())
            now = ", ".join(f"{k}={json.dumps(settings[k])}" for k in different)
            raise TournamentError(f"{self.path} holds games played with {was}, not {now}: use the same "
                                  f"settings to continue it, or another file")
        with self.db:
            self.db.executemany("INSERT OR IGNORE INTO settings VALUES (?, ?)",
                                [(k, json.dumps(v)) for k, v in settings.items()])

    def add_entrants(self, entrants) -> None:
        with self.db:
            self.db.executemany("INSERT OR IGNORE INTO entrants VALUES (?, ?, ?, ?)",
                                [(e.key, e.deck, e.agent, json.dumps(list(e.cards))) for e in entrants])

    # -- games ----------------------------------------------------------------------------
    def finished(self) -> set:
        """The (entrant_a, entrant_b, game_index) of every stored game."""
        return set(self.db.execute("SELECT entrant_a, entrant_b, game_index FROM games"))

    def add_game(self, key: tuple, result: dict) -> None:
        """Store one finished game (``result`` as :func:`ptcg.simulate.play_one` gives it)."""
        record = result.get("record")
        blob = zlib.compress(json.dumps(record, separators=(",", ":")).encode()) if record else None
        a_first = result.get("a_first")
        row = (*key, result["game_seed"], result["a_seat"], result.get("winner"), result.get("reason"),
               result.get("turns"), result.get("decisions"), None if a_first is None else int(a_first),
               result.get("error"), result.get("error_kind"), result.get("seconds"), time.time(), blob)
        with self.db:
            self.db.execute("INSERT OR IGNORE INTO games VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", row)

    def results(self, keys) -> dict:
        """``{key: result}`` for the stored games among ``keys`` (without their records)."""
        wanted = set(keys)
        cols = ", ".join(_RESULT_COLUMNS)
        out = {}
        for row in self.db.execute(f"SELECT entrant_a, entrant_b, game_index, {cols} FROM games"):
            key = row[:3]
            if key in wanted:
                r = dict(zip(_RESULT_COLUMNS, row[3:]))
                if r["a_first"] is not None:
                    r["a_first"] = bool(r["a_first"])
                if r["error"] is None:
                    del r["error"], r["error_kind"]
                out[key] = r
        return out

    def record(self, entrant_a: str, entrant_b: str, game_index: int) -> dict | None:
        """The game record of one stored game (``Game.from_record`` replays it), or None."""
        row = self.db.execute("SELECT record FROM games WHERE entrant_a=? AND entrant_b=? AND game_index=?",
                              (entrant_a, entrant_b, game_index)).fetchone()
        if row is None or row[0] is None:
            return None
        return json.loads(zlib.decompress(row[0]))


def read_record(path: str, entrant_a: str, entrant_b: str, game_index: int) -> dict | None:
    """The record of one game of a tournament file (None if it is not there)."""
    with TournamentStore(path) as store:
        return store.record(entrant_a, entrant_b, game_index)
