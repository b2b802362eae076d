"""The RL adapters (ptcg.env): PettingZoo's and Gymnasium's own checkers, determinism,
masks that match the legal options, no hidden information, illegal actions, truncation,
and the frozen v1 layout."""

import doctest
import hashlib
import re
import warnings
from pathlib import Path

import pytest

np = pytest.importorskip("numpy")
pytest.importorskip("gymnasium")
pytest.importorskip("pettingzoo")

from ptcg import Game, IllegalActionError  # noqa: E402
from ptcg.decisions import CHOOSE_NUMBER, Decision  # noqa: E402
from ptcg.env import SingleAgentEnv, ptcg_v1  # noqa: E402
from ptcg.env import encoding_v1 as enc  # noqa: E402
from ptcg.env.encoding_v1 import LAYOUT, N_ACTIONS, decode_observation  # noqa: E402
from ptcg.testing import Scenario  # noqa: E402
from ptcg.view import determinize  # noqa: E402

W, SNOVER, SCORBUNNY = 3, 722, 151
DECKS = ("mega_abomasnow", "fire_cinderace")


def _masked_random_episode(env, seed, check=None):
    """Play one episode with masked random actions; returns the list of (agent, action)."""
    env.reset(seed=seed)
    for i, agent in enumerate(env.possible_agents):
        env.action_space(agent).seed(seed + i)
    played = []
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, info = env.last()
        if terminated or truncated:
            env.step(None)
            continue
        if check is not None:
            check(env, agent, obs)
        action = int(env.action_space(agent).sample(obs["action_mask"]))
        played.append((agent, action))
        env.step(action)
    return played


# -- the checkers of PettingZoo and Gymnasium ----------------------------------------------
def test_pettingzoo_api_test_passes():
    from pettingzoo.test import api_test
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")   # "Observation is not a NumPy array": it is a dict, as in chess
        api_test(ptcg_v1.env(seed=1), num_cycles=200)


def test_pettingzoo_seed_test_passes():
    from pettingzoo.test import seed_test
    seed_test(lambda: ptcg_v1.env(), num_cycles=100)


def test_gymnasium_check_env_passes_with_the_registered_spec():
    import gymnasium
    from gymnasium.utils.env_checker import check_env
    env = gymnasium.make("ptcg.env.single_agent:ptcg/SingleAgent-v1", deck_a=DECKS[0],
                         deck_b=DECKS[1], opponent="random")
    with warnings.catch_warnings():
        warnings.simplefilter("error")    # no warning at all
        check_env(env.unwrapped)
    check_env(SingleAgentEnv(*DECKS, seed=3), skip_render_check=True)


# -- games, rewards, masks ---------------------------------------------------------------
def test_masks_always_match_the_legal_options_and_the_option_rows():
    env = ptcg_v1.env(deck_a=DECKS[0], deck_b=DECKS[1])
    seen = set()

    def check(env, agent, obs):
        raw = env.unwrapped
        opts = raw.legal_options()
        player = raw.possible_agents.index(agent)
        assert raw.game.decision.player == player
        mask = obs["action_mask"]
        assert mask.dtype == np.int8 and mask.shape == (N_ACTIONS,)
        assert list(np.flatnonzero(mask)) == list(range(len(opts)))
        rows = decode_observation(obs["observation"])["options"]
        assert (rows[:, LAYOUT.column("options", "present")] == mask).all()
        other = env.observe(raw.possible_agents[1 - player])
        assert not other["action_mask"].any()                  # only the deciding agent acts
        assert not decode_observation(other["observation"])["options"].any()
        assert raw.action_to_option(len(opts) - 1) == opts[-1]
        assert raw.option_to_action(opts[-1]) == len(opts) - 1
        seen.add(raw.game.decision.kind)

    for seed in (1, 2, 3):
        _masked_random_episode(env, seed, check)
    assert {"go_first", "setup_active", "main", "promote"} <= seen


def test_rewards_are_the_game_returns_and_both_agents_terminate():
    env = ptcg_v1.env(deck_a=DECKS[0], deck_b=DECKS[1])
    for seed in (4, 5):
        env.reset(seed=seed)
        total = {a: 0.0 for a in env.possible_agents}
        ended = {}
        for agent in env.agent_iter():
            obs, reward, terminated, truncated, info = env.last()
            total[agent] += reward
            if terminated or truncated:
                ended[agent] = (terminated, truncated)
                env.step(None)
                continue
            env.step(int(env.action_space(agent).sample(obs["action_mask"])))
        game = env.unwrapped.game
        assert game.is_over()
        assert tuple(total[a] for a in env.possible_agents) == game.returns()
        assert sorted(total.values()) == [-1.0, 1.0] or game.result.winner is None
        assert ended == {a: (True, False) for a in env.possible_agents}
        assert env.agents == []


def test_the_same_seed_and_actions_give_the_same_episode():
    def episode():
        env = ptcg_v1.env(deck_a=DECKS[0], deck_b=DECKS[1], render_mode="ansi")
        obs = []
        played = _masked_random_episode(env, 11, lambda e, a, o: obs.append(o["observation"].copy()))
        return played, obs, env.render(), env.unwrapped.game.record()

    a, b = episode(), episode()
    assert a[0] == b[0] and a[2] == b[2] and a[3] == b[3]
    assert all(np.array_equal(x, y) for x, y in zip(a[1], b[1]))


def test_reset_with_a_seed_plays_the_engine_game_of_that_seed():
    env = ptcg_v1.env(deck_a=DECKS[0], deck_b=DECKS[1], log=True)
    env.reset(seed=42)
    game = Game(*DECKS, seed=42)
    raw = env.unwrapped
    assert raw.game_seed == 42 and raw.game.log == game.log
    for _ in range(30):
        option = game.legal_options[-1]
        env.step(raw.option_to_action(option))
        game.apply(option)
    assert raw.game.log == game.log


def test_unseeded_resets_follow_the_constructor_seed():
    def seeds(env):
        out = []
        for _ in range(3):
            env.reset()
            out.append(env.unwrapped.game_seed)
        return out

    first = seeds(ptcg_v1.env(seed=9))
    assert first == seeds(ptcg_v1.env(seed=9))
    assert first[0] == 9 and len(set(first)) == 3


# -- no hidden information -----------------------------------------------------------------
def test_observations_do_not_change_when_hidden_cards_are_dealt_again():
    game = Game(*DECKS, seed=5, log=False)
    checked = 0
    for step in range(400):
        if game.is_over():
            break
        if step % 7 == 0:
            for player in (0, 1):
                obs, mask = enc.encode(game, player)
                world = determinize(game, player, seed=step)
                obs2, mask2 = enc.encode(world, player)
                assert np.array_equal(obs, obs2) and np.array_equal(mask, mask2)
                checked += 1
        game.apply(game.legal_options[step % len(game.legal_options)])
    assert checked > 20


def test_the_opponents_hand_and_deck_are_invisible():
    game = Game(*DECKS, seed=8, log=False)
    while game.state.phase == "setup":
        game.apply(game.legal_options[0])
    obs, _ = enc.encode(game, 0)
    opp = game.state.players[1]
    opp.hand[:], opp.deck[:] = opp.deck[:len(opp.hand)], opp.hand + opp.deck[len(opp.hand):]
    opp.prizes.reverse()
    assert np.array_equal(obs, enc.encode(game, 0)[0])


# -- what the numbers mean ----------------------------------------------------------------------
def test_option_rows_describe_attach_attack_and_end():
    s = Scenario()
    s.active(0, SNOVER, energy=[W]).hand(0, [W]).active(1, SCORBUNNY, damage=20)
    t = s.start()
    obs, mask = enc.encode(t.game, 0)
    f = decode_observation(obs)
    col = lambda name: LAYOUT.column("options", name)          # noqa: E731
    rows = {o[0]: f["options"][i] for i, o in enumerate(t.game.legal_options)}
    attach = rows["attach"]
    assert attach[col("id")] == W and attach[col("target_id")] == SNOVER
    assert attach[col("action_attach")] == attach[col("zone_hand")] == attach[col("position_0")] == 1
    assert attach[col("mine")] == 1 and attach[col("type_water")] == 1
    attack = rows["attack"]
    assert attack[col("action_attack")] == 1 and attack[col("id")] == SNOVER
    assert attack[col("attack_damage")] > 0
    assert rows["end"][col("action_end")] == 1 and rows["end"][col("id")] == 0
    board = f["board"]
    b = lambda name: LAYOUT.column("board", name)              # noqa: E731
    assert board[0, 0, b("id")] == SNOVER and board[0, 0, b("energy_water")] == 1 / enc.ENERGY_SCALE
    assert board[1, 0, b("id")] == SCORBUNNY and board[1, 0, b("damage")] == 20 / enc.HP_SCALE
    assert f["hand"][0, LAYOUT.column("hand", "id")] == W and f["hand"][1].sum() == 0
    assert f["decision"][LAYOUT.column("decision", "kind_main")] == 1
    assert f["game"][LAYOUT.column("game", "my_turn")] == 1


def test_observations_are_inside_the_space():
    env = ptcg_v1.raw_env(*DECKS)
    space = env.observation_space("player_0")

    def check(env, agent, obs):
        assert space.contains(obs)
        for a in env.possible_agents:
            assert space.contains(env.observe(a))

    _masked_random_episode(ptcg_v1.env(deck_a=DECKS[0], deck_b=DECKS[1]), 6, check)


def test_the_v1_layout_is_frozen():
    """Changing these numbers breaks every trained model: make encoding_v2 / ptcg_v2 instead."""
    assert (N_ACTIONS, enc.OBSERVATION_SIZE) == (256, 21088)
    assert {f: LAYOUT.shapes[f] for f in LAYOUT.fields} == {
        "game": (10,), "decision": (17,), "players": (2, 23), "stadium": (3,),
        "hand": (32, 25), "board": (2, 9, 42), "options": (256, 76)}
    digest = hashlib.sha256(repr([LAYOUT.columns[f] for f in LAYOUT.fields]).encode()).hexdigest()
    assert digest[:16] == FROZEN_COLUMNS_DIGEST
    for f in LAYOUT.fields:                                    # the docstring's table agrees
        assert f"{f:<12}{str(LAYOUT.shapes[f]):<14}" in enc.__doc__


FROZEN_COLUMNS_DIGEST = "e38abcaea2b1926c"


def test_too_many_options_raise_a_clear_error():
    game = Game(*DECKS, seed=1, log=False)
    game._decision = Decision(game.decision.player, CHOOSE_NUMBER, tuple(range(300)), "How many?")
    with pytest.raises(enc.ActionSpaceError, match="300 options"):
        enc.encode(game, game.decision.player)


# -- illegal actions, truncation, rendering -----------------------------------------------------
def test_an_illegal_action_raises_naming_the_problem_and_changes_nothing():
    env = ptcg_v1.env(deck_a=DECKS[0], deck_b=DECKS[1], seed=3)
    env.reset()
    rnd = np.random.default_rng(3)                               # the same path every run
    for _ in range(15):                                          # somewhere past setup
        agent = env.agent_selection
        env.step(int(rnd.choice(np.flatnonzero(env.observe(agent)["action_mask"]))))
    raw = env.unwrapped
    agent = env.agent_selection
    before = (raw.game.record(), env.observe(agent)["observation"].copy(), agent, raw._runner.steps)
    n = len(raw.legal_options())
    with pytest.raises(IllegalActionError, match=rf"action {n} is not legal for {agent}.*legal actions are 0\.\.{n - 1}"):
        env.step(n)
    for bad in (N_ACTIONS, -1, "end", 1.5, None):
        with pytest.raises(IllegalActionError):
            env.step(bad)
    after = (raw.game.record(), env.observe(agent)["observation"], env.agent_selection, raw._runner.steps)
    assert before[0] == after[0] and np.array_equal(before[1], after[1]) and before[2:] == after[2:]
    assert not any(env.terminations.values())


def test_lose_mode_makes_an_illegal_action_concede():
    env = ptcg_v1.env(deck_a=DECKS[0], deck_b=DECKS[1], seed=3, illegal_action="lose")
    env.reset()
    agent = env.agent_selection
    env.step(N_ACTIONS - 1)
    other = [a for a in env.possible_agents if a != agent][0]
    assert env.terminations == {agent: True, other: True}
    assert env.rewards == {agent: -1.0, other: 1.0}
    assert "not legal" in env.infos[agent]["illegal_action"]
    assert env.unwrapped.game.result.reason == "concede"


def test_truncation_after_max_steps():
    env = ptcg_v1.env(deck_a=DECKS[0], deck_b=DECKS[1], seed=2, max_steps=10)
    played = _masked_random_episode(env, 2)
    assert len(played) == 10
    env.reset(seed=2)
    for _ in range(10):
        agent = env.agent_selection
        env.step(int(env.action_space(agent).sample(env.observe(agent)["action_mask"])))
    assert all(env.truncations.values()) and not any(env.terminations.values())
    assert all(r == 0 for r in env.rewards.values())


def test_render_prints_or_returns_the_log(capsys):
    env = ptcg_v1.env(deck_a=DECKS[0], deck_b=DECKS[1], seed=4, render_mode="human")
    _masked_random_episode(env, 4)
    out = capsys.readouterr().out
    assert "flips a coin" in out and out.strip().splitlines() == env.unwrapped.game.log
    env = ptcg_v1.env(deck_a=DECKS[0], deck_b=DECKS[1], seed=4, render_mode="ansi")
    _masked_random_episode(env, 4)
    text = env.render()
    assert text.startswith(out.strip().splitlines()[0]) and "game over" in text
    with pytest.raises(ValueError, match="render_mode"):
        ptcg_v1.env(render_mode="rgb_array")


def test_bad_constructor_arguments_are_refused():
    with pytest.raises(ValueError, match="illegal_action"):
        ptcg_v1.env(illegal_action="ignore")
    with pytest.raises(ValueError, match="max_steps"):
        ptcg_v1.env(max_steps=0)
    with pytest.raises(ValueError, match="deck"):
        ptcg_v1.env(deck_a=[1, 2, 3])


# -- the Gymnasium single-agent environment ------------------------------------------------------
def _gym_episode(env, seed):
    obs, info = env.reset(seed=seed)
    env.action_space.seed(seed)
    trace = [obs["observation"].copy()]
    while True:
        assert env.action_masks().sum() == len(env.legal_options()) > 0
        action = env.action_space.sample(obs["action_mask"])
        obs, reward, terminated, truncated, info = env.step(action)
        trace.append(obs["observation"].copy())
        if terminated or truncated:
            return reward, terminated, info, trace


@pytest.mark.parametrize("seat", [0, 1])
def test_single_agent_env_plays_a_seat_against_the_greedy_agent(seat):
    env = SingleAgentEnv(*DECKS, opponent="greedy", seat=seat)
    reward, terminated, info, _ = _gym_episode(env, 12)
    game = env.game
    assert terminated and game.is_over() and info["seat"] == seat
    assert reward == game.returns()[seat]


def test_single_agent_env_is_deterministic_and_lets_the_opponent_answer_its_own_questions():
    a = _gym_episode(SingleAgentEnv(*DECKS, opponent="random", seat="random"), 21)
    env = SingleAgentEnv(*DECKS, opponent="random", seat="random")
    b = _gym_episode(env, 21)
    assert a[0] == b[0] and a[2] == b[2] and len(a[3]) == len(b[3])
    assert all(np.array_equal(x, y) for x, y in zip(a[3], b[3]))
    assert env.game.seed == 21


def test_single_agent_env_illegal_actions():
    env = SingleAgentEnv(*DECKS, seed=5)
    obs, _ = env.reset()
    obs, reward, terminated, truncated, info = env.step(N_ACTIONS - 1)
    assert (reward, terminated, truncated) == (-1.0, True, False)
    assert "not legal" in info["illegal_action"]
    strict = SingleAgentEnv(*DECKS, seed=5, illegal_action="raise")
    strict.reset()
    record = strict.game.record()
    with pytest.raises(IllegalActionError, match="not legal for the learner"):
        strict.step(N_ACTIONS - 1)
    assert strict.game.record() == record


def test_docstring_examples_run():
    import ptcg.env.single_agent as single
    for module in (enc, ptcg_v1, single):
        result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
        assert result.failed == 0 and result.attempted > 0, module.__name__


def test_the_readme_example_runs(capsys):
    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Reinforcement learning", 1)[1].split("\n## ", 1)[0]
    code = re.search(r"```python\n(.*?)```", section, re.S).group(1)
    exec(compile(code, "README.md", "exec"), {})
    out = capsys.readouterr().out
    assert "wins" in out or "draw" in out
