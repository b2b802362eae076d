"""White Flare (WHT)."""

from ...effects import *  # noqa: F401,F403
from .svi import any_hand_or_deck


# 587 Galvantula — Discharge: discard all {L} Energy from it; 50 damage per card (II-B-02).
@damage(843)
def _discharge(g, a):
    gone = discard_all_energy(g, a.attacker, lambda e: provides_type(g, a.attacker, e, LIGHTNING))
    a.damage = 50 * len(gone)


# 17 Ignition Energy: provides {C}, or {C}{C}{C} on an Evolution Pokémon (one card, three units:
# RC-044, RC-170); discarded at the end of its owner's turn if attached (II-E-21).
def _ignition_units(g, mon, inst) -> tuple:
    return (COLORLESS_BIT,) * (3 if mon_is_evolution(mon) else 1)


energy(17, provides=_ignition_units)


@trigger(17, "end_of_turn")
def _ignition_energy_burns_out(g, holder, inst, player):
    if (inst >> 6) & 1 == player and inst in holder.energy:
        discard_attached(g, holder, [inst])


# 607 Terrakion — Retaliate: 80 more if any of your Pokémon were Knocked Out by damage from an
# attack during the opponent's last turn, however many (II-E-11, RC-177).
@damage(873)
def _retaliate(g, a):
    if knocked_out_last_turn(g, a.player, by_attack=True):
        a.damage += 80


# 1137 Tool Scrapper: discard 1 or 2 Tools attached to any Pokémon in play (II-D-05, RC-112).
# Tools are chosen through the Pokémon holding them, so equal Tools on different Pokémon stay
# different choices.
def _with_tools(ctx) -> list:
    return [m for m in ctx.me.in_play() + ctx.opp.in_play() if m.tools]


@trainer(1137, can_play=lambda g, ctx: bool(_with_tools(ctx)))
def _tool_scrapper(g, ctx):
    mons = yield from pick_pokemons(g, ctx.player, _with_tools(ctx), up_to=2, at_least=1, source=1137,
                                    prompt="Choose Pokémon to discard a Tool from")
    for mon in mons:
        tool = yield from pick_card(g, ctx.player, mon.tools, source=1137, prompt="Choose the Tool")
        discard_tool(g, mon, tool)


# 1175 Brave Bangle (Tool): on a Pokémon without a Rule Box, its attacks do 30 more damage to
# the opponent's Active Pokémon ex, before Weakness and Resistance (P2 step 2, RC-103, RC-150).
@passive(1175, "damage_dealt")
def _brave_bangle(g, holder, inst, a, target):
    if (a.attacker is holder and not mon_has_rule_box(holder) and target is a.opp.active
            and mon_is_ex(target)):
        return 30
    return 0


# 1223 Harlequin: each player shuffles their hand into their deck; flip: heads, you draw 5 and
# the opponent 3; tails, you draw 3 and the opponent 5 (playable as 1213 Judge is).
@trainer(1223, can_play=any_hand_or_deck)
def _harlequin(g, ctx):
    shuffle_hand_into_deck(g, ctx.player)
    shuffle_hand_into_deck(g, ctx.opponent)
    mine, theirs = (5, 3) if flip(g, ctx.player, "Harlequin") else (3, 5)
    draw(g, ctx.player, mine)
    draw(g, ctx.opponent, theirs)


# 1224 Cheren (also 1236 Urbain): draw 3 cards.
@trainer(1224, can_play=lambda g, ctx: bool(ctx.me.deck))
def _cheren(g, ctx):
    draw(g, ctx.player, 3)


# 1225 Hilda: search your deck for an Evolution Pokémon and an Energy card (II-D-04 R3).
@trainer(1225, can_play=lambda g, ctx: bool(ctx.me.deck))
def _hilda(g, ctx):
    yield from search_each_kind(g, ctx.player, [("an Evolution Pokémon", is_evolution),
                                                ("an Energy card", is_energy)], source=1225)


# 573 Reshiram ex — Blazing Burst: 50 more damage for each Prize card the opponent has taken
# (II-D-17, RC-148); then discard an Energy from this Pokémon (step 5).
@damage(819)
def _blazing_burst(g, a):
    a.damage += 50 * a.opp.prizes_taken()


discard_own_energy(819)


# 588 Stunfisk — Muddy Bolt: 20 more with any {F} Energy attached; every-type Energy counts
# (II-D-08, RC-123).
@damage(844)
def _muddy_bolt(g, a):
    if count_energy(g, a.attacker, FIGHTING):
        a.damage += 20


# 615 Zoroark — Mind Jack: 30 damage for each of the opponent's Benched Pokémon (II-B-02).
@damage(885)
def _mind_jack(g, a):
    a.damage = 30 * len(a.opp.bench)


# 615 Zoroark — Foul Play: use 1 of the attacks printed on the opponent's Active Pokémon as
# this attack, without its cost (II-C-18, RC-092; II-D-06: not attacks granted by other
# cards, RC-116).
@damage(886)
def _foul_play(g, a):
    if a.opp.active is not None:
        yield from copy_chosen_attack(g, a, [a.opp.active])


@effect(886)
def _foul_play_effects(g, a):
    yield from copy_attack_effect(g, a)


# 590 Swoobat — Happy Return: 1 of your Benched Pokémon, its whole stack and attached cards, to
# your hand; damage and effects are gone and no Prize is taken (II-C-02 R2, RC-046).
@effect(847)
def _happy_return(g, a):
    if a.me.bench:
        mon = yield from pick_pokemon(g, a.player, a.me.bench, source=a.attacker.cid,
                                      prompt="Choose a Benched Pokémon to put into your hand")
        return_to_hand(g, mon)


# 598 Jellicent ex — Oceanic Curse: while it is in the Active Spot, the opponent can't play
# Item or Pokémon Tool cards from their hand (an effect on the player, II-C-19, RC-097).
@passive(598, "cant_play")
def _oceanic_curse(g, holder, inst, player, card):
    return (player != holder.owner and g.players[holder.owner].active is holder
            and card.kind in ("item", "tool"))


# 598 Jellicent ex — Power Press: 80 more with at least 2 extra Energy (II-B-01).
@damage(859)
def _power_press(g, a):
    if extra_energy(g, a) >= 2:
        a.damage += 80


# 634 Tornadus — Wrapped in Wind: a Basic Energy card from your hand onto it (II-C-09 R3: not
# the turn's attachment).
@effect(917)
def _wrapped_in_wind(g, a):
    yield from attach_from(g, a.player, "hand", is_basic_energy, [a.attacker], exactly=1,
                           source=a.attacker.cid, prompt="Choose a Basic Energy to attach")


# 634 Tornadus — Hurricane: a Basic Energy card from it to 1 of your Benched Pokémon, at step 5;
# with no Bench nothing moves (II-C-10 R3, RC-068).
@effect(918)
def _hurricane(g, a):
    basics = energy_cards(a.attacker, is_basic_energy)
    if not basics or not a.me.bench:
        return
    got = yield from pick_cards(g, a.player, basics, exactly=1, source=a.attacker.cid,
                                prompt="Choose a Basic Energy to move")
    dst = yield from pick_pokemon(g, a.player, a.me.bench, source=a.attacker.cid,
                                  prompt="Move it to which Benched Pokémon?")
    move_energy(g, a.attacker, dst, got[0])


# 564 Shelmet — Stimulated Evolution: with Karrablast in play it may evolve during your first
# turn or the turn it came into play (II-E-13 R3, RC-182).
evolves_early_with(564, "Karrablast")


# 576 Samurott — Energized Slash: 50 more damage for each Energy attached to it (II-B-01).
damage_for_each(823, 50, lambda g, a: count_energy(g, a.attacker), more=True)


# 576 Samurott — Torrential Whirlpool: switch your Active Pokémon with a Benched one; only if
# that happened, the opponent switches theirs, choosing the new Active.  Not usable without
# a Benched Pokémon of your own (II-E-20 R2/R4, RC-202).
@ability(576, 0, can_use=lambda g, ctx: bool(ctx.me.bench))
def _torrential_whirlpool(g, ctx):
    if (yield from switch_own(g, ctx.player, source=576)) is not None:
        yield from opponent_switches(g, ctx.player, source=576)


# 583 Keldeo ex — Gale Thrust: 90 more damage if it moved from the Bench to the Active Spot
# this turn, by any means, counted once (II-E-25, RC-216).
more_damage_if(836, 90, lambda g, a: a.attacker.moved_active_turn == g.turn)
