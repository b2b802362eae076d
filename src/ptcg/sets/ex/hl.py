"""Hidden Legends (HL, EX 5)."""

from ...effects import *  # noqa: F401,F403


# 126006 Heracross — Sonicboom (also 190080 Medicham PRC 81 — Yoga Kick): Weakness and Resistance
# don't count for this damage (II-B-06).
@damage(1260061, text="Weakness and Resistance don't count for this attack's damage.")
def _sonicboom(g, a):
    a.ignore_weakness_resistance()
