"""The cases of section II-B of RULES.md (damage calculation): RC-014 … RC-041.

Named cards are used where they are in our pool.  Where a card is not, the docstring says
what stands in: usually the lasting-effect record the card would leave, put on the Pokémon
with ``Scenario.effect`` (the same record the pool cards with that text leave).
"""

from ptcg.registry import LASTING
from ptcg.testing import Scenario, attack_once

G, R, W, L, P, F, D, M = 1, 2, 3, 4, 5, 6, 7, 8
TR_ENERGY, IGNITION, LEGACY = 15, 17, 12
RAIKOU, MEGA_KANGASKHAN_EX, MEGA_GARDEVOIR_EX, SPOINK, TINKATON = 735, 756, 747, 749, 699
MELOETTA_EX, BOUFFALANT_EX, KLINKLANG, BUNEARY, SOLROCK, LUNATONE = 525, 631, 623, 758, 676, 675
LOPUNNY, KELDEO_EX, SNOM, CARRACOSTA, CRUSTLE, RABOOT = 759, 583, 729, 504, 345, 665
ELECTIVIRE_EX, STONJOURNER, ELECTRIKE, LANDORUS, ESCAVALIER = 372, 682, 736, 534, 543
MUDBRAY, THROH, VIBRAVA, PIGNITE, TEPIG, SNOVER = 382, 531, 823, 568, 567, 722
ZEKROM_EX, PALAFIN_EX, VAPOREON_EX, GRENINJA_EX, SCIZOR_EX = 515, 107, 241, 40, 84
WAILORD, GOUGING_FIRE_EX, MUNKIDORI, TR_WOBBUFFET, KYOGRE = 264, 46, 112, 432, 721
STEVENS_SKARMORY, TR_NIDOKING_EX = 638, 455
PREMIUM_POWER_PRO, BLACK_BELT, IRON_DEFENDER, GRANITE_CAVE, BOSS = 1141, 1211, 1140, 1258, 1182


# -- II-B-01 "N more damage" ---------------------------------------------------------------------


def test_RC_014_electro_fall_adds_90_with_4_lightning_units_in_play():
    s = Scenario().active(0, RAIKOU, energy=[L, L]).bench(0, RAIKOU, energy=[L, L]).active(1, ZEKROM_EX)
    assert attack_once(s, "Electro Fall").mon(1).damage == 30 + 90


def test_RC_014_electro_fall_with_only_3_lightning_does_its_base_damage():
    s = Scenario().active(0, RAIKOU, energy=[L, L]).bench(0, RAIKOU, energy=[L]).active(1, ZEKROM_EX)
    assert attack_once(s, "Electro Fall").mon(1).damage == 30


def test_RC_014_every_type_energy_counts_as_lightning_and_step_1_comes_before_weakness():
    """Legacy Energy (every type, II-D-08) is the 4th {L}; Vaporeon ex is weak to {L}:
    (30 + 90) x2."""
    s = Scenario().active(0, RAIKOU, energy=[L, L]).bench(0, RAIKOU, energy=[L, LEGACY])
    s.active(1, VAPOREON_EX)
    assert attack_once(s, "Electro Fall").mon(1).damage == 240


def test_RC_015_rapid_fire_combo_50_more_per_heads_until_tails():
    s = Scenario().active(0, MEGA_KANGASKHAN_EX, energy=[W, W, W]).active(1, PALAFIN_EX)
    assert attack_once(s, "Rapid-Fire Combo", "HHT").mon(1).damage == 300
    assert attack_once(s, "Rapid-Fire Combo", "T").mon(1).damage == 200


def test_RC_015_the_heads_are_added_at_step_1_before_attacker_effects():
    """A -20 effect on the attacker (what Buneary's Charm leaves) comes after: 300 - 20."""
    s = Scenario().active(0, MEGA_KANGASKHAN_EX, energy=[W, W, W]).active(1, PALAFIN_EX)
    s.effect(0, 0, "damage_dealt", -20)
    assert attack_once(s, "Rapid-Fire Combo", "HHT").mon(1).damage == 280


# -- II-B-02 "N damage for each X" ------------------------------------------------------------------


def test_RC_016_mega_symphonia_counts_psychic_units_on_all_your_pokemon():
    """2 Basic {P} + Team Rocket's Energy (2 units, each {P} or {D}) + Legacy Energy (1 unit
    of every type) = 5 units: 250."""
    s = Scenario().active(0, MEGA_GARDEVOIR_EX, energy=[P, P]).bench(0, TR_WOBBUFFET, energy=[TR_ENERGY])
    s.bench(0, RAIKOU, energy=[LEGACY, L]).active(1, PALAFIN_EX)
    assert attack_once(s, "Mega Symphonia").mon(1).damage == 250


def test_RC_017_triple_spin_no_heads_means_no_damage_even_with_step_2_boosts():
    """Black Belt's Training (+40 to an Active Pokémon ex, P2 step 2) can't revive a 0; with 2
    heads, (20 + 40) x2 against Greninja ex, weak to {P}."""
    s = Scenario().active(0, SPOINK, energy=[P]).active(1, GRENINJA_EX).hand(0, [BLACK_BELT])
    t = s.start()
    t.play(BLACK_BELT).coins("TTT").attack("Triple Spin")
    assert t.mon(1).damage == 0
    t = s.start()
    t.play(BLACK_BELT).coins("HTH").attack("Triple Spin")
    assert t.mon(1).damage == 120


def test_RC_018_premium_power_pro_cannot_turn_a_zero_into_30():
    """Mudbray's Running Charge (40 per heads, {F}) stands in for the "N x" attack."""
    s = Scenario().active(0, MUDBRAY, energy=[F, F]).active(1, PALAFIN_EX).hand(0, [PREMIUM_POWER_PRO])
    t = s.start()
    t.play(PREMIUM_POWER_PRO).coins("T").attack("Running Charge")
    assert t.mon(1).damage == 0
    t = s.start()
    t.play(PREMIUM_POWER_PRO).coins("HT").attack("Running Charge")
    assert t.mon(1).damage == 40 + 30


# -- II-B-03 "N less damage for each X" ------------------------------------------------------------


def test_RC_019_windup_swing_60_less_per_energy_unit_on_the_defender():
    s = Scenario().active(0, TINKATON, energy=[M]).active(1, PALAFIN_EX, energy=[W, W])
    assert attack_once(s, "Windup Swing").mon(1).damage == 240 - 120


def test_RC_019_windup_swing_counts_units_and_stops_at_zero_or_less():
    s = Scenario().active(0, TINKATON, energy=[M]).active(1, TR_NIDOKING_EX, energy=[TR_ENERGY])
    assert attack_once(s, "Windup Swing").mon(1).damage == 120          # one card, 2 units
    s = Scenario().active(0, TINKATON, energy=[M]).active(1, PALAFIN_EX, energy=[W] * 5)
    assert attack_once(s, "Windup Swing").mon(1).damage == 0            # 240 - 300 < 0


def test_RC_020_premium_power_pro_does_not_add_to_a_minus_attack_reduced_to_zero():
    """Throh's Shoulder Throw ({F}, 120 less 30 per {C} of the defender's Retreat Cost)
    stands in for the "−" attack: Wailord (Retreat 4) takes nothing; Snover (Retreat 3)
    takes 30 + 30."""
    s = Scenario().active(0, THROH, energy=[F, F]).active(1, WAILORD).hand(0, [PREMIUM_POWER_PRO])
    t = s.start()
    t.play(PREMIUM_POWER_PRO).attack("Shoulder Throw")
    assert t.mon(1).damage == 0
    s = Scenario().active(0, THROH, energy=[F, F]).active(1, SNOVER).hand(0, [PREMIUM_POWER_PRO])
    t = s.start()
    t.play(PREMIUM_POWER_PRO).attack("Shoulder Throw")
    assert t.mon(1).damage == 60


# -- II-B-04 damage "+N" ---------------------------------------------------------------------------


def test_RC_021_premium_power_pro_is_summed_with_other_step_2_effects():
    """Black Belt's Training (+40 to an Active Pokémon ex) is the other step-2 effect:
    60 + 30 + 40 against Greninja ex, then x2 against Blissey ex (weak to {F})."""
    s = Scenario().active(0, VIBRAVA, energy=[F, F]).active(1, GRENINJA_EX)
    s.hand(0, [PREMIUM_POWER_PRO, BLACK_BELT])
    t = s.start()
    t.play(PREMIUM_POWER_PRO).play(BLACK_BELT).attack("Super Vibration")
    assert t.mon(1).damage == 130
    s = Scenario().active(0, VIBRAVA, energy=[F, F]).active(1, 125).hand(0, [PREMIUM_POWER_PRO, BLACK_BELT])
    t = s.start()
    t.play(PREMIUM_POWER_PRO).play(BLACK_BELT).attack("Super Vibration")
    assert t.mon(1).damage == 260


def meloetta_table():
    s = Scenario().active(0, MELOETTA_EX, energy=[P, P]).bench(0, SNOVER).active(1, PALAFIN_EX)
    s.hand(0, [1123])
    return s.start()


def test_RC_022_echoed_voice_does_80_more_during_your_next_turn():
    t = meloetta_table()
    t.attack("Echoed Voice")
    assert t.mon(1).damage == 30
    t.end_turn()
    t.attack("Echoed Voice")
    assert t.mon(1).damage == 30 + 110


def test_RC_022_echoed_voice_bonus_is_lost_once_meloetta_went_to_the_bench():
    t = meloetta_table()
    t.attack("Echoed Voice").end_turn()
    t.retreat(1).play(1123)                        # to the Bench and back (Switch)
    assert t.mon(0).name == "Meloetta ex"
    t.attack("Echoed Voice")
    assert t.mon(1).damage == 30 + 30


def test_RC_023_plus_50_taken_is_an_effect_on_the_defender_applied_after_weakness():
    """Toxicroak's Diving Uppercut is not in our pool: the "+50 damage taken" record it leaves
    is put on Zekrom ex (weak to {F}).  Vibrava: 60 x2 + 50 = 170, not (60 + 50) x2."""
    s = Scenario().active(0, VIBRAVA, energy=[F, F]).active(1, ZEKROM_EX).effect(1, 0, "damage_taken", 50)
    assert attack_once(s, "Super Vibration").mon(1).damage == 170


# -- II-B-05 damage "−N" ---------------------------------------------------------------------------


def test_RC_024_bouffer_is_minus_30_after_weakness():
    s = Scenario().active(0, VIBRAVA, energy=[F, F]).active(1, BOUFFALANT_EX)
    assert attack_once(s, "Super Vibration").mon(1).damage == 60 * 2 - 30


def iron_defender_table(klinklang: bool):
    """Player 0 plays Iron Defender and ends the turn; player 1's Pignite uses Heat Crash
    (80, {R}) on Scizor ex ({M}, weak to {R}) with a Basic {M} Energy attached."""
    s = Scenario().active(0, SCIZOR_EX, energy=[M]).hand(0, [IRON_DEFENDER])
    if klinklang:
        s.bench(0, KLINKLANG)
    s.active(1, PIGNITE, under=[TEPIG], energy=[R, R, R])
    t = s.start()
    t.play(IRON_DEFENDER).end_turn()
    return t.attack("Heat Crash")


def test_RC_025_iron_defender_minus_30_at_step_5():
    assert iron_defender_table(klinklang=False).mon(0).damage == 160 - 30


def test_RC_025_iron_defender_sums_with_gear_coating():
    assert iron_defender_table(klinklang=True).mon(0).damage == 160 - 30 - 20


def test_RC_026_charm_minus_20_is_on_the_attacker_before_weakness():
    """Player 0's Buneary uses Charm on player 1's Vibrava; next turn Vibrava brings up
    Zekrom ex (weak to {F}) with Boss's Orders: (60 - 20) x2 = 80, not 60 x2 - 20."""
    s = Scenario().active(0, BUNEARY, energy=[W]).bench(0, ZEKROM_EX)
    s.active(1, VIBRAVA, energy=[F, F]).hand(1, [BOSS])
    t = s.start()
    t.attack("Charm")
    t.play(BOSS).attack("Super Vibration")
    assert t.mon(0).name == "Zekrom ex" and t.mon(0).damage == 80


# -- II-B-06 "not affected by Weakness and Resistance" -----------------------------------------------


def test_RC_027_cosmic_beam_without_lunatone_does_nothing_but_is_used_and_ends_the_turn():
    s = Scenario().active(0, SOLROCK, energy=[F]).active(1, ZEKROM_EX)
    t = attack_once(s, "Cosmic Beam")
    assert t.mon(1).damage == 0
    assert t.state.last_attack is not None and t.state.last_attack[3] == "Cosmic Beam"
    assert t.state.current == 1


def test_RC_027_cosmic_beam_ignores_weakness_and_resistance():
    s = Scenario().active(0, SOLROCK, energy=[F]).bench(0, LUNATONE).active(1, ZEKROM_EX)
    assert attack_once(s, "Cosmic Beam").mon(1).damage == 70            # weak to {F}: no x2
    s = Scenario().active(0, SOLROCK, energy=[F]).bench(0, LUNATONE).active(1, MUNKIDORI)
    assert attack_once(s, "Cosmic Beam").mon(1).damage == 70            # resists {F}: no -30


def test_RC_027_cosmic_beam_keeps_step_2_and_step_5_effects():
    s = Scenario().active(0, SOLROCK, energy=[F]).bench(0, LUNATONE).active(1, ZEKROM_EX)
    t = s.hand(0, [PREMIUM_POWER_PRO]).start()
    t.play(PREMIUM_POWER_PRO).attack("Cosmic Beam")
    assert t.mon(1).damage == 70 + 30
    s = Scenario().active(0, SOLROCK, energy=[F]).bench(0, LUNATONE).active(1, BOUFFALANT_EX)
    assert attack_once(s, "Cosmic Beam").mon(1).damage == 70 - 30


def test_RC_028_dashing_kick_hits_only_a_chosen_benched_pokemon():
    """Nothing in our pool is weak to {C}: the "no W/R on the Bench" part is shown with
    Raboot's Jumping Kick (RC-033)."""
    s = Scenario().active(0, LOPUNNY, energy=[W]).active(1, SNOVER).bench(1, ZEKROM_EX)
    s.bench(1, BOUFFALANT_EX)
    t = s.start().attack("Dashing Kick")
    assert set(t.options) == {(1, 1), (1, 2)}                           # Benched Pokémon only
    t.choose((1, 1))
    assert t.mon(1, 1).damage == 50 and t.mon(1).damage == 0


def test_RC_028_dashing_kick_target_keeps_its_own_step_5_effects():
    s = Scenario().active(0, LOPUNNY, energy=[W]).active(1, SNOVER).bench(1, BOUFFALANT_EX)
    t = s.start().attack("Dashing Kick")
    assert t.mon(1, 1).damage == 50 - 30


# -- II-B-07 "not affected by effects on the opponent's Pokémon" ---------------------------------------


def sonic_edge(defender, *, keldeo_energy=(W, W, W), **defender_kw):
    s = Scenario().active(0, KELDEO_EX, energy=list(keldeo_energy)).active(1, defender, **defender_kw)
    return s


def test_RC_029_sonic_edge_skips_step_5_but_keeps_step_2():
    s = sonic_edge(BOUFFALANT_EX)
    assert attack_once(s, "Sonic Edge").mon(1).damage == 120
    s = sonic_edge(BOUFFALANT_EX).effect(0, 0, "damage_dealt", -20)     # a Charm on Keldeo ex
    assert attack_once(s, "Sonic Edge").mon(1).damage == 100


def test_RC_029_sonic_edge_keeps_weakness_and_ignores_prevent_damage():
    s = sonic_edge(GOUGING_FIRE_EX).effect(0, 0, "damage_dealt", -20)   # weak to {W}
    assert attack_once(s, "Sonic Edge").mon(1).damage == (120 - 20) * 2
    s = sonic_edge(PALAFIN_EX).effect(1, 0, "prevent_damage")
    assert attack_once(s, "Sonic Edge").mon(1).damage == 120


def test_RC_030_sonic_edge_ignores_iron_defender():
    s = Scenario(turn=4, current=1).active(1, SCIZOR_EX).hand(1, [IRON_DEFENDER])
    s.active(0, KELDEO_EX, energy=[W, W, W])
    t = s.start()
    t.play(IRON_DEFENDER).end_turn()
    t.attack("Sonic Edge")
    assert t.mon(1).damage == 120


def test_RC_030_sonic_edge_ignores_bouffer():
    assert attack_once(sonic_edge(BOUFFALANT_EX), "Sonic Edge").mon(1).damage == 120


def test_RC_030_sonic_edge_ignores_granite_cave():
    """Steven's Skarmory (120 HP) would keep 30 HP under Granite Cave; Sonic Edge Knocks it Out."""
    t = attack_once(sonic_edge(STEVENS_SKARMORY).stadium(GRANITE_CAVE, owner=1), "Sonic Edge")
    assert STEVENS_SKARMORY in t.discard_ids(1)
    s = Scenario().active(0, KYOGRE, energy=[W, W, W]).active(1, STEVENS_SKARMORY).stadium(GRANITE_CAVE, owner=1)
    assert attack_once(s, "Swirling Waves").mon(1).damage == 130 - 30   # other attacks: reduced


def test_RC_030_sonic_edge_ignores_plus_50_damage_taken():
    """Toxicroak's Diving Uppercut (not in our pool) as the record it leaves."""
    s = sonic_edge(PALAFIN_EX).effect(1, 0, "damage_taken", 50)
    assert attack_once(s, "Sonic Edge").mon(1).damage == 120


def test_RC_030_sonic_edge_ignores_snoms_hide():
    s = Scenario(turn=4, current=1).active(1, SNOM, energy=[W]).active(0, KELDEO_EX, energy=[W, W, W])
    t = s.start()
    t.coins("H").attack("Hide")
    t.attack("Sonic Edge")
    assert SNOM in t.discard_ids(1) and len(t.player(0).prizes) == 5


def test_RC_030_sonic_edge_ignores_mighty_shell():
    """Keldeo ex has a Special Energy (Ignition Energy) attached, so Mighty Shell would stop
    every other attack of it."""
    s = sonic_edge(CARRACOSTA, keldeo_energy=(W, W, IGNITION))
    assert attack_once(s, "Sonic Edge").mon(1).damage == 120
    s = sonic_edge(CARRACOSTA, keldeo_energy=(W, IGNITION))
    assert attack_once(s, "Gale Thrust").mon(1).damage == 0


def test_RC_031_removed_weakness_stays_removed_for_sonic_edge():
    """Florges is not in our pool: the "no Weakness" record (what 190 Archaludon ex's Metal
    Defender also leaves) is put on Gouging Fire ex, weak to {W}: 120, not 240."""
    s = sonic_edge(GOUGING_FIRE_EX).effect(1, 0, "no_weakness", turns=(1, 99), attack_effect=False)
    assert attack_once(s, "Sonic Edge").mon(1).damage == 120


def test_RC_032_removed_resistance_stays_removed_for_superb_scissors(monkeypatch):
    """Resist Shade is not in our pool: a test-only lasting record removes the Resistance of
    Scizor ex ({G} Resistance).  Crustle's Superb Scissors ignores effects on the defender,
    but not this: 120, not 90."""
    monkeypatch.setitem(LASTING["resistance"], "test_no_resistance",
                        lambda g, e, mon, r: None if mon.uid == e.target else r)
    s = Scenario().active(0, CRUSTLE, energy=[G, G, G]).active(1, SCIZOR_EX)
    assert attack_once(s, "Superb Scissors").mon(1).damage == 90
    s.effect(1, 0, "test_no_resistance", turns=(1, 99), attack_effect=False)
    assert attack_once(s, "Superb Scissors").mon(1).damage == 120


# -- II-B-08 "N damage to X of your opponent's Pokémon" ----------------------------------------------


def test_RC_033_jumping_kick_active_with_weakness_bench_without():
    s = Scenario().active(0, RABOOT, energy=[R]).active(1, SCIZOR_EX).bench(1, SCIZOR_EX)
    t = s.start().attack("Jumping Kick")
    assert set(t.options) == {(1, 0), (1, 1)}
    t.choose((1, 0))
    assert t.mon(1).damage == 80                                        # weak to {R}
    t = s.start().attack("Jumping Kick").choose((1, 1))
    assert t.mon(1, 1).damage == 40 and t.mon(1).damage == 0


def test_RC_034_dual_bolt_two_distinct_targets():
    s = Scenario().active(0, ELECTIVIRE_EX, energy=[L, L]).active(1, KYOGRE).bench(1, KYOGRE).bench(1, SNOVER)
    t = s.start().attack("Dual Bolt").choose((1, 0), (1, 1))
    assert t.mon(1).damage == 100 and t.mon(1, 1).damage == 50 and t.mon(1, 2).damage == 0


def test_RC_034_dual_bolt_with_only_one_target_hits_that_one():
    s = Scenario().active(0, ELECTIVIRE_EX, energy=[L, L]).active(1, PALAFIN_EX)
    t = s.start().attack("Dual Bolt")
    assert t.mon(1).damage == 100                                       # no question asked


def test_RC_034_a_target_immune_to_damage_can_be_chosen_and_takes_none():
    s = Scenario().active(0, ELECTIVIRE_EX, energy=[L, L]).active(1, PALAFIN_EX).bench(1, SNOVER)
    s.bench(1, KYOGRE).effect(1, 2, "prevent_damage", attack_effect=False)
    t = s.start().attack("Dual Bolt")
    assert (1, 2) in t.options
    t.choose((1, 1))                                # the second pick is then (1, 2), forced
    assert t.mon(1, 1).damage == 50 and t.mon(1, 2).damage == 0


def test_RC_035_stony_kick_bench_damage_has_no_weakness_and_no_active_boosts():
    s = Scenario().active(0, STONJOURNER, energy=[F]).active(1, ZEKROM_EX).bench(1, ZEKROM_EX)
    s.hand(0, [PREMIUM_POWER_PRO])
    t = s.start()
    t.play(PREMIUM_POWER_PRO).attack("Stony Kick")
    assert t.mon(1).damage == (20 + 30) * 2 and t.mon(1, 1).damage == 20


def test_RC_035_stony_kick_bench_target_keeps_its_own_step_5_effects():
    s = Scenario().active(0, STONJOURNER, energy=[F]).active(1, PALAFIN_EX).bench(1, BOUFFALANT_EX)
    assert attack_once(s, "Stony Kick").mon(1, 1).damage == 0            # 20 - 30


def test_RC_035_unrestricted_attacker_effects_apply_to_the_bench_damage_too():
    """UNSURE in RULES.md: a "-N on this Pokémon's attacks" effect (Charm's record, -10 here)
    is applied to each Bench target as well (the natural reading)."""
    s = Scenario().active(0, STONJOURNER, energy=[F]).active(1, PALAFIN_EX).bench(1, SNOVER)
    s.effect(0, 0, "damage_dealt", -10)
    t = attack_once(s, "Stony Kick")
    assert t.mon(1).damage == 10 and t.mon(1, 1).damage == 10


# -- II-B-09 "this Pokémon also takes N damage" -------------------------------------------------------


def test_RC_036_thunder_jolt_self_damage_after_the_opponent():
    s = Scenario().active(0, ELECTRIKE, energy=[L]).active(1, PALAFIN_EX)
    t = attack_once(s, "Thunder Jolt")
    assert t.mon(1).damage == 30 * 2 and t.mon(0).damage == 10
    log = t.log
    assert [i for i, x in enumerate(log) if "takes 60" in x][0] < [i for i, x in enumerate(log) if "takes 10" in x][0]


def test_RC_037_earthquake_hits_each_own_benched_pokemon_and_a_ko_gives_prizes_to_the_opponent():
    s = Scenario().active(0, LANDORUS, energy=[F, F, F]).bench(0, ZEKROM_EX).bench(0, SNOVER, damage=80)
    s.active(1, PALAFIN_EX)
    t = attack_once(s, "Earthquake")
    assert t.mon(1).damage == 110
    assert t.mon(0, 1).damage == 10                                     # weak to {F}: not applied
    assert SNOVER in t.discard_ids(0) and len(t.player(1).prizes) == 5 and len(t.player(0).prizes) == 6


def test_RC_038_a_minus_20_from_attacks_effect_cancels_the_self_damage():
    """Eviolite is not in our pool: its "-20 from attacks" is put on Electrike as a record
    (the kind Seedot's Rigidify leaves, not limited to the opponent's attacks)."""
    s = Scenario().active(0, ELECTRIKE, energy=[L]).active(1, PALAFIN_EX)
    s.effect(0, 0, "damage_taken", -20)
    t = attack_once(s, "Thunder Jolt")
    assert t.mon(0).damage == 0 and t.mon(1).damage == 60


def gear_coating_table():
    s = Scenario().active(0, ESCAVALIER, energy=[M]).bench(0, KLINKLANG).active(1, PALAFIN_EX)
    return s


def test_RC_039_self_damage_ignores_reductions_from_the_opponents_attacks():
    t = attack_once(gear_coating_table(), "Wild Lances")
    assert t.mon(0).damage == 30 and t.mon(1).damage == 90


def test_RC_040_gear_coating_minus_20_against_the_opponents_attack():
    """Player 1's Pignite uses Combustion (30, {R}) on Escavalier (weak to {R}): 60 - 20."""
    s = Scenario(turn=4, current=1).active(0, ESCAVALIER, energy=[M]).bench(0, KLINKLANG)
    s.active(1, PIGNITE, under=[TEPIG], energy=[R])
    assert attack_once(s, "Combustion").mon(0).damage == 40
    s = Scenario(turn=4, current=1).active(0, ESCAVALIER, energy=[W]).bench(0, KLINKLANG)
    s.active(1, PIGNITE, under=[TEPIG], energy=[R])
    assert attack_once(s, "Combustion").mon(0).damage == 60             # no {M} Energy: no -20


def test_RC_041_wild_lances_escavalier_still_takes_30_with_gear_coating():
    t = attack_once(gear_coating_table(), "Wild Lances")
    assert t.mon(0).damage == 30
