"""The test harness itself (:mod:`ptcg.testing`): attack shortcuts and the stand-ins, which
must leave the registry exactly as they found it, its derived per-card tables included."""

from types import SimpleNamespace

import pytest

from ptcg import registry
from ptcg.cards.db import CARD_LIST, CARDS
from ptcg.registry import ABILITIES, ATTACKS, ENERGIES, LASTING, PASSIVES, TRAINERS, tables
from ptcg.testing import (DONE, Scenario, attack_of, energy_for, ready_to_attack, stand_in_ability, stand_in_attack,
                          stand_in_card, stand_in_energy, stand_in_lasting, stand_in_passive, stand_in_trainer,
                          stand_in_trigger)

G, R, W, P = 1, 2, 3, 5
SNOVER, KYOGRE, LOTAD, LUNATONE, DRAGAPULT_EX, APPLIN = 722, 721, 260, 675, 121, 346
HOLD_STILL = 382                 # first printed by 278 Lillie's Cutiefly; Applin prints it as attack 480
POWERGLASS, VENTURE_BOMB, BOOMERANG_ENERGY, SWITCH = 1163, 1133, 9, 1123


def registry_snapshot() -> tuple:
    """Everything a stand-in may touch, as comparable data (the tables rebuilt if needed)."""
    t = tables()
    return (dict(ATTACKS), dict(ABILITIES), dict(TRAINERS), dict(ENERGIES),
            {q: dict(d) for q, d in PASSIVES.items()}, {q: dict(d) for q, d in LASTING.items()},
            {q: dict(d) for q, d in t.trigger_by_card.items()}, {q: dict(d) for q, d in t.passive_by_card.items()},
            len(CARD_LIST), len(CARDS))


def test_attack_of_finds_a_reprints_attack_by_the_attack_id_of_its_text():
    assert attack_of(APPLIN, HOLD_STILL).id == 480
    assert attack_of(APPLIN, HOLD_STILL).key == registry.attack_key(HOLD_STILL)


def test_energy_for_pays_colorless_with_the_first_typed_symbol_or_the_given_card():
    assert energy_for(SimpleNamespace(cost=(P, 0, 0))) == [P, P, P]
    assert energy_for(SimpleNamespace(cost=(P, 0, 0)), colorless=W) == [P, W, W]
    assert energy_for(SimpleNamespace(cost=(0, 0))) == [W, W]


def test_ready_to_attack_and_use_attack_by_attack_id():
    t = ready_to_attack(APPLIN, HOLD_STILL, extra_energy=[R], damage=30).start()
    assert t.energy_ids(0) == [G, R] and t.mon(1).cid == DRAGAPULT_EX
    t.use(APPLIN, HOLD_STILL)
    assert t.mon(1).damage == 10 and t.mon(0).damage == 20 and t.at_main(1)


def test_card_options_and_deck_ids():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [SWITCH]).deck(0, [KYOGRE, W, LOTAD])
    t = s.start()
    assert t.deck_ids(0) == sorted([KYOGRE, W, LOTAD]) and t.deck_ids(0, sort=False) == [LOTAD, W, KYOGRE]
    assert t.card_options() == set()


def test_stand_ins_restore_the_registry_and_its_tables():
    before = registry_snapshot()
    with stand_in_passive(POWERGLASS, "granted_attacks", lambda *args: ()), \
            stand_in_trigger(LOTAD, "before_to_hand", lambda *args: None), \
            stand_in_ability(LUNATONE, lambda g, ctx: None), \
            stand_in_attack(HOLD_STILL, damage=lambda g, a: a.fail(), from_bench=True), \
            stand_in_trainer(VENTURE_BOMB, None), \
            stand_in_energy(BOOMERANG_ENERGY, provides=lambda g, mon, inst: ()), \
            stand_in_lasting("checkup", "test_kind", lambda g, e: None), \
            stand_in_card("Stand-in Mon") as cid:
        assert registry_snapshot() != before
        assert LOTAD in tables().trigger_by_card["before_to_hand"] and CARDS[cid].name == "Stand-in Mon"
    assert registry_snapshot() == before


def test_a_trigger_stand_in_survives_another_stand_in_rebuilding_the_tables():
    with stand_in_trigger(LOTAD, "before_to_hand", lambda *args: None):
        with stand_in_passive(POWERGLASS, "granted_attacks", lambda *args: ()):
            assert LOTAD in tables().trigger_by_card["before_to_hand"]
        assert LOTAD in tables().trigger_by_card["before_to_hand"]
    assert LOTAD not in tables().trigger_by_card.get("before_to_hand", {})


def test_stand_ins_are_undone_when_the_test_fails_inside():
    before = registry_snapshot()
    with pytest.raises(ZeroDivisionError):
        with stand_in_attack(HOLD_STILL, damage=lambda g, a: None), stand_in_card("Doomed"):
            1 / 0
    assert registry_snapshot() == before


def test_a_stand_in_trainer_is_played_and_does_what_it_is_given():
    played = []
    with stand_in_trainer(VENTURE_BOMB, lambda g, ctx: played.append(ctx.player)):
        t = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [VENTURE_BOMB]).start()
        t.play(VENTURE_BOMB)
    assert played == [0] and t.at_main(0) and DONE not in t.options


def test_a_fresh_passive_stand_in_refuses_a_card_that_already_answers_the_query():
    with stand_in_passive(POWERGLASS, "granted_attacks", lambda *args: ()):
        with pytest.raises(AssertionError):
            stand_in_passive(POWERGLASS, "granted_attacks", lambda *args: (), fresh=True)
    with stand_in_passive(POWERGLASS, "granted_attacks", lambda *args: (), fresh=True):
        pass


def test_is_implemented_follows_a_new_definition_under_the_same_card_id():
    """registry.is_implemented remembers its answer per card definition: a stand-in card
    that reuses a card ID after another one left gets its own answer."""
    from ptcg.registry import is_implemented
    from ptcg.testing import stand_in_card
    with stand_in_card("Unwritten Item", kind="item", stage=None, hp=None, attacks=[], key="test.unwritten-item") as cid:
        assert not is_implemented(cid)
    with stand_in_card("Plain Stand-in") as cid2:
        assert cid2 == cid and is_implemented(cid2)
