"""EX Emerald (EM, 2005)."""

from ...effects import *  # noqa: F401,F403


# 131014 Kyogre — Scary Face (also 142026 Croconaw δ DF 27): a coin; heads, in the opponent's next
# turn the Defending Pokémon can neither attack nor retreat (II-C-14, II-C-15; an effect of the
# attack on it: it ends if that Pokémon leaves the Active Spot).
@effect(1310140, text="Flip a coin. On heads, the Defending Pokémon may not attack and may not retreat in "
                      "the opponent's next turn.")
def _scary_face(g, a):
    if flip(g, a.player):
        defender = a.opp.active
        on_pokemon(g, "cant_attack", defender, OPPONENT_NEXT_TURN, a=a)
        on_pokemon(g, "cant_retreat", defender, OPPONENT_NEXT_TURN, a=a)
