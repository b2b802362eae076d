"""``ptcg cards show`` and :mod:`ptcg.describe` for the cards of the older eras (issue 12):
printed Weakness/Resistance values, stage kinds, ability kinds, Ancient Traits, marks."""

from ptcg.cards import legacy
from ptcg.cards.rule_boxes import ANCIENT_TRAIT_TEXT, MARK_TEXT, PRISM_STAR_TEXT
from ptcg.describe import card_text_lines, describe_card, find_cards


def test_an_older_card_is_described_by_its_id_and_by_its_set_code():
    cid = legacy.card_id("dp1-1")                      # Dialga DP 1: Fire +20, Psychic -20
    assert find_cards(str(cid)) == [cid] and find_cards("DP 1") == [cid]
    d = describe_card(cid)
    assert d["weakness"] == [{"type": "Fire", "value": "+20"}]
    assert d["resistance"] == [{"type": "Psychic", "value": "-20"}]
    assert "Weakness: Fire +20 · Resistance: Psychic -20 · Retreat: 2" in card_text_lines(cid)


def test_stage_kinds_and_ability_kinds_are_shown_as_printed():
    lugia = describe_card(legacy.card_id("hgss1-113"))
    assert lugia["stage"] == "LEGEND" and lugia["abilities"][0]["kind"] == "Poké-Power"
    assert card_text_lines(legacy.card_id("hgss1-113"))[0].startswith("Lugia LEGEND — Pokémon LEGEND (Water)")
    assert card_text_lines(legacy.card_id("xy9-41"))[0].startswith("Greninja BREAK — Pokémon BREAK (Water)")
    alakazam = describe_card(legacy.card_id("base1-1"))
    assert alakazam["abilities"][0]["kind"] == "Pokémon Power"
    assert describe_card(legacy.card_id("xy1-97"))["types"] == ["Fairy"]


def test_marks_ancient_traits_and_prism_star_have_one_description_each():
    kyogre = describe_card(legacy.card_id("xy5-55"))   # Primal Kyogre-EX: α Growth, Mega rule
    names = [m["name"] for m in kyogre["marks"]]
    assert "Ancient Trait α Growth" in names and "Mega Evolution rule" in names
    assert all(ANCIENT_TRAIT_TEXT.values()) and len(ANCIENT_TRAIT_TEXT) == 10
    assert describe_card(legacy.card_id("sm5-136"))["rule_box"] == PRISM_STAR_TEXT
    star = describe_card(legacy.card_id("ex13-102"))   # Gyarados ★ δ
    assert {m["name"] for m in star["marks"]} >= {MARK_TEXT["star"][0], MARK_TEXT["delta"][0]}
