"""Property tests: random games end legally, conserve cards, clone and replay exactly."""

import random

import pytest

from ptcg import Game
from ptcg.deck import builtin_decks
from ptcg.testing import check_invariants, digest, initial_cards

DECKS = builtin_decks()


def play_random(seed: int, deck_a: str, deck_b: str, *, check_every: int = 1, clone_every: int = 0,
                log: bool = False):
    rnd = random.Random(seed)
    game = Game(deck_a, deck_b, seed=seed, allow_unimplemented=True, log=log)
    init = initial_cards(game)
    steps = 0
    while not game.is_over():
        opt = game.legal_options[int(rnd.random() * len(game.legal_options))]
        if clone_every and steps % clone_every == 0:
            twin = game.clone()
            twin.apply(opt)
        else:
            twin = None
        game.apply(opt)
        if twin is not None:
            assert digest(twin.state) == digest(game.state), f"clone diverged at step {steps}"
        steps += 1
        if steps % check_every == 0:
            check_invariants(game, init)
        assert steps < 20000, "game too long"
    check_invariants(game, init)
    return game


@pytest.mark.parametrize("seed", range(24))
def test_random_games_end_legally_and_conserve_cards(seed):
    a = DECKS[seed % len(DECKS)]
    b = DECKS[(seed * 7 + 3) % len(DECKS)]
    game = play_random(seed, a, b, clone_every=5)
    assert game.result is not None


@pytest.mark.parametrize("seed", range(4))
def test_same_seed_and_choices_give_the_same_game_byte_for_byte(seed):
    a = DECKS[seed % len(DECKS)]
    b = DECKS[(seed + 5) % len(DECKS)]
    g1 = play_random(seed, a, b, log=True)
    g2 = play_random(seed, a, b, log=True)
    assert "\n".join(g1.log) == "\n".join(g2.log)
    assert g1.record() == g2.record()


@pytest.mark.parametrize("seed", range(4))
def test_a_record_replays_to_the_same_log(seed):
    g1 = play_random(100 + seed, DECKS[seed], DECKS[-1 - seed], log=True)
    g2 = Game.from_record(g1.record())
    assert g2.log == g1.log
    assert g2.result.to_dict() == g1.result.to_dict()


def test_clone_in_the_middle_of_an_effect_replays_to_the_same_state():
    rnd = random.Random(5)
    checked = 0
    for seed in range(40):
        game = Game(DECKS[seed % len(DECKS)], DECKS[(seed + 1) % len(DECKS)], seed=seed,
                    allow_unimplemented=True, log=False)
        while not game.is_over():
            if game._gen is not None and game.decision.kind != "main":
                twin = game.clone()
                assert digest(twin.state) == digest(game.state)
                assert twin.legal_options == game.legal_options
                checked += 1
            game.apply(rnd.choice(game.legal_options))
    assert checked > 50
