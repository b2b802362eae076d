"""cabt's ``logs`` entries, rendered from ptcg's typed events (never from the text log).

:func:`render_logs` turns the events one player may read (``Game.events_for``) into the
official simulator's log entries (CONTRACT.md section 6) for that player: ``DRAW`` for
their own draws and ``DRAW_REVERSE`` for the opponent's, ``MOVE_CARD`` for a card they
see change zone and ``MOVE_CARD_REVERSE`` for a face-down one, ``HP_CHANGE`` with
``putDamageCounter``, the Special Conditions with ``isRecover``, ``COIN``, ``RESULT`` ...,
with cabt's serial numbers.

ptcg records a card's change of zone as a ``move`` event just before the event that
caused it (a draw, playing a card, attaching, evolving, moving Energy).  cabt logs those
actions once, as ``DRAW`` / ``PLAY`` / ``ATTACH`` / ``EVOLVE`` / ``MOVE_ATTACHED``, not as a
zone move too, so the moves such an event explains are left out; every other move is a
``MOVE_CARD`` (or its face-down form).  Moves into and out of the cards being played are
never logged (cabt logs the ``PLAY`` only).

As on the official simulator, every hit of an attack's damage is an ``HP_CHANGE``, also
one that comes to 0 (prevented, reduced to nothing, on a Tera Pokémon on the Bench);
damage counters moved from a Pokémon show as healing there (``putDamageCounter`` false)
and as counters placed on the other one; a Stadium replaced by another is a
``MOVE_CARD`` from the Stadium to the discard pile, just after the new one's ``PLAY``.
"""

from __future__ import annotations

from ..events import DECK, DISCARD, ENERGY, HAND, LOST, PLAYING, POKEMON, PRIZES, STADIUM, TOOL
from .enums import DECK_BOTTOM, LogTypeCode as L

_PILE_AREA = {DECK: 1, HAND: 2, DISCARD: 3, PRIZES: 6, STADIUM: 7, LOST: 3, ENERGY: 8, TOOL: 9}
_CONDITION_LOG = {"Poisoned": L.POISONED, "Burned": L.BURNED, "Asleep": L.ASLEEP,
                  "Paralyzed": L.PARALYZED, "Confused": L.CONFUSED}
_REASON = {"prizes": 1, "deck_out": 2, "no_pokemon": 3}

# the event kinds whose own entry stands for the zone move of their card (see the docstring)
_EXPLAINS = {"bench", "play", "play_stadium", "attach", "evolve", "energy_moved"}


def _area(zone: str, pos, card, mon) -> int | None:
    """The cabt area of a ``move`` event's zone (None: not logged)."""
    if zone == POKEMON:
        if mon is not None and card is not None and mon.inst != card:
            return 10                                   # a card under the top one
        return 4 if pos == 0 else 5
    if zone == PLAYING:
        return None
    return _PILE_AREA.get(zone)


def _top_first(moves) -> list:
    """The moves with each run of cards leaving one Pokémon's stack put top card first (the
    engine puts a stack into the discard pile from its Basic up; the official simulator
    logs the top card first, then the cards under it)."""
    out = list(moves)
    i = 0
    while i < len(out):
        d = out[i].data
        mon = d.get("src_mon")
        if d["src"] != POKEMON or mon is None:
            i += 1
            continue
        j = i + 1
        while j < len(out) and out[j].data["src"] == POKEMON and out[j].data.get("src_mon") is not None \
                and out[j].data["src_mon"].uid == mon.uid:
            j += 1
        out[i:j] = out[i:j][::-1]
        i = j
    return out


def _mon_card(ref) -> int:
    return ref.inst


class LogRenderer:
    """Renders events for one viewer; ``serial(inst)`` gives a card's serial number and
    ``below(uid, inst)`` the card under ``inst`` in the Pokémon ``uid`` (for ``EVOLVE``)."""

    __slots__ = ("viewer", "serial", "below", "_replaced")

    def __init__(self, viewer: int, serial, below):
        self.viewer = viewer
        self.serial = serial
        self.below = below
        self._replaced = []                # the old Stadium's entry, logged after the new one's PLAY

    def render(self, events) -> list:
        out = []
        pending = []                       # move events waiting for the event that explains them
        for e in events:
            if e.kind == "move":
                pending.append(e)
                continue
            if pending:
                self._flush(pending, e, out)
                pending = []
            self._event(e, out)
        if pending:
            self._flush(pending, None, out)
        out.extend(self._replaced)
        self._replaced = []
        return out

    # -- moves ------------------------------------------------------------------------------
    def _flush(self, moves, nxt, out) -> None:
        consumed = set()
        hidden_draws = 0
        bottom = ()
        if nxt is not None:
            k, d = nxt.kind, nxt.data
            if k == "draw":
                if "cards" in d:
                    consumed.update(d["cards"])
                else:
                    hidden_draws = d.get("count", 0)
            elif k in _EXPLAINS and "card" in d:
                consumed.add(d["card"])
            elif k == "to_deck" and (d.get("bottom") or d.get("face_down")):
                bottom = d.get("cards", ())
            elif k == "discard" and "replaced_by" in d:
                # a Stadium played over another: the official simulator logs the new one's
                # PLAY first, then the old one's move to the discard pile
                # (the new one's move from the hand is its PLAY, logged at ``play_stadium``)
                consumed.add(d["replaced_by"])
                held = [m for m in moves if m.data.get("card") in d["cards"] and m.data["src"] == STADIUM]
                if held:
                    moves = [m for m in moves if m not in held]
                    for m in held:
                        self._move(m, m.data["card"], (), self._replaced)
            elif k == "prizes":
                # the Knocked Out Pokémon reach the discard pile in the same look as the Prize
                # cards reach the hand; the official simulator logs the Prize cards last
                moves = sorted(moves, key=lambda m: m.data["src"] == PRIZES)
        for m in _top_first(moves):
            d = m.data
            card = d.get("card")
            if card is not None and card in consumed:
                continue
            if card is None and hidden_draws and d["src"] == DECK and d["dst"] == HAND and m.player == nxt.player:
                hidden_draws -= 1
                continue
            self._move(m, card, bottom, out)

    def _move(self, m, card, bottom, out) -> None:
        d = m.data
        src, dst = d["src"], d["dst"]
        src_mon, dst_mon = d.get("src_mon"), d.get("dst_mon")
        if src in (ENERGY, TOOL) and dst in (ENERGY, TOOL) and card is not None:
            if src_mon is not None and dst_mon is not None:
                out.append({"type": L.MOVE_ATTACHED, "playerIndex": m.player, "cardId": card >> 7,
                            "serial": self.serial(card),
                            "cardIdBefore": src_mon.inst >> 7, "serialBefore": self.serial(src_mon.inst),
                            "cardIdAfter": dst_mon.inst >> 7, "serialAfter": self.serial(dst_mon.inst)})
            return
        a = _area(src, d.get("src_pos"), card, src_mon)
        b = _area(dst, d.get("dst_pos"), card, dst_mon)
        if a is None or b is None:
            return
        if b == 1 and card is not None and card in bottom:
            b = DECK_BOTTOM
        if card is None:
            out.append({"type": L.MOVE_CARD_REVERSE, "playerIndex": m.player, "fromArea": a, "toArea": b})
        else:
            out.append({"type": L.MOVE_CARD, "playerIndex": m.player, "cardId": card >> 7,
                        "serial": self.serial(card), "fromArea": a, "toArea": b})

    # -- other events -------------------------------------------------------------------------
    def _card(self, t, player, inst) -> dict:
        return {"type": t, "playerIndex": player, "cardId": inst >> 7, "serial": self.serial(inst)}

    def _hp(self, ref, value: int, counters: bool) -> dict:
        return {"type": L.HP_CHANGE, "playerIndex": ref.owner, "cardId": ref.inst >> 7,
                "serial": self.serial(ref.inst), "value": value, "putDamageCounter": counters}

    def _event(self, e, out) -> None:
        k, d, p = e.kind, e.data, e.player
        if k == "draw":
            if "cards" in d:
                for c in d["cards"]:
                    out.append(self._card(L.DRAW, p, c))
            else:
                out.extend({"type": L.DRAW_REVERSE, "playerIndex": p} for _ in range(d.get("count", 0)))
        elif k in ("bench", "play", "play_stadium"):
            out.append(self._card(L.PLAY, p, d["card"]))
            if k == "play_stadium" and self._replaced:
                out.extend(self._replaced)
                self._replaced = []
        elif k == "attach":
            t = d["target"]
            out.append({"type": L.ATTACH, "playerIndex": t.owner, "cardId": d["card"] >> 7,
                        "serial": self.serial(d["card"]), "cardIdTarget": t.inst >> 7,
                        "serialTarget": self.serial(t.inst)})
        elif k == "evolve":
            t = d["target"]
            under = self.below(t.uid, d["card"], d.get("from_card"))
            entry = {"type": L.EVOLVE, "playerIndex": t.owner, "cardId": d["card"] >> 7,
                     "serial": self.serial(d["card"]), "cardIdTarget": d.get("from_card", 0)}
            entry["serialTarget"] = self.serial(under) if under is not None else 0
            out.append(entry)
        elif k == "switch":
            new, old = d["target"], d.get("source")
            if old is None:
                out.append({"type": L.MOVE_CARD, "playerIndex": new.owner, "cardId": new.inst >> 7,
                            "serial": self.serial(new.inst), "fromArea": 5, "toArea": 4})
            else:
                out.append({"type": L.SWITCH, "playerIndex": new.owner,
                            "cardIdActive": old.inst >> 7, "serialActive": self.serial(old.inst),
                            "cardIdBench": new.inst >> 7, "serialBench": self.serial(new.inst)})
        elif k == "promote":
            t = d["target"]
            out.append({"type": L.MOVE_CARD, "playerIndex": t.owner, "cardId": t.inst >> 7,
                        "serial": self.serial(t.inst), "fromArea": 5, "toArea": 4})
        elif k == "energy_moved":
            src, dst = d["source"], d["target"]
            out.append({"type": L.MOVE_ATTACHED, "playerIndex": src.owner, "cardId": d["card"] >> 7,
                        "serial": self.serial(d["card"]),
                        "cardIdBefore": src.inst >> 7, "serialBefore": self.serial(src.inst),
                        "cardIdAfter": dst.inst >> 7, "serialAfter": self.serial(dst.inst)})
        elif k == "attack":
            t = d["target"]
            out.append({"type": L.ATTACK, "playerIndex": t.owner, "cardId": t.inst >> 7,
                        "serial": self.serial(t.inst), "attackId": d["attack"]})
        elif k == "damage":
            out.append(self._hp(d["target"], -d.get("amount", 0), False))
        elif k == "counters":
            out.append(self._hp(d["target"], -10 * d["count"], True))
        elif k == "counters_moved":
            out.append(self._hp(d["source"], 10 * d["count"], False))
            if d.get("target") is not None:
                out.append(self._hp(d["target"], -10 * d["count"], True))
        elif k == "heal":
            out.append(self._hp(d["target"], d["amount"], False))
        elif k == "condition" or k == "recover":
            t = _CONDITION_LOG.get(d.get("condition"))
            if t is not None:
                ref = d["target"]
                out.append({"type": t, "playerIndex": ref.owner, "isRecover": k == "recover",
                            "cardId": ref.inst >> 7, "serial": self.serial(ref.inst)})
        elif k == "coin":
            out.append({"type": L.COIN, "playerIndex": p, "head": bool(d["heads"])})
        elif k == "shuffle":
            out.append({"type": L.SHUFFLE, "playerIndex": p})
        elif k == "turn_start":
            out.append({"type": L.TURN_START, "playerIndex": p})
        elif k == "turn_end":
            out.append({"type": L.TURN_END, "playerIndex": p})
        elif k == "mulligan":
            out.append({"type": L.HAS_BASIC_POKEMON, "playerIndex": p, "hasBasicPokemon": False})
        elif k == "setup_no_basic_both":
            for q in (0, 1):
                out.append({"type": L.HAS_BASIC_POKEMON, "playerIndex": q, "hasBasicPokemon": False})
        elif k == "result":
            w = d.get("winner")
            out.append({"type": L.RESULT, "result": 2 if w is None else w,
                        "reason": _REASON.get(d.get("reason"), 4)})


__all__ = ["LogRenderer"]
