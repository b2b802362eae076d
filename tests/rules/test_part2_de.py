"""The rule statements of II-D (terms) and II-E-01 … II-E-12 (other card text) of RULES.md.

One test per statement (``test_II_D_04_R2_...``), each with a position built from pool cards
that use the term.  The cases of these sections (RC-101 … RC-180) are tested in
``tests/cases/test_rc_de_II_D.py`` and ``test_rc_de_II_E.py``; the tests here use other cards
where the pool has them.  Where a position needs an effect no pool card gives, the effect is
put in place directly for the test, and the docstring says so.
"""

import pytest

from ptcg.cards.db import CARDS
from ptcg.decisions import CHOOSE_ATTACK, CHOOSE_POKEMON, YES_NO
from ptcg.effects import exchange_pokemon_card
from ptcg.rules import queries as Q
from ptcg.rules.attack import attack_options
from ptcg.ruleset import HALF_DECK, STANDARD
from ptcg.state import Effect
from ptcg.testing import DONE, Scenario, stand_in_lasting
from ptcg.types import ALL_TYPES, DRAGON, bit

G, R, W, L, P, F, D, M = 1, 2, 3, 4, 5, 6, 7, 8
TR_ENERGY, LEGACY, ENRICHING, SPIKY, PRISM = 15, 12, 13, 14, 16
SNOVER, KYOGRE, ABRA, KADABRA, ALAKAZAM, RIOLU, MEGA_LUCARIO_EX = 722, 721, 741, 742, 743, 677, 678
TIMBURR, TOTODILE, CROCONAW, FERALIGATR, SOLOSIS, DUOSION = 113, 47, 48, 49, 518, 519
MEGA_KANGASKHAN_EX, RAGING_BOLT_EX, GOREBYSS, JOLTIK, GALVANTULA = 756, 63, 417, 586, 587
TR_GOLBAT, TR_CROBAT_EX, KYUREM, TR_MEWTWO_EX, DHELMISE = 457, 458, 144, 431, 332
MEGA_MANECTRIC_EX, ELECTRIKE = 737, 736
NS_ZORUA, NS_ZOROARK_EX, NS_RESHIRAM, RELICANTH, ARCANINE, GRIMMSNARL_EX = 292, 293, 303, 57, 406, 648
STUNFISK, ELECTIVIRE_EX, ETHANS_SLUGMA, ETHANS_MAGCARGO, THROH, RILLABOOM = 588, 372, 355, 356, 531, 91
HOPS_SILICOBRA, HOPS_SANDACONDA, HOPS_WOOLOO, LATIAS_EX, DURALUDON, ARCHALUDON_EX = 288, 289, 309, 184, 169, 190
CRUSTLE, MEGA_MAWILE_EX, SCORBUNNY, FINIZEN, PALAFIN = 533, 695, 664, 105, 106
YUNGOOS, GUMSHOOS, GENESECT_EX, HOPS_ROOKIDEE, ZAMAZENTA, BULBASAUR = 704, 705, 547, 307, 467, 650
MEGA_VENUSAUR_EX, MARACTUS, HUNTAIL, DRILBUR, PACHIRISU = 652, 255, 416, 81, 738
BLAZIKEN_EX, TORCHIC, COMBUSKEN, TR_TYRANITAR, SKWOVET, CETITAN_EX = 326, 324, 325, 442, 391, 424
TERRAKION, FEZANDIPITI_EX, RUFFIAN, TR_MURKROW, ZORUA, ZOROARK = 607, 140, 1209, 463, 614, 615
RESHIRAM_EX, PALAFIN_EX = 573, 107
PREMIUM_POWER_PRO, STRANGE_TIMEPIECE, MEGA_SIGNAL, ENHANCED_HAMMER, ENERGY_RETRIEVAL = 1141, 1144, 1145, 1081, 1118
TOOL_SCRAPPER, HOPS_BAG, AIR_BALLOON, HEROS_CAPE = 1137, 1115, 1174, 1159
HOPS_CHOICE_BAND, BRAVE_BANGLE = 1171, 1175
JAMMING_TOWER, WATCHTOWER, LIVELY_STADIUM, FESTIVAL_GROUNDS = 1246, 1256, 1251, 1245
POFFIN, BIANCAS_DEVOTION, LANAS_AID, UNFAIR_STAMP, SWITCH, SCOOP_UP_CYCLONE = 1086, 1190, 1184, 1080, 1123, 1093


def sand_attacked(attacker, energy, **kw):
    """Turn 4, player 1 to act; their Active was hit by Sand Attack last turn (the record it
    leaves is put on it: the "may fail" effect of II-D-01 R2 (a))."""
    s = Scenario(turn=4, current=1).active(0, MEGA_KANGASKHAN_EX).bench(0, SNOVER)
    s.active(1, attacker, energy=energy, **kw).bench(1, SNOVER).effect(1, 0, "attack_may_fail")
    return s.start()


# -- II-D-01 "the attack fails" -------------------------------------------------------------------


def test_II_D_01_R1_a_failed_attack_does_no_damage_and_none_of_its_effects():
    t = sand_attacked(KYOGRE, [W, W, W])
    t.coins("T").attack("Swirling Waves")                   # 130, then discard 2 Energy
    assert t.mon(0).damage == 0 and t.energy_ids(1) == [W, W, W]


def test_II_D_01_R2a_failed_by_the_opponents_effect_or_confusion_it_was_not_used():
    t = sand_attacked(FERALIGATR, [W, W], under=[TOTODILE, CROCONAW])
    t.coins("T").attack("Giant Wave")
    assert t.state.last_attack is None and t.state.turn == 5
    t.end_turn()
    assert t.can("attack", "Giant Wave")                    # its "not next turn" never applied
    s = Scenario().active(0, FERALIGATR, under=[TOTODILE, CROCONAW], energy=[W, W], conditions=["confused"])
    s.active(1, MEGA_KANGASKHAN_EX)
    t = s.start()
    t.coins("T").attack("Giant Wave")
    assert t.state.last_attack is None and t.mon(0).damage == 30


@pytest.mark.parametrize("used", [True, False])
def test_II_D_01_R2b_failed_by_its_own_text_it_was_used(used):
    """Seed 003 says such an attack was not used: ``Ruleset.self_failed_attack_used``."""
    rules = STANDARD.with_(self_failed_attack_used=used)
    s = Scenario(rules=rules).active(0, TIMBURR, energy=[F]).active(1, KYOGRE)
    t = s.start()
    t.coins("T").attack("Best Punch")
    assert t.mon(1).damage == 0 and t.state.turn == 4
    assert (t.state.last_attack is not None) is used


def test_II_D_01_R3_a_failed_attack_gets_nothing_from_step_2_boosts():
    s = Scenario().active(0, TIMBURR, energy=[F]).active(1, KYOGRE).hand(0, [PREMIUM_POWER_PRO])
    t = s.start()
    t.play(PREMIUM_POWER_PRO).coins("T").attack("Best Punch")
    assert t.mon(1).damage == 0


# -- II-D-02 "any number", II-D-03 "all" -------------------------------------------------------------


def test_II_D_02_R1_any_number_has_no_upper_limit():
    s = Scenario().active(0, RAGING_BOLT_EX, energy=[L, F]).bench(0, SNOVER, energy=[W, W])
    s.active(1, MEGA_KANGASKHAN_EX)
    t = s.start()
    t.attack("Bellowing Thunder").choose(L, F, W, W)      # every Basic Energy in play
    assert t.mon(1).damage == 4 * 70 and len(t.player(0).discard) == 4


def test_II_D_02_R2_an_attack_may_choose_none():
    s = Scenario().active(0, GOREBYSS, energy=[W, W]).active(1, CETITAN_EX).hand(0, [W, W])
    t = s.start()
    t.attack("Crescendo Wave")
    assert DONE in t.options
    t.choose(DONE)
    assert t.mon(1).damage == 60 and t.hand_ids(0) == [W, W]


def test_II_D_02_R3_a_trainer_that_would_remove_none_cannot_be_played():
    s = Scenario().active(0, KADABRA, under=[ABRA]).active(1, SNOVER).hand(0, [STRANGE_TIMEPIECE])
    assert s.start().can("play", STRANGE_TIMEPIECE)
    s = Scenario().active(0, ABRA).bench(0, SNOVER).active(1, SNOVER).hand(0, [STRANGE_TIMEPIECE])
    assert not s.start().can("play", STRANGE_TIMEPIECE)


def test_II_D_03_R1_all_leaves_none_and_with_none_nothing_is_done():
    s = Scenario().active(0, GALVANTULA, under=[JOLTIK], energy=[L, L, W]).active(1, MEGA_KANGASKHAN_EX)
    t = s.start()
    t.attack("Discharge")                                   # every {L} Energy, no choice
    assert t.mon(1).damage == 100 and t.energy_ids(0) == [W]
    s = Scenario().active(0, KYOGRE, energy=[W]).active(1, MEGA_KANGASKHAN_EX).discard(0, [G])
    t = s.start()
    t.attack("Riptide")                                     # no Basic {W} Energy to reveal
    assert t.mon(1).damage == 0 and t.discard_ids(0) == [G] and len(t.player(0).deck) == 20


# -- II-D-04 "choose" ------------------------------------------------------------------------------


def test_II_D_04_R1_choose_the_specified_number():
    s = Scenario().active(0, TR_GOLBAT).active(1, SNOVER).bench(1, SNOVER).bench(1, KYOGRE)
    s.hand(0, [TR_CROBAT_EX])
    t = s.start()
    t.evolve(TR_CROBAT_EX, 0).choose(True)
    assert t.decision.kind == CHOOSE_POKEMON and DONE not in t.options
    t.choose((1, 0))
    assert DONE not in t.options                            # a second one must be chosen
    t.choose((1, 2))
    assert [t.mon(1, i).damage for i in range(3)] == [20, 0, 20]


def test_II_D_04_R2_choose_as_many_as_exist():
    s = Scenario().active(0, TR_GOLBAT).active(1, KYOGRE).hand(0, [TR_CROBAT_EX])
    t = s.start()
    t.evolve(TR_CROBAT_EX, 0).choose(True)                  # only 1 of the 2: no question
    assert t.mon(1).damage == 20
    s = Scenario().active(0, KYUREM, energy=[W, W, M, M, W]).active(1, SNOVER).bench(1, KYOGRE)
    t = s.start()
    t.attack("Trifrost")                                    # 3 targets asked for, 2 exist
    assert SNOVER in t.discard_ids(1) and t.mon(1).damage == 110


def test_II_D_04_R3_each_kind_in_its_number_only_the_kinds_there_are():
    s = Scenario().active(0, SNOVER).active(1, KYOGRE, energy=[PRISM, LEGACY, W]).hand(0, [RUFFIAN])
    t = s.start()
    t.play(RUFFIAN).choose(PRISM)                           # no Tool: one Special Energy only
    assert t.discard_ids(1) == [PRISM] and t.energy_ids(1) == sorted([W, LEGACY])


def test_II_D_04_R4_hidden_cards_may_be_chosen_fewer():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [MEGA_SIGNAL]).deck(0, [MEGA_LUCARIO_EX, W])
    t = s.start()
    t.play(MEGA_SIGNAL)
    assert t.card_options() == {MEGA_LUCARIO_EX} and DONE in t.options
    t.choose(DONE)
    assert t.hand_ids(0) == []


def test_II_D_04_R5_nothing_to_choose_the_trainer_cannot_be_played():
    s = Scenario().active(0, SNOVER).active(1, KYOGRE, energy=[W]).hand(0, [ENHANCED_HAMMER])
    assert not s.start().can("play", ENHANCED_HAMMER)
    s = Scenario().active(0, SNOVER).active(1, KYOGRE, energy=[PRISM]).hand(0, [ENHANCED_HAMMER])
    assert s.start().can("play", ENHANCED_HAMMER)


# -- II-D-05 "up to N" -----------------------------------------------------------------------------


def test_II_D_05_R1_from_one_to_n():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [ENERGY_RETRIEVAL]).discard(0, [W, W, G])
    t = s.start()
    t.play(ENERGY_RETRIEVAL)
    assert DONE not in t.options
    t.choose(G, W)                                          # the second pick ends it: N = 2
    assert t.hand_ids(0) == [G, W] and t.discard_ids(0) == sorted([W, ENERGY_RETRIEVAL])


def test_II_D_05_R2_a_trainer_with_nothing_to_choose_cannot_be_played():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [TOOL_SCRAPPER, ENERGY_RETRIEVAL])
    s.discard(0, [PRISM])
    t = s.start()
    assert not t.can("play", TOOL_SCRAPPER) and not t.can("play", ENERGY_RETRIEVAL)


def test_II_D_05_R3_an_attack_may_choose_zero():
    s = Scenario().active(0, ETHANS_MAGCARGO, under=[ETHANS_SLUGMA], energy=[R, R, R]).active(1, KYOGRE)
    t = s.start()
    t.attack("Lava Burst")
    assert DONE in t.options
    t.choose(DONE)
    assert t.mon(1).damage == 0 and len(t.mon(0).energy) == 3


def test_II_D_05_R4_a_deck_search_may_take_zero():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [HOPS_BAG]).deck(0, [HOPS_WOOLOO, W])
    t = s.start()
    t.play(HOPS_BAG)
    assert DONE in t.options
    t.choose(DONE)
    assert len(t.player(0).bench) == 0


# -- II-D-06 "has" ---------------------------------------------------------------------------------


def test_II_D_06_R1_the_attacks_printed_on_the_pokemon():
    s = Scenario().active(0, TR_MURKROW, energy=[D, W]).active(1, DHELMISE, energy=[P])
    t = s.start()
    t.attack("Torment")
    assert t.decision.kind == CHOOSE_ATTACK and sorted(t.options) == [a.id for a in CARDS[DHELMISE].attacks]


def test_II_D_06_R2_have_is_the_same_night_joker_offers_printed_attacks():
    s = Scenario().active(0, NS_ZOROARK_EX, under=[NS_ZORUA], energy=[D, D]).bench(0, NS_ZORUA)
    s.bench(0, NS_RESHIRAM).active(1, MEGA_KANGASKHAN_EX)
    t = s.start()
    t.attack("Night Joker")
    assert sorted(t.options) == [402, 420, 421]             # Scratch; Powerful Rage, Virtuous Flame


def test_II_D_06_R3_attacks_granted_by_another_card_are_not_had():
    s = Scenario().active(0, ZOROARK, under=[ZORUA], energy=[D, W, W]).hand(0, [W, W])
    s.active(1, ALAKAZAM, under=[ABRA, KADABRA]).bench(1, RELICANTH)
    t = s.start()
    granted = {a.name for a in attack_options(t.state, t.mon(1))}
    assert {"Teleportation Attack", "Super Psy Bolt"} <= granted          # Memory Dive
    t.attack("Foul Play")                                   # only Powerful Hand: nothing asked
    assert t.state.turn == 4 and t.mon(1).damage == 2 * 10 * 2


# -- II-D-07 "X type", II-D-08 "Energy of every type" ----------------------------------------------


def test_II_D_07_R1_a_type_names_pokemon_and_energy_of_that_type():
    for defender, damage in ((GRIMMSNARL_EX, 200), (MEGA_KANGASKHAN_EX, 100)):        # a {D} Pokémon
        s = Scenario().active(0, ARCANINE, energy=[R, W, W]).active(1, defender)
        t = s.start()
        t.attack("Punishing Fang")
        assert t.mon(1).damage == damage
    for energy, damage in (([F], 40), ([W], 20)):                                    # {F} Energy
        s = Scenario().active(0, STUNFISK, energy=energy).active(1, SNOVER)
        t = s.start()
        t.attack("Muddy Bolt")
        assert t.mon(1).damage == damage


def test_II_D_08_R1_every_type_is_the_nine_types_and_not_colorless_alone():
    s = Scenario().active(0, RAGING_BOLT_EX, energy=[LEGACY]).active(1, SNOVER)
    t = s.start()
    (unit,) = Q.energy_units(t.state, t.mon(0), t.mon(0).energy[0])
    assert unit == ALL_TYPES
    assert all(unit & bit(x) for x in (G, R, W, L, P, F, D, M, DRAGON))
    assert all(Q.can_pay((x,), [unit]) for x in (G, R, W, L, P, F, D, M, DRAGON))


def test_II_D_08_R2_every_type_energy_cannot_count_as_only_some_types():
    """Discarding "all {L} Energy" takes every-type Energy too: the player can't keep it back
    as a non-{L} card."""
    s = Scenario().active(0, GALVANTULA, under=[JOLTIK], energy=[LEGACY, LEGACY]).active(1, MEGA_KANGASKHAN_EX)
    t = s.start()
    t.attack("Discharge")
    assert t.mon(1).damage == 100 and t.discard_ids(0) == [LEGACY, LEGACY]


# -- II-D-09 .. II-D-13: costs -----------------------------------------------------------------------


def test_II_D_09_R1_the_attack_cost_is_the_printed_symbols():
    s = Scenario().active(0, KYOGRE, energy=[W, W]).active(1, SNOVER)
    t = s.start()
    assert Q.attack_cost(t.state, t.mon(0), CARDS[KYOGRE].attacks[1]) == (W, W, 0)
    assert t.can("attack", "Riptide") and not t.can("attack", "Swirling Waves")


def test_II_D_09_R2_energy_needed_for_attacks_is_the_same_cost():
    """"In addition to this attack's cost" (Electivire ex) is the same cost as the one paid."""
    s = Scenario().active(0, ELECTIVIRE_EX, energy=[L, L, W, W, W]).active(1, MEGA_KANGASKHAN_EX)
    t = s.start()
    t.attack("High-Voltage Press")
    assert t.mon(1).damage == 180 + 100                     # 5 units - 3 of cost = 2 extra
    s = Scenario().active(0, ELECTIVIRE_EX, energy=[L, L, W, W]).active(1, MEGA_KANGASKHAN_EX)
    t = s.start()
    t.attack("High-Voltage Press")
    assert t.mon(1).damage == 180


def test_II_D_10_R1_the_retreat_cost_is_paid_by_discarding_that_much_energy():
    s = Scenario().active(0, KYOGRE, energy=[W, W, W, G]).bench(0, SNOVER).active(1, SNOVER)
    t = s.start()
    t.retreat(1).choose(W)                                  # then the other two {W} are needed
    assert t.discard_ids(0) == [W, W, W] and t.energy_ids(0, 1) == [G]


def test_II_D_10_R2_energy_needed_to_retreat_is_the_same_cost():
    """Shoulder Throw counts the same Retreat cost the retreat pays (changes included)."""
    s = Scenario().active(0, THROH, energy=[F, W]).active(1, KYOGRE, tools=[AIR_BALLOON])
    t = s.start()
    assert Q.retreat_cost(t.state, t.mon(1)) == 1
    t.attack("Shoulder Throw")
    assert t.mon(1).damage == 120 - 30


def drum_beaten(defender, **kw):
    """Turn 4: player 1's Active was hit by Rillaboom's Drum Beating ({C} more)."""
    s = Scenario().active(0, RILLABOOM, energy=[G]).active(1, defender, **kw).bench(1, SNOVER)
    t = s.start()
    t.attack("Drum Beating")
    return t


def test_II_D_11_R1_more_makes_the_number_larger():
    t = drum_beaten(KYOGRE, energy=[W])
    assert Q.attack_cost(t.state, t.mon(1), CARDS[KYOGRE].attacks[0]) == (W, 0)
    assert not t.can("attack", "Riptide")


def test_II_D_11_R2_several_more_effects_are_added():
    """A second "{C} more" Retreat effect is put on the same Pokémon as a record."""
    t = drum_beaten(KYOGRE)
    t.state.effects.append(Effect("retreat_cost_more", t.mon(1).uid, 1, 1, start=4, end=4))
    assert Q.retreat_cost(t.state, t.mon(1)) == 3 + 2


def test_II_D_11_R3_more_and_less_on_the_same_card_are_summed():
    t = drum_beaten(HOPS_SANDACONDA, under=[HOPS_SILICOBRA], tools=[HOPS_CHOICE_BAND], energy=[F, W])
    assert Q.attack_cost(t.state, t.mon(1), CARDS[HOPS_SANDACONDA].attacks[0]) == (F, 0)   # +1 -1


def test_II_D_12_R1_less_makes_the_number_smaller():
    s = Scenario().active(0, KYOGRE, tools=[AIR_BALLOON]).active(1, SNOVER)
    t = s.start()
    assert Q.retreat_cost(t.state, t.mon(0)) == 3 - 2


def test_II_D_12_R2_several_less_effects_are_added():
    """A second "{C} less" Retreat effect is put on the Pokémon as a record."""
    s = Scenario().active(0, KYOGRE, tools=[AIR_BALLOON]).active(1, SNOVER).effect(0, 0, "retreat_cost_more", -1)
    t = s.start()
    assert Q.retreat_cost(t.state, t.mon(0)) == 0


def test_II_D_13_R1_none_treats_the_thing_as_not_existing():
    s = Scenario().active(0, ARCHALUDON_EX, under=[DURALUDON], energy=[M, M, M])
    s.active(1, RESHIRAM_EX, energy=[R, R])
    t = s.start()
    t.attack("Metal Defender")
    assert Q.weakness(t.state, t.mon(0)) is None
    t.attack("Slash")                                       # {R} against a {R}-weak Pokémon: x1
    assert t.mon(0).damage == 50


def test_II_D_13_R2_none_makes_a_cost_zero_or_removes_a_rule_element():
    t = Scenario().active(0, ETHANS_MAGCARGO, under=[ETHANS_SLUGMA]).active(1, SNOVER).start()
    assert Q.retreat_cost(t.state, t.mon(0)) == 0          # (a) a cost
    s = Scenario().active(0, MEGA_KANGASKHAN_EX).active(1, SNOVER).stadium(WATCHTOWER)
    assert not s.start().can("ability", 0, 0)              # (b) Abilities
    s = Scenario().active(0, KYOGRE, tools=[AIR_BALLOON]).active(1, SNOVER).stadium(JAMMING_TOWER)
    t = s.start()
    assert Q.retreat_cost(t.state, t.mon(0)) == 3          # (b) a Tool's effect


def test_II_D_13_R3_none_beats_more_and_less():
    s = Scenario().active(0, RILLABOOM, energy=[G]).active(1, RIOLU).bench(1, LATIAS_EX)
    t = s.start()
    t.attack("Drum Beating")                                # Riolu: 1 + 1 more, but Skyliner
    assert Q.retreat_cost(t.state, t.mon(1)) == 0 and t.can("retreat", 1)


# -- II-D-14 .. II-D-16: HP ------------------------------------------------------------------------


def test_II_D_14_R1_full_hp_means_no_damage_counters():
    """Crustle with Hero's Cape and 100 damage has 150 HP left, its printed HP, but is not at
    full HP: Sturdy does not save it."""
    s = Scenario().active(0, MEGA_KANGASKHAN_EX, energy=[W, W, W])
    s.active(1, CRUSTLE, tools=[HEROS_CAPE], damage=100).bench(1, SNOVER)
    t = s.start()
    assert Q.remaining_hp(t.state, t.mon(1)) == CARDS[CRUSTLE].hp
    t.coins("HT").attack("Rapid-Fire Combo")               # 250
    assert CRUSTLE in t.discard_ids(1)


def test_II_D_15_R1_maximum_hp_is_the_hp_of_the_pokemon_in_play():
    s = Scenario().active(0, KYOGRE, tools=[HEROS_CAPE]).bench(0, SNOVER).active(1, SNOVER)
    t = s.start()
    assert Q.max_hp(t.state, t.mon(0)) == 250 and Q.max_hp(t.state, t.mon(0, 1)) == 90


def test_II_D_15_R2_hp_changes_only_for_pokemon_in_play():
    """Lively Stadium gives Basic Pokémon in play +30 HP; a Basic with 70 HP in the deck still
    has 70 for Buddy-Buddy Poffin, and gets +30 once on the Bench."""
    s = Scenario().active(0, SNOVER).active(1, SNOVER).stadium(LIVELY_STADIUM).hand(0, [POFFIN])
    s.deck(0, [ABRA, RIOLU, KYOGRE])
    t = s.start()
    assert Q.max_hp(t.state, t.mon(0)) == 120
    t.play(POFFIN)
    assert t.card_options() == {ABRA}                       # Riolu has 80, Kyogre 150
    t.choose(ABRA)
    assert Q.max_hp(t.state, t.mon(0, 1)) == 50 + 30


def test_II_D_16_R1_remaining_hp_is_maximum_hp_minus_damage():
    s = Scenario().active(0, KYOGRE, damage=130).active(1, SNOVER).hand(0, [BIANCAS_DEVOTION])
    assert s.start().can("play", BIANCAS_DEVOTION)          # 20 left
    s = Scenario().active(0, KYOGRE, damage=130, tools=[HEROS_CAPE]).active(1, SNOVER).hand(0, [BIANCAS_DEVOTION])
    t = s.start()
    assert Q.remaining_hp(t.state, t.mon(0)) == 120 and not t.can("play", BIANCAS_DEVOTION)


# -- II-D-17 .. II-D-19 ------------------------------------------------------------------------------


def test_II_D_17_R1_prizes_taken_are_those_set_minus_those_left():
    s = Scenario().active(0, MEGA_MAWILE_EX, energy=[M, M]).active(1, MEGA_KANGASKHAN_EX).prizes(0, 5)
    t = s.start()
    assert t.player(0).prizes_taken() == 1
    t.attack("Gobble Down")
    assert t.mon(1).damage == 80


@pytest.mark.parametrize("rules, damage", [
    (HALF_DECK, 80), (STANDARD.with_(deck_size=40, prize_cards=4), 160), (STANDARD, 320)])
def test_II_D_17_R2_the_prizes_set_at_setup_depend_on_the_deck_size(rules, damage):
    """With 2 Prize cards left: 3 - 2, 4 - 2 or 6 - 2 taken."""
    s = Scenario(rules=rules).active(0, MEGA_MAWILE_EX, energy=[M, M]).active(1, MEGA_LUCARIO_EX).prizes(0, 2)
    t = s.start()
    t.attack("Gobble Down")
    assert t.mon(1).damage == damage


def test_II_D_18_R1_pokemon_ex_and_mega_evolution_ex_have_a_rule_box():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [LANAS_AID])
    s.discard(0, [MEGA_LUCARIO_EX, RAGING_BOLT_EX, RIOLU])
    t = s.start()
    t.play(LANAS_AID)                                       # only Riolu may be taken: no question
    assert t.hand_ids(0) == [RIOLU]
    assert t.discard_ids(0) == sorted([MEGA_LUCARIO_EX, RAGING_BOLT_EX, LANAS_AID])


def test_II_D_18_R2_a_rule_box_that_says_nothing_about_prizes(monkeypatch):
    """No Radiant Pokémon in our pool: Snover is made one for this test (name and rule)."""
    monkeypatch.setattr(CARDS[SNOVER], "name", "Radiant Snover")
    monkeypatch.setattr(CARDS[SNOVER], "rule", "radiant")
    s = Scenario().active(0, SCORBUNNY, energy=[R]).active(1, SNOVER, damage=80).bench(1, KYOGRE)
    t = s.start()
    assert CARDS[SNOVER].has_rule_box
    t.coins("H").attack("Wild Kick")
    assert len(t.player(0).prizes) == 5                     # 1 Prize card


def test_II_D_18_R3_no_rule_no_rule_box():
    s = Scenario().active(0, SCORBUNNY, energy=[R], tools=[BRAVE_BANGLE]).active(1, MEGA_KANGASKHAN_EX)
    t = s.start()
    t.coins("H").attack("Wild Kick")
    assert t.mon(1).damage == 60                            # Scorbunny has no rule: Bangle works


def test_II_D_19_R1_exchanged_cards_keep_what_was_on_the_pokemon():
    """The exchange primitive (used by Zero to Hero) called directly, in place of a card."""
    s = Scenario().active(0, PALAFIN, under=[FINIZEN], energy=[W, W], damage=40, conditions=["confused"])
    s.active(1, SNOVER).effect(0, 0, "cant_retreat").bench(0, SNOVER).hand(0, [PALAFIN_EX])
    t = s.start()
    mon, palafin_ex = t.mon(0), t.player(0).hand.pop()
    t.player(0).hand.append(exchange_pokemon_card(t.state, mon, palafin_ex))
    assert mon.cid == PALAFIN_EX and t.hand_ids(0) == [PALAFIN]
    assert mon.damage == 40 and mon.rotation and len(mon.energy) == 2 and not t.refresh().can("retreat", 1)


def test_II_D_19_R2_abilities_used_this_turn_are_kept():
    s = Scenario().active(0, GUMSHOOS, under=[YUNGOOS]).active(1, SNOVER).hand(0, [W, GUMSHOOS])
    t = s.start()
    t.ability(0).choose(W)
    other = next(c for c in t.player(0).hand if c >> 7 == GUMSHOOS)
    t.player(0).hand.remove(other)
    t.player(0).hand.append(exchange_pokemon_card(t.state, t.mon(0), other))
    assert t.mon(0).top == other and not t.refresh().can("ability", 0, 0)


# -- II-E-01 / II-E-02: "during your (opponent's) next turn" -------------------------------------------


def test_II_E_01_R1_during_the_opponents_next_turn_not_the_checkups_around_it():
    s = Scenario().active(0, HOPS_ROOKIDEE, energy=[W]).active(1, KYOGRE, energy=[W]).discard(1, [W, W, W])
    t = s.start()
    t.attack("Intimidating Stare")
    (stare,) = [e for e in t.state.effects if e.kind == "damage_dealt"]
    assert (stare.start, stare.end, stare.checkups) == (4, 4, False)
    g = t.state
    g.in_checkup = True                                     # as in the Checkup after turn 4
    assert not Q.effect_in_force(g, stare)                  # (the one before it is turn 3's)
    g.in_checkup = False
    t.attack("Riptide")                                     # turn 4: 60 - 20
    assert t.mon(0).damage == 40
    assert all(e.kind != "damage_dealt" for e in t.state.effects)      # gone by turn 5


def test_II_E_02_R1_during_your_next_turn_only():
    s = Scenario().active(0, FERALIGATR, under=[TOTODILE, CROCONAW], energy=[W, W]).active(1, MEGA_KANGASKHAN_EX)
    t = s.start()
    t.attack("Giant Wave")
    t.end_turn()
    assert not t.can("attack", "Giant Wave")                # turn 5
    t.end_turn().end_turn()
    assert t.can("attack", "Giant Wave")                    # turn 7


# -- II-E-03 "when damaged by an attack" -------------------------------------------------------------


def test_II_E_03_R1_zero_damage_is_not_being_damaged():
    s = Scenario().active(0, ZAMAZENTA, energy=[M, M, W]).active(1, BULBASAUR, energy=[G])
    t = s.start()
    t.attack("Strong Bash")
    t.attack("Bind Down")                                   # 10 - 30 Resistance: 0
    assert t.mon(0).damage == 0 and t.mon(1).damage == 70


def test_II_E_03_R2_after_the_attacks_damage_and_effects():
    """Jungle Dump heals its user 30 at step 5; Spiky Energy's 2 counters come after it (10
    damage healed, then 20 placed: 20; the other order would leave 0)."""
    s = Scenario().active(0, MEGA_VENUSAUR_EX, energy=[G] * 4, damage=10).active(1, CETITAN_EX, energy=[SPIKY])
    t = s.start()
    t.attack("Jungle Dump")
    assert t.mon(0).damage == 20


def test_II_E_03_R3_done_before_the_knock_out():
    s = Scenario().active(0, SNOVER, energy=[W, W]).active(1, ABRA, energy=[SPIKY], damage=20).bench(1, SNOVER)
    t = s.start()
    t.attack("Icy Snow")
    assert ABRA in t.discard_ids(1) and t.mon(0).damage == 20


def test_II_E_03_R4_several_step_6_effects_all_apply():
    """Engine: they are done in board order without a question (NOTES 6); here the order
    can't change the result."""
    s = Scenario().active(0, SNOVER, energy=[W]).active(1, KYOGRE, energy=[SPIKY, SPIKY])
    t = s.start()
    t.attack("Beat")
    assert t.mon(0).damage == 40 and t.decision.player == 1 and t.decision.kind == "main"


# -- II-E-04 "when Knocked Out" ----------------------------------------------------------------------


def count_knock_outs(g, e, mon, ko):
    e.value.append(mon.cid)


def test_II_E_04_R1_knocked_out_means_no_hp_left_not_leaving_play_otherwise():
    """A test-only record counts the "when Knocked Out" events: Scoop Up Cyclone takes a
    Pokémon out of play without one, damage does one."""
    s = Scenario().active(0, SNOVER, energy=[W]).bench(0, KYOGRE).active(1, SNOVER, damage=80).bench(1, KYOGRE)
    s.hand(0, [SCOOP_UP_CYCLONE])
    seen = []
    s.effect(0, 0, "test_ko_counter", seen, turns=(1, 99), checkups=True, attack_effect=False)
    with stand_in_lasting("any_knocked_out", "test_ko_counter", count_knock_outs):
        t = s.start()
        t.play(SCOOP_UP_CYCLONE).choose((0, 1))
        t.attack("Beat")
    assert seen == [SNOVER] and t.hand_ids(0) == [W, KYOGRE]         # Kyogre, and a Prize card


def test_II_E_04_R2_whenever_each_knock_out():
    s = Scenario().active(0, KYUREM, energy=[W, W, M, M, W]).active(1, KYOGRE, energy=[W], damage=40)
    s.bench(1, SNOVER, energy=[W]).bench(1, HUNTAIL).bench(1, MEGA_KANGASKHAN_EX).hand(1, [])
    t = s.start()
    t.attack("Trifrost").choose((1, 0), (1, 1), (1, 3))     # two {W} Pokémon are Knocked Out
    t.choose(True, True)                                    # Diver's Catch for each
    t.choose(1)                                             # the new Active
    assert t.hand_ids(1) == [W, W, W]                       # and the next turn's draw


def test_II_E_04_R3_just_before_the_knocked_out_pokemon_is_discarded():
    s = Scenario().active(0, SNOVER, energy=[W], damage=30).bench(0, KYOGRE).active(1, MARACTUS, damage=100)
    s.bench(1, SNOVER)
    t = s.start()
    t.attack("Beat")
    assert MARACTUS in t.discard_ids(1) and SNOVER in t.discard_ids(0)


def test_II_E_04_R4_all_knocked_out_pokemon_are_discarded_together_after_the_step_2_effects():
    """Huntail is Knocked Out together with a {W} Pokémon: still in play at step 2, its Diver's
    Catch works for both."""
    s = Scenario().active(0, KYUREM, energy=[W, W, M, M, W]).active(1, KYOGRE, energy=[W], damage=40)
    s.bench(1, HUNTAIL, energy=[W]).bench(1, SNOVER).bench(1, MEGA_KANGASKHAN_EX).hand(1, [])
    t = s.start()
    t.attack("Trifrost").choose((1, 0), (1, 1), (1, 3))     # Kyogre and Huntail: Knocked Out
    t.choose(True, True)                                    # Huntail's own Energy too
    t.choose(1)
    assert t.discard_ids(1) == sorted([KYOGRE, HUNTAIL]) and t.hand_ids(1) == [W, W, W]


# -- II-E-05 / II-E-06 ---------------------------------------------------------------------------------


def test_II_E_05_R1_only_when_played_from_the_hand_to_evolve():
    s = Scenario().active(0, DUOSION, under=[SOLOSIS], energy=[W]).bench(0, ABRA).active(1, SNOVER)
    s.deck(0, [KADABRA, W, W, W])
    t = s.start()
    t.attack("Cellular Evolution").choose(KADABRA)          # from the deck: no Psychic Draw
    assert t.mon(0, 1).cid == KADABRA and t.state.turn == 4


def test_II_E_05_R2_only_at_that_moment():
    s = Scenario().active(0, ABRA).active(1, SNOVER).hand(0, [KADABRA]).deck(0, [W, W])
    t = s.start()
    t.evolve(KADABRA, 0)
    assert t.decision.kind == YES_NO
    t.choose(False)
    assert not any(o[0] == "ability" for o in t.options) and len(t.player(0).hand) == 0


def test_II_E_06_R1_only_when_put_from_the_hand_onto_the_bench():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [POFFIN]).deck(0, [DRILBUR, F, W])
    t = s.start()
    t.play(POFFIN).choose(DRILBUR)
    assert t.mon(0, 1).cid == DRILBUR and t.decision.kind == "main"    # no Dig Dig Dig


def test_II_E_06_R2_lost_if_not_used_right_away():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [DRILBUR]).deck(0, [F, W])
    t = s.start()
    t.bench_card(DRILBUR)
    assert t.decision.kind == YES_NO
    t.choose(False)
    assert not any(o[0] == "ability" for o in t.options)


# -- II-E-07 "whenever Energy is attached" ---------------------------------------------------------------


def test_II_E_07_R1_attachments_by_effects_count_too():
    """Festival Grounds cures a Pokémon as soon as Energy is attached to it, here by Blaziken
    ex's Seething Spirit from the discard pile."""
    s = Scenario().active(0, SNOVER, conditions=["poisoned"]).bench(0, BLAZIKEN_EX, under=[TORCHIC, COMBUSKEN])
    s.active(1, SNOVER).stadium(FESTIVAL_GROUNDS).discard(0, [R])
    t = s.start()
    t.ability(1).choose((0, 0))
    assert t.energy_ids(0) == [R] and not t.mon(0).has_condition()


def test_II_E_07_R2_from_your_hand_means_only_from_the_hand():
    s = Scenario().active(0, PACHIRISU, energy=[L]).active(1, MEGA_KANGASKHAN_EX)
    s.bench(1, BLAZIKEN_EX, under=[TORCHIC, COMBUSKEN]).discard(1, [R])
    t = s.start()
    t.attack("Electrified Incisors")
    t.ability(1).choose((1, 0))                             # from the discard pile: no counters
    assert t.mon(1).damage == 10
    t.attach(W, 0)                                          # from the hand: 8 counters
    assert t.mon(1).damage == 90


def test_II_E_07_R3_several_triggers_on_one_attachment_all_happen():
    """Engine: no ordering question (NOTES 6); both effects of one attachment happen."""
    s = Scenario().active(0, PACHIRISU, energy=[L]).active(1, MEGA_KANGASKHAN_EX).hand(1, [ENRICHING])
    t = s.start()
    t.attack("Electrified Incisors")
    t.attach(ENRICHING, 0)
    assert t.mon(1).damage == 90 and len(t.player(1).hand) == 1 + 4


def test_II_E_07_R4_one_trigger_per_card_attached():
    s = Scenario().active(0, PACHIRISU, energy=[L]).active(1, TR_MEWTWO_EX).hand(1, [TR_ENERGY])
    t = s.start()
    t.attack("Electrified Incisors")
    t.attach(TR_ENERGY, 0)                                  # 2 units, 1 card: 8 counters, not 16
    assert len(Q.attached_units(t.state, t.mon(1))) == 2 and t.mon(1).damage == 10 + 80


# -- II-E-08 .. II-E-10 -----------------------------------------------------------------------------


def test_II_E_08_R1_at_every_checkup():
    s = Scenario().active(0, TR_TYRANITAR).active(1, KYOGRE)
    t = s.start()
    t.end_turn()
    assert t.mon(1).damage == 20                            # after player 0's turn
    t.end_turn()
    assert t.mon(1).damage == 40                            # after player 1's turn too


def test_II_E_08_R2_checkup_effects_of_both_sides_in_one_checkup():
    """The order is the next player's choice in 001 (CONFLICT: the owner's in 003/000); the
    engine uses board order without a question (NOTES 6): here the order changes nothing."""
    s = Scenario().active(0, TR_TYRANITAR).bench(0, SNOVER).active(1, TR_TYRANITAR).bench(1, KYOGRE)
    t = s.start()
    t.end_turn()
    assert t.mon(0, 1).damage == 20 and t.mon(1, 1).damage == 20
    assert t.mon(0).damage == 0 and t.mon(1).damage == 0    # Stage 2: not Basic


def test_II_E_09_R1_before_doing_damage_is_step_3():
    s = Scenario().active(0, SKWOVET, energy=[W]).active(1, KYOGRE, tools=[HEROS_CAPE], damage=140)
    s.bench(1, SNOVER)
    t = s.start()
    t.attack("Gnaw Through")
    assert t.discard_ids(1) == sorted([KYOGRE, HEROS_CAPE])


@pytest.mark.parametrize("yes, damage", [(True, 330), (False, 200)])
def test_II_E_10_R1_the_player_chooses(yes, damage):
    s = Scenario().active(0, MEGA_MANECTRIC_EX, under=[ELECTRIKE], energy=[L, L, L]).active(1, MEGA_LUCARIO_EX)
    t = s.start()
    t.attack("Riotous Blasting")
    assert t.decision.kind == YES_NO and t.decision.player == 0
    t.choose(yes)
    assert t.mon(1).damage == damage


def test_II_E_10_R2_cannot_do_the_may_part_so_not_the_if_you_do_part():
    s = Scenario().active(0, CETITAN_EX, energy=[W] * 4).active(1, MEGA_LUCARIO_EX)
    t = s.start()
    t.attack("Crushing Press")
    assert t.mon(1).damage == 140


# -- II-E-11 "knocked out during your opponent's last turn" ------------------------------------------


def knocked_out_last_turn_position(hand=()):
    """Turn 5: player 1 Knocked Out 2 of player 0's Pokémon with an attack during turn 4."""
    s = Scenario(turn=4, current=1).active(0, SNOVER).bench(0, SNOVER).bench(0, FEZANDIPITI_EX).hand(0, list(hand))
    s.bench(0, TERRAKION, energy=[F, W]).active(1, KYUREM, energy=[W, W, M, M, W])
    t = s.start()
    t.attack("Trifrost").choose((0, 0), (0, 1), (0, 2))     # Fezandipiti ex (210 HP) survives
    t.choose(2)                                             # the new Active: Terrakion
    assert t.discard_ids(0) == [SNOVER, SNOVER] and t.mon(0).cid == TERRAKION
    return t


def test_II_E_11_R1_if_knocked_out_during_the_opponents_last_turn():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [UNFAIR_STAMP])
    assert not s.start().can("play", UNFAIR_STAMP)
    t = knocked_out_last_turn_position()
    assert t.can("ability", 1, 0)                           # Flip the Script


def test_II_E_11_R2_done_once_however_many_were_knocked_out():
    t = knocked_out_last_turn_position()
    hand = len(t.player(0).hand)
    t.ability(1)
    assert len(t.player(0).hand) == hand + 3 and not t.can("ability", 1, 0)


def test_II_E_11_R3_not_an_attack_effect_going_to_the_bench_and_back_keeps_it():
    t = knocked_out_last_turn_position(hand=[SWITCH, SWITCH])
    t.play(SWITCH)
    assert t.mon(0).cid == FEZANDIPITI_EX
    t.play(SWITCH)
    assert t.mon(0).cid == TERRAKION
    t.attack("Retaliate")
    assert KYUREM in t.discard_ids(1)                       # 50 + 80


def test_II_E_11_a_knock_out_in_the_checkup_after_the_opponents_turn_counts():
    """UNSURE in RULES.md (U12); our ruling (NOTES): the Checkup right after the opponent's
    turn belongs to it.  Poison Knocks Out Snover there; Fezandipiti ex may then draw."""
    s = Scenario(turn=4, current=1).active(0, SNOVER, conditions=["poisoned"], damage=80).bench(0, FEZANDIPITI_EX)
    s.active(1, SNOVER)
    t = s.start()
    t.end_turn()
    assert SNOVER in t.discard_ids(0) and t.can("ability", 0, 0)


# -- II-E-12 "you may use this Ability N times" -----------------------------------------------------------


def test_II_E_12_R1_as_many_times_as_the_text_says():
    s = Scenario().active(0, MEGA_VENUSAUR_EX, energy=[G, G]).bench(0, SNOVER).active(1, SNOVER)
    t = s.start()
    t.ability(0)
    t.ability(0).choose((0, 0))
    assert t.energy_ids(0, 1) == [G, G]


def test_II_E_12_R2_declared_abilities_of_pokemon_in_play_only():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [GENESECT_EX, GUMSHOOS]).deck(0, [W])
    t = s.start()
    assert not any(o[0] in ("ability", "card_ability") for o in t.options)
    t.bench_card(GENESECT_EX)
    assert t.can("ability", 1, 0)


def test_II_E_12_R3_once_per_turn_per_pokemon():
    s = Scenario().active(0, GENESECT_EX).bench(0, GENESECT_EX).active(1, SNOVER).deck(0, [W, W])
    t = s.start()
    t.ability(0)
    assert not t.can("ability", 0, 0) and t.can("ability", 1, 0)
    t.ability(1)
    assert not t.can("ability", 1, 0)


def test_II_E_12_R4_back_in_play_it_is_a_new_pokemon():
    s = Scenario().active(0, SNOVER).bench(0, GENESECT_EX).active(1, SNOVER).deck(0, [W, W])
    s.hand(0, [SCOOP_UP_CYCLONE])
    t = s.start()
    t.ability(1)
    t.play(SCOOP_UP_CYCLONE).choose((0, 1))
    t.bench_card(GENESECT_EX)
    assert t.can("ability", 1, 0)
