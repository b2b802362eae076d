"""The cases of RULES.md II-E-19 … II-E-27 (shuffling, "then", turn-bound effects, history
conditions): RC-200 … RC-219.

Cards not in our pool (Oranguru's Find a Weakness, Victreebel's Gastro Acid, Espathra's
Discernment, Salazzle SV7, Wigglytuff ex) are stood in for: an attack of a pool card is
given their effect for one test, or the lasting effect they leave is put in place with the
engine's own :func:`ptcg.effects.on_pokemon`; each docstring says which.
"""

from ptcg.effects import UNTIL_OPPONENT_TURN_END, UNTIL_YOUR_TURN_END, on_pokemon
from ptcg.testing import DONE, Scenario, stand_in_attack
from ptcg.types import COLORLESS


G, R, W, L, P, F, D = 1, 2, 3, 4, 5, 6, 7
SNOVER, KYOGRE, KANGASKHAN_EX, LOTAD, RIOLU = 722, 721, 756, 260, 677
NUMEL, RALTS, KIRLIA, MEGA_GARDEVOIR_EX = 661, 745, 746, 747
OSHAWOTT, DEWOTT, SAMUROTT, CRYOGONAL = 574, 575, 576, 508
ABOMASNOW_EX, TR_MAREEP, TR_FLAAFFY = 723, 426, 427
POWERGLASS, TR_GRIMER, HOPS_ROOKIDEE = 1163, 459, 307
SPIRITOMB, BOUFFALANT_EX = 688, 631
MAGNEMITE, MAGNETON, MAGNEZONE, ZORUA, ZOROARK = 732, 733, 734, 614, 615
MISTYS_STARYU, MISTYS_STARMIE = 360, 361
KELDEO_EX, DUSKULL, DUSCLOPS, TR_KANGASKHAN_EX, MARACTUS = 583, 131, 132, 24, 486
WALLY, GIOVANNI, RARE_CANDY, SWITCH, POTION = 1229, 1218, 1079, 1123, 1117
PROTON, BOSS, COMMUNITY_CENTER = 1220, 1182, 1242
ACCELERATING_STAB, SWIRLING_WAVES = 981, 1043


# -- RC-200 .. RC-201: "then shuffle your deck" (II-E-19) -----------------------------------------------


def test_RC_200_call_for_family_shuffles_even_when_nothing_is_taken():
    s = Scenario().active(0, NUMEL, energy=[R]).active(1, SNOVER).deck(0, [LOTAD, W, W])
    t = s.start()
    t.attack("Call for Family").choose(DONE)
    assert t.player(0).bench == [] and t.shuffles() == 1
    s = Scenario().active(0, NUMEL, energy=[R]).active(1, SNOVER).deck(0, [W, W, W])
    t = s.start()
    t.attack("Call for Family")                            # no Basic Pokémon to find at all
    assert t.shuffles() == 1


def test_RC_200_a_full_bench_means_no_search_and_no_shuffle():
    s = Scenario().active(0, NUMEL, energy=[R]).active(1, SNOVER).deck(0, [LOTAD, W, W])
    for _ in range(5):
        s.bench(0, SNOVER)
    t = s.start()
    t.attack("Call for Family")
    assert t.shuffles() == 0 and len(t.player(0).bench) == 5


def test_RC_201_overflowing_wishes_one_energy_per_benched_pokemon_then_one_shuffle():
    s = Scenario().active(0, MEGA_GARDEVOIR_EX, under=[RALTS, KIRLIA], energy=[P]).active(1, KANGASKHAN_EX)
    t = s.bench(0, SNOVER).bench(0, LOTAD).deck(0, [P, W, P, P]).start()
    t.attack("Overflowing Wishes").choose(P, P)
    assert t.energy_ids(0, 1) == [P] and t.energy_ids(0, 2) == [P]
    assert t.shuffles() == 1 and [c >> 7 for c in t.player(0).deck].count(P) == 1


# -- RC-202 .. RC-205: "do X, then do Y" (II-E-20) -------------------------------------------------------


def samurott_position(opp_bench=(SNOVER, LOTAD), own_bench=(KYOGRE,)):
    s = Scenario().active(0, SAMUROTT, under=[OSHAWOTT, DEWOTT]).active(1, KANGASKHAN_EX)
    for cid in own_bench:
        s.bench(0, cid)
    for cid in opp_bench:
        s.bench(1, cid)
    return s.start()


def test_RC_202_torrential_whirlpool_your_switch_first_then_the_opponent_chooses():
    t = samurott_position()
    t.ability(0)
    assert t.mon(0).name == "Kyogre" and t.mon(0, 1).name == "Samurott"     # only one Benched: no question
    assert t.decision.player == 1 and set(t.options) == {(1, 1), (1, 2)}
    t.choose((1, 2))
    assert t.mon(1).name == "Lotad" and t.decision.player == 0


def test_RC_202_with_no_opposing_bench_only_your_switch_happens():
    t = samurott_position(opp_bench=())
    t.ability(0)
    assert t.mon(0).name == "Kyogre" and t.mon(1).name == "Mega Kangaskhan ex"


def test_RC_202_not_usable_without_your_own_benched_pokemon():
    assert not samurott_position(own_bench=()).can("ability", 0, 0)


def test_RC_203_drag_off_no_bench_no_switch_no_damage():
    s = Scenario().active(0, CRYOGONAL, energy=[W]).active(1, KANGASKHAN_EX)
    t = s.start()
    t.attack("Drag Off")
    assert t.mon(1).damage == 0
    t = s.bench(1, SNOVER).start()
    t.attack("Drag Off")
    assert t.mon(1).name == "Snover" and t.mon(1).damage == 20 and t.mon(1, 1).damage == 0


def test_RC_204_wallys_compassion_heals_though_nothing_returns_to_the_hand():
    s = Scenario().active(0, ABOMASNOW_EX, under=[SNOVER], damage=120).active(1, SNOVER).hand(0, [WALLY])
    t = s.start()
    assert t.can("play", WALLY)
    t.play(WALLY)
    assert t.mon(0).damage == 0 and t.hand_ids(0) == [] and t.discard_ids(0) == [WALLY]


def test_RC_205_giovanni_cannot_be_played_without_a_benched_team_rockets_pokemon():
    s = Scenario().active(0, TR_MAREEP).bench(0, SNOVER).active(1, SNOVER).bench(1, KYOGRE).hand(0, [GIOVANNI])
    assert not s.start().can("play", GIOVANNI)
    s = Scenario().active(0, TR_MAREEP).bench(0, TR_FLAAFFY).active(1, SNOVER).bench(1, KYOGRE)
    t = s.hand(0, [GIOVANNI]).start()
    t.play(GIOVANNI)
    assert t.mon(0).name == "Team Rocket's Flaaffy" and t.mon(1).name == "Kyogre"


# -- RC-206 .. RC-207: "at the end of the turn" (II-E-21) --------------------------------------------------


def test_RC_206_powerglass_attaches_at_the_end_of_its_owners_turn_before_the_checkup():
    s = Scenario().active(0, SNOVER, tools=[POWERGLASS], conditions=["poisoned"]).active(1, KYOGRE)
    t = s.discard(0, [F]).start()
    t.end_turn()
    assert t.decision.player == 0 and t.decision.kind == "choose_card"    # "you may": F or done
    t.choose(F)
    assert t.energy_ids(0) == [F] and t.mon(0).damage == 10
    attached = next(i for i, line in enumerate(t.log) if "Basic {F} Energy attached" in line)
    poisoned = next(i for i, line in enumerate(t.log) if "1 damage counter on P1" in line)
    assert attached < poisoned


def test_RC_206_powerglass_also_after_an_attack_but_not_on_the_opponents_turn():
    s = Scenario().active(0, SNOVER, tools=[POWERGLASS], energy=[W]).active(1, KYOGRE).discard(0, [F, F])
    t = s.start()
    t.attack("Beat").choose(F)
    assert t.energy_ids(0) == [W, F]
    t.end_turn()                                           # player 1's turn ends: no question for player 0
    assert t.decision.player == 0 and t.decision.kind == "main" and t.energy_ids(0) == [W, F]


def test_RC_206_powerglass_only_in_the_active_spot():
    s = Scenario().active(0, KYOGRE).bench(0, SNOVER, tools=[POWERGLASS]).active(1, KYOGRE).discard(0, [F])
    t = s.start()
    t.end_turn()
    assert t.decision.player == 1 and t.energy_ids(0, 1) == []


def corrosive_sludge_position(defender_bench=(LOTAD,)):
    s = Scenario().active(0, TR_GRIMER, energy=[D, D]).active(1, KYOGRE, energy=[W, W, W], tools=[POWERGLASS])
    for cid in defender_bench:
        s.bench(1, cid)
    t = s.start()
    t.attack("Corrosive Sludge")
    return t


def test_RC_207_corrosive_sludge_discards_at_the_end_of_the_next_turn_without_a_knock_out():
    """UNSURE in RULES.md (001 does not say it): discarding is not a Knock Out, so no Prize
    card is taken and no Knock Out is recorded."""
    t = corrosive_sludge_position()
    assert t.mon(1).name == "Kyogre"                       # still there during player 1's turn
    t.end_turn()
    assert t.discard_ids(1) == sorted([KYOGRE, W, W, W, POWERGLASS])
    assert t.mon(1).name == "Lotad"                        # the only Benched Pokémon comes up
    assert len(t.player(0).prizes) == 6 and t.player(1).kos == []


def test_RC_207_with_no_bench_left_its_owner_loses():
    t = corrosive_sludge_position(defender_bench=())
    t.end_turn()
    assert t.game.is_over() and t.state.result.winner == 0


def test_RC_207_the_effect_ends_when_the_pokemon_goes_to_the_bench():
    t = corrosive_sludge_position()
    t.retreat(1)
    t.end_turn()
    assert t.mon(1, 1).name == "Kyogre" and KYOGRE not in t.discard_ids(1)


# -- RC-208 .. RC-211: "until the end of your next turn" (II-E-22) --------------------------------------


def test_RC_208_find_a_weakness_colorless_weakness_until_the_end_of_your_next_turn():
    """Oranguru is not in our pool: its effect is put on the opponent's Active Pokémon with
    on_pokemon.  Hop's Rookidee's Peck (20, {C}) does 40 on the next turn, 20 after it."""
    s = Scenario().active(0, HOPS_ROOKIDEE, energy=[W, W]).active(1, KYOGRE)
    t = s.start()
    on_pokemon(t.state, "weakness_is", t.mon(1), UNTIL_YOUR_TURN_END, COLORLESS, source=1)
    t.end_turn().end_turn()
    t.attack("Peck")
    assert t.mon(1).damage == 40
    t.end_turn()
    t.attack("Peck")
    assert t.mon(1).damage == 60


def gastro_acid(g, a):
    """Victreebel's Gastro Acid, not in our pool: the Defending Pokémon has no Abilities
    until the end of your next turn (an attack effect, P1 step 5)."""
    on_pokemon(g, "no_abilities", a.opp.active, UNTIL_YOUR_TURN_END, a=a)


def test_RC_209_gastro_acid_no_abilities_during_both_turns_then_back():
    """Stood in for on Riolu's Accelerating Stab.  Mega Kangaskhan ex can't use Run Errand
    during its owner's turn; after player 0's next turn it can again."""
    with stand_in_attack(ACCELERATING_STAB, effect=gastro_acid):
        s = Scenario().active(0, RIOLU, energy=[F]).active(1, KANGASKHAN_EX)
        t = s.start()
        t.attack("Accelerating Stab")
        assert not t.can("ability", 0, 0)
        t.end_turn().end_turn()
        assert t.can("ability", 0, 0)


def test_RC_210_gastro_acid_comes_before_spiteful_swirl():
    """Spiritomb's Spiteful Swirl (1 counter on the attacker at step 6) is gone when Gastro
    Acid takes effect at step 5 of the same attack; without it, the attacker gets 1.  Gastro
    Acid is stood in for on Riolu's Accelerating Stab (30)."""
    s = Scenario().active(0, RIOLU, energy=[F]).active(1, SPIRITOMB)
    t = s.start()
    t.attack("Accelerating Stab")
    assert t.mon(1).damage == 30 and t.mon(0).damage == 10
    with stand_in_attack(ACCELERATING_STAB, effect=gastro_acid):
        t = s.start()
        t.attack("Accelerating Stab")
    assert t.mon(1).damage == 30 and t.mon(0).damage == 0


def test_RC_211_bouffer_still_reduces_the_gastro_acid_attack_itself():
    """Stood in for on Kyogre's Swirling Waves (130): 130 - 30 = 100.  Afterwards Bouffer is
    gone: the next Swirling Waves does 130 and Knocks Out the 220-HP Bouffalant ex."""
    with stand_in_attack(SWIRLING_WAVES, effect=gastro_acid):
        s = Scenario().active(0, KYOGRE, energy=[W, W, W]).active(1, BOUFFALANT_EX)
        t = s.start()
        t.attack("Swirling Waves")
        assert t.mon(1).damage == 100
        t.end_turn()
        t.attack("Swirling Waves")
        assert BOUFFALANT_EX in t.discard_ids(1)


# -- RC-212: "until the end of your opponent's next turn" (II-E-23) ------------------------------------


def test_RC_212_discernment_protects_during_the_opponents_next_turn_only():
    """Espathra is not in our pool: the effect of its Ability is put on the Pokémon with
    on_pokemon during its owner's turn.  The opponent's attack then does nothing; a turn
    later it does its damage."""
    s = Scenario().active(0, KYOGRE).active(1, HOPS_ROOKIDEE, energy=[W, W])
    t = s.start()
    on_pokemon(t.state, "prevent_all", t.mon(0), UNTIL_OPPONENT_TURN_END, source=1)
    t.end_turn()
    t.attack("Peck")
    assert t.mon(0).damage == 0
    t.end_turn()
    t.attack("Peck")
    assert t.mon(0).damage == 20


# -- RC-213 .. RC-215: "if this Pokémon evolved from X during this turn" (II-E-24) ------------------------


def test_RC_213_upper_spark_plus_120_only_when_evolved_from_magneton_this_turn():
    s = Scenario().active(0, MAGNETON, under=[MAGNEMITE], energy=[L]).active(1, KANGASKHAN_EX)
    t = s.hand(0, [MAGNEZONE]).start()
    t.evolve(MAGNEZONE, 0).attack("Upper Spark")
    assert t.mon(1).damage == 170


def test_RC_213_rare_candy_from_magnemite_gives_no_bonus():
    s = Scenario().active(0, MAGNEMITE, energy=[L]).active(1, KANGASKHAN_EX).hand(0, [RARE_CANDY, MAGNEZONE])
    t = s.start()
    t.play(RARE_CANDY)
    assert t.mon(0).name == "Magnezone"
    t.attack("Upper Spark")
    assert t.mon(1).damage == 50


def test_RC_214_the_bonus_needs_the_named_pre_evolution_this_turn():
    """Salazzle (SV7) is not in our pool; 361 Misty's Starmie's Abrupt Flash has the same
    condition (evolved from Misty's Staryu during this turn: 80 more)."""
    s = Scenario().active(0, MISTYS_STARYU, energy=[W]).active(1, KANGASKHAN_EX).hand(0, [MISTYS_STARMIE])
    t = s.start()
    t.evolve(MISTYS_STARMIE, 0).attack("Abrupt Flash")
    bonus_damage = t.mon(1).damage
    s = Scenario().active(0, MISTYS_STARMIE, under=[MISTYS_STARYU], energy=[W], evolved_turn=1)
    t = s.active(1, KANGASKHAN_EX).start()
    t.attack("Abrupt Flash")
    assert bonus_damage - t.mon(1).damage == 80


def test_RC_215_foul_play_copying_upper_spark_gets_no_bonus():
    """Zoroark evolved from Zorua this turn: Upper Spark copied does its 50 only."""
    s = Scenario().active(0, ZORUA, energy=[W, W, W]).active(1, MAGNEZONE, under=[MAGNEMITE, MAGNETON])
    t = s.hand(0, [ZOROARK]).start()
    t.evolve(ZOROARK, 0).attack("Foul Play").choose(1060)
    assert t.mon(1).damage == 50


# -- RC-216: "if this Pokémon moved from your Bench to the Active Spot this turn" (II-E-25) ---------------


def keldeo_position(**kw):
    s = Scenario(**kw).active(0, LOTAD, energy=[W]).bench(0, KELDEO_EX, energy=[W, W]).active(1, KANGASKHAN_EX)
    return s.hand(0, [SWITCH, SWITCH])


def test_RC_216_gale_thrust_plus_90_after_a_retreat_or_a_switch():
    t = keldeo_position().start()
    t.retreat(1).attack("Gale Thrust")
    assert t.mon(1).damage == 120
    t = keldeo_position().start()
    t.play(SWITCH).attack("Gale Thrust")
    assert t.mon(1).damage == 120


def test_RC_216_moving_up_twice_still_plus_90_once():
    t = keldeo_position().start()
    t.play(SWITCH).play(SWITCH)
    assert t.mon(0).name == "Lotad"
    t.retreat(1).attack("Gale Thrust")
    assert t.mon(1).damage == 120


def test_RC_216_promoted_after_a_knock_out_this_turn_counts():
    """Dusclops's Cursed Blast Knocks Out the Active Dusclops itself; Keldeo ex comes up."""
    s = Scenario().active(0, DUSCLOPS, under=[DUSKULL]).bench(0, KELDEO_EX, energy=[W, W])
    t = s.active(1, KANGASKHAN_EX).bench(1, SNOVER).start()
    t.ability(0).choose((1, 1))
    assert t.mon(0).name == "Keldeo ex"
    t.attack("Gale Thrust")
    assert t.mon(1).damage == 120


def test_RC_216_promoted_in_the_checkup_before_the_turn_does_not_count():
    """UNSURE in RULES.md; the strict reading: a promotion after a Knock Out in the Checkup
    happens between turns, not "this turn"."""
    s = Scenario().active(0, LOTAD, conditions=["poisoned"], damage=50).bench(0, KELDEO_EX, energy=[W, W])
    t = s.active(1, KANGASKHAN_EX).start()
    t.end_turn()                                           # Poison Knocks Out Lotad; Keldeo ex comes up
    assert t.mon(0).name == "Keldeo ex"
    t.end_turn()
    t.attack("Gale Thrust")
    assert t.mon(1).damage == 30


def test_RC_216_moved_up_on_an_earlier_turn_does_not_count():
    s = Scenario().active(0, KELDEO_EX, energy=[W, W]).active(1, KANGASKHAN_EX)
    t = s.start()
    t.mon(0).moved_active_turn = 1
    t.attack("Gale Thrust")
    assert t.mon(1).damage == 30


# -- RC-217 .. RC-218: "if you played a Supporter card from your hand during this turn" (II-E-26) ---------


def wicked_impact_position():
    s = Scenario().active(0, TR_KANGASKHAN_EX, energy=[W, W, W]).active(1, KANGASKHAN_EX).bench(1, KYOGRE)
    return s.hand(0, [PROTON, BOSS]).start()


def test_RC_217_wicked_impact_plus_100_after_a_team_rocket_supporter():
    t = wicked_impact_position()
    t.play(PROTON).attack("Wicked Impact")
    assert t.mon(1).damage == 220


def test_RC_217_another_supporter_or_none_gives_no_bonus():
    t = wicked_impact_position()
    t.play(BOSS)
    t.attack("Wicked Impact")
    assert t.mon(1).name == "Kyogre" and t.mon(1).damage == 120
    t = wicked_impact_position()
    t.attack("Wicked Impact")
    assert t.mon(1).damage == 120


def test_RC_218_any_supporter_from_hand_unlocks_community_center():
    """Wigglytuff ex is not in our pool; 1242 Community Center's condition is the same
    ("if they played a Supporter card from their hand this turn")."""
    s = Scenario().active(0, SNOVER, damage=30).bench(0, LOTAD, damage=10).active(1, KANGASKHAN_EX)
    t = s.bench(1, KYOGRE).stadium(COMMUNITY_CENTER).hand(0, [BOSS]).start()
    assert not t.can("stadium")
    t.play(BOSS)
    t.stadium_ability()
    assert t.mon(0).damage == 20 and t.mon(0, 1).damage == 0


# -- RC-219: "if this Pokémon was healed during this turn" (II-E-27) -------------------------------------


def test_RC_219_lively_needles_plus_100_after_a_potion():
    s = Scenario().active(0, MARACTUS, energy=[G], damage=30).active(1, KANGASKHAN_EX).hand(0, [POTION])
    t = s.start()
    t.play(POTION).attack("Lively Needles")
    assert t.mon(1).damage == 120


def test_RC_219_potion_cannot_be_played_on_an_undamaged_maractus_and_healing_0_is_no_heal():
    s = Scenario().active(0, MARACTUS, energy=[G]).active(1, KANGASKHAN_EX).hand(0, [POTION])
    assert not s.start().can("play", POTION)
    s = Scenario().active(0, MARACTUS, energy=[G]).bench(0, LOTAD, damage=10).active(1, KANGASKHAN_EX)
    t = s.bench(1, SNOVER).stadium(COMMUNITY_CENTER).hand(0, [BOSS]).start()
    t.play(BOSS)
    t.stadium_ability()                                     # heals 10 from each: 0 from Maractus
    assert t.mon(0, 1).damage == 0
    t.attack("Lively Needles")
    assert t.mon(1).damage == 20
