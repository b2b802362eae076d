"""Games and replays served by the web server, who may see what of them, and their feeds.

A :class:`Store` keeps every game in a :class:`~ptcg.web.db.Database` (each applied
option is written as it is applied) and the games being played in memory, as
:class:`GameSession` objects.  Nothing is lost when the server stops: a game is rebuilt
from its decks, seed and options (:meth:`ptcg.game.Game.from_record`), and its agents
are reseeded before each of their decisions from their stored seed and the number of
options applied so far, so a rebuilt game goes on exactly as it would have.

**Seats and secrets.**  Creating a game makes a random token for each seat people play
and one for spectators; only their SHA-256 hashes are stored.  A seat's token reads what
that seat may see (:class:`ptcg.view.PlayerView`: no opponent hand, no deck order, no
face-down Prize card; the log through :meth:`ptcg.game.Game.events_for`), a spectator's
token only what is public (:func:`public_view`: no hand at all).  The record (seed, decks,
so every hidden card) is given only once the game is over, and a finished game is public:
it can be listed and replayed by anyone (``replay_id``).  There is no token for an
agent's seat.

**Decisions.**  ``decision_id`` is the number of options applied so far: every state
that shows a pending decision carries it, and an answer must send it back; an answer to
a decision that is no longer pending is refused (:class:`Conflict`) and changes nothing.

**The live table.**  After each applied option a :class:`Frame` is added to the game's
:class:`Feed`: for each audience (the public, and each seat played against an agent) the
events of that option as the audience may read them and the state after it.  The page
follows the feed (server-sent events) and plays an agent's turn out frame by frame.
Agents play on a thread of their own (:meth:`GameSession.kick`), so their turn reaches
every open page as it is played.

This module uses only the engine and the standard library (no FastAPI).
"""

from __future__ import annotations

import hashlib
import json
import logging
import math
import re
import secrets
import threading
import time
from collections import OrderedDict, deque

from ..cards.db import CARD_LIST
from ..decisions import (CHOOSE_CARD, MAIN, ORDER, SETUP_ACTIVE, SETUP_BENCH, from_json, to_json)
from ..deck import Deck, builtin_deck
from ..errors import DeckFormatError, GameOverError, IllegalActionError, PTCGError, RecordError
from ..events import render
from .cardinfo import card_description
from .db import Database
from .describe import describe_decision, describe_option

log = logging.getLogger("ptcg.web")

MAX_AGENT_DECISIONS = 20_000     # agent decisions in a row, at most (a safety net)
MAX_AGENT_SECONDS = 10.0         # an agent's thinking time per decision, at most
MAX_AGENT_ITERATIONS = 20_000    # an MCTS agent's iterations per decision, at most
AGENT_SUGGESTIONS = ("random", "greedy", "mcts:0.5", "mcts:100it")
MAX_AGENT_PAUSE = 10.0           # seconds between an agent's moves, at most
FEED_LENGTH = 500                # frames a game keeps for pages catching up


class NotFound(LookupError):
    """No game or replay with that id (HTTP 404)."""


class Unauthorized(PermissionError):
    """No token, or a token that does not open this game (HTTP 401)."""


class Forbidden(PermissionError):
    """The token may not do that, or the answer would show hidden information (HTTP 403)."""


class Conflict(PTCGError):
    """An answer to a decision that is no longer pending, or to a finished game (HTTP 409)."""


SPECTATOR = "spectator"


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "replace")).hexdigest()


# -- decks and agents --------------------------------------------------------------------------

_NAME = re.compile(r"[A-Za-z0-9_\-]+")


def load_deck(text: str, label: str) -> Deck:
    """A built-in deck by name, or a pasted deck list in either format (60 card IDs, or
    ``4 Pikachu ex SVI 57`` lines).  Raises DeckFormatError naming ``label``."""
    if text is None or not str(text).strip():
        raise DeckFormatError(f"{label}: no deck given (a built-in deck name or a deck list)")
    text = str(text)
    stripped = text.strip()
    if "\n" not in stripped and _NAME.fullmatch(stripped) and not stripped.isdigit():
        try:
            return builtin_deck(stripped)
        except DeckFormatError as e:
            raise DeckFormatError(f"{label}: {e}") from None
    if "\n" not in stripped and len(stripped) <= 80:
        from ..cards import legacy
        theme = legacy.theme_deck(stripped)           # a theme deck of the older eras, by name
        if theme is not None:
            return Deck(theme[1], theme[0])
    return Deck.parse(text, name=label)


def playable_theme_decks() -> list:
    """The theme decks of the older eras whose every card text is implemented: (name,
    era, set) records for the page's deck pickers, oldest era first."""
    global _PLAYABLE_THEMES
    if _PLAYABLE_THEMES is None:
        from ..cards.legacy import theme_decks
        from ..sets.coverage import theme_deck_coverage
        found = []
        for d in theme_decks(None):
            done, total = theme_deck_coverage(d)
            if done == total:
                found.append({"name": d["label"], "era": d["era"], "set": d["set"]})
        _PLAYABLE_THEMES = found
    return list(_PLAYABLE_THEMES)


_PLAYABLE_THEMES: list | None = None


def check_agent_spec(spec: str) -> str:
    """The spec if it names an agent with a bounded budget; PTCGError if not
    (``mcts:inf``, ``mcts:1e9s``, ``mcts:10000000it`` are refused)."""
    from ..agents import make_agent
    from ..agents.mcts import MCTSAgent
    spec = str(spec).strip()
    if len(spec) > 40:
        raise PTCGError("opponent: an agent spec is a short name such as greedy or mcts:0.5s")
    try:
        agent = make_agent(spec, seed=0)
    except ValueError as e:
        raise PTCGError(f"opponent: {e}") from None
    if isinstance(agent, MCTSAgent):
        secs, its = agent.seconds, agent.iterations
        if secs is not None and not (math.isfinite(secs) and secs <= MAX_AGENT_SECONDS):
            raise PTCGError(f"opponent {spec!r}: at most {MAX_AGENT_SECONDS:g} seconds a decision")
        if its is not None and its > MAX_AGENT_ITERATIONS:
            raise PTCGError(f"opponent {spec!r}: at most {MAX_AGENT_ITERATIONS} iterations a decision")
    return spec


# -- what a page is shown -----------------------------------------------------------------------

def _card_ids(obj, out: set) -> set:
    """Card IDs named by a view: dicts with an ``id`` and a ``name`` (cards, Pokémon)."""
    if isinstance(obj, dict):
        if isinstance(obj.get("id"), int) and "name" in obj:
            out.add(obj["id"])
        for v in obj.values():
            _card_ids(v, out)
    elif isinstance(obj, list):
        for v in obj:
            _card_ids(v, out)
    return out


def _descriptions(view: dict) -> dict:
    ids = _card_ids(view, set())
    d = view.get("decision")
    if d:
        if d.get("source"):
            ids.add(d["source"])
        ids.update(o["card"] for o in d.get("options", ()) if o.get("card") is not None)
    return {str(cid): card_description(cid) for cid in sorted(ids) if 0 <= cid < len(CARD_LIST)
            and CARD_LIST[cid] is not None}


def _option_card(kind: str, value) -> int | None:
    """The card ID an option names, when it names a card the decider can see."""
    inst = None
    if kind == MAIN and isinstance(value, tuple) and len(value) > 1 and value[0] in (
            "bench", "evolve", "play", "attach", "card_ability"):
        inst = value[1]
    elif kind in (CHOOSE_CARD, ORDER, SETUP_ACTIVE, SETUP_BENCH) and isinstance(value, int) \
            and not isinstance(value, bool):
        inst = value
    if isinstance(inst, int) and inst >= 128 and 0 <= inst >> 7 < len(CARD_LIST) and CARD_LIST[inst >> 7]:
        return inst >> 7
    return None


def player_view(game, player: int, decision_id: int | None = None) -> dict:
    """``PlayerView.to_dict()`` with the decision described (when ``player`` is to act,
    with its ``decision_id``), ``hand_sizes`` and ``known_hands`` of both players, and
    ``cards``: the description of every card the view shows."""
    view = game.view(player).to_dict()
    d = game.decision
    if d is not None and d.player == player:
        desc = describe_decision(game)
        for o, value in zip(desc["options"], d.options):
            o["card"] = _option_card(d.kind, value)
        desc["decision_id"] = decision_id
        view["decision"] = desc
    else:
        view["decision"] = None
    g = game.state
    view["hand_sizes"] = [len(g.players[0].hand), len(g.players[1].hand)]
    known = [[], []]
    known[1 - player] = view["opponent_known_hand"]
    view["known_hands"] = known
    view["cards"] = _descriptions(view)
    return view


_PUBLIC_KEYS = ("turn", "current", "first_player", "phase", "this_turn", "deck_sizes", "prizes_left",
                "discards", "lost_zones", "stadium", "result")


def public_view(game, decision_id: int | None = None) -> dict:
    """What anyone watching may see: both boards (face down during setup), every public
    pile, the hand sizes and the cards of a hand an effect revealed; no hand, no deck
    order, no face-down card, and of the pending decision only whose it is and its kind."""
    v0, v1 = game.view(0).to_dict(), game.view(1).to_dict()
    view = {k: v0[k] for k in _PUBLIC_KEYS}
    view["player"] = None
    view["hand"] = None
    g = game.state
    view["hand_sizes"] = [len(g.players[0].hand), len(g.players[1].hand)]
    view["known_hands"] = [v1["opponent_known_hand"], v0["opponent_known_hand"]]
    view["in_play"] = [None, None] if g.phase == "setup" else [v0["in_play"][0], v1["in_play"][1]]
    d = game.decision
    view["decision"] = None
    view["waiting_for"] = None if d is None else {
        "player": d.player, "kind": d.kind, "decision_id": decision_id,
        "source_name": CARD_LIST[d.source].name if d.source and 0 <= d.source < len(CARD_LIST)
        and CARD_LIST[d.source] else None}
    view["cards"] = _descriptions(view)
    return view


def result_dict(game) -> dict | None:
    r = game.result
    if r is None:
        return None
    return {**r.to_dict(), "text": r.describe()}


def events_payload(game, viewer, start: int) -> list:
    """The events from ``start`` on as ``viewer`` may read them (None: the public), each
    as ``Event.to_dict()`` with its log line as ``text`` (events without a line left out)."""
    out = []
    for e in game.events_for(viewer, start):
        text = render(e)
        if text is None:
            continue
        d = e.to_dict()
        d["text"] = text
        out.append(d)
    return out


# -- the feed -----------------------------------------------------------------------------------

class Frame:
    """One applied option: ``payloads[audience]`` is the JSON text a page of that
    audience (``"public"`` or a seat) is sent."""

    __slots__ = ("seq", "payloads")

    def __init__(self, seq: int, payloads: dict):
        self.seq = seq
        self.payloads = payloads


class Feed:
    """The last frames of a game, numbered from 1 in this process (``epoch`` names the
    process's numbering: a page that followed another epoch starts again)."""

    def __init__(self):
        self.epoch = secrets.token_hex(6)
        self.frames: deque = deque(maxlen=FEED_LENGTH)
        self.seq = 0
        self._lock = threading.Lock()

    def push(self, make_payloads) -> int:
        with self._lock:
            self.seq += 1
            self.frames.append(Frame(self.seq, make_payloads(self.seq)))
            return self.seq

    def after(self, seq: int) -> list | None:
        """The frames after ``seq``; None when some of them are no longer kept."""
        with self._lock:
            if seq >= self.seq:
                return []
            frames = list(self.frames)
        if not frames or frames[0].seq > seq + 1:
            return None
        return [f for f in frames if f.seq > seq]


# -- games ---------------------------------------------------------------------------------------

class GameSession:
    """One game being served: the engine's Game, which seats people play (each with a
    token), the agents playing the other seats, and its feed."""

    def __init__(self, store: "Store", gid: str, game, *, humans, agent_specs: dict, agent_seeds: dict,
                 applied: int, replay_id: str | None = None):
        from ..agents import make_agent
        self.store = store
        self.id = gid
        self.game = game
        self.humans = tuple(humans)
        self.agent_specs = {int(k): v for k, v in agent_specs.items()}
        self.agent_seeds = {int(k): int(v) for k, v in agent_seeds.items()}
        self.agents = {seat: make_agent(spec, seed=self.agent_seeds[seat])
                       for seat, spec in self.agent_specs.items()}
        self.applied = applied                # options applied so far: the pending decision's id
        self.replay_id = replay_id
        self.lock = threading.RLock()
        self.feed = Feed()
        self.listeners = 0                    # open event streams
        self.error: str | None = None         # an agent that failed
        self._driver: threading.Thread | None = None
        self._idle = threading.Event()
        self._idle.set()
        self.last_used = time.monotonic()
        self.closed = False

    # -- who is who ------------------------------------------------------------------------
    @property
    def mode(self) -> str:
        return "hotseat" if len(self.humans) == 2 else "agent"

    def audiences(self) -> tuple:
        """The audiences a frame is made for: the public, and the seat played against an
        agent (in hot seat the seats share one screen: a page shows the public frames and
        asks for a seat's view when that player uncovers it)."""
        return ("public",) + (self.humans if self.mode == "agent" else ())

    # -- what a token is shown ---------------------------------------------------------------
    def info(self) -> dict:
        g = self.game
        over = g.is_over()
        out = {
            "id": self.id, "mode": self.mode, "humans": list(self.humans),
            "agents": {str(k): v for k, v in self.agent_specs.items()},
            "deck_names": list(g.deck_names), "turn": g.turn,
            "to_act": None if over else g.current_player(), "over": over,
            "result": result_dict(g), "actions": self.applied,
            "decision_id": None if over else self.applied,
            "thinking": not self._idle.is_set(), "error": self.error,
        }
        if over:
            out["seed"] = g.seed              # with the decks, the seed tells every hidden card
            out["replay_id"] = self.replay_id
        return out

    def viewer_of(self, role):
        """The player whose eyes ``role`` reads with (None: the public)."""
        return role if isinstance(role, int) else None

    def log_lines(self, role) -> list:
        if self.game.is_over():
            return list(self.game.log)
        return self.game.log_for(self.viewer_of(role))

    def state(self, role, *, with_log: bool = True, covered: bool = False) -> dict:
        """What a page needs to draw the game for ``role`` (a seat or SPECTATOR).
        ``covered``: the public state a hot-seat screen shows while it is covered."""
        g = self.game
        decision_id = None if g.is_over() else self.applied
        seat = role if isinstance(role, int) else None
        if seat is not None and not covered:
            view = player_view(g, seat, decision_id)
        else:
            view = public_view(g, decision_id)
        out = {"game": self.info(), "seat": seat, "role": str(role), "covered": seat is not None and covered,
               "decision_id": decision_id, "view": view, "event_count": len(g.events),
               "seq": self.feed.seq, "epoch": self.feed.epoch}
        if with_log:
            out["log"] = self.log_lines(role if not covered else SPECTATOR)
        return out

    def state_after_action(self, seat: int) -> dict:
        """The answer to a seat's action: its state, or in hot seat, once the next
        decision is the other player's, the covered (public) state: the screen is
        passed on and the hand just played from must not stay in the page."""
        g = self.game
        covered = (self.mode == "hotseat" and not g.is_over() and g.decision.player != seat)
        return self.state(seat, covered=covered)

    # -- acting -----------------------------------------------------------------------------
    def act(self, seat: int, decision_id, *, index=None, option=None) -> None:
        """Apply a seat's answer to the pending decision ``decision_id``, by ``index`` or
        by ``option`` value; then let the agents move (on their thread).  Raises Conflict
        (the decision is no longer pending), Forbidden (it is another seat's) or
        IllegalActionError (not one of its options), and changes nothing then."""
        if isinstance(decision_id, bool) or not isinstance(decision_id, int):
            raise IllegalActionError("send back the decision_id of the decision you answer "
                                     "(an integer, given with every pending decision)")
        if (index is None) == (option is None):
            raise IllegalActionError("give exactly one of 'index' and 'option'")
        with self.lock:
            g = self.game
            if g.is_over():
                raise Conflict(f"decision {decision_id} is no longer pending: the game is over")
            if decision_id != self.applied:
                raise Conflict(f"decision {decision_id} is no longer pending (the pending decision is "
                               f"{self.applied}: player {g.decision.player + 1}, {g.decision.kind}); "
                               "nothing was changed")
            d = g.decision
            if d.player != seat:
                raise Forbidden(f"decision {decision_id} is player {d.player + 1}'s, not player {seat + 1}'s")
            if index is not None:
                if isinstance(index, bool) or not isinstance(index, int):
                    raise IllegalActionError(f"index must be an integer, not {index!r}")
                if not 0 <= index < len(d.options):
                    raise IllegalActionError(f"option index {index} out of range (0..{len(d.options) - 1})")
                chosen = d.options[index]
            else:
                chosen = option        # the engine takes it only if it is exactly an option, types included
            self._apply(chosen, actor=seat)
        self.kick()

    def concede(self, seat: int) -> None:
        with self.lock:
            if self.game.is_over():
                raise Conflict("the game is over")
            start = len(self.game.events)
            self.game.concede(seat)
            self._applied_one(("concede", seat), seat, start)

    def _apply(self, option, actor: int) -> None:
        """Apply an option (the lock held), store it, and add its frame.  The engine
        refuses anything that is not exactly one of the options (IllegalActionError,
        nothing changed)."""
        g = self.game
        start = len(g.events)
        try:
            g.apply(option)
        except PTCGError:
            raise
        except Exception:
            # an engine failure part-way: the game in memory can't be trusted; the database
            # still holds it as it was before this option
            self.store.unload(self.id)
            raise
        self._applied_one(option, actor, start)

    def _applied_one(self, option, actor: int, start: int) -> None:
        g = self.game
        n = self.applied
        self.applied += 1
        over = g.is_over()
        if over and self.replay_id is None:
            self.replay_id = self.store.new_replay_id()
            self.store.db.add_replay(self.replay_id, g.record(), self.id)
        self.store.db.add_action(self.id, n, to_json(option), turn=g.turn, over=over,
                                 result=result_dict(g), replay_id=self.replay_id if over else None)
        self._push_frame(actor, start)

    def _push_frame(self, actor, start: int) -> None:
        g = self.game

        def payloads(seq):
            out = {}
            for audience in self.audiences():
                role = SPECTATOR if audience == "public" else audience
                state = self.state(role, with_log=False)
                state["seq"] = seq
                out[audience] = json.dumps({
                    "type": "frame", "seq": seq, "epoch": self.feed.epoch, "actor": actor,
                    "event_start": start, "event_end": len(g.events),
                    "events": events_payload(g, self.viewer_of(role), start), "state": state})
            return out

        self.feed.push(payloads)

    # -- the agents' thread --------------------------------------------------------------------
    def agent_to_act(self) -> bool:
        g = self.game
        return not g.is_over() and g.decision.player in self.agents

    def kick(self) -> None:
        """Start the agents' thread if an agent is to decide (and it is not running)."""
        with self.lock:
            if self.closed or not self.agent_to_act() or self.error:
                return
            if self._driver is not None and self._driver.is_alive():
                return
            self._idle.clear()
            self._driver = threading.Thread(target=self._drive, name=f"ptcg-agents-{self.id}", daemon=True)
            self._driver.start()

    def _drive(self) -> None:
        from .. import rng
        n = 0
        pause = self.store.agent_pause
        try:
            while True:
                if pause and n:
                    # between an agent's moves, so that people watching can follow them
                    deadline = time.monotonic() + pause
                    while not self.closed and time.monotonic() < deadline:
                        time.sleep(min(0.05, pause))
                with self.lock:
                    if self.closed or not self.agent_to_act():
                        return
                    g = self.game
                    seat = g.decision.player
                    agent = self.agents[seat]
                    # reseeded from its stored seed and the options so far: a game rebuilt
                    # after a restart goes on exactly as it would have
                    agent.reset(rng.draw(self.agent_seeds[seat], self.applied))
                    self._apply(agent.act(g), actor=seat)
                n += 1
                if n > MAX_AGENT_DECISIONS:
                    raise RuntimeError(f"the agents made {n} decisions without reaching a person's decision")
        except Exception as e:          # noqa: BLE001 - shown to the players, logged in full
            log.exception("agent failed in game %s", self.id)
            self.error = f"the agent failed: {type(e).__name__}: {e}"
        finally:
            self._idle.set()

    def wait_idle(self, timeout: float = 60.0) -> bool:
        """Wait until no agent is deciding (True) or ``timeout`` seconds pass (False)."""
        return self._idle.wait(timeout)

    def close(self) -> None:
        self.closed = True

    def record(self) -> dict:
        if not self.game.is_over():
            raise Forbidden("the game is in progress and its record tells every hidden card (it holds "
                            "the seed and both decks): it is given once the game is over")
        return self.game.record()


# -- replays ---------------------------------------------------------------------------------------

class ReplaySession:
    """A game record to step through: ``step`` k is the game after its first k actions.

    Games at some steps are kept (every ``CHECKPOINT`` steps, and the last one shown),
    so stepping forward or back replays only a few actions."""

    CHECKPOINT = 40

    def __init__(self, rid: str, record: dict):
        from ..game import Game
        self.id = rid
        final = Game.from_record(record)                 # raises RecordError if it does not fit
        self.record = record
        self.actions = [from_json(a) for a in record["actions"]]
        self.result = result_dict(final)
        self.deck_names = list(final.deck_names)
        start = Game.from_record(record, steps=0)
        self._checkpoints = {0: start}                   # step -> Game, never applied to
        self._log_len = {0: len(start.log)}
        self._last = (0, start)                          # the step shown last
        self.lock = threading.Lock()

    @property
    def steps(self) -> int:
        return len(self.actions)

    def game_at(self, step: int):
        if not 0 <= step <= self.steps:
            raise PTCGError(f"step must be between 0 and {self.steps}, not {step}")
        base = max(s for s in self._checkpoints if s <= step)
        source = self._checkpoints[base]
        if base <= self._last[0] <= step:
            base, source = self._last
        game = source
        if base != step:
            game = source.clone(keep_log=True)
            for k in range(base, step):
                _apply_recorded(game, self.actions[k])
                self._log_len[k + 1] = len(game.log)
                if (k + 1) % self.CHECKPOINT == 0 and (k + 1) not in self._checkpoints:
                    self._checkpoints[k + 1] = game.clone(keep_log=True)
        self._last = (step, game)
        return game

    def log_length(self, step: int) -> int:
        if step not in self._log_len:
            self._log_len[step] = len(self.game_at(step).log)
        return self._log_len[step]

    def state(self, step: int) -> dict:
        """Both players' views at ``step`` (a replay shows everything), the log so far,
        and the action taken next."""
        prev = self.log_length(step - 1) if step > 0 else 0
        game = self.game_at(step)
        nxt = None
        if step < self.steps:
            a = self.actions[step]
            if isinstance(a, tuple) and len(a) == 2 and a[0] == "concede":
                nxt = {"player": a[1], "text": "Concede", "value": list(a)}
            elif game.decision is not None:
                nxt = {"player": game.decision.player, "text": describe_option(game, a),
                       "value": to_json(a)}
        views = [player_view(game, p) for p in (0, 1)]
        return {"id": self.id, "step": step, "steps": self.steps, "deck_names": self.deck_names,
                "turn": game.turn, "result": self.result, "result_now": result_dict(game),
                "to_act": None if game.is_over() else game.current_player(),
                "views": views, "log": list(game.log), "new_from": prev, "next": nxt}


def _apply_recorded(game, action) -> None:
    if isinstance(action, tuple) and len(action) == 2 and action[0] == "concede":
        game.concede(action[1])
    else:
        game.apply(action)


# -- the store -------------------------------------------------------------------------------------

class Store:
    """Every game in the database; the ones being played in memory.

    At most ``max_loaded`` games stay in memory: past that, finished games are unloaded
    first (the least recently used), and a game in progress only past ``hard_limit``
    (and never one an agent is playing or a page is following); an unloaded game is
    rebuilt from the database when it is next used, so no game is ever lost that way."""

    def __init__(self, db: Database | str | None = ":memory:", max_loaded: int = 200,
                 max_replays: int = 20, hard_limit: int = 2000, agent_pause: float = 0.0):
        if not (isinstance(agent_pause, (int, float)) and 0 <= agent_pause <= MAX_AGENT_PAUSE):
            raise ValueError(f"agent_pause must be 0 to {MAX_AGENT_PAUSE} seconds, not {agent_pause!r}")
        self.agent_pause = float(agent_pause)   # seconds between an agent's moves
        self.db = db if isinstance(db, Database) else Database(db if db is not None else ":memory:")
        self.sessions: OrderedDict = OrderedDict()
        self.replays: OrderedDict = OrderedDict()
        self.max_loaded = max_loaded
        self.max_replays = max_replays
        self.hard_limit = hard_limit
        self._lock = threading.RLock()
        self._loading: dict = {}

    @staticmethod
    def new_id() -> str:
        return secrets.token_hex(8)

    def new_replay_id(self) -> str:
        return secrets.token_hex(10)

    # -- games ----------------------------------------------------------------------------
    def new_game(self, deck_a: str, deck_b: str, *, seed=None, opponent="random", seat: int = 0,
                 allow_unimplemented: bool = False, format: str | None = None) -> tuple:
        """Start a game: (session, tokens).  ``opponent`` is an agent spec for the seat the
        person does not play (``seat``), or None / "human" for two people at one screen.
        ``format`` names the deck rules and ruleset (:mod:`ptcg.formats`; default: the era
        of two theme decks of one era, else Standard for the pool's decks).
        ``tokens`` maps each seat people play, and "spectator", to its secret token."""
        from ..formats import format_for_decks
        from ..game import Game
        from .. import rng
        if isinstance(seat, bool) or seat not in (0, 1):
            raise PTCGError(f"seat must be 0 (player 1) or 1 (player 2), not {seat!r}")
        if format is not None and not isinstance(format, str):
            raise PTCGError(f"format must be a format's name, not {format!r}")
        decks = [load_deck(deck_a, "deck A"), load_deck(deck_b, "deck B")]
        fmt, decks = format_for_decks(format.strip().lower() if format else None, *decks)
        specs = {}
        if opponent is not None and str(opponent).strip().lower() not in ("", "human", "hotseat"):
            specs[1 - seat] = check_agent_spec(opponent)
        game = Game(decks[0], decks[1], seed=seed, allow_unimplemented=allow_unimplemented, rules=fmt.rules)
        seeds = {s: rng.draw(game.seed, 3 + s) for s in specs}
        humans = tuple(p for p in (0, 1) if p not in specs)
        tokens = {str(p): secrets.token_urlsafe(24) for p in humans}
        tokens[SPECTATOR] = secrets.token_urlsafe(24)
        gid = self.new_id()
        self.db.add_game(gid, decks=game.decks, deck_names=game.deck_names, seed=game.seed,
                         rules=game.rules.to_dict(), humans=humans, agents=specs, agent_seeds=seeds,
                         tokens={token_hash(t): role for role, t in tokens.items()})
        session = GameSession(self, gid, game, humans=humans, agent_specs=specs, agent_seeds=seeds, applied=0)
        with self._lock:
            self.sessions[gid] = session
            self._make_room()
        session.kick()
        return session, tokens

    def session(self, gid: str) -> GameSession:
        """The game ``gid``, rebuilt from the database if it is not in memory."""
        with self._lock:
            s = self.sessions.get(gid)
            if s is not None:
                self.sessions.move_to_end(gid)
                s.last_used = time.monotonic()
                return s
            loading = self._loading.setdefault(gid, threading.Lock())
        with loading:                                   # one rebuild per game at a time
            with self._lock:
                s = self.sessions.get(gid)
                if s is not None:
                    return s
            s = self._rebuild(gid)
            with self._lock:
                self.sessions[gid] = s
                self._loading.pop(gid, None)
                self._make_room()
        s.kick()                                        # an agent that was deciding goes on
        return s

    def _rebuild(self, gid: str) -> GameSession:
        from ..game import Game
        row = self.db.game_row(gid)
        if row is None:
            raise NotFound(f"no game {gid!r}")
        # the first record format: the options alone, nothing about the end to check
        record = {"format": "ptcg-record/1", "decks": row["decks"], "deck_names": row["deck_names"],
                  "seed": row["seed"], "rules": row["rules"], "actions": row["actions"], "result": None}
        try:
            # the options stored so far (a game in progress has no end to check yet)
            game = Game.from_record(record, steps=len(record["actions"]))
        except RecordError as e:
            raise PTCGError(f"game {gid} cannot be rebuilt from the database: {e}") from None
        return GameSession(self, gid, game, humans=row["humans"], agent_specs=row["agents"],
                           agent_seeds=row["agent_seeds"], applied=len(row["actions"]),
                           replay_id=row["replay_id"])

    def authorize(self, gid: str, token: str | None):
        """(session, role) for a token of game ``gid``: role is a seat or SPECTATOR.
        Raises Unauthorized without a token or with one that does not open this game,
        NotFound for an unknown game."""
        if not token:
            if self.db.game_row_exists(gid):
                raise Unauthorized(f"game {gid} needs its token (Authorization: Bearer <token>)")
            raise NotFound(f"no game {gid!r}")
        found = self.db.token_role(token_hash(token))
        if found is None or found[0] != gid:
            if not self.db.game_row_exists(gid):
                raise NotFound(f"no game {gid!r}")
            raise Unauthorized(f"that token does not open game {gid}")
        role = found[1]
        return self.session(gid), (int(role) if role in ("0", "1") else SPECTATOR)

    def game_of_token(self, token: str | None):
        """(game id, role) for a token, or None."""
        if not token:
            return None
        found = self.db.token_role(token_hash(token))
        if found is None:
            return None
        return found[0], (int(found[1]) if found[1] in ("0", "1") else SPECTATOR)

    def unload(self, gid: str) -> None:
        """Forget the game in memory (it stays in the database)."""
        with self._lock:
            s = self.sessions.pop(gid, None)
        if s is not None:
            s.close()

    def drop_game(self, gid: str) -> None:
        """Delete a game for good (memory and database)."""
        self.unload(gid)
        self.db.delete_game(gid)

    def _make_room(self) -> None:
        """Unload finished games past ``max_loaded``; games in progress only past
        ``hard_limit``, never one an agent is playing or a page follows (the lock held)."""
        if len(self.sessions) <= self.max_loaded:
            return
        for gid, s in list(self.sessions.items()):
            if len(self.sessions) <= self.max_loaded:
                return
            if s.game.is_over() and s.listeners == 0 and s._idle.is_set():
                self.sessions.pop(gid).close()
        for gid, s in list(self.sessions.items()):
            if len(self.sessions) <= self.hard_limit:
                return
            if s.listeners == 0 and s._idle.is_set():
                self.sessions.pop(gid).close()

    def loaded_ids(self) -> list:
        with self._lock:
            return list(self.sessions)

    # -- replays --------------------------------------------------------------------------
    def new_replay(self, record) -> ReplaySession:
        if not isinstance(record, dict):
            raise RecordError("a game record is a JSON object")
        rid = self.new_replay_id()
        session = ReplaySession(rid, record)
        self.db.add_replay(rid, record)
        self._keep_replay(session)
        return session

    def _keep_replay(self, session: ReplaySession) -> None:
        with self._lock:
            self.replays[session.id] = session
            while len(self.replays) > self.max_replays:
                self.replays.popitem(last=False)

    def replay(self, rid: str) -> ReplaySession:
        with self._lock:
            s = self.replays.get(rid)
            if s is not None:
                self.replays.move_to_end(rid)
                return s
        record = self.db.replay_record(rid)
        if record is None:
            raise NotFound(f"no replay {rid!r}")
        session = ReplaySession(rid, record)
        self._keep_replay(session)
        return session

    def close(self) -> None:
        with self._lock:
            for s in self.sessions.values():
                s.close()


__all__ = ["Store", "GameSession", "ReplaySession", "Feed", "load_deck", "player_view", "public_view",
           "check_agent_spec", "NotFound", "Unauthorized", "Forbidden", "Conflict", "SPECTATOR",
           "AGENT_SUGGESTIONS"]
