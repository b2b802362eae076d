"""Ruby & Sapphire (RS, EX 1, 2003)."""

from ...effects import *  # noqa: F401,F403

# 119020 Seaking — Water Arrow (also 162041 Flaaffy HS 42 — Thunder Spear): 20 damage to one
# opposing Pokémon of the attacker's choice; Weakness and Resistance only for the Active one
# (II-B-08 R1).
hit_pokemon(1190200, 20, text="Any one of the opponent's Pokémon, chosen by the attacker, takes 20 damage; "
                               "Weakness and Resistance count for an Active one only.")

# 119091 Switch (RS 92, also 162101 HS 102, Item): the pool's Switch (1123) in older words.
reprint(119091, 1123)


"""EX Ruby & Sapphire (RS, 2003)."""


def _damaged_pokemon(ctx) -> list:
    return [m for m in ctx.me.in_play() if m.damage > 0]


# 119090 Potion (Item; also 140086 CG 87): 2 damage counters off one of your Pokémon (the one
# left if it has only 1), i.e. heal 20 (II-C-06); not playable with nothing to heal (P5 step 1).
@trainer(119090, can_play=lambda g, ctx: bool(_damaged_pokemon(ctx)),
         text="Pick one of your damaged Pokémon and take up to 2 damage counters off it.")
def _potion(g, ctx):
    mon = yield from pick_pokemon(g, ctx.player, _damaged_pokemon(ctx), source=119090,
                                  prompt="Choose a Pokémon to heal 20 damage from")
    heal(g, mon, 20)


# 119000 Aggron — Double Lariat (also 160030 Sceptile AR 31 — Dual Cut): 2 coins, 70 damage for
# each heads (II-B-02).
flip_damage(1190002, 2, 70)


# 119090 Potion (RS 94, also 155091 SF 92, Item): 20 damage healed (two counters, or the only
# one); only a damaged Pokémon can be chosen (II-C-06 R4).
def _damaged_own(g, ctx):
    return [m for m in ctx.me.in_play() if m.damage]


# 119029 Electrike — Thunder Jolt (also 160061 Electrike AR 62): a coin; tails, 10 damage to
# itself as well (II-B-09).
@damage(1190291, text="Flip a coin. On tails, the attacker also takes 10 damage from its own attack.")
def _thunder_jolt(g, a):
    if not flip(g, a.player):
        a.self_damage = 10
