"""Scenario tests of promotional cards (PROMO): 331 XerneasEX's Rising Horns, also printed
on 631 Bouffalant ex as Gold Breaker."""

import pytest

from ptcg.testing import Scenario

P, W = 5, 3
XERNEAS_EX, BOUFFALANT_EX, DRAGAPULT_EX, SNOVER, KYOGRE = 331, 631, 121, 722, 721


@pytest.mark.parametrize("attacker, attack, energy, base", [(XERNEAS_EX, "Rising Horns", [P, P, W], 120),
                                                            (BOUFFALANT_EX, "Gold Breaker", [W, W, W], 100)])
def test_461_rising_horns_100_more_against_a_pokemon_ex(attacker, attack, energy, base):
    s = Scenario().active(0, attacker, energy=energy).active(1, DRAGAPULT_EX)
    assert s.start().attack(attack).mon(1).damage == base + 100
    s = Scenario().active(0, attacker, energy=energy).active(1, KYOGRE)
    assert s.start().attack(attack).mon(1).damage == base
