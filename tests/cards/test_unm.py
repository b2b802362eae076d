"""Unified Minds (UNM, Sun & Moon 11): older cards implemented so far."""

from ptcg.cards import legacy
from ptcg.testing import Scenario

DRAGAPULT_EX, SNOVER, W = 121, 722, 3
NORMALIUM_Z = legacy.card_id("sm11-203")
BUNNELBY = legacy.card_id("xy0-30")                   # has Tackle


def test_218204_normalium_z_tackle_barreling_blitz_gx_40_more_for_each_heads():
    t = Scenario().active(0, BUNNELBY, tools=[NORMALIUM_Z], energy=[W] * 4).active(1, DRAGAPULT_EX).start()
    t.coins("HT").attack("Barreling Blitz-GX")
    assert t.mon(1).damage == 240 and t.player(0).once_per_game == ["gx"]


def test_218204_normalium_z_tackle_only_on_a_pokemon_with_tackle():
    t = Scenario().active(0, SNOVER, tools=[NORMALIUM_Z], energy=[W] * 4).active(1, DRAGAPULT_EX).start()
    assert not t.can("attack", "Barreling Blitz-GX")
