"""Every section, statement and case of RULES.md has a test named after it.

Runs the logic of ``tools/rule_ids.py`` (imported from the ``tools/`` directory) over the
test names under ``tests/``.  The rule documents live outside the repository
(``../shared/rules/RULES.md``); without them the coverage checks are skipped.
"""

import importlib.util
import re
from pathlib import Path

import pytest

TOOL = Path(__file__).resolve().parents[1] / "tools" / "rule_ids.py"


def _load_tool():
    spec = importlib.util.spec_from_file_location("rule_ids", TOOL)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


rule_ids = _load_tool()


def _rules_text() -> str:
    if not rule_ids.RULES.exists():
        pytest.skip(f"{rule_ids.RULES} is not available")
    return rule_ids.RULES.read_text(encoding="utf-8")


def _report(missing: dict) -> str:
    return "; ".join(f"{kind} without a test: {', '.join(ids)}" for kind, ids in missing.items() if ids)


def test_every_section_statement_and_case_of_rules_md_has_a_test():
    ids = rule_ids.rule_ids(_rules_text())
    assert ids["sections"] and ids["statements"] and ids["cases"]
    missing = rule_ids.missing(ids, rule_ids.test_names())
    assert not any(missing.values()), _report(missing)


def test_statements_with_a_title_have_a_test_too():
    """The tool reads statements written ``- **R3.** ...``; some sections write
    ``- **R3. Title** ...`` instead, which its pattern skips.  They are checked here with the
    tool's own matching of test names."""
    titled, current = [], None
    for line in _rules_text().splitlines():
        m = re.match(r"^#{2,3} ((?:I|II|III)-[A-Z0-9-]+)\b", line)
        if m:
            current = m.group(1).rstrip("-")
            continue
        if line.startswith("# Conformance case index"):
            current = None
        m = re.match(r"^- \*\*(R\d+)\.\s", line)
        if current is not None and m:
            titled.append(f"{current} {m.group(1)}")
    assert titled
    missing = rule_ids.missing({"statements": titled}, rule_ids.test_names())
    assert not missing["statements"], _report(missing)


def test_the_tool_matches_whole_ids_only():
    """A test named after ``I-A-01`` does not cover ``I-A-010`` (but does cover its part
    ``I-A``), and one named after ``R1`` does not cover ``R10``."""
    text = "\n".join([
        "## I-A Attacks", "### I-A-01 One", "- **R1.** a", "- **R10.** b",
        "### I-A-010 Ten", "- **RC-007** — a case",
        "# Conformance case index", "- **RC-999** — not a case of a section",
    ])
    ids = rule_ids.rule_ids(text)
    assert ids == {"sections": ["I-A", "I-A-01", "I-A-010"],
                   "statements": ["I-A-01 R1", "I-A-01 R10"],
                   "cases": ["RC-007"]}
    names = ["test_I_A_01_R1_something", "test_RC_007_case"]
    assert rule_ids.missing(ids, names) == {"sections": ["I-A-010"],
                                            "statements": ["I-A-01 R10"], "cases": []}
