"""Journey Together (JTG).  Cards are named by ID and attack/ability name; texts are not
copied here — see the card database or the official card list for the wording."""

from ...effects import *  # noqa: F401,F403

_hops = mon_of_trainer("Hop")
_ns = mon_of_trainer("N")


# 272 Lillie's Clefairy ex — Fairy Zone: the opponent's {N} Pokémon in play have {P}
# Weakness instead of their printed one (applied ×2 at P2 step 3).
@passive(272, "weakness")
def _fairy_zone(g, holder, inst, mon, weakness):
    if mon.owner != holder.owner and Q.has_type(g, mon, DRAGON):
        return PSYCHIC
    return weakness


# 280 Lillie's Comfey — Fade Out (also 1071 Meowth ex — Tuck Tail): after the damage, this
# Pokémon and all attached cards go back to your hand (II-C-02); the Active Spot is then
# filled from the Bench.
@effect(385)
def _fade_out(g, a):
    return_to_hand(g, a.attacker)


# 293 N's Zoroark ex — Night Joker: use 1 of the attacks printed on your Benched N's Pokémon
# as this attack (II-C-18, II-D-06).
@damage(403)
def _night_joker(g, a):
    yield from copy_chosen_attack(g, a, [m for m in a.me.bench if _ns(m)])


# 293 N's Zoroark ex — Trade: once a turn, discard a card from your hand (the cost), then
# draw 2 (II-E-30); not usable with an empty hand or deck (RC-006, RC-228, RC-229).
def _discard_a_card(g, ctx):
    got = yield from discard_from_hand(g, ctx.player, ctx.player, 1, source=293,
                                       prompt="Choose a card to discard")
    return bool(got)


@ability(293, 0, can_use=lambda g, ctx: bool(ctx.me.hand) and bool(ctx.me.deck), cost=_discard_a_card)
def _trade(g, ctx):
    draw(g, ctx.player, 2)


# 298 Hop's Corviknight — Shoot Through (also 1031 Mega Starmie ex — Jetting Blow): also 50
# damage to 1 of the opponent's Benched Pokémon, without Weakness and Resistance (II-B-08).
bench_hit(410, 50)
# 304 Hop's Snorlax — Dynamic Press: also 80 damage to itself (II-B-09).
self_damage(422, 80)
# 304 Hop's Snorlax — Extra Helpings: your Hop's Pokémon's attacks do +30 to the opponent's
# Active Pokémon (P2 step 2); one Snorlax's worth however many are in play (II-E-15).
active_damage_boost(304, 30, _hops, stack=False)


# 276 Metagross — Conjoined Beams: 150 more while both a Beldum and a Metang are on your Bench.
more_damage_if(379, 150, lambda g, a: {"Beldum", "Metang"} <= {m.name for m in a.me.bench})


# 307 Hop's Rookidee — Intimidating Stare (also 917 Chikorita — Growl): during the opponent's
# next turn the Defending Pokémon's attacks do 20 less damage, before Weakness and Resistance
# (an effect on that attacker: P2 step 2, II-B-05 R4, II-E-01).
defender_does_less_next_turn(427, 20)


# 311 Hop's Cramorant — Fickle Spitting: does nothing unless the opponent has exactly 3 or 4
# Prize cards left (II-D-01 (b)).
@damage(433)
def _fickle_spitting(g, a):
    if len(a.opp.prizes) not in (3, 4):
        a.fail()


# 326 Blaziken ex — Seething Spirit: once a turn, a Basic Energy card from your discard pile
# onto 1 of your Pokémon (II-C-09).
@ability(326, 0, can_use=lambda g, ctx: any(is_basic_energy(c) for c in ctx.me.discard))
def _seething_spirit(g, ctx):
    yield from attach_from(g, ctx.player, "discard", is_basic_energy, ctx.me.in_play(), exactly=1,
                           source=326, prompt="Choose a Basic Energy to attach")


# 1113 N's PP Up: a Basic Energy card from your discard pile onto 1 of your Benched N's
# Pokémon (II-C-09); not playable without both.
def _benched_ns(ctx) -> list:
    return [m for m in ctx.me.bench if _ns(m)]


@trainer(1113, can_play=lambda g, ctx: bool(_benched_ns(ctx))
         and any(is_basic_energy(c) for c in ctx.me.discard))
def _ns_pp_up(g, ctx):
    yield from attach_from(g, ctx.player, "discard", is_basic_energy, _benched_ns(ctx), exactly=1,
                           source=1113, prompt="Choose a Basic Energy to attach")


# 1115 Hop's Bag: up to 2 Basic Hop's Pokémon from the deck onto the Bench, then shuffle
# (II-C-11; not playable with a full Bench, R4).
@trainer(1115, can_play=lambda g, ctx: bool(ctx.me.deck) and bench_space(g, ctx.player) > 0)
def _hops_bag(g, ctx):
    yield from search_to_bench(g, ctx.player, both(is_basic_pokemon, trainers_pokemon_card("Hop")), up_to=2,
                               source=1115, prompt="Choose up to 2 Basic Hop's Pokémon")


# 1171 Hop's Choice Band (Tool): on a Hop's Pokémon, its attacks cost {C} less (II-D-12,
# RC-132) and do +30 to the opponent's Active Pokémon (P2 step 2, RC-124); nothing on others.
@passive(1171, "attack_cost")
def _choice_band_cost(g, holder, inst, mon, attack):
    return -1 if mon is holder and _hops(mon) else 0


@passive(1171, "damage_dealt")
def _choice_band_damage(g, holder, inst, a, target):
    if a.attacker is holder and _hops(holder) and target is g.players[a.opponent].active:
        return 30
    return 0


# 1210 Brock's Scouting: from the deck, up to 2 Basic Pokémon or else 1 Evolution Pokémon:
# the first card picked decides which.
def _two_basics_or_one_evolution(chosen, c) -> bool:
    return not chosen or (is_basic_pokemon(chosen[0]) and is_basic_pokemon(c))


@trainer(1210, can_play=lambda g, ctx: bool(ctx.me.deck))
def _brocks_scouting(g, ctx):
    yield from search_to_hand(g, ctx.player, is_pokemon, up_to=2, allowed=_two_basics_or_one_evolution,
                              source=1210, prompt="Choose up to 2 Basic Pokémon or 1 Evolution Pokémon")


# 1253 N's Castle: N's Pokémon in play, on both sides, have no Retreat Cost (II-D-13 R3: this
# beats any "more").
@passive(1253, "no_retreat_cost")
def _ns_castle(g, holder, inst, mon):
    return _ns(mon)


# 1255 Postwick: attacks used by any player's Hop's Pokémon do +30 to that player's opponent's
# Active Pokémon (P2 step 2).
active_damage_boost(1255, 30, _hops, either_player=True)


# 14 Spiky Energy: provides {C}; when the Active Pokémon it is attached to is damaged by an
# opponent's attack (10 or more, even a Knock Out), 2 damage counters on the attacking Pokémon
# at P1 step 6 (II-E-03, RC-161).
energy(14, provides=lambda g, mon, inst: (COLORLESS_BIT,))


@trigger(14, "damaged_by_attack")
def _spiky_energy(g, holder, inst, a, dealt):
    if a.player != holder.owner and g.players[holder.owner].active is holder:
        put_counters(g, a.attacker, 2, by=holder.owner)


# 255 Maractus — Exploding Needles: Knocked Out in the Active Spot by damage from an opponent's
# attack, it puts 6 damage counters on the attacking Pokémon at KO step 2; a Knock Out this
# causes joins the same processing (II-E-04 R3, RC-162).
@trigger(255, "knocked_out")
def _exploding_needles(g, holder, inst, ko):
    if ko.by_opponent_attack and g.players[holder.owner].active is holder:
        put_counters(g, ko.attack.attacker, 6, by=holder.owner, kind="ability")


# 1209 Ruffian: choose 1 of the opponent's Pokémon and discard a Tool and a Special Energy from
# it, each if it has one (II-D-04 R3, RC-111); not playable when no opposing Pokémon has
# either (R5).
def _ruffian_targets(g, ctx) -> list:
    return [m for m in ctx.opp.in_play() if (m.tools or any(is_special_energy(e) for e in m.energy))
            and not Q.trainer_effects_prevented(g, ctx.player, 1209, m)]


@trainer(1209, can_play=lambda g, ctx: bool(_ruffian_targets(g, ctx)))
def _ruffian(g, ctx):
    mon = yield from pick_pokemon(g, ctx.player, _ruffian_targets(g, ctx), source=1209,
                                  prompt="Discard a Tool and a Special Energy from which Pokémon?")
    if mon.tools:
        tool = yield from pick_card(g, ctx.player, mon.tools, source=1209, prompt="Choose the Tool")
        discard_tool(g, mon, tool)
    yield from discard_energy(g, ctx.player, mon, 1, is_special_energy, cards=True, source=1209)


# 286 Rockruff — Dig It Up: look at the top card of your deck (II-C-20); you may discard it,
# else it stays on top — nothing was searched, so no shuffle (RC-047).
@effect(393)
def _dig_it_up(g, a):
    top = look_top(g, a.player, 1)
    if top:
        got = yield from pick_cards(g, a.player, top, up_to=1, at_least=0, source=a.attacker.cid,
                                    prompt="Discard the top card of your deck?")
        if got:
            mill(g, a.player, 1)


# 280 Lillie's Comfey — Inviting Flowers: any number of Basic Lillie's Pokémon from the deck
# onto the Bench, as many as fit (II-C-11 R5, RC-073); then shuffle.
@effect(384)
def _inviting_flowers(g, a):
    yield from search_to_bench(g, a.player, both(is_basic_pokemon, trainers_pokemon_card("Lillie")),
                               up_to=Q.bench_size(g, a.player), source=a.attacker.cid,
                               prompt="Choose Basic Lillie's Pokémon to put onto your Bench")


# 256 Magmortar — Searing Flame: flip a coin; heads, the opponent's Active Pokémon is Burned.
coin_condition(352, "burned")


# 256 Magmortar — Magma Surge: the opponent's Burned Pokémon get 3 more counters from Burn;
# several "more" effects add up, after any "becomes N" (II-E-17, RC-196, RC-197).  Not on a
# Pokémon its Abilities can't reach (1040 Mega Clefable ex — Luminous Wing).
@passive(256, "burn_more")
def _magma_surge(g, holder, inst, mon):
    return 3 if mon.owner != holder.owner and ability_affects(g, holder.owner, mon) else 0


# 273 Banette — Cursed Words: the opponent chooses 3 cards from their hand (all of them if
# fewer) and shuffles them into their deck; an empty hand means no shuffle (II-E-36 R4,
# RC-248).  An effect on the player, not on a Pokémon.
@effect(372)
def _cursed_words(g, a):
    chosen = yield from pick_cards(g, a.opponent, a.opp.hand, exactly=3, source=a.attacker.cid,
                                   prompt="Choose 3 cards to shuffle into your deck")
    if chosen:
        shuffle_into_deck(g, a.opponent, chosen)


# 277 N's Sigilyph — Victory Symbol: with exactly 1 Prize card left when it is used, you win
# (II-E-38 R1); it is not an effect on the opponent, so nothing protecting them stops it (R3).
@effect(381)
def _victory_symbol(g, a):
    if len(a.me.prizes) == 1:
        win(g, a.player)


# 1114 Redeemable Ticket: the Prize cards are shuffled face down onto the bottom of the deck,
# then as many cards from the top become the new Prize cards (II-E-35, RC-243).
@trainer(1114, can_play=lambda g, ctx: bool(ctx.me.prizes))
def _redeemable_ticket(g, ctx):
    count = len(ctx.me.prizes)
    shuffle_to_bottom(g, ctx.player, ctx.me.prizes[:])
    for _ in range(count):
        ctx.me.prizes.append(ctx.me.deck.pop())
    g.emit("prizes_reset", ctx.player, count=count)


# -- pool coverage (P7) ----------------------------------------------------------------------
_ionos = mon_of_trainer("Iono")
_lillies = mon_of_trainer("Lillie")


# 253 Metapod — Harden: during the opponent's next turn, damage from attacks to this Pokémon is
# prevented when P2 steps 1-5 make it 60 or less (II-C-16, step 6).  The only "prevent damage of
# N or less" text in the pool, so its lasting kind lives here.
@lasting("prevent_damage_up_to", "prevent_damage_of")
def _prevent_damage_up_to(g, e, a, target, dmg):
    return target.uid == e.target and a.player != target.owner and dmg <= e.value


@effect(349)
def _harden(g, a):
    on_pokemon(g, "prevent_damage_up_to", a.attacker, OPPONENT_NEXT_TURN, 60, a=a)


# 254 Butterfree — Scale Hurricane: 4 coins, 60 damage per heads (II-B-02); with 2 heads or more
# the opponent's Active Pokémon is also Paralyzed (step 5).
@damage(350)
def _scale_hurricane(g, a):
    a.memo["heads"] = flips(g, a.player, 4)
    a.damage = 60 * a.memo["heads"]


@effect(350)
def _scale_hurricane_paralysis(g, a):
    if a.memo["heads"] >= 2:
        inflict_defender(g, a, "paralyzed")


# 258 N's Darmanitan — Back Draft: 30 damage per Basic Energy card in the opponent's discard
# pile (II-B-02, II-E-39).
damage_for_each(355, 30, lambda g, a: count_in(a.opp.discard, is_basic_energy))
# 258 N's Darmanitan — Flamebody Cannon: also 90 to 1 of the opponent's Benched Pokémon (no
# Weakness/Resistance, II-B-08), and all Energy on it is discarded (II-D-03, step 5).
bench_hit(356, 90)


discard_all_own_energy(356)


# 259 Volcanion ex — Scalding Steam: once a turn, from the Active Spot, the opponent's Active
# Pokémon becomes Burned; not offered when it already is (I-A-02 P3 step 1).
def _scalding_steam_usable(g, ctx) -> bool:
    opp = ctx.opp.active
    return opp is not None and not opp.burn and ability_affects(g, ctx.player, opp)


@ability(259, 0, where=ACTIVE_ONLY, can_use=_scalding_steam_usable)
def _scalding_steam(g, ctx):
    inflict(g, ctx.opp.active, "burned")


# 262 Ludicolo — Vibrant Dance: +40 HP for each of its owner's Pokémon in play (II-D-15); one
# Ludicolo's worth however many are in play (II-E-15).
@passive(262, "max_hp", stack=False)
def _vibrant_dance(g, holder, inst, mon):
    return 40 if mon.owner == holder.owner else 0


# 264 Wailord — Hydro Pump: 50 more per {W} Energy attached to it, counted in units (II-B-01).
damage_for_each(362, 50, lambda g, a: count_energy(g, a.attacker, WATER), more=True)
# 265 Iono's Voltorb — Voltaic Chain: 20 more per {L} Energy attached to all of your Iono's
# Pokémon (units, II-B-01).
damage_for_each(363, 20, lambda g, a: sum(count_energy(g, m, LIGHTNING) for m in a.me.in_play() if _ionos(m)),
                more=True)
# 266 Iono's Electrode — Thump-Thump Boom: 100 damage to itself (II-B-09), then a coin: heads,
# the opponent's Active Pokémon is Knocked Out (an attack effect, II-C-17).
self_damage(364, 100)


@effect(364)
def _thump_thump_boom(g, a):
    target = a.opp.active
    if flip(g, a.player) and target is not None and a.affects(target):
        knock_out(g, target)


# 267 N's Joltik — Zapping Short: before doing damage (II-E-09) every Tool on the opponent's
# Active Pokémon is discarded; if one was, that Pokémon is then Paralyzed.
@damage(366)
def _zapping_short(g, a):
    target = a.opp.active
    if target is not None and target.tools and a.affects(target):
        a.memo["tools_discarded"] = bool(discard_tool(g, target))


@effect(366)
def _zapping_short_paralysis(g, a):
    if a.memo.get("tools_discarded"):
        inflict_defender(g, a, "paralyzed")


# 269 Iono's Bellibolt ex — Electric Streamer: as often as you like (RC-179), a Basic {L} Energy
# card from the hand onto 1 of your Iono's Pokémon (II-C-9; not the turn's attachment, R3).
def _iono_targets(g, ctx) -> list:
    return [m for m in ctx.me.in_play() if _ionos(m) and not Q.attach_from_hand_blocked(g, m)]


@ability(269, 0, limit=UNLIMITED, can_use=lambda g, ctx: any(is_basic_energy(c, LIGHTNING) for c in ctx.me.hand)
         and bool(_iono_targets(g, ctx)))
def _electric_streamer(g, ctx):
    yield from attach_from(g, ctx.player, "hand", basic_energy_of(LIGHTNING), _iono_targets(g, ctx), exactly=1,
                           source=269, prompt="Choose a Basic {L} Energy card to attach")


# 271 Iono's Kilowattrel — Flashing Draw: discarding a Basic {L} Energy card from this Pokémon is
# the cost (II-E-30, II-E-39); then draw until 6 cards.  Not offered when nothing would be drawn.
def _discard_basic_lightning_from_self(g, ctx):
    got = yield from discard_energy(g, ctx.player, ctx.mon, 1, basic_energy_of(LIGHTNING), cards=True, source=271)
    return bool(got)


@ability(271, 0, cost=_discard_basic_lightning_from_self,
         can_use=lambda g, ctx: any(is_basic_energy(e, LIGHTNING) for e in ctx.mon.energy)
         and bool(ctx.me.deck) and len(ctx.me.hand) < 6)
def _flashing_draw(g, ctx):
    draw_until(g, ctx.player, 6)


# 278 Lillie's Cutiefly — Hold Still (also 346 Applin, 511 Tynamo, 560 Cottonee, 768 Milcery):
# heal 10 damage from this Pokémon (II-C-06).
heal_self(382, 10)


# 279 Lillie's Ribombee — Inviting Wink: on evolving from the hand (II-E-05), the opponent
# reveals their hand and you put any number of the Basic Pokémon there onto their Bench, as
# many as fit (II-C-11 R5; not played from the hand, so no II-E-06 trigger).  Offered only
# when the opponent has a hand and Bench room.
@on_evolve_ability(279, can_use=lambda g, mon: bool(g.players[1 - mon.owner].hand)
                   and bench_space(g, 1 - mon.owner) > 0)
def _inviting_wink(g, ctx):
    hand = reveal_hand(g, ctx.opponent)
    chosen = yield from pick_cards(g, ctx.player, [c for c in hand if is_basic_pokemon(c)],
                                   up_to=bench_space(g, ctx.opponent), at_least=0, source=279,
                                   prompt="Choose Basic Pokémon to put onto your opponent's Bench")
    for c in chosen:
        yield from put_onto_bench(g, ctx.opponent, c)


# 283 Mamoswine ex — Rumbling March: 40 more per Stage 2 Pokémon on your Bench (II-B-01).
damage_for_each(390, 40, lambda g, a: sum(1 for m in a.me.bench if mon_stage(2)(m)), more=True)


# 283 Mamoswine ex — Mammoth Hauler: once a turn, a Pokémon from the deck into the hand; then
# shuffle (I-H R2: the search may find none; II-E-19 R2).
@ability(283, 0, can_use=lambda g, ctx: bool(ctx.me.deck))
def _mammoth_hauler(g, ctx):
    yield from search_to_hand(g, ctx.player, is_pokemon, source=283, prompt="Choose a Pokémon")


# 287 Lycanroc — Clamping Fangs: 40 more per damage counter on the opponent's Active Pokémon.
damage_for_each(395, 40, lambda g, a: a.opp.active.counters if a.opp.active is not None else 0, more=True)


# 287 Lycanroc — Spike-Clad: on evolving from the hand (II-E-05), up to 2 Spiky Energy cards
# from the discard pile onto this Pokémon (II-C-09, II-D-05: at least 1 once used).
_spiky_energy_card = named("Spiky Energy")


@on_evolve_ability(287, can_use=lambda g, mon: any(_spiky_energy_card(c) for c in g.players[mon.owner].discard))
def _spike_clad(g, ctx):
    yield from attach_from(g, ctx.player, "discard", _spiky_energy_card, [ctx.mon], up_to=2, at_least=1,
                           source=287, prompt="Choose Spiky Energy cards to attach")


# 288 Hop's Silicobra — Turf Maker: a Stadium card from the deck into the hand; then shuffle.
search_deck_for(396, is_stadium, prompt="Choose a Stadium card")


# 289 Hop's Sandaconda — Break Ground: also 20 damage to each of your own Benched Pokémon
# (II-B-08; no Weakness/Resistance on the Bench).
@damage(399)
def _break_ground(g, a):
    hit_each(a, a.me.bench, 20)


# 290 Tyranitar — Daunting Gaze: while it is Active, the opponent can't play Item cards from
# their hand (II-C-19; an Ability, so it stops when the Ability does, II-D-13).
@passive(290, "cant_play")
def _daunting_gaze(g, holder, inst, player, card):
    return player != holder.owner and Q.is_item(g, card) and g.players[holder.owner].active is holder


# 291 N's Purrloin — Thieving Swipe: the opponent reveals their hand; you choose 1 card there and
# it goes to the bottom of their deck (an effect on the player, not on a Pokémon, II-C-19).
@effect(401)
def _thieving_swipe(g, a):
    hand = reveal_hand(g, a.opponent)
    card = yield from pick_card(g, a.player, hand, source=a.attacker.cid,
                                prompt="Choose a card to put on the bottom of your opponent's deck")
    if card is not None:
        move_cards(g, [card], "deck_bottom")
        g.emit("to_deck", a.opponent, cards=[card], bottom=True)


# 294 N's Klink — Double Spin (also 350 Ponyta, 739 Helioptile, 822 Trapinch, 1035 Shinx, 1407
# Pikipek): 2 coins, 10 damage per heads (II-B-02).
flip_damage(404, 2, 10)
# 296 N's Klinklang — Triple Smash: 3 coins, 120 damage per heads.
flip_damage(408, 3, 120)


# 297 Magearna — Auto Heal: while it is Active, each Energy card its owner attaches from the hand
# to 1 of their Pokémon (by the turn's attachment or an effect) heals that Pokémon 90 (II-E-07:
# once per card attached, RC-170).
@trigger(297, "any_energy_attached")
def _auto_heal(g, holder, inst, mon, card, from_hand):
    if from_hand and mon.owner == holder.owner and g.players[holder.owner].active is holder:
        heal(g, mon, 90)


# 298 Hop's Corviknight — Steel Wing (also 835 Empoleon ex): 60 less damage taken during the
# opponent's next turn (P2 step 5).
takes_less_next_turn(411, 60)
# 299 Hop's Zacian ex — Brave Slash: can't be used during your next turn (II-C-15 R2).
self_lock_next_turn(413)


# 302 Salamence ex — Wide Blast: 50 damage to each of the opponent's Benched Pokémon (II-B-08).
@damage(418)
def _wide_blast(g, a):
    hit_each(a, a.opp.bench, 50)


# 306 Dudunsparce ex — Tenacious Tail: 60 damage per Pokémon ex the opponent has in play.
damage_for_each(425, 60, lambda g, a: sum(1 for m in a.opp.in_play() if mon_is_ex(m)))


# 310 Hop's Dubwool — Defiant Horn: on evolving from the hand (II-E-05), you may switch 1 of the
# opponent's Benched Pokémon into the Active Spot (II-C-05).
@on_evolve_ability(310, can_use=lambda g, mon: bool(g.players[1 - mon.owner].bench))
def _defiant_horn(g, ctx):
    yield from gust(g, ctx.player, source=310)


# 322 Lilligant — Sunny Day: attacks of your {G} and {R} Pokémon (their types now, II-D-07) do 20
# more damage to the opponent's Active Pokémon (P2 step 2, II-B-04 R2; never to the Bench,
# RC-035).  Each Lilligant adds its own 20 (the text does not say it doesn't stack).
@passive(322, "damage_dealt")
def _sunny_day(g, holder, inst, a, target):
    if (a.player == holder.owner and target is g.players[a.opponent].active
            and (Q.has_type(g, a.attacker, GRASS) or Q.has_type(g, a.attacker, FIRE))):
        return 20
    return 0


# 329 Tapu Koko ex — Linked Lightning (also 556 Cinccino): 20 more per Benched Pokémon you have.
damage_for_each(458, 20, lambda g, a: len(a.me.bench), more=True)


# 923 Floragato — Magical Leaf: a coin; heads, 30 more damage (II-B-01) and this Pokémon is
# healed 30 afterwards (step 5).
@damage(1329)
def _magical_leaf(g, a):
    a.memo["heads"] = flip(g, a.player)
    if a.memo["heads"]:
        a.damage += 30


@effect(1329)
def _magical_leaf_heal(g, a):
    if a.memo["heads"]:
        heal(g, a.attacker, 30)


# 924 Meowscarada — Showtime: once a turn, from the Bench, it switches places with your Active
# Pokémon (II-C-03: not a Retreat, no cost).
@ability(924, 0, where=BENCH_ONLY, can_use=lambda g, ctx: ctx.me.active is not None)
def _showtime(g, ctx):
    yield from switch_own(g, ctx.player, where=lambda m: m is ctx.mon, source=924)


# 1112 Super Potion: heal 60 from 1 of your damaged Pokémon (II-C-06 R4: only those can be
# chosen); since damage was healed, an Energy (1 unit, II-C-01 R4) is then discarded from it.
def _damaged_own(ctx) -> list:
    return [m for m in ctx.me.in_play() if m.damage]


@trainer(1112, can_play=lambda g, ctx: bool(_damaged_own(ctx)))
def _super_potion(g, ctx):
    mon = yield from pick_pokemon(g, ctx.player, _damaged_own(ctx), source=1112, prompt="Choose a Pokémon to heal")
    if heal(g, mon, 60):
        yield from discard_energy(g, ctx.player, mon, 1, source=1112)


# 1172 Lillie's Pearl (Tool): a Lillie's Pokémon with it, Knocked Out by damage from an
# opponent's attack, gives 1 Prize card fewer (III-14 R2; counted while it is in play).
@passive(1172, "prizes")
def _lillies_pearl(g, holder, inst, mon, ko):
    return -1 if mon is holder and ko.by_opponent_attack and _lillies(holder) else 0


# 1181 Billy & O'Nare: draw 2; then, with 10 or more cards in hand, draw 2 more.
@trainer(1181, can_play=lambda g, ctx: bool(ctx.me.deck))
def _billy_and_onare(g, ctx):
    draw(g, ctx.player, 2)
    if len(ctx.me.hand) >= 10:
        draw(g, ctx.player, 2)


# 1208 Iris's Fighting Spirit: discarding another card from the hand is the condition of play
# (P6 step 1, like II-E-30); then draw until 6.  Not playable when it would draw nothing.
@trainer(1208, can_play=lambda g, ctx: len(ctx.me.hand) >= 2 and bool(ctx.me.deck) and len(ctx.me.hand) - 2 < 6)
def _iris_fighting_spirit(g, ctx):
    yield from discard_from_hand(g, ctx.player, ctx.player, 1, source=1208, prompt="Choose a card to discard")
    draw_until(g, ctx.player, 6)


# 1254 Levincia (Stadium): once in each player's turn, that player may put 1 or 2 Basic {L}
# Energy cards from their discard pile into their hand (I-B-04 R4, II-D-05).
@stadium_ability(1254, can_use=lambda g, ctx: any(is_basic_energy(c, LIGHTNING) and leaves_discard(c)
                                                  for c in ctx.me.discard))
def _levincia(g, ctx):
    yield from recover_from_discard(g, ctx.player, basic_energy_of(LIGHTNING), up_to=2, source=1254,
                                    prompt="Choose up to 2 Basic {L} Energy cards")
