"""Twilight Masquerade (TWM)."""

from ...cards.db import CARD_LIST
from ...effects import *  # noqa: F401,F403
from ...rules.evolution import ONLY_BY_NAMED_EFFECT


# 33 Froakie — Flock (II-C-11 R3).
@effect(23, text="Search the deck for at most 2 Froakie and bench them, then shuffle the deck.")
def _flock(g, a):
    yield from search_to_bench(g, a.player, named("Froakie"), up_to=2, source=a.attacker.cid)


# 34 Frogadier — Numbing Water (also Litten, Magneton).
coin_condition(25, "paralyzed")


# 90 Thwackey — Boom Boom Groove.
@ability(90, 0, can_use=lambda g, ctx: bool(ctx.me.deck) and ctx.me.active is not None
         and has_ability_named(g, ctx.me.active, "Festival Lead"),
         text="Once per turn, while your Active Pokémon has an Ability named Festival Lead: search the deck "
              "for any 1 card and add it to the hand, then shuffle the deck.")
def _boom_boom_groove(g, ctx):
    yield from search_to_hand(g, ctx.player, any_card, exactly=1, source=90, prompt="Choose any card")


# 91 Rillaboom — Drum Beating (II-D-11).
@effect(112,
        text="In the opponent's next turn, attacks of the Defending Pokémon cost {C} extra, and so does its "
             "retreat.")
def _drum_beating(g, a):
    target = a.opp.active
    if on_pokemon(g, "attack_cost_more", target, OPPONENT_NEXT_TURN, 1, a=a):
        on_pokemon(g, "retreat_cost_more", target, OPPONENT_NEXT_TURN, 1, a=a)


# 113 Timburr — Best Punch (II-D-01 (b), RC-102).
coin_or_nothing(142)


# 114 Gurdurr — Superpower.
may_do_more_damage(144, 30, self_damage=30)


# 115 Conkeldurr — Tantrum.
self_condition(145, "confused")


# 115 Conkeldurr — Gutsy Swing (II-E-32).
attack_rule(146, cost=lambda g, mon, atk: () if mon.has_condition() else None,
            text="While this Pokémon has any Special Condition, this attack needs no Energy at all.")


def _stadium_is(g, name: str) -> bool:
    return g.stadium is not None and CARD_LIST[g.stadium >> 7].name == name


# 12 Legacy Energy (II-D-08, RC-121).  The first time in the game that one of its owner's Pokémon is
# Knocked Out by damage from an opponent's attack with a Legacy Energy attached, the opponent takes 1
# Prize card fewer (III-14 R1/R2).  The once-per-game use is noted at P8 step 2 against that card and
# Pokémon, and read when the Prize count is worked out (step 4), so two attached Legacy Energy still give
# only -1.
energy(12, provides=lambda g, mon, inst: (ALL_TYPES,),
       text="Provides 1 Energy of every type at a time. The first time in the game that a Pokémon carrying "
            "your Legacy Energy is Knocked Out by the damage of an opponent's attack, the opponent takes 1 "
            "Prize card fewer.")


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


# 31 Chi-Yu — Allure.
draw_cards(19, 2)


# 31 Chi-Yu — Ground Melter (II-B-01).
@damage(20, text="60 extra damage with a Stadium in play; that Stadium is then discarded.")
def _ground_melter(g, a):
    if g.stadium is not None:
        a.damage += 60
        a.memo["stadium"] = g.stadium


@effect(20)
def _ground_melter_discard(g, a):
    if g.stadium is not None and g.stadium == a.memo.get("stadium"):
        yield from discard_stadium(g)


# 43 Eevee — Quick Attack (also 92 Applin — Tumbling Attack) (II-B-01).
coin_more_damage(40, 20)


# 43 Eevee — Ascension (also 344 Dwebble) (II-C-12; allowed the turn it came into play, R3).
@effect(39,
        text="Look through the deck for a card evolving from the attacker and evolve the attacker with it, "
             "then shuffle the deck.")
def _ascension(g, a):
    yield from evolve_from_deck(g, a.player, [a.attacker], source=a.attacker.cid)


# 44 Bloodmoon Ursaluna ex — Blood Moon (also 184 Latias ex — Eon Blade, 326 Blaziken ex — Smolder-sault,
# 906 N's Zekrom — Rampaging Thunder) (II-C-15 R1).
cant_attack_next_turn(41)


# 93 Dipplin — Do the Wave (II-B-02).
@damage(115, text="20 damage per Pokémon on your Bench.")
def _do_the_wave(g, a):
    a.damage = 20 * len(a.me.bench)


# 93 Dipplin, 100 Goldeen — Festival Lead.
@passive(93, "extra_attack",
         text="With Festival Grounds in play, this Pokémon may attack twice in a turn: if its first attack "
              "Knocks Out the Defending Pokémon, it may attack again once the opponent has chosen a new "
              "Active Pokémon.")
def _festival_lead(g, holder, inst, attacker):
    return attacker is holder and _stadium_is(g, "Festival Grounds")


# 96 Teal Mask Ogerpon ex — Myriad Leaf Shower (in units; II-B-01, III-17).
@damage(120, text="30 extra damage per Energy attached to the two Active Pokémon (yours and the opponent's).")
def _myriad_leaf_shower(g, a):
    actives = [m for m in (a.me.active, a.opp.active) if m is not None]
    a.damage += 30 * sum(count_energy(g, m) for m in actives)


# 96 Teal Mask Ogerpon ex — Teal Dance (an attachment from hand, II-C-09 R4).
_basic_grass = basic_energy_of(GRASS)


@ability(96, 0, can_use=lambda g, ctx: any(map(_basic_grass, ctx.me.hand)),
         text="Once per turn: attach a Basic {G} Energy from the hand to this Pokémon; when you do, draw a "
              "card.")
def _teal_dance(g, ctx):
    card = yield from pick_card(g, ctx.player, [c for c in ctx.me.hand if _basic_grass(c)], source=96,
                                prompt="Choose a Basic {G} Energy to attach")
    yield from attach(g, ctx.mon, card, from_hand=True)
    if card in ctx.mon.energy:
        draw(g, ctx.player, 1)


# 99 Hearthflame Mask Ogerpon ex — Wrathful Hearth (also 303 N's Reshiram — Powerful Rage) (II-B-02,
# III-17).
@damage(124, text="20 damage per damage counter on this Pokémon.")
def _wrathful_hearth(g, a):
    a.damage = 20 * a.attacker.counters


# 108 Wellspring Mask Ogerpon ex — Torrential Pump (units; no Weakness/Resistance, II-B-08).  Without 3
# Energy the "if you do" part can't happen (II-E-10 R2).  Chosen before damage, since the Bench damage is
# dealt with the rest.
@damage(136,
        text="You may shuffle 3 Energy from this Pokémon back into the deck. If you do, 120 damage also goes "
             "to one of the opponent's Benched Pokémon (no Weakness or Resistance on the Bench).")
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


# 112 Munkidori — Mind Bend.
condition(141, "confused")


# 112 Munkidori — Adrena-Brain (every-type Energy counts, RC-122; II-D-05; II-C-08; a KO this causes is
# processed at once, I-D R2 (c)).
def _adrena_brain_targets(g, ctx) -> list:
    return [m for m in ctx.opp.in_play() if ability_affects(g, ctx.player, m)]


def _adrena_brain_usable(g, ctx):
    # the cheapest condition first: a Pokémon of the player's with damage counters
    return (any(m.counters for m in ctx.me.in_play())
            and any(provides_type(g, ctx.mon, e, DARKNESS) for e in ctx.mon.energy)
            and bool(_adrena_brain_targets(g, ctx)))


@ability(112, 0, can_use=_adrena_brain_usable,
         text="With any {D} Energy on this Pokémon, once per turn: move 1 to 3 damage counters from one of "
              "your Pokémon to one of the opponent's.")
def _adrena_brain(g, ctx):
    src = yield from pick_pokemon(g, ctx.player, [m for m in ctx.me.in_play() if m.counters], source=112,
                                  prompt="Move damage counters from which of your Pokémon?")
    dst = yield from pick_pokemon(g, ctx.player, _adrena_brain_targets(g, ctx), source=112,
                                  prompt="Move them to which of your opponent's Pokémon?")
    n = yield from pick_number(g, ctx.player, 1, min(3, src.counters), "How many damage counters?", 112)
    move_counters(g, src, dst, n)


# 117 Cornerstone Mask Ogerpon ex — Demolish (also 1031 Mega Starmie ex — Nebula Beam) (II-B-06, II-B-07).
@damage(148, text="The damage ignores Weakness, Resistance and every effect on the Defending Pokémon.")
def _demolish(g, a):
    a.ignore_weakness_resistance()
    a.ignore_defender_effects = True


# 117 Cornerstone Mask Ogerpon ex — Cornerstone Stance (II-C-16, RC-140).
@passive(117, "prevent_damage",
         text="Attacks from the opponent's Pokémon with an Ability do no damage to this Pokémon.")
def _cornerstone_stance(g, holder, inst, a, target):
    return target is holder and a.player != holder.owner and has_any_ability(g, a.attacker)


# 120 Drakloak — Recon Directive (any card: exactly one, I-H R2).
@ability(120, 0, can_use=lambda g, ctx: bool(ctx.me.deck),
         text="Once per turn: look at the deck's top 2 cards; add 1 to the hand and put the other at the "
              "bottom of the deck.")
def _recon_directive(g, ctx):
    got, top = yield from take_from_top(g, ctx.player, 2, any_card, exactly=1, source=120,
                                        prompt="Choose the card to put into your hand")
    move_cards(g, got, "hand")
    move_cards(g, [c for c in top if c not in got], "deck_bottom")


# 121 Dragapult ex — Phantom Dive (II-C-07; a Pokémon unaffected by attack effects may get a share but
# keeps none, R4).
@effect(154, text="Spread 6 damage counters over the opponent's Benched Pokémon however you like.")
def _phantom_dive(g, a):
    shares = yield from distribute(g, a.player, a.opp.bench, 6, prompt="Damage counters on",
                                   source=a.attacker.cid)
    for mon, n in shares:
        put_counters(g, mon, n, a=a)


# 125 Blissey ex — Return (also 381 Cynthia's Garchomp ex — Corkscrew Dive) (II-E-10).
@effect(159, text="You may draw until you hold 6 cards.")
def _return(g, a):
    if len(a.me.hand) < 6 and a.me.deck and (
            yield from yes_no(g, a.player, "Draw until you have 6 cards in hand?", a.attacker.cid)):
        draw_until(g, a.player, 6)


# 1080 Unfair Stamp (II-E-11).
@trainer(1080, can_play=lambda g, ctx: knocked_out_last_turn(g, ctx.player),
         text="Play only if one of your Pokémon was Knocked Out during the opponent's last turn. Both players "
              "shuffle their hands into their decks; you then draw 5 cards and the opponent draws 2.")
def _unfair_stamp(g, ctx):
    shuffle_hand_into_deck(g, ctx.player)
    shuffle_hand_into_deck(g, ctx.opponent)
    draw(g, ctx.player, 5)
    draw(g, ctx.opponent, 2)


# 1081 Enhanced Hammer (II-D-04 R5; needs one to exist).
def _opponents_with_special_energy(g, ctx):
    return [m for m in ctx.opp.in_play() if any(is_special_energy(e) for e in m.energy)]


@trainer(1081, can_play=lambda g, ctx: bool(_opponents_with_special_energy(g, ctx)),
         text="Discard a Special Energy attached to one of the opponent's Pokémon.")
def _enhanced_hammer(g, ctx):
    mon = yield from pick_pokemon(g, ctx.player, _opponents_with_special_energy(g, ctx), source=1081,
                                  prompt="Discard a Special Energy from which Pokémon?")
    yield from discard_energy(g, ctx.player, mon, 1, is_special_energy, cards=True, source=1081)


# 1092 Secret Box (a condition of P5 step 1; each may be missed, I-H R2).
_SECRET_BOX_KINDS = (("an Item", is_item), ("a Pokémon Tool", is_tool), ("a Supporter", is_supporter),
                     ("a Stadium", is_stadium))


@trainer(1092, can_play=lambda g, ctx: len(ctx.me.hand) - 1 >= 3 and bool(ctx.me.deck),
         text="Play it by discarding 3 other cards from the hand. Then search the deck for an Item, a Pokémon "
              "Tool, a Supporter and a Stadium, show them and add them to the hand, and shuffle the deck.")
def _secret_box(g, ctx):
    yield from discard_from_hand(g, ctx.player, ctx.player, 3, source=1092,
                                 prompt="Choose 3 cards to discard")
    yield from search_each_kind(g, ctx.player, _SECRET_BOX_KINDS, source=1092)


# 1094 Bug Catching Set (hidden cards: none is fine, I-H R2).
_bug_catch = either(of_type(GRASS), basic_energy_of(GRASS))


@trainer(1094, can_play=lambda g, ctx: bool(ctx.me.deck),
         text="Look at the deck's top 7 cards; you may show at most 2 {G} Pokémon or Basic {G} Energy among "
              "them and add them to the hand. Shuffle the rest back.")
def _bug_catching_set(g, ctx):
    yield from top_cards_to_hand(g, ctx.player, 7, _bug_catch, up_to=2, source=1094,
                                 prompt="Choose a {G} Pokémon or Basic {G} Energy")


# 1184 Lana's Aid (II-D-05, II-D-18).
_lanas_aid_card = either(both(is_pokemon, no_rule_box_card), is_basic_energy)


@trainer(1184, can_play=lambda g, ctx: any(map(_lanas_aid_card, ctx.me.discard)),
         text="Take at most 3 cards from the discard pile into the hand, in any mix of Basic Energy and "
              "Pokémon without a Rule Box.")
def _lanas_aid(g, ctx):
    yield from recover_from_discard(g, ctx.player, _lanas_aid_card, up_to=3, source=1184,
                                    prompt="Choose a Pokémon without a Rule Box or a Basic Energy")


# 1192 Carmine.
@trainer(1192, first_turn=True, can_play=lambda g, ctx: len(ctx.me.hand) > 1 or bool(ctx.me.deck),
         text="Discard the hand, then draw 5 cards. The player going first may play it on their first turn.")
def _carmine(g, ctx):
    discard_hand(g, ctx.player)
    draw(g, ctx.player, 5)


# 1245 Festival Grounds (Stadium): a Pokémon of either player with Energy attached can't be
# given Special Conditions and loses those it has, at every moment it may have just got
# Energy (attached or moved onto it) and when the Stadium is played (``always_recovers``).
def _festival_grounds_covers(g, holder, mon) -> bool:
    return bool(mon.energy)


always_recovers(1245, _festival_grounds_covers)


@trainer(1245,
         text="Every Pokémon in play (on both sides) that has Energy attached is cured of Special Conditions "
              "and cannot get new ones.")
def _festival_grounds(g, ctx):
    recover_covered(g, None, _festival_grounds_covers)


# 1246 Jamming Tower (Stadium) (II-D-13, RC-139).
@passive(1246, "no_tool_effects",
         text="Pokémon Tools attached to any Pokémon in play (on both sides) do nothing.")
def _jamming_tower(g, holder, inst, mon):
    return True


# 111 Sandygast — Sand Attack (also 670 Sandslash) (RC-001, RC-101).
@effect(139,
        text="In the opponent's next turn, when the Defending Pokémon tries to attack, the opponent flips a "
             "coin; on tails the attack fails.")
def _sand_attack(g, a):
    on_pokemon(g, "attack_may_fail", a.opp.active, OPPONENT_NEXT_TURN, a=a)


# 103 Snorunt — Astonish (also 470 Team Rocket's Meowth — Paw-cket Pilfer) (II-D-04 R2, RC-109).
@effect(130,
        text="Pick a card at random from the opponent's hand; they show it and shuffle it into their deck.")
def _astonish(g, a):
    hand = a.opp.hand
    if not hand:
        return
    card = hand[random_index(g, len(hand))]
    g.emit("reveal", a.player, cards=[card], note="{cards} chosen at random from the opponent's hand",
           revealed=[card])
    shuffle_into_deck(g, a.opponent, [card])


# 106 Palafin — Zero to Hero (II-D-19, RC-154).  The deck is shuffled either way, with the Palafin card in
# it if the exchange happened.
@trigger(106, "moved_to_bench",
         text="Once per turn, when this Pokémon retreats or is otherwise moved from Active to the Bench, you "
              "may take a Palafin ex from the deck and swap it in for this Pokémon; everything on this "
              "Pokémon (attached cards, damage, conditions, time in play, effects) carries over to the "
              "Palafin ex, and this card goes into the deck. Then shuffle the deck.")
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


# 107 Palafin ex — Hero's Spirit.
no_code(107, 0, text="This Pokémon can come into play only through the Zero to Hero Ability of Palafin.")
ONLY_BY_NAMED_EFFECT.add(107)


# 1093 Scoop Up Cyclone (II-C-02).
@trainer(1093, text="Return one of your Pokémon, with every card attached to it, to the hand.")
def _scoop_up_cyclone(g, ctx):
    mon = yield from pick_pokemon(g, ctx.player, ctx.me.in_play(), source=1093,
                                  prompt="Choose a Pokémon to put into your hand")
    return_to_hand(g, mon)


# 94 Sinistcha — Cursed Drop (II-C-07, RC-059; R4, RC-060).
@effect(116, text="Spread 4 damage counters over the opponent's Pokémon however you like.")
def _cursed_drop(g, a):
    split = yield from distribute(g, a.player, a.opp.in_play(), 4, source=a.attacker.cid,
                                  prompt="How many damage counters on")
    for mon, n in split:
        put_counters(g, mon, n, a=a)


# 94 Sinistcha — Spill the Tea (none is allowed, II-D-05 R3; II-B-02).
@damage(117, text="Discard at most 3 {G} Energy cards attached to your Pokémon; 70 damage per card discarded.")
def _spill_the_tea(g, a):
    gone = []
    for mon in a.me.in_play():
        gone += yield from discard_energy_from_among(
            g, a.player, [mon], lambda e, m=mon: provides_type(g, m, e, GRASS), up_to=3 - len(gone),
            source=a.attacker.cid)
    a.damage = 70 * len(gone)


# 1242 Community Center (Stadium) (I-B-04 R4; II-E-26).
@stadium_ability(1242, can_use=lambda g, ctx: bool(ctx.me.supporters_played)
                 and any(m.damage for m in ctx.me.in_play()),
                 text="Once during each player's turn, a player who played a Supporter from their hand this "
                      "turn may heal each of their Pokémon by 10.")
def _community_center(g, ctx):
    for mon in ctx.me.in_play():
        heal(g, mon, 10)


# 28 Poltchageist — Storehouse Hideaway (also 362 Misty's Magikarp — So Submerged) (II-E-13 R4, RC-184;
# II-C-16, II-C-17).
def _hidden_on_bench(g, holder, inst, a, target):
    return (target is holder and a.player != holder.owner
            and g.players[holder.owner].active is not holder)


passive(28, "prevent_damage",
        text="While this Pokémon sits on your Bench, attacks of the opponent's Pokémon "
             "neither damage it nor affect it.")(_hidden_on_bench)
passive(28, "prevent_attack_effects")(_hidden_on_bench)


# 30 Magcargo ex — Hot Magma (also 716 Pyroar — Searing Flame).
condition(17, "burned")


# 1237 Lucian (an empty hand, no shuffle: II-E-35 R3; RC-242).  Not playable when no hand would move.
@trainer(1237, can_play=lambda g, ctx: len(ctx.me.hand) > 1 or bool(ctx.opp.hand),
         text="Each player shuffles the hand and places it under the deck. If anyone placed cards there, each "
              "player flips a coin and draws 6 cards on heads or 3 on tails.")
def _lucian(g, ctx):
    moved = [shuffle_to_bottom(g, pl, g.players[pl].hand[:]) for pl in (ctx.player, ctx.opponent)]
    if any(moved):
        for pl in (ctx.player, ctx.opponent):
            draw(g, pl, 6 if flip(g, pl, "Lucian") else 3)


# -- pool coverage (P5): the rest of Twilight Masquerade ---------------------------------------
# 9 Boomerang Energy.  Discarded by an effect of an attack of the Pokémon it is attached to, it is
# attached again to that Pokémon (if still in play) once the attack's effects are done (the attack
# procedure fires ``discarded_by_attack`` after P1 step 5).
energy(9, provides=lambda g, mon, inst: (COLORLESS_BIT,),
       text="Provides 1 {C} Energy. When an effect of an attack by the Pokémon carrying this card discards "
            "it, it comes back from the discard pile onto that Pokémon once the attack is over.")


@trigger(9, "discarded_by_attack")
def _boomerang_energy(g, holder, inst, a):
    if inst in g.players[(inst >> 6) & 1].discard and g.find_pokemon(a.attacker.uid) is a.attacker:
        g.emit("card_effect", a.player, card=inst, note="{card} comes back")
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
        g.emit("knockout", mon.owner, target=mon, delayed=True)
        knock_out(g, mon)


# 32 Glaceon — Permeating Chill: ``value`` damage counters are put on it then (II-C-07).
@lasting("counters_at_turn_end", "end_of_turn")
def _counters_at_turn_end(g, e, player):
    mon = g.find_pokemon(e.target)
    if mon is not None:
        put_counters(g, mon, e.value, by=1 - mon.owner, kind="attack")


# 25 Pinsir — Slow Crunch.
@effect(8,
        text="Discard every Energy from this Pokémon. When the opponent's next turn ends, the Defending "
             "Pokémon is Knocked Out.")
def _slow_crunch(g, a):
    discard_all_energy(g, a.attacker)
    on_pokemon(g, "knock_out_at_turn_end", a.opp.active, OPPONENT_NEXT_TURN, a=a)


@effect(21, text="When the opponent's next turn ends, the Defending Pokémon gets 9 damage counters.")
def _permeating_chill(g, a):
    on_pokemon(g, "counters_at_turn_end", a.opp.active, OPPONENT_NEXT_TURN, 9, a=a)


# 26 Leafeon — Leaflet Blessings (none is fine, your own hidden hand: II-E-33).
@effect(10,
        text="Attach a Basic {G} Energy from your hand to one of your Benched Pokémon; when you do, that "
             "Pokémon heals all its damage.")
def _leaflet_blessings(g, a):
    done = yield from attach_from(g, a.player, "hand", basic_energy_of(GRASS), a.me.bench, up_to=1,
                                  source=a.attacker.cid, prompt="Choose a Basic {G} Energy to attach")
    for mon, inst in done:
        if inst in mon.energy:
            heal_all(g, mon)


# 27 Iron Leaves — Recovery Net (an attack: none is allowed, II-D-05 R3).
@effect(12, text="Take at most 2 Pokémon from the discard pile into the hand.")
def _recovery_net(g, a):
    yield from recover_from_discard(g, a.player, is_pokemon, up_to=2, at_least=0, source=a.attacker.cid,
                                    prompt="Choose a Pokémon to put into your hand")


# 27 Iron Leaves — Avenging Edge (II-E-11, RC-177).
more_damage_if(13, 60, lambda g, a: knocked_out_last_turn(g, a.player, by_attack=True),
               when="one of your Pokémon was Knocked Out by an attack's damage in the opponent's last turn")


# 29 Sinistcha ex — Re-Brew (II-C-07; II-E-36).
@effect(15,
        text="One of the opponent's Pokémon gets 2 damage counters per Basic {G} Energy card in the discard "
             "pile; those Energy cards are then shuffled into the deck.")
def _re_brew(g, a):
    cards = [c for c in a.me.discard if _basic_grass(c)]
    if not cards:
        return
    mon = yield from pick_pokemon(g, a.player, a.opp.in_play(), source=a.attacker.cid,
                                  prompt=f"Put {2 * len(cards)} damage counters on which Pokémon?")
    put_counters(g, mon, 2 * len(cards), a=a)
    shuffle_into_deck(g, a.player, cards)


# 29 Sinistcha ex — Matcha Splash.
heal_each(16, 30)


# 30 Magcargo ex — Ground Burn (II-C-01; a deck is not a Pokémon, II-C-17 doesn't apply).
@damage(18,
        text="Each player discards the top card of their deck; 140 extra damage per Energy card discarded "
             "this way.")
def _ground_burn(g, a):
    gone = mill(g, a.player, 1) + mill(g, a.opponent, 1)
    a.damage += 140 * sum(1 for c in gone if is_energy(c))


# 35 Walking Wake — Aurora Gain (also 178, 656, 798, 1042, 1363).
heal_self(26, 20)


# 35 Walking Wake — Undulating Slice (II-C-07; II-B-02; none placed: no damage).  The counters come before
# the damage; a Knock Out of Walking Wake waits for P1 step 7.
@damage(27, text="Put 0 to 9 damage counters on the attacker itself; 20 damage per counter put there.")
def _undulating_slice(g, a):
    n = yield from pick_number(g, a.player, 0, 9, "How many damage counters on this Pokémon?", a.attacker.cid)
    a.damage = 20 * put_counters(g, a.attacker, n)


# 36 Morpeko — Pick and Stick (an attack: none is allowed).
@effect(28, text="Attach at most 2 Basic Energy from the discard pile to your Pokémon, split as you like.")
def _pick_and_stick(g, a):
    yield from attach_from(g, a.player, "discard", is_basic_energy, a.me.in_play(), up_to=2,
                           source=a.attacker.cid, prompt="Choose Basic Energy cards to attach")


# 36 Morpeko — Snack Seek (II-C-20; RC-047).
@ability(36, 0, can_use=lambda g, ctx: bool(ctx.me.deck),
         text="Once per turn: look at the deck's top card; you may discard it.")
def _snack_seek(g, ctx):
    top = look_top(g, ctx.player, 1)[0]
    if (yield from yes_no(g, ctx.player, f"Discard {cname(top)} from the top of your deck?", 36)):
        move_cards(g, [top], "discard")
        g.emit("discard", ctx.player, cards=[top], src="deck_top")


# 37 Iron Thorns ex — Volt Cyclone (also 259, 772, 1291) (II-C-10).
@effect(29, text="Move an Energy from the attacker to one of your Benched Pokémon.")
def _volt_cyclone(g, a):
    yield from choose_and_move_energy(g, a.player, [a.attacker], a.me.bench, source=a.attacker.cid)


# 37 Iron Thorns ex — Initialization (II-D-13, II-D-18).  The target is checked first; Iron Thorns ex is a
# Future Pokémon, so its own Ability is never asked about.
@passive(37, "no_abilities",
         text="While this Pokémon is Active, every Pokémon in play with a Rule Box (on both sides) has no "
              "Abilities, except Future Pokémon.")
def _initialization(g, holder, inst, mon):
    card = CARD_LIST[mon.cid]
    return (card.has_rule_box and "future" not in card.tags
            and g.players[holder.owner].active is holder and Q.abilities_work(g, holder))


# 38 Girafarig — Dual Headbutt (II-B-08 R4: no Weakness or Resistance on the Bench).
bench_hit(30, 10, own=True)


# 39 Enamorus — Love Resonance (now, II-D-07).
def _types_in_play(g, player: int) -> set:
    return {t for m in g.players[player].in_play() for t in Q.types(g, m)}


more_damage_if(32, 120, lambda g, a: bool(_types_in_play(g, a.player) & _types_in_play(g, a.opponent)),
               when="one of your Pokémon in play shares a type with one of the opponent's Pokémon in play")


# 40 Greninja ex — Shinobi Blade (also 1375 Banette — Puppet Pull) (then exactly 1, I-H R2; II-E-10).
@effect(33, text="You may look through the deck for any 1 card and add it to the hand, then shuffle the deck.")
def _shinobi_blade(g, a):
    if a.me.deck and (yield from yes_no(g, a.player, "Search your deck for a card?", a.attacker.cid)):
        yield from search_to_hand(g, a.player, any_card, exactly=1, source=a.attacker.cid,
                                  prompt="Choose any card")


# 40 Greninja ex — Mirage Barrage (both if only 2; no Weakness or Resistance on the Bench, II-B-08;
# units).
hit_pokemon(34, 120, count=2)


discard_own_energy(34, 2)


# 41 Ting-Lu — Ground Crasher (II-B-08; after the damage, P1 step 5).
@damage(35,
        text="With a Stadium in play, each of the opponent's Benched Pokémon also takes 30 damage (no "
             "Weakness or Resistance on the Bench), and the Stadium is then discarded.")
def _ground_crasher(g, a):
    if g.stadium is not None:
        hit_each(a, a.opp.bench, 30)
        a.memo["stadium"] = g.stadium


@effect(35)
def _ground_crasher_discard(g, a):
    if g.stadium is not None and g.stadium == a.memo.get("stadium"):
        yield from discard_stadium(g)


# 42 Applin — Find a Friend (also 838, 1020).
search_deck_for(37, is_pokemon, prompt="Choose a Pokémon",
                text="Search the deck for a Pokémon, show it and add it to the hand, then shuffle the deck.")


# 44 Bloodmoon Ursaluna ex — Seasoned Skill (II-D-12, II-D-17).
@passive(44, "attack_cost",
         text="Blood Moon costs this Pokémon {C} less per Prize card the opponent has taken.")
def _seasoned_skill(g, holder, inst, mon, attack):
    if mon is holder and attack.name == "Blood Moon":
        return -g.players[1 - holder.owner].prizes_taken()
    return 0


# 88 Volbeat — Quick Sign (II-E-28).
attack_rule(107, first_turn=True,
            text="The player going first may use this attack on their first turn. Bench at most 2 Basic "
                 "Pokémon from the deck, then shuffle the deck.")
call_to_bench(107, is_basic_pokemon, up_to=2)
# 88 Volbeat — Coordinated Strike.
more_damage_if(108, 60, lambda g, a: any(m.name == "Illumise" for m in a.me.bench),
               when="you have Illumise on the Bench")
# 95 Teal Mask Ogerpon — Mountain Stroll (and 5 more cards).
search_deck_for(118, is_basic_energy, up_to=2, prompt="Choose a Basic Energy card",
                text="Search the deck for at most 2 Basic Energy cards, show them and add them to the hand, "
                     "then shuffle the deck.")
# 95 Teal Mask Ogerpon — Ogre Comeback (also 956 Zeraora).
damage_for_each(119, 20, lambda g, a: len(a.opp.bench), more=True, per="Pokémon on the opponent's Bench")
# 97 Litwick — Call for Family (also 199, 767, 967).
call_to_bench(121, is_basic_pokemon, text="Bench a Basic Pokémon from the deck, then shuffle the deck.")
# 98 Chandelure — Mind Ruler (II-B-02).
damage_for_each(123, 30, lambda g, a: len(a.opp.hand), per="card in the opponent's hand")


# 98 Chandelure — Alluring Light.
@ability(98, 0, can_use=lambda g, ctx: bool(ctx.me.deck) or bool(ctx.opp.deck),
         text="Once per turn: both players draw a card.")
def _alluring_light(g, ctx):
    draw(g, ctx.player, 1)
    draw(g, ctx.opponent, 1)


# 99 Hearthflame Mask Ogerpon ex — Dynamic Blaze (after the damage, P1 step 5).
@damage(125,
        text="140 extra damage if the Defending Pokémon is an Evolution Pokémon, and then every Energy on the "
             "attacker is discarded.")
def _dynamic_blaze(g, a):
    if a.opp.active is not None and mon_is_evolution(a.opp.active):
        a.damage += 140
        a.memo["dynamic_blaze"] = True


@effect(125)
def _dynamic_blaze_discard(g, a):
    if a.memo.get("dynamic_blaze"):
        discard_all_energy(g, a.attacker)


# 101 Jynx — Inviting Kiss (II-C-10).
@effect(127,
        text="Bench a Basic Pokémon from the deck, then shuffle the deck. If a Pokémon was benched this way, "
             "one Energy moves from the attacker to it.")
def _inviting_kiss(g, a):
    new = yield from search_to_bench(g, a.player, is_basic_pokemon, source=a.attacker.cid)
    if new and a.attacker.energy:
        yield from choose_and_move_energy(g, a.player, [a.attacker], new, source=a.attacker.cid)


# 102 Milotic — Mentally Calm.
@passive(102, "kept_out_of_hand",
         text="No effect can put the opponent's Pokémon in play, or the cards attached to them, into the "
              "opponent's hand.")
def _mentally_calm(g, holder, inst, mon):
    return mon.owner != holder.owner


# 104 Froslass — Freezing Shroud (RC-140; II-E-08).  Each Froslass does it.
@trigger(104, "checkup",
         text="At each Pokémon Checkup, every Pokémon in play (on both sides) that has an Ability, other than "
              "Froslass, gets 1 damage counter.")
def _freezing_shroud(g, holder, inst):
    for mon in g.all_in_play():
        if mon.name != "Froslass" and has_any_ability(g, mon):
            put_counters(g, mon, 1, by=holder.owner, kind="ability")


# 109 Abra — Teleporter (I-D P8 step 5).
@ability(109, 0, where=ACTIVE_ONLY,
         text="Once per turn, while this Pokémon is Active: shuffle it and everything attached to it into the "
              "deck.")
def _teleporter(g, ctx):
    shuffle_pokemon_into_deck(g, ctx.mon)


# 110 Slurpuff — Slurp Slurp (II-B-02; step 5 still runs after a 0-damage result).
@damage(138,
        text="Flip 2 coins: 90 damage per heads. If both are tails, the Defending Pokémon becomes Confused.")
def _slurp_slurp(g, a):
    heads = flips(g, a.player, 2)
    a.damage = 90 * heads
    a.memo["slurp_tails"] = heads == 0


@effect(138)
def _slurp_slurp_confuse(g, a):
    if a.memo.get("slurp_tails"):
        inflict_defender(g, a, "confused")


# 116 Okidogi — Adrena-Power (every-type Energy counts, RC-122; II-D-15; P2 step 2).
def _has_darkness_energy(g, mon) -> bool:
    return any(provides_type(g, mon, e, DARKNESS) for e in mon.energy)


@passive(116, "max_hp",
         text="With any {D} Energy on this Pokémon, it has +100 HP, and its attacks do 100 extra damage to "
              "the opponent's Active (before Weakness and Resistance).")
def _adrena_power_hp(g, holder, inst, mon):
    return 100 if mon is holder and _has_darkness_energy(g, holder) else 0


@passive(116, "damage_dealt")
def _adrena_power_damage(g, holder, inst, a, target):
    if a.attacker is holder and target is g.players[a.opponent].active and _has_darkness_energy(g, holder):
        return 100
    return 0


# 118 Heatran — Steel Burst (before the damage, which counts them; II-B-02).
@damage(149, text="Discard every {M} Energy from the attacker; 50 damage per card discarded.")
def _steel_burst(g, a):
    mon = a.attacker
    a.damage = 50 * len(discard_all_energy(g, mon, lambda e: provides_type(g, mon, e, METAL)))


# 118 Heatran — Incandescent Body (also 856 Numel) (P1 step 6, II-E-03).
@trigger(118, "damaged_by_attack",
         text="Whenever an opponent's attack damages this Pokémon while it is Active (even if it is Knocked "
              "Out), the Pokémon that attacked becomes Burned.")
def _incandescent_body(g, holder, inst, a, dealt):
    if (a.player != holder.owner and g.players[holder.owner].active is holder
            and g.find_pokemon(a.attacker.uid) is a.attacker):
        inflict(g, a.attacker, "burned")


# 122 Tatsugiri — Attract Customers (hidden cards: none is fine, I-H R2).
@ability(122, 0, where=ACTIVE_ONLY, can_use=lambda g, ctx: bool(ctx.me.deck),
         text="Once per turn, while this Pokémon is Active: look at the deck's top 6 cards; you may show a "
              "Supporter among them and add it to the hand. Shuffle the rest back.")
def _attract_customers(g, ctx):
    yield from top_cards_to_hand(g, ctx.player, 6, is_supporter, up_to=1, source=122,
                                 prompt="Choose a Supporter card")


# 123 Farfetch'd — Mach Cut (also 546 Cobalion — Righteous Edge) (an attack effect, II-C-17).
@effect(156, text="Discard a Special Energy attached to the Defending Pokémon.")
def _mach_cut(g, a):
    if a.opp.active is not None:
        yield from discard_energy(g, a.player, a.opp.active, 1, is_special_energy, a=a, cards=True,
                                  source=a.attacker.cid)


# 123 Farfetch'd — Impromptu Carrier (II-E-06).  The only card attaching a Tool from the deck, so the
# attachment is done here (as I-B-02 attaches from hand: one Tool per Pokémon).
@trigger(123, "played_to_bench",
         text="When you bench this Pokémon from the hand in your turn, you may search the deck for a Pokémon "
              "Tool and attach that Tool to this Pokémon, and then shuffle the deck.")
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
        g.emit("attach", ctx.player, card=tool, target=holder, from_deck=True)
    shuffle_deck(g, ctx.player)
    for tool in got:
        yield from fire_own(g, "tool_attached", holder, tool)


# 125 Blissey ex — Happy Switch (II-C-10).
@ability(125, 0, can_use=lambda g, ctx: len(ctx.me.in_play()) > 1
         and any(is_basic_energy(e) for m in ctx.me.in_play() for e in m.energy),
         text="Once per turn: move a Basic Energy between two of your Pokémon.")
def _happy_switch(g, ctx):
    mons = ctx.me.in_play()
    yield from choose_and_move_energy(g, ctx.player, mons, mons, where=is_basic_energy, source=125)


# 124 Chansey — Lucky Attachment (II-C-09, not the turn's attachment, R3; your own hidden hand: none is
# fine, II-E-33).
@effect(157, text="Attach a Basic Energy from hand to one of your Pokémon.")
def _lucky_attachment(g, a):
    yield from attach_from(g, a.player, "hand", is_basic_energy, a.me.in_play(), up_to=1,
                           source=a.attacker.cid, prompt="Choose a Basic Energy card to attach")


# 242 Feebas — Flail (also 532 Dwebble).
damage_for_each(333, 10, lambda g, a: a.attacker.counters, per="damage counter on this Pokémon")


# 245 Alakazam — Strange Hacking (II-C-08; only between Pokémon its effects reach, II-C-17).  Moves are
# offered until the player is done, at most as many counters in all as there were, which covers every end
# result.
@effect(338,
        text="The Defending Pokémon becomes Confused. You may then rearrange damage counters among the "
             "opponent's Pokémon however you like.")
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


# 245 Alakazam — Psychic.
damage_for_each(339, 50, lambda g, a: count_energy(g, a.opp.active) if a.opp.active is not None else 0,
                more=True, per="Energy attached to the Defending Pokémon")


# 247 Swirlix — Sneaky Placement (II-C-07).
@effect(342, text="One of the opponent's Pokémon gets 2 damage counters.")
def _sneaky_placement(g, a):
    mon = yield from pick_pokemon(g, a.player, a.opp.in_play(), source=a.attacker.cid,
                                  prompt="Put 2 damage counters on which Pokémon?")
    put_counters(g, mon, 2, a=a)


# 247 Swirlix — Festival Lead.
passive(247, "extra_attack",
        text="With Festival Grounds in play, this Pokémon may attack twice in a row: if its "
             "first attack Knocks Out the Defending Pokémon, it may attack again once the "
             "opponent has chosen a new Active Pokémon.")(_festival_lead)


# 946 Cramorant — Spit Shot (no Weakness or Resistance on the Bench, II-B-08).
hit_pokemon(1359, 120)
discard_all_own_energy(1359)


# 969 Scream Tail ex — Scream (an effect on the player, II-C-19).
attack_rule(1393, condition=lambda g, mon, atk: g.turn == 2 and mon.owner != g.first_player,
            text="Only the player going second may use it, and only on their first turn. In their next turn, "
                 "the opponent can't play Supporters from hand.")


@effect(1393)
def _scream(g, a):
    on_player(g, "cant_play", a.opponent, OPPONENT_NEXT_TURN, ("supporter",), source=a.attacker.cid)


# 970 Fezandipiti — Adrena-Pheromone (II-C-16, P2 step 6).  The coin is flipped once per attack, when that
# attack's damage to it has been worked out (10 or more; 0 is no damage, II-E-03 R1).
@passive(970, "prevent_damage_of",
         text="While this Pokémon carries any {D} Energy, each time an attack would damage it, flip a coin; "
              "on heads that damage is prevented.")
def _adrena_pheromone(g, holder, inst, a, target, dmg):
    if target is not holder or not _has_darkness_energy(g, holder):
        return False
    key = ("adrena_pheromone", holder.uid)
    if key not in a.memo:
        a.memo[key] = flip(g, holder.owner, "Adrena-Pheromone")
    return a.memo[key]


# 982 Scolipede — Dastardly Jab (II-C-07; none if it has 10 or less).
@effect(1414, text="Add damage counters to the Defending Pokémon until it has 10 HP left.")
def _dastardly_jab(g, a):
    mon = a.opp.active
    if mon is not None:
        put_counters(g, mon, (Q.remaining_hp(g, mon) - 10) // 10, a=a)


# 986 Brute Bonnet — Relentless Punches.
damage_for_each(1422, 50, lambda g, a: a.opp.active.counters if a.opp.active is not None else 0, more=True,
                per="damage counter on the Defending Pokémon")


# 1082 Hyper Aroma.
@trainer(1082, can_play=lambda g, ctx: bool(ctx.me.deck),
         text="Search the deck for at most 3 Stage 1 Pokémon, show them and add them to the hand, then "
              "shuffle the deck.")
def _hyper_aroma(g, ctx):
    yield from search_to_hand(g, ctx.player, is_stage(1), up_to=3, source=1082, prompt="Choose a Stage 1 Pokémon")


# 1090 Ogre's Mask (II-D-19).
def _ogerpon_ex(c) -> bool:
    return is_ex_card(c) and "Ogerpon" in CARD_LIST[c >> 7].name


def _ogerpon_ex_in_play(g, ctx) -> list:
    return [m for m in ctx.me.in_play() if _ogerpon_ex(m.top)]


@trainer(1090, can_play=lambda g, ctx: bool(_ogerpon_ex_in_play(g, ctx)) and any(map(_ogerpon_ex, ctx.me.discard)),
         text="Choose a Pokémon ex with \"Ogerpon\" in its name in the discard pile and swap it with an "
              "in-play Pokémon ex of yours with \"Ogerpon\" in its name; everything on the old Pokémon "
              "(attached cards, damage, conditions, time in play, effects) carries over to the new one.")
def _ogres_mask(g, ctx):
    card = yield from pick_card(g, ctx.player, [c for c in ctx.me.discard if _ogerpon_ex(c)], source=1090,
                                prompt="Choose the Ogerpon ex to put into play")
    mon = yield from pick_pokemon(g, ctx.player, _ogerpon_ex_in_play(g, ctx), source=1090,
                                  prompt="Switch it with which Pokémon?")
    ctx.me.discard.remove(card)
    to_discard(g, exchange_pokemon_card(g, mon, card))


# 1091 Accompanying Flute (as many as fit, II-C-11 R5).
@trainer(1091, can_play=lambda g, ctx: bool(ctx.opp.deck),
         text="Turn over the top 5 cards of the opponent's deck. You may put any of the Basic Pokémon among "
              "them onto the opponent's Bench; the opponent shuffles the rest back into their deck.")
def _accompanying_flute(g, ctx):
    top = look_top(g, ctx.opponent, 5)
    g.emit("reveal", ctx.player, cards=list(top), note="The top cards of the opponent's deck: {cards}")
    room = Q.bench_size(g, ctx.opponent) - len(ctx.opp.bench)
    got = yield from pick_cards(g, ctx.player, [c for c in top if is_basic_pokemon(c)], up_to=max(0, room),
                                at_least=0, source=1091, prompt="Choose a Basic Pokémon for the opponent's Bench")
    for c in got:
        yield from put_onto_bench(g, ctx.opponent, c)
    shuffle_deck(g, ctx.opponent)


# 1155 Survival Brace (Tool) (II-D-14, RC-142).
@passive(1155, "survive_knockout",
         text="If the Pokémon holding this card has full HP and damage from an opponent's attack would Knock "
              "it Out, it survives with 10 HP left; then discard this card.")
def _survival_brace(g, holder, inst, a, target):
    if target is holder and a.player != holder.owner:
        a.memo.setdefault("braces_used", []).append(inst)
        return True
    return False


@trigger(1155, "attack_done")
def _survival_brace_used(g, holder, inst, a):
    if inst in a.memo.get("braces_used", ()) and inst in holder.tools:
        discard_tool(g, holder, inst)


# 1156 Lucky Helmet (Tool) (P1 step 6, II-E-03).
@trigger(1156, "damaged_by_attack",
         text="Whenever an opponent's attack damages the Pokémon holding this card while it is Active (even a "
              "Knock Out), its owner draws 2 cards.")
def _lucky_helmet(g, holder, inst, a, dealt):
    if a.player != holder.owner and g.players[holder.owner].active is holder:
        draw(g, holder.owner, 2)


# 1161 Handheld Fan (Tool) (P1 step 6, II-E-03; II-C-10).
@trigger(1161, "damaged_by_attack",
         text="Whenever an opponent's attack damages the Pokémon holding this card while it is Active (even a "
              "Knock Out), one Energy moves from the Pokémon that attacked to one of the opponent's Benched "
              "Pokémon.")
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


# 1183 Perrin (II-D-05 R1; hidden: none is fine).
@trainer(1183, can_play=lambda g, ctx: any(map(is_pokemon, ctx.me.hand)),
         text="Show at most 2 Pokémon from the hand and put them into the deck; if you do, search the deck "
              "for as many Pokémon at most, show them and add them to the hand. Then shuffle the deck.")
def _perrin(g, ctx):
    shown = yield from pick_cards(g, ctx.player, [c for c in ctx.me.hand if is_pokemon(c)], up_to=2,
                                  at_least=1, source=1183, prompt="Choose a Pokémon to put into your deck")
    move_cards(g, shown, "deck")
    g.emit("to_deck", ctx.player, cards=shown, shown=True)
    yield from search_to_hand(g, ctx.player, is_pokemon, up_to=len(shown), source=1183,
                              prompt="Choose a Pokémon")


# 1191 Kieran (II-C-03; P2 step 2; the pool has no Pokémon V; switch your Active Pokémon with a Benched
# one (II-C-03), or this turn your attacks do 30 more to the opponent's Active Pokémon ex (P2 step 2; the
# pool has no Pokémon V)).
_KIERAN_SWITCH, _KIERAN_BOOST = "switch", "+30 damage to Active Pokémon ex"


@trainer(1191,
         text="Choose one: switch your Active Pokémon with one of your Benched Pokémon; or, for the rest of "
              "this turn, your Pokémon's attacks do 30 more damage to an Active Pokémon ex or Active Pokémon "
              "V of the opponent (before Weakness and Resistance).")
def _kieran(g, ctx):
    options = ((_KIERAN_SWITCH,) if ctx.me.bench and ctx.me.active is not None else ()) + (_KIERAN_BOOST,)
    choice = yield from pick_option(g, ctx.player, options, "Choose 1", 1191)
    if choice == _KIERAN_SWITCH:
        yield from switch_own(g, ctx.player, source=1191)
    else:
        boost_attacks_this_turn(g, ctx.player, 30, targets="ex", source=1191)


# 1193 Hassel (II-E-11; hidden: none is fine).
@trainer(1193, can_play=lambda g, ctx: bool(ctx.me.deck) and knocked_out_last_turn(g, ctx.player),
         text="Play only if one of your Pokémon was Knocked Out during the opponent's last turn. Then look at "
              "the deck's top 8 cards and add at most 3 of them to the hand; shuffle the rest back.")
def _hassel(g, ctx):
    yield from top_cards_to_hand(g, ctx.player, 8, any_card, up_to=3, source=1193,
                                 prompt="Choose a card to put into your hand")


# 1212 Cook (II-C-06).
@trainer(1212, can_play=lambda g, ctx: ctx.me.active is not None and ctx.me.active.damage > 0,
         text="Your Active Pokémon heals 70 damage.")
def _cook(g, ctx):
    heal(g, ctx.me.active, 70)
