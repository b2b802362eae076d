"""Base Set (BS, 1999)."""

from ...effects import *  # noqa: F401,F403

# 101005 Gyarados — Bubblebeam (also 142051 Larvitar δ DF 52 — Paralyzing Gaze, 142062 Shellder δ
# DF 63 — Shell Grab): the pool's Numbing Water (attack 25) in older words: a coin; heads, Paralyzed.
reprint_attack(1010051, 25)

# 101028 Haunter — Hypnosis (also 142049 Horsea δ DF 50 — Sleepy Ball): the pool's Hypno Splash
# (attack 279) in older words: the Defending Pokémon falls Asleep.
reprint_attack(1010280, 279)

# 101061 Sandshrew — Sand-attack (also 142021 Seadra δ DF 22 — Smokescreen): the pool's Sand Attack
# (attack 139) in older words: in the opponent's next turn the Defending Pokémon's attack needs heads.
reprint_attack(1010610, 139)
