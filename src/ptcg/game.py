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
a step, :meth:`Game.clone` copies the snapshot of the state where the turn began and
replays the options applied since (as OpenSpiel and Showdown replay their input logs).
Most snapshots are made only when first needed, by the same kind of replay from the
turn before (``_TurnSnapshot``).
"""

from __future__ import annotations

import numbers
import os
import reprlib
from collections import Counter

from . import limits, records
from .cards.db import CARD_LIST, ensure_loaded
from .registry import is_implemented
from .deck import LIMITS as DECK_LIMITS, Deck, as_deck, builtin_deck, validate
from .decisions import MAIN, Decision, from_json, offered, to_json
from .errors import (DeckFormatError, GameOverError, IllegalActionError, InvalidArgumentError,
                     InvalidDeckError, LimitError, PTCGError, RecordError, StateEditedError,
                     UnimplementedCardError, UnknownCardError)
from .records import RECORD_FORMAT
from .ruleset import STANDARD, Ruleset
from .rules import setup as setup_rules
from .rules.game_cards import game_cards_of
from .rules.turn import do_main_action, main_decision, start_turn
from .rules.winning import GameOver, Result
from .events import ZoneWatch, render
from .state import State, deck_instances


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

    _turn_starts: tuple = ()   # for games built field by field (ptcg.testing.Scenario)
    _step_at = None            # index in _history of the option that began the running step
    _step_snap = None          # (_step_at, state, decision, turn snapshot) at that option
    _snap_ref = None           # the _TurnSnapshot behind ``_snapshot``
    # whether a turn's snapshot may be made on first use (_TurnSnapshot): only for games
    # whose state changes by their options alone, as Game() makes them; games built field
    # by field (tests, the cabt adapter) copy the state at every turn
    _lazy_snapshots = False
    _made = None               # turn -> snapshot, in a game replayed by _TurnSnapshot._make

    def __init__(self, deck_a, deck_b, *, seed: int | None = None, rules: Ruleset = STANDARD,
                 log: bool = True, allow_unimplemented: bool = False, validate_decks: bool = True,
                 auto_end: bool = True):
        if seed is not None:
            n = _as_int(seed)
            if n is None or not 0 <= n <= limits.MAX_SEED:
                raise InvalidArgumentError(f"seed must be None or an int from 0 to 2**64 - 1, not {_short(seed)}")
            seed = n
        if not isinstance(rules, Ruleset):
            raise InvalidArgumentError(f"rules must be a ptcg.Ruleset, not {_short(rules)}")
        for name, flag in (("log", log), ("allow_unimplemented", allow_unimplemented),
                           ("validate_decks", validate_decks), ("auto_end", auto_end)):
            if type(flag) is not bool:
                raise InvalidArgumentError(f"{name} must be True or False, not {_short(flag)}")
        decks = [_to_deck(deck_a, "deck A"), _to_deck(deck_b, "deck B")]
        problems = []
        for d in decks:
            unknown = ensure_loaded(d.cards)          # loads the sets of older cards
            if unknown:
                raise UnknownCardError(min(unknown, key=repr))
            most = max(Counter(d.cards).values(), default=0)
            if most > limits.MAX_COPIES_OF_ID:
                raise InvalidDeckError([f"{most} copies of one card ID; the engine holds at most "
                                        f"{limits.MAX_COPIES_OF_ID}"], d.name)
            if validate_decks:
                probs = validate(d.cards, rules)
                if probs:
                    problems.append(InvalidDeckError(probs, d.name))
        if problems:
            raise problems[0]
        # (the checks below ask once per card ID, not once per card)
        for d in decks:
            if not any(CARD_LIST[c].plays_as_basic for c in set(d.cards) if 0 <= c < len(CARD_LIST) and CARD_LIST[c]):
                # even unvalidated decks need a Basic Pokémon, or setup never ends (I-G P10)
                raise InvalidDeckError(["the deck has no Basic Pokémon"], d.name)
        if not allow_unimplemented:
            missing = sorted(c for c in set(decks[0].cards).union(decks[1].cards) if not is_implemented(c))
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
        g.cards_in_game = game_cards_of(decks[0].cards + decks[1].cards)
        for pl, d in enumerate(decks):
            g.players[pl].deck.extend(deck_instances(d.cards, pl))
        if log:
            g.events = []
            g.watch = ZoneWatch(g)
        self.state = g
        self._snapshot = g.copy()
        self._snapshot_at_start = True
        self._lazy_snapshots = True
        self._history: list = []       # options applied since the snapshot
        self._record: list = []        # every option applied since the start
        self._turn_starts: tuple = ()  # len(self._record) when each turn's main phase began
        self._gen = None
        self._decision: Decision | None = None
        self._begin(_start(g))

    @property
    def _snapshot(self):
        """The state where this turn's main phase began (or the game's start, when
        ``_snapshot_at_start``): what a clone in the middle of a step replays from."""
        ref = self._snap_ref
        return ref.state if ref is not None else None

    @_snapshot.setter
    def _snapshot(self, state) -> None:
        self._snap_ref = _TurnSnapshot(state)

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
    def events(self) -> list:
        """Every event so far (:mod:`ptcg.events`), hidden cards included."""
        return self.state.events if self.state.events is not None else []

    def events_for(self, player: int | None, start: int = 0) -> list:
        """The events from index ``start`` on, as ``player`` may read them (III-01): an event
        naming cards hidden from that player comes without them
        (:meth:`~ptcg.events.Event.redacted`).  ``player=None`` reads as an onlooker who
        sees neither hand."""
        out = []
        for e in self.events[start:]:
            if e.private_to is not None and e.private_to != player:
                e = e.redacted()
                if e is None:
                    continue
            out.append(e)
        return out

    @property
    def log(self) -> list:
        """The text log: every event rendered as a line (:func:`ptcg.events.render`),
        hidden cards included."""
        events = self.state.events
        if events is None:
            return []
        if getattr(self, "_log_src", None) is not events:      # rendered lines are cached
            self._log_src, self._lines = events, []
        lines = self._lines
        if len(lines) < len(events):
            lines.extend(render(e) for e in events[len(lines):])
        return [text for text in lines if text is not None]

    def log_for(self, player: int | None) -> list:
        """The log as ``player`` may read it (III-01): the lines of :meth:`events_for`
        (the opponent's draws, face-down setup cards, searches that reveal nothing, a look
        at a Prize card come without the hidden cards).  ``player=None`` reads as an
        onlooker who sees neither hand."""
        return [line for line in map(render, self.events_for(player)) if line is not None]

    @property
    def turn(self) -> int:
        return self.state.turn

    # -- acting ------------------------------------------------------------------------
    def apply(self, option) -> None:
        """Apply one of the legal options.  ``option`` must be exactly one of them (equal
        and of the same types: ``17920.0`` or ``True`` are not ``17920`` or ``1``); a list
        is read as the JSON form of a tuple.  Anything else raises IllegalActionError and
        changes nothing: legality is settled before the game records or changes anything."""
        d = self._decision
        if d is None:
            raise GameOverError("the game is over; no more actions can be applied")
        if type(option) is list:
            try:
                option = from_json(option, limits.MAX_OPTION_DEPTH)
            except LimitError:
                raise IllegalActionError(f"{_short(option)} is not a legal option: nested too deeply") from None
        chosen = offered(option, d.options)
        if chosen is None:
            shown = ", ".join(repr(o) for o in d.options[:12])
            more = "" if len(d.options) <= 12 else f", ... ({len(d.options)} options)"
            raise IllegalActionError(
                f"{_short(option)} is not a legal option for player {d.player + 1} ({d.kind}: {d.prompt}); "
                f"legal options: {shown}{more}")
        self._apply(chosen)

    def apply_index(self, index: int) -> None:
        """Apply the option at ``index`` of the legal options (an int; a bool or a float
        is refused with IllegalActionError)."""
        opts = self.legal_options
        if self._decision is None:
            raise GameOverError("the game is over; no more actions can be applied")
        i = _as_int(index)
        if i is None:
            raise IllegalActionError(f"an option index must be an int, not {_short(index)}")
        if not 0 <= i < len(opts):
            raise IllegalActionError(f"option index {i} out of range (0..{len(opts) - 1})")
        self._apply(opts[i])

    def concede(self, player: int) -> None:
        """``player`` (0 or 1) concedes: the opponent wins at once (III-10 R1, 002)."""
        if self.state.phase == "over":
            raise GameOverError("the game is over; no more actions can be applied")
        p = _as_int(player)
        if p not in (0, 1):
            raise IllegalActionError(f"the player who concedes must be 0 or 1, not {_short(player)}")
        from .rules.winning import end_game
        try:
            end_game(self.state, 1 - p, "concede")
        except GameOver:
            self._gen = None
            self._decision = None
            self._record.append(("concede", p))

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
        if self._gen is None:
            self._step_at = len(self._history)
            self._history.append(option)
            self._begin(do_main_action(self.state, option))
            return
        self._history.append(option)
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
            g.note_moves()
            self._finished(over.result)
            return
        g.note_moves()
        self._decision = d

    def _stable(self) -> None:
        """A step ended at a main-phase decision."""
        g = self.state
        if g.turn != getattr(self, "_snap_turn", -1):
            ref = self._snap_ref
            # once a snapshot was asked for, this game (and its line of clones) copies for good
            quiet = ref.quiet + 1 if ref is not None and not ref.asked and ref.quiet >= 0 else -1
            if (self._lazy_snapshots and quiet >= _QUIET_TURNS and not self._snapshot_at_start
                    and g.forced_coins is None and ref.unmade() < _MAX_UNMADE):
                # no copy now: the options of the turn before lead here from its snapshot
                self._snap_ref = _TurnSnapshot(None, ref, self._history, self._snap_turn, g.turn, self.auto_end)
            else:
                self._snapshot = g.copy()
                if self._made is not None:
                    self._made[g.turn] = self._snap_ref
            self._snap_ref.quiet = quiet
            self._snapshot_at_start = False
            self._snap_turn = g.turn
            self._history = []
            self._turn_starts += (len(self._record),)
        d = main_decision(g)
        if self.auto_end and len(d.options) == 1:
            # logged exactly like a turn the player ends: the opponent may not learn that
            # the hidden hand held nothing playable (III-01)
            self._step_at = None
            self._begin(do_main_action(g, d.options[0]))
            return
        g.note_moves()
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
            self._step_at = None
            self._begin(_start(g))
            return
        self._decision = None

    # -- copying -----------------------------------------------------------------------
    def edited(self) -> None:
        """Say that ``state`` was changed by hand, not by an option: from now on this game
        copies its state at every turn, so that a :meth:`clone` in the middle of a later
        step replays from states that hold the change (by default a turn's copy is made
        only when first needed, by replaying the turn before)."""
        self._lazy_snapshots = False

    def clone(self, keep_log: bool = False) -> "Game":
        """An independent copy for search.  Cheap at main-phase decisions; in the middle
        of an effect it replays the options given since the step began (the main-phase
        action under way), from a copy of the state at that action.  The first such clone
        in a step replays the turn from its snapshot and keeps that state for the next
        ones."""
        c = Game.__new__(Game)
        c.decks = self.decks
        c.deck_names = self.deck_names
        c.seed = self.seed
        c.rules = self.rules
        c.auto_end = self.auto_end
        c._record = self._record[:]
        c._lazy_snapshots = self._lazy_snapshots
        if self._gen is None:
            c.state = self.state.copy(keep_log)
            c._snap_ref = self._snap_ref
            c._snapshot_at_start = self._snapshot_at_start
            c._snap_turn = getattr(self, "_snap_turn", -1)
            c._history = self._history[:]
            c._turn_starts = self._turn_starts
            c._gen = None
            c._decision = self._decision
            return c
        snap = self._step_snap
        if snap is not None and snap[0] == self._step_at and snap[3] is self._snap_ref:
            c._replay_step(self, snap)
        else:
            ref = self._snap_ref
            # a turn's snapshot made late (from the turn before, by its options alone) is
            # checked once against the game it leads to: a state changed by hand since
            # would otherwise give a clone of another game
            unchecked = ref is not None and ref.unchecked()
            try:
                c._replay_from_snapshot(self, self._history, keep_step=self)
                same = not unchecked or records.fingerprint(c.state) == records.fingerprint(self.state)
            except Exception:
                if not unchecked:
                    raise
                same = False
            if unchecked:
                if not same:
                    raise StateEditedError(
                        "this game's state was changed by hand since its last turn snapshot, so a "
                        "copy in the middle of a step cannot be made by replaying its options; "
                        "call Game.edited() after changing a state by hand")
                ref.checked = True
        if keep_log and self.state.events is not None:
            c.state.events = self.state.events[:]
            c.state.watch = self.state.watch.copy()
        return c

    def _replay_step(self, src: "Game", snap: tuple) -> None:
        """Become ``src`` by replaying the options of its running step from ``snap``, the
        state at the main-phase decision where the step began."""
        step_at, state, decision, _ = snap
        self.state = state.copy()
        self._snap_ref = src._snap_ref
        self._snapshot_at_start = src._snapshot_at_start
        self._snap_turn = getattr(src, "_snap_turn", -1)
        self._history = src._history[:step_at]
        self._turn_starts = src._turn_starts
        self._gen = None
        self._decision = decision
        self._step_snap = snap
        rec = self._record
        self._record = []
        for opt in src._history[step_at:]:
            if type(opt) is WorldEdit:
                opt.redo(self)
            else:
                self._apply(opt)
        self._record = rec
        self._turn_starts = src._turn_starts

    def _replay_from_snapshot(self, src: "Game", history: list, checked: bool = False,
                              keep_step: "Game | None" = None) -> None:
        """Become ``src`` (or a world like it, ``checked``) by replaying ``history`` from
        the turn's snapshot.  ``keep_step``: the game being cloned, which keeps the state
        met where its running step began (see :meth:`clone`)."""
        self.state = src._snapshot.copy()
        self.state.events = self.state.watch = None
        self._snap_ref = src._snap_ref
        self._snapshot_at_start = src._snapshot_at_start
        self._snap_turn = getattr(src, "_snap_turn", -1)
        self._history = []
        self._turn_starts = ()
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
        step_at = keep_step._step_at if keep_step is not None else None
        for i, opt in enumerate(history):
            if i == step_at and self._gen is None:
                keep_step._step_snap = self._step_snap = (i, self.state.copy(), self._decision,
                                                          keep_step._snap_ref)
            if type(opt) is WorldEdit:
                opt.redo(self)
            elif checked:
                self.apply(opt)        # a changed world may not allow the same options
            else:
                self._apply(opt)
        self._record = rec
        self._turn_starts = src._turn_starts

    # -- views and records -------------------------------------------------------------
    def view(self, player: int):
        """What ``player`` (0 or 1) may see (see :mod:`ptcg.view`)."""
        from .view import PlayerView
        p = _as_int(player)
        if p not in (0, 1):
            raise InvalidArgumentError(f"player must be 0 or 1, not {_short(player)}")
        return PlayerView(self, p)

    def record(self) -> dict:
        """The game record (:mod:`ptcg.records`): decks, seed, ruleset, every option
        applied, the result, where each turn began and a fingerprint of the state now, as
        JSON data.  :meth:`from_record` replays it and checks all of it."""
        r = self.state.result
        return {
            "format": RECORD_FORMAT,
            "decks": [list(self.decks[0]), list(self.decks[1])],
            "deck_names": list(self.deck_names),
            "seed": self.seed,
            "rules": self.rules.to_dict(),
            "auto_end": self.auto_end,
            "actions": [to_json(o) for o in self._record],
            "result": r.to_dict() if r is not None else None,
            "turn_starts": list(self._turn_starts),
            "end": {"steps": len(self._record), "state": records.fingerprint(self.state)},
        }

    @classmethod
    def from_record(cls, record: dict, *, log: bool = True, allow_unimplemented: bool = True,
                    steps: int | None = None) -> "Game":
        """Rebuild a game by replaying a record (``ptcg-record/2``, or ``/1``).

        Every field is checked, every recorded choice must be a legal option when it comes,
        each turn must begin at the recorded step, and after the last action the state and
        the result must be the recorded ones: a truncated or altered record raises
        :class:`~ptcg.errors.RecordError` naming the step where the replay parted from it
        (``error.step``).  ``steps=k`` replays only the first ``k`` actions (a prefix, on
        purpose: the end is not checked)."""
        for name, flag in (("log", log), ("allow_unimplemented", allow_unimplemented)):
            if type(flag) is not bool:
                raise InvalidArgumentError(f"{name} must be True or False, not {_short(flag)}")
        p = records.parse(record)
        if steps is not None and (_as_int(steps) is None or not 0 <= steps <= len(p.actions)):
            raise RecordError(f"steps must be an int from 0 to {len(p.actions)}, not {_short(steps)}", 0)
        try:
            game = cls(Deck(p.decks[0], p.names[0]), Deck(p.decks[1], p.names[1]), seed=p.seed,
                       rules=p.rules, log=log, allow_unimplemented=allow_unimplemented, auto_end=p.auto_end)
        except PTCGError as e:
            raise RecordError(f"the record's decks are not usable: {e}", 0) from None
        actions = p.actions if steps is None else p.actions[:steps]
        starts = p.turn_starts
        seen = 0

        def check_turns(i: int) -> int:
            """The turns begun so far must have begun where the record says."""
            have = game._turn_starts
            for j in range(seen, len(have)):
                if j >= len(starts) or starts[j] != have[j]:
                    said = f"at step {starts[j]}" if j < len(starts) else "no more turns"
                    raise RecordError(f"the record does not replay: at step {i} the replay parted from it "
                                      f"(its turn {j + 1} began there, where the record has {said})", i)
            return len(have)

        if starts is not None:
            seen = check_turns(0)
        for i, a in enumerate(actions, 1):
            try:
                if type(a) is tuple and len(a) == 2 and a[0] == "concede":
                    game.concede(a[1])
                else:
                    game.apply(a)
            except (IllegalActionError, GameOverError) as e:
                raise RecordError(f"step {i} (action {i}) of the record does not replay: {e}", i) from None
            if starts is not None and len(game._turn_starts) != seen:
                seen = check_turns(i)
        if steps is not None:
            return game
        n = len(actions)
        if p.end_steps is not None and p.end_steps != n:
            raise RecordError(f"the record does not replay: it is truncated or altered (it has {n} actions "
                              f"but says it has {p.end_steps})", n)
        if p.has_result:
            got = game.result.to_dict() if game.result is not None else None
            if got != p.result:
                if got is None:
                    why = f"the game is not over after the last step ({n}), but the record says it ended: {p.result}"
                elif p.result is None:
                    why = f"the game ended at step {n} ({got}), but the record says it was not over"
                else:
                    why = f"the replay ends with {got}, the record says {p.result}"
                raise RecordError(f"the record does not replay to its result: {why}", n)
        if starts is not None and len(starts) != len(game._turn_starts):
            raise RecordError(f"the record does not replay: it says {len(starts)} turns began, the replay "
                              f"has {len(game._turn_starts)} after its last step ({n})", n)
        if p.end_state is not None and p.end_state != records.fingerprint(game.state):
            raise RecordError(f"the record does not replay: after its last step ({n}) the state is not "
                              "the recorded one (an action or a recorded fact was altered)", n)
        return game

    def __repr__(self) -> str:
        d = self._decision
        state = "over: " + self.result.describe() if d is None else f"P{d.player + 1} to {d.kind}"
        return f"<Game seed={self.seed} turn={self.state.turn} {state}>"


# at most this many turn snapshots in a row are made on first use: a clone in the middle
# of a step then replays at most this many turns to make its turn's snapshot
_MAX_UNMADE = 3
# and only in a game none of whose snapshots was asked for, after this many turns: a game
# whose agents clone in the middle of steps copies at every turn, as replaying a turn
# costs some 20 to 60 copies
_QUIET_TURNS = 2


class _TurnSnapshot:
    """A turn's snapshot (``Game._snapshot``).  Copying the state at every turn costs
    about a quarter of a State.copy() per decision, and most games never clone in the
    middle of a step, so in a game that never asked for one (``_QUIET_TURNS``),
    snapshots are made only when first asked for: from the snapshot of the turn before
    (``base``), by replaying the options given since (``history``), as
    :meth:`Game.clone` replays a step.  That is exact because such a game's state
    changes by its options alone (``Game._lazy_snapshots``)."""

    __slots__ = ("_state", "base", "history", "base_turn", "turn", "auto_end", "asked", "quiet",
                 "checked")

    def __init__(self, state, base=None, history=None, base_turn: int = -1, turn: int = -1,
                 auto_end: bool = True):
        self._state = state
        self.base = base
        self.history = history
        self.base_turn = base_turn
        self.turn = turn
        self.auto_end = auto_end
        self.asked = False         # whether anything asked for this snapshot
        self.quiet = 0             # turns so far whose snapshots nothing asked for; -1 once one was
        self.checked = state is not None   # a late one: whether a clone checked it (Game.clone)

    @property
    def state(self):
        self.asked = True
        s = self._state
        if s is None:
            s = self._state = self._make()
            self.base = self.history = None      # the older snapshots may go
        return s

    def unchecked(self) -> bool:
        """Whether this snapshot is, or will be, made late and no clone has checked it."""
        return not self.checked

    def unmade(self) -> int:
        """How many snapshots in a row, this one included, are not made yet."""
        n, ref = 0, self
        while ref is not None and ref._state is None:
            n, ref = n + 1, ref.base
        return n

    def _make(self):
        g = Game.__new__(Game)
        g.auto_end = self.auto_end
        g.state = self.base.state.copy()
        g._snap_ref = self.base
        g._snapshot_at_start = False
        g._snap_turn = self.base_turn
        g._history = []
        g._record = []
        g._gen = None
        g._decision = None
        g._made = {}
        g._stable()            # as in the game: auto_end and what follows it
        for opt in self.history:
            if type(opt) is WorldEdit:
                opt.redo(g)
            else:
                g._apply(opt)
        made = g._made.get(self.turn)
        if made is None:
            raise RuntimeError(f"the snapshot of turn {self.turn} could not be made again")
        return made._state


class WorldEdit:
    """A change made to a game from outside its rules (:func:`ptcg.view.determinize` deals
    hidden cards again in the middle of an effect).  It is kept in the game's history
    between its options, so that a clone, which replays the history from the turn's
    snapshot, makes the same change at the same point.  ``fn(game, *args)`` must be a
    module-level function whose result depends only on the game and ``args``."""

    __slots__ = ("fn", "args")

    def __init__(self, fn, *args):
        self.fn = fn
        self.args = args

    def redo(self, game: "Game") -> None:
        self.fn(game, *self.args)
        game._history.append(self)

    def __repr__(self) -> str:
        return f"WorldEdit({self.fn.__name__}, {self.args!r})"


def _as_int(value):
    """``value`` as an int when it is an integer (a Python or NumPy one, never a bool),
    else None."""
    if type(value) is int:
        return value
    if isinstance(value, bool) or type(value).__name__ == "bool_":
        return None
    if isinstance(value, numbers.Integral):
        return int(value)
    return None


def _short(value) -> str:
    """A bounded repr for error messages: a value from outside may be huge or odd."""
    try:
        text = reprlib.repr(value)
    except Exception:  # noqa: BLE001 - any object may be given; its repr may fail
        text = f"<{type(value).__name__}>"
    return text if type(value) in (int, str, tuple, list) else f"{text} ({type(value).__name__})"


def _to_deck(obj, label: str) -> Deck:
    """A deck argument of :class:`Game`: a Deck, a built-in deck name, a deck file path or a
    sequence of card IDs (ints), within ``ptcg.deck.LIMITS`` and :mod:`ptcg.limits`."""
    if isinstance(obj, Deck):
        deck = obj
    elif isinstance(obj, (str, os.PathLike)):
        path = os.fspath(obj) if isinstance(obj, os.PathLike) else obj
        if not isinstance(path, str) or "\x00" in path or len(path) > 4096:
            raise DeckFormatError(f"{label}: not a deck name or file path: {_short(obj)}")
        if isinstance(obj, str) and not os.path.exists(path) and "/" not in path and "\\" not in path:
            deck = builtin_deck(path)
        else:
            deck = as_deck(path, label)          # read within ptcg.deck.LIMITS
    elif isinstance(obj, (list, tuple)) or (hasattr(obj, "__iter__") and hasattr(obj, "__len__")
                                            and not isinstance(obj, (dict, set, frozenset, bytes))):
        if len(obj) > DECK_LIMITS["cards"]:
            raise LimitError(f"{label}: {len(obj)} cards; a deck has at most {DECK_LIMITS['cards']}",
                             "deck cards")
        ids = []
        for c in obj:
            i = _as_int(c)
            if i is None:
                raise DeckFormatError(f"{label}: card IDs must be ints, not {_short(c)}")
            ids.append(i)
        deck = Deck(ids, label)
    else:
        raise DeckFormatError(f"{label}: expected a Deck, a built-in deck name, a file path or a list "
                              f"of card IDs, not {_short(obj)}")
    if len(deck.cards) > DECK_LIMITS["cards"]:
        raise LimitError(f"{deck.name}: {len(deck.cards)} cards; a deck has at most {DECK_LIMITS['cards']}",
                         "deck cards")
    return deck


__all__ = ["Game", "Result", "RECORD_FORMAT", "MAIN", "CARD_LIST"]
