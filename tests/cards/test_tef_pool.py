"""Scenario tests of the Temporal Forces (TEF) texts of the wider pool (P5)."""

import pytest

from ptcg.rules import queries as Q
from ptcg.testing import DONE, Scenario

G, R, W, L, P, F, D, M = 1, 2, 3, 4, 5, 6, 7, 8
NEO_UPPER = 10
SNOVER, STUFFUL, WAILMER, MEOWTH_EX, MEWTWO_EX, DRAGAPULT_EX, DRAKLOAK, DREEPY = 722, 760, 263, 1071, 431, 121, 120, 119
GASTLY, HAUNTER, OKIDOGI, URSALUNA = 59, 60, 116, 135
GOUGING_FIRE_EX, WIGLETT, WUGTRIO_EX, MARILL, BRONZOR, BRONZONG, FLUTTER_MANE = 46, 50, 52, 53, 54, 55, 56
ROARING_MOON, KORAIDON, WALKING_WAKE, SHIFTRY, DEERLING, SAWSBUCK, RABSCA = 61, 62, 35, 70, 71, 72, 74
IRON_LEAVES, IRON_LEAVES_EX, SLUGMA, INCINEROAR_EX, IRON_CROWN_EX, FARIGIRAF_EX = 27, 75, 76, 79, 80, 83
SCIZOR_EX, MIRAIDON, SANDY_SHOCKS, MIRAIDON_EX, KANGASKHAN = 84, 87, 312, 313, 472
HYPER_AROMA, BOXED_ORDER, AWAKENING_DRUM, REBOOT_POD, MASTER_BALL = 1082, 1084, 1085, 1089, 1125
RESCUE_BOARD, HEAVY_BATON, ERI, MORTY, PERILOUS_JUNGLE = 1157, 1160, 1186, 1187, 1243
BOSS, SWITCH, ULTRA_BALL, FESTIVAL_GROUNDS, RARE_CANDY = 1182, 1123, 1121, 1245, 1079


# -- 10 Neo Upper Energy ----------------------------------------------------------------------
def test_10_neo_upper_energy_gives_2_units_of_every_type_to_a_stage_2_only():
    s = Scenario().active(0, DRAGAPULT_EX, under=[DREEPY, DRAKLOAK], energy=[NEO_UPPER]).active(1, WAILMER)
    t = s.start()
    assert t.can("attack", "Phantom Dive")                 # {R}{P} paid by one card
    s = Scenario().active(0, DREEPY, energy=[NEO_UPPER, R]).active(1, WAILMER)
    t = s.start()
    assert not t.can("attack", "Bite") and t.can("attack", "Petty Grudge") is False
    assert Q.count_units(t.state, t.mon(0)) == 2


# -- 46 Gouging Fire ex -----------------------------------------------------------------------
def test_46_gouging_fire_ex_blaze_blitz_is_locked_until_it_leaves_the_active_spot():
    s = Scenario().active(0, GOUGING_FIRE_EX, energy=[R, R, W]).bench(0, STUFFUL)
    s.active(1, DRAGAPULT_EX).bench(1, STUFFUL)
    t = s.start()
    t.attack("Blaze Blitz")
    assert t.mon(1).damage == 260
    t.end_turn()                                            # the opponent's turn
    assert not t.can("attack", "Blaze Blitz") and t.can("attack", "Heat Blast")
    uid = t.mon(0).uid
    t.retreat(1).choose(R, R)
    assert not [e for e in t.state.effects if e.target == uid]


# -- Lucky Find -------------------------------------------------------------------------------
@pytest.mark.parametrize("cid, energy, name", [(WIGLETT, [W], "Lucky Find"), (426, [W], "Procurement"),
                                               (626, [W], "Procurement"), (1392, [D], "Procurement")])
def test_50_426_626_1392_lucky_find_puts_an_item_from_the_deck_into_the_hand(cid, energy, name):
    s = Scenario().active(0, cid, energy=energy).active(1, DRAGAPULT_EX).deck(0, [W, SWITCH, BOSS, W])
    t = s.start()
    t.attack(name)
    assert t.card_options() == {SWITCH}
    t.choose(SWITCH)
    assert t.hand_ids(0) == [SWITCH] and len(t.player(0).deck) == 3


# -- Aqua Bomb --------------------------------------------------------------------------------
@pytest.mark.parametrize("cid, energy, name, dmg", [(WIGLETT, [W, W], "Aqua Bomb", 40),
                                                    (166, [W, W], "Iron Tackle", 60),
                                                    (285, [W, W], "Take Down", 60),
                                                    (819, [F, F], "Double-Edge", 70)])
def test_50_166_285_819_aqua_bomb_does_20_to_itself(cid, energy, name, dmg):
    s = Scenario().active(0, cid, energy=energy).active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack(name)
    assert t.mon(1).damage == dmg and t.mon(0).damage == 20


# -- 472 Kangaskhan ---------------------------------------------------------------------------
def test_472_kangaskhan_dizzy_punch_90_for_each_heads():
    s = Scenario().active(0, KANGASKHAN, energy=[W, W, W]).active(1, DRAGAPULT_EX)
    t = s.start()
    t.coins("HT").attack("Dizzy Punch")
    assert t.mon(1).damage == 90


# -- 52 Wugtrio ex ----------------------------------------------------------------------------
def test_52_wugtrio_ex_tricolor_pump_60_per_energy_card_discarded_to_a_chosen_pokemon():
    s = Scenario().active(0, WUGTRIO_EX, under=[WIGLETT], energy=[W]).active(1, DRAGAPULT_EX)
    s.bench(1, MEOWTH_EX).hand(0, [W, L, SWITCH])
    t = s.start()
    t.attack("Tricolor Pump").choose(W, L, (1, 1))
    assert t.mon(1, 1).damage == 120 and t.mon(1).damage == 0
    assert t.hand_ids(0) == [SWITCH] and t.discard_ids(0) == [W, L]


# -- 53 Marill --------------------------------------------------------------------------------
def test_53_marill_ball_roll_flips_until_tails():
    s = Scenario().active(0, MARILL, energy=[W]).active(1, DRAGAPULT_EX)
    t = s.start()
    t.coins("HHHT").attack("Ball Roll")
    assert t.mon(1).damage == 30


# -- 54 Bronzor -------------------------------------------------------------------------------
@pytest.mark.parametrize("defender, dmg", [(MEWTWO_EX, 40), (DRAGAPULT_EX, 10)])
def test_54_bronzor_mirror_attack_30_more_against_a_psychic_pokemon(defender, dmg):
    s = Scenario().active(0, BRONZOR, energy=[P]).active(1, defender)
    t = s.start()
    t.attack("Mirror Attack")
    assert t.mon(1).damage == dmg


# -- 55 Bronzong ------------------------------------------------------------------------------
def test_55_bronzong_evolution_jammer_stops_evolving_from_hand_next_turn_only():
    s = Scenario().active(0, BRONZONG, under=[BRONZOR], energy=[P]).active(1, GASTLY).bench(1, DREEPY)
    s.hand(1, [HAUNTER, DRAKLOAK, STUFFUL])
    t = s.start()
    t.attack("Evolution Jammer")
    assert t.decision.player == 1
    assert not t.can("evolve", HAUNTER) and not t.can("evolve", DRAKLOAK) and t.can("bench", STUFFUL)
    s = Scenario().active(0, BRONZONG, under=[BRONZOR], energy=[P, P, P]).active(1, WAILMER).bench(1, GASTLY)
    s.hand(1, [HAUNTER])
    t = s.start()
    t.attack("Super Psy Bolt")
    assert t.can("evolve", HAUNTER)


# -- 56 Flutter Mane --------------------------------------------------------------------------
def test_56_flutter_mane_hex_hurl_puts_2_counters_on_the_benched_pokemon():
    s = Scenario().active(0, FLUTTER_MANE, energy=[W, W, W]).active(1, DRAGAPULT_EX)
    s.bench(1, STUFFUL).bench(1, MEOWTH_EX)
    t = s.start()
    t.attack("Hex Hurl").choose(1)
    assert t.mon(1).damage == 90 and t.mon(1, 1).damage == 10 and t.mon(1, 2).damage == 10


def test_56_flutter_mane_midnight_fluttering_switches_off_the_opponents_active_ability():
    s = Scenario(current=1).active(0, FLUTTER_MANE).active(1, DRAKLOAK, under=[DREEPY])
    t = s.start()
    assert not t.can("ability", 0)
    s = Scenario(current=1).active(0, STUFFUL).bench(0, FLUTTER_MANE).active(1, DRAKLOAK, under=[DREEPY])
    t = s.start()
    assert t.can("ability", 0)
    s = Scenario(current=1).active(0, FLUTTER_MANE).active(1, STUFFUL).bench(1, DRAKLOAK, under=[DREEPY])
    t = s.start()
    assert t.can("ability", 1)                               # only the Active Pokémon


# -- Super Poison Breath ----------------------------------------------------------------------
@pytest.mark.parametrize("cid, energy, name", [
    (HAUNTER, [D, D], "Super Poison Breath"), (456, [D], "Poison Spray"), (468, [W], "Dangerous Incisors"),
    (488, [W], "Toxic Spore"), (535, [W], "Poison Spray"), (613, [D, D, W], "Gunk Shot"),
    (692, [D, W], "Poison Jab"), (706, [G], "Poison Powder"), (820, [F], "Poison Jab"),
    (910, [G, W], "Poison Spray"), (980, [D], "Spit Poison"), (986, [D], "Poison Spray"),
    (1060, [D, D], "Poison Jab")])
def test_60_and_others_super_poison_breath_poisons_the_defending_pokemon(cid, energy, name):
    s = Scenario().active(0, cid, energy=energy).active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack(name)
    assert t.mon(1).poison


# -- 61 Roaring Moon, 62 Koraidon -------------------------------------------------------------
def test_61_roaring_moon_vengeance_fletching_10_more_per_ancient_card_in_the_discard():
    s = Scenario().active(0, ROARING_MOON, energy=[D, D]).active(1, DRAGAPULT_EX)
    s.discard(0, [AWAKENING_DRUM, WALKING_WAKE, STUFFUL, D])
    t = s.start()
    t.attack("Vengeance Fletching")
    assert t.mon(1).damage == 90


def test_62_koraidon_primordial_beatdown_30_per_ancient_pokemon_in_play():
    s = Scenario().active(0, KORAIDON, energy=[F, W]).bench(0, WALKING_WAKE).bench(0, ROARING_MOON)
    s.bench(0, STUFFUL).active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Primordial Beatdown")
    assert t.mon(1).damage == 90


# -- 70 Shiftry -------------------------------------------------------------------------------
def test_70_shiftry_expelling_tornado_shuffles_the_unchosen_benched_pokemon_into_the_deck():
    s = Scenario().active(0, SHIFTRY, energy=[G]).active(1, DRAGAPULT_EX).deck(1, [])
    for cid in (STUFFUL, SNOVER, WAILMER, MEOWTH_EX):
        s.bench(1, cid, energy=[W])
    t = s.start()
    t.attack("Expelling Tornado").choose((1, 1), (1, 2), (1, 4))
    assert [m.name for m in t.player(1).bench] == ["Stufful", "Snover", "Meowth ex"]
    assert sorted(c >> 7 for c in t.player(1).deck + t.player(1).hand) == [W, WAILMER]


def test_70_shiftry_expelling_tornado_keeps_everything_with_3_or_fewer_benched():
    s = Scenario().active(0, SHIFTRY, energy=[G]).active(1, DRAGAPULT_EX).bench(1, STUFFUL).bench(1, SNOVER)
    t = s.start()
    t.attack("Expelling Tornado")
    assert len(t.player(1).bench) == 2


# -- Energy Loop ------------------------------------------------------------------------------
@pytest.mark.parametrize("cid, energy, name", [(SHIFTRY, [G, W], "Energy Loop"), (209, [W, W, L], "Icicle Loop"),
                                               (347, [G], "Energy Loop")])
def test_70_209_347_energy_loop_puts_an_energy_into_the_hand(cid, energy, name):
    s = Scenario().active(0, cid, energy=energy).active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack(name)
    if t.decision.kind != "main":
        t.choose(energy[-1])
    assert len(t.mon(0).energy) == len(energy) - 1 and len(t.player(0).hand) == 1


# -- 71 Deerling, 72 Sawsbuck -----------------------------------------------------------------
def test_71_deerling_leaf_litter_tackle_discards_a_grass_energy():
    s = Scenario().active(0, DEERLING, energy=[W, G, W]).active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Leaf Litter Tackle")
    assert t.mon(1).damage == 40 and t.energy_ids(0) == [W, W] and t.discard_ids(0) == [G]


def test_72_sawsbuck_changing_seasons_searches_a_stadium():
    s = Scenario().active(0, SAWSBUCK, under=[DEERLING]).active(1, DRAGAPULT_EX)
    s.deck(0, [W, FESTIVAL_GROUNDS, PERILOUS_JUNGLE, SWITCH])
    t = s.start()
    t.ability(0)
    assert t.card_options() == {FESTIVAL_GROUNDS, PERILOUS_JUNGLE}
    t.choose(PERILOUS_JUNGLE)
    assert t.hand_ids(0) == [PERILOUS_JUNGLE] and not t.can("ability", 0)


# -- Psychic (30 more per Energy) -------------------------------------------------------------
@pytest.mark.parametrize("cid, energy, base", [(RABSCA, [G], 10), (522, [W, W, W], 80), (744, [P, P], 30),
                                               (1043, [P], 30)])
def test_74_522_744_1043_psychic_30_more_per_energy_on_the_defender(cid, energy, base):
    s = Scenario().active(0, cid, energy=energy).active(1, DRAGAPULT_EX, energy=[W, W])
    t = s.start()
    t.attack("Psychic")
    assert t.mon(1).damage == base + 60


# -- 74 Rabsca --------------------------------------------------------------------------------
def test_74_rabsca_spherical_shield_protects_the_bench_from_damage_and_counters():
    s = Scenario(current=1).active(0, DRAGAPULT_EX).bench(0, RABSCA).bench(0, STUFFUL)
    s.active(1, FARIGIRAF_EX, energy=[P, W, W])
    t = s.start()
    t.attack("Dirty Beam").choose((0, 2))
    assert t.mon(0, 2).damage == 0 and t.mon(0).damage == 160
    s = Scenario(current=1).active(0, WAILMER).bench(0, RABSCA).bench(0, STUFFUL)
    s.active(1, DRAGAPULT_EX, energy=[R, P])
    t = s.start()
    t.attack("Phantom Dive").choose(3)
    assert t.mon(0, 1).damage == 0 and t.mon(0, 2).damage == 0


def test_74_rabsca_spherical_shield_does_not_protect_the_active_or_without_rabsca():
    s = Scenario(current=1).active(0, DRAGAPULT_EX).bench(0, STUFFUL).active(1, FARIGIRAF_EX, energy=[P, W, W])
    t = s.start()
    t.attack("Dirty Beam")
    assert t.mon(0, 1).damage == 30


# -- 75 Iron Leaves ex ------------------------------------------------------------------------
def test_75_iron_leaves_ex_rapid_vernier_switches_in_and_takes_energy():
    s = Scenario().active(0, STUFFUL, energy=[G, W]).bench(0, SNOVER, energy=[G]).active(1, DRAGAPULT_EX)
    s.hand(0, [IRON_LEAVES_EX])
    t = s.start()
    t.bench_card(IRON_LEAVES_EX).choose(True)
    assert t.mon(0).name == "Iron Leaves ex"
    while t.decision.kind != "main":
        d = t.decision
        if DONE in d.options and len(t.mon(0).energy) == 3:
            t.choose(DONE)
        else:
            t.apply(d.options[0])
    assert len(t.mon(0).energy) == 3 and t.state.players[0].energy_attached is False


def test_75_iron_leaves_ex_rapid_vernier_may_be_declined():
    s = Scenario().active(0, STUFFUL, energy=[G]).active(1, DRAGAPULT_EX).hand(0, [IRON_LEAVES_EX])
    t = s.start()
    t.bench_card(IRON_LEAVES_EX).choose(False)
    assert t.mon(0).name == "Stufful" and t.decision.kind == "main"


# -- 76 Slugma --------------------------------------------------------------------------------
def test_76_slugma_roasting_heat_40_more_against_a_burned_pokemon():
    s = Scenario().active(0, SLUGMA, energy=[R]).active(1, DRAGAPULT_EX, conditions=["burned"])
    t = s.start()
    t.attack("Roasting Heat")
    assert t.mon(1).damage == 50 + 20                      # and 2 Burn counters at the Checkup


# -- 79 Incineroar ex -------------------------------------------------------------------------
def test_79_incineroar_ex_hustle_play_cost_less_per_opponents_benched_pokemon():
    s = Scenario().active(0, INCINEROAR_EX, under=[77, 78], energy=[R]).active(1, DRAGAPULT_EX)
    for _ in range(4):
        s.bench(1, STUFFUL)
    t = s.start()
    assert t.can("attack", "Blaze Blast")
    s = Scenario().active(0, INCINEROAR_EX, under=[77, 78], energy=[R]).active(1, DRAGAPULT_EX)
    s.bench(1, STUFFUL)
    t = s.start()
    assert not t.can("attack", "Blaze Blast")


# -- 80 Iron Crown ex -------------------------------------------------------------------------
def test_80_iron_crown_ex_twin_shotels_ignores_weakness_and_defender_effects():
    s = Scenario().active(0, IRON_CROWN_EX, energy=[P, W, W]).active(1, OKIDOGI).bench(1, STUFFUL)
    s.bench(1, SNOVER).effect(1, 0, "damage_taken", -30)
    t = s.start()
    t.attack("Twin Shotels").choose((1, 0), (1, 2))
    assert t.mon(1).damage == 50 and t.mon(1, 2).damage == 50 and t.mon(1, 1).damage == 0


def test_80_iron_crown_ex_cobalt_command_boosts_other_future_pokemon_only():
    s = Scenario().active(0, IRON_LEAVES, energy=[G, W, W]).bench(0, IRON_CROWN_EX).active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Avenging Edge")
    assert t.mon(1).damage == 120
    s = Scenario().active(0, STUFFUL, energy=[W]).bench(0, IRON_CROWN_EX).active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Light Punch")
    assert t.mon(1).damage == 10


# -- 83 Farigiraf ex --------------------------------------------------------------------------
@pytest.mark.parametrize("attacker, energy, name, dmg", [(MEOWTH_EX, [W, W, W], "Tuck Tail", 0),
                                                         (DRAGAPULT_EX, [W], "Jet Headbutt", 70),
                                                         (STUFFUL, [W], "Light Punch", 10)])
def test_83_farigiraf_ex_armor_tail_prevents_damage_from_basic_pokemon_ex(attacker, energy, name, dmg):
    s = Scenario(current=1).active(0, FARIGIRAF_EX, under=[38]).active(1, attacker, energy=energy)
    t = s.start()
    t.attack(name)
    assert t.mon(0).damage == dmg


# -- Steel Wing -------------------------------------------------------------------------------
@pytest.mark.parametrize("cid, energy, name", [(SCIZOR_EX, [W, W], "Steel Wing"),
                                               (407, [R, W, W], "Flame Screen"),
                                               (988, [M, W, W, W], "Protecting Steel"),
                                               (1347, [G, W], "Leaf Guard")])
def test_84_407_988_1347_steel_wing_50_less_damage_next_turn(cid, energy, name):
    s = Scenario().active(0, cid, energy=energy).active(1, DRAGAPULT_EX, energy=[W])
    t = s.start()
    t.attack(name)
    t.attack("Jet Headbutt")
    assert t.mon(0).damage == 20


# -- 84 Scizor ex -----------------------------------------------------------------------------
def test_84_scizor_ex_cross_breaker_120_per_metal_energy_discarded():
    s = Scenario().active(0, SCIZOR_EX, under=[916], energy=[M, M, M]).active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Cross Breaker").choose(M, M)
    assert t.mon(1).damage == 240 and t.energy_ids(0) == [M]
    s = Scenario().active(0, SCIZOR_EX, under=[916], energy=[M, M, M]).active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Cross Breaker").choose(M, DONE)
    assert t.mon(1).damage == 120 and t.energy_ids(0) == [M, M]


# -- 87 Miraidon ------------------------------------------------------------------------------
def test_87_miraidon_peak_acceleration_attaches_basic_energy_to_future_pokemon():
    s = Scenario().active(0, MIRAIDON, energy=[W]).bench(0, IRON_LEAVES).bench(0, STUFFUL)
    s.active(1, DRAGAPULT_EX).deck(0, [L, G, W])
    t = s.start()
    t.attack("Peak Acceleration").choose(G, L)
    d = t.decision
    assert {o for o in d.options} == {(0, 0), (0, 1)}      # Future Pokémon only
    t.choose((0, 1), (0, 0))
    assert t.energy_ids(0, 1) == [G] and t.energy_ids(0) == [W, L] and t.energy_ids(0, 2) == []


# -- 312 Sandy Shocks -------------------------------------------------------------------------
def test_312_sandy_shocks_magnetic_burst_70_more_with_3_energy_and_no_weakness():
    s = Scenario().active(0, SANDY_SHOCKS, energy=[F]).bench(0, STUFFUL, energy=[W, W])
    s.active(1, MEOWTH_EX)
    t = s.start()
    t.attack("Magnetic Burst")
    assert t.mon(1).damage == 90
    s = Scenario().active(0, SANDY_SHOCKS, energy=[F]).bench(0, STUFFUL, energy=[W]).active(1, MEOWTH_EX)
    t = s.start()
    t.attack("Magnetic Burst")
    assert t.mon(1).damage == 20


# -- 313 Miraidon ex --------------------------------------------------------------------------
def test_313_miraidon_ex_repulsion_bolt_100_more_against_a_damaged_pokemon():
    s = Scenario().active(0, MIRAIDON_EX, energy=[L, P]).active(1, DRAGAPULT_EX, damage=10)
    t = s.start()
    t.attack("Repulsion Bolt")
    assert t.mon(1).damage == 170


def test_313_miraidon_ex_cyber_drive_is_locked_during_the_next_turn():
    s = Scenario().active(0, MIRAIDON_EX, energy=[L, P, W]).active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Cyber Drive")
    t.end_turn()
    assert not t.can("attack", "Cyber Drive") and t.can("attack", "Repulsion Bolt")


# -- Items ------------------------------------------------------------------------------------
def test_1084_boxed_order_searches_2_items_then_ends_the_turn():
    s = Scenario().active(0, STUFFUL).active(1, DRAGAPULT_EX).hand(0, [BOXED_ORDER])
    s.deck(0, [W, SWITCH, BOSS, ULTRA_BALL, W])
    t = s.start()
    t.play(BOXED_ORDER)
    assert t.card_options() == {SWITCH, ULTRA_BALL}
    t.choose(ULTRA_BALL, SWITCH)
    assert t.hand_ids(0) == sorted([SWITCH, ULTRA_BALL]) and t.decision.player == 1


def test_1085_awakening_drum_draws_a_card_per_ancient_pokemon():
    s = Scenario().active(0, WALKING_WAKE).bench(0, ROARING_MOON).bench(0, STUFFUL).active(1, DRAGAPULT_EX)
    s.hand(0, [AWAKENING_DRUM])
    t = s.start()
    t.play(AWAKENING_DRUM)
    assert len(t.player(0).hand) == 2
    s = Scenario().active(0, STUFFUL).active(1, WALKING_WAKE).hand(0, [AWAKENING_DRUM])
    assert not s.start().can("play", AWAKENING_DRUM)


def test_1089_reboot_pod_attaches_a_basic_energy_to_each_future_pokemon():
    s = Scenario().active(0, MIRAIDON).bench(0, IRON_LEAVES).bench(0, STUFFUL).active(1, DRAGAPULT_EX)
    s.hand(0, [REBOOT_POD]).discard(0, [L, G, W])
    t = s.start()
    t.play(REBOOT_POD).choose(L, G)
    assert t.energy_ids(0) == [L] and t.energy_ids(0, 1) == [G] and t.energy_ids(0, 2) == []
    assert t.discard_ids(0) == sorted([W, REBOOT_POD])


def test_1089_reboot_pod_is_not_playable_without_future_pokemon():
    s = Scenario().active(0, STUFFUL).active(1, MIRAIDON).hand(0, [REBOOT_POD]).discard(0, [L])
    assert not s.start().can("play", REBOOT_POD)


def test_1125_master_ball_searches_any_pokemon():
    s = Scenario().active(0, STUFFUL).active(1, DRAGAPULT_EX).hand(0, [MASTER_BALL]).deck(0, [W, MEOWTH_EX, BOSS])
    t = s.start()
    t.play(MASTER_BALL)
    assert t.card_options() == {MEOWTH_EX}
    t.choose(MEOWTH_EX)
    assert t.hand_ids(0) == [MEOWTH_EX]


# -- Tools ------------------------------------------------------------------------------------
def test_1157_rescue_board_retreat_cost_1_less_and_none_at_30_hp_or_less():
    s = Scenario().active(0, URSALUNA, tools=[RESCUE_BOARD]).bench(0, STUFFUL).active(1, DRAGAPULT_EX)
    t = s.start()
    assert Q.retreat_cost(t.state, t.mon(0)) == 3
    t.mon(0).damage = 120
    assert Q.retreat_cost(t.state, t.mon(0)) == 0
    t.refresh()
    assert t.can("retreat", 1)


def test_1160_heavy_baton_moves_up_to_3_basic_energy_to_the_bench_on_a_knock_out():
    s = Scenario(current=1).active(0, URSALUNA, tools=[HEAVY_BATON], energy=[F, F, F, W]).bench(0, STUFFUL)
    s.active(1, IRON_LEAVES_EX, energy=[G, G, W])
    t = s.start()
    t.attack("Prism Edge")
    t.choose(F, F, W)
    assert t.mon(0).name == "Stufful" and t.energy_ids(0) == sorted([F, F, W])
    assert t.discard_ids(0) == sorted([URSALUNA, HEAVY_BATON, F])


def test_1160_heavy_baton_needs_a_retreat_cost_of_exactly_4():
    s = Scenario(current=1).active(0, WAILMER, tools=[HEAVY_BATON], energy=[W, W]).bench(0, STUFFUL)
    s.active(1, IRON_LEAVES_EX, energy=[G, G, W])
    t = s.start()
    t.attack("Prism Edge")
    assert t.energy_ids(0) == [] and t.discard_ids(0).count(W) == 2


# -- Supporters -------------------------------------------------------------------------------
def test_1186_eri_discards_up_to_2_items_from_the_opponents_hand():
    s = Scenario().active(0, STUFFUL).active(1, DRAGAPULT_EX).hand(0, [ERI])
    s.hand(1, [SWITCH, ULTRA_BALL, BOSS, SWITCH])
    t = s.start()
    t.play(ERI)
    assert t.card_options() == {SWITCH, ULTRA_BALL}
    t.choose(ULTRA_BALL, SWITCH)
    assert t.hand_ids(1) == sorted([BOSS, SWITCH]) and t.discard_ids(1) == sorted([SWITCH, ULTRA_BALL])


def test_1187_mortys_conviction_discards_a_card_and_draws_per_opponents_benched_pokemon():
    s = Scenario().active(0, STUFFUL).active(1, DRAGAPULT_EX).bench(1, STUFFUL).bench(1, SNOVER)
    s.hand(0, [MORTY, SWITCH])
    t = s.start()
    t.play(MORTY)
    assert t.discard_ids(0) == sorted([SWITCH, MORTY]) and len(t.player(0).hand) == 2
    s = Scenario().active(0, STUFFUL).active(1, DRAGAPULT_EX).bench(1, STUFFUL).hand(0, [MORTY])
    assert not s.start().can("play", MORTY)                  # no other card to discard


# -- 1243 Perilous Jungle ---------------------------------------------------------------------
def test_1243_perilous_jungle_2_more_poison_counters_on_non_darkness_pokemon():
    s = Scenario().active(0, STUFFUL, conditions=["poisoned"]).active(1, GASTLY, conditions=["poisoned"])
    s.stadium(PERILOUS_JUNGLE)
    t = s.start()
    t.end_turn()
    assert t.mon(0).damage == 30 and t.mon(1).damage == 10


# -- 78 Torracat, 153 Cinderace ex — Flare Strike ----------------------------------------------
@pytest.mark.parametrize("cid, other", [(78, "Bite"), (153, "Garnet Volley")])
def test_78_153_flare_strike_is_locked_during_your_next_turn_only_II_C_15(cid, other):
    s = Scenario().active(0, cid, energy=[R, F, D]).active(1, DRAGAPULT_EX).bench(1, STUFFUL)
    t = s.start()
    t.attack("Flare Strike")
    assert t.mon(1).damage == (80 if cid == 78 else 280)
    t.end_turn()                                            # the opponent's turn ends
    assert not t.can("attack", "Flare Strike") and t.can("attack", other)
    t.end_turn().end_turn()                                 # the turn after next: free again
    assert t.can("attack", "Flare Strike")


# -- 1190 Bianca's Devotion -------------------------------------------------------------------
def test_1190_biancas_devotion_heals_all_damage_from_a_pokemon_with_30_hp_or_less_left():
    s = Scenario().active(0, DRAGAPULT_EX, damage=290).bench(0, STUFFUL, damage=50).bench(0, SNOVER, damage=10)
    s.active(1, SNOVER).hand(0, [1190])
    t = s.start()
    t.play(1190)
    assert set(t.options) == {(0, 0), (0, 1)}               # 30 and 20 HP left; not 80
    t.choose((0, 1))
    assert t.mon(0, 1).damage == 0 and t.mon(0).damage == 290 and t.mon(0, 2).damage == 10
    assert 1190 in t.discard_ids(0)


def test_1190_biancas_devotion_cannot_be_played_without_a_pokemon_at_30_hp_or_less():
    s = Scenario().active(0, DRAGAPULT_EX, damage=280).bench(0, STUFFUL).active(1, SNOVER).hand(0, [1190])
    assert not s.start().can("play", 1190)                  # 40 HP left: nothing to heal
