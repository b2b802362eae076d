"""The page in a real browser (Playwright driving the system's Chromium; skipped when there
is none): a whole game against greedy by clicking, a choice in the middle of an effect, hot
seat with the covered hand absent from the page and from what the server sent, a stale tab
refused, reload and server restart keeping the game, a spectator's link, the replay viewer.

``PTCG_SCREENSHOTS=docs/screenshots pytest tests/web`` also saves the README's pictures."""

import json
import time

import pytest

httpx = pytest.importorskip("httpx")

from .conftest import shot

MID_EFFECT = {"choose_card", "choose_pokemon", "yes_no", "choose_option", "order", "choose_number",
              "choose_attack"}
READY = """() => { const p = document.getElementById('decision');
  return p.dataset.kind === 'over' || !!p.querySelector('button.opt:not([disabled])'); }"""


def open_page(context, url, fragment=""):
    page = context.new_page()
    page.on("dialog", lambda d: d.accept())
    page.errors = []
    page.on("pageerror", lambda e: page.errors.append(str(e)))
    page.goto(url + (fragment if fragment.startswith("/") else "/" + fragment))
    return page


@pytest.fixture
def ctx(context):
    # the other player's moves at once (the page animates them otherwise)
    context.add_init_script("localStorage.setItem('ptcg.speed', '0')")
    return context


def start_game(page, opponent="greedy", seed=5):
    # the page opens the dialog by itself when it has no game to show
    page.wait_for_function("() => document.getElementById('dlg-new').open || S.mode !== null")
    if not page.is_visible("#dlg-new"):
        page.click("#btn-new")
    page.wait_for_selector("#dlg-new[open] #opponent option", state="attached")
    page.select_option("#opponent", opponent)
    page.fill("#seed", str(seed))
    page.click("#btn-start")
    page.wait_for_selector("#dlg-new", state="hidden")


def ready(page):
    """Wait until the person may answer (or the game is over); the decision's kind."""
    page.wait_for_function(READY)
    return page.get_attribute("#decision", "data-kind")


def played_page(ctx, url, opponent, seed, answers):
    """A page with a new game, ``answers`` answers in, ready for the next."""
    page = open_page(ctx, url)
    start_game(page, opponent, seed)
    for _ in range(answers):
        ready(page)
        choose(page)
    ready(page)
    return page


def decision_id(page):
    return page.get_attribute("#decision", "data-decision-id")


def saved_game(page):
    """(game id, entry) of the game the page has open, from its localStorage."""
    gid = page.evaluate("localStorage.getItem('ptcg.current')")
    return gid, page.evaluate("JSON.parse(localStorage.getItem('ptcg.games'))")[gid]


def choose(page):
    """Click an answer as a simple player would: evolve, bench, play Trainers, attach,
    attack, else end the turn; in other decisions the first option."""
    for group in ("evolve", "bench", "play", "attach", "attack", "end"):
        buttons = page.locator(f"#decision button.opt.g-{group}:not([disabled])")
        if buttons.count():
            buttons.first.click()
            return group
    page.locator("#decision button.opt:not([disabled])").first.click()
    return None


def test_play_a_whole_game_against_greedy_by_clicking(ctx, shared_server):
    page = open_page(ctx, shared_server.url)
    shot(page, "new-game")
    start_game(page, "greedy", seed=5)
    kinds, clicks, mid_shot = [], 0, False
    while True:
        kind = ready(page)
        if kind == "over":
            break
        kinds.append(kind)
        if clicks == 12:
            page.hover(".side.me .mon.active")             # what a card does, on hover
            page.wait_for_selector("#card-pop:not([hidden]) .card-detail")
            assert page.inner_text("#card-pop .cd-name")
            shot(page, "table", keep_pointer=True)
            page.mouse.move(1, 1)
        if kind in MID_EFFECT and not mid_shot:
            shot(page, "mid-effect-choice")
            mid_shot = True
        choose(page)
        clicks += 1
        assert clicks < 400, "the game did not end"
    assert MID_EFFECT & set(kinds), f"no choice in the middle of an effect among {sorted(set(kinds))}"
    assert "wins" in page.inner_text("#decision")
    shot(page, "game-over")
    gid, entry = saved_game(page)
    record = httpx.get(f"{shared_server.url}/api/games/{gid}/record",
                       headers={"Authorization": f"Bearer {entry['token']}"}).json()
    assert record["result"] is not None and len(record["actions"]) > clicks
    # the board showed attacks and their costs, and the log the whole game
    assert page.query_selector_all("#log li").__len__() > 50
    assert not page.errors


def test_attacks_costs_and_card_descriptions_on_the_board(ctx, shared_server):
    page = open_page(ctx, shared_server.url)
    start_game(page, "random", seed=9)
    for _ in range(40):
        if ready(page) == "main" and page.query_selector(".side.me .mon.active"):
            break
        choose(page)
    active = page.query_selector(".side.me .mon.active")
    attacks = active.query_selector_all(".moves li.attack")
    assert attacks and all(a.query_selector(".cost .sym, .cost.free") for a in attacks)
    # a tap opens the card in a dialog (here on a phone-sized screen)
    page.set_viewport_size({"width": 390, "height": 844})
    active = page.query_selector(".side.me .mon.active")
    active.click()
    page.wait_for_selector("#dlg-card[open] .card-detail")
    assert page.inner_text("#dlg-card .cd-name") == active.query_selector(".mon-name").inner_text()
    shot(page, "card-tap", keep_pointer=True, full_page=False)
    page.click("#dlg-card button")
    page.set_viewport_size({"width": 1400, "height": 1000})
    hand = page.query_selector(".side.me .hand .hcard")
    hand.hover()
    page.wait_for_selector("#card-pop:not([hidden]) .card-detail")
    assert not page.errors


def test_a_theme_deck_of_an_older_era_from_the_dialog(ctx, shared_server):
    """Issue 12: the older eras' playable theme decks are offered by name; a game of two
    of them plays by their era's rules, and their cards are described on the board."""
    page = open_page(ctx, shared_server.url)
    page.wait_for_function("() => document.getElementById('dlg-new').open || S.mode !== null")
    if not page.is_visible("#dlg-new"):
        page.click("#btn-new")
    page.wait_for_selector("#dlg-new[open] #deck-a optgroup option", state="attached")
    page.select_option("#deck-a", "Chespin")
    page.select_option("#deck-b", "Froakie")
    assert page.locator("#format option[value='xy']").count() == 1
    page.select_option("#opponent", "greedy")
    page.fill("#seed", "3")
    page.click("#btn-start")
    page.wait_for_selector("#dlg-new", state="hidden")
    for _ in range(30):
        if ready(page) == "main" and page.query_selector(".side.me .mon.active"):
            break
        choose(page)
    assert "Chespin" in page.inner_text("body")
    page.query_selector(".side.me .mon.active").hover()
    page.wait_for_selector("#card-pop:not([hidden]) .card-detail")
    assert not page.errors


def test_hot_seat_the_covered_hand_is_not_in_the_page(ctx, shared_server):
    page = open_page(ctx, shared_server.url)
    responses, streams = [], []

    def seen(response):
        if "/api/games" in response.url and "/events" not in response.url:
            responses.append(response)
    page.on("response", seen)
    page.on("request", lambda r: streams.append(r) if "/events" in r.url else None)
    start_game(page, "human", seed=3)
    gid, entry = saved_game(page)
    tokens = entry["tokens"]
    passes = 0
    for _ in range(80):
        page.wait_for_selector("#curtain", state="visible")
        to_act = int(page.evaluate("S.state.game.to_act"))
        # covered: no hand in the page, and none in anything the server sent since the
        # screen was passed (the hand of the player to come was never sent at all)
        assert page.query_selector_all(".hcard") == []
        for r in responses:
            body = json.loads(r.text() or "null")
            assert body.get("view", {}).get("hand") is None, r.url
            assert body.get("covered") or body.get("seat") is None, r.url
        hand_now = httpx.get(f"{shared_server.url}/api/games/{gid}",
                             headers={"Authorization": f"Bearer {tokens[str(to_act)]}"}).json()["view"]["hand"]
        page_text = page.content()
        assert all(f'data-inst="{c["instance"]}"' not in page_text for c in hand_now)
        if passes == 1:
            shot(page, "hot-seat-covered")
        responses.clear()
        page.click("#btn-curtain")
        page.wait_for_selector("#curtain", state="hidden")
        page.wait_for_function(f"() => S.shown === {to_act} && S.state.seat === {to_act}")
        ready(page)
        assert len(page.query_selector_all(".side.me .hand .hcard")) == len(hand_now)
        passes += 1
        if passes == 4:
            break
        # answer until the screen must be passed
        while page.is_hidden("#curtain"):
            ready(page)
            responses.clear()
            choose(page)
            page.wait_for_function("() => !document.getElementById('curtain').hidden || "
                                   "!!document.querySelector('#decision button.opt:not([disabled])')")
    assert passes == 4
    # the shared screen follows the public feed: the spectator's token
    assert streams and all(r.headers["authorization"] == f"Bearer {tokens['spectator']}" for r in streams)
    assert not page.errors


def test_a_stale_tab_is_refused_and_changes_nothing(ctx, shared_server):
    a = open_page(ctx, shared_server.url)
    start_game(a, "greedy", seed=7)
    ready(a)
    b = ctx.new_page()
    b.on("dialog", lambda d: d.accept())
    b.route("**/events?*", lambda route: route.abort())       # tab B misses every update
    b.goto(f"{shared_server.url}/")
    ready(b)
    shown = decision_id(b)
    assert shown == decision_id(a)
    # from now on B hears nothing (its feed and its reads fail), so it stays stale
    b.route("**/api/games/**", lambda route: route.abort() if route.request.method == "GET" else route.continue_())
    choose(a)
    a.wait_for_function(f"() => document.getElementById('decision').dataset.decisionId !== '{shown}'")
    ready(a)
    gid, entry = saved_game(a)
    headers = {"Authorization": f"Bearer {entry['token']}"}
    before = httpx.get(f"{shared_server.url}/api/games/{gid}", headers=headers).json()
    assert decision_id(b) == shown
    choose(b)
    b.wait_for_selector("#error:not([hidden])")
    assert "409" in b.inner_text("#error") and "no longer pending" in b.inner_text("#error")
    b.unroute("**/api/games/**")
    after = httpx.get(f"{shared_server.url}/api/games/{gid}", headers=headers).json()
    assert after["decision_id"] == before["decision_id"] and after["view"] == before["view"]
    b.wait_for_function(f"() => document.getElementById('decision').dataset.decisionId === '{after['decision_id']}'")
    shot(b, "stale-tab")


def test_reload_and_server_restart_keep_the_game(ctx, server):
    page = played_page(ctx, server.url, "greedy", 11, 8)
    before_id, before_text = decision_id(page), page.inner_text("#decision")
    page.reload()
    ready(page)
    assert (decision_id(page), page.inner_text("#decision")) == (before_id, before_text)
    server.kill()                                              # kill -9, then start again
    server.start()
    page.wait_for_timeout(300)
    ready(page)
    assert decision_id(page) == before_id
    choose(page)
    page.wait_for_function(f"() => document.getElementById('decision').dataset.decisionId !== '{before_id}'")
    kind = ready(page)
    assert kind
    now = decision_id(page)
    page.reload()
    ready(page)
    assert decision_id(page) == now
    assert not page.errors


def test_a_spectator_link_shows_the_table_without_hands(browser, shared_server):
    r = httpx.post(f"{shared_server.url}/api/games", json={"seed": 4, "opponent": "random"}).json()
    watcher = browser.new_context(viewport={"width": 1200, "height": 900})
    watcher.set_default_timeout(20_000)
    try:
        page = open_page(watcher, shared_server.url, r["links"]["spectator"])
        page.wait_for_selector("#decision[data-kind='waiting']")
        assert page.query_selector_all(".hcard") == []
        assert "Player 1" in page.inner_text(".side.me .who")
        player = {"Authorization": f"Bearer {r['tokens']['0']}"}
        st = r
        for _ in range(3):
            st = httpx.post(f"{shared_server.url}/api/games/{r['game']['id']}/actions", headers=player,
                            json={"index": 0, "decision_id": st["decision_id"]}).json()
        # the watcher's table follows the game live
        page.wait_for_function(f"() => S.state && S.state.decision_id === {st['decision_id']}")
        assert page.query_selector_all(".hcard") == []
        assert not page.errors
    finally:
        watcher.close()


def test_the_replay_viewer(ctx, shared_server):
    page = played_page(ctx, shared_server.url, "random", 13, 12)
    page.click("#btn-concede")
    page.wait_for_selector("#decision[data-kind='over']")
    page.click("text=Watch the replay")
    page.wait_for_selector("#replay-bar:not([hidden])")
    assert page.inner_text("#rp-pos").startswith("step 0 / ")
    steps = int(page.inner_text("#rp-pos").split("/ ")[1])
    page.click("#rp-next")
    page.click("#rp-next")
    page.wait_for_function("() => document.getElementById('rp-pos').textContent.startsWith('step 2 /')")
    assert "Next: player" in page.inner_text("#decision")
    page.keyboard.press("ArrowLeft")
    page.wait_for_function("() => document.getElementById('rp-pos').textContent.startsWith('step 1 /')")
    page.click("#rp-last")
    page.wait_for_function(f"() => document.getElementById('rp-pos').textContent === 'step {steps} / {steps}'")
    assert "End of the record" in page.inner_text("#decision")
    # the link in the address bar is the replay's share link
    link = page.url
    assert "#replay=" in link
    other = open_page(ctx, shared_server.url, link[link.index("#"):])
    other.wait_for_selector("#replay-bar:not([hidden])")
    other.click("#rp-next")
    other.wait_for_function("() => document.getElementById('rp-pos').textContent.startsWith('step 1 /')")
    shot(other, "replay")
    assert not page.errors and not other.errors
