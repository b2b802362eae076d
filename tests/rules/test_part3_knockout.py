"""RULES.md III-09 (Knock Out, per seed) and III-10 (winning and losing, per seed).

Knock Outs come from a vanilla attack (Charcadet's Will-O-Wisp, 20 damage, 40 against
Grass Pokémon) or from Poison during the Checkup.  A double Knock Out during an attack
uses a stand-in for Electrike's Thunder Jolt (30 damage and 10 to itself), registered for
one test, so the test does not depend on another module's card code.
"""

import pytest

from ptcg.cards.db import CARDS, PRIZES_BY_RULE
from ptcg.decisions import MAIN, PROMOTE
from ptcg.rules import zones as Z
from ptcg.rules.conditions import make_poisoned
from ptcg.rules.winning import GameOver, lose, win
from ptcg.ruleset import HALF_DECK, Ruleset
from ptcg.testing import Scenario, stand_in_attack

L, R, G = 4, 2, 1
GROOKEY, CHARCADET, SNEASEL, ELECTRIKE = 89, 319, 334, 736
DRAGAPULT_EX, MEGA_ABOMASNOW, SNOVER = 121, 723, 722
MAX_BELT = 1158


def attacker(**kw):
    """Player 0's Charcadet ({R}: Will-O-Wisp) with a Benched Sneasel; turn 3."""
    return Scenario(**kw).active(0, CHARCADET, energy=[R]).bench(0, SNEASEL)


def thunder_jolt():
    """Electrike's Thunder Jolt, stood in for: its printed damage, and 10 damage to itself."""
    def self_hit(g, a):
        a.self_damage = 10
    return stand_in_attack(CARDS[ELECTRIKE].attacks[0].id, damage=self_hit)


def both_poisoned_at_10_hp(s):
    """Poison both Actives with 10 HP left (Charcadet 70 HP): the Checkup KOs both."""
    t = s.start()
    for pl in (0, 1):
        t.mon(pl).damage = 60
        make_poisoned(t.state, t.mon(pl))
    return t


# -- III-09 Knock Out ---------------------------------------------------------------------------

def test_III_09_R1_knocked_out_when_damage_reaches_hp_with_all_attached_cards_discarded():
    s = attacker().active(1, GROOKEY, damage=20, energy=[G], tools=[MAX_BELT]).bench(1, SNEASEL)
    t = s.start()
    t.attack("Will-O-Wisp")                                   # 20 + 40 = 60 < 70: still in play
    assert t.mon(1).cid == GROOKEY and t.mon(1).damage == 60
    t = attacker().active(1, GROOKEY, damage=30, energy=[G], tools=[MAX_BELT]).bench(1, SNEASEL).start()
    mon = t.mon(1)
    t.attack("Will-O-Wisp")                                   # exactly 70: Knocked Out
    assert t.discard_ids(1) == sorted([GROOKEY, G, MAX_BELT])
    assert mon not in t.player(1).in_play() and t.mon(1).cid == SNEASEL


def test_III_09_R2_one_prize_per_knock_out_more_for_rule_box_pokemon():
    cases = ((GROOKEY, 30, [], 1), (DRAGAPULT_EX, 300, [], 2), (MEGA_ABOMASNOW, 330, [SNOVER], 3))
    for defender, damage, under, prizes in cases:
        t = attacker().active(1, defender, damage=damage, under=under).bench(1, SNEASEL).start()
        t.attack("Will-O-Wisp")
        assert len(t.player(0).prizes) == 6 - prizes, defender
    # older categories keep their counts in the card facts' table (III-14): EX, GX, V 2;
    # VMAX, TAG TEAM, V-UNION 3
    assert [PRIZES_BY_RULE[k] for k in ("EX", "gx", "v", "vstar", "vmax", "tag_team", "v_union")] == \
        [2, 2, 2, 2, 3, 3, 3]


def test_III_09_R2_as_many_prizes_as_pokemon_knocked_out():
    s = attacker().active(1, GROOKEY, damage=30).bench(1, SNEASEL).bench(1, GROOKEY)
    t = s.start()
    t.mon(1, 2).damage = 70                                   # e.g. counters placed earlier
    t.attack("Will-O-Wisp")
    assert len(t.player(0).prizes) == 4 and len(t.player(0).hand) == 2


def test_III_09_R3_no_benched_pokemon_to_promote_loses_whatever_the_prizes():
    t = attacker().active(1, GROOKEY, damage=30).start()
    assert len(t.player(1).prizes) == 6
    t.attack("Will-O-Wisp")
    assert t.game.is_over()
    assert (t.game.result.winner, t.game.result.reason) == (0, "no_pokemon")


def test_III_09_R4_double_knock_out_in_an_attack_the_hit_side_promotes_first():
    with thunder_jolt():
        s = Scenario().active(0, ELECTRIKE, energy=[L], damage=60).bench(0, SNEASEL).bench(0, GROOKEY)
        s.active(1, CHARCADET, damage=40).bench(1, SNEASEL).bench(1, GROOKEY)
        t = s.start()
        t.attack("Thunder Jolt")
        assert (t.decision.kind, t.decision.player) == (PROMOTE, 1)  # next turn's player first
        t.choose(1)
        assert (t.decision.kind, t.decision.player) == (PROMOTE, 0)
        t.choose(2)
        assert t.state.turn == 4 and (t.mon(0).cid, t.mon(1).cid) == (GROOKEY, SNEASEL)


def test_III_09_R4_double_knock_out_in_the_checkup_next_turn_player_first():
    s = attacker().bench(0, GROOKEY).active(1, CHARCADET).bench(1, SNEASEL).bench(1, GROOKEY)
    t = both_poisoned_at_10_hp(s)
    t.end_turn()
    assert (t.decision.kind, t.decision.player) == (PROMOTE, 1)
    t.choose(1)
    assert (t.decision.kind, t.decision.player) == (PROMOTE, 0)


def test_III_09_R5_discard_then_prizes_then_promotion():
    s = attacker().active(1, GROOKEY, damage=30, energy=[G]).bench(1, SNEASEL).bench(1, GROOKEY)
    t = s.start()
    t.attack("Will-O-Wisp")
    assert t.decision.kind == PROMOTE and t.player(1).active is None
    assert t.discard_ids(1) == [G, GROOKEY]                   # already discarded
    assert len(t.player(0).prizes) == 5                       # Prize already taken


def test_III_09_R6_simultaneous_when_knocked_out_steps_go_turn_player_first():
    """001: the turn player orders them (003: each owner).  The engine runs step 2 for the
    turn player's Pokémon first."""
    with thunder_jolt():
        s = Scenario().active(0, ELECTRIKE, energy=[L], damage=60).bench(0, SNEASEL)
        s.active(1, CHARCADET, damage=40).bench(1, SNEASEL)
        t = s.start()
        start = len(t.log)
        t.attack("Thunder Jolt")
        knocked = [ln for ln in t.log[start:] if "is Knocked Out" in ln]
        assert knocked == ["P1 Active Electrike is Knocked Out", "P2 Active Charcadet is Knocked Out"]


# -- III-10 winning and losing ------------------------------------------------------------------

def test_III_10_R1_taking_all_prize_cards_wins():
    t = attacker().active(1, GROOKEY, damage=30).bench(1, SNEASEL).prizes(0, 1).start()
    t.attack("Will-O-Wisp")
    assert (t.game.result.winner, t.game.result.reason) == (0, "prizes")


def test_III_10_R1_no_pokemon_to_put_in_the_active_spot_loses():
    t = attacker().active(1, GROOKEY, damage=30).start()
    t.attack("Will-O-Wisp")
    assert (t.game.result.winner, t.game.result.reason) == (0, "no_pokemon")


def test_III_10_R1_cannot_draw_at_turn_start_loses_an_empty_deck_alone_does_not():
    t = attacker().active(1, GROOKEY).deck(1, [SNEASEL, SNEASEL]).start()
    drawn = Z.draw(t.state, 1, 5)                             # an effect draws more than there is
    assert len(drawn) == 2 and t.player(1).deck == [] and not t.game.is_over()
    t.end_turn()
    assert (t.game.result.winner, t.game.result.reason) == (0, "deck_out")


def test_III_10_R1_card_effects_win_or_lose_the_game():
    """II-E-38 "you win / lose this game" (002's Unown are not in our pool)."""
    for effect, winner in ((win, 1), (lose, 0)):
        t = attacker().active(1, GROOKEY).start()
        with pytest.raises(GameOver):
            effect(t.state, 1)
        assert (t.state.result.winner, t.state.result.reason) == (winner, "card_effect")


def test_III_10_R2_both_meet_a_condition_at_once_is_a_draw():
    s = attacker().active(1, CHARCADET).bench(1, SNEASEL).prizes(0, 1).prizes(1, 1)
    t = both_poisoned_at_10_hp(s)
    t.end_turn()
    assert t.game.result.winner is None and t.game.result.reason == "draw"


def test_III_10_R2_two_winning_conditions_beat_one():
    """004: winning in two ways against one wins (the 000/003 table agrees)."""
    s = attacker().active(1, CHARCADET).prizes(0, 1).prizes(1, 1)    # player 2: no Bench
    t = both_poisoned_at_10_hp(s)
    t.end_turn()
    assert t.game.result.winner == 0


def draw_position(rules, **kw):
    s = attacker(rules=rules).active(1, CHARCADET).bench(1, SNEASEL).prizes(0, 1).prizes(1, 1)
    t = both_poisoned_at_10_hp(s)
    for name, value in kw.items():
        setattr(t.state, name, value)
    return t


def finish_setup(t):
    while t.decision.kind != MAIN:
        t.apply("first" if t.decision.kind == "go_first" else t.decision.options[-1])


def test_III_10_R3_draw_resolution_default_the_game_is_drawn():
    t = draw_position(Ruleset())
    t.end_turn()
    assert t.game.is_over() and t.game.result.is_draw


def test_III_10_R3_sudden_death_restarts_with_one_prize_each():
    t = draw_position(Ruleset(draw_resolution="sudden_death"))
    t.end_turn()
    g = t.state
    assert not t.game.is_over() and (g.tiebreak, g.games_played, g.phase) == (1, 2, "setup")
    assert all(p.discard == [] and not p.in_play() for p in g.players)   # a new game from scratch
    finish_setup(t)
    assert [len(p.prizes) for p in g.players] == [1, 1]


def test_III_10_R3_tiebreak_restarts_with_six_prizes_and_first_ahead_wins():
    t = draw_position(Ruleset(draw_resolution="tiebreak"))
    t.end_turn()
    g = t.state
    assert (g.tiebreak, g.games_played) == (2, 2)
    finish_setup(t)
    assert [len(p.prizes) for p in g.players] == [6, 6]
    # in a tie-break game, the first to have fewer Prize cards left wins
    s = attacker().active(1, GROOKEY, damage=30).bench(1, SNEASEL)
    t = s.start()
    t.state.tiebreak = 2
    t.attack("Will-O-Wisp")
    assert (t.game.result.winner, t.game.result.reason) == (0, "tiebreak")


def test_III_10_R3_004_sudden_death_repeats_by_default_at_most_three_times():
    """004 plays Sudden Death again after another draw.  By default (an engine cap,
    ``max_extra_games=3``) a fourth draw stands, so every game ends."""
    t = draw_position(Ruleset(draw_resolution="sudden_death"), tiebreak=1, games_played=2)
    t.end_turn()
    assert not t.game.is_over() and t.state.games_played == 3
    t = draw_position(Ruleset(draw_resolution="sudden_death"), tiebreak=1, games_played=4)
    t.end_turn()
    assert t.game.is_over() and t.game.result.is_draw


def test_III_10_R3_004_sudden_death_repeats_until_someone_wins_with_that_option():
    """004 as written (``max_extra_games=None``, the SEED_004_FRENCH preset): another draw
    starts another Sudden Death, however many there were."""
    rules = Ruleset(draw_resolution="sudden_death", max_extra_games=None)
    t = draw_position(rules, tiebreak=1, games_played=40)
    t.end_turn()
    assert not t.game.is_over() and (t.state.tiebreak, t.state.games_played, t.state.phase) == (1, 41, "setup")


def test_III_10_R4_knock_out_three_pokemon_for_three_prizes_in_the_half_deck_game():
    s = Scenario(rules=HALF_DECK).active(0, CHARCADET, energy=[R]).prizes(0, 3).prizes(1, 3)
    s.active(1, GROOKEY, damage=30).bench(1, GROOKEY, damage=30).bench(1, GROOKEY, damage=30)
    t = s.start()
    for ko in (1, 2, 3):
        t.attack("Will-O-Wisp")
        if ko < 3:
            if t.decision.kind == PROMOTE:
                t.choose(1)
            t.end_turn()
    assert (t.game.result.winner, t.game.result.reason) == (0, "prizes")
    assert t.state.players[0].initial_prizes == 3 and len(t.discard_ids(1)) == 3
