"""Neo Revelation (N3): the sample Shining Pokémon, 112064 Shining Gyarados (N3 65).  Its texts
are tested here; "one Shining Gyarados per deck" is the card's rule, checked by
``deck.validate`` (LEGACY.md, Shining Pokémon)."""

import pytest

from ptcg.cards import legacy
from ptcg.decisions import CHOOSE_CARD
from ptcg.deck import validate
from ptcg.testing import DRAGAPULT_EX, Scenario, deck_list, stand_in_passive

SNOVER, AIR_BALLOON = 722, 1174
G, R, W, L, P, F = 1, 2, 3, 4, 5, 6
SHINING_GYARADOS = legacy.card_id("neo3-65")


@pytest.mark.parametrize("counters", [0, 4])
@pytest.mark.parametrize("coin", ["H", "T"])
def test_112064_shining_gyarados_outrage_heads_30_plus_10_per_counter_tails_nothing(coin, counters):
    s = Scenario().active(0, SHINING_GYARADOS, energy=[W, F, F], damage=10 * counters)
    t = s.active(1, DRAGAPULT_EX).start().coins(coin).attack("Outrage")
    assert t.mon(1).damage == (30 + 10 * counters if coin == "H" else 0)


def _devastate(coin: str, energy):
    s = Scenario().active(0, SHINING_GYARADOS, energy=energy).active(1, DRAGAPULT_EX, energy=[P, P])
    s.bench(1, SNOVER, energy=[W]).bench(1, SNOVER)
    t = s.start().coins(coin).attack("Devastate")
    while t.decision is not None and t.decision.kind == CHOOSE_CARD and t.decision.player == 0:
        t.choose(t.decision.options[0])
    return t


@pytest.mark.parametrize("coin", ["H", "T"])
def test_112064_shining_gyarados_devastate_discards_2_fire_hits_the_bench_and_heads_strips_energy(coin):
    t = _devastate(coin, [W, W, R, R, R])
    assert sorted(c >> 7 for c in t.mon(0).energy) == [R, W, W]    # two {R} cards went
    assert t.discard_ids(0).count(R) == 2
    assert t.mon(1).damage == 50 and t.mon(1, 1).damage == 10 and t.mon(1, 2).damage == 10
    if coin == "H":
        assert len(t.mon(1).energy) == 1 and t.mon(1, 1).energy == []
    else:
        assert len(t.mon(1).energy) == 2 and len(t.mon(1, 1).energy) == 1


def test_112064_shining_gyarados_devastate_does_nothing_without_2_fire_energy_cards():
    # a stand-in Tool makes the attack free, so it can be used with a single {R} Energy card
    def free(g, holder, inst, mon, attack):
        return mon is holder
    s = Scenario().active(0, SHINING_GYARADOS, energy=[W, R], tools=[AIR_BALLOON])
    s.active(1, DRAGAPULT_EX, energy=[P]).bench(1, SNOVER, energy=[W])
    with stand_in_passive(AIR_BALLOON, "attack_cost_none", free):
        t = s.start().coins("H").attack("Devastate")
    assert t.mon(1).damage == 0 and t.mon(1, 1).damage == 0          # no damage ...
    assert len(t.mon(1).energy) == 1 and len(t.mon(1, 1).energy) == 1  # ... and no effect
    assert sorted(c >> 7 for c in t.mon(0).energy) == [R, W]


def test_112064_shining_gyarados_one_of_its_name_per_deck():
    assert validate(deck_list((1, SHINING_GYARADOS), (4, SNOVER))) == []
    assert validate(deck_list((2, SHINING_GYARADOS), (4, SNOVER))) != []
