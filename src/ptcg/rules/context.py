"""The context handed to Ability, Trainer and trigger code (``ctx``)."""

from __future__ import annotations


class Context:
    """Who is doing what: ``player`` uses ``inst`` (a card instance); ``mon`` is the
    Pokémon whose Ability or attached card it is (None for Trainers played from hand)."""

    __slots__ = ("g", "player", "me", "mon", "inst", "ability", "_memo")

    def __init__(self, g, player: int, inst: int = 0, mon=None, ability=None):
        self.g = g
        self.player = player
        self.me = g.players[player]      # the player's state (read by most card code)
        self.inst = inst
        self.mon = mon
        self.ability = ability
        self._memo = None

    @property
    def memo(self) -> dict:
        """A scratch dict for the code using this context, made on first use (most never do)."""
        m = self._memo
        if m is None:
            m = self._memo = {}
        return m

    @property
    def opp(self):
        return self.g.players[1 - self.player]

    @property
    def opponent(self) -> int:
        return 1 - self.player

    @property
    def card(self):
        from ..cards.db import CARD_LIST
        return CARD_LIST[self.inst >> 7]

    def __repr__(self) -> str:
        return f"<Context player={self.player} card={self.card.name}>"
