"""Mega Evolution (MEG).  Cards are named by ID and attack/ability name; texts are not
copied here — see the card database or the official card list for the wording."""

from ...cards.db import CARD_LIST
from ...effects import *  # noqa: F401,F403


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
# 6 Prize cards left) — RC-107, RC-246.
@trainer(1227, can_play=lambda g, ctx: bool(ctx.me.hand or ctx.me.deck))
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
@damage(1062)
def _electro_fall(g, a):
    if count_energy_in_play(g, a.player, LIGHTNING) >= 4:
        a.damage += 90


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
@damage(1097)
def _dashing_kick(g, a):
    yield from hit_chosen(g, a, 50, bench_only=True)


# 665 Raboot — Jumping Kick: 40 damage to 1 of the opponent's Pokémon; W/R only if it is the
# Active Pokémon (II-B-08, RC-033).
@damage(964)
def _jumping_kick(g, a):
    yield from hit_chosen(g, a, 40)


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


# 747 Mega Gardevoir ex — Overflowing Wishes: for each Benched Pokémon, a card named Basic {P}
# Energy from the deck onto it (II-E-39, RC-259; the deck is hidden, so a search may find
# none, I-H R2), then the deck is shuffled (II-E-19, RC-201).  No Bench: no search at all.
@effect(1078)
def _overflowing_wishes(g, a):
    benched = list(a.me.bench)
    for mon in benched:
        yield from attach_from(g, a.player, "deck", basic_energy_of(PSYCHIC), [mon], up_to=1,
                               shuffle=False, source=a.attacker.cid,
                               prompt=f"Choose a Basic {{P}} Energy card for {mon.name}")
    if benched:
        shuffle_deck(g, a.player)


# 747 Mega Gardevoir ex — Mega Symphonia: 50 damage per {P} Energy on all your Pokémon (II-B-02).
@damage(1079)
def _mega_symphonia(g, a):
    a.damage = 50 * count_energy_in_play(g, a.player, PSYCHIC)


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
        put_counters(g, a.attacker, 1, by=holder.owner)


# 1143 Repel: the opponent switches their Active Pokémon with a Benched one they choose
# (II-C-04); an Active Pokémon unaffected by the opponent's Items stays (II-E-29, RC-225).
@trainer(1143, can_play=lambda g, ctx: bool(ctx.opp.bench))
def _repel(g, ctx):
    yield from opponent_switches(g, ctx.player, source=1143)


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
