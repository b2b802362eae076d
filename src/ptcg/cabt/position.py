"""``search_begin_input``: a position as one player sees it, as an ASCII string, and back.

cabt hands every observation an opaque string that its search API turns back into the
position, the caller supplying a guess for every hidden zone.  Ours is ``"ptcg1:"`` and a
compact JSON document holding what the player may see and what ptcg needs to go on
playing (lasting effects, per-turn facts, the turn, the uids of Pokémon in play ...):

* the player's own cards as ptcg instances, with their serial numbers where they were
  exchanged (:class:`~ptcg.cabt.serials.Serials`); their own deck list (card IDs in order)
  is theirs to know;
* the opponent's visible cards as ``card ID << 7 | owner << 6 | k`` where ``k`` is the
  card's serial number minus its base: the serial is visible already, and the copy
  numbers ptcg uses (which follow the hidden deck list) are not shown;
* the sizes of the hidden zones, never their cards: the deck order, the Prize cards and
  the opponent's hand are not in it (the player's deck is, in order, only while the
  question itself shows it, as cabt's ``select.deck`` does);
* no seed: the world a search plays in draws its own randomness.

A position in the middle of an effect (ptcg's step is running) cannot be written as a
state, since the step is a generator.  It is written as the last position between
steps plus the options applied since, and :func:`decode` replays them (coin flips forced
to what was seen, the cards the player saw leave the hidden zones put back where they came
from), then puts the caller's guesses in the hidden zones.
"""

from __future__ import annotations

import json

from ..events import ZoneWatch
from ..game import Game
from ..state import Effect, PlayerState, Pokemon, State
from .resume import setup_script
from .serials import BASE

PREFIX = "ptcg1:"


class PositionError(ValueError):
    """A ``search_begin_input`` that is not ours or does not fit the guesses."""


# -- encoding ---------------------------------------------------------------------------------------

class _Enc:
    def __init__(self, cg, me: int, face_down: bool = False):
        self.cg = cg
        self.me = me
        self.serials = cg.serials
        self.face_down = face_down

    def inst(self, c):
        if c is None:
            return None
        owner = (c >> 6) & 1
        if owner == self.me:
            return c
        return ((c >> 7) << 7) | (owner << 6) | (self.serials(c) - BASE[owner]) & 63

    def insts(self, cs):
        return [self.inst(c) for c in cs]

    def names(self, names):
        out = []
        for n in names:
            if n.startswith("#") and n[1:].isdigit():
                n = "#" + str(self.inst(int(n[1:])))
            out.append(n)
        return out

    def mon(self, m):
        if m is None:
            return None
        return [m.uid, m.owner, self.insts(m.cards), self.insts(m.energy), self.insts(m.tools), m.damage,
                m.rotation, m.poison, m.burn, m.confusion, m.paralyzed_turn, m.entered_turn, m.evolved_turn,
                m.evolved_from, m.moved_active_turn, m.healed_turn, _plain(m.attack_damage),
                _plain(m.ability_uses)]

    def player(self, p: PlayerState, show_deck: bool):
        own = p.index == self.me
        if not own and self.face_down:
            # the setup: the opponent's Active and Bench are face down (the Active is guessed)
            d = self._player(p, show_deck, own)
            d["active"], d["bench"], d["fda"] = None, [], p.active is not None
            return d
        return self._player(p, show_deck, own)

    def _player(self, p: PlayerState, show_deck: bool, own: bool):
        return {
            "deck": self.insts(p.deck) if show_deck else len(p.deck),
            "hand": self.insts(p.hand) if own else len(p.hand),
            "known": self.insts(c for c in p.revealed if c in p.hand) if not own else [],
            "discard": self.insts(p.discard), "prizes": len(p.prizes), "lost": self.insts(p.lost),
            "active": self.mon(p.active), "bench": [self.mon(b) for b in p.bench],
            "ea": p.energy_attached, "sp": list(p.supporters_played), "stp": p.stadium_played,
            "ret": p.retreated, "anu": self.names(p.ability_names_used), "att": p.attacked,
            "kos": _plain(p.kos), "opg": list(p.once_per_game), "mul": p.mulligans, "ip": p.initial_prizes,
            "rev": self.insts(c for c in p.revealed if c in p.hand or own),
            "res": self.insts(p.resolving), "au": _plain(p.attacks_used), "pbt": _plain(p.prizes_by_turn),
        }

    def state(self, g: State, show_deck: bool):
        return {
            "players": [self.player(p, show_deck and p.index == self.me) for p in g.players],
            "turn": g.turn, "current": g.current, "first": g.first_player, "stadium": self.inst(g.stadium),
            "effects": [[e.kind, e.target, e.player, _plain(e.value), e.start, e.end, e.checkups,
                         e.attack_effect, e.source] for e in g.effects],
            "rng_n": g.rng_n, "phase": g.phase, "chk": g.in_checkup, "uid": g.next_uid,
            "tb": g.tiebreak, "gp": g.games_played, "la": _plain(g.last_attack), "tk": _plain(g.turn_kos),
            "coins": list(g.coins_flipped),
        }


def _plain(v):
    """JSON-able copy (tuples become lists, dicts keep string keys)."""
    if isinstance(v, tuple):
        return {"t": [_plain(x) for x in v]}
    if isinstance(v, list):
        return [_plain(x) for x in v]
    if isinstance(v, dict):
        return {"d": [[_plain(k), _plain(x)] for k, x in v.items()]}
    return v


def _unplain(v):
    if isinstance(v, dict):
        if "t" in v:
            return tuple(_unplain(x) for x in v["t"])
        if "d" in v:
            return {_unplain(k): _unplain(x) for k, x in v["d"]}
    if isinstance(v, list):
        return [_unplain(x) for x in v]
    return v


def encode(cg, me: int) -> str:
    """The ``search_begin_input`` of ``cg`` (a :class:`~ptcg.cabt.adapter.CabtGame`) for
    player ``me``."""
    q = cg.question
    show_deck = q is not None and q.deck is not None and q.player == me
    enc = _Enc(cg, me)
    own_swaps = {}
    if cg.serials.swaps:
        own_swaps = {str(k): v for k, v in cg.serials.swaps.items() if (k >> 6) & 1 == me}
    doc = {"me": me, "deck": list(cg.game.decks[me]), "swaps": own_swaps, "fc": cg.first_chooser,
           "cnt": [cg.count_turn, cg.count]}
    stable = cg.stable
    if cg.game.state.phase == "setup" and not cg.game._record:
        doc["s"] = "start"                   # the first question: nothing dealt yet
    elif cg.game.state.phase == "setup" and cg.pending is None and (script := setup_script(cg.game)) is not None:
        # a setup question: the position now and what is left of the setup (ptcg.cabt.resume)
        doc["s"] = _Enc(cg, me, face_down=True).state(cg.game.state, show_deck)
        doc["setup"] = script
        doc["sel"] = cg.select_dict()
    elif cg.game._gen is None:
        doc["s"] = enc.state(cg.game.state, show_deck)
        doc["pending"] = _pending(cg, enc)
    elif stable is not None and stable[0].phase == "play":
        state, mark, _serials, _events = stable
        doc["s"] = enc.state(state, False)
        asked = cg.kinds[mark:] if cg.kinds is not None else [None] * (len(cg.game._record) - mark)
        doc["h"] = [_opt(enc, o, a and a[0]) for o, a in zip(cg.game._record[mark:], asked)]
        # the player's own questions: a world whose hidden zones differ may answer one by
        # itself (a single possible answer) that the real game asked
        doc["hq"] = [a[2] if a is not None and a[1] == me else None for a in asked]
        doc["pins"] = _pins(cg, me, enc, stable)
        doc["pending"] = _pending(cg, enc)
        doc["sel"] = cg.select_dict()
        now = cg.game.state.players
        doc["now"] = {"deck": [len(p.deck) for p in now], "prizes": [len(p.prizes) for p in now],
                      "hand": [len(p.hand) for p in now]}
        doc["now_lists"] = {"hand": enc.insts(now[me].hand), "discard0": enc.insts(now[0].discard),
                            "discard1": enc.insts(now[1].discard)}
        if show_deck:
            doc["now_deck"] = enc.insts(cg.game.state.players[me].deck)
        elif q is not None and q.looking is not None and q.player == me:
            own_deck = cg.game.state.players[me].deck
            if all(c in own_deck for c in q.looking):
                doc["now_top"] = enc.insts(q.looking)          # the top of the deck, top first
    else:
        doc["s"] = None
    return PREFIX + json.dumps(doc, separators=(",", ":"))


_CARD_ACTIONS = ("play", "bench", "attach", "evolve", "card_ability")
_CARD_KINDS = ("choose_card", "setup_active", "setup_bench", "order")


def _opt(enc, o, kind):
    """An applied option, the opponent's cards in it numbered as in the rest of the input."""
    if isinstance(o, tuple):
        if o and o[0] in _CARD_ACTIONS:
            return {"t": [o[0], _card_opt(enc, o[1])] + list(o[2:])}
        return {"t": list(o)}
    if kind in _CARD_KINDS:
        return _card_opt(enc, o)
    return o


def _card_opt(enc, c):
    if isinstance(c, int) and not isinstance(c, bool) and (c >> 6) & 1 != enc.me:
        if not _seen(enc.cg.game.state, c):
            return {"h": 1}                  # a card of the opponent's still hidden: not written
        return {"i": enc.inst(c)}
    return c


def _seen(g, c) -> bool:
    """Whether the opponent's card ``c`` is where both players see it now."""
    p = g.players[(c >> 6) & 1]
    if c in p.discard or c in p.lost or c in p.resolving or g.stadium == c:
        return True
    if c in p.hand:
        return c in p.revealed
    return any(c in m.cards or c in m.energy or c in m.tools for m in p.in_play())


def _pending(cg, enc):
    from .adapter import DistributePending, EnergyPending, RetreatPending
    p = cg.pending
    if isinstance(p, RetreatPending):
        return {"retreat": [p.player, enc.insts(p.paid), p.need]}
    if isinstance(p, EnergyPending):
        return {"energy": enc.insts(p.paid)}
    if isinstance(p, DistributePending):
        return {"dist": list(p.placed)}
    return None


def _hidden(owner: int, zone: str, me: int) -> bool:
    return zone in ("deck", "prizes") or (zone == "hand" and owner != me)


def _pins(cg, me, enc, stable):
    """What ``me`` saw happen since the last position between steps: the coin flips, the
    cards that left a hidden zone into view (draws, searches, Prize cards: ``out``) and
    the cards seen going into one (``in``), in order, as ``[owner, zone, card]``."""
    events = cg.game.state.events
    start = stable[3]
    coins, out, into = [], [], []
    if events is None:
        return {"coins": coins, "out": out, "in": into}
    for e in events[start:]:
        if e.kind == "coin":
            coins.append(bool(e.data["heads"]))
        elif e.kind == "move" and e.private_to in (None, me) and "card" in e.data:
            d = e.data
            owner = (d["card"] >> 6) & 1
            src_hidden, dst_hidden = _hidden(owner, d["src"], me), _hidden(owner, d["dst"], me)
            if src_hidden and not dst_hidden:
                out.append([owner, d["src"], enc.inst(d["card"])])
            elif dst_hidden and not src_hidden:
                into.append([owner, d["dst"], enc.inst(d["card"])])
    return {"coins": coins, "out": out, "in": into}


# -- decoding -------------------------------------------------------------------------------------------

def parse(sbi) -> dict:
    if isinstance(sbi, (bytes, bytearray)):
        sbi = bytes(sbi).decode("ascii", "replace")
    if not isinstance(sbi, str) or not sbi.startswith(PREFIX):
        raise PositionError("not a ptcg search_begin_input")
    try:
        return json.loads(sbi[len(PREFIX):])
    except ValueError:
        raise PositionError("a damaged search_begin_input") from None


def hidden_sizes(doc: dict) -> dict:
    """The sizes of the hidden zones (how many cards each guess needs)."""
    me = doc["me"]
    s = doc["s"]
    if s is None:
        return {}
    mine, theirs = s["players"][me], s["players"][1 - me]
    return {"your_deck": mine["deck"] if isinstance(mine["deck"], int) else 0,
            "your_prize": mine["prizes"], "opponent_deck": theirs["deck"], "opponent_prize": theirs["prizes"],
            "opponent_hand": theirs["hand"] - len(theirs["known"])}


def _mon(d, mk):
    m = Pokemon.__new__(Pokemon)
    (m.uid, m.owner, cards, energy, tools, m.damage, m.rotation, m.poison, m.burn, m.confusion,
     m.paralyzed_turn, m.entered_turn, m.evolved_turn, m.evolved_from, m.moved_active_turn, m.healed_turn,
     ad, au) = d
    m.cards = [mk(c) for c in cards]
    m.cid = m.cards[-1] >> 7
    m.energy = [mk(c) for c in energy]
    m.tools = [mk(c) for c in tools]
    m.attack_damage = _unplain(ad)
    m.ability_uses = _unplain(au)
    return m


def build_state(doc_s: dict, rules, seed: int, fill) -> State:
    """A ptcg State from an encoded one; ``fill(player, zone, n)`` gives the ``n`` cards of
    a hidden zone (zone: "deck", "prizes", "hand")."""
    g = State(rules, seed)
    for pl, d in enumerate(doc_s["players"]):
        p = g.players[pl]
        p.deck = list(d["deck"]) if isinstance(d["deck"], list) else fill(pl, "deck", d["deck"])
        if isinstance(d["hand"], list):
            p.hand = list(d["hand"])
        else:
            p.hand = list(d["known"]) + fill(pl, "hand", d["hand"] - len(d["known"]))
        p.discard = list(d["discard"])
        p.prizes = fill(pl, "prizes", d["prizes"])
        p.lost = list(d["lost"])
        p.active = _mon(d["active"], int) if d["active"] is not None else None
        p.bench = [_mon(b, int) for b in d["bench"]]
        p.energy_attached = d["ea"]
        p.supporters_played = list(d["sp"])
        p.stadium_played = d["stp"]
        p.retreated = d["ret"]
        p.ability_names_used = list(d["anu"])
        p.attacked = d["att"]
        p.kos = [tuple(k) if isinstance(k, list) else _unplain(k) for k in _unplain(d["kos"])]
        p.once_per_game = list(d["opg"])
        p.mulligans = d["mul"]
        p.initial_prizes = d["ip"]
        p.revealed = list(d["rev"])
        p.resolving = list(d["res"])
        p.attacks_used = _unplain(d["au"])
        p.prizes_by_turn = _unplain(d["pbt"])
    g.turn = doc_s["turn"]
    g.current = doc_s["current"]
    g.first_player = doc_s["first"]
    g.stadium = doc_s["stadium"]
    g.effects = [Effect(k, t, pl, _unplain(v), st, en, ch, ae, src)
                 for k, t, pl, v, st, en, ch, ae, src in doc_s["effects"]]
    g.rng_n = doc_s["rng_n"]
    g.phase = doc_s["phase"]
    g.in_checkup = doc_s["chk"]
    g.next_uid = doc_s["uid"]
    g.tiebreak = doc_s["tb"]
    g.games_played = doc_s["gp"]
    g.last_attack = _unplain(doc_s["la"])
    g.turn_kos = _unplain(doc_s["tk"])
    g.coins_flipped = list(doc_s["coins"])
    return g


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


def new_game(state: State, decks, rules) -> Game:
    """A :class:`~ptcg.game.Game` at a position between steps (its pending question is the
    main-phase menu of the player whose turn it is)."""
    from ..rules.turn import main_decision
    game = Game.__new__(Game)
    game.decks = decks
    game.deck_names = ("deck A", "deck B")
    game.seed = state.seed
    game.rules = rules
    game.auto_end = False
    game.state = state
    state.events = []
    state.watch = ZoneWatch(state)
    game._snapshot = state.copy()
    game._snapshot_at_start = False
    game._snap_turn = state.turn
    game._history = []
    game._record = []
    game._gen = None
    game._decision = main_decision(state) if state.phase == "play" else None
    return game


__all__ = ["encode", "parse", "hidden_sizes", "build_state", "new_game", "PositionError", "PREFIX"]
