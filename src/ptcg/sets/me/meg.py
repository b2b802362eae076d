"""Mega Evolution (MEG).  Cards are named by ID and attack/ability name; texts are not
copied here — see the card database or the official card list for the wording."""

from ...cards.db import CARD_LIST
from ...registry import TRAINERS
from ...effects import *  # noqa: F401,F403
from ...rules.context import Context


# 721 Kyogre — Riptide: 20 damage per Basic {W} Energy card in your discard pile, then
# those cards are shuffled into your deck (II-D-03 RC-106, II-E-36).
@damage(1042)
def _riptide(g, a):
    found = [c for c in a.me.discard if is_basic_energy(c, WATER)]
    a.damage = 20 * len(found)
    a.memo["found"] = found


@effect(1042)
def _riptide_shuffle(g, a):
    found = [c for c in a.memo.get("found", ()) if c in a.me.discard]
    if found:
        shuffle_into_deck(g, a.player, found)


# 721 Kyogre — Swirling Waves: discard 2 Energy from this Pokémon.
@effect(1043)
def _swirling_waves(g, a):
    yield from discard_energy(g, a.player, a.attacker, 2, source=a.attacker.cid)


# 723 Mega Abomasnow ex — Hammer-lanche: discard your top 6 cards; 100 damage for each
# Basic {W} Energy card discarded that way.
@damage(1046)
def _hammer_lanche(g, a):
    milled = mill(g, a.player, 6)
    a.damage = 100 * sum(1 for c in milled if is_basic_energy(c, WATER))


# 1145 Mega Signal: search your deck for a Mega Evolution Pokémon ex.
@trainer(1145, can_play=lambda g, ctx: bool(ctx.me.deck))
def _mega_signal(g, ctx):
    yield from search_to_hand(g, ctx.player, is_mega_card, source=1145,
                              prompt="Choose a Mega Evolution Pokémon ex")


# 1227 Lillie's Determination: shuffle your hand into your deck, draw 6 (8 with exactly
# 6 Prize cards left) — RC-107, RC-246.  With an empty deck and no other card in the hand
# (the card itself is played, not shuffled in) nothing would change (I-B P5 step 1).
@trainer(1227, can_play=lambda g, ctx: bool(ctx.me.deck) or any(c != ctx.inst for c in ctx.me.hand))
def _lillies_determination(g, ctx):
    shuffle_hand_into_deck(g, ctx.player)
    draw(g, ctx.player, 8 if len(ctx.me.prizes) == 6 else 6)


# 666 Cinderace — Turbo Flare: attach up to 3 Basic Energy from your deck to your Benched
# Pokémon in any way you like, then shuffle (RC-064).
@effect(965)
def _turbo_flare(g, a):
    if a.me.bench:
        yield from attach_from(g, a.player, "deck", is_basic_energy, a.me.bench, up_to=3,
                               source=a.attacker.cid)
    else:
        shuffle_deck(g, a.player)


# 666 Cinderace — Explosiveness: may start face down in the Active Spot (RC-078).
@passive(666, "setup_active")
def _explosiveness(g, inst):
    return True


# 734 Magnezone — Upper Spark: +120 if it evolved from Magneton this turn (II-E-24, RC-213).
@damage(1060)
def _upper_spark(g, a):
    m = a.attacker
    if m.evolved_turn == g.turn and m.evolved_from >= 0 and CARD_LIST[m.evolved_from].name == "Magneton":
        a.damage += 120


# 734 Magnezone — Flashing Bolt: can't use it during your next turn (II-C-15 R2, RC-082).
self_lock_next_turn(1061)


# 674 Hariyama — Wild Press: also 70 damage to itself (II-B-09).
self_damage(978, 70)


# 674 Hariyama — Heave-Ho Catcher: on evolving from hand, may switch in 1 of the opponent's
# Benched Pokémon (II-E-05, II-C-05); not offered when they have no Bench.
@on_evolve_ability(674, can_use=lambda g, mon: bool(g.players[1 - mon.owner].bench))
def _heave_ho_catcher(g, ctx):
    yield from gust(g, ctx.player, source=674)


# 742 Kadabra / 743 Alakazam — Psychic Draw: on evolving from hand, may draw 2 / 3 cards
# (II-E-05, RC-165; Rare Candy counts, RC-166).
def _has_deck(g, mon):
    return bool(g.players[mon.owner].deck)


@on_evolve_ability(742, can_use=_has_deck)
def _psychic_draw_kadabra(g, ctx):
    draw(g, ctx.player, 2)


@on_evolve_ability(743, can_use=_has_deck)
def _psychic_draw_alakazam(g, ctx):
    draw(g, ctx.player, 3)


# 743 Alakazam — Powerful Hand: 2 damage counters on the opponent's Active for each card
# in your hand (an attack effect: II-C-07 R3/R4).
@effect(1072)
def _powerful_hand(g, a):
    put_counters(g, a.opp.active, 2 * len(a.me.hand), a=a)


# 675 Lunatone — Lunar Cycle: with Solrock in play, discard a Basic {F} Energy from hand
# (a cost, II-E-30) to draw 3; one Lunar Cycle per turn (II-E-14, RC-185).
def _lunar_cycle_usable(g, ctx):
    return (bool(ctx.me.deck) and any(m.name == "Solrock" for m in ctx.me.in_play())
            and any(is_basic_energy(c, FIGHTING) for c in ctx.me.hand))


def _discard_basic_fighting(g, ctx):
    got = yield from discard_from_hand(g, ctx.player, ctx.player, 1, basic_energy_of(FIGHTING), source=675,
                                       prompt="Discard a Basic {F} Energy card")
    return bool(got)


@ability(675, 0, limit=ONCE_PER_NAME, can_use=_lunar_cycle_usable, cost=_discard_basic_fighting)
def _lunar_cycle(g, ctx):
    draw(g, ctx.player, 3)


# 676 Solrock — Cosmic Beam: does nothing without Lunatone on the Bench (II-D-01 (b));
# its damage ignores Weakness and Resistance (II-B-06, RC-027).
@damage(980)
def _cosmic_beam(g, a):
    if any(m.name == "Lunatone" for m in a.me.bench):
        a.ignore_weakness_resistance()
    else:
        a.fail()


# 677 Riolu — Accelerating Stab; 678 Mega Lucario ex — Mega Brave: not again during your
# next turn (II-C-15 R2, RC-082, RC-159).
self_lock_next_turn(981, 983)


# 678 Mega Lucario ex — Aura Jab: attach up to 3 Basic {F} Energy from the discard pile to
# your Benched Pokémon in any way you like; none is allowed (II-C-09, RC-065, RC-114).
@effect(982)
def _aura_jab(g, a):
    yield from attach_from(g, a.player, "discard", basic_energy_of(FIGHTING), a.me.bench, up_to=3,
                           source=a.attacker.cid)


# 710 Meganium — Wild Growth: each Basic {G} Energy card on your Pokémon provides two units
# of what it provides (II-E-39: by card name, RC-258/261); doesn't stack (II-E-15, RC-188).
@passive(710, "energy_units", stack=False)
def _wild_growth(g, holder, inst, mon, energy_card, units):
    if mon.owner == holder.owner and is_basic_energy(energy_card, GRASS):
        return units * 2
    return units


# 756 Mega Kangaskhan ex — Run Errand: from the Active Spot, draw 2; one Run Errand per
# turn (II-E-14, RC-186).
@ability(756, 0, limit=ONCE_PER_NAME, where=ACTIVE_ONLY, can_use=lambda g, ctx: bool(ctx.me.deck))
def _run_errand(g, ctx):
    draw(g, ctx.player, 2)


# 1141 Premium Power Pro: this turn your {F} Pokémon's attacks do 30 more to the opponent's
# Active Pokémon, at P2 step 2 (RC-002, RC-018, RC-021).
@trainer(1141)
def _premium_power_pro(g, ctx):
    boost_attacks_this_turn(g, ctx.player, 30, attackers=FIGHTING, source=1141)


# 1142 Fighting Gong: search for a Basic {F} Energy card or a Basic {F} Pokémon (RC-260).
_gong_target = either(basic_energy_of(FIGHTING), both(is_basic_pokemon, of_type(FIGHTING)))


@trainer(1142, can_play=lambda g, ctx: bool(ctx.me.deck))
def _fighting_gong(g, ctx):
    yield from search_to_hand(g, ctx.player, _gong_target, source=1142,
                              prompt="Choose a Basic {F} Energy card or a Basic {F} Pokémon")


# 1229 Wally's Compassion: heal all damage from 1 of your damaged Mega Evolution Pokémon ex,
# then its Energy goes to the hand (II-C-06 R4, RC-057, RC-204).
def _hurt_megas(g, ctx):
    return [m for m in ctx.me.in_play() if mon_is_mega(m) and m.damage > 0]


@trainer(1229, can_play=lambda g, ctx: bool(_hurt_megas(g, ctx)))
def _wallys_compassion(g, ctx):
    mon = yield from pick_pokemon(g, ctx.player, _hurt_megas(g, ctx), source=1229,
                                  prompt="Choose a Mega Evolution Pokémon ex to heal")
    if heal_all(g, mon):
        energy_to_hand(g, mon)


# 1260 Risky Ruins (Stadium): a non-{D} Basic Pokémon put onto its owner's Bench during
# that player's turn (from hand or by an effect) gets 2 damage counters (II-C-07).
@trigger(1260, "put_on_bench")
def _risky_ruins(g, holder, inst, mon, from_hand):
    if mon.owner == g.current and mon_is_basic(mon) and not Q.has_type(g, mon, DARKNESS):
        put_counters(g, mon, 2)


# 1261 Forest of Vitality (Stadium): {G} Pokémon may evolve into {G} Pokémon the turn they
# came into play or evolved, but not during their owner's first turn (lifts I-A-05 R3 the
# way RC-182 does; the official simulator also allows Basic -> Stage 1 -> Stage 2 at once).
@passive(1261, "evolve_same_turn")
def _forest_of_vitality(g, holder, inst, mon, card):
    return Q.has_type(g, mon, GRASS) and card.type == GRASS and not g.is_first_turn_of(mon.owner)


# 735 Raikou — Electro Fall: 90 more with at least 4 {L} Energy in play on your side, counted
# in units (II-B-01, RC-014; every-type Energy counts, II-D-08).
more_damage_if(1062, 90, lambda g, a: count_energy_in_play(g, a.player, LIGHTNING) >= 4)


# 747 Mega Gardevoir ex — Overflowing Wishes: for each Benched Pokémon, a Basic {P} Energy
# card from the deck onto it (I-H R2: fewer may be found), then shuffle.
@effect(1078)
def _overflowing_wishes(g, a):
    for mon in list(a.me.bench):
        yield from attach_from(g, a.player, "deck", basic_energy_of(PSYCHIC), [mon], shuffle=False,
                               source=a.attacker.cid, prompt=f"Choose a Basic {{P}} Energy for {mon.name}")
    shuffle_deck(g, a.player)


# 747 Mega Gardevoir ex — Mega Symphonia: 50 damage per {P} Energy unit on all your Pokémon
# (II-B-02, RC-016).
@damage(1079)
def _mega_symphonia(g, a):
    a.damage = 50 * count_energy_in_play(g, a.player, PSYCHIC)


# 699 Tinkaton — Windup Swing: 60 less per Energy unit on the opponent's Active Pokémon; 0 or
# less stops the damage at P2 step 1 (II-B-03, RC-019/020).
@damage(1012)
def _windup_swing(g, a):
    a.damage -= 60 * count_energy(g, a.opp.active)


# 1140 Iron Defender: during the opponent's next turn, the player's {M} Pokémon — those put
# into play later too — take 30 less damage from the opponent's attacks, at P2 step 5
# (II-B-05, RC-025).  An effect on the player, so it is written as a player record.
@lasting("metal_team_guard", "damage_taken")
def _metal_team_guard(g, e, a, target):
    if target.owner == e.player and a.player != e.player and Q.has_type(g, target, METAL):
        return e.value
    return 0


@trainer(1140)
def _iron_defender(g, ctx):
    on_player(g, "metal_team_guard", ctx.player, OPPONENT_NEXT_TURN, -30, source=1140)


# 759 Lopunny — Dashing Kick: 50 damage to 1 of the opponent's Benched Pokémon, no W/R
# (II-B-08 R4, RC-028).
hit_pokemon(1097, 50, bench_only=True)


# 665 Raboot — Jumping Kick: 40 damage to 1 of the opponent's Pokémon; W/R only if it is the
# Active Pokémon (II-B-08, RC-033).
hit_pokemon(964, 40)


# 682 Stonjourner — Stony Kick: also 20 damage to 1 of the opponent's Benched Pokémon (RC-035).
bench_hit(987, 20)


# 728 Inteleon — Bring Down: a Pokémon in play other than this one, among those with the least
# remaining HP, is Knocked Out (an attack effect: not on an opponent's Pokémon unaffected by
# attack effects, II-C-17).
@effect(1052)
def _bring_down(g, a):
    others = [m for m in g.all_in_play() if m is not a.attacker]
    if not others:
        return
    least = min(Q.remaining_hp(g, m) for m in others)
    mon = yield from pick_pokemon(g, a.player, [m for m in others if Q.remaining_hp(g, m) == least],
                                  source=a.attacker.cid, prompt="Choose the Pokémon to Knock Out")
    if mon.owner == a.player or a.affects(mon):
        knock_out(g, mon)


# 718 Centiskorch — Coiling Crush: flip 2 coins; an Energy from the opponent's Active
# Pokémon discarded per heads, counted in units (II-C-01 R4; II-C-17, RC-089).
@effect(1037)
def _coiling_crush(g, a):
    heads = flips(g, a.player, 2)
    if heads and a.opp.active is not None:
        yield from discard_energy(g, a.player, a.opp.active, heads, a=a, source=a.attacker.cid)


# 737 Mega Manectric ex — Flash Ray: during the opponent's next turn, no damage to it from
# attacks of Basic Pokémon (II-C-16, RC-084).
@effect(1064)
def _flash_ray(g, a):
    on_pokemon(g, "prevent_damage", a.attacker, OPPONENT_NEXT_TURN, "basic", a=a)


# 737 Mega Manectric ex — Riotous Blasting: may discard all its Energy for 130 more (II-B-01).
@damage(1065)
def _riotous_blasting(g, a):
    if a.attacker.energy and (yield from yes_no(g, a.player, "Discard all Energy for 130 more damage?",
                                                a.attacker.cid)):
        discard_all_energy(g, a.attacker)
        a.damage += 130


# 738 Pachirisu — Electrified Incisors: during the opponent's next turn, each Energy card they
# attach from their hand to the Defending Pokémon puts 8 damage counters on it (one event per
# card, II-C-09 R4, II-E-07; RC-067).
@lasting("counters_on_attach", "any_energy_attached")
def _counters_on_attach(g, e, mon, inst, from_hand):
    if from_hand and mon.uid == e.target:
        put_counters(g, mon, e.value)


@effect(1066)
def _electrified_incisors(g, a):
    on_pokemon(g, "counters_on_attach", a.opp.active, OPPONENT_NEXT_TURN, 8, a=a)


# 652 Mega Venusaur ex — Solar Transfer: as often as you like, move a Basic {G} Energy from 1
# of your Pokémon to another (II-C-10, RC-069); not usable when nothing could move.
def _solar_transfer_usable(g, ctx):
    mons = ctx.me.in_play()
    return len(mons) > 1 and any(basic_energy_of(GRASS)(e) for m in mons for e in m.energy)


@ability(652, 0, limit=UNLIMITED, can_use=_solar_transfer_usable)
def _solar_transfer(g, ctx):
    mons = ctx.me.in_play()
    yield from choose_and_move_energy(g, ctx.player, mons, mons, where=basic_energy_of(GRASS), source=652)


# 1143 Repel: the opponent switches their Active Pokémon with a Benched one they choose
# (II-C-04, RC-050); not playable without an opposing Bench.
@trainer(1143, can_play=lambda g, ctx: bool(ctx.opp.bench) and ctx.opp.active is not None)
def _repel(g, ctx):
    yield from opponent_switches(g, ctx.player, source=1143)


# 1144 Strange Timepiece: devolve 1 of your evolved {P} Pokémon by 1 or more Evolution cards,
# which go to the hand; it then counts as put into play this turn (II-C-13 R3, RC-076).
def _evolved_psychic(g, ctx):
    return [m for m in ctx.me.in_play() if m.is_evolved() and Q.has_type(g, m, PSYCHIC)]


@trainer(1144, can_play=lambda g, ctx: bool(_evolved_psychic(g, ctx)))
def _strange_timepiece(g, ctx):
    mon = yield from pick_pokemon(g, ctx.player, _evolved_psychic(g, ctx), source=1144,
                                  prompt="Choose an evolved {P} Pokémon to devolve")
    n = yield from pick_number(g, ctx.player, 1, len(mon.cards) - 1, "How many Evolution cards?", 1144)
    devolve_into(g, mon, n, "hand")


# 685 Garganacl — Powerful a-Salt: attacks of your {F} Pokémon do 30 more to the opponent's
# Active Pokémon, on the attacker at P2 step 2; the text has no "doesn't stack", so two
# Garganacl give +60 (II-E-13, RC-181).
@passive(685, "damage_dealt")
def _powerful_a_salt(g, holder, inst, a, target):
    if a.player == holder.owner and target is a.opp.active and Q.has_type(g, a.attacker, FIGHTING):
        return 30
    return 0


# 716 Pyroar — Intimidating Fang: only while it is in the Active Spot (II-E-13 R4, RC-183),
# attacks of the opponent's Active Pokémon do 30 less to this side, on the attacker at P2
# step 2 (before Weakness and Resistance; never the attacker's own self-damage).
@passive(716, "damage_dealt")
def _intimidating_fang(g, holder, inst, a, target):
    if (g.players[holder.owner].active is holder and a.player != holder.owner
            and a.attacker is a.me.active and target.owner == holder.owner):
        return -30
    return 0


# 757 Delibird — Quick Gift: usable during the first player's first turn too (II-E-28,
# RC-220); "a card" is any card, so one is taken if the deck has one (I-H R2 exception).
attack_rule(1093, first_turn=True)


@effect(1093)
def _quick_gift(g, a):
    yield from search_to_hand(g, a.player, exactly=1, source=a.attacker.cid)


# 686 Crawdaunt — Cutting Riposte: while it has damage counters the cost is just {D}, and
# effects changing attack costs don't change that cost (II-E-32, RC-234, RC-236).
attack_rule(993, cost=lambda g, mon, attack: (DARKNESS,) if mon.damage else None)


# 688 Spiritomb — Spiteful Swirl: whenever your Active {D} Pokémon is damaged by an opponent's
# attack, 1 damage counter on the Attacking Pokémon, at P1 step 6, so before a Knock Out
# (II-E-03).  An Ability taken away at step 5 of that attack no longer works (RC-210).
@trigger(688, "any_damaged")
def _spiteful_swirl(g, holder, inst, mon, a, dealt):
    if (mon.owner == holder.owner and a.player != holder.owner and g.players[mon.owner].active is mon
            and Q.has_type(g, mon, DARKNESS) and g.find_pokemon(a.attacker.uid) is not None):
        put_counters(g, a.attacker, 1, by=holder.owner, kind="ability")


# 695 Mega Mawile ex — Gobble Down: 80 damage for each Prize card you have taken (II-D-17,
# RC-147).
@damage(1006)
def _gobble_down(g, a):
    a.damage = 80 * a.me.prizes_taken()


# 695 Mega Mawile ex — Huge Bite: its base damage is 30 when the opponent's Active Pokémon
# already has damage counters (P2 step 1).
@damage(1007)
def _huge_bite(g, a):
    if a.opp.active is not None and a.opp.active.damage:
        a.damage = 30


# 705 Gumshoos — Evidence Gathering: once during your turn per Gumshoos (II-E-12 R3, RC-005,
# RC-180), a card from your hand changes places with the top card of your deck.
@ability(705, 0, can_use=lambda g, ctx: bool(ctx.me.hand) and bool(ctx.me.deck))
def _evidence_gathering(g, ctx):
    card = yield from pick_card(g, ctx.player, ctx.me.hand, source=705,
                                prompt="Choose a card to put on top of your deck")
    top = ctx.me.deck.pop()
    move_cards(g, [card], "deck")
    ctx.me.hand.append(top)


# 711 Shuckle — Fermented Juice: once a turn, with any {G} Energy attached (every-type Energy
# counts), heal 30 damage from 1 of your Pokémon; only damaged ones are offered, healing
# another would change nothing (I-A-02 P3 step 1).
def _hurt(ctx) -> list:
    return [m for m in ctx.me.in_play() if m.damage]


@ability(711, 0, can_use=lambda g, ctx: bool(_hurt(ctx)) and count_energy(g, ctx.mon, GRASS) > 0)
def _fermented_juice(g, ctx):
    mon = yield from pick_pokemon(g, ctx.player, _hurt(ctx), source=711, prompt="Choose a Pokémon to heal")
    heal(g, mon, 30)


# ---- pool coverage (P4) ----------------------------------------------------------------------

# 653 Exeggcute — Jam-Packed (also 1278 Quilladin — Leafy Charge): a Basic {G} Energy card from
# the deck onto this Pokémon, then shuffle (II-C-09; the search may find none, I-H R2).
attach_energy_from_deck(942, basic_energy_of(GRASS), to_self=True)


# 654 Exeggutor — Stomping Wood: 30 more for each {G} Energy on it, in units (II-B-01, III-17).
damage_for_each(944, 30, lambda g, a: count_energy(g, a.attacker, GRASS), more=True)


# 655 Celebi — Traverse Time: up to 3 cards, any mix of {G} Pokémon and Stadiums, from the deck
# to the hand (an attack's "up to": none is allowed, II-D-05).
@effect(945)
def _traverse_time(g, a):
    yield from search_to_hand(g, a.player, either(of_type(GRASS), is_stadium), up_to=3, source=a.attacker.cid,
                              prompt="Choose up to 3 {G} Pokémon and Stadium cards")


# 658 Shiftry — Reversing Gust: flip; heads: 1 of the opponent's Pokémon and its attached cards
# are shuffled into their deck (an attack effect, so not one unaffected by it, II-C-17); an
# emptied Active Spot is filled after the attack (I-D P8 step 5).
@effect(951)
def _reversing_gust(g, a):
    if not flip(g, a.player):
        return
    mon = yield from pick_pokemon(g, a.player, [m for m in a.opp.in_play() if a.affects(m)], source=a.attacker.cid,
                                  prompt="Choose the Pokémon to shuffle into the deck")
    if mon is not None:
        shuffle_pokemon_into_deck(g, mon)


# 660 Ninetales — Supernatural Shapeshifter: the top card of the deck is discarded; a Supporter
# found so has its effect used as this attack's effect.  A one-off (no other card uses a
# Trainer's effect from the discard pile): the card is not played (no II-E-26 "played a
# Supporter", no one-Supporter limit); its own conditions (P6 step 1, ``can_play``) must hold,
# else nothing happens.
@effect(955)
def _supernatural_shapeshifter(g, a):
    top = mill(g, a.player, 1)
    if not top or not is_supporter(top[0]):
        return
    spec = TRAINERS.get(CARD_LIST[top[0] >> 7].key)
    ctx = Context(g, a.player, top[0])
    if spec is None or spec.effect is None or (spec.can_play is not None and not spec.can_play(g, ctx)):
        return
    g.emit("card_effect", a.player, target=a.attacker, card=top[0], note="{target} uses the effect of {card}")
    yield from spec.effect(g, ctx)


# 662 Mega Camerupt ex — Roasting Heat: 160 more if the opponent's Active Pokémon is Burned.
more_damage_if(959, 160, lambda g, a: a.opp.active is not None and a.opp.active.burn > 0)


# 663 Volcanion — Backfire: 2 {R} Energy from it into the hand, counted in units (II-C-01 R4).
@effect(962)
def _backfire(g, a):
    mon = a.attacker
    yield from put_energy_into_hand(g, a.player, mon, 2, lambda e: provides_type(g, mon, e, FIRE),
                                    source=mon.cid)


# 672 Tyrogue — Pow-Pow Punching: 30 more for each heads before the first tails (II-B-01).
flip_until_tails_damage(975, 30, more=True)


# 681 Marshadow — Shadowy Side Kick (also 1298 Golisopod — Critical Slash): when this attack's
# damage Knocks Out an opponent's Pokémon, this Pokémon is protected from all damage and effects
# of attacks during the opponent's next turn (II-C-16/17).  Knock Outs come at P1 step 7, after
# the effects, so step 5 leaves a watch record (with the opponent's Knock Out count so far) that
# is read once the attack is done.
@effect(986)
def _shadowy_side_kick(g, a):
    on_pokemon(g, "side_kick_watch", a.attacker, THIS_TURN, len(a.opp.kos), a=a)


@lasting("side_kick_watch", "attack_done")
def _shadowy_side_kick_done(g, e, a):
    if a.attacker.uid != e.target:
        return
    g.effects.remove(e)
    if any(by_attack for _turn, _cid, by_attack, _current in a.opp.kos[e.value:]) \
            and g.find_pokemon(a.attacker.uid) is not None:
        on_pokemon(g, "prevent_all", a.attacker, OPPONENT_NEXT_TURN, a=a)


# 687 Mega Absol ex — Terminal Period: the opponent's Active Pokémon with exactly 6 damage
# counters is Knocked Out (an attack effect, II-C-17).
@effect(994)
def _terminal_period(g, a):
    mon = a.opp.active
    if mon is not None and mon.counters == 6 and a.affects(mon):
        knock_out(g, mon)


# 687 Mega Absol ex — Claw of Darkness (also 954 Luxray ex — Piercing Gaze): the opponent
# reveals their hand and the attacking player discards a card of it (an effect on the hand,
# not on a Pokémon).
@effect(995)
def _claw_of_darkness(g, a):
    if reveal_hand(g, a.opponent):
        yield from discard_from_hand(g, a.player, a.opponent, 1, source=a.attacker.cid,
                                     prompt="Choose a card to discard from the opponent's hand")


# 693 Grafaiai — Miraculous Paint: flip; heads: the attacking player names a Special Condition
# and the opponent's Active Pokémon gets it (II-C-17 applies).
@effect(1003)
def _miraculous_paint(g, a):
    if flip(g, a.player) and a.opp.active is not None and a.affects(a.opp.active):
        name = yield from pick_option(g, a.player, SPECIAL_CONDITIONS, "Choose a Special Condition",
                                      a.attacker.cid)
        inflict_defender(g, a, name)


# 694 Steelix — Welcoming Tail: 200 more with exactly 6 Prize cards left.
more_damage_if(1004, 200, lambda g, a: len(a.me.prizes) == 6)


# 696 Dialga — Chrono Burst: may shuffle all its Energy into the deck for 80 more (II-B-01).
@damage(1009)
def _chrono_burst(g, a):
    if a.attacker.energy and (yield from yes_no(g, a.player, "Shuffle all Energy into your deck for 80 more damage?",
                                                a.attacker.cid)):
        shuffle_into_deck(g, a.player, list(a.attacker.energy))
        a.damage += 80


# 698 Tinkatuff — Haphazard Hammer: on evolving from hand (II-E-05), flip; heads: an Energy
# from the opponent's Active Pokémon is discarded.  Not offered when it has none.
def _opp_active_has_energy(g, mon) -> bool:
    opp = g.players[1 - mon.owner].active
    return opp is not None and bool(opp.energy) and ability_affects(g, mon.owner, opp)


@on_evolve_ability(698, can_use=_opp_active_has_energy)
def _haphazard_hammer(g, ctx):
    if flip(g, ctx.player):
        yield from discard_energy(g, ctx.player, ctx.opp.active, 1, source=698)


# 700 Gholdengo — All-You-Can-Grab: flip until tails; up to that many cards of any kind from the
# deck to the hand, then shuffle.
@effect(1013)
def _all_you_can_grab(g, a):
    heads = flip_until_tails(g, a.player)
    if heads:
        yield from search_to_hand(g, a.player, up_to=heads, source=a.attacker.cid,
                                  prompt=f"Choose up to {heads} cards")


# 702 Fearow — Repeating Drill: 5 coins, 30 damage per heads (II-B-02).
flip_damage(1016, 5, 30)


# 703 Miltank — Bellyful of Milk: 2 coins; both heads: all damage healed from 1 of your Pokémon
# (only damaged ones are offered).
@effect(1017)
def _bellyful_of_milk(g, a):
    if flips(g, a.player, 2) == 2:
        mon = yield from pick_pokemon(g, a.player, [m for m in a.me.in_play() if m.damage], source=a.attacker.cid,
                                      prompt="Choose a Pokémon to heal")
        if mon is not None:
            heal_all(g, mon)


# 707 Tangrowth — Pumped-Up Whip: 140 more with 2 extra Energy beyond the cost (units).
more_damage_if(1025, 140, lambda g, a: extra_energy(g, a) >= 2)


# 713 Ninjask — Cast-Off Shell: on evolving from hand (II-E-05), a Shedinja from the deck onto
# the Bench, then shuffle.  Not offered with a full Bench or an empty deck.
@on_evolve_ability(713, can_use=lambda g, mon: bool(g.players[mon.owner].deck) and bench_space(g, mon.owner) > 0)
def _cast_off_shell(g, ctx):
    yield from search_to_bench(g, ctx.player, named("Shedinja"), source=713, prompt="Choose a Shedinja")


# 714 Dhelmise — Earthen Power: 50 more while a Stadium of the attacking player's is in play.
more_damage_if(1032, 50, lambda g, a: g.stadium is not None and (g.stadium >> 6) & 1 == a.player)


# 719 Chi-Yu — Scorching Earth: a Stadium the opponent has in play is discarded, and then they
# can't play Stadium cards from their hand during their next turn (II-C-19, an effect on the
# player).
@effect(1039)
def _scorching_earth(g, a):
    if g.stadium is not None and (g.stadium >> 6) & 1 == a.opponent:
        yield from discard_stadium(g)
        on_player(g, "cant_play", a.opponent, OPPONENT_NEXT_TURN, ("stadium",), source=a.attacker.cid)


# 725 Clawitzer — Fall Back to Reload: once during its owner's turn, when it goes from the Active
# Spot to the Bench, they may attach up to 2 Basic {W} Energy cards from their hand to it
# (II-C-09).  Not offered without one in hand.
@trigger(725, "moved_to_bench")
def _fall_back_to_reload(g, holder, inst):
    water = basic_energy_of(WATER)
    if g.current != holder.owner or not any(water(c) for c in g.players[holder.owner].hand):
        return
    ctx = yield from use_triggered_ability(g, holder)
    if ctx is not None:
        yield from attach_from(g, ctx.player, "hand", water, [holder], up_to=2, at_least=1, source=725,
                               prompt="Choose up to 2 Basic {W} Energy cards to attach")


# 727 Drizzile — Double Stab: 2 coins, 30 damage per heads (II-B-02).
flip_damage(1051, 2, 30)


# 730 Frosmoth — Chilling Wings: 20 damage to each of the opponent's Pokémon, W/R only for the
# Active (II-B-08 R4); then the opponent's Active Pokémon is Asleep.
@damage(1055)
def _chilling_wings(g, a):
    a.damage = 20
    hit_each(a, a.opp.bench, 20)


condition(1055, "asleep")


# 746 Kirlia — Call Sign (also 1293 Frogadier — Summoning Jutsu): up to 3 Pokémon from the deck
# to the hand.
@effect(1076)
def _call_sign(g, a):
    yield from search_to_hand(g, a.player, is_pokemon, up_to=3, source=a.attacker.cid,
                              prompt="Choose up to 3 Pokémon")


# 748 Shedinja / 940 Glalie — Damage Beat: 20 damage for each damage counter on the opponent's
# Active Pokémon (II-B-02).
damage_for_each(1080, 20, lambda g, a: a.opp.active.counters if a.opp.active is not None else 0)


# 748 Shedinja — Fragile Husk: Knocked Out by damage from an attack of the opponent's Pokémon ex,
# it gives no Prize cards at all (III-14 R2; counted while it is in play, P8 step 4, so the
# Ability must still work then).
@passive(748, "prizes")
def _fragile_husk(g, holder, inst, mon, ko):
    if mon is holder and ko.by_opponent_attack and mon_is_ex(ko.attack.attacker):
        return -99          # "can't take any": beats every "+N Prize cards"
    return 0


# 750 Grumpig — Energized Steps: on evolving from hand (II-E-05), look at the top 4 cards, attach
# any of the Basic Energy cards among them to your Pokémon in any way you like, shuffle the rest
# back (II-C-20, II-C-09).
@on_evolve_ability(750, can_use=_has_deck)
def _energized_steps(g, ctx):
    yield from attach_from_top(g, ctx.player, 4, is_basic_energy, ctx.me.in_play(), source=750)


# 751 Xerneas — Geo Gate: up to 3 Basic {P} Pokémon from the deck onto the Bench (II-C-11).
@effect(1083)
def _geo_gate(g, a):
    yield from search_to_bench(g, a.player, both(is_basic_pokemon, of_type(PSYCHIC)), up_to=3,
                               source=a.attacker.cid, prompt="Choose up to 3 Basic {P} Pokémon")


# 751 Xerneas — Bright Horns: not again during your next turn (II-C-15 R2).
self_lock_next_turn(1084)


# 753 Houndstone — Horrifying Bite: flip until tails; that many different cards (all there are if
# fewer) are chosen at random from the opponent's hand, shown, and shuffled into their deck.
@effect(1087)
def _horrifying_bite(g, a):
    heads = flip_until_tails(g, a.player)
    pool = list(a.opp.hand)
    picked = [pool.pop(random_index(g, len(pool))) for _ in range(min(heads, len(pool)))]
    if picked:
        g.emit("reveal", a.player, cards=picked, note="{cards} chosen at random from the opponent's hand",
               revealed=picked)
        shuffle_into_deck(g, a.opponent, picked)


# 755 Latios — Lustrous Assist: once during its owner's turn, when their Mega Latias ex moves
# from the Bench to the Active Spot (switch, Retreat or promotion), they may move any amount of
# Energy from their Benched Pokémon to it (II-C-10).  Not offered with no Energy on the Bench,
# nor at a Checkup (between turns).
@trigger(755, "any_moved_to_active")
def _lustrous_assist(g, holder, inst, mon):
    p = g.players[holder.owner]
    if (mon.owner != holder.owner or g.current != holder.owner or g.in_checkup or mon.name != "Mega Latias ex"
            or p.active is not mon or not any(b.energy for b in p.bench)):
        return
    ctx = yield from use_triggered_ability(g, holder)
    if ctx is not None:
        yield from choose_and_move_energy(g, ctx.player, p.bench, [mon], up_to=sum(len(b.energy) for b in p.bench),
                                          source=755)


# 761 Bewear — Hyper Lariat: 2 coins; 100 more if both are heads (II-B-01).
more_damage_if(1102, 100, lambda g, a: flips(g, a.player, 2) == 2)


# 1226 Lt. Surge's Bargain: the opponent answers; yes: each player takes a Prize card (the
# player first; winning is judged once both have, I-E R2); no: the player draws 4.
@trainer(1226)
def _lt_surges_bargain(g, ctx):
    if (yield from yes_no(g, ctx.opponent, "Lt. Surge's Bargain: may each player take a Prize card?", 1226)):
        yield from take_prize_cards(g, ctx.player, 1, judge=False)
        yield from take_prize_cards(g, ctx.opponent, 1)
    else:
        draw(g, ctx.player, 4)


# 1228 Acerola's Mischief: only while the opponent has 2 or fewer Prize cards left; during their
# next turn, 1 of the player's Pokémon is protected from damage and effects of attacks of the
# opponent's Pokémon ex (II-C-16/17).  A Trainer's effect, so it stays if that Pokémon moves.
@trainer(1228, can_play=lambda g, ctx: len(ctx.opp.prizes) <= 2 and bool(ctx.me.in_play()))
def _acerolas_mischief(g, ctx):
    mon = yield from pick_pokemon(g, ctx.player, ctx.me.in_play(), source=1228, prompt="Choose a Pokémon to protect")
    on_pokemon(g, "prevent_all", mon, OPPONENT_NEXT_TURN, "ex", source=1228)


# 1262 Surfing Beach (Stadium): once during each player's turn, that player may switch their
# Active {W} Pokémon with 1 of their Benched {W} Pokémon (II-C-03).
def _is_water(g, mon) -> bool:
    return Q.has_type(g, mon, WATER)


def _surfing_beach_usable(g, ctx):
    p = ctx.me
    return p.active is not None and _is_water(g, p.active) and any(_is_water(g, m) for m in p.bench)


@stadium_ability(1262, can_use=_surfing_beach_usable)
def _surfing_beach(g, ctx):
    yield from switch_own(g, ctx.player, where=lambda m: _is_water(g, m), source=1262)


# 1263 Mystery Garden (Stadium): once during each player's turn, that player may discard an
# Energy card from their hand (the cost) to draw until their hand has as many cards as they have
# {P} Pokémon in play (I-B-04 R4, P7, RC-009).  Not usable without an Energy card in hand, with
# an empty deck, or when the hand after paying would already be that big (nothing would change).
def _psychic_in_play(g, player: int) -> int:
    return sum(1 for m in g.players[player].in_play() if Q.has_type(g, m, PSYCHIC))


def _mystery_garden_usable(g, ctx):
    return (any(is_energy(c) for c in ctx.me.hand) and bool(ctx.me.deck)
            and len(ctx.me.hand) - 1 < _psychic_in_play(g, ctx.player))


@stadium_ability(1263, can_use=_mystery_garden_usable)
def _mystery_garden(g, ctx):
    yield from discard_from_hand(g, ctx.player, ctx.player, 1, is_energy, source=1263,
                                 prompt="Choose an Energy card to discard")
    draw_until(g, ctx.player, _psychic_in_play(g, ctx.player))
