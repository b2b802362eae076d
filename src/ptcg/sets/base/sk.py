"""Skyridge (SK, e-Card 3, 2003)."""

from ...effects import *  # noqa: F401,F403

# 118099 Snorlax — Continuous Tumble (also 184020 Honedge KSS 21): coins until tails, 30
# damage for each heads (II-B-02).
flip_until_tails_damage(1180990, 30)

# 118000 Aerodactyl — Rising Lunge (also 142023 Vibrava δ DF 24 — Quick Blow): heads, 20 more
# (II-B-01).
coin_more_damage(1180000, 20)

# 118024 Politoed — Frog Hop (also 142035 Quilava δ DF 36 — Quick Attack): heads, 20 more (II-B-01).
coin_more_damage(1180241, 20)


# 118055 Forretress — Shell Rupture (also 190052 Kyogre PRC 54 — Ocean Cyclone): the pool's
# Blizzard (attack 1247) in other words: 10 damage to each of the opponent's Benched Pokémon,
# no Weakness or Resistance there (II-B-08).
reprint_attack(1180550, 1247)


# 118054 Farfetch'd — Whirlwind (also 179015 Monferno — Loud Howl of Plasma Storm): the opponent
# brings up a Benched Pokémon of their choice in place of the Defending Pokémon (II-C-04).
@effect(1180540, text="The opponent swaps the Defending Pokémon with one of their Benched Pokémon, choosing "
                      "which.")
def _whirlwind(g, a):
    yield from opponent_switches(g, a.player, a=a, source=a.attacker.cid)
