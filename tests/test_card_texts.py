"""Card descriptions (issue 10 item 1): every text of the pool is described in our own words,
with its behaviour, and no description copies the official wording."""

import csv
import json
import re

import pytest

from ptcg import registry as R
from ptcg.cards.db import CARDS, PRIZES_BY_RULE
from ptcg.cards.rule_boxes import ACE_SPEC_TEXT, MARK_TEXT, RULE_KINDS, TERA_TEXT, rule_box_text
from ptcg.describe import describe_card

RUN = 6     # words in a row that may not be shared with the official text


def _text_keys() -> dict:
    """Behaviour key -> a card naming it, for every text of the pool."""
    keys = {}
    for c in CARDS.values():
        for a in c.attacks:
            if a.key is not None:
                keys.setdefault(a.key, (c.id, a.name))
        for ab in c.abilities:
            keys.setdefault(ab.key, (c.id, ab.name))
        if c.key is not None:
            keys.setdefault(c.key, (c.id, c.name))
    return keys


def test_every_text_of_the_pool_has_a_description():
    missing = [f"{key} ({cid} {what})" for key, (cid, what) in _text_keys().items() if not R.text_of(key)]
    assert not missing, "texts without a description: " + ", ".join(missing[:20])


def test_descriptions_are_sentences():
    for key in _text_keys():
        text = R.text_of(key)
        assert text == text.strip() and (text[0].isupper() or text[0] in "0123456789{\""), (key, text)
        assert text.endswith("."), (key, text)


def _words(text: str) -> list:
    t = text.replace("\u2019", "'").replace("\u2018", "'").lower()
    return re.findall(r"\{[a-z]\}|[0-9a-zé']+", t)


def _runs(text: str) -> set:
    w = _words(text)
    return {tuple(w[i:i + RUN]) for i in range(len(w) - RUN + 1)}


@pytest.fixture(scope="module")
def official_runs():
    from .conftest import SHARED
    base = SHARED / "cards" / "official"
    if not base.exists():
        pytest.skip("../shared is not present")
    runs = set()
    with open(base / "EN_Card_Data.csv", encoding="utf-8") as f:
        for row in csv.DictReader(f):
            runs |= _runs(row["Effect Explanation"])
    for c in json.loads((base / "engine_cards.json").read_text(encoding="utf-8")):
        for s in c.get("skills") or ():
            runs |= _runs(s.get("text") or "")
    for a in json.loads((base / "engine_attacks.json").read_text(encoding="utf-8")):
        runs |= _runs(a.get("text") or "")
    return runs


def _our_texts() -> dict:
    """Every description a player can read: each text's, and each card's rule box, marks and
    (Energy) card text."""
    texts = {f"key {k}": R.text_of(k) for k in _text_keys()}
    for cid in CARDS:
        d = describe_card(cid)
        texts[f"card {cid}"] = d["text"]
        texts[f"rule box of {cid}"] = d["rule_box"] or ""
        texts.update({f"mark {m['name']}": m["text"] for m in d["marks"]})
    texts.update({f"mark {v[0]}": v[1] for v in MARK_TEXT.values()})
    texts.update({"tera": TERA_TEXT, "ace spec": ACE_SPEC_TEXT})
    return texts


def test_no_description_shares_six_words_in_a_row_with_the_official_text(official_runs):
    shared = {}
    for where, text in _our_texts().items():
        hits = [" ".join(r) for r in _runs(text) if r in official_runs]
        if hits:
            shared[where] = hits[0]
    assert not shared, f"{len(shared)} descriptions copy official wording: " + "; ".join(
        f"{k}: '{v}'" for k, v in list(shared.items())[:10])


def test_the_check_finds_a_copied_sentence(official_runs):
    assert _runs("Search your deck for a Basic Pokémon and put it onto your Bench.") & official_runs


def test_III_14_rule_boxes_are_described_once_per_kind_with_the_prize_count_the_rules_use():
    by_kind = {}
    for c in CARDS.values():
        if c.rule is not None and not c.is_tera:
            by_kind.setdefault(c.rule, set()).add(rule_box_text(c))
    assert set(by_kind) == {"ex", "mega_ex"}
    for kind, texts in by_kind.items():
        assert len(texts) == 1, kind
        prizes = PRIZES_BY_RULE[kind]
        assert f"gives the opponent {prizes} Prize cards" in texts.pop()
        assert kind in RULE_KINDS
    tera = [c for c in CARDS.values() if c.is_tera]
    assert len(tera) == 32 and all(rule_box_text(c).endswith(TERA_TEXT) for c in tera)
    aces = [c for c in CARDS.values() if c.ace_spec]
    assert aces and all(rule_box_text(c) == ACE_SPEC_TEXT for c in aces)
    assert rule_box_text(CARDS[1182]) is None          # Boss's Orders: no rule box


def test_spec_descriptions_are_written_from_their_parameters():
    # Blood Moon (41): cant_attack_next_turn; Wild Press (978): self_damage(978, 70);
    # Mirage Barrage (34): hit_pokemon(34, 120, count=2) then discard_own_energy(34, 2)
    assert "next turn" in R.text_of(41)
    assert "70 damage" in R.text_of(978)
    assert R.text_of(34).startswith("Pick two of the opponent's Pokémon and do 120 damage")
    assert R.text_of(34).endswith("Then discard 2 Energy from the attacker.")
    # more_damage_if(13, 60, when=...), damage_for_each(119, 20, ..., more=True, per=...)
    assert R.text_of(13).startswith("60 extra damage when ")
    assert R.text_of(119).startswith("20 extra damage per ")
    assert R.text_of(115) == "20 damage per Pokémon on your Bench."    # @damage(115, text=...)


def test_a_key_described_twice_in_different_words_is_an_error():
    key = "test-only key"
    try:
        R.note_text(key, "One way to say it.")
        R.note_text(key, "One way to say it.")          # the same words again are fine
        with pytest.raises(ValueError, match="described twice"):
            R.note_text(key, "Another way.")
        R.note_text(key, "A default.", default=True)    # a spec's own words never override
        assert R.text_of(key) == "One way to say it."
        with pytest.raises(ValueError):
            R.note_text(key, "   ")
    finally:
        R.TEXTS.pop(key, None)
        R.DEFAULT_TEXTS.pop(key, None)


def _older_keys_described() -> dict:
    """Behaviour key -> description, for every text only the older eras' cards print
    (their keys start with an older card's ID: 100000 and up); every older set's module loaded."""
    import importlib
    import pkgutil

    import ptcg.sets
    for m in pkgutil.walk_packages(ptcg.sets.__path__, "ptcg.sets."):
        importlib.import_module(m.name)
    out = {}
    for key in {**R.DEFAULT_TEXTS, **R.TEXTS}:
        lead = re.match(r"\d+", str(key))
        if lead and int(lead.group()) >= 100000:
            out[key] = R.text_of(key)
    return out


def test_no_older_card_description_shares_six_words_in_a_row_with_the_printed_texts():
    """The older eras' descriptions are ours too: none shares six words in a row with the
    text printed on any older card (``../shared/cards/legacy``)."""
    from .conftest import SHARED
    base = SHARED / "cards" / "legacy" / "cards" / "en"
    if not base.exists():
        pytest.skip("../shared is not present")
    printed = set()
    for f in base.glob("*.json"):
        for c in json.loads(f.read_text(encoding="utf-8")):
            for part in [*(c.get("attacks") or ()), *(c.get("abilities") or ())]:
                printed |= _runs(part.get("text") or "")
            for line in c.get("rules") or ():
                printed |= _runs(line)
            printed |= _runs((c.get("ancientTrait") or {}).get("text") or "")
    ours = _older_keys_described()
    assert len(ours) > 200                       # the theme decks' own texts are there
    copied = {k: " ".join(r) for k, t in ours.items() for r in _runs(t) if r in printed}
    assert not copied, f"{len(copied)} descriptions copy printed wording: {list(copied.items())[:10]}"
