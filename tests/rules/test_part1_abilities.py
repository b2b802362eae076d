"""I-A-02: Abilities — declared Abilities (procedure P3) and automatic ones.

Pool cards used: 49 Feraligatr (Torrential Heart, declared, once per turn), 90 Thwackey
(Boom Boom Groove, declared, needs an Active Pokémon with Festival Lead and a deck),
93 Dipplin (Festival Lead), 184 Latias ex (Skyliner, automatic: its owner's Basic
Pokémon have no Retreat Cost).
"""

from ptcg.testing import Scenario

W = 3
SNOVER, ABOMASNOW_EX = 722, 723
FERALIGATR, CROCONAW, TOTODILE = 49, 48, 47
THWACKEY, GROOKEY, DIPPLIN, APPLIN = 90, 89, 93, 149
LATIAS_EX = 184


def feraligatr(s, player, where="active", **kw):
    place = s.active if where == "active" else s.bench
    place(player, FERALIGATR, under=[TOTODILE, CROCONAW], **kw)


def test_I_A_02_R1_a_declared_ability_is_an_action_an_automatic_one_is_not():
    s = Scenario()
    s.active(0, SNOVER).bench(0, LATIAS_EX)
    feraligatr(s, 0, "bench")
    s.active(1, SNOVER)
    t = s.start()
    abilities = [o for o in t.options if o[0] == "ability"]
    assert abilities == [("ability", 2, 0)]                # Feraligatr's, not Latias ex's
    assert t.can("retreat", 1)                             # Skyliner works all the same


def test_I_A_02_R2_a_declared_ability_can_be_used_from_the_active_spot_or_the_bench():
    s = Scenario()
    feraligatr(s, 0, "active")
    feraligatr(s, 0, "bench")
    s.active(1, SNOVER)
    t = s.start()
    assert t.can("ability", 0, 0) and t.can("ability", 1, 0)


def test_I_A_02_R2_using_an_ability_does_not_end_the_turn():
    s = Scenario()
    feraligatr(s, 0, "active", energy=[W, W])
    s.active(1, ABOMASNOW_EX, under=[SNOVER])
    t = s.start()
    t.ability(0, 0)
    assert t.state.turn == 3 and t.decision.player == 0 and t.decision.kind == "main"
    assert t.can("attack", "Giant Wave")


def test_I_A_02_R3_P3_step1_an_ability_whose_condition_is_not_met_cannot_be_declared():
    """Boom Boom Groove needs an Active Pokémon with Festival Lead."""
    s = Scenario()
    s.active(0, SNOVER).bench(0, THWACKEY, under=[GROOKEY]).active(1, SNOVER)
    assert not s.start().can("ability", 1, 0)
    s = Scenario()
    s.active(0, DIPPLIN, under=[APPLIN]).bench(0, THWACKEY, under=[GROOKEY]).active(1, SNOVER)
    assert s.start().can("ability", 1, 0)


def test_I_A_02_P3_step1_an_ability_known_to_change_nothing_cannot_be_declared():
    """Boom Boom Groove searches the deck: with an empty deck it would change nothing."""
    s = Scenario()
    s.active(0, DIPPLIN, under=[APPLIN]).bench(0, THWACKEY, under=[GROOKEY]).active(1, SNOVER)
    s.deck(0, [])
    assert not s.start().can("ability", 1, 0)


def test_I_A_02_P3_step2_the_whole_text_is_carried_out_in_the_written_order():
    """Torrential Heart: 5 damage counters on Feraligatr, then +120 for its attacks this
    turn: Giant Wave does 160 + 120 = 280."""
    s = Scenario()
    feraligatr(s, 0, "active", energy=[W, W])
    s.active(1, ABOMASNOW_EX, under=[SNOVER])
    t = s.start()
    t.ability(0, 0)
    assert t.mon(0).damage == 50
    t.attack("Giant Wave")
    assert t.mon(1).damage == 280


def test_I_A_02_R4_an_automatic_ability_applies_without_any_choice():
    """Skyliner: the owner's Basic Active Pokémon retreats for nothing; no question is
    asked and no Energy is discarded, though Snover has enough for its printed cost."""
    s = Scenario()
    s.active(0, SNOVER, energy=[W, W, W]).bench(0, LATIAS_EX).active(1, SNOVER).bench(1, SNOVER)
    t = s.start()
    t.retreat(1)
    assert t.decision.kind == "main" and t.decision.player == 0
    assert t.mon(0).card.id == LATIAS_EX and t.energy_ids(0, 1) == [W, W, W]


def test_I_A_02_R4_an_automatic_ability_affects_only_what_its_text_names():
    """Skyliner names its owner's Pokémon: the opponent's Snover keeps its Retreat Cost."""
    s = Scenario(current=1, turn=4)
    s.active(0, SNOVER).bench(0, LATIAS_EX).active(1, SNOVER).bench(1, SNOVER)
    assert not s.start().can("retreat")


def test_I_A_02_once_per_turn_is_per_pokemon_and_renews_next_turn():
    """II-E-12 R3 with Torrential Heart: each Feraligatr once during its owner's turn."""
    s = Scenario()
    feraligatr(s, 0, "active")
    feraligatr(s, 0, "bench")
    s.active(1, SNOVER)
    t = s.start()
    t.ability(0, 0)
    assert not t.can("ability", 0, 0) and t.can("ability", 1, 0)
    t.ability(1, 0)
    assert not t.can("ability")
    t.end_turn().end_turn()
    assert t.state.turn == 5 and t.can("ability", 0, 0) and t.can("ability", 1, 0)
