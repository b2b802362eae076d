"""The turn (III-04, III-05): draw, the main phase's actions, the end of the turn.

* Start of turn: draw a card; a player who can't loses (I-E R1 (c), III-04 R2).
* Main phase, in any order and as often as allowed: bench Basics (I-A-04), evolve
  (I-A-05), play Trainers (I-B), attach one Energy from hand (I-C), retreat once (I-A-03),
  use Abilities (I-A-02); finally attack (I-A-01), which ends the turn, or end it.
* First turns: the first player can't attack on turn 1; nobody evolves on their own
  first turn; the first player can't play a Supporter on turn 1 (III-20, ruleset).
* End of turn: "at the end of the turn" effects (II-E-21), then the Pokémon Checkup
  (I-F), then the other player's turn.

:func:`main_options` lists the legal actions; :func:`do_main_action` is the step that
runs one, up to the next main-phase decision (or the end of the game).
"""

from __future__ import annotations

from ..cards.db import CARD_LIST, LEGEND, V_UNION, on_cards_added
from ..registry import ABILITIES, DISCARDABLE_FROM_PLAY, IN_DISCARD, IN_HAND
from ..decisions import Decision, MAIN
from . import queries as Q
from .ability import ability_usable, use_ability, use_card_ability, usable_abilities
from .attack import usable_attacks, use_attack
from .bench import bench_from_hand, bench_space, bench_v_union, other_legend_half, v_union_options
from .checkup import checkup
from .context import check_context
from .energy import attach_from_hand, can_attach_energy
from .evolution import DELTA_CARDS, can_evolve_from_hand, evolve_from_hand
from .knockout import knockouts
from .retreat import can_retreat_now, retreat
from .trainers import (attach_tool, play_trainer, stadium_ability_usable, tool_attachable,
                       trainer_playable, use_stadium_ability)
from .triggers import fire, fire_card
from .winning import deck_out
from .zones import discard_pokemon


# -- start and end of a turn -------------------------------------------------------------


def start_turn(g, player: int):
    """Begin ``player``'s turn: per-turn facts reset, lasting effects swept, the draw."""
    g.current = player
    g.turn += 1
    p = g.players[player]
    p.energy_attached = False
    p.supporters_played = []
    p.stadium_played = False
    p.retreated = False
    p.attacked = False
    p.ability_names_used = []
    if g.effects:
        t = g.turn
        g.effects = [e for e in g.effects if e.end >= t]
    logging = g.events is not None         # the events are built only when logging
    if logging:
        g.emit("turn_start", player, turn=g.turn)
    if not p.deck:
        deck_out(g, player)
    c = p.deck.pop()
    p.hand.append(c)
    if logging:
        g.emit("draw", player, private_to=player, cards=[c], count=1, turn_draw=True)
    yield from fire_card(g, "before_to_hand", c, "turn_draw")      # II-E-31
    yield from fire(g, "turn_start", player)


def end_turn(g):
    """II-E-21 end-of-turn effects, the Checkup, then the next player's turn."""
    player = g.current
    if g.events is not None:
        g.emit("turn_end", player)
    yield from fire(g, "end_of_turn", player)
    yield from knockouts(g)
    yield from checkup(g)
    yield from start_turn(g, 1 - player)


# -- the main phase -----------------------------------------------------------------------


def main_options(g) -> tuple:
    """Every legal main-phase action of the player whose turn it is (see decisions.py)."""
    if g.qmemo is not None:
        return _main_options(g)
    g.qmemo = Q.frozen_memo(g)        # the board does not change while the options are listed
    try:
        return _main_options(g)
    finally:
        g.qmemo = None


def _main_options(g) -> tuple:
    player = g.current
    p = g.players[player]
    opts = []
    in_play = p.in_play()
    room = None                                            # Bench space, asked when a card needs it
    # what no card and no lasting effect answers now is worked out once, not per card
    # (``maybe``: what anything may answer on this frozen board, see queries)
    maybe = g.qmemo.maybe
    unlocked = "cant_play" not in maybe or Q.quiet(g, "cant_play")   # II-C-19: nothing stops a card
    # only evolution marks count, and they name Pokémon exactly (no δ card loaded, III-13 R6)
    evolve_by_mark = ("may_evolve_into" not in maybe or Q.quiet(g, "may_evolve_into")) and not DELTA_CARDS
    attach_anywhere = "no_energy_from_hand" not in maybe or Q.quiet(g, "no_energy_from_hand")
    seen = set()
    cards = g.cards_in_game       # up to date: the frozen memo asked (game_cards.answerable)
    hand_abilities = []
    from_hand = cards is None or cards.from_hand            # a card of the game has such an Ability
    names = None                                           # of the Pokémon in play, when needed
    for inst in p.hand:
        cid = inst >> 7
        if cid in seen:
            continue
        seen.add(cid)
        c = CARD_LIST[cid]
        kind = c.kind
        if kind == "pokemon":
            if not (unlocked or Q.can_play(g, player, c)):    # II-C-19 (e.g. 449 Potent Glare)
                pass
            elif c.stage == 0:
                if room is None:
                    room = bench_space(g, player) > 0
                if room:
                    opts.append(("bench", inst))
            elif c.stage == LEGEND:
                if room is None:
                    room = bench_space(g, player) > 0
                if room and other_legend_half(g, player, inst) is not None:
                    opts.append(("bench", inst))
            else:
                if names is None:
                    names = [CARD_LIST[mon.cid].name for mon in in_play]
                mark = c.evolves_from
                # can_evolve_from_hand needs the mark to name the Pokémon, or an effect
                if not evolve_by_mark or mark in names:
                    for pos, mon in enumerate(in_play):
                        if evolve_by_mark and mark != names[pos]:
                            continue
                        if can_evolve_from_hand(g, player, mon, c):
                            opts.append(("evolve", inst, pos))
            if from_hand and c.abilities:
                for ab in c.abilities:
                    spec = ABILITIES.get(ab.key)
                    if spec is not None and spec.where == IN_HAND:
                        hand_abilities.append((inst, ab, spec))
        elif kind == "basic_energy" or kind == "special_energy":
            if not p.energy_attached and (unlocked or Q.can_play(g, player, c)):
                if kind == "basic_energy" and attach_anywhere:
                    opts.extend([("attach", inst, pos) for pos in range(len(in_play))])
                else:
                    for pos, mon in enumerate(in_play):
                        if can_attach_energy(g, mon, inst) and not Q.attach_from_hand_blocked(g, mon):
                            opts.append(("attach", inst, pos))
        elif kind == "tool":
            for pos, mon in enumerate(in_play):
                if tool_attachable(g, player, inst, mon):
                    opts.append(("attach", inst, pos))
        elif c.is_fossil:
            # an Item played as a Basic Pokémon; an Item lock stops it (it is an Item card)
            if room is None:
                room = bench_space(g, player) > 0
            if room and (unlocked or Q.can_play(g, player, c)):
                opts.append(("bench", inst))
        else:
            if trainer_playable(g, player, inst, unlocked):
                opts.append(("play", inst))
    for inst, ab, spec in hand_abilities:
        if _card_ability_usable(g, player, inst, ab, spec):
            opts.append(("card_ability", inst, ab.index))
    if cards.from_discard if cards is not None else _discard_abilities_exist():
        seen = set()
        for inst in p.discard:
            c = CARD_LIST[inst >> 7]
            if c.is_pokemon and c.abilities and inst >> 7 not in seen:
                seen.add(inst >> 7)
                for ab in c.abilities:
                    spec = ABILITIES.get(ab.key)
                    if spec is not None and spec.where == IN_DISCARD and _card_ability_usable(g, player, inst, ab, spec):
                        opts.append(("card_ability", inst, ab.index))
    if _V_UNIONS[0] and p.discard:
        opts.extend(v_union_options(g, player))
    for pos, idx in usable_abilities(g, player):
        opts.append(("ability", pos, idx))
    if DISCARDABLE_FROM_PLAY and (cards is None or cards.discardable):
        for pos, mon in enumerate(in_play):
            if CARD_LIST[mon.cid].key in DISCARDABLE_FROM_PLAY:
                opts.append(("discard", pos))
    if g.stadium is not None and stadium_ability_usable(g, player):
        opts.append(("stadium",))
    if p.bench and can_retreat_now(g, player):
        for pos in range(1, len(p.bench) + 1):
            opts.append(("retreat", pos))
    active = p.active
    for mon, atk in usable_attacks(g, player):
        if mon is active:
            opts.append(("attack", atk.id))
        else:
            opts.append(("attack", atk.id, p.pos_of(mon)))
    opts.append(("end",))
    return tuple(opts)


_V_UNIONS = [False]      # whether any V-UNION card is loaded (only then can a discard pile hold one)


@on_cards_added
def _note_v_unions(cards) -> None:
    if any(c.stage == V_UNION for c in cards):
        _V_UNIONS[0] = True
_DISCARD_ABILITIES = [None]


def _discard_abilities_exist() -> bool:
    if _DISCARD_ABILITIES[0] is None or len(ABILITIES) != _DISCARD_ABILITIES[0][0]:
        _DISCARD_ABILITIES[0] = (len(ABILITIES), any(s.where == IN_DISCARD for s in ABILITIES.values()))
    return _DISCARD_ABILITIES[0][1]


def _card_ability_usable(g, player: int, inst: int, ab, spec) -> bool:
    names = g.players[player].ability_names_used
    if f"#{inst}" in names:
        return False
    if g.effects and not Q.card_abilities_work(g, player):
        return False
    if spec.limit == "once_per_name" and ab.name in names:
        return False
    if spec.name_limit is not None and spec.name_limit in names:
        return False
    return spec.can_use is None or spec.can_use(g, check_context(g, player, inst, None, ab))


def _declared_attack(g, player: int, attacker, attack_id: int):
    """The attack an offered ``("attack", id[, position])`` option names.  Attack IDs are
    unique, so one of the attacker's own cards (its top card, a card under it that it keeps
    or whose attacks it is granted) is looked at first; an attack granted from elsewhere is
    found among the usable attacks, as the option was made."""
    for inst in reversed(attacker.cards):
        for atk in CARD_LIST[inst >> 7].attacks:
            if atk.id == attack_id:
                return atk
    with Q.frozen_board(g):
        return next(x for m, x in usable_attacks(g, player) if m is attacker and x.id == attack_id)


def main_decision(g) -> Decision:
    return Decision(g.current, MAIN, main_options(g), "Choose an action")


def do_main_action(g, action):
    """Run one main-phase action; if it ends the turn, run on to the next main phase."""
    kind = action[0]
    player = g.current
    p = g.players[player]
    if kind == "end":
        yield from end_turn(g)
        return
    if kind == "attack":
        if len(action) > 2:
            attacker = p.at(action[2])
        else:
            attacker = p.active
        atk = _declared_attack(g, player, attacker, action[1])
        yield from use_attack(g, player, attacker, atk)
        if g.phase == "play":
            yield from end_turn(g)
        return
    if kind == "bench":
        yield from bench_from_hand(g, player, action[1])
    elif kind == "evolve":
        yield from evolve_from_hand(g, player, action[1], p.at(action[2]))
    elif kind == "play":
        yield from play_trainer(g, player, action[1])
    elif kind == "attach":
        inst = action[1]
        mon = p.at(action[2])
        if CARD_LIST[inst >> 7].kind == "tool":
            yield from attach_tool(g, player, inst, mon)
        else:
            yield from attach_from_hand(g, player, inst, mon)
    elif kind == "ability":
        mon = p.at(action[1])
        yield from use_ability(g, player, mon, Q.abilities_of(g, mon)[action[2]])
    elif kind == "card_ability":
        inst = action[1]
        yield from use_card_ability(g, player, inst, CARD_LIST[inst >> 7].abilities[action[2]])
    elif kind == "stadium":
        yield from use_stadium_ability(g, player)
    elif kind == "v_union":
        yield from bench_v_union(g, player, action[1])
    elif kind == "retreat":
        yield from retreat(g, player, action[1])
    elif kind == "discard":
        mon = p.at(action[1])
        g.emit("pokemon_leaves", player, target=mon, dst="discard_from_play")
        discard_pokemon(g, mon)             # not a Knock Out: no Prize cards
    else:
        raise ValueError(f"unknown action {action!r}")
    yield from knockouts(g)                 # I-D R2 (c)
    if g.phase == "play":
        yield from fire(g, "action_done", player)
    if g.phase == "play" and g.players[player].attacked:
        # an effect (e.g. an Ability that attacks) ended the turn
        yield from end_turn(g)


__all__ = ["start_turn", "end_turn", "main_options", "main_decision", "do_main_action",
           "ability_usable"]
