"""A ptcg game as the official simulator ("cabt") shows it to its agents.

:class:`CabtGame` wraps a :class:`ptcg.game.Game` and speaks cabt's protocol: at every
point one player faces one cabt question (``select``: a type, a context, ``minCount`` /
``maxCount`` and a list of options), :meth:`CabtGame.observation` gives the observation
dict an agent receives (``select``, ``current``, ``logs``), and :meth:`CabtGame.answer`
takes the agent's answer, a list of option indices.  A bad answer (a count out of range,
an index out of range, a repeated index, a combination the rules refuse) raises
:class:`AnswerError` with cabt's error code and changes nothing.

Where the two models differ (CONTRACT.md section 11) the adapter translates:

* **Multi-select.**  ptcg asks "choose up to N" as single picks in ascending order plus
  *done*; the adapter asks cabt's one question listing every candidate with ``minCount``
  and ``maxCount`` and feeds the answer to ptcg as its picks.  A choice whose later picks
  depend on the earlier ones (``allowed``) is asked one pick at a time instead, as cabt
  would have to (an empty answer stops).
* **One option per card.**  ptcg offers one option per card ID; cabt one per physical
  card, by its place in the hand, deck, discard pile ... of the same observation.  When the
  agent picks a copy that is not the one ptcg offers, the two copies exchange places and
  serial numbers (:class:`~ptcg.cabt.serials.Serials`), so the card the agent chose is the
  one that moves.
* **Other decompositions.**  Retreat is cabt's ``RETREAT``, then the Energy to pay one
  unit at a time (``remainEnergyCost``), then the Benched Pokémon; paying Energy costs is
  asked unit by unit; damage counters placed "in any way you like" are asked one counter
  at a time (``remainDamageCounter``); Basic Pokémon are benched with ``PLAY``; the
  Stadium's effect is an ``ABILITY`` in area 7.
* **Questions ptcg does not ask** with a single answer are not asked here either, except
  the turn's action menu (the game is played with ``auto_end=False``, as cabt asks even
  when only *End* is possible).  Which card an effect asks about, the context of the
  question and the cards being looked at come from the running procedure (see
  :mod:`ptcg.cabt.frames`).

The ruleset is :data:`CABT_RULES`: player 0 chooses whether to go first (player 1 in the
games that start "reversed", ``first_chooser=1``), a player whose opponent took mulligans
declares how many extra cards to draw, no Supporter and no attack on the first turn.
"""

from __future__ import annotations

from ..cards.db import CARD_LIST
from ..decisions import (CHOOSE_ATTACK, CHOOSE_CARD, CHOOSE_NUMBER, CHOOSE_OPTION, CHOOSE_POKEMON, DONE,
                         GO_FIRST, MAIN, MULLIGAN_DRAW, NO, PROMOTE, SETUP_ACTIVE, SETUP_BENCH, YES,
                         YES_NO)
from ..deck import validate
from ..errors import PTCGError
from ..events import ZoneWatch
from ..game import Game
from ..rules import queries as Q
from ..ruleset import STANDARD
from ..state import ASLEEP, CONFUSED, PARALYZED, Pokemon
from ..types import ALL_TYPES, COLORLESS_BIT, DARKNESS, PSYCHIC, bit
from . import frames as F
from .enums import (ERR_COUNT, ERR_DUPLICATE, ERR_ENDED, ERR_INDEX, OptionTypeCode as O,
                    SelectContextCode as C, SelectTypeCode as T)
from .logs import LogRenderer
from .serials import Serials

#: the ruleset of the official simulator
CABT_RULES = STANDARD.with_(first_player="player0")

_TEAM_ROCKET = bit(PSYCHIC) | bit(DARKNESS)
_CARD_TYPE = {"pokemon": 0, "item": 1, "tool": 2, "supporter": 3, "stadium": 4, "basic_energy": 5,
              "special_energy": 6}
_CONDITION_CODE = {"poisoned": 0, "burned": 1, "asleep": 2, "paralyzed": 3, "confused": 4}


class AnswerError(PTCGError):
    """An answer the official simulator would refuse: ``code`` is its error code (3 the game
    is over, 4 count out of range, 5 index out of range, 6 repeated index)."""

    def __init__(self, code: int, message: str):
        self.code = code
        super().__init__(message)


class CabtDeckError(PTCGError):
    """A deck the official simulator refuses: ``player`` (0/1) and cabt's ``error_type``
    (1 unknown card ID, 2 more than 4 copies, 3 no Basic Pokémon, 4 more than one ACE SPEC,
    0 not 60 cards)."""

    def __init__(self, player: int, error_type: int, problems):
        self.player = player
        self.error_type = error_type
        self.problems = list(problems)
        super().__init__(f"player {player}'s deck is invalid: " + "; ".join(self.problems))


def check_deck(player: int, deck) -> list:
    """The card IDs of ``deck`` if cabt accepts it, else raise :class:`CabtDeckError`."""
    try:
        cards = [int(c) for c in deck]
    except (TypeError, ValueError):
        raise CabtDeckError(player, 1, ["the deck must be a list of card IDs"]) from None
    if len(cards) != 60:
        raise CabtDeckError(player, 0, [f"the deck must contain 60 cards, not {len(cards)}"])
    unknown = [c for c in cards if not (0 < c < len(CARD_LIST) and CARD_LIST[c] is not None)]
    if unknown:
        raise CabtDeckError(player, 1, [f"unknown card ID {unknown[0]}"])
    problems = validate(cards, CABT_RULES)
    if problems:
        text = " ".join(problems).lower()
        kind = 4 if "ace spec" in text else 3 if "basic" in text else 2
        raise CabtDeckError(player, kind, problems)
    return cards


def energy_code(unit: int) -> int:
    """cabt's EnergyType of one Energy unit (a ptcg type mask)."""
    if unit == COLORLESS_BIT:
        return 0
    if unit == ALL_TYPES:
        return 10
    if unit == _TEAM_ROCKET:
        return 11
    if unit & (unit - 1) == 0:
        return unit.bit_length() - 1
    return (unit & -unit).bit_length() - 1


class Question:
    """One cabt question: ``player`` must answer ``select``'s options.  ``acts[i]`` is what
    option ``i`` stands for; ``resolve(indices)`` applies a checked answer."""

    __slots__ = ("player", "type", "context", "min", "max", "options", "acts", "remain_damage",
                 "remain_energy", "deck", "looking", "context_card", "effect", "resolve")

    def __init__(self, player, type_, context, min_, max_, options, acts, resolve, *, effect=None,
                 context_card=None, deck=None, looking=None, remain_damage=0, remain_energy=0):
        self.player = player
        self.type = int(type_)
        self.context = int(context)
        self.min = min_
        self.max = max_
        self.options = options
        self.acts = acts
        self.resolve = resolve
        self.effect = effect
        self.context_card = context_card
        self.deck = deck
        self.looking = looking
        self.remain_damage = remain_damage
        self.remain_energy = remain_energy


class CabtGame:
    """A ptcg game played through cabt's questions and observations.

    ``decks``: the two submitted deck lists (60 card IDs each, in submitted order: they
    fix the serial numbers).  ``first_chooser``: the player asked whether to go first.
    """

    def __init__(self, deck0, deck1, *, seed: int | None = None, first_chooser: int = 0,
                 validate_decks: bool = True, track_positions: bool = True):
        if validate_decks:
            deck0, deck1 = check_deck(0, deck0), check_deck(1, deck1)
        game = Game(list(deck0), list(deck1), seed=seed, rules=CABT_RULES, auto_end=False)
        self._setup(game, Serials.for_decks(game.decks), first_chooser, track_positions)
        self._next()

    @classmethod
    def from_game(cls, game: Game, serials: Serials, *, first_chooser: int = 0, count=(-1, 0),
                  pending=None) -> "CabtGame":
        """A CabtGame around a ptcg game built elsewhere (a search world)."""
        c = cls.__new__(cls)
        c._setup(game, serials, first_chooser, False)
        c.count_turn, c.count = count
        c.pending = pending
        c._next()
        return c

    def _setup(self, game, serials, first_chooser, track_positions) -> None:
        self.game = game
        self.serials = serials
        self.first_chooser = first_chooser
        self.queues = ([], [])           # rendered log entries not yet read, per player
        self.events_done = 0             # game events already rendered into the queues
        self.count_turn = -1             # turnActionCount: answers given this turn + 1
        self.count = 0
        self.pending = None              # an internal sequence of questions in progress
        self.question: Question | None = None
        self.track = track_positions
        #: whether an agent's pick of another copy than ptcg's exchanges the two copies'
        #: places (off when this game must stay the same as another: ptcg.cabt.bridge)
        self.exchange_places = True
        #: (state, len(record), serials, len(events)) at the last point between ptcg steps,
        #: for search_begin_input in the middle of a step (see :mod:`ptcg.cabt.position`)
        self.stable = None
        self.kinds = None
        if track_positions:
            g = game.state
            self.stable = (g.copy(), 0, serials.copy(), 0)
            # (kind, player, prompt) of the question each option applied answered (for
            # search_begin_input)
            kinds = self.kinds = []
            apply = game.apply

            def recording_apply(option, _apply=apply, _game=game, _kinds=kinds):
                d = _game.decision
                _apply(option)
                _kinds.append(None if d is None else (d.kind, d.player, d.prompt))
            game.apply = recording_apply

    # -- copying (search) -----------------------------------------------------------------
    def clone(self, *, logs: bool = True) -> "CabtGame":
        """An independent copy; its event log starts empty (logs render from there on)."""
        c = CabtGame.__new__(CabtGame)
        c.game = self.game.clone()
        if self.game._gen is not None:
            # in the middle of a step ptcg copies a game by replaying the step, which puts
            # back the places the adapter exchanged (an agent's copy picked, a search world's
            # zones arranged as seen or guessed): the copy takes the original's orders
            _same_orders(self.game.state, c.game.state)
        if logs:
            s = c.game.state
            s.events = []
            w = self.game.state.watch
            # between steps the copy's zones are the original's: its watch can be copied
            if w is not None and self.game._gen is None:
                s.watch = w = w.copy()
                # ZoneWatch.copy shares the Pokémon records, which ZoneWatch changes in place
                # on main: a copy that played on would change the original's (fixed on the
                # engine's branch `speed`; harmless after it)
                w.mons = {uid: rec[:] for uid, rec in w.mons.items()}
            else:
                s.watch = ZoneWatch(s)
        c.serials = self.serials.copy()
        c.first_chooser = self.first_chooser
        c.exchange_places = self.exchange_places
        c.queues = (self.queues[0][:], self.queues[1][:])
        c.events_done = 0
        c.count_turn = self.count_turn
        c.count = self.count
        c.pending = self.pending.copy() if self.pending is not None else None
        c.question = None
        c.track = False
        c.stable = None
        c.kinds = None
        q = self.question
        if q is not None and q.type == T.MAIN and self.pending is None and self.game._gen is None:
            # the same menu: share its options, answer it on the copy
            c._render_logs()
            c.question = Question(q.player, q.type, q.context, q.min, q.max, q.options, q.acts,
                                  lambda ix, _c=c, _q=q: _c._resolve_main(_q.acts, _q.player, ix))
        else:
            c._next()
        return c

    # -- state of play ----------------------------------------------------------------------
    @property
    def state(self):
        return self.game.state

    def is_over(self) -> bool:
        return self.game.is_over()

    @property
    def result(self) -> int:
        """cabt's ``result``: -1 while playing, 0 / 1 the winner, 2 a draw."""
        r = self.game.state.result
        if r is None:
            return -1
        return 2 if r.winner is None else r.winner

    @property
    def current_player(self) -> int | None:
        q = self.question
        return None if q is None else q.player

    # -- answering -----------------------------------------------------------------------------
    def answer(self, indices) -> None:
        """Apply an answer (a list of option indices); :class:`AnswerError` refuses it and
        changes nothing."""
        q = self.question
        if q is None:
            raise AnswerError(ERR_ENDED, "the battle has ended")
        n = len(q.options)
        if not q.min <= len(indices) <= q.max:
            raise AnswerError(ERR_COUNT, f"{len(indices)} indices given; between {q.min} and {q.max} must be")
        for i in indices:
            if not isinstance(i, int) or isinstance(i, bool) or not 0 <= i < n:
                raise AnswerError(ERR_INDEX, f"index {i!r} is not between 0 and {n - 1}")
        if len(set(indices)) != len(indices):
            raise AnswerError(ERR_DUPLICATE, f"repeated index in {list(indices)}")
        turn = self.game.state.turn
        q.resolve(list(indices))
        if self.game.state.turn == turn:
            if self.count_turn != turn:
                self.count_turn, self.count = turn, 0
            self.count += 1
        else:
            self.count_turn, self.count = self.game.state.turn, 0
        self._next()

    def follow(self, options) -> None:
        """Apply ptcg options chosen outside this game's questions (the other seat's, when
        this game follows another one step by step), then ask the next question."""
        g = self.game.state
        self.pending = None
        for o in options:
            turn = g.turn
            self.game.apply(o)
            self._render_logs()            # while the board is as the events left it
            if g.turn == turn:
                if self.count_turn != turn:
                    self.count_turn, self.count = turn, 0
                self.count += 1
            else:
                self.count_turn, self.count = g.turn, 0
        self._next()

    # -- building questions ------------------------------------------------------------------
    def _next(self) -> None:
        self._render_logs()
        if self.track and self.game._gen is None and self.pending is None:
            g = self.game.state
            self.stable = (g.copy(), len(self.game._record), self.serials.copy(),
                           len(g.events) if g.events is not None else 0)
        if self.pending is not None:
            self.question = self.pending.question(self)
            return
        d = self.game.decision
        self.question = None if d is None else self._translate(d)

    def _translate(self, d) -> Question:
        k = d.kind
        if k == MAIN:
            return self._q_main(d)
        if k == GO_FIRST:
            return self._q_go_first(d)
        if k == SETUP_ACTIVE:
            return self._q_setup_active(d)
        if k == SETUP_BENCH:
            return self._q_setup_bench(d)
        if k == MULLIGAN_DRAW:
            return self._q_numbers(d, C.DRAW_COUNT)
        if k == PROMOTE:
            return self._q_promote(d)
        frames = F.chain(self.game)
        if k == CHOOSE_CARD:
            fr = F.find(frames, "pick_cards", "choose_energy_cards")
            if fr is not None and fr.name == "pick_cards":
                return self._q_pick_cards(d, fr, frames)
            if fr is not None:
                return self._q_energy_units(d, fr, frames)
            return self._q_cards_single(d, frames)
        if k == CHOOSE_POKEMON:
            fr = F.find(frames, "pick_pokemons", "pick_pokemon")
            return self._q_pokemon(d, fr, frames)
        if k == YES_NO:
            return self._q_yes_no(d, frames)
        if k == CHOOSE_ATTACK:
            return self._q_attack(d, frames)
        if k == CHOOSE_NUMBER:
            fr = F.find(frames, "distribute")
            if fr is not None and F.find(frames, "pick_number") is not None:
                return DistributePending.start(self, d, fr, frames)
            return self._q_numbers(d, C.REMOVE_DAMAGE_COUNTER_COUNT if "counter" in d.prompt.lower()
                                   else C.DRAW_COUNT, frames)
        if k == CHOOSE_OPTION:
            return self._q_option(d, frames)
        return self._q_generic(d)

    # -- where cards are --------------------------------------------------------------------------
    def locate(self, inst: int):
        """(area, index, player, kind, extra) of a card in play or in a public zone or the
        hand: kind "card", "energy" (extra = energyIndex), "tool" (extra = toolIndex) or
        "under" (a card under a Pokémon); None if it is in a deck or nowhere."""
        g = self.game.state
        owner = (inst >> 6) & 1
        p = g.players[owner]
        if inst in p.hand:
            return 2, p.hand.index(inst), owner, "card", None
        if inst in p.discard:
            return 3, p.discard.index(inst), owner, "card", None
        if g.stadium == inst:
            return 7, 0, owner, "card", None
        for pos, mon in _spots(p):
            area, idx = (4, 0) if pos == 0 else (5, pos - 1)
            if mon.cards and mon.cards[-1] == inst:
                return area, idx, owner, "card", None
            if inst in mon.energy:
                return area, idx, owner, "energy", mon.energy.index(inst)
            if inst in mon.tools:
                return area, idx, owner, "tool", mon.tools.index(inst)
            if inst in mon.cards:
                return area, idx, owner, "under", mon.cards.index(inst)
        if inst in p.prizes:
            return 6, p.prizes.index(inst), owner, "card", None
        return None

    def _card_option(self, inst: int, deck_index: dict, looking_index: dict) -> dict:
        owner = (inst >> 6) & 1
        if inst in looking_index:
            return {"type": O.CARD, "area": 12, "index": looking_index[inst], "playerIndex": owner}
        if inst in deck_index:
            return {"type": O.CARD, "area": 1, "index": deck_index[inst], "playerIndex": owner}
        loc = self.locate(inst)
        if loc is None:
            return {"type": O.CARD, "area": 1, "index": 0, "playerIndex": owner}
        area, idx, pl, kind, extra = loc
        if kind == "energy":
            return {"type": O.ENERGY_CARD, "area": area, "index": idx, "playerIndex": pl, "energyIndex": extra}
        if kind == "tool":
            return {"type": O.TOOL_CARD, "area": area, "index": idx, "playerIndex": pl, "toolIndex": extra}
        if kind == "under":
            return {"type": O.CARD, "area": 10, "index": idx, "playerIndex": pl}
        return {"type": O.CARD, "area": area, "index": idx, "playerIndex": pl}

    def _mon_option(self, player: int, pos: int) -> dict:
        return {"type": O.CARD, "area": 4 if pos == 0 else 5, "index": 0 if pos == 0 else pos - 1,
                "playerIndex": player}

    def _card_question(self, player, insts, min_, max_, context, resolve, frames, d, *, acts=None):
        """A question whose options are the cards ``insts`` (in any zone)."""
        deck, looking = self._deck_view(player, insts, frames)
        deck_index = {c: i for i, c in enumerate(deck)} if deck is not None else {}
        looking_index = {c: i for i, c in enumerate(looking)} if looking is not None else {}
        options = [self._card_option(c, deck_index, looking_index) for c in insts]
        kinds = {o["type"] for o in options}
        if kinds <= {O.CARD}:
            t = T.CARD
        elif O.CARD in kinds:
            t = T.CARD_OR_ATTACHED_CARD
        else:
            t = T.ATTACHED_CARD
        if context is None:
            context = self._card_context(options, frames, d, t)
        q = Question(player, t, context, min_, min(max_, len(options)), options,
                     acts if acts is not None else list(insts), resolve,
                     effect=self._effect(d, frames), deck=deck, looking=looking,
                     context_card=self._context_card(frames, context))
        return q

    def _deck_view(self, player, insts, frames):
        """(select.deck, current.looking) for cards chosen from a deck: a search shows the
        chooser's whole deck in order, a look at the top cards shows those cards only."""
        g = self.game.state
        in_deck = [c for c in insts if c in g.players[(c >> 6) & 1].deck]
        if not in_deck:
            return None, None
        owner = (in_deck[0] >> 6) & 1
        deck = g.players[owner].deck
        names = F.names(frames)
        searching = bool(names & _SEARCHES)
        if not searching:
            fr = F.find(frames, "attach_from")
            searching = fr is not None and fr.locals.get("zone") == "deck"
        if searching and owner == player:
            return list(deck), None
        # a look at some cards: the top ones (or the list the procedure holds, top first)
        fr = F.find(frames, "put_on_top_in_any_order")
        if fr is not None and isinstance(fr.locals.get("rest"), list):
            # the cards to order (still in the deck): those only, not the deck around them
            return None, list(fr.locals["rest"])
        for fr in reversed(frames):
            for name in ("top", "bottom", "looked", "cards_seen"):
                v = fr.locals.get(name)
                if isinstance(v, list) and v and all(isinstance(x, int) for x in v) \
                        and set(in_deck) <= set(v) and all(x in deck for x in v):
                    return None, list(v)
        depth = max(len(deck) - deck.index(c) for c in in_deck)
        return None, deck[::-1][:depth]

    def _card_context(self, options, frames, d, t) -> int:
        names = F.names(frames)
        for fn, ctx in _CARD_CONTEXT_BY_PROCEDURE:
            if fn in names:
                return ctx
        prompt = d.prompt.lower() if d is not None else ""
        if t == T.ATTACHED_CARD:
            if all(o["type"] == O.TOOL_CARD for o in options):
                return C.DISCARD_TOOL_CARD
            if "move" in prompt:
                return C.SWITCH_ENERGY_CARD
            return C.DISCARD_ENERGY_CARD
        if t == T.CARD_OR_ATTACHED_CARD:
            return C.DISCARD_CARD_OR_ATTACHED_CARD
        for word, ctx in _CARD_CONTEXT_BY_WORD:
            if word in prompt:
                return ctx
        areas = {o["area"] for o in options}
        if areas <= {2}:
            return C.DISCARD
        return C.TO_HAND

    def _effect(self, d, frames):
        """The card whose effect asks (cabt's ``select.effect``), or None for the rules."""
        src = d.source if d is not None else 0
        if not src:
            return None
        return self._find_card(src, frames)

    def _find_card(self, cid: int, frames):
        for fr in reversed(frames):
            for v in fr.locals.values():
                t = type(v)
                if t is int:
                    if v >> 7 == cid and v > 127:
                        return v
                    continue
                if t in _NOT_CARDS:
                    continue                   # none of the tests below can hold
                if isinstance(v, int) and not isinstance(v, bool) and v >> 7 == cid and v > 127:
                    return v
                if isinstance(v, Pokemon) and v.cid == cid:
                    return v.cards[-1]
                att = getattr(v, "attacker", None)
                if isinstance(att, Pokemon) and att.cid == cid:
                    return att.cards[-1]
                mon = getattr(v, "mon", None)
                if isinstance(mon, Pokemon) and mon.cid == cid:
                    return mon.cards[-1]
                inst = getattr(v, "inst", None)
                if isinstance(inst, int) and inst >> 7 == cid and inst > 127:
                    return inst
        g = self.game.state
        for p in g.players:
            for c in p.resolving:
                if c >> 7 == cid:
                    return c
        for p in g.players:
            for mon in p.in_play():
                if mon.cid == cid:
                    return mon.cards[-1]
        if g.stadium is not None and g.stadium >> 7 == cid:
            return g.stadium
        for p in g.players:
            for zone in (p.hand, p.discard):
                for c in zone:
                    if c >> 7 == cid:
                        return c
        return None

    def _context_card(self, frames, context):
        """The card a question is about, where the official simulator names one (CONTRACT.md
        section 3): the card being attached or moved (``ATTACH_FROM``), the Evolution card
        chosen from the deck (``EVOLVES_FROM``), the Pokémon that evolves itself from the deck
        (``EVOLVES_TO``), the Pokémon damage counters are moved from (``REMOVE_DAMAGE_
        COUNTER_COUNT``).  Measured against the official simulator per (context, effect card)
        in random games of the meta decks."""
        if context == C.EVOLVES_FROM:
            fr = F.find(frames, "evolve_from_deck")
            c = fr.locals.get("card") if fr is not None else None
            return c if isinstance(c, int) else None
        if context == C.EVOLVES_TO:
            # only a Pokémon evolving itself (Dwebble's attack), not a Trainer's search (Salvatore)
            fr = F.find(frames, "evolve_from_deck")
            targets = fr.locals.get("targets") if fr is not None else None
            if (isinstance(targets, list) and len(targets) == 1 and getattr(targets[0], "cards", None)
                    and targets[0].cards[-1] >> 7 == fr.locals.get("source")):
                return targets[0].cards[-1]
            return None
        if context == C.REMOVE_DAMAGE_COUNTER_COUNT:
            for f in reversed(frames):
                mon = f.locals.get("src")
                if getattr(mon, "cards", None) and hasattr(mon, "damage"):
                    return mon.cards[-1]
            return None
        if context == C.ATTACH_FROM:
            fr = F.find(frames, "attach_from", "attach_from_top")
            if fr is not None:
                c = fr.locals.get("c")
                if isinstance(c, int):
                    return c
            # an Energy moved between Pokémon (Energy Switch) ...
            fr = F.find(frames, "choose_and_move_energy")
            if fr is not None:
                got = fr.locals.get("got")
                if isinstance(got, list) and len(got) == 1 and isinstance(got[0], int):
                    return got[0]
            # ... or attached by a card's own steps (Crispin attaches the Energy it did not
            # put into the hand): the official simulator names that card too, and agents
            # read it (a real agent looked the attached card up by contextCard.id)
            for f in reversed(frames):
                c = f.locals.get("card")
                if f.name.startswith("_") and isinstance(c, int) and c > 0:
                    data = CARD_LIST[c >> 7] if (c >> 7) < len(CARD_LIST) else None
                    if data is not None and data.is_energy:
                        return c
        return None

    # -- the questions ---------------------------------------------------------------------------
    def _q_go_first(self, d) -> Question:
        asked = d.player if self.first_chooser is None else self.first_chooser
        flip = asked != d.player

        def resolve(ix):
            yes = ix[0] == 0
            first = yes != flip               # "yes, I go first" from the other seat is "second"
            self.game.apply("first" if first else "second")
        return Question(asked, T.YES_NO, C.IS_FIRST, 1, 1, [{"type": O.YES}, {"type": O.NO}],
                        ["first", "second"], resolve)

    def _q_setup_active(self, d) -> Question:
        p = self.game.state.players[d.player]
        cids = {o >> 7 for o in d.options}
        insts = [c for c in p.hand if c >> 7 in cids]

        def resolve(ix):
            self._apply_card(insts[ix[0]], d.options)
        return Question(d.player, T.CARD, C.SETUP_ACTIVE_POKEMON, 1, 1,
                        [{"type": O.CARD, "area": 2, "index": p.hand.index(c), "playerIndex": d.player}
                         for c in insts], insts, resolve)

    def _q_setup_bench(self, d) -> Question:
        g = self.game.state
        p = g.players[d.player]
        cids = {o >> 7 for o in d.options if o != DONE}
        insts = [c for c in p.hand if c >> 7 in cids]
        room = Q.bench_size(g, d.player) - len(p.bench)
        gen = self.game._gen

        def resolve(ix):
            chosen = [insts[i] for i in ix]
            for c in chosen:
                dd = self.game.decision
                if dd is None or dd.kind != SETUP_BENCH or dd.player != d.player:
                    break
                self._apply_card(c, dd.options)
            dd = self.game.decision
            if dd is not None and dd.kind == SETUP_BENCH and dd.player == d.player and F.running(self.game, gen):
                self.game.apply(DONE)
        return Question(d.player, T.CARD, C.SETUP_BENCH_POKEMON, 0, min(room, len(insts)),
                        [{"type": O.CARD, "area": 2, "index": p.hand.index(c), "playerIndex": d.player}
                         for c in insts], insts, resolve)

    def _q_promote(self, d) -> Question:
        options = [self._mon_option(d.player, pos) for pos in d.options]

        def resolve(ix):
            self.game.apply(d.options[ix[0]])
        return Question(d.player, T.CARD, C.TO_ACTIVE, 1, 1, options, list(d.options), resolve)

    def _q_numbers(self, d, context, frames=None) -> Question:
        opts = [o for o in d.options if isinstance(o, int) and not isinstance(o, bool)]
        optional = DONE in d.options

        def resolve(ix):
            self.game.apply(opts[ix[0]] if ix else DONE)
        return Question(d.player, T.COUNT, context, 0 if optional else 1, 1,
                        [{"type": O.NUMBER, "number": n} for n in opts], opts, resolve,
                        effect=self._effect(d, frames) if frames is not None else None,
                        context_card=self._context_card(frames, context) if frames is not None else None)

    def _q_yes_no(self, d, frames) -> Question:
        def resolve(ix):
            self.game.apply(YES if ix[0] == 0 else NO)
        card = self._find_card(d.source, frames) if d.source else None
        # an attack's optional part (Cynthia's Garchomp ex's draw) names its card as the effect
        # too, as the official simulator does; an Ability's "use it?" does not
        in_attack = card is not None and any(getattr(f.locals.get("a"), "attacker", None) is not None
                                             for f in frames)
        return Question(d.player, T.YES_NO, C.ACTIVATE, 1, 1, [{"type": O.YES}, {"type": O.NO}],
                        [YES, NO], resolve, context_card=card, effect=card if in_attack else None)

    def _q_attack(self, d, frames) -> Question:
        opts = [o for o in d.options if o != DONE]

        def resolve(ix):
            self.game.apply(opts[ix[0]] if ix else DONE)
        return Question(d.player, T.ATTACK, C.ATTACK, 0 if DONE in d.options else 1, 1,
                        [{"type": O.ATTACK, "attackId": a} for a in opts], opts, resolve,
                        effect=self._effect(d, frames))

    def _q_option(self, d, frames) -> Question:
        opts = [o for o in d.options if o != DONE]
        optional = DONE in d.options

        def resolve(ix):
            self.game.apply(opts[ix[0]] if ix else DONE)
        effect = self._effect(d, frames)
        if opts and all(isinstance(o, str) and o.lower() in _CONDITION_CODE for o in opts):
            return Question(d.player, T.SPECIAL_CONDITION, C.AFFECT_SPECIAL_CONDITION, 0 if optional else 1, 1,
                            [{"type": O.SPECIAL_CONDITION, "specialConditionType": _CONDITION_CODE[o.lower()]}
                             for o in opts], opts, resolve, effect=effect)
        if len(opts) == 2 and not optional:
            return Question(d.player, T.YES_NO, C.FIRST_EFFECT, 1, 1, [{"type": O.YES}, {"type": O.NO}],
                            opts, resolve, effect=effect)
        return Question(d.player, T.COUNT, C.EFFECT_TARGET, 0 if optional else 1, 1,
                        [{"type": O.NUMBER, "number": i} for i in range(len(opts))], opts, resolve,
                        effect=effect)

    def _q_generic(self, d) -> Question:
        opts = list(d.options)

        def resolve(ix):
            self.game.apply(opts[ix[0]])
        return Question(d.player, T.COUNT, C.EFFECT_TARGET, 1, 1,
                        [{"type": O.NUMBER, "number": i} for i in range(len(opts))], opts, resolve)

    def _q_cards_single(self, d, frames) -> Question:
        """A ptcg card question not asked by a known primitive: one pick among its options,
        each card ID's copies in the same zone offered one by one."""
        insts = []
        for o in d.options:
            if isinstance(o, int) and not isinstance(o, bool):
                insts.extend(_copies_like(self.game.state, o))
        return self._one_card(d, insts, frames)

    def _one_card(self, d, insts, frames) -> Question:
        """One card among ``insts`` (each a copy of an option's card ID); an empty answer is
        *done* when ptcg offers it."""
        def resolve(ix):
            if not ix:
                self.game.apply(DONE)
            else:
                self._apply_card(insts[ix[0]], d.options)
        return self._card_question(d.player, insts, 0 if DONE in d.options else 1, 1, None, resolve, frames, d)

    def _q_pick_cards(self, d, fr, frames) -> Question:
        L = fr.locals
        cands, chosen, start = L["cands"], L["chosen"], L["start"]
        target, lo, allowed = L["target"], L["lo"], L.get("allowed")
        rest = cands[start:]
        gen = fr.gen
        if allowed is not None:
            # later picks depend on earlier ones: one pick at a time
            option_cids = {o >> 7 for o in d.options if o != DONE}
            required_after = max(0, lo - len(chosen) - 1)
            window = rest[:len(rest) - required_after]
            return self._one_card(d, [c for c in window if c >> 7 in option_cids], frames)
        # The whole choice: ptcg may already have picked cards every valid answer contains
        # (a pick with only one card ID left that keeps enough cards for the rest); they are
        # matched to the agent's cards of the same ID when the answer is fed.
        insts = list(cands)

        def resolve(ix):
            want = sorted(insts[i] for i in ix)
            self._feed_cards(gen, want)
        return self._card_question(d.player, insts, lo, target, None, resolve, frames, d)

    def _q_energy_units(self, d, fr, frames) -> Question:
        L = fr.locals
        if L.get("exact_cards"):
            cands, picked, start = L["cands"], L["picked"], L["start"]
            need = L["units"] - L["covered"]
            insts = list(cands[start:])
            gen = fr.gen
            skip = len(picked)

            def resolve(ix):
                self._feed_cards(gen, sorted(insts[i] for i in ix), skip)
            return self._card_question(d.player, insts, need, need, C.DISCARD_ENERGY_CARD, resolve, frames, d)
        return EnergyPending.start(self, d, fr, frames)

    def _q_pokemon(self, d, fr, frames) -> Question:
        ctx = self._pokemon_context(d, frames)
        card = self._context_card(frames, ctx)
        effect = self._effect(d, frames)
        if fr is not None and fr.name == "pick_pokemons":
            L = fr.locals
            cands, chosen, start, target, lo = L["cands"], L["chosen"], L["start"], L["target"], L["lo"]
            rest = cands[start:]
            g = self.game.state
            spots = [(m.owner, g.players[m.owner].pos_of(m)) for m in rest]
            gen = fr.gen

            def resolve(ix):
                want = [spots[i] for i in sorted(ix)]
                self._feed_options(gen, want)
            return Question(d.player, T.CARD, ctx, max(0, lo - len(chosen)), min(target - len(chosen), len(spots)),
                            [self._mon_option(pl, pos) for pl, pos in spots], spots, resolve, effect=effect,
                            context_card=card)
        opts = [o for o in d.options if o != DONE]

        def resolve(ix):
            self.game.apply(opts[ix[0]] if ix else DONE)
        return Question(d.player, T.CARD, ctx, 0 if DONE in d.options else 1, 1,
                        [self._mon_option(pl, pos) for pl, pos in opts], opts, resolve, effect=effect,
                        context_card=card)

    def _pokemon_context(self, d, frames) -> int:
        names = F.names(frames)
        for fn, ctx in _POKEMON_CONTEXT_BY_PROCEDURE:
            if fn in names:
                return ctx
        prompt = d.prompt.lower()
        for word, ctx in _POKEMON_CONTEXT_BY_WORD:
            if word in prompt:
                return ctx
        return C.EFFECT_TARGET

    def _q_main(self, d) -> Question:
        g = self.game.state
        pl = d.player
        p = g.players[pl]
        hand_opts: dict = {}
        abilities, stadium, discard_opts, attacks, discard_abilities = [], [], [], [], []
        retreat = False
        end = None
        for o in d.options:
            k = o[0]
            if k in ("bench", "play", "attach", "evolve"):
                hand_opts.setdefault(o[1] >> 7, []).append(o)
            elif k == "card_ability":
                if o[1] in p.hand:
                    hand_opts.setdefault(o[1] >> 7, []).append(o)
                else:
                    discard_abilities.append(o)
            elif k == "ability":
                abilities.append(o)
            elif k == "stadium":
                stadium.append(o)
            elif k == "discard":
                discard_opts.append(o)
            elif k == "attack":
                attacks.append(o)
            elif k == "retreat":
                retreat = True
            elif k == "end":
                end = o
        options, acts = [], []
        for i, h in enumerate(p.hand):
            for o in hand_opts.get(h >> 7, ()):
                k = o[0]
                if k in ("bench", "play"):
                    options.append({"type": O.PLAY, "index": i})
                elif k == "card_ability":
                    options.append({"type": O.ABILITY, "area": 2, "index": i})
                else:
                    pos = o[2]
                    options.append({"type": (O.ATTACH if k == "attach" else O.EVOLVE), "area": 2, "index": i,
                                    "inPlayArea": 4 if pos == 0 else 5, "inPlayIndex": 0 if pos == 0 else pos - 1})
                acts.append((o, h))
        for o in abilities:
            pos = o[1]
            options.append({"type": O.ABILITY, "area": 4 if pos == 0 else 5, "index": 0 if pos == 0 else pos - 1})
            acts.append((o, None))
        for o in discard_abilities:
            for j, c in enumerate(p.discard):
                if c >> 7 == o[1] >> 7:
                    options.append({"type": O.ABILITY, "area": 3, "index": j})
                    acts.append((o, c))
        for o in stadium:
            options.append({"type": O.ABILITY, "area": 7, "index": 0})
            acts.append((o, None))
        for o in discard_opts:
            pos = o[1]
            options.append({"type": O.DISCARD, "area": 4 if pos == 0 else 5, "index": 0 if pos == 0 else pos - 1})
            acts.append((o, None))
        for o in attacks:
            options.append({"type": O.ATTACK, "attackId": o[1]})
            acts.append((o, None))
        if retreat:
            options.append({"type": O.RETREAT})
            acts.append((("retreat",), None))
        if end is not None:
            options.append({"type": O.END})
            acts.append((end, None))

        return Question(pl, T.MAIN, C.MAIN, 1, 1, options, acts,
                        lambda ix: self._resolve_main(acts, pl, ix))

    def _resolve_main(self, acts, pl, ix) -> None:
        o, inst = acts[ix[0]]
        if o[0] == "retreat" and len(o) == 1:
            self.pending = RetreatPending(pl)
            return
        if inst is not None and inst != o[1]:
            self._relabel(inst, o[1])
        self.game.apply(o)

    # -- applying picks -----------------------------------------------------------------------------
    def _relabel(self, want: int, rep: int) -> None:
        """The agent chose copy ``want``; ptcg moves ``rep`` (same card ID): exchange their
        places (when in the same list, unless ``exchange_places`` is off) and their serial
        numbers."""
        if want == rep:
            return
        self.serials.swap(want, rep)
        if not self.exchange_places:
            return
        lst = _container(self.game.state, want)
        if lst is not None and rep in lst:
            i, j = lst.index(want), lst.index(rep)
            lst[i], lst[j] = rep, want

    def _apply_card(self, inst: int, options) -> None:
        """Apply the ptcg option standing for card ``inst`` (itself, or its card ID's copy)."""
        if inst in options:
            self.game.apply(inst)
            return
        rep = _same_card(inst, options)
        if rep is None:
            raise AnswerError(ERR_INDEX, "that card can't be chosen now")
        self._relabel(inst, rep)
        self.game.apply(rep)

    def _feed_cards(self, gen, want: list, skip: int = 0) -> None:
        """Answer the picks of the running ``pick_cards`` / ``choose_energy_cards`` ``gen``
        with the cards ``want`` (ascending), then *done*.  Cards ptcg picks by itself are
        matched to wanted cards of the same ID, except the first ``skip`` (picked before the
        question was asked)."""
        game = self.game
        remaining = list(want)
        done = skip
        while game.decision is not None and F.running(game, gen):
            d = game.decision
            locs = gen.gi_frame.f_locals
            chosen = locs.get("chosen", locs.get("picked", ()))
            # ptcg picks by itself when a single card is left to choose: account for those
            for c in chosen[done:]:
                if c in remaining:
                    remaining.remove(c)
                else:
                    same = [w for w in remaining if w >> 7 == c >> 7]
                    if same:
                        self.serials.swap(same[0], c)
                        remaining.remove(same[0])
            done = len(chosen)
            if remaining:
                self._apply_card(remaining[0], d.options)
            elif DONE in d.options:
                game.apply(DONE)
            else:
                break

    def _feed_options(self, gen, want: list) -> None:
        """Answer the picks of the running ``gen`` with the options ``want``, then *done*."""
        game = self.game
        g = game.state
        remaining = list(want)
        while game.decision is not None and F.running(game, gen):
            d = game.decision
            chosen = gen.gi_frame.f_locals.get("chosen", ())
            taken = {(m.owner, g.players[m.owner].pos_of(m)) for m in chosen}
            remaining = [w for w in remaining if w not in taken]
            if remaining and remaining[0] in d.options:
                game.apply(remaining.pop(0))
            elif DONE in d.options:
                game.apply(DONE)
            elif remaining:
                raise AnswerError(ERR_INDEX, "that Pokémon can't be chosen now")
            else:
                break

    # -- logs ------------------------------------------------------------------------------------
    def _render_logs(self) -> None:
        events = self.game.state.events
        if events is None or self.events_done >= len(events):
            return
        g = self.game
        start = self.events_done
        new = events[start:] if start else events
        self.events_done = len(events)
        for e in new:
            if e.private_to is not None:
                break
        else:
            # no event hides anything from either player: one rendering for both queues
            # (the entries are shared, read only, as the Card dicts are)
            out = LogRenderer(0, self.serials, self._below).render(new)
            self.queues[0].extend(out)
            self.queues[1].extend(out)
            return
        for viewer in (0, 1):
            r = LogRenderer(viewer, self.serials, self._below)
            self.queues[viewer].extend(r.render(g.events_for(viewer, start)))

    def _below(self, uid: int, inst: int, from_card):
        g = self.game.state
        mon = g.find_pokemon(uid)
        if mon is not None and inst in mon.cards:
            i = mon.cards.index(inst)
            if i > 0:
                return mon.cards[i - 1]
        if from_card:
            owner = (inst >> 6) & 1
            for c in g.players[owner].discard:
                if c >> 7 == from_card:
                    return c
        return None

    def take_logs(self, player: int) -> list:
        """The log entries ``player`` has not read yet (reading empties the queue)."""
        q = self.queues[player]
        out = q[:]
        q.clear()
        return out

    # -- the observation ------------------------------------------------------------------------------
    def select_dict(self) -> dict | None:
        q = self.question
        if q is None:
            return None
        s = self.serials
        return {"type": q.type, "context": q.context, "minCount": q.min, "maxCount": q.max,
                "remainDamageCounter": q.remain_damage, "remainEnergyCost": q.remain_energy,
                "option": q.options,
                "deck": None if q.deck is None else s.cards_of(q.deck),
                "contextCard": None if q.context_card is None else _card(q.context_card, s),
                "effect": None if q.effect is None else _card(q.effect, s)}

    def current_dict(self, viewer: int, *, round_: int = 1, draw: int = 0, wins=(0, 0),
                     prizes=False) -> dict:
        """``current`` as ``viewer`` sees it (``prizes``: the Prize cards face up, as a
        search state shows the guessed ones; a pair of bools says it per player)."""
        g = self.game.state
        # asked outside a frozen board, these look only at the cards registered for them
        # (a frozen board indexes every always-on effect on the board first)
        hp_quiet = Q.quiet(g, "max_hp")
        units_quiet = Q.quiet(g, "energy_units")
        bench = (Q.bench_size(g, 0), Q.bench_size(g, 1))
        if hp_quiet and units_quiet:
            return self._current(g, viewer, round_, draw, wins, prizes, True, True, bench)
        with Q.frozen_board(g):
            return self._current(g, viewer, round_, draw, wins, prizes, hp_quiet, units_quiet, bench)

    def _current(self, g, viewer, round_, draw, wins, prizes, hp_quiet, units_quiet, bench_max) -> dict:
        s = self.serials
        card = s.card
        cards_of = s.cards_of
        q = self.question
        play = g.phase == "play"
        cur = g.players[g.current] if play else None
        players = []
        setup = g.phase == "setup"
        turn = g.turn
        seen = s.players
        for pl in (0, 1):
            p = g.players[pl]
            a = p.active
            if setup:
                active = [None] if a is not None else []
                bench = []
                flags = _NO_CONDITIONS
            else:
                active = [_pokemon(g, a, s, turn, hp_quiet, units_quiet)] if a is not None else []
                bench = [_pokemon(g, b, s, turn, hp_quiet, units_quiet) for b in p.bench]
                flags = _conditions(a) if a is not None else _NO_CONDITIONS
            # the player's part as it was last built, if nothing in it changed (a step
            # mostly changes one side; the Pokémon dicts are the cached ones, so an
            # unchanged Pokémon compares by identity)
            shown = pl == viewer
            key = (pl, shown, prizes)
            rec = seen.get(key)
            if (rec is not None and rec[0] == active and rec[1] == bench and rec[2] == flags
                    and rec[3] == len(p.deck) and rec[4] == p.discard and rec[5] == p.prizes
                    and rec[6] == p.hand and rec[7] == bench_max[pl] and rec[8] == wins[pl]):
                players.append(rec[9])
                continue
            part = {
                "active": active, "bench": bench, "benchMax": bench_max[pl],
                "deckCount": len(p.deck), "discard": cards_of(p.discard),
                "prize": cards_of(p.prizes) if (prizes[pl] if type(prizes) is tuple else prizes)
                else [None] * len(p.prizes),
                "handCount": len(p.hand),
                "hand": cards_of(p.hand) if shown else None,
                "poisoned": flags[0], "burned": flags[1], "asleep": flags[2], "paralyzed": flags[3],
                "confused": flags[4], "win": wins[pl]}
            seen[key] = (active, bench, flags, len(p.deck), p.discard[:], p.prizes[:], p.hand[:], bench_max[pl],
                         wins[pl], part)
            players.append(part)
        looking = None if q is None or q.looking is None or q.player != viewer else q.looking
        return {
            "turn": turn,
            "turnActionCount": (self.count + 1) if turn == self.count_turn else 1,
            "yourIndex": viewer,
            "firstPlayer": g.first_player,
            "supporterPlayed": bool(cur.supporters_played) if cur is not None else False,
            "stadiumPlayed": cur.stadium_played if cur is not None else False,
            "energyAttached": cur.energy_attached if cur is not None else False,
            "retreated": cur.retreated if cur is not None else False,
            "result": self.result,
            "draw": draw, "round": round_,
            "stadium": [card(g.stadium)] if g.stadium is not None else [],
            "looking": None if looking is None else [card(c) for c in looking],
            "players": players,
        }

    def observation(self, *, round_: int = 1, draw: int = 0, wins=(0, 0), logs: bool = True) -> dict:
        """The observation the deciding player receives (``select``, ``logs``, ``current``);
        reading it empties that player's log queue."""
        q = self.question
        viewer = q.player if q is not None else (self.game.state.current if self.game.state.current in (0, 1) else 0)
        return {"select": self.select_dict(),
                "logs": self.take_logs(viewer) if logs else [],
                "current": self.current_dict(viewer, round_=round_, draw=draw, wins=wins)}


# -- internal sequences of questions --------------------------------------------------------------------

class RetreatPending:
    """cabt's Retreat: the Energy to pay, one unit at a time, then the Pokémon to bring up;
    then ptcg's ``("retreat", position)`` and its Energy picks."""

    __slots__ = ("player", "paid", "need")

    def __init__(self, player: int, paid=(), need=None):
        self.player = player
        self.paid = tuple(paid)
        self.need = need

    def copy(self):
        return RetreatPending(self.player, self.paid, self.need)

    def question(self, cg: CabtGame) -> Question:
        g = cg.game.state
        p = g.players[self.player]
        mon = p.active
        if self.need is None:
            self.need = Q.retreat_cost(g, mon)
        covered = sum(len(Q.energy_units(g, mon, c)) for c in self.paid)
        if covered < self.need and not Q.retreat_may_fail(g, mon):
            left = [c for c in mon.energy if c not in self.paid]
            options = [_energy_option(g, mon, c) for c in left]

            def pay(ix):
                cg.pending = RetreatPending(self.player, self.paid + (left[ix[0]],), self.need)
            return Question(self.player, T.ENERGY, C.DISCARD_ENERGY, 1, 1, options, left, pay,
                            remain_energy=self.need - covered)
        spots = list(range(1, len(p.bench) + 1))

        def switch(ix):
            cg.pending = None
            cg.game.apply(("retreat", spots[ix[0]]))
            game = cg.game
            d = game.decision
            if d is not None and d.kind == CHOOSE_CARD and self.paid:
                fr = F.find(F.chain(game), "choose_energy_cards")
                if fr is not None and F.find(F.chain(game), "retreat") is not None:
                    cg._feed_cards(fr.gen, sorted(self.paid))
        return Question(self.player, T.CARD, C.SWITCH, 1, 1, [cg._mon_option(self.player, pos) for pos in spots],
                        spots, switch)


class EnergyPending:
    """Paying or discarding Energy by units (ptcg's ``choose_energy_cards``): cabt asks one
    attached card at a time, ``remainEnergyCost`` counting down; the cards then go to ptcg
    as its picks."""

    __slots__ = ("player", "gen", "cands", "need", "paid", "context", "effect", "skip")

    def __init__(self, player, gen, cands, need, paid, context, effect, skip=0):
        self.player = player
        self.gen = gen
        self.cands = cands
        self.need = need
        self.paid = paid
        self.context = context
        self.effect = effect
        self.skip = skip

    def copy(self):
        return EnergyPending(self.player, self.gen, self.cands, self.need, self.paid, self.context, self.effect,
                             self.skip)

    @classmethod
    def start(cls, cg: CabtGame, d, fr, frames) -> Question:
        L = fr.locals
        cands = list(L["cands"][L["start"]:])
        need = L["units"] - L["covered"]
        names = F.names(frames)
        context = C.SWITCH_ENERGY if names & {"move_energy", "choose_and_move_energy"} else C.DISCARD_ENERGY
        effect = None if "retreat" in names else cg._effect(d, frames)
        cg.pending = cls(d.player, fr.gen, cands, need, (), context, effect, len(L["picked"]))
        return cg.pending.question(cg)

    def question(self, cg: CabtGame) -> Question:
        g = cg.game.state
        if not F.running(cg.game, self.gen):
            fr = F.find(F.chain(cg.game), "choose_energy_cards")     # a copy of the game: the same step
            if fr is None:
                cg.pending = None
                cg._next()
                return cg.question
            self.gen = fr.gen
        left = [c for c in self.cands if c not in self.paid]
        mons = {}
        for c in left:
            mons[c] = _holder(g, c)
        covered = sum(len(Q.energy_units(g, mons.get(c) or _holder(g, c), c)) for c in self.paid)

        def pay(ix):
            paid = self.paid + (left[ix[0]],)
            done = sum(len(Q.energy_units(g, _holder(g, c), c)) for c in paid) >= self.need \
                or len(paid) == len(self.cands)
            if done:
                cg.pending = None
                cg._feed_cards(self.gen, sorted(paid), self.skip)
            else:
                cg.pending = EnergyPending(self.player, self.gen, self.cands, self.need, paid, self.context,
                                           self.effect, self.skip)
        options = [_energy_option(g, mons[c], c) for c in left]
        return Question(self.player, T.ENERGY, self.context, 1, 1, options, left, pay, effect=self.effect,
                        remain_energy=self.need - covered)


class DistributePending:
    """Damage counters put "in any way you like" (ptcg's ``distribute``: how many on each
    target, in board order): cabt asks where each counter goes, ``remainDamageCounter``
    counting down; the counts then go to ptcg."""

    __slots__ = ("player", "gen", "targets", "caps", "placed", "total", "effect")

    def __init__(self, player, gen, targets, caps, placed, total, effect):
        self.player = player
        self.gen = gen
        self.targets = targets
        self.caps = caps
        self.placed = placed
        self.total = total
        self.effect = effect

    def copy(self):
        return DistributePending(self.player, self.gen, self.targets, self.caps, self.placed, self.total,
                                 self.effect)

    @classmethod
    def start(cls, cg: CabtGame, d, fr, frames) -> Question:
        L = fr.locals
        targets = list(L["targets"])[L["i"]:]
        left = L["left"]
        cap = L.get("cap")
        caps = tuple(left if cap is None else min(left, cap(m)) for m in targets)
        total = min(left, sum(caps))
        g = cg.game.state
        spots = tuple((m.owner, g.players[m.owner].pos_of(m)) for m in targets)
        cg.pending = cls(d.player, fr.gen, spots, caps, (0,) * len(spots), total, cg._effect(d, frames))
        return cg.pending.question(cg)

    def question(self, cg: CabtGame) -> Question:
        if not F.running(cg.game, self.gen):
            fr = F.find(F.chain(cg.game), "distribute")
            if fr is None:
                cg.pending = None
                cg._next()
                return cg.question
            self.gen = fr.gen
        open_ = [i for i, n in enumerate(self.placed) if n < self.caps[i]]

        def place(ix):
            placed = list(self.placed)
            placed[open_[ix[0]]] += 1
            placed = tuple(placed)
            if sum(placed) >= self.total:
                cg.pending = None
                cg._feed_distribution(self.gen, self.targets, placed)
            else:
                cg.pending = DistributePending(self.player, self.gen, self.targets, self.caps, placed, self.total,
                                               self.effect)
        options = [cg._mon_option(*self.targets[i]) for i in open_]
        return Question(self.player, T.CARD, C.DAMAGE_COUNTER_ANY, 1, 1, options, open_, place,
                        effect=self.effect, remain_damage=self.total - sum(self.placed))


def _feed_distribution(self, gen, targets, placed) -> None:
    game = self.game
    g = game.state
    want = {t: n for t, n in zip(targets, placed)}
    while game.decision is not None and F.running(game, gen):
        fr = F.find(F.chain(game), "distribute")
        L = fr.locals
        mon = L["targets"][L["i"]]
        n = want.get((mon.owner, g.players[mon.owner].pos_of(mon)), 0)
        opts = game.decision.options
        game.apply(n if n in opts else (min(opts) if n < min(opts) else max(opts)))


CabtGame._feed_distribution = _feed_distribution


# -- helpers ----------------------------------------------------------------------------------------------

_SEARCHES = {"search_deck", "search_each_kind", "search_to_hand", "search_to_bench", "evolve_from_deck"}

_CARD_CONTEXT_BY_PROCEDURE = (
    ("evolve_from_deck", C.EVOLVES_TO),
    ("search_to_bench", C.TO_BENCH), ("bench_from_discard", C.TO_BENCH),
    ("attach_from", C.ATTACH_TO), ("attach_from_top", C.ATTACH_TO),
    ("discard_from_hand", C.DISCARD), ("discard_down_to", C.DISCARD),
    ("put_on_top_in_any_order", C.TO_DECK),
    ("choose_and_move_energy", C.SWITCH_ENERGY_CARD),
    ("discard_extra_tools", C.DISCARD_TOOL_CARD),
    ("search_to_hand", C.TO_HAND), ("search_each_kind", C.TO_HAND), ("top_cards_to_hand", C.TO_HAND),
    ("recover_from_discard", C.TO_HAND),
)
_CARD_CONTEXT_BY_WORD = (
    ("discard", C.DISCARD), ("bottom", C.TO_DECK_BOTTOM), ("bench", C.TO_BENCH), ("attach", C.ATTACH_TO),
    ("into your deck", C.TO_DECK), ("on top", C.TO_DECK), ("deck", C.TO_DECK), ("hand", C.TO_HAND),
    ("evolve", C.EVOLVES_TO), ("prize", C.TO_HAND),
)
_POKEMON_CONTEXT_BY_PROCEDURE = (
    ("attach_from", C.ATTACH_FROM), ("attach_from_top", C.ATTACH_FROM),
    ("evolve_from_deck", C.EVOLVES_FROM),
    ("switch_own", C.SWITCH), ("opponent_switches", C.SWITCH), ("gust", C.SWITCH),
    ("hit_chosen", C.DAMAGE),
)
_POKEMON_CONTEXT_BY_WORD = (
    ("counters from", C.REMOVE_DAMAGE_COUNTER), ("move them to", C.DAMAGE_COUNTER),
    ("damage counter", C.DAMAGE_COUNTER),
    ("take", C.DAMAGE), ("damage", C.DAMAGE), ("heal", C.HEAL), ("switch", C.SWITCH),
    ("new active", C.TO_ACTIVE), ("active", C.SWITCH), ("evolve", C.EVOLVES_FROM),
    ("devolve", C.DEVOLVE), ("attach", C.ATTACH_FROM), ("move it to", C.ATTACH_FROM),
    ("move energy from", C.DETACH_FROM), ("from which", C.DETACH_FROM),
)


def _spots(p):
    """(position, Pokémon) of a player's Pokémon in play: 0 the Active Spot, 1.. the Bench."""
    out = []
    if p.active is not None:
        out.append((0, p.active))
    for i, b in enumerate(p.bench):
        out.append((i + 1, b))
    return out


def _holder(g, inst):
    p = g.players[(inst >> 6) & 1]
    for _pos, mon in _spots(p):
        if inst in mon.energy or inst in mon.tools:
            return mon
    return None


def _container(g, inst):
    """The list holding ``inst`` (a zone, or a Pokémon's Energy or Tools)."""
    p = g.players[(inst >> 6) & 1]
    for zone in (p.hand, p.deck, p.discard, p.prizes, p.lost):
        if inst in zone:
            return zone
    for _pos, mon in _spots(p):
        if inst in mon.energy:
            return mon.energy
        if inst in mon.tools:
            return mon.tools
    return None


#: the types of the locals that name no card (:meth:`CabtGame._find_card` skips them)
_NOT_CARDS = frozenset((bool, str, list, tuple, dict, set, frozenset, float, type(None)))


def _same_orders(src, dst) -> None:
    """Put the lists of ``dst`` (a copy of state ``src`` made by replaying) in ``src``'s
    orders, in place (the running step's generators may hold them), where the two hold the
    same cards."""
    for sp, dp in zip(src.players, dst.players):
        for a, b in ((sp.deck, dp.deck), (sp.hand, dp.hand), (sp.discard, dp.discard), (sp.prizes, dp.prizes),
                     (sp.lost, dp.lost)):
            if a != b and len(a) == len(b) and sorted(a) == sorted(b):
                b[:] = a
        for sm, dm in zip(sp.in_play(), dp.in_play()):
            for a, b in ((sm.energy, dm.energy), (sm.tools, dm.tools)):
                if a != b and len(a) == len(b) and sorted(a) == sorted(b):
                    b[:] = a


def _same_card(inst: int, options):
    cid = inst >> 7
    for o in options:
        if isinstance(o, int) and not isinstance(o, bool) and o >> 7 == cid and o != inst:
            return o
    return None


def _copies_like(g, inst: int) -> list:
    """Every copy of ``inst``'s card ID in the same list as ``inst`` (``inst`` first if alone)."""
    lst = _container(g, inst)
    if lst is None:
        return [inst]
    cid = inst >> 7
    return [c for c in lst if c >> 7 == cid]


def _energy_option(g, mon, inst) -> dict:
    p = g.players[mon.owner]
    pos = p.pos_of(mon)
    return {"type": O.ENERGY, "area": 4 if pos == 0 else 5, "index": 0 if pos == 0 else pos - 1,
            "playerIndex": mon.owner, "energyIndex": mon.energy.index(inst),
            "count": len(Q.energy_units(g, mon, inst))}


def _card(inst: int, serials) -> dict:
    return serials.card(inst)


def _pokemon(g, mon, serials, turn, hp_quiet, units_quiet) -> dict:
    """cabt's Pokemon dict; ``hp_quiet`` / ``units_quiet``: nothing on the board changes HP
    or what Energy provides (the printed values stand).  The dict is a function of the
    Pokémon's cards, damage, newness (and its HP and Energy units when the board changes
    them), kept in ``serials.mons`` (shared, read only)."""
    new = mon.entered_turn == turn or mon.evolved_turn == turn
    quiet = hp_quiet and units_quiet
    if quiet:
        # the dict this Pokémon had last time, if its cards, damage and newness are the same
        rec = serials.by_uid.get(mon.uid)
        if (rec is not None and rec[3] == mon.damage and rec[4] == new and rec[0] == mon.cards
                and rec[1] == mon.energy and rec[2] == mon.tools):
            return rec[5]
    key = (tuple(mon.cards), tuple(mon.energy), tuple(mon.tools), mon.damage, new)
    if not hp_quiet:
        key += (Q.max_hp(g, mon),)
    if not units_quiet:
        key += tuple(tuple(Q.energy_units(g, mon, e)) for e in mon.energy)
    mons = serials.mons
    d = mons.get(key)
    if d is None:
        if len(mons) > 20000:
            mons.clear()
        d = mons[key] = _pokemon_dict(g, mon, serials, turn, hp_quiet, units_quiet)
    if quiet:
        serials.by_uid[mon.uid] = (mon.cards[:], mon.energy[:], mon.tools[:], mon.damage, new, d)
    return d


def _pokemon_dict(g, mon, serials, turn, hp_quiet, units_quiet) -> dict:
    cards_of = serials.cards_of
    cards = mon.cards
    top = cards[-1]
    hp = CARD_LIST[mon.cid].hp if hp_quiet else Q.max_hp(g, mon)
    units = []
    for e in mon.energy:
        code = _BASIC_ENERGY_CODE.get(e >> 7) if units_quiet else None
        if code is not None:
            units.append(code)
        else:
            units.extend([energy_code(u) for u in Q.energy_units(g, mon, e)])
    return {"id": top >> 7, "serial": serials(top), "playerIndex": mon.owner,
            "hp": max(0, hp - mon.damage), "maxHp": hp,
            "appearThisTurn": mon.entered_turn == turn or mon.evolved_turn == turn,
            "energies": units,
            "energyCards": cards_of(mon.energy),
            "tools": cards_of(mon.tools),
            "preEvolution": cards_of(cards[:-1])}


_NO_CONDITIONS = (False,) * 5
#: the EnergyType code of each Basic Energy card (the unit it provides when nothing changes it)
_BASIC_ENERGY_CODE = {c.id: c.energy_type for c in CARD_LIST if c is not None and c.kind == "basic_energy"}


def _conditions(mon) -> tuple:
    r = mon.rotation
    return (bool(mon.poison), bool(mon.burn), r == ASLEEP, r == PARALYZED, r == CONFUSED)


__all__ = ["CabtGame", "Question", "AnswerError", "CabtDeckError", "CABT_RULES", "check_deck", "energy_code"]
