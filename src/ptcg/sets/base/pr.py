"""Wizards Black Star Promos (PR, 1999-2003)."""

from ...effects import *  # noqa: F401,F403

# 103026 Pikachu — Agility (also 109069 Pikachu N1 70): the pool's Undulate (attack 505) in older
# words: a coin; heads, no damage or other effect of attacks reaches it in the opponent's next
# turn (II-C-16, II-C-17).
reprint_attack(1030261, 505)


# 103049 Celebi — Leaf Slice (also 179055 Koffing — Double Spin, 179110 Patrat — Slam of Plasma
# Storm): 2 coins, 20 damage for each heads (II-B-02).
flip_damage(1030490, 2, 20)
