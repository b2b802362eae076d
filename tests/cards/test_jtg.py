"""Scenario tests of the Journey Together (JTG) cards of the reference decks."""

import pytest

from ptcg.decisions import CHOOSE_ATTACK, PROMOTE
from ptcg.rules import queries as Q
from ptcg.testing import DONE, Scenario
from ptcg.types import PSYCHIC

G, R, W, L, P, F, D, M = 1, 2, 3, 4, 5, 6, 7, 8
SNOVER, SCORBUNNY, KYOGRE, DRAGAPULT_EX, BAYLEEF = 722, 151, 721, 121, 709
CLEFAIRY_EX, COMFEY, MEOWTH_EX = 272, 280, 1071
SIGILYPH, ZORUA, ZOROARK_EX, RESHIRAM = 277, 292, 293, 303
CORVIKNIGHT, CORVISQUIRE, ROOKIDEE, SNORLAX, WOOLOO, CRAMORANT = 298, 308, 307, 304, 309, 311
STARYU, MEGA_STARMIE_EX = 1030, 1031
GROWL_CHIKORITA = 917
TORCHIC, COMBUSKEN, BLAZIKEN_EX = 324, 325, 326
PP_UP, HOPS_BAG, CHOICE_BAND, BROCKS_SCOUTING, NS_CASTLE, POSTWICK = 1113, 1115, 1171, 1210, 1253, 1255
MEGA_SIGNAL = 1145


# -- 272 Lillie's Clefairy ex ---------------------------------------------------------------------

def test_272_fairy_zone_gives_the_opponents_dragon_pokemon_psychic_weakness():
    s = Scenario().active(0, SIGILYPH, energy=[P]).bench(0, CLEFAIRY_EX).active(1, DRAGAPULT_EX)
    t = s.start()
    assert Q.weakness(t.state, t.mon(1)) == PSYCHIC
    t.attack("Psychic Sphere")
    assert t.mon(1).damage == 40                  # 20 x2
    s = Scenario().active(0, SIGILYPH, energy=[P]).active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Psychic Sphere")
    assert t.mon(1).damage == 20


def test_272_fairy_zone_leaves_own_and_non_dragon_pokemon_alone():
    s = Scenario().active(0, CLEFAIRY_EX).bench(0, DRAGAPULT_EX).active(1, KYOGRE)
    t = s.start()
    assert Q.weakness(t.state, t.mon(0, 1)) is None
    assert Q.weakness(t.state, t.mon(1)) == L


# -- Fade Out (280 Lillie's Comfey; deck card 1071 Meowth ex) -----------------------------------------

@pytest.mark.parametrize("attacker, energy, attack",
                         [(MEOWTH_EX, [W, W, W], "Tuck Tail"), (COMFEY, [P], "Fade Out")])
def test_fade_out_II_C_02_returns_the_attacker_and_its_cards_to_the_hand(attacker, energy, attack):
    s = Scenario().active(0, attacker, energy=energy, damage=30).bench(0, SNOVER).active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack(attack)
    assert t.mon(1).damage > 0
    assert t.hand_ids(0) == sorted([attacker] + energy)
    assert t.mon(0).cid == SNOVER                 # the only Benched Pokémon came up
    assert t.state.current == 1


def test_1071_tuck_tail_lets_the_player_choose_the_new_active():
    s = Scenario().active(0, MEOWTH_EX, energy=[W, W, W]).bench(0, SNOVER).bench(0, KYOGRE)
    s.active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Tuck Tail")
    assert t.decision.kind == PROMOTE and t.decision.player == 0
    t.choose(2)
    assert t.mon(0).cid == KYOGRE and len(t.player(0).bench) == 1


def test_1071_tuck_tail_I_E_R1_with_no_bench_left_the_player_loses():
    s = Scenario().active(0, MEOWTH_EX, energy=[W, W, W]).active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Tuck Tail")
    assert t.state.result is not None and t.state.result.winner == 1


# -- 293 N's Zoroark ex ------------------------------------------------------------------------------

def test_293_night_joker_II_C_18_uses_an_attack_of_a_benched_ns_pokemon():
    s = Scenario().active(0, ZOROARK_EX, energy=[D, D], under=[ZORUA])
    s.bench(0, RESHIRAM).bench(0, SNOVER).bench(0, ZORUA).active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Night Joker")
    assert t.decision.kind == CHOOSE_ATTACK
    assert set(t.options) == {420, 421, 402}      # Reshiram's and Zorua's, not Snover's
    t.choose(421)                                 # Virtuous Flame: its cost is not needed
    assert t.mon(1).damage == 170


def test_293_night_joker_does_nothing_without_a_benched_ns_pokemon():
    s = Scenario().active(0, ZOROARK_EX, energy=[D, D]).bench(0, SNOVER).active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Night Joker")
    assert t.mon(1).damage == 0 and t.state.current == 1


def test_293_trade_RC_226_discards_a_card_then_draws_2_once_a_turn():
    s = Scenario().active(0, SNOVER).bench(0, ZOROARK_EX).active(1, SNOVER).hand(0, [MEGA_SIGNAL, KYOGRE])
    t = s.start()
    t.ability(1)
    t.choose(MEGA_SIGNAL)
    assert t.discard_ids(0) == [MEGA_SIGNAL]
    assert t.hand_ids(0) == sorted([KYOGRE, W, W])
    assert not t.can("ability", 1, 0)


@pytest.mark.parametrize("hand, deck", [([], [W] * 5), ([W], [])])
def test_293_trade_RC_228_RC_229_not_usable_with_an_empty_hand_or_deck(hand, deck):
    s = Scenario().active(0, ZOROARK_EX).active(1, SNOVER).hand(0, hand).deck(0, deck)
    assert not s.start().can("ability", 0, 0)


# -- Shoot Through (298 Hop's Corviknight; deck card 1031 Mega Starmie ex) ------------------------------

@pytest.mark.parametrize("attacker, under, energy, attack, active_damage", [
    (MEGA_STARMIE_EX, [STARYU], [W], "Jetting Blow", 120),
    (CORVIKNIGHT, [ROOKIDEE, CORVISQUIRE], [M], "Shoot Through", 50)])
def test_shoot_through_II_B_08_also_hits_a_benched_pokemon_without_weakness(attacker, under, energy, attack,
                                                                            active_damage):
    s = Scenario().active(0, attacker, under=under, energy=energy)
    s.active(1, DRAGAPULT_EX).bench(1, KYOGRE).bench(1, SCORBUNNY)     # Scorbunny is weak to {W}
    t = s.start()
    t.attack(attack)
    t.choose((1, 2))
    assert t.mon(1).damage == active_damage
    assert t.mon(1, 2).damage == 50 and t.mon(1, 1).damage == 0


# -- 304 Hop's Snorlax -------------------------------------------------------------------------------

def test_304_dynamic_press_II_B_09_also_80_to_itself_and_extra_helpings_boosts_it():
    s = Scenario().active(0, SNORLAX, energy=[W, W, W]).active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Dynamic Press")
    assert t.mon(1).damage == 170                 # 140 + its own Extra Helpings
    assert t.mon(0).damage == 80                  # the boost is only for the opponent's Active


def test_304_extra_helpings_II_E_15_does_not_stack_and_helps_only_its_owner():
    s = Scenario().active(0, WOOLOO, energy=[W, W, W]).bench(0, SNORLAX).bench(0, SNORLAX)
    s.active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Smash Kick")
    assert t.mon(1).damage == 80
    s = Scenario().active(0, WOOLOO, energy=[W, W, W]).active(1, DRAGAPULT_EX).bench(1, SNORLAX)
    t = s.start()
    t.attack("Smash Kick")
    assert t.mon(1).damage == 50


def test_304_extra_helpings_only_for_hops_pokemon():
    s = Scenario().active(0, SNOVER, energy=[W]).bench(0, SNORLAX).active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Beat")
    assert t.mon(1).damage == 10


# -- Intimidating Stare (307 Hop's Rookidee; deck card 917 Chikorita) ------------------------------------

@pytest.mark.parametrize("attacker, attack", [(GROWL_CHIKORITA, "Growl"), (ROOKIDEE, "Intimidating Stare")])
def test_intimidating_stare_II_E_01_defending_pokemon_does_20_less_next_turn(attacker, attack):
    s = Scenario().active(0, attacker, energy=[G]).active(1, SNOVER, energy=[W, W])
    t = s.start()
    t.attack(attack)
    t.attack("Icy Snow")                          # P2's turn: 30 - 20
    assert t.mon(0).damage == 10
    t.end_turn()                                  # P1's turn ends; P2's next turn: back to 30
    t.attack("Icy Snow")
    assert t.mon(0).damage == 40


# -- 311 Hop's Cramorant -------------------------------------------------------------------------------

@pytest.mark.parametrize("prizes, damage", [(6, 0), (4, 120), (3, 120), (2, 0)])
def test_311_fickle_spitting_needs_exactly_3_or_4_opponent_prizes(prizes, damage):
    s = Scenario().active(0, CRAMORANT, energy=[W]).active(1, DRAGAPULT_EX).prizes(1, prizes)
    t = s.start()
    t.attack("Fickle Spitting")
    assert t.mon(1).damage == damage


# -- 326 Blaziken ex ---------------------------------------------------------------------------------

def test_326_seething_spirit_attaches_a_discarded_basic_energy_to_any_of_your_pokemon():
    s = Scenario().active(0, SNOVER).bench(0, BLAZIKEN_EX, under=[TORCHIC, COMBUSKEN]).active(1, SNOVER)
    s.discard(0, [R, MEGA_SIGNAL])
    t = s.start()
    t.ability(1)
    t.choose((0, 0))
    assert t.energy_ids(0, 0) == [R] and t.discard_ids(0) == [MEGA_SIGNAL]
    assert not t.can("ability", 1, 0)


def test_326_seething_spirit_needs_a_basic_energy_in_the_discard():
    s = Scenario().active(0, BLAZIKEN_EX).active(1, SNOVER).discard(0, [MEGA_SIGNAL])
    assert not s.start().can("ability", 0, 0)


# -- Items, Tool, Supporter ----------------------------------------------------------------------------

def test_1113_ns_pp_up_attaches_a_discarded_basic_energy_to_a_benched_ns_pokemon():
    s = Scenario().active(0, ZORUA).bench(0, SNOVER).bench(0, RESHIRAM).active(1, SNOVER)
    s.hand(0, [PP_UP]).discard(0, [R])
    t = s.start()
    t.play(PP_UP)                                 # one Energy, one target: nothing to ask
    assert t.energy_ids(0, 2) == [R] and t.energy_ids(0, 0) == []


@pytest.mark.parametrize("bench, discard", [(SNOVER, [R]), (RESHIRAM, [MEGA_SIGNAL])])
def test_1113_ns_pp_up_needs_a_benched_ns_pokemon_and_a_basic_energy(bench, discard):
    s = Scenario().active(0, ZORUA).bench(0, bench).active(1, SNOVER).hand(0, [PP_UP]).discard(0, discard)
    assert not s.start().can("play", PP_UP)


def test_1115_hops_bag_benches_up_to_2_basic_hops_pokemon():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [HOPS_BAG])
    s.deck(0, [SNORLAX, CORVISQUIRE, SNOVER, WOOLOO, W])
    t = s.start()
    t.play(HOPS_BAG)
    assert t.card_options() == {SNORLAX, WOOLOO}
    t.choose(SNORLAX, WOOLOO)
    assert [m.cid for m in t.player(0).bench] == [SNORLAX, WOOLOO]


def test_1115_hops_bag_II_C_11_R4_not_playable_with_a_full_bench():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [HOPS_BAG])
    for _ in range(5):
        s.bench(0, SNOVER)
    assert not s.start().can("play", HOPS_BAG)


def test_1171_hops_choice_band_RC_124_costs_one_colorless_less_and_adds_30_to_the_active():
    s = Scenario().active(0, WOOLOO, energy=[W, W], tools=[CHOICE_BAND]).active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Smash Kick")
    assert t.mon(1).damage == 80


def test_1171_hops_choice_band_boost_skips_bench_damage():
    s = Scenario().active(0, CORVIKNIGHT, under=[ROOKIDEE, CORVISQUIRE], tools=[CHOICE_BAND])
    s.active(1, DRAGAPULT_EX).bench(1, KYOGRE)
    t = s.start()
    t.attack("Shoot Through")                     # {C} less: free
    assert t.mon(1).damage == 80 and t.mon(1, 1).damage == 50


def test_1171_hops_choice_band_does_nothing_on_other_pokemon():
    s = Scenario().active(0, KYOGRE, energy=[W, W], tools=[CHOICE_BAND]).active(1, DRAGAPULT_EX)
    t = s.start()
    assert not t.can("attack", "Swirling Waves")
    s = Scenario().active(0, SNOVER, energy=[W], tools=[CHOICE_BAND]).active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Beat")
    assert t.mon(1).damage == 10


def test_1210_brocks_scouting_takes_up_to_2_basic_pokemon():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [BROCKS_SCOUTING])
    s.deck(0, [SCORBUNNY, BAYLEEF, SNOVER, W])
    t = s.start()
    t.play(BROCKS_SCOUTING)
    assert t.card_options() == {SCORBUNNY, BAYLEEF, SNOVER}
    t.choose(SCORBUNNY)
    assert t.card_options() == {SNOVER}           # no Evolution Pokémon after a Basic
    t.choose(SNOVER)
    assert t.hand_ids(0) == sorted([SCORBUNNY, SNOVER])


def test_1210_brocks_scouting_or_1_evolution_pokemon():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [BROCKS_SCOUTING])
    s.deck(0, [SCORBUNNY, BAYLEEF, SNOVER, W])
    t = s.start()
    t.play(BROCKS_SCOUTING)
    t.choose(BAYLEEF)                             # nothing else may join it
    assert t.hand_ids(0) == [BAYLEEF]
    assert t.decision.kind == "main"


# -- Stadiums --------------------------------------------------------------------------------------

def test_1253_ns_castle_II_D_13_ns_pokemon_on_both_sides_have_no_retreat_cost():
    s = Scenario().active(0, ZOROARK_EX, under=[ZORUA]).bench(0, SNOVER)
    s.active(1, RESHIRAM).stadium(NS_CASTLE)
    t = s.start()
    assert t.can("retreat", 1)                    # printed cost 2, no Energy attached
    assert Q.retreat_cost(t.state, t.mon(1)) == 0
    t.retreat(1)
    assert t.mon(0).cid == SNOVER


def test_1253_ns_castle_does_not_change_other_pokemon():
    s = Scenario().active(0, KYOGRE).bench(0, SNOVER).active(1, SNOVER).stadium(NS_CASTLE)
    t = s.start()
    assert Q.retreat_cost(t.state, t.mon(0)) == 3
    assert not t.can("retreat", 1)


@pytest.mark.parametrize("stadium_owner", [0, 1])
def test_1255_postwick_adds_30_to_hops_pokemon_of_both_players(stadium_owner):
    s = Scenario().active(0, WOOLOO, energy=[W, W, W]).active(1, DRAGAPULT_EX)
    s.stadium(POSTWICK, owner=stadium_owner)
    t = s.start()
    t.attack("Smash Kick")
    assert t.mon(1).damage == 80


def test_1255_postwick_stacks_with_extra_helpings_but_not_for_other_pokemon():
    s = Scenario().active(0, WOOLOO, energy=[W, W, W]).bench(0, SNORLAX).active(1, DRAGAPULT_EX)
    s.stadium(POSTWICK)
    t = s.start()
    t.attack("Smash Kick")
    assert t.mon(1).damage == 110
    s = Scenario().active(0, SNOVER, energy=[W]).active(1, DRAGAPULT_EX).stadium(POSTWICK)
    t = s.start()
    t.attack("Beat")
    assert t.mon(1).damage == 10


def test_293_night_joker_does_not_offer_night_joker_itself():
    s = Scenario().active(0, ZOROARK_EX, energy=[D, D]).bench(0, ZOROARK_EX).bench(0, ZORUA)
    s.active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Night Joker")                       # only Zorua's Scratch is left: no question
    assert t.mon(1).damage == 20


# -- 14 Spiky Energy, 255 Maractus, 1209 Ruffian ------------------------------------------------------

SPIKY, MARACTUS, RUFFIAN, MEGA_LUCARIO_EX, HEROS_CAPE, AIR_BALLOON = 14, 255, 1209, 678, 1159, 1174
TR_ENERGY, PRISM = 15, 16


def test_14_spiky_energy_two_counters_on_an_attacker_that_damages_its_active_pokemon():
    s = Scenario().active(0, SNOVER, energy=[W]).active(1, KYOGRE, energy=[SPIKY]).bench(1, SNOVER, energy=[SPIKY])
    t = s.start()
    t.attack("Beat")
    assert t.mon(1).damage == 10 and t.mon(0).damage == 20
    assert Q.count_units(t.state, t.mon(1)) == 1


def test_255_exploding_needles_six_counters_on_the_attacker_when_knocked_out_in_the_active_spot():
    s = Scenario().active(0, SNOVER, energy=[W], damage=30).bench(0, SNOVER).active(1, MARACTUS, damage=100)
    s.bench(1, SNOVER)
    t = s.start()
    t.attack("Beat")
    assert MARACTUS in t.discard_ids(1) and SNOVER in t.discard_ids(0)   # 30 + 60 on 90 HP
    assert len(t.player(0).prizes) == 5 and len(t.player(1).prizes) == 5


def test_1209_ruffian_discards_a_tool_and_a_special_energy_from_one_pokemon():
    s = Scenario().active(0, SNOVER).active(1, KYOGRE, tools=[HEROS_CAPE], energy=[PRISM, W])
    s.bench(1, SNOVER, tools=[AIR_BALLOON]).hand(0, [RUFFIAN])
    t = s.start()
    t.play(RUFFIAN).choose((1, 0))
    assert t.discard_ids(1) == sorted([HEROS_CAPE, PRISM]) and t.energy_ids(1) == [W]
    s = Scenario().active(0, SNOVER).active(1, KYOGRE, energy=[W]).hand(0, [RUFFIAN])
    assert not s.start().can("play", RUFFIAN)

# -- cards of the II-B / II-C cases ------------------------------------------------------------
ROCKRUFF, LILLIES_CUTIEFLY = 286, 278


def test_286_rockruff_dig_it_up_may_discard_the_top_card():
    s = Scenario().active(0, ROCKRUFF, energy=[W]).active(1, SNOVER).deck(0, [KYOGRE, W])
    t = s.start().attack("Dig It Up")
    assert {o >> 7 for o in t.options if o != DONE} == {KYOGRE}
    t.choose(KYOGRE)
    assert t.discard_ids(0) == [KYOGRE]


def test_280_lillies_comfey_inviting_flowers_any_number_of_basic_lillies_pokemon():
    s = Scenario().active(0, COMFEY, energy=[W]).active(1, SNOVER)
    s.deck(0, [CLEFAIRY_EX, SNOVER, LILLIES_CUTIEFLY, COMFEY, W])
    t = s.start().attack("Inviting Flowers")
    assert {o >> 7 for o in t.options if o != DONE} == {CLEFAIRY_EX, LILLIES_CUTIEFLY, COMFEY}
    t.choose(CLEFAIRY_EX, LILLIES_CUTIEFLY, COMFEY)            # picks go in card order
    assert sorted(m.cid for m in t.player(0).bench) == sorted([LILLIES_CUTIEFLY, CLEFAIRY_EX, COMFEY])


# -- 256 Magmortar, 273 Banette, 277 N's Sigilyph, 1114 Redeemable Ticket -----------------------------------

MAGMAR, MAGMORTAR, SHUPPET, BANETTE, REDEEMABLE_TICKET, KANGASKHAN_EX = 929, 256, 963, 273, 1114, 756


def test_256_magmortar_searing_flame_burns_on_heads():
    s = Scenario().active(0, MAGMORTAR, under=[MAGMAR], energy=[R, R, W]).active(1, KANGASKHAN_EX)
    t = s.start().coins("HT").attack("Searing Flame")     # heads; then tails for the Burn flip
    assert t.mon(1).damage == 90 + 20 + 30 and t.mon(1).burn      # Magma Surge: 3 more
    t = s.start().coins("T").attack("Searing Flame")
    assert t.mon(1).damage == 90 and not t.mon(1).burn


def test_256_magmortar_magma_surge_3_more_counters_on_the_opponents_burned_pokemon():
    s = Scenario().active(0, KYOGRE, conditions=["burned"]).active(1, SNOVER).bench(1, MAGMORTAR, under=[MAGMAR])
    t = s.start().coins("T").end_turn()
    assert t.mon(0).damage == 50
    s = Scenario().active(0, MAGMORTAR, under=[MAGMAR], conditions=["burned"]).active(1, SNOVER)
    assert s.start().coins("T").end_turn().mon(0).damage == 20     # its own side: no more


def test_273_banette_cursed_words_opponent_shuffles_3_cards_from_hand():
    s = Scenario().active(0, BANETTE, under=[SHUPPET], energy=[P]).active(1, SNOVER).hand(1, [G, F, W])
    t = s.start().attack("Cursed Words")
    assert len(t.player(1).hand) == 1 and len(t.player(1).deck) == 20 + 3 - 1


def test_277_ns_sigilyph_victory_symbol_wins_with_exactly_1_prize_card_left():
    s = Scenario().active(0, SIGILYPH, energy=[P, W, W]).active(1, SNOVER).prizes(0, 1)
    assert s.start().attack("Victory Symbol").state.result.winner == 0
    s = Scenario().active(0, SIGILYPH, energy=[P, W, W]).active(1, SNOVER).prizes(0, 3)
    assert not s.start().attack("Victory Symbol").game.is_over()


def test_1114_redeemable_ticket_prize_cards_to_the_bottom_new_ones_from_the_top():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [REDEEMABLE_TICKET]).prizes(0, [F] * 4)
    t = s.deck(0, [G] * 4 + [W] * 4).start().play(REDEEMABLE_TICKET)
    assert [c >> 7 for c in t.player(0).prizes] == [G] * 4 and [c >> 7 for c in t.player(0).deck] == [F] * 4 + [W] * 4
