"""Base Set (BS, 1999)."""

from ...effects import *  # noqa: F401,F403

# 101000 Alakazam — Confuse Ray (also 109054 Chinchou N1 55 — Supersonic): a coin; heads, the
# Defending Pokémon is Confused.
coin_condition(1010000, "confused", text="One coin: heads leaves the Defending Pokémon Confused.")

# 101005 Gyarados — Bubblebeam (also 109037 Lanturn — Floodlight, 109047 Seadra — Bubble): a coin;
# heads, the Defending Pokémon is Paralyzed.
coin_condition(1010051, "paralyzed", text="One coin: heads leaves the Defending Pokémon Paralyzed.")
