"""Effects on Pokémon in play: switching (II-C-03..05), healing (II-C-06), damage counters
(II-C-07/08), evolving and devolving (II-C-12/13), returning (II-C-02), Knock Out.

Attack effects on the opponent's Pokémon are checked against "not affected by effects
of attacks" (II-C-17) when the attack context ``a`` is given.
"""

from __future__ import annotations

from ..cards.db import CARD_LIST
from ..rules import evolution as E
from ..rules import queries as Q
from ..rules import zones as Z
from ..rules.triggers import fire_own
from .choose import pick_cards, pick_pokemon, pick_pokemons



# -- switching -------------------------------------------------------------------------------
def switch_own(g, player: int, *, chooser: int | None = None, source: int = 0, optional: bool = False,
               where=None):
    """II-C-03: switch your Active Pokémon with 1 of your Benched Pokémon (you choose).
    Returns the new Active Pokémon, or None if there was no switch (R5)."""
    p = g.players[player]
    cands = [b for b in p.bench if where is None or where(b)]
    if not cands or p.active is None or Q.active_locked(g, player):
        return None
    mon = yield from pick_pokemon(g, player if chooser is None else chooser, cands, optional=optional,
                                  prompt="Choose the Benched Pokémon to switch in", source=source)
    if mon is None:
        return None
    old = p.active
    Z.switch_active(g, player, p.pos_of(mon))
    yield from fire_own(g, "moved_to_bench", old)
    yield from fire_own(g, "moved_to_active", mon)
    return mon


def opponent_switches(g, player: int, *, a=None, source: int = 0):
    """II-C-04: the opponent switches their Active Pokémon with 1 of their Benched Pokémon;
    the opponent chooses.  An attack can't switch an Active Pokémon unaffected by its
    effects (R4), nor an Item or Supporter ``source`` one unaffected by it (II-E-29), nor
    an Ability (``source`` a Pokémon card) one unaffected by the opponent's Abilities.
    Returns the new Active, or None."""
    opp = 1 - player
    o = g.players[opp]
    if not o.bench or o.active is None or Q.active_locked(g, opp):
        return None
    if a is not None and not a.affects(o.active):
        return None
    if (Q.trainer_effects_prevented(g, player, source, o.active)
            or Q.ability_card_effects_prevented(g, player, source, o.active, a)):
        return None
    mon = yield from pick_pokemon(g, opp, o.bench, prompt="Choose your new Active Pokémon", source=source)
    old = o.active
    Z.switch_active(g, opp, o.pos_of(mon))
    yield from fire_own(g, "moved_to_bench", old)
    yield from fire_own(g, "moved_to_active", mon)
    return mon


def gust(g, player: int, *, where=None, a=None, source: int = 0):
    """II-C-05: switch 1 of your opponent's Benched Pokémon (you choose) with their Active.
    An attack can't bring up a Benched Pokémon unaffected by its effects (R4), nor an Item
    or Supporter ``source`` one unaffected by it (II-E-29, RC-224), nor an Ability
    (``source`` a Pokémon card) one unaffected by the opponent's Abilities."""
    opp = 1 - player
    o = g.players[opp]
    cands = [b for b in o.bench if (where is None or where(b)) and (a is None or a.affects(b))
             and not Q.trainer_effects_prevented(g, player, source, b)
             and not Q.ability_card_effects_prevented(g, player, source, b, a)]
    if not cands or Q.active_locked(g, opp):
        return None
    mon = yield from pick_pokemon(g, player, cands, prompt="Choose the opponent's Pokémon to switch in",
                                  source=source)
    old = o.active
    Z.switch_active(g, opp, o.pos_of(mon))
    if old is not None:
        yield from fire_own(g, "moved_to_bench", old)
    yield from fire_own(g, "moved_to_active", mon)
    return mon


# -- HP ----------------------------------------------------------------------------------------
def heal(g, mon, amount: int) -> int:
    """II-C-06: remove up to ``amount`` damage (twice as much for the Ancient Trait α
    Recovery); returns the damage healed."""
    if CARD_LIST[mon.cid].ancient_trait == "α Recovery":
        amount *= 2
    healed = min(amount, mon.damage)
    if healed > 0:
        mon.damage -= healed
        if healed >= 10:
            mon.healed_turn = g.turn          # II-E-27
        g.emit("heal", mon.owner, target=mon, amount=healed)
    return healed


def heal_all(g, mon) -> int:
    return heal(g, mon, mon.damage)


def put_counters(g, mon, n: int, *, a=None, by: int | None = None, kind: str = "effect") -> int:
    """II-C-07: put ``n`` damage counters on ``mon`` (not damage).  With the attack ``a``,
    a Pokémon unaffected by attack effects gets none (R4).  ``by`` is the player whose
    effect places them (for effects such as Battle Cage); with ``kind="ability"`` an
    opponent's Pokémon unaffected by that player's Abilities gets none.  Returns counters
    placed."""
    if n <= 0 or mon is None:
        return 0
    if a is not None and mon.owner != a.player and not a.affects(mon):
        return 0
    src = a.player if a is not None else by
    if src is not None and Q.counters_prevented(g, src, mon, "attack" if a is not None else kind):
        return 0
    if a is None and kind == "ability" and by is not None and Q.ability_effects_prevented(g, by, mon):
        return 0
    mon.damage += 10 * n
    g.emit("counters", mon.owner, target=mon, count=n)
    return n


def move_counters(g, src, dst, n: int, *, a=None) -> int:
    """II-C-08: move up to ``n`` counters from ``src`` to ``dst``.  Counters headed for a
    Pokémon unaffected by the attack's effects are removed and vanish (R5).  Counters an
    effect keeps in place (``counters_stay``) are not moved."""
    n = min(n, src.counters)
    if n <= 0 or not Q.counters_movable(g, src):
        return 0
    src.damage -= 10 * n
    if a is not None and dst.owner != a.player and not a.affects(dst):
        g.emit("counters_moved", src.owner, source=src, target=None, count=n)
        return 0
    dst.damage += 10 * n
    g.emit("counters_moved", src.owner, source=src, target=dst, count=n)
    return n


def knock_out(g, mon) -> None:
    """"It is Knocked Out": its remaining HP becomes 0; the next KO check processes it."""
    mon.damage = max(mon.damage, Q.max_hp(g, mon))


# -- leaving play ------------------------------------------------------------------------------
def return_to_hand(g, mon) -> None:
    """II-C-02: the Pokémon and all attached cards go to the owner's hand (no Prize), unless
    an effect keeps them out of the hand (``Q.kept_out_of_hand``)."""
    if Q.kept_out_of_hand(g, mon):
        g.emit("pokemon_leaves", mon.owner, target=mon, dst="hand", refused=True)
        return
    g.emit("pokemon_leaves", mon.owner, target=mon, dst="hand")
    Z.return_pokemon_to_hand(g, mon)


def shuffle_pokemon_into_deck(g, mon) -> None:
    g.emit("pokemon_leaves", mon.owner, target=mon, dst="deck")
    Z.shuffle_pokemon_into_deck(g, mon)


def discard_pokemon(g, mon) -> None:
    """Discard a Pokémon and its attached cards without a Knock Out (no Prize, RC-207)."""
    g.emit("pokemon_leaves", mon.owner, target=mon, dst="discard")
    Z.discard_pokemon(g, mon)


# -- evolving ------------------------------------------------------------------------------------
def evolve_from_deck(g, player: int, targets, *, where=None, source: int = 0, shuffle: bool = True):
    """II-C-12: search the deck for a card that evolves from one of ``targets`` and put it
    onto that Pokémon (allowed on the first turn and the turn it came into play, R3)."""
    p = g.players[player]
    targets = list(targets)
    cands = [c for c in p.deck if CARD_LIST[c >> 7].is_evolution and (where is None or where(c))
             and any(E.evolves_from(CARD_LIST[c >> 7], m) for m in targets)]
    got = yield from pick_cards(g, player, cands, up_to=1, at_least=0,
                                prompt="Choose the card to evolve into", source=source)
    evolved = None
    if got:
        card = got[0]
        fits = [m for m in targets if E.evolves_from(CARD_LIST[card >> 7], m)]
        mon = yield from pick_pokemon(g, player, fits, prompt="Choose the Pokémon to evolve", source=source)
        p.deck.remove(card)
        yield from E.evolve(g, mon, card, from_hand=False)
        evolved = mon
    if shuffle:
        Z.shuffle(g, player)
    return evolved


devolve = E.devolve


def devolve_into(g, mon, count: int, dest: str) -> list:
    """II-C-13: devolve ``mon`` by removing up to ``count`` Evolution cards from the top (R5)
    and put them into their owner's ``dest``: "hand", or "deck" (then shuffled).  A Pokémon
    with no card under it is not devolved (R6).  Returns the removed cards."""
    removed = E.devolve(g, mon, count)
    for inst in removed:
        owner = g.players[(inst >> 6) & 1]
        (owner.hand if dest == "hand" else owner.deck).append(inst)
    if removed and dest == "deck":
        Z.shuffle(g, mon.owner)
    return removed


def exchange_pokemon_card(g, mon, inst: int) -> int:
    """II-D-19: put the Pokémon card ``inst`` (already taken out of its zone) in place of
    ``mon``'s own card.  It is the same Pokémon: attached cards, damage counters, Special
    Conditions, effects, turns in play and the Abilities used this turn stay (R1, R2).
    Returns the card taken out (not put anywhere yet)."""
    old = mon.cards[-1]
    mon.cards[-1] = inst
    mon.cid = inst >> 7
    g.emit("exchange", mon.owner, card=inst, old=old, target=mon)
    return old


def discard_bench_down(g, player: int, *, source: int = 0):
    """A player whose Bench holds more Pokémon than their Bench size now (the effect that
    allowed more has ended) discards Benched Pokémon of their choice down to it (I-A-01;
    not a Knock Out: no Prize cards).  A generator."""
    p = g.players[player]
    extra = len(p.bench) - Q.bench_size(g, player)
    if extra <= 0:
        return
    gone = yield from pick_pokemons(g, player, p.bench, exactly=extra, source=source,
                                    prompt=f"Choose {extra} Benched Pokémon to discard")
    for mon in gone:
        discard_pokemon(g, mon)


__all__ = [n for n in dir() if not n.startswith("_")]
