"""Ascended Heroes (ASC)."""

from ...effects import *  # noqa: F401,F403


# 1235 Waitress: look at your top 6 cards, attach a Basic Energy found there to 1 of your
# Pokémon, shuffle the rest back.
@trainer(1235, can_play=lambda g, ctx: bool(ctx.me.deck))
def _waitress(g, ctx):
    got, _top = yield from take_from_top(g, ctx.player, 6, is_basic_energy, up_to=1, source=1235,
                                         prompt="Choose a Basic Energy to attach")
    if got:
        mon = yield from pick_pokemon(g, ctx.player, ctx.me.in_play(), source=1235,
                                      prompt="Attach it to which Pokémon?")
        yield from attach(g, mon, got[0])
    shuffle_deck(g, ctx.player)


# 861 Mega Froslass ex — Resentful Refrain: 50 damage for each card in the opponent's hand (II-B-02).
@damage(1240)
def _resentful_refrain(g, a):
    a.damage = 50 * len(a.opp.hand)


# 879 Hop's Trevenant — Horrifying Revenge: 100 more if any of your Hop's Pokémon were Knocked
# Out by damage from an attack during the opponent's last turn (II-E-11, RC-177).
@damage(1267)
def _horrifying_revenge(g, a):
    if knocked_out_last_turn(g, a.player, by_attack=True, where=lambda card: card.trainer == "Hop"):
        a.damage += 100


# 24 Team Rocket's Kangaskhan ex — Comet Punch: flip 4 coins, 30 damage for each heads.
flip_damage(6, 4, 30)


# 24 Team Rocket's Kangaskhan ex — Wicked Impact: 100 more damage if you played a Supporter
# with "Team Rocket" in its name from your hand this turn (II-E-26, RC-217).
more_damage_if(7, 100, lambda g, a: played_supporter_this_turn(g, a.player, lambda c: "Team Rocket" in c.name))
