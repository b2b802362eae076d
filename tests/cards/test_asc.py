"""Scenario tests of the Ascended Heroes (ASC) texts of the reference-deck cards."""

import pytest

from ptcg.testing import Scenario

W = 3
SNORUNT, FROSLASS_EX, DRAGAPULT_EX, STUFFUL = 860, 861, 121, 760
HOPS_WOOLOO, HOPS_PHANTUMP, HOPS_TREVENANT = 309, 878, 879


# -- 1240 Resentful Refrain ------------------------------------------------------------------
@pytest.mark.parametrize("hand, dealt", [([W, W, W], 150), ([], 0)])
def test_861_mega_froslass_ex_resentful_refrain_50_per_card_in_the_opponents_hand(hand, dealt):
    s = Scenario()
    s.active(0, FROSLASS_EX, energy=[W], under=[SNORUNT]).active(1, DRAGAPULT_EX).hand(1, hand)
    t = s.start()
    t.attack("Resentful Refrain")
    assert t.mon(1).damage == dealt


# -- 1267 Horrifying Revenge -----------------------------------------------------------------
@pytest.mark.parametrize("knocked_out, dealt", [(HOPS_WOOLOO, 130), (STUFFUL, 30)])
def test_879_hops_trevenant_horrifying_revenge_100_more_after_a_hops_pokemon_was_ko_II_E_11(knocked_out,
                                                                                              dealt):
    s = Scenario(turn=4, current=1)
    s.active(0, knocked_out).bench(0, HOPS_TREVENANT, energy=[W], under=[HOPS_PHANTUMP])
    s.active(1, DRAGAPULT_EX, energy=[W])
    t = s.start()
    t.attack("Jet Headbutt")                     # 70 damage Knocks Out the Active; Trevenant comes up
    assert t.mon(0).name == "Hop's Trevenant"
    t.attack("Horrifying Revenge")
    assert t.mon(1).damage == dealt


# -- 24 Team Rocket's Kangaskhan ex -----------------------------------------------------------------------

TR_KANGASKHAN_EX, TR_PROTON, BOSS = 24, 1220, 1182


def test_24_team_rockets_kangaskhan_ex_comet_punch_30_per_heads_of_4():
    s = Scenario().active(0, TR_KANGASKHAN_EX, energy=[W, W]).active(1, DRAGAPULT_EX)
    assert s.start().coins("HTHH").attack("Comet Punch").mon(1).damage == 90


@pytest.mark.parametrize("supporter, dealt", [(TR_PROTON, 220), (BOSS, 120), (None, 120)])
def test_24_wicked_impact_100_more_after_a_team_rocket_supporter(supporter, dealt):
    s = Scenario().active(0, TR_KANGASKHAN_EX, energy=[W, W, W]).active(1, DRAGAPULT_EX).bench(1, DRAGAPULT_EX)
    t = s.hand(0, [supporter] if supporter else []).start()
    if supporter:
        t.play(supporter)
    assert t.attack("Wicked Impact").mon(1).damage == dealt
