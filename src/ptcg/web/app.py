"""The HTTP API and the page (FastAPI).  Start it with ``ptcg web [--db PATH]``.

Endpoints (JSON; the schema is at ``/openapi.json``).  A game's endpoints need one of
its tokens, ``Authorization: Bearer <token>`` (a seat's, or the spectator's):

=============================================  ===============================================
``GET  /``                                     the page (``static/index.html``)
``GET  /api/decks``                            built-in deck names, and agent specs to suggest
``GET  /api/cards/{id}``                       what a card is and does
``POST /api/games``                            new game: decks, seed, opponent or hot seat;
                                               answers ``tokens`` (one per seat people play,
                                               and "spectator") and ``links``
``GET  /api/games``                            the caller's game (by its token) and the
                                               finished games (public)
``GET  /api/games/{id}``                       the state as the token's role may see it
``GET  /api/games/{id}/events``                the live feed (server-sent events)
``POST /api/games/{id}/actions``               ``{"index" | "option", "decision_id"}``
``POST /api/games/{id}/concede``               concede (a seat's token)
``GET  /api/games/{id}/log``                   the log, as the token's role may read it
``GET  /api/games/{id}/record``                the record, once the game is over
``DELETE /api/games/{id}``                     delete a game (a seat's token)
``POST /api/games/{id}/replay``                the replay of a finished game
``POST /api/replays``                          upload a record to step through
``GET  /api/replays/{id}?step=``               both boards after ``step`` actions (public:
                                               a replay's id is its share link)
``GET  /api/replays/{id}/record``              the record of a replay
=============================================  ===============================================

Errors answer ``{"detail": message}``: 400 for an illegal answer, a bad deck, record or
agent spec (with the engine's message; the game is unchanged); 401 without the game's
token; 403 for what the token may not do or see (another seat's decision, a record
while the game goes on); 404 for an unknown id; 409 for an answer to a decision that is
no longer pending; 413 for a body over 1 MiB; 422 for a malformed request.

Why server-sent events for the live table: the server only ever pushes (answers go as
POSTs, which give each refusal its status code); they are plain HTTP, so the same
``Authorization`` header, Host and Origin checks apply, and uvicorn serves them with no
WebSocket library; the page reads them with ``fetch`` (which, unlike ``EventSource``,
sends the token header) and resumes from the last frame it saw.
"""

from __future__ import annotations

import asyncio
import json
from contextlib import asynccontextmanager
from importlib import resources
from typing import Any, Optional

from fastapi import Body, FastAPI, Header, HTTPException, Query, Request
from fastapi.responses import FileResponse, Response, StreamingResponse
from fastapi.staticfiles import StaticFiles
from pydantic import BaseModel, Field
from starlette.middleware.trustedhost import TrustedHostMiddleware

from ..errors import GameOverError, PTCGError
from .db import Database
from .security import MAX_BODY_BYTES, BodyLimit, OriginCheck, allowed_hosts
from .sessions import (AGENT_SUGGESTIONS, SPECTATOR, Conflict, Forbidden, NotFound, Store, Unauthorized,
                       playable_theme_decks)

HEARTBEAT_SECONDS = 15.0
POLL_SECONDS = 0.05


class NewGame(BaseModel):
    """A new game.  A deck is the name of a built-in deck (``GET /api/decks``) or a
    pasted deck list: 60 card IDs, one a line, or ``4 Pikachu ex SVI 57`` lines."""

    deck_a: str = Field("mega_abomasnow", max_length=20_000, description="Player 1's deck: a built-in name or a deck list.")
    deck_b: str = Field("fire_cinderace", max_length=20_000, description="Player 2's deck: a built-in name or a deck list.")
    seed: Optional[int] = Field(None, ge=0, lt=2 ** 63, description="Seed of every shuffle and coin flip (random if null).")
    opponent: Optional[str] = Field(
        "random", max_length=40,
        description="Agent for the seat the person does not play: random, greedy, mcts, mcts:Ns (at most "
                    "10 s), mcts:Nms or mcts:Nit (at most 20000); null or \"human\" for two people at one screen.")
    seat: int = Field(0, ge=0, le=1, description="The person's seat against an agent: 0 = player 1, 1 = player 2.")
    allow_unimplemented: bool = Field(False, description="Play unimplemented cards (printed damage only).")
    format: Optional[str] = Field(
        None, max_length=40,
        description="The format (deck rules and ruleset): standard, expanded, glc, unlimited or an era "
                    "(base ... swsh). Default: the era of two theme decks of one era, else standard.")


class Action(BaseModel):
    """An answer to the pending decision: exactly one of ``index`` (into the decision's
    options) and ``option`` (an option's ``value``, e.g. ``["attach", 392, 0]``), and
    the ``decision_id`` the decision was shown with."""

    index: Any = Field(None, description="The option's index.")
    option: Any = Field(None, description="The option's value, exactly as given (types included).")
    decision_id: Any = Field(None, description="The decision_id of the decision answered (required).")
    player: Optional[int] = Field(None, description="The player answering (checked against the token when given).")


class Concede(BaseModel):
    player: Optional[int] = Field(None, description="Who concedes (checked against the token when given).")


def _static_dir():
    return resources.files("ptcg.web").joinpath("static")


def bearer(authorization: Optional[str]) -> Optional[str]:
    """The token of an ``Authorization: Bearer <token>`` header."""
    if not authorization:
        return None
    scheme, _, value = authorization.partition(" ")
    return value.strip() if scheme.lower() == "bearer" and value.strip() else None


def fail(e: Exception):
    """The HTTP error for an exception of the sessions or the engine."""
    if isinstance(e, NotFound):
        raise HTTPException(404, str(e))
    if isinstance(e, Unauthorized):
        raise HTTPException(401, str(e), headers={"WWW-Authenticate": "Bearer"})
    if isinstance(e, Forbidden):
        raise HTTPException(403, str(e))
    if isinstance(e, (Conflict, GameOverError)):
        raise HTTPException(409, str(e))
    if isinstance(e, PTCGError):
        raise HTTPException(400, str(e))
    raise e


ERRORS = (PTCGError, LookupError, PermissionError)
AuthHeader = Header(None, description="Bearer <token>: a token of the game (from POST /api/games).")


def create_app(store: Store | None = None, *, db: str | Database | None = None, host: str | None = None,
               allowed: tuple = (), max_body: int = MAX_BODY_BYTES) -> FastAPI:
    """The application; ``app.state.store`` holds its games and replays.  ``db`` is the
    database (a path, ``:memory:`` or a :class:`~ptcg.web.db.Database`; default: in
    memory unless ``store`` is given); ``host`` and ``allowed`` add Host names to accept
    besides this machine's loopback names."""

    @asynccontextmanager
    async def lifespan(app):
        yield
        app.state.stopping = True           # event streams end, so the server can stop
        app.state.store.close()

    app = FastAPI(
        title="ptcg web", version="2", lifespan=lifespan,
        description="Play the Pokémon TCG engine in a browser or from any HTTP client.",
        # the interactive docs load their scripts from a CDN, which this tool must not need
        docs_url=None, redoc_url=None,
    )
    app.state.store = store = store if store is not None else Store(db if db is not None else ":memory:")
    app.state.stopping = False
    app.add_middleware(BodyLimit, max_bytes=max_body)
    app.add_middleware(OriginCheck)
    app.add_middleware(TrustedHostMiddleware, allowed_hosts=allowed_hosts(host, allowed))

    def authorized(gid: str, authorization: Optional[str]):
        return store.authorize(gid, bearer(authorization))

    def seat_of(role, player: Optional[int] = None) -> int:
        if not isinstance(role, int):
            raise Forbidden("a spectator's token can only watch")
        if player is not None and player != role:
            raise Forbidden(f"this token is player {role + 1}'s, not player {player + 1}'s")
        return role

    @app.get("/", include_in_schema=False)
    def index():
        return FileResponse(str(_static_dir().joinpath("index.html")), media_type="text/html",
                            headers={"Cache-Control": "no-cache"})

    app.mount("/static", StaticFiles(directory=str(_static_dir())), name="static")

    @app.get("/api/decks", summary="Built-in decks, playable theme decks, formats and agent specs")
    def decks() -> dict:
        """``decks``: the built-in decks of the current pool; ``theme_decks``: the theme
        decks of the older eras whose every card is implemented (``name``, ``era``,
        ``set``), played by their era's rules; ``formats``: the format names a new game
        may ask for; ``agents``: agent specs to suggest."""
        from ..deck import builtin_decks
        from ..formats import FORMATS
        return {"decks": builtin_decks(), "theme_decks": playable_theme_decks(),
                "formats": [{"name": f.name, "title": f.title} for f in FORMATS.values()],
                "agents": list(AGENT_SUGGESTIONS)}

    @app.get("/api/cards/{card_id}", summary="What a card is and does")
    def card(card_id: int) -> dict:
        from ..cards import db as cards_db
        from .cardinfo import card_description
        if not (0 <= card_id < 2 ** 31 and cards_db.is_known(card_id)):
            raise HTTPException(404, f"no card with ID {card_id}")
        return card_description(card_id)

    @app.post("/api/games", status_code=201, summary="Start a game")
    def new_game(req: NewGame = Body(default_factory=NewGame),
                 wait: bool = Query(True, description="Answer once the agent has made its first moves.")) -> dict:
        """Start a game.  Answers ``tokens``: a secret token for each seat people play
        (``"0"``, ``"1"``) and one for spectators (``"spectator"``), each shown once;
        ``links``: page links holding them; and the state, as ``GET /api/games/{id}``
        answers it to the person's seat (in hot seat: the public state, the screen
        covered until the first player uncovers it).  A deck with a problem is a 400
        whose message names the deck and every problem."""
        try:
            s, tokens = store.new_game(req.deck_a, req.deck_b, seed=req.seed, opponent=req.opponent,
                                       seat=req.seat, allow_unimplemented=req.allow_unimplemented,
                                       format=req.format)
            if wait:
                s.wait_idle(60)
            with s.lock:
                out = s.state(s.humans[0], covered=s.mode == "hotseat")
        except ERRORS as e:
            fail(e)
        out["tokens"] = tokens
        out["links"] = {role: f"/#game={s.id}&token={t}" for role, t in tokens.items()}
        return out

    @app.get("/api/games", summary="The games the caller may see")
    def list_games(authorization: Optional[str] = AuthHeader) -> dict:
        """With a game's token: that game, as its role sees it.  Always: the finished
        games (they hide nothing any more), each with its ``replay_id``."""
        games = []
        mine = store.game_of_token(bearer(authorization))
        if mine is not None:
            try:
                s = store.session(mine[0])
                with s.lock:
                    games.append({**s.info(), "role": str(mine[1])})
            except ERRORS:
                pass
        seen = {g["id"] for g in games}
        games.extend({**g, "over": True} for g in store.db.finished_games() if g["id"] not in seen)
        return {"games": games}

    @app.get("/api/games/{gid}", summary="The state, as the token may see it")
    def get_game(gid: str, authorization: Optional[str] = AuthHeader,
                 player: Optional[int] = Query(None, description="Checked against the token when given.")) -> dict:
        """``game``: mode, seats, whose turn, the result; ``decision_id`` of the pending
        decision; ``view``: for a seat, ``PlayerView.to_dict()`` (what that player may
        see) with ``decision`` described when the seat is to act (each option with
        ``index``, ``value``, ``text`` and the ``card`` it names); for a spectator, the
        public view; ``cards``: what each card shown is and does; ``log``: the log as
        the token may read it; ``seq``/``epoch``: where the event feed stands."""
        try:
            s, role = authorized(gid, authorization)
            if player is not None:
                seat_of(role, player)
            with s.lock:
                return s.state(role)
        except ERRORS as e:
            fail(e)

    @app.get("/api/games/{gid}/events", summary="The live feed (server-sent events)")
    async def events(gid: str, request: Request, authorization: Optional[str] = AuthHeader,
                     after: int = Query(0, description="The last frame seen (seq)."),
                     epoch: str = Query("", description="The epoch of that frame.")):
        """Server-sent events: ``frame`` (an applied option: its events as the token may
        read them, ``text`` the log line of each, and ``state``, the state after it,
        without the log), and ``reset`` (frames were missed, or the server restarted:
        get the state again).  ``after``/``epoch`` resume after the last frame seen.
        The stream ends once the game is over and every frame has been sent."""
        try:
            s, role = await asyncio.to_thread(authorized, gid, authorization)
        except ERRORS as e:
            fail(e)
        audience = role if isinstance(role, int) and role in s.audiences() else "public"

        async def stream():
            nonlocal s
            s.listeners += 1
            try:
                yield "retry: 1500\n\n"
                last = after
                if epoch != s.feed.epoch:
                    yield _sse("reset", {"epoch": s.feed.epoch, "seq": s.feed.seq})
                    last = s.feed.seq
                quiet = 0.0
                while not app.state.stopping:
                    if s.closed:                       # unloaded: follow the rebuilt game
                        s.listeners -= 1
                        try:
                            s = await asyncio.to_thread(store.session, gid)
                        except ERRORS:
                            s = None
                            return
                        s.listeners += 1
                        yield _sse("reset", {"epoch": s.feed.epoch, "seq": s.feed.seq})
                        last = s.feed.seq
                    frames = s.feed.after(last)
                    if frames is None:
                        yield _sse("reset", {"epoch": s.feed.epoch, "seq": s.feed.seq})
                        last = s.feed.seq
                        continue
                    for f in frames:
                        yield f"id: {f.seq}\nevent: frame\ndata: {f.payloads[audience]}\n\n"
                        last = f.seq
                    if frames:
                        quiet = 0.0
                        continue
                    if s.game.is_over():               # nothing more will happen
                        return
                    await asyncio.sleep(POLL_SECONDS)
                    quiet += POLL_SECONDS
                    if quiet >= HEARTBEAT_SECONDS:
                        quiet = 0.0
                        yield ": ping\n\n"
            finally:
                if s is not None:
                    s.listeners -= 1

        return StreamingResponse(stream(), media_type="text/event-stream",
                                 headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"})

    @app.post("/api/games/{gid}/actions", summary="Answer the pending decision")
    def act(gid: str, action: Action, authorization: Optional[str] = AuthHeader,
            wait: bool = Query(True, description="Answer once the agents have moved (else at once; "
                                                 "the page follows the event feed).")) -> dict:
        """Apply the seat's answer to the decision ``decision_id``, then the agents'
        moves until a person must decide again.  A decision no longer pending is a 409,
        another seat's a 403, an option that is not one of its options (a float where
        the option has an int included) a 400 with the engine's message; nothing
        changes then.  Answers the new state of the seat (in hot seat, once the other
        player is to decide: the public state, the screen to be covered)."""
        try:
            s, role = authorized(gid, authorization)
            seat = seat_of(role, action.player)
            s.act(seat, action.decision_id, index=action.index, option=action.option)
            if wait:
                s.wait_idle(60)
            with s.lock:
                return s.state_after_action(seat)
        except ERRORS as e:
            fail(e)

    @app.post("/api/games/{gid}/concede", summary="Concede")
    def concede(gid: str, req: Concede = Body(default_factory=Concede),
                authorization: Optional[str] = AuthHeader) -> dict:
        try:
            s, role = authorized(gid, authorization)
            seat = seat_of(role, req.player)
            s.concede(seat)
            with s.lock:
                return s.state(seat)
        except ERRORS as e:
            fail(e)

    @app.get("/api/games/{gid}/log", summary="The game log")
    def log(gid: str, authorization: Optional[str] = AuthHeader) -> dict:
        """The log as the token may read it while the game goes on (what is hidden from
        that seat is left out; a spectator reads neither player's draws); the whole log
        once the game is over."""
        try:
            s, role = authorized(gid, authorization)
            with s.lock:
                return {"lines": s.log_lines(role), "complete": s.game.is_over()}
        except ERRORS as e:
            fail(e)

    @app.get("/api/games/{gid}/record", summary="Download the game record (once it is over)")
    def record(gid: str, authorization: Optional[str] = AuthHeader,
               reveal: bool = Query(False, description="Refused while the game is in progress.")):
        """The record (``ptcg-record/2``: decks, seed, rules, every option, the result), as a file to
        save; ``ptcg replay FILE`` and ``POST /api/replays`` replay it.  It tells every
        hidden card, so it is given only once the game is over (403 before, ``reveal``
        or not)."""
        try:
            s, _ = authorized(gid, authorization)
            with s.lock:
                data = s.record()
        except ERRORS as e:
            fail(e)
        return _record_file(data, f"ptcg-{gid}.json")

    @app.delete("/api/games/{gid}", status_code=204, summary="Delete a game")
    def drop(gid: str, authorization: Optional[str] = AuthHeader):
        try:
            s, role = authorized(gid, authorization)
            seat_of(role)
            store.drop_game(gid)
        except ERRORS as e:
            fail(e)
        return Response(status_code=204)

    @app.post("/api/games/{gid}/replay", status_code=201, summary="The replay of a finished game")
    def replay_game(gid: str, authorization: Optional[str] = AuthHeader) -> dict:
        """The replay of this game once it is over (its ``id`` is a link anyone may
        follow); 403 while the game goes on."""
        try:
            s, _ = authorized(gid, authorization)
            with s.lock:
                if not s.game.is_over():
                    raise Forbidden("the game is in progress: its replay would show every hidden card; "
                                    "it can be replayed once it is over")
                rid = s.replay_id
            r = store.replay(rid)
            with r.lock:
                return r.state(0)
        except ERRORS as e:
            fail(e)

    @app.post("/api/replays", status_code=201, summary="Step through an uploaded record")
    def new_replay(record: dict[str, Any] = Body(..., description="A game record (ptcg-record/2, or /1).")) -> dict:
        """Replay a record (checked action by action: a record that does not replay is a
        400) and answer its first step, as ``GET /api/replays/{id}?step=0``; the replay
        is stored, its ``id`` a link to share."""
        try:
            r = store.new_replay(record)
            with r.lock:
                return r.state(0)
        except ERRORS as e:
            fail(e)

    @app.get("/api/replays/{rid}", summary="One step of a replay")
    def get_replay(rid: str, step: int = Query(0, ge=0)) -> dict:
        """After ``step`` actions: ``views``, both players' views (a replay shows
        everything), ``log`` so far (lines from ``new_from`` came with the last action),
        and ``next``, the action taken next, in words."""
        try:
            r = store.replay(rid)
            with r.lock:
                return r.state(step)
        except ERRORS as e:
            fail(e)

    @app.get("/api/replays/{rid}/record", summary="The record of a replay")
    def replay_record(rid: str):
        try:
            r = store.replay(rid)
        except ERRORS as e:
            fail(e)
        return _record_file(r.record, f"ptcg-replay-{rid}.json")

    return app


def _sse(event: str, data: dict) -> str:
    return f"event: {event}\ndata: {json.dumps(data)}\n\n"


def _record_file(data: dict, name: str) -> Response:
    return Response(json.dumps(data, indent=1) + "\n", media_type="application/json",
                    headers={"Content-Disposition": f'attachment; filename="{name}"'})


def serve(host: str = "127.0.0.1", port: int = 8000, *, db: str | None = None, allowed: tuple = (),
          agent_pause: float = 0.0) -> None:
    """Run the server with uvicorn (blocks); ``db``: the database file (default: under
    the user's data directory, :func:`ptcg.web.db.default_db_path`); ``agent_pause``: seconds
    an agent waits between its moves."""
    import uvicorn
    from .db import default_db_path
    path = db if db is not None else str(default_db_path())
    app = create_app(Store(Database(path), agent_pause=agent_pause), host=host, allowed=allowed)
    uvicorn.run(app, host=host, port=port, timeout_graceful_shutdown=2, log_level="warning")


__all__ = ["create_app", "serve", "bearer"]
