"""Energy effects: attach (II-C-09), move (II-C-10), discard (II-C-01 R4), count (II-B-02).

* A player's Energy is only ever attached to that player's own Pokémon (II-C-09 R1);
  attaching by an effect does not use the turn's attachment (R3); every card attached
  is one "Energy attached" event (R4, II-E-07).
* Moving a Special Energy to a Pokémon it can't be attached to discards it (II-C-10 R5).
* "Discard N Energy" counts units; "N cards" counts cards (II-C-01 R4, I-C note).
"""

from __future__ import annotations

from ..cards.db import CARD_LIST
from ..rules import queries as Q
from ..rules import zones as Z
from ..rules.energy import can_attach_energy, choose_energy_cards, discard_attached, energy_attached
from ..types import bit
from .choose import pick_cards, pick_pokemon


def energy_cards(mon, where=None) -> list:
    """The Energy cards attached to ``mon`` (matching ``where`` if given)."""
    return [e for e in mon.energy if where is None or where(e)]


def provides_type(g, mon, inst: int, t: int) -> bool:
    """Whether the attached card provides Energy of type ``t`` (all-type Energy does, RC-122)."""
    b = bit(t)
    return any(u & b for u in Q.energy_units(g, mon, inst))


def count_energy(g, mon, t: int | None = None) -> int:
    """Energy attached to ``mon`` in units, of type ``t`` if given (III-17)."""
    return Q.count_units(g, mon, t)


def count_energy_in_play(g, player: int, t: int | None = None) -> int:
    return sum(Q.count_units(g, m, t) for m in g.players[player].in_play())


def attach(g, mon, inst: int, *, from_hand: bool = False):
    """Attach ``inst`` (taken from its zone) to ``mon`` and fire the attach events.  An
    attachment from the hand that an effect forbids for ``mon`` leaves the card in the hand."""
    if from_hand and Q.attach_from_hand_blocked(g, mon):
        g.emit("energy_refused", mon.owner, card=inst, target=mon, from_hand=True)
        return
    Z.remove_card(g, inst)
    if not can_attach_energy(g, mon, inst):
        Z.to_discard(g, inst)
        g.emit("energy_refused", mon.owner, card=inst, target=mon)
        return
    mon.energy.append(inst)
    g.emit("attach", mon.owner, card=inst, target=mon, by_effect=True)
    yield from energy_attached(g, mon, inst, from_hand)


def attach_from(g, player: int, zone: str, where, targets, *, up_to: int = 1, at_least: int = 0,
                exactly: int | None = None, one_target: bool = False, source: int = 0,
                prompt: str = "Choose Energy to attach", shuffle: bool | None = None, allowed=None):
    """"Attach up to N X from your <zone> to <targets> in any way you like" (II-C-09).

    ``zone`` is "deck", "discard" or "hand".  With ``one_target`` all go to one Pokémon,
    chosen first.  Deck searches may take fewer (I-H R2) and shuffle afterwards.
    Returns [(mon, inst)] attached."""
    p = g.players[player]
    targets = list(targets)
    if zone == "hand":
        targets = [m for m in targets if not Q.attach_from_hand_blocked(g, m)]
    if shuffle is None:
        shuffle = zone == "deck"
    if not targets:
        return []
    src = getattr(p, zone)
    cands = [c for c in src if where(c)]
    if zone == "deck":
        at_least = 0                                   # hidden cards: none is fine (I-H R2)
    chosen = yield from pick_cards(g, player, cands, up_to=up_to, exactly=exactly, at_least=at_least,
                                   prompt=prompt, source=source, allowed=allowed)
    done = []
    fixed = None
    if one_target and chosen:
        fixed = yield from pick_pokemon(g, player, targets, prompt="Choose the Pokémon to attach to",
                                        source=source)
    for c in chosen:
        mon = fixed
        if mon is None:
            fits = [m for m in targets if can_attach_energy(g, m, c)] or targets
            mon = yield from pick_pokemon(g, player, fits, prompt=f"Attach {Z.cname(c)} to which Pokémon?",
                                          source=source)
        yield from attach(g, mon, c, from_hand=(zone == "hand"))
        done.append((mon, c))
    if shuffle:
        Z.shuffle(g, player)
    return done


def move_energy(g, src, dst, inst: int, *, a=None) -> bool:
    """II-C-10: move one attached Energy card from ``src`` to ``dst``."""
    src.energy.remove(inst)
    if a is not None and dst.owner != a.player and not a.affects(dst):
        Z.to_discard(g, inst)
        return False
    if not can_attach_energy(g, dst, inst):
        Z.to_discard(g, inst)                       # R5 / RC-071
        g.emit("energy_refused", dst.owner, card=inst, target=dst)
        return False
    dst.energy.append(inst)
    g.emit("energy_moved", src.owner, card=inst, source=src, target=dst)
    return True


def choose_and_move_energy(g, player: int, sources, targets, *, where=None, up_to: int = 1,
                           at_least: int = 1, source: int = 0):
    """"Move up to N Energy from <sources> to <targets>": per move, pick the Pokémon to move
    from (so equal cards on different Pokémon stay different choices), the card, then where
    it goes.  A Special Energy discarded on the way (R5) ends the effect (RC-071)."""
    moved = 0
    while moved < up_to:
        froms = [m for m in sources if any(t is not m for t in targets)
                 and any(where is None or where(e) for e in m.energy)]
        if not froms:
            break
        src = yield from pick_pokemon(g, player, froms, optional=moved >= at_least,
                                      prompt="Move Energy from which Pokémon?", source=source)
        if src is None:
            break
        got = yield from pick_cards(g, player, energy_cards(src, where), exactly=1,
                                    prompt="Choose an Energy to move", source=source)
        dsts = [t for t in targets if t is not src]
        dst = yield from pick_pokemon(g, player, dsts, prompt="Move it to which Pokémon?", source=source)
        moved += 1
        if not move_energy(g, src, dst, got[0]):
            break
    return moved


def discard_energy(g, chooser: int, mon, units: int = 1, where=None, *, a=None, source: int = 0,
                   cards: bool = False) -> list:
    """"Discard N Energy from X": the chooser picks cards providing N units (II-C-01 R4);
    ``cards=True`` counts cards.  An attack can't discard from a Pokémon unaffected by its
    effects, nor an Item or Supporter ``source`` from one unaffected by it (II-E-29), nor
    a Pokémon ``source``'s Ability from one its Abilities can't reach.  A generator;
    returns the discarded cards."""
    if a is not None and mon.owner != a.player and not a.affects(mon):
        return []
    if (Q.trainer_effects_prevented(g, chooser, source, mon)
            or Q.ability_card_effects_prevented(g, chooser, source, mon, a)):
        return []
    cands = energy_cards(mon, where)
    if not cands:
        return []
    got = yield from choose_energy_cards(g, chooser, mon, units, candidates=cands, source=source,
                                         exact_cards=cards)
    discard_attached(g, mon, got)
    return got


def discard_all_energy(g, mon, where=None) -> list:
    """"Discard all (X) Energy from this Pokémon" (II-D-03)."""
    got = energy_cards(mon, where)
    discard_attached(g, mon, got)
    return got


def energy_to_hand(g, mon, where=None) -> list:
    if Q.kept_out_of_hand(g, mon):                  # e.g. 102 Milotic — Mentally Calm
        return []
    got = energy_cards(mon, where)
    for inst in got:
        mon.energy.remove(inst)
        Z.to_hand(g, inst)
    if got:
        g.emit("to_hand", mon.owner, cards=got, target=mon)
    return got


def discard_tool(g, mon, inst: int | None = None) -> list:
    got = [inst] if inst is not None else mon.tools[:]
    discard_attached(g, mon, got)
    return got


def discard_energy_from_among(g, player: int, mons, where=None, *, source: int = 0,
                              up_to: int | None = None):
    """"Discard any amount of X Energy from (among) your Pokémon" in an attack (II-D-02 R2:
    none is allowed).  For each Pokémon in board order the player picks which of its
    matching Energy cards go, so equal cards on different Pokémon stay different choices.
    ``up_to`` caps the number of cards in all ("up to N", II-D-05).
    A generator; returns the discarded cards."""
    gone = []
    for mon in mons:
        cands = energy_cards(mon, where)
        left = len(cands) if up_to is None else min(len(cands), up_to - len(gone))
        if not cands or left <= 0:
            continue
        got = yield from pick_cards(g, player, cands, up_to=left, at_least=0, source=source,
                                    prompt=f"Choose Energy to discard from {mon.name}")
        discard_attached(g, mon, got)
        gone.extend(got)
    return gone


def put_energy_into_hand(g, chooser: int, mon, units: int = 1, where=None, *, source: int = 0, a=None):
    """"Put N (X) Energy attached to <mon> into your hand": the chooser picks cards providing
    N units, counted like "discard N Energy" (II-C-01 R4); they go to their owner's hand
    (II-C-02 R1).  A Pokémon ``source`` outside an attack is its Ability, which can't reach
    an opponent's Pokémon protected from the chooser's Abilities.  A generator; returns the
    cards moved."""
    cands = energy_cards(mon, where)
    if (not cands or Q.kept_out_of_hand(g, mon)    # e.g. 102 Milotic — Mentally Calm
            or Q.ability_card_effects_prevented(g, chooser, source, mon, a)):
        return []
    got = yield from choose_energy_cards(g, chooser, mon, units, candidates=cands, source=source,
                                         prompt=f"Choose Energy to put into the hand from {mon.name}")
    for inst in got:
        mon.energy.remove(inst)
        Z.to_hand(g, inst)
    g.emit("to_hand", mon.owner, cards=got, target=mon)
    return got


def attach_from_top(g, player: int, n: int, where, targets, *, source: int = 0,
                    prompt: str = "Choose Energy cards to attach"):
    """"Look at the top N cards of your deck and attach any number of X you find there to
    <targets> in any way you like. Shuffle the other cards back into your deck" (II-C-20,
    II-C-09): any number, none included (II-D-02); each card chosen goes to a Pokémon
    chosen for it; then the deck is shuffled.  A generator; returns [(mon, inst)]."""
    targets = list(targets)
    deck = g.players[player].deck
    top = deck[::-1][:n]
    done = []
    if targets:
        chosen = yield from pick_cards(g, player, [c for c in top if where(c)], up_to=len(top),
                                       at_least=0, prompt=prompt, source=source)
        for c in chosen:
            fits = [m for m in targets if can_attach_energy(g, m, c)] or targets
            mon = yield from pick_pokemon(g, player, fits, prompt=f"Attach {Z.cname(c)} to which Pokémon?",
                                          source=source)
            yield from attach(g, mon, c)
            done.append((mon, c))
    Z.shuffle(g, player)
    return done


__all__ = [n for n in dir() if not n.startswith("_")] + ["CARD_LIST"]
