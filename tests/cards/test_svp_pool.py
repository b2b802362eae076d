"""Scenario tests of the Scarlet & Violet promotional cards (SVP) of the wider pool (P1)."""

import pytest

from ptcg.testing import Scenario

G, R, W, L, P, F, D, M = 1, 2, 3, 4, 5, 6, 7, 8
RAGING_BOLT_EX, MEGA_LATIAS_EX, DREEPY = 63, 754, 119
ZACIAN_EX, SCYTHER = 336, 916


def test_336_zacian_ex_steel_armament_attaches_a_basic_metal_energy_from_the_deck():
    s = Scenario()
    s.active(0, ZACIAN_EX, energy=[W]).active(1, MEGA_LATIAS_EX).deck(0, [W, M, W, M])
    t = s.start()
    t.attack("Steel Armament")
    assert t.options == (t.options[0], "done") and t.options[0] >> 7 == M     # only {M}, may take none
    t.choose(M)
    assert t.energy_ids(0) == [W, M] and t.mon(1).damage == 20
    assert sorted(c >> 7 for c in t.player(0).deck) == [W, W, M]


@pytest.mark.parametrize("card_id, energy", [(ZACIAN_EX, [M, M, W]), (SCYTHER, [W, W])])
def test_336_916_slashing_strike_cant_be_used_during_your_next_turn(card_id, energy):
    s = Scenario()
    s.active(0, card_id, energy=energy).bench(0, DREEPY).active(1, MEGA_LATIAS_EX)
    t = s.start()
    t.attack("Slashing Strike")
    t.end_turn()
    assert t.state.current == 0 and not t.can("attack", "Slashing Strike")
