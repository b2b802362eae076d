"""Scenario tests of the Shrouded Fable (SFA) texts of the wider pool (P3)."""

import pytest

from ptcg.testing import Scenario

G, R, W, L, P, F, D, M = 1, 2, 3, 4, 5, 6, 7, 8
ENRICHING = 13
SNOVER, STUFFUL, WAILMER, MEOWTH_EX, MEWTWO_EX, CHARMANDER = 722, 760, 263, 1071, 431, 926
DRAGAPULT_EX = 121
ROWLET, DARTRIX, DECIDUEYE, VAROOM, REVAVROOM_EX, EEVEE, SYLVEON = 127, 128, 129, 143, 130, 145, 134
URSALUNA, ZORUA, MINCCINO, OKIDOGI_EX, MUNKIDORI_EX, PECHARUNT_EX, GENESECT = 135, 136, 555, 138, 139, 141, 142
AXEW, FRAXURE, HAXORUS, SLIGGOO, GOODRA = 548, 994, 995, 1337, 1338
LASER, VITAL_A, MOCHI, CASSIOPEIA = 1095, 1096, 1162, 1196
BOSS, MAX_ROD, HEROS_CAPE, NIGHT_STRETCHER = 1182, 1110, 1159, 1097


# -- 129 Decidueye ----------------------------------------------------------------------------
def test_129_decidueye_stock_up_on_feathers_draws_until_7_cards():
    s = Scenario().active(0, DECIDUEYE, under=[ROWLET, DARTRIX], energy=[W]).active(1, SNOVER)
    s.hand(0, [BOSS, BOSS])
    t = s.start()
    t.attack("Stock Up on Feathers")
    assert len(t.player(0).hand) == 7


def test_129_decidueye_power_shot_discards_a_basic_grass_from_hand_or_does_nothing():
    s = Scenario().active(0, DECIDUEYE, under=[ROWLET, DARTRIX], energy=[G]).active(1, MEWTWO_EX)
    s.hand(0, [G, W])
    t = s.start()
    t.attack("Power Shot")
    assert t.mon(1).damage == 170 and t.hand_ids(0) == [W] and t.discard_ids(0) == [G]
    s = Scenario().active(0, DECIDUEYE, under=[ROWLET, DARTRIX], energy=[G]).active(1, MEWTWO_EX)
    s.hand(0, [W])
    t = s.start()
    t.attack("Power Shot")
    assert t.mon(1).damage == 0 and t.hand_ids(0) == [W]


# -- 130 Revavroom ex -------------------------------------------------------------------------
def test_130_revavroom_ex_accelerator_flash_120_more_after_moving_up_this_turn_II_E_25():
    s = Scenario().active(0, SNOVER, energy=[W, W, W]).bench(0, REVAVROOM_EX, under=[VAROOM], energy=[M])
    s.active(1, MEWTWO_EX)
    t = s.start()
    t.retreat(1)
    t.attack("Accelerator Flash")
    assert t.mon(1).damage == 140
    s = Scenario().active(0, REVAVROOM_EX, under=[VAROOM], energy=[M]).active(1, MEWTWO_EX)
    t = s.start()
    t.attack("Accelerator Flash")
    assert t.mon(1).damage == 20


def test_130_revavroom_ex_shattering_speed_discards_itself_without_giving_a_prize():
    s = Scenario().active(0, REVAVROOM_EX, under=[VAROOM], energy=[M, M, M]).bench(0, SNOVER)
    s.active(1, MEWTWO_EX)
    t = s.start()
    t.attack("Shattering Speed")
    assert t.mon(1).damage == 250
    assert sorted(t.discard_ids(0)) == sorted([REVAVROOM_EX, VAROOM, M, M, M])
    assert t.mon(0).name == "Snover"                    # the only Benched Pokémon came up
    assert len(t.player(1).prizes) == 6


# -- 134 Sylveon ------------------------------------------------------------------------------
def test_134_sylveon_mystical_return_shuffles_a_benched_pokemon_into_the_deck_on_heads():
    s = Scenario().active(0, SYLVEON, under=[EEVEE], energy=[P]).active(1, SNOVER)
    s.bench(1, MEOWTH_EX, energy=[W]).bench(1, STUFFUL).deck(1, [])
    t = s.start()
    t.coins("H").attack("Mystical Return").choose((1, 1))
    assert [m.name for m in t.player(1).bench] == ["Stufful"]
    assert sorted(c >> 7 for c in t.player(1).deck + t.player(1).hand) == [W, MEOWTH_EX]
    s = Scenario().active(0, SYLVEON, under=[EEVEE], energy=[P]).active(1, SNOVER).bench(1, STUFFUL)
    t = s.start()
    t.coins("T").attack("Mystical Return")
    assert len(t.player(1).bench) == 1


# -- 135 Bloodmoon Ursaluna -------------------------------------------------------------------
def test_135_bloodmoon_ursaluna_mad_bite_30_more_per_counter_on_the_defender():
    s = Scenario().active(0, URSALUNA, energy=[F, F, F]).active(1, DRAGAPULT_EX, damage=50)
    t = s.start()
    t.attack("Mad Bite")
    assert t.mon(1).damage == 50 + 100 + 150


def test_135_battle_hardened_attaches_up_to_2_basic_fighting_from_hand_when_benched():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [URSALUNA, F, F, F, W])
    t = s.start()
    t.bench_card(URSALUNA).choose(True, F)           # the first {F} needs no question
    assert t.energy_ids(0, 1) == [F, F]
    assert t.hand_ids(0) == [W, F] and not t.player(0).energy_attached


def test_135_battle_hardened_is_not_offered_without_basic_fighting_in_hand():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [URSALUNA, W])
    t = s.start()
    t.bench_card(URSALUNA)
    assert t.decision.kind == "main" and t.energy_ids(0, 1) == []


# -- 177 Double Scratch -----------------------------------------------------------------------
@pytest.mark.parametrize("cid, energy, name", [(ZORUA, [D, D], "Double Scratch"), (MINCCINO, [W], "Tail Slap")])
def test_136_555_double_scratch_20_for_each_heads(cid, energy, name):
    s = Scenario().active(0, cid, energy=energy).active(1, DRAGAPULT_EX)
    t = s.start()
    t.coins("HT").attack(name)
    assert t.mon(1).damage == 20


# -- 138 Okidogi ex ---------------------------------------------------------------------------
def test_138_okidogi_ex_poisonous_musculature_attaches_dark_then_poisons_itself():
    s = Scenario().active(0, OKIDOGI_EX, energy=[W]).active(1, SNOVER).deck(0, [D, W, D, D])
    t = s.start()
    t.attack("Poisonous Musculature").choose(D, D)
    assert t.energy_ids(0) == sorted([W, D, D])
    assert t.mon(0).poison


def test_138_poisonous_musculature_finding_none_does_not_poison():
    s = Scenario().active(0, OKIDOGI_EX, energy=[W]).active(1, SNOVER).deck(0, [W, W])
    t = s.start()
    t.attack("Poisonous Musculature")
    assert not t.mon(0).poison and t.energy_ids(0) == [W]


def test_138_okidogi_ex_chain_crazed_130_more_while_poisoned():
    s = Scenario().active(0, OKIDOGI_EX, energy=[D, D, W], conditions=["poisoned"]).active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Chain-Crazed")
    assert t.mon(1).damage == 260


# -- 139 Munkidori ex -------------------------------------------------------------------------
def test_139_munkidori_ex_dirty_headbutt_cant_be_used_next_turn():
    s = Scenario().active(0, MUNKIDORI_EX, energy=[D, D, W]).active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Dirty Headbutt")
    assert t.mon(1).damage == 190
    t.end_turn()
    assert t.state.current == 0
    assert not t.can("attack", "Dirty Headbutt")


def test_139_oh_no_you_dont_one_prize_fewer_with_pecharunt_ex_in_play():
    s = Scenario(current=1, turn=4).active(1, DRAGAPULT_EX, energy=[R, P])
    s.active(0, MUNKIDORI_EX, damage=100).bench(0, PECHARUNT_EX)
    t = s.start()
    t.attack("Phantom Dive")
    assert len(t.player(1).prizes) == 5                 # an ex, but only 1 Prize card


def test_139_oh_no_you_dont_needs_pecharunt_ex():
    s = Scenario(current=1, turn=4).active(1, DRAGAPULT_EX, energy=[R, P])
    s.active(0, MUNKIDORI_EX, damage=100).bench(0, STUFFUL)
    t = s.start()
    t.attack("Phantom Dive")
    assert len(t.player(1).prizes) == 4


# -- 141 Pecharunt ex -------------------------------------------------------------------------
def test_141_pecharunt_ex_irritated_outburst_60_per_prize_the_opponent_took():
    s = Scenario().active(0, PECHARUNT_EX, energy=[D, D]).active(1, DRAGAPULT_EX).prizes(1, 3)
    t = s.start()
    t.attack("Irritated Outburst")
    assert t.mon(1).damage == 180


def test_141_subjugating_chains_switches_in_a_benched_dark_pokemon_and_poisons_it():
    s = Scenario().active(0, SNOVER).bench(0, PECHARUNT_EX).bench(0, PECHARUNT_EX).bench(0, ZORUA)
    s.bench(0, OKIDOGI_EX).active(1, SNOVER)
    t = s.start()
    t.ability(1)
    assert set(t.options) == {(0, 3), (0, 4)}           # no Pecharunt ex, {D} only
    t.choose((0, 3))
    assert t.mon(0).name == "Zorua" and t.mon(0).poison
    assert not t.can("ability", 2)                      # one Subjugating Chains per turn


# -- 142 Genesect -----------------------------------------------------------------------------
def test_142_genesect_ace_nullifier_with_a_tool_stops_opponents_ace_spec_cards():
    s = Scenario(current=1, turn=4).active(1, SNOVER, damage=30).active(0, GENESECT, tools=[HEROS_CAPE])
    s.hand(1, [VITAL_A, BOSS]).discard(1, [])
    t = s.start()
    assert not t.can("play", VITAL_A)
    s = Scenario(current=1, turn=4).active(1, SNOVER, damage=30).active(0, GENESECT)
    s.hand(1, [VITAL_A])
    assert s.start().can("play", VITAL_A)


# -- 145 Eevee --------------------------------------------------------------------------------
def test_145_eevee_colorful_catch_up_to_3_basic_energy_of_different_types():
    s = Scenario().active(0, EEVEE, energy=[W]).active(1, SNOVER).deck(0, [W, W, G, R, BOSS])
    t = s.start()
    t.attack("Colorful Catch")
    t.choose(G, R)
    assert t.card_options() == {W}
    t.choose(W)
    assert t.hand_ids(0) == [G, R, W]
    s = Scenario().active(0, EEVEE, energy=[W]).active(1, SNOVER).deck(0, [W, W, G])
    t = s.start()
    t.attack("Colorful Catch").choose(W)                # a second {W} is not offered
    assert t.hand_ids(0) == [W]


# -- 1435 Dragon Pulse ------------------------------------------------------------------------
@pytest.mark.parametrize("cid, under, energy", [(FRAXURE, [AXEW], [F, M]), (GOODRA, [1336, SLIGGOO], [W, P])])
def test_994_1338_dragon_pulse_discards_the_top_card_of_your_deck(cid, under, energy):
    s = Scenario().active(0, cid, under=under, energy=energy).active(1, MEWTWO_EX).deck(0, [BOSS, W, W])
    t = s.start()
    t.attack("Dragon Pulse")
    assert t.discard_ids(0) == [BOSS] and len(t.player(0).deck) == 2


# -- 995 Haxorus ------------------------------------------------------------------------------
def test_995_haxorus_bring_down_the_axe_knocks_out_an_active_with_special_energy():
    s = Scenario().active(0, HAXORUS, under=[AXEW, FRAXURE], energy=[F]).active(1, MEWTWO_EX, energy=[ENRICHING])
    s.bench(1, SNOVER)
    t = s.start()
    t.attack("Bring Down the Axe")
    assert MEWTWO_EX in t.discard_ids(1) and len(t.player(0).prizes) == 4
    s = Scenario().active(0, HAXORUS, under=[AXEW, FRAXURE], energy=[F]).active(1, MEWTWO_EX, energy=[P])
    t = s.start()
    t.attack("Bring Down the Axe")
    assert t.mon(1).name == "Team Rocket's Mewtwo ex" and t.mon(1).damage == 0


# -- Trainers ---------------------------------------------------------------------------------
def test_1095_dangerous_laser_burns_and_confuses_the_opponents_active():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [LASER])
    t = s.start()
    t.play(LASER)
    assert t.mon(1).burn and t.mon(1).rotation == 3


def test_1096_poke_vital_a_heals_150_and_stays_in_the_discard_pile():
    s = Scenario().active(0, MEWTWO_EX, damage=200).bench(0, SNOVER).active(1, SNOVER).hand(0, [VITAL_A, NIGHT_STRETCHER])
    t = s.start()
    t.play(VITAL_A)                                     # only Mewtwo ex is damaged: no question
    assert t.mon(0).damage == 50 and VITAL_A in t.discard_ids(0)
    from ptcg.effects import leaves_discard
    assert not leaves_discard(t.player(0).discard[-1])
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [VITAL_A])
    assert not s.start().can("play", VITAL_A)


def test_1162_binding_mochi_40_more_while_poisoned():
    s = Scenario().active(0, STUFFUL, energy=[W, W], tools=[MOCHI], conditions=["poisoned"])
    s.active(1, MEWTWO_EX).bench(1, SNOVER)
    t = s.start()
    t.attack("Flop")
    assert t.mon(1).damage == 60
    s = Scenario().active(0, STUFFUL, energy=[W, W], tools=[MOCHI]).active(1, MEWTWO_EX)
    t = s.start()
    t.attack("Flop")
    assert t.mon(1).damage == 20


def test_1196_cassiopeia_only_as_the_last_card_in_hand_searches_2_cards():
    s = Scenario(turn=4, first_player=1).active(0, SNOVER).active(1, SNOVER).hand(0, [CASSIOPEIA, W])
    assert not s.start().can("play", CASSIOPEIA)
    s = Scenario(turn=4, first_player=1).active(0, SNOVER).active(1, SNOVER).hand(0, [CASSIOPEIA])
    s.deck(0, [BOSS, W, MAX_ROD])
    t = s.start()
    t.play(CASSIOPEIA).choose(MAX_ROD, BOSS)
    assert t.hand_ids(0) == [MAX_ROD, BOSS]


# -- 1097 Night Stretcher ---------------------------------------------------------------------
def test_1097_night_stretcher_puts_a_pokemon_or_a_basic_energy_from_the_discard_pile_in_hand():
    s = Scenario().active(0, SNOVER).active(1, DRAGAPULT_EX).hand(0, [NIGHT_STRETCHER])
    s.discard(0, [STUFFUL, G, ENRICHING, BOSS])
    t = s.start().play(NIGHT_STRETCHER)
    assert t.card_options() == {STUFFUL, G}                 # not Special Energy, not a Trainer
    t.choose(STUFFUL)
    assert t.hand_ids(0) == [STUFFUL] and sorted(t.discard_ids(0)) == sorted([G, ENRICHING, BOSS, NIGHT_STRETCHER])


def test_1097_night_stretcher_needs_a_pokemon_or_basic_energy_in_the_discard_pile():
    s = Scenario().active(0, SNOVER).active(1, DRAGAPULT_EX).hand(0, [NIGHT_STRETCHER]).discard(0, [ENRICHING, BOSS])
    assert not s.start().can("play", NIGHT_STRETCHER)


def test_1095_dangerous_laser_can_be_played_but_spares_a_pokemon_unaffected_by_items():
    t = Scenario().active(0, SNOVER).active(1, 424).hand(0, [LASER]).start().play(LASER)
    assert not t.mon(1).burn and t.mon(1).rotation == 0 and LASER in t.discard_ids(0)   # II-E-29 R2
