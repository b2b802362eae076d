"""Cards whose set code is missing from the official lists (IDs 998, 1083, 1268-1431).

Cards are named by ID and attack/ability name; texts are not copied here — see the card
database or the official card dump for the wording.
"""

from ...cards.db import CARD_LIST
from ...effects import *  # noqa: F401,F403
from ...rules.evolution import evolve, evolves_from
from ...rules.trainers import STADIUM_AFTER_STADIUM
from ...state import CONFUSED


def _hide_n_sneak_in_discard(g, player: int) -> int:
    """How many Pokémon with the Ability Hide 'n' Sneak are in ``player``'s discard pile
    (II-D-06: the Ability printed on the card)."""
    return sum(1 for c in g.players[player].discard
               if any(ab.name == "Hide 'n' Sneak" for ab in CARD_LIST[c >> 7].abilities))


def _discard_basic_energy_cost(energy_type: int, source: int):
    """The cost "discard a Basic <type> Energy card from your hand in order to use this
    Ability" (II-E-30); returns whether it was paid."""
    def cost(g, ctx):
        got = yield from discard_from_hand(g, ctx.player, ctx.player, 1, basic_energy_of(energy_type),
                                           source=source, prompt="Choose a Basic Energy card to discard")
        return bool(got)
    return cost


def _has_basic_energy_in_hand(ctx, energy_type: int) -> bool:
    return any(is_basic_energy(c, energy_type) for c in ctx.me.hand)


def _stronger_next_turn(attack_id: int, amount: int, *, text: str | None = None) -> None:
    """"During your next turn, attacks used by this Pokémon do N more damage to your
    opponent's Active Pokémon (before Weakness and Resistance)": an attack effect on the
    attacker (P2 step 2, II-B-04 R2, II-E-02); it ends if the Pokémon goes to the Bench
    (I-A-03 R6, RC-022)."""
    @effect(attack_id, text=text)
    def fn(g, a):
        on_pokemon(g, "damage_dealt_to_active", a.attacker, YOUR_NEXT_TURN, amount, a=a)


# 998 Slakoth — Take It Easy (II-C-06, II-C-14; an attack effect, so it ends on the Bench, R2).
@effect(1440, text="The attacker heals 60 damage and is unable to retreat in your next turn.")
def _take_it_easy(g, a):
    heal(g, a.attacker, 60)
    on_pokemon(g, "cant_retreat", a.attacker, YOUR_NEXT_TURN, a=a)


# 1083 Love Ball (a hidden search may find none, I-H R2).
@trainer(1083, can_play=lambda g, ctx: bool(ctx.me.deck),
         text="Search the deck for a Pokémon that shares its name with one of the opponent's Pokémon in play, "
              "show it and add it to the hand, then shuffle the deck.")
def _love_ball(g, ctx):
    names = {m.name for m in ctx.opp.in_play()}
    yield from search_to_hand(g, ctx.player, lambda c: is_pokemon(c) and CARD_LIST[c >> 7].name in names,
                              source=1083, prompt="Choose a Pokémon named like 1 of your opponent's")


# 1268 Nitro {R} Energy.  Discarded by the effect of an attack of the {R} Pokémon it is attached to, it
# goes to the hand once the attack's damage and effects are done (the rule procedure fires
# ``discarded_by_attack`` after P1 step 5).
energy(1268, provides=lambda g, mon, inst: (bit(FIRE),),
       text="Provides 1 {R} Energy. When an effect of an attack by the {R} Pokémon carrying it discards this "
            "card, it goes to your hand once that attack's damage and effects are over.")


@trigger(1268, "discarded_by_attack")
def _nitro_energy(g, holder, inst, a):
    if Q.has_type(g, a.attacker, FIRE) and inst in g.players[(inst >> 6) & 1].discard:
        move_cards(g, [inst], "hand")
        g.emit("card_effect", a.player, card=inst, note="{card} goes back to the hand")


# 1269 Bubbly {W} Energy: the cure and the protection hold at every moment it may have just
# come under the text (attached, Energy moved, type changed: ``always_recovers``).
energy(1269, provides=lambda g, mon, inst: (bit(WATER),),
       text="Provides 1 {W} Energy. The {W} Pokémon carrying it is cured of Special Conditions and cannot get "
            "new ones.")
always_recovers(1269, lambda g, holder, mon: mon is holder and Q.has_type(g, holder, WATER))


# 1270 Magnetic {M} Energy (II-D-13).
energy(1270, provides=lambda g, mon, inst: (bit(METAL),),
       text="Provides 1 {M} Energy. The {M} Pokémon carrying it has no Retreat Cost.")


@passive(1270, "no_retreat_cost")
def _magnetic_energy(g, holder, inst, mon):
    return mon is holder and Q.has_type(g, holder, METAL)


# 1271 Voltaic {L} Energy (P2 step 2, II-B-04 R2; each card counts).
energy(1271, provides=lambda g, mon, inst: (bit(LIGHTNING),),
       text="Provides 1 {L} Energy. Attacks of the {L} Pokémon carrying it do 20 extra damage to the "
            "opponent's Active (before Weakness and Resistance).")


@passive(1271, "damage_dealt")
def _voltaic_energy(g, holder, inst, a, target):
    if a.attacker is holder and target is g.players[a.opponent].active and Q.has_type(g, holder, LIGHTNING):
        return 20
    return 0


# 1272 Shadowy {D} Energy (II-C-16).
energy(1272, provides=lambda g, mon, inst: (bit(DARKNESS),),
       text="Provides 1 {D} Energy. While the {D} Pokémon carrying it sits on your Bench, the opponent's "
            "attacks do it no damage.")


@passive(1272, "prevent_damage")
def _shadowy_energy(g, holder, inst, a, target):
    return (target is holder and a.player != holder.owner and g.players[holder.owner].active is not holder
            and Q.has_type(g, holder, DARKNESS))


# 1274 Kakuna — Exoskeleton (P2 step 5, II-B-05 R2).
@passive(1274, "damage_taken",
         text="Damage from attacks to this Pokémon is 20 lower (after Weakness and Resistance).")
def _exoskeleton(g, holder, inst, a, target):
    return -20 if target is holder else 0


# 1275 Beedrill ex — Rumbling Bees (II-B-02; itself included).
damage_for_each(1559, 110, lambda g, a: sum(1 for m in a.me.in_play() if m.name in ("Beedrill", "Beedrill ex")),
                per="Beedrill or Beedrill ex you have in play")

# 1276 Carnivine — Chomp Whole (II-D-13; a cost brought down to 0 counts, as RC-127 reads the cost as
# modified).
more_damage_if(1560, 80, lambda g, a: Q.retreat_cost(g, a.opp.active) == 0,
               when="the Defending Pokémon has no Retreat Cost")


# 1279 Chesnaught — Needly Armor (P1 step 6, II-E-03 R3: also when it is about to be Knocked Out).
@trigger(1279, "damaged_by_attack",
         text="Whenever an opponent's attack damages this Pokémon while it is Active (even a Knock Out), the "
              "Pokémon that attacked gets 3 damage counters per {G} Energy on this Pokémon.")
def _needly_armor(g, holder, inst, a, dealt):
    if (a.player != holder.owner and g.players[holder.owner].active is holder
            and g.find_pokemon(a.attacker.uid) is not None):
        put_counters(g, a.attacker, 3 * count_energy(g, holder, GRASS), by=holder.owner, kind="ability")


# 1281 Ninetales — Nine-Tailed Transfer (II-C-08; RC-062, RC-063).
@effect(1567, text="Every damage counter on one of your Benched Pokémon is moved to the Defending Pokémon.")
def _nine_tailed_transfer(g, a):
    hurt = [m for m in a.me.bench if m.counters]
    if hurt and a.opp.active is not None:
        src = yield from pick_pokemon(g, a.player, hurt, source=a.attacker.cid,
                                      prompt="Move all damage counters from which Benched Pokémon?")
        move_counters(g, src, a.opp.active, src.counters, a=a)


# 1282 Ho-Oh — Flames of Revival (II-C-11; an attack may put none, II-D-05 R3).
@effect(1569, text="Bench at most 3 Basic Pokémon from the discard pile.")
def _flames_of_revival(g, a):
    yield from bench_from_discard(g, a.player, is_basic_pokemon, up_to=3, source=a.attacker.cid)


# 1282 Ho-Oh — Bright Wing (II-C-01 R4).
discard_own_energy(1570, 1, energy_type=FIRE)

# 1285 Delphox — Energized Storm (II-B-02, III-17; counted in units).
damage_for_each(1574, 30, lambda g, a: sum(count_energy(g, m) for m in g.all_in_play()),
                per="Energy attached to any Pokémon in play (both sides)")


# 1285 Delphox — Flaring Magic (the cost, II-E-30; not usable when that would draw nothing).
@ability(1285, 0, cost=_discard_basic_energy_cost(FIRE, 1285),
         can_use=lambda g, ctx: _has_basic_energy_in_hand(ctx, FIRE) and bool(ctx.me.deck)
         and len(ctx.me.hand) - 1 < 7,
         text="Once per turn: discard a Basic {R} Energy from the hand to draw until the hand has 7 cards.")
def _flaring_magic(g, ctx):
    draw_until(g, ctx.player, 7)


# 1287 Mega Pyroar ex — Ferocious Bellow (an effect on that attacker: P2 step 2, II-B-05 R4).
defender_does_less_next_turn(1576, 50)


# 1287 Mega Pyroar ex — Fiery Big Bang (II-B-03; 0 or less does no damage, P2 step 1).
@damage(1577, text="10 less damage per damage counter on the attacker.")
def _fiery_big_bang(g, a):
    a.damage -= 10 * a.attacker.counters


# 1289 Octillery — Jet of Ink (P1 step 2a; RC-001 with two coins).
@effect(1579,
        text="In the opponent's next turn, when the Defending Pokémon tries to attack, the opponent flips 2 "
             "coins; any tails makes the attack fail.")
def _jet_of_ink(g, a):
    on_pokemon(g, "jet_of_ink", a.opp.active, OPPONENT_NEXT_TURN, a=a)


@lasting("jet_of_ink", "attack_may_fail")
def _jet_of_ink_coins(g, e, mon):
    return 2 if mon.uid == e.target else 0


# 1290 Delibird — Pleasing Present (II-C-09 R1/R3; each chooses their own cards and none is fine,
# II-E-33).  The opponent's Pokémon unaffected by this attack's effects get none (II-C-17).
@effect(1581,
        text="The opponent first, then you: each player may attach at most 3 Basic Energy from their own hand "
             "to their own Pokémon, split as they like.")
def _pleasing_present(g, a):
    for player in (a.opponent, a.player):
        targets = [m for m in g.players[player].in_play() if player == a.player or a.affects(m)]
        yield from attach_from(g, player, "hand", is_basic_energy, targets, up_to=3, source=a.attacker.cid,
                               prompt="Choose up to 3 Basic Energy cards to attach")


# 1294 Mega Greninja ex — Ninja Spinner (II-E-10, II-B-01).
@damage(1589,
        text="Before the damage, you may return a {W} Energy from the attacker to the hand; if you do, 80 "
             "extra damage.")
def _ninja_spinner(g, a):
    mon = a.attacker
    water = [e for e in mon.energy if provides_type(g, mon, e, WATER)]
    if not water or not (yield from yes_no(g, a.player, "Put a {W} Energy into your hand for 80 more damage?",
                                           mon.cid)):
        return
    card = yield from pick_card(g, a.player, water, source=mon.cid, prompt="Choose the {W} Energy")
    move_cards(g, [card], "hand")
    a.damage += 80


# 1294 Mega Greninja ex — Mortal Shuriken (the cost, II-E-30; II-C-07).
@ability(1294, 0, where=ACTIVE_ONLY, cost=_discard_basic_energy_cost(WATER, 1294),
         can_use=lambda g, ctx: _has_basic_energy_in_hand(ctx, WATER) and bool(ctx.opp.in_play()),
         text="Once per turn, while this Pokémon is Active: discard a Basic {W} Energy from the hand to give "
              "6 damage counters to one of the opponent's Pokémon.")
def _mortal_shuriken(g, ctx):
    target = yield from pick_pokemon(g, ctx.player, ctx.opp.in_play(), source=1294,
                                     prompt="Put 6 damage counters on which Pokémon?")
    put_counters(g, target, 6, by=ctx.player, kind="ability")


# 1296 Avalugg — Iceberg Breaker (II-B-02).
@damage(1592, text="Discard the deck's top 6 cards; 60 damage per Basic {W} Energy among them.")
def _iceberg_breaker(g, a):
    a.damage = 60 * sum(1 for c in mill(g, a.player, 6) if is_basic_energy(c, WATER))


# 1301 Ampharos — Synchro Pulse (P2 step 2).
@passive(1301, "damage_dealt",
         text="While your hand holds as many cards as the opponent's, this Pokémon's attacks do 80 extra "
              "damage to the Defending Pokémon (before Weakness and Resistance).")
def _synchro_pulse(g, holder, inst, a, target):
    if (a.attacker is holder and target is g.players[a.opponent].active
            and len(g.players[holder.owner].hand) == len(g.players[1 - holder.owner].hand)):
        return 80
    return 0


# 1303 Deoxys — Psychic (units).
damage_for_each(1604, 20, lambda g, a: count_energy(g, a.opp.active), more=True,
                per="Energy attached to the Defending Pokémon")


# 1304 Deoxys — Psyspear (II-B-08, no Weakness/Resistance there).
@damage(1605,
        text="If the attacker has at least 2 Energy beyond the cost of this attack, also do 120 damage to one "
             "of the opponent's Benched Pokémon (no Weakness or Resistance on the Bench).")
def _psyspear(g, a):
    if extra_energy(g, a) >= 2 and a.opp.bench:
        yield from hit_chosen(g, a, 120, bench_only=True)


# 1305 Deoxys — Psy Protection (II-C-16, RC-140).
prevent_damage_next_turn(1606, "ability")


# 1306 Deoxys — Psyspeed (II-E-10).
@effect(1607, text="You may draw until you hold 5 cards.")
def _psyspeed(g, a):
    if len(a.me.hand) < 5 and a.me.deck and (
            yield from yes_no(g, a.player, "Draw until you have 5 cards in hand?", a.attacker.cid)):
        draw_until(g, a.player, 5)


# 1307 Mega Floette ex — Gentle Light (II-C-06; II-C-17).
@effect(1608, text="Every Pokémon in play (both sides) heals 30 damage.")
def _gentle_light(g, a):
    for mon in g.all_in_play():
        if mon.owner == a.player or a.affects(mon):
            heal(g, mon, 30)


# 1307 Mega Floette ex — Eternity Bloom (II-C-09, RC-064).
@effect(1609,
        text="Attach at most 4 Basic {P} Energy from the deck to your Benched Pokémon, split as you like, "
             "then shuffle the deck.")
def _eternity_bloom(g, a):
    if a.me.bench:
        yield from attach_from(g, a.player, "deck", basic_energy_of(PSYCHIC), a.me.bench, up_to=4,
                               source=a.attacker.cid)
    else:
        shuffle_deck(g, a.player)


# 1308 Espurr — Buddy Attack (II-E-26).
more_damage_if(1610, 60, lambda g, a: played_supporter_this_turn(g, a.player, lambda c: c.name == "Emma"),
               when="you played Emma from the hand this turn")


# 1310 Phantump — Spiteful Evolution (it may have come into play this turn: II-C-12 R3; it counts as
# evolving from hand, as RC-166; II-C-07).
def _spiteful_cards(ctx) -> list:
    return [c for c in ctx.me.hand if CARD_LIST[c >> 7].is_pokemon and evolves_from(CARD_LIST[c >> 7], ctx.mon)]


@ability(1310, 0, can_use=lambda g, ctx: not g.is_first_turn_of(ctx.player) and bool(_spiteful_cards(ctx)),
         text="Once per turn, except in your first turn: evolve this Pokémon with a card from the hand that "
              "evolves from it; if you do, the evolved Pokémon gets 2 damage counters.")
def _spiteful_evolution(g, ctx):
    card = yield from pick_card(g, ctx.player, _spiteful_cards(ctx), source=1310,
                                prompt="Choose the card to evolve this Pokémon into")
    mon = ctx.mon
    ctx.me.hand.remove(card)
    yield from evolve(g, mon, card, from_hand=True)
    put_counters(g, mon, 2, by=ctx.player, kind="ability")


# 1311 Trevenant — Cursed Roots.
@effect(1613,
        text="Until the opponent's next turn ends, the Defending Pokémon can't receive Energy from the "
             "opponent's hand.")
def _cursed_roots(g, a):
    on_pokemon(g, "cursed_roots", a.opp.active, OPPONENT_NEXT_TURN, a=a)


@lasting("cursed_roots", "no_energy_from_hand")
def _cursed_roots_blocks(g, e, mon):
    return mon.uid == e.target


# 1313 Gourgeist ex — Horrifying Rondo (II-B-01).
damage_for_each(1616, 50, lambda g, a: sum(1 for m in a.me.bench if m.damage), more=True,
                per="Benched Pokémon of yours that has damage counters")

# 1314 Xerneas — Geo Storm (units).
damage_for_each(1618, 30, lambda g, a: count_energy_in_play(g, a.player, PSYCHIC),
                per="{P} Energy attached to your Pokémon")


# 1315 Sudowoodo — Trials and Trip-ulations.
@effect(1619,
        text="Search the deck for at most 2 Transformation Tome cards, show them and add them to the hand, "
             "then shuffle the deck.")
def _trials_and_trip_ulations(g, a):
    yield from search_to_hand(g, a.player, named("Transformation Tome"), up_to=2, source=a.attacker.cid,
                              prompt="Choose up to 2 Transformation Tome")


# 1317 Donphan — No Reprieve (+120); 1386 Rampardos ex — Rowdy Hammer (+150).
_stronger_next_turn(1623, 120,
                    text="In your next turn, this Pokémon's attacks do 120 extra damage to the opponent's "
                         "Active (before Weakness and Resistance).")
_stronger_next_turn(1714, 150,
                    text="In your next turn, this Pokémon's attacks do 150 extra damage to the opponent's "
                         "Active (before Weakness and Resistance).")


# 1318 Baltoy — Continuous Spin (II-B-02).
flip_until_tails_damage(1625, 30)


# 1319 Claydol — Devolution Ray (II-C-13; an attack effect, II-C-17).
@effect(1626,
        text="If the Defending Pokémon has evolved, its highest-Stage Evolution card is returned to the "
             "opponent's hand, devolving it.")
def _devolution_ray(g, a):
    mon = a.opp.active
    if mon is not None and mon.is_evolved() and a.affects(mon):
        devolve_into(g, mon, 1, "hand")


# 1322 Crobat — Poison Sound Wave.
condition(1629, "confused", "poisoned")


# 1322 Crobat — Nighttime Maneuvers (exactly one, I-H R2).
@ability(1322, 0, where=ACTIVE_ONLY, can_use=lambda g, ctx: bool(ctx.me.deck),
         text="Once per turn, while this Pokémon is Active: take any 1 card from the deck, shuffle the deck, "
              "and place the chosen card on top.")
def _nighttime_maneuvers(g, ctx):
    got = yield from search_deck(g, ctx.player, any_card, exactly=1, source=1322,
                                 prompt="Choose a card to put on top of your deck")
    shuffle_deck(g, ctx.player)
    move_cards(g, got, "deck")


# 1323 Qwilfish — Venoshock.
more_damage_if(1630, 50, lambda g, a: a.opp.active.poison > 0, when="the Defending Pokémon is Poisoned")


# 1327 Garbodor — Gloomy Garbage (an attached Tool counts even when Tools have no effect, RC-139; an
# effect on the attacker, P2 step 2, II-B-05 R4).
@passive(1327, "damage_dealt",
         text="If a Pokémon Tool is attached to the opponent's Active Pokémon, its attacks do 20 less damage "
              "(before Weakness and Resistance).")
def _gloomy_garbage(g, holder, inst, a, target):
    attacker = a.attacker
    if (a.player != holder.owner and attacker.tools and g.players[a.player].active is attacker
            and target.owner == holder.owner):
        return -20
    return 0


# 1331 Metagross — Metallic Hammer (units of cards providing {M} now, II-C-01 R4; II-E-10, II-B-01).
@damage(1642,
        text="Before the damage, you may choose to discard 3 {M} Energy attached to the attacker; when you "
             "do, 150 extra damage.")
def _metallic_hammer(g, a):
    mon = a.attacker
    if count_energy(g, mon, METAL) < 3 or not (
            yield from yes_no(g, a.player, "Discard 3 {M} Energy for 150 more damage?", mon.cid)):
        return
    yield from discard_energy(g, a.player, mon, 3, lambda e: provides_type(g, mon, e, METAL), source=mon.cid)
    a.damage += 150


# 1333 Ferrothorn — Special Whip.
more_damage_if(1644, 70, lambda g, a: any(is_special_energy(e) for e in a.attacker.energy),
               when="the attacker has any Special Energy attached")


# 1333 Ferrothorn — Startling Drop.
@when_milled_by_opponent(1333,
                         text="When an effect of the opponent's (an attack, an Ability, an Item or a "
                              "Supporter) discards this card from your deck in their turn, the opponent "
                              "discards their deck's top 8 cards.")
def _startling_drop(g, inst):
    mill(g, 1 - ((inst >> 6) & 1), 8)


# 1334 Cobalion ex — Metal Road (II-C-10).
@trigger(1334, "moved_to_active",
         text="Once per turn, when this Pokémon goes from the Bench into the Active Spot in your turn, you "
              "may move as much {M} Energy as you like from your other Pokémon to it.")
def _metal_road(g, holder, inst):
    if g.current != holder.owner:
        return
    others = [m for m in g.players[holder.owner].in_play() if m is not holder]
    metal = {e for m in others for e in m.energy if provides_type(g, m, e, METAL)}
    if not metal:
        return
    ctx = yield from use_triggered_ability(g, holder)
    if ctx is not None:
        yield from choose_and_move_energy(g, ctx.player, others, [holder], where=lambda e: e in metal,
                                          up_to=len(metal), at_least=0, source=1334)


# 1335 Mega Dragalge ex — Corrosive Liquid (not from Pokémon unaffected by attack effects, II-C-17).
@effect(1646, text="Every Pokémon Tool and Special Energy attached to the opponent's Pokémon is discarded.")
def _corrosive_liquid(g, a):
    for mon in a.opp.in_play():
        if a.affects(mon):
            discard_tool(g, mon)
            discard_all_energy(g, mon, is_special_energy)


# 1335 Mega Dragalge ex — Pernicious Poison (II-E-16).
condition(1647, "poisoned", counters=16)


# 1338 Goodra — Slimy Sliding (II-E-15; not for a Pokémon its Abilities can't reach).
@passive(1338, "retreat_may_fail", stack=False,
         text="When the opponent's Active Pokémon retreats, the opponent flips a coin; on tails the retreat "
              "fails: no Energy is discarded and no Pokémon moves. Several of these Abilities count once.")
def _slimy_sliding(g, holder, inst, mon):
    return mon.owner != holder.owner and ability_affects(g, holder.owner, mon)


# 1339 Tauros — Target Together (II-B-08).
@damage(1651,
        text="Choose one of the opponent's Pokémon, then flip a coin per Pokémon you have in play with "
             "\"Tauros\" in its name; 50 damage to the chosen one per heads (no Weakness or Resistance on the "
             "Bench).")
def _target_together(g, a):
    target = yield from pick_pokemon(g, a.player, a.opp.in_play(), source=a.attacker.cid,
                                     prompt="Choose the Pokémon to attack")
    heads = flips(g, a.player, sum(1 for m in a.me.in_play() if "Tauros" in m.name))
    if target is not None and heads:
        a.add_hit(target, 50 * heads)


# 1340 Patrat — Watchful Eye (II-C-08; move_counters asks ``counters_stay``).
@passive(1340, "counters_stay",
         text="Damage counters on any Pokémon in play (both sides) cannot be moved to another Pokémon.")
def _watchful_eye(g, holder, inst, mon):
    return True


# 1341 Watchog — Snap Inspection (II-E-36).
@effect(1653,
        text="Flip 3 coins. On at least one heads, the opponent shows their hand, and you pick one card there "
             "per heads to shuffle into their deck.")
def _snap_inspection(g, a):
    heads = flips(g, a.player, 3)
    if not heads:
        return
    reveal_hand(g, a.opponent)
    got = yield from pick_cards(g, a.player, a.opp.hand, exactly=heads, source=a.attacker.cid,
                                prompt="Choose a card to shuffle into your opponent's deck")
    if got:
        shuffle_into_deck(g, a.opponent, got)


# 1343 Cinccino ex — Smooth Coat (II-C-16, P2 step 6).  The flip is made inside the damage calculation,
# the only caller of this query, and only when there is damage to prevent.
@passive(1343, "prevent_damage",
         text="Whenever an attack would damage this Pokémon, flip a coin; on heads the damage is prevented.")
def _smooth_coat(g, holder, inst, a, target):
    return target is holder and flip(g, holder.owner, "Smooth Coat")


# 1344 Tropius — Fruity Aroma (none is allowed, hidden cards; II-C-20).
@effect(1657,
        text="Look at the deck's top 6 cards; you may show any number of Pokémon among them and add them to "
             "the hand. Shuffle the rest back.")
def _fruity_aroma(g, a):
    yield from top_cards_to_hand(g, a.player, 6, is_pokemon, up_to=6, source=a.attacker.cid,
                                 prompt="Choose Pokémon to put into your hand")


# 1347 Lurantis ex — Lively Cutter (II-E-27).
more_damage_if(1661, 200, lambda g, a: a.attacker.healed_turn == g.turn,
               when="the attacker was healed in this turn")


# 1348 Poltchageist — Furtive Drop (II-C-07).
@effect(1663, text="The Defending Pokémon gets 1 damage counter.")
def _furtive_drop(g, a):
    put_counters(g, a.opp.active, 1, a=a)


# 1348 Poltchageist, 1349 Sinistcha, 1374 Shuppet, 1375 Banette — Hide 'n' Sneak (II-C-17; II-C-17 R2).
@passive(1348, "prevent_attack_effects", 0,
         text="Effects of the opponent's Pokémon's attacks and Abilities do not reach this Pokémon (damage "
              "still does).")
def _hide_n_sneak_attacks(g, holder, inst, a, target):
    return target is holder and a.player != holder.owner


@passive(1348, "prevent_ability_effects", 0)
def _hide_n_sneak_abilities(g, holder, inst, player, target):
    return target is holder and player != holder.owner


# 1349 Sinistcha — Matcha Spin (II-C-07; not on those its effects don't reach, R4).
@effect(1664,
        text="If the discard pile holds at least 6 Pokémon with the Hide 'n' Sneak Ability, each of the "
             "opponent's Pokémon gets 4 damage counters.")
def _matcha_spin(g, a):
    if _hide_n_sneak_in_discard(g, a.player) >= 6:
        for mon in a.opp.in_play():
            put_counters(g, mon, 4, a=a)


# 1350 Heatran — Lava Wall (II-C-16).
prevent_damage_next_turn(1666, "burned")


# 1351 Sizzlipede — Bug Out (II-D-06).
def _has_bug_out(c) -> bool:
    return any(x.name == "Bug Out" for x in CARD_LIST[c >> 7].attacks)


@damage(1668,
        text="Turn over the deck's bottom 7 cards; 50 damage per Pokémon among them that has the attack Bug "
             "Out. Those Pokémon are shuffled back into the deck and the other revealed cards are discarded.")
def _bug_out(g, a):
    revealed = a.me.deck[:7]                            # index 0 is the bottom of the deck
    a.memo["revealed"] = revealed
    g.emit("reveal", a.player, cards=list(revealed), note="{player} reveals the bottom of their deck: {cards}")
    a.damage = 50 * sum(1 for c in revealed if _has_bug_out(c))


@effect(1668)
def _bug_out_after(g, a):
    revealed = [c for c in a.memo.get("revealed", ()) if c in a.me.deck]
    move_cards(g, [c for c in revealed if not is_pokemon(c)], "discard")
    if any(map(is_pokemon, revealed)):
        shuffle_deck(g, a.player)


# 1354 Armarouge — Flame Legion (units providing {R} now: every-type Energy counts, II-D-08).
damage_for_each(1672, 40, lambda g, a: sum(1 for m in a.me.bench if count_energy(g, m, FIRE)), more=True,
                per="Benched Pokémon of yours with any {R} Energy attached")

# 1359 Relicanth — Fossil Beatdown.
damage_for_each(1679, 30, lambda g, a: sum(1 for m in a.me.bench if "Antique" in m.name), more=True,
                per="Benched Pokémon of yours with \"Antique\" in its name")

# 1364 Palafin — Knuckle Justice.
more_damage_if(1684, 200, lambda g, a: len(a.opp.prizes) == 1, when="the opponent has just 1 Prize card left")


# 1356 Seaking — Hydro Jet (units; II-B-08: W/R only on the Active).
@damage(1674,
        text="Pick one of the opponent's Pokémon: 30 damage to it per {W} Energy on the attacker (Weakness "
             "and Resistance apply to an Active target only).")
def _hydro_jet(g, a):
    n = count_energy(g, a.attacker, WATER)
    if n:
        yield from hit_chosen(g, a, 30 * n)


# 1362 Primarina — Enriching Melody (II-E-05, II-C-06).
@on_evolve_ability(1362, can_use=lambda g, mon: any(m.damage for m in g.players[mon.owner].in_play()),
                   text="Once per turn, when you evolve one of your Pokémon with this card from your hand, "
                        "you may have one of your Pokémon heal all its damage.")
def _enriching_melody(g, ctx):
    mon = yield from pick_pokemon(g, ctx.player, [m for m in ctx.me.in_play() if m.damage], source=1362,
                                  prompt="Heal all damage from which Pokémon?")
    heal_all(g, mon)


# 1366 Manectric — Flashing Barrier (II-C-16).
prevent_damage_next_turn(1687, "evolution")


# 1368 Vikavolt — Giga Railgun (II-D-01 (b)).
_voltaic = named("Voltaic {L} Energy")


@damage(1692, text="Without a Voltaic {L} Energy attached to the attacker, the attack does nothing.")
def _giga_railgun(g, a):
    if not any(_voltaic(e) for e in a.attacker.energy):
        a.fail()


# 1369 Mega Zeraora ex — Thunderous Fist (units).
damage_for_each(1693, 60, lambda g, a: count_energy(g, a.attacker, LIGHTNING),
                per="{L} Energy on the attacker")


# 1370 Miraidon — Photon Cord (P8 step 2, before it is discarded, II-E-04 R3; "up to" is 1 or 2, II-D-05
# R1).
@trigger(1370, "knocked_out",
         text="When the damage of an opponent's attack Knocks Out this Pokémon while it is Active, move 1 or "
              "2 Basic {L} Energy from it to one of your Benched Pokémon.")
def _photon_cord(g, holder, inst, ko):
    p = g.players[holder.owner]
    cards = [e for e in holder.energy if is_basic_energy(e, LIGHTNING)]
    if not ko.by_opponent_attack or p.active is not holder or not cards or not p.bench:
        return
    got = yield from pick_cards(g, holder.owner, cards, up_to=2, at_least=1, source=1370,
                                prompt="Choose Basic {L} Energy to move")
    dst = yield from pick_pokemon(g, holder.owner, p.bench, source=1370, prompt="Move them to which Pokémon?")
    for card in got:
        move_energy(g, holder, dst, card)


# 1371 Slowpoke — All-You-Can-Yeet (II-D-02).
@effect(1696, text="You may discard as many cards from the hand as you like.")
def _all_you_can_yeet(g, a):
    if a.me.hand:
        yield from discard_from_hand(g, a.player, a.player, len(a.me.hand), exactly=False,
                                     source=a.attacker.cid, prompt="Choose cards to discard")


# 1372 Slowbro — All Out.
more_damage_if(1698, 160, lambda g, a: not a.me.hand, when="your hand is empty")


# 1376 Spiritomb — Spiritual End (II-D-04; II-C-07, an attack effect).
@effect(1704,
        text="If the discard pile holds at least 13 Pokémon with the Hide 'n' Sneak Ability, pick 2 of the "
             "opponent's Pokémon; each of them ends up with 4 times as many damage counters as it had.")
def _spiritual_end(g, a):
    if _hide_n_sneak_in_discard(g, a.player) < 13:
        return
    mons = yield from pick_pokemons(g, a.player, a.opp.in_play(), exactly=2, source=a.attacker.cid,
                                    prompt="Choose 2 Pokémon to quadruple the damage counters on")
    for mon in mons:
        put_counters(g, mon, 3 * mon.counters, a=a)


# 1378 Lampent — Spreading Light (a Stage 1 put there directly, II-C-13 R6; II-C-11 R3/R5).
@effect(1706, text="Bench at most 3 Lampent from the deck, then shuffle the deck.")
def _spreading_light(g, a):
    yield from search_to_bench(g, a.player, named("Lampent"), up_to=3, source=a.attacker.cid,
                               prompt="Choose up to 3 Lampent")


# 1379 Mega Chandelure ex — Phantom Maze (RC-127 reading).
damage_for_each(1707, 50, lambda g, a: Q.retreat_cost(g, a.opp.active), more=True,
                per="{C} in the Defending Pokémon's Retreat Cost")


# 1379 Mega Chandelure ex — Binding Flame (II-D-11; not for a Pokémon its Abilities can't reach).
@passive(1379, "retreat_cost", text="The opponent's Active Pokémon pays {C} extra to retreat.")
def _binding_flame(g, holder, inst, mon):
    return 1 if (mon.owner != holder.owner and g.players[mon.owner].active is mon
                 and ability_affects(g, holder.owner, mon)) else 0


# 1380 Dhelmise — Vengeful Anchor.
more_damage_if(1708, 140, lambda g, a: _hide_n_sneak_in_discard(g, a.player) >= 4,
               when="the discard pile holds at least 4 Pokémon with the Hide 'n' Sneak Ability")

# 1381 Marshadow — Shadowy Knot (RC-127 reading).
damage_for_each(1709, 30, lambda g, a: Q.retreat_cost(g, a.opp.active),
                per="{C} in the Defending Pokémon's Retreat Cost")


# 1382 Annihilape — Ghostly Blow.
@effect(1710, text="One of the opponent's Benched Pokémon gets 5 damage counters.")
def _ghostly_blow(g, a):
    if a.opp.bench:
        mon = yield from pick_pokemon(g, a.player, a.opp.bench, source=a.attacker.cid,
                                      prompt="Put 5 damage counters on which Benched Pokémon?")
        put_counters(g, mon, 5, a=a)


# 1386 Rampardos ex — Destructive Headbutting.  Not usable when it has none or the Ability can't reach it.
@ability(1386, 0, where=ACTIVE_ONLY,
         can_use=lambda g, ctx: ctx.opp.active is not None and bool(ctx.opp.active.energy)
         and ability_affects(g, ctx.player, ctx.opp.active),
         text="Once per turn, while this Pokémon is Active: flip a coin; on heads, discard an Energy attached "
              "to the opponent's Active Pokémon.")
def _destructive_headbutting(g, ctx):
    if flip(g, ctx.player, "Destructive Headbutting"):
        yield from discard_energy(g, ctx.player, ctx.opp.active, 1, source=1386)


# 1388 Koraidon — Battle Claw.
more_damage_if(1717, 30, lambda g, a: mon_is_evolution(a.opp.active),
               when="the Defending Pokémon is an Evolution Pokémon")

# 1389 Mega Darkrai ex — Dusk Raid.
more_damage_if(1719, 110, lambda g, a: any(m.damage for m in a.me.bench),
               when="any of your Benched Pokémon has damage counters")


# 1389 Mega Darkrai ex — Abyss Eye (an attack effect, II-C-17).
@effect(1720, text="If the Defending Pokémon has any Special Condition, the Defending Pokémon is Knocked Out.")
def _abyss_eye(g, a):
    mon = a.opp.active
    if mon is not None and mon.has_condition() and a.affects(mon):
        knock_out(g, mon)


# 1391 Mandibuzz — Bone Sniper (II-B-08).
hit_pokemon(1723, 70, where=lambda m: any(is_special_energy(e) for e in m.energy),
            text="Pick one of the opponent's Pokémon that has a Special Energy attached and do 70 damage to "
                 "it (Weakness and Resistance apply to an Active target only).")


# 1393 Malamar — Brain Crush.
@damage(1728, text="Unless the Defending Pokémon is Confused, the attack does nothing.")
def _brain_crush(g, a):
    if a.opp.active.rotation != CONFUSED:
        a.fail()


# 1395 Thievul — Skill Thief (II-C-18, II-D-06).
@damage(1731,
        text="With no cards in your hand, pick an attack of one of the opponent's in-play Pokémon and use "
             "that attack in place of this one.")
def _skill_thief(g, a):
    if not a.me.hand:
        yield from copy_chosen_attack(g, a, a.opp.in_play())


# 1396 Morpeko ex — Hangry Blaster.
damage_for_each(1734, 40, lambda g, a: a.attacker.counters, more=True, per="damage counter on the attacker")


# 1397 Zarude — Overhead Throw (no W/R on the Bench, II-B-09 R1, RC-037).
bench_hit(1735, 30, own=True)


# 1397 Zarude — Shadowy Whip.
_shadowy = named("Shadowy {D} Energy")
more_damage_if(1736, 70, lambda g, a: any(_shadowy(e) for m in a.me.bench for e in m.energy),
               when="a Shadowy {D} Energy is attached to any of your Benched Pokémon")


# 1399 Mabosstiff — Plunging Headbutt (P2 step 5, II-B-04 R4).
@effect(1739,
        text="In the opponent's next turn, damage from attacks to the attacker is 100 higher (after Weakness "
             "and Resistance).")
def _plunging_headbutt(g, a):
    on_pokemon(g, "damage_taken", a.attacker, OPPONENT_NEXT_TURN, 100, a=a)


# 1400 Chi-Yu — Whirling Envy (II-B-06).
@damage(1740,
        text="90 extra damage when the attacker has at least 2 damage counters. Weakness does not apply.")
def _whirling_envy(g, a):
    if a.attacker.counters >= 2:
        a.damage += 90
    a.ignore_weakness = True


# 1401 Skarmory — Steel Cutter (none is allowed for an attack; II-B-02).
@damage(1741, text="Discard at most 2 Basic {M} Energy from the hand; 40 damage per card discarded.")
def _steel_cutter(g, a):
    got = yield from discard_from_hand(g, a.player, a.player, 2, basic_energy_of(METAL), exactly=False,
                                       source=a.attacker.cid, prompt="Discard Basic {M} Energy for 40 each")
    a.damage = 40 * len(got)


# 1403 Bastiodon — Ancient Bulwark (units; II-C-16).
@passive(1403, "prevent_damage",
         text="While this Pokémon sits on your Bench, attacks do no damage to your Pokémon when the attacking "
              "Pokémon of the opponent has 2 or fewer Energy attached.")
def _ancient_bulwark(g, holder, inst, a, target):
    return (target.owner == holder.owner and a.player != holder.owner
            and g.players[holder.owner].active is not holder and count_energy(g, a.attacker) <= 2)


# 1404 Bronzor — Mirror Attack.
more_damage_if(1744, 30, lambda g, a: Q.has_type(g, a.opp.active, METAL),
               when="the Defending Pokémon is a {M} Pokémon")


# 1405 Bronzong — Metal Block (P2 step 5, II-B-05 R2).
@effect(1746,
        text="In the opponent's next turn, damage to the attacker from attacks of Evolution Pokémon is 100 "
             "lower (after Weakness and Resistance).")
def _metal_block(g, a):
    on_pokemon(g, "damage_taken_from", a.attacker, OPPONENT_NEXT_TURN, (-100, "evolution"), a=a)


# 1406 Mega Excadrill ex — Maximum Drilling.
more_damage_if(1748, 130, lambda g, a: extra_energy(g, a) >= 2,
               when="the attacker has at least 2 Energy attached beyond the cost of this attack")


# 1409 Toucannon — Aerial Draw.
@ability(1409, 0, can_use=lambda g, ctx: bool(ctx.me.deck), text="Once per turn: draw a card.")
def _aerial_draw(g, ctx):
    draw(g, ctx.player, 1)


# 1411 Silvally — Call a Buddy.
@ability(1411, 0, can_use=lambda g, ctx: not ctx.me.hand and bool(ctx.me.deck),
         text="Once per turn, with an empty hand: search the deck for a Supporter, show it and add it to the "
              "hand, then shuffle the deck.")
def _call_a_buddy(g, ctx):
    yield from search_to_hand(g, ctx.player, is_supporter, source=1411, prompt="Choose a Supporter")


# 1412 Bombirdier — Challenging Delivery (II-C-11: nothing with a full Bench, R3).
@effect(1754,
        text="Flip 2 coins. If both are heads, bench a Pokémon of any Stage from the deck, then shuffle the "
             "deck.")
def _challenging_delivery(g, a):
    if flips(g, a.player, 2) == 2:
        yield from search_to_bench(g, a.player, is_pokemon, source=a.attacker.cid,
                                   prompt="Choose a Pokémon to put onto your Bench")


# 1413 Special Red Card (II-E-35).  Not playable on an empty hand: nothing would happen.
@trainer(1413, can_play=lambda g, ctx: len(ctx.opp.prizes) <= 3 and bool(ctx.opp.hand),
         text="Play only when the opponent has at most 3 Prize cards left. The opponent shuffles the hand and "
              "places it under the deck; if any cards went there, they draw 3 cards.")
def _special_red_card(g, ctx):
    if shuffle_to_bottom(g, ctx.opponent, ctx.opp.hand[:]):
        draw(g, ctx.opponent, 3)


# 1414 Great Haul Net (II-D-05, II-E-36; up to 3 {W} Pokémon, and/or up to 3 Basic {W} Energy cards,
# shuffled from the discard pile into the deck (II-D-05, II-E-36)).  Only parts with something to choose
# are offered.
_HAUL_PARTS = (("{W} Pokémon", of_type(WATER)), ("Basic {W} Energy", basic_energy_of(WATER)))


@trainer(1414, can_play=lambda g, ctx: bool(discard_parts_available(g, ctx.player, _HAUL_PARTS)),
         text="Choose one or both: shuffle at most 3 {W} Pokémon from the discard pile into the deck; shuffle "
              "at most 3 Basic {W} Energy from the discard pile into the deck.")
def _great_haul_net(g, ctx):
    yield from shuffle_parts_from_discard(g, ctx.player, _HAUL_PARTS, up_to=3, source=1414)


# 1415 Transformation Tome (II-D-19).
_TOME = 1415


def _tome_playable(g, ctx) -> bool:
    return (sum(1 for c in ctx.me.hand if c >> 7 == _TOME) >= 2 and any(map(is_basic_pokemon, ctx.me.discard))
            and any(mon_is_basic(m) for m in ctx.me.in_play()))


@trainer(_TOME, can_play=_tome_playable,
         text="Two copies must be played together for one effect. Choose a Basic Pokémon in the discard pile "
              "and swap it with an in-play Basic Pokémon of yours; everything on the old Pokémon (attached "
              "cards, damage, conditions, time in play, effects) carries over to the new one.")
def _transformation_tome(g, ctx):
    p = ctx.me
    second = next(c for c in p.hand if c >> 7 == _TOME and c != ctx.inst)
    p.hand.remove(second)
    p.resolving.append(second)
    g.emit("card_effect", ctx.player, card=second, note="{player} plays a second {card} with it")
    card = yield from pick_card(g, ctx.player, [c for c in p.discard if is_basic_pokemon(c)], source=_TOME,
                                prompt="Choose a Basic Pokémon in your discard pile")
    mon = yield from pick_pokemon(g, ctx.player, [m for m in p.in_play() if mon_is_basic(m)], source=_TOME,
                                  prompt="Choose the Basic Pokémon to switch it with")
    p.discard.remove(card)
    to_discard(g, exchange_pokemon_card(g, mon, card))
    p.resolving.remove(second)
    to_discard(g, second)


# 1416 Dark Bell (an opponent's Pokémon unaffected by the Item's effects is skipped, II-E-29).
def _dark_bell_targets(g, ctx) -> list:
    return [m for m in (ctx.me.active, ctx.opp.active)
            if m is not None and not Q.has_type(g, m, DARKNESS)
            and not (m.owner != ctx.player and Q.trainer_effects_prevented(g, ctx.player, 1416, m))]


@trainer(1416, can_play=lambda g, ctx: bool(_dark_bell_targets(g, ctx)),
         text="Each Active Pokémon that is not a {D} Pokémon becomes Confused.")
def _dark_bell(g, ctx):
    for mon in _dark_bell_targets(g, ctx):
        inflict(g, mon, "confused")


# 1419 Tremendous Bomb (Tool) (P1 step 6, even before a Knock Out, II-E-03 R3).
@trigger(1419, "damaged_by_attack",
         text="If the Pokémon holding this card is not a Mega Evolution Pokémon ex and takes at least 240 "
              "damage while Active from an attack of a Mega Evolution Pokémon ex of the opponent (even a "
              "Knock Out), the Pokémon that attacked gets 12 damage counters; if it got any, discard this "
              "card.")
def _tremendous_bomb(g, holder, inst, a, dealt):
    if (dealt >= 240 and a.player != holder.owner and g.players[holder.owner].active is holder
            and not mon_is_mega(holder) and mon_is_mega(a.attacker)
            and g.find_pokemon(a.attacker.uid) is not None):
        if put_counters(g, a.attacker, 12, by=holder.owner, kind="tool"):
            discard_tool(g, holder, inst)


# 1420 Backtrack Badge (Tool) (its type now, II-D-07).  The attack procedure asks once a step of the
# attack's text has flipped coins, before anything is chosen on the results, and on yes runs that step
# again with fresh coins (``reflip_coins``, see rules.attack).  Only the attack's own coins count: the
# Confusion flip and an opponent's "the attack may fail" flip come before the attack (P1 step 2).
def _badge_used(g, inst) -> bool:
    return any(e.kind == "backtrack_badge" and e.value == inst and Q.effect_in_force(g, e) for e in g.effects)


@passive(1420, "reflip_coins",
         text="Once during your turn, after coins are flipped for an attack by the {C} Pokémon holding this "
              "card, you may ignore those results and flip those coins again.")
def _backtrack_badge(g, holder, inst, a):
    return a.attacker is holder and Q.has_type(g, holder, COLORLESS) and not _badge_used(g, inst)


@trigger(1420, "coins_reflipped")
def _backtrack_badge_used(g, holder, inst, a):
    on_player(g, "backtrack_badge", a.player, THIS_TURN, inst, source=1420)


# 1421 AZ's Tranquility (II-C-03; II-C-06).
@trainer(1421, can_play=lambda g, ctx: ctx.me.active is not None and bool(ctx.me.bench),
         text="Switch your Active Pokémon with one of your Benched Pokémon; if a Pokémon ex went to the Bench "
              "this way, it heals 80 damage.")
def _azs_tranquility(g, ctx):
    old = ctx.me.active
    if (yield from switch_own(g, ctx.player, source=1421)) is not None and mon_is_ex(old):
        heal(g, old, 80)


# 1422 Philippe (II-C-09, II-D-05).
def _metal_pokemon(g, ctx) -> list:
    return [m for m in ctx.me.in_play() if Q.has_type(g, m, METAL)]


@trainer(1422, can_play=lambda g, ctx: bool(_metal_pokemon(g, ctx))
         and any(is_basic_energy(c, METAL) for c in ctx.me.discard),
         text="Attach 1 or 2 Basic {M} Energy from the discard pile to one of your {M} Pokémon.")
def _philippe(g, ctx):
    yield from attach_from(g, ctx.player, "discard", basic_energy_of(METAL), _metal_pokemon(g, ctx), up_to=2,
                           at_least=1, one_target=True, source=1422)


# 1423 Roxie's Performance (an effect on the player, II-C-14; II-E-29).
@trainer(1423,
         text="In the opponent's next turn, none of their Poisoned Pokémon can retreat (Pokémon Poisoned "
              "during that turn too).")
def _roxies_performance(g, ctx):
    on_player(g, "poisoned_cant_retreat", ctx.opponent, OPPONENT_NEXT_TURN, source=1423)


@lasting("poisoned_cant_retreat", "cant_retreat")
def _poisoned_cant_retreat(g, e, mon):
    return (mon.owner == e.player and mon.poison > 0
            and not Q.trainer_effects_prevented(g, 1 - e.player, 1423, mon))


# 1424 Emma.  Not playable when their hand is empty (nothing would happen).
@trainer(1424, can_play=lambda g, ctx: bool(ctx.opp.hand),
         text="The opponent shows their hand; draw a card per Pokémon in it.")
def _emma(g, ctx):
    hand = reveal_hand(g, ctx.opponent)
    draw(g, ctx.player, sum(1 for c in hand if is_pokemon(c)))


# 1425 Misty's Vitality.
@trainer(1425, can_play=lambda g, ctx: bool(ctx.me.deck),
         text="Attach at most 4 Basic {W} Energy from the deck to one of your Pokémon, then shuffle the deck. "
              "Your turn then ends.")
def _mistys_vitality(g, ctx):
    yield from attach_from(g, ctx.player, "deck", basic_energy_of(WATER), ctx.me.in_play(), up_to=4,
                           one_target=True, source=1425)
    end_turn_now(g, ctx.player)


# 1426 Gladion's Final Battle (P2 step 2).
@trainer(1426, can_play=lambda g, ctx: ctx.me.hand == [ctx.inst],
         text="Play only as the last card of your hand. For the rest of this turn, attacks of your Pokémon "
              "without a Rule Box do 80 extra damage to the opponent's Active (before Weakness and "
              "Resistance).")
def _gladions_final_battle(g, ctx):
    boost_attacks_this_turn(g, ctx.player, 80, attackers="no_rule_box", source=1426)


# 1427 Rust Syndicate Grunt (II-E-11).
def _opponents_with_energy(ctx) -> list:
    return [m for m in ctx.opp.in_play() if m.energy]


@trainer(1427, can_play=lambda g, ctx: knocked_out_last_turn(g, ctx.player) and bool(_opponents_with_energy(ctx)),
         text="Play only if one of your Pokémon was Knocked Out during the opponent's last turn. Then discard "
              "an Energy attached to one of the opponent's Pokémon.")
def _rust_syndicate_grunt(g, ctx):
    mon = yield from pick_pokemon(g, ctx.player, _opponents_with_energy(ctx), source=1427,
                                  prompt="Discard an Energy from which Pokémon?")
    yield from discard_energy(g, ctx.player, mon, 1, source=1427)


# 1428 Gwynn (II-D-05, II-D-18).
_no_rule_box_pokemon = both(is_pokemon, no_rule_box_card)


@trainer(1428, can_play=lambda g, ctx: any(map(_no_rule_box_pokemon, ctx.me.hand)),
         text="Discard 1 or 2 Pokémon without a Rule Box from the hand, then draw 3 cards per card discarded.")
def _gwynn(g, ctx):
    got = yield from discard_from_hand(g, ctx.player, ctx.player, 2, _no_rule_box_pokemon, exactly=False,
                                       at_least=1, source=1428,
                                       prompt="Choose Pokémon without a Rule Box to discard")
    draw(g, ctx.player, 3 * len(got))


# 1429 Ange Floette (Stadium) (I-B-04 R1 lifted; II-D-15).
STADIUM_AFTER_STADIUM.add(1429)
trainer(1429, can_play=lambda g, ctx: g.stadium is not None
        and CARD_LIST[g.stadium >> 7].name == "Prism Tower",
        text="It can come into play only by discarding a Prism Tower in play (even one played this "
             "turn). Every Mega Floette ex (on both sides) has +150 HP.")(None)


@passive(1429, "max_hp")
def _ange_floette(g, holder, inst, mon):
    return 150 if mon.name == "Mega Floette ex" else 0


# 1430 Prism Tower (Stadium) (I-B-04 R4).
@stadium_ability(1430, can_use=lambda g, ctx: len(ctx.me.hand) >= 2 and bool(ctx.me.deck),
                 text="Once during each player's turn, the player whose turn it is may draw a card by "
                      "discarding 2 cards from their hand.")
def _prism_tower(g, ctx):
    yield from discard_from_hand(g, ctx.player, ctx.player, 2, source=1430, prompt="Choose 2 cards to discard")
    draw(g, ctx.player, 1)


# 1417 Antique Skull Fossil — Spiny Skull (II-E-03, step 6).
@trigger(1417, "damaged_by_attack", 0,
         text="Whenever an opponent's attack damages this Pokémon while it is Active (even a Knock Out), the "
              "Pokémon that attacked gets 3 damage counters.")
def _spiny_skull(g, holder, inst, a, dmg):
    if a.player != holder.owner and a.defender is holder:
        put_counters(g, a.attacker, 3, by=holder.owner, kind="ability")


# 1418 Antique Armor Fossil — Protective Armor (P2 step 5).
@passive(1418, "damage_taken", 0,
         text="While this Pokémon is Active, damage to your Pokémon from the opponent's attacks is 10 lower "
              "(after Weakness and Resistance).")
def _protective_armor(g, holder, inst, a, target):
    if (holder is g.players[holder.owner].active and target.owner == holder.owner
            and a.player != holder.owner):
        return -10
    return 0


# 1431 Fossil Quarry (Stadium) (II-C-11: not with a full Bench).
def _antique(inst):
    return is_item(inst) and "Antique" in CARD_LIST[inst >> 7].name


@stadium_ability(1431, can_use=lambda g, ctx: bool(ctx.me.deck)
                 and len(ctx.me.bench) < Q.bench_size(g, ctx.player),
                 text="Once during each player's turn, the player whose turn it is may bench at most 2 Items "
                      "with \"Antique\" in their names from their deck, then shuffle that deck.")
def _fossil_quarry(g, ctx):
    yield from search_to_bench(g, ctx.player, _antique, up_to=2, source=1431,
                               prompt="Choose an Antique fossil to put onto your Bench")
