"""Hidden Legends (HL, EX 5, 2004)."""

from ...effects import *  # noqa: F401,F403

# 126013 Shiftry — Supernatural Power (also 162007 Noctowl HS 8 — Extrasensory): 40 more damage
# when both hands hold as many cards (II-B-01), like the pool's Synchro Shot.
more_damage_if(1260131, 40, lambda g, a: len(a.me.hand) == len(a.opp.hand),
               when="both players hold the same number of cards")


"""Hidden Legends (HL, EX 5)."""


# 126006 Heracross — Sonicboom (also 190080 Medicham PRC 81 — Yoga Kick): Weakness and Resistance
# don't count for this damage (II-B-06).
@damage(1260061, text="Weakness and Resistance don't count for this attack's damage.")
def _sonicboom(g, a):
    a.ignore_weakness_resistance()
