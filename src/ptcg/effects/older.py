"""Primitives for texts of the older eras that recur across many cards (issue 12).

The mechanisms themselves live once in the rules (GX and VSTAR Power once per game, Mega
Evolution ending the turn, Prism Star to the Lost Zone, BREAK and LV.X, LEGEND and V-UNION,
Ancient Traits...); what follows is the card side of them, one line per card:

* :func:`restore` — a Fossil Item of Black & White / XY: look at the bottom 7 cards of the
  deck and put the Restored Pokémon it names onto the Bench (III-15 R5);
* :func:`spirit_link` — "your turn does not end if the Pokémon this is attached to becomes
  M X-EX" (III-15 R4);
* :func:`seal_stone` — a Tool whose VSTAR Power the Pokémon V it is attached to can use;
* :func:`z_crystal` — a Tool whose GX attack a Pokémon with a named attack can use
  (II-D-06: not an attack the Pokémon "has"; it spends the player's GX attack);
* (a TAG TEAM's "at least N extra Energy attached, in addition to this attack's cost" is
  :func:`ptcg.effects.hits.extra_energy`);
* ("Pokémon can't use their Poké-Bodies" and the like answer the query
  ``no_ability_kind``: ``@passive(CARD, "no_ability_kind")`` returning True for the kinds it
  stops, III-15 R1.)
"""

from __future__ import annotations

from ..cards.db import CARD_LIST, RESTORED
from ..registry import card_key, note_text, passive
from ..rules import queries as Q
from ..rules import zones as Z
from ..rules.bench import bench_space
from ..rules.triggers import fire
from .choose import pick_cards


def restore(g, player: int, fossil: str, *, source: int = 0, look: int = 7):
    """Look at the bottom ``look`` cards of ``player``'s deck; the player may put a Restored
    Pokémon restored from ``fossil`` (its card names it) found there onto the Bench; the
    rest are shuffled back into the deck (III-15 R5, 000 A-01, 002 §1.1.1.1).  A generator;
    returns the new Pokémon or None."""
    p = g.players[player]
    if bench_space(g, player) <= 0:
        return None
    bottom = p.deck[:look]                   # the deck's top is the end of the list
    fits = [c for c in bottom if CARD_LIST[c >> 7].stage == RESTORED
            and CARD_LIST[c >> 7].restored_from == fossil]
    got = yield from pick_cards(g, player, fits, up_to=1, at_least=0, source=source,
                                prompt=f"Choose a Pokémon restored from {fossil} to put onto your Bench")
    mon = None
    if got:
        p.deck.remove(got[0])
        mon = Z.put_on_bench(g, player, got[0])
        g.emit("to_bench", player, cards=[got[0]], src="deck")
    Z.shuffle(g, player)
    if mon is not None:
        yield from fire(g, "put_on_bench", mon, False)
    return mon


def spirit_link(card_id: int, mega_name: str, *, text: str | None = None) -> None:
    """Register the Spirit Link Tool ``card_id``: the holder becoming ``mega_name`` does not
    end the turn (the XY Mega Evolution rule, III-15 R4)."""
    note_text(card_key(card_id), text or f"Attached to the Pokémon that becomes {mega_name}, it keeps its "
                                         "owner's turn going after the Mega Evolution.", default=text is None)

    @passive(card_id, "keep_turn_on_mega")
    def _keeps_turn(g, holder, inst, mon, card):
        return mon is holder and card.name == mega_name


def seal_stone(card_id: int, who=lambda card: card.is_pokemon_v, *, text: str | None = None) -> None:
    """Register the Tool ``card_id`` as giving its printed Ability (a VSTAR Power, once per
    game) to the Pokémon it is attached to, when that Pokémon's card passes ``who``."""
    note_text(card_key(card_id), text or "The Pokémon V holding it may use the VSTAR Power printed on this "
                                         "Tool (once per game).", default=text is None)

    @passive(card_id, "granted_abilities")
    def _grants(g, holder, inst, mon):
        if mon is holder and who(CARD_LIST[mon.cid]):
            return CARD_LIST[inst >> 7].abilities
        return ()


def z_crystal(card_id: int, needs_attack: str, *, text: str | None = None) -> None:
    """Register the Tool ``card_id`` as letting its holder use the GX attack printed on it
    when the holder has an attack named ``needs_attack`` (II-D-06, III-14 R1)."""
    note_text(card_key(card_id), text or f"A holder that knows {needs_attack} may also use the GX attack "
                                         "printed here, paying its Energy (it spends the game's GX attack).",
              default=text is None)

    @passive(card_id, "granted_attacks")
    def _grants(g, holder, inst, mon):
        if mon is holder and any(a.name == needs_attack for a in Q.attacks_of(mon)):
            return CARD_LIST[inst >> 7].attacks
        return ()


__all__ = ["restore", "spirit_link", "seal_stone", "z_crystal"]


# -- δ Delta Species (EX era): "a Pokémon that has δ on its card" ------------------------------
def is_delta_card(inst: int) -> bool:
    """A card instance whose card carries the δ Delta Species mark."""
    return "delta" in CARD_LIST[inst >> 7].tags


def mon_is_delta(mon) -> bool:
    """A Pokémon in play whose top card carries the δ mark ("has δ on its card")."""
    return mon is not None and "delta" in CARD_LIST[mon.cid].tags


__all__ += ["is_delta_card", "mon_is_delta"]
