"""Dragons Exalted (DRX, Black & White 6)."""

from ...effects import *  # noqa: F401,F403

# 176089 Garchomp — Dragonblade (DRX 90; also 224148 Drampa — Dragon Pulse, SSH 149): the deck's top
# 2 cards are discarded after the damage (II-C-01).
mill_self(1760891, 2)
