"""The Base / Neo theme decks Cold Fusion (Neo Genesis) and Dark (Neo Destiny) played whole:
random games with the invariant checks of ``tools/random_games.py`` (a few in the default run,
more under ``-m slow``), and one greedy game each way."""


import pytest

from ptcg import Game
from ptcg.agents import make_agent
from ptcg.agents.base import play_game
from ptcg.formats import format_for_decks
from ptcg.testing import play_checked

DECKS = ("Cold Fusion", "Dark")
PAIRS = [(a, b) for a in DECKS for b in DECKS]


@pytest.mark.parametrize("deck_a, deck_b", PAIRS)
def test_neo_theme_decks_random_games_keep_the_invariants(deck_a, deck_b):
    for seed in (1, 2):
        assert play_checked(deck_a, deck_b, seed, era="base", clone_every=97).result is not None


@pytest.mark.slow
@pytest.mark.parametrize("deck_a, deck_b", PAIRS)
def test_neo_theme_decks_many_random_games_keep_the_invariants(deck_a, deck_b):
    for seed in range(100, 200):
        assert play_checked(deck_a, deck_b, seed, era="base", clone_every=97).result is not None


@pytest.mark.parametrize("deck_a, deck_b", [("Dark", "Cold Fusion"), ("Cold Fusion", "Dark")])
def test_neo_theme_decks_play_a_greedy_game_to_the_end(deck_a, deck_b):
    fmt, decks = format_for_decks(None, deck_a, deck_b)
    game = Game(decks[0], decks[1], seed=3, log=False, rules=fmt.rules)
    result = play_game(game, [make_agent("greedy", seed=1), make_agent("greedy", seed=2)])
    assert result is not None and result.winner in (0, 1, None)


def test_neo_theme_decks_are_offered_by_the_web_page():
    sessions = pytest.importorskip("ptcg.web.sessions")
    themes = {t["name"]: t for t in sessions.playable_theme_decks()}
    assert themes["Cold Fusion"]["era"] == "base" and themes["Dark"]["era"] == "base"
