"""``cg``: the package agents written for the official simulator import, backed by ptcg.

Agents of the Pokémon TCG AI Battle Challenge ("cabt") import ``cg.api`` (the enums, the
dataclasses, ``to_observation_class``, ``all_card_data`` / ``all_attack`` and the search
functions), ``cg.sim`` (``lib``, the native library's exports), ``cg.utils`` and
``cg.game``.  This package offers the same names with ptcg underneath: ``lib`` is a plain
Python object whose exports behave like the library's for the calls agents make (ctypes
arrays, ``argtypes`` / ``restype`` assignments, JSON bytes back), the forward model is
:mod:`ptcg.cabt.search` and the battle driver :class:`ptcg.cabt.adapter.CabtGame`.

It is installed with ptcg (``pip install ptcg``); it is not the unrelated ``cg`` project on
PyPI, and it loads no part of the official simulator.  ``ptcg cabt match`` makes agents
import this package even when they carry a ``cg/`` of their own (see
:mod:`ptcg.cabt.host`).
"""
