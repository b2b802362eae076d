"""Decks: reading the two common formats and checking the construction rules (I-H, III-11..13).

Formats:

* the official simulator's: one card ID per line, 60 lines (blank lines and ``#``
  comments ignored), as in ``shared/decks/``;
* the common text list of Pokémon TCG Live: ``4 Pikachu ex SVI 57`` lines under optional
  section headers (``Pokémon: 12``, ``Trainer (36)``, ``Energy``...).  A line is matched
  by set code and number, and the name must then be that card's name (``3 Dragapult ex
  TWM 131`` is an error: TWM 131 is Tatsugiri).  A set code and number outside the pool
  (another printing) falls back to the name, which must then name one card (a name
  printed on several different cards needs its set code and number).  ``ID 121`` in place
  of a set code and number names a card ID (cards whose set code the official lists
  lack); Basic Energy may be written ``Basic {G} Energy``, ``Basic Grass Energy`` or
  ``Grass Energy``.  Names are compared in any case, with straight or curly apostrophes
  and with or without accents.

Every line that names no card is reported, with its number and text, in one
:class:`DeckListError`.  Reading is bounded (:data:`LIMITS`): a file, a line, a count
and the whole list have a maximum size, checked before any card list is built.

Rules checked (every violation is reported, not just the first): the exact deck size
(60, or 30 for the half deck); at most 4 (2) cards of the same name except Basic Energy,
counted across printings (III-12 R1, III-13 R1), a level or δ after the name not counting
as part of it (III-12 R9, III-13 R4/R6); one Prism Star card per name (III-12 R6);
at most one ACE SPEC card (III-12 R4);
at most one Radiant Pokémon (III-12 R5); at most one Pokémon Star and one Shining Pokémon
of a name, and any number of a card printing "as many as you like" (the cards' own rules,
LEGACY.md §2 and row 32); at least one Basic Pokémon (III-11 R2); known card IDs only.
Format-specific rules (ban lists, one card of each name, one type) are in
:mod:`ptcg.formats`.  Lines and names of the older sets are resolved by
:func:`ptcg.cards.legacy.resolve_card`, and the theme decks load by name.
"""

from __future__ import annotations

import functools
import os
import re
from collections import Counter
from pathlib import Path

from .cards import legacy
from .cards.db import CARDS, CardDef, ensure_loaded, get, is_known
from .describe import card_at, cards_named, did_you_mean
from .errors import DeckFormatError, InvalidDeckError, UnknownCardError
from .ruleset import STANDARD, Ruleset

#: Bounds on reading a deck, so that a small input never buys unbounded work: a deck file
#: is read only up to ``file_bytes``; a line may be ``line_chars`` long; one line may
#: count ``count_per_line`` copies (a card instance numbers at most 64 copies of an ID,
#: :mod:`ptcg.state`); a list adds up to ``cards`` cards at most; at most ``problems``
#: problems are listed one by one.  NOTES.md ("Deck lists") says why these values.
LIMITS = {"file_bytes": 1 << 20, "line_chars": 200, "count_per_line": 64, "cards": 400, "problems": 100,
          "id_digits": 9}

_SECTION = re.compile(r"^\s*(pok[eé]mon|trainers?|energy|energies)\b\s*[:(]?\s*\d*\)?\s*$", re.I)
_LINE = re.compile(r"^\s*(\d+)\s*x?\s+(.+?)\s*$")
_SET_NUMBER = re.compile(r"^(.*?)\s+([A-Za-z0-9-]{2,6})\s+0*(\d+)[a-z]?$")


class DeckListError(DeckFormatError):
    """A deck list with lines that can't be read or name no card.  ``problems`` holds one
    message per line, each naming the line number and the line."""

    def __init__(self, name: str, problems):
        self.name = name
        self.problems = list(problems)
        super().__init__(f"{name}: " + "; ".join(self.problems))


class DeckLimitError(DeckFormatError):
    """A deck file or list bigger than :data:`LIMITS` allows (refused before it is read
    further)."""


class Deck:
    """An ordered list of card IDs with a name."""

    __slots__ = ("cards", "name")

    def __init__(self, cards, name: str = "deck"):
        self.cards = tuple(int(c) for c in cards)
        self.name = name

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self):
        return iter(self.cards)

    def __repr__(self) -> str:
        return f"Deck({self.name!r}, {len(self.cards)} cards)"

    # -- reading ----------------------------------------------------------------------
    @classmethod
    def load(cls, path) -> "Deck":
        """Read a deck file in either format (UTF-8, with or without a byte-order mark; any
        line ends).  Raises :class:`~ptcg.errors.DeckFormatError` (:class:`DeckListError`
        for lines naming no card, :class:`DeckLimitError` for a file over the limits)."""
        p = Path(path)
        limit = LIMITS["file_bytes"]
        try:
            with open(p, "rb") as f:
                data = f.read(limit + 1)
        except OSError as e:
            raise DeckFormatError(f"cannot read deck file {path}: {e.strerror or e}") from None
        if len(data) > limit:
            raise DeckLimitError(f"{path}: the deck file is larger than {limit} bytes")
        # a tournament reads the same few files for every game: the same bytes are not
        # parsed again (only card-ID files that parsed without error are remembered; a text
        # list depends on the card names known, so it is always read)
        known = _LOADED.get(data)
        if known is not None:
            return cls._of(known, p.stem)
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError as e:
            raise DeckFormatError(f"{path}: not a UTF-8 text file (byte 0x{data[e.start]:02x} at offset "
                                  f"{e.start}); save the deck list as UTF-8 text") from None
        deck = cls.parse(text, name=p.stem)
        if len(data) <= 16384 and not data.translate(None, b"0123456789 \t\r\n"):
            if len(_LOADED) >= 256:
                _LOADED.clear()
            _LOADED[data] = deck.cards
        return deck

    @classmethod
    def _of(cls, cards: tuple, name: str) -> "Deck":
        """A deck of card IDs already checked (``cards`` is a tuple of ints)."""
        deck = cls.__new__(cls)
        deck.cards = cards
        deck.name = name
        return deck

    @classmethod
    def parse(cls, text: str, name: str = "deck") -> "Deck":
        """A deck from the text of a deck file in either format (see the module)."""
        if len(text) > LIMITS["file_bytes"]:
            raise DeckLimitError(f"{name}: the deck list is longer than {LIMITS['file_bytes']} characters")
        lines = [ln.strip() for ln in text.lstrip("\ufeff").splitlines()]
        content = [ln for ln in lines if ln and not ln.startswith("#")]
        if not content:
            raise DeckFormatError(f"{name}: the deck file is empty")
        if all(ln.isdigit() and ln.isascii() for ln in content):
            if len(content) > LIMITS["cards"]:
                raise DeckLimitError(f"{name}: {len(content)} cards; a deck list has at most {LIMITS['cards']}")
            # a card ID has a few digits: a longer line is refused before int() reads it
            long = [f"line {n}: {ln[:12] + '...' if len(ln) > 12 else ln!r}: not a card ID (at most "
                    f"{LIMITS['id_digits']} digits)" for n, ln in enumerate(lines, 1)
                    if ln.isdigit() and len(ln) > LIMITS["id_digits"]]
            if long:
                raise DeckListError(name, long[:LIMITS["problems"]])
            return cls([int(ln) for ln in content], name)
        entries, problems = _read_list(lines)
        if problems:
            cap = LIMITS["problems"]
            more = [f"... and {len(problems) - cap} more lines"] if len(problems) > cap else []
            raise DeckListError(name, problems[:cap] + more)
        total = sum(n for n, _ in entries)
        if total > LIMITS["cards"]:
            raise DeckLimitError(f"{name}: the list adds up to {total} cards; a deck list has at most "
                                 f"{LIMITS['cards']}")
        return cls([cid for n, cid in entries for _ in range(n)], name)

    def to_text(self) -> str:
        """The official format: one card ID per line."""
        return "\n".join(str(c) for c in self.cards) + "\n"

    def to_list(self) -> str:
        """The Pokémon TCG Live text list: ``Pokémon: N`` / ``Trainer: N`` / ``Energy: N``
        sections of ``count name SET number`` lines, cards in the order they first appear
        (``name ID n`` for a card whose set code the official lists lack).
        :meth:`parse` reads it back to the same cards."""
        counts = Counter(self.cards)
        order = list(dict.fromkeys(self.cards))
        known = {c: get(c) for c in order if isinstance(c, int) and is_known(c)}   # older cards load here
        out = []
        for title, kinds in _SECTIONS:
            ids = [c for c in order if c in known and known[c].kind in kinds]
            if ids:
                out.append(f"{title}: {sum(counts[c] for c in ids)}")
                out += [f"{counts[c]} {_list_name(known[c])}" for c in ids]
                out.append("")
        unknown = [c for c in order if c not in known]
        if unknown:
            out += [f"# unknown card ID {c} (x{counts[c]})" for c in unknown] + [""]
        return "\n".join(out)

    # -- checking ---------------------------------------------------------------------
    def problems(self, rules: Ruleset = STANDARD) -> list:
        return validate(self.cards, rules)

    def check(self, rules: Ruleset = STANDARD) -> "Deck":
        probs = self.problems(rules)
        if probs:
            raise InvalidDeckError(probs, self.name)
        return self


#: the bytes of a deck file -> the card IDs read from them (Deck.load)
_LOADED: dict = {}

_SECTIONS = (("Pokémon", {"pokemon"}), ("Trainer", {"item", "tool", "supporter", "stadium"}),
             ("Energy", {"basic_energy", "special_energy"}))


def _list_name(c: CardDef) -> str:
    return f"{c.name} {c.set} {c.number}" if c.set and c.number else f"{c.name} ID {c.id}"


def _read_list(lines) -> tuple:
    """(entries [(count, card ID)], problems) of a text deck list."""
    entries, problems = [], []
    for n, ln in enumerate(lines, 1):
        if not ln or ln.startswith("#") or _SECTION.match(ln) or ln.lower().startswith("total"):
            continue
        if len(ln) > LIMITS["line_chars"]:
            problems.append(f"line {n}: {ln[:40]!r}...: a line of a deck list has at most "
                            f"{LIMITS['line_chars']} characters")
            continue
        m = _LINE.match(ln)
        if not m:
            problems.append(f"line {n}: cannot read {ln!r} (expected a count and a card, e.g. '4 Pikachu ex SVI 57')")
            continue
        count = int(m.group(1)) if len(m.group(1)) <= 6 else LIMITS["count_per_line"] + 1
        if not 1 <= count <= LIMITS["count_per_line"]:
            digits = m.group(1) if len(m.group(1)) <= 12 else m.group(1)[:12] + "..."
            problems.append(f"line {n}: {ln if len(ln) <= 60 else ln[:60] + '...'!r}: a count of {digits}; one "
                            f"line counts 1 to {LIMITS['count_per_line']} copies")
            continue
        cid, why = _resolve(m.group(2))
        if cid is None:
            problems.append(f"line {n}: {ln!r}: {why}")
            continue
        entries.append((count, cid))
    return entries, problems


def _printings(ids) -> str:
    return ", ".join(_list_name(CARDS[c])[len(CARDS[c].name) + 1:] for c in ids)


def _resolve(text: str) -> tuple:
    """(card ID, None) for the card a list line names, or (None, why not)."""
    t = text.strip()
    m = _SET_NUMBER.match(t)
    name, code, number = (m.group(1), m.group(2), m.group(3)) if m else (t, None, None)
    named = cards_named(name)
    if code is not None:
        if code.upper() == "ID":
            cid = int(number) if len(number) <= 6 else -1
            if cid not in CARDS:
                return None, f"no card has the ID {number}"
            if cid not in named:
                return None, f"card ID {cid} is {CARDS[cid].name}, not {name}"
            return cid, None
        cid = card_at(code, number)
        if cid is not None:
            if cid not in named:
                return None, f"{code.upper()} {number} is {CARDS[cid].name}, not {name}"
            return cid, None
        older = legacy.card_at(code, number)      # a set code of the older eras
        if older is not None and deck_name(get(older).name).lower() == deck_name(name).strip().lower():
            return older, None
    if not named:
        older = legacy.resolve_card(t)            # a name printed only by the older eras
        if older is not None:
            return older, None
        return None, f"no card matches {name!r}{did_you_mean(name)}"
    if len(named) > 1 and code is not None:          # another printing: its set may tell
        same_set = [c for c in named if CARDS[c].set.upper() == code.upper()]
        if len(same_set) == 1:
            return same_set[0], None
    if len(named) > 1:
        return None, (f"{len(named)} different cards are named {CARDS[named[0]].name} "
                      f"({_printings(named)}); write the set code and number of the one meant")
    return named[0], None


def resolve_card(text: str):
    """A card ID from ``"Pikachu ex SVI 57"``, ``"Pikachu ex"``, ``"Grass Energy"``... (see
    the module for the rules); None when the text names no card, or names two different
    cards by its name and by its set code and number."""
    return _resolve(text)[0]


PRISM_STAR = "\u25c7"
# A level ("LV.43", "LV.X") or the Delta Species mark after a name is not part of it for the
# copy limit (III-12 R9, III-13 R4, R6); other symbols after a name are (III-13 R5, R8).
_NOT_PART_OF_NAME = re.compile(r"(\s+(LV\.\s*(\d+|X)|\u03b4))+$")


def deck_name(name: str) -> str:
    """The name a card counts under for the same-name limit (III-12 R1, III-13)."""
    return _NOT_PART_OF_NAME.sub("", name)


def validate(card_ids, rules: Ruleset = STANDARD) -> list:
    """Every construction problem of a deck, in plain words (empty list = legal)."""
    ids = tuple(card_ids)
    ensure_loaded(ids)                                        # cards of older sets
    # the same deck is validated again for every game it plays: remember the answer, keyed
    # also on the card definitions themselves (tests may swap in stand-in definitions)
    distinct = set(ids)
    try:
        order = sorted(distinct)
    except TypeError:                                         # not all ints: any stable order
        order = sorted(distinct, key=repr)
    defs = tuple(map(CARDS.get, order))
    if None in defs:                                          # cards of older sets, or no card
        defs = tuple(map(get, order))
    return list(_validate(ids, rules, defs))


@functools.lru_cache(maxsize=1024)
def _validate(card_ids: tuple, rules: Ruleset, definitions: tuple) -> tuple:
    return tuple(_problems(card_ids, rules))


def _problems(card_ids, rules: Ruleset) -> list:
    problems = []
    ids = list(card_ids)
    unknown = [c for c in ids if not is_known(c)]
    for c in sorted(set(unknown)):
        problems.append(f"unknown card ID {c}")
    known: list[CardDef] = [get(c) for c in ids if is_known(c)]
    if len(ids) != rules.deck_size:
        problems.append(f"the deck has {len(ids)} cards; it must have exactly {rules.deck_size}")
    by_name = Counter(deck_name(c.name) for c in known if c.kind != "basic_energy" and "any_number" not in c.tags)
    for name, n in sorted(by_name.items()):
        if n > 1 and name.startswith("Shining ") and any("shining" in c.tags for c in known if c.name == name):
            problems.append(f"{n} cards named {name!r}; at most 1 Shining Pokémon of a name allowed")
        elif n > rules.max_copies:
            problems.append(f"{n} cards named {name!r}; at most {rules.max_copies} allowed")
        elif n > 1 and PRISM_STAR in name:
            problems.append(f"{n} cards named {name!r}; at most 1 Prism Star card of a name allowed")
    aces = [c.name for c in known if c.ace_spec]
    if len(aces) > 1:
        problems.append(f"{len(aces)} ACE SPEC cards ({', '.join(sorted(set(aces)))}); at most 1 allowed")
    radiant = [c.name for c in known if c.name.startswith("Radiant ")]
    if len(radiant) > 1:
        problems.append(f"{len(radiant)} Radiant Pokémon; at most 1 allowed")
    stars = [c.name for c in known if "star" in c.tags]
    if len(stars) > 1:
        problems.append(f"{len(stars)} Pokémon Star cards ({', '.join(sorted(set(stars)))}); at most 1 allowed")
    if not any(c.plays_as_basic for c in known):
        problems.append("the deck has no Basic Pokémon")
    return problems


def load_deck(spec) -> Deck:
    """A deck from a file path or, when no such file exists, the name of a built-in deck
    (as ``ptcg battle`` takes them)."""
    if isinstance(spec, Deck):
        return spec
    spec = str(spec)
    if os.path.exists(spec) or "/" in spec or "\\" in spec or spec.endswith((".txt", ".csv")):
        return Deck.load(spec)
    if spec not in builtin_decks():
        theme = legacy.theme_deck(spec)                 # a theme deck of the older eras
        if theme is not None:
            return Deck(theme[1], theme[0])
        raise DeckFormatError(f"no deck file {spec!r} and no built-in deck of that name; built-in decks: "
                              f"{', '.join(builtin_decks())} (and the theme decks of `ptcg deck list --era ERA`)")
    return builtin_deck(spec)


def as_deck(obj, name: str = "deck") -> Deck:
    """Accept a Deck, a path, or a sequence of card IDs."""
    if isinstance(obj, Deck):
        return obj
    if isinstance(obj, (str, Path)):
        return Deck.load(obj)
    try:
        ids = [int(c) for c in obj]
    except (TypeError, ValueError):
        raise DeckFormatError(f"{name}: expected a Deck, a file path or a list of card IDs") from None
    return Deck(ids, name)


@functools.lru_cache(maxsize=None)
def builtin_deck(name: str) -> Deck:
    """One of the decks shipped with the package (``ptcg.decks``)."""
    from importlib import resources
    base = resources.files("ptcg").joinpath("decks")
    path = base.joinpath(f"{name}.txt")
    if not path.is_file():
        theme = legacy.theme_deck(name)             # a theme deck of the older eras
        if theme is not None:
            return Deck(theme[1], theme[0])
        names = sorted(p.name[:-4] for p in base.iterdir() if p.name.endswith(".txt"))
        raise DeckFormatError(f"no built-in deck {name!r}; built-in decks: {', '.join(names)} "
                              "(and the theme decks of `ptcg deck list --era ERA`)")
    return Deck.parse(path.read_text(encoding="utf-8"), name)


def builtin_decks() -> list:
    from importlib import resources
    base = resources.files("ptcg").joinpath("decks")
    return sorted(p.name[:-4] for p in base.iterdir() if p.name.endswith(".txt"))


__all__ = ["Deck", "validate", "deck_name", "resolve_card", "as_deck", "load_deck", "builtin_deck",
           "builtin_decks", "DeckListError", "DeckLimitError", "LIMITS", "UnknownCardError"]
