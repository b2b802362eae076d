"""EX Legend Maker (LM, 2006)."""

from ...effects import *  # noqa: F401,F403


# 135022 Omastar — Drag Off (also 142001 Feraligatr δ DF 2): before the damage, the attacker may bring
# one of the opponent's Benched Pokémon up in place of the Defending Pokémon (II-C-05, R4); the
# damage is then done to the new Defending Pokémon, Weakness and Resistance included (RC-054).
@damage(1350220, text="First you may swap one of the opponent's Benched Pokémon into their Active Spot; "
                      "then the damage is done to whichever Pokémon is Active.")
def _drag_off(g, a):
    if not a.opp.bench or not (yield from yes_no(g, a.player, "Switch in one of the opponent's Benched "
                                                              "Pokémon before the damage?", a.attacker.cid)):
        return
    new = yield from gust(g, a.player, a=a, source=a.attacker.cid)
    if new is not None:
        a.defender = new
