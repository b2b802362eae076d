"""Tier-1 card specs: one line for the attack texts that recur across the pool (STYLE 3).

Each function registers the behaviour of the given attack IDs and returns nothing, e.g.::

    self_lock_next_turn(1061)                 # "can't use <this attack> during your next turn"
    coin_condition(25, "paralyzed")           # "Flip a coin. If heads, ... is now Paralyzed."
    self_damage(98, 50)                       # "This Pokémon also does 50 damage to itself."
"""

from __future__ import annotations

from ..registry import damage as _damage
from ..registry import effect as _effect
from ..registry import lasting as _lasting
from ..registry import passive as _passive
from ..registry import trigger as _trigger
from ..rules import queries as _Q
from ..rules.zones import flip, flip_until_tails, flips
from .cards import discard_from_hand as _discard_from_hand
from .cards import draw as _draw
from .cards import mill as _mill
from .cards import search_to_bench as _search_to_bench
from .cards import search_to_hand as _search_to_hand
from .choose import pick_pokemon, yes_no
from .conditions import inflict, inflict_defender
from .durations import OPPONENT_NEXT_TURN, YOUR_NEXT_TURN, on_pokemon
from .energy_moves import attach_from as _attach_from
from .energy_moves import discard_all_energy as _discard_all_energy
from .energy_moves import discard_energy, provides_type
from .energy_moves import discard_tool as _discard_tool
from .filters import mon_is_ex
from .hits import hit_chosen as _hit_chosen
from .pokemon import heal, switch_own
from .pokemon import put_counters as _put_counters


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


def may_do_more_damage(attack_id: int, amount: int, *, self_damage: int) -> None:
    """"You may do N more damage. If you do, this Pokémon also does M damage to itself"
    (II-B-01, II-B-09): the attacker decides before the damage."""
    @_damage(attack_id)
    def fn(g, a):
        if (yield from yes_no(g, a.player, f"Do {amount} more damage (and {self_damage} to this Pokémon)?",
                              a.attacker.cid)):
            a.damage += amount
            a.self_damage = self_damage


def coin_or_nothing(attack_id: int) -> None:
    """"Flip a coin. If tails, this attack does nothing" (II-D-01 (b))."""
    @_damage(attack_id)
    def fn(g, a):
        if not flip(g, a.player):
            a.fail()


def discard_own_energy(attack_id: int, units: int = 1, where=None, *, energy_type: int | None = None) -> None:
    """"Discard N Energy from this Pokémon" (II-C-01 R4); with ``energy_type``, "N {X}
    Energy": cards providing that type now (every-type Energy does, RC-122)."""
    @_effect(attack_id)
    def fn(g, a):
        mon = a.attacker
        pick = where
        if energy_type is not None:
            pick = lambda e: (where is None or where(e)) and provides_type(g, mon, e, energy_type)  # noqa: E731
        yield from discard_energy(g, a.player, mon, units, pick, source=mon.cid)


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


def discard_all_own_energy(*attack_ids) -> None:
    """"Discard all Energy from this Pokémon" (step 5, after the damage)."""
    def fn(g, a):
        _discard_all_energy(g, a.attacker)
    for aid in attack_ids:
        _effect(aid)(fn)


def hit_pokemon(attack_id: int, amount: int, **options) -> None:
    """"This attack does N damage to C of your opponent's (Benched) (X) Pokémon" (II-B-08 R1:
    no Weakness or Resistance for a Benched one); ``options`` are those of
    :func:`~.hits.hit_chosen` (``count``, ``bench_only``, ``where``, ``weakness_resistance``)."""
    @_damage(attack_id)
    def fn(g, a):
        yield from _hit_chosen(g, a, amount, **options)


def bench_hit(attack_id: int, amount: int, *, own: bool = False) -> None:
    """"This attack also does N damage to 1 of your opponent's Benched Pokémon" (II-B-08 R3)
    or, with ``own``, "to 1 of your Benched Pokémon" (II-B-09 R1; no Weakness or Resistance
    on the Bench, II-B-08 R4, and the opponent takes Prize cards if it is Knocked Out)."""
    @_damage(attack_id)
    def fn(g, a):
        bench = a.me.bench if own else a.opp.bench
        if bench:
            mon = yield from pick_pokemon(g, a.player, bench, source=a.attacker.cid,
                                          prompt=f"Choose {'your' if own else 'a'} Benched Pokémon to take "
                                                 f"{amount} damage")
            a.add_hit(mon, amount)


def hit_each_opponent_ex(attack_id: int, amount: int) -> None:
    """"This attack does N damage to each of your opponent's Pokémon ex. This damage isn't
    affected by Weakness or Resistance" (II-B-08, II-B-06)."""
    @_damage(attack_id)
    def fn(g, a):
        for mon in a.opp.in_play():
            if mon_is_ex(mon):
                a.add_hit(mon, amount, weakness_resistance=False)


def active_damage_boost(card_id: int, amount: int, attackers, *, index: int = 0, stack: bool = True,
                        either_player: bool = False, targets=None) -> None:
    """An always-on "attacks used by your <attackers> do N more damage to your opponent's
    Active [<targets>] Pokémon (before Weakness and Resistance)": an effect on the attacking
    Pokémon, P2 step 2 (II-B-04 R2), never on Bench targets or self-damage (RC-035).

    ``attackers(mon)`` says which attacking Pokémon get it; they must be the card's owner's
    unless ``either_player`` (a Stadium, "both yours and your opponent's").  ``targets(mon)``,
    if given, says which Active Pokémon it is done to.  ``stack=False`` for texts that don't
    stack (II-E-15)."""
    @_passive(card_id, "damage_dealt", index, stack=stack)
    def fn(g, holder, inst, a, target):
        if (either_player or a.player == (inst >> 6) & 1) and attackers(a.attacker) \
                and target is g.players[a.opponent].active and (targets is None or targets(target)):
            return amount
        return 0


def mill_opponent(attack_id: int, n: int) -> None:
    """"Discard the top N cards of your opponent's deck" (II-C-01; an effect on the player's
    deck, not on a Pokémon, so II-C-17 does not stop it)."""
    @_effect(attack_id)
    def fn(g, a):
        _mill(g, a.opponent, n)


def mill_self(attack_id: int, n: int) -> None:
    """"Discard the top N cards of your deck" (II-C-01)."""
    @_effect(attack_id)
    def fn(g, a):
        _mill(g, a.player, n)


def more_damage_if(attack_id: int, amount: int, condition) -> None:
    """"If <condition>, this attack does N more damage" (II-B-01, P2 step 1);
    ``condition(g, a)`` is checked when the attack is used (before its damage)."""
    @_damage(attack_id)
    def fn(g, a):
        if condition(g, a):
            a.damage += amount


def damage_for_each(attack_id: int, amount: int, count, *, more: bool = False) -> None:
    """"This attack does N damage for each X" (×, II-B-02) or, with ``more``, "N more damage
    for each X" (+, II-B-01); ``count(g, a)`` counts the X.  A result of 0 stops the
    calculation (II-B-02 R3)."""
    @_damage(attack_id)
    def fn(g, a):
        extra = amount * count(g, a)
        a.damage = a.damage + extra if more else extra


def flip_damage(attack_id: int, coins: int, amount: int, *, more: bool = False) -> None:
    """"Flip N coins. This attack does M damage for each heads" (II-B-02, RC-017); with
    ``more``, "M more damage for each heads" on top of the printed damage (II-B-01)."""
    @_damage(attack_id)
    def fn(g, a):
        a.damage = (a.damage if more else 0) + amount * flips(g, a.player, coins)


def flip_until_tails_damage(attack_id: int, amount: int, *, more: bool = False) -> None:
    """"Flip a coin until you get tails. This attack does N damage for each heads" (II-B-02);
    with ``more``, "N more damage for each heads" (II-B-01)."""
    @_damage(attack_id)
    def fn(g, a):
        a.damage = (a.damage if more else 0) + amount * flip_until_tails(g, a.player)


def heal_each(attack_id: int, amount: int) -> None:
    """"Heal N damage from each of your Pokémon" (II-C-06)."""
    @_effect(attack_id)
    def fn(g, a):
        for mon in g.players[a.player].in_play():
            heal(g, mon, amount)


def attach_energy_from_deck(attack_id: int, where, *, to_self: bool = False) -> None:
    """"Search your deck for a <where> Energy card and attach it to 1 of your Pokémon (with
    ``to_self``: to this Pokémon). Then, shuffle your deck" (II-C-09; a hidden search may
    find none, I-H R2; the deck is shuffled anyway, II-E-19 R2)."""
    @_effect(attack_id)
    def fn(g, a):
        targets = [a.attacker] if to_self else g.players[a.player].in_play()
        yield from _attach_from(g, a.player, "deck", where, targets, up_to=1,
                                source=a.attacker.cid, prompt="Choose an Energy card to attach")


def takes_less_next_turn(attack_id: int, amount: int) -> None:
    """"During your opponent's next turn, this Pokémon takes N less damage from attacks
    (after Weakness and Resistance)": an effect on the defender, P2 step 5 (II-B-05 R2)."""
    @_effect(attack_id)
    def fn(g, a):
        on_pokemon(g, "damage_taken", a.attacker, OPPONENT_NEXT_TURN, -amount, a=a)


def prevent_damage_next_turn(attack_id: int, attackers: str | None = None) -> None:
    """"During your opponent's next turn, prevent all damage done to this Pokémon by attacks
    (from <attackers> Pokémon)" (II-C-16): ``attackers`` names a filter of the
    ``prevent_damage`` lasting kind (None: any; "basic", "ex", "ability", "burned",
    "evolution", ...)."""
    @_effect(attack_id)
    def fn(g, a):
        on_pokemon(g, "prevent_damage", a.attacker, OPPONENT_NEXT_TURN, attackers, a=a)


def defender_does_less_next_turn(attack_id: int, amount: int) -> None:
    """"During your opponent's next turn, attacks used by the Defending Pokémon do N less
    damage (before applying Weakness and Resistance)": an effect on the Pokémon that will
    attack, P2 step 2 (II-B-05 R4, RC-026); it ends if that Pokémon leaves the Active Spot."""
    @_effect(attack_id)
    def fn(g, a):
        on_pokemon(g, "damage_dealt", g.players[a.opponent].active, OPPONENT_NEXT_TURN, -amount, a=a)


def strike_back_next_turn(attack_id: int, counters: int | None = None) -> None:
    """"During your opponent's next turn, if this Pokémon is damaged by an attack (even if it
    is Knocked Out), put N damage counters on the Attacking Pokémon" (``None``: as many as
    the damage it took).  At P1 step 6, before the Knock Out check (II-E-03); an effect of
    its own attack on it, so it ends if it goes to the Bench (II-C-14 R2)."""
    @_effect(attack_id)
    def fn(g, a):
        on_pokemon(g, "strike_back", a.attacker, OPPONENT_NEXT_TURN, counters, a=a)


@_lasting("strike_back", "any_damaged")
def _strike_back(g, e, mon, a, dealt):
    if mon.uid == e.target and a.player != mon.owner:
        _put_counters(g, a.attacker, dealt // 10 if e.value is None else e.value, by=mon.owner)


def discard_from_hand_or_nothing(attack_id: int, n: int, where) -> None:
    """"Discard N <where> cards from your hand. If you can't, this attack does nothing"
    (II-D-01 (b)), before doing damage.  Cards from the hand may be held back, which makes
    the attack do nothing (II-E-33 R2, RC-239): asked as yes/no, then which N cards."""
    @_damage(attack_id)
    def fn(g, a):
        hand = g.players[a.player].hand
        if sum(1 for c in hand if where(c)) < n or not (
                yield from yes_no(g, a.player, f"Discard {n} card(s) from your hand for this attack?",
                                  a.attacker.cid)):
            a.fail()
            return
        yield from _discard_from_hand(g, a.player, a.player, n, where, source=a.attacker.cid,
                                      prompt=f"Choose {n} card(s) to discard")


def evolves_early_with(card_id: int, partner: str, *, index: int = 0) -> None:
    """"If you have <partner> in play, this Pokémon can evolve during your first turn or the
    turn you play it": an Ability that works while it is in play without saying so (II-E-13
    R3, RC-182); it lifts I-A-05 R3 for this Pokémon only."""
    def fn(g, holder, inst, mon, card):
        return mon is holder and any(m.name == partner for m in g.players[holder.owner].in_play())
    _passive(card_id, "evolve_first_turn", index)(fn)
    _passive(card_id, "evolve_same_turn", index)(fn)


def berry_resist(card_id: int, attacker_type: int, amount: int = 60) -> None:
    """A Pokémon Tool: damage to its Pokémon from an attack of the opponent's
    ``attacker_type`` Pokémon is ``amount`` less, after Weakness and Resistance (P2 step 5,
    II-B-05 R2), and the card is then discarded: once it has reduced damage (noted in the
    attack's memo while damage is worked out) it goes after the attack, if still attached
    (e.g. 1164 Payapa Berry; 1170 Haban Berry prints the same for {N})."""
    @_passive(card_id, "damage_taken")
    def fn(g, holder, inst, a, target):
        if target is holder and a.player != holder.owner and _Q.has_type(g, a.attacker, attacker_type):
            a.memo.setdefault("berries_used", []).append(inst)
            return -amount
        return 0

    @_trigger(card_id, "attack_done")
    def used_up(g, holder, inst, a):
        if inst in a.memo.get("berries_used", ()) and inst in holder.tools:
            _discard_tool(g, holder, inst)


def search_deck_for(attack_id: int, where, *, up_to: int = 1, prompt: str = "Choose a card") -> None:
    """"Search your deck for (up to N) <where> cards, reveal them, and put them into your
    hand. Then, shuffle your deck": a hidden search may find none (I-H R2); the deck is
    shuffled anyway (II-E-19 R2)."""
    @_effect(attack_id)
    def fn(g, a):
        yield from _search_to_hand(g, a.player, where, up_to=up_to, source=a.attacker.cid, prompt=prompt)


def call_to_bench(attack_id: int, where, *, up_to: int = 1,
                  prompt: str = "Choose a Basic Pokémon to put onto your Bench") -> None:
    """"Search your deck for (up to N) <where> Basic Pokémon and put them onto your Bench.
    Then, shuffle your deck" (II-C-11: as many as fit; a full Bench is not searched, R3)."""
    @_effect(attack_id)
    def fn(g, a):
        yield from _search_to_bench(g, a.player, where, up_to=up_to, source=a.attacker.cid, prompt=prompt)


def retaliate(card_id: int, *, counters: int = 0, condition: str | None = None, index: int = 0,
              holder_if=None) -> None:
    """An Ability or Pokémon Tool: "if this Pokémon is in the Active Spot and is damaged by an
    attack from your opponent's Pokémon (even if it is Knocked Out), put ``counters`` damage
    counters on the Attacking Pokémon" and/or "the Attacking Pokémon is now ``condition``".
    It acts at P1 step 6 (II-E-03 R3), before the Knock Out check, on an Attacking Pokémon
    still in play.  ``holder_if(g, holder)``: a Tool's condition on its Pokémon (e.g. "the
    Team Rocket's Pokémon this card is attached to")."""
    @_trigger(card_id, "damaged_by_attack", index)
    def fn(g, holder, inst, a, dealt):
        if (a.player == holder.owner or g.players[holder.owner].active is not holder
                or g.find_pokemon(a.attacker.uid) is None
                or (holder_if is not None and not holder_if(g, holder))):
            return
        kind = "ability" if inst == holder.top else "tool"
        if counters:
            _put_counters(g, a.attacker, counters, by=holder.owner, kind=kind)
        if condition is not None:
            inflict(g, a.attacker, condition, by=holder.owner, kind=kind)


__all__ = ["retaliate", "self_lock_next_turn", "cant_attack_next_turn", "defender_cant_retreat",
           "condition", "coin_condition", "self_condition", "self_damage", "coin_more_damage",
           "coin_or_nothing", "may_do_more_damage", "discard_own_energy", "draw_cards", "heal_self",
           "switch_self", "bench_hit", "hit_each_opponent_ex", "active_damage_boost", "mill_opponent",
           "mill_self", "more_damage_if", "damage_for_each", "flip_damage", "flip_until_tails_damage",
           "heal_each", "attach_energy_from_deck", "takes_less_next_turn",
           "discard_from_hand_or_nothing", "evolves_early_with", "berry_resist",
           "prevent_damage_next_turn", "search_deck_for", "call_to_bench", "defender_does_less_next_turn",
           "strike_back_next_turn", "discard_all_own_energy", "hit_pokemon"]
