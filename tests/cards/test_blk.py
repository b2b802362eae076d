"""Scenario tests of the Black Bolt (BLK) texts of the reference-deck cards."""

from ptcg.rules import queries as Q
from ptcg.testing import DONE, Scenario
from ptcg.types import WATER

G, W = 1, 3
PRISM, TR_ENERGY = 16, 15
SNOVER, STUFFUL, DREEPY, DRAKLOAK, TR_HOUNDOUR = 722, 760, 119, 120, 408
AIR_BALLOON, NS_PLAN = 1174, 1221


# -- 16 Prism Energy -------------------------------------------------------------------------
def test_16_prism_energy_every_type_on_a_basic_pokemon_colorless_otherwise_II_D_08_RC_120():
    s = Scenario()
    s.active(0, SNOVER, energy=[PRISM]).bench(0, DRAKLOAK, energy=[PRISM, PRISM], under=[DREEPY])
    s.active(1, STUFFUL)
    t = s.start()
    g = t.state
    assert Q.count_units(g, t.mon(0, 0), WATER) == 1
    assert Q.count_units(g, t.mon(0, 1), WATER) == 0
    assert Q.count_units(g, t.mon(0, 1)) == 2             # two {C}
    t.attack("Beat")                                       # {W} paid by the Prism Energy
    assert t.mon(1).damage == 10


def test_16_prism_energy_on_a_stage_1_cant_pay_typed_costs():
    s = Scenario()
    s.active(0, DRAKLOAK, energy=[PRISM, PRISM], under=[DREEPY]).active(1, STUFFUL)
    t = s.start()
    assert not t.can("attack", "Dragon Headbutt")           # needs {R}{P}


# -- 1174 Air Balloon ------------------------------------------------------------------------
def test_1174_air_balloon_retreat_cost_2_less_and_it_stays_attached_RC_008():
    s = Scenario()
    s.active(0, STUFFUL, tools=[AIR_BALLOON]).bench(0, SNOVER, energy=[W, W], tools=[AIR_BALLOON])
    s.active(1, SNOVER)
    t = s.start()
    g = t.state
    assert Q.retreat_cost(g, t.mon(0, 0)) == 0             # 2 - 2
    assert Q.retreat_cost(g, t.mon(0, 1)) == 1             # 3 - 2
    assert Q.retreat_cost(g, t.mon(1, 0)) == 3             # no Balloon
    t.retreat(1)
    assert t.mon(0, 1).name == "Stufful" and t.mon(0, 1).tools
    assert t.discard_ids(0) == []


# -- 1221 N's Plan ---------------------------------------------------------------------------
def test_1221_ns_plan_moves_up_to_two_energy_from_benched_pokemon_to_the_active():
    s = Scenario()
    s.active(0, SNOVER).bench(0, STUFFUL, energy=[G]).bench(0, SNOVER, energy=[W, PRISM])
    s.active(1, SNOVER).hand(0, [NS_PLAN])
    t = s.start()
    t.play(NS_PLAN)
    assert DONE not in t.options                           # at least 1 (II-D-05)
    t.choose((0, 1), (0, 2), PRISM)
    assert t.energy_ids(0, 0) == [G, PRISM]
    assert t.energy_ids(0, 1) == [] and t.energy_ids(0, 2) == [W]


def test_1221_ns_plan_may_move_one_and_needs_energy_on_the_bench():
    s = Scenario()
    s.active(0, SNOVER).bench(0, STUFFUL, energy=[G, G]).active(1, SNOVER).hand(0, [NS_PLAN])
    t = s.start()
    t.play(NS_PLAN)
    t.choose(DONE)                                          # after the first (automatic) move
    assert t.energy_ids(0, 0) == [G] and t.energy_ids(0, 1) == [G]
    s = Scenario()
    s.active(0, SNOVER, energy=[W]).bench(0, STUFFUL).active(1, SNOVER).hand(0, [NS_PLAN])
    assert not s.start().can("play", NS_PLAN)


def test_1221_ns_plan_special_energy_that_cant_be_attached_is_discarded_and_ends_it_RC_071():
    s = Scenario()
    s.active(0, SNOVER).bench(0, TR_HOUNDOUR, energy=[TR_ENERGY]).bench(0, STUFFUL, energy=[G])
    s.active(1, SNOVER).hand(0, [NS_PLAN])
    t = s.start()
    t.play(NS_PLAN)
    t.choose((0, 1))
    assert t.decision.kind == "main"                        # no second move
    assert t.energy_ids(0, 0) == [] and t.energy_ids(0, 2) == [G]
    assert t.discard_ids(0) == sorted([TR_ENERGY, NS_PLAN])
