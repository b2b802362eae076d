"""``ptcg simulate``: paired seeds, the same summary whatever the workers, JSON, Ray."""

import json
import os
import subprocess
import sys
from pathlib import Path

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


@pytest.mark.parametrize("kwargs", [
    {"seed": 1.5}, {"seed": -1}, {"seed": 2 ** 64}, {"seed": "7"}, {"seed": True},
    {"max_turns": 0}, {"max_turns": 2.5}, {"game_timeout": float("nan")}, {"game_timeout": "10"},
    {"retries": -1}, {"workers": 0}, {"games": -2},
])
def test_run_simulation_refuses_bad_arguments_with_a_named_error(kwargs):
    from ptcg.errors import PTCGError
    kwargs = {"games": 2, **kwargs}
    games = kwargs.pop("games")
    with pytest.raises(PTCGError):
        run_simulation("mega_abomasnow", "fire_cinderace", games, **kwargs)


def test_a_time_limit_of_zero_or_infinity_is_no_limit():
    base = _without_timings(run_simulation("mega_abomasnow", "fire_cinderace", 2, seed=4))
    for limit in (0, -1, float("inf")):
        assert _without_timings(run_simulation("mega_abomasnow", "fire_cinderace", 2, seed=4,
                                               game_timeout=limit)) == base


@pytest.mark.parametrize("args", [["--seed", "-1"], ["--max-turns", "0"], ["--game-timeout", "nan"]])
def test_cli_refuses_bad_numbers_without_a_traceback(args):
    r = _cli("mega_abomasnow", "fire_cinderace", "-n", "2", *args)
    assert r.returncode == 2 and "Traceback" not in r.stderr and "error:" in r.stderr, r.stderr[-400:]


@pytest.fixture(scope="module")
def local_ray():
    """One local Ray for the Ray tests of this file (each start costs seconds)."""
    ray = pytest.importorskip("ray")
    # Ray's workers unpickle this file's agents by name (tests.test_simulate), so they need the
    # checkout on their path, also when pytest runs from another folder (as for the compiled build)
    root = str(Path(__file__).resolve().parents[1])
    path = os.pathsep.join(p for p in (root, os.environ.get("PYTHONPATH")) if p)
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False,
             runtime_env={"env_vars": {"PYTHONPATH": path}})
    yield ray
    ray.shutdown()


def test_ray_backend_gives_the_same_summary_as_local_processes(local_ray):
    local = run_simulation("mega_abomasnow", "fire_cinderace", 8, seed=6, workers=1)
    on_ray = run_simulation("mega_abomasnow", "fire_cinderace", 8, seed=6, workers=2, backend="ray")
    assert _without_timings(on_ray) == _without_timings(local)


# -- agents given as objects, factories and code specs ----------------------------------------

import signal
import time

from ptcg.agents import GreedyAgent, RandomAgent, make_agent
from ptcg.agents import specs as agent_specs
from ptcg.agents.specs import AgentSpecError, register_agent_resolver
from ptcg.workers import WorkerError

THIS_FILE = Path(__file__).resolve()


class SelfKillingAgent(RandomAgent):
    """Plays like ``random`` until turn 2 of the game with seed ``target``, then ends its own
    process with SIGKILL (``mode="kill"``) or hangs (``mode="sleep"``); only the first time
    when ``marker`` is a file path (it creates the file).  Without arguments it reads
    ``PTCG_TEST_KILL_SEED``, ``PTCG_TEST_KILL_MARKER`` and ``PTCG_TEST_KILL_MODE``, so that
    a command line can use it as ``tests/test_simulate.py:SelfKillingAgent``."""

    name = "killer"

    def __init__(self, seed: int = 0, target: int | None = None, marker: str | None = None,
                 mode: str | None = None):
        super().__init__(seed)
        env = os.environ
        self.target = target if target is not None else int(env.get("PTCG_TEST_KILL_SEED", "-1"))
        self.marker = marker if marker is not None else env.get("PTCG_TEST_KILL_MARKER")
        self.mode = mode or env.get("PTCG_TEST_KILL_MODE", "kill")

    def act(self, game):
        if game.seed == self.target and game.turn >= 2:
            if not self.marker or not os.path.exists(self.marker):
                if self.marker:
                    Path(self.marker).touch()
                if self.mode == "sleep":
                    time.sleep(3600)
                os.kill(os.getpid(), signal.SIGKILL)
        return super().act(game)


def make_greedy(seed):
    return GreedyAgent(seed)


def test_run_simulation_takes_agent_objects_and_factories():
    by_name = run_simulation("mega_abomasnow", "fire_cinderace", 6, agents=("greedy", "random"), seed=4)
    for agents in ((GreedyAgent(0), "random"), (GreedyAgent, RandomAgent), (make_greedy, RandomAgent(9)),
                   ("ptcg.agents.greedy:GreedyAgent", "random")):
        s = run_simulation("mega_abomasnow", "fire_cinderace", 6, agents=agents, seed=4)
        assert s["errors"] == 0, s["error_games"]
        # each game copies the object (or calls the factory) with the game's agent seed
        assert _without_timings(s) | {"agents": by_name["agents"]} == _without_timings(by_name)
    s = run_simulation("mega_abomasnow", "fire_cinderace", 6, agents=(GreedyAgent(0), make_greedy),
                       seed=4, workers=2)
    assert s["errors"] == 0 and s["agents"] == ["greedy", "make_greedy"]


def test_agents_that_cannot_be_sent_to_worker_processes_are_refused_with_a_reason():
    with pytest.raises(WorkerError, match="cannot be sent to worker processes"):
        run_simulation("mega_abomasnow", "fire_cinderace", 2, agents=(lambda seed: GreedyAgent(seed), "random"),
                       workers=2)
    s = run_simulation("mega_abomasnow", "fire_cinderace", 2, agents=(lambda seed: GreedyAgent(seed), "random"))
    assert s["errors"] == 0 and s["agents"] == ["<lambda>", "random"]


def test_module_and_file_specs_name_agents_only_when_code_is_allowed():
    assert isinstance(make_agent("ptcg.agents.greedy:GreedyAgent", 3, allow_code=True), GreedyAgent)
    agent = make_agent(f"{THIS_FILE}:make_greedy", 3, allow_code=True)
    assert type(agent).__name__ == "GreedyAgent"
    with pytest.raises(AgentSpecError, match="unknown agent"):
        make_agent("ptcg.agents.greedy:GreedyAgent")          # e.g. a spec from a web request
    for spec, words in (("ptcg.no_such_module:Agent", "cannot import"), ("ptcg.agents:Nothing", "has no Nothing"),
                        (f"{THIS_FILE}:THIS_FILE", r"needs an act\(game\)"), ("no_such_file.py:Agent", "no file"),
                        ("ptcg.agents.base:play_game", "with a seed or with no argument"),
                        ("ptcg.agents.base:Agent.name", r"needs an act\(game\)")):
        with pytest.raises(AgentSpecError, match=words):
            make_agent(spec, allow_code=True)


def test_a_file_spec_names_the_same_file_from_every_worker(monkeypatch):
    monkeypatch.chdir(THIS_FILE.parent)
    assert agent_specs.portable_spec("test_simulate.py:make_greedy") == f"{THIS_FILE}:make_greedy"
    assert agent_specs.portable_spec("mcts:10it") == "mcts:10it"
    s = run_simulation("mega_abomasnow", "fire_cinderace", 4, agents=("test_simulate.py:make_greedy", "random"),
                       seed=4, workers=2)
    assert s["errors"] == 0 and s["agents"] == ["test_simulate.py:make_greedy", "random"]


def test_register_agent_resolver_teaches_make_agent_a_new_kind_of_spec(monkeypatch):
    monkeypatch.setattr(agent_specs, "_RESOLVERS", list(agent_specs._RESOLVERS))

    def folders(spec):                        # e.g. an agent folder of another simulator's format
        if not spec.startswith("folder:"):
            return None
        return lambda seed: GreedyAgent(seed)

    register_agent_resolver("folders", folders, loads_code=True)
    assert agent_specs.agent_resolvers()[-1] == "folders"
    assert isinstance(make_agent("folder:bots/one", 1, allow_code=True), GreedyAgent)
    with pytest.raises(AgentSpecError):
        make_agent("folder:bots/one", 1)      # it loads code: not without allow_code
    s = run_simulation("mega_abomasnow", "fire_cinderace", 2, agents=("folder:bots/one", "random"))
    assert s["errors"] == 0


# -- runs that finish (issue 9 item 4) --------------------------------------------------------


def test_a_killed_worker_is_replaced_and_its_game_played_again_with_the_same_result(tmp_path):
    clean = run_simulation("mega_abomasnow", "fire_cinderace", 8, agents=(RandomAgent(0), "random"), seed=3)
    killer = SelfKillingAgent(target=game_seed(3, 1), marker=str(tmp_path / "killed"))
    s = run_simulation("mega_abomasnow", "fire_cinderace", 8, agents=(killer, "random"), seed=3, workers=2)
    assert (tmp_path / "killed").exists()          # a worker did die
    assert s["errors"] == 0
    assert _without_timings(s) | {"agents": clean["agents"]} == _without_timings(clean)


def test_a_worker_killed_from_outside_is_replaced_and_the_summary_is_unchanged():
    import multiprocessing
    clean = run_simulation("mega_abomasnow", "fire_cinderace", 12, seed=8)
    finished = []

    def kill_a_worker_after_the_third_game():
        finished.append(1)
        if len(finished) == 3:
            victim = multiprocessing.active_children()[0]
            os.kill(victim.pid, signal.SIGKILL)
            finished.append(victim.pid)

    s = run_simulation("mega_abomasnow", "fire_cinderace", 12, seed=8, workers=2,
                       on_game=kill_a_worker_after_the_third_game)
    assert len(finished) > 12                       # 12 games and the pid of the killed worker
    assert _without_timings(s) == _without_timings(clean)


def test_a_game_that_kills_every_worker_it_runs_on_is_reported_under_errors():
    killer = SelfKillingAgent(target=game_seed(3, 1))
    s = run_simulation("mega_abomasnow", "fire_cinderace", 6, agents=(killer, "random"), seed=3, workers=2,
                       retries=1)
    assert s["errors"] == 2 and s["games"] == 4
    assert {(g["index"], g["kind"]) for g in s["error_games"]} == {(2, "worker_died"), (3, "worker_died")}
    assert "died" in s["error_games"][0]["error"]


@pytest.mark.parametrize("workers", [1, 2])
def test_a_stuck_game_is_stopped_at_the_time_limit_and_reported(workers):
    stuck = SelfKillingAgent(target=game_seed(3, 0), mode="sleep")
    started = time.monotonic()
    s = run_simulation("mega_abomasnow", "fire_cinderace", 4, agents=(stuck, "random"), seed=3,
                       workers=workers, game_timeout=1.5)
    assert time.monotonic() - started < 60
    assert s["errors"] == 2 and s["games"] == 2
    assert {g["kind"] for g in s["error_games"]} == {"timeout"}


def test_cli_simulate_with_two_workers_ends_with_the_right_result_when_a_worker_is_killed(tmp_path):
    spec = f"{THIS_FILE}:SelfKillingAgent"
    clean = _cli("mega_abomasnow", "fire_cinderace", "-n", "8", "--seed", "3", "--json", "--workers", "2",
                 "--agents", f"{spec},random")
    env = dict(os.environ, PTCG_TEST_KILL_SEED=str(game_seed(3, 2)), PTCG_TEST_KILL_MARKER=str(tmp_path / "k"))
    killed = subprocess.run([sys.executable, "-m", "ptcg.cli", "simulate", "mega_abomasnow", "fire_cinderace",
                             "-n", "8", "--seed", "3", "--json", "--workers", "2", "--agents", f"{spec},random"],
                            capture_output=True, text=True, timeout=300, env=env)
    assert clean.returncode == 0 and killed.returncode == 0, killed.stderr
    assert (tmp_path / "k").exists()
    s_clean = json.loads(clean.stdout.strip().splitlines()[-1])
    s_killed = json.loads(killed.stdout.strip().splitlines()[-1])
    assert s_killed["errors"] == 0 and s_killed["games"] == 8
    assert _without_timings(s_killed) == _without_timings(s_clean)


def test_ray_replays_the_game_of_a_worker_that_died(tmp_path, local_ray):
    clean = run_simulation("mega_abomasnow", "fire_cinderace", 6, agents=(RandomAgent(0), "random"), seed=5)
    killer = SelfKillingAgent(target=game_seed(5, 1), marker=str(tmp_path / "killed"))
    s = run_simulation("mega_abomasnow", "fire_cinderace", 6, agents=(killer, "random"), seed=5, workers=2,
                       backend="ray")
    assert (tmp_path / "killed").exists()
    assert _without_timings(s) | {"agents": clean["agents"]} == _without_timings(clean)
