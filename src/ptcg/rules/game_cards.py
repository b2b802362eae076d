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
        ids = self.ids
        self.queries = frozenset(q for q, by_card in t.passive_by_card.items() if not ids.isdisjoint(by_card))
        self.events = frozenset(e for e, by_card in t.trigger_by_card.items() if not ids.isdisjoint(by_card))
        # query -> the registry's tables by place (Pokémon, Tool, Energy, Stadium) cut to this
        # game's cards, so that a look at the board for one query visits only its cards
        self.split = {q: tuple(_cut(part, ids) for part in t.passive_split[q]) for q in self.queries}
        # event -> the registry's handlers by place (Pokémon, Tool, Energy, Stadium) cut to
        # this game's cards, None for a place with none; an event none of them answers in
        # play is absent (rules.triggers then looks at nothing)
        event_places = {}
        for event, split in t.trigger_split.items():
            parts = tuple(_cut(part, ids) for part in split)
            if parts != (None, None, None, None):
                event_places[event] = parts
        self.event_places = event_places
        # whether a card of the game may be discarded from play by its owner (a fossil's text)
        self.discardable = any(CARD_LIST[cid].key in DISCARDABLE_FROM_PLAY for cid in ids
                               if cid < len(CARD_LIST) and CARD_LIST[cid] is not None)
        # whether a card of the game has a declared Ability used from the hand or from the
        # discard pile (II-E-18; registering an Ability invalidates the tables)
        wheres = {ABILITIES[ab.key].where for cid in ids if cid < len(CARD_LIST) and CARD_LIST[cid] is not None
                  for ab in CARD_LIST[cid].abilities if ab.key in ABILITIES}
        self.from_hand = IN_HAND in wheres
        self.from_discard = IN_DISCARD in wheres
        self.tables = t.passive_by_card
        return self

    def __repr__(self) -> str:
        return f"<GameCards {len(self.ids)} card IDs>"


def _cut(part, ids):
    """A card table cut to the card IDs ``ids`` (None when none is left)."""
    if part is None:
        return None
    return {cid: lst for cid, lst in part.items() if cid in ids} or None


def answerable(g):
    """The game's :class:`GameCards`, up to date, or None when the state has none."""
    cards = g.cards_in_game
    if cards is not None and (not _Tables.built or cards.tables is not _Tables.passive_by_card):
        cards.refresh()
    return cards
