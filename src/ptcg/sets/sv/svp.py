"""Scarlet & Violet promotional cards (SVP).  Cards are named by ID and attack/ability
name; texts are not copied here — see the card database or the official card list."""

from ...effects import *  # noqa: F401,F403


# 336 Zacian ex — Steel Armament (II-C-09; a hidden search may find none, I-H R2).
@effect(467, text="Attach a Basic {M} Energy from the deck to the attacker, then shuffle the deck.")
def _steel_armament(g, a):
    yield from attach_from(g, a.player, "deck", basic_energy_of(METAL), [a.attacker], up_to=1,
                           source=a.attacker.cid, prompt="Choose a Basic {M} Energy card to attach")


# 336 Zacian ex, 916 Scyther — Slashing Strike (II-C-15 R2).
self_lock_next_turn(468)


# 230 Pecharunt — Poison Chain (II-C-14).
@effect(315,
        text="The Defending Pokémon becomes Poisoned and is unable to retreat in the opponent's next turn.")
def _poison_chain(g, a):
    target = a.opp.active
    inflict(g, target, "poisoned", a=a)
    on_pokemon(g, "cant_retreat", target, OPPONENT_NEXT_TURN, a=a)


# 230 Pecharunt — Toxic Subjugation (II-E-17, RC-195).  Not on a Pokémon its Abilities can't reach
# (Luminous Wing).
@passive(230, "poison_more",
         text="While this Pokémon is Active, Poison puts 5 extra damage counters on each Poisoned Pokémon of "
              "the opponent at each Pokémon Checkup.")
def _toxic_subjugation(g, holder, inst, mon):
    return 5 if (mon.owner != holder.owner and g.players[holder.owner].active is holder
                 and ability_affects(g, holder.owner, mon)) else 0
