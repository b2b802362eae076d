"""dict / JSON -> dataclass conversion (``cg.utils``), as agents use it.

:func:`to_dataclass` keeps only the keys that are fields of the class, converts a dict to
the field's dataclass (looking inside ``X | None`` and ``list[X]``) and a list to a list of
it (``None`` elements stay ``None``); other values are kept as they are.  A missing
required field raises ``TypeError`` from the dataclass constructor.
"""

from __future__ import annotations

import dataclasses
import json
import typing

_FIELDS: dict = {}


def _inner(tp):
    """The dataclass named by a field's annotation (through Optional / unions / lists), or None."""
    if dataclasses.is_dataclass(tp) and isinstance(tp, type):
        return tp
    for arg in typing.get_args(tp):
        found = _inner(arg)
        if found is not None:
            return found
    return None


def _fields(cls) -> dict:
    f = _FIELDS.get(cls)
    if f is None:
        hints = typing.get_type_hints(cls)
        f = _FIELDS[cls] = {fl.name: _inner(hints.get(fl.name)) for fl in dataclasses.fields(cls)}
    return f


def to_dataclass(dic, cls):
    """``dic`` (a dict, or None) as an instance of the dataclass ``cls``."""
    if dic is None:
        return None
    fields = _fields(cls)
    kwargs = {}
    for key, value in dic.items():
        if key not in fields:
            continue
        inner = fields[key]
        if inner is not None and isinstance(value, dict):
            value = to_dataclass(value, inner)
        elif inner is not None and isinstance(value, list):
            value = [to_dataclass(v, inner) if isinstance(v, dict) else v for v in value]
        kwargs[key] = value
    return cls(**kwargs)


def json_to_dataclass(bs, cls):
    """JSON bytes (or str) -> ``cls``."""
    if isinstance(bs, (bytes, bytearray)):
        bs = bs.decode()
    return to_dataclass(json.loads(bs), cls)


__all__ = ["to_dataclass", "json_to_dataclass"]
