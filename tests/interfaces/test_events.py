"""Typed game events (``ptcg.events``): the one source of the text log, the per-player logs
and the adapters; and the twin-state test of III-01 (what a seat may read does not depend on
what it may not see).

A *twin* of a position swaps two card instances the seat has never seen (in the opponent's
hand, deck or Prize cards, or in the seat's own deck or Prize cards): in the zones and in
every past event.  Everything the seat can read must be identical in both: its events, its
log, its view, its legal options when it decides, and its RL observations.
"""

import random

import pytest

from ptcg import Game
from ptcg.agents import RandomAgent, play_game
from ptcg.events import KINDS, Event, MonRef, render
from ptcg.testing import Scenario

np = pytest.importorskip("numpy")

SNOVER, KYOGRE = 722, 721
DECKS = ("mega_abomasnow", "fire_cinderace")


def _game(seed: int, steps: int | None = None) -> Game:
    g = Game(*DECKS, seed=seed)
    rnd = random.Random(seed)
    n = 0
    while not g.is_over() and (steps is None or n < steps):
        g.apply(rnd.choice(g.legal_options))
        n += 1
    return g


# -- the events themselves ------------------------------------------------------------------------

def test_every_event_has_a_known_kind_and_the_log_is_rendered_from_the_events():
    g = _game(3)
    assert g.events and all(e.kind in KINDS for e in g.events)
    lines = [render(e) for e in g.events]
    assert g.log == [x for x in lines if x is not None]
    assert any(e.kind == "move" for e in g.events) and all(render(e) is None for e in g.events if e.kind == "move")



def test_I_B_04_R2_a_stadium_played_over_another_is_recorded_moving_to_its_owners_discard():
    """The new Stadium's move from the hand and the old one's to its owner's discard pile are
    both recorded, before the ``play_stadium`` event (the discard event names the card that
    replaced the old one)."""
    lively, full_metal_lab = 1251, 1244
    s = Scenario().active(0, SNOVER).active(1, SNOVER).stadium(lively, owner=1).hand(0, [full_metal_lab])
    t = s.start()
    old = t.state.stadium
    t.play(full_metal_lab)
    kinds = [(e.kind, e.get("card"), e.get("src"), e.get("dst")) for e in t.game.events]
    move = kinds.index(("move", old, "stadium", "discard"))
    assert ("move", t.state.stadium, "hand", "stadium") in kinds
    discard = next(i for i, e in enumerate(t.game.events) if e.kind == "discard" and e.get("cards") == [old])
    played = next(i for i, e in enumerate(t.game.events) if e.kind == "play_stadium")
    assert move < discard < played
    assert t.game.events[discard]["replaced_by"] == t.state.stadium

def test_every_card_that_changes_zone_has_a_move_event():
    """Replaying the move events from the starting decks gives the final zones exactly."""
    g = _game(11)
    where = {}
    for pl, deck in enumerate(g.decks):
        for inst in g.state.players[pl].all_cards():
            where[inst] = None
    start = Game(*DECKS, seed=11)             # before the first event: every card in its deck
    for p in start.state.players:
        for inst in p.deck:
            where[inst] = "deck"
    for e in g.events:
        if e.kind == "move":
            assert where[e["card"]] == e["src"], e
            where[e["card"]] = e["dst"]
    final = {}
    for p in g.state.players:
        for zone, cards in (("deck", p.deck), ("hand", p.hand), ("discard", p.discard),
                            ("prizes", p.prizes), ("lost", p.lost), ("playing", p.resolving)):
            for c in cards:
                final[c] = zone
        for mon in p.in_play():
            for c in mon.cards:
                final[c] = "pokemon"
            for c in mon.energy:
                final[c] = "energy"
            for c in mon.tools:
                final[c] = "tool"
    if g.state.stadium is not None:
        final[g.state.stadium] = "stadium"
    assert final == where


def test_events_name_card_instances_and_pokemon_as_they_were():
    t = (Scenario().active(0, SNOVER, energy=[3]).active(1, KYOGRE).start())
    t.attack("Beat")
    attack = next(e for e in t.game.events if e.kind == "attack")
    damage = next(e for e in t.game.events if e.kind == "damage")
    assert isinstance(attack["target"], MonRef) and attack["target"].pos == 0 and attack["target"].owner == 0
    assert attack["target"].inst >> 7 == SNOVER and attack["attack"] > 0
    assert damage["target"].owner == 1 and damage["amount"] == 10 and damage["parts"][0] == ("base", 10)
    d = damage.to_dict()
    assert d["kind"] == "damage" and d["target"]["card_id"] == KYOGRE


def test_a_private_event_reaches_the_other_player_without_its_cards():
    g = _game(5, steps=40)
    draws = [e for e in g.events if e.kind == "draw" and e.player == 1]
    assert draws and all(e.private_to == 1 for e in draws)
    for e in g.events_for(0):
        if e.kind == "draw" and e.player == 1:
            assert "cards" not in e.data and e["count"] >= 1 and e.get("hidden")
        if e.kind == "move" and e.player == 1 and e.get("hidden"):
            assert "card" not in e.data and "dst_mon" not in e.data
    assert any("cards" in e.data for e in g.events_for(1) if e.kind == "draw" and e.player == 1)


def test_III_01_a_turn_that_ends_by_itself_is_logged_like_one_the_player_ends():
    """A main phase with nothing but "end" ends at once (auto_end); the log says only that
    the turn ended, exactly as when the player ends it, so the opponent learns nothing about
    the hidden hand (issue 9)."""
    g = _game(21)
    assert not any("nothing to do" in line for line in g.log)
    auto = Game(*DECKS, seed=4, auto_end=True)
    manual = Game(*DECKS, seed=4, auto_end=False)
    rnd = random.Random(1)
    ended_by_hand = 0
    while not auto.is_over():
        # the manual game ends by hand each turn the auto game ended by itself
        while (manual.decision.kind == "main" and manual.legal_options == (("end",),)
               and (manual.decision.player, manual.legal_options) != (auto.decision.player, auto.legal_options)):
            manual.apply(("end",))
            ended_by_hand += 1
        opt = rnd.choice(auto.legal_options)
        assert manual.legal_options == auto.legal_options
        auto.apply(opt)
        manual.apply(opt)
    assert ended_by_hand > 0 and manual.result.to_dict() == auto.result.to_dict()
    for viewer in (0, 1, None):
        assert auto.log_for(viewer) == manual.log_for(viewer)


@pytest.mark.parametrize("seed", [6, 7, 8])
def test_III_01_clones_keep_which_events_are_private_at_every_step(seed):
    """Main phase or mid-effect, a clone's per-player logs are the original's."""
    g = Game(*DECKS, seed=seed)
    rnd = random.Random(seed)
    mid = 0
    while not g.is_over():
        if g._gen is not None:
            mid += 1
        c = g.clone(keep_log=True)
        for viewer in (0, 1, None):
            assert c.log_for(viewer) == g.log_for(viewer)
        assert [e.to_dict() for e in c.events_for(0)] == [e.to_dict() for e in g.events_for(0)]
        g.apply(rnd.choice(g.legal_options))
    assert mid > 0


# -- twins ----------------------------------------------------------------------------------------

_CARD_FIELDS = ("card", "cards", "old")


def _instances(e: Event) -> set:
    out = set()
    for k, v in e.data.items():
        if k in _CARD_FIELDS:
            out.update(v if isinstance(v, (list, tuple)) else [v])
        elif isinstance(v, MonRef):
            out.add(v.inst)
        elif k == "conditions":
            out.update(ref.inst for ref, _ in v)
    return out


def _swap_value(v, a, b):
    sw = {a: b, b: a}
    if isinstance(v, MonRef):
        return v._replace(inst=sw.get(v.inst, v.inst))
    if isinstance(v, int) and not isinstance(v, bool):
        return sw.get(v, v)
    if isinstance(v, list):
        return [_swap_value(x, a, b) for x in v]
    if isinstance(v, tuple):
        return tuple(_swap_value(x, a, b) for x in v)
    return v


def _swap(game: Game, a: int, b: int) -> Game:
    """A twin: instances ``a`` and ``b`` trade places in the zones and in every event."""
    twin = game.clone(keep_log=True)
    g = twin.state
    sw = {a: b, b: a}
    for p in g.players:
        for name in ("deck", "hand", "discard", "prizes", "lost", "resolving", "revealed"):
            setattr(p, name, [sw.get(c, c) for c in getattr(p, name)])
        for mon in p.in_play():
            mon.cards = [sw.get(c, c) for c in mon.cards]
    new = []
    for e in g.events:
        data = {k: (_swap_value(v, a, b) if k in _CARD_FIELDS or k == "conditions" or isinstance(v, MonRef)
                    else v) for k, v in e.data.items()}
        new.append(Event(e.kind, e.player, data, e.private_to))
    g.events = new
    return twin


def _readable(game: Game, seat: int) -> dict:
    from ptcg.env import encoding_v1, encoding_v2
    d = game.decision
    out = {
        "events": [e.to_dict() for e in game.events_for(seat)],
        "log": game.log_for(seat),
        "view": game.view(seat).to_dict(),
        "options": d.options if d is not None and d.player == seat else None,
    }
    for name, enc in (("v1", encoding_v1), ("v2", encoding_v2)):
        obs, mask = enc.encode(game, seat)
        out[name] = (obs.tobytes(), mask.tobytes())
    return out


def _unseen(game: Game, seat: int) -> list:
    """Instances ``seat`` has never seen: in hidden zones now, in no event it can read and
    in no option it is offered."""
    g = game.state
    me, opp = g.players[seat], g.players[1 - seat]
    seen = set()
    for e in game.events_for(seat):
        seen |= _instances(e)
    d = game.decision
    if d is not None and d.player == seat:
        for o in d.options:
            seen.update(x for x in (o if isinstance(o, tuple) else (o,)) if isinstance(x, int))
    hidden = [c for c in opp.hand if c not in opp.revealed] + opp.deck + opp.prizes + me.deck + me.prizes
    return [c for c in hidden if c not in seen]


def _twin_walk(seed: int) -> tuple:
    """Play a random game; at random positions compare each seat's reads with a twin's.
    Returns (positions checked, of which mid-effect)."""
    rnd = random.Random(seed)
    g = Game(*DECKS, seed=100 + seed)
    checked = mid = 0
    while not g.is_over():
        if rnd.random() < 0.15 and g.state.phase == "play":
            for seat in (0, 1):
                unseen = _unseen(g, seat)
                pairs = [(x, y) for x in unseen for y in unseen if x >> 7 != y >> 7]
                if not pairs:
                    continue
                x, y = rnd.choice(pairs)
                assert _readable(_swap(g, x, y), seat) == _readable(g, seat), (seat, x, y)
                checked += 1
                mid += g._gen is not None
        g.apply(rnd.choice(g.legal_options))
    return checked, mid


def test_III_01_twin_states_read_the_same_for_the_seat_that_cannot_tell_them_apart():
    """Random positions, mid-effect ones included: swapping two unseen cards changes
    nothing the seat can read (log, events, view, options, RL observations)."""
    totals = [_twin_walk(seed) for seed in range(6)]
    assert sum(c for c, _ in totals) >= 20 and sum(m for _, m in totals) > 0


def test_the_twin_test_can_fail():
    """A swap of a card the seat *has* seen (its own hand) is noticed."""
    g = _game(9, steps=30)
    seat = g.state.current
    hand = g.state.players[seat].hand
    other = next(c for c in g.state.players[seat].deck if c >> 7 != hand[0] >> 7)
    assert _readable(_swap(g, hand[0], other), seat) != _readable(g, seat)


def test_play_game_with_logging_costs_no_decision():
    """Events are recorded without changing the game: logging on or off, same record."""
    a, b = Game(*DECKS, seed=2), Game(*DECKS, seed=2, log=False)
    play_game(a, [RandomAgent(1), RandomAgent(2)])
    play_game(b, [RandomAgent(1), RandomAgent(2)])
    assert a.record() == b.record() and b.events == [] and b.log == []
