"""Setup questions as positions a search can start from.

ptcg's setup (I-G P10, :func:`ptcg.rules.setup.setup`) is one step from the first question
("who goes first") to the first turn's draw, so a question in the middle of it (the Active
Pokémon, the Bench, the extra cards after the opponent's mulligans) has no position between
steps to rebuild from.  What is left of the setup at such a question is a short script of
the setup's own parts: choose the Active, fill the Bench, set the Prize cards, redraw a hand
without a Basic Pokémon, draw the extra cards.  :func:`setup_script` reads it from the
running step, :func:`resume_setup` plays it from a rebuilt state, and :class:`ResumedGame`
is a game whose copies in the middle of that step replay it from the same start.
"""

from __future__ import annotations

from ..decisions import MULLIGAN_DRAW, SETUP_ACTIVE, SETUP_BENCH
from ..game import Game
from ..rules.setup import (_can_start_active, _choose_active, _choose_bench, _has_start, _mulligan_bonus, _redraw,
                           _set_prizes)
from ..rules.turn import start_turn
from . import frames as F

_OP = {SETUP_ACTIVE: "active", SETUP_BENCH: "bench"}


def setup_script(game) -> list | None:
    """What is left of the setup at ``game``'s question, from that question on, as
    ``[[part, player], ...]`` (parts: "active", "bench", "prizes", "mulligans", "extra"); None
    when the question is not one of the setup's own."""
    d = game.decision
    frames = F.chain(game)
    fr = F.find(frames, "setup")
    if d is None or fr is None or game.state.phase != "setup":
        return None
    if F.find(frames, "_mulligan_bonus") is not None:
        return [["extra" if d.kind == MULLIGAN_DRAW else "bench", d.player]]
    L = fr.locals
    first = L.get("first")
    lacking = L.get("lacking")
    op = _OP.get(d.kind)
    if first is None or lacking is None or op is None:
        return None
    order = (first, 1 - first)
    if not lacking:
        full = [["active", order[0]], ["active", order[1]], ["bench", order[0]], ["bench", order[1]],
                ["prizes", order[0]], ["prizes", order[1]]]
    else:
        # the player with a Basic Pokémon sets up first, then the other redraws (ptcg's order)
        m = lacking[0]
        o = 1 - m
        full = [["active", o], ["bench", o], ["prizes", o], ["mulligans", m], ["active", m], ["bench", m],
                ["prizes", m], ["extra", o]]
    try:
        return full[full.index([op, d.player]):]
    except ValueError:
        return None


def resume_setup(g, script):
    """Play the rest of the setup (``script``), then start the first turn, as
    :func:`ptcg.game._start` does after the setup.

    In a search world the opponent's hand is the searcher's guess, which may hold no Basic
    Pokémon where the real hand had one: that player then redraws before choosing (I-G P10,
    as in the real setup and as the official simulator does in its searches), and the other
    player is offered the extra cards at the end of the setup."""
    script = [list(part) for part in script]
    k = 0
    while k < len(script):
        part, pl = script[k]
        k += 1
        if part == "active":
            if not _has_start(g, pl):
                _take_mulligans(g, pl)
                if ["extra", 1 - pl] not in script[k:]:
                    script.append(["extra", 1 - pl])
            yield from _choose_active(g, pl)
        elif part == "bench":
            yield from _choose_bench(g, pl)
        elif part == "prizes":
            _set_prizes(g, pl)
        elif part == "mulligans":
            _take_mulligans(g, pl)
        elif part == "extra":
            yield from _mulligan_bonus(g, pl, g.players[1 - pl].mulligans)
    g.phase = "play"
    g.emit("setup_done")
    yield from start_turn(g, g.first_player)


def _take_mulligans(g, pl: int) -> None:
    """I-G P10: show a hand without a Basic Pokémon, shuffle it back, draw again, until one
    comes.  A hand and deck with no Basic Pokémon at all (a guessed deck can be one) cannot
    start: that is an error of the position, not an endless redraw."""
    from .position import PositionError     # (position imports this module)
    p = g.players[pl]
    if not any(_can_start_active(g, c) for c in p.hand + p.deck):
        raise PositionError("a player's hand and deck hold no Basic Pokémon to start with")
    while not _has_start(g, pl):
        p.mulligans += 1
        g.emit("mulligan", pl, number=p.mulligans, cards=list(p.hand), revealed=p.hand)
        _redraw(g, pl)


class ResumedGame(Game):
    """A game rebuilt at a setup question: its running step is :func:`resume_setup` from
    ``_snapshot`` (a copy of it in that step replays the options from there)."""

    script: list = []

    @classmethod
    def at(cls, state, decks, rules, script) -> "ResumedGame":
        from .position import new_game
        game = new_game(state, decks, rules)
        game.__class__ = cls
        game.script = script
        game._snapshot_at_start = True
        game._begin(resume_setup(state, script))
        return game

    def clone(self, keep_log: bool = False) -> Game:
        if self._gen is None or not self._snapshot_at_start:
            return Game.clone(self, keep_log)
        c = ResumedGame.__new__(ResumedGame)
        for name in ("decks", "deck_names", "seed", "rules", "auto_end", "script", "_snapshot",
                     "_snapshot_at_start", "_snap_turn"):
            setattr(c, name, getattr(self, name))
        c.state = self._snapshot.copy()
        c.state.events = c.state.watch = None
        c._history = []
        c._turn_starts = ()
        c._gen = None
        c._decision = None
        c._record = []
        c._begin(resume_setup(c.state, self.script))
        for opt in self._history:
            c._apply(opt)
        c._record = self._record[:]
        c._turn_starts = self._turn_starts
        if keep_log and self.state.events is not None:
            c.state.events = self.state.events[:]
            c.state.watch = self.state.watch.copy()
        return c


__all__ = ["setup_script", "resume_setup", "ResumedGame"]
