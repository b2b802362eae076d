"""Plasma Freeze (PLF, Black & White 9)."""

from ...effects import *  # noqa: F401,F403


# 180027 Vanillish — Surefire Spin (also 190030 Seadra PRC 31 — Knockout Needle): two coins; only
# two heads add 40 damage (II-B-01).
@damage(1800270, text="Flip 2 coins: 40 extra damage when both land heads.")
def _surefire_spin(g, a):
    if flips(g, a.player, 2) == 2:
        a.damage += 40


# 180028 Vanilluxe — ChillMAX (PLF 29; also 224006 Maractus — Powerful Needles, SSH 7): one coin
# per unit of Energy attached (II-B-02).
flip_per_energy_damage(1800280, 60)
