"""Games and replays kept by the web server, and what each player may be shown of them.

Everything lives in memory, in a :class:`Store`: two dicts keyed by a random id (12 hex
digits), one of :class:`GameSession` and one of :class:`ReplaySession`.  Nothing is
written to disk; a restart forgets every game (download the record to keep one).  The
store keeps at most ``max_games`` games and ``max_replays`` replays, dropping the one
used least recently when a new one would go over.

Hidden information (III-01) stays hidden while a game is in progress:

* a player's view is :class:`ptcg.view.PlayerView` (no opponent hand, no deck order,
  no face-down Prize cards), and against an agent only the human seat can be viewed;
* the log is shown through :meth:`ptcg.game.Game.log_for`, which hides what the other
  player drew, put face down during setup, searched for without revealing or looked at;
  the whole log is shown once the game is over;
* the record holds the seed and both decks (so every card's place can be replayed from
  it): it is handed out while the game is in progress only when asked with ``reveal``.

This module uses only the engine and the standard library (no FastAPI).
"""

from __future__ import annotations

import re
import threading
import uuid
from collections import OrderedDict

from ..cards.db import CARD_LIST
from ..decisions import from_json
from ..deck import Deck, builtin_deck
from ..errors import DeckFormatError, GameOverError, IllegalActionError, PTCGError, RecordError
from ..types import TYPE_LETTERS, cost_text
from .describe import describe_decision, describe_option

MAX_AGENT_DECISIONS = 20_000     # agent moves played in one request, at most (a safety net)
AGENT_SUGGESTIONS = ("random", "greedy", "mcts:0.5", "mcts:100it")


class NotFound(LookupError):
    """No game or replay with that id (HTTP 404)."""


class Forbidden(PermissionError):
    """The request would show hidden information (HTTP 403)."""


# -- decks ---------------------------------------------------------------------------------

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
    return Deck.parse(text, name=label)


# -- card facts for a page -------------------------------------------------------------------

def card_facts(card_id: int) -> dict:
    """The printed facts of a card a page shows in a tooltip (no rules text)."""
    c = CARD_LIST[card_id]
    out = {"id": c.id, "name": c.name, "kind": c.kind, "set": c.set, "number": c.number}
    if c.is_pokemon:
        out.update({
            "stage": c.stage, "type": TYPE_LETTERS[c.type] if c.type >= 0 else None, "hp": c.hp,
            "weakness": TYPE_LETTERS[c.weakness] if isinstance(c.weakness, int) else c.weakness,
            "resistance": TYPE_LETTERS[c.resistance] if isinstance(c.resistance, int) else c.resistance,
            "retreat": c.retreat, "evolves_from": c.evolves_from, "rule": c.rule,
            "attacks": [{"name": a.name, "cost": cost_text(a.cost), "damage": f"{a.damage or ''}{a.mod}"}
                        for a in c.attacks],
            "abilities": [a.name for a in c.abilities],
        })
    elif c.kind == "basic_energy":
        out["type"] = TYPE_LETTERS[c.energy_type] if c.energy_type >= 0 else None
    return out


def _card_ids(obj, out: set) -> set:
    if isinstance(obj, dict):
        if isinstance(obj.get("id"), int) and "name" in obj:
            out.add(obj["id"])
        for v in obj.values():
            _card_ids(v, out)
    elif isinstance(obj, list):
        for v in obj:
            _card_ids(v, out)
    return out


def player_view(game, player: int) -> dict:
    """``PlayerView.to_dict()`` with the decision described (when ``player`` is to act)
    and ``cards``: the facts of every card ID the view shows."""
    view = game.view(player).to_dict()
    d = game.decision
    view["decision"] = describe_decision(game) if d is not None and d.player == player else None
    view["cards"] = {str(cid): card_facts(cid) for cid in sorted(_card_ids(view, set()))}
    return view


def result_dict(game) -> dict | None:
    r = game.result
    if r is None:
        return None
    return {**r.to_dict(), "text": r.describe()}


# -- games -----------------------------------------------------------------------------------

class GameSession:
    """One game served over HTTP: the engine's Game, which seats humans play, and the
    agents playing the other seats (their moves are made server-side, at once)."""

    def __init__(self, gid: str, game, agents: dict, agent_specs: dict):
        self.id = gid
        self.game = game
        self.agents = agents                  # seat -> Agent
        self.agent_specs = agent_specs        # seat -> spec ("random", "mcts:0.5", ...)
        self.humans = tuple(p for p in (0, 1) if p not in agents)
        self.lock = threading.Lock()

    @property
    def mode(self) -> str:
        return "hotseat" if len(self.humans) == 2 else "agent"

    def play_agents(self) -> int:
        """Let the agents answer until a human must decide or the game ends."""
        n = 0
        g = self.game
        while not g.is_over() and g.decision.player in self.agents:
            g.apply(self.agents[g.decision.player].act(g))
            n += 1
            if n > MAX_AGENT_DECISIONS:
                raise RuntimeError(f"the agents made {n} decisions without reaching a human decision")
        return n

    def default_seat(self) -> int:
        """The seat a page shows when it does not say: the human's (against an agent),
        else the player to act (hot seat)."""
        if self.mode == "agent":
            return self.humans[0]
        return self.game.current_player() if not self.game.is_over() else 0

    def check_seat(self, player) -> int:
        if player is None:
            return self.default_seat()
        if player not in (0, 1):
            raise PTCGError(f"player must be 0 or 1, not {player!r}")
        if player not in self.humans and not self.game.is_over():
            raise Forbidden(f"player {player + 1} is played by the {self.agent_specs[player]} agent; "
                            "its view is hidden until the game is over")
        return player

    def act(self, *, index=None, option=None, player=None) -> None:
        """Apply a human's answer (by index or by value), then the agents' moves.
        An illegal answer raises IllegalActionError and changes nothing."""
        g = self.game
        if (index is None) == (option is None):
            raise IllegalActionError("give exactly one of 'index' and 'option'")
        if g.is_over():
            raise GameOverError("the game is over; no more actions can be applied")
        d = g.decision
        if player is not None and player != d.player:
            raise IllegalActionError(f"it is player {d.player + 1}'s decision ({d.kind}: {d.prompt}), "
                                     f"not player {player + 1}'s")
        if d.player not in self.humans:
            raise IllegalActionError(f"player {d.player + 1} is played by an agent")
        if index is not None:
            g.apply_index(index)
        else:
            g.apply(from_json(option))
        self.play_agents()

    def concede(self, player) -> None:
        seat = self.default_seat() if player is None else player
        if seat not in self.humans:
            raise IllegalActionError(f"player {seat + 1} is played by an agent")
        self.game.concede(seat)

    def log(self, viewer) -> list:
        """The log as the page shows it: to ``viewer`` (None: both seats at one screen)
        while the game is in progress, whole once it is over."""
        if self.game.is_over():
            return list(self.game.log)
        return self.game.log_for(viewer)

    def log_viewer(self):
        """Whose eyes the log is read with: the human's against an agent; in hot seat,
        neither player's (both sit at the same screen)."""
        return self.humans[0] if self.mode == "agent" else None

    def info(self) -> dict:
        g = self.game
        over = g.is_over()
        out = {
            "id": self.id, "mode": self.mode, "humans": list(self.humans),
            "agents": {str(k): v for k, v in self.agent_specs.items()},
            "deck_names": list(g.deck_names), "turn": g.turn,
            "to_act": None if over else g.current_player(), "over": over,
            "result": result_dict(g), "actions": len(g.record()["actions"]),
        }
        if over:
            out["seed"] = g.seed              # with the decks, the seed tells every hidden card
        return out

    def state(self, player=None) -> dict:
        """What a page needs to draw the game for ``player``."""
        seat = self.check_seat(player)
        return {"game": self.info(), "seat": seat, "view": player_view(self.game, seat),
                "log": self.log(self.log_viewer())}

    def record(self, reveal: bool = False) -> dict:
        if not self.game.is_over() and not reveal:
            raise Forbidden("the game is in progress and its record reveals every hidden card (it holds "
                            "the seed and both decks); ask with reveal=true to download it anyway")
        return self.game.record()


# -- replays ---------------------------------------------------------------------------------

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
                       "value": a if not isinstance(a, tuple) else list(a)}
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


# -- the store -------------------------------------------------------------------------------

class Store:
    """Games and replays in memory, keyed by id (see the module doc)."""

    def __init__(self, max_games: int = 200, max_replays: int = 20):
        self.games: OrderedDict = OrderedDict()
        self.replays: OrderedDict = OrderedDict()
        self.max_games = max_games
        self.max_replays = max_replays
        self._lock = threading.Lock()

    @staticmethod
    def new_id() -> str:
        return uuid.uuid4().hex[:12]

    def new_game(self, deck_a: str, deck_b: str, *, seed=None, opponent="random", seat: int = 0,
                 allow_unimplemented: bool = False) -> GameSession:
        """Start a game.  ``opponent`` is an agent spec for the seat the human does not
        play (``seat``), or None / "human" for two humans at one screen (hot seat)."""
        from ..agents import make_agent
        from ..game import Game
        from .. import rng
        if seat not in (0, 1):
            raise PTCGError(f"seat must be 0 (player 1) or 1 (player 2), not {seat!r}")
        decks = [load_deck(deck_a, "deck A"), load_deck(deck_b, "deck B")]
        game = Game(decks[0], decks[1], seed=seed, allow_unimplemented=allow_unimplemented)
        agents, specs = {}, {}
        if opponent is not None and str(opponent).strip().lower() not in ("", "human", "hotseat"):
            other = 1 - seat
            try:
                agents[other] = make_agent(str(opponent), seed=rng.draw(game.seed, 3 + other))
            except ValueError as e:
                raise PTCGError(f"opponent: {e}") from None
            specs[other] = str(opponent)
        gid = self.new_id()
        session = GameSession(gid, game, agents, specs)
        with session.lock:
            session.play_agents()
        with self._lock:
            self.games[gid] = session
            while len(self.games) > self.max_games:
                self.games.popitem(last=False)
        return session

    def game_list(self) -> list:
        with self._lock:
            return list(self.games.values())

    def game(self, gid: str) -> GameSession:
        with self._lock:
            s = self.games.get(gid)
            if s is None:
                raise NotFound(f"no game {gid!r} (games are kept in memory: a restart forgets them)")
            self.games.move_to_end(gid)
            return s

    def drop_game(self, gid: str) -> None:
        with self._lock:
            if self.games.pop(gid, None) is None:
                raise NotFound(f"no game {gid!r}")

    def new_replay(self, record) -> ReplaySession:
        if not isinstance(record, dict):
            raise RecordError("a game record is a JSON object")
        rid = self.new_id()
        session = ReplaySession(rid, record)
        with self._lock:
            self.replays[rid] = session
            while len(self.replays) > self.max_replays:
                self.replays.popitem(last=False)
        return session

    def replay(self, rid: str) -> ReplaySession:
        with self._lock:
            s = self.replays.get(rid)
            if s is None:
                raise NotFound(f"no replay {rid!r} (replays are kept in memory: a restart forgets them)")
            self.replays.move_to_end(rid)
            return s


__all__ = ["Store", "GameSession", "ReplaySession", "load_deck", "player_view",
           "card_facts", "NotFound", "Forbidden", "AGENT_SUGGESTIONS"]
