"""``ptcg cards coverage``: which official card IDs are implemented."""

from __future__ import annotations

from collections import defaultdict

from ..cards.db import CARDS
from ..registry import is_implemented


def coverage() -> dict:
    by_set: dict = defaultdict(lambda: {"implemented": 0, "total": 0})
    missing = []
    for cid, c in sorted(CARDS.items()):
        row = by_set[c.set]
        row["total"] += 1
        if is_implemented(cid):
            row["implemented"] += 1
        else:
            missing.append(cid)
    total = len(CARDS)
    return {"implemented": total - len(missing), "total": total, "unimplemented": missing,
            "by_set": dict(by_set)}
