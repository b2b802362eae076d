"""Black Bolt (BLK)."""

from ...effects import *  # noqa: F401,F403
from ...rules.conditions import can_be_affected


# 16 Prism Energy (II-D-08, RC-120).
energy(16, provides=lambda g, mon, inst: (ALL_TYPES,) if mon_is_basic(mon) else (COLORLESS_BIT,),
       text="Provides 1 {C} Energy; on a Basic Pokémon it instead provides 1 Energy of every type at a time.")


# 1174 Air Balloon (Tool) (II-D-12, RC-008).
@passive(1174, "retreat_cost", text="The Pokémon holding this card pays {C}{C} less to retreat.")
def _air_balloon(g, holder, inst, mon):
    return -2 if mon is holder else 0


# 1221 N's Plan (II-C-10, II-D-05; RC-071).
@trainer(1221, can_play=lambda g, ctx: ctx.me.active is not None and any(m.energy for m in ctx.me.bench),
         text="Move 1 or 2 Energy from Pokémon on your Bench to your Active Pokémon.")
def _ns_plan(g, ctx):
    yield from choose_and_move_energy(g, ctx.player, ctx.me.bench, [ctx.me.active], up_to=2, source=1221)


# 504 Carracosta — Mighty Shell (II-C-16, II-C-17; RC-030).
def _mighty_shell(g, holder, inst, a, target):
    return (target is holder and a.player != holder.owner
            and any(is_special_energy(e) for e in a.attacker.energy))


passive(504, "prevent_damage",
        text="Attacks of the opponent's Pokémon that carry any Special Energy neither damage "
             "this Pokémon nor affect it.")(_mighty_shell)
passive(504, "prevent_attack_effects")(_mighty_shell)


# 506 Cubchoo — Snotted Up (II-C-15, RC-081).
@effect(716, text="The Defending Pokémon can't attack at all in the opponent's next turn.")
def _snotted_up(g, a):
    on_pokemon(g, "cant_attack", a.opp.active, OPPONENT_NEXT_TURN, a=a)


# 508 Cryogonal — Drag Off (II-C-05 R4, II-E-20; RC-054/055).
@damage(719,
        text="Bring one of the opponent's Benched Pokémon into their Active Spot, then do 20 damage to that "
             "new Active Pokémon.")
def _drag_off(g, a):
    new_active = yield from gust(g, a.player, a=a, source=a.attacker.cid)
    if new_active is not None:
        a.add_hit(new_active, 20)


# 519 Duosion — Cellular Evolution (II-C-12 R3, RC-075).
@effect(738,
        text="Evolve one of your Pokémon with a card from the deck that evolves from it, then shuffle the "
             "deck.")
def _cellular_evolution(g, a):
    yield from evolve_from_deck(g, a.player, a.me.in_play(), source=a.attacker.cid)


# 525 Meloetta ex — Echoed Voice (P2 step 2, II-B-04, RC-022).
@lasting("named_attack_boost", "damage_dealt")
def _named_attack_boost(g, e, a, target):
    name, amount = e.value
    if a.attacker.uid == e.target and a.name == name and target is g.players[a.opponent].active:
        return amount
    return 0


@effect(749,
        text="In your next turn, the Echoed Voice attack of this Pokémon does 80 extra damage (before "
             "Weakness and Resistance).")
def _echoed_voice(g, a):
    on_pokemon(g, "named_attack_boost", a.attacker, YOUR_NEXT_TURN, (a.name, 80), a=a)


# 525 Meloetta ex — Debut Performance (lifts III-04 R4).
@passive(525, "first_turn_attack", text="When you go first, this Pokémon may attack during your first turn.")
def _debut_performance(g, holder, inst, mon):
    return mon is holder


# 531 Throh — Shoulder Throw (II-B-03, II-D-10; RC-020).
@damage(759, text="30 less damage per {C} in the Defending Pokémon's Retreat Cost.")
def _shoulder_throw(g, a):
    a.damage -= 30 * Q.retreat_cost(g, a.opp.active)


# 534 Landorus — Abundant Harvest (II-C-09).
@effect(763, text="Attach a Basic {F} Energy from the discard pile to the attacker.")
def _abundant_harvest(g, a):
    yield from attach_from(g, a.player, "discard", basic_energy_of(FIGHTING), [a.attacker], exactly=1,
                           source=a.attacker.cid, prompt="Choose a Basic {F} Energy to attach")


# 534 Landorus — Earthquake (II-B-09 R1, II-B-08 R4; RC-037).
@damage(764,
        text="Also 10 damage to every Pokémon on your own Bench (no Weakness or Resistance on the Bench).")
def _earthquake(g, a):
    for mon in a.me.bench:
        a.add_hit(mon, 10)


# 623 Klinklang — Gear Coating (P2 step 5, RC-040; RC-039).
@passive(623, "damage_taken",
         text="Damage to your Pokémon with any {M} Energy attached from the opponent's attacks is 20 lower "
              "(after Weakness and Resistance).")
def _gear_coating(g, holder, inst, a, target):
    if (target.owner == holder.owner and a.player != holder.owner
            and any(provides_type(g, target, e, METAL) for e in target.energy)):
        return -20
    return 0


# 530 Conkeldurr — Craftsmanship (II-D-15, RC-143; counted in units).  Losing the Energy lowers its HP
# again.
@passive(530, "max_hp", text="This Pokémon has +40 HP per {F} Energy attached to it.")
def _craftsmanship(g, holder, inst, mon):
    return 40 * count_energy(g, holder, FIGHTING) if mon is holder else 0


# 530 Conkeldurr — Swing Around (II-B-01).
flip_damage(758, 2, 50, more=True)


# 533 Crustle — Stone Edge.
coin_more_damage(762, 60)


# 547 Genesect ex — Metallic Signal (I-H R2: finding none is allowed).
_evolution_metal = both(is_evolution, of_type(METAL))


@ability(547, 0, can_use=lambda g, ctx: bool(ctx.me.deck),
         text="Once per turn: search the deck for at most 2 Evolution {M} Pokémon, show them and add them to "
              "the hand, then shuffle the deck.")
def _metallic_signal(g, ctx):
    yield from search_to_hand(g, ctx.player, _evolution_metal, up_to=2, source=547,
                              prompt="Choose up to 2 Evolution {M} Pokémon")


# 487 Karrablast — Stimulated Evolution (II-E-13 R3, RC-182).
evolves_early_with(487, "Shelmet")


# 497 Volcarona — Torrid Scales (II-E-30 R1, R4).  Not usable when that Burn can't be given (a Special
# Condition or this Ability can't reach it) or would change nothing (R3).
def _torrid_scales_usable(g, ctx):
    target = ctx.opp.active
    return (any(is_basic_energy(c, FIRE) for c in ctx.me.hand) and target is not None
            and not target.burn and can_be_affected(g, target, "burned")
            and ability_affects(g, ctx.player, target))


def _discard_basic_fire(g, ctx):
    got = yield from discard_from_hand(g, ctx.player, ctx.player, 1, basic_energy_of(FIRE), source=497,
                                       prompt="Discard a Basic {R} Energy card")
    return bool(got)


@ability(497, 0, can_use=_torrid_scales_usable, cost=_discard_basic_fire,
         text="Once per turn: discard a Basic {R} Energy from the hand to make the opponent's Active Pokémon "
              "Burned.")
def _torrid_scales(g, ctx):
    inflict(g, ctx.opp.active, "burned", by=ctx.player, kind="ability")


# 486 Maractus — Lively Needles (II-E-27, RC-219).
more_damage_if(688, 100, lambda g, a: a.attacker.healed_turn == g.turn,
               when="the attacker was healed in this turn")


# 500 Tympole, 501 Palpitoad (also 842 Wigglytuff), 502 Seismitoad — Round (II-E-37 R1-R3, RC-251; RC-253;
# itself included).
def _round_singers(g, a) -> int:
    return sum(1 for m in a.me.in_play() if any(x.name == "Round" for x in printed_attacks(m)))


damage_for_each(707, 20, _round_singers, per="Pokémon of yours in play with an attack named Round")
damage_for_each(708, 40, _round_singers, per="Pokémon of yours in play with an attack named Round")
damage_for_each(710, 70, _round_singers, per="Pokémon of yours in play with an attack named Round")


# -- pool coverage (P6) ----------------------------------------------------------------------

# 481 Serperior ex — Command the Grass (an attack's "up to": none is allowed, II-D-05).
search_deck_for(680, any_card, up_to=3, prompt="Choose up to 3 cards",
                text="You may take at most 3 cards of your choice from the deck into the hand, then shuffle "
                     "the deck.")


# 481 Serperior ex — Regal Cheer (P2 step 2, II-B-04 R2; never to the Bench, RC-035).  Two Serperior ex
# give 40: the text doesn't say it doesn't stack (II-E-15).
active_damage_boost(481, 20, lambda mon: True,
                    text="Attacks of your Pokémon do 20 extra damage to the opponent's Active (before "
                         "Weakness and Resistance).")


# 485 Lilligant — Bemusing Aroma.
@effect(686,
        text="Flip a coin. On heads, the Defending Pokémon becomes Paralyzed and Poisoned; on tails, it "
             "becomes Confused.")
def _bemusing_aroma(g, a):
    if flip(g, a.player):
        inflict_defender(g, a, "paralyzed", "poisoned")
    else:
        inflict_defender(g, a, "confused")


# 489 Amoonguss — Dangerous Reaction.
more_damage_if(692, 120, lambda g, a: a.opp.active is not None and a.opp.active.has_condition(),
               when="the Defending Pokémon has a Special Condition")


# 490 Victini — V-Force (II-D-01 (b)).
@damage(694, text="Unless you have at least 5 Benched Pokémon, the attack does nothing.")
def _v_force(g, a):
    if len(a.me.bench) <= 4:
        a.fail()


# 503 Tirtouga — Ancient Seaweed (Pokémon Tools are not Items, I-B-02 R4).
damage_for_each(712, 30, lambda g, a: count_in(a.opp.discard, is_item),
                per="Item card in the opponent's discard pile")


# 505 Alomomola — Gentle Fin (II-C-11).  Not usable with a full Bench or none there.
_gentle_fin_target = both(is_basic_pokemon, hp_at_most(70))


def _gentle_fin_usable(g, ctx):
    return bench_space(g, ctx.player) > 0 and any(map(_gentle_fin_target, ctx.me.discard))


@ability(505, 0, where=ACTIVE_ONLY, can_use=_gentle_fin_usable,
         text="Once per turn, while this Pokémon is Active: bench a Basic Pokémon with no more than 70 HP "
              "from the discard pile.")
def _gentle_fin(g, ctx):
    yield from bench_from_discard(g, ctx.player, _gentle_fin_target, at_least=1, source=505)


# 507 Beartic — Continuous Headbutt (II-B-02).
flip_until_tails_damage(717, 50)


# 509 Kyurem ex — Blizzard Burst (II-D-17; II-B-08).
@damage(722,
        text="Each of the opponent's Benched Pokémon also takes 10 damage per Prize card the opponent has "
             "taken (no Weakness or Resistance on the Bench).")
def _blizzard_burst(g, a):
    amount = 10 * a.opp.prizes_taken()
    if amount:
        hit_each(a, a.opp.bench, amount)


# 512 Eelektrik — Dynamotor (II-C-09).
def _dynamotor_usable(g, ctx):
    return bool(ctx.me.bench) and any(is_basic_energy(c, LIGHTNING) for c in ctx.me.discard)


@ability(512, 0, can_use=_dynamotor_usable,
         text="Once per turn: attach a Basic {L} Energy from the discard pile to one of your Benched Pokémon.")
def _dynamotor(g, ctx):
    yield from attach_from(g, ctx.player, "discard", basic_energy_of(LIGHTNING), ctx.me.bench, exactly=1,
                           source=512, prompt="Choose a Basic {L} Energy to attach")


# 513 Eelektross — Buzz Flip.
flip_damage(728, 4, 100)


# 514 Thundurus — Charge.
attach_energy_from_deck(729, basic_energy_of(LIGHTNING), to_self=True,
                        text="Attach a Basic {L} Energy from the deck to the attacker, then shuffle the deck.")


# 515 Zekrom ex — Voltage Burst (II-D-17; II-B-09).
@damage(732,
        text="50 extra damage per Prize card the opponent has taken, and the attacker takes 30 damage itself.")
def _voltage_burst(g, a):
    a.damage += 50 * a.opp.prizes_taken()
    a.self_damage = 30


# 516 Munna — Rest.
@effect(733, text="The attacker falls Asleep and heals 30 damage.")
def _rest(g, a):
    inflict(g, a.attacker, "asleep")
    heal(g, a.attacker, 30)


# 517 Musharna — Dream Calling.
search_deck_for(735, named("Fennel"), up_to=60, prompt="Choose Fennel cards",
                text="You may take any number of Fennel cards from the deck, show them and add them to the "
                     "hand, then shuffle the deck.")


# 520 Reuniclus — Cellular Ascension (II-C-12; also one that came into play this turn, R3).
@effect(740,
        text="Each of your Benched Pokémon may evolve with a card from the deck that evolves from it; then "
             "shuffle the deck.")
def _cellular_ascension(g, a):
    for mon in list(a.me.bench):
        if g.find_pokemon(mon.uid) is not None:
            yield from evolve_from_deck(g, a.player, [mon], source=a.attacker.cid, shuffle=False)
    shuffle_deck(g, a.player)


# 520 Reuniclus — Evo-Lariat.
damage_for_each(741, 40, lambda g, a: sum(1 for m in a.me.in_play() if mon_is_evolution(m)), more=True,
                per="Evolution Pokémon you have in play")


# 521 Elgyem — Slight Shift (II-C-10; II-C-17).
@effect(742, text="One Energy moves from one of the opponent's Pokémon to a different Pokémon of theirs.")
def _slight_shift(g, a):
    mons = [m for m in a.opp.in_play() if a.affects(m)]
    if len(mons) >= 2:
        yield from choose_and_move_energy(g, a.player, mons, mons, up_to=1, at_least=1, source=a.attacker.cid)


# 522 Beheeyem — Calm Mind.
heal_self(744, 40)


# 524 Golurk — Double Smash.
flip_damage(747, 2, 80)


# 527 Excadrill ex — Piercing Drill (II-B-08).
hit_pokemon(752, 60, bench_only=True, where=mon_is_damaged,
            text="Also pick one of the opponent's Benched Pokémon that has damage counters and do 60 damage "
                 "to it (no Weakness or Resistance on the Bench).")


# 536 Whirlipede, 537 Scolipede — Venoshock.
def _defender_poisoned(g, a) -> bool:
    return a.opp.active is not None and a.opp.active.poison > 0


more_damage_if(766, 60, _defender_poisoned, when="the Defending Pokémon is Poisoned")
more_damage_if(767, 90, _defender_poisoned, when="the Defending Pokémon is Poisoned")


# 537 Scolipede (also 1323 Qwilfish) — Poison Point (II-E-03).
retaliate(537, condition="poisoned")


# 538 Sandile, 539 Krokorok, 540 Krookodile — Tighten Up.
def _opponent_discards(attack_id: int, n: int, *, text: str | None = None) -> None:
    @effect(attack_id, text=text)
    def _tighten_up(g, a):
        yield from discard_from_hand(g, a.opponent, a.opponent, n, source=a.attacker.cid,
                                     prompt=f"Choose {n} card(s) to discard")


_opponent_discards(768, 1, text="The opponent discards a card of their choice from their hand.")
_opponent_discards(769, 2, text="The opponent discards 2 cards of their choice from their hand.")


# 540 Krookodile — Cursed Slug.
more_damage_if(771, 120, lambda g, a: len(a.opp.hand) <= 3, when="the opponent holds at most 3 cards")


# 546 Cobalion — Metal Arms.
more_damage_if(779, 40, lambda g, a: bool(a.attacker.tools), when="a Pokémon Tool is attached to the attacker")


# 550 Haxorus — Cross-Cut.
more_damage_if(784, 80, lambda g, a: a.opp.active is not None and mon_is_evolution(a.opp.active),
               when="the Defending Pokémon is an Evolution Pokémon")


# 550 Haxorus — Axe Blast (an effect of the attack, II-C-17; Mega Evolution Pokémon ex printed Basic count
# as Basic, III-02 R2).
@effect(785, text="A Basic Defending Pokémon is Knocked Out.")
def _axe_blast(g, a):
    target = a.opp.active
    if target is not None and mon_is_basic(target) and a.affects(target):
        knock_out(g, target)


# 552 Tranquill (also 1408 Trumbeak) — Fly (II-D-01 (b); II-C-16, II-C-17).
coin_or_nothing(788,
                text="Flip a coin. On tails, the attack does nothing; on heads, attacks neither damage nor "
                     "affect the attacker in the opponent's next turn.")


@effect(788)
def _fly(g, a):
    on_pokemon(g, "prevent_all", a.attacker, OPPONENT_NEXT_TURN, a=a)


# 553 Unfezant — Add On.
draw_cards(789, 4)


# 622 Klang (also 888 Carkol — Guard Press) — Hard Gears (II-B-05 R2).
takes_less_next_turn(897, 20)


# 1135 Energy Coin (II-C-09).  Not playable with an empty deck.
@trainer(1135, can_play=lambda g, ctx: bool(ctx.me.deck),
         text="Flip 2 coins. If both are heads, attach a Basic Energy from the deck to one of your Pokémon; "
              "shuffle the deck afterwards.")
def _energy_coin(g, ctx):
    if flips(g, ctx.player, 2) == 2:
        yield from attach_from(g, ctx.player, "deck", is_basic_energy, ctx.me.in_play(), up_to=1, source=1135,
                               prompt="Choose a Basic Energy to attach")


# 1222 Fennel (II-C-06).  Not playable when none is damaged.
@trainer(1222, can_play=lambda g, ctx: any(m.damage for m in ctx.me.in_play()),
         text="Every one of your Pokémon heals 40 damage.")
def _fennel(g, ctx):
    for mon in ctx.me.in_play():
        heal(g, mon, 40)
