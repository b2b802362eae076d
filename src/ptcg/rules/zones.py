"""Zones and the moves between them (III-01, I-H, II-C-01/02), coin flips and shuffles.

Every card movement of the engine goes through here, so the card-count invariant (each
card in exactly one place) is kept in one module.  Coin flips and shuffles draw from
the state's RNG (one primitive each, STYLE 5); tests force flips with
``g.forced_coins`` (True / False, or a function ``(g, player, why) -> bool`` deciding that flip).
"""

from __future__ import annotations

from .. import rng
from ..cards.db import CARD_LIST, CARDS, on_cards_added
from ..state import ACTIVE, Pokemon, card_of

# -- naming, for the log ---------------------------------------------------------------


def pname(player: int) -> str:
    return f"P{player + 1}"


def cname(inst: int) -> str:
    return CARD_LIST[inst >> 7].name


def where(g, mon) -> str:
    p = g.players[mon.owner]
    if mon is p.active:
        return f"{pname(mon.owner)} Active {mon.name}"
    for i, b in enumerate(p.bench):
        if b is mon:
            return f"{pname(mon.owner)} Bench {i + 1} {mon.name}"
    return f"{pname(mon.owner)} {mon.name}"


# -- randomness -------------------------------------------------------------------------


def random_value(g) -> int:
    v = rng.draw(g.seed, g.rng_n)
    g.rng_n += 1
    return v


def random_index(g, n: int) -> int:
    """A uniform choice among ``n`` things (e.g. a card from a hand at random)."""
    return random_value(g) % n


def flip(g, player: int, why: str = "") -> bool:
    """Flip a coin for ``player``: True is heads.  Flips are counted per player, so a
    procedure can tell whether coins were flipped while it ran (see ``rules.attack``)."""
    if g.forced_coins:
        heads = g.forced_coins.pop(0)
        if callable(heads):              # the flip is decided (or asked) elsewhere, e.g. cabt's manual coins
            heads = bool(heads(g, player, why))
    else:
        heads = bool(random_value(g) & 1)
    g.coins_flipped[player] += 1
    g.emit("coin", player, heads=heads, why=why)
    return heads


def flips(g, player: int, n: int, why: str = "") -> int:
    """Flip ``n`` coins; the number of heads."""
    return sum(1 for _ in range(n) if flip(g, player, why))


def flip_until_tails(g, player: int, why: str = "") -> int:
    """Flip until tails; the number of heads."""
    heads = 0
    while flip(g, player, why):
        heads += 1
    return heads


def shuffle(g, player: int) -> None:
    """I-H R3: shuffle ``player``'s deck."""
    rng.shuffle_in_place(g.players[player].deck, random_value(g))
    if g.events is not None:           # (an event's fields are not even gathered otherwise)
        g.emit("shuffle", player)


# -- cards between zones ------------------------------------------------------------------


def take_top(pile: list, dest: list, n: int) -> list:
    """Move the top ``n`` cards of ``pile`` (its end; all of them if it has fewer, III-17)
    onto ``dest`` one at a time; returns them in the order taken (drawing, milling, taking
    Prize cards)."""
    k = max(0, min(n, len(pile)))
    taken = pile[len(pile) - k:][::-1]
    del pile[len(pile) - k:]
    dest.extend(taken)
    return taken


def draw(g, player: int, n: int = 1) -> list:
    """I-H R1: draw ``n`` cards (all that remain if the deck has fewer; III-17)."""
    p = g.players[player]
    drawn = take_top(p.deck, p.hand, n)
    if drawn and g.events is not None:
        g.emit("draw", player, private_to=player, cards=drawn, count=len(drawn))
    return drawn


def draw_until(g, player: int, size: int) -> list:
    """Draw until ``player`` has ``size`` cards in hand."""
    need = size - len(g.players[player].hand)
    return draw(g, player, need) if need > 0 else []


def remove_card(g, inst: int) -> str:
    """Take a card out of whatever non-play zone holds it; returns the zone's name."""
    p = g.players[(inst >> 6) & 1]
    for name in ("hand", "deck", "discard", "prizes", "lost", "resolving"):
        zone = getattr(p, name)
        if inst in zone:
            zone.remove(inst)
            return name
    if g.stadium == inst:
        g.stadium = None
        return "stadium"
    for mon in p.in_play():
        for lst in (mon.energy, mon.tools):
            if inst in lst:
                lst.remove(inst)
                return "attached"
    raise ValueError(f"card {cname(inst)} ({inst}) is not in any zone")


# Card IDs that go to the Lost Zone whenever they would go to a discard pile: the Prism Star
# cards (III-15 R8).  Filled when their sets are loaded; empty for the official pool.
LOST_INSTEAD_OF_DISCARD: set = set()


def _lost_instead(cards) -> None:
    for c in cards:
        if "prism_star" in c.tags:
            LOST_INSTEAD_OF_DISCARD.add(c.id)


_lost_instead(CARDS.values())
on_cards_added(_lost_instead)


def to_discard(g, inst: int) -> None:
    """Put a card (already taken out of its zone) into a discard pile: the one choke point
    every procedure and card effect goes through.  II-C-01 R2: a card always goes to its
    owner's discard pile; III-15 R8: a Prism Star card goes to the Lost Zone instead."""
    p = g.players[(inst >> 6) & 1]
    if LOST_INSTEAD_OF_DISCARD and (inst >> 7) in LOST_INSTEAD_OF_DISCARD:
        p.lost.append(inst)
    else:
        p.discard.append(inst)


def discard_all(g, insts) -> None:
    """:func:`to_discard` for several cards, in order."""
    if LOST_INSTEAD_OF_DISCARD:
        for inst in insts:
            to_discard(g, inst)
    else:
        for inst in insts:
            g.players[(inst >> 6) & 1].discard.append(inst)


def to_hand(g, inst: int) -> None:
    """II-C-02 R1: cards go to their owner's hand."""
    g.players[(inst >> 6) & 1].hand.append(inst)


def discard_from_hand(g, player: int, insts) -> None:
    p = g.players[player]
    for c in insts:
        p.hand.remove(c)
        to_discard(g, c)
    if insts and g.events is not None:
        g.emit("discard", player, cards=list(insts), src="hand")


def move_to_deck_bottom(g, player: int, insts) -> None:
    deck = g.players[player].deck
    for c in insts:
        deck.insert(0, c)


# -- Pokémon in play ------------------------------------------------------------------------


def new_pokemon(g, player: int, inst: int) -> Pokemon:
    return Pokemon(g.new_uid(), player, inst, g.turn)


def put_on_bench(g, player: int, inst: int) -> Pokemon:
    """Put a Pokémon card (already taken out of its zone) onto the Bench as a new Pokémon."""
    mon = new_pokemon(g, player, inst)
    g.players[player].bench.append(mon)
    return mon


def leave_play(g, mon) -> None:
    """Take ``mon`` off the Active Spot or Bench; its lasting effects end (III-06 R5)."""
    p = g.players[mon.owner]
    if p.active is mon:
        p.active = None
    else:
        p.bench.remove(mon)
    if g.effects:
        uid = mon.uid
        g.effects = [e for e in g.effects if e.target != uid]


def discard_pokemon(g, mon) -> None:
    """Discard a Pokémon in play with every card attached to it (I-D P8 step 3)."""
    leave_play(g, mon)
    discard_all(g, mon.cards + mon.energy + mon.tools)
    mon.energy = []
    mon.tools = []


def return_pokemon_to_hand(g, mon) -> None:
    """II-C-02 R2: the whole stack and attached cards go to the owner's hand."""
    leave_play(g, mon)
    for inst in mon.cards + mon.energy + mon.tools:
        to_hand(g, inst)


def shuffle_pokemon_into_deck(g, mon) -> None:
    """The stack and its attached cards go into their owners' decks, each deck that got a
    card is shuffled (III-01 R4: no card may sit at a known place)."""
    leave_play(g, mon)
    owners = {mon.owner}
    for inst in mon.cards + mon.energy + mon.tools:
        g.players[(inst >> 6) & 1].deck.append(inst)
        owners.add((inst >> 6) & 1)
    for owner in sorted(owners, key=lambda pl: pl != mon.owner):
        shuffle(g, owner)


def clear_attack_effects(g, mon) -> None:
    """I-A-03 R6 / I-A-05 R5: effects of attacks on this Pokémon end."""
    if g.effects:
        uid = mon.uid
        g.effects = [e for e in g.effects if not (e.target == uid and e.attack_effect)]


def to_bench_position(g, mon) -> None:
    """The Active Pokémon goes to the Bench: Special Conditions and attack effects end."""
    mon.clear_conditions()
    clear_attack_effects(g, mon)


def switch_active(g, player: int, bench_pos: int) -> None:
    """II-C-03: swap the Active Pokémon with the Benched Pokémon at ``bench_pos`` (1..)."""
    p = g.players[player]
    new = p.bench[bench_pos - 1]
    old = p.active
    if old is not None:
        p.bench[bench_pos - 1] = old
        to_bench_position(g, old)
    else:
        del p.bench[bench_pos - 1]
    p.active = new
    new.moved_active_turn = g.turn
    if g.events is not None:
        g.emit("switch", player, target=new, source=old)


def promote(g, player: int, bench_pos: int) -> None:
    """Put a Benched Pokémon into the empty Active Spot (after a KO, I-D P8 step 5)."""
    p = g.players[player]
    new = p.bench.pop(bench_pos - 1)
    p.active = new
    new.moved_active_turn = g.turn
    g.emit("promote", player, target=new)


def attach_energy_card(g, mon, inst: int) -> None:
    mon.energy.append(inst)


def is_active(g, mon) -> bool:
    return g.players[mon.owner].active is mon


__all__ = [n for n in dir() if not n.startswith("_")] + ["ACTIVE", "card_of"]
