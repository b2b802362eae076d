"""XY base set (XY, XY 1)."""

from ...effects import *  # noqa: F401,F403


# 185115 Evosoda (XY 116, Item): evolve one of your Pokémon with a card of the deck (II-C-12), but
# not in your first turn nor on a Pokémon that came into play this turn (the card's own limits).
def _evosoda_targets(g, ctx) -> list:
    if g.turn <= 2:
        return []
    return [m for m in ctx.me.in_play() if m.entered_turn != g.turn]


@trainer(
    185115, can_play=lambda g, ctx: bool(ctx.me.deck) and bool(_evosoda_targets(g, ctx)),
    text="Evolve one of your Pokémon with a card from the deck that evolves from it, then shuffle the deck. "
         "Not in your first turn, nor on a Pokémon that came into play this turn.")
def _evosoda(g, ctx):
    yield from evolve_from_deck(g, ctx.player, _evosoda_targets(g, ctx), source=185115)


# 185122 Professor's Letter (XY 123, Item): up to 2 Basic Energy cards of the deck, shown, into the
# hand; the deck is shuffled (hidden: none is fine, I-H R2).
@trainer(185122, can_play=lambda g, ctx: bool(ctx.me.deck),
         text="Find as many as 2 Basic Energy in the deck, show them and add them to the hand, then "
              "shuffle the deck.")
def _professors_letter(g, ctx):
    yield from search_to_hand(g, ctx.player, is_basic_energy, up_to=2, source=185122,
                              prompt="Choose up to 2 Basic Energy cards")
