"""The ``cg`` package agents import (CONTRACT.md section 9.2 and 14 items 3 and 7)."""

from __future__ import annotations

import ctypes
import dataclasses
import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

import cg.api as api
import cg.sim
import cg.utils
from cg.game import battle_finish, battle_select, battle_start, visualize_data

from .helpers import deck

SHARED = Path(__file__).resolve().parents[3] / "shared"
if not SHARED.is_dir():
    SHARED = Path("/work/shared")
DUMP = SHARED / "cards" / "official"

FIELDS = {
    "Card": "id serial playerIndex",
    "Pokemon": "id serial hp maxHp appearThisTurn energies energyCards tools preEvolution",
    "PlayerState": "active bench benchMax deckCount discard prize handCount hand poisoned burned asleep paralyzed "
                   "confused",
    "State": "turn turnActionCount yourIndex firstPlayer supporterPlayed stadiumPlayed energyAttached retreated "
             "result stadium looking players",
    "Option": "type number area index playerIndex toolIndex energyIndex count inPlayArea inPlayIndex attackId "
              "cardId serial specialConditionType",
    "SelectData": "type context minCount maxCount remainDamageCounter remainEnergyCost option deck contextCard "
                  "effect",
    "Log": "type playerIndex hasBasicPokemon cardId serial fromArea toArea cardIdActive serialActive cardIdBench "
           "serialBench cardIdBefore serialBefore cardIdAfter serialAfter cardIdTarget serialTarget attackId value "
           "putDamageCounter isRecover head result reason",
    "Observation": "select logs current search_begin_input",
    "SearchState": "observation searchId",
    "ApiResult": "state error",
    "Skill": "name text",
    "CardData": "cardId name cardType retreatCost hp weakness resistance energyType basic stage1 stage2 ex megaEx "
                "tera aceSpec evolvesFrom skills attacks",
    "Attack": "attackId name text damage energies",
}


@pytest.mark.parametrize("name", sorted(FIELDS))
def test_dataclasses_have_the_contract_fields_in_order(name):
    cls = getattr(api, name)
    assert dataclasses.is_dataclass(cls)
    assert [f.name for f in dataclasses.fields(cls)] == FIELDS[name].split()


def test_enums_have_cabt_codes():
    assert api.AreaType.LOOKING == 12 and api.EnergyType.TEAM_ROCKET == 11
    assert api.SelectContext.RECOVER_SPECIAL_CONDITION == 48 and len(api.SelectContext) == 49
    assert api.OptionType.SPECIAL_CONDITION == 16 and api.LogType.RESULT == 23
    assert api.SelectType.SPECIAL_CONDITION == 10 and api.CardType.SPECIAL_ENERGY == 6
    for name in ("lib", "to_dataclass", "json_to_dataclass"):
        assert hasattr(api, name)


@pytest.mark.skipif(not DUMP.is_dir(), reason="no official card dump in ../shared")
def test_card_and_attack_records_equal_the_engine_dump_fact_by_fact():
    cards = json.loads(cg.sim.lib.AllCard().decode())
    attacks = json.loads(cg.sim.lib.AllAttack().decode())
    ref_cards = json.loads((DUMP / "engine_cards.json").read_text(encoding="utf-8"))
    ref_attacks = json.loads((DUMP / "engine_attacks.json").read_text(encoding="utf-8"))
    assert len(cards) == len(ref_cards) == 1431 and len(attacks) == len(ref_attacks) == 1755
    texts = cg.sim.lib.AllCard is not None and any(s["text"] for c in cards for s in c["skills"])
    for ours, ref in zip(cards, ref_cards):
        assert list(ours) == list(ref)
        for k in ref:
            if k == "skills":
                assert [s["name"] for s in ours[k]] == [s["name"] for s in ref[k]]
                if texts:
                    assert ours[k] == ref[k]
            else:
                assert ours[k] == ref[k], (ref["cardId"], k)
    for ours, ref in zip(attacks, ref_attacks):
        assert list(ours) == list(ref)
        assert {k: v for k, v in ours.items() if k != "text"} == {k: v for k, v in ref.items() if k != "text"}
        if texts:
            assert ours == ref
    data = api.all_card_data()
    assert isinstance(data[0], api.CardData) and isinstance(data[100].skills, list)
    assert dataclasses.replace(data[0], hp=1).hp == 1
    assert {a.attackId for a in api.all_attack()} == {a["attackId"] for a in ref_attacks}


def test_lib_takes_argtypes_restype_ctypes_arrays_and_pointers():
    lib = cg.sim.lib
    ip = ctypes.POINTER(ctypes.c_int)
    lib.SearchStep.argtypes = [ctypes.c_void_p, ctypes.c_int64, ip, ctypes.c_int]
    lib.SearchStep.restype = ctypes.c_char_p
    lib.AgentStart.restype = ctypes.c_void_p
    lib.SomethingAgentsSet = 3                           # attribute writes are accepted
    ptr = lib.AgentStart()
    res = json.loads(lib.SearchStep(ctypes.c_void_p(ptr), ctypes.c_int64(5), (ctypes.c_int * 0)(), 0).decode())
    assert res == {"state": None, "error": 1}
    res = json.loads(lib.SearchBegin(ptr, b"not ours", 8, *[(ctypes.c_int * 0)()] * 6, 0))
    assert res["state"] is None and res["error"] != 0
    lib.SearchEnd(ptr)
    lib.SearchRelease(ptr, 0)
    assert isinstance(lib.AllCard(), bytes) and isinstance(lib.AllAttack(), bytes)


def test_agent_ptr_does_not_exist_before_the_first_search_begin():
    code = ("import cg.api as api\n"
            "assert not hasattr(api, 'agent_ptr')\n"
            "try:\n    api.search_step(0, [0])\nexcept NameError:\n    print('NameError')\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=dict(os.environ))
    assert out.stdout.strip() == "NameError", out.stderr


def test_cg_game_plays_a_battle_and_every_observation_converts():
    rng = random.Random(3)
    a, b = deck("dragapult_ex"), deck("marnies_grimmsnarl")
    obs, start = battle_start(a, b)
    assert start.errorPlayer == 0 and start.battlePtr
    n = 0
    while obs["current"]["result"] < 0:
        o = api.to_observation_class(obs)
        assert isinstance(o.select, api.SelectData) and isinstance(o.current, api.State)
        assert isinstance(o.search_begin_input, str) and o.search_begin_input.isascii()
        sel = obs["select"]
        if n == 5:
            with pytest.raises(IndexError):
                battle_select([len(sel["option"])])
            with pytest.raises(ValueError):
                battle_select((0,))
        obs = battle_select(rng.sample(range(len(sel["option"])), rng.randint(sel["minCount"], sel["maxCount"])))
        n += 1
    assert obs["select"]["option"] == []
    assert [e for e in obs["logs"] if e["type"] == 23][0]["result"] == obs["current"]["result"]
    assert json.loads(visualize_data())
    battle_finish()
    with pytest.raises(ValueError):
        battle_start(a[:59], b)
    obs, start = battle_start(a[:56] + [99999] * 4, b)
    assert obs is None and start.errorPlayer == 0 and start.errorType == 1


def test_to_dataclass_drops_unknown_keys_and_keeps_nulls():
    c = cg.utils.to_dataclass({"id": 3, "serial": 4, "playerIndex": 0, "extra": 1}, api.Card)
    assert c == api.Card(3, 4, 0)
    st = cg.utils.to_dataclass({"active": [None], "bench": [], "benchMax": 5, "deckCount": 1, "discard": [],
                                "prize": [None], "handCount": 0, "hand": None, "poisoned": False, "burned": False,
                                "asleep": False, "paralyzed": False, "confused": False, "win": 1},
                               api.PlayerState)
    assert st.active == [None] and st.hand is None
    with pytest.raises(TypeError):
        cg.utils.to_dataclass({"id": 3}, api.Card)
    assert cg.utils.json_to_dataclass(b'{"state": null, "error": 2}', api.ApiResult).error == 2


def test_star_import_gives_the_official_modules_public_names():
    """The official cg.api has no __all__, so ``from cg.api import *`` also brings the names it
    imports (an agent may then use ``json`` or ``IntEnum`` without importing them)."""
    ns: dict = {}
    exec("from cg.api import *", ns)
    names = set(ns) - {"__builtins__"}
    assert {"ctypes", "json", "dataclass", "IntEnum", "lib", "to_dataclass", "json_to_dataclass",
            "to_observation_class", "search_begin", "OptionType", "Observation"} <= names
    assert not any(n.startswith("_") for n in names)
