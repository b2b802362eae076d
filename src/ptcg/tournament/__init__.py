"""Tournaments: a field of decks and agents, every pairing played with paired seeds, on
processes or Ray, resumable from a SQLite file; win-rate matrices, ratings and a report.

>>> report = run_tournament(["mega_abomasnow", "fire_cinderace"], ["random", "greedy"], 2, seed=1)
>>> report["settings"]["entrants"], report["settings"]["pairings_played"], report["totals"]["games"] + report["totals"]["errors"]
(4, 6, 12)

See :mod:`.core` (entrants, pairings, the run), :mod:`.store` (the file) and
:mod:`.report` (the statistics, the tables and the HTML page); ``ptcg tournament`` is
:mod:`.command`.
"""

from .core import PAIRINGS, Entrant, game_keys, make_field, make_pairings, run_tournament  # noqa: F401
from .report import build_report, render_html, render_tables, without_run  # noqa: F401
from .store import SCHEMA_VERSION, TournamentError, TournamentStore, read_record  # noqa: F401

__all__ = ["run_tournament", "make_field", "make_pairings", "game_keys", "Entrant", "PAIRINGS",
           "build_report", "render_html", "render_tables", "without_run",
           "TournamentStore", "TournamentError", "read_record", "SCHEMA_VERSION"]
