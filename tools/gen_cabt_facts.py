#!/usr/bin/env python3
"""Generate the card and attack records that ``ptcg.cabt`` serves as ``cg.api.all_card_data()``,
``all_attack()``, ``lib.AllCard()`` and ``lib.AllAttack()``.

Reads ``../shared/cards/official/engine_cards.json`` and ``engine_attacks.json`` (the
official simulator's dump) and writes ``src/ptcg/cabt/data/engine_facts.json``: every field
of every record, in the dump's key order, with the rules-text fields (``skills[].text``,
attack ``text``) left out.  At run time the text comes from the user's own installation of
``kaggle-environments`` when there is one (:mod:`ptcg.cabt.carddata`); ptcg ships no card
text.

Usage: ``python tools/gen_cabt_facts.py [--shared ../shared] [--out src/ptcg/cabt/data/engine_facts.json]``
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def facts(cards: list, attacks: list) -> dict:
    out_cards = []
    for c in cards:
        rec = {}
        for k, v in c.items():
            rec[k] = [{"name": s["name"]} for s in v] if k == "skills" else v
        out_cards.append(rec)
    out_attacks = [{k: v for k, v in a.items() if k != "text"} for a in attacks]
    return {"cards": out_cards, "attacks": out_attacks}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--shared", default=str(ROOT.parent / "shared"))
    ap.add_argument("--out", default=str(ROOT / "src/ptcg/cabt/data/engine_facts.json"))
    args = ap.parse_args()
    base = Path(args.shared) / "cards" / "official"
    cards = json.loads((base / "engine_cards.json").read_text(encoding="utf-8"))
    attacks = json.loads((base / "engine_attacks.json").read_text(encoding="utf-8"))
    data = facts(cards, attacks)
    Path(args.out).write_text(json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n",
                              encoding="utf-8")
    print(f"wrote {args.out}: {len(data['cards'])} cards, {len(data['attacks'])} attacks")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
