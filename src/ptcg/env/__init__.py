"""Reinforcement-learning adapters over the engine (STYLE 10): they own the integer
action encoding, the action mask and the observation vector; the engine knows nothing
of them.

* :mod:`ptcg.env.ptcg_v1` — a PettingZoo AEC environment (``ptcg_v1.env(...)``);
* :class:`ptcg.env.SingleAgentEnv` — a Gymnasium environment: one seat against a
  built-in agent;
* :mod:`ptcg.env.encoding_v1` — the observation layout and action encoding both share;
* :mod:`ptcg.env.ptcg_v2` / :mod:`ptcg.env.encoding_v2` — the same with a longer
  observation (this turn's public facts, revealed cards of the opponent's hand);
  ``SingleAgentEnv(observation_version=2)`` uses it too;
* :mod:`ptcg.env.ptcg_v3` / :mod:`ptcg.env.encoding_v3` — observations made for learning
  (entities, options that name them, masks: a dict of arrays), decks drawn per episode
  from a pool; ``ptcg_v3.env(...)`` (PettingZoo) and ``ptcg_v3.SingleAgentEnv`` (Gymnasium);
* :func:`ptcg.env.vector_env` — many v3 games in one process, batched (a Gymnasium
  ``VectorEnv``), against opponents drawn from an :class:`OpponentPool` (self-play
  against frozen past policies).

Needs the ``rl`` extra (``pip install "ptcg[rl]"``: numpy, gymnasium, pettingzoo).
Nothing here is imported by ``import ptcg``; the names below load on first use.
"""

from __future__ import annotations

import importlib

_LAZY = {
    "SingleAgentEnv": ("ptcg.env.single_agent", "SingleAgentEnv"),
    "ptcg_v1": ("ptcg.env.ptcg_v1", None),
    "ptcg_v2": ("ptcg.env.ptcg_v2", None),
    "encoding_v1": ("ptcg.env.encoding_v1", None),
    "encoding_v2": ("ptcg.env.encoding_v2", None),
    "decode_observation": ("ptcg.env.encoding_v1", "decode_observation"),
    "LAYOUT": ("ptcg.env.encoding_v1", "LAYOUT"),
    "N_ACTIONS": ("ptcg.env.encoding_v1", "N_ACTIONS"),
    "ptcg_v3": ("ptcg.env.ptcg_v3", None),
    "encoding_v3": ("ptcg.env.encoding_v3", None),
    "vector_env": ("ptcg.env.vector", "vector_env"),
    "PTCGVectorEnv": ("ptcg.env.vector", "PTCGVectorEnv"),
    "OpponentPool": ("ptcg.env._match", "OpponentPool"),
    "OpponentError": ("ptcg.env._match", "OpponentError"),
    "DeckPool": ("ptcg.env._match", "DeckPool"),
    "OBSERVATION_SIZE": ("ptcg.env.encoding_v1", "OBSERVATION_SIZE"),
}


def __getattr__(name: str):
    try:
        module, attr = _LAZY[name]
    except KeyError:
        raise AttributeError(f"module 'ptcg.env' has no attribute {name!r}") from None
    mod = importlib.import_module(module)
    value = mod if attr is None else getattr(mod, attr)
    globals()[name] = value
    return value


def __dir__():
    return sorted(list(globals()) + list(_LAZY))


__all__ = list(_LAZY)
