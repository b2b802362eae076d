"""Game records: the format, reading one safely, and the fingerprint of a game state.

A record (``Game.record()``) is JSON data::

    {"format": "ptcg-record/2",
     "decks": [[card IDs], [card IDs]], "deck_names": [str, str], "seed": int,
     "rules": {Ruleset fields}, "actions": [option, ...],
     "result": {"winner", "reason", "turn"} or null (a game not over yet),
     "auto_end": bool (``Game(auto_end=...)``),
     "turn_starts": [action count when each turn began, ...],
     "end": {"steps": number of actions, "state": fingerprint of the state after them}}

so a record proves itself: :meth:`ptcg.game.Game.from_record` replays it and checks every
choice, where each turn began, the end state and the result, and refuses a truncated or
altered record with a :class:`~ptcg.errors.RecordError` that names the step where the
replay parted from it.  ``ptcg-record/1`` records (no ``turn_starts`` or ``end``) are still
read; their result is checked.

:func:`loads` reads record text within the limits of :mod:`ptcg.limits` (size, nesting,
digits), so a damaged or hostile file gives a RecordError, never another exception.
"""

from __future__ import annotations

import hashlib
import json

from . import limits
from .decisions import from_json
from .deck import LIMITS as DECK_LIMITS
from .errors import LimitError, RecordError

RECORD_FORMAT = "ptcg-record/2"
READABLE_FORMATS = ("ptcg-record/1", "ptcg-record/2")


# -- reading text ----------------------------------------------------------------------------

def loads(data) -> dict:
    """The record in ``data`` (JSON text as ``str`` or ``bytes``), checked against the
    limits; raises RecordError.  The record's contents are checked by ``from_record``."""
    if isinstance(data, (bytes, bytearray)):
        if len(data) > limits.MAX_RECORD_BYTES:
            raise RecordError(f"the record has {len(data)} bytes; at most {limits.MAX_RECORD_BYTES} are read")
        try:
            data = bytes(data).decode("utf-8")
        except UnicodeDecodeError as e:
            raise RecordError(f"the record is not UTF-8 text (byte {e.start} is not valid)") from None
    if not isinstance(data, str):
        raise RecordError(f"a record is JSON text, not {type(data).__name__}")
    if len(data) > limits.MAX_RECORD_BYTES:
        raise RecordError(f"the record has {len(data)} characters; at most {limits.MAX_RECORD_BYTES} are read")
    try:
        value = json.loads(data, parse_int=_parse_int, parse_constant=_parse_constant)
    except RecursionError:
        raise RecordError(f"the record is nested too deeply (at most {limits.MAX_RECORD_DEPTH} levels)") from None
    except LimitError as e:
        raise RecordError(f"the record is over a limit: {e}") from None
    except ValueError as e:                  # json.JSONDecodeError is a ValueError
        raise RecordError(f"the record is not valid JSON: {e}") from None
    if _depth_over(value, limits.MAX_RECORD_DEPTH):
        raise RecordError(f"the record is nested too deeply (at most {limits.MAX_RECORD_DEPTH} levels)")
    return value


def _parse_int(text: str) -> int:
    if len(text.lstrip("-")) > limits.MAX_INT_DIGITS:
        raise LimitError(f"a number of {len(text)} digits (at most {limits.MAX_INT_DIGITS})", "int digits")
    return int(text)


def _parse_constant(text: str):
    raise LimitError(f"{text} is not a number a record may hold", "constants")


def _depth_over(value, limit: int) -> bool:
    """Whether lists and dicts in ``value`` nest more than ``limit`` deep (no recursion)."""
    stack = [(value, 1)]
    while stack:
        v, d = stack.pop()
        if isinstance(v, (list, tuple)):
            items = v
        elif isinstance(v, dict):
            items = v.values()
        else:
            continue
        if d > limit:
            return True
        stack.extend((x, d + 1) for x in items)
    return False


# -- checking the contents --------------------------------------------------------------------

class Parsed:
    """The fields of a record, checked for type and range."""

    __slots__ = ("format", "decks", "names", "seed", "rules", "actions", "result", "has_result",
                 "turn_starts", "end_steps", "end_state", "auto_end")


def parse(record) -> Parsed:
    """Check every field's type and range; raises RecordError naming the field."""
    from .ruleset import Ruleset
    from .errors import RulesetError
    if not isinstance(record, dict) or record.get("format") not in READABLE_FORMATS:
        raise RecordError(f"not a game record (expected format {RECORD_FORMAT!r}"
                          f"{' or ' + repr(READABLE_FORMATS[0])})", 0)
    if _depth_over(record, limits.MAX_RECORD_DEPTH):
        raise RecordError(f"the record is nested too deeply (at most {limits.MAX_RECORD_DEPTH} levels)", 0)
    p = Parsed()
    p.format = record["format"]
    v2 = p.format == RECORD_FORMAT
    for key in ("decks", "seed", "actions") + (("result", "end", "turn_starts") if v2 else ()):
        if key not in record:
            raise RecordError(f"malformed game record: no {key!r}", 0)
    decks = record["decks"]
    if not (isinstance(decks, list) and len(decks) == 2):
        raise RecordError("malformed game record: 'decks' must be a list of two decks", 0)
    p.decks = []
    for k, deck in enumerate(decks):
        if not isinstance(deck, list):
            raise RecordError(f"malformed game record: deck {k + 1} is not a list of card IDs", 0)
        if len(deck) > DECK_LIMITS["cards"]:
            raise RecordError(f"deck {k + 1} of the record has {len(deck)} cards (at most "
                              f"{DECK_LIMITS['cards']})", 0)
        if not all(type(c) is int for c in deck):
            raise RecordError(f"malformed game record: deck {k + 1} holds something other than card IDs", 0)
        p.decks.append(deck)
    names = record.get("deck_names") or ["deck A", "deck B"]
    if not (isinstance(names, list) and len(names) == 2 and all(type(n) is str for n in names)
            and all(len(n) <= limits.MAX_STRING_CHARS for n in names)):
        raise RecordError("malformed game record: 'deck_names' must be two short strings", 0)
    p.names = names
    seed = record["seed"]
    if type(seed) is not int or not 0 <= seed <= limits.MAX_SEED:
        raise RecordError("malformed game record: 'seed' must be an int from 0 to 2**64 - 1", 0)
    p.seed = seed
    try:
        p.rules = Ruleset.from_dict(record.get("rules", {}))
    except RulesetError as e:
        raise RecordError(f"malformed game record: {e}", 0) from None
    actions = record["actions"]
    if not isinstance(actions, list):
        raise RecordError("malformed game record: 'actions' must be a list", 0)
    if len(actions) > limits.MAX_RECORD_ACTIONS:
        raise RecordError(f"the record has {len(actions)} actions (at most {limits.MAX_RECORD_ACTIONS})", 0)
    p.actions = []
    for i, a in enumerate(actions):
        if not _option_shape(a, 0):
            raise RecordError(f"step {i + 1} of the record is not an option: {_short(a)}", i + 1)
        p.actions.append(from_json(a) if isinstance(a, list) else a)
    p.has_result = "result" in record
    result = record.get("result")
    if result is not None and not (isinstance(result, dict) and set(result) == {"winner", "reason", "turn"}
                                   and (result["winner"] is None or (type(result["winner"]) is int
                                                                     and result["winner"] in (0, 1)))
                                   and type(result["reason"]) is str and type(result["turn"]) is int):
        raise RecordError("malformed game record: 'result' must be null or {winner, reason, turn}", 0)
    p.result = result
    p.turn_starts = p.end_steps = p.end_state = None
    p.auto_end = record.get("auto_end", True)
    if type(p.auto_end) is not bool:
        raise RecordError("malformed game record: 'auto_end' must be true or false", 0)
    if v2:
        starts = record["turn_starts"]
        if not (isinstance(starts, list) and all(type(s) is int for s in starts)):
            raise RecordError("malformed game record: 'turn_starts' must be a list of ints", 0)
        p.turn_starts = starts
        end = record["end"]
        if not (isinstance(end, dict) and type(end.get("steps")) is int and type(end.get("state")) is str):
            raise RecordError("malformed game record: 'end' must be {steps, state}", 0)
        p.end_steps, p.end_state = end["steps"], end["state"]
    return p


def _option_shape(value, depth: int) -> bool:
    """Whether ``value`` may be an option in JSON form: ints, short strings and lists of them,
    at most 3 deep."""
    t = type(value)
    if t is int:
        return True
    if t is str:
        return len(value) <= limits.MAX_STRING_CHARS
    if t in (list, tuple) and depth < 3:
        return len(value) <= 8 and all(_option_shape(x, depth + 1) for x in value)
    return False


def _short(value) -> str:
    text = json.dumps(value, default=repr)
    return text if len(text) <= 60 else text[:57] + "..."


# -- the fingerprint of a state ------------------------------------------------------------------

# State fields left out of the canonical form: the events (the log; a replay rebuilds them, ``log=False``
# games have none), the query memo and the game's card summary (caches) and forced test coins.  A new field that a game
# played with ``log=False`` fills differently belongs here too (tests/interfaces/
# test_hardening.py replays a ``log=False`` game with the log on and compares).
_SKIPPED = frozenset(("events", "watch", "log", "log_private", "qmemo", "cards_in_game", "forced_coins"))


def canonical(value):
    """Plain JSON data holding everything about ``value`` (a State, or anything in one):
    objects by their slots, in order; dicts with sorted keys.  Two states with the same
    canonical form are the same game position."""
    t = type(value)
    if value is None or t in (bool, int, str):
        return value
    if t is float:
        return repr(value)
    if t in (list, tuple):
        return [canonical(x) for x in value]
    if t in (set, frozenset):
        return sorted((canonical(x) for x in value), key=repr)
    if t is dict:
        return [[canonical(k), canonical(v)] for k, v in sorted(value.items(), key=lambda kv: repr(kv[0]))]
    to_dict = getattr(value, "to_dict", None)
    if to_dict is not None:
        return {"type": t.__name__, "fields": canonical(to_dict())}
    slots = getattr(t, "__slots__", None)
    if slots is None:
        raise TypeError(f"no canonical form for {t.__name__}")
    return {"type": t.__name__,
            "fields": [[name, canonical(getattr(value, name, None))] for name in slots if name not in _SKIPPED]}


def fingerprint(state) -> str:
    """A short hash of :func:`canonical` of ``state``: equal for equal positions, byte for
    byte the same in every process."""
    text = json.dumps(canonical(state), separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(text.encode("ascii")).hexdigest()[:32]


__all__ = ["RECORD_FORMAT", "READABLE_FORMATS", "loads", "parse", "canonical", "fingerprint"]
