"""The optional compiled build (``PTCG_COMPILE=1 pip install .``, see ``setup.py``) plays
the same games as the pure-Python one, byte for byte.

These tests check the ptcg that is imported.  When it is the compiled build (its engine
modules load as extension modules), every module ``setup.py`` lists for its level must be compiled, and
golden games (``golden_games.json``, the ones the default run of ``test_golden_games.py``
leaves to ``-m slow``) must hash as written by the pure-Python engine.  With the default,
pure-Python install, or with ``src/`` on the path, they skip.  The cabt adapter reads the
locals of running generators, which compiled generators do not show: ``setup.py`` leaves
the modules it reads as Python, and the observations of cabt games must be those the
pure-Python sources beside these tests give.  To run them on the compiled
build, from a folder where ``src/`` is not on the path::

    python3 -m venv /tmp/cvenv && PTCG_COMPILE=1 /tmp/cvenv/bin/pip install . pytest==9.2.0 hypothesis==6.170.15
    mkdir -p /tmp/run && cd /tmp/run && /tmp/cvenv/bin/python -m pytest /path/to/ptcg/tests/test_compiled_build.py
"""

from __future__ import annotations

import ast
import hashlib
import importlib
import importlib.machinery
import importlib.util
import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from .test_golden_games import _QUICK, _SPECS, check

SETUP = Path(__file__).resolve().parents[1] / "setup.py"
SRC = SETUP.parent / "src"


def _setup():
    spec = importlib.util.spec_from_file_location("ptcg_setup", SETUP)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)           # defines the lists; setup() runs only as __main__
    return module


def listed_modules(level: str) -> list:
    """The modules ``setup.py`` compiles at ``PTCG_COMPILE=level``."""
    return [f[len("src/"):-len(".py")].replace("/", ".") for f in _setup().modules(level, SRC)]


def is_compiled(name: str) -> bool:
    return isinstance(importlib.import_module(name).__loader__, importlib.machinery.ExtensionFileLoader)


LEVEL_1, LEVEL_ALL = listed_modules("1"), listed_modules("all")
COMPILED = [m for m in LEVEL_ALL if is_compiled(m)]
needs_compiled = pytest.mark.skipif(not COMPILED, reason="the installed ptcg is the pure-Python build")


def _generators(path: Path) -> list:
    """(function name, its local names) of every generator function defined in ``path``."""
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            own = [n for n in ast.walk(node) if n is not node]
            nested = {id(x) for f in own if isinstance(f, (ast.FunctionDef, ast.Lambda)) for x in ast.walk(f)}
            if any(isinstance(n, (ast.Yield, ast.YieldFrom)) and id(n) not in nested for n in own):
                names = {a.arg for a in node.args.args + node.args.kwonlyargs}
                names |= {n.id for n in own if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)
                          and id(n) not in nested}
                out.append((node.name, sorted(names)))
    return out


def test_setup_lists_the_engine_modules():
    assert {"ptcg.game", "ptcg.rules.queries", "ptcg.rules.game_cards"} <= set(LEVEL_1)
    assert {"ptcg.rules.turn", "ptcg.rules.attack", "ptcg.effects.pokemon"} <= set(LEVEL_ALL) - set(LEVEL_1)
    assert "ptcg.effects.choose" not in LEVEL_ALL          # cabt reads pick_cards' locals


def test_level_1_compiles_no_generator_with_locals_cabt_could_read():
    # a compiled generator shows no locals to ptcg.cabt; a generator holding only the state
    # (``g``) shows it nothing it looks at
    for name in LEVEL_1:
        for fn, names in _generators(SRC / (name.replace(".", "/") + ".py")):
            assert set(names) <= {"g", "args", "kwargs", "result"}, f"{name}.{fn} has locals {names}"


@needs_compiled
def test_every_listed_module_is_compiled():
    assert COMPILED in (LEVEL_1, LEVEL_ALL), f"compiled: {COMPILED}"


# every 8th game from the 4th: none of the default golden run's games, random and greedy,
# a few under the other rulesets; and one MCTS game (its searches clone mid-effect)
_GAMES = [s for s in _SPECS[4::8] if s not in _QUICK] + [s for s in _SPECS if s[4] == "mcts"][:1]


@needs_compiled
@pytest.mark.parametrize("spec", _GAMES, ids=lambda s: s[0])
def test_compiled_build_plays_the_golden_games(spec):
    check(spec)


def cabt_digest(games: int) -> str:
    """A hash of every observation of ``games`` cabt games with random cabt-style answers."""
    from ptcg.cabt.adapter import CabtGame

    from .cabt.helpers import META, deck, random_answer
    h = hashlib.sha256()
    for s in range(games):
        r = random.Random(s)
        cg = CabtGame(deck(META[(3 * s) % len(META)]), deck(META[(s * 7 + 5) % len(META)]), seed=s,
                      first_chooser=s % 2)
        while cg.question is not None:
            obs = cg.observation()
            h.update(json.dumps(obs, sort_keys=True).encode())
            cg.answer(random_answer(obs["select"], r, ("random", "max", "min")[s % 3]))
    return h.hexdigest()


@needs_compiled
def test_compiled_build_gives_the_cabt_observations_of_the_sources():
    if COMPILED != LEVEL_1:
        pytest.skip("PTCG_COMPILE=all: the cabt adapter may name another copy of a card as the context")
    root = SETUP.parent
    env = dict(os.environ, PYTHONPATH=os.pathsep.join((str(root / "src"), str(root))))
    code = "from tests.test_compiled_build import cabt_digest, is_compiled; " \
           "assert not is_compiled('ptcg.game'); print(cabt_digest(6))"
    pure = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    assert cabt_digest(6) == pure.stdout.strip()
