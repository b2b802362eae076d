"""The v2 observation: the v1 vector followed by what v1 leaves out (needs numpy only).

Like v1 this module *is* the v2 contract: sizes, order and meanings are frozen.  The
actions are v1's (``Discrete(256)``, action ``i`` is option ``i`` of the pending decision)
and the first ``encoding_v1.OBSERVATION_SIZE`` numbers are exactly the v1 observation, so
a v1 model reads a v2 vector's prefix unchanged.  Two fields follow:

====================  ============  ======  ==============================================
field                 shape         size    what
====================  ============  ======  ==============================================
this_turn             (8,)          8       the turn's public facts, and who went first
opponent_known_hand   (32, 25)      800     cards of the opponent's hand that an effect
                                            revealed and that are still there
====================  ============  ======  ==============================================

``OBSERVATION_SIZE`` is 21896.  ``this_turn`` describes the player whose turn it is (the
observer or not, ``my_turn`` says which): whether they attached an Energy from the hand,
played a Supporter, played a Stadium, retreated, attacked; then ``went_first`` and
``opponent_went_first`` (both 0 before the choice is made) and ``first_turn`` (this is
the turn player's first turn).  v1's ``game.went_first`` is inferred from the turn
number; here it is read from the game.  ``opponent_known_hand`` rows are like the
``hand`` rows (an ID column and the card's facts), sorted by card.

    >>> from ptcg.env.encoding_v2 import LAYOUT, OBSERVATION_SIZE
    >>> LAYOUT.shapes["opponent_known_hand"], OBSERVATION_SIZE
    ((32, 25), 21896)
"""

from __future__ import annotations

import numpy as np

from . import encoding_v1 as v1
from .encoding_v1 import (BOARD_SLOTS, CARD_FACTS, CARD_ID_VOCAB, HAND_SLOTS, N_ACTIONS,  # noqa: F401
                          ActionSpaceError, Layout, action_index, illegal_message, is_legal)

VERSION = 2

COLUMNS = dict(v1.COLUMNS)
COLUMNS["this_turn"] = ("energy_attached", "supporter_played", "stadium_played", "retreated",
                        "attacked", "went_first", "opponent_went_first", "first_turn")
COLUMNS["opponent_known_hand"] = ("id", "present") + CARD_FACTS
ROWS = dict(v1.ROWS)
ROWS["this_turn"] = ()
ROWS["opponent_known_hand"] = (HAND_SLOTS,)

LAYOUT = Layout(ROWS, COLUMNS)
OBSERVATION_SIZE = LAYOUT.size
V1_SIZE = v1.OBSERVATION_SIZE

_T = {c: i for i, c in enumerate(COLUMNS["this_turn"])}
_K_FACTS = slice(2, 2 + len(CARD_FACTS))


def decode_observation(vector) -> dict:
    """The named fields of a v2 observation vector (v1's fields, then the new ones)."""
    return LAYOUT.decode(vector)


def encode(game, player: int) -> tuple:
    """``(observation, action_mask)`` of ``game`` for ``player``: new arrays each call."""
    from ..view import PlayerView
    view = PlayerView(game, player)
    vec = np.zeros(OBSERVATION_SIZE, dtype=np.float32)
    mask = v1.encode_view(vec[:V1_SIZE], view)
    f = LAYOUT.decode(vec)
    _encode_this_turn(f["this_turn"], view, game)
    facts = v1._facts()
    rows = f["opponent_known_hand"]
    for slot, inst in enumerate(sorted(view.opponent_known_hand)[:HAND_SLOTS]):
        cid = v1._known(inst >> 7)
        rows[slot, 0] = cid
        rows[slot, 1] = 1.0
        rows[slot, _K_FACTS] = facts[cid]
    return vec, mask


def _encode_this_turn(row, view, game) -> None:
    facts = view.this_turn
    if facts is not None and view.phase != "setup":
        row[_T["energy_attached"]] = 1.0 if facts["energy_attached"] else 0.0
        row[_T["supporter_played"]] = 1.0 if facts["supporters_played"] else 0.0
        row[_T["stadium_played"]] = 1.0 if facts["stadium_played"] else 0.0
        row[_T["retreated"]] = 1.0 if facts["retreated"] else 0.0
        row[_T["attacked"]] = 1.0 if facts["attacked"] else 0.0
        row[_T["first_turn"]] = 1.0 if game.state.is_first_turn_of(view.current) else 0.0
    if view.first_player in (0, 1):
        row[_T["went_first"]] = 1.0 if view.first_player == view.player else 0.0
        row[_T["opponent_went_first"]] = 1.0 - row[_T["went_first"]]


__all__ = ["VERSION", "N_ACTIONS", "OBSERVATION_SIZE", "LAYOUT", "V1_SIZE", "CARD_ID_VOCAB",
           "HAND_SLOTS", "BOARD_SLOTS", "ActionSpaceError", "decode_observation", "encode",
           "action_index", "illegal_message", "is_legal"]
