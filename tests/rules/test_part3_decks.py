"""RULES.md III-11 (deck sizes and Prize counts), III-12 (deck construction) and III-13
(card names): deck validation (:func:`ptcg.deck.validate`) and the Prize cards a game sets.

Older card kinds (Radiant, Prism Star, V-UNION, Team Plasma, LV.X, δ, SP and star symbols)
are not in our card pool.  Their rules are name rules, so they are tested on stand-in card
facts added to the card table for one test (fixture ``stand_in``): the validator only reads
names, kinds and marks, which is exactly what those rules are about.
"""

from functools import partial

import pytest

from ptcg.cards.db import CARDS, PRIZES_BY_RULE, CardDef
from ptcg.decisions import DONE, GO_FIRST, MAIN, MULLIGAN_DRAW, SETUP_BENCH
from ptcg.deck import Deck, deck_name, resolve_card, validate
from ptcg.errors import InvalidDeckError
from ptcg.game import Game
from ptcg.rules.evolution import evolves_from
from ptcg.ruleset import HALF_DECK, STANDARD, Ruleset
from ptcg.testing import Scenario, deck_list

GRASS = 1                        # Basic {G} Energy
GROOKEY = 89                     # Basic, no Ability, attacks without text
SNOVER_A, SNOVER_B = 418, 722    # two printings named Snover (different attacks)
PIKACHU, PIKACHU_EX = 948, 210
TRUBBISH, GENGAR, ALAKAZAM, ZAPDOS = 612, 1059, 245, 952
ODDISH, GLOOM, ERIKAS_ODDISH, ERIKAS_GLOOM = 778, 779, 909, 910
DRAKLOAK = 120                   # Stage 1
BOOMERANG_ENERGY = 9             # Special Energy
UNFAIR_STAMP, HYPER_AROMA = 1080, 1082   # ACE SPEC Items
CHEREN, URBAIN = 1224, 1236      # two Supporters printing the same text under two names

FAKE = 90000                     # a card ID for card facts that are never registered

deck = partial(deck_list, filler=GRASS)   # decks topped up with Basic {G} Energy


def prizes_after_setup(rules, deck_cards):
    """Play setup with both players using ``deck_cards``; how many Prize cards each set."""
    game = Game(deck_cards, deck_cards, seed=3, rules=rules)
    while game.decision.kind != MAIN:
        d = game.decision
        if d.kind == GO_FIRST:
            game.apply("first")
        elif d.kind == SETUP_BENCH:
            game.apply(DONE)
        elif d.kind == MULLIGAN_DRAW:
            game.apply(0)
        else:
            game.apply(d.options[0])
    return [len(p.prizes) for p in game.state.players]


# -- III-11 deck sizes and Prize counts ---------------------------------------------------------

def test_III_11_row_60_cards_6_prizes_4_copies():
    assert validate(deck((4, GROOKEY))) == []
    assert any("at most 4" in p for p in validate(deck((5, GROOKEY))))
    prizes = prizes_after_setup(STANDARD, deck((4, GROOKEY)))
    assert prizes == [6, 6]


def test_III_11_row_40_cards_4_prizes_ruling_keeps_4_copies():
    """001 II-D-17 names a 40-card game with 4 Prize cards; no seed gives its copy limit.
    Ruling: no preset; a ruleset with 40 cards and 4 Prizes keeps the 4-copy limit."""
    forty = Ruleset(deck_size=40, prize_cards=4)
    assert validate(deck((4, GROOKEY), size=40), forty) == []
    assert any("at most 4" in p for p in validate(deck((5, GROOKEY), size=40), forty))
    prizes = prizes_after_setup(forty, deck((4, GROOKEY), size=40))
    assert prizes == [4, 4]


def test_III_11_row_30_card_half_deck_3_prizes_2_copies():
    assert validate(deck((2, GROOKEY), size=30), HALF_DECK) == []
    assert any("at most 2" in p for p in validate(deck((3, GROOKEY), size=30), HALF_DECK))
    prizes = prizes_after_setup(HALF_DECK, deck((2, GROOKEY), size=30))
    assert prizes == [3, 3]


def test_III_11_row_15_card_beginner_deck_has_no_preset():
    """002 only mentions 15-card beginner decks (no Prizes or copy limit stated).  Ruling:
    no preset ruleset; both presets reject such a deck, a custom ruleset can accept it."""
    fifteen = deck((2, GROOKEY), size=15)
    assert validate(fifteen, STANDARD) and validate(fifteen, HALF_DECK)
    assert validate(fifteen, Ruleset(deck_size=15, prize_cards=3, max_copies=2)) == []


def test_III_11_R1_deck_must_have_exactly_its_size():
    for size in (59, 61):
        problems = validate(deck((4, GROOKEY), size=size))
        assert problems == [f"the deck has {size} cards; it must have exactly 60"]
    assert validate(deck((2, GROOKEY), size=31), HALF_DECK) == [
        "the deck has 31 cards; it must have exactly 30"]


def test_III_11_R2_deck_needs_at_least_one_basic_pokemon():
    assert validate(deck()) == ["the deck has no Basic Pokémon"]
    # Evolution cards alone are not enough
    assert validate(deck((4, DRAKLOAK))) == ["the deck has no Basic Pokémon"]
    assert validate(deck((1, GROOKEY))) == []


def test_III_11_R3_deck_size_is_agreed_before_the_game_through_the_ruleset():
    half = deck((2, GROOKEY), size=30)
    with pytest.raises(InvalidDeckError):
        Game(half, half, seed=1)                        # the standard game wants 60 cards
    game = Game(half, half, seed=1, rules=HALF_DECK)
    assert game.record()["rules"]["deck_size"] == 30    # the agreement is part of the record


def test_III_11_NOTE_energy_and_trainer_counts_are_advice_not_rules():
    """004's 18-22 Energy / 13-20 Trainers is advice: 1 Pokémon and 59 Energy is legal."""
    assert validate(deck((1, GROOKEY))) == []


# -- III-12 deck construction ------------------------------------------------------------------

def test_III_12_R1_same_name_limit_4_or_2_except_basic_energy():
    assert validate(deck((4, GROOKEY), (4, CHEREN))) == []
    assert validate(deck((4, GROOKEY), (5, CHEREN))) == [
        "5 cards named 'Cheren'; at most 4 allowed"]
    assert validate(deck((2, GROOKEY), (3, CHEREN), size=30), HALF_DECK) == [
        "3 cards named 'Cheren'; at most 2 allowed"]


def test_III_12_R2_basic_energy_in_any_number():
    assert validate(deck((1, GROOKEY))) == []                  # 59 Basic {G} Energy
    assert validate(deck((1, GROOKEY), size=30), HALF_DECK) == []


def test_III_12_R3_special_energy_has_the_same_name_limit():
    assert validate(deck((1, GROOKEY), (4, BOOMERANG_ENERGY))) == []
    assert validate(deck((1, GROOKEY), (5, BOOMERANG_ENERGY))) == [
        "5 cards named 'Boomerang Energy'; at most 4 allowed"]


def test_III_12_R4_at_most_one_ace_spec():
    assert validate(deck((1, GROOKEY), (1, UNFAIR_STAMP))) == []
    for rules, size in ((STANDARD, 60), (HALF_DECK, 30)):
        problems = validate(deck((1, GROOKEY), (1, UNFAIR_STAMP), (1, HYPER_AROMA), size=size), rules)
        assert problems == ["2 ACE SPEC cards (Hyper Aroma, Unfair Stamp); at most 1 allowed"]
    # two copies of the same ACE SPEC are two ACE SPEC cards
    assert validate(deck((1, GROOKEY), (2, UNFAIR_STAMP))) == [
        "2 ACE SPEC cards (Unfair Stamp); at most 1 allowed"]


def test_III_12_R5_at_most_one_radiant_pokemon(stand_in):
    """No Radiant Pokémon in our pool: two stand-ins with different names."""
    a = stand_in("Radiant Charizard", rule="radiant")
    b = stand_in("Radiant Greninja", rule="radiant")
    assert validate(deck((1, a))) == []
    assert validate(deck((1, a), (1, b))) == ["2 Radiant Pokémon; at most 1 allowed"]


def test_III_12_R6_prism_star_one_copy_per_name(stand_in):
    lunala = stand_in("Lunala \u25c7")
    solgaleo = stand_in("Solgaleo \u25c7")
    assert validate(deck((1, lunala), (1, solgaleo))) == []
    assert validate(deck((2, lunala))) == [
        "2 cards named 'Lunala \u25c7'; at most 1 Prism Star card of a name allowed"]


def test_III_12_R7_v_union_parts_share_one_name(stand_in):
    """UNSURE (U17): 002 says one of each part; the parts share one name, and our ruling
    takes that literally: the four parts count together against the 4-copy limit.  A
    V-UNION gives 3 Prize cards (III-14)."""
    parts = [stand_in("Greninja V-UNION", rule="v_union") for _ in range(4)]
    assert validate(deck((1, GROOKEY), *[(1, p) for p in parts])) == []
    assert validate(deck((1, GROOKEY), (2, parts[0]), *[(1, p) for p in parts[1:]])) == [
        "5 cards named 'Greninja V-UNION'; at most 4 allowed"]
    assert CARDS[parts[0]].prizes == PRIZES_BY_RULE["v_union"] == 3


def test_III_12_R8_team_plasma_cards_share_the_name_limit(stand_in):
    plasma = stand_in("Trubbish", type=7, tags=["team_plasma"])
    assert validate(deck((1, TRUBBISH), (1, plasma), size=30), HALF_DECK) == []
    assert validate(deck((2, TRUBBISH), (1, plasma), size=30), HALF_DECK) == [
        "3 cards named 'Trubbish'; at most 2 allowed"]
    assert validate(deck((4, TRUBBISH), (1, plasma))) == [
        "5 cards named 'Trubbish'; at most 4 allowed"]


def test_III_12_R9_levels_and_lv_x_share_the_limit_of_the_name(stand_in):
    lv43 = stand_in("Gengar LV.43", stage=2, evolves_from="Haunter")
    lv44 = stand_in("Gengar LV.44", stage=2, evolves_from="Haunter")
    lvx = stand_in("Gengar LV.X", stage=2)
    legal = deck((1, GROOKEY), (1, GENGAR), (1, lv43), (1, lv44), (1, lvx))
    assert validate(legal) == []
    assert validate(legal[:-1] + [GENGAR]) == ["5 cards named 'Gengar'; at most 4 allowed"]


def test_III_12_R10_obsolete_special_rulings_are_not_applied(stand_in):
    """002 §5 rulings of obsolete formats are not in the engine (ruling): cards printing the
    same text under two names (as Professor Sycamore / Juniper did; here Cheren and
    Urbain) are counted by name only, and a DP-era "Arceus" has the normal limit."""
    assert CARDS[CHEREN].key == CARDS[URBAIN].key                  # same text ...
    assert validate(deck((1, GROOKEY), (4, CHEREN), (4, URBAIN))) == []   # ... two names
    arceus = stand_in("Arceus")
    assert validate(deck((5, arceus))) == ["5 cards named 'Arceus'; at most 4 allowed"]


def test_III_12_R11_validation_reports_size_and_basic_problems_together():
    problems = validate([GRASS] * 59)
    assert problems == ["the deck has 59 cards; it must have exactly 60",
                        "the deck has no Basic Pokémon"]
    with pytest.raises(InvalidDeckError) as err:
        Deck([GRASS] * 59).check()
    assert err.value.problems == problems


# -- III-13 card names -------------------------------------------------------------------------

def test_III_13_R1_same_name_is_the_same_card_across_printings():
    assert CARDS[SNOVER_A].name == CARDS[SNOVER_B].name
    assert [a.name for a in CARDS[SNOVER_A].attacks] != [a.name for a in CARDS[SNOVER_B].attacks]
    assert validate(deck((2, SNOVER_A), (2, SNOVER_B))) == []
    assert validate(deck((3, SNOVER_A), (2, SNOVER_B))) == ["5 cards named 'Snover'; at most 4 allowed"]


def test_III_13_R2_different_printed_names_are_different_cards():
    assert validate(deck((4, PIKACHU), (4, PIKACHU_EX))) == []
    # an Evolution card names exactly what it evolves from: "Kyurem" is not "Kyurem ex"
    evolution = CardDef({"id": FAKE, "name": "Kyurem Stage 1", "kind": "pokemon", "stage": 1,
                         "evolves_from": "Kyurem ex"})
    t = Scenario().active(0, 144).bench(0, 509).active(1, GROOKEY).start()   # Kyurem, Kyurem ex
    assert not evolves_from(evolution, t.mon(0, 0))
    assert evolves_from(evolution, t.mon(0, 1))


def test_III_13_R3_team_plasma_mark_is_not_part_of_the_name():
    """A Plasma Evolution card evolves from the ordinary Pokémon of that name."""
    plasma_garbodor = CardDef({"id": FAKE, "name": "Garbodor", "kind": "pokemon", "stage": 1,
                               "evolves_from": "Trubbish", "tags": ["team_plasma"]})
    t = Scenario().active(0, TRUBBISH).active(1, GROOKEY).start()
    assert evolves_from(plasma_garbodor, t.mon(0))


def test_III_13_R4_level_is_not_part_of_the_name():
    assert deck_name("Gengar LV.X") == deck_name("Gengar LV.43") == deck_name("Gengar LV. 44") == "Gengar"


def test_III_13_R5_symbols_after_a_name_are_part_of_it(stand_in):
    star = stand_in("Alakazam \u2605", stage=2, evolves_from="Kadabra")
    assert deck_name("Alakazam \u2605") != "Alakazam"
    assert validate(deck((1, GROOKEY), (4, ALAKAZAM), (4, star))) == []


def test_III_13_R6_delta_species_is_not_part_of_the_name(stand_in):
    plain = stand_in("Aerodactyl")
    delta = stand_in("Aerodactyl \u03b4")
    assert validate(deck((2, plain), (2, delta))) == []
    assert validate(deck((3, plain), (2, delta))) == ["5 cards named 'Aerodactyl'; at most 4 allowed"]


def test_III_13_R7_trainers_pokemon_names_include_the_trainer():
    s = Scenario().active(0, ODDISH).bench(0, ERIKAS_ODDISH).active(1, GROOKEY)
    t = s.hand(0, [GLOOM, ERIKAS_GLOOM]).start()
    assert t.can("evolve", GLOOM, 0) and not t.can("evolve", GLOOM, 1)
    assert t.can("evolve", ERIKAS_GLOOM, 1) and not t.can("evolve", ERIKAS_GLOOM, 0)
    assert CARDS[ERIKAS_ODDISH].is_trainers_pokemon("Erika")
    assert not CARDS[ODDISH].is_trainers_pokemon("Erika")
    assert validate(deck((4, ODDISH), (4, ERIKAS_ODDISH))) == []


def test_III_13_R8_sp_owner_symbol_is_part_of_the_name(stand_in):
    galactic = stand_in("Zapdos G")
    assert validate(deck((4, ZAPDOS), (4, galactic))) == []


def test_III_13_R9_basic_energy_without_a_printed_name_is_basic_x_energy():
    assert resolve_card("Grass Energy") == resolve_card("Basic Grass Energy") == \
        resolve_card("Basic {G} Energy") == GRASS
    text = "Pokémon: 1\n1 Grookey\nEnergy: 59\n30 Grass Energy\n29 Basic {G} Energy\n"
    assert Deck.parse(text).cards == tuple([GROOKEY] + [GRASS] * 59)


def test_III_13_R10_strike_marks_are_not_part_of_the_name(stand_in):
    """UNSURE (U18): whether a Strike mark belongs to the name.  Ruling: a mark that is not
    printed in the name string (a tag in the card facts) is not part of it."""
    single = stand_in("Urshifu", tags=["single_strike"])
    rapid = stand_in("Urshifu", tags=["rapid_strike"])
    assert validate(deck((2, single), (3, rapid))) == ["5 cards named 'Urshifu'; at most 4 allowed"]
