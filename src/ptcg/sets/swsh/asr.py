"""Astral Radiance (ASR, Sword & Shield 10)."""

from ...effects import *  # noqa: F401,F403


# 241045 Radiant Greninja — Concealed Cards (ASR 46; II-E-30: the discard is the cost, so not usable
# without an Energy card in the hand nor with an empty deck, RC-228).
def _discard_an_energy(g, ctx):
    got = yield from discard_from_hand(g, ctx.player, ctx.player, 1, is_energy, source=241045,
                                       prompt="Choose an Energy card to discard")
    return bool(got)


@ability(241045, 0, can_use=lambda g, ctx: any(map(is_energy, ctx.me.hand)) and bool(ctx.me.deck),
         cost=_discard_an_energy, text="Once per turn: discard an Energy card from the hand to draw 2 cards.")
def _concealed_cards(g, ctx):
    draw(g, ctx.player, 2)


# 241045 Radiant Greninja — Moonlight Shuriken (ASR 46): the discard comes first; then two of the
# opponent's Pokémon (one if they have one), Weakness and Resistance for the Active only (II-B-08).
@damage(2410450, text="Discard 2 Energy from the attacker, then do 90 damage to each of two of the opponent's "
                      "Pokémon (no Weakness or Resistance on the Bench).")
def _moonlight_shuriken(g, a):
    yield from discard_energy(g, a.player, a.attacker, 2, source=a.attacker.cid)
    yield from hit_chosen(g, a, 90, count=2)
