"""Scenario tests of the Destined Rivals (DRI) pool cards beyond the reference decks."""

import pytest

from ptcg.cards.db import CARD_LIST
from ptcg.decisions import CHOOSE_ATTACK, YES_NO
from ptcg.rules import queries as Q
from ptcg.state import CONFUSED
from ptcg.testing import DONE, Scenario, attack_of, energy_for, ready_to_attack

G, R, W, L, P, F, D, M = 1, 2, 3, 4, 5, 6, 7, 8
TR_ENERGY = 15
DRAGAPULT_EX, KYOGRE, SNOVER, SCORBUNNY = 121, 721, 722, 151
MEWTWO_EX, SHAYMIN = 431, 343
HEROS_CAPE, FULL_METAL_LAB, SWITCH, BOSS = 1159, 1244, 1123, 1182
ARIANA, ARCHER = 1216, 1217
SANDWICH, BOTHER_BOT, GREAT_BALL, RECYCLER, EMCEE, ETHANS_ADVENTURE = 1130, 1131, 1132, 1139, 1214, 1215


def pass_turn(t):
    """From player 0's attack: let player 1 end their turn, back to player 0."""
    assert t.state.current == 1
    t.end_turn()
    assert t.state.current == 0
    return t


# -- attacks: damage ---------------------------------------------------------------------------

def test_23_super_sandstorm_hits_every_damaged_benched_pokemon_on_both_sides():
    s = ready_to_attack(23, 5).bench(0, SNOVER, damage=20).bench(0, SCORBUNNY)
    s.bench(1, SNOVER, damage=10).bench(1, SCORBUNNY)
    t = s.start()
    t.use(23, 5)
    assert t.mon(1).damage == 150
    assert [m.damage for m in t.player(1).bench] == [50, 0]
    assert [m.damage for m in t.player(0).bench] == [60, 0]


@pytest.mark.parametrize("kos, damage", [([(2, 352, True, 1)], 170), ([(2, 352, False, 1)], 70),
                                         ([(2, SNOVER, True, 1)], 70), ([(1, 352, True, 0)], 70)])
def test_338_rallying_horn_100_more_after_an_ethans_pokemon_was_knocked_out_by_an_attack(kos, damage):
    t = ready_to_attack(338, 471).flags(0, kos=kos).start()
    t.use(338, 471)
    assert t.mon(1).damage == damage


def test_354_buddy_blast_60_more_per_ethans_adventure_in_the_discard():
    t = ready_to_attack(354, 490).discard(0, [ETHANS_ADVENTURE, ETHANS_ADVENTURE, ARIANA]).start()
    t.use(354, 490)
    assert t.mon(1).damage == 160


def test_361_abrupt_flash_80_more_only_right_after_evolving_from_mistys_staryu():
    s = Scenario().active(0, 360, energy=[W], entered_turn=1).active(1, DRAGAPULT_EX).hand(0, [361])
    t = s.start()
    t.evolve(361, 0)
    t.use(361, 499)
    assert t.mon(1).damage == 140
    t = ready_to_attack(361, 499).start()
    t.use(361, 499)
    assert t.mon(1).damage == 60


def test_363_splashing_panic_70_per_mistys_pokemon_among_the_top_7_cards():
    t = ready_to_attack(363, 501).deck(0, [360, 362, W, W, 359, W, W, 364, W]).start()
    t.use(363, 501)
    assert t.mon(1).damage == 210
    assert len(t.player(0).discard) == 7 and len(t.player(0).deck) == 2


def test_366_aqua_split_30_to_each_of_2_benched_pokemon():
    s = ready_to_attack(366, 506).bench(1, SNOVER).bench(1, SCORBUNNY).bench(1, KYOGRE)
    t = s.start()
    t.use(366, 506)
    t.choose((1, 1), (1, 3))
    assert t.mon(1).damage == 60
    assert [m.damage for m in t.player(1).bench] == [30, 0, 30]


@pytest.mark.parametrize("accept, damage, recoil", [(True, 240, 50), (False, 120, 0)])
def test_369_dynamic_dive_may_do_120_more_and_50_to_itself(accept, damage, recoil):
    t = ready_to_attack(369, 512).start()
    t.use(369, 512)
    t.choose(accept)
    assert t.mon(1).damage == damage and t.mon(0).damage == recoil


def test_375_flash_impact_also_hits_one_of_your_own_benched_pokemon():
    t = ready_to_attack(375, 522).bench(0, SNOVER).bench(0, SCORBUNNY).start()
    t.use(375, 522)
    t.choose((0, 2))
    assert t.mon(1).damage == 120
    assert [m.damage for m in t.player(0).bench] == [0, 40]


@pytest.mark.parametrize("cid", [376, 396, 413, 420, 877])
def test_gadget_show_30_per_tool_on_your_pokemon(cid):
    s = ready_to_attack(cid, 524, tools=[HEROS_CAPE]).bench(0, SNOVER, tools=[HEROS_CAPE]).bench(0, SCORBUNNY)
    s.bench(1, SNOVER, tools=[HEROS_CAPE])
    t = s.start()
    t.use(cid, 524)
    assert t.mon(1).damage == 60


def test_377_thunder_raid_210_to_a_benched_pokemon_ex_and_discards_all_energy():
    s = ready_to_attack(377, 526).bench(1, SNOVER).bench(1, MEWTWO_EX)
    t = s.start()
    t.use(377, 526)                               # only the Pokémon ex can be chosen: not asked
    assert t.mon(1, 2).damage == 210 and t.mon(1, 1).damage == 0 and t.mon(1).damage == 0
    assert t.mon(0).energy == [] and t.discard_ids(0) == [L, L, L]


def test_377_thunder_raid_still_discards_without_a_benched_pokemon_ex():
    t = ready_to_attack(377, 526).bench(1, SNOVER).start()
    t.use(377, 526)
    assert t.mon(1, 1).damage == 0 and t.mon(0).energy == []


@pytest.mark.parametrize("damaged, damage", [(0, 150), (10, 30)])
def test_389_vigorous_tackle_120_more_without_damage_counters(damaged, damage):
    t = ready_to_attack(389, 543, damage=damaged).start()
    t.use(389, 543)
    assert t.mon(1).damage == damage


@pytest.mark.parametrize("defender, damage", [(DRAGAPULT_EX, 100), (SNOVER, 50)])
def test_390_clean_hit_50_more_against_an_evolution_pokemon(defender, damage):
    t = ready_to_attack(390, 546, defender=defender).start()
    t.use(390, 546)
    assert t.mon(1).damage == damage


@pytest.mark.parametrize("cid, name", [(411, "Double Kick"), (617, "Double Hit")])
def test_double_kick_40_per_heads_of_2_coins(cid, name):
    t = ready_to_attack(cid, 578).start().coins("HT")
    t.attack(name)
    assert t.mon(1).damage == 40


def test_412_inferno_kick_flurry_hits_a_benched_pokemon_and_discards_2_energy():
    s = ready_to_attack(412, 580, extra_energy=[R]).bench(1, SNOVER).bench(1, KYOGRE)
    t = s.start()
    t.use(412, 580)
    t.choose((1, 2))
    assert t.mon(1).damage == 120 and t.mon(1, 2).damage == 120 and t.mon(1, 1).damage == 0
    assert len(t.mon(0).energy) == 2 and t.discard_ids(0) == [R, R]


@pytest.mark.parametrize("energy, damage", [([W, W, W, G, G], 240), ([W, W, W, W, W], 120)])
def test_419_frozen_wood_120_more_with_2_grass_energy(energy, damage):
    t = Scenario().active(0, 419, energy=energy).active(1, DRAGAPULT_EX).start()
    t.use(419, 590)
    assert t.mon(1).damage == damage


def test_430_bench_manipulation_80_per_tails_of_the_opponents_flips_without_weakness():
    s = ready_to_attack(430, 607).bench(1, SNOVER).bench(1, SCORBUNNY).bench(1, KYOGRE)
    t = s.start().coins("HTT")
    t.use(430, 607)
    assert t.mon(1).damage == 160
    assert any("P2 flips" in line for line in t.log)


def test_430_bench_manipulation_ignores_weakness():
    weak_to_psychic = next(c.id for c in CARD_LIST if c is not None and c.is_pokemon and c.weakness == P
                           and c.hp >= 200)
    t = ready_to_attack(430, 607, defender=weak_to_psychic).bench(1, SNOVER).start().coins("T")
    t.use(430, 607)
    assert t.mon(1).damage == 80


def test_438_drag_off_brings_up_a_benched_pokemon_then_hits_it_for_30():
    s = ready_to_attack(438, 617).bench(1, SNOVER).bench(1, SCORBUNNY)
    t = s.start()
    t.use(438, 617)
    t.choose((1, 1))
    assert t.mon(1).cid == SNOVER and t.mon(1).damage == 30
    assert t.mon(1, 1).cid == DRAGAPULT_EX and t.mon(1, 1).damage == 0


def test_438_drag_off_does_no_damage_without_a_bench():
    t = ready_to_attack(438, 617).start()
    t.use(438, 617)
    assert t.mon(1).damage == 0


@pytest.mark.parametrize("damaged, damage", [(20, 280), (10, 160)])
def test_439_lose_cool_120_more_with_2_damage_counters(damaged, damage):
    t = ready_to_attack(439, 618, damage=damaged).start()
    t.use(439, 618)
    assert t.mon(1).damage == damage


@pytest.mark.parametrize("stadium, damage", [(FULL_METAL_LAB, 140), (None, 70)])
def test_444_mountain_drop_70_more_with_a_stadium_in_play(stadium, damage):
    s = ready_to_attack(444, 625)
    if stadium:
        s.stadium(stadium)
    t = s.start()
    t.use(444, 625)
    assert t.mon(1).damage == damage


@pytest.mark.parametrize("defender_energy, damage", [([W], 170), ([], 50), ([W, W], 50)])
def test_446_harmonious_spirit_palm_120_more_with_equal_energy(defender_energy, damage):
    s = ready_to_attack(446, 627)
    s.active(1, DRAGAPULT_EX, energy=defender_energy)
    t = s.start()
    t.use(446, 627)
    assert t.mon(1).damage == damage


@pytest.mark.parametrize("defender, damage", [(DRAGAPULT_EX, 280), (KYOGRE, 140)])
def test_447_giant_rock_140_more_against_a_stage_2(defender, damage):
    t = ready_to_attack(447, 629, defender=defender).start()
    t.use(447, 629)
    assert t.mon(1).damage == damage


def test_449_spinning_tail_30_to_each_of_the_opponents_pokemon():
    t = ready_to_attack(449, 632).bench(1, SNOVER).bench(1, KYOGRE).start()
    t.use(449, 632)
    assert [m.damage for m in t.player(1).in_play()] == [30, 30, 30]


def test_452_love_impact_120_more_with_a_nidoking_on_the_bench():
    t = ready_to_attack(452, 636).bench(0, 455).start()
    t.use(452, 636)
    assert t.mon(1).damage == 180
    t = ready_to_attack(452, 636).bench(0, 454).start()
    t.use(452, 636)
    assert t.mon(1).damage == 60


@pytest.mark.parametrize("cid", [454, 545])
def test_horn_rend_60_more_against_a_damaged_active(cid):
    atk = attack_of(cid, 641)
    s = ready_to_attack(cid, 641)
    s.active(1, DRAGAPULT_EX, damage=10)
    t = s.start()
    t.attack(atk.name)
    assert t.mon(1).damage == 10 + atk.damage + 60
    t = ready_to_attack(cid, 641).start()
    t.attack(atk.name)
    assert t.mon(1).damage == atk.damage


def test_462_explode_together_now_40_per_koffing_and_weezing_on_both_sides():
    t = ready_to_attack(462, 651).bench(0, 461).bench(0, SNOVER).bench(1, 461).start()
    t.use(462, 651)
    assert t.mon(1).damage == 120


def test_464_strike_the_sleeper_20_per_counter_on_a_benched_pokemon():
    t = ready_to_attack(464, 655).bench(1, KYOGRE, damage=30).bench(1, SCORBUNNY).start()
    t.use(464, 655)
    t.choose((1, 1))
    assert t.mon(1, 1).damage == 90 and t.mon(1).damage == 0


def test_465_hurricane_of_needles_80_per_heads_of_4_coins():
    t = ready_to_attack(465, 657).start().coins("HHTH")
    t.use(465, 657)
    assert t.mon(1).damage == 240


@pytest.mark.parametrize("coins, recoil", [("TT", 90), ("HT", 0)])
def test_469_reckless_abandon_90_to_itself_on_2_tails(coins, recoil):
    t = ready_to_attack(469, 662).start().coins(coins)
    t.use(469, 662)
    assert t.mon(1).damage == 90
    if recoil:
        assert 469 in t.discard_ids(0)          # 90 HP: Knocked Out by its own damage
    else:
        assert t.mon(0).damage == 0


@pytest.mark.parametrize("cid", [474, 475])
def test_r_command_20_per_team_rocket_supporter_in_the_discard(cid):
    t = ready_to_attack(cid, 670).discard(0, [ARIANA, ARCHER, BOSS, ARIANA]).start()
    t.use(cid, 670)
    assert t.mon(1).damage == 60


@pytest.mark.parametrize("cid, bonus", [(642, 40), (643, 70)])
def test_pointy_nails_and_claws_more_against_a_pokemon_ex(cid, bonus):
    aid = 929 if cid == 642 else 930
    base = attack_of(cid, aid).damage
    t = ready_to_attack(cid, aid).start()
    t.use(cid, aid)
    assert t.mon(1).damage == base + bonus
    t = ready_to_attack(cid, aid, defender=KYOGRE).start()
    t.use(cid, aid)
    assert t.mon(1).damage == base


def test_649_spiky_wheel_40_more_per_darkness_energy():
    t = Scenario().active(0, 649, energy=[D, D, W]).active(1, DRAGAPULT_EX).start()
    t.use(649, 938)
    assert t.mon(1).damage == 100


# -- attacks: effects ----------------------------------------------------------------------------

def test_340_jet_cyclone_moves_3_energy_to_a_benched_pokemon():
    t = ready_to_attack(340, 474).bench(0, 339).start()
    t.use(340, 474)
    assert t.mon(1).damage == 210
    assert t.energy_ids(0, 1) == [G, G, G] and t.energy_ids(0) == [G]


def test_340_jet_cyclone_moves_nothing_without_a_bench():
    t = ready_to_attack(340, 474).start()
    t.use(340, 474)
    assert len(t.mon(0).energy) == 4


def test_348_hydra_breath_discards_6_grass_energy_and_knocks_out_the_active():
    s = ready_to_attack(348, 482).bench(1, SNOVER).hand(0, [G] * 6 + [W])
    t = s.start()
    t.use(348, 482)
    assert t.decision.kind == YES_NO
    t.choose(True)
    assert t.discard_ids(0) == [G] * 6 and t.hand_ids(0) == [W, W, W]       # + 2 Prize cards
    assert DRAGAPULT_EX in t.discard_ids(1)
    assert len(t.player(0).prizes) == 4          # a Pokémon ex: 2 Prize cards


@pytest.mark.parametrize("hand, answer", [([G] * 5, None), ([G] * 6, False)])
def test_348_hydra_breath_does_nothing_without_6_grass_energy_discarded(hand, answer):
    t = ready_to_attack(348, 482).hand(0, hand).start()
    t.use(348, 482)
    if answer is not None:
        t.choose(answer)
    assert t.mon(1).damage == 0 and t.state.players[1].active.cid == DRAGAPULT_EX
    assert t.hand_ids(0) == sorted(hand) and t.state.current == 1


@pytest.mark.parametrize("cid, aid, etype", [(349, 484, G), (358, 495, R), (370, 513, W), (386, 538, F)])
def test_kagura_attaches_a_basic_energy_of_its_type_from_the_deck(cid, aid, etype):
    t = ready_to_attack(cid, aid).bench(0, SNOVER).deck(0, [SNOVER, etype, SCORBUNNY, SCORBUNNY]).start()
    t.use(cid, aid)
    assert t.card_options() == {etype}
    t.choose(etype, (0, 1))
    assert t.energy_ids(0, 1) == [etype]
    assert etype not in [c >> 7 for c in t.player(0).deck]


@pytest.mark.parametrize("cid, aid", [(349, 485), (389, 544), (439, 618), (979, 618)])
def test_self_lock_attacks_cannot_be_used_during_your_next_turn(cid, aid):
    t = ready_to_attack(cid, aid).start()
    name = attack_of(cid, aid).name
    t.attack(name)
    pass_turn(t)
    assert not t.can("attack", name)
    t.end_turn()
    pass_turn(t)                                  # the turn after: usable again
    assert t.can("attack", name)


@pytest.mark.parametrize("cid", [368, 640])
def test_aqua_slash_no_attack_during_your_next_turn(cid):
    atk = attack_of(cid, 510)
    t = Scenario().active(0, cid, energy=energy_for(atk) + [W] * 2).active(1, DRAGAPULT_EX).start()
    t.attack(atk.name)
    pass_turn(t)
    assert not any(o[0] == "attack" for o in t.options)


def test_357_shining_feathers_heals_50_from_each_of_your_pokemon():
    s = ready_to_attack(357, 494, damage=60).bench(0, SNOVER, damage=30).bench(0, SCORBUNNY)
    t = s.start()
    t.use(357, 494)
    assert [m.damage for m in t.player(0).in_play()] == [10, 0, 0]


def test_420_manual_wash_heals_10_from_each_of_your_pokemon():
    t = ready_to_attack(420, 591, damage=20).bench(0, SNOVER, damage=10).start()
    t.use(420, 591)
    assert t.mon(1).damage == 20
    assert [m.damage for m in t.player(0).in_play()] == [10, 0]


def test_364_swim_together_finds_up_to_3_mistys_pokemon():
    t = ready_to_attack(364, 503).deck(0, [360, SNOVER, 362, 359, 361, W]).start()
    t.use(364, 503)
    assert t.card_options() == {359, 360, 361, 362}
    t.choose(359, 360, 362)
    assert t.hand_ids(0) == [359, 360, 362]


def test_378_try_to_imitate_heads_uses_an_attack_of_the_defending_pokemon():
    t = ready_to_attack(378, 528, defender=KYOGRE).start().coins("H")
    t.use(378, 528)
    assert t.decision.kind == CHOOSE_ATTACK and set(t.options) == {1042, 1043}
    t.choose(1043)                                # Swirling Waves: 130, discard 2 Energy
    assert t.mon(1).damage == 130
    assert t.mon(0).energy == []


def test_378_try_to_imitate_tails_does_nothing():
    t = ready_to_attack(378, 528, defender=KYOGRE).start().coins("T")
    t.use(378, 528)
    assert t.mon(1).damage == 0 and len(t.mon(0).energy) == 2


@pytest.mark.parametrize("cid", [385, 1039])
def test_pull_switches_in_a_benched_pokemon_of_your_choice(cid):
    t = ready_to_attack(cid, 536).bench(1, SNOVER).bench(1, SCORBUNNY).start()
    t.use(cid, 536)
    t.choose((1, 2))
    assert t.mon(1).cid == SCORBUNNY and t.mon(1, 2).cid == DRAGAPULT_EX


@pytest.mark.parametrize("cid", [396, 777])
def test_trimming_mower_discards_the_stadium(cid):
    t = ready_to_attack(cid, 553).stadium(FULL_METAL_LAB, owner=1).start()
    t.use(cid, 553)
    assert t.state.stadium is None and t.discard_ids(1) == [FULL_METAL_LAB]


def test_399_searching_eyes_looks_at_a_face_down_prize_and_changes_nothing():
    t = ready_to_attack(399, 558).prizes(1, [W, W, W, W, W, F]).start()
    before = list(t.player(1).prizes)
    t.use(399, 558)
    assert any("looks at a face-down Prize card of P2: Basic {F} Energy" in line for line in t.log)
    assert t.player(1).prizes == before
    # only the player who looked reads which card it was
    assert "P1 looks at a face-down Prize card of P2" in t.game.log_for(1)
    assert not any("Energy" in line for line in t.game.log_for(1) if "looks at" in line)


def test_407_evil_incineration_discards_the_active_without_a_knock_out():
    s = Scenario().active(0, 407, energy=[R, TR_ENERGY, W]).active(1, DRAGAPULT_EX, energy=[W])
    s.bench(1, SNOVER)
    t = s.start()
    t.use(407, 571)
    assert sorted(t.discard_ids(1)) == [W, DRAGAPULT_EX]
    assert TR_ENERGY in t.discard_ids(0)
    assert len(t.player(0).prizes) == 6 and t.mon(1).cid == SNOVER


def test_407_evil_incineration_needs_a_team_rockets_energy_to_discard():
    t = Scenario().active(0, 407, energy=[R, W, W, W]).active(1, DRAGAPULT_EX).start()
    t.use(407, 571)
    assert t.mon(1).cid == DRAGAPULT_EX and t.mon(0).energy and t.discard_ids(1) == []


def test_409_cruel_coal_burns_and_confuses():
    t = ready_to_attack(409, 573).start()
    t.use(409, 573)
    mon = t.mon(1)
    assert mon.burn and mon.rotation == CONFUSED


@pytest.mark.parametrize("cid", [415, 621])
def test_shell_press_10_less_damage_during_the_opponents_next_turn(cid):
    s = ready_to_attack(cid, 584, defender=SNOVER)
    s.active(1, SNOVER, energy=[W, W])
    t = s.start()
    t.use(cid, 584)
    t.attack("Icy Snow")                          # 30, minus 10
    assert t.mon(0).damage == 20


@pytest.mark.parametrize("cid", [425, 1309])
def test_jamming_wing_may_move_an_energy_of_the_defender_to_its_bench(cid):
    s = ready_to_attack(cid, 599)
    s.active(1, DRAGAPULT_EX, energy=[R, P]).bench(1, SNOVER)
    t = s.start()
    t.use(cid, 599)
    assert DONE in t.options
    t.choose(R)
    assert t.energy_ids(1) == [P] and t.energy_ids(1, 1) == [R]
    t = s.start()
    t.use(cid, 599)
    t.choose(DONE)
    assert t.energy_ids(1) == [R, P]


@pytest.mark.parametrize("cid", [435, 595])
def test_disruptive_radar_puts_the_opponents_top_5_back_in_any_order(cid):
    t = ready_to_attack(cid, 613).deck(1, [G, R, W, L, P, F]).start()
    t.use(cid, 613)
    t.choose(P, L, W, R)                          # top to bottom: P, L, W, R, then G
    assert t.hand_ids(1) == [P]                   # player 1's draw for their turn
    assert [c >> 7 for c in t.player(1).deck[::-1]] == [L, W, R, G, F]


def test_447_regi_charge_attaches_up_to_2_fighting_energy_from_the_discard():
    t = ready_to_attack(447, 628).discard(0, [F, F, F]).start()
    t.use(447, 628)
    t.choose(F, F)
    assert t.energy_ids(0).count(F) == 2
    assert t.discard_ids(0) == [F]


def test_451_dark_awakening_evolves_up_to_2_darkness_pokemon_from_the_deck():
    s = Scenario().active(0, 451, energy=[D]).bench(0, 453).bench(0, SNOVER).active(1, DRAGAPULT_EX)
    s.deck(0, [452, W, 454, W])
    t = s.start()
    t.use(451, 634)
    assert {o for o in t.options if o != DONE} == {(0, 0), (0, 1)}      # Snover is not {D}
    t.choose((0, 0), (0, 1), 452, 454)
    assert t.mon(0).cid == 452 and t.mon(0, 1).cid == 454
    assert t.mon(0, 1).energy == [] and t.energy_ids(0) == [D]


def test_460_gooped_up_confuses_and_stops_retreat_next_turn():
    s = ready_to_attack(460, 648)
    s.active(1, SNOVER, energy=[W, W]).bench(1, SCORBUNNY)
    t = s.start()
    t.use(460, 648)
    assert t.mon(1).rotation == CONFUSED
    assert not t.can("retreat", 1)
    assert not Q.can_retreat(t.state, t.mon(1))


def test_465_iron_shake_up_moves_metal_energy_between_your_pokemon():
    t = Scenario().active(0, 465, energy=[M, M]).bench(0, SNOVER).active(1, DRAGAPULT_EX).start()
    t.use(465, 656)
    t.choose((0, 0), DONE)
    assert t.energy_ids(0) == [M] and t.energy_ids(0, 1) == [M]


def test_466_roost_heals_50_and_it_cant_retreat_next_turn():
    s = ready_to_attack(466, 658, damage=60).bench(0, SNOVER)
    t = s.start()
    t.use(466, 658)
    assert t.mon(0).damage == 10
    pass_turn(t)
    assert not t.can("retreat", 1)
    assert Q.retreat_cost(t.state, t.mon(0)) == 1 and t.mon(0).energy


def test_471_haughty_order_uses_an_attack_from_the_opponents_top_10_cards():
    t = ready_to_attack(471, 665).deck(1, [W, KYOGRE, W]).start()
    t.use(471, 665)
    t.choose(True)
    assert set(t.options) == {1042, 1043}
    t.choose(1043)                                # Swirling Waves
    assert t.mon(1).damage == 130 and t.mon(0).energy == []
    assert any("shuffles" in line and "P2" in line for line in t.log[-4:])


def test_471_haughty_order_may_decline_and_does_no_damage():
    t = ready_to_attack(471, 665).deck(1, [W, KYOGRE, W]).start()
    t.use(471, 665)
    t.choose(False)
    assert t.mon(1).damage == 0 and len(t.mon(0).energy) == 2


def test_473_hacking_each_player_discards_a_card():
    t = ready_to_attack(473, 669).hand(0, [W, F]).hand(1, [G, R]).start()
    t.use(473, 669)
    t.choose(F)
    assert t.decision.player == 1
    t.choose(R)
    assert t.hand_ids(0) == [W] and t.discard_ids(0) == [F]
    assert t.hand_ids(1) == [G, W] and t.discard_ids(1) == [R]      # W: player 1's draw


def test_473_hacking_with_an_empty_hand_does_nothing():
    t = ready_to_attack(473, 669).hand(1, [G, R]).start()
    t.use(473, 669)
    assert t.hand_ids(1) == [G, R, W] and t.discard_ids(1) == []


@pytest.mark.parametrize("cid", [477, 837])
def test_add_on_draws_3(cid):
    t = ready_to_attack(cid, 673).start()
    t.use(cid, 673)
    assert len(t.player(0).hand) == 3


@pytest.mark.parametrize("accept", [True, False])
def test_478_push_down_the_opponent_may_be_made_to_switch(accept):
    t = ready_to_attack(478, 675).bench(1, SNOVER).start()
    t.use(478, 675)
    t.choose(accept)
    assert t.mon(1).cid == (SNOVER if accept else DRAGAPULT_EX)


def test_635_summoning_sign_benches_up_to_2_basic_stevens_pokemon():
    t = ready_to_attack(635, 919).deck(0, [637, 641, 639, SNOVER]).start()
    t.use(635, 919)
    assert t.card_options() == {637, 639}
    t.choose(637, 639)
    assert [m.cid for m in t.player(0).bench] == [637, 639]


# -- Abilities ---------------------------------------------------------------------------------

def test_340_buzzing_boost_attaches_grass_energy_when_it_becomes_active_by_switch():
    s = Scenario().active(0, SNOVER).bench(0, 340).active(1, SNOVER).hand(0, [SWITCH])
    s.deck(0, [G, W, G, G, G])
    t = s.start()
    t.play(SWITCH)
    assert t.decision.kind == YES_NO
    t.choose(True, G, G, G)
    assert t.mon(0).cid == 340 and t.energy_ids(0) == [G, G, G]


def test_340_buzzing_boost_by_retreat_and_only_once_a_turn():
    s = Scenario().active(0, SCORBUNNY, energy=[W]).bench(0, 340).active(1, SNOVER)
    s.hand(0, [SWITCH, SWITCH]).deck(0, [G, G, G, G])
    t = s.start()
    t.retreat(1)
    t.choose(True, G, DONE)
    assert t.energy_ids(0) == [G]
    t.play(SWITCH)                                # Yanmega to the Bench, Scorbunny back up
    t.play(SWITCH)                                # Yanmega up again: already used this turn
    assert t.mon(0).cid == 340 and t.decision.kind == "main" and t.energy_ids(0) == [G]


def test_340_buzzing_boost_is_not_offered_during_the_opponents_turn():
    s = Scenario(current=1).active(0, SNOVER).bench(0, 340).active(1, SNOVER).hand(1, [BOSS])
    s.deck(0, [G, G, G])
    t = s.start()
    t.play(BOSS)
    assert t.mon(0).cid == 340 and t.mon(0).energy == []
    assert t.decision.kind == "main" and t.decision.player == 1


def test_351_hurried_gait_draws_a_card_once_a_turn():
    t = Scenario().active(0, 351).active(1, SNOVER).start()
    t.ability(0)
    assert len(t.player(0).hand) == 1
    assert not t.can("ability", 0, 0)


def test_353_bonded_by_the_journey_finds_an_ethans_adventure():
    t = Scenario().active(0, 353).active(1, SNOVER).deck(0, [W, ETHANS_ADVENTURE, W]).start()
    t.ability(0)
    t.choose(ETHANS_ADVENTURE)
    assert t.hand_ids(0) == [ETHANS_ADVENTURE]


def test_357_golden_flame_attaches_up_to_2_fire_energy_to_a_benched_ethans_pokemon():
    s = Scenario().active(0, 357).bench(0, 352).bench(0, SNOVER).active(1, SNOVER).hand(0, [R, R, R])
    t = s.start()
    t.ability(0)
    t.choose(R)                                   # the second card
    assert t.energy_ids(0, 1) == [R, R] and t.hand_ids(0) == [R]
    assert not t.can("ability", 0, 0)


def test_357_golden_flame_needs_a_benched_ethans_pokemon():
    s = Scenario().active(0, 357).bench(0, SNOVER).active(1, SNOVER).hand(0, [R, R])
    assert not s.start().can("ability", 0, 0)


def test_359_flustered_leap_puts_psyduck_on_top_of_the_deck():
    s = Scenario().active(0, SNOVER).bench(0, 359, energy=[W], tools=[HEROS_CAPE]).active(1, SNOVER)
    s.deck(0, [G, G, F])
    t = s.start()
    t.ability(1)
    assert t.player(0).bench == []
    assert t.player(0).deck[-1] >> 7 == 359 and len(t.player(0).deck) == 3
    assert t.discard_ids(0) == sorted([F, W, HEROS_CAPE])


def test_359_flustered_leap_only_from_the_bench():
    t = Scenario().active(0, 359).active(1, SNOVER).start()
    assert not t.can("ability", 0, 0)


def test_392_greedy_order_takes_arvens_sandwiches_back_when_evolving():
    s = Scenario().active(0, 391, entered_turn=1).active(1, SNOVER).hand(0, [392])
    s.discard(0, [SANDWICH, SANDWICH, SANDWICH, W])
    t = s.start()
    t.evolve(392, 0)
    t.choose(True, SANDWICH)
    assert t.hand_ids(0) == [SANDWICH, SANDWICH]


def test_439_lose_cool_boosts_only_damage_to_the_opponents_active():
    from ptcg.rules.attack import AttackContext
    s = Scenario().active(0, 439, damage=30, energy=[F, F]).active(1, DRAGAPULT_EX).bench(1, SNOVER)
    t = s.start()
    a = AttackContext(t.state, 0, t.mon(0), CARD_LIST[439].attacks[0])
    assert Q.damage_dealt_change(t.state, a, t.mon(1)) == 120
    assert Q.damage_dealt_change(t.state, a, t.mon(1, 1)) == 0


def test_449_potent_glare_stops_pokemon_with_abilities_from_being_played():
    s = Scenario(current=1).active(0, 449).active(1, 350, entered_turn=1)
    s.hand(1, [SHAYMIN, 461, SNOVER, 351])
    t = s.start()
    assert not t.can("bench", SHAYMIN)
    assert t.can("bench", 461)                    # a Team Rocket's Pokémon
    assert t.can("bench", SNOVER)                 # no Ability
    assert not t.can("evolve", 351)


@pytest.mark.parametrize("arbok_active, playable", [(True, False), (False, True)])
def test_449_potent_glare_also_stops_rare_candy_with_a_stage_2_that_has_an_ability(arbok_active, playable):
    s = Scenario(current=1).active(0, 449 if arbok_active else SNOVER).active(1, 741, entered_turn=1)
    s.hand(1, [1079, 743])                        # Rare Candy, Alakazam (Psychic Draw)
    assert s.start().can("play", 1079) is playable


def test_449_potent_glare_only_while_active():
    s = Scenario(current=1).active(0, SNOVER).bench(0, 449).active(1, SNOVER).hand(1, [SHAYMIN])
    assert s.start().can("bench", SHAYMIN)


def test_457_sneaky_bite_puts_2_counters_when_evolving():
    s = Scenario().active(0, 456, entered_turn=1).active(1, SNOVER).bench(1, SCORBUNNY).hand(0, [457])
    t = s.start()
    t.evolve(457, 0)
    t.choose(True, (1, 1))
    assert t.mon(1, 1).damage == 20


def test_461_smog_signals_benches_koffing_when_damaged_in_the_active_spot():
    s = Scenario(current=1).active(0, 461).active(1, SNOVER, energy=[W]).deck(0, [461, W, 461, 462])
    t = s.start()
    t.attack("Beat")
    assert t.decision.player == 0
    t.choose(461, 461)
    assert [m.cid for m in t.player(0).bench] == [461, 461]


def test_461_smog_signals_not_from_the_bench():
    s = Scenario(current=1).active(0, SNOVER).bench(0, 461).active(1, SNOVER, energy=[W])
    s.deck(0, [461, W])
    t = s.start()
    t.attack("Beat")
    assert len(t.player(0).bench) == 1


def test_475_reconstitute_discards_2_to_draw_1():
    t = Scenario().active(0, 475).active(1, SNOVER).hand(0, [G, W, F]).deck(0, [R, W]).start()
    t.ability(0)
    t.choose(G, W)
    assert t.hand_ids(0) == [R, F]
    assert t.discard_ids(0) == [G, W]
    assert not t.can("ability", 0, 0)


def test_475_reconstitute_needs_2_cards_in_hand():
    assert not Scenario().active(0, 475).active(1, SNOVER).hand(0, [G]).start().can("ability", 0, 0)


def test_637_stone_palace_protects_stevens_pokemon_from_the_bench_without_stacking():
    s = Scenario(current=1).active(0, 641).bench(0, 637).bench(0, 637).active(1, KYOGRE, energy=[W, W, W])
    t = s.start()
    t.attack("Swirling Waves")
    assert t.mon(0).damage == 100


def test_637_stone_palace_gives_nothing_from_the_active_spot():
    s = Scenario(current=1).active(0, 637).active(1, SNOVER, energy=[W, W])
    t = s.start()
    t.attack("Icy Snow")
    assert t.mon(0).damage == 30
    s = Scenario(current=1).active(0, 640).bench(0, 637).active(1, SNOVER, energy=[W, W])
    t = s.start()
    t.attack("Icy Snow")
    assert t.mon(0).damage == 0


def test_641_x_boot_attaches_a_psychic_and_a_metal_energy_to_psychic_or_metal_pokemon():
    s = Scenario().active(0, 641).bench(0, 639).bench(0, SNOVER).active(1, SNOVER).deck(0, [P, W, M])
    t = s.start()
    t.ability(0)
    t.choose(P, M)
    assert {o for o in t.options} == {(0, 0), (0, 1)}       # Snover is neither {P} nor {M}
    t.choose((0, 1), (0, 0))
    assert t.energy_ids(0, 1) == [P] and t.energy_ids(0) == [M]


# -- Trainers -------------------------------------------------------------------------------------

def test_1130_arvens_sandwich_heals_100_from_an_arvens_pokemon_else_30():
    t = Scenario().active(0, 389, damage=120).active(1, SNOVER).hand(0, [SANDWICH]).start()
    t.play(SANDWICH)
    assert t.mon(0).damage == 20
    t = Scenario().active(0, SNOVER, damage=50).active(1, SNOVER).hand(0, [SANDWICH]).start()
    t.play(SANDWICH)
    assert t.mon(0).damage == 20
    assert not Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [SANDWICH]).start().can("play", SANDWICH)


def test_1131_bother_bot_may_swap_a_face_up_prize_and_a_random_hand_card():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [BOTHER_BOT, BOTHER_BOT])
    s.hand(1, [G]).prizes(1, [W, W, W, W, W, F])
    t = s.start()
    t.play(BOTHER_BOT)
    t.choose(True)
    assert t.hand_ids(1) == [F] and [c >> 7 for c in t.player(1).prizes] == [W, W, W, W, W, G]
    t.play(BOTHER_BOT)                            # the face-up Prize card is not chosen again
    t.choose(True)
    assert t.hand_ids(1) == [W] and [c >> 7 for c in t.player(1).prizes] == [W, W, W, W, F, G]


def test_1131_bother_bot_declined_changes_nothing_but_is_played():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [BOTHER_BOT]).hand(1, [G])
    t = s.start()
    prizes = list(t.player(1).prizes)
    t.play(BOTHER_BOT)
    t.choose(False)
    assert t.player(1).prizes == prizes and t.hand_ids(1) == [G] and t.discard_ids(0) == [BOTHER_BOT]


@pytest.mark.parametrize("coin, found", [("H", 457), ("T", 456)])
def test_1132_team_rockets_great_ball_evolution_on_heads_basic_on_tails(coin, found):
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [GREAT_BALL]).deck(0, [456, 457, SNOVER, W])
    t = s.start().coins(coin)
    t.play(GREAT_BALL)
    assert t.card_options() == {found}
    t.choose(found)
    assert t.hand_ids(0) == [found]


def test_1139_energy_recycler_shuffles_up_to_5_basic_energy_into_the_deck():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [RECYCLER]).discard(0, [G, R, W, SANDWICH])
    t = s.start()
    t.play(RECYCLER)
    t.choose(G, R, DONE)
    assert t.discard_ids(0) == sorted([W, SANDWICH, RECYCLER])
    assert len(t.player(0).deck) == 22


def test_1139_energy_recycler_needs_basic_energy_in_the_discard():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [RECYCLER]).discard(0, [SANDWICH])
    assert not s.start().can("play", RECYCLER)


@pytest.mark.parametrize("prizes, drawn", [(3, 4), (4, 2)])
def test_1214_emcees_hype_draws_4_when_the_opponent_has_3_prizes_or_fewer(prizes, drawn):
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [EMCEE]).prizes(1, prizes)
    t = s.start()
    t.play(EMCEE)
    assert len(t.player(0).hand) == drawn


def test_1215_ethans_adventure_finds_ethans_pokemon_and_fire_energy():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [ETHANS_ADVENTURE])
    s.deck(0, [352, W, R, R, 360, 357])
    t = s.start()
    t.play(ETHANS_ADVENTURE)
    assert t.card_options() == {R, 352, 357}
    t.choose(R, R, 352)
    assert t.hand_ids(0) == [R, R, 352]
