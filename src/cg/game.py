"""``cg.game``: the local battle driver of the sample bundle (one battle per process).

* ``battle_start(deck0, deck1, reverse_player=False)`` -> ``(observation or None, StartData)``;
  ``ValueError`` unless both decks have 60 cards; with ``reverse_player`` player 1 is asked
  whether to go first.
* ``battle_select(indices)`` -> the next observation; ``ValueError`` when the answer is not a
  list of ints, ``IndexError`` when it is refused, ``ValueError("battle_ptr broken.")`` for a
  battle that does not exist.  The last observation of a game has a placeholder ``select``
  and carries the ``RESULT`` log.
* ``battle_finish()``, ``visualize_data()`` (the frames so far, as JSON text).

Every call goes through ``cg.sim.lib``, as on the official simulator.
"""

import ctypes
import json

from .sim import Battle, lib


def _observe() -> dict:
    data = lib.GetBattleData(Battle.battle_ptr)
    obs = json.loads(data.json.decode())
    obs["search_begin_input"] = ctypes.string_at(data.data, data.count).decode("ascii")
    Battle.obs = obs
    return obs


def battle_start(deck0, deck1, reverse_player=False):
    both = list(deck0) + list(deck1)
    if len(deck0) != 60 or len(deck1) != 60:
        raise ValueError("Each deck must have exactly 60 cards.")
    begin = lib.BattleStartReverse if reverse_player else lib.BattleStart
    start = begin((ctypes.c_int * 120)(*both))
    Battle.battle_ptr = start.battlePtr
    return (_observe() if Battle.battle_ptr else None), start


def battle_select(select_list):
    if not (isinstance(select_list, list) and all(isinstance(i, int) for i in select_list)):
        raise ValueError("select_list is not list[int]")
    size = len(select_list)
    code = lib.Select(Battle.battle_ptr, (ctypes.c_int * max(size, 1))(*select_list), size)
    if code == 30:
        raise ValueError("battle_ptr broken.")
    if code:
        raise IndexError(f"the answer {select_list} was refused (code {code})")
    return _observe()


def battle_finish():
    lib.BattleFinish(Battle.battle_ptr)


def visualize_data() -> str:
    return lib.VisualizeData(Battle.battle_ptr).decode()


__all__ = ["battle_start", "battle_select", "battle_finish", "visualize_data"]
