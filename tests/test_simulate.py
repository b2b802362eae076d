"""``ptcg simulate``: paired seeds, the same summary whatever the workers, JSON, Ray."""

import json
import subprocess
import sys

import pytest

from ptcg.simulate import TIMING_KEYS, game_seed, play_one, load_deck, run_simulation, wilson_interval


def _without_timings(summary: dict) -> dict:
    return {k: v for k, v in summary.items() if k not in TIMING_KEYS}


def test_each_seed_is_played_twice_with_the_seats_swapped():
    a, b = load_deck("mega_abomasnow"), load_deck("fire_cinderace")
    games = [play_one(a, b, ("random", "random"), 5, i) for i in range(4)]
    assert [g["a_seat"] for g in games] == [0, 1, 0, 1]
    assert games[0]["game_seed"] == games[1]["game_seed"] == game_seed(5, 0)
    assert games[2]["game_seed"] == games[3]["game_seed"] == game_seed(5, 1)
    assert games[0]["game_seed"] != games[2]["game_seed"]


def test_the_same_seed_gives_the_same_summary_whatever_the_number_of_workers():
    one = run_simulation("mega_abomasnow", "fire_cinderace", 12, seed=3, workers=1)
    two = run_simulation("mega_abomasnow", "fire_cinderace", 12, seed=3, workers=2)
    assert _without_timings(one) == _without_timings(two)
    assert one["games"] + one["errors"] == 12
    assert one["wins_a"] + one["wins_b"] + one["draws"] == one["games"]
    other = run_simulation("mega_abomasnow", "fire_cinderace", 12, seed=4, workers=1)
    assert _without_timings(other) != _without_timings(one)


def test_an_odd_number_of_games_is_rounded_up_to_whole_pairs():
    s = run_simulation("mega_abomasnow", "mega_abomasnow", 3, seed=1)
    assert s["games"] + s["errors"] == 4


def test_greedy_beats_random_in_a_simulation():
    s = run_simulation("mega_abomasnow", "fire_cinderace", 8, agents=("greedy", "random"), seed=2)
    s_swapped = run_simulation("mega_abomasnow", "fire_cinderace", 8, agents=("random", "greedy"), seed=2)
    assert s["wins_a"] > s["wins_b"]
    assert s_swapped["wins_b"] > s_swapped["wins_a"]


def test_wilson_interval():
    lo, hi = wilson_interval(50, 100)
    assert lo == pytest.approx(0.4038, abs=1e-4) and hi == pytest.approx(0.5962, abs=1e-4)
    lo, hi = wilson_interval(10, 10)
    assert hi == 1.0 and lo == pytest.approx(0.7225, abs=1e-4)


def _cli(*args):
    return subprocess.run([sys.executable, "-m", "ptcg.cli", "simulate", *args],
                          capture_output=True, text=True, timeout=300)


def test_cli_json_summary_is_the_last_line_and_matches_across_workers():
    one = _cli("mega_abomasnow", "fire_cinderace", "-n", "6", "--seed", "9", "--json")
    two = _cli("mega_abomasnow", "fire_cinderace", "-n", "6", "--seed", "9", "--json", "--workers", "2")
    assert one.returncode == 0, one.stderr
    s1 = json.loads(one.stdout.strip().splitlines()[-1])
    s2 = json.loads(two.stdout.strip().splitlines()[-1])
    for key in ("games", "wins_a", "wins_b", "draws", "seconds"):
        assert key in s1
    assert s1["games"] == 6
    assert _without_timings(s1) == _without_timings(s2)


def test_cli_prints_win_rate_and_first_player_advantage():
    r = _cli("mega_abomasnow", "fire_cinderace", "-n", "4", "--agents", "greedy,random")
    assert r.returncode == 0, r.stderr
    assert "win rate of mega_abomasnow" in r.stdout and "95% CI" in r.stdout
    assert "first player won" in r.stdout and "mean turns" in r.stdout


def test_cli_rejects_an_unknown_deck_or_agent():
    assert _cli("no_such_deck", "fire_cinderace", "-n", "2").returncode == 2
    assert _cli("mega_abomasnow", "fire_cinderace", "--agents", "telepathic").returncode == 2


def test_ray_backend_gives_the_same_summary_as_local_processes():
    pytest.importorskip("ray")
    local = run_simulation("mega_abomasnow", "fire_cinderace", 8, seed=6, workers=1)
    on_ray = run_simulation("mega_abomasnow", "fire_cinderace", 8, seed=6, workers=2, backend="ray")
    assert _without_timings(on_ray) == _without_timings(local)
