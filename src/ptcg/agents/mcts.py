"""Monte Carlo tree search over determinized games (single-observer ISMCTS).

The searching player does not see the opponent's hand, the order of either deck or the
Prize cards, so every iteration plays in a different *world*: a copy of the game in
which those cards, and the coin flips to come, are dealt anew consistently with what
the player sees (:func:`sample_world`, built on :func:`ptcg.view.determinize`).  One
tree is shared by all worlds (Cowling, Powley & Whitehouse 2012, "Information Set Monte
Carlo Tree Search"): a node is a sequence of the searching player's own options, and a
child is only *available* in the worlds where its option is legal, so UCB counts
availabilities rather than parent visits.

One iteration:

1. **Sample** a world.
2. **Select** down the tree with UCB1 plus a small bonus for the option the greedy
   agent prefers (progressive bias, so that with a tiny budget the search plays like
   :class:`~ptcg.agents.greedy.GreedyAgent`).  The tree holds the searching player's
   decisions until the end of the current turn; any decision of the opponent's met on
   the way is answered by the rollout policy.
3. **Expand** one untried option, the greedy agent's favourite first.
4. **Roll out** with the fast greedy policy (both players) until the end of the
   opponent's next turn (``rollout_turns``) or the end of the game.
5. **Evaluate** the position with :func:`evaluate` (1 = won, 0 = lost) and back it up.

The budget is a number of iterations (deterministic given ``seed``) or seconds per
decision.  The move played is the most visited option at the root.
"""

from __future__ import annotations

import math
import random
import time

from ..cards.db import CARD_LIST
from ..decisions import MAIN
from ..rules import queries as Q
from ..view import determinize
from .base import Agent
from .greedy import GreedyAgent, score_options



class _Node:
    """Statistics of one sequence of the searching player's options."""

    __slots__ = ("children", "visits", "value", "available")

    def __init__(self):
        self.children: dict = {}      # option -> _Node
        self.visits = 0
        self.value = 0.0              # sum of evaluations (searching player's view)
        self.available = 0            # iterations in which this option was legal


class MCTSAgent(Agent):
    """Determinized (information-set) MCTS with greedy rollouts.

    ``iterations`` (deterministic given ``seed``) or ``seconds`` bounds the search of
    each decision; with both, whichever comes first.  ``exploration`` is the UCB1
    constant on values in [0, 1]; ``prior`` the weight of the greedy agent's choice;
    ``rollout_turns`` how many turns after the current one the rollouts play.
    """

    name = "mcts"

    def __init__(self, seed: int = 0, *, seconds: float | None = None, iterations: int | None = None,
                 exploration: float = 0.4, prior: float = 0.3, rollout_turns: int = 1,
                 max_rollout_decisions: int = 400):
        if seconds is None and iterations is None:
            seconds = 1.0
        self.seconds = seconds
        self.iterations = iterations
        self.exploration = exploration
        self.prior = prior
        self.rollout_turns = rollout_turns
        self.max_rollout_decisions = max_rollout_decisions
        self.rng = random.Random(seed)
        self.rollout_policy = GreedyAgent(seed=None, lookahead=False)
        self.last_iterations = 0      # iterations of the last search (for benchmarks)

    def reset(self, seed: int | None = None) -> None:
        if seed is not None:
            self.rng = random.Random(seed)

    def act(self, game):
        d = game.decision
        me = d.player
        favourite = _greedy_choice(game, d, self.rng.getrandbits(32))
        if game.state.phase == "setup":
            return favourite     # a rollout of a turn or two says little about the opening
        root = _Node()
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        budget = self.iterations
        done = 0
        while True:
            if budget is not None and done >= budget:
                break
            if deadline is not None and time.perf_counter() >= deadline:
                break
            if budget is not None and done > 0 and _decided(root, budget - done):
                break
            world = sample_world(game, me, self.rng.getrandbits(62))
            self._iterate(root, world, me, game.turn, favourite)
            done += 1
        self.last_iterations = done
        if not root.children:
            return favourite
        return max(d.options, key=lambda o: (root.children[o].visits if o in root.children else -1,
                                             o == favourite))

    # -- one iteration --------------------------------------------------------------------
    def _iterate(self, root: _Node, world, me: int, turn: int, favourite) -> None:
        path = [root]
        node = root
        first = True
        while not world.is_over():
            d = world.decision
            if world.turn != turn:
                break
            if d.player != me:
                world.apply(self.rollout_policy.act(world))
                continue
            preferred = favourite if first else _greedy_choice(world, d, 0, lookahead=False)
            first = False
            option = self._select(node, d.options, preferred)
            child = node.children.get(option)
            expanded = child is None
            if expanded:
                child = node.children[option] = _Node()
            world.apply(option)
            path.append(child)
            node = child
            if expanded:
                break
        self._rollout(world, turn)
        value = evaluate(world, me)
        for n in path:
            n.visits += 1
            n.value += value

    def _select(self, node: _Node, options, preferred):
        """An untried option (the preferred one first), else the best UCB score."""
        untried = [o for o in options if o not in node.children]
        for o in options:
            child = node.children.get(o)
            if child is not None:
                child.available += 1
        if untried:
            if preferred in untried:
                return preferred
            return untried[int(self.rng.random() * len(untried))]
        best, best_score = None, -math.inf
        for o in options:
            child = node.children[o]
            score = (child.value / child.visits
                     + self.exploration * math.sqrt(math.log(child.available) / child.visits)
                     + (self.prior / (1 + child.visits) if o == preferred else 0.0))
            if score > best_score:
                best, best_score = o, score
        return best

    def _rollout(self, world, turn: int) -> None:
        stop = turn + 1 + self.rollout_turns
        for _ in range(self.max_rollout_decisions):
            if world.is_over() or world.turn >= stop:
                return
            world.apply(self.rollout_policy.act(world))


def _decided(root: _Node, remaining: int) -> bool:
    """Whether no other option can catch up with the most visited one any more."""
    counts = sorted((c.visits for c in root.children.values()), reverse=True)
    return len(counts) > 1 and counts[0] - counts[1] > remaining


def _greedy_choice(game, d, seed: int, lookahead: bool = True):
    scores = score_options(game, d, seed, lookahead)
    return d.options[scores.index(max(scores))]


# -- worlds -----------------------------------------------------------------------------------


def sample_world(game, player: int, seed: int):
    """A copy of ``game`` with the cards hidden from ``player`` dealt anew
    (:func:`ptcg.view.determinize`, which also handles the middle of an effect)."""
    return determinize(game, player, seed)


# -- evaluation -------------------------------------------------------------------------------

PRIZE_WEIGHT = 1.0        # one Prize card taken
DAMAGE_WEIGHT = 0.8       # a Pokémon's whole HP in damage, per Prize card it is worth
ENERGY_WEIGHT = 0.15      # per Energy card attached (up to 4 on one Pokémon)
STAGE_WEIGHT = 0.2        # per evolution stage in play
BENCH_WEIGHT = 0.1        # per Pokémon in play (fewer targets to lose by)
HAND_WEIGHT = 0.03        # per card in hand (up to 10)
SCALE = 0.6               # logistic squashing of the sum


def evaluate(game, player: int) -> float:
    """How good the position is for ``player``, in [0, 1]: 1 a win, 0 a loss.

    A logistic of a weighted sum, for each side: Prize cards taken, damage on its
    Pokémon (as a fraction of their HP, weighted by the Prize cards they give up),
    Energy attached, evolution stages and Pokémon in play, cards in hand, and a
    penalty for a nearly empty deck or an empty Bench.
    """
    result = game.result
    if result is not None:
        return 0.5 if result.winner is None else float(result.winner == player)
    g = game.state
    total = 0.0
    for side, sign in ((player, 1.0), (1 - player, -1.0)):
        p = g.players[side]
        s = PRIZE_WEIGHT * p.prizes_taken()
        for mon in p.in_play():
            card = CARD_LIST[mon.cid]
            hp = Q.max_hp(g, mon) or 1
            s -= DAMAGE_WEIGHT * card.prizes * min(mon.damage, hp) / hp
            s += ENERGY_WEIGHT * min(len(mon.energy), 4)
            s += STAGE_WEIGHT * max(card.stage, 0)
            s += BENCH_WEIGHT
        if not p.bench:
            s -= 0.5
        s += HAND_WEIGHT * min(len(p.hand), 10)
        if len(p.deck) < 5:
            s -= 0.2 * (5 - len(p.deck))
        total += sign * s
    return 1.0 / (1.0 + math.exp(-SCALE * total))


__all__ = ["MCTSAgent", "evaluate", "sample_world"]
