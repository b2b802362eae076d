"""Scenario tests of the White Flare (WHT) texts of the reference-deck cards."""

import pytest

from ptcg.rules import queries as Q
from ptcg.testing import DONE, Scenario

G, W, F = 1, 3, 6
IGNITION = 17
SNOVER, STUFFUL, MANKEY, TERRAKION, MEOWTH_EX, DRAGAPULT_EX, DRAKLOAK = 722, 760, 437, 607, 1071, 121, 120
ROOKIDEE, CORVISQUIRE, ANNIHILAPE, PRIMEAPE = 307, 308, 224, 438
AIR_BALLOON, PUNK_HELMET, TOOL_SCRAPPER, BRAVE_BANGLE = 1174, 1176, 1137, 1175
HARLEQUIN, URBAIN, HILDA, BOSS = 1223, 1236, 1225, 1182


# -- 17 Ignition Energy ----------------------------------------------------------------------
def test_17_ignition_energy_provides_three_colorless_on_an_evolution_pokemon_RC_044():
    s = Scenario()
    s.active(0, CORVISQUIRE, energy=[IGNITION], under=[ROOKIDEE]).bench(0, STUFFUL, energy=[IGNITION])
    s.active(1, DRAGAPULT_EX)
    t = s.start()
    assert Q.count_units(t.state, t.mon(0, 0)) == 3
    assert Q.count_units(t.state, t.mon(0, 1)) == 1
    t.attack("Razor Wing")                                  # {C}{C}{C} paid by one card
    assert t.mon(1).damage == 80


def test_17_ignition_energy_is_discarded_at_the_end_of_its_owners_turn_only_II_E_21():
    s = Scenario()
    s.active(0, STUFFUL).active(1, STUFFUL, energy=[IGNITION]).hand(0, [IGNITION])
    t = s.start()
    t.attach(IGNITION, 0)
    assert t.energy_ids(0) == [IGNITION]
    t.end_turn()
    assert t.energy_ids(0) == [] and t.discard_ids(0) == [IGNITION]
    assert t.energy_ids(1) == [IGNITION]                   # the opponent's stays during your turn
    t.end_turn()
    assert t.energy_ids(1) == [] and t.discard_ids(1) == [IGNITION]


# -- 873 Retaliate ---------------------------------------------------------------------------
def test_607_terrakion_retaliate_80_more_after_a_ko_by_attack_damage_last_turn_II_E_11():
    s = Scenario(turn=4, current=1)
    s.active(0, STUFFUL).bench(0, TERRAKION, energy=[F, W]).active(1, DRAGAPULT_EX, energy=[W])
    t = s.start()
    t.attack("Jet Headbutt")                               # Stufful is Knocked Out; Terrakion comes up
    assert t.mon(0).name == "Terrakion"
    t.attack("Retaliate")
    assert t.mon(1).damage == 130


def test_607_retaliate_no_bonus_when_the_ko_was_not_by_damage_RC_177():
    s = Scenario(turn=4, current=1)
    s.active(0, STUFFUL).bench(0, TERRAKION, energy=[F, W])
    s.active(1, ANNIHILAPE, energy=[F, W], under=[PRIMEAPE]).bench(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Destined Fight")                             # a Knock Out by an effect, not damage
    assert STUFFUL in t.discard_ids(0)
    t.attack("Retaliate")
    assert t.mon(1).name == "Dragapult ex" and t.mon(1).damage == 50


# -- 1137 Tool Scrapper ----------------------------------------------------------------------
def test_1137_tool_scrapper_discards_up_to_two_tools_from_either_side_RC_112():
    s = Scenario()
    s.active(0, SNOVER, tools=[AIR_BALLOON]).bench(0, STUFFUL, tools=[BRAVE_BANGLE])
    s.active(1, SNOVER, tools=[AIR_BALLOON]).bench(1, STUFFUL).hand(0, [TOOL_SCRAPPER])
    t = s.start()
    t.play(TOOL_SCRAPPER)
    assert set(t.options) == {(0, 0), (0, 1), (1, 0)}      # equal Tools on two sides stay distinct
    t.choose((0, 1), (1, 0))
    assert t.mon(1, 0).tools == [] and t.mon(0, 1).tools == []
    assert len(t.mon(0, 0).tools) == 1
    assert t.discard_ids(0) == sorted([BRAVE_BANGLE, TOOL_SCRAPPER])
    assert t.discard_ids(1) == [AIR_BALLOON]               # to its owner's discard pile


def test_1137_tool_scrapper_may_stop_after_one_and_needs_a_tool_in_play_II_D_05():
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER, tools=[AIR_BALLOON]).bench(1, STUFFUL, tools=[PUNK_HELMET])
    s.hand(0, [TOOL_SCRAPPER])
    t = s.start()
    t.play(TOOL_SCRAPPER)
    assert DONE not in t.options
    t.choose((1, 0), DONE)
    assert t.discard_ids(1) == [AIR_BALLOON] and len(t.mon(1, 1).tools) == 1
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER).hand(0, [TOOL_SCRAPPER])
    assert not s.start().can("play", TOOL_SCRAPPER)


# -- 1175 Brave Bangle -----------------------------------------------------------------------
@pytest.mark.parametrize("attacker, defender, dealt", [
    (STUFFUL, MEOWTH_EX, 10 + 30),          # no Rule Box, against an Active Pokémon ex
    (STUFFUL, SNOVER, 10),                  # the opponent's Active is not a Pokémon ex
    (MEOWTH_EX, DRAGAPULT_EX, 60),          # the holder has a Rule Box (RC-150)
])
def test_1175_brave_bangle_30_more_against_an_active_pokemon_ex_II_D_18(attacker, defender, dealt):
    s = Scenario()
    s.active(0, attacker, energy=[W, W, W], tools=[BRAVE_BANGLE]).active(1, defender)
    t = s.start()
    t.attack("Light Punch" if attacker == STUFFUL else "Tuck Tail")
    assert t.mon(1).damage == dealt


@pytest.mark.parametrize("coin, dealt", [("H", (30 + 30) * 2), ("T", 0)])
def test_1175_brave_bangle_adds_nothing_to_an_attack_that_failed_RC_103(coin, dealt):
    s = Scenario()
    s.active(0, MANKEY, energy=[F], tools=[BRAVE_BANGLE]).active(1, MEOWTH_EX)   # weak to {F}
    t = s.start()
    t.coins(coin).attack("Wild Kick")
    assert t.mon(1).damage == dealt


# -- 1223 Harlequin --------------------------------------------------------------------------
@pytest.mark.parametrize("coin, mine, theirs", [("H", 5, 3), ("T", 3, 5)])
def test_1223_harlequin_both_shuffle_in_hands_then_draw_five_and_three_by_the_coin(coin, mine, theirs):
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER).hand(0, [HARLEQUIN, G, G]).hand(1, [G, G, G, G, G, G])
    t = s.start()
    t.coins(coin).play(HARLEQUIN)
    assert (len(t.player(0).hand), len(t.player(0).deck)) == (mine, 22 - mine)
    assert (len(t.player(1).hand), len(t.player(1).deck)) == (theirs, 26 - theirs)


# -- 1224 Cheren, as 1236 Urbain -------------------------------------------------------------
def test_1236_urbain_draws_three_cards():
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER).hand(0, [URBAIN]).deck(0, [G, G, G, W])
    t = s.start()
    t.play(URBAIN)
    assert t.hand_ids(0) == [G, G, G]
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER).hand(0, [URBAIN]).deck(0, [])
    assert not s.start().can("play", URBAIN)


# -- 1225 Hilda ------------------------------------------------------------------------------
def test_1225_hilda_searches_an_evolution_pokemon_and_an_energy_card():
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER).hand(0, [HILDA]).deck(0, [STUFFUL, DRAKLOAK, BOSS, IGNITION, W])
    t = s.start()
    t.play(HILDA)
    assert t.card_options() == {DRAKLOAK}
    t.choose(DRAKLOAK)
    assert t.card_options() == {IGNITION, W}                # any Energy card, Special included
    t.choose(IGNITION)
    assert t.hand_ids(0) == sorted([DRAKLOAK, IGNITION])


# -- 573 Reshiram ex, 588 Stunfisk, 615 Zoroark ----------------------------------------------------

RESHIRAM_EX, STUNFISK, ZOROARK, MEGA_LUCARIO_EX, KYOGRE_MEG, RELICANTH = 573, 588, 615, 678, 721, 57
R, L, P, D = 2, 4, 5, 7
PRISM_ENERGY = 16


def test_573_blazing_burst_50_more_per_prize_the_opponent_took_then_discards_an_energy():
    s = Scenario().active(0, RESHIRAM_EX, energy=[R, R, W]).active(1, MEGA_LUCARIO_EX).prizes(1, 3)
    t = s.start()
    t.attack("Blazing Burst").choose(W)
    assert t.mon(1).damage == 130 + 150 and t.energy_ids(0) == [R, R] and t.discard_ids(0) == [W]


@pytest.mark.parametrize("energy, damage", [([F], 40), ([PRISM_ENERGY], 40), ([W], 20)])
def test_588_muddy_bolt_20_more_with_fighting_energy(energy, damage):
    s = Scenario().active(0, STUNFISK, energy=energy).active(1, SNOVER)
    t = s.start()
    t.attack("Muddy Bolt")
    assert t.mon(1).damage == damage


def test_615_mind_jack_30_per_opposing_benched_pokemon():
    s = Scenario().active(0, ZOROARK, energy=[D]).active(1, KYOGRE_MEG).bench(1, SNOVER).bench(1, SNOVER)
    t = s.start()
    t.attack("Mind Jack")
    assert t.mon(1).damage == 60


def test_615_foul_play_uses_a_printed_attack_of_the_defender_without_its_cost():
    s = Scenario().active(0, ZOROARK, energy=[D, D, D]).active(1, KYOGRE_MEG).bench(1, RELICANTH)
    t = s.start()
    t.attack("Foul Play")
    assert set(t.options) == {1042, 1043}                   # Riptide, Swirling Waves
    t.choose(1043)
    assert t.mon(1).damage == 130 and t.discard_ids(0) == [D, D]   # its effect discards 2 Energy

# -- cards of the II-B / II-C cases ------------------------------------------------------------
SWOOBAT, WOOBAT, JELLICENT_EX, FRILLISH, TORNADUS, BLISSEY_EX = 590, 589, 598, 597, 634, 125
SWITCH_CARD, HEROS_CAPE = 1123, 1159


def test_590_swoobat_happy_return_puts_a_benched_pokemon_and_its_cards_into_the_hand():
    s = Scenario().active(0, SWOOBAT, under=[WOOBAT], energy=[W]).bench(0, SNOVER, energy=[W], damage=30)
    s.active(1, BLISSEY_EX)
    t = s.start().attack("Happy Return")
    assert t.player(0).bench == [] and t.hand_ids(0) == sorted([SNOVER, W])


def test_598_jellicent_ex_oceanic_curse_and_power_press():
    s = Scenario(turn=4, current=1).active(0, JELLICENT_EX, under=[FRILLISH], energy=[P, W, W, W])
    s.active(1, BLISSEY_EX).bench(1, STUFFUL).hand(1, [SWITCH_CARD, HEROS_CAPE])
    t = s.start()
    assert not t.can("play", SWITCH_CARD) and not t.can("attach", HEROS_CAPE)
    t.end_turn()
    t.attack("Power Press")                                # {P}{C} and 2 extra: 80 + 80
    assert t.mon(1).damage == 160


def test_634_tornadus_wrapped_in_wind_and_hurricane():
    s = Scenario().active(0, TORNADUS, energy=[W]).active(1, BLISSEY_EX).hand(0, [G, F])
    t = s.start().attach(G, 0).attack("Wrapped in Wind")  # the turn's attachment was used
    assert t.energy_ids(0) == [G, W, F]
    s = Scenario().active(0, TORNADUS, energy=[W, W, F]).bench(0, SNOVER).active(1, BLISSEY_EX)
    t = s.start().attack("Hurricane").choose(F)
    assert t.mon(1).damage == 100 and t.energy_ids(0, 1) == [F] and t.energy_ids(0) == [W, W]


# -- 564 Shelmet, 576 Samurott, 583 Keldeo ex ------------------------------------------------------------

SHELMET, ACCELGOR, KARRABLAST, OSHAWOTT, DEWOTT, SAMUROTT, KELDEO_EX = 564, 565, 487, 574, 575, 576, 583
LOTAD, KANGASKHAN_EX, SWITCH = 260, 756, 1123


def test_564_shelmet_stimulated_evolution_evolves_on_the_first_turn_with_karrablast_in_play():
    s = Scenario(turn=1).active(0, SHELMET).active(1, SNOVER).hand(0, [ACCELGOR])
    assert not s.start().can("evolve", ACCELGOR, 0)
    t = s.bench(0, KARRABLAST).start().evolve(ACCELGOR, 0)
    assert t.mon(0).name == "Accelgor"


def test_576_samurott_energized_slash_50_more_per_energy():
    s = Scenario().active(0, SAMUROTT, under=[OSHAWOTT, DEWOTT], energy=[W, W, G]).active(1, KANGASKHAN_EX)
    assert s.start().attack("Energized Slash").mon(1).damage == 30 + 150


def test_576_samurott_torrential_whirlpool_your_switch_then_the_opponents():
    s = Scenario().active(0, SAMUROTT, under=[OSHAWOTT, DEWOTT]).bench(0, SNOVER).active(1, KYOGRE_MEG)
    t = s.bench(1, LOTAD).bench(1, STUFFUL).start().ability(0)
    assert t.mon(0).name == "Snover" and t.decision.player == 1
    t.choose((1, 2))
    assert t.mon(1).name == "Stufful"
    s = Scenario().active(0, SAMUROTT, under=[OSHAWOTT, DEWOTT]).active(1, KYOGRE_MEG).bench(1, LOTAD)
    assert not s.start().can("ability", 0, 0)             # no Benched Pokémon of your own


def test_583_keldeo_ex_gale_thrust_90_more_after_moving_up_this_turn():
    s = Scenario().active(0, SNOVER).bench(0, KELDEO_EX, energy=[W, W]).active(1, KANGASKHAN_EX)
    t = s.hand(0, [SWITCH]).start().play(SWITCH).attack("Gale Thrust")
    assert t.mon(1).damage == 120
    s = Scenario().active(0, KELDEO_EX, energy=[W, W]).active(1, KANGASKHAN_EX)
    assert s.start().attack("Gale Thrust").mon(1).damage == 30
