"""Fossil (FO, 1999)."""

from ...effects import *  # noqa: F401,F403

# 104046 Geodude — Stone Barrage (also 162062 Exeggcute HS 63 — Continuous Eggsplosion): coins
# until tails, 10 damage for each heads (II-B-02).
flip_until_tails_damage(1040460, 10)


# 104003 Dragonite — Slam (also 179018 Pansear — Double Fire of Plasma Storm): 2 coins, 40 damage
# for each heads (II-B-02).
flip_damage(1040030, 2, 40)
