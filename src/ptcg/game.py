"""The game: a step-by-step state machine any agent can drive (STYLE 5, OpenSpiel-like).

>>> from ptcg import Game
>>> game = Game("mega_abomasnow", "fire_cinderace", seed=7)
>>> while not game.is_over():
...     game.apply(game.legal_options[0])
>>> game.result.winner in (0, 1, None)
True

At every point exactly one player faces one :class:`~ptcg.decisions.Decision` with a
finite tuple of legal options, including choices in the middle of a card effect.

How it works.  Between actions of the main phase the state alone describes the game (a
*stable point*).  An action runs as a *step*: a generator over the rule procedures that
yields each question it needs answered, and resumes exactly where it stopped.  The
state holds no generator, so cloning at a stable point is a state copy; in the middle of
a step, :meth:`Game.clone` copies the snapshot taken at the start of the turn and
replays the options applied since (as OpenSpiel and Showdown replay their input logs).
"""

from __future__ import annotations

import os

from .cards.db import CARD_LIST, ensure_loaded
from .registry import is_implemented
from .deck import Deck, as_deck, builtin_deck, validate
from .decisions import MAIN, Decision, from_json, to_json
from .errors import (GameOverError, IllegalActionError, InvalidDeckError, RecordError,
                     UnimplementedCardError, UnknownCardError)
from .ruleset import STANDARD, Ruleset
from .rules import setup as setup_rules
from .rules.turn import do_main_action, main_decision, start_turn
from .rules.winning import GameOver, Result
from .state import State, make_instance

RECORD_FORMAT = "ptcg-record/1"


def _start(g):
    """The first step: setup, then the first player's first draw."""
    yield from setup_rules.setup(g)
    yield from start_turn(g, g.first_player)


class Game:
    """A game between two decks.

    ``deck_a`` is player 0's deck, ``deck_b`` player 1's: a :class:`~ptcg.deck.Deck`, a
    list of card IDs, a deck file path, or the name of a built-in deck.  ``seed`` fixes
    every shuffle and coin flip (a random seed is drawn when None).  ``rules`` chooses
    the ruleset; ``log=False`` skips building the text log (faster for search).
    """

    def __init__(self, deck_a, deck_b, *, seed: int | None = None, rules: Ruleset = STANDARD,
                 log: bool = True, allow_unimplemented: bool = False, validate_decks: bool = True,
                 auto_end: bool = True):
        decks = [_to_deck(deck_a, "deck A"), _to_deck(deck_b, "deck B")]
        problems = []
        for d in decks:
            unknown = ensure_loaded(d.cards)          # loads the sets of older cards
            if unknown:
                raise UnknownCardError(min(unknown, key=repr))
            if validate_decks:
                probs = validate(d.cards, rules)
                if probs:
                    problems.append(InvalidDeckError(probs, d.name))
        if problems:
            raise problems[0]
        for d in decks:
            if not any(CARD_LIST[c].plays_as_basic for c in d.cards if 0 <= c < len(CARD_LIST) and CARD_LIST[c]):
                # even unvalidated decks need a Basic Pokémon, or setup never ends (I-G P10)
                raise InvalidDeckError(["the deck has no Basic Pokémon"], d.name)
        if not allow_unimplemented:
            missing = sorted({c for d in decks for c in set(d.cards) if not is_implemented(c)})
            if missing:
                raise UnimplementedCardError(missing, {c: CARD_LIST[c].name for c in missing})
        if seed is None:
            seed = int.from_bytes(os.urandom(6), "big")
        self.decks = (decks[0].cards, decks[1].cards)
        self.deck_names = (decks[0].name, decks[1].name)
        self.seed = int(seed)
        self.rules = rules
        self.auto_end = auto_end
        g = State(rules, self.seed)
        g.log = [] if log else None
        for pl, d in enumerate(decks):
            copies: dict = {}
            for cid in d.cards:
                k = copies.get(cid, 0)
                copies[cid] = k + 1
                g.players[pl].deck.append(make_instance(cid, pl, k))
        self.state = g
        self._snapshot = g.copy()
        self._snapshot_at_start = True
        self._history: list = []       # options applied since the snapshot
        self._record: list = []        # every option applied since the start
        self._gen = None
        self._decision: Decision | None = None
        self._begin(_start(g))

    # -- the decision ------------------------------------------------------------------
    @property
    def decision(self) -> Decision | None:
        """The pending decision, or None when the game is over."""
        return self._decision

    @property
    def legal_options(self) -> tuple:
        return self._decision.options if self._decision is not None else ()

    def current_player(self) -> int:
        """The player who must decide now (-4 when the game is over, as in OpenSpiel)."""
        return self._decision.player if self._decision is not None else -4

    def is_over(self) -> bool:
        return self.state.phase == "over"

    @property
    def result(self) -> Result | None:
        return self.state.result

    def returns(self) -> tuple:
        r = self.state.result
        return r.returns() if r is not None else (0.0, 0.0)

    @property
    def log(self) -> list:
        return self.state.log if self.state.log is not None else []

    def log_for(self, player: int | None) -> list:
        """The log as ``player`` may read it (III-01): lines naming cards hidden from that
        player (the opponent's draws, face-down setup cards, searches that reveal nothing,
        a look at a Prize card) are replaced by what the player may know ("P2 draws a
        card").  ``player=None`` reads as an onlooker who sees neither hand."""
        log = self.state.log or []
        private = self.state.log_private
        if not private:
            return list(log)
        out = []
        for i, line in enumerate(log):
            hidden = private.get(i)
            if hidden is None or hidden[0] == player:
                out.append(line)
            elif hidden[1] is not None:
                out.append(hidden[1])
        return out

    @property
    def turn(self) -> int:
        return self.state.turn

    # -- acting ------------------------------------------------------------------------
    def apply(self, option) -> None:
        """Apply one of the legal options; raises IllegalActionError (and changes
        nothing) if it is not one of them."""
        d = self._decision
        if d is None:
            raise GameOverError("the game is over; no more actions can be applied")
        if isinstance(option, list):
            option = from_json(option)
        if option not in d.options:
            shown = ", ".join(repr(o) for o in d.options[:12])
            more = "" if len(d.options) <= 12 else f", ... ({len(d.options)} options)"
            raise IllegalActionError(
                f"{option!r} is not a legal option for player {d.player + 1} ({d.kind}: {d.prompt}); "
                f"legal options: {shown}{more}")
        self._apply(option)

    def apply_index(self, index: int) -> None:
        """Apply the option at ``index`` of the legal options."""
        opts = self.legal_options
        if not 0 <= index < len(opts):
            raise IllegalActionError(f"option index {index} out of range (0..{len(opts) - 1})")
        self._apply(opts[index])

    def concede(self, player: int) -> None:
        """``player`` concedes: the opponent wins at once (III-10 R1, 002)."""
        if self.state.phase == "over":
            raise GameOverError("the game is over; no more actions can be applied")
        from .rules.winning import end_game
        try:
            end_game(self.state, 1 - player, "concede")
        except GameOver as over:
            self._gen = None
            self._decision = None
            self._record.append(("concede", player))

    # OpenSpiel names
    def legal_actions(self) -> tuple:
        return self.legal_options

    def apply_action(self, option) -> None:
        self.apply(option)

    def is_terminal(self) -> bool:
        return self.is_over()

    # -- the driver --------------------------------------------------------------------
    def _apply(self, option) -> None:
        self._record.append(option)
        self._history.append(option)
        if self._gen is None:
            self._begin(do_main_action(self.state, option))
        else:
            self._advance(option)

    def _begin(self, gen) -> None:
        self._gen = gen
        self._advance(None)

    def _advance(self, answer) -> None:
        g = self.state
        try:
            d = self._gen.send(answer)
        except StopIteration:
            self._gen = None
            self._stable()
            return
        except GameOver as over:
            self._gen = None
            self._finished(over.result)
            return
        self._decision = d

    def _stable(self) -> None:
        """A step ended at a main-phase decision."""
        g = self.state
        if g.turn != getattr(self, "_snap_turn", -1):
            self._snapshot = g.copy()
            self._snapshot_at_start = False
            self._snap_turn = g.turn
            self._history = []
        d = main_decision(g)
        if self.auto_end and len(d.options) == 1:
            g.emit(f"P{g.current + 1} has nothing to do")
            self._begin(do_main_action(g, d.options[0]))
            return
        self._decision = d

    def _finished(self, result: Result) -> None:
        g = self.state
        mode = g.rules.draw_resolution
        limit = g.rules.max_extra_games          # None: until someone wins (004 §6)
        if (result.winner is None and mode in ("tiebreak", "sudden_death")
                and (limit is None or g.games_played <= limit)):
            setup_rules.restart_for_tiebreak(g, mode)
            self._snapshot = g.copy()
            self._snapshot_at_start = True
            self._snap_turn = -1
            self._history = []
            self._begin(_start(g))
            return
        self._decision = None

    # -- copying -----------------------------------------------------------------------
    def clone(self, keep_log: bool = False) -> "Game":
        """An independent copy for search.  Cheap at main-phase decisions; in the middle
        of an effect it replays the options applied since the start of the turn."""
        c = Game.__new__(Game)
        c.decks = self.decks
        c.deck_names = self.deck_names
        c.seed = self.seed
        c.rules = self.rules
        c.auto_end = self.auto_end
        c._record = self._record[:]
        if self._gen is None:
            c.state = self.state.copy(keep_log)
            c._snapshot = self._snapshot
            c._snapshot_at_start = self._snapshot_at_start
            c._snap_turn = getattr(self, "_snap_turn", -1)
            c._history = self._history[:]
            c._gen = None
            c._decision = self._decision
            return c
        c._replay_from_snapshot(self, self._history)
        if keep_log and self.state.log is not None:
            c.state.log = self.state.log[:]
        return c

    def _replay_from_snapshot(self, src: "Game", history: list, checked: bool = False) -> None:
        self.state = src._snapshot.copy()
        self.state.log = None
        self._snapshot = src._snapshot
        self._snapshot_at_start = src._snapshot_at_start
        self._snap_turn = getattr(src, "_snap_turn", -1)
        self._history = []
        self._gen = None
        self._decision = None
        rec = self._record
        if self._snapshot_at_start:
            self._begin(_start(self.state))
        else:
            # as in the game: a main phase with nothing but "end" ends by itself (auto_end),
            # and the decisions it leads to (e.g. a promotion at the end of the turn) follow
            self._stable()
        self._record = []
        for opt in history:
            if checked:
                self.apply(opt)        # a changed world may not allow the same options
            else:
                self._apply(opt)
        self._record = rec

    # -- views and records -------------------------------------------------------------
    def view(self, player: int):
        """What ``player`` may see (see :mod:`ptcg.view`)."""
        from .view import PlayerView
        return PlayerView(self, player)

    def record(self) -> dict:
        """The game record: decks, seed, ruleset and every option applied, as JSON data."""
        r = self.state.result
        return {
            "format": RECORD_FORMAT,
            "decks": [list(self.decks[0]), list(self.decks[1])],
            "deck_names": list(self.deck_names),
            "seed": self.seed,
            "rules": self.rules.to_dict(),
            "actions": [to_json(o) for o in self._record],
            "result": r.to_dict() if r is not None else None,
        }

    @classmethod
    def from_record(cls, record: dict, *, log: bool = True, allow_unimplemented: bool = True) -> "Game":
        """Rebuild a game by replaying a record; raises RecordError if it does not fit."""
        if not isinstance(record, dict) or record.get("format") != RECORD_FORMAT:
            raise RecordError(f"not a game record (expected format {RECORD_FORMAT!r})")
        try:
            decks = record["decks"]
            seed = int(record["seed"])
            rules = Ruleset.from_dict(record.get("rules", {}))
            actions = record["actions"]
            names = record.get("deck_names") or ["deck A", "deck B"]
            if not (isinstance(decks, list) and len(decks) == 2 and isinstance(actions, list)):
                raise TypeError("decks must be a list of two decks and actions a list")
        except (KeyError, TypeError, ValueError) as e:
            raise RecordError(f"malformed game record: {e}") from None
        try:
            game = cls(Deck(decks[0], names[0]), Deck(decks[1], names[1]), seed=seed, rules=rules,
                       log=log, allow_unimplemented=allow_unimplemented)
        except (ValueError, TypeError) as e:
            raise RecordError(f"the record's decks are not usable: {e}") from None
        for i, a in enumerate(actions):
            try:
                a = from_json(a)
                if isinstance(a, tuple) and len(a) == 2 and a[0] == "concede":
                    game.concede(a[1])
                    continue
                game.apply(a)
            except (IllegalActionError, GameOverError) as e:
                raise RecordError(f"action {i + 1} of the record does not replay: {e}") from None
        return game

    def __repr__(self) -> str:
        d = self._decision
        state = "over: " + self.result.describe() if d is None else f"P{d.player + 1} to {d.kind}"
        return f"<Game seed={self.seed} turn={self.state.turn} {state}>"


def _to_deck(obj, label: str) -> Deck:
    if isinstance(obj, str) and not os.path.exists(obj) and "/" not in obj and "\\" not in obj:
        return builtin_deck(obj)
    return as_deck(obj, label)


__all__ = ["Game", "Result", "RECORD_FORMAT", "MAIN", "CARD_LIST"]
