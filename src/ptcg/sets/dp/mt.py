"""Mysterious Treasures (MT, Diamond & Pearl 2, 2007)."""

from ...effects import *  # noqa: F401,F403


# 147108 Bebe's Search (MT 109, also 158088 RR 89, Supporter): it needs another card in the hand
# to put back; the Pokémon is shown (a search of a kind, I-H).
@trainer(147108, can_play=lambda g, ctx: len(ctx.me.hand) > 1,
         text="Place one other card from the hand onto the deck's top, then find a Pokémon in the deck, show "
              "it and take it; the deck is shuffled.")
def _bebes_search(g, ctx):
    back = yield from pick_card(g, ctx.player, ctx.me.hand, source=147108,
                                prompt="Choose a card to put on top of your deck")
    move_cards(g, [back], "deck")
    yield from search_to_hand(g, ctx.player, is_pokemon, source=147108,
                              prompt="Choose a Pokémon to put into your hand")


# 147071 Barboach — Mud Spit (also 179039 Cubchoo — Hail of Plasma Storm): a coin; heads, every
# Pokémon of the opponent's takes 10 damage (II-B-08: Weakness and Resistance for the Active only).
@damage(1470710, text="Flip a coin. On heads, each of the opponent's Pokémon takes 10 damage (Weakness and "
                      "Resistance only for the Active one); on tails, nothing.")
def _mud_spit(g, a):
    if flip(g, a.player):
        a.damage = 10
        hit_each(a, a.opp.bench, 10)
