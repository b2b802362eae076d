"""Ruby & Sapphire (RS, EX 1, 2003)."""

from ...effects import *  # noqa: F401,F403

# 119000 Aggron — Double Lariat (also 160030 Sceptile AR 31 — Dual Cut): 2 coins, 70 damage for
# each heads (II-B-02).
flip_damage(1190002, 2, 70)


# 119090 Potion (RS 94, also 155091 SF 92, Item): 20 damage healed (two counters, or the only
# one); only a damaged Pokémon can be chosen (II-C-06 R4).
def _damaged_own(g, ctx):
    return [m for m in ctx.me.in_play() if m.damage]


@trainer(119090, can_play=lambda g, ctx: bool(_damaged_own(g, ctx)), text="One of your Pokémon heals 20 damage.")
def _potion(g, ctx):
    mon = yield from pick_pokemon(g, ctx.player, _damaged_own(g, ctx), source=119090,
                                  prompt="Choose a Pokémon to heal 20 damage from")
    heal(g, mon, 20)


# 119091 Switch (RS 95, also 155092 SF 93, Item): the pool's Switch (1123) in its older words.
reprint(119091, 1123)


# 119029 Electrike — Thunder Jolt (also 160061 Electrike AR 62): a coin; tails, 10 damage to
# itself as well (II-B-09).
@damage(1190291, text="Flip a coin. On tails, the attacker also takes 10 damage from its own attack.")
def _thunder_jolt(g, a):
    if not flip(g, a.player):
        a.self_damage = 10
