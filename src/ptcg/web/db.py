"""The web server's database: games, their actions and replays, in one SQLite file.

Embedded by default (the standard library's :mod:`sqlite3`): ``ptcg web`` keeps its file
under the user's data directory (:func:`default_db_path`), ``ptcg web --db PATH`` chooses
another, and ``:memory:`` keeps nothing after the process ends.

What is stored is what rebuilds every game exactly (STYLE 5: a game is its decks, seed,
rules and the options applied): a game's row holds its decks, seed, rules, the agents'
specs and seeds and the hashes of its access tokens (never the tokens themselves); the
``actions`` table holds each applied option, one row per option, written as it is applied.
A game in progress is rebuilt by replaying them (:meth:`ptcg.game.Game.from_record`).

The schema is versioned (``PRAGMA user_version``): a database of an older version is
migrated step by step (:data:`MIGRATIONS`), one of a newer version is refused with a
:class:`DatabaseError` saying so, and a file that is not such a database is refused too.
"""

from __future__ import annotations

import json
import os
import sqlite3
import threading
import time
from pathlib import Path

from ..errors import PTCGError

SCHEMA_VERSION = 1
APPLICATION_ID = 0x50544347          # "PTCG": marks the file as this server's database

# MIGRATIONS[v] takes a database of version v - 1 to version v
MIGRATIONS = {
    1: """
    CREATE TABLE games (
        id          TEXT PRIMARY KEY,
        created     REAL NOT NULL,
        updated     REAL NOT NULL,
        decks       TEXT NOT NULL,           -- JSON: two lists of card IDs
        deck_names  TEXT NOT NULL,           -- JSON: two names
        seed        INTEGER NOT NULL,
        rules       TEXT NOT NULL,           -- JSON: Ruleset.to_dict()
        humans      TEXT NOT NULL,           -- JSON: the seats people play
        agents      TEXT NOT NULL,           -- JSON: {seat: spec}
        agent_seeds TEXT NOT NULL,           -- JSON: {seat: seed}
        over        INTEGER NOT NULL DEFAULT 0,
        result      TEXT,                    -- JSON: Result.to_dict() with "text"
        turn        INTEGER NOT NULL DEFAULT 0,
        replay_id   TEXT UNIQUE              -- the public replay of a finished game
    );
    CREATE TABLE tokens (
        hash    TEXT PRIMARY KEY,            -- sha256 of the token
        game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        role    TEXT NOT NULL                -- "0", "1" (a seat) or "spectator"
    );
    CREATE INDEX tokens_game ON tokens(game_id);
    CREATE TABLE actions (
        game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        n       INTEGER NOT NULL,            -- 0, 1, ...: the order of application
        option  TEXT NOT NULL,               -- JSON: the option (to_json form)
        PRIMARY KEY (game_id, n)
    );
    CREATE TABLE replays (
        id      TEXT PRIMARY KEY,
        created REAL NOT NULL,
        game_id TEXT,                        -- the game it replays, if it was played here
        record  TEXT NOT NULL                -- JSON: a ptcg-record/1
    );
    CREATE INDEX games_over ON games(over, updated);
    """,
}


class DatabaseError(PTCGError):
    """The database file cannot be used (another program's file, a newer schema...)."""


def default_db_path() -> Path:
    """``$PTCG_WEB_DB`` if set, else ``ptcg/web.sqlite3`` under the user's data directory
    (``~/.local/share`` on Linux, by the XDG rules, as :mod:`platformdirs` finds it)."""
    env = os.environ.get("PTCG_WEB_DB")
    if env:
        return Path(env)
    try:
        from platformdirs import user_data_dir
        base = Path(user_data_dir("ptcg", appauthor=False))
    except ImportError:                 # the XDG rule by hand
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share") / "ptcg"
    return base / "web.sqlite3"


class Database:
    """One SQLite database, shared by the server's threads (one connection, one lock)."""

    def __init__(self, path: str | os.PathLike = ":memory:"):
        self.path = str(path)
        if self.path != ":memory:":
            Path(self.path).parent.mkdir(parents=True, exist_ok=True)
        try:
            self.conn = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None)
            self.conn.execute("PRAGMA foreign_keys = ON")
            self._migrate()
        except sqlite3.DatabaseError as e:
            raise DatabaseError(f"{self.path} is not a usable ptcg web database: {e}") from None
        if self.path != ":memory:":
            self.conn.execute("PRAGMA journal_mode = WAL")
            self.conn.execute("PRAGMA synchronous = NORMAL")
        self.lock = threading.Lock()

    # -- the schema -------------------------------------------------------------------------
    def _migrate(self) -> None:
        c = self.conn
        version = c.execute("PRAGMA user_version").fetchone()[0]
        app = c.execute("PRAGMA application_id").fetchone()[0]
        tables = [r[0] for r in c.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
        if version == 0 and tables:
            raise DatabaseError(f"{self.path} is an SQLite database of another program (tables: "
                                f"{', '.join(sorted(tables))}); choose another file with --db")
        if version and app != APPLICATION_ID:
            raise DatabaseError(f"{self.path} is an SQLite database of another program; "
                                "choose another file with --db")
        if version > SCHEMA_VERSION:
            raise DatabaseError(
                f"{self.path} was written by a newer ptcg (database schema version {version}; this "
                f"version reads up to {SCHEMA_VERSION}): upgrade ptcg, or choose another file with --db")
        while version < SCHEMA_VERSION:
            version += 1
            c.execute("BEGIN")
            try:
                for statement in _statements(MIGRATIONS[version]):
                    c.execute(statement)
                c.execute(f"PRAGMA application_id = {APPLICATION_ID}")
                c.execute(f"PRAGMA user_version = {version}")
                c.execute("COMMIT")
            except BaseException:
                c.execute("ROLLBACK")
                raise

    def _tx(self):
        """The lock, and one transaction (committed at the end, rolled back on an error)."""
        return _Transaction(self)

    @property
    def version(self) -> int:
        with self.lock:
            return self.conn.execute("PRAGMA user_version").fetchone()[0]

    # -- games ------------------------------------------------------------------------------
    def add_game(self, gid: str, *, decks, deck_names, seed: int, rules: dict, humans, agents: dict,
                 agent_seeds: dict, tokens: dict) -> None:
        """A new game; ``tokens`` maps each token's hash to its role."""
        now = time.time()
        with self._tx():
            self.conn.execute(
                "INSERT INTO games (id, created, updated, decks, deck_names, seed, rules, humans, agents, "
                "agent_seeds) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (gid, now, now, json.dumps([list(d) for d in decks]), json.dumps(list(deck_names)), seed,
                 json.dumps(rules), json.dumps(list(humans)),
                 json.dumps({str(k): v for k, v in agents.items()}),
                 json.dumps({str(k): v for k, v in agent_seeds.items()})))
            self.conn.executemany("INSERT INTO tokens (hash, game_id, role) VALUES (?, ?, ?)",
                                  [(h, gid, role) for h, role in tokens.items()])

    def add_action(self, gid: str, n: int, option_json, *, turn: int, over: bool = False,
                   result: dict | None = None, replay_id: str | None = None) -> None:
        """Option number ``n`` of a game (written before the next one is applied)."""
        with self._tx():
            self.conn.execute("INSERT INTO actions (game_id, n, option) VALUES (?, ?, ?)",
                              (gid, n, json.dumps(option_json)))
            self.conn.execute("UPDATE games SET updated = ?, turn = ?, over = ?, result = ?, "
                              "replay_id = COALESCE(?, replay_id) WHERE id = ?",
                              (time.time(), turn, int(over), json.dumps(result) if result else None,
                               replay_id, gid))

    def game_row(self, gid: str) -> dict | None:
        with self.lock:
            cur = self.conn.execute("SELECT * FROM games WHERE id = ?", (gid,))
            row = cur.fetchone()
            if row is None:
                return None
            out = dict(zip([d[0] for d in cur.description], row))
            out["actions"] = [json.loads(r[0]) for r in self.conn.execute(
                "SELECT option FROM actions WHERE game_id = ? ORDER BY n", (gid,))]
        for k in ("decks", "deck_names", "rules", "humans", "agents", "agent_seeds", "result"):
            if out.get(k) is not None:
                out[k] = json.loads(out[k])
        return out

    def game_row_exists(self, gid: str) -> bool:
        with self.lock:
            return self.conn.execute("SELECT 1 FROM games WHERE id = ?", (gid,)).fetchone() is not None

    def token_role(self, token_hash: str) -> tuple | None:
        """(game id, role) of a token's hash, or None."""
        with self.lock:
            return self.conn.execute("SELECT game_id, role FROM tokens WHERE hash = ?",
                                     (token_hash,)).fetchone()

    def finished_games(self, limit: int = 100) -> list:
        """Summaries of the finished games, the latest first."""
        with self.lock:
            rows = self.conn.execute(
                "SELECT id, deck_names, humans, agents, result, turn, replay_id, updated FROM games "
                "WHERE over = 1 ORDER BY updated DESC LIMIT ?", (limit,)).fetchall()
        return [{"id": r[0], "deck_names": json.loads(r[1]), "humans": json.loads(r[2]),
                 "agents": json.loads(r[3]), "result": json.loads(r[4]) if r[4] else None,
                 "turn": r[5], "replay_id": r[6], "finished": r[7]} for r in rows]

    def delete_game(self, gid: str) -> None:
        with self._tx():
            self.conn.execute("DELETE FROM games WHERE id = ?", (gid,))

    def count_games(self, over: bool | None = None) -> int:
        with self.lock:
            if over is None:
                return self.conn.execute("SELECT COUNT(*) FROM games").fetchone()[0]
            return self.conn.execute("SELECT COUNT(*) FROM games WHERE over = ?", (int(over),)).fetchone()[0]

    # -- replays ----------------------------------------------------------------------------
    def add_replay(self, rid: str, record: dict, game_id: str | None = None) -> None:
        with self._tx():
            self.conn.execute("INSERT INTO replays (id, created, game_id, record) VALUES (?, ?, ?, ?)",
                              (rid, time.time(), game_id, json.dumps(record)))

    def replay_record(self, rid: str) -> dict | None:
        with self.lock:
            row = self.conn.execute("SELECT record FROM replays WHERE id = ?", (rid,)).fetchone()
        return json.loads(row[0]) if row else None

    def close(self) -> None:
        with self.lock:
            self.conn.close()


class _Transaction:
    def __init__(self, db):
        self.db = db

    def __enter__(self):
        self.db.lock.acquire()
        self.db.conn.execute("BEGIN IMMEDIATE")
        return self.db.conn

    def __exit__(self, kind, value, tb):
        try:
            self.db.conn.execute("COMMIT" if kind is None else "ROLLBACK")
        finally:
            self.db.lock.release()
        return False


def _statements(script: str):
    """The statements of a migration script (no statement of ours holds a ';' inside)."""
    for part in script.split(";"):
        lines = [line.split("--", 1)[0] for line in part.splitlines()]
        text = "\n".join(lines).strip()
        if text:
            yield text


__all__ = ["Database", "DatabaseError", "default_db_path", "SCHEMA_VERSION", "MIGRATIONS"]
