"""Next Destinies (NXD, Black & White 4): the sample card Mewtwo-EX (NXD 54) of the Black &
White series, for the Pokémon-EX rule (2 Prize cards), which no Plasma Storm theme deck has."""

import pytest

from ptcg.cards import legacy
from ptcg.cards.db import card
from ptcg.cards.rule_boxes import rule_box_text
from ptcg.formats import get_format
from ptcg.testing import Scenario, deck_list

MEWTWO_EX = legacy.card_id("bw4-54")
DRAGAPULT_EX, SNOVER = 121, 722
P, W, D = 5, 3, 7


@pytest.mark.parametrize("mine, theirs, damage", [([P, P], [], 40), ([P, P, P], [W, W], 100),
                                                  ([P, P], [W, W, D, D], 120)])
def test_173053_mewtwo_ex_x_ball_20_for_each_energy_on_both_active_pokemon(mine, theirs, damage):
    s = Scenario().active(0, MEWTWO_EX, energy=mine).active(1, DRAGAPULT_EX, energy=theirs)
    assert s.start().attack("X Ball").mon(1).damage == damage


def test_173053_mewtwo_ex_psydrive_discards_an_energy_of_its_own():
    s = Scenario().active(0, MEWTWO_EX, energy=[P, P, P, W]).active(1, DRAGAPULT_EX)
    t = s.start().attack("Psydrive")
    if t.decision is not None and t.decision.kind == "choose_card":
        t.choose(W)
    assert t.mon(1).damage == 120 and len(t.energy_ids(0)) == 3


def test_173053_mewtwo_ex_knocked_out_gives_2_prize_cards():
    assert card(MEWTWO_EX).prizes == 2 and "Pokémon-EX" in str(rule_box_text(card(MEWTWO_EX)))
    s = Scenario().active(0, DRAGAPULT_EX, energy=[2, 5]).active(1, MEWTWO_EX, damage=160).bench(1, SNOVER)
    s = s.prizes(0, [W] * 6)
    t = s.start().attack("Jet Headbutt")
    assert len(t.state.players[0].prizes) == 4


def test_173053_mewtwo_ex_plays_in_the_black_and_white_format():
    deck = deck_list((4, MEWTWO_EX), (56, P))
    assert get_format("bw").problems(deck) == []
