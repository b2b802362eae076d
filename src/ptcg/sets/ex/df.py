"""EX Dragon Frontiers (DF, 2006): the theme decks Power Wave and Shadow Blaze.  Its Pokémon are
δ Delta Species (the mark is a card fact: evolution and the copy limit ignore it, III-13 R6);
"a Pokémon that has δ on its card" is :func:`ptcg.effects.older.mon_is_delta`."""

from ...effects import *  # noqa: F401,F403

# 142001 Feraligatr δ — Battle Aura (Poké-Body; P2 step 2, before Weakness and Resistance).
active_damage_boost(142001, 10, mon_is_delta,
                    text="Attacks of your δ Pokémon get +10 damage against the Defending Pokémon (added "
                         "before Weakness and Resistance).")


# 142013 Cloyster δ — Grind (II-B-01): 10 more for each Energy on the attacker.
damage_for_each(1420130, 10, lambda g, a: count_energy(g, a.attacker), more=True, per="Energy on the attacker")


# 142013 Cloyster δ — Solid Shell (Poké-Body; II-C-16, II-C-17): neither the damage nor the effects of
# the opponent's attacks reach your Benched δ Pokémon (Cloyster itself too when Benched).
def _shelled(g, holder, target, a) -> bool:
    return (target.owner == holder.owner and a.player != holder.owner and mon_is_delta(target)
            and g.players[target.owner].active is not target)


@passive(142013, "prevent_damage", 0,
         text="The opponent's attacks neither damage nor have any effect on your δ Pokémon on the Bench.")
def _solid_shell_damage(g, holder, inst, a, target):
    return _shelled(g, holder, target, a)


@passive(142013, "prevent_attack_effects", 0)
def _solid_shell_effects(g, holder, inst, a, target):
    return _shelled(g, holder, target, a)


# 142019 Mantine δ — Spiral Drain (II-C-06).
heal_self(1420190, 10)


# 142019 Mantine δ — Power Circulation (Poké-Power, once a turn; not under a Special Condition, which
# the rules check from the text, III-15 R1): a basic Energy card from the discard pile, shown, goes
# on top of the deck; then Mantine gets 1 damage counter.
def _basic_energy_in_discard(ctx) -> list:
    return [c for c in ctx.me.discard if is_basic_energy(c) and leaves_discard(c)]


@ability(142019, 0, can_use=lambda g, ctx: bool(_basic_energy_in_discard(ctx)),
         text="Once in your turn, before attacking: reveal a Basic Energy card of your discard pile and lay "
              "it on your deck as its new top card; when you do, Mantine takes 1 damage counter. Not usable while Mantine "
              "has a Special Condition.")
def _power_circulation(g, ctx):
    got = yield from pick_cards(g, ctx.player, _basic_energy_in_discard(ctx), exactly=1, source=142019,
                                prompt="Choose a basic Energy card to put on top of your deck")
    if got:
        move_cards(g, got, "deck")
        g.emit("to_deck", ctx.player, cards=list(got))
        put_counters(g, ctx.mon, 1, by=ctx.player, kind="ability")


# 142011 Typhlosion δ — Burning Ball: Burned when Typhlosion has 2 or more {R} Energy (every-type
# Energy counts, RC-122).
@effect(1420110, text="If at least two {R} Energy are attached to the attacker, the Defending Pokémon also "
                      "becomes Burned.")
def _burning_ball(g, a):
    if count_energy(g, a.attacker, FIRE) >= 2:
        inflict_defender(g, a, "burned")


# 142011 Typhlosion δ — Shady Move (Poké-Power, once a turn, Active only; not under a Special
# Condition, III-15 R1): 1 damage counter moves from any Pokémon in play to any other (II-C-08).
# Opposing Pokémon shielded from your Abilities are neither source nor destination.
def _shady_targets(g, ctx) -> list:
    return [m for pl in (ctx.player, ctx.opponent) for m in g.players[pl].in_play()
            if pl == ctx.player or not Q.ability_effects_prevented(g, ctx.player, m)]


def _shady_sources(g, ctx) -> list:
    mons = _shady_targets(g, ctx)
    return [m for m in mons if m.damage >= 10 and Q.counters_movable(g, m)] if len(mons) > 1 else []


@ability(142011, 0, where=ACTIVE_ONLY, can_use=lambda g, ctx: bool(_shady_sources(g, ctx)),
         text="Once in your turn, before attacking, while Typhlosion is your Active Pokémon: take 1 damage "
              "counter off any Pokémon in play (either side) and put it on another one (either side). Not "
              "usable while Typhlosion has a Special Condition.")
def _shady_move(g, ctx):
    src = yield from pick_pokemon(g, ctx.player, _shady_sources(g, ctx), source=142011,
                                  prompt="Choose the Pokémon to move a damage counter from")
    dst = yield from pick_pokemon(g, ctx.player, [m for m in _shady_targets(g, ctx) if m is not src],
                                  source=142011, prompt="Choose the Pokémon to move it to")
    move_counters(g, src, dst, 1)


# 142012 Arbok δ — Strangle (II-B-01): 30 more against a δ Defending Pokémon.
more_damage_if(1420121, 30, lambda g, a: mon_is_delta(a.opp.active), when="the opponent's Defending Pokémon is a δ one")


# 142018 Lickitung δ — Delta Mind (II-C-07): 1 damage counter on an opposing Pokémon, 3 on a δ one.
@effect(1420181, text="Choose one of the opponent's Pokémon: it gets 1 damage counter, or 3 if it is a δ "
                      "Pokémon.")
def _delta_mind(g, a):
    mons = [m for m in a.opp.in_play() if a.affects(m)]
    if mons:
        mon = yield from pick_pokemon(g, a.player, mons, source=a.attacker.cid,
                                      prompt="Choose the opponent's Pokémon to put damage counters on")
        put_counters(g, mon, 3 if mon_is_delta(mon) else 1, a=a)


# 142023 Vibrava δ — Psychic Wing (Poké-Body; II-D-13): no Retreat Cost with {P} Energy attached.
@passive(142023, "no_retreat_cost", 0,
         text="As long as any {P} Energy is attached to Vibrava, it retreats for free.")
def _psychic_wing(g, holder, inst, mon):
    return mon is holder and count_energy(g, holder, PSYCHIC) > 0


# 142060 Ralts δ — Calm Mind (II-C-06): 2 damage counters off Ralts.
heal_self(1420600, 20)
