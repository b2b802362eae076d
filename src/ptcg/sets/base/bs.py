"""Base Set (BS, 1999)."""

from ...effects import *  # noqa: F401,F403

# 101000 Alakazam — Confuse Ray (also 109054 Chinchou N1 55 — Supersonic): a coin; heads, the
# Defending Pokémon is Confused.
coin_condition(1010000, "confused", text="One coin: heads leaves the Defending Pokémon Confused.")

# 101005 Gyarados — Bubblebeam (also 109037 Lanturn — Floodlight, 109047 Seadra — Bubble): a coin;
# heads, the Defending Pokémon is Paralyzed.
coin_condition(1010051, "paralyzed", text="One coin: heads leaves the Defending Pokémon Paralyzed.")

# 101009 Mewtwo — Psychic (also 113065 Girafarig N4 66): 10 more damage for each Energy card attached
# to the Defending Pokémon (II-B-01).
damage_for_each(1010090, 10, lambda g, a: len(a.opp.active.energy) if a.opp.active is not None else 0,
                more=True, text="10 extra damage per Energy card on the Defending Pokémon.")

# 101028 Drowzee — Hypnosis (also 113064 Gastly N4 65 — Nightmare): the Defending Pokémon is Asleep.
condition(1010280, "asleep", text="The Defending Pokémon falls Asleep.")

# 101061 Sandshrew — Sand-attack (also 113060 Cyndaquil N4 61 — Smokescreen): the pool's Sand Attack
# (attack 139) in older words: in the opponent's next turn the Defending Pokémon's attack needs heads.
reprint_attack(1010610, 139)
