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

# -- cards of the II-B / II-C cases ------------------------------------------------------------
P, R_ENERGY, D_ENERGY = 5, 2, 7
CARRACOSTA, CUBCHOO, CRYOGONAL, DUOSION, SOLOSIS, MELOETTA_EX = 504, 506, 508, 519, 518, 525
THROH, LANDORUS, KLINKLANG, ESCAVALIER, KELDEO_EX, BLISSEY_EX = 531, 534, 623, 543, 583, 125
PALAFIN_EX, ZEKROM_EX, WAILORD, PIGNITE, TEPIG = 107, 515, 264, 568, 567
IGNITION = 17


def test_504_carracosta_mighty_shell_stops_attackers_with_special_energy():
    s = Scenario().active(0, KELDEO_EX, energy=[W, IGNITION]).active(1, CARRACOSTA)
    t = s.start().attack("Gale Thrust")
    assert t.mon(1).damage == 0
    s = Scenario().active(0, KELDEO_EX, energy=[W, W]).active(1, CARRACOSTA)
    assert s.start().attack("Gale Thrust").mon(1).damage == 30


def test_506_cubchoo_snotted_up_the_defending_pokemon_cant_attack_next_turn():
    s = Scenario().active(0, CUBCHOO, energy=[W]).active(1, SNOVER, energy=[W])
    t = s.start().attack("Snotted Up")
    assert t.mon(1).damage == 10 and not t.can("attack")
    t.end_turn().end_turn()
    assert t.can("attack", "Beat")


def test_508_cryogonal_drag_off_brings_up_a_benched_pokemon_and_hits_it():
    s = Scenario().active(0, CRYOGONAL, energy=[W]).active(1, PALAFIN_EX).bench(1, SNOVER).bench(1, ZEKROM_EX)
    t = s.start().attack("Drag Off")
    assert t.decision.player == 0
    t.choose((1, 2))
    assert t.mon(1).name == "Zekrom ex" and t.mon(1).damage == 20


def test_519_duosion_cellular_evolution_from_the_deck_then_shuffle():
    s = Scenario().active(0, DUOSION, under=[SOLOSIS], energy=[W]).bench(0, SOLOSIS).active(1, SNOVER)
    s.deck(0, [DUOSION, W])
    t = s.start().attack("Cellular Evolution").choose(DUOSION)
    assert t.mon(0, 1).name == "Duosion" and any("shuffles their deck" in x for x in t.log)


def test_525_meloetta_ex_echoed_voice_80_more_next_turn_and_debut_performance():
    s = Scenario(turn=1, current=0).active(0, MELOETTA_EX, energy=[P]).active(1, BLISSEY_EX)
    t = s.start()
    t.attack("Echoed Voice")                               # allowed on the first player's turn 1
    t.end_turn()
    t.attack("Echoed Voice")
    assert t.mon(1).damage == 30 + 110
    s = Scenario(turn=1, current=0).active(0, SNOVER, energy=[W]).bench(0, MELOETTA_EX).active(1, BLISSEY_EX)
    assert not s.start().can("attack")                     # only Meloetta ex itself


def test_531_throh_shoulder_throw_30_less_per_retreat_cost():
    s = Scenario().active(0, THROH, energy=[F, F]).active(1, WAILORD)
    assert s.start().attack("Shoulder Throw").mon(1).damage == 0
    s = Scenario().active(0, THROH, energy=[F, F]).active(1, PALAFIN_EX)
    assert s.start().attack("Shoulder Throw").mon(1).damage == 60


def test_534_landorus_abundant_harvest_and_earthquake():
    s = Scenario().active(0, LANDORUS, energy=[W]).active(1, BLISSEY_EX).discard(0, [F, W])
    t = s.start().attack("Abundant Harvest")
    assert t.energy_ids(0) == [W, F] and t.discard_ids(0) == [W]
    s = Scenario().active(0, LANDORUS, energy=[F, F, F]).bench(0, SNOVER).active(1, PALAFIN_EX).bench(1, SNOVER)
    t = s.start().attack("Earthquake")
    assert t.mon(1).damage == 110 and t.mon(0, 1).damage == 10 and t.mon(1, 1).damage == 0


def test_623_klinklang_gear_coating_20_less_for_pokemon_with_metal_energy():
    s = Scenario(turn=4, current=1).active(0, ESCAVALIER, energy=[M]).bench(0, KLINKLANG).bench(0, SNOVER, energy=[M])
    s.active(1, PIGNITE, under=[TEPIG], energy=[R_ENERGY])
    t = s.start().attack("Combustion")
    assert t.mon(0).damage == 60 - 20


# -- 487 Karrablast, 497 Volcarona, 486 Maractus, 500-502 Round ---------------------------------------------

KARRABLAST, SHELMET, LARVESTA, VOLCARONA, MARACTUS = 487, 564, 496, 497, 486
TYMPOLE, PALPITOAD, SEISMITOAD, JIGGLYPUFF, WIGGLYTUFF = 500, 501, 502, 841, 842
KANGASKHAN_EX, POTION = 756, 1117


def test_487_karrablast_stimulated_evolution_evolves_the_turn_it_is_played_with_shelmet_in_play():
    s = Scenario().active(0, SHELMET).active(1, SNOVER).hand(0, [KARRABLAST, ESCAVALIER])
    t = s.start().bench_card(KARRABLAST).evolve(ESCAVALIER, 1)
    assert t.mon(0, 1).name == "Escavalier"
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [KARRABLAST, ESCAVALIER])
    assert not s.start().bench_card(KARRABLAST).can("evolve", ESCAVALIER)


def test_497_volcarona_torrid_scales_discard_a_basic_fire_energy_to_burn():
    s = Scenario().active(0, VOLCARONA, under=[LARVESTA]).active(1, KYOGRE_MEG).hand(0, [R_ENERGY, W])
    t = s.start().ability(0)
    assert t.discard_ids(0) == [R_ENERGY] and t.mon(1).burn and not t.can("ability", 0, 0)
    s = Scenario().active(0, VOLCARONA, under=[LARVESTA]).active(1, KYOGRE_MEG).hand(0, [W])
    assert not s.start().can("ability", 0, 0)


def test_486_maractus_lively_needles_100_more_after_being_healed_this_turn():
    s = Scenario().active(0, MARACTUS, energy=[G], damage=30).active(1, KANGASKHAN_EX).hand(0, [POTION])
    assert s.start().attack("Lively Needles").mon(1).damage == 20
    assert s.start().play(POTION).attack("Lively Needles").mon(1).damage == 120


def test_500_501_502_842_round_counts_your_pokemon_with_round():
    s = Scenario().active(0, SEISMITOAD, under=[TYMPOLE, PALPITOAD], energy=[W, W, W]).active(1, KANGASKHAN_EX)
    s.bench(0, TYMPOLE).bench(0, WIGGLYTUFF, under=[JIGGLYPUFF]).bench(0, SNOVER)
    assert s.start().attack("Round").mon(1).damage == 3 * 70
    s = Scenario().active(0, WIGGLYTUFF, under=[JIGGLYPUFF], energy=[W, W]).active(1, KANGASKHAN_EX)
    assert s.bench(0, PALPITOAD, under=[TYMPOLE]).start().attack("Round").mon(1).damage == 2 * 40
