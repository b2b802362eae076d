"""The statements of sections II-A, II-B and II-C of RULES.md (card text; damage calculation;
effects), one test per statement at least, named ``test_<section>_<statement>_...``.

The cases of these sections are in ``tests/cases/test_rc_bc_*.py``; these tests use other
cards or other situations where the pool allows it.
"""

from ptcg.rules import queries as Q
from ptcg.testing import DONE, Scenario, attack_once

G, R, W, L, P, F, D, M = 1, 2, 3, 4, 5, 6, 7, 8
MIST_ENERGY, TR_ENERGY, IGNITION = 11, 15, 17
SNOVER, KYOGRE, ZEKROM_EX, PALAFIN_EX, GRENINJA_EX, BLISSEY_EX, BOUFFALANT_EX = 722, 721, 515, 107, 40, 125, 631
SCORBUNNY, CHARMANDER, CHARMELEON, TOTODILE, CROCONAW = 151, 788, 789, 47, 48
MELOETTA_EX, LATIAS_EX, BULBASAUR, CENTISKORCH, BAYLEEF, CHIKORITA, MEGANIUM = 525, 184, 650, 718, 709, 708, 710
PROBOPASS, SINISTCHA, TR_CROBAT_EX, TR_GOLBAT, ELECTIVIRE_EX, MEGA_MANECTRIC_EX, ELECTRIKE = 1047, 94, 458, 457, 372, 737, 736
TR_ORBEETLE, ZOROARK, TINKATON, THROH, VIBRAVA, MEGA_GARDEVOIR_EX = 436, 615, 699, 531, 823, 747
VAROOM, PIGNITE, TEPIG, SOLROCK, LUNATONE, CRUSTLE = 143, 568, 567, 676, 675, 345
KELDEO_EX, FEZANDIPITI_EX, MEGA_STARMIE_EX, STARYU, RABOOT, ESCAVALIER, MUNKIDORI = 583, 140, 1031, 1030, 665, 543, 112
SKELEDIRGE, SCIZOR_EX, TR_WOBBUFFET, TORNADUS, PACHIRISU, TR_SPIDOPS, TR_TAROUNTULA = 203, 84, 432, 634, 738, 401, 400
ALOLAN_EXEGGUTOR_EX, DUSKULL, LILLIES_COMFEY, DUOSION, SOLOSIS = 193, 131, 280, 519, 518
REUNICLUS, EEVEE, ESPEON_EX, MAGNEZONE, MAGNETON, STONJOURNER, ALTARIA, SWABLU = 520, 43, 246, 734, 733, 682, 194, 197
FRILLISH, ROCKRUFF, MEGA_LUCARIO_EX, RIOLU, CUBCHOO = 597, 286, 678, 677, 506
PREMIUM_POWER_PRO, BLACK_BELT, BRAVE_BANGLE, FULL_METAL_LAB, SWITCH, BOSS, CATCHER = 1141, 1211, 1175, 1244, 1123, 1182, 1124
POTION, WALLY, COMMUNITY_CENTER, POFFIN, ENERGY_SWITCH, SCOOP_UP, NS_PLAN = 1117, 1229, 1242, 1086, 1116, 1093, 1221
STRANGE_TIMEPIECE, POKEGEAR, CARMINE = 1144, 1122, 1192


# == II-A About card text =====================================================================


def test_II_A_R1_card_text_beats_the_basic_rules():
    """Meloetta ex may attack during the first player's first turn (III-04 R4 says nobody
    may); another Pokémon may not."""
    s = Scenario(turn=1, current=0).active(0, MELOETTA_EX, energy=[P]).bench(0, SNOVER).active(1, PALAFIN_EX)
    t = s.start()
    assert t.can("attack", "Echoed Voice")
    s = Scenario(turn=1, current=0).active(0, SNOVER, energy=[W]).active(1, PALAFIN_EX)
    assert not s.start().can("attack")


def test_II_A_R2_cannot_wins_over_can():
    """Latias ex's Skyliner gives Basic Pokémon no Retreat Cost; Totodile's Big Bite says the
    Defending Pokémon can't retreat: it can't."""
    s = Scenario().active(0, TOTODILE, energy=[W]).active(1, SNOVER).bench(1, LATIAS_EX)
    t = attack_once(s, "Big Bite")
    assert Q.retreat_cost(t.state, t.mon(1)) == 0 and not t.can("retreat")


def test_II_A_R3_an_attack_is_used_even_if_part_of_it_cannot_be_done():
    """Push Down with no opposing Bench still does its damage; Coiling Crush against a
    Pokémon with no Energy still does its damage."""
    s = Scenario().active(0, BAYLEEF, under=[CHIKORITA], energy=[G, W]).active(1, PALAFIN_EX)
    assert attack_once(s, "Push Down").mon(1).damage == 50
    s = Scenario().active(0, CENTISKORCH, energy=[R, R]).active(1, PALAFIN_EX)
    assert attack_once(s, "Coiling Crush", "HH").mon(1).damage == 50


def test_II_A_R3_exception_then_after_a_failed_first_part_the_rest_is_not_done():
    """Cryogonal's Drag Off: no switch, hence no damage to "the new Active Pokémon"."""
    s = Scenario().active(0, 508, energy=[W]).active(1, PALAFIN_EX)
    assert attack_once(s, "Drag Off").mon(1).damage == 0


def test_II_A_R4_a_number_in_the_text_cannot_be_lowered():
    """Obliterating Nose discards 3 Energy: no "done" is offered, and once the first card is
    picked the other two follow (picks go in ascending order, the rest being forced)."""
    s = Scenario().active(0, PROBOPASS, energy=[F, F, F, W, G]).active(1, PALAFIN_EX)
    t = attack_once(s, "Obliterating Nose")
    assert DONE not in t.options and {o >> 7 for o in t.options} == {F, W, G}
    t.choose(W)
    assert t.discard_ids(0) == sorted([W, F, F]) and t.energy_ids(0) == sorted([G, F])


def test_II_A_R5_fewer_targets_than_the_number_means_as_many_as_there_are():
    """Biting Spree chooses 2 of the opponent's Pokémon; with 1 in play, that one gets its 2
    counters."""
    s = Scenario().active(0, TR_GOLBAT).hand(0, [TR_CROBAT_EX]).active(1, PALAFIN_EX)
    t = s.start().evolve(TR_CROBAT_EX, 0).choose(True)
    assert t.mon(1).damage == 20


# == II-B-01 "N more damage" ==================================================================


def test_II_B_01_R1_plus_attacks_raise_the_base_damage():
    """Electivire ex's High-Voltage Press: 180, +100 with 2 extra Energy beyond its cost."""
    s = Scenario().active(0, ELECTIVIRE_EX, energy=[L, L, W, W]).active(1, BLISSEY_EX)
    assert attack_once(s, "High-Voltage Press").mon(1).damage == 180        # only 1 extra
    s = Scenario().active(0, ELECTIVIRE_EX, energy=[L, L, W, W, W]).active(1, BLISSEY_EX)
    assert attack_once(s, "High-Voltage Press").mon(1).damage == 280


def test_II_B_01_R2_the_addition_is_step_1_before_the_attackers_effects():
    """Riotous Blasting: 200 + 130, then a -20 on the attacker: 310."""
    s = Scenario().active(0, MEGA_MANECTRIC_EX, under=[ELECTRIKE], energy=[L, L, L])
    s.active(1, MEGA_LUCARIO_EX, under=[RIOLU]).effect(0, 0, "damage_dealt", -20)
    t = s.start().attack("Riotous Blasting").choose(True)
    assert t.mon(1).damage == 200 + 130 - 20 and t.energy_ids(0) == []


def test_II_B_01_R3_the_older_more_damage_wording_is_the_same():
    """Team Rocket's Orbeetle's Psychic: 40, and 40 more per Energy on the Defending Pokémon."""
    s = Scenario().active(0, TR_ORBEETLE, energy=[P, P, P]).active(1, BLISSEY_EX, energy=[W, W])
    assert attack_once(s, "Psychic").mon(1).damage == 40 + 80


# == II-B-02 "N damage for each X" ============================================================


def test_II_B_02_R1_count_then_multiply():
    s = Scenario().active(0, ZOROARK, energy=[D]).active(1, PALAFIN_EX).bench(1, SNOVER).bench(1, KYOGRE)
    assert attack_once(s, "Mind Jack").mon(1).damage == 60


def test_II_B_02_R2_the_product_is_step_1_before_weakness():
    s = Scenario().active(0, MEGA_GARDEVOIR_EX, energy=[P, P]).active(1, GRENINJA_EX)
    assert attack_once(s, "Mega Symphonia").mon(1).damage == 100 * 2


def test_II_B_02_R3_a_zero_stops_the_calculation_despite_step_2_effects():
    s = Scenario().active(0, ZOROARK, energy=[D]).active(1, GRENINJA_EX).hand(0, [BLACK_BELT])
    t = s.start().play(BLACK_BELT).attack("Mind Jack")
    assert t.mon(1).damage == 0


# == II-B-03 "N less damage for each X" =======================================================


def test_II_B_03_R1_minus_attacks_lower_the_base_damage():
    s = Scenario().active(0, THROH, energy=[F, F]).active(1, PALAFIN_EX)        # Retreat Cost 2
    assert attack_once(s, "Shoulder Throw").mon(1).damage == 60


def test_II_B_03_R2_the_reduction_is_step_1_before_weakness():
    s = Scenario().active(0, THROH, energy=[F, F]).active(1, ZEKROM_EX)         # weak to {F}, Retreat 2
    assert attack_once(s, "Shoulder Throw").mon(1).damage == (120 - 60) * 2


def test_II_B_03_R3_zero_or_less_stops_the_calculation_despite_step_2_effects():
    s = Scenario().active(0, TINKATON, energy=[M]).active(1, PALAFIN_EX, energy=[W] * 5)
    t = s.hand(0, [BLACK_BELT]).start().play(BLACK_BELT).attack("Windup Swing")
    assert t.mon(1).damage == 0


# == II-B-04 Damage "+N" ======================================================================


def test_II_B_04_R1_plus_n_is_added_after_the_base_damage():
    s = Scenario().active(0, VIBRAVA, energy=[F, F], tools=[BRAVE_BANGLE]).active(1, GRENINJA_EX)
    assert attack_once(s, "Super Vibration").mon(1).damage == 60 + 30


def test_II_B_04_R2_an_effect_on_the_attacker_is_step_2_before_weakness():
    s = Scenario().active(0, VIBRAVA, energy=[F, F], tools=[BRAVE_BANGLE]).active(1, BLISSEY_EX)
    assert attack_once(s, "Super Vibration").mon(1).damage == (60 + 30) * 2


def test_II_B_04_R3_several_step_2_effects_are_added_together():
    s = Scenario().active(0, VIBRAVA, energy=[F, F], tools=[BRAVE_BANGLE]).active(1, GRENINJA_EX)
    t = s.hand(0, [PREMIUM_POWER_PRO, BLACK_BELT]).start()
    t.play(PREMIUM_POWER_PRO).play(BLACK_BELT).attack("Super Vibration")
    assert t.mon(1).damage == 60 + 30 + 30 + 40


def test_II_B_04_R4_plus_n_on_the_defender_is_step_5_after_weakness():
    """"Takes N more damage" on the Defending Pokémon (the record such attacks leave)."""
    s = Scenario().active(0, VIBRAVA, energy=[F, F]).active(1, BLISSEY_EX).effect(1, 0, "damage_taken", 30)
    assert attack_once(s, "Super Vibration").mon(1).damage == 60 * 2 + 30


# == II-B-05 Damage "−N" ======================================================================


def rigidified_varoom(stadium=False):
    """Player 1's Varoom uses Rigidify; player 0's Pignite answers with Combustion (30, {R}):
    Varoom is weak to {R}."""
    s = Scenario(turn=4, current=1).active(1, VAROOM, energy=[M]).active(0, PIGNITE, under=[TEPIG], energy=[R])
    if stadium:
        s.stadium(FULL_METAL_LAB)
    return attack_once(s, "Rigidify").attack("Combustion")


def test_II_B_05_R1_minus_n_lowers_the_damage():
    assert rigidified_varoom().mon(1).damage == 60 - 30


def test_II_B_05_R2_an_effect_on_the_receiving_pokemon_is_step_5_after_weakness():
    """30 x2 - 30 = 30; had it come before Weakness, (30 - 30) would have stopped at 0."""
    assert rigidified_varoom().mon(1).damage == 30 * 2 - 30


def test_II_B_05_R3_several_step_5_effects_are_added_together():
    assert rigidified_varoom(stadium=True).mon(1).damage == 0


def test_II_B_05_R4_minus_n_on_the_attacker_is_step_2():
    """A -20 on the attacking Pokémon (Charm's record): (60 - 20) x2 against Blissey ex."""
    s = Scenario().active(0, VIBRAVA, energy=[F, F]).active(1, BLISSEY_EX).effect(0, 0, "damage_dealt", -20)
    assert attack_once(s, "Super Vibration").mon(1).damage == 80


# == II-B-06 Not affected by Weakness and Resistance ===========================================


def test_II_B_06_R1_steps_3_and_4_are_skipped_even_for_a_pokemon_immune_to_effects():
    """It is damage calculation, not an effect: Zekrom ex (weak to {F}) with Mist Energy
    (immune to attack effects) still gets no x2 from Cosmic Beam."""
    s = Scenario().active(0, SOLROCK, energy=[F]).bench(0, LUNATONE).active(1, ZEKROM_EX, energy=[MIST_ENERGY])
    assert attack_once(s, "Cosmic Beam").mon(1).damage == 70


def test_II_B_06_R2_resistance_is_skipped_too():
    s = Scenario().active(0, SOLROCK, energy=[F]).bench(0, LUNATONE).active(1, MUNKIDORI)
    assert attack_once(s, "Cosmic Beam").mon(1).damage == 70


# == II-B-07 Not affected by effects on the opponent's Pokémon ==================================


def test_II_B_07_R1_step_5_and_prevent_damage_are_ignored():
    s = Scenario().active(0, CRUSTLE, energy=[G, G, G]).active(1, SCIZOR_EX).stadium(FULL_METAL_LAB)
    assert attack_once(s, "Superb Scissors").mon(1).damage == 120 - 30    # Resistance only
    s = Scenario().active(0, CRUSTLE, energy=[G, G, G]).active(1, PALAFIN_EX).effect(1, 0, "prevent_all")
    assert attack_once(s, "Superb Scissors").mon(1).damage == 120


def test_II_B_07_R2_the_older_dont_apply_effects_wording_is_the_same():
    """Our pool prints no card with the older wording; Mega Starmie ex's Nebula Beam words it
    together with Weakness and Resistance and gets the same treatment: Bouffer is ignored."""
    s = Scenario().active(0, MEGA_STARMIE_EX, under=[STARYU], energy=[W, W, W]).active(1, BOUFFALANT_EX)
    assert attack_once(s, "Nebula Beam").mon(1).damage == 210


def test_II_B_07_R3_a_changed_weakness_still_counts():
    """A "its Weakness is {W}" record on Palafin ex (weak to {L}): Sonic Edge does x2."""
    s = Scenario().active(0, KELDEO_EX, energy=[W, W, W]).active(1, PALAFIN_EX)
    s.effect(1, 0, "weakness_is", W, turns=(1, 99), attack_effect=False)
    assert attack_once(s, "Sonic Edge").mon(1).damage == 240


# == II-B-08 N damage to X of your opponent's Pokémon ==========================================


def test_II_B_08_R1_chosen_targets_take_damage_even_if_immune_to_effects():
    s = Scenario().active(0, ELECTIVIRE_EX, energy=[L, L]).active(1, PALAFIN_EX).bench(1, SKELEDIRGE)
    t = attack_once(s, "Dual Bolt")
    assert t.mon(1, 1).damage == 50


def test_II_B_08_R2_choose_one_and_do_damage_wording_is_the_same():
    """Fezandipiti ex's Cruel Arrow: 100 damage to 1 of the opponent's Pokémon."""
    s = Scenario().active(0, FEZANDIPITI_EX, energy=[W, W, W]).active(1, PALAFIN_EX).bench(1, KYOGRE)
    t = attack_once(s, "Cruel Arrow").choose((1, 1))
    assert t.mon(1, 1).damage == 100 and t.mon(1).damage == 0


def test_II_B_08_R3_the_printed_number_is_the_damage_to_the_active_only():
    """Mega Starmie ex's Jetting Blow: 120 to the Active, 50 to a Benched Pokémon."""
    s = Scenario().active(0, MEGA_STARMIE_EX, under=[STARYU], energy=[W]).active(1, BLISSEY_EX).bench(1, SNOVER)
    t = attack_once(s, "Jetting Blow")
    assert t.mon(1).damage == 120 and t.mon(1, 1).damage == 50


def test_II_B_08_R4_no_weakness_and_resistance_for_benched_pokemon():
    s = Scenario().active(0, FEZANDIPITI_EX, energy=[W, W, W]).active(1, PALAFIN_EX).bench(1, MUNKIDORI)
    t = attack_once(s, "Cruel Arrow").choose((1, 1))
    assert t.mon(1, 1).damage == 100                                    # Munkidori is weak to {D}
    t = attack_once(s, "Cruel Arrow").choose((1, 0))
    assert t.mon(1).damage == 100


def test_II_B_08_R5_a_pokemon_under_prevent_damage_may_be_chosen_but_takes_none():
    s = Scenario().active(0, RABOOT, energy=[R]).active(1, PALAFIN_EX).bench(1, SNOVER)
    s.effect(1, 1, "prevent_damage", attack_effect=False)
    t = attack_once(s, "Jumping Kick")
    assert (1, 1) in t.options
    t.choose((1, 1))
    assert t.mon(1, 1).damage == 0


# == II-B-09 This Pokémon also takes N damage ===================================================


def test_II_B_09_R1_self_damage_is_damage_and_can_knock_out_giving_prizes():
    s = Scenario().active(0, ELECTRIKE, energy=[L], damage=60).bench(0, SNOVER).active(1, PALAFIN_EX)
    t = attack_once(s, "Thunder Jolt")
    assert ELECTRIKE in t.discard_ids(0) and len(t.player(1).prizes) == 5


def test_II_B_09_R2_self_damage_gets_weakness_and_effects_like_any_damage():
    """Electrike with a "Weakness is {L}" record takes 10 x2; with a -20 record, nothing."""
    s = Scenario().active(0, ELECTRIKE, energy=[L]).active(1, PALAFIN_EX)
    s.effect(0, 0, "weakness_is", L, turns=(1, 99), attack_effect=False)
    assert attack_once(s, "Thunder Jolt").mon(0).damage == 20
    s = Scenario().active(0, ELECTRIKE, energy=[L]).active(1, PALAFIN_EX).effect(0, 0, "damage_taken", -20)
    assert attack_once(s, "Thunder Jolt").mon(0).damage == 0


def test_II_B_09_R3_reductions_against_the_opponents_attacks_do_not_cover_self_damage():
    """Full Metal Lab: {M} Pokémon take 30 less from the opponent's attacks; Escavalier's own
    Wild Lances still does 30 to it."""
    s = Scenario().active(0, ESCAVALIER, energy=[M]).active(1, PALAFIN_EX).stadium(FULL_METAL_LAB)
    assert attack_once(s, "Wild Lances").mon(0).damage == 30


# == II-C-01 Discard ==========================================================================


def coiling_crush(defender_energy):
    s = Scenario().active(0, CENTISKORCH, energy=[R, R]).active(1, PALAFIN_EX, energy=defender_energy)
    return attack_once(s, "Coiling Crush", "HT")


def test_II_C_01_R1_the_player_using_the_effect_chooses_what_is_discarded():
    t = coiling_crush([W, G])
    assert t.decision.player == 0 and {o >> 7 for o in t.options} == {W, G}


def test_II_C_01_R2_a_card_goes_to_its_owners_discard_pile():
    t = coiling_crush([W, G]).choose(G)
    assert t.discard_ids(1) == [G] and t.discard_ids(0) == []


def test_II_C_01_R3_discard_and_then_wording_is_the_same():
    """Riotous Blasting: "discard all Energy and do 130 more"."""
    s = Scenario().active(0, MEGA_MANECTRIC_EX, under=[ELECTRIKE], energy=[L, L, L])
    s.active(1, MEGA_LUCARIO_EX, under=[RIOLU])
    t = s.start().attack("Riotous Blasting").choose(True)
    assert t.discard_ids(0) == [L, L, L] and t.mon(1).damage == 330


def test_II_C_01_R4_discard_counts_energy_units():
    s = Scenario().active(0, PROBOPASS, energy=[F, F, F, F, IGNITION]).active(1, PALAFIN_EX)
    t = attack_once(s, "Obliterating Nose").choose(IGNITION)
    assert t.discard_ids(0) == [IGNITION] and t.energy_ids(0) == [F, F, F, F]


# == II-C-02 Return X to Y ====================================================================


def test_II_C_02_R1_cards_go_to_their_owners_deck():
    s = Scenario().active(0, ESPEON_EX, under=[EEVEE], energy=[G, P, D]).active(1, BAYLEEF, under=[CHIKORITA])
    s.bench(1, SNOVER).deck(0, [W]).deck(1, [W])
    t = attack_once(s, "Amazez")
    assert BAYLEEF in {c >> 7 for c in t.player(1).deck + t.player(1).hand}
    assert BAYLEEF not in {c >> 7 for c in t.player(0).deck + t.player(0).hand}


def test_II_C_02_R2_a_returned_pokemon_takes_its_stack_and_leaves_counters_and_effects():
    s = Scenario().active(0, BAYLEEF, under=[CHIKORITA], energy=[G], damage=50).bench(0, SNOVER)
    s.active(1, SNOVER).hand(0, [SCOOP_UP]).effect(0, 0, "cant_retreat")
    t = s.start().play(SCOOP_UP).choose((0, 0))
    assert t.hand_ids(0) == sorted([BAYLEEF, CHIKORITA, G]) and not t.state.effects
    assert t.mon(0).name == "Snover"


# == II-C-03 Switch your Active Pokémon =======================================================


def switch_table(**kw):
    s = Scenario().active(0, KYOGRE, energy=[W, W, W], **kw).bench(0, SNOVER).active(1, SNOVER).hand(0, [SWITCH])
    return s


def test_II_C_03_R1_the_active_goes_to_the_bench_and_a_benched_pokemon_comes_up():
    t = switch_table().start().play(SWITCH)
    assert t.mon(0).name == "Snover" and t.mon(0, 1).name == "Kyogre"


def test_II_C_03_R2_no_retreat_cost_is_paid():
    t = switch_table().start().play(SWITCH)
    assert t.energy_ids(0, 1) == [W, W, W] and t.discard_ids(0) == [SWITCH]


def test_II_C_03_R3_switching_works_under_cant_retreat():
    t = switch_table().effect(0, 0, "cant_retreat").start()
    assert not t.can("retreat") and t.can("play", SWITCH)


def test_II_C_03_R4_conditions_and_attack_effects_end_for_the_pokemon_leaving():
    t = switch_table(conditions=["confused", "burned"]).effect(0, 0, "cant_attack").start().play(SWITCH)
    assert not t.mon(0, 1).has_condition() and not t.state.effects


def test_II_C_03_R5_no_bench_no_switch():
    s = Scenario().active(0, CROCONAW, under=[TOTODILE], energy=[W]).active(1, PALAFIN_EX)
    t = attack_once(s, "Reverse Thrust")
    assert t.mon(0).name == "Croconaw" and t.mon(1).damage == 30


# == II-C-04 Switch your opponent's Active Pokémon ==============================================


def push_down(defender=PALAFIN_EX, bench=(SNOVER, KYOGRE), **kw):
    s = Scenario().active(0, BAYLEEF, under=[CHIKORITA], energy=[G, W]).active(1, defender, **kw)
    for cid in bench:
        s.bench(1, cid)
    return s


def test_II_C_04_R1_the_opponent_chooses_among_their_benched_pokemon():
    t = attack_once(push_down(), "Push Down")
    assert t.decision.player == 1 and set(t.options) == {(1, 1), (1, 2)}


def test_II_C_04_R2_the_pokemon_sent_to_the_bench_loses_conditions_and_attack_effects():
    s = push_down(bench=(SNOVER,), conditions=["poisoned"]).effect(1, 0, "cant_retreat")
    t = attack_once(s, "Push Down")
    assert not t.mon(1, 1).has_condition() and not t.state.effects


def test_II_C_04_R3_no_opposing_bench_no_switch():
    t = attack_once(push_down(bench=()), "Push Down")
    assert t.mon(1).name == "Palafin ex" and t.mon(1).damage == 50


def test_II_C_04_R4_the_effect_is_received_by_the_active_pokemon():
    t = attack_once(push_down(defender=ZEKROM_EX, bench=(SKELEDIRGE,)), "Push Down")
    assert t.mon(1).name == "Skeledirge"                                   # benched immunity: no matter
    s = push_down(defender=PALAFIN_EX, bench=(SNOVER,))
    s.active(1, PALAFIN_EX, energy=[MIST_ENERGY])
    assert attack_once(s, "Push Down").mon(1).name == "Palafin ex"         # an immune Active stays


# == II-C-05 Switch in 1 of your opponent's Benched Pokémon ======================================


def test_II_C_05_R1_the_user_chooses_the_benched_pokemon():
    s = Scenario().active(0, SNOVER).active(1, KYOGRE).bench(1, SNOVER).bench(1, ZEKROM_EX).hand(0, [BOSS])
    t = s.start().play(BOSS)
    assert t.decision.player == 0
    t.choose((1, 2))
    assert t.mon(1).name == "Zekrom ex"


def test_II_C_05_R2_the_pokemon_sent_to_the_bench_loses_conditions_and_attack_effects():
    s = Scenario().active(0, SNOVER).active(1, KYOGRE, conditions=["paralyzed"]).bench(1, SNOVER)
    s.hand(0, [BOSS]).effect(1, 0, "cant_attack")
    t = s.start().play(BOSS)
    assert not t.mon(1, 1).has_condition() and not t.state.effects


def test_II_C_05_R3_no_opposing_bench_no_switch():
    s = Scenario().active(0, SNOVER).active(1, KYOGRE).hand(0, [BOSS, CATCHER])
    t = s.start()
    assert not t.can("play", BOSS) and not t.can("play", CATCHER)


def test_II_C_05_R4_the_effect_is_received_by_the_chosen_benched_pokemon():
    s = Scenario().active(0, 508, energy=[W]).active(1, PALAFIN_EX).bench(1, SNOVER, energy=[MIST_ENERGY])
    s.bench(1, KYOGRE)
    t = attack_once(s, "Drag Off")                                         # only Kyogre can come up
    assert t.mon(1).name == "Kyogre"
    s = Scenario().active(0, 508, energy=[W]).active(1, PALAFIN_EX, energy=[MIST_ENERGY]).bench(1, KYOGRE)
    assert attack_once(s, "Drag Off").mon(1).name == "Kyogre"              # an immune Active: no matter


# == II-C-06 Heal ===========================================================================


def test_II_C_06_R1_healing_removes_damage_counters():
    s = Scenario().active(0, KYOGRE, damage=70).active(1, SNOVER).hand(0, [POTION])
    assert s.start().play(POTION).mon(0).damage == 40


def test_II_C_06_R2_healing_more_than_there_is_removes_all():
    s = Scenario().active(0, KYOGRE, damage=10).active(1, SNOVER).hand(0, [POTION])
    assert s.start().play(POTION).mon(0).damage == 0


def test_II_C_06_R3_heal_all_damage_removes_all():
    s = Scenario().active(0, 756, damage=290, energy=[W]).active(1, SNOVER).hand(0, [WALLY])
    assert s.start().play(WALLY).mon(0).damage == 0


def test_II_C_06_R4_a_heal_needs_a_damaged_target_one_is_enough_for_several():
    s = Scenario().active(0, KYOGRE).bench(0, SNOVER, damage=20).active(1, SNOVER).hand(0, [CARMINE])
    s.stadium(COMMUNITY_CENTER).deck(0, [W] * 8)
    t = s.start()
    assert not t.can("stadium")                                            # no Supporter played yet
    t.play(CARMINE).stadium_ability()
    assert t.mon(0, 1).damage == 10 and t.mon(0).damage == 0
    s = Scenario().active(0, KYOGRE).bench(0, SNOVER).active(1, SNOVER, damage=20).hand(0, [CARMINE])
    t = s.stadium(COMMUNITY_CENTER).deck(0, [W] * 8).start().play(CARMINE)
    assert not t.can("stadium")                                            # none of yours is damaged


# == II-C-07 Put damage counters ==============================================================


def test_II_C_07_R1_counters_are_put_on_pokemon_in_play():
    s = Scenario().active(0, SINISTCHA, energy=[G]).active(1, KYOGRE)
    assert attack_once(s, "Cursed Drop").mon(1).damage == 40


def test_II_C_07_R2_counters_reaching_the_remaining_hp_knock_out():
    s = Scenario().active(0, SINISTCHA, energy=[G]).active(1, KYOGRE).bench(1, SNOVER, damage=50)
    t = attack_once(s, "Cursed Drop").choose(0)
    assert SNOVER in t.discard_ids(1) and len(t.player(0).prizes) == 5


def test_II_C_07_R3_counters_are_not_damage():
    """Bouffalant ex takes 30 less damage, and is weak to {F}: neither changes 4 counters."""
    s = Scenario().active(0, SINISTCHA, energy=[G]).active(1, BOUFFALANT_EX)
    assert attack_once(s, "Cursed Drop").mon(1).damage == 40


def test_II_C_07_R4_a_pokemon_immune_to_attack_effects_may_be_chosen_but_gets_none():
    s = Scenario().active(0, SINISTCHA, energy=[G]).active(1, KYOGRE, energy=[MIST_ENERGY]).bench(1, SNOVER)
    t = attack_once(s, "Cursed Drop").choose(4)
    assert t.mon(1).damage == 0 and t.mon(1, 1).damage == 0


# == II-C-08 Move damage counters =============================================================


def rocket_mirror(defender, counters=5, **kw):
    s = Scenario().active(0, TR_WOBBUFFET, energy=[P, P]).bench(0, TR_ORBEETLE, damage=10 * counters)
    s.active(1, defender, **kw)
    return attack_once(s, "Rocket Mirror")


def test_II_C_08_R1_counters_move_from_one_pokemon_to_another():
    t = rocket_mirror(PALAFIN_EX)
    assert t.mon(0, 1).damage == 0 and t.mon(1).damage == 50


def test_II_C_08_R2_moved_counters_are_not_damage():
    assert rocket_mirror(GRENINJA_EX).mon(1).damage == 50                  # weak to {P}: no x2


def test_II_C_08_R3_moved_counters_can_knock_out():
    t = rocket_mirror(SNOVER, counters=9)
    assert SNOVER in t.discard_ids(1)


def test_II_C_08_R4_without_a_destination_nothing_moves():
    s = Scenario().active(0, TR_ORBEETLE, damage=30).active(1, SNOVER)
    assert not s.start().can("ability", 0, 0)                             # no other Pokémon of yours


def test_II_C_08_R5_counters_for_an_immune_destination_are_removed_and_vanish():
    t = rocket_mirror(PALAFIN_EX, energy=[MIST_ENERGY])
    assert t.mon(0, 1).damage == 0 and t.mon(1).damage == 0


# == II-C-09 Attach Energy ======================================================================


def test_II_C_09_R1_energy_is_attached_only_to_your_own_pokemon():
    s = Scenario().active(0, ALOLAN_EXEGGUTOR_EX, energy=[G, W]).bench(0, SNOVER).active(1, PALAFIN_EX)
    s.bench(1, SNOVER).hand(0, [G])
    t = attack_once(s, "Tropical Frenzy").choose(G)
    assert set(t.options) == {(0, 0), (0, 1)}


def test_II_C_09_R2_attach_from_hand_wording_is_the_same():
    s = Scenario().active(0, TORNADUS, energy=[W]).active(1, PALAFIN_EX).hand(0, [G, F])
    t = attack_once(s, "Wrapped in Wind").choose(F)
    assert t.energy_ids(0) == [W, F] and t.hand_ids(0) == [G]


def test_II_C_09_R3_attaching_by_an_effect_is_on_top_of_the_turns_attachment():
    s = Scenario().active(0, TR_SPIDOPS, under=[TR_TAROUNTULA]).active(1, SNOVER).hand(0, [G]).discard(0, [W])
    t = s.start().attach(G, 0)
    t.ability(0, 0)
    assert t.energy_ids(0) == [G, W]


def test_II_C_09_R4_each_card_attached_from_hand_by_an_attack_is_one_event():
    """Tornadus under Pachirisu's Electrified Incisors attaches from hand with its own attack."""
    s = Scenario().active(0, PACHIRISU, energy=[L]).active(1, TORNADUS, energy=[W]).hand(1, [F])
    t = s.start().attack("Electrified Incisors").attack("Wrapped in Wind").choose(F)
    assert t.mon(1).damage == 20 + 80                                     # weak to {L}: 10 x2


# == II-C-10 Move Energy ========================================================================


def test_II_C_10_R1_energy_moves_between_your_own_pokemon():
    s = Scenario().active(0, KYOGRE, energy=[W, W]).bench(0, SNOVER).active(1, SNOVER).hand(0, [ENERGY_SWITCH])
    t = s.start().play(ENERGY_SWITCH)
    assert t.energy_ids(0, 1) == [W] and t.energy_ids(0) == [W] and t.mon(1).energy == []


def test_II_C_10_R2_move_wording_is_the_same():
    s = Scenario().active(0, TORNADUS, energy=[W, W, G]).bench(0, SNOVER).active(1, PALAFIN_EX)
    t = attack_once(s, "Hurricane").choose(G)
    assert t.energy_ids(0, 1) == [G]


def test_II_C_10_R3_without_a_destination_energy_cannot_move():
    s = Scenario().active(0, KYOGRE, energy=[W, W]).active(1, SNOVER).hand(0, [ENERGY_SWITCH, NS_PLAN])
    t = s.start()
    assert not t.can("play", ENERGY_SWITCH) and not t.can("play", NS_PLAN)


def test_II_C_10_R4_moving_1_energy_moves_one_card_even_if_it_provides_two():
    s = Scenario().active(0, KYOGRE, energy=[G]).bench(0, MEGANIUM).active(1, SNOVER).hand(0, [ENERGY_SWITCH])
    t = s.start().play(ENERGY_SWITCH)                                      # one way to do it
    assert t.energy_ids(0, 1) == [G] and Q.count_units(t.state, t.mon(0, 1)) == 2


def test_II_C_10_R5_a_special_energy_that_cannot_stay_is_discarded():
    s = Scenario().active(0, SNOVER).bench(0, TR_WOBBUFFET, energy=[TR_ENERGY, P]).active(1, SNOVER)
    t = s.hand(0, [NS_PLAN]).start().play(NS_PLAN).choose(P, (0, 1))     # then the TR Energy
    assert t.energy_ids(0) == [P] and TR_ENERGY in t.discard_ids(0)


# == II-C-11 Put Basic Pokémon onto the Bench =======================================================


def test_II_C_11_R1_basic_pokemon_from_the_discard_pile_onto_the_bench():
    s = Scenario().active(0, DUSKULL, energy=[P]).active(1, SNOVER).discard(0, [DUSKULL, DUSKULL])
    t = attack_once(s, "Come and Get You").choose(DUSKULL, DUSKULL)
    assert [m.name for m in t.player(0).bench] == ["Duskull", "Duskull"]


def test_II_C_11_R2_put_onto_the_bench_wording_is_the_same():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [POFFIN]).deck(0, [SCORBUNNY, KYOGRE, W])
    t = s.start().play(POFFIN)
    assert {o >> 7 for o in t.options if o != DONE} == {SCORBUNNY}         # 70 HP or less
    t.choose(SCORBUNNY)
    assert t.mon(0, 1).name == "Scorbunny"


def test_II_C_11_R3_an_attack_with_a_full_bench_ends_before_looking():
    s = Scenario().active(0, LILLIES_COMFEY, energy=[W]).active(1, SNOVER).deck(0, [LILLIES_COMFEY, W])
    for _ in range(5):
        s.bench(0, SCORBUNNY)
    t = s.start()
    rng = t.state.rng_n
    t.attack("Inviting Flowers")
    assert t.state.rng_n == rng and t.state.current == 1


def test_II_C_11_R4_a_trainer_cannot_be_played_with_a_full_bench():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [POFFIN])
    for _ in range(5):
        s.bench(0, SCORBUNNY)
    assert not s.start().can("play", POFFIN)


def test_II_C_11_R5_only_as_many_as_there_are_bench_spaces():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [POFFIN]).deck(0, [SCORBUNNY, SCORBUNNY, W])
    for _ in range(4):
        s.bench(0, SNOVER)
    t = s.start().play(POFFIN).choose(SCORBUNNY)
    assert len(t.player(0).bench) == 5 and t.decision.kind == "main"


# == II-C-12 Evolve by putting a card onto a Pokémon ====================================================


def cellular_evolution(deck, **solosis_kw):
    s = Scenario().active(0, DUOSION, under=[SOLOSIS], energy=[P]).bench(0, SOLOSIS, **solosis_kw)
    return s.active(1, SNOVER).deck(0, deck)


def test_II_C_12_R1_an_evolution_card_is_put_onto_the_pokemon():
    t = attack_once(cellular_evolution([DUOSION, W]), "Cellular Evolution").choose(DUOSION)
    assert t.mon(0, 1).name == "Duosion" and len(t.mon(0, 1).cards) == 2


def test_II_C_12_R2_only_a_card_that_evolves_from_it_and_everything_stays():
    s = cellular_evolution([DUOSION, CHARMELEON, W], energy=[W], damage=20)
    t = attack_once(s, "Cellular Evolution")
    assert {o >> 7 for o in t.options if o != DONE} == {DUOSION}
    t.choose(DUOSION)
    assert t.mon(0, 1).damage == 20 and t.energy_ids(0, 1) == [W]


def test_II_C_12_R3_allowed_on_the_first_turn_and_the_turn_it_came_into_play():
    s = Scenario(turn=2, current=0).active(0, EEVEE, energy=[W], entered_turn=2).active(1, SNOVER)
    s.deck(0, [ESPEON_EX, W])
    t = attack_once(s, "Ascension").choose(ESPEON_EX)
    assert t.mon(0).name == "Espeon ex"


def test_II_C_12_R4_the_card_may_be_a_stage_2_that_evolves_from_a_stage_1_in_play():
    t = attack_once(cellular_evolution([REUNICLUS, W]), "Cellular Evolution")
    t.choose(REUNICLUS)
    assert t.mon(0).name == "Reuniclus"


# == II-C-13 Devolve ==========================================================================


def amazez(**kw):
    s = Scenario().active(0, ESPEON_EX, under=[EEVEE], energy=[G, P, D]).active(1, SNOVER)
    s.bench(1, MEGANIUM, under=[CHIKORITA, BAYLEEF], **kw).deck(1, [W, W])
    return s


def test_II_C_13_R1_the_top_evolution_card_is_removed():
    t = attack_once(amazez(), "Amazez")
    assert t.mon(1, 1).name == "Bayleef"


def test_II_C_13_R2_attached_cards_and_counters_stay_conditions_and_effects_go():
    s = amazez(energy=[G], damage=50).effect(1, 1, "damage_taken", -30, turns=(1, 99), attack_effect=False)
    t = attack_once(s, "Amazez")
    assert t.mon(1, 1).damage == 50 and t.energy_ids(1, 1) == [G] and not t.state.effects


def test_II_C_13_R2_counters_at_or_above_the_new_hp_knock_out():
    t = attack_once(amazez(damage=110), "Amazez")                          # Bayleef: 110 HP
    assert BAYLEEF in t.discard_ids(1) and len(t.player(0).prizes) == 5


def test_II_C_13_R3_the_devolved_pokemon_cannot_evolve_the_same_turn_but_can_later():
    s = Scenario().active(0, REUNICLUS, under=[SOLOSIS, DUOSION]).bench(0, SNOVER).active(1, SNOVER)
    s.hand(0, [STRANGE_TIMEPIECE])
    t = s.start().play(STRANGE_TIMEPIECE).choose(1)
    assert not t.can("evolve", REUNICLUS)
    t.end_turn().end_turn()
    assert t.can("evolve", REUNICLUS, 0)


def test_II_C_13_R4_only_evolution_cards_are_removed_never_the_basic():
    s = Scenario().active(0, REUNICLUS, under=[SOLOSIS, DUOSION]).active(1, SNOVER).hand(0, [STRANGE_TIMEPIECE])
    t = s.start().play(STRANGE_TIMEPIECE)
    assert t.options == (1, 2)


def test_II_C_13_R5_evolution_cards_come_off_the_top():
    t = attack_once(amazez(), "Amazez")
    assert [c >> 7 for c in t.mon(1, 1).cards] == [CHIKORITA, BAYLEEF]
    assert MEGANIUM in {c >> 7 for c in t.player(1).deck + t.player(1).hand}


def test_II_C_13_R6_a_stage_1_put_into_play_directly_cannot_be_devolved():
    s = Scenario().active(0, REUNICLUS).active(1, SNOVER).hand(0, [STRANGE_TIMEPIECE])
    assert not s.start().can("play", STRANGE_TIMEPIECE)


# == II-C-14 Can't retreat ====================================================================


def big_bitten(hand=()):
    s = Scenario().active(0, TOTODILE, energy=[W]).active(1, CHARMANDER, energy=[R, R]).bench(1, SNOVER)
    s.hand(1, list(hand))
    return attack_once(s, "Big Bite")


def test_II_C_14_R1_the_pokemon_cannot_retreat():
    assert not big_bitten().can("retreat")


def test_II_C_14_R2_the_lock_ends_when_the_pokemon_evolves():
    t = big_bitten([CHARMELEON]).evolve(CHARMELEON, 0)
    assert t.can("retreat", 1)


def test_II_C_14_R3_items_may_still_switch_it():
    t = big_bitten([SWITCH])
    assert t.can("play", SWITCH)
    t.play(SWITCH)
    assert t.mon(1).name == "Snover"


# == II-C-15 Can't use attacks ================================================================


def test_II_C_15_R1_no_attack_can_be_declared():
    s = Scenario().active(0, CUBCHOO, energy=[W]).active(1, KYOGRE, energy=[W, W, W])
    t = attack_once(s, "Snotted Up")
    assert not t.can("attack")


def test_II_C_15_R2_cant_use_that_attack_forbids_only_that_one():
    s = Scenario().active(0, MAGNEZONE, under=[MAGNETON], energy=[L, L]).active(1, PALAFIN_EX)
    t = attack_once(s, "Flashing Bolt").end_turn()
    assert not t.can("attack", "Flashing Bolt") and t.can("attack", "Upper Spark")


def test_II_C_15_R3_cant_attack_next_turn_wording_is_the_same():
    s = Scenario().active(0, STONJOURNER, energy=[F, F, F]).active(1, PALAFIN_EX)
    t = attack_once(s, "Boundless Power").end_turn()
    assert not t.can("attack")


def test_II_C_15_R4_the_lock_ends_when_the_pokemon_evolves():
    s = Scenario().active(0, CUBCHOO, energy=[W]).active(1, CHARMANDER, energy=[R]).hand(1, [CHARMELEON])
    t = attack_once(s, "Snotted Up").evolve(CHARMELEON, 0)
    assert t.can("attack", "Steady Firebreathing")


# == II-C-16 Prevent damage from attacks ========================================================


def test_II_C_16_R1_damage_becomes_0_after_step_5():
    s = Scenario().active(0, VIBRAVA, energy=[F, F]).active(1, BLISSEY_EX)
    s.effect(1, 0, "damage_taken", 50).effect(1, 0, "prevent_damage")
    assert attack_once(s, "Super Vibration").mon(1).damage == 0


def test_II_C_16_R2_other_pokemon_damaged_at_the_same_time_still_take_it():
    s = Scenario().active(0, ELECTIVIRE_EX, energy=[L, L]).active(1, PALAFIN_EX).bench(1, SNOVER)
    s.effect(1, 0, "prevent_damage")
    t = attack_once(s, "Dual Bolt")                                       # both: no question
    assert t.mon(1).damage == 0 and t.mon(1, 1).damage == 50


def test_II_C_16_R3_prevent_damage_is_an_effect_on_the_pokemon():
    """Altaria's Cotton Wings (heads) does not stop Crustle's Superb Scissors."""
    s = Scenario(turn=4, current=1).active(1, ALTARIA, under=[SWABLU], energy=[W, M]).bench(1, SNOVER)
    s.active(0, CRUSTLE, energy=[G, G, G])
    t = attack_once(s, "Cotton Wings", "H").attack("Superb Scissors")
    assert ALTARIA in t.discard_ids(1)


# == II-C-17 Not affected by effects of attacks ==================================================


def test_II_C_17_R1_step_5_is_skipped_for_that_pokemon_only():
    s = Scenario().active(0, ESPEON_EX, under=[EEVEE], energy=[G, P, D]).active(1, BAYLEEF, under=[CHIKORITA])
    s.bench(1, MEGANIUM, under=[CHIKORITA, BAYLEEF], energy=[MIST_ENERGY])
    t = attack_once(s, "Amazez")
    assert t.mon(1).name == "Chikorita" and t.mon(1, 1).name == "Meganium"


def test_II_C_17_R2_immunity_gained_later_keeps_effects_already_there():
    s = Scenario().active(0, TOTODILE, energy=[W]).active(1, CHARMANDER, energy=[R, R]).bench(1, SNOVER)
    s.hand(1, [MIST_ENERGY])
    t = attack_once(s, "Big Bite").attach(MIST_ENERGY, 0)
    assert not t.can("retreat")


# == II-C-18 "Use it as this attack" ==============================================================


def test_II_C_18_R1_the_copied_attack_does_its_damage_and_its_effects():
    s = Scenario().active(0, ZOROARK, energy=[D, D, D]).active(1, BULBASAUR).bench(1, SNOVER)
    t = attack_once(s, "Foul Play")                                       # one attack: no question
    assert t.mon(1).damage == 10 and not t.can("retreat")


def test_II_C_18_R2_the_copied_attacks_cost_is_not_needed():
    s = Scenario().active(0, ZOROARK, energy=[D, D, D]).active(1, MEGA_LUCARIO_EX, under=[RIOLU])
    t = attack_once(s, "Foul Play").choose(983)                           # Mega Brave: {F}{F}
    assert t.mon(1).damage == 270


# == II-C-19 "Your opponent can't play X from their hand" ===========================================


def test_II_C_19_R1_the_lock_is_on_the_player_whichever_pokemon_is_active():
    s = Scenario().active(0, FRILLISH, energy=[P]).bench(0, SNOVER)
    s.active(1, SCORBUNNY, energy=[R]).bench(1, KYOGRE).hand(1, [SWITCH, BOSS])
    t = attack_once(s, "Oceanic Gloom")
    assert not t.can("play", SWITCH)
    t.retreat(1)
    assert t.mon(1).name == "Kyogre"
    assert not t.can("play", SWITCH) and t.can("play", BOSS)


def test_II_C_19_R2_pokemon_immune_to_attack_effects_do_not_stop_it():
    s = Scenario().active(0, FRILLISH, energy=[P]).active(1, SNOVER, energy=[MIST_ENERGY]).bench(1, KYOGRE)
    t = attack_once(s.hand(1, [SWITCH]), "Oceanic Gloom")
    assert not t.can("play", SWITCH)


# == II-C-20 Look at X ========================================================================


def test_II_C_20_R1_looked_at_cards_stay_where_they_were():
    s = Scenario().active(0, ROCKRUFF, energy=[W]).active(1, SNOVER).deck(0, [KYOGRE, W, SNOVER])
    t = s.start()
    deck = t.player(0).deck[:]
    t.attack("Dig It Up").choose(DONE)
    assert t.player(0).deck == deck and KYOGRE not in t.hand_ids(0)


def test_II_C_20_R2_look_at_and_then_wording_is_the_same():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [POKEGEAR]).deck(0, [W, CARMINE, W])
    t = s.start().play(POKEGEAR).choose(CARMINE)
    assert t.hand_ids(0) == [CARMINE]


def test_II_C_20_R3_the_player_using_the_effect_is_the_one_who_looks():
    s = Scenario(turn=4, current=1).active(1, ROCKRUFF, energy=[W]).active(0, SNOVER).deck(1, [KYOGRE, W])
    t = attack_once(s, "Dig It Up")
    assert t.decision.player == 1


def test_II_C_20_R4_prize_cards_have_no_order_to_keep():
    """No card of our pool looks at Prize cards and puts them back; the engine's reading that
    R4 relies on: a Prize card taken is the top one of a face-down pile whose order carries
    no information, so putting one back anywhere changes nothing a player can know."""
    s = Scenario().active(0, SINISTCHA, energy=[G]).active(1, SNOVER, damage=60).bench(1, KYOGRE)
    s.prizes(0, [KYOGRE, W, W, W, W, SCORBUNNY])
    t = attack_once(s, "Cursed Drop").choose(3)
    assert t.hand_ids(0) == [SCORBUNNY] and len(t.player(0).prizes) == 5
