"""Scenario tests of the cards without an official set code (module ``sets/sv/misc.py``),
pool coverage P1."""

from functools import partial

import pytest

from ptcg.cards.db import CARDS
from ptcg.effects import inflict
from ptcg.rules import queries as Q
from ptcg.state import ASLEEP, CONFUSED, NONE
from ptcg.testing import DONE, Scenario, versus

G, R, W, L, P, F, D, M = 1, 2, 3, 4, 5, 6, 7, 8
RAGING_BOLT_EX, MEGA_LATIAS_EX, RESHIRAM_EX, PIKACHU_EX = 63, 754, 573, 328
DREEPY, BAGON, SNOVER, WAILMER, STUFFUL, SCORBUNNY = 119, 300, 722, 263, 760, 151
AIR_BALLOON, SWITCH = 1174, 1123
SLAKOTH, LOVE_BALL = 998, 1083
NITRO, BUBBLY, MAGNETIC, VOLTAIC, SHADOWY = 1268, 1269, 1270, 1271, 1272
KAKUNA, BEEDRILL_EX, CARNIVINE, CHESNAUGHT, NINETALES, HO_OH, DELPHOX = 1274, 1275, 1276, 1279, 1281, 1282, 1285
MEGA_PYROAR_EX, OCTILLERY, MEGA_GRENINJA_EX, AVALUGG, AMPHAROS = 1287, 1289, 1294, 1296, 1301
DEOXYS_PSYCHIC, DEOXYS_PSYSPEAR, DEOXYS_PROTECTION, DEOXYS_PSYSPEED = 1303, 1304, 1305, 1306
MEGA_FLOETTE_EX, ESPURR, PHANTUMP, TREVENANT = 1307, 1308, 1310, 1311
GOURGEIST_EX, XERNEAS, SUDOWOODO = 1313, 1314, 1315
DONPHAN, BALTOY, CLAYDOL, CROBAT, QWILFISH, GARBODOR, FERROTHORN = 1317, 1318, 1319, 1322, 1323, 1327, 1333
COBALION_EX, MEGA_DRAGALGE_EX, GOODRA, TAUROS, PATRAT, WATCHOG, CINCCINO_EX = 1334, 1335, 1338, 1339, 1340, 1341, 1343
TROPIUS, LURANTIS_EX, POLTCHAGEIST, HEATRAN, SIZZLIPEDE, SEAKING, PRIMARINA = 1344, 1347, 1348, 1350, 1351, 1356, 1362
MANECTRIC, VIKAVOLT, MEGA_ZERAORA_EX, MIRAIDON, SLOWPOKE, SHUPPET = 1366, 1368, 1369, 1370, 1371, 1374
SPIRITOMB, LAMPENT, MEGA_CHANDELURE_EX, DHELMISE, MARSHADOW, ANNIHILAPE = 1376, 1378, 1379, 1380, 1381, 1382
RAMPARDOS_EX, KORAIDON, MEGA_DARKRAI_EX, MANDIBUZZ = 1386, 1388, 1389, 1391
MALAMAR, THIEVUL, MORPEKO_EX = 1393, 1395, 1396
ZARUDE, MABOSSTIFF, CHI_YU, SKARMORY, BASTIODON, BRONZOR, BRONZONG = 1397, 1399, 1400, 1401, 1403, 1404, 1405
MEGA_EXCADRILL_EX, TOUCANNON, SILVALLY, BOMBIRDIER = 1406, 1409, 1411, 1412
SPECIAL_RED_CARD, GREAT_HAUL_NET, TOME, DARK_BELL, TREMENDOUS_BOMB = 1413, 1414, 1415, 1416, 1419
AZ, PHILIPPE, ROXIE, EMMA, MISTY, GLADION, GRUNT, GWYNN = 1421, 1422, 1423, 1424, 1425, 1426, 1427, 1428
ANGE_FLOETTE, PRISM_TOWER = 1429, 1430

vs = partial(versus, defender=RAGING_BOLT_EX)  # the defender unless a test names another


def _attack_id(card_id, name) -> int:
    return next(a.id for a in CARDS[card_id].attacks if a.name == name)


# -- 998 Slakoth ------------------------------------------------------------------------------
def test_998_slakoth_take_it_easy_heals_60_and_it_cant_retreat_next_turn():
    s = vs(SLAKOTH, [W, W], damage=60 + 20).bench(0, DREEPY)
    t = s.start()
    assert t.can("retreat", 1)
    t.attack("Take It Easy")
    assert t.mon(0, 0).damage == 20
    t.end_turn()                                           # the opponent's turn
    assert t.state.current == 0 and not t.can("retreat", 1)


# -- 1083 Love Ball ---------------------------------------------------------------------------
def test_1083_love_ball_finds_only_pokemon_named_like_the_opponents():
    s = Scenario()
    s.active(0, STUFFUL).active(1, RAGING_BOLT_EX).bench(1, DREEPY)
    s.hand(0, [LOVE_BALL]).deck(0, [BAGON, DREEPY, W, RAGING_BOLT_EX])
    t = s.start().play(LOVE_BALL)
    assert t.card_options() == {DREEPY, RAGING_BOLT_EX}
    t.choose(DREEPY)
    assert t.hand_ids(0) == [DREEPY]


# -- 1268 Nitro {R} Energy --------------------------------------------------------------------
def test_1268_nitro_energy_discarded_by_its_fire_pokemons_attack_goes_to_the_hand():
    t = vs(HO_OH, [NITRO, R, R]).start()
    assert t.can("attack", "Bright Wing")                   # Nitro provides {R}
    t.attack("Bright Wing").choose(NITRO)
    assert t.hand_ids(0) == [NITRO] and NITRO not in t.discard_ids(0)
    assert t.mon(1).damage == 130


def test_1268_bright_wing_discarding_a_basic_energy_leaves_nitro_attached():
    t = vs(HO_OH, [NITRO, R, R, W]).start()
    t.attack("Bright Wing")
    assert t.card_options() == {NITRO, R}                  # a {R} Energy: not the {W}
    t.choose(R)
    assert t.discard_ids(0) == [R] and t.energy_ids(0) == sorted([NITRO, R, W])


def test_1268_nitro_energy_stays_discarded_from_a_pokemon_that_isnt_fire():
    t = vs(KORAIDON, [NITRO, F, F], defender=MEGA_LATIAS_EX).start()
    t.attack("Gaia Impact")                                # discards all Energy from this Pokémon
    assert NITRO in t.discard_ids(0) and t.hand_ids(0) == []


# -- 1269 Bubbly {W} Energy -------------------------------------------------------------------
def test_1269_bubbly_energy_cures_its_water_pokemon_and_keeps_conditions_off():
    s = Scenario()
    s.active(0, WAILMER, conditions=["asleep", "poisoned"]).active(1, RAGING_BOLT_EX).hand(0, [BUBBLY])
    t = s.start().attach(BUBBLY, 0)
    mon = t.mon(0)
    assert mon.rotation == NONE and mon.poison == 0
    assert not inflict(t.state, mon, "confused")


def test_1269_bubbly_energy_does_nothing_for_a_pokemon_that_isnt_water():
    s = Scenario()
    s.active(0, STUFFUL, conditions=["asleep"]).active(1, RAGING_BOLT_EX).hand(0, [BUBBLY])
    t = s.start().attach(BUBBLY, 0)
    assert t.mon(0).rotation == ASLEEP
    assert Q.count_units(t.state, t.mon(0), W) == 1


# -- 1270 Magnetic {M} Energy -----------------------------------------------------------------
@pytest.mark.parametrize("mon, cost", [(BRONZOR, 0), (STUFFUL, 2)])
def test_1270_magnetic_energy_metal_pokemon_has_no_retreat_cost(mon, cost):
    t = vs(mon, [MAGNETIC]).start()
    assert Q.retreat_cost(t.state, t.mon(0)) == cost


# -- 1271 Voltaic {L} Energy / 1368 Vikavolt / 1369 Mega Zeraora ex ---------------------------
@pytest.mark.parametrize("energy, expected", [([VOLTAIC], 60 + 20), ([VOLTAIC, VOLTAIC], 120 + 40), ([L], 60)])
def test_1271_voltaic_energy_20_more_per_card_1369_thunderous_fist_60_per_lightning(energy, expected):
    t = vs(MEGA_ZERAORA_EX, energy).start()
    t.attack("Thunderous Fist")
    assert t.mon(1).damage == expected


def test_1271_voltaic_energy_no_bonus_for_a_pokemon_that_isnt_lightning():
    t = vs(ZARUDE, [VOLTAIC]).start()
    assert not t.can("attack", "Overhead Throw")          # Voltaic gives {L}, not {D}
    t = vs(TAUROS, [VOLTAIC, L], defender=MEGA_LATIAS_EX).start().coins("H")
    t.attack("Target Together")                            # the only target is chosen for you
    assert t.mon(1).damage == 50


@pytest.mark.parametrize("energy, expected", [([VOLTAIC, L], 260 + 20), ([L, L], 0)])
def test_1368_vikavolt_giga_railgun_does_nothing_without_voltaic_energy(energy, expected):
    t = vs(VIKAVOLT, energy, defender=MEGA_CHANDELURE_EX).start()
    t.attack("Giga Railgun")
    assert t.mon(1).damage == expected


# -- 1272 Shadowy {D} Energy ------------------------------------------------------------------
def test_1272_shadowy_energy_prevents_damage_to_its_benched_darkness_pokemon():
    s = vs(SEAKING, [W, W, W]).bench(1, ZARUDE, energy=[SHADOWY]).bench(1, WAILMER, energy=[SHADOWY])
    t = s.start()
    t.attack("Hydro Jet").choose((1, 1))
    assert t.mon(1, 1).damage == 0
    t2 = s.start()
    t2.attack("Hydro Jet").choose((1, 2))                 # Wailmer isn't a {D} Pokémon
    assert t2.mon(1, 2).damage == 90


def test_1272_shadowy_energy_does_not_protect_the_active_pokemon():
    s = vs(SEAKING, [W, W, W])
    s.active(1, ZARUDE, energy=[SHADOWY])
    t = s.start()
    t.attack("Hydro Jet")                                  # its only target: the Active Zarude
    assert t.mon(1).damage == 90


# -- 1274 Kakuna ------------------------------------------------------------------------------
def test_1274_kakuna_exoskeleton_takes_20_less():
    t = vs(SEAKING, [W, W, W], defender=KAKUNA).start()
    t.attack("Hydro Jet")
    assert t.mon(1).damage == 90 - 20


# -- 1275 Beedrill ex -------------------------------------------------------------------------
def test_1275_beedrill_ex_rumbling_bees_110_per_beedrill_ex_in_play():
    s = vs(BEEDRILL_EX, [G], defender=MEGA_LATIAS_EX).bench(0, BEEDRILL_EX).bench(0, KAKUNA)
    t = s.start()
    t.attack("Rumbling Bees")
    assert t.mon(1).damage == 220


# -- 1276 Carnivine ---------------------------------------------------------------------------
@pytest.mark.parametrize("tools, expected", [([], 80), ([AIR_BALLOON], 160)])
def test_1276_carnivine_chomp_whole_80_more_if_no_retreat_cost(tools, expected):
    s = Scenario()
    s.active(0, CARNIVINE, energy=[G, G, G]).active(1, MEGA_LATIAS_EX, tools=tools)
    t = s.start()
    t.attack("Chomp Whole")
    assert t.mon(1).damage == expected


# -- 1279 Chesnaught --------------------------------------------------------------------------
def test_1279_chesnaught_needly_armor_3_counters_per_grass_energy_on_the_attacker():
    s = vs(SEAKING, [W, W, W], defender=CHESNAUGHT)
    s.active(1, CHESNAUGHT, energy=[G, G, W])
    t = s.start()
    t.attack("Hydro Jet")
    assert t.mon(1).damage == 90
    assert t.mon(0).damage == 60


def test_1279_needly_armor_not_from_the_bench():
    s = vs(SEAKING, [W, W, W]).bench(1, CHESNAUGHT, energy=[G, G])
    t = s.start()
    t.attack("Hydro Jet").choose((1, 1))
    assert t.mon(0).damage == 0


# -- 1281 Ninetales ---------------------------------------------------------------------------
def test_1281_ninetales_nine_tailed_transfer_moves_all_counters_from_a_benched_pokemon():
    s = vs(NINETALES, [R]).bench(0, DREEPY, damage=50).bench(0, BAGON, damage=10)
    t = s.start()
    t.attack("Nine-Tailed Transfer").choose((0, 1))
    assert t.mon(0, 1).damage == 0 and t.mon(0, 2).damage == 10
    assert t.mon(1).damage == 50


# -- 1282 Ho-Oh -------------------------------------------------------------------------------
def test_1282_ho_oh_flames_of_revival_up_to_3_basic_pokemon_from_discard_to_bench():
    s = vs(HO_OH, [R]).discard(0, [DREEPY, KAKUNA, BAGON, DREEPY, STUFFUL])
    t = s.start()
    t.attack("Flames of Revival")
    assert t.card_options() == {DREEPY, BAGON, STUFFUL}    # not the Stage 1 Kakuna
    t.choose(DREEPY, BAGON, DONE)
    assert sorted(m.cid for m in t.player(0).bench) == [DREEPY, BAGON]


# -- 1285 Delphox -----------------------------------------------------------------------------
def test_1285_delphox_energized_storm_30_per_energy_on_all_pokemon():
    s = vs(DELPHOX, [R, R], defender=MEGA_LATIAS_EX).bench(1, DREEPY, energy=[P])
    s.active(1, MEGA_LATIAS_EX, energy=[R, P])
    t = s.start()
    t.attack("Energized Storm")
    assert t.mon(1).damage == 5 * 30


def test_1285_delphox_flaring_magic_discards_basic_fire_to_draw_until_7():
    s = vs(DELPHOX, []).hand(0, [R, W, DREEPY])
    t = s.start()
    t.ability(0)                                           # the only Basic {R} Energy is discarded
    assert len(t.player(0).hand) == 7 and t.discard_ids(0) == [R]
    s = vs(DELPHOX, []).hand(0, [W, DREEPY])
    assert not s.start().can("ability", 0, 0)                # no Basic {R} Energy card to discard


# -- 1287 Mega Pyroar ex ----------------------------------------------------------------------
def test_1287_mega_pyroar_ex_ferocious_bellow_defending_pokemon_does_50_less_next_turn():
    s = vs(MEGA_PYROAR_EX, [R, W], defender=RESHIRAM_EX)
    s.active(1, RESHIRAM_EX, energy=[W, W])
    t = s.start()
    t.attack("Ferocious Bellow")
    assert t.mon(1).damage == 80
    t.attack("Slash")                                      # player 1: 50 - 50
    assert t.mon(0).damage == 0


def test_1287_mega_pyroar_ex_fiery_big_bang_10_less_per_counter():
    t = vs(MEGA_PYROAR_EX, [R, R, W], defender=MEGA_LATIAS_EX, damage=90).start()
    t.attack("Fiery Big Bang")
    assert t.mon(1).damage == 290 - 90


# -- 1289 Octillery ---------------------------------------------------------------------------
@pytest.mark.parametrize("coins, expected", [("HH", 50), ("HT", 0), ("TH", 0)])
def test_1289_octillery_jet_of_ink_two_coins_any_tails_stops_the_attack(coins, expected):
    s = vs(OCTILLERY, [W, W, W], defender=RESHIRAM_EX)
    s.active(1, RESHIRAM_EX, energy=[W, W])
    t = s.start()
    t.attack("Jet of Ink")
    t.coins(coins).attack("Slash")
    assert t.mon(0).damage == expected
    assert t.state.forced_coins in (None, [])              # both coins were flipped


# -- 1294 Mega Greninja ex --------------------------------------------------------------------
def test_1294_mega_greninja_ex_ninja_spinner_may_return_a_water_energy_for_80_more():
    t = vs(MEGA_GRENINJA_EX, [W, W, W], defender=MEGA_LATIAS_EX).start()
    t.attack("Ninja Spinner").choose(True)
    assert t.mon(1).damage == 200 and t.hand_ids(0) == [W] and len(t.mon(0).energy) == 2
    t = vs(MEGA_GRENINJA_EX, [W, W], defender=MEGA_LATIAS_EX).start()
    t.attack("Ninja Spinner").choose(False)
    assert t.mon(1).damage == 120 and len(t.mon(0).energy) == 2


def test_1294_mega_greninja_ex_mortal_shuriken_discards_basic_water_for_6_counters():
    s = vs(MEGA_GRENINJA_EX, []).bench(1, DREEPY).hand(0, [W])
    t = s.start()
    t.ability(0).choose((1, 1))
    assert t.mon(1, 1).damage == 60 and t.discard_ids(0) == [W]
    s = vs(MEGA_GRENINJA_EX, []).bench(0, MEGA_GRENINJA_EX).hand(0, [W])
    t = s.start()
    assert t.can("ability", 0, 0) and not t.can("ability", 1, 0)   # Active Spot only


# -- 1296 Avalugg -----------------------------------------------------------------------------
def test_1296_avalugg_iceberg_breaker_60_per_basic_water_in_the_top_6():
    s = vs(AVALUGG, [W], defender=MEGA_LATIAS_EX).deck(0, [W, DREEPY, W, R, W, P, W])
    t = s.start()
    t.attack("Iceberg Breaker")
    assert t.mon(1).damage == 180 and len(t.player(0).discard) == 6


# -- 1301 Ampharos ----------------------------------------------------------------------------
@pytest.mark.parametrize("hand, expected", [([W, W], 140 + 80), ([W], 140)])
def test_1301_ampharos_synchro_pulse_80_more_with_equal_hands(hand, expected):
    s = vs(AMPHAROS, [L, W], defender=MEGA_LATIAS_EX).hand(0, hand).hand(1, [R, R])
    t = s.start()
    t.attack("Flashing Bolt")
    assert t.mon(1).damage == expected


# -- 1303/1304/1305/1306 Deoxys ---------------------------------------------------------------
def test_1303_deoxys_psychic_20_more_per_energy_on_the_defending_pokemon():
    s = vs(DEOXYS_PSYCHIC, [P, P, W], defender=MEGA_LATIAS_EX)
    s.active(1, MEGA_LATIAS_EX, energy=[R, P, W])
    t = s.start()
    t.attack("Psychic")
    assert t.mon(1).damage == 80 + 60


@pytest.mark.parametrize("energy, bench_damage", [([P, P, P, W, W], 120), ([P, P, P, W], 0)])
def test_1304_deoxys_psyspear_bench_hit_with_2_extra_energy(energy, bench_damage):
    s = vs(DEOXYS_PSYSPEAR, energy).bench(1, MEGA_LATIAS_EX)
    t = s.start()
    t.attack("Psyspear")                                   # the only Benched Pokémon is hit
    assert t.mon(1, 1).damage == bench_damage and t.mon(1).damage == 120


def test_1305_deoxys_psy_protection_prevents_damage_from_pokemon_with_an_ability():
    s = vs(DEOXYS_PROTECTION, [P, P, W], defender=MIRAIDON)
    s.active(1, MIRAIDON, energy=[L, L])
    t = s.start()
    t.attack("Psy Protection")
    t.attack("Thunder")                                    # Miraidon has Photon Cord
    assert t.mon(0).damage == 0
    s = vs(DEOXYS_PROTECTION, [P, P, W], defender=RESHIRAM_EX)
    s.active(1, RESHIRAM_EX, energy=[W, W])
    t = s.start()
    t.attack("Psy Protection")
    t.attack("Slash")
    assert t.mon(0).damage == 50


def test_1306_deoxys_psyspeed_may_draw_until_5():
    s = vs(DEOXYS_PSYSPEED, [P]).hand(0, [W, W])
    t = s.start()
    t.attack("Psyspeed").choose(True)
    assert len(t.player(0).hand) == 5 and t.mon(1).damage == 30


# -- 1307 Mega Floette ex ---------------------------------------------------------------------
def test_1307_mega_floette_ex_gentle_light_heals_30_from_every_pokemon():
    s = vs(MEGA_FLOETTE_EX, [P], damage=40).bench(0, DREEPY, damage=20)
    s.active(1, RAGING_BOLT_EX).bench(1, BAGON, damage=50)
    t = s.start()
    t.state.players[1].active.damage = 30
    t.attack("Gentle Light")
    assert [t.mon(0).damage, t.mon(0, 1).damage, t.mon(1).damage, t.mon(1, 1).damage] == [10, 0, 0, 20]


def test_1307_mega_floette_ex_eternity_bloom_attaches_basic_psychic_to_the_bench():
    s = vs(MEGA_FLOETTE_EX, [P, P, P], defender=MEGA_LATIAS_EX).bench(0, DREEPY).bench(0, BAGON)
    s.deck(0, [P, P, W, P])
    t = s.start()
    t.attack("Eternity Bloom")
    t.choose(P, P, DONE, (0, 1), (0, 2))
    assert t.energy_ids(0, 1) == [P] and t.energy_ids(0, 2) == [P] and t.mon(1).damage == 200


# -- 1308 Espurr / 1424 Emma ------------------------------------------------------------------
def test_1424_emma_draws_a_card_per_pokemon_in_the_opponents_hand_and_1308_buddy_attack():
    s = vs(ESPURR, [P], defender=MEGA_LATIAS_EX).hand(0, [EMMA]).hand(1, [DREEPY, W, BAGON])
    t = s.start()
    t.play(EMMA)
    assert len(t.player(0).hand) == 2
    assert sorted(c >> 7 for c in t.player(1).revealed) == sorted([DREEPY, W, BAGON])
    t.attack("Buddy Attack")
    assert t.mon(1).damage == 70


def test_1308_espurr_buddy_attack_without_emma():
    t = vs(ESPURR, [P]).start()
    t.attack("Buddy Attack")
    assert t.mon(1).damage == 10


# -- 1310 Phantump / 1311 Trevenant -----------------------------------------------------------
def test_1310_phantump_spiteful_evolution_evolves_it_from_hand_with_2_counters():
    s = Scenario()
    s.active(0, STUFFUL).bench(0, PHANTUMP, entered_turn=3).active(1, RAGING_BOLT_EX).hand(0, [TREVENANT])
    t = s.start()
    assert not t.can("evolve", TREVENANT)                  # it came into play this turn
    t.ability(1)
    assert t.mon(0, 1).cid == TREVENANT and t.mon(0, 1).damage == 20


def test_1310_spiteful_evolution_not_during_your_first_turn():
    s = Scenario(turn=2, current=0, first_player=1)
    s.active(0, PHANTUMP).active(1, RAGING_BOLT_EX).hand(0, [TREVENANT])
    assert not s.start().can("ability", 0, 0)


def test_1311_trevenant_cursed_roots_no_energy_from_hand_to_the_defending_pokemon():
    s = vs(TREVENANT, [P]).bench(1, DREEPY).hand(1, [W, W])
    t = s.start()
    t.attack("Cursed Roots")
    assert t.state.current == 1
    assert not t.can("attach", W, 0) and t.can("attach", W, 1)


# -- 1313 Gourgeist ex ------------------------------------------------------------------------
def test_1313_gourgeist_ex_horrifying_rondo_50_more_per_damaged_benched_pokemon():
    s = vs(GOURGEIST_EX, [P], defender=MEGA_LATIAS_EX).bench(0, DREEPY, damage=10).bench(0, BAGON)
    s.bench(0, STUFFUL, damage=30)
    t = s.start()
    t.attack("Horrifying Rondo")
    assert t.mon(1).damage == 30 + 100


# -- 1314 Xerneas -----------------------------------------------------------------------------
def test_1314_xerneas_geo_storm_30_per_psychic_energy_on_your_pokemon():
    s = vs(XERNEAS, [P, P, P], defender=MEGA_LATIAS_EX).bench(0, DREEPY, energy=[P, W])
    t = s.start()
    t.attack("Geo Storm")
    assert t.mon(1).damage == 4 * 30


# -- 1315 Sudowoodo ---------------------------------------------------------------------------
def test_1315_sudowoodo_trials_and_trip_ulations_finds_2_transformation_tomes():
    s = vs(SUDOWOODO, [W]).deck(0, [TOME, W, TOME, TOME])
    t = s.start()
    t.attack("Trials and Trip-ulations").choose(TOME, TOME)
    assert t.hand_ids(0) == [TOME, TOME]


# -- 1317 Donphan / 1386 Rampardos ex ---------------------------------------------------------
@pytest.mark.parametrize("mon, attack, energy, first, second", [
    (DONPHAN, "No Reprieve", [F], 20, 20 + 120),
    (RAMPARDOS_EX, "Rowdy Hammer", [F, F], 150, 150 + 150)])
def test_1317_1386_next_turn_attacks_do_more_to_the_active(mon, attack, energy, first, second):
    s = vs(mon, energy, defender=MEGA_EXCADRILL_EX)
    s.active(1, MEGA_EXCADRILL_EX, energy=[R, P, W])
    t = s.start()
    t.attack(attack)
    assert t.mon(1).damage == first
    t.end_turn()
    t.mon(1).damage = 0
    t.attack(attack)
    assert t.mon(1).damage == second


def test_1317_no_reprieve_bonus_is_lost_on_the_bench():
    s = vs(DONPHAN, [F, W, W], defender=MEGA_EXCADRILL_EX).bench(0, DREEPY)
    t = s.start()
    t.attack("No Reprieve")
    assert any(e.kind == "damage_dealt_to_active" for e in t.state.effects)
    t.end_turn()
    t.retreat(1)
    assert not any(e.kind == "damage_dealt_to_active" for e in t.state.effects)


# -- 1318 Baltoy ------------------------------------------------------------------------------
def test_1318_baltoy_continuous_spin_30_per_heads_until_tails():
    t = vs(BALTOY, [F]).start().coins("HHHT")
    t.attack("Continuous Spin")
    assert t.mon(1).damage == 90


# -- 1319 Claydol -----------------------------------------------------------------------------
def test_1319_claydol_devolution_ray_puts_the_top_evolution_card_into_the_hand():
    s = vs(CLAYDOL, [F], defender=TREVENANT)
    s.active(1, TREVENANT, under=[PHANTUMP])
    t = s.start()
    t.attack("Devolution Ray")
    assert t.mon(1).cid == PHANTUMP and t.mon(1).damage == 50 - 30            # {F} Resistance
    assert TREVENANT in t.hand_ids(1)
    t = vs(CLAYDOL, [F], defender=PHANTUMP).start()
    t.attack("Devolution Ray")
    assert t.mon(1).cid == PHANTUMP and t.hand_ids(1) == [W]     # only the card drawn for the turn


# -- 1322 Crobat ------------------------------------------------------------------------------
def test_1322_crobat_poison_sound_wave_confuses_and_poisons():
    t = vs(CROBAT, [D]).start()
    t.attack("Poison Sound Wave")
    assert t.mon(1).rotation == CONFUSED and t.mon(1).poison == 1


def test_1322_crobat_nighttime_maneuvers_puts_the_chosen_card_on_top():
    s = vs(CROBAT, []).bench(0, CROBAT).deck(0, [W, W, DREEPY, W])
    t = s.start()
    assert not t.can("ability", 1, 0)                      # Active Spot only
    t.ability(0).choose(DREEPY)
    assert t.player(0).deck[-1] >> 7 == DREEPY


# -- 1323 Qwilfish ----------------------------------------------------------------------------
@pytest.mark.parametrize("conditions, expected", [(["poisoned"], 80 + 10), ([], 30)])
def test_1323_qwilfish_venoshock_50_more_against_a_poisoned_pokemon(conditions, expected):
    s = vs(QWILFISH, [D])
    s.active(1, RAGING_BOLT_EX, conditions=conditions)
    t = s.start()
    t.attack("Venoshock")
    assert t.mon(1).damage == expected                    # (+10: Poison at the Checkup)


# -- 1327 Garbodor ----------------------------------------------------------------------------
@pytest.mark.parametrize("tools, expected", [([AIR_BALLOON], 30), ([], 50)])
def test_1327_garbodor_gloomy_garbage_tool_holders_do_20_less(tools, expected):
    s = Scenario()
    s.active(0, RESHIRAM_EX, energy=[W, W], tools=tools).active(1, GARBODOR)
    t = s.start()
    t.attack("Slash")
    assert t.mon(1).damage == expected


# -- 1333 Ferrothorn --------------------------------------------------------------------------
@pytest.mark.parametrize("energy, expected", [([M, MAGNETIC], 140), ([M, M], 70)])
def test_1333_ferrothorn_special_whip_70_more_with_special_energy(energy, expected):
    t = vs(FERROTHORN, energy, defender=MEGA_LATIAS_EX).start()
    t.attack("Special Whip")
    assert t.mon(1).damage == expected


def test_1333_ferrothorn_startling_drop_milled_by_the_opponent_mills_8_of_theirs():
    s = Scenario()
    s.active(0, SIZZLIPEDE, energy=[R]).active(1, RAGING_BOLT_EX).deck(1, [FERROTHORN] + [W] * 10)
    t = s.start()
    t.attack("Controlled Burn")
    assert t.discard_ids(1) == [FERROTHORN]
    assert len(t.player(0).discard) == 8


def test_1333_startling_drop_not_when_you_discard_it_yourself():
    s = vs(AVALUGG, [W]).deck(0, [FERROTHORN] + [W] * 10)
    t = s.start()
    t.attack("Iceberg Breaker")
    assert len(t.player(1).deck) == 20


# -- 1334 Cobalion ex -------------------------------------------------------------------------
def test_1334_cobalion_ex_metal_road_moves_metal_energy_to_it_when_it_becomes_active():
    s = Scenario()
    s.active(0, DREEPY, energy=[M, W]).bench(0, COBALION_EX).bench(0, BRONZOR, energy=[M])
    s.active(1, RAGING_BOLT_EX).hand(0, [SWITCH])
    t = s.start().play(SWITCH).choose((0, 1))
    t.choose(True)                                          # use Metal Road
    t.choose((0, 1), (0, 2))                                # the {M} Energy of Dreepy, then Bronzor's
    assert t.energy_ids(0) == [M, M] and t.energy_ids(0, 1) == [W] and t.energy_ids(0, 2) == []


def test_1334_metal_road_not_offered_during_the_opponents_turn():
    s = Scenario()
    s.active(0, RESHIRAM_EX, energy=[W, W]).active(1, DREEPY, damage=60).bench(1, COBALION_EX)
    s.bench(1, BRONZOR, energy=[M])
    t = s.start()
    t.attack("Slash")                                       # KO; player 2 promotes during player 1's turn
    t.choose(1)
    assert t.mon(1).cid == COBALION_EX and t.energy_ids(1) == []
    assert t.decision.kind == "main" and t.state.current == 1


# -- 1335 Mega Dragalge ex --------------------------------------------------------------------
def test_1335_mega_dragalge_ex_corrosive_liquid_discards_tools_and_special_energy():
    s = vs(MEGA_DRAGALGE_EX, [W, W], defender=MEGA_LATIAS_EX)
    s.active(1, MEGA_LATIAS_EX, energy=[VOLTAIC, W], tools=[AIR_BALLOON]).bench(1, DREEPY, energy=[NITRO])
    t = s.start()
    t.attack("Corrosive Liquid")
    assert t.energy_ids(1) == [W] and t.mon(1).tools == [] and t.energy_ids(1, 1) == []
    assert t.discard_ids(1) == sorted([VOLTAIC, AIR_BALLOON, NITRO])


def test_1335_mega_dragalge_ex_pernicious_poison_16_counters_each_checkup():
    t = vs(MEGA_DRAGALGE_EX, [W, D], defender=MEGA_LATIAS_EX).start()
    t.attack("Pernicious Poison")
    assert t.mon(1).damage == 160


# -- 1338 Goodra ------------------------------------------------------------------------------
@pytest.mark.parametrize("coin, retreated", [("T", False), ("H", True)])
def test_1338_goodra_slimy_sliding_opponent_retreats_only_on_heads(coin, retreated):
    s = Scenario()
    s.active(0, STUFFUL, energy=[W, W]).bench(0, DREEPY).active(1, GOODRA).bench(1, GOODRA)
    t = s.start().coins(coin + "T")
    t.retreat(1)
    assert (t.mon(0).cid == DREEPY) == retreated
    assert t.discard_ids(0) == ([W, W] if retreated else [])
    assert not t.can("retreat", 1)                          # this turn's Retreat is used
    assert t.state.forced_coins == [False]                  # one flip for two Goodra


# -- 1339 Tauros ------------------------------------------------------------------------------
def test_1339_tauros_target_together_50_per_heads_for_each_tauros():
    s = vs(TAUROS, [W, W]).bench(0, TAUROS).bench(0, TAUROS).bench(1, MEGA_LATIAS_EX)
    t = s.start().coins("HTH")
    t.attack("Target Together").choose((1, 1))
    assert t.mon(1, 1).damage == 100 and t.mon(1).damage == 0


# -- 1340 Patrat ------------------------------------------------------------------------------
def test_1340_patrat_watchful_eye_damage_counters_cant_be_moved():
    s = vs(NINETALES, [R]).bench(0, DREEPY, damage=50).bench(1, PATRAT)
    t = s.start()
    t.attack("Nine-Tailed Transfer")                        # the only damaged Benched Pokémon
    assert t.mon(0, 1).damage == 50 and t.mon(1).damage == 0


# -- 1341 Watchog -----------------------------------------------------------------------------
def test_1341_watchog_snap_inspection_shuffles_one_card_per_heads_into_their_deck():
    s = vs(WATCHOG, [W]).hand(1, [DREEPY, BAGON, R])
    t = s.start().coins("HTH")
    t.attack("Snap Inspection").choose(R, DREEPY)
    assert sorted(c >> 7 for c in t.player(1).revealed) == sorted([DREEPY, BAGON, R])
    hand = t.hand_ids(1)                                   # Bagon and the card drawn for the turn
    assert len(hand) == 2 and BAGON in hand
    hand.remove(BAGON)
    assert sorted(hand + [c >> 7 for c in t.player(1).deck]) == sorted([R, DREEPY] + [W] * 20)


def test_1341_snap_inspection_all_tails_does_nothing():
    s = vs(WATCHOG, [W]).hand(1, [DREEPY])
    t = s.start().coins("TTT")
    t.attack("Snap Inspection")
    assert DREEPY in t.hand_ids(1) and len(t.player(1).hand) == 2 and t.player(1).revealed == []


# -- 1343 Cinccino ex -------------------------------------------------------------------------
@pytest.mark.parametrize("coin, expected", [("H", 0), ("T", 50)])
def test_1343_cinccino_ex_smooth_coat_heads_prevents_the_damage(coin, expected):
    t = vs(RESHIRAM_EX, [W, W], defender=CINCCINO_EX).start().coins(coin)
    t.attack("Slash")
    assert t.mon(1).damage == expected


# -- 1344 Tropius -----------------------------------------------------------------------------
def test_1344_tropius_fruity_aroma_takes_pokemon_from_the_top_6():
    s = vs(TROPIUS, [W]).deck(0, [DREEPY, W, BAGON, W, W, W, STUFFUL])
    t = s.start()
    t.attack("Fruity Aroma")
    assert t.card_options() == {DREEPY, BAGON}              # Stufful is 7th
    t.choose(DREEPY, BAGON)
    assert t.hand_ids(0) == sorted([DREEPY, BAGON])


# -- 1347 Lurantis ex -------------------------------------------------------------------------
def test_1347_lurantis_ex_lively_cutter_200_more_after_being_healed_this_turn():
    s = vs(LURANTIS_EX, [G], defender=MEGA_LATIAS_EX, damage=50)
    t = s.start()
    t.mon(0).healed_turn = t.state.turn
    t.attack("Lively Cutter")
    assert t.mon(1).damage == 260
    t = vs(LURANTIS_EX, [G], defender=MEGA_LATIAS_EX).start()
    t.attack("Lively Cutter")
    assert t.mon(1).damage == 60


# -- 1348 Poltchageist ------------------------------------------------------------------------
def test_1348_poltchageist_furtive_drop_puts_1_counter_on_the_active():
    t = vs(POLTCHAGEIST, [W]).start()
    t.attack("Furtive Drop")
    assert t.mon(1).damage == 10


# -- 1350 Heatran / 1366 Manectric / 1405 Bronzong --------------------------------------------
def test_1350_heatran_lava_wall_prevents_damage_from_burned_attackers():
    s = vs(HEATRAN, [R, R, W], defender=RESHIRAM_EX)
    s.active(1, RESHIRAM_EX, energy=[W, W], conditions=["burned"])
    t = s.start()
    t.attack("Lava Wall")
    t.state.players[1].active.burn = 2                     # still Burned after the Checkup
    t.attack("Slash")
    assert t.mon(0).damage == 0


def test_1366_manectric_flashing_barrier_prevents_damage_from_evolution_pokemon():
    s = vs(MANECTRIC, [L, L], defender=MEGA_EXCADRILL_EX)
    s.active(1, MEGA_EXCADRILL_EX, energy=[M, M, M])
    t = s.start()
    t.attack("Flashing Barrier")
    t.attack("Maximum Drilling")
    assert t.mon(0).damage == 0
    s = vs(MANECTRIC, [L, L], defender=RESHIRAM_EX)
    s.active(1, RESHIRAM_EX, energy=[W, W])
    t = s.start()
    t.attack("Flashing Barrier")
    t.attack("Slash")                                      # a Basic Pokémon's attack
    assert t.mon(0).damage == 50


def test_1405_bronzong_metal_block_100_less_from_evolution_pokemon():
    s = vs(BRONZONG, [M, M, W], defender=MEGA_EXCADRILL_EX)
    s.active(1, MEGA_EXCADRILL_EX, energy=[M, M, M])
    t = s.start()
    t.attack("Metal Block")
    t.attack("Maximum Drilling")
    assert t.mon(0).damage == 200 - 100


# -- 1351 Sizzlipede --------------------------------------------------------------------------
def test_1351_sizzlipede_bug_out_counts_bug_out_pokemon_at_the_bottom():
    deck_top_first = [W] * 5 + [R, SIZZLIPEDE, DREEPY, W, SIZZLIPEDE, R, P]   # bottom 7: R..P
    s = vs(SIZZLIPEDE, [R, R, R], defender=MEGA_LATIAS_EX).deck(0, deck_top_first)
    t = s.start()
    t.attack("Bug Out")
    assert t.mon(1).damage == 100
    assert t.discard_ids(0) == sorted([R, W, R, P])
    assert sorted(c >> 7 for c in t.player(0).deck).count(SIZZLIPEDE) == 2


# -- 1356 Seaking -----------------------------------------------------------------------------
def test_1356_seaking_hydro_jet_30_per_water_energy_to_any_opponents_pokemon():
    s = vs(SEAKING, [W, W, R]).bench(1, MEGA_LATIAS_EX)
    t = s.start()
    t.attack("Hydro Jet").choose((1, 1))
    assert t.mon(1, 1).damage == 60 and t.mon(1).damage == 0


# -- 1362 Primarina ---------------------------------------------------------------------------
def test_1362_primarina_enriching_melody_heals_all_damage_from_1_pokemon():
    s = Scenario()
    s.active(0, STUFFUL, damage=50).bench(0, 1361).active(1, RAGING_BOLT_EX).hand(0, [PRIMARINA])
    t = s.start()
    t.evolve(PRIMARINA, 1).choose(True)                    # the only damaged Pokémon is chosen
    assert t.mon(0, 1).cid == PRIMARINA and t.mon(0).damage == 0


# -- 1370 Miraidon ----------------------------------------------------------------------------
def test_1370_miraidon_photon_cord_moves_basic_lightning_to_the_bench_on_a_knock_out():
    s = Scenario()
    s.active(0, RESHIRAM_EX, energy=[W, W]).active(1, MIRAIDON, energy=[L, L, L, VOLTAIC], damage=100)
    s.bench(1, DREEPY)
    t = s.start()
    t.attack("Slash")
    t.choose(L)                                             # a first {L} is required, then a second
    assert t.mon(1).cid == DREEPY and t.energy_ids(1) == [L, L]
    assert t.discard_ids(1) == sorted([MIRAIDON, L, VOLTAIC])


def test_1370_photon_cord_not_when_knocked_out_on_the_bench():
    s = vs(SEAKING, [W, W, W]).bench(1, MIRAIDON, energy=[L], damage=100).bench(1, DREEPY)
    t = s.start()
    t.attack("Hydro Jet").choose((1, 1))
    assert t.energy_ids(1, 1) == [] and L in t.discard_ids(1)


# -- 1371 Slowpoke ----------------------------------------------------------------------------
def test_1371_slowpoke_all_you_can_yeet_discards_any_number_from_hand():
    s = vs(SLOWPOKE, [P]).hand(0, [W, R, DREEPY])
    t = s.start()
    t.attack("All-You-Can-Yeet").choose(W, DREEPY)
    assert t.hand_ids(0) == [R] and t.discard_ids(0) == sorted([W, DREEPY])


# -- 1376 Spiritomb / 1380 Dhelmise -----------------------------------------------------------
def test_1376_spiritomb_spiritual_end_quadruples_counters_on_2_pokemon():
    s = vs(SPIRITOMB, [P], defender=MEGA_LATIAS_EX).bench(1, DREEPY, damage=10).bench(1, BAGON)
    s.discard(0, [POLTCHAGEIST] * 7 + [SHUPPET] * 6)
    t = s.start()
    t.state.players[1].active.damage = 50
    t.attack("Spiritual End").choose((1, 0), (1, 1))
    assert t.mon(1).damage == 200 and t.mon(1, 1).damage == 40 and t.mon(1, 2).damage == 0


def test_1376_spiritual_end_needs_13_hide_n_sneak_pokemon():
    s = vs(SPIRITOMB, [P], defender=MEGA_LATIAS_EX).discard(0, [POLTCHAGEIST] * 12)
    t = s.start()
    t.state.players[1].active.damage = 50
    t.attack("Spiritual End")
    assert t.mon(1).damage == 50


@pytest.mark.parametrize("count, expected", [(4, 170), (3, 30)])
def test_1380_dhelmise_vengeful_anchor_140_more_with_4_hide_n_sneak(count, expected):
    t = vs(DHELMISE, [P], defender=MEGA_LATIAS_EX).discard(0, [SHUPPET] * count).start()
    t.attack("Vengeful Anchor")
    assert t.mon(1).damage == expected


# -- 1378 Lampent -----------------------------------------------------------------------------
def test_1378_lampent_spreading_light_puts_lampent_from_the_deck_onto_the_bench():
    s = vs(LAMPENT, [P]).deck(0, [LAMPENT, W, LAMPENT])
    t = s.start()
    t.attack("Spreading Light").choose(LAMPENT, LAMPENT)
    assert [m.cid for m in t.player(0).bench] == [LAMPENT, LAMPENT]


# -- 1379 Mega Chandelure ex / 1381 Marshadow -------------------------------------------------
def test_1379_mega_chandelure_ex_binding_flame_and_phantom_maze():
    t = vs(MEGA_CHANDELURE_EX, [P, P], defender=MEGA_LATIAS_EX).bench(1, DREEPY).start()
    assert Q.retreat_cost(t.state, t.mon(1)) == 1 + 1
    assert Q.retreat_cost(t.state, t.mon(1, 1)) == 1       # Benched: not more
    assert Q.retreat_cost(t.state, t.mon(0)) == 2          # its own side: not more
    t.attack("Phantom Maze")
    assert t.mon(1).damage == 130 + 2 * 50


def test_1381_marshadow_shadowy_knot_30_per_retreat_cost():
    t = vs(MARSHADOW, [P], defender=RAGING_BOLT_EX).start()
    t.attack("Shadowy Knot")
    assert t.mon(1).damage == 90


# -- 1382 Annihilape --------------------------------------------------------------------------
def test_1382_annihilape_ghostly_blow_5_counters_on_a_benched_pokemon():
    s = vs(ANNIHILAPE, [P, P], defender=MEGA_LATIAS_EX).bench(1, MEGA_LATIAS_EX)
    t = s.start()
    t.attack("Ghostly Blow")                               # the only Benched Pokémon
    assert t.mon(1).damage == 100 and t.mon(1, 1).damage == 50


# -- 1386 Rampardos ex ------------------------------------------------------------------------
@pytest.mark.parametrize("coin, left", [("H", 1), ("T", 2)])
def test_1386_rampardos_ex_destructive_headbutting_flip_to_discard_an_energy(coin, left):
    s = vs(RAMPARDOS_EX, [])
    s.active(1, RAGING_BOLT_EX, energy=[L, F])
    t = s.start().coins(coin)
    t.ability(0)
    if coin == "H":
        t.choose(L)
    assert len(t.mon(1).energy) == left


# -- 1388 Koraidon / 1404 Bronzor / 1389 Mega Darkrai ex ----------------------------------------
@pytest.mark.parametrize("defender, expected", [(SEAKING, 60), (DREEPY, 30)])
def test_1388_koraidon_battle_claw_30_more_against_an_evolution_pokemon(defender, expected):
    t = vs(KORAIDON, [F], defender=defender).start()
    t.attack("Battle Claw")
    assert t.mon(1).damage == expected


@pytest.mark.parametrize("defender, expected", [(FERROTHORN, 40), (DREEPY, 10)])
def test_1404_bronzor_mirror_attack_30_more_against_a_metal_pokemon(defender, expected):
    t = vs(BRONZOR, [M], defender=defender).start()
    t.attack("Mirror Attack")
    assert t.mon(1).damage == expected


@pytest.mark.parametrize("bench_damage, expected", [(10, 220), (0, 110)])
def test_1389_mega_darkrai_ex_dusk_raid_110_more_with_damaged_bench(bench_damage, expected):
    t = vs(MEGA_DARKRAI_EX, [D, D], defender=MEGA_LATIAS_EX).bench(0, DREEPY, damage=bench_damage).start()
    t.attack("Dusk Raid")
    assert t.mon(1).damage == expected


@pytest.mark.parametrize("conditions, knocked_out", [(["poisoned"], True), ([], False)])
def test_1389_mega_darkrai_ex_abyss_eye_knocks_out_a_pokemon_with_a_condition(conditions, knocked_out):
    s = vs(MEGA_DARKRAI_EX, [D, D, D], defender=MEGA_LATIAS_EX).bench(1, DREEPY)
    s.active(1, MEGA_LATIAS_EX, conditions=conditions)
    t = s.start()
    t.attack("Abyss Eye")
    assert (len(t.player(0).prizes) == 6 - 3) == knocked_out
    assert (t.mon(1).cid == DREEPY) == knocked_out


# -- 1391 Mandibuzz ---------------------------------------------------------------------------
def test_1391_mandibuzz_bone_sniper_only_pokemon_with_special_energy():
    s = vs(MANDIBUZZ, [D]).bench(1, WAILMER, energy=[R]).bench(1, WAILMER, energy=[NITRO])
    s.bench(1, SNOVER, energy=[MAGNETIC])
    t = s.start()
    t.attack("Bone Sniper")
    assert {o for o in t.options} == {(1, 2), (1, 3)}
    t.choose((1, 2))
    assert [t.mon(1, i).damage for i in (0, 1, 2, 3)] == [0, 0, 70, 0]


# -- 1393 Malamar -----------------------------------------------------------------------------
@pytest.mark.parametrize("conditions, expected", [(["confused"], 130), ([], 0)])
def test_1393_malamar_brain_crush_needs_a_confused_defender(conditions, expected):
    s = vs(MALAMAR, [D], defender=MEGA_LATIAS_EX)
    s.active(1, MEGA_LATIAS_EX, conditions=conditions)
    t = s.start()
    t.attack("Brain Crush")
    assert t.mon(1).damage == expected


# -- 1395 Thievul -----------------------------------------------------------------------------
def test_1395_thievul_skill_thief_uses_an_opponents_attack_with_an_empty_hand():
    s = vs(THIEVUL, [W, W], defender=MEGA_LATIAS_EX).bench(1, RESHIRAM_EX)
    t = s.start()
    t.attack("Skill Thief")
    assert set(t.options) == {a.id for c in (MEGA_LATIAS_EX, RESHIRAM_EX) for a in CARDS[c].attacks}
    t.choose(_attack_id(RESHIRAM_EX, "Slash"))
    assert t.mon(1).damage == 50


def test_1395_skill_thief_does_nothing_with_cards_in_hand():
    t = vs(THIEVUL, [W, W], defender=MEGA_LATIAS_EX).hand(0, [W]).start()
    t.attack("Skill Thief")
    assert t.mon(1).damage == 0 and t.state.current == 1


# -- 1396 Morpeko ex --------------------------------------------------------------------------
def test_1396_morpeko_ex_hangry_blaster_40_more_per_counter():
    t = vs(MORPEKO_EX, [D, D], defender=MEGA_LATIAS_EX, damage=30).start()
    t.attack("Hangry Blaster")
    assert t.mon(1).damage == 40 + 120


# -- 1397 Zarude -------------------------------------------------------------------------------
def test_1397_zarude_overhead_throw_also_30_to_1_of_your_benched_pokemon():
    s = vs(ZARUDE, [D]).bench(0, DREEPY).bench(0, BAGON)
    t = s.start()
    t.attack("Overhead Throw").choose((0, 2))
    assert t.mon(1).damage == 30 and t.mon(0, 2).damage == 30 and t.mon(0, 1).damage == 0


@pytest.mark.parametrize("bench_energy, expected", [([SHADOWY], 170), ([D], 100)])
def test_1397_zarude_shadowy_whip_70_more_with_shadowy_energy_on_the_bench(bench_energy, expected):
    t = vs(ZARUDE, [D, D, D], defender=MEGA_LATIAS_EX).bench(0, DREEPY, energy=bench_energy).start()
    t.attack("Shadowy Whip")
    assert t.mon(1).damage == expected


# -- 1399 Mabosstiff --------------------------------------------------------------------------
def test_1399_mabosstiff_plunging_headbutt_takes_100_more_next_turn():
    s = vs(MABOSSTIFF, [D, D, D], defender=MEGA_LATIAS_EX).bench(0, DREEPY)
    s.active(1, MEGA_LATIAS_EX, energy=[W])
    t = s.start()
    t.attack("Plunging Headbutt")
    t.attack("Strafe")                                     # 40 + 100: all of Mabosstiff's 140 HP
    assert MABOSSTIFF in t.discard_ids(0) and len(t.player(1).prizes) == 5


# -- 1400 Chi-Yu ------------------------------------------------------------------------------
def test_1400_whirling_envy_ignores_weakness():
    t = vs(CHI_YU, [D], defender=DEOXYS_PSYCHIC).start()         # Deoxys: {D} Weakness
    t.attack("Whirling Envy")
    assert t.mon(1).damage == 20


def test_1400_chi_yu_whirling_envy_90_more_with_2_counters():
    t = vs(CHI_YU, [D], defender=MEGA_LATIAS_EX, damage=20).start()
    t.attack("Whirling Envy")
    assert t.mon(1).damage == 110
    t = vs(CHI_YU, [D], defender=MEGA_LATIAS_EX, damage=10).start()
    t.attack("Whirling Envy")
    assert t.mon(1).damage == 20


# -- 1401 Skarmory ----------------------------------------------------------------------------
def test_1401_skarmory_steel_cutter_40_per_basic_metal_discarded_from_hand():
    s = vs(SKARMORY, [M], defender=MEGA_LATIAS_EX).hand(0, [M, M, M, W])
    t = s.start()
    t.attack("Steel Cutter").choose(M, M)
    assert t.mon(1).damage == 80 and t.discard_ids(0) == [M, M]


# -- 1403 Bastiodon ---------------------------------------------------------------------------
@pytest.mark.parametrize("energy, expected", [([W, W], 0), ([W, W, W], 50)])
def test_1403_bastiodon_ancient_bulwark_on_the_bench_stops_attackers_with_2_or_less_energy(energy, expected):
    s = vs(RESHIRAM_EX, energy, defender=WAILMER).bench(1, BASTIODON)
    t = s.start()
    t.attack("Slash")
    assert t.mon(1).damage == expected


def test_1403_ancient_bulwark_not_from_the_active_spot():
    t = vs(RESHIRAM_EX, [W, W], defender=BASTIODON).start()
    t.attack("Slash")
    assert t.mon(1).damage == 100                          # {R} Weakness


# -- 1406 Mega Excadrill ex -------------------------------------------------------------------
@pytest.mark.parametrize("energy, expected", [([M, M, M, W, W], 330), ([M, M, M, W], 200)])
def test_1406_mega_excadrill_ex_maximum_drilling_130_more_with_2_extra_energy(energy, expected):
    t = vs(MEGA_EXCADRILL_EX, energy, defender=MEGA_CHANDELURE_EX).start()
    t.attack("Maximum Drilling")
    assert t.mon(1).damage == expected


# -- 1409 Toucannon / 1411 Silvally -----------------------------------------------------------
def test_1409_toucannon_aerial_draw_once_a_turn():
    t = vs(TOUCANNON, []).start()
    t.ability(0)
    assert len(t.player(0).hand) == 1 and not t.can("ability", 0, 0)


def test_1411_silvally_call_a_buddy_needs_an_empty_hand():
    s = vs(SILVALLY, []).deck(0, [W, EMMA, W])
    t = s.start()
    t.ability(0).choose(EMMA)
    assert t.hand_ids(0) == [EMMA]
    assert not vs(SILVALLY, []).hand(0, [W]).start().can("ability", 0, 0)


# -- 1412 Bombirdier --------------------------------------------------------------------------
@pytest.mark.parametrize("coins, benched", [("HH", [SEAKING]), ("HT", [])])
def test_1412_bombirdier_challenging_delivery_both_heads_benches_any_pokemon(coins, benched):
    s = vs(BOMBIRDIER, [W, W]).deck(0, [SEAKING, W])
    t = s.start().coins(coins)
    t.attack("Challenging Delivery")
    if benched:
        t.choose(SEAKING)
    assert [m.cid for m in t.player(0).bench] == benched


# -- 1413 Special Red Card --------------------------------------------------------------------
def test_1413_special_red_card_opponents_hand_to_the_bottom_and_they_draw_3():
    s = Scenario()
    s.active(0, STUFFUL).active(1, RAGING_BOLT_EX).prizes(1, 3).hand(0, [SPECIAL_RED_CARD])
    s.hand(1, [DREEPY, BAGON, R, P]).deck(1, [W] * 10)
    t = s.start().play(SPECIAL_RED_CARD)
    assert t.hand_ids(1) == [W, W, W]
    assert sorted(c >> 7 for c in t.player(1).deck[:4]) == sorted([DREEPY, BAGON, R, P])


def test_1413_special_red_card_needs_3_or_fewer_prizes_for_the_opponent():
    s = Scenario()
    s.active(0, STUFFUL).active(1, RAGING_BOLT_EX).prizes(1, 4).hand(0, [SPECIAL_RED_CARD]).hand(1, [W])
    assert not s.start().can("play", SPECIAL_RED_CARD)


# -- 1414 Great Haul Net ----------------------------------------------------------------------
def test_1414_great_haul_net_both_parts_shuffle_water_pokemon_and_energy_into_the_deck():
    s = Scenario()
    s.active(0, STUFFUL).active(1, RAGING_BOLT_EX).hand(0, [GREAT_HAUL_NET]).deck(0, [])
    s.discard(0, [WAILMER, SNOVER, DREEPY, W, W, R])
    t = s.start().play(GREAT_HAUL_NET)
    assert set(t.options) == {"{W} Pokémon", "Basic {W} Energy", "both"}
    t.choose("both")
    t.choose(WAILMER, SNOVER)                             # then a first Basic {W} Energy is required
    t.choose(W)
    assert sorted(c >> 7 for c in t.player(0).deck) == sorted([WAILMER, SNOVER, W, W])
    assert t.discard_ids(0) == sorted([DREEPY, R, GREAT_HAUL_NET])


def test_1414_great_haul_net_only_offers_parts_with_cards():
    s = Scenario()
    s.active(0, STUFFUL).active(1, RAGING_BOLT_EX).hand(0, [GREAT_HAUL_NET]).discard(0, [W, DREEPY])
    t = s.start().play(GREAT_HAUL_NET)                     # no {W} Pokémon: only the Energy part
    assert t.discard_ids(0) == sorted([DREEPY, GREAT_HAUL_NET]) and len(t.player(0).deck) == 21
    s = Scenario()
    s.active(0, STUFFUL).active(1, RAGING_BOLT_EX).hand(0, [GREAT_HAUL_NET]).discard(0, [R, DREEPY])
    assert not s.start().can("play", GREAT_HAUL_NET)


# -- 1415 Transformation Tome -----------------------------------------------------------------
def test_1415_transformation_tome_two_copies_swap_a_basic_pokemon_keeping_everything():
    s = Scenario()
    s.active(0, STUFFUL, energy=[W, W], damage=30, conditions=["poisoned"]).active(1, RAGING_BOLT_EX)
    s.hand(0, [TOME, TOME, W]).discard(0, [RESHIRAM_EX, KAKUNA])
    t = s.start()
    uid = t.mon(0).uid
    t.play(TOME)                                           # Reshiram ex and Stufful: the only choices
    mon = t.mon(0)
    assert mon.cid == RESHIRAM_EX and mon.uid == uid and mon.damage == 30 and mon.poison == 1
    assert t.energy_ids(0) == [W, W] and t.hand_ids(0) == [W]
    assert t.discard_ids(0) == sorted([KAKUNA, STUFFUL, TOME, TOME])


def test_1415_transformation_tome_needs_2_copies():
    s = Scenario()
    s.active(0, STUFFUL).active(1, RAGING_BOLT_EX).hand(0, [TOME, W]).discard(0, [DREEPY])
    assert not s.start().can("play", TOME)


# -- 1416 Dark Bell ---------------------------------------------------------------------------
def test_1416_dark_bell_confuses_both_active_pokemon_that_arent_darkness():
    s = Scenario()
    s.active(0, ZARUDE).active(1, RAGING_BOLT_EX).hand(0, [DARK_BELL])
    t = s.start().play(DARK_BELL)
    assert t.mon(1).rotation == CONFUSED and t.mon(0).rotation == NONE
    s = Scenario()
    s.active(0, ZARUDE).active(1, CHI_YU).hand(0, [DARK_BELL])
    assert not s.start().can("play", DARK_BELL)


# -- 1419 Tremendous Bomb ---------------------------------------------------------------------
@pytest.mark.parametrize("energy, counters", [([L, L, L, L], 12), ([L, L, L], 0)])
def test_1419_tremendous_bomb_240_from_a_mega_ex_puts_12_counters_and_is_discarded(energy, counters):
    s = Scenario()
    s.active(0, MEGA_ZERAORA_EX, energy=energy).active(1, RAGING_BOLT_EX, tools=[TREMENDOUS_BOMB])
    s.bench(1, DREEPY)
    t = s.start()
    t.attack("Thunderous Fist")                            # 60 per {L}: 240 (a Knock Out) or 180
    assert t.mon(0).damage == 10 * counters
    assert (TREMENDOUS_BOMB in t.discard_ids(1)) == bool(counters)


@pytest.mark.parametrize("attacker, energy, holder", [
    (BEEDRILL_EX, [G], RAGING_BOLT_EX),                  # 330 from a Pokémon ex that isn't a Mega
    (MEGA_ZERAORA_EX, [L, L, L, L], MEGA_CHANDELURE_EX)])  # the holder is a Mega Evolution Pokémon ex
def test_1419_tremendous_bomb_needs_a_mega_attacker_and_a_holder_that_isnt(attacker, energy, holder):
    s = Scenario()
    s.active(0, attacker, energy=energy).bench(0, BEEDRILL_EX).bench(0, BEEDRILL_EX)
    s.active(1, holder, tools=[TREMENDOUS_BOMB]).bench(1, DREEPY)
    t = s.start()
    t.attack(CARDS[attacker].attacks[0].name)
    assert t.mon(0).damage == 0


# -- 1421 AZ's Tranquility --------------------------------------------------------------------
@pytest.mark.parametrize("active, before, after", [(RESHIRAM_EX, 100, 20), (STUFFUL, 20, 20)])
def test_1421_azs_tranquility_switches_and_heals_80_from_a_pokemon_ex(active, before, after):
    s = Scenario()
    s.active(0, active, damage=before).bench(0, DREEPY).active(1, RAGING_BOLT_EX).hand(0, [AZ])
    t = s.start().play(AZ)
    assert t.mon(0).cid == DREEPY and t.mon(0, 1).damage == after


# -- 1422 Philippe ----------------------------------------------------------------------------
def test_1422_philippe_attaches_2_basic_metal_from_discard_to_a_metal_pokemon():
    s = Scenario()
    s.active(0, STUFFUL).bench(0, BRONZOR).active(1, RAGING_BOLT_EX).hand(0, [PHILIPPE]).discard(0, [M, M, M, W])
    t = s.start()
    t.play(PHILIPPE).choose(M)                             # a first {M} is required; take a second
    assert t.energy_ids(0, 1) == [M, M] and t.discard_ids(0) == sorted([M, W, PHILIPPE])


# -- 1423 Roxie's Performance -----------------------------------------------------------------
def test_1423_roxies_performance_poisoned_pokemon_cant_retreat_next_turn():
    s = Scenario()
    s.active(0, STUFFUL).active(1, DREEPY, energy=[W], conditions=["poisoned"]).bench(1, BAGON)
    s.hand(0, [ROXIE])
    t = s.start().play(ROXIE).end_turn()
    assert t.state.current == 1 and not t.can("retreat", 1)
    t.state.players[1].active.poison = 0
    t.refresh()
    assert t.can("retreat", 1)


def test_1423_roxies_performance_spares_a_pokemon_unaffected_by_supporters():
    s = Scenario().active(0, STUFFUL).active(1, 424, energy=[W] * 4, conditions=["poisoned"]).bench(1, BAGON)
    t = s.hand(0, [ROXIE]).start().play(ROXIE).end_turn()     # 424 Cetitan ex — Snow Camouflage
    assert t.state.current == 1 and t.mon(1).poison and t.can("retreat", 1)


# -- 1425 Misty's Vitality --------------------------------------------------------------------
def test_1425_mistys_vitality_attaches_up_to_4_basic_water_then_the_turn_ends():
    s = Scenario()
    s.active(0, STUFFUL).bench(0, WAILMER).active(1, RAGING_BOLT_EX).hand(0, [MISTY])
    s.deck(0, [W, R, W, W, W, W])
    t = s.start().play(MISTY)
    t.choose(W, W, W, W, (0, 1))
    assert t.energy_ids(0, 1) == [W, W, W, W]
    assert t.state.current == 1                             # the turn ended


# -- 1426 Gladion's Final Battle --------------------------------------------------------------
def test_1426_gladions_final_battle_last_card_80_more_for_pokemon_without_rule_box():
    s = Scenario()
    s.active(0, STUFFUL, energy=[W]).active(1, MEGA_LATIAS_EX).hand(0, [GLADION])
    t = s.start().play(GLADION)
    t.attack("Light Punch")
    assert t.mon(1).damage == 90
    s = Scenario()
    s.active(0, STUFFUL).active(1, MEGA_LATIAS_EX).hand(0, [GLADION, W])
    assert not s.start().can("play", GLADION)


# -- 1427 Rust Syndicate Grunt ----------------------------------------------------------------
def test_1427_rust_syndicate_grunt_needs_a_knock_out_last_turn():
    s = Scenario()
    s.active(0, STUFFUL).active(1, RAGING_BOLT_EX, energy=[L, F]).hand(0, [GRUNT])
    assert not s.start().can("play", GRUNT)
    t = s.start()
    t.state.players[0].kos.append((t.state.turn - 1, DREEPY, True, 1))
    t.refresh()
    t.play(GRUNT).choose(L)
    assert t.energy_ids(1) == [F]


# -- 1428 Gwynn -------------------------------------------------------------------------------
def test_1428_gwynn_discards_pokemon_without_rule_box_to_draw_3_each():
    s = Scenario()
    s.active(0, STUFFUL).active(1, RAGING_BOLT_EX).hand(0, [GWYNN, DREEPY, BAGON, RESHIRAM_EX])
    t = s.start().play(GWYNN)
    assert t.card_options() == {DREEPY, BAGON}
    t.choose(DREEPY, BAGON)
    assert len(t.player(0).hand) == 1 + 6


# -- 1429 Ange Floette / 1430 Prism Tower ------------------------------------------------------
def test_1429_ange_floette_replaces_prism_tower_the_same_turn_and_gives_mega_floette_150_hp():
    s = Scenario()
    s.active(0, MEGA_FLOETTE_EX).active(1, RAGING_BOLT_EX).hand(0, [PRISM_TOWER, ANGE_FLOETTE])
    t = s.start()
    assert not t.can("play", ANGE_FLOETTE)                 # no Prism Tower in play
    t.play(PRISM_TOWER)
    t.play(ANGE_FLOETTE)
    assert t.state.stadium >> 7 == ANGE_FLOETTE and PRISM_TOWER in t.discard_ids(0)
    assert Q.max_hp(t.state, t.mon(0)) == 250 + 150
    assert Q.max_hp(t.state, t.mon(1)) == 240


def test_1430_prism_tower_discard_2_to_draw_1_once_per_turn():
    s = Scenario()
    s.active(0, STUFFUL).active(1, RAGING_BOLT_EX).stadium(PRISM_TOWER, owner=1).hand(0, [W, R, P])
    t = s.start()
    t.stadium_ability().choose(R, W)
    assert t.hand_ids(0) == sorted([P, W]) and t.discard_ids(0) == sorted([W, R])
    assert not t.can("stadium")
