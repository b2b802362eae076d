# M: multi-select stress.  At each question it answers an edge case in turn (the empty list when
# minCount is 0, exactly maxCount, shuffled and reversed orders), checks every index field against
# the lists of the same observation, and follows every card by serial through observations and logs
# (a serial is 3..62 or 63..122; one of ours is the card at that place of our list; a serial always
# names the same card).  A broken rule raises, which the runner reports as ERROR.
import os
import random

_rng = random.Random(int(os.environ.get("AGENT_SEED", "3")))
_deck = []
_names = {}
_turn = [0]


def _read_deck():
    path = "deck.csv" if os.path.exists("deck.csv") else "/kaggle_simulations/agent/deck.csv"
    with open(path) as fh:
        return [int(x) for x in fh.read().split()][:60]


def _card(c, me, where):
    if c is None:
        return
    s, cid, pl = c["serial"], c["id"], c["playerIndex"]
    if not (3 <= s <= 62 or 63 <= s <= 122):
        raise AssertionError(f"{where}: serial {s} out of range")
    owner = 0 if s < 63 else 1
    if owner != pl:
        raise AssertionError(f"{where}: serial {s} with playerIndex {pl}")
    if pl == me and _deck[s - (3 if pl == 0 else 63)] != cid:
        raise AssertionError(f"{where}: serial {s} is not card {cid} of my list")
    if _names.setdefault(s, cid) != cid:
        raise AssertionError(f"{where}: serial {s} was card {_names[s]}, now {cid}")


def _check(obs):
    cur, sel = obs["current"], obs["select"]
    me = cur["yourIndex"]
    players = cur["players"]
    for pl, p in enumerate(players):
        for m in list(p["active"]) + list(p["bench"]):
            if m is None:
                continue
            _card(m, me, "pokemon")
            for key in ("energyCards", "tools", "preEvolution"):
                for c in m[key]:
                    _card(c, me, key)
            if len(m["energies"]) < len(m["energyCards"]) and not m["energyCards"]:
                raise AssertionError("energies")
        for c in p["discard"]:
            _card(c, me, "discard")
        if pl == me:
            if len(p["hand"]) != p["handCount"]:
                raise AssertionError("handCount")
            for c in p["hand"]:
                _card(c, me, "hand")
        elif p["hand"] is not None:
            raise AssertionError("the opponent's hand is visible")
    for c in sel["deck"] or []:
        _card(c, me, "deck")
    for c in cur["looking"] or []:
        _card(c, me, "looking")
    for e in obs["logs"]:
        for key, ckey in (("serial", "cardId"), ("serialTarget", "cardIdTarget"), ("serialActive", "cardIdActive"),
                          ("serialBench", "cardIdBench"), ("serialBefore", "cardIdBefore"),
                          ("serialAfter", "cardIdAfter")):
            if key in e:
                s = e[key]
                _card({"serial": s, "id": e[ckey], "playerIndex": 0 if s < 63 else 1}, me, f"log {e['type']}")
    if not 0 <= sel["minCount"] <= sel["maxCount"] <= len(sel["option"]):
        raise AssertionError("counts")
    any_deck = False
    for o in sel["option"]:
        t = o["type"]
        if t in (3, 4, 5, 6):
            area, i, pl = o["area"], o["index"], o["playerIndex"]
            p = players[pl]
            size = {1: len(sel["deck"] or []), 2: p["handCount"], 3: len(p["discard"]), 4: len(p["active"]),
                    5: len(p["bench"]), 6: len(p["prize"]), 12: len(cur["looking"] or []),
                    10: len(p["active"]) + len(p["bench"])}.get(area)
            if size is None or not 0 <= i < size:
                raise AssertionError(f"option {o} out of range")
            any_deck = any_deck or area == 1
            if t in (4, 5, 6):
                mon = p["active"][0] if area == 4 else p["bench"][i]
                j = o["toolIndex"] if t == 4 else o["energyIndex"]
                if not 0 <= j < len(mon["tools"] if t == 4 else mon["energyCards"]):
                    raise AssertionError(f"option {o}: attached index")
        elif t in (7, 8, 9):
            if not 0 <= o["index"] < len(players[me]["hand"]):
                raise AssertionError(f"option {o}: hand index")
            if t != 7:
                n = len(players[me]["bench"]) if o["inPlayArea"] == 5 else 1
                if not 0 <= o["inPlayIndex"] < n:
                    raise AssertionError(f"option {o}: in-play index")
    if any_deck != (sel["deck"] is not None):
        raise AssertionError("select.deck without a deck option, or the reverse")


def agent(obs):
    global _deck
    if obs["select"] is None:
        _deck = _read_deck()
        return list(_deck)
    _check(obs)
    sel = obs["select"]
    n, lo, hi = len(sel["option"]), sel["minCount"], sel["maxCount"]
    _turn[0] += 1
    case = _turn[0] % 4
    if case == 0 and lo == 0:
        return []
    k = hi if case in (1, 2) else _rng.randint(lo, hi)
    picked = _rng.sample(range(n), k)
    if case == 2:
        picked.sort(reverse=True)
    return picked
