"""I-G: game setup (procedure P10), its mulligan branches and the opponent's extra draws
(``Ruleset.mulligan_bonus``, I-G CONFLICT / III-03), and who goes first
(``Ruleset.first_player``).

Games are real ``Game`` objects.  Decks made of many or very few Basic Pokémon make the
branches likely; each test looks, among the first few hundred seeds, for one where its
branch happens (with the same first-option answers), then replays that game and checks
it step by step, so the tests do not depend on particular shuffles.
"""

import pytest

from ptcg import Game
from ptcg.ruleset import HALF_DECK, STANDARD
from ptcg.testing import DONE

W = 3
SNOVER, KYOGRE, CINDERACE = 722, 721, 666
MANY_BASICS = [SNOVER] * 15 + [KYOGRE] * 15 + [W] * 30
ONE_BASIC = [SNOVER] + [W] * 59
P0_FIRST = STANDARD.with_(first_player="player0")


def new_game(deck_a, deck_b, seed, rules=P0_FIRST):
    return Game(list(deck_a), list(deck_b), seed=seed, rules=rules, validate_decks=False)


def finish_setup(game, answer=None):
    """Answer every setup question (with ``answer(decision)`` or the first option); returns
    the decisions seen."""
    seen = []
    while game.decision is not None and game.decision.kind != "main":
        d = game.decision
        seen.append(d)
        game.apply(answer(d) if answer else d.options[0])
    return seen


def seed_where(deck_a, deck_b, happened, rules=P0_FIRST, answer=None):
    """The first seed whose setup, answered as ``finish_setup`` does, makes
    ``happened(game)`` true."""
    for seed in range(400):
        game = new_game(deck_a, deck_b, seed, rules)
        finish_setup(game, answer)
        if happened(game):
            return seed
    raise AssertionError("no seed found for the situation")


def mulligans(game):
    return [p.mulligans for p in game.state.players]


def line_index(game, text):
    return next(i for i, line in enumerate(game.log) if text in line)


# -- steps 1-4 --------------------------------------------------------------------------------


def test_I_G_P10_step1_and_step2_a_coin_decides_who_chooses_to_go_first_or_second():
    """Greeting (step 1) is not part of the engine: the game opens with step 2.  Our stand-in
    for rock-paper-scissors is a coin; its winner chooses."""
    for seed in range(6):
        game = new_game(MANY_BASICS, MANY_BASICS, seed, STANDARD)
        chooser = game.decision.player
        assert game.decision.kind == "go_first" and game.decision.options == ("first", "second")
        assert any("flips a coin for who chooses" in line for line in game.log)
        game.apply("second")
        assert game.state.first_player == 1 - chooser


def test_I_G_P10_step2_CONFLICT_player0_option_lets_player_0_choose():
    """``first_player="player0"``: as in the official simulator, player 0 chooses."""
    for seed in range(4):
        game = new_game(MANY_BASICS, MANY_BASICS, seed)
        assert game.decision.player == 0 and not any("flips" in line for line in game.log)
        game.apply("first")
        assert game.state.first_player == 0


def test_I_G_P10_step3_each_deck_is_shuffled_before_the_hands_are_drawn():
    game = new_game(MANY_BASICS, MANY_BASICS, 0)
    game.apply("first")
    for name in ("P1", "P2"):
        assert line_index(game, f"{name} shuffles their deck") < line_index(game, f"{name} draws 7 cards")
    # unshuffled, the top 7 cards would be the last 7 of the list: Basic {W} Energy only
    assert {c >> 7 for c in game.state.players[0].hand} != {W}


def test_I_G_P10_step4_each_player_draws_seven_cards():
    seed = seed_where(MANY_BASICS, MANY_BASICS, lambda g: mulligans(g) == [0, 0])
    game = new_game(MANY_BASICS, MANY_BASICS, seed)
    seen = finish_setup(game)
    assert sum("draws 7 cards" in line for line in game.log) == 2
    second = game.state.players[1]
    assert len(second.hand) + 1 + len(second.bench) == 7
    assert seen[0].kind == "go_first"


# -- step 5: the Active Pokémon and the mulligan branches ------------------------------------


def test_I_G_P10_step5_the_player_going_first_chooses_an_active_basic_first():
    def player_1_first(d):
        return "second" if d.kind == "go_first" else d.options[0]

    def both_basics_in_each_opening_hand(game):
        hands = [line for line in game.log if "draws 7 cards" in line]
        return len(hands) == 2 and all("Snover" in h and "Kyogre" in h for h in hands)
    seed = seed_where(MANY_BASICS, MANY_BASICS, both_basics_in_each_opening_hand, answer=player_1_first)
    game = new_game(MANY_BASICS, MANY_BASICS, seed)
    seen = finish_setup(game, player_1_first)
    actives = [d for d in seen if d.kind == "setup_active"]
    assert [d.player for d in actives] == [1, 0]
    for d in actives:
        assert {o >> 7 for o in d.options} == {SNOVER, KYOGRE}   # Basic Pokémon only


def test_I_G_P10_step5a_neither_has_a_basic_both_redraw_and_nobody_draws_extra():
    few = [SNOVER] * 3 + [W] * 57
    seed = seed_where(few, few, lambda g: mulligans(g) == [0, 0] and any("Neither" in line for line in g.log))
    game = new_game(few, few, seed)
    seen = finish_setup(game)
    assert "mulligan_draw" not in {d.kind for d in seen}
    for name in ("P1", "P2"):
        assert sum(f"{name} draws 7 cards" in line for line in game.log) >= 2
    second = game.state.players[1]
    assert len(second.hand) + 1 + len(second.bench) == 7


def test_I_G_P10_step5b_the_other_player_sets_up_through_the_prizes_before_the_redraws():
    seed = seed_where(MANY_BASICS, ONE_BASIC, lambda g: mulligans(g) == [0, 2])
    game = new_game(MANY_BASICS, ONE_BASIC, seed)
    seen = finish_setup(game)
    assert line_index(game, "P1 sets 6 Prize cards") < line_index(game, "P2 has no Basic Pokémon")
    assert seen[1].kind in ("setup_active", "setup_bench") and seen[1].player == 0


def test_I_G_P10_step5c_the_hand_without_a_basic_is_shown_and_returned_to_the_deck():
    seed = seed_where(MANY_BASICS, ONE_BASIC, lambda g: mulligans(g) == [0, 2])
    game = new_game(MANY_BASICS, ONE_BASIC, seed)
    finish_setup(game)
    for k in (1, 2):
        shown = line_index(game, f"P2 has no Basic Pokémon (mulligan {k}) and shows their hand")
        assert game.log[shown].count("Basic {W} Energy") == 7 and "Snover" not in game.log[shown]
        assert "P2 shuffles their deck" in game.log[shown + 1]


def test_I_G_P10_step5d_that_player_alone_redraws_until_a_basic_comes():
    seed = seed_where(MANY_BASICS, ONE_BASIC, lambda g: mulligans(g) == [0, 2])
    game = new_game(MANY_BASICS, ONE_BASIC, seed)
    finish_setup(game)
    assert sum("P2 draws 7 cards" in line for line in game.log) == 3
    assert sum("P1 draws 7 cards" in line for line in game.log) == 1
    p2 = game.state.players[1]
    assert p2.active.card.id == SNOVER and len(p2.hand) == 6 and len(p2.deck) == 60 - 7 - 6


# -- step 6: the Bench --------------------------------------------------------------------------


def test_I_G_P10_step6_basics_may_be_put_face_down_on_the_bench_or_not():
    seed = seed_where(MANY_BASICS, MANY_BASICS,
                      lambda g: mulligans(g) == [0, 0] and len(g.state.players[0].bench) >= 2)
    game = new_game(MANY_BASICS, MANY_BASICS, seed)
    seen = finish_setup(game, lambda d: DONE if d.kind == "setup_bench" and d.player == 0 else d.options[0])
    mine = [d for d in seen if d.kind == "setup_bench" and d.player == 0]
    assert len(mine) == 1 and DONE in mine[0].options
    assert all(o == DONE or o >> 7 in (SNOVER, KYOGRE) for o in mine[0].options)
    assert game.state.players[0].bench == []


def test_I_G_P10_step6_at_most_five_on_the_bench():
    game = new_game([SNOVER] * 60, [SNOVER] * 60, 1)
    finish_setup(game)
    assert len(game.state.players[0].bench) == 5 and len(game.state.players[1].bench) == 5


# -- step 7: Prize cards and the extra draws ---------------------------------------------------


def test_I_G_P10_step7_six_prize_cards_from_the_deck():
    seed = seed_where(MANY_BASICS, MANY_BASICS, lambda g: mulligans(g) == [0, 0])
    game = new_game(MANY_BASICS, MANY_BASICS, seed)
    finish_setup(game)
    for p in game.state.players:
        assert len(p.prizes) == 6
    assert len(game.state.players[1].deck) == 60 - 7 - 6


def test_I_G_P10_step7_NOTE_a_30_card_game_sets_3_prize_cards():
    deck = [SNOVER] * 10 + [W] * 20
    game = Game(deck, deck, seed=3, rules=HALF_DECK.with_(first_player="player0"), validate_decks=False)
    finish_setup(game)
    assert [len(p.prizes) for p in game.state.players] == [3, 3]


def test_I_G_P10_step7_the_opponent_may_declare_up_to_n_extra_cards_and_bench_basics_drawn():
    seed = seed_where(MANY_BASICS, ONE_BASIC, lambda g: mulligans(g)[1] >= 2)
    game = new_game(MANY_BASICS, ONE_BASIC, seed)
    game.apply("first")
    while game.decision.kind != "mulligan_draw":           # player 0 benches nothing yet
        d = game.decision
        game.apply(DONE if d.kind == "setup_bench" else d.options[0])
    n = game.state.players[1].mulligans
    assert game.decision.player == 0 and game.decision.options == tuple(range(n + 1))
    assert "P2 sets 6 Prize cards" in game.log[-1]         # asked once the Prizes are set
    p1 = game.state.players[0]
    hand_before = len(p1.hand)
    game.apply(n)
    assert len(p1.hand) == hand_before + n
    assert game.decision.kind == "setup_bench" and game.decision.player == 0
    game.apply(game.decision.options[0])
    assert len(p1.bench) == 1


def test_I_G_P10_step7_declaring_zero_draws_nothing():
    seed = seed_where(MANY_BASICS, ONE_BASIC, lambda g: mulligans(g)[1] >= 1)
    game = new_game(MANY_BASICS, ONE_BASIC, seed)
    finish_setup(game)                                     # the first option is 0
    p1 = game.state.players[0]
    assert len(p1.hand) + 1 + len(p1.bench) == 7 + 1       # 7, plus the turn-1 draw


@pytest.mark.parametrize("mode", ["all", "one_each", "none"])
def test_I_G_CONFLICT_mulligan_bonus_options(mode):
    """002 "all": exactly N, nothing asked; 000 "one_each": one 0-or-1 question per
    mulligan; "none": no extra cards."""
    rules = P0_FIRST.with_(mulligan_bonus=mode)
    seed = seed_where(MANY_BASICS, ONE_BASIC, lambda g: mulligans(g)[1] >= 2, rules)
    game = new_game(MANY_BASICS, ONE_BASIC, seed, rules)
    seen = finish_setup(game, lambda d: "first" if d.kind == "go_first" else d.options[-1])  # draw all

    n = game.state.players[1].mulligans
    asked = [d for d in seen if d.kind == "mulligan_draw"]
    p1 = game.state.players[0]
    in_hand = len(p1.hand) + 1 + len(p1.bench) - 1         # minus the turn-1 draw
    if mode == "all":
        assert asked == [] and in_hand == 7 + n
    elif mode == "one_each":
        assert [d.options for d in asked] == [(0, 1)] * n and in_hand == 7 + n
    else:
        assert asked == [] and in_hand == 7


# -- step 8 -------------------------------------------------------------------------------------


def test_I_G_P10_step8_the_game_starts_with_the_first_players_first_turn():
    game = new_game(MANY_BASICS, MANY_BASICS, 2)
    game.apply("second")
    finish_setup(game)
    g = game.state
    assert g.phase == "play" and g.turn == 1 and g.current == 1 == g.first_player
    assert game.decision.player == 1 and "-- Turn 1: P2 --" in game.log
    assert all(p.active is not None for p in g.players)


def test_I_G_NOTE_RC_078_cinderace_may_start_in_the_active_spot_without_a_basic():
    """Explosiveness (666 Cinderace) lets it be put face down as the Active Pokémon: a hand
    with Cinderace and no Basic Pokémon is kept."""
    deck = [CINDERACE, SNOVER] + [W] * 58

    def cinderace_without_basic(game):
        p = game.state.players[1]
        kept = p.hand + p.active.cards + [c for m in p.bench for c in m.cards]
        return p.mulligans == 0 and SNOVER not in {c >> 7 for c in kept}
    seed = seed_where(MANY_BASICS, deck, cinderace_without_basic)
    game = new_game(MANY_BASICS, deck, seed)
    finish_setup(game)
    assert game.state.players[1].active.card.id == CINDERACE
