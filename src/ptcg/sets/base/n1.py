"""Neo Genesis (N1, 2000): the theme deck Cold Fusion (and the Neo texts of the others).

Pokémon Powers stopped while Asleep, Confused or Paralyzed, the Baby rule and the first
sets' Trainers (Items) are the rules' (``AbilityDef.stops_under``, ``rules.attack``,
NOTES.md "Older eras"); the cards here only do what their texts say.
"""

from ...effects import *  # noqa: F401,F403

# 109007 Kingdra — Agility, and 109063 Mantine — Undulate: the pool's Undulate (attack 505) in older
# words (a coin; heads, no damage or other effect of attacks reaches it in the opponent's next turn).
reprint_attack(1090070, 505)
reprint_attack(1090630, 505)


# 109007 Kingdra — Dragon Tornado: after the damage, unless it Knocked Out the Defending Pokémon
# (judged before the Knock Out check, P1 step 5), the attacker brings up one of the opponent's
# Benched Pokémon (II-C-05).
@effect(1090071, text="If the Defending Pokémon survives the damage, you may pick one of the opponent's "
                      "Benched Pokémon to trade places with it.")
def _dragon_tornado(g, a):
    d = a.defender
    if d is not None and a.opp.active is d and Q.remaining_hp(g, d) > 0:
        yield from gust(g, a.player, a=a, source=a.attacker.cid)


# 109021 Elekid — Playful Punch (Pokémon Power; not while Asleep, Confused or Paralyzed: the
# rules read that from the card).  A coin; heads, 20 damage to the opponent's Active Pokémon with
# Weakness and Resistance; either way the turn ends (no attack).
@ability(109021, 0, text="Once a turn before attacking, flip a coin: heads hits the opponent's Active "
                         "Pokémon for 20 damage (Weakness and Resistance apply). Heads or tails, your turn is over.")
def _playful_punch(g, ctx):
    if flip(g, ctx.player) and ctx.opp.active is not None:
        power_damage(g, ctx.mon, ctx.opp.active, 20)
    end_turn_now(g, ctx.player)


# 109030 Croconaw — Screech: up to the end of the attacker's next turn, damage an attack does to
# the Defending Pokémon is 20 more, after Weakness and Resistance (P2 step 5, II-B-04 R4; an attack
# effect on it: it ends if it goes to the Bench, II-C-14 R2).
@effect(1090300, text="Through your next turn, whenever an attack hurts the Defending Pokémon, add 20 to "
                      "that damage (counted after Weakness and Resistance).")
def _screech(g, a):
    on_pokemon(g, "damage_taken", a.opp.active, UNTIL_YOUR_TURN_END, 20, a=a)


# 109030 Croconaw — Jaw Clamp (effects.older.jaw_clamp).
@effect(1090301, text="Through the opponent's next turn, for as long as this Croconaw is still in your Active "
                      "Spot, the Defending Pokémon is unable to retreat and no attack, Power or Trainer can swap "
                      "the opponent's Active Pokémon out.")
def _jaw_clamp(g, a):
    jaw_clamp(g, a)


# 109031 Croconaw — Sweep Away: the top 3 cards of its own deck are discarded.
mill_self(1090311, 3, text="Your own deck loses its 3 top cards to your discard pile.")


# 109037 Lanturn — Hydroelectric Power (an always-on Pokémon Power, stopped while Asleep, Confused
# or Paralyzed by the rules): Floodlight does 10 more damage (before Weakness and Resistance,
# P2 step 2) for each {W} Energy attached that its {L}{L} cost does not need.  Applied whenever it
# works: the text lets the player choose, and more damage is never worse for them.
def _spare_water(g, mon, attack) -> int:
    water = [e for e in mon.energy if provides_type(g, mon, e, WATER)]
    lightning_needed = sum(1 for t in attack.cost if t == LIGHTNING)
    lightning_only = sum(1 for e in mon.energy if provides_type(g, mon, e, LIGHTNING)
                         and not provides_type(g, mon, e, WATER))
    both = sum(1 for e in water if provides_type(g, mon, e, LIGHTNING))
    return len(water) - min(both, max(0, lightning_needed - lightning_only))


@passive(109037, "damage_dealt", 0,
         text="Floodlight gets +10 damage per {W} Energy on Lanturn that isn't paying Floodlight's cost. "
              "Off while Lanturn is Confused, Asleep or Paralyzed.")
def _hydroelectric_power(g, holder, inst, a, target):
    if a.attacker is holder and a.name == "Floodlight" and target is g.players[a.opponent].active:
        return 10 * _spare_water(g, holder, a.attack)
    return 0


# 109054 Chinchou — Flail: the pool's Flail (attack 333): 10 damage per damage counter on it.
reprint_attack(1090541, 333)


# 109061 Horsea — Fin Slap: 10 more damage when an attack damaged it in the opponent's last turn.
more_damage_if(1090610, 10, lambda g, a: (a.attacker.attack_damage is not None
                                          and a.attacker.attack_damage[0] == g.turn - 1),
               when="an attack damaged the attacker during the opponent's last turn")


# 109079 Totodile — Rage (also 142066 Totodile δ DF 67): the pool's Raging Hammer (attack 224) in
# older words: 10 more damage for each damage counter on the attacker (II-B-01).
reprint_attack(1090791, 224)


# 109080 Totodile — Leer (effects.older.cant_attack_while_facing).
@effect(1090800, text="A coin: on heads, during the opponent's next turn their Active Pokémon is unable to attack "
                      "while this Totodile faces it (either one going to the Bench or evolving ends this).")
def _leer(g, a):
    if flip(g, a.player):
        cant_attack_while_facing(g, a)


# 109095 Professor Elm (Trainer: an Item, NOTES.md "Older eras"): the hand is shuffled into the
# deck, 7 cards are drawn, and no Trainer card may be played for the rest of the turn (II-C-19).
@trainer(109095, text="Shuffle your hand back into your deck and draw 7 cards; you can play no other "
                      "Trainer card in this turn.")
def _professor_elm(g, ctx):
    shuffle_hand_into_deck(g, ctx.player)
    draw(g, ctx.player, 7)
    on_player(g, "cant_play", ctx.player, THIS_TURN, ("item", "supporter", "stadium", "tool"), source=109095)


# 109100 Moo-Moo Milk: one of the player's Pokémon (a damaged one: II-C-06 R4, as Potion), 2
# coins, 20 damage healed for each heads.
def _damaged_own(g, ctx):
    return [m for m in ctx.me.in_play() if m.damage]


@trainer(109100, can_play=lambda g, ctx: bool(_damaged_own(g, ctx)),
         text="Pick one of your Pokémon and flip 2 coins: it heals 20 damage per heads (at most all of it).")
def _moo_moo_milk(g, ctx):
    mon = yield from pick_pokemon(g, ctx.player, _damaged_own(g, ctx), source=109100,
                                  prompt="Choose a Pokémon to heal")
    heal(g, mon, 20 * flips(g, ctx.player, 2))


# 109102 Super Rod (Neo Genesis): a coin; heads, an Evolution card of the discard pile to the
# hand, tails a Basic Pokémon card (none there: nothing).
@trainer(109102, text="Flip a coin. Heads: an Evolution Pokémon card of your discard pile goes to your hand; "
                      "tails: a Basic Pokémon card does.")
def _super_rod(g, ctx):
    heads = flip(g, ctx.player)
    where = is_evolution if heads else is_basic_pokemon
    yield from recover_from_discard(g, ctx.player, where, up_to=1, at_least=1, source=109102,
                                    prompt="Choose an " + ("Evolution" if heads else "Basic") + " Pokémon card")


# 109056 Cyndaquil — Fireworks: a coin; tails, an Energy card attached to it is discarded.
@effect(1090560, text="Flip a coin; on tails the attacker loses one of its Energy cards to the discard pile.")
def _fireworks(g, a):
    if not flip(g, a.player):
        yield from discard_energy(g, a.player, a.attacker, 1, source=a.attacker.cid, cards=True)


# 109098 Berry (Pokémon Tool): between turns (the Checkup, after Poison and Burn, before the Knock Out
# check) and at the start of each turn, a holder with 2 or more damage counters loses 2 and the Berry
# is discarded.  The text's "you may" between turns is always taken: it only heals.
def _berry(g, holder, inst, *args):
    if holder is not None and inst in holder.tools and holder.damage >= 20:
        heal(g, holder, 20)
        discard_tool(g, holder, inst)


trigger(109098, "checkup", text="Between turns or when a turn begins, a holder with at least 20 damage heals 20 "
                                "of it and the Berry goes to the discard pile.")(_berry)
trigger(109098, "turn_start")(_berry)
