"""Card and Pokémon predicates that read like card text ("a Basic {P} Energy card",
"a Pokémon ex", "Hop's Pokémon").  Card predicates take an instance, Pokémon predicates
a Pokémon in play; ``&``-style composition is plain Python (``lambda c: a(c) and b(c)``)."""

from __future__ import annotations

from ..cards.db import CARD_LIST


def card(inst: int):
    return CARD_LIST[inst >> 7]


# Filters that read only what kind of card it is (kind, stage, Energy type).  Their answer
# for one card definition never changes (CardDef records are immutable; a test's stand-in
# card is a new record), so a combination of them (``both``, ``either``) is worked out once
# per card definition and then looked up: one call per card instead of one per part.
def _kind_test(fn):
    fn.kind_test = True
    return fn


def _kind_tests(preds) -> bool:
    return all(getattr(p, "kind_test", False) for p in preds)


def _once_per_card(test):
    """``test``, a combination of kind filters, remembered per card definition."""
    answers: dict = {}

    def check(inst: int) -> bool:
        c = CARD_LIST[inst >> 7]
        found = answers.get(c)
        if found is None:
            found = answers[c] = bool(test(inst))
        return found
    return _kind_test(check)


# -- cards (instances) -------------------------------------------------------------------
@_kind_test
def is_pokemon(inst: int) -> bool:
    return CARD_LIST[inst >> 7].is_pokemon


@_kind_test
def is_basic_pokemon(inst: int) -> bool:
    return CARD_LIST[inst >> 7].is_basic


@_kind_test
def is_evolution(inst: int) -> bool:
    return CARD_LIST[inst >> 7].is_evolution


def is_stage(stage: int):
    return _kind_test(lambda inst: CARD_LIST[inst >> 7].is_pokemon and CARD_LIST[inst >> 7].stage == stage)


@_kind_test
def is_energy(inst: int) -> bool:
    return CARD_LIST[inst >> 7].is_energy


@_kind_test
def is_basic_energy(inst: int, t: int | None = None) -> bool:
    c = CARD_LIST[inst >> 7]
    return c.kind == "basic_energy" and (t is None or c.energy_type == t)


def basic_energy_of(t: int):
    """II-E-39: cards *named* "Basic X Energy"."""
    def named(inst: int) -> bool:          # one call per card: card filters run in option lists
        c = CARD_LIST[inst >> 7]
        return c.kind == "basic_energy" and c.energy_type == t
    return _kind_test(named)


@_kind_test
def is_special_energy(inst: int) -> bool:
    return CARD_LIST[inst >> 7].kind == "special_energy"


@_kind_test
def is_trainer(inst: int) -> bool:
    return CARD_LIST[inst >> 7].is_trainer


@_kind_test
def is_item(inst: int) -> bool:
    return CARD_LIST[inst >> 7].kind == "item"


@_kind_test
def is_tool(inst: int) -> bool:
    return CARD_LIST[inst >> 7].kind == "tool"


@_kind_test
def is_supporter(inst: int) -> bool:
    return CARD_LIST[inst >> 7].kind == "supporter"


@_kind_test
def is_stadium(inst: int) -> bool:
    return CARD_LIST[inst >> 7].kind == "stadium"


def named(name: str):
    return lambda inst: CARD_LIST[inst >> 7].name == name


def name_contains(text: str):
    return lambda inst: text in CARD_LIST[inst >> 7].name


def of_type(t: int):
    """A Pokémon card of type ``t`` (printed type)."""
    return lambda inst: CARD_LIST[inst >> 7].is_pokemon and CARD_LIST[inst >> 7].type == t


def trainers_pokemon_card(trainer: str):
    """III-13 R7: "Hop's Pokémon", "Team Rocket's Pokémon" ... (cards)."""
    return lambda inst: CARD_LIST[inst >> 7].is_pokemon and CARD_LIST[inst >> 7].trainer == trainer


def has_rule_box_card(inst: int) -> bool:
    return CARD_LIST[inst >> 7].has_rule_box


@_kind_test
def no_rule_box_card(inst: int) -> bool:
    """A card without a Rule Box: it reads the card definition only, so ``both`` and
    ``either`` remember its answer per definition like the other kind filters."""
    return not CARD_LIST[inst >> 7].has_rule_box


def is_ex_card(inst: int) -> bool:
    return CARD_LIST[inst >> 7].is_ex


def is_mega_card(inst: int) -> bool:
    return CARD_LIST[inst >> 7].is_mega


def is_tera_card(inst: int) -> bool:
    return CARD_LIST[inst >> 7].is_tera


def hp_at_most(n: int):
    return lambda inst: CARD_LIST[inst >> 7].is_pokemon and CARD_LIST[inst >> 7].hp <= n


def any_card(inst: int) -> bool:
    return True


def both(*preds):
    """A filter true when every one of ``preds`` is (checked in order, stopping at the
    first false; a plain loop, no generator per card)."""
    test = _all_of(preds)
    return _once_per_card(test) if _kind_tests(preds) else test


def _all_of(preds):
    if len(preds) == 2:
        first, second = preds
        return lambda inst: bool(first(inst) and second(inst))

    def check(inst):
        for p in preds:
            if not p(inst):
                return False
        return True
    return check


def either(*preds):
    """A filter true when one of ``preds`` is (checked in order, stopping at the first true)."""
    test = _any_of(preds)
    return _once_per_card(test) if _kind_tests(preds) else test


def _any_of(preds):
    if len(preds) == 2:
        first, second = preds
        return lambda inst: bool(first(inst) or second(inst))

    def check(inst):
        for p in preds:
            if p(inst):
                return True
        return False
    return check


# -- Pokémon in play ----------------------------------------------------------------------
def mon_is_basic(mon) -> bool:
    """A Basic Pokémon in play (a fossil Item played as a Basic counts)."""
    return CARD_LIST[mon.cid].plays_as_basic


def mon_is_evolution(mon) -> bool:
    return CARD_LIST[mon.cid].is_evolution


def mon_is_ex(mon) -> bool:
    return CARD_LIST[mon.cid].is_ex


# Rule Box kinds of "Pokémon ex" and "Pokémon V" (II-D-18; the V kinds come from older cards)
_EX_OR_V_RULES = ("ex", "mega_ex", "v", "vstar", "vmax", "v_union")


def mon_is_ex_or_v(mon) -> bool:
    """"Pokémon {ex} and Pokémon {V}" (II-D-18): a Pokémon ex (Mega Evolution ones included)
    or any Pokémon V."""
    return CARD_LIST[mon.cid].rule in _EX_OR_V_RULES


def mon_is_mega(mon) -> bool:
    return CARD_LIST[mon.cid].is_mega


def mon_has_rule_box(mon) -> bool:
    return CARD_LIST[mon.cid].has_rule_box


def mon_is_tera(mon) -> bool:
    return CARD_LIST[mon.cid].is_tera


def mon_of_trainer(trainer: str):
    return lambda mon: CARD_LIST[mon.cid].trainer == trainer


def mon_named(name: str):
    return lambda mon: CARD_LIST[mon.cid].name == name


def mon_stage(stage: int):
    return lambda mon: CARD_LIST[mon.cid].stage == stage


def mon_is_damaged(mon) -> bool:
    return mon.damage > 0


# -- cards that stay in the discard pile --------------------------------------------------
_KEPT_IN_DISCARD: set = set()   # card IDs whose own text keeps them there


def keep_in_discard(card_id: int) -> None:
    """Register a card whose text says it can't be put into the hand or the deck from the
    discard pile (e.g. 1247 Neutralization Zone); :func:`leaves_discard` then refuses it."""
    _KEPT_IN_DISCARD.add(card_id)


def leaves_discard(inst: int) -> bool:
    """Whether the card may be put from the discard pile into a hand or a deck."""
    return inst >> 7 not in _KEPT_IN_DISCARD


# -- older marks ----------------------------------------------------------------------------
def mon_is_pokemon_ex(mon) -> bool:
    """"Pokémon-EX" of the Black & White and XY eras (their M and Primal Evolutions included):
    the rule box "EX", another mark than today's "Pokémon ex" (:func:`mon_is_ex`)."""
    return CARD_LIST[mon.cid].rule == "EX"


# -- Team Plasma (Black & White: Plasma Storm onward) ---------------------------------------
def is_team_plasma(inst: int) -> bool:
    """A card with the Team Plasma mark (a Pokémon, Trainer or Energy card)."""
    return "team_plasma" in CARD_LIST[inst >> 7].tags


def mon_is_team_plasma(mon) -> bool:
    """A Team Plasma Pokémon in play (the mark of its top card)."""
    return "team_plasma" in CARD_LIST[mon.cid].tags
