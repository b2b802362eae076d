"""Card behaviours: what each card text does, one module per expansion, grouped by era
(``sv/`` Scarlet & Violet, ``me/`` Mega Evolution: the official pool; ``base/``, ``ex/``,
``dp/``, ``hgss/``, ``bw/``, ``xy/``, ``sm/``, ``swsh/``: the older eras, see
:data:`ptcg.cards.legacy.ERAS`).  A text lives in the module of the set that first prints it;
reprints share its behaviour key (:mod:`ptcg.registry`).

These modules stand on top of the engine: they are written with the primitives of
:mod:`ptcg.effects` and the procedures of :mod:`ptcg.rules`, and register themselves in
:mod:`ptcg.registry` when imported.  Importing this package imports the current pool's
eras; the older eras' modules are imported the first time a card of an older set is
loaded (:func:`ptcg.cards.db.on_cards_added`), so that the pool's games never pay for them.
"""

import importlib
import pkgutil

from ..cards import db as _db

CURRENT_ERAS = ("sv", "me")
_ERAS = sorted(m.name for m in pkgutil.iter_modules(__path__) if m.ispkg)


def _import_era(era: str) -> None:
    pkg = importlib.import_module(f"{__name__}.{era}")
    for m in sorted(m.name for m in pkgutil.iter_modules(pkg.__path__)):
        if not m.startswith("_"):
            importlib.import_module(f"{__name__}.{era}.{m}")


for _era in _ERAS:
    if _era in CURRENT_ERAS:
        _import_era(_era)

_OLDER_IMPORTED = []


def import_older_eras(_cards=None) -> None:
    """Import the behaviours of the older eras (once); called when the first card of an
    older set is loaded."""
    if _OLDER_IMPORTED:
        return
    _OLDER_IMPORTED.append(True)
    for era in _ERAS:
        if era not in CURRENT_ERAS:
            _import_era(era)


if _db.loaded_sets():
    import_older_eras()
_db.on_cards_added(import_older_eras)
