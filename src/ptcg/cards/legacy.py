"""The cards and theme decks of the older eras, by the names people use for them.

Facts only, like the rest of :mod:`ptcg.cards`: which card ID a printing has
(:func:`card_id`, ``"xy1-97"``), which card a deck-list line of the older sets names
(:func:`resolve_card`, ``"Xerneas-EX XY 97"`` with the set codes of ``sets.json``), the sets
of each era (:data:`ERAS`), and the preconstructed theme decks of 1999-2021
(:func:`theme_decks`, :func:`theme_deck`), generated into ``ptcg/decks/theme`` by
``tools/gen_legacy_cards.py``.  Everything is loaded when first asked for.
"""

from __future__ import annotations

import json
import re
from importlib import resources

from . import db

# The eras of the older cards, oldest first, with the series their sets belong to.  Each is
# a folder of ptcg.sets (behaviours) and a format preset (ptcg.formats).
ERAS = {
    "base": "Base, Gym, Neo and e-Card (1999-2003)",
    "ex": "EX (2003-2007)",
    "dp": "Diamond & Pearl and Platinum (2007-2010)",
    "hgss": "HeartGold & SoulSilver (2010-2011)",
    "bw": "Black & White (2011-2013)",
    "xy": "XY (2013-2017)",
    "sm": "Sun & Moon (2017-2019)",
    "swsh": "Sword & Shield (2019-2023)",
    "sv": "Scarlet & Violet (2023-2025)",
    "me": "Mega Evolution (2025-)",
}

_BY_CODE: dict = {}          # (set code, number) -> card ID, for the sets loaded
_BY_NAME: dict = {}          # lower-case name -> smallest card ID, once every set is loaded
_THEME: list = []            # every theme deck, once read


def sets_of_era(era: str) -> list:
    """The set records (see :func:`ptcg.cards.db.legacy_sets`) of one era, oldest first."""
    return [s for s in db.legacy_sets() if s["era"] == era]


def card_id(data_id: str) -> int:
    """The card ID of a printing of the card data (``"xy1-97"``), loading its set; a
    printing that is another card (a Basic Energy, a card of the official pool) gives that
    card's ID.  Raises :class:`~ptcg.errors.UnknownCardError` if there is none."""
    set_id = data_id.rsplit("-", 1)[0]
    try:
        db.load_set(set_id)
    except ValueError:
        pass
    cid = db.aliases().get(data_id)
    if cid is None:
        cid = next((c.id for c in db.LEGACY_CARDS.values() if c.data_id == data_id), None)
    if cid is None:
        from ..errors import UnknownCardError
        raise UnknownCardError(data_id)
    return cid


def _codes() -> dict:
    """Set code (upper case) -> set ids using it (a few codes are shared, e.g. HIF)."""
    out: dict = {}
    for s in db.legacy_sets():
        out.setdefault(s["code"].upper(), []).append(s["id"])
        out.setdefault(s["id"].upper(), []).append(s["id"])
    return out


def _index_set(set_id: str) -> None:
    """Load one set and index its cards by (set code, number) and (set id, number)."""
    if set_id in _INDEXED:
        return
    _INDEXED.add(set_id)
    db.load_set(set_id)
    rec = next(s for s in db.legacy_sets() if s["id"] == set_id)
    first = db.LEGACY_BASE + db.SET_BLOCK * rec["ordinal"]
    for cid in range(first, first + db.SET_BLOCK):
        c = db.LEGACY_CARDS.get(cid)
        if c is not None:
            _BY_CODE.setdefault((c.set.upper(), _number(c.number)), c.id)
            _BY_CODE.setdefault((set_id.upper(), _number(c.number)), c.id)


_INDEXED: set = set()


def _number(n: str) -> str:
    n = str(n).upper()
    return n.lstrip("0") or "0" if n.isdigit() else n


_LINE = re.compile(r"^(.*?)\s+([A-Za-z0-9-]{2,9})\s+([A-Za-z]{0,5}\d+[a-z]?|[A-Z!?])$")


def card_at(code: str, number: str):
    """The card of the older sets printed at set code ``code`` (the deck-list code or the
    data's set id) and number ``number``, or None; a printing that is a card of the official
    pool with the same name and text gives that card (III-16 R1)."""
    sets = _codes().get(code.upper())
    if not sets:
        return None
    for set_id in sets:
        _index_set(set_id)
    cid = _BY_CODE.get((code.upper(), _number(number)))
    if cid is None:
        cid = next((db.aliases()[f"{sid}-{number}"] for sid in sets if f"{sid}-{number}" in db.aliases()), None)
    return same_text_in_pool(cid) if cid is not None else None


def resolve_card(text: str):
    """A card ID from a deck-list line's card (``"Gardevoir SW 7"``, ``"Potion XY 127"``,
    ``"Lugia LEGEND HS 113"``, or a name alone), among the older sets; None if no card fits.

    The set code is the one the deck lists of the time used (``code`` in ``sets.json``) or
    the data's set id (``xy1``); a name alone finds the oldest printing of that name."""
    t = text.replace("\u2019", "'").strip()
    m = _LINE.match(t)
    if m:
        name, code, number = m.group(1), m.group(2).upper(), _number(m.group(3))
        sets = _codes().get(code)
        if sets:
            for set_id in sets:
                _index_set(set_id)
            cid = _BY_CODE.get((code, number))
            if cid is None:
                alias = next((db.aliases().get(f"{sid}-{m.group(3)}") for sid in sets
                              if db.aliases().get(f"{sid}-{m.group(3)}") is not None), None)
                cid = alias
            if cid is not None:
                return same_text_in_pool(cid)
            t = name
    cid = by_name(t)
    return same_text_in_pool(cid) if cid is not None else None


def same_text_in_pool(card_id: int) -> int:
    """The official pool's card for an older Trainer or Energy printing of its name, else
    ``card_id``.  III-16 R1 (001 II-A, 000 B-03): a Trainer or Energy reprinted with a new
    text is played with the newest text, so a printing of the Black & White series onward
    (Expanded's eras, played by today's rules) is the pool's card of that name; an
    earlier printing is so only if it prints the same text (the retro formats play the old
    texts)."""
    c = db.card(card_id)
    if c.is_pokemon or c.id in db.POOL_IDS:
        return card_id
    if not _POOL_TEXTS:
        for p in sorted(db.CARDS.values(), key=lambda p: -p.id):
            if p.id in db.POOL_IDS and not p.is_pokemon:
                _POOL_TEXTS[(p.name, p.kind, p.key)] = p.id
                _POOL_TEXTS[(p.name, p.kind)] = p.id
    if c.era in NEWEST_TEXT_ERAS:
        return _POOL_TEXTS.get((c.name, c.kind), card_id)
    return _POOL_TEXTS.get((c.name, c.kind, c.key), card_id)


_POOL_TEXTS: dict = {}
# The series whose printings are played with the newest text of their name (Expanded's
# eras); the card data's legality is per name, so an older reprint can look Expanded-legal.
NEWEST_TEXT_ERAS = ("bw", "xy", "sm", "swsh", "sv", "me")


def by_name(name: str):
    """The oldest card of the older eras with this name (every set is loaded for it)."""
    if not _BY_NAME:
        db.load_all()
        for c in sorted(db.LEGACY_CARDS.values(), key=lambda c: c.id):
            _BY_NAME.setdefault(c.name.lower(), c.id)
        for data_id, cid in sorted(db.aliases().items()):
            _BY_NAME.setdefault(db.card(cid).name.lower(), cid)
    return _BY_NAME.get(name.replace("\u2019", "'").strip().lower())



# -- theme decks --------------------------------------------------------------------------
def theme_decks(era: str | None = None) -> list:
    """The theme decks, oldest set first: dicts with ``name``, ``label`` (the name, with the
    set id when another theme deck has the same name), ``set``, ``era``, ``series``,
    ``types``, ``cards`` (``[card ID, count]`` pairs) and ``size``."""
    if not _THEME:
        eras = {s["id"]: s for s in db.legacy_sets()}
        base = resources.files("ptcg").joinpath("decks/theme")
        decks = []
        for f in base.iterdir():
            if f.name.endswith(".json"):
                decks.extend(json.loads(f.read_text(encoding="utf-8")))
        names: dict = {}
        for d in decks:
            names[d["name"].lower()] = names.get(d["name"].lower(), 0) + 1
        for d in decks:
            s = eras[d["set"]]
            d["era"], d["series"], d["date"] = s["era"], s["series"], s["date"]
            d["label"] = d["name"] if names[d["name"].lower()] == 1 else f"{d['name']} ({d['set']})"
            d["size"] = sum(n for _, n in d["cards"])
        decks.sort(key=lambda d: (d["date"], d["set"], d["name"]))
        _THEME.extend(decks)
    return [d for d in _THEME if era is None or d["era"] == era]


_SUFFIX = re.compile(r"^(.*?)\s*\(([a-z0-9]+)\)\s*$")


def theme_deck(name: str):
    """The theme deck called ``name`` (case-insensitive; ``"Name (set id)"`` picks one of
    several decks of that name), as ``(label, card IDs)``, or None if there is none.
    Raises :class:`~ptcg.errors.DeckFormatError` for a name several theme decks share."""
    want = name.strip().lower()
    m = _SUFFIX.match(want)
    set_id = None
    if m:
        want, set_id = m.group(1), m.group(2)
    found = [d for d in theme_decks() if d["name"].lower() == want and (set_id is None or d["set"] == set_id)]
    if not found:
        return None
    if len(found) > 1:
        from ..errors import DeckFormatError
        raise DeckFormatError(f"{len(found)} theme decks are called {name!r}: say which, e.g. "
                              + ", ".join(repr(f"{d['name']} ({d['set']})") for d in found))
    d = found[0]
    ids = [cid for cid, n in d["cards"] for _ in range(n)]
    db.ensure_loaded(ids)
    return d["label"], ids
