"""The game state: plain data, copied field by field (STYLE 2).

* A card in a game is an int, its *instance*: ``card_id << 7 | owner << 6 | copy``.
  ``inst >> 7`` is the card ID, ``(inst >> 6) & 1`` its owner, so a zone is a list of
  ints and every one of a player's cards can be followed exactly (I-H, III-01).
* A Pokémon in play is a :class:`Pokemon` stack: its cards (bottom to top), attached
  Energy and Tools, damage, Special Conditions, and the turn numbers card texts ask
  about (came into play, evolved, moved to the Active Spot, healed).
* Lasting effects are :class:`Effect` records with absolute turn bounds (II-E-01..23),
  swept at turn boundaries; per-turn facts live on :class:`PlayerState`.

Nothing in here holds a closure, generator or bound method, so ``State.copy()`` is a
cheap, exact snapshot (the running effect, if any, lives in :class:`ptcg.game.Game`).
"""

from __future__ import annotations

from .cards.db import CARD_LIST, CardDef
from .events import Event, mon_ref

# Special Conditions that rotate the card (III-07 R3): at most one at a time.
NONE, ASLEEP, PARALYZED, CONFUSED = 0, 1, 2, 3
ROTATION_NAMES = ("", "Asleep", "Paralyzed", "Confused")

ACTIVE = 0  # position 0 is the Active Spot; 1..n are Bench places


def make_instance(card_id: int, owner: int, copy: int) -> int:
    return (card_id << 7) | (owner << 6) | copy


def deck_instances(card_ids, owner: int) -> list:
    """The instances of a deck list of ``owner``'s, in its order: the k-th copy of a card ID
    (from 0) is copy number k (:func:`make_instance`).  The same decks start game after
    game, so the instances of a deck tuple are remembered."""
    key = (card_ids, owner) if type(card_ids) is tuple else None
    known = _DECK_INSTANCES.get(key) if key is not None else None
    if known is not None:
        return list(known)
    copies: dict = {}
    out = []
    side = owner << 6
    for cid in card_ids:
        k = copies.get(cid, 0)
        copies[cid] = k + 1
        out.append((cid << 7) | side | k)
    if key is not None:
        if len(_DECK_INSTANCES) >= 512:
            _DECK_INSTANCES.clear()
        _DECK_INSTANCES[key] = tuple(out)
    return out


_DECK_INSTANCES: dict = {}     # (deck tuple, owner) -> its instances (deck_instances)


def cid_of(inst: int) -> int:
    return inst >> 7


def owner_of(inst: int) -> int:
    return (inst >> 6) & 1


def card_of(inst: int) -> CardDef:
    return CARD_LIST[inst >> 7]


class Pokemon:
    """A Pokémon in play: a stack of cards with everything attached to it."""

    __slots__ = ("uid", "owner", "cards", "cid", "energy", "tools", "damage",
                 "rotation", "poison", "burn", "confusion", "paralyzed_turn",
                 "entered_turn", "evolved_turn", "evolved_from", "moved_active_turn",
                 "healed_turn", "ability_uses", "attack_damage")

    def __init__(self, uid: int, owner: int, inst: int, turn: int):
        self.uid = uid
        self.owner = owner
        self.cards = [inst]            # bottom .. top; the top card is the Pokémon
        self.cid = inst >> 7           # card ID of the top card
        self.energy: list = []         # attached Energy card instances
        self.tools: list = []          # attached Pokémon Tool instances
        self.damage = 0                # damage taken (10 per damage counter)
        self.rotation = NONE           # Asleep / Paralyzed / Confused
        self.poison = 0                # counters per Checkup while Poisoned (0 = not)
        self.burn = 0                  # counters per Checkup while Burned (0 = not)
        self.confusion = 3             # counters on a Confusion tails (II-E-16)
        self.paralyzed_turn = -1
        self.entered_turn = turn       # when it came into play (0 = during setup)
        self.evolved_turn = -1         # last turn it evolved
        self.evolved_from = -1         # card ID it evolved from that turn (II-E-24)
        self.moved_active_turn = -1    # last turn it moved from the Bench to the Active Spot
        self.healed_turn = -1          # last turn it was healed by 10 or more (II-E-27)
        self.attack_damage = None      # (turn, damage) it took from attacks in its last such turn
        self.ability_uses = None       # {ability name: (turn, count)} — "once during your turn"

    def copy(self) -> "Pokemon":
        p = _new(Pokemon)
        p.uid = self.uid
        p.owner = self.owner
        p.cards = self.cards[:]
        p.cid = self.cid
        p.energy = self.energy[:]
        p.tools = self.tools[:]
        p.damage = self.damage
        p.rotation = self.rotation
        p.poison = self.poison
        p.burn = self.burn
        p.confusion = self.confusion
        p.paralyzed_turn = self.paralyzed_turn
        p.entered_turn = self.entered_turn
        p.evolved_turn = self.evolved_turn
        p.evolved_from = self.evolved_from
        p.moved_active_turn = self.moved_active_turn
        p.healed_turn = self.healed_turn
        p.attack_damage = self.attack_damage
        p.ability_uses = dict(self.ability_uses) if self.ability_uses else None
        return p

    @property
    def card(self) -> CardDef:
        return CARD_LIST[self.cid]

    @property
    def name(self) -> str:
        return CARD_LIST[self.cid].name

    @property
    def top(self) -> int:
        return self.cards[-1]

    @property
    def counters(self) -> int:
        """Damage counters on it (II-C-07: one counter = 10 damage)."""
        return self.damage // 10

    def is_evolved(self) -> bool:
        return len(self.cards) > 1

    def has_condition(self) -> bool:
        return bool(self.rotation or self.poison or self.burn)

    def clear_conditions(self) -> None:
        self.rotation = NONE
        self.poison = 0
        self.burn = 0
        self.confusion = 3
        self.paralyzed_turn = -1

    def ability_used(self, name: str, turn: int) -> int:
        """How many times this Pokémon used Ability ``name`` during ``turn``."""
        if not self.ability_uses:
            return 0
        t = self.ability_uses.get(name)
        return t[1] if t and t[0] == turn else 0

    def note_ability_use(self, name: str, turn: int) -> None:
        if self.ability_uses is None:
            self.ability_uses = {}
        t = self.ability_uses.get(name)
        self.ability_uses[name] = (turn, t[1] + 1 if t and t[0] == turn else 1)

    def all_cards(self) -> list:
        """Every card of the stack: Pokémon cards, Energy and Tools."""
        return self.cards + self.energy + self.tools

    def __repr__(self) -> str:
        return f"<Pokemon {self.name} uid={self.uid} dmg={self.damage}>"


class Effect:
    """A lasting effect (II-E-01..02, II-E-21..23, III-06 R5), immutable.

    ``kind`` names what it changes (see :mod:`ptcg.effects.durations`); ``target`` is the
    uid of the Pokémon it is on, or None for an effect on a player (``player``).  It is
    in force during turns ``start..end``; during the Checkups between them only if
    ``checkups``.  ``attack_effect`` marks effects of attacks on a Pokémon, which end
    when it goes to the Bench, leaves play, evolves or devolves (I-A-03 R6, II-C-14 R2).
    """

    __slots__ = ("kind", "target", "player", "value", "start", "end", "checkups",
                 "attack_effect", "source")

    def __init__(self, kind: str, target, player: int, value=None, start: int = 0,
                 end: int = 0, checkups: bool = False, attack_effect: bool = False,
                 source: int = 0):
        self.kind = kind
        self.target = target
        self.player = player
        self.value = value
        self.start = start
        self.end = end
        self.checkups = checkups
        self.attack_effect = attack_effect
        self.source = source

    def __repr__(self) -> str:
        return (f"Effect({self.kind!r}, target={self.target}, player={self.player}, "
                f"value={self.value!r}, turns={self.start}..{self.end})")


class PlayerState:
    """One player's zones and per-turn / per-game facts."""

    __slots__ = ("index", "deck", "hand", "discard", "prizes", "lost", "active", "bench",
                 "energy_attached", "supporters_played", "stadium_played", "retreated",
                 "ability_names_used", "attacked", "kos", "once_per_game",
                 "mulligans", "initial_prizes", "revealed", "resolving", "attacks_used",
                 "prizes_by_turn")

    def __init__(self, index: int):
        self.index = index
        self.deck: list = []        # the top of the deck is the END of the list
        self.hand: list = []
        self.discard: list = []
        self.prizes: list = []      # face-down Prize cards
        self.lost: list = []        # Lost Zone
        self.active: Pokemon | None = None
        self.bench: list = []
        # per-turn facts (reset at the start of each of this player's turns)
        self.energy_attached = False      # I-C R2: the once-per-turn attachment from hand
        self.supporters_played: list = []  # card IDs of Supporters played from hand (II-E-26)
        self.stadium_played = False       # I-B-04 R1
        self.retreated = False            # I-A-03 R2
        self.ability_names_used: list = []  # II-E-14: names used this turn, by any Pokémon
        self.attacked = False
        # history and per-game facts
        self.kos: list = []               # (turn, card_id, by_attack_damage) of own KO'd Pokémon
        self.once_per_game: list = []     # names of once-per-game effects already used
        self.mulligans = 0
        self.initial_prizes = 6
        self.revealed: list = []          # cards of the hand the opponent has seen (info only)
        self.resolving: list = []         # Trainer cards being played, until discarded
        # attacks used in this and the last 2 turns, as (turn, uid, card_id, attack name):
        # "used an attack during your last turn" (e.g. 226 Koraidon); a tuple, shared by copies
        self.attacks_used: tuple = ()
        # Prize cards this player took in this and the last 2 turns, as (turn, count):
        # "each Prize card your opponent took during their last turn" (890 Okidogi)
        self.prizes_by_turn: tuple = ()

    def copy(self) -> "PlayerState":
        p = _new(PlayerState)
        p.index = self.index
        p.deck = self.deck[:]
        p.hand = self.hand[:]
        p.discard = self.discard[:]
        p.prizes = self.prizes[:]
        p.lost = self.lost[:]
        p.active = self.active.copy() if self.active is not None else None
        p.bench = list(map(_copy_pokemon, self.bench)) if self.bench else []
        p.energy_attached = self.energy_attached
        p.supporters_played = self.supporters_played[:]
        p.stadium_played = self.stadium_played
        p.retreated = self.retreated
        p.ability_names_used = self.ability_names_used[:]
        p.attacked = self.attacked
        p.kos = self.kos[:]
        p.once_per_game = self.once_per_game[:]
        p.mulligans = self.mulligans
        p.initial_prizes = self.initial_prizes
        p.revealed = self.revealed[:]
        p.resolving = self.resolving[:]
        p.attacks_used = self.attacks_used
        p.prizes_by_turn = self.prizes_by_turn
        return p

    # -- in play ------------------------------------------------------------------------
    def in_play(self) -> list:
        """Active first, then the Bench in order."""
        a = self.active
        return ([a] + self.bench) if a is not None else self.bench[:]

    def at(self, pos: int) -> Pokemon:
        """The Pokémon at a position: 0 = Active Spot, 1.. = Bench places."""
        return self.active if pos == ACTIVE else self.bench[pos - 1]

    def pos_of(self, mon: Pokemon) -> int:
        if mon is self.active:
            return ACTIVE
        for i, b in enumerate(self.bench):
            if b is mon:
                return i + 1
        raise ValueError(f"{mon!r} is not in play for player {self.index}")

    def find_uid(self, uid: int):
        a = self.active
        if a is not None and a.uid == uid:
            return a
        for b in self.bench:
            if b.uid == uid:
                return b
        return None

    def prizes_taken(self) -> int:
        """II-D-17: Prize cards taken = set at setup − remaining."""
        return self.initial_prizes - len(self.prizes)

    def all_cards(self) -> list:
        """Every card this player owns that is somewhere in the game (for invariants)."""
        out = self.deck + self.hand + self.discard + self.prizes + self.lost + self.resolving
        for mon in self.in_play():
            out += mon.cards
            out += mon.energy
            out += mon.tools
        return out


_new = object.__new__           # copies are made field by field, with no __init__
_copy_pokemon = Pokemon.copy


def _reuse_pokemon(old, objects: dict):
    """For :meth:`State.rewind`: the object ``objects`` holds for ``old``'s uid, given all of
    ``old``'s fields (``old`` itself if there is none)."""
    if old is None:
        return None
    mon = objects.get(old.uid, old)
    if mon is not old:
        for name in Pokemon.__slots__:
            setattr(mon, name, getattr(old, name))
    return mon


class State:
    """The whole game: both players, the Stadium, the turn, lasting effects, the RNG."""

    __slots__ = ("players", "turn", "current", "first_player", "stadium", "effects",
                 "seed", "rng_n", "result", "phase", "in_checkup", "next_uid",
                 "rules", "forced_coins", "tiebreak", "games_played", "last_attack", "qmemo",
                 "events", "watch",
                 "turn_kos", "coins_flipped", "cards_in_game")

    def __init__(self, rules, seed: int):
        self.players = [PlayerState(0), PlayerState(1)]
        self.turn = 0                  # 0 during setup; 1 = first player's first turn
        self.current = 0               # the player whose turn it is
        self.first_player = -1
        self.stadium = None            # instance of the Stadium in play
        self.effects: list = []        # lasting Effect records
        self.seed = seed
        self.rng_n = 0
        self.result = None             # a ptcg.game.Result once the game is over
        self.phase = "setup"           # "setup", "play", "over"
        self.in_checkup = False
        self.next_uid = 1
        self.events = None             # list of ptcg.events.Event, or None when not logging
        self.watch = None              # ptcg.events.ZoneWatch: the zones at the last event
        self.rules = rules             # the Ruleset (immutable, shared)
        self.forced_coins = None       # list of forced flips for tests (True = heads)
        self.qmemo = None              # query memo while the board is frozen (rules.queries)
        self.tiebreak = 0              # 0 normal game; 1 sudden death; 2 tie-break game
        self.games_played = 1
        self.last_attack = None        # (turn, player, attacker uid, attack name) of the last attack used
        self.turn_kos = None
        self.coins_flipped = [0, 0]    # coins flipped by each player so far (ptcg.rules.zones.flip)
        self.cards_in_game = None      # what the game's cards can answer (rules.game_cards), shared

    def copy(self, keep_log: bool = False) -> "State":
        s = _new(State)
        p0, p1 = self.players
        s.players = [p0.copy(), p1.copy()]
        s.turn = self.turn
        s.current = self.current
        s.first_player = self.first_player
        s.stadium = self.stadium
        s.effects = self.effects[:]
        s.seed = self.seed
        s.rng_n = self.rng_n
        s.result = self.result
        s.phase = self.phase
        s.in_checkup = self.in_checkup
        s.next_uid = self.next_uid
        if keep_log and self.events is not None:
            s.events = self.events[:]          # events are immutable: shared
            s.watch = self.watch.copy()
        else:
            s.events = s.watch = None
        s.rules = self.rules
        s.forced_coins = self.forced_coins[:] if self.forced_coins else None
        s.qmemo = None
        s.tiebreak = self.tiebreak
        s.games_played = self.games_played
        s.last_attack = self.last_attack
        s.turn_kos = self.turn_kos
        s.coins_flipped = self.coins_flipped[:]
        s.cards_in_game = self.cards_in_game
        return s

    # what :meth:`rewind` never takes back: randomness already drawn, fixed facts, the log
    _KEPT_BY_REWIND = ("players", "seed", "rng_n", "coins_flipped", "forced_coins", "events", "watch",
                       "rules")

    def rewind(self, earlier: "State", pokemon: dict) -> None:
        """Put this state back, in place, to ``earlier``: a copy of it taken moments ago in the
        same step (e.g. 1420 Backtrack Badge undoes an attack step to flip its coins again).

        The objects stay the same, so references held by running procedures remain valid:
        ``pokemon`` maps the uid of each Pokémon in play then to its object, which gets its
        old fields back.  Randomness already drawn (the RNG counter, coin counts, forced
        test coins) and the events are kept: flips made afterwards are fresh ones."""
        src = earlier.copy()
        for p, q in zip(self.players, src.players):
            for name in PlayerState.__slots__:
                setattr(p, name, getattr(q, name))
            p.active = _reuse_pokemon(q.active, pokemon)
            p.bench = [_reuse_pokemon(m, pokemon) for m in q.bench]
        for name in State.__slots__:
            if name not in State._KEPT_BY_REWIND:
                setattr(self, name, getattr(src, name))

    # -- small helpers used everywhere ----------------------------------------------------
    def opponent(self, player: int) -> PlayerState:
        return self.players[1 - player]

    def new_uid(self) -> int:
        u = self.next_uid
        self.next_uid = u + 1
        return u

    def find_pokemon(self, uid: int):
        for p in self.players:
            m = p.find_uid(uid)
            if m is not None:
                return m
        return None

    def all_in_play(self) -> list:
        """Both players' Pokémon in play: the current player's first."""
        return self.players[self.current].in_play() + self.players[1 - self.current].in_play()

    def emit(self, kind: str, player: int | None = None, *, private_to: int | None = None,
             revealed=(), **data) -> None:
        """Record an event (:mod:`ptcg.events`) when logging is on: ``kind``, the player it
        concerns, and its fields; a Pokémon in a field is recorded as a
        :class:`~ptcg.events.MonRef` (where it is now).  The zone moves since the last event
        are recorded first (``revealed``: cards this event shows to both players).
        ``private_to``: the only player who may see the cards the event names."""
        events = self.events
        if events is None:
            return
        moves = self.watch.look(self, revealed)
        if moves:
            events.extend(moves)
        for k, v in data.items():
            if isinstance(v, Pokemon):
                data[k] = mon_ref(self, v)
        events.append(Event(kind, player, data, private_to))

    def note_moves(self) -> None:
        """Record the zone moves since the last event (at each decision, so what a player
        is asked about comes after everything that led to it)."""
        if self.events is not None:
            moves = self.watch.look(self)
            if moves:
                self.events.extend(moves)

    def is_first_turn_of(self, player: int) -> bool:
        """Whether it is ``player``'s own first turn (turn 1 or 2 of the game)."""
        return self.turn <= 2 and self.current == player
