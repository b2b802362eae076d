"""The HTTP API and the page (FastAPI).  Start it with ``ptcg web`` or
``uvicorn --factory ptcg.web.app:create_app``.

Endpoints (all JSON; the schema is at ``/openapi.json``):

=======================================  ==================================================
``GET  /``                               the page (``static/index.html``)
``GET  /api/decks``                      built-in deck names, and agent specs to suggest
``POST /api/games``                      new game: decks, seed, opponent agent or hot seat
``GET  /api/games``                      the games in memory
``GET  /api/games/{id}?player=``         a player's view, the pending decision described
``POST /api/games/{id}/actions``         answer by ``index`` or ``option`` value
``POST /api/games/{id}/concede``         concede
``GET  /api/games/{id}/log``             the log, as that player may read it
``GET  /api/games/{id}/record?reveal=``  the record (a download)
``DELETE /api/games/{id}``               forget a game
``POST /api/replays``                    upload a record to step through
``POST /api/games/{id}/replay``          step through a game of this server
``GET  /api/replays/{id}?step=``         both boards after ``step`` actions, the log so far
=======================================  ==================================================

Errors answer ``{"detail": message}``: 400 for an illegal action, a bad deck or record
(with the engine's message; the game is unchanged), 403 for hidden information, 404 for
an unknown id.  Games live in memory (:mod:`ptcg.web.sessions`).  Routes are plain
``def`` functions: FastAPI runs them in its thread pool, and each game has a lock.
"""

from __future__ import annotations

import json
from importlib import resources
from typing import Any, Optional, Union

from fastapi import Body, FastAPI, HTTPException, Query
from fastapi.responses import FileResponse, Response
from fastapi.staticfiles import StaticFiles
from pydantic import BaseModel, Field

from ..errors import PTCGError
from .sessions import AGENT_SUGGESTIONS, Forbidden, NotFound, Store


class NewGame(BaseModel):
    """A new game.  A deck is the name of a built-in deck (``GET /api/decks``) or a
    pasted deck list: 60 card IDs, one a line, or ``4 Pikachu ex SVI 57`` lines."""

    deck_a: str = Field("mega_abomasnow", description="Player 1's deck: a built-in name or a deck list.")
    deck_b: str = Field("fire_cinderace", description="Player 2's deck: a built-in name or a deck list.")
    seed: Optional[int] = Field(None, description="Seed of every shuffle and coin flip (random if null).")
    opponent: Optional[str] = Field(
        "random", description="Agent for the seat the human does not play: random, greedy, mcts, "
                              "mcts:Ns, mcts:Nms or mcts:Nit; null or \"human\" for two humans at one screen.")
    seat: int = Field(0, ge=0, le=1, description="The human's seat against an agent: 0 = player 1, 1 = player 2.")
    allow_unimplemented: bool = Field(False, description="Play unimplemented cards (printed damage only).")


class Action(BaseModel):
    """An answer to the pending decision: exactly one of ``index`` (into the decision's
    options) and ``option`` (an option's ``value``, e.g. ``["attach", 392, 0]``)."""

    index: Optional[int] = None
    option: Optional[Union[int, str, list]] = None
    player: Optional[int] = Field(None, description="The player answering (checked when given).")


class Concede(BaseModel):
    player: Optional[int] = Field(None, description="Who concedes (default: the human's seat).")


def _static_dir():
    return resources.files("ptcg.web").joinpath("static")


def create_app(store: Store | None = None) -> FastAPI:
    """The application; ``app.state.store`` holds its games and replays."""
    app = FastAPI(
        title="ptcg web",
        version="1",
        description="Play the Pokémon TCG engine in a browser or from any HTTP client. "
                    "Games are kept in memory, keyed by id.",
        # the interactive docs load their scripts from a CDN, which this tool must not need
        docs_url=None, redoc_url=None,
    )
    app.state.store = store = store if store is not None else Store()

    def fail(e: Exception):
        if isinstance(e, NotFound):
            raise HTTPException(404, str(e))
        if isinstance(e, Forbidden):
            raise HTTPException(403, str(e))
        if isinstance(e, PTCGError):
            raise HTTPException(400, str(e))
        raise e

    @app.get("/", include_in_schema=False)
    def index():
        return FileResponse(str(_static_dir().joinpath("index.html")), media_type="text/html")

    app.mount("/static", StaticFiles(directory=str(_static_dir())), name="static")

    @app.get("/api/decks", summary="Built-in decks and agent specs")
    def decks() -> dict:
        from ..deck import builtin_decks
        return {"decks": builtin_decks(), "agents": list(AGENT_SUGGESTIONS)}

    @app.post("/api/games", status_code=201, summary="Start a game")
    def new_game(req: NewGame = Body(default_factory=NewGame)) -> dict:
        """Start a game and let the agent move until the human must decide.  Answers the
        human's state as ``GET /api/games/{id}`` does.  A deck with a problem is a 400
        whose message names the deck and every problem."""
        try:
            s = store.new_game(req.deck_a, req.deck_b, seed=req.seed, opponent=req.opponent,
                               seat=req.seat, allow_unimplemented=req.allow_unimplemented)
            with s.lock:
                return s.state(None)
        except PTCGError as e:
            raise HTTPException(400, str(e))

    @app.get("/api/games", summary="The games in memory")
    def list_games() -> dict:
        return {"games": [s.info() for s in store.game_list()]}

    @app.get("/api/games/{gid}", summary="A player's view")
    def get_game(gid: str, player: Optional[int] = Query(None, description="0 or 1; default: the human's seat "
                                                                            "(hot seat: the player to act)")) -> dict:
        """``game``: mode, seats, whose turn, the result; ``view``: ``PlayerView.to_dict()``
        (what that player may see), with ``decision`` described for the player to act
        (each option with ``index``, ``value`` and ``text``) and ``cards``, the facts of
        the cards shown; ``log``: the log as that player may read it."""
        try:
            s = store.game(gid)
            with s.lock:
                return s.state(player)
        except (PTCGError, LookupError, PermissionError) as e:
            fail(e)

    @app.post("/api/games/{gid}/actions", summary="Answer the pending decision")
    def act(gid: str, action: Action) -> dict:
        """Apply the human's answer, then the agent's moves until the human must decide
        again.  An illegal answer is a 400 with the engine's message, and nothing
        changes.  Answers the new state (the acting player's; in hot seat, the next
        player's)."""
        try:
            s = store.game(gid)
            with s.lock:
                s.act(index=action.index, option=action.option, player=action.player)
                return s.state(None if s.mode == "hotseat" else action.player)
        except (PTCGError, LookupError, PermissionError) as e:
            fail(e)

    @app.post("/api/games/{gid}/concede", summary="Concede")
    def concede(gid: str, req: Concede = Body(default_factory=Concede)) -> dict:
        try:
            s = store.game(gid)
            with s.lock:
                s.concede(req.player)
                return s.state(req.player)
        except (PTCGError, LookupError, PermissionError) as e:
            fail(e)

    @app.get("/api/games/{gid}/log", summary="The game log")
    def log(gid: str) -> dict:
        """The log as the human may read it while the game goes on (what the other player
        drew or holds face down is left out; in hot seat, both players' draws); the whole
        log once the game is over."""
        try:
            s = store.game(gid)
            with s.lock:
                return {"lines": s.log(s.log_viewer()), "complete": s.game.is_over()}
        except LookupError as e:
            fail(e)

    @app.get("/api/games/{gid}/record", summary="Download the game record")
    def record(gid: str, reveal: bool = Query(False, description="Give it even while the game is in progress.")):
        """The record (``ptcg-record/1``: decks, seed, rules, every option), as a file to
        save; ``ptcg replay FILE`` and ``POST /api/replays`` replay it.  While the game is
        in progress it tells every hidden card, so it is given only with ``reveal=true``."""
        try:
            s = store.game(gid)
            with s.lock:
                data = s.record(reveal)
        except (LookupError, PermissionError) as e:
            fail(e)
        return Response(json.dumps(data, indent=1) + "\n", media_type="application/json",
                        headers={"Content-Disposition": f'attachment; filename="ptcg-{gid}.json"'})

    @app.delete("/api/games/{gid}", status_code=204, summary="Forget a game")
    def drop(gid: str):
        try:
            store.drop_game(gid)
        except LookupError as e:
            fail(e)
        return Response(status_code=204)

    @app.post("/api/replays", status_code=201, summary="Step through an uploaded record")
    def new_replay(record: dict[str, Any] = Body(..., description="A game record (ptcg-record/1).")) -> dict:
        """Replay a record (checked action by action: a record that does not replay is a
        400) and answer its first step, as ``GET /api/replays/{id}?step=0``."""
        try:
            r = store.new_replay(record)
            with r.lock:
                return r.state(0)
        except PTCGError as e:
            raise HTTPException(400, str(e))

    @app.post("/api/games/{gid}/replay", status_code=201, summary="Step through a game of this server")
    def replay_game(gid: str, reveal: bool = Query(False)) -> dict:
        try:
            s = store.game(gid)
            with s.lock:
                data = s.record(reveal)
            r = store.new_replay(data)
            with r.lock:
                return r.state(0)
        except (PTCGError, LookupError, PermissionError) as e:
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
        except (PTCGError, LookupError) as e:
            fail(e)

    return app


def serve(host: str = "127.0.0.1", port: int = 8000) -> None:
    """Run the server with uvicorn (blocks)."""
    import uvicorn
    uvicorn.run(create_app(), host=host, port=port)
