#!/usr/bin/env python3
"""Generate the project's card database from the official card dump.

Reads ``../shared/cards/official/engine_cards.json``, ``engine_attacks.json`` and
``EN_Card_Data.csv`` and writes ``src/ptcg/cards/data/cards.json``: facts only (IDs,
names, set codes, HP, types, costs, damage, Weakness, Resistance, Retreat, evolves-from,
Rule Box kind, tags, attack and ability names).  No rules text is written.

Card texts are read for two derived facts only, never copied:

* ``key``: cards and attacks whose rules text is identical share one behaviour key
  (the smallest attack ID, or ``card ID.index`` for abilities and Trainer/Energy
  texts, carrying that text).  Implementing a key once covers every reprint.
* the damage marker ``+`` ("N more damage"), which the official data does not keep.

Rule-box lines are listed in the CSV as moves with a bracketed name and no cost (the
Tera rule is the one kind in the pool, ``[Tera]`` or ``Tera``): they become the flag
``tera_rule`` (the rule itself is implemented once, in ``ptcg.rules.attack``).

Usage: ``python tools/gen_cards.py [--shared ../shared] [--out src/ptcg/cards/data/cards.json]``
"""

from __future__ import annotations

import argparse
import csv
import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

KIND = {0: "pokemon", 1: "item", 2: "tool", 3: "supporter", 4: "stadium",
        5: "basic_energy", 6: "special_energy"}
STAGE = {1: 0, 2: 1, 3: 2}          # engine evolutionType -> 0 Basic, 1 Stage 1, 2 Stage 2
TYPE_SYMBOL = {"{G}": 1, "{R}": 2, "{W}": 3, "{L}": 4, "{P}": 5, "{F}": 6, "{D}": 7,
               "{M}": 8, "竜": 9, "{N}": 9, "{C}": 0}


def norm(s: str) -> str:
    return s.replace("\u2019", "'").strip()


def _attacks(c: dict, en: list, attacks: dict, attack_key: dict) -> list:
    """The facts of the attacks printed on a card, with the damage marker (+, x, -)."""
    out = []
    for aid in c["attacks"]:
        a = attacks[aid]
        text = a["text"].strip()
        dmg_str = next((r["Damage"] for r in en if r.get("Move Name", "").strip() == a["name"].strip()), "")
        if "×" in dmg_str:
            mod = "x"
        elif dmg_str.startswith("-"):
            mod = "-"
        elif "more damage" in text and a["damage"] > 0:
            mod = "+"
        else:
            mod = ""
        out.append({"id": aid, "name": norm(a["name"]), "cost": a["energies"], "damage": a["damage"],
                    "mod": mod, "key": attack_key[text] if text else None})
    return out


# Rule-box lines of the CSV, by the name the "Move Name" column gives them (brackets and
# spaces removed), and the card fact each becomes.
RULE_LINES = {"tera": "tera_rule"}


def _rule_lines(en: list) -> list:
    """The rule-box lines printed on a card (rows with no cost and no damage whose name is
    one of :data:`RULE_LINES`)."""
    out = []
    for r in en:
        name = r.get("Move Name", "").strip().strip("[]").strip().lower()
        if name in RULE_LINES and r.get("Cost", "").strip() in ("", "n/a"):
            out.append(RULE_LINES[name])
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--shared", default=str(ROOT.parent / "shared"))
    ap.add_argument("--out", default=str(ROOT / "src/ptcg/cards/data/cards.json"))
    args = ap.parse_args()
    off = Path(args.shared) / "cards" / "official"
    cards = json.loads((off / "engine_cards.json").read_text(encoding="utf-8"))
    attacks = {a["attackId"]: a for a in json.loads((off / "engine_attacks.json").read_text(encoding="utf-8"))}
    rows: dict[int, list[dict]] = {}
    with open(off / "EN_Card_Data.csv", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            rows.setdefault(int(row["Card ID"]), []).append(row)

    # Behaviour keys: identical texts share the smallest carrier.
    attack_key: dict[str, int] = {}
    for aid in sorted(attacks):
        t = attacks[aid]["text"].strip()
        if t:
            attack_key.setdefault(t, aid)
    skill_key: dict[str, str] = {}
    for c in sorted(cards, key=lambda c: c["cardId"]):
        for i, s in enumerate(c["skills"]):
            skill_key.setdefault(s["text"].strip(), f"{c['cardId']}.{i}")

    out = []
    for c in sorted(cards, key=lambda c: c["cardId"]):
        cid = c["cardId"]
        en = rows.get(cid, [{}])
        first = en[0]
        kind = KIND[c["cardType"]]
        rule = "mega_ex" if c["megaEx"] else ("ex" if c["ex"] else None)
        category = first.get("Category", "n/a") or "n/a"
        tags: list[str] = []
        trainer = None
        tera_type = None
        if category.startswith("Tera"):
            tags.append("tera")
            m = re.search(r"\((\w+)\)", category)
            tera_type = m.group(1).lower() if m else None
        elif category == "Ancient":
            tags.append("ancient")
        elif category == "Future":
            tags.append("future")
        elif category == "Fossil" or (c["cardType"] == 1 and c["basic"]):
            tags.append("fossil")    # an Item the official data marks as a Basic
        elif category == "Technical Machine":
            tags.append("technical_machine")
        elif category.startswith("Trainer's Pokémon"):
            m = re.search(r"（(.+)）", category)
            trainer = m.group(1) if m else None
        rec: dict = {
            "id": cid,
            "name": norm(c["name"]),
            "set": first.get("Expansion", "") or "",
            "number": first.get("Collection No.", "") or "",
            "kind": kind,
        }
        if c["aceSpec"]:
            rec["ace_spec"] = True
        if kind == "pokemon":
            rec["stage"] = STAGE[c["evolutionType"]]
            rec["type"] = c["energyType"]
            rec["hp"] = c["hp"]
            rec["weakness"] = c["weakness"]
            rec["resistance"] = c["resistance"]
            rec["retreat"] = c["retreatCost"]
            if c["evolvesFrom"]:
                rec["evolves_from"] = norm(c["evolvesFrom"])
            if rule:
                rec["rule"] = rule
            rec["attacks"] = _attacks(c, en, attacks, attack_key)
            rec["abilities"] = [{"name": norm(s["name"]), "key": skill_key[s["text"].strip()]}
                                for s in c["skills"]]
        elif kind == "basic_energy":
            rec["energy_type"] = c["energyType"]
        elif "fossil" in tags:
            # an Item played as a Basic Pokémon: its in-play facts, its Ability, and the
            # key of the fossil rule itself (the last text on the card)
            rec["stage"] = 0
            rec["type"] = c["energyType"]
            rec["hp"] = c["hp"]
            rec["weakness"] = c["weakness"]
            rec["resistance"] = c["resistance"]
            rec["retreat"] = c["retreatCost"]
            rec["abilities"] = [{"name": norm(s["name"]), "key": skill_key[s["text"].strip()]}
                                for s in c["skills"][:-1]]
            rec["key"] = skill_key[c["skills"][-1]["text"].strip()]
        else:
            rec["key"] = skill_key[c["skills"][0]["text"].strip()] if c["skills"] else None
        if kind != "pokemon" and c["attacks"]:
            rec["attacks"] = _attacks(c, en, attacks, attack_key)   # an attack printed on a Tool
        if tags:
            rec["tags"] = tags
        if tera_type:
            rec["tera_type"] = tera_type
        if trainer:
            rec["trainer"] = trainer
        for flag in _rule_lines(en):
            rec[flag] = True
        out.append(rec)

    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    with open(args.out, "w", encoding="utf-8") as fh:
        fh.write("[\n")
        fh.write(",\n".join(json.dumps(r, ensure_ascii=False, separators=(",", ":")) for r in out))
        fh.write("\n]\n")
    print(f"wrote {len(out)} cards to {args.out}")


if __name__ == "__main__":
    main()
