"""ptcg — the open Pokémon Trading Card Game engine for Python.

The whole game by the official rules (the 2025 Japanese Advanced Player Rule Guide as the
backbone), the 1,431 cards of the official simulator's pool, and a step-by-step state
machine that any agent — human, script, search or RL — can drive::

    from ptcg import Game
    game = Game("mega_abomasnow", "fire_cinderace", seed=1)
    while not game.is_over():
        d = game.decision            # who decides, what, and the legal options
        game.apply(d.options[0])
    print(game.result.describe())
"""

from . import sets as _sets  # noqa: F401  (registers every card behaviour)
from .cards.db import CARDS, card
from .deck import Deck, builtin_deck, builtin_decks
from .decisions import DONE, Decision
from .errors import (DeckFormatError, GameOverError, IllegalActionError, InvalidDeckError,
                     PTCGError, RecordError, StateEditedError, UnimplementedCardError,
                     UnknownCardError)
from .game import Game
from .ruleset import CLASSIC, HALF_DECK, STANDARD, Ruleset
from .rules.winning import Result

__version__ = "0.1.0"

__all__ = ["Game", "Deck", "Decision", "DONE", "Result", "Ruleset", "STANDARD", "HALF_DECK",
           "CLASSIC", "CARDS", "card", "builtin_deck", "builtin_decks", "PTCGError",
           "DeckFormatError", "GameOverError", "IllegalActionError", "InvalidDeckError",
           "RecordError", "StateEditedError", "UnimplementedCardError", "UnknownCardError"]
