#!/usr/bin/env python3
"""Which card texts the test suite actually exercises.

Runs pytest (by default on the scenario and case tests: ``tests/cards``, ``tests/cases``,
``tests/rules``) with every registered behaviour of :mod:`ptcg.registry` wrapped,
and lists the behaviour keys whose code never *did* anything during the run:

* attacks, declared Abilities, Trainers, Stadium abilities: the effect ran (an attack's
  extra condition counts when it forbade the attack, its alternative cost when it applied);
* always-on effects (passives, lasting kinds are not per card): the function returned a
  value that changes something (not ``None``/0/False/empty) at least once;
* triggers: the handler asked a question or changed the game (state digest or log);
* Special Energy: ``provides`` or ``can_attach`` was consulted;
* "when discarded from the deck by the opponent" (:func:`ptcg.effects.when_milled_by_opponent`): it ran.

A key listed here has no scenario test that makes its text happen, which the house rules
ask of every implemented card.  Statement coverage cannot tell this: most cards are one
line built from shared primitives, so the lines run for some other card.

Usage: ``python tools/card_test_coverage.py [--json] [PYTEST ARGS...]``
"""

from __future__ import annotations

import json
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

import pytest  # noqa: E402

import ptcg  # noqa: E402,F401  (registers every card of the pool)
from ptcg import registry as R  # noqa: E402
from ptcg.cards import db  # noqa: E402
from ptcg.cards.db import CARDS, LEGACY_CARDS  # noqa: E402
from ptcg.effects.cards import _WHEN_MILLED  # noqa: E402
from ptcg.testing import digest  # noqa: E402

DEFAULT_TESTS = ["tests/cards", "tests/cases", "tests/rules"]


class Recorder:
    """Wraps the registry's callables; ``done[key]`` counts the times a key acted."""

    def __init__(self):
        self.done = defaultdict(int)

    def plain(self, key, fn, *, when=None):
        """Wrap a plain function; it counts when ``when(result)`` holds (default: always)."""
        if fn is None:
            return None
        done = self.done
        inner = getattr(fn, "__wrapped__", None)

        def wrapped(*args, **kwargs):
            result = fn(*args, **kwargs)
            if when is None or when(result):
                done[key] += 1
            return result

        if hasattr(fn, "no_stack"):
            wrapped.no_stack = fn.no_stack
        if inner is not None:
            wrapped.__wrapped__ = inner
        return wrapped

    def generator(self, key, fn, *, acted=False):
        """Wrap a generator function.  It counts as soon as it runs, or with ``acted``
        only once it asks a question or changes the game (its digest or its log)."""
        if fn is None:
            return None
        done = self.done

        def counting(g, *args, **kwargs):
            before = _fingerprint(g) if acted else None
            gen = fn(g, *args, **kwargs)
            try:
                request = next(gen)
            except StopIteration as stop:
                if not acted or _fingerprint(g) != before:
                    done[key] += 1
                return stop.value
            done[key] += 1
            while True:
                reply = yield request
                try:
                    request = gen.send(reply)
                except StopIteration as stop:
                    return stop.value

        if hasattr(fn, "no_stack"):
            counting.no_stack = fn.no_stack
        return counting

    def install(self):
        for key, spec in R.ATTACKS.items():
            spec.damage = self.generator(key, spec.damage)
            spec.effect = self.generator(key, spec.effect)
            # consulted whenever options are listed: count only when they made a difference
            spec.cost = self.plain(key, spec.cost, when=lambda cost: cost is not None)
            spec.condition = self.plain(key, spec.condition, when=lambda ok: not ok)
        for table in (R.ABILITIES, R.STADIUM_ABILITIES):
            for key, spec in table.items():
                spec.effect = self.generator(key, spec.effect)
        for key, spec in R.TRAINERS.items():
            spec.effect = self.generator(key, spec.effect)
            if spec.effect is None:                         # played for its passive part
                spec.can_play = self.plain(key, spec.can_play)
        for key, spec in R.ENERGIES.items():
            spec.provides = self.plain(key, spec.provides)
            spec.can_attach = self.plain(key, spec.can_attach)
        for query, by_key in R.PASSIVES.items():
            for key, fn in list(by_key.items()):
                by_key[key] = self.plain(key, fn, when=bool)
        for event, by_key in R.TRIGGERS.items():
            for key, fn in list(by_key.items()):
                by_key[key] = self.generator(key, fn, acted=True)
        for key, fn in list(_WHEN_MILLED.items()):
            _WHEN_MILLED[key] = self.plain(key, fn)
        R._invalidate()


def _fingerprint(g):
    return digest(g), sum(1 for e in (g.events or ()) if e.kind != "move")


def report(done) -> list:
    """``[(key, [card IDs], [names])]`` of implemented keys that never acted."""
    users = defaultdict(list)
    for cid, c in list(CARDS.items()) + list(LEGACY_CARDS.items()):
        keys = []
        if c.is_pokemon:
            keys += [a.key for a in c.attacks if a.key is not None] + [ab.key for ab in c.abilities]
        else:
            keys += ([c.key] if c.key is not None else []) + [ab.key for ab in c.abilities]
        for key in keys:
            users[key].append(cid)
    out = []
    for key, cids in users.items():
        if key in R.NOTHING_KEYS or key not in R.IMPLEMENTED_KEYS or done.get(key):
            continue
        out.append((key, cids, sorted({db.card(c).name for c in cids})))
    return sorted(out, key=lambda row: row[1][0])


def main(argv) -> int:
    as_json = "--json" in argv
    args = [a for a in argv if a != "--json"] or DEFAULT_TESTS
    db.load_all()          # every older set, so that the older eras' behaviours are registered
    rec = Recorder()
    rec.install()
    code = pytest.main(["-q", "-p", "no:cacheprovider", *args])
    missing = report(rec.done)
    total = len({k for k in R.IMPLEMENTED_KEYS if k not in R.NOTHING_KEYS})
    if as_json:
        print(json.dumps({"keys": total, "not_exercised": [
            {"key": str(k), "cards": c, "names": n} for k, c, n in missing]}))
    else:
        print(f"\n{total - len(missing)}/{total} behaviour keys acted in the tests; not exercised:")
        for key, cids, names in missing:
            print(f"  {key}: {', '.join(map(str, cids))} {' / '.join(names)}")
    return code


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
