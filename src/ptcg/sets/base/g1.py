"""Gym Heroes (G1, 2000)."""

from ...effects import *  # noqa: F401,F403

# 107006 Lt. Surge's Fearow — Clutch (also 162037 Croconaw HS 38 — Big Bite): the Defending
# Pokémon can't retreat during the opponent's next turn (II-C-14, II-E-01).


# 107006 Lt. Surge's Fearow — Clutch (also 160041 Haunter AR 42 — Shadow Bind): the Defending
# Pokémon can't retreat in the opponent's next turn (II-E-01).
defender_cant_retreat(1070061)


# 107054 Misty's Seaking — Mud Splash (also 109047 Seadra N1 48): the attacker picks one of the
# opponent's Benched Pokémon, then a coin; heads, 10 damage to it (Bench: no W/R, II-B-08 R1).
@damage(1070541, text="Pick one Pokémon on the opponent's Bench, then a coin: heads puts 10 damage on it "
                      "(no Weakness or Resistance on the Bench).")
def _mud_splash(g, a):
    if not a.opp.bench:
        return
    mon = yield from pick_pokemon(g, a.player, a.opp.bench, source=a.attacker.cid,
                                  prompt="Choose a Benched Pokémon for Mud Splash")
    if flip(g, a.player):
        a.add_hit(mon, 10)


# 107089 Misty's Staryu — Swift (also 109032 Electabuzz N1 33): the pool's Demolish (attack 148)
# in older words: Weakness, Resistance and effects on the Defending Pokémon (its Pokémon Powers
# included) don't change the damage (II-B-06, II-B-07).
reprint_attack(1070890, 148)


# 107036 Blaine's Charmeleon — Lava Burst (also 113038 Dark Quilava N4 39 — Rushing Magma): the top 5
# cards of the attacker's deck are discarded (all, if fewer); 20 damage for each Fire Energy card
# among them (II-B-02).
@damage(1070361, text="Discard your deck's 5 top cards (all of it if it is shorter): 20 damage per Basic {R} "
                      "Energy card among them.")
def _lava_burst(g, a):
    gone = mill(g, a.player, 5)
    a.damage = 20 * sum(1 for c in gone if is_basic_energy(c, FIRE))
