"""``ptcg cabt``: run agents written for the official simulator on ptcg, and the other way round.

    ptcg cabt match AGENT_A AGENT_B [-n N] [--bo 3] [--seed S] [--bank 600] [--json] [--record FILE]
    ptcg cabt gauntlet DIR DIR... [-n N] [--bo 3] [--seed S] [--bank 600] [--json]
    ptcg cabt export --agent mcts:0.5s --deck FILE -o submission/
"""

from __future__ import annotations

import json
from itertools import combinations
from pathlib import Path
from typing import List, Optional

import typer

app = typer.Typer(no_args_is_help=True,
                  help="Agents written for the official simulator (Kaggle's cabt) on ptcg.")


def _fail(msg: str, code: int = 2):
    typer.echo(f"error: {msg}", err=True)
    raise typer.Exit(code)


def _check_spec(spec: str) -> None:
    from .runner import BUILTIN_AGENTS
    if spec in BUILTIN_AGENTS:
        return
    p = Path(spec)
    if not p.is_dir():
        _fail(f"no agent folder {spec} (an agent is a folder with main.py, or random / first)")
    entry = "main.py"
    if (p / "agent.json").is_file():
        entry = json.loads((p / "agent.json").read_text(encoding="utf-8")).get("entry", "main.py")
    if not (p / entry).is_file():
        _fail(f"no {entry} in {spec}")


@app.command()
def match(
    agent_a: str = typer.Argument(..., help="A folder with main.py (and deck.csv), or random / first."),
    agent_b: str = typer.Argument(..., help="A folder with main.py (and deck.csv), or random / first."),
    n: int = typer.Option(2, "-n", help="Matches; A is player 0 in the even-numbered ones."),
    bo: int = typer.Option(3, "--bo", help="Games per match (best of)."),
    seed: int = typer.Option(0, "--seed", help="Seed of the games and of the built-in agents."),
    bank: float = typer.Option(600.0, "--bank", help="Each agent's time bank per game, in seconds."),
    as_json: bool = typer.Option(False, "--json", help="Print only the final tally, as JSON."),
    record: Optional[Path] = typer.Option(None, "--record", help="Write every observation and answer here (JSON)."),
    log: Optional[Path] = typer.Option(None, "--log", help="Append what the agents print to this file."),
):
    """Play matches between two agents with Kaggle's rules (BO3, a time bank per game,
    ERROR / INVALID / TIMEOUT losing), each agent in its own process."""
    from .runner import run_matches
    _check_spec(agent_a)
    _check_spec(agent_b)

    def show(m, entry):
        if not as_json:
            a_seat = 0 if entry["seats"][0] == "A" else 1
            typer.echo(f"match {m}: A=P{a_seat} status={entry['statuses']} reward={entry['rewards']} "
                       f"games={entry['games']}" + (f" ({entry['error'][:200]})" if entry["error"] else ""))

    fh = open(log, "a", encoding="utf-8") if log is not None else None
    try:
        tally = run_matches(agent_a, agent_b, n, bo=bo, seed=seed, bank=bank, record=record is not None,
                            log=fh, on_match=show)
    finally:
        if fh is not None:
            fh.close()
    if record is not None:
        record.write_text(json.dumps(tally.pop("episodes"), separators=(",", ":")) + "\n", encoding="utf-8")
    if as_json:
        typer.echo(json.dumps(tally))
    else:
        f = tally["faults"]
        typer.echo(f"A {agent_a}: {tally['a_match_wins']} matches, {tally['a_game_wins']} games; "
                   f"B {agent_b}: {tally['b_match_wins']} matches, {tally['b_game_wins']} games; "
                   f"{tally['match_draws']} drawn matches, {tally['game_draws']} drawn games; "
                   f"faults A {f['a']} B {f['b']}; {tally['seconds']} s")


@app.command()
def gauntlet(
    agents: List[str] = typer.Argument(..., help="Agent folders (or random / first); every pair plays."),
    n: int = typer.Option(20, "-n", help="Matches per pair (in seat-swapped pairs of the same seed)."),
    bo: int = typer.Option(3, "--bo"),
    seed: int = typer.Option(0, "--seed"),
    bank: float = typer.Option(600.0, "--bank"),
    as_json: bool = typer.Option(False, "--json", help="Print the results as JSON."),
):
    """Every pair of agents plays ``n`` matches with paired seeds; a table of match win
    rates with 95% confidence intervals (Wilson; a drawn match counts half)."""
    from ..simulate import wilson_interval
    from .runner import run_matches
    if len(agents) < 2:
        _fail("a gauntlet needs at least two agents")
    for a in agents:
        _check_spec(a)
    rows = []
    score = {a: [0.0, 0] for a in agents}
    for i, j in combinations(range(len(agents)), 2):
        a, b = agents[i], agents[j]
        t = run_matches(a, b, n, bo=bo, seed=seed * 1009 + i * 31 + j, bank=bank)
        won = t["a_match_wins"] + 0.5 * t["match_draws"]
        lo, hi = wilson_interval(won, t["matches"])
        faults = {side: sum(t["faults"][side].values()) for side in ("a", "b")}
        rows.append({"a": a, "b": b, "matches": t["matches"], "a_wins": t["a_match_wins"], "b_wins": t["b_match_wins"],
                     "draws": t["match_draws"], "a_rate": won / max(1, t["matches"]), "ci": [lo, hi],
                     "a_faults": faults["a"], "b_faults": faults["b"], "seconds": t["seconds"]})
        score[a][0] += won
        score[a][1] += t["matches"]
        score[b][0] += t["matches"] - won
        score[b][1] += t["matches"]
    if as_json:
        typer.echo(json.dumps({"pairs": rows, "agents": {a: {"score": s, "matches": m} for a, (s, m) in score.items()}}))
        return
    typer.echo("| agent A | agent B | matches | A wins | B wins | draws | A match win rate (95% CI) | faults A/B |")
    typer.echo("|---|---|---:|---:|---:|---:|---|---:|")
    for r in rows:
        typer.echo(f"| {r['a']} | {r['b']} | {r['matches']} | {r['a_wins']} | {r['b_wins']} | {r['draws']} | "
                   f"{100 * r['a_rate']:.1f}% ({100 * r['ci'][0]:.1f}%–{100 * r['ci'][1]:.1f}%) | "
                   f"{r['a_faults']}/{r['b_faults']} |")
    typer.echo("")
    typer.echo("| agent | matches | score | rate (95% CI) |")
    typer.echo("|---|---:|---:|---|")
    for a, (s, m) in sorted(score.items(), key=lambda kv: -kv[1][0] / max(1, kv[1][1])):
        lo, hi = wilson_interval(s, m)
        typer.echo(f"| {a} | {m} | {s:g} | {100 * s / max(1, m):.1f}% ({100 * lo:.1f}%–{100 * hi:.1f}%) |")


@app.command()
def export(
    agent: str = typer.Option("mcts:0.5s", "--agent", help="A ptcg agent: random, greedy, mcts[:Nit|:Ns]."),
    deck: Path = typer.Option(..., "--deck", help="The deck to submit: a file (60 card IDs, or a deck list) "
                                                  "or a built-in deck name."),
    out: Path = typer.Option(..., "-o", "--out", help="The submission folder to write."),
):
    """Write a submission folder for the official environment: ``main.py`` (a ptcg agent
    playing through cabt's observation), ``deck.csv`` and a copy of the ptcg package."""
    from ..deck import as_deck, builtin_deck
    from ..errors import PTCGError
    from .adapter import CabtDeckError, check_deck
    from .export import write_submission
    try:
        cards = as_deck(str(deck), "deck").cards if deck.exists() else builtin_deck(str(deck)).cards
        check_deck(0, cards)
        path = write_submission(agent, list(cards), out)
    except (PTCGError, CabtDeckError, ValueError) as e:
        _fail(str(e))
    typer.echo(f"Submission written to {path}")


__all__ = ["app"]
