"""Generations (GEN, XY 11.5)."""

from ...effects import *  # noqa: F401,F403


# 197010 Charizard-EX — Flame Cloak (GEN 11; also 224022 Ninetales, 224035 Cinderace, SSH 23 and 36):
# "Fire Energy card" is a Basic one (II-C-09).
@effect(1970100, text="Attach a Basic {R} Energy from the discard pile to the attacker.")
def _flame_cloak(g, a):
    yield from attach_from(g, a.player, "discard", basic_energy_of(FIRE), [a.attacker], exactly=1,
                           source=a.attacker.cid, prompt="Choose a Basic {R} Energy to attach")
