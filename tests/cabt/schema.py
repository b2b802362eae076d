"""A checker of cabt observations, written from CONTRACT.md sections 2-6 (not from our code).

:func:`check_observation` raises AssertionError naming the first problem: a missing or
extra key, a wrong type, an option index out of range of the same observation's lists,
``select.deck`` without an option in area 1 (or the reverse), a serial that does not
follow the submitted deck lists (3 + position in player 0's list, 63 + position in
player 1's).
"""

from __future__ import annotations

TOP = {"select", "logs", "current"}
SELECT = ["type", "context", "minCount", "maxCount", "remainDamageCounter", "remainEnergyCost", "option",
          "deck", "contextCard", "effect"]
CURRENT = ["turn", "turnActionCount", "yourIndex", "firstPlayer", "supporterPlayed", "stadiumPlayed",
           "energyAttached", "retreated", "result", "stadium", "looking", "players"]
PLAYER = ["active", "bench", "benchMax", "deckCount", "discard", "prize", "handCount", "hand", "poisoned",
          "burned", "asleep", "paralyzed", "confused"]
POKEMON = ["id", "serial", "playerIndex", "hp", "maxHp", "appearThisTurn", "energies", "energyCards", "tools",
           "preEvolution"]
CARD = {"id", "serial", "playerIndex"}
OPTION_FIELDS = {
    0: {"number"}, 1: set(), 2: set(), 3: {"area", "index", "playerIndex"},
    4: {"area", "index", "playerIndex", "toolIndex"}, 5: {"area", "index", "playerIndex", "energyIndex"},
    6: {"area", "index", "playerIndex", "energyIndex", "count"}, 7: {"index"},
    8: {"area", "index", "inPlayArea", "inPlayIndex"}, 9: {"area", "index", "inPlayArea", "inPlayIndex"},
    10: {"area", "index"}, 11: {"area", "index"}, 12: set(), 13: {"attackId"}, 14: set(),
    15: {"cardId", "serial"}, 16: {"specialConditionType"},
}
SELECT_OPTION_TYPES = {0: {7, 8, 9, 10, 11, 12, 13, 14}, 1: {3}, 2: {4, 5}, 3: {3, 4, 5}, 4: {6}, 5: {15},
                       6: {13}, 7: {9}, 8: {0}, 9: {1, 2}, 10: {16}}
LOG_FIELDS = {
    0: set(), 1: {"hasBasicPokemon"}, 2: set(), 3: set(), 4: {"cardId", "serial"}, 5: set(),
    6: {"cardId", "serial", "fromArea", "toArea"}, 7: {"fromArea", "toArea"},
    8: {"cardIdActive", "serialActive", "cardIdBench", "serialBench"},
    9: {"cardIdBefore", "serialBefore", "cardIdAfter", "serialAfter"}, 10: {"cardId", "serial"},
    11: {"cardId", "serial", "cardIdTarget", "serialTarget"}, 12: {"cardId", "serial", "cardIdTarget", "serialTarget"},
    13: {"cardId", "serial", "cardIdTarget", "serialTarget"},
    14: {"cardId", "serial", "cardIdBefore", "serialBefore", "cardIdAfter", "serialAfter"},
    15: {"cardId", "serial", "attackId"}, 16: {"cardId", "serial", "value", "putDamageCounter"},
    17: {"cardId", "serial", "isRecover"}, 18: {"cardId", "serial", "isRecover"}, 19: {"cardId", "serial", "isRecover"},
    20: {"cardId", "serial", "isRecover"}, 21: {"cardId", "serial", "isRecover"}, 22: {"head"},
    23: {"result", "reason"},
}


def _is_int(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _serial_ok(decks, serial, cid, owner, where) -> None:
    base = 3 if owner == 0 else 63
    pos = serial - base
    assert 0 <= pos < len(decks[owner]), f"{where}: serial {serial} outside player {owner}'s range"
    assert decks[owner][pos] == cid, (f"{where}: serial {serial} is card {decks[owner][pos]} in player {owner}'s "
                                      f"list, not {cid}")


def check_card(c, decks, where) -> None:
    assert isinstance(c, dict) and set(c) == CARD, f"{where}: card keys {c!r}"
    assert _is_int(c["id"]) and _is_int(c["serial"]) and c["playerIndex"] in (0, 1), f"{where}: {c!r}"
    if decks is not None:
        _serial_ok(decks, c["serial"], c["id"], c["playerIndex"], where)


def check_pokemon(m, decks, owner, where) -> None:
    assert list(m) == POKEMON, f"{where}: keys {list(m)}"
    assert m["playerIndex"] == owner, f"{where}: playerIndex"
    if decks is not None:
        _serial_ok(decks, m["serial"], m["id"], owner, where)
    assert _is_int(m["hp"]) and _is_int(m["maxHp"]) and 0 <= m["hp"] <= m["maxHp"], f"{where}: hp {m['hp']}/{m['maxHp']}"
    assert isinstance(m["appearThisTurn"], bool)
    assert all(_is_int(e) and 0 <= e <= 11 for e in m["energies"]), f"{where}: energies {m['energies']}"
    for k in ("energyCards", "tools", "preEvolution"):
        for i, c in enumerate(m[k]):
            check_card(c, decks, f"{where}.{k}[{i}]")
            assert c["playerIndex"] == owner


def check_observation(obs: dict, decks=None, seen_serials: dict | None = None) -> None:
    """Every rule of the contract that one observation can be checked against."""
    assert set(obs) >= TOP, f"top-level keys {sorted(obs)}"
    sel, cur = obs["select"], obs["current"]
    assert list(sel) == SELECT, f"select keys {list(sel)}"
    assert list(cur)[:10] == CURRENT[:9] + ["draw"] or set(CURRENT) <= set(cur), f"current keys {list(cur)}"
    me = cur["yourIndex"]
    assert me in (0, 1)
    assert _is_int(cur["turn"]) and cur["turn"] >= 0
    assert _is_int(cur["turnActionCount"]) and cur["turnActionCount"] >= 1
    assert cur["firstPlayer"] in (-1, 0, 1)
    assert cur["result"] in (-1, 0, 1, 2)
    for k in ("supporterPlayed", "stadiumPlayed", "energyAttached", "retreated"):
        assert isinstance(cur[k], bool), k
    assert len(cur["stadium"]) <= 1
    for c in cur["stadium"]:
        check_card(c, decks, "stadium")
    players = cur["players"]
    assert len(players) == 2
    for pl, p in enumerate(players):
        assert [k for k in p if k != "win"] == PLAYER, f"player keys {list(p)}"
        assert len(p["active"]) <= 1
        for m in p["active"]:
            if m is not None:
                check_pokemon(m, decks, pl, f"players[{pl}].active")
        for i, m in enumerate(p["bench"]):
            check_pokemon(m, decks, pl, f"players[{pl}].bench[{i}]")
        assert _is_int(p["deckCount"]) and p["deckCount"] >= 0
        for i, c in enumerate(p["discard"]):
            check_card(c, decks, f"players[{pl}].discard[{i}]")
            assert c["playerIndex"] == pl
        assert all(x is None for x in p["prize"]) and len(p["prize"]) <= 6
        if pl == me:
            assert isinstance(p["hand"], list) and len(p["hand"]) == p["handCount"]
            for i, c in enumerate(p["hand"]):
                check_card(c, decks, f"players[{pl}].hand[{i}]")
        else:
            assert p["hand"] is None, "the opponent's hand must be null"
        for k in ("poisoned", "burned", "asleep", "paralyzed", "confused"):
            assert isinstance(p[k], bool)
    # serials are unique across the visible cards
    if decks is not None:
        serials = []
        for p in players:
            for m in p["active"] + p["bench"]:
                if m is not None:
                    serials += [m["serial"]] + [c["serial"] for k in ("energyCards", "tools", "preEvolution")
                                                for c in m[k]]
            serials += [c["serial"] for c in p["discard"]] + [c["serial"] for c in (p["hand"] or [])]
        serials += [c["serial"] for c in cur["stadium"]]
        if sel["deck"]:
            serials += [c["serial"] for c in sel["deck"]]
        assert len(serials) == len(set(serials)), "a serial appears twice in one observation"
    # select
    t = sel["type"]
    assert t in SELECT_OPTION_TYPES, f"select type {t}"
    assert _is_int(sel["context"]) and 0 <= sel["context"] <= 48
    opts = sel["option"]
    assert 0 <= sel["minCount"] <= sel["maxCount"] <= len(opts), (
        f"counts {sel['minCount']}..{sel['maxCount']} for {len(opts)} options")
    assert sel["maxCount"] >= 1
    has_deck_option = False
    looking = cur["looking"]
    for i, o in enumerate(opts):
        ot = o["type"]
        assert ot in SELECT_OPTION_TYPES[t], f"option type {ot} in select type {t}"
        assert set(o) - {"type"} == OPTION_FIELDS[ot], f"option {i} fields {sorted(o)}"
        if ot in (3, 4, 5, 6):
            area, idx, pl = o["area"], o["index"], o["playerIndex"]
            p = players[pl]
            if area == 1:
                has_deck_option = True
                assert sel["deck"] is not None and 0 <= idx < len(sel["deck"]), f"option {i}: deck index {idx}"
            elif area == 2:
                if pl == me:
                    assert 0 <= idx < len(p["hand"]), f"option {i}: hand index"
                else:
                    assert 0 <= idx < p["handCount"]
            elif area == 3:
                assert 0 <= idx < len(p["discard"]), f"option {i}: discard index"
            elif area == 4:
                assert idx == 0 and len(p["active"]) == 1
            elif area == 5:
                assert 0 <= idx < len(p["bench"]), f"option {i}: bench index {idx}"
            elif area == 6:
                assert 0 <= idx < len(p["prize"])
            elif area == 12:
                assert looking is not None and 0 <= idx < len(looking), f"option {i}: looking index"
            elif area == 10:
                assert 0 <= idx < len(p["bench"]) + len(p["active"])
            else:
                raise AssertionError(f"option {i}: area {area}")
            if ot in (4, 5, 6):
                assert area in (4, 5)
                mon = p["active"][0] if area == 4 else p["bench"][idx]
                if ot == 4:
                    assert 0 <= o["toolIndex"] < len(mon["tools"])
                else:
                    assert 0 <= o["energyIndex"] < len(mon["energyCards"])
                if ot == 6:
                    assert o["count"] >= 1
        elif ot == 7:
            assert 0 <= o["index"] < len(players[me]["hand"])
        elif ot in (8, 9):
            assert o["area"] == 2 and 0 <= o["index"] < len(players[me]["hand"])
            if o["inPlayArea"] == 4:
                assert o["inPlayIndex"] == 0 and players[me]["active"]
            else:
                assert o["inPlayArea"] == 5 and 0 <= o["inPlayIndex"] < len(players[me]["bench"])
        elif ot in (10, 11):
            area, idx = o["area"], o["index"]
            if area == 4:
                assert idx == 0
            elif area == 5:
                assert 0 <= idx < len(players[me]["bench"])
            elif area == 7:
                assert idx == 0 and cur["stadium"]
            elif area == 2:
                assert 0 <= idx < len(players[me]["hand"])
            elif area == 3:
                assert 0 <= idx < len(players[me]["discard"])
            else:
                raise AssertionError(f"ability area {area}")
    assert (sel["deck"] is not None) == has_deck_option, "select.deck present exactly when an option is in area 1"
    if sel["deck"] is not None:
        for i, c in enumerate(sel["deck"]):
            check_card(c, decks, f"deck[{i}]")
        assert len(sel["deck"]) == players[me]["deckCount"]
    if looking is not None:
        for c in looking:
            if c is not None:
                check_card(c, decks, "looking")
    for k in ("contextCard", "effect"):
        if sel[k] is not None:
            check_card(sel[k], decks, k)
    # logs
    for i, e in enumerate(obs["logs"]):
        lt = e["type"]
        assert lt in LOG_FIELDS, f"log type {lt}"
        extra = set(e) - {"type", "playerIndex"}
        assert extra == LOG_FIELDS[lt], f"log {i} type {lt} fields {sorted(e)}"
        if lt != 23:
            assert e["playerIndex"] in (0, 1)
        if decks is not None:
            for key, ckey in (("serial", "cardId"), ("serialActive", "cardIdActive"), ("serialBench", "cardIdBench"),
                              ("serialBefore", "cardIdBefore"), ("serialAfter", "cardIdAfter"),
                              ("serialTarget", "cardIdTarget")):
                if key in e:
                    s = e[key]
                    owner = 0 if s < 63 else 1
                    _serial_ok(decks, s, e[ckey], owner, f"log {i} {key}")
