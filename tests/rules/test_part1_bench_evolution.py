"""I-A-04 (putting Basic Pokémon onto the Bench) and I-A-05 (Evolution).

Pool cards used: 722 Snover -> 723 Mega Abomasnow ex, 47 Totodile -> 48 Croconaw ->
49 Feraligatr, 89 Grookey -> 90 Thwackey (Boom Boom Groove) -> 91 Rillaboom, 93 Dipplin
(Festival Lead), 81 Drilbur (Dig Dig Dig: an optional Ability that works when it is put
onto the Bench from the hand), 1158 Maximum Belt (a Tool).
"""

from ptcg.state import NONE
from ptcg.testing import Scenario

W = 3
SNOVER, ABOMASNOW_EX, KYOGRE = 722, 723, 721
TOTODILE, CROCONAW, FERALIGATR = 47, 48, 49
GROOKEY, THWACKEY, RILLABOOM, APPLIN, DIPPLIN = 89, 90, 91, 149, 93
DRILBUR = 81
MAXIMUM_BELT = 1158


# -- I-A-04 ---------------------------------------------------------------------------------


def test_I_A_04_R1_only_basic_pokemon_go_from_the_hand_onto_the_bench():
    s = Scenario()
    s.active(0, KYOGRE).active(1, SNOVER).hand(0, [SNOVER, ABOMASNOW_EX, CROCONAW])
    t = s.start()
    assert t.can("bench", SNOVER)
    assert not t.can("bench", ABOMASNOW_EX) and not t.can("bench", CROCONAW)
    t.bench_card(SNOVER)
    assert [m.card.id for m in t.player(0).bench] == [SNOVER] and t.hand_ids(0) == [CROCONAW, ABOMASNOW_EX]


def test_I_A_04_R2_any_number_of_basics_per_turn_up_to_five_on_the_bench():
    s = Scenario()
    s.active(0, KYOGRE).bench(0, KYOGRE).active(1, SNOVER).hand(0, [SNOVER] * 5)
    t = s.start()
    for _ in range(4):
        t.bench_card(SNOVER)
    assert len(t.player(0).bench) == 5 and t.hand_ids(0) == [SNOVER]
    assert not t.can("bench")


def test_I_A_04_R3_basics_are_benched_one_at_a_time_each_its_own_event():
    """Each Drilbur put onto the Bench from the hand triggers its own Dig Dig Dig."""
    s = Scenario()
    s.active(0, KYOGRE).active(1, SNOVER).hand(0, [DRILBUR, DRILBUR])
    t = s.start()
    t.bench_card(DRILBUR)
    assert t.decision.kind == "yes_no" and t.decision.source == DRILBUR
    assert len(t.player(0).bench) == 1                    # the second one is still in hand
    t.choose(False)
    t.bench_card(DRILBUR)
    assert t.decision.kind == "yes_no" and t.decision.source == DRILBUR
    t.choose(False)
    assert len(t.player(0).bench) == 2 and t.decision.kind == "main"


# -- I-A-05 ---------------------------------------------------------------------------------


def test_I_A_05_R1_an_evolution_card_goes_only_onto_the_pokemon_it_evolves_from():
    s = Scenario()
    s.active(0, SNOVER).bench(0, KYOGRE).active(1, SNOVER).hand(0, [ABOMASNOW_EX])
    t = s.start()
    assert t.can("evolve", ABOMASNOW_EX, 0) and not t.can("evolve", ABOMASNOW_EX, 1)
    t.evolve(ABOMASNOW_EX, 0)
    assert t.mon(0).card.id == ABOMASNOW_EX and [c >> 7 for c in t.mon(0).cards] == [SNOVER, ABOMASNOW_EX]


def test_I_A_05_R2_active_and_benched_pokemon_may_evolve_any_number_per_turn():
    s = Scenario()
    s.active(0, SNOVER).bench(0, SNOVER).bench(0, TOTODILE).active(1, SNOVER)
    s.hand(0, [ABOMASNOW_EX, ABOMASNOW_EX, CROCONAW])
    t = s.start()
    t.evolve(ABOMASNOW_EX, 0).evolve(ABOMASNOW_EX, 1).evolve(CROCONAW, 2)
    assert [m.card.id for m in t.player(0).in_play()] == [ABOMASNOW_EX, ABOMASNOW_EX, CROCONAW]


def test_I_A_05_R3_nobody_evolves_during_their_own_first_turn():
    s = Scenario(turn=1, current=0)
    s.active(0, SNOVER).active(1, SNOVER).hand(0, [ABOMASNOW_EX]).hand(1, [ABOMASNOW_EX])
    t = s.start()
    assert not t.can("evolve")
    t.end_turn()
    assert t.state.turn == 2 and t.decision.player == 1 and not t.can("evolve")
    t.end_turn()
    assert t.state.turn == 3 and t.can("evolve", ABOMASNOW_EX, 0)


def test_I_A_05_R3_a_basic_put_into_play_this_turn_cannot_evolve_this_turn():
    s = Scenario()
    s.active(0, KYOGRE).active(1, SNOVER).hand(0, [SNOVER, ABOMASNOW_EX])
    t = s.start()
    t.bench_card(SNOVER)
    assert not t.can("evolve")
    t.end_turn().end_turn()
    assert t.can("evolve", ABOMASNOW_EX, 1)


def test_I_A_05_R3_a_pokemon_that_evolved_this_turn_cannot_evolve_again():
    s = Scenario()
    s.active(0, TOTODILE).active(1, SNOVER).hand(0, [CROCONAW, FERALIGATR])
    t = s.start()
    t.evolve(CROCONAW, 0)
    assert not t.can("evolve", FERALIGATR)
    t.end_turn().end_turn()
    assert t.can("evolve", FERALIGATR, 0)


def test_I_A_05_R4_energy_tools_and_damage_stay_on_the_evolved_pokemon():
    s = Scenario()
    s.active(0, SNOVER, energy=[W, W], tools=[MAXIMUM_BELT], damage=40).active(1, SNOVER)
    s.hand(0, [ABOMASNOW_EX])
    t = s.start()
    t.evolve(ABOMASNOW_EX, 0)
    mon = t.mon(0)
    assert mon.energy and t.energy_ids(0) == [W, W] and [c >> 7 for c in mon.tools] == [MAXIMUM_BELT]
    assert mon.damage == 40


def test_I_A_05_R5_evolving_the_active_removes_special_conditions_and_attack_effects():
    s = Scenario()
    s.active(0, SNOVER, conditions=["asleep", "poisoned", "burned"]).active(1, SNOVER)
    s.effect(0, 0, "cant_retreat", turns=(3, 4)).hand(0, [ABOMASNOW_EX])
    t = s.start()
    t.evolve(ABOMASNOW_EX, 0)
    mon = t.mon(0)
    assert mon.rotation == NONE and mon.poison == 0 and mon.burn == 0
    assert not [e for e in t.state.effects if e.target == mon.uid]


def test_I_A_05_R6_the_previous_stages_attacks_are_gone():
    s = Scenario()
    s.active(0, SNOVER, energy=[W, W]).active(1, SNOVER).hand(0, [ABOMASNOW_EX])
    t = s.start()
    assert t.can("attack", "Beat")
    t.evolve(ABOMASNOW_EX, 0)
    assert not t.can("attack", "Beat") and not t.can("attack", "Icy Snow")
    assert t.can("attack", "Hammer-lanche")


def test_I_A_05_R6_the_previous_stages_abilities_are_gone():
    """Thwackey's Boom Boom Groove is usable; once it is a Rillaboom it is not."""
    s = Scenario()
    s.active(0, DIPPLIN, under=[APPLIN]).bench(0, THWACKEY, under=[GROOKEY]).active(1, SNOVER)
    s.hand(0, [RILLABOOM])
    t = s.start()
    assert t.can("ability", 1, 0)
    t.evolve(RILLABOOM, 1)
    assert not t.can("ability")
