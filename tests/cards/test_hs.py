"""HeartGold & SoulSilver (HS): every card of the theme decks Ember Spark and Mind Flood, and
the sample Lugia LEGEND (HS 113/114).  One scenario per card text; the texts earlier sets
print first live in those sets' modules (``sets/base/bs.py``, ``sets/ex/rs.py``...), and are
checked here through the HS card that prints them.

Every test names the card (card ID, HS number) and checks what its text does against Dragapult
ex (320 HP, no Weakness or Resistance) unless the text is about something else.
"""

import pytest

from ptcg.cards import legacy
from ptcg.cards.db import card
from ptcg.decisions import CHOOSE_POKEMON, DONE, MAIN
from ptcg.rules.conditions import ASLEEP, PARALYZED
from ptcg.testing import Scenario, play_checked
from ptcg.testing import attack_named as hit


DRAGAPULT_EX, SNOVER = 121, 722
G, R, W, L, P, F, D, M = 1, 2, 3, 4, 5, 6, 7, 8


def hs(number: int) -> int:
    return legacy.card_id(f"hgss1-{number}")


TYPHLOSION, QUILAVA, CYNDAQUIL, ARCANINE, GROWLITHE = hs(32), hs(49), hs(61), hs(1), hs(65)
NOCTOWL, HOOTHOOT, FLAAFFY, MAREEP, PIKACHU = hs(8), hs(66), hs(42), hs(73), hs(78)
COPYCAT, MOOMOO_MILK, COMMUNICATION, REVERSAL, OAKS_NEW_THEORY, SWITCH = (
    hs(90), hs(94), hs(98), hs(99), hs(101), hs(102))
FERALIGATR, CROCONAW, TOTODILE, EXEGGUTOR, EXEGGCUTE = hs(20), hs(38), hs(86), hs(18), hs(63)
HYPNO, DROWZEE, SLOWBRO, SLOWPOKE, JYNX = hs(23), hs(62), hs(52), hs(81), hs(69)
BILL, FULL_HEAL, POKE_BALL, ELMS_TRAINING_METHOD = hs(89), hs(93), hs(95), hs(100)


def answer_first(t):
    """Answer every pending question of the effect with its first option."""
    while t.decision is not None and t.decision.kind != MAIN and t.decision.player == 0:
        t.apply(t.decision.options[0])
    return t


def test_ids_are_the_hs_printings():
    assert [card(c).name for c in (TYPHLOSION, NOCTOWL, COPYCAT, SWITCH)] == [
        "Typhlosion", "Noctowl", "Copycat", "Switch"]


# -- attacks that only do their printed damage -----------------------------------------------------
VANILLA = [(TYPHLOSION, "Magma Punch", 50), (QUILAVA, "Flare", 30), (CYNDAQUIL, "Beat", 10),
           (CYNDAQUIL, "Flare", 20), (ARCANINE, "Sharp Fang", 50), (ARCANINE, "Fire Mane", 90),
           (GROWLITHE, "Bite", 10), (GROWLITHE, "Combustion", 40), (HOOTHOOT, "Tackle", 20),
           (MAREEP, "Ram", 20), (PIKACHU, "Tail Slap", 10),
           # Mind Flood
           (FERALIGATR, "Surf", 80), (CROCONAW, "Wave Splash", 30), (TOTODILE, "Gnaw", 10),
           (TOTODILE, "Wave Splash", 20), (DROWZEE, "Gentle Slap", 20)]


@pytest.mark.parametrize("cid, attack, damage", VANILLA, ids=[f"{c}-{a}" for c, a, _ in VANILLA])
def test_hs_attacks_that_do_their_printed_damage(cid, attack, damage):
    assert next(a for a in card(cid).attacks if a.name == attack).key is None
    assert hit(cid, attack).mon(1).damage == damage


# -- Ember Spark ---------------------------------------------------------------------------------
def test_162031_typhlosion_fire_spin_120_and_discards_2_energy_of_its_own():
    t = answer_first(hit(TYPHLOSION, "Fire Spin", extra_energy=[R]))
    assert t.mon(1).damage == 120 and len(t.mon(0).energy) == 2 and len(t.discard_ids(0)) == 2


def test_162048_quilava_flamethrower_60_and_discards_1_energy_of_its_own():
    t = answer_first(hit(QUILAVA, "Flamethrower"))
    assert t.mon(1).damage == 60 and len(t.mon(0).energy) == 2 and len(t.discard_ids(0)) == 1


def test_162007_noctowl_night_sight_draws_a_card_once_a_turn():
    s = Scenario().active(0, NOCTOWL).active(1, SNOVER).deck(0, [SWITCH, W, W])
    t = s.start().ability(0, 0)
    assert t.hand_ids(0) == [SWITCH]
    assert not t.can("ability", 0, 0)


def test_162007_noctowl_night_sight_is_a_poke_power_stopped_by_a_special_condition():
    assert card(NOCTOWL).abilities[0].kind == "poke_power"
    t = Scenario().active(0, NOCTOWL, conditions=["asleep"]).active(1, SNOVER).start()
    assert not t.can("ability", 0, 0)
    t = Scenario().bench(0, NOCTOWL).active(0, SNOVER).active(1, SNOVER).start()
    assert t.can("ability", 1, 0)


@pytest.mark.parametrize("opp_hand, damage", [(2, 80), (1, 40), (0, 40)])
def test_162007_noctowl_extrasensory_40_more_when_both_hands_hold_as_many(opp_hand, damage):
    s = Scenario().active(0, NOCTOWL, energy=[W, W, W]).hand(0, [W, W]).active(1, DRAGAPULT_EX)
    t = s.hand(1, [W] * opp_hand).start().attack("Extrasensory")
    assert t.mon(1).damage == damage


def test_162065_hoothoot_hypnosis_puts_the_defending_pokemon_to_sleep():
    t = hit(HOOTHOOT, "Hypnosis", "T")                # tails at the Checkup: still Asleep
    assert t.mon(1).damage == 0 and t.mon(1).rotation == ASLEEP


def test_162041_flaaffy_thunder_spear_20_to_a_chosen_pokemon_without_weakness_on_the_bench():
    # Hoothoot on the opposing Bench is weak to {L}: no Weakness for a Benched Pokémon
    s = Scenario().active(0, FLAAFFY, energy=[L]).active(1, DRAGAPULT_EX).bench(1, SNOVER).bench(1, HOOTHOOT)
    t = s.start().attack("Thunder Spear")
    assert t.decision.kind == CHOOSE_POKEMON
    t.choose((1, 2))
    assert t.mon(1).damage == 0 and t.mon(1, 2).damage == 20 and t.mon(1, 1).damage == 0


def test_162041_flaaffy_thunder_spear_on_the_active_applies_weakness():
    assert card(HOOTHOOT).weaknesses == ((L, "x", 2),)
    t = Scenario().active(0, FLAAFFY, energy=[L]).active(1, HOOTHOOT).start().attack("Thunder Spear")
    if t.decision is not None and t.decision.kind == CHOOSE_POKEMON:
        t.choose((1, 0))
    assert t.mon(1).damage == 40


@pytest.mark.parametrize("coin", ["H", "T"])
def test_162041_flaaffy_thundershock_heads_paralyzes(coin):
    t = hit(FLAAFFY, "Thundershock", coin)
    assert t.mon(1).damage == 40 and (t.mon(1).rotation == PARALYZED) is (coin == "H")


def test_162072_mareep_static_electricity_attaches_a_l_energy_per_mareep_in_play():
    # 2 Mareep of ours and 1 of the opponent's: up to 3 {L} Energy cards from the deck
    s = (Scenario().active(0, MAREEP, energy=[W]).bench(0, MAREEP).active(1, DRAGAPULT_EX).bench(1, MAREEP)
         .deck(0, [L, R, L, L, L, W]))
    t = s.start().attack("Static Electricity")
    assert t.card_options() == {L}
    t.choose(L, L, L)
    assert sorted(e >> 7 for e in t.mon(0).energy) == [W, L, L, L]
    assert t.mon(0, 1).energy == [] and t.deck_ids(0) == sorted([R, L, W]) and t.shuffles(0) == 1


def test_162072_mareep_static_electricity_alone_takes_at_most_one():
    t = Scenario().active(0, MAREEP, energy=[W]).active(1, DRAGAPULT_EX).deck(0, [L, L]).start()
    t.attack("Static Electricity").choose(L)
    assert [e >> 7 for e in t.mon(0).energy] == [W, L] and t.deck_ids(0) == [L]


@pytest.mark.parametrize("coin, damage", [("H", 30), ("T", 20)])
def test_162077_pikachu_quick_attack_heads_10_more(coin, damage):
    assert hit(PIKACHU, "Quick Attack", coin).mon(1).damage == damage


# -- Ember Spark's Trainers ------------------------------------------------------------------------
def test_162089_copycat_shuffles_the_hand_in_and_draws_as_many_as_the_opponent_holds():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [COPYCAT, R, R]).hand(1, [W] * 5)
    t = s.deck(0, [L] * 10).start().play(COPYCAT)
    assert len(t.hand_ids(0)) == 5 and t.shuffles(0) == 1 and len(t.player(0).deck) == 7
    assert COPYCAT in t.discard_ids(0)


def test_162089_copycat_against_an_empty_hand_draws_nothing():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [COPYCAT, R]).hand(1, [])
    t = s.deck(0, [L] * 4).start().play(COPYCAT)
    assert t.hand_ids(0) == [] and len(t.player(0).deck) == 5


@pytest.mark.parametrize("coins, healed", [("HH", 60), ("HT", 30), ("TT", 0)])
def test_162093_moomoo_milk_heals_30_per_heads_of_2_coins(coins, healed):
    s = Scenario().active(0, SNOVER).bench(0, DRAGAPULT_EX, damage=100).active(1, SNOVER)
    t = s.hand(0, [MOOMOO_MILK]).start().coins(coins).play(MOOMOO_MILK)
    assert t.mon(0, 1).damage == 100 - healed


def test_162093_moomoo_milk_needs_a_damaged_pokemon():
    t = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [MOOMOO_MILK]).start()
    assert not t.can("play", MOOMOO_MILK)


def test_162097_pokemon_communication_trades_a_pokemon_of_the_hand_for_one_of_the_deck():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [COMMUNICATION, MAREEP, PIKACHU, R])
    t = s.deck(0, [W, TYPHLOSION, W]).start().play(COMMUNICATION)
    assert t.card_options() == {MAREEP, PIKACHU}
    t.choose(MAREEP)
    assert t.card_options() == {MAREEP, TYPHLOSION}        # the card given back can be found again
    t.choose(TYPHLOSION)
    assert sorted(t.hand_ids(0)) == sorted([R, PIKACHU, TYPHLOSION]) and MAREEP in t.deck_ids(0)
    assert t.shuffles(0) == 1


def test_162097_pokemon_communication_needs_a_pokemon_in_the_hand():
    t = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [COMMUNICATION, R]).start()
    assert not t.can("play", COMMUNICATION)


@pytest.mark.parametrize("coin", ["H", "T"])
def test_162098_pokemon_reversal_heads_brings_up_an_opposing_benched_pokemon(coin):
    s = Scenario().active(0, SNOVER).active(1, SNOVER).bench(1, DRAGAPULT_EX).hand(0, [REVERSAL])
    t = s.start().coins(coin).play(REVERSAL)
    assert (t.mon(1).cid == DRAGAPULT_EX) is (coin == "H")


def test_162100_professor_oaks_new_theory_shuffles_the_hand_in_and_draws_6():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [OAKS_NEW_THEORY, R, R, R])
    t = s.deck(0, [L] * 5).start().play(OAKS_NEW_THEORY)
    assert len(t.hand_ids(0)) == 6 and len(t.player(0).deck) == 2 and t.shuffles(0) == 1


def test_162101_switch_brings_up_a_benched_pokemon():
    t = Scenario().active(0, SNOVER).bench(0, DRAGAPULT_EX).active(1, SNOVER).hand(0, [SWITCH]).start()
    t.play(SWITCH)
    assert t.mon(0).cid == DRAGAPULT_EX


# -- Mind Flood ------------------------------------------------------------------------------------
def test_162019_feraligatr_spinning_tail_20_to_each_opposing_pokemon_weakness_on_the_active_only():
    s = Scenario().active(0, FERALIGATR, energy=[W, W, W]).active(1, GROWLITHE).bench(1, CYNDAQUIL)
    t = s.bench(1, SNOVER).start().attack("Spinning Tail")
    assert [t.mon(1, i).damage for i in range(3)] == [40, 20, 20]      # Growlithe is weak to {W}
    assert t.mon(0).damage == 0


def test_162037_croconaw_big_bite_the_defending_pokemon_cant_retreat_next_turn():
    s = Scenario().active(0, CROCONAW, energy=[W, W, W]).active(1, DRAGAPULT_EX, energy=[W, W]).bench(1, SNOVER)
    t = s.start().attack("Big Bite")
    assert t.mon(1).damage == 50 and t.at_main(1) and not t.can("retreat")
    t.end_turn().end_turn()
    assert t.at_main(1) and t.can("retreat")


@pytest.mark.parametrize("coins, damage", [("T", 0), ("HHT", 20), ("HHHHT", 40)])
def test_162062_exeggcute_continuous_eggsplosion_10_for_each_heads_until_tails(coins, damage):
    assert hit(EXEGGCUTE, "Continuous Eggsplosion", coins).mon(1).damage == damage


def test_162017_exeggutor_energy_absorption_attaches_up_to_2_energy_cards_of_the_discard_pile():
    s = Scenario().active(0, EXEGGUTOR, energy=[W]).active(1, DRAGAPULT_EX).discard(0, [P, SWITCH, R, L])
    t = s.start().attack("Energy Absorption")
    assert t.card_options() == {P, R, L}
    t.choose(R, P)                                      # picks go in ascending order
    assert t.energy_ids(0) == sorted([W, P, R]) and sorted(t.discard_ids(0)) == sorted([SWITCH, L])


def test_162017_exeggutor_energy_absorption_may_take_fewer():
    t = Scenario().active(0, EXEGGUTOR, energy=[W]).active(1, DRAGAPULT_EX).discard(0, [P, R]).start()
    t.attack("Energy Absorption").choose(R, DONE)
    assert t.energy_ids(0) == sorted([W, R]) and t.discard_ids(0) == [P]


@pytest.mark.parametrize("coins, damage", [("HHH", 120), ("HTH", 80), ("TTT", 0)])
def test_162017_exeggutor_big_eggsplosion_a_coin_per_energy_40_per_heads(coins, damage):
    t = Scenario().active(0, EXEGGUTOR, energy=[P, W, R]).active(1, DRAGAPULT_EX).start()
    t.coins(coins + "HHHH").attack("Big Eggsplosion")
    assert t.mon(1).damage == damage


@pytest.mark.parametrize("coin", ["H", "T"])
def test_162022_hypno_sleep_pendulum_heads_puts_the_opposing_active_to_sleep(coin):
    t = Scenario().bench(0, HYPNO).active(0, SNOVER).active(1, DRAGAPULT_EX).start()
    assert card(HYPNO).abilities[0].kind == "poke_power"
    t.coins(coin).ability(1, 0)
    assert (t.mon(1).rotation == ASLEEP) is (coin == "H") and not t.can("ability", 1, 0)


def test_162022_hypno_sleep_pendulum_cant_be_used_under_a_special_condition():
    t = Scenario().active(0, HYPNO, conditions=["confused"]).active(1, DRAGAPULT_EX).start()
    assert not t.can("ability", 0, 0)


def test_162022_hypno_psychic_shot_also_10_to_a_benched_pokemon():
    s = Scenario().active(0, HYPNO, energy=[P, W, W]).active(1, DRAGAPULT_EX).bench(1, SNOVER).bench(1, HOOTHOOT)
    t = s.start().attack("Psychic Shot")
    t.choose((1, 2))
    assert t.mon(1).damage == 30 and t.mon(1, 2).damage == 10 and t.mon(1, 1).damage == 0


def test_162061_drowzee_sleep_inducer_brings_up_a_benched_pokemon_asleep():
    s = Scenario().active(0, DROWZEE, energy=[P]).active(1, DRAGAPULT_EX).bench(1, SNOVER).bench(1, HOOTHOOT)
    t = s.start().coins("T").attack("Sleep Inducer")
    t.choose((1, 2))
    assert t.mon(1).cid == HOOTHOOT and t.mon(1).rotation == ASLEEP
    assert t.mon(1, 2).cid == DRAGAPULT_EX and not t.mon(1, 2).has_condition()


def test_162061_drowzee_sleep_inducer_without_a_bench_does_nothing():
    t = Scenario().active(0, DROWZEE, energy=[P]).active(1, DRAGAPULT_EX).start().attack("Sleep Inducer")
    assert t.mon(1).cid == DRAGAPULT_EX and not t.mon(1).has_condition()


def test_162051_slowbro_big_yawn_both_fall_asleep():
    t = Scenario().active(0, SLOWBRO, energy=[W]).active(1, DRAGAPULT_EX).start().coins("TT").attack("Big Yawn")
    assert t.mon(1).damage == 30 and t.mon(1).rotation == ASLEEP and t.mon(0).rotation == ASLEEP


@pytest.mark.parametrize("energy, damage", [([W, W, W], 30), ([P, W, W], 50), ([P, P, P, W], 90)])
def test_162051_slowbro_madkinesis_20_more_per_p_energy(energy, damage):
    t = Scenario().active(0, SLOWBRO, energy=energy).active(1, DRAGAPULT_EX).start().attack("Madkinesis")
    assert t.mon(1).damage == damage


@pytest.mark.parametrize("coin, damage", [("H", 20), ("T", 0)])
def test_162080_slowpoke_whimsy_tackle_tails_does_nothing(coin, damage):
    assert hit(SLOWPOKE, "Whimsy Tackle", coin).mon(1).damage == damage


def test_162068_jynx_mimic_shuffles_the_hand_in_and_draws_as_many_as_the_opponent_holds():
    s = Scenario().active(0, JYNX, energy=[P]).active(1, DRAGAPULT_EX).hand(0, [R]).hand(1, [W] * 4)
    t = s.deck(0, [L] * 10).start().attack("Mimic")
    assert len(t.player(0).hand) == 4 and len(t.player(0).deck) == 7 and t.shuffles(0) == 1


@pytest.mark.parametrize("coin", ["H", "T"])
def test_162068_jynx_lick_heads_paralyzes(coin):
    t = hit(JYNX, "Lick", coin)
    assert t.mon(1).damage == 20 and (t.mon(1).rotation == PARALYZED) is (coin == "H")


def test_162088_bill_draws_2_cards():
    t = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [BILL]).deck(0, [L, R, W]).start().play(BILL)
    assert t.hand_ids(0) == sorted([L, R]) and BILL in t.discard_ids(0)


def test_162092_full_heal_cures_the_active_pokemon_of_every_condition():
    s = Scenario().active(0, SNOVER, conditions=["asleep", "poisoned"]).bench(0, HYPNO, conditions=["poisoned"])
    t = s.active(1, SNOVER).hand(0, [FULL_HEAL]).start()
    t.play(FULL_HEAL)
    assert not t.mon(0).has_condition() and t.mon(0, 1).has_condition()
    t = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [FULL_HEAL]).start()
    assert not t.can("play", FULL_HEAL)


@pytest.mark.parametrize("coin", ["H", "T"])
def test_162094_poke_ball_heads_a_pokemon_of_the_deck_into_the_hand(coin):
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [POKE_BALL]).deck(0, [W, TOTODILE, BILL])
    t = s.start().coins(coin).play(POKE_BALL)
    if coin == "H":
        assert t.card_options() == {TOTODILE}
        t.choose(TOTODILE)
        assert t.hand_ids(0) == [TOTODILE] and t.shuffles(0) == 1
    else:
        assert t.hand_ids(0) == [] and POKE_BALL in t.discard_ids(0)


def test_162099_professor_elms_training_method_an_evolution_card_of_the_deck_into_the_hand():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [ELMS_TRAINING_METHOD])
    t = s.deck(0, [TOTODILE, CROCONAW, BILL, FERALIGATR, W]).start().play(ELMS_TRAINING_METHOD)
    assert t.card_options() == {CROCONAW, FERALIGATR}
    t.choose(FERALIGATR)
    assert t.hand_ids(0) == [FERALIGATR] and t.shuffles(0) == 1


# -- the sample Lugia LEGEND (HS 113/114): LEGEND and a Poké-Power used as it comes into play -------
LUGIA_TOP, LUGIA_BOTTOM = hs(113), hs(114)


def test_162112_lugia_legend_ocean_grow_attaches_the_energy_of_the_top_5_and_discards_the_rest():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [LUGIA_TOP, LUGIA_BOTTOM])
    t = s.deck(0, [R, SWITCH, W, L, BILL, P, G]).start()
    assert t.can("bench", LUGIA_TOP)
    t.bench_card(LUGIA_TOP)
    assert t.decision.kind == "yes_no"
    t.choose(True)
    lugia = t.mon(0, 1)
    assert sorted(c >> 7 for c in lugia.cards) == [LUGIA_TOP, LUGIA_BOTTOM] and t.hand_ids(0) == []
    assert t.energy_ids(0, 1) == sorted([R, W, L])
    assert sorted(t.discard_ids(0)) == sorted([SWITCH, BILL]) and t.deck_ids(0) == sorted([P, G])


def test_162112_lugia_legend_ocean_grow_may_be_declined():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [LUGIA_BOTTOM, LUGIA_TOP]).deck(0, [R, W])
    t = s.start().bench_card(LUGIA_BOTTOM).choose(False)
    assert t.energy_ids(0, 1) == [] and t.deck_ids(0) == sorted([R, W]) and t.discard_ids(0) == []


def test_162112_lugia_legend_needs_both_halves_in_the_hand():
    t = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [LUGIA_TOP, LUGIA_TOP]).start()
    assert not t.can("bench", LUGIA_TOP)


def test_162112_lugia_legend_elemental_blast_200_and_discards_one_r_w_and_l_energy():
    s = Scenario().active(0, LUGIA_TOP, under=[LUGIA_BOTTOM], energy=[R, W, L, W]).active(1, DRAGAPULT_EX)
    t = answer_first(s.start().attack("Elemental Blast"))
    assert t.mon(1).damage == 200 and t.energy_ids(0) == [W] and sorted(t.discard_ids(0)) == sorted([R, W, L])


@pytest.mark.parametrize("name", ["Ember Spark", "Mind Flood"])
def test_the_theme_deck_is_fully_implemented_and_plays_by_the_hgss_rules(name):
    from ptcg.formats import format_for_decks, get_format
    from ptcg.registry import is_implemented
    _, ids = legacy.theme_deck(name)
    assert all(is_implemented(c) for c in ids)
    assert get_format("hgss").problems(name) == []
    fmt, _ = format_for_decks(None, name, "Ember Spark")
    assert fmt.name == "hgss"


# -- sweeps: whole games of the two decks with the invariant checks --------------------------------
PAIRS = [("Ember Spark", "Mind Flood"), ("Mind Flood", "Ember Spark"), ("Ember Spark", "Ember Spark"),
         ("Mind Flood", "Mind Flood")]


@pytest.mark.parametrize("deck_a, deck_b", PAIRS)
@pytest.mark.parametrize("seed", range(3))
def test_hgss_theme_decks_random_games_keep_the_invariants(deck_a, deck_b, seed):
    assert play_checked(deck_a, deck_b, seed, era="hgss").result.winner in (0, 1, None)


@pytest.mark.parametrize("deck_a, deck_b", PAIRS[:2])
def test_hgss_theme_decks_greedy_games_keep_the_invariants(deck_a, deck_b):
    assert play_checked(deck_a, deck_b, 7, agent="greedy", era="hgss").result.winner in (0, 1, None)


@pytest.mark.slow
@pytest.mark.parametrize("deck_a, deck_b", PAIRS)
def test_hgss_theme_decks_sweep_100_random_and_20_greedy_games(deck_a, deck_b):
    for seed in range(100):
        play_checked(deck_a, deck_b, 1000 + seed, era="hgss")
    for seed in range(20):
        play_checked(deck_a, deck_b, 2000 + seed, agent="greedy", era="hgss")
