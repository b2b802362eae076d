"""The official card wording, read at run time from the user's own installation of the
official simulator (``kaggle-environments``), never shipped with ptcg.

The simulator's native library holds its card database; it is loaded with ctypes straight
from the installed package (found with :func:`importlib.util.find_spec`, which does not
import the package or its many dependencies).  Without the package, or on a platform it
has no library for, :func:`official_card_texts` returns None and ptcg shows its own
descriptions only.  The library is loaded once per process.
"""

from __future__ import annotations

import ctypes
import functools
import importlib.util
import json
import platform
from pathlib import Path

from .errors import PTCGError

PACKAGE = "kaggle_environments"
LIBRARY_DIR = ("envs", "cabt", "cg")


class OfficialDataError(PTCGError):
    """The official simulator is installed but its card data could not be read."""


def _library_name() -> str:
    system = platform.system()
    if system == "Windows":
        return "cg.dll"
    if system == "Darwin":
        return "libcg.dylib"
    return "libcg-arm64.so" if platform.machine().lower() in ("arm64", "aarch64") else "libcg.so"


def library_path() -> Path | None:
    """Where the installed simulator's library is (None when the package is not installed)."""
    try:
        spec = importlib.util.find_spec(PACKAGE)
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.submodule_search_locations:
        return None
    for root in spec.submodule_search_locations:
        candidate = Path(root).joinpath(*LIBRARY_DIR, _library_name())
        if candidate.is_file():
            return candidate
    raise OfficialDataError(f"{PACKAGE} is installed but has no {'/'.join(LIBRARY_DIR)}/{_library_name()}")


def _load_json(lib, name: str):
    fn = getattr(lib, name)
    fn.argtypes = []
    fn.restype = ctypes.c_char_p
    raw = fn()
    if not raw:
        raise OfficialDataError(f"the official library returned no data from {name}")
    return json.loads(raw.decode("utf-8"))


@functools.lru_cache(maxsize=1)
def official_card_texts() -> dict[int, dict] | None:
    """The official wording of every card, by card ID, or None when ``kaggle-environments``
    is not installed::

        {card_id: {"name": str,
                   "text": str,                       # a Trainer's or Special Energy's text ("" otherwise)
                   "abilities": [{"name", "text"}],   # a Pokémon's Abilities, printed order
                   "attacks": [{"id", "name", "text", "damage", "cost"}]}}

    ``cost`` lists type numbers as in :mod:`ptcg.types`.  Card texts are keyed as in the
    card facts: a fossil Item's card text is its last "skill", its Abilities come first.
    Raises :class:`OfficialDataError` when the package is installed but unreadable."""
    path = library_path()
    if path is None:
        return None
    try:
        lib = ctypes.CDLL(str(path))
        lib.GameInitialize.argtypes = []
        lib.GameInitialize.restype = None
        lib.GameInitialize()
        cards = _load_json(lib, "AllCard")
        attacks = {a["attackId"]: a for a in _load_json(lib, "AllAttack")}
    except (OSError, AttributeError, ValueError, KeyError, TypeError) as e:
        raise OfficialDataError(f"cannot read the official card data from {path}: {e}") from None
    out = {}
    for c in cards:
        skills = [{"name": s.get("name", ""), "text": s.get("text", "")} for s in c.get("skills") or ()]
        is_pokemon = c.get("cardType") == 0
        fossil_text = not is_pokemon and len(skills) > 1
        out[c["cardId"]] = {
            "name": c.get("name", ""),
            "text": "" if is_pokemon else (skills[-1]["text"] if skills else ""),
            "abilities": skills if is_pokemon else (skills[:-1] if fossil_text else []),
            "attacks": [{"id": aid, "name": attacks[aid].get("name", ""), "text": attacks[aid].get("text", ""),
                         "damage": attacks[aid].get("damage", 0), "cost": list(attacks[aid].get("energies", ()))}
                        for aid in c.get("attacks") or () if aid in attacks],
        }
    return out


def is_available() -> bool:
    """Whether ``kaggle-environments`` is installed (its data is not read)."""
    try:
        return library_path() is not None
    except OfficialDataError:
        return False


__all__ = ["official_card_texts", "library_path", "is_available", "OfficialDataError"]
