"""Helpers for Ability code: triggered "you may use this Ability" (II-E-05/06/10),
history conditions (II-E-11, II-E-26) and "use it as this attack" (II-C-18)."""

from __future__ import annotations

from ..cards.db import CARD_LIST
from ..registry import as_generator, attack_spec_of, trigger
from ..decisions import CHOOSE_ATTACK, ask
from ..rules import queries as Q
from ..rules.ability import note_use
from ..rules.attack import copied_attack_effect
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
    g.emit("ability", holder.owner, name=ab.name, target=holder, triggered=True)
    return Context(g, holder.owner, holder.top, holder, ab)


def ability_affects(g, player: int, mon) -> bool:
    """Whether the effects of an Ability of ``player``'s Pokémon reach ``mon`` (an opponent's
    Pokémon may be protected, e.g. 1040 Mega Clefable ex — Luminous Wing).  Ability code
    doing something to the opponent's Pokémon checks it; :func:`~.pokemon.put_counters`
    (``kind="ability"``), :func:`~.pokemon.gust` and :func:`~.pokemon.opponent_switches`
    (with a Pokémon card as ``source``) check it themselves."""
    return not Q.ability_effects_prevented(g, player, mon)


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


def attacks_used_last_turn(g, player: int) -> list:
    """The attacks ``player``'s Pokémon used during that player's last turn (II-E-02), as
    (uid, card ID of the Pokémon then, attack name) — e.g. "if 1 of your other Ancient
    Pokémon used an attack during your last turn" (226 Koraidon)."""
    last = g.turn - 2
    return [(uid, cid, name) for turn, uid, cid, name in g.players[player].attacks_used if turn == last]


def copy_attack_damage(g, a, attack):
    """II-C-18 "use it as this attack", steps 3-4: from now on ``a`` resolves ``attack``
    (its damage and effects; its cost is not needed, R2; the attack used keeps its own
    name, RC-094).  Step 5 then runs the copied attack's step 5 by itself
    (:func:`ptcg.rules.attack.copied_attack_effect`)."""
    a.copied_from = attack
    a.attack = attack
    a.damage = attack.damage
    spec = attack_spec_of(attack)
    if spec is not None and spec.damage is not None:
        yield from spec.damage(g, a)


copy_attack_effect = copied_attack_effect        # for a copying attack with a step 5 of its own


def printed_attacks(mon) -> tuple:
    """II-D-06: the attacks printed on the Pokémon (not those granted by effects)."""
    return CARD_LIST[mon.cid].attacks


def copy_chosen_attack(g, a, mons, *, prompt: str = "Choose the attack to use"):
    """II-C-18 "choose 1 of <mons>' attacks and use it as this attack", steps 3-4: the
    attacking player chooses among the attacks printed on ``mons`` (II-D-06 R3), whose
    cost need not be met (R2).  The copied attack's step 5 follows by itself (no ``@effect``
    step.  Returns the attack chosen, or None when there is none to choose.

    An attack printing this same text is left out: using it would only offer the same
    choice again (and, with nothing else to choose, loop forever)."""
    by_id = {}
    for mon in mons:
        for attack in printed_attacks(mon):
            if attack.key != a.attack.key:
                by_id.setdefault(attack.id, attack)
    if not by_id:
        return None
    choice = yield from ask(a.player, CHOOSE_ATTACK, tuple(by_id), prompt, a.attacker.cid)
    attack = by_id[choice]
    yield from copy_attack_damage(g, a, attack)
    return attack


def on_evolve_ability(card_id: int, index: int = 0, *, can_use=None, text: str | None = None):
    """II-E-05: register ``fn(g, ctx)`` as an Ability used "when you play this Pokémon from
    your hand to evolve 1 of your Pokémon" (Rare Candy counts, RC-166).  It is offered
    right after the evolution or never (R2), once per turn, and only when
    ``can_use(g, mon)`` says it would change something (I-A-02 P3 step 1).  ``text``: the
    Ability's description (:func:`ptcg.registry.note_text`)."""
    def deco(fn):
        effect = as_generator(fn)

        def on_evolved(g, holder, inst):
            if can_use is not None and not can_use(g, holder):
                return
            ctx = yield from use_triggered_ability(g, holder, index)
            if ctx is not None:
                yield from effect(g, ctx)
        trigger(card_id, "evolved_from_hand", index, text=text)(on_evolved)
        return fn
    return deco


__all__ = ["use_triggered_ability", "ability_affects", "has_ability_named", "has_any_ability", "knocked_out_last_turn",
           "played_supporter_this_turn", "copy_attack_damage", "copy_attack_effect", "printed_attacks",
           "copy_chosen_attack", "on_evolve_ability", "attacks_used_last_turn"]
