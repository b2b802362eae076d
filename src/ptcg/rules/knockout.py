"""I-D: Knock Out processing (procedure P8).

KO is checked (I-D R2): (a) at the end of an attack, (b) at the end of the Checkup,
(c) otherwise as soon as a Pokémon's remaining HP reaches 0 — in this engine, after
each main-phase action resolves (an Ability or Trainer that places counters).

P8: 1 find every Pokémon with no remaining HP; 2 "when Knocked Out" effects, before
anything is discarded (II-E-04; Knock Outs these cause join the same processing, our
reading of U11); 3 discard them with all attached cards; 4 each player takes Prize
cards for the opponent's Pokémon Knocked Out (by rule: III-14 via the card facts;
changes such as Legacy Energy via the ``prizes`` query); then winning is judged (I-E);
5 players with an empty Active Spot promote, the player who takes the next turn first.
Each check also discards Pokémon Tools over a Pokémon's limit (I-B-02 R2), before and
after the Knock Outs (806 Rotom ex — Multi Adapter going away).
"""

from __future__ import annotations

from ..cards.db import CARD_LIST
from ..decisions import PROMOTE, ask
from . import queries as Q
from .triggers import fire, fire_card, fire_own
from .trainers import discard_extra_tools
from .winning import check_winner
from .zones import discard_pokemon, leave_play, promote, take_top, to_discard, to_hand


class KnockOut:
    """What is known about one Knock Out while P8 runs."""

    __slots__ = ("mon", "by_attack", "attacker_player", "attack", "prizes", "to_hand", "to_lost")

    def __init__(self, mon, by_attack: bool, attacker_player, attack):
        self.mon = mon
        self.by_attack = by_attack            # KO'd by damage from an attack (II-E-11, RC-177)
        self.attacker_player = attacker_player
        self.attack = attack                  # the AttackContext, if an attack did it
        self.prizes = 0
        self.to_hand = False                  # its Pokémon cards go to the hand at step 3
        self.to_lost = False                  # ... or to the Lost Zone (III-01 R11)

    @property
    def by_opponent_attack(self) -> bool:
        return self.by_attack and self.attacker_player is not None and self.attacker_player != self.mon.owner

    def active_knocked_out_by(self, g, player: int):
        """The Attacking Pokémon of ``player`` whose attack's damage Knocked Out this Pokémon,
        the opponent's Active Pokémon; None for any other Knock Out ("if your X Pokémon's
        attack Knocks Out your opponent's Active Pokémon, take more Prize cards")."""
        a, mon = self.attack, self.mon
        if (self.by_attack and a is not None and a.player == player and mon.owner != player
                and g.players[mon.owner].active is mon):
            return a.attacker
        return None


def _no_hp_left(g, damaged=None) -> list:
    """Pokémon whose remaining HP is 0 (II-D-16), the turn player's first, among ``damaged``
    (by default every Pokémon in play with damage).  Only damaged Pokémon can be: no effect
    in the pool lowers a Pokémon's maximum HP to 0."""
    if damaged is None:
        damaged = [mon for p in (g.players[g.current], g.players[1 - g.current])
                   for mon in (p.active, *p.bench) if mon is not None and mon.damage > 0]
        if not damaged:
            return damaged
    return [mon for mon, hp in zip(damaged, Q.max_hps(g, damaged)) if mon.damage >= hp]


def _survey(g) -> tuple:
    """One look at the board for P8: (the Pokémon with damage, the turn player's first;
    whether P8 must run whatever their HP: an Active Spot is empty, or a Pokémon has more
    than one Tool)."""
    cur, opp = g.players[g.current], g.players[1 - g.current]
    a, b = cur.active, opp.active
    if a is None or b is None:
        return None, True
    damaged = []
    for mon in (a, *cur.bench, b, *opp.bench):
        if mon.damage:
            damaged.append(mon)
        if mon.tools and len(mon.tools) > 1:
            return None, True
    return damaged, False


def knockouts(g, a=None):
    """Run P8 if any Pokémon has no remaining HP; ``a`` is the attack, if any.  Returns
    what to ``yield from``: nothing at all in the common case (no Pokémon without HP left,
    no extra Tool, both Active Spots filled), found with one look at the board."""
    if g.phase != "play":
        return ()
    damaged, must = _survey(g)
    if must:
        return _process(g, a, None)
    if not damaged:
        return ()
    pending = _no_hp_left(g, damaged)
    if not pending:
        return ()
    return _process(g, a, pending)


def nothing_to_knock_out(g) -> bool:
    """Whether :func:`knockouts` would do nothing now."""
    if g.phase != "play":
        return True
    damaged, must = _survey(g)
    return not must and (not damaged or not _no_hp_left(g, damaged))


def _process(g, a, pending):
    """P8 from step 1 (``pending`` None: Tools over a limit are discarded first) or from
    step 2 with the Pokémon found at step 1 (``pending``)."""
    if pending is None:
        yield from discard_extra_tools(g)      # I-B-02 R2: an effect allowing more Tools went
        pending = _no_hp_left(g)
        if not pending:
            if g.players[0].active is None or g.players[1].active is None:
                yield from _fill_empty_active_spots(g)
            return
    infos: dict = {}
    # step 2; Knock Outs caused by step-2 effects join the same processing
    while pending:
        for mon in pending:
            by_attack = a is not None and a.dealt.get(mon.uid, 0) > 0
            ko = KnockOut(mon, by_attack, a.player if a is not None else None, a)
            infos[mon.uid] = ko
            g.emit("knockout", mon.owner, target=mon)
            yield from fire_own(g, "knocked_out", mon, ko)
            yield from fire(g, "any_knocked_out", mon, ko)
        pending = [m for m in _no_hp_left(g) if m.uid not in infos]
    still = {m.uid for m in _no_hp_left(g)}
    kos = [ko for ko in infos.values() if ko.mon.uid in still]
    # prize counts are worked out while the Pokémon are still in play (III-14 R2)
    for ko in kos:
        ko.prizes = max(0, ko.mon.card.prizes + Q.prize_change(g, ko.mon, ko) + _delta_plus(ko))
        ko.to_hand = Q.knocked_out_to_hand(g, ko.mon, ko)
        ko.to_lost = not ko.to_hand and Q.knocked_out_to_lost_zone(g, ko.mon, ko)
    active_ko = [False, False]
    for ko in kos:                                        # step 3
        mon = ko.mon
        p = g.players[mon.owner]
        if p.active is mon:
            active_ko[mon.owner] = True
        p.kos.append((g.turn, mon.cid, ko.by_attack, g.current))
        if ko.to_hand:
            _to_hand_instead(g, mon)
        elif ko.to_lost:
            _to_lost_zone_instead(g, mon)
        else:
            discard_pokemon(g, mon)
    for taker in (g.current, 1 - g.current):              # step 4
        n = sum(ko.prizes for ko in kos if ko.mon.owner != taker)
        if n:
            # II-E-31: a card acting "before putting it into your hand" does so one at a time
            for card in take_prizes(g, taker, n):
                yield from fire_card(g, "before_to_hand", card, "prize")
    check_winner(g)
    # step 5: the player who takes the next turn promotes first
    nxt = 1 - g.current
    for player in (nxt, 1 - nxt):
        yield from promote_if_needed(g, player)
    yield from discard_extra_tools(g)          # the Knock Outs may have taken such an effect away
    # promoting can't KO anything by itself, but card effects of the new Active might
    if _no_hp_left(g):
        yield from knockouts(g, None)


def _delta_plus(ko) -> int:
    """The Ancient Trait Δ Plus: one more Prize card for a Knock Out by the damage of its
    holder's attack on an opponent's Pokémon."""
    a = ko.attack
    return 1 if (ko.by_opponent_attack and a is not None and a.attacker.card.ancient_trait == "Δ Plus") else 0


def _to_hand_instead(g, mon) -> None:
    """Step 3 for a Pokémon whose text puts it into the hand instead of the discard pile
    (``ko_to_hand``, e.g. 1059 Gengar — Infinite Shadow): its Pokémon cards, evolution
    cards under it included (II-C-02 R2), go to the owner's hand; attached cards are
    discarded."""
    leave_play(g, mon)
    for inst in mon.energy + mon.tools:
        to_discard(g, inst)
    for inst in mon.cards:
        to_hand(g, inst)
    mon.energy = []
    mon.tools = []
    g.emit("pokemon_leaves", mon.owner, target=mon, dst="hand", instead=True)


def _to_lost_zone_instead(g, mon) -> None:
    """Step 3 for a Pokémon an effect puts into the Lost Zone instead of the discard pile
    (``ko_to_lost``, e.g. Gengar TM 94 — Catastrophe): its Pokémon cards, evolution cards
    under it included, go to the owner's Lost Zone (III-01 R11); attached cards are discarded."""
    leave_play(g, mon)
    for inst in mon.energy + mon.tools:
        to_discard(g, inst)
    g.players[mon.owner].lost.extend(mon.cards)
    mon.energy = []
    mon.tools = []
    g.emit("pokemon_leaves", mon.owner, target=mon, dst="lost", instead=True)


def _fill_empty_active_spots(g):
    """An effect took an Active Pokémon out of play without a Knock Out (e.g. returned it
    to the hand, II-C-02): its owner promotes a Benched Pokémon as in P8 step 5, and a
    player with none left loses (I-E R1 (b))."""
    check_winner(g)
    nxt = 1 - g.current
    for player in (nxt, 1 - nxt):
        yield from promote_if_needed(g, player)


def promote_if_needed(g, player: int):
    p = g.players[player]
    if p.active is None and p.bench:
        pos = yield from ask(player, PROMOTE, tuple(range(1, len(p.bench) + 1)),
                             "Choose your new Active Pokémon")
        promote(g, player, pos)
        yield from fire_own(g, "moved_to_active", p.active)


def take_prizes(g, player: int, n: int) -> list:
    """Take ``n`` Prize cards (all that remain if fewer, III-20) into the hand."""
    p = g.players[player]
    taken = take_top(p.prizes, p.hand, n)
    if taken:
        g.emit("prizes", player, count=len(taken), left=len(p.prizes))
        p.prizes_by_turn = tuple(x for x in p.prizes_by_turn if x[0] >= g.turn - 2) + ((g.turn, len(taken)),)
    return taken
