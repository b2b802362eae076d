"""The game's one source of randomness: two ints in the state (seed, counter).

Every coin flip and shuffle draws the next value of a SplitMix64 stream keyed by
(seed, counter), so a game is reproducible from its seed and cloning the RNG costs
nothing (STYLE 2).  Shuffles use a small LCG seeded from one SplitMix64 value.
"""

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
    """Fisher-Yates shuffle of ``items`` driven by one 64-bit random ``value``."""
    s = value | 1
    for i in range(len(items) - 1, 0, -1):
        s = (s * 6364136223846793005 + 1442695040888963407) & 0xFFFFFFFFFFFFFFFF    # MASK64, a constant
        j = (s >> 33) % (i + 1)
        items[i], items[j] = items[j], items[i]
