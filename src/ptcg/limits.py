"""The engine's limits: how big an input may be before it is refused with a named error.

A small input must never buy unbounded work (a 5,000-digit number, a record nested a
million deep, an agent told to think for a year).  Each limit is far above anything a
real game needs; NOTES.md ("Limits") lists them with the reasons.  The ruleset's own
ranges are in :data:`ptcg.ruleset.RANGES`.
"""

from __future__ import annotations

#: Seeds are 64-bit: the RNG keys on ``seed`` modulo 2**64 (``ptcg.rng``).
MAX_SEED = (1 << 64) - 1

#: Copies of one card ID in one deck: a card instance keeps 6 bits for the copy number.
#: (Deck lists and files have their own limits, ``ptcg.deck.LIMITS``: at most 400 cards.)
MAX_COPIES_OF_ID = 64

#: A game record (JSON text) read by ``ptcg replay`` or :func:`ptcg.records.loads`.
MAX_RECORD_BYTES = 16 << 20
#: Actions in one record (a long game has a few thousand).
MAX_RECORD_ACTIONS = 100_000
#: Nesting of the record's JSON (the record itself is 4 deep; an option 2 more).
MAX_RECORD_DEPTH = 16
#: Digits of an integer in a record (a 64-bit seed has 20).
MAX_INT_DIGITS = 20
#: Characters of a string in a record (deck names, option words, result reasons).
MAX_STRING_CHARS = 1000

#: Nesting of an option value given to ``Game.apply`` (options are at most 2 deep).
MAX_OPTION_DEPTH = 8

#: Agent budgets per decision (``make_agent("mcts:...")``).
MAX_MCTS_ITERATIONS = 1_000_000
MAX_MCTS_SECONDS = 3600.0
