"""EX Dragon (DR, 2003)."""

from ...effects import *  # noqa: F401,F403


# 121082 Buffer Piece (Tool; also 142071 DF 72): damage from the opponent's attacks to its Pokémon is
# 20 lower, after Weakness and Resistance (P2 step 5, II-B-05 R2); it is discarded at the end of the
# opponent's turn that follows (II-E-21: before the Checkup).
@passive(121082, "damage_taken",
         text="While attached, the opponent's attacks do 20 less damage to this Pokémon (counted after "
              "Weakness and Resistance). It goes to the discard pile when the opponent's next turn ends.")
def _buffer_piece(g, holder, inst, a, target):
    return -20 if target is holder and a.player != holder.owner else 0


@trigger(121082, "end_of_turn")
def _buffer_piece_wears_off(g, holder, inst, player):
    if player != holder.owner and inst in holder.tools:
        discard_tool(g, holder, inst)


# 121087 TV Reporter (Supporter; also 142081 DF 82): draw 3 cards, then discard 1 card of the hand.
@trainer(121087, can_play=lambda g, ctx: bool(ctx.me.deck),
         text="Draw three cards, and after that put one card of your hand into the discard pile.")
def _tv_reporter(g, ctx):
    draw(g, ctx.player, 3)
    if ctx.me.hand:
        yield from discard_from_hand(g, ctx.player, ctx.player, 1, source=121087,
                                     prompt="Choose a card to discard")
