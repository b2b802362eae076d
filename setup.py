"""Optional compiled build.  ``PTCG_COMPILE=1 pip install .`` compiles the engine's hot
modules with Cython (the same sources, unchanged; the build backend in
``build_backend/`` fetches Cython for it).  Without the variable the package is pure
Python: nothing is compiled and Cython is not needed.  Everything else about the
package is in ``pyproject.toml``."""

import os
from pathlib import Path

from setuptools import setup

# the modules a game spends its time in (see benchmarks/README.md); card code stays Python
COMPILED = ["ptcg/rules/*.py", "ptcg/effects/*.py", "ptcg/state.py", "ptcg/game.py", "ptcg/decisions.py",
            "ptcg/events.py", "ptcg/registry.py", "ptcg/rng.py", "ptcg/records.py", "ptcg/view.py",
            "ptcg/agents/random_agent.py", "ptcg/agents/greedy.py"]


def _extensions() -> list:
    if os.environ.get("PTCG_COMPILE", "") != "1" or os.environ.get("PTCG_LISTING_REQUIREMENTS"):
        return []
    from Cython.Build import cythonize
    src = Path(__file__).resolve().parent / "src"
    files = sorted(str(p.relative_to(src.parent)) for pattern in COMPILED for p in src.glob(pattern)
                   if p.name != "__init__.py")
    return cythonize(files, nthreads=os.cpu_count() or 1, quiet=True,
                     build_dir="build/cython", compiler_directives={"language_level": 3, "annotation_typing": False, "binding": True})


setup(ext_modules=_extensions())
