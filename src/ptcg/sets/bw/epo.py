"""Emerging Powers (EPO, Black & White 2)."""

from ...effects import *  # noqa: F401,F403
from ...registry import attack_key, note_text

# 171091 Crushing Hammer (EPO 92, also 184033 KSS 34): the pool's Crushing Hammer (1120) in its
# older words: a coin; heads, an Energy attached to one of the opponent's Pokémon is discarded.
reprint(171091, 1120)

# 171041 Sigilyph — Psychic Assault (also 179112 Watchog — Second Bite of Plasma Storm): the pool's
# Follow-Up Bolt (952 Zapdos) in other words: 10 more damage for each damage counter on the
# Defending Pokémon (II-B-01).
note_text(attack_key(1710411), "Each damage counter already on the Defending Pokémon adds 10 damage.")
reprint_attack(1710411, 1367)


# 171092 Great Ball (EPO 93, Item; also 224163 SSH 164): a look at hidden cards, none may be taken
# (II-C-20, I-H R2); the Pokémon taken is shown.
@trainer(171092, can_play=lambda g, ctx: bool(ctx.me.deck),
         text="Look at the deck's top 7 cards; you may show a Pokémon among them and add it to the hand. "
              "Shuffle the rest back.")
def _great_ball(g, ctx):
    yield from top_cards_to_hand(g, ctx.player, 7, is_pokemon, source=171092,
                                 prompt="Choose a Pokémon to put into your hand")
