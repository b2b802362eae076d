"""Dragon Majesty (DRM, Sun & Moon 7.5)."""

from ...effects import *  # noqa: F401,F403


# 212050 Turtonator — Explosive Jet (DRM 50): any amount, none included (II-D-02), of Energy cards
# providing {R} from any of the player's Pokémon, discarded before the damage (II-B-02).
@damage(2120500, text="Discard any number of {R} Energy from your Pokémon in play; 50 damage per card "
                      "discarded.")
def _explosive_jet(g, a):
    fire = {e for m in a.me.in_play() for e in m.energy if provides_type(g, m, e, FIRE)}
    gone = yield from discard_energy_from_among(g, a.player, a.me.in_play(), fire.__contains__,
                                                source=a.attacker.cid)
    a.damage = 50 * len(gone)
