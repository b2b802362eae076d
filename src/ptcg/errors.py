"""Named errors; all subclass :class:`ValueError` (python-chess style)."""


class PTCGError(ValueError):
    """Base class of the engine's errors."""


class UnknownCardError(PTCGError):
    def __init__(self, card_id):
        self.card_id = card_id
        super().__init__(f"unknown card ID {card_id!r}: not one of the 1,431 official card IDs "
                         "nor a card of the older eras (IDs from 100000)")


class InvalidDeckError(PTCGError):
    """A deck breaks the construction rules; ``problems`` lists every violation."""

    def __init__(self, problems, name: str = "deck"):
        self.problems = list(problems)
        super().__init__(f"invalid {name}: " + "; ".join(self.problems))


class DeckFormatError(PTCGError):
    """A deck file could not be read."""


class IllegalActionError(PTCGError):
    """The chosen option is not among the current decision's legal options (an option is
    legal only if it is exactly one of them: equal, and of the same types all the way down),
    or a player or option index given to the game is not a valid one."""


class GameOverError(PTCGError):
    """An action was applied to a finished game."""


class StateEditedError(PTCGError):
    """A copy of a game in the middle of a step could not be made: the game's state was
    changed by hand (not by an option) and :meth:`ptcg.Game.edited` was not called."""


class RecordError(PTCGError):
    """A game record is malformed, over a limit, or does not replay to what it says.

    ``step`` is the number of the action (1-based) at which the replay parted from the
    record, when there is one (0: before the first action)."""

    def __init__(self, message: str, step: int | None = None):
        self.step = step
        super().__init__(message)


class InvalidArgumentError(PTCGError):
    """An argument of a public call has the wrong type or is out of its range
    (``Game(seed=...)``, ``rules=``, a deck given as a list of card IDs...)."""


class RulesetError(PTCGError):
    """A :class:`~ptcg.ruleset.Ruleset` field has the wrong type or is out of its range;
    ``field`` names it (None for a problem of the whole ruleset)."""

    def __init__(self, message: str, field: str | None = None):
        self.field = field
        super().__init__(message)


class LimitError(PTCGError):
    """An input is over one of the engine's limits (:mod:`ptcg.limits`): sizes, nesting,
    number sizes, budgets.  ``limit`` names the limit."""

    def __init__(self, message: str, limit: str | None = None):
        self.limit = limit
        super().__init__(message)


class AgentSpecError(PTCGError):
    """An agent spec (``"mcts:100it"``...) names no agent or an invalid budget."""


class UnimplementedCardError(PTCGError):
    """Cards whose texts have no behaviour yet; ``names`` maps each ID to its card name
    (the raiser knows the cards; errors stay below the card facts)."""

    def __init__(self, card_ids, names: dict | None = None):
        self.card_ids = sorted(set(card_ids))
        names = ", ".join(f"{i} {(names or {}).get(i, '')}".rstrip() for i in self.card_ids[:20])
        more = "" if len(self.card_ids) <= 20 else f" and {len(self.card_ids) - 20} more"
        super().__init__(f"these cards are not implemented yet: {names}{more} "
                         "(pass allow_unimplemented=True to play them with their printed damage only)")
