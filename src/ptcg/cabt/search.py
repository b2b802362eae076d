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
import re

try:
    import orjson
except ImportError:         # a copy of ptcg in an environment that installs nothing (ptcg cabt export)
    orjson = None

from .. import rng
from ..cards.db import CARD_LIST
from ..state import make_instance
from ..errors import PTCGError
from ..rules.game_cards import GameCards
from ..rules.zones import put_on_bench
from .adapter import CABT_RULES, AnswerError, CabtGame, DistributePending, EnergyPending, Question, RetreatPending
from .enums import (ERR_COUNT, ERR_DUPLICATE, ERR_ENDED, ERR_INDEX, ERR_NO_STATE, ERR_RELEASED,
                    OptionTypeCode as O, SelectContextCode as C, SelectTypeCode as T)
from .position import _CARD_ACTIONS, PositionError, _all_insts, _hidden, build_state, new_game, parse
from .resume import ResumedGame
from .serials import BASE, Serials

#: how far a "choose up to N" has gone, in a question's prompt (N depends on the hidden zones)
_PROGRESS = re.compile(r" \(\d+/\d+ chosen\)$")

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
    """A search state.

    A game state holds ``cg`` (its :class:`~ptcg.cabt.adapter.CabtGame`) and how it was
    made: ``parent`` (the Node stepped from; None for a root), ``answer``, ``step_seed``
    (the random stream the step started with; None when it began in the middle of an
    effect and kept its parent's) and ``coins`` (the coins chosen with ``manual_coin``).
    A state stepped from for the first time is usually stepped *in place*: its game becomes
    the child's and ``cg`` is None; if the agent branches from it again, it is rebuilt from
    its parent by the same answer (:meth:`Searcher._fork`), which gives the same game, since
    every step's randomness is fixed by ``step_seed``.

    A coin question (``coin``, with ``manual_coin``) holds the Node being stepped
    (``parent``), the answer being applied, the coins chosen so far and the seed of that
    step."""

    __slots__ = ("cg", "parent", "answer", "coins", "player", "manual", "observation", "seed", "step_seed",
                 "between", "stepped", "coin", "prizes_shown")

    def __init__(self, cg, *, parent=None, answer=None, coins=(), player=None, manual=False, seed=0,
                 step_seed=None, coin=False, prizes_shown=(True, True)):
        self.cg = cg
        self.parent = parent
        # whose Prize cards show face up: the ones laid at the root (the caller's guesses);
        # Prize cards a line of play sets out itself (from a setup question) stay face down,
        # as the official library shows them
        self.prizes_shown = parent.prizes_shown if parent is not None else prizes_shown
        self.answer = answer
        self.coins = coins
        self.player = player
        self.manual = manual
        self.observation = None
        self.seed = seed
        self.step_seed = step_seed
        self.between = cg is not None and cg.game._gen is None
        self.stepped = False
        self.coin = coin


class Searcher:
    """The states of one ``AgentStart()`` pointer (``in_place=False``: every step copies
    its parent, as a check of the steps made in place)."""

    def __init__(self, *, in_place: bool = True):
        self.allow_in_place = in_place
        self.nodes: dict = {}
        self.released: set = set()
        self.next_id = 0
        self.calls = 0
        # steps made in place, and states rebuilt after one: an agent that branches again
        # from most of the states it steps (a tree search) gets copies instead
        self.in_place = 0
        self.rebuilt = 0

    # -- the exports ---------------------------------------------------------------------------
    def begin(self, sbi, your_deck, your_prize, opponent_deck, opponent_prize, opponent_hand,
              opponent_active, manual_coin: bool = False) -> dict:
        try:
            doc = parse(sbi)
        except PositionError:
            return {"state": None, "error": ERR_UNSUPPORTED}
        guesses = [list(your_deck), list(your_prize), list(opponent_deck), list(opponent_prize),
                   list(opponent_hand), list(opponent_active)]
        self.calls += 1
        h = hashlib.blake2b(f"{sbi!s}|{guesses}|{manual_coin}|{self.calls}".encode(), digest_size=8).digest()
        seed = int.from_bytes(h, "big")
        try:
            cg = build_world(doc, guesses, seed)
        except _BadGuess as e:
            # only the guesses the world takes are checked: the native library reads as many
            # elements as the zone holds and never sees the rest (its arrays carry no length)
            return {"state": None, "error": e.code}
        except (PositionError, AnswerError, PTCGError) as e:
            self.last_error = str(e)
            return {"state": None, "error": ERR_UNSUPPORTED}
        if manual_coin:
            cg.game.state.forced_coins = [_ask_coin]
        shown = tuple(bool(cg.game.state.players[pl].prizes) for pl in (0, 1))
        node = Node(cg, manual=manual_coin, seed=seed, prizes_shown=shown)
        return self._result(node, root=True)

    def step(self, search_id, indices) -> dict:
        node = self.nodes.get(search_id)
        if node is None:
            return {"state": None, "error": ERR_NO_STATE if search_id not in self.released else ERR_RELEASED}
        self.calls += 1
        if node.coin:
            # a coin question: the parent's step again, with one more coin decided
            if len(indices) != 1:
                return {"state": None, "error": ERR_COUNT}
            if indices[0] not in (0, 1):
                return {"state": None, "error": ERR_INDEX}
            child = self._fork(node.parent)
            step_seed = node.seed if child.game._gen is None else None
            return self._advance(child, node.answer, node.parent, node.coins + (indices[0] == 0,), step_seed)
        cg = node.cg
        in_place = (self.allow_in_place and cg is not None and not node.stepped and node.parent is not None and not node.manual
                    and self.rebuilt * 4 <= self.in_place + 16)
        if in_place:
            child = cg
        elif cg is None and node.between:
            # stepped in place before and branched again: rebuilt once, copied from then on
            self.rebuilt += 1
            node.cg = self._fork(node)
            child = node.cg.clone()
        else:
            if cg is None:
                self.rebuilt += 1
            child = self._fork(node)
        q = child.question
        if q is None:
            return {"state": None, "error": ERR_ENDED}
        err = _check(q, indices)
        if err:
            return {"state": None, "error": err}
        node.stepped = True
        step_seed = None
        if child.game._gen is None:
            # between steps: a fresh random stream for this line of play (mid-step, the
            # step goes on with the stream it started with)
            step_seed = rng.splitmix64(node.seed ^ (self.calls * 0x9E3779B97F4A7C15) & rng.MASK64)
        if in_place:
            self.in_place += 1
            node.cg = None                 # rebuilt from its parent if branched from again
        return self._advance(child, list(indices), node, (), step_seed)

    def release(self, search_id) -> None:
        if search_id in self.nodes:
            del self.nodes[search_id]
            self.released.add(search_id)

    def end(self) -> None:
        self.nodes.clear()
        self.released.clear()
        self.next_id = 0

    # -- internals -----------------------------------------------------------------------------------
    def _fork(self, node: Node) -> CabtGame:
        """A new CabtGame equal to ``node``'s game, ``node`` left as it is: a copy of the
        nearest ancestor kept whole between steps (or of the root), with the answers since
        played again (ptcg copies a game in the middle of an effect by replaying it anyway)."""
        path = []
        n = node
        while True:
            cg = n.cg
            if cg is not None and (n.between or n.parent is None):
                child = cg.clone()         # a root in the middle of an effect: Game.clone replays it
                break
            path.append(n)
            n = n.parent
        for m in reversed(path):
            self._replay(child, m)
        return child

    @staticmethod
    def _replay(child: CabtGame, node: Node) -> None:
        """Play ``node``'s step again on ``child`` (a copy of its parent's game), and read
        the logs its observation read."""
        g = child.game.state
        if node.step_seed is not None:
            g.seed = node.step_seed
        if node.manual:
            g.forced_coins = list(node.coins) + [_ask_coin]
        child.answer(node.answer)
        if node.manual:
            g.forced_coins = [_ask_coin]
        q = child.question
        viewer = q.player if q is not None else (g.current if g.current in (0, 1) else 0)
        child.take_logs(viewer)

    def _advance(self, child: CabtGame, indices, parent: Node, coins, step_seed) -> dict:
        manual = parent.manual
        g = child.game.state
        if step_seed is not None:
            g.seed = step_seed
        if manual:
            g.forced_coins = list(coins) + [_ask_coin]
        try:
            child.answer(indices)
        except CoinAsked as asked:
            child._render_logs()
            coin = Node(None, parent=parent, answer=indices, coins=coins, player=asked.player, manual=True,
                        seed=g.seed if step_seed is None else step_seed, coin=True)
            coin.observation = self._coin_observation(child, asked.player, coin.prizes_shown)
            return self._result(coin)
        except AnswerError as e:
            return {"state": None, "error": e.code}
        if manual:
            g.forced_coins = [_ask_coin]
        return self._result(Node(child, parent=parent, answer=indices, coins=coins, manual=manual, seed=g.seed,
                                 step_seed=step_seed))

    def _coin_observation(self, cg: CabtGame, player: int, prizes_shown=(True, True)) -> dict:
        select = {"type": T.YES_NO, "context": C.COIN_HEAD, "minCount": 1, "maxCount": 1,
                  "remainDamageCounter": 0, "remainEnergyCost": 0,
                  "option": [{"type": O.YES}, {"type": O.NO}], "deck": None, "contextCard": None,
                  "effect": None}
        logs = [e for e in cg.take_logs(player) if e["type"] != 23]
        return {"select": select, "logs": logs, "current": cg.current_dict(player, prizes=prizes_shown)}

    def _result(self, node: Node, root: bool = False) -> dict:
        sid = self.next_id
        self.next_id += 1
        self.nodes[sid] = node
        obs = node.observation
        if obs is None:
            obs = observe(node.cg, root=root, prizes=node.prizes_shown)
        return {"state": {"observation": obs, "searchId": sid}, "error": 0}


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


def observe(cg: CabtGame, *, root: bool = False, prizes=(True, True)) -> dict:
    """A search state's observation, from the perspective of whoever decides next.  The
    Prize cards show face up, as on the official simulator (they are the caller's guesses).
    As there, it has no ``search_begin_input`` key (the wrapper's dataclass reads it as None)."""
    q = cg.question
    if q is None:
        g = cg.game.state
        viewer = g.current if g.current in (0, 1) else 0
        logs = [e for e in cg.take_logs(viewer) if e["type"] != 23]
        return {"select": dict(_PLACEHOLDER_SELECT), "logs": logs,
                "current": cg.current_dict(viewer, prizes=prizes)}
    logs = cg.take_logs(q.player)
    if root:
        logs = []
    return {"select": cg.select_dict(), "logs": logs, "current": cg.current_dict(q.player, prizes=prizes)}


# -- building a world from a position and guesses -----------------------------------------------------------

class _BadGuess(Exception):
    """A guessed card the world takes is no card (error 1), or the face-down Active's guess is
    no Pokémon (error 2)."""

    def __init__(self, code: int):
        super().__init__(code)
        self.code = code


def _card_id(cid) -> int:
    """``cid`` as a card ID, or :class:`_BadGuess` (error 1)."""
    if not (isinstance(cid, int) and 0 < cid < len(CARD_LIST) and CARD_LIST[cid] is not None):
        raise _BadGuess(ERR_INVALID_CARD)
    return cid


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
        theirs = [_card_id(c) for c in list(guesses[2])[:60]]
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
        cid = _card_id(cid)
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
        cid = _card_id(cid)
        if not free_opp:
            raise PositionError("too many cards guessed for the opponent")
        k = free_opp.pop(0)
        c = make_instance(cid, opp, k)
        table[c] = BASE[opp] + k
        return c

    spare = ([], [])

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
        # a zone larger now than then gave cards to one smaller now (a Prize card taken into
        # the hand, unseen): those cards went from the top of the one to the end of the other
        while len(cards) > n:
            spare[pl].append(cards.pop() if zone == "hand" else cards.pop(0))
        while len(cards) < n:
            if spare[pl]:
                cards.append(spare[pl].pop())
                continue
            if not src:
                raise PositionError(f"no guess to fill {zone}")
            cards.insert(0, make(src[len(cards) % len(src)]))
        return cards

    state = build_state(s, CABT_RULES, seed, fill)
    setup = doc.get("setup")
    if setup and s["players"][opp].get("fda"):
        # the opponent's face-down Active Pokémon: the guess
        if not _opp_active:
            raise PositionError("the opponent's Active Pokémon needs a guess")
        if not CARD_LIST[_card_id(_opp_active[0])].is_pokemon:
            raise _BadGuess(ERR_ACTIVE_NOT_POKEMON)
        mon = put_on_bench(state, opp, opp_card(_opp_active[0]))
        state.players[opp].bench.remove(mon)
        state.players[opp].active = mon
    for c in visible:
        if (c >> 6) & 1 == opp:
            table[c] = BASE[opp] + (c & 63)
    # the world holds these cards and no others (no effect makes cards): queries and events
    # none of them answers are settled without a look at the board, as in a real game
    state.cards_in_game = _game_cards(c >> 7 for c in _all_insts(state))
    swaps = {int(k): v for k, v in doc.get("swaps", {}).items()} or None
    decks = (tuple(own_list), ()) if me == 0 else ((), tuple(own_list))
    base = state
    # An effect that shuffled a hidden zone and then took cards from it takes other cards
    # in the replay than the ones the player saw; the cards of that zone are then exchanged
    # in the position between steps (a shuffle moves places, whatever the cards) until the
    # replay takes the cards seen.
    for _attempt in range(len(pins["out"]) + 1 if mid else 1):
        state = base.copy() if mid else base
        try:
            return _replay_world(doc, state, decks, table, swaps, pins, setup, mid, opp, guesses)
        except PositionError as e:
            if not mid:
                raise
            fix = _first_other_card(getattr(e, "game", None), pins["out"], me)
            if fix is None or not _exchange(base, *fix):
                raise
    raise PositionError("the position does not replay")


#: GameCards by the set of card IDs: the worlds of one search mostly hold the same cards,
#: and building one (with its first look at the registry's tables) costs about 0.1 ms
_GAME_CARDS: dict = {}


def _game_cards(ids) -> GameCards:
    key = frozenset(ids)
    cards = _GAME_CARDS.get(key)
    if cards is None:
        if len(_GAME_CARDS) > 256:
            _GAME_CARDS.clear()
        cards = _GAME_CARDS[key] = GameCards(key)
    return cards


def _replay_world(doc, state, decks, table, swaps, pins, setup, mid, opp, guesses) -> CabtGame:
    """Replay the options applied since the position between steps on ``state`` (a filled
    position) and check that the question asked is the real one (a PositionError carries
    the world's ``game``)."""
    game = ResumedGame.at(state, decks, CABT_RULES, setup) if setup else new_game(state, decks, CABT_RULES)
    try:
        return _replay(doc, game, table, swaps, pins, setup, mid, opp, guesses)
    except PositionError as e:
        e.game = game
        raise


def _replay(doc, game, table, swaps, pins, setup, mid, opp, guesses) -> CabtGame:
    state = game.state
    serials = Serials(dict(table), swaps)
    pending = None
    p = doc.get("pending")
    if p and "retreat" in p and not mid:
        pl, paid, need = p["retreat"]
        pending = RetreatPending(pl, tuple(paid), need)
    if mid:
        # replay the options applied since, the coins falling as they fell
        state.forced_coins = [bool(c) for c in pins["coins"]]
        game._snapshot.forced_coins = list(state.forced_coins)     # a copy of the root replays them too
        # ptcg offers one copy of each card ID (the lowest instance among the candidates):
        # where the world's hidden zones hold another copy than the real game's, the world's
        # copy is taken and the two exchange their serial numbers (as an agent's pick does)
        renamed: dict = {}
        try:
            for o, prompt in zip(doc["h"], doc.get("hq") or [None] * len(doc["h"])):
                opt = _renamed(_unopt(o), renamed)
                d = game.decision
                if prompt is not None and d is not None and _PROGRESS.sub("", d.prompt) != _PROGRESS.sub("", prompt):
                    continue             # answered by itself in this world (one possible answer)
                if d is not None and opt not in d.options:
                    alt = _copy_offered(opt, d.options)
                    if alt is not None:
                        a, b = _card_of(alt), _card_of(opt)
                        renamed[b] = a
                        renamed.setdefault(a, b)
                        serials.swap(a, b)
                        opt = alt
                game.apply(opt)
        except (PTCGError, ValueError, IndexError, KeyError, TypeError) as e:
            raise PositionError(f"the position does not replay: {e}") from None
        state.forced_coins = None
        # the visible lists in the order the player sees them (copies the agent picked
        # exchanged places in the real game)
        now = doc.get("now_lists") or {}
        for key, lst in (("hand", state.players[doc["me"]].hand), ("discard0", state.players[0].discard),
                         ("discard1", state.players[1].discard)):
            seen = now.get(key)
            if seen is not None:
                seen = [renamed.get(c, c) for c in seen]
                if len(seen) == len(lst) and sorted(seen) == sorted(lst):
                    lst[:] = seen
        # the hidden zones in the order guessed (the guesses are the zones as they are now;
        # the replay may have shuffled them): not a deck whose cards are being looked at
        me = doc["me"]
        your_deck, your_prize, opp_deck, opp_prize, opp_hand, _active = guesses
        zones = [(state.players[me].prizes, your_prize), (state.players[opp].deck, opp_deck),
                 (state.players[opp].prizes, opp_prize)]
        if not doc.get("now_deck") and not doc.get("now_top"):
            zones.append((state.players[me].deck, your_deck))
        for lst, guess in zones:
            _arrange(lst, guess)
    table = serials.table
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
    if (mid or setup) and doc.get("sel") is not None and cg.select_dict() != doc["sel"]:
        raise PositionError("the replayed position asks another question")
    return cg


def _arrange(lst: list, guess) -> None:
    """Put the cards of ``lst`` in the order of ``guess`` (card IDs), if they are its first
    ``len(lst)`` cards in some order."""
    n = len(lst)
    want = list(guess[:n])
    if len(want) != n or sorted(c >> 7 for c in lst) != sorted(want):
        return
    by_id: dict = {}
    for c in lst:
        by_id.setdefault(c >> 7, []).append(c)
    lst[:] = [by_id[cid].pop(0) for cid in want]


def _card_of(opt):
    if isinstance(opt, int) and not isinstance(opt, bool):
        return opt
    if isinstance(opt, tuple) and len(opt) > 1 and opt[0] in _CARD_ACTIONS and isinstance(opt[1], int):
        return opt[1]
    return None


def _renamed(opt, renamed: dict):
    card = _card_of(opt)
    if card is None or card not in renamed:
        return opt
    new = renamed[card]
    return new if opt == card else (opt[0], new) + opt[2:]


def _copy_offered(opt, options):
    """The option that is ``opt`` with another copy of its card, or None."""
    card = _card_of(opt)
    if card is None:
        return None
    for o in options:
        other = _card_of(o)
        if other is not None and other != card and other >> 7 == card >> 7 and \
                (o == other if opt == card else o[:1] + o[2:] == opt[:1] + opt[2:]):
            return o
    return None


def _first_other_card(game, seen_out, me):
    """(owner, zone, taken, seen): the first card the replay took out of a hidden zone
    into view that is not the card the player saw come out; None if there is none."""
    if game is None:
        return None
    i = 0
    for e in game.state.events or ():
        if e.kind != "move" or e.private_to not in (None, me) or "card" not in e.data:
            continue
        d = e.data
        owner = (d["card"] >> 6) & 1
        if _hidden(owner, d["src"], me) and not _hidden(owner, d["dst"], me):
            if i >= len(seen_out):
                return None
            o, z, c = seen_out[i]
            if c != d["card"]:
                return (owner, d["src"], d["card"], c) if (o, z) == (owner, d["src"]) else None
            i += 1
    return None


def _exchange(state, owner, zone, a, b) -> bool:
    """Exchange cards ``a`` and ``b`` of a hidden zone (both must be in it)."""
    pile = {"deck": "deck", "prizes": "prizes", "hand": "hand"}.get(zone)
    if pile is None:
        return False
    lst = getattr(state.players[owner], pile)
    if a not in lst or b not in lst:
        return False
    i, j = lst.index(a), lst.index(b)
    lst[i], lst[j] = b, a
    return True


def _unopt(o):
    if isinstance(o, dict):
        if "t" in o:
            return tuple(_unopt(x) for x in o["t"])
        if "i" in o:
            return o["i"]
        if "h" in o:
            raise PositionError("the opponent chose a card the player has not seen")
    return o


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
    """``ApiResult`` as the library returns it: compact JSON bytes (orjson writes the same
    bytes as ``json.dumps(..., separators=(",", ":"))`` for these ints, bools and lists,
    about 15 times faster)."""
    if orjson is None:
        return json.dumps(result, separators=(",", ":")).encode()
    return orjson.dumps(result)


__all__ = ["Searcher", "CoinAsked", "build_world", "observe", "result_json", "ERR_UNSUPPORTED"]
