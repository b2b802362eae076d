"""Boundaries Crossed (BCR, Black & White 7): the sample card Computer Search (ACE SPEC) of
the Black & White series; Energy Search (BCR 128) and Potion (BCR 132) of the Plasma decks
are tested in ``test_pls.py``."""

from ptcg.cards import legacy
from ptcg.deck import validate
from ptcg.formats import get_format
from ptcg.testing import Scenario, deck_list

COMPUTER_SEARCH = legacy.card_id("bw7-137")
SNOVER, G, R, W, L = 722, 1, 2, 3, 4
RALTS = legacy.card_id("bw8-59")


def test_178136_computer_search_discards_2_cards_then_any_card_of_the_deck_into_the_hand():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [COMPUTER_SEARCH, G, R, L]).deck(0, [W, SNOVER])
    t = s.start().play(COMPUTER_SEARCH)
    t.choose(G, R)
    assert t.card_options() == {W, SNOVER}                         # any card
    t.choose(SNOVER)
    assert sorted(t.hand_ids(0)) == sorted([L, SNOVER]) and {G, R} <= set(t.discard_ids(0))
    assert t.shuffles(0) == 1


def test_178136_computer_search_needs_2_other_cards_in_the_hand():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [COMPUTER_SEARCH, G]).deck(0, [W])
    assert not s.start().can("play", COMPUTER_SEARCH)
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [COMPUTER_SEARCH, G, R]).deck(0, [W])
    assert s.start().can("play", COMPUTER_SEARCH)


def test_III_12_178136_computer_search_one_ace_spec_per_deck():
    one = deck_list((1, COMPUTER_SEARCH), (4, RALTS), (55, W))
    assert get_format("bw").problems(one) == []
    two = deck_list((2, COMPUTER_SEARCH), (4, SNOVER), (54, W))
    assert any("ACE SPEC" in p for p in validate(two))
