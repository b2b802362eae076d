"""What a card does, for the page's card panels (hover, tap): :func:`card_description`.

The words are the project's own, from :func:`ptcg.describe.describe_card` (every card,
attack, Ability and Trainer effect, the older eras' cards included); this module only
keeps them at hand, one copy per card for the life of the server.
"""

from __future__ import annotations

from functools import lru_cache

from ..describe import describe_card


@lru_cache(maxsize=4096)
def _cached(card_id: int) -> dict:
    return describe_card(card_id)


def card_description(card_id: int) -> dict:
    """What card ``card_id`` is and does, as JSON data (a fresh copy; the shape of
    :func:`ptcg.describe.describe_card`).  Raises
    :class:`~ptcg.errors.UnknownCardError` for an ID that is no card."""
    return {**_cached(int(card_id))}


__all__ = ["card_description"]
