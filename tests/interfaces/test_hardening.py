"""No input corrupts a game (issue 9, items 1-3): strict options, checked arguments, records
that prove themselves, bounded work.  Each reproduction of the issue is a test here; the
property tests throw arbitrary values at every entry point and compare the game, through a
full serialisation, before and after."""

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from ptcg import Game, PTCGError, RecordError, Ruleset
from ptcg.agents import make_agent
from ptcg.cli import app
from ptcg.decisions import MAIN, same_option, to_json
from ptcg.errors import (AgentSpecError, DeckFormatError, IllegalActionError, InvalidArgumentError,
                         LimitError, RulesetError)
from ptcg.records import canonical, loads

runner = CliRunner()
DECKS = ("dragapult_ex", "marnies_grimmsnarl")


def serial(game) -> str:
    """Everything about a game as one string: its record (which holds a fingerprint of the
    state), the canonical state, the pending decision, both players' logs, and the state of
    a clone (which replays the history in the middle of an effect)."""
    d = game.decision
    return json.dumps({
        "record": game.record(),
        "state": canonical(game.state),
        "decision": None if d is None else [d.player, d.kind, repr(d.options), d.prompt],
        "log": game.log, "log_0": game.log_for(0), "log_1": game.log_for(1),
        "clone": canonical(game.clone().state),
    }, sort_keys=True)


def play(seed: int, steps: int, *, mid_effect: bool = False) -> Game:
    """A game after ``steps`` random options (then on to a question inside an effect)."""
    game = Game(DECKS[seed % 2], DECKS[1 - seed % 2], seed=seed)
    rnd = random.Random(seed)
    for _ in range(steps):
        if game.is_over():
            break
        game.apply(rnd.choice(game.legal_options))
    while mid_effect and not game.is_over() and (game._gen is None or game.decision.kind == MAIN):
        game.apply(rnd.choice(game.legal_options))
    return game


def at_main_with(seed: int, first: str) -> Game:
    """A game at a main-phase decision offering an action named ``first``."""
    game = Game(DECKS[0], DECKS[1], seed=seed)
    rnd = random.Random(seed)
    while not (game.decision.kind == MAIN and any(o[0] == first for o in game.legal_options)):
        game.apply(rnd.choice(game.legal_options))
    return game


# -- item 1: the reproductions ---------------------------------------------------------------

def test_an_option_equal_to_a_legal_one_but_of_another_type_is_refused_and_changes_nothing():
    """``17920.0 == 17920``: the float used to pass the check, get recorded, then fail
    half-way through the action with a card missing and a record that no longer replays."""
    game = at_main_with(3, "play")
    option = next(o for o in game.legal_options if o[0] == "play")
    before = serial(game)
    for fake in [(option[0], float(option[1])), [option[0], float(option[1])], (option[0], str(option[1])),
                 [[option[0]], option[1]]]:
        with pytest.raises(IllegalActionError, match="not a legal option"):
            game.apply(fake)
        assert serial(game) == before
    game.apply(list(option))                     # the JSON form of the real option still works
    assert Game.from_record(game.record()).record() == game.record()


def test_true_is_not_the_option_1_and_indexes_must_be_ints():
    game = at_main_with(5, "attach")
    option = next(o for o in game.legal_options if o[0] == "attach")
    assert True == 1 and hash(True) == hash(1)   # why == and hashing are not enough
    before = serial(game)
    for fake in [option[:2] + (bool(option[2]),), (option[0], option[1], float(option[2]))]:
        with pytest.raises(IllegalActionError):
            game.apply(fake)
    for index in [True, False, 0.0, 1.5, "0", None, [0], 10 ** 30]:
        with pytest.raises(IllegalActionError):
            game.apply_index(index)
    assert serial(game) == before


def test_concede_takes_only_player_0_or_1():
    """``concede(5)`` used to end the game with winner -4."""
    game = play(2, 10)
    before = serial(game)
    for who in [5, -1, 2, True, 1.0, "0", None]:
        with pytest.raises(IllegalActionError, match="0 or 1"):
            game.concede(who)
        assert serial(game) == before
    game.concede(1)
    assert game.result.winner == 0 and game.result.reason == "concede"


def test_views_and_worlds_are_asked_for_player_0_or_1():
    from ptcg.view import determinize
    game = play(2, 10)
    for who in [2, -1, True, 0.0, None]:
        with pytest.raises(InvalidArgumentError):
            game.view(who)
        with pytest.raises(InvalidArgumentError):
            determinize(game, who, 1)
    assert game.view(1).player == 1


@pytest.mark.parametrize("kwargs, error", [
    ({"seed": -1}, InvalidArgumentError), ({"seed": 2 ** 64}, InvalidArgumentError),
    ({"seed": 1.5}, InvalidArgumentError), ({"seed": True}, InvalidArgumentError),
    ({"seed": "7"}, InvalidArgumentError), ({"rules": {"hand_size": 7}}, InvalidArgumentError),
    ({"log": "yes"}, InvalidArgumentError), ({"validate_decks": 0}, InvalidArgumentError),
])
def test_game_arguments_are_checked(kwargs, error):
    with pytest.raises(error):
        Game(DECKS[0], DECKS[1], **kwargs)


def test_deck_arguments_are_checked_and_bounded(tmp_path):
    with pytest.raises(DeckFormatError, match="ints"):
        Game([722.0] * 4 + [3] * 56, DECKS[1])
    with pytest.raises(DeckFormatError, match="ints"):
        Game([True] * 60, DECKS[1])
    with pytest.raises(LimitError):
        Game([3] * 10 ** 6, DECKS[1], validate_decks=False)
    with pytest.raises(PTCGError, match="copies of one card ID"):
        Game([722] * 4 + [3] * 70, DECKS[1], validate_decks=False)
    with pytest.raises(DeckFormatError):
        Game("/dev/zero", DECKS[1])              # read up to its limit, never for ever
    bad = tmp_path / "deck.txt"
    bad.write_bytes(b"\xff\xfe4 Snover\n")
    with pytest.raises(DeckFormatError):
        Game(str(bad), DECKS[1])
    with pytest.raises(DeckFormatError):
        Game(object(), DECKS[1])


def test_III_16_R3_ruleset_fields_are_checked_with_named_errors():
    """``hand_size: 0`` made setup redraw for ever while memory grew."""
    for field, value in [("hand_size", 0), ("hand_size", "7"), ("hand_size", True), ("prize_cards", 0),
                         ("bench_size", 0), ("bench_size", 9), ("deck_size", 10 ** 6), ("burn", "hot"),
                         ("first_turn_attack", 1), ("mulligan_bonus", None)]:
        with pytest.raises(RulesetError) as e:
            Ruleset.from_dict({field: value})
        assert e.value.field == field
        with pytest.raises(RulesetError):
            Ruleset(**{field: value})
    with pytest.raises(RulesetError, match="less than deck_size"):
        Ruleset(deck_size=12, hand_size=7, prize_cards=6)
    with pytest.raises(RulesetError):
        Ruleset.from_dict(["hand_size", 7])
    assert Ruleset.from_dict(Ruleset().to_dict()) == Ruleset()


@pytest.mark.parametrize("spec", ["mcts:inf", "mcts:1e12it", "mcts:1e12", "mcts:nan", "mcts:100000s",
                                  "mcts:" + "9" * 5000 + "it", "mcts:0it", 7, None])
def test_agent_budgets_are_bounded(spec):
    with pytest.raises(AgentSpecError):
        make_agent(spec)
    assert make_agent("mcts:3600s").seconds == 3600 and make_agent("mcts:1000000it").iterations == 10 ** 6


# -- item 2: records that prove themselves ---------------------------------------------------

@pytest.fixture(scope="module")
def finished():
    game = Game(DECKS[0], DECKS[1], seed=11, log=False)
    rnd = random.Random(11)
    while not game.is_over():
        game.apply(rnd.choice(game.legal_options))
    return game


def test_a_record_carries_its_format_result_and_end_and_replays(finished):
    rec = finished.record()
    assert rec["format"] == "ptcg-record/2" and rec["result"] == finished.result.to_dict()
    assert rec["end"]["steps"] == len(rec["actions"]) and len(rec["turn_starts"]) >= finished.turn - 1
    again = Game.from_record(json.loads(json.dumps(rec)))
    assert again.record() == rec


def test_a_record_replays_with_the_log_on_or_off(finished):
    """The fingerprint leaves the log out: a game played without a log replays with one and
    the other way round."""
    logged = play(12, 80)
    assert Game.from_record(logged.record(), log=False).record() == logged.record()
    assert Game.from_record(finished.record(), log=True).log


def test_a_version_1_record_is_still_read_and_its_result_checked(finished):
    rec = finished.record()
    old = {k: rec[k] for k in ("decks", "deck_names", "seed", "rules", "actions", "result")}
    old["format"] = "ptcg-record/1"
    assert Game.from_record(old).result.to_dict() == rec["result"]
    old["result"] = dict(rec["result"], winner=1 - rec["result"]["winner"])
    with pytest.raises(RecordError, match="result"):
        Game.from_record(old)


def test_a_truncated_record_is_an_error_that_names_the_step(finished):
    rec = finished.record()
    n = len(rec["actions"])
    short = dict(rec, actions=rec["actions"][:n - 5])
    with pytest.raises(RecordError, match="truncated") as e:
        Game.from_record(short)
    assert e.value.step == n - 5
    # with its end fixed to match, the result still gives it away
    short["end"] = dict(rec["end"], steps=n - 5)
    with pytest.raises(RecordError) as e:
        Game.from_record(short)
    assert e.value.step is not None and e.value.step <= n - 5


def test_an_altered_choice_is_refused_at_the_step_where_the_replay_parts_from_it(finished):
    """Every recorded choice swapped for another option that was legal at that point."""
    rec = finished.record()
    rnd = random.Random(3)
    altered_steps = 0
    for i in sorted(rnd.sample(range(len(rec["actions"])), 12)):
        probe = Game.from_record(rec, steps=i)
        others = [o for o in probe.legal_options if to_json(o) != rec["actions"][i]]
        if not others:
            continue
        altered = json.loads(json.dumps(rec))
        altered["actions"][i] = to_json(rnd.choice(others))
        with pytest.raises(RecordError, match="does not replay") as e:
            Game.from_record(altered)
        assert e.value.step >= i + 1
        altered_steps += 1
    assert altered_steps >= 5


@pytest.mark.parametrize("change", ["result", "end", "seed", "decks", "turn_starts", "rules"])
def test_an_altered_fact_is_refused(finished, change):
    rec = json.loads(json.dumps(finished.record()))
    if change == "result":
        rec["result"]["turn"] += 1
    elif change == "end":
        rec["end"]["state"] = "0" * 32
    elif change == "seed":
        rec["seed"] += 1
    elif change == "decks":
        rec["decks"][0][0], rec["decks"][0][-1] = rec["decks"][0][-1], rec["decks"][0][0]
    elif change == "turn_starts":
        rec["turn_starts"][2] += 1
    else:
        rec["rules"]["checkup_order_by"] = "owner"
    if rec == finished.record():
        pytest.skip("the change changed nothing")
    with pytest.raises(RecordError):
        Game.from_record(rec)


def _nested(depth: int) -> list:
    value: list = []
    for _ in range(depth):
        value = [value]
    return value


@pytest.mark.parametrize("damage", [
    lambda r: r.update(decks=[[1, 2], [3]]), lambda r: r.update(decks="deck"),
    lambda r: r.update(seed="7"), lambda r: r.update(seed=2 ** 64), lambda r: r.update(seed=True),
    lambda r: r.update(rules={"hand_size": 0}), lambda r: r.update(rules={"hand_size": "7"}),
    lambda r: r.update(rules=[1]), lambda r: r.update(deck_names=[1, 2]),
    lambda r: r.update(actions=[{"a": 1}]), lambda r: r.update(actions=[[]]),
    lambda r: r.update(actions=[1.5]), lambda r: r.update(actions="first"),
    lambda r: r.update(actions=[["concede", 5]]), lambda r: r.update(actions=[["concede"]]),
    lambda r: r.update(result={"winner": True, "reason": "x", "turn": 1}),
    lambda r: r.update(end=None), lambda r: r.pop("end"), lambda r: r.pop("seed"),
    lambda r: r.update(turn_starts=["0"]), lambda r: r.update(auto_end="yes"),
    lambda r: r.update(actions=[[[[[[[[[["first"]]]]]]]]]]),
    lambda r: r.update(decks=[list(range(10 ** 4)), []]),
    lambda r: r.update(deck_names=["only one"]), lambda r: r.update(actions=[["concede", "x"]]),
    lambda r: r.update(seed=1.5), lambda r: r.update(actions=[_nested(100_000)]),
    lambda r: r.update(decks=[[722.0] * 60, [722] * 60]),
])
def test_a_damaged_record_gives_a_record_error(damage):
    """``from_record`` used to raise TypeError, RecursionError or IndexError."""
    rec = Game(DECKS[0], DECKS[1], seed=2).record()
    damage(rec)
    with pytest.raises(RecordError):
        Game.from_record(rec)


def test_from_record_replays_a_prefix_on_request(finished):
    rec = finished.record()
    start = Game.from_record(rec, steps=0)
    assert start.record()["actions"] == [] and not start.is_over()
    with pytest.raises(RecordError):
        Game.from_record(rec, steps=len(rec["actions"]) + 1)


@pytest.mark.parametrize("content, words", [
    (b"\xff\xfe{}", "not UTF-8"),
    (b"[" * 100000 + b"]" * 100000, "nested too deeply"),
    (b'{"format": "ptcg-record/2", "seed": ' + b"9" * 5000 + b"}", "digits"),
    (b'{"format": "ptcg-record/2", "seed": NaN}', "not a number"),
    (b"{not json", "not valid JSON"),
])
def test_ptcg_replay_names_a_bad_file_and_exits_2_without_a_traceback(tmp_path, content, words):
    f = tmp_path / "bad.json"
    f.write_bytes(content)
    r = runner.invoke(app, ["replay", str(f)])
    assert r.exit_code == 2 and words in r.output
    assert r.exception is None or isinstance(r.exception, SystemExit)
    assert "Traceback" not in r.output


def test_ptcg_replay_refuses_a_truncated_record(tmp_path, finished):
    rec = finished.record()
    f = tmp_path / "short.json"
    f.write_text(json.dumps(dict(rec, actions=rec["actions"][:-3])))
    r = runner.invoke(app, ["replay", str(f)])
    assert r.exit_code == 2 and "truncated" in r.output


def test_ptcg_battle_checks_the_record_path_before_playing(tmp_path):
    """An unwritable ``--record`` used to fail after the whole game, losing the record."""
    for target in [tmp_path / "no_such_dir" / "g.json", tmp_path]:
        r = runner.invoke(app, ["battle", "--seed", "3", "--record", str(target)])
        assert r.exit_code == 2 and "cannot write the record" in r.output
        assert "-- Turn 1" not in r.output                       # no game was played
    assert not (tmp_path / "no_such_dir").exists()
    good = tmp_path / "g.json"
    r = runner.invoke(app, ["battle", "--seed", "3", "--quiet", "--record", str(good)])
    assert r.exit_code == 0 and Game.from_record(json.loads(good.read_text())).is_over()


def test_records_loads_bounds_size_nesting_and_numbers():
    assert loads(b'{"a": [1, 2]}') == {"a": [1, 2]}
    for data in [b"\x80", "[" * 20 + "]" * 20, '{"seed": ' + "1" * 21 + "}", 5, b"x" * (17 << 20)]:
        with pytest.raises(RecordError):
            loads(data)


# -- item 1: property tests --------------------------------------------------------------------

class _EqualsAnything:
    """Compares equal to every option, with the hash of 0: never an option."""

    def __eq__(self, other):
        return True

    def __hash__(self):
        return 0


class _Explodes:
    def __eq__(self, other):
        raise RuntimeError("compared")

    def __hash__(self):
        raise RuntimeError("hashed")

    def __repr__(self):
        raise RuntimeError("printed")


_scalars = st.one_of(
    st.none(), st.booleans(), st.integers(), st.integers(min_value=-3, max_value=200_000),
    st.floats(allow_nan=True, allow_infinity=True), st.text(max_size=12), st.binary(max_size=6),
    st.sampled_from(["done", "yes", "no", "first", "second", "end", "play", "attach", "bench", "attack",
                     "concede", "evolve", "retreat", "ability"]),
    st.just(10 ** 400), st.builds(_EqualsAnything), st.builds(_Explodes), st.builds(object),
)
_values = st.recursive(_scalars, lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.tuples(inner, inner), st.tuples(inner, inner, inner),
    st.dictionaries(st.text(max_size=4), inner, max_size=3), st.frozensets(st.integers(), max_size=3)),
    max_leaves=8)

_POSITIONS: list = []


def _positions() -> list:
    """Games at a main-phase decision, at setup and in the middle of effects."""
    if not _POSITIONS:
        _POSITIONS.extend([play(1, 0), play(4, 3), play(2, 30), play(6, 60), play(3, 25, mid_effect=True),
                           play(8, 90, mid_effect=True), play(9, 140, mid_effect=True)])
    return _POSITIONS


def _near_legal(draw_value, option):
    """``option`` with one part swapped for another value (a float, a bool, a list...)."""
    if isinstance(option, tuple) and option:
        i = draw_value[0] % len(option)
        return option[:i] + (draw_value[1],) + option[i + 1:]
    return draw_value[1]


def _check_refused_or_legal(game, value, call):
    before = serial(game)
    try:
        call(value)
    except PTCGError:
        assert serial(game) == before, f"a refused {value!r} changed the game"
        return False
    return True


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_property_apply_refuses_everything_but_an_offered_option_and_changes_nothing(data):
    base = data.draw(st.sampled_from(_positions()))
    game = base.clone(keep_log=True)
    if game.is_over():
        return
    value = data.draw(st.one_of(
        _values,
        st.tuples(st.integers(0, 3), _scalars).map(lambda v: _near_legal(v, game.legal_options[0])),
        st.tuples(st.integers(0, 3), _values).map(lambda v: _near_legal(v, game.legal_options[-1])),
        st.sampled_from(game.legal_options).map(lambda o: list(o) if isinstance(o, tuple) else o)))
    legal_before = game.legal_options
    if _check_refused_or_legal(game, value, game.apply):
        as_option = tuple(value) if type(value) is list else value
        assert any(same_option(o, as_option if type(as_option) is not tuple else
                               tuple(tuple(x) if type(x) is list else x for x in as_option))
                   for o in legal_before), f"{value!r} was applied but is not an offered option"


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_property_apply_index_and_concede_refuse_bad_values_and_change_nothing(data):
    game = data.draw(st.sampled_from(_positions())).clone(keep_log=True)
    if game.is_over():
        return
    value = data.draw(_values)
    if _check_refused_or_legal(game, value, game.apply_index):
        assert type(value) is int and 0 <= value < len(game.record()["actions"]) + 10 ** 6
    game = data.draw(st.sampled_from(_positions())).clone(keep_log=True)
    if _check_refused_or_legal(game, value, game.concede):
        assert type(value) is int and value in (0, 1)


_deck_args = st.one_of(st.sampled_from(["dragapult_ex", "mega_abomasnow", "no_such_deck", "", ".", "/",
                                        "../x", "a/b", "\x00", "/dev/null"]),
                       _values, st.lists(st.integers(-5, 2000), max_size=70),
                       st.lists(st.sampled_from([722, 3, 723, 121]), min_size=55, max_size=65))


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(deck_a=_deck_args, deck_b=st.one_of(st.just("fire_cinderace"), _deck_args),
       seed=st.one_of(st.none(), st.integers(0, 2 ** 64 - 1), _values),
       rules=st.one_of(st.just(Ruleset()), _values), flags=st.lists(st.one_of(st.booleans(), _scalars),
                                                                    min_size=4, max_size=4))
def test_property_game_arguments_raise_only_named_errors(deck_a, deck_b, seed, rules, flags):
    try:
        game = Game(deck_a, deck_b, seed=seed, rules=rules, log=flags[0], allow_unimplemented=flags[1],
                    validate_decks=flags[2], auto_end=flags[3])
    except PTCGError:
        return
    assert game.decision is not None


@settings(max_examples=150, deadline=None)
@given(st.dictionaries(st.one_of(st.sampled_from(sorted(Ruleset().to_dict())), st.text(max_size=8),
                                 st.integers(), st.none()), _values, max_size=4))
def test_property_rulesets_raise_only_ruleset_errors(fields):
    try:
        rules = Ruleset.from_dict(fields)
    except RulesetError:
        return
    assert rules == Ruleset.from_dict(rules.to_dict())


_RECORD: dict = {}


def _short_record() -> dict:
    if not _RECORD:
        _RECORD.update(play(7, 45).record())
    return json.loads(json.dumps(_RECORD))


def _mutate(rec: dict, how: int, where: int, value):
    keys = sorted(rec)
    if how == 0:
        rec.pop(keys[where % len(keys)])
    elif how == 1:
        rec[keys[where % len(keys)]] = value
    elif how == 2:
        rec["actions"][where % len(rec["actions"])] = value
    elif how == 3:
        del rec["actions"][where % len(rec["actions"]):]
    elif how == 4:
        rec["actions"].insert(where % len(rec["actions"]), value)
    elif how == 5:
        rec["decks"][where % 2][where % 60] = value
    elif how == 6:
        rec["end"]["state"] = value
    else:
        rec["turn_starts"].append(value)


_json_values = st.recursive(st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False),
                                      st.text(max_size=10)),
                            lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner,
                                                                                        max_size=3),
                            max_leaves=6)


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(how=st.integers(0, 7), where=st.integers(0, 10 ** 6), value=_json_values)
def test_property_a_damaged_or_altered_record_raises_only_record_errors(how, where, value):
    rec = _short_record()
    _mutate(rec, how, where, value)
    try:
        game = Game.from_record(rec)
    except RecordError as e:
        assert e.step is None or e.step >= 0
        return
    # what replays must be the recorded game itself (deck names are not part of the game)
    assert game.record()["end"] == _short_record()["end"]


@settings(max_examples=100, deadline=None)
@given(st.one_of(st.binary(max_size=200), st.text(max_size=200),
                 _json_values.map(lambda v: json.dumps(v).encode())))
def test_property_reading_record_text_raises_only_record_errors(data):
    try:
        loads(data)
    except RecordError:
        pass


@settings(max_examples=100, deadline=None)
@given(st.one_of(_values, st.text(max_size=30),
                 st.text(max_size=12).map(lambda s: "mcts:" + s), st.floats().map(lambda x: f"mcts:{x}")))
def test_property_agent_specs_raise_only_agent_spec_errors(spec):
    try:
        make_agent(spec)
    except AgentSpecError:
        pass
