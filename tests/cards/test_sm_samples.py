"""The Sun & Moon sample cards of the plan (NOTES.md "Older eras"): Tapu Lele-GX (GRI 60), Pikachu &
Zekrom-GX (TEU 33), Lunala ◇ (UPR 62), Super Boost Energy ◇ (UPR 136) and Thunder Mountain ◇ (LOT 191),
one scenario per text; GX attacks once per game and ◇ cards to the Lost Zone are the rules' (III-14,
III-15), checked here once through these cards."""

import pytest

from ptcg.cards import legacy
from ptcg.decisions import YES_NO
from ptcg.rules import queries as Q
from ptcg.testing import Scenario

DRAGAPULT_EX, SNOVER = 121, 722
G, R, W, L, P, F, D, M = 1, 2, 3, 4, 5, 6, 7, 8
MEGATON_BLOWER = 1104                           # a pool Item that discards the Stadium in play
TAPU_LELE_GX = legacy.card_id("sm2-60")
PIKACHU_ZEKROM_GX = legacy.card_id("sm9-33")
LUNALA_PRISM = legacy.card_id("sm5-62")
SUPER_BOOST = legacy.card_id("sm5-136")
THUNDER_MOUNTAIN = legacy.card_id("sm8-191")
MEWTWO = legacy.card_id("sm10-75")              # Psychic Weakness
WELDER, LILLIE = legacy.card_id("sm10-189"), legacy.card_id("sm5-125")
MAGNEZONE, MAGNETON, MAGNEMITE = (legacy.card_id(f"sm6-{n}") for n in (36, 35, 34))
ZERAORA = legacy.card_id("sm10-60")             # {L}{C}{C} Discharge
INCINEROAR, TORRACAT, LITTEN = (legacy.card_id(f"sm10-{n}") for n in (29, 28, 27))


# -- 204062 Tapu Lele-GX ------------------------------------------------------------------------
def test_204062_tapu_lele_gx_wonder_tag_searches_a_supporter_when_benched_from_the_hand():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [TAPU_LELE_GX]).deck(0, [W, WELDER, LILLIE])
    t = s.start().bench_card(TAPU_LELE_GX)
    assert t.decision.kind == YES_NO
    t.choose(True)
    assert t.card_options() == {WELDER, LILLIE}
    t.choose(LILLIE)
    assert t.hand_ids(0) == [LILLIE] and t.shuffles(0) == 1


def test_204062_tapu_lele_gx_energy_drive_counts_both_actives_without_weakness():
    s = Scenario().active(0, TAPU_LELE_GX, energy=[P, W]).active(1, MEWTWO, energy=[P, P, W])
    t = s.start().attack("Energy Drive")
    assert t.mon(1).damage == 100                     # 5 Energy; no Psychic Weakness


def test_204062_tapu_lele_gx_tapu_cure_gx_heals_2_benched_pokemon_once_per_game():
    s = Scenario().active(0, TAPU_LELE_GX, energy=[P], damage=50).active(1, DRAGAPULT_EX)
    s.bench(0, SNOVER, damage=30).bench(0, MEWTWO, damage=60).bench(0, INCINEROAR, damage=10)
    t = s.start().attack("Tapu Cure-GX")
    t.choose((0, 1), (0, 3))
    assert [t.mon(0, i).damage for i in (0, 1, 2, 3)] == [50, 0, 60, 0]
    assert t.player(0).once_per_game == ["gx"]


# -- 215032 Pikachu & Zekrom-GX ------------------------------------------------------------------
def test_215032_pikachu_zekrom_gx_full_blitz_attaches_up_to_3_lightning_energy_to_one_pokemon():
    s = Scenario().active(0, PIKACHU_ZEKROM_GX, energy=[L, L, L]).bench(0, ZERAORA).active(1, DRAGAPULT_EX)
    t = s.deck(0, [L, W, L, L, L]).start().attack("Full Blitz")
    t.choose(L, L, L, (0, 1))
    assert t.mon(1).damage == 150 and t.energy_ids(0, 1) == [L, L, L] and t.deck_ids(0) == sorted([W, L])


@pytest.mark.parametrize("energy, bench_damage", [([L] * 6, 170), ([L] * 5 + [W], 0), ([L] * 5, 0)])
def test_215032_tag_bolt_gx_170_to_the_bench_with_3_extra_lightning_energy(energy, bench_damage):
    s = Scenario().active(0, PIKACHU_ZEKROM_GX, energy=energy).active(1, DRAGAPULT_EX).bench(1, MEWTWO)
    t = s.start().attack("Tag Bolt-GX")
    assert t.mon(1).damage == 200 and t.player(0).once_per_game == ["gx"]
    if bench_damage:                                   # Mewtwo (120 HP) is Knocked Out
        assert not t.player(1).bench and MEWTWO in t.discard_ids(1)
    else:
        assert t.mon(1, 1).damage == 0


# -- 209061 Lunala ◇ ----------------------------------------------------------------------------
def test_209061_lunala_prism_star_full_moon_star_one_psychic_energy_per_opposing_pokemon():
    s = Scenario().active(0, LUNALA_PRISM, energy=[P]).bench(0, MEWTWO).active(1, DRAGAPULT_EX)
    t = s.bench(1, SNOVER).bench(1, SNOVER).discard(0, [P, P, P, P, W]).start().attack("Full Moon Star")
    t.choose((0, 1), (0, 0), (0, 1))                   # 3 opposing Pokémon: 3 cards, a Pokémon for each
    assert t.energy_ids(0, 1) == [P, P] and t.energy_ids(0) == [P, P] and sorted(t.discard_ids(0)) == sorted([P, W])


def test_209061_lunala_prism_star_psystorm_counts_every_energy_in_play():
    s = Scenario().active(0, LUNALA_PRISM, energy=[P, P, P, P]).bench(0, MEWTWO, energy=[P])
    t = s.active(1, DRAGAPULT_EX, energy=[R, W]).start().attack("Psystorm")
    assert t.mon(1).damage == 140


def test_209061_lunala_prism_star_goes_to_the_lost_zone_when_knocked_out():
    s = Scenario().active(0, ZERAORA, energy=[L, L, L, L]).active(1, LUNALA_PRISM, damage=100).bench(1, SNOVER)
    t = s.start().attack("Discharge")
    assert LUNALA_PRISM in [c >> 7 for c in t.player(1).lost] and LUNALA_PRISM not in t.discard_ids(1)


# -- 209139 Super Boost Energy ◇ ------------------------------------------------------------------
def test_209139_super_boost_energy_colorless_every_type_on_stage_2_and_4_with_three_stage_2():
    from ptcg.types import ALL_TYPES, COLORLESS_BIT
    s = Scenario().active(0, SNOVER, energy=[SUPER_BOOST]).active(1, SNOVER)
    t = s.start()
    assert Q.attached_units(t.state, t.mon(0)) == [COLORLESS_BIT]
    s = Scenario().active(0, INCINEROAR, under=[LITTEN, TORRACAT], energy=[SUPER_BOOST]).active(1, SNOVER)
    t = s.start()
    assert Q.attached_units(t.state, t.mon(0)) == [ALL_TYPES]
    s.bench(0, MAGNEZONE, under=[MAGNEMITE, MAGNETON]).bench(0, INCINEROAR, under=[LITTEN, TORRACAT])
    t = s.start()
    assert Q.attached_units(t.state, t.mon(0)) == [ALL_TYPES] * 4


def test_209139_super_boost_energy_pays_a_stage_2_attack():
    s = Scenario().active(0, MAGNEZONE, under=[MAGNEMITE, MAGNETON], energy=[SUPER_BOOST])
    s.bench(0, MAGNEZONE, under=[MAGNEMITE, MAGNETON]).bench(0, INCINEROAR, under=[LITTEN, TORRACAT])
    t = s.active(1, DRAGAPULT_EX).start()
    assert t.can("attack", "Zap Cannon")               # {L}{L}{L}{C} paid by 4 units of every type


# -- 214194 Thunder Mountain ◇ --------------------------------------------------------------------
def test_214194_thunder_mountain_lightning_attacks_cost_one_lightning_less():
    s = Scenario().active(0, ZERAORA, energy=[W, W]).active(1, DRAGAPULT_EX).stadium(THUNDER_MOUNTAIN)
    t = s.start()
    assert t.can("attack", "Discharge")                # {L}{C}{C} -> {C}{C}
    t = Scenario().active(0, ZERAORA, energy=[W, W]).active(1, DRAGAPULT_EX).start()
    assert not t.can("attack", "Discharge")


def test_II_D_12_cost_lightning_less_leaves_a_cost_without_lightning_as_it_is():
    s = Scenario().active(0, TAPU_LELE_GX, energy=[W]).active(1, DRAGAPULT_EX).stadium(THUNDER_MOUNTAIN)
    assert not s.start().can("attack", "Energy Drive")


def test_RC_223_thunder_mountain_items_do_not_discard_it():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).stadium(THUNDER_MOUNTAIN, owner=1)
    t = s.hand(0, [MEGATON_BLOWER]).start()
    assert t.can("play", MEGATON_BLOWER)               # still playable (II-E-29 R2), to no effect
    t.play(MEGATON_BLOWER)
    assert t.state.stadium >> 7 == THUNDER_MOUNTAIN and MEGATON_BLOWER in t.discard_ids(0)


def test_214194_thunder_mountain_replaced_by_another_stadium_goes_to_the_lost_zone():
    from ptcg.cards.db import CARDS
    other = next(c.id for c in CARDS.values() if c.kind == "stadium" and c.id < 2000)
    s = Scenario().active(0, SNOVER).active(1, SNOVER).stadium(THUNDER_MOUNTAIN, owner=1).hand(0, [other])
    t = s.start().play(other)
    assert t.state.stadium >> 7 == other and [c >> 7 for c in t.player(1).lost] == [THUNDER_MOUNTAIN]
