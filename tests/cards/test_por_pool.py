"""Scenario tests of the Perfect Order (POR) pool cards beyond the reference decks (module
``sets/sv/por.py``), pool coverage P7."""

from functools import partial

import pytest

from ptcg.cards.db import CARD_LIST
from ptcg.decisions import CHOOSE_OPTION
from ptcg.rules import queries as Q
from ptcg.state import ASLEEP, PARALYZED
from ptcg.testing import Scenario, attack_of, ready_to_attack

G, R, W, L, P, F, D, M = 1, 2, 3, 4, 5, 6, 7, 8
SPIKY = 14
RAGING_BOLT_EX, MEGA_LATIAS_EX, PIKACHU_EX = 63, 754, 328
DREEPY, BAGON, STUFFUL, SNOVER, WAILMER, TERAPAGOS, ZAPDOS = 119, 300, 760, 722, 263, 234, 952
IONOS_WATTREL, VOLCANION_EX, HOPS_WOOLOO, HOPS_DUBWOOL, TR_ZUBAT, TR_GOLBAT = 270, 259, 309, 310, 456, 457
SERPERIOR, VIVILLON, DECIDUEYE_EX, TALONFLAME, SALAZZLE_EX, TURTONATOR = 1016, 1019, 1022, 1024, 1026, 1027
DEWGONG, AURORUS, VOLCANION, SHINX, LUXIO, LUXRAY, DEDENNE = 1029, 1033, 1034, 1035, 1036, 1037, 1038
MEGA_CLEFABLE_EX, MAWILE, SPRITZEE, AROMATISSE, HIPPOWDON, BARBARACLE = 1040, 1041, 1044, 1045, 1049, 1052
TYRANTRUM, HAWLUCHA, MEGA_ZYGARDE_EX, GASTLY, HAUNTER, GENGAR, DRAPION = 1054, 1055, 1056, 1057, 1058, 1059, 1061
YVELTAL_EX, CHIEN_PAO, MEGA_SKARMORY_EX, HONEDGE, DOUBLADE, AEGISLASH = 1062, 1063, 1064, 1065, 1066, 1067
RATTATA, RATICATE, SNORLAX, FLETCHLING, FURFROU, WAILORD_EX = 1069, 1070, 1072, 1075, 1076, 1358
SHOVEL, ENERGY_SWATTER, GALETTE, CORE_MEMORY = 1078, 1149, 1153, 1180
TARRAGON, NAVEEN, ROSA, JACINTHE, LUMIOSE_CITY, NS_CASTLE, SWITCH = 1238, 1239, 1240, 1241, 1267, 1253, 1123
GEOBUSTER = 1556

attacker = partial(ready_to_attack, defender=RAGING_BOLT_EX)  # the defender unless a test names another


def ids(cards) -> list:
    return sorted(c >> 7 for c in cards)


# -- 1016 Serperior / 1019 Vivillon -------------------------------------------------------------
@pytest.mark.parametrize("discard, damage", [([ROSA], 250), ([NS_CASTLE], 100)])
def test_1016_solar_coiling_150_more_with_rosas_encouragement_in_the_discard(discard, damage):
    t = attacker(SERPERIOR, 1468, defender=MEGA_LATIAS_EX).discard(0, discard).start()
    t.attack("Solar Coiling")
    assert t.mon(1).damage == damage


@pytest.mark.parametrize("stadium, damage", [(True, 120), (False, 60)])
def test_1019_blow_through_60_more_with_a_stadium_in_play(stadium, damage):
    s = attacker(VIVILLON, 1471)
    if stadium:
        s.stadium(NS_CASTLE, 1)
    t = s.start()
    t.attack("Blow Through")
    assert t.mon(1).damage == damage


def test_1019_grand_wing_puts_the_opponents_hand_on_the_bottom_and_they_draw_4():
    s = Scenario().active(0, VIVILLON).active(1, BAGON).hand(1, [DREEPY, SNOVER, STUFFUL])
    s.deck(1, [F] * 10)
    t = s.start()
    t.ability(0)
    opp = t.player(1)
    assert ids(opp.deck[:3]) == sorted([DREEPY, SNOVER, STUFFUL])      # the bottom of the deck
    assert ids(opp.hand) == [F] * 4
    assert not t.can("ability", 0, 0)


def test_1019_grand_wing_not_offered_against_an_empty_hand():
    assert not Scenario().active(0, VIVILLON).active(1, BAGON).start().can("ability", 0, 0)


# -- 1022 Decidueye ex --------------------------------------------------------------------------
@pytest.mark.parametrize("opp_hand, usable", [(4, True), (3, False), (5, False)])
def test_1022_snipers_eye_ignores_colorless_costs_when_the_opponent_has_4_cards(opp_hand, usable):
    s = Scenario().active(0, DECIDUEYE_EX, energy=[G]).active(1, MEGA_LATIAS_EX).hand(1, [W] * opp_hand)
    t = s.start()
    assert t.can("attack", "Crushing Arrow") is usable
    if usable:
        t.attack("Crushing Arrow")
        assert t.mon(1).damage == 240


# -- 1024 Talonflame ----------------------------------------------------------------------------
@pytest.mark.parametrize("coin, discarded", [("H", 1), ("T", 0)])
def test_1024_sky_hunt_heads_discards_a_random_card_from_the_opponents_hand(coin, discarded):
    s = Scenario().active(0, TALONFLAME).active(1, BAGON).hand(1, [DREEPY, SNOVER])
    t = s.start().coins(coin)
    t.ability(0)
    assert len(t.player(1).hand) == 2 - discarded and len(t.player(1).discard) == discarded


def test_1024_sky_hunt_not_offered_against_an_empty_hand():
    assert not Scenario().active(0, TALONFLAME).active(1, BAGON).start().can("ability", 0, 0)


# -- 1026 Salazzle ex ---------------------------------------------------------------------------
def test_1026_nasty_plot_any_2_cards_from_the_deck():
    t = attacker(SALAZZLE_EX, 1480).deck(0, [W, SWITCH, DREEPY, W]).start()
    t.attack("Nasty Plot")
    assert t.card_options() == {W, SWITCH, DREEPY}
    t.choose(DREEPY, SWITCH)                            # picks go in ascending order
    assert t.hand_ids(0) == sorted([SWITCH, DREEPY])


def test_1026_dire_nails_burns_and_poisons_then_switches_itself_out():
    t = attacker(SALAZZLE_EX, 1481, defender=MEGA_LATIAS_EX).bench(0, DREEPY).start()
    t.attack("Dire Nails")
    opp = t.mon(1)
    assert opp.damage == 100 + 20 + 10 and opp.burn > 0 and opp.poison > 0   # + the Checkup
    assert t.mon(0, 0).cid == DREEPY and t.mon(0, 1).cid == SALAZZLE_EX


# -- 1027 Turtonator ----------------------------------------------------------------------------
@pytest.mark.parametrize("coin, damage", [("H", 160), ("T", 80)])
def test_1027_heat_breath_heads_80_more(coin, damage):
    t = attacker(TURTONATOR, 1482).start().coins(coin)
    t.attack("Heat Breath")
    assert t.mon(1).damage == damage


@pytest.mark.parametrize("hurt", [0, 110])
def test_1027_shell_spikes_discards_an_energy_from_the_attacker_even_when_knocked_out(hurt):
    s = Scenario(current=1).active(1, ZAPDOS, energy=[L, L, L]).active(0, TURTONATOR, damage=hurt)
    s.bench(0, DREEPY)
    t = s.start()
    t.attack("Drill Peck")
    assert t.energy_ids(1) == [L, L] and t.discard_ids(1) == [L]
    assert (TURTONATOR in t.discard_ids(0)) is bool(hurt)


def test_1027_shell_spikes_does_nothing_on_the_bench():
    s = Scenario(current=1).active(1, ZAPDOS, energy=[L, L]).active(0, DREEPY).bench(0, TURTONATOR)
    t = s.start()
    t.attack("Follow-Up Bolt")
    assert t.energy_ids(1) == [L, L]


# -- 1029 Dewgong -------------------------------------------------------------------------------
def test_1029_wash_out_moves_water_energy_from_the_bench_to_the_active_as_often_as_you_like():
    s = Scenario().active(0, DEWGONG).bench(0, SNOVER, energy=[W, F, W]).active(1, BAGON)
    t = s.start()
    t.ability(0)                                 # the only Benched Pokémon, the only kind of {W}
    t.ability(0)
    assert t.energy_ids(0) == [W, W] and t.energy_ids(0, 1) == [F]
    assert not t.can("ability", 0, 0)            # no {W} left on the Bench


# -- 1033 Aurorus -------------------------------------------------------------------------------
@pytest.mark.parametrize("energy, aurorus, damage", [([W], 1, 50), ([W], 2, 50), ([F], 1, 100)])
def test_1033_tundra_wall_50_less_for_pokemon_with_water_energy_not_stacking(energy, aurorus, damage):
    s = Scenario(current=1).active(1, TERAPAGOS, energy=[W, W, W]).active(0, WAILMER, energy=energy)
    for _ in range(aurorus):
        s.bench(0, AURORUS)
    t = s.start()
    t.attack("Hard Tackle")
    assert t.mon(0).damage == damage


# -- 1034 Volcanion -----------------------------------------------------------------------------
def test_1034_powerful_steam_a_coin_per_water_energy_90_per_heads():
    t = Scenario().active(0, VOLCANION, energy=[W, W, W, F]).active(1, MEGA_LATIAS_EX).start().coins("HTH")
    t.attack("Powerful Steam")
    assert t.mon(1).damage == 180


# -- 1036 Luxio ---------------------------------------------------------------------------------
@pytest.mark.parametrize("defender, can", [(RAGING_BOLT_EX, True), (BAGON, False)])
def test_1036_fighting_roar_evolves_the_turn_it_came_into_play_against_an_ex(defender, can):
    s = Scenario().active(0, LUXIO, under=[SHINX], evolved_turn=3).hand(0, [LUXRAY]).active(1, defender)
    assert s.start().can("evolve", LUXRAY, 0) is can


def test_1036_fighting_roar_evolves_during_the_first_turn_against_an_ex():
    s = Scenario(turn=1).active(0, LUXIO, under=[SHINX]).hand(0, [LUXRAY]).active(1, RAGING_BOLT_EX)
    assert s.start().can("evolve", LUXRAY, 0)


# -- 1037 Luxray --------------------------------------------------------------------------------
def test_1037_incessant_onslaught_70_per_prize_card_taken():
    t = attacker(LUXRAY, 1495).prizes(0, 3).start()
    t.attack("Incessant Onslaught")
    assert t.mon(1).damage == 210


# -- 1038 Dedenne -------------------------------------------------------------------------------
def test_1038_tail_generator_attaches_up_to_the_opponents_energy_count_to_lightning_pokemon():
    s = attacker(DEDENNE, 1497).bench(0, PIKACHU_EX).bench(0, DREEPY).discard(0, [L, L, L, L, W])
    s.active(1, RAGING_BOLT_EX, energy=[W, W]).bench(1, BAGON, energy=[F])
    t = s.start()
    t.attack("Tail Generator")
    assert t.card_options() == {L}
    t.choose(L, L, L)                                      # 3 at most: no 4th pick is offered
    for target in ((0, 0), (0, 1), (0, 1)):
        assert set(t.options) == {(0, 0), (0, 1)}          # {L} Pokémon only
        t.choose(target)
    assert t.energy_ids(0) == [L, L] and t.energy_ids(0, 1) == [L, L]   # 3 at most
    assert t.discard_ids(0) == [W, L]


# -- 1040 Mega Clefable ex ----------------------------------------------------------------------
def test_1040_shooting_moons_40_more_per_energy_card_discarded_from_hand():
    s = attacker(MEGA_CLEFABLE_EX, 1501, defender=MEGA_LATIAS_EX).hand(0, [P, W, SPIKY, SWITCH])
    t = s.start()
    t.attack("Shooting Moons")
    assert t.card_options() == {P, W, SPIKY}
    t.choose(P, SPIKY)                                     # ascending: W can't follow P
    assert t.mon(1).damage == 120 + 80 and t.hand_ids(0) == sorted([W, SWITCH])


def test_1040_luminous_wing_keeps_spiteful_swirl_counters_off_it():
    spiritomb = 688
    t = attacker(MEGA_CLEFABLE_EX, 1501, defender=spiritomb).start().attack("Shooting Moons")
    assert spiritomb in t.discard_ids(1) and t.mon(0).damage == 0      # knocked out, no counter back
    t = Scenario().active(0, SNOVER, energy=[W, W]).active(1, spiritomb).start().attack("Beat")
    assert t.mon(0).damage == 10                   # an ordinary attacker gets the counter


def test_1040_luminous_wing_stops_the_opponents_scalding_steam():
    s = Scenario(current=1).active(1, VOLCANION_EX).active(0, MEGA_CLEFABLE_EX)
    assert not s.start().can("ability", 0, 0)
    s = Scenario(current=1).active(1, VOLCANION_EX).active(0, DREEPY)
    assert s.start().can("ability", 0, 0)


def test_1040_luminous_wing_stops_ability_damage_counters_and_gusting():
    s = Scenario(current=1).active(1, TR_ZUBAT).hand(1, [TR_GOLBAT]).active(0, MEGA_CLEFABLE_EX)
    t = s.start().evolve(TR_GOLBAT, 0).choose(True)   # Sneaky Bite: Mega Clefable ex is the only target
    assert t.mon(0).damage == 0
    s = Scenario(current=1).active(1, HOPS_WOOLOO).hand(1, [HOPS_DUBWOOL])
    s.active(0, DREEPY).bench(0, MEGA_CLEFABLE_EX).bench(0, BAGON)
    t = s.start().evolve(HOPS_DUBWOOL, 0).choose(True)  # Defiant Horn: only Bagon can be brought up
    assert t.mon(0).cid == BAGON


# Luminous Wing against Abilities written for one card: each is unusable against Mega Clefable ex
# (it would change nothing), and usable against an ordinary Pokémon.
CLEFAIRY, DRAKLOAK = 1039, 120


@pytest.mark.parametrize("cid, energy, hand", [
    (854, [P], []),                         # Dustox — Boisterous Wind: Energy to the hand
    (1386, [P], []),                        # Rampardos ex — Destructive Headbutting: discard Energy
    (147, [], []),                          # Cradily — Selective Slime: a Special Condition
    (497, [], [R]),                         # Volcarona — Torrid Scales: Burned
])
def test_1040_luminous_wing_stops_abilities_aimed_at_the_active_pokemon(cid, energy, hand):
    def table(defender):
        s = Scenario(current=1).active(1, cid).hand(1, hand).active(0, defender, energy=energy)
        return s.start()
    assert not table(MEGA_CLEFABLE_EX).can("ability", 0, 0)
    assert table(DREEPY).can("ability", 0, 0)


def test_1040_luminous_wing_adrena_brain_cant_move_counters_onto_it():
    s = Scenario(current=1).active(1, 112, energy=[D], damage=30).active(0, MEGA_CLEFABLE_EX)
    assert not s.start().can("ability", 0, 0)       # Munkidori's only target is protected
    s.bench(0, DREEPY)
    t = s.start().ability(0, 0).choose(3)            # Dreepy, the only target, is chosen for us
    assert t.mon(0, 1).damage == 30 and t.mon(0).damage == 0 and t.mon(1).damage == 0


def test_1040_luminous_wing_ancient_wing_cant_devolve_it():
    s = Scenario(current=1).active(1, 604).active(0, MEGA_CLEFABLE_EX, under=[CLEFAIRY])
    assert not s.start().can("ability", 0, 0)
    s = Scenario(current=1).active(1, 604).active(0, DRAKLOAK, under=[DREEPY])
    t = s.start().ability(0, 0)
    assert t.mon(0).cid == DREEPY and DRAKLOAK in t.hand_ids(0)


@pytest.mark.parametrize("defender, hit", [(MEGA_CLEFABLE_EX, False), (DREEPY, True)])
def test_1040_luminous_wing_haphazard_hammer_on_evolution(defender, hit):
    s = Scenario(current=1).active(1, 697).hand(1, [698]).active(0, defender, energy=[P])
    t = s.start().coins("H").evolve(698, 0)
    if hit:
        t.choose(True)                              # use Haphazard Hammer: heads
    assert t.at_main(1) and t.energy_ids(0) == ([] if hit else [P])


@pytest.mark.parametrize("new_active, confused", [(MEGA_CLEFABLE_EX, False), (BAGON, True)])
def test_1040_luminous_wing_swirling_prose_cant_confuse_it(new_active, confused):
    s = Scenario().active(0, DREEPY, energy=[P]).bench(0, new_active).active(1, 813)
    t = s.start().retreat(1)
    assert t.mon(0).cid == new_active and (t.mon(0).rotation != 0) == confused


@pytest.mark.parametrize("cid, defender, protected", [(1379, MEGA_CLEFABLE_EX, True), (1379, DREEPY, False),
                                                       (1338, MEGA_CLEFABLE_EX, True), (1338, DREEPY, False),
                                                       (256, MEGA_CLEFABLE_EX, True), (256, DREEPY, False),
                                                       (230, MEGA_CLEFABLE_EX, True), (230, DREEPY, False)])
def test_1040_luminous_wing_shields_it_from_always_on_abilities(cid, defender, protected):
    """Mega Chandelure ex — Binding Flame (+1 Retreat), Goodra — Slimy Sliding (retreat on heads),
    Magmortar — Magma Surge (+3 Burn counters), Pecharunt — Toxic Subjugation (+5 Poison)."""
    t = Scenario().active(0, defender, conditions=["poisoned", "burned"]).active(1, cid).start()
    mon = t.mon(0)
    printed = CARD_LIST[defender].retreat
    answers = {1379: Q.retreat_cost(t.state, mon) - printed, 1338: int(Q.retreat_may_fail(t.state, mon)),
               256: Q.burn_counters(t.state, mon) - 2, 230: Q.poison_counters(t.state, mon) - 1}
    expected = {1379: 1, 1338: 1, 256: 3, 230: 5}
    assert answers[cid] == (0 if protected else expected[cid])


def test_1041_double_eater_60_per_energy_card_discarded_from_hand():
    t = attacker(MAWILE, 1502).hand(0, [W, F, F]).start()
    t.attack("Double Eater").choose(W, F)
    assert t.mon(1).damage == 120 and t.hand_ids(0) == [F]


# -- 1044 Spritzee / 1045 Aromatisse ------------------------------------------------------------
def test_1044_sweet_scent_heals_30_from_1_of_your_pokemon():
    s = attacker(SPRITZEE, 1507).bench(0, DREEPY, damage=50).bench(0, BAGON, damage=10)
    t = s.start()
    t.attack("Sweet Scent").choose((0, 1))
    assert t.mon(0, 1).damage == 20 and t.mon(0, 2).damage == 10


def test_1045_scent_collection_up_to_2_basic_psychic_energy_from_the_deck():
    s = Scenario().active(0, AROMATISSE).deck(0, [P, W, P, P]).active(1, BAGON)
    t = s.start()
    t.ability(0)
    assert t.card_options() == {P}
    t.choose(P, P)
    assert t.hand_ids(0) == [P, P]


# -- 1049 Hippowdon -----------------------------------------------------------------------------
@pytest.mark.parametrize("played, milled", [([TARRAGON], 3), ([], 0)])
def test_1049_twister_spewing_mills_3_after_tarragon_was_played_this_turn(played, milled):
    t = attacker(HIPPOWDON, 1515).flags(0, supporters_played=played).start()
    t.attack("Twister Spewing")
    assert t.mon(1).damage == 80 and len(t.player(1).discard) == milled


# -- 1052 Barbaracle ----------------------------------------------------------------------------
def test_1052_stone_arms_attaches_a_basic_fighting_energy_to_a_fighting_pokemon():
    s = Scenario().active(0, BARBARACLE).bench(0, DREEPY).bench(0, HIPPOWDON).hand(0, [F, W])
    t = s.start()
    t.ability(0)
    assert set(t.options) == {(0, 0), (0, 2)}
    t.choose((0, 2))
    assert t.energy_ids(0, 2) == [F] and t.hand_ids(0) == [W]
    assert not t.can("ability", 0, 0)


# -- 1054 Tyrantrum / 1055 Hawlucha -------------------------------------------------------------
@pytest.mark.parametrize("energy, hp", [([SPIKY], 330), ([F], 180)])
def test_1054_tyrannically_gutsy_150_hp_with_special_energy(energy, hp):
    t = Scenario().active(0, TYRANTRUM, energy=energy).active(1, BAGON).start()
    assert Q.max_hp(t.state, t.mon(0)) == hp


@pytest.mark.parametrize("hurt, damage", [(10, 90), (0, 30)])
def test_1055_vengeful_kick_60_more_with_damaged_benched_pokemon(hurt, damage):
    t = attacker(HAWLUCHA, 1524).bench(0, DREEPY, damage=hurt).start()
    t.attack("Vengeful Kick")
    assert t.mon(1).damage == damage


# -- 1056 Mega Zygarde ex -----------------------------------------------------------------------
def test_1056_nullifying_zero_a_coin_for_each_opposing_pokemon_150_on_heads():
    s = attacker(MEGA_ZYGARDE_EX, 1526, defender=MEGA_LATIAS_EX).bench(1, WAILMER).bench(1, TERAPAGOS)
    t = s.start().coins("HTH")
    t.attack("Nullifying Zero")
    assert t.mon(1).damage == 150 and t.mon(1, 1).damage == 0
    assert TERAPAGOS in t.discard_ids(1)


# -- 1058 Haunter / 1059 Gengar -----------------------------------------------------------------
def test_1058_haunt_3_damage_counters_on_the_defender():
    t = attacker(HAUNTER, 1528).start()
    t.attack("Haunt")
    assert t.mon(1).damage == 30


def test_1059_mind_jack_30_more_per_opposing_benched_pokemon():
    t = attacker(GENGAR, 1529).bench(1, DREEPY).bench(1, BAGON).start()
    t.attack("Mind Jack")
    assert t.mon(1).damage == 70


def test_1059_infinite_shadow_knocked_out_by_an_attack_goes_to_the_hand():
    s = Scenario(current=1).active(1, WAILMER, energy=[W, W, W])
    s.active(0, GENGAR, under=[GASTLY, HAUNTER], energy=[D], damage=80).bench(0, DREEPY)
    t = s.start()
    t.attack("Surf")
    assert {GASTLY, HAUNTER, GENGAR} <= set(t.hand_ids(0))      # (+ the card drawn next turn)
    assert t.discard_ids(0) == [D]
    assert len(t.player(1).prizes) == 5


def test_1059_infinite_shadow_not_for_a_knock_out_by_poison():
    s = Scenario().active(0, GENGAR, under=[GASTLY, HAUNTER], damage=120, conditions=["poisoned"])
    s.bench(0, DREEPY).active(1, BAGON)
    t = s.start().end_turn()
    assert GENGAR in t.discard_ids(0) and t.hand_ids(0) == []


# -- 1061 Drapion -------------------------------------------------------------------------------
def test_1061_hazardous_tail_70_to_itself_paralyzed_and_poisoned():
    t = attacker(DRAPION, 1532).start()
    t.attack("Hazardous Tail")
    opp = t.mon(1)
    assert opp.damage == 100 + 10 and opp.rotation == PARALYZED and opp.poison > 0   # + Poison
    assert t.mon(0).damage == 70


# -- 1062 Yveltal ex ----------------------------------------------------------------------------
def test_1062_soul_destroyer_knocks_out_each_opposing_pokemon_with_50_hp_or_less():
    s = attacker(YVELTAL_EX, 1533)
    s.active(1, RAGING_BOLT_EX, damage=200).bench(1, DREEPY, damage=20).bench(1, BAGON, damage=10)
    t = s.start()
    t.attack("Soul Destroyer")
    assert sorted(c for c in t.discard_ids(1) if c in (RAGING_BOLT_EX, DREEPY, BAGON)) == [RAGING_BOLT_EX, DREEPY]
    assert t.mon(1).cid == BAGON
    assert len(t.player(0).prizes) == 3


def test_1062_dark_strike_cant_be_used_during_your_next_turn():
    t = attacker(YVELTAL_EX, 1534, defender=MEGA_LATIAS_EX).start()
    t.attack("Dark Strike")
    t.end_turn()
    assert t.at_main(0) and not t.can("attack", "Dark Strike") and t.can("attack", "Soul Destroyer")


# -- 1063 Chien-Pao -----------------------------------------------------------------------------
@pytest.mark.parametrize("defender, damage", [(RAGING_BOLT_EX, 160), (WAILMER, 80)])
def test_1063_rising_blade_80_more_against_a_pokemon_ex(defender, damage):
    t = attacker(CHIEN_PAO, 1536, defender=defender).start()
    t.attack("Rising Blade")
    assert t.mon(1).damage == damage


# -- 1064 Mega Skarmory ex ----------------------------------------------------------------------
def test_1064_sonic_ripper_220_to_a_chosen_pokemon_and_energy_shuffled_into_the_deck():
    s = attacker(MEGA_SKARMORY_EX, 1537, defender=MEGA_LATIAS_EX).bench(1, RAGING_BOLT_EX)
    t = s.start()
    deck = len(t.player(0).deck)
    t.attack("Sonic Ripper").choose((1, 1))
    assert t.mon(1, 1).damage == 220 and t.mon(1).damage == 0
    assert t.mon(0).energy == [] and len(t.player(0).deck) == deck + 3


# -- 1066 Doublade ------------------------------------------------------------------------------
def test_1066_weaponized_swords_60_per_honedge_doublade_aegislash_revealed():
    t = attacker(DOUBLADE, 1539).hand(0, [HONEDGE, AEGISLASH, DREEPY, HONEDGE]).start()
    t.attack("Weaponized Swords")
    assert t.card_options() == {HONEDGE, AEGISLASH}
    t.choose(HONEDGE, HONEDGE, AEGISLASH)
    assert t.mon(1).damage == 180 and len(t.player(0).hand) == 4      # revealed, not discarded


# -- 1070 Raticate ------------------------------------------------------------------------------
def test_1070_retaliatory_incisors_40_per_counter_on_benched_rattata():
    s = attacker(RATICATE, 1545).bench(0, RATTATA, damage=20).bench(0, RATTATA, damage=10).bench(0, DREEPY, damage=30)
    t = s.start()
    t.attack("Retaliatory Incisors")
    assert t.mon(1).damage == 120


# -- 1072 Snorlax / 1358 Wailord ex -------------------------------------------------------------
def test_1072_gormandizer_attaches_basic_energy_up_to_the_heads():
    t = attacker(SNORLAX, 1547).deck(0, [W, SWITCH, F, W]).start().coins("HHT")
    t.attack("Gormandizer")
    assert t.card_options() == {W, F}
    t.choose(W, F)
    assert t.energy_ids(0) == sorted([W, F, W])        # its own {W} + 2


@pytest.mark.parametrize("cid", [1072, 1358])
def test_collapse_this_pokemon_is_now_asleep(cid):
    t = attacker(cid, 1548, defender=MEGA_LATIAS_EX).start().coins("T")    # tails at the Checkup
    t.use(cid, 1548)
    assert t.mon(0).rotation == ASLEEP
    assert t.mon(1).damage == attack_of(cid, 1548).damage


# -- 1075 Fletchling / 1076 Furfrou -------------------------------------------------------------
def test_1075_chirp_up_to_2_pokemon_with_fighting_resistance():
    t = attacker(FLETCHLING, 1552).deck(0, [ZAPDOS, DREEPY, IONOS_WATTREL, W]).start()
    t.attack("Chirp")
    assert t.card_options() == {ZAPDOS, IONOS_WATTREL}
    t.choose(IONOS_WATTREL, ZAPDOS)
    assert t.hand_ids(0) == sorted([ZAPDOS, IONOS_WATTREL])


@pytest.mark.parametrize("hand, left", [(8, 5), (3, 3)])
def test_1076_hand_trim_discards_at_random_down_to_5(hand, left):
    t = attacker(FURFROU, 1554).hand(1, [W] * hand).start()
    t.attack("Hand Trim")
    assert len(t.player(1).discard) == hand - left
    assert len(t.player(1).hand) == left + 1                # + the opponent's draw


# -- Trainers -----------------------------------------------------------------------------------
def test_1078_hole_digging_shovel_discards_the_top_2_cards_of_your_deck():
    t = Scenario().active(0, DREEPY).hand(0, [SHOVEL]).deck(0, [SWITCH, F, W]).active(1, BAGON).start()
    t.play(SHOVEL)
    assert t.discard_ids(0) == sorted([SWITCH, F, SHOVEL]) and ids(t.player(0).deck) == [W]


def test_1149_energy_swatter_puts_an_energy_from_the_opponents_hand_on_the_bottom():
    s = Scenario().active(0, DREEPY).hand(0, [ENERGY_SWATTER]).active(1, BAGON).hand(1, [W, DREEPY, SPIKY])
    t = s.start().play(ENERGY_SWATTER)
    assert t.card_options() == {W, SPIKY}
    t.choose(SPIKY)
    assert t.player(1).deck[0] >> 7 == SPIKY and ids(t.player(1).hand) == sorted([W, DREEPY])


def test_1149_energy_swatter_needs_an_opponents_hand():
    s = Scenario().active(0, DREEPY).hand(0, [ENERGY_SWATTER]).active(1, BAGON)
    assert not s.start().can("play", ENERGY_SWATTER)


def test_1153_lumiose_galette_heals_20_and_removes_a_chosen_special_condition():
    s = Scenario().active(0, DREEPY, damage=30, conditions=["asleep", "poisoned"]).hand(0, [GALETTE])
    t = s.active(1, BAGON).start().play(GALETTE)
    assert t.decision.kind == CHOOSE_OPTION
    t.choose("poisoned")
    mon = t.mon(0)
    assert mon.damage == 10 and mon.poison == 0 and mon.rotation == ASLEEP


def test_1153_lumiose_galette_not_playable_on_a_healthy_active():
    s = Scenario().active(0, DREEPY).bench(0, BAGON, damage=30).hand(0, [GALETTE]).active(1, BAGON)
    assert not s.start().can("play", GALETTE)


@pytest.mark.parametrize("holder, tool, usable", [(MEGA_ZYGARDE_EX, [CORE_MEMORY], True),
                                                  (MEGA_ZYGARDE_EX, [], False), (HIPPOWDON, [CORE_MEMORY], False)])
def test_1180_core_memory_lets_mega_zygarde_ex_use_geobuster(holder, tool, usable):
    s = Scenario().active(0, holder, energy=[F, F, F, F], tools=tool).active(1, MEGA_LATIAS_EX).bench(1, BAGON)
    t = s.start()
    assert (("attack", GEOBUSTER) in t.options) is usable
    if usable:
        t.apply(("attack", GEOBUSTER))
        assert MEGA_LATIAS_EX in t.discard_ids(1)           # 350 damage
        assert t.discard_ids(0) == [F, F, F, F]             # Geobuster discards all Energy


def test_1180_core_memory_geobuster_needs_its_energy():
    s = Scenario().active(0, MEGA_ZYGARDE_EX, energy=[F, F, F], tools=[CORE_MEMORY]).active(1, MEGA_LATIAS_EX)
    assert ("attack", GEOBUSTER) not in s.start().options


def test_1238_tarragon_up_to_4_fighting_pokemon_and_basic_fighting_energy_from_the_discard():
    s = Scenario().active(0, DREEPY).hand(0, [TARRAGON]).active(1, BAGON)
    s.discard(0, [HIPPOWDON, F, F, W, DREEPY, HAWLUCHA, F])
    t = s.start().play(TARRAGON)
    assert t.card_options() == {HIPPOWDON, F, HAWLUCHA}
    t.choose(F, F, HIPPOWDON, HAWLUCHA)
    assert t.hand_ids(0) == sorted([F, F, HIPPOWDON, HAWLUCHA])


def test_1238_tarragon_needs_a_fighting_card_in_the_discard():
    s = Scenario().active(0, DREEPY).hand(0, [TARRAGON]).discard(0, [W, DREEPY]).active(1, BAGON)
    assert not s.start().can("play", TARRAGON)


def test_1239_naveen_may_discard_first_then_draws_until_5():
    s = Scenario().active(0, DREEPY).hand(0, [NAVEEN, SWITCH, W, W, W, W, W]).active(1, BAGON)
    s.deck(0, [F] * 10)
    t = s.start().play(NAVEEN)
    t.choose(W, W, SWITCH)
    assert t.hand_ids(0) == [W, W, W, F, F]
    assert SWITCH in t.discard_ids(0)


def test_1239_naveen_needs_a_deck():
    s = Scenario().active(0, DREEPY).hand(0, [NAVEEN]).deck(0, []).active(1, BAGON)
    assert not s.start().can("play", NAVEEN)


@pytest.mark.parametrize("cid, playable", [(MEGA_CLEFABLE_EX, True), (DREEPY, False)])
def test_1241_jacinthe_heals_150_from_a_psychic_pokemon(cid, playable):
    s = Scenario().active(0, cid, damage=200).hand(0, [JACINTHE]).active(1, BAGON)
    t = s.start()
    assert t.can("play", JACINTHE) is playable
    if playable:
        t.play(JACINTHE)
        assert t.mon(0).damage == 50


def test_1267_lumiose_city_benches_a_basic_pokemon_and_ends_the_turn():
    s = Scenario().active(0, DREEPY).deck(0, [W, BAGON, HIPPOWDON, W]).stadium(LUMIOSE_CITY, 1).active(1, STUFFUL)
    t = s.start().stadium_ability()
    assert t.card_options() == {BAGON}
    t.choose(BAGON)
    assert [m.cid for m in t.player(0).bench] == [BAGON]
    assert t.at_main(1)                                     # player 0's turn has ended


def test_1267_lumiose_city_not_usable_with_a_full_bench():
    s = Scenario().active(0, DREEPY).stadium(LUMIOSE_CITY).active(1, STUFFUL)
    for _ in range(5):
        s.bench(0, BAGON)
    assert not s.start().can("stadium")
