"""Surging Sparks (SSP)."""

from ...effects import *  # noqa: F401,F403


# 1205 Cyrano: search your deck for up to 3 Pokémon ex.
@trainer(1205, can_play=lambda g, ctx: bool(ctx.me.deck))
def _cyrano(g, ctx):
    yield from search_to_hand(g, ctx.player, is_ex_card, up_to=3, source=1205,
                              prompt="Choose up to 3 Pokémon ex")


# 1100 Energy Search Pro: any number of Basic Energy cards of different types from the deck.
@trainer(1100, can_play=lambda g, ctx: bool(ctx.me.deck))
def _energy_search_pro(g, ctx):
    yield from search_to_hand(g, ctx.player, is_basic_energy, up_to=9, allowed=different_types,
                              source=1100, prompt="Choose Basic Energy of different types")


# 13 Enriching Energy: provides {C}; attached from the hand (by the player or by an effect
# attaching from the hand), its owner draws 4 cards (II-E-07 R2, RC-168).
energy(13, provides=lambda g, mon, inst: (COLORLESS_BIT,))


@trigger(13, "energy_attached")
def _enriching_energy(g, holder, inst, card, from_hand):
    if card == inst and from_hand:
        draw(g, holder.owner, 4)


# 179 Black Kyurem ex — Black Frost (also 920 Tapu Bulu — Wood Hammer): also 30 damage to
# itself (II-B-09).
self_damage(238, 30)


# 183 Smoochum — Delightful Kiss: up to 2 Basic {P} Energy from the deck attached to 1 of your
# Benched Pokémon, then shuffle (0 allowed for an attack, II-D-05 R3; shuffle anyway, II-E-19).
@effect(242)
def _delightful_kiss(g, a):
    if a.me.bench:
        yield from attach_from(g, a.player, "deck", basic_energy_of(PSYCHIC), a.me.bench, up_to=2,
                               one_target=True, source=a.attacker.cid)
    else:
        shuffle_deck(g, a.player)


# 184 Latias ex — Skyliner: your Basic Pokémon in play have no Retreat Cost (II-D-13).
@passive(184, "no_retreat_cost")
def _skyliner(g, holder, inst, mon):
    return mon.owner == holder.owner and mon_is_basic(mon)


# 190 Archaludon ex — Metal Defender: no Weakness during the opponent's next turn (II-D-13, RC-137).
@effect(253)
def _metal_defender(g, a):
    on_pokemon(g, "no_weakness", a.attacker, OPPONENT_NEXT_TURN, a=a)


# 190 Archaludon ex — Assemble Alloy: when it evolves from the hand, may attach up to 2 Basic
# {M} Energy cards from the discard pile to your {M} Pokémon in any way you like (II-E-05).
def _metal_in_discard(g, mon) -> bool:
    return any(is_basic_energy(c, METAL) for c in g.players[mon.owner].discard)


@on_evolve_ability(190, can_use=_metal_in_discard)
def _assemble_alloy(g, ctx):
    metal = [m for m in ctx.me.in_play() if Q.has_type(g, m, METAL)]
    yield from attach_from(g, ctx.player, "discard", basic_energy_of(METAL), metal, up_to=2, at_least=1,
                           source=190)


# 203 Skeledirge — Torcherto (also 272 Lillie's Clefairy ex — Full Moon Rondo): 20 more for each
# Benched Pokémon on both sides (II-B-01).
@damage(274)
def _torcherto(g, a):
    a.damage += 20 * (len(a.me.bench) + len(a.opp.bench))


# 207 Milotic ex — Hypno Splash (also 861 Mega Froslass ex — Absolute Snow): the opponent's
# Active Pokémon is now Asleep.
condition(279, "asleep")


# 224 Annihilape — Destined Fight: both Active Pokémon are Knocked Out (an effect, so not "by
# damage"; an opposing Active unaffected by attack effects stays, II-C-17).
@effect(305)
def _destined_fight(g, a):
    knock_out(g, a.attacker)
    if a.opp.active is not None and a.affects(a.opp.active):
        knock_out(g, a.opp.active)


# 978 Passimian — Coordinated Throwing: 20 damage for each of your Basic Pokémon in play (II-B-02).
@damage(1407)
def _coordinated_throwing(g, a):
    a.damage = 20 * sum(1 for m in a.me.in_play() if mon_is_basic(m))


# 1127 Tera Orb: search your deck for a Tera Pokémon.
@trainer(1127, can_play=lambda g, ctx: bool(ctx.me.deck))
def _tera_orb(g, ctx):
    yield from search_to_hand(g, ctx.player, is_tera_card, source=1127, prompt="Choose a Tera Pokémon")


# 1203 Surfer: switch your Active Pokémon with a Benched one; if you do, draw until you have 5
# cards (II-E-20: no Bench, no switch, so the card can't be played).
@trainer(1203, can_play=lambda g, ctx: bool(ctx.me.bench))
def _surfer(g, ctx):
    if (yield from switch_own(g, ctx.player, source=1203)) is not None:
        draw_until(g, ctx.player, 5)


# 1204 Lisia's Appeal: switch in 1 of the opponent's Benched Basic Pokémon (II-C-05); if you
# do, it is now Confused.
@trainer(1204, can_play=lambda g, ctx: any(mon_is_basic(m) for m in ctx.opp.bench))
def _lisias_appeal(g, ctx):
    mon = yield from gust(g, ctx.player, where=mon_is_basic, source=1204)
    if mon is not None:
        inflict(g, mon, "confused")


# 1251 Lively Stadium: every Basic Pokémon in play gets +30 HP (II-D-15).
@passive(1251, "max_hp")
def _lively_stadium(g, holder, inst, mon):
    return 30 if mon_is_basic(mon) else 0


# 1252 Gravity Mountain: every Stage 2 Pokémon in play gets -30 HP (II-D-15).
_is_stage_2 = mon_stage(2)


@passive(1252, "max_hp")
def _gravity_mountain(g, holder, inst, mon):
    return -30 if _is_stage_2(mon) else 0
