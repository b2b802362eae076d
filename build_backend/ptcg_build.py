"""The build backend: setuptools' own, plus Cython while ``PTCG_COMPILE=1`` (or ``all``)
asks for the compiled build (see ``setup.py``).  Without the variable nothing changes: the package is
pure Python and its build needs only setuptools."""

import os

from setuptools import build_meta as _setuptools
from setuptools.build_meta import *  # noqa: F401,F403 - every hook setuptools defines

CYTHON = "cython==3.3.1"


def _compiled() -> bool:
    return os.environ.get("PTCG_COMPILE", "") in ("1", "all")


def _requires(hook, config_settings) -> list:
    # setup.py runs to list the requirements before Cython is there: it must not compile yet
    os.environ["PTCG_LISTING_REQUIREMENTS"] = "1"
    try:
        found = hook(config_settings)
    finally:
        del os.environ["PTCG_LISTING_REQUIREMENTS"]
    return found + ([CYTHON] if _compiled() else [])


def get_requires_for_build_wheel(config_settings=None):
    return _requires(_setuptools.get_requires_for_build_wheel, config_settings)


def get_requires_for_build_editable(config_settings=None):
    return _requires(_setuptools.get_requires_for_build_editable, config_settings)
