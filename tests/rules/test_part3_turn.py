"""RULES.md III-04 (turn structure, first-turn limits), III-05 (the actions of a turn) and
III-06 (damage and effects of attacks, lasting effects).

Positions are built with :class:`ptcg.testing.Scenario`.  Where a rule is about the
engine's handling of an attack's damage or effects rather than about a card, the attack
context is built by hand (:class:`ptcg.rules.attack.AttackContext`), and lasting effects
are put on with :func:`ptcg.effects.durations.on_pokemon` / ``on_player``.
"""

import pytest

from ptcg.cards.db import CARDS
from ptcg.registry import LASTING
from ptcg.decisions import CHOOSE_CARD, MAIN
from ptcg.effects.durations import (OPPONENT_NEXT_TURN, THIS_TURN, UNTIL_YOUR_TURN_END, on_player,
                                    on_pokemon)
from ptcg.effects.pokemon import gust, opponent_switches, put_counters
from ptcg.errors import GameOverError
from ptcg.game import Game
from ptcg.rules import evolution as E
from ptcg.rules import queries as Q
from ptcg.rules import zones as Z
from ptcg.rules.attack import AttackContext, do_damage
from ptcg.rules.conditions import make_asleep, make_confused, make_paralyzed, make_poisoned
from ptcg.ruleset import Ruleset
from ptcg.state import Effect
from ptcg.testing import Scenario, stand_in_attack, stand_in_trainer

W, R, G, F = 3, 2, 1, 6
GROOKEY, CHARCADET, SNEASEL, TIMBURR = 89, 319, 334, 113
TOTODILE, CROCONAW, FERALIGATR = 47, 48, 49       # Big Bite: the Defending Pokémon can't retreat
SNOVER, MEGA_ABOMASNOW, KYOGRE, DRAGAPULT_EX = 722, 723, 721, 121
MEGA_SIGNAL, MAX_BELT, CYRANO, BOSS = 1145, 1158, 1205, 1182
JAMMING_TOWER, GRAVITY_MOUNTAIN = 1246, 1252


def duel(**kw):
    """Charcadet ({R} attached, Will-O-Wisp 20) against a Grookey (Weakness Fire), both
    with a Benched Sneasel; player 0 to act on turn 3."""
    s = Scenario(**kw)
    s.active(0, CHARCADET, energy=[R]).bench(0, SNEASEL).active(1, GROOKEY).bench(1, SNEASEL)
    return s


def attack_context(t, player=0, attacker=None):
    """The context of the first attack of ``player``'s Active, as P1 builds it."""
    mon = attacker or t.mon(player)
    return AttackContext(t.state, player, mon, CARDS[mon.cid].attacks[0])


def kinds(t):
    return {o[0] for o in t.options}


# -- III-04 turn structure and first-turn restrictions -----------------------------------------------

def test_III_04_R1_turn_ends_by_declaration_or_attack_then_checkup_then_the_other_player():
    t = duel().start()
    make_poisoned(t.state, t.mon(0))
    t.end_turn()                                              # declaring the end of the turn
    assert (t.state.turn, t.state.current) == (4, 1)
    assert t.mon(0).damage == 10                              # the Checkup came in between
    t.apply(("end",))
    t.attack("Will-O-Wisp")                                   # attacking ends the turn
    assert (t.state.turn, t.state.current) == (6, 1)


def test_III_04_R2_draw_a_card_to_start_the_turn_or_lose():
    t = duel().deck(1, [KYOGRE]).start()
    t.end_turn()
    assert t.hand_ids(1) == [KYOGRE] and t.player(1).deck == []
    t.end_turn()
    t.end_turn()                                              # player 1 cannot draw
    assert t.game.is_over() and t.game.result.winner == 0 and t.game.result.reason == "deck_out"


def test_III_04_R3_every_action_is_available_in_any_order():
    s = Scenario().active(0, TOTODILE, energy=[W]).bench(0, GROOKEY)
    s.bench(0, FERALIGATR, under=[TOTODILE, CROCONAW]).active(1, GROOKEY).hand(0, [SNOVER, CROCONAW, MEGA_SIGNAL, W, MAX_BELT])
    t = s.start()
    assert kinds(t) == {"bench", "evolve", "play", "attach", "ability", "retreat", "attack", "end"}
    t.attach(W, 0).bench_card(SNOVER).attach(MAX_BELT, 1)     # several actions, any order
    t.play(MEGA_SIGNAL)
    t.ability(2)
    assert t.state.turn == 3 and t.decision.kind == MAIN      # none of them ends the turn
    t.evolve(CROCONAW, 0)
    t.attack("Reverse Thrust").choose((0, 1))
    assert t.state.turn == 4                                  # the attack comes last


def test_III_04_R4_the_first_player_cannot_attack_on_turn_1():
    t = duel(turn=1).start()
    assert not t.can("attack") and t.can("end")
    t = duel(turn=1, rules=Ruleset(first_turn_attack=True)).start()
    assert t.can("attack", "Will-O-Wisp")
    t = duel(turn=2, current=1).active(1, CHARCADET, energy=[R]).start()
    assert t.can("attack", "Will-O-Wisp")                     # the second player may attack at once


def test_III_04_R4_nobody_evolves_on_their_own_first_turn():
    for turn, current in ((1, 0), (2, 1)):
        s = Scenario(turn=turn, current=current).active(0, TOTODILE).active(1, TOTODILE)
        t = s.hand(current, [CROCONAW]).start()
        assert not t.can("evolve", CROCONAW)
    t = Scenario(turn=3).active(0, TOTODILE).active(1, TOTODILE).hand(0, [CROCONAW]).start()
    assert t.can("evolve", CROCONAW, 0)


def test_III_04_R5_attacking_is_optional():
    t = duel().start()
    assert t.can("attack", "Will-O-Wisp") and t.can("end")
    t.end_turn()
    assert t.mon(1).damage == 0 and t.state.current == 1


def test_III_04_R6_each_player_uses_only_their_own_deck():
    deck = [GROOKEY] * 4 + [G] * 56
    game = Game(deck, deck, seed=2)
    game.apply("first")
    while game.decision.kind != MAIN:
        game.apply(game.decision.options[-1])
    for pl, p in enumerate(game.state.players):
        assert all(c >> 6 & 1 == pl for c in p.all_cards())


def test_III_04_NOTE_after_the_game_nothing_more_can_be_done():
    """000 B-14 (shaking hands, sorting cards) has no engine step: the game just accepts no
    more actions."""
    t = duel().deck(1, []).start()
    t.end_turn()
    assert t.game.is_over() and t.options == ()
    with pytest.raises(GameOverError):
        t.game.apply(("end",))


def test_III_04_NOTE_supporter_on_the_first_players_first_turn_is_an_option():
    """No seed forbids it (III-20); current play does: ``first_turn_supporter`` False."""
    t = duel(turn=1).hand(0, [CYRANO]).start()
    assert not t.can("play", CYRANO)
    t = duel(turn=1, rules=Ruleset(first_turn_supporter=True)).hand(0, [CYRANO]).start()
    assert t.can("play", CYRANO)
    t = duel(turn=2, current=1).hand(1, [CYRANO]).start()
    assert t.can("play", CYRANO)                              # the second player's first turn


# -- III-05 actions during the turn --------------------------------------------------------------

def test_III_05_R1_steps_1_2_a_trainer_is_shown_and_announced():
    t = duel().hand(0, [MEGA_SIGNAL]).start()
    t.play(MEGA_SIGNAL)
    assert "P1 plays Mega Signal" in t.log


def test_III_05_R1_step3_a_trainer_whose_conditions_fail_cannot_be_used():
    t = duel().hand(0, [MEGA_SIGNAL]).deck(0, []).start()
    assert not t.can("play", MEGA_SIGNAL)                     # nothing to search: no deck


def test_III_05_R1_step4_the_text_is_done_then_the_card_is_discarded():
    t = duel().hand(0, [CYRANO]).deck(0, [DRAGAPULT_EX, W]).start()
    t.play(CYRANO)
    assert t.decision.kind == CHOOSE_CARD
    assert CYRANO not in t.hand_ids(0) and CYRANO not in t.discard_ids(0)   # being used
    t.choose(DRAGAPULT_EX)
    assert t.discard_ids(0) == [CYRANO] and t.hand_ids(0) == [DRAGAPULT_EX]


def test_III_05_R1_one_supporter_per_turn():
    t = duel().hand(0, [CYRANO, BOSS]).start()
    assert t.can("play", BOSS)
    t.play(CYRANO)
    assert BOSS in t.hand_ids(0) and not t.can("play", BOSS)
    t.end_turn().end_turn()
    assert t.can("play", BOSS)


def test_III_05_R1_one_stadium_per_turn():
    with stand_in_trainer(JAMMING_TOWER, None), stand_in_trainer(GRAVITY_MOUNTAIN, None):   # do nothing when played
        t = duel().hand(0, [JAMMING_TOWER, GRAVITY_MOUNTAIN]).start()
        t.play(JAMMING_TOWER)
        assert not t.can("play", GRAVITY_MOUNTAIN)
        t.end_turn().end_turn()
        assert t.can("play", GRAVITY_MOUNTAIN)


def test_III_05_R2_one_energy_from_hand_per_turn_with_when_attached_effects(monkeypatch):
    attached = []
    monkeypatch.setitem(LASTING["any_energy_attached"], "test_watch",
                        lambda g, e, mon, inst, from_hand: attached.append((mon.cid, inst >> 7, from_hand)))
    t = duel().hand(0, [W, W]).start()
    t.state.effects.append(Effect("test_watch", None, 0, start=0, end=99))
    t.attach(W, 1)
    assert attached == [(SNEASEL, W, True)]                   # "when attached" ran
    assert not t.can("attach", W)                             # once per turn
    assert not any(o[0] == "discard" for o in t.options)      # no discarding Energy at will


def test_III_05_R3_evolution_one_stage_per_turn_no_skipping_card_stays_under():
    s = Scenario().active(0, TOTODILE, damage=20).bench(0, SNOVER).active(1, GROOKEY)
    t = s.hand(0, [CROCONAW, FERALIGATR, MEGA_ABOMASNOW]).start()
    assert not t.can("evolve", FERALIGATR)                    # no skipping Croconaw
    t.evolve(CROCONAW, 0)
    assert not t.can("evolve", FERALIGATR)                    # one stage per turn
    assert [c >> 7 for c in t.mon(0).cards] == [TOTODILE, CROCONAW] and t.mon(0).damage == 20
    t.evolve(MEGA_ABOMASNOW, 1)                               # a Mega Evolution on the Bench
    assert t.mon(0, 1).cid == MEGA_ABOMASNOW


def test_III_05_R4_devolving_removes_the_top_card_and_keeps_damage():
    s = Scenario().active(0, CROCONAW, under=[TOTODILE], damage=30).active(1, GROOKEY)
    t = s.start()
    mon = t.mon(0)
    make_asleep(t.state, mon)
    removed = E.devolve(t.state, mon)
    assert [c >> 7 for c in removed] == [CROCONAW] and mon.cid == TOTODILE
    assert mon.damage == 30 and not mon.has_condition()


def test_III_05_R5_retreat_once_paying_energy_and_keeping_damage():
    s = Scenario().active(0, GROOKEY, energy=[G, G], damage=30).bench(0, SNEASEL).active(1, GROOKEY)
    t = s.start()
    make_poisoned(t.state, t.mon(0))                          # Poisoned may retreat
    t.retreat(1)
    assert t.mon(0).cid == SNEASEL and t.mon(0, 1).damage == 30 and len(t.mon(0, 1).energy) == 1
    assert not t.can("retreat")                               # once per turn (Sneasel costs 0)
    for make in (make_asleep, make_paralyzed):
        t = s.start()
        make(t.state, t.mon(0))
        assert not t.refresh().can("retreat")


def test_III_05_R6_an_ability_does_not_end_the_turn():
    s = Scenario().active(0, FERALIGATR, under=[TOTODILE, CROCONAW], energy=[W, W]).active(1, GROOKEY)
    t = s.start()
    t.ability(0)
    assert t.mon(0).damage == 50 and t.state.turn == 3 and t.decision.kind == MAIN
    assert not t.can("ability", 0)                            # once during the turn


def test_III_05_R7_attacking_needs_energy_and_no_blocking_condition():
    t = Scenario().active(0, CHARCADET).active(1, GROOKEY).start()
    assert not t.can("attack")                                # no Energy for {R}
    for make in (make_asleep, make_paralyzed):
        t = duel().start()
        make(t.state, t.mon(0))
        assert not t.refresh().can("attack")
    t = duel().start()
    on_pokemon(t.state, "cant_attack", t.mon(0), THIS_TURN)
    assert not t.refresh().can("attack")


def test_III_05_R7_confused_attacker_flips_tails_fails_with_3_counters():
    t = duel().start()
    make_confused(t.state, t.mon(0))
    t.coins("T")
    t.attack("Will-O-Wisp")
    assert t.mon(1).damage == 0 and t.mon(0).damage == 30
    t = duel().start()
    make_confused(t.state, t.mon(0))
    t.coins("H")
    t.attack("Will-O-Wisp")
    assert t.mon(1).damage == 40 and t.mon(0).damage == 0


@pytest.mark.parametrize("order, attacker_damage", [("effect_first", 30), ("confusion_first", 0)])
def test_III_05_R7_may_fail_effect_and_confusion_checked_in_the_ruleset_order(order, attacker_damage):
    """001/000/003 check an opponent's "may fail" effect before Confusion; 004 checks
    Confusion first (``attack_fail_order``).  Heads then tails: the second check fails."""
    t = duel(rules=Ruleset(attack_fail_order=order)).start()
    make_confused(t.state, t.mon(0))
    on_pokemon(t.state, "attack_may_fail", t.mon(0), THIS_TURN)
    t.coins("HT")
    t.attack("Will-O-Wisp")
    assert t.mon(1).damage == 0 and t.mon(0).damage == attacker_damage


@pytest.mark.parametrize("used", [True, False])
def test_III_05_R7_an_attack_that_fails_by_its_own_text_counts_as_used_unless_003(used):
    """001/000: an attack that "does nothing" by its own text was used; 003: it was not
    (``self_failed_attack_used``).  Timburr's Best Punch stand-in: tails, it does nothing."""
    with stand_in_attack(CARDS[TIMBURR].attacks[0].id, damage=lambda g, a: a.fail()):
        s = Scenario(rules=Ruleset(self_failed_attack_used=used)).active(0, TIMBURR, energy=[F])
        t = s.active(1, GROOKEY).start()
        uid = t.mon(0).uid
        t.attack("Best Punch")
        assert t.mon(1).damage == 0 and t.state.turn == 4
        assert t.state.last_attack == ((3, 0, uid, "Best Punch") if used else None)


def test_III_05_R7_attack_text_is_carried_out_in_written_order():
    """Kyogre's Riptide counts the Basic {W} Energy in the discard pile for its damage, then
    shuffles them into the deck: the count is taken before they move."""
    s = Scenario().active(0, KYOGRE, energy=[W]).active(1, DRAGAPULT_EX).discard(0, [W, W])
    t = s.start()
    t.attack("Riptide")
    assert t.mon(1).damage == 40 and t.player(0).discard == []


# -- III-06 damage and effects of attacks; lasting effects ---------------------------------------------

def big_bite(**kw):
    s = Scenario(**kw).active(0, TOTODILE, energy=[W]).bench(0, SNEASEL)
    return s.active(1, GROOKEY).bench(1, SNEASEL)


def test_III_06_R1_an_attack_does_damage_and_effects():
    t = big_bite().start()
    t.attack("Big Bite")
    assert t.mon(1).damage == 10                              # damage
    assert not Q.can_retreat(t.state, t.mon(1))               # effect: can't retreat next turn


def test_III_06_R2_no_damage_still_takes_effects_no_damage_or_effects_takes_neither():
    t = big_bite().start()
    on_pokemon(t.state, "prevent_damage", t.mon(1), THIS_TURN)
    t.attack("Big Bite")
    assert t.mon(1).damage == 0 and not Q.can_retreat(t.state, t.mon(1))
    t = big_bite().start()
    on_pokemon(t.state, "prevent_all", t.mon(1), THIS_TURN)
    t.attack("Big Bite")
    assert t.mon(1).damage == 0 and Q.can_retreat(t.state, t.mon(1))


def test_III_06_R2_the_bench_is_not_protected_by_the_actives_protection():
    t = duel().start()
    on_pokemon(t.state, "prevent_all", t.mon(1), THIS_TURN)
    a = attack_context(t)
    a.add_hit(t.mon(1, 1), 20)
    do_damage(t.state, a)
    assert t.mon(1).damage == 0 and t.mon(1, 1).damage == 20


def test_III_06_R3_bench_damage_coin_bonus_and_self_damage_are_damage():
    s = Scenario().active(0, CHARCADET, energy=[R]).active(1, GROOKEY).bench(1, GROOKEY)
    t = s.start()
    a = attack_context(t)
    a.damage += 10                                            # e.g. "if heads, 10 more damage"
    a.add_hit(t.mon(1, 1), 20)                                # "also 20 to 1 Benched Pokémon"
    a.self_damage = 10                                        # "also 10 to itself"
    on_pokemon(t.state, "damage_taken", t.mon(0), THIS_TURN, -20)   # an effect on the attacker
    do_damage(t.state, a)
    assert t.mon(1).damage == 60                              # (20 + 10) x2: the bonus is damage
    assert t.mon(1, 1).damage == 20                           # no Weakness on the Bench
    assert t.mon(0).damage == 0                               # self-damage reduced like damage


def test_III_06_R4_counters_are_an_effect_not_damage():
    s = Scenario().active(0, SNOVER, energy=[W], tools=[MAX_BELT]).active(1, DRAGAPULT_EX)
    t = s.start()
    a = attack_context(t)
    put_counters(t.state, t.mon(1), 1, a=a)
    assert t.mon(1).damage == 10                              # no +50 from Maximum Belt
    t = duel().start()                                        # Grookey is weak to Fire
    put_counters(t.state, t.mon(1), 1, a=attack_context(t))
    assert t.mon(1).damage == 10                              # no Weakness either


def test_III_06_R4_condition_counters_are_not_attack_effects():
    t = duel().start()
    on_pokemon(t.state, "prevent_all", t.mon(0), UNTIL_YOUR_TURN_END)
    make_poisoned(t.state, t.mon(0))
    t.end_turn()
    assert t.mon(0).damage == 10


def no_attack_effects(monkeypatch):
    """A stand-in for "not affected by the effects of attacks" (II-C-17), as a lasting
    effect kind answering only that query."""
    monkeypatch.setitem(LASTING["prevent_attack_effects"], "test_no_attack_effects",
                        lambda g, e, a, target: target.uid == e.target)
    return "test_no_attack_effects"


def run(gen):
    """Run an effect that must not ask anything; return what it returns."""
    try:
        question = next(gen)
    except StopIteration as stop:
        return stop.value
    raise AssertionError(f"unexpected question {question!r}")


def test_III_06_R4_switching_is_an_effect_damage_to_the_new_active_is_damage(monkeypatch):
    t = duel().start()
    on_pokemon(t.state, no_attack_effects(monkeypatch), t.mon(1), THIS_TURN)
    a = attack_context(t)
    assert run(opponent_switches(t.state, 0, a=a)) is None    # the switch (an effect) is stopped
    assert t.mon(1).cid == GROOKEY
    do_damage(t.state, a)
    assert t.mon(1).damage == 40                              # the damage is not


def test_III_06_R5_lasting_effects_last_for_their_time():
    t = big_bite().start()
    t.attack("Big Bite")
    assert t.state.turn == 4 and not Q.can_retreat(t.state, t.mon(1))
    t.end_turn().end_turn()                                   # player 1's next turn
    assert t.state.turn == 6 and Q.can_retreat(t.state, t.mon(1))


def test_III_06_R5_attack_effects_go_on_the_active_only():
    t = big_bite().start()
    t.attack("Big Bite")
    targets = {e.target for e in t.state.effects if e.kind == "cant_retreat"}
    assert targets == {t.mon(1).uid}


@pytest.mark.parametrize("leave", ["bench", "evolve", "devolve", "leave_play"])
def test_III_06_R5_attack_effects_end_when_benched_evolved_devolved_or_gone(leave):
    s = big_bite().active(1, CROCONAW, under=[TOTODILE]).hand(1, [FERALIGATR])
    t = s.start()
    t.attack("Big Bite")                                      # player 1's turn 4 now
    mon = t.mon(1)
    assert [e.target for e in t.state.effects if e.kind == "cant_retreat"] == [mon.uid]
    if leave == "bench":
        Z.switch_active(t.state, 1, 1)
    elif leave == "evolve":
        t.evolve(FERALIGATR, 0)
    elif leave == "devolve":
        E.devolve(t.state, mon)
    else:
        Z.return_pokemon_to_hand(t.state, mon)
    assert not [e for e in t.state.effects if e.kind == "cant_retreat"]


def test_III_06_R5_effects_stay_when_the_pokemon_that_caused_them_leaves():
    t = big_bite().start()
    t.attack("Big Bite")
    attacker = t.mon(0)
    Z.discard_pokemon(t.state, attacker)
    Z.promote(t.state, 0, 1)
    assert not Q.can_retreat(t.state, t.mon(1))


def test_III_06_R5_ability_effects_persist_on_the_bench():
    t = duel().start()
    mon = t.mon(0)
    on_pokemon(t.state, "damage_dealt", mon, THIS_TURN, 30, source=CHARCADET)   # not from an attack
    t.apply(("retreat", 1))
    assert t.mon(0, 1) is mon and [e.target for e in t.state.effects] == [mon.uid]


def test_III_06_R5_effects_on_a_player_last_until_they_expire():
    t = duel().active(1, GROOKEY, damage=50).start()
    on_player(t.state, "cant_play", 1, OPPONENT_NEXT_TURN, ("item",))
    t.attack("Will-O-Wisp")                                   # Knocks Out player 1's Active
    assert t.state.current == 1 and t.mon(1).cid == SNEASEL
    assert not Q.can_play(t.state, 1, CARDS[MEGA_SIGNAL])     # still in force
    t.end_turn().end_turn()
    assert Q.can_play(t.state, 1, CARDS[MEGA_SIGNAL])         # expired


def test_III_06_R5_an_attack_cannot_bring_up_a_pokemon_unaffected_by_its_effects(monkeypatch):
    """III-06 R4 with RC-055: bringing up a Benched Pokémon is an effect of the attack."""
    t = duel().start()
    on_pokemon(t.state, no_attack_effects(monkeypatch), t.mon(1, 1), THIS_TURN)
    assert run(gust(t.state, 0, a=attack_context(t))) is None
    assert t.mon(1).cid == GROOKEY
