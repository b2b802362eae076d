"""The greedy agent: a fast one-ply heuristic, written from card facts only.

It never reads card code, so it plays any deck the same way, whichever cards are
implemented.  Each legal option gets a score and the best one is taken; after every
action the turn is scored afresh, so a turn reads as a priority list:

====  ==========================================================================
 90   bench a Basic while fewer than two Pokémon are in play (not to lose to KOs)
 80   evolve
 75   play an Item; 72 use an Ability (once per Pokémon per turn); 70 a hand Ability
 60   bench a useful Basic (one that evolves in this deck, attacks or has an Ability)
      while fewer than four Pokémon are in play; 55 attach a Tool
 58   attach Energy to the Pokémon it brings closest to its best attack (what it
      can evolve into counts, from the player's own deck list); on the Active,
      Energy that makes an attack usable now counts most
 55   play a Supporter (after the Items, so its draw is not spent on them)
 45   use the Stadium
 1-19 attack, or retreat to attack with a Benched Pokémon, when nothing above is left
  0   end the turn
====  ==========================================================================

The one ply: each attack is *tried* on a copy of the game whose hidden cards and coin
flips are dealt anew (:func:`ptcg.view.determinize`), and scored by what it did (damage,
Knock Outs, Prize cards, the game); a retreat is tried followed by the best attack.
With ``lookahead=False`` (the rollout policy of :class:`~ptcg.agents.mcts.MCTSAgent`)
attacks are judged by printed damage after Weakness and Resistance instead.  With fewer
than ``LOW_DECK`` cards left in the deck it stops playing Trainers and Abilities that
draw, and attacks that do nothing.

Questions inside effects are answered by what they are about: the opponent's Pokémon
by Prize value and how easy they are to Knock Out, own Pokémon by their readiness to
attack (their damage, to heal), cards by a small value table, discarding the least
useful and taking the most useful ones.  The prompt's words ("discard", "heal",
"from", ...) say which way a choice goes.
"""

from __future__ import annotations

import random
from functools import lru_cache

from ..cards.db import (BASIC_ENERGY, CARD_LIST, ITEM, STADIUM, SUPPORTER, TOOL)
from ..decisions import (CHOOSE_ATTACK, CHOOSE_CARD, CHOOSE_NUMBER, CHOOSE_POKEMON, DONE,
                         GO_FIRST, MAIN, MULLIGAN_DRAW, PROMOTE, SETUP_ACTIVE, SETUP_BENCH,
                         YES, YES_NO)
from ..rules import queries as Q
from ..types import COLORLESS_BIT, bit
from ..view import determinize
from .base import Agent

END_SCORE = 0
ATTACK_SCORE = 10.0               # attacks score 1..19, below every action that builds up
MAX_EFFECT_STEPS = 200            # questions answered while trying out one attack
RETREAT_MARGIN = 30.0             # retreat only for this much more damage than attacking now
LOW_DECK = 12                      # below this many cards, stop drawing and searching
RACE_DECK = 30                     # ... and below this many, when the opponent has more
DONT = -1.0                       # an option the agent never takes while others exist

# Stadiums whose once-a-turn effect a one-ply player should not use as a free action:
# 1248 Academy at Night only puts a card of the hand back on top of the deck (the agent
# would draw it again and, both players doing so, stall the game); 1430 Prism Tower trades
# 2 cards for 1; 1267 Lumiose City ends the turn, so it comes last, after any attack.
_STADIUM_SCORES = {1248: DONT, 1430: DONT, 1267: 0.5}

# Words of a prompt that mean the chosen cards or Pokémon are given up, not gained.
_GIVE_UP_WORDS = ("discard", "bottom", "shuffle", "back into", "put back", "pay", "lost zone",
                  "return")


class GreedyAgent(Agent):
    """One-ply heuristic play (see the module docstring for the priorities).

    ``seed`` seeds random tie-breaking between equally scored options and the copies
    on which attacks are tried; with ``seed=None`` ties go to the earlier option.
    ``lookahead=False`` judges attacks by printed damage instead of trying them out
    (several times faster; used for search rollouts).
    """

    name = "greedy"

    def __init__(self, seed: int | None = 0, lookahead: bool = True):
        self.rng = random.Random(seed) if seed is not None else None
        self.lookahead = lookahead

    def reset(self, seed: int | None = None) -> None:
        if seed is not None:
            self.rng = random.Random(seed)

    def act(self, game):
        d = game.decision
        seed = int(self.rng.random() * 2**32) if self.rng is not None else 0
        return _best(d.options, score_options(game, d, seed, self.lookahead), self.rng)


def _best(options, scores, rng):
    best = max(scores)
    if rng is None:
        return options[scores.index(best)]
    tied = [o for o, s in zip(options, scores) if s == best]
    return tied[int(rng.random() * len(tied))] if len(tied) > 1 else tied[0]


def score_options(game, d, seed: int = 0, lookahead: bool = True) -> list:
    """Scores for the options of decision ``d`` (one number per option, higher is better).

    With ``lookahead``, attacks and retreats are tried out on copies of the game whose
    hidden cards are dealt by ``seed``; without, they are judged by printed damage."""
    if d.kind == MAIN:
        return _score_main(game, game.decks[d.player], d, seed, lookahead)
    scorer = _SCORERS.get(d.kind)
    if scorer is None:
        return [0.0] * len(d.options)      # unknown kinds (order, choose_option): first option
    return scorer(game.state, game.decks[d.player], d)


# -- facts of a deck list ----------------------------------------------------------------


@lru_cache(maxsize=256)
def _evolutions(deck: tuple) -> dict:
    """Name -> card IDs in ``deck`` that evolve from that name."""
    out: dict = {}
    for cid in sorted(set(deck)):
        c = CARD_LIST[cid]
        if c.is_pokemon and c.evolves_from:
            out.setdefault(c.evolves_from, []).append(cid)
    return out


@lru_cache(maxsize=4096)
def potential_attacks(cid: int, deck: tuple) -> tuple:
    """(cost, damage) of the attacks of ``cid`` and of what it can evolve into in ``deck``,
    most damage first; attacks without printed damage count 10 (they still do something)."""
    evolutions = _evolutions(deck)
    out = []
    todo = [cid]
    seen = set()
    while todo:
        c = CARD_LIST[todo.pop()]
        if c.id in seen:
            continue
        seen.add(c.id)
        for atk in c.attacks:
            out.append((atk.cost, _printed_damage(atk) or 10))
        todo.extend(evolutions.get(c.name, ()))
    out.sort(key=lambda x: -x[1])
    return tuple(out)


def _printed_damage(atk) -> int:
    return atk.damage * 2 if atk.mod == "x" else atk.damage


@lru_cache(maxsize=4096)
def _useful_basic(cid: int, deck: tuple) -> bool:
    c = CARD_LIST[cid]
    return bool(c.abilities) or c.name in _evolutions(deck) or any(a.damage for a in c.attacks)


# -- estimates on the board ---------------------------------------------------------------


def estimated_damage(g, atk, attacker, defender) -> int:
    """Printed damage (twice an "x" number) after Weakness and Resistance (II-B)."""
    dmg = _printed_damage(atk)
    if dmg <= 0 or defender is None:
        return dmg
    types = Q.types(g, attacker)
    if Q.weakness(g, defender) in types:
        dmg *= 2
    if Q.resistance(g, defender) in types:
        dmg -= 30
    return max(dmg, 0)


def missing_energy(cost, units) -> int:
    """How many more Energy units ``units`` need to pay ``cost`` (typed symbols first)."""
    pool = sorted(units, key=lambda u: bin(u).count("1"))
    missing = 0
    colorless = 0
    for t in cost:
        if t == 0:
            colorless += 1
            continue
        need = bit(t)
        for i, u in enumerate(pool):
            if u & need:
                del pool[i]
                break
        else:
            missing += 1
    return missing + max(0, colorless - len(pool))


def ready_damage(g, mon, defender) -> int:
    """The most damage ``mon`` could do to ``defender`` with the Energy it has now."""
    units = Q.attached_units(g, mon)
    best = 0
    for atk in CARD_LIST[mon.cid].attacks:
        if Q.can_pay(Q.attack_cost(g, mon, atk), units):
            best = max(best, estimated_damage(g, atk, mon, defender) or 1)
    return best


def _energy_gain(g, mon, unit: int, deck: tuple, active: bool = False) -> float:
    """How much attaching one ``unit`` helps ``mon``: the damage of each attack (its own or
    an evolution's) it brings one step closer, scaled by how close that attack gets.  On
    the Active Pokémon, making one of its attacks usable this turn counts most, and an
    Active that can neither attack nor retreat needs Energy for either."""
    units = Q.attached_units(g, mon)
    more = units + [unit]
    gain = 0.0
    for cost, dmg in potential_attacks(mon.cid, deck):
        before = missing_energy(cost, units)
        if before == 0:
            continue
        after = missing_energy(cost, more)
        if after < before:
            gain = max(gain, dmg / (1 + after))
    if active:
        stuck = True
        for atk in CARD_LIST[mon.cid].attacks:
            cost = Q.attack_cost(g, mon, atk)
            if missing_energy(cost, units) == 0:
                stuck = False
            elif missing_energy(cost, more) == 0:
                gain = max(gain, 100 + _printed_damage(atk))
        if stuck and Q.retreat_cost(g, mon) > len(units):
            gain += 50
    return gain


def _unit_of(inst: int) -> int:
    c = CARD_LIST[inst >> 7]
    return bit(c.energy_type) if c.kind == BASIC_ENERGY else COLORLESS_BIT


def _prize_value(mon) -> int:
    return CARD_LIST[mon.cid].prizes


def _at(g, option):
    """The Pokémon named by a ``(player, position)`` option."""
    pl, pos = option
    return g.players[pl].at(pos)


# -- the main phase -------------------------------------------------------------------------


def _score_main(game, deck, d, seed, lookahead) -> list:
    g = game.state
    player = d.player
    me, opp = g.players[player], g.players[1 - player]
    in_play = me.in_play()
    defender = opp.active
    out = []
    attacks = []
    retreats = []
    for i, opt in enumerate(d.options):
        kind = opt[0]
        if kind == "bench" or kind == "v_union":
            out.append(_bench_score(g, opt[1], in_play, deck))
        elif kind == "evolve":
            out.append(80.0)
        elif kind == "play":
            out.append(_trainer_score(opt[1]))
        elif kind == "attach":
            c = CARD_LIST[opt[1] >> 7]
            target = in_play[opt[2]]
            if c.kind == TOOL:
                out.append(55.0 + (1 if opt[2] == 0 else 0))
            else:
                gain = _energy_gain(g, target, _unit_of(opt[1]), deck, active=opt[2] == 0)
                # Energy that helps nobody still goes on the Active (it pays for retreat)
                out.append(58.0 + min(gain, 300) / 100 if gain else (30.0 if opt[2] == 0 else 29.0))
        elif kind == "ability":
            mon = in_play[opt[1]]
            used = mon.ability_used(Q.abilities_of(g, mon)[opt[2]].name, g.turn)
            out.append(72.0 if not used else DONT)
        elif kind == "card_ability":
            out.append(70.0)
        elif kind == "stadium":
            out.append(_STADIUM_SCORES.get(g.stadium >> 7, 45.0) if g.stadium is not None else DONT)
        elif kind == "retreat":
            retreats.append(i)
            out.append(DONT)
        elif kind == "attack":
            attacks.append(i)
            out.append(ATTACK_SCORE)
        else:                                   # "end"
            out.append(END_SCORE)
    if lookahead:
        _weigh_by_trying(game, d, out, attacks, retreats, seed)
    else:
        _weigh_by_estimates(g, d, out, attacks, retreats)
    return out


def _keep_the_deck(g, player: int) -> bool:
    """Whether to stop drawing and searching: the deck is nearly gone, or a deck-out race
    is on (the deck is getting short and shorter than the opponent's)."""
    mine, theirs = len(g.players[player].deck), len(g.players[1 - player].deck)
    return mine <= LOW_DECK or (mine <= RACE_DECK and mine < theirs)


def _weigh_by_trying(game, d, out, attacks, retreats, seed) -> None:
    """Score attacks and retreats by trying them out on determinized copies."""
    player = d.player
    deck_left = len(game.state.players[player].deck)
    if _keep_the_deck(game.state, player):
        # near the end of the deck, keep the cards: no Trainer or Ability that draws
        for i, opt in enumerate(d.options):
            if out[i] > 0 and opt[0] in ("play", "ability", "card_ability") and \
                    draws_cards(game, opt, player, seed + i):
                out[i] = DONT
    # Attacking ends the turn, so attacks (and retreating to attack with another
    # Pokémon) are weighed only once nothing that builds up is left.
    if (attacks or retreats) and max(out) <= ATTACK_SCORE:
        now = 0.0
        for i in attacks:
            outcome = attack_outcome(game, d.options[i], player, seed + i)
            now = max(now, outcome)
            out[i] = _attack_score(outcome, deck_left)
        for i in retreats:
            outcome = retreat_outcome(game, d.options[i], player, seed + i)
            if outcome > now + RETREAT_MARGIN:
                out[i] = _attack_score(outcome, deck_left) + 0.5


def _weigh_by_estimates(g, d, out, attacks, retreats) -> None:
    """Score attacks by printed damage and retreat only when the Active can't attack."""
    me, opp = g.players[d.player], g.players[1 - d.player]
    defender = opp.active
    if _keep_the_deck(g, d.player):
        for i, opt in enumerate(d.options):
            if opt[0] in ("play", "ability", "card_ability") and out[i] > 0:
                out[i] = DONT
    now = 0
    for i in attacks:
        opt = d.options[i]
        attacker = me.at(opt[2]) if len(opt) > 2 else me.active
        atk = next((a for a in CARD_LIST[attacker.cid].attacks if a.id == opt[1]), None)
        if atk is None or defender is None:     # an attack granted by an effect
            continue
        dmg = estimated_damage(g, atk, attacker, defender)
        now = max(now, dmg)
        ko = dmg >= Q.remaining_hp(g, defender)
        out[i] = _attack_score(dmg + (100.0 * _prize_value(defender) if ko else 0.0), len(me.deck))
    if now == 0:
        for i in retreats:
            dmg = ready_damage(g, me.at(d.options[i][1]), defender)
            if dmg > 0:
                out[i] = _attack_score(dmg, len(me.deck)) + 0.5


def _bench_score(g, inst, in_play, deck) -> float:
    if len(in_play) < 2:
        return 90.0
    if len(in_play) < 4 and _useful_basic(inst >> 7, deck):
        return 60.0
    return DONT


def _trainer_score(inst) -> float:
    kind = CARD_LIST[inst >> 7].kind
    if kind == ITEM:
        return 75.0
    if kind == SUPPORTER:
        return 55.0
    return 45.0                    # Stadium


def _attack_score(outcome: float, deck_left: int) -> float:
    if outcome <= 0 and deck_left <= LOW_DECK * 2:
        return DONT                # attacks that do no damage mostly draw or search
    return ATTACK_SCORE + max(-9.0, min(outcome, 800) / 100)


def attack_outcome(game, option, player: int, seed: int) -> float:
    """What attack ``option`` achieves, played on a copy of ``game`` in which the cards
    hidden from ``player`` and the coin flips are dealt anew (:func:`ptcg.view.determinize`),
    its questions answered by this agent, up to the opponent's next decision.

    Damage done, counting a Pokémon that left play as all the HP it had left, minus the
    damage taken, plus 100 per Prize card taken (minus lost); ±10000 for a win or loss.
    """
    world = determinize(game, player, seed)
    before = _tally(world.state, player)
    world.apply(option)
    _answer_own_questions(world, player, seed)
    return _gain(world, player, before)


def retreat_outcome(game, option, player: int, seed: int) -> float:
    """The best :func:`attack_outcome` after retreating with ``option``, less 20 per Energy
    card the retreat cost."""
    world = determinize(game, player, seed)
    energy = _energy_cards(world.state, player)
    world.apply(option)
    _answer_own_questions(world, player, seed)
    d = world.decision
    if d is None or d.player != player or d.kind != MAIN:
        return 0.0
    best = max((attack_outcome(world, o, player, seed) for o in d.options if o[0] == "attack"),
               default=0.0)
    return best - 20.0 * (energy - _energy_cards(world.state, player))


def draws_cards(game, option, player: int, seed: int) -> bool:
    """Whether ``option`` takes cards from ``player``'s deck (tried on a determinized copy)."""
    world = determinize(game, player, seed)
    before = len(world.state.players[player].deck)
    world.apply(option)
    _answer_own_questions(world, player, seed)
    return len(world.state.players[player].deck) < before


def _answer_own_questions(world, player: int, seed: int) -> None:
    for _ in range(MAX_EFFECT_STEPS):
        d = world.decision
        if d is None or d.player != player or d.kind == MAIN:
            return
        world.apply(_best(d.options, score_options(world, d, seed), None))


def _tally(g, player: int) -> tuple:
    return _hp_left(g, player), _hp_left(g, 1 - player), _prizes_taken(g)


def _gain(world, player: int, before: tuple) -> float:
    result = world.result
    if result is not None:
        return 0.0 if result.winner is None else (10000.0 if result.winner == player else -10000.0)
    g = world.state
    mine, theirs, prizes = _tally(g, player)
    done = sum(hp - theirs.get(uid, 0) for uid, hp in before[1].items())
    taken = sum(hp - mine.get(uid, 0) for uid, hp in before[0].items())
    won = (prizes[player] - before[2][player]) - (prizes[1 - player] - before[2][1 - player])
    return done - taken + 100.0 * won


def _energy_cards(g, player: int) -> int:
    return sum(len(mon.energy) for mon in g.players[player].in_play())


def _hp_left(g, player: int) -> dict:
    return {mon.uid: Q.remaining_hp(g, mon) for mon in g.players[player].in_play()}


def _prizes_taken(g) -> tuple:
    return (g.players[0].prizes_taken(), g.players[1].prizes_taken())


# -- questions inside effects ------------------------------------------------------------------


def _gives_up(prompt: str) -> bool:
    p = prompt.lower()
    return any(w in p for w in _GIVE_UP_WORDS)


def _card_value(g, player: int, inst: int, deck: tuple) -> float:
    """How much ``player`` wants card ``inst`` in hand (0..9)."""
    c = CARD_LIST[inst >> 7]
    me = g.players[player]
    if c.is_pokemon:
        if c.stage > 0:
            return 9.0 if any(CARD_LIST[m.cid].name == c.evolves_from for m in me.in_play()) else 6.0
        return 8.0 if len(me.in_play()) < 4 else 3.0
    if c.is_energy:
        if c.kind != BASIC_ENERGY:
            return 6.0
        t = c.energy_type
        for mon in me.in_play():
            for cost, _ in potential_attacks(mon.cid, deck):
                if t in cost:
                    return 7.0
        return 4.0
    return {SUPPORTER: 6.0, ITEM: 5.0, TOOL: 4.0, STADIUM: 3.0}.get(c.kind, 2.0)


def _score_choose_card(g, deck, d) -> list:
    player = d.player
    give_up = _gives_up(d.prompt)
    out = []
    for opt in d.options:
        if opt == DONE:
            out.append(10.0 if give_up else -10.0)
            continue
        value = _card_value(g, (opt >> 6) & 1, opt, deck)
        own = (opt >> 6) & 1 == player
        # keep (or take) own good cards; take away the opponent's good cards
        out.append(-value if give_up == own else value)
    return out


def _readiness(g, mon, defender) -> float:
    """How ready ``mon`` is to fight: damage it can do now, then Energy, then HP left."""
    return ready_damage(g, mon, defender) * 10 + len(mon.energy) * 5 + Q.remaining_hp(g, mon) / 10


def _score_choose_pokemon(g, deck, d) -> list:
    player = d.player
    prompt = d.prompt.lower()
    me, opp = g.players[player], g.players[1 - player]
    out = []
    for opt in d.options:
        if opt == DONE:
            out.append(DONT)
            continue
        mon = _at(g, opt)
        if opt[0] != player:
            # the opponent's Pokémon: the one closest to a Knock Out, most Prize cards first
            hp = Q.remaining_hp(g, mon)
            ko_now = me.active is not None and ready_damage(g, me.active, mon) >= hp
            out.append(_prize_value(mon) * 100 + (200 if ko_now else 0) - hp / 10)
        elif " from" in prompt or _gives_up(prompt):
            out.append(-_readiness(g, mon, opp.active))     # moving or discarding away
        elif "heal" in prompt:
            out.append(float(mon.damage))
        elif "attach" in prompt or "energy" in prompt or "move it" in prompt:
            out.append(_energy_gain(g, mon, COLORLESS_BIT, deck) + (1 if opt[1] == 0 else 0))
        elif "damage" in prompt or "counter" in prompt:
            out.append(-_readiness(g, mon, opp.active))
        else:
            out.append(_readiness(g, mon, opp.active))
    return out


def _score_promote(g, deck, d) -> list:
    me, opp = g.players[d.player], g.players[1 - d.player]
    return [_readiness(g, me.bench[pos - 1], opp.active) for pos in d.options]


def _score_setup_active(g, deck, d) -> list:
    out = []
    for inst in d.options:
        c = CARD_LIST[inst >> 7]
        score = c.hp - (60 if c.is_ex else 0)
        if any(a.damage and len(a.cost) <= 2 for a in c.attacks):
            score += 30
        if c.name in _evolutions(deck):
            score -= 40                # keep evolution bases safe on the Bench
        out.append(float(score))
    return out


def _score_setup_bench(g, deck, d) -> list:
    bench = g.players[d.player].bench
    out = []
    for opt in d.options:
        if opt == DONE:
            out.append(0.0)
        else:
            out.append(1.0 if len(bench) < 4 and _useful_basic(opt >> 7, deck) else DONT)
    return out


def _score_choose_attack(g, deck, d) -> list:
    me, opp = g.players[d.player], g.players[1 - d.player]
    out = []
    for aid in d.options:
        atk = next((a for m in me.in_play() for a in CARD_LIST[m.cid].attacks if a.id == aid), None)
        out.append(float(estimated_damage(g, atk, me.active, opp.active)) if atk and me.active else 0.0)
    return out


def _largest(g, deck, d) -> list:
    return [float(o) if isinstance(o, int) else 0.0 for o in d.options]


def _yes(g, deck, d) -> list:
    return [1.0 if o == YES else 0.0 for o in d.options]


def _go_first(g, deck, d) -> list:
    return [1.0 if o == "first" else 0.0 for o in d.options]


_SCORERS = {
    CHOOSE_CARD: _score_choose_card,
    CHOOSE_POKEMON: _score_choose_pokemon,
    PROMOTE: _score_promote,
    SETUP_ACTIVE: _score_setup_active,
    SETUP_BENCH: _score_setup_bench,
    CHOOSE_ATTACK: _score_choose_attack,
    CHOOSE_NUMBER: _largest,
    MULLIGAN_DRAW: _largest,
    YES_NO: _yes,
    GO_FIRST: _go_first,
}

__all__ = ["GreedyAgent", "score_options", "estimated_damage", "missing_energy", "ready_damage",
           "potential_attacks"]
