"""Scenario tests of the Mega Evolution (MEG) pool cards beyond the reference decks."""

import pytest

from ptcg.decisions import CHOOSE_CARD, CHOOSE_OPTION, CHOOSE_POKEMON, MAIN, PROMOTE, YES_NO
from ptcg.rules.conditions import conditions_of
from ptcg.testing import DONE, Scenario, attack_of, energy_for, ready_to_attack

C, G, R, W, L, P, F, D, M = 0, 1, 2, 3, 4, 5, 6, 7, 8
DRAGAPULT_EX, SNOVER, SCORBUNNY, KYOGRE = 121, 722, 151, 721
EXEGGCUTE, QUILLADIN, CHESPIN = 653, 1278, 1277
SWITCH, BOSS, LILLIE = 1123, 1182, 1227
SURFING_BEACH, FOREST = 1262, 1261


# -- 653 Exeggcute / 1278 Quilladin -----------------------------------------------------------

@pytest.mark.parametrize("cid", [EXEGGCUTE, QUILLADIN])
def test_942_jam_packed_attaches_a_basic_grass_energy_from_the_deck_to_itself(cid):
    s = ready_to_attack(cid, 942).deck(0, [W, G, W, W]).bench(0, SNOVER)
    t = s.start()
    t.use(cid, 942)
    assert t.card_options() == {G}                           # only Basic {G} Energy is offered
    t.choose(G)
    assert t.energy_ids(0, 0).count(G) == len([x for x in energy_for(attack_of(cid, 942)) if x == G]) + 1
    assert t.energy_ids(0, 1) == []
    assert G not in [c >> 7 for c in t.player(0).deck]


# -- 654 Exeggutor ----------------------------------------------------------------------------

def test_944_stomping_wood_30_more_per_grass_energy_on_it():
    t = Scenario().active(0, 654, energy=[G, G, W]).active(1, DRAGAPULT_EX).start()
    t.attack("Stomping Wood")
    assert t.mon(1).damage == 60 + 2 * 30


# -- 655 Celebi -------------------------------------------------------------------------------

def test_945_traverse_time_takes_grass_pokemon_and_stadiums_only():
    t = ready_to_attack(655, 945).deck(0, [EXEGGCUTE, SNOVER, W, SURFING_BEACH, G]).start()
    t.attack("Traverse Time")
    assert t.card_options() == {EXEGGCUTE, SURFING_BEACH}
    t.choose(EXEGGCUTE, SURFING_BEACH)
    assert t.hand_ids(0) == sorted([EXEGGCUTE, SURFING_BEACH])


# -- 658 Shiftry ------------------------------------------------------------------------------

def _shiftry():
    s = ready_to_attack(658, 951).bench(1, SNOVER, energy=[W, W]).bench(1, SCORBUNNY)
    return s


def test_951_reversing_gust_heads_shuffles_the_chosen_pokemon_and_its_cards_into_the_deck():
    t = _shiftry().start().coins("H")
    t.attack("Reversing Gust")
    assert t.decision.kind == CHOOSE_POKEMON and set(t.options) == {(1, 0), (1, 1), (1, 2)}
    t.choose((1, 1))
    assert [m.name for m in t.player(1).bench] == ["Scorbunny"]
    deck = sorted(c >> 7 for c in t.player(1).deck)
    assert deck.count(SNOVER) == 1 and deck.count(W) == 20 + 2 - 1       # minus the turn's draw


def test_951_reversing_gust_on_the_active_pokemon_makes_the_opponent_promote():
    t = _shiftry().start().coins("H")
    t.attack("Reversing Gust").choose((1, 0))
    assert t.decision.kind == PROMOTE and t.decision.player == 1
    t.choose(2)
    assert t.mon(1).name == "Scorbunny"
    assert DRAGAPULT_EX in [c >> 7 for c in t.player(1).deck]


def test_951_reversing_gust_tails_does_nothing():
    t = _shiftry().start().coins("T")
    t.attack("Reversing Gust")
    assert len(t.player(1).bench) == 2 and t.mon(1).name == "Dragapult ex"


# -- 660 Ninetales ----------------------------------------------------------------------------

def test_955_supernatural_shapeshifter_uses_a_discarded_supporters_effect():
    s = ready_to_attack(660, 955).deck(0, [BOSS, W, W]).bench(1, SNOVER)
    t = s.start()
    t.attack("Supernatural Shapeshifter")                    # Boss's Orders: gust the Snover
    assert t.mon(1).name == "Snover"
    assert BOSS in t.discard_ids(0)
    assert t.player(0).supporters_played == []               # the card was not played


def test_955_supernatural_shapeshifter_does_nothing_with_a_non_supporter():
    s = ready_to_attack(660, 955).deck(0, [SWITCH, W]).bench(1, SNOVER)
    t = s.start()
    t.attack("Supernatural Shapeshifter")
    assert t.mon(1).name == "Dragapult ex" and SWITCH in t.discard_ids(0)


def test_955_supernatural_shapeshifter_needs_the_supporters_own_conditions():
    s = ready_to_attack(660, 955).deck(0, [BOSS, W])          # Boss's Orders with no opposing Bench
    t = s.start()
    t.attack("Supernatural Shapeshifter")
    assert t.mon(1).name == "Dragapult ex" and t.state.current == 1


# -- 662 Mega Camerupt ex ---------------------------------------------------------------------

@pytest.mark.parametrize("conditions, damage", [(["burned"], 80 + 160 + 20), ([], 80)])
def test_959_roasting_heat_160_more_against_a_burned_pokemon(conditions, damage):
    t = ready_to_attack(662, 959).active(1, DRAGAPULT_EX, conditions=conditions).start().coins("T")
    t.attack("Roasting Heat")
    assert t.mon(1).damage == damage                         # + 20 from the Burn at the Checkup


# -- 663 Volcanion ----------------------------------------------------------------------------

def test_962_backfire_puts_2_fire_energy_into_the_hand():
    t = Scenario().active(0, 663, energy=[R, R, R, W]).active(1, DRAGAPULT_EX).start()
    t.attack("Backfire")
    while t.decision is not None and t.decision.kind == CHOOSE_CARD:
        assert t.card_options() == {R}                       # only {R} Energy goes
        t.choose(R)
    assert t.mon(1).damage == 130
    assert t.hand_ids(0) == [R, R] and t.energy_ids(0) == [R, W]


# -- 672 Tyrogue ------------------------------------------------------------------------------

@pytest.mark.parametrize("coins, damage", [("HHT", 70), ("T", 10)])
def test_975_pow_pow_punching_30_more_per_heads_until_tails(coins, damage):
    t = Scenario().active(0, 672).active(1, DRAGAPULT_EX).start().coins(coins)
    t.attack("Pow-Pow Punching")
    assert t.mon(1).damage == damage


# -- 681 Marshadow / 1298 Golisopod -----------------------------------------------------------

@pytest.mark.parametrize("cid", [681, 1298])
def test_986_shadowy_side_kick_protects_it_after_a_knock_out(cid):
    s = ready_to_attack(cid, 986).active(1, SCORBUNNY, damage=20).bench(1, SNOVER, energy=[W])
    t = s.start()
    t.use(cid, 986)                                          # KO; the Snover is promoted
    assert t.mon(1).name == "Snover" and t.state.current == 1
    t.attack("Beat")                                         # the opponent's next turn
    assert t.mon(0).damage == 0
    assert t.state.current == 0


@pytest.mark.parametrize("cid", [681, 1298])
def test_986_shadowy_side_kick_gives_no_protection_without_a_knock_out(cid):
    s = ready_to_attack(cid, 986, defender=SNOVER).bench(1, SCORBUNNY)
    t = s.start()
    t.use(cid, 986)
    assert t.mon(1).name == "Snover"
    assert not any(e.kind == "prevent_all" for e in t.state.effects)


# -- 687 Mega Absol ex ------------------------------------------------------------------------

@pytest.mark.parametrize("damage, knocked_out", [(60, True), (50, False), (70, False)])
def test_994_terminal_period_knocks_out_with_exactly_6_counters(damage, knocked_out):
    s = ready_to_attack(687, 994).active(1, DRAGAPULT_EX, damage=damage).bench(1, SNOVER)
    t = s.start()
    t.attack("Terminal Period")
    if knocked_out:
        assert t.mon(1).name == "Snover" and len(t.player(0).prizes) == 4
    else:
        assert t.mon(1).damage == damage and len(t.player(0).prizes) == 6


@pytest.mark.parametrize("cid", [687, 954])
def test_995_claw_of_darkness_discards_a_chosen_card_from_the_revealed_hand(cid):
    t = ready_to_attack(cid, 995).hand(1, [BOSS, W, SWITCH]).start()
    t.use(cid, 995)
    assert t.card_options() == {BOSS, W, SWITCH}
    t.choose(BOSS)
    assert t.discard_ids(1) == [BOSS] and t.hand_ids(1) == sorted([W, W, SWITCH])   # + the turn's draw
    assert t.mon(1).damage == attack_of(cid, 995).damage


# -- 693 Grafaiai -----------------------------------------------------------------------------

def test_1003_miraculous_paint_heads_gives_the_chosen_special_condition():
    t = ready_to_attack(693, 1003).start().coins("H")
    t.attack("Miraculous Paint")
    assert t.decision.kind == CHOOSE_OPTION and len(t.options) == 5
    t.choose("paralyzed")
    assert conditions_of(t.mon(1)) == ["paralyzed"] and t.mon(1).damage == 90


def test_1003_miraculous_paint_tails_gives_none():
    t = ready_to_attack(693, 1003).start().coins("T")
    t.attack("Miraculous Paint")
    assert conditions_of(t.mon(1)) == []


# -- 694 Steelix ------------------------------------------------------------------------------

@pytest.mark.parametrize("prizes, damage", [(6, 240), (5, 40)])
def test_1004_welcoming_tail_200_more_with_exactly_6_prizes_left(prizes, damage):
    t = ready_to_attack(694, 1004).prizes(0, prizes).start()
    t.attack("Welcoming Tail")
    assert t.mon(1).damage == damage


# -- 696 Dialga -------------------------------------------------------------------------------

@pytest.mark.parametrize("accept, damage, left", [(True, 160, 0), (False, 80, 3)])
def test_1009_chrono_burst_may_shuffle_all_energy_into_the_deck_for_80_more(accept, damage, left):
    t = Scenario().active(0, 696, energy=[M, M, W]).active(1, DRAGAPULT_EX).start()
    t.attack("Chrono Burst").choose(accept)
    assert t.mon(1).damage == damage and len(t.mon(0).energy) == left
    assert len(t.player(0).deck) == 20 + 3 - left


# -- 698 Tinkatuff ----------------------------------------------------------------------------

def test_698_haphazard_hammer_heads_discards_an_energy_from_the_opponents_active():
    s = Scenario().active(0, 697).hand(0, [698]).active(1, DRAGAPULT_EX, energy=[R, P])
    t = s.start().coins("H")
    t.evolve(698, 0)
    assert t.decision.kind == YES_NO
    t.choose(True).choose(R)
    assert t.energy_ids(1) == [P] and t.discard_ids(1) == [R]


def test_698_haphazard_hammer_is_not_offered_without_energy_on_the_opponents_active():
    t = Scenario().active(0, 697).hand(0, [698]).active(1, DRAGAPULT_EX).start()
    t.evolve(698, 0)
    assert t.decision.kind == MAIN


# -- 700 Gholdengo ----------------------------------------------------------------------------

def test_1013_all_you_can_grab_searches_up_to_the_number_of_heads():
    t = ready_to_attack(700, 1013).deck(0, [SWITCH, BOSS, LILLIE, W]).start().coins("HHT")
    t.attack("All-You-Can-Grab")
    assert t.card_options() == {SWITCH, BOSS, LILLIE, W}
    t.choose(SWITCH, BOSS)
    assert t.hand_ids(0) == sorted([SWITCH, BOSS])


def test_1013_all_you_can_grab_tails_first_takes_nothing():
    t = ready_to_attack(700, 1013).deck(0, [SWITCH, W]).start().coins("T")
    t.attack("All-You-Can-Grab")
    assert t.hand_ids(0) == [] and t.state.current == 1


# -- 702 Fearow / 727 Drizzile ----------------------------------------------------------------

@pytest.mark.parametrize("cid, attack_id, coins, damage", [(702, 1016, "HTHTH", 90), (702, 1016, "TTTTT", 0),
                                                           (727, 1051, "HH", 60), (727, 1051, "TH", 30)])
def test_flip_damage_30_per_heads(cid, attack_id, coins, damage):
    t = ready_to_attack(cid, attack_id).start().coins(coins)
    t.use(cid, attack_id)
    assert t.mon(1).damage == damage


# -- 703 Miltank ------------------------------------------------------------------------------

@pytest.mark.parametrize("coins, left", [("HH", 0), ("HT", 70)])
def test_1017_bellyful_of_milk_both_heads_heals_all_damage_from_1_pokemon(coins, left):
    s = ready_to_attack(703, 1017).bench(0, SNOVER, damage=70)
    t = s.start().coins(coins)
    t.attack("Bellyful of Milk")
    assert t.mon(0, 1).damage == left


# -- 707 Tangrowth ----------------------------------------------------------------------------

@pytest.mark.parametrize("extra, damage", [([W, W], 260), ([W], 120)])
def test_1025_pumped_up_whip_140_more_with_2_extra_energy(extra, damage):
    t = ready_to_attack(707, 1025, extra_energy=extra).start()
    t.attack("Pumped-Up Whip")
    assert t.mon(1).damage == damage


# -- 713 Ninjask ------------------------------------------------------------------------------

def test_713_cast_off_shell_puts_a_shedinja_from_the_deck_onto_the_bench():
    s = Scenario().active(0, 712).hand(0, [713]).deck(0, [W, 748, W]).active(1, SNOVER)
    t = s.start()
    t.evolve(713, 0).choose(True)
    t.choose(748)
    assert [m.name for m in t.player(0).bench] == ["Shedinja"]


def test_713_cast_off_shell_is_not_offered_with_a_full_bench():
    s = Scenario().active(0, 712).hand(0, [713]).deck(0, [748]).active(1, SNOVER)
    for _ in range(5):
        s.bench(0, SNOVER)
    t = s.start()
    t.evolve(713, 0)
    assert t.decision.kind == MAIN


# -- 714 Dhelmise -----------------------------------------------------------------------------

@pytest.mark.parametrize("owner, damage", [(0, 80), (1, 30), (None, 30)])
def test_1032_earthen_power_50_more_with_your_own_stadium_in_play(owner, damage):
    s = ready_to_attack(714, 1032)
    if owner is not None:
        s.stadium(SURFING_BEACH, owner)
    t = s.start()
    t.attack("Earthen Power")
    assert t.mon(1).damage == damage


# -- 719 Chi-Yu -------------------------------------------------------------------------------

def test_1039_scorching_earth_discards_the_opponents_stadium_and_blocks_stadiums_next_turn():
    s = ready_to_attack(719, 1039).stadium(SURFING_BEACH, 1).hand(1, [FOREST])
    t = s.start()
    t.attack("Scorching Earth")
    assert t.state.stadium is None and SURFING_BEACH in t.discard_ids(1)
    assert t.state.current == 1 and not t.can("play", FOREST)
    t.end_turn().end_turn()
    assert t.state.current == 1 and t.can("play", FOREST)


def test_1039_scorching_earth_leaves_your_own_stadium():
    s = ready_to_attack(719, 1039).stadium(SURFING_BEACH, 0).hand(1, [FOREST])
    t = s.start()
    t.attack("Scorching Earth")
    assert t.state.stadium is not None and t.can("play", FOREST)


# -- 725 Clawitzer ----------------------------------------------------------------------------

def test_725_fall_back_to_reload_attaches_up_to_2_water_energy_when_it_goes_to_the_bench():
    s = Scenario().active(0, 725, under=[724]).bench(0, SNOVER).hand(0, [SWITCH, W, W, W, G]).active(1, SNOVER)
    t = s.start()
    t.play(SWITCH)
    assert t.mon(0, 1).name == "Clawitzer"
    assert t.decision.kind == YES_NO
    t.choose(True)                                           # the first {W} is the only choice
    assert t.card_options() == {W} and DONE in t.options
    t.choose(W)
    assert t.energy_ids(0, 1) == [W, W] and t.hand_ids(0) == [G, W]


def test_725_fall_back_to_reload_is_not_offered_without_water_energy_in_hand():
    s = Scenario().active(0, 725, under=[724]).bench(0, SNOVER).hand(0, [SWITCH, G]).active(1, SNOVER)
    t = s.start()
    t.play(SWITCH)
    assert t.decision.kind == MAIN


# -- 730 Frosmoth -----------------------------------------------------------------------------

def test_1055_chilling_wings_20_to_each_opposing_pokemon_and_the_active_falls_asleep():
    s = ready_to_attack(730, 1055).bench(1, SNOVER).bench(1, SCORBUNNY)
    t = s.start().coins("T")
    t.attack("Chilling Wings")
    assert t.mon(1).damage == 20 and [m.damage for m in t.player(1).bench] == [20, 20]
    assert conditions_of(t.mon(1)) == ["asleep"]


# -- 746 Kirlia / 1293 Frogadier --------------------------------------------------------------

@pytest.mark.parametrize("cid", [746, 1293])
def test_1076_call_sign_takes_up_to_3_pokemon(cid):
    t = ready_to_attack(cid, 1076).deck(0, [SNOVER, W, SCORBUNNY, BOSS, KYOGRE, EXEGGCUTE]).start()
    t.use(cid, 1076)
    assert t.card_options() == {SNOVER, SCORBUNNY, KYOGRE, EXEGGCUTE}
    t.choose(SCORBUNNY, KYOGRE, SNOVER)
    assert t.hand_ids(0) == sorted([SCORBUNNY, KYOGRE, SNOVER])


# -- 748 Shedinja / 940 Glalie ----------------------------------------------------------------

@pytest.mark.parametrize("cid", [748, 940])
def test_1080_damage_beat_20_per_counter_on_the_defending_pokemon(cid):
    t = ready_to_attack(cid, 1080).active(1, DRAGAPULT_EX, damage=50).start()
    t.use(cid, 1080)
    assert t.mon(1).damage == 50 + 100


@pytest.mark.parametrize("attacking, prizes_left", [(DRAGAPULT_EX, 6), (SNOVER, 5)])
def test_748_fragile_husk_no_prize_when_knocked_out_by_a_pokemon_ex(attacking, prizes_left):
    s = Scenario().active(0, attacking, energy=[W]).active(1, 748, damage=50).bench(1, SNOVER)
    t = s.start()
    t.attack("Jet Headbutt" if attacking == DRAGAPULT_EX else "Beat")
    assert t.mon(1).name == "Snover" and 748 in t.discard_ids(1)
    assert len(t.player(0).prizes) == prizes_left


# -- 750 Grumpig ------------------------------------------------------------------------------

def test_750_energized_steps_attaches_basic_energy_from_the_top_4_cards():
    s = Scenario().active(0, 749).bench(0, SNOVER).hand(0, [750]).deck(0, [G, SWITCH, P, 9, R]).active(1, SNOVER)
    t = s.start()
    t.evolve(750, 0).choose(True)
    assert t.card_options() == {G, P}                        # Special Energy and cards below the 4th stay
    t.choose(G, P)
    t.choose((0, 0))                                         # G onto Grumpig
    t.choose((0, 1))                                         # P onto Snover
    assert t.energy_ids(0, 0) == [G] and t.energy_ids(0, 1) == [P]
    assert sorted(c >> 7 for c in t.player(0).deck) == sorted([SWITCH, 9, R])


# -- 751 Xerneas ------------------------------------------------------------------------------

def test_1083_geo_gate_benches_up_to_3_basic_psychic_pokemon():
    t = ready_to_attack(751, 1083).deck(0, [741, SNOVER, 745, 749, 751]).start()
    t.attack("Geo Gate")
    assert t.card_options() == {741, 745, 749, 751}
    t.choose(741, 745, 751)
    assert sorted(m.cid for m in t.player(0).bench) == [741, 745, 751]


def test_1084_bright_horns_cant_be_used_during_your_next_turn():
    t = Scenario().active(0, 751, energy=[P, P, W]).active(1, DRAGAPULT_EX).start()
    t.attack("Bright Horns")
    assert t.mon(1).damage == 120
    t.end_turn()
    assert t.state.current == 0 and not t.can("attack", "Bright Horns") and t.can("attack", "Geo Gate")


# -- 753 Houndstone ---------------------------------------------------------------------------

def test_1087_horrifying_bite_shuffles_a_random_card_per_heads_into_the_deck():
    t = ready_to_attack(753, 1087).hand(1, [BOSS, SWITCH, LILLIE]).start().coins("HHT")
    t.attack("Horrifying Bite")
    assert t.mon(1).damage == 30
    assert len(t.player(1).hand) == 1 + 1                    # one left, plus the turn's draw
    assert len(t.player(1).deck) == 20 + 2 - 1


# -- 755 Latios -------------------------------------------------------------------------------

def test_755_lustrous_assist_moves_benched_energy_to_mega_latias_ex_switched_in():
    s = Scenario().active(0, SCORBUNNY).bench(0, 755).bench(0, 754).bench(0, SNOVER, energy=[W, G])
    t = s.hand(0, [SWITCH]).active(1, SNOVER).start()
    t.play(SWITCH).choose((0, 2))
    assert t.mon(0).name == "Mega Latias ex" and t.decision.kind == YES_NO
    t.choose(True)
    t.choose(W)                                              # from Snover (the only source): the {W}
    t.choose((0, 3))                                         # again from Snover: its {G}
    assert t.energy_ids(0, 0) == [G, W] and t.energy_ids(0, 3) == []


def test_755_lustrous_assist_ignores_other_pokemon_moving_up():
    s = Scenario().active(0, SCORBUNNY).bench(0, 755).bench(0, SNOVER, energy=[W])
    t = s.hand(0, [SWITCH]).active(1, SNOVER).start()
    t.play(SWITCH).choose((0, 2))
    assert t.decision.kind == MAIN


# -- 761 Bewear -------------------------------------------------------------------------------

@pytest.mark.parametrize("coins, damage", [("HH", 200), ("HT", 100)])
def test_1102_hyper_lariat_100_more_if_both_coins_are_heads(coins, damage):
    t = ready_to_attack(761, 1102).start().coins(coins)
    t.attack("Hyper Lariat")
    assert t.mon(1).damage == damage


# -- 1226 Lt. Surge's Bargain ----------------------------------------------------------------

def test_1226_lt_surges_bargain_yes_each_player_takes_a_prize_card():
    t = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [1226]).start()
    t.play(1226)
    assert t.decision.kind == YES_NO and t.decision.player == 1
    t.choose(True)
    assert len(t.player(0).prizes) == 5 and len(t.player(1).prizes) == 5
    assert len(t.player(0).hand) == 1 and len(t.player(1).hand) == 1


def test_1226_lt_surges_bargain_no_draws_4():
    t = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [1226]).start()
    t.play(1226).choose(False)
    assert len(t.player(0).hand) == 4 and len(t.player(0).prizes) == 6


def test_1226_lt_surges_bargain_both_last_prizes_is_a_draw():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [1226]).prizes(0, 1).prizes(1, 1)
    t = s.start()
    t.play(1226).choose(True)
    assert t.state.result is not None and t.state.result.winner is None


# -- 1228 Acerola's Mischief ------------------------------------------------------------------

def _acerola(prizes):
    s = Scenario().active(0, SNOVER).bench(0, SCORBUNNY).hand(0, [1228]).prizes(1, prizes)
    return s.active(1, DRAGAPULT_EX, energy=[W]).bench(1, SNOVER, energy=[W])


def test_1228_acerolas_mischief_needs_the_opponent_at_2_or_fewer_prizes():
    assert not _acerola(3).start().can("play", 1228)
    assert _acerola(2).start().can("play", 1228)


def test_1228_acerolas_mischief_prevents_damage_from_pokemon_ex_only():
    t = _acerola(2).start()
    t.play(1228).choose((0, 0)).end_turn()
    t.attack("Jet Headbutt")                                 # Dragapult ex: prevented
    assert t.mon(0).damage == 0
    s = _acerola(2).active(1, SNOVER, energy=[W])
    t = s.start()
    t.play(1228).choose((0, 0)).end_turn()
    t.attack("Beat")                                         # not a Pokémon ex
    assert t.mon(0).damage == 10


# -- 1262 Surfing Beach ------------------------------------------------------------------------

def test_1262_surfing_beach_switches_water_pokemon_only():
    s = Scenario().active(0, SNOVER).bench(0, SCORBUNNY).bench(0, KYOGRE).stadium(SURFING_BEACH, 1)
    t = s.active(1, SNOVER).start()
    t.stadium_ability()
    assert t.mon(0).name == "Kyogre" and t.mon(0, 2).name == "Snover"
    assert not t.can("stadium")                              # once per turn


def test_1262_surfing_beach_needs_an_active_water_pokemon():
    s = Scenario().active(0, SCORBUNNY).bench(0, KYOGRE).stadium(SURFING_BEACH, 1)
    assert not s.active(1, SNOVER).start().can("stadium")
