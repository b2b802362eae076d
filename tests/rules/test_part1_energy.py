"""I-C: Energy — what it is needed for, the once-per-turn attachment, what stays attached,
Basic and Special Energy (and the deck rule on copies, checked by ``ptcg.deck.validate``).
"""

from ptcg.deck import validate
from ptcg.rules import queries as Q
from ptcg.testing import Scenario
from ptcg.types import FIRE, WATER, bit

R, W = 2, 3
SNOVER, ABOMASNOW_EX, KYOGRE = 722, 723, 721
PRISM_ENERGY = 16          # a Special Energy


def test_I_C_R1_energy_is_needed_to_attack_and_to_retreat():
    s = Scenario()
    s.active(0, SNOVER).bench(0, KYOGRE).active(1, SNOVER).hand(0, [W])
    t = s.start()
    assert not t.can("attack") and not t.can("retreat")
    t.attach(W, 0)
    assert t.can("attack", "Beat")


def test_I_C_R2_one_energy_from_the_hand_per_turn():
    s = Scenario()
    s.active(0, SNOVER).bench(0, KYOGRE).active(1, SNOVER).hand(0, [W, W, R])
    t = s.start()
    t.attach(W, 1)
    assert not t.can("attach")
    t.end_turn().end_turn()
    assert t.can("attach", W, 0) and t.can("attach", R, 1)


def test_I_C_R2_no_limit_to_the_energy_on_one_pokemon():
    s = Scenario()
    s.active(0, SNOVER, energy=[W] * 12).active(1, SNOVER).hand(0, [W])
    t = s.start()
    t.attach(W, 0)
    assert len(t.mon(0).energy) == 13


def test_I_C_R3_energy_stays_after_attacking_and_after_evolving():
    s = Scenario()
    s.active(0, SNOVER, energy=[W, W]).active(1, SNOVER).hand(0, [ABOMASNOW_EX])
    t = s.start()
    t.attack("Icy Snow")
    t.end_turn()
    assert t.energy_ids(0) == [W, W]
    t.evolve(ABOMASNOW_EX, 0)
    assert t.mon(0).card.id == ABOMASNOW_EX and t.energy_ids(0) == [W, W]


def test_I_C_R3_energy_is_discarded_with_the_knocked_out_pokemon():
    s = Scenario()
    s.active(0, SNOVER, energy=[W]).active(1, SNOVER, energy=[R, W], damage=80).bench(1, KYOGRE)
    t = s.start()
    t.attack("Beat")
    assert t.discard_ids(1) == [R, W, SNOVER]


def test_I_C_R4_basic_energy_provides_one_energy_of_its_type():
    s = Scenario()
    s.active(0, SNOVER, energy=[W, R]).active(1, SNOVER)
    g = s.build_state()
    mon = g.players[0].active
    assert [Q.energy_units(g, mon, inst) for inst in mon.energy] == [(bit(WATER),), (bit(FIRE),)]
    assert Q.count_units(g, mon) == 2 and Q.count_units(g, mon, WATER) == 1


def test_I_C_R4_any_number_of_basic_energy_in_a_deck():
    assert validate([SNOVER] * 4 + [W] * 56) == []


def test_I_C_R5_special_energy_counts_against_the_four_copies_rule():
    problems = validate([SNOVER] * 4 + [PRISM_ENERGY] * 5 + [W] * 51)
    assert len(problems) == 1 and "Prism Energy" in problems[0]
    assert validate([SNOVER] * 4 + [PRISM_ENERGY] * 4 + [W] * 52) == []
