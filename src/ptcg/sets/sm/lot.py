"""Lost Thunder (LOT, Sun & Moon 8)."""

from ...effects import *  # noqa: F401,F403

# 214194 Thunder Mountain ◇ (LOT 191, Stadium; a ◇ card: to the Lost Zone rather than the discard pile,
# III-15 R8, in the rules).
_THUNDER_MOUNTAIN = 214194


# ... the {L} symbol removed from the cost of a {L} Pokémon's attacks (II-D-12; a cost without one
# stays, as RC-132).
@passive(_THUNDER_MOUNTAIN, "attack_cost_type_less",
         text="Attacks of every {L} Pokémon in play (both sides) cost one {L} Energy less. Items and Supporters "
              "played from the hand have no effect on this Stadium.")
def _thunder_mountain_cost(g, holder, inst, mon, attack, cost):
    return Q.without_symbol(cost, LIGHTNING) if Q.has_type(g, mon, LIGHTNING) else cost


# ... Items and Supporters can't discard it (II-E-29, RC-223: they can still be played).
@passive(_THUNDER_MOUNTAIN, "prevent_trainer_effects_on_stadium")
def _thunder_mountain_ignores_trainers(g, holder, inst, player, card):
    return g.stadium == inst
