"""The web adapter (ptcg.web): HTTP API through FastAPI's TestClient, the option describer,
and what a player may see (III-01: the opponent's hand, deck order and Prize cards stay hidden)."""

import json
import random
import re
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
from ptcg.web.describe import describe_decision, describe_option

SNOVER, KYOGRE, MEGA_ABOMASNOW, W_ENERGY = 722, 721, 723, 3


@pytest.fixture
def client():
    app = create_app()
    with TestClient(app) as c:
        c.store = app.state.store
        yield c


def new_game(client, **body):
    r = client.post("/api/games", json={"seed": 7, "opponent": "random", **body})
    assert r.status_code == 201, r.text
    return r.json()


def instances_in(obj, out=None):
    """Every card instance a served JSON value names: ``instance`` fields and the ints
    inside decision option values."""
    out = set() if out is None else out
    if isinstance(obj, dict):
        if isinstance(obj.get("instance"), int):
            out.add(obj["instance"])
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


def assert_nothing_hidden_shown(client, st):
    """The served state names none of the opponent's hidden cards (hand, deck, Prize
    cards), and no card of the viewer's own deck or Prize cards; the log tells no
    opponent draw by name.  (The options of a choice may show cards an effect lets the
    player look at: their own deck during a search.)"""
    game = client.store.game(st["game"]["id"]).game
    seat = st["seat"]
    me, opp = game.state.players[seat], game.state.players[1 - seat]
    board = {k: v for k, v in st["view"].items() if k not in ("decision", "opponent_known_hand")}
    assert not instances_in(board) & (set(opp.hand) | set(opp.deck) | set(opp.prizes)
                                      | set(me.deck) | set(me.prizes))
    # an effect may have revealed cards of the opponent's hand: only those may be shown
    assert instances_in(st["view"]["opponent_known_hand"]) <= set(opp.revealed) & set(opp.hand)
    assert not instances_in(st["view"]["decision"]) & (set(opp.deck) | set(opp.prizes) | set(me.prizes))
    assert "hand" in st["view"] and "opponent_hand_size" in st["view"]
    assert st["view"]["opponent_hand_size"] == len(opp.hand)
    text = json.dumps(st["view"])
    assert '"deck"' not in text and '"prizes"' not in text
    if not st["game"]["over"]:
        other = f"P{2 - seat}"
        for line in st["log"]:
            assert not re.match(rf"^{other} draws (?!a card$|\d+ cards?$)", line), line
        assert "seed" not in st["game"]


# -- playing against an agent -------------------------------------------------------------


def test_create_game_vs_random_agent_and_view(client):
    st = new_game(client)
    assert st["game"]["mode"] == "agent" and st["game"]["humans"] == [0]
    assert st["game"]["agents"] == {"1": "random"}
    assert st["seat"] == 0
    d = st["view"]["decision"]
    assert d["player"] == 0 and d["options"]
    assert all(set(o) >= {"index", "value", "text"} for o in d["options"])
    assert [o["index"] for o in d["options"]] == list(range(len(d["options"])))
    assert_nothing_hidden_shown(client, st)
    again = client.get(f"/api/games/{st['game']['id']}").json()
    assert again == st


def test_play_by_index_until_the_game_ends_hides_the_opponents_cards(client):
    st = new_game(client, seed=3)
    gid = st["game"]["id"]
    rng = random.Random(3)
    steps = 0
    while not st["game"]["over"] and steps < 150:
        assert_nothing_hidden_shown(client, st)
        opts = st["view"]["decision"]["options"]
        r = client.post(f"/api/games/{gid}/actions", json={"index": rng.randrange(len(opts))})
        assert r.status_code == 200, r.text
        st = r.json()
        steps += 1
    assert steps > 5
    game = client.store.game(gid).game
    assert len(game.record()["actions"]) >= steps
    if st["game"]["over"]:
        assert st["game"]["result"]["text"] == game.result.describe()
        assert st["log"] == game.log                 # the whole log once it is over
        assert st["game"]["seed"] == 3


def test_action_by_value_and_agent_view_is_forbidden(client):
    st = new_game(client)
    gid = st["game"]["id"]
    first = st["view"]["decision"]["options"][0]
    r = client.post(f"/api/games/{gid}/actions", json={"option": first["value"], "player": 0})
    assert r.status_code == 200, r.text
    assert client.store.game(gid).game.record()["actions"][0] == first["value"]
    assert client.get(f"/api/games/{gid}?player=1").status_code == 403


def test_illegal_action_is_400_and_changes_nothing(client):
    st = new_game(client)
    gid = st["game"]["id"]
    game = client.store.game(gid).game
    before_record, before_view = game.record(), client.get(f"/api/games/{gid}").json()
    for body, words in (({"index": 999}, "out of range"),
                        ({"option": ["attack", 999999]}, "is not a legal option"),
                        ({"index": 0, "player": 1}, "player 1's decision"),
                        ({}, "exactly one")):
        r = client.post(f"/api/games/{gid}/actions", json=body)
        assert r.status_code == 400, body
        assert words in r.json()["detail"]
    assert game.record() == before_record
    assert client.get(f"/api/games/{gid}").json() == before_view
    assert client.get("/api/games/nope").status_code == 404


def test_hot_seat_shows_the_player_to_act(client):
    st = new_game(client, opponent=None)
    gid = st["game"]["id"]
    assert st["game"]["mode"] == "hotseat" and st["game"]["humans"] == [0, 1]
    for _ in range(12):
        d = st["view"]["decision"]
        assert st["seat"] == st["game"]["to_act"] == d["player"]
        for line in st["log"]:                      # one screen for both: nobody's draws by name
            assert not re.match(r"^P[12] draws (?!a card$|\d+ cards?$)", line), line
        st = client.post(f"/api/games/{gid}/actions", json={"index": 0, "player": d["player"]}).json()
    other = 1 - st["seat"]
    assert client.get(f"/api/games/{gid}?player={other}").json()["view"]["decision"] is None


def test_concede_ends_the_game(client):
    st = new_game(client)
    gid = st["game"]["id"]
    st = client.post(f"/api/games/{gid}/concede", json={}).json()
    assert st["game"]["over"] and st["game"]["result"]["winner"] == 1
    assert client.post(f"/api/games/{gid}/actions", json={"index": 0}).status_code == 400


# -- records and replays ---------------------------------------------------------------------


def test_record_download_and_replay(client):
    st = new_game(client, seed=11)
    gid = st["game"]["id"]
    for _ in range(25):
        if st["game"]["over"]:
            break
        st = client.post(f"/api/games/{gid}/actions", json={"index": 0}).json()
    if not st["game"]["over"]:
        assert client.get(f"/api/games/{gid}/record").status_code == 403   # would tell hidden cards
    r = client.get(f"/api/games/{gid}/record?reveal=true")
    assert r.status_code == 200
    assert "attachment" in r.headers["content-disposition"]
    record = json.loads(r.text)
    assert record == client.store.game(gid).game.record()
    replayed = Game.from_record(record)

    r = client.post("/api/replays", json=record)
    assert r.status_code == 201, r.text
    rs = r.json()
    rid, steps = rs["id"], rs["steps"]
    assert steps == len(record["actions"]) and rs["step"] == 0
    assert rs["next"]["text"] == "Go first" or rs["next"]["text"] == "Go second"
    end = client.get(f"/api/replays/{rid}?step={steps}").json()
    assert end["log"] == replayed.log and end["next"] is None
    # stepping back and forth gives the same states (checkpoints are not disturbed)
    mid = client.get(f"/api/replays/{rid}?step={steps // 2}").json()
    assert client.get(f"/api/replays/{rid}?step=1").json()["step"] == 1
    assert client.get(f"/api/replays/{rid}?step={steps // 2}").json() == mid
    assert mid["log"] == end["log"][:len(mid["log"])]
    assert 0 <= mid["new_from"] <= len(mid["log"])
    assert mid["views"][0]["player"] == 0 and mid["views"][1]["player"] == 1
    assert client.get(f"/api/replays/{rid}?step={steps + 1}").status_code == 400


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
    st = new_game(client, deck_a=ids, deck_b=text_list("fire_cinderace"))
    game = client.store.game(st["game"]["id"]).game
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
    assert not client.store.games


# -- the describer --------------------------------------------------------------------------


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
    st = new_game(client)
    gid = st["game"]["id"]
    rng = random.Random(1)
    for _ in range(12):                  # past the opening draws and setup
        opts = st["view"]["decision"]["options"]
        st = client.post(f"/api/games/{gid}/actions", json={"index": rng.randrange(len(opts))}).json()
    game = client.store.game(gid).game
    human = client.store.game(gid).humans[0]
    agent = f"P{2 - human}"
    lines = client.get(f"/api/games/{gid}/log").json()["lines"]
    assert lines == game.log_for(human)
    assert not any(line.startswith(f"{agent} draws 7 cards (") for line in lines)
    assert any(line.startswith(f"{agent} draws 7 cards (") for line in game.log)


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
            "/api/games/{gid}/record", "/api/replays", "/api/replays/{rid}"} <= set(schema["paths"])
    info = client.get("/api/decks").json()
    assert "mega_abomasnow" in info["decks"] and "random" in info["agents"]


def test_log_endpoint_and_drop(client):
    st = new_game(client)
    gid = st["game"]["id"]
    log = client.get(f"/api/games/{gid}/log").json()
    assert log == {"lines": st["log"], "complete": False}
    assert client.delete(f"/api/games/{gid}").status_code == 204
    assert client.get(f"/api/games/{gid}").status_code == 404


def test_web_command_is_registered():
    from typer.main import get_command
    from ptcg.cli import app
    cmd = get_command(app).get_command(None, "web")
    assert cmd is not None and {"host", "port"} <= {p.name for p in cmd.params}


def test_import_ptcg_does_not_need_fastapi():
    code = ("import sys, ptcg, ptcg.game, ptcg.cli, ptcg.web, ptcg.web.describe, ptcg.web.sessions; "
            "assert 'fastapi' not in sys.modules and 'uvicorn' not in sys.modules")
    subprocess.run([sys.executable, "-c", code], check=True)
