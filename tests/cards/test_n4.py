"""Neo Destiny (N4) and the older texts it reprints: every card of the theme deck Dark.  One
scenario per card text, each named after the card (ID, name); the texts first printed by Base
Set, Gym Heroes, Neo Genesis, Neo Discovery and Neo Revelation live in those sets' modules
(``sets/base/bs.py``, ``g1.py``, ``n1.py``, ``n2.py``, ``n3.py``) and are checked here through
the Dark card that prints them (Super Rod: tests/cards/test_n1.py).

Targets: Dragapult ex (320 HP, no Weakness or Resistance) unless the text says otherwise.
"""

import pytest

from ptcg.cards.db import card
from ptcg.decisions import CHOOSE_CARD, CHOOSE_NUMBER, YES_NO
from ptcg.rules import queries as Q
from ptcg.rules.conditions import ASLEEP
from ptcg.testing import DRAGAPULT_EX, Scenario

SNOVER = 722
R, W, P = 2, 3, 5
CYNDAQUIL_N1, BERRY, SUPER_ROD, UNOWN_E, MAGCARGO, HIDEOUT = 109056, 109098, 109102, 110066, 112032, 112062
D_TYPHLOSION, D_MAGCARGO, D_HAUNTER, D_QUILAVA, CYNDAQUIL = 113009, 113017, 113035, 113038, 113060
GASTLY, GIRAFARIG, GROWLITHE, SLUGMA, UNOWN_S, UNOWN_T = 113064, 113065, 113067, 113081, 113086, 113087
VULPIX, CLAWS, ENERGY_STADIUM, MAIL = 113090, 113096, 113098, 113104
ELM, MOO_MOO_MILK = 109095, 109100
ENERGY = {0: R, 2: R, 5: P}


def energy_for(card_id: int, attack: str) -> list:
    a = next(a for a in card(card_id).attacks if a.name == attack)
    first = next((t for t in a.cost if t), 2)
    return [ENERGY[t] if t else ENERGY[first] for t in a.cost]


def hit(cid: int, attack: str, coins: str = "", *, defender: int = DRAGAPULT_EX, extra=(), bench=SNOVER,
        deck=None, **kw):
    s = Scenario().active(0, cid, energy=energy_for(cid, attack) + list(extra), **kw).active(1, defender)
    if bench:
        s = s.bench(1, bench)
    if deck is not None:
        s = s.deck(0, deck)
    t = s.start()
    if coins:
        t.coins(coins)
    return t.attack(attack)


def answer_all(t, answer):
    """Answer every pending non-main question with ``answer(decision)``."""
    while t.decision is not None and t.decision.kind != "main":
        t.apply(answer(t.decision))
    return t


# -- attacks with no text ---------------------------------------------------------------------------
@pytest.mark.parametrize("cid, attack, damage", [(D_TYPHLOSION, "Claw Swipe", 20), (GROWLITHE, "Bite", 20),
                                                 (SLUGMA, "Combustion", 30), (UNOWN_E, "Hidden Power", 10),
                                                 (UNOWN_S, "Hidden Power", 20), (UNOWN_T, "Hidden Power", 20)])
def test_n4_attacks_that_do_their_printed_damage(cid, attack, damage):
    """113009 Dark Typhlosion, 113067 Growlithe, 113081 Slugma, 110066 Unown [E], 113086 Unown [S],
    113087 Unown [T]."""
    assert hit(cid, attack).mon(1).damage == damage


# -- Cyndaquil (N1), Berry ----------------------------------------------------------------------------
@pytest.mark.parametrize("coin", ["H", "T"])
def test_109056_cyndaquil_fireworks_tails_discards_an_energy_card_of_its_own(coin):
    t = hit(CYNDAQUIL_N1, "Fireworks", coin, extra=[R])
    assert t.mon(1).damage == 20 and len(t.mon(0).energy) == (2 if coin == "H" else 1)


@pytest.mark.parametrize("coin, damage", [("H", 30), ("T", 10)])
def test_109056_cyndaquil_quick_attack_heads_20_more(coin, damage):
    assert hit(CYNDAQUIL_N1, "Quick Attack", coin).mon(1).damage == damage


@pytest.mark.parametrize("damage, left, kept", [(30, 10, False), (10, 10, True)])
def test_109098_berry_heals_20_and_is_discarded_between_turns(damage, left, kept):
    s = Scenario().active(0, SNOVER, damage=damage, tools=[BERRY]).active(1, SNOVER)
    t = s.start().end_turn()
    assert t.mon(0, 0).damage == left and (BERRY in [c >> 7 for c in t.mon(0).tools]) is kept
    assert (BERRY in t.discard_ids(0)) is not kept


def test_109098_berry_saves_a_pokemon_from_a_poison_knock_out_at_the_checkup():
    s = Scenario().active(0, SNOVER, damage=card(SNOVER).hp - 20, tools=[BERRY], conditions=["poisoned"])
    t = s.active(1, SNOVER).start().end_turn()
    assert t.mon(0).cid == SNOVER and t.mon(0).damage == card(SNOVER).hp - 30


# -- Unown [E] --------------------------------------------------------------------------------------
@pytest.mark.parametrize("opp, me", [(True, True), (False, True), (True, False), (False, False)])
def test_110066_unown_e_engage_each_player_may_trade_their_hand_for_4(opp, me):
    s = (Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [UNOWN_E, W, W]).hand(1, [W] * 6)
         .deck(0, [R] * 10).deck(1, [P] * 10))
    t = s.start().bench_card(UNOWN_E)
    assert t.decision.kind == YES_NO and t.decision.player == 1
    t.choose(opp)
    assert t.decision.kind == YES_NO and t.decision.player == 0
    t.choose(me)
    assert len(t.player(1).hand) == (4 if opp else 6)
    assert len(t.player(0).hand) == (4 if me else 2)


# -- Magcargo (N3), Rocket's Hideout ------------------------------------------------------------------
@pytest.mark.parametrize("discard, damage", [(0, 40), (2, 80)])
def test_112032_magcargo_lava_flow_20_more_for_each_fire_energy_discarded(discard, damage):
    t = hit(MAGCARGO, "Lava Flow", extra=[R, W])
    assert t.decision.kind == CHOOSE_CARD
    for _ in range(discard):
        t.apply(next(o for o in t.decision.options if isinstance(o, int) and o >> 7 == R))
    if t.decision.kind == CHOOSE_CARD:
        t.apply(next(o for o in t.decision.options if not isinstance(o, int) or o >> 7 != R))
    assert t.mon(1).damage == damage and len(t.mon(0).energy) == 5 - discard


def test_112032_magcargo_magma_pool_moves_a_fire_energy_to_the_new_active_on_retreat():
    s = Scenario().active(0, MAGCARGO, energy=[R, R, R, R]).bench(0, SNOVER).active(1, SNOVER)
    t = s.start().retreat(1)
    t = answer_all(t, lambda d: d.options[0])
    assert t.mon(0).cid == SNOVER and [c >> 7 for c in t.mon(0).energy] == [R]
    assert len(t.player(0).bench[0].energy) == 0                     # 3 paid, 1 moved


def test_112032_magcargo_magma_pool_stops_without_its_powers():
    s = Scenario().active(0, MAGCARGO, energy=[R, R, R, R]).bench(0, SNOVER).active(1, SNOVER)
    s = s.effect(0, 0, "no_abilities", turns=(0, 99), attack_effect=False)
    t = answer_all(s.start().retreat(1), lambda d: d.options[0])
    assert t.mon(0).energy == [] and len(t.player(0).bench[0].energy) == 1


def test_112062_rockets_hideout_gives_20_hp_to_dark_pokemon_on_both_sides():
    s = (Scenario().active(0, D_QUILAVA).bench(0, CYNDAQUIL).active(1, D_HAUNTER).stadium(HIDEOUT))
    t = s.start()
    assert Q.max_hp(t.state, t.mon(0)) == card(D_QUILAVA).hp + 20
    assert Q.max_hp(t.state, t.mon(1)) == card(D_HAUNTER).hp + 20
    assert Q.max_hp(t.state, t.player(0).bench[0]) == card(CYNDAQUIL).hp


# -- Dark Typhlosion, Dark Magcargo ---------------------------------------------------------------------
@pytest.mark.parametrize("coins, damage", [("HH", 80), ("HT", 40), ("TT", 0)])
def test_113009_dark_typhlosion_rushing_flames_40_per_heads_for_each_fire_energy_discarded(coins, damage):
    s = (Scenario().active(0, D_TYPHLOSION, energy=[R]).bench(0, SNOVER, energy=[R, W]).active(1, DRAGAPULT_EX))
    t = s.start().coins(coins).attack("Rushing Flames")
    t = answer_all(t, lambda d: next((o for o in d.options if isinstance(o, int) and o >> 7 == R),
                                     d.options[-1]))
    assert t.mon(1).damage == damage
    assert t.mon(0).energy == [] and [c >> 7 for c in t.player(0).bench[0].energy] == [W]


def test_113009_dark_typhlosion_rushing_flames_with_nothing_discarded_does_nothing():
    t = hit(D_TYPHLOSION, "Rushing Flames")
    t = answer_all(t, lambda d: next(o for o in d.options if not isinstance(o, int) or o >> 7 != R))
    assert t.mon(1).damage == 0 and len(t.mon(0).energy) == 1


@pytest.mark.parametrize("pay", [True, False])
def test_113017_dark_magcargo_ball_of_flame_a_fire_energy_for_20_on_the_bench(pay):
    t = hit(D_MAGCARGO, "Ball of Flame")
    assert t.decision.kind == CHOOSE_CARD
    if pay:
        t.apply(next(o for o in t.decision.options if isinstance(o, int) and o >> 7 == R))
    else:
        t.apply(next(o for o in t.decision.options if not isinstance(o, int) or o >> 7 != R))
    t = answer_all(t, lambda d: d.options[0])
    assert t.mon(1).damage == 20 and t.player(1).bench[0].damage == (20 if pay else 0)
    assert len(t.mon(0).energy) == (1 if pay else 2)


@pytest.mark.parametrize("condition, damage", [(None, 10), ("asleep", 0), ("poisoned", 10)])
def test_113017_dark_magcargo_hot_plate_10_to_a_basic_benched_from_the_hand(condition, damage):
    s = (Scenario(current=1).active(0, D_MAGCARGO, conditions=[condition] if condition else [])
         .active(1, SNOVER).hand(1, [GROWLITHE]))
    t = s.start().bench_card(GROWLITHE)
    assert t.player(1).bench[0].damage == damage


def test_113017_dark_magcargo_hot_plate_only_while_active_and_on_its_owners_side_too():
    s = Scenario().active(0, SNOVER).bench(0, D_MAGCARGO).active(1, SNOVER).hand(0, [GROWLITHE])
    assert s.start().bench_card(GROWLITHE).player(0).bench[1].damage == 0
    s = Scenario().active(0, D_MAGCARGO).active(1, SNOVER).hand(0, [GROWLITHE])
    assert s.start().bench_card(GROWLITHE).player(0).bench[0].damage == 10


# -- Dark Haunter -------------------------------------------------------------------------------------
def test_113035_dark_haunter_call_back_benches_a_basic_of_the_opponents_discard_with_a_counter():
    s = (Scenario().active(0, D_HAUNTER, energy=[P]).active(1, DRAGAPULT_EX)
         .discard(1, [D_QUILAVA, GROWLITHE, R]))
    t = s.start().attack("Call Back")
    if t.decision.kind == CHOOSE_CARD:
        assert t.card_options() == {GROWLITHE}
        t.choose(GROWLITHE)
    assert [b.cid for b in t.player(1).bench] == [GROWLITHE] and t.player(1).bench[0].damage == 10


def test_113035_dark_haunter_call_back_cant_be_used_when_the_opponents_bench_is_full():
    s = Scenario().active(0, D_HAUNTER, energy=[P]).active(1, DRAGAPULT_EX).discard(1, [GROWLITHE])
    for _ in range(5):
        s = s.bench(1, SNOVER)
    assert not s.start().can("attack", "Call Back")


@pytest.mark.parametrize("coin", ["H", "T"])
def test_113035_dark_haunter_surround_heads_asleep_tails_no_retreat(coin):
    s = (Scenario().active(0, D_HAUNTER, energy=[P, P]).active(1, SNOVER, energy=[W, W, W])
         .bench(1, SNOVER))
    t = s.start().coins(coin).attack("Surround")
    assert t.mon(1).damage == 20 and (t.mon(1).rotation == ASLEEP) is (coin == "H")
    assert t.at_main(1) and not t.can("retreat", 1)         # Asleep, or the tails effect
    assert any(e.kind == "cant_retreat" for e in t.state.effects) is (coin == "T")


# -- Dark Quilava ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("top, gone", [(MAIL, True), (SNOVER, False)])
def test_113038_dark_quilava_incinerate_discards_the_opponents_top_card_if_a_trainer(top, gone):
    s = Scenario().active(0, D_QUILAVA, energy=[R]).active(1, DRAGAPULT_EX).deck(1, [top, W, W])
    t = s.start().attack("Incinerate")
    assert (top in t.discard_ids(1)) is gone
    assert len(t.player(1).deck) == (2 if gone else 3) - 1                # the opponent drew one


def test_113038_dark_quilava_rushing_magma_20_for_each_fire_energy_of_the_top_5():
    t = hit(D_QUILAVA, "Rushing Magma", deck=[R, W, R, SNOVER, R, R, R])
    assert t.mon(1).damage == 60 and len(t.player(0).discard) == 5


def test_113038_dark_quilava_rushing_magma_a_shorter_deck_is_all_discarded():
    t = hit(D_QUILAVA, "Rushing Magma", deck=[R, R])
    assert t.mon(1).damage == 40


# -- Cyndaquil, Gastly, Girafarig, Vulpix ---------------------------------------------------------------
@pytest.mark.parametrize("coin", ["H", "T"])
def test_113060_cyndaquil_smokescreen_the_defenders_next_attack_needs_heads(coin):
    s = Scenario().active(0, CYNDAQUIL, energy=[R]).active(1, GROWLITHE, energy=[R, R]).bench(1, SNOVER)
    t = s.start().attack("Smokescreen")
    assert t.mon(1).damage == 10
    t.coins(coin).attack("Bite")
    assert t.mon(0).damage == (20 if coin == "H" else 0)


def test_113064_gastly_nightmare_puts_the_defender_to_sleep():
    t = hit(GASTLY, "Nightmare")
    assert t.mon(1).damage == 10 and t.mon(1).rotation == ASLEEP


@pytest.mark.parametrize("coin, damage", [("H", 30), ("T", 10)])
def test_113065_girafarig_tail_bite_heads_20_more(coin, damage):
    assert hit(GIRAFARIG, "Tail Bite", coin).mon(1).damage == damage


def test_113065_girafarig_psychic_10_more_for_each_energy_card_on_the_defender():
    s = Scenario().active(0, GIRAFARIG, energy=[P, P]).active(1, DRAGAPULT_EX, energy=[R, P, W])
    assert s.start().attack("Psychic").mon(1).damage == 40


def test_113090_vulpix_ember_discards_a_fire_energy_card():
    t = hit(VULPIX, "Ember", extra=[W])
    t = answer_all(t, lambda d: next(o for o in d.options if isinstance(o, int) and o >> 7 == R))
    assert t.mon(1).damage == 30 and sorted(c >> 7 for c in t.mon(0).energy) == [R, W]


# -- Unown [S], Unown [T] -------------------------------------------------------------------------------
@pytest.mark.parametrize("condition", [None, "asleep", "paralyzed"])
def test_113086_unown_s_search_looks_at_a_prize_card_even_asleep(condition):
    s = (Scenario().active(0, UNOWN_S, conditions=[condition] if condition else []).active(1, SNOVER)
         .prizes(0, [R, W, P, R, R, R]))
    t = s.start().ability(0, 0)
    assert t.decision.kind == CHOOSE_NUMBER
    t.apply(3)
    looks = [e for e in t.game.events if e.kind == "look"]
    assert looks and looks[-1].data["cards"][0] == t.player(0).prizes[2] and looks[-1].private_to == 0
    assert all(e.kind != "look" or e.data.get("cards") is None for e in t.game.events_for(1))
    assert not t.can("ability", 0, 0)                          # once a turn


@pytest.mark.parametrize("coin", ["H", "T"])
def test_113087_unown_t_tell_heads_shows_both_hands(coin):
    s = Scenario().active(0, UNOWN_T, conditions=["confused"]).active(1, SNOVER).hand(0, [W]).hand(1, [R, P])
    t = s.start().coins(coin).ability(0, 0)
    assert (len(t.player(1).revealed) == 2 and len(t.player(0).revealed) == 1) is (coin == "H")


# -- Trainers ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("coin", ["H", "T"])
def test_113096_counterattack_claws_heads_2_counters_on_the_attacker_then_discarded(coin):
    s = (Scenario(current=1).active(1, GROWLITHE, energy=[R, R]).active(0, DRAGAPULT_EX, tools=[CLAWS]))
    t = s.start().coins(coin).attack("Bite")
    assert t.mon(1).damage == (20 if coin == "H" else 0) and CLAWS in t.discard_ids(0)
    assert t.mon(0).tools == []


def test_113096_counterattack_claws_even_when_its_pokemon_is_knocked_out():
    s = (Scenario(current=1).active(1, GROWLITHE, energy=[R, R]).active(0, SNOVER, tools=[CLAWS],
                                                                     damage=card(SNOVER).hp - 20)
         .bench(0, SNOVER))
    t = s.start().coins("H").attack("Bite")
    assert t.mon(1).damage == 20 and CLAWS in t.discard_ids(0)


@pytest.mark.parametrize("coin", ["H", "T"])
def test_113098_energy_stadium_heads_a_basic_energy_from_the_discard_pile(coin):
    s = Scenario().active(0, SNOVER).active(1, SNOVER).stadium(ENERGY_STADIUM).discard(0, [R, MAIL])
    t = s.start().coins(coin).stadium_ability()
    t = answer_all(t, lambda d: d.options[0])
    assert t.hand_ids(0) == ([R] if coin == "H" else [])
    assert not t.can("stadium")


def test_113098_energy_stadium_needs_a_basic_energy_in_the_discard_pile():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).stadium(ENERGY_STADIUM).discard(0, [MAIL])
    assert not s.start().can("stadium")


def test_113104_mail_from_bill_draws_up_to_4_and_needs_at_most_4_in_hand():
    t = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [MAIL, W]).start().play(MAIL)
    assert len(t.player(0).hand) == 4
    t = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [MAIL, W, W, W, W]).start()
    assert not t.can("play", MAIL)


def test_the_dark_deck_is_fully_implemented_and_validates_in_the_base_format():
    from ptcg.cards import legacy
    from ptcg.formats import format_for_decks, get_format
    from ptcg.registry import is_implemented
    _, ids = legacy.theme_deck("Dark")
    assert all(is_implemented(c) for c in ids)
    assert not get_format("base").problems("Dark")
    fmt, _ = format_for_decks(None, "Dark", "Cold Fusion")
    assert fmt.name == "base"
