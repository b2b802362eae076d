"""Queries: "what is this value now?", answered by one fold per question (STYLE 6).

A query starts from the printed value and folds in every always-on effect that can
matter, in a fixed order of sources:

1. Abilities of Pokémon in play (both players; suppressed Abilities are skipped, II-D-13);
2. Pokémon Tools attached to Pokémon in play (unless Tools have no effect, RC-139);
3. Special Energy attached to Pokémon in play;
4. the Stadium in play;
5. lasting effect records (:class:`~ptcg.state.Effect`) in force now.

A card answers a query by registering ``@passive(card_id, "query")`` (see
:mod:`ptcg.registry`); its function is called as ``fn(g, holder, inst, *args)``
where ``holder`` is the Pokémon that has the Ability, Tool or Energy (None for the
Stadium) and ``inst`` the card instance giving the effect.  A lasting effect kind
answers with ``@lasting(kind, "query")``, called as ``fn(g, effect, *args)``.

How the answers combine is stated per query below.  The vocabulary:

==========================  =================================================  =============
query                       handler returns                                    combined by
==========================  =================================================  =============
``max_hp``                  HP change (int)                                    sum (II-D-15)
``retreat_cost``            change in Colorless (int)                          sum (II-D-11/12)
``no_retreat_cost``         True: "has no Retreat Cost"                        any, beats sum (II-D-13)
``attack_cost``             change in Colorless (int)                          sum
``attack_cost_none``        True: the attack costs nothing                     any (II-D-13)
``attack_cost_any_less``    N symbols of any type fewer                        sum
``attack_cost_type_less``   the cost with symbols of one type removed          chained (II-D-12;
                            ``(mon, attack, cost)``, :func:`without_symbol`)
``alt_attack_cost``         a cost tuple, or None                              first (II-E-32)
``energy_units``            new units tuple for one attached Energy            chained
``types``                   new types tuple                                    chained (II-D-07)
``weakness``                new Weakness type (None = no Weakness)             chained; the
                            printed modifier (×2, +N) stays (:func:`weaknesses`)
``resistance``              new Resistance type (None = no Resistance)         chained; the
                            printed −N stays (:func:`resistances`)
``granted_abilities``       Abilities ``mon`` may use that a card gives it     concatenated
                            (a Seal Stone's VSTAR Power) ``(mon)``
``no_ability_kind``         True: Abilities of this kind (``"poke_body"``...)  any (III-15 R1)
                            don't work ``(mon, kind)``
``keep_turn_on_mega``       True: Mega Evolving ``mon`` into ``card`` does not any (III-15 R4)
                            end the turn ``(mon, card)``
``no_abilities``            True: the Pokémon has no Abilities                 any (II-D-13)
``no_card_abilities``       True: the player's Pokémon cards in the hand and   any (II-D-13)
                            the discard pile have no Abilities ``(player)``
``no_tool_effects``         True: its Tools have no effect                     any (RC-139)
``damage_dealt``            damage change from the attacker's side             sum (P2 step 2)
``damage_taken``            damage change on the defender's side               sum (P2 step 5)
``prevent_damage``          True: prevent the damage                           any (II-C-16)
``prevent_damage_of``       True: prevent this amount ``(a, target, dmg)``     any (II-C-16)
``prevent_attack_effects``  True: not affected by the attack's effects         any (II-C-17)
``prevent_trainer_effects`` True: not affected by this Item/Supporter played   any (II-E-29)
``prevent_trainer_effects_on_stadium``  True: the Stadium in play is not       any (II-E-29,
                            affected by this Item/Supporter ``(player, card)``  RC-223)
``prevent_ability_effects`` True: not affected by that player's Pokémon's      any
                            Abilities ``(player, target)``
``cant_attack``             True: this attack can't be used                    any (II-C-15)
``cant_retreat``            True: can't retreat                                any (II-C-14)
``cant_play``               True: the player can't play this card from hand    any (II-C-19)
``bench_size``              new Bench size                                     chained
``evolve_first_turn``       True: may evolve during its owner's first turn     any (RC-182)
``evolve_same_turn``        True: may evolve the turn it came into play        any (RC-182)
``may_evolve_into``         True: this card from hand may evolve it anyway     any (I-A-05 R1)
``no_conditions``           True: can't be affected by Special Conditions      any
``no_condition``            True: can't be affected by this one condition      any (III-07)
``poison_set``/``burn_set`` counters "become N"                                max (II-E-16)
``poison_more``/``burn_more``  N more counters                                 sum (II-E-17)
``prizes``                  change in Prize cards taken for a KO               sum (III-14 R2)
``ko_to_hand``              True: Knocked Out, its cards go to the hand        any (I-D P8 step 3)
                            instead of the discard pile ``(mon, ko)``
``ko_to_lost``              True: Knocked Out, its Pokémon cards go to the     any (III-01 R11)
                            Lost Zone instead of the discard pile ``(mon, ko)``
``prevent_counters``        True: counters from this effect are not placed     any
``counters_stay``           True: damage counters on it can't be moved         any (II-C-08)
``no_energy_from_hand``     True: Energy can't be attached to it from a hand   any
``retreat_may_fail``        True: its owner flips on Retreat, tails: no Retreat any
``extra_attack``            True: may attack again after a KO                  any
``first_turn_attack``       True: may attack during the first player's turn 1  any (III-04 R4)
``survive_knockout``        True: not Knocked Out, its remaining HP becomes 10 any (II-D-14)
``kept_out_of_hand``        True: it and its attached cards can't go to a hand any (102 Milotic)
``endure_knockout``         True: the same at any HP (may flip a coin)         any
``reflip_coins``            True: the coins just flipped for this attack may   list
                            be ignored and flipped again ``(a)``
``keep_confusion``          True: stays Confused when it evolves or devolves   any (I-A-05 R5)
``tool_limit``              how many Pokémon Tools it may have                 max, at least 1 (I-B-02 R2)
==========================  =================================================  =============

Ancient Traits (XY; a card fact, not an Ability: Ability locks don't reach them) are
applied where their rule acts, each in one place: θ Stop (:func:`ability_effects_prevented`),
Ω Barrier (:func:`trainer_effects_prevented`), θ Double (:func:`tool_limit`), Δ Wild
(:func:`damage_taken_change`), Δ Evolution and θ Max (:mod:`.evolution`), α Growth
(:mod:`.energy`), Ω Barrage (:mod:`.attack`), Δ Plus (:mod:`.knockout`), α Recovery
(:func:`ptcg.effects.pokemon.heal`).
"""

from __future__ import annotations

from ..cards.db import ABILITY, BREAK, CARD_LIST
from ..registry import ENERGIES, LASTING, _Tables, tables
from ..types import ALL_TYPES, ALL_TYPES_WITH_FAIRY, COLORLESS_BIT, bit
from .game_cards import answerable


def effect_in_force(g, e) -> bool:
    """II-E-01/02/22/23: in force during turns start..end; Checkups only if ``checkups``."""
    t = g.turn
    if t < e.start or t > e.end:
        return False
    if g.in_checkup:
        return e.checkups and t < e.end
    return True


def lasting_effects(g, query: str):
    """(handler, effect) pairs of the lasting effects answering ``query`` now."""
    handlers = LASTING.get(query)
    if not handlers or not g.effects:
        return ()
    out = []
    for e in g.effects:
        fn = handlers.get(e.kind)
        if fn is not None and effect_in_force(g, e):
            out.append((fn, e))
    return out


class frozen_board:
    """``with frozen_board(g):`` — while the board can't change (listing the legal actions,
    checking for Knock Outs), remember which cards answer each query instead of scanning
    the board again for every question.  Nested uses share the outer memo."""

    __slots__ = ("g", "outer")

    def __init__(self, g):
        self.g = g

    def __enter__(self):
        self.outer = self.g.qmemo
        if self.outer is None:
            self.g.qmemo = _Frozen(self.g)
        return self.g

    def __exit__(self, *exc):
        if self.outer is None:
            self.g.qmemo = None
        return False


class _Frozen:
    """What is remembered while the board is frozen: the queries something may answer
    (``maybe``), each query's entries on the board (found on first use), its sources,
    whether anything answers it, and a few derived values (``misc``)."""

    __slots__ = ("maybe", "split", "index", "sources", "unchecked", "answered", "misc", "ctx")

    def __init__(self, g):
        cards = answerable(g)
        # query -> the cards that answer it, by place: this game's (.game_cards), or all
        self.split = cards.split if cards is not None else tables().passive_split
        self.maybe = _maybe_answered(g, cards)
        self.index: dict = {}      # query -> board entries (fn, holder, inst, ability index)
        self.sources: dict = {}
        self.unchecked: dict = {}
        self.answered: dict = {}   # query -> whether some card or lasting effect answers it
        self.misc: dict = {}
        self.ctx = None            # the Context the checks share (context.check_context)


# ``frozen_memo(g)``: a memo for ``g`` while its board can't change; set it as ``g.qmemo``
# for that time and back to None after (what :class:`frozen_board` does, for hot callers,
# which make it with one call)
frozen_memo = _Frozen


def _maybe_answered(g, cards) -> frozenset:
    """The queries that a card of this game (``cards``, up to date; any card, for a state
    without :class:`~.game_cards.GameCards`) or a lasting effect now recorded may answer:
    any other query has its printed value, with no need to look at the board."""
    maybe = cards.queries if cards is not None else frozenset(tables().passive_by_card)
    if g.effects:
        # read from LASTING itself, which a test may change without the registry knowing
        kinds = {e.kind for e in g.effects}
        more = [q for q, handlers in LASTING.items() if q not in maybe and not kinds.isdisjoint(handlers)]
        if more:
            maybe = maybe.union(more)
    return maybe


def _no_card_answers(g, query: str) -> bool:
    """True when no card of this game can answer ``query`` (:mod:`.game_cards`): then
    the board need not be looked at."""
    cards = g.cards_in_game
    if cards is None:
        return False
    if not _Tables.built or cards.tables is not _Tables.passive_by_card:
        cards.refresh()
    return query not in cards.queries


def _lasting_answers(g, query: str) -> bool:
    """Whether a lasting effect in force answers ``query``."""
    if not g.effects:
        return False
    handlers = LASTING.get(query)
    if handlers:
        for e in g.effects:
            if e.kind in handlers and effect_in_force(g, e):
                return True
    return False


def abilities_work(g, mon) -> bool:
    """Whether ``mon``'s Abilities exist now (II-D-13: "has no Abilities")."""
    memo = g.qmemo
    if memo is not None and "no_abilities" not in memo.maybe:
        return True
    for fn, holder, inst in passive_sources(g, "no_abilities", check_abilities=False):
        if fn(g, holder, inst, mon):
            return False
    if g.effects:
        for fn, e in lasting_effects(g, "no_abilities"):
            if fn(g, e, mon):
                return False
    return True


def stopped_by_conditions(mon, stops_under: str) -> bool:
    """Whether a Poké-Power (or Pokémon Power) whose text stops it under Special Conditions
    can't be used now: under any Special Condition (``"any_condition"``, most Poké-Powers)
    or while Asleep, Confused or Paralyzed (``"asleep_confused_paralyzed"``, the first
    sets' Pokémon Powers).  The rule is the card's, not a seed's (III-15 R1, U20)."""
    if stops_under == "any_condition":
        return mon.has_condition()
    return bool(mon.rotation)


def card_abilities_work(g, player: int) -> bool:
    """Whether the Abilities of ``player``'s Pokémon cards in the hand and the discard pile
    exist now (II-D-13; II-E-18 Abilities used from there)."""
    for fn, e in lasting_effects(g, "no_card_abilities"):
        if fn(g, e, player):
            return False
    return True


def ability_works(g, mon, ab) -> bool:
    """Whether the Ability ``ab`` of ``mon`` works now: its Abilities exist (II-D-13), no
    effect stops Abilities of its kind (a Poké-Body blocker stops Poké-Bodies only,
    III-15 R1), and a Power whose text stops it under Special Conditions is not under
    them (an always-on Pokémon Power too: 109037 Lanturn — Hydroelectric Power)."""
    if not abilities_work(g, mon):
        return False
    if ab.kind == ABILITY:
        return True
    if ab.stops_under is not None and stopped_by_conditions(mon, ab.stops_under):
        return False
    for fn, holder, inst in passive_sources(g, "no_ability_kind", check_abilities=False):
        if fn(g, holder, inst, mon, ab.kind):
            return False
    for fn, e in lasting_effects(g, "no_ability_kind"):
        if fn(g, e, mon, ab.kind):
            return False
    return True


def abilities_of(g, mon) -> tuple:
    """The Abilities ``mon`` has, as printed: its own, then, for a BREAK or LV.X Pokémon,
    those of the card under it, which it keeps (III-15 R2, R3).  The main phase's
    ``("ability", position, index)`` actions index this tuple."""
    card = CARD_LIST[mon.cid]
    out = card.abilities
    if card.keeps_under and len(mon.cards) > 1:
        out = out + CARD_LIST[mon.cards[-2] >> 7].abilities
    if not quiet(g, "granted_abilities"):
        for fn, holder, inst in passive_sources(g, "granted_abilities"):
            out = out + tuple(fn(g, holder, inst, mon) or ())
    return out


def attacks_of(mon) -> tuple:
    """The attacks ``mon`` has, as printed: its own, then, for a BREAK or LV.X Pokémon, those
    of the card under it (III-15 R2, R3)."""
    card = CARD_LIST[mon.cid]
    if card.keeps_under and len(mon.cards) > 1:
        return card.attacks + CARD_LIST[mon.cards[-2] >> 7].attacks
    return card.attacks


def tools_work(g, mon) -> bool:
    for fn, holder, inst in passive_sources(g, "no_tool_effects"):
        if fn(g, holder, inst, mon):
            return False
    return True


def quiet(g, *queries) -> bool:
    """Whether no card in play and no lasting effect answers any of ``queries`` now: the
    printed value stands, with no need to fold anything (a fast path, memoised while the
    board is frozen)."""
    memo = g.qmemo
    if memo is None:
        cards = g.cards_in_game
        if (cards is not None and not g.effects and cards.queries.isdisjoint(queries)
                and cards.tables is _Tables.passive_by_card and _Tables.built):
            return True                # no card of the game can answer them (.game_cards)
    else:
        if memo.maybe.isdisjoint(queries):
            return True
        found = memo.misc.get(queries)
        if found is not None:
            return found
        answer = True
        for q in queries:
            if not _silent(g, q):
                answer = False
                break
        memo.misc[queries] = answer
        return answer
    for q in queries:
        if passive_sources(g, q) or lasting_effects(g, q):
            return False
    return True


def _entries(g, memo, query: str) -> list:
    """The board's entries for ``query``, in board order (found on the first question about
    it while the board is frozen)."""
    found = memo.index.get(query)
    if found is None:
        found = memo.index[query] = _scan(g, memo.split.get(query))
    return found


def _scan(g, split) -> list:
    """[(fn, holder, inst, ability index, or -2 for a Tool, -1 for an Energy or the Stadium)]
    of the always-on card effects on the board registered for a query, in board order:
    the turn player's Pokémon first, each with its Ability (and those it keeps from the
    card under it), Tools, then Energy; the Stadium last.  Only the places where a card of
    this game answers it are looked at (``split``: its cards by place, see _Frozen)."""
    if split is None:
        return []
    as_mon, as_tool, as_energy, as_stadium = split
    inheritors = _Tables.inheritors
    out = []
    if as_mon is not None or as_tool is not None or as_energy is not None:
        for p in (g.players[g.current], g.players[1 - g.current]):
            a = p.active
            for mon in ((a, *p.bench) if a is not None else p.bench):
                if as_mon is not None:
                    lst = as_mon.get(mon.cid)
                    if lst is not None:
                        top = mon.cards[-1]
                        for fn, idx in lst:
                            out.append((fn, mon, top, idx))
                        if inheritors and mon.cid in inheritors and len(mon.cards) > 1:    # III-15 R2/R3
                            under = mon.cards[-2]
                            for fn, idx in as_mon.get(under >> 7, ()):
                                if idx >= 0:
                                    out.append((fn, mon, under, idx))
                if as_tool is not None and mon.tools:
                    for tool in mon.tools:
                        for fn, idx in as_tool.get(tool >> 7, ()):
                            out.append((fn, mon, tool, -2))
                if as_energy is not None and mon.energy:
                    for en in mon.energy:
                        for fn, idx in as_energy.get(en >> 7, ()):
                            out.append((fn, mon, en, -1))
    if as_stadium is not None and g.stadium is not None:
        for fn, idx in as_stadium.get(g.stadium >> 7, ()):
            out.append((fn, None, g.stadium, -1))
    return out


def _from_index(g, memo, query: str, check_abilities: bool) -> list:
    entries = _entries(g, memo, query)
    kinds = _Tables.kind_blockers
    out = []
    if entries:
        seen = None
        works: dict = {}
        # what nothing on this frozen board can answer is not asked per entry
        suppressible = "no_abilities" in memo.maybe
        tools_stoppable = "no_tool_effects" in memo.maybe and query != "no_tool_effects"
        for fn, holder, inst, idx in entries:
            if idx >= 0 and check_abilities:       # an Ability: unless suppressed (II-D-13)
                if suppressible:
                    ok = works.get(holder.uid)
                    if ok is None:
                        ok = works[holder.uid] = abilities_work(g, holder)
                    if not ok:
                        continue
                if kinds and not ability_works(g, holder, CARD_LIST[inst >> 7].abilities[idx]):
                    continue
                if getattr(fn, "no_stack", False):  # II-E-15, once per side
                    if seen is None:
                        seen = set()
                    if (fn, holder.owner) in seen:
                        continue
                    seen.add((fn, holder.owner))
            elif idx == -2 and tools_stoppable and not tools_work(g, holder):
                continue                            # a Tool with no effect (RC-139)
            out.append((fn, holder, inst))
    (memo.sources if check_abilities else memo.unchecked)[query] = out
    return out


def passive_sources(g, query: str, check_abilities: bool = True):
    """Every always-on card effect registered for ``query``, as (fn, holder, inst)."""
    memo = g.qmemo
    if memo is not None:
        if query not in memo.maybe:
            return ()
        found = (memo.sources if check_abilities else memo.unchecked).get(query)
        if found is not None:
            return found
        return _from_index(g, memo, query, check_abilities)
    if _no_card_answers(g, query):
        return ()
    cards = g.cards_in_game
    if cards is not None:
        # up to date (_no_card_answers): the registry's table cut to this game's cards
        split = cards.split.get(query)
    else:
        if not _Tables.built:
            tables()
        split = _Tables.passive_split.get(query)
    if split is None:
        return ()
    as_mon, as_tool, as_energy, as_stadium = split
    inheritors = _Tables.inheritors
    kinds = _Tables.kind_blockers
    out = []
    seen = None
    # Tools work unless a card of the game can say they have no effect (RC-139): asked once
    # here, not per Tool (tools_work finds no source then)
    tools_checked = as_tool is None or query == "no_tool_effects" or _no_card_answers(g, "no_tool_effects")
    # only a Stadium answers it (e.g. a Bench size): the Pokémon in play need not be walked
    players = (() if as_mon is None and as_tool is None and as_energy is None
               else (g.players[g.current], g.players[1 - g.current]))
    for p in players:
        for mon in p.in_play():
            if as_mon is not None:
                lst = as_mon.get(mon.cid)
                if lst is not None:
                    works = None             # an Ability works unless suppressed (II-D-13)
                    for fn, idx in lst:
                        if idx >= 0 and check_abilities:
                            if works is None:
                                works = abilities_work(g, mon)
                            if not works:
                                continue
                            if kinds and not ability_works(g, mon, CARD_LIST[mon.cid].abilities[idx]):
                                continue
                        # II-E-15: an effect that "doesn't stack" counts once per side
                        # (the opponent's copy must not hide this player's own)
                        if getattr(fn, "no_stack", False):
                            if seen is None:
                                seen = set()
                            if (fn, p.index) in seen:
                                continue
                            seen.add((fn, p.index))
                        out.append((fn, mon, mon.top))
                    if inheritors and mon.cid in inheritors and len(mon.cards) > 1:    # III-15 R2/R3
                        out.extend(_inherited_sources(g, as_mon, mon, check_abilities))
            if as_tool is not None and mon.tools:
                for tool in mon.tools:
                    lst = as_tool.get(tool >> 7)
                    if lst is not None and (tools_checked or tools_work(g, mon)):
                        for fn, idx in lst:
                            out.append((fn, mon, tool))
            if as_energy is not None and mon.energy:
                for en in mon.energy:
                    lst = as_energy.get(en >> 7)
                    if lst is not None:
                        for fn, idx in lst:
                            out.append((fn, mon, en))
    if as_stadium is not None and g.stadium is not None:
        lst = as_stadium.get(g.stadium >> 7)
        if lst is not None:
            for fn, idx in lst:
                out.append((fn, None, g.stadium))
    return out


def _inherited_sources(g, as_mon: dict, mon, check_abilities: bool) -> list:
    """(fn, holder, inst) of the Abilities that ``mon``, a BREAK or LV.X Pokémon, keeps from
    the card under it (III-15 R2, R3); ``inst`` is that card."""
    under = mon.cards[-2]
    card = CARD_LIST[under >> 7]
    out = []
    for fn, idx in as_mon.get(under >> 7, ()):
        if idx < 0:
            continue
        if check_abilities and not ability_works(g, mon, card.abilities[idx]):
            continue
        out.append((fn, mon, under))
    return out


def _silent(g, query: str) -> bool:
    """True when nothing answers ``query`` now, so the fold can be skipped: no card of the
    game can, or (while the board is frozen) none on the board does, and no lasting
    effect in force does.  Outside a frozen board it may say False (unknown)."""
    memo = g.qmemo
    if memo is not None:
        if query not in memo.maybe:
            return True
        found = memo.answered.get(query)
        if found is None:
            found = _answered(g, memo, query)
        return not found
    cards = g.cards_in_game
    if (cards is not None and not g.effects and query not in cards.queries
            and cards.tables is _Tables.passive_by_card and _Tables.built):
        return True
    if _no_card_answers(g, query):
        return not _lasting_answers(g, query)
    memo = g.qmemo
    if memo is None:
        return False
    found = memo.answered.get(query)
    if found is None:
        found = _answered(g, memo, query)
    return not found


def _answered(g, memo, query: str) -> bool:
    found = memo.answered[query] = bool(_entries(g, memo, query)) or _lasting_answers(g, query)
    return found


# The folds.  Each first asks, inline because they run so often, whether anything can
# answer the query: on a frozen board, whether it is among the queries that the game's
# cards or the lasting effects may answer (``_Frozen.maybe``); otherwise whether a card of
# the game can answer it at all (see _no_card_answers; the sets are used only while they
# match the registry's tables).

def _any(g, query: str, *args) -> bool:
    memo = g.qmemo
    if memo is not None:
        if query not in memo.maybe:
            return False
        sources = memo.sources.get(query)
        if sources is None:
            sources = _from_index(g, memo, query, True)
    else:
        cards = g.cards_in_game
        if (cards is not None and query not in cards.queries and cards.tables is _Tables.passive_by_card
                and _Tables.built):
            if not g.effects:
                return False
            sources = ()
        else:
            sources = passive_sources(g, query)
    for fn, holder, inst in sources:
        if fn(g, holder, inst, *args):
            return True
    if g.effects:
        for fn, e in lasting_effects(g, query):
            if fn(g, e, *args):
                return True
    return False


def _sum(g, query: str, *args) -> int:
    memo = g.qmemo
    if memo is not None:
        if query not in memo.maybe:
            return 0
        sources = memo.sources.get(query)
        if sources is None:
            sources = _from_index(g, memo, query, True)
    else:
        cards = g.cards_in_game
        if (cards is not None and query not in cards.queries and cards.tables is _Tables.passive_by_card
                and _Tables.built):
            if not g.effects:
                return 0
            sources = ()
        else:
            sources = passive_sources(g, query)
    total = 0
    for fn, holder, inst in sources:
        total += fn(g, holder, inst, *args) or 0
    if g.effects:
        for fn, e in lasting_effects(g, query):
            total += fn(g, e, *args) or 0
    return total


def _chain(g, query: str, value, *args):
    memo = g.qmemo
    if memo is not None:
        if query not in memo.maybe:
            return value
        sources = memo.sources.get(query)
        if sources is None:
            sources = _from_index(g, memo, query, True)
    else:
        cards = g.cards_in_game
        if (cards is not None and query not in cards.queries and cards.tables is _Tables.passive_by_card
                and _Tables.built):
            if not g.effects:
                return value
            sources = ()
        else:
            sources = passive_sources(g, query)
    for fn, holder, inst in sources:
        value = fn(g, holder, inst, *args, value)
    if g.effects:
        for fn, e in lasting_effects(g, query):
            value = fn(g, e, *args, value)
    return value


# -- HP ---------------------------------------------------------------------------------
def max_hp(g, mon) -> int:
    """II-D-15: printed HP plus changes for Pokémon in play."""
    return CARD_LIST[mon.cid].hp + _sum(g, "max_hp", mon)


def max_hps(g, mons) -> list:
    """The maximum HP of each of ``mons`` (:func:`max_hp`), with one look at the board for
    all of them (the same sources, folded in the same order)."""
    sources = passive_sources(g, "max_hp")
    lasting = lasting_effects(g, "max_hp") if g.effects else ()
    if not sources and not lasting:
        return [CARD_LIST[mon.cid].hp for mon in mons]
    out = []
    for mon in mons:
        hp = CARD_LIST[mon.cid].hp
        for fn, holder, inst in sources:
            hp += fn(g, holder, inst, mon) or 0
        for fn, e in lasting:
            hp += fn(g, e, mon) or 0
        out.append(hp)
    return out


def remaining_hp(g, mon) -> int:
    """II-D-16: maximum HP minus damage."""
    return max_hp(g, mon) - mon.damage


# -- types, Weakness, Resistance -----------------------------------------------------------
def types(g, mon) -> tuple:
    """II-D-07: the Pokémon's type(s) now (two printed types on some older cards)."""
    return _chain(g, "types", CARD_LIST[mon.cid].types, mon)


def has_type(g, mon, t: int) -> bool:
    return t in types(g, mon)


def stats_card(mon):
    """The card whose Weakness, Resistance and Retreat Cost ``mon`` has: its own, or for a
    BREAK Evolution the card under it (III-15 R3: it keeps those of the previous one)."""
    c = CARD_LIST[mon.cid]
    if c.stage == BREAK and len(mon.cards) > 1:
        return CARD_LIST[mon.cards[-2] >> 7]
    return c


def weakness(g, mon):
    """The Weakness type now, or None (II-D-13: "has no Weakness")."""
    c = CARD_LIST[mon.cid]
    if c.stage == BREAK:
        c = stats_card(mon)
    return _chain(g, "weakness", c.weakness, mon)


def resistance(g, mon):
    c = CARD_LIST[mon.cid]
    if c.stage == BREAK:
        c = stats_card(mon)
    return _chain(g, "resistance", c.resistance, mon)


def weaknesses(g, mon) -> tuple:
    """The Weakness now as ``((type, op, value), ...)``: the printed entries (×2, or +10..+40
    before Black & White; two types on some cards, III-02 R4), after the ``weakness``
    effects, which change the type and keep the printed modifier ("has no Weakness" takes
    them all away)."""
    printed = stats_card(mon).weaknesses
    return _typed_change(printed, weakness(g, mon), ("x", 2))


def resistances(g, mon) -> tuple:
    """The Resistance now as ``((type, "-", value), ...)`` (−30, or −20 from Diamond & Pearl
    to Sun & Moon), after the ``resistance`` effects (see :func:`weaknesses`)."""
    printed = stats_card(mon).resistances
    return _typed_change(printed, resistance(g, mon), ("-", 30))


def _typed_change(printed: tuple, now, default: tuple) -> tuple:
    first = printed[0][0] if printed else None
    if now == first:
        return printed
    if now is None:
        return ()
    return ((now,) + (printed[0][1:] if printed else default),)


# -- Energy ------------------------------------------------------------------------------
def energy_units(g, mon, inst) -> tuple:
    """The Energy units the attached card ``inst`` provides now (I-C, II-D-08).

    A unit is a mask of the types it can pay for; Basic Energy provides one unit of its
    type; a Special Energy says what it provides through its registration.
    """
    units = _card_units(g, mon, inst)
    if quiet(g, "energy_units"):
        return units
    return _chain(g, "energy_units", units, mon, inst)


def _card_units(g, mon, inst) -> tuple:
    """The units ``inst`` attached to ``mon`` provides by itself, before ``energy_units``."""
    c = CARD_LIST[inst >> 7]
    if c.kind == "basic_energy":
        return _BASIC_UNITS[c.energy_type]
    spec = ENERGIES.get(c.key)
    units = spec.provides(g, mon, inst) if spec is not None and spec.provides else (COLORLESS_BIT,)
    if g.rules.fairy and ALL_TYPES in units:
        # III-19 #13: where the Fairy type exists, "every type" includes it
        units = tuple(ALL_TYPES_WITH_FAIRY if u == ALL_TYPES else u for u in units)
    return units


_BASIC_UNITS = {t: (bit(t),) for t in range(11)}


def attached_units(g, mon) -> list:
    """All units provided by the Energy attached to ``mon`` (memoised per Pokémon while the
    board is frozen)."""
    memo = g.qmemo
    if memo is not None:
        found = memo.misc.get(mon.uid)
        if found is not None:
            return found
    out = []
    if memo is not None and "energy_units" not in memo.maybe:
        for inst in mon.energy:                # nothing changes what the cards provide
            out.extend(_card_units(g, mon, inst))
        memo.misc[mon.uid] = out
        return out
    for inst in mon.energy:
        out.extend(energy_units(g, mon, inst))
    if memo is not None:
        memo.misc[mon.uid] = out
    return out


def count_units(g, mon, t=None) -> int:
    """Energy attached to ``mon`` (of type ``t`` if given), counted in units (III-17)."""
    if t is None:
        return len(attached_units(g, mon))
    b = bit(t)
    return sum(1 for u in attached_units(g, mon) if u & b)


def can_pay(cost, units) -> bool:
    """Whether the units pay the cost: each typed symbol needs a unit of that type,
    Colorless symbols any unit (I-A-01 R2).  Single-type units pay their own type first;
    the rest are matched most-specific first, which is exact for the nested masks cards
    produce (one type, two types, all types)."""
    if len(units) < len(cost):
        return False
    short = None                       # typed symbols single-type units can't pay
    have = None
    for t in cost:
        if t:
            if have is None:
                have = {}
                for u in units:
                    have[u] = have.get(u, 0) + 1
            b = 1 << t
            k = have.get(b, 0)
            if k:
                have[b] = k - 1
            else:
                if short is None:
                    short = []
                short.append(b)
    if short is None:
        return True                    # every unit left over can pay a Colorless symbol
    pool = sorted((u for u in units if u & (u - 1)), key=_popcount)
    for need in short:
        for i, u in enumerate(pool):
            if u & need:
                del pool[i]
                break
        else:
            return False
    return True


def _popcount(m: int) -> int:
    return bin(m).count("1")


# -- costs -------------------------------------------------------------------------------
def retreat_cost(g, mon) -> int:
    """II-D-10..13: printed cost, plus "more", minus "less", and "none" beats both.  A BREAK
    Pokémon has the previous Evolution's printed cost (III-15 R3)."""
    printed = stats_card(mon).retreat
    memo = g.qmemo
    if memo is not None and "no_retreat_cost" not in memo.maybe and "retreat_cost" not in memo.maybe:
        return max(0, printed)          # nothing can change it on this frozen board
    if _any(g, "no_retreat_cost", mon):
        return 0
    return max(0, printed + _sum(g, "retreat_cost", mon))


def attack_cost(g, mon, attack, spec=None) -> tuple:
    """II-D-09, II-D-11..13, II-E-32: the Energy needed to use ``attack`` now."""
    if spec is not None and spec.cost is not None:
        alt = spec.cost(g, mon, attack)
        if alt is not None:
            return tuple(alt)          # II-E-32 R2: other cost changes do not apply
    if quiet(g, *_COST_QUERIES):
        return attack.cost
    for fn, holder, inst in passive_sources(g, "alt_attack_cost"):
        alt = fn(g, holder, inst, mon, attack)
        if alt is not None:
            return tuple(alt)
    if _any(g, "attack_cost_none", mon, attack):
        return ()
    delta = _sum(g, "attack_cost", mon, attack)
    cost = attack.cost
    if delta > 0:
        cost = tuple(cost) + (0,) * delta
    elif delta < 0:
        cost = list(cost)
        for _ in range(-delta):
            if 0 in cost:                # "less" removes Colorless symbols only (RC-132)
                cost.remove(0)
        cost = tuple(cost)
    fewer = _sum(g, "attack_cost_any_less", mon, attack)
    cost = _without_any(g, mon, cost, fewer) if fewer > 0 else cost
    return _chain(g, "attack_cost_type_less", cost, mon, attack)


_COST_QUERIES = ("alt_attack_cost", "attack_cost_none", "attack_cost", "attack_cost_any_less",
                 "attack_cost_type_less")
COST_QUERIES = frozenset(_COST_QUERIES)       # the queries that change what an attack costs


def without_symbol(cost: tuple, t: int) -> tuple:
    """``cost`` with one symbol of type ``t`` removed ("cost {L} less", II-D-12); a cost
    without that symbol is not reduced (as RC-132 reads "cost {C} less")."""
    if t not in cost:
        return tuple(cost)
    cost = list(cost)
    cost.remove(t)
    return tuple(cost)


def _without_any(g, mon, cost: tuple, n: int) -> tuple:
    """``cost`` with ``n`` symbols of any type removed ("costs 1 Energy less; the Energy can
    be of any type", 1165 Sparkling Crystal): each removal takes a symbol whose absence lets
    the attached Energy pay the rest if there is one, else a Colorless one, else the first."""
    units = attached_units(g, mon)
    cost = list(cost)
    for _ in range(min(n, len(cost))):
        options = sorted(set(cost), key=lambda t: t == 0)
        pick = next((t for t in options
                     if can_pay([c for i, c in enumerate(cost) if i != cost.index(t)], units)),
                    0 if 0 in cost else cost[0])
        cost.remove(pick)
    return tuple(cost)


# -- abilities of one Pokémon -------------------------------------------------------------
def can_attack_with(g, mon, attack) -> bool:
    """False when an effect says this Pokémon can't use this attack (II-C-15)."""
    return not _any(g, "cant_attack", mon, attack)


def can_retreat(g, mon) -> bool:
    return not _any(g, "cant_retreat", mon)


def active_locked(g, player: int) -> bool:
    """Whether an effect keeps ``player``'s Active Pokémon where it is: a switch by an
    attack, a Power or Ability, or a Trainer card does nothing (109030 Croconaw — Jaw
    Clamp).  Retreating is ``can_retreat``'s; a Knock Out's promotion is not a switch."""
    return _any(g, "active_locked", player)


def is_item(g, card) -> bool:
    """Whether ``card`` counts as an Item card: Items, and Pokémon Tools under the reading
    that a Tool is an Item attached to a Pokémon (III-19 #17, ``Ruleset.tool_is_item``)."""
    return card.kind == "item" or (card.kind == "tool" and g.rules.tool_is_item)


def can_play(g, player: int, card) -> bool:
    """II-C-19: whether an effect stops ``player`` playing ``card`` from hand."""
    return not _any(g, "cant_play", player, card)


def bench_size(g, player: int) -> int:
    return _chain(g, "bench_size", g.rules.bench_size, player)


def evolve_first_turn(g, mon, card) -> bool:
    """RC-182: an effect lets ``mon`` evolve during its owner's first turn."""
    return _any(g, "evolve_first_turn", mon, card)


def evolve_same_turn(g, mon, card) -> bool:
    """RC-182: an effect lets ``mon`` evolve during the turn it came into play or evolved."""
    return _any(g, "evolve_same_turn", mon, card)


def keeps_turn_on_mega(g, mon, card) -> bool:
    """III-15 R4: an effect (a Spirit Link Tool) keeps the turn going when ``mon`` Mega
    Evolves into ``card``."""
    return _any(g, "keep_turn_on_mega", mon, card)


def may_attack_first_turn(g, mon) -> bool:
    """An effect lets ``mon`` attack during the first player's first turn (III-04 R4 lifted,
    e.g. 525 Meloetta ex — Debut Performance)."""
    return _any(g, "first_turn_attack", mon)


def may_evolve_into(g, mon, card) -> bool:
    """I-A-05 R1 exception: an effect lets ``card`` played from hand evolve ``mon`` though
    its evolution mark names another Pokémon (249 Eevee ex — Rainbow DNA)."""
    return _any(g, "may_evolve_into", mon, card)


def conditions_blocked(g, mon) -> bool:
    return _any(g, "no_conditions", mon)


def condition_blocked(g, mon, name: str) -> bool:
    """Whether ``mon`` can't be affected by the Special Condition ``name`` ("asleep",
    "paralyzed", "confused", "poisoned", "burned"), e.g. 250 Hoothoot — Insomnia."""
    return _any(g, "no_condition", mon, name)


def poison_counters(g, mon) -> int:
    """II-E-16/17: the largest "becomes N" applies once, then every "N more" is added."""
    base = mon.poison
    for fn, holder, inst in passive_sources(g, "poison_set"):
        base = max(base, fn(g, holder, inst, mon) or 0)
    return base + _sum(g, "poison_more", mon)


def burn_counters(g, mon) -> int:
    base = mon.burn
    for fn, holder, inst in passive_sources(g, "burn_set"):
        base = max(base, fn(g, holder, inst, mon) or 0)
    return base + _sum(g, "burn_more", mon)


# -- damage (P2) ---------------------------------------------------------------------------
def damage_dealt_change(g, a, target) -> int:
    """P2 step 2: the sum of effects on the attacking Pokémon."""
    return _sum(g, "damage_dealt", a, target)


def damage_taken_change(g, a, target) -> int:
    """P2 step 5: the sum of effects on the Pokémon receiving the damage (and the Ancient
    Trait Δ Wild: 20 less from the opponent's {G}, {R}, {W} and {L} Pokémon)."""
    change = _sum(g, "damage_taken", a, target)
    if CARD_LIST[target.cid].ancient_trait == "Δ Wild" and a.player != target.owner and (
            set(types(g, a.attacker)) & _WILD_TYPES):
        change -= 20
    return change


_WILD_TYPES = {1, 2, 3, 4}      # Grass, Fire, Water, Lightning


def damage_prevented(g, a, target, dmg: int | None = None) -> bool:
    """P2 step 6 (II-C-16); with ``dmg``, the damage worked out by steps 1-5, also the
    effects that prevent damage of some amounts only (e.g. 158 Drednaw — Impervious Shell)."""
    if _any(g, "prevent_damage", a, target):
        return True
    return dmg is not None and _any(g, "prevent_damage_of", a, target, dmg)


def survives_knockout(g, a, target) -> bool:
    """II-D-14 (RC-142): an effect keeps ``target``, at full HP and about to be Knocked Out
    by this attack's damage, in play with 10 HP left."""
    return _any(g, "survive_knockout", a, target)


def endures_knockout(g, a, target) -> bool:
    """Like :func:`survives_knockout` without the full-HP condition: ``target``, about to be
    Knocked Out by this attack's damage, stays in play with 10 HP left (886 Mega Hawlucha ex
    — Tenacious Body; its handler flips a coin, so this is asked only in that case)."""
    return _any(g, "endure_knockout", a, target)


def coin_reflips(g, a) -> list:
    """The cards (instances) that would now let the attacking player ignore the coins just
    flipped for the attack ``a`` and flip them again (1420 Backtrack Badge); see
    :func:`ptcg.rules.attack.resolve`."""
    return [inst for fn, holder, inst in passive_sources(g, "reflip_coins") if fn(g, holder, inst, a)]


def attack_effects_prevented(g, a, target) -> bool:
    """II-C-17: ``target`` is not affected by the effects of this attack."""
    return _any(g, "prevent_attack_effects", a, target)


def trainer_effects_prevented(g, player: int, card_id: int, target) -> bool:
    """II-E-29: ``target`` is not affected by the card ``card_id`` that ``player`` played
    from hand, when it is an Item or Supporter (the card can still be played, R2)."""
    card = CARD_LIST[card_id] if card_id else None
    if card is None or not (card.kind == "supporter" or is_item(g, card)):
        return False
    if (player != target.owner and card.kind != "tool"
            and CARD_LIST[target.cid].ancient_trait == "Ω Barrier"):
        return True                              # Ancient Trait: the opponent's Trainer cards
    return _any(g, "prevent_trainer_effects", player, card, target)


def stadium_trainer_effects_prevented(g, player: int, card_id: int) -> bool:
    """II-E-29 (RC-223): the Stadium in play is not affected by the Item or Supporter
    ``card_id`` that ``player`` played from hand (Thunder Mountain ◇)."""
    card = CARD_LIST[card_id]
    if not (card.kind == "supporter" or is_item(g, card)):
        return False
    return _any(g, "prevent_trainer_effects_on_stadium", player, card)


def ability_effects_prevented(g, player: int, target) -> bool:
    """Whether ``target`` is not affected by the effects of the Abilities of ``player``'s
    Pokémon (e.g. 1040 Mega Clefable ex — Luminous Wing; damage is not an effect)."""
    if target.owner == player:
        return False
    if CARD_LIST[target.cid].ancient_trait == "θ Stop":
        return True                              # Ancient Trait: the opponent's Abilities
    return _any(g, "prevent_ability_effects", player, target)


def ability_card_effects_prevented(g, player: int, source: int, target, a=None) -> bool:
    """Outside an attack (``a`` None), an effect whose ``source`` is a Pokémon card is one of
    that Pokémon's Abilities: whether ``player``'s Ability can't reach the opponent's
    ``target`` (:func:`ability_effects_prevented`)."""
    return (a is None and bool(source) and CARD_LIST[source].is_pokemon
            and ability_effects_prevented(g, player, target))


def counters_prevented(g, source_player: int, target, source_kind: str) -> bool:
    """Whether counters placed on ``target`` by an effect are prevented (e.g. Battle Cage)."""
    return _any(g, "prevent_counters", source_player, target, source_kind)


def counters_movable(g, mon) -> bool:
    """II-C-08: whether damage counters on ``mon`` may be moved to another Pokémon (1340
    Patrat — Watchful Eye says they can't)."""
    return not _any(g, "counters_stay", mon)


def attach_from_hand_blocked(g, mon) -> bool:
    """Whether an effect forbids attaching Energy from the hand to ``mon``, by the turn's
    attachment or by an effect (1311 Trevenant — Cursed Roots)."""
    return _any(g, "no_energy_from_hand", mon)


def retreat_may_fail(g, mon) -> bool:
    """Whether ``mon``'s Retreat first needs a heads (1338 Goodra — Slimy Sliding)."""
    return _any(g, "retreat_may_fail", mon)


def kept_out_of_hand(g, mon) -> bool:
    """Whether ``mon`` in play and its attached cards can't be put into a hand by any effect
    (102 Milotic — Mentally Calm): the effect then does nothing to them (II-C-02)."""
    return _any(g, "kept_out_of_hand", mon)


def prize_change(g, mon, by_attack: bool) -> int:
    return _sum(g, "prizes", mon, by_attack)


def knocked_out_to_hand(g, mon, ko) -> bool:
    """P8 step 3: whether the Knocked Out ``mon``'s Pokémon cards go to its owner's hand
    instead of the discard pile (asked while it is still in play, like the Prize count)."""
    return _any(g, "ko_to_hand", mon, ko)


def knocked_out_to_lost_zone(g, mon, ko) -> bool:
    """P8 step 3: whether the Knocked Out ``mon``'s Pokémon cards go to its owner's Lost Zone
    instead of the discard pile (III-01 R11; asked while it is still in play)."""
    return _any(g, "ko_to_lost", mon, ko)


def keeps_confusion(g, mon) -> bool:
    """Whether a Confused ``mon`` stays Confused when it evolves or devolves (I-A-05 R5 and
    II-C-13 lifted for Confusion only, 1265 Dizzying Valley)."""
    return _any(g, "keep_confusion", mon)


def has_trait(mon, name: str) -> bool:
    """Whether ``mon``'s card prints the Ancient Trait ``name`` ("θ Double", "Δ Plus"...)."""
    return CARD_LIST[mon.cid].ancient_trait == name


def tool_limit(g, mon) -> int:
    """I-B-02 R2: how many Pokémon Tools ``mon`` may have attached: 1, or more by an effect
    (806 Rotom ex — Multi Adapter; the Ancient Trait θ Double: 2); several such effects don't
    add up."""
    n = 2 if CARD_LIST[mon.cid].ancient_trait == "θ Double" else 1
    for fn, holder, inst in passive_sources(g, "tool_limit"):
        n = max(n, fn(g, holder, inst, mon) or 1)
    return n


def has_any_type_bit(units, t: int) -> bool:
    b = bit(t)
    return any(u & b for u in units)


__all__ = [name for name in dir() if not name.startswith("_")] + ["ALL_TYPES"]
