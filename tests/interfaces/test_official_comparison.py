"""Comparisons with the official simulator, a peer (``../shared/tools/official_engine.py``).

Skipped unless an interpreter that can find ``kaggle_environments`` is available: the one
named by ``PTCG_OFFICIAL_PYTHON``, else this one.  Install it with
``pip install --no-deps kaggle-environments==1.33.2`` (see ``../shared/tools/README.md``).
"""

import json
import os
import subprocess
import sys

import pytest

from ptcg.cards.db import CARDS
from ptcg.deck import validate

W = 3
SNOVER = 722
DUNSPARCE_A, DUNSPARCE_B = sorted(c.id for c in CARDS.values() if c.name == "Dunsparce")[:2]
ACE_SPECS = sorted(c.id for c in CARDS.values() if c.ace_spec)[:2]


@pytest.fixture
def official(shared_dir):
    tool = shared_dir / "tools" / "official_engine.py"
    if not tool.exists():
        pytest.skip("no ../shared/tools/official_engine.py")
    python = os.environ.get("PTCG_OFFICIAL_PYTHON", sys.executable)

    def run(*args):
        return subprocess.run([python, str(tool), *args], capture_output=True, text=True, timeout=600)

    probe = run("cards")
    if probe.returncode != 0:
        pytest.skip(f"the official engine is not installed for {python} (set PTCG_OFFICIAL_PYTHON)")
    return run


def _decks(shared_dir) -> dict:
    """name -> 60 card IDs: every reference deck, and decks that break one rule each."""
    decks = {f"{p.parent.name}/{p.stem}": [int(x) for x in p.read_text().split() if x.strip().isdigit()]
             for p in sorted((shared_dir / "decks").glob("*/*.csv"))}
    base = [SNOVER] * 4
    decks.update({
        "48 Basic Energy of one type": base + [W] * 48 + [1] * 8,
        "5 copies of a Pokémon": [SNOVER] * 5 + [W] * 55,
        "4 + 4 Dunsparce of two printings": base + [DUNSPARCE_A] * 4 + [DUNSPARCE_B] * 4 + [W] * 48,
        "3 + 1 Dunsparce of two printings": base + [DUNSPARCE_A] * 3 + [DUNSPARCE_B] + [W] * 52,
        "no Basic Pokémon": [W] * 60,
        "two different ACE SPEC cards": base + ACE_SPECS + [W] * 54,
        "two copies of an ACE SPEC card": base + [ACE_SPECS[0]] * 2 + [W] * 54,
        "an unknown card ID": base + [99999] + [W] * 55,
    })
    return decks


def test_deck_validation_agrees_with_the_official_simulator(official, shared_dir, tmp_path):
    decks = _decks(shared_dir)
    files = []
    for i, (name, ids) in enumerate(decks.items()):
        assert len(ids) == 60, name
        path = tmp_path / f"deck{i}.csv"
        path.write_text("\n".join(map(str, ids)) + "\n")
        files.append((name, path))
    proc = official("validate", *(str(p) for _, p in files))
    verdicts = [json.loads(line) for line in proc.stdout.splitlines() if line.startswith("{")]
    assert len(verdicts) == len(files), proc.stdout + proc.stderr
    disagreements = []
    for (name, _), verdict in zip(files, verdicts):
        ours = validate(decks[name]) == []
        if ours != verdict["valid"]:
            disagreements.append(f"{name}: ours {'valid' if ours else validate(decks[name])}, official {verdict}")
    assert not disagreements, "\n".join(disagreements)
    assert sum(v["valid"] for v in verdicts) == 27 + 2         # the reference decks, 48 Energy, 3 + 1
