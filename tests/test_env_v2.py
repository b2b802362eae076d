"""The v2 observation (ptcg.env.encoding_v2, ptcg_v2): the v1 vector unchanged as its prefix,
this turn's public facts and the revealed cards of the opponent's hand after it, a frozen
layout, and the checkers of PettingZoo and Gymnasium."""

import doctest
import hashlib
import warnings

import pytest

np = pytest.importorskip("numpy")
pytest.importorskip("gymnasium")
pytest.importorskip("pettingzoo")

from ptcg.env import SingleAgentEnv, ptcg_v2  # noqa: E402
from ptcg.env import encoding_v1 as v1  # noqa: E402
from ptcg.env import encoding_v2 as v2  # noqa: E402
from ptcg.testing import Scenario  # noqa: E402

W, SNOVER, STUFFUL, DREEPY, EMMA = 3, 722, 760, 119, 1424


def test_the_v2_layout_is_frozen():
    """Changing these numbers breaks every trained model: make encoding_v3 / ptcg_v3 instead."""
    assert (v2.N_ACTIONS, v2.OBSERVATION_SIZE, v2.V1_SIZE) == (256, 21896, 21088)
    assert v2.LAYOUT.fields[:len(v1.LAYOUT.fields)] == v1.LAYOUT.fields
    assert {f: v2.LAYOUT.shapes[f] for f in ("this_turn", "opponent_known_hand")} == {
        "this_turn": (8,), "opponent_known_hand": (32, 25)}
    digest = hashlib.sha256(repr([v2.LAYOUT.columns[f] for f in v2.LAYOUT.fields]).encode()).hexdigest()
    assert digest[:16] == FROZEN_V2_DIGEST
    for f in ("this_turn", "opponent_known_hand"):             # the docstring's table agrees
        assert f"{f:<22}{str(v2.LAYOUT.shapes[f]):<14}" in v2.__doc__


FROZEN_V2_DIGEST = "b54374bca7914e30"


def test_the_v2_vector_starts_with_the_v1_vector_at_every_decision():
    env = ptcg_v2.env()
    steps = 0
    for seed in range(3, 8):
        env.reset(seed=seed)
        env.action_space("player_0").seed(seed)
        env.action_space("player_1").seed(seed + 100)
        for agent in env.agent_iter(max_iter=300):
            obs, reward, terminated, truncated, info = env.last()
            if terminated or truncated:
                env.step(None)
                continue
            game = env.unwrapped.game
            old, old_mask = v1.encode(game, ptcg_v2.AGENTS.index(agent))
            assert np.array_equal(obs["observation"][:v2.V1_SIZE], old)
            assert np.array_equal(obs["action_mask"], old_mask)
            env.step(int(env.action_space(agent).sample(obs["action_mask"])))
            steps += 1
    assert steps > 200


def test_this_turn_records_the_turn_players_energy_supporter_and_first_player():
    s = Scenario(turn=3).active(0, SNOVER).active(1, SNOVER).hand(0, [W, EMMA]).hand(1, [DREEPY])
    t = s.deck(0, [W, W]).start()
    for observer in (0, 1):
        row = v2.decode_observation(v2.encode(t.game, observer)[0])["this_turn"]
        assert row[v2._T["energy_attached"]] == 0 and row[v2._T["supporter_played"]] == 0
    t.attach(W)
    t.play(EMMA)
    for observer in (0, 1):                                  # public: both players see them
        row = v2.decode_observation(v2.encode(t.game, observer)[0])["this_turn"]
        assert row[v2._T["energy_attached"]] == 1 and row[v2._T["supporter_played"]] == 1
        assert row[v2._T["retreated"]] == 0 and row[v2._T["attacked"]] == 0
        first = t.state.first_player
        assert row[v2._T["went_first"]] == (1.0 if first == observer else 0.0)
        assert row[v2._T["went_first"]] + row[v2._T["opponent_went_first"]] == 1


def test_revealed_cards_of_the_opponents_hand_are_known_until_they_leave_it():
    t = Scenario(turn=3).active(0, SNOVER).active(1, SNOVER).hand(0, [EMMA]).hand(1, [DREEPY, W])
    t = t.deck(0, [W, W]).start()
    known = v2.decode_observation(v2.encode(t.game, 0)[0])["opponent_known_hand"]
    assert known[:, 1].sum() == 0                            # nothing revealed yet
    t.play(EMMA)                                             # the opponent reveals their hand
    known = v2.decode_observation(v2.encode(t.game, 0)[0])["opponent_known_hand"]
    assert sorted(int(x) for x in known[known[:, 1] == 1, 0]) == sorted([DREEPY, W])
    mine = v2.decode_observation(v2.encode(t.game, 1)[0])["opponent_known_hand"]
    assert mine[:, 1].sum() == 0                             # player 0's hand was not revealed


def test_ptcg_v2_passes_the_pettingzoo_api_test():
    from pettingzoo.test import api_test
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        api_test(ptcg_v2.env(seed=1), num_cycles=100)


def test_single_agent_env_with_the_v2_observation_passes_check_env():
    from gymnasium.utils.env_checker import check_env
    env = SingleAgentEnv("mega_abomasnow", "fire_cinderace", seed=2, observation_version=2)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        check_env(env, skip_render_check=True)
    obs, info = env.reset(seed=5)
    assert obs["observation"].shape == (v2.OBSERVATION_SIZE,)
    with pytest.raises(ValueError, match="observation_version"):
        SingleAgentEnv("mega_abomasnow", "fire_cinderace", observation_version=3)


def test_v2_docstring_examples_run():
    for module in (v2, ptcg_v2):
        result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
        assert result.failed == 0 and result.attempted > 0, module.__name__
