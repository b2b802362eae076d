"""Unified Minds (UNM, Sun & Moon 11)."""

from ...effects import *  # noqa: F401,F403

# 218204 Normalium Z: Tackle (UNM 203, Tool): a holder that has the attack Tackle may use this
# card's GX attack (II-D-06; it needs its Energy and spends the player's GX attack).
z_crystal(218204, "Tackle")

# 218204 Normalium Z: Tackle — Barreling Blitz-GX: coins until tails, 40 more damage for each
# heads (II-B-01).
flip_until_tails_damage(2182040, 40, more=True)

# 218084 Mesprit — First Contact (UNM 84; also 224019 Gossifleur — Call for Family, SSH 20): as many
# as the Bench holds; a full Bench is not searched (II-C-11 R3).
call_to_bench(2180840, is_basic_pokemon, up_to=3,
              text="Bench at most 3 Basic Pokémon from the deck, then shuffle the deck.")
