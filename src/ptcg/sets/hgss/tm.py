"""Triumphant (TM, HeartGold & SoulSilver 4, 2010): the sample card Gengar (TM 94) of the
Poké-Body kind (its Cursed Drop is the pool's, printed word for word)."""

from ...effects import *  # noqa: F401,F403


# 166093 Gengar — Catastrophe (Poké-Body; P8 step 3, asked while the Knocked Out Pokémon is still
# in play): the opponent's Pokémon go to the Lost Zone (III-01 R11), their attached cards to the
# discard pile.
@passive(166093, "ko_to_lost",
         text="Poké-Body: while this is your Active Pokémon, opposing Pokémon that get Knocked Out go to the "
              "Lost Zone rather than the discard pile (cards attached to them are discarded).")
def _catastrophe(g, holder, inst, mon, ko):
    return mon.owner != holder.owner and g.players[holder.owner].active is holder


# 166093 Gengar — Hurl into Darkness (II-C-20: the cards looked at are seen, so "up to" may be none).
@effect(1660930, text="Look at the opponent's hand and put up to one of its Pokémon per {P} Energy attached to "
                      "the attacker in the Lost Zone.")
def _hurl_into_darkness(g, a):
    hand = reveal_hand(g, a.opponent)
    n = count_energy(g, a.attacker, PSYCHIC)
    chosen = yield from pick_cards(g, a.player, [c for c in hand if is_pokemon(c)], up_to=n,
                                   source=a.attacker.cid, prompt="Choose Pokémon to put in the Lost Zone")
    if chosen:
        move_cards(g, chosen, "lost")
        g.emit("card_effect", a.opponent, cards=list(chosen), note="{cards} go to the Lost Zone")
