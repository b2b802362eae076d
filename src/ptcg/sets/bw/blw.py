"""Black & White (BLW, Black & White 1)."""

from ...effects import *  # noqa: F401,F403

# 169015 Tepig — Take Down (also 190073 Rhyhorn PRC 74, 190074 Rhydon PRC 75): the attacker takes 10
# damage as well (II-B-09).
self_damage(1690150, 10)


# 169100 Professor Juniper (BLW 101, Supporter; also 224177 Professor's Research SSH 178).  Only an
# empty deck and no other card in the hand would leave nothing to change.
@trainer(169100, can_play=lambda g, ctx: len(ctx.me.hand) > 1 or bool(ctx.me.deck),
         text="Discard the whole hand, then draw 7 cards.")
def _professor_juniper(g, ctx):
    discard_hand(g, ctx.player)
    draw(g, ctx.player, 7)
