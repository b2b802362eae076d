"""EX Deoxys (DX, EX 8): the sample Pokémon Star of the EX series, 130106 Rayquaza ★ (DX 107).
Its text is tested here; the one-Pokémon-Star rule is the card's rule, checked by
``deck.validate`` (III-13, LEGACY.md row 22)."""

import pytest

from ptcg.cards import legacy
from ptcg.deck import validate
from ptcg.testing import DRAGAPULT_EX, Scenario, deck_list

SNOVER = 722
R, L = 2, 4


def dx(number: int) -> int:
    return legacy.card_id(f"ex8-{number}")


RAYQUAZA_STAR, LATIAS_STAR = dx(107), dx(105)
CROBAT_EX, SALAMENCE_EX = dx(96), dx(103)


@pytest.mark.parametrize("coins, damage", [("T", 0), ("HT", 30), ("HHHT", 90)])
def test_130106_rayquaza_star_spiral_rush_30_for_each_heads_until_tails(coins, damage):
    t = Scenario().active(0, RAYQUAZA_STAR, energy=[R, L]).active(1, DRAGAPULT_EX).start()
    assert t.coins(coins).attack("Spiral Rush").mon(1).damage == damage


def test_130106_rayquaza_star_holy_star_hits_every_opposing_pokemon_ex_then_discards_its_energy():
    s = Scenario().active(0, RAYQUAZA_STAR, energy=[R, R, L, L, L]).active(1, DRAGAPULT_EX)
    s.bench(1, SNOVER).bench(1, CROBAT_EX).bench(1, SALAMENCE_EX)
    t = s.start().attack("Holy Star")
    assert t.mon(1).damage == 100                                  # today's Pokémon ex count too
    assert t.mon(1, 1).damage == 0                                 # Snover is not a Pokémon-ex
    assert t.mon(1, 2).damage == 100
    assert t.mon(1, 3).damage == 100                               # weak to {C}, but on the Bench
    assert t.mon(0).energy == [] and sorted(t.discard_ids(0)) == sorted([R, R, L, L, L])


def test_130106_rayquaza_star_holy_star_applies_weakness_to_the_active_pokemon_ex():
    s = Scenario().active(0, RAYQUAZA_STAR, energy=[R, R, L, L]).active(1, SALAMENCE_EX).bench(1, SNOVER)
    t = s.start().attack("Holy Star")
    assert SALAMENCE_EX in t.discard_ids(1)                        # 100 x2 against 160 HP


def test_130106_rayquaza_star_holy_star_does_nothing_to_a_non_ex_active():
    s = Scenario().active(0, RAYQUAZA_STAR, energy=[R, R, L, L]).active(1, SNOVER)
    t = s.start().attack("Holy Star")
    assert t.mon(1).damage == 0 and t.mon(0).energy == []


def test_130106_rayquaza_star_one_pokemon_star_per_deck():
    assert validate(deck_list((1, RAYQUAZA_STAR), (4, SNOVER))) == []
    assert any("Star" in p for p in validate(deck_list((2, RAYQUAZA_STAR), (4, SNOVER))))
    assert any("Star" in p for p in validate(deck_list((1, RAYQUAZA_STAR), (1, LATIAS_STAR), (4, SNOVER))))
