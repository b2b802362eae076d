"""RULES.md III-07 (Special Conditions) and III-08 (the Pokémon Checkup, per seed).

Conditions are given with the engine's own functions (:mod:`ptcg.rules.conditions`), as an
attack effect would; the Checkup runs when a turn ends (``t.end_turn()``).  Coin flips
are forced with ``t.coins``.  A Checkup effect of an Ability or Trainer is a stand-in
lasting effect answering the ``checkup`` event, registered for one test.
"""

import pytest

from ptcg.registry import LASTING
from ptcg.effects.durations import UNTIL_YOUR_TURN_END, on_pokemon
from ptcg.rules import evolution as E
from ptcg.rules import zones as Z
from ptcg.rules.attack import put_counters_direct
from ptcg.rules.conditions import (CONDITIONS, apply_condition, conditions_of, make_asleep,
                                   make_burned, make_confused, make_paralyzed, make_poisoned, recover)
from ptcg.ruleset import CLASSIC, Ruleset
from ptcg.state import Effect
from ptcg.testing import Scenario

W, R = 3, 2
GROOKEY, CHARCADET, SNEASEL = 89, 319, 334          # Grookey 70 HP, Charcadet 70 HP
TOTODILE, CROCONAW = 47, 48
MODERN = Ruleset(burn="modern")


def duel(**kw):
    """Charcadet ({R} attached: Will-O-Wisp) and a Benched Sneasel on each side; player 0
    to act on turn 3."""
    s = Scenario(**kw)
    s.active(0, CHARCADET, energy=[R]).bench(0, SNEASEL).active(1, CHARCADET, energy=[R]).bench(1, SNEASEL)
    return s


def stand_in_checkup_effect(monkeypatch, t, target, counters=1):
    """A Checkup effect (II-E-08) putting ``counters`` on ``target`` during each Checkup."""
    def put(g, e):
        put_counters_direct(g, g.find_pokemon(e.target), e.value)
    monkeypatch.setitem(LASTING["checkup"], "test_checkup_counters", put)
    t.state.effects.append(Effect("test_checkup_counters", target.uid, target.owner, counters,
                                  start=0, end=99, checkups=True))


def log_index(t, text, start=0):
    return next(i for i, ln in enumerate(t.log) if i >= start and text in ln)


# -- III-07 Special Conditions ------------------------------------------------------------------------

def test_III_07_R1_only_the_active_pokemon_can_be_affected():
    t = duel().start()
    benched = t.mon(1, 1)
    for name in CONDITIONS:
        assert not apply_condition(t.state, benched, name)
    assert not benched.has_condition()
    assert make_poisoned(t.state, t.mon(1))


def test_III_07_R2_five_special_conditions_and_knock_out_is_not_one():
    assert sorted(CONDITIONS) == ["asleep", "burned", "confused", "paralyzed", "poisoned"]
    t = duel().start()
    with pytest.raises(ValueError):
        apply_condition(t.state, t.mon(1), "knocked_out")


def test_III_07_R3_rotations_replace_each_other_markers_coexist():
    t = duel().start()
    mon = t.mon(1)
    make_asleep(t.state, mon)
    make_paralyzed(t.state, mon)
    assert conditions_of(mon) == ["paralyzed"]                # the latest rotation wins
    make_poisoned(t.state, mon)
    make_burned(t.state, mon)
    assert sorted(conditions_of(mon)) == ["burned", "paralyzed", "poisoned"]      # 004
    make_confused(t.state, mon)
    assert sorted(conditions_of(mon)) == ["burned", "confused", "poisoned"]       # 000


def test_III_07_R3_the_same_condition_again_replaces_the_old_one():
    t = duel().start()
    mon = t.mon(1)
    make_poisoned(t.state, mon, counters=2)
    make_poisoned(t.state, mon)                               # a normal Poison replaces the variant
    assert mon.poison == 1
    t.end_turn()
    assert mon.damage == 10


@pytest.mark.parametrize("how", ["retreat", "switch", "evolve", "devolve", "card_effect"])
def test_III_07_R4_benching_evolving_devolving_or_a_cure_removes_them(how):
    s = Scenario().active(0, CROCONAW, under=[TOTODILE], energy=[W, W]).bench(0, SNEASEL)
    s.active(1, GROOKEY).hand(0, [49])                        # Feraligatr
    t = s.start()
    mon = t.mon(0)
    make_poisoned(t.state, mon)
    make_burned(t.state, mon)
    make_confused(t.state, mon)
    t.refresh()
    if how == "retreat":
        t.retreat(1)
    elif how == "switch":
        Z.switch_active(t.state, 0, 1)
    elif how == "evolve":
        t.evolve(49, 0)
    elif how == "devolve":
        E.devolve(t.state, mon)
    else:
        recover(t.state, mon)
    assert not mon.has_condition()
    shown = t.game.view(1).to_dict()["in_play"][0][t.player(0).pos_of(mon)]
    assert shown["uid"] == mon.uid and shown["conditions"] == []           # markers taken off


def test_III_07_R5_poisoned_one_counter_each_checkup_can_attack_and_retreat():
    t = duel().start()
    make_poisoned(t.state, t.mon(0))
    t.refresh()
    assert t.can("attack", "Will-O-Wisp") and t.can("retreat")
    t.end_turn()
    assert t.mon(0).damage == 10
    t.end_turn()
    assert t.mon(0).damage == 20                              # one counter per Checkup, every turn


def test_III_07_R5_poison_one_counter_per_checkup_variant_places_two():
    t = duel().start()
    make_poisoned(t.state, t.mon(1), counters=2)
    t.end_turn()
    assert t.mon(1).damage == 20


@pytest.mark.parametrize("coin, damage, still_burned", [("H", 20, False), ("T", 20, True)])
def test_III_07_R6_modern_burn_two_counters_then_heads_cures(coin, damage, still_burned):
    t = duel(rules=MODERN).start()
    make_burned(t.state, t.mon(1))
    t.coins(coin)
    t.end_turn()
    assert t.mon(1).damage == damage and bool(t.mon(1).burn) == still_burned


@pytest.mark.parametrize("coin, damage", [("H", 0), ("T", 20)])
def test_III_07_R6_classic_burn_tails_two_counters_and_it_stays(coin, damage):
    t = duel(rules=Ruleset(burn="classic")).start()
    make_burned(t.state, t.mon(1))
    t.coins(coin)
    t.end_turn()
    assert t.mon(1).damage == damage and t.mon(1).burn              # heads or tails, still Burned
    t.refresh()
    assert t.can("attack", "Will-O-Wisp") and t.can("retreat")       # Burned may attack and retreat


def test_III_07_R6_modern_burn_is_the_default():
    assert Ruleset().burn == "modern" and CLASSIC.burn == "classic"


@pytest.mark.parametrize("coin, asleep", [("H", False), ("T", True)])
def test_III_07_R7_asleep_cannot_attack_or_retreat_heads_wakes_it(coin, asleep):
    t = duel().start()
    make_asleep(t.state, t.mon(0))
    t.refresh()
    assert not t.can("attack") and not t.can("retreat")
    t.coins(coin)
    t.end_turn()
    assert (conditions_of(t.mon(0)) == ["asleep"]) == asleep


def test_III_07_R8_paralyzed_recovers_after_its_owners_next_turn():
    t = duel().start()
    make_paralyzed(t.state, t.mon(1))                         # by player 0's attack on turn 3
    t.end_turn()
    assert conditions_of(t.mon(1)) == ["paralyzed"]           # turn 4: player 1 is stuck
    assert not t.can("attack") and not t.can("retreat")
    t.end_turn()
    assert conditions_of(t.mon(1)) == []                      # the Checkup after that turn


def test_III_07_R8_paralyzed_during_its_own_turn_lasts_through_its_next_turn():
    t = duel().start()
    make_paralyzed(t.state, t.mon(0))                         # e.g. by its own attack's effect
    t.end_turn().end_turn()
    assert conditions_of(t.mon(0)) == ["paralyzed"] and not t.can("attack")
    t.end_turn()
    assert conditions_of(t.mon(0)) == []


def test_III_07_R8_a_switching_card_still_works_and_removes_paralysis():
    t = duel().start()
    make_paralyzed(t.state, t.mon(0))
    mon = t.mon(0)
    Z.switch_active(t.state, 0, 1)
    assert not mon.has_condition()


def test_III_07_R9_confused_can_retreat_and_the_checkup_leaves_it():
    t = duel().start()
    make_confused(t.state, t.mon(0))
    t.refresh()
    assert t.can("retreat")
    t.end_turn().end_turn()
    assert conditions_of(t.mon(0)) == ["confused"]            # two Checkups later
    t.coins("T")
    t.attack("Will-O-Wisp")
    assert t.mon(0).damage == 30 and t.mon(1).damage == 0     # tails: fails, 3 counters


@pytest.mark.parametrize("used", [False, True])
def test_III_07_R9_a_confused_tails_attack_counts_as_used_only_under_000(used):
    """001/003: an attack failed by Confusion was not used; 000: it was
    (``failed_attack_used``).  Either way the turn ends."""
    t = duel(rules=Ruleset(failed_attack_used=used)).start()
    make_confused(t.state, t.mon(0))
    uid = t.mon(0).uid
    t.coins("T")
    t.attack("Will-O-Wisp")
    assert t.state.turn == 4
    assert t.state.last_attack == ((3, 0, uid, "Will-O-Wisp") if used else None)


def test_III_07_R10_poison_and_burn_counters_are_not_attack_effects():
    t = duel().start()
    on_pokemon(t.state, "prevent_all", t.mon(0), UNTIL_YOUR_TURN_END)
    make_poisoned(t.state, t.mon(0))
    make_burned(t.state, t.mon(0))
    t.coins("T")
    t.end_turn()
    assert t.mon(0).damage == 30


# -- III-08 Pokémon Checkup per seed --------------------------------------------------------------------

def test_III_08_001_conditions_in_order_poison_burn_sleep_paralysis_for_both():
    t = duel().start()
    for pl in (0, 1):
        mon = t.mon(pl)
        make_poisoned(t.state, mon)
        make_burned(t.state, mon)
        make_asleep(t.state, mon)
    make_paralyzed(t.state, t.mon(1))                         # replaces player 2's Sleep
    t.state.players[1].active.paralyzed_turn = 2              # Paralyzed since player 2's turn
    t.coins("TTTT")
    start = len(t.log)
    t.end_turn()
    order = [log_index(t, "1 damage counter on P1 Active", start),
             log_index(t, "1 damage counter on P2 Active", start),
             log_index(t, "flips a coin for Burn", start),
             log_index(t, "P2 flips a coin for Burn", start),
             log_index(t, "P1 flips a coin for Sleep", start)]
    assert order == sorted(order)
    assert conditions_of(t.mon(1)) == ["paralyzed", "poisoned", "burned"]   # not its owner's turn


def test_III_08_001_checkup_effects_after_conditions_then_one_knock_out_check(monkeypatch):
    t = duel().active(1, CHARCADET, damage=50).bench(1, SNEASEL).start()    # 20 HP left
    make_poisoned(t.state, t.mon(1))
    stand_in_checkup_effect(monkeypatch, t, t.mon(1))
    start = len(t.log)
    t.end_turn()
    poison = log_index(t, "1 damage counter on P2 Active", start)
    effect = log_index(t, "1 damage counter on P2 Active", poison + 1)
    knock_out = log_index(t, "is Knocked Out", start)
    assert poison < effect < knock_out                        # KO checked once, at the end
    assert CHARCADET in t.discard_ids(1)


def test_III_08_003_checkup_order_by_owner_gives_the_same_result(monkeypatch):
    """003/000 let the owner of the affected Pokémon order Checkup effects
    (``checkup_order_by="owner"``).  The engine runs Checkup effects after the condition
    step in one fixed order under both settings: every Checkup effect of our pool only
    places damage counters, so no order can change the outcome."""
    results = []
    for by in ("next_player", "owner"):
        t = duel(rules=Ruleset(checkup_order_by=by)).start()
        make_poisoned(t.state, t.mon(0))
        stand_in_checkup_effect(monkeypatch, t, t.mon(0), 2)
        stand_in_checkup_effect(monkeypatch, t, t.mon(1), 3)
        t.end_turn()
        results.append((t.mon(0).damage, t.mon(1).damage))
    assert results == [(30, 30), (30, 30)]


def test_III_08_000_owner_flips_for_classic_burn_and_sleep_then_knock_outs():
    t = duel(rules=CLASSIC).active(1, CHARCADET, damage=50).bench(1, SNEASEL).start()
    make_burned(t.state, t.mon(1))
    make_asleep(t.state, t.mon(1))
    t.coins("TH")
    start = len(t.log)
    t.end_turn()
    assert log_index(t, "P2 flips a coin for Burn: tails", start) < \
        log_index(t, "P2 flips a coin for Sleep: heads", start) < log_index(t, "is Knocked Out", start)
    assert CHARCADET in t.discard_ids(1)                      # 20 HP left, 2 counters


def test_III_08_004_between_turns_both_players_then_knock_outs_then_next_turn():
    s = duel().active(0, CHARCADET, energy=[R], damage=60).bench(0, SNEASEL).bench(0, GROOKEY)
    s.active(1, CHARCADET, damage=60).bench(1, SNEASEL).bench(1, GROOKEY)
    t = s.start()
    make_poisoned(t.state, t.mon(0))
    make_poisoned(t.state, t.mon(1))
    t.end_turn()
    assert t.discard_ids(0) == [R, CHARCADET] and t.discard_ids(1) == [CHARCADET]
    assert (t.decision.kind, t.decision.player, t.state.turn) == ("promote", 1, 3)   # before turn 4
    t.choose(2)
    assert (t.decision.kind, t.decision.player, t.state.turn) == ("promote", 0, 3)
    t.choose(2)
    assert t.state.turn == 4 and t.state.current == 1


def test_III_08_002_a_checkup_follows_each_players_turn():
    t = duel().start()
    make_poisoned(t.state, t.mon(0))
    make_poisoned(t.state, t.mon(1))
    t.end_turn()
    assert (t.mon(0).damage, t.mon(1).damage) == (10, 10)
    t.end_turn()
    assert (t.mon(0).damage, t.mon(1).damage) == (20, 20)
