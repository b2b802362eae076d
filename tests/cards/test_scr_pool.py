"""Scenario tests of the Stellar Crown (SCR) pool cards beyond the reference decks."""

import pytest

from ptcg.cards.db import CARD_LIST
from ptcg.decisions import CHOOSE_OPTION, MAIN
from ptcg.rules import queries as Q
from ptcg.rules.conditions import conditions_of
from ptcg.testing import DONE, Scenario, attack_of, ready_to_attack

C, G, R, W, L, P, F, D, M = 0, 1, 2, 3, 4, 5, 6, 7, 8
DRAGAPULT_EX, SNOVER, SCORBUNNY, RABOOT, CINDERACE_EX, KYOGRE = 121, 722, 151, 152, 153, 721
SWITCH, BOSS, HEROS_CAPE, SPIKY_ENERGY = 1123, 1182, 1159, 14
CRADILY, TR_MUK, BOUFFALANT, KOFU, GRAND_TREE = 147, 460, 175, 1200, 1249


# -- 147 Cradily / 460 Team Rocket's Muk ------------------------------------------------------

@pytest.mark.parametrize("cid", [CRADILY, TR_MUK])
def test_192_miasma_wind_100_per_special_condition_on_the_defending_pokemon(cid):
    s = ready_to_attack(cid, 192).active(1, DRAGAPULT_EX, conditions=["asleep", "poisoned"])
    t = s.start().coins("T")                                 # stays Asleep at the Checkup
    t.use(cid, 192)
    assert t.mon(1).damage == 200 + 10                       # + 1 Poison counter at the Checkup


@pytest.mark.parametrize("cid", [CRADILY, TR_MUK])
def test_192_miasma_wind_does_nothing_without_special_conditions(cid):
    t = ready_to_attack(cid, 192).start()
    t.use(cid, 192)
    assert t.mon(1).damage == 0


def test_147_selective_slime_heads_gives_the_chosen_condition_once_a_turn():
    t = Scenario().active(0, CRADILY).active(1, DRAGAPULT_EX).start().coins("H")
    t.ability(0)
    assert t.decision.kind == CHOOSE_OPTION and set(t.options) == {"burned", "confused", "poisoned"}
    t.choose("confused")
    assert conditions_of(t.mon(1)) == ["confused"]
    assert not t.can("ability", 0)


def test_147_selective_slime_tails_does_nothing():
    t = Scenario().active(0, CRADILY).active(1, DRAGAPULT_EX).start().coins("T")
    t.ability(0)
    assert conditions_of(t.mon(1)) == [] and t.decision.kind == MAIN


# -- 148 Mow Rotom ----------------------------------------------------------------------------

def test_193_reaping_dash_discards_tools_and_special_energy_before_damage():
    s = ready_to_attack(148, 193).active(1, DRAGAPULT_EX, tools=[HEROS_CAPE], energy=[SPIKY_ENERGY, W])
    t = s.start()
    t.attack("Reaping Dash")
    assert t.mon(1).tools == [] and t.energy_ids(1) == [W]
    assert t.discard_ids(1) == sorted([SPIKY_ENERGY, HEROS_CAPE])
    assert t.mon(1).damage == 30


# -- 153 Cinderace ex -------------------------------------------------------------------------

def test_200_garnet_volley_180_to_a_chosen_benched_pokemon_without_weakness():
    t = ready_to_attack(CINDERACE_EX, 200, defender=SNOVER).bench(1, 648).start()    # not a Tera Pokémon
    t.attack("Garnet Volley").choose((1, 1))
    assert t.mon(1).damage == 0 and t.mon(1, 1).damage == 180


def test_200_garnet_volley_on_the_active_pokemon_applies_weakness():
    t = ready_to_attack(CINDERACE_EX, 200, defender=652).bench(1, DRAGAPULT_EX).start()  # Mega Venusaur ex: weak to {R}
    t.attack("Garnet Volley").choose((1, 0))
    assert t.mon(1).damage == 360 and t.mon(1, 1).damage == 0


# -- 154 Lapras ex / 1343 Cinccino ex ---------------------------------------------------------

@pytest.mark.parametrize("cid", [154, 1343])
def test_201_power_splash_40_per_energy_on_it(cid):
    atk = attack_of(cid, 201)
    t = ready_to_attack(cid, 201, extra_energy=[W, G]).start()
    t.use(cid, 201)
    assert t.mon(1).damage == 40 * (len(atk.cost) + 2)


def test_202_larimar_rain_attaches_energy_cards_from_the_top_20():
    s = Scenario().active(0, 154, energy=[W, P, M]).bench(0, SNOVER).active(1, DRAGAPULT_EX)
    t = s.deck(0, [G, SWITCH, SPIKY_ENERGY, R]).start()
    t.attack("Larimar Rain")
    assert t.card_options() == {G, SPIKY_ENERGY, R}          # Special Energy too; not the Switch
    t.choose(G, SPIKY_ENERGY)                                # (the last candidate ends the choice)
    t.choose((0, 1))                                         # the {G} onto Snover
    t.choose((0, 0))                                         # Spiky Energy onto Lapras ex
    assert t.energy_ids(0, 1) == [G] and SPIKY_ENERGY in t.energy_ids(0, 0)
    assert sorted(c >> 7 for c in t.player(0).deck) == sorted([SWITCH, R])


# -- 156 Crabominable / 159 Veluza ------------------------------------------------------------

def test_204_haymaker_cant_be_used_during_your_next_turn():
    t = Scenario().active(0, 156, energy=[W, W, W, W, W]).active(1, DRAGAPULT_EX).start()
    t.attack("Haymaker")
    assert t.mon(1).damage == 250
    t.end_turn()
    assert t.state.current == 0 and not t.can("attack", "Haymaker")


@pytest.mark.parametrize("kofu, usable", [(4, True), (3, False)])
def test_156_food_prep_attacks_cost_1_colorless_less_per_kofu_in_the_discard(kofu, usable):
    t = Scenario().active(0, 156, energy=[W]).active(1, DRAGAPULT_EX).discard(0, [KOFU] * kofu).start()
    assert t.can("attack", "Haymaker") == usable


def test_156_food_prep_on_veluza_makes_sonic_edge_free():
    t = Scenario().active(0, 159).active(1, DRAGAPULT_EX).discard(0, [KOFU] * 4).start()
    assert t.can("attack", "Sonic Edge")
    t = Scenario().active(0, 159).active(1, DRAGAPULT_EX).discard(0, [KOFU] * 3).start()
    assert not t.can("attack", "Sonic Edge")


# -- 158 Drednaw / 1007 Larry's Rufflet -------------------------------------------------------

@pytest.mark.parametrize("cid", [158, 1007])
@pytest.mark.parametrize("damaged", [True, False])
def test_206_hard_crunch_80_more_against_a_damaged_pokemon(cid, damaged):
    s = ready_to_attack(cid, 206).active(1, DRAGAPULT_EX, damage=10 if damaged else 0)
    t = s.start()
    t.use(cid, 206)
    base = attack_of(cid, 206).damage
    assert t.mon(1).damage == (10 if damaged else 0) + base + (80 if damaged else 0)


@pytest.mark.parametrize("attack, damage", [("Phantom Dive", 0), ("Jet Headbutt", 70)])
def test_158_impervious_shell_prevents_attack_damage_of_200_or_more(attack, damage):
    t = Scenario().active(0, DRAGAPULT_EX, energy=[R, P]).active(1, 158).start()
    t.attack(attack)
    assert t.mon(1).damage == damage


# -- 161 Galvantula ex ------------------------------------------------------------------------

@pytest.mark.parametrize("defender, damage", [(DRAGAPULT_EX, 220), (694, 110)])
def test_209_charged_web_110_more_against_a_pokemon_ex(defender, damage):
    t = ready_to_attack(161, 209, defender=defender).start()
    t.attack("Charged Web")
    assert t.mon(1).damage == damage


def test_210_fulgurite_discards_all_energy_and_locks_items_next_turn():
    s = ready_to_attack(161, 210).hand(1, [SWITCH]).bench(1, SNOVER)
    t = s.start()
    t.attack("Fulgurite")
    assert t.mon(1).damage == 180 and t.mon(0).energy == []
    assert t.state.current == 1 and not t.can("play", SWITCH)
    t.end_turn().end_turn()
    assert t.state.current == 1 and t.can("play", SWITCH)


# -- 164 Comfey -------------------------------------------------------------------------------

def test_215_flower_shower_each_player_draws_3():
    t = ready_to_attack(164, 215).start()
    t.attack("Flower Shower")
    assert len(t.player(0).hand) == 3 and len(t.player(1).hand) == 3 + 1     # + the turn's draw


# -- 168 Meltan / 907 Noibat ------------------------------------------------------------------

@pytest.mark.parametrize("cid", [168, 907])
def test_221_knickknack_carrying_takes_a_pokemon_tool(cid):
    t = ready_to_attack(cid, 221).deck(0, [W, SWITCH, HEROS_CAPE, BOSS]).start()
    t.use(cid, 221)
    assert t.card_options() == {HEROS_CAPE}
    t.choose(HEROS_CAPE)
    assert t.hand_ids(0) == [HEROS_CAPE]


# -- 170 Archaludon ---------------------------------------------------------------------------

def test_170_metal_bridge_pokemon_with_metal_energy_have_no_retreat_cost():
    s = Scenario().active(0, SNOVER, energy=[M]).bench(0, 170).bench(0, KYOGRE, energy=[W]).active(1, SNOVER)
    s.bench(1, KYOGRE, energy=[M])
    t = s.start()
    assert Q.retreat_cost(t.state, t.mon(0)) == 0
    assert Q.retreat_cost(t.state, t.mon(0, 2)) == CARD_LIST[KYOGRE].retreat == 3
    assert Q.retreat_cost(t.state, t.mon(1, 1)) == 3         # the opponent's are not helped
    t.retreat(2)
    assert t.mon(0).name == "Kyogre" and t.energy_ids(0, 2) == [M]


# -- 171 Raging Bolt --------------------------------------------------------------------------

def test_226_thunderburst_storm_30_per_energy_to_a_chosen_pokemon():
    t = ready_to_attack(171, 226, extra_energy=[W]).bench(1, 648).start()    # not a Tera Pokémon
    t.attack("Thunderburst Storm").choose((1, 1))
    assert t.mon(1, 1).damage == 90 and t.mon(1).damage == 0


# -- 173 Noctowl ------------------------------------------------------------------------------

def test_173_jewel_seeker_takes_up_to_2_trainers_with_a_tera_pokemon_in_play():
    s = Scenario().active(0, 172).bench(0, DRAGAPULT_EX).hand(0, [173]).active(1, SNOVER)
    t = s.deck(0, [W, SWITCH, BOSS, SNOVER, HEROS_CAPE]).start()
    t.evolve(173, 0).choose(True)
    assert t.card_options() == {SWITCH, BOSS, HEROS_CAPE}
    t.choose(SWITCH, BOSS)
    assert t.hand_ids(0) == sorted([SWITCH, BOSS])


def test_173_jewel_seeker_is_not_offered_without_a_tera_pokemon():
    s = Scenario().active(0, 172).bench(0, SNOVER).hand(0, [173]).active(1, SNOVER)
    t = s.deck(0, [SWITCH]).start()
    t.evolve(173, 0)
    assert t.decision.kind == MAIN


# -- 175 Bouffalant ---------------------------------------------------------------------------

@pytest.mark.parametrize("others, damage", [(0, 70), (1, 10), (2, 10)])
def test_175_curly_wall_60_less_for_basic_colorless_pokemon_with_another_bouffalant(others, damage):
    s = Scenario().active(0, DRAGAPULT_EX, energy=[W]).active(1, BOUFFALANT)
    for _ in range(others):
        s.bench(1, BOUFFALANT)
    t = s.start()
    t.attack("Jet Headbutt")
    assert t.mon(1).damage == damage                         # it doesn't stack (II-E-15)


# -- 176 Terapagos ex -------------------------------------------------------------------------

def test_232_unified_beatdown_30_per_benched_pokemon():
    s = ready_to_attack(176, 232).bench(0, SNOVER).bench(0, SCORBUNNY).bench(0, KYOGRE)
    t = s.start()
    t.attack("Unified Beatdown")
    assert t.mon(1).damage == 90


def test_232_unified_beatdown_not_during_the_first_turn_of_the_player_going_second():
    s = Scenario(turn=2).active(0, 176, energy=[W, W, G, W, L]).bench(0, SNOVER).active(1, DRAGAPULT_EX)
    t = s.start()
    assert t.state.first_player == 1
    assert not t.can("attack", "Unified Beatdown") and t.can("attack", "Crown Opal")


@pytest.mark.parametrize("opponent, energy, attack, damage", [(SNOVER, [W], "Beat", 0),
                                                               (BOUFFALANT, [W, W, W], "Boundless Power", 130),
                                                               (DRAGAPULT_EX, [W], "Jet Headbutt", 70)])
def test_233_crown_opal_prevents_damage_from_basic_non_colorless_pokemon(opponent, energy, attack, damage):
    s = Scenario().active(0, 176, energy=[G, W, L]).active(1, SCORBUNNY).bench(1, opponent, energy=energy)
    t = s.start()
    t.attack("Crown Opal")                                   # Knocks Out Scorbunny; the other comes up
    assert t.mon(1).cid == opponent
    t.attack(attack)
    assert t.mon(0).damage == damage


# -- 968 Dachsbun ex --------------------------------------------------------------------------

def test_968_time_to_chow_down_heals_evolution_pokemon_and_discards_their_energy():
    s = Scenario().active(0, 967).hand(0, [968]).active(1, SNOVER)
    s.bench(0, 654, under=[653], damage=50, energy=[G, G])           # Exeggutor: healed
    s.bench(0, SNOVER, damage=30, energy=[W])                        # a Basic: untouched
    s.bench(0, 707, under=[706], energy=[G])                         # undamaged: keeps its Energy
    t = s.start()
    t.evolve(968, 0).choose(True)
    assert t.mon(0, 1).damage == 0 and t.mon(0, 1).energy == []
    assert t.mon(0, 2).damage == 30 and t.energy_ids(0, 2) == [W]
    assert t.energy_ids(0, 3) == [G]


def test_968_time_to_chow_down_is_not_offered_without_damaged_evolution_pokemon():
    s = Scenario().active(0, 967).hand(0, [968]).active(1, SNOVER).bench(0, SNOVER, damage=30)
    t = s.start()
    t.evolve(968, 0)
    assert t.decision.kind == MAIN


# -- 971 Iron Boulder -------------------------------------------------------------------------

@pytest.mark.parametrize("mine, theirs, damage", [(2, 2, 170), (2, 1, 0)])
def test_1396_adjusted_horn_needs_hands_of_the_same_size(mine, theirs, damage):
    t = ready_to_attack(971, 1396).hand(0, [W] * mine).hand(1, [W] * theirs).start()
    t.attack("Adjusted Horn")
    assert t.mon(1).damage == damage


# -- 993 Orthworm ex --------------------------------------------------------------------------

def test_993_pummeling_payback_2_counters_per_metal_energy_on_the_attacker():
    t = Scenario().active(0, SNOVER, energy=[W]).active(1, 993, energy=[M, M, W]).start()
    t.attack("Beat")
    assert t.mon(1).damage == 10 and t.mon(0).damage == 40


def test_993_pummeling_payback_also_on_the_bench():
    s = Scenario().active(0, DRAGAPULT_EX, energy=[R, P]).active(1, DRAGAPULT_EX).bench(1, 993, energy=[M])
    t = s.start()
    t.attack("Phantom Dive")                                 # 6 counters on it: not damage, no payback
    assert t.mon(1, 1).damage == 60 and t.mon(0).damage == 0


# -- 1164 Payapa Berry ------------------------------------------------------------------------

@pytest.mark.parametrize("attacking, energy, attack, damage, kept", [
    (751, [P, P, W], "Bright Horns", 60, False),
    (DRAGAPULT_EX, [W], "Jet Headbutt", 70, True),
])
def test_1164_payapa_berry_60_less_from_psychic_attackers_then_discarded(attacking, energy, attack, damage, kept):
    t = Scenario().active(0, attacking, energy=energy).active(1, SNOVER, tools=[1164]).start()
    t.attack(attack)
    assert t.mon(1).damage == damage
    assert (t.mon(1).tools != []) == kept and (1164 in t.discard_ids(1)) != kept


# -- 1165 Sparkling Crystal -------------------------------------------------------------------

@pytest.mark.parametrize("tools, usable", [([1165], True), ([], False)])
def test_1165_sparkling_crystal_tera_attacks_cost_1_energy_of_any_type_less(tools, usable):
    t = Scenario().active(0, 176, energy=[W, L], tools=tools).active(1, DRAGAPULT_EX).start()
    assert t.can("attack", "Crown Opal") == usable           # {G}{W}{L} paid without the {G}


def test_1165_sparkling_crystal_does_nothing_on_a_non_tera_pokemon():
    t = Scenario().active(0, SNOVER, tools=[1165]).active(1, DRAGAPULT_EX).start()
    assert not t.can("attack", "Beat")


# -- 1166 Gravity Gemstone --------------------------------------------------------------------

def test_1166_gravity_gemstone_both_active_pokemon_retreat_for_1_more():
    s = Scenario().active(0, SCORBUNNY, tools=[1166]).bench(0, SNOVER).active(1, KYOGRE).bench(1, SNOVER)
    t = s.start()
    g = t.state
    assert Q.retreat_cost(g, t.mon(0)) == 1 + 1 and Q.retreat_cost(g, t.mon(1)) == 3 + 1
    assert Q.retreat_cost(g, t.mon(0, 1)) == 3 and Q.retreat_cost(g, t.mon(1, 1)) == 3


def test_1166_gravity_gemstone_does_nothing_on_the_bench():
    s = Scenario().active(0, SCORBUNNY).bench(0, SNOVER, tools=[1166]).active(1, KYOGRE)
    t = s.start()
    assert Q.retreat_cost(t.state, t.mon(0)) == 1 and Q.retreat_cost(t.state, t.mon(1)) == 3


# -- 1167 Deluxe Bomb -------------------------------------------------------------------------

def test_1167_deluxe_bomb_12_counters_on_the_attacker_then_discarded():
    t = Scenario().active(0, DRAGAPULT_EX, energy=[W]).active(1, KYOGRE, tools=[1167]).start()
    t.attack("Jet Headbutt")
    assert t.mon(0).damage == 120 and t.mon(1).tools == [] and 1167 in t.discard_ids(1)


def test_1167_deluxe_bomb_does_nothing_on_the_bench():
    s = Scenario().active(0, CINDERACE_EX, energy=[R, F, D]).active(1, KYOGRE).bench(1, DRAGAPULT_EX, tools=[1167])
    t = s.start()
    t.attack("Garnet Volley").choose((1, 1))
    assert t.mon(0).damage == 0 and t.mon(1, 1).tools != []


# -- 1199 Lacey -------------------------------------------------------------------------------

@pytest.mark.parametrize("prizes, drawn", [(3, 8), (4, 4)])
def test_1199_lacey_shuffles_the_hand_and_draws_4_or_8(prizes, drawn):
    t = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [1199, BOSS, SWITCH]).prizes(1, prizes).start()
    t.play(1199)
    assert len(t.player(0).hand) == drawn and len(t.player(0).deck) == 20 + 2 - drawn


# -- 1200 Kofu --------------------------------------------------------------------------------

def test_1200_kofu_puts_2_cards_on_the_bottom_in_the_chosen_order_and_draws_4():
    t = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [KOFU, BOSS, SWITCH, G]).start()
    t.play(KOFU)
    t.choose(SWITCH)                                         # the second is then Boss's Orders or nothing
    assert t.card_options() == {SWITCH, BOSS}
    t.choose(BOSS)                                           # Boss's Orders at the very bottom
    deck = t.player(0).deck
    assert [deck[0] >> 7, deck[1] >> 7] == [BOSS, SWITCH]
    assert t.hand_ids(0) == sorted([G, W, W, W, W])


def test_1200_kofu_needs_2_other_cards_in_hand():
    t = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [KOFU, BOSS]).start()
    assert not t.can("play", KOFU)


# -- 1249 Grand Tree --------------------------------------------------------------------------

def test_1249_grand_tree_evolves_a_basic_to_stage_1_then_stage_2():
    s = Scenario().active(0, SCORBUNNY, energy=[R]).active(1, SNOVER).stadium(GRAND_TREE, 1)
    t = s.deck(0, [W, RABOOT, CINDERACE_EX, W]).start()
    t.stadium_ability()
    t.choose(RABOOT)
    t.choose(CINDERACE_EX)
    assert t.mon(0).name == "Cinderace ex" and t.energy_ids(0) == [R]
    assert [c >> 7 for c in t.mon(0).cards] == [SCORBUNNY, RABOOT, CINDERACE_EX]
    assert not t.can("stadium")


def test_1249_grand_tree_may_stop_at_stage_1():
    s = Scenario().active(0, SCORBUNNY).active(1, SNOVER).stadium(GRAND_TREE, 1)
    t = s.deck(0, [RABOOT, CINDERACE_EX]).start()
    t.stadium_ability().choose(RABOOT).choose(DONE)
    assert t.mon(0).name == "Raboot"


def test_1249_grand_tree_not_on_the_first_turn_nor_on_a_basic_put_into_play_this_turn():
    s = Scenario(turn=1).active(0, SCORBUNNY).active(1, SNOVER).stadium(GRAND_TREE, 1).deck(0, [RABOOT])
    assert not s.start().can("stadium")
    s = Scenario().active(0, SCORBUNNY, entered_turn=3).active(1, SNOVER).stadium(GRAND_TREE, 1)
    assert not s.deck(0, [RABOOT]).start().can("stadium")


# -- 151 Scorbunny — Quick Attack -------------------------------------------------------------
@pytest.mark.parametrize("coin, dmg", [("H", 20), ("T", 10)])
def test_151_scorbunny_quick_attack_10_more_on_heads(coin, dmg):
    t = Scenario().active(0, SCORBUNNY, energy=[R]).active(1, DRAGAPULT_EX).start()
    t.coins(coin).attack("Quick Attack")
    assert t.mon(1).damage == dmg


# -- 160 Joltik — Jolting Charge --------------------------------------------------------------
def test_160_joltik_jolting_charge_attaches_up_to_2_grass_and_2_lightning_from_the_deck():
    s = Scenario().active(0, 160, energy=[W]).bench(0, SNOVER).active(1, DRAGAPULT_EX)
    s.deck(0, [G, G, G, L, L, L, W, BOSS])
    t = s.start().attack("Jolting Charge")
    assert t.card_options() == {G, L}                       # Basic {G} and {L} Energy only
    t.choose(G, G)
    assert t.card_options() == {L}                          # 2 {G} already: no third
    t.choose(L, L)                                          # the 4th ends the search
    t.choose((0, 1), (0, 0), (0, 1), (0, 1))                # a Pokémon for each card
    assert t.energy_ids(0, 1) == [G, L, L] and t.energy_ids(0) == sorted([W, G])
    assert t.deck_ids(0) == sorted([G, L, W, BOSS]) and t.shuffles(0) == 1


def test_160_joltik_jolting_charge_may_find_fewer():
    s = Scenario().active(0, 160, energy=[W]).active(1, DRAGAPULT_EX).deck(0, [L, W])
    t = s.start().attack("Jolting Charge")
    t.choose(DONE)
    assert t.energy_ids(0) == [W] and t.deck_ids(0) == sorted([L, W]) and t.shuffles(0) == 1
