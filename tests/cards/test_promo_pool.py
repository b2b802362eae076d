"""Scenario tests of the promotional cards (PROMO) of the wider pool (P1)."""

import pytest

from ptcg.testing import Scenario

G, R, W, L, P, F, D, M = 1, 2, 3, 4, 5, 6, 7, 8
RAGING_BOLT_EX, MEGA_LATIAS_EX, DREEPY, BAGON, STUFFUL = 63, 754, 119, 300, 760
SCRAFTY, WHIMSICOTT, WEAVILE, ZAPDOS = 21, 815, 826, 952


@pytest.mark.parametrize("bench, taken", [(2, 2), (0, 0)])
def test_21_scrafty_nab_n_dash_searches_as_many_cards_as_benched_pokemon(bench, taken):
    s = Scenario()
    s.active(0, SCRAFTY, energy=[W]).active(1, RAGING_BOLT_EX).deck(0, [DREEPY, R, BAGON, P])
    for _ in range(bench):
        s.bench(0, STUFFUL)
    t = s.start()
    t.attack("Nab 'n' Dash")
    if taken:
        t.choose(R, P)                                     # up to 2 (any cards)
    assert len(t.player(0).hand) == taken
    assert t.hand_ids(0) == ([R, P] if taken else [])


def test_815_whimsicott_healing_fluff_heals_all_damage_from_a_benched_pokemon():
    s = Scenario()
    s.active(0, WHIMSICOTT, energy=[W], damage=30).bench(0, STUFFUL, damage=60).bench(0, DREEPY, damage=20)
    s.active(1, RAGING_BOLT_EX)
    t = s.start()
    t.attack("Healing Fluff")
    assert set(t.options) == {(0, 1), (0, 2)}              # Benched Pokémon only
    t.choose((0, 1))
    assert [t.mon(0).damage, t.mon(0, 1).damage, t.mon(0, 2).damage] == [30, 0, 20]


@pytest.mark.parametrize("damage, expected", [(40, 190), (30, 20)])
def test_826_weavile_retaliatory_claw_170_more_with_50_hp_or_less_left(damage, expected):
    s = Scenario()
    s.active(0, WEAVILE, energy=[D, D], damage=damage).active(1, MEGA_LATIAS_EX)
    t = s.start()
    t.attack("Retaliatory Claw")
    assert t.mon(1).damage == expected


def test_952_zapdos_follow_up_bolt_10_more_per_counter_on_the_defending_pokemon():
    s = Scenario()
    s.active(0, ZAPDOS, energy=[L, W]).active(1, MEGA_LATIAS_EX, damage=70)
    t = s.start()
    t.attack("Follow-Up Bolt")
    assert t.mon(1).damage == 70 + 20 + 70
