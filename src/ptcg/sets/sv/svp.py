"""Scarlet & Violet promotional cards (SVP).  Cards are named by ID and attack/ability
name; texts are not copied here — see the card database or the official card list."""

from ...effects import *  # noqa: F401,F403


# 336 Zacian ex — Steel Armament: search the deck for a Basic {M} Energy card and attach it to
# this Pokémon, then shuffle (II-C-09; a hidden search may find none, I-H R2).
@effect(467)
def _steel_armament(g, a):
    yield from attach_from(g, a.player, "deck", basic_energy_of(METAL), [a.attacker], up_to=1,
                           source=a.attacker.cid, prompt="Choose a Basic {M} Energy card to attach")


# 336 Zacian ex, 916 Scyther — Slashing Strike: not again during your next turn (II-C-15 R2).
self_lock_next_turn(468)


# 230 Pecharunt — Poison Chain: the opponent's Active Pokémon is now Poisoned and can't
# retreat during their next turn (II-C-14).
@effect(315)
def _poison_chain(g, a):
    target = a.opp.active
    inflict(g, target, "poisoned", a=a)
    on_pokemon(g, "cant_retreat", target, OPPONENT_NEXT_TURN, a=a)


# 230 Pecharunt — Toxic Subjugation: only while it is in the Active Spot, the opponent's
# Poisoned Pokémon get 5 more counters from Poison, added after any "becomes N" (II-E-17,
# RC-195).  Not on a Pokémon its Abilities can't reach (Luminous Wing).
@passive(230, "poison_more")
def _toxic_subjugation(g, holder, inst, mon):
    return 5 if (mon.owner != holder.owner and g.players[holder.owner].active is holder
                 and ability_affects(g, holder.owner, mon)) else 0
