"""Scenario tests of the Twilight Masquerade (TWM) texts used by the reference decks."""

import pytest

from ptcg.rules import queries as Q
from ptcg.state import Effect
from ptcg.testing import DONE, Scenario

G, R, W, L, P, F, D = range(1, 8)
MIST, LEGACY = 11, 12
DREEPY, DRAKLOAK, DRAGAPULT_EX, DUNSPARCE, DURALUDON = 119, 120, 121, 65, 169
CHI_YU, APPLIN, DIPPLIN, GOLDEEN, DWEBBLE, CRUSTLE = 31, 92, 93, 100, 344, 345
LATIAS_EX, BLAZIKEN_EX, NS_ZEKROM, NS_RESHIRAM = 184, 326, 906, 303
TEAL_MASK_OGERPON_EX, WELLSPRING_OGERPON_EX, CORNERSTONE_OGERPON_EX = 96, 108, 117
MUNKIDORI, MEGA_STARMIE_EX, STARYU, CYNTHIAS_GARCHOMP_EX = 112, 1031, 1030, 381
MEGA_LOPUNNY_EX = 849
UNFAIR_STAMP, ENHANCED_HAMMER, SECRET_BOX, BUG_CATCHING_SET = 1080, 1081, 1092, 1094
LANAS_AID, CARMINE, FESTIVAL_GROUNDS, JAMMING_TOWER = 1184, 1192, 1245, 1246
ENERGY_SWITCH = 1116
HEROS_CAPE, AIR_BALLOON, BOSS, LILLIE, NIGHT_STRETCHER = 1159, 1174, 1182, 1227, 1097


# -- 12 Legacy Energy -----------------------------------------------------------------------

def test_12_legacy_energy_provides_one_energy_of_any_type_II_D_08():
    s = Scenario()
    s.active(0, DREEPY, energy=[LEGACY, P]).active(1, DRAGAPULT_EX)
    assert s.start().can("attack", "Bite")                  # {R}{P}: Legacy Energy pays {R}
    s.active(0, DREEPY, energy=[LEGACY])
    assert not s.start().can("attack", "Bite")              # only 1 Energy at a time


def test_12_legacy_energy_opponent_takes_one_prize_fewer_once_per_game_RC_121():
    s = Scenario()
    s.active(0, MUNKIDORI, energy=[P, W])
    s.active(1, MEGA_STARMIE_EX, under=[STARYU], energy=[LEGACY], damage=300)
    s.bench(1, MEGA_STARMIE_EX, under=[STARYU], energy=[LEGACY], damage=300).bench(1, DREEPY)
    t = s.start()
    t.attack("Mind Bend")                                   # KO of a Mega Evolution Pokémon ex
    t.choose(1)                                             # P2 promotes the other Mega Starmie ex
    assert len(t.player(0).prizes) == 6 - 2
    t.end_turn()
    t.attack("Mind Bend")
    assert len(t.player(0).prizes) == 6 - 2 - 3             # the once-per-game effect is spent


def test_12_legacy_energy_two_attached_still_reduce_by_one():
    s = Scenario()
    s.active(0, MUNKIDORI, energy=[P, W]).bench(1, DREEPY)
    s.active(1, MEGA_STARMIE_EX, under=[STARYU], energy=[LEGACY, LEGACY], damage=300)
    t = s.start()
    t.attack("Mind Bend")
    assert len(t.player(0).prizes) == 6 - 2


def test_12_legacy_energy_knock_out_not_by_an_opponents_attack_does_not_spend_it():
    s = Scenario()
    s.active(0, MUNKIDORI, energy=[D], damage=100).bench(0, DREEPY)
    s.active(1, MEGA_STARMIE_EX, under=[STARYU], energy=[LEGACY], damage=320).bench(1, DREEPY)
    t = s.start()
    t.ability(0)                                            # Adrena-Brain: 1 counter onto it
    t.choose((1, 0), 1)
    assert len(t.player(0).prizes) == 6 - 3
    assert t.player(1).once_per_game == []


# -- 31 Chi-Yu ------------------------------------------------------------------------------

def test_31_chi_yu_allure_draws_2():
    s = Scenario()
    s.active(0, CHI_YU, energy=[W]).active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Allure")
    assert len(t.player(0).hand) == 2


@pytest.mark.parametrize("stadium, expected", [(None, 60), (JAMMING_TOWER, 120)])
def test_31_chi_yu_ground_melter_60_more_with_a_stadium_then_discards_it(stadium, expected):
    s = Scenario()
    s.active(0, CHI_YU, energy=[R, W]).active(1, DRAGAPULT_EX)
    if stadium:
        s.stadium(stadium, owner=1)
    t = s.start()
    t.attack("Ground Melter")
    assert t.mon(1).damage == expected
    assert t.state.stadium is None
    assert t.discard_ids(1) == ([JAMMING_TOWER] if stadium else [])


# -- 43 Eevee — Quick Attack (92 Applin — Tumbling Attack) ----------------------------------

@pytest.mark.parametrize("coin, expected", [("H", 30), ("T", 10)])
def test_92_applin_tumbling_attack_20_more_on_heads(coin, expected):
    s = Scenario()
    s.active(0, APPLIN, energy=[G]).active(1, DRAGAPULT_EX)
    t = s.start()
    t.coins(coin).attack("Tumbling Attack")
    assert t.mon(1).damage == expected


# -- 43 Eevee — Ascension (344 Dwebble) -----------------------------------------------------

def test_344_dwebble_ascension_evolves_it_from_the_deck_the_turn_it_came_into_play_II_C_12():
    s = Scenario()
    s.active(0, DWEBBLE, energy=[W], entered_turn=3).active(1, DRAGAPULT_EX)
    s.deck(0, [W, CRUSTLE, W])
    t = s.start()
    t.attack("Ascension")
    t.choose(CRUSTLE)
    assert t.mon(0).cid == CRUSTLE
    assert len(t.player(0).deck) == 2


# -- 44 Bloodmoon Ursaluna ex — Blood Moon (184, 326, 906) ----------------------------------

@pytest.mark.parametrize("attacker, energy, attack", [
    (LATIAS_EX, [P, P, W], "Eon Blade"),
    (BLAZIKEN_EX, [R, W], "Smolder-sault"),
    (NS_ZEKROM, [R, L, L, W], "Rampaging Thunder"),
])
def test_blood_moon_locks_every_attack_during_your_next_turn_II_C_15(attacker, energy, attack):
    s = Scenario()
    s.active(0, attacker, energy=energy).active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack(attack)
    assert t.mon(1).damage > 0
    t.end_turn()                                            # the opponent's turn ends
    assert not t.can("attack")                              # your next turn
    t.end_turn()
    t.end_turn()
    assert t.can("attack", attack)                          # the turn after: free again
    assert t.can("attack", attack)


# -- 93 Dipplin -----------------------------------------------------------------------------

def test_93_dipplin_do_the_wave_20_per_benched_pokemon():
    s = Scenario()
    s.active(0, DIPPLIN, energy=[G], under=[APPLIN]).bench(0, DREEPY).bench(0, DREEPY).bench(0, APPLIN)
    s.active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Do the Wave")
    assert t.mon(1).damage == 60


FESTIVAL_LEADERS = [
    pytest.param(DIPPLIN, [G], [APPLIN], "Do the Wave", 20, id="93 Dipplin"),
    pytest.param(GOLDEEN, [W, W], [], "Whirlpool", 10, id="100 Goldeen"),
]


@pytest.mark.parametrize("leader, energy, under, attack, damage", FESTIVAL_LEADERS)
def test_festival_lead_attacks_again_after_a_knock_out_with_festival_grounds(leader, energy, under, attack,
                                                                              damage):
    s = Scenario()
    s.active(0, leader, energy=energy, under=under).bench(0, DUNSPARCE).stadium(FESTIVAL_GROUNDS)
    s.active(1, DREEPY, damage=60).bench(1, DREEPY).bench(1, DRAGAPULT_EX)
    t = s.start()
    t.coins("TT").attack(attack)
    t.choose(2)                                             # P2 promotes Dragapult ex
    assert t.decision.player == 0 and t.decision.kind == "yes_no"
    t.choose(True)
    assert t.mon(1).cid == DRAGAPULT_EX and t.mon(1).damage == damage
    assert t.state.current == 1                             # the turn ended after the second attack


@pytest.mark.parametrize("leader, energy, under, attack, damage", FESTIVAL_LEADERS)
def test_festival_lead_needs_festival_grounds(leader, energy, under, attack, damage):
    s = Scenario()
    s.active(0, leader, energy=energy, under=under).bench(0, DUNSPARCE)
    s.active(1, DREEPY, damage=60).bench(1, DRAGAPULT_EX)
    t = s.start()
    t.coins("T").attack(attack)
    assert t.state.current == 1 and t.mon(1).damage == 0


# -- 96 Teal Mask Ogerpon ex ----------------------------------------------------------------

def test_96_teal_mask_ogerpon_ex_myriad_leaf_shower_counts_energy_on_both_active_pokemon():
    s = Scenario()
    s.active(0, TEAL_MASK_OGERPON_EX, energy=[G, G, G]).bench(0, DREEPY, energy=[G])
    s.active(1, DRAGAPULT_EX, energy=[R, LEGACY])
    t = s.start()
    t.attack("Myriad Leaf Shower")
    assert t.mon(1).damage == 30 + 30 * 5


def test_96_teal_mask_ogerpon_ex_teal_dance_attaches_basic_grass_from_hand_and_draws():
    s = Scenario()
    s.active(0, TEAL_MASK_OGERPON_EX).active(1, DRAGAPULT_EX).hand(0, [G, W]).deck(0, [L, W])
    t = s.start()
    t.ability(0)
    assert t.energy_ids(0) == [G]
    assert t.hand_ids(0) == [W, L]
    assert not t.player(0).energy_attached                  # not the turn's attachment
    assert not t.can("ability", 0, 0)                       # once during your turn


def test_96_teal_mask_ogerpon_ex_teal_dance_needs_a_basic_grass_energy_in_hand():
    s = Scenario()
    s.active(0, TEAL_MASK_OGERPON_EX).active(1, DRAGAPULT_EX).hand(0, [W, L])
    assert not s.start().can("ability", 0, 0)


# -- 99 Hearthflame Mask Ogerpon ex — Wrathful Hearth (303 N's Reshiram — Powerful Rage) ---

def test_303_ns_reshiram_powerful_rage_20_per_damage_counter_on_itself():
    s = Scenario()
    s.active(0, NS_RESHIRAM, energy=[R, L], damage=50).active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Powerful Rage")
    assert t.mon(1).damage == 100


# -- 108 Wellspring Mask Ogerpon ex — Torrential Pump --------------------------------------

def test_108_wellspring_ogerpon_ex_torrential_pump_shuffles_3_energy_for_120_on_the_bench():
    s = Scenario()
    s.active(0, WELLSPRING_OGERPON_EX, energy=[W, W, W, W]).active(1, DRAGAPULT_EX)
    s.bench(1, DREEPY).bench(1, DURALUDON)                     # not a Tera Pokémon (III-14)
    t = s.start()
    deck = len(t.player(0).deck)
    t.attack("Torrential Pump")
    t.choose(True, (1, 2))
    assert t.mon(1).damage == 100 and t.mon(1, 2).damage == 120 and t.mon(1, 1).damage == 0
    assert t.energy_ids(0) == [W]
    assert len(t.player(0).deck) == deck + 3


def test_108_wellspring_ogerpon_ex_torrential_pump_declined_does_no_bench_damage():
    s = Scenario()
    s.active(0, WELLSPRING_OGERPON_EX, energy=[W, W, W]).active(1, DRAGAPULT_EX).bench(1, DREEPY)
    t = s.start()
    t.attack("Torrential Pump")
    t.choose(False)
    assert t.mon(1).damage == 100 and t.mon(1, 1).damage == 0
    assert len(t.mon(0).energy) == 3


# -- 112 Munkidori --------------------------------------------------------------------------

def test_112_munkidori_mind_bend_confuses():
    s = Scenario()
    s.active(0, MUNKIDORI, energy=[P, W]).active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Mind Bend")
    assert t.mon(1).damage == 60 and t.mon(1).rotation == 3      # Confused


def test_112_munkidori_adrena_brain_moves_up_to_3_counters_to_an_opponents_pokemon_II_C_08():
    s = Scenario()
    s.active(0, MUNKIDORI, energy=[D]).bench(0, DREEPY, damage=50)
    s.active(1, DRAGAPULT_EX).bench(1, DREEPY)
    t = s.start()
    t.ability(0)
    t.choose((1, 1), 3)
    assert t.mon(0, 1).damage == 20 and t.mon(1, 1).damage == 30
    assert not t.can("ability", 0, 0)


def test_112_munkidori_adrena_brain_needs_darkness_energy_and_works_with_legacy_energy():
    s = Scenario()
    s.active(0, MUNKIDORI, energy=[P], damage=10).active(1, DRAGAPULT_EX)
    assert not s.start().can("ability", 0, 0)
    s.active(0, MUNKIDORI, energy=[LEGACY], damage=10)
    assert s.start().can("ability", 0, 0)
    s.active(0, MUNKIDORI, energy=[D])                      # nothing to move
    assert not s.start().can("ability", 0, 0)


def test_112_munkidori_adrena_brain_knock_out_is_processed_at_once_I_D():
    s = Scenario()
    s.active(0, MUNKIDORI, energy=[D], damage=30).active(1, DRAGAPULT_EX).bench(1, DREEPY, damage=40)
    t = s.start()
    t.ability(0)
    t.choose((1, 1), 3)
    assert t.player(1).bench == [] and len(t.player(0).prizes) == 5


# -- 117 Cornerstone Mask Ogerpon ex / 1031 Mega Starmie ex ---------------------------------

@pytest.mark.parametrize("attacker, energy, attack, defender, expected", [
    (CORNERSTONE_OGERPON_EX, [F, W, W], "Demolish", MEGA_LOPUNNY_EX, 140),   # {F} Weakness ignored
    (MEGA_STARMIE_EX, [W, W, W], "Nebula Beam", BLAZIKEN_EX, 210),           # {W} Weakness ignored
])
def test_demolish_ignores_weakness_resistance_and_defender_effects_II_B_06_07(attacker, energy, attack,
                                                                             defender, expected):
    s = Scenario()
    under = [STARYU] if attacker == MEGA_STARMIE_EX else []
    s.active(0, attacker, energy=energy, under=under).active(1, defender)
    t = s.start()
    t.protect(1)
    t.attack(attack)
    assert t.mon(1).damage == expected


def test_117_cornerstone_stance_prevents_damage_from_attackers_with_an_ability():
    s = Scenario()
    s.active(0, MUNKIDORI, energy=[P, W]).active(1, CORNERSTONE_OGERPON_EX)
    t = s.start()
    t.attack("Mind Bend")
    assert t.mon(1).damage == 0
    assert t.mon(1).rotation == 3                           # effects still apply (II-C-16)


def test_117_cornerstone_stance_lets_attackers_without_an_ability_through():
    s = Scenario()
    s.active(0, DREEPY, energy=[R, P]).active(1, CORNERSTONE_OGERPON_EX)
    t = s.start()
    t.attack("Bite")
    assert t.mon(1).damage == 40
    s.active(0, MUNKIDORI, energy=[P, W])                   # an Ability that doesn't exist now
    t = s.start()
    t.state.effects.append(Effect("no_abilities", t.mon(0).uid, 0, None, 3, 3))
    t.attack("Mind Bend")
    assert t.mon(1).damage == 60


# -- 120 Drakloak — Recon Directive ---------------------------------------------------------

def test_120_drakloak_recon_directive_one_of_the_top_2_to_hand_the_other_to_the_bottom():
    s = Scenario()
    s.active(0, DRAKLOAK, under=[DREEPY]).active(1, DRAGAPULT_EX).deck(0, [BOSS, L, W, W])
    t = s.start()
    t.ability(0)
    assert DONE not in t.options
    t.choose(L)
    assert t.hand_ids(0) == [L]
    assert [c >> 7 for c in t.player(0).deck] == [BOSS, W, W]   # bottom first
    assert not t.can("ability", 0, 0)


def test_120_drakloak_recon_directive_needs_a_deck():
    s = Scenario()
    s.active(0, DRAKLOAK, under=[DREEPY]).active(1, DRAGAPULT_EX).deck(0, [])
    assert not s.start().can("ability", 0, 0)


# -- 121 Dragapult ex — Phantom Dive --------------------------------------------------------

def test_121_dragapult_ex_phantom_dive_spreads_6_counters_over_the_bench_II_C_07():
    s = Scenario()
    s.active(0, DRAGAPULT_EX, energy=[R, P]).active(1, DRAGAPULT_EX)
    s.bench(1, DREEPY).bench(1, DURALUDON, energy=[MIST])
    t = s.start()
    t.attack("Phantom Dive")
    t.choose(2)                                             # 2 on Dreepy, the other 4 on Duraludon
    assert t.mon(1).damage == 200
    assert t.mon(1, 1).damage == 20
    assert t.mon(1, 2).damage == 0                          # Mist Energy: chosen, none placed (RC-060)


# -- 125 Blissey ex — Return (381 Cynthia's Garchomp ex — Corkscrew Dive) ------------------

@pytest.mark.parametrize("draw, hand", [(True, 6), (False, 2)])
def test_381_cynthias_garchomp_ex_corkscrew_dive_may_draw_up_to_6(draw, hand):
    s = Scenario()
    s.active(0, CYNTHIAS_GARCHOMP_EX, energy=[F]).active(1, DRAGAPULT_EX).hand(0, [W, W])
    t = s.start()
    t.attack("Corkscrew Dive")
    t.choose(draw)
    assert t.mon(1).damage == 100
    assert len(t.player(0).hand) == hand


# -- 1080 Unfair Stamp ----------------------------------------------------------------------

def test_1080_unfair_stamp_after_a_knock_out_hands_go_back_you_draw_5_opponent_2_II_E_11():
    s = Scenario()
    s.active(0, DREEPY).active(1, DRAGAPULT_EX).hand(0, [UNFAIR_STAMP, BOSS]).hand(1, [W] * 7)
    s.flags(0, kos=[(2, DREEPY, True, 1)])
    t = s.start()
    t.play(UNFAIR_STAMP)
    assert len(t.player(0).hand) == 5 and len(t.player(1).hand) == 2
    assert len(t.player(1).deck) == 20 + 7 - 2
    assert t.discard_ids(0) == [UNFAIR_STAMP]


def test_1080_unfair_stamp_needs_a_knock_out_during_the_opponents_last_turn():
    s = Scenario()
    s.active(0, DREEPY).active(1, DRAGAPULT_EX).hand(0, [UNFAIR_STAMP])
    assert not s.start().can("play", UNFAIR_STAMP)
    s.flags(0, kos=[(1, DREEPY, True, 0)])                  # during your own last turn
    assert not s.start().can("play", UNFAIR_STAMP)


# -- 1081 Enhanced Hammer -------------------------------------------------------------------

def test_1081_enhanced_hammer_discards_a_special_energy_from_an_opponents_pokemon():
    s = Scenario()
    s.active(0, DREEPY).active(1, DRAGAPULT_EX, energy=[P]).bench(1, DREEPY, energy=[MIST, P])
    s.hand(0, [ENHANCED_HAMMER])
    t = s.start()
    t.play(ENHANCED_HAMMER)
    assert t.energy_ids(1, 1) == [P]
    assert t.discard_ids(1) == [MIST]


def test_1081_enhanced_hammer_needs_a_special_energy_in_play_II_D_04():
    s = Scenario()
    s.active(0, DREEPY, energy=[MIST]).active(1, DRAGAPULT_EX, energy=[P]).hand(0, [ENHANCED_HAMMER])
    assert not s.start().can("play", ENHANCED_HAMMER)


# -- 1092 Secret Box ------------------------------------------------------------------------

def test_1092_secret_box_discards_3_then_finds_item_tool_supporter_and_stadium():
    s = Scenario()
    s.active(0, DREEPY).active(1, DRAGAPULT_EX).hand(0, [SECRET_BOX, W, W, L, G])
    s.deck(0, [W, NIGHT_STRETCHER, AIR_BALLOON, BOSS, LILLIE, JAMMING_TOWER, W])
    t = s.start()
    t.play(SECRET_BOX)
    t.choose(W)                                             # W, W, L: picks go in ascending order
    t.choose(NIGHT_STRETCHER, AIR_BALLOON, LILLIE, JAMMING_TOWER)
    assert t.hand_ids(0) == sorted([G, NIGHT_STRETCHER, AIR_BALLOON, LILLIE, JAMMING_TOWER])
    assert t.discard_ids(0) == sorted([W, W, L, SECRET_BOX])


def test_1092_secret_box_needs_3_other_cards_in_hand():
    s = Scenario()
    s.active(0, DREEPY).active(1, DRAGAPULT_EX).hand(0, [SECRET_BOX, W, W])
    assert not s.start().can("play", SECRET_BOX)


# -- 1094 Bug Catching Set ------------------------------------------------------------------

def test_1094_bug_catching_set_takes_up_to_2_grass_pokemon_or_basic_grass_energy_from_the_top_7():
    s = Scenario()
    s.active(0, DREEPY).active(1, DRAGAPULT_EX).hand(0, [BUG_CATCHING_SET])
    s.deck(0, [W, APPLIN, DREEPY, G, L, DIPPLIN, W, APPLIN])      # the 2nd Applin is 8th
    t = s.start()
    t.play(BUG_CATCHING_SET)
    assert {o >> 7 for o in t.options if o != DONE} == {G, APPLIN, DIPPLIN}
    t.choose(G, APPLIN)
    assert t.hand_ids(0) == sorted([G, APPLIN])
    assert len(t.player(0).deck) == 6


# -- 1184 Lana's Aid ------------------------------------------------------------------------

def test_1184_lanas_aid_returns_up_to_3_non_rule_box_pokemon_and_basic_energy():
    s = Scenario()
    s.active(0, DREEPY).active(1, DRAGAPULT_EX).hand(0, [LANAS_AID])
    s.discard(0, [DRAGAPULT_EX, MIST, DUNSPARCE, G, G, BOSS])
    t = s.start()
    t.play(LANAS_AID)
    assert {o >> 7 for o in t.options if o != DONE} == {G, DUNSPARCE}
    t.choose(G, G, DUNSPARCE)
    assert t.hand_ids(0) == sorted([G, G, DUNSPARCE])


def test_1184_lanas_aid_cannot_be_played_with_nothing_to_return():
    s = Scenario()
    s.active(0, DREEPY).active(1, DRAGAPULT_EX).hand(0, [LANAS_AID]).discard(0, [DRAGAPULT_EX, MIST])
    assert not s.start().can("play", LANAS_AID)


# -- 1192 Carmine ---------------------------------------------------------------------------

def test_1192_carmine_can_be_played_on_the_first_players_first_turn():
    s = Scenario(turn=1)
    s.active(0, DREEPY).active(1, DRAGAPULT_EX).hand(0, [CARMINE, LILLIE, W])
    t = s.start()
    assert not t.can("play", LILLIE)
    t.play(CARMINE)
    assert t.discard_ids(0) == sorted([CARMINE, LILLIE, W])
    assert len(t.player(0).hand) == 5


# -- 1245 Festival Grounds ------------------------------------------------------------------

def test_1245_festival_grounds_pokemon_with_energy_cant_be_affected_by_special_conditions():
    s = Scenario()
    s.active(0, MUNKIDORI, energy=[P, W]).active(1, DRAGAPULT_EX, energy=[W]).stadium(FESTIVAL_GROUNDS)
    t = s.start()
    t.attack("Mind Bend")
    assert t.mon(1).damage == 60 and not t.mon(1).has_condition()
    s.active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Mind Bend")
    assert t.mon(1).rotation == 3


def test_1245_festival_grounds_cures_when_played_and_when_energy_is_attached():
    s = Scenario()
    s.active(0, DREEPY, conditions=["poisoned", "confused"]).bench(0, DUNSPARCE)
    s.active(1, DRAGAPULT_EX, energy=[W], conditions=["asleep"]).hand(0, [FESTIVAL_GROUNDS, W])
    t = s.start()
    t.play(FESTIVAL_GROUNDS)
    assert not t.mon(1).has_condition()                     # has Energy: cured
    assert t.mon(0).has_condition()                         # no Energy yet
    t.attach(W)
    assert not t.mon(0).has_condition()


def test_1245_festival_grounds_cures_energy_moved_onto_a_pokemon_before_the_checkup():
    s = Scenario()
    s.active(0, DREEPY, conditions=["poisoned"]).bench(0, DUNSPARCE, energy=[W]).active(1, DRAGAPULT_EX)
    s.stadium(FESTIVAL_GROUNDS)
    t = s.start()
    moved = t.mon(0, 1).energy.pop()                        # as an Energy-moving effect would (II-C-10)
    t.mon(0).energy.append(moved)
    t.end_turn()
    assert t.mon(0).damage == 0 and not t.mon(0).has_condition()


def test_1245_festival_grounds_cures_at_once_a_pokemon_that_gets_energy_moved_onto_it():
    """The cure holds at every moment (as 1269 Bubbly Energy's does): an Asleep Active that
    gets Energy by Energy Switch is cured as soon as the Item is done, so it may retreat."""
    s = Scenario()
    s.active(0, DREEPY, conditions=["asleep"]).bench(0, DUNSPARCE, energy=[W]).bench(0, DREEPY)
    s.active(1, DRAGAPULT_EX).stadium(FESTIVAL_GROUNDS).hand(0, [ENERGY_SWITCH])
    t = s.start()
    assert not t.can("retreat", 2)
    t.play(ENERGY_SWITCH)
    t.choose((0, 0))                                        # from Dunsparce to the Active Dreepy
    assert t.energy_ids(0) == [W]
    assert not t.mon(0).has_condition()
    assert t.can("retreat", 2)


# -- 1246 Jamming Tower ---------------------------------------------------------------------

def test_1246_jamming_tower_tools_have_no_effect_but_stay_attached_RC_139():
    s = Scenario()
    s.active(0, DREEPY).active(1, DREEPY, damage=80, tools=[HEROS_CAPE])
    s.bench(1, DUNSPARCE, tools=[HEROS_CAPE]).hand(0, [JAMMING_TOWER])
    t = s.start()
    assert Q.max_hp(t.state, t.mon(1)) == 170
    t.play(JAMMING_TOWER)
    assert t.discard_ids(1) == sorted([DREEPY, HEROS_CAPE])  # 80 damage on 70 HP: Knocked Out
    assert len(t.player(0).prizes) == 5
    assert t.mon(1).cid == DUNSPARCE and len(t.mon(1).tools) == 1
    assert Q.max_hp(t.state, t.mon(1)) == 60


# -- 111 Sandygast / 670 Sandslash, 103 Snorunt, 106 Palafin, 107 Palafin ex, 1093 Scoop Up Cyclone --

SANDYGAST, SNORUNT, FINIZEN, PALAFIN, PALAFIN_EX, SCOOP_UP_CYCLONE = 111, 103, 105, 106, 107, 1093
KYOGRE_MEG, SNOVER_MEG = 721, 722


@pytest.mark.parametrize("coin, damage", [("T", 0), ("H", 10)])
def test_111_sand_attack_the_defending_pokemons_next_attack_may_fail(coin, damage):
    s = Scenario().active(0, SANDYGAST, energy=[P]).active(1, SNOVER_MEG, energy=[W])
    t = s.start()
    t.attack("Sand Attack")
    assert t.mon(1).damage == 10
    t.coins(coin).attack("Beat")
    assert t.mon(0).damage == damage and t.state.turn == 5


def test_103_astonish_shuffles_a_random_card_of_the_opponents_hand_into_their_deck():
    s = Scenario().active(0, SNORUNT, energy=[W, W]).active(1, SNOVER_MEG).hand(1, [KYOGRE_MEG])
    t = s.start()
    deck = len(t.player(1).deck)
    t.attack("Astonish")
    assert t.hand_ids(1) == [W]                                # only the next turn's draw
    assert KYOGRE_MEG in [c >> 7 for c in t.player(1).deck] and len(t.player(1).deck) == deck
    s = Scenario().active(0, SNORUNT, energy=[W, W]).active(1, SNOVER_MEG).hand(1, [])
    t = s.start()
    t.attack("Astonish")
    assert not any("shuffles" in line for line in t.log)     # empty hand: nothing chosen, no shuffle


def test_106_zero_to_hero_puts_palafin_ex_in_its_place_with_everything_on_it():
    s = Scenario()
    s.active(0, PALAFIN, under=[FINIZEN], energy=[W, W], damage=30, conditions=["poisoned"])
    s.bench(0, SNOVER_MEG).active(1, SNOVER_MEG).deck(0, [W, PALAFIN_EX, W])
    t = s.start()
    t.retreat(1)
    t.choose(True, PALAFIN_EX)
    mon = t.mon(0, 1)
    assert mon.cid == PALAFIN_EX and [c >> 7 for c in mon.cards] == [FINIZEN, PALAFIN_EX]
    assert mon.damage == 30 and len(mon.energy) == 1
    assert PALAFIN in [c >> 7 for c in t.player(0).deck] and PALAFIN_EX not in [c >> 7 for c in t.player(0).deck]


def test_106_zero_to_hero_is_optional_and_only_during_its_owners_turn():
    s = Scenario()
    s.active(0, PALAFIN, under=[FINIZEN], energy=[W]).bench(0, SNOVER_MEG).active(1, SNOVER_MEG)
    s.deck(0, [PALAFIN_EX, W])
    t = s.start()
    t.retreat(1).choose(False)
    assert t.mon(0, 1).cid == PALAFIN and t.decision.kind == "main"


def test_107_palafin_ex_cannot_evolve_a_finizen_from_the_hand():
    s = Scenario().active(0, FINIZEN).active(1, SNOVER_MEG).hand(0, [PALAFIN_EX, PALAFIN])
    t = s.start()
    assert t.can("evolve", PALAFIN, 0) and not t.can("evolve", PALAFIN_EX, 0)


def test_1093_scoop_up_cyclone_puts_a_pokemon_and_its_cards_into_the_hand():
    s = Scenario()
    s.active(0, PALAFIN, under=[FINIZEN], energy=[W], tools=[HEROS_CAPE], damage=50).bench(0, SNOVER_MEG)
    s.active(1, SNOVER_MEG).hand(0, [SCOOP_UP_CYCLONE])
    t = s.start()
    t.play(SCOOP_UP_CYCLONE).choose((0, 0))
    assert t.hand_ids(0) == sorted([PALAFIN, FINIZEN, W, HEROS_CAPE])
    assert t.mon(0).cid == SNOVER_MEG and len(t.player(1).prizes) == 6     # no Knock Out

# -- cards of the II-C cases -------------------------------------------------------------------
SINISTCHA, COMMUNITY_CENTER, BLISSEY_EX, SNOVER_TWM = 94, 1242, 125, 722


def test_94_sinistcha_cursed_drop_spreads_4_counters():
    s = Scenario().active(0, SINISTCHA, energy=[G]).active(1, BLISSEY_EX).bench(1, SNOVER_TWM)
    t = s.start().attack("Cursed Drop").choose(1)
    assert t.mon(1).damage == 10 and t.mon(1, 1).damage == 30


def test_94_sinistcha_spill_the_tea_70_per_grass_energy_card_discarded_up_to_3():
    s = Scenario().active(0, SINISTCHA, energy=[G, G]).bench(0, SNOVER_TWM, energy=[G, G, W])
    s.active(1, BLISSEY_EX)
    t = s.start().attack("Spill the Tea")
    t.choose(G, G)                                         # both from Sinistcha
    t.choose(G)                                            # one more from Snover: 3 in all
    assert t.mon(1).damage == 210 and t.energy_ids(0, 1) == [G, W]
    t = s.start().attack("Spill the Tea").choose(DONE, DONE)
    assert t.mon(1).damage == 0


def test_1242_community_center_heals_10_from_each_after_a_supporter():
    s = Scenario().active(0, SNOVER_TWM, damage=30).bench(0, DRAKLOAK, damage=10).active(1, SNOVER_TWM)
    s.hand(0, [CARMINE]).stadium(COMMUNITY_CENTER).deck(0, [W] * 6)
    t = s.start()
    assert not t.can("stadium")
    t.play(CARMINE).stadium_ability()
    assert t.mon(0).damage == 20 and t.mon(0, 1).damage == 0 and not t.can("stadium")


# -- 28 Poltchageist / 362 Misty's Magikarp, 30 Magcargo ex / 716 Pyroar, 1237 Lucian ------------------------

POLTCHAGEIST, MISTYS_MAGIKARP, MAGCARGO_EX, LITLEO, PYROAR, LUCIAN = 28, 362, 30, 715, 716, 1237
SCORBUNNY, RABOOT = 151, 665


@pytest.mark.parametrize("hidden", [POLTCHAGEIST, MISTYS_MAGIKARP])
def test_28_362_storehouse_hideaway_no_damage_from_attacks_while_on_the_bench(hidden):
    s = Scenario().active(0, RABOOT, under=[SCORBUNNY], energy=[W]).active(1, SNOVER_MEG).bench(1, hidden)
    assert s.start().attack("Jumping Kick").choose((1, 1)).mon(1, 1).damage == 0
    s = Scenario().active(0, RABOOT, under=[SCORBUNNY], energy=[W]).active(1, KYOGRE_MEG).bench(1, SNOVER_MEG)
    t = s.bench(1, hidden).start().attack("Jumping Kick").choose((1, 1))
    assert t.mon(1, 1).damage == 40                        # another Benched Pokémon is hit


@pytest.mark.parametrize("attacker, under", [(MAGCARGO_EX, []), (PYROAR, [LITLEO])])
def test_17_hot_magma_and_searing_flame_burn_the_opponents_active(attacker, under):
    s = Scenario().active(0, attacker, under=under, energy=[R, R, R]).active(1, KYOGRE_MEG)
    t = s.start().coins("T").attack("Hot Magma" if attacker == MAGCARGO_EX else "Searing Flame")
    assert t.mon(1).burn


def test_1237_lucian_hands_to_the_bottom_then_each_player_draws_6_or_3():
    s = Scenario().active(0, SNOVER_MEG).active(1, SNOVER_MEG).hand(0, [LUCIAN, G]).hand(1, [P, P])
    t = s.start().coins("TH").play(LUCIAN)
    assert len(t.player(0).hand) == 3 and len(t.player(1).hand) == 6
    assert t.player(0).deck[0] >> 7 == G and [c >> 7 for c in t.player(1).deck[:2]] == [P, P]
    s = Scenario().active(0, SNOVER_MEG).active(1, SNOVER_MEG).hand(0, [LUCIAN]).hand(1, [])
    assert not s.start().can("play", LUCIAN)               # no hand would move
