"""Guardians Rising (GRI, Sun & Moon 2)."""

from ...effects import *  # noqa: F401,F403

# 204115 Talonflame — Flame Charge (GRI 111; also 217022 Darumaka, UNB 23): a Basic {R} Energy card from
# the deck onto the attacker (II-C-09; a hidden search may find none, I-H R2).
attach_energy_from_deck(2041150, basic_energy_of(FIRE), to_self=True,
                        text="Put a Basic {R} Energy from the deck onto the attacker, then shuffle the deck.")
