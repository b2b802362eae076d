"""Twilight Masquerade (TWM)."""

from ...cards.db import CARD_LIST
from ...effects import *  # noqa: F401,F403
from ...rules.evolution import ONLY_BY_NAMED_EFFECT


# 33 Froakie — Flock: up to 2 Froakie from the deck onto the Bench; shuffle (II-C-11 R3).
@effect(23)
def _flock(g, a):
    yield from search_to_bench(g, a.player, named("Froakie"), up_to=2, source=a.attacker.cid)


# 34 Frogadier — Numbing Water (also Litten, Magneton): flip; heads: Paralyzed.
coin_condition(25, "paralyzed")


# 90 Thwackey — Boom Boom Groove: if your Active has Festival Lead, search a card.
@ability(90, 0, can_use=lambda g, ctx: bool(ctx.me.deck) and ctx.me.active is not None
         and has_ability_named(g, ctx.me.active, "Festival Lead"))
def _boom_boom_groove(g, ctx):
    yield from search_to_hand(g, ctx.player, any_card, exactly=1, source=90, prompt="Choose any card")


# 91 Rillaboom — Drum Beating: during the opponent's next turn the Defending Pokémon's
# attacks cost {C} more and its Retreat Cost is {C} more (II-D-11).
@effect(112)
def _drum_beating(g, a):
    target = a.opp.active
    if on_pokemon(g, "attack_cost_more", target, OPPONENT_NEXT_TURN, 1, a=a):
        on_pokemon(g, "retreat_cost_more", target, OPPONENT_NEXT_TURN, 1, a=a)


# 113 Timburr — Best Punch: flip; tails: the attack does nothing (II-D-01 (b), RC-102).
coin_or_nothing(142)


# 114 Gurdurr — Superpower: you may do 30 more damage; if you do, 30 damage to itself.
@damage(144)
def _superpower(g, a):
    if (yield from yes_no(g, a.player, "Do 30 more damage (and 30 to this Pokémon)?", a.attacker.cid)):
        a.damage += 30
        a.self_damage = 30


# 115 Conkeldurr — Tantrum: this Pokémon is now Confused.
self_condition(145, "confused")


# 115 Conkeldurr — Gutsy Swing: with a Special Condition, its cost is ignored (II-E-32).
attack_rule(146, cost=lambda g, mon, atk: () if mon.has_condition() else None)


def _stadium_is(g, name: str) -> bool:
    return g.stadium is not None and CARD_LIST[g.stadium >> 7].name == name


# 12 Legacy Energy: one unit of every type (II-D-08, RC-121).  The first time in the game
# that one of its owner's Pokémon is Knocked Out by damage from an opponent's attack with a
# Legacy Energy attached, the opponent takes 1 Prize card fewer (III-14 R1/R2).  The
# once-per-game use is noted at P8 step 2 against that card and Pokémon, and read when the
# Prize count is worked out (step 4), so two attached Legacy Energy still give only -1.
energy(12, provides=lambda g, mon, inst: (ALL_TYPES,))


def _legacy_use(mon, inst) -> str:
    return f"Legacy Energy {inst}@{mon.uid}"


@trigger(12, "knocked_out")
def _legacy_energy_spent(g, holder, inst, ko):
    used = g.players[holder.owner].once_per_game
    if ko.by_opponent_attack and not any(u.startswith("Legacy Energy") for u in used):
        used.append(_legacy_use(holder, inst))


@passive(12, "prizes")
def _legacy_energy_prizes(g, holder, inst, mon, ko):
    spent_here = _legacy_use(holder, inst) in g.players[holder.owner].once_per_game
    return -1 if mon is holder and spent_here else 0


# 31 Chi-Yu — Allure: draw 2 cards.
draw_cards(19, 2)


# 31 Chi-Yu — Ground Melter: 60 more damage with a Stadium in play (II-B-01); then that
# Stadium is discarded.
@damage(20)
def _ground_melter(g, a):
    if g.stadium is not None:
        a.damage += 60
        a.memo["stadium"] = g.stadium


@effect(20)
def _ground_melter_discard(g, a):
    if g.stadium is not None and g.stadium == a.memo.get("stadium"):
        yield from discard_stadium(g)


# 43 Eevee — Quick Attack (also 92 Applin — Tumbling Attack): flip; heads +20 (II-B-01).
coin_more_damage(40, 20)


# 43 Eevee — Ascension (also 344 Dwebble): evolve this Pokémon from the deck, then shuffle
# (II-C-12; allowed the turn it came into play, R3).
@effect(39)
def _ascension(g, a):
    yield from evolve_from_deck(g, a.player, [a.attacker], source=a.attacker.cid)


# 44 Bloodmoon Ursaluna ex — Blood Moon (also 184 Latias ex — Eon Blade, 326 Blaziken ex —
# Smolder-sault, 906 N's Zekrom — Rampaging Thunder): no attacks next turn (II-C-15 R1).
cant_attack_next_turn(41)


# 93 Dipplin — Do the Wave: 20 damage for each of your Benched Pokémon (II-B-02).
@damage(115)
def _do_the_wave(g, a):
    a.damage = 20 * len(a.me.bench)


# 93 Dipplin, 100 Goldeen — Festival Lead: with Festival Grounds in play, after a first
# attack that Knocks Out the Defending Pokémon this Pokémon may attack again, once the
# opponent has promoted (the attack procedure asks, see rules/attack.py).
@passive(93, "extra_attack")
def _festival_lead(g, holder, inst, attacker):
    return attacker is holder and _stadium_is(g, "Festival Grounds")


# 96 Teal Mask Ogerpon ex — Myriad Leaf Shower: 30 more for each Energy (in units) attached
# to both Active Pokémon (II-B-01, III-17).
@damage(120)
def _myriad_leaf_shower(g, a):
    actives = [m for m in (a.me.active, a.opp.active) if m is not None]
    a.damage += 30 * sum(count_energy(g, m) for m in actives)


# 96 Teal Mask Ogerpon ex — Teal Dance: attach a Basic {G} Energy card from hand to this
# Pokémon (an attachment from hand, II-C-09 R4); if it was attached, draw a card.
_basic_grass = basic_energy_of(GRASS)


@ability(96, 0, can_use=lambda g, ctx: any(_basic_grass(c) for c in ctx.me.hand))
def _teal_dance(g, ctx):
    card = yield from pick_card(g, ctx.player, [c for c in ctx.me.hand if _basic_grass(c)], source=96,
                                prompt="Choose a Basic {G} Energy to attach")
    yield from attach(g, ctx.mon, card, from_hand=True)
    if card in ctx.mon.energy:
        draw(g, ctx.player, 1)


# 99 Hearthflame Mask Ogerpon ex — Wrathful Hearth (also 303 N's Reshiram — Powerful Rage):
# 20 damage for each damage counter on this Pokémon (II-B-02, III-17).
@damage(124)
def _wrathful_hearth(g, a):
    a.damage = 20 * a.attacker.counters


# 108 Wellspring Mask Ogerpon ex — Torrential Pump: you may shuffle 3 Energy (units) from
# this Pokémon into your deck; if you do, also 120 to 1 of the opponent's Benched Pokémon
# (no Weakness/Resistance, II-B-08).  Without 3 Energy the "if you do" part can't happen
# (II-E-10 R2).  Chosen before damage, since the Bench damage is dealt with the rest.
@damage(136)
def _torrential_pump(g, a):
    if count_energy(g, a.attacker) < 3:
        return
    if not (yield from yes_no(g, a.player, "Shuffle 3 Energy from this Pokémon into your deck?",
                              a.attacker.cid)):
        return
    cards = yield from choose_energy_cards(g, a.player, a.attacker, 3, source=a.attacker.cid,
                                           prompt="Choose Energy to shuffle into your deck")
    shuffle_into_deck(g, a.player, cards)
    yield from hit_chosen(g, a, 120, bench_only=True)


# 112 Munkidori — Mind Bend: the opponent's Active Pokémon is now Confused.
condition(141, "confused")


# 112 Munkidori — Adrena-Brain: with any {D} Energy attached (every-type Energy counts,
# RC-122), move 1 to 3 damage counters (II-D-05) from 1 of your Pokémon to 1 of the
# opponent's (II-C-08; a KO this causes is processed at once, I-D R2 (c)).
def _adrena_brain_usable(g, ctx):
    return (any(provides_type(g, ctx.mon, e, DARKNESS) for e in ctx.mon.energy)
            and any(m.counters for m in ctx.me.in_play()) and bool(ctx.opp.in_play()))


@ability(112, 0, can_use=_adrena_brain_usable)
def _adrena_brain(g, ctx):
    src = yield from pick_pokemon(g, ctx.player, [m for m in ctx.me.in_play() if m.counters], source=112,
                                  prompt="Move damage counters from which of your Pokémon?")
    dst = yield from pick_pokemon(g, ctx.player, ctx.opp.in_play(), source=112,
                                  prompt="Move them to which of your opponent's Pokémon?")
    n = yield from pick_number(g, ctx.player, 1, min(3, src.counters), "How many damage counters?", 112)
    move_counters(g, src, dst, n)


# 117 Cornerstone Mask Ogerpon ex — Demolish (also 1031 Mega Starmie ex — Nebula Beam): no
# Weakness/Resistance and no effects on the Defending Pokémon (II-B-06, II-B-07).
@damage(148)
def _demolish(g, a):
    a.ignore_weakness_resistance()
    a.ignore_defender_effects = True


# 117 Cornerstone Mask Ogerpon ex — Cornerstone Stance: no damage from attacks of the
# opponent's Pokémon that have an Ability now (II-C-16, RC-140).
@passive(117, "prevent_damage")
def _cornerstone_stance(g, holder, inst, a, target):
    return target is holder and a.player != holder.owner and has_any_ability(g, a.attacker)


# 120 Drakloak — Recon Directive: of the top 2 cards, 1 into the hand (any card: exactly
# one, I-H R2) and the other to the bottom of the deck.
@ability(120, 0, can_use=lambda g, ctx: bool(ctx.me.deck))
def _recon_directive(g, ctx):
    got, top = yield from take_from_top(g, ctx.player, 2, any_card, exactly=1, source=120,
                                        prompt="Choose the card to put into your hand")
    move_cards(g, got, "hand")
    move_cards(g, [c for c in top if c not in got], "deck_bottom")


# 121 Dragapult ex — Phantom Dive: 6 damage counters spread over the opponent's Benched
# Pokémon (II-C-07; a Pokémon unaffected by attack effects may get a share but keeps none, R4).
@effect(154)
def _phantom_dive(g, a):
    shares = yield from distribute(g, a.player, a.opp.bench, 6, prompt="Damage counters on",
                                   source=a.attacker.cid)
    for mon, n in shares:
        put_counters(g, mon, n, a=a)


# 125 Blissey ex — Return (also 381 Cynthia's Garchomp ex — Corkscrew Dive): you may draw
# until you have 6 cards in hand (II-E-10).
@effect(159)
def _return(g, a):
    if len(a.me.hand) < 6 and a.me.deck and (
            yield from yes_no(g, a.player, "Draw until you have 6 cards in hand?", a.attacker.cid)):
        draw_until(g, a.player, 6)


# 1080 Unfair Stamp: only after one of your Pokémon was Knocked Out during the opponent's
# last turn (II-E-11); both hands go into the decks, you draw 5, the opponent 2.
@trainer(1080, can_play=lambda g, ctx: knocked_out_last_turn(g, ctx.player))
def _unfair_stamp(g, ctx):
    shuffle_hand_into_deck(g, ctx.player)
    shuffle_hand_into_deck(g, ctx.opponent)
    draw(g, ctx.player, 5)
    draw(g, ctx.opponent, 2)


# 1081 Enhanced Hammer: discard a Special Energy from 1 of the opponent's Pokémon; needs one
# to exist (II-D-04 R5).
def _opponents_with_special_energy(g, ctx):
    return [m for m in ctx.opp.in_play() if any(is_special_energy(e) for e in m.energy)]


@trainer(1081, can_play=lambda g, ctx: bool(_opponents_with_special_energy(g, ctx)))
def _enhanced_hammer(g, ctx):
    mon = yield from pick_pokemon(g, ctx.player, _opponents_with_special_energy(g, ctx), source=1081,
                                  prompt="Discard a Special Energy from which Pokémon?")
    yield from discard_energy(g, ctx.player, mon, 1, is_special_energy, cards=True, source=1081)


# 1092 Secret Box: costs 3 other cards from hand (a condition of P5 step 1); then search an
# Item, a Tool, a Supporter and a Stadium (each may be missed, I-H R2) and shuffle.
_SECRET_BOX_KINDS = (("an Item", is_item), ("a Pokémon Tool", is_tool), ("a Supporter", is_supporter),
                     ("a Stadium", is_stadium))


@trainer(1092, can_play=lambda g, ctx: len(ctx.me.hand) - 1 >= 3 and bool(ctx.me.deck))
def _secret_box(g, ctx):
    yield from discard_from_hand(g, ctx.player, ctx.player, 3, source=1092,
                                 prompt="Choose 3 cards to discard")
    yield from search_each_kind(g, ctx.player, _SECRET_BOX_KINDS, source=1092)


# 1094 Bug Catching Set: of the top 7 cards, up to 2 {G} Pokémon / Basic {G} Energy cards
# into the hand (hidden cards: none is fine, I-H R2); the rest is shuffled back.
_bug_catch = either(of_type(GRASS), basic_energy_of(GRASS))


@trainer(1094, can_play=lambda g, ctx: bool(ctx.me.deck))
def _bug_catching_set(g, ctx):
    got, _top = yield from take_from_top(g, ctx.player, 7, _bug_catch, up_to=2, source=1094,
                                         prompt="Choose a {G} Pokémon or Basic {G} Energy")
    move_cards(g, got, "hand")
    shuffle_deck(g, ctx.player)


# 1184 Lana's Aid: 1 to 3 Pokémon without a Rule Box and Basic Energy cards, in any mix,
# from the discard pile to the hand (II-D-05, II-D-18).
_lanas_aid_card = either(both(is_pokemon, lambda c: not has_rule_box_card(c)), is_basic_energy)


@trainer(1184, can_play=lambda g, ctx: any(_lanas_aid_card(c) for c in ctx.me.discard))
def _lanas_aid(g, ctx):
    yield from recover_from_discard(g, ctx.player, _lanas_aid_card, up_to=3, source=1184,
                                    prompt="Choose a Pokémon without a Rule Box or a Basic Energy")


# 1192 Carmine: discard your hand and draw 5; playable on the first player's first turn.
@trainer(1192, first_turn=True, can_play=lambda g, ctx: len(ctx.me.hand) > 1 or bool(ctx.me.deck))
def _carmine(g, ctx):
    discard_hand(g, ctx.player)
    draw(g, ctx.player, 5)


# 1245 Festival Grounds (Stadium): a Pokémon of either player with Energy attached can't be
# given Special Conditions and loses those it has.  "Loses" is done whenever a Pokémon may
# have just met the condition: when the Stadium comes into play, when Energy is attached,
# and at the end of each turn before the Checkup (covers Energy moved onto a Pokémon).
def _festival_grounds_cure(g):
    for mon in g.all_in_play():
        if mon.energy and mon.has_condition():
            recover(g, mon)


@trainer(1245)
def _festival_grounds(g, ctx):
    _festival_grounds_cure(g)


@passive(1245, "no_conditions")
def _festival_grounds_protects(g, holder, inst, mon):
    return bool(mon.energy)


@trigger(1245, "any_energy_attached")
def _festival_grounds_on_attach(g, holder, inst, mon, card, from_hand):
    _festival_grounds_cure(g)


@trigger(1245, "end_of_turn")
def _festival_grounds_at_turn_end(g, holder, inst, player):
    _festival_grounds_cure(g)


# 1246 Jamming Tower (Stadium): every Pokémon Tool in play has no effect (II-D-13, RC-139);
# the Tools stay attached.
@passive(1246, "no_tool_effects")
def _jamming_tower(g, holder, inst, mon):
    return True


# 111 Sandygast — Sand Attack (also 670 Sandslash): during the opponent's next turn, the
# Defending Pokémon's attacks may fail on a coin flip, checked at P1 step 2 (RC-001, RC-101).
@effect(139)
def _sand_attack(g, a):
    on_pokemon(g, "attack_may_fail", a.opp.active, OPPONENT_NEXT_TURN, a=a)


# 103 Snorunt — Astonish (also 470 Team Rocket's Meowth — Paw-cket Pilfer): a card chosen at
# random from the opponent's hand is shown and shuffled into their deck; nothing happens with
# an empty hand (II-D-04 R2, RC-109).
@effect(130)
def _astonish(g, a):
    hand = a.opp.hand
    if not hand:
        return
    card = hand[random_index(g, len(hand))]
    g.emit(f"{cname(card)} is chosen at random from the opponent's hand")
    shuffle_into_deck(g, a.opponent, [card])


# 106 Palafin — Zero to Hero: once during its owner's turn, when it goes from the Active Spot
# to the Bench, they may search the deck for a Palafin ex and put it in this card's place;
# everything on the Pokémon stays (II-D-19, RC-154).  The deck is shuffled either way, with
# the Palafin card in it if the exchange happened.
@trigger(106, "moved_to_bench")
def _zero_to_hero(g, holder, inst):
    if g.current != holder.owner or not g.players[holder.owner].deck:
        return
    ctx = yield from use_triggered_ability(g, holder)
    if ctx is None:
        return
    got = yield from search_deck(g, ctx.player, named("Palafin ex"), source=106, prompt="Choose a Palafin ex")
    if got:
        ctx.me.deck.remove(got[0])
        ctx.me.deck.append(exchange_pokemon_card(g, holder, got[0]))
    shuffle_deck(g, ctx.player)


# 107 Palafin ex — Hero's Spirit: it comes into play only through Zero to Hero, never by
# evolving from hand or deck.
no_code(107, 0)
ONLY_BY_NAMED_EFFECT.add(107)


# 1093 Scoop Up Cyclone: 1 of your Pokémon and all attached cards go into your hand
# (II-C-02); an empty Active Spot is then filled from the Bench.
@trainer(1093)
def _scoop_up_cyclone(g, ctx):
    mon = yield from pick_pokemon(g, ctx.player, ctx.me.in_play(), source=1093,
                                  prompt="Choose a Pokémon to put into your hand")
    return_to_hand(g, mon)


# 94 Sinistcha — Cursed Drop: 4 damage counters spread over the opponent's Pokémon as you like
# (II-C-07, RC-059); a share given to a Pokémon unaffected by attack effects is not placed
# (R4, RC-060).
@effect(116)
def _cursed_drop(g, a):
    split = yield from distribute(g, a.player, a.opp.in_play(), 4, source=a.attacker.cid,
                                  prompt="How many damage counters on")
    for mon, n in split:
        put_counters(g, mon, n, a=a)


# 94 Sinistcha — Spill the Tea: discard up to 3 {G} Energy cards from your Pokémon (none is
# allowed, II-D-05 R3); 70 damage per card discarded (II-B-02).
@damage(117)
def _spill_the_tea(g, a):
    gone = []
    for mon in a.me.in_play():
        gone += yield from discard_energy_from_among(
            g, a.player, [mon], lambda e, m=mon: provides_type(g, m, e, GRASS), up_to=3 - len(gone),
            source=a.attacker.cid)
    a.damage = 70 * len(gone)


# 1242 Community Center (Stadium): once in each player's turn, after playing a Supporter from
# the hand that turn, they may heal 10 damage from each of their Pokémon (I-B-04 R4; II-E-26).
@stadium_ability(1242, can_use=lambda g, ctx: bool(ctx.me.supporters_played)
                 and any(m.damage for m in ctx.me.in_play()))
def _community_center(g, ctx):
    for mon in ctx.me.in_play():
        heal(g, mon, 10)


# 28 Poltchageist — Storehouse Hideaway (also 362 Misty's Magikarp — So Submerged): only while
# it is on the Bench (II-E-13 R4, RC-184), the opponent's attacks do no damage to it and
# their effects don't reach it (II-C-16, II-C-17).
def _hidden_on_bench(g, holder, inst, a, target):
    return (target is holder and a.player != holder.owner
            and g.players[holder.owner].active is not holder)


passive(28, "prevent_damage")(_hidden_on_bench)
passive(28, "prevent_attack_effects")(_hidden_on_bench)


# 30 Magcargo ex — Hot Magma (also 716 Pyroar — Searing Flame): the opponent's Active Pokémon
# is now Burned.
condition(17, "burned")


# 1237 Lucian: each player shuffles their hand face down onto the bottom of their deck (an
# empty hand, no shuffle: II-E-35 R3); if either player did, each flips a coin and draws 6
# on heads, 3 on tails (RC-242).  Not playable when no hand would move.
@trainer(1237, can_play=lambda g, ctx: len(ctx.me.hand) > 1 or bool(ctx.opp.hand))
def _lucian(g, ctx):
    moved = [shuffle_to_bottom(g, pl, g.players[pl].hand[:]) for pl in (ctx.player, ctx.opponent)]
    if any(moved):
        for pl in (ctx.player, ctx.opponent):
            draw(g, pl, 6 if flip(g, pl, "Lucian") else 3)
