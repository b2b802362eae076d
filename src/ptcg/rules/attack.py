"""I-A-01: using an attack (procedure P1) and the damage calculation (P2).

P1, in this order (RULES.md I-A-01):

1. declare the attack (costs, "can't attack", Asleep/Paralyzed are checked before it is
   offered, see :func:`usable_attacks`);
2. a. an opponent's effect "if it tries to attack, flip; tails → fails"; b. Confusion;
   either failure means the attack was **not used** (II-D-01 (a));
3. "before doing damage" text and 4a. base damage: the attack's ``damage`` step;
4. damage calculation P2 for every Pokémon the attack damages;
5. the attack's other effects (``effect`` step), skipped for Pokémon not affected by
   attack effects (II-C-17);
6. "when damaged by an attack" effects (II-E-03);
7. Knock Out check (I-D).

P2, per damaged Pokémon: 1 base (≤ 0 stops); 2 effects on the attacker (sum, ≤ 0 stops);
3 Weakness as printed: ×2, or +10..+40 on older cards; 4 Resistance as printed: −30 or
−20 (≤ 0 stops; 000 B-10, 004 §5, III-02 R4); 5 effects on the defender (sum, ≤ 0
stops); 6 "prevent damage".  Steps 3-4 apply only to the Active Pokémon (II-B-08 R4).

The Tera rule (III-14; the rule box of every Tera Pokémon ex, ``CardDef.tera_rule``): while
a Tera Pokémon is on the Bench, attacks of either player do no damage to it.  It is a rule
of the card, not an effect on the Pokémon, so damage that ignores the effects on its
target (II-B-07) is prevented too; damage counters placed by attacks still land (II-C-07).
"""

from __future__ import annotations

from ..cards.db import CARD_LIST
from ..registry import ATTACKS, _Tables, attack_spec_of, tables
from ..decisions import CHOOSE_ATTACK, NO, YES, YES_NO, ask
from ..state import CONFUSED
from . import queries as Q
from .knockout import knockouts
from .triggers import fire, fire_card, fire_own
from .zones import flip, pname


class AttackContext:
    """Everything one attack knows while it resolves; passed to card code as ``a``.

    Card code sets ``damage`` (P2 step 1), adds ``hits`` for other targets, sets the
    ``ignore_*`` flags for "not affected by Weakness/Resistance/effects" (II-B-06/07),
    ``self_damage`` (II-B-09), or calls :meth:`fail` (II-D-01 (b)).
    """

    __slots__ = ("player", "opponent", "attacker", "defender", "attack", "name", "damage",
                 "hits", "self_damage", "ignore_weakness", "ignore_resistance",
                 "ignore_defender_effects", "failed", "dealt", "memo", "copied_from",
                 "no_active_damage", "g")

    def __init__(self, g, player: int, attacker, attack):
        self.g = g
        self.player = player
        self.opponent = 1 - player
        self.attacker = attacker
        self.defender = g.players[1 - player].active
        self.attack = attack                 # the AttackDef being resolved
        self.name = attack.name              # the name of the attack *used* (RC-094)
        self.damage = attack.damage          # P2 step 1a
        self.hits: list = []                 # [target, amount, apply_wr, through]
        self.self_damage = 0
        self.ignore_weakness = False
        self.ignore_resistance = False
        self.ignore_defender_effects = False
        self.failed = False
        self.dealt: dict = {}                # uid -> damage done by this attack
        self.memo: dict = {}
        self.copied_from = None
        self.no_active_damage = False        # the printed damage is not done to the Active

    # -- helpers for card code --------------------------------------------------------
    @property
    def me(self):
        return self.g.players[self.player]

    @property
    def opp(self):
        return self.g.players[self.opponent]

    def fail(self) -> None:
        """II-D-01 (b): "this attack does nothing" — no damage and no effects."""
        self.failed = True

    def add_hit(self, target, amount: int, *, weakness_resistance: bool | None = None,
                through: bool = False) -> None:
        """Also do ``amount`` damage to ``target`` (II-B-08): W/R only for an Active target
        unless told otherwise; ``through`` ignores effects on it (II-B-07)."""
        if weakness_resistance is None:
            weakness_resistance = self.g.players[target.owner].active is target
        self.hits.append([target, amount, weakness_resistance, through])

    def ignore_weakness_resistance(self) -> None:
        self.ignore_weakness = True
        self.ignore_resistance = True

    def affects(self, target) -> bool:
        """II-C-17: whether this attack's effects reach ``target``."""
        return not Q.attack_effects_prevented(self.g, self, target)

    def __repr__(self) -> str:
        return f"<Attack {self.name} by {self.attacker.name}: damage {self.damage}>"


# -- what may be declared -----------------------------------------------------------------


def attack_options(g, mon):
    """(AttackDef, source card ID) of every attack ``mon`` can try to use: its printed
    attacks plus any granted by effects (``granted_attacks`` lasting/passive)."""
    card = CARD_LIST[mon.cid]
    out = list(card.attacks)
    if card.keeps_under and len(mon.cards) > 1:          # BREAK, LV.X (III-15 R2, R3)
        out.extend(CARD_LIST[mon.cards[-2] >> 7].attacks)
    for fn, holder, inst in Q.passive_sources(g, "granted_attacks"):
        out.extend(fn(g, holder, inst, mon) or ())
    return out


def usable_attacks(g, player: int) -> list:
    """The attacks ``player`` may declare now, as (attacker, AttackDef) pairs (P1 step 1)."""
    p = g.players[player]
    mon = p.active
    out = []
    if g.turn == 1 and g.current == g.first_player and not g.rules.first_turn_attack:
        first_turn_block = True     # III-04 R4: the first player can't attack on turn 1
    else:
        first_turn_block = False
    candidates = []
    # what may be answered on a frozen board is looked up once here (None: not frozen, anything may)
    maybe = g.qmemo.maybe if g.qmemo is not None else None
    if mon is not None and mon.rotation != 1 and mon.rotation != 2:   # I-A-01 P1 1b: Asleep/Paralyzed
        card = CARD_LIST[mon.cid]
        if card.keeps_under or maybe is None or "granted_attacks" in maybe:
            options = attack_options(g, mon)
        else:
            options = card.attacks               # its printed attacks only
        for atk in options:
            candidates.append((mon, atk, ATTACKS.get(atk.key) if atk.key is not None else None))
    if p.bench:                                          # II-E-28: Bench attacks
        bench_attackers = _Tables.bench_attackers if _Tables.built else tables().bench_attackers
        if bench_attackers:
            for b in p.bench:
                if b.cid in bench_attackers:
                    for atk in CARD_LIST[b.cid].attacks:
                        spec = attack_spec_of(atk)
                        if spec is not None and spec.from_bench:
                            candidates.append((b, atk, spec))
    # what no card and no lasting effect answers is not asked per attack
    anything_stops = maybe is None or "cant_attack" in maybe
    printed_costs = maybe is not None and maybe.isdisjoint(Q.COST_QUERIES)    # no cost changes
    for m, atk, spec in candidates:
        if (first_turn_block and not (spec is not None and spec.first_turn)
                and not Q.may_attack_first_turn(g, m)):
            continue
        if spec is not None and spec.condition is not None and not spec.condition(g, m, atk):
            continue
        if anything_stops and not Q.can_attack_with(g, m, atk):
            continue
        if printed_costs and (spec is None or spec.cost is None):
            cost = atk.cost
        else:
            cost = Q.attack_cost(g, m, atk, spec)
        if cost and not Q.can_pay(cost, Q.attached_units(g, m)):
            continue
        out.append((m, atk))
    if p.once_per_game:                  # III-14 R1: one GX attack / VSTAR Power per game
        out = [(m, atk) for m, atk in out if atk.once_per_game not in p.once_per_game]
    return out


# -- P1 -------------------------------------------------------------------------------------


def use_attack(g, player: int, attacker, attack):
    """P1: resolve ``attack`` declared by ``attacker``.  The caller ends the turn."""
    a = AttackContext(g, player, attacker, attack)
    g.emit("attack", player, name=attack.name, attack=attack.id, target=attacker)
    defender = g.players[1 - player].active
    if defender is not None and "baby" in CARD_LIST[defender.cid].tags:
        # the Baby rule (Neo to EX, card text): before anything else, a coin; tails ends the
        # attacking player's turn without an attack (not used)
        if not flip(g, player, f"attacking the Baby Pokémon {defender.name}"):
            g.emit("card_effect", player, note="{target} is a Baby Pokémon: the attack is not used, the turn ends",
                   target=defender)
            return a
    if attack.once_per_game is not None:
        # III-14 R1: declaring a GX attack (or a VSTAR Power) spends the player's one per
        # game, even if the attack then fails; the marker is public (002 §2)
        g.players[player].once_per_game.append(attack.once_per_game)
    if not (yield from _attack_may_proceed(g, a)):
        return a
    yield from resolve(g, a)
    yield from knockouts(g, a)                             # step 7
    yield from fire(g, "attack_done", a)
    if (attacker.card.ancient_trait == "Ω Barrage" and not a.memo.get("second_attack")
            and g.phase == "play" and g.players[player].active is attacker
            and g.players[1 - player].active is not None):
        # Ancient Trait Ω Barrage: it may attack twice a turn (after a Knock Out, once the
        # opponent has a new Active Pokémon)
        again = [atk for m, atk in usable_attacks(g, player) if m is attacker]
        if again and (yield from ask(player, YES_NO, (YES, NO), "Ω Barrage: attack again?", attacker.cid)) == YES:
            choice = yield from ask(player, CHOOSE_ATTACK, tuple(x.id for x in again),
                                    "Choose the attack to use", attacker.cid)
            yield from _attack_again(g, player, attacker, next(x for x in again if x.id == choice))
        return a
    # Festival Lead and the like: attack again after a KO of the Defending Pokémon
    if (a.defender is not None and _knocked_out_by(g, a, a.defender)
            and _may_attack_again(g, attacker)):
        again = [atk for m, atk in usable_attacks(g, player) if m is attacker]
        if again and g.players[player].active is attacker and g.players[1 - player].active is not None:
            yes = yield from ask(player, YES_NO, (YES, NO), "Attack again?", attacker.cid)
            if yes == YES:
                choice = yield from ask(player, CHOOSE_ATTACK, tuple(x.id for x in again),
                                        "Choose the attack to use", attacker.cid)
                yield from _attack_again(g, player, attacker, next(x for x in again if x.id == choice))
    return a


def _attack_again(g, player: int, attacker, attack):
    """A second attack in the same turn (Festival Lead, Ω Barrage): steps 2-7 again."""
    a2 = AttackContext(g, player, attacker, attack)
    a2.memo["second_attack"] = True
    g.emit("attack", player, name=attack.name, attack=attack.id, target=attacker, again=True)
    if attack.once_per_game is not None:
        g.players[player].once_per_game.append(attack.once_per_game)
    if (yield from _attack_may_proceed(g, a2)):
        yield from resolve(g, a2)
        yield from knockouts(g, a2)
        yield from fire(g, "attack_done", a2)


def _knocked_out_by(g, a, mon) -> bool:
    """Whether this attack Knocked Out ``mon`` (it was damaged, or Knocked Out this turn by the
    attack's damage counters — 247 Swirlix's only attack places counters —, left play, and its
    card is in the discard pile — switched or returned Pokémon don't count)."""
    return ((a.dealt.get(mon.uid, 0) > 0
             or any(ko[0] == g.turn and ko[1] == mon.cid for ko in g.players[mon.owner].kos))
            and g.find_pokemon(mon.uid) is None and mon.top in g.players[mon.owner].discard)


def _may_attack_again(g, attacker) -> bool:
    for fn, holder, inst in Q.passive_sources(g, "extra_attack"):
        if fn(g, holder, inst, attacker):
            return True
    return False


def _attack_may_proceed(g, a):
    """P1 step 2: the opponent's "may fail" effects, then Confusion (001 order)."""
    attacker = a.attacker
    checks = ["effect", "confusion"]
    if g.rules.attack_fail_order == "confusion_first":
        checks.reverse()
    for check in checks:
        if check == "effect":
            for fn, e in Q.lasting_effects(g, "attack_may_fail"):
                # True: one coin; an int N: N coins, the attack fails on any tails (1579
                # Jet of Ink); every coin is flipped before the result is read
                coins = fn(g, e, attacker)
                if coins and not all([flip(g, a.player, "the attack") for _ in range(int(coins))]):
                    g.emit("attack_fails", a.player, name=a.name, reason="effect", target=attacker)
                    _mark_used(g, a, g.rules.failed_attack_used)
                    return False
        elif attacker.rotation == CONFUSED:
            if not flip(g, a.player, "Confusion"):
                g.emit("attack_fails", a.player, name=a.name, reason="confused", target=attacker)
                put_counters_direct(g, attacker, attacker.confusion)
                _mark_used(g, a, g.rules.failed_attack_used)
                yield from knockouts(g, a)
                return False
    _mark_used(g, a, True)
    return True


def _mark_used(g, a, used: bool) -> None:
    if used:
        g.last_attack = (g.turn, a.player, a.attacker.uid, a.name)
        g.players[a.player].attacked = True
        p = g.players[a.player]
        p.attacks_used = tuple(x for x in p.attacks_used if x[0] >= g.turn - 2) + (
            (g.turn, a.attacker.uid, a.attacker.cid, a.name),)


def resolve(g, a):
    """P1 steps 3-6 for an attack that is going ahead (also used by "use it as this
    attack", II-C-18, which resolves another attack inside this one).  The attack's own
    text runs in two steps, each of which may be run again with fresh coins
    (:func:`_attack_step`)."""
    spec = attack_spec_of(a.attack)
    attached = a.attacker.energy + a.attacker.tools       # for _discarded_by_effects
    if spec is not None and spec.damage is not None:      # steps 3-4a
        yield from _attack_step(g, a, spec.damage)
    if a.failed:                                          # II-D-01 (b)
        g.emit("attack_fails", a.player, name=a.name, reason="nothing", target=a.attacker)
        if not g.rules.self_failed_attack_used:
            g.last_attack = None
            p = g.players[a.player]
            p.attacks_used = tuple(x for x in p.attacks_used if x[:2] != (g.turn, a.attacker.uid))
        return
    do_damage(g, a)                                       # step 4
    step5 = spec.effect if spec is not None else None
    if step5 is None and a.copied_from is not None:       # II-C-18: the copied attack's step 5
        step5 = copied_attack_effect
    if step5 is not None:                                 # step 5
        yield from _attack_step(g, a, step5)
    yield from _discarded_by_effects(g, a, attached)
    yield from _when_damaged(g, a)                        # step 6


def copied_attack_effect(g, a):
    """II-C-18, step 5 of the attack used as this attack (``a.copied_from``).  It runs once
    per attack: when the copied attack is itself a copying attack that found nothing to
    copy, its own step 5 must not run it once more.  Step 5 of a copying attack runs it
    when the card registers no step 5 of its own; one that does calls it itself."""
    if a.copied_from is None or a.memo.get("copied_effect_run"):
        return
    a.memo["copied_effect_run"] = True
    spec = attack_spec_of(a.copied_from)
    if spec is not None and spec.effect is not None:
        yield from spec.effect(g, a)


def _attack_step(g, a, step):
    """Run one step of the attack's own text (steps 3-4a or step 5).

    When an effect lets the attacking player ignore the coins flipped for the attack and
    flip them again (``Q.coin_reflips``, e.g. 1420 Backtrack Badge), they are asked once
    the step has flipped coins: at its next question or its end, whichever comes first, so
    before choosing anything on the results.  Yes abandons the step, puts the game and
    ``a`` back as they were before it (:meth:`~ptcg.state.State.rewind`) and runs it again
    with fresh coins; the answers given before its first coin are given again by
    themselves, so only the coins change.  The state stays plain data: a clone replays the
    same answers and draws."""
    if not Q.coin_reflips(g, a):
        yield from step(g, a)
        return
    pokemon = {m.uid: m for m in g.all_in_play()}
    replay: list = []
    while True:
        earlier, saved = g.copy(), _attack_fields(a)
        card, replay = yield from _run_step(g, a, step, replay)
        if card is None:
            return
        g.rewind(earlier, pokemon)
        _set_attack_fields(a, saved)
        g.emit("reflip", a.player, name=a.name)
        yield from fire_card(g, "coins_reflipped", card, a)


def _run_step(g, a, step, replay: list):
    """Drive the step generator for :func:`_attack_step`.  Until the attacking player's
    first coin, the answers are recorded, and those of ``replay`` are given again instead
    of asking (while each is one of the options).  After it, the re-flip is offered once.
    Returns (card used, answers recorded) when it is taken, (None, answers) otherwise."""
    start = g.coins_flipped[a.player]
    gen = step(g, a)
    replay = list(replay)
    given: list = []
    offered = False
    answer = None
    while True:
        try:
            d = gen.send(answer)
        except StopIteration:
            d = None
        if not offered and g.coins_flipped[a.player] != start:
            offered = True
            offers = Q.coin_reflips(g, a)
            if offers and (yield from ask(a.player, YES_NO, (YES, NO), "Ignore those coin flips and flip them again?",
                                          offers[0] >> 7)) == YES:
                gen.close()
                return offers[0], given
        if d is None:
            return None, given
        if g.coins_flipped[a.player] != start:
            answer = yield d
        elif replay and replay[0] in d.options:
            answer = replay.pop(0)
            given.append(answer)
        else:
            replay = []
            answer = yield d
            given.append(answer)


def _copied(value):
    """One level deeper than a plain copy: lists and dicts, and the lists inside them."""
    if isinstance(value, list):
        return [x[:] if isinstance(x, list) else x for x in value]
    if isinstance(value, dict):
        return {k: (x[:] if isinstance(x, (list, set)) else x) for k, x in value.items()}
    return value


def _attack_fields(a) -> dict:
    return {name: _copied(getattr(a, name)) for name in AttackContext.__slots__}


def _set_attack_fields(a, fields: dict) -> None:
    for name, value in fields.items():
        setattr(a, name, _copied(value))


def _discarded_by_effects(g, a, attached):
    """After step 5: each card that was attached to the attacking Pokémon when the attack
    began and that the attack's effects have discarded (Knock Outs come only at step 7)
    gets the card event ``discarded_by_attack`` (e.g. 1268 Nitro {R} Energy)."""
    for inst in attached:
        if inst in g.players[(inst >> 6) & 1].discard:
            yield from fire_card(g, "discarded_by_attack", inst, a)


def do_damage(g, a) -> None:
    """P1 step 4: P2 for the Defending Pokémon, every extra hit, then self-damage."""
    hits = []
    defender = g.players[a.opponent].active
    if defender is not None and a.damage > 0 and not a.no_active_damage:
        hits.append([defender, a.damage, True, a.ignore_defender_effects])
    hits.extend(a.hits)
    if a.self_damage > 0:
        hits.append([a.attacker, a.self_damage, g.players[a.player].active is a.attacker, False])
    results = []
    logging = g.events is not None
    for target, amount, wr, through in hits:
        through = through or (a.ignore_defender_effects and target is defender)
        trace = [] if logging else None
        results.append((target, calc_damage(g, a, target, amount, wr, through, trace), trace))
    for target, dmg, trace in results:
        if dmg > 0:
            _take_damage(g, a, target, dmg)
            # "damaged by an attack during your opponent's last turn" (781 Mega Heracross ex)
            last = target.attack_damage
            target.attack_damage = (g.turn, dmg + (last[1] if last is not None and last[0] == g.turn else 0))
        a.dealt[target.uid] = a.dealt.get(target.uid, 0) + dmg
        if logging:
            g.emit("damage", a.player, target=target, amount=dmg, parts=trace,
                   hp_left=max(0, Q.remaining_hp(g, target)))


def _take_damage(g, a, target, dmg: int) -> None:
    """Put ``dmg`` damage on ``target``.  A Pokémon at full HP that an effect keeps from
    being Knocked Out by this damage is left with 10 HP instead (II-D-14, RC-142); so is one
    that an effect keeps in play at any HP (``endure_knockout``, e.g. Tenacious Body)."""
    hp = Q.max_hp(g, target)
    if target.damage == 0 and dmg >= hp and Q.survives_knockout(g, a, target):
        target.damage = hp - 10
        g.emit("survives", target.owner, target=target)
    elif target.damage < hp <= target.damage + dmg and Q.endures_knockout(g, a, target):
        target.damage = hp - 10
        g.emit("survives", target.owner, target=target)
    else:
        target.damage += dmg


def calc_damage(g, a, target, amount: int, apply_wr: bool, through: bool, trace=None) -> int:
    """P2 steps 1-6 for one Pokémon; ``trace`` (a list) collects the steps as (step, value)
    pairs for the ``damage`` event: ("base", 60), ("attacker", +30), ("weakness", "x2"),
    ("resistance", -30), ("defender", -20), ("prevented", 0)."""
    dmg = amount
    if trace is not None:
        trace.append(("base", amount))
    if dmg <= 0:                                          # step 1b
        return 0
    if CARD_LIST[target.cid].tera_rule and g.players[target.owner].active is not target:
        if trace is not None:                             # the Tera rule: no damage on the Bench
            trace.append(("prevented", 0))
        return 0
    change = Q.damage_dealt_change(g, a, target)          # step 2
    if change:
        dmg += change
        if trace is not None:
            trace.append(("attacker", change))
    if dmg <= 0:
        return 0
    if apply_wr:
        atk_types = Q.types(g, a.attacker)
        if not a.ignore_weakness:                         # step 3: ×2, or +N as printed
            for t, op, value in Q.weaknesses(g, target):
                if t in atk_types:
                    dmg = dmg * value if op == "x" else dmg + value
                    if trace is not None:
                        trace.append(("weakness", f"x{value}" if op == "x" else value))
                    break                                 # one Weakness applies (U8)
        if not a.ignore_resistance:                       # step 4: −N as printed
            for t, op, value in Q.resistances(g, target):
                if t in atk_types:
                    dmg -= value
                    if trace is not None:
                        trace.append(("resistance", -value))
                    if dmg <= 0:
                        return 0
                    break
    if not through:
        change = Q.damage_taken_change(g, a, target)      # step 5
        if change:
            dmg += change
            if trace is not None:
                trace.append(("defender", change))
        if dmg <= 0:
            return 0
        if Q.damage_prevented(g, a, target, dmg):         # step 6
            if trace is not None:
                trace.append(("prevented", 0))
            return 0
    return dmg


def _when_damaged(g, a):
    """P1 step 6 (II-E-03): effects of Pokémon damaged by 10 or more."""
    for uid, dmg in list(a.dealt.items()):
        if dmg >= 10:
            mon = g.find_pokemon(uid)
            if mon is not None:
                yield from fire_own(g, "damaged_by_attack", mon, a, dmg)
                yield from fire(g, "any_damaged", mon, a, dmg)


def put_counters_direct(g, mon, n: int) -> None:
    """Place ``n`` damage counters (not damage: no W/R, no modifiers; II-C-07 R3)."""
    if n > 0:
        mon.damage += 10 * n
        g.emit("counters", mon.owner, target=mon, count=n)


__all__ = ["AttackContext", "usable_attacks", "use_attack", "resolve", "do_damage",
           "calc_damage", "put_counters_direct", "attack_options", "pname"]
