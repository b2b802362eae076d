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


# -- 530 Conkeldurr, 533 Crustle, 547 Genesect ex ---------------------------------------------------

F, M, L = 6, 8, 4
GURDURR, CONKELDURR, CRUSTLE, GENESECT_EX, FLOATZEL, KYOGRE_MEG = 114, 530, 533, 547, 368, 721
DURALUDON, ARCHALUDON = 169, 170


def test_530_craftsmanship_40_more_hp_per_fighting_energy_and_back_down_when_it_leaves():
    s = Scenario().active(0, FLOATZEL, energy=[W, W]).active(1, CONKELDURR, energy=[F, F], damage=150)
    s.bench(1, SNOVER)
    t = s.start()
    assert Q.max_hp(t.state, t.mon(1)) == 140 + 80
    t.attack("Whirlpool")                                   # 30 damage, then an {F} Energy goes
    assert CONKELDURR in t.discard_ids(1)                  # 180 damage, 180 HP: Knocked Out


def test_530_swing_around_50_more_per_heads():
    s = Scenario().active(0, CONKELDURR, energy=[F, W, W, W]).active(1, 678)    # Mega Lucario ex
    t = s.start()
    t.coins("HT").attack("Swing Around")
    assert t.mon(1).damage == 150


def test_533_stone_edge_60_more_on_heads():
    s = Scenario().active(0, CRUSTLE, energy=[F, W, W]).active(1, KYOGRE_MEG)
    t = s.start()
    t.coins("H").attack("Stone Edge")
    assert t.mon(1).damage == 140


def test_547_metallic_signal_up_to_two_evolution_metal_pokemon():
    s = Scenario().active(0, GENESECT_EX).active(1, SNOVER).deck(0, [ARCHALUDON, DURALUDON, CONKELDURR, W])
    t = s.start()
    t.ability(0)
    assert {o >> 7 for o in t.options if o != DONE} == {ARCHALUDON}
    t.choose(ARCHALUDON)
    assert ARCHALUDON in t.hand_ids(0) and not t.can("ability", 0, 0)
