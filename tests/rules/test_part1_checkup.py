"""I-F: the Pokémon Checkup (procedure P9), with what each Special Condition does there
(III-07, which I-F step 1 refers to) and how conditions replace each other.

Checkup effects of Abilities and Trainers (P9 step 2) are played by a test-only
lasting-effect kind answering the ``checkup`` event; RC-013 (tests/cases) uses a
Pokémon's Ability.  Pool attack used: 34 Frogadier's Numbing Water (flip; heads: the
Defending Pokémon is now Paralyzed).
"""

from ptcg.effects import heal, put_counters
from ptcg.ruleset import STANDARD
from ptcg.state import ASLEEP, CONFUSED, NONE, PARALYZED
from ptcg.testing import Scenario, stand_in_lasting

W = 3
SNOVER, KYOGRE, FROGADIER, FROAKIE = 722, 721, 34, 33


def two_counters_on_the_opponents_active(g, e):
    """A Checkup effect for the tests: 2 damage counters on the opponent's Active Pokémon."""
    put_counters(g, g.players[1 - e.player].active, 2)


def heal_own_active_20(g, e):
    heal(g, g.players[e.player].active, 20)


CHECKUP_RECORD = dict(turns=(1, 99), checkups=True, attack_effect=False)


def test_I_F_R1_the_checkup_follows_every_turn_for_both_players_pokemon():
    s = Scenario()
    s.active(0, KYOGRE, conditions=["poisoned"]).active(1, KYOGRE, conditions=["poisoned"])
    t = s.start()
    t.end_turn()
    assert (t.mon(0).damage, t.mon(1).damage) == (10, 10)
    t.end_turn()
    assert (t.mon(0).damage, t.mon(1).damage) == (20, 20)


def test_I_F_R2_checkup_effects_of_cards_are_part_of_the_checkup():
    s = Scenario()
    s.active(0, KYOGRE).active(1, KYOGRE, conditions=["poisoned"])
    s.effect(0, 0, "test_checkup_hit", **CHECKUP_RECORD)
    t = s.start()
    with stand_in_lasting("checkup", "test_checkup_hit", two_counters_on_the_opponents_active):
        t.end_turn()
        assert t.mon(1).damage == 30                       # 1 for the Poison, 2 for the effect
        t.end_turn()
        assert t.mon(1).damage == 60                       # and again after the next turn
    assert t.mon(0).damage == 0


def test_I_F_P9_step2_checkup_effects_come_after_the_special_conditions():
    """001 lets each such effect go before or after step 1; this engine runs them after it
    (no pool card's outcome depends on the choice, so none is asked)."""
    s = Scenario()
    s.active(0, KYOGRE).active(1, KYOGRE, conditions=["poisoned"])
    s.effect(0, 0, "test_checkup_hit", **CHECKUP_RECORD)
    t = s.start()
    with stand_in_lasting("checkup", "test_checkup_hit", two_counters_on_the_opponents_active):
        t.end_turn()
    checkup = t.log[t.log.index("P1 ends their turn"):]
    poison = next(i for i, line in enumerate(checkup) if "1 damage counter on" in line)
    effect = next(i for i, line in enumerate(checkup) if "2 damage counters on" in line)
    assert poison < effect


def test_I_F_P9_step1_poisoned_gets_one_counter_each_checkup():
    s = Scenario()
    s.active(0, SNOVER).active(1, KYOGRE, conditions=["poisoned"])
    t = s.start()
    t.end_turn()
    assert t.mon(1).damage == 10 and t.mon(1).poison


def test_I_F_P9_step1_burned_modern_two_counters_then_heads_cures():
    s = Scenario()
    s.active(0, SNOVER).active(1, KYOGRE, conditions=["burned"])
    t = s.start()
    t.coins("T").end_turn()
    assert t.mon(1).damage == 20 and t.mon(1).burn
    t.coins("H").end_turn()
    assert t.mon(1).damage == 40 and not t.mon(1).burn


def test_I_F_P9_step1_burned_classic_option_counters_only_on_tails():
    """III-07 R6 older Burn (``Ruleset.burn="classic"``): heads nothing, and it stays."""
    s = Scenario(rules=STANDARD.with_(burn="classic"))
    s.active(0, SNOVER).active(1, KYOGRE, conditions=["burned"])
    t = s.start()
    t.coins("H").end_turn()
    assert t.mon(1).damage == 0 and t.mon(1).burn
    t.coins("T").end_turn()
    assert t.mon(1).damage == 20 and t.mon(1).burn


def test_I_F_P9_step1_asleep_heads_wakes_up_tails_stays_asleep():
    s = Scenario()
    s.active(0, SNOVER).active(1, KYOGRE, conditions=["asleep"])
    t = s.start()
    t.coins("T").end_turn()
    assert t.mon(1).rotation == ASLEEP
    t.coins("H").end_turn()
    assert t.mon(1).rotation == NONE


def test_I_F_P9_step1_paralyzed_recovers_after_its_owners_next_turn():
    """Paralyzed by the opponent's attack: still Paralyzed in the Checkup after that turn,
    unable to attack or retreat in its owner's turn, cured in the Checkup after it."""
    s = Scenario()
    s.active(0, FROGADIER, under=[FROAKIE], energy=[W]).active(1, KYOGRE, energy=[W]).bench(1, SNOVER)
    t = s.start()
    t.coins("H").attack("Numbing Water")
    assert t.state.turn == 4 and t.mon(1).rotation == PARALYZED
    assert not t.can("attack") and not t.can("retreat")
    t.end_turn()
    assert t.mon(1).rotation == NONE


def test_I_F_P9_step1_paralyzed_during_its_owners_turn_lasts_through_their_next_turn():
    """III-07 R8 engine reading.  No pool card paralyzes its own user, so the condition is
    set directly as if an effect had just done it during player 0's turn 3."""
    s = Scenario()
    s.active(0, KYOGRE, energy=[W]).active(1, SNOVER)
    t = s.start()
    t.mon(0).rotation, t.mon(0).paralyzed_turn = PARALYZED, 3
    t.end_turn()
    assert t.mon(0).rotation == PARALYZED
    t.end_turn()
    assert t.state.turn == 5 and t.mon(0).rotation == PARALYZED and not t.can("attack")
    t.end_turn()
    assert t.mon(0).rotation == NONE


def test_I_F_P9_step1_conditions_in_the_order_poison_burn_sleep_paralysis():
    """Burned and Asleep: the Burn coin comes first (heads: cured), then the Sleep coin
    (tails: still Asleep); the Poison counter is placed before the Burn counters."""
    s = Scenario()
    s.active(0, SNOVER).active(1, KYOGRE, conditions=["asleep", "burned", "poisoned"])
    t = s.start()
    t.coins("HT").end_turn()
    assert t.mon(1).burn == 0 and t.mon(1).rotation == ASLEEP and t.mon(1).damage == 30
    checkup = t.log[t.log.index("P1 ends their turn"):]
    poison = next(i for i, line in enumerate(checkup) if "1 damage counter on" in line)
    burn = next(i for i, line in enumerate(checkup) if "2 damage counters on" in line)
    assert poison < burn


def test_I_F_P9_step1_paralysis_cure_is_checked_after_sleep():
    s = Scenario()
    s.active(0, KYOGRE, conditions=["paralyzed", "poisoned"]).active(1, SNOVER)
    t = s.start()
    t.end_turn()
    checkup = t.log[t.log.index("P1 ends their turn"):]
    counter = next(i for i, line in enumerate(checkup) if "damage counter on" in line)
    cured = next(i for i, line in enumerate(checkup) if "no longer Paralyzed" in line)
    assert counter < cured and t.mon(0).rotation == NONE


def test_I_F_P9_step1_rotating_conditions_replace_each_other_markers_stay():
    """III-07 R3: Paralyzed replaces Confused; Poisoned and Burned stay."""
    s = Scenario()
    s.active(0, FROGADIER, under=[FROAKIE], energy=[W])
    s.active(1, KYOGRE, conditions=["confused", "poisoned", "burned"])
    t = s.start()
    t.coins("H").attack("Numbing Water")
    mon = t.mon(1)
    assert mon.rotation == PARALYZED and mon.poison and mon.burn


def test_I_F_P9_step1_confusion_is_not_checked_in_the_checkup():
    s = Scenario()
    s.active(0, SNOVER).active(1, KYOGRE, conditions=["confused"])
    t = s.start()
    t.end_turn()
    assert t.mon(1).rotation == CONFUSED and t.mon(1).damage == 0
    assert not any("flips a coin" in line for line in t.log)


def test_I_F_P9_step3_knock_outs_are_checked_once_everything_is_done():
    """After the Poison counter the Kyogre is at 0 HP, but the Checkup effect that follows
    heals it: step 3 finds it alive."""
    s = Scenario()
    s.active(0, SNOVER).active(1, KYOGRE, conditions=["poisoned"], damage=140).bench(1, SNOVER)
    s.effect(1, 0, "test_checkup_heal", **CHECKUP_RECORD)
    t = s.start()
    with stand_in_lasting("checkup", "test_checkup_heal", heal_own_active_20):
        t.end_turn()
    assert t.mon(1).card.id == KYOGRE and t.mon(1).damage == 130


def test_I_F_P9_step3_counters_from_conditions_and_checkup_effects_knock_out_together():
    """20 HP left: 1 Poison counter and 2 from the Checkup effect; one Knock Out, one Prize
    card, and the new Active is chosen after the Checkup."""
    s = Scenario()
    s.active(0, SNOVER).active(1, KYOGRE, conditions=["poisoned"], damage=130).bench(1, SNOVER)
    s.effect(0, 0, "test_checkup_hit", **CHECKUP_RECORD)
    t = s.start()
    with stand_in_lasting("checkup", "test_checkup_hit", two_counters_on_the_opponents_active):
        t.end_turn()
    assert t.discard_ids(1) == [KYOGRE] and len(t.player(0).prizes) == 5
    assert t.mon(1).card.id == SNOVER and t.state.turn == 4
