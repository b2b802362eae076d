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


@effect(403)
def _night_joker_effects(g, a):
    yield from copy_attack_effect(g, a)


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


# 307 Hop's Rookidee — Intimidating Stare (also 917 Chikorita — Growl): during the opponent's
# next turn the Defending Pokémon's attacks do 20 less damage, before Weakness and Resistance
# (an effect on that attacker: P2 step 2, II-B-05 R4, II-E-01).
@effect(427)
def _intimidating_stare(g, a):
    on_pokemon(g, "damage_dealt", a.opp.active, OPPONENT_NEXT_TURN, -20, a=a)


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
# several "more" effects add up, after any "becomes N" (II-E-17, RC-196, RC-197).
@passive(256, "burn_more")
def _magma_surge(g, holder, inst, mon):
    return 3 if mon.owner != holder.owner else 0


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
    g.emit(f"P{ctx.player + 1} sets {count} new Prize card(s) from the top of their deck")
