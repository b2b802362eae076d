"""The PettingZoo AEC environment with the v2 observation (:mod:`ptcg.env.encoding_v2`).

Everything but the observation is ``ptcg_v1``'s: agents, actions, rewards, seeding,
truncation, illegal actions.  The observation vector starts with the v1 vector and adds
this turn's public facts (Energy attached, Supporter and Stadium played, retreat, attack;
who went first) and the revealed cards still in the opponent's hand.

>>> from ptcg.env import ptcg_v2
>>> env = ptcg_v2.env(deck_a="mega_abomasnow", deck_b="fire_cinderace", seed=7)
>>> env.reset()
>>> env.observation_space("player_0")["observation"].shape
(21896,)
"""

from __future__ import annotations

from pettingzoo.utils import wrappers

from . import encoding_v2
from . import ptcg_v1
from .ptcg_v1 import AGENTS, DEFAULT_DECKS, DEFAULT_MAX_STEPS  # noqa: F401


def env(**kwargs):
    """The environment with PettingZoo's order-enforcing wrapper (use this one)."""
    return wrappers.OrderEnforcingWrapper(raw_env(**kwargs))


class raw_env(ptcg_v1.raw_env):
    """``ptcg_v1.raw_env`` with the v2 observation; the same arguments."""

    metadata = dict(ptcg_v1.raw_env.metadata, name="ptcg_v2")
    encoding = encoding_v2


__all__ = ["env", "raw_env", "AGENTS", "DEFAULT_DECKS", "DEFAULT_MAX_STEPS"]
