"""RULES.md II-E-13 … II-E-39: one test per numbered statement (R1, R2 …) of each section.

Positions are built with pool cards; cards the statements need that are not in our pool are
stood in for with the ``stand_in_*`` helpers of :mod:`ptcg.testing` (said in the
docstring).  The cases of these sections (RC-181 … RC-262) are in ``tests/cases/test_rc_el_*``.
"""

from ptcg.cards.db import CARDS
from ptcg.effects import UNTIL_OPPONENT_TURN_END, UNTIL_YOUR_TURN_END, basic_energy_of, on_pokemon
from ptcg.rules import queries as Q
from ptcg.rules import zones as Z
from ptcg.rules.conditions import make_burned, make_poisoned
from ptcg.testing import DONE, Scenario, stand_in_passive, stand_in_trainer, stand_in_trigger
from ptcg.types import COLORLESS, FIGHTING, FIRE, GRASS, bit

from tests.cases.test_rc_el_abilities import burning_spirit, checkup_damage, searing_aura
from tests.cases.test_rc_el_choices import gapejaw_bog, hisuian_heavy_ball, knock_out_position, lucky_bonus

G, R, W, L, P, F, D, M = 1, 2, 3, 4, 5, 6, 7, 8
GROW_GRASS_ENERGY, ROCK_FIGHTING_ENERGY = 18, 20
SNOVER, KYOGRE, KANGASKHAN_EX, DRAGAPULT_EX, LOTAD, RIOLU = 722, 721, 756, 121, 260, 677
NACLI, NACLSTACK, GARGANACL = 683, 684, 685
SHELMET, KARRABLAST, ESCAVALIER = 564, 487, 543
LITLEO, PYROAR, MISTYS_MAGIKARP, ZEKROM_EX, RABOOT, SCORBUNNY = 715, 716, 362, 515, 665, 151
LUNATONE, SOLROCK, FAN_ROTOM, HOPS_SNORLAX, RELICANTH, HOPS_ROOKIDEE = 675, 676, 174, 304, 57, 307
CHIKORITA, BAYLEEF, MEGANIUM = 708, 709, 710
TR_MAREEP, TR_FLAAFFY, TR_AMPHAROS, MAGMAR, MAGMORTAR = 426, 427, 428, 929, 256
KLINKLANG, NUMEL, OSHAWOTT, DEWOTT, SAMUROTT = 167, 661, 574, 575, 576
ABOMASNOW_EX, TR_GRIMER, BUNEARY, MEGA_LOPUNNY_EX = 723, 459, 758, 849
MAGNEMITE, MAGNETON, MAGNEZONE, MISTYS_STARYU, MISTYS_STARMIE = 732, 733, 734, 360, 361
KELDEO_EX, TR_KANGASKHAN_EX, MARACTUS, DELIBIRD = 583, 24, 486, 757
CETODDLE, CETITAN_EX, NS_ZORUA, NS_ZOROARK_EX, LARVESTA, VOLCARONA = 423, 424, 292, 293, 496, 497
CORPHISH, CRAWDAUNT, MESPRIT, BELDUM, METANG, TR_MEOWTH, SHUPPET, BANETTE = 667, 686, 216, 85, 86, 470, 963, 273
TYMPOLE, PALPITOAD, NS_SIGILYPH = 500, 501, 277
SWITCH, POTION, WALLY, GIOVANNI, FIGHTING_GONG, PROTON, BOSS = 1123, 1117, 1229, 1218, 1142, 1220, 1182
COMMUNITY_CENTER, POWERGLASS, PRIME_CATCHER, LUCIAN, REDEEMABLE_TICKET = 1242, 1163, 1088, 1237, 1114
SACRED_ASH, LILLIES_DETERMINATION, RISKY_RUINS, VENTURE_BOMB = 1129, 1227, 1260, 1133


# -- II-E-13 "as long as this Pokémon is in play" ------------------------------------------------------


def test_II_E_13_R1_works_from_the_active_spot_and_from_the_bench():
    s = Scenario().active(0, GARGANACL, under=[NACLI, NACLSTACK], energy=[F, F, W]).active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Hammer In")
    assert t.mon(1).damage == 160                                  # its own attack: 130 + 30
    s = Scenario().active(0, RIOLU, energy=[F]).bench(0, GARGANACL, under=[NACLI, NACLSTACK])
    t = s.active(1, DRAGAPULT_EX).start()
    t.attack("Accelerating Stab")
    assert t.mon(1).damage == 60


def test_II_E_13_R2_only_in_its_owners_play_area():
    s = Scenario().active(0, RIOLU, energy=[F]).active(1, DRAGAPULT_EX).bench(1, GARGANACL, under=[NACLI, NACLSTACK])
    t = s.start()
    t.attack("Accelerating Stab")
    assert t.mon(1).damage == 30
    s = Scenario().active(0, RIOLU, energy=[F]).active(1, DRAGAPULT_EX).hand(0, [GARGANACL]).discard(0, [GARGANACL])
    t = s.start()
    t.attack("Accelerating Stab")
    assert t.mon(1).damage == 30


def test_II_E_13_R3_an_ability_without_the_phrase_still_works_only_in_play():
    """Karrablast's Stimulated Evolution needs Shelmet *in play*; a Shelmet in the hand does
    not count."""
    s = Scenario(turn=1).active(0, KARRABLAST).bench(0, SHELMET).active(1, SNOVER).hand(0, [ESCAVALIER])
    assert s.start().can("evolve", ESCAVALIER, 0)
    s = Scenario(turn=1).active(0, KARRABLAST).active(1, SNOVER).hand(0, [ESCAVALIER, SHELMET])
    assert not s.start().can("evolve", ESCAVALIER, 0)


def test_II_E_13_R4_active_only_and_bench_only_abilities():
    """Pyroar's Intimidating Fang works only in the Active Spot, Misty's Magikarp's So
    Submerged only on the Bench (Raboot's Jumping Kick does 40 to a chosen Pokémon)."""
    for pyroar_active, expected in ((True, 20), (False, 50)):
        s = Scenario().active(0, ZEKROM_EX, energy=[L, L])
        if pyroar_active:
            s.active(1, PYROAR, under=[LITLEO])
        else:
            s.active(1, KANGASKHAN_EX).bench(1, PYROAR, under=[LITLEO])
        t = s.start()
        t.attack("Slash")
        assert t.mon(1).damage == expected
    s = Scenario().active(0, RABOOT, under=[SCORBUNNY], energy=[W])
    t = s.active(1, KANGASKHAN_EX).bench(1, MISTYS_MAGIKARP).start()
    t.attack("Jumping Kick").choose((1, 1))
    assert t.mon(1, 1).damage == 0
    s = Scenario().active(0, RABOOT, under=[SCORBUNNY], energy=[W])
    t = s.active(1, MISTYS_MAGIKARP).bench(1, KANGASKHAN_EX).start()
    t.attack("Jumping Kick").choose((1, 0))
    assert t.discard_ids(1) == [MISTYS_MAGIKARP]                    # 40 on 30 HP: Knocked Out


# -- II-E-14 one Ability of a name per turn ------------------------------------------------------------


def test_II_E_14_R1_after_one_use_the_same_name_is_locked_for_the_turn():
    s = Scenario().active(0, SOLROCK).bench(0, LUNATONE).bench(0, LUNATONE).active(1, SNOVER).hand(0, [F, F])
    t = s.start()
    t.ability(2)
    assert not t.can("ability", 1, 0) and not t.can("ability", 2, 0)


def test_II_E_14_R2_the_older_wording_fan_call_limits_the_same_way():
    s = Scenario(turn=2).active(0, FAN_ROTOM).bench(0, FAN_ROTOM).active(1, SNOVER).deck(0, [W, W])
    t = s.start()
    t.ability(1)                                                     # nothing to find: no question
    assert not t.can("ability", 0, 0)


def test_II_E_14_R3_several_pokemon_with_the_ability_one_use_in_all():
    s = Scenario().active(0, KANGASKHAN_EX).bench(0, KANGASKHAN_EX).bench(0, KANGASKHAN_EX).active(1, SNOVER)
    t = s.hand(0, [SWITCH, SWITCH]).start()
    t.ability(0)
    t.play(SWITCH).choose((0, 2))
    assert not t.can("ability", 0, 0)


def test_II_E_14_R4_the_user_leaving_play_does_not_lift_the_limit():
    s = Scenario().active(0, SOLROCK).bench(0, LUNATONE).bench(0, LUNATONE).active(1, SNOVER).hand(0, [F, F])
    t = s.start()
    t.ability(1)
    Z.discard_pokemon(t.state, t.mon(0, 1))
    t.refresh()
    assert not t.can("ability", 1, 0)


# -- II-E-15 "doesn't stack" -----------------------------------------------------------------------------


def meganiums(n, **kw):
    s = Scenario().active(0, CHIKORITA, energy=[G], **kw).active(1, SNOVER)
    for _ in range(n):
        s.bench(0, MEGANIUM, under=[CHIKORITA, BAYLEEF])
    return s


def test_II_E_15_R1_the_effect_is_not_duplicated():
    for n in (1, 2, 3):
        t = meganiums(n).start()
        assert Q.count_units(t.state, t.mon(0)) == 2


def test_II_E_15_R2_the_older_wording_is_treated_the_same():
    """Darkest Impulse says "the effect of Darkest Impulse doesn't stack": two Team Rocket's
    Ampharos still place 4 counters."""
    s = Scenario(turn=4, current=1).active(1, CHIKORITA).hand(1, [BAYLEEF]).active(0, SNOVER)
    s.bench(0, TR_AMPHAROS, under=[TR_MAREEP, TR_FLAAFFY]).bench(0, TR_AMPHAROS, under=[TR_MAREEP, TR_FLAAFFY])
    t = s.start()
    t.evolve(BAYLEEF, 0)
    assert t.mon(1).damage == 40


def test_II_E_15_R3_one_pokemons_worth_even_when_the_first_has_lost_its_ability():
    """The first Meganium / Ampharos has no Abilities (a lasting effect): the second one's
    effect still applies, once."""
    s = meganiums(2).effect(0, 1, "no_abilities", turns=(1, 99), checkups=True, attack_effect=False)
    t = s.start()
    assert Q.count_units(t.state, t.mon(0)) == 2
    s = Scenario(turn=4, current=1).active(1, CHIKORITA).hand(1, [BAYLEEF]).active(0, SNOVER)
    s.bench(0, TR_AMPHAROS, under=[TR_MAREEP, TR_FLAAFFY]).bench(0, TR_AMPHAROS, under=[TR_MAREEP, TR_FLAAFFY])
    t = s.effect(0, 1, "no_abilities", turns=(1, 99), checkups=True, attack_effect=False).start()
    t.evolve(BAYLEEF, 0)
    assert t.mon(1).damage == 40


# -- II-E-16 "the counters placed for X are N" -----------------------------------------------------------


def poisoned_kangaskhan(counters=1):
    s = Scenario(turn=4, current=1).active(1, KANGASKHAN_EX, energy=[W, W, W]).bench(1, SNOVER)
    t = s.active(0, SNOVER).start()
    make_poisoned(t.state, t.mon(1), counters)
    return t


def test_II_E_16_R1_the_base_number_becomes_n():
    assert checkup_damage(poisoned_kangaskhan(8))[1] == 80
    assert checkup_damage(poisoned_kangaskhan())[1] == 10


def test_II_E_16_R2_cured_like_the_normal_condition_and_replaced_by_it():
    t = poisoned_kangaskhan(8)
    t.retreat(1)                                                     # to the Bench: cured
    assert t.mon(1, 1).poison == 0
    t = poisoned_kangaskhan(8)
    make_poisoned(t.state, t.mon(1))
    assert checkup_damage(t)[1] == 10


def test_II_E_16_R3_the_unusual_condition_replaces_the_normal_one():
    t = poisoned_kangaskhan()
    make_poisoned(t.state, t.mon(1), 8)
    assert checkup_damage(t)[1] == 80


def test_II_E_16_R4_an_effect_on_the_pokemon_changes_a_normal_burn():
    """Searing Aura (on the opponent's Active Pokémon, not on the condition) is stood in for
    on Hop's Snorlax: a normal Burn places 4; once the Pokémon is on the Bench, nothing."""
    with stand_in_passive(HOPS_SNORLAX, "burn_set", searing_aura):
        s = Scenario().active(0, KYOGRE, conditions=["burned"]).active(1, SNOVER).bench(1, HOPS_SNORLAX)
        assert checkup_damage(s.start())[0] == 40


def test_II_E_16_R5_the_largest_becomes_n_applies_once():
    """Two Searing Aura (4) and a Burning Spirit (6), stood in for on Hop's Snorlax and
    Relicanth, on a Burn: 6, not 4 + 4 + 6."""
    with stand_in_passive(HOPS_SNORLAX, "burn_set", searing_aura), \
            stand_in_passive(RELICANTH, "burn_set", burning_spirit):
        s = Scenario().active(0, KYOGRE, conditions=["burned"]).active(1, SNOVER)
        s.bench(1, HOPS_SNORLAX).bench(1, HOPS_SNORLAX).bench(1, RELICANTH)
        assert checkup_damage(s.start())[0] == 60


# -- II-E-17 "N more counters" --------------------------------------------------------------------------


def burned_kyogre(magmortar):
    s = Scenario().active(0, KYOGRE, conditions=["burned"]).active(1, SNOVER)
    for _ in range(magmortar):
        s.bench(1, MAGMORTAR, under=[MAGMAR])
    return s


def test_II_E_17_R1_more_counters_are_added():
    assert checkup_damage(burned_kyogre(1).start())[0] == 20 + 30


def test_II_E_17_R2_several_more_effects_are_summed():
    assert checkup_damage(burned_kyogre(2).start())[0] == 20 + 30 + 30


def test_II_E_17_R3_becomes_n_first_then_all_the_more():
    with stand_in_passive(HOPS_SNORLAX, "burn_set", searing_aura):
        t = burned_kyogre(2).bench(1, HOPS_SNORLAX).start()
        assert checkup_damage(t)[0] == 40 + 30 + 30


# -- II-E-18 "if this card is in X, once during your turn" ------------------------------------------


def klinklang_hand(hand=(KLINKLANG,)):
    s = Scenario().active(0, SNOVER).active(1, TR_AMPHAROS, under=[TR_MAREEP, TR_FLAAFFY])
    return s.hand(0, list(hand)).start()


def use_hand_ability(t, cid):
    t.apply(next(o for o in t.options if o[0] == "card_ability" and o[1] >> 7 == cid))


def test_II_E_18_R1_an_ability_used_from_the_place_named():
    t = klinklang_hand()
    assert t.can("card_ability", KLINKLANG)
    use_hand_ability(t, KLINKLANG)
    assert t.mon(0, 1).name == "Klinklang" and t.hand_ids(0) == []


def test_II_E_18_R2_only_from_that_place_not_once_in_play():
    t = klinklang_hand()
    use_hand_ability(t, KLINKLANG)
    assert not any(o[0] in ("ability", "card_ability") for o in t.options)


def test_II_E_18_R3_once_per_card_several_cards_each_once():
    t = klinklang_hand((KLINKLANG, KLINKLANG))
    use_hand_ability(t, KLINKLANG)
    assert t.can("card_ability", KLINKLANG)
    use_hand_ability(t, KLINKLANG)
    assert [m.name for m in t.player(0).bench] == ["Klinklang", "Klinklang"]


def test_II_E_18_R4_a_card_that_left_and_came_back_is_a_new_card():
    t = klinklang_hand()
    use_hand_ability(t, KLINKLANG)
    Z.return_pokemon_to_hand(t.state, t.mon(0, 1))                  # e.g. scooped up this turn
    t.refresh()
    assert t.can("card_ability", KLINKLANG)


# -- II-E-19 "then shuffle your deck" ---------------------------------------------------------------------


def test_II_E_19_R1_the_deck_is_shuffled_after_being_searched():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [FIGHTING_GONG]).deck(0, [W, F, W])
    t = s.start()
    t.play(FIGHTING_GONG).choose(F)
    assert t.hand_ids(0) == [F] and t.shuffles() == 1


def test_II_E_19_R2_shuffled_even_if_nothing_was_chosen():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [FIGHTING_GONG]).deck(0, [W, F, W])
    t = s.start()
    t.play(FIGHTING_GONG).choose(DONE)
    assert t.hand_ids(0) == [] and t.shuffles() == 1
    s = Scenario().active(0, NUMEL, energy=[R]).active(1, SNOVER).deck(0, [LOTAD, W])
    t = s.start()
    t.attack("Call for Family").choose(DONE)
    assert t.shuffles() == 1


# -- II-E-20 "do X. Then, do Y" ---------------------------------------------------------------------------


def test_II_E_20_R1_x_done_then_y_done():
    s = Scenario().active(0, SAMUROTT, under=[OSHAWOTT, DEWOTT]).bench(0, SNOVER).active(1, KYOGRE).bench(1, LOTAD)
    t = s.start()
    t.ability(0)
    assert t.mon(0).name == "Snover" and t.mon(1).name == "Lotad"


def test_II_E_20_R2_part_of_x_is_enough_for_y():
    """Lucian: only player 1 had cards to put on the bottom; both players still flip and draw."""
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [LUCIAN]).hand(1, [G])
    t = s.start()
    t.coins("HH").play(LUCIAN)
    assert len(t.player(0).hand) == 6 and len(t.player(1).hand) == 6
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [LUCIAN, F]).hand(1, [])
    t = s.start()
    t.coins("TT").play(LUCIAN)
    assert len(t.player(0).hand) == 3 and len(t.player(1).hand) == 3


def test_II_E_20_R3_y_impossible_does_not_undo_x():
    s = Scenario().active(0, ABOMASNOW_EX, under=[SNOVER], damage=100).active(1, SNOVER).hand(0, [WALLY])
    t = s.start()
    t.play(WALLY)
    assert t.mon(0).damage == 0
    s = Scenario().active(0, SAMUROTT, under=[OSHAWOTT, DEWOTT]).bench(0, SNOVER).active(1, KYOGRE)
    t = s.start()
    t.ability(0)                                                     # no opposing Bench: only X
    assert t.mon(0).name == "Snover" and t.mon(1).name == "Kyogre"


def test_II_E_20_R4_a_trainer_or_ability_whose_x_is_impossible_cannot_be_used():
    s = Scenario().active(0, TR_MAREEP).bench(0, SNOVER).active(1, SNOVER).bench(1, KYOGRE).hand(0, [GIOVANNI])
    assert not s.start().can("play", GIOVANNI)
    s = Scenario().active(0, SAMUROTT, under=[OSHAWOTT, DEWOTT]).active(1, KYOGRE).bench(1, LOTAD)
    assert not s.start().can("ability", 0, 0)


# -- II-E-21 "at the end of the turn" -----------------------------------------------------------------------


def test_II_E_21_R1_after_the_attack_or_when_the_turn_ends_and_before_the_checkup():
    s = Scenario().active(0, SNOVER, tools=[POWERGLASS], energy=[W], conditions=["poisoned"])
    t = s.active(1, KYOGRE).discard(0, [F, G]).start()
    t.attack("Beat")
    assert t.decision.player == 0 and t.mon(1).damage == 10 and t.mon(0).damage == 0     # Checkup not yet
    t.choose(G)
    assert t.energy_ids(0) == [G, W] and t.mon(0).damage == 10


def test_II_E_21_R2_several_end_of_turn_effects_turn_players_cards_first_no_question():
    """On player 1's turn their Powerglass and player 0's Corrosive Sludge both act at the end
    of it: Powerglass first (the turn player's card), then Kyogre is discarded with the
    Energy just attached; no question about the order is asked."""
    s = Scenario().active(0, TR_GRIMER, energy=[D, D]).active(1, KYOGRE, tools=[POWERGLASS]).bench(1, LOTAD)
    t = s.discard(1, [F]).start()
    t.attack("Corrosive Sludge")
    t.end_turn()
    assert t.decision.player == 1 and t.card_options(include_done=True) == {F, DONE}
    t.choose(F)
    assert t.discard_ids(1) == sorted([KYOGRE, POWERGLASS, F]) and t.mon(1).name == "Lotad"


# -- II-E-22 / II-E-23: until the end of your (opponent's) next turn --------------------------------------


def test_II_E_22_R1_from_now_until_the_end_of_your_next_turn():
    s = Scenario().active(0, HOPS_ROOKIDEE, energy=[W, W]).active(1, KYOGRE)
    t = s.start()
    on_pokemon(t.state, "weakness_is", t.mon(1), UNTIL_YOUR_TURN_END, COLORLESS, source=1)
    t.attack("Peck")
    assert t.mon(1).damage == 40                                     # this turn already
    t.end_turn()
    t.attack("Peck")
    assert t.mon(1).damage == 80                                     # the next turn
    t.end_turn()
    t.attack("Peck")
    assert t.mon(1).damage == 100                                    # then no more


def magma_surge_suppressed(duration):
    """Player 0's Active Kyogre is Burned; player 1's Magmortar has no Abilities for
    ``duration`` from turn 3.  Returns the Burn damage at the next three Checkups."""
    s = Scenario().active(0, KYOGRE, conditions=["burned"]).active(1, MAGMORTAR, under=[MAGMAR])
    t = s.start()
    on_pokemon(t.state, "no_abilities", t.mon(1), duration, source=1)
    out = []
    for _ in range(3):
        out.append(checkup_damage(t, coins="TT")[0])
        make_burned(t.state, t.mon(0))
    return out


def test_II_E_22_R2_the_effect_also_works_in_the_checkups_in_between():
    assert magma_surge_suppressed(UNTIL_YOUR_TURN_END) == [20, 20, 50]


def test_II_E_23_R1_from_now_until_the_end_of_the_opponents_next_turn():
    s = Scenario().active(0, KYOGRE).active(1, HOPS_ROOKIDEE, energy=[W, W])
    t = s.start()
    on_pokemon(t.state, "prevent_all", t.mon(0), UNTIL_OPPONENT_TURN_END, source=1)
    t.end_turn()
    t.attack("Peck")
    assert t.mon(0).damage == 0
    t.end_turn()
    t.attack("Peck")
    assert t.mon(0).damage == 20


def test_II_E_23_R2_the_effect_also_works_in_the_checkup_in_between():
    assert magma_surge_suppressed(UNTIL_OPPONENT_TURN_END) == [20, 50, 50]


# -- II-E-24 "if this Pokémon evolved from X during this turn" -----------------------------------------


def test_II_E_24_R1_evolved_from_x_this_turn_does_what_follows():
    s = Scenario().active(0, MAGNETON, under=[MAGNEMITE], energy=[L]).active(1, KANGASKHAN_EX).hand(0, [MAGNEZONE])
    t = s.start()
    t.evolve(MAGNEZONE, 0).attack("Upper Spark")
    assert t.mon(1).damage == 170
    s = Scenario().active(0, MAGNEZONE, under=[MAGNEMITE, MAGNETON], energy=[L], evolved_turn=1)
    t = s.active(1, KANGASKHAN_EX).start()
    t.attack("Upper Spark")
    assert t.mon(1).damage == 50


def test_II_E_24_R2_the_sv_wording_is_the_same():
    s = Scenario().active(0, MISTYS_STARYU, energy=[W]).active(1, KANGASKHAN_EX).hand(0, [MISTYS_STARMIE])
    t = s.start()
    t.evolve(MISTYS_STARMIE, 0).attack("Abrupt Flash")
    evolved_now = t.mon(1).damage
    s = Scenario().active(0, MISTYS_STARMIE, under=[MISTYS_STARYU], energy=[W], evolved_turn=1)
    t = s.active(1, KANGASKHAN_EX).start()
    t.attack("Abrupt Flash")
    assert evolved_now == t.mon(1).damage + 80


def test_II_E_24_R3_still_applies_after_going_to_the_bench_and_back():
    s = Scenario().active(0, MAGNETON, under=[MAGNEMITE], energy=[L]).bench(0, LOTAD).active(1, KANGASKHAN_EX)
    t = s.hand(0, [MAGNEZONE, SWITCH, SWITCH]).start()
    t.evolve(MAGNEZONE, 0).play(SWITCH).play(SWITCH)
    assert t.mon(0).name == "Magnezone"
    t.attack("Upper Spark")
    assert t.mon(1).damage == 170


# -- II-E-25 "if this Pokémon moved from your Bench to the Active Spot this turn" -------------------------


def test_II_E_25_R1_by_any_means_an_ability_too():
    """Samurott's Torrential Whirlpool brings Keldeo ex up: Gale Thrust 30 + 90."""
    s = Scenario().active(0, SAMUROTT, under=[OSHAWOTT, DEWOTT]).bench(0, KELDEO_EX, energy=[W, W])
    t = s.active(1, KANGASKHAN_EX).start()
    t.ability(0)
    t.attack("Gale Thrust")
    assert t.mon(1).damage == 120


def test_II_E_25_R2_the_older_wording_is_the_same():
    """Mega Lopunny ex's Gale Thrust (170 more) checks the same thing."""
    s = Scenario().active(0, LOTAD, energy=[W]).bench(0, MEGA_LOPUNNY_EX, under=[BUNEARY], energy=[W])
    t = s.active(1, DRAGAPULT_EX).start()
    t.retreat(1).attack("Gale Thrust")
    moved = t.mon(1).damage
    s = Scenario().active(0, MEGA_LOPUNNY_EX, under=[BUNEARY], energy=[W]).active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Gale Thrust")
    assert moved - t.mon(1).damage == 170


def test_II_E_25_R3_several_moves_count_once():
    s = Scenario().active(0, LOTAD, energy=[W]).bench(0, KELDEO_EX, energy=[W, W]).active(1, KANGASKHAN_EX)
    t = s.hand(0, [SWITCH, SWITCH, SWITCH]).start()
    t.play(SWITCH).play(SWITCH).play(SWITCH)
    assert t.mon(0).name == "Keldeo ex"
    t.attack("Gale Thrust")
    assert t.mon(1).damage == 120


# -- II-E-26 "if you played a Supporter card from your hand during this turn" ---------------------------------


def test_II_E_26_R1_the_action_counts_even_if_the_card_left_the_discard_pile():
    s = Scenario().active(0, TR_KANGASKHAN_EX, energy=[W, W, W]).active(1, DRAGAPULT_EX).hand(0, [PROTON])
    t = s.start()
    t.play(PROTON)
    proton = next(c for c in t.player(0).discard if c >> 7 == PROTON)
    Z.remove_card(t.state, proton)
    t.player(0).deck.append(proton)                                  # e.g. put back by another card
    t.attack("Wicked Impact")
    assert t.mon(1).damage == 220


def test_II_E_26_R2_the_older_wording_is_the_same():
    """Community Center asks the same question ("if they played a Supporter card from their
    hand this turn"): not before Proton, then yes."""
    s = Scenario().active(0, SNOVER, damage=20).active(1, SNOVER).stadium(COMMUNITY_CENTER).hand(0, [PROTON])
    t = s.start()
    assert not t.can("stadium")
    t.play(PROTON)
    assert t.can("stadium")


# -- II-E-27 "if this Pokémon was healed during this turn" -------------------------------------------------


def test_II_E_27_R1_healed_10_or_more_this_turn():
    s = Scenario().active(0, MARACTUS, energy=[G], damage=10).active(1, KANGASKHAN_EX).hand(0, [POTION])
    t = s.start()
    t.play(POTION).attack("Lively Needles")
    assert t.mon(1).damage == 120
    s = Scenario().active(0, MARACTUS, energy=[G], damage=10).active(1, KANGASKHAN_EX)
    t = s.start()
    t.mon(0).healed_turn = 1                                         # healed on an earlier turn
    t.attack("Lively Needles")
    assert t.mon(1).damage == 20


def test_II_E_27_R2_the_older_wording_is_the_same_any_heal_counts():
    """Healed by a Stadium (Community Center) instead of an Item: the same +100."""
    s = Scenario().active(0, MARACTUS, energy=[G], damage=20).active(1, SNOVER).bench(1, KANGASKHAN_EX)
    t = s.stadium(COMMUNITY_CENTER).hand(0, [BOSS]).start()
    t.play(BOSS)
    t.stadium_ability().attack("Lively Needles")
    assert t.mon(1).name == "Mega Kangaskhan ex" and t.mon(1).damage == 120


def test_II_E_27_R3_healed_twice_or_on_the_bench_counts_once():
    s = Scenario().active(0, MARACTUS, energy=[G], damage=60).active(1, KANGASKHAN_EX).hand(0, [POTION, POTION])
    t = s.start()
    t.play(POTION).play(POTION).attack("Lively Needles")
    assert t.mon(1).damage == 120
    s = Scenario().active(0, LOTAD, energy=[W]).bench(0, MARACTUS, energy=[G], damage=30).active(1, KANGASKHAN_EX)
    t = s.hand(0, [POTION]).start()
    t.play(POTION)                                                   # only Maractus is damaged
    t.retreat(1).attack("Lively Needles")
    assert t.mon(1).damage == 120


# -- II-E-28 "this attack can also be used when X" ------------------------------------------------------------


def test_II_E_28_R1_usable_in_the_situation_the_rules_forbid():
    s = Scenario(turn=1).active(0, DELIBIRD, energy=[W, W]).active(1, SNOVER)
    t = s.start()
    assert t.can("attack", "Quick Gift") and not t.can("attack", "Gentle Slap")


def test_II_E_28_R2_otherwise_like_any_attack():
    s = Scenario().active(0, DELIBIRD, energy=[W, W]).active(1, SNOVER).deck(0, [KYOGRE, W])
    t = s.start()
    assert t.can("attack", "Quick Gift") and t.can("attack", "Gentle Slap")
    t.attack("Quick Gift").choose(KYOGRE)
    assert KYOGRE in t.hand_ids(0)
    s = Scenario(turn=1).active(0, DELIBIRD).active(1, SNOVER)
    assert not s.start().can("attack", "Quick Gift")                 # its cost still has to be paid


# -- II-E-29 "not affected by X played from hand by Y" -------------------------------------------------------


def test_II_E_29_R1_the_card_in_play_is_not_affected_by_the_opponents_items_and_supporters():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).bench(1, CETITAN_EX, under=[CETODDLE]).bench(1, KYOGRE)
    t = s.hand(0, [BOSS]).start()
    t.play(BOSS)                                                     # only Kyogre is offered
    assert t.mon(1).name == "Kyogre"
    s = Scenario().active(0, SNOVER).bench(0, CETITAN_EX, under=[CETODDLE]).active(1, SNOVER).hand(0, [SWITCH])
    t = s.start()
    t.play(SWITCH)                                                   # its owner's own Item works
    assert t.mon(0).name == "Cetitan ex"


def test_II_E_29_R2_the_card_can_still_be_played_and_the_rest_is_done():
    s = Scenario().active(0, SNOVER).bench(0, LOTAD).active(1, SNOVER).bench(1, CETITAN_EX, under=[CETODDLE])
    t = s.hand(0, [PRIME_CATCHER]).start()
    assert t.can("play", PRIME_CATCHER)
    t.play(PRIME_CATCHER)
    assert t.discard_ids(0) == [PRIME_CATCHER] and t.mon(1).name == "Snover"


# -- II-E-30 discarding from hand to use an Ability ------------------------------------------------------------


def test_II_E_30_R1_the_discard_comes_first_as_the_condition():
    s = Scenario().active(0, NS_ZOROARK_EX, under=[NS_ZORUA]).active(1, SNOVER).hand(0, [G, F]).deck(0, [W, W])
    t = s.start()
    t.ability(0)
    assert t.decision.kind == "choose_card" and len(t.player(0).hand) == 2     # nothing drawn yet
    t.choose(G)
    assert t.hand_ids(0) == [W, W, F]


def test_II_E_30_R2_once_per_turn_per_card():
    s = Scenario().active(0, NS_ZOROARK_EX, under=[NS_ZORUA]).bench(0, NS_ZOROARK_EX, under=[NS_ZORUA])
    t = s.active(1, SNOVER).hand(0, [G, F]).start()
    t.ability(0).choose(G)
    assert not t.can("ability", 0, 0) and t.can("ability", 1, 0)
    t.ability(1).choose(F)
    assert not t.can("ability", 1, 0)


def test_II_E_30_R3_not_usable_when_what_follows_cannot_be_done():
    s = Scenario().active(0, NS_ZOROARK_EX, under=[NS_ZORUA]).active(1, SNOVER).hand(0, [G]).deck(0, [])
    assert not s.start().can("ability", 0, 0)
    s = Scenario().active(0, VOLCARONA, under=[LARVESTA]).active(1, KYOGRE, conditions=["burned"]).hand(0, [R])
    assert not s.start().can("ability", 0, 0)                        # already Burned


def test_II_E_30_R4_not_usable_when_the_discard_cannot_be_made():
    s = Scenario().active(0, NS_ZOROARK_EX, under=[NS_ZORUA]).active(1, SNOVER).hand(0, [])
    assert not s.start().can("ability", 0, 0)
    s = Scenario().active(0, VOLCARONA, under=[LARVESTA]).active(1, KYOGRE).hand(0, [W])
    assert not s.start().can("ability", 0, 0)


# -- II-E-31 "before putting it into your hand" -----------------------------------------------------------------


def test_II_E_31_R1_only_when_drawing_for_the_turn_or_taking_prize_cards():
    """Lucky Bonus (Chansey, not in our pool) is stood in for on Lotad: a Lotad drawn by
    Run Errand is not "taken from the Prize cards", nothing happens."""
    with stand_in_trigger(LOTAD, "before_to_hand", lucky_bonus):
        s = Scenario().active(0, KANGASKHAN_EX).active(1, SNOVER).deck(0, [LOTAD, W])
        t = s.start()
        t.ability(0)
        assert LOTAD in t.hand_ids(0) and t.player(0).bench == [] and t.decision.kind == "main"


def test_II_E_31_R2_after_seeing_the_card_before_it_goes_to_the_hand():
    with stand_in_trigger(LOTAD, "before_to_hand", lucky_bonus):
        t = knock_out_position([W, W, W, W, W, LOTAD])
        t.coins("T").attack("Accelerating Stab")
        assert t.decision.player == 0 and t.decision.kind == "yes_no"    # the face is known: it is Lotad
        t.choose(True)
    assert t.hand_ids(0) == [] and t.mon(0, 1).name == "Lotad"


def test_II_E_31_R3_two_such_cards_one_at_a_time():
    with stand_in_trigger(LOTAD, "before_to_hand", lucky_bonus):
        t = knock_out_position([W, W, W, W, LOTAD, LOTAD], defender=ZEKROM_EX, damage=220)
        t.coins("TT").attack("Accelerating Stab").choose(True)
        assert t.decision.kind == "yes_no" and len(t.player(0).bench) == 1    # the first is done
        t.choose(False)
    assert t.hand_ids(0) == [LOTAD] and len(t.player(0).bench) == 1


def test_II_E_31_R4_put_into_play_this_way_is_not_played_from_hand():
    """Gapejaw Bog (counters on a Basic Pokémon put from the hand onto the Bench) is stood in
    for on Risky Ruins: the Lotad benched by Lucky Bonus gets none."""
    with stand_in_trigger(LOTAD, "before_to_hand", lucky_bonus), \
            stand_in_trigger(RISKY_RUINS, "put_on_bench", gapejaw_bog):
        s = Scenario().active(0, RIOLU, energy=[F]).active(1, SNOVER, damage=80).bench(1, KYOGRE)
        t = s.prizes(0, [W, W, W, W, W, LOTAD]).stadium(RISKY_RUINS).start()
        t.coins("T").attack("Accelerating Stab").choose(True)
    assert t.mon(0, 1).name == "Lotad" and t.mon(0, 1).damage == 0


# -- II-E-32 "this attack can be used for N X Energy if ..." ---------------------------------------------------


def test_II_E_32_R1_the_cost_is_lower_when_the_condition_is_met():
    s = Scenario().active(0, CRAWDAUNT, under=[CORPHISH], energy=[D]).active(1, KANGASKHAN_EX)
    assert not s.start().can("attack", "Cutting Riposte")
    s = Scenario().active(0, CRAWDAUNT, under=[CORPHISH], energy=[D], damage=10).active(1, KANGASKHAN_EX)
    assert s.start().can("attack", "Cutting Riposte")


def test_II_E_32_R2_other_cost_changes_do_not_apply_to_that_cost():
    s = Scenario().active(0, CRAWDAUNT, under=[CORPHISH], energy=[D], damage=10).active(1, KANGASKHAN_EX)
    t = s.effect(0, 0, "attack_cost_more", 2).start()
    assert t.can("attack", "Cutting Riposte") and not t.can("attack", "Vise Grip")


# -- II-E-33 choosing from your hand ---------------------------------------------------------------------------


def test_II_E_33_R1_the_cards_are_chosen_from_your_hand():
    s = Scenario().active(0, MESPRIT, energy=[W]).active(1, KANGASKHAN_EX).hand(0, [P, G]).deck(0, [P, P])
    t = s.start()
    t.attack("Full Heart")
    assert t.card_options(include_done=True) == {P, DONE}            # the hand's Basic {P} only
    t.choose(P)
    assert t.energy_ids(0) == [W, P] and t.hand_ids(0) == [G]


def test_II_E_33_R2_fewer_or_none_but_any_card_means_exactly():
    s = Scenario().active(0, MESPRIT, energy=[W]).active(1, KANGASKHAN_EX).hand(0, [P, P])
    t = s.start()
    t.attack("Full Heart").choose(DONE)
    assert t.energy_ids(0) == [W]
    s = Scenario().active(0, NS_ZOROARK_EX, under=[NS_ZORUA]).active(1, SNOVER).hand(0, [G, F])
    t = s.start()
    t.ability(0)                                                     # "discard a card": one must go
    assert DONE not in t.options


def test_II_E_33_R3_otherwise_like_up_to_n():
    s = Scenario().active(0, MESPRIT, energy=[W]).active(1, KANGASKHAN_EX).hand(0, [P, P, P])
    t = s.start()
    t.attack("Full Heart").choose(P, P)
    assert t.energy_ids(0) == [W, P, P] and t.hand_ids(0) == [P]     # at most 2


# -- II-E-34 choosing from your face-down Prize cards --------------------------------------------------------


def test_II_E_34_R1_a_card_chosen_among_the_prize_cards():
    with stand_in_trainer(VENTURE_BOMB, hisuian_heavy_ball):
        s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [VENTURE_BOMB]).prizes(0, [W, W, LOTAD, W, W, W])
        t = s.start()
        t.play(VENTURE_BOMB).choose(LOTAD)
    assert t.hand_ids(0) == [LOTAD]


def test_II_E_34_R2_fewer_or_none_may_be_chosen():
    with stand_in_trainer(VENTURE_BOMB, hisuian_heavy_ball):
        s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [VENTURE_BOMB]).prizes(0, [W, W, LOTAD, W, W, W])
        t = s.start()
        t.play(VENTURE_BOMB)
        assert DONE in t.options
        t.choose(DONE)
    assert t.hand_ids(0) == [] and len(t.player(0).prizes) == 6


def test_II_E_34_R3_otherwise_like_up_to_n():
    """Two Basic Pokémon among the Prize cards: only one is taken ("a Basic Pokémon")."""
    with stand_in_trainer(VENTURE_BOMB, hisuian_heavy_ball):
        s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [VENTURE_BOMB]).prizes(0, [W, KYOGRE, LOTAD, W, W, W])
        t = s.start()
        t.play(VENTURE_BOMB).choose(LOTAD)
    assert t.hand_ids(0) == [LOTAD] and t.decision.kind == "main"


# -- II-E-35 "shuffle X face down" ----------------------------------------------------------------------------


def ticket_bottom(seed):
    s = Scenario(seed=seed).active(0, SNOVER).active(1, SNOVER).hand(0, [REDEEMABLE_TICKET])
    t = s.prizes(0, [G, R, W, L, P, F]).start()
    t.play(REDEEMABLE_TICKET)
    return [c >> 7 for c in t.player(0).deck[:6]]


def test_II_E_35_R1_the_order_is_random():
    orders = {tuple(ticket_bottom(seed)) for seed in (1, 2, 3)}
    assert len(orders) > 1 and all(sorted(o) == [G, R, W, L, P, F] for o in orders)


def test_II_E_35_R2_nobody_chooses_the_order_or_sees_the_faces():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [LUCIAN, G, R, F]).hand(1, [P])
    t = s.start()
    t.coins("TT").play(LUCIAN)
    assert t.decision.kind == "main"                                 # no question was asked
    assert sorted(c >> 7 for c in t.player(0).deck[:3]) == [G, R, F]
    assert not any("Basic {G} Energy" in line for line in t.log if "bottom" in line)


def test_II_E_35_R3_nothing_to_shuffle_no_shuffle():
    s = Scenario().active(0, METANG, under=[BELDUM]).active(1, SNOVER).deck(0, [M, M, M, M, W])
    t = s.start()
    n = t.state.rng_n
    t.ability(0).choose(M, M, M, M)
    assert t.state.rng_n == n and not any("face down" in line for line in t.log)


# -- II-E-36 "shuffle X into your deck" --------------------------------------------------------------------


def test_II_E_36_R1_the_cards_go_into_the_deck_which_is_shuffled():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [SACRED_ASH]).discard(0, [LOTAD])
    t = s.start()
    t.play(SACRED_ASH)
    assert LOTAD in [c >> 7 for c in t.player(0).deck] and t.shuffles() == 1


def test_II_E_36_R2_x_plus_the_deck_of_at_least_one_card_counts_as_shuffled():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [LILLIES_DETERMINATION, F]).deck(0, [])
    t = s.start()
    t.play(LILLIES_DETERMINATION)
    assert t.shuffles() == 1 and t.hand_ids(0) == [F]


def test_II_E_36_R3_the_wordings_shuffle_into_and_put_into_then_shuffle_are_one():
    """Paw-cket Pilfer and Cursed Words word it differently; both shuffle the deck."""
    s = Scenario().active(0, TR_MEOWTH, energy=[W]).active(1, SNOVER).hand(1, [G])
    t = s.start()
    t.attack("Paw-cket Pilfer")
    assert t.shuffles(1) == 1
    s = Scenario().active(0, BANETTE, under=[SHUPPET], energy=[P]).active(1, SNOVER).hand(1, [G])
    t = s.start()
    t.attack("Cursed Words")
    assert t.shuffles(1) == 1


def test_II_E_36_R4_choose_up_to_n_with_no_x_shuffles_nothing():
    s = Scenario().active(0, BANETTE, under=[SHUPPET], energy=[P]).active(1, SNOVER).hand(1, [])
    t = s.start()
    t.attack("Cursed Words")
    assert t.shuffles(1) == 0
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [SACRED_ASH]).discard(0, [W])
    assert not s.start().can("play", SACRED_ASH)


# -- II-E-37 "Pokémon in X that has the attack Y" ---------------------------------------------------------------


def test_II_E_37_R1_pokemon_with_a_named_attack():
    s = Scenario().active(0, TYMPOLE, energy=[W, W]).bench(0, PALPITOAD, under=[TYMPOLE]).bench(0, TYMPOLE)
    t = s.active(1, KANGASKHAN_EX).start()
    t.attack("Round")
    assert t.mon(1).damage == 60


def test_II_E_37_R2_no_place_given_means_your_pokemon_in_play():
    s = Scenario().active(0, TYMPOLE, energy=[W, W]).active(1, KANGASKHAN_EX).bench(1, TYMPOLE)
    t = s.discard(0, [TYMPOLE, PALPITOAD]).hand(0, [TYMPOLE]).start()
    t.attack("Round")
    assert t.mon(1).damage == 20


def test_II_E_37_R3_only_printed_attacks_count():
    """An attack usable through another card (a TM-like Tool stood in for on Powerglass,
    giving its holder Tympole's Round) does not make the holder "have" it: Snover can use
    Round, and Round counts only the Benched Tympole."""
    round_attack = CARDS[TYMPOLE].attacks[0]

    def technical_machine(g, holder, inst, mon):
        return (round_attack,) if mon is holder else ()
    with stand_in_passive(POWERGLASS, "granted_attacks", technical_machine):
        s = Scenario().active(0, SNOVER, tools=[POWERGLASS], energy=[W, W]).bench(0, TYMPOLE)
        t = s.active(1, KANGASKHAN_EX).start()
        assert t.can("attack", "Round")
        t.attack("Round")
    assert t.mon(1).damage == 20


# -- II-E-38 "you win (lose) this game" ------------------------------------------------------------------------


def test_II_E_38_R1_the_game_ends_another_way():
    s = Scenario().active(0, NS_SIGILYPH, energy=[P, W, W]).active(1, SNOVER).prizes(0, 1)
    t = s.start()
    t.attack("Victory Symbol")
    assert t.game.is_over() and len(t.player(0).prizes) == 1 and t.state.result.reason == "card_effect"


def test_II_E_38_R2_the_older_wording_is_the_same_win():
    """"End the game and declare yourself the winner" is a plain win: the game ends at once,
    no Checkup follows (the Poisoned Sigilyph takes no counter)."""
    s = Scenario().active(0, NS_SIGILYPH, energy=[P, W, W], conditions=["poisoned"]).active(1, SNOVER)
    t = s.prizes(0, 1).start()
    t.attack("Victory Symbol")
    assert t.state.result.winner == 0 and t.mon(0).damage == 0


def test_II_E_38_R3_not_an_effect_on_a_player():
    """Every Pokémon of player 1 is unaffected by attack effects (a stand-in passive on their
    Benched Lunatone): Victory Symbol still wins."""
    def protected(g, holder, inst, a, target):
        return target.owner == holder.owner and a.player != holder.owner
    with stand_in_passive(LUNATONE, "prevent_attack_effects", protected):
        s = Scenario().active(0, NS_SIGILYPH, energy=[P, W, W]).active(1, SNOVER).bench(1, LUNATONE)
        t = s.prizes(0, 1).start()
        t.attack("Victory Symbol")
    assert t.state.result.winner == 0


# -- II-E-39 "Basic X Energy" ---------------------------------------------------------------------------


def test_II_E_39_R1_only_cards_named_basic_x_energy():
    s = Scenario().active(0, CHIKORITA, energy=[G, GROW_GRASS_ENERGY]).bench(0, MEGANIUM, under=[CHIKORITA, BAYLEEF])
    t = s.active(1, SNOVER).start()
    basic, special = t.mon(0).energy
    assert Q.energy_units(t.state, t.mon(0), basic) == (bit(GRASS), bit(GRASS))
    assert Q.energy_units(t.state, t.mon(0), special) == (bit(GRASS),)


def test_II_E_39_R2_a_special_energy_of_that_type_is_not_basic():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [FIGHTING_GONG]).deck(0, [ROCK_FIGHTING_ENERGY, W])
    t = s.start()
    t.play(FIGHTING_GONG)                                            # nothing to choose
    assert t.hand_ids(0) == [] and ROCK_FIGHTING_ENERGY in [c >> 7 for c in t.player(0).deck]


def test_II_E_39_R3_the_unquoted_wording_finds_the_same_cards():
    """The predicate card code uses for "Basic X Energy" matches exactly the Basic Energy card
    of that type, whatever the text's wording."""
    basics = {c.energy_type: c.id for c in CARDS.values() if c.kind == "basic_energy"}
    for t, cid in basics.items():
        matches = [c.id for c in CARDS.values() if basic_energy_of(t)(c.id << 7)]
        assert matches == [cid]


def test_II_E_39_R4_every_basic_energy_card_of_a_type_has_one_name():
    names = {}
    for c in CARDS.values():
        if c.kind == "basic_energy":
            names.setdefault(c.energy_type, set()).add(c.name)
    assert all(len(n) == 1 for n in names.values()) and names[FIGHTING] == {"Basic {F} Energy"}
    assert names[FIRE] == {"Basic {R} Energy"}
