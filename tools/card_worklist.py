#!/usr/bin/env python3
"""Print the behaviour keys that still need code, with the texts to implement.

For developers: reads ``../shared/cards/official`` for the texts (never copied into the
package).  Each key is listed once, under the expansion module it belongs in (the set
of the card with the smallest ID that prints the text), with every card ID sharing it.

Usage: ``python tools/card_worklist.py [--decks] [IDS...]``
  --decks   only cards that appear in ../shared/decks
"""

from __future__ import annotations

import glob
import json
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

from ptcg.cards.db import CARDS  # noqa: E402
from ptcg.registry import IMPLEMENTED_KEYS  # noqa: E402
import ptcg.cards  # noqa: E402,F401


def main(argv):
    shared = ROOT.parent / "shared"
    raw = {c["cardId"]: c for c in json.loads((shared / "cards/official/engine_cards.json").read_text())}
    atk = {a["attackId"]: a for a in json.loads((shared / "cards/official/engine_attacks.json").read_text())}
    ids = set()
    if "--decks" in argv:
        for f in glob.glob(str(shared / "decks/*/*.csv")):
            ids |= {int(x) for x in open(f) if x.strip() and not x.startswith("#")}
    ids |= {int(a) for a in argv if a.isdigit()}
    if not ids:
        ids = set(CARDS)
    keys = defaultdict(list)   # key -> [(card id, what)]
    for cid in sorted(ids):
        c = CARDS[cid]
        if c.is_pokemon:
            for a in c.attacks:
                if a.key is not None and a.key not in IMPLEMENTED_KEYS:
                    keys[("attack", a.key)].append((cid, a))
            for ab in c.abilities:
                if ab.key not in IMPLEMENTED_KEYS:
                    keys[("ability", ab.key)].append((cid, ab))
        else:
            if c.key is not None and c.key not in IMPLEMENTED_KEYS:
                keys[(c.kind, c.key)].append((cid, None))
            for ab in c.abilities:              # fossil Items have Abilities too
                if ab.key not in IMPLEMENTED_KEYS:
                    keys[("ability", ab.key)].append((cid, ab))
    by_set = defaultdict(list)
    for (kind, key), users in keys.items():
        if kind == "attack":
            canon = next(c for c in CARDS.values() for a in c.attacks if a.id == key)
        else:
            canon = CARDS[int(str(key).split(".")[0])]
        by_set[canon.set].append((kind, key, canon, users))
    for s in sorted(by_set):
        print(f"##### module sets/<era>/{(s or 'misc').lower()}.py")
        for kind, key, canon, users in sorted(by_set[s], key=lambda x: x[2].id):
            used = ", ".join(sorted({f"{u} {CARDS[u].name}" for u, _ in users}))
            if kind == "attack":
                a = atk[key]
                print(f"- attack {key} '{a['name']}' of {canon.id} {canon.name} (cost {a['energies']}, "
                      f"damage {a['damage']}): {a['text']}\n    used by: {used}")
            elif kind == "ability":
                cid, idx = str(key).split(".")
                s_ = raw[int(cid)]["skills"][int(idx)]
                print(f"- ability {key} '{s_['name']}' of {canon.id} {canon.name}: {s_['text']}\n    used by: {used}")
            else:
                cid, idx = str(key).split(".")
                s_ = raw[int(cid)]["skills"][int(idx)]
                print(f"- {kind} {canon.id} {canon.name}: {s_['text']}\n    used by: {used}")


if __name__ == "__main__":
    main(sys.argv[1:])
