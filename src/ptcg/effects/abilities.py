"""Helpers for Ability code: triggered "you may use this Ability" (II-E-05/06/10),
history conditions (II-E-11, II-E-26) and "use it as this attack" (II-C-18)."""

from __future__ import annotations

from ..cards.db import CARD_LIST
from ..cards.registry import attack_spec_of
from ..rules import queries as Q
from ..rules.ability import note_use
from ..rules.context import Context
from .choose import yes_no


def use_triggered_ability(g, holder, index: int = 0, *, optional: bool = True, once: bool = True,
                          name_limit: str | None = None, prompt: str | None = None):
    """A triggered Ability the owner may use now ("when you play this ..., you may use
    this Ability"): checks once-per-turn (per Pokémon) and name limits (II-E-14), asks
    yes/no when ``optional``, records the use.  Returns a Context, or None if not used."""
    ab = CARD_LIST[holder.cid].abilities[index]
    p = g.players[holder.owner]
    if once and holder.ability_used(ab.name, g.turn):
        return None
    if name_limit is not None and any(name_limit in n for n in p.ability_names_used):
        return None
    if not Q.abilities_work(g, holder):
        return None
    if optional:
        ok = yield from yes_no(g, holder.owner, prompt or f"Use {ab.name}?", holder.cid)
        if not ok:
            return None
    note_use(g, holder.owner, holder, ab, None)
    g.emit(f"P{holder.owner + 1} {holder.name} uses {ab.name}")
    return Context(g, holder.owner, holder.top, holder, ab)


def has_ability_named(g, mon, name: str) -> bool:
    """Whether ``mon`` has an Ability called ``name`` now (II-D-06, II-D-13)."""
    return any(ab.name == name for ab in CARD_LIST[mon.cid].abilities) and Q.abilities_work(g, mon)


def has_any_ability(g, mon) -> bool:
    """"Pokémon that have an Ability": printed Abilities that exist now (RC-140)."""
    return bool(CARD_LIST[mon.cid].abilities) and Q.abilities_work(g, mon)


def knocked_out_last_turn(g, player: int, *, by_attack: bool = False, where=None) -> bool:
    """II-E-11: whether any of ``player``'s Pokémon were Knocked Out during the
    opponent's last turn (``by_attack``: by damage from an attack, RC-177)."""
    last = g.turn - 1
    for turn, cid, attack, current in g.players[player].kos:
        if turn == last and current != player and (not by_attack or attack) \
                and (where is None or where(CARD_LIST[cid])):
            return True
    return False


def played_supporter_this_turn(g, player: int, where=None) -> bool:
    """II-E-26: whether ``player`` played a Supporter from hand this turn."""
    return any(where is None or where(CARD_LIST[c]) for c in g.players[player].supporters_played)


def copy_attack_damage(g, a, attack):
    """II-C-18 "use it as this attack", steps 3-4: from now on ``a`` resolves ``attack``
    (its damage and effects; its cost is not needed, R2; the attack used keeps its own
    name, RC-094).  Pair with :func:`copy_attack_effect` in the ``@effect`` step."""
    a.copied_from = attack
    a.attack = attack
    a.damage = attack.damage
    spec = attack_spec_of(attack)
    if spec is not None and spec.damage is not None:
        yield from spec.damage(g, a)


def copy_attack_effect(g, a):
    """II-C-18, step 5 of the copied attack."""
    if a.copied_from is None:
        return
    spec = attack_spec_of(a.copied_from)
    if spec is not None and spec.effect is not None:
        yield from spec.effect(g, a)


def printed_attacks(mon) -> tuple:
    """II-D-06: the attacks printed on the Pokémon (not those granted by effects)."""
    return CARD_LIST[mon.cid].attacks


__all__ = ["use_triggered_ability", "has_ability_named", "has_any_ability", "knocked_out_last_turn",
           "played_supporter_this_turn", "copy_attack_damage", "copy_attack_effect", "printed_attacks"]
