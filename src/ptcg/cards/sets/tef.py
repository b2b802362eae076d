"""Temporal Forces (TEF)."""

from ...cards.db import CARD_LIST
from ...effects import *  # noqa: F401,F403


# 68 Seedot — Rigidify (also 723 Mega Abomasnow ex — Frost Barrier): during the opponent's
# next turn this Pokémon takes 30 less damage from attacks, after Weakness and Resistance
# (an effect on the defender: P2 step 5, II-B-05).
@effect(78)
def _rigidify(g, a):
    on_pokemon(g, "damage_taken", a.attacker, OPPONENT_NEXT_TURN, -30, a=a)


# 1158 Maximum Belt (Tool): +50 damage to the opponent's Active Pokémon ex, before
# Weakness and Resistance (P2 step 2).
@passive(1158, "damage_dealt")
def _maximum_belt(g, holder, inst, a, target):
    if a.attacker is holder and target is a.opp.active and mon_is_ex(target):
        return 50
    return 0


# 47 Totodile — Big Bite: the Defending Pokémon can't retreat next turn (II-C-14, RC-079).
defender_cant_retreat(46)
# 48 Croconaw — Reverse Thrust: switch this Pokémon with 1 of your Benched Pokémon (II-C-03).
switch_self(47)
# 49 Feraligatr — Giant Wave; 78 Torracat — Flare Strike: not again next turn (II-C-15 R2).
self_lock_next_turn(48, 93)


# 49 Feraligatr — Torrential Heart: put 5 counters on itself; if it does, its attacks do +120
# to the opponent's Active Pokémon this turn (an effect on the attacker, P2 step 2).
@ability(49, 0)
def _torrential_heart(g, ctx):
    put_counters(g, ctx.mon, 5)
    on_pokemon(g, "damage_dealt_to_active", ctx.mon, THIS_TURN, 120, source=ctx.mon.cid)


# 69 Nuzleaf — Comet Slap: flip 3 coins, 30 damage for each heads (II-B-02, RC-017).
@damage(81)
def _comet_slap(g, a):
    a.damage = 30 * flips(g, a.player, 3)


# 81 Drilbur — Dig Dig Dig: when benched from hand, may search up to 3 Basic {F} Energy and
# discard them; then shuffle (II-E-06).
@trigger(81, "played_to_bench")
def _dig_dig_dig(g, holder, inst):
    if inst != holder.top or not g.players[holder.owner].deck:
        return
    ctx = yield from use_triggered_ability(g, holder)
    if ctx is None:
        return
    got = yield from search_deck(g, ctx.player, basic_energy_of(FIGHTING), up_to=3, source=81)
    move_cards(g, got, "discard")
    shuffle_deck(g, ctx.player)


# 82 Excadrill — Wild Tackle (and 91 Rillaboom — Wood Hammer): also 50 damage to itself (II-B-09).
self_damage(98, 50)


# 1086 Buddy-Buddy Poffin: up to 2 Basic Pokémon with 70 HP or less onto the Bench (II-C-11).
@trainer(1086, can_play=lambda g, ctx: bool(ctx.me.deck) and len(ctx.me.bench) < Q.bench_size(g, ctx.player))
def _poffin(g, ctx):
    yield from search_to_bench(g, ctx.player, both(is_basic_pokemon, hp_at_most(70)), up_to=2, source=1086)


# 1190 Bianca's Devotion: heal all damage from 1 of your Pokémon with 30 HP or less left.
def _low(g, ctx):
    return [m for m in ctx.me.in_play() if m.damage > 0 and Q.remaining_hp(g, m) <= 30]


@trainer(1190, can_play=lambda g, ctx: bool(_low(g, ctx)))
def _biancas_devotion(g, ctx):
    mon = yield from pick_pokemon(g, ctx.player, _low(g, ctx), source=1190, prompt="Choose a Pokémon to heal")
    heal_all(g, mon)


# 11 Mist Energy: provides {C}; attacks of the opponent's Pokémon have no effects on the
# Pokémon it is attached to (II-C-17; damage still counts, existing effects stay, R2).
energy(11, provides=lambda g, mon, inst: (COLORLESS_BIT,))


@passive(11, "prevent_attack_effects")
def _mist_energy(g, holder, inst, a, target):
    return target is holder and a.player != holder.owner


# 57 Relicanth — Memory Dive: its owner's evolved Pokémon may also use the attacks of the
# cards under them (Energy still needed).  They are not attacks the Pokémon "has" (II-D-06
# R3).  Counted once however many Relicanth are in play, so no attack is offered twice.
@passive(57, "granted_attacks", stack=False)
def _memory_dive(g, holder, inst, mon):
    if mon.owner != holder.owner or not mon.is_evolved():
        return ()
    return tuple(atk for c in mon.cards[:-1] for atk in CARD_LIST[c >> 7].attacks)


# 58 Great Tusk — Land Collapse: mill the opponent's top card, 3 more if an Ancient
# Supporter was played from hand this turn (II-E-26).
@effect(62)
def _land_collapse(g, a):
    ancient = played_supporter_this_turn(g, a.player, lambda c: "ancient" in c.tags)
    mill(g, a.opponent, 4 if ancient else 1)


# 59 Gastly — Mysterious Beam (also 100 Goldeen — Whirlpool): flip; heads: discard an
# Energy from the opponent's Active Pokémon (an attack effect, II-C-17).
@effect(64)
def _mysterious_beam(g, a):
    if flip(g, a.player) and a.opp.active is not None:
        yield from discard_energy(g, a.player, a.opp.active, 1, a=a, source=a.attacker.cid)


# 62 Koraidon — Shred (also 345 Crustle, 849 Mega Lopunny ex, 906 N's Zekrom): the damage
# ignores effects on the opponent's Active Pokémon, "prevent damage" included (II-B-07).
@damage(70)
def _shred(g, a):
    a.ignore_defender_effects = True


# 63 Raging Bolt ex — Burst Roar: discard your hand, then draw 6.
@effect(71)
def _burst_roar(g, a):
    discard_hand(g, a.player)
    draw(g, a.player, 6)


# 63 Raging Bolt ex — Bellowing Thunder: discard any number of Basic Energy cards from your
# Pokémon (none is allowed); 70 damage per card (II-D-02 R2, II-B-02, RC-104).
@damage(72)
def _bellowing_thunder(g, a):
    gone = yield from discard_energy_from_among(g, a.player, a.me.in_play(), is_basic_energy,
                                                source=a.attacker.cid)
    a.damage = 70 * len(gone)


# 65 Dunsparce — Dig (also 878 Hop's Phantump — Splashing Dodge): flip; heads: during the
# opponent's next turn, no damage from and no effects of attacks on this Pokémon (II-C-16/17).
@effect(75)
def _dig(g, a):
    if flip(g, a.player):
        on_pokemon(g, "prevent_all", a.attacker, OPPONENT_NEXT_TURN, a=a)


# 66 Dudunsparce — Run Away Draw: draw 3; if any were drawn, this Pokémon and everything
# attached go back into the deck (an empty Active Spot is then refilled, I-D P8 step 5).
@ability(66, 0, can_use=lambda g, ctx: bool(ctx.me.deck))
def _run_away_draw(g, ctx):
    if draw(g, ctx.player, 3):
        shuffle_pokemon_into_deck(g, ctx.mon)


# 73 Rellor — Slight Intrusion (also 400 Team Rocket's Tarountula — Take Down): 10 damage
# to itself (II-B-09).
self_damage(87, 10)

# 83 Farigiraf ex — Dirty Beam (also 648 Marnie's Grimmsnarl ex — Shadow Bullet): also 30
# to 1 of the opponent's Benched Pokémon, without Weakness and Resistance (II-B-08 R3/R4).
bench_hit(99, 30)


# 1087 Hand Trimmer: each player discards down to 5 cards, the opponent first; each player
# picks their own discards.  Unplayable when neither hand is above 5 (I-B-01 P5 step 1).
def _hand_trimmer_changes_something(g, ctx):
    return len(ctx.opp.hand) > 5 or len(ctx.me.hand) - 1 > 5      # minus the Hand Trimmer


@trainer(1087, can_play=_hand_trimmer_changes_something)
def _hand_trimmer(g, ctx):
    yield from discard_down_to(g, ctx.opponent, 5, source=1087)
    yield from discard_down_to(g, ctx.player, 5, source=1087)


# 1088 Prime Catcher: gust (II-C-05); only if that happened, switch your own Active
# (II-C-03, II-E-20 reading of "if you do", RC-224).
@trainer(1088, can_play=lambda g, ctx: bool(ctx.opp.bench))
def _prime_catcher(g, ctx):
    if (yield from gust(g, ctx.player, source=1088)) is not None:
        yield from switch_own(g, ctx.player, source=1088)


# 1159 Hero's Cape (Tool): +100 HP (II-D-15).
@passive(1159, "max_hp")
def _heros_cape(g, holder, inst, mon):
    return 100 if mon is holder else 0


# 1185 Explorer's Guidance: look at the top 6 cards, put 2 of them into your hand (any
# cards: exactly 2, I-H R2 exception) and discard the others.
@trainer(1185, can_play=lambda g, ctx: bool(ctx.me.deck))
def _explorers_guidance(g, ctx):
    got, top = yield from take_from_top(g, ctx.player, 6, any_card, exactly=2, source=1185,
                                        prompt="Choose a card to put into your hand")
    move_cards(g, got, "hand")
    move_cards(g, [c for c in top if c not in got], "discard")


# 1188 Ciphermaniac's Codebreaking: search 2 cards (any cards: exactly 2), shuffle, then
# put them on top of the deck in the order the player chooses.  Shuffling with the 2 cards
# still inside and then taking them out gives the same deck as shuffling without them.
@trainer(1188, can_play=lambda g, ctx: bool(ctx.me.deck))
def _ciphermaniacs_codebreaking(g, ctx):
    chosen = yield from search_deck(g, ctx.player, any_card, exactly=2, source=1188,
                                    prompt="Choose a card to put on top of your deck")
    shuffle_deck(g, ctx.player)
    yield from put_on_top_in_any_order(g, ctx.player, chosen, source=1188)


# 1189 Salvatore: evolve 1 of your Pokémon with a card without Abilities from the deck; it
# may be a Pokémon from setup or put into play this turn (II-C-12 R3); then shuffle.
@trainer(1189, can_play=lambda g, ctx: bool(ctx.me.deck))
def _salvatore(g, ctx):
    yield from evolve_from_deck(g, ctx.player, ctx.me.in_play(), source=1189,
                                where=lambda c: not CARD_LIST[c >> 7].abilities)


# 1244 Full Metal Lab (Stadium): {M} Pokémon of both players take 30 less damage from the
# opponent's attacks, after Weakness and Resistance (P2 step 5, II-B-05).
@passive(1244, "damage_taken")
def _full_metal_lab(g, holder, inst, a, target):
    return -30 if a.player != target.owner and Q.has_type(g, target, METAL) else 0


# 64 Hoothoot — Silent Wing (also 551 Pidove — Scout): the opponent reveals their hand; nothing
# else changes (II-C-20, RC-099).
@effect(73)
def _silent_wing(g, a):
    reveal_hand(g, a.opponent)


# 86 Metang — Metal Maker: look at the top 4 cards of your deck, attach any number of the Basic
# {M} Energy cards among them to your Pokémon in any way you like, and put the others on the
# bottom of the deck, shuffled face down; none left, nothing to shuffle (II-E-35, RC-244).
@ability(86, 0, can_use=lambda g, ctx: bool(ctx.me.deck))
def _metal_maker(g, ctx):
    top = look_top(g, ctx.player, 4)
    yield from attach_from(g, ctx.player, "deck", lambda c: c in top and is_basic_energy(c, METAL),
                           ctx.me.in_play(), up_to=4, at_least=0, shuffle=False, source=86,
                           prompt="Choose Basic {M} Energy cards to attach")
    shuffle_to_bottom(g, ctx.player, [c for c in top if c in ctx.me.deck])
