"""``cg.api``: the enums, dataclasses and functions agents import (CONTRACT.md section 9.2).

Names, field orders, defaults, checks and error messages are the official sample
bundle's, as the contract records them; underneath is ptcg.  The observation keeps plain
ints where the simulator sends ints (the ``IntEnum`` members compare equal to them).
``agent_ptr`` does not exist until the first :func:`search_begin` creates it, as on the
official simulator (calling :func:`search_step` before that raises ``NameError``).
"""

import ctypes
import json
from dataclasses import dataclass
from enum import IntEnum  # noqa: F401  (a name of the official module, as agents may import it)
from operator import index as _index

from ptcg.cabt.enums import (AreaType, CardType, EnergyType, LogType, OptionType, SelectContext, SelectType,
                             SpecialConditionType)

from . import sim as _sim
from .sim import lib
from .utils import json_to_dataclass, to_dataclass


@dataclass
class Card:
    id: int
    serial: int
    playerIndex: int


@dataclass
class Pokemon:
    id: int
    serial: int
    hp: int
    maxHp: int
    appearThisTurn: bool
    energies: list[EnergyType]
    energyCards: list[Card]
    tools: list[Card]
    preEvolution: list[Card]


@dataclass
class PlayerState:
    active: list[Pokemon | None]
    bench: list[Pokemon]
    benchMax: int
    deckCount: int
    discard: list[Card]
    prize: list[Card | None]
    handCount: int
    hand: list[Card] | None
    poisoned: bool
    burned: bool
    asleep: bool
    paralyzed: bool
    confused: bool


@dataclass
class State:
    turn: int
    turnActionCount: int
    yourIndex: int
    firstPlayer: int
    supporterPlayed: bool
    stadiumPlayed: bool
    energyAttached: bool
    retreated: bool
    result: int
    stadium: list[Card]
    looking: list[Card | None] | None
    players: list[PlayerState]


@dataclass
class Option:
    type: OptionType
    number: int | None = None
    area: AreaType | None = None
    index: int | None = None
    playerIndex: int | None = None
    toolIndex: int | None = None
    energyIndex: int | None = None
    count: int | None = None
    inPlayArea: AreaType | None = None
    inPlayIndex: int | None = None
    attackId: int | None = None
    cardId: int | None = None
    serial: int | None = None
    specialConditionType: SpecialConditionType | None = None


@dataclass
class SelectData:
    type: SelectType
    context: SelectContext
    minCount: int
    maxCount: int
    remainDamageCounter: int
    remainEnergyCost: int
    option: list[Option]
    deck: list[Card] | None
    contextCard: Card | None
    effect: Card | None


@dataclass
class Log:
    type: LogType
    playerIndex: int | None = None
    hasBasicPokemon: bool | None = None
    cardId: int | None = None
    serial: int | None = None
    fromArea: AreaType | None = None
    toArea: AreaType | None = None
    cardIdActive: int | None = None
    serialActive: int | None = None
    cardIdBench: int | None = None
    serialBench: int | None = None
    cardIdBefore: int | None = None
    serialBefore: int | None = None
    cardIdAfter: int | None = None
    serialAfter: int | None = None
    cardIdTarget: int | None = None
    serialTarget: int | None = None
    attackId: int | None = None
    value: int | None = None
    putDamageCounter: bool | None = None
    isRecover: bool | None = None
    head: bool | None = None
    result: int | None = None
    reason: int | None = None


@dataclass
class Observation:
    select: SelectData | None
    logs: list[Log]
    current: State | None
    search_begin_input: str | None = None


@dataclass
class SearchState:
    observation: Observation
    searchId: int


@dataclass
class ApiResult:
    state: SearchState | None
    error: int


@dataclass
class Skill:
    name: str
    text: str


@dataclass
class CardData:
    cardId: int
    name: str
    cardType: CardType
    retreatCost: int
    hp: int
    weakness: EnergyType | None
    resistance: EnergyType | None
    energyType: EnergyType
    basic: bool
    stage1: bool
    stage2: bool
    ex: bool
    megaEx: bool
    tera: bool
    aceSpec: bool
    evolvesFrom: str | None
    skills: list[Skill]
    attacks: list[int]


@dataclass
class Attack:
    attackId: int
    name: str
    text: str
    damage: int
    energies: list[EnergyType]


def all_card_data() -> list[CardData]:
    """Every card of the simulator (1,431), as :class:`CardData`."""
    return [to_dataclass(v, CardData) for v in json.loads(lib.AllCard().decode())]


def all_attack() -> list[Attack]:
    """Every attack (1,755), as :class:`Attack`."""
    return [to_dataclass(v, Attack) for v in json.loads(lib.AllAttack().decode())]


def to_observation_class(obs: dict) -> Observation:
    """An observation dict (or Struct) as an :class:`Observation`."""
    return to_dataclass(obs, Observation)


def _ints(values) -> ctypes.Array:
    values = list(values)
    return (ctypes.c_int * len(values))(*values)


def _index_list(values) -> list:
    """``values`` as plain ints, taken the way a ``ctypes`` int array takes them: any integer
    (numpy's too, bools) is accepted and anything else (floats) raises ``TypeError``."""
    return [_index(v) for v in values]


def search_begin(agent_observation: Observation, your_deck: list[int], your_prize: list[int],
                 opponent_deck: list[int], opponent_prize: list[int], opponent_hand: list[int],
                 opponent_active: list[int], manual_coin: bool = False) -> SearchState:
    """A search from the position of ``agent_observation`` (a dict/Struct or an
    :class:`Observation`), the hidden zones filled with the guesses (card IDs; the last
    element of a deck list is its top card)."""
    global agent_ptr
    if "agent_ptr" not in globals():
        agent_ptr = lib.AgentStart()
    sbi = agent_observation.search_begin_input
    if sbi is None:
        raise ValueError("Not agent observation.")
    state = agent_observation.current
    me = state.yourIndex
    if agent_observation.select.deck is not None:
        your_deck = []
    elif len(your_deck) < state.players[me].deckCount:
        raise ValueError("your_deck does not match the number of cards in your deck.")
    if len(your_prize) < len(state.players[me].prize):
        raise ValueError("your_prize does not match the number of cards in your prize.")
    elif len(opponent_deck) < state.players[1 - me].deckCount:
        raise ValueError("opponent_deck does not match the number of cards in opponent's deck.")
    elif len(opponent_prize) < len(state.players[1 - me].prize):
        raise ValueError("opponent_prize does not match the number of cards in opponent's prize.")
    elif len(opponent_hand) < state.players[1 - me].handCount:
        raise ValueError("opponent_hand does not match the number of cards in opponent's hand.")
    active = state.players[1 - me].active
    if len(active) > 0 and active[0] is None:
        if len(opponent_active) == 0:
            raise ValueError("You need to predict the opponent's Active Pokémon.")
    else:
        opponent_active = []
    if isinstance(lib, _sim.PtcgLibrary):
        # the direct route: no JSON in between (counted as the export it stands for)
        _sim.count("SearchBegin")
        result = _api_result(lib.search_begin(agent_ptr, sbi, _index_list(your_deck), _index_list(your_prize),
                                              _index_list(opponent_deck), _index_list(opponent_prize),
                                              _index_list(opponent_hand), _index_list(opponent_active),
                                              int(manual_coin)))
    else:
        bs = lib.SearchBegin(agent_ptr, sbi.encode("ascii"), len(sbi), _ints(your_deck), _ints(your_prize),
                             _ints(opponent_deck), _ints(opponent_prize), _ints(opponent_hand),
                             _ints(opponent_active), int(manual_coin))
        result = json_to_dataclass(bs, ApiResult)
    if result.error != 0:
        if result.error == 1:
            raise ValueError("Invalid Card ID.")
        if result.error == 2:
            raise ValueError("Active card must be the ID of a Pokémon card.")
        if result.error == 30:
            raise ValueError("agent_ptr broken.")
        raise RuntimeError()
    return result.state


_STEP_ERRORS = {
    1: "There is no element with the specified search_id.",
    2: "Released item.",
    3: "Cannot be selected because the battle has ended.",
    4: "Must be Observation.select.minCount <= len(select) <= Observation.select.maxCount.",
    5: "Must be 0 <= select elements < len(Observation.select.option).",
    6: "Duplicate select elements.",
    30: "agent_ptr broken.",
}


def search_step(search_id: int, select: list[int]) -> SearchState:
    """The state after answering ``select`` at state ``search_id`` (which stays valid)."""
    if isinstance(lib, _sim.PtcgLibrary):
        _sim.count("SearchStep")
        result = _api_result(lib.search_step(agent_ptr, search_id, _index_list(select)))
    else:
        bs = lib.SearchStep(agent_ptr, search_id, _ints(select), len(select))
        result = json_to_dataclass(bs, ApiResult)
    if result.error != 0:
        if result.error in _STEP_ERRORS:
            raise ValueError(_STEP_ERRORS[result.error])
        raise RuntimeError()
    return result.state


def search_end() -> None:
    """Free every search state of ``agent_ptr`` (ids start again at 0)."""
    lib.SearchEnd(agent_ptr)


def search_release(search_id: int) -> None:
    """Free one search state."""
    lib.SearchRelease(agent_ptr, search_id)


# No __all__: ``from cg.api import *`` gives every public name of the module, as the official
# one (which has none) does: the enums and dataclasses, the functions, ``lib``, ``ctypes``,
# ``json``, ``dataclass``, ``IntEnum``, ``to_dataclass``, ``json_to_dataclass`` (and
# ``agent_ptr`` once a search has begun).


# -- a direct converter for the observations ptcg builds (the search route) -----------------------------
# The observations of cg.sim.lib have a fixed shape, so they are turned into the dataclasses
# above by constructors, without looking up field types for every key (to_dataclass does
# the same work generically).

def _cards(lst):
    return None if lst is None else [None if c is None else Card(c["id"], c["serial"], c["playerIndex"]) for c in lst]


def _mon(m):
    if m is None:
        return None
    return Pokemon(m["id"], m["serial"], m["hp"], m["maxHp"], m["appearThisTurn"], m["energies"],
                   _cards(m["energyCards"]), _cards(m["tools"]), _cards(m["preEvolution"]))


def _player(p):
    return PlayerState([_mon(m) for m in p["active"]], [_mon(m) for m in p["bench"]], p["benchMax"],
                       p["deckCount"], _cards(p["discard"]), _cards(p["prize"]), p["handCount"], _cards(p["hand"]),
                       p["poisoned"], p["burned"], p["asleep"], p["paralyzed"], p["confused"])


def _card1(c):
    return None if c is None else Card(c["id"], c["serial"], c["playerIndex"])


def _observation(o) -> Observation:
    s = o["select"]
    sel = None if s is None else SelectData(
        s["type"], s["context"], s["minCount"], s["maxCount"], s["remainDamageCounter"], s["remainEnergyCost"],
        [Option(**op) for op in s["option"]], _cards(s["deck"]), _card1(s["contextCard"]), _card1(s["effect"]))
    c = o["current"]
    cur = None if c is None else State(
        c["turn"], c["turnActionCount"], c["yourIndex"], c["firstPlayer"], c["supporterPlayed"], c["stadiumPlayed"],
        c["energyAttached"], c["retreated"], c["result"], _cards(c["stadium"]), _cards(c["looking"]),
        [_player(p) for p in c["players"]])
    return Observation(sel, [Log(**e) for e in o["logs"]], cur, o.get("search_begin_input"))


def _api_result(r) -> ApiResult:
    st = r["state"]
    return ApiResult(None if st is None else SearchState(_observation(st["observation"]), st["searchId"]), r["error"])
