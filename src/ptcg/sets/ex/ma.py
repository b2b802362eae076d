"""Team Magma vs Team Aqua (MA, EX 4)."""

from ...effects import *  # noqa: F401,F403


# 123030 Team Aqua's Sealeo — Knock Over (also 190047 Walrein PRC 48): after the damage, the
# attacker's player may send the Stadium in play to its owner's discard pile.
@effect(1230301, text="Afterwards you may discard the Stadium in play, whoever's it is.")
def _knock_over(g, a):
    if g.stadium is not None and (yield from yes_no(g, a.player, "Discard the Stadium in play?",
                                                    a.attacker.cid)):
        yield from discard_stadium(g)
