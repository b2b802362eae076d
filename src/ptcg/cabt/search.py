"""The forward model agents call: ``SearchBegin`` / ``SearchStep`` / ``SearchRelease`` /
``SearchEnd`` (CONTRACT.md section 8), on ptcg's ``clone()``.

A :class:`Searcher` is one ``AgentStart()`` pointer: its states are numbered from 0 in the
order they are made (a root or a step), each a :class:`~ptcg.cabt.adapter.CabtGame` seen
by whoever decides next.  ``begin`` builds a root from ``search_begin_input`` and the
caller's guesses for the hidden zones (their card IDs, the last element of a deck list
being its top card); ``step`` copies a state, applies an answer and returns the new one;
the parent stays as it was.  Results are cabt's ``ApiResult`` (``{"state": {"observation",
"searchId"}, "error"}``), error codes included:

* begin: 1 unknown card ID, 2 an Active guess that is not a Pokémon, 30 a broken pointer,
  99 a position this engine cannot rebuild (the wrapper raises a bare ``RuntimeError``);
* step: 1 no such state, 2 released, 3 the battle has ended, 4 / 5 / 6 a refused answer.

Randomness: each world and each step draws from a stream of its own, derived
deterministically from the input, the guesses and the number of calls made on the
pointer, so a search repeated identically gives identical results while two steps from
one parent flip their own coins.  With ``manual_coin`` every coin flip is a
``COIN_HEAD`` (46) yes/no question to the player flipping (yes = heads).
"""

from __future__ import annotations

import hashlib
import json

from .. import rng
from ..cards.db import CARD_LIST
from ..state import make_instance
from ..errors import PTCGError
from .adapter import CABT_RULES, AnswerError, CabtGame, DistributePending, EnergyPending, Question, RetreatPending
from .enums import (ERR_COUNT, ERR_DUPLICATE, ERR_ENDED, ERR_INDEX, ERR_NO_STATE, ERR_RELEASED,
                    OptionType as O, SelectContext as C, SelectType as T)
from .position import PositionError, build_state, new_game, parse
from .serials import BASE, Serials

ERR_INVALID_CARD = 1
ERR_ACTIVE_NOT_POKEMON = 2
ERR_UNSUPPORTED = 99

_PLACEHOLDER_SELECT = {"type": 0, "context": 0, "minCount": 1, "maxCount": 1, "remainDamageCounter": 0,
                       "remainEnergyCost": 0, "option": [], "deck": None, "contextCard": None, "effect": None}


class CoinAsked(Exception):
    """Raised inside a step when a coin is flipped that the searcher chooses (manual_coin)."""

    def __init__(self, player: int):
        self.player = player


def _ask_coin(g, player, why):
    raise CoinAsked(player)


class Node:
    """A search state: ``cg`` (None for a coin question) and, for a coin question, the
    parent game, the answer being applied and the coins chosen so far."""

    __slots__ = ("cg", "parent", "answer", "coins", "player", "manual", "observation", "seed")

    def __init__(self, cg, *, parent=None, answer=None, coins=(), player=None, manual=False, seed=0):
        self.cg = cg
        self.parent = parent
        self.answer = answer
        self.coins = coins
        self.player = player
        self.manual = manual
        self.observation = None
        self.seed = seed


class Searcher:
    """The states of one ``AgentStart()`` pointer."""

    def __init__(self):
        self.nodes: dict = {}
        self.released: set = set()
        self.next_id = 0
        self.calls = 0

    # -- the exports ---------------------------------------------------------------------------
    def begin(self, sbi, your_deck, your_prize, opponent_deck, opponent_prize, opponent_hand,
              opponent_active, manual_coin: bool = False) -> dict:
        try:
            doc = parse(sbi)
        except PositionError:
            return {"state": None, "error": ERR_UNSUPPORTED}
        guesses = [list(your_deck), list(your_prize), list(opponent_deck), list(opponent_prize),
                   list(opponent_hand), list(opponent_active)]
        for lst in guesses:
            for cid in lst:
                if not (isinstance(cid, int) and 0 < cid < len(CARD_LIST) and CARD_LIST[cid] is not None):
                    return {"state": None, "error": ERR_INVALID_CARD}
        for cid in guesses[5]:
            if not CARD_LIST[cid].is_pokemon:
                return {"state": None, "error": ERR_ACTIVE_NOT_POKEMON}
        self.calls += 1
        h = hashlib.blake2b(f"{sbi!s}|{guesses}|{manual_coin}|{self.calls}".encode(), digest_size=8).digest()
        seed = int.from_bytes(h, "big")
        try:
            cg = build_world(doc, guesses, seed)
        except (PositionError, AnswerError, PTCGError) as e:
            self.last_error = str(e)
            return {"state": None, "error": ERR_UNSUPPORTED}
        if manual_coin:
            cg.game.state.forced_coins = [_ask_coin]
        node = Node(cg, manual=manual_coin, seed=seed)
        return self._result(node, root=True)

    def step(self, search_id, indices) -> dict:
        node = self.nodes.get(search_id)
        if node is None:
            return {"state": None, "error": ERR_NO_STATE if search_id not in self.released else ERR_RELEASED}
        self.calls += 1
        if node.cg is not None:
            cg = node.cg
            q = cg.question
            if q is None:
                return {"state": None, "error": ERR_ENDED}
            err = _check(q, indices)
            if err:
                return {"state": None, "error": err}
            child = cg.clone()
            if child.game._gen is None:
                # between steps: a fresh random stream for this line of play (mid-step, the
                # step's own replay needs the stream it started with)
                child.game.state.seed = rng.splitmix64(node.seed ^ (self.calls * 0x9E3779B97F4A7C15) & rng.MASK64)
                rebase(child.game)
            return self._advance(child, list(indices), node, coins=())
        # a coin question: re-run the parent's step with one more coin decided
        if len(indices) != 1:
            return {"state": None, "error": ERR_COUNT}
        if indices[0] not in (0, 1):
            return {"state": None, "error": ERR_INDEX}
        coins = node.coins + (indices[0] == 0,)
        child = node.parent.clone()
        if child.game._gen is None:
            child.game.state.seed = node.seed
            rebase(child.game)
        return self._advance(child, node.answer, node, coins=coins, base_seed=node.seed)

    def release(self, search_id) -> None:
        if search_id in self.nodes:
            del self.nodes[search_id]
            self.released.add(search_id)

    def end(self) -> None:
        self.nodes.clear()
        self.released.clear()
        self.next_id = 0

    # -- internals -----------------------------------------------------------------------------------
    def _advance(self, child: CabtGame, indices, node, *, coins, base_seed=None) -> dict:
        manual = node.manual
        parent_cg = node.cg if node.cg is not None else node.parent
        g = child.game.state
        if manual:
            g.forced_coins = list(coins) + [_ask_coin]
        seed = g.seed if base_seed is None else base_seed
        try:
            child.answer(indices)
        except CoinAsked as asked:
            child._render_logs()
            coin = Node(None, parent=parent_cg, answer=indices, coins=coins, player=asked.player, manual=True,
                        seed=seed)
            coin.observation = self._coin_observation(child, asked.player)
            return self._result(coin)
        except AnswerError as e:
            return {"state": None, "error": e.code}
        if manual:
            g.forced_coins = [_ask_coin]
        if child.game._gen is None:
            rebase(child.game)
        return self._result(Node(child, manual=manual, seed=g.seed))

    def _coin_observation(self, cg: CabtGame, player: int) -> dict:
        select = {"type": T.YES_NO.value, "context": C.COIN_HEAD.value, "minCount": 1, "maxCount": 1,
                  "remainDamageCounter": 0, "remainEnergyCost": 0,
                  "option": [{"type": O.YES.value}, {"type": O.NO.value}], "deck": None, "contextCard": None,
                  "effect": None}
        logs = [e for e in cg.take_logs(player) if e["type"] != 23]
        return {"select": select, "logs": logs, "current": cg.current_dict(player), "search_begin_input": None}

    def _result(self, node: Node, root: bool = False) -> dict:
        sid = self.next_id
        self.next_id += 1
        self.nodes[sid] = node
        obs = node.observation
        if obs is None:
            obs = observe(node.cg, root=root)
        return {"state": {"observation": obs, "searchId": sid}, "error": 0}


def rebase(game) -> None:
    """Make the current position (between steps) the one ``game.clone()`` replays from, so
    copies made in the middle of the next step replay that step only."""
    game._snapshot = game.state.copy()
    game._snapshot_at_start = False
    game._snap_turn = game.state.turn
    game._history = []


def _check(q: Question, indices) -> int:
    n = len(q.options)
    if not q.min <= len(indices) <= q.max:
        return ERR_COUNT
    for i in indices:
        if not isinstance(i, int) or not 0 <= i < n:
            return ERR_INDEX
    if len(set(indices)) != len(indices):
        return ERR_DUPLICATE
    return 0


def observe(cg: CabtGame, *, root: bool = False) -> dict:
    """A search state's observation, from the perspective of whoever decides next."""
    q = cg.question
    if q is None:
        g = cg.game.state
        viewer = g.current if g.current in (0, 1) else 0
        logs = [e for e in cg.take_logs(viewer) if e["type"] != 23]
        return {"select": dict(_PLACEHOLDER_SELECT), "logs": logs, "current": cg.current_dict(viewer),
                "search_begin_input": None}
    logs = cg.take_logs(q.player)
    if root:
        logs = []
    return {"select": cg.select_dict(), "logs": logs, "current": cg.current_dict(q.player),
            "search_begin_input": None}


# -- building a world from a position and guesses -----------------------------------------------------------

def build_world(doc: dict, guesses, seed: int) -> CabtGame:
    """The CabtGame of a decoded ``search_begin_input`` with the hidden zones filled from the
    guesses (your deck, your Prize cards, the opponent's deck, Prize cards, hand, Active)."""
    me = doc["me"]
    opp = 1 - me
    s = doc.get("s")
    if s is None:
        raise PositionError("this position cannot be rebuilt")
    if s == "start":
        # before anything is dealt: a new game of the player's list and the guessed one
        theirs = list(guesses[2])[:60]
        if len(theirs) < 60 or not any(CARD_LIST[c].plays_as_basic for c in theirs):
            raise PositionError("the opponent's deck guess needs 60 cards and a Basic Pokémon")
        decks = (doc["deck"], theirs) if me == 0 else (theirs, doc["deck"])
        return CabtGame(decks[0], decks[1], seed=seed, first_chooser=doc.get("fc", 0), validate_decks=False,
                        track_positions=False)
    mid = "h" in doc
    own_list = doc["deck"]
    your_deck, your_prize, opp_deck, opp_prize, opp_hand, _opp_active = guesses
    # own instances: the deck list's copies not seen anywhere else
    own_all = [make_instance(cid, me, k) for cid, k in _copies(own_list)]
    visible = set(_visible_insts(s))
    pins = doc.get("pins") or {"coins": [], "out": [], "in": []}
    pinned = [c for _o, _z, c in pins["out"]] + [c for _o, _z, c in pins["in"]]
    visible.update(pinned)
    if mid and doc.get("now_deck"):
        visible.update(doc["now_deck"])
    if mid and doc.get("now_top"):
        visible.update(doc["now_top"])
    unseen_own = [c for c in own_all if c not in visible]
    used_opp = {c & 63 for c in visible if (c >> 6) & 1 == opp}
    free_opp = [k for k in range(64) if k not in used_opp]
    table = dict(zip(own_all, (BASE[me] + i for i in range(len(own_list)))))
    extra_own = [0]

    def own_card(cid):
        for c in unseen_own:
            if c >> 7 == cid:
                unseen_own.remove(c)
                return c
        # a guess of a card the player does not own: a new copy
        k = sum(1 for c in own_all if c >> 7 == cid) + extra_own[0]
        extra_own[0] += 1
        c = make_instance(cid, me, min(k, 63))
        table.setdefault(c, 0)
        return c

    def opp_card(cid):
        if not free_opp:
            raise PositionError("too many cards guessed for the opponent")
        k = free_opp.pop(0)
        c = make_instance(cid, opp, k)
        table[c] = BASE[opp] + k
        return c

    def fill(pl, zone, n):
        if pl == me:
            src = your_deck if zone == "deck" else your_prize if zone == "prizes" else []
        else:
            src = opp_deck if zone == "deck" else opp_prize if zone == "prizes" else opp_hand
        make = own_card if pl == me else opp_card
        if not mid:
            if len(src) < n:
                raise PositionError(f"too few cards guessed for {zone}")
            return [make(cid) for cid in src[:n]]
        # the zone as it was at the last position between steps: the zone now (the deck shown
        # by the question, or the guess), less the cards seen going in since, plus the cards
        # seen coming out (the first out on top), sized as it was
        size_now = doc["now"][zone][pl]
        if pl == me and zone == "deck" and doc.get("now_deck") is not None:
            cards = list(doc["now_deck"])
        else:
            if len(src) < size_now:
                raise PositionError(f"too few cards guessed for {zone}")
            cards = [make(cid) for cid in src[:size_now]]
            top = doc.get("now_top") if pl == me and zone == "deck" else None
            if top:
                for c in top:                              # the cards being looked at are known
                    same = [x for x in cards if x >> 7 == c >> 7] or cards[:1]
                    if same:
                        cards.remove(same[0])
                cards.extend(reversed(top))
        for o, z, c in pins["in"]:
            if o == pl and z == zone:
                same = [x for x in cards if x == c] or [x for x in cards if x >> 7 == c >> 7]
                if same:
                    cards.remove(same[-1])
        for o, z, c in reversed(pins["out"]):
            if o == pl and z == zone:
                cards.append(c)
        while len(cards) > n:
            cards.pop(0)
        while len(cards) < n:
            if not src:
                raise PositionError(f"no guess to fill {zone}")
            cards.insert(0, make(src[len(cards) % len(src)]))
        return cards

    state = build_state(s, CABT_RULES, seed, fill)
    for c in visible:
        if (c >> 6) & 1 == opp:
            table[c] = BASE[opp] + (c & 63)
    swaps = {int(k): v for k, v in doc.get("swaps", {}).items()} or None
    serials = Serials(table, swaps)
    decks = (tuple(own_list), ()) if me == 0 else ((), tuple(own_list))
    game = new_game(state, decks, CABT_RULES)
    pending = None
    p = doc.get("pending")
    if p and "retreat" in p and not mid:
        pl, paid, need = p["retreat"]
        pending = RetreatPending(pl, tuple(paid), need)
    if mid:
        # replay the options applied since, the coins falling as they fell
        state.forced_coins = [bool(c) for c in pins["coins"]]
        try:
            for o in doc["h"]:
                game.apply(_unopt(o))
        except (PTCGError, ValueError, IndexError, KeyError, TypeError) as e:
            raise PositionError(f"the position does not replay: {e}") from None
        state.forced_coins = None
    for c in _all_insts(state):
        if (c >> 6) & 1 == opp and c not in table:
            table[c] = BASE[opp] + (c & 63)
    cg = CabtGame.from_game(game, serials, first_chooser=doc.get("fc", 0), count=tuple(doc.get("cnt", (-1, 0))),
                            pending=pending)
    if mid and p:
        q = cg.pending
        if "energy" in p and isinstance(q, EnergyPending):
            q.paid = tuple(p["energy"])
        elif "dist" in p and isinstance(q, DistributePending):
            q.placed = tuple(p["dist"])
        cg._next()
    if mid and doc.get("sel") is not None and cg.select_dict() != doc["sel"]:
        raise PositionError("the replayed position asks another question")
    return cg


def _unopt(o):
    if isinstance(o, dict):
        if "t" in o:
            return tuple(_unopt(x) for x in o["t"])
        if "i" in o:
            return o["i"]
        if "h" in o:
            raise PositionError("the opponent chose a card the player has not seen")
    return o


def _all_insts(g):
    for p in g.players:
        yield from p.deck
        yield from p.hand
        yield from p.discard
        yield from p.prizes
        yield from p.lost
        yield from p.resolving
        for m in p.in_play():
            yield from m.cards
            yield from m.energy
            yield from m.tools
    if g.stadium is not None:
        yield g.stadium


def _copies(cids):
    seen: dict = {}
    for cid in cids:
        k = seen.get(cid, 0)
        seen[cid] = k + 1
        yield cid, k


def _visible_insts(s: dict):
    for p in s["players"]:
        for key in ("hand", "discard", "lost", "res", "known"):
            v = p.get(key)
            if isinstance(v, list):
                yield from v
        if isinstance(p["deck"], list):
            yield from p["deck"]
        for m in [p["active"]] + p["bench"]:
            if m is not None:
                yield from m[2]
                yield from m[3]
                yield from m[4]
    if s["stadium"] is not None:
        yield s["stadium"]


def result_json(result: dict) -> bytes:
    return json.dumps(result, separators=(",", ":")).encode()


__all__ = ["Searcher", "CoinAsked", "build_world", "observe", "result_json", "ERR_UNSUPPORTED"]
