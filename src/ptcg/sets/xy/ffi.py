"""Furious Fists (FFI, XY 3)."""

from ...effects import *  # noqa: F401,F403


# 188086 Tornadus — Push Down (also 190043 Milotic PRC 44 — Aqua Swirl): the attacker's player may
# make the opponent swap their Active Pokémon for a Benched one; the opponent picks it (II-C-04).
@effect(1880860, text="You may have the opponent swap their Active Pokémon for a Benched one they pick.")
def _may_push_down(g, a):
    o = a.opp
    if o.bench and o.active is not None and a.affects(o.active) and (
            yield from yes_no(g, a.player, "Have your opponent switch their Active Pokémon?", a.attacker.cid)):
        yield from opponent_switches(g, a.player, a=a, source=a.attacker.cid)
