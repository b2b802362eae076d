"""Prismatic Evolutions (PRE)."""

from ...effects import *  # noqa: F401,F403


# 235 Budew — Itchy Pollen: the opponent can't play Item cards from their hand during their
# next turn (an effect on the player, II-C-19, RC-096/098).
@effect(323)
def _itchy_pollen(g, a):
    on_player(g, "cant_play", a.opponent, OPPONENT_NEXT_TURN, ("item",), source=a.attacker.cid)


# 330 Sylveon — Safeguard (also 345 Crustle — Mysterious Rock Inn): prevent all damage done to
# this Pokémon by attacks of the opponent's Pokémon ex (II-C-16).
@passive(330, "prevent_damage")
def _safeguard(g, holder, inst, a, target):
    return target is holder and a.player != holder.owner and mon_is_ex(a.attacker)


# 1211 Black Belt's Training: this turn your attacks do 40 more damage to the opponent's Active
# Pokémon ex, before Weakness and Resistance (P2 step 2, II-B-04 R2).
@trainer(1211)
def _black_belts_training(g, ctx):
    boost_attacks_this_turn(g, ctx.player, 40, targets="ex", source=1211)
