"""``ptcg simulate``: many games between two decks, on local processes or a Ray cluster.

Games are *paired*: game ``2k`` and game ``2k + 1`` use the same game seed (derived from
``--seed`` and ``k``), with deck A as player 1 in the first and as player 2 in the
second, so luck of the draw and of going first cancels out between the two.  Each game
depends only on ``--seed`` and its index, and results are put back in index order before
they are counted, so the summary is the same whatever the number of workers or the
backend (only the timings differ).

Agents are specs, objects or factories (:func:`ptcg.agents.make_agent`).  A worker process
that dies is replaced and its game played again (the game is seeded, so its result does
not change); a game that outlasts ``--game-timeout`` is stopped and counted under
``errors`` with its kind (:mod:`ptcg.workers`): a run always ends.

>>> summary = run_simulation("mega_abomasnow", "fire_cinderace", 4, seed=1)
>>> summary["games"] + summary["errors"]
4
"""

from __future__ import annotations

import json
import math
import numbers
import os
import time
from collections import Counter

import typer

from . import rng
from .deck import Deck, builtin_deck
from .formats import FORMAT_HELP
from .ruleset import STANDARD

DEFAULT_MAX_TURNS = 400       # a game still going then is cut and counted as a draw
GAME_TIMEOUT = 3600.0         # seconds: the command line's limit on one game (a stuck agent)
TIMING_KEYS = ("seconds", "games_per_second")


# -- one game ----------------------------------------------------------------------------------


def check_run_arguments(seed, max_turns, games=None) -> None:
    """Refuse, with an :class:`~ptcg.errors.InvalidArgumentError`, a seed that is not an
    int from 0 to 2**64 - 1 (as ``Game`` takes), a ``max_turns`` below 1 or a negative
    number of games."""
    from .errors import InvalidArgumentError
    from .limits import MAX_SEED

    def integer(v):
        return isinstance(v, numbers.Integral) and not isinstance(v, bool)
    if not integer(seed) or not 0 <= seed <= MAX_SEED:
        raise InvalidArgumentError(f"seed must be an int from 0 to 2**64 - 1, not {seed!r:.40}")
    if not integer(max_turns) or max_turns < 1:
        raise InvalidArgumentError(f"max_turns must be an int of at least 1, not {max_turns!r:.40}")
    if games is not None and (not integer(games) or games < 0):
        raise InvalidArgumentError(f"the number of games must be an int of at least 0, not {games!r:.40}")


def game_seed(seed: int, pair: int) -> int:
    """The game seed of pair ``pair`` (games ``2 * pair`` and ``2 * pair + 1``)."""
    return rng.draw(seed, pair) >> 16


def play_one(deck_a: Deck, deck_b: Deck, agents: tuple, seed: int, index: int,
             allow_unimplemented: bool = False, max_turns: int = DEFAULT_MAX_TURNS,
             time_decisions: bool = False, record: bool = False, rules=None) -> dict:
    """Play game ``index`` of a simulation and say how it ended, from deck A's side.

    ``agents`` are those of deck A and deck B: specs, agent objects or factories (see
    :func:`ptcg.agents.make_agent`); each game gets fresh agents seeded from the game
    seed.  An exception inside the engine or an agent is reported in ``error`` (with
    what is needed to replay the game) instead of stopping the whole simulation.  With
    ``time_decisions``, ``a_times`` lists the seconds agent A took over each of its
    decisions; with ``record``, ``record`` is the game record (:meth:`Game.record`).
    """
    from .agents import make_agent
    from .game import Game
    pair, a_seat = divmod(index, 2)
    gseed = game_seed(seed, pair)
    decks = (deck_a, deck_b) if a_seat == 0 else (deck_b, deck_a)
    out = {"index": index, "game_seed": gseed, "a_seat": a_seat}
    clock = time.perf_counter
    began = clock()
    game = None
    try:
        game = Game(decks[0], decks[1], seed=gseed, log=False, allow_unimplemented=allow_unimplemented,
                    rules=rules if rules is not None else STANDARD)
        players = [None, None]
        players[a_seat] = make_agent(agents[0], seed=rng.draw(gseed, 1), allow_code=True)
        players[1 - a_seat] = make_agent(agents[1], seed=rng.draw(gseed, 2), allow_code=True)
        decisions = 0
        a_times = None
        if time_decisions:
            a_times = out["a_times"] = []
        while not game.is_over() and game.turn <= max_turns:
            who = game.decision.player
            if a_times is not None and who == a_seat:
                started = clock()
                option = players[who].act(game)
                a_times.append(clock() - started)
            else:
                option = players[who].act(game)
            game.apply(option)
            decisions += 1
    except Exception as e:  # noqa: BLE001 - a crash is a result to report, not a reason to stop
        out["error"] = f"{type(e).__name__}: {e}"
        out["error_kind"] = "exception"
        if record and game is not None:
            out["record"] = game.record()
        out["seconds"] = clock() - began
        return out
    result = game.result
    first = game.state.first_player
    out["decisions"] = decisions
    out["turns"] = game.turn
    out["a_first"] = first == a_seat
    if result is None:
        out["winner"] = None
        out["reason"] = "truncated"
    else:
        out["winner"] = None if result.winner is None else ("a" if result.winner == a_seat else "b")
        out["reason"] = result.reason
    if record:
        out["record"] = game.record()
    out["seconds"] = clock() - began
    return out


def failed_game(seed: int, index: int, kind: str, message: str) -> dict:
    """The result of game ``index`` that could not be played to its end: ``kind`` is
    ``exception``, ``timeout`` or ``worker_died`` (see :mod:`ptcg.workers`)."""
    pair, a_seat = divmod(index, 2)
    return {"index": index, "game_seed": game_seed(seed, pair), "a_seat": a_seat,
            "error": message, "error_kind": kind}


def _play_indexed(context: tuple, index: int) -> dict:
    deck_a, deck_b, agents, seed, allow_unimplemented, max_turns, rules = context
    return play_one(deck_a, deck_b, agents, seed, index, allow_unimplemented, max_turns, rules=rules)


def _fail_indexed(context: tuple, index: int, kind: str, message: str) -> dict:
    return failed_game(context[3], index, kind, message)


# -- running many -----------------------------------------------------------------------------


def load_deck(spec) -> Deck:
    """A deck from a file path or the name of a built-in deck."""
    if isinstance(spec, Deck):
        return spec
    spec = str(spec)
    if os.path.exists(spec):
        return Deck.load(spec)
    return builtin_deck(spec)


def run_simulation(deck_a, deck_b, games: int, *, agents=("random", "random"), workers: int = 1,
                   seed: int = 0, backend: str = "local", address: str | None = None,
                   allow_unimplemented: bool = False, max_turns: int = DEFAULT_MAX_TURNS,
                   game_timeout: float | None = None, retries: int = 2, on_game=None, rules=None) -> dict:
    """Play ``games`` paired games (rounded up to an even number) and summarize them.

    ``agents`` are those of deck A and deck B: specs (``"greedy"``, ``"mcts:100it"``,
    ``"my_module:MyAgent"``, ``"bots.py:make_bot"``), agent objects (copied for each
    game) or factories (classes or functions called with a seed); see
    :func:`ptcg.agents.make_agent`.  With ``workers > 1`` they are sent to worker
    processes by pickle: objects, classes and functions must be defined at the top level
    of an importable module (Ray's cloudpickle takes more).  ``backend`` is ``"local"``
    (``workers`` processes; 1 = this process) or ``"ray"`` (a Ray cluster at
    ``address``, or a local one).  A worker that dies is replaced and its game played
    again, up to ``retries`` more times; a game longer than ``game_timeout`` seconds is
    stopped; both are then counted under ``errors`` (see :mod:`ptcg.workers`).
    ``on_game()`` is called after each finished game (for progress bars).
    """
    from .agents.specs import AgentSpecError, agent_label, portable_spec, resolve_agent
    from .workers import check_timeout, run_games
    check_run_arguments(seed, max_turns, games)
    check_timeout(game_timeout)
    a, b = load_deck(deck_a), load_deck(deck_b)
    labels = tuple(agent_label(x) for x in agents)
    agents = tuple(portable_spec(x) for x in agents)
    if len(agents) != 2:
        raise AgentSpecError(f"agents: give the agents of deck A and deck B, not {len(agents)}")
    for agent in agents:
        resolve_agent(agent, allow_code=True)            # a bad spec fails now, not in every game
    n = games + games % 2
    context = (a, b, agents, seed, allow_unimplemented, max_turns, rules)
    start = time.perf_counter()
    results = run_games(_play_indexed, context, range(n), fail=_fail_indexed, workers=workers,
                        backend=backend, address=address, timeout=game_timeout, retries=retries,
                        on_result=(lambda key, result: on_game()) if on_game else None)
    seconds = time.perf_counter() - start
    ordered = [results[i] for i in range(n)]
    return summarize(ordered, deck_a=a.name, deck_b=b.name, agents=labels, seed=seed, seconds=seconds)


# -- statistics -------------------------------------------------------------------------------


def wilson_interval(successes: float, n: int, z: float = 1.96) -> tuple:
    """The Wilson score interval of a proportion (95% for z = 1.96)."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def summarize(results: list, *, deck_a: str, deck_b: str, agents: tuple, seed: int,
              seconds: float) -> dict:
    """The summary of finished games (``results`` in index order).

    The win rate of deck A counts a draw as half a win; its interval is Wilson's.  The
    first player's win rate is over decisive games.
    """
    played = [r for r in results if "error" not in r]
    errors = [r for r in results if "error" in r]
    wins_a = sum(1 for r in played if r["winner"] == "a")
    wins_b = sum(1 for r in played if r["winner"] == "b")
    draws = len(played) - wins_a - wins_b
    decisive = wins_a + wins_b
    first_wins = sum(1 for r in played if r["winner"] is not None
                     and (r["winner"] == "a") == r["a_first"])
    games = len(played)
    score = wins_a + draws / 2
    lo, hi = wilson_interval(score, games)
    flo, fhi = wilson_interval(first_wins, decisive)
    return {
        "deck_a": deck_a,
        "deck_b": deck_b,
        "agents": list(agents),
        "seed": seed,
        "games": games,
        "wins_a": wins_a,
        "wins_b": wins_b,
        "draws": draws,
        "errors": len(errors),
        "win_rate_a": round(score / games, 4) if games else None,
        "win_rate_a_ci95": [round(lo, 4), round(hi, 4)],
        "first_player_wins": first_wins,
        "first_player_win_rate": round(first_wins / decisive, 4) if decisive else None,
        "first_player_win_rate_ci95": [round(flo, 4), round(fhi, 4)],
        "mean_turns": round(sum(r["turns"] for r in played) / games, 2) if games else None,
        "mean_decisions": round(sum(r["decisions"] for r in played) / games, 1) if games else None,
        "end_reasons": dict(sorted(Counter(r["reason"] for r in played).items())),
        "error_games": [{"index": r["index"], "game_seed": r["game_seed"], "a_seat": r["a_seat"],
                         "error": r["error"], "kind": r.get("error_kind", "exception")}
                        for r in errors[:10]],
        "seconds": round(seconds, 3),
        "games_per_second": round(len(results) / seconds, 2) if seconds > 0 else None,
    }


def describe(s: dict) -> str:
    """The summary as a few lines of text."""
    a, b = s["deck_a"], s["deck_b"]
    lines = [f"{a} ({s['agents'][0]}) vs {b} ({s['agents'][1]}): {s['games']} games, seed {s['seed']}"]
    if s["games"]:
        lo, hi = s["win_rate_a_ci95"]
        lines.append(f"  {a} wins {s['wins_a']}, {b} wins {s['wins_b']}, draws {s['draws']}")
        lines.append(f"  win rate of {a}: {s['win_rate_a']:.1%} (95% CI {lo:.1%} to {hi:.1%}; a draw counts half)")
        if s["first_player_win_rate"] is not None:
            flo, fhi = s["first_player_win_rate_ci95"]
            lines.append(f"  the first player won {s['first_player_win_rate']:.1%} of decisive games "
                         f"(95% CI {flo:.1%} to {fhi:.1%})")
        lines.append(f"  mean turns {s['mean_turns']}, mean decisions {s['mean_decisions']}")
        lines.append("  ended by: " + ", ".join(f"{k} {v}" for k, v in s["end_reasons"].items()))
    if s["errors"]:
        lines.append(f"  {s['errors']} games raised an error, e.g. game {s['error_games'][0]['index']}: "
                     f"{s['error_games'][0]['error']}")
    lines.append(f"  {s['seconds']:.1f} s, {s['games_per_second']} games/s")
    return "\n".join(lines)


# -- the command ------------------------------------------------------------------------------


def register(app: typer.Typer) -> None:
    """Add the ``simulate`` command to the ``ptcg`` application."""
    app.command()(simulate)


def simulate(
    deck_a: str = typer.Argument(..., help="Deck A: a deck file or a built-in deck name."),
    deck_b: str = typer.Argument(..., help="Deck B: a deck file or a built-in deck name."),
    games: int = typer.Option(100, "-n", "--games", min=1, help="Games to play (rounded up to even: each seed twice)."),
    agents: str = typer.Option("random,random", "--agents",
                               help="Agents of deck A and deck B, e.g. random,greedy or greedy,mcts:0.5; "
                                    "also module:Class or file.py:name."),
    workers: int = typer.Option(1, "--workers", min=1, help="Processes (with --backend ray: the CPUs of a local Ray)."),
    seed: int = typer.Option(0, "--seed", help="Seed of the whole simulation."),
    backend: str = typer.Option("local", "--backend", help="local (processes) or ray."),
    address: str = typer.Option(None, "--address", help="Ray cluster address (default: start a local Ray)."),
    max_turns: int = typer.Option(DEFAULT_MAX_TURNS, "--max-turns", help="Cut a game after this turn (a draw)."),
    allow_unimplemented: bool = typer.Option(False, "--allow-unimplemented",
                                             help="Play cards that are not implemented yet (damage only)."),
    game_timeout: float = typer.Option(GAME_TIMEOUT, "--game-timeout",
                                       help="Stop a game after this many seconds and count it as an error (0: no limit)."),
    retries: int = typer.Option(2, "--retries", min=0,
                                help="Play a game again this many times when its worker process dies."),
    as_json: bool = typer.Option(False, "--json", help="Print the summary as one JSON object (last line)."),
    format_name: str = typer.Option(None, "--format", help=FORMAT_HELP),
):
    """Play many games between two decks and print the win rate with its 95% interval.

    Agents: random, greedy, mcts[:Nit|:Ns|:Nms], module:Class or file.py:name."""
    from rich.console import Console
    from rich.markup import escape
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

    from .agents import make_agent
    from .errors import PTCGError
    from .game import Game
    from .workers import WorkerError, check_timeout
    specs = [x.strip() for x in agents.split(",")]
    if len(specs) == 1:
        specs = specs * 2
    if len(specs) != 2:
        _fail("--agents takes one or two agent names, e.g. random,greedy")
    if backend not in ("local", "ray"):
        _fail("--backend must be local or ray")
    try:
        check_run_arguments(seed, max_turns, games)
        check_timeout(game_timeout)
        from .formats import format_for_decks
        fmt, (a, b) = format_for_decks(format_name, load_deck(deck_a), load_deck(deck_b))
        for spec in specs:
            make_agent(spec, allow_code=True)
        Game(a, b, seed=0, log=False, allow_unimplemented=allow_unimplemented, rules=fmt.rules)   # checks the decks
    except (PTCGError, ValueError) as e:
        _fail(str(e))
    console = Console(stderr=True)
    with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                  TimeRemainingColumn(), console=console, transient=as_json,
                  disable=not console.is_terminal) as progress:
        task = progress.add_task(escape(f"{a.name} vs {b.name}"), total=games + games % 2)
        try:
            summary = run_simulation(a, b, games, agents=specs, workers=workers, seed=seed,
                                     backend=backend, address=address,
                                     allow_unimplemented=allow_unimplemented, max_turns=max_turns,
                                     game_timeout=game_timeout or None, retries=retries,
                                     on_game=lambda: progress.advance(task), rules=fmt.rules)
        except (PTCGError, WorkerError) as e:
            _fail(str(e))
    if as_json:
        typer.echo(json.dumps(summary))
    else:
        typer.echo(describe(summary))


def _fail(msg: str):
    typer.echo(f"error: {msg}", err=True)
    raise typer.Exit(2)


__all__ = ["run_simulation", "play_one", "failed_game", "summarize", "describe", "wilson_interval", "game_seed",
           "load_deck", "register", "TIMING_KEYS", "DEFAULT_MAX_TURNS", "GAME_TIMEOUT"]
