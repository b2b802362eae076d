"""The ``ptcg`` command: battle, replay, decks, cards (and simulate, see ``simulate.py``)."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Optional

import typer

app = typer.Typer(add_completion=False, no_args_is_help=True,
                  help="The open Pokémon TCG engine: play, replay, check decks, simulate.")
deck_app = typer.Typer(no_args_is_help=True, help="Deck tools.")
cards_app = typer.Typer(no_args_is_help=True, help="Card database tools.")
app.add_typer(deck_app, name="deck")
app.add_typer(cards_app, name="cards")


def _cabt_app():
    from .cabt.cli import app as cabt_app
    return cabt_app


app.add_typer(_cabt_app(), name="cabt")

DEFAULT_DECK_A = "mega_abomasnow"
DEFAULT_DECK_B = "fire_cinderace"


def _fail(msg: str, code: int = 2):
    typer.echo(f"error: {msg}", err=True)
    raise typer.Exit(code)


@app.command()
def battle(
    deck_a: str = typer.Option(DEFAULT_DECK_A, "--deck-a", help="Player 1's deck: a file or a built-in deck name."),
    deck_b: str = typer.Option(DEFAULT_DECK_B, "--deck-b", help="Player 2's deck: a file or a built-in deck name."),
    seed: int = typer.Option(1, "--seed", help="Seed of every shuffle and coin flip."),
    agent_a: str = typer.Option("random", "--agent-a",
                                help="random, greedy or mcts[:Nit|:Ns|:Nms] (budget per decision)."),
    agent_b: str = typer.Option("random", "--agent-b",
                                help="random, greedy or mcts[:Nit|:Ns|:Nms] (budget per decision)."),
    record: Optional[Path] = typer.Option(None, "--record", help="Write the game record (JSON) here."),
    quiet: bool = typer.Option(False, "--quiet", help="Print only the result line."),
    allow_unimplemented: bool = typer.Option(False, "--allow-unimplemented",
                                             help="Play cards that are not implemented yet (damage only)."),
):
    """Play one whole game and print its turn-numbered log."""
    from .agents import make_agent, play_game
    from .errors import PTCGError
    from .game import Game
    try:
        game = Game(deck_a, deck_b, seed=seed, allow_unimplemented=allow_unimplemented)
        agents = [make_agent(agent_a, seed=seed * 2 + 1), make_agent(agent_b, seed=seed * 2 + 2)]
    except (PTCGError, ValueError) as e:
        _fail(str(e))
    play_game(game, agents)
    if not quiet:
        for line in game.log:
            typer.echo(line)
    else:
        typer.echo(f"Result: {game.result.describe()}")
    if record is not None:
        record.write_text(json.dumps(game.record(), indent=1) + "\n", encoding="utf-8")
        typer.echo(f"Record written to {record}")


@app.command()
def replay(file: Path = typer.Argument(..., help="A game record written by `ptcg battle --record`.")):
    """Replay a game record and print the same log."""
    from .errors import RecordError
    from .game import Game
    try:
        data = json.loads(file.read_text(encoding="utf-8"))
    except OSError as e:
        _fail(f"cannot read {file}: {e.strerror or e}")
    except json.JSONDecodeError as e:
        _fail(f"{file} is not valid JSON: {e}")
    try:
        game = Game.from_record(data)
    except RecordError as e:
        _fail(f"{file}: {e}")
    for line in game.log:
        typer.echo(line)


@deck_app.command("validate")
def deck_validate(files: list[Path] = typer.Argument(..., help="Deck files (card IDs or a text list)."),
                  half: bool = typer.Option(False, "--half", help="Check as a 30-card deck (2 copies, 3 Prizes).")):
    """Print every problem of each deck; exit 1 if any deck is invalid."""
    from .deck import Deck
    from .errors import DeckFormatError
    from .ruleset import HALF_DECK, STANDARD
    rules = HALF_DECK if half else STANDARD
    bad = False
    for f in files:
        try:
            deck = Deck.load(f)
        except DeckFormatError as e:
            typer.echo(f"{f}: INVALID\n  - {e}")
            bad = True
            continue
        probs = deck.problems(rules)
        if probs:
            bad = True
            typer.echo(f"{f}: INVALID")
            for p in probs:
                typer.echo(f"  - {p}")
        else:
            typer.echo(f"{f}: ok ({len(deck)} cards)")
    raise typer.Exit(1 if bad else 0)


@deck_app.command("list")
def deck_list():
    """List the built-in decks."""
    from .deck import builtin_decks
    for name in builtin_decks():
        typer.echo(name)


@cards_app.command("coverage")
def cards_coverage(as_json: bool = typer.Option(False, "--json", help="Print one JSON object.")):
    """How many of the official card IDs are implemented, per expansion."""
    from .sets.coverage import coverage
    cov = coverage()
    if as_json:
        typer.echo(json.dumps(cov))
        return
    from rich.console import Console
    from rich.table import Table
    t = Table(title=f"Implemented {cov['implemented']} / {cov['total']} card IDs")
    t.add_column("expansion")
    t.add_column("implemented", justify="right")
    t.add_column("total", justify="right")
    for s, row in sorted(cov["by_set"].items()):
        t.add_row(s or "(none)", str(row["implemented"]), str(row["total"]))
    Console().print(t)
    if cov["unimplemented"]:
        typer.echo("Unimplemented IDs: " + " ".join(str(i) for i in cov["unimplemented"]))


@cards_app.command("show")
def cards_show(card_id: int):
    """Print the facts of one card."""
    from .cards.db import card
    from .errors import UnknownCardError
    from .types import cost_text
    try:
        c = card(card_id)
    except UnknownCardError as e:
        _fail(str(e))
    typer.echo(f"{c.id} {c.describe()} [{c.set} {c.number}]")
    for a in c.attacks:
        typer.echo(f"  {a.name} {cost_text(a.cost)} {a.damage or ''}{a.mod}")
    for ab in c.abilities:
        typer.echo(f"  Ability: {ab.name}")


@app.command()
def web(host: str = typer.Option("127.0.0.1", "--host", help="Address to listen on."),
        port: int = typer.Option(8000, "--port", help="Port to listen on.")):
    """Serve the web UI and its HTTP API (needs FastAPI and uvicorn: the "web" extra)."""
    try:
        from .web.app import serve
    except ImportError as e:
        _fail(f'the web UI needs FastAPI and uvicorn: pip install "ptcg[web]" ({e})')
    typer.echo(f"ptcg web: open http://{host}:{port}/ (API schema: /openapi.json)")
    serve(host, port)


def main():  # pragma: no cover - entry point
    try:
        from .simulate import register
        register(app)
    except ImportError:
        pass
    app()


if __name__ == "__main__":  # pragma: no cover
    main()
