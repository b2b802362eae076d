"""Noble Victories (NVI, Black & White 3): older cards implemented so far."""

from ptcg.cards import legacy
from ptcg.testing import Scenario

SNOVER, W = 722, 3
ARCHEN, PLUME_FOSSIL = legacy.card_id("bw3-66"), legacy.card_id("bw3-93")


def test_172092_plume_fossil_benches_an_archen_from_the_bottom_7_cards_and_shuffles():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [PLUME_FOSSIL])
    t = s.deck(0, [W] * 5 + [ARCHEN] + [W] * 6).start()          # 7th card from the bottom
    t.play(PLUME_FOSSIL)
    assert t.card_options() == {ARCHEN}
    t.choose(ARCHEN)
    assert t.mon(0, 1).name == "Archen" and t.shuffles(0) == 1 and ARCHEN not in t.deck_ids(0)


def test_172092_plume_fossil_can_be_declined_and_needs_room_on_the_bench():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [PLUME_FOSSIL]).deck(0, [ARCHEN, W])
    t = s.start().play(PLUME_FOSSIL).choose("done")
    assert not t.player(0).bench and ARCHEN in t.deck_ids(0)
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [PLUME_FOSSIL]).deck(0, [ARCHEN])
    for _ in range(5):
        s.bench(0, SNOVER)
    assert not s.start().can("play", PLUME_FOSSIL)
