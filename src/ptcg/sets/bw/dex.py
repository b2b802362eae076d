"""Dark Explorers (DEX, Black & White 5)."""

from ...effects import *  # noqa: F401,F403

# 174055 Excadrill — Tunnel Strike (also 190111 Linoone PRC 112 — Dash Attack): 30 damage to one of
# the opponent's Benched Pokémon, no Weakness or Resistance there (II-B-08 R1).
hit_pokemon(1740550, 30, bench_only=True,
            text="Choose a Benched Pokémon of the opponent to take 30 damage (no Weakness or Resistance there).")
