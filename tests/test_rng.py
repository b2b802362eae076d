"""The shuffle primitive: :func:`ptcg.rng.shuffle_in_place` gives exactly the permutation of
the stepwise Fisher-Yates definition for every length and random value (games recorded
before it was made faster must replay byte for byte)."""

from __future__ import annotations

import random

from ptcg.rng import MASK64, _shuffle_stepwise, shuffle_in_place


def test_shuffle_matches_the_stepwise_definition():
    rnd = random.Random(11)
    values = [0, 1, 2, MASK64, MASK64 - 1, 1 << 63, (1 << 64) + 5] + [rnd.getrandbits(64) for _ in range(300)]
    for n in list(range(0, 70)) + [120, 200]:
        for value in values[: 40 if n > 70 else len(values)]:
            fast, slow = list(range(n)), list(range(n))
            shuffle_in_place(fast, value)
            _shuffle_stepwise(slow, value)
            assert fast == slow, (n, value)


def test_shuffle_keeps_the_items():
    items = [7 << 7 | k for k in range(60)]
    got = items[:]
    shuffle_in_place(got, 12345)
    assert sorted(got) == items and got != items


def test_shuffle_plans_cut_from_a_longer_list():
    from ptcg import rng
    rng._PLANS.clear()                  # lengths met longest first: each plan is cut from the widest
    for n in (90, 61, 33, 2):
        for value in (3, 1 << 63, 0xDEADBEEF12345678):
            fast, slow = list(range(n)), list(range(n))
            shuffle_in_place(fast, value)
            _shuffle_stepwise(slow, value)
            assert fast == slow, (n, value)
