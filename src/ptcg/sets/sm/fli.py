"""Forbidden Light (FLI, Sun & Moon 6)."""

from ...effects import *  # noqa: F401,F403

# 210034 Magnemite — Searching Magnet (FLI 34): "Lightning Energy cards" are the Basic ones; a hidden
# search may find none (I-H R2).
search_deck_for(2100340, basic_energy_of(LIGHTNING), up_to=3, prompt="Choose up to 3 Basic {L} Energy cards",
                text="Search the deck for at most 3 Basic {L} Energy, show them and add them to the hand, then "
                     "shuffle the deck.")
