"""``ptcg cards coverage``: which card IDs are implemented — the official pool by expansion,
and the older eras by era and by theme deck."""

from __future__ import annotations

from collections import defaultdict

from ..cards import db
from ..cards.db import CARDS
from ..registry import is_implemented, missing_keys


def coverage() -> dict:
    by_set: dict = defaultdict(lambda: {"implemented": 0, "total": 0})
    missing = []
    for cid, c in sorted(CARDS.items()):
        row = by_set[c.set]
        row["total"] += 1
        if is_implemented(cid):
            row["implemented"] += 1
        else:
            missing.append(cid)
    total = len(CARDS)
    return {"implemented": total - len(missing), "total": total, "unimplemented": missing,
            "by_set": dict(by_set), "older": older_coverage()}


def _texts(card_id: int) -> set:
    """The behaviour keys of a card's texts (the things to implement)."""
    c = db.card(card_id)
    keys = {a.key for a in c.attacks if a.key is not None} | {ab.key for ab in c.abilities}
    if c.key is not None:
        keys.add(c.key)
    return keys


def theme_deck_coverage(deck: dict) -> tuple:
    """(texts implemented, texts) of one theme deck (a record of
    :func:`ptcg.cards.legacy.theme_decks`): each distinct card text counts once."""
    keys: set = set()
    missing: set = set()
    for cid, _ in deck["cards"]:
        keys |= _texts(cid)
        missing |= {k for k in _texts(cid) if _missing(cid, k)}
    return len(keys) - len(missing), len(keys)


def _missing(card_id: int, key) -> bool:
    from ..registry import IMPLEMENTED_KEYS
    return key not in IMPLEMENTED_KEYS


def older_coverage() -> dict:
    """The older eras: per era, the card IDs implemented (every text) and in total, and per
    theme deck the card texts implemented and to implement."""
    from ..cards.legacy import ERAS, theme_decks
    db.load_all()
    by_era: dict = {era: {"implemented": 0, "total": 0} for era in ERAS}
    for cid, c in db.LEGACY_CARDS.items():
        row = by_era.setdefault(c.era, {"implemented": 0, "total": 0})
        row["total"] += 1
        if not missing_keys(cid):
            row["implemented"] += 1
    decks = []
    for d in theme_decks():
        done, total = theme_deck_coverage(d)
        decks.append({"deck": d["label"], "set": d["set"], "era": d["era"], "implemented": done, "texts": total})
    return {"implemented": sum(r["implemented"] for r in by_era.values()),
            "total": sum(r["total"] for r in by_era.values()), "by_era": by_era, "theme_decks": decks}
