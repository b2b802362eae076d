"""I-G: game setup (procedure P10), mulligans, and the tie-break / Sudden Death games.

1. Decide who goes first: by default a coin flip (our stand-in for rock-paper-scissors)
   decides who chooses to go first or second (001); ``Ruleset.first_player="player0"``
   lets player 0 choose, as the official simulator does; ``"winner_first"``: the coin's
   winner goes first, nobody chooses (000 B-06, 004 §4).
2. Both shuffle and draw 7.
3. If both hands lack a Basic Pokémon, both show their hands, shuffle them back and
   draw again; no extra cards for anyone (P10 5a).
4. If only one player lacks a Basic, the other sets up first (Active, Bench, Prizes);
   the player without a Basic shows the hand, shuffles it back and draws 7 until a Basic
   comes (each time is a mulligan), then sets up; finally the other player may draw up
   to one card per mulligan and bench Basics (P10 7; ``Ruleset.mulligan_bonus``).
5. Active (face down), then Bench: the player going first chooses first.
6. Prize cards: the top 6 (3 in the 30-card game) of the deck; with
   ``Ruleset.prizes_before_hand`` (004 §4) they are set aside right after the shuffle,
   before the hand is drawn, and stay there through mulligans.
7. Everything turns face up; the first player's first turn begins.
"""

from __future__ import annotations

from ..cards.db import CARD_LIST
from ..registry import PASSIVES
from ..decisions import DONE, GO_FIRST, MULLIGAN_DRAW, SETUP_ACTIVE, SETUP_BENCH, ask
from . import queries as Q
from .zones import draw, flip, put_on_bench, shuffle


def _can_start_active(g, inst: int) -> bool:
    """A Basic Pokémon, or a card whose Ability lets it start face down (RC-078)."""
    c = CARD_LIST[inst >> 7]
    if c.plays_as_basic:
        return True
    if c.is_pokemon and c.abilities:
        table = PASSIVES.get("setup_active")
        if table:
            return any(ab.key in table and table[ab.key](g, inst) for ab in c.abilities)
    return False


def _has_start(g, player: int) -> bool:
    return any(_can_start_active(g, c) for c in g.players[player].hand)


def _unique(cards) -> list:
    out, seen = [], set()
    for c in cards:
        if (c >> 7) not in seen:
            seen.add(c >> 7)
            out.append(c)
    return out


def setup(g):
    """P10, ending with the first turn's draw (the game's first main phase follows)."""
    rules = g.rules
    for p in g.players:
        p.initial_prizes = 1 if g.tiebreak == 1 else rules.prize_cards
    if rules.first_player == "winner_first":
        # 000 B-06: the rock-paper-scissors winner goes first; 004 §4: a random pick (a coin
        # stands in for both); nobody chooses
        first = 0 if flip(g, 0, "who goes first") else 1
    else:
        if rules.first_player == "coin":
            chooser = 0 if flip(g, 0, "who chooses to go first") else 1
        else:
            chooser = 0
        ans = yield from ask(chooser, GO_FIRST, ("first", "second"), "Go first or second?")
        first = chooser if ans == "first" else 1 - chooser
    g.first_player = first
    g.current = first
    g.emit("setup_first", first)
    order = (first, 1 - first)
    for pl in order:
        shuffle(g, pl)
        if rules.prizes_before_hand:
            _set_prizes(g, pl)            # 004 §4: the Prize cards first, then the hand
        draw(g, pl, rules.hand_size)
    # P10 5a: both without a Basic -> both redraw, nobody gains cards
    while not _has_start(g, 0) and not _has_start(g, 1):
        g.emit("setup_no_basic_both")
        for pl in order:
            _redraw(g, pl)
    lacking = [pl for pl in order if not _has_start(g, pl)]
    if not lacking:
        for pl in order:
            yield from _choose_active(g, pl)
        for pl in order:
            yield from _choose_bench(g, pl)
        for pl in order:
            if not rules.prizes_before_hand:
                _set_prizes(g, pl)
    else:
        m = lacking[0]
        o = 1 - m
        yield from _choose_active(g, o)
        yield from _choose_bench(g, o)
        if not rules.prizes_before_hand:
            _set_prizes(g, o)
        while not _has_start(g, m):
            g.players[m].mulligans += 1
            g.emit("mulligan", m, number=g.players[m].mulligans, cards=list(g.players[m].hand),
                   revealed=g.players[m].hand)
            _redraw(g, m)
        yield from _choose_active(g, m)
        yield from _choose_bench(g, m)
        if not rules.prizes_before_hand:
            _set_prizes(g, m)
        yield from _mulligan_bonus(g, o, g.players[m].mulligans)
    g.phase = "play"
    g.emit("setup_done")


def _redraw(g, pl: int) -> None:
    p = g.players[pl]
    p.deck.extend(p.hand)
    p.hand.clear()
    shuffle(g, pl)
    draw(g, pl, g.rules.hand_size)


def _choose_active(g, pl: int):
    p = g.players[pl]
    opts = _unique(c for c in p.hand if _can_start_active(g, c))
    inst = yield from ask(pl, SETUP_ACTIVE, opts, "Choose your Active Pokémon (face down)")
    p.hand.remove(inst)
    mon = put_on_bench(g, pl, inst)
    p.bench.remove(mon)
    p.active = mon
    g.emit("setup_active", pl, private_to=pl, card=inst)


def _choose_bench(g, pl: int):
    p = g.players[pl]
    while len(p.bench) < Q.bench_size(g, pl):
        basics = _unique(c for c in p.hand if CARD_LIST[c >> 7].plays_as_basic)
        if not basics:
            return
        inst = yield from ask(pl, SETUP_BENCH, tuple(basics) + (DONE,), "Put a Basic Pokémon on your Bench?")
        if inst == DONE:
            return
        p.hand.remove(inst)
        put_on_bench(g, pl, inst)
        g.emit("setup_bench", pl, private_to=pl, card=inst)


def _set_prizes(g, pl: int) -> None:
    p = g.players[pl]
    n = p.initial_prizes
    for _ in range(min(n, len(p.deck))):
        p.prizes.append(p.deck.pop())
    g.emit("setup_prizes", pl, count=len(p.prizes))


def _mulligan_bonus(g, pl: int, mulligans: int):
    mode = g.rules.mulligan_bonus
    if mulligans <= 0 or mode == "none":
        return
    if mode == "all":
        drawn = len(draw(g, pl, mulligans))
    elif mode == "one_each":
        # 000 B-06: one optional card per mulligan, each decided after seeing the last one
        drawn = 0
        for k in range(mulligans):
            if (yield from ask(pl, MULLIGAN_DRAW, (0, 1),
                               f"Your opponent's mulligan {k + 1} of {mulligans}: draw 1 extra card?")):
                drawn += len(draw(g, pl, 1))
    else:
        n = yield from ask(pl, MULLIGAN_DRAW, tuple(range(mulligans + 1)),
                           f"Your opponent took {mulligans} mulligan(s): draw how many extra cards?")
        drawn = len(draw(g, pl, n))
    if drawn:
        yield from _choose_bench(g, pl)


def restart_for_tiebreak(g, mode: str) -> None:
    """Gather every card back into its owner's deck for a new game (I-E R3, III-10 R3)."""
    for p in g.players:
        cards = p.all_cards()
        p.deck = sorted(cards)
        p.hand, p.discard, p.prizes, p.lost, p.resolving = [], [], [], [], []
        p.active, p.bench = None, []
        p.energy_attached = False
        p.supporters_played = []
        p.stadium_played = p.retreated = p.attacked = False
        p.ability_names_used = []
        p.kos = []
        p.attacks_used = ()
        p.prizes_by_turn = ()
        p.once_per_game = []
        p.mulligans = 0
    if g.stadium is not None:
        g.players[(g.stadium >> 6) & 1].deck.append(g.stadium)
        g.players[(g.stadium >> 6) & 1].deck.sort()
        g.stadium = None
    g.effects = []
    g.turn = 0
    g.result = None
    g.phase = "setup"
    g.tiebreak = 1 if mode == "sudden_death" else 2
    g.games_played += 1
    g.emit("extra_game", mode=mode)
