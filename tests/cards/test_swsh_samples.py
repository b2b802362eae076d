"""The Sword & Shield sample cards of the plan (NOTES.md "Older eras"): Zacian V (SSH 138), Eternatus V
and VMAX (DAA 116-117), Mewtwo V-UNION (SWSH159-162) and Radiant Greninja (ASR 46), one scenario per
text; the V, VMAX, V-UNION and Radiant rules themselves are tested with the rules (III-14, III-15)."""

import pytest

from ptcg.cards import legacy
from ptcg.decisions import CHOOSE_CARD
from ptcg.rules.conditions import conditions_of
from ptcg.testing import DONE, Scenario

DRAGAPULT_EX, SNOVER = 121, 722
G, R, W, L, P, F, D, M = 1, 2, 3, 4, 5, 6, 7, 8
ZACIAN_V = legacy.card_id("swsh1-138")
ETERNATUS_V, ETERNATUS_VMAX = legacy.card_id("swsh3-116"), legacy.card_id("swsh3-117")
MEWTWO_UNION = legacy.card_id("swshp-SWSH159")
RADIANT_GRENINJA = legacy.card_id("swsh10-46")
TORRACAT = legacy.card_id("sm10-28")            # Fire Fang: 20 damage and a Burn (an attack effect)
HOP = legacy.card_id("swsh1-165")


# -- 224137 Zacian V ----------------------------------------------------------------------------
def test_224137_zacian_v_intrepid_sword_attaches_metal_energy_from_the_top_3_and_ends_the_turn():
    s = Scenario().active(0, ZACIAN_V).active(1, SNOVER).deck(0, [M, HOP, M, W])
    t = s.start().ability(0, 0)
    assert t.card_options() == {M}
    t.choose(M, M)
    assert t.energy_ids(0) == [M, M] and t.hand_ids(0) == [HOP] and t.deck_ids(0) == [W]
    assert t.decision.player == 1                      # the turn ended with the Ability


def test_224137_zacian_v_intrepid_sword_may_attach_none():
    t = Scenario().active(0, ZACIAN_V).active(1, SNOVER).deck(0, [M, W, W, G]).start().ability(0, 0)
    t.choose(DONE)
    assert t.energy_ids(0) == [] and sorted(t.hand_ids(0)) == sorted([M, W, W]) and t.decision.player == 1


def test_224137_zacian_v_brave_blade_230_and_no_attack_next_turn():
    t = Scenario().active(0, ZACIAN_V, energy=[M, M, M]).active(1, DRAGAPULT_EX).start().attack("Brave Blade")
    assert t.mon(1).damage == 230
    t.end_turn()
    assert t.decision.player == 0 and not t.can("attack")


# -- 226115 Eternatus V, 226116 Eternatus VMAX ----------------------------------------------------
def test_226115_eternatus_v_power_accelerator_may_attach_a_darkness_energy_to_the_bench():
    s = Scenario().active(0, ETERNATUS_V, energy=[D]).bench(0, SNOVER).active(1, DRAGAPULT_EX).hand(0, [D, W])
    t = s.start().attack("Power Accelerator")
    assert t.decision.kind == CHOOSE_CARD and t.card_options() == {D}
    t.choose(D)                                        # to the only Benched Pokémon
    assert t.mon(1).damage == 30 and t.energy_ids(0, 1) == [D] and t.hand_ids(0) == [W]


@pytest.mark.parametrize("defender, damage", [(ETERNATUS_VMAX, 240), (DRAGAPULT_EX, 120)])
def test_226115_eternatus_v_dynamax_cannon_120_more_against_a_pokemon_vmax(defender, damage):
    s = Scenario().active(0, ETERNATUS_V, energy=[D, D, D, D]).active(1, defender, under=[ETERNATUS_V]
                                                                      if defender == ETERNATUS_VMAX else [])
    t = s.start().attack("Dynamax Cannon")
    assert t.mon(1).damage == damage


def test_226116_eternatus_vmax_dread_end_30_for_each_of_your_darkness_pokemon():
    s = Scenario().active(0, ETERNATUS_VMAX, under=[ETERNATUS_V], energy=[D, D]).bench(0, ETERNATUS_V)
    t = s.bench(0, SNOVER).active(1, DRAGAPULT_EX).start().attack("Dread End")
    assert t.mon(1).damage == 60                       # Eternatus VMAX and the Benched Eternatus V


# -- 223158 Mewtwo V-UNION ----------------------------------------------------------------------
def test_223158_mewtwo_v_union_photon_barrier_keeps_off_effects_of_attacks_not_damage():
    s = Scenario(current=1).active(1, TORRACAT, energy=[R]).active(0, MEWTWO_UNION)
    t = s.start().attack("Fire Fang")
    assert t.mon(0).damage == 20 and conditions_of(t.mon(0)) == []
    s = Scenario(current=1).active(1, TORRACAT, energy=[R]).active(0, SNOVER)
    assert conditions_of(s.start().attack("Fire Fang").mon(0)) == ["burned"]   # the same attack burns others


def test_223158_mewtwo_v_union_union_gain_attaches_up_to_2_psychic_energy_from_the_discard():
    s = Scenario().active(0, MEWTWO_UNION, energy=[W]).active(1, DRAGAPULT_EX).discard(0, [P, P, P, W])
    t = s.start().attack("Union Gain").choose(P, P)
    assert t.energy_ids(0) == sorted([W, P, P]) and sorted(t.discard_ids(0)) == sorted([P, W])


def test_223158_mewtwo_v_union_super_regeneration_heals_200():
    s = Scenario().active(0, MEWTWO_UNION, energy=[P, P, W], damage=250).active(1, DRAGAPULT_EX)
    assert s.start().attack("Super Regeneration").mon(0).damage == 50


def test_223158_mewtwo_v_union_psysplosion_spreads_16_damage_counters():
    s = Scenario().active(0, MEWTWO_UNION, energy=[P, P, W]).active(1, DRAGAPULT_EX).bench(1, SNOVER)
    t = s.start().attack("Psysplosion")
    t.choose(10)                                       # 10 on the Active, the other 6 on the Bench
    assert t.mon(1).damage == 100 and t.mon(1, 1).damage == 60


def test_223158_mewtwo_v_union_final_burn_300():
    s = Scenario().active(0, MEWTWO_UNION, energy=[P, P, P, W]).active(1, DRAGAPULT_EX)
    assert s.start().attack("Final Burn").mon(1).damage == 300


# -- 241045 Radiant Greninja --------------------------------------------------------------------
def test_241045_radiant_greninja_concealed_cards_discards_an_energy_card_to_draw_2():
    s = Scenario().active(0, RADIANT_GRENINJA).active(1, SNOVER).hand(0, [W, HOP]).deck(0, [G, R, L])
    t = s.start().ability(0, 0)
    assert sorted(t.hand_ids(0)) == sorted([HOP, G, R]) and t.discard_ids(0) == [W]
    assert not t.can("ability", 0, 0)                   # once per turn


def test_241045_radiant_greninja_concealed_cards_needs_an_energy_card_and_a_deck():
    t = Scenario().active(0, RADIANT_GRENINJA).active(1, SNOVER).hand(0, [HOP]).start()
    assert not t.can("ability", 0, 0)
    t = Scenario().active(0, RADIANT_GRENINJA).active(1, SNOVER).hand(0, [W]).deck(0, []).start()
    assert not t.can("ability", 0, 0)


def test_241045_radiant_greninja_moonlight_shuriken_discards_2_energy_and_hits_2_pokemon():
    s = Scenario().active(0, RADIANT_GRENINJA, energy=[W, W, W, W]).active(1, DRAGAPULT_EX)
    t = s.bench(1, ZACIAN_V).bench(1, ETERNATUS_V).start().attack("Moonlight Shuriken")
    t.choose((1, 0), (1, 2))
    assert t.energy_ids(0) == [W, W] and t.mon(1).damage == 90 and t.mon(1, 2).damage == 90
    assert t.mon(1, 1).damage == 0


# -- 226116 Eternatus VMAX — Eternal Zone -------------------------------------------------------
def eternal_zone(bench: int = 0, **kw) -> Scenario:
    s = Scenario().active(0, ETERNATUS_VMAX, under=[ETERNATUS_V], **kw).active(1, ZACIAN_V, energy=[M, M, M])
    for _ in range(bench):
        s.bench(0, ETERNATUS_V)
    return s


def test_226116_eternatus_vmax_eternal_zone_a_bench_of_8_while_every_pokemon_is_darkness():
    from ptcg.rules import queries as Q
    t = eternal_zone(5).hand(0, [ETERNATUS_V, SNOVER]).start()
    assert Q.bench_size(t.state, 0) == 8 and Q.bench_size(t.state, 1) == 5
    assert t.can("bench") and not any(o[0] == "bench" and o[1] >> 7 == SNOVER for o in t.options)
    t.bench_card(ETERNATUS_V)
    assert len(t.player(0).bench) == 6


def test_226116_eternatus_vmax_eternal_zone_stops_with_a_pokemon_that_is_not_darkness():
    from ptcg.rules import queries as Q
    t = eternal_zone(2).bench(0, SNOVER).start()
    assert Q.bench_size(t.state, 0) == 5


def test_226116_eternatus_vmax_knocked_out_its_owner_discards_the_bench_down_to_5():
    s = Scenario(current=1).active(1, ZACIAN_V, energy=[M, M, M])
    s.active(0, ETERNATUS_VMAX, under=[ETERNATUS_V], damage=330)
    for _ in range(7):
        s.bench(0, ETERNATUS_V)
    t = s.start().attack("Brave Blade")
    assert t.decision.player == 0                          # the new Active Pokémon first
    t.choose(1)
    assert len(t.player(0).bench) == 6
    t.choose((0, 1))                                       # then one Benched Pokémon goes: 5 left
    assert len(t.player(0).bench) == 5 and t.state.players[0].discard
