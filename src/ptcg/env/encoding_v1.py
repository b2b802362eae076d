"""The v1 observation and action encoding shared by :mod:`ptcg.env.ptcg_v1` and
:class:`ptcg.env.SingleAgentEnv` (needs numpy only).

This module *is* the v1 contract: the size, order and meaning of every number below are
frozen.  A change that moves or reinterprets a number makes a new version (``ptcg_v2``,
``encoding_v2``), as PettingZoo does with ``chess_v6``; the engine behind it may change.

Actions
-------
``Discrete(N_ACTIONS)`` with ``N_ACTIONS = 256``.  **Action i is option i of the pending
decision** (``game.legal_options[i]``); the ``action_mask`` has ones at ``0..k-1`` for a
decision with ``k`` options.  Why not a semantic table ("attach card X to position p" =
action 1234)?  Most decisions are asked in the middle of card effects, with options of
open-ended shapes (cards from any zone, Pokémon of either side, attack IDs, numbers,
effect-specific words), so any fixed table is either enormous and sparse or loses
choices.  Instead each action index has a row of features in the observation
(``options`` below: what the option is, which card, which target, from which zone), the
pointer-network / action-embedding set-up used for card games: a policy scores each row
and the mask keeps the legal ones.  The engine lists options in a deterministic order,
so the same position always gives the same numbering.  The largest decision seen in
62,000 random-play decisions had 31 options; main-phase options are de-duplicated by
card ID, so 256 leaves a wide margin.  A decision with more options than that raises
:class:`ActionSpaceError` rather than hiding options.

Observation
-----------
``Box(0, high, (OBSERVATION_SIZE,), float32)``: one flat vector made of named fields
(:data:`LAYOUT`, as OpenSpiel's observers give named views over one tensor), always from
the observing player's side: row 0 of a two-row field is that player ("me"), row 1 the
opponent.  Everything is built from :class:`ptcg.view.PlayerView` of the observing player
and the public card facts, so nothing hidden shows: not the opponent's hand, not deck
order, not Prize cards, not the opponent's face-down setup.  Decision and option features
are filled only for the player who faces the decision.

Every number is in ``[0, 1]`` (counts and HP are divided by the scale given and clipped)
except the *ID columns* (``id``, ``target_id``, ``tool_id``, ``source_id``): they hold a
card ID (1..``MAX_CARD_ID``), 0 for none, to be fed to an embedding of
``CARD_ID_VOCAB`` rows.  Card facts (kind, type, stage, HP...) stand beside each ID, so
a model without embeddings still sees what each card is.

==========  ============  ======  ====================================================
field       shape         size    what
==========  ============  ======  ====================================================
game        (10,)         10      turn, phase, whose turn, who went first, result
decision    (17,)         17      kind one-hot, number of options, optional, source card
players     (2, 23)       46      zone sizes, Prize cards left, discard pile contents
stadium     (3,)          3       the Stadium in play and whose it is
hand        (32, 25)      800     own hand (sorted by card), one row per card
board       (2, 9, 42)    756     Active (slot 0) and Bench (1..8) of each player
options     (256, 76)     19456   one row per action index: what option i does
==========  ============  ======  ====================================================

``OBSERVATION_SIZE`` is 21088.  :func:`decode_observation` returns the fields as arrays
of those shapes; ``LAYOUT.columns[field]`` names the last axis, and
``LAYOUT.column(field, name)`` gives a column's index::

    >>> from ptcg.env.encoding_v1 import LAYOUT, decode_observation
    >>> LAYOUT.column("board", "damage")
    19
    >>> LAYOUT.shapes["options"]
    (256, 76)

Scales: HP and damage /500, zone sizes /60, Prize cards /6, Pokémon in play /9, Energy
counts /10, numbers in options /60, attack damage /300, turn /100.
"""

from __future__ import annotations

import numpy as np

from ..cards.db import CARD_LIST, CARDS, LEGACY_BASE, MAX_CARD_ID
from ..decisions import (CHOOSE_ATTACK, CHOOSE_CARD, CHOOSE_NUMBER, CHOOSE_OPTION, CHOOSE_POKEMON,
                         DONE, GO_FIRST, MAIN, MULLIGAN_DRAW, NO, ORDER, PROMOTE, SETUP_ACTIVE,
                         SETUP_BENCH, YES, YES_NO)
from ..errors import IllegalActionError, InvalidDeckError, PTCGError
from ..types import DRAGON, TYPE_NAMES

VERSION = 1
N_ACTIONS = 256
HAND_SLOTS = 32
BOARD_SLOTS = 9          # the Active Spot and up to 8 Bench places
CARD_ID_VOCAB = MAX_CARD_ID + 1

HP_SCALE = 500.0
ZONE_SCALE = 60.0
ENERGY_SCALE = 10.0
NUMBER_SCALE = 60.0
DAMAGE_SCALE = 300.0
TURN_SCALE = 100.0

CARD_KINDS = ("pokemon", "item", "tool", "supporter", "stadium", "basic_energy", "special_energy")
# the ten types of the official pool, Colorless to Dragon: the v1 layout is frozen, so the
# Fairy type of older eras (types.FAIRY) has no column here
TYPES = tuple(t.lower() for t in TYPE_NAMES[:DRAGON + 1])
CONDITIONS = ("asleep", "paralyzed", "confused", "poisoned", "burned")
DECISION_KINDS = (MAIN, GO_FIRST, SETUP_ACTIVE, SETUP_BENCH, MULLIGAN_DRAW, PROMOTE, CHOOSE_CARD,
                  CHOOSE_POKEMON, CHOOSE_ATTACK, CHOOSE_OPTION, YES_NO, CHOOSE_NUMBER, ORDER)
MAIN_ACTIONS = ("bench", "evolve", "play", "attach", "ability", "card_ability", "stadium",
                "retreat", "discard", "attack", "end")
# what an option is: a main-phase action, a card, a Pokémon in play, an attack, a number,
# "done" (stop choosing), yes, no, or a word named by the prompt
VALUE_KINDS = ("main", "card", "pokemon", "attack", "number", "done", "yes", "no", "text")
# where a card option is, as far as the observing player can see
ZONES = ("hand", "own_discard", "opponent_discard", "lost_zone", "in_play", "elsewhere")
TEXT_WORDS = ("first", "second", "top", "bottom") + CONDITIONS

CARD_FACTS = (tuple(f"kind_{k}" for k in CARD_KINDS) + tuple(f"type_{t}" for t in TYPES)
              + ("stage_basic", "stage_1", "stage_2", "card_hp", "rule_box", "ace_spec"))

COLUMNS = {
    "game": ("turn", "phase_setup", "phase_play", "phase_over", "my_turn", "went_first",
             "to_act", "won", "lost", "draw"),
    "decision": tuple(f"kind_{k}" for k in DECISION_KINDS)
    + ("kind_other", "num_options", "optional", "source_id"),
    "players": ("hand", "deck", "discard", "lost_zone", "prizes_left", "in_play")
    + tuple(f"discard_{k}" for k in CARD_KINDS) + tuple(f"discard_energy_{t}" for t in TYPES),
    "stadium": ("id", "present", "mine"),
    "hand": ("id", "present") + CARD_FACTS,
    "board": ("id", "present") + tuple(f"type_{t}" for t in TYPES)
    + ("stage_basic", "stage_1", "stage_2", "rule_box", "mega", "prize_value", "hp", "damage",
       "remaining_hp") + tuple(f"energy_{t}" for t in TYPES)
    + ("special_energy", "tools", "tool_id") + CONDITIONS
    + ("entered_this_turn", "evolutions", "retreat_cost"),
    "options": ("id", "target_id", "present") + tuple(f"is_{v}" for v in VALUE_KINDS)
    + tuple(f"action_{a}" for a in MAIN_ACTIONS) + ("mine", "opponent")
    + tuple(f"position_{i}" for i in range(BOARD_SLOTS)) + tuple(f"zone_{z}" for z in ZONES)
    + ("number", "index_0", "index_1", "attack_damage") + CARD_FACTS
    + tuple(f"word_{w}" for w in TEXT_WORDS),
}
ROWS = {"game": (), "decision": (), "players": (2,), "stadium": (), "hand": (HAND_SLOTS,),
        "board": (2, BOARD_SLOTS), "options": (N_ACTIONS,)}
ID_COLUMNS = ("id", "target_id", "tool_id", "source_id")


class ActionSpaceError(PTCGError):
    """A decision has more options than the fixed action space can number."""


class Layout:
    """Named fields over the flat observation vector (OpenSpiel-observer style).

    ``fields`` in order; ``shapes[name]``, ``slices[name]`` (into the flat vector),
    ``columns[name]`` (names of the last axis), ``high`` (the Box's upper bounds).
    """

    def __init__(self, rows: dict, columns: dict):
        self.fields = tuple(rows)
        self.columns = {name: tuple(columns[name]) for name in self.fields}
        self.shapes, self.slices = {}, {}
        start = 0
        for name in self.fields:
            shape = rows[name] + (len(self.columns[name]),)
            size = int(np.prod(shape))
            self.shapes[name] = shape
            self.slices[name] = slice(start, start + size)
            start += size
        self.size = start
        self._index = {name: {c: i for i, c in enumerate(cols)} for name, cols in self.columns.items()}
        self.high = np.ones(self.size, dtype=np.float32)
        for name in self.fields:
            view = self.high[self.slices[name]].reshape(self.shapes[name])
            for col in ID_COLUMNS:
                if col in self._index[name]:
                    view[..., self._index[name][col]] = float(MAX_CARD_ID)

    def column(self, field: str, name: str) -> int:
        """The index of column ``name`` on the last axis of ``field``."""
        try:
            return self._index[field][name]
        except KeyError:
            raise KeyError(f"no column {name!r} in field {field!r}; "
                           f"columns: {', '.join(self.columns.get(field, ()))}") from None

    def decode(self, vector) -> dict:
        """``{field: array of shapes[field]}``: views over ``vector`` (no copy)."""
        vector = np.asarray(vector)
        if vector.shape != (self.size,):
            raise ValueError(f"expected an observation of shape ({self.size},), got {vector.shape}")
        return {name: vector[self.slices[name]].reshape(self.shapes[name]) for name in self.fields}

    def describe(self) -> str:
        """A text table of the fields and their columns."""
        lines = []
        for name in self.fields:
            s = self.slices[name]
            lines.append(f"{name} {self.shapes[name]} [{s.start}:{s.stop}]: {', '.join(self.columns[name])}")
        return "\n".join(lines)


LAYOUT = Layout(ROWS, COLUMNS)
OBSERVATION_SIZE = LAYOUT.size


def decode_observation(vector) -> dict:
    """The named fields of an observation vector (see the module docstring)."""
    return LAYOUT.decode(vector)


# -- precomputed card facts -------------------------------------------------------------
_FACTS = None
_ATTACKS = None


def _facts() -> np.ndarray:
    """One row of CARD_FACTS per card ID (row 0: no card)."""
    global _FACTS
    if _FACTS is None:
        t = np.zeros((CARD_ID_VOCAB, len(CARD_FACTS)), dtype=np.float32)
        col = {c: i for i, c in enumerate(CARD_FACTS)}
        for cid, c in CARDS.items():
            if cid >= CARD_ID_VOCAB:        # cards of older eras: outside the v1 vocabulary
                continue
            row = t[cid]
            row[col["kind_" + c.kind]] = 1.0
            typ = c.type if c.is_pokemon else c.energy_type
            if 0 <= typ < len(TYPES):
                row[col["type_" + TYPES[typ]]] = 1.0
            if c.is_pokemon and 0 <= c.stage <= 2:
                row[col[("stage_basic", "stage_1", "stage_2")[c.stage]]] = 1.0
            row[col["card_hp"]] = min(c.hp / HP_SCALE, 1.0)
            row[col["rule_box"]] = 1.0 if c.rule is not None else 0.0
            row[col["ace_spec"]] = 1.0 if c.ace_spec else 0.0
        _FACTS = t
    return _FACTS


def _attacks() -> dict:
    global _ATTACKS
    if _ATTACKS is None:
        _ATTACKS = {a.id: a for c in CARDS.values() for a in c.attacks}
    return _ATTACKS


def _cols(field: str) -> dict:
    return LAYOUT._index[field]


_G, _D, _P, _S, _H, _B, _O = (_cols(f) for f in LAYOUT.fields)
_HAND_FACTS = slice(_H[CARD_FACTS[0]], _H[CARD_FACTS[-1]] + 1)
_OPT_FACTS = slice(_O[CARD_FACTS[0]], _O[CARD_FACTS[-1]] + 1)
_ENERGY = slice(_B["energy_" + TYPES[0]], _B["special_energy"] + 1)


# -- observation ------------------------------------------------------------------------
def encode(game, player: int) -> tuple:
    """``(observation, action_mask)`` of ``game`` for ``player``: new arrays each call."""
    from ..view import PlayerView
    vec = np.zeros(OBSERVATION_SIZE, dtype=np.float32)
    mask = encode_view(vec, PlayerView(game, player))
    return vec, mask


def encode_view(vec, view) -> np.ndarray:
    """Fill the zeroed v1 vector ``vec`` from ``view`` (a :class:`ptcg.view.PlayerView`);
    returns the action mask.  Later encodings extend the v1 vector through this."""
    f = LAYOUT.decode(vec)
    player = view.player
    me, opp = player, 1 - player
    _encode_game(f["game"], view, me)
    for row, pl in ((0, me), (1, opp)):
        _encode_player(f["players"][row], view, pl)
        mons = view.in_play[pl]
        if mons:
            for slot, mon in enumerate(mons[:BOARD_SLOTS]):
                _encode_pokemon(f["board"][row, slot], mon, view.turn)
    if view.stadium is not None:
        s = f["stadium"]
        s[_S["id"]] = _known(view.stadium >> 7)
        s[_S["present"]] = 1.0
        s[_S["mine"]] = 1.0 if (view.stadium >> 6) & 1 == me else 0.0
    facts = _facts()
    hand = f["hand"]
    for slot, inst in enumerate(sorted(view.hand)[:HAND_SLOTS]):
        cid = _known(inst >> 7)
        hand[slot, _H["id"]] = cid
        hand[slot, _H["present"]] = 1.0
        hand[slot, _HAND_FACTS] = facts[cid]
    mask = np.zeros(N_ACTIONS, dtype=np.int8)
    d = view.decision
    if d is not None:
        opts = d.options
        if len(opts) > N_ACTIONS:
            raise ActionSpaceError(
                f"the decision {d.kind!r} ({d.prompt}) has {len(opts)} options, more than the "
                f"{N_ACTIONS} actions of the ptcg_v1 action space")
        dec = f["decision"]
        key = "kind_" + d.kind
        dec[_D[key] if key in _D else _D["kind_other"]] = 1.0
        dec[_D["num_options"]] = len(opts) / N_ACTIONS
        dec[_D["optional"]] = 1.0 if DONE in opts else 0.0
        dec[_D["source_id"]] = _known(d.source)
        _encode_options(f["options"], d, view, me)
        mask[:len(opts)] = 1
    return mask


def _encode_game(row, view, me: int) -> None:
    row[_G["turn"]] = min(view.turn / TURN_SCALE, 1.0)
    row[_G["phase_" + view.phase] if "phase_" + view.phase in _G else _G["phase_play"]] = 1.0
    if view.phase != "setup":
        row[_G["my_turn"]] = 1.0 if view.current == me else 0.0
        first = view.current if view.turn % 2 == 1 else 1 - view.current
        row[_G["went_first"]] = 1.0 if first == me else 0.0
    row[_G["to_act"]] = 1.0 if view.decision is not None else 0.0
    r = view.result
    if r is not None:
        row[_G["draw" if r.winner is None else ("won" if r.winner == me else "lost")]] = 1.0


def _encode_player(row, view, pl: int) -> None:
    hand = len(view.hand) if pl == view.player else view.opponent_hand_size
    row[_P["hand"]] = min(hand / ZONE_SCALE, 1.0)
    row[_P["deck"]] = min(view.deck_sizes[pl] / ZONE_SCALE, 1.0)
    row[_P["discard"]] = min(len(view.discards[pl]) / ZONE_SCALE, 1.0)
    row[_P["lost_zone"]] = min(len(view.lost_zones[pl]) / ZONE_SCALE, 1.0)
    row[_P["prizes_left"]] = min(view.prizes_left[pl] / 6.0, 1.0)
    row[_P["in_play"]] = len(view.in_play[pl] or ()) / BOARD_SLOTS
    for inst in view.discards[pl]:
        c = CARD_LIST[inst >> 7]
        row[_P["discard_" + c.kind]] += 1.0 / ZONE_SCALE
        if c.kind == "basic_energy" and 0 <= c.energy_type < len(TYPES):
            row[_P["discard_energy_" + TYPES[c.energy_type]]] += 1.0 / ZONE_SCALE
    np.minimum(row, 1.0, out=row)


def _encode_pokemon(row, mon: dict, turn: int) -> None:
    c = CARD_LIST[mon["id"]]
    row[_B["id"]] = _known(c.id)
    row[_B["present"]] = 1.0
    if 0 <= c.type < len(TYPES):
        row[_B["type_" + TYPES[c.type]]] = 1.0
    if 0 <= c.stage <= 2:
        row[_B[("stage_basic", "stage_1", "stage_2")[c.stage]]] = 1.0
    row[_B["rule_box"]] = 1.0 if c.rule is not None else 0.0
    row[_B["mega"]] = 1.0 if c.is_mega else 0.0
    row[_B["prize_value"]] = min(c.prizes / 3.0, 1.0)
    row[_B["hp"]] = min(mon["hp"] / HP_SCALE, 1.0)
    row[_B["damage"]] = min(mon["damage"] / HP_SCALE, 1.0)
    row[_B["remaining_hp"]] = min(max(mon["remaining_hp"], 0) / HP_SCALE, 1.0)
    for e in mon["energy"]:
        ec = CARD_LIST[e["id"]]
        if ec.kind == "basic_energy" and 0 <= ec.energy_type < len(TYPES):
            row[_B["energy_" + TYPES[ec.energy_type]]] += 1.0 / ENERGY_SCALE
        else:
            row[_B["special_energy"]] += 1.0 / ENERGY_SCALE
    tools = mon["tools"]
    row[_B["tools"]] = min(len(tools) / 2.0, 1.0)
    row[_B["tool_id"]] = _known(tools[0]["id"]) if tools else 0
    for name in mon["conditions"]:
        if name in _B:
            row[_B[name]] = 1.0
    row[_B["entered_this_turn"]] = 1.0 if mon["entered_turn"] == turn else 0.0
    row[_B["evolutions"]] = min(len(mon["evolved_from"]) / 2.0, 1.0)
    row[_B["retreat_cost"]] = min(c.retreat / 5.0, 1.0)
    np.minimum(row[_ENERGY], 1.0, out=row[_ENERGY])


# -- options ----------------------------------------------------------------------------
def _zones(view, me: int) -> dict:
    """Instance -> zone name, for every card the observing player can see in a zone."""
    z = {}
    for inst in view.hand:
        z[inst] = "hand"
    for inst in view.discards[me]:
        z[inst] = "own_discard"
    for inst in view.discards[1 - me]:
        z[inst] = "opponent_discard"
    for lost in view.lost_zones:
        for inst in lost:
            z[inst] = "lost_zone"
    for mons in view.in_play:
        for mon in mons or ():
            for key in ("energy", "tools", "evolved_from"):
                for card in mon[key]:
                    z[card["instance"]] = "in_play"
    return z


def check_vocabulary(deck, name: str = "deck") -> None:
    """Raise :class:`~ptcg.errors.InvalidDeckError` if ``deck`` (card IDs) holds cards of the
    older eras (IDs from ``LEGACY_BASE``): the frozen v1 and v2 layouts know only the card
    IDs of the official pool, and would see such a card as no card at all."""
    older = sorted({c for c in deck if c >= LEGACY_BASE})
    if older:
        raise InvalidDeckError([f"card {c} {CARD_LIST[c].name} is not in the official pool, the only cards the "
                                f"v1/v2 observations can encode" for c in older[:5]], name)


def _known(cid) -> int:
    """A card ID of the v1 vocabulary, or 0 (no card, or one added after v1, such as the
    stand-in cards of tests)."""
    return cid if isinstance(cid, int) and 0 < cid <= MAX_CARD_ID and cid in CARDS else 0


def _mon_id(view, pl: int, pos: int) -> int:
    mons = view.in_play[pl]
    if mons and 0 <= pos < len(mons):
        return mons[pos]["id"]
    return 0


def _encode_options(rows, d, view, me: int) -> None:
    facts = _facts()
    zones = None
    kind = d.kind
    for i, opt in enumerate(d.options):
        row = rows[i]
        row[_O["present"]] = 1.0
        cid = 0
        value = None
        if isinstance(opt, tuple) and opt and isinstance(opt[0], str):
            value = "main"
            action = opt[0]
            if "action_" + action in _O:
                row[_O["action_" + action]] = 1.0
            if action in ("bench", "play"):
                cid = opt[1] >> 7
            elif action in ("evolve", "attach"):
                cid = opt[1] >> 7
                row[_O["target_id"]] = _known(_mon_id(view, me, opt[2]))
                _position(row, 0, opt[2])
            elif action == "ability":
                cid = _mon_id(view, me, opt[1])
                _position(row, 0, opt[1])
                _index(row, opt[2])
            elif action == "card_ability":
                cid = opt[1] >> 7
                _index(row, opt[2])
            elif action in ("retreat", "discard"):
                cid = _mon_id(view, me, opt[1])
                _position(row, 0, opt[1])
            elif action == "stadium":
                cid = (view.stadium >> 7) if view.stadium is not None else 0
            elif action == "attack":
                cid = _attack(row, opt[1])
                _position(row, 0, opt[2] if len(opt) > 2 else 0)
            if action in ("bench", "play", "evolve", "attach", "card_ability"):
                zones = zones if zones is not None else _zones(view, me)
                _zone(row, zones.get(opt[1]))
        elif opt == DONE:
            value = "done"
        elif opt == YES:
            value = "yes"
        elif opt == NO:
            value = "no"
        elif isinstance(opt, str):
            value = "text"
            if opt in TEXT_WORDS:
                row[_O["word_" + opt]] = 1.0
        elif isinstance(opt, tuple) and len(opt) == 2:          # (player, position)
            value = "pokemon"
            pl, pos = opt
            cid = _mon_id(view, pl, pos)
            _position(row, 0 if pl == me else 1, pos)
        elif isinstance(opt, int) and kind == PROMOTE:           # own Bench position
            value = "pokemon"
            cid = _mon_id(view, me, opt)
            _position(row, 0, opt)
        elif isinstance(opt, int) and kind == CHOOSE_ATTACK:
            value = "attack"
            cid = _attack(row, opt)
        elif isinstance(opt, int) and kind in (SETUP_ACTIVE, SETUP_BENCH, CHOOSE_CARD, ORDER):
            value = "card"
            cid = opt >> 7
            zones = zones if zones is not None else _zones(view, me)
            _zone(row, zones.get(opt))
        elif isinstance(opt, int):                               # a number
            value = "number"
            row[_O["number"]] = min(max(opt, 0) / NUMBER_SCALE, 1.0)
        if value is not None:
            row[_O["is_" + value]] = 1.0
        cid = _known(cid)
        if cid:
            row[_O["id"]] = cid
            row[_OPT_FACTS] = facts[cid]


def _position(row, side: int, pos: int) -> None:
    row[_O["mine" if side == 0 else "opponent"]] = 1.0
    if 0 <= pos < BOARD_SLOTS:
        row[_O[f"position_{pos}"]] = 1.0


def _index(row, i: int) -> None:
    if i in (0, 1):
        row[_O[f"index_{i}"]] = 1.0


def _zone(row, zone) -> None:
    row[_O["zone_" + (zone or "elsewhere")]] = 1.0


def _attack(row, attack_id: int) -> int:
    a = _attacks().get(attack_id)
    if a is None:
        return 0
    _index(row, a.index)
    row[_O["attack_damage"]] = min(a.damage / DAMAGE_SCALE, 1.0)
    return a.card_id


# -- actions ----------------------------------------------------------------------------
def action_index(action, n_actions: int = N_ACTIONS) -> int:
    """``action`` as a Python int; raises IllegalActionError if it is not an integer
    in ``0..n_actions-1`` (v3 passes its own number of option rows)."""
    if isinstance(action, np.ndarray) and action.shape == ():
        action = action.item()
    if isinstance(action, (bool, np.bool_)) or not isinstance(action, (int, np.integer)):
        raise IllegalActionError(
            f"an action must be an integer index in 0..{n_actions - 1}, got {action!r} "
            f"({type(action).__name__})")
    a = int(action)
    if not 0 <= a < n_actions:
        raise IllegalActionError(f"action {a} is outside the action space 0..{n_actions - 1}")
    return a


def illegal_message(game, action: int, who: str) -> str:
    """Why ``action`` is not legal now, naming the decision and the legal actions."""
    d = game.decision if game is not None else None
    if d is None:
        return f"action {action} for {who}: there is no pending decision (the game is over or not started)"
    shown = ", ".join(f"{i}={o!r}" for i, o in enumerate(d.options[:8]))
    more = "" if len(d.options) <= 8 else ", ..."
    return (f"action {action} is not legal for {who}: the decision {d.kind!r} ({d.prompt}) has "
            f"{len(d.options)} options, so the legal actions are 0..{len(d.options) - 1} "
            f"({shown}{more})")


def is_legal(game, action: int) -> bool:
    """Whether ``action`` numbers one of the pending decision's options."""
    return game is not None and game.decision is not None and 0 <= action < len(game.decision.options)


__all__ = ["VERSION", "N_ACTIONS", "OBSERVATION_SIZE", "LAYOUT", "Layout", "CARD_ID_VOCAB",
           "HAND_SLOTS", "BOARD_SLOTS", "ActionSpaceError", "decode_observation", "encode",
           "action_index", "illegal_message", "is_legal"]
