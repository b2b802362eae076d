"""Optional compiled build.  ``PTCG_COMPILE=1 pip install .`` (or ``PTCG_COMPILE=all``, see
``COMPILED``) compiles the engine's hot modules with Cython (the same sources, unchanged; the build backend in
``build_backend/`` fetches Cython for it).  Without the variable the package is pure
Python: nothing is compiled and Cython is not needed.  Everything else about the
package is in ``pyproject.toml``."""

import os
from pathlib import Path


# The modules a game spends its time in (see benchmarks/README.md); card code stays Python.
# A compiled generator shows no locals, and the cabt adapter (ptcg.cabt) reads the locals of
# the generators of the running step to describe a question: ``PTCG_COMPILE=1`` compiles
# the modules whose functions never wait there (no generator, or, in ``game`` and
# ``registry``, one whose locals hold nothing but the state), so every interface gives what
# the pure-Python build gives (tests/test_compiled_build.py checks this list).
# ``state`` stays Python: its copies (clone()) set slots one by one, which the interpreter
# does faster than compiled code (State.copy() 8.7 -> 12.4 µs compiled, benchmarks/README.md).
COMPILED = ["ptcg/rules/queries.py", "ptcg/rules/game_cards.py", "ptcg/rules/zones.py", "ptcg/rules/conditions.py",
            "ptcg/rules/context.py", "ptcg/rules/winning.py", "ptcg/effects/filters.py", "ptcg/effects/conditions.py",
            "ptcg/effects/durations.py", "ptcg/game.py", "ptcg/events.py", "ptcg/registry.py",
            "ptcg/rng.py", "ptcg/records.py", "ptcg/view.py", "ptcg/agents/random_agent.py",
            "ptcg/agents/greedy.py"]
# ``PTCG_COMPILE=all`` adds the rules' and effects' procedures, all but the modules whose
# locals the cabt adapter needs to ask its questions at all: the same games, faster, but the
# cabt adapter may name another copy of the same card as a question's context card.
PROCEDURES = ["ptcg/rules/*.py", "ptcg/effects/*.py", "ptcg/decisions.py"]
CABT_READS = ["ptcg/effects/choose.py", "ptcg/effects/cards.py", "ptcg/effects/energy_moves.py",
              "ptcg/rules/energy.py", "ptcg/rules/setup.py"]


def modules(level: str, src: Path) -> list:
    """The source files compiled at ``level`` ("1" or "all"), relative to ``src``'s parent."""
    patterns = COMPILED + (PROCEDURES if level == "all" else [])
    return sorted({str(p.relative_to(src.parent)) for pattern in patterns for p in src.glob(pattern)
                   if p.name != "__init__.py" and str(p.relative_to(src)) not in CABT_READS})


def _extensions() -> list:
    level = os.environ.get("PTCG_COMPILE", "")
    if level not in ("1", "all") or os.environ.get("PTCG_LISTING_REQUIREMENTS"):
        return []
    from Cython.Build import cythonize
    files = modules(level, Path(__file__).resolve().parent / "src")
    return cythonize(files, nthreads=os.cpu_count() or 1, quiet=True,
                     build_dir="build/cython", compiler_directives={"language_level": 3, "annotation_typing": False, "binding": True})


if __name__ == "__main__":             # setuptools runs this file as __main__; the tests import it
    from setuptools import setup
    setup(ext_modules=_extensions())
