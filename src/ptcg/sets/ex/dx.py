"""EX Deoxys (DX, 2005): the sample Pokémon Star (one per deck, checked by ``deck.validate``)."""

from ...effects import *  # noqa: F401,F403


# 130106 Rayquaza ★ — Holy Star: 100 damage to each of the opponent's Pokémon-ex (Weakness and
# Resistance for the Active one only, II-B-08 R1); then every Energy card on Rayquaza ★ is discarded.
@damage(1301061, text="Every Pokémon-ex on the opponent's side takes 100 damage (Weakness and Resistance "
                      "count only for the Active one); afterwards all Energy cards on the attacker are "
                      "discarded.")
def _holy_star(g, a):
    for mon in a.opp.in_play():
        if mon_is_ex(mon):
            a.add_hit(mon, 100)


@effect(1301061)
def _holy_star_discard(g, a):
    discard_all_energy(g, a.attacker)
