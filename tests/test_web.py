"""The web adapter (ptcg.web): the HTTP API through FastAPI's TestClient, the option
describer, what each token may see (III-01: the opponent's hand, deck order and Prize cards
stay hidden; a spectator sees no hand), decisions answered by decision_id, the database."""

import json
import random
import re
import sqlite3
import subprocess
import sys
import warnings
from collections import Counter

import pytest

pytest.importorskip("fastapi")
with warnings.catch_warnings():
    # starlette 1.x asks for httpx2 and still works with httpx (the pinned test client)
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

from ptcg.cards.db import CARD_LIST
from ptcg.deck import builtin_deck
from ptcg.game import Game
from ptcg.testing import Scenario
from ptcg.web import create_app
from ptcg.web.db import SCHEMA_VERSION, Database, DatabaseError
from ptcg.web.describe import describe_decision, describe_option
from ptcg.web.sessions import Store

SNOVER, KYOGRE, MEGA_ABOMASNOW, W_ENERGY = 722, 721, 723, 3


@pytest.fixture
def client():
    app = create_app()
    with TestClient(app) as c:
        c.store = app.state.store
        yield c


def bearer(token):
    return {"Authorization": f"Bearer {token}"}


def new_game(client, **body):
    """A game; answers (state, headers of the person's seat)."""
    r = client.post("/api/games", json={"seed": 7, "opponent": "random", **body})
    assert r.status_code == 201, r.text
    st = r.json()
    seat = str(st["game"]["humans"][0])
    return st, bearer(st["tokens"][seat])


def answer(client, st, headers, index=0, **extra):
    """Answer the decision shown in ``st`` (by index, with its decision_id)."""
    gid = st["game"]["id"]
    return client.post(f"/api/games/{gid}/actions",
                       json={"index": index, "decision_id": st["decision_id"], **extra}, headers=headers)


def instances_in(obj, out=None):
    """Every card instance a served JSON value names: ``instance`` and ``card`` fields and
    the ints inside decision option values."""
    out = set() if out is None else out
    if isinstance(obj, dict):
        for key in ("instance", "card"):
            if isinstance(obj.get(key), int) and obj[key] >= 128:
                out.add(obj[key])
        for k, v in obj.items():
            if k == "value":
                for x in (v if isinstance(v, list) else [v]):
                    if isinstance(x, int) and x >= 128:
                        out.add(x)
            else:
                instances_in(v, out)
    elif isinstance(obj, list):
        for v in obj:
            instances_in(v, out)
    return out


def hidden_from(game, seat):
    """The instances ``seat`` may not see (None: a spectator, who sees no hand)."""
    players = game.state.players
    hidden = set()
    for p in players:
        hidden |= set(p.deck) | set(p.prizes)
    for p in players:
        if seat is None or p.index != seat:
            hidden |= set(p.hand) - set(p.revealed)
    return hidden


def assert_nothing_hidden_shown(client, st):
    """The served state names none of the cards hidden from its token's role: the
    opponent's hand (but cards an effect revealed), any deck or Prize card (but the cards
    a decision lets its player look at); the log tells no other player's draw by name."""
    game = client.store.session(st["game"]["id"]).game
    seat = st["seat"] if not st["covered"] else None
    board = {k: v for k, v in st["view"].items() if k != "decision"}
    assert not instances_in(board) & hidden_from(game, seat)
    if st["view"]["decision"] is not None:
        me = game.state.players[seat]
        assert not instances_in(st["view"]["decision"]) & (hidden_from(game, seat) - set(me.deck))
    text = json.dumps({k: v for k, v in st["view"].items() if k != "cards"})   # cards: descriptions
    assert '"deck"' not in text and '"prizes"' not in text
    if seat is None:
        assert st["view"]["hand"] is None
    if not st["game"]["over"]:
        assert "seed" not in st["game"]
        others = [f"P{p + 1}" for p in (0, 1) if p != seat]
        for line in st.get("log", []):
            for other in others:
                assert not re.match(rf"^{other} draws (?!a card$|\d+ cards?$)", line), line


# -- playing against an agent -------------------------------------------------------------


def test_create_game_gives_tokens_and_the_seat_view(client):
    st, h = new_game(client)
    assert st["game"]["mode"] == "agent" and st["game"]["humans"] == [0]
    assert st["game"]["agents"] == {"1": "random"}
    assert set(st["tokens"]) == {"0", "spectator"}            # no token for the agent's seat
    assert st["tokens"]["0"] != st["tokens"]["spectator"]
    assert st["links"]["spectator"].endswith(st["tokens"]["spectator"])
    assert st["seat"] == 0
    d = st["view"]["decision"]
    assert d["player"] == 0 and d["options"] and d["decision_id"] == st["decision_id"] == 0
    assert all(set(o) >= {"index", "value", "text"} for o in d["options"])
    assert_nothing_hidden_shown(client, st)
    again = client.get(f"/api/games/{st['game']['id']}", headers=h).json()
    assert {k: v for k, v in again.items() if k not in ("tokens", "links")} == \
        {k: v for k, v in st.items() if k not in ("tokens", "links")}


def test_play_by_index_until_the_game_ends_hides_the_opponents_cards(client):
    st, h = new_game(client, seed=3)
    gid = st["game"]["id"]
    rng = random.Random(3)
    steps = 0
    while not st["game"]["over"] and steps < 150:
        assert_nothing_hidden_shown(client, st)
        opts = st["view"]["decision"]["options"]
        r = answer(client, st, h, rng.randrange(len(opts)))
        assert r.status_code == 200, r.text
        st = r.json()
        steps += 1
    assert steps > 5
    game = client.store.session(gid).game
    assert st["decision_id"] in (None, len(game.record()["actions"]))
    if st["game"]["over"]:
        assert st["game"]["result"]["text"] == game.result.describe()
        assert st["log"] == game.log                 # the whole log once it is over
        assert st["game"]["seed"] == 3


def test_action_by_value_with_its_types(client):
    st, h = new_game(client)
    gid = st["game"]["id"]
    first = st["view"]["decision"]["options"][0]
    r = client.post(f"/api/games/{gid}/actions",
                    json={"option": first["value"], "decision_id": st["decision_id"], "player": 0}, headers=h)
    assert r.status_code == 200, r.text
    assert client.store.session(gid).game.record()["actions"][0] == first["value"]


def play_until_play_option(client, st, h):
    """Answer until the seat may play a Trainer; that option's value."""
    for _ in range(200):
        d = st["view"]["decision"]
        plays = [o for o in d["options"] if o.get("group") == "play"]
        if plays:
            return st, plays[0]
        ends = [o for o in d["options"] if o.get("group") in ("attach", "bench", "evolve")]
        st = answer(client, st, h, (ends or d["options"])[0]["index"]).json()
    raise AssertionError("no Trainer to play")


def test_a_float_where_the_option_has_an_int_is_400_not_500(client):
    st, h = new_game(client, seed=11)
    gid = st["game"]["id"]
    st, play = play_until_play_option(client, st, h)
    game = client.store.session(gid).game
    before = game.record()
    kind, inst = play["value"]
    for bad in ([kind, float(inst)], [kind, str(inst)], [kind, inst, 0], [kind, True], "end"):
        r = client.post(f"/api/games/{gid}/actions", json={"option": bad, "decision_id": st["decision_id"]},
                        headers=h)
        assert r.status_code == 400, (bad, r.status_code, r.text)
        assert "is not a legal option" in r.json()["detail"]
    for bad_index in (0.0, "0", True, None):
        body = {"index": bad_index, "decision_id": st["decision_id"]}
        r = client.post(f"/api/games/{gid}/actions", json=body, headers=h)
        assert 400 <= r.status_code < 500, (bad_index, r.text)
    assert game.record() == before
    r = client.post(f"/api/games/{gid}/actions", json={"option": play["value"], "decision_id": st["decision_id"]},
                    headers=h)
    assert r.status_code == 200, r.text


def test_illegal_action_is_400_and_changes_nothing(client):
    st, h = new_game(client)
    gid = st["game"]["id"]
    game = client.store.session(gid).game
    before_record, before_view = game.record(), client.get(f"/api/games/{gid}", headers=h).json()
    did = st["decision_id"]
    for body, words in (({"index": 999, "decision_id": did}, "out of range"),
                        ({"option": ["attack", 999999], "decision_id": did}, "is not a legal option"),
                        ({"index": 0, "decision_id": did, "option": "first"}, "exactly one"),
                        ({"decision_id": did}, "exactly one"),
                        ({"index": 0}, "decision_id")):
        r = client.post(f"/api/games/{gid}/actions", json=body, headers=h)
        assert r.status_code == 400, body
        assert words in r.json()["detail"]
    assert game.record() == before_record
    assert client.get(f"/api/games/{gid}", headers=h).json() == before_view
    assert client.get("/api/games/nope", headers=h).status_code == 404


def test_a_stale_decision_is_409_and_changes_nothing(client):
    """Two tabs show decision N; one answers it; the other's answer to N is refused."""
    st, h = new_game(client, seed=5)
    gid = st["game"]["id"]
    stale = st
    st = answer(client, st, h).json()
    assert st["decision_id"] > stale["decision_id"]
    game = client.store.session(gid).game
    before_record, before_view = game.record(), client.get(f"/api/games/{gid}", headers=h).json()
    r = answer(client, stale, h)
    assert r.status_code == 409
    assert "no longer pending" in r.json()["detail"]
    r = client.post(f"/api/games/{gid}/actions",
                    json={"option": stale["view"]["decision"]["options"][0]["value"],
                          "decision_id": stale["decision_id"]}, headers=h)
    assert r.status_code == 409
    assert game.record() == before_record
    assert client.get(f"/api/games/{gid}", headers=h).json() == before_view
    assert answer(client, st, h).status_code == 200


def test_concede_ends_the_game(client):
    st, h = new_game(client)
    gid = st["game"]["id"]
    r = client.post(f"/api/games/{gid}/concede", json={}, headers=h)
    assert r.status_code == 200, r.text
    st = r.json()
    assert st["game"]["over"] and st["game"]["result"]["winner"] == 1
    assert st["decision_id"] is None
    assert answer(client, {**st, "decision_id": 0}, h).status_code == 409


# -- seats and secrets --------------------------------------------------------------------------


def test_every_read_and_action_needs_the_seats_token(client):
    st, h = new_game(client)
    gid = st["game"]["id"]
    other, _ = new_game(client, seed=8)
    foreign = bearer(other["tokens"]["0"])
    spectator = bearer(st["tokens"]["spectator"])
    for method, path, body in (("get", f"/api/games/{gid}", None), ("get", f"/api/games/{gid}/log", None),
                               ("get", f"/api/games/{gid}/record", None),
                               ("post", f"/api/games/{gid}/actions", {"index": 0, "decision_id": 0}),
                               ("post", f"/api/games/{gid}/concede", {}), ("delete", f"/api/games/{gid}", None)):
        for headers in ({}, foreign, bearer("not-a-token"), {"Authorization": st["tokens"]["0"]}):
            r = client.request(method, path, json=body, headers=headers)
            assert r.status_code == 401, (method, path, headers, r.status_code)
    # the spectator watches: no answer, no concession, no deletion
    assert answer(client, st, spectator).status_code == 403
    assert client.post(f"/api/games/{gid}/concede", json={}, headers=spectator).status_code == 403
    assert client.delete(f"/api/games/{gid}", headers=spectator).status_code == 403
    # the agent's seat has no token, and a seat token is not the other player's
    assert answer(client, st, h, player=1).status_code == 403
    assert client.get(f"/api/games/{gid}?player=1", headers=h).status_code == 403
    assert client.store.session(gid).applied == 0


def test_a_seat_cannot_answer_the_other_seats_decision_in_hot_seat(client):
    st, _ = new_game(client, opponent=None)
    gid = st["game"]["id"]
    tokens = st["tokens"]
    assert set(tokens) == {"0", "1", "spectator"}
    to_act = st["game"]["to_act"]
    mine = client.get(f"/api/games/{gid}", headers=bearer(tokens[str(to_act)])).json()
    r = answer(client, mine, bearer(tokens[str(1 - to_act)]))
    assert r.status_code == 403 and f"player {to_act + 1}'s" in r.json()["detail"]
    assert client.store.session(gid).applied == 0
    assert answer(client, mine, bearer(tokens[str(to_act)])).status_code == 200


def test_a_spectator_sees_no_hand_and_no_option(client):
    st, h = new_game(client, seed=4)
    spectator = bearer(st["tokens"]["spectator"])
    gid = st["game"]["id"]
    rng = random.Random(4)
    for _ in range(40):
        if st["game"]["over"]:
            break
        seen = client.get(f"/api/games/{gid}", headers=spectator).json()
        assert seen["seat"] is None and seen["role"] == "spectator"
        assert seen["view"]["hand"] is None and seen["view"]["decision"] is None
        assert seen["view"]["waiting_for"]["decision_id"] == st["decision_id"]
        game = client.store.session(gid).game
        assert not instances_in(seen["view"]) & hidden_from(game, None)
        for line in seen["log"]:
            assert not re.match(r"^P[12] draws (?!a card$|\d+ cards?$)", line), line
        st = answer(client, st, h, rng.randrange(len(st["view"]["decision"]["options"]))).json()


def test_hot_seat_the_covered_hand_is_not_sent(client):
    """Hot seat: creating the game and every answer that passes the screen to the other
    player send the public (covered) state: no hand at all; a seat's hand comes only when
    that seat's token asks for it (when the player uncovers the screen)."""
    r = client.post("/api/games", json={"seed": 2, "opponent": None})
    st = r.json()
    gid, tokens = st["game"]["id"], st["tokens"]
    assert st["covered"] and st["view"]["hand"] is None and st["view"]["decision"] is None
    passed = 0
    for _ in range(60):
        seat = st["game"]["to_act"]
        game = client.store.session(gid).game
        other_hand = set(game.state.players[1 - seat].hand) - set(game.state.players[1 - seat].revealed)
        shown = client.get(f"/api/games/{gid}", headers=bearer(tokens[str(seat)])).json()
        assert not shown["covered"] and shown["view"]["player"] == seat
        assert not instances_in(shown["view"]) & other_hand
        assert_nothing_hidden_shown(client, shown)
        r = answer(client, shown, bearer(tokens[str(seat)]), len(shown["view"]["decision"]["options"]) - 1)
        assert r.status_code == 200, r.text
        st = r.json()
        if st["game"]["over"]:
            break
        if st["game"]["to_act"] != seat:
            passed += 1
            assert st["covered"] and st["view"]["hand"] is None and st["view"]["decision"] is None
            assert not instances_in(st["view"]) & hidden_from(client.store.session(gid).game, None)
        else:
            assert not st["covered"] and st["view"]["player"] == seat
    assert passed >= 3


def test_the_record_is_refused_while_the_game_goes_on(client):
    st, h = new_game(client, seed=11)
    gid = st["game"]["id"]
    for path in (f"/api/games/{gid}/record", f"/api/games/{gid}/record?reveal=true"):
        r = client.get(path, headers=h)
        assert r.status_code == 403 and "in progress" in r.json()["detail"]
    r = client.post(f"/api/games/{gid}/replay", headers=h)
    assert r.status_code == 403
    assert "seed" not in client.get("/api/games", headers=h).json()["games"][0]
    client.post(f"/api/games/{gid}/concede", json={}, headers=h)
    r = client.get(f"/api/games/{gid}/record", headers=h)
    assert r.status_code == 200 and "attachment" in r.headers["content-disposition"]
    assert json.loads(r.text) == client.store.session(gid).game.record()


def test_the_listing_shows_only_what_the_caller_may_see(client):
    st, h = new_game(client)
    other, h2 = new_game(client, seed=9)
    assert client.get("/api/games").json()["games"] == []
    mine = client.get("/api/games", headers=h).json()["games"]
    assert [g["id"] for g in mine] == [st["game"]["id"]]
    assert "seed" not in mine[0]
    client.post(f"/api/games/{other['game']['id']}/concede", json={}, headers=h2)
    public = client.get("/api/games").json()["games"]         # a finished game is public
    assert [g["id"] for g in public] == [other["game"]["id"]]
    assert public[0]["over"] and public[0]["replay_id"]
    replay = client.get(f"/api/replays/{public[0]['replay_id']}").json()
    assert replay["steps"] == len(client.store.session(other["game"]["id"]).game.record()["actions"])


@pytest.mark.parametrize("spec", ["mcts:inf", "mcts:1e9s", "mcts:nan", "mcts:100000000it", "mcts:11s",
                                  "mcts:" + "9" * 400, "alphazero"])
def test_an_agent_spec_needs_a_bounded_budget(client, spec):
    r = client.post("/api/games", json={"opponent": spec})
    assert r.status_code in (400, 422), spec
    assert client.store.db.count_games() == 0


def test_foreign_hosts_other_origins_and_big_bodies_are_refused(client):
    assert client.get("/api/decks", headers={"Host": "evil.example"}).status_code == 400
    assert client.get("/api/decks", headers={"Host": "127.0.0.1:8000"}).status_code == 200
    r = client.post("/api/games", json={}, headers={"Origin": "http://evil.example"})
    assert r.status_code == 403
    r = client.post("/api/games", json={}, headers={"Origin": "http://testserver", "Sec-Fetch-Site": "cross-site"})
    assert r.status_code == 403
    assert client.store.db.count_games() == 0
    r = client.post("/api/games", json={"seed": 1}, headers={"Origin": "http://testserver",
                                                             "Sec-Fetch-Site": "same-origin"})
    assert r.status_code == 201
    gid, token = r.json()["game"]["id"], r.json()["tokens"]["spectator"]
    r = client.get(f"/api/games/{gid}/events", headers={**bearer(token), "Origin": "http://evil.example"})
    assert r.status_code == 403
    big = {"deck_a": "x" * (1 << 20)}
    assert client.post("/api/games", json=big).status_code == 413
    assert client.post("/api/replays", content=b"{" + b" " * (2 << 20) + b"}",
                       headers={"Content-Type": "application/json"}).status_code == 413


# -- the live feed ------------------------------------------------------------------------------


def sse_frames(text):
    frames = []
    for block in text.split("\n\n"):
        lines = block.split("\n")
        if "event: frame" in lines:
            frames.append(json.loads(next(x for x in lines if x.startswith("data: "))[6:]))
    return frames


def test_the_feed_plays_the_game_out_frame_by_frame(client):
    """Each applied option is a frame, for each audience as it may read it; a finished
    game's stream sends what is left and ends."""
    st, h = new_game(client, seed=6, opponent="greedy")
    gid = st["game"]["id"]
    epoch, first = st["epoch"], st
    spectator = bearer(st["tokens"]["spectator"])
    opening = client.get(f"/api/games/{gid}", headers=spectator).json()["log"]
    steps = 0
    while not st["game"]["over"] and steps < 300:
        opts = st["view"]["decision"]["options"]
        ends = [o["index"] for o in opts if o.get("group") == "end"]
        st = answer(client, st, h, ends[0] if ends else 0).json()
        steps += 1
    assert st["game"]["over"]
    session = client.store.session(gid)
    frames = sse_frames(client.get(f"/api/games/{gid}/events?after=0&epoch={epoch}", headers=h).text)
    assert [f["seq"] for f in frames] == list(range(1, session.applied + 1))
    assert {f["actor"] for f in frames} == {0, 1}
    assert frames[0]["event_start"] == first["event_count"]
    assert all(a["event_end"] == b["event_start"] for a, b in zip(frames, frames[1:]))
    assert any(e["kind"] == "attack" for f in frames for e in f["events"])
    game = session.game
    for f in frames:
        assert f["state"]["seat"] == 0 and "log" not in f["state"]
        if f["state"]["view"]["decision"]:
            assert f["state"]["view"]["decision"]["decision_id"] == f["state"]["decision_id"] == f["seq"]
    lines = [e["text"] for f in frames for e in f["events"]]
    assert first["log"] + lines == game.log_for(0)
    public = sse_frames(client.get(f"/api/games/{gid}/events?after=0&epoch={epoch}", headers=spectator).text)
    assert len(public) == len(frames)
    for f in public:
        assert f["state"]["view"]["hand"] is None and f["state"]["role"] == "spectator"
        for e in f["events"]:
            assert not (e["kind"] == "draw" and "cards" in e), e
    assert opening + [e["text"] for f in public for e in f["events"]] == game.log_for(None)
    # a page that followed another epoch (a server restarted since) is told to start again
    text = client.get(f"/api/games/{gid}/events?after=3&epoch=old", headers=h).text
    assert "event: reset" in text and not sse_frames(text)


# -- persistence ---------------------------------------------------------------------------------


def test_a_restart_loses_nothing_and_agents_go_on_the_same(tmp_path):
    """The same game played straight through, and played with the server restarted (a new
    app on the same database file) every few answers, gives the same game."""
    def play(db, restart_every):
        app = create_app(db=str(db))
        c = TestClient(app)
        st = c.post("/api/games", json={"seed": 21, "opponent": "greedy"}).json()
        gid, h = st["game"]["id"], bearer(st["tokens"]["0"])
        for n in range(400):
            if st["game"]["over"]:
                break
            if restart_every and n % restart_every == restart_every - 1:
                app.state.store.close()
                app = create_app(db=str(db))
                c = TestClient(app)
                assert c.get(f"/api/games/{gid}", headers=h).json()["decision_id"] == st["decision_id"]
            opts = st["view"]["decision"]["options"]
            pick = next((o for o in opts if o.get("group") in ("attack", "attach", "evolve", "bench")), opts[-1])
            r = answer(c, st, h, pick["index"])
            assert r.status_code == 200, r.text
            st = r.json()
        return app.state.store.session(gid).game.record()

    straight = play(tmp_path / "a.sqlite3", 0)
    restarted = play(tmp_path / "b.sqlite3", 7)
    assert straight["actions"] == restarted["actions"] and straight["result"] == restarted["result"]
    assert straight["result"] is not None


def test_the_201st_game_does_not_evict_a_game_in_progress(client):
    st, h = new_game(client, seed=1)
    gid = st["game"]["id"]
    st = answer(client, st, h).json()
    for seed in range(2, 202):
        r = client.post("/api/games", json={"seed": seed, "opponent": "random"})
        assert r.status_code == 201
    assert client.store.db.count_games() == 201
    again = client.get(f"/api/games/{gid}", headers=h)
    assert again.status_code == 200 and again.json()["decision_id"] == st["decision_id"]
    assert answer(client, again.json(), h).status_code == 200


def test_finished_games_leave_memory_first_and_come_back_from_the_database():
    store = Store(":memory:", max_loaded=3, hard_limit=5)
    playing, finished = [], []
    for seed in range(4):
        s, tokens = store.new_game("mega_abomasnow", "fire_cinderace", seed=seed, opponent=None)
        playing.append(s.id)
    for seed in range(4, 7):
        s, _ = store.new_game("mega_abomasnow", "fire_cinderace", seed=seed, opponent=None)
        s.concede(0)
        finished.append(s.id)
    loaded = store.loaded_ids()
    assert set(playing) <= set(loaded)                      # games in progress stay
    assert len(loaded) <= 5
    for gid in finished:
        assert store.session(gid).game.is_over()


def test_the_database_is_versioned(tmp_path):
    path = tmp_path / "games.sqlite3"
    db = Database(path)
    assert db.version == SCHEMA_VERSION
    db.close()
    con = sqlite3.connect(path)
    con.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    con.commit()
    con.close()
    with pytest.raises(DatabaseError, match="newer ptcg"):
        Database(path)
    other = tmp_path / "other.sqlite3"
    con = sqlite3.connect(other)
    con.execute("CREATE TABLE notes (x)")
    con.commit()
    con.close()
    with pytest.raises(DatabaseError, match="another program"):
        Database(other)
    junk = tmp_path / "junk.sqlite3"
    junk.write_bytes(b"this is not a database at all" * 100)
    with pytest.raises(DatabaseError, match="not a usable"):
        Database(junk)


def test_the_web_command_refuses_a_database_it_cannot_use(tmp_path):
    junk = tmp_path / "junk.sqlite3"
    junk.write_bytes(b"this is not a database at all" * 100)
    r = subprocess.run([sys.executable, "-m", "ptcg.cli", "web", "--db", str(junk), "--port", "1"],
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 2 and "not a usable" in r.stderr


# -- records and replays ---------------------------------------------------------------------


def test_record_download_and_replay(client):
    st, h = new_game(client, seed=11)
    gid = st["game"]["id"]
    for _ in range(25):
        if st["game"]["over"]:
            break
        st = answer(client, st, h).json()
    client.post(f"/api/games/{gid}/concede", json={}, headers=h)
    r = client.get(f"/api/games/{gid}/record", headers=h)
    assert r.status_code == 200
    record = json.loads(r.text)
    replayed = Game.from_record(record)

    r = client.post("/api/replays", json=record)
    assert r.status_code == 201, r.text
    rs = r.json()
    rid, steps = rs["id"], rs["steps"]
    assert steps == len(record["actions"]) and rs["step"] == 0
    assert rs["next"]["text"] in ("Go first", "Go second")
    end = client.get(f"/api/replays/{rid}?step={steps}").json()
    assert end["log"] == replayed.log and end["next"] is None
    mid = client.get(f"/api/replays/{rid}?step={steps // 2}").json()
    assert client.get(f"/api/replays/{rid}?step=1").json()["step"] == 1
    assert client.get(f"/api/replays/{rid}?step={steps // 2}").json() == mid
    assert mid["log"] == end["log"][:len(mid["log"])]
    assert mid["views"][0]["player"] == 0 and mid["views"][1]["player"] == 1
    assert client.get(f"/api/replays/{rid}?step={steps + 1}").status_code == 400
    assert json.loads(client.get(f"/api/replays/{rid}/record").text) == record
    # the game's own replay, by its share link
    own = client.post(f"/api/games/{gid}/replay", headers=h).json()
    assert own["steps"] == steps and own["id"] == client.store.session(gid).replay_id


def test_bad_record_is_400(client):
    r = client.post("/api/replays", json={"format": "something else"})
    assert r.status_code == 400 and "not a game record" in r.json()["detail"]
    record = Game("mega_abomasnow", "fire_cinderace", seed=1).record()
    record["actions"] = ["second", "no such option"]
    r = client.post("/api/replays", json=record)
    assert r.status_code == 400 and "does not replay" in r.json()["detail"]


# -- decks ----------------------------------------------------------------------------------


def text_list(name: str) -> str:
    counts = Counter(builtin_deck(name).cards)
    return "\n".join(f"{n} {CARD_LIST[c].name} {CARD_LIST[c].set} {CARD_LIST[c].number}"
                     for c, n in counts.items())


def test_pasted_deck_lists_in_both_formats(client):
    ids = builtin_deck("mega_abomasnow").to_text()
    st, _ = new_game(client, deck_a=ids, deck_b=text_list("fire_cinderace"))
    game = client.store.session(st["game"]["id"]).game
    assert sorted(game.decks[0]) == sorted(builtin_deck("mega_abomasnow").cards)
    assert sorted(game.decks[1]) == sorted(builtin_deck("fire_cinderace").cards)


def test_deck_with_a_problem_is_400_naming_it(client):
    short = "\n".join(builtin_deck("mega_abomasnow").to_text().split()[:59])
    r = client.post("/api/games", json={"deck_a": short, "deck_b": "fire_cinderace"})
    assert r.status_code == 400
    assert "deck A" in r.json()["detail"] and "59 cards" in r.json()["detail"]
    r = client.post("/api/games", json={"deck_a": "mega_abomasnow", "deck_b": "4 Pikachoo XYZ 1\n"})
    assert r.status_code == 400
    assert "deck B" in r.json()["detail"] and "Pikachoo" in r.json()["detail"]
    r = client.post("/api/games", json={"deck_b": "no_such_deck"})
    assert r.status_code == 400 and "no built-in deck 'no_such_deck'" in r.json()["detail"]
    r = client.post("/api/games", json={"opponent": "alphazero"})
    assert r.status_code == 400 and "unknown agent" in r.json()["detail"]
    r = client.post("/api/games", json={"deck_b": "9" * 19_999})     # was a 500 (int() of 19,999 digits)
    assert r.status_code == 400 and "not a card ID" in r.json()["detail"]
    assert client.store.db.count_games() == 0


# -- cards and the describer ------------------------------------------------------------------


def test_every_card_shown_comes_with_what_it_does(client):
    st, h = new_game(client, seed=12)
    for _ in range(30):
        if st["game"]["over"]:
            break
        cards = st["view"]["cards"]
        for cid in {c["id"] for c in st["view"]["hand"]} | {m["id"] for side in st["view"]["in_play"]
                                                           if side for m in side}:
            d = cards[str(cid)]
            assert d["name"] == CARD_LIST[cid].name and d["kind"] == CARD_LIST[cid].kind
            assert {"attacks", "abilities", "text", "weakness", "resistance", "retreat", "rule_box"} <= set(d)
        for o in st["view"]["decision"]["options"]:
            if o.get("card") is not None:
                assert str(o["card"]) in cards
        st = answer(client, st, h).json()
    d = client.get(f"/api/cards/{KYOGRE}").json()
    assert d["name"] == "Kyogre" and d["hp"] == 150 and d["types"] == ["Water"]
    assert [a["name"] for a in d["attacks"]] == ["Riptide", "Swirling Waves"]
    assert d["attacks"][1]["cost"] == ["Water", "Water", "Colorless"] and d["attacks"][1]["damage"] == "130"
    assert client.get("/api/cards/999999").status_code == 404


def test_options_described_in_plain_words():
    s = Scenario()
    s.active(0, SNOVER, energy=[W_ENERGY] * 3)
    s.bench(0, KYOGRE)
    s.hand(0, [W_ENERGY, MEGA_ABOMASNOW])
    s.active(1, KYOGRE)
    game = s.start().game
    texts = {o["text"] for o in describe_decision(game)["options"]}
    assert {"Attach Basic {W} Energy to Active Snover", "Attach Basic {W} Energy to Bench 1 Kyogre",
            "Evolve Active Snover into Mega Abomasnow ex", "Use Beat", "Use Icy Snow",
            "Retreat Snover, bringing up Bench 1 Kyogre", "End your turn"} <= texts
    evolve = next(o for o in game.legal_options if o[0] == "evolve")
    game.apply(evolve)
    game.apply(next(o for o in game.legal_options if o[0] == "attach" and o[2] == 0))
    assert "Use Frost Barrier" in {describe_option(game, o) for o in game.legal_options}
    d = describe_decision(game)
    assert d["kind"] == "main" and {o["group"] for o in d["options"]} >= {"attack", "end"}


def test_setup_options_name_the_cards():
    game = Game("mega_abomasnow", "fire_cinderace", seed=7)
    assert [o["text"] for o in describe_decision(game)["options"]] == ["Go first", "Go second"]
    seen = set()
    for seed in range(20):
        game = Game("mega_abomasnow", "fire_cinderace", seed=seed)
        while game.decision is not None and game.decision.kind in ("go_first", "mulligan_draw"):
            game.apply_index(0)
        d = describe_decision(game)
        if d["kind"] == "setup_active":
            hand = game.state.players[d["player"]].hand
            assert [o["text"] for o in d["options"]] == [
                f"Put {CARD_LIST[o >> 7].name} in the Active Spot" for o in game.legal_options]
            assert set(game.legal_options) <= set(hand)
            seen.add(seed)
    assert seen


def test_the_log_hides_the_agents_draws_until_the_game_is_over(client):
    st, h = new_game(client)
    gid = st["game"]["id"]
    rng = random.Random(1)
    for _ in range(12):                  # past the opening draws and setup
        opts = st["view"]["decision"]["options"]
        st = answer(client, st, h, rng.randrange(len(opts))).json()
    session = client.store.session(gid)
    agent = f"P{2 - session.humans[0]}"
    lines = client.get(f"/api/games/{gid}/log", headers=h).json()["lines"]
    assert lines == session.game.log_for(session.humans[0])
    assert not any(line.startswith(f"{agent} draws 7 cards (") for line in lines)
    assert any(line.startswith(f"{agent} draws 7 cards (") for line in session.game.log)


# -- the page, the schema, the command, the import ----------------------------------------


def test_page_schema_and_decks(client):
    page = client.get("/")
    assert page.status_code == 200 and "/static/app.js" in page.text
    assert "http" not in re.sub(r'href="/openapi.json"', "", page.text).replace("http-equiv", "")
    for f in ("app.js", "style.css"):
        r = client.get(f"/static/{f}")
        assert r.status_code == 200 and "//cdn" not in r.text and "https://" not in r.text
    schema = client.get("/openapi.json").json()
    assert {"/api/games", "/api/games/{gid}", "/api/games/{gid}/actions", "/api/games/{gid}/log",
            "/api/games/{gid}/events", "/api/games/{gid}/record", "/api/replays",
            "/api/replays/{rid}"} <= set(schema["paths"])
    info = client.get("/api/decks").json()
    assert "mega_abomasnow" in info["decks"] and "random" in info["agents"]


def test_theme_decks_of_the_older_eras_play_by_name_under_their_eras_rules(client):
    """Issue 12: a theme deck plays from the page by name; two theme decks of one era play
    by that era's format unless another is asked for; a format the decks break is a 400."""
    from ptcg.formats import get_format
    info = client.get("/api/decks").json()
    themes = {t["name"]: t for t in info["theme_decks"]}
    assert themes["Chespin"]["era"] == "xy" and "Fennekin" in themes
    assert {"standard", "expanded", "glc", "unlimited", "xy"} <= {f["name"] for f in info["formats"]}
    st, h = new_game(client, deck_a="Chespin", deck_b="Fennekin", opponent="greedy")
    session = client.store.session(st["game"]["id"])
    assert session.game.rules == get_format("xy").rules
    assert st["game"]["deck_names"] == ["Chespin", "Fennekin"]
    for _ in range(40):                                  # it plays on
        if st["game"]["over"] or st["view"]["decision"] is None:
            break
        r = answer(client, st, h, index=0)
        assert r.status_code == 200, r.text
        st = r.json()
    older = [c for c in session.game.decks[0] if c >= 100000]
    card = client.get(f"/api/cards/{older[0]}")
    assert card.status_code == 200 and card.json()["set"] and card.json()["name"]
    assert client.get("/api/cards/99999999").status_code == 404
    r = client.post("/api/games", json={"deck_a": "Chespin", "deck_b": "Fennekin", "format": "standard"})
    assert r.status_code == 400 and "Standard pool" in r.text
    r = client.post("/api/games", json={"deck_a": "Chespin", "deck_b": "Fennekin", "format": "chess"})
    assert r.status_code == 400 and "no format 'chess'" in r.text


def test_delete_a_game(client):
    st, h = new_game(client)
    gid = st["game"]["id"]
    assert client.delete(f"/api/games/{gid}", headers=h).status_code == 204
    assert client.get(f"/api/games/{gid}", headers=h).status_code == 404
    assert client.store.db.count_games() == 0


def test_web_command_is_registered():
    from typer.main import get_command
    from ptcg.cli import app
    cmd = get_command(app).get_command(None, "web")
    assert cmd is not None and {"host", "port", "db", "allowed_host"} <= {p.name for p in cmd.params}


def test_import_ptcg_does_not_need_fastapi():
    code = ("import sys, ptcg, ptcg.game, ptcg.cli, ptcg.web, ptcg.web.describe, ptcg.web.sessions; "
            "assert 'fastapi' not in sys.modules and 'uvicorn' not in sys.modules")
    subprocess.run([sys.executable, "-c", code], check=True)
