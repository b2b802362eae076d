"""``ptcg tournament``: the field and its pairings, the same report whatever the workers,
backend and interruptions, the SQLite file, the statistics, ratings and HTML page."""

import json
import os
import sqlite3
import subprocess
import sys

import pytest

from ptcg.agents import GreedyAgent, RandomAgent
from ptcg.errors import PTCGError
from ptcg.game import Game
from ptcg.simulate import game_seed, run_simulation
from ptcg.tournament import (SCHEMA_VERSION, TournamentError, TournamentStore, make_field, make_pairings,
                             read_record, render_html, run_tournament, without_run)
from tests.test_simulate import THIS_FILE as SIMULATE_TESTS, SelfKillingAgent

DECKS = ["mega_abomasnow", "fire_cinderace"]


def _cell(report, row_label, col_label):
    m = report["matrix"]
    return m["cells"][m["labels"].index(row_label)][m["labels"].index(col_label)]


# -- the field --------------------------------------------------------------------------------


def test_entrants_are_deck_agent_pairs_and_every_two_entrants_meet():
    field = make_field(["mega_abomasnow", "fire_cinderace", "dragapult_ex"], ["random", "greedy"])
    assert [e.label for e in field[:3]] == ["mega_abomasnow (random)", "mega_abomasnow (greedy)",
                                            "fire_cinderace (random)"]
    assert len(make_pairings(field, "all")) == 6 * 5 // 2
    same_agent = make_pairings(field, "same-agent")
    assert len(same_agent) == 2 * 3 and all(a.agent == b.agent for a, b in same_agent)
    same_deck = make_pairings(field, "same-deck")
    assert len(same_deck) == 3 and all(a.deck == b.deck and a.agent != b.agent for a, b in same_deck)
    assert all(a.key < b.key for a, b in make_pairings(field))
    reordered = make_field(["dragapult_ex", "fire_cinderace", "mega_abomasnow"], ["greedy", "random"])
    assert ({(a.key, b.key) for a, b in make_pairings(reordered)}
            == {(a.key, b.key) for a, b in make_pairings(field)})


def test_a_bad_field_is_refused_with_a_named_error():
    with pytest.raises(TournamentError, match="at least two entrants"):
        make_field(["mega_abomasnow"], ["random"])
    with pytest.raises(TournamentError, match="both"):
        make_field(["mega_abomasnow", "mega_abomasnow"], ["random"])
    with pytest.raises(TournamentError, match="no games"):
        make_pairings(make_field(DECKS, ["random"]), "same-deck")
    with pytest.raises(TournamentError, match="pairings must be"):
        make_pairings(make_field(DECKS, ["random"]), "swiss")
    with pytest.raises(ValueError, match="unknown agent"):
        make_field(DECKS, ["telepathic"])
    with pytest.raises(ValueError, match="no built-in deck"):
        make_field(["no_such_deck", "fire_cinderace"], ["random"])


def test_a_pairing_plays_the_games_ptcg_simulate_plays():
    report = run_tournament(DECKS, ["random", "greedy"], 4, seed=7)
    field = make_field(DECKS, ["random", "greedy"])
    for a, b in make_pairings(field):
        s = run_simulation(a.deck, b.deck, 4, agents=(a.agent, b.agent), seed=7)
        cell = _cell(report, a.label, b.label)
        assert (cell["wins"], cell["losses"], cell["draws"]) == (s["wins_a"], s["wins_b"], s["draws"])
        back = _cell(report, b.label, a.label)
        assert (back["wins"], back["losses"]) == (cell["losses"], cell["wins"])


# -- the same report whatever the run -------------------------------------------------------


def test_the_same_report_whatever_the_workers_and_the_order_of_the_field(tmp_path):
    one = run_tournament(DECKS, ["random", "greedy"], 2, seed=3, db=tmp_path / "one.db")
    two = run_tournament(DECKS, ["random", "greedy"], 2, seed=3, db=tmp_path / "two.db", workers=2)
    assert without_run(one) == without_run(two)
    assert one["totals"]["games"] + one["totals"]["errors"] == 6 * 2
    other = run_tournament(DECKS, ["random", "greedy"], 2, seed=4)
    assert without_run(other) != without_run(one)
    flipped = run_tournament(DECKS[::-1], ["greedy", "random"], 2, seed=3)
    by_label = {e["label"]: e for e in one["entrants"]}
    for e in flipped["entrants"]:
        assert {k: v for k, v in e.items() if k != "index"} == \
               {k: v for k, v in by_label[e["label"]].items() if k != "index"}


def test_a_run_on_a_stored_file_plays_only_the_missing_games(tmp_path):
    db = tmp_path / "t.db"
    first = run_tournament(DECKS, ["random", "greedy"], 2, seed=5, db=db)
    assert first["run"]["played_now"] == 12 and first["run"]["already_stored"] == 0
    again = run_tournament(DECKS, ["random", "greedy"], 2, seed=5, db=db)
    assert again["run"]["played_now"] == 0 and without_run(again) == without_run(first)
    more = run_tournament(DECKS + ["dragapult_ex"], ["random", "greedy"], 4, seed=5, db=db)
    assert more["run"]["already_stored"] == 12 and more["run"]["played_now"] == 15 * 4 - 12
    fresh = run_tournament(DECKS + ["dragapult_ex"], ["random", "greedy"], 4, seed=5)
    assert without_run(more) == without_run(fresh)


def test_a_file_played_with_other_settings_is_refused(tmp_path):
    db = tmp_path / "t.db"
    run_tournament(DECKS, ["random"], 2, seed=5, db=db)
    with pytest.raises(TournamentError, match="seed=5"):
        run_tournament(DECKS, ["random"], 2, seed=6, db=db)
    with pytest.raises(TournamentError, match="max_turns"):
        run_tournament(DECKS, ["random"], 2, seed=5, db=db, max_turns=50)


def test_theme_decks_play_by_their_eras_format_and_a_format_they_break_is_refused(tmp_path):
    """Issue 12: a field of one era's theme decks plays by that era's rules (each game's
    record carries them); a format is kept with the file; one the decks break is refused."""
    from ptcg.formats import get_format
    db = tmp_path / "t.db"
    report = run_tournament(["Chespin", "Fennekin"], ["greedy"], 2, seed=3, db=db)
    assert report["settings"]["format"] == "xy" and report["settings"]["games"] == 2
    with sqlite3.connect(db) as con:
        a, b, index = con.execute("SELECT entrant_a, entrant_b, game_index FROM games").fetchone()
    record = read_record(str(db), a, b, index)
    assert record["rules"] == get_format("xy").rules.to_dict()
    with pytest.raises(TournamentError, match="format"):
        run_tournament(["Chespin", "Fennekin"], ["greedy"], 2, seed=3, db=db, format="unlimited")
    with pytest.raises(PTCGError, match="not in the Standard pool"):
        run_tournament(["Chespin", "Fennekin"], ["greedy"], 2, format="standard")
    assert "format" not in run_tournament(DECKS, ["random"], 2)["settings"]


def test_a_file_that_is_not_a_tournament_is_refused(tmp_path):
    text = tmp_path / "notes.db"
    text.write_text("not a database at all, " * 100)
    with pytest.raises(TournamentError):
        TournamentStore(str(text))
    other = tmp_path / "other.db"
    with sqlite3.connect(other) as con:
        con.execute("CREATE TABLE t (x)")
    with pytest.raises(TournamentError, match="not a ptcg tournament file"):
        TournamentStore(str(other))
    newer = tmp_path / "newer.db"
    TournamentStore(str(newer)).close()
    with sqlite3.connect(newer) as con:
        con.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    with pytest.raises(TournamentError, match="newer"):
        TournamentStore(str(newer))


def test_each_game_is_stored_with_a_record_that_replays_it(tmp_path):
    db = tmp_path / "t.db"
    run_tournament(DECKS, ["random", "greedy"], 2, seed=8, db=db)
    with sqlite3.connect(db) as con:
        assert con.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        rows = con.execute("SELECT entrant_a, entrant_b, game_index, game_seed, winner, turns FROM games").fetchall()
    assert len(rows) == 12
    for a, b, index, seed, winner, turns in rows[:4]:
        assert seed == game_seed(8, index // 2)
        game = Game.from_record(read_record(str(db), a, b, index), log=False)
        assert game.turn == turns and game.is_over()
        a_seat = index % 2
        assert winner == ("a" if game.result.winner == a_seat else "b")


# -- agents as objects, and runs that finish ------------------------------------------------


def test_agents_can_be_objects_factories_and_code_specs():
    by_spec = run_tournament(DECKS, {"r": "random", "g": "greedy"}, 2, seed=2)
    by_object = run_tournament(DECKS, {"r": RandomAgent(0), "g": GreedyAgent}, 2, seed=2, workers=2)
    assert without_run(by_object) == without_run(by_spec)
    by_code = run_tournament(DECKS, {"r": "ptcg.agents.random_agent:RandomAgent", "g": "greedy"}, 2, seed=2)
    assert without_run(by_code) == without_run(by_spec)


def test_a_killed_worker_changes_nothing_in_the_report(tmp_path):
    clean = run_tournament(DECKS, {"random": "random", "k": RandomAgent(0)}, 2, seed=3)
    killer = SelfKillingAgent(target=game_seed(3, 0), marker=str(tmp_path / "killed"))
    killed = run_tournament(DECKS, {"random": "random", "k": killer}, 2, seed=3, workers=2,
                            db=tmp_path / "t.db")
    assert (tmp_path / "killed").exists()
    assert without_run(killed) == without_run(clean)


def test_games_that_cannot_finish_are_reported_and_the_run_ends(tmp_path):
    stuck = SelfKillingAgent(target=game_seed(3, 1), mode="sleep")
    report = run_tournament(DECKS, {"random": "random", "k": stuck}, 4, seed=3, workers=2, game_timeout=1.0,
                            pairings="same-deck")
    assert report["totals"]["errors"] == 4 and report["totals"]["games"] == 4    # game 2 and 3 of 2 pairings
    assert {(g["index"], g["kind"]) for g in report["error_games"]} == {(2, "timeout"), (3, "timeout")}
    assert sum(e["errors"] for e in report["entrants"]) == 2 * 4


def _cli(*args, env=None):
    return subprocess.run([sys.executable, "-m", "ptcg.cli", "tournament", *args],
                          capture_output=True, text=True, timeout=600, env=env)


def test_cli_tournament_killed_and_run_again_ends_with_the_report_of_an_uninterrupted_run(tmp_path):
    killer = f"{SIMULATE_TESTS}:SelfKillingAgent"
    args = [*DECKS, "--agents", f"random,{killer}", "-n", "4", "--seed", "3", "--json"]
    clean = _cli(*args, "--db", str(tmp_path / "clean.db"))
    assert clean.returncode == 0, clean.stderr
    # the whole command is killed (SIGKILL, as kill -9) in the first game of the second seed
    # (games are played index-major: game 0 and 1 of every pairing first)
    env = dict(os.environ, PTCG_TEST_KILL_SEED=str(game_seed(3, 1)), PTCG_TEST_KILL_MARKER=str(tmp_path / "k"))
    db = tmp_path / "t.db"
    dead = _cli(*args, "--db", str(db), env=env)
    assert dead.returncode == -9
    with sqlite3.connect(db) as con:
        stored = con.execute("SELECT COUNT(*) FROM games").fetchone()[0]
    assert 12 <= stored < 24
    again = _cli(*args, "--db", str(db), "--html", str(tmp_path / "r.html"), env=env)
    assert again.returncode == 0, again.stderr
    r_clean = json.loads(clean.stdout.strip().splitlines()[-1])
    r_again = json.loads(again.stdout.strip().splitlines()[-1])
    assert r_again["run"]["already_stored"] == stored
    assert without_run(r_again) == without_run(r_clean)
    assert (tmp_path / "r.html").read_text(encoding="utf-8").startswith("<!DOCTYPE html>")


def test_cli_prints_standings_matrices_and_writes_html(tmp_path):
    r = _cli(*DECKS, "--agents", "random,greedy", "-n", "2", "--seed", "1", "--db", str(tmp_path / "t.db"),
             "--html", str(tmp_path / "r.html"))
    assert r.returncode == 0, r.stderr
    for words in ("Standings", "rating", "Win rate of the row entrant", "Deck against deck",
                  "Agent against agent", "Per deck", "first player won", "mega_abomasnow (greedy)"):
        assert words in r.stdout
    assert (tmp_path / "r.html").exists()


def test_cli_prints_names_with_brackets_as_they_are(tmp_path):
    from ptcg.deck import builtin_deck
    deck = tmp_path / "deck [v2].txt"
    deck.write_text("\n".join(map(str, builtin_deck(DECKS[0]).cards)) + "\n")
    bots = tmp_path / "["
    bots.mkdir()
    (bots / "]bot.py").write_text("from ptcg.agents import RandomAgent\n")
    r = _cli(str(deck), DECKS[1], "--agents", f"random,{bots / ']bot.py'}:RandomAgent", "-n", "2")
    assert r.returncode == 0 and "Traceback" not in r.stderr, r.stderr[-500:]
    assert "deck [v2] (random)" in r.stdout and "[/]bot.py:RandomAgent" in r.stdout


def test_cli_refuses_bad_input_with_exit_code_2(tmp_path):
    db = str(tmp_path / "t.db")
    assert _cli("no_such_deck", "fire_cinderace", "--db", db).returncode == 2
    assert _cli(*DECKS, "--agents", "telepathic", "--db", db).returncode == 2
    assert _cli(*DECKS, "--pairings", "swiss", "--db", db).returncode == 2
    (tmp_path / "x.db").write_text("hello " * 200)
    bad = _cli(*DECKS, "--db", str(tmp_path / "x.db"))
    assert bad.returncode == 2 and "Traceback" not in bad.stderr
    for args in (["--seed", "-1"], ["--max-turns", "0"], ["--game-timeout", "nan"]):
        bad = _cli(*DECKS, "--agents", "random", *args)
        assert bad.returncode == 2 and "Traceback" not in bad.stderr, (args, bad.stderr[-300:])


@pytest.mark.parametrize("kwargs", [{"seed": 1.5}, {"seed": -1}, {"max_turns": 0}, {"games": 2.5},
                                    {"game_timeout": float("nan")}, {"workers": 0}, {"retries": -1}])
def test_run_tournament_refuses_bad_arguments_with_a_named_error(kwargs):
    from ptcg.errors import PTCGError
    kwargs = {"games": 2, **kwargs}
    with pytest.raises(PTCGError):
        run_tournament(DECKS, ["random"], kwargs.pop("games"), **kwargs)


@pytest.mark.parametrize("damage", [
    "UPDATE settings SET value = 'not json' WHERE name = 'seed'",
    "UPDATE games SET turns = 'many'",
    "UPDATE games SET winner = 'zzz'",
    "UPDATE games SET a_seat = 7",
    "UPDATE games SET a_first = 'yes'",
    "UPDATE games SET game_seed = -1.5",
    "UPDATE games SET error = 'boom', error_kind = 'gremlins'",
])
def test_a_damaged_tournament_file_is_a_named_error(tmp_path, damage):
    db = tmp_path / "t.db"
    run_tournament(DECKS, ["random"], 2, seed=5, db=db)
    with sqlite3.connect(db) as con:
        con.execute(damage)
    with pytest.raises(TournamentError, match="t.db"):
        run_tournament(DECKS, ["random"], 2, seed=5, db=db)


def test_a_damaged_game_record_is_a_named_error(tmp_path):
    db = tmp_path / "t.db"
    run_tournament(DECKS, ["random"], 2, seed=5, db=db)
    with sqlite3.connect(db) as con:
        con.execute("UPDATE games SET record = x'0102'")
        a, b, index = con.execute("SELECT entrant_a, entrant_b, game_index FROM games").fetchone()
    with pytest.raises(TournamentError, match="record"):
        read_record(str(db), a, b, index)


def test_reading_a_record_from_a_missing_file_creates_nothing(tmp_path):
    missing = tmp_path / "none.db"
    with pytest.raises(TournamentError, match="no tournament file"):
        read_record(str(missing), "a", "b", 0)
    assert not missing.exists()


def test_a_file_locked_by_another_program_is_a_named_error(tmp_path):
    db = tmp_path / "t.db"
    run_tournament(DECKS, ["random"], 2, seed=5, db=db)
    holder = sqlite3.connect(db, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(TournamentError, match="locked"):
            with TournamentStore(str(db), busy_timeout=0.2) as store:
                store.add_game(("a", "b", 9), {"game_seed": 1, "a_seat": 0, "winner": "a"})
    finally:
        holder.close()
    more = run_tournament(DECKS, ["random"], 4, seed=5, db=db)
    assert more["run"]["already_stored"] == 2 and more["run"]["played_now"] == 2     # nothing was stored


def test_cli_damaged_file_exits_2_without_a_traceback(tmp_path):
    db = tmp_path / "t.db"
    run_tournament(DECKS, ["random"], 2, seed=5, db=db)
    with sqlite3.connect(db) as con:
        con.execute("UPDATE games SET turns = 'many'")
    r = _cli(*DECKS, "--agents", "random", "-n", "2", "--seed", "5", "--db", str(db))
    assert r.returncode == 2 and "Traceback" not in r.stderr and "t.db" in r.stderr


def test_ray_backend_gives_the_same_report():
    pytest.importorskip("ray")
    local = run_tournament(DECKS, ["random", "greedy"], 2, seed=6)
    on_ray = run_tournament(DECKS, ["random", "greedy"], 2, seed=6, workers=2, backend="ray")
    assert without_run(on_ray) == without_run(local)


# -- what the report says ---------------------------------------------------------------------


def test_report_counts_add_up_and_ratings_rank_greedy_above_random():
    report = run_tournament(DECKS, ["random", "greedy"], 6, seed=11)
    tot = report["totals"]
    assert tot["games"] + tot["errors"] == 6 * 6
    for e in report["entrants"]:
        assert e["wins"] + e["losses"] + e["draws"] == e["games"]
        assert e["going_first"]["games"] + e["going_second"]["games"] == e["games"]
        assert sum(sum(v.values()) for v in e["ends"].values()) == e["games"]
        lo, hi = e["ci95"]
        assert lo <= e["score"] <= hi
    assert sum(e["wins"] for e in report["entrants"]) == sum(e["losses"] for e in report["entrants"])
    rating = {e["label"]: e["rating"]["mu"] for e in report["entrants"]}
    for deck in DECKS:
        assert rating[f"{deck} (greedy)"] > rating[f"{deck} (random)"]
    assert [report["entrants"][i - 1]["rank"] for i in report["standings"]] == list(range(1, 5))
    greedy_vs_random = report["agent_matrix"]["cells"][1][0]
    assert greedy_vs_random["score"] > 0.5 and greedy_vs_random["games"] == 2 * 6
    assert report["deck_matrix"]["cells"][0][0] is None


def test_html_report_is_self_contained_with_a_heatmap():
    page = render_html(run_tournament(DECKS, ["random", "greedy"], 2, seed=1))
    assert page.startswith("<!DOCTYPE html>") and page.rstrip().endswith("</html>")
    for outside in ("http://", "https://", "<script", "<link", "@import", "url("):
        assert outside not in page
    assert page.count("background:hsl(") >= 12
    assert "mega_abomasnow (greedy)" in page and "Standings" in page


@pytest.mark.slow
def test_done_when_six_meta_decks_and_three_agents():
    decks = ["dragapult_ex", "marnies_grimmsnarl", "teal_mask_ogerpon", "cynthias_garchomp",
             "raging_bolt_ogerpon_toolbox", "mega_lucario_solrock"]
    report = run_tournament(decks, ["random", "greedy", "mcts:5it"], 2, seed=1, workers=2)
    assert report["settings"]["entrants"] == 18 and report["settings"]["pairings_played"] == 153
    assert report["totals"]["errors"] == 0
