"""Card facts: the ground every other module stands on.

:mod:`.db` reads the generated card data (``data/cards.json``: names, IDs, HP, types,
costs, damage, Weakness / Resistance, Retreat, evolves-from, rule kinds) into immutable
:class:`~ptcg.cards.db.CardDef` records.  Nothing here imports upward: what card texts
*do* lives in :mod:`ptcg.sets` (behaviours written with :mod:`ptcg.effects` and
:mod:`ptcg.rules`), registered in :mod:`ptcg.registry`.
"""

from .db import CARDS, card, find  # noqa: F401
