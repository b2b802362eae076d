"""cabt ``logs`` entries rendered from ptcg's events, where they must read as on the official
simulator (measured side by side in random games of the meta decks, NOTES.md "cabt").

Each test builds a small position, plays one action and renders the game's events for one
player with :class:`ptcg.cabt.logs.LogRenderer` (a card's serial is its instance here).
"""

from __future__ import annotations

from ptcg.cabt.enums import LogTypeCode as L
from ptcg.cards import legacy
from ptcg.cabt.logs import LogRenderer
from ptcg.testing import DRAGAPULT_EX, SNOVER, Scenario

W, D = 3, 7
DREEPY, DRAKLOAK, MUNKIDORI, DWEBBLE, CRUSTLE = 119, 120, 112, 344, 345
TEAL_MASK_OGERPON_EX, MEGA_STARMIE_EX = 96, 1031
ARTAZON, JAMMING_TOWER = 1253, 1246


def _prc(number: int) -> int:
    """A Primal Clash card (legacy pool): the only Pokémon here whose attack discards a Stadium."""
    return legacy.card_id(f"xy5-{number}")


def rendered(t, viewer: int = 0) -> list:
    """Every log entry ``viewer`` gets from the start of the position."""
    return LogRenderer(viewer, lambda inst: inst, lambda uid, inst, from_card: None).render(
        t.game.events_for(viewer, 0))


def entries(logs, kind) -> list:
    return [e for e in logs if e["type"] == kind]


def test_damage_prevented_to_zero_is_still_an_hp_change_of_0():
    # 345 Crustle takes no damage from a Pokémon ex's attack: the official simulator logs
    # the hit anyway, with the value 0
    s = Scenario().active(0, DRAGAPULT_EX, energy=[W]).active(1, CRUSTLE, under=[DWEBBLE])
    t = s.start()
    t.attack("Jet Headbutt")
    assert t.mon(1).damage == 0
    hp = entries(rendered(t), L.HP_CHANGE)
    assert [(e["playerIndex"], e["serial"], e["value"], e["putDamageCounter"]) for e in hp] == \
        [(1, t.mon(1).cards[-1], 0, False)]


def test_a_hit_on_a_benched_tera_pokemon_is_logged_as_0():
    # Mega Starmie ex's Jetting Blow also hits a Benched Pokémon; a Tera Pokémon on the Bench
    # takes nothing, and both hits are logged (the Active's first)
    s = Scenario().active(0, MEGA_STARMIE_EX, energy=[W] * 3).active(1, DRAGAPULT_EX).bench(1, TEAL_MASK_OGERPON_EX)
    t = s.start()
    t.attack("Jetting Blow")
    hp = entries(rendered(t), L.HP_CHANGE)
    assert [(e["serial"], e["value"]) for e in hp] == [(t.mon(1).cards[-1], -120), (t.mon(1, 1).cards[-1], 0)]


def test_moved_damage_counters_heal_the_source_and_are_placed_on_the_target():
    # 112 Munkidori's Ability: the Pokémon the counters leave is healed (not "counters
    # placed"), the one they land on gets them as counters
    s = Scenario().active(0, MUNKIDORI, energy=[D]).bench(0, DREEPY, damage=50)
    s.active(1, DRAGAPULT_EX).bench(1, DREEPY)
    t = s.start()
    t.ability(0)
    t.choose((1, 1), 3)
    hp = entries(rendered(t), L.HP_CHANGE)
    assert [(e["playerIndex"], e["value"], e["putDamageCounter"]) for e in hp] == [(0, 30, False), (1, -30, True)]
    assert hp[0]["serial"] == t.mon(0, 1).cards[-1] and hp[1]["serial"] == t.mon(1, 1).cards[-1]


def test_a_stadium_replaced_by_another_is_moved_to_the_discard_pile_after_the_new_ones_play():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).stadium(ARTAZON, owner=1).hand(0, [JAMMING_TOWER])
    t = s.start()
    old = t.state.stadium
    t.play(JAMMING_TOWER)
    for viewer in (0, 1):
        logs = rendered(t, viewer)
        i = next(i for i, e in enumerate(logs) if e["type"] == L.PLAY and e["cardId"] == JAMMING_TOWER)
        assert logs[i + 1] == {"type": L.MOVE_CARD, "playerIndex": 1, "cardId": ARTAZON, "serial": old,
                               "fromArea": 7, "toArea": 3}
        assert len([e for e in logs if e["type"] == L.MOVE_CARD and e["fromArea"] == 7]) == 1


def test_a_stadium_an_effect_discards_is_moved_once():
    seas = _prc(137)
    s = Scenario().active(0, _prc(48), energy=[W, W]).active(1, DRAGAPULT_EX).stadium(seas, owner=1)
    t = s.start().attack("Knock Over")
    t.choose(True)
    moves = [e for e in rendered(t) if e["type"] == L.MOVE_CARD and e["fromArea"] == 7]
    assert [(e["cardId"], e["toArea"], e["playerIndex"]) for e in moves] == [(seas, 3, 1)]


def test_a_knocked_out_pokemon_goes_to_the_discard_pile_before_the_prize_card_is_taken():
    # the attacker sees the Prize card it takes; the official simulator logs the Knocked Out
    # Pokémon (and what was attached) into the discard pile first, for both players
    s = Scenario().active(0, DRAGAPULT_EX, energy=[W]).active(1, DREEPY, energy=[W]).bench(1, SNOVER)
    t = s.start()
    t.attack("Jet Headbutt")
    for viewer in (0, 1):
        logs = rendered(t, viewer)
        hp = next(i for i, e in enumerate(logs) if e["type"] == L.HP_CHANGE)
        after = [(e["type"], e["playerIndex"], e["fromArea"], e["toArea"]) for e in logs[hp + 1:hp + 4]]
        prize = L.MOVE_CARD if viewer == 0 else L.MOVE_CARD_REVERSE
        assert after == [(L.MOVE_CARD, 1, 4, 3), (L.MOVE_CARD, 1, 8, 3), (prize, 0, 6, 2)], after


def test_a_knocked_out_evolved_pokemon_goes_to_the_discard_pile_top_card_first():
    # the official simulator logs the Stage 1 (area 4) before the Basic under it (area 10),
    # then the attached Energy (area 8)
    s = Scenario().active(0, DRAGAPULT_EX, energy=[W]).active(1, DRAKLOAK, under=[DREEPY], energy=[W], damage=30)
    t = s.bench(1, SNOVER).start()
    t.attack("Jet Headbutt")
    moves = [(e["cardId"], e["fromArea"]) for e in rendered(t, 1) if e["type"] == L.MOVE_CARD and e["toArea"] == 3]
    assert moves == [(DRAKLOAK, 4), (DREEPY, 10), (W, 8)]
