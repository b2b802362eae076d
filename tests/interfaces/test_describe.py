"""Cards a player can read (issue 10 item 1): ``ptcg.describe`` and ``ptcg cards show/search``."""

import json

import pytest
from typer.testing import CliRunner

from ptcg import registry as R
from ptcg.cards.db import CARDS
from ptcg.cli import app
from ptcg.describe import (CardQueryError, card_text_lines, describe_card, did_you_mean, find_cards,
                           search_cards)
from ptcg.errors import PTCGError, UnknownCardError

runner = CliRunner()
DRAGAPULT_EX, BOSS, NEO_UPPER, GRASS, ROOT_FOSSIL, SNOVERS = 121, 1182, 10, 1, 1099, (418, 722)
KEYS = {"id", "name", "kind", "set", "number", "stage", "evolves_from", "hp", "types", "weakness",
        "resistance", "retreat", "rule_box", "abilities", "attacks", "text"}


def test_describe_card_gives_every_fact_of_a_pokemon():
    d = describe_card(DRAGAPULT_EX)
    assert KEYS <= set(d) and json.loads(json.dumps(d)) == d
    assert (d["name"], d["kind"], d["set"], d["number"]) == ("Dragapult ex", "pokemon", "TWM", "130")
    assert (d["stage"], d["evolves_from"], d["hp"], d["types"], d["retreat"]) == \
        ("Stage 2", "Drakloak", 320, ["Dragon"], 1)
    assert d["weakness"] == [] and d["resistance"] == [] and d["text"] == ""
    assert "2 Prize cards" in d["rule_box"] and "Tera" in d["rule_box"]
    jet, dive = d["attacks"]
    assert jet == {"name": "Jet Headbutt", "cost": ["Colorless"], "damage": "70", "text": ""}
    assert dive["cost"] == ["Fire", "Psychic"] and dive["damage"] == "200"
    assert dive["text"] == R.text_of(CARDS[DRAGAPULT_EX].attacks[1].key) and "6 damage counters" in dive["text"]


def test_describe_card_weakness_resistance_and_abilities():
    d = describe_card(96)                          # Teal Mask Ogerpon ex: Teal Dance, Weakness {R}
    assert d["weakness"] == [{"type": "Fire", "value": "×2"}]
    assert d["abilities"] == [{"name": "Teal Dance", "text": R.text_of("96.0"), "kind": "Ability"}]
    assert d["attacks"][0]["damage"] == "30+"
    res = next(c for c in CARDS.values() if c.is_pokemon and c.resistance is not None)
    assert describe_card(res.id)["resistance"][0]["value"] == "-30"


@pytest.mark.parametrize("cid, kind, rule", [(BOSS, "supporter", None), (NEO_UPPER, "special_energy", "ACE SPEC"),
                                             (GRASS, "basic_energy", None), (1245, "stadium", None)])
def test_describe_card_of_trainers_and_energy(cid, kind, rule):
    d = describe_card(cid)
    assert d["kind"] == kind and d["stage"] is None and d["hp"] is None and d["attacks"] == []
    assert d["text"] and (rule in d["rule_box"] if rule else d["rule_box"] is None)


def test_a_fossil_is_an_item_with_the_facts_of_the_pokemon_it_plays_as():
    d = describe_card(ROOT_FOSSIL)
    assert d["kind"] == "item" and d["hp"] == 60 and d["types"] == ["Colorless"]
    assert d["abilities"][0]["name"] == "Primal Root" and "60 HP" in d["text"]


@pytest.mark.parametrize("bad", [0, 99999, -1, True, "121", 1.0, None])
def test_an_unknown_card_id_is_a_named_error(bad):
    with pytest.raises(UnknownCardError):
        describe_card(bad)


def test_card_text_lines_read_like_the_card():
    lines = card_text_lines(DRAGAPULT_EX)
    assert lines[0] == "Dragapult ex — Stage 2 Pokémon ex (Dragon) · 320 HP · TWM 130 · ID 121"
    assert "Evolves from Drakloak" in lines
    assert any(line.startswith("Attack — Phantom Dive {R}{P} 200: ") for line in lines)
    assert card_text_lines(BOSS)[1] == describe_card(BOSS)["text"]


def test_find_cards_by_id_name_or_set_and_number():
    assert find_cards(121) == find_cards("121") == find_cards("TWM 130") == [DRAGAPULT_EX]
    assert find_cards("BOSS\u2019S ORDERS") == find_cards("boss's orders") == [BOSS]
    assert find_cards("Pokemon Catcher") == [1124]                  # accents optional
    assert find_cards("snover") == list(SNOVERS)                    # every printing
    assert find_cards("Grass Energy") == [GRASS]
    assert find_cards("no such card") == [] and find_cards("99999") == []
    assert did_you_mean("Dragapul ex") == "; did you mean 'Dragapult ex'?"
    assert did_you_mean("qqqqqq") == ""


def test_search_cards_filters_by_name_type_stage_kind_and_words():
    fire_stage2 = search_cards(type="R", stage="Stage 2")
    assert 153 in fire_stage2 and all(CARDS[c].type == 2 and CARDS[c].stage == 2 for c in fire_stage2)
    assert search_cards(type="{R}", stage="stage2") == search_cards(type="fire", stage="2") == fire_stage2
    assert search_cards(name="dragapult") == [DRAGAPULT_EX]
    supporters = search_cards(kind="supporter", words="Prize card")
    assert supporters and all(CARDS[c].kind == "supporter" for c in supporters)
    assert all("prize card" in (describe_card(c)["text"].lower()) for c in supporters)
    assert set(search_cards(kind="energy")) == {c.id for c in CARDS.values() if c.is_energy}
    for bad in ({"type": "Sound"}, {"stage": "Stage 3"}, {"kind": "spell"}):
        with pytest.raises(CardQueryError):
            search_cards(**bad)
    assert issubclass(CardQueryError, PTCGError)


def test_cli_cards_show_by_id_and_by_name():
    r = runner.invoke(app, ["cards", "show", "121"])
    assert r.exit_code == 0, r.output
    assert "Dragapult ex — Stage 2" in r.output and "Phantom Dive" in r.output and "6 damage counters" in r.output
    r = runner.invoke(app, ["cards", "show", "boss\u2019s", "orders"])
    assert r.exit_code == 0 and describe_card(BOSS)["text"] in r.output


def test_cli_cards_show_every_printing_and_suggests_close_names():
    r = runner.invoke(app, ["cards", "show", "Snover"])
    assert r.exit_code == 0 and "2 cards match" in r.output and "DRI 59" in r.output and "MEG 35" in r.output
    r = runner.invoke(app, ["cards", "show", "Dragapul"])
    assert r.exit_code == 2 and "did you mean 'Dragapult ex'?" in r.output
    r = runner.invoke(app, ["cards", "show", "99999"])
    assert r.exit_code == 2 and "no card has the ID 99999" in r.output


def test_cli_cards_show_json():
    r = runner.invoke(app, ["cards", "show", "121", "--json"])
    assert r.exit_code == 0 and json.loads(r.output) == describe_card(DRAGAPULT_EX)
    r = runner.invoke(app, ["cards", "show", "snover", "--json"])
    assert [d["id"] for d in json.loads(r.output)] == list(SNOVERS)


def test_cli_cards_show_official_without_the_simulator_says_how_to_get_it(monkeypatch):
    import ptcg.official
    monkeypatch.setattr(ptcg.official, "official_card_texts", lambda: None)
    r = runner.invoke(app, ["cards", "show", "1182", "--official"])
    assert r.exit_code == 2 and "kaggle-environments" in r.output


def test_cli_cards_show_official_puts_the_official_wording_beside_ours(monkeypatch):
    import ptcg.official
    fake = {BOSS: {"name": "Boss's Orders", "text": "OFFICIAL WORDS", "abilities": [], "attacks": []}}
    monkeypatch.setattr(ptcg.official, "official_card_texts", lambda: fake)
    r = runner.invoke(app, ["cards", "show", "1182", "--official"])
    assert r.exit_code == 0, r.output
    assert "OFFICIAL WORDS" in r.output and "Bring one of the" in r.output
    r = runner.invoke(app, ["cards", "show", "1182", "--official", "--json"])
    assert json.loads(r.output)["official"]["text"] == "OFFICIAL WORDS"


def test_cli_cards_search():
    r = runner.invoke(app, ["cards", "search", "--type", "R", "--stage", "Stage 2", "--json"])
    assert r.exit_code == 0 and [d["id"] for d in json.loads(r.output)] == search_cards(type="R", stage="Stage 2")
    r = runner.invoke(app, ["cards", "search", "damage", "counters", "--kind", "stadium"])
    assert r.exit_code == 0 and "card(s)" in r.output
    r = runner.invoke(app, ["cards", "search", "--type", "Sound"])
    assert r.exit_code == 2 and "unknown type 'Sound'" in r.output
    r = runner.invoke(app, ["cards", "search", "--name", "zzzz"])
    assert r.exit_code == 1 and "No card matches" in r.output
