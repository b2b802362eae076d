"""Scenario tests of the Prismatic Evolutions (PRE) texts of the reference-deck cards."""

import pytest

from ptcg.testing import Scenario

G, W = 1, 3
ROCK_FIGHTING = 20
SNOVER, STUFFUL, BUDEW, NACLI, DWEBBLE, CRUSTLE = 722, 760, 235, 683, 344, 345
MEOWTH_EX, DRAGAPULT_EX, DRAKLOAK, DREEPY = 1071, 121, 120, 119
SWITCH, BOSS, AIR_BALLOON, BLACK_BELT = 1123, 1182, 1174, 1211


# -- 323 Itchy Pollen ------------------------------------------------------------------------
@pytest.mark.parametrize("defender, energy, dealt", [(SNOVER, [], 10), (NACLI, [ROCK_FIGHTING], 20)])
def test_235_budew_itchy_pollen_blocks_items_next_turn_even_vs_an_immune_active_II_C_19(defender, energy,
                                                                                         dealt):
    s = Scenario()
    s.active(0, BUDEW).bench(0, STUFFUL).active(1, defender, energy=energy).bench(1, STUFFUL)
    s.hand(1, [SWITCH, BOSS, AIR_BALLOON]).deck(1, [G] * 5)
    t = s.start()
    t.attack("Itchy Pollen")
    assert t.mon(1).damage == dealt                         # Nacli is weak to {G}
    assert not t.can("play", SWITCH)                        # RC-098: it is on the player
    assert t.can("play", BOSS) and t.can("attach", AIR_BALLOON)     # Supporters and Tools are fine
    t.end_turn().end_turn()
    assert t.can("play", SWITCH)                            # only during that next turn


# -- 330.0 Safeguard, as 345 Crustle's Mysterious Rock Inn -----------------------------------
@pytest.mark.parametrize("attacker, attack, dealt", [(DRAGAPULT_EX, "Jet Headbutt", 0),
                                                     (STUFFUL, "Light Punch", 10)])
def test_345_crustle_prevents_damage_from_attacks_of_pokemon_ex_II_C_16(attacker, attack, dealt):
    s = Scenario()
    s.active(0, attacker, energy=[W]).active(1, CRUSTLE, under=[DWEBBLE])
    t = s.start()
    t.attack(attack)
    assert t.mon(1).damage == dealt


# -- 1211 Black Belt's Training --------------------------------------------------------------
@pytest.mark.parametrize("defender, dealt", [(MEOWTH_EX, 10 + 40), (SNOVER, 10)])
def test_1211_black_belts_training_40_more_to_an_active_pokemon_ex_this_turn_II_B_04(defender, dealt):
    s = Scenario()
    s.active(0, STUFFUL, energy=[W]).active(1, defender).hand(0, [BLACK_BELT])
    t = s.start()
    t.play(BLACK_BELT).attack("Light Punch")
    assert t.mon(1).damage == dealt


def test_1211_black_belts_training_ends_with_the_turn():
    s = Scenario()
    s.active(0, STUFFUL, energy=[W]).active(1, MEOWTH_EX).hand(0, [BLACK_BELT])
    t = s.start()
    t.play(BLACK_BELT).end_turn().end_turn()
    t.attack("Light Punch")
    assert t.mon(1).damage == 10

# -- cards of the II-C cases -------------------------------------------------------------------
P_ENERGY, D_ENERGY = 5, 7
ESPEON_EX, EEVEE, CHIKORITA, BAYLEEF, BLISSEY_EX = 246, 43, 708, 709, 125


def test_246_espeon_ex_psych_out_discards_a_random_card_from_the_opponents_hand():
    s = Scenario().active(0, ESPEON_EX, under=[EEVEE], energy=[P_ENERGY, W, W]).active(1, BLISSEY_EX)
    s.hand(1, [SWITCH, BOSS])
    t = s.start().attack("Psych Out")
    assert t.mon(1).damage == 160 and len(t.discard_ids(1)) == 1 and t.discard_ids(1)[0] in (SWITCH, BOSS)


def test_246_espeon_ex_amazez_devolves_the_opponents_evolved_pokemon():
    s = Scenario().active(0, ESPEON_EX, under=[EEVEE], energy=[G, P_ENERGY, D_ENERGY])
    s.active(1, BAYLEEF, under=[CHIKORITA]).bench(1, SNOVER)
    t = s.start().attack("Amazez")
    assert t.mon(1).name == "Chikorita" and BAYLEEF in {c >> 7 for c in t.player(1).deck + t.player(1).hand}
