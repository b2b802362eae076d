"""Silver Tempest (SIT, Sword & Shield 12): older cards implemented so far."""

from ptcg.cards import legacy
from ptcg.testing import Scenario

SNOVER, W, G = 722, 3, 1
FOREST_SEAL_STONE = legacy.card_id("swsh12-156")
MEWTWO_V = legacy.card_id("pgo-30")


def test_247155_forest_seal_stone_star_alchemy_any_card_of_the_deck_once_per_game():
    s = Scenario().active(0, MEWTWO_V, tools=[FOREST_SEAL_STONE]).active(1, SNOVER).deck(0, [W, G, W])
    t = s.start()
    t.ability(0, 0)
    assert t.card_options() == {W, G}
    t.choose(G)
    assert t.hand_ids(0) == [G] and t.shuffles(0) == 1 and not t.can("ability", 0, 0)


def test_247155_forest_seal_stone_gives_nothing_to_a_pokemon_that_is_not_a_pokemon_v():
    t = Scenario().active(0, SNOVER, tools=[FOREST_SEAL_STONE]).active(1, SNOVER).deck(0, [G]).start()
    assert not t.can("ability", 0, 0)
