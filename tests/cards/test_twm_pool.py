"""Scenario tests of the Twilight Masquerade (TWM) texts of the wider pool (P5)."""

import pytest

from ptcg.rules import queries as Q
from ptcg.testing import DONE, Scenario

G, R, W, L, P, F, D, M = 1, 2, 3, 4, 5, 6, 7, 8
BOOMERANG, NEO_UPPER = 9, 10
SNOVER, STUFFUL, WAILMER, MEOWTH_EX, MEWTWO_EX, DRAGAPULT_EX, DRAKLOAK, DREEPY = 722, 760, 263, 1071, 431, 121, 120, 119
EEVEE, GASTLY = 43, 59
PINSIR, LEAFEON, IRON_LEAVES, SINISTCHA_EX, MAGCARGO_EX, GLACEON, WALKING_WAKE = 25, 26, 27, 29, 30, 32, 35
MORPEKO, IRON_THORNS_EX, GIRAFARIG, ENAMORUS, GRENINJA_EX, TING_LU, URSALUNA_EX = 36, 37, 38, 39, 40, 41, 44
VOLBEAT, CHANDELURE, HEARTHFLAME_EX, TEAL_EX, JYNX, MILOTIC, FROSLASS, ABRA = 88, 98, 99, 96, 101, 102, 104, 109
SLURPUFF, OKIDOGI, HEATRAN, TATSUGIRI, FARFETCHD, BLISSEY_EX, ALAKAZAM, SWIRLIX = 110, 116, 118, 122, 123, 125, 245, 247
CRAMORANT, SCREAM_TAIL_EX, FEZANDIPITI, SCOLIPEDE, BRUTE_BONNET = 946, 969, 970, 982, 986
HYPER_AROMA, OGRES_MASK, FLUTE, SURVIVAL_BRACE, LUCKY_HELMET, HANDHELD_FAN = 1082, 1090, 1091, 1155, 1156, 1161
PERRIN, KIERAN, HASSEL, COOK = 1183, 1191, 1193, 1212
BOSS, SWITCH, ULTRA_BALL, SCOOP_UP, FESTIVAL_GROUNDS, JAMMING_TOWER, HEROS_CAPE = 1182, 1123, 1121, 1093, 1245, 1246, 1159
FROGADIER, FROAKIE = 34, 33


# -- 9 Boomerang Energy, 946 Cramorant --------------------------------------------------------
def test_9_boomerang_energy_comes_back_after_spit_shot_discards_it():
    s = Scenario().active(0, CRAMORANT, energy=[W, W, BOOMERANG]).active(1, DRAGAPULT_EX).bench(1, STUFFUL)
    t = s.start()
    t.attack("Spit Shot").choose((1, 0))
    assert t.mon(1).damage == 120
    assert t.energy_ids(0) == [BOOMERANG] and t.discard_ids(0) == [W, W]
    assert Q.count_units(t.state, t.mon(0)) == 1


def test_946_cramorant_spit_shot_may_hit_a_benched_pokemon_without_weakness():
    s = Scenario().active(0, CRAMORANT, energy=[W, W, W]).active(1, DRAGAPULT_EX).bench(1, 116)
    t = s.start()
    t.attack("Spit Shot").choose((1, 1))
    assert t.mon(1, 1).damage == 120 and t.mon(1).damage == 0 and t.energy_ids(0) == []


# -- 25 Pinsir --------------------------------------------------------------------------------
def test_25_pinsir_slow_crunch_knocks_out_the_defender_at_the_end_of_the_opponents_turn():
    s = Scenario().active(0, PINSIR, energy=[G, W]).active(1, DRAGAPULT_EX).bench(1, STUFFUL)
    t = s.start()
    t.attack("Slow Crunch")
    assert t.energy_ids(0) == [] and t.mon(1).name == "Dragapult ex"
    t.end_turn()
    assert t.mon(1).name == "Stufful" and len(t.player(0).prizes) == 4


def test_25_pinsir_slow_crunch_ends_if_the_defender_goes_to_the_bench():
    s = Scenario().active(0, PINSIR, energy=[G, W]).active(1, DRAGAPULT_EX, energy=[W]).bench(1, STUFFUL)
    t = s.start()
    t.attack("Slow Crunch")
    t.retreat(1)
    t.end_turn()
    assert len(t.player(1).bench) == 1 and len(t.player(0).prizes) == 6


# -- 26 Leafeon -------------------------------------------------------------------------------
def test_26_leafeon_leaflet_blessings_attaches_grass_to_the_bench_and_heals_it():
    s = Scenario().active(0, LEAFEON, under=[EEVEE], energy=[W]).bench(0, STUFFUL, damage=50)
    s.active(1, DRAGAPULT_EX).hand(0, [G, W])
    t = s.start()
    t.attack("Leaflet Blessings").choose(G)
    assert t.energy_ids(0, 1) == [G] and t.mon(0, 1).damage == 0 and t.hand_ids(0) == [W]


# -- 27 Iron Leaves ---------------------------------------------------------------------------
def test_27_iron_leaves_recovery_net_puts_up_to_2_pokemon_into_the_hand():
    s = Scenario().active(0, IRON_LEAVES, energy=[G]).active(1, DRAGAPULT_EX).discard(0, [SNOVER, STUFFUL, W])
    t = s.start()
    t.attack("Recovery Net").choose(SNOVER, STUFFUL)
    assert t.hand_ids(0) == sorted([SNOVER, STUFFUL]) and t.discard_ids(0) == [W]


def test_27_iron_leaves_avenging_edge_60_more_after_a_knock_out_by_an_attack_last_turn():
    s = Scenario().active(0, IRON_LEAVES, energy=[G, W, W]).active(1, DRAGAPULT_EX)
    s.flags(0, kos=[(2, SNOVER, True, 1)])
    t = s.start()
    t.attack("Avenging Edge")
    assert t.mon(1).damage == 160
    s = Scenario().active(0, IRON_LEAVES, energy=[G, W, W]).active(1, DRAGAPULT_EX)
    s.flags(0, kos=[(2, SNOVER, False, 1)])
    t = s.start()
    t.attack("Avenging Edge")
    assert t.mon(1).damage == 100


# -- 29 Sinistcha ex --------------------------------------------------------------------------
def test_29_sinistcha_ex_re_brew_2_counters_per_basic_grass_in_discard_then_shuffles_them():
    s = Scenario().active(0, SINISTCHA_EX, energy=[W]).active(1, DRAGAPULT_EX).bench(1, STUFFUL)
    s.discard(0, [G, G, G, W]).deck(0, [])
    t = s.start()
    t.attack("Re-Brew").choose((1, 0))
    assert t.mon(1).damage == 60 and t.discard_ids(0) == [W]
    assert sorted(c >> 7 for c in t.player(0).deck) == [G, G, G]


def test_29_sinistcha_ex_matcha_splash_heals_30_from_each_of_your_pokemon():
    s = Scenario().active(0, SINISTCHA_EX, energy=[G, W], damage=50).bench(0, STUFFUL, damage=20)
    s.active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Matcha Splash")
    assert t.mon(0).damage == 20 and t.mon(0, 1).damage == 0 and t.mon(1).damage == 120


# -- 30 Magcargo ex ---------------------------------------------------------------------------
def test_30_magcargo_ex_ground_burn_140_more_per_energy_card_milled():
    s = Scenario().active(0, MAGCARGO_EX, energy=[R, R, W]).active(1, DRAGAPULT_EX)
    s.deck(0, [SNOVER, W]).deck(1, [W, W])
    t = s.start()
    t.attack("Ground Burn")
    assert t.mon(1).damage == 280 and t.discard_ids(0) == [SNOVER] and t.discard_ids(1) == [W]


# -- 32 Glaceon -------------------------------------------------------------------------------
def test_32_glaceon_permeating_chill_9_counters_at_the_end_of_the_opponents_turn():
    s = Scenario().active(0, GLACEON, under=[EEVEE], energy=[W]).active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Permeating Chill")
    assert t.mon(1).damage == 30
    t.end_turn()
    assert t.mon(1).damage == 120


# -- Aurora Gain ------------------------------------------------------------------------------
@pytest.mark.parametrize("cid, energy, name", [(WALKING_WAKE, [W], "Aurora Gain"), (178, [G], "Leaf Drain"),
                                               (656, [W], "Nap"), (798, [W, W], "Bubble Drain"),
                                               (1042, [W], "Nap"), (1363, [W, W], "Draining Fin")])
def test_35_and_others_aurora_gain_heals_20_from_itself(cid, energy, name):
    s = Scenario().active(0, cid, energy=energy, damage=30).active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack(name)
    assert t.mon(0).damage == 10


# -- 35 Walking Wake --------------------------------------------------------------------------
def test_35_walking_wake_undulating_slice_20_per_counter_placed_on_itself():
    s = Scenario().active(0, WALKING_WAKE, energy=[W, W, W]).active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Undulating Slice").choose(5)
    assert t.mon(0).damage == 50 and t.mon(1).damage == 100


# -- 36 Morpeko -------------------------------------------------------------------------------
def test_36_morpeko_pick_and_stick_attaches_up_to_2_basic_energy_from_discard():
    s = Scenario().active(0, MORPEKO, energy=[L]).bench(0, STUFFUL).active(1, DRAGAPULT_EX)
    s.discard(0, [G, R, BOSS])
    t = s.start()
    t.attack("Pick and Stick").choose(G, R, (0, 1), (0, 0))
    assert t.energy_ids(0, 1) == [G] and t.energy_ids(0) == sorted([L, R])


def test_36_morpeko_snack_seek_may_discard_the_top_card():
    s = Scenario().active(0, MORPEKO).active(1, DRAGAPULT_EX).deck(0, [BOSS, W])
    t = s.start()
    t.ability(0).choose(True)
    assert t.discard_ids(0) == [BOSS] and len(t.player(0).deck) == 1
    s = Scenario().active(0, MORPEKO).active(1, DRAGAPULT_EX).deck(0, [BOSS, W])
    t = s.start()
    t.ability(0).choose(False)
    assert t.player(0).deck[-1] >> 7 == BOSS and not t.can("ability", 0)


# -- Volt Cyclone -----------------------------------------------------------------------------
@pytest.mark.parametrize("cid, energy, name", [(IRON_THORNS_EX, [L, W, W], "Volt Cyclone"),
                                               (259, [R, R, W], "Scorching Cyclone"),
                                               (772, [D, D], "Void Gale"), (1291, [W, W], "Reflect Energy")])
def test_37_259_772_1291_volt_cyclone_moves_an_energy_to_a_benched_pokemon(cid, energy, name):
    s = Scenario().active(0, cid, energy=energy).bench(0, STUFFUL).active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack(name)
    if t.decision.kind != "main":
        t.choose(energy[0])
    assert len(t.mon(0).energy) == len(energy) - 1 and len(t.mon(0, 1).energy) == 1


# -- 37 Iron Thorns ex ------------------------------------------------------------------------
def test_37_iron_thorns_ex_initialization_switches_off_rule_box_abilities_except_future():
    s = Scenario().active(0, IRON_THORNS_EX).bench(0, TEAL_EX).bench(0, 80).bench(0, DRAKLOAK, under=[DREEPY])
    s.active(1, MEOWTH_EX)
    g = s.start().state
    me, opp = g.players[0], g.players[1]
    assert not Q.abilities_work(g, me.bench[0]) and not Q.abilities_work(g, opp.active)
    assert Q.abilities_work(g, me.bench[1]) and Q.abilities_work(g, me.bench[2])
    s = Scenario().active(0, STUFFUL).bench(0, IRON_THORNS_EX).bench(0, TEAL_EX).active(1, MEOWTH_EX)
    g = s.start().state
    assert Q.abilities_work(g, g.players[0].bench[1]) and Q.abilities_work(g, g.players[1].active)


# -- 38 Girafarig -----------------------------------------------------------------------------
def test_38_girafarig_dual_headbutt_also_10_to_1_of_your_benched_pokemon():
    s = Scenario().active(0, GIRAFARIG, energy=[W]).bench(0, STUFFUL).bench(0, SNOVER).active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Dual Headbutt").choose((0, 2))
    assert t.mon(1).damage == 30 and t.mon(0, 2).damage == 10 and t.mon(0, 1).damage == 0


# -- 39 Enamorus ------------------------------------------------------------------------------
@pytest.mark.parametrize("defender, dmg", [(MEWTWO_EX, 200), (DRAGAPULT_EX, 80)])
def test_39_enamorus_love_resonance_120_more_when_a_type_is_shared(defender, dmg):
    s = Scenario().active(0, ENAMORUS, energy=[P, W, W]).active(1, defender)
    t = s.start()
    t.attack("Love Resonance")
    assert t.mon(1).damage == dmg


# -- 40 Greninja ex ---------------------------------------------------------------------------
def test_40_greninja_ex_shinobi_blade_may_search_any_card():
    s = Scenario().active(0, GRENINJA_EX, under=[FROAKIE, FROGADIER], energy=[W]).active(1, DRAGAPULT_EX)
    s.deck(0, [W, BOSS, SNOVER])
    t = s.start()
    t.attack("Shinobi Blade").choose(True, BOSS)
    assert t.mon(1).damage == 170 and t.hand_ids(0) == [BOSS]


def test_40_greninja_ex_mirage_barrage_120_to_2_pokemon_and_discards_2_energy():
    s = Scenario().active(0, GRENINJA_EX, under=[FROAKIE, FROGADIER], energy=[W, W, W]).active(1, DRAGAPULT_EX)
    s.bench(1, MEOWTH_EX).bench(1, WAILMER)
    t = s.start()
    t.attack("Mirage Barrage").choose((1, 0), (1, 2))
    assert t.mon(1).damage == 120 and t.mon(1, 2).damage == 120 and t.mon(1, 1).damage == 0
    assert t.energy_ids(0) == [W]


# -- 41 Ting-Lu -------------------------------------------------------------------------------
def test_41_ting_lu_ground_crasher_hits_the_bench_and_discards_the_stadium():
    s = Scenario().active(0, TING_LU, energy=[F]).active(1, DRAGAPULT_EX).bench(1, STUFFUL).bench(1, SNOVER)
    s.stadium(JAMMING_TOWER, owner=1)
    t = s.start()
    t.attack("Ground Crasher")
    assert [m.damage for m in t.player(1).in_play()] == [30, 30, 30]
    assert t.state.stadium is None and t.discard_ids(1) == [JAMMING_TOWER]
    s = Scenario().active(0, TING_LU, energy=[F]).active(1, DRAGAPULT_EX).bench(1, STUFFUL)
    t = s.start()
    t.attack("Ground Crasher")
    assert t.mon(1, 1).damage == 0


# -- Find a Friend ----------------------------------------------------------------------------
@pytest.mark.parametrize("cid, energy", [(42, [W]), (838, [W]), (1020, [G])])
def test_42_838_1020_find_a_friend_searches_a_pokemon(cid, energy):
    s = Scenario().active(0, cid, energy=energy).active(1, DRAGAPULT_EX).deck(0, [W, SNOVER, BOSS])
    t = s.start()
    t.attack("Find a Friend")
    assert t.card_options() == {SNOVER}
    t.choose(SNOVER)
    assert t.hand_ids(0) == [SNOVER]


# -- 44 Bloodmoon Ursaluna ex -----------------------------------------------------------------
def test_44_bloodmoon_ursaluna_ex_seasoned_skill_blood_moon_cheaper_per_prize_taken():
    s = Scenario().active(0, URSALUNA_EX, energy=[W, W]).active(1, DRAGAPULT_EX).prizes(1, 3)
    t = s.start()
    assert t.can("attack", "Blood Moon")
    s = Scenario().active(0, URSALUNA_EX, energy=[W, W]).active(1, DRAGAPULT_EX).prizes(1, 4)
    t = s.start()
    assert not t.can("attack", "Blood Moon")


# -- 88 Volbeat -------------------------------------------------------------------------------
def test_88_volbeat_quick_sign_on_the_first_turn_benches_up_to_2_basic_pokemon():
    s = Scenario(turn=1).active(0, VOLBEAT, energy=[W]).active(1, DRAGAPULT_EX).deck(0, [W, SNOVER, STUFFUL, W])
    t = s.start()
    t.attack("Quick Sign").choose(SNOVER, STUFFUL)
    assert sorted(m.name for m in t.player(0).bench) == ["Snover", "Stufful"]


def test_88_volbeat_coordinated_strike_20_without_illumise():
    s = Scenario().active(0, VOLBEAT, energy=[W, W]).bench(0, STUFFUL).active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Coordinated Strike")
    assert t.mon(1).damage == 20


# -- Mountain Stroll --------------------------------------------------------------------------
@pytest.mark.parametrize("cid, energy, name", [(95, [W], "Mountain Stroll"), (186, [W], "Minor Errand-Running"),
                                               (548, [W], "Gather Strength"), (796, [R], "Gather Strength"),
                                               (1003, [W], "Minor Errand-Running"),
                                               (1302, [W], "Minor Errand-Running")])
def test_95_and_others_mountain_stroll_searches_up_to_2_basic_energy(cid, energy, name):
    s = Scenario().active(0, cid, energy=energy).active(1, DRAGAPULT_EX).deck(0, [BOSS, G, BOOMERANG, R])
    t = s.start()
    t.attack(name)
    assert t.card_options() == {G, R}
    t.choose(G, R)
    assert t.hand_ids(0) == [G, R]


# -- Ogre Comeback ----------------------------------------------------------------------------
@pytest.mark.parametrize("cid, energy, name", [(95, [G, W], "Ogre Comeback"), (956, [L, W], "Combat Thunder")])
def test_95_956_ogre_comeback_20_more_per_opponents_benched_pokemon(cid, energy, name):
    s = Scenario().active(0, cid, energy=energy).active(1, DRAGAPULT_EX)
    for _ in range(3):
        s.bench(1, STUFFUL)
    t = s.start()
    t.attack(name)
    assert t.mon(1).damage == 80


# -- Call for Family --------------------------------------------------------------------------
@pytest.mark.parametrize("cid, energy, name", [(97, [R], "Call for Family"), (199, [W], "Call for Family"),
                                               (767, [W], "Call for Family"), (967, [W], "Pleasant Aroma")])
def test_97_199_767_967_call_for_family_benches_a_basic_pokemon(cid, energy, name):
    s = Scenario().active(0, cid, energy=energy).active(1, DRAGAPULT_EX).deck(0, [W, SNOVER, DRAKLOAK])
    t = s.start()
    t.attack(name)
    assert t.card_options() == {SNOVER}
    t.choose(SNOVER)
    assert [m.name for m in t.player(0).bench] == ["Snover"]


# -- 98 Chandelure ----------------------------------------------------------------------------
def test_98_chandelure_mind_ruler_30_per_card_in_the_opponents_hand():
    s = Scenario().active(0, CHANDELURE, under=[97, 494], energy=[R]).active(1, DRAGAPULT_EX)
    s.hand(1, [W, W, BOSS, SWITCH])
    t = s.start()
    t.attack("Mind Ruler")
    assert t.mon(1).damage == 120


def test_98_chandelure_alluring_light_each_player_draws_a_card():
    s = Scenario().active(0, CHANDELURE, under=[97, 494]).active(1, DRAGAPULT_EX)
    t = s.start()
    t.ability(0)
    assert len(t.player(0).hand) == 1 and len(t.player(1).hand) == 1 and not t.can("ability", 0)


# -- 99 Hearthflame Mask Ogerpon ex -----------------------------------------------------------
def test_99_hearthflame_ex_dynamic_blaze_more_against_evolutions_and_discards_all_energy():
    s = Scenario().active(0, HEARTHFLAME_EX, energy=[R, R, R]).active(1, DRAGAPULT_EX, under=[DREEPY, DRAKLOAK])
    t = s.start()
    t.attack("Dynamic Blaze")
    assert t.mon(1).damage == 280 and t.energy_ids(0) == []
    s = Scenario().active(0, HEARTHFLAME_EX, energy=[R, R, R]).active(1, MEOWTH_EX)
    t = s.start()
    t.attack("Dynamic Blaze")
    assert t.mon(1).damage == 140 and t.energy_ids(0) == [R, R, R]


# -- 101 Jynx ---------------------------------------------------------------------------------
def test_101_jynx_inviting_kiss_benches_a_basic_and_moves_an_energy_to_it():
    s = Scenario().active(0, JYNX, energy=[W]).active(1, DRAGAPULT_EX).deck(0, [W, SNOVER])
    t = s.start()
    t.attack("Inviting Kiss").choose(SNOVER)
    assert t.mon(0, 1).name == "Snover" and t.energy_ids(0, 1) == [W] and t.energy_ids(0) == []


# -- 102 Milotic ------------------------------------------------------------------------------
def test_102_milotic_mentally_calm_keeps_the_opponents_pokemon_out_of_their_hand():
    s = Scenario(current=1).active(0, MILOTIC, under=[242]).active(1, DRAGAPULT_EX).bench(1, STUFFUL, energy=[W])
    s.hand(1, [SCOOP_UP])
    t = s.start()
    t.play(SCOOP_UP).choose((1, 1))
    assert [m.name for m in t.player(1).bench] == ["Stufful"] and t.hand_ids(1) == []
    s = Scenario(current=1).active(0, STUFFUL).active(1, DRAGAPULT_EX).bench(1, STUFFUL, energy=[W])
    s.hand(1, [SCOOP_UP])
    t = s.start()
    t.play(SCOOP_UP).choose((1, 1))
    assert t.hand_ids(1) == sorted([STUFFUL, W])


def test_102_milotic_mentally_calm_leaves_its_owners_pokemon_alone():
    s = Scenario().active(0, MILOTIC, under=[242]).bench(0, STUFFUL).active(1, DRAGAPULT_EX)
    s.hand(0, [SCOOP_UP])
    t = s.start()
    t.play(SCOOP_UP).choose((0, 1))
    assert STUFFUL in t.hand_ids(0)


def test_102_milotic_mentally_calm_stops_energy_loop():
    s = Scenario(current=1).active(0, MILOTIC, under=[242], tools=[HEROS_CAPE]).active(1, 70, energy=[G, W])
    t = s.start()
    t.attack("Energy Loop")
    assert t.mon(0).damage == 140 and t.energy_ids(1) == [G, W] and t.hand_ids(1) == []


# -- 104 Froslass -----------------------------------------------------------------------------
def test_104_froslass_freezing_shroud_1_counter_on_each_pokemon_with_an_ability():
    s = Scenario().active(0, FROSLASS, under=[103]).bench(0, MORPEKO).bench(0, STUFFUL)
    s.active(1, DRAKLOAK, under=[DREEPY]).bench(1, FROSLASS)
    t = s.start()
    t.end_turn()
    # two Froslass in play (one each side): 2 counters on each other Pokémon with an Ability
    assert t.mon(0).damage == 0 and t.mon(0, 1).damage == 20 and t.mon(0, 2).damage == 0
    assert t.mon(1).damage == 20 and t.mon(1, 1).damage == 0


# -- 109 Abra ---------------------------------------------------------------------------------
def test_109_abra_teleporter_shuffles_the_active_abra_into_the_deck():
    s = Scenario().active(0, ABRA, energy=[P]).bench(0, STUFFUL).active(1, DRAGAPULT_EX).deck(0, [])
    t = s.start()
    assert not Scenario().active(0, STUFFUL).bench(0, ABRA).active(1, DRAGAPULT_EX).start().can("ability", 1)
    t.ability(0)
    assert t.mon(0).name == "Stufful" and sorted(c >> 7 for c in t.player(0).deck) == [P, ABRA]


# -- 110 Slurpuff -----------------------------------------------------------------------------
@pytest.mark.parametrize("coins, dmg, confused", [("HH", 180, False), ("HT", 90, False), ("TT", 0, True)])
def test_110_slurpuff_slurp_slurp_90_per_heads_and_confusion_on_two_tails(coins, dmg, confused):
    s = Scenario().active(0, SLURPUFF, under=[SWIRLIX], energy=[P, W]).active(1, DRAGAPULT_EX)
    t = s.start()
    t.coins(coins).attack("Slurp Slurp")
    assert t.mon(1).damage == dmg and (t.mon(1).rotation != 0) == confused


# -- 115 Conkeldurr --------------------------------------------------------------------------
def test_115_conkeldurr_tantrum_confuses_itself():
    s = Scenario().active(0, 115, energy=[F]).active(1, DRAGAPULT_EX)
    t = s.start().attack("Tantrum")
    assert t.mon(1).damage == 80 and t.mon(0).has_condition() and t.mon(0).rotation != 0


def test_115_conkeldurr_gutsy_swing_ignores_its_cost_with_a_special_condition_II_E_32():
    s = Scenario().active(0, 115, energy=[F]).active(1, DRAGAPULT_EX)
    assert not s.start().can("attack", "Gutsy Swing")           # {F} and 3 more are needed
    s = Scenario().active(0, 115, energy=[F], conditions=["poisoned"]).active(1, DRAGAPULT_EX)
    t = s.start()
    assert t.can("attack", "Gutsy Swing")                       # the whole cost is ignored
    t.attack("Gutsy Swing")
    assert t.mon(1).damage == 250


# -- 116 Okidogi ------------------------------------------------------------------------------
def test_116_okidogi_adrena_power_with_darkness_energy_100_hp_and_100_damage():
    s = Scenario().active(0, OKIDOGI, energy=[F, F, D]).active(1, DRAGAPULT_EX)
    t = s.start()
    assert Q.max_hp(t.state, t.mon(0)) == 230
    t.attack("Good Punch")
    assert t.mon(1).damage == 170
    s = Scenario().active(0, OKIDOGI, energy=[F, F]).active(1, DRAGAPULT_EX)
    t = s.start()
    assert Q.max_hp(t.state, t.mon(0)) == 130
    t.attack("Good Punch")
    assert t.mon(1).damage == 70


# -- 118 Heatran ------------------------------------------------------------------------------
def test_118_heatran_steel_burst_50_per_metal_energy_discarded():
    s = Scenario().active(0, HEATRAN, energy=[M, M, W]).active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Steel Burst")
    assert t.mon(1).damage == 100 and t.energy_ids(0) == [W] and t.discard_ids(0) == [M, M]


def test_118_heatran_incandescent_body_burns_the_attacking_pokemon():
    s = Scenario(current=1).active(0, HEATRAN).active(1, DRAGAPULT_EX, energy=[W])
    t = s.start()
    t.attack("Jet Headbutt")
    assert t.mon(0).damage == 70 and t.mon(1).damage == 20          # 2 Burn counters at the Checkup
    s = Scenario(current=1).active(0, STUFFUL).bench(0, HEATRAN).active(1, DRAGAPULT_EX, energy=[W])
    t = s.start()
    t.attack("Jet Headbutt")
    assert not t.mon(1).burn and t.mon(1).damage == 0


# -- 122 Tatsugiri ----------------------------------------------------------------------------
def test_122_tatsugiri_attract_customers_takes_a_supporter_from_the_top_6_while_active():
    s = Scenario().active(0, TATSUGIRI).active(1, DRAGAPULT_EX)
    s.deck(0, [W, W, W, W, W, BOSS, COOK])
    t = s.start()
    t.ability(0)
    assert t.card_options() == {BOSS}
    t.choose(BOSS)
    assert t.hand_ids(0) == [BOSS] and len(t.player(0).deck) == 6
    assert not Scenario().active(0, STUFFUL).bench(0, TATSUGIRI).active(1, DRAGAPULT_EX).start().can("ability", 1)


# -- Mach Cut ---------------------------------------------------------------------------------
@pytest.mark.parametrize("cid, energy, name", [(FARFETCHD, [W], "Mach Cut"), (546, [M], "Righteous Edge")])
def test_123_546_mach_cut_discards_a_special_energy_from_the_defender(cid, energy, name):
    s = Scenario().active(0, cid, energy=energy).active(1, DRAGAPULT_EX, energy=[W, BOOMERANG])
    t = s.start()
    t.attack(name)
    assert t.energy_ids(1) == [W] and t.discard_ids(1) == [BOOMERANG]


# -- 123 Farfetch'd ---------------------------------------------------------------------------
def test_123_farfetchd_impromptu_carrier_attaches_a_tool_from_the_deck():
    s = Scenario().active(0, STUFFUL).active(1, DRAGAPULT_EX).hand(0, [FARFETCHD])
    s.deck(0, [W, HEROS_CAPE, BOSS])
    t = s.start()
    t.bench_card(FARFETCHD).choose(True, HEROS_CAPE)
    assert [c >> 7 for c in t.mon(0, 1).tools] == [HEROS_CAPE] and Q.max_hp(t.state, t.mon(0, 1)) == 170
    assert len(t.player(0).deck) == 2


# -- 125 Blissey ex ---------------------------------------------------------------------------
def test_125_blissey_ex_happy_switch_moves_a_basic_energy_between_your_pokemon():
    s = Scenario().active(0, BLISSEY_EX, under=[124], energy=[W, BOOMERANG]).bench(0, STUFFUL)
    s.active(1, DRAGAPULT_EX)
    t = s.start()
    t.ability(0)
    assert t.energy_ids(0) == [BOOMERANG] and t.energy_ids(0, 1) == [W] and not t.can("ability", 0)


# -- Flail ------------------------------------------------------------------------------------
@pytest.mark.parametrize("cid, energy", [(242, [W]), (532, [W])])
def test_242_532_flail_10_per_damage_counter_on_itself(cid, energy):
    s = Scenario().active(0, cid, energy=energy, damage=20).active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Flail")
    assert t.mon(1).damage == 20


# -- 245 Alakazam -----------------------------------------------------------------------------
def test_245_alakazam_strange_hacking_confuses_and_moves_counters_between_opponents_pokemon():
    s = Scenario().active(0, ALAKAZAM, under=[ABRA, 742], energy=[P]).active(1, DRAGAPULT_EX, damage=50)
    s.bench(1, STUFFUL)
    t = s.start()
    t.attack("Strange Hacking").choose((1, 0), 3)
    if t.decision.kind != "main":
        t.choose(DONE)
    assert t.mon(1).damage == 20 and t.mon(1, 1).damage == 30 and t.mon(1).rotation != 0


def test_245_alakazam_psychic_50_more_per_energy_on_the_defender():
    s = Scenario().active(0, ALAKAZAM, under=[ABRA, 742], energy=[P]).active(1, DRAGAPULT_EX, energy=[W, W])
    t = s.start()
    t.attack("Psychic")
    assert t.mon(1).damage == 110


# -- 247 Swirlix ------------------------------------------------------------------------------
def test_247_swirlix_sneaky_placement_puts_2_counters_on_a_chosen_pokemon():
    s = Scenario().active(0, SWIRLIX, energy=[P]).active(1, DRAGAPULT_EX).bench(1, STUFFUL)
    t = s.start()
    t.attack("Sneaky Placement").choose((1, 1))
    assert t.mon(1, 1).damage == 20 and t.mon(1).damage == 0


def test_247_swirlix_festival_lead_attacks_again_after_a_knock_out_with_festival_grounds():
    s = Scenario().active(0, SWIRLIX, energy=[P]).active(1, STUFFUL, damage=50).bench(1, MEOWTH_EX)
    s.bench(1, SNOVER).stadium(FESTIVAL_GROUNDS)
    t = s.start()
    t.attack("Sneaky Placement").choose((1, 0))
    t.apply(1)                                              # the opponent promotes Meowth ex
    assert t.decision.kind == "yes_no" and t.decision.player == 0
    t.choose(True).choose((1, 0))
    assert t.mon(1).damage == 20 and t.mon(1).name == "Meowth ex"


# -- 969 Scream Tail ex -----------------------------------------------------------------------
def test_969_scream_tail_ex_scream_only_on_the_second_players_first_turn_and_blocks_supporters():
    s = Scenario(turn=2, current=0, first_player=1).active(0, SCREAM_TAIL_EX, energy=[P])
    s.active(1, DRAGAPULT_EX).hand(1, [COOK])
    t = s.start()
    t.attack("Scream")
    assert t.decision.player == 1 and not t.can("play", COOK)
    s = Scenario(turn=4, current=0, first_player=1).active(0, SCREAM_TAIL_EX, energy=[P]).active(1, DRAGAPULT_EX)
    assert not s.start().can("attack", "Scream")


# -- 970 Fezandipiti --------------------------------------------------------------------------
@pytest.mark.parametrize("coins, energy, dmg", [("H", [D], 0), ("T", [D], 70), ("H", [P], 70)])
def test_970_fezandipiti_adrena_pheromone_prevents_damage_on_heads_with_darkness_energy(coins, energy, dmg):
    s = Scenario(current=1).active(0, FEZANDIPITI, energy=energy).active(1, DRAGAPULT_EX, energy=[W])
    t = s.start()
    t.coins(coins).attack("Jet Headbutt")
    assert t.mon(0).damage == dmg


# -- 982 Scolipede, 986 Brute Bonnet ----------------------------------------------------------
def test_982_scolipede_dastardly_jab_leaves_the_defender_at_10_hp():
    s = Scenario().active(0, SCOLIPEDE, under=[980, 981], energy=[D, W]).active(1, DRAGAPULT_EX, damage=40)
    t = s.start()
    t.attack("Dastardly Jab")
    assert Q.remaining_hp(t.state, t.mon(1)) == 10


def test_986_brute_bonnet_relentless_punches_50_more_per_counter_on_the_defender():
    s = Scenario().active(0, BRUTE_BONNET, energy=[D, D, D]).active(1, DRAGAPULT_EX, damage=30)
    t = s.start()
    t.attack("Relentless Punches")
    assert t.mon(1).damage == 30 + 200


# -- Items ------------------------------------------------------------------------------------
def test_1082_hyper_aroma_searches_up_to_3_stage_1_pokemon():
    s = Scenario().active(0, STUFFUL).active(1, DRAGAPULT_EX).hand(0, [HYPER_AROMA])
    s.deck(0, [DRAKLOAK, FROGADIER, SNOVER, GRENINJA_EX, LEAFEON])
    t = s.start()
    t.play(HYPER_AROMA)
    assert t.card_options() == {DRAKLOAK, FROGADIER, LEAFEON}
    t.choose(LEAFEON, FROGADIER, DRAKLOAK)
    assert t.hand_ids(0) == sorted([DRAKLOAK, FROGADIER, LEAFEON])


def test_1090_ogres_mask_switches_an_ogerpon_ex_in_play_with_one_in_the_discard():
    s = Scenario().active(0, TEAL_EX, energy=[G, R], damage=30).active(1, DRAGAPULT_EX)
    s.hand(0, [OGRES_MASK]).discard(0, [HEARTHFLAME_EX, 99 - 4])
    t = s.start()
    t.play(OGRES_MASK)
    if t.decision.kind != "main":
        t.choose(HEARTHFLAME_EX)
    mon = t.mon(0)
    assert mon.name == "Hearthflame Mask Ogerpon ex" and t.energy_ids(0) == [G, R] and mon.damage == 30
    assert TEAL_EX in t.discard_ids(0) and HEARTHFLAME_EX not in t.discard_ids(0)
    s = Scenario().active(0, STUFFUL).active(1, DRAGAPULT_EX).hand(0, [OGRES_MASK]).discard(0, [HEARTHFLAME_EX])
    assert not s.start().can("play", OGRES_MASK)


def test_1091_accompanying_flute_puts_basic_pokemon_from_the_opponents_top_5_onto_their_bench():
    s = Scenario().active(0, STUFFUL).active(1, DRAGAPULT_EX).hand(0, [FLUTE])
    s.deck(1, [W, SNOVER, DRAKLOAK, STUFFUL, W, WAILMER])
    t = s.start()
    t.play(FLUTE)
    assert t.card_options() == {SNOVER, STUFFUL}
    t.choose(SNOVER, STUFFUL)
    assert sorted(m.name for m in t.player(1).bench) == ["Snover", "Stufful"]
    assert len(t.player(1).deck) == 4


# -- Tools ------------------------------------------------------------------------------------
def test_1155_survival_brace_keeps_a_full_hp_pokemon_at_10_hp_then_is_discarded():
    s = Scenario(current=1).active(0, STUFFUL, tools=[SURVIVAL_BRACE]).active(1, DRAGAPULT_EX, energy=[W])
    t = s.start()
    t.attack("Jet Headbutt")
    assert Q.remaining_hp(t.state, t.mon(0)) == 10 and t.mon(0).tools == []
    assert t.discard_ids(0) == [SURVIVAL_BRACE]


def test_1155_survival_brace_does_nothing_when_damaged_already():
    s = Scenario(current=1).active(0, STUFFUL, tools=[SURVIVAL_BRACE], damage=10).bench(0, SNOVER)
    s.active(1, DRAGAPULT_EX, energy=[W])
    t = s.start()
    t.attack("Jet Headbutt")
    assert t.mon(0).name == "Snover"


def test_1156_lucky_helmet_draws_2_when_the_active_is_damaged():
    s = Scenario(current=1).active(0, WAILMER, tools=[LUCKY_HELMET]).active(1, DRAGAPULT_EX, energy=[W])
    t = s.start()
    t.attack("Jet Headbutt")
    assert len(t.player(0).hand) == 2 + 1                   # and the draw of the next turn


def test_1161_handheld_fan_moves_an_energy_from_the_attacker_to_its_bench():
    s = Scenario(current=1).active(0, WAILMER, tools=[HANDHELD_FAN]).active(1, DRAGAPULT_EX, energy=[W, G])
    s.bench(1, STUFFUL)
    t = s.start()
    t.attack("Jet Headbutt").choose(G)
    assert t.energy_ids(1) == [W] and t.energy_ids(1, 1) == [G]


# -- Supporters -------------------------------------------------------------------------------
def test_1183_perrin_swaps_up_to_2_pokemon_from_the_hand_for_pokemon_from_the_deck():
    s = Scenario().active(0, STUFFUL).active(1, DRAGAPULT_EX).hand(0, [PERRIN, SNOVER, WAILMER, W])
    s.deck(0, [DRAKLOAK, W, MEOWTH_EX])
    t = s.start()
    t.play(PERRIN).choose(WAILMER, SNOVER)
    assert SNOVER in t.card_options() and MEOWTH_EX in t.card_options()
    t.choose(DRAKLOAK, MEOWTH_EX)
    assert t.hand_ids(0) == sorted([W, DRAKLOAK, MEOWTH_EX])


def test_1191_kieran_boosts_attacks_against_active_pokemon_ex_this_turn():
    s = Scenario().active(0, STUFFUL, energy=[W]).bench(0, SNOVER).active(1, MEOWTH_EX).hand(0, [KIERAN])
    t = s.start()
    t.play(KIERAN).choose("+30 damage to Active Pokémon ex")
    t.attack("Light Punch")
    assert t.mon(1).damage == 40


def test_1191_kieran_may_switch_instead():
    s = Scenario().active(0, STUFFUL, energy=[W]).bench(0, SNOVER).active(1, MEOWTH_EX).hand(0, [KIERAN])
    t = s.start()
    t.play(KIERAN).choose("switch")
    assert t.mon(0).name == "Snover"


def test_1193_hassel_only_after_a_knock_out_takes_up_to_3_of_the_top_8():
    s = Scenario().active(0, STUFFUL).active(1, DRAGAPULT_EX).hand(0, [HASSEL])
    assert not s.start().can("play", HASSEL)
    s.flags(0, kos=[(2, SNOVER, True, 1)]).deck(0, [W, BOSS, SWITCH, W, W, W, W, W, COOK])
    t = s.start()
    t.play(HASSEL).choose(W, SWITCH, BOSS)
    assert t.hand_ids(0) == sorted([BOSS, SWITCH, W]) and len(t.player(0).deck) == 6


def test_1212_cook_heals_70_from_the_active_pokemon():
    s = Scenario().active(0, WAILMER, damage=100).active(1, DRAGAPULT_EX).hand(0, [COOK])
    t = s.start()
    t.play(COOK)
    assert t.mon(0).damage == 30
    assert not Scenario().active(0, WAILMER).active(1, DRAGAPULT_EX).hand(0, [COOK]).start().can("play", COOK)
