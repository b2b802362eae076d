"""Plasma Storm (PLS, Black & White 8): the theme decks Plasma Shadow and Plasma Claw.

Team Plasma is a mark of the card facts (``is_team_plasma`` / ``mon_is_team_plasma`` in
:mod:`ptcg.effects.filters`); Plasma Energy is the Special Energy of that name.
"""

from ...effects import *  # noqa: F401,F403
from ...registry import attack_key, note_text


# 179011 Foongus — Astonish (also 179012 Amoonguss): a coin; heads, a card picked at random from the
# opponent's hand is shown and shuffled into their deck (II-D-04 R2).
@effect(1790110, text="Flip a coin. On heads, pick a card at random from the opponent's hand; they show it "
                      "and shuffle it into their deck.")
def _astonish(g, a):
    if flip(g, a.player):
        random_hand_card_into_deck(g, a.player, a.opponent)


# 179012 Amoonguss — Miracle Powder: the pool's Miraculous Paint (693 Grafaiai) in other words: a
# coin; heads, the player names a Special Condition and the Defending Pokémon gets it.
note_text(attack_key(1790121), "One coin: on heads, the player names a Special Condition and the "
                                "Defending Pokémon gets that one.")
reprint_attack(1790121, 1003)


# 179016 Infernape — Torment: the pool's Torment (463 Team Rocket's Murkrow) in other words.
note_text(attack_key(1790160), "Name one attack of the Defending Pokémon; during the opponent's next "
                                "turn it can't be used by that Pokémon.")
reprint_attack(1790160, 653)


# 179019 Simisear — Flame Blast: 20 more damage for each {R} Energy attached to the attacker
# (II-B-01).
damage_for_each(1790191, 20, lambda g, a: count_energy(g, a.attacker, FIRE), more=True,
                per="{R} Energy attached to the attacker")


# 179021 Lampent — Freefloating (II-D-13): with no Energy attached, no Retreat Cost.
@passive(179021, "no_retreat_cost", 0, text="While no Energy is attached to it, this Pokémon retreats for free.")
def _freefloating(g, holder, inst, mon):
    return mon is holder and not holder.energy


# 179038 Jellicent — Spiteful Spirit (II-E-04): Knocked Out in the Active Spot by the damage of an
# opponent's attack, it leaves the attacker Confused and Poisoned.
@trigger(179038, "knocked_out", 0,
         text="If the damage of an opponent's attack Knocks Out this Pokémon while it is Active, the Pokémon "
              "that attacked becomes Confused and Poisoned.")
def _spiteful_spirit(g, holder, inst, ko):
    if not (ko.by_opponent_attack and g.players[holder.owner].active is holder):
        return
    attacker = ko.attack.attacker
    if g.find_pokemon(attacker.uid) is not None:
        inflict(g, attacker, "confused", "poisoned", by=holder.owner, kind="ability")


# 179057 Weezing — Aftermath (II-E-04): Knocked Out by the damage of an opponent's attack, it takes
# the top 3 cards of the opponent's deck to their discard pile.
@trigger(179057, "knocked_out", 0,
         text="If the damage of an opponent's attack Knocks Out this Pokémon, the opponent's top 3 deck "
              "cards go to their discard pile.")
def _aftermath(g, holder, inst, ko):
    if ko.by_opponent_attack:
        mill(g, 1 - holder.owner, 3)


# 179066 Garbodor — Ensnarl: 20 damage for each {C} in the Defending Pokémon's Retreat Cost
# (II-B-02, RC-127 reading).
damage_for_each(1790660, 20, lambda g, a: Q.retreat_cost(g, a.opp.active) if a.opp.active is not None else 0,
                text="20 damage for each {C} the Defending Pokémon needs to retreat.")


# 179118 Colress Machine (Item): a Plasma Energy from the deck onto one of the player's Team Plasma
# Pokémon; the deck is shuffled (II-C-09).
def _plasma_targets(g, ctx) -> list:
    return [m for m in ctx.me.in_play() if mon_is_team_plasma(m)]


@trainer(179118, can_play=lambda g, ctx: bool(ctx.me.deck) and bool(_plasma_targets(g, ctx)),
         text="Find a Plasma Energy in the deck and put it on one of the player's own Team Plasma Pokémon; then "
              "shuffle the deck.")
def _colress_machine(g, ctx):
    yield from attach_from(g, ctx.player, "deck", named("Plasma Energy"), _plasma_targets(g, ctx),
                           source=179118, prompt="Choose a Plasma Energy")


# 179119 Escape Rope (Item): both players switch their Active Pokémon with a Benched one, the
# opponent first; a player with no Bench does not switch (II-C-03/04).
@trainer(179119, can_play=lambda g, ctx: bool(ctx.me.bench) or bool(ctx.opp.bench),
         text="Both players swap their Active Pokémon with one of their own Benched Pokémon (the opponent "
              "first); a player without a Bench keeps theirs.")
def _escape_rope(g, ctx):
    yield from opponent_switches(g, ctx.player, source=179119)
    yield from switch_own(g, ctx.player, source=179119)


# 179122 Hypnotoxic Laser (Item): the opponent's Active Pokémon is Poisoned; a coin, heads also
# Asleep (III-07; not one the Item's effects can't reach, II-E-29).
@trainer(179122, can_play=lambda g, ctx: ctx.opp.active is not None,
         text="The opponent's Active Pokémon becomes Poisoned; then flip a coin, and on heads it also falls "
              "Asleep.")
def _hypnotoxic_laser(g, ctx):
    target = ctx.opp.active
    if Q.trainer_effects_prevented(g, ctx.player, 179122, target):
        return
    inflict(g, target, "poisoned")
    if flip(g, ctx.player, "Hypnotoxic Laser"):
        inflict(g, target, "asleep")


# 179124 Team Plasma Grunt (Supporter): discard a Team Plasma card of the hand (none: it can't be
# played), then draw 4 cards.
def _other_plasma_cards(ctx) -> list:
    return [c for c in ctx.me.hand if c != ctx.inst and is_team_plasma(c)]


@trainer(179124, can_play=lambda g, ctx: bool(_other_plasma_cards(ctx)),
         text="Play it by discarding a Team Plasma card from the hand; then draw 4 cards.")
def _team_plasma_grunt(g, ctx):
    yield from discard_from_hand(g, ctx.player, ctx.player, 1, is_team_plasma, source=179124,
                                 prompt="Choose a Team Plasma card to discard")
    draw(g, ctx.player, 4)


# 179126 Plasma Energy (PLS 127, Special Energy): 1 {C}; other cards name it (Colress Machine).
energy(179126, provides=lambda g, mon, inst: (COLORLESS_BIT,),
       text="A Special Energy giving 1 {C}; some Team Plasma cards ask for it by name.")
