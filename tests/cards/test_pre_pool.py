"""Scenario tests of the Prismatic Evolutions (PRE) texts of the wider pool (P3)."""

from ptcg.effects import inflict
from ptcg.testing import DONE, Scenario

G, R, W, L, P, F, D, M = 1, 2, 3, 4, 5, 6, 7, 8
SNOVER, STUFFUL, WAILMER, MEOWTH_EX, DRAGAPULT_EX, DRAKLOAK = 722, 760, 263, 1071, 121, 120
GOUGING_FIRE_EX, MEWTWO_EX, CHARMANDER = 46, 431, 926
EEVEE, COTTONEE, SYLVEON = 145, 237, 134
LEAFEON_EX, WHIMSICOTT, FLAREON_EX, VAPOREON_EX, GLACEON_EX = 236, 238, 239, 241, 243
JOLTEON_EX, UMBREON_EX, EEVEE_EX, HOOTHOOT, REGIGIGAS, LUGIA_EX = 244, 248, 249, 250, 251, 337
WATCHTOWER, JAMMING_TOWER = 1256, 1246
ROTO_STICK, MAX_ROD, TREASURE_TRACKER, HABAN_BERRY, LARRY, AMARYS = 1077, 1110, 1111, 1170, 1206, 1207
BOSS, CYRANO, SURFER, HEROS_CAPE, MAXIMUM_BELT, NIGHT_STRETCHER = 1182, 1205, 1203, 1159, 1158, 1097


# -- 236 Leafeon ex ---------------------------------------------------------------------------
def test_236_leafeon_ex_verdant_storm_60_for_each_energy_on_all_opponents_pokemon():
    s = Scenario()
    s.active(0, LEAFEON_EX, energy=[G, W], under=[EEVEE])
    s.active(1, MEWTWO_EX, energy=[P, P]).bench(1, SNOVER, energy=[W]).bench(1, STUFFUL)
    t = s.start()
    t.attack("Verdant Storm")
    assert t.mon(1).damage == 180


def test_236_leafeon_ex_moss_agate_heals_100_from_each_benched_pokemon_only():
    s = Scenario()
    s.active(0, LEAFEON_EX, energy=[G, R, W], under=[EEVEE], damage=50)
    s.bench(0, WAILMER, damage=120).bench(0, SNOVER, damage=40)
    s.active(1, MEWTWO_EX)
    t = s.start()
    t.attack("Moss Agate")
    assert t.mon(1).damage == 230
    assert [t.mon(0, 1).damage, t.mon(0, 2).damage] == [20, 0]
    assert t.mon(0).damage == 50                      # the attacker is not Benched


# -- 238 Whimsicott ---------------------------------------------------------------------------
def test_238_whimsicott_wafting_heal_heals_the_active_grass_pokemon_and_discards_its_energy():
    s = Scenario()
    s.active(0, COTTONEE, damage=40, energy=[G, W]).active(1, SNOVER).hand(0, [WHIMSICOTT])
    t = s.start()
    t.evolve(WHIMSICOTT, 0).choose(True)
    assert t.mon(0).damage == 0
    assert t.energy_ids(0) == [] and t.discard_ids(0) == [G, W]


def test_238_wafting_heal_from_the_bench_heals_the_active_and_is_not_offered_without_damage():
    s = Scenario()
    s.active(0, LEAFEON_EX, under=[EEVEE], damage=100, energy=[G]).bench(0, COTTONEE)
    s.active(1, SNOVER).hand(0, [WHIMSICOTT])
    t = s.start()
    t.evolve(WHIMSICOTT, 1).choose(True)
    assert t.mon(0).damage == 0 and t.energy_ids(0) == []
    s = Scenario()
    s.active(0, SNOVER, damage=30).bench(0, COTTONEE).active(1, SNOVER).hand(0, [WHIMSICOTT])
    t = s.start()
    t.evolve(WHIMSICOTT, 1)                            # Snover is {W}: nothing to heal
    assert t.decision.kind == "main" and t.mon(0).damage == 30


# -- 239 Flareon ex ---------------------------------------------------------------------------
def test_239_flareon_ex_burning_charge_attaches_up_to_two_basic_energy_to_one_pokemon():
    s = Scenario()
    s.active(0, FLAREON_EX, energy=[R, R], under=[EEVEE]).bench(0, SNOVER).bench(0, STUFFUL)
    s.active(1, MEWTWO_EX).deck(0, [BOSS, W, G, R])
    t = s.start()
    t.attack("Burning Charge")
    assert t.card_options() == {W, G, R}
    t.choose(G, W, (0, 2))
    assert t.energy_ids(0, 2) == [G, W]
    assert t.mon(1).damage == 130
    assert sorted(c >> 7 for c in t.player(0).deck) == [R, BOSS]


# -- 241 Vaporeon ex --------------------------------------------------------------------------
def test_241_vaporeon_ex_severe_squall_60_to_each_opponents_ex_without_weakness():
    s = Scenario()
    s.active(0, VAPOREON_EX, energy=[W, W], under=[EEVEE])
    s.active(1, GOUGING_FIRE_EX).bench(1, MEOWTH_EX).bench(1, SNOVER)
    t = s.start()
    t.attack("Severe Squall")
    assert t.mon(1).damage == 60                      # {W} Weakness not applied
    assert [t.mon(1, 1).damage, t.mon(1, 2).damage] == [60, 0]


# -- 243 Glaceon ex ---------------------------------------------------------------------------
def test_243_glaceon_ex_euclase_knocks_out_a_pokemon_with_exactly_6_damage_counters():
    s = Scenario()
    s.active(0, GLACEON_EX, energy=[G, W, D], under=[EEVEE])
    s.active(1, MEWTWO_EX, damage=50).bench(1, MEOWTH_EX, damage=60).bench(1, SNOVER, damage=70)
    t = s.start()
    t.attack("Euclase")                               # only Meowth ex qualifies: no question
    assert MEOWTH_EX in t.discard_ids(1)
    assert len(t.player(0).prizes) == 4
    assert t.mon(1).damage == 50


# -- 244 Jolteon ex ---------------------------------------------------------------------------
def test_244_jolteon_ex_flashing_spear_90_more_for_each_basic_energy_discarded_from_bench():
    s = Scenario()
    s.active(0, JOLTEON_EX, energy=[L, W], under=[EEVEE])
    s.bench(0, SNOVER, energy=[W, L]).bench(0, STUFFUL, energy=[L])
    s.active(1, MEWTWO_EX)
    t = s.start()
    t.attack("Flashing Spear")
    t.choose(W, L)                                    # both from Snover: the cap of 2 is reached
    assert t.mon(1).damage == 60 + 180
    assert t.energy_ids(0, 1) == [] and t.energy_ids(0, 2) == [L]


def test_244_flashing_spear_may_discard_nothing():
    s = Scenario()
    s.active(0, JOLTEON_EX, energy=[L, W], under=[EEVEE]).bench(0, SNOVER, energy=[W])
    s.active(1, MEWTWO_EX)
    t = s.start()
    t.attack("Flashing Spear").choose(DONE)
    assert t.mon(1).damage == 60 and t.energy_ids(0, 1) == [W]


# -- 248 Umbreon ex ---------------------------------------------------------------------------
def test_248_umbreon_ex_onyx_discards_all_its_energy_and_takes_a_prize_card():
    s = Scenario()
    s.active(0, UMBREON_EX, energy=[L, P, D, D], under=[EEVEE]).active(1, MEWTWO_EX)
    t = s.start()
    t.attack("Onyx")
    assert t.energy_ids(0) == [] and len(t.player(0).prizes) == 5
    assert t.mon(1).damage == 0


def test_248_onyx_taking_the_last_prize_card_wins_the_game_I_E_R1():
    s = Scenario()
    s.active(0, UMBREON_EX, energy=[L, P, D], under=[EEVEE]).active(1, MEWTWO_EX).prizes(0, 1)
    t = s.start()
    t.attack("Onyx")
    assert t.game.is_over() and t.state.result.winner == 0


# -- 249 Eevee ex -----------------------------------------------------------------------------
def test_249_eevee_ex_rainbow_dna_evolves_into_eevee_ex_evolutions_only():
    s = Scenario()
    s.active(0, EEVEE_EX).bench(0, SNOVER).active(1, SNOVER)
    s.hand(0, [LEAFEON_EX, SYLVEON, WHIMSICOTT])
    t = s.start()
    assert t.can("evolve", LEAFEON_EX, 0)
    assert not t.can("evolve", SYLVEON, 0)            # not a Pokémon ex
    assert not t.can("evolve", WHIMSICOTT, 0)
    assert not t.can("evolve", LEAFEON_EX, 1)         # only onto Eevee ex itself
    t.evolve(LEAFEON_EX, 0)
    assert t.mon(0).name == "Leafeon ex" and len(t.mon(0).cards) == 2


def test_249_rainbow_dna_keeps_the_same_turn_limit():
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER).hand(0, [EEVEE_EX, LEAFEON_EX])
    t = s.start()
    t.bench_card(EEVEE_EX)
    assert not t.can("evolve", LEAFEON_EX, 1)


# -- 250 Hoothoot -----------------------------------------------------------------------------
def test_250_hoothoot_insomnia_cant_be_asleep_but_can_be_poisoned():
    s = Scenario()
    s.active(0, SNOVER).active(1, HOOTHOOT)
    t = s.start()
    mon = t.mon(1)
    assert not inflict(t.state, mon, "asleep")
    assert mon.rotation == 0
    assert inflict(t.state, mon, "poisoned", "paralyzed")
    assert mon.poison and mon.rotation == 2


def test_250_hoothoot_insomnia_wakes_it_as_soon_as_its_ability_works_again():
    """"Can't be Asleep" holds at every moment: put to sleep while Team Rocket's Watchtower
    took its Ability away, it wakes up once the Watchtower is gone."""
    s = Scenario().active(0, HOOTHOOT, conditions=["asleep"]).active(1, SNOVER)
    s.stadium(WATCHTOWER, owner=1).hand(0, [JAMMING_TOWER])
    t = s.start()
    assert t.mon(0).rotation == 1
    t.play(JAMMING_TOWER)                               # the Watchtower leaves play
    assert t.mon(0).rotation == 0


# -- 251 Regigigas ----------------------------------------------------------------------------
def test_251_regigigas_jewel_breaker_230_more_against_a_tera_pokemon():
    s = Scenario()
    s.active(0, REGIGIGAS, energy=[W, W, W, W]).active(1, DRAGAPULT_EX, under=[DRAKLOAK], tools=[HEROS_CAPE])
    t = s.start()
    t.attack("Jewel Breaker")
    assert t.mon(1).damage == 330
    s = Scenario()
    s.active(0, REGIGIGAS, energy=[W, W, W, W]).active(1, MEWTWO_EX)
    t = s.start()
    t.attack("Jewel Breaker")
    assert t.mon(1).damage == 100


# -- 337 Lugia-EX -----------------------------------------------------------------------------
def test_337_lugia_ex_hyper_whirlpool_discards_an_energy_for_each_heads():
    s = Scenario()
    s.active(0, LUGIA_EX, energy=[W, W, W]).active(1, MEWTWO_EX, energy=[P, P, P])
    t = s.start()
    t.coins("HHT").attack("Hyper Whirlpool")
    assert t.energy_ids(1) == [P]
    assert t.mon(1).damage == 140


# -- Trainers ---------------------------------------------------------------------------------
def test_1077_roto_stick_puts_supporters_from_the_top_4_into_the_hand():
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER).hand(0, [ROTO_STICK])
    s.deck(0, [BOSS, W, CYRANO, MAX_ROD, SURFER, W])
    t = s.start()
    t.play(ROTO_STICK)
    assert t.card_options() == {BOSS, CYRANO}          # Surfer is 5th from the top
    t.choose(BOSS, CYRANO)
    assert t.hand_ids(0) == sorted([BOSS, CYRANO])
    assert len(t.player(0).deck) == 4


def test_1110_max_rod_returns_up_to_5_pokemon_and_basic_energy():
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER).hand(0, [MAX_ROD])
    s.discard(0, [SNOVER, STUFFUL, W, G, R, P, BOSS])
    t = s.start()
    t.play(MAX_ROD)
    assert BOSS not in t.card_options()
    t.choose(G, R, W, SNOVER, STUFFUL)
    assert t.hand_ids(0) == sorted([SNOVER, STUFFUL, W, G, R])
    assert t.discard_ids(0) == sorted([P, BOSS, MAX_ROD])


def test_1110_max_rod_is_not_playable_without_pokemon_or_basic_energy_in_discard():
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER).hand(0, [MAX_ROD]).discard(0, [BOSS])
    assert not s.start().can("play", MAX_ROD)


def test_1111_treasure_tracker_searches_up_to_5_pokemon_tools():
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER).hand(0, [TREASURE_TRACKER])
    s.deck(0, [HEROS_CAPE, W, MAXIMUM_BELT, BOSS, HABAN_BERRY])
    t = s.start()
    t.play(TREASURE_TRACKER)
    assert t.card_options() == {HEROS_CAPE, MAXIMUM_BELT, HABAN_BERRY}
    t.choose(MAXIMUM_BELT, HEROS_CAPE, DONE)
    assert t.hand_ids(0) == sorted([HEROS_CAPE, MAXIMUM_BELT])


def test_1170_haban_berry_60_less_from_a_dragon_attacker_then_discarded():
    s = Scenario()
    s.active(0, DRAGAPULT_EX, under=[DRAKLOAK], energy=[W]).active(1, WAILMER, tools=[HABAN_BERRY])
    t = s.start()
    t.attack("Jet Headbutt")
    assert t.mon(1).damage == 10
    assert t.mon(1).tools == [] and HABAN_BERRY in t.discard_ids(1)


def test_1170_haban_berry_does_nothing_against_other_types():
    s = Scenario()
    s.active(0, STUFFUL, energy=[W, W]).active(1, WAILMER, tools=[HABAN_BERRY])
    t = s.start()
    t.attack("Flop")
    assert t.mon(1).damage == 20 and len(t.mon(1).tools) == 1


def test_1206_larrys_skill_discards_the_hand_then_searches_three_kinds():
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER).hand(0, [LARRY, BOSS, W])
    s.deck(0, [STUFFUL, CYRANO, G, MAX_ROD])
    t = s.start()
    t.play(LARRY)
    assert t.hand_ids(0) == [] and t.discard_ids(0) == sorted([BOSS, W])
    t.choose(STUFFUL, CYRANO, G)
    assert t.hand_ids(0) == sorted([STUFFUL, CYRANO, G])
    assert t.discard_ids(0) == sorted([BOSS, W, LARRY])


def test_1207_amarys_draws_4_and_discards_a_hand_of_5_or_more_at_the_end_of_the_turn():
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER).hand(0, [AMARYS, BOSS])
    t = s.start()
    t.play(AMARYS)
    assert len(t.player(0).hand) == 5
    t.end_turn()
    assert t.player(0).hand == [] and len(t.player(0).discard) == 6


def test_1207_amarys_keeps_a_hand_of_4_or_fewer():
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER).hand(0, [AMARYS, BOSS]).deck(0, [W] * 10)
    t = s.start()
    t.play(AMARYS)
    t.attach(W, 0)                                    # the hand is now 4 cards
    assert len(t.player(0).hand) == 4
    t.end_turn()
    assert len(t.player(0).hand) == 4
