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
from ..decisions import DONE, MAIN, Decision
from ..game import Game
from ..rules.zones import put_on_bench
from ..state import ASLEEP, CONFUSED, PARALYZED, Pokemon, State, make_instance
from . import frames as F
from .adapter import CABT_RULES, CabtGame, DistributePending, EnergyPending, RetreatPending
from .enums import OptionType as O, SelectContext as C, SelectType as T
from .position import _all_insts, new_game
from .resume import ResumedGame
from .serials import BASE, Serials

#: contexts whose cards the player gains (take as many as offered); the others cost cards
_GAINS = {C.TO_HAND, C.TO_BENCH, C.TO_FIELD, C.ATTACH_TO, C.EVOLVES_TO, C.SETUP_BENCH_POKEMON, C.HEAL,
          C.DAMAGE, C.DAMAGE_COUNTER}


def _inst(card: dict, me: int) -> int:
    """A ptcg instance for a cabt card: the copy numbers follow the serial (its place in its
    owner's list), so one physical card keeps one instance."""
    owner = card["playerIndex"]
    return make_instance(card["id"], owner, (card["serial"] - BASE[owner]) & 63)


def world_from_observation(obs: dict, own_deck: list, seed: int = 0, *, deck_order: list | None = None,
                           deck_top: list | None = None):
    """A ptcg :class:`~ptcg.game.Game` at the turn's action menu of the observation (the
    player's own turn), its hidden cards dealt at random; None if the observation is not
    such a menu.  What the player learns later about its own deck may be given:
    ``deck_order`` (card IDs, bottom first: the whole deck) or ``deck_top`` (card IDs, top
    first)."""
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
        # which one is not shown: the last Supporter in the discard pile, else one of the list
        kinds = [c >> 7 for c in reversed(mine.discard)] + list(own_deck)
        played = next((cid for cid in kinds if CARD_LIST[cid] is not None and CARD_LIST[cid].kind == "supporter"),
                      None)
        mine.supporters_played = [played] if played is not None else []
    # the hidden cards: ours from our list, the opponent's from what they have shown
    seen_own = {i for i in used[me]}
    own_pool = [make_instance(cid, me, k) for k, cid in enumerate(own_deck[:60]) if k not in seen_own]
    rng.shuffle(own_pool)
    src = cur["players"][me]
    n_deck, n_prize = src["deckCount"], len(src["prize"])
    own_pool = own_pool[:n_deck + n_prize] if not (deck_order or deck_top) else own_pool
    known = list(deck_order) if deck_order else list(reversed(deck_top or []))
    if known:
        # the cards the player has seen since in its deck: the right card IDs there
        picked = []
        for cid in known:
            inst = next((c for c in own_pool if c >> 7 == cid), None)
            if inst is None:
                raise ValueError("the deck seen does not fit the deck list")
            own_pool.remove(inst)
            picked.append(inst)
        rest = n_deck - len(picked)
        if rest < 0 or (deck_order and rest):
            raise ValueError("the deck seen does not fit the deck")
        mine.deck = own_pool[:rest] + picked
        mine.prizes = own_pool[rest:rest + n_prize]
    else:
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


def setup_world(obs: dict, own_deck: list, seed: int = 0, *, own_active: int | None = None):
    """A ptcg game at a setup question of the observation (the Active Pokémon, the Bench,
    the extra cards after the opponent's mulligans), played on by the rest of the setup
    (:class:`~ptcg.cabt.resume.ResumedGame`); the hidden cards dealt at random, the
    player's own face-down Active being ``own_active`` (a card ID) when it chose one."""
    sel, cur = obs["select"], obs["current"]
    part = {C.SETUP_ACTIVE_POKEMON: "active", C.SETUP_BENCH_POKEMON: "bench", C.DRAW_COUNT: "extra"}.get(
        sel["context"])
    if part is None or cur.get("firstPlayer", -1) not in (0, 1):
        return None
    rng = random.Random(seed)
    me, opp = cur["yourIndex"], 1 - cur["yourIndex"]
    first = cur["firstPlayer"]
    g = State(CABT_RULES, rng.getrandbits(48))
    g.first_player = g.current = first
    hand = [_inst(c, me) for c in cur["players"][me]["hand"] or []]
    pool = [make_instance(cid, me, k) for k, cid in enumerate(own_deck[:60])
            if make_instance(cid, me, k) not in hand]
    rng.shuffle(pool)
    mine = g.players[me]
    mine.hand = hand
    if part != "active" and own_active is not None:
        inst = next((c for c in pool if c >> 7 == own_active), None)
        if inst is not None:
            pool.remove(inst)
            mine.active = put_on_bench(g, me, inst)
            mine.bench.remove(mine.active)
    mine.deck = pool[:cur["players"][me]["deckCount"]]
    mine.prizes = pool[len(mine.deck):len(mine.deck) + len(cur["players"][me]["prize"])]
    theirs, src = g.players[opp], cur["players"][opp]
    if part == "extra":
        theirs.mulligans = len(sel["option"]) - 1            # one more option than mulligans
    ids = list(own_deck)
    rng.shuffle(ids)
    cards = [make_instance(cid, opp, k) for k, cid in enumerate(ids)]
    if src["active"]:
        basic = next((c for c in cards if CARD_LIST[c >> 7].plays_as_basic), None)
        if basic is None:
            return None
        cards.remove(basic)
        theirs.active = put_on_bench(g, opp, basic)
        theirs.bench.remove(theirs.active)
    theirs.hand = cards[:src["handCount"]]
    theirs.deck = cards[src["handCount"]:src["handCount"] + src["deckCount"]]
    theirs.prizes = cards[len(theirs.hand) + len(theirs.deck):][:len(src["prize"])]
    script = [[part, me]]
    if part == "active":
        script.append(["bench", me])
    if theirs.active is None:
        script += [["active", opp], ["bench", opp]]
    script += [["prizes", pl] for pl in (first, 1 - first) if not g.players[pl].prizes]
    decks = [tuple(own_deck), tuple(ids)] if me == 0 else [tuple(ids), tuple(own_deck)]
    return ResumedGame.at(g, tuple(decks), CABT_RULES, script)


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
    """A cabt agent playing the ptcg agent ``spec`` with the deck in ``deck_file``.

    At the turn's action menu it builds a world from the observation
    (:func:`world_from_observation`) and wraps it in a :class:`~ptcg.cabt.adapter.CabtGame`,
    whose question is then the real one; the ptcg agent answers the world's ptcg decision
    and the answer goes back through the options both questions share.  The world then
    plays the answer, so the questions inside the effect that follows (cards to discard, to
    search, the Energy to pay, the Pokémon to switch in ...) are asked by the world too:
    the ptcg agent answers the ptcg decisions each stands for (the picks of a
    multi-select, one after another, on a copy) and they go back as cabt indices.  Who goes
    first is asked of the agent in a world of a new game.  When the world no longer asks
    the real question (the hidden cards it dealt differ from the real ones), or the agent
    fails, a short rule of thumb answers."""

    def __init__(self, spec: str, deck: list | None = None, *, deck_file: str | None = None, seed: int = 0):
        if deck is None:
            with open(deck_file or "deck.csv", encoding="utf-8") as fh:
                deck = [int(x) for x in fh.read().split()][:60]
        self.deck = list(deck)
        self.spec = spec
        self.agent = make_agent(spec, seed)
        self.rng = random.Random(seed)
        self.plan = None                 # the Bench position to bring up after a chosen Retreat
        self.world = None                # the CabtGame following this turn's questions
        self.turn_obs = None             # the turn's action menu the world was built from
        self.turn_answers: list = []     # the world's answers since
        self.turn_coins: list = []       # the coins flipped since (True = heads)
        self.setup_active = None         # the card ID of the Active chosen at setup (face down)
        self.calls = 0
        self.by_agent = 0                # questions the ptcg agent answered (the rest: the rule of thumb)

    def __call__(self, obs, config=None) -> list:
        obs = _plain(obs)
        sel = obs.get("select")
        if sel is None:
            return list(self.deck)
        self.calls += 1
        try:
            ans = self._by_agent(obs)
        except Exception:  # noqa: BLE001 - an unusual board or a failing agent: the rule of thumb
            ans = None
            self.world = None
        if ans is not None and _valid(ans, sel):
            self.by_agent += 1
            return ans
        self.world = None
        if sel["context"] == C.MAIN:
            return self._main_fallback(sel)
        return self._effect(obs)

    # -- the ptcg agent ------------------------------------------------------------------------------
    def _by_agent(self, obs):
        sel, cur = obs["select"], obs["current"]
        me = cur["yourIndex"]
        if sel["context"] == C.MAIN:
            self.turn_obs, self.turn_answers, self.turn_coins = obs, [], []
        else:
            self.turn_coins += [bool(lg.get("head")) for lg in obs.get("logs") or () if lg.get("type") == 22]
        if sel["context"] == C.MAIN:
            game = world_from_observation(obs, self.deck, seed=self.rng.getrandbits(32))
            self.world = None if game is None else world_game(game)
        elif sel["context"] == C.IS_FIRST:
            return self._go_first(obs)
        elif sel["context"] in (C.SETUP_ACTIVE_POKEMON, C.SETUP_BENCH_POKEMON) or \
                (sel["context"] == C.DRAW_COUNT and cur.get("turn", 0) == 0):
            game = setup_world(obs, self.deck, seed=self.rng.getrandbits(32), own_active=self.setup_active)
            self.world = None if game is None else world_game(game)
        world = self.world
        if world is None or world.question is None or world.question.player != me:
            return None
        matched = match_options(world.select_dict(), world.current_dict(me), sel, cur)
        picks = None if matched is None else self._decide(world, matched)
        if picks is None:
            # the world dealt other cards to the deck than the ones the question shows: deal
            # them again as seen and play the turn's answers again
            world = self._redeal(obs)
            if world is None:
                return None
            matched = match_options(world.select_dict(), world.current_dict(me), sel, cur)
            picks = None if matched is None else self._decide(world, matched)
            if picks is None:
                return None
            self.world = world
        if sel["context"] == C.SETUP_ACTIVE_POKEMON:
            self.setup_active = cur["players"][me]["hand"][sel["option"][matched[picks[0]]]["index"]]["id"]
        world.answer(picks)
        self.turn_answers.append(picks)
        if world.question is None or world.question.player != me:
            self.world = None                # the opponent's turn: a new world at the next menu
        return [matched[i] for i in picks]

    def _redeal(self, obs):
        """This turn's world again, the player's deck as the question shows it (its whole
        order, or the cards on top being looked at), the turn's answers played again with
        the coins falling as they fell."""
        sel, cur = obs["select"], obs["current"]
        me = cur["yourIndex"]
        order = top = None
        if sel.get("deck") and all(c["playerIndex"] == me for c in sel["deck"]):
            order = [c["id"] for c in sel["deck"]]
        elif cur.get("looking") and all(c is not None and c["playerIndex"] == me for c in cur["looking"]):
            top = [c["id"] for c in cur["looking"]]
        if (order is None and top is None and not self.turn_coins) or self.turn_obs is None:
            return None
        game = world_from_observation(self.turn_obs, self.deck, seed=self.rng.getrandbits(32), deck_order=order,
                                      deck_top=top)
        game.state.forced_coins = list(self.turn_coins)       # the coins as they fell
        world = world_game(game)
        for picks in self.turn_answers:
            world.answer(picks)
        game.state.forced_coins = None
        return world

    def _go_first(self, obs):
        me = obs["current"]["yourIndex"]
        other = [c for c in self.deck]
        game = Game(self.deck, other, seed=self.rng.getrandbits(32), rules=CABT_RULES, auto_end=False,
                    validate_decks=False, allow_unimplemented=True)
        choice = self.agent.act(game)        # player 0 of a world of its own
        del me
        return [0 if choice == "first" else 1]

    def _decide(self, world, matched: dict):
        """The world's option indices the ptcg agent chooses at the world's question."""
        q = world.question
        game = world.game
        acts = q.acts
        pend = world.pending
        if q.type == T.MAIN:
            offered = {}
            for i in sorted(matched):
                o = acts[i][0]
                offered.setdefault(("retreat",) if o[0] == "retreat" else o, i)
            d = game.decision
            opts = tuple(o for o in d.options if (("retreat",) if o[0] == "retreat" else o) in offered)
            if not opts:
                return None
            game._decision = Decision(d.player, MAIN, opts, d.prompt)
            try:
                choice = self.agent.act(game)
            finally:
                game._decision = d
            if choice[0] == "retreat":
                self.plan = choice[1]
                return [offered[("retreat",)]]
            return [offered[choice]]
        if isinstance(pend, RetreatPending):
            if q.context == C.SWITCH:
                return self._index_of([self.plan], acts, matched)
            copy = game.clone()
            copy.apply(("retreat", self.plan))
            picks = self._picks(copy, "choose_energy_cards")
            return self._first_of(picks, acts, matched) if picks else [min(matched)]
        if isinstance(pend, EnergyPending):
            return self._first_of(self._picks(game.clone(), "choose_energy_cards"), acts, matched)
        if isinstance(pend, DistributePending):
            plan = self._distribution(game.clone(), pend)
            for i in sorted(matched):
                t = acts[i]
                if plan.get(t, 0) > pend.placed[t]:
                    return [i]
            return [min(matched)]
        fr = F.find(F.chain(game), "pick_cards", "pick_pokemons", "choose_energy_cards")
        if q.max > 1 and fr is not None:
            picks = self._picks(game.clone(), fr.name)
            got = self._index_of(picks, acts, matched, every=True)
            if got is None:
                return None
            got = got[:q.max]
            for i in sorted(matched):            # a pick ptcg made by itself may be missing
                if len(got) >= q.min:
                    break
                if i not in got:
                    got.append(i)
            return got
        choice = self.agent.act(game)
        if choice == DONE:
            return [] if q.min == 0 else None
        return self._index_of([choice], acts, matched)

    def _distribution(self, game, pend) -> dict:
        """``{target index: counters}``: how the ptcg agent splits the counters of ``pend``
        (a :class:`~ptcg.cabt.adapter.DistributePending`) on ``game`` (a copy)."""
        fr = F.find(F.chain(game), "distribute")
        spots = list(pend.targets)
        plan = {}
        while fr is not None and game.decision is not None and F.running(game, fr.gen):
            L = fr.gen.gi_frame.f_locals
            mon = L["targets"][L["i"]]
            spot = (mon.owner, game.state.players[mon.owner].pos_of(mon))
            n = self.agent.act(game)
            game.apply(n)
            if spot in spots:
                plan[spots.index(spot)] = n
        rest = pend.total - sum(plan.values())
        for t in range(len(spots)):                     # the last target takes the rest
            if t not in plan:
                plan[t] = max(0, rest)
                break
        return plan

    def _picks(self, game, name: str) -> list:
        """The ptcg agent's picks on ``game`` (a copy) while its procedure ``name`` runs."""
        fr = F.find(F.chain(game), name)
        if fr is None:
            return []
        picks = []
        while game.decision is not None and F.running(game, fr.gen):
            choice = self.agent.act(game)
            game.apply(choice)
            if choice == DONE:
                break
            picks.append(choice)
        return picks

    @staticmethod
    def _index_of(choices, acts, matched, every: bool = False):
        out = []
        for c in choices:
            i = next((i for i in sorted(matched) if acts[i] == c and i not in out), None)
            if i is None and isinstance(c, int):         # another copy of the card
                i = next((i for i in sorted(matched) if isinstance(acts[i], int) and not isinstance(acts[i], bool)
                          and acts[i] >> 7 == c >> 7 and i not in out), None)
            if i is None:
                return None
            out.append(i)
        return out if (every or out) else None

    @staticmethod
    def _first_of(cards, acts, matched):
        for c in cards:
            for i in sorted(matched):
                if acts[i] == c:
                    return [i]
        return None

    # -- the rule of thumb ------------------------------------------------------------------------------
    @staticmethod
    def _main_fallback(sel) -> list:
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


def world_game(game) -> CabtGame:
    """A world (a ptcg game built from an observation) as cabt asks it: serial numbers follow
    the instances, as :func:`world_from_observation` numbers them."""
    table = {c: BASE[(c >> 6) & 1] + (c & 63) for c in _all_insts(game.state)}
    return CabtGame.from_game(game, Serials(table))


def _signature(op: dict, sel: dict, cur: dict):
    """What identifies an option across two observations of the same position: a card in a
    deck or among the cards looked at by its card ID (a world deals its deck itself), any
    other option by its fields (the hand, discard piles and board keep their order)."""
    area = op.get("area")
    if area == 1 and sel.get("deck"):
        return ("deck", op.get("playerIndex"), sel["deck"][op["index"]]["id"])
    if area == 12 and cur.get("looking"):
        card = cur["looking"][op["index"]]
        return ("looking", op.get("playerIndex"), card and card["id"])
    return tuple(sorted(op.items()))


def match_options(world_sel: dict, world_cur: dict, sel: dict, cur: dict) -> dict | None:
    """``{world option index: real option index}`` for the options of a world's question
    that the real question offers too; None if the two are not the same question."""
    if world_sel is None or (world_sel["type"], world_sel["context"]) != (sel["type"], sel["context"]):
        return None
    free: dict = {}
    for j, op in enumerate(sel["option"]):
        free.setdefault(_signature(op, sel, cur), []).append(j)
    out = {}
    for i, op in enumerate(world_sel["option"]):
        lst = free.get(_signature(op, world_sel, world_cur))
        if lst:
            out[i] = lst.pop(0)
    return out or None


def _valid(ans, sel) -> bool:
    n = len(sel["option"])
    return (sel["minCount"] <= len(ans) <= sel["maxCount"] and len(set(ans)) == len(ans)
            and all(isinstance(i, int) and 0 <= i < n for i in ans))


def _plain(o):
    if isinstance(o, dict):
        return {k: _plain(v) for k, v in o.items()}
    if isinstance(o, list):
        return [_plain(x) for x in o]
    return o


__all__ = ["CabtPlayer", "world_from_observation", "world_game", "match_options", "map_main_options"]
