"""Whole games of the Sun & Moon (Lightning Loop, Battle Mind) and Sword & Shield (Rillaboom,
Cinderace) theme decks, each pair and each mirror, by their era's format, with every invariant of
``ptcg.testing.check_invariants`` checked after each decision.  A few games by default; the larger
sweep is marked slow (the 1,000-game sweeps of NOTES.md are run with ``tools/random_games.py``)."""

import pytest

from ptcg.testing import play_checked

ERAS = {"sm": ("Lightning Loop", "Battle Mind"), "swsh": ("Rillaboom", "Cinderace")}
PAIRS = [(era, a, b) for era, (x, y) in ERAS.items() for a, b in ((x, y), (y, x), (x, x), (y, y))]
IDS = [f"{a}-{b}" for _, a, b in PAIRS]


@pytest.mark.parametrize("era, deck_a, deck_b", PAIRS, ids=IDS)
@pytest.mark.parametrize("seed", range(2))
def test_theme_decks_random_games_keep_the_invariants(era, deck_a, deck_b, seed):
    assert play_checked(deck_a, deck_b, seed, era=era).result.winner in (0, 1, None)


@pytest.mark.parametrize("era", sorted(ERAS))
def test_theme_decks_greedy_game_keeps_the_invariants(era):
    assert play_checked(*ERAS[era], 7, agent="greedy", era=era).result.winner in (0, 1, None)


@pytest.mark.slow
@pytest.mark.parametrize("era, deck_a, deck_b", PAIRS, ids=IDS)
def test_theme_decks_sweep_100_random_and_20_greedy_games(era, deck_a, deck_b):
    for seed in range(100):
        play_checked(deck_a, deck_b, 1000 + seed, era=era)
    for seed in range(20):
        play_checked(deck_a, deck_b, 2000 + seed, agent="greedy", era=era)
