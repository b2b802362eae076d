"""Black & White Black Star Promos (PR-BLW)."""

from ...effects import *  # noqa: F401,F403

# 168001 Tepig — Ember (also 184009 Delphox KSS 10 — Fire Blast): discard an Energy attached to
# the attacking Pokémon (II-C-01 R4).
discard_own_energy(1680010, 1)


# 168028 Victory Cup (also 184034 Poké Ball KSS 35, Item): a coin; heads, a Pokémon of the deck
# is shown and put into the hand, then the deck is shuffled; tails, nothing happens.
@trainer(168028, can_play=lambda g, ctx: bool(ctx.me.deck),
         text="Flip a coin. On heads, take a Pokémon of the deck (shown to the opponent) into the hand and "
              "shuffle the deck.")
def _poke_ball(g, ctx):
    if flip(g, ctx.player, CARD_LIST[ctx.inst >> 7].name):
        yield from search_to_hand(g, ctx.player, is_pokemon, source=ctx.inst >> 7,
                                  prompt="Choose a Pokémon to put into your hand")


# 168068 Meloetta — Acrobatics (also 184012 Frogadier — Aqua Wave, 184022 Granbull — Double
# Stomp): 2 coins, 20 more damage for each heads (II-B-01).
flip_damage(1680681, 2, 20, more=True)


# 168040 Thundurus — Charge (also 190058 Electrike PRC 59): a Basic {L} Energy of the deck onto the
# attacker, then the deck is shuffled (II-C-09; hidden: none is fine, I-H R2).
attach_energy_from_deck(1680400, basic_energy_of(LIGHTNING), to_self=True,
                        text="Find a Basic {L} Energy in the deck and attach it to the attacker, then shuffle "
                             "the deck.")


# 168044 Mewtwo-EX — X Ball (also 173053 Mewtwo-EX NXD 54): 20 damage for each unit of Energy
# attached to the attacker and to the Defending Pokémon together (II-B-02).
damage_for_each(1680440, 20, lambda g, a: Q.count_units(g, a.attacker) + (
    Q.count_units(g, a.opp.active) if a.opp.active is not None else 0),
    per="Energy attached to the attacker and to the Defending Pokémon, counted together")


# 168056 Haxorus — Armor Press (also 179093 Druddigon — Guard Press of Plasma Storm): damage from
# attacks to the attacker is 20 less during the opponent's next turn (II-B-05 R2).
takes_less_next_turn(1680560, 20, text="Until the end of the opponent's next turn, attacks do 20 less "
                                       "damage to this Pokémon (counted after Weakness and Resistance).")


# 168073 Giratina — Hex (also 179061 Giratina PLS 62): 50 more damage when the Defending Pokémon
# has a Special Condition (II-B-01).
more_damage_if(1680730, 50, lambda g, a: a.opp.active is not None and a.opp.active.has_condition(),
               when="the Defending Pokémon has a Special Condition")
