"""Phantasmal Flames (PFL)."""

from ...effects import *  # noqa: F401,F403


# 791 Moltres — Fighting Wings: 90 more damage if the opponent's Active Pokémon is a Pokémon ex.
@damage(1143)
def _fighting_wings(g, a):
    if a.opp.active is not None and mon_is_ex(a.opp.active):
        a.damage += 90


# 849 Mega Lopunny ex — Gale Thrust: 170 more damage if it moved from the Bench to the Active
# Spot this turn, by any means, counted once (II-E-25).
@damage(1225)
def _gale_thrust(g, a):
    if a.attacker.moved_active_turn == g.turn:
        a.damage += 170


# 1146 Wondrous Patch: a Basic {P} Energy card from the discard pile to 1 of your Benched {P}
# Pokémon (II-C-09).
def _benched_psychic(g, ctx) -> list:
    return [m for m in ctx.me.bench if Q.has_type(g, m, PSYCHIC)]


@trainer(1146, can_play=lambda g, ctx: any(is_basic_energy(c, PSYCHIC) for c in ctx.me.discard)
         and bool(_benched_psychic(g, ctx)))
def _wondrous_patch(g, ctx):
    yield from attach_from(g, ctx.player, "discard", basic_energy_of(PSYCHIC), _benched_psychic(g, ctx),
                           exactly=1, source=1146)


# 1147 Jumbo Ice Cream: heal 80 damage from your Active Pokémon if it has 3 or more Energy
# (units) attached; not playable on an undamaged one (II-C-06 R4).
def _ice_cream_target(g, ctx):
    mon = ctx.me.active
    return mon is not None and mon.damage > 0 and count_energy(g, mon) >= 3


@trainer(1147, can_play=_ice_cream_target)
def _jumbo_ice_cream(g, ctx):
    heal(g, ctx.me.active, 80)


# 1176 Punk Helmet (Tool): when the {D} Pokémon it is attached to is damaged in the Active Spot
# by an opponent's attack, 4 damage counters on the Attacking Pokémon — at P1 step 6, so even
# if the holder is about to be Knocked Out (II-E-03 R3).
@trigger(1176, "damaged_by_attack")
def _punk_helmet(g, holder, inst, a, dealt):
    if (a.player != holder.owner and g.players[holder.owner].active is holder
            and Q.has_type(g, holder, DARKNESS) and g.find_pokemon(a.attacker.uid) is not None):
        put_counters(g, a.attacker, 4, by=holder.owner)


# 1231 Dawn: search your deck for a Basic, a Stage 1 and a Stage 2 Pokémon (II-D-04 R3).
@trainer(1231, can_play=lambda g, ctx: bool(ctx.me.deck))
def _dawn(g, ctx):
    yield from search_each_kind(g, ctx.player, [("a Basic Pokémon", is_basic_pokemon),
                                                ("a Stage 1 Pokémon", is_stage(1)),
                                                ("a Stage 2 Pokémon", is_stage(2))], source=1231)


# 1264 Battle Cage (Stadium): no damage counters are put on anyone's Benched Pokémon by effects
# of attacks or Abilities of that Pokémon's opponent (attack damage is not affected).  Ability
# code marks its counters with ``put_counters(..., by=player, kind="ability")``.
@passive(1264, "prevent_counters")
def _battle_cage(g, holder, inst, source_player, target, source_kind):
    return (source_kind in ("attack", "ability") and source_player != target.owner
            and g.players[target.owner].active is not target)
