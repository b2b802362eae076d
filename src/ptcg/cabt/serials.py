"""cabt's serial numbers: one per physical card, following the submitted deck lists.

A card's serial is ``3 + its position in player 0's list`` or ``63 + its position in
player 1's list`` (CONTRACT.md section 2).  ptcg numbers the copies of a card ID in deck
order too (``make_instance(card_id, owner, k)`` for the k-th copy), so the map is fixed at
the start of a game; :meth:`Serials.swap` exchanges the serials of two copies of one card
when an agent picks one copy and ptcg moves the other (ptcg offers one option per card ID,
cabt one per physical card), so the serial the agent chose is the one that moves.
"""

from __future__ import annotations

from ..state import make_instance

BASE = (3, 63)


def serial_table(decks) -> dict:
    """``{instance: serial}`` for two deck lists (card IDs in submitted order)."""
    out = {}
    for pl, deck in enumerate(decks):
        copies: dict = {}
        base = BASE[pl]
        for pos, cid in enumerate(deck):
            k = copies.get(cid, 0)
            copies[cid] = k + 1
            out[make_instance(cid, pl, k)] = base + pos
    return out


#: every Card dict made, by instance and serial: the worlds of a search (each with its own
#: Serials) and a game's copies after a swap show the same cards (shared, read only)
_CARD_DICTS: dict = {}


class Serials:
    """The serial of each card instance of one game; cheap to copy (the fixed table is
    shared, the swaps made since are a small dict)."""

    __slots__ = ("table", "swaps", "cards", "mons", "lists", "by_uid", "players")

    def __init__(self, table: dict, swaps: dict | None = None, cards: dict | None = None,
                 mons: dict | None = None, lists: dict | None = None, by_uid: dict | None = None,
                 players: dict | None = None):
        self.table = table
        self.swaps = swaps
        self.cards = {} if cards is None else cards      # instance -> its cabt Card dict (shared, read-only)
        self.mons = {} if mons is None else mons         # the observation's Pokemon dicts (ptcg.cabt.adapter)
        self.lists = {} if lists is None else lists      # tuple of instances -> list of Card dicts (read-only)
        # the last Pokemon dict of each Pokémon uid, and the last part of ``current`` of each
        # player, with what they were built from (ptcg.cabt.adapter: reused when unchanged)
        self.by_uid = {} if by_uid is None else by_uid
        self.players = {} if players is None else players

    @classmethod
    def for_decks(cls, decks) -> "Serials":
        return cls(serial_table(decks))

    def __call__(self, inst: int) -> int:
        s = self.swaps
        if s is not None:
            v = s.get(inst)
            if v is not None:
                return v
        return self.table.get(inst, 0)

    def swap(self, a: int, b: int) -> None:
        sa, sb = self(a), self(b)
        s = dict(self.swaps) if self.swaps else {}
        s[a], s[b] = sb, sa
        self.swaps = s
        # the Card dicts of the other cards still hold; what was built from the two is dropped
        cards = dict(self.cards)
        cards.pop(a, None)
        cards.pop(b, None)
        self.cards = cards
        self.mons = {}
        self.lists = {}
        self.by_uid = {}
        self.players = {}

    def copy(self) -> "Serials":
        # swaps and the card cache are replaced, never changed in place, so copies share them
        return Serials(self.table, self.swaps, self.cards, self.mons, self.lists, self.by_uid, self.players)

    def card(self, inst: int) -> dict:
        """``{"id", "serial", "playerIndex"}`` of a card (the same dict each time: read only)."""
        d = self.cards.get(inst)
        if d is None:
            serial = self(inst)
            key = inst << 8 | serial                     # serials are below 256
            d = _CARD_DICTS.get(key)
            if d is None:
                if len(_CARD_DICTS) > 200000:
                    _CARD_DICTS.clear()
                d = _CARD_DICTS[key] = {"id": inst >> 7, "serial": serial, "playerIndex": (inst >> 6) & 1}
            self.cards[inst] = d
        return d

    def cards_of(self, insts) -> list:
        """The Card dicts of a list of instances (the same list each time: read only)."""
        key = tuple(insts)
        lst = self.lists.get(key)
        if lst is None:
            if len(self.lists) > 50000:
                self.lists.clear()
            cache, card = self.cards, self.card
            lst = self.lists[key] = [cache.get(c) or card(c) for c in key]
        return lst

    def instance(self, serial: int) -> int | None:
        """The instance carrying ``serial`` (None if none does)."""
        if self.swaps:
            for inst, s in self.swaps.items():
                if s == serial:
                    return inst
        for inst, s in self.table.items():
            if s == serial and not (self.swaps and inst in self.swaps):
                return inst
        return None


__all__ = ["Serials", "serial_table", "BASE"]
