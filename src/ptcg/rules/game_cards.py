"""What the cards of one game can answer (a speed device of :mod:`.queries` and
:mod:`.triggers`; no rule lives here).

A game holds only the cards of its two decks, and no effect makes new ones.  So a query
(``@passive``) or an event (``@trigger``) that no card of either deck registers can be
answered by no card in play, at any moment of that game: the board need not be looked
at.  Each deck of the reference pool registers 0 to 4 of the 44 queries and 0 to 5 of
the 22 events, so nearly every question is settled without a look at the board.

:class:`GameCards` is made by :class:`ptcg.game.Game` and shared by every copy of the
state (``State.cards_in_game``); a state built another way (``ptcg.testing.Scenario``)
has none, and every question then looks at the board.  The sets follow the registry's
tables: a behaviour registered later (a test's stand-in card) is seen at once.
"""

from __future__ import annotations

from ..cards.db import CARD_LIST
from ..registry import ABILITIES, DISCARDABLE_FROM_PLAY, IN_DISCARD, IN_HAND, _Tables, tables


class GameCards:
    """The card IDs a game can ever hold, with the queries and the events some of them
    answer (``queries``, ``events``) and, per query and per event, the registry's always-on
    effects and event handlers of its cards by place (``split``, ``event_places``),
    whether one of its cards may be discarded from play by its owner (``discardable``),
    and whether one has an Ability used from the hand or the discard pile (``from_hand``,
    ``from_discard``); read them through :func:`answerable`."""

    __slots__ = ("ids", "tables", "queries", "events", "split", "event_places", "discardable", "from_hand",
                 "from_discard")

    def __init__(self, ids):
        self.ids = frozenset(ids)
        self.tables = None
        self.queries = self.events = frozenset()
        self.discardable = True
        self.from_hand = self.from_discard = True
        self.split: dict = {}
        self.event_places: dict = {}

    def refresh(self) -> "GameCards":
        """Bring ``queries`` and ``events`` up to date with the registry's tables."""
        t = tables()
        by_card = _card_index(t)
        queries, events = set(), set()
        split: dict = {}
        places: dict = {}
        for cid in self.ids:
            entry = by_card.get(cid)
            if entry is None:
                continue
            answers, answer_parts, hears, hear_parts = entry
            queries.update(answers)
            events.update(hears)
            for table, parts in ((split, answer_parts), (places, hear_parts)):
                for name, place, handlers in parts:
                    cut = table.get(name)
                    if cut is None:
                        cut = table[name] = [None, None, None, None]
                    if cut[place] is None:
                        cut[place] = {}
                    cut[place][cid] = handlers
        self.queries = frozenset(queries)
        self.events = frozenset(events)
        # query -> the registry's tables by place (Pokémon, Tool, Energy, Stadium) cut to this
        # game's cards (None for a place with none), so that a look at the board for one
        # query visits only its cards
        self.split = {q: tuple(split.get(q, _NO_PLACES)) for q in queries}
        # event -> the registry's handlers by place, cut in the same way; an event none of
        # them answers in play is absent (rules.triggers then looks at nothing)
        self.event_places = {e: tuple(parts) for e, parts in places.items()}
        # whether a card of the game may be discarded from play by its owner (a fossil's text)
        self.discardable = any(CARD_LIST[cid].key in DISCARDABLE_FROM_PLAY for cid in self.ids
                               if cid < len(CARD_LIST) and CARD_LIST[cid] is not None)
        # whether a card of the game has a declared Ability used from the hand or from the
        # discard pile (II-E-18; registering an Ability invalidates the tables)
        wheres = {ABILITIES[ab.key].where for cid in self.ids if cid < len(CARD_LIST) and CARD_LIST[cid] is not None
                  for ab in CARD_LIST[cid].abilities if ab.key in ABILITIES}
        self.from_hand = IN_HAND in wheres
        self.from_discard = IN_DISCARD in wheres
        self.tables = t.passive_by_card
        return self

    def __repr__(self) -> str:
        return f"<GameCards {len(self.ids)} card IDs>"


def game_cards_of(card_ids) -> GameCards:
    """The :class:`GameCards` of the card IDs ``card_ids``, shared by the games that hold
    the same cards: the same decks play game after game, and the first look at the
    registry's tables for a set of cards costs about as much as two whole decisions (it
    follows the tables by itself, see :meth:`GameCards.refresh`)."""
    key = frozenset(card_ids)
    cards = _BY_IDS.get(key)
    if cards is None:
        if len(_BY_IDS) >= 256:
            _BY_IDS.clear()
        cards = _BY_IDS[key] = GameCards(key)
    return cards


_BY_IDS: dict = {}       # frozenset of card IDs -> its GameCards (game_cards_of)


_NO_PLACES = (None, None, None, None)


def _card_index(t) -> dict:
    """The registry's tables ``t`` turned around, once per build of them: card ID ->
    (the queries it answers, [(query, place, handlers)], the events it answers, [(event,
    place, handlers)]), where a place is the index of a part of ``passive_split`` or
    ``trigger_split`` (Pokémon, Tool, Energy, Stadium).  A game's tables are then made
    from its few dozen cards, not from every card the registry knows."""
    if _INDEX[0] is t.passive_by_card:
        return _INDEX[1]
    index: dict = {}

    def entry(cid):
        e = index.get(cid)
        if e is None:
            e = index[cid] = ([], [], [], [])
        return e

    for slot, by_name in ((0, t.passive_by_card), (2, t.trigger_by_card)):
        for name, cards in by_name.items():
            for cid in cards:
                entry(cid)[slot].append(name)
    for slot, by_name in ((1, t.passive_split), (3, t.trigger_split)):
        for name, parts in by_name.items():
            for place, part in enumerate(parts):
                for cid, handlers in (part or {}).items():
                    entry(cid)[slot].append((name, place, handlers))
    _INDEX[:] = [t.passive_by_card, index]
    return index


_INDEX: list = [None, {}]      # [the tables' passive_by_card, _card_index of them]


def answerable(g):
    """The game's :class:`GameCards`, up to date, or None when the state has none."""
    cards = g.cards_in_game
    if cards is not None and (not _Tables.built or cards.tables is not _Tables.passive_by_card):
        cards.refresh()
    return cards
