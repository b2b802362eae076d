"""ptcg cabt match: Kaggle's loader and rules (CONTRACT.md sections 1, 10 and 14 item 8)."""

from __future__ import annotations

import json
import os

import pytest

from ptcg.cabt.runner import (BUILTIN_DECK, BuiltinAgent, HostedAgent, play_match, run_matches)

from .helpers import AGENTS, deck


def folder(name: str) -> str:
    return str(AGENTS / name)


class Recorder:
    """An in-process agent that plays first options and keeps every observation it gets."""

    def __init__(self, deck_list, name="rec"):
        self.deck = deck_list
        self.seen = []
        self.decisions = 0
        self.max_seconds = 0.0

    def __call__(self, obs, config, timeout):
        self.seen.append(json.loads(json.dumps(obs)))
        self.decisions += 1
        sel = obs["select"]
        if sel is None:
            return list(self.deck)
        return list(range(sel["maxCount"]))

    def close(self):
        pass


def test_bo3_flow_deck_call_once_game_two_asks_player_one_bank_refilled():
    a, b = Recorder(deck("dragapult_ex")), Recorder(deck("marnies_grimmsnarl"))
    m = play_match([a, b], bo=3, seed=4, bank=600.0)
    assert m.statuses == ["DONE", "DONE"]
    assert sum(m.games) >= 2
    for rec in (a, b):
        decks = [o for o in rec.seen if o["select"] is None]
        assert len(decks) == 1 and rec.seen[0]["select"] is None          # the deck is asked once, first
        assert rec.seen[0]["current"] is None and rec.seen[0]["search_begin_input"] is None
        for o in rec.seen[1:]:
            assert all(e["type"] != 23 for e in o["logs"])                  # no RESULT is delivered
            assert isinstance(o["search_begin_input"], str)
            assert set(o) == {"remainingOverageTime", "step", "select", "logs", "current", "search_begin_input"}
    firsts = [(o["current"]["round"], o["current"]["yourIndex"]) for rec in (a, b) for o in rec.seen[1:]
              if o["select"]["context"] == 41]
    assert sorted(firsts)[:2] == [(1, 0), (2, 1)]                          # game 1 asks P0, game 2 asks P1
    game2 = [o for rec in (a, b) for o in rec.seen[1:] if o["current"]["round"] == 2]
    first2 = min(game2, key=lambda o: o["step"])
    assert first2["remainingOverageTime"] > 599.0                           # a fresh bank for game 2
    assert sum(first2["current"]["players"][i]["win"] for i in (0, 1)) + first2["current"]["draw"] == 1
    steps = sorted(o["step"] for rec in (a, b) for o in rec.seen)
    assert steps == sorted(set(steps)) or steps.count(0) == 2                # one step per decision


def test_the_match_ends_when_it_is_decided():
    a, b = Recorder(deck("dragapult_ex")), Recorder(deck("dragapult_ex"))
    m = play_match([a, b], bo=3, seed=9)
    assert max(m.games[0], m.games[1]) <= 2 and sum(m.games) <= 3
    if m.games[0] > m.games[1]:
        assert m.rewards == [1, -1]
    elif m.games[1] > m.games[0]:
        assert m.rewards == [-1, 1]


def test_builtin_random_and_first_play_the_sample_deck():
    r = BuiltinAgent("random", 1)
    assert r({"select": None}, {}, 1.0) == BUILTIN_DECK and len(BUILTIN_DECK) == 60
    sel = {"option": [{}] * 5, "minCount": 0, "maxCount": 3}
    assert len(set(r({"select": sel}, {}, 1.0))) == 3
    assert BuiltinAgent("first", 1)({"select": sel}, {}, 1.0) == [0, 1, 2]


def test_same_seed_same_match_byte_for_byte():
    runs = [run_matches(folder("first_agent"), "random", 2, bo=1, seed=12, record=True)["episodes"]
            for _ in range(2)]
    assert json.dumps(runs[0]) == json.dumps(runs[1])
    other = run_matches(folder("first_agent"), "random", 2, bo=1, seed=13, record=True)["episodes"]
    assert json.dumps(other) != json.dumps(runs[0])


@pytest.mark.parametrize("name,status", [("raiser", "ERROR"), ("bad_duplicate", "INVALID"),
                                         ("bad_index", "INVALID"), ("bad_count", "INVALID")])
def test_faults_lose_the_match(name, status):
    t = run_matches(folder(name), "random", 2, bo=3, seed=1)
    assert t["faults"]["a"][status] == 2
    for entry in t["statuses"]:
        seat = entry["seats"].index("A")
        assert entry["statuses"][seat] == status and entry["rewards"][seat] is None
        assert entry["statuses"][1 - seat] == "DONE" and entry["rewards"][1 - seat] == 1
    assert t["b_match_wins"] == 2


def test_sleeping_past_the_bank_is_a_timeout():
    t = run_matches(folder("sleeper"), "random", 1, bo=1, seed=1, bank=5.0)
    entry = t["statuses"][0]
    assert entry["statuses"] == ["TIMEOUT", "DONE"] and entry["rewards"][0] is None
    # +1 when it ran out during play; 0 had it run out at the deck call (a slow machine)
    assert entry["rewards"][1] in (1, 0)


def test_a_59_card_deck_is_invalid_and_the_opponent_gets_zero():
    t = run_matches(folder("short_deck"), "random", 2, bo=3, seed=1)
    for entry in t["statuses"]:
        seat = entry["seats"].index("A")
        assert entry["statuses"][seat] == "INVALID" and entry["rewards"][seat] is None
        assert entry["statuses"][1 - seat] == "DONE" and entry["rewards"][1 - seat] == 0
        assert entry["games"] == [0, 0, 0]


def test_kaggle_loader_last_callable_and_own_cg_replaced():
    """helpers_after's first function answers out of range; bundled_cg's own cg/ raises on import;
    wheel_cg searches through the official wheel's ``kaggle_environments.envs.cabt.cg.sim``."""
    for name in ("helpers_after", "bundled_cg", "wheel_cg"):
        t = run_matches(folder(name), "random", 2, bo=1, seed=3)
        assert t["faults"]["a"] == {"ERROR": 0, "INVALID": 0, "TIMEOUT": 0}, (name, t["statuses"])


def test_a_mirror_match_runs_two_processes():
    agents = [HostedAgent(folder("random_agent")), HostedAgent(folder("random_agent"))]
    try:
        assert agents[0].proc.pid != agents[1].proc.pid
        m = play_match(agents, bo=1, seed=2)
        assert m.statuses == ["DONE", "DONE"]
    finally:
        for a in agents:
            a.close()


def test_the_agent_runs_in_its_folder_without_file(tmp_path):
    (tmp_path / "deck.csv").write_text("\n".join(map(str, deck("dragapult_ex"))) + "\n")
    (tmp_path / "main.py").write_text(
        "import os\n"
        "def agent(obs):\n"
        "    assert '__file__' not in globals(), 'no __file__ under exec'\n"
        "    if obs['select'] is None:\n"
        "        assert os.path.exists('deck.csv')\n"
        "        return [int(x) for x in open('deck.csv').read().split()]\n"
        "    assert obs.select.minCount == obs['select']['minCount']   # a Struct\n"
        "    return list(range(obs.select.minCount or 1))\n")
    t = run_matches(str(tmp_path), "first", 1, bo=1, seed=5)
    assert t["faults"]["a"] == {"ERROR": 0, "INVALID": 0, "TIMEOUT": 0}, t["statuses"]


AGENT_SET = ["random_agent", "random_max", "first_agent", "multi_stress", "search_agent", "carddata_agent"]


@pytest.mark.parametrize("name", AGENT_SET)
def test_cabt_style_agents_play_random_without_faults(name, tmp_path):
    stats = tmp_path / "stats.jsonl"
    os.environ["CABT_AGENT_STATS"] = str(stats)
    try:
        t = run_matches(folder(name), "random", 2, bo=3, seed=21)
    finally:
        del os.environ["CABT_AGENT_STATS"]
    assert t["faults"]["a"] == {"ERROR": 0, "INVALID": 0, "TIMEOUT": 0}, t["statuses"]
    assert t["faults"]["b"] == {"ERROR": 0, "INVALID": 0, "TIMEOUT": 0}, t["statuses"]
    if name == "search_agent":
        lines = [json.loads(x) for x in stats.read_text().splitlines()]
        assert sum(x["searches"] for x in lines) > 0 and sum(x["raw_steps"] for x in lines) > 0
        assert sum(x["fallbacks"] for x in lines) == 0, [x["errors"] for x in lines]


@pytest.mark.slow
@pytest.mark.parametrize("name", AGENT_SET)
def test_cabt_style_agents_play_20_bo3_matches_against_random(name):
    t = run_matches(folder(name), "random", 20, bo=3, seed=100)
    assert t["faults"]["a"] == {"ERROR": 0, "INVALID": 0, "TIMEOUT": 0}, [s for s in t["statuses"] if s["error"]]


def test_the_commands_match_and_gauntlet(tmp_path):
    from typer.testing import CliRunner
    from ptcg.cli import app
    rec = tmp_path / "ep.json"
    res = CliRunner().invoke(app, ["cabt", "match", folder("first_agent"), "random", "-n", "2", "--bo", "1",
                                   "--seed", "5", "--json", "--record", str(rec)])
    assert res.exit_code == 0, res.output
    tally = json.loads(res.output.strip().splitlines()[-1])
    assert tally["matches"] == 2 and tally["a_match_wins"] + tally["b_match_wins"] + tally["match_draws"] == 2
    assert len(json.loads(rec.read_text())) == 2
    res = CliRunner().invoke(app, ["cabt", "gauntlet", folder("first_agent"), "first", "random", "-n", "2",
                                   "--bo", "1", "--json"])
    assert res.exit_code == 0, res.output
    out = json.loads(res.output.strip().splitlines()[-1])
    assert len(out["pairs"]) == 3 and all(p["matches"] == 2 for p in out["pairs"])
    res = CliRunner().invoke(app, ["cabt", "match", str(tmp_path / "nowhere"), "random"])
    assert res.exit_code == 2 and "no agent folder" in res.output


def test_the_wheels_cg_is_ptcgs_with_or_without_the_wheel(monkeypatch):
    """The official wheel's parent packages are the installed ones when there are any, else
    empty stand-ins, so ``kaggle_environments.envs.cabt.cg.sim`` imports either way."""
    import importlib.machinery

    from ptcg.cabt.host import WHEEL_CG, _WheelCg
    finder = _WheelCg()
    spec = finder.find_spec(WHEEL_CG + ".sim")
    assert spec is not None and spec.loader.target == "cg.sim"
    assert finder.find_spec(WHEEL_CG + ".api") is None            # the wheel has no cg.api
    monkeypatch.setattr(importlib.machinery.PathFinder, "find_spec", classmethod(lambda cls, *a, **k: None))
    stub = finder.find_spec("kaggle_environments")
    assert stub is not None and stub.loader is None and stub.submodule_search_locations is not None
