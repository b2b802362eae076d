"""I-A-03: Retreat (procedure P4).

Pool cards used: 722 Snover (Retreat Cost 3), 47 Totodile (Retreat Cost 1; Big Bite: the
Defending Pokémon can't retreat during its owner's next turn), 334 Sneasel (no Retreat
Cost), 1158 Maximum Belt (a Tool).
"""

import pytest

from ptcg.state import NONE
from ptcg.testing import Scenario

R, W = 2, 3
SNOVER, KYOGRE, TOTODILE, SNEASEL = 722, 721, 47, 334
MAXIMUM_BELT = 1158


def test_I_A_03_R1_the_active_goes_to_the_bench_and_the_chosen_benched_pokemon_comes_up():
    s = Scenario()
    s.active(0, SNEASEL).bench(0, SNOVER).bench(0, KYOGRE).active(1, SNOVER)
    t = s.start()
    t.retreat(2)
    assert t.mon(0).card.id == KYOGRE
    assert [m.card.id for m in t.player(0).bench] == [SNOVER, SNEASEL]
    assert t.decision.player == 0 and t.state.turn == 3        # the turn goes on


def test_I_A_03_R2_only_one_retreat_per_turn():
    s = Scenario()
    s.active(0, SNEASEL).bench(0, SNEASEL).bench(0, SNOVER).active(1, SNOVER)
    t = s.start()
    t.retreat(1)
    assert not t.can("retreat")
    t.end_turn().end_turn()
    assert t.can("retreat")


def test_I_A_03_R3_the_retreat_cost_is_paid_by_discarding_that_much_energy():
    s = Scenario()
    s.active(0, SNOVER, energy=[W, W, W, W]).bench(0, KYOGRE).active(1, SNOVER)
    t = s.start()
    t.retreat(1)
    assert t.energy_ids(0, 1) == [W] and t.discard_ids(0) == [W, W, W]


def test_I_A_03_R3_no_printed_retreat_cost_discards_nothing():
    s = Scenario()
    s.active(0, SNEASEL, energy=[W]).bench(0, KYOGRE).active(1, SNOVER)
    t = s.start()
    t.retreat(1)
    assert t.energy_ids(0, 1) == [W] and t.discard_ids(0) == []


def test_I_A_03_R4_other_energy_tools_and_damage_stay_with_the_retreating_pokemon():
    s = Scenario()
    s.active(0, TOTODILE, energy=[W, W], tools=[MAXIMUM_BELT], damage=30).bench(0, KYOGRE)
    s.active(1, SNOVER)
    t = s.start()
    t.retreat(1)
    benched = t.mon(0, 1)
    assert benched.card.id == TOTODILE and benched.damage == 30
    assert len(benched.energy) == 1 and [c >> 7 for c in benched.tools] == [MAXIMUM_BELT]


def test_I_A_03_R5_retreat_with_a_full_bench_swaps_the_two_pokemon():
    s = Scenario()
    s.active(0, SNEASEL).active(1, SNOVER)
    for _ in range(5):
        s.bench(0, SNOVER)
    t = s.start()
    t.retreat(3)
    assert t.mon(0).card.id == SNOVER and len(t.player(0).bench) == 5
    assert t.mon(0, 3).card.id == SNEASEL


def test_I_A_03_R5_no_benched_pokemon_no_retreat():
    s = Scenario()
    s.active(0, SNEASEL).active(1, SNOVER)
    assert not s.start().can("retreat")


def test_I_A_03_R6_special_conditions_are_removed_on_going_to_the_bench():
    s = Scenario()
    s.active(0, SNEASEL, conditions=["confused", "poisoned", "burned"]).bench(0, SNOVER).active(1, SNOVER)
    t = s.start()
    t.retreat(1)
    mon = t.mon(0, 1)
    assert mon.rotation == NONE and mon.poison == 0 and mon.burn == 0 and not mon.has_condition()


def test_I_A_03_R6_effects_of_attacks_end_but_other_lasting_effects_stay():
    """An attack's "-30 damage taken" record ends on the Bench; the same kind of record
    left by an Ability stays (000 NOTE of I-A-02, read as: the Bench rule is about attacks)."""
    s = Scenario()
    s.active(0, SNEASEL).bench(0, SNOVER).active(1, SNOVER)
    s.effect(0, 0, "damage_taken", -30, turns=(3, 4))
    s.effect(0, 0, "weakness_is", R, turns=(3, 4), attack_effect=False)
    t = s.start()
    uid = t.mon(0).uid
    t.retreat(1)
    assert [e.kind for e in t.state.effects if e.target == uid] == ["weakness_is"]


def test_I_A_03_P4_step1a_not_enough_energy_for_the_retreat_cost():
    s = Scenario()
    s.active(0, SNOVER, energy=[W, W]).bench(0, KYOGRE).active(1, SNOVER)
    assert not s.start().can("retreat")


@pytest.mark.parametrize("condition", ["asleep", "paralyzed"])
def test_I_A_03_P4_step1b_an_asleep_or_paralyzed_pokemon_cannot_retreat(condition):
    s = Scenario()
    s.active(0, SNEASEL, conditions=[condition]).bench(0, SNOVER).active(1, SNOVER)
    assert not s.start().can("retreat")


@pytest.mark.parametrize("condition", ["confused", "poisoned", "burned"])
def test_I_A_03_P4_step1b_NOTE_poisoned_burned_or_confused_pokemon_can_retreat(condition):
    s = Scenario()
    s.active(0, SNEASEL, conditions=[condition]).bench(0, SNOVER).active(1, SNOVER)
    assert s.start().can("retreat", 1)


def test_I_A_03_P4_step1c_a_cant_retreat_effect_lasts_the_opponents_next_turn():
    """Totodile's Big Bite: the Defending Pokémon can't retreat during its owner's next
    turn only."""
    s = Scenario()
    s.active(0, TOTODILE, energy=[W]).active(1, SNEASEL).bench(1, SNOVER)
    t = s.start()
    t.attack("Big Bite")
    assert t.state.turn == 4 and not t.can("retreat")
    t.end_turn().end_turn()
    assert t.state.turn == 6 and t.can("retreat", 1)


def test_I_A_03_P4_step2_the_player_chooses_which_energy_pays_the_cost():
    s = Scenario()
    s.active(0, TOTODILE, energy=[W, R]).bench(0, KYOGRE).active(1, SNOVER)
    t = s.start()
    t.retreat(1)
    assert t.decision.kind == "choose_card" and t.decision.player == 0
    t.choose(R)
    assert t.discard_ids(0) == [R] and t.energy_ids(0, 1) == [W]


def test_I_A_03_P4_step3_the_energy_is_paid_before_the_switch():
    """While the cost is being chosen the retreating Pokémon is still Active."""
    s = Scenario()
    s.active(0, TOTODILE, energy=[W, R]).bench(0, KYOGRE).active(1, SNOVER)
    t = s.start()
    t.retreat(1)
    assert t.mon(0).card.id == TOTODILE
    t.choose(W)
    assert t.mon(0).card.id == KYOGRE and t.mon(0, 1).card.id == TOTODILE
