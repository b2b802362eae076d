"""Mega Evolution (MEG).  Cards are named by ID and attack/ability name; texts are not
copied here — see the card database or the official card list for the wording."""

from ...cards.db import CARD_LIST
from ...effects import *  # noqa: F401,F403


# 721 Kyogre — Riptide: 20 damage per Basic {W} Energy card in your discard pile, then
# those cards are shuffled into your deck (II-D-03 RC-106, II-E-36).
@damage(1042)
def _riptide(g, a):
    found = [c for c in a.me.discard if is_basic_energy(c, WATER)]
    a.damage = 20 * len(found)
    a.memo["found"] = found


@effect(1042)
def _riptide_shuffle(g, a):
    found = [c for c in a.memo.get("found", ()) if c in a.me.discard]
    if found:
        shuffle_into_deck(g, a.player, found)


# 721 Kyogre — Swirling Waves: discard 2 Energy from this Pokémon.
@effect(1043)
def _swirling_waves(g, a):
    yield from discard_energy(g, a.player, a.attacker, 2, source=a.attacker.cid)


# 723 Mega Abomasnow ex — Hammer-lanche: discard your top 6 cards; 100 damage for each
# Basic {W} Energy card discarded that way.
@damage(1046)
def _hammer_lanche(g, a):
    milled = mill(g, a.player, 6)
    a.damage = 100 * sum(1 for c in milled if is_basic_energy(c, WATER))


# 1145 Mega Signal: search your deck for a Mega Evolution Pokémon ex.
@trainer(1145, can_play=lambda g, ctx: bool(ctx.me.deck))
def _mega_signal(g, ctx):
    yield from search_to_hand(g, ctx.player, is_mega_card, source=1145,
                              prompt="Choose a Mega Evolution Pokémon ex")


# 1227 Lillie's Determination: shuffle your hand into your deck, draw 6 (8 with exactly
# 6 Prize cards left) — RC-107, RC-246.
@trainer(1227, can_play=lambda g, ctx: bool(ctx.me.hand or ctx.me.deck))
def _lillies_determination(g, ctx):
    shuffle_hand_into_deck(g, ctx.player)
    draw(g, ctx.player, 8 if len(ctx.me.prizes) == 6 else 6)


# 666 Cinderace — Turbo Flare: attach up to 3 Basic Energy from your deck to your Benched
# Pokémon in any way you like, then shuffle (RC-064).
@effect(965)
def _turbo_flare(g, a):
    if a.me.bench:
        yield from attach_from(g, a.player, "deck", is_basic_energy, a.me.bench, up_to=3,
                               source=a.attacker.cid)
    else:
        shuffle_deck(g, a.player)


# 666 Cinderace — Explosiveness: may start face down in the Active Spot (RC-078).
@passive(666, "setup_active")
def _explosiveness(g, inst):
    return True


# 734 Magnezone — Upper Spark: +120 if it evolved from Magneton this turn (II-E-24, RC-213).
@damage(1060)
def _upper_spark(g, a):
    m = a.attacker
    if m.evolved_turn == g.turn and m.evolved_from >= 0 and CARD_LIST[m.evolved_from].name == "Magneton":
        a.damage += 120


# 734 Magnezone — Flashing Bolt: can't use it during your next turn (II-C-15 R2, RC-082).
self_lock_next_turn(1061)
