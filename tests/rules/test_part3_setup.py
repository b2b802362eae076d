"""RULES.md III-03: game setup as each seed describes it (000 B-06, 001 I-G P10, 002 §3,
004 §4) and the conflicts between them.

The engine follows 001 P10 by default; the seeds' other readings are ``Ruleset`` options
(``first_player``, ``mulligan_bonus``, ``prizes_before_hand``).  The one order the engine
does not offer (000's first player decided after the Prizes rather than before the
shuffle) changes nothing a player can know or do — every card drawn or set aside comes
from the same shuffled deck — so it is a ruling, tested as the engine's one order.

Setup is driven through :class:`ptcg.game.Game`; seeds are searched for the situation a
test needs (a mulligan, both players without a Basic...), so every test is deterministic.
"""

from ptcg.decisions import DONE, GO_FIRST, MAIN, MULLIGAN_DRAW, SETUP_ACTIVE, SETUP_BENCH
from ptcg.game import Game
from ptcg.ruleset import HALF_DECK, STANDARD, Ruleset

GRASS = 1
GROOKEY = 89
ONE_BASIC = [GROOKEY] + [GRASS] * 59           # mulligans are likely
#: 15 different Basic Pokémon, 4 of each: every hand has 7 Basics
BASICS = (89, 319, 574, 948, 323, 402, 334, 760, 1000, 1073, 708, 850, 679, 690, 1030)
ALL_BASICS = [cid for cid in BASICS for _ in range(4)]
HALF_BASICS = [cid for cid in BASICS for _ in range(2)]     # a legal 30-card deck


def default_answer(d):
    return {GO_FIRST: "first", SETUP_BENCH: DONE, MULLIGAN_DRAW: 0}.get(d.kind, d.options[0])


def play_setup(deck_a, deck_b, seed, rules=STANDARD, answer=None):
    """Play setup to the first main-phase decision.  ``answer(game, decision)`` may answer a
    decision (None = the default).  Returns the game and every decision as (player, kind,
    options, state facts when asked)."""
    game = Game(deck_a, deck_b, seed=seed, rules=rules, auto_end=False)
    asked = []
    while game.decision.kind != MAIN:
        d = game.decision
        g = game.state
        asked.append((d.player, d.kind, d.options,
                      {"prizes": [len(p.prizes) for p in g.players],
                       "hands": [len(p.hand) for p in g.players],
                       "actives": [p.active for p in g.players]}))
        opt = answer(game, d) if answer else None
        game.apply(default_answer(d) if opt is None else opt)
    return game, asked


def find_seed(deck_a, deck_b, wanted, rules=STANDARD, answer=None):
    """The first seed whose setup satisfies ``wanted(game, asked)``."""
    for seed in range(500):
        game, asked = play_setup(deck_a, deck_b, seed, rules, answer)
        if wanted(game, asked):
            return seed, game, asked
    raise AssertionError("no seed gives the wanted setup")


def only_b_mulligans(n):
    """Player 1 (deck ONE_BASIC) took at least ``n`` mulligans, player 0 none."""
    return lambda game, asked: game.state.players[1].mulligans >= n and game.state.players[0].mulligans == 0


def line(game, text):
    """Index of the first log line containing ``text``."""
    return next(i for i, ln in enumerate(game.log) if text in ln)


def cards_in_hand_and_play(p):
    return len(p.hand) + len(p.in_play())


# -- 000 B-06 (XY Korean rules) ---------------------------------------------------------------

def test_III_03_000_step1_greeting_has_no_engine_step_the_first_question_is_who_goes_first():
    """Greeting is not an engine step; the first decision of a game is who goes first."""
    game = Game(ALL_BASICS, ALL_BASICS, seed=1)
    assert game.decision.kind == GO_FIRST
    assert all(not p.hand and not p.in_play() and len(p.deck) == 60 for p in game.state.players)


def test_III_03_000_step2_decks_are_shuffled_face_down():
    hands = {tuple(sorted(c >> 7 for c in play_setup(ALL_BASICS, ALL_BASICS, s)[0].state.players[1].hand))
             for s in range(5)}
    assert len(hands) > 1                                     # a shuffled deck, not a fixed order
    game, _ = play_setup(ALL_BASICS, ALL_BASICS, 1)
    assert game.view(0).to_dict()["deck_sizes"] == [len(p.deck) for p in game.state.players]
    assert "deck" not in game.view(0).to_dict()               # face down: only sizes are shown


def test_III_03_000_step3_each_player_draws_seven():
    game, asked = play_setup(ALL_BASICS, ALL_BASICS, 2)
    first = game.state.first_player
    setup_hands = [facts["hands"] for _, kind, _, facts in asked if kind == SETUP_BENCH][0]
    assert setup_hands[first] == 6                            # 7 drawn, 1 put in the Active Spot
    second = game.state.players[1 - first]
    assert cards_in_hand_and_play(second) == 7                # nothing drawn since setup


def test_III_03_000_step4_one_active_and_up_to_five_benched_basics():
    def bench_all(game, d):
        return next((o for o in d.options if o != DONE), DONE) if d.kind == SETUP_BENCH else None
    game, asked = play_setup(ALL_BASICS, ALL_BASICS, 3, answer=bench_all)
    for p in game.state.players:
        assert p.active is not None and len(p.bench) == 5
    second = game.state.players[1 - game.state.first_player]
    assert len(second.hand) == 1                              # a 7th Basic stays in hand ...
    offers = [pl for pl, kind, _, _ in asked if kind == SETUP_BENCH]
    assert offers.count(0) == offers.count(1) == 5            # ... and is never offered


def test_III_03_000_step4_mulligan_opponent_takes_one_optional_card_each_time():
    """000: for each mulligan the opponent may take 1 card (``mulligan_bonus="one_each"``),
    deciding each time after seeing the previous one."""
    rules = Ruleset(mulligan_bonus="one_each")

    def answer(game, d):                                      # yes to the first offer only
        if d.kind == MULLIGAN_DRAW:
            return 1 if len(game.state.players[0].hand) == 6 else 0
        return None
    seed, game, asked = find_seed(ALL_BASICS, ONE_BASIC, only_b_mulligans(2), rules, answer)
    n = game.state.players[1].mulligans
    bonus = [(pl, opts) for pl, kind, opts, _ in asked if kind == MULLIGAN_DRAW]
    assert bonus == [(0, (0, 1))] * n                         # one yes/no per mulligan
    baseline, _ = play_setup(ALL_BASICS, ONE_BASIC, seed, Ruleset(mulligan_bonus="none"))
    assert len(game.state.players[0].hand) == len(baseline.state.players[0].hand) + 1


def test_III_03_000_step4_basic_drawn_after_a_mulligan_goes_to_the_bench_not_the_active():
    def answer(game, d):
        if d.kind == MULLIGAN_DRAW:
            return max(d.options)
        if d.kind == SETUP_BENCH and game.state.players[1].prizes:    # after the bonus draw
            return next(o for o in d.options if o != DONE)
        return None
    _, game, asked = find_seed(ALL_BASICS, ONE_BASIC, only_b_mulligans(1), answer=answer)
    after_bonus = asked[[k for _, k, _, _ in asked].index(MULLIGAN_DRAW) + 1:]
    active_before = [f for pl, k, _, f in asked if k == MULLIGAN_DRAW][0]["actives"][0]
    assert (0, SETUP_BENCH) in [(pl, k) for pl, k, _, _ in after_bonus]
    assert (0, SETUP_ACTIVE) not in [(pl, k) for pl, k, _, _ in after_bonus]
    assert game.state.players[0].active is not None
    assert game.state.players[0].active.uid == active_before.uid
    assert len(game.state.players[0].bench) >= 1


def test_III_03_000_step4_neither_player_has_a_basic_both_redraw_without_extra_cards():
    def wanted(game, asked):
        return any("Neither player" in ln for ln in game.log) and \
            all(p.mulligans == 0 for p in game.state.players)
    _, game, asked = find_seed(ONE_BASIC, ONE_BASIC, wanted)
    assert MULLIGAN_DRAW not in [k for _, k, _, _ in asked]
    first = game.state.first_player
    for pl, p in enumerate(game.state.players):
        assert cards_in_hand_and_play(p) == 7 + (pl == first)   # the first player's turn draw


def test_III_03_000_step5_prizes_are_the_top_cards_set_after_active_and_bench():
    game = Game(ALL_BASICS, ALL_BASICS, seed=4)
    game.apply("first")
    while game.decision.kind != SETUP_BENCH:
        game.apply(game.decision.options[0])
    g = game.state
    assert [len(p.prizes) for p in g.players] == [0, 0]       # not yet: Active and Bench first
    tops = [p.deck[-6:] for p in g.players]
    while game.decision.kind != MAIN:
        game.apply(default_answer(game.decision))
    assert [sorted(p.prizes) for p in g.players] == [sorted(t) for t in tops]


def test_III_03_000_step6_winner_of_the_draw_for_first_turn_goes_first():
    """000: the rock-paper-scissors winner goes first, with no choice
    (``first_player="winner_first"``, a coin standing in for the game of hands); by default
    (001) the coin's winner chooses."""
    game = Game(ALL_BASICS, ALL_BASICS, seed=5)
    chooser = game.decision.player
    game.apply("second")
    assert game.state.first_player == 1 - chooser
    rules = Ruleset(first_player="winner_first")
    firsts = set()
    for seed in range(12):
        game = Game(ALL_BASICS, ALL_BASICS, seed=seed, rules=rules)
        assert game.decision.kind != GO_FIRST
        flip = next(ln for ln in game.log if "flips a coin for who goes first" in ln)
        assert game.state.first_player == (0 if flip.endswith("heads") else 1)
        firsts.add(game.state.first_player)
    assert firsts == {0, 1}


def test_III_03_000_step7_pokemon_are_face_down_until_setup_ends_then_face_up():
    game = Game(ALL_BASICS, ALL_BASICS, seed=6)
    game.apply("first")
    while game.decision.kind != SETUP_BENCH:
        game.apply(game.decision.options[0])
    looking = game.decision.player
    assert game.state.players[1 - looking].active is not None
    view = game.view(looking).to_dict()
    assert view["in_play"][1 - looking] is None               # the opponent's: face down
    assert view["in_play"][looking][0]["id"] == game.state.players[looking].active.cid
    while game.decision.kind != MAIN:
        game.apply(default_answer(game.decision))
    view = game.view(looking).to_dict()
    assert view["in_play"][1 - looking][0]["id"] == game.state.players[1 - looking].active.cid
    assert view["prizes_left"] == [6, 6]                       # Prizes stay face down: a count


# -- 001 I-G P10 (the default) --------------------------------------------------------------------

def test_III_03_001_P10_is_the_default_ruleset():
    assert STANDARD.first_player == "coin"                    # a coin winner chooses (RPS)
    assert STANDARD.mulligan_bonus == "declare"


def test_III_03_001_P10_step2_the_winner_chooses_first_or_second():
    game = Game(ALL_BASICS, ALL_BASICS, seed=7)
    assert game.decision.kind == GO_FIRST and game.decision.options == ("first", "second")


def test_III_03_001_P10_step5_the_first_player_places_the_active_first():
    def pick_last(game, d):
        return d.options[-1] if d.kind == SETUP_ACTIVE else None
    game, asked = play_setup(ALL_BASICS, ALL_BASICS, 8, answer=pick_last)
    first = game.state.first_player
    actives = [pl for pl, kind, _, _ in asked if kind == SETUP_ACTIVE]
    assert actives[0] == first
    assert line(game, f"P{first + 1} puts") < line(game, f"P{2 - first} puts")


def test_III_03_001_P10_step5b_the_mulligan_players_opponent_sets_up_through_prizes_first():
    _, game, _ = find_seed(ALL_BASICS, ONE_BASIC, only_b_mulligans(1))
    assert line(game, "P1 sets 6 Prize cards") < line(game, "P2 has no Basic Pokémon (mulligan 1)")
    assert line(game, "P2 has no Basic Pokémon") < line(game, "P2 sets 6 Prize cards")


def test_III_03_001_P10_step5c_the_mulligan_hand_is_shown_and_returned():
    _, game, _ = find_seed(ALL_BASICS, ONE_BASIC, only_b_mulligans(1))
    shown = game.log[line(game, "P2 has no Basic Pokémon (mulligan 1)")]
    assert "shows their hand" in shown and "Basic {G} Energy" in shown
    assert cards_in_hand_and_play(game.state.players[1]) + len(game.state.players[1].deck) + 6 == 60


def test_III_03_001_P10_step7_declare_up_to_n_extra_cards_and_draw_them():
    def declare_one_less(game, d):
        return max(d.options) - 1 if d.kind == MULLIGAN_DRAW else None
    seed, game, asked = find_seed(ALL_BASICS, ONE_BASIC, only_b_mulligans(2), answer=declare_one_less)
    n = game.state.players[1].mulligans
    assert [opts for _, k, opts, _ in asked if k == MULLIGAN_DRAW] == [tuple(range(n + 1))]
    baseline, _ = play_setup(ALL_BASICS, ONE_BASIC, seed, Ruleset(mulligan_bonus="none"))
    assert len(game.state.players[0].hand) - len(baseline.state.players[0].hand) == n - 1


# -- 002 §3 (Korean wiki) -------------------------------------------------------------------------

def test_III_03_002_step1_standard_60_or_half_deck_30():
    game, _ = play_setup(HALF_BASICS, HALF_BASICS, 1, HALF_DECK)
    assert [len(p.prizes) for p in game.state.players] == [3, 3]
    assert sum(len(p.deck) for p in game.state.players) == 2 * (30 - 7 - 3) - 1   # one turn draw


def test_III_03_002_step2_a_coin_flip_decides_who_chooses():
    choosers = {Game(ALL_BASICS, ALL_BASICS, seed=s).decision.player for s in range(20)}
    assert choosers == {0, 1}
    fixed = {Game(ALL_BASICS, ALL_BASICS, seed=s, rules=Ruleset(first_player="player0")).decision.player
             for s in range(20)}
    assert fixed == {0}


def test_III_03_002_step3_shuffle_and_draw_seven():
    game, asked = play_setup(ALL_BASICS, ALL_BASICS, 9)
    hands_when_benching = [f["hands"] for _, k, _, f in asked if k == SETUP_BENCH][0]
    assert hands_when_benching == [6, 6]                      # 7 each, minus the Active


def test_III_03_002_step4_opponent_draws_as_many_cards_as_mulligans():
    """002 (``mulligan_bonus="all"``): exactly N extra cards, no decision."""
    seed, game, asked = find_seed(ALL_BASICS, ONE_BASIC, only_b_mulligans(2), Ruleset(mulligan_bonus="all"))
    assert MULLIGAN_DRAW not in [k for _, k, _, _ in asked]
    baseline, _ = play_setup(ALL_BASICS, ONE_BASIC, seed, Ruleset(mulligan_bonus="none"))
    n = game.state.players[1].mulligans
    assert len(game.state.players[0].hand) - len(baseline.state.players[0].hand) == n


def test_III_03_002_step5_bench_holds_at_most_five():
    def bench_all(game, d):
        return next((o for o in d.options if o != DONE), DONE) if d.kind == SETUP_BENCH else None
    game, asked = play_setup(ALL_BASICS, ALL_BASICS, 10, answer=bench_all)
    assert [len(p.bench) for p in game.state.players] == [5, 5]
    assert sum(1 for pl, k, _, _ in asked if k == SETUP_BENCH) == 10


def test_III_03_002_step6_six_or_three_prize_cards():
    game, _ = play_setup(ALL_BASICS, ALL_BASICS, 11)
    assert [p.initial_prizes for p in game.state.players] == [6, 6]
    game, _ = play_setup(HALF_BASICS, HALF_BASICS, 11, HALF_DECK)
    assert [p.initial_prizes for p in game.state.players] == [3, 3]


def test_III_03_002_step7_cards_turn_face_up_and_the_game_starts():
    game, _ = play_setup(ALL_BASICS, ALL_BASICS, 12)
    assert game.state.phase == "play" and game.state.turn == 1
    assert game.decision.player == game.state.first_player
    view = game.view(1 - game.state.first_player).to_dict()
    assert all(side is not None for side in view["in_play"])


# -- 004 §4 (French video-game rules) -------------------------------------------------------------

def test_III_03_004_step1_who_starts_is_random():
    firsts = {play_setup(ALL_BASICS, ALL_BASICS, s)[0].state.first_player for s in range(20)}
    assert firsts == {0, 1}


def test_III_03_004_step2_prizes_are_set_before_the_hand_with_that_option():
    """004 sets the Prizes aside right after the shuffle, before the 7 cards are drawn
    (``prizes_before_hand=True``); by default (001) they are set after the Active and Bench."""
    game, asked = play_setup(ALL_BASICS, ALL_BASICS, 13)
    when_benching = [f["prizes"] for _, k, _, f in asked if k == SETUP_BENCH]
    assert when_benching[0] == [0, 0]
    assert [len(p.prizes) for p in game.state.players] == [6, 6]
    rules = Ruleset(prizes_before_hand=True)
    game, asked = play_setup(ALL_BASICS, ALL_BASICS, 13, rules)
    assert all(f["prizes"] == [6, 6] for _, k, _, f in asked if k in (SETUP_ACTIVE, SETUP_BENCH))
    assert line(game, "P1 sets 6 Prize cards") < line(game, "P1 draws 7 cards")


def test_III_03_004_step4_with_prizes_set_first_a_mulligan_leaves_them_in_place():
    rules = Ruleset(prizes_before_hand=True)
    seed, game, asked = find_seed(ALL_BASICS, ONE_BASIC, only_b_mulligans(1), rules)
    fresh = Game(ALL_BASICS, ONE_BASIC, seed=seed, rules=rules, auto_end=False)
    while fresh.decision.kind == GO_FIRST:
        fresh.apply("first")
    prizes_at_start = sorted(fresh.state.players[1].prizes)
    assert prizes_at_start and sorted(game.state.players[1].prizes) == prizes_at_start


def test_III_03_004_step3_seven_cards_to_hand():
    game, _ = play_setup(ALL_BASICS, ALL_BASICS, 14)
    second = game.state.players[1 - game.state.first_player]
    assert cards_in_hand_and_play(second) == 7


def test_III_03_004_step4_redraw_as_often_as_needed_until_a_basic():
    _, game, _ = find_seed(ALL_BASICS, ONE_BASIC, only_b_mulligans(3))
    n = game.state.players[1].mulligans
    assert sum("P2 has no Basic Pokémon" in ln for ln in game.log) == n
    assert game.state.players[1].active.cid == GROOKEY        # the only Basic of the deck


def test_III_03_004_step5_extra_card_ruling_is_one_optional_card_per_reshuffle():
    """UNSURE (U16) whether 004 gives one card in all or one per reshuffle.  Ruling: one
    optional card per reshuffle, as 000 says (``mulligan_bonus="one_each"``)."""
    rules = Ruleset(mulligan_bonus="one_each")
    seed, game, asked = find_seed(ALL_BASICS, ONE_BASIC, only_b_mulligans(3), rules,
                                  lambda game, d: 1 if d.kind == MULLIGAN_DRAW else None)
    n = game.state.players[1].mulligans
    assert sum(1 for _, k, _, _ in asked if k == MULLIGAN_DRAW) == n
    baseline, _ = play_setup(ALL_BASICS, ONE_BASIC, seed, Ruleset(mulligan_bonus="none"))
    assert len(game.state.players[0].hand) - len(baseline.state.players[0].hand) == n


def test_III_03_004_step6_a_basic_face_down_as_active():
    game = Game(ALL_BASICS, ALL_BASICS, seed=15)
    game.apply("first")
    d = game.decision
    if d.kind == SETUP_ACTIVE:
        assert all(game.state.players[d.player].hand.count(o) == 1 for o in d.options)
        assert all((o >> 7) in BASICS for o in d.options)
    while game.decision.kind != MAIN:
        game.apply(default_answer(game.decision))
    assert all(p.active.card.is_basic for p in game.state.players)


def test_III_03_004_step7_up_to_five_more_on_the_bench_optional():
    game, asked = play_setup(ALL_BASICS, ALL_BASICS, 16)      # every Bench offer declined
    assert [len(p.bench) for p in game.state.players] == [0, 0]
    assert all(DONE in opts for _, k, opts, _ in asked if k == SETUP_BENCH)


def test_III_03_004_step8_everything_face_up_the_first_player_starts():
    game, _ = play_setup(ALL_BASICS, ALL_BASICS, 17)
    first = game.state.first_player
    assert game.state.current == first and game.decision.kind == MAIN
    assert game.view(1 - first).to_dict()["in_play"][first] is not None


# -- conflicts between the seeds -------------------------------------------------------------------

def test_III_03_CONFLICT_when_first_player_is_decided_before_shuffling():
    """001/002/003 order: the first player is known before any card is drawn."""
    game = Game(ALL_BASICS, ALL_BASICS, seed=18)
    assert game.decision.kind == GO_FIRST
    assert [len(p.hand) for p in game.state.players] == [0, 0]


def test_III_03_CONFLICT_who_decides_first_player_coin_or_player0():
    g_coin = [Game(ALL_BASICS, ALL_BASICS, seed=s).decision.player for s in range(10)]
    g_p0 = [Game(ALL_BASICS, ALL_BASICS, seed=s, rules=Ruleset(first_player="player0")).decision.player
            for s in range(10)]
    assert set(g_coin) == {0, 1} and set(g_p0) == {0}


def test_III_03_CONFLICT_prize_timing_after_active_and_bench():
    game, asked = play_setup(ALL_BASICS, ALL_BASICS, 19)
    assert all(f["prizes"] == [0, 0] for _, k, _, f in asked if k in (SETUP_ACTIVE, SETUP_BENCH))


def test_III_03_CONFLICT_mulligan_compensation_each_option():
    seed, base, _ = find_seed(ALL_BASICS, ONE_BASIC, only_b_mulligans(2), Ruleset(mulligan_bonus="none"))
    n = base.state.players[1].mulligans
    extra = {}
    for mode in ("declare", "all", "one_each"):
        def take_all(game, d):
            return max(d.options) if d.kind == MULLIGAN_DRAW else None
        game, asked = play_setup(ALL_BASICS, ONE_BASIC, seed, Ruleset(mulligan_bonus=mode), take_all)
        extra[mode] = len(game.state.players[0].hand) - len(base.state.players[0].hand)
        assert game.state.players[1].mulligans == n
    assert extra == {"declare": n, "all": n, "one_each": n}


def test_III_03_CONFLICT_suggested_default_is_001_p10():
    assert Ruleset() == STANDARD
    assert (STANDARD.first_player, STANDARD.mulligan_bonus) == ("coin", "declare")
