"""What a card does, for the page's card panels (hover, tap): :func:`card_description`.

The words come from :func:`ptcg.describe.describe_card` (the project's own description
of every card, attack, Ability and Trainer effect).  Where that module is not available,
the description is built from the card facts alone (:data:`ptcg.cards.db.CARD_LIST`):
the same shape, with empty ``text`` fields.

Shape (JSON data)::

    {"id", "name", "kind", "set", "number", "stage", "evolves_from", "hp", "types": [...],
     "weakness": [{"type", "value"}], "resistance": [{"type", "value"}], "retreat",
     "rule_box", "abilities": [{"name", "text"}],
     "attacks": [{"name", "cost": [type names], "damage": "30+" or "", "text"}], "text"}
"""

from __future__ import annotations

from functools import lru_cache

from ..cards.db import CARD_LIST, STAGE_NAMES
from ..types import TYPE_NAMES

# the printed Weakness and Resistance of the cards of the pool (Scarlet & Violet era on)
_WEAKNESS_VALUE, _RESISTANCE_VALUE = "×2", "-30"
_RULE_BOX = {"ex": "Pokémon ex", "mega_ex": "Mega Evolution Pokémon ex", "radiant": "Radiant Pokémon",
             "v": "Pokémon V", "vstar": "Pokémon VSTAR", "vmax": "Pokémon VMAX", "tag_team": "TAG TEAM",
             "v_union": "Pokémon V-UNION", "gx": "Pokémon-GX", "EX": "Pokémon-EX"}


def _describer():
    try:
        from ..describe import describe_card          # the project's card descriptions
    except ImportError:
        return None
    return describe_card


def facts_description(card_id: int) -> dict:
    """A card's description from its facts alone (no effect text)."""
    c = CARD_LIST[card_id]
    if c is None:
        raise KeyError(card_id)
    pokemon = c.kind == "pokemon"
    types = []
    if pokemon and c.type >= 0:
        types = [TYPE_NAMES[c.type]]
    elif c.kind == "basic_energy" and c.energy_type >= 0:
        types = [TYPE_NAMES[c.energy_type]]

    def side(t, value):
        return [{"type": TYPE_NAMES[t], "value": value}] if isinstance(t, int) and t >= 0 else []

    return {
        "id": c.id, "name": c.name, "kind": c.kind, "set": c.set, "number": c.number,
        "stage": STAGE_NAMES[c.stage] if pokemon and 0 <= c.stage < len(STAGE_NAMES) else None,
        "evolves_from": c.evolves_from if pokemon else None,
        "hp": c.hp if pokemon else None,
        "types": types,
        "weakness": side(c.weakness, _WEAKNESS_VALUE) if pokemon else [],
        "resistance": side(c.resistance, _RESISTANCE_VALUE) if pokemon else [],
        "retreat": c.retreat if pokemon else 0,
        "rule_box": _RULE_BOX.get(c.rule, c.rule) if c.rule else None,
        "abilities": [{"name": a.name, "text": ""} for a in c.abilities],
        "attacks": [{"name": a.name, "cost": [TYPE_NAMES[t] for t in a.cost],
                     "damage": f"{a.damage}{a.mod}" if a.damage else "", "text": ""}
                    for a in c.attacks],
        "text": "",
    }


@lru_cache(maxsize=None)
def _cached(card_id: int) -> dict:
    describe = _describer()
    if describe is not None:
        try:
            return describe(card_id)
        except Exception:          # noqa: BLE001 - the facts still describe the card
            pass
    return facts_description(card_id)


def card_description(card_id: int) -> dict:
    """What card ``card_id`` is and does, as JSON data (a fresh copy; see the module doc)."""
    d = _cached(int(card_id))
    return {**d}


__all__ = ["card_description", "facts_description"]
