"""BREAKpoint (BKP, XY 9): the Greninja line, with Greninja BREAK as the sample of BREAK Evolution
(it keeps the attacks, Weakness, Resistance and Retreat Cost of the Greninja under it, III-15 R3)."""

import pytest

from ptcg.cards import legacy
from ptcg.decisions import CHOOSE_CARD, CHOOSE_POKEMON, YES_NO
from ptcg.rules import queries as Q
from ptcg.rules.conditions import PARALYZED
from ptcg.testing import Scenario

DRAGAPULT_EX, SNOVER, REGIROCK_EX = 121, 722, 447
G, R, W = 1, 2, 3
FROAKIE, FROGADIER, GRENINJA, GRENINJA_BREAK = (legacy.card_id(f"xy9-{n}") for n in (38, 39, 40, 41))
KYOGRE_EX = legacy.card_id("xy5-54")
MILOTIC, FEEBAS = legacy.card_id("xy5-44"), legacy.card_id("xy5-43")


@pytest.mark.parametrize("coin", ["H", "T"])
def test_196037_froakie_bubble_heads_paralyzes(coin):
    t = Scenario().active(0, FROAKIE, energy=[W]).active(1, DRAGAPULT_EX).start().coins(coin).attack("Bubble")
    assert (t.mon(1).rotation == PARALYZED) is (coin == "H")


def test_196038_frogadier_water_duplicates_puts_up_to_3_frogadier_onto_the_bench():
    s = Scenario().active(0, FROGADIER, energy=[W]).active(1, DRAGAPULT_EX)
    t = s.deck(0, [FROGADIER, W, FROGADIER, FROAKIE, FROGADIER, FROGADIER]).start().attack("Water Duplicates")
    assert t.card_options() == {FROGADIER}
    t.choose(FROGADIER, FROGADIER, FROGADIER)
    assert [m.cid for m in t.player(0).bench] == [FROGADIER] * 3 and t.shuffles(0) == 1
    assert t.deck_ids(0) == sorted([W, FROAKIE, FROGADIER])


def test_196038_frogadier_water_duplicates_only_as_many_as_fit():
    s = Scenario().active(0, FROGADIER, energy=[W]).active(1, DRAGAPULT_EX)
    for _ in range(4):
        s = s.bench(0, SNOVER)
    t = s.deck(0, [FROGADIER, FROGADIER]).start().attack("Water Duplicates")
    if t.decision is not None and t.decision.kind == CHOOSE_CARD:
        t.choose(FROGADIER)
    assert len(t.player(0).bench) == 5 and t.deck_ids(0) == [FROGADIER]


def test_196039_greninja_shadow_stitching_switches_off_the_opponent_s_abilities_for_their_turn():
    s = Scenario().active(0, GRENINJA, energy=[W]).active(1, DRAGAPULT_EX).bench(1, FEEBAS)
    t = s.hand(1, [MILOTIC]).discard(1, [W]).start().attack("Shadow Stitching")
    assert t.mon(1).damage == 40 and t.at_main(1)
    t.evolve(MILOTIC, 1)                               # Sparkling Ripples: no Ability, no question
    assert t.at_main(1) and t.mon(1, 1).cid == MILOTIC and not Q.abilities_work(t.state, t.mon(1, 1))
    assert Q.abilities_work(t.state, t.mon(0)) and not Q.card_abilities_work(t.state, 1)
    t.end_turn()
    assert Q.abilities_work(t.state, t.mon(1, 1)) and Q.card_abilities_work(t.state, 1)


def test_196039_greninja_shadow_stitching_lets_sparkling_ripples_work_when_it_is_not_used():
    s = Scenario().active(0, SNOVER).active(1, DRAGAPULT_EX).bench(1, FEEBAS)
    t = s.hand(1, [MILOTIC]).discard(1, [W]).start().end_turn()
    t.evolve(MILOTIC, 1)
    assert t.decision.kind == YES_NO                   # the control case: the Ability is offered


@pytest.mark.parametrize("yes", [True, False])
def test_196039_greninja_moonlight_slash_may_return_a_water_energy_for_20_more(yes):
    t = Scenario().active(0, GRENINJA, energy=[W, G]).active(1, DRAGAPULT_EX).start().attack("Moonlight Slash")
    assert t.decision.kind == YES_NO
    t.choose(yes)
    assert t.mon(1).damage == (80 if yes else 60)
    assert t.energy_ids(0) == ([G] if yes else [G, W]) and t.hand_ids(0) == ([W] if yes else [])


def test_196040_greninja_break_keeps_greninja_s_attacks():
    s = Scenario().active(0, GRENINJA_BREAK, under=[FROAKIE, FROGADIER, GRENINJA], energy=[W])
    t = s.active(1, DRAGAPULT_EX).start()
    assert t.can("attack", "Moonlight Slash") and t.can("attack", "Shadow Stitching")
    t.attack("Moonlight Slash").choose(False)
    assert t.mon(1).damage == 60


def test_196040_greninja_break_giant_water_shuriken_a_water_card_for_6_damage_counters():
    s = Scenario().active(0, GRENINJA_BREAK, under=[FROAKIE, FROGADIER, GRENINJA]).active(1, DRAGAPULT_EX)
    t = s.bench(1, KYOGRE_EX).hand(0, [W, G]).start().ability(0, 0)
    if t.decision.kind == CHOOSE_CARD:
        t.choose(W)
    assert t.decision.kind == CHOOSE_POKEMON
    t.choose((1, 1))
    assert t.mon(1, 1).damage == 60 and t.mon(1).damage == 0
    assert t.hand_ids(0) == [G] and t.discard_ids(0) == [W]
    assert not t.can("ability", 0, 0)                  # once a turn


def test_196040_greninja_break_giant_water_shuriken_only_while_active_and_with_a_water_card():
    s = Scenario().active(0, SNOVER).bench(0, GRENINJA_BREAK, under=[FROAKIE, FROGADIER, GRENINJA])
    t = s.active(1, DRAGAPULT_EX).hand(0, [W]).start()
    assert not t.can("ability", 1, 0)
    s = Scenario().active(0, GRENINJA_BREAK, under=[FROAKIE, FROGADIER, GRENINJA]).active(1, DRAGAPULT_EX)
    assert not s.hand(0, [G, R]).start().can("ability", 0, 0)


def test_the_greninja_line_is_implemented():
    from ptcg.registry import is_implemented
    assert all(is_implemented(c) for c in (FROAKIE, FROGADIER, GRENINJA, GRENINJA_BREAK))


def test_II_D_13_R1_a_player_wide_none_reaches_the_abilities_of_cards_in_the_hand():
    """Shadow Stitching's "no Abilities" is on the player (``side_has_no_abilities``): Klinklang's
    Emergency Rotation (167, used from the hand against a Stage 2 such as Greninja) is gone for
    the opponent's next turn and back after it."""
    klinklang = 167
    s = Scenario().active(0, GRENINJA, energy=[W]).active(1, DRAGAPULT_EX).hand(1, [klinklang])
    t = s.start().attack("Shadow Stitching")
    assert t.at_main(1) and not t.can("card_ability", klinklang)
    t.end_turn().end_turn()
    assert t.at_main(1) and t.can("card_ability", klinklang)
