"""I-D: Knock Out — when KOs are checked (R2 (a)-(c)) and procedure P8.

Pool cards used: 112 Munkidori (Adrena-Brain: move up to 3 damage counters from 1 of your
Pokémon to 1 of the opponent's, needs {D} Energy), 49 Feraligatr (Torrential Heart: 5
damage counters on itself), 82 Excadrill (Wild Tackle: 180, and 50 to itself), 298 Hop's
Corviknight (Shoot Through: 50, and 50 to 1 Benched Pokémon).  What the board looks like
while "when Knocked Out" effects run is read by a test-only lasting-effect kind.
"""

from ptcg.testing import Scenario, stand_in_lasting

W, F, D = 3, 6, 7
SNOVER, KYOGRE, ABOMASNOW_EX, ZEKROM_EX = 722, 721, 723, 515
MUNKIDORI, EXCADRILL, DRILBUR, CORVIKNIGHT = 112, 82, 81, 298
FERALIGATR, CROCONAW, TOTODILE = 49, 48, 47
MAXIMUM_BELT = 1158


def munkidori_position(**bench_kw):
    """Player 0's Munkidori (30 damage, a {D} Energy) can move 3 counters; player 1 has a
    Benched Snover with 30 HP left."""
    s = Scenario()
    s.active(0, MUNKIDORI, energy=[D], damage=30).active(1, SNOVER).bench(1, SNOVER, damage=60, **bench_kw)
    return s


def test_I_D_R1_knocked_out_by_attack_damage():
    s = Scenario()
    s.active(0, SNOVER, energy=[W]).active(1, SNOVER, damage=80).bench(1, KYOGRE)
    t = s.start()
    t.attack("Beat")
    assert SNOVER in t.discard_ids(1) and len(t.player(0).prizes) == 5


def test_I_D_R1_knocked_out_by_damage_counters_from_a_card_effect():
    s = munkidori_position()
    t = s.start()
    t.ability(0, 0).choose((1, 1), 3)
    assert len(t.player(1).bench) == 0 and t.discard_ids(1) == [SNOVER]


def test_I_D_R1_knocked_out_by_a_special_condition():
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER, conditions=["poisoned"], damage=80).bench(1, KYOGRE)
    t = s.start()
    t.end_turn()
    assert t.discard_ids(1) == [SNOVER] and t.mon(1).card.id == KYOGRE
    assert len(t.player(0).prizes) == 5


def test_I_D_R2a_the_knock_out_waits_for_the_end_of_the_attack():
    """Wild Tackle puts 180 on the defender and 50 on Excadrill itself; both are checked
    only when the attack is over, so both are Knocked Out together."""
    s = Scenario()
    s.active(0, EXCADRILL, under=[DRILBUR], energy=[F, F, F], damage=80).bench(0, SNOVER)
    s.active(1, SNOVER).bench(1, SNOVER)
    t = s.start()
    t.attack("Wild Tackle")
    assert EXCADRILL in t.discard_ids(0) and SNOVER in t.discard_ids(1)
    assert len(t.player(0).prizes) == 5 and len(t.player(1).prizes) == 5


def test_I_D_R2b_knock_outs_are_checked_at_the_end_of_the_checkup():
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER, conditions=["poisoned", "burned"], damage=70).bench(1, KYOGRE)
    t = s.start()
    t.coins("T").end_turn()                               # 1 + 2 counters, the Burn stays
    assert t.discard_ids(1) == [SNOVER] and t.state.turn == 4


def test_I_D_R2c_counters_from_an_ability_knock_out_at_once_and_the_turn_goes_on():
    s = munkidori_position()
    s.bench(0, SNOVER)
    t = s.start()
    t.ability(0, 0).choose((1, 1), 3)
    assert t.discard_ids(1) == [SNOVER] and len(t.player(0).prizes) == 5
    assert t.state.turn == 3 and t.decision.player == 0 and t.decision.kind == "main"


def test_I_D_R2c_own_active_knocked_out_by_its_ability_is_replaced_at_once():
    """Feraligatr with 140 damage puts 5 counters on itself: Knocked Out at once, the
    opponent takes a Prize card, its owner promotes and goes on with the turn."""
    s = Scenario()
    s.active(0, FERALIGATR, under=[TOTODILE, CROCONAW], damage=140).bench(0, SNOVER).bench(0, KYOGRE)
    s.active(1, SNOVER).hand(0, [W])
    t = s.start()
    t.ability(0, 0)
    assert t.decision.kind == "promote" and t.decision.player == 0
    t.choose(2)
    assert t.mon(0).card.id == KYOGRE and len(t.player(1).prizes) == 5
    assert t.decision.kind == "main" and t.decision.player == 0 and t.can("attach", W, 0)


def test_I_D_P8_step1_pokemon_of_either_side_and_on_the_bench_are_checked():
    s = Scenario()
    s.active(0, CORVIKNIGHT, energy=[W]).active(1, SNOVER, damage=40).bench(1, SNOVER, damage=40)
    s.bench(1, KYOGRE)
    t = s.start()
    t.attack("Shoot Through").choose((1, 1))              # the Kyogre, alone left, comes up
    assert t.discard_ids(1) == [SNOVER, SNOVER] and t.mon(1).card.id == KYOGRE


def test_I_D_P8_step2_when_knocked_out_effects_come_before_anything_is_discarded():
    seen = []

    def observe(g, e, mon, ko):
        owner = g.players[mon.owner]
        seen.append((mon.name, mon in owner.in_play(), len(mon.energy), list(owner.discard)))
    s = Scenario()
    s.active(0, SNOVER, energy=[W]).active(1, SNOVER, energy=[W], damage=80).bench(1, KYOGRE)
    s.effect(0, 0, "test_ko_observer", attack_effect=False)
    t = s.start()
    with stand_in_lasting("any_knocked_out", "test_ko_observer", observe):
        t.attack("Beat")
    assert seen == [("Snover", True, 1, [])]
    assert t.discard_ids(1) == [W, SNOVER]


def test_I_D_P8_step3_the_pokemon_is_discarded_with_every_card_attached_and_under_it():
    s = Scenario()
    s.active(0, SNOVER, energy=[W]).bench(1, SNOVER)
    s.active(1, ABOMASNOW_EX, under=[SNOVER], energy=[W, W], tools=[MAXIMUM_BELT], damage=340)
    t = s.start()
    t.attack("Beat")
    assert t.discard_ids(1) == [W, W, SNOVER, ABOMASNOW_EX, MAXIMUM_BELT]
    assert t.mon(1).card.id == SNOVER and t.mon(1).damage == 0


def test_I_D_P8_step4_prizes_for_each_knocked_out_pokemon_of_the_opponent():
    """An ex is worth 2 Prize cards (III-14), a Benched Snover 1: 3 in all."""
    s = Scenario()
    s.active(0, CORVIKNIGHT, energy=[W]).active(1, ZEKROM_EX, damage=180).bench(1, SNOVER, damage=40)
    s.bench(1, KYOGRE)
    t = s.start()
    t.attack("Shoot Through").choose((1, 1))
    assert len(t.player(0).prizes) == 3 and len(t.player(0).hand) == 3


def test_I_D_P8_step4_both_players_take_prizes_for_a_simultaneous_knock_out():
    s = Scenario()
    s.active(0, EXCADRILL, under=[DRILBUR], energy=[F, F, F], damage=80).bench(0, SNOVER)
    s.active(1, ZEKROM_EX).bench(1, SNOVER)
    t = s.start()
    t.attack("Wild Tackle")                                # 180 x2 Weakness on the Zekrom ex
    assert len(t.player(0).prizes) == 4 and len(t.player(1).prizes) == 5


def test_I_D_P8_step5_after_an_attack_the_defending_player_promotes_first():
    """Both Active Pokémon are Knocked Out during player 0's turn: player 1 takes the next
    turn, so player 1 chooses a new Active Pokémon first."""
    s = Scenario()
    s.active(0, EXCADRILL, under=[DRILBUR], energy=[F, F, F], damage=80).bench(0, SNOVER).bench(0, KYOGRE)
    s.active(1, SNOVER).bench(1, SNOVER).bench(1, KYOGRE)
    t = s.start()
    t.attack("Wild Tackle")
    assert t.decision.kind == "promote" and t.decision.player == 1
    t.choose(2)
    assert t.decision.kind == "promote" and t.decision.player == 0
    t.choose(1)
    assert t.mon(1).card.id == KYOGRE and t.mon(0).card.id == SNOVER
    assert t.state.turn == 4 and t.decision.player == 1


def test_I_D_P8_step5_after_the_checkup_the_player_of_the_next_turn_promotes_first():
    """Both Poisoned Active Pokémon are Knocked Out in the Checkup after player 1's turn:
    player 0 takes the next turn and promotes first."""
    s = Scenario(turn=4, current=1)
    s.active(0, SNOVER, conditions=["poisoned"], damage=80).bench(0, SNOVER).bench(0, KYOGRE)
    s.active(1, SNOVER, conditions=["poisoned"], damage=80).bench(1, SNOVER).bench(1, KYOGRE)
    t = s.start()
    t.end_turn()
    assert t.decision.kind == "promote" and t.decision.player == 0
    t.choose(2)
    assert t.decision.kind == "promote" and t.decision.player == 1
    t.choose(1)
    assert t.state.turn == 5 and t.decision.player == 0 and t.mon(0).card.id == KYOGRE
