"""Base Set (BS, 1999)."""

from ...effects import *  # noqa: F401,F403

# 101005 Gyarados — Bubblebeam (also 162041 Flaaffy HS 42 — Thundershock, 162068 Jynx HS 69 —
# Lick): a coin; heads, Paralyzed (as the pool's Numbing Water, described without the older
# wording).
coin_condition(1010051, "paralyzed", text="One coin: on heads, Paralysis for the Defending Pokémon.")

# 101028 Haunter — Hypnosis (also 162065 Hoothoot HS 66): the pool's Hypno Splash (attack 279) in
# older words: the Defending Pokémon falls Asleep.
reprint_attack(1010280, 279)


# 101090 Bill (BS 91, Trainer; also 162088 HS 89, Supporter).
@trainer(101090, can_play=lambda g, ctx: bool(ctx.me.deck), text="Draw 2 cards.")
def _bill(g, ctx):
    draw(g, ctx.player, 2)


# 101061 Sandshrew — Sand-attack (also 142021 Seadra δ DF 22 — Smokescreen): the pool's Sand Attack
# (attack 139) in older words: in the opponent's next turn the Defending Pokémon's attack needs heads.


from ...registry import attack_key, note_text


# 101000 Alakazam — Confuse Ray (also 160014 Cherrim AR 15 — Worry Seed): a coin; heads, the
# Defending Pokémon is Confused.
coin_condition(1010000, "confused", text="A coin: on heads, the Defending Pokémon ends up Confused.")


# 101030 Jynx — Meditate (also 160021 Manectric AR 22 — Second Bite): 10 more damage for each
# damage counter on the Defending Pokémon (II-B-01).
damage_for_each(1010301, 10, lambda g, a: a.defender.damage // 10, more=True,
                text="Adds 10 damage per damage counter the Defending Pokémon already has.")


# 101061 Sandshrew — Sand-attack (also 160004 Luxray AR 5 — Flash): the pool's Sand Attack (111
# Sandygast): a coin for the Defending Pokémon's attack in the next turn, tails it fails.
note_text(attack_key(1010610), "If the Defending Pokémon attacks in the opponent's next turn, that player first "
                               "flips a coin; on tails the attack fails.")


# 101061 Sandshrew — Sand-attack (also 190110 Zigzagoon PRC 111 — Sand Attack): the pool's Sand
# Attack (attack 139) in older words: in the opponent's next turn the Defending Pokémon's attack
# needs heads on a coin (RC-001, RC-101).
reprint_attack(1010610, 139)
