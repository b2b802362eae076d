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
* :func:`power_damage` — damage done by a Pokémon Power or Poké-Power, not an attack
  ("Apply Weakness and Resistance" when the text says so);
* :func:`cant_attack_while_facing` — "the Defending Pokémon can't attack <this Pokémon>"
  (benching or evolving either ends it; Neo);
* :func:`jaw_clamp` — the Defending Pokémon can't retreat and no effect switches its
  owner's Active while the attacker stays Active (query ``active_locked``);
* (a TAG TEAM's "at least N extra Energy attached, in addition to this attack's cost" is
  :func:`ptcg.effects.hits.extra_energy`);
* ("Pokémon can't use their Poké-Bodies" and the like answer the query
  ``no_ability_kind``: ``@passive(CARD, "no_ability_kind")`` returning True for the kinds it
  stops, III-15 R1.)
"""

from __future__ import annotations

from ..cards.db import CARD_LIST, RESTORED
from ..registry import card_key, lasting, note_text, passive
from ..rules import queries as Q
from ..rules import zones as Z
from ..rules.bench import bench_space
from ..rules.triggers import fire
from .choose import pick_cards
from .durations import OPPONENT_NEXT_TURN, UNTIL_OPPONENT_TURN_END, on_pokemon


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


def power_damage(g, source, target, amount: int, *, weakness_resistance: bool = True) -> int:
    """Do ``amount`` damage to ``target`` by the Pokémon Power (or Poké-Power) of ``source``:
    not an attack, so no effect on attacks or attack damage changes it; Weakness (x2 or +N)
    and Resistance apply when the text says so (the first sets' "Apply Weakness and
    Resistance", II-B-08 R1: only to an Active Pokémon).  Returns the damage done; the Knock
    Out check follows the action as usual."""
    dmg = amount
    parts = [("base", amount)]
    if weakness_resistance and g.players[target.owner].active is target and dmg > 0:
        types = Q.types(g, source)
        for t, op, value in Q.weaknesses(g, target):
            if t in types:
                dmg = dmg * value if op == "x" else dmg + value
                parts.append(("weakness", f"x{value}" if op == "x" else value))
                break
        for t, op, value in Q.resistances(g, target):
            if t in types:
                dmg = max(0, dmg - value)
                parts.append(("resistance", -value))
                break
    if dmg > 0:
        target.damage += dmg
    if g.events is not None:
        g.emit("damage", source.owner, target=target, amount=dmg, parts=parts,
               hp_left=max(0, Q.remaining_hp(g, target)))
    return dmg


def cant_attack_while_facing(g, a) -> bool:
    """"The Defending Pokémon can't attack <the attacker> during your opponent's next turn.
    (Benching or evolving either Pokémon ends this effect.)": an attack effect on the
    Defending Pokémon (ended by its going to the Bench or evolving) that holds only while
    the attacker is the same card in the Active Spot it has not left since (Neo)."""
    me = a.attacker
    return on_pokemon(g, "cant_attack_facing", a.opp.active, OPPONENT_NEXT_TURN, (me.uid, me.top, g.turn), a=a)


def _still_facing(g, value) -> bool:
    uid, top, since = value
    mon = g.find_pokemon(uid)
    return (mon is not None and mon.top == top and g.players[mon.owner].active is mon
            and mon.moved_active_turn <= since)


@lasting("cant_attack_facing", "cant_attack")
def _cant_attack_facing(g, e, mon, attack):
    return mon.uid == e.target and _still_facing(g, e.value)


def jaw_clamp(g, a) -> bool:
    """Until the end of the opponent's next turn, while the attacker stays the same card in
    the Active Spot, the Defending Pokémon can't retreat and an attack, Power or Trainer
    card that would switch its owner's Active Pokémon does not (query ``active_locked``,
    checked by every switch of :mod:`ptcg.effects.pokemon`).  An attack effect on the
    Defending Pokémon: it ends if that Pokémon leaves the Active Spot."""
    me = a.attacker
    return on_pokemon(g, "jaw_clamp", a.opp.active, UNTIL_OPPONENT_TURN_END, (me.uid, me.top, g.turn), a=a)


@lasting("jaw_clamp", "cant_retreat")
def _jaw_clamp_retreat(g, e, mon):
    return mon.uid == e.target and _still_facing(g, e.value)


@lasting("jaw_clamp", "active_locked")
def _jaw_clamp_switch(g, e, player):
    return player == e.player and _still_facing(g, e.value)


__all__ = ["restore", "spirit_link", "seal_stone", "z_crystal", "power_damage", "cant_attack_while_facing",
           "jaw_clamp"]


# -- δ Delta Species (EX era): "a Pokémon that has δ on its card" ------------------------------
def is_delta_card(inst: int) -> bool:
    """A card instance whose card carries the δ Delta Species mark."""
    return "delta" in CARD_LIST[inst >> 7].tags


def mon_is_delta(mon) -> bool:
    """A Pokémon in play whose top card carries the δ mark ("has δ on its card")."""
    return mon is not None and "delta" in CARD_LIST[mon.cid].tags


__all__ += ["is_delta_card", "mon_is_delta"]
