"""The command line: battle, replay, deck validate, cards coverage."""

import json

from typer.testing import CliRunner

from ptcg.cli import app

runner = CliRunner()


def test_battle_plays_a_whole_game_with_defaults():
    r = runner.invoke(app, ["battle", "--seed", "3"])
    assert r.exit_code == 0, r.output
    lines = r.output.strip().splitlines()
    assert any(line.startswith("-- Turn 1:") for line in lines)
    assert lines[-1].startswith("Result: ")
    assert " on turn " in lines[-1]


def test_battle_record_replays_to_the_same_log(tmp_path):
    rec = tmp_path / "g.json"
    r1 = runner.invoke(app, ["battle", "--seed", "5", "--record", str(rec)])
    assert r1.exit_code == 0, r1.output
    data = json.loads(rec.read_text())
    assert data["format"] == "ptcg-record/2" and data["seed"] == 5
    r2 = runner.invoke(app, ["replay", str(rec)])
    assert r2.exit_code == 0, r2.output
    log1 = r1.output.strip().splitlines()[:-1]      # minus "Record written to ..."
    assert r2.output.strip().splitlines() == log1


def test_replay_names_the_problem_with_a_bad_file(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    r = runner.invoke(app, ["replay", str(bad)])
    assert r.exit_code == 2 and "not valid JSON" in r.output


def test_deck_validate_prints_every_problem_and_exits_1(tmp_path):
    f = tmp_path / "bad.txt"
    f.write_text("\n".join(["723"] * 5 + ["3"] * 50))
    r = runner.invoke(app, ["deck", "validate", str(f)])
    assert r.exit_code == 1
    assert "INVALID" in r.output and "55 cards" in r.output and "no Basic" in r.output
    good = tmp_path / "good.txt"
    good.write_text("\n".join(["722"] * 4 + ["3"] * 56))
    r = runner.invoke(app, ["deck", "validate", str(good)])
    assert r.exit_code == 0 and "ok (60 cards)" in r.output


def test_unknown_deck_name_is_a_clear_error():
    r = runner.invoke(app, ["battle", "--deck-a", "no_such_deck"])
    assert r.exit_code == 2 and "no built-in deck 'no_such_deck'" in r.output


def test_cards_coverage_json():
    r = runner.invoke(app, ["cards", "coverage", "--json"])
    assert r.exit_code == 0
    data = json.loads(r.output)
    assert data["total"] == 1431
    assert data["implemented"] + len(data["unimplemented"]) == 1431


def test_battle_plays_the_users_own_agent_from_a_file(tmp_path):
    """``ptcg battle --agent-a file.py:Name`` loads the user's agent (code specs are the
    user's own on the command line; the web server refuses them)."""
    bot = tmp_path / "bot.py"
    bot.write_text("class FirstOption:\n"
                   "    def __init__(self, seed=0):\n        self.calls = 0\n"
                   "    def act(self, game):\n        return game.legal_options[0]\n")
    r = CliRunner().invoke(app, ["battle", "--agent-a", f"{bot}:FirstOption", "--seed", "2", "--quiet"])
    assert r.exit_code == 0 and r.output.startswith("Result: "), r.output
