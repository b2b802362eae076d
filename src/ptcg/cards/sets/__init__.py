"""Card implementations, one module per expansion (by the set code of the card that
first prints each text).  Importing this package registers them all."""

import importlib
import pkgutil

for _m in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
    if not _m.name.startswith("_"):
        importlib.import_module(f"{__name__}.{_m.name}")
