"""Promotional cards (PROMO).  Cards are named by ID and attack/ability name; texts are not
copied here — see the card database or the official card list for the wording."""

from ...effects import *  # noqa: F401,F403


# 21 Scrafty — Nab 'n' Dash (none with an empty Bench; I-H R2, II-E-19).
@effect(1,
        text="Take from the deck at most as many cards as you have Benched Pokémon into the hand, then "
             "shuffle the deck.")
def _nab_n_dash(g, a):
    yield from search_to_hand(g, a.player, any_card, up_to=len(a.me.bench), source=a.attacker.cid,
                              prompt="Choose a card to put into your hand")


# 815 Whimsicott — Healing Fluff (II-C-06).  Only damaged ones are offered: choosing another would change
# nothing.
@effect(1175, text="One of your Benched Pokémon heals all its damage.")
def _healing_fluff(g, a):
    hurt = [m for m in a.me.bench if m.damage]
    if hurt:
        mon = yield from pick_pokemon(g, a.player, hurt, source=a.attacker.cid,
                                      prompt="Choose a Benched Pokémon to heal")
        heal_all(g, mon)


# 826 Weavile — Retaliatory Claw (II-D-16, II-B-01).
more_damage_if(1189, 170, lambda g, a: Q.remaining_hp(g, a.attacker) <= 50,
               when="the attacker has 50 HP or less left")


# 952 Zapdos — Follow-Up Bolt (II-B-01).
damage_for_each(1367, 10, lambda g, a: a.opp.active.counters, more=True,
                per="damage counter on the Defending Pokémon")


# 331 XerneasEX — Rising Horns (also 631 Bouffalant ex — Gold Breaker) (II-B-01).
more_damage_if(461, 100, lambda g, a: mon_is_ex(a.opp.active), when="the Defending Pokémon is a Pokémon ex")
