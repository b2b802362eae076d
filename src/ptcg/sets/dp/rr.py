"""Rising Rivals (RR, Platinum 2, 2009)."""

from ...effects import *  # noqa: F401,F403


# 158005 Froslass GL — Sleep Inducer (also 162061 Drowzee HS 62): the attacker brings up one of
# the opponent's Benched Pokémon (II-C-05), which then falls Asleep; with no Bench, nothing
# happens (there is no new Defending Pokémon).
@effect(1580050, text="Bring one of the opponent's Benched Pokémon into their Active Spot; it falls Asleep.")
def _sleep_inducer(g, a):
    mon = yield from gust(g, a.player, a=a, source=a.attacker.cid)
    if mon is not None:
        inflict(g, mon, "asleep", a=a)
