"""The ``ptcg`` command: battle, replay, decks, cards (simulate and tournament register themselves:
``simulate.py``, ``tournament/command.py``)."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Optional

import typer

from .formats import FORMAT_HELP

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
    format_name: Optional[str] = typer.Option(None, "--format", help=FORMAT_HELP),
):
    """Play one whole game and print its turn-numbered log."""
    from .agents import make_agent
    from .errors import PTCGError
    from .formats import format_for_decks
    from .game import Game
    if record is not None:
        _check_writable(record)             # before the game, not after it
    try:
        fmt, decks = format_for_decks(format_name, deck_a, deck_b)
        game = Game(decks[0], decks[1], seed=seed, rules=fmt.rules, allow_unimplemented=allow_unimplemented)
        # the user's own command line: their own agent code may be loaded (module:Class, file.py:name)
        agents = [make_agent(spec, seed=seed * 2 + 1 + p, allow_code=True)
                  for p, spec in enumerate((agent_a, agent_b))]
    except (PTCGError, ValueError) as e:
        _fail(str(e))
    except Exception as e:  # noqa: BLE001 - the user's own agent code failed to make an agent
        _fail(f"an agent could not be made: {type(e).__name__}: {e}")
    failure = _play(game, agents, (agent_a, agent_b))
    if not quiet:
        for line in game.log:
            typer.echo(line)
    elif failure is None:
        typer.echo(f"Result: {game.result.describe()}")
    if record is not None:
        try:
            record.write_text(json.dumps(game.record(), indent=1) + "\n", encoding="utf-8")
        except OSError as e:
            _fail(f"cannot write the record to {record}: {e.strerror or e}")
        typer.echo(f"Record written to {record}" + (" (the game so far)" if failure else ""))
    if failure:
        _fail(failure)


MAX_BATTLE_DECISIONS = 100_000     # as ptcg.agents.play_game: the rules have no turn limit


def _play(game, agents, specs) -> str | None:
    """Play the game to its end; None, or what stopped it: an agent that raised or answered
    something that is not one of the options (the game is left as it was before that)."""
    from .errors import PTCGError
    decisions = 0
    while not game.is_over():
        decisions += 1
        if decisions > MAX_BATTLE_DECISIONS:
            return f"the game did not end within {MAX_BATTLE_DECISIONS} decisions (a stalled position)"
        player = game.decision.player
        who = f"player {player + 1}'s agent ({specs[player]})"
        try:
            option = agents[player].act(game)
        except Exception as e:  # noqa: BLE001 - the user's agent code; the game is unchanged
            return f"{who} failed on turn {game.turn}: {type(e).__name__}: {e}"
        try:
            game.apply(option)
        except PTCGError as e:
            return f"{who} chose an option that is not one of the options on turn {game.turn}: {e}"
    return None


def _check_writable(path: Path) -> None:
    """Fail now (exit 2) if a record can't be written to ``path``: opening it to append
    proves it (an existing file is left as it is, a new one is removed again)."""
    if path.is_dir():
        _fail(f"cannot write the record to {path}: it is a directory")
    existed = path.exists()
    try:
        with open(path, "a", encoding="utf-8"):
            pass
    except (OSError, ValueError) as e:
        _fail(f"cannot write the record to {path}: {getattr(e, 'strerror', None) or e}")
    if not existed:
        path.unlink(missing_ok=True)


@app.command()
def replay(file: Path = typer.Argument(..., help="A game record written by `ptcg battle --record`.")):
    """Replay a game record and print the same log."""
    from . import limits, records
    from .errors import RecordError
    from .game import Game
    try:
        with open(file, "rb") as fh:
            raw = fh.read(limits.MAX_RECORD_BYTES + 1)
    except (OSError, ValueError) as e:
        _fail(f"cannot read {file}: {getattr(e, 'strerror', None) or e}")
    try:
        game = Game.from_record(records.loads(raw))
    except RecordError as e:
        _fail(f"{file}: {e}")
    except Exception as e:  # noqa: BLE001 - an engine fault: a message, never a traceback
        _fail(f"{file}: internal error while replaying ({type(e).__name__}: {e}); please report it", 3)
    for line in game.log:
        typer.echo(line)


@deck_app.command("validate")
def deck_validate(decks: list[str] = typer.Argument(..., help="Deck files (card IDs or a text list) or "
                                                               "built-in deck names."),
                  half: bool = typer.Option(False, "--half", help="Check as a 30-card deck (2 copies, 3 Prizes)."),
                  format_name: Optional[str] = typer.Option(None, "--format",
                                                            help="standard, expanded, glc, unlimited or an era "
                                                                 "(base ... swsh): also its card pool and deck rules.")):
    """Print every problem of each deck; exit 1 if any deck is invalid."""
    from .deck import DeckListError, load_deck
    from .errors import DeckFormatError
    from .ruleset import HALF_DECK, STANDARD
    fmt = None
    if format_name is not None:
        from .formats import UnknownFormatError, get_format
        try:
            fmt = get_format(format_name)
        except UnknownFormatError as e:
            _fail(str(e))
    rules = HALF_DECK if half else STANDARD
    bad = False
    for spec in decks:
        try:
            deck = load_deck(spec)
        except DeckListError as e:
            typer.echo(f"{spec}: INVALID")
            for p in e.problems:
                typer.echo(f"  - {p}")
            bad = True
            continue
        except DeckFormatError as e:
            typer.echo(f"{spec}: INVALID\n  - {e}")
            bad = True
            continue
        probs = fmt.problems(deck) if fmt is not None else deck.problems(rules)
        if probs:
            bad = True
            typer.echo(f"{spec}: INVALID")
            for p in probs:
                typer.echo(f"  - {p}")
        else:
            typer.echo(f"{spec}: ok ({len(deck)} cards)")
    raise typer.Exit(1 if bad else 0)


@deck_app.command("show")
def deck_show(deck: str = typer.Argument(..., help="A deck file (card IDs or a text list) or a built-in deck name."),
              fmt: str = typer.Option("text", "--format", help="text: a Pokémon TCG Live list with Pokémon / "
                                                              "Trainer / Energy sections; ids: one card ID per line "
                                                              "(the official simulator's format).")):
    """Print a deck as a text list or as card IDs (either reads back as the same deck)."""
    from .deck import DeckListError, load_deck
    from .errors import DeckFormatError
    if fmt not in ("text", "ids"):
        _fail(f"--format is text or ids, not {fmt!r}")
    try:
        d = load_deck(deck)
    except DeckListError as e:
        _fail(f"{deck}: " + "".join(f"\n  - {p}" for p in e.problems))
    except DeckFormatError as e:
        _fail(str(e))
    typer.echo(d.to_list() if fmt == "text" else d.to_text(), nl=False)


@deck_app.command("list")
def deck_list(era: Optional[str] = typer.Option(None, "--era",
                                                help="List the theme decks of an era (base, ex, dp, hgss, bw, xy, "
                                                     "sm, swsh) or of every era (all).")):
    """List the built-in decks, or the theme decks of the older eras (``--era``)."""
    if era is None:
        from .deck import builtin_decks
        for name in builtin_decks():
            typer.echo(name)
        return
    from .cards.legacy import ERAS, theme_decks
    from .sets.coverage import theme_deck_coverage
    if era != "all" and era not in ERAS:
        _fail(f"no era {era!r}; eras: all, {', '.join(ERAS)}")
    decks = theme_decks(None if era == "all" else era)
    if not decks:
        typer.echo(f"no theme decks of the {ERAS.get(era, era)} era")
    for d in decks:
        done, total = theme_deck_coverage(d)
        typer.echo(f"{d['label']}\t{d['set']}\t{d['era']}\t{d['size']} cards\t"
                   f"{done}/{total} card texts implemented")


@cards_app.command("coverage")
def cards_coverage(as_json: bool = typer.Option(False, "--json", help="Print one JSON object.")):
    """How many card IDs are implemented: the official pool per expansion, the older eras per
    era and per theme deck (card texts implemented / to implement)."""
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
    older = cov["older"]
    t = Table(title=f"Older eras: implemented {older['implemented']} / {older['total']} card IDs "
                    f"({older['total'] - older['implemented']} remain)")
    t.add_column("era")
    t.add_column("implemented", justify="right")
    t.add_column("total", justify="right")
    for era, row in older["by_era"].items():
        t.add_row(era, str(row["implemented"]), str(row["total"]))
    Console().print(t)
    t = Table(title="Theme decks: card texts implemented")
    for col in ("deck", "set", "era", "implemented", "texts"):
        t.add_column(col, justify="right" if col in ("implemented", "texts") else "left")
    for d in older["theme_decks"]:
        t.add_row(d["deck"], d["set"], d["era"], str(d["implemented"]), str(d["texts"]))
    Console().print(t)


def _matching_cards(query: list[str]) -> list[int]:
    from .describe import did_you_mean, find_cards
    text = " ".join(query).strip()
    if not text:
        _fail("give a card ID, a name or a set code and number")
    ids = find_cards(text)
    if not ids:
        what = f"no card has the ID {text}" if text.isdigit() else f"no card is named {text!r}"
        _fail(what + (did_you_mean(text) if not text.isdigit() else ""))
    return ids


def _print_card(console, cid: int, official: dict | None) -> None:
    from rich.markup import escape
    from rich.table import Table
    from .describe import card_text_lines, describe_card
    lines = card_text_lines(cid)
    console.print(f"[bold]{escape(lines[0])}[/bold]")
    for line in lines[1:]:
        console.print("  " + escape(line))
    if official is None:
        return
    d, o = describe_card(cid), official.get(cid)
    if o is None:
        console.print("  (the official data has no card with this ID)")
        return
    t = Table(show_header=True, header_style="bold", expand=True)
    t.add_column("text")
    t.add_column("ptcg (our words)", ratio=1)
    t.add_column("official wording", ratio=1)
    if d["text"] or o["text"]:
        t.add_row(escape(d["name"]), escape(d["text"]), escape(o["text"]))
    for ours, theirs in zip(d["abilities"], o["abilities"]):
        t.add_row(escape(ours["name"]), escape(ours["text"]), escape(theirs["text"]))
    for ours, theirs in zip(d["attacks"], o["attacks"]):
        t.add_row(escape(ours["name"]), escape(ours["text"]), escape(theirs["text"]))
    console.print(t)


@cards_app.command("show")
def cards_show(query: list[str] = typer.Argument(..., help="A card ID, a card name (any case; every printing "
                                                            "is shown) or a set code and number (TWM 130)."),
               as_json: bool = typer.Option(False, "--json", help="Print JSON: one object for one card, a list "
                                                                  "for several."),
               official: bool = typer.Option(False, "--official", help="Also show the official wording, read "
                                                                      "from an installed kaggle-environments.")):
    """Print everything about a card: facts, rule box, Abilities, attacks and what each
    text does."""
    from .describe import describe_card
    ids = _matching_cards(query)
    texts = None
    if official:
        from .official import OfficialDataError, official_card_texts
        try:
            texts = official_card_texts()
        except OfficialDataError as e:
            _fail(str(e))
        if texts is None:
            _fail("--official needs the official simulator installed: pip install --no-deps "
                  "kaggle-environments==1.33.2 (ptcg ships no official card text)")
    if as_json:
        out = []
        for cid in ids:
            d = describe_card(cid)
            if texts is not None:
                d["official"] = texts.get(cid)
            out.append(d)
        typer.echo(json.dumps(out[0] if len(out) == 1 else out, ensure_ascii=False))
        return
    from rich.console import Console
    console = Console(highlight=False, soft_wrap=texts is None)
    if len(ids) > 1:
        console.print(f"{len(ids)} cards match:")
    for i, cid in enumerate(ids):
        if i:
            console.print()
        _print_card(console, cid, texts)


@cards_app.command("search")
def cards_search(words: Optional[list[str]] = typer.Argument(None, help="Words that must all appear in the "
                                                                         "card's names or descriptions."),
                 name: Optional[str] = typer.Option(None, "--name", help="Part of the card's name."),
                 type_: Optional[str] = typer.Option(None, "--type", help="A type: Fire, R or {R}..."),
                 stage: Optional[str] = typer.Option(None, "--stage", help="Basic, Stage 1 or Stage 2."),
                 kind: Optional[str] = typer.Option(None, "--kind", help="pokemon, item, tool, supporter, stadium, "
                                                                       "basic_energy, special_energy, trainer, "
                                                                       "energy."),
                 as_json: bool = typer.Option(False, "--json", help="Print a JSON list of cards.")):
    """List the cards matching every filter given (names, type, stage, kind, words of the
    descriptions)."""
    from .describe import CardQueryError, describe_card, search_cards
    try:
        ids = search_cards(name=name, type=type_, stage=stage, kind=kind, words=words)
    except CardQueryError as e:
        _fail(str(e))
    if as_json:
        typer.echo(json.dumps([describe_card(c) for c in ids], ensure_ascii=False))
        return
    if not ids:
        typer.echo("No card matches.")
        raise typer.Exit(1)
    from rich.console import Console
    from rich.markup import escape
    from rich.table import Table
    t = Table(title=f"{len(ids)} card(s)")
    for col in ("ID", "name", "kind", "set", "HP"):
        t.add_column(col, justify="right" if col in ("ID", "HP") else "left")
    for cid in ids:
        d = describe_card(cid)
        kind_text = f"{d['stage']} {'/'.join(d['types'])}" if d["kind"] == "pokemon" else d["kind"].replace("_", " ")
        t.add_row(str(cid), escape(d["name"]), escape(kind_text), f"{d['set']} {d['number']}".strip(),
                  str(d["hp"] or ""))
    Console(highlight=False).print(t)


@app.command()
def web(host: str = typer.Option("127.0.0.1", "--host", help="Address to listen on."),
        port: int = typer.Option(8000, "--port", help="Port to listen on."),
        db: Optional[Path] = typer.Option(None, "--db", help="The SQLite database of games and replays "
                                          "(default: web.sqlite3 under your data directory, or $PTCG_WEB_DB)."),
        allowed_host: list[str] = typer.Option([], "--allowed-host",
                                               help="Another Host name to accept (repeatable), e.g. this "
                                                    "machine's name on your network with --host 0.0.0.0."),
        agent_pause: float = typer.Option(0.0, "--agent-pause", min=0.0, max=10.0,
                                          help="Seconds an agent waits between its moves (0 to 10), so "
                                               "that its turn can be followed move by move.")):
    """Serve the web UI and its HTTP API; games are kept in an SQLite database."""
    try:
        from .web.app import serve
        from .web.db import Database, DatabaseError, default_db_path
    except ImportError as e:
        _fail(f'the web UI needs FastAPI and uvicorn: pip install "ptcg[web]" ({e})')
    path = db if db is not None else default_db_path()
    try:
        Database(path).close()                 # refuse an unusable file before starting
    except DatabaseError as e:
        _fail(str(e))
    shown = "127.0.0.1" if host in ("0.0.0.0", "::") else host
    typer.echo(f"ptcg web: open http://{shown}:{port}/ (API schema: /openapi.json; games in {path})")
    serve(host, port, db=str(path), allowed=tuple(allowed_host), agent_pause=agent_pause)


def main():  # pragma: no cover - entry point
    try:
        from .simulate import register
        register(app)
    except ImportError:
        pass
    from .tournament.command import register as register_tournament
    register_tournament(app)
    app()


if __name__ == "__main__":  # pragma: no cover
    main()
