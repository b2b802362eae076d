"""II-E-01/02/22/23: the audit of every card text that gives an effect a duration, kept true.

Each text of the pool with "during your (opponent's) next turn", "during their next turn",
"until the end of your (opponent's) next turn" or "at the end of your opponent's next turn"
must be implemented with the matching duration of :mod:`ptcg.effects.durations`, and with
no duration of the other player's turn (188 Vibrava's Screech used the opponent's turn for
"your next turn").  The texts are read from ``../shared`` (skipped without it); the code is
found through the behaviour registry.  NOTES.md ("Audit of durations, cures and
protections") lists the verdicts.
"""

import inspect
import json
import re

import pytest

import ptcg  # noqa: F401  (registers every card behaviour)
from ptcg import registry as R
from ptcg.cards.db import CARDS

# phrase (lower case) -> the duration its effect must use
PHRASES = {
    "until the end of your opponent's next turn": "UNTIL_OPPONENT_TURN_END",
    "until the end of your next turn": "UNTIL_YOUR_TURN_END",
    "at the end of your opponent's next turn": "OPPONENT_NEXT_TURN",   # a record read at that turn's end
    "during your opponent's next turn": "OPPONENT_NEXT_TURN",
    "during their next turn": "OPPONENT_NEXT_TURN",
    "during your next turn": "YOUR_NEXT_TURN",
}
# the one-line specs of ptcg.effects.specs and the duration each uses
SPEC_DURATIONS = {"self_lock_next_turn": "YOUR_NEXT_TURN", "cant_attack_next_turn": "YOUR_NEXT_TURN",
                  "defender_cant_retreat": "OPPONENT_NEXT_TURN", "takes_less_next_turn": "OPPONENT_NEXT_TURN",
                  "prevent_damage_next_turn": "OPPONENT_NEXT_TURN",
                  "defender_does_less_next_turn": "OPPONENT_NEXT_TURN",
                  "strike_back_next_turn": "OPPONENT_NEXT_TURN"}
# texts whose duration is set by a lasting-effect handler rather than by the registered code
SET_LATER = {986: "681 Marshadow — Shadowy Side Kick: the protection is given once the attack is "
                  "done, by the side_kick_watch record"}
DURATION = re.compile(r"\b(THIS_TURN|OPPONENT_NEXT_TURN|YOUR_NEXT_TURN|UNTIL_OPPONENT_TURN_END|"
                      r"UNTIL_YOUR_TURN_END|WHILE_IN_PLAY)\b")
OTHER_TURN = {"OPPONENT_NEXT_TURN": "YOUR_NEXT_TURN", "YOUR_NEXT_TURN": "OPPONENT_NEXT_TURN"}


def _functions(key) -> list:
    out = []
    spec = R.ATTACKS.get(key)
    if spec is not None:
        out += [spec.damage, spec.effect]
    for table in (R.ABILITIES, R.TRAINERS, R.STADIUM_ABILITIES):
        if key in table:
            out.append(table[key].effect)
    for by_key in list(R.PASSIVES.values()) + list(R.TRIGGERS.values()):
        if key in by_key:
            out.append(by_key[key])
    return [_card_code(f) for f in out if f is not None]


def _card_code(fn):
    """The function written for the card, under any wrappers (``registry.as_generator``,
    ``tools/card_test_coverage.py``): the first one defined in ``ptcg.sets`` or
    ``ptcg.effects``."""
    seen = 0
    while seen < 10 and not any(part in fn.__code__.co_filename for part in ("/ptcg/sets/", "/ptcg/effects/")):
        inner = getattr(fn, "__wrapped__", None)
        if inner is None:
            cells = [c.cell_contents for c in (fn.__closure__ or ()) if inspect.isfunction(c.cell_contents)]
            inner = cells[0] if cells else None
        if inner is None:
            break
        fn, seen = inner, seen + 1
    return fn


def _durations_used(key) -> set:
    used = set()
    for fn in _functions(key):
        spec = fn.__qualname__.split(".")[0]
        if spec in SPEC_DURATIONS:
            used.add(SPEC_DURATIONS[spec])
        used |= set(DURATION.findall(_source(fn)))
    return used


def _source(fn) -> str:
    try:
        return inspect.getsource(fn)
    except TypeError:       # PTCG_COMPILE=all compiles ptcg.effects, whose functions keep no source
        pytest.skip("this audit reads the source of card code, and ptcg.effects is compiled")


def _duration_texts(shared):
    official = shared / "cards" / "official"
    cards = json.loads((official / "engine_cards.json").read_text(encoding="utf-8"))
    attacks = {a["attackId"]: a for a in json.loads((official / "engine_attacks.json").read_text(encoding="utf-8"))}
    seen = set()
    for c in cards:
        cid = c["cardId"]
        texts = [(attacks[aid]["text"], aid, None) for aid in c["attacks"]]
        texts += [(s["text"], None, i) for i, s in enumerate(c["skills"])]
        for text, aid, index in texts:
            low = text.replace("\u2019", "'").lower()
            wanted = {d for phrase, d in PHRASES.items() if phrase in low}
            if not wanted:
                continue
            if aid is not None:
                key = R.attack_key(aid)
            else:
                key = R.card_key(cid, index) if CARDS[cid].is_pokemon else R.card_key(cid)
            if key not in seen:
                seen.add(key)
                yield cid, c["name"], key, aid, wanted


def test_II_E_01_02_22_23_every_duration_text_uses_its_duration(shared_dir):
    checked, wrong = 0, []
    for cid, name, key, aid, wanted in _duration_texts(shared_dir):
        if aid in SET_LATER or key in SET_LATER:
            continue
        used = _durations_used(key)
        missing = wanted - used
        crossed = {OTHER_TURN[d] for d in wanted if d in OTHER_TURN} & used - wanted
        if missing or crossed:
            wrong.append(f"{cid} {name} (key {key}): text needs {sorted(wanted)}, code uses {sorted(used)}")
        checked += 1
    assert checked >= 70 and not wrong, "\n".join(wrong)
