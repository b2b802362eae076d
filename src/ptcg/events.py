"""Game events as data: one source of truth for the text log, the views and the adapters.

Every procedure of the engine reports what happened by emitting an :class:`Event`
(``g.emit(kind, player, **data)``): a kind from :data:`KINDS`, the player it concerns, and
fields naming card *instances* (``card``, ``cards``; ``inst >> 7`` is the card ID) and
Pokémon in play (``target``, ``source``, ... as :class:`MonRef`: owner, position, top card,
uid, as they were at that moment).  Nothing here is text: :func:`render` turns an event
into the log line people read, and the adapters (the official-simulator ``cabt`` logs, the
web table, RL observations) read the same events.

**Zone moves are observed, not announced.**  Before each event is recorded, and at each
decision, the state's zones are compared with what they held at the previous event
(:class:`ZoneWatch`); every card found in another zone gives a ``move`` event
(``card``, ``src``, ``dst``: zone names of :data:`ZONES`; for a card in play, the Pokémon
it is part of).  So no procedure and no card can forget to report a move, and the moves
come in order with the events around them.

**Visibility.**  An event that names cards one player may not see (a draw, a face-down
placement, a search that reveals nothing, a look at a Prize card) has ``private_to`` set
to the player who may; everyone else reads :meth:`Event.redacted`: the same event with
the hidden cards taken out (``count`` says how many).  A move is private when the card is
hidden from the opponent in both its zones (deck, Prize cards, a hand not revealed, the
face-down setup) unless the event that caused it revealed it (``revealed=`` of
:meth:`ptcg.state.State.emit`).  :func:`ptcg.game.Game.events_for` reads the events as a
player may; ``Game.log_for`` renders them.
"""

from __future__ import annotations

from typing import NamedTuple

from .cards.db import CARD_LIST

# -- the vocabulary ---------------------------------------------------------------------------

#: zone names used by ``move`` events (``src``/``dst``)
DECK, HAND, DISCARD, PRIZES, LOST, PLAYING, STADIUM = "deck", "hand", "discard", "prizes", "lost", "playing", "stadium"
#: parts of a Pokémon in play (a ``move`` into or out of one names the Pokémon as ``mon``)
POKEMON, ENERGY, TOOL = "pokemon", "energy", "tool"
ZONES = (DECK, HAND, DISCARD, PRIZES, LOST, PLAYING, STADIUM, POKEMON, ENERGY, TOOL)

#: every event kind, with the fields it carries (besides ``player``)
KINDS = {
    # flow of the game
    "setup_first": "player goes first",
    "setup_no_basic_both": "neither player has a Basic Pokémon",
    "mulligan": "number, cards (the hand shown)",
    "setup_active": "card (face down; private)",
    "setup_bench": "card (face down; private)",
    "setup_prizes": "count",
    "setup_done": "",
    "extra_game": "mode ('sudden_death' | 'tiebreak')",
    "turn_start": "turn",
    "turn_end": "",
    "cannot_draw": "",
    "result": "winner, reason, text",
    # actions
    "draw": "cards (private), count",
    "bench": "card",
    "play": "card (an Item or Supporter played)",
    "play_stadium": "card",
    "attach": "card, target (Energy or Tool from the hand)",
    "evolve": "card, from_card, target",
    "devolve": "cards (removed), target",
    "retreat": "target",
    "retreat_fails": "target",
    "switch": "target (the new Active), source (the old one; may be None)",
    "promote": "target",
    "ability": "name, target (a Pokémon in play) or card (a card elsewhere)",
    "stadium_ability": "card",
    "attack": "name, attack, target (the attacker), again",
    "attack_fails": "name, reason ('effect' | 'confused' | 'nothing'), target",
    "reflip": "name (the attack whose coins are flipped again)",
    "damage": "target, amount, parts: [(step, value)] of I-A-01 P2 ('base', 'attacker', 'weakness', "
              "'resistance', 'defender', 'prevented'), hp_left",
    "survives": "target (left with 10 HP)",
    "counters": "target, count",
    "counters_moved": "source, target (None: the counters vanish), count",
    "heal": "target, amount",
    "condition": "target, condition, counters (Poison)",
    "recover": "target, condition ('all' for every Special Condition)",
    "checkup": "conditions: [(MonRef, [names])]",
    "knockout": "target",
    "prizes": "count, left",
    "coin": "heads, why",
    "shuffle": "",
    # cards moving, as the procedure sees it (the zone moves themselves are ``move``)
    "move": "card, src, dst; src_mon / dst_mon (MonRef) and src_pos / dst_pos when a zone is part of a "
            "Pokémon in play",
    "search": "cards (private unless revealed), count, dst ('hand')",
    "reveal": "cards, zone, owner",
    "look": "cards (private), zone ('prizes'), owner, count",
    "discard": "cards, src ('hand' | 'deck' | 'random' | 'stadium' | 'play' | 'hand_all'), target",
    "to_hand": "cards, src ('discard' | 'prizes'), target (from a Pokémon in play)",
    "to_deck": "cards, target, face_down, count, bottom",
    "to_bench": "cards, src ('deck' | 'discard pile' | None: from the hand)",
    "energy_moved": "card, source, target",
    "energy_refused": "card, target, discarded (could not be attached)",
    "pokemon_leaves": "target, dst ('hand' | 'deck' | 'discard' | 'lost'), refused",
    "exchange": "card, old, target",
    "hand_shuffled": "count (the hand shuffled into the deck)",
    "hand_to_bottom": "count, owner",
    "deck_order": "count (chosen cards put back on top)",
    "prizes_reset": "count",
    "card_effect": "note, card, cards, target, count: a card's own happening (see NOTES)",
}

#: the fields that name hidden cards, taken out of a private event for other readers (a
#: hidden move keeps ``src_pos`` / ``dst_pos``: where in play, not which card)
HIDDEN_FIELDS = ("card", "cards", "src_mon", "dst_mon")


class MonRef(NamedTuple):
    """A Pokémon in play as it was when an event happened: its owner, position (0 = the
    Active Spot, 1.. = Bench places, None = not in play), top card instance and uid."""

    owner: int
    pos: int | None
    inst: int
    uid: int

    @property
    def name(self) -> str:
        return CARD_LIST[self.inst >> 7].name

    def to_dict(self) -> dict:
        return {"owner": self.owner, "pos": self.pos, "card": self.inst, "card_id": self.inst >> 7,
                "uid": self.uid}


def mon_ref(g, mon) -> MonRef:
    p = g.players[mon.owner]
    if mon is p.active:
        pos = 0
    else:
        pos = None
        for i, b in enumerate(p.bench):
            if b is mon:
                pos = i + 1
                break
    return MonRef(mon.owner, pos, mon.cards[-1] if mon.cards else 0, mon.uid)


class Event:
    """One thing that happened.  ``data`` holds the kind's fields (see :data:`KINDS`);
    ``private_to`` is the only player who may read the hidden fields (None: public)."""

    __slots__ = ("kind", "player", "data", "private_to")

    def __init__(self, kind: str, player: int | None, data: dict, private_to: int | None = None):
        self.kind = kind
        self.player = player
        self.data = data
        self.private_to = private_to

    def __getitem__(self, key):
        return self.data[key]

    def get(self, key, default=None):
        return self.data.get(key, default)

    def visible_to(self, viewer: int | None) -> bool:
        """Whether ``viewer`` may read every field (None: an onlooker who sees no hand)."""
        return self.private_to is None or self.private_to == viewer

    def redacted(self) -> "Event | None":
        """The event as a player who may not see its hidden cards reads it (None: they
        learn nothing from it)."""
        if self.kind in _SILENT_WHEN_HIDDEN:
            return None
        data = {k: v for k, v in self.data.items() if k not in HIDDEN_FIELDS}
        data["hidden"] = True
        return Event(self.kind, self.player, data, None)

    def for_viewer(self, viewer: int | None) -> "Event | None":
        return self if self.visible_to(viewer) else self.redacted()

    def to_dict(self) -> dict:
        """JSON-able: ``{"kind", "player", ...fields}``; a Pokémon is a dict of
        :meth:`MonRef.to_dict`, a card an instance (``card_id`` = ``inst >> 7``)."""
        out = {"kind": self.kind, "player": self.player}
        for k, v in self.data.items():
            out[k] = _jsonable(v)
        if self.private_to is not None:
            out["private_to"] = self.private_to
        return out

    def __eq__(self, other) -> bool:
        return (isinstance(other, Event) and self.kind == other.kind and self.player == other.player
                and self.data == other.data and self.private_to == other.private_to)

    def __repr__(self) -> str:
        priv = f", private_to={self.private_to}" if self.private_to is not None else ""
        return f"Event({self.kind!r}, {self.player}, {self.data!r}{priv})"


def _jsonable(v):
    if isinstance(v, MonRef):
        return v.to_dict()
    if isinstance(v, (list, tuple)):
        return [_jsonable(x) for x in v]
    return v


# a private event of these kinds tells the other player nothing at all
_SILENT_WHEN_HIDDEN = frozenset({"card_effect"})


# -- zone moves ---------------------------------------------------------------------------------

class ZoneWatch:
    """What each zone held at the last look, to find the cards that moved since.

    ``piles`` holds a copy of each player's deck, hand, discard pile, Prize cards, Lost Zone
    and cards being played, and the Stadium; ``mons`` the cards, Energy and Tools of each
    Pokémon in play by uid, with its owner and position.  A look compares each zone with
    its copy (one list comparison each, done in C) and copies only what changed, so it
    costs a few microseconds when nothing moved."""

    __slots__ = ("piles", "mons")

    def __init__(self, g):
        self.piles = [[p.deck[:], p.hand[:], p.discard[:], p.prizes[:], p.lost[:], p.resolving[:]]
                      for p in g.players]
        self.piles.append(g.stadium)
        self.mons = _mons_of(g)

    def copy(self) -> "ZoneWatch":
        w = ZoneWatch.__new__(ZoneWatch)
        w.piles = [self.piles[0][:], self.piles[1][:], self.piles[2]]   # the copies are replaced, never changed
        w.mons = dict(self.mons)        # records are replaced, never changed (_mon_changed)
        return w

    def look(self, g, revealed=()) -> list:
        """The ``move`` events since the last look (and remember the zones as they are)."""
        removed = {}                    # card -> (zone, MonRef or None) it left
        added = []                      # (card, zone, MonRef or None) in the order found
        piles = self.piles
        for p in g.players:
            old = piles[p.index]
            # one comparison per pile; most looks find nothing
            if (p.hand != old[1] or p.deck != old[0] or p.discard != old[2] or p.prizes != old[3]
                    or p.resolving != old[5] or p.lost != old[4]):
                for z, now in enumerate((p.deck, p.hand, p.discard, p.prizes, p.lost, p.resolving)):
                    was = old[z]
                    if now != was:
                        _diff(was, now, _PILES[z], None, removed, added)
                        old[z] = now[:]
        stadium = g.stadium
        if stadium != piles[2]:
            _diff(() if piles[2] is None else (piles[2],), () if stadium is None else (stadium,),
                  STADIUM, None, removed, added)
            piles[2] = stadium
        mons = self.mons
        count = 0
        for p in g.players:
            pos = 0
            for mon in (p.active, *p.bench):
                if mon is not None:
                    count += 1
                    rec = mons.get(mon.uid)
                    if rec is None or rec[1] != pos or mon.cards != rec[2] or mon.energy != rec[3] \
                            or mon.tools != rec[4]:
                        self._mon_changed(p.index, pos, mon, removed, added)
                pos += 1
        if len(mons) != count:
            present = {m.uid for p in g.players for m in p.in_play()}
            for uid in [u for u in mons if u not in present]:
                owner, pos, cards, energy, tools = mons.pop(uid)
                ref = MonRef(owner, pos, cards[-1] if cards else 0, uid)
                for part, was in ((POKEMON, cards), (ENERGY, energy), (TOOL, tools)):
                    _diff(was, (), part, ref, removed, added)
        if not added:
            return []
        setup = g.phase == "setup"
        events = []
        for card, dst, dst_mon in added:
            src = removed.pop(card, None)
            if src is not None:
                events.append(_move_event(g, card, src[0], src[1], dst, dst_mon, setup, revealed))
        return events


    def _mon_changed(self, owner: int, pos: int, mon, removed, added) -> None:
        rec = self.mons.get(mon.uid)
        # a new record each time: copies of this watch share the old ones (copy on write)
        rec = self.mons[mon.uid] = [owner, pos, [], [], []] if rec is None else [owner, pos, rec[2], rec[3], rec[4]]
        ref = MonRef(owner, pos, mon.cards[-1] if mon.cards else 0, mon.uid)
        for part, now in ((3, mon.energy), (4, mon.tools), (2, mon.cards)):
            if now != rec[part]:
                _diff(rec[part], now, _PARTS[part], ref, removed, added)
                rec[part] = now[:]


_PILES = (DECK, HAND, DISCARD, PRIZES, LOST, PLAYING)
_PARTS = {2: POKEMON, 3: ENERGY, 4: TOOL}


def _diff(was, now, zone, ref, removed, added) -> None:
    """Note the cards that left ``zone`` (in ``was``, not in ``now``) and that came in."""
    if was:
        keep = set(now)
        for c in was:
            if c not in keep:
                removed[c] = (zone, ref)
    if now:
        had = set(was)
        for c in now:
            if c not in had:
                added.append((c, zone, ref))


def _mons_of(g) -> dict:
    mons = {}
    for p in g.players:
        for pos, mon in enumerate(p.in_play() if p.active is not None else [None] + p.bench):
            if mon is not None:
                mons[mon.uid] = [p.index, pos, mon.cards[:], mon.energy[:], mon.tools[:]]
    return mons


def _hidden_from_opponent(zone: str, setup: bool) -> bool:
    return zone in (DECK, HAND, PRIZES) or (setup and zone == POKEMON)


def _move_event(g, inst, src, src_mon, dst, dst_mon, setup, revealed) -> Event:
    owner = (inst >> 6) & 1
    data = {"card": inst, "src": src, "dst": dst}
    if src_mon is not None:
        data["src_mon"] = src_mon
        data["src_pos"] = src_mon.pos
    if dst_mon is not None:
        data["dst_mon"] = dst_mon
        data["dst_pos"] = dst_mon.pos
    private = None
    if (_hidden_from_opponent(src, setup) and _hidden_from_opponent(dst, setup)
            and inst not in revealed and inst not in g.players[owner].revealed):
        # the owner sees it unless it goes between face-down piles (deck, Prize cards)
        private = owner if HAND in (src, dst) or (setup and POKEMON in (src, dst)) else -1
    return Event("move", owner, data, private)


# -- the text log ---------------------------------------------------------------------------------

def pname(player) -> str:
    return f"P{player + 1}"


def cname(inst: int) -> str:
    return CARD_LIST[inst >> 7].name


def names(insts, empty: str = "nothing") -> str:
    return ", ".join(cname(c) for c in insts) or empty


def where(ref: MonRef) -> str:
    """'P1 Active Snover', 'P2 Bench 2 Kyogre', 'P1 Snover' (not in play)."""
    if ref.pos == 0:
        return f"{pname(ref.owner)} Active {ref.name}"
    if ref.pos is not None:
        return f"{pname(ref.owner)} Bench {ref.pos} {ref.name}"
    return f"{pname(ref.owner)} {ref.name}"


def _s(n: int) -> str:
    return "s" if n != 1 else ""


def _draw(e):
    if e.get("turn_draw"):
        return f"{pname(e.player)} draws {cname(e['cards'][0]) if 'cards' in e.data else 'a card'}"
    n = e["count"]
    line = f"{pname(e.player)} draws {n} card{_s(n)}"
    return f"{line} ({names(e['cards'])})" if "cards" in e.data else line


def _to_bench(e):
    src = e.get("src")
    tail = "" if src is None else f" from their {src}"
    return f"{pname(e.player)} puts {names(e['cards'])} onto their Bench{tail}"


def _search(e):
    p = pname(e.player)
    if "cards" in e.data:
        return f"{p} searches their deck and puts {names(e['cards'])} into their hand"
    n = e["count"]
    return f"{p} searches their deck and puts {n} card{_s(n)} into their hand"


def _setup_place(spot):
    def render(e):
        what = cname(e["card"]) if "card" in e.data else "a Pokémon"
        return f"{pname(e.player)} puts {what} face down {spot}"
    return render


def _discard(e):
    p, src = pname(e.player), e.get("src")
    cards = e.get("cards", ())
    if src == "hand":
        return f"{p} discards {names(cards)} from hand"
    if src == "hand_all":
        return f"{p} discards their hand ({len(cards)} cards)"
    if src == "random":
        return f"{p} discards {names(cards)} at random from their hand"
    if src == "deck":
        return f"{p} discards {names(cards)} from the top of their deck"
    if src == "deck_top":
        return f"{cname(cards[0])} is discarded from the top of the deck"
    if e.get("target") is not None:
        return f"{', '.join(cname(i) for i in cards)} discarded from {where(e['target'])}"
    return f"{names(cards)} is discarded"


def _to_hand(e):
    p, cards = pname(e.player), e["cards"]
    if e.get("target") is not None:
        return f"{', '.join(cname(i) for i in cards)} from {where(e['target'])} put into the hand"
    return f"{p} puts {names(cards)} from their discard pile into their hand"


def _to_deck(e):
    p = pname(e.player)
    if e.get("face_down"):
        n = e["count"]
        return f"{p} shuffles {n} card{_s(n)} face down and puts them on the bottom of their deck"
    if e.get("target") is not None:
        return f"{e['target'].name} is put on top of {p}'s deck"
    if e.get("bottom"):
        return f"{cname(e['cards'][0])} is put on the bottom of {p}'s deck"
    if e.get("shown"):
        return f"{', '.join(cname(c) for c in e['cards'])} put into the deck"
    return f"{p} shuffles {names(e['cards'])} into their deck"


def _attack_fails(e):
    reason = e["reason"]
    if reason == "confused":
        return f"{e['target'].name} is Confused: the attack fails"
    if reason == "nothing":
        return f"{e['name']} does nothing"
    return f"{e['name']} fails"


def _ability(e):
    if e.get("target") is not None:
        if e.get("triggered"):
            t = e["target"]
            return f"{pname(t.owner)} {t.name} uses {e['name']}"
        return f"{where(e['target'])} uses {e['name']}"
    return f"{pname(e.player)} uses {e['name']} of {cname(e['card'])}"


def _counters_moved(e):
    n = e["count"]
    if e.get("target") is None:
        return f"{n} damage counters removed from {where(e['source'])} vanish"
    return f"{n} damage counter{_s(n)} moved from {where(e['source'])} to {where(e['target'])}"


_DAMAGE_STEPS = {"attacker": "attacker effects", "weakness": "Weakness", "resistance": "Resistance",
                 "defender": "defender effects"}


def _damage_part(step: str, value) -> str:
    """One step of the damage calculation (I-A-01 P2) as the log shows it."""
    if step == "base":
        return str(value)
    if step == "prevented":
        return "prevented"
    shown = value if isinstance(value, str) else f"{value:+d}"
    return f"{shown} ({_DAMAGE_STEPS.get(step, step)})"


def _condition(e):
    c = e["condition"]
    if c == "Poisoned":
        n = e.get("counters", 1)
        return f"{where(e['target'])} is now Poisoned" + (f" ({n} counters)" if n != 1 else "")
    return f"{where(e['target'])} is now {c}"


_RECOVERY = {"Burned": "is no longer Burned", "Asleep": "wakes up", "Paralyzed": "is no longer Paralyzed",
             "all": "recovers from all Special Conditions"}


def _recover(e):
    c = e["condition"]
    if c in _RECOVERY and not e.get("plain"):
        return f"{where(e['target'])} {_RECOVERY[c]}"
    return f"{e['target'].name} is no longer {c}"


def _pokemon_leaves(e):
    t, dst = e["target"], e["dst"]
    if e.get("refused"):
        return f"{where(t)} can't be put into the hand"
    if dst == "hand":
        if e.get("instead"):
            return f"{pname(t.owner)} puts {t.name} into their hand instead of the discard pile"
        return f"{where(t)} and all attached cards go to the hand"
    if dst == "deck":
        return f"{where(t)} and all attached cards are shuffled into the deck"
    if dst == "discard_from_play":
        return f"{pname(e.player)} discards {t.name} from play"
    if dst == "lost":
        return f"{pname(t.owner)} puts {t.name} in the Lost Zone instead of the discard pile"
    return f"{where(t)} is discarded"


def _energy_refused(e):
    name = e["target"].name
    if e.get("from_hand"):
        return f"{cname(e['card'])} can't be attached from the hand to {name}"
    return f"{cname(e['card'])} can't be attached to {name} and is discarded"


def _attach(e):
    if e.get("from_deck"):
        return f"{cname(e['card'])} is attached to {e['target'].name}"
    if e.get("by_effect"):
        return f"{cname(e['card'])} attached to {where(e['target'])}"
    return f"{pname(e.player)} attaches {cname(e['card'])} to {where(e['target'])}"


def _mulligan(e):
    return (f"{pname(e.player)} has no Basic Pokémon (mulligan {e['number']})"
            f" and shows their hand: {', '.join(cname(c) for c in e['cards'])}")


def _look(e):
    """A player looks at face-down cards (the cards are private to the looker)."""
    line = f"{pname(e.player)} looks at a face-down Prize card of {pname(e['owner'])}"
    return f"{line}: {names(e['cards'])}" if "cards" in e.data else line


def _card_effect(e):
    """A card's own happening: ``note`` is a phrase with ``{card}``, ``{cards}``,
    ``{target}``, ``{player}``, ``{opponent}``, ``{count}`` slots (our words)."""
    d = e.data
    fields = {"player": pname(e.player) if e.player is not None else "",
              "opponent": pname(1 - e.player) if e.player is not None else "",
              "card": cname(d["card"]) if "card" in d else "",
              "cards": names(d.get("cards", ())),
              "target": d["target"].name if d.get("target") is not None else "",
              "count": d.get("count", "")}
    return d["note"].format(**fields)


_TEMPLATES = {
    "setup_first": lambda e: f"{pname(e.player)} goes first",
    "setup_no_basic_both": lambda e: "Neither player has a Basic Pokémon: both redraw",
    "mulligan": _mulligan,
    "setup_active": _setup_place("in the Active Spot"),
    "setup_bench": _setup_place("on the Bench"),
    "setup_prizes": lambda e: f"{pname(e.player)} sets {e['count']} Prize cards",
    "setup_done": lambda e: "Setup complete: the game begins",
    "extra_game": lambda e: f"--- {'Sudden Death' if e['mode'] == 'sudden_death' else 'Tie-break game'} begins ---",
    "turn_start": lambda e: f"-- Turn {e['turn']}: {pname(e.player)} --",
    "turn_end": lambda e: f"{pname(e.player)} ends their turn",
    "cannot_draw": lambda e: f"{pname(e.player)} cannot draw a card",
    "result": lambda e: f"Result: {e['text']}",
    "draw": _draw,
    "bench": lambda e: f"{pname(e.player)} puts {cname(e['card'])} onto the Bench",
    "play": lambda e: f"{pname(e.player)} plays {cname(e['card'])}",
    "play_stadium": lambda e: f"{pname(e.player)} plays the Stadium {cname(e['card'])}",
    "attach": _attach,
    "evolve": lambda e: (f"{pname(e.player)} evolves {CARD_LIST[e['from_card']].name} into {cname(e['card'])}"
                         + (f" ({e['note']})" if e.get("note") else "")),
    "devolve": lambda e: f"{where(e['target'])} devolves ({', '.join(cname(c) for c in e['cards'])} removed)",
    "retreat": lambda e: f"{pname(e.player)} retreats {e['target'].name}",
    "retreat_fails": lambda e: f"{e['target'].name} does not retreat",
    "switch": lambda e: (f"{pname(e.player)} switches: {e['target'].name} is now Active"
                         + (f", {e['source'].name} goes to the Bench" if e.get("source") is not None else "")),
    "promote": lambda e: f"{pname(e.player)} puts {e['target'].name} into the Active Spot",
    "ability": _ability,
    "stadium_ability": lambda e: f"{pname(e.player)} uses the Stadium {cname(e['card'])}",
    "attack": lambda e: (f"{where(e['target'])} attacks again with {e['name']}" if e.get("again")
                         else f"{where(e['target'])} uses {e['name']}"),
    "attack_fails": _attack_fails,
    "reflip": lambda e: f"{pname(e.player)} ignores the coin flips of {e['name']} and flips again",
    "damage": lambda e: (f"{where(e['target'])} takes {e['amount']} damage "
                         f"({' '.join(_damage_part(*p) for p in e['parts'])}; {e['hp_left']} HP left)"),
    "survives": lambda e: f"{where(e['target'])} is not Knocked Out: 10 HP left",
    "counters": lambda e: f"{e['count']} damage counter{_s(e['count'])} on {where(e['target'])}",
    "counters_moved": _counters_moved,
    "heal": lambda e: f"{where(e['target'])} is healed {e['amount']}",
    "condition": _condition,
    "recover": _recover,
    "checkup": lambda e: "Pokémon Checkup: " + "; ".join(
        f"{where(ref)} is {', '.join(conds)}" for ref, conds in e["conditions"]),
    "knockout": lambda e: (f"{e['target'].name} is Knocked Out by a delayed effect" if e.get("delayed")
                           else f"{where(e['target'])} is Knocked Out"),
    "prizes": lambda e: f"{pname(e.player)} takes {e['count']} Prize card{_s(e['count'])} ({e['left']} left)",
    "coin": lambda e: (f"{pname(e.player)} flips a coin{' for ' + e['why'] if e.get('why') else ''}: "
                       f"{'heads' if e['heads'] else 'tails'}"),
    "shuffle": lambda e: f"{pname(e.player)} shuffles their deck",
    "search": _search,
    "reveal": lambda e: (f"{pname(e.player)} reveals their hand: {names(e['cards'])}" if e.get("zone") == "hand"
                         else _card_effect(e)),
    "look": _look,
    "discard": _discard,
    "to_hand": _to_hand,
    "to_deck": _to_deck,
    "energy_moved": lambda e: f"{cname(e['card'])} moved from {where(e['source'])} to {where(e['target'])}",
    "energy_refused": _energy_refused,
    "pokemon_leaves": _pokemon_leaves,
    "exchange": lambda e: f"{cname(e['old'])} is exchanged for {cname(e['card'])} ({where(e['target'])})",
    "hand_shuffled": lambda e: f"{pname(e.player)} shuffles their hand ({e['count']} cards) into their deck",
    "hand_to_bottom": lambda e: (f"{pname(e.player)} puts their hand ({e['count']} cards) on the bottom "
                                 f"of their deck"),
    "deck_order": lambda e: f"{pname(e.player)} puts {e['count']} chosen card(s) on top of their deck",
    "prizes_reset": lambda e: f"{pname(e.player)} sets {e['count']} new Prize card(s) from the top of their deck",
    "to_bench": _to_bench,
    "card_effect": _card_effect,
}


def render(event: Event) -> str | None:
    """The log line of an event (None: the event has no line of its own, e.g. the zone
    moves, which the lines of the procedures that caused them already tell)."""
    t = _TEMPLATES.get(event.kind)
    return t(event) if t is not None else None


__all__ = ["Event", "MonRef", "KINDS", "ZONES", "ZoneWatch", "mon_ref", "render", "where", "cname", "pname"]
