"""Skyridge (SK, e-Card 3, 2003)."""

from ...effects import *  # noqa: F401,F403

# 118099 Snorlax — Continuous Tumble (also 184020 Honedge KSS 21): coins until tails, 30
# damage for each heads (II-B-02).
flip_until_tails_damage(1180990, 30)


# 118054 Farfetch'd — Whirlwind (also 179015 Monferno — Loud Howl of Plasma Storm): the opponent
# brings up a Benched Pokémon of their choice in place of the Defending Pokémon (II-C-04).
@effect(1180540, text="The opponent swaps the Defending Pokémon with one of their Benched Pokémon, choosing "
                      "which.")
def _whirlwind(g, a):
    yield from opponent_switches(g, a.player, a=a, source=a.attacker.cid)
