"""Many seeded games on worker processes or a Ray cluster, finished whatever happens to a
worker (used by ``ptcg simulate`` and ``ptcg tournament``).

A run is a function ``play(context, key) -> result`` (a module-level function, so that it
pickles by name), one ``context`` sent once to each worker (the decks, the agents, the
settings) and the ``keys`` of the games.  Every game depends only on its key and the
context, so a game can be played again anywhere with the same result:

* **A worker that dies** (killed, crashed, or an agent that ended its process) is
  replaced; the game it was playing is played again on a fresh worker, up to ``retries``
  more times, then reported by ``fail(context, key, "worker_died", message)``.  The games
  queued behind it are handed out again without counting against them.
* **A game that runs longer than** ``timeout`` seconds is stopped (its worker is killed
  and replaced) and reported by ``fail(context, key, "timeout", message)``; it is not
  played again, since a seeded game would take as long again.
* In this process (``workers=1``, the local backend) a timeout interrupts the game with
  ``SIGALRM`` where there is one (Unix, main thread): enough for an agent looping or
  sleeping in Python, not for one blocked inside C code, which needs ``workers >= 2``.
* **On Ray**, a task whose worker dies is retried by Ray itself (``max_retries``), then
  reported as ``worker_died``; a task past ``timeout`` is cancelled with its worker
  (``ray.cancel(force=True)``).  At most one task per CPU of the cluster is in flight, so
  the time since a task was submitted is about the time it has been running.

``on_result(key, result)`` is called in this process as each game finishes (to store it,
or to advance a progress bar), in the order games finish.
"""

from __future__ import annotations

import os
import pickle
import signal
import threading
import time
from collections import deque
from typing import Callable, Iterable

from .errors import PTCGError

PREFETCH = 2            # games handed to a worker ahead of time, so it never waits for the next
START_FAILURES = 3      # workers dying before their first game: the context cannot work there


class WorkerError(PTCGError):
    """The games cannot be run on workers: the context does not pickle, or workers die on start."""


class GameTimeout(BaseException):
    """Raised inside a game running in this process when its time is up (a BaseException,
    so that an agent's ``except Exception`` does not swallow it)."""


def run_games(play: Callable, context, keys: Iterable, *, fail: Callable, workers: int = 1,
              backend: str = "local", address: str | None = None, timeout: float | None = None,
              retries: int = 2, on_result: Callable | None = None) -> dict:
    """Play every key and return ``{key: result}`` (see the module docstring)."""
    keys = list(keys)
    if not keys:
        return {}
    if timeout is not None and timeout <= 0:
        timeout = None
    if backend == "ray":
        return _on_ray(play, context, keys, fail, workers, address, timeout, retries, on_result)
    if backend != "local":
        raise WorkerError(f"unknown backend {backend!r}: use local or ray")
    if workers <= 1:
        return _in_this_process(play, context, keys, fail, timeout, on_result)
    return _Pool(play, context, fail, workers, timeout, retries, on_result).run(keys)


def check_picklable(context, what: str = "the agents and decks") -> bytes:
    """``context`` pickled, or a :class:`WorkerError` that says how to make it so."""
    try:
        return pickle.dumps(context)
    except Exception as e:  # noqa: BLE001 - pickling fails in many ways
        raise WorkerError(f"{what} cannot be sent to worker processes ({type(e).__name__}: {e}); "
                          f"give agents as specs ('module:Class', 'file.py:name'), or as objects, classes "
                          f"or functions defined at the top level of an importable module, "
                          f"or use workers=1") from None


# -- in this process --------------------------------------------------------------------------


def _in_this_process(play, context, keys, fail, timeout, on_result) -> dict:
    alarm = (timeout is not None and hasattr(signal, "setitimer")
             and threading.current_thread() is threading.main_thread())
    results = {}
    previous = signal.signal(signal.SIGALRM, _time_is_up) if alarm else None
    try:
        for key in keys:
            if alarm:
                signal.setitimer(signal.ITIMER_REAL, timeout)
            try:
                try:
                    result = play(context, key)
                finally:
                    if alarm:
                        signal.setitimer(signal.ITIMER_REAL, 0)
            except GameTimeout:       # also when the alarm rang just as the game ended
                result = fail(context, key, "timeout", f"the game took longer than {timeout:g} s and was stopped")
            results[key] = result
            if on_result:
                on_result(key, result)
    finally:
        if alarm:
            signal.signal(signal.SIGALRM, previous)
    return results


def _time_is_up(signum, frame):
    raise GameTimeout()


# -- local worker processes -------------------------------------------------------------------


def _worker_main(conn, payload: bytes) -> None:
    """A worker: play each key received until told to stop (None) or the parent is gone."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)         # Ctrl-C is the parent's to handle
    try:
        play, context = pickle.loads(payload)
    except BaseException as e:  # noqa: BLE001 - say why, then stop
        conn.send(("fatal", f"{type(e).__name__}: {e}"))
        return
    conn.send(("ready",))
    while True:
        try:
            key = conn.recv()
        except (EOFError, OSError):                      # the parent is gone
            return
        if key is None:
            return
        result = play(context, key)
        try:
            conn.send(("done", key, result))
        except OSError:                                  # the parent is gone (BrokenPipeError)
            return


class _Worker:
    def __init__(self, mp, payload: bytes):
        self.conn, child = mp.Pipe()
        self.process = mp.Process(target=_worker_main, args=(child, payload), daemon=True)
        self.process.start()
        child.close()
        self.queue: deque = deque()     # keys sent, in the order it plays them
        self.since: float | None = None  # when the game at the head of the queue began
        self.ready = False               # it has loaded the context

    def send(self, key) -> bool:
        """Hand ``key`` to the worker; False if it is gone (the run loop then replaces it)."""
        try:
            self.conn.send(key)
        except OSError:
            return False
        if not self.queue and self.ready:
            self.since = time.monotonic()
        self.queue.append(key)
        return True

    def stop(self, kill: bool = False) -> None:
        if kill:
            self.process.kill()
        else:
            try:
                self.conn.send(None)
            except OSError:
                pass
        self.process.join(timeout=5)
        if self.process.is_alive():
            self.process.kill()
            self.process.join()
        self.conn.close()


PRELOAD = ["ptcg.game", "ptcg.agents", "ptcg.simulate", "ptcg.tournament.core"]


def _process_context():
    """``forkserver`` where there is one (Unix): a clean process that has imported ptcg once
    forks each worker, so a worker starts in milliseconds, not the half second of CPU a fresh
    interpreter takes to import the engine (a replaced worker too); ``spawn`` elsewhere.
    Neither forks this process, which may hold threads (a progress bar).  Workers see the
    environment variables of the moment the fork server started (its first use)."""
    import multiprocessing
    if "forkserver" in multiprocessing.get_all_start_methods():
        mp = multiprocessing.get_context("forkserver")
        mp.set_forkserver_preload(PRELOAD)
        return mp
    return multiprocessing.get_context("spawn")


class _Pool:
    """Worker processes, each with its own pipe, so that the parent knows which game each
    one is playing, since when, and which games to hand out again when one dies."""

    def __init__(self, play, context, fail, workers, timeout, retries, on_result):
        self.payload = check_picklable((play, context))
        self.mp = _process_context()
        self.context, self.fail = context, fail
        self.size, self.timeout, self.retries = workers, timeout, retries
        self.on_result = on_result
        self.results: dict = {}
        self.deaths: dict = {}
        self.start_failures = 0

    def run(self, keys: list) -> dict:
        self.todo = deque(keys)
        total = len(keys)
        workers = [_Worker(self.mp, self.payload) for _ in range(min(self.size, total))]
        try:
            while len(self.results) < total:
                for w in workers:
                    while self.todo and len(w.queue) < PREFETCH:
                        key = self.todo.popleft()
                        if not w.send(key):
                            self.todo.appendleft(key)
                            break
                self._wait(workers)
                for i, w in enumerate(workers):
                    self._collect(w)
                    if not w.process.is_alive():
                        self._died(w)
                        workers[i] = _Worker(self.mp, self.payload)
                    elif self._overdue(w):
                        self._stopped(w)
                        workers[i] = _Worker(self.mp, self.payload)
        finally:
            for w in workers:
                w.stop(kill=len(self.results) < total)
        return self.results

    def _wait(self, workers) -> None:
        from multiprocessing.connection import wait
        limit = None
        if self.timeout is not None:
            now = time.monotonic()
            ends = [w.since + self.timeout - now for w in workers if w.since is not None]
            limit = max(0.0, min(ends)) + 0.01 if ends else None
        wait([w.conn for w in workers] + [w.process.sentinel for w in workers], timeout=limit)

    def _collect(self, w: _Worker) -> None:
        while True:
            try:
                if not w.conn.poll():
                    return
                message = w.conn.recv()
            except (EOFError, OSError):
                return
            if message[0] == "fatal":
                raise WorkerError(f"a worker process could not load the games: {message[1]}")
            if message[0] == "ready":
                w.ready = True
                w.since = time.monotonic() if w.queue else None
                continue
            _, key, result = message
            w.queue.popleft()
            w.since = time.monotonic() if w.queue else None
            self._finish(key, result)

    def _finish(self, key, result) -> None:
        if key in self.results:
            return
        self.results[key] = result
        if self.on_result:
            self.on_result(key, result)

    def _died(self, w: _Worker) -> None:
        w.process.join()
        code = w.process.exitcode
        w.conn.close()
        if not w.ready:
            self.start_failures += 1
            if self.start_failures >= START_FAILURES:
                raise WorkerError(f"worker processes keep dying before they are ready "
                                  f"(exit code {code})")
            self.todo.extendleft(reversed(w.queue))   # not the games' fault
            return
        if not w.queue:
            return
        key = w.queue.popleft()
        self.todo.extendleft(reversed(w.queue))       # the queued games go out again, in order
        self.deaths[key] = self.deaths.get(key, 0) + 1
        if self.deaths[key] > self.retries:
            self._finish(key, self.fail(self.context, key, "worker_died",
                                        f"its worker process died (exit code {code}) each of the "
                                        f"{self.deaths[key]} times it was played"))
        else:
            self.todo.appendleft(key)

    def _overdue(self, w: _Worker) -> bool:
        return (self.timeout is not None and w.since is not None
                and time.monotonic() - w.since > self.timeout)

    def _stopped(self, w: _Worker) -> None:
        key = w.queue.popleft()
        self.todo.extendleft(reversed(w.queue))
        w.queue.clear()
        w.stop(kill=True)
        self._finish(key, self.fail(self.context, key, "timeout",
                                    f"the game took longer than {self.timeout:g} s and was stopped"))


# -- Ray --------------------------------------------------------------------------------------


def _ray_play(job, key):
    play, context = job
    return play(context, key)


def _on_ray(play, context, keys, fail, workers, address, timeout, retries, on_result) -> dict:
    try:
        import ray
        from ray.exceptions import RayError, RayTaskError
    except ImportError:
        raise WorkerError('the Ray backend needs Ray: pip install "ptcg[ray]"') from None
    started = not ray.is_initialized()
    if started:
        if address:
            ray.init(address=address, log_to_driver=False)
        else:
            ray.init(num_cpus=max(1, workers), include_dashboard=False, log_to_driver=False)
    try:
        limit = max(1, int(ray.cluster_resources().get("CPU", workers)))
        remote = ray.remote(max_retries=retries, retry_exceptions=False)(_ray_play)
        job = ray.put((play, context))
        todo = deque(keys)
        running: dict = {}                      # object ref -> (key, submitted at)
        results: dict = {}

        def finish(key, result):
            results[key] = result
            if on_result:
                on_result(key, result)

        while todo or running:
            while todo and len(running) < limit:
                key = todo.popleft()
                running[remote.remote(job, key)] = (key, time.monotonic())
            wait_for = None
            if timeout is not None:
                oldest = min(t for _, t in running.values())
                wait_for = max(0.0, oldest + timeout - time.monotonic()) + 0.01
            done, _ = ray.wait(list(running), num_returns=1, timeout=wait_for)
            for ref in done:
                key, _ = running.pop(ref)
                try:
                    finish(key, ray.get(ref))
                except RayTaskError as e:           # play() itself raised: report, don't retry
                    finish(key, fail(context, key, "exception", str(e).splitlines()[-1]))
                except RayError as e:               # the worker died, and Ray's retries with it
                    finish(key, fail(context, key, "worker_died",
                                     f"its Ray worker died each of the {retries + 1} times it was "
                                     f"played ({type(e).__name__})"))
            if timeout is not None:
                now = time.monotonic()
                for ref, (key, submitted) in list(running.items()):
                    if now - submitted > timeout:
                        ray.cancel(ref, force=True)
                        del running[ref]
                        finish(key, fail(context, key, "timeout",
                                         f"the game took longer than {timeout:g} s and was stopped"))
        return results
    finally:
        if started:
            ray.shutdown()


__all__ = ["run_games", "check_picklable", "WorkerError", "GameTimeout", "PREFETCH"]
