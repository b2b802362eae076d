"""A server killed mid-game (kill -9) and started again on the same database goes on with
every game and replay: games against an agent (the agent's turn included, even when the
server died while the agent was playing it), hot-seat games, finished games' replays and
uploaded replays; and each game goes on exactly as it would have without the restart."""

import time

import pytest

httpx = pytest.importorskip("httpx")

from ptcg.web.sessions import Store

from .conftest import Server


def bearer(token):
    return {"Authorization": f"Bearer {token}"}


def pick(st):
    """The answer a test player gives: attack, else power up or bench, else the last option."""
    opts = st["view"]["decision"]["options"]
    for group in ("attack", "evolve", "attach", "bench"):
        for o in opts:
            if o.get("group") == group:
                return o["index"]
    return opts[-1]["index"]


def without_restart(seed: int, opponent: str, record: dict) -> dict:
    """The same game played in one process, the person giving the same answers as in
    ``record``: the record the agents make then."""
    store = Store(":memory:")
    s, _ = store.new_game("mega_abomasnow", "fire_cinderace", seed=seed, opponent=opponent)
    s.wait_idle()
    while not s.game.is_over() and s.applied < len(record["actions"]):
        action = record["actions"][s.applied]
        if action == ["concede", 0]:
            s.concede(0)
        else:
            s.act(0, s.applied, option=action)
        s.wait_idle()
    return s.game.record()


def test_kill_9_mid_game_and_restart_goes_on_with_every_game_and_replay(tmp_path):
    # agents wait 0.4 s between their moves: the server is killed in one of those pauses
    server = Server(tmp_path / "games.sqlite3", args=("--agent-pause", "0.4")).start()
    url = server.url
    try:
        c = httpx.Client(base_url=url, timeout=30)
        # a game against greedy, a few answers in
        a = c.post("/api/games", json={"seed": 31, "opponent": "greedy"}).json()
        ha = bearer(a["tokens"]["0"])
        st_a = a
        for _ in range(6):
            st_a = c.post(f"/api/games/{a['game']['id']}/actions",
                          json={"index": pick(st_a), "decision_id": st_a["decision_id"]}, headers=ha).json()
        # a hot-seat game
        b = c.post("/api/games", json={"seed": 32, "opponent": None}).json()
        tb = b["tokens"]
        seat = b["game"]["to_act"]
        st_b = c.get(f"/api/games/{b['game']['id']}", headers=bearer(tb[str(seat)])).json()
        st_b = c.post(f"/api/games/{b['game']['id']}/actions",
                      json={"index": 0, "decision_id": st_b["decision_id"]}, headers=bearer(tb[str(seat)])).json()
        # a finished game (its replay) and an uploaded record (a replay of its own)
        d = c.post("/api/games", json={"seed": 33, "opponent": "random"}).json()
        hd = bearer(d["tokens"]["0"])
        c.post(f"/api/games/{d['game']['id']}/concede", json={}, headers=hd)
        record_d = c.get(f"/api/games/{d['game']['id']}/record", headers=hd).json()
        rid_d = c.get(f"/api/games/{d['game']['id']}", headers=hd).json()["game"]["replay_id"]
        uploaded = c.post("/api/replays", json=record_d).json()["id"]
        # a game whose agent is playing its turn when the server dies (an agent slow enough
        # to be caught thinking, and deterministic: a budget in iterations)
        e = c.post("/api/games", json={"seed": 34, "opponent": "mcts:60it"}).json()
        he = bearer(e["tokens"]["0"])
        st_e = e
        answers_e = 0
        while st_e["view"]["decision"] is not None and st_e["view"]["decision"]["kind"] != "main":
            st_e = c.post(f"/api/games/{e['game']['id']}/actions",
                          json={"index": pick(st_e), "decision_id": st_e["decision_id"]}, headers=he).json()
            answers_e += 1
        ends = [o["index"] for o in st_e["view"]["decision"]["options"] if o.get("group") == "end"]
        ended = c.post(f"/api/games/{e['game']['id']}/actions?wait=false",
                       json={"index": ends[0], "decision_id": st_e["decision_id"]}, headers=he).json()
        answers_e += 1
        # kill the server once the agent has made a move of its turn, and before it ends
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            spectating = c.get(f"/api/games/{e['game']['id']}", headers=bearer(e["tokens"]["spectator"])).json()
            if spectating["game"]["actions"] > ended["game"]["actions"] or spectating["game"]["to_act"] != 1:
                break
            time.sleep(0.01)
        epoch_before = st_a["epoch"]
        server.kill()

        server.start()
        # every game is where it was
        again_a = c.get(f"/api/games/{a['game']['id']}", headers=ha).json()
        assert again_a["decision_id"] == st_a["decision_id"]
        assert again_a["view"]["decision"] == st_a["view"]["decision"]
        assert again_a["epoch"] != epoch_before
        again_b = c.get(f"/api/games/{b['game']['id']}", headers=bearer(tb[str(st_b['game']['to_act'])])).json()
        assert again_b["decision_id"] == st_b["decision_id"]
        assert c.get(f"/api/replays/{rid_d}").json()["steps"] == len(record_d["actions"])
        assert c.get(f"/api/replays/{uploaded}?step=1").json()["step"] == 1
        assert c.get(f"/api/games/{d['game']['id']}/record", headers=hd).json() == record_d
        public = [g["id"] for g in c.get("/api/games").json()["games"]]
        assert d["game"]["id"] in public and a["game"]["id"] not in public
        # a page following the feed from before the restart is told to start again
        with c.stream("GET", f"/api/games/{a['game']['id']}/events?after=5&epoch={epoch_before}",
                      headers=ha) as r:
            block = ""
            for line in r.iter_lines():
                block += line + "\n"
                if line.startswith("data:") and "event: reset" in block:
                    break
            assert "event: reset" in block
        # the agent that was playing when the server died finishes its turn
        st_e = c.get(f"/api/games/{e['game']['id']}", headers=he).json()
        assert st_e["game"]["to_act"] == 1 and st_e["game"]["thinking"], "the agent was not caught mid-turn"
        deadline = time.monotonic() + 30
        while True:
            st_e = c.get(f"/api/games/{e['game']['id']}", headers=he).json()
            if st_e["game"]["over"] or st_e["view"]["decision"] is not None:
                break
            assert time.monotonic() < deadline, "the agent did not go on after the restart"
            time.sleep(0.1)
        # and every game goes on as it would have without the restart
        n_a = 6
        while not st_a["game"]["over"] and n_a < 120:
            r = c.post(f"/api/games/{a['game']['id']}/actions",
                       json={"index": pick(st_a), "decision_id": st_a["decision_id"]}, headers=ha)
            assert r.status_code == 200, r.text
            st_a = r.json()
            n_a += 1
        assert st_a["game"]["over"]
        record_a = c.get(f"/api/games/{a['game']['id']}/record", headers=ha).json()
        assert record_a == without_restart(31, "greedy", record_a)
        c.post(f"/api/games/{e['game']['id']}/concede", json={}, headers=he)
        record_e = c.get(f"/api/games/{e['game']['id']}/record", headers=he).json()
        assert record_e == without_restart(34, "mcts:60it", record_e)
    finally:
        server.stop()


def test_agent_pause_is_bounded_and_checked():
    assert Store(":memory:", agent_pause=0.25).agent_pause == 0.25
    for bad in (-1, 11, float("nan"), "1", None):
        with pytest.raises(ValueError):
            Store(":memory:", agent_pause=bad)
