#!/usr/bin/env python3
"""Generate the card facts of the older eras and their theme decks.

Reads ``../shared/cards/legacy`` (every English set from 1999 to 2025 and 188 theme decks)
and writes, facts only (names, set codes, HP, types, costs, damage, Weakness / Resistance as
printed, Retreat, evolves-from, stages, rule kinds and marks, ability kinds, legalities):

* ``src/ptcg/cards/data/legacy/sets.json``: the sets, each with its ordinal;
* ``src/ptcg/cards/data/legacy/<set id>.json``: one file per set, loaded when first needed
  (see :mod:`ptcg.cards.db`);
* ``src/ptcg/decks/theme/<set id>.json``: the theme decks, as card IDs and counts.

No rules text is written.  Texts are read for derived facts only, never copied: the
behaviour ``key`` (cards printing the same text share one key, and a text the official pool
prints too keeps the pool's key, so its behaviour is already written), whether an attack or
Ability is a GX attack or a VSTAR Power, whether a Poké-Power stops under Special
Conditions, the stage of a "Restored" Pokémon's fossil, the damage marker.

Card IDs (``LEGACY_BASE`` and ``SET_BLOCK`` in :mod:`ptcg.cards.db`): set number ``k`` (its
ordinal, kept from one run to the next; new sets get the next numbers) owns the IDs
``100000 + 1000 * k`` to ``100000 + 1000 * k + 999``; a printing keeps the ID it got the first
time (the previous output is the ledger), new printings take the next free place of their
set.  Attack IDs are ``card ID * 10 + attack index``.  A printing that is a card of the
official pool (same set code and number, or the same card of the Scarlet & Violet and Mega
Evolution series) is not given an ID: it is an *alias* of the pool card; so are the Basic
Energy printings (``Grass Energy`` of every set is the pool's Basic {G} Energy, Fairy Energy
the first Fairy Energy printing).

Usage: ``python tools/gen_legacy_cards.py [--shared ../shared]``
"""

from __future__ import annotations

import argparse
import glob
import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT_CARDS = ROOT / "src/ptcg/cards/data/legacy"
OUT_DECKS = ROOT / "src/ptcg/decks/theme"
POOL = ROOT / "src/ptcg/cards/data/cards.json"

LEGACY_BASE, SET_BLOCK = 100_000, 1000

TYPES = {"Colorless": 0, "Grass": 1, "Fire": 2, "Water": 3, "Lightning": 4, "Psychic": 5,
         "Fighting": 6, "Darkness": 7, "Metal": 8, "Dragon": 9, "Fairy": 10}
SYMBOLS = {"{G}": "Grass", "{R}": "Fire", "{W}": "Water", "{L}": "Lightning", "{P}": "Psychic",
           "{F}": "Fighting", "{D}": "Darkness", "{M}": "Metal", "{N}": "Dragon", "{C}": "Colorless",
           "{Y}": "Fairy"}
# stage kinds, as in ptcg.cards.db
STAGES = {"Basic": 0, "Stage 1": 1, "Stage 2": 2, "MEGA": 3, "BREAK": 4, "Level-Up": 5,
          "Restored": 6, "VMAX": 7, "VSTAR": 8, "V-UNION": 9, "LEGEND": 10, "Baby": 0}
# rule kinds (ptcg.cards.db.PRIZES_BY_RULE), by subtype
RULES = {"EX": "EX", "GX": "gx", "TAG TEAM": "tag_team", "V": "v", "VMAX": "vmax", "VSTAR": "vstar",
         "V-UNION": "v_union", "Radiant": "radiant", "Prism Star": "prism_star", "BREAK": "break",
         "LEGEND": "legend"}
RULE_ORDER = ("tag_team", "vmax", "vstar", "v_union", "EX", "gx", "v", "radiant", "prism_star",
              "break", "legend")
# marks (tags), by subtype
TAGS = {"Team Plasma": "team_plasma", "Single Strike": "single_strike", "Rapid Strike": "rapid_strike",
        "Fusion Strike": "fusion_strike", "Prism Star": "prism_star", "Star": "star", "SP": "sp",
        "Prime": "prime", "Ultra Beast": "ultra_beast", "Baby": "baby", "Ancient": "ancient",
        "Future": "future", "Tera": "tera", "Eternamax": "eternamax", "TAG TEAM": "tag_team",
        "Technical Machine": "technical_machine", "Rocket's Secret Machine": "rockets_secret_machine",
        "Goldenrod Game Corner": "goldenrod_game_corner", "Pokémon Tool F": "tool_f"}
# lines of Trainer and Energy text that restate a rule of the game, not the card's effect
REMINDERS = re.compile(
    r"^(You may play (as many|any number of) Item cards|You may play only 1 (Supporter|Stadium) card"
    r"|You can play only one Supporter card each turn|This (card|Stadium) stays in play when you play it"
    r"|Attach a Pokémon Tool to 1 of your Pokémon that doesn't already have"
    r"|You may attach any number of Pokémon Tools|(ACE SPEC: )?You can't have more than 1 ACE SPEC"
    r"|◇ \(Prism Star\) Rule|\(This card cannot be used at official tournaments\.\))")
# rules on Pokémon cards that the engine knows as facts (rule kinds, stages, deck limits)
KNOWN_POKEMON_RULES = re.compile(
    r"(rule:|Rule:|Pokémon-ex has been [Kk]nocked [Oo]ut|^When this Pokémon has been Knocked Out"
    r"|^Tera:|^As long as this Pokémon is on your Bench, prevent all damage|^This Pokémon is both"
    r"|^You can't have more than 1|^You may have (up to 4|as many)|Baby Pokémon"
    r"|^Put this card onto your (Active|Bench)|^Put this card from your hand onto your Bench only"
    r"|^How to play a Pokémon V-UNION|cannot be used at official tournaments)")
STOPS_UNDER_CONDITIONS = re.compile(r"can't be used if .* (is|are) affected by a Special Condition")
STOPS_ASLEEP_ETC = re.compile(r"can't be used if .* (Asleep|Confused|Paralyzed)|stops working if [^.]*(Asleep|Confused|Paralyzed)")
OWNER = re.compile(r"^((?:Team )?[A-Z][\w.]*(?: [A-Z][\w.]*)?)'s ")
SP_MARK = re.compile(r" (G|GL|E4|C|FB|4)( LV\.X)?$")


def shared_dir() -> Path:
    """``../shared`` beside the repository (or beside the folder of its git worktrees)."""
    for base in (ROOT.parent, ROOT.parent.parent):
        if (base / "shared").is_dir():
            return base / "shared"
    return ROOT.parent / "shared"


# eras (the folders of ptcg.sets): by series, and by release date for the sets of no series
ERAS = {"Base": "base", "Gym": "base", "Neo": "base", "E-Card": "base", "EX": "ex", "NP": "ex",
        "Diamond & Pearl": "dp", "Platinum": "dp", "HeartGold & SoulSilver": "hgss", "Black & White": "bw",
        "XY": "xy", "Sun & Moon": "sm", "Sword & Shield": "swsh", "Scarlet & Violet": "sv",
        "Mega Evolution": "me"}
ERA_STARTS = (("2003/07/01", "ex"), ("2007/05/01", "dp"), ("2010/02/10", "hgss"), ("2011/03/01", "bw"),
              ("2013/10/12", "xy"), ("2017/02/03", "sm"), ("2019/11/15", "swsh"), ("2023/01/01", "sv"),
              ("2025/09/26", "me"))


def era_of(s: dict) -> str:
    if s["series"] in ERAS:
        return ERAS[s["series"]]
    era = "base"
    for start, name in ERA_STARTS:
        if s["releaseDate"] >= start:
            era = name
    return era


def norm(s: str) -> str:
    return s.replace("\u2019", "'").replace("\u2018", "'").strip()


def text_of(s: str) -> str:
    """A text as compared for behaviour keys: quotes, spaces and Energy symbols normalised."""
    s = norm(s)
    for sym, name in SYMBOLS.items():
        s = s.replace(sym, name)
    for old, new in OLDER_WORDING:
        s = s.replace(old, new)
    return re.sub(r"\s+", " ", s).lower()


# wordings that changed without changing what a text does (the same text, for its key)
OLDER_WORDING = (("his or her", "their"), ("he or she", "they"), ("him or her", "them"))


def damage_of(d: str) -> tuple:
    d = (d or "").strip()
    num = re.match(r"\d+", d)
    dmg = int(num.group()) if num else 0
    mod = "x" if "×" in d or d.endswith("x") else "+" if d.endswith("+") else "-" if d.endswith("-") else ""
    return dmg, mod


def modifier(value: str) -> list:
    v = value.strip()
    if v.startswith(("×", "x")):
        return ["x", int(v[1:] or 2)]
    if v.startswith("+"):
        return ["+", int(v[1:])]
    return ["-", int(v.lstrip("-−"))]


def once_per_game(text: str):
    if "more than 1 GX attack in a game" in text:
        return "gx"
    if "more than 1 VSTAR Power in a game" in text:
        return "vstar"
    return None


class Keys:
    """Behaviour keys: one per distinct text, the pool's where the pool prints it."""

    def __init__(self, shared: Path):
        off = shared / "cards" / "official"
        self.attack: dict = {}
        for a in sorted(json.loads((off / "engine_attacks.json").read_text(encoding="utf-8")),
                        key=lambda a: a["attackId"]):
            if a["text"].strip():
                self.attack.setdefault(text_of(a["text"]), a["attackId"])
        self.skill: dict = {}
        for c in sorted(json.loads((off / "engine_cards.json").read_text(encoding="utf-8")),
                        key=lambda c: c["cardId"]):
            for i, s in enumerate(c["skills"]):
                self.skill.setdefault(text_of(s["text"]), f"{c['cardId']}.{i}")
        self.shared = 0

    def attack_key(self, text: str, attack_id: int):
        if not text.strip():
            return None
        t = text_of(text)
        if t in self.attack and self.attack[t] < LEGACY_BASE:
            self.shared += 1
        return self.attack.setdefault(t, attack_id)

    def skill_key(self, text: str, key: str):
        t = text_of(text)
        if t in self.skill and int(self.skill[t].split(".")[0]) < LEGACY_BASE:
            self.shared += 1
        return self.skill.setdefault(t, key)


def trainer_text(c: dict) -> str:
    return "\n".join(r for r in (c.get("rules") or []) if not REMINDERS.match(norm(r)))


def facts(c: dict, cid: int, code: str, keys: Keys) -> dict:
    """The engine's facts of one printing (see ptcg.cards.db.CardDef)."""
    subtypes = c.get("subtypes") or []
    name = norm(c["name"])
    rec: dict = {"id": cid, "data_id": c["id"], "name": name, "set": code, "number": c["number"]}
    tags = sorted({TAGS[s] for s in subtypes if s in TAGS})
    legal = {f: v.lower() for f, v in (c.get("legalities") or {}).items() if f != "unlimited"}
    if legal:
        rec["legal"] = legal
    if "ACE SPEC" in subtypes:
        rec["ace_spec"] = True
    rules = [norm(r) for r in c.get("rules") or []]
    if c["supertype"] == "Pokémon":
        rec["kind"] = "pokemon"
        stage_names = [s for s in subtypes if s in STAGES]
        plain = [s for s in stage_names if s in ("Basic", "Stage 1", "Stage 2")]
        stage = STAGES[plain[0]] if plain else STAGES[stage_names[0]]
        rec["stage"] = stage
        types = [TYPES[t] for t in c.get("types") or ["Colorless"]]
        rec["type"] = types[0]
        if len(types) > 1:
            rec["types"] = types
        rec["hp"] = int(c.get("hp") or 0)
        rec["weaknesses"] = [[TYPES[w["type"]]] + modifier(w["value"]) for w in c.get("weaknesses") or ()]
        rec["resistances"] = [[TYPES[r["type"]]] + modifier(r["value"]) for r in c.get("resistances") or ()]
        rec["retreat"] = int(c.get("convertedRetreatCost") or len(c.get("retreatCost") or ()))
        if c.get("evolvesFrom") and stage not in (STAGES["Restored"],):
            rec["evolves_from"] = norm(c["evolvesFrom"])
        ruled = [RULES[s] for s in subtypes if s in RULES]
        if "ex" in subtypes:
            ruled.append("mega_ex" if "MEGA" in subtypes else "ex")
        if ruled:
            rec["rule"] = min(ruled, key=lambda r: RULE_ORDER.index(r) if r in RULE_ORDER else -1)
        if c.get("level"):
            rec["level"] = c["level"]
        if "δ" in name:
            tags.append("delta")
        if name.startswith(("Dark ", "Light ")) and c["supertype"] == "Pokémon":
            tags.append(name.split()[0].lower())
        owner = OWNER.match(name)
        if owner:
            rec["trainer"] = owner.group(1)
        for r in rules:
            if r.startswith("You can't have more than 1 Shining"):
                tags.append("shining")
            elif r.startswith("You may have as many of this card"):
                tags.append("any_number")
            elif "becomes a Mega Evolution Pokémon, your turn ends" in r or r.startswith("Primal Reversion rule"):
                tags.append("mega_turn_end")
            m = re.match(r"Put this card onto your Bench only with the effect of (.+?)\.?$", r)
            if m:
                rec["restored_from"] = m.group(1)
        other = [r for r in rules if not KNOWN_POKEMON_RULES.search(r)]
        if other:     # a rule printed on the Pokémon that is its own effect (e.g. a held Berry)
            rec["key"] = keys.skill_key("\n".join(other), f"{cid}.r")
        if c.get("ancientTrait"):
            rec["ancient_trait"] = norm(c["ancientTrait"]["name"])
        rec["attacks"] = attacks_of(c, cid, keys)
        rec["abilities"] = [ability_of(a, cid, i, keys) for i, a in enumerate(c.get("abilities") or ())]
    elif c["supertype"] == "Energy":
        if "Basic" in subtypes:
            rec["kind"] = "basic_energy"
            rec["energy_type"] = TYPES[name.replace(" Energy", "").replace("Basic ", "").strip()]
        else:
            rec["kind"] = "special_energy"
            rec["key"] = keys.skill_key(trainer_text(c), f"{cid}.t")
    else:
        if "Pokémon Tool" in subtypes or "Pokémon Tool F" in subtypes or "Technical Machine" in subtypes:
            kind = "tool"
        elif "Supporter" in subtypes:
            kind = "supporter"
        elif "Stadium" in subtypes:
            kind = "stadium"
        else:
            kind = "item"        # Items, and the Trainers of the first sets (no subtype)
        rec["kind"] = kind
        if kind == "supporter" and any(r.startswith("You can play only one Supporter card each turn. When you "
                                                    "play this card, put it next to your Active") for r in rules):
            tags.append("supporter_next_to_active")
        if not subtypes:
            tags.append("trainer")
        text = trainer_text(c)
        if c.get("hp"):            # played as if it were a Basic Pokémon (older fossils, dolls)
            tags.append("fossil")
            rec["stage"] = 0
            rec["type"] = next((TYPES[t] for t in TYPES if f"{t} Basic Pokémon" in text), 0)
            rec["hp"] = int(c["hp"])
            rec["retreat"] = 0
        if c.get("abilities"):     # a fossil's Ability; a Seal Stone's VSTAR Power
            rec["abilities"] = [ability_of(a, cid, i, keys) for i, a in enumerate(c["abilities"])]
        rec["key"] = keys.skill_key(text, f"{cid}.t") if text.strip() else None
        if c.get("attacks"):       # Technical Machines and Z-crystal Tools print an attack
            rec["attacks"] = attacks_of(c, cid, keys)
    if tags:
        rec["tags"] = sorted(set(tags))
    return rec


def attacks_of(c: dict, cid: int, keys: Keys) -> list:
    out = []
    for i, a in enumerate(c.get("attacks") or ()):
        aid = cid * 10 + i
        dmg, mod = damage_of(a.get("damage", ""))
        text = a.get("text") or ""
        rec = {"id": aid, "name": norm(a["name"]),
               "cost": [TYPES[t] for t in a.get("cost") or () if t in TYPES],
               "damage": dmg, "mod": mod, "key": keys.attack_key(text, aid)}
        opg = once_per_game(text)
        if opg:
            rec["once_per_game"] = opg
        out.append(rec)
    return out


def ability_of(a: dict, cid: int, index: int, keys: Keys) -> dict:
    kind = {"Ability": "ability", "Poké-Power": "poke_power", "Poké-Body": "poke_body",
            "Pokémon Power": "pokemon_power"}[a["type"]]
    rec = {"name": norm(a["name"]), "key": keys.skill_key(a["text"], f"{cid}.{index}"), "kind": kind}
    opg = once_per_game(a["text"])
    if opg:
        rec["once_per_game"] = opg
    if STOPS_UNDER_CONDITIONS.search(a["text"]):
        rec["stops_under"] = "any_condition"
    elif STOPS_ASLEEP_ETC.search(a["text"]):
        rec["stops_under"] = "asleep_confused_paralyzed"
    return rec


def _pool_aliases(pool: list) -> tuple:
    by_code = {(c["set"].upper(), c["number"].lstrip("0")): c["id"] for c in pool if c.get("set")}
    by_facts: dict = {}
    for c in pool:
        if c["kind"] == "pokemon":
            sig = (c["name"], c["hp"], tuple(a["name"] for a in c["attacks"]))
        else:
            sig = (c["name"], c["kind"])
        by_facts.setdefault(sig, c["id"])
    basic = {c["energy_type"]: c["id"] for c in pool if c["kind"] == "basic_energy"}
    return by_code, by_facts, basic


def _pool_twin(c: dict, code: str, series: str, by_code: dict, by_facts: dict):
    cid = by_code.get(((code or "").upper(), str(c["number"]).lstrip("0")))
    if cid is not None:
        return cid
    if series not in ("Scarlet & Violet", "Mega Evolution"):
        return None
    name = norm(c["name"])
    if c["supertype"] == "Pokémon":
        sig = (name, int(c.get("hp") or 0), tuple(norm(a["name"]) for a in c.get("attacks") or ()))
    else:
        kinds = {"Pokémon Tool": "tool", "Supporter": "supporter", "Stadium": "stadium", "Item": "item",
                 "Special": "special_energy"}
        kind = next((kinds[s] for s in ("Pokémon Tool", "Supporter", "Stadium", "Item", "Special")
                     if s in (c.get("subtypes") or ())), None)
        sig = (name, kind)
    return by_facts.get(sig)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--shared", default=str(shared_dir()))
    args = ap.parse_args()
    src = Path(args.shared) / "cards" / "legacy"
    pool = json.loads(POOL.read_text(encoding="utf-8"))
    by_code, by_facts, basic_energy = _pool_aliases(pool)
    sets = json.loads((src / "sets" / "en.json").read_text(encoding="utf-8"))

    # the ledger: ordinals and IDs given by the previous run
    old_sets = {}
    if (OUT_CARDS / "sets.json").exists():
        old_sets = {s["id"]: s for s in json.loads((OUT_CARDS / "sets.json").read_text(encoding="utf-8"))}
    ledger: dict = {}
    for sid in old_sets:
        f = OUT_CARDS / f"{sid}.json"
        if f.exists():
            old = json.loads(f.read_text(encoding="utf-8"))
            ledger.update({c["data_id"]: c["id"] for c in old["cards"]})
            ledger.update(old.get("aliases", {}))
    next_ordinal = max((s["ordinal"] for s in old_sets.values()), default=0) + 1
    ordinals = {}
    for s in sets:
        if s["id"] in old_sets:
            ordinals[s["id"]] = old_sets[s["id"]]["ordinal"]
        else:
            ordinals[s["id"]] = next_ordinal
            next_ordinal += 1

    keys = Keys(Path(args.shared))
    OUT_CARDS.mkdir(parents=True, exist_ok=True)
    index = []
    all_ids: dict = {}
    fairy_energy = None
    # texts are keyed by their smallest carrier: walk the sets in ordinal order
    for s in sorted(sets, key=lambda s: ordinals[s["id"]]):
        sid, k = s["id"], ordinals[s["id"]]
        code = s.get("ptcgoCode") or sid.upper()
        block = LEGACY_BASE + SET_BLOCK * k
        cards = json.loads((src / "cards" / "en" / f"{sid}.json").read_text(encoding="utf-8"))
        used = {v for d, v in ledger.items() if block <= v < block + SET_BLOCK}
        free = iter(i for i in range(block, block + SET_BLOCK) if i not in used)
        aliases, recs = {}, []
        for c in cards:
            did = c["id"]
            if c["supertype"] == "Energy" and "Basic" in (c.get("subtypes") or ()):
                t = TYPES[norm(c["name"]).replace(" Energy", "").replace("Basic ", "").strip()]
                if t in basic_energy:
                    aliases[did] = basic_energy[t]
                    all_ids[did] = basic_energy[t]
                    continue
                if t == TYPES["Fairy"] and fairy_energy is not None:
                    aliases[did] = fairy_energy
                    all_ids[did] = fairy_energy
                    continue
            twin = _pool_twin(c, s.get("ptcgoCode"), s["series"], by_code, by_facts)
            if twin is not None:
                aliases[did] = twin
                all_ids[did] = twin
                continue
            cid = ledger.get(did)
            if cid is None or cid < LEGACY_BASE:
                cid = next(free)
            if c["supertype"] == "Energy" and norm(c["name"]) == "Fairy Energy":
                fairy_energy = cid
            all_ids[did] = cid
            recs.append(facts(c, cid, code, keys))
        recs.sort(key=lambda r: r["id"])
        # the legality most printings of the set have is said once, in the set's header
        legal_of = [json.dumps(r.get("legal", {}), sort_keys=True) for r in recs]
        common = max(set(legal_of), key=legal_of.count) if recs else "{}"
        for r, lg in zip(recs, legal_of):
            if lg == common:
                r.pop("legal", None)
            elif "legal" not in r:
                r["legal"] = {}
            for field in ("weaknesses", "resistances", "abilities", "attacks"):
                if field in r and not r[field]:
                    del r[field]
        out = {"set": sid, "ordinal": k, "name": s["name"], "series": s["series"], "era": era_of(s), "code": code,
               "date": s["releaseDate"], "legal": json.loads(common), "aliases": dict(sorted(aliases.items())),
               "cards": recs}
        with open(OUT_CARDS / f"{sid}.json", "w", encoding="utf-8") as fh:
            fh.write("{" + ",\n".join(f"{json.dumps(key)}:{json.dumps(v, ensure_ascii=False, separators=(',', ':'))}"
                                      for key, v in out.items() if key != "cards"))
            fh.write(',\n"cards":[\n')
            fh.write(",\n".join(json.dumps(r, ensure_ascii=False, separators=(",", ":")) for r in recs))
            fh.write("\n]}\n")
        index.append({"id": sid, "ordinal": k, "name": s["name"], "series": s["series"], "era": era_of(s),
                      "code": code, "date": s["releaseDate"], "cards": len(recs)})
    with open(OUT_CARDS / "sets.json", "w", encoding="utf-8") as fh:
        fh.write("[\n" + ",\n".join(json.dumps(r, ensure_ascii=False) for r in index) + "\n]\n")

    # theme decks
    OUT_DECKS.mkdir(parents=True, exist_ok=True)
    n_decks = 0
    set_of = {s["id"]: s for s in sets}
    trainers_by_name: dict = {}      # name -> [(release date, set id, data id)] of Trainer printings
    for s in sets:
        for c in json.loads((src / "cards" / "en" / f"{s['id']}.json").read_text(encoding="utf-8")):
            if c["supertype"] == "Trainer":
                trainers_by_name.setdefault(norm(c["name"]), []).append((s["releaseDate"], s["id"], c["id"]))
    for f in sorted(glob.glob(str(src / "decks" / "en" / "*.json"))):
        sid = Path(f).stem
        deck_set = set_of[sid]
        decks = []
        for d in json.loads(Path(f).read_text(encoding="utf-8")):
            cards, missing, corrected = [], [], []
            for e in d["cards"]:
                did = e["id"]
                energy = norm(e["name"]).replace(" Energy", "")
                printing_set = set_of.get(did.rsplit("-", 1)[0])
                if (printing_set is not None and era_of(printing_set) != era_of(deck_set)
                        and norm(e["name"]) in trainers_by_name):
                    # a data slip: an older era's printing of a Trainer the deck's era printed too
                    same = [x for x in trainers_by_name[norm(e["name"])]
                            if era_of(set_of[x[1]]) == era_of(deck_set) and x[0] <= deck_set["releaseDate"]]
                    if same:
                        corrected.append({"from": did, "to": max(same)[2]})
                        did = max(same)[2]
                cid = all_ids.get(did)
                if (energy in ("Metal", "Darkness") and e["count"] > 4 and cid is not None
                        and cid not in basic_energy.values() and deck_set["series"] in ("Diamond & Pearl", "Platinum")):
                    # a data slip: 5+ of the special Metal / Darkness Energy where the deck holds the basic one
                    corrected.append({"from": did, "to": f"basic {energy} Energy"})
                    cid = basic_energy[TYPES[energy]]
                if cid is None and TYPES.get(energy) in basic_energy:     # a placeholder ID
                    cid = basic_energy[TYPES[energy]]
                if cid is None:
                    missing.append({"data_id": did, "name": norm(e["name"]), "count": e["count"]})
                else:
                    cards.append([cid, e["count"]])
            rec = {"name": norm(d["name"]), "set": sid, "types": d.get("types") or [], "cards": cards}
            if missing:
                rec["missing"] = missing
            if corrected:
                rec["corrected"] = corrected
            decks.append(rec)
            n_decks += 1
        with open(OUT_DECKS / f"{sid}.json", "w", encoding="utf-8") as fh:
            fh.write("[\n" + ",\n".join(json.dumps(r, ensure_ascii=False, separators=(",", ":")) for r in decks)
                     + "\n]\n")
    n = sum(r["cards"] for r in index)
    print(f"wrote {n} cards of {len(index)} sets to {OUT_CARDS} ({keys.shared} texts share the pool's key) "
          f"and {n_decks} theme decks to {OUT_DECKS}")


if __name__ == "__main__":
    main()
