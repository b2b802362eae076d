"""Journey Together (JTG).  Cards are named by ID and attack/ability name; texts are not
copied here — see the card database or the official card list for the wording."""

from ...effects import *  # noqa: F401,F403

_hops = mon_of_trainer("Hop")
_ns = mon_of_trainer("N")


# 272 Lillie's Clefairy ex — Fairy Zone (applied ×2 at P2 step 3).
@passive(272, "weakness",
         text="Every {N} Pokémon the opponent has in play has Weakness to {P} (×2) instead of its printed "
              "Weakness.")
def _fairy_zone(g, holder, inst, mon, weakness):
    if mon.owner != holder.owner and Q.has_type(g, mon, DRAGON):
        return PSYCHIC
    return weakness


# 280 Lillie's Comfey — Fade Out (also 1071 Meowth ex — Tuck Tail) (II-C-02).
@effect(385, text="Return the attacker and every card attached to it to the hand.")
def _fade_out(g, a):
    return_to_hand(g, a.attacker)


# 293 N's Zoroark ex — Night Joker (II-C-18, II-D-06).
@damage(403, text="Pick an attack of one of your Benched N's Pokémon and use it in place of this one.")
def _night_joker(g, a):
    yield from copy_chosen_attack(g, a, [m for m in a.me.bench if _ns(m)])


# 293 N's Zoroark ex — Trade (II-E-30; RC-006, RC-228, RC-229; not usable with an empty hand or deck).
def _discard_a_card(g, ctx):
    got = yield from discard_from_hand(g, ctx.player, ctx.player, 1, source=293,
                                       prompt="Choose a card to discard")
    return bool(got)


@ability(293, 0, can_use=lambda g, ctx: bool(ctx.me.hand) and bool(ctx.me.deck), cost=_discard_a_card,
         text="Once per turn: discard a card from the hand to draw 2 cards.")
def _trade(g, ctx):
    draw(g, ctx.player, 2)


# 298 Hop's Corviknight — Shoot Through (also 1031 Mega Starmie ex — Jetting Blow) (II-B-08).
bench_hit(410, 50)
# 304 Hop's Snorlax — Dynamic Press (II-B-09).
self_damage(422, 80)
# 304 Hop's Snorlax — Extra Helpings (P2 step 2; II-E-15).
active_damage_boost(304, 30, _hops, stack=False,
                    text="Attacks of your Hop's Pokémon do 30 extra damage to the opponent's Active (before "
                         "Weakness and Resistance). Several of these Abilities give only 30.")


# 276 Metagross — Conjoined Beams.
more_damage_if(379, 150, lambda g, a: {"Beldum", "Metang"} <= {m.name for m in a.me.bench},
               when="both a Beldum and a Metang are on your Bench")


# 307 Hop's Rookidee — Intimidating Stare (also 917 Chikorita — Growl) (an effect on that attacker: P2
# step 2, II-B-05 R4, II-E-01).
defender_does_less_next_turn(427, 20)


# 311 Hop's Cramorant — Fickle Spitting (II-D-01 (b)).
@damage(433, text="Unless the opponent has 3 or 4 Prize cards left, the attack does nothing.")
def _fickle_spitting(g, a):
    if len(a.opp.prizes) not in (3, 4):
        a.fail()


# 326 Blaziken ex — Seething Spirit (II-C-09).
@ability(326, 0, can_use=lambda g, ctx: any(map(is_basic_energy, ctx.me.discard)),
         text="Once per turn: attach a Basic Energy from the discard pile to one of your Pokémon.")
def _seething_spirit(g, ctx):
    yield from attach_from(g, ctx.player, "discard", is_basic_energy, ctx.me.in_play(), exactly=1,
                           source=326, prompt="Choose a Basic Energy to attach")


# 1113 N's PP Up (II-C-09; not playable without both).
def _benched_ns(ctx) -> list:
    return [m for m in ctx.me.bench if _ns(m)]


@trainer(1113, can_play=lambda g, ctx: bool(_benched_ns(ctx))
         and any(map(is_basic_energy, ctx.me.discard)),
         text="Attach a Basic Energy from the discard pile to one of your Benched N's Pokémon.")
def _ns_pp_up(g, ctx):
    yield from attach_from(g, ctx.player, "discard", is_basic_energy, _benched_ns(ctx), exactly=1,
                           source=1113, prompt="Choose a Basic Energy to attach")


# 1115 Hop's Bag (II-C-11; not playable with a full Bench, R4).
@trainer(1115, can_play=lambda g, ctx: bool(ctx.me.deck) and bench_space(g, ctx.player) > 0,
         text="Bench at most 2 Basic Hop's Pokémon from the deck, then shuffle the deck.")
def _hops_bag(g, ctx):
    yield from search_to_bench(g, ctx.player, both(is_basic_pokemon, trainers_pokemon_card("Hop")), up_to=2,
                               source=1115, prompt="Choose up to 2 Basic Hop's Pokémon")


# 1171 Hop's Choice Band (Tool) (II-D-12, RC-132; P2 step 2, RC-124).
@passive(1171, "attack_cost",
         text="Attacks of the Hop's Pokémon holding this card cost {C} less, and they do 30 extra damage to "
              "the opponent's Active (before Weakness and Resistance).")
def _choice_band_cost(g, holder, inst, mon, attack):
    return -1 if mon is holder and _hops(mon) else 0


@passive(1171, "damage_dealt")
def _choice_band_damage(g, holder, inst, a, target):
    if a.attacker is holder and _hops(holder) and target is g.players[a.opponent].active:
        return 30
    return 0


# 1210 Brock's Scouting.
def _two_basics_or_one_evolution(chosen, c) -> bool:
    return not chosen or (is_basic_pokemon(chosen[0]) and is_basic_pokemon(c))


@trainer(1210, can_play=lambda g, ctx: bool(ctx.me.deck),
         text="Search the deck for either 1 Evolution Pokémon or at most 2 Basic Pokémon, show them and add "
              "them to the hand, then shuffle the deck.")
def _brocks_scouting(g, ctx):
    yield from search_to_hand(g, ctx.player, is_pokemon, up_to=2, allowed=_two_basics_or_one_evolution,
                              source=1210, prompt="Choose up to 2 Basic Pokémon or 1 Evolution Pokémon")


# 1253 N's Castle (II-D-13 R3: this beats any "more").
@passive(1253, "no_retreat_cost", text="N's Pokémon in play (on both sides) have no Retreat Cost.")
def _ns_castle(g, holder, inst, mon):
    return _ns(mon)


# 1255 Postwick (P2 step 2).
active_damage_boost(1255, 30, _hops, either_player=True,
                    text="Attacks of any player's Hop's Pokémon do 30 extra damage to that player's "
                         "opponent's Active (before Weakness and Resistance).")


# 14 Spiky Energy (II-E-03, RC-161).
energy(14, provides=lambda g, mon, inst: (COLORLESS_BIT,),
       text="Provides 1 {C} Energy. Whenever an opponent's attack damages the Pokémon carrying it while it is "
            "Active (even a Knock Out), the Pokémon that attacked gets 2 damage counters.")


@trigger(14, "damaged_by_attack")
def _spiky_energy(g, holder, inst, a, dealt):
    if a.player != holder.owner and g.players[holder.owner].active is holder:
        put_counters(g, a.attacker, 2, by=holder.owner)


# 255 Maractus — Exploding Needles (II-E-04 R3, RC-162).
@trigger(255, "knocked_out",
         text="When the damage of an opponent's attack Knocks Out this Pokémon while it is Active, the "
              "Pokémon that attacked gets 6 damage counters.")
def _exploding_needles(g, holder, inst, ko):
    if ko.by_opponent_attack and g.players[holder.owner].active is holder:
        put_counters(g, ko.attack.attacker, 6, by=holder.owner, kind="ability")


# 1209 Ruffian (II-D-04 R3, RC-111; not playable when no opposing Pokémon has either).
def _ruffian_targets(g, ctx) -> list:
    return [m for m in ctx.opp.in_play() if (m.tools or any(is_special_energy(e) for e in m.energy))
            and not Q.trainer_effects_prevented(g, ctx.player, 1209, m)]


@trainer(1209, can_play=lambda g, ctx: bool(_ruffian_targets(g, ctx)),
         text="Choose one of the opponent's Pokémon; discard one Pokémon Tool and one Special Energy attached "
              "to it (whichever it has).")
def _ruffian(g, ctx):
    mon = yield from pick_pokemon(g, ctx.player, _ruffian_targets(g, ctx), source=1209,
                                  prompt="Discard a Tool and a Special Energy from which Pokémon?")
    if mon.tools:
        tool = yield from pick_card(g, ctx.player, mon.tools, source=1209, prompt="Choose the Tool")
        discard_tool(g, mon, tool)
    yield from discard_energy(g, ctx.player, mon, 1, is_special_energy, cards=True, source=1209)


# 286 Rockruff — Dig It Up (II-C-20; RC-047; nothing was searched, so no shuffle (RC-047)).
@effect(393, text="Look at the deck's top card; you may discard it.")
def _dig_it_up(g, a):
    top = look_top(g, a.player, 1)
    if top:
        got = yield from pick_cards(g, a.player, top, up_to=1, at_least=0, source=a.attacker.cid,
                                    prompt="Discard the top card of your deck?")
        if got:
            mill(g, a.player, 1)


# 280 Lillie's Comfey — Inviting Flowers (II-C-11 R5, RC-073).
@effect(384,
        text="You may bench as many Basic Lillie's Pokémon from the deck as you like, then shuffle the deck.")
def _inviting_flowers(g, a):
    yield from search_to_bench(g, a.player, both(is_basic_pokemon, trainers_pokemon_card("Lillie")),
                               up_to=Q.bench_size(g, a.player), source=a.attacker.cid,
                               prompt="Choose Basic Lillie's Pokémon to put onto your Bench")


# 256 Magmortar — Searing Flame.
coin_condition(352, "burned")


# 256 Magmortar — Magma Surge (II-E-17, RC-196, RC-197).  Not on a Pokémon its Abilities can't reach (1040
# Mega Clefable ex — Luminous Wing).
@passive(256, "burn_more",
         text="At each Pokémon Checkup, Burn puts 3 extra damage counters on each Burned Pokémon of the "
              "opponent.")
def _magma_surge(g, holder, inst, mon):
    return 3 if mon.owner != holder.owner and ability_affects(g, holder.owner, mon) else 0


# 273 Banette — Cursed Words (II-E-36 R4, RC-248).  An effect on the player, not on a Pokémon.
@effect(372, text="The opponent picks 3 cards of their hand and shuffles those into their deck.")
def _cursed_words(g, a):
    chosen = yield from pick_cards(g, a.opponent, a.opp.hand, exactly=3, source=a.attacker.cid,
                                   prompt="Choose 3 cards to shuffle into your deck")
    if chosen:
        shuffle_into_deck(g, a.opponent, chosen)


# 277 N's Sigilyph — Victory Symbol (II-E-38 R1).
@effect(381, text="When this attack is used while you have just 1 Prize card left, you win the game.")
def _victory_symbol(g, a):
    if len(a.me.prizes) == 1:
        win(g, a.player)


# 1114 Redeemable Ticket (II-E-35, RC-243).
@trainer(1114, can_play=lambda g, ctx: bool(ctx.me.prizes),
         text="Shuffle all your Prize cards and place them under the deck; then the same number of cards from "
              "the deck's top become your new face-down Prize cards.")
def _redeemable_ticket(g, ctx):
    count = len(ctx.me.prizes)
    shuffle_to_bottom(g, ctx.player, ctx.me.prizes[:])
    for _ in range(count):
        ctx.me.prizes.append(ctx.me.deck.pop())
    g.emit("prizes_reset", ctx.player, count=count)


# -- pool coverage (P7) ----------------------------------------------------------------------
_ionos = mon_of_trainer("Iono")
_lillies = mon_of_trainer("Lillie")


# 253 Metapod — Harden (II-C-16, step 6).  The only "prevent damage of N or less" text in the pool, so its
# lasting kind lives here.
@lasting("prevent_damage_up_to", "prevent_damage_of")
def _prevent_damage_up_to(g, e, a, target, dmg):
    return target.uid == e.target and a.player != target.owner and dmg <= e.value


@effect(349,
        text="In the opponent's next turn, attack damage of 60 or less done to the attacker is prevented.")
def _harden(g, a):
    on_pokemon(g, "prevent_damage_up_to", a.attacker, OPPONENT_NEXT_TURN, 60, a=a)


# 254 Butterfree — Scale Hurricane (II-B-02).
@damage(350,
        text="Flip 4 coins: 60 damage per heads. With 2 or more heads, the Defending Pokémon also becomes "
             "Paralyzed.")
def _scale_hurricane(g, a):
    a.memo["heads"] = flips(g, a.player, 4)
    a.damage = 60 * a.memo["heads"]


@effect(350)
def _scale_hurricane_paralysis(g, a):
    if a.memo["heads"] >= 2:
        inflict_defender(g, a, "paralyzed")


# 258 N's Darmanitan — Back Draft (II-B-02, II-E-39).
damage_for_each(355, 30, lambda g, a: count_in(a.opp.discard, is_basic_energy),
                per="Basic Energy card in the opponent's discard pile")
# 258 N's Darmanitan — Flamebody Cannon (no Weakness/Resistance, II-B-08; II-D-03, step 5).
bench_hit(356, 90)


discard_all_own_energy(356)


# 259 Volcanion ex — Scalding Steam (I-A-02 P3 step 1; not offered when it already is).
def _scalding_steam_usable(g, ctx) -> bool:
    opp = ctx.opp.active
    return opp is not None and not opp.burn and ability_affects(g, ctx.player, opp)


@ability(259, 0, where=ACTIVE_ONLY, can_use=_scalding_steam_usable,
         text="Once per turn, while this Pokémon is Active: the opponent's Active Pokémon becomes Burned.")
def _scalding_steam(g, ctx):
    inflict(g, ctx.opp.active, "burned")


# 262 Ludicolo — Vibrant Dance (II-D-15; II-E-15).
@passive(262, "max_hp", stack=False,
         text="All your Pokémon in play have +40 HP. Several of these Abilities give only 40.")
def _vibrant_dance(g, holder, inst, mon):
    return 40 if mon.owner == holder.owner else 0


# 264 Wailord — Hydro Pump (II-B-01; counted in units).
damage_for_each(362, 50, lambda g, a: count_energy(g, a.attacker, WATER), more=True,
                per="{W} Energy on the attacker")
# 265 Iono's Voltorb — Voltaic Chain (units, II-B-01).
damage_for_each(363, 20, lambda g, a: sum(count_energy(g, m, LIGHTNING) for m in a.me.in_play() if _ionos(m)),
                more=True, per="{L} Energy attached to your Iono's Pokémon")
# 266 Iono's Electrode — Thump-Thump Boom (II-B-09; an attack effect, II-C-17).
self_damage(364, 100,
            text="The attacker takes 100 damage itself. Then flip a coin; on heads, the Defending Pokémon is "
                 "Knocked Out.")


@effect(364)
def _thump_thump_boom(g, a):
    target = a.opp.active
    if flip(g, a.player) and target is not None and a.affects(target):
        knock_out(g, target)


# 267 N's Joltik — Zapping Short (II-E-09).
@damage(366,
        text="Before the damage, every Pokémon Tool attached to the Defending Pokémon is discarded; if any "
             "was, the Defending Pokémon becomes Paralyzed.")
def _zapping_short(g, a):
    target = a.opp.active
    if target is not None and target.tools and a.affects(target):
        a.memo["tools_discarded"] = bool(discard_tool(g, target))


@effect(366)
def _zapping_short_paralysis(g, a):
    if a.memo.get("tools_discarded"):
        inflict_defender(g, a, "paralyzed")


# 269 Iono's Bellibolt ex — Electric Streamer (RC-179; II-C-9; not the turn's attachment, R3).
def _iono_targets(g, ctx) -> list:
    return [m for m in ctx.me.in_play() if _ionos(m) and not Q.attach_from_hand_blocked(g, m)]


@ability(269, 0, limit=UNLIMITED, can_use=lambda g, ctx: any(is_basic_energy(c, LIGHTNING) for c in ctx.me.hand)
         and bool(_iono_targets(g, ctx)),
         text="Any number of times in your turn: attach a Basic {L} Energy from the hand to one of your "
              "Iono's Pokémon.")
def _electric_streamer(g, ctx):
    yield from attach_from(g, ctx.player, "hand", basic_energy_of(LIGHTNING), _iono_targets(g, ctx), exactly=1,
                           source=269, prompt="Choose a Basic {L} Energy card to attach")


# 271 Iono's Kilowattrel — Flashing Draw (II-E-30, II-E-39).  Not offered when nothing would be drawn.
def _discard_basic_lightning_from_self(g, ctx):
    got = yield from discard_energy(g, ctx.player, ctx.mon, 1, basic_energy_of(LIGHTNING), cards=True, source=271)
    return bool(got)


@ability(271, 0, cost=_discard_basic_lightning_from_self,
         can_use=lambda g, ctx: any(is_basic_energy(e, LIGHTNING) for e in ctx.mon.energy)
         and bool(ctx.me.deck) and len(ctx.me.hand) < 6,
         text="Once per turn: discard one Basic {L} Energy card from this Pokémon to draw until the hand has "
              "6 cards.")
def _flashing_draw(g, ctx):
    draw_until(g, ctx.player, 6)


# 278 Lillie's Cutiefly — Hold Still (also 346 Applin, 511 Tynamo, 560 Cottonee, 768 Milcery) (II-C-06).
heal_self(382, 10)


# 279 Lillie's Ribombee — Inviting Wink (II-E-05; II-C-11 R5; not played from the hand, so no II-E-06
# trigger).  Offered only when the opponent has a hand and Bench room.
@on_evolve_ability(279, can_use=lambda g, mon: bool(g.players[1 - mon.owner].hand)
                   and bench_space(g, 1 - mon.owner) > 0,
                   text="When you evolve one of your Pokémon with this card from your hand in your turn, you "
                        "may have the opponent show their hand, and bench any number of the Basic Pokémon in "
                        "it onto their Bench.")
def _inviting_wink(g, ctx):
    hand = reveal_hand(g, ctx.opponent)
    chosen = yield from pick_cards(g, ctx.player, [c for c in hand if is_basic_pokemon(c)],
                                   up_to=bench_space(g, ctx.opponent), at_least=0, source=279,
                                   prompt="Choose Basic Pokémon to put onto your opponent's Bench")
    for c in chosen:
        yield from put_onto_bench(g, ctx.opponent, c)


# 283 Mamoswine ex — Rumbling March (II-B-01).
damage_for_each(390, 40, lambda g, a: sum(1 for m in a.me.bench if mon_stage(2)(m)), more=True,
                per="Stage 2 Pokémon you have on the Bench")


# 283 Mamoswine ex — Mammoth Hauler (I-H R2: the search may find none; II-E-19 R2).
@ability(283, 0, can_use=lambda g, ctx: bool(ctx.me.deck),
         text="Once per turn: search the deck for a Pokémon, show it and add it to the hand, then shuffle the "
              "deck.")
def _mammoth_hauler(g, ctx):
    yield from search_to_hand(g, ctx.player, is_pokemon, source=283, prompt="Choose a Pokémon")


# 287 Lycanroc — Clamping Fangs.
damage_for_each(395, 40, lambda g, a: a.opp.active.counters if a.opp.active is not None else 0, more=True,
                per="damage counter on the Defending Pokémon")


# 287 Lycanroc — Spike-Clad (II-E-05; II-C-09, II-D-05: at least 1 once used).
_spiky_energy_card = named("Spiky Energy")


@on_evolve_ability(287, can_use=lambda g, mon: any(_spiky_energy_card(c) for c in g.players[mon.owner].discard),
                   text="When you evolve one of your Pokémon with this card from your hand in your turn, you "
                        "may attach 1 or 2 Spiky Energy from the discard pile to this Pokémon.")
def _spike_clad(g, ctx):
    yield from attach_from(g, ctx.player, "discard", _spiky_energy_card, [ctx.mon], up_to=2, at_least=1,
                           source=287, prompt="Choose Spiky Energy cards to attach")


# 288 Hop's Silicobra — Turf Maker.
search_deck_for(396, is_stadium, prompt="Choose a Stadium card",
                text="Search the deck for a Stadium, show it and add it to the hand, then shuffle the deck.")


# 289 Hop's Sandaconda — Break Ground (II-B-08; no Weakness/Resistance on the Bench).
@damage(399,
        text="Also 20 damage to every Pokémon on your own Bench (no Weakness or Resistance on the Bench).")
def _break_ground(g, a):
    hit_each(a, a.me.bench, 20)


# 290 Tyranitar — Daunting Gaze (II-C-19; an Ability, so it stops when the Ability does, II-D-13).
@passive(290, "cant_play", text="While this Pokémon is Active, the opponent can't play Items from their hand.")
def _daunting_gaze(g, holder, inst, player, card):
    return player != holder.owner and Q.is_item(g, card) and g.players[holder.owner].active is holder


# 291 N's Purrloin — Thieving Swipe (an effect on the player, not on a Pokémon, II-C-19).
@effect(401, text="The opponent shows their hand; pick one card from it to go to the bottom of their deck.")
def _thieving_swipe(g, a):
    hand = reveal_hand(g, a.opponent)
    card = yield from pick_card(g, a.player, hand, source=a.attacker.cid,
                                prompt="Choose a card to put on the bottom of your opponent's deck")
    if card is not None:
        move_cards(g, [card], "deck_bottom")
        g.emit("to_deck", a.opponent, cards=[card], bottom=True)


# 294 N's Klink — Double Spin (also 350 Ponyta, 739 Helioptile, 822 Trapinch, 1035 Shinx, 1407 Pikipek)
# (II-B-02).
flip_damage(404, 2, 10)
# 296 N's Klinklang — Triple Smash.
flip_damage(408, 3, 120)


# 297 Magearna — Auto Heal (II-E-07: once per card attached, RC-170).
@trigger(297, "any_energy_attached",
         text="While this Pokémon is Active, each time you put an Energy card from the hand onto one of your "
              "Pokémon, that Pokémon heals 90 damage.")
def _auto_heal(g, holder, inst, mon, card, from_hand):
    if from_hand and mon.owner == holder.owner and g.players[holder.owner].active is holder:
        heal(g, mon, 90)


# 298 Hop's Corviknight — Steel Wing (also 835 Empoleon ex) (P2 step 5).
takes_less_next_turn(411, 60)
# 299 Hop's Zacian ex — Brave Slash (II-C-15 R2).
self_lock_next_turn(413)


# 302 Salamence ex — Wide Blast (II-B-08).
@damage(418,
        text="Do 50 damage to each of the opponent's Benched Pokémon (no Weakness or Resistance on the "
             "Bench).")
def _wide_blast(g, a):
    hit_each(a, a.opp.bench, 50)


# 306 Dudunsparce ex — Tenacious Tail.
damage_for_each(425, 60, lambda g, a: sum(1 for m in a.opp.in_play() if mon_is_ex(m)),
                per="Pokémon ex the opponent has in play")


# 310 Hop's Dubwool — Defiant Horn (II-E-05; II-C-05).
@on_evolve_ability(310, can_use=lambda g, mon: bool(g.players[1 - mon.owner].bench),
                   text="When you evolve one of your Pokémon with this card from your hand in your turn, you "
                        "may bring one of the opponent's Benched Pokémon into their Active Spot.")
def _defiant_horn(g, ctx):
    yield from gust(g, ctx.player, source=310)


# 322 Lilligant — Sunny Day (their types now, II-D-07; P2 step 2, II-B-04 R2; never to the Bench, RC-035).
#  Each Lilligant adds its own 20 (the text does not say it doesn't stack).
@passive(322, "damage_dealt",
         text="Attacks of your {G} and {R} Pokémon do 20 extra damage to the opponent's Active (before "
              "Weakness and Resistance).")
def _sunny_day(g, holder, inst, a, target):
    if (a.player == holder.owner and target is g.players[a.opponent].active
            and (Q.has_type(g, a.attacker, GRASS) or Q.has_type(g, a.attacker, FIRE))):
        return 20
    return 0


# 329 Tapu Koko ex — Linked Lightning (also 556 Cinccino).
damage_for_each(458, 20, lambda g, a: len(a.me.bench), more=True, per="Pokémon on your Bench")


# 923 Floragato — Magical Leaf (II-B-01).
@damage(1329, text="Flip a coin. If heads, 30 extra damage, and the attacker heals 30 damage afterwards.")
def _magical_leaf(g, a):
    a.memo["heads"] = flip(g, a.player)
    if a.memo["heads"]:
        a.damage += 30


@effect(1329)
def _magical_leaf_heal(g, a):
    if a.memo["heads"]:
        heal(g, a.attacker, 30)


# 924 Meowscarada — Showtime (II-C-03: not a Retreat, no cost).
@ability(924, 0, where=BENCH_ONLY, can_use=lambda g, ctx: ctx.me.active is not None,
         text="Once per turn, while this Pokémon sits on your Bench: swap it with your Active Pokémon.")
def _showtime(g, ctx):
    yield from switch_own(g, ctx.player, where=lambda m: m is ctx.mon, source=924)


# 1112 Super Potion (II-C-06 R4: only those can be chosen; 1 unit, II-C-01 R4).
def _damaged_own(ctx) -> list:
    return [m for m in ctx.me.in_play() if m.damage]


@trainer(1112, can_play=lambda g, ctx: bool(_damaged_own(ctx)),
         text="One of your Pokémon heals 60 damage; if it healed any, discard an Energy attached to it.")
def _super_potion(g, ctx):
    mon = yield from pick_pokemon(g, ctx.player, _damaged_own(ctx), source=1112, prompt="Choose a Pokémon to heal")
    if heal(g, mon, 60):
        yield from discard_energy(g, ctx.player, mon, 1, source=1112)


# 1172 Lillie's Pearl (Tool) (III-14 R2; counted while it is in play).
@passive(1172, "prizes",
         text="If the damage of an opponent's attack Knocks Out the Lillie's Pokémon holding this card, the "
              "opponent takes 1 Prize card fewer for it.")
def _lillies_pearl(g, holder, inst, mon, ko):
    return -1 if mon is holder and ko.by_opponent_attack and _lillies(holder) else 0


# 1181 Billy & O'Nare.
@trainer(1181, can_play=lambda g, ctx: bool(ctx.me.deck),
         text="Draw 2 cards; then, if the hand holds at least 10 cards, draw 2 more.")
def _billy_and_onare(g, ctx):
    draw(g, ctx.player, 2)
    if len(ctx.me.hand) >= 10:
        draw(g, ctx.player, 2)


# 1208 Iris's Fighting Spirit (P6 step 1, like II-E-30).  Not playable when it would draw nothing.
@trainer(1208, can_play=lambda g, ctx: len(ctx.me.hand) >= 2 and bool(ctx.me.deck) and len(ctx.me.hand) - 2 < 6,
         text="Play it by discarding another card from the hand. Draw until the hand has 6 cards.")
def _iris_fighting_spirit(g, ctx):
    yield from discard_from_hand(g, ctx.player, ctx.player, 1, source=1208, prompt="Choose a card to discard")
    draw_until(g, ctx.player, 6)


# 1254 Levincia (Stadium) (I-B-04 R4, II-D-05).
@stadium_ability(1254, can_use=lambda g, ctx: any(is_basic_energy(c, LIGHTNING) and leaves_discard(c)
                                                  for c in ctx.me.discard),
                 text="Each player, once in each of their turns, may return 1 or 2 Basic {L} Energy from "
                      "their discard pile to their hand.")
def _levincia(g, ctx):
    yield from recover_from_discard(g, ctx.player, basic_energy_of(LIGHTNING), up_to=2, source=1254,
                                    prompt="Choose up to 2 Basic {L} Energy cards")
