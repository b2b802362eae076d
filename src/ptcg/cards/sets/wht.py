"""White Flare (WHT)."""

from ...effects import *  # noqa: F401,F403


# 587 Galvantula — Discharge: discard all {L} Energy from it; 50 damage per card (II-B-02).
@damage(843)
def _discharge(g, a):
    gone = discard_all_energy(g, a.attacker, lambda e: provides_type(g, a.attacker, e, LIGHTNING))
    a.damage = 50 * len(gone)
