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
reprint_attack(1010610, 139)
