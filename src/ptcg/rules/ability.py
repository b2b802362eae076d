"""I-A-02: Abilities.  Declared Abilities follow P3; automatic ones are passives.

P3: 1 conditions must be met, and an Ability that is known to change nothing cannot be
declared (``can_use``); 2 carry out the text.  Using an Ability does not end the turn.
Limits: once per turn per Pokémon (II-E-12 R3); "can't use more than one X each turn"
(II-E-14, by name, across Pokémon and even after the user left play); unlimited (RC-179).
Abilities usable from the hand or discard pile work once per card (II-E-18 R3), and a card
that left that place and came back counts as a new card (R4).

Older kinds (III-14, III-15): a VSTAR Power is used once per game by each player; a
Poké-Power whose text says so can't be used under Special Conditions; an effect may stop
Abilities of one kind only (``no_ability_kind``: Poké-Bodies, Poké-Powers...); a BREAK or
LV.X Pokémon also has the Abilities of the card under it.
"""

from __future__ import annotations

from ..cards.db import ABILITY, CARD_LIST
from ..registry import (ABILITIES, ACTIVE_ONLY, BENCH_ONLY, IN_HAND, IN_PLAY, ONCE, ONCE_PER_NAME, UNLIMITED,
                        _Tables)
from . import queries as Q
from .queries import stopped_by_conditions
from .context import Context, check_context


def ability_usable(g, player: int, mon, ab, spec) -> bool:
    if spec is None or spec.effect is None:
        return False
    p = g.players[player]
    where = spec.where
    if where == ACTIVE_ONLY:
        if p.active is not mon:
            return False
    elif where == BENCH_ONLY:
        if p.active is mon:
            return False
    elif where != IN_PLAY:
        return False
    limit = spec.limit
    if limit == ONCE and mon.ability_uses and mon.ability_used(ab.name, g.turn):
        return False
    if limit == ONCE_PER_NAME and ((mon.ability_uses and mon.ability_used(ab.name, g.turn))
                                   or ab.name in p.ability_names_used):
        return False
    if spec.name_limit is not None and spec.name_limit in p.ability_names_used:
        return False
    memo = g.qmemo          # on a frozen board where nothing can say "has no Abilities", they work
    if (memo is None or "no_abilities" in memo.maybe) and not Q.abilities_work(g, mon):
        return False
    if ab.older and not _older_kind_usable(g, p, mon, ab):
        return False
    if spec.can_use is not None and not spec.can_use(g, check_context(g, player, mon.top, mon, ab)):
        return False
    return True


def usable_abilities(g, player: int) -> list:
    """(position, ability index) of every declared Ability ``player`` may use now; the index
    is the Ability's place in :func:`~ptcg.rules.queries.abilities_of`."""
    if _Tables.abilities_vary:
        return _usable_abilities_varying(g, player)
    out = []
    p = g.players[player]
    pos = 0
    for mon in (p.active, *p.bench):
        if mon is not None:
            abilities = CARD_LIST[mon.cid].abilities
            if abilities:
                for ab in abilities:
                    spec = ABILITIES.get(ab.key)
                    if spec is not None and ability_usable(g, player, mon, ab, spec):
                        out.append((pos, ab.index))
        pos += 1
    return out


def _usable_abilities_varying(g, player: int) -> list:
    """:func:`usable_abilities` once cards are loaded whose Pokémon have Abilities beyond
    their own card's: BREAK and LV.X Pokémon (III-15 R2, R3), Abilities given by a Tool."""
    out = []
    granted = _Tables.granting and not Q.quiet(g, "granted_abilities")
    inheritors = _Tables.inheritors
    for pos, mon in enumerate(g.players[player].in_play() if g.players[player].active is not None
                              else [None] + g.players[player].bench):
        if mon is None:
            continue
        if granted or mon.cid in inheritors:
            abilities = Q.abilities_of(g, mon)
        else:
            abilities = CARD_LIST[mon.cid].abilities
        for i, ab in enumerate(abilities):
            spec = ABILITIES.get(ab.key)
            if spec is not None and ability_usable(g, player, mon, ab, spec):
                out.append((pos, i))
    return out


def _older_kind_usable(g, p, mon, ab) -> bool:
    """The older eras' limits on a declared Ability: an effect stopping its kind (Poké-Body,
    Poké-Power...), a VSTAR Power once per game (III-14 R1), a Poké-Power stopped by Special
    Conditions (its text)."""
    if ab.kind != ABILITY and not Q.ability_works(g, mon, ab):
        return False
    if ab.once_per_game is not None and ab.once_per_game in p.once_per_game:
        return False
    return ab.stops_under is None or not stopped_by_conditions(mon, ab.stops_under)


def note_use(g, player: int, mon, ab, spec) -> None:
    if mon is not None:
        mon.note_ability_use(ab.name, g.turn)
    if ab.once_per_game is not None:
        g.players[player].once_per_game.append(ab.once_per_game)    # a VSTAR Power (III-14 R1)
    names = g.players[player].ability_names_used
    names.append(ab.name)
    if spec is not None and spec.name_limit is not None:
        names.append(spec.name_limit)


def use_ability(g, player: int, mon, ab):
    spec = ABILITIES[ab.key]
    ctx = Context(g, player, mon.top, mon, ab)
    note_use(g, player, mon, ab, spec)
    g.emit("ability", player, name=ab.name, target=mon)
    yield from _pay_then_resolve(g, spec, ctx)


def _pay_then_resolve(g, spec, ctx):
    """P3 step 2: pay the Ability's cost first if it has one (II-E-30), then carry out its
    effect unless the cost was not paid; returns whether the effect was carried out."""
    if spec.cost is not None and (yield from spec.cost(g, ctx)) is False:
        return False
    yield from spec.effect(g, ctx)
    return True


def use_card_ability(g, player: int, inst: int, ab):
    """II-E-18: an Ability used from the hand or discard pile."""
    spec = ABILITIES[ab.key]
    ctx = Context(g, player, inst, None, ab)
    g.players[player].ability_names_used.append(ab.name)
    g.players[player].ability_names_used.append(f"#{inst}")   # once per card (R3)
    g.emit("ability", player, name=ab.name, card=inst)
    if not (yield from _pay_then_resolve(g, spec, ctx)):
        return
    # R4: a card that has left the place is a new card if it comes back there
    place = g.players[player].hand if spec.where == IN_HAND else g.players[player].discard
    if inst not in place:
        g.players[player].ability_names_used.remove(f"#{inst}")


__all__ = ["ability_usable", "usable_abilities", "use_ability", "use_card_ability", "note_use",
           "ONCE", "ONCE_PER_NAME", "UNLIMITED"]
