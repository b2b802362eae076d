"""Scenario tests of the cards of the Mega Abomasnow sample deck."""

from ptcg.testing import DONE, Scenario

W, SNOVER, ABOMASNOW, KYOGRE = 3, 722, 723, 721
MEGA_SIGNAL, MAX_BELT, CYRANO, LILLIE, WAITRESS = 1145, 1158, 1205, 1227, 1235
SCORBUNNY, DRAGAPULT_EX = 151, 121


def test_kyogre_riptide_counts_basic_water_in_discard_then_shuffles_them_in():
    s = Scenario()
    s.active(0, KYOGRE, energy=[W]).discard(0, [W, W, W, 1145]).active(1, DRAGAPULT_EX)
    t = s.start()
    deck_before = len(t.player(0).deck)
    t.attack("Riptide")
    assert t.mon(1).damage == 60                   # 3 x 20, Dragapult ex has no Weakness
    assert t.discard_ids(0) == [1145]              # the three Energy went back
    assert len(t.player(0).deck) == deck_before + 3


def test_kyogre_swirling_waves_discards_two_energy():
    s = Scenario()
    s.active(0, KYOGRE, energy=[W, W, W, W]).active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Swirling Waves")
    assert t.mon(1).damage == 130
    assert len(t.mon(0).energy) == 2
    assert t.discard_ids(0) == [W, W]


def test_mega_abomasnow_hammer_lanche_100_per_basic_water_milled():
    s = Scenario()
    s.active(0, ABOMASNOW, energy=[W, W], under=[SNOVER]).active(1, DRAGAPULT_EX)
    s.deck(0, [W, 1145, W, W, 1227, 722, W])
    t = s.start()
    t.attack("Hammer-lanche")
    assert t.mon(1).damage == 300                  # 3 Water Energy among the top 6
    assert len(t.player(0).discard) == 6


def test_frost_barrier_reduces_damage_during_opponents_next_turn_only():
    s = Scenario()
    s.active(0, ABOMASNOW, energy=[W, W, W], under=[SNOVER]).bench(0, KYOGRE)
    s.active(1, ABOMASNOW, energy=[W, W, W], under=[SNOVER])
    t = s.start()
    t.attack("Frost Barrier")
    assert t.mon(1).damage == 200
    t.attack("Frost Barrier")                      # P2 hits back: 200 - 30 = 170
    assert t.mon(0).damage == 170
    t.end_turn()                                   # P1's turn 5
    t.attack("Frost Barrier")                      # P2's turn 6: the effect has ended
    # 170 + 200 = 370 >= 350 HP: Knocked Out (with the -30 it would have survived at 340)
    assert ABOMASNOW in t.discard_ids(0)


def test_maximum_belt_adds_50_against_an_active_pokemon_ex_only():
    s = Scenario()
    s.active(0, SNOVER, energy=[W], tools=[MAX_BELT]).active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Beat")
    assert t.mon(1).damage == 60
    s2 = Scenario()
    s2.active(0, SNOVER, energy=[W], tools=[MAX_BELT]).active(1, KYOGRE)
    t2 = s2.start()
    t2.attack("Beat")
    assert t2.mon(1).damage == 10


def test_mega_signal_searches_a_mega_evolution_pokemon_ex():
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER).hand(0, [MEGA_SIGNAL]).deck(0, [W, ABOMASNOW, KYOGRE, DRAGAPULT_EX])
    t = s.start()
    t.play(MEGA_SIGNAL)
    assert {o >> 7 for o in t.options if o != DONE} == {ABOMASNOW}   # only the Mega ex
    t.choose(ABOMASNOW)
    assert t.hand_ids(0) == [ABOMASNOW]
    assert t.discard_ids(0) == [MEGA_SIGNAL]


def test_cyrano_takes_up_to_three_pokemon_ex():
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER).hand(0, [CYRANO])
    s.deck(0, [ABOMASNOW, ABOMASNOW, DRAGAPULT_EX, KYOGRE, W])
    t = s.start()
    t.play(CYRANO)
    t.choose(DRAGAPULT_EX, ABOMASNOW, ABOMASNOW)
    assert t.hand_ids(0) == sorted([DRAGAPULT_EX, ABOMASNOW, ABOMASNOW])
    assert t.player(0).supporters_played == [CYRANO]


def test_lillies_determination_draws_8_with_six_prizes_and_6_otherwise():
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER).hand(0, [LILLIE, W, W]).deck(0, [W] * 20)
    t = s.start()
    t.play(LILLIE)
    assert len(t.player(0).hand) == 8
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER).hand(0, [LILLIE]).deck(0, [W] * 20).prizes(0, 5)
    t = s.start()
    t.play(LILLIE)
    assert len(t.player(0).hand) == 6


def test_1227_lillies_determination_I_B_P5_not_played_alone_with_an_empty_deck():
    """Alone in the hand with an empty deck it would change nothing (I-B P5 step 1): the
    card being played is not one of the cards it shuffles in."""
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [LILLIE]).deck(0, [])
    assert not s.start().can("play", LILLIE)
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [LILLIE, W]).deck(0, [])
    assert s.start().can("play", LILLIE)
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [LILLIE]).deck(0, [W])
    t = s.start()
    assert t.can("play", LILLIE)
    t.play(LILLIE)
    assert t.hand_ids(0) == [W]


def test_waitress_attaches_a_basic_energy_from_the_top_six():
    s = Scenario()
    s.active(0, SNOVER).bench(0, KYOGRE).active(1, SNOVER).hand(0, [WAITRESS])
    s.deck(0, [1145, 1227, W, 1205, 1145, 1145, W])
    t = s.start()
    t.play(WAITRESS)
    t.choose(W, (0, 1))
    assert t.energy_ids(0, 1) == [W]
    assert len(t.player(0).deck) == 6
