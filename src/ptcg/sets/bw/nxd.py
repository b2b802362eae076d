"""Next Destinies (NXD, Black & White 4)."""

from ...effects import *  # noqa: F401,F403


# 173046 Blitzle — Thunder Jolt (also 190042 Feebas PRC 43 — Float On): a coin; on tails the
# attacker hurts itself for 10 as well (II-B-09).
@damage(1730460, text="Flip a coin: on tails the attacker takes 10 damage from its own attack too.")
def _thunder_jolt(g, a):
    if not flip(g, a.player):
        a.self_damage = 10
