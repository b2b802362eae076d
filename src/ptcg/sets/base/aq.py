"""Aquapolis (AQ, e-Card 2, 2003)."""

from ...effects import *  # noqa: F401,F403

# 117121 Fire Cube 01 — Singe (also 160046 Rapidash AR 47 — Searing Flame): the Defending
# Pokémon is Burned.
condition(1171210, "burned")


# 117007 Electrode — Swift (also 160021 Manectric AR 22): the damage ignores Weakness, Resistance
# and every effect on the Defending Pokémon, Poké-Powers and Poké-Bodies included (II-B-06/07).
@damage(1170070, text="Neither Weakness, Resistance nor any effect on the Defending Pokémon (its Poké-Powers "
                      "and Poké-Bodies included) changes this attack's damage.")
def _swift(g, a):
    a.ignore_weakness_resistance()
    a.ignore_defender_effects = True
