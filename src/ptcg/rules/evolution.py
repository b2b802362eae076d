"""I-A-05: Evolution (and II-C-12 / II-C-13: evolving and devolving by effects).

* An Evolution card evolves from the Pokémon named in its evolution mark (I-A-05 R1),
  in the Active Spot or on the Bench, any number per turn (R2).
* Nobody evolves during their own first turn, nor a Pokémon that came into play or
  evolved this turn (R3) — unless an effect allows it (RC-182, II-C-12 R3).
* Energy, Tools and damage stay (R4); evolving the Active Pokémon removes its Special
  Conditions and attack effects (R5); the old attacks and Abilities are gone (R6), except
  under a BREAK or LV.X card, which keeps them (III-15 R2/R3, :func:`ptcg.rules.queries`).
* Older stage kinds (III-15): a LV.X card levels up the Active Pokémon of its name only
  (R2); an XY Mega Evolution (MEGA on a Pokémon-EX) ends the turn unless a Spirit Link Tool
  keeps it going (R4, card text); δ is not part of a name (III-13 R6).
"""

from __future__ import annotations

from ..cards.db import CARD_LIST, CARDS, LEVEL_UP, on_cards_added
from ..state import CONFUSED
from . import queries as Q
from .triggers import fire, fire_own
from .zones import clear_attack_effects

DELTA = " \u03b4"       # δ Delta Species: not part of the name, for evolving too (III-13 R6)

STAGE1_BASES: dict = {}   # Stage 1 name -> names of the Basics it evolves from
DELTA_CARDS: list = []    # whether any loaded card has δ in its name (none in the pool)


def _add_stage1_bases(cards) -> None:
    for c in cards:
        if c is not None and c.is_pokemon and c.stage == 1 and c.evolves_from:
            STAGE1_BASES.setdefault(c.name.replace(DELTA, ""), set()).add(c.evolves_from.replace(DELTA, ""))
        if c is not None and not DELTA_CARDS and DELTA in c.name:
            DELTA_CARDS.append(True)


_add_stage1_bases(CARDS.values())
on_cards_added(_add_stage1_bases)      # Stage 1 cards of older sets, when they are loaded


def skips_to(card, mon) -> bool:
    """Whether Stage 2 ``card`` evolves from Basic ``mon`` through some Stage 1 (Rare Candy)."""
    if not (card.is_pokemon and card.stage == 2 and card.evolves_from is not None):
        return False
    name, stage1 = CARD_LIST[mon.cid].name, card.evolves_from
    if DELTA_CARDS:                                          # δ is not part of a name (III-13 R6)
        name, stage1 = name.replace(DELTA, ""), stage1.replace(DELTA, "")
    return name in STAGE1_BASES.get(stage1, ())


# Card IDs whose own text lets them come into play only through one named effect (107
# Palafin ex, by Palafin's Zero to Hero): they never evolve a Pokémon, from hand or deck.
ONLY_BY_NAMED_EFFECT: set = set()


def evolves_from(card, mon) -> bool:
    """Whether ``card`` names ``mon`` in its evolution mark (III-13: full names; δ is not
    part of a name, R6) and may be put onto it by evolving (or levelling up, III-15 R2)."""
    return (card.evolves_from is not None
            and (card.evolves_from == CARD_LIST[mon.cid].name
                 or bool(DELTA_CARDS) and card.evolves_from.replace(DELTA, "") == CARD_LIST[mon.cid].name.replace(DELTA, ""))
            and card.id not in ONLY_BY_NAMED_EFFECT)


def can_evolve_from_hand(g, player: int, mon, card) -> bool:
    """I-A-05 R1, R3 for playing ``card`` from hand onto ``mon``."""
    if not evolves_from(card, mon) and not Q.may_evolve_into(g, mon, card):
        return False
    if card.keeps_under or card.ancient_trait:
        if card.stage == LEVEL_UP and g.players[player].active is not mon:
            return False                      # III-15 R2: level up the Active Pokémon only
        if card.ancient_trait == "Δ Evolution":
            return True                       # Ancient Trait: on the first turn, the same turn
    if g.turn <= 2 and not Q.evolve_first_turn(g, mon, card):
        return False
    if (mon.entered_turn == g.turn or mon.evolved_turn == g.turn) and not Q.evolve_same_turn(g, mon, card):
        return False
    return True


def _clear_conditions(g, mon) -> None:
    """R5 / II-C-13: Special Conditions end when a Pokémon evolves or devolves, except
    Confusion while an effect keeps it (1265 Dizzying Valley)."""
    keep = mon.rotation == CONFUSED and Q.keeps_confusion(g, mon)
    counters = mon.confusion
    mon.clear_conditions()
    if keep:
        mon.rotation, mon.confusion = CONFUSED, counters


def evolve(g, mon, inst: int, *, from_hand: bool):
    """Put ``inst`` on top of ``mon`` (R4-R6); fire the evolution triggers."""
    prev = mon.cid
    mon.cards.append(inst)
    mon.cid = inst >> 7
    mon.evolved_turn = g.turn
    mon.evolved_from = prev
    if g.players[mon.owner].active is mon:
        _clear_conditions(g, mon)             # R5
        clear_attack_effects(g, mon)
    card = CARD_LIST[mon.cid]
    if card.ancient_trait == "θ Max" and mon.damage:
        mon.damage = 0                        # Ancient Trait: healed of all damage as it evolves
        mon.healed_turn = g.turn
    note = None if from_hand else "by an effect"
    if card.stage == LEVEL_UP:
        note = "levels up" if from_hand else "levels up, by an effect"
    g.emit("evolve", mon.owner, card=inst, from_card=prev, target=mon, note=note)
    if from_hand:
        yield from fire_own(g, "evolved_from_hand", mon)
    yield from fire(g, "evolved", mon, from_hand)
    if "mega_turn_end" in card.tags and g.current == mon.owner and not Q.keeps_turn_on_mega(g, mon, card):
        # XY Mega Evolution and Primal Reversion rule (III-15 R4, card text): the turn ends,
        # unless a Spirit Link Tool says otherwise; as ``end_turn_now`` does
        g.emit("card_effect", mon.owner, note="{player}'s turn ends: {target} has Mega Evolved", target=mon)
        g.players[mon.owner].attacked = True


def evolve_from_hand(g, player: int, inst: int, mon):
    g.players[player].hand.remove(inst)
    yield from evolve(g, mon, inst, from_hand=True)


def devolve(g, mon, count: int = 1) -> list:
    """II-C-13: remove up to ``count`` Evolution cards from the top; returns them.

    The Pokémon keeps attached cards and damage, loses Special Conditions and effects,
    and counts as put into play this turn (R3).  A Stage 1/2 put into play directly has
    nothing under it and is not devolved (R6)."""
    removed = []
    while count > 0 and len(mon.cards) > 1:
        removed.append(mon.cards.pop())
        count -= 1
    if removed:
        mon.cid = mon.cards[-1] >> 7
        _clear_conditions(g, mon)
        if g.effects:
            g.effects = [e for e in g.effects if e.target != mon.uid]
        mon.entered_turn = g.turn
        mon.evolved_turn = -1
        mon.evolved_from = -1
        g.emit("devolve", mon.owner, cards=removed, target=mon)
    return removed
