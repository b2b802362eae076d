"""Scarlet & Violet base set (SVI)."""

from ...cards.db import CARD_LIST
from ...effects import *  # noqa: F401,F403
from ...rules.evolution import evolve, skips_to


# 1079 Rare Candy (RC-074).  It counts as evolving from hand (RC-166).
def _candy_pairs(g, ctx):
    """The (Basic Pokémon in play, Stage 2 card in hand) pairs, one at a time and the cheap
    questions first (playability asks only for the first one)."""
    if g.turn <= 2:
        return
    stage2 = [c for c in ctx.me.hand if CARD_LIST[c >> 7].is_pokemon and CARD_LIST[c >> 7].stage == 2]
    if not stage2:
        return
    for m in ctx.me.in_play():
        if mon_is_basic(m) and m.entered_turn != g.turn:
            for c in stage2:
                card = CARD_LIST[c >> 7]
                # the Stage 2 is played from the hand, so "can't play it from hand" (II-C-19,
                # e.g. 449 Potent Glare) stops it too
                if skips_to(card, m) and Q.can_play(g, ctx.player, card):
                    yield m, c


@trainer(1079, can_play=lambda g, ctx: next(_candy_pairs(g, ctx), None) is not None,
         text="Pick a Basic Pokémon of yours in play and evolve it with a Stage 2 card from your hand that "
              "evolves from it, skipping the Stage 1. Not on your first turn, and not on a Basic Pokémon put "
              "into play this turn.")
def _rare_candy(g, ctx):
    pairs = list(_candy_pairs(g, ctx))
    mons = []
    for m, _ in pairs:
        if m not in mons:
            mons.append(m)
    mon = yield from pick_pokemon(g, ctx.player, mons, prompt="Choose a Basic Pokémon to evolve", source=1079)
    card = yield from pick_card(g, ctx.player, [c for m, c in pairs if m is mon],
                                prompt="Choose the Stage 2 card", source=1079)
    ctx.me.hand.remove(card)
    yield from evolve(g, mon, card, from_hand=True)


def _has_deck(g, ctx) -> bool:
    return bool(ctx.me.deck)


def _basic_energy_in_play(ctx) -> bool:
    return any(is_basic_energy(e) for m in ctx.me.in_play() for e in m.energy)


# 1116 Energy Switch (II-C-10).
@trainer(1116, can_play=lambda g, ctx: len(ctx.me.in_play()) > 1 and _basic_energy_in_play(ctx),
         text="Move a Basic Energy between two of your Pokémon.")
def _energy_switch(g, ctx):
    mons = ctx.me.in_play()
    yield from choose_and_move_energy(g, ctx.player, mons, mons, where=is_basic_energy, source=1116)


# 1118 Energy Retrieval (II-D-05, RC-113).
@trainer(1118, can_play=lambda g, ctx: any(map(is_basic_energy, ctx.me.discard)),
         text="Take 1 or 2 Basic Energy from the discard pile into the hand.")
def _energy_retrieval(g, ctx):
    yield from recover_from_discard(g, ctx.player, is_basic_energy, up_to=2, source=1118)


# 1119 Energy Search.
@trainer(1119, can_play=_has_deck,
         text="Search the deck for a Basic Energy, show it and add it to the hand, then shuffle the deck.")
def _energy_search(g, ctx):
    yield from search_to_hand(g, ctx.player, is_basic_energy, source=1119,
                              prompt="Choose a Basic Energy card")


# 1120 Crushing Hammer.  With no Energy on their side the heads result would change nothing (RC-108
# reading).
def _opponents_with_energy(ctx) -> list:
    return [m for m in ctx.opp.in_play() if m.energy]


@trainer(1120, can_play=lambda g, ctx: bool(_opponents_with_energy(ctx)),
         text="Flip a coin. On heads, one Energy attached to one of the opponent's Pokémon is discarded.")
def _crushing_hammer(g, ctx):
    if not flip(g, ctx.player, "Crushing Hammer"):
        return
    mon = yield from pick_pokemon(g, ctx.player, _opponents_with_energy(ctx), source=1120,
                                  prompt="Discard an Energy from which Pokémon?")
    yield from discard_energy(g, ctx.player, mon, 1, source=1120)


# 1121 Ultra Ball (P5 step 1).  Not playable with an empty deck: the search, the card's effect, could
# change nothing (the discard is only its condition).
@trainer(1121, can_play=lambda g, ctx: len(ctx.me.hand) >= 3 and bool(ctx.me.deck),
         text="Play it by discarding 2 other cards from the hand. Search the deck for a Pokémon, show it and "
              "add it to the hand, then shuffle the deck.")
def _ultra_ball(g, ctx):
    yield from discard_from_hand(g, ctx.player, ctx.player, 2, source=1121,
                                 prompt="Choose 2 cards to discard")
    yield from search_to_hand(g, ctx.player, is_pokemon, source=1121, prompt="Choose a Pokémon")


# 1122 Pokégear 3.0 (II-C-20, RC-100).
@trainer(1122, can_play=_has_deck,
         text="Look at the deck's top 7 cards; you may show a Supporter among them and add it to the hand. "
              "Shuffle the rest back.")
def _pokegear(g, ctx):
    yield from top_cards_to_hand(g, ctx.player, 7, is_supporter, source=1122,
                                 prompt="Choose a Supporter to put into your hand")


# 1123 Switch (II-C-03, RC-048).
@trainer(1123, can_play=lambda g, ctx: bool(ctx.me.bench),
         text="Switch your Active Pokémon with one of your Benched Pokémon.")
def _switch(g, ctx):
    yield from switch_own(g, ctx.player, source=1123)


# 1213 Judge.  Only empty decks and no other card in either hand would leave nothing to change.
def any_hand_or_deck(g, ctx) -> bool:
    return len(ctx.me.hand) > 1 or bool(ctx.me.deck or ctx.opp.hand or ctx.opp.deck)


@trainer(1213, can_play=any_hand_or_deck,
         text="Both players shuffle their hands into their decks, then each draws 4 cards.")
def _judge(g, ctx):
    for player in (ctx.player, ctx.opponent):
        shuffle_hand_into_deck(g, player)
        draw(g, player, 4)


# 1117 Potion (II-C-06 R4, RC-056; only a damaged one can be chosen, so it can't be played when none is).
def _damaged_own(g, ctx):
    return [m for m in ctx.me.in_play() if m.damage]


@trainer(1117, can_play=lambda g, ctx: bool(_damaged_own(g, ctx)), text="One of your Pokémon heals 30 damage.")
def _potion(g, ctx):
    mon = yield from pick_pokemon(g, ctx.player, _damaged_own(g, ctx), source=1117,
                                  prompt="Choose a Pokémon to heal 30 damage from")
    heal(g, mon, 30)


# 1124 Pokémon Catcher (II-C-05, RC-053).  Needs an opposing Bench.
@trainer(1124, can_play=lambda g, ctx: bool(ctx.opp.bench),
         text="Flip a coin. If heads, bring one of the opponent's Benched Pokémon into their Active Spot.")
def _pokemon_catcher(g, ctx):
    if flip(g, ctx.player):
        yield from gust(g, ctx.player, source=1124)
