"""The v3 observation and environments (ptcg.env.encoding_v3, ptcg_v3, vector_env): the
checkers of PettingZoo and Gymnasium, a frozen layout, entities and the options that name
them, nothing hidden (twin states), deck pools, the batched vector env with autoreset and
opponent pools, and the reference training script (only where torch is installed)."""

import doctest
import hashlib
import random
import warnings
from pathlib import Path

import pytest

np = pytest.importorskip("numpy")
pytest.importorskip("gymnasium")
pytest.importorskip("pettingzoo")

from ptcg import Game, IllegalActionError  # noqa: E402
from ptcg.decisions import CHOOSE_NUMBER, CHOOSE_POKEMON, Decision  # noqa: E402
from ptcg.deck import builtin_decks  # noqa: E402
from ptcg.errors import DeckFormatError, UnknownCardError  # noqa: E402
from ptcg.env import OpponentError, OpponentPool, PTCGVectorEnv, ptcg_v3, vector_env  # noqa: E402
from ptcg.env import encoding_v3 as enc  # noqa: E402
from ptcg.env.encoding_v3 import column, entity_row  # noqa: E402
from ptcg.testing import Scenario  # noqa: E402
from ptcg.view import determinize  # noqa: E402

W, FIRE, SNOVER, SCORBUNNY, DRAGAPULT = 3, 2, 722, 151, 121
LUCKY_HELMET, COMMUNITY_CENTER, BOOMERANG = 1156, 1242, 9
MIRROR = "dragapult_ex"


def _random_states(decks=(MIRROR, "marnies_grimmsnarl"), games=3, every=5, seed=0):
    """Clones of games played at random, every few decisions, with the player to act."""
    rng = random.Random(seed)
    for k in range(games):
        game = Game(decks[k % len(decks)], decks[(k + 1) % len(decks)], seed=seed + k, log=False)
        n = 0
        while not game.is_over():
            if n % every == 0:
                yield game
            game.apply(rng.choice(game.legal_options))
            n += 1


# -- the checkers of PettingZoo and Gymnasium ---------------------------------------------------
def test_pettingzoo_api_test_passes():
    from pettingzoo.test import api_test
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")      # "Observation is not a NumPy array": it is a dict of them
        api_test(ptcg_v3.env(decks=[MIRROR, "teal_mask_ogerpon"], seed=1), num_cycles=300)


def test_pettingzoo_seed_test_passes():
    from pettingzoo.test import seed_test
    seed_test(lambda: ptcg_v3.env(decks="meta"), num_cycles=100)


def test_gymnasium_check_env_passes_with_the_registered_spec():
    import gymnasium
    from gymnasium.utils.env_checker import check_env
    env = gymnasium.make(ptcg_v3.ENV_ID, decks="meta", opponent="random", seat="random")
    with warnings.catch_warnings():
        warnings.simplefilter("error")       # no checker warning either
        check_env(env.unwrapped, skip_render_check=True)


# -- the frozen layout ---------------------------------------------------------------------
def test_the_v3_layout_is_frozen():
    """Changing these breaks every trained model: make encoding_v4 / ptcg_v4 instead."""
    shapes = {name: shape for name, (_, shape) in enc.LAYOUT.shapes.items()}
    assert shapes == {"global": (83,), "decision": (2,), "entity_card": (60,), "entity_attached": (60, 4),
                      "entity_features": (60, 77), "entity_mask": (60,), "option_kind": (64,),
                      "option_card": (64,), "option_refs": (64, 3), "option_features": (64, 28),
                      "action_mask": (64,)}
    assert (enc.CARD_VOCAB, enc.N_ENTITIES, enc.MAX_OPTIONS) == (1432, 60, 64)
    assert {b: enc.ENTITY_BLOCKS[b] for b in enc.ENTITY_BLOCKS} == {
        "none": (0, 1), "my_pokemon": (1, 9), "opponent_pokemon": (10, 9), "stadium": (19, 1),
        "hand": (20, 32), "opponent_known_hand": (52, 8)}
    vocab = [enc.GLOBAL_COLUMNS, enc.ENTITY_COLUMNS, enc.OPTION_COLUMNS, enc.OPTION_KINDS, enc.DECISION_KINDS]
    digest = hashlib.sha256(repr(vocab).encode()).hexdigest()[:16]
    assert digest == "a7d8311969cc7fe6"
    assert enc.CARD_TABLE.shape == (1432, len(enc.CARD_COLUMNS)) == (1432, 44)
    for name in enc.LAYOUT.names:                                  # the docstring's table names each array
        assert f"``{name}``" in enc.__doc__


def test_card_indices_are_card_ids_and_zero_is_padding():
    assert enc.card_index(DRAGAPULT) == DRAGAPULT and enc.card_index(0) == 0
    assert enc.card_index(enc.CARD_VOCAB + 5) == 0
    assert not enc.CARD_TABLE[0].any() and enc.CARD_TABLE[DRAGAPULT, enc.CARD_COLUMNS.index("ex")] == 1


# -- what the arrays say -------------------------------------------------------------------------
def _scenario_obs():
    s = Scenario()
    s.active(0, SNOVER, energy=[W, W, BOOMERANG], tools=[LUCKY_HELMET], damage=30, conditions=["poisoned"])
    s.bench(0, SCORBUNNY, energy=[FIRE])
    s.hand(0, [W, SCORBUNNY]).active(1, DRAGAPULT, damage=20).bench(1, SCORBUNNY)
    s.stadium(COMMUNITY_CENTER, owner=1).discard(0, [W, W, FIRE])
    t = s.start()
    return t, enc.encode(t.game, 0)


def test_entities_hold_the_board_the_hand_and_the_stadium():
    t, obs = _scenario_obs()
    ef, card = obs["entity_features"], obs["entity_card"]
    c = lambda name: column("entity_features", name)              # noqa: E731
    me, opp = entity_row("my_pokemon", 0), entity_row("opponent_pokemon", 0)
    assert card[me] == SNOVER and card[entity_row("my_pokemon", 1)] == SCORBUNNY
    assert card[opp] == DRAGAPULT and card[entity_row("opponent_pokemon", 1)] == SCORBUNNY
    assert ef[me, c("is_my_active")] == ef[me, c("mine")] == 1 and ef[opp, c("is_opponent_active")] == 1
    assert ef[me, c("hp")] == pytest.approx(90 / 400) and ef[me, c("damage")] == pytest.approx(30 / 400)
    assert ef[me, c("remaining_hp")] == pytest.approx(60 / 400)
    assert ef[me, c("energy_water")] == pytest.approx(2 / 5) and ef[me, c("special_energy")] == pytest.approx(1 / 5)
    assert ef[me, c("poisoned")] == 1 and ef[me, c("asleep")] == 0
    assert ef[me, c("tools")] == pytest.approx(0.5)
    assert sorted(obs["entity_attached"][me]) == [0, 0, BOOMERANG, LUCKY_HELMET]
    assert ef[entity_row("my_pokemon", 1), c("energy_fire")] == pytest.approx(1 / 5)
    assert ef[opp, c("damage")] == pytest.approx(20 / 400) and ef[opp, c("type_dragon")] == 1
    assert card[entity_row("stadium")] == COMMUNITY_CENTER
    hand = [int(card[entity_row("hand", i)]) for i in range(2)]
    assert sorted(hand) == sorted([W, SCORBUNNY]) and card[entity_row("hand", 2)] == 0
    assert list(obs["entity_mask"]).count(1) == 2 + 2 + 1 + 2 and obs["entity_mask"][0] == 0
    g = obs["global"]
    gc = lambda name: column("global", name)                       # noqa: E731
    assert g[gc("my_discard")] == pytest.approx(3 / 60) and g[gc("my_discard_energy_water")] == pytest.approx(2 / 20)
    assert g[gc("stadium_opponent")] == 1 and g[gc("my_turn")] == 1 and g[gc("decision_main")] == 1
    assert obs["decision"][0] == enc.DECISION_KINDS.index("main")
    assert ((0 <= obs["entity_features"]) & (obs["entity_features"] <= 1)).all()


def test_options_name_their_card_source_and_target_entities():
    t, obs = _scenario_obs()
    opts = t.game.legal_options
    assert obs["action_mask"].sum() == len(opts) and obs["action_mask"][:len(opts)].all()
    rows = {o: i for i, o in enumerate(opts)}
    kind = lambda o: enc.OPTION_KINDS[obs["option_kind"][rows[o]]]  # noqa: E731
    refs = lambda o: tuple(obs["option_refs"][rows[o]])          # noqa: E731
    hand = t.state.players[0].hand
    w_row = entity_row("hand", sorted(hand).index(next(c for c in hand if c >> 7 == W)))
    attach = next(o for o in opts if o[0] == "attach" and o[1] >> 7 == W and o[2] == 1)
    assert kind(attach) == "attach" and refs(attach) == (w_row, 0, entity_row("my_pokemon", 1))
    assert obs["option_card"][rows[attach]] == W
    assert obs["option_features"][rows[attach], column("option_features", "zone_hand")] == 1
    bench = next(o for o in opts if o[0] == "bench")
    assert kind(bench) == "bench" and obs["option_card"][rows[bench]] == SCORBUNNY
    attack = next(o for o in opts if o[0] == "attack")
    assert kind(attack) == "attack" and refs(attack) == (0, entity_row("my_pokemon", 0), 0)
    assert obs["option_features"][rows[attack], column("option_features", "attack_damage")] > 0
    retreat = next(o for o in opts if o[0] == "retreat")
    assert refs(retreat) == (0, entity_row("my_pokemon", 0), entity_row("my_pokemon", 1))
    assert kind(("end",)) == "end" and refs(("end",)) == (0, 0, 0)
    assert not obs["option_kind"][len(opts):].any() and not obs["option_refs"][len(opts):].any()


def test_pokemon_and_card_choices_point_at_the_board_and_zones():
    t, _ = _scenario_obs()
    game = t.game
    game._decision = Decision(0, CHOOSE_POKEMON, ((1, 0), (1, 1), (0, 1)), "Choose a Pokémon", source=DRAGAPULT)
    obs = enc.encode(game, 0)
    assert [tuple(r) for r in obs["option_refs"][:3]] == [
        (0, 0, entity_row("opponent_pokemon", 0)), (0, 0, entity_row("opponent_pokemon", 1)),
        (0, 0, entity_row("my_pokemon", 1))]
    assert list(obs["option_card"][:3]) == [DRAGAPULT, SCORBUNNY, SCORBUNNY]
    assert obs["option_features"][0, column("option_features", "target_opponent")] == 1
    assert obs["decision"][1] == DRAGAPULT
    me = game.state.players[0]
    discarded, attached = me.discard[0], me.active.energy[-1]
    game._decision = Decision(0, "choose_card", (discarded, attached, "done"), "Choose a card (0/2 chosen)")
    obs = enc.encode(game, 0)
    f = lambda i, name: obs["option_features"][i, column("option_features", name)]  # noqa: E731
    assert f(0, "zone_own_discard") == 1 and f(1, "zone_in_play") == 1
    assert tuple(obs["option_refs"][1]) == (0, entity_row("my_pokemon", 0), 0)
    assert enc.OPTION_KINDS[obs["option_kind"][2]] == "done"
    assert obs["global"][column("global", "picks_total")] == pytest.approx(0.2)
    assert obs["global"][column("global", "optional")] == 1


def test_pokemon_rows_agree_with_the_players_view_hp_damage_and_energy():
    from ptcg.view import PlayerView
    c = lambda name: column("entity_features", name)              # noqa: E731
    checked = 0
    for game in _random_states(decks=("teal_mask_ogerpon", "mega_lucario_solrock", "ns_zoroark"), games=3, every=6):
        for player in (0, 1):
            view, obs = PlayerView(game, player), enc.encode(game, player)
            for side, start in ((player, 1), (1 - player, 10)):
                for pos, mon in enumerate((view.in_play[side] or [])[:9]):
                    row = obs["entity_features"][start + pos]
                    assert obs["entity_card"][start + pos] == mon["id"]
                    assert row[c("hp")] == pytest.approx(min(mon["hp"] / 400, 1), abs=1e-6)
                    assert row[c("damage")] == pytest.approx(min(mon["damage"] / 400, 1), abs=1e-6)
                    assert row[c("energy_total")] == pytest.approx(min(len(mon["energy"]) / 10, 1), abs=1e-6)
                    assert all(row[c(k)] == (k in mon["conditions"]) for k in enc.CONDITIONS)
                    checked += 1
    assert checked > 300


def test_too_many_options_raise_a_named_error():
    game = Game(MIRROR, MIRROR, seed=1, log=False)
    game._decision = Decision(game.decision.player, CHOOSE_NUMBER, tuple(range(100)), "How many?")
    with pytest.raises(enc.ActionSpaceError, match="100 options"):
        enc.encode(game, game.decision.player)
    assert enc.Encoder(max_options=128).encode(game, game.decision.player)["action_mask"].sum() == 100


def test_every_observation_is_inside_the_space_and_masks_match_the_options():
    space = enc.observation_space()
    checked = 0
    for game in _random_states(games=2, every=3):
        d = game.decision
        for player in (0, 1):
            obs = enc.encode(game, player)
            assert space.contains(obs)
            n = len(d.options) if d.player == player else 0
            assert obs["action_mask"].sum() == n and obs["action_mask"][:n].all()
            refs = obs["option_refs"][:n]
            assert obs["entity_mask"][refs[refs > 0]].all()     # references name present entities
            checked += 1
    assert checked > 100


# -- nothing hidden -------------------------------------------------------------------------------
def _twin(game, player: int, rng: random.Random):
    """A copy of ``game`` that differs only in what ``player`` can't see: the opponent's hand
    swapped with deck cards (same size), both decks and both Prize piles reordered."""
    twin = game.clone()
    g = twin.state
    opp, me = g.players[1 - player], g.players[player]
    known = set(opp.revealed) & set(opp.hand)
    hidden = [c for c in opp.hand if c not in known]
    pool = hidden + opp.deck + opp.prizes
    rng.shuffle(pool)
    opp.hand[:] = [c for c in opp.hand if c in known] + pool[:len(hidden)]
    opp.deck[:] = pool[len(hidden):len(hidden) + len(opp.deck)]
    opp.prizes[:] = pool[len(hidden) + len(opp.deck):]
    own = me.deck + me.prizes
    rng.shuffle(own)
    me.deck[:], me.prizes[:] = own[:len(me.deck)], own[len(me.deck):]
    return twin


def test_a_twin_differing_only_in_hidden_cards_gives_the_same_observation():
    rng = random.Random(3)
    compared = changed = 0
    for game in _random_states(games=3, every=4, seed=11):
        d = game.decision
        if d.kind not in ("main", "promote", "choose_pokemon", "yes_no", "choose_number") or game.state.phase != "play":
            continue      # card choices may show hidden cards to the chooser; the main loop covers the rest
        for player in (0, 1):
            twin = _twin(game, player, rng)
            opp = 1 - player
            changed += twin.state.players[opp].hand != game.state.players[opp].hand
            a, b = enc.encode(game, player), enc.encode(twin, player)
            for name in a:
                assert np.array_equal(a[name], b[name]), (name, d)
            compared += 1
    assert compared > 50 and changed > 20


def test_observations_do_not_change_when_hidden_cards_are_dealt_again():
    checked = 0
    for k, game in enumerate(_random_states(games=2, every=7, seed=5)):
        for player in (0, 1):
            world = determinize(game, player, seed=k)
            a, b = enc.encode(game, player), enc.encode(world, player)
            assert all(np.array_equal(a[n], b[n]) for n in a)
            checked += 1
    assert checked > 20


def test_the_opponent_sees_no_decision_and_no_options_of_mine():
    game = Game(MIRROR, MIRROR, seed=2, log=False)
    while game.state.phase == "setup":
        game.apply(game.legal_options[0])
    other = 1 - game.decision.player
    obs = enc.encode(game, other)
    assert not obs["action_mask"].any() and not obs["option_kind"].any() and obs["decision"][0] == 0
    assert obs["global"][column("global", "to_act")] == 0


def test_the_opponents_setup_pokemon_stay_face_down():
    game = Game(MIRROR, MIRROR, seed=4, log=False)
    while game.state.phase == "setup" and game.state.players[game.decision.player].active is None:
        game.apply(game.legal_options[0])
    me = 1 - game.decision.player
    if game.state.players[1 - me].active is not None and game.state.phase == "setup":
        obs = enc.encode(game, me)
        assert not obs["entity_mask"][entity_row("opponent_pokemon", 0):entity_row("opponent_pokemon", 8) + 1].any()


# -- the environments -------------------------------------------------------------------------------
def _episode(env, seed):
    env.reset(seed=seed)
    for i, agent in enumerate(env.possible_agents):
        env.action_space(agent).seed(seed + i)
    played = []
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, info = env.last()
        action = None if terminated or truncated else int(env.action_space(agent).sample(obs["action_mask"]))
        played.append((agent, action, reward))
        env.step(action)
    return played


def test_decks_are_drawn_per_episode_from_the_pool_and_follow_the_seed():
    env = ptcg_v3.env(decks=[MIRROR, "teal_mask_ogerpon", "marnies_grimmsnarl"], max_steps=30)
    seen = set()
    for seed in range(12):
        env.reset(seed=seed)
        seen.add(env.unwrapped.game.deck_names)
    assert len(seen) >= 4
    env.reset(seed=7)
    again = ptcg_v3.env(decks=[MIRROR, "teal_mask_ogerpon", "marnies_grimmsnarl"])
    again.reset(seed=7)
    assert again.unwrapped.game.deck_names == env.unwrapped.game.deck_names
    assert again.unwrapped.game_seed == 7
    mirror = ptcg_v3.env(decks="meta", mirror=True)
    for seed in range(4):
        mirror.reset(seed=seed)
        a, b = mirror.unwrapped.game.deck_names
        assert a == b
    assert set(ptcg_v3.raw_env(decks="builtin").deck_pool.names) == set(builtin_decks())
    assert "mega_abomasnow" not in ptcg_v3.raw_env(decks="meta").deck_pool.names


def test_the_same_seed_and_actions_give_the_same_episode_and_infos_hide_the_seed():
    first = _episode(ptcg_v3.env(decks="meta"), 5)
    assert first == _episode(ptcg_v3.env(decks="meta"), 5)
    env = ptcg_v3.env(decks="meta")
    env.reset(seed=5)
    assert set(env.infos["player_0"]) == {"turn", "deck"}


def test_bad_arguments_get_named_errors():
    with pytest.raises(DeckFormatError, match="no built-in deck"):
        ptcg_v3.env(decks="nonsense_pool_name_that_is_no_file")
    with pytest.raises(DeckFormatError):
        ptcg_v3.env(decks=["no_such_deck"])
    with pytest.raises(UnknownCardError):
        ptcg_v3.env(decks=[[99999] * 60])
    with pytest.raises(ValueError, match="empty"):
        ptcg_v3.env(decks=[])
    with pytest.raises(ValueError):
        ptcg_v3.env(illegal_action="ignore")
    with pytest.raises(ValueError):
        ptcg_v3.SingleAgentEnv(seat=2)
    with pytest.raises(TypeError):
        ptcg_v3.SingleAgentEnv(opponent=42)


def test_an_illegal_action_raises_naming_the_problem_and_changes_nothing():
    env = ptcg_v3.env(decks=MIRROR, seed=3)
    env.reset()
    game = env.unwrapped.game
    before = repr(game.state.players[0].hand), len(game._record)
    n = len(game.legal_options)
    with pytest.raises(IllegalActionError, match="legal actions are 0"):
        env.step(n)
    with pytest.raises(IllegalActionError):
        env.step(-1)
    with pytest.raises(IllegalActionError):
        env.step("0")
    assert (repr(game.state.players[0].hand), len(game._record)) == before
    lose = ptcg_v3.env(decks=MIRROR, seed=3, illegal_action="lose")
    lose.reset()
    agent = lose.agent_selection
    lose.step(63)
    assert lose.unwrapped.game.is_over() and lose.rewards[agent] == -1


def test_single_agent_env_plays_against_a_policy_opponent_and_an_agent():
    calls = []

    def first_legal(obs):
        calls.append(obs["action_mask"].shape)
        return obs["action_mask"].argmax(axis=1)

    for opponent in (first_legal, "greedy"):
        env = ptcg_v3.SingleAgentEnv(decks=MIRROR, opponent=opponent, seat="random", seed=2, max_steps=400)
        obs, info = env.reset()
        done = False
        while not done:
            assert env.observation_space.contains(obs) and obs["action_mask"].any()
            assert env.game.decision.player == env.seat
            obs, reward, terminated, truncated, info = env.step(int(np.flatnonzero(obs["action_mask"])[0]))
            done = terminated or truncated
        assert info["opponent"] in ("first_legal", "greedy")
    assert calls and all(shape == (1, enc.MAX_OPTIONS) for shape in calls)


def test_vector_env_batches_games_and_matches_the_single_agent_env():
    envs = vector_env(3, decks="meta", opponent="random", seed=0)
    assert isinstance(envs, PTCGVectorEnv) and envs.metadata["autoreset_mode"].value == "NextStep"
    obs, info = envs.reset(seed=40)
    assert envs.observation_space.contains(obs) and obs["option_refs"].shape == (3, 64, 3)
    single = ptcg_v3.SingleAgentEnv(decks="meta", opponent="random", seat="random")
    for i in range(3):
        one, one_info = single.reset(seed=40 + i)
        assert one_info["seat"] == info["seat"][i]
        assert all(np.array_equal(one[k], obs[k][i]) for k in one)


@pytest.mark.parametrize("mode", ["NextStep", "SameStep"])
def test_vector_env_autoresets_finished_games(mode):
    envs = vector_env(4, decks=MIRROR, opponent="random", autoreset_mode=mode, max_steps=60)
    obs, _ = envs.reset(seed=1)
    rng = np.random.default_rng(0)
    ended = 0
    for _ in range(120):
        actions = [rng.choice(np.flatnonzero(m)) if m.any() else 0 for m in obs["action_mask"]]
        obs, rewards, term, trunc, info = envs.step(np.array(actions))
        done = term | trunc
        ended += done.sum()
        if mode == "SameStep":
            assert obs["action_mask"].any(axis=1).all()          # every game is live again
            for i in np.flatnonzero(done):
                final = info["final_obs"][i]
                assert info["final_info"][i]["seat"] in (0, 1)
                assert not (term[i] and final["action_mask"].any())  # a finished game asks nothing
        else:
            assert not obs["action_mask"][term].any()             # the next step restarts them
        assert set(np.unique(rewards)) <= {-1.0, 0.0, 1.0}
    assert ended >= 4


def test_vector_env_illegal_actions_concede_or_raise_before_any_change():
    envs = vector_env(2, decks=MIRROR, opponent="random", illegal_action="raise")
    obs, _ = envs.reset(seed=3)
    records = [len(g._record) for g in envs.games]
    good = int(np.flatnonzero(obs["action_mask"][0])[0])
    with pytest.raises(IllegalActionError):
        envs.step(np.array([good, 63]))
    assert [len(g._record) for g in envs.games] == records
    envs = vector_env(2, decks=MIRROR, opponent="random")
    obs, _ = envs.reset(seed=3)
    obs, rewards, term, trunc, info = envs.step(np.array([good, 63]))
    assert term[1] and rewards[1] == -1 and info["_illegal_action"][1]


def test_policy_opponents_are_called_in_batches_and_checked():
    sizes = []

    def first_legal(obs):
        sizes.append(len(obs["action_mask"]))
        return obs["action_mask"].argmax(axis=1)

    envs = vector_env(6, decks=MIRROR, opponent=first_legal, seat=0)
    obs, _ = envs.reset(seed=0)
    for _ in range(20):
        obs, *_ = envs.step(np.array([np.flatnonzero(m)[0] if m.any() else 0 for m in obs["action_mask"]]))
    assert max(sizes) > 1                                           # several games per call
    bad = vector_env(2, decks=MIRROR, opponent=lambda obs: np.full(len(obs["action_mask"]), 63), seat=0)
    with pytest.raises(OpponentError, match="outside the action mask"):
        obs, _ = bad.reset(seed=0)
        for _ in range(50):
            obs, *_ = bad.step(np.array([np.flatnonzero(m)[0] if m.any() else 0 for m in obs["action_mask"]]))


def test_opponent_pool_keeps_fixed_members_weights_and_the_newest_snapshots():
    pool = OpponentPool(["random", "greedy"], weights=[3, 0], max_size=2, latest=0.0)
    rng = random.Random(0)
    assert {pool.sample(rng).name for _ in range(50)} == {"random"}
    for k in range(3):
        pool.add(lambda obs: obs["action_mask"].argmax(axis=1), name=f"s{k}")
    assert pool.names == ["random", "greedy", "s1", "s2"]
    pool.latest = 1.0
    assert pool.sample(rng).name == "s2"
    with pytest.raises(ValueError):
        OpponentPool(["random"], weights=[1, 2])
    with pytest.raises(TypeError):
        OpponentPool([42])


def test_docstring_examples_run():
    from ptcg.env import _match, vector
    for module in (enc, ptcg_v3, vector, _match):
        failed, attempted = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
        assert failed == 0 and attempted > 0, module.__name__


def test_the_training_script_runs_a_few_updates(tmp_path):
    pytest.importorskip("torch")
    pytest.importorskip("matplotlib")
    import importlib.util
    path = Path(__file__).resolve().parents[1] / "examples" / "train_pointer_policy.py"
    spec = importlib.util.spec_from_file_location("train_pointer_policy", path)
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    script.main(["--minutes", "0.05", "--envs", "4", "--rollout", "8", "--minibatch", "16", "--eval-games", "2",
                 "--eval-every", "1000", "--snapshot-every", "1", "--out", str(tmp_path)])
    assert (tmp_path / "curve.csv").read_text().count("\n") >= 3 and (tmp_path / "curve.png").exists()


def test_the_readme_rl_examples_run(capsys):
    import re
    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Reinforcement learning", 1)[1].split("\n## ", 1)[0]
    blocks = re.findall(r"```python\n(.*?)```", section, re.S)
    assert len(blocks) >= 2
    for code in blocks:
        exec(compile(code, "README.md", "exec"), {})
    out = capsys.readouterr().out
    assert "wins" in out or "draw" in out
