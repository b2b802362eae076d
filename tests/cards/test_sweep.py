"""Scenario tests of the last cards of the pool (the sweep): the cards of the rule cases that
were still without code and the cards without an official set code, 1420 Backtrack Badge
(re-flipping an attack's coins) included."""

from functools import partial

import pytest

from ptcg.decisions import CHOOSE_CARD, CHOOSE_POKEMON, YES, YES_NO
from ptcg.rules import queries as Q
from ptcg.testing import DONE, Scenario, digest, versus

G, R, W, L, P, D, M = 1, 2, 3, 4, 5, 7, 8
MEGA_LATIAS_EX, RAGING_BOLT_EX, PIKACHU_EX, HOPS_ZACIAN_EX = 754, 63, 328, 299
SNOVER, STUFFUL, DREEPY, BAGON, KYOGRE, DEOXYS = 722, 760, 119, 300, 721, 1303
SWITCH, AIR_BALLOON = 1123, 1174
SKULL_FOSSIL, ARMOR_FOSSIL = 1417, 1418
# the cards under test
DELIBIRD, METAGROSS_M, POLTCHAGEIST, SINISTCHA, SHUPPET, BANETTE = 1290, 1331, 1348, 1349, 1374, 1375
ARMAROUGE, RELICANTH, PALAFIN_K, SLOWBRO, BACKTRACK_BADGE = 1354, 1359, 1364, 1372, 1420
STUNFISK, MISMAGIUS, PECHARUNT, NOIVERN, VENTURE_BOMB = 869, 876, 898, 908, 1133
METAGROSS_P, BELDUM_P, METANG_P, MYSTERY_GARDEN = 276, 274, 275, 1263
SHAYMIN_SF, DARTRIX, CARRACOSTA, TIRTOUGA, ZOROARK, SHAYMIN_PD, PALAFIN_V, CHANSEY = (
    1013, 1021, 155, 503, 137, 45, 51, 124)
KANGASKHAN, TAUROS, UNFEZANT, MEGA_GRENINJA_EX, ZORUA = 472, 1339, 553, 1294, 136
WATCHOG = 1341

vs = partial(versus, defender=MEGA_LATIAS_EX)  # the defender unless a test names another


# -- 1290 Delibird — Pleasing Present ---------------------------------------------------------
def test_1290_pleasing_present_opponent_attaches_first_then_the_attacker():
    s = vs(DELIBIRD, [W], defender=SNOVER).bench(0, STUFFUL)
    s.hand(0, [W, W, SWITCH]).hand(1, [R, R, R, R, SWITCH])
    t = s.start().attack("Pleasing Present")
    assert t.decision.player == 1 and t.decision.kind == CHOOSE_CARD
    assert t.card_options() == {R}                                # Basic Energy only
    t.choose(R, R, R)                                             # up to 3: the 3rd ends it
    assert t.energy_ids(1) == [R, R, R] and t.hand_ids(1) == [R, SWITCH]
    assert t.decision.player == 0
    t.choose(W, DONE)                                             # 1 is fine
    t.choose((0, 1))                                              # to the Benched Stufful
    assert t.energy_ids(0, 1) == [W] and t.hand_ids(0) == [W, SWITCH]
    assert not t.player(1).energy_attached and not t.player(0).energy_attached  # II-C-09 R3


def test_1290_pleasing_present_each_player_may_attach_none():
    s = vs(DELIBIRD, [W], defender=SNOVER).hand(0, [W]).hand(1, [R])
    t = s.start().attack("Pleasing Present")
    t.choose(DONE)                                                # the opponent declines
    t.choose(DONE)                                                # so does the attacker
    assert t.energy_ids(1) == [] and t.energy_ids(0) == [W]
    assert R in t.hand_ids(1) and t.hand_ids(0) == [W]


def test_1290_pleasing_present_skips_an_opposing_pokemon_its_effects_dont_reach():
    s = vs(DELIBIRD, [W], defender=POLTCHAGEIST).bench(1, SNOVER).hand(1, [R])
    t = s.start().attack("Pleasing Present")
    t.choose(R)                                                   # the only target: Snover
    assert t.energy_ids(1, 1) == [R] and t.energy_ids(1, 0) == []


# -- 1331 Metagross — Metallic Hammer ---------------------------------------------------------
def test_1331_metallic_hammer_discarding_3_metal_energy_does_150_more():
    t = vs(METAGROSS_M, [M, M, M, M], defender=MEGA_GRENINJA_EX).start().attack("Metallic Hammer")
    assert t.decision.kind == YES_NO
    t.choose(True)
    assert t.mon(1).damage == 300 and t.energy_ids(0) == [M] and t.discard_ids(0) == [M, M, M]


def test_1331_metallic_hammer_declined_keeps_the_energy():
    t = vs(METAGROSS_M, [M, M, M, W], defender=RAGING_BOLT_EX).start().attack("Metallic Hammer").choose(False)
    assert t.mon(1).damage == 150 and t.energy_ids(0) == sorted([M, M, M, W])


def test_1331_metallic_hammer_discards_metal_energy_only():
    t = vs(METAGROSS_M, [M, M, M, W], defender=RAGING_BOLT_EX).start().attack("Metallic Hammer").choose(True)
    assert t.energy_ids(0) == [W] and t.discard_ids(0) == [M, M, M]
    assert t.state.players[1].discard[-1] >> 7 == RAGING_BOLT_EX   # 300 damage: Knocked Out


# -- 1348/1349/1374/1375 — Hide 'n' Sneak -----------------------------------------------------
@pytest.mark.parametrize("mon, under", [(POLTCHAGEIST, []), (SINISTCHA, [POLTCHAGEIST]), (SHUPPET, []),
                                        (BANETTE, [SHUPPET])])
def test_1348_hide_n_sneak_stops_the_opponents_attack_effects(mon, under):
    s = vs(POLTCHAGEIST, [G], defender=mon)
    s.active(1, mon, under=under)
    t = s.start().attack("Furtive Drop")                           # 1 damage counter: an effect
    assert t.mon(1).damage == 0
    assert t.log and any("Furtive Drop" in line for line in t.log)


def test_1348_hide_n_sneak_damage_is_not_an_effect():
    s = vs(SNOVER, [W], defender=BANETTE).active(1, BANETTE, under=[SHUPPET])
    t = s.start().attack("Beat")
    assert t.mon(1).damage == 10


def test_1348_hide_n_sneak_its_owners_own_attack_effects_still_reach_it():
    s = vs(DELIBIRD, [W], defender=SNOVER).bench(0, POLTCHAGEIST).hand(0, [W])
    t = s.start().attack("Pleasing Present")                      # the opponent has no Energy
    t.choose(W).choose((0, 1))
    assert t.energy_ids(0, 1) == [W]


def test_1348_hide_n_sneak_stops_the_opponents_abilities_placing_counters():
    s = Scenario()
    s.active(0, MEGA_GRENINJA_EX).hand(0, [W]).active(1, POLTCHAGEIST)
    t = s.start().ability(0)                                      # Mortal Shuriken: discard a {W}
    assert t.mon(1).damage == 0 and t.discard_ids(0) == [W]
    assert Q.ability_effects_prevented(t.state, 0, t.mon(1))
    assert not Q.ability_effects_prevented(t.state, 1, t.mon(1))  # its own player's Abilities reach it


# -- 1349 Sinistcha — Matcha Spin --------------------------------------------------------------
def test_1349_matcha_spin_with_6_hide_n_sneak_pokemon_in_the_discard_pile():
    s = vs(SINISTCHA, [G], under=[POLTCHAGEIST], defender=SNOVER).bench(1, DREEPY)
    s.discard(0, [POLTCHAGEIST, POLTCHAGEIST, SHUPPET, SHUPPET, BANETTE, SINISTCHA, SNOVER])
    t = s.start().attack("Matcha Spin")
    assert t.mon(1, 0).damage == 40 and t.mon(1, 1).damage == 40


def test_1349_matcha_spin_with_5_does_nothing():
    s = vs(SINISTCHA, [G], under=[POLTCHAGEIST], defender=SNOVER).bench(1, DREEPY)
    s.discard(0, [POLTCHAGEIST, POLTCHAGEIST, SHUPPET, SHUPPET, BANETTE, SNOVER, DREEPY])
    t = s.start().attack("Matcha Spin")
    assert t.mon(1, 0).damage == 0 and t.mon(1, 1).damage == 0


# -- 1354 Armarouge — Flame Legion -------------------------------------------------------------
def test_1354_flame_legion_40_more_per_benched_pokemon_with_fire_energy():
    s = vs(ARMAROUGE, [R], under=[1353])
    s.bench(0, STUFFUL, energy=[R]).bench(0, DREEPY, energy=[R, W]).bench(0, BAGON, energy=[W])
    t = s.start().attack("Flame Legion")
    assert t.mon(1).damage == 40 + 2 * 40


# -- 1359 Relicanth — Fossil Beatdown ----------------------------------------------------------
def test_1359_fossil_beatdown_30_more_per_benched_antique():
    s = vs(RELICANTH, [W]).bench(0, SKULL_FOSSIL).bench(0, ARMOR_FOSSIL).bench(0, STUFFUL)
    t = s.start().attack("Fossil Beatdown")
    assert t.mon(1).damage == 10 + 2 * 30


# -- 1364 Palafin — Knuckle Justice ------------------------------------------------------------
@pytest.mark.parametrize("prizes, dealt", [(1, 280), (2, 80)])
def test_1364_knuckle_justice_200_more_when_the_opponent_has_1_prize_left(prizes, dealt):
    s = vs(PALAFIN_K, [W, W], under=[1363], defender=MEGA_GRENINJA_EX).prizes(1, prizes)
    t = s.start().attack("Knuckle Justice")
    assert t.mon(1).damage == dealt


# -- 1372 Slowbro — All Out --------------------------------------------------------------------
@pytest.mark.parametrize("hand, dealt", [([], 210), ([W], 50)])
def test_1372_all_out_160_more_with_an_empty_hand(hand, dealt):
    t = vs(SLOWBRO, [P], under=[1371]).hand(0, hand).start().attack("All Out")
    assert t.mon(1).damage == dealt


# -- 869 Stunfisk — Pouncing Trap --------------------------------------------------------------
def test_869_pouncing_trap_no_retreat_next_turn_and_100_more_damage_the_turn_after():
    s = Scenario()
    s.active(0, STUNFISK, energy=[L, L]).bench(0, STUFFUL)
    s.active(1, MEGA_LATIAS_EX, energy=[W, W]).bench(1, DREEPY)
    t = s.start().attack("Pouncing Trap")
    assert t.mon(1).damage == 30
    assert t.state.current == 1 and not t.can("retreat", 1)       # Retreat Cost 1 is paid for
    t.end_turn()
    assert t.state.current == 0
    t.attack("Pouncing Trap")
    assert t.mon(1).damage == 30 + 130


def test_869_pouncing_trap_extra_damage_ends_when_the_defending_pokemon_goes_to_the_bench():
    s = Scenario()
    s.active(0, STUNFISK, energy=[L, L]).active(1, MEGA_LATIAS_EX).bench(1, DREEPY).hand(1, [SWITCH])
    t = s.start().attack("Pouncing Trap")
    assert t.state.current == 1
    assert any(e.kind == "damage_taken" for e in t.state.effects)
    t.play(SWITCH)                                                # only 1 Benched Pokémon
    assert t.mon(1, 1).card.id == MEGA_LATIAS_EX
    assert not any(e.kind == "damage_taken" for e in t.state.effects)   # I-A-03 R6


# -- 876 Mismagius — Assassin's Magic ----------------------------------------------------------
def test_876_assassins_magic_6_counters_on_a_benched_pokemon_if_the_active_has_a_condition():
    s = vs(MISMAGIUS, [P, P], under=[875], defender=KYOGRE).bench(1, SNOVER).bench(1, DREEPY)
    s.active(1, KYOGRE, conditions=["poisoned"])
    t = s.start().attack("Assassin's Magic")
    assert t.decision.kind == CHOOSE_POKEMON and set(t.options) == {(1, 1), (1, 2)}
    t.choose((1, 2))
    assert t.mon(1, 2).damage == 60 and t.mon(1, 1).damage == 0
    assert t.mon(1, 0).damage == 60 + 10                          # and 1 Poison counter at the Checkup


def test_876_assassins_magic_nothing_more_without_a_special_condition():
    s = vs(MISMAGIUS, [P, P], under=[875], defender=KYOGRE).bench(1, SNOVER)
    t = s.start().attack("Assassin's Magic")
    assert t.mon(1, 0).damage == 60 and t.mon(1, 1).damage == 0 and t.decision.player == 1


# -- 898 Pecharunt — Mochi Rush, Final Chain -------------------------------------------------
def test_898_mochi_rush_does_50_more_during_your_next_turn():
    t = vs(PECHARUNT, [D]).start().attack("Mochi Rush")
    assert t.mon(1).damage == 20
    t.end_turn()
    t.attack("Mochi Rush")
    assert t.mon(1).damage == 20 + 70


def test_898_final_chain_a_card_from_the_deck_when_knocked_out_by_an_opponents_attack():
    s = Scenario(turn=4, current=1)
    s.active(0, PECHARUNT, damage=40).bench(0, STUFFUL).deck(0, [W, SWITCH, W])
    s.active(1, MEGA_LATIAS_EX, energy=[W])
    t = s.start().attack("Strafe")                                # 40 more on an 80 HP Pecharunt
    assert t.decision.player == 0 and t.decision.kind == CHOOSE_CARD and t.card_options() == {W, SWITCH}
    t.choose(SWITCH)
    assert SWITCH in t.hand_ids(0) and PECHARUNT in t.discard_ids(0)
    assert sorted(c >> 7 for c in t.player(0).deck) == [W]       # the other W was drawn


def test_898_final_chain_not_when_knocked_out_otherwise():
    s = Scenario(turn=4, current=1)
    s.active(0, PECHARUNT, damage=70, conditions=["poisoned"]).bench(0, STUFFUL).deck(0, [SWITCH] * 5)
    s.active(1, MEGA_LATIAS_EX)
    t = s.start().end_turn()                                      # the Poison KOs it at the Checkup
    assert PECHARUNT in t.discard_ids(0) and t.state.current == 0
    assert t.hand_ids(0) == [SWITCH] and len(t.player(0).deck) == 4   # only the turn's draw


# -- 908 Noivern — Enhanced Blade --------------------------------------------------------------
@pytest.mark.parametrize("tools, dealt", [([AIR_BALLOON], 140), ([], 70)])
def test_908_enhanced_blade_70_more_with_a_tool(tools, dealt):
    t = vs(NOIVERN, [P, D], under=[907], tools=tools).start().attack("Enhanced Blade")
    assert t.mon(1).damage == dealt


# -- 1133 Team Rocket's Venture Bomb -----------------------------------------------------------
def test_1133_venture_bomb_heads_2_counters_on_a_chosen_opposing_pokemon():
    s = Scenario()
    s.active(0, STUFFUL).hand(0, [VENTURE_BOMB]).active(1, SNOVER).bench(1, DREEPY)
    t = s.start().coins("H").play(VENTURE_BOMB)
    assert set(t.options) == {(1, 0), (1, 1)}
    t.choose((1, 1))
    assert t.mon(1, 1).damage == 20 and t.mon(1, 0).damage == 0 and t.mon(0).damage == 0


def test_1133_venture_bomb_tails_2_counters_on_your_active_RC_012():
    s = Scenario()
    s.active(0, STUFFUL, damage=50).bench(0, SNOVER).hand(0, [VENTURE_BOMB]).active(1, SNOVER)
    t = s.start().coins("T").play(VENTURE_BOMB)
    assert STUFFUL in t.discard_ids(0) and len(t.player(1).prizes) == 5   # Knocked Out at once
    assert t.mon(0).card.id == SNOVER and t.decision.player == 0 and t.state.current == 0


# -- 276 Metagross — Conjoined Beams -----------------------------------------------------------
@pytest.mark.parametrize("bench, dealt", [([BELDUM_P, METANG_P], 280), ([BELDUM_P], 130), ([METANG_P], 130)])
def test_276_conjoined_beams_150_more_with_beldum_and_metang_on_the_bench(bench, dealt):
    s = vs(METAGROSS_P, [P, P], under=[BELDUM_P, METANG_P], defender=MEGA_GRENINJA_EX)
    for mon in bench:
        s.bench(0, mon)
    t = s.start().attack("Conjoined Beams")
    assert t.mon(1).damage == dealt


# -- 1263 Mystery Garden ---------------------------------------------------------------------
def test_1263_mystery_garden_discard_an_energy_to_draw_up_to_the_psychic_pokemon_count_RC_009():
    s = Scenario()
    s.active(0, DEOXYS).bench(0, DEOXYS).bench(0, 875).bench(0, STUFFUL).active(1, SNOVER)
    s.hand(0, [W, SWITCH]).deck(0, [DREEPY, BAGON, KYOGRE]).stadium(MYSTERY_GARDEN, 1)
    t = s.start()
    assert t.can("stadium")
    t.stadium_ability()
    assert t.discard_ids(0) == [W] and t.hand_ids(0) == sorted([SWITCH, DREEPY, BAGON])
    assert not t.can("stadium")                                   # once during the turn


def test_1263_mystery_garden_not_usable_without_energy_or_when_it_would_draw_nothing():
    s = Scenario()
    s.active(0, DEOXYS).bench(0, DEOXYS).active(1, SNOVER).stadium(MYSTERY_GARDEN)
    assert not s.hand(0, [SWITCH, SWITCH]).start().can("stadium")           # no Energy
    assert not s.hand(0, [W, SWITCH, SWITCH]).start().can("stadium")        # 2 left: already 2
    assert s.hand(0, [W, SWITCH]).start().can("stadium")


def test_1263_mystery_garden_each_player_uses_it_on_their_own_turn():
    s = Scenario(turn=4, current=1)
    s.active(0, STUFFUL).active(1, DEOXYS).bench(1, DEOXYS).hand(1, [P]).stadium(MYSTERY_GARDEN, 0)
    t = s.start().stadium_ability()
    assert t.discard_ids(1) == [P] and len(t.player(1).hand) == 2


# -- 1013 Shaymin — Send Flowers ---------------------------------------------------------------
def test_1013_send_flowers_an_energy_from_the_deck_to_a_benched_grass_pokemon():
    s = vs(SHAYMIN_SF, [G]).bench(0, STUFFUL).bench(0, SHAYMIN_SF).deck(0, [W, SWITCH, G])
    t = s.start().attack("Send Flowers")
    assert t.card_options() == {W, G}
    t.choose(G)                                                   # one target: no question
    assert t.energy_ids(0, 2) == [G] and t.energy_ids(0, 1) == []


def test_1013_send_flowers_without_a_benched_grass_pokemon_only_shuffles():
    s = vs(SHAYMIN_SF, [G]).bench(0, STUFFUL).deck(0, [W, SWITCH, G])
    t = s.start().attack("Send Flowers")
    assert t.energy_ids(0, 0) == [G] and t.energy_ids(0, 1) == [] and len(t.player(0).deck) == 3
    assert "P1 shuffles their deck" in t.log


# -- 1021 Dartrix — Feather Shot ---------------------------------------------------------------
def test_1021_feather_shot_90_to_a_chosen_pokemon_and_all_energy_discarded():
    s = vs(DARTRIX, [G, W, W], under=[1020], defender=SNOVER).bench(1, KYOGRE)
    t = s.start().attack("Feather Shot")
    t.choose((1, 1))
    assert t.mon(1, 1).damage == 90 and t.mon(1, 0).damage == 0
    assert t.energy_ids(0) == [] and t.discard_ids(0) == sorted([G, W, W])


# -- 155 Carracosta — Primal Knowledge ---------------------------------------------------------
def test_155_primal_knowledge_30_more_to_an_active_evolution_pokemon():
    s = vs(STUFFUL, [W], defender=1375).bench(0, CARRACOSTA, under=[TIRTOUGA])
    s.active(1, 1375, under=[1374])
    t = s.start().attack("Light Punch")
    assert t.mon(1).damage == 10 + 30


def test_155_primal_knowledge_nothing_more_against_a_basic_pokemon():
    s = vs(STUFFUL, [W], defender=RAGING_BOLT_EX).bench(0, CARRACOSTA, under=[TIRTOUGA])
    t = s.start().attack("Light Punch")
    assert t.mon(1).damage == 10


# -- 137 Zoroark — Illusory Hijacking ----------------------------------------------------------
def test_137_illusory_hijacking_60_for_each_opposing_pokemon_ex():
    s = vs(ZOROARK, [D, D], under=[136], defender=RAGING_BOLT_EX).bench(1, PIKACHU_EX).bench(1, SNOVER)
    t = s.start().attack("Illusory Hijacking")
    assert t.mon(1).damage == 120


# -- 45 Shaymin — Pinpoint Dive ----------------------------------------------------------------
def test_45_pinpoint_dive_60_to_a_benched_pokemon_ex_only():
    s = vs(SHAYMIN_PD, [G], defender=SNOVER).bench(1, DREEPY).bench(1, PIKACHU_EX).bench(1, HOPS_ZACIAN_EX)
    t = s.start().attack("Pinpoint Dive")
    assert set(t.options) == {(1, 2), (1, 3)}
    t.choose((1, 2))
    assert t.mon(1, 2).damage == 60 and t.mon(1, 0).damage == 0


def test_45_pinpoint_dive_without_a_benched_pokemon_ex_does_no_damage():
    s = vs(SHAYMIN_PD, [G], defender=PIKACHU_EX).bench(1, DREEPY)
    t = s.start().attack("Pinpoint Dive")
    assert t.mon(1, 0).damage == 0 and t.mon(1, 1).damage == 0


# -- 51 Palafin — Vanguard Punch ---------------------------------------------------------------
def test_51_vanguard_punch_10_damage_to_itself_per_damage_counter():
    t = vs(PALAFIN_V, [W], under=[105], damage=30).start().attack("Vanguard Punch")
    assert t.mon(1).damage == 130 and t.mon(0).damage == 30 + 30


# -- 124 Chansey — Lucky Attachment ------------------------------------------------------------
def test_124_lucky_attachment_a_basic_energy_from_hand_to_1_of_your_pokemon():
    s = vs(CHANSEY, [W]).bench(0, STUFFUL).hand(0, [R, SWITCH])
    t = s.start().attack("Lucky Attachment")
    assert t.card_options() == {R}
    t.choose(R).choose((0, 1))
    assert t.energy_ids(0, 1) == [R] and t.hand_ids(0) == [SWITCH]


# -- 1420 Backtrack Badge ----------------------------------------------------------------------
def badge_position(attacker=KANGASKHAN, energy=(W, W, W), **kw):
    return vs(attacker, energy, tools=[BACKTRACK_BADGE], defender=MEGA_LATIAS_EX, **kw)


def test_1420_backtrack_badge_flips_the_attacks_coins_again():
    t = badge_position().start().coins("TTHH").attack("Dizzy Punch")
    assert t.decision.kind == YES_NO and t.decision.source == BACKTRACK_BADGE
    t.choose(True)                                                # ignore the 2 tails
    assert t.mon(1).damage == 180 and t.state.current == 1       # no second offer: once a turn


def test_1420_backtrack_badge_can_be_used_again_during_your_next_turn():
    t = badge_position().start().coins("TTHH").attack("Dizzy Punch").choose(True)
    t.end_turn()
    t.coins("TT").attack("Dizzy Punch")
    assert t.decision.kind == YES_NO and t.decision.source == BACKTRACK_BADGE


def test_1420_backtrack_badge_declined_keeps_the_results():
    t = badge_position().start().coins("HT").attack("Dizzy Punch").choose(False)
    assert t.mon(1).damage == 90


def test_1420_backtrack_badge_only_for_a_colorless_pokemon():
    t = vs(ZORUA, [D, W], tools=[BACKTRACK_BADGE]).start().coins("TT").attack("Double Scratch")
    assert t.state.current == 1 and t.decision.kind != YES_NO     # a {D} Pokémon: not asked


def test_1420_backtrack_badge_keeps_the_choices_made_before_the_coins():
    s = badge_position(TAUROS, (W, W)).bench(0, TAUROS).bench(1, KYOGRE).bench(1, RAGING_BOLT_EX)
    t = s.start().coins("TTHH").attack("Target Together")
    t.choose((1, 2))                                              # the target, then 2 coins
    assert t.decision.kind == YES_NO
    t.choose(True)                                                # the target is not asked again
    assert t.mon(1, 2).damage == 100 and t.mon(1, 1).damage == 0 and t.mon(1, 0).damage == 0


def test_1420_backtrack_badge_undoes_an_effect_step_and_runs_it_again():
    t = badge_position(UNFEZANT, (W, W), under=[551, 552]).start().coins("TH").attack("Swift Flight")
    assert t.mon(1).damage == 120 and t.decision.kind == YES_NO
    assert not any(e.kind == "prevent_all" for e in t.state.effects)
    t.choose(True)
    assert t.mon(1).damage == 120                                 # damage is not done again
    assert any(e.kind == "prevent_all" for e in t.state.effects)


def test_1420_backtrack_badge_clone_at_the_question_replays_exactly():
    t = badge_position().start().attack("Dizzy Punch")           # coins from the seed
    twin = t.game.clone()
    assert digest(twin.state) == digest(t.state)
    t.choose(True)
    twin.apply(YES)
    assert digest(twin.state) == digest(t.state) and twin.state.events is None


def test_1420_backtrack_badge_clone_replays_the_answers_given_again():
    s = badge_position(TAUROS, (W, W)).bench(1, KYOGRE)
    t = s.start().attack("Target Together").choose((1, 1))       # the target, then a coin
    twin = t.game.clone()
    assert digest(twin.state) == digest(t.state)
    t.choose(True)
    twin.apply(YES)
    assert t.state.current == 1                                   # the target was not asked again
    assert digest(twin.state) == digest(t.state) and twin.state.events is None


def test_1420_backtrack_badge_is_not_for_the_confusion_flip():
    t = badge_position(conditions=["confused"]).start().coins("T").attack("Dizzy Punch")
    assert t.mon(0).damage == 30 and t.state.current == 1         # no question: the attack failed


def test_1420_backtrack_badge_is_offered_before_choosing_on_the_results():
    """1341 Watchog — Snap Inspection: 3 coins, then a card of the opponent's hand per heads.
    The re-flip comes before that choice; the new coins (all tails) do nothing."""
    s = badge_position(WATCHOG, (W,), under=[1340]).hand(1, [SWITCH, W])
    t = s.start().coins("HTTTTT").attack("Snap Inspection")
    assert t.decision.kind == YES_NO and t.decision.player == 0
    t.choose(True)
    assert t.state.current == 1 and t.hand_ids(1).count(SWITCH) == 1
    assert t.player(1).revealed == []                             # the reveal was undone


def test_1420_backtrack_badge_declined_then_the_choices_on_the_results():
    s = badge_position(WATCHOG, (W,), under=[1340]).hand(1, [SWITCH, W])
    t = s.start().coins("HTT").attack("Snap Inspection").choose(False)
    assert t.decision.kind == CHOOSE_CARD and t.decision.player == 0
    t.choose(SWITCH)
    assert SWITCH not in t.hand_ids(1)
