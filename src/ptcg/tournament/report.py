"""What a tournament's games say: win-rate matrices with Wilson intervals, ratings, and
statistics per entrant, deck and agent; as a dict (``--json``), rich tables and an HTML page.

* **Scores** count a draw as half a win; intervals are 95% Wilson score intervals
  (:func:`ptcg.simulate.wilson_interval`).  Games that ended in an error count in
  ``errors`` and nowhere else.
* **Matrices.** ``matrix``: every entrant against every other, the row's score against the
  column.  ``deck_matrix``: deck against deck over the pairings whose two entrants have the
  same agent (so a deck's agent does not tilt its matchups).  ``agent_matrix``: agent
  against agent over the pairings whose two entrants have the same deck.
* **Ratings** are OpenSkill's Plackett-Luce model (``openskill``, the Weng-Lin Bayesian
  rating): every game is a match of two, fed in a fixed order (the first game of every
  pairing, then the second, ...), so the ratings are the same for the same games.  The
  standings sort by the ordinal ``mu - 3 * sigma`` (a conservative skill estimate).
* **Per entrant, deck and agent**: wins, losses, draws, the score with its interval, the
  win rate going first and going second (the first-player advantage), mean turns, and how
  the games ended (``ends``: the reasons of the games won, lost and drawn; ``prizes``,
  ``no_pokemon``, ``deck_out`` are the winner's reasons, ``truncated`` a game cut at
  ``max_turns``).  A deck's or agent's numbers count each game from the side of each of
  its entrants (a game between two entrants of one deck counts twice for that deck).
"""

from __future__ import annotations

import html
from collections import Counter, defaultdict

from ..simulate import wilson_interval

REPORT_VERSION = 1
RUN_KEY = "run"        # the part of a report that depends on the run (timings), not the games


# -- building ---------------------------------------------------------------------------------


class _Tally:
    """Wins, losses, draws, errors, seats and ends of one side."""

    def __init__(self):
        self.wins = self.losses = self.draws = self.errors = 0
        self.turns = 0
        self.first = [0, 0]         # games, wins going first
        self.second = [0, 0]
        self.ends = {"won": Counter(), "lost": Counter(), "drawn": Counter()}

    def add(self, outcome: str | None, first: bool | None, turns: int, reason: str) -> None:
        if outcome is None:
            self.errors += 1
            return
        seat = self.first if first else self.second
        seat[0] += 1
        self.turns += turns
        if outcome == "win":
            self.wins += 1
            seat[1] += 1
            self.ends["won"][reason] += 1
        elif outcome == "loss":
            self.losses += 1
            self.ends["lost"][reason] += 1
        else:
            self.draws += 1
            self.ends["drawn"][reason] += 1

    @property
    def games(self) -> int:
        return self.wins + self.losses + self.draws

    def cell(self) -> dict:
        n = self.games
        score = self.wins + self.draws / 2
        lo, hi = wilson_interval(score, n)
        return {"games": n, "wins": self.wins, "losses": self.losses, "draws": self.draws,
                "errors": self.errors, "score": _r(score / n) if n else None,
                "ci95": [_r(lo), _r(hi)] if n else None}

    def stats(self) -> dict:
        out = self.cell()
        out["going_first"] = _seat(self.first)
        out["going_second"] = _seat(self.second)
        out["mean_turns"] = round(self.turns / self.games, 2) if self.games else None
        out["ends"] = {k: dict(sorted(v.items())) for k, v in self.ends.items()}
        return out


def _seat(seat: list) -> dict:
    games, wins = seat
    lo, hi = wilson_interval(wins, games)
    return {"games": games, "wins": wins, "win_rate": _r(wins / games) if games else None,
            "ci95": [_r(lo), _r(hi)] if games else None}


def _r(x: float) -> float:
    return round(x, 4)


def _outcomes(r: dict):
    """(outcome of A, outcome of B) of one stored result; None for an error."""
    if "error" in r:
        return None, None
    w = r["winner"]
    if w is None:
        return "draw", "draw"
    return ("win", "loss") if w == "a" else ("loss", "win")


def build_report(entrants: list, pairs: list, keys: list, results: dict, *, settings: dict) -> dict:
    """The report of the games ``results`` (``{key: result}``) of a field (see the module
    docstring).  Games of ``keys`` missing from ``results`` are counted as ``missing``."""
    by_key = {e.key: e for e in entrants}
    pair_tally = defaultdict(_Tally)           # (row key, column key) -> tally from the row's side
    entrant_tally = defaultdict(_Tally)
    deck_tally, agent_tally = defaultdict(_Tally), defaultdict(_Tally)
    deck_pairs, agent_pairs = defaultdict(_Tally), defaultdict(_Tally)
    end_reasons = Counter()
    first_wins = decisive = turns = played = 0
    errors = []
    for key in keys:
        r = results.get(key)
        if r is None:
            continue
        a, b = by_key[key[0]], by_key[key[1]]
        out_a, out_b = _outcomes(r)
        if out_a is None:
            errors.append({"entrant_a": a.label, "entrant_b": b.label, "index": key[2],
                           "game_seed": r["game_seed"], "a_seat": r["a_seat"], "error": r["error"],
                           "kind": r.get("error_kind") or "exception"})
        else:
            played += 1
            turns += r["turns"]
            end_reasons[r["reason"]] += 1
            if r["winner"] is not None:
                decisive += 1
                first_wins += (r["winner"] == "a") == r["a_first"]
        a_first = r.get("a_first")
        b_first = None if a_first is None else not a_first
        for me, other, outcome, first in ((a, b, out_a, a_first), (b, a, out_b, b_first)):
            args = (outcome, first, r.get("turns") or 0, r.get("reason"))
            pair_tally[me.key, other.key].add(*args)
            entrant_tally[me.key].add(*args)
            deck_tally[me.deck].add(*args)
            agent_tally[me.agent].add(*args)
            if me.agent == other.agent and me.deck != other.deck:
                deck_pairs[me.deck, other.deck].add(*args)
            if me.deck == other.deck and me.agent != other.agent:
                agent_pairs[me.agent, other.agent].add(*args)

    ratings = _ratings(entrants, keys, results)
    rows = []
    for e in entrants:
        row = {"index": e.index, "label": e.label, "deck": e.deck, "agent": e.agent, "key": e.key,
               "rating": ratings[e.key]}
        row.update(entrant_tally[e.key].stats())
        rows.append(row)
    order = sorted(rows, key=lambda x: (-x["rating"]["ordinal"], -(x["score"] or 0), x["index"]))
    for rank, row in enumerate(order, 1):
        row["rank"] = rank
    decks = list(dict.fromkeys(e.deck for e in entrants))
    agents = list(dict.fromkeys(e.agent for e in entrants))
    played_pairs = {(a.key, b.key) for a, b in pairs} | {(b.key, a.key) for a, b in pairs}
    flo, fhi = wilson_interval(first_wins, decisive)
    return {
        "format": "ptcg-tournament-report",
        "version": REPORT_VERSION,
        "settings": {**settings, "decks": decks, "agents": agents, "entrants": len(entrants),
                     "pairings_played": len(pairs), "games": len(keys)},
        "entrants": rows,
        "standings": [row["index"] for row in order],
        "matrix": _matrix([e.label for e in entrants], [e.key for e in entrants], pair_tally, played_pairs),
        "deck_matrix": _matrix(decks, decks, deck_pairs),
        "agent_matrix": _matrix(agents, agents, agent_pairs),
        "decks": [{"deck": d, **deck_tally[d].stats()} for d in decks],
        "agents": [{"agent": a, **agent_tally[a].stats()} for a in agents],
        "totals": {
            "games": played, "errors": len(errors), "missing": len(keys) - played - len(errors),
            "draws": played - decisive,
            "first_player_wins": first_wins,
            "first_player_win_rate": _r(first_wins / decisive) if decisive else None,
            "first_player_win_rate_ci95": [_r(flo), _r(fhi)] if decisive else None,
            "mean_turns": round(turns / played, 2) if played else None,
            "end_reasons": dict(sorted(end_reasons.items())),
        },
        "error_games": errors[:20],
    }


def _matrix(labels: list, ids: list, tallies: dict, allowed: set | None = None) -> dict:
    cells = []
    for row in ids:
        line = []
        for col in ids:
            t = tallies.get((row, col))
            if row == col or (allowed is not None and (row, col) not in allowed) or t is None:
                line.append(None)
            else:
                line.append(t.cell())
        cells.append(line)
    return {"labels": list(labels), "cells": cells}


def _ratings(entrants: list, keys: list, results: dict) -> dict:
    """OpenSkill Plackett-Luce ratings after every game, in the order of ``keys``."""
    from openskill.models import PlackettLuce
    model = PlackettLuce()
    current = {e.key: model.rating(name=e.key) for e in entrants}
    for key in keys:
        r = results.get(key)
        if r is None or "error" in r:
            continue
        w = r["winner"]
        ranks = [0, 0] if w is None else ([0, 1] if w == "a" else [1, 0])
        [[ra], [rb]] = model.rate([[current[key[0]]], [current[key[1]]]], ranks=ranks)
        current[key[0]], current[key[1]] = ra, rb
    return {k: {"mu": round(v.mu, 3), "sigma": round(v.sigma, 3), "ordinal": round(v.ordinal(), 3)}
            for k, v in current.items()}


def without_run(report: dict) -> dict:
    """The report without what depends on the run (the timings and what was already stored)."""
    return {k: v for k, v in report.items() if k != RUN_KEY}


# -- text -------------------------------------------------------------------------------------


def _pct(x) -> str:
    return "–" if x is None else f"{100 * x:.0f}%"


def _ci(ci) -> str:
    return "" if not ci else f"{100 * ci[0]:.0f}–{100 * ci[1]:.0f}"


def _colour(score) -> str:
    if score is None:
        return "dim"
    return "green" if score >= 0.6 else "red" if score <= 0.4 else "yellow"


def _ends(ends: dict, limit: int = 3) -> str:
    won = ends["won"]
    if not won:
        return ""
    total = sum(won.values())
    ranked = sorted(won.items(), key=lambda kv: (-kv[1], kv[0]))
    return ", ".join(f"{k} {100 * v / total:.0f}%" for k, v in ranked[:limit])


def render_tables(report: dict):
    """The report as rich renderables (standings, matrices, per deck and agent, totals)."""
    from rich.table import Table
    from rich.text import Text
    s = report["settings"]
    out = []
    by_index = {e["index"]: e for e in report["entrants"]}
    t = Table(title=f"Standings: {s['entrants']} entrants ({len(s['decks'])} decks × {len(s['agents'])} agents), "
                    f"{s['pairings_played']} pairings × {s['games_per_pairing']} games, seed {s['seed']}")
    for col, kw in (("#", {"justify": "right"}), ("entrant", {}), ("rating μ±σ (ordinal)", {"justify": "right"}),
                    ("score (95% CI)", {"justify": "right"}), ("W-L-D", {"justify": "right"}),
                    ("err", {"justify": "right"}), ("win% 1st / 2nd", {"justify": "right"}),
                    ("turns", {"justify": "right"}), ("wins by", {})):
        t.add_column(col, **kw)
    for i in report["standings"]:
        e = by_index[i]
        r = e["rating"]
        t.add_row(str(e["index"]), e["label"], f"{r['mu']:.1f}±{r['sigma']:.1f} ({r['ordinal']:.1f})",
                  Text(f"{_pct(e['score'])} ({_ci(e['ci95'])})", style=_colour(e["score"])),
                  f"{e['wins']}-{e['losses']}-{e['draws']}", str(e["errors"]),
                  f"{_pct(e['going_first']['win_rate'])} / {_pct(e['going_second']['win_rate'])}",
                  "–" if e["mean_turns"] is None else f"{e['mean_turns']:.1f}", _ends(e["ends"]))
    out.append(t)
    out.append(_matrix_table(report["matrix"], "Win rate of the row entrant against the column entrant "
                                               "(draws count half; columns are entrant numbers)", numbered=True))
    if any(c for row in report["deck_matrix"]["cells"] for c in row):
        out.append(_matrix_table(report["deck_matrix"], "Deck against deck (both entrants with the same agent)"))
    if any(c for row in report["agent_matrix"]["cells"] for c in row):
        out.append(_matrix_table(report["agent_matrix"], "Agent against agent (both entrants with the same deck)"))
    for what, rows in (("deck", report["decks"]), ("agent", report["agents"])):
        t = Table(title=f"Per {what} (each game from the side of each of its entrants)")
        for col in (what, "games", "score (95% CI)", "W-L-D", "err", "win% 1st / 2nd", "turns", "wins by"):
            t.add_column(col, justify="left" if col in (what, "wins by") else "right")
        for row in rows:
            t.add_row(row[what], str(row["games"]), f"{_pct(row['score'])} ({_ci(row['ci95'])})",
                      f"{row['wins']}-{row['losses']}-{row['draws']}", str(row["errors"]),
                      f"{_pct(row['going_first']['win_rate'])} / {_pct(row['going_second']['win_rate'])}",
                      "–" if row["mean_turns"] is None else f"{row['mean_turns']:.1f}", _ends(row["ends"]))
        out.append(t)
    out.append(Text(summary_line(report)))
    return out


WIDE = 8       # a matrix with more columns shows the scores alone (the intervals are in JSON and HTML)


def _matrix_table(m: dict, title: str, numbered: bool = False):
    from rich.table import Table
    from rich.text import Text
    wide = len(m["labels"]) > WIDE
    if wide:
        title += ", in % (95% intervals: --json, --html)"
    t = Table(title=title)
    t.add_column("", no_wrap=True, overflow="ellipsis", max_width=34 if wide else None)
    for i, label in enumerate(m["labels"], 1):
        t.add_column(str(i) if numbered else label, justify="center", no_wrap=wide, min_width=3 if wide else None)
    for i, (label, row) in enumerate(zip(m["labels"], m["cells"]), 1):
        cells = [Text("·", style="dim") if c is None else
                 Text(f"{100 * c['score']:.0f}" if wide else f"{_pct(c['score'])}\n{_ci(c['ci95'])}",
                      style=_colour(c["score"])) for c in row]
        t.add_row(f"{i} {label}" if numbered else label, *cells)
    return t


def summary_line(report: dict) -> str:
    """Totals and timings in a few words."""
    tot, run = report["totals"], report.get(RUN_KEY, {})
    parts = [f"{tot['games']} games played, {tot['draws']} draws, {tot['errors']} errors"]
    if tot["missing"]:
        parts.append(f"{tot['missing']} missing")
    if tot["first_player_win_rate"] is not None:
        lo, hi = tot["first_player_win_rate_ci95"]
        parts.append(f"the first player won {_pct(tot['first_player_win_rate'])} of decisive games "
                     f"(95% CI {_pct(lo)}–{_pct(hi)})")
    if tot["mean_turns"] is not None:
        parts.append(f"mean turns {tot['mean_turns']}")
    line = "; ".join(parts) + "."
    if run:
        line += (f"\nThis run played {run['played_now']} games ({run['already_stored']} were already in "
                 f"{run['db'] or 'memory'}) in {run['seconds']:.1f} s")
        if run["games_per_second"]:
            line += f", {run['games_per_second']} games/s"
        line += "."
    return line


# -- HTML -------------------------------------------------------------------------------------


def _heat(score) -> str:
    """A background from red (0) through pale yellow (0.5) to green (1)."""
    if score is None:
        return "#f3f3f3"
    hue = 120 * score
    light = 88 - 18 * abs(score - 0.5) * 2
    return f"hsl({hue:.0f}, 70%, {light:.0f}%)"


def _html_matrix(m: dict, numbered: bool) -> str:
    e = html.escape
    head = "".join(f'<th title="{e(label)}">{i if numbered else e(label)}</th>'
                   for i, label in enumerate(m["labels"], 1))
    body = []
    for i, (label, row) in enumerate(zip(m["labels"], m["cells"]), 1):
        cells = []
        for j, c in enumerate(row):
            if c is None:
                cells.append('<td class="none"></td>')
                continue
            tip = (f"{label} against {m['labels'][j]}: {c['wins']} wins, {c['losses']} losses, "
                   f"{c['draws']} draws, {c['errors']} errors; 95% CI {_ci(c['ci95'])}%")
            cells.append(f'<td style="background:{_heat(c["score"])}" title="{e(tip)}">'
                         f'<b>{_pct(c["score"])}</b><br><small>{_ci(c["ci95"])}</small></td>')
        name = f"{i}. {e(label)}" if numbered else e(label)
        body.append(f'<tr><th class="row">{name}</th>{"".join(cells)}</tr>')
    return f'<table class="matrix"><tr><th></th>{head}</tr>{"".join(body)}</table>'


def _html_stats(rows: list, first: str, title_of) -> str:
    e = html.escape
    out = ['<table class="stats"><tr><th>' + e(first) + '</th><th>games</th><th>score (95% CI)</th>'
           '<th>W-L-D</th><th>errors</th><th>win% going 1st / 2nd</th><th>mean turns</th><th>wins by</th></tr>']
    for row in rows:
        out.append(f'<tr><td class="name">{e(title_of(row))}</td><td>{row["games"]}</td>'
                   f'<td style="background:{_heat(row["score"])}">{_pct(row["score"])} ({_ci(row["ci95"])})</td>'
                   f'<td>{row["wins"]}-{row["losses"]}-{row["draws"]}</td><td>{row["errors"]}</td>'
                   f'<td>{_pct(row["going_first"]["win_rate"])} / {_pct(row["going_second"]["win_rate"])}</td>'
                   f'<td>{"–" if row["mean_turns"] is None else row["mean_turns"]}</td>'
                   f'<td class="name">{e(_ends(row["ends"]))}</td></tr>')
    out.append("</table>")
    return "".join(out)


_CSS = """
body { font-family: system-ui, sans-serif; margin: 2em; color: #222; }
h1 { font-size: 1.4em; } h2 { font-size: 1.15em; margin-top: 2em; }
table { border-collapse: collapse; font-size: 0.85em; }
th, td { border: 1px solid #ccc; padding: 3px 6px; text-align: center; }
td { white-space: nowrap; }
th.row, td.name { text-align: left; white-space: nowrap; }
table.matrix td { min-width: 3.2em; } table.matrix small { color: #444; }
td.none { background: #f3f3f3; }
p.note { color: #555; max-width: 60em; }
"""


def render_html(report: dict) -> str:
    """The report as one self-contained HTML page (no scripts, nothing fetched)."""
    e = html.escape
    s = report["settings"]
    by_index = {x["index"]: x for x in report["entrants"]}
    standings = ['<table class="stats"><tr><th>rank</th><th>#</th><th>entrant</th><th>rating μ</th>'
                 '<th>σ</th><th>ordinal (μ−3σ)</th><th>score (95% CI)</th><th>W-L-D</th><th>errors</th>'
                 '<th>win% going 1st / 2nd</th><th>mean turns</th><th>wins by</th></tr>']
    for i in report["standings"]:
        x = by_index[i]
        r = x["rating"]
        standings.append(
            f'<tr><td>{x["rank"]}</td><td>{x["index"]}</td><td class="name">{e(x["label"])}</td>'
            f'<td>{r["mu"]:.2f}</td><td>{r["sigma"]:.2f}</td><td>{r["ordinal"]:.2f}</td>'
            f'<td style="background:{_heat(x["score"])}">{_pct(x["score"])} ({_ci(x["ci95"])})</td>'
            f'<td>{x["wins"]}-{x["losses"]}-{x["draws"]}</td><td>{x["errors"]}</td>'
            f'<td>{_pct(x["going_first"]["win_rate"])} / {_pct(x["going_second"]["win_rate"])}</td>'
            f'<td>{"–" if x["mean_turns"] is None else x["mean_turns"]}</td>'
            f'<td class="name">{e(_ends(x["ends"]))}</td></tr>')
    standings.append("</table>")
    errors = ""
    if report["error_games"]:
        items = "".join(f"<li>{e(g['entrant_a'])} vs {e(g['entrant_b'])}, game {g['index']} "
                        f"(seed {g['game_seed']}): {e(g['kind'])}: {e(g['error'])}</li>"
                        for g in report["error_games"])
        errors = f"<h2>Games that ended in an error</h2><ul>{items}</ul>"
    parts = [
        "<!DOCTYPE html>", '<html lang="en"><head><meta charset="utf-8">',
        f"<title>ptcg tournament, seed {s['seed']}</title><style>{_CSS}</style></head><body>",
        f"<h1>ptcg tournament: {s['entrants']} entrants, {s['pairings_played']} pairings × "
        f"{s['games_per_pairing']} games</h1>",
        f'<p class="note">Decks: {e(", ".join(s["decks"]))}. Agents: {e(", ".join(s["agents"]))}. '
        f"Pairings: {e(s['pairings'])}; seed {s['seed']}; games cut at turn {s['max_turns']}. "
        f"Each game seed is played twice with the seats swapped. Scores count a draw as half a win; "
        f"intervals are 95% Wilson intervals. Ratings: OpenSkill Plackett-Luce.</p>",
        f'<p class="note">{e(summary_line(report))}</p>',
        "<h2>Standings</h2>", "".join(standings),
        "<h2>Win rate of the row entrant against the column entrant</h2>",
        _html_matrix(report["matrix"], numbered=True),
    ]
    if any(c for row in report["deck_matrix"]["cells"] for c in row):
        parts += ["<h2>Deck against deck</h2><p class=\"note\">Pairings whose two entrants have the same "
                  "agent, all agents together.</p>", _html_matrix(report["deck_matrix"], numbered=False)]
    if any(c for row in report["agent_matrix"]["cells"] for c in row):
        parts += ["<h2>Agent against agent</h2><p class=\"note\">Pairings whose two entrants have the same "
                  "deck, all decks together.</p>", _html_matrix(report["agent_matrix"], numbered=False)]
    parts += ["<h2>Per deck</h2>", _html_stats(report["decks"], "deck", lambda r: r["deck"]),
              "<h2>Per agent</h2>", _html_stats(report["agents"], "agent", lambda r: r["agent"]),
              errors, "</body></html>"]
    return "\n".join(parts) + "\n"


__all__ = ["build_report", "render_tables", "render_html", "summary_line", "without_run", "RUN_KEY"]
