"""I-E: winning, losing and drawing.

A player meeting a condition loses: (a) the opponent took all their Prize cards, (b) they
have no Pokémon to put into the Active Spot, (c) they cannot draw at the start of their
turn.  When conditions meet at once, the table of I-E R2 (000/003) applies.  It is the
same as counting each player's winning conditions (own Prizes all taken; the opponent
cannot put out an Active Pokémon): more conditions wins, equal is a draw.

A draw ends the game, or starts a tie-break game (001: 6 Prizes, the first to have fewer
Prize cards left than the opponent wins) or a Sudden Death game (000/003/004: 1 Prize
card each) when the ruleset asks for it; see :mod:`ptcg.rules.setup`.
"""

from __future__ import annotations


REASONS = {
    "prizes": "took all Prize cards",
    "no_pokemon": "the opponent had no Pokémon to put into the Active Spot",
    "deck_out": "the opponent could not draw at the start of their turn",
    "card_effect": "a card effect",
    "tiebreak": "took the lead in the tie-break game",
    "concede": "the opponent conceded",
    "draw": "both players met a winning condition at once",
}


class Result:
    """How a game ended: ``winner`` is 0, 1 or None for a draw."""

    __slots__ = ("winner", "reason", "turn")

    def __init__(self, winner, reason: str, turn: int):
        self.winner = winner
        self.reason = reason
        self.turn = turn

    @property
    def is_draw(self) -> bool:
        return self.winner is None

    def returns(self) -> tuple:
        """OpenSpiel-style payoffs: +1 / -1 / 0."""
        if self.winner is None:
            return (0.0, 0.0)
        return (1.0, -1.0) if self.winner == 0 else (-1.0, 1.0)

    def describe(self) -> str:
        if self.winner is None:
            return f"draw ({REASONS.get(self.reason, self.reason)}) on turn {self.turn}"
        return (f"player {self.winner + 1} wins ({REASONS.get(self.reason, self.reason)}) "
                f"on turn {self.turn}")

    def to_dict(self) -> dict:
        return {"winner": self.winner, "reason": self.reason, "turn": self.turn}

    def __repr__(self) -> str:
        return f"Result(winner={self.winner}, reason={self.reason!r}, turn={self.turn})"


class GameOver(Exception):
    """Raised inside the procedures when the game ends; the driver stops the game."""

    def __init__(self, result: Result):
        super().__init__(result.describe())
        self.result = result


def end_game(g, winner, reason: str):
    result = Result(winner, reason, g.turn)
    g.result = result
    g.phase = "over"
    g.emit("result", winner=result.winner, reason=result.reason, text=result.describe())
    raise GameOver(result)


def check_winner(g) -> None:
    """Judge I-E R1/R2 now (after KO processing and Prize cards)."""
    if g.phase != "play":
        return
    p0, p1 = g.players
    prizes_done = (not p0.prizes and p0.initial_prizes > 0, not p1.prizes and p1.initial_prizes > 0)
    no_active = (p0.active is None and not p0.bench, p1.active is None and not p1.bench)
    wins0 = prizes_done[0] + no_active[1]
    wins1 = prizes_done[1] + no_active[0]
    if wins0 or wins1:
        if wins0 > wins1:
            end_game(g, 0, "prizes" if prizes_done[0] else "no_pokemon")
        elif wins1 > wins0:
            end_game(g, 1, "prizes" if prizes_done[1] else "no_pokemon")
        else:
            end_game(g, None, "draw")
    if g.tiebreak == 2:
        # 001 tie-break game: the first player with fewer Prize cards left than the other wins
        if len(p0.prizes) != len(p1.prizes):
            end_game(g, 0 if len(p0.prizes) < len(p1.prizes) else 1, "tiebreak")


def deck_out(g, player: int):
    """I-E R1 (c): ``player`` cannot draw at the start of their turn and loses."""
    g.emit("cannot_draw", player)
    end_game(g, 1 - player, "deck_out")


def win(g, player: int):
    """II-E-38: "you win this game"."""
    end_game(g, player, "card_effect")


def lose(g, player: int):
    end_game(g, 1 - player, "card_effect")
