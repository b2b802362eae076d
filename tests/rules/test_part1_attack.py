"""I-A and I-A-01: attacks — procedure P1 (using an attack) and P2 (damage calculation).

Positions are built with the Scenario harness.  Lasting effects (an opponent's "the attack
may fail on a coin flip", "+N / -N damage" on the attacker or on the defender, "prevent all
damage") are put on the Pokémon directly (``Scenario.effect``) as the Effect records the
cards that make them leave, so that each test looks at one step alone.
"""

import pytest

from ptcg.rules.attack import put_counters_direct
from ptcg.ruleset import STANDARD
from ptcg.state import CONFUSED
from ptcg.testing import Scenario, stand_in_lasting

R, W, F = 2, 3, 6
SNOVER, KYOGRE, LOTAD, ABOMASNOW_EX = 722, 721, 260, 723
VIBRAVA, CROAGUNK, NUZLEAF, GURDURR = 823, 679, 69, 114
FERALIGATR, CROCONAW, TOTODILE = 49, 48, 47
ZEKROM_EX, GOUGING_FIRE_EX, DHELMISE = 515, 46, 332   # weak to {F}; weak to {W}; resists {F}


def strike_back(g, e, mon, a, dealt):
    """A "when damaged by an attack" effect (P1 step 6) for the tests: 2 damage counters
    on the attacking Pokémon."""
    if mon.uid == e.target:
        put_counters_direct(g, a.attacker, 2)


def attack_once(attacker, energy, defender, attack, *, attacker_effects=(), defender_effects=(),
                coins=None):
    """Player 0's ``attacker`` attacks player 1's ``defender``; the damage it took."""
    s = Scenario()
    s.active(0, attacker, energy=energy).active(1, defender)
    for kind, value in attacker_effects:
        s.effect(0, 0, kind, value)
    for kind, value in defender_effects:
        s.effect(1, 0, kind, value)
    t = s.start()
    if coins:
        t.coins(coins)
    t.attack(attack)
    return t.mon(1).damage


# -- I-A ----------------------------------------------------------------------------------


def test_I_A_R1_pokemon_attack_use_abilities_retreat_and_evolve_from_hand():
    s = Scenario()
    s.active(0, SNOVER, energy=[W, W, W]).bench(0, FERALIGATR, under=[TOTODILE, CROCONAW])
    s.hand(0, [ABOMASNOW_EX, SNOVER]).active(1, SNOVER)
    t = s.start()
    assert {"attack", "ability", "retreat", "evolve", "bench", "end"} <= {o[0] for o in t.options}
    assert t.can("evolve", ABOMASNOW_EX, 0)


# -- I-A-01 R1: one attack, then the turn ends ----------------------------------------------


def test_I_A_01_R1_attacking_ends_the_turn_and_the_opponent_decides_next():
    s = Scenario()
    s.active(0, SNOVER, energy=[W, W]).active(1, SNOVER)
    t = s.start()
    t.attack("Beat")
    assert t.mon(1).damage == 10
    assert t.state.turn == 4 and t.decision.player == 1 and t.decision.kind == "main"


def test_I_A_01_R1_a_player_may_end_the_turn_without_attacking():
    s = Scenario()
    s.active(0, SNOVER, energy=[W]).active(1, SNOVER)
    t = s.start()
    assert t.can("attack", "Beat") and t.can("end")
    t.end_turn()
    assert t.mon(1).damage == 0
    assert t.state.turn == 4 and t.decision.player == 1


def test_I_A_01_R1_first_player_cannot_attack_on_turn_1_but_second_player_can_on_turn_2():
    """The first-turn restriction is III-04 R4; ``first_turn_attack`` lifts it."""
    s = Scenario(turn=1, current=0)
    s.active(0, SNOVER, energy=[W]).active(1, SNOVER, energy=[W])
    t = s.start()
    assert not t.can("attack")
    t.end_turn()
    assert t.state.turn == 2 and t.can("attack", "Beat")
    s = Scenario(turn=1, current=0, rules=STANDARD.with_(first_turn_attack=True))
    s.active(0, SNOVER, energy=[W]).active(1, SNOVER)
    assert s.start().can("attack", "Beat")


# -- I-A-01 R2: the Energy cost ------------------------------------------------------------


def test_I_A_01_R2_each_type_symbol_needs_energy_of_that_type():
    s = Scenario()
    s.active(0, SNOVER, energy=[W, R]).active(1, SNOVER)       # Icy Snow costs {W}{W}
    t = s.start()
    assert t.can("attack", "Beat") and not t.can("attack", "Icy Snow")


def test_I_A_01_R2_colorless_symbols_are_paid_by_energy_of_any_type():
    s = Scenario()
    s.active(0, KYOGRE, energy=[W, W, R]).active(1, SNOVER)    # Swirling Waves: {W}{W}{C}
    assert s.start().can("attack", "Swirling Waves")
    s = Scenario()
    s.active(0, KYOGRE, energy=[W, R, R]).active(1, SNOVER)    # a {W} short
    assert not s.start().can("attack", "Swirling Waves")


def test_I_A_01_R2_too_few_energy_cannot_pay_the_cost():
    s = Scenario()
    s.active(0, KYOGRE, energy=[W, W]).active(1, SNOVER)
    t = s.start()
    assert t.can("attack", "Riptide") and not t.can("attack", "Swirling Waves")


# -- I-A-01 R3 / P1: the steps in order ------------------------------------------------------


def test_I_A_01_R3_P1_steps_run_in_order_flips_damage_effects_when_damaged_then_knock_out():
    """2a the opponent's "may fail" record flips before 2b Confusion; then damage (4), the
    attack's other effects (5: Swirling Waves discards 2 Energy), the defender's "when
    damaged" record (6, test-only: 2 counters on the attacker), and the KO check last (7)."""
    s = Scenario()
    s.active(0, KYOGRE, energy=[W, W, W], conditions=["confused"]).effect(0, 0, "attack_may_fail")
    s.active(1, SNOVER).bench(1, SNOVER).effect(1, 0, "test_strike_back", attack_effect=False)
    t = s.start()
    with stand_in_lasting("any_damaged", "test_strike_back", strike_back):
        t.coins("HH").attack("Swirling Waves")
    steps = ("flips a coin for the attack", "flips a coin for Confusion", "takes 130 damage",
             "discarded from", "2 damage counters on", "is Knocked Out")
    where = [next(i for i, line in enumerate(t.log) if text in line) for text in steps]
    assert where == sorted(where)
    assert len(t.mon(0).energy) == 1 and t.mon(0).damage == 20
    assert len(t.player(0).prizes) == 5


def test_I_A_01_P1_step1a_cant_attack_effect_offers_no_attack_but_the_turn_goes_on():
    """The "can't attack" record is what e.g. II-C-15 attacks leave."""
    s = Scenario()
    s.active(0, SNOVER, energy=[W, W, W]).bench(0, SNOVER).active(1, SNOVER).hand(0, [W])
    s.effect(0, 0, "cant_attack")
    t = s.start()
    assert not t.can("attack")
    assert t.can("attach", W) and t.can("retreat") and t.can("end")


def test_I_A_01_P1_step1a_a_lock_on_one_named_attack_leaves_the_others():
    """Feraligatr's Giant Wave can't be used again during its owner's next turn."""
    s = Scenario()
    s.active(0, FERALIGATR, energy=[W, W], under=[TOTODILE, CROCONAW]).active(1, ABOMASNOW_EX, under=[SNOVER])
    t = s.start()
    t.attack("Giant Wave")
    t.end_turn()
    assert t.state.turn == 5 and not t.can("attack", "Giant Wave")
    t.end_turn()
    t.end_turn()
    assert t.state.turn == 7 and t.can("attack", "Giant Wave")


def test_I_A_01_P1_step1a_a_named_lock_does_not_stop_another_attack():
    s = Scenario()
    s.active(0, SNOVER, energy=[W, W]).active(1, SNOVER).effect(0, 0, "cant_use_attack", "Icy Snow")
    t = s.start()
    assert t.can("attack", "Beat") and not t.can("attack", "Icy Snow")


@pytest.mark.parametrize("condition", ["asleep", "paralyzed"])
def test_I_A_01_P1_step1b_asleep_or_paralyzed_offers_no_attack_other_actions_remain(condition):
    s = Scenario()
    s.active(0, SNOVER, energy=[W, W], conditions=[condition]).active(1, SNOVER).hand(0, [W])
    t = s.start()
    assert not t.can("attack")
    assert t.can("attach", W) and t.can("end")


@pytest.mark.parametrize("condition", ["confused", "poisoned", "burned"])
def test_I_A_01_P1_step1b_other_special_conditions_do_not_stop_declaring(condition):
    s = Scenario()
    s.active(0, SNOVER, energy=[W], conditions=[condition]).active(1, SNOVER)
    assert s.start().can("attack", "Beat")


def test_I_A_01_P1_step2a_tails_the_attack_fails_is_not_used_and_the_turn_ends():
    """The record is what Sand Attack (RC-001) leaves on the Pokémon it hit."""
    s = Scenario()
    s.active(0, SNOVER, energy=[W]).active(1, SNOVER).effect(0, 0, "attack_may_fail")
    t = s.start()
    t.coins("T").attack("Beat")
    assert t.mon(1).damage == 0
    assert t.state.last_attack is None and not t.player(0).attacked
    assert t.state.turn == 4 and t.decision.player == 1


def test_I_A_01_P1_step2a_heads_the_attack_goes_on():
    assert attack_once(SNOVER, [W], SNOVER, "Beat", attacker_effects=[("attack_may_fail", None)],
                       coins="H") == 10


def test_I_A_01_P1_step2b_confused_tails_three_counters_attack_fails_not_used():
    s = Scenario()
    s.active(0, SNOVER, energy=[W], conditions=["confused"]).active(1, SNOVER)
    t = s.start()
    t.coins("T").attack("Beat")
    assert t.mon(0).damage == 30 and t.mon(1).damage == 0
    assert t.mon(0).rotation == CONFUSED                  # still Confused
    assert t.state.last_attack is None
    assert t.state.turn == 4 and t.decision.player == 1


def test_I_A_01_P1_step2b_confused_heads_the_attack_is_normal():
    s = Scenario()
    s.active(0, SNOVER, energy=[W], conditions=["confused"]).active(1, SNOVER)
    t = s.start()
    t.coins("H").attack("Beat")
    assert t.mon(0).damage == 0 and t.mon(1).damage == 10
    assert t.state.last_attack[3] == "Beat"


def test_I_A_01_P1_step2b_confusion_counters_can_knock_out_the_attacker():
    s = Scenario()
    s.active(0, SNOVER, energy=[W], conditions=["confused"], damage=60).bench(0, KYOGRE).active(1, SNOVER)
    t = s.start()
    t.coins("T").attack("Beat")
    assert t.mon(0).card.id == KYOGRE                      # promoted at once
    assert len(t.player(1).prizes) == 5 and SNOVER in t.discard_ids(0)
    assert t.decision.player == 1 and t.state.turn == 4


def test_I_A_01_CONFLICT_step2_default_order_checks_the_opponents_effect_before_confusion():
    """001 order: the "may fail" flip is the first coin; tails there means no Confusion flip
    and no Confusion counters."""
    s = Scenario()
    s.active(0, SNOVER, energy=[W], conditions=["confused"]).active(1, SNOVER).effect(0, 0, "attack_may_fail")
    t = s.start()
    t.coins("TT").attack("Beat")
    assert t.mon(0).damage == 0 and t.state.forced_coins == [False]   # one coin flipped


def test_I_A_01_CONFLICT_step2_confusion_first_option_flips_confusion_first():
    """004 order (``attack_fail_order="confusion_first"``): tails for Confusion puts the
    counters and the "may fail" flip never happens."""
    s = Scenario(rules=STANDARD.with_(attack_fail_order="confusion_first"))
    s.active(0, SNOVER, energy=[W], conditions=["confused"]).active(1, SNOVER).effect(0, 0, "attack_may_fail")
    t = s.start()
    t.coins("TT").attack("Beat")
    assert t.mon(0).damage == 30 and t.state.forced_coins == [False]


def test_I_A_01_CONFLICT_failed_attack_counts_as_used_under_the_000_option():
    """``failed_attack_used=True`` (000 B-10): an attack failed at step 2 counts as used."""
    s = Scenario(rules=STANDARD.with_(failed_attack_used=True))
    s.active(0, SNOVER, energy=[W], conditions=["confused"]).active(1, SNOVER)
    t = s.start()
    t.coins("T").attack("Beat")
    assert t.state.last_attack[3] == "Beat" and t.state.last_attack[1] == 0
    assert t.mon(0).damage == 30 and t.mon(1).damage == 0


def test_I_A_01_P1_step3_before_doing_damage_text_is_resolved_before_any_damage():
    """Gurdurr's Superpower asks whether to do 30 more (and 30 to itself) before damage."""
    s = Scenario()
    s.active(0, GURDURR, energy=[F, F, F]).active(1, ZEKROM_EX)
    t = s.start()
    t.attack("Superpower")
    assert t.decision.kind == "yes_no" and t.decision.player == 0
    assert t.mon(1).damage == 0
    t.choose(True)
    assert t.mon(1).damage == 160                          # (50 + 30) x2 Weakness
    assert t.mon(0).damage == 30


def test_I_A_01_P1_step4_damage_is_placed_as_counters_on_the_defending_pokemon():
    s = Scenario()
    s.active(0, SNOVER, energy=[W, W]).active(1, KYOGRE)
    t = s.start()
    t.attack("Icy Snow")
    assert t.mon(1).damage == 30 and t.mon(1).counters == 3


def test_I_A_01_P1_step5_effects_follow_damage_even_on_a_pokemon_already_at_0_hp():
    """000 B-10 step 3 NOTE: Swirling Waves discards 2 Energy after its 130 damage, though
    the defender (90 HP) is already at 0 HP; it is Knocked Out only at step 7."""
    s = Scenario()
    s.active(0, KYOGRE, energy=[W, W, W]).active(1, SNOVER).bench(1, SNOVER)
    t = s.start()
    t.attack("Swirling Waves")
    assert len(t.mon(0).energy) == 1 and t.discard_ids(0) == [W, W]
    assert SNOVER in t.discard_ids(1) and len(t.player(0).prizes) == 5


def test_I_A_01_P1_step6_when_damaged_effects_work_before_the_knock_out_check():
    """The defender is at 0 HP after step 4 but still in play at step 6, so its "when
    damaged" record (test-only, 2 counters on the attacker) works; both Actives then reach
    0 HP and are Knocked Out together at step 7."""
    s = Scenario()
    s.active(0, KYOGRE, energy=[W, W, W], damage=130).bench(0, SNOVER)
    s.active(1, SNOVER).bench(1, SNOVER).effect(1, 0, "test_strike_back", attack_effect=False)
    t = s.start()
    with stand_in_lasting("any_damaged", "test_strike_back", strike_back):
        t.attack("Swirling Waves")
    assert KYOGRE in t.discard_ids(0) and SNOVER in t.discard_ids(1)
    assert len(t.player(0).prizes) == 5 and len(t.player(1).prizes) == 5


def test_I_A_01_P1_step6_needs_damage_to_be_done():
    """No damage (here prevented at P2 step 6) means no "when damaged" effect."""
    s = Scenario()
    s.active(0, SNOVER, energy=[W]).active(1, SNOVER).effect(1, 0, "prevent_damage")
    s.effect(1, 0, "test_strike_back", attack_effect=False)
    t = s.start()
    with stand_in_lasting("any_damaged", "test_strike_back", strike_back):
        t.attack("Beat")
    assert t.mon(1).damage == 0 and t.mon(0).damage == 0


def test_I_A_01_P1_step7_knock_outs_are_checked_when_the_attack_is_over():
    s = Scenario()
    s.active(0, SNOVER, energy=[W]).active(1, SNOVER, damage=80).bench(1, KYOGRE)
    t = s.start()
    t.attack("Beat")
    assert t.mon(1).card.id == KYOGRE and SNOVER in t.discard_ids(1)
    assert len(t.player(0).prizes) == 5


# -- I-A-01 P2: damage calculation --------------------------------------------------------------


def test_I_A_01_P2_step1a_the_printed_number_is_the_attacks_damage():
    assert attack_once(VIBRAVA, [F, F], SNOVER, "Super Vibration") == 60


def test_I_A_01_P2_step1b_a_times_attack_that_comes_to_0_stops_the_calculation():
    """Comet Slap (30 x heads of 3 coins) with three tails: 0, and a +30 record on the
    attacker (step 2) does not bring it back (RC-018)."""
    assert attack_once(NUZLEAF, [W, W], KYOGRE, "Comet Slap", coins="TTT",
                       attacker_effects=[("damage_dealt", 30)]) == 0
    assert attack_once(NUZLEAF, [W, W], KYOGRE, "Comet Slap", coins="HHT",
                       attacker_effects=[("damage_dealt", 30)]) == 90


def test_I_A_01_P2_step2_effects_on_the_attacker_apply_before_weakness():
    """RC-002 numbers: 60, +30 on the attacker = 90, x2 Weakness = 180."""
    assert attack_once(VIBRAVA, [F, F], ZEKROM_EX, "Super Vibration",
                       attacker_effects=[("damage_dealt", 30)]) == 180


def test_I_A_01_P2_step2_reaching_0_stops_before_weakness():
    """RC-003 numbers: 20 - 20 = 0 stops; Weakness (x2) is not applied to nothing."""
    assert attack_once(LOTAD, [W], GOUGING_FIRE_EX, "Water Gun",
                       attacker_effects=[("damage_dealt", -20)]) == 0
    assert attack_once(SNOVER, [W, W], GOUGING_FIRE_EX, "Icy Snow",
                       attacker_effects=[("damage_dealt", -20)]) == 20


def test_I_A_01_P2_step3_weakness_doubles_only_for_the_attackers_type():
    assert attack_once(VIBRAVA, [F, F], ZEKROM_EX, "Super Vibration") == 120
    assert attack_once(SNOVER, [W], GOUGING_FIRE_EX, "Beat") == 20
    assert attack_once(SNOVER, [W], ZEKROM_EX, "Beat") == 10


def test_I_A_01_P2_step4_resistance_subtracts_30():
    assert attack_once(VIBRAVA, [F, F], DHELMISE, "Super Vibration") == 30


def test_I_A_01_P2_step4_reaching_0_stops_before_defender_effects():
    """20 - 30 stops at step 4, so a +50 record on the defender (step 5) adds nothing."""
    assert attack_once(CROAGUNK, [F], DHELMISE, "Smack", defender_effects=[("damage_taken", 50)]) == 0


def test_I_A_01_P2_step5_effects_on_the_defender_apply_after_weakness():
    """RC-004 order: 60 x2 = 120, then -30 on the defender = 90 (not (60 - 30) x2 = 60)."""
    assert attack_once(VIBRAVA, [F, F], ZEKROM_EX, "Super Vibration",
                       defender_effects=[("damage_taken", -30)]) == 90


def test_I_A_01_P2_step5_reaching_0_means_no_damage():
    assert attack_once(CROAGUNK, [F], SNOVER, "Smack", defender_effects=[("damage_taken", -30)]) == 0


def test_I_A_01_P2_step6_prevented_damage_places_no_counters_but_effects_still_happen():
    s = Scenario()
    s.active(0, KYOGRE, energy=[W, W, W]).active(1, SNOVER).effect(1, 0, "prevent_damage")
    t = s.start()
    t.attack("Swirling Waves")
    assert t.mon(1).damage == 0
    assert len(t.mon(0).energy) == 1                      # step 5 still discarded 2 Energy


def test_I_A_01_R4_step2_changes_are_summed_before_checking_for_0():
    """20 with -30 and +30 on the attacker: the sum is 0, so 20 stays (applying -30 first
    would have stopped the calculation)."""
    assert attack_once(CROAGUNK, [F], SNOVER, "Smack",
                       attacker_effects=[("damage_dealt", -30), ("damage_dealt", 30)]) == 20


def test_I_A_01_R4_step5_changes_are_summed_before_checking_for_0():
    assert attack_once(CROAGUNK, [F], SNOVER, "Smack",
                       defender_effects=[("damage_taken", -30), ("damage_taken", 50)]) == 40
