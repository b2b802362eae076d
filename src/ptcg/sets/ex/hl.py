"""Hidden Legends (HL, EX 5, 2004)."""

from ...effects import *  # noqa: F401,F403

# 126013 Shiftry — Supernatural Power (also 162007 Noctowl HS 8 — Extrasensory): 40 more damage
# when both hands hold as many cards (II-B-01), like the pool's Synchro Shot.
more_damage_if(1260131, 40, lambda g, a: len(a.me.hand) == len(a.opp.hand),
               when="both players hold the same number of cards")
