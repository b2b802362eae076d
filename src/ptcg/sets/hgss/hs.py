"""HeartGold & SoulSilver (HS, 2010): the theme decks Ember Spark and Mind Flood, and the
sample card Lugia LEGEND (HS 113/114).  Texts printed first by earlier sets live in those
sets' modules (see ``python tools/card_worklist.py --theme "Ember Spark"``); the
Poké-Powers' "can't be used under a Special Condition" is the rules' (``AbilityDef.stops_under``)."""

from ...effects import *  # noqa: F401,F403


def _in_play_named(g, name: str) -> int:
    """How many Pokémon of ``name`` are in play, on both sides."""
    return sum(1 for p in g.players for m in p.in_play() if mon_named(name)(m))


# 162007 Noctowl — Night Sight (Poké-Power).
@ability(162007, 0, can_use=lambda g, ctx: bool(ctx.me.deck), text="Poké-Power, once a turn: draw a card.")
def _night_sight(g, ctx):
    draw(g, ctx.player, 1)


# 162031 Typhlosion — Fire Spin: 2 Energy of the attacker go to the discard pile (II-C-01 R4).
discard_own_energy(1620311, 2)

# 162048 Quilava — Flamethrower: 1 Energy of the attacker goes to the discard pile.
discard_own_energy(1620481, 1)


# 162072 Mareep — Static Electricity (II-C-09; a hidden search may find fewer, I-H R2).
@effect(1620720, text="Count the Mareep in play on both sides; find that many Basic {L} Energy cards "
                      "or fewer in the deck, attach them to this Mareep, and shuffle the deck.")
def _static_electricity(g, a):
    yield from attach_from(g, a.player, "deck", basic_energy_of(LIGHTNING), [a.attacker],
                           up_to=_in_play_named(g, "Mareep"), source=a.attacker.cid,
                           prompt="Choose {L} Energy cards to attach to Mareep")


def _hand_or_deck_left(g, ctx) -> bool:
    return len(ctx.me.hand) > 1 or bool(ctx.me.deck)      # the card itself is still in the hand


# 162089 Copycat (Supporter; also 145089 Mime Jr. — Mime, 162068 Jynx — Mimic, as attacks).
@trainer(162089, can_play=_hand_or_deck_left,
         text="Shuffle the hand back into the deck, then draw as many cards as the opponent holds.")
def _copycat(g, ctx):
    shuffle_hand_into_deck(g, ctx.player)
    draw(g, ctx.player, len(ctx.opp.hand))


# 162093 Moomoo Milk (Item): only a damaged Pokémon can be chosen (II-C-06 R4, as Potion).
def _damaged_own(g, ctx) -> list:
    return [m for m in ctx.me.in_play() if m.damage]


@trainer(162093, can_play=lambda g, ctx: bool(_damaged_own(g, ctx)),
         text="Pick one of your Pokémon and flip 2 coins: it heals 30 damage per heads.")
def _moomoo_milk(g, ctx):
    mon = yield from pick_pokemon(g, ctx.player, _damaged_own(g, ctx), source=162093,
                                  prompt="Choose a Pokémon to heal")
    heal(g, mon, 30 * flips(g, ctx.player, 2))


# 162097 Pokémon Communication (Item): the Pokémon shown goes on top of the deck, so the search
# may find it again; the deck is shuffled afterwards.
def _pokemon_in_hand(g, ctx) -> list:
    return [c for c in ctx.me.hand if is_pokemon(c) and c != ctx.inst]


@trainer(162097, can_play=lambda g, ctx: bool(_pokemon_in_hand(g, ctx)),
         text="Show a Pokémon from the hand and place it atop the deck; then take a Pokémon of the deck "
              "(shown to the opponent) into the hand and shuffle the deck.")
def _pokemon_communication(g, ctx):
    given = yield from pick_card(g, ctx.player, _pokemon_in_hand(g, ctx), source=162097,
                                 prompt="Choose a Pokémon to put on top of your deck")
    g.emit("reveal", ctx.player, cards=[given], revealed=[given], note="{player} shows {cards}")
    move_cards(g, [given], "deck")
    yield from search_to_hand(g, ctx.player, is_pokemon, source=162097,
                              prompt="Choose a Pokémon to put into your hand")


# 162098 Pokémon Reversal (Item): the pool's Pokémon Catcher (1124) in older words.
reprint(162098, 1124)


# 162100 Professor Oak's New Theory (Supporter).
@trainer(162100, can_play=_hand_or_deck_left, text="Shuffle the hand back into the deck, then draw 6 cards.")
def _professor_oaks_new_theory(g, ctx):
    shuffle_hand_into_deck(g, ctx.player)
    draw(g, ctx.player, 6)


# 162017 Exeggutor — Energy Absorption (II-C-09; the cards are seen, none is fine: "up to").
@effect(1620170, text="The attacker gets at most 2 Energy cards out of the discard pile, attached to it.")
def _energy_absorption(g, a):
    yield from attach_from(g, a.player, "discard", is_energy, [a.attacker], up_to=2, source=a.attacker.cid,
                           prompt="Choose Energy cards to attach to Exeggutor")


# 162019 Feraligatr — Spinning Tail: 20 damage to each opposing Pokémon, Weakness and Resistance
# for the Active one only (II-B-08 R4).
@damage(1620190, text="Do 20 damage to each of the opponent's Pokémon (Weakness and Resistance only for the "
                      "Active one).")
def _spinning_tail(g, a):
    a.damage = 20
    hit_each(a, a.opp.bench, 20)


# 162022 Hypno — Sleep Pendulum (Poké-Power).
@ability(162022, 0, text="Poké-Power, once a turn: flip a coin; on heads the opponent's Active Pokémon falls "
                         "Asleep.")
def _sleep_pendulum(g, ctx):
    if flip(g, ctx.player):
        inflict(g, ctx.opp.active, "asleep", by=ctx.player, kind="ability")


# 162051 Slowbro — Big Yawn: the attacker and the Defending Pokémon both fall Asleep.
@effect(1620510, text="The Defending Pokémon and the attacker both fall Asleep.")
def _big_yawn(g, a):
    inflict_defender(g, a, "asleep")
    inflict(g, a.attacker, "asleep")


# 162051 Slowbro — Madkinesis: 20 more damage for each {P} Energy attached (II-B-01).
damage_for_each(1620511, 20, lambda g, a: count_energy(g, a.attacker, PSYCHIC), more=True,
                per="{P} Energy attached to the attacker")


# 162112 Lugia LEGEND (HS 113/114; both halves print the same texts) — Ocean Grow: a Poké-Power
# used when the LEGEND is put onto the Bench from the hand (II-E-06; the rules bench both halves
# as one Pokémon).  Every Energy card of the top 5 is attached, the other cards are discarded.
@trigger(162112, "played_to_bench",
         text="Poké-Power: as this LEGEND comes into play in your turn, you may check the deck's top 5 "
              "cards, attach every Energy card among them to it and discard the rest.")
def _ocean_grow(g, holder, inst):
    if inst != holder.top or not g.players[holder.owner].deck:
        return
    ctx = yield from use_triggered_ability(g, holder)
    if ctx is None:
        return
    top = look_top(g, ctx.player, 5)
    g.emit("reveal", ctx.player, cards=list(top), revealed=top, note="{player} looks at {cards}")
    for c in top:
        if is_energy(c):
            yield from attach(g, holder, c)
    rest = [c for c in top if not is_energy(c)]
    move_cards(g, rest, "discard")
    if rest:
        g.emit("discard", ctx.player, cards=rest, src="deck")


# 162112 Lugia LEGEND — Elemental Blast: one {R}, one {W} and one {L} Energy of the attacker are
# discarded (II-C-01 R4), each card counted for one type only.
@effect(1621120, text="Then discard from the attacker one Energy of each of these types: {R}, {W} and {L}.")
def _elemental_blast(g, a):
    mon = a.attacker
    for t in (FIRE, WATER, LIGHTNING):
        yield from discard_energy(g, a.player, mon, 1, lambda e, t=t: provides_type(g, mon, e, t),
                                  source=mon.cid)
