"""Scenario tests of the Ascended Heroes (ASC) texts of the rest of the pool (module
``sets/sv/asc.py``), pool coverage P6."""

from functools import partial

import pytest

from ptcg.rules import queries as Q
from ptcg.state import ASLEEP, PARALYZED
from ptcg.testing import Scenario, versus

G, R, W, L, P, F, D, M = 1, 2, 3, 4, 5, 6, 7, 8
PRISM = 16
RAGING_BOLT_EX, MEGA_LATIAS_EX, STUFFUL, SNOVER, DREEPY = 63, 754, 760, 722, 119
SNORLAX, TR_MEWTWO_EX, DUSKNOIR, DRATINI, CHARMELEON = 1072, 431, 133, 902, 927
LEVINCIA, ENERGY_COIN, BOSS, TR_PROTON, TR_PETREL = 1254, 1135, 1182, 1220, 1219
ROTOM_L, HEAT_ROTOM, PIKACHU_EX = 212, 413, 328
WURMPLE, SILCOON, BEAUTIFLY, CASCOON, DUSTOX, ENTEI, CAMERUPT = 850, 851, 852, 853, 854, 855, 857
PSYDUCK, GOLDUCK, NS_VANILLUXE, FROSMOTH, GLASTRIER, MEGA_EELEKTROSS_EX = 858, 859, 864, 866, 867, 868
HELIOLISK, TAPU_KOKO, TR_EXEGGUTOR, ROTOM, SPECTRIER, TR_DIGLETT, TR_DUGTRIO = 871, 872, 874, 877, 880, 881, 882
MEDICHAM, PANCHAM, MEGA_HAWLUCHA_EX, COALOSSAL, OKIDOGI, TR_HONCHKROW = 884, 885, 886, 889, 890, 891
G_OBSTAGOON, MEGA_SCRAFTY_EX, PANGORO, KINGAMBIT, DRAGONAIR, MEGA_DRAGONITE_EX = 894, 896, 897, 901, 903, 904
NS_ZEKROM, ERIKAS_ODDISH, ERIKAS_VILEPLUME_EX, ERIKAS_VICTREEBEL, ERIKAS_TANGELA = 906, 909, 911, 914, 915
MEGA_MEGANIUM_EX, MEGA_CHARIZARD_Y_EX, MEGA_FERALIGATR_EX, REGICE_EX, RAICHU = 919, 928, 939, 944, 949
VOLTORB_EX, MIRAIDON_EX, AZUMARILL_EX, HITMONTOP, STUNFISK_EX, CARBINK = 951, 957, 962, 972, 975, 976
KORAIDON_EX, MANDIBUZZ_EX, REGISTEEL_EX, TOGEDEMARU_EX, LARRYS_DUDUNSPARCE_EX = 979, 984, 988, 990, 997
DELCATTY, LARRYS_STARAPTOR, MEGA_AUDINO_EX, LARRYS_KOMALA, DRAMPA = 1001, 1005, 1006, 1009, 1010
TYRANTRUM, VIKAVOLT, ANNIHILAPE, MORPEKO_EX = 1054, 1368, 1382, 1396
TR_HYPNOTIZER, LIGHT_BALL, THICK_SCALE, CANARI, ANTHEA_CONCORDIA, NIGHTTIME_MINE = 1154, 1178, 1179, 1233, 1234, 1266
NS_TEAM = (258, 293, 864, 296, 303)          # Darmanitan, Zoroark ex, Vanilluxe, Klinklang, Reshiram

vs = partial(versus, defender=MEGA_LATIAS_EX)  # the defender unless a test names another


def took(t, amount: int) -> bool:
    """Whether the log says a Pokémon took exactly ``amount`` damage (for Knock Outs)."""
    return any(f"takes {amount} damage" in line for line in t.log)


# -- 851 Silcoon ------------------------------------------------------------------------------
def test_851_multiplying_cocoon_benches_a_silcoon_or_cascoon_when_it_evolves_from_hand():
    s = Scenario().active(0, WURMPLE).active(1, MEGA_LATIAS_EX)
    s.hand(0, [SILCOON]).deck(0, [CASCOON, STUFFUL, SILCOON, W])
    t = s.start().evolve(SILCOON, 0)
    t.choose(True)
    assert t.card_options() == {SILCOON, CASCOON}
    t.choose(CASCOON)
    assert [m.name for m in t.player(0).bench] == ["Cascoon"]
    assert t.decision.kind == "main"


def test_851_multiplying_cocoon_is_not_offered_with_a_full_bench():
    s = Scenario().active(0, WURMPLE).active(1, MEGA_LATIAS_EX)
    for _ in range(5):
        s.bench(0, STUFFUL)
    t = s.hand(0, [SILCOON]).deck(0, [CASCOON]).start().evolve(SILCOON, 0)
    assert t.decision.kind == "main" and len(t.player(0).deck) == 1


# -- 852 Beautifly ----------------------------------------------------------------------------
def test_852_energy_straw_80_per_energy_card_in_the_revealed_hand():
    t = vs(BEAUTIFLY, [G]).hand(1, [W, PRISM, ENERGY_COIN, G]).start()
    t.attack("Energy Straw")
    assert t.mon(1).damage == 240
    assert sorted(c >> 7 for c in t.player(1).revealed) == sorted([W, PRISM, ENERGY_COIN, G])


# -- 854 Dustox -------------------------------------------------------------------------------
@pytest.mark.parametrize("coin, hand, left", [("H", [W], []), ("T", [], [W])])
def test_854_boisterous_wind_heads_puts_an_energy_of_the_opponents_active_into_their_hand(coin, hand, left):
    s = Scenario().active(0, DUSTOX).active(1, MEGA_LATIAS_EX, energy=[W])
    t = s.start().coins(coin).ability(0)
    assert t.hand_ids(1) == hand and t.energy_ids(1) == left
    assert not t.can("ability", 0, 0)                       # once during your turn


def test_854_boisterous_wind_needs_energy_on_the_opponents_active():
    assert not Scenario().active(0, DUSTOX).active(1, MEGA_LATIAS_EX).start().can("ability", 0, 0)


# -- 855 Entei --------------------------------------------------------------------------------
@pytest.mark.parametrize("bench_energy, dealt", [([R, R], 120), ([R], 30)])
def test_855_flare_fall_90_more_with_4_fire_energy_in_play(bench_energy, dealt):
    t = vs(ENTEI, [R, R]).bench(0, STUFFUL, energy=bench_energy).start()
    assert t.attack("Flare Fall").mon(1).damage == dealt


# -- 857 Camerupt -----------------------------------------------------------------------------
@pytest.mark.parametrize("conditions, dealt", [(["burned"], 110 + 20), ([], 0)])     # + the Burn at the Checkup
def test_857_roasting_burn_does_nothing_unless_the_defender_is_burned(conditions, dealt):
    s = Scenario().active(0, CAMERUPT, energy=[R]).active(1, MEGA_LATIAS_EX, conditions=conditions)
    assert s.start().attack("Roasting Burn").mon(1).damage == dealt


# -- 858 Psyduck, 859 Golduck -----------------------------------------------------------------
@pytest.mark.parametrize("damp", [PSYDUCK, GOLDUCK])
@pytest.mark.parametrize("side", [0, 1])
def test_858_859_damp_takes_cursed_blast_away_from_either_side(damp, side):
    s = Scenario().active(0, DUSKNOIR).active(1, MEGA_LATIAS_EX)
    assert s.start().can("ability", 0, 0)
    s.bench(side, damp)
    t = s.start()
    assert not t.can("ability", 0, 0)
    assert Q.abilities_work(t.state, t.mon(side, 1))     # Damp itself stays


@pytest.mark.parametrize("energy, dealt", [([W, W, W], 120), ([W, G, G], 80)])
def test_859_hydro_pump_20_more_per_water_energy(energy, dealt):
    assert vs(GOLDUCK, energy).start().attack("Hydro Pump").mon(1).damage == dealt


# -- 864 N's Vanilluxe ------------------------------------------------------------------------
def test_864_snow_coating_doubles_the_counters_on_each_opponents_pokemon():
    s = Scenario().active(0, NS_VANILLUXE, energy=[W, W]).active(1, MEGA_LATIAS_EX, damage=30)
    s.bench(1, STUFFUL, damage=20).bench(1, SNOVER)
    t = s.start().attack("Snow Coating")
    assert [m.damage for m in t.player(1).in_play()] == [60, 40, 0]


def test_864_blizzard_also_10_to_each_benched_pokemon():
    s = Scenario().active(0, NS_VANILLUXE, energy=[W, W, W]).active(1, MEGA_LATIAS_EX)
    s.bench(1, STUFFUL).bench(1, SNOVER)
    t = s.start().attack("Blizzard")
    assert [m.damage for m in t.player(1).in_play()] == [120, 10, 10]


# -- 866 Frosmoth -----------------------------------------------------------------------------
def test_866_cold_cyclone_moves_a_water_energy_to_a_benched_pokemon():
    t = vs(FROSMOTH, [W, W, G]).bench(0, STUFFUL).start().attack("Cold Cyclone")
    assert t.mon(1).damage == 90
    assert t.energy_ids(0, 0) == [G, W] and t.energy_ids(0, 1) == [W]


def test_866_alluring_wings_each_player_draws_only_from_the_active_spot():
    s = Scenario().active(0, FROSMOTH).bench(0, FROSMOTH).active(1, MEGA_LATIAS_EX)
    t = s.start()
    assert not t.can("ability", 1, 0)
    t.ability(0)
    assert len(t.player(0).hand) == 1 and len(t.player(1).hand) == 1


# -- 867 Glastrier, 1010 Drampa ---------------------------------------------------------------
@pytest.mark.parametrize("cid, name", [(GLASTRIER, "Frosty Typhoon"), (DRAMPA, "Dragon Strike")])
def test_867_1010_attack_cant_be_used_during_your_next_turn(cid, name):
    t = vs(cid, [W, W, W]).start().attack(name)
    assert t.mon(1).damage in (120, 130)
    t.end_turn()
    assert t.state.current == 0 and not t.can("attack", name)


# -- 868 Mega Eelektross ex -------------------------------------------------------------------
def test_868_split_bomb_60_to_each_of_2_chosen_pokemon():
    s = Scenario().active(0, MEGA_EELEKTROSS_EX, energy=[L, L]).active(1, MEGA_LATIAS_EX)
    s.bench(1, STUFFUL).bench(1, SNOVER)
    t = s.start().attack("Split Bomb").choose((1, 0), (1, 2))
    assert [m.damage for m in t.player(1).in_play()] == [60, 0, 60]


@pytest.mark.parametrize("discard, left, rotation", [(True, 1, PARALYZED), (False, 3, 0)])
def test_868_disaster_shock_may_discard_2_lightning_to_paralyze(discard, left, rotation):
    t = vs(MEGA_EELEKTROSS_EX, [L, L, L]).start().attack("Disaster Shock").choose(discard)
    assert t.mon(1).damage == 190 and t.mon(1).rotation == rotation
    assert len(t.mon(0).energy) == left


# -- 871 Heliolisk, 997 Larry's Dudunsparce ex -------------------------------------------------
@pytest.mark.parametrize("cid, name, energy, each", [(HELIOLISK, "Powerful Bolt", [L, L, L], 70),
                                                     (LARRYS_DUDUNSPARCE_EX, "Work Rush", [W, W, W], 80)])
def test_871_997_a_coin_per_energy_attached(cid, name, energy, each):
    t = vs(cid, energy).start().coins("HTH").attack(name)
    assert t.mon(1).damage == 2 * each
    assert t.state.forced_coins == []                        # 3 coins for 3 Energy


def test_871_frilled_generator_after_canari_attaches_2_lightning_from_the_deck():
    s = Scenario().active(0, HELIOLISK).active(1, MEGA_LATIAS_EX).deck(0, [L, W, L])
    assert not s.start().can("ability", 0, 0)
    t = s.flags(0, supporters_played=[CANARI]).start().ability(0)
    t.choose(L, L)
    assert t.energy_ids(0) == [L, L] and t.player(0).deck == [t.player(0).deck[0]]


# -- 872 Tapu Koko ----------------------------------------------------------------------------
def test_872_fast_flight_usable_on_the_first_turn_discards_the_hand_and_draws_5():
    s = Scenario(turn=1).active(0, TAPU_KOKO, energy=[L, L, L]).active(1, MEGA_LATIAS_EX).hand(0, [G, R])
    t = s.start()
    assert not t.can("attack", "Thunder Blast")              # III-04 R4 for the other attack
    t.attack("Fast Flight")
    assert t.discard_ids(0) == [G, R] and len(t.player(0).hand) == 5


# -- 874 Team Rocket's Exeggutor --------------------------------------------------------------
@pytest.mark.parametrize("coins, knocked_out", [("HHH", True), ("HHT", False)])
def test_874_tri_kinesis_three_heads_knock_out_a_chosen_pokemon(coins, knocked_out):
    t = vs(TR_EXEGGUTOR, [P, P]).bench(1, STUFFUL).start().coins(coins).attack("Tri Kinesis")
    if knocked_out:
        t.choose((1, 1))
    assert (STUFFUL in t.discard_ids(1)) == knocked_out
    assert len(t.player(0).prizes) == (5 if knocked_out else 6)


# -- 877 Rotom -------------------------------------------------------------------------------
def test_877_roto_call_benches_any_number_of_rotom():
    t = vs(ROTOM, [P]).deck(0, [ROTOM_L, STUFFUL, HEAT_ROTOM, W]).start().attack("Roto Call")
    assert t.card_options() == {ROTOM_L, HEAT_ROTOM}
    t.choose(ROTOM_L, HEAT_ROTOM)
    assert [m.name for m in t.player(0).bench] == ["Rotom", "Heat Rotom"]


# -- 880 Spectrier ----------------------------------------------------------------------------
def test_880_phantasmal_barrage_discards_all_energy_and_puts_12_counters():
    t = vs(SPECTRIER, [P, P, P]).bench(1, SNORLAX).start().attack("Phantasmal Barrage").choose((1, 1))
    assert t.mon(1, 1).damage == 120 and t.mon(1, 0).damage == 0
    assert t.mon(0).energy == [] and t.discard_ids(0) == [P, P, P]


# -- 881 Team Rocket's Diglett, 1054 Tyrantrum ------------------------------------------------
@pytest.mark.parametrize("cid, name", [(TR_DIGLETT, "Relentless Burrowing"), (TYRANTRUM, "Wreak Havoc")])
def test_881_1054_discard_the_opponents_top_card_for_each_heads(cid, name):
    t = vs(cid, [F, F]).start().coins("HHT").attack(name)
    assert len(t.player(1).deck) == 17 and t.discard_ids(1) == [W, W]       # and 1 drawn since


# -- 882 Team Rocket's Dugtrio ----------------------------------------------------------------
def test_882_holes_2_counters_on_the_opponents_active_that_retreats_during_their_turn():
    s = Scenario(current=1).active(0, TR_DUGTRIO).active(1, STUFFUL, energy=[W, W]).bench(1, SNOVER)
    t = s.start().retreat(1)
    assert t.mon(1, 1).name == "Stufful" and t.mon(1, 1).damage == 20


def test_882_holes_not_on_your_own_switches_nor_on_your_turn_gusts():
    s = Scenario().active(0, TR_DUGTRIO, energy=[F]).bench(0, STUFFUL).active(1, STUFFUL).bench(1, SNOVER)
    t = s.hand(0, [BOSS]).start().play(BOSS).retreat(1)
    assert [m.damage for m in t.player(1).in_play()] == [0, 0]
    assert [m.damage for m in t.player(0).in_play()] == [0, 0]


# -- 884 Medicham -----------------------------------------------------------------------------
@pytest.mark.parametrize("hand, dealt", [(7, 150), (6, 0)])
def test_884_seventh_kick_needs_exactly_7_cards_in_hand(hand, dealt):
    assert vs(MEDICHAM, [F]).hand(0, [W] * hand).start().attack("Seventh Kick").mon(1).damage == dealt


# -- 886 Mega Hawlucha ex, 1382 Annihilape ----------------------------------------------------
def test_886_somersault_dive_140_more_with_a_stadium_then_discards_it():
    t = vs(MEGA_HAWLUCHA_EX, [F, F, F]).stadium(LEVINCIA, owner=1).start().attack("Somersault Dive")
    assert t.mon(1).damage == 260 and t.state.stadium is None and t.discard_ids(1) == [LEVINCIA]
    assert vs(MEGA_HAWLUCHA_EX, [F, F, F]).start().attack("Somersault Dive").mon(1).damage == 120


@pytest.mark.parametrize("cid, damage", [(MEGA_HAWLUCHA_EX, 200), (ANNIHILAPE, 100)])
@pytest.mark.parametrize("coin", ["H", "T"])
def test_886_1382_heads_keeps_it_in_play_with_10_hp_after_an_attacks_knock_out(cid, damage, coin):
    s = Scenario(current=1).active(0, cid, damage=damage).bench(0, STUFFUL)
    s.active(1, DRAMPA, energy=[W, W, W])
    t = s.start().coins(coin).attack("Dragon Strike")
    if coin == "H":
        mon = t.mon(0)
        assert mon.cid == cid and Q.remaining_hp(t.state, mon) == 10
    else:
        assert cid in t.discard_ids(0)


# -- 889 Coalossal ----------------------------------------------------------------------------
@pytest.mark.parametrize("in_discard, dealt", [(10, 140), (9, 0)])
def test_889_tar_cannon_needs_10_basic_fighting_energy_in_the_discard_pile(in_discard, dealt):
    t = vs(COALOSSAL, [F]).bench(1, SNORLAX).discard(0, [F] * in_discard).start().attack("Tar Cannon")
    if dealt:
        t.choose((1, 1))
    assert t.mon(1, 1).damage == dealt and t.mon(1, 0).damage == 0


# -- 890 Okidogi ------------------------------------------------------------------------------
def test_890_settle_the_score_60_more_per_prize_the_opponent_took_last_turn():
    s = Scenario(turn=2, current=1).active(0, STUFFUL).bench(0, OKIDOGI, energy=[F, F, F])
    s.active(1, MEGA_HAWLUCHA_EX, energy=[F, F, F])
    t = s.start().attack("Somersault Dive")                  # Knocks Out Stufful: 1 Prize card
    assert t.state.current == 0 and t.mon(0).name == "Okidogi"
    assert t.attack("Settle the Score").mon(1).damage == 140
    assert vs(OKIDOGI, [F, F, F]).start().attack("Settle the Score").mon(1).damage == 80


# -- 891 Team Rocket's Honchkrow --------------------------------------------------------------
def test_891_rocket_feathers_60_per_team_rocket_supporter_discarded():
    t = vs(TR_HONCHKROW, [D, D]).hand(0, [TR_PROTON, BOSS, TR_PETREL]).start().attack("Rocket Feathers")
    assert t.card_options() == {TR_PROTON, TR_PETREL}
    t.choose(TR_PETREL, TR_PROTON)
    assert t.mon(1).damage == 120 and t.hand_ids(0) == [BOSS]


# -- 894 Galarian Obstagoon -------------------------------------------------------------------
def test_894_scarring_shout_70_per_counter_on_the_defender():
    s = Scenario().active(0, G_OBSTAGOON, energy=[D, D]).active(1, MEGA_LATIAS_EX, damage=30)
    assert s.start().attack("Scarring Shout").mon(1).damage == 30 + 210


# -- 896 Mega Scrafty ex ----------------------------------------------------------------------
def test_896_outlaw_leg_discards_a_random_hand_card_and_the_top_deck_card():
    t = vs(MEGA_SCRAFTY_EX, [D, D, D]).hand(1, [G]).deck(1, [R, W]).start().attack("Outlaw Leg")
    assert t.mon(1).damage == 160
    assert t.discard_ids(1) == [G, R] and t.hand_ids(1) == [W]             # W: drawn since


def test_896_counterattacking_crest_5_counters_on_the_attacker():
    s = Scenario(current=1).active(0, MEGA_SCRAFTY_EX).bench(0, MEGA_SCRAFTY_EX)
    s.active(1, DRAMPA, energy=[W, W, W])
    t = s.start().attack("Gentle Slap")
    assert t.mon(1).damage == 50 and t.mon(0).damage == 50


# -- 897 Pangoro ------------------------------------------------------------------------------
@pytest.mark.parametrize("damage, dealt", [(10, 200), (0, 80)])
def test_897_masters_punch_120_more_with_a_damaged_benched_pancham(damage, dealt):
    t = vs(PANGORO, [D, D, D]).bench(0, PANCHAM, damage=damage).start()
    assert t.attack("Master's Punch").mon(1).damage == dealt


# -- 901 Kingambit ----------------------------------------------------------------------------
@pytest.mark.parametrize("left, dealt", [(4, 240), (6, 180)])
def test_901_supreme_overlord_30_more_per_prize_the_opponent_took(left, dealt):
    s = vs(KINGAMBIT, [M, M]).bench(1, STUFFUL).prizes(1, left)
    assert s.start().attack("Double-Edged Slash").mon(1).damage == dealt


# -- 903 Dragonair ----------------------------------------------------------------------------
def test_903_evolutionary_guidance_finds_an_evolution_pokemon_only_with_energy_attached():
    s = Scenario().active(0, DRAGONAIR).active(1, MEGA_LATIAS_EX).deck(0, [DRATINI, CHARMELEON, W])
    assert not s.start().can("ability", 0, 0)
    s.active(0, DRAGONAIR, energy=[W])
    t = s.start().ability(0)
    assert t.card_options() == {CHARMELEON}
    t.choose(CHARMELEON)
    assert t.hand_ids(0) == [CHARMELEON]


# -- 904 Mega Dragonite ex --------------------------------------------------------------------
def test_904_sky_transport_switches_the_active_pokemon():
    s = Scenario().active(0, STUFFUL).bench(0, MEGA_DRAGONITE_EX).active(1, MEGA_LATIAS_EX)
    t = s.start().ability(1)
    assert t.mon(0).name == "Mega Dragonite ex" and t.mon(0, 1).name == "Stufful"
    assert not t.can("ability", 0, 0)


# -- 911 Erika's Vileplume ex -----------------------------------------------------------------
def test_911_lovely_fragrance_heals_30_from_each_of_your_pokemon():
    s = Scenario().active(0, ERIKAS_VILEPLUME_EX, damage=50).bench(0, STUFFUL, damage=20)
    s.active(1, MEGA_LATIAS_EX, damage=50)
    t = s.start().ability(0)
    assert [m.damage for m in t.player(0).in_play()] == [20, 0] and t.mon(1).damage == 50
    s = Scenario().active(0, ERIKAS_VILEPLUME_EX).active(1, MEGA_LATIAS_EX, damage=50)
    assert not s.start().can("ability", 0, 0)


# -- 914 Erika's Victreebel -------------------------------------------------------------------
def test_914_flower_garden_rondo_40_per_erikas_pokemon_in_play():
    s = vs(ERIKAS_VICTREEBEL, [G, G]).bench(0, ERIKAS_TANGELA).bench(0, STUFFUL).bench(1, ERIKAS_ODDISH)
    assert s.start().attack("Flower Garden Rondo").mon(1).damage == 80


# -- 915 Erika's Tangela ----------------------------------------------------------------------
def test_915_gathering_of_blossoms_finds_an_erikas_pokemon():
    s = Scenario().active(0, ERIKAS_TANGELA).active(1, MEGA_LATIAS_EX).deck(0, [STUFFUL, ERIKAS_ODDISH])
    t = s.start().ability(0)
    assert t.card_options() == {ERIKAS_ODDISH}
    assert t.choose(ERIKAS_ODDISH).hand_ids(0) == [ERIKAS_ODDISH]


# -- 919 Mega Meganium ex ---------------------------------------------------------------------
def test_919_giant_bouquet_50_more_per_grass_energy():
    assert vs(MEGA_MEGANIUM_EX, [G, G, W]).start().attack("Giant Bouquet").mon(1).damage == 170


# -- 928 Mega Charizard Y ex ------------------------------------------------------------------
def test_928_explosion_y_280_to_a_chosen_pokemon_and_3_energy_discarded():
    s = vs(MEGA_CHARIZARD_Y_EX, [R, R, R, R]).bench(1, MEGA_DRAGONITE_EX)
    t = s.start().attack("Explosion Y").choose((1, 1))
    assert t.mon(1, 1).damage == 280 and t.mon(1, 0).damage == 0
    assert t.energy_ids(0) == [R] and t.discard_ids(0) == [R, R, R]


# -- 939 Mega Feraligatr ex -------------------------------------------------------------------
@pytest.mark.parametrize("damage, dealt", [(10, 400), (0, 200)])
def test_939_mortal_crunch_200_more_if_the_defender_already_has_counters(damage, dealt):
    s = Scenario().active(0, MEGA_FERALIGATR_EX, energy=[W, W, W])
    t = s.active(1, MEGA_LATIAS_EX, damage=damage).start().attack("Mortal Crunch")
    assert took(t, dealt)


# -- 944 Regice ex, 988 Registeel ex ----------------------------------------------------------
@pytest.mark.parametrize("cid, e", [(REGICE_EX, W), (REGISTEEL_EX, M)])
def test_944_988_regi_charge_up_to_2_basic_energy_from_the_discard_pile(cid, e):
    t = vs(cid, [G]).discard(0, [e, e, e, G]).start().attack("Regi Charge")
    assert t.card_options() == {e}
    t.choose(e, e)
    assert t.energy_ids(0) == sorted([G, e, e]) and t.discard_ids(0) == sorted([e, G])


def test_944_ice_prison_discards_2_energy_and_paralyzes():
    t = vs(REGICE_EX, [W, W, W, W]).start().attack("Ice Prison")
    assert t.mon(1).damage == 140 and t.mon(1).rotation == PARALYZED
    assert t.energy_ids(0) == [W, W]


# -- 949 Raichu -------------------------------------------------------------------------------
def test_949_strong_volt_discards_a_lightning_energy():
    t = vs(RAICHU, [L, L, W]).start().attack("Strong Volt")
    assert t.mon(1).damage == 150 and t.energy_ids(0) == sorted([L, W])


# -- 951 Voltorb ex ---------------------------------------------------------------------------
def test_951_hundred_hitting_ball_100_more_per_heads_until_tails():
    assert vs(VOLTORB_EX, [L, L, L]).start().coins("HT").attack("Hundred-Hitting Ball").mon(1).damage == 200


# -- 957 Miraidon ex --------------------------------------------------------------------------
@pytest.mark.parametrize("defender, dealt", [(MEGA_LATIAS_EX, 240), (SNORLAX, 120)])
def test_957_hadron_spark_120_more_against_a_pokemon_ex(defender, dealt):
    t = vs(MIRAIDON_EX, [L, L, L], defender=defender).start()
    assert t.attack("Hadron Spark").mon(1).damage == dealt


# -- 962 Azumarill ex -------------------------------------------------------------------------
def test_962_energized_balloon_40_more_per_psychic_energy():
    assert vs(AZUMARILL_EX, [P, P, W]).start().attack("Energized Balloon").mon(1).damage == 140


def test_962_bubble_gathering_moves_energy_from_other_pokemon_as_often_as_you_like():
    s = Scenario().active(0, AZUMARILL_EX).bench(0, STUFFUL, energy=[W]).bench(0, SNOVER, energy=[G])
    t = s.active(1, MEGA_LATIAS_EX).start()
    t.ability(0).choose((0, 1))
    t.ability(0)
    assert t.energy_ids(0, 0) == [G, W] and not t.can("ability", 0, 0)


# -- 972 Hitmontop, 1396 Morpeko ex -----------------------------------------------------------
@pytest.mark.parametrize("cid, name, e", [(HITMONTOP, "Spin and Draw", F), (MORPEKO_EX, "Wheely Draw", D)])
def test_972_1396_shuffle_the_hand_into_the_deck_and_draw_6(cid, name, e):
    t = vs(cid, [e]).hand(0, [G, G]).deck(0, [R] * 10).start().attack(name)
    assert len(t.player(0).hand) == 6 and len(t.player(0).deck) == 6


# -- 975 Stunfisk ex --------------------------------------------------------------------------
@pytest.mark.parametrize("damage, dealt", [(10, 200), (0, 100)])
def test_975_flopping_trap_100_more_if_it_is_damaged(damage, dealt):
    assert vs(STUNFISK_EX, [F, F, F], damage=damage).start().attack("Flopping Trap").mon(1).damage == dealt


# -- 976 Carbink ------------------------------------------------------------------------------
@pytest.mark.parametrize("left, dealt", [(2, 170), (3, 70)])
def test_976_counter_jewel_100_more_when_the_opponent_has_2_prizes_or_fewer(left, dealt):
    assert vs(CARBINK, [F, F, F]).prizes(1, left).start().attack("Counter Jewel").mon(1).damage == dealt


def test_976_double_type_fighting_and_psychic_in_play():
    t = vs(CARBINK, [F, F, F], defender=MEGA_HAWLUCHA_EX).start()      # Weakness {P}
    assert set(Q.types(t.state, t.mon(0))) == {F, P}
    assert t.attack("Counter Jewel").mon(1).damage == 140


# -- 979 Koraidon ex --------------------------------------------------------------------------
@pytest.mark.parametrize("ko, dealt", [(True, 170), (False, 50)])
def test_979_orichalcum_fang_120_more_after_a_knock_out_by_an_attack_last_turn(ko, dealt):
    t = vs(KORAIDON_EX, [F, F]).start()
    if ko:
        t.player(0).kos.append((2, STUFFUL, True, 1))
    assert t.attack("Orichalcum Fang").mon(1).damage == dealt


# -- 984 Mandibuzz ex, 1368 Vikavolt ----------------------------------------------------------
@pytest.mark.parametrize("cid, name, e", [(MANDIBUZZ_EX, "Bone Shot", D), (VIKAVOLT, "Quick Dive", L)])
def test_984_1368_50_damage_to_a_chosen_pokemon(cid, name, e):
    t = vs(cid, [e, e]).bench(1, STUFFUL).start().attack(name).choose((1, 1))
    assert t.mon(1, 1).damage == 50 and t.mon(1, 0).damage == 0


# -- 990 Togedemaru ex ------------------------------------------------------------------------
def test_990_spiky_rolling_80_more_after_spiky_rolling_last_turn():
    t = vs(TOGEDEMARU_EX, [M, M]).start().attack("Spiky Rolling")
    assert t.mon(1).damage == 80
    t.end_turn().attack("Spiky Rolling")
    assert t.mon(1).damage == 80 + 160


# -- 1001 Delcatty ----------------------------------------------------------------------------
def test_1001_energy_crush_40_per_energy_on_all_opponents_pokemon():
    s = Scenario().active(0, DELCATTY, energy=[W, W]).active(1, MEGA_LATIAS_EX, energy=[W, W])
    s.bench(1, STUFFUL, energy=[G])
    assert s.start().attack("Energy Crush").mon(1).damage == 120


# -- 1005 Larry's Staraptor -------------------------------------------------------------------
@pytest.mark.parametrize("conditions, dealt", [(["poisoned"], 160), (["burned"], 160), ([], 60)])
def test_1005_facade_100_more_if_burned_or_poisoned(conditions, dealt):
    t = vs(LARRYS_STARAPTOR, [W], conditions=conditions).start()
    assert t.attack("Facade").mon(1).damage == dealt


def test_1005_feathery_strike_50_to_a_benched_pokemon_and_2_energy_discarded():
    t = vs(LARRYS_STARAPTOR, [W, W, W]).bench(1, STUFFUL).bench(1, SNORLAX).start()
    t.attack("Feathery Strike").choose((1, 2))
    assert [m.damage for m in t.player(1).in_play()] == [150, 0, 50]
    assert len(t.mon(0).energy) == 1


# -- 1006 Mega Audino ex ----------------------------------------------------------------------
def test_1006_kaleidowaltz_up_to_2_basic_energy_per_heads_to_your_pokemon():
    t = vs(MEGA_AUDINO_EX, [W]).deck(0, [G, R, P, M, W]).start().coins("HTT").attack("Kaleidowaltz")
    t.choose(G, R)
    assert t.energy_ids(0) == [G, R, W] and len(t.player(0).deck) == 3


def test_1006_ear_force_80_more_per_energy_on_the_defender():
    s = Scenario().active(0, MEGA_AUDINO_EX, energy=[W, W, W]).active(1, MEGA_LATIAS_EX, energy=[W, G])
    assert s.start().attack("Ear Force").mon(1).damage == 180


# -- 1009 Larry's Komala ----------------------------------------------------------------------
def test_1009_dozing_draw_falls_asleep_and_draws_2():
    t = vs(LARRYS_KOMALA, [W]).start().attack("Dozing Draw")
    assert t.mon(0).rotation == ASLEEP and len(t.player(0).hand) == 2


@pytest.mark.parametrize("active, usable", [(LARRYS_STARAPTOR, True), (STUFFUL, False)])
def test_1009_lethargic_charge_from_the_bench_to_an_active_larrys_pokemon(active, usable):
    s = Scenario().active(0, active).bench(0, LARRYS_KOMALA).active(1, MEGA_LATIAS_EX).hand(0, [G, W])
    t = s.start()
    assert t.can("ability", 1, 0) == usable
    if usable:
        t.ability(1)
        t.choose(G)
        assert t.energy_ids(0) == [G] and t.can("attach", W)      # not the turn's attachment


# -- 1154 Team Rocket's Hypnotizer ------------------------------------------------------------
@pytest.mark.parametrize("holder, rotation", [(TR_EXEGGUTOR, ASLEEP), (STUFFUL, 0)])
def test_1154_team_rockets_hypnotizer_the_attacker_falls_asleep(holder, rotation):
    s = Scenario(current=1).active(0, holder, tools=[TR_HYPNOTIZER]).active(1, DRAMPA, energy=[W, W])
    t = s.start().attack("Gentle Slap")
    assert t.mon(1).rotation == rotation


# -- 1178 Light Ball --------------------------------------------------------------------------
@pytest.mark.parametrize("holder, defender, dealt", [(PIKACHU_EX, MEGA_LATIAS_EX, 80), (PIKACHU_EX, SNORLAX, 30),
                                                     (RAGING_BOLT_EX, MEGA_LATIAS_EX, None)])
def test_1178_light_ball_pikachu_ex_does_50_more_to_a_pokemon_ex(holder, defender, dealt):
    t = vs(holder, [W], defender=defender, tools=[LIGHT_BALL]).start()
    if dealt is None:
        assert Q.damage_dealt_change(t.state, _attack_ctx(t), t.mon(1)) == 0
    else:
        assert t.attack("Tail Whap").mon(1).damage == dealt


def _attack_ctx(t):
    from ptcg.rules.attack import AttackContext
    mon = t.mon(0)
    return AttackContext(t.state, 0, mon, mon.card.attacks[0])


# -- 1179 Thick Scale -------------------------------------------------------------------------
@pytest.mark.parametrize("attacker, name, energy, dealt", [(GOLDUCK, "Hydro Pump", [W, W, W], 70),
                                                          (DRAMPA, "Gentle Slap", [W, W], 50)])
def test_1179_thick_scale_dragon_takes_50_less_from_grass_fire_water_lightning(attacker, name, energy, dealt):
    s = Scenario().active(0, attacker, energy=energy).active(1, RAGING_BOLT_EX, tools=[THICK_SCALE])
    assert s.start().attack(name).mon(1).damage == dealt


# -- 1233 Canari ------------------------------------------------------------------------------
def test_1233_canari_discards_a_card_then_finds_up_to_4_lightning_pokemon():
    s = Scenario().active(0, STUFFUL).active(1, MEGA_LATIAS_EX).hand(0, [CANARI, G])
    s.deck(0, [PIKACHU_EX, STUFFUL, TAPU_KOKO, W])
    t = s.start().play(CANARI)
    assert t.discard_ids(0) == [G]
    assert t.card_options() == {PIKACHU_EX, TAPU_KOKO}
    t.choose(PIKACHU_EX, TAPU_KOKO)
    assert t.hand_ids(0) == [PIKACHU_EX, TAPU_KOKO]
    alone = Scenario().active(0, STUFFUL).active(1, MEGA_LATIAS_EX).hand(0, [CANARI]).start()
    assert not alone.can("play", CANARI)


# -- 1234 Anthea & Concordia ------------------------------------------------------------------
def test_1234_anthea_and_concordia_3_more_prizes_for_a_knock_out_by_ns_pokemon():
    s = Scenario().active(0, NS_ZEKROM, energy=[W, W, W]).active(1, STUFFUL).bench(1, SNORLAX)
    for cid in NS_TEAM:
        s.bench(0, cid)
    t = s.hand(0, [ANTHEA_CONCORDIA]).start()
    assert t.can("play", ANTHEA_CONCORDIA)
    t.play(ANTHEA_CONCORDIA).attack("Shred")
    assert len(t.player(0).prizes) == 6 - 4


def test_1234_anthea_and_concordia_needs_all_six_ns_pokemon():
    s = Scenario().active(0, NS_ZEKROM).active(1, STUFFUL)
    for cid in NS_TEAM[:-1]:
        s.bench(0, cid)
    assert not s.hand(0, [ANTHEA_CONCORDIA]).start().can("play", ANTHEA_CONCORDIA)


# -- 1266 Nighttime Mine ----------------------------------------------------------------------
def test_1266_nighttime_mine_attacks_of_tera_pokemon_cost_1_more():
    s = Scenario().active(0, MIRAIDON_EX, energy=[L, L, L]).active(1, MEGA_LATIAS_EX).bench(1, MIRAIDON_EX)
    t = s.stadium(NIGHTTIME_MINE).start()
    g = t.state
    hadron = t.mon(0).card.attacks[1]
    assert len(Q.attack_cost(g, t.mon(0), hadron)) == 4 and len(Q.attack_cost(g, t.mon(1, 1), hadron)) == 4
    assert not t.can("attack", "Hadron Spark")
    strafe = t.mon(1).card.attacks[0]
    assert Q.attack_cost(g, t.mon(1), strafe) == strafe.cost
