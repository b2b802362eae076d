"""Nintendo Black Star Promos of the EX era (PR-NP)."""

from ...effects import *  # noqa: F401,F403

# 122017 Mudkip — Whirlpool (also 142058 Pupitar δ DF 59 — Hyper Beam): the pool's Mysterious Beam
# (attack 64) in older words: a coin; heads, an Energy of the Defending Pokémon is discarded.


"""Nintendo Black Star Promos (PR-NP, 2003-2006)."""


from ...effects import *  # noqa: F401,F403
from ...registry import attack_key, note_text


# 122036 Kyogre ex — Aqua Supply (also 160030 Sceptile AR 31 — Leaf Supply; II-C-09): the
# attach is optional.
@effect(1220360, text="Optionally, one Basic Energy card of the hand is attached to any Pokémon of the attacking player.")
def _aqua_supply(g, a):
    yield from attach_from(g, a.player, "hand", is_basic_energy, g.players[a.player].in_play(),
                           up_to=1, at_least=0, source=a.attacker.cid)


# 122017 Mudkip — Whirlpool (also 160073 Shinx AR 74 — Swagger): the pool's Mysterious Beam (59
# Gastly): a coin; heads, an Energy of the Defending Pokémon is discarded.
note_text(attack_key(1220171), "A coin: on heads, one Energy card of the Defending Pokémon goes to the discard pile.")
reprint_attack(1220171, 64)
