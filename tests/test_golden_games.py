"""Golden games: speed work must not change a single game.

``golden_games.json`` holds, for a few hundred seeded games (random, greedy and a few MCTS
agents over every built-in deck, some under other rulesets), hashes of what the engine
produced when the file was written: every decision met (player, kind, options) with the
option taken, the full record (options, turn starts, final-state fingerprint, result), the
text log and the typed events.  The same games played now must hash the same; each game
is also played with ``log=False`` (the same record), replayed from its record, and copied
with ``clone()`` at some decisions (the copy must reach the same state).

The default run plays every 8th random or greedy game; ``-m slow`` plays the others.  The file is written by
running this module on the tree that defines the expected games::

    PYTHONPATH=src python tests/test_golden_games.py --write
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

import pytest

from ptcg import Game
from ptcg.agents import RandomAgent
from ptcg.agents.greedy import GreedyAgent
from ptcg.agents.mcts import MCTSAgent
from ptcg.deck import builtin_decks
from ptcg.records import fingerprint
from ptcg.ruleset import STANDARD

DATA = Path(__file__).with_name("golden_games.json")

# a few other readings of the rules, so their code paths are covered too
_OTHER_RULES = (
    STANDARD.with_(first_player="player0", burn="classic", draw_resolution="tiebreak"),
    STANDARD.with_(attack_fail_order="confusion_first", failed_attack_used=True, tool_is_item=True,
                   mulligan_bonus="all", draw_resolution="sudden_death"),
)


def game_specs() -> list:
    """(id, deck A, deck B, seed, agent kind, rules index) of every golden game."""
    decks = builtin_decks()
    n = len(decks)
    specs = []
    for i in range(240):
        specs.append((f"random-{i}", decks[(i * 7) % n], decks[(i * 11 + 3) % n], 1000 + i, "random",
                      -1 if i % 10 else (i // 10) % 2))
    for i in range(72):
        specs.append((f"greedy-{i}", decks[(i * 5 + 1) % n], decks[(i * 13 + 2) % n], 5000 + i, "greedy",
                      -1 if i % 12 else (i // 12) % 2))
    for i in range(3):
        specs.append((f"mcts-{i}", decks[(i * 9 + 4) % n], decks[(i * 3 + 8) % n], 9000 + i, "mcts", -1))
    return specs


def _agents(kind: str, seed: int):
    if kind == "random":
        return RandomAgent(2 * seed), RandomAgent(2 * seed + 1)
    if kind == "greedy":
        return GreedyAgent(2 * seed), GreedyAgent(2 * seed + 1)
    return MCTSAgent(seed=2 * seed, iterations=6), GreedyAgent(2 * seed + 1)


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:20]


def play(spec, log: bool, clone_every: int = 0):
    """Play one golden game; returns (game, decisions hash)."""
    _, a, b, seed, kind, rules = spec
    game = Game(a, b, seed=seed, log=log, rules=STANDARD if rules < 0 else _OTHER_RULES[rules])
    agents = _agents(kind, seed)
    h = hashlib.sha256()
    step = 0
    while not game.is_over():
        d = game.decision
        opt = agents[d.player].act(game)
        h.update(repr((d.player, d.kind, d.options, opt)).encode())
        if clone_every and step % clone_every == 0:
            twin = game.clone(keep_log=log and step % (2 * clone_every) == 0)
            twin.apply(opt)
        else:
            twin = None
        game.apply(opt)
        if twin is not None:
            assert fingerprint(twin.state) == fingerprint(game.state), f"{spec[0]}: clone parted at step {step}"
            if twin.state.events is not None:
                assert twin.state.events == game.state.events, f"{spec[0]}: clone's events parted at step {step}"
        step += 1
        assert step < 20000, "game too long"
    return game, h.hexdigest()[:20]


def hashes(spec, clone_every: int = 0) -> dict:
    game, decisions = play(spec, log=True, clone_every=clone_every)
    record = game.record()
    return {"decisions": decisions,
            "record": _sha(json.dumps(record, sort_keys=True)),
            "log": _sha("\n".join(game.log)),
            "log_for": _sha("\n".join(game.log_for(0) + ["--"] + game.log_for(1))),
            "events": _sha(json.dumps([e.to_dict() for e in game.events], sort_keys=True)),
            "_record": record}


def _expected() -> dict:
    return json.loads(DATA.read_text(encoding="utf-8"))["games"]


def check(spec) -> None:
    want = _expected()[spec[0]]
    got = hashes(spec, clone_every=9 if spec[4] == "random" else 0)
    record = got.pop("_record")
    for key in ("decisions", "record", "log", "log_for", "events"):
        assert got[key] == want[key], f"{spec[0]}: the {key} changed"
    quiet, decisions = play(spec, log=False)
    assert decisions == want["decisions"], f"{spec[0]}: log=False met other decisions"
    assert quiet.record() == record, f"{spec[0]}: log=False gave another record"
    if spec[4] != "mcts":
        assert Game.from_record(record, log=False).record() == record


_SPECS = game_specs()
_QUICK = [s for s in _SPECS[::8] if s[4] != "mcts"]


@pytest.mark.parametrize("spec", _QUICK, ids=lambda s: s[0])
def test_golden_games_play_as_before(spec):
    check(spec)


@pytest.mark.slow
@pytest.mark.parametrize("spec", [s for s in _SPECS if s not in _QUICK], ids=lambda s: s[0])
def test_golden_games_play_as_before_all(spec):
    check(spec)


def test_golden_file_covers_every_game():
    assert set(_expected()) == {s[0] for s in _SPECS}


def _write() -> None:
    games = {}
    for spec in _SPECS:
        h = hashes(spec)
        h.pop("_record")
        games[spec[0]] = h
        print(spec[0], h["record"], file=sys.stderr, flush=True)
    DATA.write_text(json.dumps({"games": games}, indent=0, sort_keys=True) + "\n", encoding="utf-8")


if __name__ == "__main__":
    if sys.argv[1:] != ["--write"]:
        raise SystemExit("usage: PYTHONPATH=src python tests/test_golden_games.py --write")
    _write()
