"""BREAKpoint (BKP, XY 9): Froakie, Frogadier, Greninja and Greninja BREAK (a sample of BREAK
Evolution: the BREAK card keeps what the Greninja under it has, III-15 R3)."""

from ...effects import *  # noqa: F401,F403


# 196038 Frogadier — Water Duplicates: up to 3 Frogadier of the deck onto the Bench (the card lets a
# Stage 1 go there, as many as fit, II-C-11 R5); the deck is shuffled (hidden: none is fine).
@effect(1960380, text="Put as many as 3 Frogadier from the deck onto your Bench, then shuffle the deck.")
def _water_duplicates(g, a):
    yield from search_to_bench(g, a.player, named("Frogadier"), up_to=3, source=a.attacker.cid,
                               prompt="Choose a Frogadier to put onto your Bench")


# 196039 Greninja — Shadow Stitching: until the end of the opponent's next turn, the opponent's
# Pokémon have no Abilities, in play, in the hand and in the discard pile (II-D-13, II-E-23).
@effect(1960390, text="Until the opponent's next turn is over, none of their Pokémon (in play, in the hand "
                      "or in the discard pile, newcomers included) has Abilities.")
def _shadow_stitching(g, a):
    on_player(g, "side_has_no_abilities", a.opponent, UNTIL_OPPONENT_TURN_END, source=a.attacker.cid)


# 196039 Greninja — Moonlight Slash: the attacker's player may return a {W} Energy of it to the hand
# for 20 more damage (II-B-01, II-C-02).
@damage(1960391, text="You may trade a {W} Energy of the attacker, taken back to the hand, for 20 extra "
                      "damage.")
def _moonlight_slash(g, a):
    mon = a.attacker
    water = lambda e: provides_type(g, mon, e, WATER)  # noqa: E731
    if (energy_cards(mon, water)
            and (yield from yes_no(g, a.player, "Return a {W} Energy for 20 more damage?", mon.cid))
            and (yield from put_energy_into_hand(g, a.player, mon, 1, water, source=mon.cid, a=a))):
        a.damage += 20


# 196040 Greninja BREAK — Giant Water Shuriken (II-E-30): while Active, once a turn, a {W} Energy card
# discarded from the hand puts 6 damage counters on one of the opponent's Pokémon.
def _water_card(inst: int) -> bool:
    return is_basic_energy(inst, WATER)


def _discard_water(g, ctx):
    got = yield from discard_from_hand(g, ctx.player, ctx.player, 1, _water_card, source=196040,
                                       prompt="Choose a {W} Energy card to discard")
    return bool(got)


@ability(196040, 0, where=ACTIVE_ONLY, cost=_discard_water,
         can_use=lambda g, ctx: any(map(_water_card, ctx.me.hand))
         and any(ability_affects(g, ctx.player, m) for m in ctx.opp.in_play()),
         text="Once in your turn, while this Pokémon is Active, you may discard a {W} Energy card from the "
              "hand to give one of the opponent's Pokémon 6 damage counters.")
def _giant_water_shuriken(g, ctx):
    mons = [m for m in ctx.opp.in_play() if ability_affects(g, ctx.player, m)]
    mon = yield from pick_pokemon(g, ctx.player, mons, source=196040,
                                  prompt="Choose the Pokémon to put 6 damage counters on")
    put_counters(g, mon, 6, by=ctx.player, kind="ability")
