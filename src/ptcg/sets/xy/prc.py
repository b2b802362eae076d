"""Primal Clash (PRC, XY 5): the theme decks Ocean's Core and Earth's Pulse."""

from ...effects import *  # noqa: F401,F403

# 190040 Whiscash — Earthquake: the pool's Break Ground (attack 399) in other words: 20 damage to
# each of your own Benched Pokémon, no Weakness or Resistance there (II-B-09 R1, II-B-08 R4).
reprint_attack(1900401, 399)


# 190043 Milotic — Sparkling Ripples (II-E-05): evolving into it from the hand, its player may take a
# card of their discard pile into the hand.
@on_evolve_ability(190043, can_use=lambda g, mon: any(leaves_discard(c) for c in g.players[mon.owner].discard),
                   text="On evolving into this Pokémon from the hand, you may return any one card of your "
                        "discard pile to the hand.")
def _sparkling_ripples(g, ctx):
    yield from recover_from_discard(g, ctx.player, any_card, exactly=1, source=190043,
                                    prompt="Choose a card to put into your hand")


# 190047 Walrein — Frozen Splash (II-B-01).
more_damage_if(1900471, 70, lambda g, a: a.opp.active is not None and Q.has_type(g, a.opp.active, FIGHTING),
               when="the Defending Pokémon is a {F} Pokémon")


# 190121 Acro Bike (PRC 122, Item): the top 2 cards looked at, one into the hand, the other
# discarded (with one card left, that card goes to the hand).
@trainer(190121, can_play=lambda g, ctx: bool(ctx.me.deck),
         text="Look at the deck's top 2 cards: add one to the hand and discard the other.")
def _acro_bike(g, ctx):
    got, top = yield from take_from_top(g, ctx.player, 2, any_card, exactly=1, source=190121,
                                        prompt="Choose a card to put into your hand")
    move_cards(g, got, "hand")
    move_cards(g, [c for c in top if c not in got], "discard")


# 190128 Fresh Water Set (PRC 129, Item): every one of your Pokémon heals 20 (II-C-06).
@trainer(190128, can_play=lambda g, ctx: any(m.damage for m in ctx.me.in_play()),
         text="Every one of your Pokémon heals 20 damage.")
def _fresh_water_set(g, ctx):
    for mon in ctx.me.in_play():
        heal(g, mon, 20)


# 190133 Professor Birch's Observations (PRC 134, Supporter): the hand goes into the deck, then a
# coin decides between 7 and 4 new cards.
@trainer(190133, text="Shuffle the hand into the deck and flip a coin: draw 7 cards on heads, 4 on tails.")
def _birchs_observations(g, ctx):
    shuffle_hand_into_deck(g, ctx.player)
    draw(g, ctx.player, 7 if flip(g, ctx.player, "Professor Birch's Observations") else 4)


# 190136 Rough Seas (PRC 137, Stadium; I-B-04 R4): each player, once in each of their turns, heals
# 30 from every one of their {W} and {L} Pokémon.
def _rough_seas_mons(g, player: int) -> list:
    return [m for m in g.players[player].in_play()
            if m.damage and (Q.has_type(g, m, WATER) or Q.has_type(g, m, LIGHTNING))]


@stadium_ability(190136, can_use=lambda g, ctx: bool(_rough_seas_mons(g, ctx.player)),
                 text="Each player, once in each of their turns, may heal 30 damage from every {W} and "
                      "{L} Pokémon they have in play.")
def _rough_seas(g, ctx):
    for mon in _rough_seas_mons(g, ctx.player):
        heal(g, mon, 30)


# 190140 Teammates (PRC 141, Supporter; II-E-11): only after one of your Pokémon was Knocked Out in
# the opponent's last turn; any 2 cards of the deck into the hand (hidden: fewer is fine, I-H R2).
@trainer(190140, can_play=lambda g, ctx: bool(ctx.me.deck) and knocked_out_last_turn(g, ctx.player),
         text="Playable only if a Pokémon of yours was Knocked Out in the opponent's last turn: take up to "
              "2 cards of any kind from the deck into the hand, then shuffle the deck.")
def _teammates(g, ctx):
    yield from search_to_hand(g, ctx.player, any_card, up_to=2, source=190140,
                              prompt="Choose a card to put into your hand")


# 190060 Manectric — Electric Shock: every {L} Energy of the attacker is discarded, and the
# Defending Pokémon is Paralyzed (II-D-03).
@effect(1900601, text="Discard every {L} Energy from the attacker, then Paralyze the Defending Pokémon.")
def _electric_shock(g, a):
    mon = a.attacker
    discard_all_energy(g, mon, lambda e: provides_type(g, mon, e, LIGHTNING))
    inflict_defender(g, a, "paralyzed")


# 190075 Rhyperior — Rock Shower: 3 coins; 20 damage for each heads to each of the opponent's
# Pokémon, no Weakness or Resistance on the Bench (II-B-02, II-B-08).
@damage(1900750, text="Flip 3 coins: each of the opponent's Pokémon takes 20 damage per heads (no Weakness "
                      "or Resistance on the Bench).")
def _rock_shower(g, a):
    amount = 20 * flips(g, a.player, 3)
    a.damage = amount
    if amount:
        hit_each(a, a.opp.bench, amount)


# 190117 Bibarel — Continuous Headbutt: coins until tails, 80 damage for each heads (II-B-02).
flip_until_tails_damage(1901171, 80)


# 190137 Scorched Earth (PRC 138, Stadium; I-B-04 R4): each player, once in each of their turns,
# may discard a {R} or {F} Energy card from the hand to draw 2 cards.
def _scorched_fuel(inst: int) -> bool:
    return is_basic_energy(inst, FIRE) or is_basic_energy(inst, FIGHTING)


@stadium_ability(190137, can_use=lambda g, ctx: any(map(_scorched_fuel, ctx.me.hand)),
                 text="Each player, once in each of their turns, may trade a {R} or {F} Energy card from "
                      "the hand for 2 cards drawn.")
def _scorched_earth(g, ctx):
    got = yield from discard_from_hand(g, ctx.player, ctx.player, 1, _scorched_fuel, source=190137,
                                       prompt="Choose a {R} or {F} Energy card to discard")
    if got:
        draw(g, ctx.player, 2)


# 190054 Primal Kyogre-EX — Tidal Storm: 30 damage to each of the opponent's Benched Pokémon-EX (no
# Weakness or Resistance there, II-B-08), then 2 Energy of the attacker move to one of your Benched
# Pokémon (II-C-10).  Its α Growth and the Primal Reversion rule are the rules' (III-15).
@damage(1900540, text="Every Benched Pokémon-EX of the opponent takes 30 damage too; afterwards 2 Energy "
                      "go from the attacker to one of your Benched Pokémon.")
def _tidal_storm_damage(g, a):
    hit_each(a, [m for m in a.opp.bench if mon_is_pokemon_ex(m)], 30)


@effect(1900540)
def _tidal_storm_move(g, a):
    mon = a.attacker
    if not a.me.bench or not mon.energy:
        return
    dst = yield from pick_pokemon(g, a.player, a.me.bench, source=mon.cid,
                                  prompt="Move 2 Energy to which Benched Pokémon?")
    got = yield from pick_cards(g, a.player, list(mon.energy), exactly=min(2, len(mon.energy)), source=mon.cid,
                                prompt="Choose the Energy to move")
    for inst in got:
        if not move_energy(g, mon, dst, inst, a=a):
            break
