"""Decks: reading the two common formats and checking the construction rules (I-H, III-11..13).

Formats:

* the official simulator's: one card ID per line, 60 lines (blank lines and ``#``
  comments ignored), as in ``shared/decks/``;
* the common text list: ``4 Pikachu ex SVI 57`` lines under optional section headers
  (``Pokémon: 12``, ``Trainer (36)``, ``Energy``...).  A line is matched by set code and
  number first, then by name; Basic Energy may be written ``Basic {G} Energy``,
  ``Basic Grass Energy`` or ``Grass Energy``.

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
import re
from collections import Counter
from pathlib import Path

from .cards import legacy
from .cards.db import CARDS, CardDef, ensure_loaded, get, is_known
from .errors import DeckFormatError, InvalidDeckError, UnknownCardError
from .ruleset import STANDARD, Ruleset
from .types import TYPE_LETTERS, TYPE_NAMES

_SECTION = re.compile(r"^\s*(pok[eé]mon|trainers?|energy|energies)\b\s*[:(]?\s*\d*\)?\s*$", re.I)
_LINE = re.compile(r"^\s*(\d+)\s*x?\s+(.+?)\s*$")


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
        p = Path(path)
        try:
            text = p.read_text(encoding="utf-8")
        except OSError as e:
            raise DeckFormatError(f"cannot read deck file {path}: {e.strerror or e}") from None
        return cls.parse(text, name=p.stem)

    @classmethod
    def parse(cls, text: str, name: str = "deck") -> "Deck":
        lines = [ln.strip() for ln in text.splitlines()]
        content = [ln for ln in lines if ln and not ln.startswith("#")]
        if not content:
            raise DeckFormatError(f"{name}: the deck file is empty")
        if all(re.fullmatch(r"\d+", ln) for ln in content):
            return cls([int(ln) for ln in content], name)
        cards: list = []
        problems = []
        for n, ln in enumerate(lines, 1):
            if not ln or ln.startswith("#") or _SECTION.match(ln) or ln.lower().startswith("total"):
                continue
            m = _LINE.match(ln)
            if not m:
                problems.append(f"line {n}: cannot read {ln!r} (expected e.g. '4 Pikachu ex SVI 57')")
                continue
            count, rest = int(m.group(1)), m.group(2)
            cid = resolve_card(rest)
            if cid is None:
                problems.append(f"line {n}: no card matches {rest!r}")
                continue
            cards.extend([cid] * count)
        if problems:
            raise DeckFormatError(f"{name}: " + "; ".join(problems))
        return cls(cards, name)

    def to_text(self) -> str:
        """The official format: one card ID per line."""
        return "\n".join(str(c) for c in self.cards) + "\n"

    # -- checking ---------------------------------------------------------------------
    def problems(self, rules: Ruleset = STANDARD) -> list:
        return validate(self.cards, rules)

    def check(self, rules: Ruleset = STANDARD) -> "Deck":
        probs = self.problems(rules)
        if probs:
            raise InvalidDeckError(probs, self.name)
        return self


_BY_SET: dict = {}
_BY_NAME: dict = {}
for _c in sorted(CARDS.values(), key=lambda c: c.id):
    _BY_SET.setdefault((_c.set.upper(), _c.number.lstrip("0")), _c.id)
    _BY_NAME.setdefault(_c.name.lower(), _c.id)
for _t, _letter in enumerate(TYPE_LETTERS):
    _cid = _BY_NAME.get(f"basic {{{_letter.lower()}}} energy")
    if _cid is not None:
        _BY_NAME[f"basic {TYPE_NAMES[_t].lower()} energy"] = _cid
        _BY_NAME[f"{TYPE_NAMES[_t].lower()} energy"] = _cid


def resolve_card(text: str):
    """A card ID from ``"Pikachu ex SVI 57"``, ``"Pikachu ex"``, ``"Grass Energy"``..."""
    t = text.replace("\u2019", "'").strip()
    m = re.match(r"^(.*?)\s+([A-Za-z0-9-]{2,6})\s+(\d+)[a-z]?$", t)
    if m:
        cid = _BY_SET.get((m.group(2).upper(), m.group(3).lstrip("0")))
        if cid is not None:
            return cid
    cid = _BY_NAME.get((m.group(1) if m else t).lower())
    return cid if cid is not None else legacy.resolve_card(text)     # the older sets' codes


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
    defs = tuple(get(c) for c in sorted(set(ids), key=repr))
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


__all__ = ["Deck", "validate", "deck_name", "resolve_card", "as_deck", "builtin_deck",
           "builtin_decks", "UnknownCardError"]
