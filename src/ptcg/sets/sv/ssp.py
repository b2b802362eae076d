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


# 203 Skeledirge — Unaware: the effects of the opponent's attacks don't reach it; their damage
# does (II-C-17, RC-087; effects it already has stay, R2, RC-090/091).
@passive(203, "prevent_attack_effects")
def _unaware(g, holder, inst, a, target):
    return target is holder and a.player != holder.owner


# 193 Alolan Exeggutor ex — Tropical Frenzy: after the damage, attach any number of Basic Energy
# cards from your hand to your Pokémon; each card is one attachment from the hand (II-C-09 R3/R4,
# RC-066/067), and none uses the turn's attachment.
@effect(258)
def _tropical_frenzy(g, a):
    energy_in_hand = [c for c in a.me.hand if is_basic_energy(c)]
    if energy_in_hand:
        yield from attach_from(g, a.player, "hand", is_basic_energy, a.me.in_play(), up_to=len(energy_in_hand),
                               source=a.attacker.cid, prompt="Choose Basic Energy to attach")


# 193 Alolan Exeggutor ex — Swinging Sphene: heads, the opponent's Active Pokémon is Knocked Out
# if it is a Basic Pokémon; tails, 1 of their Benched Basic Pokémon is (attack effects, II-C-17).
@effect(259)
def _swinging_sphene(g, a):
    if flip(g, a.player):
        targets = [a.opp.active] if a.opp.active is not None and mon_is_basic(a.opp.active) else []
    else:
        targets = [m for m in a.opp.bench if mon_is_basic(m)]
    targets = [m for m in targets if a.affects(m)]
    if targets:
        mon = yield from pick_pokemon(g, a.player, targets, source=a.attacker.cid,
                                      prompt="Choose the Pokémon to Knock Out")
        knock_out(g, mon)


# 187 Trapinch — Call for Family (also 661 Numel): up to 2 Basic Pokémon from the deck onto the
# Bench; with a full Bench the deck is not searched (II-C-11 R3/R5, RC-072).
@effect(247)
def _call_for_family(g, a):
    yield from search_to_bench(g, a.player, is_basic_pokemon, up_to=2, source=a.attacker.cid)


# 189 Flygon ex — Reversing Storm (also 754 Mega Latias ex — Strafe): you may switch this
# Pokémon with 1 of your Benched Pokémon (II-C-03, RC-049).
switch_self(251, optional=True)


# 194 Altaria — Humming Charge: up to 2 Basic Energy cards from the deck attached to your
# Pokémon in any way you like, then shuffle (II-C-09).
@effect(260)
def _humming_charge(g, a):
    yield from attach_from(g, a.player, "deck", is_basic_energy, a.me.in_play(), up_to=2,
                           source=a.attacker.cid)


# 194 Altaria — Cotton Wings (also 836 Bronzor — Iron Defense): flip; heads: during the
# opponent's next turn, no damage to it from attacks — their effects still apply (II-C-16, RC-083).
@effect(261)
def _cotton_wings(g, a):
    if flip(g, a.player):
        on_pokemon(g, "prevent_damage", a.attacker, OPPONENT_NEXT_TURN, a=a)


# 204 Charcadet — Flamethrower (also 728 Inteleon — Water Shot): discard an Energy from this
# Pokémon, in units, chosen by its owner (II-C-01 R4, RC-042/044).
discard_own_energy(276)


# 198 Durant ex — Sudden Shearing: only right after its owner plays it from the hand onto the
# Bench during their turn, they may discard the top card of the opponent's deck (II-E-06,
# RC-167); not when it is put onto the Bench by an effect or during setup.
@trigger(198, "played_to_bench")
def _sudden_shearing(g, holder, inst):
    if not g.players[1 - holder.owner].deck:
        return
    ctx = yield from use_triggered_ability(g, holder)
    if ctx is not None:
        mill(g, ctx.opponent, 1)


# 198 Durant ex — Vengeful Crush: 30 more damage for each Prize card the opponent has taken
# (II-D-17).
@damage(267)
def _vengeful_crush(g, a):
    a.damage += 30 * a.opp.prizes_taken()


# 205 Scovillain ex — Double Type: while in play it is both {G} and {R} (II-D-07, RC-119);
# the type query is asked only of Pokémon in play, so cards elsewhere keep their printed type.
@passive(205, "types")
def _double_type(g, holder, inst, mon, types):
    return (GRASS, FIRE) if mon is holder else types


# 205 Scovillain ex — Spicy Rage: 70 more damage for each damage counter on it (II-B-01).
@damage(277)
def _spicy_rage(g, a):
    a.damage += 70 * a.attacker.counters


# 210 Pikachu ex — Resolute Heart (also 533 Crustle — Sturdy): at full HP, damage from an attack
# that would Knock it Out leaves it with 10 HP instead (II-D-14, II-D-16; RC-142, RC-146).
@passive(210, "survive_knockout")
def _resolute_heart(g, holder, inst, a, target):
    return target is holder


# 210 Pikachu ex — Topaz Bolt (also 889 Coalossal — Bulky Bump, 1047 Probopass — Obliterating
# Nose): discard 3 Energy from this Pokémon, counted in units (II-C-01 R4, RC-044).
discard_own_energy(282, 3)


# 216 Mesprit — Full Heart: up to 2 Basic {P} Energy cards from your hand to your Pokémon in
# any way you like; choosing from your own hand, 0 or 1 is allowed too (II-E-33, RC-238).
@effect(290)
def _full_heart(g, a):
    yield from attach_from(g, a.player, "hand", basic_energy_of(PSYCHIC), a.me.in_play(), up_to=2,
                           at_least=0, source=a.attacker.cid)


# 216 Mesprit — Guardian Burst: does nothing unless both Uxie and Azelf are on your Bench
# (II-D-01 (b)).
@damage(291)
def _guardian_burst(g, a):
    benched = {m.name for m in a.me.bench}
    if not {"Uxie", "Azelf"} <= benched:
        a.fail()


# 227 Deino — Stomp Off (also 688 Spiritomb — Mountain Breaker): discard the top card of the
# opponent's deck.
mill_opponent(309, 1)


# -- pool coverage (P3) ----------------------------------------------------------------------

# 177 Exeggcute — Precocious Evolution: usable on the first player's first turn (II-E-28);
# evolve it with a card from the deck, then shuffle (II-C-12 R3: even the turn it came in).
attack_rule(234, first_turn=True)


@effect(234)
def _precocious_evolution(g, a):
    yield from evolve_from_deck(g, a.player, [a.attacker], source=a.attacker.cid)


# 178 Zarude — Jungle Whip: you may put all Energy attached to it into your hand for 80 more
# damage (II-E-10; chosen before the damage, II-B-01).
@damage(236)
def _jungle_whip(g, a):
    if a.attacker.energy and (yield from yes_no(g, a.player, "Put all Energy from this Pokémon into your "
                                                "hand for 80 more damage?", a.attacker.cid)):
        energy_to_hand(g, a.attacker)
        a.damage += 80


# 179 Black Kyurem ex — Ice Age: a {N} Defending Pokémon is now Paralyzed.
@effect(237)
def _ice_age(g, a):
    if a.opp.active is not None and Q.has_type(g, a.opp.active, DRAGON):
        inflict_defender(g, a, "paralyzed")


# 180 Bruxish — Counterattack: damaged by an opponent's attack while Active (even if Knocked
# Out), it puts 3 damage counters on the Attacking Pokémon (II-E-03, P1 step 6).
@trigger(180, "damaged_by_attack")
def _counterattack(g, holder, inst, a, dealt):
    if a.player != holder.owner and g.players[holder.owner].active is holder:
        put_counters(g, a.attacker, 3, by=holder.owner, kind="ability")


# 182 Quaquaval — Up-Tempo: its cost is putting a card from your hand on the bottom of your
# deck (II-E-30); then draw until you have 5 cards.  Not usable when that would draw nothing.
def _card_to_deck_bottom(g, ctx):
    got = yield from pick_cards(g, ctx.player, ctx.me.hand, exactly=1, source=182,
                                prompt="Choose a card to put on the bottom of your deck")
    move_cards(g, got, "deck_bottom")
    return bool(got)


@ability(182, 0, can_use=lambda g, ctx: 1 <= len(ctx.me.hand) <= 5, cost=_card_to_deck_bottom)
def _up_tempo(g, ctx):
    draw_until(g, ctx.player, 5)


# 188 Vibrava — Screech: during the attacking player's own next turn (II-E-02) the Defending
# Pokémon takes 50 more damage from attacks, after Weakness and Resistance (P2 step 5,
# II-B-04 R4).
@effect(249)
def _screech(g, a):
    on_pokemon(g, "damage_taken", a.opp.active, YOUR_NEXT_TURN, 50, a=a)


# 189 Flygon ex — Sonic Peridot: 100 damage to each of the opponent's Pokémon ex (the pool
# prints no Pokémon V), without Weakness and Resistance (II-B-08, II-B-06).
hit_each_opponent_ex(252, 100)


# 191 Gholdengo — Strike It Rich: 90 more if it evolved from Gimmighoul this turn (II-E-24).
@damage(254)
def _strike_it_rich(g, a):
    m = a.attacker
    if m.evolved_turn == g.turn and m.evolved_from >= 0 and CARD_LIST[m.evolved_from].name == "Gimmighoul":
        a.damage += 90


# 191 Gholdengo — Surf Back: after the damage, you may shuffle it and all attached cards into
# your deck (II-E-10); the Active Spot is then refilled (I-D P8 step 5).
@effect(255)
def _surf_back(g, a):
    if g.find_pokemon(a.attacker.uid) is not None and (
            yield from yes_no(g, a.player, "Shuffle this Pokémon into your deck?", a.attacker.cid)):
        shuffle_pokemon_into_deck(g, a.attacker)


# 192 Iron Crown — Deleting Slash: 80 more if the opponent has 3 or more Benched Pokémon.
more_damage_if(256, 80, lambda g, a: len(a.opp.bench) >= 3)


# 195 Dialga — Time Manipulation: search 2 cards (any cards: exactly 2, I-H R2 exception),
# shuffle, then put them on top in the order you choose (as 1188 Ciphermaniac's Codebreaking).
@effect(262)
def _time_manipulation(g, a):
    chosen = yield from search_deck(g, a.player, any_card, exactly=2, source=a.attacker.cid,
                                    prompt="Choose a card to put on top of your deck")
    shuffle_deck(g, a.player)
    yield from put_on_top_in_any_order(g, a.player, chosen, source=a.attacker.cid)


# 196 Turtonator — Fully Singe: discard an Energy from the opponent's Active Pokémon ex (an
# attack effect, II-C-17).
@effect(264)
def _fully_singe(g, a):
    if a.opp.active is not None and mon_is_ex(a.opp.active):
        yield from discard_energy(g, a.player, a.opp.active, 1, a=a, source=a.attacker.cid)


# 201 Wo-Chien — Hazardous Greed: with 3 or fewer cards in your deck, also 120 damage to 2 of
# the opponent's Benched Pokémon, without Weakness and Resistance (II-B-08).
@damage(271)
def _hazardous_greed(g, a):
    if len(a.me.deck) <= 3:
        yield from hit_chosen(g, a, 120, count=2, bench_only=True)


# 201 Wo-Chien — Entangling Whip (also 995 Haxorus — Dragon Pulse): discard your top 3 cards.
mill_self(272, 3)


# 202 Victini — Victory Cheer: your Evolution {R} Pokémon's attacks do 10 more damage to the
# opponent's Active Pokémon, before Weakness and Resistance (P2 step 2); it stacks.
@passive(202, "damage_dealt")
def _victory_cheer(g, holder, inst, a, target):
    if (a.player == holder.owner and mon_is_evolution(a.attacker) and Q.has_type(g, a.attacker, FIRE)
            and target is g.players[a.opponent].active):
        return 10
    return 0


# 207 Milotic ex — Sparkling Scales: no damage from and no effects of attacks of the opponent's
# Tera Pokémon on it (II-C-16, II-C-17).
def _from_opponents_tera(holder, a, target) -> bool:
    return target is holder and a.player != holder.owner and mon_is_tera(a.attacker)


@passive(207, "prevent_damage")
def _sparkling_scales_damage(g, holder, inst, a, target):
    return _from_opponents_tera(holder, a, target)


@passive(207, "prevent_attack_effects")
def _sparkling_scales_effects(g, holder, inst, a, target):
    return _from_opponents_tera(holder, a, target)


# 209 Chien-Pao — Snow Sink: when played from hand onto the Bench, you may discard the Stadium
# in play (II-E-06); not offered without one.
@trigger(209, "played_to_bench")
def _snow_sink(g, holder, inst):
    if g.stadium is None:
        return
    ctx = yield from use_triggered_ability(g, holder)
    if ctx is not None:
        yield from discard_stadium(g)


# 211 Magneton — Overvolt Discharge: attach up to 3 Basic Energy cards from your discard pile
# to your {L} Pokémon in any way you like (II-C-09; at least 1, II-D-05), then this Pokémon is
# Knocked Out (its opponent takes Prize cards; processed at once, I-D R2 (c)).
def _lightning_pokemon(g, player) -> list:
    return [m for m in g.players[player].in_play() if Q.has_type(g, m, LIGHTNING)]


@ability(211, 0, can_use=lambda g, ctx: any(is_basic_energy(c) for c in ctx.me.discard)
         and bool(_lightning_pokemon(g, ctx.player)))
def _overvolt_discharge(g, ctx):
    yield from attach_from(g, ctx.player, "discard", is_basic_energy, _lightning_pokemon(g, ctx.player),
                           up_to=3, at_least=1, source=211, prompt="Choose up to 3 Basic Energy cards")
    knock_out(g, ctx.mon)


# 212 Rotom — Crushing Pulse: the opponent reveals their hand; its Items and Pokémon Tools are
# discarded (an effect on the player's hand, not on a Pokémon).
@effect(284)
def _crushing_pulse(g, a):
    reveal_hand(g, a.opponent)
    move_cards(g, [c for c in a.opp.hand if is_item(c) or is_tool(c)], "discard")


# 212 Rotom — Energy Short: 20 damage for each Energy (units, III-17) on the opponent's Active.
@damage(285)
def _energy_short(g, a):
    a.damage = 20 * count_energy(g, a.opp.active) if a.opp.active is not None else 0


# 213 Tapu Koko — Summon Lightning: up to 2 {L} Pokémon from the deck to the hand.
@effect(286)
def _summon_lightning(g, a):
    yield from search_to_hand(g, a.player, of_type(LIGHTNING), up_to=2, source=a.attacker.cid,
                              prompt="Choose up to 2 {L} Pokémon")


# 213 Tapu Koko — Prize Count: 90 more while you have more Prize cards left than the opponent.
more_damage_if(287, 90, lambda g, a: len(a.me.prizes) > len(a.opp.prizes))


# 214 Togekiss — Wonder Kiss: when the opponent's Active Pokémon is Knocked Out (by anything),
# its owner flips; heads: they take 1 more Prize card for it (III-14 R2, counted while it is in
# play).  It doesn't stack (II-E-15): one flip however many Togekiss.  The heads is kept as a
# record on the player naming the Pokémon until the Prize cards are counted.
@trigger(214, "any_knocked_out", stack=False)
def _wonder_kiss(g, holder, inst, mon, ko):
    if mon.owner != holder.owner and g.players[mon.owner].active is mon and flip(g, holder.owner, "Wonder Kiss"):
        on_player(g, "wonder_kiss", holder.owner, UNTIL_OPPONENT_TURN_END, mon.uid, source=214)


@lasting("wonder_kiss", "prizes")
def _wonder_kiss_prize(g, e, mon, ko):
    return 1 if mon.uid == e.value else 0


# 215 Uxie — Painful Memories: 2 damage counters on each of the opponent's Pokémon (II-C-07).
@effect(289)
def _painful_memories(g, a):
    for mon in a.opp.in_play():
        put_counters(g, mon, 2, a=a)


# 217 Azelf — Neurokinesis (also 1311 Trevenant — Overwhelming Pain): 10 more for each damage
# counter on all of the opponent's Pokémon (II-B-01).
@damage(292)
def _neurokinesis(g, a):
    a.damage += 10 * sum(m.counters for m in a.opp.in_play())


# 219 Cofagrigus — Law of the Underworld: 6 damage counters on each Pokémon in play that has an
# Ability now, yours too (II-C-07, RC-140).
@effect(295)
def _law_of_the_underworld(g, a):
    for mon in a.me.in_play() + a.opp.in_play():
        if has_any_ability(g, mon):
            put_counters(g, mon, 6, a=a)


# 221 Meowstic — Beckoning Tail: its cost is discarding a Chill Teaser Toy from your hand
# (II-E-30); then switch in 1 of the opponent's Benched Pokémon (II-C-05).
_chill_teaser_toy = named("Chill Teaser Toy")


def _discard_chill_teaser_toy(g, ctx):
    got = yield from discard_from_hand(g, ctx.player, ctx.player, 1, _chill_teaser_toy, source=221,
                                       prompt="Discard a Chill Teaser Toy")
    return bool(got)


@ability(221, 0, can_use=lambda g, ctx: bool(ctx.opp.bench) and any(_chill_teaser_toy(c) for c in ctx.me.hand),
         cost=_discard_chill_teaser_toy)
def _beckoning_tail(g, ctx):
    yield from gust(g, ctx.player, source=221)


# 222 Dedenne — Electromagnetic Sonar: a Trainer card from your discard pile into your hand.
@effect(300)
def _electromagnetic_sonar(g, a):
    yield from recover_from_discard(g, a.player, is_trainer, exactly=1, source=a.attacker.cid,
                                    prompt="Choose a Trainer card")


# 223 Palossand ex — Barite Jail: damage counters on each of the opponent's Benched Pokémon
# until its remaining HP is 100 (II-C-07, II-D-16; none on one with 100 or less left).
@effect(303)
def _barite_jail(g, a):
    for mon in a.opp.bench:
        n = (Q.remaining_hp(g, mon) - 100) // 10
        if n > 0:
            put_counters(g, mon, n, a=a)


# 225 Gastrodon — Sticky Bind: while it is on the Bench, Benched Stage 2 Pokémon on both sides
# have no Abilities (II-D-13).  Gastrodon is a Stage 1, so asking whether its own Ability
# works (it might be switched off too) never comes back here.
@passive(225, "no_abilities")
def _sticky_bind(g, holder, inst, mon):
    return (CARD_LIST[mon.cid].stage == 2 and g.players[mon.owner].active is not mon
            and g.players[holder.owner].active is not holder
            and Q.abilities_work(g, holder))


# 226 Koraidon — Unrelenting Onslaught: 150 more if another of your Ancient Pokémon used an
# attack during your last turn (II-E-02; the card it was then decides "Ancient").
@damage(307)
def _unrelenting_onslaught(g, a):
    if any(uid != a.attacker.uid and "ancient" in CARD_LIST[cid].tags
           for uid, cid, _name in attacks_used_last_turn(g, a.player)):
        a.damage += 150


# 229 Hydreigon ex — Crashing Headbutt: discard the top 3 cards of the opponent's deck.
mill_opponent(313, 3)


# 229 Hydreigon ex — Obsidian: also 130 damage to 2 of the opponent's Benched Pokémon, without
# Weakness and Resistance (II-B-08).
hit_pokemon(314, 130, count=2, bench_only=True)


# 231 Tatsugiri ex — Cinnabar Lure: of the top 10 cards, any number of Basic Pokémon onto the
# Bench (II-C-11: only Basic Pokémon, as many as fit; a full Bench ends it before looking,
# R3), then shuffle.
@effect(317)
def _cinnabar_lure(g, a):
    top = set(look_top(g, a.player, 10))
    yield from search_to_bench(g, a.player, lambda c: c in top and is_basic_pokemon(c), up_to=10,
                               source=a.attacker.cid, prompt="Choose Basic Pokémon to put onto your Bench")


# 232 Slaking ex — Born to Slack: it can't attack while the opponent has no Pokémon ex in play
# (the pool prints no Pokémon V; II-C-15).
@passive(232, "cant_attack")
def _born_to_slack(g, holder, inst, mon, attack):
    return mon is holder and not any(mon_is_ex(m) for m in g.players[1 - holder.owner].in_play())


# 233 Bouffalant — Ready to Ram: during the opponent's next turn, whenever an attack damages it
# (even if it is Knocked Out), 6 damage counters go on the Attacking Pokémon (P1 step 6).  An
# effect of its own attack on it: it ends if it goes to the Bench (II-C-14 R2).
strike_back_next_turn(319, counters=6)


# 234 Terapagos — Prism Charge: up to 3 Basic Energy cards of different types from the deck
# attached to your Tera Pokémon in any way you like, then shuffle (II-C-09).
@effect(321)
def _prism_charge(g, a):
    tera = [m for m in a.me.in_play() if mon_is_tera(m)]
    if tera:
        yield from attach_from(g, a.player, "deck", is_basic_energy, tera, up_to=3, allowed=different_types,
                               source=a.attacker.cid, prompt="Choose Basic Energy cards of different types")
    else:
        shuffle_deck(g, a.player)


# 315 Azumarill — Glistening Bubbles: with a Tera Pokémon in play on your side, Double-Edge
# costs {P} (II-E-32).
@passive(315, "alt_attack_cost")
def _glistening_bubbles(g, holder, inst, mon, attack):
    if mon is holder and attack.name == "Double-Edge" \
            and any(mon_is_tera(m) for m in g.players[holder.owner].in_play()):
        return (PSYCHIC,)
    return None


# 316 Sylveon ex — Magical Charm: during the opponent's next turn the Defending Pokémon's
# attacks do 100 less damage, before Weakness and Resistance (P2 step 2, II-B-05 R4).
defender_does_less_next_turn(440, 100)


# 316 Sylveon ex — Angelite: 2 of the opponent's Benched Pokémon (all if fewer, II-D-04) are
# shuffled with their attached cards into their deck (attack effects, II-C-17).  Not usable if
# one of your Pokémon used Angelite during your last turn.
attack_rule(441, condition=lambda g, mon, atk: not any(
    name == "Angelite" for _uid, _cid, name in attacks_used_last_turn(g, mon.owner)))


@effect(441)
def _angelite(g, a):
    mons = yield from pick_pokemons(g, a.player, [m for m in a.opp.bench if a.affects(m)], exactly=2,
                                    source=a.attacker.cid, prompt="Choose 2 Benched Pokémon")
    for mon in mons:
        shuffle_pokemon_into_deck(g, mon)


# 317 Eevee — Boosted Evolution: while Active, it may evolve during your first turn and the
# turn it came into play (RC-182).
@passive(317, "evolve_first_turn")
def _boosted_evolution_first_turn(g, holder, inst, mon, card):
    return mon is holder and g.players[holder.owner].active is holder


@passive(317, "evolve_same_turn")
def _boosted_evolution_same_turn(g, holder, inst, mon, card):
    return mon is holder and g.players[holder.owner].active is holder


# 318 Ho-Oh — Shining Blaze: 100 more with a Tera Pokémon on your Bench.
more_damage_if(444, 100, lambda g, a: any(mon_is_tera(m) for m in a.me.bench))


# 320 Ceruledge ex — Abyssal Flames: 20 more for each Energy card in your discard pile.
@damage(446)
def _abyssal_flames(g, a):
    a.damage += 20 * count_in(a.me.discard, is_energy)


# 936 Crocalor — Heat Breath (also 949 Raichu — Quick Blow): flip; heads 50 more (II-B-01).
coin_more_damage(1344, 50)


# 943 Walrein — Frigid Fangs: during the opponent's next turn, their Pokémon with 2 or fewer
# Energy (units) can't attack, new ones included (II-C-15).  An effect on the player whose
# Pokémon are named by a condition (like II-C-19), so it is kept on the player.
@effect(1353)
def _frigid_fangs(g, a):
    on_player(g, "frigid_fangs", a.opponent, OPPONENT_NEXT_TURN, source=a.attacker.cid)


@lasting("frigid_fangs", "cant_attack")
def _frigid_fangs_lock(g, e, mon, attack):
    return mon.owner == e.player and Q.count_units(g, mon) <= 2


# 1101 Call Bell: only for the player going second, during their first turn (P5 step 1); a
# Supporter from the deck to the hand.
def _second_players_first_turn(g, ctx) -> bool:
    return g.first_player != ctx.player and g.is_first_turn_of(ctx.player)


@trainer(1101, can_play=lambda g, ctx: _second_players_first_turn(g, ctx) and bool(ctx.me.deck))
def _call_bell(g, ctx):
    yield from search_to_hand(g, ctx.player, is_supporter, source=1101, prompt="Choose a Supporter card")


# 1102 Dusk Ball: of the bottom 7 cards, you may put a Pokémon into your hand (hidden cards:
# none is fine, I-H R2); then shuffle.
@trainer(1102, can_play=lambda g, ctx: bool(ctx.me.deck))
def _dusk_ball(g, ctx):
    bottom = [c for c in ctx.me.deck[:7] if is_pokemon(c)]
    got = yield from pick_cards(g, ctx.player, bottom, up_to=1, source=1102,
                                prompt="Choose a Pokémon to put into your hand")
    move_cards(g, got, "hand")
    shuffle_deck(g, ctx.player)


# 1103 Meddling Memo: the opponent puts their hand, in random order, on the bottom of their
# deck and draws as many cards; not playable when their hand is empty (it would change nothing).
@trainer(1103, can_play=lambda g, ctx: bool(ctx.opp.hand))
def _meddling_memo(g, ctx):
    cards = list(ctx.opp.hand)
    shuffled = []
    while cards:
        shuffled.append(cards.pop(random_index(g, len(cards))))
    move_cards(g, shuffled, "deck_bottom")
    g.emit("hand_to_bottom", ctx.opponent, count=len(shuffled))
    draw(g, ctx.opponent, len(shuffled))


# 1104 Megaton Blower: discard every Pokémon Tool and Special Energy from the opponent's
# Pokémon and the Stadium in play (I-B-04 R2); playable if any of these exists.  A Pokémon
# unaffected by the opponent's Items keeps its cards (II-E-29).
def _blowable(g, ctx) -> bool:
    return g.stadium is not None or any(m.tools or any(is_special_energy(e) for e in m.energy)
                                        for m in ctx.opp.in_play())


@trainer(1104, can_play=_blowable)
def _megaton_blower(g, ctx):
    for mon in ctx.opp.in_play():
        if Q.trainer_effects_prevented(g, ctx.player, 1104, mon):
            continue
        discard_tool(g, mon)
        discard_all_energy(g, mon, is_special_energy)
    yield from discard_stadium(g)


# 1105 Dragon Elixir: heal 60 damage from your Active {N} Pokémon (needs damage to heal).
def _hurt_active_dragon(g, ctx) -> bool:
    active = ctx.me.active
    return active is not None and active.damage > 0 and Q.has_type(g, active, DRAGON)


@trainer(1105, can_play=_hurt_active_dragon)
def _dragon_elixir(g, ctx):
    heal(g, ctx.me.active, 60)


# 1106 Deduction Kit: look at the top 3 cards; put them back in any order, or shuffle them and
# put them on the bottom of the deck (the player chooses which).
@trainer(1106, can_play=lambda g, ctx: bool(ctx.me.deck))
def _deduction_kit(g, ctx):
    top = look_top(g, ctx.player, 3)
    where_to = yield from pick_option(g, ctx.player, ("top", "bottom"), source=1106,
                                      prompt="Put the cards back on top in any order, or shuffled on the bottom?")
    if where_to == "top":
        yield from put_on_top_in_any_order(g, ctx.player, top, source=1106)
    else:
        shuffled = []
        while top:
            shuffled.append(top.pop(random_index(g, len(top))))
        move_cards(g, shuffled, "deck_bottom")


# 1107 Scramble Switch: switch your Active Pokémon with a Benched one (II-C-03); if you did, you
# may move any number of Energy from the Pokémon now on the Bench to the new Active Pokémon
# (II-C-10, II-D-02: none is allowed).
@trainer(1107, can_play=lambda g, ctx: bool(ctx.me.bench) and ctx.me.active is not None)
def _scramble_switch(g, ctx):
    old = ctx.me.active
    new = yield from switch_own(g, ctx.player, source=1107)
    if new is not None and old.energy:
        yield from choose_and_move_energy(g, ctx.player, [old], [new], up_to=len(old.energy), at_least=0,
                                          source=1107)


# 1108 Chill Teaser Toy: only for the player going second, during their first turn; an Energy
# attached to 1 of the opponent's Pokémon (one its Items can reach, II-E-29) goes to its
# owner's hand.
def _teasable(g, ctx) -> list:
    return [m for m in ctx.opp.in_play() if m.energy and not Q.trainer_effects_prevented(g, ctx.player, 1108, m)]


@trainer(1108, can_play=lambda g, ctx: _second_players_first_turn(g, ctx) and bool(_teasable(g, ctx)))
def _chill_teaser_toy_played(g, ctx):
    mon = yield from pick_pokemon(g, ctx.player, _teasable(g, ctx), source=1108,
                                  prompt="Choose a Pokémon to take an Energy from")
    got = yield from pick_cards(g, ctx.player, mon.energy, exactly=1, source=1108,
                                prompt="Choose the Energy to put into your opponent's hand")
    move_cards(g, got, "hand")


# 1109 Miracle Headset: 1 or 2 Supporter cards from the discard pile to the hand (II-D-05).
@trainer(1109, can_play=lambda g, ctx: any(is_supporter(c) and leaves_discard(c) for c in ctx.me.discard))
def _miracle_headset(g, ctx):
    yield from recover_from_discard(g, ctx.player, is_supporter, up_to=2, source=1109,
                                    prompt="Choose a Supporter card")


# 1126 Precious Trolley: any number of Basic Pokémon from the deck onto the Bench (as many as
# fit, II-C-11 R5; not playable with a full Bench, R4), then shuffle.
@trainer(1126, can_play=lambda g, ctx: bool(ctx.me.deck) and bench_space(g, ctx.player) > 0)
def _precious_trolley(g, ctx):
    yield from search_to_bench(g, ctx.player, is_basic_pokemon, up_to=bench_space(g, ctx.player), source=1126)


# 1128 Brilliant Blender: up to 5 cards from the deck to the discard pile, then shuffle.
@trainer(1128, can_play=lambda g, ctx: bool(ctx.me.deck))
def _brilliant_blender(g, ctx):
    got = yield from search_deck(g, ctx.player, any_card, up_to=5, source=1128,
                                 prompt="Choose up to 5 cards to discard")
    move_cards(g, got, "discard")
    shuffle_deck(g, ctx.player)


# 1168 Counter Gain (Tool): while you have more Prize cards left than the opponent, its
# Pokémon's attacks cost {C} less (II-D-12, RC-132).
@passive(1168, "attack_cost")
def _counter_gain(g, holder, inst, mon, attack):
    p, o = g.players[holder.owner], g.players[1 - holder.owner]
    return -1 if mon is holder and len(p.prizes) > len(o.prizes) else 0


# 1169 Amulet of Hope (Tool): if its Pokémon is Knocked Out by damage from an opponent's
# attack, search up to 3 cards into the hand, then shuffle (II-E-04, P8 step 2).
@trigger(1169, "knocked_out")
def _amulet_of_hope(g, holder, inst, ko):
    if ko.by_opponent_attack and g.players[holder.owner].deck:
        yield from search_to_hand(g, holder.owner, any_card, up_to=3, source=1169, prompt="Choose up to 3 cards")


# 1202 Drayton: of the top 7 cards, you may take a Pokémon and a Trainer card into your hand;
# the rest is shuffled back.
def _one_pokemon_one_trainer(chosen, c) -> bool:
    return all(is_pokemon(x) != is_pokemon(c) for x in chosen)


@trainer(1202, can_play=lambda g, ctx: bool(ctx.me.deck))
def _drayton(g, ctx):
    yield from top_cards_to_hand(g, ctx.player, 7, either(is_pokemon, is_trainer), up_to=2,
                                 allowed=_one_pokemon_one_trainer, source=1202,
                                 prompt="Choose a Pokémon and a Trainer card")


# 228 Zweilous — Stomp Off (also 290 Tyranitar, 781 Mega Heracross ex, 1406 Mega Excadrill ex):
# discard the top 2 cards of the opponent's deck.
mill_opponent(311, 2)


# 934 Centiskorch — Billowing Heat Wave (also 1074 Diggersby — Earthquake): also 30 damage to
# each of your own Benched Pokémon, without Weakness and Resistance (II-B-09, II-B-08 R4).
@damage(1341)
def _billowing_heat_wave(g, a):
    for mon in a.me.bench:
        a.add_hit(mon, 30, weakness_resistance=False)
