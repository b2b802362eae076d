"""``cg.sim``: ``lib``, an object with the official native library's exports, backed by ptcg.

Agents call some exports directly (``lib.AllCard()``, ``lib.SearchStep(cg.api.agent_ptr,
id, arr, n)``, their own ``lib.AgentStart()``), often after declaring ``argtypes`` /
``restype`` themselves.  Each export here is a plain Python callable that accepts (and
ignores) those declarations, takes ints, ``c_void_p`` values, ``bytes`` / ``c_char_p`` and
``ctypes`` arrays (zero-length ones too), and returns what the library returns: JSON as
``bytes`` where it returns ``char*``, a :class:`StartData` / :class:`SerialData` structure,
an int code, or None.

``CABT_CG_COUNT=FILE`` counts the calls per export and appends ``{"pid", "cwd", "calls"}``
to FILE when the process exits (as the harness's counting proxy does).
"""

import ctypes
import json
import os

from ptcg.cabt import carddata
from ptcg.cabt.adapter import AnswerError, CabtDeckError, CabtGame
from ptcg.cabt.enums import ERR_INDEX, ERR_POINTER
from ptcg.cabt.position import encode
from ptcg.cabt.search import Searcher, result_json


class StartData(ctypes.Structure):
    _fields_ = [("battlePtr", ctypes.c_void_p), ("errorPlayer", ctypes.c_int), ("errorType", ctypes.c_int)]


class SerialData(ctypes.Structure):
    _fields_ = [("json", ctypes.c_char_p), ("data", ctypes.POINTER(ctypes.c_ubyte)),
                ("count", ctypes.c_int), ("selectPlayer", ctypes.c_int)]


class Battle:
    """The process-wide battle of :mod:`cg.game` (one per process, as in the sample bundle)."""
    battle_ptr = None
    obs = None


def _int(v) -> int:
    """An int from an int, a ctypes scalar (``c_void_p``, ``c_int64`` ...) or None."""
    if v is None:
        return 0
    if isinstance(v, int):
        return v
    value = getattr(v, "value", v)
    return int(value or 0)


def _ints(arr, n: int | None = None) -> list:
    """The ints of a ctypes array, pointer, list or tuple (the first ``n`` when given)."""
    if arr is None:
        return []
    if n is not None:
        n = max(0, _int(n))
        try:
            return [int(arr[i]) for i in range(n)]
        except (IndexError, TypeError, ValueError):
            return list(arr)[:n]
    if hasattr(arr, "__len__"):
        return [int(x) for x in arr]
    return []


def _bytes(v) -> str:
    if isinstance(v, (bytes, bytearray)):
        return bytes(v).decode("ascii", "replace")
    if isinstance(v, str):
        return v
    raw = getattr(v, "value", None)
    if isinstance(raw, (bytes, bytearray)):
        return bytes(raw).decode("ascii", "replace")
    return ""


class _Export:
    """One export: callable, with settable (ignored) ``argtypes`` / ``restype``."""

    __slots__ = ("__name__", "_fn", "argtypes", "restype", "errcheck")

    def __init__(self, name, fn):
        self.__name__ = name
        self._fn = fn
        self.argtypes = None
        self.restype = None
        self.errcheck = None

    def __call__(self, *args):
        return self._fn(*args)

    def __repr__(self) -> str:
        return f"<cg.sim.lib export {self.__name__} (ptcg)>"


class _Battles:
    """The battles of ``BattleStart``, by handle."""

    def __init__(self):
        self.games: dict = {}
        self.frames: dict = {}
        self.keep: dict = {}        # buffers handed out by GetBattleData, alive until the next call
        self.next = 0x7000


class PtcgLibrary:
    """The exports of the official ``libcg``, implemented on ptcg."""

    def __init__(self):
        self._searchers: dict = {}
        self._next_ptr = 0x5000
        self._battles = _Battles()
        for name in ("GameInitialize", "AllCard", "AllAttack", "AgentStart", "SearchBegin", "SearchStep",
                     "SearchRelease", "SearchEnd", "BattleStart", "BattleStartReverse", "GetBattleData",
                     "Select", "VisualizeData", "BattleFinish"):
            object.__setattr__(self, name, _Export(name, getattr(self, "_" + name)))

    # -- data ------------------------------------------------------------------------------------
    def _GameInitialize(self):
        return None

    def _AllCard(self):
        return carddata.all_card_json()

    def _AllAttack(self):
        return carddata.all_attack_json()

    # -- search --------------------------------------------------------------------------------------
    def _AgentStart(self):
        ptr = self._next_ptr
        self._next_ptr += 0x10
        self._searchers[ptr] = Searcher()
        return ptr

    def searcher(self, ptr):
        return self._searchers.get(_int(ptr))

    def search_begin(self, ptr, sbi, your_deck, your_prize, opp_deck, opp_prize, opp_hand, opp_active,
                     manual_coin) -> dict:
        s = self.searcher(ptr)
        if s is None:
            return {"state": None, "error": ERR_POINTER}
        return s.begin(_bytes(sbi), your_deck, your_prize, opp_deck, opp_prize, opp_hand, opp_active,
                       bool(_int(manual_coin)))

    def _SearchBegin(self, ptr, sbi, length, your_deck, your_prize, opp_deck, opp_prize, opp_hand, opp_active,
                     manual_coin=0):
        text = _bytes(sbi)
        n = _int(length)
        if 0 < n < len(text):
            text = text[:n]
        return result_json(self.search_begin(ptr, text, _ints(your_deck), _ints(your_prize), _ints(opp_deck),
                                             _ints(opp_prize), _ints(opp_hand), _ints(opp_active), manual_coin))

    def search_step(self, ptr, search_id, select: list) -> dict:
        s = self.searcher(ptr)
        if s is None:
            return {"state": None, "error": ERR_POINTER}
        return s.step(_int(search_id), select)

    def _SearchStep(self, ptr, search_id, select, n):
        return result_json(self.search_step(ptr, search_id, _ints(select, n)))

    def _SearchRelease(self, ptr, search_id):
        s = self.searcher(ptr)
        if s is not None:
            s.release(_int(search_id))

    def _SearchEnd(self, ptr):
        s = self.searcher(ptr)
        if s is not None:
            s.end()

    # -- the battle driver of cg.game ------------------------------------------------------------------
    def _start(self, arr, reverse: bool) -> StartData:
        cards = _ints(arr, 120)
        b = self._battles
        try:
            cg = CabtGame(cards[:60], cards[60:], first_chooser=1 if reverse else 0)
        except CabtDeckError as e:
            return StartData(None, e.player, max(1, e.error_type))
        b.next += 0x10
        b.games[b.next] = cg
        b.frames[b.next] = []
        return StartData(b.next, 0, 0)

    def _BattleStart(self, arr):
        return self._start(arr, False)

    def _BattleStartReverse(self, arr):
        return self._start(arr, True)

    def _GetBattleData(self, ptr):
        b = self._battles
        cg = b.games.get(_int(ptr))
        if cg is None:
            return SerialData(None, None, 0, -1)
        obs = battle_observation(cg)
        sbi = obs.pop("search_begin_input").encode("ascii")
        raw = json.dumps(obs, separators=(",", ":")).encode()
        buf = (ctypes.c_ubyte * max(1, len(sbi))).from_buffer_copy(sbi or b"\0")
        b.keep[_int(ptr)] = (raw, buf)
        b.frames[_int(ptr)].append(obs)
        player = cg.question.player if cg.question is not None else -1
        return SerialData(raw, ctypes.cast(buf, ctypes.POINTER(ctypes.c_ubyte)), len(sbi), player)

    def _Select(self, ptr, arr, n):
        cg = self._battles.games.get(_int(ptr))
        if cg is None:
            return ERR_POINTER
        answer = _ints(arr, n)
        if cg.question is None:
            return ERR_INDEX
        try:
            cg.answer(answer)
        except AnswerError as e:
            return e.code
        frames = self._battles.frames[_int(ptr)]
        if frames:
            frames[-1]["selected"] = answer
        return 0

    def _VisualizeData(self, ptr):
        frames = self._battles.frames.get(_int(ptr), [])
        return json.dumps([dict(f, ver=2) for f in frames], separators=(",", ":")).encode()

    def _BattleFinish(self, ptr):
        b = self._battles
        for d in (b.games, b.frames, b.keep):
            d.pop(_int(ptr), None)

    def __setattr__(self, name, value):
        # agents may set attributes on the library object; exports keep their behaviour
        if name.startswith("_") or not hasattr(self, name):
            object.__setattr__(self, name, value)

    def __repr__(self) -> str:
        return "<cg.sim.lib (ptcg)>"


def battle_observation(cg: CabtGame) -> dict:
    """The observation ``GetBattleData`` gives: the deciding player's, with the
    ``search_begin_input`` of that position; at the end, a placeholder ``select`` and the
    ``RESULT`` log."""
    obs = cg.observation()
    q = cg.question
    if q is None:
        obs["select"] = {"type": 0, "context": 0, "minCount": 0, "maxCount": 0, "remainDamageCounter": 0,
                         "remainEnergyCost": 0, "option": [], "deck": None, "contextCard": None, "effect": None}
        obs["search_begin_input"] = ""
    else:
        obs["search_begin_input"] = encode(cg, q.player)
    return obs


lib = PtcgLibrary()
lib.GameInitialize()

#: the newest engine version of the official wheel's ``sim`` (its ``get_lib(version)``)
LATEST_VERSION = 2


def get_lib(version: int = LATEST_VERSION):
    """``lib``: the official wheel's ``sim`` has one library per engine version; ptcg has one."""
    return lib

if os.environ.get("CABT_CG_COUNT"):
    import atexit

    _counts: dict = {}

    def _counted(name, export):
        fn = export._fn

        def call(*args):
            _counts[name] = _counts.get(name, 0) + 1
            return fn(*args)
        export._fn = call

    for _name in ("AllCard", "AllAttack", "AgentStart", "SearchBegin", "SearchStep", "SearchRelease", "SearchEnd",
                  "BattleStart", "BattleStartReverse", "GetBattleData", "Select", "VisualizeData", "BattleFinish",
                  "GameInitialize"):
        _counted(_name, getattr(lib, _name))

    def count(name: str) -> None:
        """Count a call made through :mod:`cg.api`'s direct route."""
        _counts[name] = _counts.get(name, 0) + 1

    def _dump(path=os.environ["CABT_CG_COUNT"]):
        with open(path, "a", encoding="utf-8") as fh:
            fh.write(json.dumps({"pid": os.getpid(), "cwd": os.getcwd(), "calls": _counts}) + "\n")

    atexit.register(_dump)
else:
    def count(name: str) -> None:
        return None

__all__ = ["lib", "StartData", "SerialData", "Battle", "get_lib"]
