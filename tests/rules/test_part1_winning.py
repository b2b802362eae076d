"""I-E: winning and losing — the three conditions (R1), conditions met at the same time
(the table of R2, as printed in 000 B-13 / 003 I-E), and what a draw leads to (R3 and its
CONFLICT: ``Ruleset.draw_resolution`` "draw", "tiebreak" (001) or "sudden_death" (000/003/004)).

The simultaneous positions are made with 82 Excadrill's Wild Tackle (180 damage, and 50 to
itself), which Knocks Out both Active Pokémon at once; "I" in the table is player 0, the
attacker.
"""

import pytest

from ptcg.ruleset import STANDARD
from ptcg.testing import Scenario

W, F = 3, 6
SNOVER, KYOGRE, EXCADRILL, DRILBUR, DUDUNSPARCE, DUNSPARCE = 722, 721, 82, 81, 66, 65
LILLIE = 1227


def both_actives_knocked_out(my_prizes, my_bench, their_prizes, their_bench, *, rules=STANDARD,
                             decks=None):
    """Player 0's Wild Tackle Knocks Out both Active Pokémon; the Table afterwards."""
    s = Scenario(rules=rules)
    s.active(0, EXCADRILL, under=[DRILBUR], energy=[F, F, F], damage=80).prizes(0, my_prizes)
    s.active(1, SNOVER).prizes(1, their_prizes)
    if my_bench:
        s.bench(0, SNOVER)
    if their_bench:
        s.bench(1, SNOVER)
    if decks:
        s.deck(0, decks).deck(1, decks)
    t = s.start()
    t.attack("Wild Tackle")
    return t


# -- R1: the three ways to lose ---------------------------------------------------------------


def test_I_E_R1a_taking_the_last_prize_card_wins():
    s = Scenario()
    s.active(0, SNOVER, energy=[W]).active(1, SNOVER, damage=80).bench(1, KYOGRE).prizes(0, 1)
    t = s.start()
    t.attack("Beat")
    r = t.game.result
    assert (r.winner, r.reason) == (0, "prizes") and t.decision is None


def test_I_E_R1b_no_pokemon_left_to_become_active_loses_whatever_the_prizes():
    s = Scenario()
    s.active(0, SNOVER, energy=[W]).active(1, SNOVER, damage=80)
    t = s.start()
    t.attack("Beat")
    r = t.game.result
    assert (r.winner, r.reason) == (0, "no_pokemon") and len(t.player(0).prizes) == 5


def test_I_E_R1b_an_active_pokemon_removed_without_a_knock_out_counts_too():
    """Dudunsparce's Run Away Draw shuffles the Active Dudunsparce into the deck: with no
    Benched Pokémon its player loses at once; with one, it is promoted."""
    s = Scenario()
    s.active(0, DUDUNSPARCE, under=[DUNSPARCE]).active(1, SNOVER)
    t = s.start()
    t.ability(0, 0)
    r = t.game.result
    assert (r.winner, r.reason) == (1, "no_pokemon")
    s = Scenario()
    s.active(0, DUDUNSPARCE, under=[DUNSPARCE]).bench(0, KYOGRE).active(1, SNOVER)
    t = s.start()
    t.ability(0, 0)
    assert t.game.result is None and t.mon(0).card.id == KYOGRE and t.decision.player == 0


def test_I_E_R1c_a_player_who_cannot_draw_at_the_start_of_the_turn_loses():
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER).deck(1, [])
    t = s.start()
    t.end_turn()
    r = t.game.result
    assert (r.winner, r.reason) == (0, "deck_out") and r.turn == 4


def test_I_E_R1c_NOTE_an_empty_deck_after_an_effect_does_not_lose_by_itself():
    """000 B-13 / 004 §6: Lillie's Determination draws what there is (2 of 8) and the game
    goes on; the loss comes only at the next start-of-turn draw."""
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER).hand(0, [LILLIE]).deck(0, [W, W])
    t = s.start()
    t.play(LILLIE)
    assert len(t.player(0).hand) == 2 and not t.player(0).deck and t.game.result is None
    t.end_turn().end_turn()
    assert (t.game.result.winner, t.game.result.reason) == (1, "deck_out")


# -- R2: conditions met at the same time ---------------------------------------------------------
# (1) I took all my Prizes  (2) the opponent took all theirs
# (3) I can't put out an Active Pokémon  (4) the opponent can't

TABLE = [
    # row id,      (1),   (2),   (3),   (4),   winner (0 = I, 1 = the opponent, None = draw)
    ("1_2_draw", True, True, False, False, None),
    ("3_4_draw", False, False, True, True, None),
    ("1_2_3_4_draw", True, True, True, True, None),
    ("1_3_draw", True, False, True, False, None),
    ("2_4_draw", False, True, False, True, None),
    ("1_2_4_win", True, True, False, True, 0),
    ("1_3_4_win", True, False, True, True, 0),
    ("1_4_win", True, False, False, True, 0),
    ("1_2_3_lose", True, True, True, False, 1),
    ("2_3_4_lose", False, True, True, True, 1),
    ("2_3_lose", False, True, True, False, 1),
]


@pytest.mark.parametrize("row, mine_all, theirs_all, i_cannot, they_cannot, winner",
                         TABLE, ids=[r[0] for r in TABLE])
def test_I_E_R2_table_row(row, mine_all, theirs_all, i_cannot, they_cannot, winner):
    t = both_actives_knocked_out(1 if mine_all else 4, not i_cannot, 1 if theirs_all else 4, not they_cannot)
    r = t.game.result
    assert r is not None and r.winner == winner
    if winner is None:
        assert r.reason == "draw"


# -- R3: draws --------------------------------------------------------------------------------


def test_I_E_R3_by_default_a_draw_ends_the_game():
    t = both_actives_knocked_out(1, True, 1, True)
    assert t.game.result.is_draw and t.decision is None and t.state.phase == "over"


def _set_up(game):
    """Answer the setup questions of a new game with the first option each time."""
    while game.decision.kind != "main":
        game.apply(game.legal_options[0])


def _knock_out_at_the_first_checkup(t):
    """At the first player's turn 1, the second player's Active is made Poisoned with 10 HP
    left (a state built directly); the turn ends and the Checkup Knocks it Out."""
    g = t.state
    loser = g.players[1 - g.current]
    assert loser.bench, "the test needs a Benched Pokémon on the losing side"
    loser.active.damage = loser.active.card.hp - 10
    loser.active.poison = 1
    t.end_turn()
    return 1 - loser.index


def test_I_E_R3_tiebreak_option_restarts_with_6_prizes_and_first_ahead_wins():
    """001: a new game with 6 Prize cards; the first player to have fewer Prize cards left
    than the other wins."""
    t = both_actives_knocked_out(1, True, 1, True, rules=STANDARD.with_(draw_resolution="tiebreak"),
                                 decks=[SNOVER] * 14 + [W] * 6)
    assert t.game.result is None and t.state.phase == "setup" and t.state.tiebreak == 2
    _set_up(t.game)
    assert [len(p.prizes) for p in t.state.players] == [6, 6] and t.state.turn == 1
    winner = _knock_out_at_the_first_checkup(t)
    r = t.game.result
    assert (r.winner, r.reason) == (winner, "tiebreak")
    assert len(t.player(winner).prizes) == 5


def test_I_E_R3_CONFLICT_sudden_death_option_restarts_with_1_prize_each():
    """000 / 003 / 004: Sudden Death, 1 Prize card each; taking it wins."""
    t = both_actives_knocked_out(1, True, 1, True, rules=STANDARD.with_(draw_resolution="sudden_death"),
                                 decks=[SNOVER] * 14 + [W] * 6)
    assert t.state.phase == "setup" and t.state.tiebreak == 1
    _set_up(t.game)
    assert [len(p.prizes) for p in t.state.players] == [1, 1]
    winner = _knock_out_at_the_first_checkup(t)
    r = t.game.result
    assert (r.winner, r.reason) == (winner, "prizes")


def test_I_E_R3_a_restarted_game_uses_every_card_of_each_player():
    t = both_actives_knocked_out(1, True, 1, True, rules=STANDARD.with_(draw_resolution="sudden_death"),
                                 decks=[SNOVER] * 14 + [W] * 6)
    _set_up(t.game)
    mine = sorted(c >> 7 for c in t.player(0).all_cards())
    assert mine == sorted([EXCADRILL, DRILBUR, F, F, F, SNOVER] + [SNOVER] * 14 + [W] * 6 + [W])
