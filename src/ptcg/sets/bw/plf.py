"""Plasma Freeze (PLF, Black & White 9)."""

from ...effects import *  # noqa: F401,F403


# 180027 Vanillish — Surefire Spin (also 190030 Seadra PRC 31 — Knockout Needle): two coins; only
# two heads add 40 damage (II-B-01).
@damage(1800270, text="Flip 2 coins: 40 extra damage when both land heads.")
def _surefire_spin(g, a):
    if flips(g, a.player, 2) == 2:
        a.damage += 40
