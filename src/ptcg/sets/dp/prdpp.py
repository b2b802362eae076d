"""DP Black Star Promos (PR-DPP, 2007-2009)."""

from ...effects import *  # noqa: F401,F403


# 146052 Arceus LV.X — Multitype (Poké-Body; also 160093 AR 94): the card it levelled up from
# gives its type (II-D-07: the type now).
@passive(146052, "types", 0, text="This Pokémon has the type of the Arceus it levelled up from.")
def _multitype(g, holder, inst, mon, value):
    if mon is holder and len(mon.cards) > 1:
        return CARD_LIST[mon.cards[-2] >> 7].types
    return value


# 146052 Arceus LV.X — Omniscient (Poké-Body; also 160093 AR 94): the attacks of the owner's
# other Arceus in play, paid with its own Energy (the attacks it keeps from its previous
# level are its own already, III-15 R2).
@passive(146052, "granted_attacks", 1,
         text="This Pokémon may use any attack of your other Arceus in play as its own, paying its Energy "
              "cost as usual.")
def _omniscient(g, holder, inst, mon):
    if mon is not holder:
        return ()
    own = set(Q.attacks_of(mon))
    out = []
    for other in g.players[holder.owner].in_play():
        if other is not holder and CARD_LIST[other.cid].name == "Arceus":
            out.extend(x for x in Q.attacks_of(other) if x not in own and x not in out)
    return out
