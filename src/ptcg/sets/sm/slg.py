"""Shining Legends (SLG, Sun & Moon 3.5)."""

from ...effects import *  # noqa: F401,F403


# 206017 Incineroar — Flare Blitz (SLG 17; also 217023 Darmanitan, UNB 24): the Energy cards providing
# {R} now go, after the damage (P1 step 5).
@effect(2060171, text="Then every {R} Energy attached to the attacker goes to your discard pile.")
def _flare_blitz(g, a):
    discard_all_energy(g, a.attacker, lambda e: provides_type(g, a.attacker, e, FIRE))
