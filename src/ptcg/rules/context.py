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


def check_context(g, player: int, inst: int = 0, mon=None, ability=None) -> Context:
    """A :class:`Context` for a check that only reads it (a Trainer's ``can_play``, an
    Ability's ``can_use``).  While the board is frozen (listing the legal actions) one
    context is reused for every check instead of made per check; a check must not keep
    it or make another check with it in progress."""
    memo = g.qmemo
    if memo is None:
        return Context(g, player, inst, mon, ability)
    ctx = memo.ctx
    if ctx is None or ctx.player != player:
        ctx = memo.ctx = Context(g, player, inst, mon, ability)
        return ctx
    ctx.inst = inst
    ctx.mon = mon
    ctx.ability = ability
    ctx._memo = None
    return ctx
