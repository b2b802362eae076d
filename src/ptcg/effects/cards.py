"""Cards between zones: draw, search, look, discard, return, shuffle (I-H, II-C-01/02,
II-C-20, II-E-19, II-E-35/36).

* Searching the deck looks at hidden cards, so fewer than asked — even none — may be
  taken (I-H R2), except "any card"; the deck is shuffled afterwards even if nothing
  was taken (II-E-19 R2).
* "Shuffle X into your deck" shuffles when X plus the deck is at least one card
  (II-E-36 R2); "choose up to N X" with no X shuffles nothing (R4).
"""

from __future__ import annotations

from .. import rng as _rng
from ..cards.db import CARD_LIST
from ..rules import queries as Q
from ..rules import zones as Z
from ..rules.bench import bench_space
from ..rules.knockout import take_prizes as _take_prizes
from ..rules.triggers import fire, fire_card
from ..rules.winning import check_winner as _check_winner
from .choose import pick_cards, pick_option
from .filters import any_card, leaves_discard

draw = Z.draw
draw_until = Z.draw_until
to_discard = Z.to_discard        # the one way into a discard pile (a Prism Star card: the Lost Zone)
shuffle_deck = Z.shuffle
cname = Z.cname


def _names(insts) -> str:
    return ", ".join(cname(c) for c in insts) or "nothing"


def _log_search(g, player: int, chosen, reveal: bool) -> None:
    """Cards searched for are shown to the opponent when the text says "reveal" (most
    searches for a kind of card); "search your deck for a card" shows nothing."""
    if g.events is None:
        return
    g.emit("search", player, private_to=None if reveal else player, revealed=chosen if reveal else (),
           cards=list(chosen), count=len(chosen), dst="hand")


def search_deck(g, player: int, where=any_card, *, up_to: int = 1, exactly: int | None = None,
                prompt: str = "Choose a card from your deck", source: int = 0, allowed=None):
    """Look through ``player``'s deck and choose cards (not moved yet; no shuffle)."""
    deck = g.players[player].deck
    cands = list(filter(where, deck))        # the filter loops in C: decks are long
    # hidden cards: fewer may be taken (I-H R2), unless "exactly" (any card: that number must be)
    return (yield from pick_cards(g, player, cands, up_to=up_to, exactly=exactly, at_least=0, prompt=prompt,
                                  source=source, allowed=allowed))


def search_to_hand(g, player: int, where=any_card, *, up_to: int = 1, exactly: int | None = None,
                   prompt: str = "Choose a card to put into your hand", source: int = 0, allowed=None,
                   shuffle: bool = True):
    """"Search your deck for ..., reveal it, put it into your hand. Then shuffle." """
    chosen = yield from search_deck(g, player, where, up_to=up_to, exactly=exactly, prompt=prompt,
                                    source=source, allowed=allowed)
    p = g.players[player]
    for c in chosen:
        p.deck.remove(c)
        p.hand.append(c)
    _log_search(g, player, chosen, reveal=where is not any_card)
    if shuffle:
        Z.shuffle(g, player)
    return chosen


def search_each_kind(g, player: int, kinds, *, source: int = 0, prompt: str = "Choose a card"):
    """"Search your deck for an X, a Y and a Z": up to one card of each kind, in order."""
    p = g.players[player]
    taken = []
    for label, where in kinds:
        got = yield from search_deck(g, player, lambda c, w=where: w(c) and c not in taken, up_to=1,
                                     prompt=f"{prompt}: {label}", source=source)
        taken.extend(got)
    for c in taken:
        p.deck.remove(c)
        p.hand.append(c)
    _log_search(g, player, taken, reveal=True)
    Z.shuffle(g, player)
    return taken


def search_to_bench(g, player: int, where, *, up_to: int = 1, source: int = 0,
                    prompt: str = "Choose a Basic Pokémon to put onto your Bench", shuffle: bool = True):
    """II-C-11: put Basic Pokémon from the deck onto the Bench, as many as fit (R5).

    With a full Bench the deck is not even searched (R3).  Returns the new Pokémon."""
    room = bench_space(g, player)
    if room <= 0:
        return []
    chosen = yield from search_deck(g, player, where, up_to=min(up_to, room), prompt=prompt, source=source)
    mons = []
    p = g.players[player]
    for c in chosen:
        p.deck.remove(c)
        mons.append(Z.put_on_bench(g, player, c))
    g.emit("to_bench", player, cards=list(chosen), src="deck")
    if shuffle:
        Z.shuffle(g, player)
    for mon in mons:
        yield from fire(g, "put_on_bench", mon, False)
    return mons


def put_onto_bench(g, player: int, inst: int):
    """Put the Pokémon card ``inst`` from wherever it is onto ``player``'s Bench by an effect
    (II-E-18, II-E-31): it is not played from hand (no II-E-06 trigger, II-E-31 R4) and
    not evolved, so a Stage 1 or 2 put there has nothing to devolve into (II-C-13 R6).
    A generator; returns the new Pokémon, or None when the Bench is full."""
    if bench_space(g, player) <= 0:
        return None
    Z.remove_card(g, inst)
    mon = Z.put_on_bench(g, player, inst)
    g.emit("to_bench", player, cards=[inst])
    yield from fire(g, "put_on_bench", mon, False)
    return mon


def bench_from_discard(g, player: int, where, *, up_to: int = 1, at_least: int = 0, source: int = 0):
    """II-C-11: put Basic Pokémon from the discard pile onto the Bench."""
    room = bench_space(g, player)
    p = g.players[player]
    cands = list(filter(where, p.discard))
    if room <= 0 or not cands:
        return []
    chosen = yield from pick_cards(g, player, cands, up_to=min(up_to, room), at_least=at_least,
                                   prompt="Choose a Pokémon to put onto your Bench", source=source)
    mons = []
    for c in chosen:
        p.discard.remove(c)
        mons.append(Z.put_on_bench(g, player, c))
    if chosen:
        g.emit("to_bench", player, cards=list(chosen), src="discard pile")
    for mon in mons:
        yield from fire(g, "put_on_bench", mon, False)
    return mons


def look_top(g, player: int, n: int) -> list:
    """II-C-20: the top ``n`` cards of the deck, top first (they stay in the deck)."""
    deck = g.players[player].deck
    return deck[::-1][:n]


def take_from_top(g, player: int, n: int, where, *, up_to: int = 1, exactly: int | None = None,
                  prompt: str = "Choose a card", source: int = 0, allowed=None, reveal_only_some=True):
    """Look at the top ``n`` cards and choose some of them (hidden cards: fewer allowed)."""
    top = look_top(g, player, n)
    cands = [c for c in top if where(c)]
    got = yield from pick_cards(g, player, cands, up_to=up_to, exactly=exactly, at_least=0, prompt=prompt,
                                source=source, allowed=allowed)
    return got, top


def top_cards_to_hand(g, player: int, n: int, where, *, up_to: int = 1, allowed=None,
                      prompt: str = "Choose a card to put into your hand", source: int = 0):
    """"Look at the top N cards of your deck; put up to K X you find there into your hand;
    shuffle the other cards back into your deck" (hidden cards: none is fine, I-H R2).
    Cards of a kind are revealed as they go to the hand (the texts say "reveal" / "show it
    to your opponent", RC-100); "any card" shows nothing.  A generator; returns the cards taken."""
    got, _top = yield from take_from_top(g, player, n, where, up_to=up_to, allowed=allowed,
                                         prompt=prompt, source=source)
    move_cards(g, got, "hand")
    if got and where is not any_card:
        g.emit("reveal", player, cards=list(got), revealed=got,
               note="{player} shows {cards} and puts " + ("it" if len(got) == 1 else "them") + " into their hand")
    Z.shuffle(g, player)
    return got


def move_cards(g, insts, dest: str, player: int | None = None) -> None:
    """Move cards (each from wherever it is) to a zone of its owner: "hand", "discard",
    "deck" (top), "deck_bottom" or "lost"."""
    for c in insts:
        Z.remove_card(g, c)
        p = g.players[(c >> 6) & 1]
        if dest == "hand":
            p.hand.append(c)
        elif dest == "discard":
            Z.to_discard(g, c)
        elif dest == "deck":
            p.deck.append(c)
        elif dest == "deck_bottom":
            p.deck.insert(0, c)
        elif dest == "lost":
            p.lost.append(c)
        else:
            raise ValueError(f"unknown destination {dest!r}")


def mill(g, player: int, n: int) -> list:
    """Discard the top ``n`` cards of ``player``'s deck; returns them."""
    p = g.players[player]
    out = Z.take_top(p.deck, [], n)
    Z.discard_all(g, out)
    if out:
        g.emit("discard", player, cards=out, src="deck")
        if _WHEN_MILLED and g.current != player:
            for c in out:
                for ab in CARD_LIST[c >> 7].abilities:
                    fn = _WHEN_MILLED.get(ab.key)
                    if fn is not None:
                        fn(g, c)
    return out


# Ability keys -> fn(g, inst): texts that act when their card is discarded from its owner's
# deck during the opponent's turn, i.e. by the opponent's effects (1333 Ferrothorn —
# Startling Drop).  Effects discard from a deck through :func:`mill`, which is not a
# generator, so these handlers can't ask questions.
_WHEN_MILLED: dict = {}


def when_milled_by_opponent(card_id: int, index: int = 0, *, text: str | None = None):
    """Register ``fn(g, inst)`` for Ability ``index`` of ``card_id``: run when :func:`mill`
    discards that card from its owner's deck during the opponent's turn.  ``text``: the
    Ability's description (:func:`ptcg.registry.note_text`)."""
    from ..registry import IMPLEMENTED_KEYS, card_key, note_text
    key = card_key(card_id, index)
    note_text(key, text)

    def deco(fn):
        _WHEN_MILLED[key] = fn
        IMPLEMENTED_KEYS.add(key)
        return fn
    return deco


def reveal_hand(g, player: int) -> list:
    """"<Player> reveals their hand": both players see it (II-C-20 R1-R3 for "look at");
    it is noted in ``revealed`` and the log, and nothing else changes.  Returns the hand."""
    p = g.players[player]
    p.revealed = p.hand[:]
    g.emit("reveal", player, cards=list(p.hand), zone="hand", revealed=p.hand)
    return p.revealed


def discard_hand(g, player: int) -> list:
    p = g.players[player]
    out = p.hand[:]
    p.hand.clear()
    Z.discard_all(g, out)
    if out:
        g.emit("discard", player, cards=out, src="hand_all")
    return out


def shuffle_hand_into_deck(g, player: int) -> int:
    p = g.players[player]
    n = len(p.hand)
    p.deck.extend(p.hand)
    p.hand.clear()
    if g.events is not None:
        g.emit("hand_shuffled", player, count=n)
    if p.deck:
        Z.shuffle(g, player)
    return n


def shuffle_into_deck(g, player: int, insts) -> None:
    """II-E-36: put cards into their owner's deck and shuffle (if there is a deck)."""
    insts = list(insts)
    move_cards(g, insts, "deck")
    if insts:
        g.emit("to_deck", player, cards=insts)
    if g.players[player].deck:
        Z.shuffle(g, player)


def shuffle_to_bottom(g, player: int, insts) -> list:
    """II-E-35: shuffle the cards face down (in a random order nobody sees, R1/R2) and put
    them on the bottom of ``player``'s deck; with no cards there is no shuffle (R3).
    Returns them in their new order, bottom card first."""
    insts = list(insts)
    if not insts:
        return []
    _rng.shuffle_in_place(insts, Z.random_value(g))
    for c in insts:
        Z.remove_card(g, c)
    g.players[player].deck[:0] = insts
    g.emit("to_deck", player, private_to=player, cards=list(insts), count=len(insts), face_down=True)
    return insts


def discard_from_hand(g, chooser: int, player: int, n: int, where=any_card, *, exactly: bool = True,
                      at_least: int = 0, prompt: str = "Choose cards to discard from your hand",
                      source: int = 0):
    """"Discard N cards from <player>'s hand" (``chooser`` picks; usually the hand's owner);
    ``exactly=False``: up to N, at least ``at_least`` of those there are (II-D-05 R1: "up to"
    cards the chooser can see means at least 1)."""
    hand = g.players[player].hand
    cands = [c for c in hand if where(c)]
    if exactly:
        got = yield from pick_cards(g, chooser, cands, exactly=n, prompt=prompt, source=source)
    else:
        got = yield from pick_cards(g, chooser, cands, up_to=n, at_least=at_least, prompt=prompt, source=source)
    Z.discard_from_hand(g, player, got)
    return got


def discard_down_to(g, player: int, size: int, *, source: int = 0):
    """"Discard cards from your hand until you have N cards in your hand"."""
    extra = len(g.players[player].hand) - size
    if extra <= 0:
        return []
    return (yield from discard_from_hand(g, player, player, extra, source=source,
                                         prompt=f"Choose {extra} card(s) to discard"))


def recover_from_discard(g, player: int, where, *, up_to: int = 1, at_least: int = 1,
                         exactly: int | None = None, prompt: str = "Choose a card from your discard pile",
                         source: int = 0, allowed=None):
    """"Put up to N X from your discard pile into your hand" (II-D-05); cards that must
    stay in the discard pile are never offered (:func:`~.filters.leaves_discard`)."""
    p = g.players[player]
    cands = [c for c in p.discard if where(c) and leaves_discard(c)]
    got = yield from pick_cards(g, player, cands, up_to=up_to, exactly=exactly, at_least=at_least, prompt=prompt,
                                source=source, allowed=allowed)
    for c in got:
        p.discard.remove(c)
        p.hand.append(c)
    if got:
        g.emit("to_hand", player, cards=got, src="discard")
    return got


def count_in(zone, where) -> int:
    return sum(1 for c in zone if where(c))


def different_types(chosen, c) -> bool:
    """``allowed`` for "Basic Energy cards of different types"."""
    t = CARD_LIST[c >> 7].energy_type
    return all(CARD_LIST[x >> 7].energy_type != t for x in chosen)


def put_on_top_in_any_order(g, player: int, insts, *, source: int = 0):
    """"Put those cards on top of your deck in any order": ``player`` picks the card to be
    on top, then the next one down, and so on; the cards then move from wherever they are
    (the deck included) to the top of their owner's deck."""
    rest = list(insts)
    order = []
    while len(rest) > 1:
        got = yield from pick_cards(g, player, rest, exactly=1, source=source,
                                    prompt="Choose the next card from the top of your deck")
        order.append(got[0])
        rest.remove(got[0])
    order.extend(rest)
    move_cards(g, order[::-1], "deck")                  # the last card moved is the top one
    if order:
        g.emit("deck_order", player, count=len(order))


def take_prize_cards(g, player: int, n: int = 1, *, judge: bool = True):
    """"Take N Prize cards" by an effect (not a Knock Out): into the hand one at a time, all
    that are left if fewer (III-20; II-E-31 cards may act on the way); winning is judged at
    once (I-E R1: "whenever" a player meets a condition).  ``judge=False`` leaves the
    judgement to the caller, when both players take Prize cards at once (1226 Lt. Surge's
    Bargain: I-E R2 decides if both take their last).  A generator; returns the cards."""
    taken = _take_prizes(g, player, n)
    for card in taken:
        yield from fire_card(g, "before_to_hand", card, "prize")
    if judge:
        _check_winner(g)
    return taken


def discard_stadium(g):
    """Discard the Stadium in play to its owner's discard pile ("discard a Stadium in
    play"; I-B-04 R2, II-C-01 R2).  A generator: like playing a Stadium, it tells the cards
    that the Stadium changed.  Returns the discarded card, or None if there was none."""
    old = g.stadium
    if old is None:
        return None
    for player, p in enumerate(g.players):          # an Item or Supporter being played (II-E-29, RC-223)
        if any(Q.stadium_trainer_effects_prevented(g, player, c >> 7) for c in p.resolving):
            return None
    g.stadium = None
    Z.to_discard(g, old)
    g.emit("discard", (old >> 6) & 1, cards=[old], src="stadium")
    yield from fire_card(g, "stadium_left", old)
    yield from fire(g, "stadium_changed", old, None)
    return old


def discard_at_random(g, player: int, n: int = 1) -> list:
    """"Discard N random cards from <player>'s hand" (II-C-01; nobody chooses): all of them
    if fewer.  Returns the cards discarded."""
    hand = g.players[player].hand
    out = [hand.pop(Z.random_index(g, len(hand))) for _ in range(min(max(n, 0), len(hand)))]
    Z.discard_all(g, out)
    if out:
        g.emit("discard", player, cards=out, src="random")
    return out


def random_hand_card_into_deck(g, chooser: int, owner: int):
    """"Choose a random card from <owner>'s hand; <owner> reveals it and shuffles it into
    their deck" (II-C-01); returns the card, or None with an empty hand."""
    hand = g.players[owner].hand
    if not hand:
        return None
    inst = hand[Z.random_index(g, len(hand))]
    g.emit("reveal", chooser, cards=[inst], note="{cards} chosen at random from the opponent's hand",
           revealed=[inst])
    shuffle_into_deck(g, owner, [inst])
    return inst


def discard_parts_available(g, player: int, parts) -> list:
    """The ``(label, where)`` parts of a "choose 1 or both" text that have a card to choose
    in ``player``'s discard pile (a ``can_play`` test: none, nothing would change)."""
    discard = g.players[player].discard
    return [(label, where) for label, where in parts if any(where(c) for c in discard)]


def shuffle_parts_from_discard(g, player: int, parts, *, up_to: int, source: int = 0):
    """"Choose 1 or both: shuffle up to N <X> from your discard pile into your deck; shuffle
    up to N <Y> ..." (II-D-05, II-E-36).  ``parts`` are two ``(label, where)``; only a part
    with a card to choose is offered, and with both the player names one or both.  Each
    chosen part takes at least one card.  A generator; returns the cards shuffled in."""
    avail = discard_parts_available(g, player, parts)
    if len(avail) == 2:
        choice = yield from pick_option(g, player, tuple(label for label, _ in avail) + ("both",),
                                        "Choose 1 or both", source)
        avail = [p for p in avail if choice in (p[0], "both")]
    chosen = []
    for label, where in avail:
        chosen += yield from pick_cards(g, player, [c for c in g.players[player].discard if where(c)],
                                        up_to=up_to, at_least=1, source=source,
                                        prompt=f"Choose up to {up_to} {label}")
    shuffle_into_deck(g, player, chosen)
    return chosen


def draw_from_bottom(g, player: int, n: int) -> list:
    """"Draw N cards from the bottom of your deck" (I-H R1: all that remain if fewer; the
    cards go to the hand as drawn cards, seen by their owner only).  Returns them, the
    bottom card first."""
    p = g.players[player]
    got = p.deck[:max(n, 0)]                 # the deck's bottom is the start of the list
    del p.deck[:len(got)]
    p.hand.extend(got)
    if got:
        g.emit("draw", player, private_to=player, cards=got, count=len(got))
    return got


__all__ = [n for n in dir() if not n.startswith("_")]
