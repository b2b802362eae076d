"""Shared fixtures.  Most tests build a position with :class:`ptcg.testing.Scenario`."""

import sys
from pathlib import Path

import pytest

SHARED = Path(__file__).resolve().parent.parent.parent / "shared"


@pytest.fixture
def shared_dir():
    if not SHARED.exists():
        pytest.skip("../shared is not present")
    return SHARED
