"""The game's one source of randomness: two ints in the state (seed, counter).

Every coin flip and shuffle draws the next value of a SplitMix64 stream keyed by
(seed, counter), so a game is reproducible from its seed and cloning the RNG costs
nothing (STYLE 2).  Shuffles use a small LCG seeded from one SplitMix64 value.
"""

import struct

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
    ``(s >> 33) % (i + 1)`` (:func:`_shuffle_stepwise` says it step by step).  The LCG
    states are found all at once: step k is ``s_k = A_k * s_0 + C_k (mod 2**64)`` with
    constants that depend only on k, so one multiplication of a wide int, which holds
    every A_k in its own 17-byte slot, gives every state in its slot (a slot's value is
    below 2**129: no carry reaches the next one); the bits 32..63 of each are then read
    from its bytes.  Python ints make that several times cheaper than stepping the LCG.
    """
    n = len(items)
    if n < 2:
        return
    plan = _PLANS.get(n)
    if plan is None:
        plan = _plan(n)
    wide_a, wide_c, unpack, size, bounds = plan
    words = unpack((wide_a * ((value & MASK64) | 1) + wide_c).to_bytes(size, "little"))
    i = n - 1
    for w, bound in zip(words, bounds):
        j = (w >> 1) % bound                  # w is bits 32..63 of the state: w >> 1 == s >> 33
        items[i], items[j] = items[j], items[i]
        i -= 1


_LCG_A = 6364136223846793005
_LCG_C = 1442695040888963407
_SLOT = 17            # bytes per LCG state in the wide ints (a state below 2**129 fits)
_PLANS: dict = {}     # list length -> (wide A, wide C, unpack, bytes, bounds of j)


def _plan(n: int) -> tuple:
    """The constants of :func:`shuffle_in_place` for a list of ``n`` items."""
    wide_a = wide_c = 0
    a, c = 1, 0
    for k in range(n - 1):
        a, c = (a * _LCG_A) & MASK64, (c * _LCG_A + _LCG_C) & MASK64      # s_{k+1} = a * s_0 + c
        wide_a |= a << (8 * _SLOT * k)
        wide_c |= c << (8 * _SLOT * k)
    unpack = struct.Struct("<" + f"4xI{_SLOT - 8}x" * (n - 1)).unpack    # bytes 4..7 of each slot
    plan = _PLANS[n] = (wide_a, wide_c, unpack, _SLOT * (n - 1), range(n, 1, -1))
    return plan


def _shuffle_stepwise(items: list, value: int) -> None:
    """:func:`shuffle_in_place` step by step: the definition it must match (tests)."""
    s = value | 1
    for i in range(len(items) - 1, 0, -1):
        s = (s * _LCG_A + _LCG_C) & MASK64
        j = (s >> 33) % (i + 1)
        items[i], items[j] = items[j], items[i]
