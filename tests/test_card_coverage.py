"""Every implemented card text acts in at least one scenario or case test.

Runs ``tools/card_test_coverage.py`` (the card, case and rule tests again, with the
behaviour registry wrapped) in a subprocess, so a card added without a test that makes
its text happen fails the suite."""

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_every_implemented_card_text_acts_in_some_scenario_test():
    proc = subprocess.run([sys.executable, str(ROOT / "tools" / "card_test_coverage.py"), "--json"],
                          cwd=ROOT, capture_output=True, text=True, timeout=1800)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    report = json.loads(proc.stdout.strip().splitlines()[-1])
    assert report["keys"] > 1000
    assert report["not_exercised"] == [], "card texts no test makes act: " + ", ".join(
        f"{row['key']} ({'/'.join(row['names'])})" for row in report["not_exercised"])
