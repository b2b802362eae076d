#!/usr/bin/env python3
"""Which rule sections, statements and cases of RULES.md have a test named after them.

Reads ``../shared/rules/RULES.md`` and the test names under ``tests/`` (by parsing the
files, without running them) and prints what is missing.  A statement ``R3`` of section
``II-C-01`` is covered by a test whose name contains ``II_C_01_R3``; a case ``RC-042`` by
``RC_042``; a section by its ID alone.

Usage: ``python tools/rule_ids.py [--part I|II|III]``  (exit status 1 if anything is missing)
"""

from __future__ import annotations

import argparse
import ast
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RULES = ROOT.parent / "shared" / "rules" / "RULES.md"


def rule_ids(text: str) -> dict:
    """{"sections": [...], "statements": [...], "cases": [...]} in document order."""
    sections, statements, cases = [], [], []
    current = None
    for line in text.splitlines():
        m = re.match(r"^#{2,3} ((?:I|II|III)-[A-Z0-9-]+)\b", line)
        if m:
            current = m.group(1).rstrip("-")
            sections.append(current)
            continue
        if line.startswith("# Conformance case index"):
            current = None
        if current is None:
            continue
        m = re.match(r"^- \*\*(R\d+)\.", line)
        if m:
            statements.append(f"{current} {m.group(1)}")
        m = re.match(r"^- \*\*(RC-\d+)\*\*", line)
        if m:
            cases.append(m.group(1))
    return {"sections": sections, "statements": statements, "cases": cases}


def test_names(root: Path = ROOT / "tests") -> list:
    names = []
    for f in root.rglob("test_*.py"):
        tree = ast.parse(f.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name.startswith("test_"):
                names.append(node.name)
    return names


def _token(rule_id: str) -> str:
    return rule_id.replace("-", "_").replace(" ", "_")


def missing(ids: dict, names: list, part: str | None = None) -> dict:
    blob = "\n".join(names)
    out = {}
    for kind, lst in ids.items():
        miss = []
        for rid in lst:
            if part and not rid.startswith(part + "-") and kind != "cases":
                continue
            tok = _token(rid)
            # a section ID must not match a longer one (I_A_01 vs I_A_010 does not exist,
            # but I_A matches I_A_01): require a non-alphanumeric or "_R"/"_P" after it
            if not re.search(rf"(^|_){re.escape(tok)}(_|$)", blob, re.M):
                miss.append(rid)
        out[kind] = miss
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--part", choices=["I", "II", "III"])
    args = ap.parse_args(argv)
    ids = rule_ids(RULES.read_text(encoding="utf-8"))
    miss = missing(ids, test_names(), args.part)
    total = 0
    for kind, lst in miss.items():
        print(f"{kind}: {len(ids[kind]) - len(lst)} of {len(ids[kind])} covered")
        if lst:
            print("  missing: " + ", ".join(lst))
        total += len(lst)
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main())
