"""Who may talk to the server: trusted Host names, same-origin pages, bounded bodies.

* **Host.**  Requests must name one of the server's own host names (Starlette's
  ``TrustedHostMiddleware``): a page of another site that resolves its own name to this
  machine (DNS rebinding) is refused.
* **Origin.**  A browser names the page a request comes from in ``Origin`` (on every
  request that changes something, and on cross-origin reads); a request naming another
  origin is refused, and so is a state-changing request or an event stream that the
  browser marks as coming from another site (``Sec-Fetch-Site``).  Programs (curl, test
  clients) send neither header and are let through: they hold their tokens themselves.
* **Bodies** larger than ``max_bytes`` are refused with 413 before the application reads
  them.

Pure ASGI middleware (Starlette's primitives only), so the event stream is not buffered.
"""

from __future__ import annotations

import json
from urllib.parse import urlsplit

DEFAULT_HOSTS = ("localhost", "127.0.0.1", "::1", "[::1]",
                 # Starlette's TestClient: a name no one can register, so no rebinding risk
                 "testserver")
MAX_BODY_BYTES = 1 << 20
_CHANGING = {"POST", "PUT", "PATCH", "DELETE"}
_DEFAULT_PORT = {"http": 80, "https": 443, "ws": 80, "wss": 443}


def allowed_hosts(host: str | None = None, extra=()) -> list:
    """The Host names to accept: this machine's loopback names, the address the server
    listens on (unless it is a wildcard) and ``extra``."""
    hosts = list(DEFAULT_HOSTS)
    if host and host not in ("0.0.0.0", "::", ""):
        hosts.append(host)
    hosts.extend(h for h in extra if h)
    return hosts


async def _refuse(send, status: int, message: str) -> None:
    body = json.dumps({"detail": message}).encode()
    await send({"type": "http.response.start", "status": status,
                "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]})
    await send({"type": "http.response.body", "body": body})


def _header(scope, name: bytes) -> str | None:
    for k, v in scope.get("headers", ()):
        if k == name:
            return v.decode("latin-1")
    return None


def _host_port(netloc: str, scheme: str) -> tuple:
    u = urlsplit(f"//{netloc}")
    try:
        port = u.port
    except ValueError:
        port = None
    return (u.hostname or "").lower(), port or _DEFAULT_PORT.get(scheme, 80)


def same_origin(origin: str, host: str | None, scheme: str) -> bool:
    """Whether ``origin`` (``http://127.0.0.1:8000``) is the server's own (its Host)."""
    if not origin or origin == "null" or not host:
        return False
    u = urlsplit(origin)
    if u.scheme not in ("http", "https") or not u.netloc:
        return False
    return _host_port(u.netloc, u.scheme) == _host_port(host, "https" if scheme in ("https", "wss") else "http")


class OriginCheck:
    """Refuse requests from pages of other origins (see the module doc)."""

    def __init__(self, app, stream_paths: tuple = ("/events",)):
        self.app = app
        self.stream_paths = stream_paths

    async def __call__(self, scope, receive, send):
        if scope["type"] not in ("http", "websocket"):
            return await self.app(scope, receive, send)
        origin = _header(scope, b"origin")
        if origin is not None and not same_origin(origin, _header(scope, b"host"), scope.get("scheme", "http")):
            return await _refuse(send, 403, f"requests from another origin ({origin}) are refused")
        method = scope.get("method", "GET")
        changing = method in _CHANGING or scope["type"] == "websocket" or \
            scope.get("path", "").endswith(self.stream_paths)
        site = _header(scope, b"sec-fetch-site")
        if changing and site in ("cross-site", "same-site"):
            return await _refuse(send, 403, "requests from another site are refused")
        return await self.app(scope, receive, send)


class BodyLimit:
    """Refuse request bodies over ``max_bytes`` (413), whether announced by
    ``Content-Length`` or sent in chunks."""

    def __init__(self, app, max_bytes: int = MAX_BODY_BYTES):
        self.app = app
        self.max_bytes = max_bytes

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http" or scope.get("method") not in _CHANGING:
            return await self.app(scope, receive, send)
        too_big = f"the request body is larger than {self.max_bytes} bytes"
        length = _header(scope, b"content-length")
        if length is not None:
            try:
                if int(length) > self.max_bytes:
                    return await _refuse(send, 413, too_big)
            except ValueError:
                return await _refuse(send, 400, "bad Content-Length")
        chunks, size = [], 0
        while True:
            message = await receive()
            if message["type"] == "http.disconnect":
                return
            body = message.get("body", b"")
            size += len(body)
            if size > self.max_bytes:
                return await _refuse(send, 413, too_big)
            chunks.append(body)
            if not message.get("more_body", False):
                break
        data = b"".join(chunks)
        delivered = False

        async def replay():
            nonlocal delivered
            if not delivered:
                delivered = True
                return {"type": "http.request", "body": data, "more_body": False}
            return await receive()

        return await self.app(scope, replay, send)


__all__ = ["OriginCheck", "BodyLimit", "allowed_hosts", "same_origin", "DEFAULT_HOSTS", "MAX_BODY_BYTES"]
