"""What each rule box and card mark means, in the project's own words: one description per
kind, never per card (shown by :mod:`ptcg.describe` as a card's ``rule_box`` and ``marks``).

The Prize count of a rule kind is read from :data:`~ptcg.cards.db.PRIZES_BY_RULE`, the
table the Knock Out procedure uses (III-14), so the description and the rule cannot
disagree.  A new rule kind gets a line in both tables.
"""

from __future__ import annotations

from .db import PRIZES_BY_RULE, CardDef

# rule kind (CardDef.rule) -> (name shown, what the rule adds besides the Prize count)
RULE_KINDS = {
    "ex": ("Pokémon ex", ""),
    "mega_ex": ("Mega Evolution Pokémon ex", ""),
    "radiant": ("Radiant Pokémon", " A deck may hold at most 1 Radiant Pokémon."),
    "v": ("Pokémon V", ""),
    "vstar": ("Pokémon VSTAR", ""),
    "vmax": ("Pokémon VMAX", ""),
    "tag_team": ("TAG TEAM", ""),
    "v_union": ("Pokémon V-UNION", ""),
    "gx": ("Pokémon-GX", ""),
    "EX": ("Pokémon-EX", ""),
}

# rules that come with a card's mark rather than with its rule kind
TERA_TEXT = ("Tera: while this Pokémon sits on the Bench, attacks of either player do no damage to it "
             "(damage counters placed by effects still land).")
ACE_SPEC_TEXT = "ACE SPEC: a deck may hold at most 1 ACE SPEC card."

# marks other cards refer to, with no rule of their own (tags of the card facts)
MARK_TEXT = {
    "ancient": ("Ancient", "A mark that other cards refer to; it brings no rule of its own."),
    "future": ("Future", "A mark that other cards refer to; it brings no rule of its own."),
    "technical_machine": ("Technical Machine",
                          "A Pokémon Tool that lends its printed attack to the Pokémon holding it."),
    "fossil": ("Fossil", "An Item that is played onto the Bench or into the Active Spot as a Basic "
                         "Pokémon; its text says how."),
}


def _prizes(n: int) -> str:
    return "1 Prize card" if n == 1 else f"{n} Prize cards"


def rule_kind(card: CardDef) -> str | None:
    """The card's rule kind; a Radiant Pokémon is known by its name in the older data."""
    if card.rule is not None:
        return card.rule
    if card.is_pokemon and card.name.startswith("Radiant "):
        return "radiant"
    return None


def rule_box_text(card: CardDef) -> str | None:
    """The rules a card's rule box (and ACE SPEC / Tera marks) add, in our words; None if none."""
    parts = []
    kind = rule_kind(card)
    if kind is not None:
        name, extra = RULE_KINDS.get(kind, (kind, ""))
        prizes = PRIZES_BY_RULE.get(kind, 1)
        parts.append(f"{name}: Knocking Out this Pokémon gives the opponent {_prizes(prizes)}.{extra}")
    if card.is_pokemon and card.is_tera:
        parts.append(TERA_TEXT)
    if card.ace_spec:
        parts.append(ACE_SPEC_TEXT)
    return " ".join(parts) or None


def marks(card: CardDef) -> list[dict]:
    """The card's marks other cards refer to: ``[{"name", "text"}]`` (Ancient, Future, a
    trainer's Pokémon, Technical Machine, Fossil)."""
    out = [{"name": MARK_TEXT[t][0], "text": MARK_TEXT[t][1]} for t in sorted(card.tags) if t in MARK_TEXT]
    if card.trainer:
        out.append({"name": f"{card.trainer}'s Pokémon",
                    "text": f"Cards that speak of {card.trainer}'s Pokémon mean this Pokémon too."})
    return out


__all__ = ["RULE_KINDS", "TERA_TEXT", "ACE_SPEC_TEXT", "MARK_TEXT", "rule_kind", "rule_box_text", "marks"]
