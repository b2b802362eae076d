"""A player's view: everything that player may see, nothing more (III-01).

Hidden from a player: the opponent's hand (only its size is shown, and the cards of it
an effect revealed that are still there), the order of every deck, face-down Prize cards,
and, during setup, the opponent's face-down Pokémon.  Both discard piles, all Pokémon in
play, the Stadium, the Lost Zones and what each player has done this turn (attached
Energy, played a Supporter, retreated) are public.

:func:`determinize` makes a copy of a game in which the hidden cards have been dealt
again at random, consistently with what ``player`` sees (used by information-set
search, :mod:`ptcg.agents.mcts`).  It assumes the opponent's deck list is known.
"""

from __future__ import annotations

from . import rng
from .cards.db import CARD_LIST
from .rules import queries as Q
from .rules.conditions import conditions_of
from .rules.turn import main_decision


def _card(inst: int) -> dict:
    c = CARD_LIST[inst >> 7]
    return {"instance": inst, "id": c.id, "name": c.name}


def _known_hand(p) -> list:
    """Cards of ``p``'s hand the opponent has seen (revealed by an effect) still in it."""
    return [c for c in p.revealed if c in p.hand] if p.revealed else []


def _redeal_hand(opp, value: int) -> None:
    """Deal the opponent's unknown hand cards, deck and Prize cards again at random;
    revealed cards still in the hand stay there."""
    known = _known_hand(opp)
    unknown = [c for c in opp.hand if c not in known] if known else opp.hand
    pool = unknown + opp.deck + opp.prizes
    rng.shuffle_in_place(pool, value)
    nh, nd = len(unknown), len(opp.deck)
    opp.hand[:] = known + pool[:nh]
    opp.deck[:] = pool[nh:nh + nd]
    opp.prizes[:] = pool[nh + nd:]


def _pokemon(g, mon, pos: int) -> dict:
    hp = Q.max_hp(g, mon)
    return {
        "position": pos,
        "uid": mon.uid,
        "id": mon.cid,
        "name": mon.name,
        "hp": hp,
        "damage": mon.damage,
        "remaining_hp": hp - mon.damage,                 # II-D-16
        "energy": [_card(e) for e in mon.energy],
        "tools": [_card(t) for t in mon.tools],
        "evolved_from": [_card(c) for c in mon.cards[:-1]],
        "conditions": conditions_of(mon),
        "entered_turn": mon.entered_turn,
    }


class PlayerView:
    """A snapshot of what ``player`` sees; ``to_dict()`` gives plain JSON data."""

    def __init__(self, game, player: int):
        self.player = player
        g = game.state
        self.turn = g.turn
        self.current = g.current
        self.first_player = g.first_player
        self.phase = g.phase
        me, opp = g.players[player], g.players[1 - player]
        hide_setup = g.phase == "setup"
        self.hand = list(me.hand)
        self.opponent_hand_size = len(opp.hand)
        self.opponent_known_hand = _known_hand(opp)
        cur = g.players[g.current] if g.current in (0, 1) else None
        self.this_turn = None if cur is None else {
            "energy_attached": cur.energy_attached, "supporters_played": list(cur.supporters_played),
            "stadium_played": cur.stadium_played, "retreated": cur.retreated, "attacked": cur.attacked}
        self.deck_sizes = (len(g.players[0].deck), len(g.players[1].deck))
        self.prizes_left = (len(g.players[0].prizes), len(g.players[1].prizes))
        self.discards = (list(g.players[0].discard), list(g.players[1].discard))
        self.lost_zones = (list(g.players[0].lost), list(g.players[1].lost))
        # public markers (002 §2: the GX marker): the once-per-game effects each player has used
        self.once_per_game = (list(g.players[0].once_per_game), list(g.players[1].once_per_game))
        self.stadium = g.stadium
        self.in_play = []
        with Q.frozen_board(g):                         # a view only reads: scan the board once
            for pl in (0, 1):
                p = g.players[pl]
                if hide_setup and pl != player:
                    self.in_play.append(None)
                    continue
                mons = []
                if p.active is not None:
                    mons.append(_pokemon(g, p.active, 0))
                for i, b in enumerate(p.bench):
                    mons.append(_pokemon(g, b, i + 1))
                self.in_play.append(mons)
        d = game.decision
        self.decision = d if d is not None and d.player == player else None
        self.result = g.result

    def to_dict(self) -> dict:
        return {
            "player": self.player,
            "turn": self.turn,
            "current": self.current,
            "first_player": self.first_player,
            "phase": self.phase,
            "this_turn": self.this_turn,
            "hand": [_card(c) for c in self.hand],
            "opponent_hand_size": self.opponent_hand_size,
            "opponent_known_hand": [_card(c) for c in self.opponent_known_hand],
            "deck_sizes": list(self.deck_sizes),
            "prizes_left": list(self.prizes_left),
            "discards": [[_card(c) for c in z] for z in self.discards],
            "lost_zones": [[_card(c) for c in z] for z in self.lost_zones],
            "once_per_game": [list(z) for z in self.once_per_game],
            "stadium": _card(self.stadium) if self.stadium is not None else None,
            "in_play": self.in_play,
            "decision": None if self.decision is None else {
                "kind": self.decision.kind, "prompt": self.decision.prompt,
                "options": [list(o) if isinstance(o, tuple) else o for o in self.decision.options]},
            "result": None if self.result is None else self.result.to_dict(),
        }


def determinize(game, player: int, seed: int):
    """A clone of ``game`` with the cards hidden from ``player`` dealt again at random.

    Own deck and Prize cards are reshuffled together (their identities are known, not
    their places); the opponent's hand, deck and Prize cards likewise.  In the middle of
    an effect the redeal is made at the start of the turn and the options given since are
    replayed, checked; a world that rejects them, or that ``player`` could tell apart from
    the real game (another hand, other legal options), is not used: then only what the
    pending question cannot depend on is shuffled (``player``'s deck order; the opponent's
    hidden cards unless the question shows some of them).

    The world is a game of its own: cloning it, now or later and in the middle of an effect
    too, gives that world, never the real game's hidden cards.  Either its turn snapshot is
    redealt (and replayed), or the deal is made on the clone and kept in its history as a
    :class:`~ptcg.game.WorldEdit`, which a clone's replay makes again at the same point.
    """
    from .errors import InvalidArgumentError
    from .game import WorldEdit
    if type(player) is not int or player not in (0, 1) or type(seed) is not int:
        raise InvalidArgumentError(f"determinize takes a player 0 or 1 and an int seed, not "
                                   f"{type(player).__name__}, {type(seed).__name__}")
    c = game.clone()
    if game._gen is None:
        WorldEdit(_redeal_world, player, seed).redo(c)
        return c
    world = game.__class__.__new__(game.__class__)
    snapshot = game._snapshot.copy()
    _redeal(snapshot, player, seed)
    source = game.__class__.__new__(game.__class__)
    source._snapshot = snapshot
    source._snapshot_at_start = game._snapshot_at_start
    source._snap_turn = getattr(game, "_snap_turn", -1)
    source._turn_starts = game._turn_starts
    world.decks, world.deck_names, world.seed = game.decks, game.deck_names, game.seed
    world.rules, world.auto_end = game.rules, game.auto_end
    world._record = game._record[:]
    try:
        world._replay_from_snapshot(source, game._history, checked=True)
    except Exception:          # noqa: BLE001 - any failure means this world doesn't fit
        world = None
    if world is not None and _looks_the_same(world, game, player):
        return world
    WorldEdit(_shuffle_unseen, player, seed).redo(c)
    return c


def _redeal_world(world, player: int, seed: int) -> None:
    """Deal again what ``player`` can't see, at a main-phase decision (a
    :class:`~ptcg.game.WorldEdit`).  The decision stays the same unless it is the other
    player's, whose hand has just changed."""
    _redeal(world.state, player, seed)
    d = world._decision
    if d is not None and d.player != player:
        world._decision = main_decision(world.state)


def _looks_the_same(world, game, player: int) -> bool:
    if world.decision is None or world.legal_options != game.legal_options:
        return False
    return PlayerView(world, player).to_dict() == PlayerView(game, player).to_dict()


def _shuffle_unseen(world, player: int, seed: int) -> None:
    """Shuffle in place only what the pending question can't depend on (a
    :class:`~ptcg.game.WorldEdit`: it reads nothing but ``world`` and its arguments)."""
    g = world.state
    me, opp = g.players[player], g.players[1 - player]
    value = rng.draw(seed, g.rng_n)
    rng.shuffle_in_place(me.deck, value)
    shown = set(o for o in world.legal_options if isinstance(o, int))
    # during setup every hand is known to hold a Basic Pokémon: leave the hands alone
    if g.phase != "setup" and not shown.intersection(opp.hand) and not shown.intersection(opp.deck):
        _redeal_hand(opp, rng.splitmix64(value))
    g.seed = rng.splitmix64(g.seed ^ seed)


def _redeal(g, player: int, seed: int) -> None:
    me, opp = g.players[player], g.players[1 - player]
    value = rng.draw(seed, g.rng_n)
    pool = me.deck + me.prizes
    rng.shuffle_in_place(pool, value)
    n = len(me.prizes)
    me.prizes = pool[:n]
    me.deck = pool[n:]
    _redeal_hand(opp, rng.splitmix64(value))
    # a fresh random future too: the opponent's coin flips are not known either
    g.seed = rng.splitmix64(g.seed ^ seed)
