#!/usr/bin/env python3
"""Print the behaviour keys that still need code, with the texts to implement.

For developers: reads ``../shared/cards/official`` and ``../shared/cards/legacy`` for the
texts (never copied into the package).  Each key is listed once, under the expansion module
it belongs in (the set of the card with the smallest ID that prints the text), with every
card ID sharing it.

Usage: ``python tools/card_worklist.py [--decks] [--theme NAME]... [--era ERA] [IDS...]``
  --decks         only cards that appear in ../shared/decks (the official pool's decks)
  --theme NAME    the cards of a theme deck of the older eras ("Resilient Life", "Chespin (xy0)")
  --era ERA       the cards of every theme deck of an era (base, ex, dp, hgss, bw, xy, sm, swsh)
"""

from __future__ import annotations

import glob
import json
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

import ptcg  # noqa: E402,F401  (registers the pool's behaviours)
from ptcg.cards import db, legacy  # noqa: E402
from ptcg.cards.db import CARDS, LEGACY_BASE  # noqa: E402
from ptcg.registry import IMPLEMENTED_KEYS  # noqa: E402


def shared_dir() -> Path:
    for base in (ROOT.parent, ROOT.parent.parent):
        if (base / "shared").is_dir():
            return base / "shared"
    return ROOT.parent / "shared"


class Texts:
    """The texts of both card data sets, by behaviour key (read, printed, never stored)."""

    def __init__(self, shared: Path):
        self.shared = shared
        off = shared / "cards/official"
        self.raw = {c["cardId"]: c for c in json.loads((off / "engine_cards.json").read_text())}
        self.atk = {a["attackId"]: a for a in json.loads((off / "engine_attacks.json").read_text())}
        self.legacy: dict = {}

    def legacy_card(self, card_id: int) -> dict:
        c = db.card(card_id)
        set_id = c.data_id.rsplit("-", 1)[0]
        if set_id not in self.legacy:
            self.legacy[set_id] = {d["id"]: d for d in json.loads(
                (self.shared / f"cards/legacy/cards/en/{set_id}.json").read_text(encoding="utf-8"))}
        return self.legacy[set_id][c.data_id]

    def describe(self, kind: str, key, canon) -> str:
        if canon.id < LEGACY_BASE:                       # a text of the official pool
            if kind == "attack":
                a = self.atk[key]
                return f"attack {key} '{a['name']}' (cost {a['energies']}, damage {a['damage']}): {a['text']}"
            cid, idx = str(key).split(".")
            s = self.raw[int(cid)]["skills"][int(idx)]
            return f"{kind} {key} '{s['name']}': {s['text']}"
        raw = self.legacy_card(canon.id)
        if kind == "attack":
            a = raw["attacks"][key % 10]
            return f"attack {key} '{a['name']}' (cost {a['cost']}, damage {a.get('damage', '')}): {a.get('text', '')}"
        idx = str(key).split(".")[1]
        if idx.isdigit():
            a = raw["abilities"][int(idx)]
            return f"{a['type']} {key} '{a['name']}': {a['text']}"
        return f"{kind} {key}: " + " / ".join(raw.get("rules") or [])


def carrier(kind: str, key):
    """The card with the smallest ID printing the text of ``key``."""
    if kind == "attack":
        return db.card(key // 10) if key >= LEGACY_BASE * 10 else next(
            c for c in CARDS.values() for a in c.attacks if a.id == key)
    return db.card(int(str(key).split(".")[0]))


def module_of(canon) -> str:
    if canon.id < LEGACY_BASE:
        return f"sets/<era>/{(canon.set or 'misc').lower()}.py"
    code = canon.set.lower().replace("-", "")
    return f"sets/{canon.era}/{code}.py"


def main(argv):
    texts = Texts(shared_dir())
    ids = set()
    args = list(argv)
    if "--decks" in args:
        args.remove("--decks")
        for f in glob.glob(str(texts.shared / "decks/*/*.csv")):
            ids |= {int(x) for x in open(f) if x.strip() and not x.startswith("#")}
    while "--theme" in args:
        i = args.index("--theme")
        found = legacy.theme_deck(args[i + 1])
        if found is None:
            sys.exit(f"no theme deck {args[i + 1]!r}")
        ids |= set(found[1])
        del args[i:i + 2]
    if "--era" in args:
        i = args.index("--era")
        for d in legacy.theme_decks(args[i + 1]):
            ids |= {c for c, _ in d["cards"]}
        del args[i:i + 2]
    ids |= {int(a) for a in args if a.isdigit()}
    if not ids:
        ids = set(CARDS)
    db.ensure_loaded(ids)
    keys = defaultdict(list)   # (kind, key) -> [card id]
    for cid in sorted(ids):
        c = db.card(cid)
        for a in c.attacks:
            if a.key is not None and a.key not in IMPLEMENTED_KEYS:
                keys[("attack", a.key)].append(cid)
        for ab in c.abilities:
            if ab.key not in IMPLEMENTED_KEYS:
                keys[("ability", ab.key)].append(cid)
        if c.kind != "basic_energy" and c.key is not None and c.key not in IMPLEMENTED_KEYS:
            keys[("rule" if c.is_pokemon else c.kind, c.key)].append(cid)
    by_module = defaultdict(list)
    for (kind, key), users in keys.items():
        canon = carrier(kind, key)
        by_module[module_of(canon)].append((kind, key, canon, users))
    if not keys:
        print(f"nothing left to implement ({len(ids)} cards)", file=sys.stderr)
    for module in sorted(by_module):
        print(f"##### module {module}")
        for kind, key, canon, users in sorted(by_module[module], key=lambda x: x[2].id):
            used = ", ".join(sorted({f"{u} {db.card(u).name}" for u in users}))
            print(f"- {texts.describe(kind, key, canon)}\n    of {canon.id} {canon.name}; used by: {used}")


if __name__ == "__main__":
    main(sys.argv[1:])
