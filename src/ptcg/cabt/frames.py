"""What ptcg is in the middle of asking: the running step's generators, read without changing them.

A ptcg question inside an effect is asked by a primitive (``pick_cards``, ``pick_pokemon``,
``choose_energy_cards``, ``distribute`` ...) that a card or a rule procedure called, the
whole chain being generators linked by ``yield from``.  The official simulator's question
says more than ptcg's single pick does: the whole multi-select (every candidate, the least
and most that may be chosen), why it is asked (its *context*: to the hand, discard, to the
Bench ...) and which cards are being looked at.  All of that is in the chain: the
primitive's locals hold the candidates and the counts, the names of the procedures around
it say why.  :func:`chain` lists the generators, outermost first; :func:`find` the
innermost one running a given procedure.

This reads only (``gi_yieldfrom``, ``gi_frame.f_locals``); nothing in the engine changes.
"""

from __future__ import annotations


class Frame:
    """One running generator: its function ``name``, the generator object ``gen`` (the same
    object for as long as that procedure runs) and its ``locals``."""

    __slots__ = ("name", "gen", "_locals")

    def __init__(self, gen):
        self.gen = gen
        self.name = gen.gi_code.co_name
        self._locals = None

    @property
    def locals(self) -> dict:
        if self._locals is None:
            fr = self.gen.gi_frame
            self._locals = dict(fr.f_locals) if fr is not None else {}
        return self._locals

    def __repr__(self) -> str:
        return f"<Frame {self.name}>"


def chain(game) -> list:
    """The running step's generators of ``game`` (a :class:`ptcg.game.Game`), outermost first."""
    out = []
    gen = game._gen
    while gen is not None:
        out.append(Frame(gen))
        gen = getattr(gen, "gi_yieldfrom", None)
        if gen is not None and not hasattr(gen, "gi_code"):
            break
    return out


def find(frames, *names):
    """The innermost frame running one of ``names``, or None."""
    for f in reversed(frames):
        if f.name in names:
            return f
    return None


def names(frames) -> set:
    return {f.name for f in frames}


def running(game, gen) -> bool:
    """Whether the generator ``gen`` is still part of ``game``'s running step."""
    g = game._gen
    while g is not None:
        if g is gen:
            return True
        g = getattr(g, "gi_yieldfrom", None)
    return False


__all__ = ["Frame", "chain", "find", "names", "running"]
