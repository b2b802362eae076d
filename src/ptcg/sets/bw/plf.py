"""Plasma Freeze (PLF, Black & White 9)."""

from ...effects import *  # noqa: F401,F403

# 180028 Vanilluxe — ChillMAX (PLF 29; also 224006 Maractus — Powerful Needles, SSH 7): one coin
# per unit of Energy attached (II-B-02).
flip_per_energy_damage(1800280, 60)
