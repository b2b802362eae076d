"""Clones in the middle of an effect: the first one in a step replays the turn and keeps
the state where the step began; the next ones replay only the step from it.  Every way
must give the same game."""

import random

import pytest

from ptcg import Game, StateEditedError
from ptcg.deck import builtin_decks
from ptcg.records import fingerprint
from ptcg.view import determinize

DECKS = builtin_decks()


def _mid_effect_games(seeds):
    for seed in seeds:
        game = Game(DECKS[seed % len(DECKS)], DECKS[(seed * 5 + 2) % len(DECKS)], seed=seed, log=False)
        rnd = random.Random(seed)
        while not game.is_over():
            if game._gen is not None:
                yield game, rnd
            game.apply(rnd.choice(game.legal_options))


def test_repeated_mid_effect_clones_replay_the_step_to_the_same_state():
    checked = from_step = 0
    for game, rnd in _mid_effect_games(range(12)):
        want = fingerprint(game.state)
        first = game.clone()
        used_step = game._step_snap is not None and game._step_snap[0] == game._step_at
        second = game.clone()
        third = second.clone()                       # a clone of a clone, mid-effect too
        for twin in (first, second, third):
            assert fingerprint(twin.state) == want
            assert twin.legal_options == game.legal_options
            assert twin._record == game._record and twin._turn_starts == game._turn_starts
        opt = rnd.choice(game.legal_options)
        for twin in (first, second, third):
            twin.apply(opt)
        after = [fingerprint(t.state) for t in (first, second, third)]
        assert after[0] == after[1] == after[2]
        checked += 1
        from_step += used_step
    assert checked > 100 and from_step > 50


def test_a_mid_effect_world_clones_with_its_own_deal():
    checked = 0
    for game, rnd in _mid_effect_games(range(12, 18)):
        world = determinize(game, game.decision.player, 99)
        a, b = world.clone(), world.clone()
        assert fingerprint(a.state) == fingerprint(b.state) == fingerprint(world.state)
        opt = rnd.choice(world.legal_options)
        a.apply(opt)
        world.apply(opt)
        assert fingerprint(a.state) == fingerprint(world.state)
        checked += 1
    assert checked > 20


def test_clones_keep_the_log_in_the_middle_of_an_effect():
    game = Game(DECKS[3], DECKS[7], seed=5, log=True)
    rnd = random.Random(5)
    clones = 0
    while not game.is_over():
        if game._gen is not None:
            for _ in range(2):
                twin = game.clone(keep_log=True)
                assert twin.events == game.events
                opt = rnd.choice(game.legal_options)
                twin.apply(opt)
                copy = game.clone(keep_log=True)
                copy.apply(opt)
                assert copy.events == twin.events
                clones += 1
        game.apply(rnd.choice(game.legal_options))
    assert clones > 10


def test_turn_snapshots_made_late_are_the_copies_they_replace():
    """A Game() whose snapshots nobody asks for copies its state at one turn in four; the
    other turns' snapshots are made on first use by replaying the turn before
    (``ptcg.game._TurnSnapshot``).  Each must be the copy the turn would have taken,
    including after an automatic end of turn; a game once asked for one copies again."""
    made = lazy = 0
    for seed in range(6):
        game = Game(DECKS[seed % len(DECKS)], DECKS[(seed * 3 + 1) % len(DECKS)], seed=seed, log=False)
        copies = {}                  # turn -> fingerprint of the state where it began
        rnd, when = random.Random(seed), random.Random(-seed)
        while not game.is_over():
            ref = game._snap_ref
            if ref._state is None and when.random() < 0.5:
                # made as a clone would make it, without asking (which would stop the game
                # from making snapshots late)
                copies[game._snap_turn] = fingerprint(ref._make())
                made += 1
            game.apply(rnd.choice(game.legal_options))
            if game._snap_ref._state is None:
                lazy += 1
        # replayed from scratch, every snapshot copied at once: the same states
        eager = Game(DECKS[seed % len(DECKS)], DECKS[(seed * 3 + 1) % len(DECKS)], seed=seed, log=False)
        eager._lazy_snapshots = False
        rnd = random.Random(seed)
        seen = {}
        while not eager.is_over():
            seen.setdefault(getattr(eager, "_snap_turn", -1), fingerprint(eager._snapshot))
            eager.apply(rnd.choice(eager.legal_options))
        for turn, fp in copies.items():
            assert fp == seen[turn], turn
    assert made > 20 and lazy > 100
    # once a game was asked for a snapshot, it copies at every turn
    game = Game(DECKS[0], DECKS[1], seed=1, log=False)
    rnd = random.Random(1)
    for _ in range(60):
        game.apply(rnd.choice(game.legal_options))
    assert game._snapshot is not None
    while not game.is_over():
        assert game._snap_ref._state is not None
        game.apply(rnd.choice(game.legal_options))


def _edited_game_at_a_late_mid_effect_decision(seed, call_edited):
    """A Game() whose state is changed by hand at its sixth turn (a card moved from the
    deck to the hand), after which its turn snapshots are made late (two quiet turns), then
    played on until a step in the middle of an effect at a later turn: a clone there
    replays the turns since the edit."""
    game = Game(DECKS[seed % len(DECKS)], DECKS[(seed * 5 + 2) % len(DECKS)], seed=seed, log=False)
    rnd = random.Random(seed)
    edited_at = snapshot_at_edit = None
    while not game.is_over():
        turn = game.state.turn
        if edited_at is None and turn >= 6 and game._gen is None:
            me = game.state.players[game.decision.player]
            if me.deck:
                me.hand.append(me.deck.pop())
                edited_at, snapshot_at_edit = turn, game._snap_ref
                if call_edited:
                    game.edited()
        if edited_at is not None and turn > edited_at and game._gen is not None:
            return game, snapshot_at_edit
        game.apply(rnd.choice(game.legal_options))
    return None, None


def _replays_from_before(game, snapshot):
    """Whether a clone of ``game`` now would replay from ``snapshot`` (its turn snapshots
    not made yet lead back to it)."""
    ref = game._snap_ref
    while ref is not None:
        if ref is snapshot:
            return True
        if ref._state is not None:
            return False
        ref = ref.base
    return False


def test_a_game_edited_by_hand_is_refused_a_mid_effect_clone_unless_it_says_so():
    refused = copied = 0
    for seed in range(40):
        game, before = _edited_game_at_a_late_mid_effect_decision(seed, call_edited=False)
        if game is None or not _replays_from_before(game, before):
            continue                     # ended first, or a turn copy made since holds the edit
        state_before = fingerprint(game.state)
        with pytest.raises(StateEditedError):
            game.clone()
        assert fingerprint(game.state) == state_before     # the game itself is untouched
        refused += 1
    for seed in range(40):
        game, _ = _edited_game_at_a_late_mid_effect_decision(seed, call_edited=True)
        if game is None:
            continue
        twin = game.clone()
        assert fingerprint(twin.state) == fingerprint(game.state)
        assert twin.legal_options == game.legal_options
        copied += 1
    assert refused >= 3 and copied >= 10
