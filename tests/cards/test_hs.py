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
from ptcg.decisions import CHOOSE_CARD, CHOOSE_POKEMON, DONE, MAIN
from ptcg.rules.conditions import ASLEEP, PARALYZED
from ptcg.testing import Scenario

DRAGAPULT_EX, SNOVER = 121, 722
G, R, W, L, P, F, D, M = 1, 2, 3, 4, 5, 6, 7, 8
ENERGY = {0: W, 1: G, 2: R, 3: W, 4: L, 5: P, 6: F, 7: D, 8: M}


def hs(number: int) -> int:
    return legacy.card_id(f"hgss1-{number}")


TYPHLOSION, QUILAVA, CYNDAQUIL, ARCANINE, GROWLITHE = hs(32), hs(49), hs(61), hs(1), hs(65)
NOCTOWL, HOOTHOOT, FLAAFFY, MAREEP, PIKACHU = hs(8), hs(66), hs(42), hs(73), hs(78)
COPYCAT, MOOMOO_MILK, COMMUNICATION, REVERSAL, OAKS_NEW_THEORY, SWITCH = (
    hs(90), hs(94), hs(98), hs(99), hs(101), hs(102))


def energy_for(card_id: int, attack: str) -> list:
    a = next(a for a in card(card_id).attacks if a.name == attack)
    first = next((t for t in a.cost if t), 3)
    return [ENERGY[t] if t else ENERGY[first] for t in a.cost]


def hit(cid: int, attack: str, coins: str = "", *, defender: int = DRAGAPULT_EX, **kw):
    """``cid`` uses ``attack`` on ``defender`` with the Energy it costs."""
    extra = kw.pop("extra_energy", [])
    s = Scenario().active(0, cid, energy=energy_for(cid, attack) + extra, **kw).active(1, defender)
    t = s.bench(1, SNOVER).start()
    if coins:
        t.coins(coins)
    return t.attack(attack)


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
           (MAREEP, "Ram", 20), (PIKACHU, "Tail Slap", 10)]


@pytest.mark.parametrize("cid, attack, damage", VANILLA, ids=[f"{c}-{a}" for c, a, _ in VANILLA])
def test_ember_spark_attacks_that_do_their_printed_damage(cid, attack, damage):
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
    t = hit(HOOTHOOT, "Hypnosis")
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


def test_ember_spark_is_fully_implemented_and_plays_by_the_hgss_rules():
    from ptcg.formats import format_for_decks, get_format
    from ptcg.registry import is_implemented
    _, ids = legacy.theme_deck("Ember Spark")
    assert all(is_implemented(c) for c in ids)
    assert get_format("hgss").problems("Ember Spark") == []
    fmt, _ = format_for_decks(None, "Ember Spark", "Ember Spark")
    assert fmt.name == "hgss"
