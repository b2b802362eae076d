"""EX Holon Phantoms (HP, 2006)."""

from ...effects import *  # noqa: F401,F403

# 139097 δ Rainbow Energy (Special Energy; also 142087 DF 88): {C}; on a Pokémon with δ on its card,
# 1 Energy of every type at a time (II-D-08, RC-122).
energy(139097, provides=lambda g, mon, inst: (ALL_TYPES,) if mon_is_delta(mon) else (COLORLESS_BIT,),
       text="Gives {C}. Attached to a δ Pokémon it counts as one Energy of any type you need instead.")

# 139023 Mewtwo δ — Swift (also 142044 Cyndaquil δ DF 45): the pool's Demolish (attack 148) in older
# words: Weakness, Resistance and the effects on the Defending Pokémon (Poké-Bodies included) are
# not applied to the damage (II-B-06, II-B-07).
reprint_attack(1390231, 148)
