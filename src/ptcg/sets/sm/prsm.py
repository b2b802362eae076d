"""Sun & Moon Black Star Promos (PR-SM)."""

from ...effects import *  # noqa: F401,F403


# 203216 Mewtwo — Mind Report (SM214; also 217074 Mewtwo, UNB 75): a triggered Ability (II-E-06), only
# for the card itself benched from the hand in its owner's turn; the Supporter chosen is seen.
@trigger(203216, "played_to_bench", 0,
         text="When you bench this Pokémon from your hand in your turn, you may take a Supporter from the "
              "discard pile and put it face up on top of the deck.")
def _mind_report(g, holder, inst):
    p = g.players[holder.owner]
    if inst != holder.top or not any(is_supporter(c) for c in p.discard):
        return
    ctx = yield from use_triggered_ability(g, holder)
    if ctx is None:
        return
    got = yield from pick_cards(g, ctx.player, [c for c in p.discard if is_supporter(c)], exactly=1,
                                source=203216, prompt="Choose a Supporter to put on top of your deck")
    move_cards(g, got, "deck")
    g.emit("to_deck", ctx.player, cards=list(got))
