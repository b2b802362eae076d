"""XY Black Star Promos (PR-XY)."""

from ...effects import *  # noqa: F401,F403

# 182025 Pyroar — Crunch (also 184013 Greninja KSS 14 — Mat Block): the pool's Gastly Mysterious
# Beam (attack 64) in other words: a coin; heads, an Energy of the opponent's Active is discarded.
reprint_attack(1820250, 64)


# 182015 Gogoat — Push Down (also 190019 Vulpix PRC 20 — Roar): the opponent swaps their Active
# Pokémon for a Benched one of their choice (II-C-04).
@effect(1820150, text="The opponent swaps their Active Pokémon for a Benched one they pick.")
def _push_down(g, a):
    yield from opponent_switches(g, a.player, a=a, source=a.attacker.cid)


# 182036 Torchic — Ember (also 190024 Torchic PRC 25): a coin; on tails a {R} Energy attached to the
# attacker goes to the discard pile (II-C-01 R4).
@effect(1820360, text="Flip a coin: on tails discard a {R} Energy from the attacker.")
def _ember(g, a):
    mon = a.attacker
    if not flip(g, a.player):
        yield from discard_energy(g, a.player, mon, 1, lambda e: provides_type(g, mon, e, FIRE), source=mon.cid)


# 182040 Kyogre-EX — Giant Whirlpool (also 190053 Kyogre-EX PRC 54): 2 {W} Energy of the attacker go
# back to its owner's hand (II-C-02).
@effect(1820401, text="Then 2 {W} Energy attached to the attacker go back to your hand.")
def _giant_whirlpool(g, a):
    mon = a.attacker
    yield from put_energy_into_hand(g, a.player, mon, 2, lambda e: provides_type(g, mon, e, WATER), source=mon.cid,
                                    a=a)
