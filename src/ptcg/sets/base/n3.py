"""Neo Revelation (N3, 2001)."""

from ...effects import *  # noqa: F401,F403


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
