"""Temporal Forces (TEF)."""

from ...effects import *  # noqa: F401,F403


# 68 Seedot — Rigidify (also 723 Mega Abomasnow ex — Frost Barrier): during the opponent's
# next turn this Pokémon takes 30 less damage from attacks, after Weakness and Resistance
# (an effect on the defender: P2 step 5, II-B-05).
@effect(78)
def _rigidify(g, a):
    on_pokemon(g, "damage_taken", a.attacker, OPPONENT_NEXT_TURN, -30, a=a)


# 1158 Maximum Belt (Tool): +50 damage to the opponent's Active Pokémon ex, before
# Weakness and Resistance (P2 step 2).
@passive(1158, "damage_dealt")
def _maximum_belt(g, holder, inst, a, target):
    if a.attacker is holder and target is a.opp.active and mon_is_ex(target):
        return 50
    return 0


# 47 Totodile — Big Bite: the Defending Pokémon can't retreat next turn (II-C-14, RC-079).
defender_cant_retreat(46)
# 48 Croconaw — Reverse Thrust: switch this Pokémon with 1 of your Benched Pokémon (II-C-03).
switch_self(47)
# 49 Feraligatr — Giant Wave; 78 Torracat — Flare Strike: not again next turn (II-C-15 R2).
self_lock_next_turn(48, 93)


# 49 Feraligatr — Torrential Heart: put 5 counters on itself; if it does, its attacks do +120
# to the opponent's Active Pokémon this turn (an effect on the attacker, P2 step 2).
@ability(49, 0)
def _torrential_heart(g, ctx):
    put_counters(g, ctx.mon, 5)
    on_pokemon(g, "damage_dealt_to_active", ctx.mon, THIS_TURN, 120, source=ctx.mon.cid)


# 69 Nuzleaf — Comet Slap: flip 3 coins, 30 damage for each heads (II-B-02, RC-017).
@damage(81)
def _comet_slap(g, a):
    a.damage = 30 * flips(g, a.player, 3)


# 81 Drilbur — Dig Dig Dig: when benched from hand, may search up to 3 Basic {F} Energy and
# discard them; then shuffle (II-E-06).
@trigger(81, "played_to_bench")
def _dig_dig_dig(g, holder, inst):
    if inst != holder.top or not g.players[holder.owner].deck:
        return
    ctx = yield from use_triggered_ability(g, holder)
    if ctx is None:
        return
    got = yield from search_deck(g, ctx.player, basic_energy_of(FIGHTING), up_to=3, source=81)
    move_cards(g, got, "discard")
    shuffle_deck(g, ctx.player)


# 82 Excadrill — Wild Tackle (and 91 Rillaboom — Wood Hammer): also 50 damage to itself (II-B-09).
self_damage(98, 50)


# 1086 Buddy-Buddy Poffin: up to 2 Basic Pokémon with 70 HP or less onto the Bench (II-C-11).
@trainer(1086, can_play=lambda g, ctx: bool(ctx.me.deck) and len(ctx.me.bench) < Q.bench_size(g, ctx.player))
def _poffin(g, ctx):
    yield from search_to_bench(g, ctx.player, both(is_basic_pokemon, hp_at_most(70)), up_to=2, source=1086)


# 1190 Bianca's Devotion: heal all damage from 1 of your Pokémon with 30 HP or less left.
def _low(g, ctx):
    return [m for m in ctx.me.in_play() if m.damage > 0 and Q.remaining_hp(g, m) <= 30]


@trainer(1190, can_play=lambda g, ctx: bool(_low(g, ctx)))
def _biancas_devotion(g, ctx):
    mon = yield from pick_pokemon(g, ctx.player, _low(g, ctx), source=1190, prompt="Choose a Pokémon to heal")
    heal_all(g, mon)
