"""The agents: greedy and MCTS choose legal, sensible options; MCTS is reproducible."""

import random

import pytest

from ptcg import Game
from ptcg.agents import RandomAgent, make_agent, play_game
from ptcg.agents.greedy import GreedyAgent, missing_energy
from ptcg.agents.mcts import MCTSAgent, evaluate, sample_world
from ptcg.cards.db import CARD_LIST
from ptcg.testing import Scenario
from ptcg.view import PlayerView

W, SNOVER, KYOGRE, SCORBUNNY = 3, 722, 721, 151
META_PAIRS = [("dragapult_ex", "marnies_grimmsnarl"), ("hops_trevenant", "mega_lucario_solrock")]


def _attack_option(options, name):
    for o in options:
        if o[0] == "attack" and any(a.id == o[1] and a.name == name for c in CARD_LIST if c for a in c.attacks):
            return o
    raise AssertionError(f"no attack {name} among {options}")


def _ko_position():
    """Snover ({W}{W}) against a damaged Scorbunny (Weakness {W}): Icy Snow (30 x 2) knocks
    it out, Beat (10 x 2) does not."""
    s = Scenario()
    s.active(0, SNOVER, energy=[W, W]).active(1, SCORBUNNY, damage=20).bench(1, SCORBUNNY)
    return s.start()


def test_greedy_attacks_with_the_attack_that_knocks_out():
    t = _ko_position()
    choice = GreedyAgent(seed=1).act(t.game)
    assert choice == _attack_option(t.options, "Icy Snow")


def test_greedy_attaches_energy_to_the_active_that_it_lets_attack():
    s = Scenario()
    s.active(0, SNOVER, energy=[W]).bench(0, KYOGRE).hand(0, [W]).active(1, SCORBUNNY)
    t = s.start()
    choice = GreedyAgent(seed=1).act(t.game)
    assert choice[0] == "attach" and choice[2] == 0          # Icy Snow becomes usable
    t.apply(choice)
    assert GreedyAgent(seed=1).act(t.game) == _attack_option(t.options, "Icy Snow")


def test_greedy_benches_a_basic_when_alone_in_play():
    s = Scenario()
    s.active(0, SNOVER).hand(0, [KYOGRE]).active(1, SCORBUNNY)
    t = s.start()
    assert GreedyAgent(seed=1).act(t.game)[0] == "bench"


def test_missing_energy_counts_typed_symbols_then_colorless():
    water, fire = 1 << 3, 1 << 2
    assert missing_energy((3, 0, 0), [water]) == 2
    assert missing_energy((3, 0), [fire, fire]) == 1          # the {W} can't be paid by {R}
    assert missing_energy((0, 0), [fire, water]) == 0


@pytest.mark.parametrize("decks", [("mega_abomasnow", "fire_cinderace")] + META_PAIRS)
def test_greedy_plays_whole_games_with_legal_options(decks):
    for seed in range(2):
        game = Game(*decks, seed=seed, allow_unimplemented=True, log=False)
        result = play_game(game, [GreedyAgent(seed), GreedyAgent(seed + 7)], max_decisions=5000)
        assert result is not None


def test_greedy_beats_random_on_the_sample_mirror():
    wins = 0
    for seed in range(6):
        for seat in (0, 1):
            game = Game("mega_abomasnow", "mega_abomasnow", seed=seed, log=False)
            agents = [None, None]
            agents[seat], agents[1 - seat] = GreedyAgent(seed), RandomAgent(seed)
            wins += play_game(game, agents).winner == seat
    assert wins >= 10


def test_mcts_finds_the_knock_out():
    t = _ko_position()
    agent = MCTSAgent(seed=3, iterations=24)
    assert agent.act(t.game) == _attack_option(t.options, "Icy Snow")
    assert 0 < agent.last_iterations <= 24


def _mcts_choices(seed: int, steps: int) -> list:
    game = Game("dragapult_ex", "mega_abomasnow", seed=11, allow_unimplemented=True, log=False)
    agents = [MCTSAgent(seed=seed, iterations=6), RandomAgent(5)]
    choices = []
    while not game.is_over() and len(choices) < steps:
        option = agents[game.decision.player].act(game)
        choices.append(option)
        game.apply(option)
    return choices


def test_mcts_with_an_iteration_budget_is_reproducible():
    assert _mcts_choices(4, 40) == _mcts_choices(4, 40)


def test_make_agent_reads_budgets():
    assert make_agent("mcts:12it").iterations == 12
    assert make_agent("mcts:0.25").seconds == 0.25
    assert make_agent("mcts:0.5s").seconds == 0.5
    assert make_agent("mcts:250ms").seconds == 0.25
    assert make_agent("mcts").seconds == 1.0
    assert isinstance(make_agent("greedy"), GreedyAgent)


@pytest.mark.parametrize("spec, words", [("mcts:fast", "budget must be"), ("mcts:0s", "positive"),
                                         ("mcts:-3it", "positive"), ("greedy:5", "takes no budget"),
                                         ("alphazero", "unknown agent")])
def test_make_agent_names_the_problem_of_a_bad_spec(spec, words):
    with pytest.raises(ValueError, match=words):
        make_agent(spec)


def test_sampled_worlds_look_the_same_to_the_player_but_deal_the_hidden_cards_anew():
    rnd = random.Random(2)
    game = Game("dragapult_ex", "marnies_grimmsnarl", seed=3, allow_unimplemented=True, log=False)
    checked = {"main": 0, "effect": 0}
    other_hands = 0
    while not game.is_over() and game.turn < 12:
        me = game.decision.player
        world = sample_world(game, me, rnd.getrandbits(32))
        assert world.legal_options == game.legal_options
        assert PlayerView(world, me).to_dict() == PlayerView(game, me).to_dict()
        opp = 1 - me
        other_hands += sorted(world.state.players[opp].hand) != sorted(game.state.players[opp].hand)
        checked["main" if game.decision.kind == "main" else "effect"] += 1
        game.apply(rnd.choice(game.legal_options))
    assert checked["main"] > 10 and checked["effect"] > 0
    assert other_hands > 5


def test_evaluate_is_one_for_a_win_and_favours_prize_cards_taken():
    t = _ko_position()
    even = evaluate(t.game, 0)
    t.state.players[0].prizes.pop()                        # player 0 took a Prize card
    assert evaluate(t.game, 0) > even > evaluate(t.game, 1)
    game = Game("mega_abomasnow", "fire_cinderace", seed=1, log=False)
    play_game(game, [RandomAgent(1), RandomAgent(2)])
    w = game.result.winner
    assert evaluate(game, w) == 1.0 and evaluate(game, 1 - w) == 0.0


@pytest.mark.parametrize("stadium, uses", [(1248, False), (1430, False), (1259, True)])
def test_greedy_uses_only_stadium_effects_that_help_it(stadium, uses):
    """Academy at Night (a hand card back on top: two greedy players stalled on it for
    200 turns) and Prism Tower (2 cards for 1) are left alone; Spikemuth Gym searches."""
    s = Scenario().active(0, SNOVER).active(1, SCORBUNNY).stadium(stadium, owner=1)
    s.hand(0, [KYOGRE, W, W]).deck(0, [W, 934, W])            # 934 Marnie's Impidimp
    t = s.start()
    assert t.can("stadium")
    chosen = []
    for _ in range(12):                                       # the agent's whole turn
        if not t.at_main(0):
            break
        option = GreedyAgent(seed=1).act(t.game)
        chosen.append(option[0])
        t.apply(option)
    assert ("stadium" in chosen) == uses
