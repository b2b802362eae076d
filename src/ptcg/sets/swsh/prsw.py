"""Sword & Shield Black Star Promos (PR-SW)."""

from ...effects import *  # noqa: F401,F403

# 223045 Eldegoss — Blessing of Fluff (SWSH046; also 224020 SSH 21): "Grass Energy cards" are the
# Basic ones (II-C-09; a hidden search may find none, I-H R2).
energy_from_deck_to_bench(2230450, basic_energy_of(GRASS), up_to=3,
                          text="Attach at most 3 Basic {G} Energy from the deck to your Benched Pokémon, split "
                               "as you like, then shuffle the deck.")
