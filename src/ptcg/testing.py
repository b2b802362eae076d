"""Scenario builder for tests: put exact cards in exact places, then drive the game.

>>> from ptcg.testing import Scenario
>>> s = Scenario()
>>> s.active(0, 722, energy=[3])             # player 0: Snover with a Basic {W} Energy
>>> s.active(1, 151)                          # player 1: Scorbunny
>>> t = s.start()                             # player 0's turn 3, main phase
>>> t.attack("Beat")
>>> t.state.players[1].active.damage
10

Cards are given by card ID; positions are 0 (Active) and 1.. (Bench).  Decks are listed
top first.  Coin flips can be forced with ``t.coins("HTT")``.  By default each player
has a deck of 20 Basic {C}-free filler cards (Basic {W} Energy) and 6 Prize cards, so
a game does not end by accident.

Shortcuts for the common cases: :func:`ready_to_attack` (a Pokémon with the Energy for
one of its attacks, given by attack ID), :func:`versus`, :func:`attack_once` and
:func:`deck_list`; ``t.use(card_id, attack_id)``; ``t.card_options()``,
``t.deck_ids(player)``, ``t.shuffles(player)`` and ``t.at_main(player)`` to look at a
choice, a deck, the log or whose turn it is.

Stand-ins register a behaviour or a card for the length of one ``with`` block and restore
the registry afterwards, its derived per-card tables included: :func:`stand_in_passive`,
:func:`stand_in_trigger`, :func:`stand_in_ability`, :func:`stand_in_attack`,
:func:`stand_in_trainer`, :func:`stand_in_energy`, :func:`stand_in_lasting` and
:func:`stand_in_card`.  Use them for cards that are not in the pool (a rule or a ruling
case written for an older card) or for a test-only effect.
"""

from __future__ import annotations

from contextlib import contextmanager

from . import registry
from .cards.db import BASIC_ENERGY_ID, CARD_LIST, CARDS, LEGACY_BASE, CardDef, get, is_known
from .registry import (ABILITIES, ATTACKS, ENERGIES, LASTING, PASSIVES, TRAINERS, AbilitySpec, AttackSpec,
                             EnergySpec, TrainerSpec, as_generator, attack_key, card_key)
from .decisions import (CHOOSE_CARD, CHOOSE_NUMBER, CHOOSE_OPTION, CHOOSE_POKEMON, DONE, MAIN, NO,
                        PROMOTE, YES, YES_NO)
from .game import Game
from .ruleset import STANDARD
from .rules.turn import main_decision
from .events import ZoneWatch
from .state import Effect, Pokemon, State, make_instance
from .types import WATER

FILLER = 3  # Basic {W} Energy
DRAGAPULT_EX = 121  # 320 HP, no Weakness, no Resistance: the default neutral target
SNOVER = 722        # a Basic Pokémon for the opponent's Bench (so a Knock Out does not end the game)


class Scenario:
    """Describe a position; :meth:`start` turns it into a game at a main-phase decision."""

    def __init__(self, *, turn: int = 3, current: int = 0, first_player: int | None = None,
                 rules=STANDARD, seed: int = 1, log: bool = True):
        self.turn = turn
        self.current = current
        self.first_player = first_player if first_player is not None else (current if turn % 2 == 1 else 1 - current)
        self.rules = rules
        self.seed = seed
        self.log = log
        self._mons = {0: [], 1: []}          # (pos, spec dict)
        self._zones = {0: {}, 1: {}}
        self._stadium = None
        self._effects = []
        self._flags = {0: {}, 1: {}}

    # -- describing ---------------------------------------------------------------------
    def active(self, player: int, card_id: int, **kw) -> "Scenario":
        """The Active Pokémon: ``energy=[ids]``, ``tools=[ids]``, ``damage=N``,
        ``under=[ids]`` (cards it evolved from), ``conditions=[...]``,
        ``entered_turn=N``, ``evolved_turn=N``."""
        self._mons[player] = [m for m in self._mons[player] if m[0] != 0] + [(0, card_id, kw)]
        return self

    def bench(self, player: int, card_id: int, **kw) -> "Scenario":
        n = sum(1 for m in self._mons[player] if m[0] != 0)
        self._mons[player].append((n + 1, card_id, kw))
        return self

    def hand(self, player: int, cards) -> "Scenario":
        self._zones[player]["hand"] = list(cards)
        return self

    def deck(self, player: int, cards) -> "Scenario":
        """Deck cards, top first."""
        self._zones[player]["deck"] = list(cards)
        return self

    def discard(self, player: int, cards) -> "Scenario":
        self._zones[player]["discard"] = list(cards)
        return self

    def prizes(self, player: int, cards) -> "Scenario":
        """Prize cards: a list of IDs, or a number of filler cards."""
        self._zones[player]["prizes"] = [FILLER] * cards if isinstance(cards, int) else list(cards)
        return self

    def stadium(self, card_id: int, owner: int = 0) -> "Scenario":
        self._stadium = (card_id, owner)
        return self

    def flags(self, player: int, **kw) -> "Scenario":
        """Per-turn facts: ``energy_attached``, ``retreated``, ``supporters_played``..."""
        self._flags[player].update(kw)
        return self

    def effect(self, player: int, pos: int, kind: str, value=None, *, turns=None,
               checkups: bool = False, attack_effect: bool = True) -> "Scenario":
        """A lasting effect record on the Pokémon at ``pos`` (see ptcg.effects.durations),
        in force during ``turns`` = (start, end), by default the scenario's turn only: what
        an attack of the previous turn leaves for its opponent's next turn (II-E-01).
        ``attack_effect=False`` for effects that stay when it goes to the Bench."""
        self._effects.append((player, pos, kind, value, turns, checkups, attack_effect))
        return self

    # -- building -----------------------------------------------------------------------
    def build_state(self) -> State:
        g = State(self.rules, self.seed)
        copies: dict = {}

        def inst(pl: int, cid: int) -> int:
            if not is_known(cid):                 # loads the set of an older card
                raise ValueError(f"unknown card ID {cid}")
            k = copies.get((pl, cid), 0)
            copies[(pl, cid)] = k + 1
            return make_instance(cid, pl, k)

        for pl in (0, 1):
            p = g.players[pl]
            z = self._zones[pl]
            p.hand = [inst(pl, c) for c in z.get("hand", [])]
            deck_top_first = [inst(pl, c) for c in z.get("deck", [FILLER] * 20)]
            p.deck = deck_top_first[::-1]
            p.discard = [inst(pl, c) for c in z.get("discard", [])]
            p.prizes = [inst(pl, c) for c in z.get("prizes", [FILLER] * 6)]
            p.initial_prizes = self.rules.prize_cards
            for pos, cid, kw in sorted(self._mons[pl], key=lambda m: m[0]):
                under = [inst(pl, c) for c in kw.get("under", [])]
                top = inst(pl, cid)
                mon = Pokemon(g.new_uid(), pl, top, kw.get("entered_turn", 0))
                mon.cards = under + [top]
                mon.energy = [inst(pl, c) for c in kw.get("energy", [])]
                mon.tools = [inst(pl, c) for c in kw.get("tools", [])]
                mon.damage = kw.get("damage", 0)
                mon.evolved_turn = kw.get("evolved_turn", -1)
                for cond in kw.get("conditions", []):
                    from .rules.conditions import ASLEEP, CONFUSED, PARALYZED
                    if cond == "asleep":
                        mon.rotation = ASLEEP
                    elif cond == "paralyzed":
                        mon.rotation = PARALYZED
                        mon.paralyzed_turn = self.turn - 1
                    elif cond == "confused":
                        mon.rotation = CONFUSED
                    elif cond == "poisoned":
                        mon.poison = 1
                    elif cond == "burned":
                        mon.burn = 2
                if pos == 0:
                    p.active = mon
                else:
                    p.bench.append(mon)
            for k, v in self._flags[pl].items():
                setattr(p, k, v)
        if self._stadium is not None:
            g.stadium = inst(self._stadium[1], self._stadium[0])
        g.turn = self.turn
        g.current = self.current
        g.first_player = self.first_player
        g.phase = "play"
        for pl, pos, kind, value, turns, checkups, attack_effect in self._effects:
            start, end = turns or (self.turn, self.turn)
            mon = g.players[pl].at(pos)
            g.effects.append(Effect(kind, mon.uid, pl, value, start, end, checkups, attack_effect))
        if self.log:
            g.events = []
            g.watch = ZoneWatch(g)
        return g

    def start(self) -> "Table":
        g = self.build_state()
        game = Game.__new__(Game)
        game.decks = (tuple(c >> 7 for c in g.players[0].all_cards()), tuple(c >> 7 for c in g.players[1].all_cards()))
        game.deck_names = ("scenario A", "scenario B")
        game.seed = self.seed
        game.rules = self.rules
        game.auto_end = False
        game.state = g
        game._snapshot = g.copy()
        game._snapshot_at_start = False
        game._snap_turn = g.turn
        game._history = []
        game._record = []
        game._gen = None
        game._decision = main_decision(g)
        return Table(game)


class Table:
    """A game under test, with shortcuts to act by card ID and to inspect the board."""

    def __init__(self, game: Game):
        self.game = game

    # -- inspecting ------------------------------------------------------------------
    @property
    def state(self):
        return self.game.state

    @property
    def decision(self):
        return self.game.decision

    @property
    def options(self) -> tuple:
        return self.game.legal_options

    def player(self, pl: int):
        return self.game.state.players[pl]

    def mon(self, pl: int, pos: int = 0):
        return self.game.state.players[pl].at(pos)

    def hand_ids(self, pl: int) -> list:
        return sorted(c >> 7 for c in self.player(pl).hand)

    def discard_ids(self, pl: int) -> list:
        return sorted(c >> 7 for c in self.player(pl).discard)

    def energy_ids(self, pl: int, pos: int = 0) -> list:
        return sorted(c >> 7 for c in self.mon(pl, pos).energy)

    def deck_ids(self, pl: int, *, sort: bool = True) -> list:
        """The card IDs in ``pl``'s deck: sorted, or with ``sort=False`` in deck order,
        bottom card first (the top card is the last one)."""
        ids = [c >> 7 for c in self.player(pl).deck]
        return sorted(ids) if sort else ids

    def card_options(self, *, include_done: bool = False) -> set:
        """The card IDs offered by the pending card choice (``DONE`` too if it is offered
        and ``include_done``)."""
        out = {o >> 7 for o in self.options if isinstance(o, int) and o != DONE}
        if include_done and DONE in self.options:
            out.add(DONE)
        return out

    def at_main(self, pl: int | None = None) -> bool:
        """Whether the game waits for a main-phase action (of player ``pl`` if given)."""
        d = self.decision
        return d is not None and d.kind == MAIN and (pl is None or d.player == pl)

    def shuffles(self, pl: int = 0) -> int:
        """How many times ``pl``'s deck has been shuffled so far (from the log)."""
        return sum(f"P{pl + 1} shuffles their deck" in line for line in self.log)

    @property
    def log(self) -> list:
        return self.game.log

    def refresh(self) -> "Table":
        """Recompute the pending main-phase decision after a test changed the state directly."""
        assert self.game._gen is None, "refresh() only at a main-phase decision"
        self.game._decision = main_decision(self.game.state)
        return self

    def protect(self, pl: int, pos: int = 0) -> "Table":
        """Put a "prevent all damage and effects of attacks" record on a Pokémon for this turn."""
        mon = self.mon(pl, pos)
        self.state.effects.append(Effect("prevent_all", mon.uid, pl, None, self.state.turn, self.state.turn))
        return self

    def coins(self, flips) -> "Table":
        """Force the next coin flips: a string of H/T or a list of booleans."""
        if isinstance(flips, str):
            flips = [c.upper() == "H" for c in flips]
        self.game.state.forced_coins = list(flips)
        return self

    # -- acting ----------------------------------------------------------------------
    def apply(self, option) -> "Table":
        self.game.apply(option)
        return self

    def _hand_inst(self, cid: int) -> int:
        for c in self.player(self.decision.player).hand:
            if c >> 7 == cid:
                return c
        raise AssertionError(f"card {cid} is not in player {self.decision.player}'s hand")

    def _main(self, *prefix):
        d = self.decision
        assert d is not None and d.kind == MAIN, f"expected a main-phase decision, got {d!r}"
        for o in d.options:
            if o[: len(prefix)] == prefix:
                return o
        raise AssertionError(f"no legal action {prefix!r}; legal: {d.options!r}")

    def can(self, kind: str, *args) -> bool:
        """Whether a main action is legal now: ``t.can("play", 1123)``, ``t.can("attack", "Beat")``."""
        d = self.decision
        if d is None or d.kind != MAIN:
            return False
        for o in d.options:
            if o[0] != kind:
                continue
            if kind in ("play", "bench", "attach", "evolve", "card_ability"):
                if args and o[1] >> 7 != args[0]:
                    continue
                if len(args) > 1 and o[2] != args[1]:
                    continue
                return True
            if kind == "attack":
                if args and self._attack_name(o[1]) != args[0]:
                    continue
                return True
            if o[1:1 + len(args)] == tuple(args):
                return True
        return False

    def play(self, cid: int) -> "Table":
        return self.apply(self._main("play", self._hand_inst(cid)))

    def bench_card(self, cid: int) -> "Table":
        return self.apply(self._main("bench", self._hand_inst(cid)))

    def attach(self, cid: int, pos: int = 0) -> "Table":
        return self.apply(self._main("attach", self._hand_inst(cid), pos))

    def evolve(self, cid: int, pos: int = 0) -> "Table":
        return self.apply(self._main("evolve", self._hand_inst(cid), pos))

    def ability(self, pos: int = 0, index: int = 0) -> "Table":
        return self.apply(self._main("ability", pos, index))

    def stadium_ability(self) -> "Table":
        return self.apply(self._main("stadium"))

    def retreat(self, to_pos: int = 1) -> "Table":
        return self.apply(self._main("retreat", to_pos))

    def end_turn(self) -> "Table":
        return self.apply(self._main("end"))

    def _attack_name(self, attack_id: int) -> str:
        if attack_id >= LEGACY_BASE * 10:       # an older card's attack: card ID * 10 + index
            c = get(attack_id // 10)
            return c.attacks[attack_id % 10].name if c is not None and attack_id % 10 < len(c.attacks) else ""
        for c in CARDS.values():                # the pool and stand-in cards
            for a in c.attacks:
                if a.id == attack_id:
                    return a.name
        return ""

    def attack(self, name: str) -> "Table":
        d = self.decision
        for o in d.options:
            if o[0] == "attack" and self._attack_name(o[1]) == name:
                return self.apply(o)
        raise AssertionError(f"attack {name!r} is not legal; legal: {d.options!r}")

    def use(self, card_id: int, attack_id: int) -> "Table":
        """Use the attack of ``card_id`` that prints the same text as attack ``attack_id``."""
        return self.attack(attack_of(card_id, attack_id).name)

    def choose(self, *answers) -> "Table":
        """Answer pending decisions in turn.  A card ID answers a card choice; a
        (player, position) tuple a Pokémon choice; True/False a yes/no; an int a number
        choice; ``DONE`` ends a choice."""
        for ans in answers:
            d = self.decision
            assert d is not None, "the game is over"
            self.apply(self._translate(d, ans))
        return self

    def _translate(self, d, ans):
        if ans == DONE and DONE in d.options:
            return DONE
        if d.kind == YES_NO:
            if ans in (True, YES):
                return YES
            if ans in (False, NO):
                return NO
        if d.kind == CHOOSE_CARD or d.kind in ("setup_active", "setup_bench"):
            if isinstance(ans, int):
                for o in d.options:
                    if o != DONE and o >> 7 == ans:
                        return o
                    if o == ans:
                        return o
        if d.kind in (CHOOSE_NUMBER, CHOOSE_OPTION, PROMOTE) or ans in d.options:
            return ans
        if d.kind == CHOOSE_POKEMON and isinstance(ans, tuple):
            return ans
        raise AssertionError(f"cannot answer {d!r} with {ans!r}")

    def __repr__(self) -> str:
        return f"<Table {self.game!r}>"


# -- attacks given by attack ID ----------------------------------------------------------------
def attack_of(card_id: int, attack_id: int):
    """The attack of card ``card_id`` that prints the same text as attack ``attack_id``
    (reprints share the text under other attack IDs)."""
    key = attack_key(attack_id)
    return next(a for a in CARD_LIST[card_id].attacks if a.key == key)


def energy_for(attack, colorless: int | None = None) -> list:
    """Basic Energy cards paying ``attack``'s cost: each typed symbol with its own type, each
    {C} with ``colorless`` (by default the first typed symbol's Energy, or {W})."""
    typed = [t for t in attack.cost if t]
    if colorless is None:
        colorless = BASIC_ENERGY_ID[typed[0]] if typed else FILLER
    return [BASIC_ENERGY_ID[t] if t else colorless for t in attack.cost]


def energy_named(card_id: int, attack: str) -> list:
    """Basic Energy cards paying the attack named ``attack`` of ``card_id`` (as :func:`energy_for`:
    {C} with the first typed symbol's Energy): for older cards, whose attacks are named."""
    return energy_for(next(a for a in CARD_LIST[card_id].attacks if a.name == attack))


def ready_named(card_id: int, attack: str, *, defender: int = DRAGAPULT_EX, extra_energy=(), **kw) -> Scenario:
    """Player 0's ``card_id`` with the Energy for its attack named ``attack`` (plus
    ``extra_energy``) against ``defender``; then ``t.attack(attack)``."""
    return versus(card_id, energy_named(card_id, attack) + list(extra_energy), defender=defender, **kw)


def attack_named(card_id: int, attack: str, coins: str = "", *, defender: int = DRAGAPULT_EX,
                 extra_energy=(), **kw) -> "Table":
    """Player 0's ``card_id``, with the Energy its attack named ``attack`` costs (plus
    ``extra_energy``), uses it on ``defender`` (a Snover on the opponent's Bench), the coins
    forced to ``coins``; returns the table.  The scenario test of an older card's attack."""
    t = ready_named(card_id, attack, defender=defender, extra_energy=extra_energy, **kw).bench(1, SNOVER).start()
    if coins:
        t.coins(coins)
    return t.attack(attack)


def versus(card_id: int, energy=(), *, defender: int = DRAGAPULT_EX, **kw) -> Scenario:
    """Player 0's Active ``card_id`` with ``energy`` (and ``kw`` as in :meth:`Scenario.active`)
    against player 1's Active ``defender``."""
    return Scenario().active(0, card_id, energy=list(energy), **kw).active(1, defender)


def ready_to_attack(card_id: int, attack_id: int, defender: int = DRAGAPULT_EX, extra_energy=(),
                    **kw) -> Scenario:
    """Player 0's ``card_id`` with the Energy for the attack printing ``attack_id`` (plus
    ``extra_energy``) against ``defender``; then ``t.use(card_id, attack_id)``."""
    energy = energy_for(attack_of(card_id, attack_id)) + list(extra_energy)
    return versus(card_id, energy, defender=defender, **kw)


def attack_once(scenario: Scenario, attack: str, coins: str = "") -> "Table":
    """Start ``scenario``, force ``coins`` and use the attack named ``attack``; returns the table."""
    t = scenario.start()
    if coins:
        t.coins(coins)
    return t.attack(attack)


def deck_list(*groups, size: int = 60, filler: int = FILLER) -> list:
    """A deck of ``(count, card ID)`` groups, topped up with ``filler`` cards to ``size``."""
    cards = [cid for n, cid in groups for _ in range(n)]
    return cards + [filler] * (size - len(cards))


# -- stand-ins: a behaviour or a card for one test ---------------------------------------------
_ABSENT = object()


@contextmanager
def _registered(table: dict, key, value, *, tables: bool = False):
    """Put ``value`` at ``table[key]`` for the block, then put back what was there (or
    nothing); ``tables``: the registry's per-card tables are built from ``table``."""
    old = table.get(key, _ABSENT)
    table[key] = value
    if tables:
        registry._invalidate()
    try:
        yield value
    finally:
        if old is _ABSENT:
            del table[key]
        else:
            table[key] = old
        if tables:
            registry._invalidate()


@contextmanager
def _registered_for(by_query: dict, query: str, key, value, *, tables: bool = False):
    """:func:`_registered` in ``by_query[query]``, which goes again if the stand-in made it."""
    made = query not in by_query
    try:
        with _registered(by_query[query], key, value, tables=tables):
            yield value
    finally:
        if made and not by_query[query]:
            del by_query[query]


def stand_in_passive(card_id: int, query: str, fn, index: int | None = None, *, fresh: bool = False):
    """Let ``card_id`` answer ``query`` with ``fn`` for one test (as ``@passive`` would; by
    its Ability ``index``, by default its first Ability, or its own text for a Trainer or
    Energy), in place of what it answered before.  ``fresh``: check first that it answered
    nothing (a host card with no code of its own)."""
    key = card_key(card_id, index)
    assert not fresh or key not in PASSIVES.get(query, ()), f"card {card_id} already answers {query!r}"
    return _registered_for(PASSIVES, query, key, fn, tables=True)


@contextmanager
def stand_in_trigger(card_id: int, event: str, fn, index: int = 0):
    """Let ``card_id`` answer ``event`` with ``fn`` for one test, in place of what it did.

    The handler goes straight into the registry's per-card tables, so a Pokémon without any
    Ability can have one too.  The tables are rebuilt with it while the block lasts (another
    stand-in may rebuild them) and without it afterwards."""
    handler = as_generator(fn)
    build = registry._build

    def build_with_stand_in():
        build()
        by_card = registry._Tables.trigger_by_card.setdefault(event, {})
        by_card[card_id] = [(handler, index)]
        registry._Tables.trigger_split[event] = registry._split(by_card)

    registry._build = build_with_stand_in
    registry._invalidate()
    try:
        yield
    finally:
        registry._build = build
        registry._invalidate()


def stand_in_ability(card_id: int, effect, index: int | None = None, **options):
    """Give ``card_id``'s Ability ``index`` (by default its first) the declared effect
    ``effect`` for one test; ``options`` set the other fields of the spec (``where``,
    ``limit``, ``can_use``...) as ``@ability`` would."""
    spec = AbilitySpec(card_key(card_id, index))
    spec.effect = as_generator(effect)
    for name, value in options.items():
        setattr(spec, name, as_generator(value) if name == "cost" else value)
    return _registered(ABILITIES, spec.key, spec, tables=True)


def stand_in_attack(attack_id: int, *, damage=None, effect=None, **rules):
    """Give the attack printing ``attack_id`` other steps for one test: ``damage`` (P1 steps
    3-4), ``effect`` (step 5) and ``rules`` (``condition``, ``cost``, ``from_bench``...)."""
    spec = AttackSpec(attack_key(attack_id))
    spec.damage = as_generator(damage)
    spec.effect = as_generator(effect)
    for name, value in rules.items():
        setattr(spec, name, value)
    return _registered(ATTACKS, spec.key, spec, tables=True)


def _nothing(g, ctx):
    """A Trainer stand-in that does nothing when played."""


def stand_in_trainer(card_id: int, on_play, can_play=None, **options):
    """Give a Trainer card the effect ``on_play`` (None: nothing) for one test, as
    ``@trainer`` would (``can_play``, ``first_turn``...)."""
    spec = TrainerSpec(card_key(card_id))
    spec.effect = as_generator(on_play or _nothing)
    spec.can_play = can_play
    for name, value in options.items():
        setattr(spec, name, value)
    return _registered(TRAINERS, spec.key, spec)


def stand_in_energy(card_id: int, *, provides=None, can_attach=None):
    """Make a Special Energy card provide ``provides(g, mon, inst)`` (and attach only where
    ``can_attach(g, mon)``) for one test, as ``energy(...)`` would."""
    spec = EnergySpec(card_key(card_id))
    spec.provides = provides
    spec.can_attach = can_attach
    return _registered(ENERGIES, spec.key, spec)


def stand_in_lasting(query: str, kind: str, fn):
    """Let lasting-effect records of ``kind`` answer ``query`` (a query or an event) with
    ``fn`` for one test, as ``@lasting`` would: usually a test-only kind."""
    return _registered_for(LASTING, query, kind, fn)


_STAND_IN_ATTACK = {"name": "Stand-in Tackle", "cost": [0], "damage": 10, "mod": "", "key": None}


@contextmanager
def stand_in_card(name: str, **facts):
    """Add a card that is not in the pool for one test; yields its new card ID (after the
    last pool card, so no pool card is shadowed).  It is a Basic {W} Pokémon with 100 HP,
    Retreat Cost 1 and a 10-damage {C} attack unless ``facts`` (card fact fields, as in
    ``data/cards.json``) say otherwise."""
    cid = len(CARD_LIST)
    d = {"id": cid, "name": name, "kind": "pokemon", "stage": 0, "type": WATER, "hp": 100, "retreat": 1,
         "attacks": [dict(_STAND_IN_ATTACK, id=100000 + cid)]}
    d.update(facts)
    card = CardDef(d)
    CARD_LIST.append(card)
    CARDS[cid] = card
    registry._index_cards([card])
    try:
        yield cid
    finally:
        registry._unindex_cards([card])
        del CARDS[cid]
        if CARD_LIST[-1] is card:
            CARD_LIST.pop()
        else:       # cards of an older set were loaded meanwhile, after it in the table
            assert CARD_LIST[cid] is card, "stand-in cards must be removed in the reverse order of adding"
            CARD_LIST[cid] = None


__all__ = ["Scenario", "Table", "FILLER", "DONE", "YES", "NO", "DRAGAPULT_EX", "SNOVER",
           "attack_of", "energy_for", "energy_named", "ready_named", "attack_named", "versus", "ready_to_attack", "attack_once",
           "deck_list", "play_checked",
           "stand_in_passive", "stand_in_trigger", "stand_in_ability", "stand_in_attack", "stand_in_trainer",
           "stand_in_energy", "stand_in_lasting", "stand_in_card"]


# -- invariants (used by the property tests and tools/random_games.py) -------------------------
def digest(g) -> tuple:
    """Everything that matters about a state, as comparable plain data."""
    def mon(m):
        return (m.uid, tuple(m.cards), tuple(m.energy), tuple(m.tools), m.damage, m.rotation, m.poison,
                m.burn, m.entered_turn, m.evolved_turn)
    players = []
    for p in g.players:
        players.append((tuple(p.deck), tuple(p.hand), tuple(p.discard), tuple(p.prizes), tuple(p.lost),
                        mon(p.active) if p.active else None, tuple(mon(b) for b in p.bench),
                        p.energy_attached, tuple(p.supporters_played), p.retreated))
    effects = tuple((e.kind, e.target, e.player, e.value, e.start, e.end) for e in g.effects)
    return (g.turn, g.current, g.stadium, g.rng_n, g.phase, tuple(players), effects)


def check_invariants(game, initial: tuple) -> None:
    """Raise AssertionError if the game breaks a structural invariant.

    ``initial`` is ``(sorted instances of player 0, of player 1)`` at the start."""
    from .decisions import MAIN
    from .rules import queries as Q
    g = game.state
    for pl in (0, 1):
        p = g.players[pl]
        cards = p.all_cards()
        if g.stadium is not None and (g.stadium >> 6) & 1 == pl:
            cards.append(g.stadium)
        if sorted(cards) != list(initial[pl]):
            from collections import Counter
            have, want = Counter(cards), Counter(initial[pl])
            missing = [CARD_LIST[c >> 7].name for c in (want - have).elements()]
            extra = [CARD_LIST[c >> 7].name for c in (have - want).elements()]
            raise AssertionError(f"player {pl + 1}'s cards are not all in exactly one place: "
                                 f"missing {missing}, duplicated {extra}")
        for m in p.in_play():
            assert m.owner == pl
            assert m.damage >= 0 and m.damage % 10 == 0, f"bad damage {m.damage}"
            # 2 only while an effect allows it (806 Rotom ex); checked exactly at main decisions
            assert len(m.tools) <= 2 or g.rules.bench_size != 5, "more than two Tools"
        assert len(p.bench) <= max(Q.bench_size(g, pl), 8), "Bench over its size"
    d = game.decision
    if d is not None and d.kind == MAIN and g.phase == "play":
        for pl in (0, 1):
            p = g.players[pl]
            assert p.active is not None, f"player {pl + 1} has no Active Pokémon at a main decision"
            for m in p.in_play():
                assert m.damage < Q.max_hp(g, m), f"{m.name} should have been Knocked Out"
                assert len(m.tools) <= 1 or len(m.tools) <= Q.tool_limit(g, m) or g.rules.bench_size != 5, \
                    f"{m.name} has more Tools than it may have"
        assert d.player == g.current
    if game.is_over():
        assert g.result is not None and g.result.winner in (0, 1, None)


def initial_cards(game) -> tuple:
    out = []
    for pl in (0, 1):
        cards = game.state.players[pl].all_cards()
        if game.state.stadium is not None and (game.state.stadium >> 6) & 1 == pl:
            cards.append(game.state.stadium)
        out.append(tuple(sorted(cards)))
    return tuple(out)


def play_checked(deck_a, deck_b, seed: int, *, agent: str = "random", format: str | None = None,
                 era: str | None = None, clone_every: int = 0, allow_unimplemented: bool = False) -> Game:
    """One whole game of ``deck_a`` against ``deck_b`` (names, paths or card lists) by their
    format (``format``, else :func:`ptcg.formats.format_for_decks`'s choice: two theme decks
    of one era play by its rules; ``era``, if given, must be the format chosen), every
    invariant of :func:`check_invariants` checked after each decision; every
    ``clone_every`` decisions a clone must reach the same state as the game.  ``agent`` is
    ``"random"`` (uniform over the legal options, seeded) or an agent spec for both seats.
    Returns the finished game.  The sweeps of ``tools/random_games.py`` play these games."""
    import random
    from .agents.specs import make_agent
    from .formats import format_for_decks
    fmt, decks = format_for_decks(format, deck_a, deck_b)
    assert era is None or fmt.name == era, f"{deck_a} / {deck_b} play by {fmt.name}, not {era}"
    game = Game(decks[0], decks[1], seed=seed, log=False, rules=fmt.rules, allow_unimplemented=allow_unimplemented)
    init = initial_cards(game)
    rnd = random.Random(seed)
    agents = None if agent == "random" else [make_agent(agent, seed=2 * seed + k) for k in (0, 1)]
    steps = 0
    while not game.is_over():
        if agents is None:
            opts = game.legal_options
            opt = opts[int(rnd.random() * len(opts))]
        else:
            opt = agents[game.decision.player].act(game)
        twin = game.clone() if clone_every and steps % clone_every == 0 else None
        game.apply(opt)
        if twin is not None:
            twin.apply(opt)
            assert digest(twin.state) == digest(game.state), f"clone diverged at step {steps}"
        check_invariants(game, init)
        steps += 1
        assert steps < 50000, "the game did not end within 50000 decisions"
    return game
