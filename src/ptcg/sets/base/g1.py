"""Gym Heroes (G1, 2000)."""

from ...effects import *  # noqa: F401,F403

# 107006 Lt. Surge's Fearow — Clutch (also 162037 Croconaw HS 38 — Big Bite): the Defending
# Pokémon can't retreat during the opponent's next turn (II-C-14, II-E-01).


# 107006 Lt. Surge's Fearow — Clutch (also 160041 Haunter AR 42 — Shadow Bind): the Defending
# Pokémon can't retreat in the opponent's next turn (II-E-01).
defender_cant_retreat(1070061)
