"""Scenario tests of the Surging Sparks (SSP) texts of the reference-deck cards."""

from ptcg.rules import queries as Q
from ptcg.testing import DONE, Scenario
from ptcg.types import FIRE

G, R, W, P, F, M = 1, 2, 3, 5, 6, 8
ENRICHING, ROCK_FIGHTING = 13, 20
SNOVER, STUFFUL, NACLI, CHARMANDER, WAILMER, BRONZOR = 722, 760, 683, 926, 263, 335
MEOWTH_EX, DRAGAPULT_EX, DRAKLOAK, SNORUNT = 1071, 121, 120, 860
TAPU_BULU, SMOOCHUM, LATIAS_EX, DURALUDON, ARCHALUDON_EX = 920, 183, 184, 169, 190
CLEFAIRY_EX, FROSLASS_EX, PRIMEAPE, ANNIHILAPE, PASSIMIAN = 272, 861, 438, 224, 978
TERA_ORB, SURFER, LISIA, LIVELY, GRAVITY, BOSS = 1127, 1203, 1204, 1251, 1252, 1182


# -- 13 Enriching Energy ---------------------------------------------------------------------
def test_13_enriching_energy_attached_from_hand_draws_four_II_E_07_RC_168():
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER).hand(0, [ENRICHING])
    t = s.start()
    t.attach(ENRICHING, 0)
    assert len(t.player(0).hand) == 4
    assert t.energy_ids(0) == [ENRICHING]
    assert Q.energy_units(t.state, t.mon(0), t.mon(0).energy[0]) == (1,)      # one {C}


def test_13_enriching_energy_does_not_draw_again_when_another_energy_is_attached():
    s = Scenario()
    s.active(0, SNOVER, energy=[ENRICHING]).active(1, SNOVER).hand(0, [W])
    t = s.start()
    t.attach(W, 0)
    assert t.hand_ids(0) == []


# -- 238 Black Frost, as 920 Tapu Bulu's Wood Hammer -----------------------------------------
def test_920_tapu_bulu_wood_hammer_also_does_30_damage_to_itself_II_B_09():
    s = Scenario()
    s.active(0, TAPU_BULU, energy=[G, G, G, G]).active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Wood Hammer")
    assert t.mon(1).damage == 220
    assert t.mon(0).damage == 30


# -- 242 Delightful Kiss ---------------------------------------------------------------------
def test_183_smoochum_delightful_kiss_attaches_two_basic_psychic_to_one_benched_pokemon():
    s = Scenario()
    s.active(0, SMOOCHUM).bench(0, STUFFUL).bench(0, SNOVER).active(1, SNOVER)
    s.deck(0, [W, P, G, P, P])
    t = s.start()
    t.attack("Delightful Kiss")
    assert t.card_options() == {P}
    t.choose(P, P, (0, 2))
    assert t.energy_ids(0, 2) == [P, P]
    assert t.energy_ids(0, 1) == []
    assert len(t.player(0).deck) == 3


def test_183_smoochum_delightful_kiss_may_attach_none_II_D_05_R3():
    s = Scenario()
    s.active(0, SMOOCHUM).bench(0, STUFFUL).active(1, SNOVER).deck(0, [P, P])
    t = s.start()
    t.attack("Delightful Kiss")
    t.choose(DONE)
    assert t.energy_ids(0, 1) == []
    assert len(t.player(0).deck) == 2


# -- 184.0 Skyliner --------------------------------------------------------------------------
def test_184_latias_ex_skyliner_your_basic_pokemon_have_no_retreat_cost_II_D_13():
    s = Scenario()
    s.active(0, SNOVER, energy=[W]).bench(0, LATIAS_EX).bench(0, DRAKLOAK)
    s.active(1, SNOVER).bench(1, STUFFUL)
    t = s.start()
    g = t.state
    assert Q.retreat_cost(g, t.mon(0, 0)) == 0
    assert Q.retreat_cost(g, t.mon(0, 1)) == 0          # Latias ex itself is Basic
    assert Q.retreat_cost(g, t.mon(0, 2)) == 1          # a Stage 1 keeps its cost
    assert Q.retreat_cost(g, t.mon(1, 0)) == 3          # the opponent's Pokémon are not helped
    t.retreat(1)
    assert t.mon(0, 1).name == "Snover" and t.energy_ids(0, 1) == [W]


# -- 253 Metal Defender ----------------------------------------------------------------------
def test_190_archaludon_ex_metal_defender_no_weakness_during_opponents_next_turn_RC_137():
    s = Scenario()
    s.active(0, ARCHALUDON_EX, energy=[M, M, M], under=[DURALUDON])
    s.active(1, WAILMER).bench(1, CHARMANDER, energy=[R, R])
    t = s.start()
    t.attack("Metal Defender")                          # 220 Knocks Out Wailmer
    assert len(t.player(0).prizes) == 5
    t.attack("Fire Claws")                              # P2's turn: no Weakness ({R}) now
    assert t.mon(0).damage == 30
    assert Q.weakness(t.state, t.mon(0)) == FIRE       # P1's next turn: Weakness is back


# -- 190.0 Assemble Alloy --------------------------------------------------------------------
def test_190_assemble_alloy_attaches_up_to_two_basic_metal_from_discard_in_any_way_II_E_05():
    s = Scenario()
    s.active(0, DURALUDON).bench(0, BRONZOR).bench(0, STUFFUL).active(1, SNOVER)
    s.hand(0, [ARCHALUDON_EX]).discard(0, [M, M, M, W])
    t = s.start()
    t.evolve(ARCHALUDON_EX, 0)
    t.choose(True)
    assert t.card_options() == {M}                      # the first {M} needed no question
    t.choose(M)
    assert set(t.options) == {(0, 0), (0, 1)}           # {M} Pokémon only, not Stufful
    t.choose((0, 0), (0, 1))
    assert t.energy_ids(0, 0) == [M] and t.energy_ids(0, 1) == [M]
    assert t.discard_ids(0) == [W, M]


def test_190_assemble_alloy_may_be_declined_and_is_not_offered_without_metal_in_discard():
    s = Scenario()
    s.active(0, DURALUDON).active(1, SNOVER).hand(0, [ARCHALUDON_EX]).discard(0, [M])
    t = s.start()
    t.evolve(ARCHALUDON_EX, 0).choose(False)
    assert t.energy_ids(0) == [] and t.discard_ids(0) == [M]
    s = Scenario()
    s.active(0, DURALUDON).active(1, SNOVER).hand(0, [ARCHALUDON_EX]).discard(0, [W])
    t = s.start()
    t.evolve(ARCHALUDON_EX, 0)
    assert t.decision.kind == "main"                    # nothing to attach: no question


# -- 274 Torcherto, as 272 Lillie's Clefairy ex's Full Moon Rondo -----------------------------
def test_272_full_moon_rondo_20_more_for_each_benched_pokemon_on_both_sides():
    s = Scenario()
    s.active(0, CLEFAIRY_EX, energy=[P, W]).bench(0, STUFFUL).bench(0, STUFFUL)
    s.active(1, MEOWTH_EX).bench(1, SNOVER)
    t = s.start()
    t.attack("Full Moon Rondo")
    assert t.mon(1).damage == 20 + 3 * 20


# -- 279 Hypno Splash, as 861 Mega Froslass ex's Absolute Snow --------------------------------
def test_861_mega_froslass_ex_absolute_snow_leaves_the_defender_asleep():
    s = Scenario()
    s.active(0, FROSLASS_EX, energy=[W, W, W], under=[SNORUNT]).active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Absolute Snow")
    assert t.mon(1).damage == 150
    assert t.mon(1).rotation == 1                       # Asleep


# -- 305 Destined Fight ----------------------------------------------------------------------
def test_224_annihilape_destined_fight_knocks_out_both_active_pokemon():
    s = Scenario()
    s.active(0, ANNIHILAPE, energy=[F, W], under=[PRIMEAPE]).bench(0, STUFFUL)
    s.active(1, SNOVER).bench(1, STUFFUL)
    t = s.start()
    t.attack("Destined Fight")
    assert ANNIHILAPE in t.discard_ids(0) and SNOVER in t.discard_ids(1)
    assert len(t.player(0).prizes) == 5 and len(t.player(1).prizes) == 5
    assert t.mon(0).name == "Stufful" and t.mon(1).name == "Stufful"


def test_224_destined_fight_spares_an_opposing_active_unaffected_by_attack_effects_II_C_17():
    s = Scenario()
    s.active(0, ANNIHILAPE, energy=[F, W], under=[PRIMEAPE]).bench(0, STUFFUL)
    s.active(1, NACLI, energy=[ROCK_FIGHTING]).bench(1, STUFFUL)
    t = s.start()
    t.attack("Destined Fight")
    assert ANNIHILAPE in t.discard_ids(0)
    assert t.mon(1).name == "Nacli" and t.mon(1).damage == 0
    assert len(t.player(1).prizes) == 5 and len(t.player(0).prizes) == 6


# -- 1407 Coordinated Throwing ---------------------------------------------------------------
def test_978_passimian_coordinated_throwing_20_for_each_of_your_basic_pokemon():
    s = Scenario()
    s.active(0, PASSIMIAN, energy=[F, W]).bench(0, STUFFUL).bench(0, DRAKLOAK)
    s.active(1, DRAGAPULT_EX).bench(1, SNOVER)
    t = s.start()
    t.attack("Coordinated Throwing")
    assert t.mon(1).damage == 40                        # Passimian and Stufful, not Drakloak


# -- 1127 Tera Orb ---------------------------------------------------------------------------
def test_1127_tera_orb_searches_a_tera_pokemon():
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER).hand(0, [TERA_ORB]).deck(0, [MEOWTH_EX, DRAGAPULT_EX, SNOVER])
    t = s.start()
    t.play(TERA_ORB)
    assert t.card_options() == {DRAGAPULT_EX}
    t.choose(DRAGAPULT_EX)
    assert t.hand_ids(0) == [DRAGAPULT_EX]


# -- 1203 Surfer -----------------------------------------------------------------------------
def test_1203_surfer_switches_then_draws_until_five_cards():
    s = Scenario()
    s.active(0, SNOVER).bench(0, STUFFUL).active(1, SNOVER).hand(0, [SURFER, G])
    t = s.start()
    t.play(SURFER)
    assert t.mon(0).name == "Stufful"
    assert len(t.player(0).hand) == 5


def test_1203_surfer_cant_be_played_without_a_benched_pokemon_II_E_20():
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER).hand(0, [SURFER])
    assert not s.start().can("play", SURFER)


# -- 1204 Lisia's Appeal ---------------------------------------------------------------------
def test_1204_lisias_appeal_brings_up_a_benched_basic_and_confuses_it():
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER).bench(1, DRAKLOAK).bench(1, STUFFUL).hand(0, [LISIA])
    t = s.start()
    t.play(LISIA)                                       # Stufful is the only Benched Basic
    assert t.mon(1).name == "Stufful" and t.mon(1).rotation == 3      # Confused
    assert t.mon(1, 2).name == "Snover"


def test_1204_lisias_appeal_needs_an_opposing_benched_basic():
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER).bench(1, DRAKLOAK).hand(0, [LISIA])
    assert not s.start().can("play", LISIA)


# -- 1251 Lively Stadium, 1252 Gravity Mountain ----------------------------------------------
def test_1251_lively_stadium_gives_every_basic_pokemon_30_more_hp_II_D_15():
    s = Scenario()
    s.active(0, SNOVER).bench(0, DRAKLOAK).active(1, STUFFUL).hand(0, [LIVELY])
    t = s.start()
    t.play(LIVELY)
    g = t.state
    assert (Q.max_hp(g, t.mon(0)), Q.max_hp(g, t.mon(0, 1)), Q.max_hp(g, t.mon(1))) == (120, 90, 100)


def test_1252_gravity_mountain_stage_2_pokemon_get_30_less_hp_and_may_be_knocked_out_I_D_R2():
    s = Scenario()
    s.active(0, ANNIHILAPE, under=[PRIMEAPE]).bench(0, SNOVER)
    s.active(1, ANNIHILAPE, under=[PRIMEAPE], damage=110).bench(1, STUFFUL).hand(0, [GRAVITY])
    t = s.start()
    t.play(GRAVITY)
    g = t.state
    assert Q.max_hp(g, t.mon(0)) == 110 and Q.max_hp(g, t.mon(0, 1)) == 90
    assert ANNIHILAPE in t.discard_ids(1)               # 110 damage, 110 HP: Knocked Out at once
    assert len(t.player(0).prizes) == 5


# -- 198 Durant ex, 205 Scovillain ex, 210 Pikachu ex / 533 Crustle -----------------------------------

DURANT_EX, SCOVILLAIN_EX, CAPSAKID, PIKACHU_EX, CRUSTLE_BLK, TRAPINCH = 198, 205, 925, 210, 533, 187
SANDSLASH, SANDSHREW, SHUCKLE, MEGA_KANGASKHAN_EX, MEGA_LUCARIO_EX = 670, 669, 711, 756, 678


def test_198_sudden_shearing_when_played_from_hand_to_the_bench():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [DURANT_EX]).deck(1, [BOSS, W, W])
    t = s.start()
    t.bench_card(DURANT_EX).choose(True)
    assert t.discard_ids(1) == [BOSS]
    assert t.decision.kind == "main"


def test_198_vengeful_crush_30_more_per_prize_the_opponent_took():
    s = Scenario().active(0, DURANT_EX, energy=[G, W, W]).active(1, MEGA_KANGASKHAN_EX).prizes(1, 4)
    t = s.start()
    t.attack("Vengeful Crush")
    assert t.mon(1).damage == 120 + 60


def test_205_double_type_grass_and_fire_in_play_for_weakness():
    for defender in (SANDSLASH, SHUCKLE):                  # weak to {G}; weak to {R}
        s = Scenario().active(0, SCOVILLAIN_EX, under=[CAPSAKID], energy=[R, R]).active(1, defender)
        t = s.start()
        assert set(Q.types(t.state, t.mon(0))) == {G, R}
        t.attack("Spicy Rage")
        assert t.mon(1).damage == 20


def test_205_spicy_rage_70_more_per_damage_counter_on_it():
    s = Scenario().active(0, SCOVILLAIN_EX, energy=[R, R], damage=30).active(1, MEGA_LUCARIO_EX)
    t = s.start()
    t.attack("Spicy Rage")
    assert t.mon(1).damage == 10 + 210


def test_210_533_resolute_heart_sturdy_at_full_hp_left_with_10():
    for survivor in (PIKACHU_EX, CRUSTLE_BLK):
        s = Scenario().active(0, MEGA_KANGASKHAN_EX, energy=[W, W, W]).active(1, survivor).bench(1, SNOVER)
        t = s.start()
        t.coins("HHHT").attack("Rapid-Fire Combo")         # 350 damage
        assert t.mon(1).cid == survivor and Q.remaining_hp(t.state, t.mon(1)) == 10
        s = Scenario().active(0, MEGA_KANGASKHAN_EX, energy=[W, W, W]).active(1, survivor, damage=10)
        s.bench(1, SNOVER)
        t = s.start()
        t.coins("HHHT").attack("Rapid-Fire Combo")
        assert survivor in t.discard_ids(1)                # not at full HP: Knocked Out

# -- cards of the II-B / II-C cases ------------------------------------------------------------
L_ENERGY, IGNITION_ENERGY = 4, 17
SKELEDIRGE, ALOLAN_EXEGGUTOR_EX, NUMEL, MEGA_LATIAS_EX, ALTARIA, SWABLU = 203, 193, 661, 754, 194, 197
IRON_DEFENSE_BRONZOR, CHARCADET, PROBOPASS, ONIX = 836, 204, 1047, 671
BLISSEY_EX, PALAFIN_EX = 125, 107


def test_203_skeledirge_unaware_damage_yes_effects_no():
    s = Scenario().active(0, ONIX, energy=[W, W]).active(1, SKELEDIRGE)
    t = s.start().coins("H").attack("Bind")
    assert t.mon(1).damage == 30 and t.mon(1).rotation == 0


def test_193_alolan_exeggutor_ex_tropical_frenzy_and_swinging_sphene():
    s = Scenario().active(0, ALOLAN_EXEGGUTOR_EX, energy=[G, W]).bench(0, SNOVER).active(1, BLISSEY_EX)
    s.hand(0, [G, F])
    t = s.start().attack("Tropical Frenzy").choose(G, DONE).choose((0, 1))
    assert t.mon(1).damage == 150 and t.energy_ids(0, 1) == [G] and t.hand_ids(0) == [F]
    s = Scenario().active(0, ALOLAN_EXEGGUTOR_EX, energy=[G, W, F]).active(1, BLISSEY_EX).bench(1, SNOVER)
    t = s.start().coins("T").attack("Swinging Sphene")     # tails: a Benched Basic Pokémon
    assert SNOVER in t.discard_ids(1) and t.mon(1).damage == 0
    s = Scenario().active(0, ALOLAN_EXEGGUTOR_EX, energy=[G, W, F]).active(1, BLISSEY_EX).bench(1, SNOVER)
    t = s.start().coins("H").attack("Swinging Sphene")     # heads: Blissey ex is not a Basic Pokémon
    assert t.mon(1).name == "Blissey ex" and t.mon(1, 1).name == "Snover"


def test_247_call_for_family_numel_and_trapinch_bench_up_to_2_basic_pokemon():
    for caller in (NUMEL, TRAPINCH):
        s = Scenario().active(0, caller, energy=[R, R]).active(1, SNOVER).deck(0, [SNOVER, STUFFUL, W])
        t = s.start().attack("Call for Family").choose(SNOVER, STUFFUL)
        assert sorted(m.name for m in t.player(0).bench) == ["Snover", "Stufful"]


def test_251_reversing_storm_and_strafe_may_switch_with_a_benched_pokemon():
    s = Scenario().active(0, MEGA_LATIAS_EX, energy=[W]).bench(0, SNOVER).active(1, BLISSEY_EX)
    t = s.start().attack("Strafe").choose((0, 1))
    assert t.mon(0).name == "Snover" and t.mon(1).damage == 40


def test_194_altaria_humming_charge_and_cotton_wings():
    s = Scenario().active(0, ALTARIA, under=[SWABLU], energy=[W]).bench(0, SNOVER).active(1, BLISSEY_EX)
    s.deck(0, [G, SNOVER, F, W])
    t = s.start().attack("Humming Charge").choose(G, F).choose((0, 1), (0, 0))
    assert t.energy_ids(0, 1) == [G] and t.energy_ids(0) == [W, F]
    s = Scenario(turn=4, current=1).active(1, ALTARIA, under=[SWABLU], energy=[W, M]).active(0, PALAFIN_EX, energy=[W])
    t = s.start().coins("H").attack("Cotton Wings").attack("Giga Impact")
    assert t.mon(1).damage == 0 and t.mon(0).damage == 100


def test_836_bronzor_iron_defense_heads_prevents_the_damage_next_turn():
    s = Scenario(turn=4, current=1).active(1, IRON_DEFENSE_BRONZOR, energy=[W]).active(0, SNOVER, energy=[W, W])
    t = s.start().coins("T").attack("Iron Defense").attack("Icy Snow")
    assert t.mon(1).damage == 30
    t = s.start().coins("H").attack("Iron Defense").attack("Icy Snow")
    assert t.mon(1).damage == 0


def test_276_flamethrower_and_water_shot_discard_an_energy_from_this_pokemon():
    s = Scenario().active(0, CHARCADET, energy=[R, R, W]).active(1, BLISSEY_EX)
    t = s.start().attack("Flamethrower").choose(W)
    assert t.mon(1).damage == 70 and t.discard_ids(0) == [W] and t.energy_ids(0) == [R, R]


def test_282_topaz_bolt_obliterating_nose_discard_3_energy_in_units():
    s = Scenario().active(0, PROBOPASS, energy=[F, F, F, IGNITION_ENERGY]).active(1, PALAFIN_EX)
    t = s.start().attack("Obliterating Nose").choose(IGNITION_ENERGY)
    assert t.discard_ids(0) == [IGNITION_ENERGY] and t.energy_ids(0) == [F, F, F]
    s = Scenario().active(0, PIKACHU_EX, energy=[G, L_ENERGY, M]).active(1, PALAFIN_EX)
    t = s.start().attack("Topaz Bolt")
    assert t.energy_ids(0) == [] and PALAFIN_EX in t.discard_ids(1)


# -- 216 Mesprit, 227 Deino ---------------------------------------------------------------------------

D = 7
UXIE, MESPRIT, AZELF, DEINO, KYOGRE = 215, 216, 217, 227, 721


def test_216_mesprit_full_heart_up_to_2_basic_psychic_energy_from_hand_any_way():
    s = Scenario().active(0, MESPRIT, energy=[W]).bench(0, SNOVER).active(1, DRAGAPULT_EX).hand(0, [P, P, P])
    t = s.start().attack("Full Heart").choose(P, P, (0, 0), (0, 1))
    assert t.energy_ids(0) == [W, P] and t.energy_ids(0, 1) == [P] and t.hand_ids(0) == [P]


def test_216_mesprit_guardian_burst_needs_uxie_and_azelf_on_the_bench():
    s = Scenario().active(0, MESPRIT, energy=[P, P]).bench(0, UXIE).active(1, DRAGAPULT_EX)
    assert s.start().attack("Guardian Burst").mon(1).damage == 0
    assert s.bench(0, AZELF).start().attack("Guardian Burst").mon(1).damage == 160


def test_227_deino_stomp_off_discards_the_top_card_of_the_opponents_deck():
    s = Scenario().active(0, DEINO, energy=[D]).active(1, SNOVER).deck(1, [KYOGRE, W])
    assert s.start().attack("Stomp Off").discard_ids(1) == [KYOGRE]
