"""A determinized world is a game of its own (issue 9, item 5).

``ptcg.view.determinize`` deals the cards hidden from one player again.  Cloning the world
(now, later, in the middle of an effect) must give that world, never the real game's hidden
cards: the clone of a world used to replay the real game's turn snapshot and history, so
in the middle of an effect it rebuilt the real hands, or raised."""

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ptcg import Game
from ptcg.decisions import MAIN
from ptcg.records import canonical
from ptcg.view import determinize

DECKS = ("dragapult_ex", "marnies_grimmsnarl", "mega_abomasnow", "fire_cinderace")


def _same_game(a, b) -> bool:
    return canonical(a.state) == canonical(b.state) and a.legal_options == b.legal_options


def _walk_world(world, rnd, steps: int) -> int:
    """Play ``world`` on at random, cloning it before every step (main-phase decisions and
    questions inside effects alike); a clone must be the world and go on like it."""
    clones = 0
    for _ in range(steps):
        if world.is_over():
            break
        twin = world.clone()
        assert _same_game(twin, world), "a clone of the world is not the world"
        option = rnd.choice(world.legal_options)
        world.apply(option)
        twin.apply(option)
        assert _same_game(twin, world), "a clone of the world went another way"
        clones += 1
    return clones


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2 ** 32))
def test_property_clones_of_determinized_worlds_are_those_worlds(seed):
    rnd = random.Random(seed)
    game = Game(DECKS[seed % 4], DECKS[(seed // 4) % 4], seed=seed, log=False)
    worlds = mid_effect = 0
    while not game.is_over() and worlds < 12:
        d = game.decision
        inside = game._gen is not None and d.kind != MAIN
        # a world at the first main-phase decision at the latest, so every example checks one
        if rnd.random() < (0.5 if inside else 0.1) or (worlds == 0 and d.kind == MAIN):
            world = determinize(game, d.player, rnd.randrange(1 << 32))
            assert world.legal_options == game.legal_options
            _walk_world(world, rnd, rnd.randrange(1, 25))
            worlds += 1
            mid_effect += inside
        game.apply(rnd.choice(game.legal_options))
    assert worlds >= 1


def test_a_world_made_at_a_main_decision_keeps_its_own_cards_when_cloned_inside_an_effect():
    """The case of the issue: determinized at a main-phase decision, the world plays into an
    effect; its clone must not deal the real game's hidden cards again."""
    checked = differs = 0
    for seed in range(30):
        rnd = random.Random(seed)
        game = Game(DECKS[seed % 2], DECKS[1 - seed % 2], seed=seed, log=False)
        while not game.is_over() and checked < 40 * (seed + 1):
            d = game.decision
            if d.kind == MAIN and game._gen is None and rnd.random() < 0.2:
                world = determinize(game, d.player, seed * 7919 + checked)
                differs += canonical(world.state) != canonical(game.state)
                for _ in range(30):
                    if world.is_over():
                        break
                    world.apply(rnd.choice(world.legal_options))
                    if world._gen is not None:
                        assert _same_game(world.clone(), world)
                        checked += 1
            game.apply(rnd.choice(game.legal_options))
        if checked >= 60:
            break
    assert checked >= 60 and differs > 0


def test_a_world_made_inside_an_effect_that_only_shuffles_the_unseen_cards_clones_to_itself():
    """When the redealt world can't be used (it would show another hand or other options),
    determinize shuffles only what the question can't depend on, in place; that shuffle is
    kept in the world's history, so a clone makes it again."""
    edits = 0
    for seed in range(40):
        rnd = random.Random(seed)
        game = Game(DECKS[seed % 4], DECKS[(seed + 1) % 4], seed=seed, log=False)
        while not game.is_over() and edits < 8:
            d = game.decision
            if game._gen is not None and d.kind != MAIN:
                world = determinize(game, d.player, seed)
                if any(type(h).__name__ == "WorldEdit" for h in world._history):
                    edits += 1
                    _walk_world(world, rnd, 10)
            game.apply(rnd.choice(game.legal_options))
        if edits >= 8:
            break
    assert edits >= 1


@pytest.mark.parametrize("seed", [-1, 2 ** 64, 1.0, True, "3"])
def test_a_world_seed_is_a_game_seed(seed):
    """As ``Game(seed=...)``: an int from 0 to 2**64 - 1 (-1 and 2**64 - 1 were the same world)."""
    from ptcg.errors import InvalidArgumentError
    with pytest.raises(InvalidArgumentError):
        determinize(Game("mega_abomasnow", "fire_cinderace", seed=1), 0, seed)
