"""Noble Victories (NVI, Black & White 3)."""

from ...effects import *  # noqa: F401,F403


@trainer(172092, can_play=lambda g, ctx: bool(ctx.me.deck) and bench_space(g, ctx.player) > 0,
         text="Look at the 7 cards at the bottom of the deck: an Archen among them may go onto the Bench; "
              "the deck is then shuffled.")
def _plume_fossil(g, ctx):
    """172092 Plume Fossil (NVI 93, Item): Restored Pokémon come into play this way (III-15 R5)."""
    yield from restore(g, ctx.player, "Plume Fossil", source=172092)


# 172005 Dwebble — Withdraw (also 190115 Bidoof PRC 116 — Scrunch): a coin; on heads, attacks do no
# damage to the attacker in the opponent's next turn (II-C-16, II-E-01).
@effect(1720050, text="Flip a coin: on heads, attacks do no damage to this Pokémon in the opponent's next "
                      "turn.")
def _withdraw(g, a):
    if flip(g, a.player):
        on_pokemon(g, "prevent_damage", a.attacker, OPPONENT_NEXT_TURN, None, a=a)


# 172088 Druddigon — Rough Skin (also 179032 Sharpedo of Plasma Storm): while Active, damage from an
# opponent's attack puts 2 damage counters on the attacker (II-E-03 R3).
retaliate(172088, counters=2, text="When an opponent's attack damages this Pokémon in the Active Spot (Knocked "
                                   "Out or not), 2 damage counters go on the attacker.")
