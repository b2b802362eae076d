"""FireRed & LeafGreen (RG, EX 6, 2004)."""

from ...effects import *  # noqa: F401,F403

# 127004 Exeggutor — Big Eggsplosion (also 162017 Exeggutor HS 18): a coin for each Energy
# attached to the attacker, 40 damage for each heads (II-B-02).
damage_for_each(1270041, 40, lambda g, a: flips(g, a.player, count_energy(g, a.attacker)),
                text="Flip one coin per Energy attached to the attacker: 40 damage per heads.")
