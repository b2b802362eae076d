"""The cases of section II-C of RULES.md, first part (discard, return, switch, heal, damage
counters, Energy, Bench, evolving): RC-042 … RC-075.

Named cards are used where they are in our pool; otherwise the docstring names the pool card
that stands in, or says that the card's effect is put in place directly for the test.
"""

from ptcg.effects import draw, shuffle_into_deck
from ptcg.testing import DONE, Scenario, attack_once, stand_in_trainer

G, R, W, L, P, F, D, M = 1, 2, 3, 4, 5, 6, 7, 8
TR_ENERGY, IGNITION = 15, 17
INTELEON, PROBOPASS, SWOOBAT, WOOBAT, ROCKRUFF = 728, 1047, 590, 589, 286
SNOVER, KYOGRE, PALAFIN_EX, ZEKROM_EX, BOUFFALANT_EX, SCORBUNNY = 722, 721, 107, 515, 631, 151
MEGA_LATIAS_EX, BAYLEEF, CHIKORITA, SKELEDIRGE, CRYOGONAL = 754, 709, 708, 203, 508
TR_CROBAT_EX, TR_GOLBAT, SINISTCHA, TR_ORBEETLE, TR_WOBBUFFET = 458, 457, 94, 436, 432
CINDERACE, MEGA_LUCARIO_EX, RIOLU, ALOLAN_EXEGGUTOR_EX, PACHIRISU = 666, 678, 677, 193, 738
TORNADUS, MEGA_VENUSAUR_EX, MEGANIUM, NUMEL, LILLIES_COMFEY = 634, 652, 710, 661, 280
LILLIES_CLEFAIRY_EX, DUOSION, SOLOSIS = 272, 519, 518
MEGA_KANGASKHAN_EX, CHARMANDER, MEGA_CHARIZARD_X_EX = 756, 788, 790
SWITCH, REPEL, CATCHER, POTION, WALLY, CARMINE, NS_PLAN = 1123, 1143, 1124, 1117, 1229, 1192, 1221
COMMUNITY_CENTER, CARETAKER_STAND_IN, RARE_CANDY = 1242, 1213, 1079


# -- II-C-01 Discard ----------------------------------------------------------------------------


def test_RC_042_water_shot_the_attacker_picks_the_energy_after_the_damage():
    s = Scenario().active(0, INTELEON, energy=[W, IGNITION]).active(1, PALAFIN_EX)
    t = s.start().attack("Water Shot")
    assert t.mon(1).damage == 110                              # step 4 done before the choice
    assert t.decision.player == 0 and {o >> 7 for o in t.options} == {W, IGNITION}
    t.choose(IGNITION)                                         # 3 units, one card: it all goes
    assert t.discard_ids(0) == [IGNITION] and t.energy_ids(0, 0) == [W]


def test_RC_043_discard_hand_and_draw_the_supporter_itself_is_not_part_of_the_hand():
    """Professor's Research is not in our pool; 1192 Carmine (discard your hand, draw 5) has
    the same wording.  The Supporter is played, then discarded as usual, not as hand."""
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [CARMINE, SCORBUNNY, W])
    s.deck(0, [KYOGRE, SNOVER, W, W, W, W])
    t = s.start()
    t.play(CARMINE)
    assert t.hand_ids(0) == sorted([KYOGRE, SNOVER, W, W, W])
    assert t.discard_ids(0) == sorted([CARMINE, SCORBUNNY, W])


def test_RC_043_playable_with_an_empty_hand_and_a_short_deck_draws_what_is_left():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [CARMINE]).deck(0, [KYOGRE, W])
    t = s.start()
    assert t.can("play", CARMINE)
    t.play(CARMINE)
    assert t.hand_ids(0) == sorted([KYOGRE, W]) and t.player(0).deck == []


def test_RC_044_discard_3_energy_satisfied_by_one_ignition_energy_on_an_evolution():
    """Probopass (Stage 1) — Obliterating Nose: discard 3 Energy."""
    s = Scenario().active(0, PROBOPASS, energy=[F, F, F, IGNITION]).active(1, PALAFIN_EX)
    t = s.start().attack("Obliterating Nose")
    t.choose(IGNITION)
    assert t.discard_ids(0) == [IGNITION] and t.energy_ids(0, 0) == [F, F, F]


def test_RC_044_discard_1_energy_may_also_take_the_ignition_energy():
    s = Scenario().active(0, INTELEON, energy=[W, IGNITION]).active(1, PALAFIN_EX)
    t = s.start().attack("Water Shot")
    assert IGNITION in {o >> 7 for o in t.options}
    t.choose(W)
    discards = [x for x in t.log if "discarded from" in x]
    assert discards[0].startswith("Basic {W} Energy")             # Water Shot took only that
    assert t.discard_ids(0) == sorted([W, IGNITION])               # Ignition goes at the turn's end


def test_RC_044_one_card_may_cover_several_units_still_needed():
    s = Scenario().active(0, PROBOPASS, energy=[F, F, F, IGNITION]).active(1, PALAFIN_EX)
    t = s.start().attack("Obliterating Nose")
    t.choose(F, IGNITION)                                          # 1 unit, then 3 more for the 2 left
    assert t.discard_ids(0) == sorted([F, IGNITION]) and t.energy_ids(0, 0) == [F, F]


# -- II-C-02 Return X to Y ------------------------------------------------------------------------


def caretaker(g, ctx):
    """What RC-045 says Caretaker does (test-only): draw 2, then with Community Center in
    play the card goes into its owner's deck, shuffled, instead of the discard pile."""
    draw(g, ctx.player, 2)
    if g.stadium is not None and g.stadium >> 7 == COMMUNITY_CENTER:
        shuffle_into_deck(g, ctx.player, [ctx.inst])


def test_RC_045_a_supporter_shuffled_into_the_deck_still_counts_as_played():
    """Caretaker is not in our pool: its text is given for this test to 1213 Judge's card
    (a Supporter).  Community Center (in our pool) is in play and is then usable, since a
    Supporter was played from hand this turn."""
    s = Scenario().active(0, SNOVER, damage=30).active(1, SNOVER).hand(0, [CARETAKER_STAND_IN])
    s.deck(0, [KYOGRE, W, W]).stadium(COMMUNITY_CENTER, owner=1)
    with stand_in_trainer(CARETAKER_STAND_IN, caretaker):
        t = s.start()
        assert not t.can("stadium")
        t.play(CARETAKER_STAND_IN)
    assert CARETAKER_STAND_IN not in t.discard_ids(0)
    assert sorted(c >> 7 for c in t.player(0).deck) == sorted([CARETAKER_STAND_IN, W])
    assert t.player(0).supporters_played == [CARETAKER_STAND_IN]
    t.stadium_ability()
    assert t.mon(0).damage == 20


def test_RC_046_happy_return_the_whole_stack_goes_to_the_hand_without_a_prize():
    s = Scenario().active(0, SWOOBAT, under=[WOOBAT], energy=[W]).active(1, PALAFIN_EX)
    s.bench(0, BAYLEEF, under=[CHIKORITA], energy=[G, G], damage=60).bench(0, SNOVER)
    s.effect(0, 1, "damage_taken", -30, attack_effect=False, turns=(1, 99))
    t = attack_once(s, "Happy Return").choose((0, 1))
    assert t.hand_ids(0) == sorted([BAYLEEF, CHIKORITA, G, G])
    assert [m.name for m in t.player(0).bench] == ["Snover"]
    assert len(t.player(1).prizes) == 6 and not t.state.effects


def test_RC_047_dig_it_up_sees_the_top_card_and_may_leave_it_there():
    s = Scenario().active(0, ROCKRUFF, energy=[W]).active(1, SNOVER).deck(0, [KYOGRE, W, SNOVER])
    t = s.start()
    before = t.player(0).deck[:]
    t.attack("Dig It Up")
    assert t.decision.player == 0 and {o >> 7 for o in t.options if o != DONE} == {KYOGRE}
    t.choose(DONE)
    assert t.player(0).deck == before and t.discard_ids(0) == []       # not shuffled either


def test_RC_047_dig_it_up_may_discard_the_top_card():
    s = Scenario().active(0, ROCKRUFF, energy=[W]).active(1, SNOVER).deck(0, [KYOGRE, W, SNOVER])
    t = s.start().attack("Dig It Up").choose(KYOGRE)
    assert t.discard_ids(0) == [KYOGRE] and t.player(0).deck[-1] >> 7 == W


# -- II-C-03 Switch your Active Pokémon ----------------------------------------------------------


def test_RC_048_switch_works_while_paralyzed_and_under_cant_retreat_and_costs_nothing():
    s = Scenario().active(0, KYOGRE, energy=[W, W, W], conditions=["paralyzed"]).bench(0, SCORBUNNY, energy=[W])
    s.active(1, SNOVER).hand(0, [SWITCH]).effect(0, 0, "cant_retreat")
    t = s.start()
    assert not t.can("retreat")
    t.play(SWITCH)
    kyogre = t.mon(0, 1)
    assert t.mon(0).name == "Scorbunny" and kyogre.name == "Kyogre"
    assert t.energy_ids(0, 1) == [W, W, W] and not kyogre.has_condition()
    assert not t.state.effects
    assert t.can("retreat", 1)                                 # not the turn's Retreat


def test_RC_048_switch_cannot_be_played_with_an_empty_bench():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [SWITCH])
    assert not s.start().can("play", SWITCH)


def test_RC_049_strafe_may_switch_after_the_damage():
    s = Scenario().active(0, MEGA_LATIAS_EX, energy=[W]).bench(0, SNOVER).active(1, PALAFIN_EX)
    t = attack_once(s, "Strafe")
    assert t.mon(1).damage == 40 and t.decision.player == 0
    t.choose((0, 1))
    assert t.mon(0).name == "Snover"
    t = attack_once(s, "Strafe").choose(DONE)
    assert t.mon(0).name == "Mega Latias ex"


def test_RC_049_strafe_without_a_bench_does_nothing_more():
    s = Scenario().active(0, MEGA_LATIAS_EX, energy=[W]).active(1, PALAFIN_EX)
    t = attack_once(s, "Strafe")
    assert t.mon(1).damage == 40 and t.state.current == 1 and t.mon(0).name == "Mega Latias ex"


# -- II-C-04 Switch your opponent's Active Pokémon ----------------------------------------------------


def test_RC_050_repel_the_opponent_chooses_and_the_old_active_loses_conditions_and_effects():
    s = Scenario().active(0, SNOVER).active(1, KYOGRE, conditions=["asleep", "poisoned"])
    s.bench(1, SNOVER).bench(1, ZEKROM_EX).hand(0, [REPEL]).effect(1, 0, "cant_retreat")
    t = s.start().play(REPEL)
    assert t.decision.player == 1 and set(t.options) == {(1, 1), (1, 2)}
    t.choose((1, 2))
    assert t.mon(1).name == "Zekrom ex"
    kyogre = next(m for m in t.player(1).bench if m.name == "Kyogre")
    assert not kyogre.has_condition() and not t.state.effects


def test_RC_050_repel_needs_an_opposing_bench():
    s = Scenario().active(0, SNOVER).active(1, KYOGRE).hand(0, [REPEL])
    assert not s.start().can("play", REPEL)


def test_RC_051_push_down_switches_after_the_damage():
    s = Scenario().active(0, BAYLEEF, under=[CHIKORITA], energy=[G, W]).active(1, PALAFIN_EX).bench(1, SNOVER)
    t = attack_once(s, "Push Down")
    assert t.mon(1).name == "Snover" and t.mon(1, 1).name == "Palafin ex"
    assert t.mon(1, 1).damage == 50 and t.mon(1).damage == 0


def test_RC_052_push_down_cannot_switch_an_active_skeledirge():
    s = Scenario().active(0, BAYLEEF, under=[CHIKORITA], energy=[G, W]).active(1, SKELEDIRGE).bench(1, SNOVER)
    t = attack_once(s, "Push Down")
    assert t.mon(1).name == "Skeledirge" and t.mon(1).damage == 50
    assert t.state.current == 1


def test_RC_052_a_benched_skeledirge_does_not_stop_the_switch_and_may_come_up():
    s = Scenario().active(0, BAYLEEF, under=[CHIKORITA], energy=[G, W]).active(1, PALAFIN_EX)
    s.bench(1, SKELEDIRGE).bench(1, SNOVER)
    t = attack_once(s, "Push Down")
    assert t.decision.player == 1 and (1, 1) in t.options
    t.choose((1, 1))
    assert t.mon(1).name == "Skeledirge"


# -- II-C-05 Switch in 1 of your opponent's Benched Pokémon ----------------------------------------


def test_RC_053_pokemon_catcher_tails_nothing_happens_but_the_card_is_used():
    s = Scenario().active(0, SNOVER).active(1, KYOGRE).bench(1, SNOVER).bench(1, ZEKROM_EX).hand(0, [CATCHER])
    t = s.start().coins("T").play(CATCHER)
    assert t.mon(1).name == "Kyogre" and t.discard_ids(0) == [CATCHER] and t.decision.kind == "main"


def test_RC_053_pokemon_catcher_heads_the_user_chooses():
    s = Scenario().active(0, SNOVER).active(1, KYOGRE).bench(1, SNOVER).bench(1, ZEKROM_EX).hand(0, [CATCHER])
    t = s.start().coins("H").play(CATCHER)
    assert t.decision.player == 0
    t.choose((1, 2))
    assert t.mon(1).name == "Zekrom ex"


def test_RC_054_drag_off_20_damage_to_the_new_active_only():
    """UNSURE in RULES.md whether W/R apply: the new Pokémon is the Active one when damaged,
    so they do (II-B-08 R4): Zekrom ex is not weak to {W}; Gouging Fire ex is (x2)."""
    s = Scenario().active(0, CRYOGONAL, energy=[W]).active(1, PALAFIN_EX).bench(1, ZEKROM_EX)
    s.bench(1, 46)
    t = attack_once(s, "Drag Off").choose((1, 1))
    assert t.mon(1).name == "Zekrom ex" and t.mon(1).damage == 20
    assert t.mon(1, 1).name == "Palafin ex" and t.mon(1, 1).damage == 0
    t = attack_once(s, "Drag Off").choose((1, 2))
    assert t.mon(1).damage == 40


def test_RC_054_drag_off_without_an_opposing_bench_does_no_damage():
    s = Scenario().active(0, CRYOGONAL, energy=[W]).active(1, PALAFIN_EX)
    t = attack_once(s, "Drag Off")
    assert t.mon(1).damage == 0 and t.state.current == 1


def test_RC_055_an_active_skeledirge_can_still_be_switched_out_by_drag_off():
    s = Scenario().active(0, CRYOGONAL, energy=[W]).active(1, SKELEDIRGE).bench(1, ZEKROM_EX)
    t = attack_once(s, "Drag Off")
    assert t.mon(1).name == "Zekrom ex" and t.mon(1).damage == 20
    assert t.mon(1, 1).name == "Skeledirge"


def test_RC_055_a_benched_skeledirge_cannot_be_switched_in_so_no_damage():
    s = Scenario().active(0, CRYOGONAL, energy=[W]).active(1, PALAFIN_EX).bench(1, SKELEDIRGE)
    t = attack_once(s, "Drag Off")
    assert t.mon(1).name == "Palafin ex" and t.mon(1).damage == 0 and t.mon(1, 1).damage == 0
    s.bench(1, ZEKROM_EX)
    t = attack_once(s, "Drag Off")                                 # only Zekrom ex can be chosen
    assert t.mon(1).name == "Zekrom ex"


# -- II-C-06 Heal -------------------------------------------------------------------------------


def test_RC_056_potion_heals_30_or_all_that_is_there():
    s = Scenario().active(0, SNOVER, damage=20).bench(0, KYOGRE, damage=50).active(1, SNOVER).hand(0, [POTION])
    t = s.start().play(POTION)
    assert set(t.options) == {(0, 0), (0, 1)}
    t.choose((0, 0))
    assert t.mon(0).damage == 0
    t = s.start().play(POTION).choose((0, 1))
    assert t.mon(0, 1).damage == 20


def test_RC_056_potion_needs_a_damaged_pokemon_and_only_offers_damaged_ones():
    s = Scenario().active(0, SNOVER).bench(0, KYOGRE).active(1, SNOVER, damage=30).hand(0, [POTION])
    assert not s.start().can("play", POTION)
    s = Scenario().active(0, SNOVER).bench(0, KYOGRE, damage=30).active(1, SNOVER).hand(0, [POTION])
    t = s.start().play(POTION)                                     # one candidate: no question
    assert t.mon(0, 1).damage == 0


def test_RC_057_wallys_compassion_heals_all_then_energy_to_hand():
    s = Scenario().active(0, MEGA_KANGASKHAN_EX, damage=150, energy=[W, W]).bench(0, SNOVER, damage=30)
    s.active(1, SNOVER).hand(0, [WALLY])
    t = s.start().play(WALLY)
    assert t.mon(0).damage == 0 and t.energy_ids(0) == [] and t.hand_ids(0) == [W, W]
    assert t.mon(0, 1).damage == 30


def test_RC_057_wallys_compassion_needs_a_damaged_mega_evolution_pokemon_ex():
    s = Scenario().active(0, MEGA_KANGASKHAN_EX, energy=[W]).bench(0, SNOVER, damage=30)
    s.active(1, SNOVER).hand(0, [WALLY])
    assert not s.start().can("play", WALLY)


# -- II-C-07 Put damage counters ----------------------------------------------------------------


def test_RC_058_biting_spree_counters_are_not_changed_by_damage_reductions():
    s = Scenario().active(0, TR_GOLBAT).hand(0, [TR_CROBAT_EX]).active(1, BOUFFALANT_EX).bench(1, SNOVER)
    s.bench(1, KYOGRE)
    t = s.start().evolve(TR_CROBAT_EX, 0).choose(True, (1, 0))
    assert t.decision.player == 0
    t.choose((1, 2))
    assert t.mon(1).damage == 20 and t.mon(1, 2).damage == 20 and t.mon(1, 1).damage == 0


def test_RC_059_cursed_drop_4_counters_in_any_split_ignoring_weakness_and_reductions():
    s = Scenario().active(0, SINISTCHA, energy=[G]).active(1, BOUFFALANT_EX).bench(1, SNOVER).bench(1, KYOGRE)
    t = attack_once(s, "Cursed Drop")
    t.choose(2, 1)                                                 # 2 on the Active, 1, then the rest
    assert [m.damage for m in t.player(1).in_play()] == [20, 10, 10]


def test_RC_060_unaware_skeledirge_may_be_given_counters_but_gets_none():
    s = Scenario().active(0, SINISTCHA, energy=[G]).active(1, SKELEDIRGE).bench(1, SNOVER)
    t = attack_once(s, "Cursed Drop")
    assert 3 in t.options                                          # it can be given some
    t.choose(3)
    assert t.mon(1).damage == 0 and t.mon(1, 1).damage == 10


# -- II-C-08 Move damage counters ---------------------------------------------------------------------


def test_RC_061_rocket_brain_any_number_of_times_and_a_knock_out_gives_prizes():
    s = Scenario().active(0, TR_ORBEETLE, damage=30).bench(0, SNOVER, damage=70).active(1, SNOVER)
    t = s.start()
    t.ability(0, 0)                                                # from Orbeetle to Snover
    assert t.mon(0).damage == 20 and t.mon(0, 1).damage == 80
    t.ability(0, 0)
    assert SNOVER in t.discard_ids(0) and len(t.player(1).prizes) == 5
    assert t.decision.player == 0 and t.decision.kind == "main"


def test_RC_061_rocket_brain_needs_a_damaged_team_rockets_pokemon():
    s = Scenario().active(0, TR_ORBEETLE).bench(0, SNOVER, damage=70).active(1, SNOVER)
    assert not s.start().can("ability", 0, 0)


def test_RC_062_rocket_mirror_moves_counters_not_damage():
    s = Scenario().active(0, TR_WOBBUFFET, energy=[P, P]).bench(0, TR_ORBEETLE, damage=50)
    s.active(1, BOUFFALANT_EX)
    t = attack_once(s, "Rocket Mirror")
    assert t.mon(0, 1).damage == 0 and t.mon(1).damage == 50      # Bouffer does not apply


def test_RC_063_counters_moved_to_an_unaware_skeledirge_vanish():
    s = Scenario().active(0, TR_WOBBUFFET, energy=[P, P]).bench(0, TR_ORBEETLE, damage=50)
    s.active(1, SKELEDIRGE)
    t = attack_once(s, "Rocket Mirror")
    assert t.mon(0, 1).damage == 0 and t.mon(1).damage == 0


# -- II-C-09 Attach Energy ----------------------------------------------------------------------


def test_RC_064_turbo_flare_up_to_3_to_the_bench_only_and_the_hand_attachment_stays():
    s = Scenario().active(0, CINDERACE, energy=[W]).bench(0, SNOVER).active(1, PALAFIN_EX)
    s.deck(0, [R, G, W, SNOVER]).hand(0, [W])
    t = attack_once(s, "Turbo Flare")
    t.choose(G, R, W)                                              # one Benched Pokémon: no "where"
    assert t.energy_ids(0, 1) == [G, R, W] and t.energy_ids(0, 0) == [W]
    assert not t.player(0).energy_attached


def test_RC_064_turbo_flare_may_take_none_and_still_shuffles():
    s = Scenario().active(0, CINDERACE, energy=[W]).bench(0, SNOVER).active(1, PALAFIN_EX).deck(0, [R, SNOVER])
    t = attack_once(s, "Turbo Flare").choose(DONE)
    assert t.energy_ids(0, 1) == [] and any("shuffles their deck" in x for x in t.log)


def test_RC_065_aura_jab_0_to_3_from_the_discard_to_the_bench():
    s = Scenario().active(0, MEGA_LUCARIO_EX, under=[RIOLU], energy=[F]).bench(0, SNOVER).bench(0, RIOLU)
    s.active(1, PALAFIN_EX).discard(0, [F, F, F, F])
    t = attack_once(s, "Aura Jab")
    t.choose(F, F, DONE)
    t.choose((0, 1), (0, 2))
    assert t.energy_ids(0, 1) == [F] and t.energy_ids(0, 2) == [F] and t.discard_ids(0) == [F, F]


def test_RC_065_aura_jab_without_a_bench_attaches_nothing():
    s = Scenario().active(0, MEGA_LUCARIO_EX, under=[RIOLU], energy=[F]).active(1, PALAFIN_EX)
    s.discard(0, [F, F])
    t = attack_once(s, "Aura Jab")
    assert t.discard_ids(0) == [F, F] and t.state.current == 1


def test_RC_066_tropical_frenzy_any_number_each_card_its_own_attachment():
    s = Scenario().active(0, ALOLAN_EXEGGUTOR_EX, energy=[G, W]).bench(0, SNOVER).active(1, PALAFIN_EX)
    s.hand(0, [G, W, F])
    t = attack_once(s, "Tropical Frenzy")
    t.choose(G, W, DONE)
    t.choose((0, 1), (0, 1))
    assert t.energy_ids(0, 1) == [G, W] and t.hand_ids(0) == [F]


def test_RC_066_tropical_frenzy_may_attach_none():
    s = Scenario().active(0, ALOLAN_EXEGGUTOR_EX, energy=[G, W]).active(1, PALAFIN_EX).hand(0, [G])
    t = attack_once(s, "Tropical Frenzy").choose(DONE)
    assert t.hand_ids(0) == [G]


def pachirisu_then_tropical_frenzy():
    """Minun's Buddy Pulse is not in our pool; 738 Pachirisu's Electrified Incisors also puts
    counters (8) on a Pokémon each time its opponent attaches an Energy card from hand to it
    (only to the Defending Pokémon).  Player 1's Alolan Exeggutor ex then uses Tropical
    Frenzy, picking a Basic {G} and a Basic {W} Energy card from hand."""
    s = Scenario().active(0, PACHIRISU, energy=[L]).bench(0, SNOVER)
    s.active(1, ALOLAN_EXEGGUTOR_EX, energy=[G, W]).bench(1, SNOVER).hand(1, [G, G, W])
    t = s.start().attack("Electrified Incisors")
    assert t.mon(1).damage == 10
    return t.attack("Tropical Frenzy").choose(G, W, DONE)


def test_RC_067_two_energy_attached_by_an_attack_to_one_pokemon_trigger_twice():
    t = pachirisu_then_tropical_frenzy().choose((1, 0), (1, 0))
    assert t.mon(1).damage == 10 + 2 * 80


def test_RC_067_one_energy_on_the_defending_pokemon_and_one_elsewhere_trigger_once():
    t = pachirisu_then_tropical_frenzy().choose((1, 0), (1, 1))
    assert t.mon(1).damage == 10 + 80 and t.mon(1, 1).damage == 0


# -- II-C-10 Move Energy ------------------------------------------------------------------------


def test_RC_068_hurricane_moves_a_basic_energy_after_the_damage():
    s = Scenario().active(0, TORNADUS, energy=[W, W, W]).bench(0, SNOVER).active(1, PALAFIN_EX)
    t = attack_once(s, "Hurricane")
    assert t.mon(1).damage == 100 and t.energy_ids(0, 1) == [W] and t.energy_ids(0, 0) == [W, W]


def test_RC_068_hurricane_without_a_bench_moves_nothing():
    s = Scenario().active(0, TORNADUS, energy=[W, W, W]).active(1, PALAFIN_EX)
    t = attack_once(s, "Hurricane")
    assert t.energy_ids(0, 0) == [W, W, W]


def test_RC_069_solar_transfer_as_often_as_you_like():
    s = Scenario().active(0, MEGA_VENUSAUR_EX, energy=[G, G, G]).bench(0, SNOVER).active(1, SNOVER)
    t = s.start()
    t.ability(0, 0)                                                # only Venusaur has any: no question
    t.ability(0, 0).choose((0, 0))                                 # now from Venusaur or Snover
    t.ability(0, 0).choose((0, 0))
    assert t.energy_ids(0, 1) == [G, G, G] and t.energy_ids(0, 0) == []
    t.ability(0, 0)                                                # and back again
    assert t.energy_ids(0, 0) == [G]


def test_RC_069_solar_transfer_cannot_be_used_when_nothing_could_move():
    s = Scenario().active(0, MEGA_VENUSAUR_EX, energy=[G]).active(1, SNOVER)
    assert not s.start().can("ability", 0, 0)                      # no other Pokémon
    s = Scenario().active(0, MEGA_VENUSAUR_EX, energy=[W]).bench(0, SNOVER).active(1, SNOVER)
    assert not s.start().can("ability", 0, 0)                      # no Basic {G} Energy


def test_RC_070_moving_1_energy_moves_one_basic_grass_that_provides_two():
    s = Scenario().active(0, MEGA_VENUSAUR_EX, energy=[G, W]).bench(0, MEGANIUM).active(1, SNOVER)
    t = s.start().ability(0, 0)
    assert t.energy_ids(0, 1) == [G] and t.energy_ids(0, 0) == [W]
    from ptcg.rules import queries as Q
    assert Q.count_units(t.state, t.mon(0, 1), G) == 2


def test_RC_071_team_rockets_energy_moved_to_a_non_team_rocket_pokemon_is_discarded_and_ends_it():
    s = Scenario().active(0, SNOVER).bench(0, TR_WOBBUFFET, energy=[TR_ENERGY, P]).active(1, SNOVER)
    s.hand(0, [NS_PLAN])
    t = s.start().play(NS_PLAN)
    t.choose(TR_ENERGY)                                            # the Benched Pokémon is the only source
    assert t.discard_ids(0) == sorted([NS_PLAN, TR_ENERGY]) and t.energy_ids(0, 0) == []
    assert t.energy_ids(0, 1) == [P] and t.decision.kind == "main"


# -- II-C-11 Put Basic Pokémon onto the Bench ------------------------------------------------------


def test_RC_072_call_for_family_only_as_many_as_fit():
    s = Scenario().active(0, NUMEL, energy=[R]).active(1, SNOVER).deck(0, [SNOVER, KYOGRE, W])
    for _ in range(4):
        s.bench(0, SCORBUNNY)
    t = attack_once(s, "Call for Family")
    t.choose(KYOGRE)                                               # one place: one pick, no "done" after
    assert len(t.player(0).bench) == 5 and t.state.current == 1


def test_RC_072_call_for_family_with_a_full_bench_does_not_search_or_shuffle():
    s = Scenario().active(0, NUMEL, energy=[R]).active(1, SNOVER).deck(0, [SNOVER, KYOGRE, W])
    for _ in range(5):
        s.bench(0, SCORBUNNY)
    t = s.start()
    rng = t.state.rng_n
    t.attack("Call for Family")
    assert t.state.current == 1 and t.state.rng_n == rng
    assert not any("shuffles" in x for x in t.log)


def test_RC_073_inviting_flowers_only_basic_lillies_pokemon_as_many_as_fit():
    s = Scenario().active(0, LILLIES_COMFEY, energy=[W]).active(1, SNOVER)
    s.deck(0, [LILLIES_CLEFAIRY_EX, LILLIES_COMFEY, SNOVER, W])
    for _ in range(4):
        s.bench(0, SCORBUNNY)
    t = attack_once(s, "Inviting Flowers")
    assert {o >> 7 for o in t.options if o != DONE} == {LILLIES_CLEFAIRY_EX, LILLIES_COMFEY}
    t.choose(LILLIES_CLEFAIRY_EX)
    assert len(t.player(0).bench) == 5 and t.mon(0, 5).name == "Lillie's Clefairy ex"


# -- II-C-12 Evolve by putting a card onto a Pokémon ---------------------------------------------------


def test_RC_074_rare_candy_not_on_a_basic_put_into_play_this_turn_nor_on_the_first_turn():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [RARE_CANDY, MEGA_CHARIZARD_X_EX, CHARMANDER])
    t = s.start()
    t.bench_card(CHARMANDER)
    assert not t.can("play", RARE_CANDY)
    s = Scenario(turn=2, current=0).active(0, CHARMANDER).active(1, SNOVER)
    s.hand(0, [RARE_CANDY, MEGA_CHARIZARD_X_EX])
    assert not s.start().can("play", RARE_CANDY)
    s = Scenario().active(0, CHARMANDER).active(1, SNOVER).hand(0, [RARE_CANDY, MEGA_CHARIZARD_X_EX])
    t = s.start().play(RARE_CANDY)
    assert t.mon(0).card.id == MEGA_CHARIZARD_X_EX and t.mon(0).cards[0] >> 7 == CHARMANDER


def test_RC_075_cellular_evolution_may_evolve_a_pokemon_put_into_play_this_turn_on_the_first_turn():
    s = Scenario(turn=2, current=0).active(0, DUOSION, under=[SOLOSIS], energy=[P]).active(1, SNOVER)
    s.hand(0, [SOLOSIS]).deck(0, [DUOSION, W])
    t = s.start()
    t.bench_card(SOLOSIS)
    t.attack("Cellular Evolution").choose(DUOSION)
    assert t.mon(0, 1).name == "Duosion" and t.mon(0, 1).cards[0] >> 7 == SOLOSIS
