"""A ptcg agent playing through cabt's observation: the other direction of the adapter.

:class:`CabtPlayer` is a cabt agent (``agent(obs) -> list[int]``) that plays any ptcg agent
(``random``, ``greedy``, ``mcts:0.5s`` ...) in the official simulator, where all it gets is
the observation.  At the turn's action menu it builds a ptcg game from what the
observation shows (:func:`world_from_observation`: both boards with damage, Energy, Tools
and Special Conditions, its own hand, both discard piles, the Stadium, this turn's
facts; the hidden cards dealt at random: its own from its deck list, the opponent's from
the cards the opponent has shown), lets the ptcg agent choose among the options cabt
offers, and answers the index of that option.  Questions inside effects are answered by a
short rule of thumb (take what is offered, give up as little as allowed, the sturdiest
Pokémon to the front).

What the observation does not show is missing from that world: lasting effects of
attacks and Abilities, Abilities already used this turn, which Supporter was played.
"""

from __future__ import annotations

import random

from ..agents.specs import make_agent
from ..cards.db import CARD_LIST
from ..decisions import Decision, MAIN
from ..state import ASLEEP, CONFUSED, PARALYZED, Pokemon, State, make_instance
from .adapter import CABT_RULES
from .enums import OptionType as O, SelectContext as C
from .position import new_game
from .serials import BASE

#: contexts whose cards the player gains (take as many as offered); the others cost cards
_GAINS = {C.TO_HAND, C.TO_BENCH, C.TO_FIELD, C.ATTACH_TO, C.EVOLVES_TO, C.SETUP_BENCH_POKEMON, C.HEAL,
          C.DAMAGE, C.DAMAGE_COUNTER}


def _inst(card: dict, me: int) -> int:
    """A ptcg instance for a cabt card: the copy numbers follow the serial (its place in its
    owner's list), so one physical card keeps one instance."""
    owner = card["playerIndex"]
    return make_instance(card["id"], owner, (card["serial"] - BASE[owner]) & 63)


def world_from_observation(obs: dict, own_deck: list, seed: int = 0):
    """A ptcg :class:`~ptcg.game.Game` at the turn's action menu of the observation (the
    player's own turn), its hidden cards dealt at random; None if the observation is not
    such a menu."""
    sel, cur = obs.get("select"), obs.get("current")
    if not sel or not cur or sel.get("context") != C.MAIN or cur.get("turn", 0) < 1:
        return None
    rng = random.Random(seed)
    me = cur["yourIndex"]
    g = State(CABT_RULES, rng.getrandbits(48))
    g.turn = cur["turn"]
    g.current = me
    g.first_player = cur["firstPlayer"]
    g.phase = "play"
    used = {0: set(), 1: set()}
    uid = [1]

    def mk(card):
        inst = _inst(card, me)
        used[card["playerIndex"]].add(inst & 63)
        return inst

    def mon(m, owner, is_active, flags):
        top = mk(m)
        p = Pokemon(uid[0], owner, top, g.turn if m.get("appearThisTurn") else 0)
        uid[0] += 1
        p.cards = [mk(c) for c in m.get("preEvolution") or []] + [top]
        p.energy = [mk(c) for c in m.get("energyCards") or []]
        p.tools = [mk(c) for c in m.get("tools") or []]
        p.damage = max(0, m["maxHp"] - m["hp"])
        if m.get("appearThisTurn") and len(p.cards) > 1:
            p.evolved_turn = g.turn
            p.entered_turn = 0
        if is_active:
            if flags["poisoned"]:
                p.poison = 1
            if flags["burned"]:
                p.burn = 2
            p.rotation = ASLEEP if flags["asleep"] else PARALYZED if flags["paralyzed"] else \
                CONFUSED if flags["confused"] else 0
        return p

    for pl in (0, 1):
        src = cur["players"][pl]
        p = g.players[pl]
        act = [m for m in src["active"] if m is not None]
        p.active = mon(act[0], pl, True, src) if act else None
        p.bench = [mon(m, pl, False, src) for m in src["bench"]]
        p.discard = [mk(c) for c in src["discard"]]
        if pl == me:
            p.hand = [mk(c) for c in src["hand"] or []]
    if cur.get("stadium"):
        g.stadium = mk(cur["stadium"][0])
    g.next_uid = uid[0]
    mine = g.players[me]
    mine.energy_attached = bool(cur.get("energyAttached"))
    mine.stadium_played = bool(cur.get("stadiumPlayed"))
    mine.retreated = bool(cur.get("retreated"))
    if cur.get("supporterPlayed"):
        mine.supporters_played = [0]
    # the hidden cards: ours from our list, the opponent's from what they have shown
    seen_own = {i for i in used[me]}
    own_pool = [make_instance(cid, me, k) for k, cid in enumerate(own_deck[:60]) if k not in seen_own]
    rng.shuffle(own_pool)
    src = cur["players"][me]
    n_deck, n_prize = src["deckCount"], len(src["prize"])
    own_pool = own_pool[:n_deck + n_prize]
    mine.deck = own_pool[:n_deck]
    mine.prizes = own_pool[n_deck:n_deck + n_prize]
    opp = 1 - me
    osrc = cur["players"][opp]
    shown = [c["id"] for c in osrc["discard"]] + [m["id"] for m in osrc["active"] + osrc["bench"] if m]
    pool_ids = shown or list(own_deck)
    free = [k for k in range(64) if k not in used[opp]]
    rng.shuffle(free)
    need = osrc["deckCount"] + len(osrc["prize"]) + osrc["handCount"]
    ids = [rng.choice(pool_ids) for _ in range(need)]
    hidden = [make_instance(cid, opp, free[i % len(free)]) for i, cid in enumerate(ids)]
    o = g.players[opp]
    o.hand = hidden[:osrc["handCount"]]
    o.deck = hidden[osrc["handCount"]:osrc["handCount"] + osrc["deckCount"]]
    o.prizes = hidden[osrc["handCount"] + osrc["deckCount"]:]
    decks = [tuple(own_deck), tuple(ids)] if me == 0 else [tuple(ids), tuple(own_deck)]
    return new_game(g, tuple(decks), CABT_RULES)


def _spot(pos: int) -> tuple:
    return (4, 0) if pos == 0 else (5, pos - 1)


def map_main_options(game, sel: dict, hand: list) -> dict:
    """``{ptcg option: cabt option index}`` for the options both offer."""
    out = {}
    opts = sel["option"]
    hand_ids = [c["id"] for c in hand]
    for o in game.legal_options:
        k = o[0]
        for i, c in enumerate(opts):
            t = c["type"]
            if k in ("play", "bench") and t == O.PLAY and hand_ids[c["index"]] == o[1] >> 7:
                pass
            elif k in ("attach", "evolve") and t == (O.ATTACH if k == "attach" else O.EVOLVE) \
                    and hand_ids[c["index"]] == o[1] >> 7 and (c["inPlayArea"], c["inPlayIndex"]) == _spot(o[2]):
                pass
            elif k == "ability" and t == O.ABILITY and (c["area"], c["index"]) == _spot(o[1]):
                pass
            elif k == "stadium" and t == O.ABILITY and c["area"] == 7:
                pass
            elif k == "attack" and t == O.ATTACK and c["attackId"] == o[1]:
                pass
            elif k == "retreat" and t == O.RETREAT:
                pass
            elif k == "end" and t == O.END:
                pass
            elif k == "discard" and t == O.DISCARD and (c["area"], c["index"]) == _spot(o[1]):
                pass
            else:
                continue
            out[o] = i
            break
    return out


class CabtPlayer:
    """A cabt agent playing the ptcg agent ``spec`` with the deck in ``deck_file``."""

    def __init__(self, spec: str, deck: list | None = None, *, deck_file: str | None = None, seed: int = 0):
        if deck is None:
            with open(deck_file or "deck.csv", encoding="utf-8") as fh:
                deck = [int(x) for x in fh.read().split()][:60]
        self.deck = list(deck)
        self.spec = spec
        self.agent = make_agent(spec, seed)
        self.rng = random.Random(seed)
        self.plan = None                 # the Benched Pokémon to bring up after a chosen Retreat
        self.calls = 0

    def __call__(self, obs, config=None) -> list:
        obs = _plain(obs)
        sel = obs.get("select")
        if sel is None:
            return list(self.deck)
        self.calls += 1
        if sel["context"] == C.MAIN:
            return self._main(obs)
        return self._effect(obs)

    def _main(self, obs) -> list:
        sel, cur = obs["select"], obs["current"]
        me = cur["yourIndex"]
        try:
            game = world_from_observation(obs, self.deck, seed=self.rng.getrandbits(32))
        except Exception:  # noqa: BLE001 - an unusual board: fall back to the rule of thumb
            game = None
        if game is not None and game.decision is not None:
            mapping = map_main_options(game, sel, cur["players"][me]["hand"] or [])
            if mapping:
                d = game.decision
                game._decision = Decision(d.player, MAIN, tuple(o for o in d.options if o in mapping), d.prompt)
                try:
                    choice = self.agent.act(game)
                except Exception:  # noqa: BLE001
                    choice = None
                if choice in mapping:
                    if choice[0] == "retreat":
                        self.plan = choice[1] - 1
                    return [mapping[choice]]
        ends = [i for i, o in enumerate(sel["option"]) if o["type"] == O.END]
        attacks = [i for i, o in enumerate(sel["option"]) if o["type"] == O.ATTACK]
        return [attacks[0] if attacks else ends[0] if ends else 0]

    def _effect(self, obs) -> list:
        sel, cur = obs["select"], obs["current"]
        me = cur["yourIndex"]
        opts = sel["option"]
        n, lo, hi = len(opts), sel["minCount"], sel["maxCount"]
        ctx = sel["context"]
        if ctx == C.SWITCH and self.plan is not None:
            want = self.plan
            self.plan = None
            for i, o in enumerate(opts):
                if o.get("area") == 5 and o.get("index") == want and o.get("playerIndex") == me:
                    return [i]
        if sel["type"] == 9:                          # yes / no: use what is offered
            return [0]
        if sel["type"] == 8:                          # a number: the largest
            return [max(range(n), key=lambda i: opts[i].get("number", 0))]
        players = cur["players"]

        def hp(i):
            o = opts[i]
            if o.get("area") in (4, 5):
                p = players[o["playerIndex"]]
                m = p["active"][0] if o["area"] == 4 else p["bench"][o["index"]]
                return m["hp"] if m else 0
            if o.get("area") == 2 and o.get("playerIndex") == me:
                c = CARD_LIST[players[me]["hand"][o["index"]]["id"]]
                return c.hp if c is not None else 0
            return 0
        if ctx in (C.SETUP_ACTIVE_POKEMON, C.TO_ACTIVE):
            return [max(range(n), key=hp)]
        if ctx == C.SWITCH:
            mine = all(o.get("playerIndex") == me for o in opts)
            return [max(range(n), key=hp) if mine else min(range(n), key=hp)]
        k = hi if ctx in _GAINS else lo
        if k == 0 and hi > 0 and ctx not in _GAINS and sel["type"] != 4:
            return []
        k = max(k, lo)
        return list(range(k))


def _plain(o):
    if isinstance(o, dict):
        return {k: _plain(v) for k, v in o.items()}
    if isinstance(o, list):
        return [_plain(x) for x in o]
    return o


__all__ = ["CabtPlayer", "world_from_observation", "map_main_options"]
