"""Stellar Crown (SCR)."""

from ...cards.db import CARD_LIST
from ...decisions import CHOOSE_ATTACK, ask
from ...effects import *  # noqa: F401,F403


# 151 Scorbunny — Quick Attack: flip; heads +10 damage (II-B-01).
coin_more_damage(196, 10)


# 160 Joltik — Jolting Charge: up to 2 Basic {G} and up to 2 Basic {L} Energy from the deck,
# attached to your Pokémon in any way you like; then shuffle.
def _two_of_each(chosen, c):
    t = CARD_LIST[c >> 7].energy_type
    return sum(1 for x in chosen if CARD_LIST[x >> 7].energy_type == t) < 2


@effect(208)
def _jolting_charge(g, a):
    yield from attach_from(g, a.player, "deck", either(basic_energy_of(GRASS), basic_energy_of(LIGHTNING)),
                           a.me.in_play(), up_to=4, allowed=_two_of_each, source=a.attacker.cid)


# 150 Hydrapple ex — Syrup Storm: 30 more for each {G} Energy on all your Pokémon, counted
# in units (II-B-01, III-17; Wild Growth makes a Basic {G} count twice).
@damage(195)
def _syrup_storm(g, a):
    a.damage += 30 * count_energy_in_play(g, a.player, GRASS)


# 150 Hydrapple ex — Ripening Charge: attach a Basic {G} Energy card from hand to 1 of your
# Pokémon (II-C-09), then heal 30 from that Pokémon (II-C-06).
@ability(150, 0, can_use=lambda g, ctx: any(is_basic_energy(c, GRASS) for c in ctx.me.hand))
def _ripening_charge(g, ctx):
    done = yield from attach_from(g, ctx.player, "hand", basic_energy_of(GRASS), ctx.me.in_play(), exactly=1,
                                  source=150, prompt="Choose a Basic {G} Energy card to attach")
    for mon, _card in done:
        heal(g, mon, 30)


# 162 Slowpoke — Dangle Tail: put a Pokémon from the discard pile into the hand.
@effect(211)
def _dangle_tail(g, a):
    yield from recover_from_discard(g, a.player, is_pokemon, exactly=1, source=a.attacker.cid,
                                    prompt="Choose a Pokémon to put into your hand")


# 163 Slowking — Seek Inspiration: discard the top card of the deck; if it is a Pokémon
# without a Rule Box (II-D-18), use 1 of its attacks as this attack, cost ignored (II-C-18).
@damage(213)
def _seek_inspiration(g, a):
    top = mill(g, a.player, 1)
    if not top or not is_pokemon(top[0]) or has_rule_box_card(top[0]):
        return
    attacks = {x.id: x for x in CARD_LIST[top[0] >> 7].attacks}
    if not attacks:
        return
    choice = yield from ask(a.player, CHOOSE_ATTACK, tuple(attacks), "Choose the attack to use", a.attacker.cid)
    yield from copy_attack_damage(g, a, attacks[choice])


@effect(213)
def _seek_inspiration_effects(g, a):
    yield from copy_attack_effect(g, a)


# 167 Klinklang — Hyper Ray (also 381 Cynthia's Garchomp ex — Draconic Buster): discard all
# Energy from this Pokémon (II-D-03).
@effect(220)
def _hyper_ray(g, a):
    discard_all_energy(g, a.attacker)


# 169 Duraludon — Raging Hammer: 10 more for each damage counter on this Pokémon (II-B-01).
@damage(224)
def _raging_hammer(g, a):
    a.damage += 10 * a.attacker.counters


# 174 Fan Rotom — Assault Landing: does nothing if no Stadium is in play (II-D-01 (b)).
@damage(230)
def _assault_landing(g, a):
    if g.stadium is None:
        a.fail()


# 174 Fan Rotom — Fan Call: during your first turn only, search up to 3 {C} Pokémon with
# 100 HP or less; one Fan Call per turn (II-E-14, RC-187).
@ability(174, 0, limit=ONCE_PER_NAME, can_use=lambda g, ctx: g.is_first_turn_of(ctx.player) and bool(ctx.me.deck))
def _fan_call(g, ctx):
    yield from search_to_hand(g, ctx.player, both(of_type(COLORLESS), hp_at_most(100)), up_to=3, source=174,
                              prompt="Choose up to 3 {C} Pokémon with 100 HP or less")


# 1098 Glass Trumpet: with a Tera Pokémon in play, up to 2 Benched {C} Pokémon each get a
# Basic Energy card from the discard pile (II-C-09; a Trainer's "up to": at least 1, II-D-05).
def _trumpet_targets(g, ctx):
    return [m for m in ctx.me.bench if Q.has_type(g, m, COLORLESS)]


def _glass_trumpet_playable(g, ctx):
    return (any(mon_is_tera(m) for m in ctx.me.in_play()) and bool(_trumpet_targets(g, ctx))
            and any(is_basic_energy(c) for c in ctx.me.discard))


@trainer(1098, can_play=_glass_trumpet_playable)
def _glass_trumpet(g, ctx):
    energy = [c for c in ctx.me.discard if is_basic_energy(c)]
    mons = yield from pick_pokemons(g, ctx.player, _trumpet_targets(g, ctx), up_to=min(2, len(energy)),
                                    at_least=1, source=1098, prompt="Choose up to 2 Benched {C} Pokémon")
    for mon in mons:
        card = yield from pick_card(g, ctx.player, [c for c in ctx.me.discard if is_basic_energy(c)],
                                    source=1098, prompt=f"Choose a Basic Energy card to attach to {mon.name}")
        if card is not None:
            yield from attach(g, mon, card)


# 1198 Crispin: search up to 2 Basic Energy cards of different types; one goes to the hand,
# the other is attached to 1 of your Pokémon; then shuffle.  A single card found goes to
# the hand (as the official simulator does).
@trainer(1198, can_play=lambda g, ctx: bool(ctx.me.deck))
def _crispin(g, ctx):
    got = yield from search_deck(g, ctx.player, is_basic_energy, up_to=2, allowed=different_types, source=1198,
                                 prompt="Choose up to 2 Basic Energy cards of different types")
    if got:
        to_hand = got[0]
        if len(got) > 1:
            to_hand = yield from pick_card(g, ctx.player, got, source=1198,
                                           prompt="Choose the Energy card to put into your hand")
        move_cards(g, [to_hand], "hand")
        for card in got:
            if card != to_hand:
                mon = yield from pick_pokemon(g, ctx.player, ctx.me.in_play(), source=1198,
                                              prompt=f"Attach {CARD_LIST[card >> 7].name} to which Pokémon?")
                yield from attach(g, mon, card)
    shuffle_deck(g, ctx.player)


# 1201 Briar: only with exactly 2 Prize cards left to the opponent; this turn, a Knock Out
# of their Active Pokémon by damage from your Tera Pokémon's attack gives 1 more Prize card
# (an effect on the player; the Prize change is counted while the Pokémon is in play).
@trainer(1201, can_play=lambda g, ctx: len(ctx.opp.prizes) == 2)
def _briar(g, ctx):
    on_player(g, "briar", ctx.player, THIS_TURN, source=1201)


@lasting("briar", "prizes")
def _briar_extra_prize(g, e, mon, ko):
    a = ko.attack
    if (ko.by_attack and a is not None and a.player == e.player and mon.owner != e.player
            and g.players[mon.owner].active is mon and mon_is_tera(a.attacker)):
        return 1
    return 0


# 1250 Area Zero Underdepths (Stadium): a player with a Tera Pokémon in play may have 8
# Benched Pokémon.  A player over their Bench size (no Tera Pokémon left) discards down to
# it once the action, attack or Checkup that removed the last one is over (after any new
# Active Pokémon is chosen); when the Stadium leaves play, both players discard down, the
# player who played it first.  Discarding is not a Knock Out: no Prize cards.
@passive(1250, "bench_size")
def _underdepths_bench(g, holder, inst, player, size):
    if any(mon_is_tera(m) for m in g.players[player].in_play()):
        return max(size, 8)
    return size


def _discard_bench_down(g, player):
    p = g.players[player]
    extra = len(p.bench) - Q.bench_size(g, player)
    if extra <= 0:
        return
    gone = yield from pick_pokemons(g, player, p.bench, exactly=extra, source=1250,
                                    prompt=f"Choose {extra} Benched Pokémon to discard")
    for mon in gone:
        discard_pokemon(g, mon)


def _underdepths_check(g, holder, inst, *args):
    for player in (g.current, 1 - g.current):
        yield from _discard_bench_down(g, player)


for _event in ("action_done", "attack_done", "turn_start"):
    trigger(1250, _event)(_underdepths_check)


@trigger(1250, "stadium_left")
def _underdepths_left(g, holder, inst):
    owner = (inst >> 6) & 1
    for player in (owner, 1 - owner):
        yield from _discard_bench_down(g, player)


# 172 Hoothoot — Triple Stab (also 749 Spoink — Triple Spin): flip 3 coins, 10 damage per
# heads; no heads, no damage at all (II-B-02 R3, RC-017).
@damage(228)
def _triple_stab(g, a):
    a.damage = 10 * flips(g, a.player, 3)


# 167 Klinklang — Emergency Rotation: from the hand, while the opponent has a Stage 2 Pokémon
# in play, it may go onto your Bench — not evolved, so it can't be devolved (II-E-18,
# RC-199).  Once per card; a card that left the hand and came back is a new card (R3, R4).
def _emergency_rotation_usable(g, ctx):
    return bench_space(g, ctx.player) > 0 and any(mon_stage(2)(m) for m in ctx.opp.in_play())


@ability(167, 0, where=IN_HAND, can_use=_emergency_rotation_usable)
def _emergency_rotation(g, ctx):
    yield from put_onto_bench(g, ctx.player, ctx.inst)
