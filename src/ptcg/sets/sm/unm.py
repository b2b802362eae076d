"""Unified Minds (UNM, Sun & Moon 11)."""

from ...effects import *  # noqa: F401,F403

# 218204 Normalium Z: Tackle (UNM 203, Tool): a holder that has the attack Tackle may use this
# card's GX attack (II-D-06; it needs its Energy and spends the player's GX attack).
z_crystal(218204, "Tackle")

# 218204 Normalium Z: Tackle — Barreling Blitz-GX: coins until tails, 40 more damage for each
# heads (II-B-01).
flip_until_tails_damage(2182040, 40, more=True)
