"""Fixtures of the web tests: a real server (``ptcg web`` in a subprocess, its own SQLite
file) and a real browser (Playwright driving the system's Chromium; the tests skip when
either is missing: CI installs Chromium from Debian's packages, see ``.ci/run``)."""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync",
                 "--disable-dev-shm-usage"]


def chromium_path() -> str | None:
    """The system's Chromium ($PTCG_CHROMIUM, else chromium on the PATH); never a
    browser Playwright would download."""
    found = os.environ.get("PTCG_CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
    return found if found and Path(found).exists() else None


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    """``ptcg web`` on 127.0.0.1 with a database file; start, kill -9, start again."""

    def __init__(self, db: Path, port: int | None = None, *, args: tuple = ()):
        self.db = Path(db)
        self.args = tuple(args)
        self.port = port or free_port()
        self.proc: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self, timeout: float = 60.0) -> "Server":
        import httpx
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "ptcg.cli", "web", "--port", str(self.port), "--db", str(self.db), *self.args],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"ptcg web exited: {self.proc.stderr.read().decode(errors='replace')}")
            try:
                if httpx.get(f"{self.url}/api/decks", timeout=1).status_code == 200:
                    return self
            except httpx.HTTPError:
                pass
            time.sleep(0.1)
        self.stop()
        raise RuntimeError("ptcg web did not answer in time")

    def kill(self) -> None:
        """kill -9: no shutdown, no cleanup."""
        if self.proc is not None and self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGKILL)
            self.proc.wait(10)

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.kill()


@pytest.fixture
def server(tmp_path):
    """A server of its own for the test (its database in tmp_path)."""
    s = Server(tmp_path / "games.sqlite3").start()
    yield s
    s.stop()


@pytest.fixture(scope="module")
def shared_server(tmp_path_factory):
    s = Server(tmp_path_factory.mktemp("web") / "games.sqlite3").start()
    yield s
    s.stop()


@pytest.fixture(scope="module")
def browser():
    path = chromium_path()
    if path is None:
        pytest.skip("no Chromium on this machine (CI installs Debian's chromium package)")
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=path, args=CHROMIUM_ARGS)
        yield b
        b.close()


@pytest.fixture
def context(browser):
    ctx = browser.new_context(viewport={"width": 1400, "height": 1000})
    ctx.set_default_timeout(20_000)
    yield ctx
    ctx.close()


def shot(page, name: str, keep_pointer: bool = False, full_page: bool = True) -> None:
    """Save a screenshot to $PTCG_SCREENSHOTS/NAME.png when that is set (README pictures)."""
    out = os.environ.get("PTCG_SCREENSHOTS")
    if out:
        Path(out).mkdir(parents=True, exist_ok=True)
        page.wait_for_timeout(400)                  # let the last animation end
        if not keep_pointer:
            page.mouse.move(1, 1)
        page.screenshot(path=str(Path(out) / f"{name}.png"), full_page=full_page)
