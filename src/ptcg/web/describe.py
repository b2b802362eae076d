"""Options in plain words: ``("attach", 392, 0)`` -> "Attach Basic {W} Energy to Active Snover".

The engine names every option with a small value (:mod:`ptcg.decisions`); people need a
sentence.  :func:`describe_option` turns one option of a pending decision into text,
reading names from the game as it is when the question is asked (which Pokémon is at
a position, where a card instance lies).  Pokémon are named from the point of view of
the player who decides ("your Active Snover", "the opponent's Bench 2 Kyogre").

This module uses only the engine and the standard library (no FastAPI), so other
adapters can use it too.

>>> from ptcg import Game
>>> game = Game("mega_abomasnow", "fire_cinderace", seed=7)
>>> describe_decision(game)["options"][0]["text"]
'Go first'
"""

from __future__ import annotations

from ..cards.db import CARD_LIST, CARDS, LEGACY_BASE, get
from ..decisions import (CHOOSE_ATTACK, CHOOSE_CARD, CHOOSE_NUMBER, CHOOSE_OPTION, CHOOSE_POKEMON,
                         DONE, GO_FIRST, MAIN, MULLIGAN_DRAW, NO, ORDER, PROMOTE, SETUP_ACTIVE,
                         SETUP_BENCH, YES, YES_NO, to_json)

_ATTACKS = {a.id: a for c in sorted(CARDS.values(), key=lambda c: c.id) for a in c.attacks}

# the main-phase action kinds, in the order the page groups them
ACTION_GROUPS = ("attack", "ability", "card_ability", "stadium", "evolve", "bench", "attach",
                 "play", "retreat", "discard", "end")


def card_name(inst: int) -> str:
    """The name of the card of an instance (``inst >> 7`` is the card ID)."""
    c = CARD_LIST[inst >> 7] if 0 <= inst >> 7 < len(CARD_LIST) else None
    return c.name if c is not None else f"card {inst >> 7}"


def attack_name(attack_id: int) -> str:
    a = _ATTACKS.get(attack_id)
    if a is None and attack_id >= LEGACY_BASE * 10:        # an older card's: card ID * 10 + index
        c = get(attack_id // 10)
        a = c.attacks[attack_id % 10] if c is not None and attack_id % 10 < len(c.attacks) else None
    return a.name if a is not None else f"attack {attack_id}"


def _spot(g, owner: int, pos: int, viewer: int) -> str:
    """'your Active Snover', "the opponent's Bench 2 Kyogre"."""
    p = g.players[owner]
    try:
        mon = p.at(pos)
    except IndexError:
        mon = None
    place = "Active" if pos == 0 else f"Bench {pos}"
    name = mon.name if mon is not None else "(empty)"
    whose = "your" if owner == viewer else "the opponent's"
    return f"{whose} {place} {name}"


def _own_spot(g, player: int, pos: int) -> str:
    """'Active Snover' / 'Bench 2 Kyogre' (as the log names them): a Pokémon of the
    deciding player."""
    p = g.players[player]
    try:
        mon = p.at(pos)
    except IndexError:
        return f"position {pos}"
    if mon is None:
        return "the Active Spot"
    return f"Active {mon.name}" if pos == 0 else f"Bench {pos} {mon.name}"


def card_zone(g, inst: int, viewer: int) -> str:
    """Where a card instance is now, in words ('hand', 'deck', "on your Active Snover")."""
    for pl in (0, 1):
        p = g.players[pl]
        mine = pl == viewer
        for zone, label in ((p.hand, "hand"), (p.deck, "deck"), (p.discard, "discard pile"),
                            (p.prizes, "Prize cards"), (p.lost, "Lost Zone")):
            if inst in zone:
                return f"your {label}" if mine else f"the opponent's {label}"
        for pos in range(len(p.bench) + 1):
            mon = p.active if pos == 0 else p.bench[pos - 1]
            if mon is not None and (inst in mon.energy or inst in mon.tools or inst in mon.cards):
                return "on " + _spot(g, pl, pos, viewer)
    if g.stadium == inst:
        return "in play (Stadium)"
    return ""


def _ability_name(card_id: int, index: int) -> str:
    abilities = CARD_LIST[card_id].abilities
    return abilities[index].name if index < len(abilities) else f"Ability {index + 1}"


def _main_text(g, player: int, option) -> str:
    kind = option[0]
    if kind == "bench":
        return f"Put {card_name(option[1])} onto your Bench"
    if kind == "evolve":
        return f"Evolve {_own_spot(g, player, option[2])} into {card_name(option[1])}"
    if kind == "play":
        return f"Play {card_name(option[1])}"
    if kind == "attach":
        return f"Attach {card_name(option[1])} to {_own_spot(g, player, option[2])}"
    if kind == "ability":
        mon = g.players[player].at(option[1])
        return f"Use {_ability_name(mon.cid, option[2])} of {_own_spot(g, player, option[1])}"
    if kind == "card_ability":
        c = CARD_LIST[option[1] >> 7]
        where = card_zone(g, option[1], player)
        return f"Use {_ability_name(c.id, option[2])} of {c.name}" + (f" (from {where})" if where else "")
    if kind == "stadium":
        return f"Use the Stadium {card_name(g.stadium)}" if g.stadium is not None else "Use the Stadium"
    if kind == "retreat":
        active = g.players[player].active
        who = f"Retreat {active.name}" if active is not None else "Retreat"
        return f"{who}, bringing up {_own_spot(g, player, option[1])}"
    if kind == "discard":
        return f"Discard {_own_spot(g, player, option[1])} from play"
    if kind == "v_union":
        return f"Put {card_name(option[1])} onto your Bench from your discard pile (4 parts)"
    if kind == "attack":
        return f"Use {attack_name(option[1])}"
    if kind == "end":
        return "End your turn"
    return repr(option)


def describe_option(game, option, decision=None) -> str:
    """One option of the pending decision (or of ``decision``) in plain words."""
    d = decision if decision is not None else game.decision
    g = game.state
    player = d.player if d is not None else g.current
    kind = d.kind if d is not None else MAIN
    try:
        if option == DONE:
            return "Done"
        if kind == MAIN and isinstance(option, tuple) and option:
            return _main_text(g, player, option)
        if kind == GO_FIRST:
            return {"first": "Go first", "second": "Go second"}.get(option, str(option))
        if kind == SETUP_ACTIVE:
            return f"Put {card_name(option)} in the Active Spot"
        if kind == SETUP_BENCH:
            return f"Put {card_name(option)} onto your Bench"
        if kind == MULLIGAN_DRAW:
            return "Draw no extra card" if option == 0 else f"Draw {option} extra card{'s' if option != 1 else ''}"
        if kind == PROMOTE:
            return f"Choose {g.players[player].at(option).name} (Bench {option})"
        if kind == CHOOSE_POKEMON and isinstance(option, tuple):
            return "Choose " + _spot(g, option[0], option[1], player)
        if kind == CHOOSE_ATTACK:
            return f"Choose {attack_name(option)}"
        if kind == CHOOSE_CARD and isinstance(option, int):
            return f"Choose {card_name(option)}"
        if kind == ORDER and isinstance(option, int):
            return f"Put {card_name(option)} next"
        if kind == YES_NO:
            return {YES: "Yes", NO: "No"}.get(option, str(option))
        if kind == CHOOSE_NUMBER:
            return str(option)
        if kind == CHOOSE_OPTION:
            text = str(option)
            return text[:1].upper() + text[1:]
    except (IndexError, AttributeError, TypeError):
        pass
    return str(option)


def _where_suffixes(game, d) -> list:
    """For card choices: where each card is, when the options come from several places
    or from Pokémon in play (which of two Basic {W} Energy cards is being discarded)."""
    g = game.state
    zones = [card_zone(g, o, d.player) if isinstance(o, int) else "" for o in d.options]
    real = {z for z in zones if z}
    if len(real) > 1 or any(z.startswith("on ") for z in real):
        return [f" ({z})" if z else "" for z in zones]
    return [""] * len(zones)


def describe_decision(game, decision=None) -> dict | None:
    """The pending decision as JSON data, each option with its index, value and text.

    ``group`` is the action kind of a main-phase option (``"attach"``, ``"attack"``...),
    so a page can group the buttons; ``cards`` lists the card instances an option
    names, so a page can point at them.
    """
    d = decision if decision is not None else game.decision
    if d is None:
        return None
    suffixes = _where_suffixes(game, d) if d.kind in (CHOOSE_CARD, ORDER) else [""] * len(d.options)
    options = []
    for i, o in enumerate(d.options):
        entry = {"index": i, "value": to_json(o), "text": describe_option(game, o, d) + suffixes[i]}
        if d.kind == MAIN and isinstance(o, tuple):
            entry["group"] = o[0]
        options.append(entry)
    source = CARD_LIST[d.source].name if d.source and 0 <= d.source < len(CARD_LIST) and CARD_LIST[d.source] else None
    return {"player": d.player, "kind": d.kind, "prompt": d.prompt, "source": d.source or None,
            "source_name": source, "options": options}


__all__ = ["describe_option", "describe_decision", "card_name", "attack_name", "card_zone", "ACTION_GROUPS"]
