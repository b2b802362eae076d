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


def _fire_energy(inst: int) -> bool:
    return is_basic_energy(inst, FIRE)


# 112032 Magcargo — Lava Flow: before the damage the attacker may discard any number of the Fire
# Energy cards attached to it (none allowed, II-D-02 R2); 20 more damage for each (II-B-01).
@damage(1120320, text="Discard any number of the attacker's Basic {R} Energy cards (none is fine): 20 extra "
                      "damage for each one.")
def _lava_flow(g, a):
    gone = yield from discard_energy_from_among(g, a.player, [a.attacker], _fire_energy, source=a.attacker.cid)
    a.damage += 20 * len(gone)


# 112032 Magcargo — Magma Pool (Pokémon Power): when it goes from the Active Spot to the Bench (a
# retreat or any switch), one Fire Energy card attached to it moves to the new Active Pokémon
# (Energy paid for a retreat is already gone).  Forced: the text says "remove ... and attach".
@trigger(112032, "moved_to_bench", 0,
         text="Whenever it goes from your Active Spot to the Bench, one Basic {R} Energy card on it moves "
              "over to your new Active Pokémon.")
def _magma_pool(g, holder, inst, *args):
    new = g.players[holder.owner].active
    fire = [e for e in holder.energy if _fire_energy(e)]
    if new is None or new is holder or not fire:
        return
    card = fire[0]
    if len({e >> 7 for e in fire}) > 1:
        card = yield from pick_card(g, holder.owner, fire, source=holder.cid,
                                    prompt="Choose the Energy card to move to your new Active Pokémon")
    g.emit("ability", holder.owner, name="Magma Pool", target=holder, triggered=True)
    move_energy(g, holder, new, card)


# 112062 Rocket's Hideout (Stadium): every Pokémon in play with "Dark" in its name, on either side,
# has 20 more HP.
@passive(112062, "max_hp", text="Each Pokémon in play whose name has the word Dark in it, on both sides, gets "
                                "+20 HP.")
def _rockets_hideout(g, holder, inst, mon):
    return 20 if "Dark" in mon.name.split() else 0
