"""Fossil Items ("Antique ... Fossil"): played as 60-HP Basic {C} Pokémon (III-15 R5/R6)."""

from ptcg import Game
from ptcg.cards.db import CARDS
from ptcg.effects import OPPONENT_NEXT_TURN, is_basic_pokemon, on_player
from ptcg.testing import Scenario

ROOT, COVER, PLUME, JAW, SAIL, SKULL, ARMOR = 1099, 1136, 1138, 1150, 1151, 1417, 1418
QUARRY = 1431
TIRTOUGA = 503
SNOVER, DRAGAPULT_EX, W = 722, 121, 3
BOSS = 1182


def test_fossil_card_facts_are_an_item_that_plays_as_a_basic():
    c = CARDS[COVER]
    assert c.kind == "item" and c.is_fossil and c.plays_as_basic
    assert not c.is_basic and not c.is_pokemon and c.hp == 60 and c.type == 0


def test_a_fossil_is_benched_from_hand_as_a_60_hp_basic_pokemon():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [COVER])
    t = s.start()
    assert t.can("bench", COVER) and not t.can("play", COVER)
    t.bench_card(COVER)
    mon = t.mon(0, 1)
    assert mon.cid == COVER
    from ptcg.rules import queries as Q
    assert Q.max_hp(t.state, mon) == 60 and Q.types(t.state, mon) == (0,)


def test_an_item_lock_stops_playing_a_fossil():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [COVER])
    t = s.start()
    on_player(t.state, "cant_play", 0, OPPONENT_NEXT_TURN, ("item",))
    t.state.turn += 1          # the lock is in force during this turn
    t.state.turn -= 1
    t.state.effects[-1].start = t.state.turn
    t.refresh()
    assert not t.can("bench", COVER)


def test_a_fossil_cant_retreat_and_cant_be_affected_by_special_conditions():
    from ptcg.rules.conditions import make_paralyzed
    s = Scenario().active(0, COVER, energy=[W, W]).bench(0, SNOVER).active(1, SNOVER)
    t = s.start()
    assert not t.can("retreat", 1)
    assert not make_paralyzed(t.state, t.mon(0))
    assert t.mon(0).rotation == 0


def test_a_fossil_may_be_discarded_from_play_without_giving_a_prize():
    s = Scenario().active(0, COVER, energy=[W]).bench(0, SNOVER).active(1, SNOVER)
    t = s.start()
    prizes_before = len(t.player(1).prizes)
    t.apply(("discard", 0))
    assert sorted(t.discard_ids(0)) == sorted([COVER, W])
    assert t.mon(0).cid == SNOVER                      # the Benched Pokémon came up
    assert len(t.player(1).prizes) == prizes_before    # not a Knock Out


def test_tirtouga_evolves_from_antique_cover_fossil():
    s = Scenario().active(0, COVER).active(1, SNOVER).hand(0, [TIRTOUGA])
    t = s.start()
    t.evolve(TIRTOUGA, 0)
    assert t.mon(0).cid == TIRTOUGA and [c >> 7 for c in t.mon(0).cards] == [COVER, TIRTOUGA]
    assert not t.can("discard", 0)                     # only the fossil itself may be discarded


def test_a_search_for_a_basic_pokemon_does_not_find_a_fossil():
    from ptcg.state import make_instance
    assert not is_basic_pokemon(make_instance(COVER, 0, 0))


def test_a_fossil_can_start_as_the_active_pokemon():
    deck = [COVER] * 4 + [W] * 56
    g = Game(deck, "mega_abomasnow", seed=3, allow_unimplemented=True)
    while g.state.phase == "setup":
        g.apply(g.legal_options[0])
    assert g.state.players[0].active.cid == COVER       # the only "Basic" in the deck


def test_1099_primal_root_makes_basic_attackers_pay_one_more():
    s = Scenario(current=1, turn=4).active(0, ROOT).active(1, SNOVER, energy=[W])
    t = s.start()
    assert not t.can("attack", "Beat")                  # {W} now costs {W}{C}


def test_1138_plume_protection_prevents_damage_on_the_bench():
    s = Scenario().active(0, 1031, energy=[W], under=[1030]).active(1, DRAGAPULT_EX).bench(1, PLUME)
    t = s.start()
    t.attack("Jetting Blow")
    # the only Benched Pokémon takes the 50: prevented
    assert t.mon(1, 1).cid == PLUME and t.mon(1, 1).damage == 0
    assert t.mon(1).damage == 120


def test_1417_spiny_skull_puts_3_counters_on_the_attacker():
    s = Scenario().active(0, SNOVER, energy=[W]).active(1, SKULL)
    t = s.start()
    t.attack("Beat")
    assert t.mon(1).damage == 10 and t.mon(0).damage == 30


def test_1418_protective_armor_reduces_damage_to_its_owners_pokemon_by_10():
    s = Scenario().active(0, SNOVER, energy=[W, W]).active(1, ARMOR)
    t = s.start()
    t.attack("Icy Snow")
    assert t.mon(1).damage == 20


def test_1431_fossil_quarry_benches_up_to_two_antique_fossils():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).stadium(QUARRY, 1)
    s.deck(0, [COVER, W, JAW, ROOT])
    t = s.start()
    t.stadium_ability()
    t.choose(ROOT, COVER)
    assert sorted(m.cid for m in t.player(0).bench) == sorted([COVER, ROOT])
    assert not t.can("stadium")


def test_1151_protective_sail_the_opponents_supporters_cant_reach_it():
    s = Scenario().active(0, SNOVER).active(1, DRAGAPULT_EX).bench(1, SAIL).bench(1, TIRTOUGA)
    s.hand(0, [BOSS])
    t = s.start().play(BOSS)                            # the only Pokémon it may choose: Tirtouga
    assert t.mon(1).cid == TIRTOUGA and t.mon(1, 1).cid == SAIL
    s = Scenario().active(0, SNOVER).active(1, DRAGAPULT_EX).bench(1, SAIL).hand(0, [BOSS])
    t = s.start().play(BOSS)                            # still playable, but switches nothing
    assert t.mon(1).cid == DRAGAPULT_EX and BOSS in t.discard_ids(0)   # II-E-29 R2, RC-224


def test_1151_protective_sail_does_not_stop_its_owners_supporters():
    s = Scenario().active(0, DRAGAPULT_EX).bench(0, SAIL, damage=40).active(1, SNOVER).hand(0, [1190])
    t = s.start().play(1190)                            # Bianca's Devotion: Sail has 20 HP left
    assert t.mon(0, 1).damage == 0
