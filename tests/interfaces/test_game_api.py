"""The public Game API: decisions, illegal actions, errors on bad input, clone, views."""

import random

import pytest

from ptcg import (Deck, Game, GameOverError, IllegalActionError, InvalidDeckError, RecordError,
                  UnimplementedCardError, UnknownCardError)
from ptcg.decisions import GO_FIRST, MAIN
from ptcg.testing import digest


def test_a_new_game_asks_who_goes_first():
    g = Game("mega_abomasnow", "fire_cinderace", seed=3)
    assert g.decision.kind == GO_FIRST
    assert g.legal_options == ("first", "second")
    assert g.current_player() in (0, 1)


def test_an_illegal_option_is_refused_and_changes_nothing():
    g = Game("mega_abomasnow", "fire_cinderace", seed=3)
    rnd = random.Random(0)
    while g.decision.kind != MAIN:
        g.apply(rnd.choice(g.legal_options))
    before = digest(g.state)
    with pytest.raises(IllegalActionError, match="not a legal option"):
        g.apply(("attack", 999999))
    with pytest.raises(IllegalActionError, match="out of range"):
        g.apply_index(len(g.legal_options))
    assert digest(g.state) == before
    g.apply(g.legal_options[0])          # the game goes on


def test_applying_to_a_finished_game_raises():
    g = Game("mega_abomasnow", "mega_abomasnow", seed=1, log=False)
    rnd = random.Random(1)
    while not g.is_over():
        g.apply(rnd.choice(g.legal_options))
    assert g.current_player() == -4
    assert g.result.winner in (0, 1, None)
    assert sum(g.returns()) == 0
    with pytest.raises(GameOverError):
        g.apply("first")


def test_unknown_card_ids_are_named():
    with pytest.raises(UnknownCardError, match="99999"):
        Game([99999] * 60, "mega_abomasnow")


def test_invalid_decks_name_every_problem():
    bad = [723] * 5 + [3] * 50            # 5 Mega Abomasnow ex, no Basic, 55 cards
    with pytest.raises(InvalidDeckError) as e:
        Game(bad, "mega_abomasnow")
    msg = str(e.value)
    assert "55 cards" in msg and "Mega Abomasnow ex" in msg and "no Basic" in msg


def test_unimplemented_cards_are_refused_unless_allowed():
    from ptcg.registry import is_implemented
    from ptcg.cards.db import CARDS
    missing = next((c for c in sorted(CARDS) if not is_implemented(c) and CARDS[c].is_basic), None)
    if missing is None:
        pytest.skip("every Basic Pokémon is implemented")
    deck = [missing] * 4 + [CARDS[missing].type if False else 3] * 56
    with pytest.raises(UnimplementedCardError, match=str(missing)):
        Game(deck, "mega_abomasnow")
    Game(deck, "mega_abomasnow", allow_unimplemented=True)


def test_clone_is_independent():
    g = Game("fire_cinderace", "water_feraligatr", seed=4, log=False)
    rnd = random.Random(2)
    for _ in range(30):
        g.apply(rnd.choice(g.legal_options))
    c = g.clone()
    before = digest(g.state)
    while not c.is_over():
        c.apply(rnd.choice(c.legal_options))
    assert digest(g.state) == before


def test_the_view_hides_the_opponents_hand_and_deck_order():
    g = Game("fire_cinderace", "water_feraligatr", seed=4)
    rnd = random.Random(3)
    while g.decision.kind != MAIN:
        g.apply(rnd.choice(g.legal_options))
    v = g.view(0).to_dict()
    assert [c["instance"] for c in v["hand"]] == g.state.players[0].hand
    assert v["opponent_hand_size"] == len(g.state.players[1].hand)
    assert "deck" not in str(v.keys()) or isinstance(v["deck_sizes"], list)
    text = str(v)
    hidden = [c for c in g.state.players[1].hand]
    assert all(f"'instance': {c}," not in text for c in hidden)


def test_records_that_do_not_fit_are_refused_with_a_reason():
    with pytest.raises(RecordError, match="not a game record"):
        Game.from_record({"format": "something else"})
    g = Game("mega_abomasnow", "fire_cinderace", seed=2)
    rec = g.record()
    rec["actions"] = ["first", ["attack", 12345]]
    with pytest.raises(RecordError, match="action 2"):
        Game.from_record(rec)
    rec = g.record()
    del rec["seed"]
    with pytest.raises(RecordError, match="malformed"):
        Game.from_record(rec)


def test_deck_objects_and_files_are_accepted(tmp_path):
    p = tmp_path / "d.txt"
    p.write_text(Deck([722] * 4 + [723] * 4 + [3] * 52).to_text())
    g = Game(str(p), Deck.load(p), seed=1)
    assert g.deck_names[1] == "d"


def test_a_player_can_concede_and_the_record_replays_it():
    g = Game("mega_abomasnow", "fire_cinderace", seed=1)
    g.apply(g.legal_options[0])
    g.concede(0)
    assert g.is_over() and g.result.winner == 1 and g.result.reason == "concede"
    with pytest.raises(GameOverError):
        g.concede(1)
    g2 = Game.from_record(g.record())
    assert g2.result.to_dict() == g.result.to_dict()


def test_a_deck_without_basic_pokemon_is_refused_even_unvalidated():
    with pytest.raises(InvalidDeckError, match="no Basic"):
        Game([723] * 4 + [3] * 56, "mega_abomasnow", validate_decks=False)


def test_determinize_in_the_middle_of_an_effect_keeps_what_the_player_sees():
    """A redealt world must accept the options given since the turn began and look the
    same to the searching player; otherwise only the unseen cards are shuffled."""
    from ptcg.view import PlayerView, determinize
    rnd = random.Random(4)
    checked = 0
    for seed in range(12):
        game = Game(DECKS_FOR_VIEW[seed % 2], DECKS_FOR_VIEW[1 - seed % 2], seed=seed, log=False)
        while not game.is_over() and checked < 60:
            d = game.decision
            if game._gen is not None and d.kind != "main":
                world = determinize(game, d.player, seed * 1000 + checked)
                assert world.legal_options == game.legal_options
                assert PlayerView(world, d.player).to_dict() == PlayerView(game, d.player).to_dict()
                world.apply(world.legal_options[0])     # and the world plays on
                checked += 1
            game.apply(rnd.choice(game.legal_options))
    assert checked >= 20


DECKS_FOR_VIEW = ("dragapult_ex", "marnies_grimmsnarl")


def _played_log_game(seed: int, steps: int = 400) -> Game:
    g = Game("mega_abomasnow", "fire_cinderace", seed=seed)
    rnd = random.Random(seed)
    for _ in range(steps):
        if g.is_over():
            break
        g.apply(rnd.choice(g.legal_options))
    return g


def test_III_01_each_player_reads_the_log_without_the_opponents_hidden_cards():
    g = _played_log_game(5)
    full, mine, theirs, onlooker = g.log, g.log_for(0), g.log_for(1), g.log_for(None)
    assert len(mine) == len(theirs) == len(onlooker) == len(full)
    changed_for_p1 = [(a, b) for a, b in zip(full, mine) if a != b]
    assert changed_for_p1 and all(a.startswith("P2 ") for a, _ in changed_for_p1)
    assert "P2 draws a card" in mine and "P1 draws a card" in theirs
    assert any(line.startswith("P1 draws 7 cards (") for line in mine)
    assert not any(line.startswith("P2 draws 7 cards (") for line in mine)
    assert not any("face down" in line and "a Pokémon" not in line for line in onlooker)
    # the full log still names everything, and the filtered logs are deterministic
    assert any(line.startswith("P2 draws 7 cards (") for line in full)
    assert _played_log_game(5).log_for(0) == mine


def test_III_01_a_clone_keeps_which_lines_are_private():
    g = _played_log_game(6, steps=60)
    c = g.clone(keep_log=True)
    assert c.log_for(0) == g.log_for(0) and c.log_for(1) == g.log_for(1)


def test_III_01_the_view_shows_revealed_hand_cards_and_this_turns_public_facts():
    from ptcg.testing import Scenario, versus
    from ptcg.view import PlayerView, determinize
    beautifly, w, g_energy, snover = 852, 3, 1, 722
    t = versus(beautifly, [g_energy]).hand(1, [w, snover]).start()
    t.attack("Energy Straw")                         # reveals the opponent's hand
    while not t.at_main(1):
        t.apply(t.options[0])
    view = PlayerView(t.game, 0).to_dict()
    assert sorted(c["id"] for c in view["opponent_known_hand"]) == [w, snover]
    assert view["current"] == 1 and view["this_turn"]["energy_attached"] is False
    # a redealt world keeps the revealed cards in the opponent's hand
    for seed in range(5):
        world = determinize(t.game, 0, seed)
        assert PlayerView(world, 0).to_dict()["opponent_known_hand"] == view["opponent_known_hand"]
    fresh = Scenario().active(0, snover).active(1, snover).hand(0, [w]).start().attach(w, 0)
    assert PlayerView(fresh.game, 1).to_dict()["this_turn"]["energy_attached"] is True
    assert PlayerView(fresh.game, 1).to_dict()["first_player"] in (0, 1)
