"""Destined Rivals (DRI).  Cards are named by ID and attack/ability name; texts are not
copied here — see the card database or the official card list for the wording."""

from ...cards.db import CARD_LIST
from ...effects import *  # noqa: F401,F403

_team_rockets = mon_of_trainer("Team Rocket")
_cynthias = mon_of_trainer("Cynthia")
_marnies = mon_of_trainer("Marnie")


def _team_rocket_count(g, player: int) -> int:
    return sum(1 for m in g.players[player].in_play() if _team_rockets(m))


# 15 Team Rocket's Energy: only a Team Rocket's Pokémon can have it (moved to another
# Pokémon, it is discarded: II-C-10 R5, RC-071); it gives 2 units, each {P} or {D}.
_PSYCHIC_OR_DARKNESS = bit(PSYCHIC) | bit(DARKNESS)
energy(15, provides=lambda g, mon, inst: (_PSYCHIC_OR_DARKNESS, _PSYCHIC_OR_DARKNESS),
       can_attach=lambda g, mon: _team_rockets(mon))


# 22 Hippopotas — Push Down (also 709 Bayleef): after the damage, the opponent switches their
# Active Pokémon with a Benched one they choose (II-C-04, RC-051); not if the Active is
# unaffected by attack effects (R4, RC-052).
@effect(3)
def _push_down(g, a):
    yield from opponent_switches(g, a.player, a=a, source=a.attacker.cid)


# 342 Cynthia's Roserade — Cheer On to Glory: your Cynthia's Pokémon's attacks do +30 to the
# opponent's Active Pokémon (P2 step 2); it has no "doesn't stack", so two Roserade give +60.
active_damage_boost(342, 30, _cynthias)


# 343 Shaymin — Flower Curtain: the opponent's attacks do no damage to your Benched Pokémon
# without a Rule Box, Shaymin included (II-C-16 at P2 step 6; RC-085, RC-149).
@passive(343, "prevent_damage")
def _flower_curtain(g, holder, inst, a, target):
    return (target.owner == holder.owner and a.player != holder.owner
            and target is not g.players[target.owner].active and not mon_has_rule_box(target))


# 379 Cynthia's Gible — Rock Hurl: Resistance is not applied (II-B-06).
@damage(529)
def _rock_hurl(g, a):
    a.ignore_resistance = True


# 380 Cynthia's Gabite — Champion's Call: once a turn, a Cynthia's Pokémon from the deck to
# the hand, then shuffle (I-H R2: finding none is allowed).
@ability(380, 0, can_use=lambda g, ctx: bool(ctx.me.deck))
def _champions_call(g, ctx):
    yield from search_to_hand(g, ctx.player, trainers_pokemon_card("Cynthia"), source=380,
                              prompt="Choose a Cynthia's Pokémon")


# 387 Cynthia's Spiritomb — Raging Curse: 10 damage per damage counter on your Benched
# Cynthia's Pokémon (II-B-02); Weakness is not applied (II-B-06).
@damage(540)
def _raging_curse(g, a):
    a.damage = 10 * sum(m.counters for m in a.me.bench if _cynthias(m))
    a.ignore_weakness = True


# 395 Breloom — Damage Rush (also 756 Mega Kangaskhan ex — Rapid-Fire Combo): flip until
# tails, 50 more damage per heads (II-B-01, RC-015).
@damage(551)
def _damage_rush(g, a):
    a.damage += 50 * flip_until_tails(g, a.player)


# 401 Team Rocket's Spidops — Rocket Rush: 30 damage per Team Rocket's Pokémon you have in
# play, itself included (II-B-02).
@damage(560)
def _rocket_rush(g, a):
    a.damage = 30 * _team_rocket_count(g, a.player)


# 401 Team Rocket's Spidops — Charging Up: once a turn, a Basic Energy card from your discard
# pile onto this Pokémon (II-C-09).
@ability(401, 0, can_use=lambda g, ctx: any(is_basic_energy(c) for c in ctx.me.discard))
def _charging_up(g, ctx):
    yield from attach_from(g, ctx.player, "discard", is_basic_energy, [ctx.mon], exactly=1, source=401,
                           prompt="Choose a Basic Energy to attach")


# 403 Dolliv — Nutrients: heal 40 damage from 1 of your Pokémon (II-C-06).  Only damaged
# Pokémon are offered: choosing another would change nothing.
@effect(562)
def _nutrients(g, a):
    hurt = [m for m in a.me.in_play() if m.damage]
    if hurt:
        mon = yield from pick_pokemon(g, a.player, hurt, source=a.attacker.cid,
                                      prompt="Choose a Pokémon to heal 40 damage from")
        heal(g, mon, 40)


# 404 Arboliva ex — Oil Salvo: 6 choices among the opponent's Pokémon, 20 damage per choice,
# Weakness and Resistance not applied (II-B-08, II-B-06).  Asked as how many of the 6 go to
# each Pokémon (one path per split, STYLE 5); a Pokémon chosen k times takes 20 × k as one
# amount of damage.
@damage(564)
def _oil_salvo(g, a):
    split = yield from distribute(g, a.player, a.opp.in_play(), 6, source=a.attacker.cid,
                                  prompt="How many of the 6 choices (20 damage each) on")
    for mon, times in split:
        a.add_hit(mon, 20 * times, weakness_resistance=False)


# 404 Arboliva ex — Aroma Shot: this Pokémon recovers from all Special Conditions (step 5).
@effect(565)
def _aroma_shot(g, a):
    recover(g, a.attacker)


# 414 Team Rocket's Articuno — Dark Frost: 60 more damage with a Team Rocket's Energy attached
# (II-B-01).
_team_rocket_energy = named("Team Rocket's Energy")


@damage(583)
def _dark_frost(g, a):
    if any(_team_rocket_energy(e) for e in a.attacker.energy):
        a.damage += 60


# 414 Team Rocket's Articuno — Repelling Veil: your Basic Team Rocket's Pokémon, itself
# included, are not affected by the effects of the opponent's attacks (II-C-17, RC-088);
# effects they already have stay (R2), damage still applies.
@passive(414, "prevent_attack_effects")
def _repelling_veil(g, holder, inst, a, target):
    return (target.owner == holder.owner and a.player != holder.owner
            and mon_is_basic(target) and _team_rockets(target))


# 431 Team Rocket's Mewtwo ex — Erasure Ball: before the damage, you may discard up to 2
# Energy from your Benched Pokémon, counted in units (II-C-01 R4: a 2-unit card fills both);
# 60 more damage per card discarded (II-B-01).  Asked Pokémon by Pokémon in board order so
# equal cards on different Pokémon stay different choices (the only such text in the pool).
@damage(608)
def _erasure_ball(g, a):
    units_left, discarded = 2, 0
    for mon in a.me.bench:
        if units_left <= 0:
            break
        units = {e: len(Q.energy_units(g, mon, e)) for e in mon.energy}
        if not units:
            continue
        got = yield from pick_cards(
            g, a.player, units, up_to=units_left, at_least=0, source=a.attacker.cid,
            prompt=f"Discard Energy from {mon.name} for 60 more damage each?",
            allowed=lambda chosen, c, units=units, left=units_left: sum(units[x] for x in chosen) < left)
        discard_attached(g, mon, got)
        units_left -= sum(units[e] for e in got)
        discarded += len(got)
    a.damage += 60 * discarded


# 431 Team Rocket's Mewtwo ex — Power Saver: it can't attack while its owner has fewer than 4
# Team Rocket's Pokémon in play, itself included (II-C-15).
@passive(431, "cant_attack")
def _power_saver(g, holder, inst, mon, attack):
    return mon is holder and _team_rocket_count(g, holder.owner) < 4


# 434 Team Rocket's Mimikyu — Gemstone Mimicry: if the opponent's Active Pokémon is a Tera
# Pokémon, use 1 of its printed attacks as this attack (II-C-18, II-D-06); otherwise nothing.
@damage(612)
def _gemstone_mimicry(g, a):
    active = a.opp.active
    if active is not None and mon_is_tera(active):
        yield from copy_chosen_attack(g, a, [active])


@effect(612)
def _gemstone_mimicry_effects(g, a):
    yield from copy_attack_effect(g, a)


# 648 Marnie's Grimmsnarl ex — Punk Up: when played from hand to evolve, you may attach up
# to 5 Basic {D} Energy from your deck to your Marnie's Pokémon in any way, then shuffle
# (II-E-05, II-C-09).
@on_evolve_ability(648, can_use=lambda g, mon: bool(g.players[mon.owner].deck))
def _punk_up(g, ctx):
    yield from attach_from(g, ctx.player, "deck", basic_energy_of(DARKNESS),
                           [m for m in ctx.me.in_play() if _marnies(m)], up_to=5, source=648,
                           prompt="Choose up to 5 Basic {D} Energy to attach")


# 1129 Sacred Ash: 1 to 5 Pokémon from your discard pile shuffled into your deck (II-D-05,
# II-E-36, RC-245); not playable without a Pokémon there.
@trainer(1129, can_play=lambda g, ctx: any(is_pokemon(c) for c in ctx.me.discard))
def _sacred_ash(g, ctx):
    chosen = yield from pick_cards(g, ctx.player, [c for c in ctx.me.discard if is_pokemon(c)], up_to=5,
                                   at_least=1, source=1129,
                                   prompt="Choose up to 5 Pokémon to shuffle into your deck")
    shuffle_into_deck(g, ctx.player, chosen)


# 1134 Team Rocket's Transceiver: a Supporter with "Team Rocket" in its name from the deck.
@trainer(1134, can_play=lambda g, ctx: bool(ctx.me.deck))
def _transceiver(g, ctx):
    yield from search_to_hand(g, ctx.player, both(is_supporter, name_contains("Team Rocket")), source=1134,
                              prompt="Choose a Team Rocket Supporter")


# 1173 Cynthia's Power Weight (Tool): +70 HP on a Cynthia's Pokémon, nothing on others (II-D-15,
# RC-144).
@passive(1173, "max_hp")
def _power_weight(g, holder, inst, mon):
    return 70 if mon is holder and _cynthias(mon) else 0


# 1216 Team Rocket's Ariana: draw until 5 cards in hand, or 8 if every Pokémon you have in play
# is a Team Rocket's Pokémon.  Not playable if it would draw nothing (P6 step 1).
def _ariana_hand_size(ctx) -> int:
    return 8 if all(_team_rockets(m) for m in ctx.me.in_play()) else 5


def _ariana_would_draw(g, ctx) -> bool:
    hand_after_playing = len(ctx.me.hand) - (ctx.inst in ctx.me.hand)
    return bool(ctx.me.deck) and hand_after_playing < _ariana_hand_size(ctx)


@trainer(1216, can_play=_ariana_would_draw)
def _ariana(g, ctx):
    draw_until(g, ctx.player, _ariana_hand_size(ctx))


# 1217 Team Rocket's Archer: only after one of your Team Rocket's Pokémon was Knocked Out
# during the opponent's last turn (II-E-11); both hands are shuffled into the decks, then you
# draw 5 and the opponent draws 3.
@trainer(1217, can_play=lambda g, ctx: knocked_out_last_turn(
    g, ctx.player, where=lambda c: c.trainer == "Team Rocket"))
def _archer(g, ctx):
    shuffle_hand_into_deck(g, ctx.player)
    shuffle_hand_into_deck(g, ctx.opponent)
    draw(g, ctx.player, 5)
    draw(g, ctx.opponent, 3)


# 1218 Team Rocket's Giovanni: switch your Active Team Rocket's Pokémon with a Benched one;
# if that happened, switch in 1 of the opponent's Benched Pokémon (II-C-03, II-C-05).  The
# first switch must be possible to play it (II-E-20 R4, RC-205).
def _giovanni_can_switch(g, ctx) -> bool:
    active = ctx.me.active
    return active is not None and _team_rockets(active) and any(_team_rockets(m) for m in ctx.me.bench)


@trainer(1218, can_play=_giovanni_can_switch)
def _giovanni(g, ctx):
    if (yield from switch_own(g, ctx.player, where=_team_rockets, source=1218)) is not None:
        yield from gust(g, ctx.player, source=1218)


# 1219 Team Rocket's Petrel: a Trainer card from the deck to the hand.
@trainer(1219, can_play=lambda g, ctx: bool(ctx.me.deck))
def _petrel(g, ctx):
    yield from search_to_hand(g, ctx.player, is_trainer, source=1219, prompt="Choose a Trainer card")


# 1220 Team Rocket's Proton: up to 3 Basic Team Rocket's Pokémon from the deck to the hand;
# playable on the first player's first turn (III-04 exception printed on the card).
@trainer(1220, can_play=lambda g, ctx: bool(ctx.me.deck), first_turn=True)
def _proton(g, ctx):
    yield from search_to_hand(g, ctx.player, both(is_basic_pokemon, trainers_pokemon_card("Team Rocket")),
                              up_to=3, source=1220, prompt="Choose up to 3 Basic Team Rocket's Pokémon")


# 1256 Team Rocket's Watchtower: {C} Pokémon in play, on both sides, have no Abilities
# (II-D-13; RC-010/RC-138/RC-140 describe the same mechanism).  The printed type decides: the
# type query itself asks which Abilities work, so reading it here would go round in circles.
@passive(1256, "no_abilities")
def _watchtower(g, holder, inst, mon):
    return CARD_LIST[mon.cid].type == COLORLESS


# 1257 Team Rocket's Factory: once in each player's turn, after playing a "Team Rocket"
# Supporter from hand this turn (II-E-26), that player may draw 2 cards (I-B-04 R4).
def _played_team_rocket_supporter(g, player: int) -> bool:
    return played_supporter_this_turn(g, player, where=lambda c: "Team Rocket" in c.name)


@stadium_ability(1257, can_use=lambda g, ctx: bool(ctx.me.deck)
                 and _played_team_rocket_supporter(g, ctx.player))
def _factory(g, ctx):
    draw(g, ctx.player, 2)


# 1259 Spikemuth Gym: once in each player's turn, that player may search the deck for a
# Marnie's Pokémon and put it into the hand, then shuffle (I-B-04 R4).
@stadium_ability(1259, can_use=lambda g, ctx: bool(ctx.me.deck))
def _spikemuth_gym(g, ctx):
    yield from search_to_hand(g, ctx.player, trainers_pokemon_card("Marnie"), source=1259,
                              prompt="Choose a Marnie's Pokémon")
