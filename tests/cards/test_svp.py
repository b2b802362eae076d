"""Scenario tests of Scarlet & Violet promotional cards (SVP): 230 Pecharunt."""

from ptcg.testing import Scenario

W, D = 3, 7
PECHARUNT, SNOVER, KYOGRE, KANGASKHAN_EX = 230, 722, 721, 756


def test_230_pecharunt_poison_chain_poisons_and_the_defender_cant_retreat_next_turn():
    s = Scenario().active(0, PECHARUNT, energy=[D, W]).active(1, KANGASKHAN_EX, energy=[W, W, W]).bench(1, SNOVER)
    t = s.start().attack("Poison Chain")
    assert t.mon(1).poison and t.mon(1).damage == 10 + 10 + 50        # 10, then 1 + 5 counters
    assert not t.can("retreat", 1)


def test_230_pecharunt_toxic_subjugation_5_more_from_poison_only_while_active():
    s = Scenario().active(0, KYOGRE, conditions=["poisoned"]).active(1, PECHARUNT)
    assert s.start().end_turn().mon(0).damage == 60
    s = Scenario().active(0, KYOGRE, conditions=["poisoned"]).active(1, SNOVER).bench(1, PECHARUNT)
    assert s.start().end_turn().mon(0).damage == 10
