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
may_do_more_damage(144, 30, self_damage=30)


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
def _adrena_brain_targets(g, ctx) -> list:
    return [m for m in ctx.opp.in_play() if ability_affects(g, ctx.player, m)]


def _adrena_brain_usable(g, ctx):
    return (any(provides_type(g, ctx.mon, e, DARKNESS) for e in ctx.mon.energy)
            and any(m.counters for m in ctx.me.in_play()) and bool(_adrena_brain_targets(g, ctx)))


@ability(112, 0, can_use=_adrena_brain_usable)
def _adrena_brain(g, ctx):
    src = yield from pick_pokemon(g, ctx.player, [m for m in ctx.me.in_play() if m.counters], source=112,
                                  prompt="Move damage counters from which of your Pokémon?")
    dst = yield from pick_pokemon(g, ctx.player, _adrena_brain_targets(g, ctx), source=112,
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
    yield from top_cards_to_hand(g, ctx.player, 7, _bug_catch, up_to=2, source=1094,
                                 prompt="Choose a {G} Pokémon or Basic {G} Energy")


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


# -- pool coverage (P5): the rest of Twilight Masquerade ---------------------------------------
# 9 Boomerang Energy: one {C} unit.  Discarded by an effect of an attack of the Pokémon it is
# attached to, it is attached again to that Pokémon (if still in play) once the attack's
# effects are done (the attack procedure fires ``discarded_by_attack`` after P1 step 5).
energy(9, provides=lambda g, mon, inst: (COLORLESS_BIT,))


@trigger(9, "discarded_by_attack")
def _boomerang_energy(g, holder, inst, a):
    if inst in g.players[(inst >> 6) & 1].discard and g.find_pokemon(a.attacker.uid) is a.attacker:
        g.emit("Boomerang Energy comes back")
        yield from attach(g, a.attacker, inst)


# Delayed attack effects on the Defending Pokémon "at the end of your opponent's next turn"
# (II-E-21 R1: before the Checkup); like every attack effect on a Pokémon they end if it goes to
# the Bench or leaves play first (I-A-03 R6).
# 25 Pinsir — Slow Crunch: it is Knocked Out then (a Knock Out by an effect: Prize cards are
# taken, I-D).
@lasting("knock_out_at_turn_end", "end_of_turn")
def _knock_out_at_turn_end(g, e, player):
    mon = g.find_pokemon(e.target)
    if mon is not None:
        g.emit(f"{mon.name} is Knocked Out by a delayed effect")
        knock_out(g, mon)


# 32 Glaceon — Permeating Chill: ``value`` damage counters are put on it then (II-C-07).
@lasting("counters_at_turn_end", "end_of_turn")
def _counters_at_turn_end(g, e, player):
    mon = g.find_pokemon(e.target)
    if mon is not None:
        put_counters(g, mon, e.value, by=1 - mon.owner, kind="attack")


# 25 Pinsir — Slow Crunch: discard all Energy from this Pokémon, then the delayed Knock Out.
@effect(8)
def _slow_crunch(g, a):
    discard_all_energy(g, a.attacker)
    on_pokemon(g, "knock_out_at_turn_end", a.opp.active, OPPONENT_NEXT_TURN, a=a)


@effect(21)
def _permeating_chill(g, a):
    on_pokemon(g, "counters_at_turn_end", a.opp.active, OPPONENT_NEXT_TURN, 9, a=a)


# 26 Leafeon — Leaflet Blessings: a Basic {G} Energy card from your hand (none is fine, your own
# hidden hand: II-E-33) to 1 of your Benched Pokémon; if attached, heal all its damage.
@effect(10)
def _leaflet_blessings(g, a):
    done = yield from attach_from(g, a.player, "hand", basic_energy_of(GRASS), a.me.bench, up_to=1,
                                  source=a.attacker.cid, prompt="Choose a Basic {G} Energy to attach")
    for mon, inst in done:
        if inst in mon.energy:
            heal_all(g, mon)


# 27 Iron Leaves — Recovery Net: up to 2 Pokémon from the discard pile into the hand (an attack:
# none is allowed, II-D-05 R3).
@effect(12)
def _recovery_net(g, a):
    yield from recover_from_discard(g, a.player, is_pokemon, up_to=2, at_least=0, source=a.attacker.cid,
                                    prompt="Choose a Pokémon to put into your hand")


# 27 Iron Leaves — Avenging Edge: 60 more after a Knock Out by damage from an attack during the
# opponent's last turn (II-E-11, RC-177).
more_damage_if(13, 60, lambda g, a: knocked_out_last_turn(g, a.player, by_attack=True))


# 29 Sinistcha ex — Re-Brew: 2 damage counters per Basic {G} Energy card in your discard pile
# on 1 of the opponent's Pokémon (II-C-07), then those cards are shuffled into the deck
# (II-E-36).
@effect(15)
def _re_brew(g, a):
    cards = [c for c in a.me.discard if _basic_grass(c)]
    if not cards:
        return
    mon = yield from pick_pokemon(g, a.player, a.opp.in_play(), source=a.attacker.cid,
                                  prompt=f"Put {2 * len(cards)} damage counters on which Pokémon?")
    put_counters(g, mon, 2 * len(cards), a=a)
    shuffle_into_deck(g, a.player, cards)


# 29 Sinistcha ex — Matcha Splash: heal 30 from each of your Pokémon.
heal_each(16, 30)


# 30 Magcargo ex — Ground Burn: the top card of each player's deck is discarded (II-C-01; a
# deck is not a Pokémon, II-C-17 doesn't apply); 140 more per Energy card among them.
@damage(18)
def _ground_burn(g, a):
    gone = mill(g, a.player, 1) + mill(g, a.opponent, 1)
    a.damage += 140 * sum(1 for c in gone if is_energy(c))


# 35 Walking Wake — Aurora Gain (also 178, 656, 798, 1042, 1363): heal 20 from this Pokémon.
heal_self(26, 20)


# 35 Walking Wake — Undulating Slice: 0 to 9 damage counters on itself (II-C-07), then 20
# damage per counter placed (II-B-02; none placed: no damage).  The counters come before the
# damage; a Knock Out of Walking Wake waits for P1 step 7.
@damage(27)
def _undulating_slice(g, a):
    n = yield from pick_number(g, a.player, 0, 9, "How many damage counters on this Pokémon?", a.attacker.cid)
    a.damage = 20 * put_counters(g, a.attacker, n)


# 36 Morpeko — Pick and Stick: up to 2 Basic Energy cards from the discard pile to your
# Pokémon in any way you like (an attack: none is allowed).
@effect(28)
def _pick_and_stick(g, a):
    yield from attach_from(g, a.player, "discard", is_basic_energy, a.me.in_play(), up_to=2,
                           source=a.attacker.cid, prompt="Choose Basic Energy cards to attach")


# 36 Morpeko — Snack Seek: look at the top card of your deck (II-C-20); you may discard it, or
# it stays on top (RC-047).
@ability(36, 0, can_use=lambda g, ctx: bool(ctx.me.deck))
def _snack_seek(g, ctx):
    top = look_top(g, ctx.player, 1)[0]
    if (yield from yes_no(g, ctx.player, f"Discard {cname(top)} from the top of your deck?", 36)):
        move_cards(g, [top], "discard")
        g.emit(f"{cname(top)} is discarded from the top of the deck")


# 37 Iron Thorns ex — Volt Cyclone (also 259, 772, 1291): move an Energy from this Pokémon to 1
# of your Benched Pokémon (II-C-10).
@effect(29)
def _volt_cyclone(g, a):
    yield from choose_and_move_energy(g, a.player, [a.attacker], a.me.bench, source=a.attacker.cid)


# 37 Iron Thorns ex — Initialization: while it is Active, Pokémon with a Rule Box in play on
# both sides have no Abilities, Future Pokémon excepted (II-D-13, II-D-18).  The target is
# checked first; Iron Thorns ex is a Future Pokémon, so its own Ability is never asked about.
@passive(37, "no_abilities")
def _initialization(g, holder, inst, mon):
    card = CARD_LIST[mon.cid]
    return (card.has_rule_box and "future" not in card.tags
            and g.players[holder.owner].active is holder and Q.abilities_work(g, holder))


# 38 Girafarig — Dual Headbutt: also 10 damage to 1 of your own Benched Pokémon (II-B-08 R4:
# no Weakness or Resistance on the Bench).
bench_hit(30, 10, own=True)


# 39 Enamorus — Love Resonance: 120 more if a Pokémon of yours in play shares a type (now,
# II-D-07) with one of the opponent's.
def _types_in_play(g, player: int) -> set:
    return {t for m in g.players[player].in_play() for t in Q.types(g, m)}


more_damage_if(32, 120, lambda g, a: bool(_types_in_play(g, a.player) & _types_in_play(g, a.opponent)))


# 40 Greninja ex — Shinobi Blade (also 1375 Banette — Puppet Pull): you may search your deck for
# any card (then exactly 1, I-H R2) and put it into your hand; shuffle (II-E-10).
@effect(33)
def _shinobi_blade(g, a):
    if a.me.deck and (yield from yes_no(g, a.player, "Search your deck for a card?", a.attacker.cid)):
        yield from search_to_hand(g, a.player, any_card, exactly=1, source=a.attacker.cid,
                                  prompt="Choose any card")


# 40 Greninja ex — Mirage Barrage: 120 damage to 2 of the opponent's Pokémon (both if only 2;
# no Weakness or Resistance on the Bench, II-B-08), and discard 2 Energy (units) from itself.
hit_pokemon(34, 120, count=2)


discard_own_energy(34, 2)


# 41 Ting-Lu — Ground Crasher: with a Stadium in play, also 30 to each of the opponent's Benched
# Pokémon (II-B-08), and that Stadium is discarded (after the damage, P1 step 5).
@damage(35)
def _ground_crasher(g, a):
    if g.stadium is not None:
        hit_each(a, a.opp.bench, 30)
        a.memo["stadium"] = g.stadium


@effect(35)
def _ground_crasher_discard(g, a):
    if g.stadium is not None and g.stadium == a.memo.get("stadium"):
        yield from discard_stadium(g)


# 42 Applin — Find a Friend (also 838, 1020): a Pokémon from the deck to the hand.
search_deck_for(37, is_pokemon, prompt="Choose a Pokémon")


# 44 Bloodmoon Ursaluna ex — Seasoned Skill: Blood Moon costs {C} less per Prize card the
# opponent has taken (II-D-12, II-D-17).
@passive(44, "attack_cost")
def _seasoned_skill(g, holder, inst, mon, attack):
    if mon is holder and attack.name == "Blood Moon":
        return -g.players[1 - holder.owner].prizes_taken()
    return 0


# 88 Volbeat — Quick Sign: usable on the first player's first turn (II-E-28); up to 2 Basic
# Pokémon from the deck onto the Bench.
attack_rule(107, first_turn=True)
call_to_bench(107, is_basic_pokemon, up_to=2)
# 88 Volbeat — Coordinated Strike: 60 more with Illumise on your Bench.
more_damage_if(108, 60, lambda g, a: any(m.name == "Illumise" for m in a.me.bench))
# 95 Teal Mask Ogerpon — Mountain Stroll (and 5 more cards): up to 2 Basic Energy cards to the hand.
search_deck_for(118, is_basic_energy, up_to=2, prompt="Choose a Basic Energy card")
# 95 Teal Mask Ogerpon — Ogre Comeback (also 956 Zeraora): 20 more per opponent's Benched Pokémon.
damage_for_each(119, 20, lambda g, a: len(a.opp.bench), more=True)
# 97 Litwick — Call for Family (also 199, 767, 967): a Basic Pokémon from the deck onto the Bench.
call_to_bench(121, is_basic_pokemon)
# 98 Chandelure — Mind Ruler: 30 per card in the opponent's hand (II-B-02).
damage_for_each(123, 30, lambda g, a: len(a.opp.hand))


# 98 Chandelure — Alluring Light: each player draws a card (you first).
@ability(98, 0, can_use=lambda g, ctx: bool(ctx.me.deck) or bool(ctx.opp.deck))
def _alluring_light(g, ctx):
    draw(g, ctx.player, 1)
    draw(g, ctx.opponent, 1)


# 99 Hearthflame Mask Ogerpon ex — Dynamic Blaze: against an Evolution Pokémon, 140 more and all
# Energy is discarded from this Pokémon (after the damage, P1 step 5).
@damage(125)
def _dynamic_blaze(g, a):
    if a.opp.active is not None and mon_is_evolution(a.opp.active):
        a.damage += 140
        a.memo["dynamic_blaze"] = True


@effect(125)
def _dynamic_blaze_discard(g, a):
    if a.memo.get("dynamic_blaze"):
        discard_all_energy(g, a.attacker)


# 101 Jynx — Inviting Kiss: a Basic Pokémon from the deck onto the Bench; if one was put there,
# an Energy moves from this Pokémon to it (II-C-10).
@effect(127)
def _inviting_kiss(g, a):
    new = yield from search_to_bench(g, a.player, is_basic_pokemon, source=a.attacker.cid)
    if new and a.attacker.energy:
        yield from choose_and_move_energy(g, a.player, [a.attacker], new, source=a.attacker.cid)


# 102 Milotic — Mentally Calm: the opponent's Pokémon in play and their attached cards can't be
# put into the opponent's hand, by any effect (the primitives that return cards to the hand
# ask ``Q.kept_out_of_hand``).
@passive(102, "kept_out_of_hand")
def _mentally_calm(g, holder, inst, mon):
    return mon.owner != holder.owner


# 104 Froslass — Freezing Shroud: at each Checkup, 1 damage counter on every Pokémon of both
# players that has an Ability now (RC-140), Froslass excepted (II-E-08).  Each Froslass does it.
@trigger(104, "checkup")
def _freezing_shroud(g, holder, inst):
    for mon in g.all_in_play():
        if mon.name != "Froslass" and has_any_ability(g, mon):
            put_counters(g, mon, 1, by=holder.owner, kind="ability")


# 109 Abra — Teleporter: while Active, shuffle it and all attached cards into the deck; the
# empty Active Spot is then refilled from the Bench (I-D P8 step 5).
@ability(109, 0, where=ACTIVE_ONLY)
def _teleporter(g, ctx):
    shuffle_pokemon_into_deck(g, ctx.mon)


# 110 Slurpuff — Slurp Slurp: 2 coins, 90 per heads (II-B-02); two tails: the opponent's
# Active Pokémon is Confused (step 5 still runs after a 0-damage result).
@damage(138)
def _slurp_slurp(g, a):
    heads = flips(g, a.player, 2)
    a.damage = 90 * heads
    a.memo["slurp_tails"] = heads == 0


@effect(138)
def _slurp_slurp_confuse(g, a):
    if a.memo.get("slurp_tails"):
        inflict_defender(g, a, "confused")


# 116 Okidogi — Adrena-Power: with any {D} Energy attached (every-type Energy counts, RC-122),
# +100 HP (II-D-15) and +100 damage to the opponent's Active Pokémon (P2 step 2).
def _has_darkness_energy(g, mon) -> bool:
    return any(provides_type(g, mon, e, DARKNESS) for e in mon.energy)


@passive(116, "max_hp")
def _adrena_power_hp(g, holder, inst, mon):
    return 100 if mon is holder and _has_darkness_energy(g, holder) else 0


@passive(116, "damage_dealt")
def _adrena_power_damage(g, holder, inst, a, target):
    if a.attacker is holder and target is g.players[a.opponent].active and _has_darkness_energy(g, holder):
        return 100
    return 0


# 118 Heatran — Steel Burst: discard all Energy cards providing {M} from this Pokémon (before the
# damage, which counts them); 50 per card (II-B-02).
@damage(149)
def _steel_burst(g, a):
    mon = a.attacker
    a.damage = 50 * len(discard_all_energy(g, mon, lambda e: provides_type(g, mon, e, METAL)))


# 118 Heatran — Incandescent Body (also 856 Numel): damaged in the Active Spot by an opponent's
# attack (even if Knocked Out), the Attacking Pokémon is Burned (P1 step 6, II-E-03).
@trigger(118, "damaged_by_attack")
def _incandescent_body(g, holder, inst, a, dealt):
    if (a.player != holder.owner and g.players[holder.owner].active is holder
            and g.find_pokemon(a.attacker.uid) is a.attacker):
        inflict(g, a.attacker, "burned")


# 122 Tatsugiri — Attract Customers: while Active, a Supporter from the top 6 cards to the hand
# (hidden cards: none is fine, I-H R2); the others are shuffled back.
@ability(122, 0, where=ACTIVE_ONLY, can_use=lambda g, ctx: bool(ctx.me.deck))
def _attract_customers(g, ctx):
    yield from top_cards_to_hand(g, ctx.player, 6, is_supporter, up_to=1, source=122,
                                 prompt="Choose a Supporter card")


# 123 Farfetch'd — Mach Cut (also 546 Cobalion — Righteous Edge): discard a Special Energy
# from the opponent's Active Pokémon (an attack effect, II-C-17).
@effect(156)
def _mach_cut(g, a):
    if a.opp.active is not None:
        yield from discard_energy(g, a.player, a.opp.active, 1, is_special_energy, a=a, cards=True,
                                  source=a.attacker.cid)


# 123 Farfetch'd — Impromptu Carrier: benched from hand (II-E-06), it may search the deck for a
# Pokémon Tool and attach it to itself, then shuffle.  The only card attaching a Tool from the
# deck, so the attachment is done here (as I-B-02 attaches from hand: one Tool per Pokémon).
@trigger(123, "played_to_bench")
def _impromptu_carrier(g, holder, inst):
    p = g.players[holder.owner]
    if inst != holder.top or not p.deck or holder.tools:
        return
    ctx = yield from use_triggered_ability(g, holder)
    if ctx is None:
        return
    got = yield from search_deck(g, ctx.player, is_tool, source=123, prompt="Choose a Pokémon Tool")
    for tool in got:
        p.deck.remove(tool)
        holder.tools.append(tool)
        g.emit(f"{cname(tool)} is attached to {holder.name}")
    shuffle_deck(g, ctx.player)
    for tool in got:
        yield from fire_own(g, "tool_attached", holder, tool)


# 125 Blissey ex — Happy Switch: once a turn, move a Basic Energy from 1 of your Pokémon to
# another (II-C-10).
@ability(125, 0, can_use=lambda g, ctx: len(ctx.me.in_play()) > 1
         and any(is_basic_energy(e) for m in ctx.me.in_play() for e in m.energy))
def _happy_switch(g, ctx):
    mons = ctx.me.in_play()
    yield from choose_and_move_energy(g, ctx.player, mons, mons, where=is_basic_energy, source=125)


# 124 Chansey — Lucky Attachment: a Basic Energy card from your hand to 1 of your Pokémon
# (II-C-09, not the turn's attachment, R3; your own hidden hand: none is fine, II-E-33).
@effect(157)
def _lucky_attachment(g, a):
    yield from attach_from(g, a.player, "hand", is_basic_energy, a.me.in_play(), up_to=1,
                           source=a.attacker.cid, prompt="Choose a Basic Energy card to attach")


# 242 Feebas — Flail (also 532 Dwebble): 10 per damage counter on this Pokémon.
damage_for_each(333, 10, lambda g, a: a.attacker.counters)


# 245 Alakazam — Strange Hacking: the opponent's Active is Confused; then you may move damage
# counters among the opponent's Pokémon as you like (II-C-08; only between Pokémon its effects
# reach, II-C-17).  Moves are offered until the player is done, at most as many counters in
# all as there were, which covers every end result.
@effect(338)
def _strange_hacking(g, a):
    inflict_defender(g, a, "confused")
    budget = sum(m.counters for m in a.opp.in_play())
    while budget > 0:
        mons = [m for m in a.opp.in_play() if a.affects(m)]
        srcs = [m for m in mons if m.counters and Q.counters_movable(g, m)]
        if len(mons) < 2 or not srcs:
            return
        src = yield from pick_pokemon(g, a.player, srcs, optional=True, source=a.attacker.cid,
                                      prompt="Move damage counters from which Pokémon? (or done)")
        if src is None:
            return
        dst = yield from pick_pokemon(g, a.player, [m for m in mons if m is not src], source=a.attacker.cid,
                                      prompt="Move them to which Pokémon?")
        n = yield from pick_number(g, a.player, 1, min(src.counters, budget), "How many damage counters?",
                                   a.attacker.cid)
        budget -= move_counters(g, src, dst, n, a=a) or n


# 245 Alakazam — Psychic: 50 more per Energy unit on the opponent's Active Pokémon.
damage_for_each(339, 50, lambda g, a: count_energy(g, a.opp.active) if a.opp.active is not None else 0,
                more=True)


# 247 Swirlix — Sneaky Placement: 2 damage counters on 1 of the opponent's Pokémon (II-C-07).
@effect(342)
def _sneaky_placement(g, a):
    mon = yield from pick_pokemon(g, a.player, a.opp.in_play(), source=a.attacker.cid,
                                  prompt="Put 2 damage counters on which Pokémon?")
    put_counters(g, mon, 2, a=a)


# 247 Swirlix — Festival Lead: as 93 Dipplin's (same mechanism, other wording).
passive(247, "extra_attack")(_festival_lead)


# 946 Cramorant — Spit Shot: 120 damage to 1 of the opponent's Pokémon (no Weakness or
# Resistance on the Bench, II-B-08), and all Energy is discarded from this Pokémon.
hit_pokemon(1359, 120)
discard_all_own_energy(1359)


# 969 Scream Tail ex — Scream: only for the player going second, during their first turn
# (turn 2); the opponent can't play Supporters from hand during their next turn (an effect on
# the player, II-C-19).
attack_rule(1393, condition=lambda g, mon, atk: g.turn == 2 and mon.owner != g.first_player)


@effect(1393)
def _scream(g, a):
    on_player(g, "cant_play", a.opponent, OPPONENT_NEXT_TURN, ("supporter",), source=a.attacker.cid)


# 970 Fezandipiti — Adrena-Pheromone: with any {D} Energy attached, damage from any attack is
# prevented on heads (II-C-16, P2 step 6).  The coin is flipped once per attack, when that
# attack's damage to it has been worked out (10 or more; 0 is no damage, II-E-03 R1).
@passive(970, "prevent_damage_of")
def _adrena_pheromone(g, holder, inst, a, target, dmg):
    if target is not holder or not _has_darkness_energy(g, holder):
        return False
    key = ("adrena_pheromone", holder.uid)
    if key not in a.memo:
        a.memo[key] = flip(g, holder.owner, "Adrena-Pheromone")
    return a.memo[key]


# 982 Scolipede — Dastardly Jab: damage counters on the opponent's Active Pokémon until 10 HP is
# left (II-C-07; none if it has 10 or less).
@effect(1414)
def _dastardly_jab(g, a):
    mon = a.opp.active
    if mon is not None:
        put_counters(g, mon, (Q.remaining_hp(g, mon) - 10) // 10, a=a)


# 986 Brute Bonnet — Relentless Punches: 50 more per damage counter on the opponent's Active.
damage_for_each(1422, 50, lambda g, a: a.opp.active.counters if a.opp.active is not None else 0, more=True)


# 1082 Hyper Aroma: up to 3 Stage 1 Pokémon from the deck to the hand.
@trainer(1082, can_play=lambda g, ctx: bool(ctx.me.deck))
def _hyper_aroma(g, ctx):
    yield from search_to_hand(g, ctx.player, is_stage(1), up_to=3, source=1082, prompt="Choose a Stage 1 Pokémon")


# 1090 Ogre's Mask: a Pokémon ex with "Ogerpon" in its name from the discard pile takes the place
# of one such Pokémon in play, which goes to the discard pile; everything on it stays (II-D-19).
def _ogerpon_ex(c) -> bool:
    return is_ex_card(c) and "Ogerpon" in CARD_LIST[c >> 7].name


def _ogerpon_ex_in_play(g, ctx) -> list:
    return [m for m in ctx.me.in_play() if _ogerpon_ex(m.top)]


@trainer(1090, can_play=lambda g, ctx: bool(_ogerpon_ex_in_play(g, ctx)) and any(_ogerpon_ex(c) for c in ctx.me.discard))
def _ogres_mask(g, ctx):
    card = yield from pick_card(g, ctx.player, [c for c in ctx.me.discard if _ogerpon_ex(c)], source=1090,
                                prompt="Choose the Ogerpon ex to put into play")
    mon = yield from pick_pokemon(g, ctx.player, _ogerpon_ex_in_play(g, ctx), source=1090,
                                  prompt="Switch it with which Pokémon?")
    ctx.me.discard.remove(card)
    to_discard(g, exchange_pokemon_card(g, mon, card))


# 1091 Accompanying Flute: the top 5 cards of the opponent's deck are revealed; any number of
# the Basic Pokémon among them go onto the opponent's Bench (as many as fit, II-C-11 R5); the
# opponent shuffles the rest back.
@trainer(1091, can_play=lambda g, ctx: bool(ctx.opp.deck))
def _accompanying_flute(g, ctx):
    top = look_top(g, ctx.opponent, 5)
    g.emit(f"The top cards of the opponent's deck: {', '.join(cname(c) for c in top)}")
    room = Q.bench_size(g, ctx.opponent) - len(ctx.opp.bench)
    got = yield from pick_cards(g, ctx.player, [c for c in top if is_basic_pokemon(c)], up_to=max(0, room),
                                at_least=0, source=1091, prompt="Choose a Basic Pokémon for the opponent's Bench")
    for c in got:
        yield from put_onto_bench(g, ctx.opponent, c)
    shuffle_deck(g, ctx.opponent)


# 1155 Survival Brace (Tool): at full HP, damage from an opponent's attack that would Knock it
# Out leaves it with 10 HP instead (II-D-14, RC-142); then the Tool is discarded, after the
# attack (noted when used, as berries are).
@passive(1155, "survive_knockout")
def _survival_brace(g, holder, inst, a, target):
    if target is holder and a.player != holder.owner:
        a.memo.setdefault("braces_used", []).append(inst)
        return True
    return False


@trigger(1155, "attack_done")
def _survival_brace_used(g, holder, inst, a):
    if inst in a.memo.get("braces_used", ()) and inst in holder.tools:
        discard_tool(g, holder, inst)


# 1156 Lucky Helmet (Tool): damaged in the Active Spot by an opponent's attack (even if Knocked
# Out), its owner draws 2 cards (P1 step 6, II-E-03).
@trigger(1156, "damaged_by_attack")
def _lucky_helmet(g, holder, inst, a, dealt):
    if a.player != holder.owner and g.players[holder.owner].active is holder:
        draw(g, holder.owner, 2)


# 1161 Handheld Fan (Tool): damaged in the Active Spot by an opponent's attack (even if Knocked
# Out), its owner moves an Energy from the Attacking Pokémon to 1 of the attacker's Benched
# Pokémon (P1 step 6, II-E-03; II-C-10).
@trigger(1161, "damaged_by_attack")
def _handheld_fan(g, holder, inst, a, dealt):
    attacker = a.attacker
    bench = g.players[a.player].bench
    if (a.player == holder.owner or g.players[holder.owner].active is not holder or not bench
            or g.find_pokemon(attacker.uid) is not attacker or not attacker.energy):
        return
    got = yield from pick_cards(g, holder.owner, attacker.energy, exactly=1, source=1161,
                                prompt="Choose an Energy to move from the Attacking Pokémon")
    dst = yield from pick_pokemon(g, holder.owner, [m for m in bench if m is not attacker], source=1161,
                                  prompt="Move it to which of the opponent's Benched Pokémon?")
    move_energy(g, attacker, dst, got[0])


# 1183 Perrin: 1 or 2 Pokémon from your hand are revealed and put into the deck (II-D-05 R1);
# then search up to that many Pokémon (hidden: none is fine) for the hand; shuffle.
@trainer(1183, can_play=lambda g, ctx: any(is_pokemon(c) for c in ctx.me.hand))
def _perrin(g, ctx):
    shown = yield from pick_cards(g, ctx.player, [c for c in ctx.me.hand if is_pokemon(c)], up_to=2,
                                  at_least=1, source=1183, prompt="Choose a Pokémon to put into your deck")
    move_cards(g, shown, "deck")
    g.emit(f"{', '.join(cname(c) for c in shown)} put into the deck")
    yield from search_to_hand(g, ctx.player, is_pokemon, up_to=len(shown), source=1183,
                              prompt="Choose a Pokémon")


# 1191 Kieran: choose 1 — switch your Active Pokémon with a Benched one (II-C-03), or this turn
# your attacks do 30 more to the opponent's Active Pokémon ex (P2 step 2; the pool has no
# Pokémon V).
_KIERAN_SWITCH, _KIERAN_BOOST = "switch", "+30 damage to Active Pokémon ex"


@trainer(1191)
def _kieran(g, ctx):
    options = ((_KIERAN_SWITCH,) if ctx.me.bench and ctx.me.active is not None else ()) + (_KIERAN_BOOST,)
    choice = yield from pick_option(g, ctx.player, options, "Choose 1", 1191)
    if choice == _KIERAN_SWITCH:
        yield from switch_own(g, ctx.player, source=1191)
    else:
        boost_attacks_this_turn(g, ctx.player, 30, targets="ex", source=1191)


# 1193 Hassel: only after one of your Pokémon was Knocked Out during the opponent's last turn
# (II-E-11); up to 3 of the top 8 cards into the hand (hidden: none is fine), the rest shuffled
# back.
@trainer(1193, can_play=lambda g, ctx: bool(ctx.me.deck) and knocked_out_last_turn(g, ctx.player))
def _hassel(g, ctx):
    yield from top_cards_to_hand(g, ctx.player, 8, any_card, up_to=3, source=1193,
                                 prompt="Choose a card to put into your hand")


# 1212 Cook: heal 70 damage from your Active Pokémon (II-C-06).
@trainer(1212, can_play=lambda g, ctx: ctx.me.active is not None and ctx.me.active.damage > 0)
def _cook(g, ctx):
    heal(g, ctx.me.active, 70)
