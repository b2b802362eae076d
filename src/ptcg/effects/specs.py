"""Tier-1 card specs: one line for the attack texts that recur across the pool (STYLE 3).

Each function registers the behaviour of the given attack IDs and returns nothing, e.g.::

    self_lock_next_turn(1061)                 # "can't use <this attack> during your next turn"
    coin_condition(25, "paralyzed")           # "Flip a coin. If heads, ... is now Paralyzed."
    self_damage(98, 50)                       # "This Pokémon also does 50 damage to itself."
"""

from __future__ import annotations

from ..cards.registry import damage as _damage
from ..cards.registry import effect as _effect
from ..cards.registry import passive as _passive
from ..rules.zones import flip
from .cards import draw as _draw
from .choose import pick_pokemon
from .conditions import inflict, inflict_defender
from .durations import OPPONENT_NEXT_TURN, YOUR_NEXT_TURN, on_pokemon
from .energy_moves import discard_energy
from .pokemon import heal, switch_own


def self_lock_next_turn(*attack_ids) -> None:
    """"During your next turn, this Pokémon can't use <this attack>" (II-C-15 R2)."""
    def fn(g, a):
        on_pokemon(g, "cant_use_attack", a.attacker, YOUR_NEXT_TURN, a.attack.name, a=a)
    for aid in attack_ids:
        _effect(aid)(fn)


def cant_attack_next_turn(*attack_ids) -> None:
    """"During your next turn, this Pokémon can't use attacks" (II-C-15 R1)."""
    def fn(g, a):
        on_pokemon(g, "cant_attack", a.attacker, YOUR_NEXT_TURN, a=a)
    for aid in attack_ids:
        _effect(aid)(fn)


def defender_cant_retreat(*attack_ids) -> None:
    """"During your opponent's next turn, the Defending Pokémon can't retreat" (II-C-14)."""
    def fn(g, a):
        on_pokemon(g, "cant_retreat", a.opp.active, OPPONENT_NEXT_TURN, a=a)
    for aid in attack_ids:
        _effect(aid)(fn)


def condition(attack_id: int, *conditions, counters: int = 0) -> None:
    """"Your opponent's Active Pokémon is now <conditions>"."""
    @_effect(attack_id)
    def fn(g, a):
        inflict_defender(g, a, *conditions, counters=counters)


def coin_condition(attack_id: int, *conditions) -> None:
    """"Flip a coin. If heads, your opponent's Active Pokémon is now <condition>"."""
    @_effect(attack_id)
    def fn(g, a):
        if flip(g, a.player):
            inflict_defender(g, a, *conditions)


def self_condition(attack_id: int, *conditions) -> None:
    """"This Pokémon is now <condition>"."""
    @_effect(attack_id)
    def fn(g, a):
        inflict(g, a.attacker, *conditions)


def self_damage(attack_id: int, amount: int) -> None:
    """"This Pokémon also does N damage to itself" (II-B-09)."""
    @_damage(attack_id)
    def fn(g, a):
        a.self_damage = amount


def coin_more_damage(attack_id: int, amount: int) -> None:
    """"Flip a coin. If heads, this attack does N more damage" (II-B-01)."""
    @_damage(attack_id)
    def fn(g, a):
        if flip(g, a.player):
            a.damage += amount


def coin_or_nothing(attack_id: int) -> None:
    """"Flip a coin. If tails, this attack does nothing" (II-D-01 (b))."""
    @_damage(attack_id)
    def fn(g, a):
        if not flip(g, a.player):
            a.fail()


def discard_own_energy(attack_id: int, units: int = 1, where=None) -> None:
    """"Discard N Energy from this Pokémon" (II-C-01 R4)."""
    @_effect(attack_id)
    def fn(g, a):
        yield from discard_energy(g, a.player, a.attacker, units, where, source=a.attacker.cid)


def draw_cards(attack_id: int, n: int) -> None:
    """"Draw N cards"."""
    @_effect(attack_id)
    def fn(g, a):
        _draw(g, a.player, n)


def heal_self(attack_id: int, amount: int) -> None:
    """"Heal N damage from this Pokémon" (II-C-06)."""
    @_effect(attack_id)
    def fn(g, a):
        heal(g, a.attacker, amount)


def switch_self(attack_id: int, *, optional: bool = False) -> None:
    """"Switch this Pokémon with 1 of your Benched Pokémon" (II-C-03; RC-049 "you may")."""
    @_effect(attack_id)
    def fn(g, a):
        if g.players[a.player].active is a.attacker:
            yield from switch_own(g, a.player, optional=optional, source=a.attacker.cid)


def bench_hit(attack_id: int, amount: int) -> None:
    """"This attack also does N damage to 1 of your opponent's Benched Pokémon" (II-B-08 R3)."""
    @_damage(attack_id)
    def fn(g, a):
        if a.opp.bench:
            mon = yield from pick_pokemon(g, a.player, a.opp.bench, source=a.attacker.cid,
                                          prompt=f"Choose a Benched Pokémon to take {amount} damage")
            a.add_hit(mon, amount)


def active_damage_boost(card_id: int, amount: int, attackers, *, index: int = 0, stack: bool = True,
                        either_player: bool = False) -> None:
    """An always-on "attacks used by your <attackers> do N more damage to your opponent's
    Active Pokémon (before Weakness and Resistance)": an effect on the attacking Pokémon,
    P2 step 2 (II-B-04 R2), never on Bench targets or self-damage (RC-035).

    ``attackers(mon)`` says which attacking Pokémon get it; they must be the card's owner's
    unless ``either_player`` (a Stadium, "both yours and your opponent's").  ``stack=False``
    for texts that don't stack (II-E-15)."""
    @_passive(card_id, "damage_dealt", index, stack=stack)
    def fn(g, holder, inst, a, target):
        if (either_player or a.player == (inst >> 6) & 1) and attackers(a.attacker) \
                and target is g.players[a.opponent].active:
            return amount
        return 0


__all__ = ["self_lock_next_turn", "cant_attack_next_turn", "defender_cant_retreat", "condition",
           "coin_condition", "self_condition", "self_damage", "coin_more_damage", "coin_or_nothing",
           "discard_own_energy", "draw_cards", "heal_self", "switch_self", "bench_hit",
           "active_damage_boost"]
