"""Decisions: what is asked, of whom, and the finite list of legal answers (STYLE 5).

Every question the game asks (a main-phase action, a target, a card from a list, yes/no,
how many cards to draw) is one :class:`Decision`.  Its ``options`` are small, hashable,
JSON-friendly values: ints, short strings and tuples of them.  "Choose up to N" is
asked as single picks plus :data:`DONE`, taken in ascending order, so every subset has
exactly one path (no permutations for search, a fixed action space for RL).

Main-phase actions are tuples whose first item names the action:

====================  ===========================================================
``("bench", c)``      put Basic Pokémon card ``c`` from hand onto the Bench (I-A-04)
``("evolve", c, p)``  evolve the Pokémon at position ``p`` with card ``c`` (I-A-05)
``("play", c)``       play Item, Supporter or Stadium card ``c`` (I-B-01, 03, 04)
``("attach", c, p)``  attach Energy or Tool card ``c`` to the Pokémon at ``p`` (I-C, I-B-02)
``("ability", p, i)`` use Ability ``i`` of the Pokémon at ``p`` (I-A-02)
``("card_ability", c, i)``  use Ability ``i`` of card ``c`` in hand or discard (II-E-18)
``("stadium",)``      use the Stadium's declared effect (I-B-04 R4)
``("retreat", p)``    retreat, bringing up the Benched Pokémon at ``p`` (I-A-03)
``("discard", p)``    discard the Pokémon at ``p`` from play, when its card allows it (fossils)
``("attack", a)``     use the attack with attack ID ``a`` (I-A-01)
``("end",)``          end the turn
====================  ===========================================================

Positions: 0 is the Active Spot, 1.. are Bench places in order.  Cards are instances
(see :mod:`ptcg.state`).  Pokémon chosen inside effects are ``(player, position)``.
"""

from __future__ import annotations

from .errors import LimitError

DONE = "done"
YES = "yes"
NO = "no"

# Decision kinds
MAIN = "main"
GO_FIRST = "go_first"            # options: "first", "second"
SETUP_ACTIVE = "setup_active"    # options: card instances in hand
SETUP_BENCH = "setup_bench"      # options: card instances in hand + DONE
MULLIGAN_DRAW = "mulligan_draw"  # options: 0..N extra cards to draw
PROMOTE = "promote"              # options: Bench positions (1..)
CHOOSE_CARD = "choose_card"      # options: card instances (+ DONE when optional)
CHOOSE_POKEMON = "choose_pokemon"  # options: (player, position) (+ DONE when optional)
CHOOSE_ATTACK = "choose_attack"  # options: attack IDs
CHOOSE_OPTION = "choose_option"  # options: short strings or ints named by the prompt
YES_NO = "yes_no"                # options: "yes", "no"
CHOOSE_NUMBER = "choose_number"  # options: ints
ORDER = "order"                  # options: items to put next (one pick at a time)


class Decision:
    """A pending question: ``player`` must pick one of ``options``.

    ``kind`` is one of the constants of this module; ``prompt`` says in plain words what
    is being chosen and ``source`` is the card ID whose effect asks (0 for the rules).
    """

    __slots__ = ("player", "kind", "options", "prompt", "source", "context")

    def __init__(self, player: int, kind: str, options: tuple, prompt: str = "",
                 source: int = 0, context=None):
        self.player = player
        self.kind = kind
        self.options = options
        self.prompt = prompt
        self.source = source
        self.context = context

    def __repr__(self) -> str:
        opts = ", ".join(repr(o) for o in self.options[:8])
        more = "" if len(self.options) <= 8 else f", ... {len(self.options)} in all"
        return f"Decision(player={self.player}, kind={self.kind!r}, options=({opts}{more}), prompt={self.prompt!r})"


def ask(player: int, kind: str, options, prompt: str = "", source: int = 0, context=None):
    """Ask ``player`` to choose one of ``options``; a generator (``x = yield from ask(...)``).

    A question with a single possible answer is not asked: the answer is returned at once.
    """
    options = tuple(options)
    if not options:
        raise ValueError(f"a decision needs at least one option: {prompt}")
    if len(options) == 1:
        return options[0]
    answer = yield Decision(player, kind, options, prompt, source, context)
    return answer


def same_option(a, b) -> bool:
    """Whether ``a`` and ``b`` are the same option: equal, and of the same types all the
    way down.  ``==`` is not enough: ``17920.0 == 17920`` and ``True == 1`` (with equal
    hashes), but a float or a bool is never an option."""
    if type(a) is not type(b):
        return False
    if type(a) is tuple:
        return len(a) == len(b) and all(same_option(x, y) for x, y in zip(a, b))
    return a == b


def offered(option, options: tuple):
    """The one of ``options`` that ``option`` is exactly (:func:`same_option`), or None.
    Only ints, strs and tuples of them are compared, so no value given from outside gets
    to run its own ``__eq__``."""
    for o in options:
        if o is option:
            return o
    if not _plain(option, 0):
        return None
    for o in options:
        if same_option(o, option):
            return o
    return None


def _plain(value, depth: int) -> bool:
    t = type(value)
    if t is int or t is str:
        return True
    if t is tuple and depth < 4:
        return all(_plain(x, depth + 1) for x in value)
    return False


def to_json(option):
    """Options as JSON values: tuples become lists."""
    if isinstance(option, tuple):
        return [to_json(x) for x in option]
    return option


def from_json(value, max_depth: int = 8):
    """The inverse of :func:`to_json`; lists nested deeper than ``max_depth`` raise
    :class:`~ptcg.errors.LimitError` (no option is more than 2 deep)."""
    if isinstance(value, list):
        if max_depth <= 0:
            raise LimitError("an option value is nested too deeply", "option depth")
        return tuple(from_json(x, max_depth - 1) for x in value)
    return value
