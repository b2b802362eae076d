"""``ptcg.official``: the official wording, read at run time from an installed
``kaggle-environments`` (never shipped).

The reading itself is tested only where the package is installed: in the interpreter named
by ``PTCG_OFFICIAL_PYTHON``, else this one (as ``test_official_comparison.py`` does).
"""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from ptcg.cards.db import CARDS
from ptcg.describe import normalize_name
from ptcg.official import is_available, official_card_texts

SRC = Path(__file__).resolve().parents[2] / "src"

PROBE = """
import json, sys
sys.path.insert(0, sys.argv[1])
from ptcg.official import official_card_texts
texts = official_card_texts()
print(json.dumps(None if texts is None else {str(k): v for k, v in texts.items()}))
"""


@pytest.fixture(scope="module")
def texts():
    python = os.environ.get("PTCG_OFFICIAL_PYTHON", sys.executable)
    r = subprocess.run([python, "-c", PROBE, str(SRC)], capture_output=True, text=True, timeout=300)
    if r.returncode != 0:
        pytest.skip(f"{python} cannot run ptcg.official: {r.stderr[-300:]}")
    data = json.loads(r.stdout)
    if data is None:
        pytest.skip(f"kaggle-environments is not installed for {python} (set PTCG_OFFICIAL_PYTHON)")
    return {int(k): v for k, v in data.items()}


def test_without_the_package_there_is_nothing_to_read():
    if is_available():
        pytest.skip("kaggle-environments is installed here")
    assert official_card_texts() is None


def test_the_official_texts_cover_the_pool_in_the_shape_of_our_facts(texts):
    assert set(texts) == set(CARDS)
    for cid, c in CARDS.items():
        o = texts[cid]
        assert [a["id"] for a in o["attacks"]] == [a.id for a in c.attacks], cid
        assert [normalize_name(a["name"]) for a in o["abilities"]] == \
            [normalize_name(a.name) for a in c.abilities], cid
        if c.kind in ("item", "tool", "supporter", "stadium", "special_energy"):
            assert o["text"], cid
    assert normalize_name(texts[1182]["name"]) == normalize_name("Boss's Orders") and texts[1182]["text"]
