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
