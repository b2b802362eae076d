"""Base Set (BS, 1999)."""

from ...effects import *  # noqa: F401,F403

# 101005 Gyarados — Bubblebeam (also 162041 Flaaffy HS 42 — Thundershock, 162068 Jynx HS 69 —
# Lick): the pool's Numbing Water (attack 25) in older words: a coin; heads, Paralyzed.
reprint_attack(1010051, 25)

# 101028 Haunter — Hypnosis (also 162065 Hoothoot HS 66): the pool's Hypno Splash (attack 279) in
# older words: the Defending Pokémon falls Asleep.
reprint_attack(1010280, 279)


# 101090 Bill (BS 91, Trainer; also 162088 HS 89, Supporter).
@trainer(101090, can_play=lambda g, ctx: bool(ctx.me.deck), text="Draw 2 cards.")
def _bill(g, ctx):
    draw(g, ctx.player, 2)
