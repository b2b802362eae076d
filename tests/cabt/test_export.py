"""ptcg cabt export: a submission folder whose agent is a ptcg agent (CONTRACT.md, issue 8 item 6)."""

from __future__ import annotations

import json
import os
import subprocess

import pytest
from typer.testing import CliRunner

from ptcg.cli import app
from ptcg.cabt.player import CabtPlayer, world_from_observation
from ptcg.cabt.runner import run_matches

from .helpers import deck
from .test_official_comparison import HARNESS, OFFICIAL, _official_ok


def test_export_writes_a_submission_that_plays_on_ptcg(tmp_path):
    out = tmp_path / "submission"
    res = CliRunner().invoke(app, ["cabt", "export", "--agent", "greedy", "--deck", "dragapult_ex", "-o", str(out)])
    assert res.exit_code == 0, res.output
    assert (out / "main.py").is_file() and (out / "ptcg" / "__init__.py").is_file()
    assert not (out / "cg").exists()
    assert [int(x) for x in (out / "deck.csv").read_text().split()] == deck("dragapult_ex")
    t = run_matches(str(out), "random", 2, bo=1, seed=4)
    assert t["faults"]["a"] == {"ERROR": 0, "INVALID": 0, "TIMEOUT": 0}, t["statuses"]


def test_export_refuses_a_bad_agent_or_deck(tmp_path):
    res = CliRunner().invoke(app, ["cabt", "export", "--agent", "chess", "--deck", "dragapult_ex",
                                   "-o", str(tmp_path / "x")])
    assert res.exit_code != 0 and "unknown agent" in res.output
    bad = tmp_path / "bad.csv"
    bad.write_text("\n".join(["3"] * 60))
    res = CliRunner().invoke(app, ["cabt", "export", "--agent", "greedy", "--deck", str(bad), "-o", str(tmp_path / "y")])
    assert res.exit_code != 0


def test_the_player_builds_its_world_from_the_observation():
    from ptcg.cabt.adapter import CabtGame
    import random
    cg = CabtGame(deck("dragapult_ex"), deck("marnies_grimmsnarl"), seed=3)
    player = CabtPlayer("greedy", deck("dragapult_ex"))
    rng = random.Random(1)
    worlds = 0
    while cg.question is not None and worlds < 15:
        obs = cg.observation()
        if obs["select"]["context"] == 0 and obs["current"]["turn"] >= 1 and obs["current"]["yourIndex"] == 0:
            game = world_from_observation(obs, deck("dragapult_ex"), seed=worlds)
            assert game is not None
            me = obs["current"]["players"][0]
            assert len(game.state.players[0].hand) == me["handCount"]
            assert len(game.state.players[0].deck) == me["deckCount"]
            assert len(game.state.players[1].hand) == obs["current"]["players"][1]["handCount"]
            worlds += 1
            ans = player(obs)
        else:
            sel = obs["select"]
            ans = rng.sample(range(len(sel["option"])), rng.randint(sel["minCount"], sel["maxCount"]))
        cg.answer(ans)
    assert worlds > 0


@pytest.mark.skipif(not _official_ok(), reason="no official simulator (PTCG_OFFICIAL_PYTHON)")
def test_the_exported_agent_runs_in_the_official_environment(tmp_path):
    out = tmp_path / "submission"
    res = CliRunner().invoke(app, ["cabt", "export", "--agent", "greedy", "--deck", "dragapult_ex", "-o", str(out)])
    assert res.exit_code == 0, res.output
    run = subprocess.run([OFFICIAL, str(HARNESS / "run_match.py"), str(out), "random", "-n", "2", "--bo", "1",
                          "--json"], capture_output=True, text=True, timeout=1800, cwd=str(tmp_path),
                         env=dict(os.environ))
    assert run.returncode == 0, run.stderr[-2000:]
    tally = json.loads(run.stdout.strip().splitlines()[-1])
    assert tally["a_errors"] == 0 and tally["matches"] == 2
    assert all(s["status"] == ["DONE", "DONE"] for s in tally["statuses"]), tally["statuses"]


def test_the_ptcg_agent_answers_every_question_of_the_player_s_turns_and_setup():
    """The exported player's world follows the turn's questions (the effects after an
    action, Retreat's Energy, counters to place), and the setup is asked in a world of its
    own: the rule of thumb answers only questions asked in the opponent's turn."""
    import random
    from ptcg.cabt.adapter import CabtGame

    class Counting(CabtPlayer):
        def _main_fallback(self, sel):
            misses.append(sel["context"])
            return super()._main_fallback(sel)

        def _effect(self, obs):
            misses.append(obs["select"]["context"])
            return super()._effect(obs)
    asked = 0
    misses: list = []
    for s in range(4):
        cg = CabtGame(deck("dragapult_ex"), deck("marnies_grimmsnarl"), seed=s)
        player = Counting("greedy", deck("dragapult_ex"), seed=s)
        rng = random.Random(s)
        while cg.question is not None:
            obs = cg.observation()
            sel = obs["select"]
            if cg.question.player == 0:
                before = len(misses)
                ans = player(obs)
                g = cg.game.state
                if g.phase == "setup" or g.current == 0:
                    asked += 1
                    assert len(misses) == before, (sel["type"], sel["context"])
            else:
                ans = rng.sample(range(len(sel["option"])), rng.randint(sel["minCount"], sel["maxCount"]))
            cg.answer(ans)
    assert asked > 100
