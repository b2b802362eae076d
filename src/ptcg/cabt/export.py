"""``ptcg cabt export``: a submission folder for the official environment, playing a ptcg agent.

The folder holds ``main.py`` (its last callable is the agent: a
:class:`~ptcg.cabt.player.CabtPlayer` around the ptcg agent named by the spec),
``deck.csv`` and a copy of the ``ptcg`` package, since the official environment installs
nothing: ``main.py`` puts its own folder (``/kaggle_simulations/agent`` there, the working
directory elsewhere) first on ``sys.path``.  No part of the official simulator and no
card text is written.
"""

from __future__ import annotations

import shutil
from pathlib import Path

MAIN = '''"""A ptcg agent ({spec}) playing through the official simulator's observation.

Written by `ptcg cabt export`; the ptcg package next to this file is a copy of ptcg {version}.
"""
import os
import sys

_HERE = "/kaggle_simulations/agent" if os.path.isdir("/kaggle_simulations/agent/ptcg") else os.getcwd()
if _HERE not in sys.path:
    sys.path.insert(0, _HERE)

from ptcg.cabt.player import CabtPlayer  # noqa: E402

_PLAYER = CabtPlayer({spec!r}, deck_file=os.path.join(_HERE, "deck.csv"), seed={seed})


def agent(obs, config=None):
    return _PLAYER(obs)
'''


def write_submission(spec: str, deck: list, out, *, seed: int = 0) -> Path:
    """Write the submission folder ``out`` (created; an existing ``ptcg`` copy in it is
    replaced) and return its path."""
    import ptcg
    from ..agents.specs import make_agent
    make_agent(spec)                                   # a bad spec fails here, not on the server
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    src = Path(ptcg.__file__).resolve().parent
    dst = out / "ptcg"
    if dst.exists():
        shutil.rmtree(dst)
    shutil.copytree(src, dst, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    version = getattr(ptcg, "__version__", "")
    (out / "main.py").write_text(MAIN.format(spec=spec, version=version, seed=seed), encoding="utf-8")
    (out / "deck.csv").write_text("\n".join(str(int(c)) for c in deck) + "\n", encoding="utf-8")
    return out


__all__ = ["write_submission"]
