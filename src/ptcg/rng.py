"""The game's one source of randomness: two ints in the state (seed, counter).

Every coin flip and shuffle draws the next value of a SplitMix64 stream keyed by
(seed, counter), so a game is reproducible from its seed and cloning the RNG costs
nothing (STYLE 2).  Shuffles use a small LCG seeded from one SplitMix64 value.
"""

import struct
import sys

MASK64 = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


def splitmix64(x: int) -> int:
    z = (x + _GOLDEN) & MASK64
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return z ^ (z >> 31)


def draw(seed: int, counter: int) -> int:
    """The 64-bit random value number ``counter`` of the stream ``seed``."""
    return splitmix64((seed * 0x100000001B3 + counter * _GOLDEN) & MASK64)


def shuffle_in_place(items: list, value: int) -> None:
    """Fisher-Yates shuffle of ``items`` driven by one 64-bit random ``value``.

    For i = n-1 down to 1, the LCG state ``s`` (seeded ``value | 1``) steps once,
    ``s = (s * _LCG_A + _LCG_C) mod 2**64``, and item i swaps with item
    ``(s >> 33) % (i + 1)`` (:func:`_shuffle_stepwise` says it step by step).

    The states are found all at once, which costs about 12% less than stepping the LCG
    with Python ints: state k is ``A_k * s_0 + C_k (mod 2**64)`` with constants that depend
    only on k, so one multiplication of a wide int, which holds every A_k in its own
    16-byte slot, gives every state in its slot (a slot's value stays below 2**128: no
    carry reaches the next one); the bits 32..63 of each are then read as 32-bit words.
    """
    n = len(items)
    if n < 2:
        return
    plan = _PLANS.get(n)
    if plan is None:
        if not _LITTLE_ENDIAN:
            _shuffle_stepwise(items, value)
            return
        plan = _plan(n)
    wide_a, wide_c, size = plan
    # word 1 of each 16-byte slot: bits 32..63 of the state, so that w >> 1 == s >> 33
    words = memoryview((wide_a * ((value & MASK64) | 1) + wide_c).to_bytes(size, "little")).cast("I")[1::4]
    for i, w in zip(range(n - 1, 0, -1), words):
        j = (w >> 1) % (i + 1)
        items[i], items[j] = items[j], items[i]


_LCG_A = 6364136223846793005
_LCG_C = 1442695040888963407
_LITTLE_ENDIAN = sys.byteorder == "little" and struct.calcsize("I") == 4
_PLANS: dict = {}             # list length -> (wide A, wide C, bytes)
_WIDE = [0, 0, 0, (1, 0)]     # wide A and C of the longest list so far, its states, the last (A_k, C_k)


def _plan(n: int) -> tuple:
    """The constants of :func:`shuffle_in_place` for a list of ``n`` items: those of the
    longest list so far, extended if needed, cut to ``n - 1`` states."""
    wide_a, wide_c, held, (a, c) = _WIDE
    if held < n - 1:
        for k in range(held, n - 1):
            a, c = (a * _LCG_A) & MASK64, (c * _LCG_A + _LCG_C) & MASK64     # s_{k+1} = a * s_0 + c
            wide_a |= a << (128 * k)
            wide_c |= c << (128 * k)
        _WIDE[:] = [wide_a, wide_c, n - 1, (a, c)]
    mask = (1 << (128 * (n - 1))) - 1
    plan = _PLANS[n] = (wide_a & mask, wide_c & mask, 16 * (n - 1))
    return plan


def _shuffle_stepwise(items: list, value: int) -> None:
    """:func:`shuffle_in_place` step by step: the definition it must match (tests)."""
    s = value | 1
    for i in range(len(items) - 1, 0, -1):
        s = (s * _LCG_A + _LCG_C) & MASK64
        j = (s >> 33) % (i + 1)
        items[i], items[j] = items[j], items[i]
