"""Lasting effects: durations (II-E-01/02, II-E-22/23) and the common kinds (II-C-14..19).

An effect is a plain :class:`~ptcg.state.Effect` record; how a *kind* changes the game
is registered once here (``@lasting(kind, query)``), so records stay data.  Durations:

=============================  ==========================  ========================
duration                       turns (T = now)             Checkups in between
=============================  ==========================  ========================
``THIS_TURN``                  T                           no
``OPPONENT_NEXT_TURN``         T+1 (II-E-01)               no
``YOUR_NEXT_TURN``             T+2 (II-E-02)               no
``UNTIL_OPPONENT_TURN_END``    T .. T+1 (II-E-23)          yes
``UNTIL_YOUR_TURN_END``        T .. T+2 (II-E-22)          yes
``WHILE_IN_PLAY``              T .. forever                yes
=============================  ==========================  ========================

Effects of attacks put on a Pokémon (``attack_effect``) also end when that Pokémon goes
to the Bench, leaves play, evolves or devolves (I-A-03 R6, II-C-14 R2, II-C-15 R4).
Use :func:`on_pokemon` for them and :func:`on_player` for effects on a player (II-C-19:
those are not stopped by Pokémon immune to attack effects, RC-098).
"""

from __future__ import annotations

from ..cards.db import CARD_LIST
from ..registry import lasting
from ..state import Effect
from ..rules import queries as Q
from ..types import COLORLESS

THIS_TURN = "this_turn"
OPPONENT_NEXT_TURN = "opponent_next_turn"
YOUR_NEXT_TURN = "your_next_turn"
UNTIL_OPPONENT_TURN_END = "until_opponent_turn_end"
UNTIL_YOUR_TURN_END = "until_your_turn_end"
WHILE_IN_PLAY = "while_in_play"

_FOREVER = 1 << 30


def turns(g, duration: str) -> tuple:
    """(start, end, checkups) of a duration counted from the current turn."""
    t = g.turn
    if duration == THIS_TURN:
        return t, t, False
    if duration == OPPONENT_NEXT_TURN:
        return t + 1, t + 1, False
    if duration == YOUR_NEXT_TURN:
        return t + 2, t + 2, False
    if duration == UNTIL_OPPONENT_TURN_END:
        return t, t + 1, True
    if duration == UNTIL_YOUR_TURN_END:
        return t, t + 2, True
    if duration == WHILE_IN_PLAY:
        return t, _FOREVER, True
    raise ValueError(f"unknown duration {duration!r}")


def on_pokemon(g, kind: str, mon, duration: str, value=None, *, a=None, source: int = 0) -> bool:
    """Put a lasting effect on a Pokémon.  Given the attack ``a``, it is an attack effect
    and is not applied to a Pokémon unaffected by attack effects (II-C-17).  Returns
    whether it was applied."""
    if mon is None:
        return False
    if a is not None and mon.owner != a.player and not a.affects(mon):
        return False
    start, end, checkups = turns(g, duration)
    if a is not None and not source:
        source = a.attacker.cid
    g.effects.append(Effect(kind, mon.uid, mon.owner, value, start, end, checkups,
                            attack_effect=a is not None, source=source))
    return True


def on_player(g, kind: str, player: int, duration: str, value=None, *, source: int = 0) -> None:
    """Put a lasting effect on a player (not on a Pokémon, II-C-19 R1)."""
    start, end, checkups = turns(g, duration)
    g.effects.append(Effect(kind, None, player, value, start, end, checkups, source=source))


def has_effect(g, kind: str, *, mon=None, player=None) -> bool:
    for e in g.effects:
        if e.kind == kind and Q.effect_in_force(g, e) and (mon is None or e.target == mon.uid) \
                and (player is None or e.player == player):
            return True
    return False


def remove_effects(g, kind: str, *, mon=None, player=None) -> None:
    g.effects = [e for e in g.effects if not (e.kind == kind and (mon is None or e.target == mon.uid)
                                              and (player is None or e.player == player))]


# -- common kinds ----------------------------------------------------------------------------
# II-C-15: "can't use attacks" / "can't use [name]"
@lasting("cant_attack", "cant_attack")
def _cant_attack(g, e, mon, attack):
    return e.target == mon.uid


@lasting("cant_use_attack", "cant_attack")
def _cant_use_attack(g, e, mon, attack):
    return e.target == mon.uid and attack.name == e.value


# II-C-14: can't retreat
@lasting("cant_retreat", "cant_retreat")
def _cant_retreat(g, e, mon):
    return e.target == mon.uid


# II-B-04 R2 / II-B-05 R4: "+N / −N damage" on the attacking Pokémon (P2 step 2)
@lasting("damage_dealt", "damage_dealt")
def _damage_dealt(g, e, a, target):
    return e.value if a.attacker.uid == e.target else 0


# ... the same, only against the opponent's Active Pokémon (before Weakness and Resistance)
@lasting("damage_dealt_to_active", "damage_dealt")
def _damage_dealt_active(g, e, a, target):
    if a.attacker.uid == e.target and g.players[a.opponent].active is target:
        return e.value
    return 0


# II-B-04 R4 / II-B-05 R2: "this Pokémon takes +N / −N damage" (P2 step 5)
@lasting("damage_taken", "damage_taken")
def _damage_taken(g, e, a, target):
    return e.value if target.uid == e.target else 0


_PREVENT_FILTERS = {
    None: lambda g, a: True,
    "basic": lambda g, a: CARD_LIST[a.attacker.cid].is_basic,
    "ex": lambda g, a: CARD_LIST[a.attacker.cid].is_ex,
    "opponent": lambda g, a: True,
    # "from Pokémon that have an Ability" (printed Abilities that exist now, RC-140)
    "ability": lambda g, a: bool(CARD_LIST[a.attacker.cid].abilities) and Q.abilities_work(g, a.attacker),
    "burned": lambda g, a: a.attacker.burn > 0,
    "evolution": lambda g, a: CARD_LIST[a.attacker.cid].is_evolution,
    # "from Basic non-{C} Pokémon" (176 Terapagos ex — Crown Opal; the type now, II-D-07)
    "basic_non_colorless": lambda g, a: (CARD_LIST[a.attacker.cid].is_basic
                                         and not Q.has_type(g, a.attacker, COLORLESS)),
}


# II-C-16: prevent all damage done to this Pokémon by attacks (value: a filter name)
@lasting("prevent_damage", "prevent_damage")
def _prevent_damage(g, e, a, target):
    return (target.uid == e.target and a.player != target.owner
            and _PREVENT_FILTERS[e.value](g, a))


# II-B-05 R2: "this Pokémon takes N less damage from attacks from <filter> Pokémon" (P2
# step 5; value: (change, filter name of the table above))
@lasting("damage_taken_from", "damage_taken")
def _damage_taken_from(g, e, a, target):
    change, attackers = e.value
    if target.uid == e.target and a.player != target.owner and _PREVENT_FILTERS[attackers](g, a):
        return change
    return 0


# II-C-16: "prevent all damage done to this Pokémon by attacks if that damage is N or less"
# (value: N), judged on the damage worked out by P2 steps 1-5 (599 Roggenrola — Harden)
@lasting("prevent_damage_up_to", "prevent_damage_of")
def _prevent_damage_up_to(g, e, a, target, dmg):
    return target.uid == e.target and dmg <= e.value


# II-C-16 + II-C-17: prevent all damage from and effects of attacks (value: None, or a
# filter name of the table above for "... by your opponent's <filter> Pokémon")
@lasting("prevent_all", "prevent_damage")
def _prevent_all_damage(g, e, a, target):
    return target.uid == e.target and a.player != target.owner and _PREVENT_FILTERS[e.value](g, a)


@lasting("prevent_all", "prevent_attack_effects")
def _prevent_all_effects(g, e, a, target):
    return target.uid == e.target and a.player != target.owner and _PREVENT_FILTERS[e.value](g, a)


# II-D-11: attacks cost N more (Colorless); Retreat cost N more
@lasting("attack_cost_more", "attack_cost")
def _attack_cost_more(g, e, mon, attack):
    return e.value if mon.uid == e.target else 0


@lasting("retreat_cost_more", "retreat_cost")
def _retreat_cost_more(g, e, mon):
    return e.value if mon.uid == e.target else 0


# II-D-13: "has no Weakness"
@lasting("no_weakness", "weakness")
def _no_weakness(g, e, mon, w):
    return None if mon.uid == e.target else w


# II-E-22 RC-208: "its Weakness is X"
@lasting("weakness_is", "weakness")
def _weakness_is(g, e, mon, w):
    return e.value if mon.uid == e.target else w


# II-D-13 RC-209: "has no Abilities"
@lasting("no_abilities", "no_abilities")
def _no_abilities(g, e, mon):
    return mon.uid == e.target


# II-C-19: "can't play Item cards from hand" (value: tuple of card kinds)
@lasting("cant_play", "cant_play")
def _cant_play(g, e, player, card):
    kinds = e.value or ("item",)
    return player == e.player and (card.kind in kinds or ("item" in kinds and Q.is_item(g, card)))


# RC-001: "if it tries to attack, flip a coin; tails: the attack fails"
@lasting("attack_may_fail", "attack_may_fail")
def _attack_may_fail(g, e, mon):
    return mon.uid == e.target


# II-B-04 R2: "during this turn, attacks used by your [X] Pokémon do N more damage to your
# opponent's Active [Y] Pokémon" (value: amount, attacker filter, target filter; filters are
# names or types so the record stays plain data).
def _boosted_attacker(g, who, mon) -> bool:
    if who is None:
        return True
    if who == "no_rule_box":
        return not CARD_LIST[mon.cid].has_rule_box
    return Q.has_type(g, mon, who)


@lasting("attacks_boosted", "damage_dealt")
def _attacks_boosted(g, e, a, target):
    amount, attackers, targets = e.value
    if a.player != e.player or g.players[a.opponent].active is not target:
        return 0
    if targets == "ex" and not CARD_LIST[target.cid].is_ex:
        return 0
    return amount if _boosted_attacker(g, attackers, a.attacker) else 0


def boost_attacks_this_turn(g, player: int, amount: int, *, attackers=None, targets=None,
                            source: int = 0) -> None:
    """"During this turn, attacks used by your [``attackers``] Pokémon do ``amount`` more
    damage to your opponent's Active [``targets``] Pokémon (before Weakness and Resistance)":
    an effect on the player's attackers, added at P2 step 2 (II-B-04 R2), never to Bench
    targets (RC-035).  ``attackers``: None, a type, or "no_rule_box"; ``targets``: None or
    "ex"."""
    on_player(g, "attacks_boosted", player, THIS_TURN, (amount, attackers, targets), source=source)


def end_turn_now(g, player: int) -> None:
    """"Your turn ends" (e.g. 1425 Misty's Vitality): once the card or Ability being
    resolved is done, ``player``'s turn ends as it does after an attack (III-04: the
    end-of-turn steps and the Checkup follow; no attack is used).  The main phase ends the
    turn when this flag is set (see :func:`ptcg.rules.turn.do_main_action`)."""
    g.players[player].attacked = True


# II-D-13, II-E-23: "each Pokémon your opponent has in play, in the hand and in the discard pile
# has no Abilities" (196039 Greninja — Shadow Stitching): an effect on the player, so it reaches
# the Pokémon that come into play while it lasts; ``card_abilities_work`` reads it for the cards
# in the hand and the discard pile.
@lasting("side_has_no_abilities", "no_abilities")
def _side_has_no_abilities(g, e, mon):
    return mon.owner == e.player


@lasting("side_has_no_abilities", "no_card_abilities")
def _side_cards_have_no_abilities(g, e, player):
    return player == e.player


__all__ = ["THIS_TURN", "OPPONENT_NEXT_TURN", "YOUR_NEXT_TURN", "UNTIL_OPPONENT_TURN_END",
           "UNTIL_YOUR_TURN_END", "WHILE_IN_PLAY", "turns", "on_pokemon", "on_player",
           "has_effect", "remove_effects", "boost_attacks_this_turn", "end_turn_now"]
