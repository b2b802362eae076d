"""Cards a player can read: every fact of a card and what each of its texts does, in the
project's own words.

The descriptions are the ones given with the behaviour itself (``text=`` of each
registration, :func:`ptcg.registry.text_of`), so what the page or the command line shows
is what the engine does.  Rule boxes and marks are described once per kind
(:mod:`ptcg.cards.rule_boxes`).  No official card wording is shipped or read here (see
:mod:`ptcg.official` for the optional comparison).

>>> describe_card(1182)["text"]
"Bring one of the opponent's Benched Pokémon into their Active Spot."
>>> card_text_lines(1182)[0]
"Boss's Orders — Supporter · PAL 172 · ID 1182"
"""

from __future__ import annotations

import difflib
import functools
import re
import unicodedata

from . import sets as _sets  # noqa: F401  (registers every behaviour and its description)
from .cards import db as _db
from .cards.db import CARDS, CardDef
from .cards.rule_boxes import RULE_KINDS, marks, rule_box_text, rule_kind
from .errors import PTCGError, UnknownCardError
from .registry import text_of
from .types import TYPE_BY_LETTER, TYPE_LETTERS, TYPE_NAMES, cost_text

# The pool prints no other values (NOTES.md "Weakness and Resistance"; P2 steps 3-4).
WEAKNESS_VALUE = "×2"
RESISTANCE_VALUE = "-30"

# the label printed before an Ability's name (III-15 R1)
ABILITY_KIND_NAMES = {_db.ABILITY: "Ability", _db.POKE_POWER: "Poké-Power", _db.POKE_BODY: "Poké-Body",
                      _db.POKEMON_POWER: "Pokémon Power"}
KIND_NAMES = {"pokemon": "Pokémon", "item": "Item", "tool": "Pokémon Tool", "supporter": "Supporter",
              "stadium": "Stadium", "basic_energy": "Basic Energy", "special_energy": "Special Energy"}
_DAMAGE_MARK = {"": "", "+": "+", "x": "×", "-": "-"}


class CardQueryError(PTCGError):
    """A card search or lookup that names no card, or an unknown filter value."""


def _card(card_id) -> CardDef:
    """The card of an ID: the pool's, or an older era's (its set loads on first use)."""
    c = None if isinstance(card_id, bool) or not isinstance(card_id, int) else _db.get(card_id)
    if c is None:
        raise UnknownCardError(card_id)
    return c


def _modifier(op: str, value: int) -> str:
    """A printed Weakness/Resistance modifier: "×2", "+20", "-30"."""
    return f"×{value}" if op == "x" else f"{op}{value}"


def _types(c: CardDef) -> list:
    if c.is_pokemon or c.is_fossil:
        return [TYPE_NAMES[t] for t in c.types]
    if c.kind == "basic_energy":
        return [TYPE_NAMES[c.energy_type]]
    return []


def describe_card(card_id: int) -> dict:
    """Everything a player needs about one card, JSON-able::

        {"id", "name", "kind", "set", "number", "stage", "evolves_from", "hp", "types",
         "weakness": [{"type", "value"}], "resistance": [...], "retreat", "rule_box",
         "abilities": [{"name", "text", "kind"}], "attacks": [{"name", "cost", "damage", "text"}],
         "text", "marks": [{"name", "text"}], "prizes", "ace_spec", "tera_type", "trainer"}

    ``stage`` is the printed evolution mark ("Basic", "Stage 1", "Stage 2"; an older card's
    "MEGA", "BREAK", "LV.X", "Restored", "Baby"...; None for other cards); ``weakness`` and
    ``resistance`` list the modifiers as printed ("×2", "+20", "-30"); an Ability's ``kind``
    is the label printed before it ("Ability", or an older card's "Poké-Power", "Poké-Body",
    "Pokémon Power"); ``text`` is what a
    Trainer or an Energy card does ("" for a Pokémon); ``rule_box`` what its rule box adds
    (None without one).  Raises :class:`~ptcg.errors.UnknownCardError`."""
    c = _card(card_id)
    is_mon = c.is_pokemon or c.is_fossil
    if c.kind == "basic_energy":
        text = "Provides 1 {%s} Energy." % TYPE_LETTERS[c.energy_type]
    elif c.is_pokemon:
        text = ""
    else:
        text = text_of(c.key) or ""
    return {
        "id": c.id,
        "name": c.name,
        "kind": c.kind,
        "set": c.set,
        "number": c.number,
        "stage": c.stage_name if c.is_pokemon else None,
        "evolves_from": c.evolves_from,
        "hp": c.hp if is_mon else None,
        "types": _types(c),
        "weakness": ([{"type": TYPE_NAMES[t], "value": _modifier(op, v)} for t, op, v in c.weaknesses]
                     if is_mon else []),
        "resistance": ([{"type": TYPE_NAMES[t], "value": _modifier(op, v)} for t, op, v in c.resistances]
                       if is_mon else []),
        "retreat": c.retreat if is_mon else None,
        "rule_box": rule_box_text(c),
        "abilities": [{"name": ab.name, "text": text_of(ab.key) or "", "kind": ABILITY_KIND_NAMES.get(ab.kind, "Ability")}
                      for ab in c.abilities],
        "attacks": [{"name": a.name, "cost": [TYPE_NAMES[t] for t in a.cost],
                     "damage": f"{a.damage}{_DAMAGE_MARK.get(a.mod, a.mod)}" if a.damage else "",
                     "text": text_of(a.key) or "" if a.key is not None else ""}
                    for a in c.attacks],
        "text": text,
        "marks": marks(c),
        "prizes": c.prizes if c.is_pokemon else None,
        "ace_spec": c.ace_spec,
        "tera_type": c.tera_type,
        "trainer": c.trainer,
    }


def card_text_lines(card_id: int) -> list[str]:
    """:func:`describe_card` as plain text lines (the command line prints them)."""
    d = describe_card(card_id)
    if d["kind"] == "pokemon":
        rule = rule_kind(_card(card_id))
        kind = RULE_KINDS[rule][0] if rule in RULE_KINDS else "Pokémon"
        if d["stage"] not in kind.split():                     # "Pokémon BREAK", not "BREAK Pokémon BREAK"
            kind = f"{d['stage']} {kind}"
        kind += f" ({', '.join(d['types'])})" if d["types"] else ""
        head = [kind, f"{d['hp']} HP"]
    else:
        head = [KIND_NAMES[d["kind"]] + (" (ACE SPEC)" if d["ace_spec"] else "")]
        if d["hp"]:
            head.append(f"{d['hp']} HP")
    where = f"{d['set']} {d['number']}".strip()
    lines = [" · ".join([f"{d['name']} — {head[0]}"] + head[1:] + ([where] if where else []) + [f"ID {d['id']}"])]
    if d["evolves_from"]:
        lines.append(f"Evolves from {d['evolves_from']}")
    if d["hp"]:
        weak = ", ".join(f"{w['type']} {w['value']}" for w in d["weakness"]) or "none"
        res = ", ".join(f"{r['type']} {r['value']}" for r in d["resistance"]) or "none"
        lines.append(f"Weakness: {weak} · Resistance: {res} · Retreat: {d['retreat']}")
    if d["rule_box"]:
        lines.append(f"Rule: {d['rule_box']}")
    for m in d["marks"]:
        lines.append(f"{m['name']}: {m['text']}")
    if d["text"]:
        lines.append(d["text"])
    for ab in d["abilities"]:
        lines.append(f"{ab['kind']} — {ab['name']}" + (f": {ab['text']}" if ab["text"] else ""))
    for a, printed in zip(d["attacks"], _card(card_id).attacks):
        line = f"Attack — {a['name']} {cost_text(printed.cost)}" + (f" {a['damage']}" if a["damage"] else "")
        lines.append(line + (f": {a['text']}" if a["text"] else ""))
    return lines


# -- finding cards -------------------------------------------------------------------------
def normalize_name(name: str) -> str:
    """How names are compared: any case, curly or straight apostrophes, accents or none
    ("Pokemon" is "Pokémon"), spaces folded."""
    t = name.replace("\u2019", "'").replace("\u2018", "'").replace("`", "'")
    t = "".join(ch for ch in unicodedata.normalize("NFKD", t) if not unicodedata.combining(ch))
    return re.sub(r"\s+", " ", t).strip().casefold()


@functools.lru_cache(maxsize=1)
def _index() -> tuple:
    """(normalized name -> card IDs, (SET, number) -> card ID), built on first use."""
    by_name: dict = {}
    for c in sorted(CARDS.values(), key=lambda c: c.id):
        by_name.setdefault(normalize_name(c.name), []).append(c.id)
    for t, letter in enumerate(TYPE_LETTERS):     # "Grass Energy" and "Basic Grass Energy" too
        ids = by_name.get(f"basic {{{letter.lower()}}} energy")
        if ids:
            by_name.setdefault(f"basic {TYPE_NAMES[t].lower()} energy", ids)
            by_name.setdefault(f"{TYPE_NAMES[t].lower()} energy", ids)
    by_set = {(c.set.upper(), c.number.lstrip("0")): c.id for c in CARDS.values() if c.set}
    return by_name, by_set


_SET_NUMBER = re.compile(r"^([A-Za-z0-9-]{2,6})\s+0*(\d+)[a-z]?$")


def cards_named(name: str) -> list[int]:
    """The IDs of every card with this name (compared as :func:`normalize_name` does;
    Basic Energy also as "Grass Energy" / "Basic Grass Energy"), lowest ID first."""
    return list(_index()[0].get(normalize_name(name), ()))


def card_at(set_code: str, number) -> int | None:
    """The card ID printed as ``number`` in the expansion ``set_code`` (None if the pool has
    no such card)."""
    return _index()[1].get((str(set_code).upper(), str(number).lstrip("0")))


def find_cards(query) -> list[int]:
    """Card IDs a query names: a card ID (``121``), a name in any case with straight or
    curly apostrophes (``"boss's orders"``: every printing), or a set code and number
    (``"TWM 130"``; an older set's code too: ``"XY 97"``; older cards are found by ID or
    set code and number, not by name).  Empty when nothing matches (see :func:`suggest_names`)."""
    if isinstance(query, int) and not isinstance(query, bool):
        return [query] if _db.is_known(query) else []
    q = str(query).strip()
    if q.isdigit() and q.isascii():
        return [int(q)] if len(q) <= 6 and _db.is_known(int(q)) else []
    ids = cards_named(q)
    if ids:
        return ids
    m = _SET_NUMBER.match(q)
    if m:
        cid = card_at(m.group(1), m.group(2))
        if cid is None:                      # an older set's code ("XY 97", "BS 4")
            from .cards import legacy
            cid = legacy.card_at(m.group(1), m.group(2))
        if cid is not None:
            return [cid]
    return []


def suggest_names(query: str, n: int = 3) -> list[str]:
    """At most ``n`` card names close to a query that names no card ("did you mean ...?"):
    the closest spellings, else names containing the query."""
    q = normalize_name(str(query))
    names = {normalize_name(c.name): c.name for c in CARDS.values()}
    close = difflib.get_close_matches(q, list(names), n=n, cutoff=0.8) or \
        difflib.get_close_matches(q, list(names), n=n, cutoff=0.6)
    if not close and len(q) >= 3:
        close = [k for k in sorted(names) if q in k][:n]
    return [names[k] for k in close]


def did_you_mean(query: str) -> str:
    """``"; did you mean 'Dragapult ex'?"`` for a query naming no card ("" without a close name)."""
    close = suggest_names(query)
    if not close:
        return ""
    quoted = [repr(c) if "'" not in c else f'"{c}"' for c in close]
    return "; did you mean " + (quoted[0] if len(quoted) == 1 else ", ".join(quoted[:-1]) + " or " + quoted[-1]) + "?"


def _parse_type(value: str) -> int:
    v = value.strip().strip("{}").casefold()
    for i, name in enumerate(TYPE_NAMES):
        if v == name.casefold():
            return i
    if v.upper() in TYPE_BY_LETTER:
        return TYPE_BY_LETTER[v.upper()]
    raise CardQueryError(f"unknown type {value!r}; one of {', '.join(TYPE_NAMES)} (or a letter: "
                         f"{' '.join(TYPE_LETTERS)})")


def _parse_stage(value: str) -> int:
    v = re.sub(r"[\s_-]", "", value.casefold())
    stages = {"basic": 0, "0": 0, "stage1": 1, "1": 1, "stage2": 2, "2": 2}
    if v not in stages:
        raise CardQueryError(f"unknown stage {value!r}; one of Basic, Stage 1, Stage 2")
    return stages[v]


_KIND_GROUPS = {"trainer": {"item", "tool", "supporter", "stadium"},
                "energy": {"basic_energy", "special_energy"}}


def _parse_kind(value: str) -> set:
    v = re.sub(r"[\s-]", "_", value.strip().casefold())
    v = {"pokémon": "pokemon", "pokemon_tool": "tool"}.get(v, v)
    if v in KIND_NAMES:
        return {v}
    if v in _KIND_GROUPS:
        return _KIND_GROUPS[v]
    raise CardQueryError(f"unknown kind {value!r}; one of {', '.join(list(KIND_NAMES) + list(_KIND_GROUPS))}")


def card_words(card_id: int) -> str:
    """The searchable words of a card: its name, the names of its attacks and Abilities, and
    every description (lower case)."""
    d = describe_card(card_id)
    parts = [d["name"], d["text"], d["rule_box"] or ""]
    parts += [f"{x['name']} {x['text']}" for x in d["abilities"] + d["attacks"]]
    return normalize_name(" ".join(parts))


def search_cards(*, name: str | None = None, type: str | None = None, stage: str | None = None,
                 kind: str | None = None, words=None) -> list[int]:
    """Card IDs matching every filter given: ``name`` (part of the name), ``type`` ("Fire",
    "R" or "{R}"), ``stage`` ("Basic", "Stage 1", "Stage 2"), ``kind`` ("pokemon", "item",
    "tool", "supporter", "stadium", "basic_energy", "special_energy", or "trainer" /
    "energy"), ``words`` (each must appear in the card's names or descriptions).  Raises
    :class:`CardQueryError` for an unknown type, stage or kind."""
    t = _parse_type(type) if type else None
    s = _parse_stage(stage) if stage else None
    kinds = _parse_kind(kind) if kind else None
    needle = normalize_name(name) if name else None
    if isinstance(words, str):
        words = words.split()
    terms = [normalize_name(w) for w in (words or ()) if w.strip()]
    out = []
    for c in sorted(CARDS.values(), key=lambda c: c.id):
        if needle and needle not in normalize_name(c.name):
            continue
        if kinds is not None and c.kind not in kinds:
            continue
        if s is not None and not (c.is_pokemon and c.stage == s):
            continue
        if t is not None and t not in ((c.type,) if c.is_pokemon else (c.energy_type,)):
            continue
        if terms:
            text = card_words(c.id)
            if not all(w in text for w in terms):
                continue
        out.append(c.id)
    return out


__all__ = ["describe_card", "card_text_lines", "find_cards", "cards_named", "card_at", "suggest_names", "did_you_mean",
           "search_cards", "card_words",
           "normalize_name", "CardQueryError", "KIND_NAMES", "WEAKNESS_VALUE", "RESISTANCE_VALUE"]
