"""HeartGold & SoulSilver series (2010-2011), Call of Legends.

Card behaviours of an older era, imported when the first card of an older set is loaded
(see :mod:`ptcg.sets`).  One module per set, named by its deck-list code; card IDs as in
:mod:`ptcg.cards.db` (``LEGACY_BASE``); "Writing older cards" in CONTRIBUTING.md.
"""
