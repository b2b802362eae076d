"""Scenario tests of the Phantasmal Flames (PFL) texts of the reference-deck cards."""

import pytest

from ptcg.effects import put_counters
from ptcg.testing import Scenario

G, R, W, P = 1, 2, 3, 5
SNOVER, STUFFUL, NICKIT, GIMMIGHOUL, WOOBAT, MEOWTH_EX = 722, 760, 690, 668, 589, 1071
DRAGAPULT_EX, DRAKLOAK, MOLTRES, BUNEARY, MEGA_LOPUNNY_EX = 121, 120, 791, 848, 849
WONDROUS_PATCH, ICE_CREAM, PUNK_HELMET, DAWN, BATTLE_CAGE, SWITCH = 1146, 1147, 1176, 1231, 1264, 1123


# -- 1143 Fighting Wings ---------------------------------------------------------------------
@pytest.mark.parametrize("defender, dealt", [(MEOWTH_EX, 110), (STUFFUL, 20)])
def test_791_moltres_fighting_wings_90_more_against_a_pokemon_ex(defender, dealt):
    s = Scenario()
    s.active(0, MOLTRES, energy=[R, R]).active(1, defender)
    t = s.start()
    t.attack("Fighting Wings")
    assert t.mon(1).damage == dealt


# -- 1225 Gale Thrust ------------------------------------------------------------------------
def test_849_mega_lopunny_ex_gale_thrust_170_more_after_moving_up_this_turn_II_E_25():
    s = Scenario()
    s.active(0, STUFFUL).bench(0, MEGA_LOPUNNY_EX, energy=[W], under=[BUNEARY])
    s.active(1, DRAGAPULT_EX).hand(0, [SWITCH])
    t = s.start()
    t.play(SWITCH)
    t.attack("Gale Thrust")
    assert t.mon(1).damage == 230


def test_849_gale_thrust_moving_up_on_an_earlier_turn_does_not_count_II_E_25():
    s = Scenario()
    s.active(0, STUFFUL).bench(0, MEGA_LOPUNNY_EX, energy=[W], under=[BUNEARY])
    s.active(1, DRAGAPULT_EX).hand(0, [SWITCH])
    t = s.start()
    t.play(SWITCH).end_turn().end_turn()
    t.attack("Gale Thrust")
    assert t.mon(1).damage == 60


# -- 1146 Wondrous Patch ---------------------------------------------------------------------
def test_1146_wondrous_patch_attaches_a_basic_psychic_from_discard_to_a_benched_psychic():
    s = Scenario()
    s.active(0, WOOBAT).bench(0, STUFFUL).bench(0, GIMMIGHOUL).active(1, SNOVER)
    s.hand(0, [WONDROUS_PATCH]).discard(0, [G, P])
    t = s.start()
    t.play(WONDROUS_PATCH)                 # one Basic {P} card, one Benched {P} Pokémon: no question
    assert t.energy_ids(0, 2) == [P]
    assert t.energy_ids(0, 0) == [] and t.energy_ids(0, 1) == []
    assert t.discard_ids(0) == [G, WONDROUS_PATCH]


def test_1146_wondrous_patch_needs_a_benched_psychic_pokemon_and_a_basic_psychic_in_discard():
    s = Scenario()
    s.active(0, WOOBAT).bench(0, STUFFUL).active(1, SNOVER).hand(0, [WONDROUS_PATCH]).discard(0, [P])
    assert not s.start().can("play", WONDROUS_PATCH)        # the Active Woobat does not count
    s = Scenario()
    s.active(0, STUFFUL).bench(0, GIMMIGHOUL).active(1, SNOVER).hand(0, [WONDROUS_PATCH]).discard(0, [G])
    assert not s.start().can("play", WONDROUS_PATCH)


# -- 1147 Jumbo Ice Cream --------------------------------------------------------------------
def test_1147_jumbo_ice_cream_heals_80_from_an_active_with_three_energy():
    s = Scenario()
    s.active(0, SNOVER, energy=[W, W, W], damage=100).active(1, SNOVER).hand(0, [ICE_CREAM])
    t = s.start()
    t.play(ICE_CREAM)
    assert t.mon(0).damage == 20


@pytest.mark.parametrize("energy, damage", [([W, W], 50), ([W, W, W], 0)])
def test_1147_jumbo_ice_cream_not_playable_with_fewer_than_three_energy_or_no_damage_II_C_06(energy, damage):
    s = Scenario()
    s.active(0, SNOVER, energy=energy, damage=damage).active(1, SNOVER).hand(0, [ICE_CREAM])
    assert not s.start().can("play", ICE_CREAM)


# -- 1176 Punk Helmet ------------------------------------------------------------------------
@pytest.mark.parametrize("damage_before", [0, 60])        # 60: the holder is Knocked Out (II-E-03 R3)
def test_1176_punk_helmet_puts_4_counters_on_the_attacker_of_its_active_darkness_holder(damage_before):
    s = Scenario()
    s.active(0, SNOVER, energy=[W]).active(1, NICKIT, tools=[PUNK_HELMET], damage=damage_before)
    s.bench(1, STUFFUL)
    t = s.start()
    t.attack("Beat")
    assert t.mon(0).damage == 40


def test_1176_punk_helmet_does_nothing_on_a_pokemon_that_is_not_darkness():
    s = Scenario()
    s.active(0, SNOVER, energy=[W]).active(1, STUFFUL, tools=[PUNK_HELMET])
    t = s.start()
    t.attack("Beat")
    assert t.mon(1).damage == 10 and t.mon(0).damage == 0


# -- 1231 Dawn -------------------------------------------------------------------------------
def test_1231_dawn_searches_a_basic_a_stage_1_and_a_stage_2_pokemon():
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER).hand(0, [DAWN]).deck(0, [W, STUFFUL, DRAKLOAK, SNOVER, DRAGAPULT_EX])
    t = s.start()
    t.play(DAWN)
    assert t.card_options() == {STUFFUL, SNOVER}
    t.choose(STUFFUL)
    assert t.card_options() == {DRAKLOAK}
    t.choose(DRAKLOAK)
    assert t.card_options() == {DRAGAPULT_EX}
    t.choose(DRAGAPULT_EX)
    assert t.hand_ids(0) == sorted([STUFFUL, DRAKLOAK, DRAGAPULT_EX])
    assert len(t.player(0).deck) == 2


# -- 1264 Battle Cage ------------------------------------------------------------------------
@pytest.mark.parametrize("stadium, bench_damage", [(BATTLE_CAGE, 0), (None, 60)])
def test_1264_battle_cage_stops_counters_from_attack_effects_on_the_bench_not_damage(stadium, bench_damage):
    s = Scenario()
    s.active(0, DRAGAPULT_EX, energy=[R, P], under=[DRAKLOAK]).active(1, DRAGAPULT_EX).bench(1, STUFFUL)
    if stadium:
        s.stadium(stadium, owner=1)
    t = s.start()
    t.attack("Phantom Dive")
    assert t.mon(1).damage == 200                 # the Active still takes the attack's damage
    assert t.mon(1, 1).damage == bench_damage


def test_1264_battle_cage_counters_from_abilities_only_on_the_opponents_bench():
    s = Scenario()
    s.active(0, SNOVER).bench(0, STUFFUL).active(1, SNOVER).bench(1, STUFFUL).hand(0, [BATTLE_CAGE])
    t = s.start()
    t.play(BATTLE_CAGE)
    g = t.state
    assert put_counters(g, t.mon(1, 1), 2, by=0, kind="ability") == 0     # opponent's Bench
    assert put_counters(g, t.mon(1, 0), 2, by=0, kind="ability") == 2     # their Active
    assert put_counters(g, t.mon(0, 1), 2, by=0, kind="ability") == 2     # your own Bench
    assert put_counters(g, t.mon(1, 1), 2, by=0, kind="effect") == 2      # a Trainer's effect
