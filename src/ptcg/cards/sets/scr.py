"""Stellar Crown (SCR)."""

from ...cards.db import CARD_LIST
from ...effects import *  # noqa: F401,F403


# 151 Scorbunny — Quick Attack: flip; heads +10 damage (II-B-01).
coin_more_damage(196, 10)


# 160 Joltik — Jolting Charge: up to 2 Basic {G} and up to 2 Basic {L} Energy from the deck,
# attached to your Pokémon in any way you like; then shuffle.
def _two_of_each(chosen, c):
    t = CARD_LIST[c >> 7].energy_type
    return sum(1 for x in chosen if CARD_LIST[x >> 7].energy_type == t) < 2


@effect(208)
def _jolting_charge(g, a):
    yield from attach_from(g, a.player, "deck", either(basic_energy_of(GRASS), basic_energy_of(LIGHTNING)),
                           a.me.in_play(), up_to=4, allowed=_two_of_each, source=a.attacker.cid)
