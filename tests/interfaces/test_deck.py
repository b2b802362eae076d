"""Deck files: both formats, and validation that names every violation (I-H, III-11..13)."""

import pytest

from ptcg import Deck, DeckFormatError
from ptcg.deck import validate
from ptcg.ruleset import HALF_DECK


def test_official_format_loads(shared_dir):
    d = Deck.load(shared_dir / "decks/meta/dragapult_ex.csv")
    assert len(d) == 60 and 121 in d.cards
    assert d.problems() == []


def test_every_reference_deck_validates(shared_dir):
    files = sorted((shared_dir / "decks").glob("*/*.csv"))
    assert len(files) == 27
    for f in files:
        assert Deck.load(f).problems() == [], f


def test_text_list_format_with_section_headers():
    text = """Pokémon: 8
4 Snover MEG 35
4 Mega Abomasnow ex MEG 36

Trainer: 4
4 Mega Signal

Energy: 48
48 Basic {W} Energy SVE 3
"""
    d = Deck.parse(text)
    assert d.cards.count(722) == 4 and d.cards.count(723) == 4 and d.cards.count(3) == 48
    assert d.problems() == []


def test_water_energy_written_by_type_name():
    d = Deck.parse("4 Snover MEG 35\n56 Water Energy\n")
    assert d.cards.count(3) == 56


def test_unreadable_lines_are_named():
    with pytest.raises(DeckFormatError, match="line 2"):
        Deck.parse("4 Snover\nfour Pikachu\n")
    with pytest.raises(DeckFormatError, match="no card matches"):
        Deck.parse("4 Definitely Not A Card XYZ 999\n")
    with pytest.raises(DeckFormatError, match="empty"):
        Deck.parse("# nothing\n")


def test_validation_reports_all_problems_at_once():
    probs = validate([723] * 5 + [1092, 1100] + [3] * 40 + [99999])
    text = "; ".join(probs)
    assert "48 cards" in text
    assert "5 cards named 'Mega Abomasnow ex'" in text
    assert "2 ACE SPEC" in text
    assert "no Basic Pokémon" in text
    assert "unknown card ID 99999" in text


def test_copies_count_by_name_across_printings():
    # two printings of Bayleef (709, 918) share the four-copy limit (III-13 R1)
    probs = validate([709] * 3 + [918] * 2 + [917] * 4 + [1] * 51)
    assert any("5 cards named 'Bayleef'" in p for p in probs)


def test_half_deck_has_its_own_limits():
    ok = [722] * 2 + [3] * 28
    assert validate(ok, HALF_DECK) == []
    assert any("3 cards named" in p for p in validate([722] * 3 + [3] * 27, HALF_DECK))


def test_a_deck_file_rewritten_in_place_is_read_again(tmp_path, shared_dir):
    """Deck.load remembers the files it parsed (a tournament reads the same ones for every
    game), by their bytes: a file rewritten with other cards of the same length is read anew."""
    ids = Deck.load(shared_dir / "decks" / "meta" / sorted(p.name for p in (shared_dir / "decks" / "meta").glob("*.csv"))[0]).cards
    path = tmp_path / "d.csv"
    path.write_text("\n".join(map(str, ids)) + "\n")
    first = Deck.load(path)
    swapped = list(ids)
    i, j = next((i, j) for i in range(len(ids)) for j in range(i + 1, len(ids))
                if len(str(ids[i])) == len(str(ids[j])) and ids[i] != ids[j])
    swapped[i], swapped[j] = swapped[j], swapped[i]
    path.write_text("\n".join(map(str, swapped)) + "\n")
    again = Deck.load(path)
    assert first.cards == tuple(ids) and again.cards == tuple(swapped)
    assert Deck.load(path).cards == tuple(swapped) and Deck.load(path).name == "d"
