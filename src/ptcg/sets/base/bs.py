"""Base Set (BS, 1999)."""

from ...effects import *  # noqa: F401,F403

# 101005 Gyarados — Bubblebeam (also 179058 Ralts, 179059 Kirlia — Psy Bolt, 179028 Lotad — Bubble
# Beam of Plasma Storm): a coin; heads, the Defending Pokémon is Paralyzed.
coin_condition(1010051, "paralyzed", text="One coin: on heads the Defending Pokémon is left Paralyzed.")
