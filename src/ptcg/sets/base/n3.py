"""Neo Revelation (N3, 2001)."""

from ...effects import *  # noqa: F401,F403


# 112064 Shining Gyarados — Outrage (II-D-01 (b), II-B-01): heads, 30 plus 10 for each damage
# counter on it; tails, the attack does nothing.
@damage(1120640, text="Flip a coin. Tails: no effect at all. Heads: 30 damage, and 10 more per damage counter "
                      "on the attacker.")
def _outrage(g, a):
    if flip(g, a.player):
        a.damage = 30 + 10 * a.attacker.counters
    else:
        a.fail()


# 112064 Shining Gyarados — Devastate: without 2 {R} Energy cards on it to discard the attack does
# nothing (II-D-01 (b)); they are discarded, 10 damage goes to each opposing Benched Pokémon (no
# Weakness or Resistance on the Bench, II-B-08); after the damage a coin: heads, each opposing
# Pokémon with Energy loses 1 Energy card of the attacker's choice.
def _fire_cards(g, mon) -> list:
    return [e for e in mon.energy if provides_type(g, mon, e, FIRE)]


@damage(1120641, text="Discard two {R} Energy cards from the attacker, or the attack does nothing. Besides the "
                      "Active damage, each Benched Pokémon of the opponent takes 10. Then flip a coin: on "
                      "heads, you discard one Energy card of your choice from every opposing Pokémon carrying Energy.")
def _devastate(g, a):
    if len(_fire_cards(g, a.attacker)) < 2:
        a.fail()
        return
    yield from discard_energy(g, a.player, a.attacker, 2, lambda e: provides_type(g, a.attacker, e, FIRE),
                              source=a.attacker.cid, cards=True)
    for mon in a.opp.bench:
        a.add_hit(mon, 10)


@effect(1120641)
def _devastate_energy(g, a):
    if flip(g, a.player):
        for mon in a.opp.in_play():
            if mon.energy:
                yield from discard_energy(g, a.player, mon, 1, a=a, source=a.attacker.cid, cards=True)


# 112023 Sneasel — Quick Attack (also 160071 Ponyta AR 72 — Stomp): a coin; heads, 20 more
# damage (II-B-01).
coin_more_damage(1120231, 20)
