"""The forward model: SearchBegin / SearchStep / SearchRelease / SearchEnd (CONTRACT.md section 8)."""

from __future__ import annotations

import ctypes
import json
import random

import pytest

import cg.api as api
from cg.api import search_begin, search_end, search_release, search_step, to_observation_class
from cg.game import battle_finish, battle_select, battle_start
from cg.sim import lib

from .helpers import deck

A, B = deck("dragapult_ex"), deck("marnies_grimmsnarl")


def _main_root(seed=1, turn=3):
    """An observation at an action menu of a random game (through cg.game), and its guesses."""
    rng = random.Random(seed)
    obs, _ = battle_start(A, B)
    while obs["current"]["result"] < 0:
        sel = obs["select"]
        if sel["context"] == 0 and obs["current"]["turn"] >= turn and len(sel["option"]) > 1:
            return obs, guesses(obs)
        obs = battle_select(rng.sample(range(len(sel["option"])), rng.randint(sel["minCount"], sel["maxCount"])))
    pytest.skip("the game ended early")


def guesses(obs, rng=None):
    cur = obs["current"]
    me = cur["yourIndex"]
    mine, theirs = cur["players"][me], cur["players"][1 - me]
    own = list(A if me == 0 else B)
    opp = list(B if me == 0 else A)
    return dict(your_deck=own[:mine["deckCount"]], your_prize=own[:len(mine["prize"])],
                opponent_deck=opp[:theirs["deckCount"]], opponent_prize=opp[:len(theirs["prize"])],
                opponent_hand=opp[:theirs["handCount"]], opponent_active=[])


def teardown_function(_f):
    try:
        battle_finish()
    except Exception:  # noqa: BLE001
        pass
    if hasattr(api, "agent_ptr"):
        search_end()


def test_root_has_the_real_select_empty_logs_no_input_and_no_opponent_hand():
    obs, g = _main_root()
    o = to_observation_class(obs)
    st = search_begin(o, **g)
    root = st.observation
    assert root.select == o.select
    assert root.logs == [] and root.search_begin_input is None
    assert root.current.players[1 - o.current.yourIndex].hand is None
    assert root.current.players[o.current.yourIndex].hand == o.current.players[o.current.yourIndex].hand
    assert st.searchId == 0
    # a Struct (what an agent receives) works as well as the dataclass
    from ptcg.cabt.host import structify
    assert search_begin(structify(obs), **g).searchId == 1


def test_stepping_never_changes_the_real_game():
    obs, g = _main_root(seed=2)
    before = lib.VisualizeData(__import__("cg.sim").sim.Battle.battle_ptr)
    root = search_begin(to_observation_class(obs), **g)
    rng = random.Random(0)
    for i in range(len(obs["select"]["option"])):
        st = search_step(root.searchId, [i])
        for _ in range(15):
            sel = st.observation.select
            if st.observation.current.result >= 0:
                break
            st = search_step(st.searchId, rng.sample(range(len(sel.option)), sel.maxCount))
    after = lib.VisualizeData(__import__("cg.sim").sim.Battle.battle_ptr)
    assert before == after
    nxt = battle_select([0])                           # the real game goes on from where it was
    assert nxt["current"]["turn"] >= obs["current"]["turn"]


def test_a_parent_stays_valid_and_branches_again():
    obs, g = _main_root(seed=3)
    root = search_begin(to_observation_class(obs), **g)
    a = search_step(root.searchId, [0])
    b = search_step(root.searchId, [0])
    assert a.searchId != b.searchId and b.searchId == a.searchId + 1
    assert a.observation.select.type == b.observation.select.type


def test_the_perspective_switches_to_whoever_decides_and_the_guessed_hand_shows():
    obs, g = _main_root(seed=4)
    o = to_observation_class(obs)
    me = o.current.yourIndex
    root = search_begin(o, **g)
    end = [i for i, op in enumerate(o.select.option) if op.type == 14]
    st = search_step(root.searchId, end)
    while st.observation.current.result < 0 and st.observation.current.yourIndex == me:
        sel = st.observation.select
        st = search_step(st.searchId, list(range(sel.minCount or 1)))
    cur = st.observation.current
    if cur.result >= 0:
        pytest.skip("the game ended")
    assert cur.yourIndex == 1 - me
    assert cur.players[1 - me].hand is not None and cur.players[me].hand is None
    hand_ids = sorted(c.id for c in cur.players[1 - me].hand)
    guessed = sorted(g["opponent_hand"] + [g["opponent_deck"][-1]])          # the hand and the drawn top card
    assert hand_ids == guessed


def test_the_last_card_of_a_deck_list_is_drawn_first():
    obs, g = _main_root(seed=5)
    o = to_observation_class(obs)
    me = o.current.yourIndex
    opp_deck = list(g["opponent_deck"])
    marker = next(c for c in set(opp_deck) if opp_deck.count(c) >= 1 and c not in g["opponent_hand"][:0])
    opp_deck[-1] = 1 if marker != 1 else 2                        # a Basic Grass/Fire Energy on top
    g["opponent_deck"] = opp_deck
    root = search_begin(o, **g)
    end = [i for i, op in enumerate(o.select.option) if op.type == 14]
    st = search_step(root.searchId, end)
    cur = st.observation.current
    if cur.result >= 0 or cur.yourIndex == me:
        pytest.skip("the opponent did not get to draw")
    draws = [lg for lg in st.observation.logs if lg.type == 4 and lg.playerIndex == 1 - me]
    assert draws and draws[0].cardId == opp_deck[-1]


def test_manual_coin_asks_coin_head():
    """With manual_coin every flip is a COIN_HEAD question (found by playing lines on)."""
    rng = random.Random(9)
    for seed in range(6, 30):
        obs, g = _main_root(seed=seed, turn=2)
        root = search_begin(to_observation_class(obs), **g, manual_coin=True)
        for _ in range(20):
            st = root
            for _ in range(60):
                sel = st.observation.select
                if st.observation.current.result >= 0 or not sel.option:
                    break
                if sel.context == 46:
                    assert sel.type == 9 and [op.type for op in sel.option] == [1, 2]
                    heads = search_step(st.searchId, [0])
                    coins = [lg for lg in heads.observation.logs if lg.type == 22]
                    assert not coins or coins[0].head is True
                    return
                st = search_step(st.searchId, rng.sample(range(len(sel.option)), sel.maxCount))
        search_end()
        battle_finish()
    pytest.skip("no coin was flipped")


def test_error_codes_and_messages():
    obs, g = _main_root(seed=7)
    o = to_observation_class(obs)
    root = search_begin(o, **g)
    n = len(o.select.option)
    with pytest.raises(ValueError, match="minCount <= len"):
        search_step(root.searchId, [0, 1])
    with pytest.raises(ValueError, match="0 <= select elements"):
        search_step(root.searchId, [n])
    with pytest.raises(ValueError, match="There is no element"):
        search_step(12345, [0])
    child = search_step(root.searchId, [0])
    search_release(child.searchId)
    with pytest.raises(ValueError, match="Released item"):
        search_step(child.searchId, [0])
    with pytest.raises(ValueError, match="Invalid Card ID"):
        search_begin(o, **dict(g, your_deck=[99999] * len(g["your_deck"])))
    with pytest.raises(ValueError, match="your_deck does not match"):
        search_begin(o, **dict(g, your_deck=[]))
    with pytest.raises(ValueError, match="opponent_hand does not match"):
        search_begin(o, **dict(g, opponent_hand=[]))
    with pytest.raises(ValueError, match="Not agent observation"):
        search_begin(dict(obs, search_begin_input=None) and to_observation_class(dict(obs, search_begin_input=None)), **g)


def test_duplicate_is_error_6_and_ended_is_error_3():
    obs, g = _main_root(seed=8)
    root = search_begin(to_observation_class(obs), **g)
    ptr = api.agent_ptr
    ia = lambda xs: (ctypes.c_int * len(xs))(*xs)          # noqa: E731
    res = json.loads(lib.SearchStep(ptr, root.searchId, ia([0, 0]), 2))
    assert res["error"] in (4, 6)                            # count first, as the engine checks
    rng = random.Random(1)
    st = root
    for _ in range(3000):
        cur = st.observation.current
        if cur.result >= 0:
            assert st.observation.select.option == [] and st.observation.select.maxCount == 1
            assert all(lg.type != 23 for lg in st.observation.logs)
            res = json.loads(lib.SearchStep(ptr, st.searchId, ia([0]), 1))
            assert res["error"] == 3
            return
        sel = st.observation.select
        if sel.minCount <= 2 <= sel.maxCount:
            res = json.loads(lib.SearchStep(ptr, st.searchId, ia([0, 0]), 2))
            assert res["error"] == 6
        st = search_step(st.searchId, rng.sample(range(len(sel.option)), sel.maxCount))
    pytest.skip("the line did not end")


def test_ids_restart_after_search_end_and_pointers_are_independent():
    obs, g = _main_root(seed=10)
    o = to_observation_class(obs)
    assert search_begin(o, **g).searchId == 0
    assert search_begin(o, **g).searchId == 1               # a second root without SearchEnd
    search_end()
    assert search_begin(o, **g).searchId == 0
    other = lib.AgentStart()
    sbi = obs["search_begin_input"]
    ia = lambda xs: (ctypes.c_int * len(xs))(*xs)          # noqa: E731
    args = [ia(g[k]) for k in ("your_deck", "your_prize", "opponent_deck", "opponent_prize", "opponent_hand",
                               "opponent_active")]
    res = json.loads(lib.SearchBegin(other, sbi.encode("ascii"), len(sbi), *args, 0))
    assert res["error"] == 0 and res["state"]["searchId"] == 0
    lib.SearchEnd(other)
    # the other pointer's end leaves ours alone
    assert search_step(0, [0]).searchId == 1
    assert json.loads(lib.SearchStep(0xDEAD, 0, ia([0]), 1))["error"] == 30


def test_search_from_the_retreat_energy_question():
    """A position between ptcg's steps with the adapter's own sequence under way."""
    from ptcg.cabt.adapter import CabtGame
    from ptcg.cabt.position import encode
    from ptcg.cabt.search import Searcher
    for s in range(40):
        cg = CabtGame(A, B, seed=s)
        rng = random.Random(s)
        for _ in range(300):
            q = cg.question
            if q is None:
                break
            if q.type == 4 and q.context == 30 and q.effect is None:
                obs = cg.observation()
                sbi = encode(cg, q.player)
                gs = guesses(dict(obs))
                res = Searcher().begin(sbi, *gs.values())
                assert res["error"] == 0
                assert res["state"]["observation"]["select"] == obs["select"]
                return
            sel = cg.observation()["select"]
            cg.answer(rng.sample(range(len(sel["option"])), rng.randint(sel["minCount"], sel["maxCount"])))
    pytest.skip("no retreat with a cost came up")


def test_positions_in_the_middle_of_an_effect_are_rebuilt_with_the_same_question():
    """search_begin_input in the middle of an effect: the last position between steps, the
    options since and what the player saw; the root asks the real question."""
    from ptcg.cabt.adapter import CabtGame
    from ptcg.cabt.position import encode
    from ptcg.cabt.search import Searcher
    built = failed = 0
    for s in range(3):
        cg = CabtGame(A, B, seed=s)
        rng = random.Random(s)
        while cg.question is not None:
            q = cg.question
            obs = cg.observation()
            if cg.game._gen is not None and cg.game.state.phase == "play":
                gs = guesses(obs)
                if q.deck is not None:
                    gs["your_deck"] = []
                res = Searcher().begin(encode(cg, q.player), *gs.values())
                if res["error"] == 0:
                    built += 1
                    root = res["state"]["observation"]
                    assert root["select"] == obs["select"]
                    # the same cards (copies the agent picked may sit at each other's places)
                    key = lambda c: (c["id"], c["serial"])          # noqa: E731
                    assert sorted(root["current"]["players"][q.player]["hand"], key=key) == \
                        sorted(obs["current"]["players"][q.player]["hand"], key=key)
                else:
                    failed += 1
            sel = obs["select"]
            cg.answer(rng.sample(range(len(sel["option"])), rng.randint(sel["minCount"], sel["maxCount"])))
    assert built >= 20 and failed <= built // 10, (built, failed)


def test_search_begin_input_never_holds_the_hidden_cards():
    """Neither the opponent's hand, nor a deck's order, nor the Prize cards, nor the seed."""
    from ptcg.cabt.adapter import CabtGame
    from ptcg.cabt.position import encode, parse
    from ptcg.cabt.serials import BASE

    def ints(x):
        if isinstance(x, bool):
            return
        if isinstance(x, int):
            yield x
        elif isinstance(x, list):
            for y in x:
                yield from ints(y)
        elif isinstance(x, dict):
            for y in x.values():
                yield from ints(y)
    for s in range(3):
        cg = CabtGame(A, B, seed=987654321 + s)
        rng = random.Random(s)
        while cg.question is not None:
            q = cg.question
            me, opp = q.player, 1 - q.player
            g = cg.game.state
            text = encode(cg, me)
            assert str(cg.game.seed) not in text
            doc = parse(text)
            hidden = {((c >> 7) << 7) | (opp << 6) | ((cg.serials(c) - BASE[opp]) & 63)
                      for c in g.players[opp].hand + g.players[opp].deck + g.players[opp].prizes
                      if c not in g.players[opp].revealed}
            if g.phase == "setup":             # the opponent's Active and Bench are face down
                hidden |= {((c >> 7) << 7) | (opp << 6) | ((cg.serials(c) - BASE[opp]) & 63)
                           for m in g.players[opp].in_play() for c in m.cards}
            for key in ("s", "h", "pins", "now_deck", "now_top", "now_lists", "setup"):
                if isinstance(doc.get(key), (dict, list)):
                    found = set(ints(doc[key]))
                    # attack IDs and counts may equal a card's number; cards lists may not
                    assert not (found & hidden) or key in ("s", "h") and _only_counts(doc, found & hidden), key
            if isinstance(doc.get("s"), dict):
                for pl, p in enumerate(doc["s"]["players"]):
                    assert isinstance(p["prizes"], int)
                    if pl == opp or q.deck is None:
                        assert isinstance(p["deck"], int)              # a deck's order only when shown
                    if pl == opp:
                        assert isinstance(p["hand"], int)
            sel = cg.observation()["select"]
            cg.answer(rng.sample(range(len(sel["option"])), rng.randint(sel["minCount"], sel["maxCount"])))


def _only_counts(doc, values) -> bool:
    """Numbers in the state that are counts or turns, not cards, may equal a card's number."""
    s = doc["s"]
    card_lists = []
    for p in s["players"]:
        for k in ("hand", "known", "rev", "res", "discard", "lost"):
            if isinstance(p.get(k), list):
                card_lists += p[k]
        if isinstance(p.get("deck"), list):
            card_lists += p["deck"]
        for m in [p["active"]] + p["bench"]:
            if m is not None:
                card_lists += m[2] + m[3] + m[4]
    return not (set(card_lists) & values)


def test_the_first_question_is_searched_as_a_new_game():
    from ptcg.cabt.adapter import CabtGame
    from ptcg.cabt.position import encode
    from ptcg.cabt.search import Searcher
    for chooser in (0, 1):
        cg = CabtGame(A, B, seed=11, first_chooser=chooser)
        obs = cg.observation()
        me = cg.question.player
        s = Searcher()
        res = s.begin(encode(cg, me), [], [], B if me == 0 else A, [], [], [])
        assert res["error"] == 0 and res["state"]["observation"]["select"] == obs["select"]
        assert s.step(0, [0])["error"] == 0
        assert s.begin(encode(cg, me), [], [], [1] * 60, [], [], [])["error"] == 99     # no Basic: no game


@pytest.mark.parametrize("manual", [False, True])
def test_states_stepped_in_place_branch_again_exactly_as_copies(manual):
    """A state stepped from for the first time lends its game to the child and is rebuilt
    from its parent when branched from again: a random search that goes back to old states
    (in the middle of effects too) sees the same observations as one that copies every time."""
    from ptcg.cabt.adapter import CabtGame
    from ptcg.cabt.position import encode
    from ptcg.cabt.search import Searcher
    cg = CabtGame(A, B, seed=21)
    rng = random.Random(21)
    while cg.question is not None and cg.game.state.turn < 4:
        sel = cg.observation()["select"]
        cg.answer(rng.sample(range(len(sel["option"])), rng.randint(sel["minCount"], sel["maxCount"])))
    obs = cg.observation()
    sbi = encode(cg, cg.question.player)
    runs = []
    for in_place in (True, False):
        s = Searcher(in_place=in_place)
        r = random.Random(5)
        res = s.begin(sbi, *guesses(obs).values(), manual_coin=manual)
        assert res["error"] == 0
        seen, out = [res["state"]], []
        for _ in range(150):
            st = r.choice(seen) if r.random() < 0.3 else seen[-1]
            sel = st["observation"]["select"]
            if not sel["option"]:
                st = seen[0]
                sel = st["observation"]["select"]
            ans = r.sample(range(len(sel["option"])), r.randint(sel["minCount"], sel["maxCount"]))
            res = s.step(st["searchId"], ans)
            out.append(json.dumps(res, sort_keys=True))
            if res["error"] == 0:
                seen.append(res["state"])
        runs.append((out, s.in_place, s.rebuilt))
    assert runs[0][0] == runs[1][0]
    if not manual:
        assert runs[0][1] > 20 and runs[0][2] > 0 and runs[1][1] == 0


def _true_guesses(cg, me: int) -> list:
    """The hidden zones as they really are (card IDs; a deck's last card is its top)."""
    g = cg.game.state
    mine, theirs = g.players[me], g.players[1 - me]
    q = cg.question
    hidden_hand = [c >> 7 for c in theirs.hand if c not in theirs.revealed]
    known = [c >> 7 for c in theirs.hand if c in theirs.revealed]
    active = [theirs.active.cid] if g.phase == "setup" and theirs.active is not None else []
    return [[] if q.deck is not None else [c >> 7 for c in mine.deck], [c >> 7 for c in mine.prizes],
            [c >> 7 for c in theirs.deck], [c >> 7 for c in theirs.prizes], hidden_hand + known, active]


def _plain_obs(o: dict, *, logs: bool) -> dict:
    """An observation as far as a world can agree with the real game: the world numbers the
    copies of a card in hidden zones otherwise (which copy is where is hidden), so serial
    numbers are left out, an option's place in a pile is the card ID there, options, hands
    and discard piles are compared in ID order; the Prize cards face down."""
    cur = o["current"]

    def pile(op):
        area, i = op.get("area"), op.get("index")
        if area == 1:
            return o["select"]["deck"][i]["id"]
        if area == 12:
            return cur["looking"][i]["id"]
        if op["type"] == 7:
            area = 2                                       # PLAY: a card of the hand
        if area in (2, 3) and op["type"] in (3, 7, 8, 9, 10):
            p = cur["players"][op.get("playerIndex", cur["yourIndex"])]
            return (p["hand"] if area == 2 else p["discard"])[i]["id"]
        return i

    def strip(x):
        if isinstance(x, dict):
            return {k: strip(v) for k, v in x.items() if "serial" not in k}
        if isinstance(x, list):
            return [strip(v) for v in x]
        return x
    options = sorted(json.dumps(dict(op, index=pile(op)), sort_keys=True) for op in o["select"]["option"])
    o = strip({k: o[k] for k in ("select", "current") + (("logs",) if logs else ())})
    o["select"]["option"] = options
    for p in o["current"]["players"]:
        p["prize"] = [None] * len(p["prize"])
        p["discard"].sort(key=lambda c: c["id"])        # a moved copy is the one ptcg numbers first
        if p["hand"] is not None:
            p["hand"].sort(key=lambda c: c["id"])
    return o


def _check_search_everywhere(seeds, decks=(A, B)):
    from ptcg.cabt.adapter import CabtGame
    from ptcg.cabt.position import encode
    from ptcg.cabt.search import Searcher
    compared = 0
    for s in seeds:
        cg = CabtGame(*decks, seed=s)
        rng = random.Random(s)
        while cg.question is not None:
            q = cg.question
            me = q.player
            obs = cg.observation()
            searcher = Searcher()
            res = searcher.begin(encode(cg, me), *_true_guesses(cg, me))
            assert res["error"] == 0, (s, cg.game.state.turn, getattr(searcher, "last_error", ""))
            root = res["state"]["observation"]
            assert root["select"] == obs["select"]
            key = lambda c: (c["id"], c["serial"])          # noqa: E731
            assert sorted(root["current"]["players"][me]["hand"], key=key) == \
                sorted(obs["current"]["players"][me]["hand"], key=key)
            # the opponent's Pokémon put face down on the Bench at setup are not guessed
            face_down = cg.game.state.phase == "setup" and bool(cg.game.state.players[1 - me].bench)
            sel = obs["select"]
            ans = rng.sample(range(len(sel["option"])), rng.randint(sel["minCount"], sel["maxCount"]))
            mark = len(cg.game.state.events)
            child = searcher.step(res["state"]["searchId"], ans)
            cg.answer(ans)
            assert child["error"] == 0
            random_step = any(e.kind in ("shuffle", "coin") for e in cg.game.state.events[mark:])
            if cg.question is None or random_step or face_down:
                continue
            real = cg.observation()
            mine = real["current"]["yourIndex"] == me
            got = child["state"]["observation"]
            assert _plain_obs(got, logs=mine) == _plain_obs(real, logs=mine)
            compared += 1
    return compared


def test_search_begins_at_every_question_and_the_real_answer_gives_the_real_next_observation():
    """At every question of random games (the setup, between steps, in the middle of
    effects) search_begin rebuilds the position with the real question; with the true
    hidden zones as guesses, stepping the player's real answer gives the next observation
    of the real game, when that step flipped no coin and shuffled nothing."""
    assert _check_search_everywhere(range(2)) > 100


@pytest.mark.slow
def test_search_begins_at_every_question_of_many_games():
    from .helpers import META
    for i in range(0, 20, 2):
        _check_search_everywhere(range(100 + i, 102 + i), (deck(META[i]), deck(META[i + 1])))


def test_raw_begin_reads_only_as_many_guesses_as_each_zone_holds():
    """A real agent's ctypes wrapper pads every array to at least one element (``[0]`` for an
    empty list) and hands the Active guess over even when the Active is face up: the native
    library reads as many elements as the zone holds, so the padding is never looked at."""
    obs, g = _main_root(seed=12)
    ptr = lib.AgentStart()
    sbi = obs["search_begin_input"].encode("ascii")

    def padded(xs, extra):
        xs = list(xs) + [0] * extra
        return (ctypes.c_int * max(1, len(xs)))(*xs)

    keys = ("your_deck", "your_prize", "opponent_deck", "opponent_prize", "opponent_hand")
    for extra in (0, 1, 5):
        arrays = [padded(g[k], extra) for k in keys] + [padded([], 0)]
        res = json.loads(lib.SearchBegin(ptr, sbi, len(sbi), *arrays, 0))
        assert res["error"] == 0, extra
    # a wrong card inside the part the zone takes is still refused
    bad = dict(g, opponent_hand=[0] + g["opponent_hand"][1:])
    if bad["opponent_hand"]:
        arrays = [padded(bad[k], 1) for k in keys] + [padded([], 0)]
        assert json.loads(lib.SearchBegin(ptr, sbi, len(sbi), *arrays, 0))["error"] == 1
    lib.SearchEnd(ptr)


class _NumpyLikeInt:
    """An integer that is no ``int`` (as numpy's are), usable wherever Python wants an index."""

    def __init__(self, v):
        self.v = v

    def __index__(self):
        return self.v


def test_search_begin_and_step_take_integer_likes_as_ctypes_does_and_refuse_floats():
    """Agents shuffle their guesses with numpy: the wrapper's ctypes arrays take numpy
    integers, and refuse floats with a TypeError."""
    obs, g = _main_root(seed=13)
    o = to_observation_class(obs)
    wrapped = {k: [_NumpyLikeInt(c) for c in v] for k, v in g.items()}
    root = search_begin(o, **wrapped)
    assert root.observation.select == o.select
    assert search_step(root.searchId, [_NumpyLikeInt(0)]).searchId == root.searchId + 1
    with pytest.raises(TypeError):
        search_begin(o, **dict(g, your_deck=[float(c) for c in g["your_deck"]] or [1.0]))
    with pytest.raises(TypeError):
        search_step(root.searchId, [0.0])


def test_raw_search_observations_have_no_search_begin_input_key():
    """The native library's search JSON (root and steps) has select, logs and current only;
    raw-JSON agents that test for the key see it missing, as on the official simulator."""
    obs, g = _main_root(seed=14)
    root = search_begin(to_observation_class(obs), **g)
    assert root.observation.search_begin_input is None        # the dataclass default
    ia = lambda xs: (ctypes.c_int * len(xs))(*xs)          # noqa: E731
    sbi = obs["search_begin_input"].encode("ascii")
    raw = json.loads(lib.SearchBegin(api.agent_ptr, sbi, len(sbi), *[ia(g[k]) for k in g], 0))
    assert set(raw["state"]["observation"]) == {"select", "logs", "current"}
    step = json.loads(lib.SearchStep(api.agent_ptr, raw["state"]["searchId"], ia([0]), 1))
    assert set(step["state"]["observation"]) == {"select", "logs", "current"}


def test_a_guessed_hand_without_a_basic_redraws_at_setup():
    """A search from a setup question before the opponent has chosen an Active, with a guessed
    opponent hand of Energy only: that player redraws (a mulligan, log 1) before choosing, and
    the searcher is later asked about the extra cards (context 38), as on the official
    simulator; before, the step raised ptcg's 'a decision needs at least one option'."""
    from ptcg.cabt.adapter import CabtGame
    from ptcg.cabt.position import encode
    from ptcg.cabt.search import Searcher
    from ptcg.cards.db import CARD_LIST
    checked = 0
    for seed in range(12):
        cg = CabtGame(A, B, seed=seed)
        cg.answer([0])                                     # who goes first
        q = cg.question
        obs = cg.observation()
        me = q.player
        theirs = obs["current"]["players"][1 - me]
        if q.context != 1 or theirs["active"] != []:
            continue
        own, opp = (A, B) if me == 0 else (B, A)
        energy = next(c for c in opp if CARD_LIST[c].is_energy)
        mine = obs["current"]["players"][me]
        searcher = Searcher()
        res = searcher.begin(encode(cg, me), own[:mine["deckCount"]], own[:len(mine["prize"])], opp, opp,
                             [energy] * theirs["handCount"], [])
        assert res["error"] == 0
        state, logs, asked = res["state"], [], []
        for _ in range(20):
            sel = state["observation"]["select"]
            if state["observation"]["current"]["turn"] >= 1 and sel["context"] == 0:
                break
            res = searcher.step(state["searchId"], list(range(sel["minCount"])) or [0])
            assert res["error"] == 0
            state = res["state"]
            logs += [lg["type"] for lg in state["observation"]["logs"]]
            asked.append((state["observation"]["current"]["yourIndex"], state["observation"]["select"]["context"]))
        assert 1 in logs                                   # the opponent's mulligan
        assert (me, 38) in asked                           # the searcher may draw extra cards
        checked += 1
    assert checked >= 2


def test_prize_cards_a_line_sets_out_itself_stay_face_down():
    """Searched from a setup question (no Prize cards yet), the Prize cards dealt in the line
    show as null, as the official library shows them; from a question after the setup the
    guessed Prize cards show face up."""
    from ptcg.cabt.adapter import CabtGame
    from ptcg.cabt.position import encode
    from ptcg.cabt.search import Searcher
    cg = CabtGame(A, B, seed=3)
    q = cg.question                                        # who goes first: nothing dealt yet
    searcher = Searcher()
    res = searcher.begin(encode(cg, q.player), A, A, B, B, B, [])
    assert res["error"] == 0
    state, seen = res["state"], []
    for _ in range(30):
        cur = state["observation"]["current"]
        seen += [c for pl in cur["players"] for c in pl["prize"]]
        sel = state["observation"]["select"]
        if cur["turn"] >= 2 or not sel["option"]:
            break
        state = searcher.step(state["searchId"], list(range(sel["minCount"])) or [0])["state"]
    assert seen and all(c is None for c in seen)
    obs, g = _main_root(seed=15)
    root = search_begin(to_observation_class(obs), **g)
    step = search_step(root.searchId, [0])
    for st in (root, step):
        assert all(c is not None for pl in st.observation.current.players for c in pl.prize)
