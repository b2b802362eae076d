"""Card behaviours: what each card text does, one module per expansion, grouped by era
(``sv/`` Scarlet & Violet, ``me/`` Mega Evolution).  A text lives in the module of the
set that first prints it; reprints share its behaviour key (:mod:`ptcg.registry`).

These modules stand on top of the engine: they are written with the primitives of
:mod:`ptcg.effects` and the procedures of :mod:`ptcg.rules`, and register themselves in
:mod:`ptcg.registry` when imported.  Importing this package imports them all.
"""

import importlib
import pkgutil

for _era in sorted(m.name for m in pkgutil.iter_modules(__path__) if m.ispkg):
    _pkg = importlib.import_module(f"{__name__}.{_era}")
    for _m in sorted(m.name for m in pkgutil.iter_modules(_pkg.__path__)):
        if not _m.startswith("_"):
            importlib.import_module(f"{__name__}.{_era}.{_m}")
