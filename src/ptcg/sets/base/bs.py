"""Base Set (BS, 1999)."""

from ...effects import *  # noqa: F401,F403
from ...registry import attack_key, note_text

# 101000 Alakazam — Confuse Ray (also 160014 Cherrim AR 15 — Worry Seed): a coin; heads, the
# Defending Pokémon is Confused.
coin_condition(1010000, "confused", text="A coin: on heads, the Defending Pokémon ends up Confused.")

# 101005 Gyarados — Bubblebeam (also 160076 Tangela AR 77 — Stun Spore): a coin; heads, the
# Defending Pokémon is Paralyzed.
coin_condition(1010051, "paralyzed", text="A coin: on heads, the Defending Pokémon ends up Paralyzed.")

# 101030 Jynx — Meditate (also 160021 Manectric AR 22 — Second Bite): 10 more damage for each
# damage counter on the Defending Pokémon (II-B-01).
damage_for_each(1010301, 10, lambda g, a: a.defender.damage // 10, more=True,
                text="Adds 10 damage per damage counter the Defending Pokémon already has.")

# 101061 Sandshrew — Sand-attack (also 160004 Luxray AR 5 — Flash): the pool's Sand Attack (111
# Sandygast): a coin for the Defending Pokémon's attack in the next turn, tails it fails.
note_text(attack_key(1010610), "If the Defending Pokémon attacks in the opponent's next turn, that player first "
                               "flips a coin; on tails the attack fails.")
reprint_attack(1010610, 139)
