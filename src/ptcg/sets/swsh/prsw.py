"""Sword & Shield Black Star Promos (PR-SW)."""

from ...effects import *  # noqa: F401,F403

# 223045 Eldegoss — Blessing of Fluff (SWSH046; also 224020 SSH 21): "Grass Energy cards" are the
# Basic ones (II-C-09; a hidden search may find none, I-H R2).
energy_from_deck_to_bench(2230450, basic_energy_of(GRASS), up_to=3,
                          text="Attach at most 3 Basic {G} Energy from the deck to your Benched Pokémon, split "
                               "as you like, then shuffle the deck.")


# 223017 Zacian V — Intrepid Sword (SWSH018; also 224137 SSH 138): the cards looked at stay hidden from
# the opponent (II-C-20); "Metal Energy cards" are the Basic ones; the turn then ends (no attack).
def _intrepid_sword_usable(g, ctx) -> bool:
    return bool(ctx.me.deck)


@ability(223017, 0, can_use=_intrepid_sword_usable,
         text="Once per turn: look at the deck's top 3 cards, attach any of the Basic {M} Energy among them to "
              "this Pokémon and put the rest into the hand. Using it ends your turn.")
def _intrepid_sword(g, ctx):
    top = look_top(g, ctx.player, 3)
    metal = [c for c in top if basic_energy_of(METAL)(c)]
    chosen = yield from pick_cards(g, ctx.player, metal, up_to=len(metal), at_least=0, source=223017,
                                   prompt="Choose Basic {M} Energy cards to attach")
    for inst in chosen:
        yield from attach(g, ctx.mon, inst)
    move_cards(g, [c for c in top if c not in chosen], "hand")
    end_turn_now(g, ctx.player)


# 223043 Eternatus V — Power Accelerator (SWSH043; also 226115 DAA 116): "a Darkness Energy card" is a
# Basic one; none is fine ("you may").
@effect(2230430, text="You may attach a Basic {D} Energy from the hand to one of your Benched Pokémon.")
def _power_accelerator(g, a):
    yield from attach_from(g, a.player, "hand", basic_energy_of(DARKNESS), a.me.bench, up_to=1,
                           source=a.attacker.cid, prompt="Choose a Basic {D} Energy to attach")


# 223043 Eternatus V — Dynamax Cannon (SWSH043; II-B-01).
more_damage_if(2230431, 120, lambda g, a: a.opp.active is not None and CARD_LIST[a.opp.active.cid].rule == "vmax",
               when="the opponent has a Pokémon VMAX in the Active Spot")

# 223044 Eternatus VMAX — Dread End (SWSH044; also 226116 DAA 117; II-B-02).
damage_for_each(2230440, 30, lambda g, a: sum(1 for m in a.me.in_play() if Q.has_type(g, m, DARKNESS)),
                per="{D} Pokémon you have in play")


# 223158 Mewtwo V-UNION — Photon Barrier (SWSH159-162; II-C-17: damage still counts).
@passive(223158, "prevent_attack_effects", 0,
         text="Effects of the opponent's Pokémon's attacks don't reach this Pokémon (their damage still does).")
def _photon_barrier(g, holder, inst, a, target):
    return target is holder and a.player != holder.owner


# 223158 Mewtwo V-UNION — Union Gain: "Psychic Energy cards" are the Basic ones (II-D-05: none is fine).
@effect(2231580, text="Attach at most 2 Basic {P} Energy from the discard pile to the attacker.")
def _union_gain(g, a):
    yield from attach_from(g, a.player, "discard", basic_energy_of(PSYCHIC), [a.attacker], up_to=2,
                           source=a.attacker.cid, prompt="Choose at most 2 Basic {P} Energy to attach")


# 223158 Mewtwo V-UNION — Super Regeneration (II-C-06).
heal_self(2231581, 200)


# 223158 Mewtwo V-UNION — Psysplosion (II-C-07; a Pokémon unaffected by attack effects may get a share
# but keeps none).
@effect(2231582, text="Spread 16 damage counters over the opponent's Pokémon however you like.")
def _psysplosion(g, a):
    shares = yield from distribute(g, a.player, a.opp.in_play(), 16, prompt="Damage counters on",
                                   source=a.attacker.cid)
    for mon, n in shares:
        put_counters(g, mon, n, a=a)


# 223044 Eternatus VMAX — Eternal Zone (SWSH044; also 226116 DAA 117; I-A-01 Bench size).  While every
# Pokémon its owner has in play is a {D} Pokémon: a Bench of 8, and no other Pokémon card may be played
# from the hand (benched or evolving; effects that put a Pokémon into play are not stopped here).  When
# the Ability stops working with more than 5 on the Bench (a non-{D} Pokémon came in, an Ability lock,
# the Eternatus left play), the owner discards down to the Bench size once the action, attack or
# turn start that ended it is over.
def _all_darkness(g, player: int) -> bool:
    return all(Q.has_type(g, m, DARKNESS) for m in g.players[player].in_play())


@passive(223044, "bench_size", 0,
         text="While every Pokémon you have in play is a {D} Pokémon, your Bench may hold 8 Pokémon and you "
              "can't put Pokémon other than {D} Pokémon into play. When this stops, discard Benched Pokémon "
              "down to 5.")
def _eternal_zone_bench(g, holder, inst, player, size):
    return max(size, 8) if player == holder.owner and _all_darkness(g, player) else size


@passive(223044, "cant_play", 0)
def _eternal_zone_darkness_only(g, holder, inst, player, card):
    return (player == holder.owner and card.kind == "pokemon" and DARKNESS not in card.types
            and _all_darkness(g, player))


def _eternal_zone_check(g, holder, inst, *args):
    yield from discard_bench_down(g, holder.owner, source=223044)


for _event in ("action_done", "attack_done", "turn_start"):
    trigger(223044, _event, 0)(_eternal_zone_check)


@trigger(223044, "knocked_out", 0)
def _eternal_zone_gone(g, holder, inst, ko):
    if inst == holder.top:                          # its owner trims once the attack (or Checkup) is over
        on_player(g, "bench_down_after", holder.owner, UNTIL_OPPONENT_TURN_END, source=223044)


def _bench_down_after(g, e, *args):
    g.effects.remove(e)
    yield from discard_bench_down(g, e.player, source=223044)


for _event in ("action_done", "attack_done", "turn_start"):
    lasting("bench_down_after", _event)(_bench_down_after)
