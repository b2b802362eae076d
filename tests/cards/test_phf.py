"""Phantom Forces (PHF, XY 4): older cards implemented so far (see CONTRIBUTING.md)."""

from ptcg.cards import legacy
from ptcg.testing import Scenario

SNOVER, L = 722, 4
MANECTRIC_EX, M_MANECTRIC_EX = legacy.card_id("xy4-23"), legacy.card_id("xy4-24")
SPIRIT_LINK = legacy.card_id("xy4-100")


def test_189101_manectric_spirit_link_keeps_the_turn_when_its_holder_becomes_m_manectric_ex():
    t = Scenario().active(0, MANECTRIC_EX, tools=[SPIRIT_LINK], energy=[L, L]).bench(0, MANECTRIC_EX)
    t = t.active(1, SNOVER).hand(0, [M_MANECTRIC_EX, M_MANECTRIC_EX]).start()
    t.evolve(M_MANECTRIC_EX, 0)
    assert t.at_main(0)
    t.evolve(M_MANECTRIC_EX, 1)                       # no Spirit Link on the Benched one
    assert t.at_main(1)
