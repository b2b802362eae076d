"""Promotional cards (PROMO).  Cards are named by ID and attack/ability name; texts are not
copied here — see the card database or the official card list for the wording."""

from ...effects import *  # noqa: F401,F403


# 21 Scrafty — Nab 'n' Dash: search the deck for up to as many cards as you have Benched
# Pokémon (none with an empty Bench), put them into the hand, then shuffle (I-H R2, II-E-19).
@effect(1)
def _nab_n_dash(g, a):
    yield from search_to_hand(g, a.player, any_card, up_to=len(a.me.bench), source=a.attacker.cid,
                              prompt="Choose a card to put into your hand")


# 815 Whimsicott — Healing Fluff: heal all damage from 1 of your Benched Pokémon (II-C-06).
# Only damaged ones are offered: choosing another would change nothing.
@effect(1175)
def _healing_fluff(g, a):
    hurt = [m for m in a.me.bench if m.damage]
    if hurt:
        mon = yield from pick_pokemon(g, a.player, hurt, source=a.attacker.cid,
                                      prompt="Choose a Benched Pokémon to heal")
        heal_all(g, mon)


# 826 Weavile — Retaliatory Claw: 170 more damage while this Pokémon has 50 HP or less left
# (II-D-16, II-B-01).
more_damage_if(1189, 170, lambda g, a: Q.remaining_hp(g, a.attacker) <= 50)


# 952 Zapdos — Follow-Up Bolt: 10 more damage for each damage counter on the opponent's
# Active Pokémon (II-B-01).
damage_for_each(1367, 10, lambda g, a: a.opp.active.counters, more=True)


# 331 XerneasEX — Rising Horns (also 631 Bouffalant ex — Gold Breaker): 100 more damage when the
# opponent's Active Pokémon is a Pokémon ex (II-B-01).
more_damage_if(461, 100, lambda g, a: mon_is_ex(a.opp.active))
