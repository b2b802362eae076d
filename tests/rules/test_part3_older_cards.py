"""The card model of every era (issue 12 item 1), with real cards of the older sets.

RULES.md III-02 (types, Weakness and Resistance as printed), III-13 (names and marks),
III-14 (rule kinds and their Prize counts), III-15 (stage kinds, ability kinds, Trainer
kinds of the older eras); the card IDs of the older eras (from 100000, loaded when first
needed, never colliding with the official pool's 1-1431).
"""

import json
import subprocess
import sys

import pytest

from ptcg import Game
from ptcg.cards import db, legacy
from ptcg.cards.db import (BASIC, BREAK, LEGACY_BASE, LEGEND, LEVEL_UP, MAX_CARD_ID, MEGA, POKE_BODY, POKE_POWER,
                           POKEMON_POWER, RESTORED, SET_BLOCK, V_UNION, VMAX, VSTAR, card)
from ptcg.errors import InvalidDeckError, UnknownCardError
from ptcg.rules import queries as Q
from ptcg.state import make_instance
from ptcg.testing import Scenario
from ptcg.types import DARKNESS, FIGHTING, FIRE, METAL, PSYCHIC, WATER

GOUGING_FIRE_EX, ENAMORUS, GASTLY, SNOVER = 46, 39, 59, 722     # pool: Fire 60, Psychic 30, Darkness 30
R, P, D, W = 2, 5, 7, 3


def cid(data_id: str) -> int:
    return legacy.card_id(data_id)


def hit(attacker: int, energy: list, defender: int, attack: str) -> "Table":  # noqa: F821
    t = Scenario().active(0, attacker, energy=energy).active(1, defender).start()
    return t.attack(attack)


# -- III-02 R4: Weakness and Resistance as printed ---------------------------------------------

def test_III_02_R4_weakness_plus_n_and_resistance_minus_20_as_printed():
    """Dialga DP 1 prints Weakness Fire +20 and Resistance Psychic -20 (000 B-10 steps 3-4:
    "by the number printed"): Gouging Fire ex's 60 becomes 80, Enamorus's 30 becomes 10."""
    dialga = cid("dp1-1")
    assert card(dialga).weaknesses == ((FIRE, "+", 20),) and card(dialga).resistances == ((PSYCHIC, "-", 20),)
    t = hit(GOUGING_FIRE_EX, [R, R], dialga, "Heat Blast")
    assert t.mon(1).damage == 80
    assert any("+20 (Weakness)" in line for line in t.log)
    t = hit(ENAMORUS, [P], dialga, "Heart Sign")
    assert t.mon(1).damage == 10 and any("-20 (Resistance)" in line for line in t.log)


def test_III_02_R4_weakness_plus_30_on_another_card():
    dusknoir = cid("dp1-2")                                  # Weakness Darkness +30
    t = hit(GASTLY, [D, D], dusknoir, "Suffocating Gas")
    assert t.mon(1).damage == 30 + 30


def test_III_02_R4_x2_weakness_and_minus_20_of_the_xy_era():
    """Xerneas-EX XY 97: Weakness Metal ×2, Resistance Darkness -20 (every BW-SM Resistance is
    -20); the pool's Gastly does 30 - 20."""
    xerneas_ex = cid("xy1-97")
    assert card(xerneas_ex).weaknesses == ((METAL, "x", 2),)
    assert hit(GASTLY, [D, D], xerneas_ex, "Suffocating Gas").mon(1).damage == 10


def test_III_02_R4_two_resistance_types_each_apply_to_its_type():
    """Rayquaza ★ DX 107 prints two Resistances (Water -30, Fighting -30)."""
    rayquaza = cid("ex8-107")
    assert card(rayquaza).resistances == ((WATER, "-", 30), (FIGHTING, "-", 30))
    t = Scenario().active(0, SNOVER).active(1, rayquaza).start()
    assert Q.resistances(t.state, t.mon(1)) == card(rayquaza).resistances


def test_III_02_R4_an_effect_changing_the_weakness_type_keeps_the_printed_modifier():
    """The ``weakness`` query changes the type; the printed modifier (+20) stays."""
    from ptcg.testing import stand_in_lasting
    dialga = cid("dp1-2")
    with stand_in_lasting("weakness", "test_weakness_water", lambda g, e, mon, w: WATER):
        s = Scenario().active(0, SNOVER).active(1, dialga)
        s.effect(1, 0, "test_weakness_water", turns=(1, 9))
        t = s.start()
        assert Q.weaknesses(t.state, t.mon(1)) == ((WATER, "+", 30),)


# -- card IDs of the older eras ------------------------------------------------------------------

def test_older_card_ids_never_collide_with_the_pool_and_are_stable():
    """Set number k owns IDs 100000 + 1000k ..; the IDs are written in the package's data,
    so a printing keeps its ID (the generator keeps the previous output as its ledger)."""
    xy1 = next(s for s in db.legacy_sets() if s["id"] == "xy1")
    xerneas_ex = cid("xy1-97")
    assert MAX_CARD_ID < LEGACY_BASE <= xerneas_ex
    assert LEGACY_BASE + SET_BLOCK * xy1["ordinal"] <= xerneas_ex < LEGACY_BASE + SET_BLOCK * (xy1["ordinal"] + 1)
    assert xerneas_ex == 185096 and card(xerneas_ex).data_id == "xy1-97"
    assert card(xerneas_ex).attacks[0].id == xerneas_ex * 10         # attack IDs: card ID * 10 + index
    assert cid("xy1-132") == 1                               # Grass Energy: the pool's Basic {G} Energy


def test_older_card_ids_in_instances_states_and_records():
    """``inst >> 7`` is the card ID for the largest IDs too, and a game of older cards
    replays from its record."""
    big = max(s["ordinal"] for s in db.legacy_sets()) * SET_BLOCK + LEGACY_BASE + 999
    inst = make_instance(big, 1, 63)
    assert inst >> 7 == big and (inst >> 6) & 1 == 1 and inst & 63 == 63
    label, ids = legacy.theme_deck("Chespin")
    game = Game(ids, ids, seed=3, allow_unimplemented=True)
    while not game.is_over() and game.turn < 6:
        game.apply(game.legal_options[-1] if game.legal_options[-1] != ("end",) else game.legal_options[0])
    again = Game.from_record(json.loads(json.dumps(game.record())))
    assert again.log == game.log and again.decks[0][0] >= LEGACY_BASE


def test_the_frozen_rl_layouts_refuse_older_cards_by_name():
    pytest.importorskip("gymnasium")
    from ptcg.env import SingleAgentEnv
    from ptcg.env import ptcg_v3
    _, ids = legacy.theme_deck("Chespin")
    with pytest.raises(InvalidDeckError, match="not in the official pool"):
        SingleAgentEnv(ids, ids, allow_unimplemented=True)
    with pytest.raises(InvalidDeckError, match="not in the official pool"):
        ptcg_v3.env(decks=["Chespin"])


def test_unknown_older_card_ids_are_named():
    with pytest.raises(UnknownCardError):
        card(LEGACY_BASE + 999)
    with pytest.raises(UnknownCardError):
        legacy.card_id("xy1-9999")


def test_the_older_cards_are_loaded_only_when_needed():
    """``import ptcg`` and a game of the pool load no card of an older set."""
    code = ("import ptcg; from ptcg.cards import db; g = ptcg.Game('mega_abomasnow', 'fire_cinderace', seed=1);"
            "[g.apply(g.legal_options[0]) for _ in range(30) if not g.is_over()];"
            "print(len(db.LEGACY_CARDS), db.loaded_sets())")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.split() == ["0", "[]"]


# -- III-14, III-15: stage kinds, rule kinds, marks ------------------------------------------------

@pytest.mark.parametrize("data_id, stage, rule, prizes", [
    ("xy2-13", MEGA, "EX", 2),               # M Charizard-EX: MEGA, the EX rule (III-14)
    ("xy9-41", BREAK, "break", 1),           # Greninja BREAK
    ("pl4-97", LEVEL_UP, None, 1),           # Gengar LV.X
    ("bw3-66", RESTORED, None, 1),           # Archen, Restored from Plume Fossil
    ("swsh5-88", VMAX, "vmax", 3),           # Rapid Strike Urshifu VMAX
    ("swsh9-123", VSTAR, "vstar", 2),        # Arceus VSTAR
    ("swshp-SWSH159", V_UNION, "v_union", 3),
    ("hgss1-113", LEGEND, "legend", 2),      # Lugia LEGEND
    ("sm9-33", BASIC, "tag_team", 3),        # Pikachu & Zekrom-GX
    ("sm2-60", BASIC, "gx", 2),              # Tapu Lele-GX
    ("sm5-62", BASIC, "prism_star", 1),      # Lunala ◇
])
def test_III_14_III_15_stage_and_rule_kinds_of_real_cards(data_id, stage, rule, prizes):
    c = card(cid(data_id))
    assert (c.stage, c.rule, c.prizes) == (stage, rule, prizes)
    assert c.is_basic is (stage == BASIC)


def test_III_15_stage_kinds_are_not_stage_1_or_basic():
    """"Stage 1" and "Basic" in a text never find a MEGA, VMAX or Restored Pokémon; Baby
    Pokémon are Basic Pokémon with the Baby mark (III-15 R11)."""
    m_charizard, urshifu, archen, pichu = (card(cid(d)) for d in ("xy2-13", "swsh5-88", "bw3-66", "neo1-12"))
    assert m_charizard.stage != 1 and urshifu.stage != 1 and m_charizard.is_evolution and urshifu.is_evolution
    assert not archen.is_basic and not archen.plays_as_basic and not archen.is_evolution
    assert archen.restored_from == "Plume Fossil"
    assert pichu.is_basic and "baby" in pichu.tags and pichu.stage_name == "Baby"
    assert m_charizard.is_pokemon_EX and m_charizard.is_mega_evolution and not m_charizard.is_mega
    assert card(cid("sm9-33")).is_gx and card(cid("swsh9-123")).is_pokemon_v


@pytest.mark.parametrize("data_id, tag", [
    ("bw8-66", "team_plasma"), ("swsh5-88", "rapid_strike"), ("ex13-102", "delta"), ("ex13-102", "star"),
    ("neo3-65", "shining"), ("pl4-12", "sp"), ("base5-4", "dark"), ("neo4-14", "light"),
    ("hgss4-94", "prime"), ("xy2-13", "mega_turn_end"),
])
def test_III_13_III_15_marks_are_tags(data_id, tag):
    assert tag in card(cid(data_id)).tags


def test_III_13_R7_owners_names_and_ace_spec():
    assert card(cid("gym1-71")).trainer == "Brock" and card(cid("gym1-71")).name == "Brock's Sandshrew"
    assert card(cid("bw7-137")).ace_spec                      # Computer Search


@pytest.mark.parametrize("data_id, kind, stops_under, once", [
    ("dp6-43", POKE_POWER, None, None),                     # Uxie LA 43
    ("pl4-97", POKE_POWER, "any_condition", None),          # Gengar LV.X: not under Special Conditions
    ("hgss4-94", POKE_BODY, None, None),                    # Gengar TM 94
    ("base1-1", POKEMON_POWER, "asleep_confused_paralyzed", None),   # Alakazam BS 1
    ("swsh9-123", "ability", None, "vstar"),                # Arceus VSTAR's Starbirth
])
def test_III_15_R1_ability_kinds(data_id, kind, stops_under, once):
    ab = card(cid(data_id)).abilities[0]
    assert (ab.kind, ab.stops_under, ab.once_per_game) == (kind, stops_under, once)


def test_III_15_gx_attacks_ancient_traits_and_older_trainer_kinds():
    assert [a.once_per_game for a in card(cid("sm2-60")).attacks] == [None, "gx"]
    assert card(cid("sm11-203")).attacks[0].once_per_game == "gx"     # Normalium Z: Tackle (a Tool)
    assert card(cid("swsh12-156")).abilities[0].once_per_game == "vstar"   # Forest Seal Stone
    assert card(cid("xy5-55")).ancient_trait == "α Growth"             # Primal Kyogre-EX
    tm = card(cid("dp6-136"))
    assert tm.kind == "tool" and "technical_machine" in tm.tags and tm.attacks
    bebe = card(cid("dp2-109"))
    assert bebe.kind == "supporter" and "supporter_next_to_active" in bebe.tags
    oak = card(cid("base1-88"))
    assert oak.kind == "item" and "trainer" in oak.tags            # the first sets' Trainers
    fossil = card(cid("base3-62"))                                 # Mysterious Fossil: 10 HP
    assert fossil.is_fossil and fossil.plays_as_basic and fossil.hp == 10


def test_texts_shared_with_the_pool_share_its_behaviour_key():
    """Switch of Sun & Moon prints the pool's text: one key, so one behaviour, and a deck
    list naming it gets the pool's card (III-16 R1)."""
    switch_sum = card(cid("sm1-132"))
    assert switch_sum.key == card(1123).key
    assert legacy.resolve_card("Switch SUM 132") == 1123
    assert legacy.resolve_card("Xerneas-EX XY 97") == cid("xy1-97")
