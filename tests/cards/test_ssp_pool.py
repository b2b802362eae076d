"""Scenario tests of the Surging Sparks (SSP) texts of the wider pool (P3)."""

import pytest

from ptcg.rules import queries as Q
from ptcg.testing import DONE, Scenario

G, R, W, L, P, F, D, M = 1, 2, 3, 4, 5, 6, 7, 8
ENRICHING = 13
SNOVER, STUFFUL, WAILMER, MEOWTH_EX, MEWTWO_EX, DRAGAPULT_EX, DRAKLOAK = 722, 760, 263, 1071, 431, 121, 120
CHARMANDER, TAPU_BULU, GREAT_TUSK = 926, 920, 58
EXEGGCUTE, EXEGGUTOR_EX, ZARUDE, BLACK_KYUREM_EX, BRUXISH = 177, 193, 178, 179, 180
QUAXLY, QUAXWELL, QUAQUAVAL, TRAPINCH, VIBRAVA, FLYGON_EX = 947, 181, 182, 187, 188, 189
GIMMIGHOUL, GHOLDENGO, IRON_CROWN, DIALGA, TURTONATOR, WO_CHIEN = 186, 191, 192, 195, 196, 201
AXEW, FRAXURE, HAXORUS = 548, 994, 995
VICTINI, FEEBAS, MILOTIC_EX, CHIEN_PAO, MAGNEMITE, MAGNETON, ROTOM, TAPU_KOKO = 202, 206, 207, 209, 732, 211, 212, 213
TOGEPI, TOGETIC, TOGEKISS, UXIE, AZELF, PHANTUMP, TREVENANT = 959, 960, 214, 215, 217, 1310, 1311
YAMASK, COFAGRIGUS, ESPURR, MEOWSTIC, DEDENNE, SANDYGAST, PALOSSAND_EX = 218, 219, 220, 221, 222, 111, 223
SHELLOS, GASTRODON, KORAIDON, DEINO, ZWEILOUS, HYDREIGON_EX = 208, 225, 226, 227, 228, 229
TATSUGIRI_EX, SLAKOTH, VIGOROTH, SLAKING_EX, BOUFFALANT, TERAPAGOS = 231, 998, 999, 232, 233, 234
MARILL, AZUMARILL, EEVEE, SYLVEON_EX, BOOSTED_EEVEE, HO_OH, CHARCADET, CERULEDGE_EX = 961, 315, 145, 316, 317, 318, 204, 320
FUECOCO, CROCALOR, PIKACHU, RAICHU, SPHEAL, SEALEO, WALREIN = 935, 936, 948, 949, 941, 942, 943
CALL_BELL, DUSK_BALL, MEMO, BLOWER, ELIXIR, DEDUCTION_KIT, SCRAMBLE = 1101, 1102, 1103, 1104, 1105, 1106, 1107
TOY, HEADSET, TROLLEY, BLENDER, COUNTER_GAIN, AMULET, DRAYTON = 1108, 1109, 1126, 1128, 1168, 1169, 1202
BOSS, CYRANO, SURFER, MAX_ROD, HEROS_CAPE, LIVELY = 1182, 1205, 1203, 1110, 1159, 1251


# -- 177 Exeggcute ---------------------------------------------------------------------------
def test_177_exeggcute_precocious_evolution_on_the_first_players_first_turn():
    s = Scenario(turn=1).active(0, EXEGGCUTE, energy=[G]).active(1, SNOVER).deck(0, [W, EXEGGUTOR_EX, W])
    t = s.start()
    t.attack("Precocious Evolution").choose(EXEGGUTOR_EX)
    assert t.mon(0).name == "Alolan Exeggutor ex" and len(t.mon(0).cards) == 2
    assert EXEGGUTOR_EX not in t.deck_ids(0)


# -- 178 Zarude ------------------------------------------------------------------------------
def test_178_zarude_jungle_whip_may_put_its_energy_into_the_hand_for_80_more():
    s = Scenario().active(0, ZARUDE, energy=[G, G, W]).active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Jungle Whip").choose(True)
    assert t.mon(1).damage == 160 and t.energy_ids(0) == [] and t.hand_ids(0) == [G, G, W]
    s = Scenario().active(0, ZARUDE, energy=[G, G, W]).active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Jungle Whip").choose(False)
    assert t.mon(1).damage == 80 and t.energy_ids(0) == [G, G, W]


# -- 179 Black Kyurem ex ----------------------------------------------------------------------
def test_179_black_kyurem_ex_ice_age_paralyzes_a_dragon_pokemon_only():
    s = Scenario().active(0, BLACK_KYUREM_EX, energy=[W, W, W]).active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Ice Age")
    assert t.mon(1).damage == 90 and t.mon(1).rotation == 2
    s = Scenario().active(0, BLACK_KYUREM_EX, energy=[W, W, W]).active(1, MEWTWO_EX)
    t = s.start()
    t.attack("Ice Age")
    assert t.mon(1).rotation == 0


# -- 180 Bruxish -----------------------------------------------------------------------------
def test_180_bruxish_counterattack_3_counters_on_the_attacker_even_if_knocked_out():
    s = Scenario().active(0, STUFFUL, energy=[W, W]).active(1, BRUXISH, damage=100).bench(1, SNOVER)
    t = s.start()
    t.attack("Flop")
    assert BRUXISH in t.discard_ids(1)
    assert t.mon(0).damage == 30


def test_180_counterattack_does_nothing_from_the_bench():
    s = Scenario().active(0, DRAGAPULT_EX, energy=[R, P], under=[DRAKLOAK]).active(1, SNOVER)
    s.bench(1, BRUXISH)
    t = s.start()
    t.attack("Phantom Dive")                            # 6 counters: the Bench has one Pokémon
    assert t.mon(0).damage == 0


# -- 182 Quaquaval ---------------------------------------------------------------------------
def test_182_quaquaval_up_tempo_puts_a_card_on_the_bottom_then_draws_until_5():
    s = Scenario().active(0, QUAQUAVAL, under=[QUAXLY, QUAXWELL]).active(1, SNOVER)
    s.hand(0, [BOSS, G, W]).deck(0, [CYRANO, MAX_ROD, SURFER, W])
    t = s.start()
    t.ability(0).choose(G)
    assert t.deck_ids(0, sort=False)[0] == G
    assert t.hand_ids(0) == sorted([BOSS, W, CYRANO, MAX_ROD, SURFER])


def test_182_up_tempo_is_not_usable_when_it_would_draw_nothing():
    s = Scenario().active(0, QUAQUAVAL, under=[QUAXLY, QUAXWELL]).active(1, SNOVER).hand(0, [W] * 6)
    assert not s.start().can("ability", 0)
    s = Scenario().active(0, QUAQUAVAL, under=[QUAXLY, QUAXWELL]).active(1, SNOVER).hand(0, [])
    assert not s.start().can("ability", 0)


# -- 188 Vibrava -----------------------------------------------------------------------------
def test_188_vibrava_screech_II_E_02_the_defender_takes_50_more_during_the_attackers_next_turn():
    """"During your next turn" is the attacking player's own next turn (II-E-02), not the
    opponent's turn in between."""
    s = Scenario().active(0, VIBRAVA, under=[TRAPINCH], energy=[W]).active(1, TAPU_BULU, energy=[G, G, G, G])
    s.bench(0, VIBRAVA, under=[TRAPINCH], energy=[F, W])
    t = s.start()
    t.attack("Screech")
    t.attack("Wood Hammer")                             # P2's turn: its self-damage is not raised
    assert t.mon(1).damage == 30
    assert t.player(0).bench == []                      # the other Vibrava took the Active Spot
    t.attack("Cutting Wind")                            # P1's next turn: 50 + 50
    assert t.mon(1).damage == 30 + 100


def test_188_vibrava_screech_II_E_02_is_gone_after_the_attackers_next_turn():
    s = Scenario().active(0, VIBRAVA, under=[TRAPINCH], energy=[W, F]).active(1, TAPU_BULU)
    t = s.start()
    t.attack("Screech")
    t.end_turn().end_turn().end_turn()                  # P2, P1 (its next turn), P2
    t.attack("Cutting Wind")
    assert t.mon(1).damage == 50


# -- 189 Flygon ex ---------------------------------------------------------------------------
def test_189_flygon_ex_sonic_peridot_100_to_each_opponents_ex_without_weakness():
    s = Scenario().active(0, FLYGON_EX, under=[TRAPINCH, VIBRAVA], energy=[W, F, M])
    s.active(1, MEOWTH_EX).bench(1, MEWTWO_EX).bench(1, SNOVER)        # no Benched Tera Pokémon (III-14)
    t = s.start()
    t.attack("Sonic Peridot")
    assert t.mon(1).damage == 100                       # {F} Weakness not applied
    assert [t.mon(1, 1).damage, t.mon(1, 2).damage] == [100, 0]


# -- 191 Gholdengo ---------------------------------------------------------------------------
def test_191_gholdengo_strike_it_rich_90_more_when_it_evolved_from_gimmighoul_this_turn():
    s = Scenario().active(0, GIMMIGHOUL, energy=[M]).active(1, DRAGAPULT_EX).hand(0, [GHOLDENGO])
    t = s.start()
    t.evolve(GHOLDENGO, 0).attack("Strike It Rich")
    assert t.mon(1).damage == 120
    s = Scenario().active(0, GHOLDENGO, under=[GIMMIGHOUL], energy=[M]).active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Strike It Rich")
    assert t.mon(1).damage == 30


def test_191_gholdengo_surf_back_may_shuffle_itself_into_the_deck():
    s = Scenario().active(0, GHOLDENGO, under=[GIMMIGHOUL], energy=[W, W, W]).bench(0, SNOVER)
    s.active(1, DRAGAPULT_EX).deck(0, [])
    t = s.start()
    t.attack("Surf Back").choose(True)
    assert t.mon(1).damage == 100
    assert t.deck_ids(0) == sorted([W, W, W, GIMMIGHOUL, GHOLDENGO])
    assert t.mon(0).name == "Snover" and len(t.player(1).prizes) == 6


# -- 192 Iron Crown --------------------------------------------------------------------------
@pytest.mark.parametrize("bench, damage", [(3, 120), (2, 40)])
def test_192_iron_crown_deleting_slash_80_more_against_3_benched(bench, damage):
    s = Scenario().active(0, IRON_CROWN, energy=[M, W]).active(1, DRAGAPULT_EX)
    for _ in range(bench):
        s.bench(1, SNOVER)
    t = s.start()
    t.attack("Deleting Slash")
    assert t.mon(1).damage == damage


# -- 195 Dialga ------------------------------------------------------------------------------
def test_195_dialga_time_manipulation_puts_two_searched_cards_on_top_in_chosen_order():
    s = Scenario().active(0, DIALGA, energy=[W]).active(1, SNOVER).deck(0, [W, BOSS, G, CYRANO, R])
    t = s.start()
    t.attack("Time Manipulation").choose(BOSS, CYRANO)   # the 2nd card follows; then the top one
    assert t.deck_ids(0, sort=False)[-2:] == [BOSS, CYRANO]  # Cyrano on top, then Boss's Orders


# -- 196 Turtonator --------------------------------------------------------------------------
def test_196_turtonator_fully_singe_discards_an_energy_from_an_active_ex_only():
    s = Scenario().active(0, TURTONATOR, energy=[R]).active(1, MEWTWO_EX, energy=[P, P])
    t = s.start()
    t.attack("Fully Singe")
    assert t.energy_ids(1) == [P]
    s = Scenario().active(0, TURTONATOR, energy=[R]).active(1, SNOVER, energy=[W])
    t = s.start()
    t.attack("Fully Singe")
    assert t.energy_ids(1) == [W]


# -- 201 Wo-Chien ----------------------------------------------------------------------------
def test_201_wo_chien_hazardous_greed_120_to_2_benched_with_3_or_fewer_cards_in_deck():
    s = Scenario().active(0, WO_CHIEN, energy=[G, W]).active(1, DRAGAPULT_EX).deck(0, [W, W, W])
    s.bench(1, MEOWTH_EX).bench(1, MEWTWO_EX).bench(1, STUFFUL)
    t = s.start()
    t.attack("Hazardous Greed").choose((1, 1), (1, 2))
    assert t.mon(1).damage == 20
    assert [t.mon(1, 1).damage, t.mon(1, 2).damage, t.mon(1, 3).damage] == [120, 120, 0]
    s = Scenario().active(0, WO_CHIEN, energy=[G, W]).active(1, DRAGAPULT_EX).deck(0, [W] * 4)
    s.bench(1, MEOWTH_EX)
    t = s.start()
    t.attack("Hazardous Greed")
    assert t.mon(1, 1).damage == 0


@pytest.mark.parametrize("cid, under, energy, name", [
    (WO_CHIEN, [], [G, G, W], "Entangling Whip"), (HAXORUS, [AXEW, FRAXURE], [F, M], "Dragon Pulse")])
def test_201_995_discard_the_top_3_cards_of_your_deck(cid, under, energy, name):
    s = Scenario().active(0, cid, under=under, energy=energy).active(1, DRAGAPULT_EX)
    s.deck(0, [BOSS, CYRANO, G, W, W])
    t = s.start()
    t.attack(name)
    assert t.discard_ids(0) == sorted([BOSS, CYRANO, G])


# -- 202 Victini -----------------------------------------------------------------------------
@pytest.mark.parametrize("victinis, damage", [(1, 40), (2, 50), (0, 30)])
def test_202_victini_victory_cheer_10_more_for_evolution_fire_pokemon(victinis, damage):
    s = Scenario().active(0, CROCALOR, under=[FUECOCO], energy=[R, W]).active(1, DRAGAPULT_EX)
    for _ in range(victinis):
        s.bench(0, VICTINI)
    t = s.start()
    t.coins("T").attack("Heat Breath")
    assert t.mon(1).damage == damage


def test_202_victory_cheer_not_for_basic_pokemon():
    s = Scenario().active(0, CHARMANDER, energy=[R, W]).bench(0, VICTINI).active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Fire Claws")
    assert t.mon(1).damage == 30


# -- 207 Milotic ex --------------------------------------------------------------------------
def test_207_milotic_ex_sparkling_scales_no_damage_or_effects_from_tera_pokemon():
    s = Scenario().active(0, DRAGAPULT_EX, under=[DRAKLOAK], energy=[W]).active(1, MILOTIC_EX, under=[FEEBAS])
    t = s.start()
    t.attack("Jet Headbutt")
    assert t.mon(1).damage == 0
    s = Scenario().active(0, SYLVEON_EX, under=[EEVEE], energy=[P, W, W]).active(1, MILOTIC_EX, under=[FEEBAS])
    t = s.start()
    t.attack("Magical Charm")
    assert t.mon(1).damage == 0 and t.state.effects == []
    s = Scenario().active(0, STUFFUL, energy=[W, W]).active(1, MILOTIC_EX, under=[FEEBAS])
    t = s.start()
    t.attack("Flop")
    assert t.mon(1).damage == 20


# -- 209 Chien-Pao ---------------------------------------------------------------------------
def test_209_chien_pao_snow_sink_may_discard_the_stadium_when_benched_from_hand():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [CHIEN_PAO]).stadium(LIVELY, owner=1)
    t = s.start()
    t.bench_card(CHIEN_PAO).choose(True)
    assert t.state.stadium is None and t.discard_ids(1) == [LIVELY]
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [CHIEN_PAO])
    t = s.start()
    t.bench_card(CHIEN_PAO)
    assert t.decision.kind == "main"


# -- 211 Magneton ----------------------------------------------------------------------------
def test_211_magneton_overvolt_discharge_attaches_from_discard_to_lightning_then_is_knocked_out():
    s = Scenario().active(0, PIKACHU).bench(0, MAGNETON, under=[MAGNEMITE]).bench(0, SNOVER)
    s.active(1, SNOVER).discard(0, [G, W, L, BOSS])
    t = s.start()
    t.ability(1)
    assert t.card_options() == {G, W, L}
    t.choose(G, W, L)
    assert set(t.options) == {(0, 0), (0, 1)}           # {L} Pokémon only
    t.choose((0, 0), (0, 0), (0, 1))
    assert t.energy_ids(0, 0) == [G, W]
    assert MAGNETON in t.discard_ids(0) and L in t.discard_ids(0)
    assert len(t.player(1).prizes) == 5


# -- 212 Rotom -------------------------------------------------------------------------------
def test_212_rotom_crushing_pulse_discards_items_and_tools_from_the_opponents_hand():
    s = Scenario().active(0, ROTOM, energy=[L]).active(1, SNOVER).hand(1, [BOSS, HEROS_CAPE, MAX_ROD, W])
    t = s.start()
    t.attack("Crushing Pulse")
    assert t.discard_ids(1) == sorted([HEROS_CAPE, MAX_ROD])
    assert {BOSS, W} <= set(t.hand_ids(1))


def test_212_rotom_energy_short_20_for_each_energy_on_the_defender():
    s = Scenario().active(0, ROTOM, energy=[L]).active(1, DRAGAPULT_EX, energy=[P, P, R])
    t = s.start()
    t.attack("Energy Short")
    assert t.mon(1).damage == 60


# -- 213 Tapu Koko ---------------------------------------------------------------------------
def test_213_tapu_koko_summon_lightning_searches_up_to_2_lightning_pokemon():
    s = Scenario().active(0, TAPU_KOKO, energy=[W]).active(1, SNOVER).deck(0, [PIKACHU, SNOVER, ROTOM, L])
    t = s.start()
    t.attack("Summon Lightning")
    assert t.card_options() == {PIKACHU, ROTOM}
    t.choose(ROTOM, PIKACHU)
    assert t.hand_ids(0) == [ROTOM, PIKACHU]


@pytest.mark.parametrize("mine, theirs, damage", [(6, 5, 180), (5, 5, 90)])
def test_213_tapu_koko_prize_count_90_more_with_more_prizes_left(mine, theirs, damage):
    s = Scenario().active(0, TAPU_KOKO, energy=[L, L, W]).active(1, DRAGAPULT_EX).prizes(0, mine).prizes(1, theirs)
    t = s.start()
    t.attack("Prize Count")
    assert t.mon(1).damage == damage


# -- 214 Togekiss ----------------------------------------------------------------------------
@pytest.mark.parametrize("coins, togekisses, left", [("H", 1, 4), ("T", 1, 5), ("TH", 2, 5)])
def test_214_togekiss_wonder_kiss_one_more_prize_on_heads_and_does_not_stack(coins, togekisses, left):
    s = Scenario().active(0, STUFFUL, energy=[W, W]).active(1, SNOVER, damage=80).bench(1, SNOVER)
    for _ in range(togekisses):
        s.bench(0, TOGEKISS, under=[TOGEPI, TOGETIC])
    t = s.start()
    t.coins(coins).attack("Flop")
    assert len(t.player(0).prizes) == left


# -- 215 Uxie / 217 Azelf --------------------------------------------------------------------
def test_215_uxie_painful_memories_2_counters_on_each_opponents_pokemon():
    s = Scenario().active(0, UXIE, energy=[P]).active(1, DRAGAPULT_EX).bench(1, SNOVER).bench(1, STUFFUL)
    t = s.start()
    t.attack("Painful Memories")
    assert [m.damage for m in t.player(1).in_play()] == [20, 20, 20]


@pytest.mark.parametrize("cid, under, energy, name, base", [
    (AZELF, [], [P, W], "Neurokinesis", 10), (TREVENANT, [PHANTUMP], [P, P], "Overwhelming Pain", 60)])
def test_217_1311_neurokinesis_10_more_per_counter_on_all_opponents_pokemon(cid, under, energy, name, base):
    s = Scenario().active(0, cid, under=under, energy=energy).active(1, DRAGAPULT_EX, damage=30)
    s.bench(1, SNOVER, damage=50)
    t = s.start()
    t.attack(name)
    assert t.mon(1).damage == 30 + base + 80


# -- 219 Cofagrigus --------------------------------------------------------------------------
def test_219_cofagrigus_law_of_the_underworld_6_counters_on_each_pokemon_with_an_ability():
    s = Scenario().active(0, COFAGRIGUS, under=[YAMASK], energy=[P]).bench(0, BRUXISH).bench(0, SNOVER)
    s.active(1, DRAGAPULT_EX).bench(1, DRAKLOAK)
    t = s.start()
    t.attack("Law of the Underworld")
    assert [t.mon(0, 1).damage, t.mon(0, 2).damage] == [60, 0]
    assert t.mon(1).damage == 0 and t.mon(1, 1).damage == 60


# -- 221 Meowstic ----------------------------------------------------------------------------
def test_221_meowstic_beckoning_tail_discards_a_chill_teaser_toy_to_gust():
    s = Scenario().active(0, SNOVER).bench(0, MEOWSTIC, under=[ESPURR]).active(1, SNOVER).bench(1, STUFFUL)
    s.hand(0, [TOY, BOSS])
    t = s.start()
    t.ability(1)
    assert t.mon(1).name == "Stufful" and t.discard_ids(0) == [TOY]
    s = Scenario().active(0, SNOVER).bench(0, MEOWSTIC, under=[ESPURR]).active(1, SNOVER).bench(1, STUFFUL)
    s.hand(0, [BOSS])
    assert not s.start().can("ability", 1)


# -- 222 Dedenne -----------------------------------------------------------------------------
def test_222_dedenne_electromagnetic_sonar_puts_a_trainer_from_discard_into_hand():
    s = Scenario().active(0, DEDENNE, energy=[W]).active(1, SNOVER).discard(0, [W, BOSS, SNOVER])
    t = s.start()
    t.attack("Electromagnetic Sonar")
    assert BOSS in t.hand_ids(0) and t.discard_ids(0) == [W, SNOVER]


# -- 223 Palossand ex ------------------------------------------------------------------------
def test_223_palossand_ex_barite_jail_brings_each_benched_pokemon_down_to_100_hp():
    s = Scenario().active(0, PALOSSAND_EX, under=[SANDYGAST], energy=[W, P, F]).active(1, DRAGAPULT_EX)
    s.bench(1, MEOWTH_EX).bench(1, SNOVER).bench(1, DRAGAPULT_EX, damage=20)
    t = s.start()
    t.attack("Barite Jail")
    assert [t.mon(1, i).damage for i in (1, 2, 3)] == [70, 0, 220]
    assert t.mon(1).damage == 0


# -- 225 Gastrodon ---------------------------------------------------------------------------
def test_225_gastrodon_sticky_bind_benched_stage_2_pokemon_have_no_abilities():
    s = Scenario().active(0, QUAQUAVAL, under=[QUAXLY, QUAXWELL]).bench(0, GASTRODON, under=[SHELLOS])
    s.bench(0, QUAQUAVAL, under=[QUAXLY, QUAXWELL]).active(1, SNOVER).bench(1, TOGEKISS, under=[TOGEPI, TOGETIC])
    s.bench(1, BRUXISH)
    t = s.start()
    g = t.state
    assert Q.abilities_work(g, t.mon(0, 0))             # Active Stage 2: not affected
    assert not Q.abilities_work(g, t.mon(0, 2))
    assert not Q.abilities_work(g, t.mon(1, 1))         # both sides
    assert Q.abilities_work(g, t.mon(1, 2))             # a Basic keeps its Ability
    assert not t.can("ability", 2)


def test_225_sticky_bind_does_nothing_from_the_active_spot():
    s = Scenario().active(0, GASTRODON, under=[SHELLOS]).bench(0, QUAQUAVAL, under=[QUAXLY, QUAXWELL])
    s.active(1, SNOVER)
    t = s.start()
    assert Q.abilities_work(t.state, t.mon(0, 1))


# -- 226 Koraidon ----------------------------------------------------------------------------
def test_226_koraidon_unrelenting_onslaught_150_more_after_another_ancient_attacked_last_turn():
    s = Scenario().active(0, GREAT_TUSK, energy=[W, W, W, W, W]).bench(0, KORAIDON, energy=[F, F])
    s.active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Land Collapse")
    t.end_turn()                                        # P2's turn
    t.retreat(1)
    t.attack("Unrelenting Onslaught")
    assert t.mon(1).damage == 180


def test_226_unrelenting_onslaught_needs_another_pokemon_than_itself():
    s = Scenario().active(0, KORAIDON, energy=[F, F]).active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Unrelenting Onslaught")
    t.end_turn()
    t.attack("Unrelenting Onslaught")
    assert t.mon(1).damage == 60


# -- 229 Hydreigon ex ------------------------------------------------------------------------
def test_229_hydreigon_ex_crashing_headbutt_discards_the_opponents_top_3_cards():
    s = Scenario().active(0, HYDREIGON_EX, under=[DEINO, ZWEILOUS], energy=[D, W]).active(1, DRAGAPULT_EX)
    s.deck(1, [BOSS, CYRANO, G, W])
    t = s.start()
    t.attack("Crashing Headbutt")
    assert t.discard_ids(1) == sorted([BOSS, CYRANO, G]) and t.mon(1).damage == 200


def test_229_hydreigon_ex_obsidian_130_to_2_benched_pokemon():
    s = Scenario().active(0, HYDREIGON_EX, under=[DEINO, ZWEILOUS], energy=[P, D, M, W]).active(1, DRAGAPULT_EX)
    s.bench(1, MEOWTH_EX).bench(1, MEWTWO_EX)                   # no Benched Tera Pokémon (III-14)
    t = s.start()
    t.attack("Obsidian")                                # exactly 2 Benched: no question
    assert [t.mon(1).damage, t.mon(1, 1).damage, t.mon(1, 2).damage] == [130, 130, 130]


# -- 231 Tatsugiri ex ------------------------------------------------------------------------
def test_231_tatsugiri_ex_cinnabar_lure_benches_basic_pokemon_from_the_top_10():
    deck = [STUFFUL, BOSS, DRAKLOAK, SNOVER] + [W] * 6 + [BRUXISH, W]
    s = Scenario().active(0, TATSUGIRI_EX, energy=[R, W, D]).active(1, SNOVER).deck(0, deck)
    t = s.start()
    t.attack("Cinnabar Lure")
    assert t.card_options() == {STUFFUL, SNOVER}        # no Stage 1, nothing below the 10th
    t.choose(SNOVER, STUFFUL)
    assert sorted(m.name for m in t.player(0).bench) == ["Snover", "Stufful"]


# -- 232 Slaking ex --------------------------------------------------------------------------
def test_232_slaking_ex_born_to_slack_cant_attack_without_an_opposing_ex():
    s = Scenario().active(0, SLAKING_EX, under=[SLAKOTH, VIGOROTH], energy=[W, W]).active(1, SNOVER)
    assert not s.start().can("attack", "Great Swing")
    s = Scenario().active(0, SLAKING_EX, under=[SLAKOTH, VIGOROTH], energy=[W, W]).active(1, SNOVER)
    s.bench(1, MEOWTH_EX)
    assert s.start().can("attack", "Great Swing")


# -- 233 Bouffalant --------------------------------------------------------------------------
def test_233_bouffalant_ready_to_ram_6_counters_on_the_next_attacker():
    s = Scenario().active(0, BOUFFALANT, energy=[W, W]).active(1, WAILMER, energy=[W, W, W])
    t = s.start()
    t.attack("Ready to Ram")
    assert t.mon(1).damage == 40
    t.attack("Surf")
    assert t.mon(0).damage == 60 and t.mon(1).damage == 40 + 60


# -- 234 Terapagos ---------------------------------------------------------------------------
def test_234_terapagos_prism_charge_attaches_different_types_to_tera_pokemon():
    s = Scenario().active(0, TERAPAGOS, energy=[W]).bench(0, DRAGAPULT_EX, under=[DRAKLOAK]).bench(0, SNOVER)
    s.active(1, SNOVER).deck(0, [W, W, G, R, BOSS])
    t = s.start()
    t.attack("Prism Charge").choose(G, R, W)
    assert t.energy_ids(0, 1) == [G, R, W] and t.energy_ids(0, 2) == []


# -- 315 Azumarill ---------------------------------------------------------------------------
def test_315_azumarill_glistening_bubbles_double_edge_for_one_psychic_with_a_tera():
    s = Scenario().active(0, AZUMARILL, under=[MARILL], energy=[P]).bench(0, DRAGAPULT_EX, under=[DRAKLOAK])
    s.active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Double-Edge")
    assert t.mon(1).damage == 230
    s = Scenario().active(0, AZUMARILL, under=[MARILL], energy=[P]).active(1, DRAGAPULT_EX)
    assert not s.start().can("attack", "Double-Edge")


# -- 316 Sylveon ex --------------------------------------------------------------------------
def test_316_sylveon_ex_magical_charm_defender_does_100_less_next_turn():
    s = Scenario().active(0, SYLVEON_EX, under=[EEVEE], energy=[P, W, W]).active(1, DRAGAPULT_EX, energy=[W])
    t = s.start()
    t.attack("Magical Charm")
    t.attack("Jet Headbutt")
    assert t.mon(0).damage == 0


def test_316_sylveon_ex_angelite_shuffles_2_benched_and_cant_be_used_next_turn():
    s = Scenario().active(0, SYLVEON_EX, under=[EEVEE], energy=[W, L, P]).active(1, DRAGAPULT_EX)
    s.bench(1, STUFFUL).bench(1, SNOVER).bench(1, MEOWTH_EX).deck(1, [])
    t = s.start()
    t.attack("Angelite").choose((1, 1), (1, 3))
    assert [m.name for m in t.player(1).bench] == ["Snover"]
    assert sorted(t.deck_ids(1) + t.hand_ids(1)) == sorted([STUFFUL, MEOWTH_EX])
    t.end_turn()
    assert not t.can("attack", "Angelite")
    assert t.can("attack", "Magical Charm")


# -- 317 Eevee -------------------------------------------------------------------------------
def test_317_eevee_boosted_evolution_from_the_active_spot_on_the_first_turn():
    s = Scenario(turn=1).active(0, BOOSTED_EEVEE).bench(0, BOOSTED_EEVEE).active(1, SNOVER).hand(0, [SYLVEON_EX])
    t = s.start()
    assert t.can("evolve", SYLVEON_EX, 0) and not t.can("evolve", SYLVEON_EX, 1)
    s = Scenario().active(0, BOOSTED_EEVEE, entered_turn=3).active(1, SNOVER).hand(0, [SYLVEON_EX])
    assert s.start().can("evolve", SYLVEON_EX, 0)


# -- 318 Ho-Oh / 320 Ceruledge ex ------------------------------------------------------------
def test_318_ho_oh_shining_blaze_100_more_with_a_benched_tera_pokemon():
    s = Scenario().active(0, HO_OH, energy=[R, R, W]).bench(0, DRAGAPULT_EX, under=[DRAKLOAK])
    s.active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Shining Blaze")
    assert t.mon(1).damage == 200


def test_320_ceruledge_ex_abyssal_flames_20_more_per_energy_card_in_discard():
    s = Scenario().active(0, CERULEDGE_EX, under=[CHARCADET], energy=[R]).active(1, DRAGAPULT_EX)
    s.discard(0, [R, W, BOSS, ENRICHING])
    t = s.start()
    t.attack("Abyssal Flames")
    assert t.mon(1).damage == 30 + 60


# -- 1344 Heat Breath ------------------------------------------------------------------------
@pytest.mark.parametrize("cid, under, energy, name, base", [
    (CROCALOR, [FUECOCO], [R, W], "Heat Breath", 30), (RAICHU, [PIKACHU], [L], "Quick Blow", 20)])
@pytest.mark.parametrize("coin, extra", [("H", 50), ("T", 0)])
def test_936_949_heat_breath_50_more_on_heads(cid, under, energy, name, base, coin, extra):
    s = Scenario().active(0, cid, under=under, energy=energy).active(1, DRAGAPULT_EX)
    t = s.start()
    t.coins(coin).attack(name)
    assert t.mon(1).damage == base + extra


# -- 943 Walrein -----------------------------------------------------------------------------
def test_943_walrein_frigid_fangs_pokemon_with_2_or_less_energy_cant_attack_next_turn():
    s = Scenario().active(0, WALREIN, under=[SPHEAL, SEALEO], energy=[W]).active(1, STUFFUL, energy=[W, W])
    s.bench(1, WAILMER, energy=[W, W, W])
    t = s.start()
    t.attack("Frigid Fangs")
    assert t.state.current == 1 and not t.can("attack", "Flop")
    t.end_turn()
    t.end_turn()
    assert t.state.current == 1 and t.can("attack", "Flop")      # only that one turn
    s = Scenario().active(0, WALREIN, under=[SPHEAL, SEALEO], energy=[W]).active(1, WAILMER, energy=[W, W, W])
    t = s.start()
    t.attack("Frigid Fangs")
    assert t.can("attack", "Surf")                      # 3 Energy


# -- Trainers --------------------------------------------------------------------------------
def test_1101_call_bell_only_on_the_second_players_first_turn():
    s = Scenario(turn=2, current=1).active(0, SNOVER).active(1, SNOVER).hand(1, [CALL_BELL]).deck(1, [W, BOSS])
    t = s.start()
    t.play(CALL_BELL).choose(BOSS)
    assert t.hand_ids(1) == [BOSS]
    assert not Scenario(turn=1).active(0, SNOVER).active(1, SNOVER).hand(0, [CALL_BELL]).start().can("play", CALL_BELL)
    assert not Scenario(turn=4, current=1).active(0, SNOVER).active(1, SNOVER).hand(1, [CALL_BELL]).start() \
        .can("play", CALL_BELL)


def test_1102_dusk_ball_looks_at_the_bottom_7_cards():
    deck = [STUFFUL] + [W] * 5 + [SNOVER, BOSS, W, W, W, W, W]     # top first: Stufful is 13th from the bottom
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [DUSK_BALL]).deck(0, deck)
    t = s.start()
    t.play(DUSK_BALL)
    assert t.card_options() == {SNOVER}
    t.choose(SNOVER)
    assert t.hand_ids(0) == [SNOVER]


def test_1103_meddling_memo_opponents_hand_goes_to_the_bottom_and_they_draw_as_many():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [MEMO]).hand(1, [BOSS, G, R])
    s.deck(1, [STUFFUL, CYRANO, MAX_ROD, W, W])
    t = s.start()
    t.play(MEMO)
    assert t.hand_ids(1) == sorted([STUFFUL, CYRANO, MAX_ROD])
    assert sorted(t.deck_ids(1, sort=False)[:3]) == sorted([BOSS, G, R])
    assert not Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [MEMO]).hand(1, []).start().can("play", MEMO)


def test_1104_megaton_blower_discards_opponents_tools_special_energy_and_the_stadium():
    s = Scenario().active(0, SNOVER).active(1, SNOVER, tools=[HEROS_CAPE], energy=[ENRICHING, W])
    s.bench(1, STUFFUL, energy=[ENRICHING]).hand(0, [BLOWER]).stadium(LIVELY)
    t = s.start()
    t.play(BLOWER)
    assert t.mon(1).tools == [] and t.energy_ids(1) == [W] and t.energy_ids(1, 1) == []
    assert t.state.stadium is None and t.discard_ids(1) == sorted([ENRICHING, ENRICHING, HEROS_CAPE])
    assert LIVELY in t.discard_ids(0)


def test_1105_dragon_elixir_heals_60_from_the_active_dragon_pokemon():
    s = Scenario().active(0, DRAGAPULT_EX, under=[DRAKLOAK], damage=100).active(1, SNOVER).hand(0, [ELIXIR])
    t = s.start()
    t.play(ELIXIR)
    assert t.mon(0).damage == 40
    s = Scenario().active(0, SNOVER, damage=50).active(1, SNOVER).hand(0, [ELIXIR])
    assert not s.start().can("play", ELIXIR)


def test_1106_deduction_kit_reorders_the_top_3_or_puts_them_on_the_bottom():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [DEDUCTION_KIT]).deck(0, [BOSS, G, CYRANO, W, W])
    t = s.start()
    t.play(DEDUCTION_KIT).choose("top", CYRANO, G)
    assert t.deck_ids(0, sort=False)[-3:] == [BOSS, G, CYRANO]  # bottom first: Cyrano on top now
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [DEDUCTION_KIT]).deck(0, [BOSS, G, CYRANO, W, W])
    t = s.start()
    t.play(DEDUCTION_KIT).choose("bottom")
    assert sorted(t.deck_ids(0, sort=False)[:3]) == sorted([BOSS, G, CYRANO])
    assert t.deck_ids(0, sort=False)[3:] == [W, W]


def test_1107_scramble_switch_moves_energy_to_the_new_active():
    s = Scenario().active(0, SNOVER, energy=[W, G]).bench(0, STUFFUL).active(1, SNOVER).hand(0, [SCRAMBLE])
    t = s.start()
    t.play(SCRAMBLE).choose((0, 1), W, DONE)
    assert t.mon(0).name == "Stufful" and t.energy_ids(0) == [W] and t.energy_ids(0, 1) == [G]


def test_1108_chill_teaser_toy_puts_an_opponents_energy_into_their_hand():
    s = Scenario(turn=2, current=1).active(0, SNOVER, energy=[W, G]).active(1, SNOVER).hand(1, [TOY])
    t = s.start()
    t.play(TOY).choose(G)
    assert t.energy_ids(0) == [W] and t.hand_ids(0) == [G]


def test_1109_miracle_headset_up_to_2_supporters_from_discard():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [HEADSET]).discard(0, [BOSS, CYRANO, SURFER, W])
    t = s.start()
    t.play(HEADSET).choose(BOSS, SURFER)
    assert t.hand_ids(0) == [BOSS, SURFER]


def test_1126_precious_trolley_benches_any_number_of_basics_as_space_allows():
    s = Scenario().active(0, SNOVER).bench(0, SNOVER).bench(0, SNOVER).active(1, SNOVER).hand(0, [TROLLEY])
    s.deck(0, [STUFFUL, STUFFUL, BRUXISH, DRAKLOAK, W])
    t = s.start()
    t.play(TROLLEY)
    assert t.card_options() == {STUFFUL, BRUXISH}
    t.choose(BRUXISH, STUFFUL, STUFFUL)
    assert len(t.player(0).bench) == 5


def test_1128_brilliant_blender_discards_up_to_5_cards_from_the_deck():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [BLENDER]).deck(0, [BOSS, W, G, CYRANO])
    t = s.start()
    t.play(BLENDER).choose(G, BOSS, DONE)
    assert t.discard_ids(0) == sorted([G, BOSS, BLENDER]) and len(t.player(0).deck) == 2


@pytest.mark.parametrize("mine, theirs, can", [(6, 5, True), (5, 5, False)])
def test_1168_counter_gain_attacks_cost_one_less_when_behind(mine, theirs, can):
    s = Scenario().active(0, STUFFUL, energy=[W], tools=[COUNTER_GAIN]).active(1, SNOVER)
    s.prizes(0, mine).prizes(1, theirs)
    assert s.start().can("attack", "Flop") == can


def test_1169_amulet_of_hope_searches_3_cards_when_knocked_out_by_an_attack():
    s = Scenario(current=1, turn=4).active(1, STUFFUL, energy=[W, W]).active(0, SNOVER, damage=80, tools=[AMULET])
    s.bench(0, SNOVER).deck(0, [BOSS, CYRANO, W, G])
    t = s.start()
    t.attack("Flop")
    t.choose(G, BOSS, CYRANO)
    assert t.hand_ids(0) == sorted([G, W, BOSS, CYRANO])          # W: the draw of P1's turn
    assert AMULET in t.discard_ids(0)


def test_1202_drayton_takes_a_pokemon_and_a_trainer_from_the_top_7():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [DRAYTON]).deck(0, [STUFFUL, W, SNOVER, BOSS, W])
    t = s.start()
    t.play(DRAYTON).choose(SNOVER)
    assert t.card_options() == {BOSS}                   # a second Pokémon is not offered
    t.choose(BOSS)
    assert t.hand_ids(0) == [SNOVER, BOSS]


# -- 311 Stomp Off (2 cards) / 1341 Billowing Heat Wave ----------------------------------------
@pytest.mark.parametrize("cid, energy, name", [
    (ZWEILOUS, [D], "Stomp Off"), (290, [D, W], "Cracking Stomp"), (781, [G, G, G], "Mountain Ramming"),
    (1406, [M, M], "Undermine")])
def test_228_290_781_1406_discard_the_top_2_cards_of_the_opponents_deck(cid, energy, name):
    s = Scenario().active(0, cid, energy=energy).active(1, DRAGAPULT_EX).deck(1, [BOSS, G, W, W])
    t = s.start()
    t.attack(name)
    assert t.discard_ids(1) == [G, BOSS]


def test_1074_diggersby_earthquake_also_30_to_each_of_your_benched_pokemon():
    s = Scenario().active(0, 1074, energy=[W]).bench(0, SNOVER).bench(0, MEOWTH_EX).active(1, DRAGAPULT_EX)
    s.bench(1, SNOVER)
    t = s.start()
    t.attack("Earthquake")
    assert t.mon(1).damage == 140 and t.mon(1, 1).damage == 0
    assert [t.mon(0, 1).damage, t.mon(0, 2).damage] == [30, 30]


# -- 1100 Energy Search Pro -------------------------------------------------------------------
def test_1100_energy_search_pro_finds_basic_energy_of_different_types():
    s = Scenario().active(0, SNOVER).active(1, DRAGAPULT_EX).hand(0, [1100])
    s.deck(0, [G, G, R, W, ENRICHING, STUFFUL])
    t = s.start().play(1100)
    assert t.card_options() == {G, R, W}                    # Basic Energy only
    t.choose(G)
    assert t.card_options() == {R, W}                       # no second {G}
    t.choose(R, DONE)                                       # any number: 2 is fine
    assert t.hand_ids(0) == sorted([G, R]) and t.deck_ids(0) == sorted([G, W, ENRICHING, STUFFUL])
    assert t.shuffles(0) == 1 and 1100 in t.discard_ids(0)


# -- Snow Camouflage (424 Cetitan ex) against Items that reach the opponent's Pokémon (II-E-29) --
def test_1104_megaton_blower_leaves_a_pokemon_unaffected_by_items_alone():
    s = Scenario().active(0, SNOVER).active(1, 424, tools=[HEROS_CAPE], energy=[ENRICHING])
    s.bench(1, STUFFUL, energy=[ENRICHING]).hand(0, [BLOWER])
    t = s.start().play(BLOWER)
    assert [c >> 7 for c in t.mon(1).tools] == [HEROS_CAPE]
    assert t.energy_ids(1) == [ENRICHING] and t.energy_ids(1, 1) == []


def test_1108_chill_teaser_toy_cant_take_energy_from_a_pokemon_unaffected_by_items():
    s = Scenario(turn=2, current=1).active(0, 424, energy=[W]).bench(0, SNOVER, energy=[G]).active(1, SNOVER)
    t = s.hand(1, [TOY]).start().play(TOY)                  # Snover on the Bench is the only choice
    assert t.energy_ids(0) == [W] and t.energy_ids(0, 1) == [] and t.hand_ids(0) == [G]
    s = Scenario(turn=2, current=1).active(0, 424, energy=[W]).active(1, SNOVER).hand(1, [TOY])
    assert not s.start().can("play", TOY)
