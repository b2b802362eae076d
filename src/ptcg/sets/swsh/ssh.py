"""Sword & Shield (SSH, Sword & Shield 1): the theme decks Rillaboom and Cinderace."""

from ...effects import *  # noqa: F401,F403


# 224005 Whimsicott — Cotton Ride (SSH 6): an attack effect, so a Defending Pokémon unaffected by
# effects of attacks stays (II-C-17); the opponent then promotes a new Active Pokémon (I-A-05).
@effect(2240050,
        text="Flip a coin. On heads, the Defending Pokémon goes, with every card attached to it, into the "
             "opponent's deck, which is then shuffled.")
def _cotton_ride(g, a):
    mon = a.opp.active
    if flip(g, a.player) and mon is not None and a.affects(mon):
        shuffle_pokemon_into_deck(g, mon)


# 224014 Rillaboom — Drum Beating (SSH 15; II-C-15 R2).
self_lock_next_turn(2240141)


# 224035 Cinderace — Bright Flame (SSH 36): the coin is flipped after the damage (P1 step 5).
@effect(2240351, text="Flip a coin. On tails, the attacker loses 2 of its Energy to the discard pile.")
def _bright_flame(g, a):
    if not flip(g, a.player):
        yield from discard_energy(g, a.player, a.attacker, 2, source=a.attacker.cid)


# 224156 Bede (SSH 157, Supporter): one Basic Energy card; not playable without a Benched Pokémon
# that may take one or without a Basic Energy card in the hand (nothing would change).
def _bede_targets(g, ctx) -> list:
    return [m for m in ctx.me.bench if not Q.attach_from_hand_blocked(g, m)]


@trainer(224156, can_play=lambda g, ctx: bool(_bede_targets(g, ctx)) and any(map(is_basic_energy, ctx.me.hand)),
         text="Attach one Basic Energy card from the hand to one of your Benched Pokémon.")
def _bede(g, ctx):
    yield from attach_from(g, ctx.player, "hand", is_basic_energy, _bede_targets(g, ctx), exactly=1, source=224156,
                           prompt="Choose a Basic Energy card to attach")


# 224170 Ordinary Rod (SSH 171, Item; II-D-05, II-E-36): only the parts with something to choose
# are offered.
_ROD_PARTS = (("Pokémon", is_pokemon), ("Basic Energy", is_basic_energy))


@trainer(224170, can_play=lambda g, ctx: bool(discard_parts_available(g, ctx.player, _ROD_PARTS)),
         text="Choose one or both: shuffle at most 2 Pokémon of the discard pile into the deck; shuffle at "
              "most 2 Basic Energy cards of the discard pile into the deck.")
def _ordinary_rod(g, ctx):
    yield from shuffle_parts_from_discard(g, ctx.player, _ROD_PARTS, up_to=2, source=224170)


# 224175 Pokémon Center Lady (SSH 176, Supporter): only a Pokémon with damage or a Special Condition
# can be chosen (II-C-06 R4), so it can't be played when none has either.
def _to_care_for(g, ctx) -> list:
    return [m for m in ctx.me.in_play() if m.damage or conditions_of(m)]


@trainer(224175, can_play=lambda g, ctx: bool(_to_care_for(g, ctx)),
         text="One of your Pokémon heals 60 damage and is cured of every Special Condition.")
def _pokemon_center_lady(g, ctx):
    mon = yield from pick_pokemon(g, ctx.player, _to_care_for(g, ctx), source=224175,
                                  prompt="Choose a Pokémon to heal 60 damage from")
    heal(g, mon, 60)
    recover(g, mon)
