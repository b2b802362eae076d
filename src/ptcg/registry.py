"""The behaviour registry: what card texts *do*, keyed by behaviour key, never by text.

Every attack, Ability, Trainer and Special Energy text has a *behaviour key* in the card
facts (see ``tools/gen_cards.py``): cards printing the same text share it, so one
implementation serves every reprint.  Card modules register behaviour by card ID (and
attack or ability index) or by attack ID; the registry resolves that to the key.

Kinds of registration (all in the card modules under :mod:`ptcg.sets`):

* attacks: :func:`damage` (P1 steps 3-4: before doing damage, base damage, targets) and
  :func:`effect` (P1 step 5), plus :func:`attack_rule` (conditions, costs, Bench use);
* Abilities: :func:`ability` (declared, P3), :func:`passive` (always-on, folded by the
  queries of :mod:`ptcg.rules.queries`) and :func:`trigger` (II-E-03..08, 21, 31);
* Trainers: :func:`trainer` (Item, Supporter, Stadium effect when played), Tools and
  Stadiums use :func:`passive` / :func:`trigger` too, and :func:`stadium_ability`;
* Special Energy: :func:`energy` (what it provides, where it may be attached).
* Lasting effect kinds: :func:`lasting` registers how an :class:`~ptcg.state.Effect`
  kind answers queries, so effect records stay plain data.

Functions may be plain functions or generators (to ask questions); plain ones are
wrapped so the engine can always ``yield from`` them.

Descriptions: every registration takes an optional ``text=``, what the text does in the
project's own words (never the printed wording).  It is stored in :data:`TEXTS` under the
behaviour key, beside the code it describes, and read only by :mod:`ptcg.describe` and the
adapters; the engine never looks at it.  Give it once per key, on the key's first
registration; the one-line specs of :mod:`ptcg.effects.specs` write it themselves from their
parameters when they can (:func:`note_text` with ``default=True``).
"""

from __future__ import annotations

import copy
import inspect
from collections import defaultdict

from .cards.db import BREAK, CARD_LIST, CARDS, LEVEL_UP, card, on_cards_added

# ---------------------------------------------------------------------------------------
# limits of declared Abilities (II-E-12, II-E-14)
ONCE = "once"                      # once during your turn, per Pokémon (II-E-12 R3)
ONCE_PER_NAME = "once_per_name"    # only one Ability of this name per turn (II-E-14)
UNLIMITED = "unlimited"            # as often as you like (RC-179)

# where a declared Ability works
IN_PLAY, ACTIVE_ONLY, BENCH_ONLY, IN_HAND, IN_DISCARD = "in_play", "active", "bench", "hand", "discard"


def as_generator(fn):
    """Wrap a plain function so that ``yield from`` works on its call."""
    if fn is None or inspect.isgeneratorfunction(fn):
        return fn

    def gen(*args, **kwargs):
        result = fn(*args, **kwargs)
        return result
        yield  # pragma: no cover - makes this a generator

    gen.__name__ = getattr(fn, "__name__", "effect")
    gen.__wrapped__ = fn
    return gen


class AttackSpec:
    __slots__ = ("key", "damage", "effect", "condition", "cost", "from_bench", "first_turn")

    def __init__(self, key):
        self.key = key
        self.damage = None       # gen(g, a): steps 3-4
        self.effect = None       # gen(g, a): step 5
        self.condition = None    # fn(g, mon, attack) -> bool: extra "can use" condition
        self.cost = None         # fn(g, mon, attack) -> tuple | None: II-E-32 alternative cost
        self.from_bench = False  # II-E-28: usable from the Bench
        self.first_turn = False  # II-E-28: usable on the first player's first turn


class AbilitySpec:
    __slots__ = ("key", "effect", "can_use", "limit", "where", "name_limit", "optional",
                 "cost")

    def __init__(self, key):
        self.key = key
        self.effect = None        # gen(g, ctx)
        self.can_use = None       # fn(g, ctx) -> bool (conditions + "would change nothing")
        self.limit = ONCE
        self.where = IN_PLAY
        self.name_limit = None    # II-E-14: name shared by all Abilities limited together
        self.optional = True
        self.cost = None          # gen(g, ctx) -> bool: a cost paid before the effect (II-E-30)


class TrainerSpec:
    __slots__ = ("key", "effect", "can_play", "first_turn", "keep")

    def __init__(self, key):
        self.key = key
        self.effect = None        # gen(g, ctx)
        self.can_play = None      # fn(g, ctx) -> bool (P5 step 1)
        self.first_turn = False   # Supporters usable on the first player's first turn
        self.keep = False


class EnergySpec:
    __slots__ = ("key", "provides", "can_attach")

    def __init__(self, key):
        self.key = key
        self.provides = None      # fn(g, mon, inst) -> tuple of unit masks
        self.can_attach = None    # fn(g, mon) -> bool


ATTACKS: dict = {}            # key -> AttackSpec
ABILITIES: dict = {}          # key -> AbilitySpec (declared)
TRAINERS: dict = {}           # key -> TrainerSpec
ENERGIES: dict = {}           # key -> EnergySpec
STADIUM_ABILITIES: dict = {}  # key -> AbilitySpec (declared Stadium effects, I-B-04 R4)
PASSIVES: dict = defaultdict(dict)   # query -> key -> fn
TRIGGERS: dict = defaultdict(dict)   # event -> key -> fn (generator)
LASTING: dict = defaultdict(dict)    # query -> effect kind -> fn
IMPLEMENTED_KEYS: set = set()        # keys with any registration
NOTHING_KEYS: set = set()            # keys whose text needs no code (reminder text etc.)
TEXTS: dict = {}                     # key -> description in our words (given with text=)
DEFAULT_TEXTS: dict = {}             # key -> [descriptions written by one-line specs]

# attack ID -> key; behaviour key -> [(card ID, ability index or -1)] of the cards printing
# it (abilities, Trainer / Energy texts, the rule of a Pokémon); attack key -> card IDs.
# Kept up to date when the cards of an older set are loaded (cards.db.on_cards_added).
_ATTACK_KEY: dict = {}
_KEY_CARDS: dict = defaultdict(list)
_ATTACK_CARDS: dict = defaultdict(list)
_INHERITORS: set = set()      # BREAK and LV.X Pokémon (III-15 R2, R3)


def _index_cards(cards) -> None:
    for c in cards:
        for a in c.attacks:
            _ATTACK_KEY[a.id] = a.key
            if a.key is not None:
                _ATTACK_CARDS[a.key].append(c.id)
        for key, idx in _keys_of(c):
            _KEY_CARDS[key].append((c.id, idx))
        if c.stage in INHERITING_STAGES:
            _INHERITORS.add(c.id)
    _invalidate()


def _unindex_cards(cards) -> None:
    """Undo :func:`_index_cards` (for stand-in cards of tests, removed after the test)."""
    for c in cards:
        for a in c.attacks:
            _ATTACK_KEY.pop(a.id, None)
            if a.key is not None and c.id in _ATTACK_CARDS.get(a.key, ()):
                _ATTACK_CARDS[a.key].remove(c.id)
        for key, idx in _keys_of(c):
            if (c.id, idx) in _KEY_CARDS.get(key, ()):
                _KEY_CARDS[key].remove((c.id, idx))
    _invalidate()


def attack_key(attack_id: int):
    try:
        key = _ATTACK_KEY[attack_id]
    except KeyError:
        card(attack_id // 10)             # an attack of an older card: load its set
        key = _ATTACK_KEY.get(attack_id, KeyError)
        if key is KeyError:
            raise KeyError(f"no attack with ID {attack_id}") from None
    if key is None:
        raise KeyError(f"attack {attack_id} has no text: it needs no registration")
    return key


def card_key(card_id: int, index: int | None = None):
    """The behaviour key of a card's Ability ``index`` or of a Trainer/Energy card.

    For a Pokémon, ``index`` defaults to its first Ability; a fossil Item has both a card
    text (``index`` None) and Abilities (``index`` 0, 1...); a Pokémon of an older era whose
    own rule needs code (e.g. a held Berry) has that text as its card key (``index`` None
    when it has no Ability, or ``RULE``)."""
    c = card(card_id)
    if c.is_pokemon:
        if index is RULE or (index is None and not c.abilities and c.key is not None):
            return c.key
        return c.abilities[index or 0].key
    if index is not None and c.abilities:
        return c.abilities[index].key
    if c.key is None:
        raise KeyError(f"card {card_id} {c.name} has no text")
    return c.key


RULE = "rule"          # card_key(card_id, RULE): the text of a Pokémon's own rule
INHERITING_STAGES = (BREAK, LEVEL_UP)


def note_text(key, text: str | None, *, default: bool = False) -> None:
    """Store the description of behaviour key ``key`` (nothing if ``text`` is None).

    ``default``: written by a one-line spec from its parameters; an explicit description
    of the same key replaces it.  Two different explicit descriptions of one key are an
    error, caught at import: reprints share one text."""
    if text is None:
        return
    if not isinstance(text, str) or not text.strip():
        raise ValueError(f"the description of behaviour key {key!r} must be a non-empty string")
    if default:
        DEFAULT_TEXTS.setdefault(key, []).append(text)
        return
    old = TEXTS.get(key)
    if old is not None and old != text:
        raise ValueError(f"behaviour key {key!r} is described twice:\n  {old}\n  {text}")
    TEXTS[key] = text


def text_of(key) -> str | None:
    """The description of a behaviour key in our words (None: none was written).

    Several one-line specs on one key without an explicit description are read in the
    order they were registered."""
    text = TEXTS.get(key)
    if text is not None:
        return text
    parts = DEFAULT_TEXTS.get(key)
    return " ".join(parts) if parts else None


def _attack_spec(attack_id: int) -> AttackSpec:
    key = attack_key(attack_id)
    spec = ATTACKS.get(key)
    if spec is None:
        spec = ATTACKS[key] = AttackSpec(key)
    IMPLEMENTED_KEYS.add(key)
    _invalidate()
    return spec


# -- attacks -----------------------------------------------------------------------------
def damage(attack_id: int, *, text: str | None = None):
    """Register P1 steps 3-4 of an attack: ``fn(g, a)`` sets ``a.damage``, targets, failure.
    ``text``: the attack's description (see :func:`note_text`)."""
    def deco(fn):
        spec = _attack_spec(attack_id)
        spec.damage = as_generator(fn)
        note_text(spec.key, text)
        return fn
    return deco


def effect(attack_id: int, *, text: str | None = None):
    """Register P1 step 5 of an attack: ``fn(g, a)`` does the effects after damage.
    ``text``: the attack's description (see :func:`note_text`)."""
    def deco(fn):
        spec = _attack_spec(attack_id)
        spec.effect = as_generator(fn)
        note_text(spec.key, text)
        return fn
    return deco


def attack_rule(attack_id: int, *, condition=None, cost=None, from_bench=None, first_turn=None,
                text: str | None = None):
    """Declare when an attack may be used: extra condition, alternative cost, Bench use."""
    spec = _attack_spec(attack_id)
    note_text(spec.key, text)
    if condition is not None:
        spec.condition = condition
    if cost is not None:
        spec.cost = cost
    if from_bench is not None:
        spec.from_bench = from_bench
    if first_turn is not None:
        spec.first_turn = first_turn
    return spec


def attack_spec_of(attack) -> AttackSpec | None:
    return ATTACKS.get(attack.key) if attack.key is not None else None


# -- Abilities ---------------------------------------------------------------------------
def ability(card_id: int, index: int | None = None, *, limit=ONCE, where=IN_PLAY, can_use=None,
            name_limit=None, cost=None, text: str | None = None):
    """Register a declared Ability (I-A-02 P3): the decorated ``fn(g, ctx)`` is its effect.

    ``limit``: ONCE (per Pokémon per turn), ONCE_PER_NAME (II-E-14) or UNLIMITED;
    ``where``: IN_PLAY, ACTIVE_ONLY, BENCH_ONLY, IN_HAND or IN_DISCARD (II-E-18);
    ``can_use(g, ctx)``: conditions, including "would change nothing" (P3 step 1);
    ``cost(g, ctx)``: generator paying a cost first (II-E-30), returning False if not paid;
    ``text``: the Ability's description (see :func:`note_text`).
    """
    key = card_key(card_id, index)
    note_text(key, text)

    def deco(fn):
        spec = AbilitySpec(key)
        spec.effect = as_generator(fn)
        spec.can_use = can_use
        spec.limit = limit
        spec.where = where
        spec.name_limit = name_limit
        spec.cost = as_generator(cost)
        ABILITIES[key] = spec
        IMPLEMENTED_KEYS.add(key)
        _invalidate()          # the games' card sets note Abilities used from hand or discard (.game_cards)
        return fn
    return deco


def stadium_ability(card_id: int, *, can_use=None, text: str | None = None):
    """Register a Stadium's declared effect, usable once per turn by each player (I-B-04 R4)."""
    key = card_key(card_id)
    note_text(key, text)

    def deco(fn):
        spec = AbilitySpec(key)
        spec.effect = as_generator(fn)
        spec.can_use = can_use
        STADIUM_ABILITIES[key] = spec
        IMPLEMENTED_KEYS.add(key)
        return fn
    return deco


def passive(card_id: int, query: str, index: int | None = None, *, stack: bool = True,
            text: str | None = None):
    """Register an always-on effect of a card (automatic Ability, Tool, Stadium, Special
    Energy) for one query of :mod:`ptcg.rules.queries`.  ``fn``'s signature is the
    query's (see there).  ``stack=False``: the effect counts once however many Pokémon
    have it (II-E-15).  ``text``: the card text's description (see :func:`note_text`)."""
    key = card_key(card_id, index)
    note_text(key, text)

    def deco(fn):
        if not stack:
            fn.no_stack = True
        PASSIVES[query][key] = fn
        IMPLEMENTED_KEYS.add(key)
        _invalidate()
        return fn
    return deco


def trigger(card_id: int, event: str, index: int | None = None, *, stack: bool = True,
            text: str | None = None):
    """Register what a card does when ``event`` happens (see :mod:`ptcg.rules.triggers`).
    ``stack=False``: it acts once per side however many Pokémon have it (II-E-15).
    ``text``: the card text's description (see :func:`note_text`)."""
    key = card_key(card_id, index)
    note_text(key, text)

    def deco(fn):
        handler = as_generator(fn)
        if not stack:
            handler.no_stack = True
        TRIGGERS[event][key] = handler
        IMPLEMENTED_KEYS.add(key)
        _invalidate()
        return fn
    return deco


# -- Trainers and Energy -----------------------------------------------------------------
def trainer(card_id: int, *, can_play=None, first_turn=False, text: str | None = None):
    """Register what an Item, Supporter or Stadium does when played (I-B P5/P6).

    ``can_play(g, ctx)`` holds the conditions of P5 step 1, including "would change
    nothing"; ``first_turn`` lets a Supporter be played on the first player's first turn;
    ``text``: the card's description (see :func:`note_text`).
    """
    key = card_key(card_id)
    note_text(key, text)

    def deco(fn):
        spec = TRAINERS.get(key) or TrainerSpec(key)
        spec.effect = as_generator(fn) if fn is not None else None
        spec.can_play = can_play
        spec.first_turn = first_turn
        TRAINERS[key] = spec
        IMPLEMENTED_KEYS.add(key)
        return fn
    return deco


def energy(card_id: int, *, provides=None, can_attach=None, text: str | None = None):
    """Register a Special Energy: ``provides(g, mon, inst)`` -> unit masks; ``can_attach``;
    ``text``: the card's description (see :func:`note_text`)."""
    key = card_key(card_id)
    note_text(key, text)
    spec = ENERGIES.get(key) or EnergySpec(key)
    if provides is not None:
        spec.provides = provides
    if can_attach is not None:
        spec.can_attach = can_attach
    ENERGIES[key] = spec
    IMPLEMENTED_KEYS.add(key)
    return spec


def reprint(card_id: int, of: int) -> None:
    """Card ``card_id`` prints the texts of card ``of`` in other words (an older wording:
    "his or her" for "their", "switch in ... to the Active Spot"...): give each of its texts
    the behaviour already registered for the same text of ``of`` (attacks by index,
    Abilities by index, the Trainer / Energy text).  Texts printed word for word share a
    behaviour key already and need no call (see ``tools/gen_legacy_cards.py``)."""
    new, old = card(card_id), card(of)
    pairs = [(a.key, b.key) for a, b in zip(new.attacks, old.attacks)]
    pairs += [(a.key, b.key) for a, b in zip(new.abilities, old.abilities)]
    if new.key is not None and old.key is not None:
        pairs.append((new.key, old.key))
    for key, source in pairs:
        if key is None or source is None or key == source:
            continue
        if source not in IMPLEMENTED_KEYS:
            raise KeyError(f"card {of} {old.name}: text {source} has no behaviour to reprint")
        _copy_key(key, source)
    _invalidate()


def reprint_attack(attack_id: int, of: int) -> None:
    """The attack ``attack_id`` prints the text of attack ``of`` in other words (see
    :func:`reprint`): it gets that attack's behaviour."""
    key, source = attack_key(attack_id), attack_key(of)
    if source not in IMPLEMENTED_KEYS:
        raise KeyError(f"attack {of}: text {source} has no behaviour to reprint")
    _copy_key(key, source)
    _invalidate()


def _copy_key(key, source) -> None:
    """Register under ``key`` everything registered under ``source``."""
    for table in (ATTACKS, ABILITIES, TRAINERS, ENERGIES, STADIUM_ABILITIES):
        spec = table.get(source)
        if spec is not None:
            twin = copy.copy(spec)
            twin.key = key
            table[key] = twin
    for by_key in list(PASSIVES.values()) + list(TRIGGERS.values()):
        if source in by_key:
            by_key[key] = by_key[source]
    for group in (NOTHING_KEYS, DISCARDABLE_FROM_PLAY):
        if source in group:
            group.add(key)
    if text_of(source) is not None and key not in TEXTS:
        TEXTS[key] = text_of(source)           # the same text: the same description
    IMPLEMENTED_KEYS.add(key)


DISCARDABLE_FROM_PLAY: set = set()   # keys of cards their owner may discard from play


def discard_from_play_allowed(card_id: int, *, text: str | None = None) -> None:
    """The card's text lets its owner discard it from play during their turn (fossils)."""
    key = card_key(card_id)
    note_text(key, text)
    DISCARDABLE_FROM_PLAY.add(key)
    IMPLEMENTED_KEYS.add(key)
    _invalidate()              # the games' card sets say whether one of theirs is (.game_cards)


def no_code(card_id: int, index: int | None = None, *, text: str | None = None):
    """Mark a text that needs no code (e.g. a Tool or Stadium whose effect is elsewhere)."""
    key = card_key(card_id, index)
    note_text(key, text)
    NOTHING_KEYS.add(key)
    IMPLEMENTED_KEYS.add(key)


def lasting(kind: str, query: str):
    """Register how a lasting-effect kind answers ``query`` (effects stay plain data)."""
    def deco(fn):
        LASTING[query][kind] = fn
        _invalidate()
        return fn
    return deco


# -- per card ID tables, built once after the card modules are imported ------------------
class _Tables:
    built = False
    passive_by_card: dict = {}   # query -> {card_id: [(fn, ability_index or -1)]}
    trigger_by_card: dict = {}   # event -> {card_id: [(fn, ability_index or -1)]}
    any_passive: set = set()
    # query/event -> (as Pokémon, as Tool, as Energy, as Stadium) tables of the same shape,
    # so a scan only looks where a card of that kind can be (None: nothing registered)
    passive_split: dict = {}
    trigger_split: dict = {}
    bench_attackers: frozenset = frozenset()   # card IDs with an attack usable from the Bench
    inheritors: frozenset = frozenset()   # BREAK and LV.X card IDs: they keep the Abilities under them
    # some effect stops Abilities of one kind (Poké-Body...), or an always-on or triggered Power
    # stops under Special Conditions: the scans ask ``ability_works`` of each Ability they find
    kind_blockers: bool = False
    granting: bool = False                # some card gives Abilities (Seal Stones)
    abilities_vary: bool = False          # granting, or BREAK / LV.X cards loaded


def _invalidate():
    _Tables.built = False


def tables() -> _Tables:
    if not _Tables.built:
        _build()
    return _Tables


def _keys_of(c):
    if c.is_pokemon:
        out = [(a.key, a.index) for a in c.abilities]
        return out + [(c.key, -1)] if c.key is not None else out
    out = [(c.key, -1)] if c.key is not None else []
    if c.is_fossil:
        out += [(a.key, a.index) for a in c.abilities]
    return out


def _build():
    pb: dict = defaultdict(dict)
    tb: dict = defaultdict(dict)
    anyp: set = set()
    # walk the registrations, not the cards: the table may hold every card of every era
    for query, by_key in PASSIVES.items():
        for key, fn in by_key.items():
            for cid, idx in _KEY_CARDS.get(key, ()):
                if _present(cid):
                    pb[query].setdefault(cid, []).append((fn, idx))
                    anyp.add(cid)
    for event, by_key in TRIGGERS.items():
        for key, fn in by_key.items():
            for cid, idx in _KEY_CARDS.get(key, ()):
                if _present(cid):
                    tb[event].setdefault(cid, []).append((fn, idx))
    pb = {q: {cid: sorted(lst, key=_by_index) for cid, lst in by_card.items()} for q, by_card in pb.items()}
    tb = {q: {cid: sorted(lst, key=_by_index) for cid, lst in by_card.items()} for q, by_card in tb.items()}
    inheritors = frozenset(c for c in _INHERITORS if _present(c))
    if inheritors:
        # a BREAK / LV.X card has an entry (maybe empty) wherever cards answer, so that the
        # scans look for what it keeps from the card under it only when they find it
        for by_card in list(pb.values()) + list(tb.values()):
            for cid in inheritors:
                by_card.setdefault(cid, [])
    _Tables.passive_by_card = dict(pb)
    _Tables.trigger_by_card = dict(tb)
    _Tables.any_passive = anyp
    _Tables.passive_split = {q: _split(by_card) for q, by_card in pb.items()}
    _Tables.bench_attackers = frozenset(
        cid for key, spec in ATTACKS.items() if spec.from_bench
        for cid in _ATTACK_CARDS.get(key, ()) if _present(cid) and CARD_LIST[cid].is_pokemon)
    _Tables.trigger_split = {q: _split(by_card) for q, by_card in tb.items()}
    _Tables.inheritors = inheritors
    _Tables.kind_blockers = ("no_ability_kind" in PASSIVES or "no_ability_kind" in LASTING
                             or any(idx >= 0 and CARD_LIST[cid].abilities[idx].stops_under is not None
                                    for table in (pb, tb) for by_card in table.values()
                                    for cid, lst in by_card.items() for _fn, idx in lst))
    _Tables.granting = "granted_abilities" in PASSIVES
    _Tables.abilities_vary = _Tables.granting or bool(inheritors)
    _Tables.built = True


def _present(cid: int) -> bool:
    """Whether a card ID is in the table now (stand-in cards of tests come and go)."""
    return cid < len(CARD_LIST) and CARD_LIST[cid] is not None and CARD_LIST[cid].id == cid


def _by_index(entry) -> int:
    """Order of a card's entries: its texts in printed order (as the card loop made them)."""
    return -1 if entry[1] == -1 else entry[1]


_SLOT = {"pokemon": 0, "item": 0, "tool": 1, "special_energy": 2, "stadium": 3}


def _split(by_card: dict) -> tuple:
    """Split a card table by where the card acts in play: as the Pokémon (fossil Items
    too), as a Tool, as an attached Energy, as the Stadium.  Empty parts become None."""
    parts = ({}, {}, {}, {})
    for cid, lst in by_card.items():
        slot = _SLOT.get(CARD_LIST[cid].kind)
        if slot is not None:
            parts[slot][cid] = lst
    return tuple(part or None for part in parts)


# -- coverage ----------------------------------------------------------------------------
def missing_keys(card_id: int) -> list:
    """The behaviour keys of a card that have no implementation yet."""
    c = card(card_id)
    out = []
    if c.is_pokemon:
        for a in c.attacks:
            if a.key is not None and a.key not in IMPLEMENTED_KEYS:
                out.append(("attack", a.name))
        for ab in c.abilities:
            if ab.key not in IMPLEMENTED_KEYS:
                out.append(("ability", ab.name))
        if c.key is not None and c.key not in IMPLEMENTED_KEYS:
            out.append(("rule", c.name))
    elif c.kind != "basic_energy" and c.key is not None and c.key not in IMPLEMENTED_KEYS:
        out.append((c.kind, c.name))
    else:     # a Fossil's Ability, a Seal Stone's VSTAR Power, a Technical Machine's attack
        for ab in c.abilities:
            if ab.key not in IMPLEMENTED_KEYS:
                out.append(("ability", ab.name))
        for a in c.attacks:
            if a.key is not None and a.key not in IMPLEMENTED_KEYS:
                out.append(("attack", a.name))
    return out


def is_implemented(card_id: int) -> bool:
    """Whether every behaviour of the card has an implementation.  Asked for every card of
    both decks of every game, so the answer is remembered for the card's definition until
    a behaviour is registered (keys are only ever added)."""
    known = _IMPLEMENTED.get(card_id)
    if (known is not None and known[1] == len(IMPLEMENTED_KEYS) and card_id < len(CARD_LIST)
            and known[0] is CARD_LIST[card_id]):
        return known[2]
    answer = not missing_keys(card_id)
    _IMPLEMENTED[card_id] = (card(card_id), len(IMPLEMENTED_KEYS), answer)
    return answer


_IMPLEMENTED: dict = {}      # card ID -> (its definition, len(IMPLEMENTED_KEYS), is_implemented)


_index_cards(CARDS.values())
on_cards_added(_index_cards)
