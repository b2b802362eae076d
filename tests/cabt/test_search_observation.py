"""Every ``SearchStep`` result is the observation of its state built from scratch.

The searcher reuses what it can between steps (a state lends its game to its first child,
copies share the action menu, ``current`` keeps the parts that did not change, Card and
Pokémon dicts are cached), so each result is checked against a reference made without any
of it: the world built again from the same ``search_begin_input``, guesses and seed, the
answers of the state's line applied to it one by one (no copy), and the observation then
built with empty caches.  The roots are main-phase menus and questions in the middle of an
effect (a copy of such a root replays the step, and must keep the order of every zone).
"""

from __future__ import annotations

import json
import random

import pytest

from ptcg.cabt.adapter import CabtGame
from ptcg.cabt.position import encode, parse
from ptcg.cabt.search import Searcher, build_world, observe
from ptcg.cabt.serials import Serials

from .helpers import META, deck, random_answer

A, B = deck("dragapult_ex"), deck("marnies_grimmsnarl")


def _true_guesses(cg, me: int) -> list:
    """The hidden zones as they really are (card IDs; a deck's last card is its top)."""
    g = cg.game.state
    mine, theirs = g.players[me], g.players[1 - me]
    q = cg.question
    hidden_hand = [c >> 7 for c in theirs.hand if c not in theirs.revealed]
    known = [c >> 7 for c in theirs.hand if c in theirs.revealed]
    return [[] if q.deck is not None else [c >> 7 for c in mine.deck], [c >> 7 for c in mine.prizes],
            [c >> 7 for c in theirs.deck], [c >> 7 for c in theirs.prizes], hidden_hand + known, []]


def roots(seed: int, decks=(A, B), *, per_kind: int = 3):
    """(kind, search_begin_input, guesses) at questions of a random game: action menus from
    turn 3 on ("main") and questions asked in the middle of a step ("mid")."""
    cg = CabtGame(*decks, seed=seed)
    rng = random.Random(seed)
    found = {"main": [], "mid": []}
    while cg.question is not None and cg.game.state.turn < 30:
        q = cg.question
        g = cg.game
        play = g.state.phase == "play"
        kind = "mid" if play and g._gen is not None and cg.pending is None else \
            "main" if q.context == 0 and g.state.turn >= 3 and cg.pending is None else None
        if kind and len(found[kind]) < per_kind and rng.random() < 0.5:
            found[kind].append((kind, encode(cg, q.player), _true_guesses(cg, q.player)))
        sel = cg.observation()["select"]
        cg.answer(random_answer(sel, rng))
    return found["main"] + found["mid"]


def _scratch(sbi: str, guesses, seed: int, line) -> CabtGame:
    """The game reached by ``line`` ((answer, step_seed) from the root) on a world built
    again and never copied, each step's logs read as the searcher reads them, except the
    last step's; its caches empty."""
    cg = build_world(parse(sbi), guesses, seed)
    cg.take_logs(cg.question.player)               # a root shows no logs
    for i, (answer, step_seed) in enumerate(line):
        g = cg.game.state
        if step_seed is not None:
            g.seed = step_seed
        cg.answer(answer)
        q = cg.question
        if i < len(line) - 1:
            cg.take_logs(q.player if q is not None else (g.current if g.current in (0, 1) else 0))
    cg.serials = Serials(cg.serials.table, cg.serials.swaps)
    return cg


def _line(searcher: Searcher, sid: int) -> list:
    out = []
    node = searcher.nodes[sid]
    while node.parent is not None:
        out.append((node.answer, node.step_seed))
        node = node.parent
    return out[::-1]


def check_root(kind: str, sbi: str, guesses, rng: random.Random, steps: int = 40) -> int:
    """Random search lines from one root, branching back to earlier states now and then;
    every result compared with its reference.  Returns the number of steps compared."""
    s = Searcher()
    res = s.begin(sbi, *guesses)
    assert res["error"] == 0, (kind, getattr(s, "last_error", ""))
    seed = s.nodes[0].seed
    seen = [res["state"]]
    compared = 0
    for _ in range(steps):
        st = rng.choice(seen) if rng.random() < 0.3 else seen[-1]
        sel = st["observation"]["select"]
        if not sel["option"]:
            st = seen[0]
            sel = st["observation"]["select"]
        res = s.step(st["searchId"], random_answer(sel, rng))
        if res["error"]:
            continue
        got = res["state"]["observation"]
        sid = res["state"]["searchId"]
        line = _line(s, sid)
        want = observe(_scratch(sbi, guesses, seed, line))
        assert json.dumps(got, sort_keys=True) == json.dumps(want, sort_keys=True), (kind, line)
        seen.append(res["state"])
        compared += 1
    return compared


@pytest.mark.parametrize("seed", range(4))
def test_every_step_is_the_observation_built_from_scratch(seed):
    rng = random.Random(seed)
    kinds = {"main": 0, "mid": 0}
    for kind, sbi, guesses in roots(seed):
        kinds[kind] += check_root(kind, sbi, guesses, rng)
    assert kinds["main"] > 20


def test_mid_effect_roots_of_many_games():
    """Roots in the middle of an effect, over several meta decks: copying such a root (its
    step replayed) keeps the order the root shows in every zone."""
    compared = 0
    for i in range(0, 8, 2):
        decks = (deck(META[i]), deck(META[i + 1]))
        rng = random.Random(i)
        for kind, sbi, guesses in roots(200 + i, decks, per_kind=4):
            if kind == "mid":
                compared += check_root(kind, sbi, guesses, rng, steps=15)
    assert compared > 20


def test_a_world_knows_every_card_it_holds():
    """A search world carries the GameCards of its cards (as a real game does), so queries
    and events that none of them answers skip the board; every card in it is among them."""
    from ptcg.cabt.position import _all_insts
    kind, sbi, guesses = roots(1)[0]
    cg = build_world(parse(sbi), guesses, 1)
    cards = cg.game.state.cards_in_game
    assert cards is not None
    assert {c >> 7 for c in _all_insts(cg.game.state)} == set(cards.ids)
    assert cg.clone().game.state.cards_in_game is cards
