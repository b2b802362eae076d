"""Deck lists that are never silently wrong (issue 10 item 2) and bounded to read (issue 9
item 3): a line's name must agree with its set code and number, every problem is named
with its line, files of any encoding or line end get a clear answer, and ``ptcg deck
show`` writes a deck both ways."""

import time
from collections import Counter

import pytest
from typer.testing import CliRunner

from ptcg.cli import app
from ptcg.deck import LIMITS, Deck, DeckLimitError, DeckListError, builtin_deck, builtin_decks, resolve_card
from ptcg.errors import DeckFormatError

runner = CliRunner()
DRAGAPULT_EX, TATSUGIRI, SNOVER_DRI, SNOVER_MEG, WATER, FIRE, DEOXYS = 121, 122, 418, 722, 3, 2, 1304


def test_a_line_whose_set_number_is_another_card_is_an_error_naming_the_line():
    with pytest.raises(DeckListError) as e:
        Deck.parse("Pokémon: 4\n3 Dragapult ex TWM 131\n1 Dragapult ex TWM 130\n")
    assert e.value.problems == ["line 2: '3 Dragapult ex TWM 131': TWM 131 is Tatsugiri, not Dragapult ex"]
    assert resolve_card("Dragapult ex TWM 131") is None and resolve_card("Tatsugiri TWM 131") == TATSUGIRI


def test_cli_validate_reports_the_wrong_number_line_once_and_fails(tmp_path):
    f = tmp_path / "list.txt"
    f.write_text("3 Dragapult ex TWM 131\n4 Snover MEG 35\n53 Basic {W} Energy SVE 3\n", encoding="utf-8")
    r = runner.invoke(app, ["deck", "validate", str(f)])
    assert r.exit_code == 1
    assert r.output.count("TWM 131 is Tatsugiri") == 1 and "line 1" in r.output and "INVALID" in r.output


def test_names_agree_in_any_case_apostrophe_accent_and_energy_spelling():
    d = Deck.parse("1 BOSS\u2019S ORDERS PAL 172\n2 pokemon catcher SVI 187\n3 Basic Fire Energy SVE 2\n"
                   "4 Fire Energy SVE 2\n5 Basic {R} Energy\n")
    assert Counter(d.cards) == {1182: 1, 1124: 2, FIRE: 12}


def test_an_unknown_name_suggests_close_names():
    with pytest.raises(DeckListError, match=r"line 1: '4 Dragapul ex TWM 999': no card matches 'Dragapul ex'; "
                                            r"did you mean 'Dragapult ex'\?"):
        Deck.parse("4 Dragapul ex TWM 999\n")


def test_another_printing_falls_back_to_the_name_when_it_names_one_card():
    assert Deck.parse("4 Dragapult ex TWM 200\n").cards == (DRAGAPULT_EX,) * 4    # an alternate-art number
    assert Deck.parse("4 Switch SUM 132\n").cards == (1123,) * 4                  # a set outside the pool


def test_a_name_printed_on_different_cards_needs_its_set_code_and_number():
    with pytest.raises(DeckListError, match=r"2 different cards are named Snover \(DRI 59, MEG 35\)"):
        Deck.parse("4 Snover\n")
    assert Deck.parse("4 Snover MEG 35\n").cards == (SNOVER_MEG,) * 4
    assert Deck.parse("4 Snover MEG 999\n").cards == (SNOVER_MEG,) * 4            # the set tells which
    assert Deck.parse("4 Snover DRI 59\n").cards == (SNOVER_DRI,) * 4


def test_cards_without_a_set_code_are_written_by_id():
    assert Deck.parse("2 Deoxys ID 1304\n").cards == (DEOXYS,) * 2
    with pytest.raises(DeckListError, match="card ID 1304 is Deoxys, not Pikachu"):
        Deck.parse("2 Pikachu ID 1304\n")


def test_every_problem_of_a_file_is_reported_together_each_once():
    text = "Pokémon: 9\n4 Snover MEG 35\nfour Pikachu\n4 Nope XYZ 1\n1 Dragapult ex TWM 131\n\nEnergy: 56\n56 Water Energy\n"
    with pytest.raises(DeckListError) as e:
        Deck.parse(text, "mine")
    assert [p.split(":")[0] for p in e.value.problems] == ["line 3", "line 4", "line 5"]
    assert "cannot read 'four Pikachu'" in e.value.problems[0]
    assert str(e.value).startswith("mine: line 3")


def test_bom_and_crlf_are_read(tmp_path):
    f = tmp_path / "bom.txt"
    f.write_bytes("\ufeffPokémon: 4\r\n4 Snover MEG 35\r\nEnergy: 56\r\n56 Basic {W} Energy SVE 3\r\n".encode("utf-8"))
    d = Deck.load(f)
    assert d.cards == (SNOVER_MEG,) * 4 + (WATER,) * 56 and d.problems() == []
    ids = tmp_path / "ids.csv"
    ids.write_bytes(b"\xef\xbb\xbf" + b"\r\n".join([b"722"] * 4 + [b"3"] * 56) + b"\r\n")
    assert Deck.load(ids).problems() == []


def test_a_file_that_is_not_utf8_is_a_clear_message_not_a_traceback(tmp_path):
    f = tmp_path / "latin1.txt"
    f.write_bytes("4 Pokémon Catcher SVI 187\n".encode("latin-1"))
    with pytest.raises(DeckFormatError, match="not a UTF-8 text file"):
        Deck.load(f)
    r = runner.invoke(app, ["deck", "validate", str(f)])
    assert r.exit_code == 1 and "not a UTF-8 text file" in r.output and r.exception is None or \
        isinstance(r.exception, SystemExit)


def test_validate_takes_built_in_deck_names_as_battle_does():
    r = runner.invoke(app, ["deck", "validate", "dragapult_ex", "mega_abomasnow"])
    assert r.exit_code == 0 and "dragapult_ex: ok (60 cards)" in r.output
    r = runner.invoke(app, ["deck", "validate", "no_such_deck"])
    assert r.exit_code == 1 and "no deck file 'no_such_deck' and no built-in deck" in r.output


# -- writing a deck both ways ---------------------------------------------------------------
def test_deck_show_prints_a_text_list_with_sections():
    r = runner.invoke(app, ["deck", "show", "dragapult_ex"])
    assert r.exit_code == 0, r.output
    lines = r.output.splitlines()
    assert lines[0].startswith("Pokémon: ") and any(ln.startswith("Trainer: ") for ln in lines) \
        and any(ln.startswith("Energy: ") for ln in lines)
    assert "3 Dragapult ex TWM 130" in lines
    sections = {ln.split(":")[0]: int(ln.split(":")[1]) for ln in lines if ln.endswith(tuple("0123456789"))
                and ":" in ln}
    assert sum(sections.values()) == 60


def test_deck_show_ids_and_a_bad_format():
    r = runner.invoke(app, ["deck", "show", "dragapult_ex", "--format", "ids"])
    assert r.exit_code == 0 and r.output.split() == [str(c) for c in builtin_deck("dragapult_ex").cards]
    r = runner.invoke(app, ["deck", "show", "dragapult_ex", "--format", "pdf"])
    assert r.exit_code == 2 and "--format is text or ids" in r.output


def _round_trips(deck: Deck) -> None:
    back = Deck.parse(deck.to_list(), deck.name)
    assert Counter(back.cards) == Counter(deck.cards), deck.name
    assert Deck.parse(deck.to_text(), deck.name).cards == deck.cards, deck.name


@pytest.mark.parametrize("name", builtin_decks())
def test_every_built_in_deck_round_trips_both_ways(name):
    _round_trips(builtin_deck(name))


def test_every_shared_deck_round_trips_both_ways(shared_dir):
    files = sorted((shared_dir / "decks").glob("*/*.csv"))
    assert files
    for f in files:
        _round_trips(Deck.load(f))


def test_cards_without_a_set_code_round_trip():
    d = Deck([DEOXYS] * 2 + [1303] * 2 + [SNOVER_DRI] * 4 + [WATER] * 52, "mixed")
    assert "2 Deoxys ID 1304" in d.to_list().splitlines()
    _round_trips(d)


# -- bounded reading (issue 9 item 3) ---------------------------------------------------------
@pytest.mark.parametrize("line", ["10000000 Dragapult ex TWM 130", "1" + "0" * 150 + " Dragapult ex TWM 130",
                                  "65 Basic {W} Energy", "0 Dragapult ex TWM 130"])
def test_a_huge_or_zero_count_is_refused_at_once(line):
    start = time.perf_counter()
    with pytest.raises(DeckListError, match="one line counts 1 to 64 copies"):
        Deck.parse(line + "\n")
    assert time.perf_counter() - start < 1.0


def test_a_count_that_is_an_expression_is_a_malformed_line():
    with pytest.raises(DeckListError, match=r"line 1: cannot read '10\*\*9 Dragapult ex TWM 130'"):
        Deck.parse("10**9 Dragapult ex TWM 130\n")


def test_lists_lines_and_files_have_limits(tmp_path):
    with pytest.raises(DeckLimitError, match="adds up to 448 cards"):
        Deck.parse("\n".join(["64 Basic {W} Energy"] * 7))
    with pytest.raises(DeckLimitError, match="at most 400"):
        Deck.parse("\n".join(["3"] * 401))
    with pytest.raises(DeckListError, match="at most 200 characters"):
        Deck.parse("4 " + "x" * 300)
    big = tmp_path / "big.txt"
    big.write_bytes(b"3\n" * (LIMITS["file_bytes"] // 2 + 1))
    with pytest.raises(DeckLimitError, match="larger than"):
        Deck.load(big)
    with pytest.raises(DeckListError) as e:
        Deck.parse("\n".join(["nonsense line"] * 500))
    assert len(e.value.problems) == LIMITS["problems"] + 1 and e.value.problems[-1] == "... and 400 more lines"
