"""Shared fixtures.  Most tests build a position with :class:`ptcg.testing.Scenario`."""

from contextlib import ExitStack
from pathlib import Path

import os

import pytest
from hypothesis import settings

from ptcg.testing import stand_in_card

# Property tests draw the same examples on every run (a red CI run must mean a defect, not an
# unlucky draw); PTCG_HYPOTHESIS=explore draws new ones each run, to hunt for defects.
settings.register_profile("fixed", derandomize=True, print_blob=True)
settings.register_profile("explore", print_blob=True)
settings.load_profile(os.environ.get("PTCG_HYPOTHESIS", "fixed"))

SHARED = Path(__file__).resolve().parent.parent.parent / "shared"


@pytest.fixture
def shared_dir():
    if not SHARED.exists():
        pytest.skip("../shared is not present")
    return SHARED


@pytest.fixture
def stand_in():
    """``stand_in(name, **facts)`` adds a card outside our pool for this test and returns its
    new card ID (see :func:`ptcg.testing.stand_in_card`); the cards go when the test ends."""
    with ExitStack() as cards:
        yield lambda name, **facts: cards.enter_context(stand_in_card(name, **facts))
