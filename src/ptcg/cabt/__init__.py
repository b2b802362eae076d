"""The official simulator's agent protocol ("cabt", Kaggle's Pokémon TCG AI Battle Challenge) on ptcg.

* :class:`CabtGame` (:mod:`.adapter`): a ptcg game seen and played as cabt's agents see and
  play it: the observation dict (``select``, ``current``, ``logs``) and answers as lists of
  option indices.
* :mod:`.search`: the forward model behind ``cg.api.search_begin`` / ``search_step`` ...
* :mod:`.runner`, :mod:`.host`: matches with Kaggle's rules, each agent in its own process.
* :mod:`.player`, :mod:`.export`: a ptcg agent playing through cabt's observation, and
  the submission folder that carries it to the official environment.
* The ``cg`` package agents import (``src/cg``) is built on these.
"""

from .adapter import CABT_RULES, AnswerError, CabtDeckError, CabtGame, check_deck

__all__ = ["CabtGame", "AnswerError", "CabtDeckError", "CABT_RULES", "check_deck"]
