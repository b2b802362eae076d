"""``ptcg tournament``: the command line of :func:`ptcg.tournament.run_tournament`."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Optional

import typer

from ..formats import FORMAT_HELP
from ..simulate import DEFAULT_MAX_TURNS, GAME_TIMEOUT
from .core import PAIRINGS


def register(app: typer.Typer) -> None:
    """Add the ``tournament`` command to the ``ptcg`` application."""
    app.command()(tournament)


def tournament(
    decks: list[str] = typer.Argument(..., help="Decks: built-in names (ptcg deck list) or deck files."),
    agents: str = typer.Option("random,greedy", "--agents",
                               help="Agents, comma-separated: random, greedy, mcts[:Nit|:Ns|:Nms], "
                                    "module:Class or file.py:name."),
    games: int = typer.Option(2, "-n", "--games", min=1,
                              help="Games per pairing (rounded up to even: each seed twice, seats swapped)."),
    seed: int = typer.Option(0, "--seed", help="Seed of the whole tournament."),
    db: Optional[Path] = typer.Option(None, "--db", help="SQLite file for the games; run again to continue or "
                                                         "extend it (without it nothing is kept)."),
    pairings: str = typer.Option("all", "--pairings",
                                 help="all (every two entrants), same-agent (deck vs deck) or same-deck (agent vs agent)."),
    workers: int = typer.Option(1, "--workers", min=1, help="Processes (with --backend ray: the CPUs of a local Ray)."),
    backend: str = typer.Option("local", "--backend", help="local (processes) or ray."),
    address: Optional[str] = typer.Option(None, "--address", help="Ray cluster address (default: start a local Ray)."),
    max_turns: int = typer.Option(DEFAULT_MAX_TURNS, "--max-turns", help="Cut a game after this turn (a draw)."),
    game_timeout: float = typer.Option(GAME_TIMEOUT, "--game-timeout",
                                       help="Stop a game after this many seconds and count it as an error (0: no limit)."),
    retries: int = typer.Option(2, "--retries", min=0,
                                help="Play a game again this many times when its worker process dies."),
    html: Optional[Path] = typer.Option(None, "--html", help="Write the report as a self-contained HTML page."),
    as_json: bool = typer.Option(False, "--json", help="Print the report as one JSON object (last line)."),
    allow_unimplemented: bool = typer.Option(False, "--allow-unimplemented",
                                             help="Play cards that are not implemented yet (damage only)."),
    format_name: Optional[str] = typer.Option(None, "--format", help=FORMAT_HELP),
):
    """Play every pairing of (deck, agent) entrants; print standings, ratings and win-rate matrices.

    An entrant is one deck played by one agent.  Each game is stored in --db as it finishes: the same command run again continues an interrupted tournament, and gives the same report whatever --workers or --backend.
    """  # noqa: E501 - the help text is wrapped by the terminal, not here
    from rich.console import Console
    from rich.markup import escape
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

    from ..errors import PTCGError
    from ..workers import WorkerError
    from .core import run_tournament
    from .report import render_html, render_tables
    specs = [x.strip() for x in agents.split(",") if x.strip()]
    if not specs:
        _fail("--agents needs at least one agent")
    if backend not in ("local", "ray"):
        _fail("--backend must be local or ray")
    if pairings not in PAIRINGS:
        _fail(f"--pairings must be one of {', '.join(PAIRINGS)}")
    if html is not None and html.parent and not html.parent.is_dir():
        _fail(f"--html: no directory {html.parent}")
    console = Console(stderr=True)
    with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                  TimeRemainingColumn(), console=console, transient=as_json,
                  disable=not console.is_terminal) as progress:
        task = progress.add_task("tournament", total=None)

        def started(total, stored):
            progress.update(task, total=total, completed=stored,
                            description=f"tournament ({stored} games already in {escape(str(db))})" if stored
                            else "tournament")

        try:
            report = run_tournament(decks, specs, games, seed=seed, db=db, pairings=pairings, workers=workers,
                                    backend=backend, address=address, max_turns=max_turns,
                                    allow_unimplemented=allow_unimplemented,
                                    game_timeout=game_timeout or None, retries=retries,
                                    on_start=started, on_game=lambda: progress.advance(task),
                                    format=format_name)
        except (PTCGError, WorkerError) as e:
            _fail(str(e))
    if html is not None:
        try:
            html.write_text(render_html(report), encoding="utf-8")
        except OSError as e:
            _fail(f"cannot write {html}: {e.strerror or e}")
    if as_json:
        typer.echo(json.dumps(report))
        return
    terminal = Console()
    out = terminal if terminal.is_terminal else Console(width=160)
    for part in render_tables(report):
        out.print(part)
    if html is not None:
        out.print(f"HTML report written to {html}")


def _fail(msg: str):
    typer.echo(f"error: {msg}", err=True)
    raise typer.Exit(2)
