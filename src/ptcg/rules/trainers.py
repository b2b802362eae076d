"""I-B: Trainer cards — Items (I-B-01, P5), Tools (I-B-02), Supporters (I-B-03, P6),
Stadiums (I-B-04, P7).

* P5/P6 step 1: a card whose conditions are not met, or that is known to change
  nothing, cannot be played (``can_play`` of its registration).
* One Supporter and one Stadium per turn; any number of Items and Tools (the other
  readings of III-19 #18 are ``Ruleset.trainers_per_turn``).  The player
  going first can't play a Supporter during their first turn (current official rule,
  III-20; ``Ruleset.first_turn_supporter``), unless the card says so.
* One Tool per Pokémon, or more while an effect allows it (query ``tool_limit``; the extra
  ones are discarded when that effect goes, :func:`discard_extra_tools`); it stays until
  the Pokémon leaves play (I-B-02 R2, R5).
* A Stadium with the same name as the one in play can't be played; a different one
  replaces it, and the old one goes to its owner's discard pile (I-B-04 R2).
"""

from __future__ import annotations

from ..cards.db import CARD_LIST
from ..registry import IMPLEMENTED_KEYS, STADIUM_ABILITIES, TRAINERS
from ..decisions import CHOOSE_CARD, ask
from . import queries as Q
from .context import Context, check_context
from .energy import discard_attached
from .triggers import fire, fire_card, fire_own
from .zones import to_discard

# Stadium card IDs whose own text lets them be played in a turn a Stadium was already played
# (I-B-04 R1 lifted; their ``can_play`` says when, e.g. 1429 Ange Floette).
STADIUM_AFTER_STADIUM: set = set()


def trainer_playable(g, player: int, inst: int, unlocked: bool = False) -> bool:
    """Whether ``player`` may play the Trainer card ``inst`` from hand now (P5/P6 step 1).
    ``unlocked``: the caller knows that no effect stops playing cards (II-C-19)."""
    card = CARD_LIST[inst >> 7]
    kind = card.kind
    p = g.players[player]
    if kind == "supporter" and p.supporters_played and g.rules.trainers_per_turn != "any":
        return False                   # asked first: the common answer once one was played
    spec = TRAINERS.get(card.key)
    if spec is None or spec.effect is None:
        # a Stadium whose text is all lasting effects (passives, triggers) has no code to
        # run when played (I-B-04 R5): it is playable once its text is implemented
        if kind != "stadium" or card.key not in IMPLEMENTED_KEYS:
            return False
    if kind == "supporter":
        if (g.turn == 1 and not g.rules.first_turn_supporter and not spec.first_turn):
            return False
    elif kind == "stadium":
        if (p.stadium_played and g.rules.trainers_per_turn == "one_supporter_one_stadium"
                and card.id not in STADIUM_AFTER_STADIUM):
            return False
        if g.stadium is not None and CARD_LIST[g.stadium >> 7].name == card.name:
            return False
    if not unlocked and not Q.can_play(g, player, card):
        return False
    if spec is not None and spec.can_play is not None and not spec.can_play(g, check_context(g, player, inst)):
        return False
    return True


def play_trainer(g, player: int, inst: int):
    """P5 / P6: show, do what it says, then discard it (unless it went elsewhere)."""
    card = CARD_LIST[inst >> 7]
    p = g.players[player]
    p.hand.remove(inst)
    if card.kind == "stadium":
        yield from play_stadium(g, player, inst)
        return
    p.resolving.append(inst)
    if card.kind == "supporter":
        p.supporters_played.append(card.id)
    if g.events is not None:
        g.emit("play", player, card=inst)
    spec = TRAINERS[card.key]
    yield from spec.effect(g, Context(g, player, inst))
    if inst in p.resolving:
        p.resolving.remove(inst)
        to_discard(g, inst)


def play_stadium(g, player: int, inst: int):
    p = g.players[player]
    old = g.stadium
    g.stadium = inst
    if old is not None:
        # the new one takes the old one's place, which goes to its owner's discard pile:
        # one look of the zone watch sees both moves (the new card's from the hand)
        to_discard(g, old)
        g.emit("discard", (old >> 6) & 1, cards=[old], src="stadium", replaced_by=inst)
    p.stadium_played = True
    g.emit("play_stadium", player, card=inst)
    spec = TRAINERS.get(CARD_LIST[inst >> 7].key)
    if spec is not None and spec.effect is not None:
        yield from spec.effect(g, Context(g, player, inst))
    if old is not None:
        yield from fire_card(g, "stadium_left", old)
    yield from fire(g, "stadium_changed", old, inst)


def tool_attachable(g, player: int, inst: int, mon) -> bool:
    card = CARD_LIST[inst >> 7]
    if mon.tools and len(mon.tools) >= Q.tool_limit(g, mon):   # one Tool per Pokémon (I-B-02 R2)
        return False
    spec = TRAINERS.get(card.key)
    if spec is None:
        from ..registry import IMPLEMENTED_KEYS
        if card.key not in IMPLEMENTED_KEYS:
            return False
    if not Q.can_play(g, player, card):
        return False
    if spec is not None and spec.can_play is not None and not spec.can_play(g, check_context(g, player, inst, mon)):
        return False
    return True


def attach_tool(g, player: int, inst: int, mon):
    g.players[player].hand.remove(inst)
    mon.tools.append(inst)
    if g.events is not None:
        g.emit("attach", player, card=inst, target=mon)
    yield from fire_own(g, "tool_attached", mon, inst)


def discard_extra_tools(g):
    """I-B-02 R2: a Pokémon with more Pokémon Tools than it may have now (the effect that
    allowed more has gone, e.g. 806 Rotom ex — Multi Adapter) discards Tools down to the
    limit, its owner choosing which.  Run with the Knock Out checks (I-D R2)."""
    for mon in g.all_in_play():
        if len(mon.tools) <= 1:
            continue
        extra = len(mon.tools) - Q.tool_limit(g, mon)
        while extra > 0:
            options = {}
            for tool in mon.tools:
                options.setdefault(tool >> 7, tool)
            tool = yield from ask(mon.owner, CHOOSE_CARD, tuple(sorted(options.values())),
                                  f"Choose a Pokémon Tool to discard from {mon.name}")
            discard_attached(g, mon, [tool])
            extra -= 1


def stadium_ability_usable(g, player: int) -> bool:
    if g.stadium is None:
        return False
    card = CARD_LIST[g.stadium >> 7]
    spec = STADIUM_ABILITIES.get(card.key)
    if spec is None:
        return False
    used = g.players[player].ability_names_used
    if used and f"stadium:{card.name}" in used:
        return False
    return spec.can_use is None or spec.can_use(g, check_context(g, player, g.stadium))


def use_stadium_ability(g, player: int):
    """I-B-04 R4 / P7: once during each player's own turn."""
    card = CARD_LIST[g.stadium >> 7]
    spec = STADIUM_ABILITIES[card.key]
    g.players[player].ability_names_used.append(f"stadium:{card.name}")
    g.emit("stadium_ability", player, card=g.stadium)
    yield from spec.effect(g, Context(g, player, g.stadium))
