"""Tier-1 card specs: one line for the attack texts that recur across the pool (STYLE 3).

Each function registers the behaviour of the given attack IDs and returns nothing, e.g.::

    self_lock_next_turn(1061)                 # "can't use <this attack> during your next turn"
    coin_condition(25, "paralyzed")           # "Flip a coin. If heads, ... is now Paralyzed."
    self_damage(98, 50)                       # "This Pokémon also does 50 damage to itself."

Each also takes ``text=``, the description of the text in our words (see
:func:`ptcg.registry.note_text`).  Where the parameters say everything, the spec writes
the description itself from them (so the two cannot disagree); specs given a predicate
(``where``, ``condition``, ``count``...) need ``text=``.  Several specs on one attack are
read in the order they are registered.
"""

from __future__ import annotations

from ..registry import damage as _damage
from ..registry import effect as _effect
from ..registry import lasting as _lasting
from ..registry import passive as _passive
from ..registry import attack_key as _attack_key
from ..registry import card_key as _card_key
from ..registry import note_text as _note_text
from ..registry import trigger as _trigger
from ..rules import queries as _Q
from ..rules.zones import flip, flip_until_tails, flips
from .cards import discard_from_hand as _discard_from_hand
from .cards import draw as _draw
from .cards import mill as _mill
from .cards import search_to_bench as _search_to_bench
from .cards import search_to_hand as _search_to_hand
from .cards import shuffle_deck as _shuffle_deck
from .choose import pick_pokemon, yes_no
from .conditions import inflict, inflict_defender
from .durations import OPPONENT_NEXT_TURN, YOUR_NEXT_TURN, on_pokemon
from .energy_moves import attach_from as _attach_from
from .energy_moves import discard_all_energy as _discard_all_energy
from .energy_moves import count_energy as _count_energy
from .energy_moves import discard_energy, provides_type
from .energy_moves import discard_tool as _discard_tool
from .filters import mon_is_ex
from .hits import hit_chosen as _hit_chosen
from .pokemon import heal, switch_own
from .pokemon import put_counters as _put_counters
from ..cards.db import CARD_LIST as _CARD_LIST
from ..types import TYPE_LETTERS as _TYPE_LETTERS

_COUNT_WORDS = ("no", "one", "two", "three", "four", "five", "six")


def _describe(attack_id: int, text: str | None, default: str | None = None) -> None:
    """The description of an attack: ``text`` if given, else the spec's own ``default``."""
    key = _attack_key(attack_id)
    if text is not None:
        _note_text(key, text)
    else:
        _note_text(key, default, default=True)


def _describe_card(card_id: int, index, text: str | None, default: str | None = None) -> None:
    key = _card_key(card_id, index)
    if text is not None:
        _note_text(key, text)
    else:
        _note_text(key, default, default=True)


def _conditions(names) -> str:
    """("asleep", "poisoned") -> "Asleep and Poisoned"."""
    words = [n.capitalize() for n in names]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def _cards(n: int) -> str:
    return "a card" if n == 1 else f"{n} cards"


def _top_cards(n: int) -> str:
    return "top card" if n == 1 else f"top {n} cards"


def _printed_damage(attack_id: int) -> int:
    return next((a.damage for c in _CARD_LIST if c is not None for a in c.attacks if a.id == attack_id), 0)


def self_lock_next_turn(*attack_ids, text: str | None = None) -> None:
    """"During your next turn, this Pokémon can't use <this attack>" (II-C-15 R2)."""
    def fn(g, a):
        on_pokemon(g, "cant_use_attack", a.attacker, YOUR_NEXT_TURN, a.attack.name, a=a)
    for aid in attack_ids:
        _effect(aid)(fn)
        _describe(aid, text, "This Pokémon can't use this same attack again in your next turn.")


def cant_attack_next_turn(*attack_ids, text: str | None = None) -> None:
    """"During your next turn, this Pokémon can't use attacks" (II-C-15 R1)."""
    def fn(g, a):
        on_pokemon(g, "cant_attack", a.attacker, YOUR_NEXT_TURN, a=a)
    for aid in attack_ids:
        _effect(aid)(fn)
        _describe(aid, text, "This Pokémon can't attack at all in your next turn.")


def defender_cant_retreat(*attack_ids, text: str | None = None) -> None:
    """"During your opponent's next turn, the Defending Pokémon can't retreat" (II-C-14)."""
    def fn(g, a):
        on_pokemon(g, "cant_retreat", a.opp.active, OPPONENT_NEXT_TURN, a=a)
    for aid in attack_ids:
        _effect(aid)(fn)
        _describe(aid, text, "The Defending Pokémon is unable to retreat in the opponent's next turn.")


def condition(attack_id: int, *conditions, counters: int = 0, text: str | None = None) -> None:
    """"Your opponent's Active Pokémon is now <conditions>"."""
    extra = (f" It gets {counters} damage counters instead of the usual number at each Checkup."
             if counters else "")
    _describe(attack_id, text, f"The Defending Pokémon becomes {_conditions(conditions)}.{extra}")

    @_effect(attack_id)
    def fn(g, a):
        inflict_defender(g, a, *conditions, counters=counters)


def coin_condition(attack_id: int, *conditions, text: str | None = None) -> None:
    """"Flip a coin. If heads, your opponent's Active Pokémon is now <condition>"."""
    _describe(attack_id, text, f"Flip a coin. If heads, the Defending Pokémon becomes {_conditions(conditions)}.")

    @_effect(attack_id)
    def fn(g, a):
        if flip(g, a.player):
            inflict_defender(g, a, *conditions)


def self_condition(attack_id: int, *conditions, text: str | None = None) -> None:
    """"This Pokémon is now <condition>"."""
    _describe(attack_id, text, f"The attacking Pokémon itself becomes {_conditions(conditions)}.")

    @_effect(attack_id)
    def fn(g, a):
        inflict(g, a.attacker, *conditions)


def self_damage(attack_id: int, amount: int, *, text: str | None = None) -> None:
    """"This Pokémon also does N damage to itself" (II-B-09)."""
    _describe(attack_id, text, f"The attacker takes {amount} damage from its own attack as well.")

    @_damage(attack_id)
    def fn(g, a):
        a.self_damage = amount


def coin_more_damage(attack_id: int, amount: int, *, text: str | None = None) -> None:
    """"Flip a coin. If heads, this attack does N more damage" (II-B-01)."""
    _describe(attack_id, text, f"Flip a coin. If heads, add {amount} damage.")

    @_damage(attack_id)
    def fn(g, a):
        if flip(g, a.player):
            a.damage += amount


def may_do_more_damage(attack_id: int, amount: int, *, self_damage: int, text: str | None = None) -> None:
    """"You may do N more damage. If you do, this Pokémon also does M damage to itself"
    (II-B-01, II-B-09): the attacker decides before the damage."""
    _describe(attack_id, text, f"You may add {amount} damage; if you do, the attacker takes {self_damage} "
                               "damage from its own attack as well.")

    @_damage(attack_id)
    def fn(g, a):
        if (yield from yes_no(g, a.player, f"Do {amount} more damage (and {self_damage} to this Pokémon)?",
                              a.attacker.cid)):
            a.damage += amount
            a.self_damage = self_damage


def coin_or_nothing(attack_id: int, *, text: str | None = None) -> None:
    """"Flip a coin. If tails, this attack does nothing" (II-D-01 (b))."""
    _describe(attack_id, text, "Flip a coin. If tails, the attack has no effect at all.")

    @_damage(attack_id)
    def fn(g, a):
        if not flip(g, a.player):
            a.fail()


def discard_own_energy(attack_id: int, units: int = 1, where=None, *, energy_type: int | None = None,
                       text: str | None = None) -> None:
    """"Discard N Energy from this Pokémon" (II-C-01 R4); with ``energy_type``, "N {X}
    Energy": cards providing that type now (every-type Energy does, RC-122)."""
    kind = "" if energy_type is None else "{%s} " % _TYPE_LETTERS[energy_type]
    _describe(attack_id, text, None if where is not None else
              f"Then discard {units} {kind}Energy from the attacker.")

    @_effect(attack_id)
    def fn(g, a):
        mon = a.attacker
        pick = where
        if energy_type is not None:
            pick = lambda e: (where is None or where(e)) and provides_type(g, mon, e, energy_type)  # noqa: E731
        yield from discard_energy(g, a.player, mon, units, pick, source=mon.cid)


def draw_cards(attack_id: int, n: int, *, text: str | None = None) -> None:
    """"Draw N cards"."""
    _describe(attack_id, text, f"Draw {_cards(n)}.")

    @_effect(attack_id)
    def fn(g, a):
        _draw(g, a.player, n)


def heal_self(attack_id: int, amount: int, *, text: str | None = None) -> None:
    """"Heal N damage from this Pokémon" (II-C-06)."""
    _describe(attack_id, text, f"The attacker heals {amount} of its damage.")

    @_effect(attack_id)
    def fn(g, a):
        heal(g, a.attacker, amount)


def switch_self(attack_id: int, *, optional: bool = False, text: str | None = None) -> None:
    """"Switch this Pokémon with 1 of your Benched Pokémon" (II-C-03; RC-049 "you may")."""
    _describe(attack_id, text, ("You may" if optional else "Then")
              + " swap the attacker with one of your Benched Pokémon.")

    @_effect(attack_id)
    def fn(g, a):
        if g.players[a.player].active is a.attacker:
            yield from switch_own(g, a.player, optional=optional, source=a.attacker.cid)


def discard_all_own_energy(*attack_ids, text: str | None = None) -> None:
    """"Discard all Energy from this Pokémon" (step 5, after the damage)."""
    def fn(g, a):
        _discard_all_energy(g, a.attacker)
    for aid in attack_ids:
        _effect(aid)(fn)
        _describe(aid, text, "Then every Energy attached to the attacker goes to your discard pile.")


def hit_pokemon(attack_id: int, amount: int, *, text: str | None = None, **options) -> None:
    """"This attack does N damage to C of your opponent's (Benched) (X) Pokémon" (II-B-08 R1:
    no Weakness or Resistance for a Benched one); ``options`` are those of
    :func:`~.hits.hit_chosen` (``count``, ``bench_only``, ``where``, ``weakness_resistance``)."""
    default = None
    if options.get("where") is None:
        count = options.get("count", 1)
        where = "Benched Pokémon" if options.get("bench_only") else "Pokémon"
        each = "it" if count == 1 else "each of them"
        note = (" Weakness and Resistance don't count." if options.get("weakness_resistance") is False
                else "" if options.get("bench_only") else " Only an Active target gets Weakness and Resistance.")
        also = "Also pick" if _printed_damage(attack_id) else "Pick"
        default = f"{also} {_COUNT_WORDS[count]} of the opponent's {where} and do {amount} damage to {each}.{note}"
    _describe(attack_id, text, default)

    @_damage(attack_id)
    def fn(g, a):
        yield from _hit_chosen(g, a, amount, **options)


def bench_hit(attack_id: int, amount: int, *, own: bool = False, text: str | None = None) -> None:
    """"This attack also does N damage to 1 of your opponent's Benched Pokémon" (II-B-08 R3)
    or, with ``own``, "to 1 of your Benched Pokémon" (II-B-09 R1; no Weakness or Resistance
    on the Bench, II-B-08 R4, and the opponent takes Prize cards if it is Knocked Out)."""
    _describe(attack_id, text, f"Also do {amount} damage to one of "
              + ("your own" if own else "the opponent's")
              + " Benched Pokémon (no Weakness or Resistance on the Bench).")

    @_damage(attack_id)
    def fn(g, a):
        bench = a.me.bench if own else a.opp.bench
        if bench:
            mon = yield from pick_pokemon(g, a.player, bench, source=a.attacker.cid,
                                          prompt=f"Choose {'your' if own else 'a'} Benched Pokémon to take "
                                                 f"{amount} damage")
            a.add_hit(mon, amount)


def hit_each_opponent_ex(attack_id: int, amount: int, *, text: str | None = None) -> None:
    """"This attack does N damage to each of your opponent's Pokémon ex. This damage isn't
    affected by Weakness or Resistance" (II-B-08, II-B-06)."""
    _describe(attack_id, text, f"Every Pokémon ex the opponent has in play takes {amount} damage, "
                               "with no Weakness or Resistance.")

    @_damage(attack_id)
    def fn(g, a):
        for mon in a.opp.in_play():
            if mon_is_ex(mon):
                a.add_hit(mon, amount, weakness_resistance=False)


def active_damage_boost(card_id: int, amount: int, attackers, *, index: int = 0, stack: bool = True,
                        either_player: bool = False, targets=None, text: str | None = None) -> None:
    """An always-on "attacks used by your <attackers> do N more damage to your opponent's
    Active [<targets>] Pokémon (before Weakness and Resistance)": an effect on the attacking
    Pokémon, P2 step 2 (II-B-04 R2), never on Bench targets or self-damage (RC-035).

    ``attackers(mon)`` says which attacking Pokémon get it; they must be the card's owner's
    unless ``either_player`` (a Stadium, "both yours and your opponent's").  ``targets(mon)``,
    if given, says which Active Pokémon it is done to.  ``stack=False`` for texts that don't
    stack (II-E-15)."""
    @_passive(card_id, "damage_dealt", index, stack=stack, text=text)
    def fn(g, holder, inst, a, target):
        if (either_player or a.player == (inst >> 6) & 1) and attackers(a.attacker) \
                and target is g.players[a.opponent].active and (targets is None or targets(target)):
            return amount
        return 0


def mill_opponent(attack_id: int, n: int, *, text: str | None = None) -> None:
    """"Discard the top N cards of your opponent's deck" (II-C-01; an effect on the player's
    deck, not on a Pokémon, so II-C-17 does not stop it)."""
    _describe(attack_id, text, f"The opponent's deck loses its {_top_cards(n)} to their discard pile.")

    @_effect(attack_id)
    def fn(g, a):
        _mill(g, a.opponent, n)


def mill_self(attack_id: int, n: int, *, text: str | None = None) -> None:
    """"Discard the top N cards of your deck" (II-C-01)."""
    _describe(attack_id, text, f"Your deck loses its {_top_cards(n)} to your discard pile.")

    @_effect(attack_id)
    def fn(g, a):
        _mill(g, a.player, n)


def more_damage_if(attack_id: int, amount: int, condition, *, text: str | None = None,
                   when: str | None = None) -> None:
    """"If <condition>, this attack does N more damage" (II-B-01, P2 step 1);
    ``condition(g, a)`` is checked when the attack is used (before its damage).  The
    description is ``text``, or written from ``when``, the condition in words."""
    _describe(attack_id, text, None if when is None else f"{amount} extra damage when {when}.")

    @_damage(attack_id)
    def fn(g, a):
        if condition(g, a):
            a.damage += amount


def damage_for_each(attack_id: int, amount: int, count, *, more: bool = False, text: str | None = None,
                    per: str | None = None) -> None:
    """"This attack does N damage for each X" (×, II-B-02) or, with ``more``, "N more damage
    for each X" (+, II-B-01); ``count(g, a)`` counts the X.  A result of 0 stops the
    calculation (II-B-02 R3).  The description is ``text``, or written from ``per``, the X
    in words."""
    _describe(attack_id, text, None if per is None else
              f"{amount} {'extra ' if more else ''}damage per {per}.")

    @_damage(attack_id)
    def fn(g, a):
        extra = amount * count(g, a)
        a.damage = a.damage + extra if more else extra


def flip_damage(attack_id: int, coins: int, amount: int, *, more: bool = False,
                text: str | None = None) -> None:
    """"Flip N coins. This attack does M damage for each heads" (II-B-02, RC-017); with
    ``more``, "M more damage for each heads" on top of the printed damage (II-B-01)."""
    _describe(attack_id, text, f"Flip {'a coin' if coins == 1 else f'{coins} coins'}: "
                               f"{amount} {'extra ' if more else ''}damage per heads.")

    @_damage(attack_id)
    def fn(g, a):
        a.damage = (a.damage if more else 0) + amount * flips(g, a.player, coins)


def flip_until_tails_damage(attack_id: int, amount: int, *, more: bool = False,
                            text: str | None = None) -> None:
    """"Flip a coin until you get tails. This attack does N damage for each heads" (II-B-02);
    with ``more``, "N more damage for each heads" (II-B-01)."""
    _describe(attack_id, text, f"Keep flipping a coin until it shows tails: {amount} "
                               f"{'extra ' if more else ''}damage per heads.")

    @_damage(attack_id)
    def fn(g, a):
        a.damage = (a.damage if more else 0) + amount * flip_until_tails(g, a.player)


def heal_each(attack_id: int, amount: int, *, text: str | None = None) -> None:
    """"Heal N damage from each of your Pokémon" (II-C-06)."""
    _describe(attack_id, text, f"Every one of your Pokémon heals {amount} damage.")

    @_effect(attack_id)
    def fn(g, a):
        for mon in g.players[a.player].in_play():
            heal(g, mon, amount)


def attach_energy_from_deck(attack_id: int, where, *, to_self: bool = False, text: str | None = None) -> None:
    """"Search your deck for a <where> Energy card and attach it to 1 of your Pokémon (with
    ``to_self``: to this Pokémon). Then, shuffle your deck" (II-C-09; a hidden search may
    find none, I-H R2; the deck is shuffled anyway, II-E-19 R2)."""
    _describe(attack_id, text)

    @_effect(attack_id)
    def fn(g, a):
        targets = [a.attacker] if to_self else g.players[a.player].in_play()
        yield from _attach_from(g, a.player, "deck", where, targets, up_to=1,
                                source=a.attacker.cid, prompt="Choose an Energy card to attach")


def takes_less_next_turn(attack_id: int, amount: int, *, text: str | None = None) -> None:
    """The attacker takes ``amount`` less damage from attacks in the opponent's next turn,
    counted after Weakness and Resistance: an effect on the defender, P2 step 5 (II-B-05 R2)."""
    _describe(attack_id, text, f"In the opponent's next turn, damage from attacks to this Pokémon is "
                               f"reduced by {amount} (after Weakness and Resistance).")

    @_effect(attack_id)
    def fn(g, a):
        on_pokemon(g, "damage_taken", a.attacker, OPPONENT_NEXT_TURN, -amount, a=a)


# the attackers a prevent_damage filter names (effects.durations), in words
_ATTACKERS = {None: "", "basic": " by Basic Pokémon", "ex": " by Pokémon ex",
              "ability": " by Pokémon with an Ability", "burned": " by Burned Pokémon",
              "evolution": " by Evolution Pokémon", "opponent": ""}


def prevent_damage_next_turn(attack_id: int, attackers: str | None = None, *, text: str | None = None) -> None:
    """No damage from attacks reaches the attacker in the opponent's next turn (only from
    the ``attackers`` kind of Pokémon, when given) (II-C-16): ``attackers`` names a filter of the
    ``prevent_damage`` lasting kind (None: any; "basic", "ex", "ability", "burned",
    "evolution", ...)."""
    words = _ATTACKERS.get(attackers)
    _describe(attack_id, text, None if words is None else
              f"In the opponent's next turn, attacks{words} do no damage to this Pokémon.")

    @_effect(attack_id)
    def fn(g, a):
        on_pokemon(g, "prevent_damage", a.attacker, OPPONENT_NEXT_TURN, attackers, a=a)


def defender_does_less_next_turn(attack_id: int, amount: int, *, text: str | None = None) -> None:
    """The Defending Pokémon's attacks do ``amount`` less damage in the opponent's next
    turn, taken off before Weakness and Resistance: an effect on the Pokémon that will
    attack, P2 step 2 (II-B-05 R4, RC-026); it ends if that Pokémon leaves the Active Spot."""
    _describe(attack_id, text, f"In the opponent's next turn, the Defending Pokémon's attacks do {amount} "
                               "less damage (before Weakness and Resistance).")

    @_effect(attack_id)
    def fn(g, a):
        on_pokemon(g, "damage_dealt", g.players[a.opponent].active, OPPONENT_NEXT_TURN, -amount, a=a)


def strike_back_next_turn(attack_id: int, counters: int | None = None, *, text: str | None = None) -> None:
    """In the opponent's next turn, each time an attack damages the attacker (a Knock Out
    included), the Pokémon that attacked gets ``counters`` damage counters (``None``: one
    per 10 damage taken).  At P1 step 6, before the Knock Out check (II-E-03); an effect of
    its own attack on it, so it ends if it goes to the Bench (II-C-14 R2)."""
    what = ("1 damage counter per 10 damage done to this Pokémon" if counters is None
            else f"{counters} damage counters")
    _describe(attack_id, text, "In the opponent's next turn, whenever an attack damages this Pokémon "
                               f"(even a Knock Out), the attacker gets {what}.")

    @_effect(attack_id)
    def fn(g, a):
        on_pokemon(g, "strike_back", a.attacker, OPPONENT_NEXT_TURN, counters, a=a)


@_lasting("strike_back", "any_damaged")
def _strike_back(g, e, mon, a, dealt):
    if mon.uid == e.target and a.player != mon.owner:
        _put_counters(g, a.attacker, dealt // 10 if e.value is None else e.value, by=mon.owner)


def discard_from_hand_or_nothing(attack_id: int, n: int, where, *, text: str | None = None) -> None:
    """"Discard N <where> cards from your hand. If you can't, this attack does nothing"
    (II-D-01 (b)), before doing damage.  Cards from the hand may be held back, which makes
    the attack do nothing (II-E-33 R2, RC-239): asked as yes/no, then which N cards."""
    _describe(attack_id, text)

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


def evolves_early_with(card_id: int, partner: str, *, index: int = 0, text: str | None = None) -> None:
    """"If you have <partner> in play, this Pokémon can evolve during your first turn or the
    turn you play it": an Ability that works while it is in play without saying so (II-E-13
    R3, RC-182); it lifts I-A-05 R3 for this Pokémon only."""
    _describe_card(card_id, index, text, f"If {partner} is in play on your side, this Pokémon may evolve on your "
                                         "first turn and on the turn it came into play.")

    def fn(g, holder, inst, mon, card):
        return mon is holder and any(m.name == partner for m in g.players[holder.owner].in_play())
    _passive(card_id, "evolve_first_turn", index)(fn)
    _passive(card_id, "evolve_same_turn", index)(fn)


def berry_resist(card_id: int, attacker_type: int, amount: int = 60, *, text: str | None = None) -> None:
    """A Pokémon Tool: damage to its Pokémon from an attack of the opponent's
    ``attacker_type`` Pokémon is ``amount`` less, after Weakness and Resistance (P2 step 5,
    II-B-05 R2), and the card is then discarded: once it has reduced damage (noted in the
    attack's memo while damage is worked out) it goes after the attack, if still attached
    (e.g. 1164 Payapa Berry; 1170 Haban Berry prints the same for {N})."""
    _describe_card(card_id, None, text, "When an attack from an opponent's {%s} Pokémon damages the Pokémon "
                   "holding this card, that damage is %d lower (after Weakness and Resistance); the card is "
                   "then discarded." % (_TYPE_LETTERS[attacker_type], amount))
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


def search_deck_for(attack_id: int, where, *, up_to: int = 1, prompt: str = "Choose a card",
                    text: str | None = None) -> None:
    """"Search your deck for (up to N) <where> cards, reveal them, and put them into your
    hand. Then, shuffle your deck": a hidden search may find none (I-H R2); the deck is
    shuffled anyway (II-E-19 R2)."""
    _describe(attack_id, text)

    @_effect(attack_id)
    def fn(g, a):
        yield from _search_to_hand(g, a.player, where, up_to=up_to, source=a.attacker.cid, prompt=prompt)


def call_to_bench(attack_id: int, where, *, up_to: int = 1,
                  prompt: str = "Choose a Basic Pokémon to put onto your Bench", text: str | None = None) -> None:
    """"Search your deck for (up to N) <where> Basic Pokémon and put them onto your Bench.
    Then, shuffle your deck" (II-C-11: as many as fit; a full Bench is not searched, R3)."""
    _describe(attack_id, text)

    @_effect(attack_id)
    def fn(g, a):
        yield from _search_to_bench(g, a.player, where, up_to=up_to, source=a.attacker.cid, prompt=prompt)


def retaliate(card_id: int, *, counters: int = 0, condition: str | None = None, index: int = 0,
              holder_if=None, text: str | None = None) -> None:
    """An Ability or Pokémon Tool: "if this Pokémon is in the Active Spot and is damaged by an
    attack from your opponent's Pokémon (even if it is Knocked Out), put ``counters`` damage
    counters on the Attacking Pokémon" and/or "the Attacking Pokémon is now ``condition``".
    It acts at P1 step 6 (II-E-03 R3), before the Knock Out check, on an Attacking Pokémon
    still in play.  ``holder_if(g, holder)``: a Tool's condition on its Pokémon (e.g. "the
    Team Rocket's Pokémon this card is attached to")."""
    is_tool = _CARD_LIST[card_id].kind == "tool"
    default = None
    if holder_if is None:
        what = " and ".join(filter(None, [f"gets {counters} damage counters" if counters else "",
                                          f"becomes {condition.capitalize()}" if condition else ""]))
        holder = "the Pokémon holding this card" if is_tool else "this Pokémon"
        default = (f"Whenever an opponent's attack damages {holder} while it is in the Active Spot (even "
                   f"if it is Knocked Out), the Pokémon that attacked {what}.")
    _describe_card(card_id, None if is_tool else index, text, default)

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


def flip_per_energy_damage(attack_id: int, amount: int, *, text: str | None = None) -> None:
    """"Flip a coin for each Energy attached to this Pokémon. This attack does N damage for
    each heads" (II-B-02: one coin per unit of Energy)."""
    _describe(attack_id, text, f"Flip a coin per Energy attached to the attacker; {amount} damage per heads.")

    @_damage(attack_id)
    def fn(g, a):
        a.damage = amount * flips(g, a.player, _count_energy(g, a.attacker))


def energy_from_deck_to_bench(attack_id: int, where, *, up_to: int, text: str | None = None) -> None:
    """"Search your deck for up to N <where> Energy cards and attach them to your Benched
    Pokémon in any way you like. Then, shuffle your deck" (II-C-09; a hidden search may find
    none, I-H R2; the deck is shuffled even with an empty Bench, II-E-19 R2)."""
    _describe(attack_id, text)

    @_effect(attack_id)
    def fn(g, a):
        bench = g.players[a.player].bench
        if bench:
            yield from _attach_from(g, a.player, "deck", where, bench, up_to=up_to, source=a.attacker.cid)
        else:
            _shuffle_deck(g, a.player)


__all__ = ["retaliate", "self_lock_next_turn", "cant_attack_next_turn", "defender_cant_retreat",
           "condition", "coin_condition", "self_condition", "self_damage", "coin_more_damage",
           "coin_or_nothing", "may_do_more_damage", "discard_own_energy", "draw_cards", "heal_self",
           "switch_self", "bench_hit", "hit_each_opponent_ex", "active_damage_boost", "mill_opponent",
           "mill_self", "more_damage_if", "damage_for_each", "flip_damage", "flip_until_tails_damage",
           "heal_each", "attach_energy_from_deck", "takes_less_next_turn",
           "discard_from_hand_or_nothing", "evolves_early_with", "berry_resist",
           "prevent_damage_next_turn", "search_deck_for", "call_to_bench", "defender_does_less_next_turn",
           "strike_back_next_turn", "discard_all_own_energy", "hit_pokemon",
           "flip_per_energy_damage", "energy_from_deck_to_bench"]
