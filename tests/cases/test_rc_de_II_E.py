"""The cases of II-E-01 … II-E-12 of RULES.md: RC-157 … RC-180.

The named card is used when it is in our pool (every card of these cases is, except that an
Energy attached "from the hand by an effect" has no pool card for Enriching Energy: the
attachment primitive is called directly there, as the docstring says).
"""

import pytest

from ptcg import Game
from ptcg.decisions import YES_NO
from ptcg.effects import attach
from ptcg.rules import queries as Q
from ptcg.ruleset import STANDARD
from ptcg.testing import Scenario

G, R, W, L, P, F, D, M = 1, 2, 3, 4, 5, 6, 7, 8
ENRICHING, SPIKY, IGNITION = 13, 14, 17
SNOVER, KYOGRE, SANDSHREW, ABRA, KADABRA, ALAKAZAM = 722, 721, 669, 741, 742, 743
RIOLU, MEGA_LUCARIO_EX, ELECTRIKE, MEGA_MANECTRIC_EX, MEGA_KANGASKHAN_EX = 677, 678, 736, 737, 756
BULBASAUR, ZAMAZENTA, MARACTUS, HUNTAIL, FEZANDIPITI_EX, HOPS_CORVIKNIGHT = 650, 467, 255, 416, 140, 298
TR_GOLBAT, TR_CROBAT_EX, SOLOSIS, DUOSION, DURANT_EX, TRAPINCH = 457, 458, 518, 519, 198, 187
PACHIRISU, EXEGGCUTE, ALOLAN_EXEGGUTOR_EX, BLAZIKEN_EX, TORCHIC, COMBUSKEN = 738, 177, 193, 326, 324, 325
TR_TYRANITAR, GOREBYSS, SPEAROW, CETITAN_EX, TERRAKION, KYUREM, DUSKNOIR = 442, 417, 701, 424, 607, 144, 133
MEGA_VENUSAUR_EX, YUNGOOS, GUMSHOOS = 652, 704, 705
SWITCH, RARE_CANDY, HEROS_CAPE, SCOOP_UP_CYCLONE = 1123, 1079, 1159, 1093


# -- II-E-01 / II-E-02: "during your (opponent's) next turn" -------------------------------------------


def flash_rayed(defender):
    s = Scenario().active(0, MEGA_MANECTRIC_EX, under=[ELECTRIKE], energy=[L, L], conditions=["poisoned"])
    s.active(1, defender, energy=[F, W, W]).bench(1, RIOLU)
    t = s.start()
    t.attack("Flash Ray")
    assert t.mon(0).damage == 10                            # the Checkup's Poison counter
    return t


def test_RC_157_flash_ray_stops_basic_attackers_during_the_next_turn_only():
    t = flash_rayed(MEGA_KANGASKHAN_EX)
    t.coins("T").attack("Rapid-Fire Combo")                 # turn 4, Basic: prevented
    assert t.mon(0).damage == 10 + 10                       # only the next Poison counter
    t.end_turn()
    t.coins("T").attack("Rapid-Fire Combo")                 # turn 6: no protection any more
    assert t.mon(0).damage == 40 + 200                      # 4 Poison counters by now


def test_RC_157_flash_ray_does_not_stop_an_evolution_attacker():
    t = flash_rayed(MEGA_LUCARIO_EX)
    t.attack("Aura Jab")                                    # turn 4, Stage 1: not prevented
    assert t.mon(0).damage == 10 + 130 * 2 + 10


def test_RC_158_bind_down_no_retreat_during_the_next_turn_only():
    s = Scenario().active(0, BULBASAUR, energy=[G]).active(1, SANDSHREW, energy=[W, W]).bench(1, SNOVER)
    t = s.start()
    t.attack("Bind Down")
    assert not t.can("retreat", 1)
    t.end_turn().end_turn()
    assert t.can("retreat", 1)


def test_RC_159_mega_brave_locked_during_your_next_turn_only():
    s = Scenario().active(0, MEGA_LUCARIO_EX, under=[RIOLU], energy=[F, F]).active(1, MEGA_KANGASKHAN_EX)
    s.bench(1, SNOVER)
    t = s.start()
    t.attack("Mega Brave")
    t.end_turn()
    assert not t.can("attack", "Mega Brave") and t.can("attack", "Aura Jab")
    t.end_turn().end_turn()
    assert t.can("attack", "Mega Brave")


def test_RC_159_mega_brave_lock_ends_when_it_leaves_the_active_spot():
    s = Scenario().active(0, MEGA_LUCARIO_EX, under=[RIOLU], energy=[F, F, F, F]).bench(0, SNOVER)
    s.active(1, MEGA_KANGASKHAN_EX).bench(1, SNOVER).hand(0, [SWITCH])
    t = s.start()
    t.attack("Mega Brave")
    t.end_turn()
    t.retreat(1).play(SWITCH)                               # to the Bench and back
    assert t.mon(0).cid == MEGA_LUCARIO_EX and t.can("attack", "Mega Brave")


# -- II-E-03 "when damaged by an attack" -------------------------------------------------------------


def test_RC_160_strong_bash_strikes_back_before_the_knock_out():
    s = Scenario().active(0, ZAMAZENTA, energy=[M, M, W]).bench(0, SNOVER)
    s.active(1, MEGA_KANGASKHAN_EX, energy=[W, W, W])
    t = s.start()
    t.attack("Strong Bash")
    t.coins("T").attack("Rapid-Fire Combo")                 # 200 on 130 HP
    assert ZAMAZENTA in t.discard_ids(0)
    assert t.mon(1).damage == 70 + 200                      # counters equal to the damage done


def test_RC_160_strong_bash_nothing_when_no_damage_is_done():
    s = Scenario().active(0, ZAMAZENTA, energy=[M, M, W]).active(1, KYOGRE, energy=[W])
    t = s.start()
    t.attack("Strong Bash")
    t.attack("Riptide")                                     # no Water Energy in the discard: 0
    assert t.mon(0).damage == 0 and t.mon(1).damage == 70


def test_RC_161_spiky_energy_on_the_active_damaged_pokemon():
    s = Scenario().active(0, SNOVER, energy=[W]).active(1, KYOGRE, energy=[SPIKY])
    t = s.start()
    t.attack("Beat")
    assert t.mon(0).damage == 20


def test_RC_161_spiky_energy_not_on_the_bench_and_not_without_damage():
    s = Scenario().active(0, HOPS_CORVIKNIGHT, energy=[W]).active(1, KYOGRE).bench(1, SNOVER, energy=[SPIKY])
    t = s.start()
    t.attack("Shoot Through")                               # 50 to the Benched Snover
    assert t.mon(1, 1).damage == 50 and t.mon(0).damage == 0
    s = Scenario().active(0, SNOVER, energy=[W]).active(1, KYOGRE, energy=[SPIKY])
    s.effect(1, 0, "damage_taken", -30)                     # 10 - 30: no damage
    t = s.start()
    t.attack("Beat")
    assert t.mon(1).damage == 0 and t.mon(0).damage == 0


# -- II-E-04 "when Knocked Out" ----------------------------------------------------------------------


def test_RC_162_exploding_needles_knocks_out_the_attacker_in_the_same_processing():
    s = Scenario().active(0, SNOVER, energy=[W], damage=30).bench(0, KYOGRE)
    s.active(1, MARACTUS, damage=100).bench(1, SNOVER)
    t = s.start()
    t.attack("Beat")
    assert MARACTUS in t.discard_ids(1) and SNOVER in t.discard_ids(0)
    assert len(t.player(0).prizes) == 5 and len(t.player(1).prizes) == 5
    assert t.mon(0).cid == KYOGRE and t.mon(1).cid == SNOVER


def test_RC_162_exploding_needles_only_from_the_active_spot():
    s = Scenario().active(0, FEZANDIPITI_EX, energy=[W, W, W]).active(1, SNOVER).bench(1, MARACTUS, damage=10)
    t = s.start()
    t.attack("Cruel Arrow").choose((1, 1))
    assert MARACTUS in t.discard_ids(1) and t.mon(0).damage == 0


@pytest.mark.parametrize("use, to_hand", [(True, [W, W]), (False, [])])
def test_RC_163_divers_catch_basic_water_energy_to_the_hand_before_the_discard(use, to_hand):
    s = Scenario().active(0, MEGA_LUCARIO_EX, under=[RIOLU], energy=[F, F])
    s.active(1, KYOGRE, energy=[W, W, SPIKY]).bench(1, HUNTAIL).hand(1, [])
    t = s.start()
    t.attack("Mega Brave").choose(use)
    assert t.hand_ids(1) == to_hand + [W]                   # and the next turn's draw
    assert t.discard_ids(1) == sorted([KYOGRE, SPIKY] + [W] * (2 - len(to_hand)))


# -- II-E-05 / II-E-06: "when you play this card from your hand to evolve / onto your Bench" ---------


def test_RC_164_biting_spree_right_after_evolving_or_never():
    s = Scenario().active(0, TR_GOLBAT).active(1, SNOVER).bench(1, KYOGRE).hand(0, [TR_CROBAT_EX])
    t = s.start()
    t.evolve(TR_CROBAT_EX, 0)
    assert t.decision.kind == YES_NO
    t.choose(False)
    assert t.decision.kind == "main" and not any(o[0] == "ability" for o in t.options)
    assert t.mon(1).damage == 0 and t.mon(1, 1).damage == 0


def test_RC_164_biting_spree_not_when_evolved_from_the_deck_by_an_effect():
    s = Scenario().active(0, DUOSION, under=[SOLOSIS], energy=[W]).bench(0, TR_GOLBAT)
    s.active(1, SNOVER).bench(1, KYOGRE).deck(0, [TR_CROBAT_EX, W])
    t = s.start()
    t.attack("Cellular Evolution").choose(TR_CROBAT_EX)
    assert t.mon(0, 1).cid == TR_CROBAT_EX
    assert t.mon(1).damage == 0 and t.mon(1, 1).damage == 0 and t.state.turn == 4


def test_RC_165_psychic_draw_when_kadabra_evolves_from_the_hand():
    s = Scenario().active(0, ABRA).active(1, SNOVER).hand(0, [KADABRA]).deck(0, [W, G, W])
    t = s.start()
    t.evolve(KADABRA, 0).choose(True)
    assert t.hand_ids(0) == [G, W]


def test_RC_166_rare_candy_counts_as_evolving_from_the_hand():
    s = Scenario().active(0, ABRA).active(1, SNOVER).hand(0, [RARE_CANDY, ALAKAZAM]).deck(0, [W, G, W, G])
    t = s.start()
    t.play(RARE_CANDY)
    assert t.mon(0).cid == ALAKAZAM and t.decision.kind == YES_NO
    t.choose(True)
    assert t.hand_ids(0) == [G, W, W]


def test_RC_167_sudden_shearing_from_the_hand_only():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [DURANT_EX]).deck(1, [KYOGRE, W])
    t = s.start()
    t.bench_card(DURANT_EX).choose(True)
    assert t.discard_ids(1) == [KYOGRE]
    s = Scenario().active(0, TRAPINCH, energy=[W]).active(1, SNOVER).deck(0, [DURANT_EX, W]).deck(1, [KYOGRE, W])
    t = s.start()
    t.attack("Call for Family").choose(DURANT_EX)
    assert t.mon(0, 1).cid == DURANT_EX and t.discard_ids(1) == [] and t.state.turn == 4


def setup_benching_durant(seed):
    """A real game's setup in which every Durant ex that can be benched is; whether one was.
    No Ability question may come up on the way."""
    deck = [DURANT_EX] * 4 + [SNOVER] * 16 + [W] * 40
    game = Game(deck, deck, seed=seed, rules=STANDARD.with_(first_player="player0"), validate_decks=False)
    benched = False
    while game.decision.kind != "main":
        d = game.decision
        assert d.kind != YES_NO
        durant = [o for o in d.options if isinstance(o, int) and o >> 7 == DURANT_EX]
        benched = benched or (d.kind == "setup_bench" and bool(durant))
        game.apply(durant[0] if d.kind == "setup_bench" and durant else d.options[0])
    return benched, game


def test_RC_167_sudden_shearing_not_during_setup():
    seed = next(seed for seed in range(100) if setup_benching_durant(seed)[0])
    benched, game = setup_benching_durant(seed)
    assert any(m.cid == DURANT_EX for m in game.state.players[0].bench + game.state.players[1].bench)
    assert all(not p.discard for p in game.state.players)


# -- II-E-07 "whenever Energy is attached" -------------------------------------------------------------


def test_RC_168_enriching_energy_draws_4_when_attached_from_the_hand():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [ENRICHING])
    t = s.start()
    t.attach(ENRICHING, 0)
    assert len(t.player(0).hand) == 4


def test_RC_168_enriching_energy_by_an_effect_from_the_hand_draws_but_not_from_the_discard():
    """No pool card attaches a Special Energy from the hand or the discard pile by an effect:
    the attachment primitive those effects use is called directly."""
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [ENRICHING]).discard(0, [ENRICHING])
    t = s.start()
    g, mon = t.state, t.mon(0)
    assert list(attach(g, mon, t.player(0).discard[0], from_hand=False)) == []
    assert len(t.player(0).hand) == 1
    assert list(attach(g, mon, t.player(0).hand[0], from_hand=True)) == []
    assert len(t.player(0).hand) == 4 and len(mon.energy) == 2


def incisors(defender, hand=(), **kw):
    """Turn 4: player 1's Active ``defender`` was hit by Pachirisu's Electrified Incisors (10
    damage); player 1 holds ``hand`` and the card just drawn (a Basic {W} Energy)."""
    s = Scenario().active(0, PACHIRISU, energy=[L]).active(1, defender, **kw).hand(1, list(hand))
    t = s.start()
    t.attack("Electrified Incisors")
    return t


def test_RC_169_electrified_incisors_8_counters_per_energy_attached_from_the_hand():
    t = incisors(MEGA_KANGASKHAN_EX)
    t.attach(W, 0)
    assert t.mon(1).damage == 10 + 80
    t.end_turn().end_turn()
    t.attach(W, 0)                                          # the turn after: nothing
    assert t.mon(1).damage == 90


def test_RC_169_electrified_incisors_not_for_energy_attached_from_the_discard():
    s = Scenario().active(0, PACHIRISU, energy=[L]).active(1, MEGA_KANGASKHAN_EX)
    s.bench(1, BLAZIKEN_EX, under=[TORCHIC, COMBUSKEN]).discard(1, [F])
    t = s.start()
    t.attack("Electrified Incisors")
    t.ability(1).choose((1, 0))                             # Seething Spirit: from the discard pile
    assert t.energy_ids(1) == [F] and t.mon(1).damage == 10


def test_RC_170_ignition_energy_one_card_one_trigger():
    t = incisors(MEGA_LUCARIO_EX, hand=[IGNITION], under=[RIOLU])
    t.attach(IGNITION, 0)                                   # 3 units on an Evolution Pokémon
    assert len(Q.attached_units(t.state, t.mon(1))) == 3 and t.mon(1).damage == 10 + 80


def test_RC_171_tropical_frenzy_three_cards_three_triggers():
    t = incisors(ALOLAN_EXEGGUTOR_EX, hand=[G, F], under=[EXEGGCUTE], energy=[G, W])
    t.attack("Tropical Frenzy").choose(G, W, F)             # all to Exeggutor ex, its only Pokémon
    assert len(t.mon(1).energy) == 5 and t.mon(1).damage == 10 + 3 * 80


# -- II-E-08 .. II-E-10 -----------------------------------------------------------------------------


def test_RC_172_sand_stream_with_poison_one_knock_out_check_at_the_end():
    s = Scenario(turn=4, current=1).active(0, TR_TYRANITAR).bench(0, SNOVER)
    s.active(1, SNOVER, conditions=["poisoned"], damage=60).bench(1, SNOVER, damage=70).bench(1, KYOGRE)
    t = s.start()
    t.end_turn()
    assert t.discard_ids(1) == [SNOVER, SNOVER] and len(t.player(0).prizes) == 4
    assert t.mon(1).cid == KYOGRE and t.mon(1).damage == 20 and t.mon(0, 1).damage == 0


def test_RC_173_crescendo_wave_attaches_before_counting():
    s = Scenario().active(0, GOREBYSS, energy=[W, W]).active(1, CETITAN_EX).hand(0, [W, W, W])
    t = s.start()
    t.attack("Crescendo Wave").choose(W, W, W)
    assert t.mon(1).damage == 30 * 5


def test_RC_174_pluck_removes_the_tool_before_damage_is_calculated():
    s = Scenario().active(0, SPEAROW, energy=[W]).active(1, SNOVER, tools=[HEROS_CAPE], damage=80)
    s.bench(1, KYOGRE)
    t = s.start()
    t.attack("Pluck")
    assert t.discard_ids(1) == sorted([SNOVER, HEROS_CAPE])


def test_RC_175_crushing_press_no_stadium_no_bonus():
    s = Scenario().active(0, CETITAN_EX, energy=[W] * 4).active(1, MEGA_LUCARIO_EX)
    t = s.start()
    t.attack("Crushing Press")                              # nothing to discard: no question
    assert t.mon(1).damage == 140


@pytest.mark.parametrize("discard, damage", [(True, 330), (False, 200)])
def test_RC_176_riotous_blasting_you_may_discard_all_energy(discard, damage):
    s = Scenario().active(0, MEGA_MANECTRIC_EX, under=[ELECTRIKE], energy=[L, L, L]).active(1, MEGA_LUCARIO_EX)
    t = s.start()
    t.attack("Riotous Blasting").choose(discard)
    assert t.mon(1).damage == damage and (t.energy_ids(0) == []) == discard


# -- II-E-11 "if any of your Pokémon were Knocked Out during your opponent's last turn" ------------------


def test_RC_177_retaliate_80_more_once_however_many_were_knocked_out():
    s = Scenario(turn=4, current=1).active(0, SNOVER).bench(0, SNOVER).bench(0, TERRAKION, energy=[F, W])
    s.active(1, KYUREM, energy=[W, W, M, M, W])
    t = s.start()
    t.attack("Trifrost")                                    # 110 to each: both Snover are Knocked Out
    assert t.discard_ids(0) == [SNOVER, SNOVER] and t.mon(0).cid == TERRAKION
    t.attack("Retaliate")
    assert KYUREM in t.discard_ids(1)                       # 50 + 80 on 130 HP


def test_RC_177_retaliate_no_bonus_for_a_knock_out_by_an_ability():
    s = Scenario(turn=4, current=1).active(0, TERRAKION, energy=[F, W]).bench(0, SNOVER)
    s.active(1, KYOGRE).bench(1, DUSKNOIR)
    t = s.start()
    t.ability(1).choose((0, 1))                             # Cursed Blast: 13 counters
    assert SNOVER in t.discard_ids(0)
    t.end_turn()
    t.attack("Retaliate")
    assert t.mon(1).damage == 50


def test_RC_178_flip_the_script_once_per_turn_whatever_the_number_of_fezandipiti():
    s = Scenario(turn=4, current=1).active(0, MEGA_KANGASKHAN_EX, energy=[W, W, W])
    s.active(1, SNOVER).bench(1, FEZANDIPITI_EX).bench(1, FEZANDIPITI_EX).bench(1, KYOGRE)
    t = s.start()
    assert not t.can("ability", 1, 0)                       # nothing was Knocked Out
    t.end_turn()
    t.coins("T").attack("Rapid-Fire Combo")                 # turn 5: Snover is Knocked Out
    t.choose(3)
    hand = len(t.player(1).hand)
    t.ability(1)
    assert len(t.player(1).hand) == hand + 3
    assert not t.can("ability", 1, 0) and not t.can("ability", 2, 0)


# -- II-E-12 "you may use this Ability N times during your turn" ----------------------------------------


def test_RC_179_solar_transfer_as_often_as_you_like():
    s = Scenario().active(0, MEGA_VENUSAUR_EX, energy=[G, G, G]).bench(0, SNOVER).active(1, SNOVER)
    t = s.start()
    t.ability(0)                                            # only Venusaur has {G}: no question
    t.ability(0).choose((0, 0))                             # from Venusaur (to Snover, the only other)
    t.ability(0).choose((0, 0))
    assert t.energy_ids(0) == [] and t.energy_ids(0, 1) == [G, G, G]
    assert t.can("ability", 0, 0)                           # still usable: Snover's Energy can move


def test_RC_180_each_gumshoos_once_and_a_new_one_again():
    s = Scenario().active(0, GUMSHOOS, under=[YUNGOOS]).bench(0, GUMSHOOS, under=[YUNGOOS]).bench(0, YUNGOOS)
    s.active(1, SNOVER).hand(0, [SCOOP_UP_CYCLONE, W, G]).deck(0, [KYOGRE, W, G, W])
    t = s.start()
    t.ability(0).choose(G)
    t.ability(1).choose(W)
    assert not any(o[0] == "ability" for o in t.options)
    t.play(SCOOP_UP_CYCLONE).choose((0, 1))                 # the Benched Gumshoos that was used
    t.evolve(GUMSHOOS, 1)                                   # on the Yungoos in play since before
    assert t.can("ability", 1, 0) and not t.can("ability", 0, 0)
