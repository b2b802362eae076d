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
    # older eras (III-14, III-15; NOTES.md "Older eras")
    "legend": ("Pokémon LEGEND", " It comes into play only as a pair: both halves go from the hand onto "
                                 "the Bench together, as one Pokémon."),
    "prism_star": ("Prism Star Pokémon", ""),
    "break": ("Pokémon BREAK", " It keeps the attacks, Abilities, Weakness, Resistance and Retreat "
                                 "Cost of the Pokémon it evolved from, and adds its own."),
}

# rules that come with an older card's mark (shown in the rule box, after the rule kind's)
PRISM_STAR_TEXT = ("Prism Star: a deck may hold 1 card of each Prism Star name; whenever this card "
                   "would go to a discard pile it goes to the Lost Zone instead.")

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
    # older eras
    "mega_turn_end": ("Mega Evolution rule", "Mega Evolving into this Pokémon ends its owner's turn, "
                                             "unless the Pokémon below holds its matching Spirit Link Tool."),
    "delta": ("δ Delta Species", "A mark other cards refer to; the δ is not part of the name, for the "
                                 "deck limit as for evolving."),
    "star": ("Pokémon Star", "A deck may hold at most 1 Pokémon Star (★), whatever its name."),
    "shining": ("Shining Pokémon", "A deck may hold at most 1 Shining Pokémon of each name."),
    "baby": ("Baby Pokémon", "While it is the Active Pokémon, the opponent flips a coin before each "
                             "attack; on tails their turn ends with no attack."),
    "team_plasma": ("Team Plasma", "A mark that other cards refer to; it is not part of the name."),
    "single_strike": ("Single Strike", "A mark that other cards refer to; it brings no rule of its own."),
    "rapid_strike": ("Rapid Strike", "A mark that other cards refer to; it brings no rule of its own."),
    "fusion_strike": ("Fusion Strike", "A mark that other cards refer to; it brings no rule of its own."),
    "ultra_beast": ("Ultra Beast", "A mark that other cards refer to; it brings no rule of its own."),
    "sp": ("SP", "A mark that other cards refer to (Pokémon SP); it brings no rule of its own."),
    "dark": ("Dark Pokémon", "A mark that other cards refer to; it brings no rule of its own."),
    "light": ("Light Pokémon", "A mark that other cards refer to; it brings no rule of its own."),
    "rockets_secret_machine": ("Rocket's Secret Machine", "A kind of Trainer card of the older eras; its "
                                                          "text says what it does."),
    "any_number": ("Any number", "A deck may hold as many copies of this card as it likes."),
}

# Ancient Traits (XY): what each does in the engine, in our words (queries, energy, evolution,
# knockout, attack and heal read CardDef.ancient_trait)
ANCIENT_TRAIT_TEXT = {
    "Δ Evolution": "It may evolve a Pokémon on its owner's first turn, or the turn that Pokémon came "
                   "into play.",
    "θ Stop": "Effects of the Abilities of the opponent's Pokémon do nothing to it.",
    "θ Double": "It can hold two Pokémon Tools.",
    "θ Max": "The Pokémon that evolves into it has all its damage healed.",
    "α Growth": "Its owner's once-a-turn Energy attachment from the hand may attach two Energy cards.",
    "Ω Barrier": "Effects of the opponent's Trainer cards (not Tools or Stadiums) do nothing to it.",
    "Ω Barrage": "It may attack a second time in a turn (after a new Active Pokémon comes in if the "
                 "first attack Knocked Out the opponent's).",
    "α Recovery": "Any healing it receives is doubled.",
    "Δ Plus": "Knocking Out an opponent's Pokémon with its attack's damage takes 1 more Prize card.",
    "Δ Wild": "Attacks of the opponent's Grass, Fire, Water and Lightning Pokémon do 20 less damage "
              "to it (after Weakness and Resistance).",
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
    if kind is not None and kind != "prism_star":       # Prism Star: PRISM_STAR_TEXT below
        name, extra = RULE_KINDS.get(kind, (kind, ""))
        prizes = PRIZES_BY_RULE.get(kind, 1)
        parts.append(f"{name}: Knocking Out this Pokémon gives the opponent {_prizes(prizes)}.{extra}")
    if card.is_pokemon and card.is_tera:
        parts.append(TERA_TEXT)
    if card.ace_spec:
        parts.append(ACE_SPEC_TEXT)
    if "prism_star" in card.tags or card.rule == "prism_star":
        parts.append(PRISM_STAR_TEXT)
    return " ".join(parts) or None


def marks(card: CardDef) -> list[dict]:
    """The card's marks other cards refer to: ``[{"name", "text"}]`` (Ancient, Future, a
    trainer's Pokémon, Technical Machine, Fossil)."""
    out = [{"name": MARK_TEXT[t][0], "text": MARK_TEXT[t][1]} for t in sorted(card.tags) if t in MARK_TEXT]
    if card.ancient_trait:
        out.append({"name": f"Ancient Trait {card.ancient_trait}",
                    "text": ANCIENT_TRAIT_TEXT.get(card.ancient_trait, "")})
    if card.trainer:
        out.append({"name": f"{card.trainer}'s Pokémon",
                    "text": f"Cards that speak of {card.trainer}'s Pokémon mean this Pokémon too."})
    return out


__all__ = ["RULE_KINDS", "TERA_TEXT", "ACE_SPEC_TEXT", "PRISM_STAR_TEXT", "MARK_TEXT", "ANCIENT_TRAIT_TEXT", "rule_kind", "rule_box_text", "marks"]
