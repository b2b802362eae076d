"""The web adapter: an HTTP API and a browser page over the engine (STYLE 10).

The engine speaks in :class:`~ptcg.decisions.Decision` values; this package translates
them for people (:mod:`ptcg.web.describe`: options in plain words), keeps games in memory
and decides what each player may see (:mod:`ptcg.web.sessions`), and serves both over
HTTP with FastAPI (:mod:`ptcg.web.app`, the page in ``static/``).

Needs the ``web`` extra (``pip install "ptcg[web]"``); ``import ptcg`` does not import
this package, and importing it does not import FastAPI until :func:`create_app` or
:func:`serve` is called.  Start it with ``ptcg web [--host 127.0.0.1] [--port 8000]``.
"""

from __future__ import annotations


def create_app(store=None):
    """The FastAPI application (see :mod:`ptcg.web.app`)."""
    from .app import create_app as _create_app
    return _create_app(store)


def serve(host: str = "127.0.0.1", port: int = 8000) -> None:
    """Run the server with uvicorn until interrupted."""
    from .app import serve as _serve
    _serve(host, port)


__all__ = ["create_app", "serve"]
