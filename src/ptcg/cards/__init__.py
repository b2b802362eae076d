"""Cards: facts (:mod:`.db`), the behaviour registry (:mod:`.registry`) and the card
implementations, one module per expansion (:mod:`.sets`)."""

from . import sets as _sets  # noqa: F401  (registers every implemented card)
from .db import CARDS, card, find  # noqa: F401
