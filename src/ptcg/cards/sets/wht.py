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
