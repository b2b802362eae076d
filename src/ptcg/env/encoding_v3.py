"""The v3 observation: entities and options for learning (needs numpy only).

Like v1 and v2 this module *is* the v3 contract: array names, shapes, column order and
meanings are frozen (``tests/test_env_v3.py`` checks a digest); a change makes ``v4``.

v1 and v2 are one flat vector, 92 % of it option rows, with raw card IDs beside values
in [0, 1].  v3 is a dict of arrays shaped for a pointer-style policy (encode each
entity, encode each option from the entities it names, score the options, mask):

===================  ==============  =======  ===============================================
array                shape           dtype    what
===================  ==============  =======  ===============================================
``global``           (G,)            float32  the game, the turn's facts, both players' zone
                                              counts, the pending decision (``GLOBAL_COLUMNS``)
``decision``         (2,)            int64    the decision's kind (index into
                                              ``DECISION_KINDS``, 0 = none) and the card
                                              whose effect asks (card index, 0 = the rules)
``entity_card``      (E,)            int64    each entity's card index (0 = padding)
``entity_attached``  (E, 4)          int64    card indices of a Pokémon's Tools and Special
                                              Energy (0 = none)
``entity_features``  (E, F)          float32  one row per entity (``ENTITY_COLUMNS``)
``entity_mask``      (E,)            int8     1 where an entity is present
``option_kind``      (K,)            int64    what option ``i`` is (``OPTION_KINDS``,
                                              0 = padding)
``option_card``      (K,)            int64    the card option ``i`` is about (card index)
``option_refs``      (K, 3)          int64    the entities option ``i`` names: its card,
                                              its source, its target (entity rows, 0 = none)
``option_features``  (K, O)          float32  one row per option (``OPTION_COLUMNS``)
``action_mask``      (K,)            int8     1 for options ``0..n-1`` of the pending decision
===================  ==============  =======  ===============================================

``E = N_ENTITIES = 60``, ``K = MAX_OPTIONS = 64`` by default (``Encoder(max_options=...)``
changes K); ``G``, ``F`` and ``O`` are the lengths of the column tuples below.

**Card indices.**  The index of a card is its card ID (the pool's IDs are 1..1431 with no
gap), so an embedding table of ``CARD_VOCAB`` rows serves every version of the pool that
keeps the official IDs; 0 is padding, and a card outside the pool (the stand-ins of
tests) also reads 0 (its entity is still marked present).

**Entities** sit at fixed rows, from the observing player's side:

==========  =====================================================================
rows        entity
==========  =====================================================================
0           nothing: option references that name no entity point here (all zero)
1..9        own Pokémon: 1 the Active Spot, 2..9 Bench places 1..8
10..18      the opponent's Pokémon, the same way
19          the Stadium in play
20..51      own hand, sorted by card (32 places; a longer hand's last cards are
            counted in ``global`` but have no row)
52..59      cards of the opponent's hand that an effect revealed and that are
            still there (8 places)
==========  =====================================================================

Each row holds where the entity is (its kind, whose, its Bench place), the card's
facts (kind, type, stage, HP, Retreat, rule box, Prize value, attacks, Weakness), and
for Pokémon in play their state: HP now (maximum HP after effects), damage, remaining
HP, Energy attached by type, Special Energy, Tools, Special Conditions, whether it came
into play or evolved this turn, how many cards it evolved from.

**Options.**  Option ``i`` is ``game.legal_options[i]``, so action ``i`` means "option
``i``"; a policy scores the K rows and the mask keeps the legal ones.  Each row has a
kind, a card index, three entity references and features: the zone of a chosen card,
whether a target is own or the opponent's, a number, the index of an Ability or attack,
an attack's base damage and cost, the word of a worded option.  References:

=====================  ===============  ====================  ============================
option                 card             source                target
=====================  ===============  ====================  ============================
``bench``, ``play``    the hand card    --                    --
``evolve``, ``attach``  the hand card   --                    the Pokémon
``ability``            --               the Pokémon           --
``card_ability``       the hand card    --                    --
``stadium``            --               the Stadium           --
``retreat``            --               own Active Pokémon    the Benched Pokémon
``discard``            --               --                    the Pokémon
``attack``             --               the attacking Pokémon  --
a card (instance)      its hand row     the Pokémon it is     --
                                        attached to, if any
a Pokémon              --               --                    the Pokémon
=====================  ===============  ====================  ============================

**Nothing hidden.**  Built from the game state the way :class:`ptcg.view.PlayerView`
sees it (III-01): never the opponent's hand (its size, and the cards an effect revealed),
never a deck's order or content, never a Prize card, never the opponent's face-down
Pokémon during setup; the decision and options only for the player who must decide.
The card options of a decision are the cards that player is shown, so their zones
(their own deck during a search, the opponent's hand after a look) are given.

**Scales.**  Every float is in [0, 1]: HP and damage /400, zone sizes /60 (hand /20,
Lost Zone /20), Prize cards /6, Energy /5 per type and /10 in all, attack damage /300,
attack cost /5, numbers /60, the turn /50; values beyond are clipped.

**Speed.**  An :class:`Encoder` owns preallocated buffers (one per dtype; the arrays are
views over them) and writes them in bulk: a whole block of entity rows is one copy of
float32 bytes built from per-(place, card) and per-Pokémon-state parts computed once and
kept, ``global`` and the integer arrays are one copy each from typed arrays, the sparse
option features one scattered numpy assignment.  On random games over the meta decks an
observation costs less than the ``game.apply`` that leads to it (``benchmarks/env_speed.py``).

    >>> from ptcg import Game
    >>> from ptcg.env.encoding_v3 import encode, entity_row
    >>> obs = encode(Game("dragapult_ex", "dragapult_ex", seed=1), 0)
    >>> obs["entity_features"].shape, obs["option_refs"].shape
    ((60, 77), (64, 3))
    >>> entity_row("hand", 0)
    20
"""

from __future__ import annotations

from array import array

import numpy as np

from ..cards.db import CARD_LIST, CARDS, MAX_CARD_ID
from ..decisions import (CHOOSE_ATTACK, CHOOSE_CARD, CHOOSE_NUMBER, CHOOSE_OPTION, CHOOSE_POKEMON,
                         DONE, GO_FIRST, MAIN, MULLIGAN_DRAW, NO, ORDER, PROMOTE, SETUP_ACTIVE,
                         SETUP_BENCH, YES, YES_NO)
from ..errors import PTCGError
from ..registry import tables
from ..rules import queries as Q
from ..types import DRAGON, TYPE_NAMES

VERSION = 3
MAX_OPTIONS = 64
BOARD_SLOTS = 9                 # the Active Spot and up to 8 Bench places
HAND_SLOTS = 32
KNOWN_HAND_SLOTS = 8
ATTACHED_SLOTS = 4
CARD_VOCAB = MAX_CARD_ID + 1    # card index = card ID; 0 = padding

# -- entity rows --------------------------------------------------------------------------
_MY_MONS = 1
_OPP_MONS = _MY_MONS + BOARD_SLOTS
_STADIUM = _OPP_MONS + BOARD_SLOTS
_HAND = _STADIUM + 1
_KNOWN = _HAND + HAND_SLOTS
N_ENTITIES = _KNOWN + KNOWN_HAND_SLOTS
ENTITY_BLOCKS = {"none": (0, 1), "my_pokemon": (_MY_MONS, BOARD_SLOTS),
                 "opponent_pokemon": (_OPP_MONS, BOARD_SLOTS), "stadium": (_STADIUM, 1),
                 "hand": (_HAND, HAND_SLOTS), "opponent_known_hand": (_KNOWN, KNOWN_HAND_SLOTS)}


def entity_row(block: str, index: int = 0) -> int:
    """The entity row of place ``index`` of ``block`` (a key of ``ENTITY_BLOCKS``):
    ``entity_row("my_pokemon", 0)`` is own Active Pokémon, ``entity_row("hand", 3)`` the
    fourth hand card."""
    start, size = ENTITY_BLOCKS[block]
    if not 0 <= index < size:
        raise IndexError(f"{block} has places 0..{size - 1}, not {index}")
    return start + index


# -- vocabularies -------------------------------------------------------------------------
CARD_KINDS = ("pokemon", "item", "tool", "supporter", "stadium", "basic_energy", "special_energy")
TYPES = tuple(t.lower() for t in TYPE_NAMES[:DRAGON + 1])   # 0 colorless .. 9 dragon (frozen: no Fairy)
ENERGY_TYPES = TYPES[1:]
CONDITIONS = ("asleep", "paralyzed", "confused", "poisoned", "burned")
DECISION_KINDS = ("", MAIN, GO_FIRST, SETUP_ACTIVE, SETUP_BENCH, MULLIGAN_DRAW, PROMOTE, CHOOSE_CARD,
                  CHOOSE_POKEMON, CHOOSE_ATTACK, CHOOSE_OPTION, YES_NO, CHOOSE_NUMBER, ORDER, "other")
MAIN_ACTIONS = ("bench", "evolve", "play", "attach", "ability", "card_ability", "stadium",
                "retreat", "discard", "attack", "end")
OPTION_KINDS = ("",) + MAIN_ACTIONS + ("card", "pokemon", "choose_attack", "number", "done", "yes",
                                       "no", "word")
ENTITY_KINDS = ("my_active", "my_bench", "opponent_active", "opponent_bench", "stadium", "hand",
                "opponent_known_hand")
ZONES = ("hand", "in_play", "own_discard", "opponent_discard", "lost_zone", "stadium", "own_deck",
         "own_prizes", "opponent_hand", "opponent_deck", "opponent_prizes", "elsewhere")
WORDS = ("first", "second", "top", "bottom") + CONDITIONS

HP_SCALE = 400.0
ZONE_SCALE = 60.0
SMALL_ZONE_SCALE = 20.0
ENERGY_SCALE = 5.0
DAMAGE_SCALE = 300.0
NUMBER_SCALE = 60.0
TURN_SCALE = 50.0

CARD_COLUMNS = (tuple(f"kind_{k}" for k in CARD_KINDS) + tuple(f"type_{t}" for t in TYPES)
                + ("stage_basic", "stage_1", "stage_2", "card_hp", "retreat_cost", "rule_box", "ex",
                   "mega", "tera", "prize_value", "ace_spec", "has_ability", "attacks",
                   "attack_1_damage", "attack_1_cost", "attack_2_damage", "attack_2_cost")
                + tuple(f"weakness_{t}" for t in TYPES))
POKEMON_COLUMNS = (("hp", "damage", "remaining_hp", "damage_fraction")
                   + tuple(f"energy_{t}" for t in ENERGY_TYPES)
                   + ("special_energy", "energy_total", "tools") + CONDITIONS
                   + ("entered_this_turn", "evolved_this_turn", "evolutions"))
ENTITY_COLUMNS = (tuple(f"is_{k}" for k in ENTITY_KINDS) + ("mine", "bench_place")
                  + CARD_COLUMNS + POKEMON_COLUMNS)
_SIDE = ("my", "opponent")
_PLAYER_COLUMNS = (("hand", "deck", "discard", "lost_zone", "prizes_left", "prizes_taken", "pokemon")
                   + tuple(f"discard_{k}" for k in CARD_KINDS)
                   + tuple(f"discard_energy_{t}" for t in ENERGY_TYPES))
GLOBAL_COLUMNS = (("turn", "phase_setup", "phase_play", "phase_over", "my_turn", "went_first",
                   "opponent_went_first", "first_turn", "energy_attached", "supporter_played",
                   "stadium_played", "retreated", "attacked", "stadium_mine", "stadium_opponent")
                  + tuple(f"{s}_{c}" for s in _SIDE for c in _PLAYER_COLUMNS)
                  + ("to_act",) + tuple(f"decision_{k}" for k in DECISION_KINDS[1:])
                  + ("options", "optional", "picks_made", "picks_total", "won", "lost", "draw"))
OPTION_COLUMNS = (tuple(f"zone_{z}" for z in ZONES)
                  + ("target_mine", "target_opponent", "number", "index_0", "index_1",
                     "attack_damage", "attack_cost") + tuple(f"word_{w}" for w in WORDS))

_EC = {c: i for i, c in enumerate(ENTITY_COLUMNS)}
_GC = {c: i for i, c in enumerate(GLOBAL_COLUMNS)}
_OC = {c: i for i, c in enumerate(OPTION_COLUMNS)}
_OK = {k: i for i, k in enumerate(OPTION_KINDS)}
_DK = {k: i for i, k in enumerate(DECISION_KINDS)}
_CARD0 = _EC[CARD_COLUMNS[0]]
_CARD1 = _CARD0 + len(CARD_COLUMNS)
_MON0 = _EC[POKEMON_COLUMNS[0]]
_MON1 = _MON0 + len(POKEMON_COLUMNS)
_SLOT1 = _CARD0                    # the entity-kind columns come first


class ActionSpaceError(PTCGError):
    """A decision has more options than the observation's option rows."""


# -- the layout of the arrays -----------------------------------------------------------
class Layout:
    """Names, shapes and places of the v3 arrays for ``max_options`` option rows.

    The arrays of one dtype are consecutive views over one flat buffer:
    ``groups[dtype]`` lists ``(name, shape, offset)`` and ``sizes[dtype]`` the buffer
    size, so a batch of observations is three 2-D arrays (see :meth:`views`)."""

    DTYPES = (np.float32, np.int64, np.int8)

    def __init__(self, max_options: int = MAX_OPTIONS):
        if not 2 <= int(max_options) <= 4096:
            raise ValueError(f"max_options must be in 2..4096, got {max_options!r}")
        k = self.max_options = int(max_options)
        e = N_ENTITIES
        self.shapes = {
            "global": (np.float32, (len(GLOBAL_COLUMNS),)),
            "decision": (np.int64, (2,)),
            "entity_card": (np.int64, (e,)),
            "entity_attached": (np.int64, (e, ATTACHED_SLOTS)),
            "entity_features": (np.float32, (e, len(ENTITY_COLUMNS))),
            "entity_mask": (np.int8, (e,)),
            "option_kind": (np.int64, (k,)),
            "option_card": (np.int64, (k,)),
            "option_refs": (np.int64, (k, 3)),
            "option_features": (np.float32, (k, len(OPTION_COLUMNS))),
            "action_mask": (np.int8, (k,)),
        }
        self.names = tuple(self.shapes)
        self.groups = {dt: [] for dt in self.DTYPES}
        self.sizes = {}
        for dt in self.DTYPES:
            off = 0
            for name, (dtype, shape) in self.shapes.items():
                if dtype is dt:
                    self.groups[dt].append((name, shape, off))
                    off += int(np.prod(shape))
            self.sizes[dt] = off

    def highs(self) -> dict:
        """The upper bound of every array (lower bounds are 0)."""
        k = self.max_options
        return {
            "global": np.ones(len(GLOBAL_COLUMNS), np.float32),
            "decision": np.array([len(DECISION_KINDS) - 1, CARD_VOCAB - 1], np.int64),
            "entity_card": np.full(N_ENTITIES, CARD_VOCAB - 1, np.int64),
            "entity_attached": np.full((N_ENTITIES, ATTACHED_SLOTS), CARD_VOCAB - 1, np.int64),
            "entity_features": np.ones((N_ENTITIES, len(ENTITY_COLUMNS)), np.float32),
            "entity_mask": np.ones(N_ENTITIES, np.int8),
            "option_kind": np.full(k, len(OPTION_KINDS) - 1, np.int64),
            "option_card": np.full(k, CARD_VOCAB - 1, np.int64),
            "option_refs": np.full((k, 3), N_ENTITIES - 1, np.int64),
            "option_features": np.ones((k, len(OPTION_COLUMNS)), np.float32),
            "action_mask": np.ones(k, np.int8),
        }

    def space(self):
        """The Gymnasium ``spaces.Dict`` of one observation."""
        from gymnasium import spaces
        return spaces.Dict({name: spaces.Box(low=np.zeros_like(high), high=high, dtype=high.dtype)
                            for name, high in self.highs().items()})

    def buffers(self, batch: int | None = None) -> dict:
        """Zeroed flat buffers, ``{dtype: array}`` (``(batch, size)`` when ``batch``)."""
        return {dt: np.zeros(self.sizes[dt] if batch is None else (batch, self.sizes[dt]), dt)
                for dt in self.DTYPES}

    def views(self, buffers: dict) -> dict:
        """The named arrays over flat ``buffers`` (single or batched), without copying."""
        out = {}
        for dt, items in self.groups.items():
            buf = buffers[dt]
            lead = buf.shape[:-1]
            for name, shape, off in items:
                out[name] = buf[..., off:off + int(np.prod(shape))].reshape(lead + shape)
        return {name: out[name] for name in self.names}


LAYOUT = Layout()


def column(array: str, name: str) -> int:
    """The index of column ``name`` on the last axis of ``global``, ``entity_features``
    or ``option_features``."""
    table = {"global": _GC, "entity_features": _EC, "option_features": _OC}[array]
    try:
        return table[name]
    except KeyError:
        raise KeyError(f"no column {name!r} in {array!r}") from None


# -- precomputed card facts ---------------------------------------------------------------
def _card_table() -> np.ndarray:
    """One row of ``CARD_COLUMNS`` per card index (row 0: no card)."""
    col = {c: i for i, c in enumerate(CARD_COLUMNS)}
    t = np.zeros((CARD_VOCAB, len(CARD_COLUMNS)), dtype=np.float32)
    for cid, c in CARDS.items():
        row = t[cid]
        row[col["kind_" + c.kind]] = 1.0
        typ = c.type if c.is_pokemon else c.energy_type
        if 0 <= typ < len(TYPES):
            row[col["type_" + TYPES[typ]]] = 1.0
        if c.is_pokemon and 0 <= c.stage <= 2:
            row[col[("stage_basic", "stage_1", "stage_2")[c.stage]]] = 1.0
        row[col["card_hp"]] = min(c.hp / HP_SCALE, 1.0)
        row[col["retreat_cost"]] = min(c.retreat / 5.0, 1.0)
        row[col["rule_box"]] = float(c.rule is not None)
        row[col["ex"]] = float(c.is_ex)
        row[col["mega"]] = float(c.is_mega)
        row[col["tera"]] = float(c.is_tera)
        row[col["prize_value"]] = min(c.prizes / 3.0, 1.0) if c.is_pokemon else 0.0
        row[col["ace_spec"]] = float(c.ace_spec)
        row[col["has_ability"]] = float(bool(c.abilities))
        row[col["attacks"]] = min(len(c.attacks) / 2.0, 1.0)
        for i, a in enumerate(c.attacks[:2]):
            row[col[f"attack_{i + 1}_damage"]] = min(a.damage / DAMAGE_SCALE, 1.0)
            row[col[f"attack_{i + 1}_cost"]] = min(len(a.cost) / 5.0, 1.0)
        if c.is_pokemon and c.weakness is not None and 0 <= c.weakness < len(TYPES):
            row[col["weakness_" + TYPES[c.weakness]]] = 1.0
    return t


CARD_TABLE = _card_table()
# per card index: the Basic Energy type (1..9) or 0, whether it is a Special Energy
_BASIC_TYPE = [0] * CARD_VOCAB
for _cid, _c in CARDS.items():
    if _c.kind == "basic_energy" and 1 <= _c.energy_type <= 9:
        _BASIC_TYPE[_cid] = _c.energy_type
_ATTACKS = {a.id: (a.card_id, a.index, min(a.damage / DAMAGE_SCALE, 1.0), min(len(a.cost) / 5.0, 1.0))
            for c in CARDS.values() for a in c.attacks}


def _entity_kind_table() -> np.ndarray:
    """The where-is-it columns of every entity row (constant per row)."""
    t = np.zeros((N_ENTITIES, _SLOT1), dtype=np.float32)
    for side, start in ((0, _MY_MONS), (1, _OPP_MONS)):
        for pos in range(BOARD_SLOTS):
            kind = ("my_" if side == 0 else "opponent_") + ("active" if pos == 0 else "bench")
            t[start + pos, _EC["is_" + kind]] = 1.0
            t[start + pos, _EC["mine"]] = float(side == 0)
            t[start + pos, _EC["bench_place"]] = pos / 8.0
    t[_STADIUM, _EC["is_stadium"]] = 1.0
    t[_HAND:_HAND + HAND_SLOTS, _EC["is_hand"]] = 1.0
    t[_HAND:_HAND + HAND_SLOTS, _EC["mine"]] = 1.0
    t[_KNOWN:_KNOWN + KNOWN_HAND_SLOTS, _EC["is_opponent_known_hand"]] = 1.0
    return t


_ENTITY_KIND = _entity_kind_table()
# The constant columns of an entity row (where it is, then its card's facts) for each kind
# of row (18 board places, the Stadium, a hand card, a revealed card) and each card: one
# gather writes them all.  _ROW_BASE[r] + card index is the line of row r's card.
_ROW_VARIANT = [0] * N_ENTITIES
for _r in range(N_ENTITIES):
    _ROW_VARIANT[_r] = (_r if _r < _HAND else _HAND + (_r >= _KNOWN)) - 1
_VARIANT_ROWS = [_ROW_VARIANT.index(_v) for _v in range(max(_ROW_VARIANT) + 1)]
_STATIC = np.concatenate([np.broadcast_to(_ENTITY_KIND[[_r]], (CARD_VOCAB, _SLOT1)) for _r in _VARIANT_ROWS])
_STATIC = np.concatenate([_STATIC, np.tile(CARD_TABLE, (len(_VARIANT_ROWS), 1))], axis=1)
_ROW_BASE = [v * CARD_VOCAB for v in _ROW_VARIANT]
_INDEX_OF = {cid: cid for cid in CARDS}
_ci = _INDEX_OF.get                  # _ci(card_id, 0): card_index without the call


def card_index(card_id) -> int:
    """The embedding index of a card ID: the ID itself, 0 for none or a card outside the pool."""
    return _INDEX_OF.get(card_id, 0)


_N_PLAYER = len(_PLAYER_COLUMNS)
_GLOBAL_AT = 0                       # ``global`` is first in the float32 buffer
_KIND_INDEX = {k: i for i, k in enumerate(CARD_KINDS)}
_DISCARD_KIND = [0] * CARD_VOCAB           # per card: its CARD_KINDS index
_DISCARD_ENERGY = [-1] * CARD_VOCAB        # per card: its Basic Energy type's column, or -1
for _cid, _c in CARDS.items():
    _DISCARD_KIND[_cid] = _KIND_INDEX[_c.kind]
    if _BASIC_TYPE[_cid]:
        _DISCARD_ENERGY[_cid] = len(CARD_KINDS) + _BASIC_TYPE[_cid] - 1
_WORD_COLUMN = {w: _OC["word_" + w] for w in WORDS}
_N_ENTITY_COLUMNS = len(ENTITY_COLUMNS)
_N_OPTION_COLUMNS = len(OPTION_COLUMNS)
_MY_COUNTS = _GC["my_" + _PLAYER_COLUMNS[0]]
_OPP_COUNTS = _GC["opponent_" + _PLAYER_COLUMNS[0]]
_TARGET_MINE, _TARGET_OPPONENT, _NUMBER = _OC["target_mine"], _OC["target_opponent"], _OC["number"]
_INDEX_0, _INDEX_1, _ATTACK_DAMAGE, _ATTACK_COST = (_OC[c] for c in ("index_0", "index_1", "attack_damage",
                                                                      "attack_cost"))
_ZONE_COLUMN = {z: _OC["zone_" + z] for z in ZONES}
_ZONE_HAND = _ZONE_COLUMN["hand"]


def _discard_counts(discard) -> list:
    """Cards of a discard pile by kind, then Basic Energy by type."""
    row = [0] * (len(CARD_KINDS) + len(ENERGY_TYPES))
    for inst in discard:
        cid = inst >> 7
        if cid < CARD_VOCAB:
            row[_DISCARD_KIND[cid]] += 1
            e = _DISCARD_ENERGY[cid]
            if e >= 0:
                row[e] += 1
    return row


_MON_ZERO = [0.0] * len(POKEMON_COLUMNS)
_NO_ATTACHED = [0] * ATTACHED_SLOTS
_PC = {c: i for i, c in enumerate(POKEMON_COLUMNS)}
_SPECIAL_COLUMN = _PC["special_energy"]
# per card index: the POKEMON_COLUMNS column it counts in when attached (its Basic type, else Special)
_ENERGY_COLUMN = [_SPECIAL_COLUMN] * CARD_VOCAB
for _cid, _t in enumerate(_BASIC_TYPE):
    if _t:
        _ENERGY_COLUMN[_cid] = _PC["energy_" + TYPES[_t]]
_TOOLS_COLUMN, _ENERGY_TOTAL_COLUMN = _PC["tools"], _PC["energy_total"]
_ROTATION_COLUMN = _PC["asleep"] - 1           # rotation 1 asleep, 2 paralyzed, 3 confused
_POISON_COLUMN, _ENTERED_COLUMN = _PC["poisoned"], _PC["entered_this_turn"]


class _PokemonInfo:
    """What a Pokémon's state gives to its entity row, worked out once per state: its card,
    printed HP, whether a card of it may change a maximum HP, attached Tools and Special
    Energy (int64 array or None), and its ``POKEMON_COLUMNS`` as float32 bytes for each HP."""

    __slots__ = ("card", "printed_hp", "answers_hp", "attached", "values", "by_hp")

    def __init__(self, mon, turn: int):
        answering = tables().passive_by_card.get("max_hp") or ()
        self.card = _ci(mon.cid, 0)
        self.printed_hp = CARD_LIST[mon.cid].hp
        self.answers_hp = (mon.cid in answering or any((c >> 7) in answering for c in mon.tools)
                           or any((c >> 7) in answering for c in mon.energy))
        vals = _MON_ZERO[:]
        att = []
        for e in mon.energy:
            col = _ENERGY_COLUMN[e >> 7] if (e >> 7) < CARD_VOCAB else _SPECIAL_COLUMN
            vals[col] += 1.0 / ENERGY_SCALE
            if col == _SPECIAL_COLUMN:
                att.append(_ci(e >> 7, 0))
        if mon.tools:
            att += [_ci(t >> 7, 0) for t in mon.tools]
            vals[_TOOLS_COLUMN] = len(mon.tools) / 2.0
        vals[_ENERGY_TOTAL_COLUMN] = len(mon.energy) / 10.0
        if mon.rotation:
            vals[_ROTATION_COLUMN + mon.rotation] = 1.0
        vals[_POISON_COLUMN] = 1.0 if mon.poison else 0.0
        vals[_POISON_COLUMN + 1] = 1.0 if mon.burn else 0.0
        vals[_ENTERED_COLUMN] = 1.0 if mon.entered_turn == turn else 0.0
        vals[_ENTERED_COLUMN + 1] = 1.0 if mon.evolved_turn == turn else 0.0
        vals[_ENTERED_COLUMN + 2] = (len(mon.cards) - 1) / 2.0
        vals[1] = mon.damage / HP_SCALE
        self.values = vals
        self.attached = array("q", (att + _NO_ATTACHED)[:ATTACHED_SLOTS]) if att else None
        self.by_hp = {}

    def state_bytes(self, hp: int) -> bytes:
        """The ``POKEMON_COLUMNS`` of this state at maximum HP ``hp``, as float32 bytes."""
        got = self.by_hp.get(hp)
        if got is None:
            vals = self.values[:]
            dmg = vals[1] * HP_SCALE
            vals[0] = hp / HP_SCALE
            vals[2] = (hp - dmg) / HP_SCALE if hp > dmg else 0.0
            vals[3] = dmg / hp if 0 < dmg < hp else (0.0 if dmg <= 0 else 1.0)
            got = self.by_hp[hp] = np.minimum(np.array(vals, dtype=np.float32), 1.0).tobytes()
        return got


_STATIC_CACHE: dict = {}
_CARD_ROW_CACHE: dict = {}
_ROW_BYTES = 4 * len(ENTITY_COLUMNS)
_ONES = b"\x01" * 4096


def _static_bytes(row: int, card: int) -> bytes:
    """Float32 bytes of the constant columns of entity ``row`` holding ``card``."""
    i = _ROW_BASE[row] + card
    got = _STATIC_CACHE.get(i)
    if got is None:
        got = _STATIC_CACHE[i] = _STATIC[i].tobytes()
    return got


def _card_row_bytes(row: int, card: int) -> bytes:
    """Float32 bytes of a whole entity row for a card that is not a Pokémon in play."""
    i = _ROW_BASE[row] + card
    got = _CARD_ROW_CACHE.get(i)
    if got is None:
        got = _CARD_ROW_CACHE[i] = _static_bytes(row, card) + bytes(4 * len(POKEMON_COLUMNS))
    return got


def _hp_sources(g, answering: bool):
    """``(card sources, lasting effects)`` answering the ``max_hp`` query now, or None when
    no card in play can answer it (``answering`` says whether a Pokémon's cards may; the
    Stadium is checked here) and no lasting effect does: then every maximum HP is the
    printed one and the query is skipped."""
    lasting = Q.lasting_effects(g, "max_hp") if g.effects else ()
    if not answering and g.stadium is not None:
        answering = (g.stadium >> 7) in (tables().passive_by_card.get("max_hp") or ())
    if not lasting and not answering:
        return None
    return (Q.passive_sources(g, "max_hp") if answering else ()), lasting


def _hp_change(g, mon, boosts) -> int:
    """The fold of :func:`ptcg.rules.queries.max_hp` over sources found once (a sum)."""
    sources, lasting = boosts
    total = 0
    for fn, holder, inst in sources:
        total += fn(g, holder, inst, mon) or 0
    for fn, e in lasting:
        total += fn(g, e, mon) or 0
    return total


# -- the encoder ----------------------------------------------------------------------------
class Encoder:
    """Fills the v3 arrays of one observation into preallocated buffers.

    ``fill(game, player)`` overwrites ``self.buffers`` (one flat array per dtype, its own or
    the ``buffers`` given, such as a row of a batch; ``self.arrays`` are the named views over
    them); :meth:`encode` returns a fresh copy.  Each call overwrites the buffers.

    Writes are few and in bulk: the buffers are zeroed (one ``fill`` per dtype); each block
    of entity rows (a side's Pokémon, the hand...) is one copy of joined float32 rows, made
    of per-(place, card) constant parts and per-Pokémon-state parts computed once and kept
    as bytes; ``global``, card indices and references are one copy each from a typed array;
    the sparse option features are one scattered numpy assignment."""

    def __init__(self, max_options: int = MAX_OPTIONS, buffers: dict | None = None):
        self.layout = LAYOUT if max_options == MAX_OPTIONS else Layout(max_options)
        self.max_options = self.layout.max_options
        # ``buffers``: flat arrays to write into, e.g. one row of a batch (``Layout.buffers(n)[dt][i]``)
        self.buffers = self.layout.buffers() if buffers is None else buffers
        self.arrays = self.layout.views(self.buffers)
        off = {name: o for items in self.layout.groups.values() for name, _, o in items}
        self._off = off
        self._f, self._i, self._m = (self.buffers[dt] for dt in Layout.DTYPES)
        self._pokemon_rows = {}      # what a Pokémon's state gives: (features, attached, card index)
        self._fbytes = memoryview(self._f).cast("B")
        self._fvalues = memoryview(self._f)
        self._ibytes = memoryview(self._i).cast("B")
        self._ivalues = self._ibytes.cast("q")
        ef, at = off["entity_features"], off["entity_attached"]
        self._row_at = [4 * (ef + r * _N_ENTITY_COLUMNS) for r in range(N_ENTITIES)]
        self._attached_at = [at + r * ATTACHED_SLOTS for r in range(N_ENTITIES)]
        self._mbytes = memoryview(self._m).cast("B")
        self._counts = {}            # a discard pile's contents -> its counts
        self._tables = None
        self._card_blocks = {}       # (first row, card indices) -> the rows' float32 bytes

    def encode(self, game, player: int) -> dict:
        """``{name: array}`` of ``game`` seen by ``player``: new arrays each call."""
        self.fill(game, player)
        return {name: array.copy() for name, array in self.arrays.items()}

    def fill(self, game, player: int) -> None:
        """Overwrite the buffers with the observation of ``game`` by ``player``."""
        fbuf, ibuf, mbuf = self._f, self._i, self._m
        fbuf.fill(0)
        ibuf.fill(0)
        mbuf.fill(0)
        off = self._off
        g = game.state
        me, opp = g.players[player], g.players[1 - player]
        setup = g.phase == "setup"
        turn = g.turn
        fbytes, ivalues, mbytes = self._fbytes, self._ivalues, self._mbytes
        card_at, mask_at = off["entity_card"], off["entity_mask"]

        # -- Pokémon in play: one block of rows per side ---------------------------------------
        # What a Pokémon's state gives is computed once and kept as bytes (_PokemonInfo); each
        # side's rows (where, card facts, state) are joined and copied into the buffer at once.
        mons_of = (me.in_play()[:BOARD_SLOTS], [] if setup else opp.in_play()[:BOARD_SLOTS])
        n_mons = (len(mons_of[0]), len(mons_of[1]))
        if n_mons[0] or n_mons[1]:
            cache = self._pokemon_rows
            if len(cache) > 8192 or self._tables is not tables().passive_by_card:
                cache.clear()              # full, or card behaviours were registered again
                self._tables = tables().passive_by_card
            infos = ([], [])
            answering = False
            for side, mons in enumerate(mons_of):
                for mon in mons:
                    key = (mon.cid, mon.damage, tuple(mon.energy), tuple(mon.tools), mon.rotation, mon.poison,
                           mon.burn, mon.entered_turn == turn, mon.evolved_turn == turn, len(mon.cards))
                    info = cache.get(key)
                    if info is None:
                        info = cache[key] = _PokemonInfo(mon, turn)
                    if info.answers_hp:
                        answering = True
                    infos[side].append(info)
            # II-D-15: maximum HP is the printed HP plus what cards in play and lasting effects
            # add (rules.queries.max_hp); their sources are looked up once for the whole board
            boosts = _hp_sources(g, answering)
            for side, start in ((0, _MY_MONS), (1, _OPP_MONS)):
                side_infos = infos[side]
                if not side_infos:
                    continue
                parts, cards = [], []
                for r, (mon, info) in enumerate(zip(mons_of[side], side_infos), start):
                    hp = info.printed_hp if boosts is None else info.printed_hp + _hp_change(g, mon, boosts)
                    parts.append(_static_bytes(r, info.card))
                    parts.append(info.state_bytes(hp))
                    cards.append(info.card)
                    if info.attached is not None:
                        at = self._attached_at[r]
                        ivalues[at:at + ATTACHED_SLOTS] = info.attached
                n = len(cards)
                at = self._row_at[start]
                fbytes[at:at + n * _ROW_BYTES] = b"".join(parts)
                ivalues[card_at + start:card_at + start + n] = array("q", cards)
                mbytes[mask_at + start:mask_at + start + n] = _ONES[:n]

        # -- the Stadium, the hand, the revealed cards of the opponent's hand --------------
        hand = sorted(me.hand)
        blocks = self._card_blocks
        for start, insts in ((_STADIUM, () if g.stadium is None else (g.stadium,)),
                             (_HAND, hand[:HAND_SLOTS]), (_KNOWN, _known_hand(opp)[:KNOWN_HAND_SLOTS])):
            if insts:
                n = len(insts)
                cards = array("q", [_ci(c >> 7, 0) for c in insts])
                key = (start, cards.tobytes())
                block = blocks.get(key)
                if block is None:
                    if len(blocks) > 4096:
                        blocks.clear()
                    block = blocks[key] = b"".join([_card_row_bytes(start, c) for c in cards])
                at = self._row_at[start]
                fbytes[at:at + n * _ROW_BYTES] = block
                ivalues[card_at + start:card_at + start + n] = cards
                mbytes[mask_at + start:mask_at + start + n] = _ONES[:n]

        # -- global: the game, this turn, zone counts, the decision ------------------------
        d = game.decision
        if d is not None and d.player != player:
            d = None
        glob = [0.0] * len(GLOBAL_COLUMNS)
        glob[_GC["turn"]] = min(turn / TURN_SCALE, 1.0)
        glob[_GC["phase_" + g.phase] if ("phase_" + g.phase) in _GC else _GC["phase_play"]] = 1
        first = g.first_player
        if first in (0, 1):
            glob[_GC["went_first"]] = first == player
            glob[_GC["opponent_went_first"]] = first != player
        if not setup and g.current in (0, 1):
            cur = g.players[g.current]
            glob[_GC["my_turn"]] = g.current == player
            glob[_GC["first_turn"]] = turn <= 2
            glob[_GC["energy_attached"]] = bool(cur.energy_attached)
            glob[_GC["supporter_played"]] = bool(cur.supporters_played)
            glob[_GC["stadium_played"]] = bool(cur.stadium_played)
            glob[_GC["retreated"]] = bool(cur.retreated)
            glob[_GC["attacked"]] = bool(cur.attacked)
        if g.stadium is not None:
            glob[_GC["stadium_mine" if (g.stadium >> 6) & 1 == player else "stadium_opponent"]] = 1
        glob[_MY_COUNTS:_MY_COUNTS + _N_PLAYER] = self._player_counts(me, n_mons[0])
        glob[_OPP_COUNTS:_OPP_COUNTS + _N_PLAYER] = self._player_counts(opp, n_mons[1])
        if d is not None:
            opts = d.options
            glob[_GC["to_act"]] = 1
            kind = d.kind if d.kind in _DK else "other"
            glob[_GC["decision_" + kind]] = 1
            glob[_GC["options"]] = len(opts) / self.max_options
            glob[_GC["optional"]] = DONE in opts
            prompt = d.prompt
            if prompt.endswith(" chosen)"):       # "... (k/n chosen)": pick_cards' progress
                try:
                    made, total = prompt[prompt.rindex("(") + 1:-8].split("/")
                    glob[_GC["picks_made"]] = min(int(made) / 10.0, 1.0)
                    glob[_GC["picks_total"]] = min(int(total) / 10.0, 1.0)
                except ValueError:
                    pass
            at = off["decision"]
            ivalues[at:at + 2] = array("q", (_DK[kind], _ci(d.source or 0, 0)))
        r = g.result
        if r is not None:
            glob[_GC["draw" if r.winner is None else ("won" if r.winner == player else "lost")]] = 1
        self._fvalues[_GLOBAL_AT:_GLOBAL_AT + len(glob)] = array("f", glob)

        # -- the options -------------------------------------------------------------------
        if d is not None:
            self._options(d, g, player, me, opp, hand, n_mons)

    def _player_counts(self, p, in_play: int) -> list:
        """One player's ``_PLAYER_COLUMNS`` values, scaled."""
        key = tuple(p.discard)
        counts = self._counts.get(key)
        if counts is None:
            if len(self._counts) > 1024:
                self._counts.clear()
            counts = self._counts[key] = [min(c / SMALL_ZONE_SCALE, 1.0) for c in _discard_counts(key)]
        return [min(len(p.hand) / SMALL_ZONE_SCALE, 1.0), min(len(p.deck) / ZONE_SCALE, 1.0),
                min(len(p.discard) / ZONE_SCALE, 1.0), min(len(p.lost) / SMALL_ZONE_SCALE, 1.0),
                min(len(p.prizes) / 6.0, 1.0), min((p.initial_prizes - len(p.prizes)) / 6.0, 1.0),
                in_play / BOARD_SLOTS] + counts

    def _options(self, d, g, player, me, opp, hand, n_mons) -> None:
        opts = d.options
        n = len(opts)
        if n > self.max_options:
            raise ActionSpaceError(
                f"the decision {d.kind!r} ({d.prompt}) has {n} options, more than the "
                f"{self.max_options} option rows of the v3 observation (Encoder(max_options=...))")
        off = self._off
        kinds, cards, refs = [0] * n, [0] * n, [0] * (3 * n)
        fi, fv = [], []                  # flat index and value of the sparse option features

        def put(index, value):
            fi.append(index)
            fv.append(value)

        of0 = off["option_features"]
        hand_row = {inst: _HAND + i for i, inst in enumerate(hand[:HAND_SLOTS])}
        dkind = d.kind
        in_play = (min(n_mons[0], BOARD_SLOTS), min(n_mons[1], BOARD_SLOTS))

        def mon_row(pl, pos):
            side = 0 if pl == player else 1
            return (_MY_MONS, _OPP_MONS)[side] + pos if 0 <= pos < in_play[side] else 0

        def card_zone(base, inst):
            """Marks a card option's zone; returns (its hand or revealed-card row, holder row)."""
            hr = hand_row.get(inst)
            if hr is not None:
                fi.append(base + _ZONE_HAND)
                fv.append(1.0)
                return hr, 0
            zone, holder = _zone_of(g, player, inst)
            fi.append(base + _ZONE_COLUMN[zone])
            fv.append(1.0)
            known = _known_hand(opp).index(inst) if zone == "opponent_hand" and inst in opp.revealed else None
            return (_KNOWN + known if known is not None and known < KNOWN_HAND_SLOTS else 0), holder

        for i, opt in enumerate(opts):
            base = of0 + i * _N_OPTION_COLUMNS
            if isinstance(opt, tuple) and opt and isinstance(opt[0], str):      # a main-phase action
                act = opt[0]
                kinds[i] = _OK.get(act, 0)
                if act in ("bench", "play", "card_ability", "evolve", "attach"):
                    cards[i] = _ci(opt[1] >> 7, 0)
                    refs[3 * i], _ = card_zone(base, opt[1])
                    if act in ("evolve", "attach"):
                        refs[3 * i + 2] = mon_row(player, opt[2])
                        put(base + _TARGET_MINE, 1.0)
                    elif act == "card_ability":
                        put(base + (_INDEX_0 if opt[2] == 0 else _INDEX_1), 1.0)
                elif act == "ability":
                    refs[3 * i + 1] = mon_row(player, opt[1])
                    cards[i] = _ci(me.at(opt[1]).cid, 0) if opt[1] < in_play[0] else 0
                    put(base + (_INDEX_0 if opt[2] == 0 else _INDEX_1), 1.0)
                elif act == "stadium":
                    refs[3 * i + 1] = _STADIUM
                    cards[i] = _ci(g.stadium >> 7, 0) if g.stadium is not None else 0
                elif act == "retreat":
                    refs[3 * i + 1] = mon_row(player, 0)
                    refs[3 * i + 2] = mon_row(player, opt[1])
                    put(base + _TARGET_MINE, 1.0)
                elif act == "discard":
                    refs[3 * i + 2] = mon_row(player, opt[1])
                    put(base + _TARGET_MINE, 1.0)
                elif act == "attack":
                    refs[3 * i + 1] = mon_row(player, opt[2] if len(opt) > 2 else 0)
                    cards[i] = _attack(base, opt[1], put)
            elif isinstance(opt, str):
                if opt in (DONE, YES, NO):
                    kinds[i] = _OK[opt]
                else:
                    kinds[i] = _OK["word"]
                    col = _WORD_COLUMN.get(opt.lower())
                    if col is not None:
                        put(base + col, 1.0)
            elif isinstance(opt, tuple) and len(opt) == 2:                      # (player, position)
                pl, pos = opt
                kinds[i] = _OK["pokemon"]
                row = refs[3 * i + 2] = mon_row(pl, pos)
                put(base + (_TARGET_MINE if pl == player else _TARGET_OPPONENT), 1.0)
                if row:
                    cards[i] = _ci(g.players[pl].at(pos).cid, 0)
            elif not isinstance(opt, int):
                kinds[i] = _OK["word"]
            elif dkind == PROMOTE:                                              # own Bench place
                kinds[i] = _OK["pokemon"]
                row = refs[3 * i + 2] = mon_row(player, opt)
                put(base + _TARGET_MINE, 1.0)
                if row:
                    cards[i] = _ci(me.at(opt).cid, 0)
            elif dkind == CHOOSE_ATTACK:
                kinds[i] = _OK["choose_attack"]
                cards[i] = _attack(base, opt, put)
            elif dkind in (SETUP_ACTIVE, SETUP_BENCH, CHOOSE_CARD, ORDER):      # a card instance
                kinds[i] = _OK["card"]
                cards[i] = _ci(opt >> 7, 0)
                refs[3 * i], refs[3 * i + 1] = card_zone(base, opt)
            else:                                                               # a number
                kinds[i] = _OK["number"]
                put(base + _NUMBER, min(max(opt, 0) / NUMBER_SCALE, 1.0))
        ints = self._ivalues
        ints[off["option_kind"]:off["option_kind"] + n] = array("q", kinds)
        ints[off["option_card"]:off["option_card"] + n] = array("q", cards)
        ints[off["option_refs"]:off["option_refs"] + 3 * n] = array("q", refs)
        if fi:
            self._f[np.array(fi, dtype=np.intp)] = np.array(fv, dtype=np.float32)
        at = off["action_mask"]
        self._mbytes[at:at + n] = _ONES[:n]


def _attack(base: int, attack_id: int, put) -> int:
    """Adds an attack option's features at flat ``base``; returns the card index of its card."""
    info = _ATTACKS.get(attack_id)
    if info is None:
        return 0
    cid, index, damage, cost = info
    put(base + (_INDEX_0 if index == 0 else _INDEX_1), 1.0)
    put(base + _ATTACK_DAMAGE, damage)
    put(base + _ATTACK_COST, cost)
    return _ci(cid, 0)


def _known_hand(opp) -> list:
    """The revealed cards still in the opponent's hand, sorted (as :mod:`ptcg.view` shows them)."""
    return sorted(c for c in opp.revealed if c in opp.hand) if opp.revealed else []


def _zone_of(g, player: int, inst: int) -> tuple:
    """(zone, entity row of the Pokémon holding it or 0) of a card option of ``player``'s
    decision: the engine offers only cards the player is shown, so their zone is no secret.
    A card's owner is in its instance, so only that player's zones are searched."""
    owner = (inst >> 6) & 1
    p = g.players[owner]
    mine = owner == player
    if inst in p.discard:
        return ("own_discard" if mine else "opponent_discard"), 0
    if inst in p.hand:
        return ("hand" if mine else "opponent_hand"), 0
    if inst in p.deck:
        return ("own_deck" if mine else "opponent_deck"), 0
    if inst in p.prizes:
        return ("own_prizes" if mine else "opponent_prizes"), 0
    if inst in p.lost:
        return "lost_zone", 0
    if inst == g.stadium:
        return "stadium", _STADIUM
    start = _MY_MONS if mine else _OPP_MONS
    for pos, mon in enumerate(p.in_play()[:BOARD_SLOTS]):
        if inst in mon.cards or inst in mon.energy or inst in mon.tools:
            return "in_play", start + pos
    return "elsewhere", 0


_DEFAULT_ENCODER = None


def encode(game, player: int) -> dict:
    """The v3 observation of ``game`` for ``player`` (new arrays each call)."""
    global _DEFAULT_ENCODER
    if _DEFAULT_ENCODER is None:
        _DEFAULT_ENCODER = Encoder()
    return _DEFAULT_ENCODER.encode(game, player)


def observation_space(max_options: int = MAX_OPTIONS):
    """The Gymnasium space of one v3 observation."""
    return (LAYOUT if max_options == MAX_OPTIONS else Layout(max_options)).space()


__all__ = ["VERSION", "MAX_OPTIONS", "N_ENTITIES", "CARD_VOCAB", "HAND_SLOTS", "BOARD_SLOTS",
           "ENTITY_BLOCKS", "ENTITY_COLUMNS", "GLOBAL_COLUMNS", "OPTION_COLUMNS", "OPTION_KINDS",
           "DECISION_KINDS", "CARD_COLUMNS", "LAYOUT", "Layout", "Encoder", "ActionSpaceError",
           "encode", "observation_space", "column", "entity_row", "card_index"]
