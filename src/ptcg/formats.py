"""Formats: which cards a deck may hold, the deck rules beyond III-11..13, and the ruleset.

A :class:`Format` names its card pool, its deck rules and its :class:`~ptcg.ruleset.Ruleset`:

=============  ==============================================================================
``standard``   the official pool of today (the 1,431 card IDs); the default ruleset (001)
``expanded``   Black & White onward: the official pool and every older printing the card
               data marks Expanded-legal; its ban list is the data's ("Banned"); Professor
               Juniper, Professor Sycamore and Professor's Research count as one name (002
               §5 for the first two); the Fairy type
``glc``        Gym Leader Challenge (community format): the Expanded pool, one card of each
               name except Basic Energy, every Pokémon sharing one type, no Rule Box card and
               no ACE SPEC (LEGACY.md §4)
``unlimited``  every card of every era; the Fairy type
``base`` ...   the era presets (``base``, ``ex``, ``dp``, ``hgss``, ``bw``, ``xy``, ``sm``,
``swsh``       ``swsh``): the cards of that era's sets (and reprints of them from other eras),
               Basic Energy, and the era's ruleset (:data:`ptcg.ruleset.ERAS`)
=============  ==============================================================================

``ptcg deck validate --format NAME``, ``ptcg battle --format NAME`` and ``ptcg simulate
--format NAME`` use them; :meth:`Format.problems` names every problem of a deck.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from .cards import db
from .cards.db import BASIC_ENERGY, POOL_IDS
from .cards import legacy
from .cards.legacy import ERAS
from .deck import Deck, as_deck, deck_name, validate
from .errors import InvalidDeckError, PTCGError
from .ruleset import ERAS as ERA_RULES
from .ruleset import STANDARD, Ruleset
from .types import TYPE_NAMES


class UnknownFormatError(PTCGError):
    """No format has that name."""


@dataclass(frozen=True)
class Format:
    """A format: ``allows(card)`` says whether a card is in its pool (None) or why not (a
    short reason); ``deck_rules`` are functions ``(cards) -> [problems]`` over the decks'
    card definitions; ``rules`` is the ruleset games of the format are played with."""

    name: str
    title: str
    rules: Ruleset
    allows: object
    deck_rules: tuple = field(default=())

    def problems(self, deck) -> list:
        """Every problem of ``deck`` (a Deck, a path, a theme deck name or card IDs) in this
        format: the construction rules of its ruleset (:func:`ptcg.deck.validate`), cards
        outside its pool, and its own deck rules."""
        d = _deck(deck)
        out = list(validate(d.cards, self.rules))
        known = [db.get(c) for c in d.cards]
        known = [c for c in known if c is not None]
        seen = set()
        for c in known:
            if c.id in seen:
                continue
            seen.add(c.id)
            why = self.allows(c)
            if why:
                out.append(f"{c.name} ({_printing(c)}) {why}")
        for rule in self.deck_rules:
            out.extend(rule(known))
        return out

    def check(self, deck) -> Deck:
        """The deck, or :class:`~ptcg.errors.InvalidDeckError` listing every problem."""
        d = _deck(deck)
        probs = self.problems(d)
        if probs:
            raise InvalidDeckError(probs, f"{d.name} ({self.name})")
        return d

    def __repr__(self) -> str:
        return f"Format({self.name!r})"


def _deck(deck) -> Deck:
    if isinstance(deck, str):
        from .deck import builtin_deck
        import os
        if not os.path.exists(deck):
            return builtin_deck(deck)
    return as_deck(deck)


def _printing(c) -> str:
    return f"{c.set} {c.number}".strip() or f"card {c.id}"


# -- pools ------------------------------------------------------------------------------------
def _in_pool(c):
    return None if c.id in POOL_IDS else "is not in the Standard pool"


def _basic_energy(c) -> bool:
    return c.kind == BASIC_ENERGY


def _expanded(c):
    if c.id in POOL_IDS:
        return None
    legal = c.legal.get("expanded")
    if legal == "banned":
        return "is banned in Expanded"
    if legal != "legal":
        return "is not Expanded-legal (Black & White onward)"
    return None


_BANNED_NAMES: set = set()


def _expanded_names_banned(cards) -> list:
    """A card of the pool with the name of a banned card is banned too (bans are by name)."""
    if not _BANNED_NAMES:
        db.load_all()
        _BANNED_NAMES.update(c.name for c in db.LEGACY_CARDS.values() if c.legal.get("expanded") == "banned")
    return [f"{c.name} ({_printing(c)}) is banned in Expanded" for c in {c.id: c for c in cards}.values()
            if c.id in POOL_IDS and c.name in _BANNED_NAMES]


_PROFESSORS = ("Professor Juniper", "Professor Sycamore", "Professor's Research")


def _same_card_group(cards) -> list:
    n = sum(1 for c in cards if c.name in _PROFESSORS)
    return [f"{n} cards of Professor Juniper, Professor Sycamore and Professor's Research; they count as "
            "one name, at most 4 allowed"] if n > 4 else []


def _unlimited(c):
    return None


def _era_pool(era: str):
    signatures: set = set()

    def reprint_signature(c):
        return (deck_name(c.name), c.kind, c.key, tuple(a.key or a.name for a in c.attacks),
                tuple(ab.key for ab in c.abilities))

    def allows(c):
        if _basic_energy(c) or c.era == era:
            return None
        if not signatures:
            for s in db.legacy_sets():
                if s["era"] == era:
                    db.load_set(s["id"])
            mine = [x for x in db.LEGACY_CARDS.values() if x.era == era]
            signatures.update(reprint_signature(x) for x in mine)
            # III-16 R1: the era's Trainers and Energy that play by the pool card of their name
            signatures.update(("pool card", legacy.same_text_in_pool(x.id)) for x in mine if not x.is_pokemon)
        if reprint_signature(c) in signatures or ("pool card", c.id) in signatures:
            return None                  # a reprint of a card of the era (the same name and text)
        return f"is not a card of the {ERAS[era]} era"
    return allows


# -- deck rules -------------------------------------------------------------------------------
def _singleton(cards) -> list:
    n = Counter(deck_name(c.name) for c in cards if c.kind != BASIC_ENERGY)
    return [f"{k} cards named {name!r}; at most 1 allowed" for name, k in sorted(n.items()) if k > 1]


def _one_type(cards) -> list:
    types = [set(c.types) for c in cards if c.is_pokemon]
    if not types:
        return []
    shared = set.intersection(*types)
    if shared:
        return []
    counts = Counter(t for ts in types for t in ts)
    return ["the Pokémon do not share one type (" + ", ".join(
        f"{TYPE_NAMES[t]} {n}" for t, n in counts.most_common()) + "); every Pokémon must have the deck's type"]


def _no_rule_box(cards) -> list:
    bad = sorted({c.name for c in cards if c.is_pokemon and c.rule is not None})
    return [f"{name} has a Rule Box; none are allowed" for name in bad]


def _no_ace_spec(cards) -> list:
    bad = sorted({c.name for c in cards if c.ace_spec})
    return [f"{name} is an ACE SPEC card; none are allowed" for name in bad]


# -- the formats ------------------------------------------------------------------------------
EXPANDED_RULES = STANDARD.with_(fairy=True)

FORMATS: dict = {
    "standard": Format("standard", "Standard (the official pool, 2025-26)", STANDARD, _in_pool),
    "expanded": Format("expanded", "Expanded (Black & White onward)", EXPANDED_RULES, _expanded,
                       (_expanded_names_banned, _same_card_group)),
    "glc": Format("glc", "Gym Leader Challenge", EXPANDED_RULES, _expanded,
                  (_expanded_names_banned, _singleton, _one_type, _no_rule_box, _no_ace_spec)),
    "unlimited": Format("unlimited", "Unlimited (every card of every era)", EXPANDED_RULES, _unlimited),
}
for _era, _rules in ERA_RULES.items():
    FORMATS[_era] = Format(_era, f"{ERAS[_era]}", _rules, _era_pool(_era))


# what a command's --format option takes (battle, simulate, tournament)
FORMAT_HELP = ("standard, expanded, glc, unlimited or an era (base ... swsh): the deck rules and "
               "ruleset. Default: the era every deck belongs to, else standard for the pool's decks, "
               "else unlimited.")


def get_format(name) -> Format:
    """The format called ``name`` (a Format passes through); raises
    :class:`UnknownFormatError` naming the formats."""
    if isinstance(name, Format):
        return name
    f = FORMATS.get(str(name).strip().lower())
    if f is None:
        raise UnknownFormatError(f"no format {name!r}; formats: {', '.join(FORMATS)}")
    return f


def era_of_deck(deck):
    """The one era every card of a deck belongs to (Basic Energy belongs to all), or None:
    the official pool's cards, or cards of several eras."""
    eras = {db.card(c).era for c in deck.cards if db.is_known(c) and db.card(c).kind != BASIC_ENERGY}
    if len(eras) == 1 and "" not in eras:
        return eras.pop()
    return None


def format_for_decks(name, deck_a, deck_b) -> tuple:
    """The format of a game and its two decks (loaded from names, paths or card lists),
    checked against it: ``name``, or when None the era both decks belong to (two theme
    decks of one era play by its rules), Standard for the pool's decks, Unlimited for any
    other mix.  Raises :class:`~ptcg.errors.InvalidDeckError` naming every problem."""
    return format_for_field(name, [deck_a, deck_b])


def format_for_field(name, decks) -> tuple:
    """:func:`format_for_decks` for any number of decks (a tournament's field): the format
    and the decks loaded, each checked against it; when ``name`` is None, the era every
    deck belongs to, else Standard for the pool's decks, else Unlimited."""
    decks = [_deck(d) for d in decks]
    if name is None:
        eras = {era_of_deck(d) for d in decks}
        if len(eras) == 1 and None not in eras:
            name = eras.pop()
        elif all(c in POOL_IDS for d in decks for c in d.cards if isinstance(c, int)):
            name = "standard"
        else:
            name = "unlimited"
    fmt = get_format(name)
    for d in decks:
        if db.ensure_loaded(c for c in d.cards if isinstance(c, int)):
            continue                          # unknown cards: the Game names them
        fmt.check(d)
    return fmt, decks


__all__ = ["Format", "FORMATS", "FORMAT_HELP", "get_format", "format_for_decks", "format_for_field", "era_of_deck", "UnknownFormatError"]
