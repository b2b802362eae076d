"""The web adapter: an HTTP API and a browser page over the engine (STYLE 10).

The engine speaks in :class:`~ptcg.decisions.Decision` values; this package translates
them for people (:mod:`ptcg.web.describe`: options in plain words; :mod:`ptcg.web.cardinfo`:
what each card does), keeps games in an SQLite database and decides what each token may
see (:mod:`ptcg.web.sessions`, :mod:`ptcg.web.db`), and serves both over HTTP with
FastAPI (:mod:`ptcg.web.app`, :mod:`ptcg.web.security`, the page in ``static/``).

``import ptcg`` does not import this package, and importing it does not import FastAPI
until :func:`create_app` or :func:`serve` is called.  Start it with
``ptcg web [--host 127.0.0.1] [--port 8000] [--db PATH]``.
"""

from __future__ import annotations


def create_app(store=None, **kwargs):
    """The FastAPI application (see :func:`ptcg.web.app.create_app`)."""
    from .app import create_app as _create_app
    return _create_app(store, **kwargs)


def serve(host: str = "127.0.0.1", port: int = 8000, **kwargs) -> None:
    """Run the server with uvicorn until interrupted (see :func:`ptcg.web.app.serve`)."""
    from .app import serve as _serve
    _serve(host, port, **kwargs)


__all__ = ["create_app", "serve"]
