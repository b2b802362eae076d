"""Triggers: a short, fixed list of events the procedures emit (STYLE 7, II-E-03..08, 21, 31).

*Own* events concern one Pokémon and reach only the cards of that Pokémon (its
Abilities, Tools and attached Energy); *global* events reach every card in play, the
Stadium and lasting effect records.  Handlers are generators, so they can ask.

=======================  ======  =========================================================
event                    scope   when (args after ``g, holder, inst``)
=======================  ======  =========================================================
``played_to_bench``      own     a Basic was put from hand onto the Bench (II-E-06)
``evolved_from_hand``    own     a card from hand evolved this Pokémon (II-E-05)
``energy_attached``      own     an Energy card was attached: ``(card, from_hand)`` (II-E-07)
``damaged_by_attack``    own     P1 step 6, damage ≥ 10: ``(a, damage)`` (II-E-03)
``knocked_out``          own     P8 step 2, before discarding: ``(ko)`` (II-E-04)
``moved_to_bench``       own     the Active Pokémon went to the Bench
``moved_to_active``      own     a Benched Pokémon became the Active Pokémon (switch,
                                 Retreat or promotion after a Knock Out)
``put_on_bench``         global  any Pokémon put onto a Bench: ``(mon, from_hand)``
``evolved``              global  any Pokémon evolved: ``(mon, from_hand)``
``any_energy_attached``  global  ``(mon, card, from_hand)``
``any_damaged``          global  P1 step 6: ``(mon, a, damage)``
``any_knocked_out``      global  P8 step 2: ``(mon, ko)``
``any_moved_to_active``  global  after ``moved_to_active``: ``(mon)``
``any_moved_to_bench``   global  after ``moved_to_bench``: ``(mon)``
``checkup``              global  P9 step 2 (II-E-08)
``end_of_turn``          global  II-E-21, before the Checkup: ``(player)``
``turn_start``           global  after the turn's draw: ``(player)``
``attack_done``          global  after P1 step 7: ``(a)``
``action_done``          global  a main-phase action (not an attack) has resolved, KOs
                                 included: ``(player)``
``stadium_left``         card    the Stadium ``inst`` has left play (replaced or discarded),
                                 after the change; ``holder`` is None (:func:`fire_card`)
``before_to_hand``       card    the card ``inst`` was just taken from the Prize cards or
                                 drawn at the start of the turn and its face seen; it is
                                 in the hand, and a handler may put it elsewhere instead:
                                 ``(how)``, "prize" or "turn_draw" (II-E-31)
``discarded_by_attack``  card    after P1 step 5: the card ``inst``, attached to the
                                 attacking Pokémon when the attack began, was discarded by
                                 the attack's effects: ``(a)``
``coins_reflipped``      card    the card ``inst``, which answered ``reflip_coins``, was
                                 just used: a step of the attack was undone to flip its
                                 coins again: ``(a)``
=======================  ======  =========================================================

Lasting effects answer an event with ``@lasting(kind, event)``; they are called as
``fn(g, effect, *args)``.
"""

from __future__ import annotations

from ..cards.db import CARD_LIST
from ..registry import LASTING, _Tables, as_generator, tables
from .queries import abilities_work, ability_works, effect_in_force, tools_work


def _places(g, event: str):
    """``event``'s handlers by place (Pokémon, Tool, Energy, Stadium), cut to this game's
    cards (:mod:`.game_cards`), or None when no card that can be in play answers it: then
    the board need not be looked at."""
    cards = g.cards_in_game
    if cards is None:
        if not _Tables.built:
            tables()
        return _Tables.trigger_split.get(event)
    if not _Tables.built or cards.tables is not _Tables.passive_by_card:
        cards.refresh()
    return cards.event_places.get(event)


def _own_handlers(g, event: str, mon, split=None) -> list:
    if split is None:
        split = _places(g, event)
        if split is None:
            return []
    as_mon, as_tool, as_energy, _ = split
    out = []
    if as_mon is not None:
        lst = as_mon.get(mon.cid)
        if lst is not None and abilities_work(g, mon):
            kinds = _Tables.kind_blockers
            for fn, idx in lst:
                if kinds and idx >= 0 and not ability_works(g, mon, CARD_LIST[mon.cid].abilities[idx]):
                    continue       # e.g. Poké-Bodies are stopped (III-15 R1)
                out.append((fn, mon, mon.top))
            inheritors = _Tables.inheritors
            if inheritors and mon.cid in inheritors and len(mon.cards) > 1:
                # III-15 R2/R3: a BREAK or LV.X Pokémon keeps the Abilities of the card under it
                under = mon.cards[-2]
                for fn, idx in as_mon.get(under >> 7, ()):
                    if idx >= 0 and ability_works(g, mon, CARD_LIST[under >> 7].abilities[idx]):
                        out.append((fn, mon, under))
    if as_tool is not None and mon.tools:
        for t in mon.tools:
            lst = as_tool.get(t >> 7)
            if lst is not None and tools_work(g, mon):
                for fn, idx in lst:
                    out.append((fn, mon, t))
    if as_energy is not None and mon.energy:
        for e in mon.energy:
            lst = as_energy.get(e >> 7)
            if lst is not None:
                for fn, idx in lst:
                    out.append((fn, mon, e))
    return out


def _global_handlers(g, split) -> list:
    """The in-play and Stadium handlers of an event whose handlers by place are ``split``."""
    out = []
    as_mon, as_tool, as_energy, as_stadium = split
    if as_mon is not None or as_tool is not None or as_energy is not None:
        for p in (g.players[g.current], g.players[1 - g.current]):
            acted = None
            for mon in (p.active, *p.bench):
                # only a Pokémon that is, or holds, a card answering the event is asked
                if mon is None or not ((as_mon is not None and mon.cid in as_mon)
                                       or (as_tool is not None and mon.tools)
                                       or (as_energy is not None and mon.energy)):
                    continue
                for handler in _own_handlers(g, None, mon, split):
                    # II-E-15: an effect that "doesn't stack" acts once for its side
                    if getattr(handler[0], "no_stack", False):
                        if acted is None:
                            acted = set()
                        elif handler[0] in acted:
                            continue
                        acted.add(handler[0])
                    out.append(handler)
    if as_stadium is not None and g.stadium is not None:
        lst = as_stadium.get(g.stadium >> 7)
        if lst is not None:
            for fn, idx in lst:
                out.append((fn, None, g.stadium))
    return out


def _lasting_handlers(g, event: str) -> list:
    handlers = LASTING.get(event)
    if not handlers or not g.effects:
        return []
    return [(handlers[e.kind], e) for e in g.effects
            if e.kind in handlers and effect_in_force(g, e)]


def fire_own(g, event: str, mon, *args):
    """Run the handlers of ``mon``'s own cards for ``event``; an own event with a global
    twin (:data:`GLOBAL_TWINS`) then reaches every card in play as ``(mon, *args)``.
    Like :func:`fire`, returns what to ``yield from``."""
    handlers = _own_handlers(g, event, mon)
    twin = GLOBAL_TWINS.get(event)
    if twin is not None and not has_global_handlers(g, twin):
        twin = None
    if not handlers:
        return fire(g, twin, mon, *args) if twin is not None else ()
    return _run_own(g, handlers, twin, mon, args)


def _run_own(g, handlers, twin, mon, args):
    for fn, holder, inst in handlers:
        yield from fn(g, holder, inst, *args)
    if twin is not None:
        yield from fire(g, twin, mon, *args)


# Own events that also have a global form, for cards reacting to another Pokémon's move
# (755 Latios — Lustrous Assist: "when your Mega Latias ex moves from your Bench to the
# Active Spot"; 882 Team Rocket's Dugtrio — Holes, on the opponent's Active going to the
# Bench).  Emitted by :func:`fire_own`, so every procedure moving a Pokémon sends both.
GLOBAL_TWINS = {"moved_to_active": "any_moved_to_active", "moved_to_bench": "any_moved_to_bench"}


def fire(g, event: str, *args):
    """Run every in-play, Stadium and lasting-effect handler of a global ``event``
    (``yield from fire(g, event, ...)``: what it returns is empty when nothing answers,
    so that the common case costs no generator).

    Handlers are gathered before any runs, so a handler that changes the board does not
    change who else answers.  The order is the turn player's cards first (II-E-07 R3,
    II-E-21 R2 let that player order them; we use board order).
    """
    split = _places(g, event)
    handlers = _global_handlers(g, split) if split is not None else ()
    lasting = _lasting_handlers(g, event) if g.effects else ()
    if not handlers and not lasting:
        return ()
    return _run(g, handlers, lasting, args)


def _run(g, handlers, lasting, args):
    for fn, holder, inst in handlers:
        yield from fn(g, holder, inst, *args)
    for fn, e in lasting:
        if e in g.effects:
            yield from as_generator(fn)(g, e, *args)


def has_global_handlers(g, event: str) -> bool:
    """Whether :func:`fire` might run something for ``event`` now: a card of this game
    answers it in play, or a lasting effect kind does (in force or not)."""
    return _places(g, event) is not None or bool(g.effects and LASTING.get(event))


def has_handlers(g, event: str) -> bool:
    return bool(tables().trigger_by_card.get(event)) or bool(LASTING.get(event))


def fire_card(g, event: str, inst: int, *args):
    """Run the handlers of one card that is not in play (e.g. a Stadium that has just left
    play, whose text says what happens then); ``holder`` is None.  Like :func:`fire`,
    returns what to ``yield from``."""
    lst = tables().trigger_by_card.get(event, {}).get(inst >> 7)
    if not lst:
        return ()
    return _run_card(g, lst, inst, args)


def _run_card(g, lst, inst, args):
    for fn, idx in lst:
        yield from fn(g, None, inst, *args)
