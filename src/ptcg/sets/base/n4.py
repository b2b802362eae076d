"""Neo Destiny (N4, 2002): the theme deck Dark (Dark Pokémon: a mark their names carry, which
Rocket's Hideout reads; they evolve from the Pokémon their cards name)."""

from ...effects import *  # noqa: F401,F403
from ...rules.bench import bench_space
from ...rules.zones import draw_until


def _fire_energy(inst: int) -> bool:
    return is_basic_energy(inst, FIRE)


# 113009 Dark Typhlosion — Rushing Flames: the attacker may discard any number of Fire Energy cards
# from its own Pokémon (none allowed, II-D-02 R2), then flips a coin for each: 40 damage per heads
# (II-B-02).
@damage(1130091, text="Discard any number of Basic {R} Energy cards from among your Pokémon, then flip as "
                      "many coins: 40 damage per heads.")
def _rushing_flames(g, a):
    gone = yield from discard_energy_from_among(g, a.player, a.me.in_play(), _fire_energy, source=a.attacker.cid)
    a.damage = 40 * flips(g, a.player, len(gone)) if gone else 0


# 113017 Dark Magcargo — Ball of Flame: it may discard a Fire Energy card of its own; if it did,
# 20 damage to one of the opponent's Benched Pokémon (no W/R on the Bench, II-B-08 R1).
@damage(1130170, text="If the opponent has a Bench, you may discard a Basic {R} Energy card from the attacker "
                      "to also do 20 damage to one of their Benched Pokémon.")
def _ball_of_flame(g, a):
    if not a.opp.bench:
        return
    gone = yield from discard_energy_from_among(g, a.player, [a.attacker], _fire_energy, up_to=1,
                                                source=a.attacker.cid)
    if gone:
        mon = yield from pick_pokemon(g, a.player, a.opp.bench, source=a.attacker.cid,
                                      prompt="Choose a Benched Pokémon to take 20 damage")
        a.add_hit(mon, 20)


# 113017 Dark Magcargo — Hot Plate (Pokémon Power, off while Asleep, Confused or Paralyzed by the
# rules): while it is its owner's Active Pokémon, a Basic (or Baby) Pokémon either player benches
# from the hand takes 10 damage, with no Weakness or Resistance.
@trigger(113017, "put_on_bench", 0,
         text="While this is your Active Pokémon, any Basic Pokémon a player benches from the hand takes 10 "
              "damage (no Weakness or Resistance). Off while it is Asleep, Confused or Paralyzed.")
def _hot_plate(g, holder, inst, mon, from_hand):
    if from_hand and g.players[holder.owner].active is holder and CARD_LIST[mon.cid].is_basic:
        g.emit("ability", holder.owner, name="Hot Plate", target=holder, triggered=True)
        power_damage(g, holder, mon, 10, weakness_resistance=False)


# 113035 Dark Haunter — Call Back: a Basic (or Baby) Pokémon card of the opponent's discard pile
# goes onto their Bench with 1 damage counter (II-E-31: not played, no "when played" effects).  It
# can't be used when that Bench is full (the text's reminder; the Bench the card goes to).
def _opponent_bench_has_room(g, mon, attack) -> bool:
    return bench_space(g, 1 - mon.owner) > 0


attack_rule(1130350, condition=_opponent_bench_has_room,
            text="Take a Basic Pokémon card out of the opponent's discard pile and bench it for them with 1 "
                 "damage counter. Not usable while that Bench is full.")


@effect(1130350)
def _call_back(g, a):
    cands = [c for c in a.opp.discard if is_basic_pokemon(c) and leaves_discard(c)]
    if not cands:
        return
    inst = yield from pick_card(g, a.player, cands, source=a.attacker.cid,
                                prompt="Choose a Basic Pokémon of the opponent's discard pile")
    mon = yield from put_onto_bench(g, a.opponent, inst)
    if mon is not None:
        put_counters(g, mon, 1, a=a)


# 113035 Dark Haunter — Surround: a coin; heads, the Defending Pokémon is Asleep; tails, it can't
# retreat in the opponent's next turn (II-C-14).
@effect(1130351, text="Flip a coin. Heads: the Defending Pokémon falls Asleep. Tails: it is unable to retreat "
                      "in the opponent's next turn.")
def _surround(g, a):
    if flip(g, a.player):
        inflict_defender(g, a, "asleep")
    else:
        on_pokemon(g, "cant_retreat", a.opp.active, OPPONENT_NEXT_TURN, a=a)


# 113038 Dark Quilava — Incinerate: the top card of the opponent's deck is shown to both players and
# discarded if it is a Trainer card (II-C-20).
@effect(1130380, text="Both players see the opponent's top deck card; a Trainer card goes to their discard "
                      "pile, anything else stays.")
def _incinerate(g, a):
    top = look_top(g, a.opponent, 1)
    if not top:
        return
    g.emit("reveal", a.opponent, cards=top, zone="deck", revealed=top)
    if is_trainer(top[0]):
        mill(g, a.opponent, 1)


# 113086 Unown [S] — [Search] (Pokémon Power, usable under Special Conditions): its owner looks at
# one of their own Prize cards, chosen by its place (face down, they are all alike), and puts it back.
@ability(113086, 0, can_use=lambda g, ctx: bool(ctx.me.prizes),
         text="Once a turn before attacking, pick one Prize card of yours that is face down and look at "
              "it; it stays where it is. Works even while it is Asleep, Confused or Paralyzed.")
def _search(g, ctx):
    prizes = ctx.me.prizes
    place = yield from pick_number(g, ctx.player, 1, len(prizes), "Which Prize card to look at?", 113086)
    g.emit("look", ctx.player, private_to=ctx.player, cards=[prizes[place - 1]], zone="prizes",
           owner=ctx.player, count=1)


# 113087 Unown [T] — [Tell] (Pokémon Power, usable under Special Conditions): a coin; heads, each
# player sees the other's hand.
@ability(113087, 0, can_use=lambda g, ctx: bool(ctx.me.hand or ctx.opp.hand),
         text="Once a turn before attacking, flip a coin: on heads both hands are shown, yours to the opponent "
              "and theirs to you. Works even while it is Asleep, Confused or Paralyzed.")
def _tell(g, ctx):
    if flip(g, ctx.player):
        reveal_hand(g, ctx.opponent)
        reveal_hand(g, ctx.player)


# 113090 Vulpix — Ember: a Fire Energy card attached to it is discarded (II-C-01 R4).
discard_own_energy(1130900, 1, _fire_energy, text="The attacker discards one Basic {R} Energy card of its own.")


# 113096 Counterattack Claws (Pokémon Tool): when an attack of the opponent damages its Active holder
# (even a Knock Out), a coin; heads, 2 damage counters on the attacker (P1 step 6, before the Knock Out
# check, II-E-03 R3).  The Tool is then discarded, heads or tails.
@trigger(113096, "damaged_by_attack",
         text="When an opponent's attack damages its Pokémon in the Active Spot (even a Knock Out), flip a "
              "coin: heads gives the attacker 2 damage counters. Then the Claws are discarded.")
def _counterattack_claws(g, holder, inst, a, dealt):
    if (a.player == holder.owner or g.players[holder.owner].active is not holder
            or inst not in holder.tools):
        return
    if flip(g, holder.owner) and g.find_pokemon(a.attacker.uid) is not None:
        put_counters(g, a.attacker, 2, by=holder.owner, kind="tool")
    discard_tool(g, holder, inst)


# 113098 Energy Stadium (Stadium): once in each player's turn, that player may flip a coin; heads, a
# Basic Energy card of their discard pile goes to their hand.
@stadium_ability(113098, can_use=lambda g, ctx: any(map(is_basic_energy, ctx.me.discard)),
                 text="Once in each player's turn, whoever is playing may flip a coin: heads puts one Basic "
                      "Energy card of their discard pile back in their hand.")
def _energy_stadium(g, ctx):
    if flip(g, ctx.player):
        yield from recover_from_discard(g, ctx.player, is_basic_energy, up_to=1, at_least=1, source=113098,
                                        prompt="Choose a Basic Energy card")


# 113104 Mail from Bill (Trainer: an Item): playable only with 4 or fewer cards in the hand, itself
# counted; the player draws until the hand holds 4.
@trainer(113104, can_play=lambda g, ctx: len(ctx.me.hand) <= 4,
         text="Only with at most 4 cards in hand, this one included: draw until you hold 4 cards.")
def _mail_from_bill(g, ctx):
    draw_until(g, ctx.player, 4)
