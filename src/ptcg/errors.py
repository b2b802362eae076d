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
    """The chosen option is not among the current decision's legal options."""


class GameOverError(PTCGError):
    """An action was applied to a finished game."""


class RecordError(PTCGError):
    """A game record file is malformed or does not replay."""


class UnimplementedCardError(PTCGError):
    """Cards whose texts have no behaviour yet; ``names`` maps each ID to its card name
    (the raiser knows the cards; errors stay below the card facts)."""

    def __init__(self, card_ids, names: dict | None = None):
        self.card_ids = sorted(set(card_ids))
        names = ", ".join(f"{i} {(names or {}).get(i, '')}".rstrip() for i in self.card_ids[:20])
        more = "" if len(self.card_ids) <= 20 else f" and {len(self.card_ids) - 20} more"
        super().__init__(f"these cards are not implemented yet: {names}{more} "
                         "(pass allow_unimplemented=True to play them with their printed damage only)")
