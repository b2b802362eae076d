"""Formats (issue 12 item 4) and the theme decks of the older eras (item 5): loading by
name and as text lists with the old set codes, ``ptcg deck validate / battle / simulate
--format``, ``ptcg deck list --era``, ``ptcg cards coverage``."""

import json
import subprocess
import sys

import pytest
from typer.testing import CliRunner

from ptcg import Game
from ptcg.cards import legacy
from ptcg.cards.db import card
from ptcg.cli import app
from ptcg.deck import Deck, builtin_deck, resolve_card
from ptcg.errors import DeckFormatError, InvalidDeckError
from ptcg.formats import FORMATS, UnknownFormatError, format_for_decks, get_format
from ptcg.ruleset import ERA_XY, STANDARD
from ptcg.testing import deck_list

runner = CliRunner()
SNOVER = 722


def cid(data_id):
    return legacy.card_id(data_id)


# -- theme decks ------------------------------------------------------------------------------------

def test_theme_decks_load_by_name_with_an_optional_set():
    d = builtin_deck("Resilient Life")
    assert d.name == "Resilient Life" and len(d) == 60
    assert builtin_deck("resilient life (xy1)").cards == d.cards
    assert legacy.theme_deck("Resilient Life (xy2)") is None
    with pytest.raises(DeckFormatError, match="no built-in deck"):
        builtin_deck("No Such Theme Deck")


def test_every_theme_deck_is_listed_with_its_era_and_holds_known_cards():
    decks = legacy.theme_decks()
    assert len(decks) == 188 and {d["era"] for d in decks} == {"base", "ex", "dp", "hgss", "bw", "xy", "sm", "swsh"}
    assert [d["label"] for d in legacy.theme_decks("xy")][:3] == ["Chespin", "Fennekin", "Froakie"]
    for d in decks:
        assert all(card(c) for c, _ in d["cards"])


def test_theme_decks_validate_in_their_eras_format():
    """Every theme deck is a legal deck of its era (the two 61-card starter sets of 1999-2000
    excepted: they hold one card more than a deck may)."""
    bad = {d["label"]: get_format(d["era"]).problems(d["label"]) for d in legacy.theme_decks()}
    bad = {k: v for k, v in bad.items() if v}
    assert sorted(bad) == ["2-Player CD-ROM Starter Set", "2-Player Starter Set"]
    assert all(v == ["the deck has 61 cards; it must have exactly 60"] for v in bad.values())


def test_text_lists_with_the_old_set_codes():
    text = "Pokémon: 2\n2 Xerneas-EX XY 97\nTrainer: 2\n2 Potion XY 127\nEnergy: 56\n28 Fairy Energy XY 140\n28 Psychic Energy\n"
    deck = Deck.parse(text, "fairy")
    assert deck.cards[:2] == (cid("xy1-97"),) * 2
    assert deck.cards.count(cid("xy1-140")) == 28 and deck.cards.count(5) == 28
    assert resolve_card("Lugia LEGEND HS 113") == cid("hgss1-113")
    assert resolve_card("Mewtwo V-UNION PR-SW SWSH159") == cid("swshp-SWSH159")
    assert resolve_card("Gardevoir SW 7") == cid("dp3-7")       # SW: Secret Wonders (2007)
    with pytest.raises(DeckFormatError, match="no card matches"):
        Deck.parse("4 Nonexistent Mon XY 999\n")


# -- formats --------------------------------------------------------------------------------------

def test_standard_is_the_pool_and_the_default():
    assert get_format("standard").rules == STANDARD
    assert get_format("standard").problems("mega_abomasnow") == []
    probs = get_format("standard").problems("Resilient Life")
    assert "Xerneas (XY 96) is not in the Standard pool" in probs


def test_expanded_black_and_white_onward_with_its_ban_list():
    expanded = get_format("expanded")
    assert expanded.rules.fairy and expanded.problems("Resilient Life") == []
    trump = cid("xy4-99")                                      # Lysandre's Trump Card
    assert expanded.problems(deck_list((1, trump), (1, SNOVER))) == [
        "Lysandre's Trump Card (PHF 99) is banned in Expanded"]
    old = cid("dp1-1")                                         # Dialga, Diamond & Pearl
    assert "is not Expanded-legal" in expanded.problems(deck_list((1, old), (1, SNOVER)))[0]
    juniper, sycamore = cid("bw1-101"), cid("xy1-122")
    assert expanded.problems(deck_list((3, juniper), (2, sycamore), (1, SNOVER))) == [
        "5 cards of Professor Juniper, Professor Sycamore and Professor's Research; they count as one name, "
        "at most 4 allowed"]


def test_gym_leader_challenge_singleton_one_type_no_rule_box_no_ace_spec():
    glc = get_format("glc")
    xerneas, xerneas_ex, spritzee = cid("xy1-96"), cid("xy1-97"), cid("xy1-92")
    fairy = cid("xy1-140")
    ok = deck_list((1, xerneas), (1, spritzee), (58, fairy))
    assert glc.problems(ok) == []
    probs = glc.problems(deck_list((2, xerneas), (1, xerneas_ex), (1, cid("xy1-1")), (1, cid("bw7-137")), (55, fairy)))
    assert "2 cards named 'Xerneas'; at most 1 allowed" in probs
    assert "Xerneas-EX has a Rule Box; none are allowed" in probs
    assert "Computer Search is an ACE SPEC card; none are allowed" in probs
    assert any("do not share one type" in p for p in probs)


def test_era_formats_take_their_eras_cards_and_rules():
    xy = get_format("xy")
    assert xy.rules == ERA_XY and xy.problems("Chespin") == []
    assert "is not a card of the" in xy.problems(deck_list((1, cid("dp1-1")), (59, 1)))[0]
    assert xy.problems("mega_abomasnow")[0].endswith("era")


def test_a_game_of_two_theme_decks_of_one_era_plays_by_that_era():
    fmt, decks = format_for_decks(None, "Chespin", "Fennekin")
    assert fmt.name == "xy" and decks[0].name == "Chespin"
    assert format_for_decks(None, "mega_abomasnow", "fire_cinderace")[0].name == "standard"
    assert format_for_decks(None, "Chespin", "Resilient Life")[0].name == "xy"
    assert format_for_decks(None, "Chespin", "Zap!")[0].name == "unlimited"
    with pytest.raises(InvalidDeckError, match="not in the Standard pool"):
        format_for_decks("standard", "Chespin", "Fennekin")
    with pytest.raises(UnknownFormatError, match="formats: standard"):
        get_format("retro")
    assert set(FORMATS) >= {"standard", "expanded", "glc", "unlimited", "base", "xy", "swsh"}


# -- the command line -----------------------------------------------------------------------------

def test_cli_deck_validate_with_a_format_names_every_problem(tmp_path):
    f = tmp_path / "d.txt"
    f.write_text("\n".join(str(c) for c in deck_list((2, cid("xy1-96")), (58, cid("xy1-140")))) + "\n")
    r = runner.invoke(app, ["deck", "validate", "--format", "glc", str(f)])
    assert r.exit_code == 1 and "2 cards named 'Xerneas'; at most 1 allowed" in r.output
    r = runner.invoke(app, ["deck", "validate", "--format", "expanded", str(f)])
    assert r.exit_code == 0 and "ok (60 cards)" in r.output
    r = runner.invoke(app, ["deck", "validate", "--format", "nope", str(f)])
    assert r.exit_code == 2 and "no format 'nope'" in r.output


def test_cli_deck_validate_takes_theme_deck_names():
    """``deck validate`` takes a theme deck by name, as ``battle`` does (issue 12 item 5)."""
    r = runner.invoke(app, ["deck", "validate", "--format", "xy", "Chespin"])
    assert r.exit_code == 0 and "Chespin: ok (60 cards)" in r.output, r.output
    r = runner.invoke(app, ["deck", "validate", "--format", "hgss", "Chespin"])
    assert r.exit_code == 1 and "is not a card of the HeartGold" in r.output
    r = runner.invoke(app, ["deck", "validate", "No Such Theme Deck"])
    assert r.exit_code == 1 and "no built-in deck of that name" in r.output


def test_cli_deck_list_by_era():
    r = runner.invoke(app, ["deck", "list", "--era", "xy"])
    assert r.exit_code == 0 and r.output.splitlines()[0].startswith("Chespin\txy0\txy\t60 cards\t")
    assert "Resilient Life\txy1" in r.output
    r = runner.invoke(app, ["deck", "list", "--era", "jurassic"])
    assert r.exit_code == 2 and "no era" in r.output


def test_cli_battle_and_simulate_with_theme_decks_by_name():
    r = runner.invoke(app, ["battle", "--deck-a", "Chespin", "--deck-b", "Fennekin", "--quiet"])
    assert r.exit_code == 0, r.output
    r = runner.invoke(app, ["battle", "--deck-a", "Resilient Life", "--deck-b", "Destruction Rush", "--quiet",
                            "--allow-unimplemented", "--format", "expanded"])
    assert r.exit_code == 0 and r.output.startswith("Result: "), r.output
    r = runner.invoke(app, ["battle", "--deck-a", "Chespin", "--deck-b", "Fennekin", "--format", "standard"])
    assert r.exit_code == 2 and "not in the Standard pool" in r.output
    r = subprocess.run([sys.executable, "-m", "ptcg.cli", "simulate", "Chespin", "Fennekin", "-n", "2", "--json"],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    summary = json.loads(r.stdout.strip().splitlines()[-1])
    assert summary["games"] == 2 and summary["errors"] == 0
    r = subprocess.run([sys.executable, "-m", "ptcg.cli", "simulate", "Chespin", "Fennekin", "-n", "2",
                        "--format", "standard"], capture_output=True, text=True)
    assert r.returncode == 2 and "not in the Standard pool" in r.stderr


def test_cli_cards_coverage_reports_the_older_eras_and_theme_decks():
    r = runner.invoke(app, ["cards", "coverage", "--json"])
    cov = json.loads(r.output)
    older = cov["older"]
    assert older["total"] > 17000 and 0 < older["implemented"] < older["total"]
    chespin = next(d for d in older["theme_decks"] if d["deck"] == "Chespin")
    assert chespin["implemented"] == chespin["texts"] > 0


def test_a_game_of_theme_decks_replays_from_its_record():
    fmt, decks = format_for_decks(None, "Chespin", "Fennekin")
    game = Game(decks[0], decks[1], seed=11, rules=fmt.rules)
    from ptcg.agents import RandomAgent, play_game
    play_game(game, [RandomAgent(1), RandomAgent(2)])
    again = Game.from_record(json.loads(json.dumps(game.record())))
    assert again.log == game.log and again.result.winner == game.result.winner


def test_III_16_R1_theme_decks_round_trip_as_text_lists_in_their_eras_format():
    """A theme deck printed as a text list (``ptcg deck show``) reads back as the same cards,
    legal in its era: an older printing keeps its own text unless its series plays by the
    newest text (Black & White onward), e.g. Stormfront's Potion stays Stormfront's."""
    from ptcg.deck import Deck, load_deck
    done = [d for d in legacy.theme_decks() if d["label"] in
            ("Flamemaster", "Stormshaper", "Power Wave", "Ember Spark", "Plasma Shadow", "Chespin")]
    assert len(done) == 6
    for d in done:
        deck = load_deck(d["label"])
        back = Deck.parse(deck.to_list(), name=d["label"])
        same = legacy.same_text_in_pool     # Black & White onward: the pool's card of the name
        assert sorted(map(same, back.cards)) == sorted(map(same, deck.cards)), d["label"]
        assert get_format(d["era"]).problems(back) == [], d["label"]
    potion_sf = legacy.card_at("SF", "92")
    assert legacy.same_text_in_pool(potion_sf) == potion_sf
