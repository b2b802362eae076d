"""Scenario tests of the White Flare (WHT) pool cards beyond the reference decks."""

import pytest

from ptcg.decisions import CHOOSE_POKEMON
from ptcg.rules.conditions import conditions_of
from ptcg.testing import DONE, Scenario, attack_of, ready_to_attack

C, G, R, W, L, P, F, D, M = 0, 1, 2, 3, 4, 5, 6, 7, 8
DRAGAPULT_EX, SNOVER, SCORBUNNY, STUFFUL, NICKIT, MEOWTH_EX, KYOGRE = 121, 722, 151, 760, 690, 1071, 721
EXEGGCUTE, CHESPIN, QUILLADIN, CRESSELIA, MEGA_GENGAR = 653, 1277, 1278, 764, 772
SWITCH, POTION, BOSS, LEGACY_ENERGY, DIZZYING_VALLEY = 1123, 1117, 1182, 12, 1265
CHANDELURE, MANDIBUZZ, SWADLOON, LEAVANNY, BRAVIARY, WHIMSICOTT_EX, VIRIZION = 495, 542, 558, 559, 633, 561, 566
EMBOAR, HEATMOR, DEWOTT, FEZANDIPITI, BASCULIN, DUCKLETT, VANILLUXE = 569, 572, 575, 970, 577, 578, 582
SIGILYPH, COFAGRIGUS, GOTHITELLE, ROGGENROLA, BOLDORE, GIGALITH, SAWK = 591, 593, 596, 599, 600, 601, 602
ARCHEN, ARCHEOPS, PURRLOIN, SCRAFTY, HYDREIGON_EX, FERROTHORN, DURANT = 603, 604, 608, 611, 618, 620, 624
WATCHOG, STOUTLAND = 627, 630


# -- 495 Chandelure — Incendiary Pillar ---------------------------------------------------------

@pytest.mark.parametrize("fire, dealt", [(10, 150), (9, 50)])
def test_495_incendiary_pillar_100_more_with_10_basic_fire_in_the_discard_pile(fire, dealt):
    t = ready_to_attack(CHANDELURE, 700).discard(0, [R] * fire + [W, W]).start()
    t.attack("Incendiary Pillar")
    assert t.mon(1).damage == dealt


# -- 542 Mandibuzz — Look for Prey --------------------------------------------------------------

def test_542_look_for_prey_benches_a_basic_of_70_hp_or_less_from_the_opponents_hand():
    s = Scenario().active(0, MANDIBUZZ).active(1, SNOVER).hand(1, [SNOVER, SCORBUNNY, QUILLADIN, EXEGGCUTE, W])
    t = s.start()
    t.ability(0)
    assert t.card_options() == {SCORBUNNY, EXEGGCUTE}         # 90 HP Snover and Stage 1 left out
    assert DONE not in t.options                              # the hand is revealed: choose one
    t.choose(EXEGGCUTE)
    assert t.mon(1, 1).name == "Exeggcute" and t.mon(1, 1).owner == 1
    assert EXEGGCUTE not in t.hand_ids(1)
    assert not t.can("ability", 0)                            # once during your turn


def test_542_look_for_prey_not_usable_on_an_empty_hand_or_full_bench():
    s = Scenario().active(0, MANDIBUZZ).active(1, SNOVER).hand(1, [])
    assert not s.start().can("ability", 0)
    s = Scenario().active(0, MANDIBUZZ).active(1, SNOVER).hand(1, [SCORBUNNY])
    for _ in range(5):
        s.bench(1, STUFFUL)
    assert not s.start().can("ability", 0)


# -- 558 Swadloon — Healing Leaves --------------------------------------------------------------

def test_558_healing_leaves_heals_20_from_the_active_pokemon():
    t = Scenario().active(0, SNOVER, damage=50).bench(0, SWADLOON, damage=30).active(1, SNOVER).start()
    t.ability(1)
    assert t.mon(0).damage == 30 and t.mon(0, 1).damage == 30
    assert not t.can("ability", 1)


def test_558_healing_leaves_not_usable_on_an_undamaged_active():
    t = Scenario().active(0, SNOVER).bench(0, SWADLOON, damage=30).active(1, SNOVER).start()
    assert not t.can("ability", 1)


# -- 559 Leavanny — Healing Wrapping, X-Scissor (633 Braviary — Aerial Ace) --------------------

def test_559_healing_wrapping_heals_100_from_each_basic_pokemon_only():
    s = ready_to_attack(LEAVANNY, 796, damage=60).bench(0, SNOVER, damage=120).bench(0, QUILLADIN, damage=50)
    s.bench(0, STUFFUL, damage=30)
    t = s.start()
    t.attack("Healing Wrapping")
    assert t.mon(0, 1).damage == 20 and t.mon(0, 3).damage == 0
    assert t.mon(0, 2).damage == 50 and t.mon(0, 0).damage == 60


@pytest.mark.parametrize("cid", [LEAVANNY, BRAVIARY])
@pytest.mark.parametrize("coin, extra", [("H", 40), ("T", 0)])
def test_797_x_scissor_40_more_on_heads(cid, coin, extra):
    t = ready_to_attack(cid, 797).start().coins(coin)
    t.use(cid, 797)
    assert t.mon(1).damage == attack_of(cid, 797).damage + extra


# -- 561 Whimsicott ex — Energy Gift, Wondrous Cotton --------------------------------------------

def test_561_energy_gift_attaches_up_to_3_basic_energy_from_the_deck_to_your_pokemon():
    s = ready_to_attack(WHIMSICOTT_EX, 799).bench(0, SNOVER).deck(0, [SWITCH, W, G, R, W])
    t = s.start()
    t.attack("Energy Gift")
    assert t.card_options() == {W, G, R}
    t.choose(G, R, W)
    t.choose((0, 1), (0, 0), (0, 1))                          # G and W to Snover, R to Whimsicott ex
    assert t.energy_ids(0, 1) == [G, W] and t.energy_ids(0, 0) == [G, R]
    assert t.deck_ids(0) == sorted([SWITCH, W])


def test_561_wondrous_cotton_50_for_each_trainer_in_the_opponents_hand():
    t = ready_to_attack(WHIMSICOTT_EX, 800).hand(1, [SWITCH, POTION, W, BOSS, SNOVER]).start()
    t.attack("Wondrous Cotton")
    assert t.mon(1).damage == 150


# -- 566 Virizion — Giga Drain -------------------------------------------------------------------

def test_566_giga_drain_heals_the_damage_done_to_the_active_after_weakness():
    t = ready_to_attack(VIRIZION, 806, defender=NICKIT, damage=80).start()
    t.attack("Giga Drain")
    assert t.mon(1).damage == 60                      # Weakness to {G}
    assert t.mon(0).damage == 20


# -- 569 Emboar — Inferno Fandango ---------------------------------------------------------------

def test_569_inferno_fandango_attaches_basic_fire_from_hand_as_often_as_you_like():
    s = Scenario().active(0, SNOVER).bench(0, EMBOAR).active(1, SNOVER).hand(0, [R, R, W])
    t = s.start()
    t.ability(1).choose((0, 0))
    t.ability(1).choose((0, 1))
    assert t.energy_ids(0, 0) == [R] and t.energy_ids(0, 1) == [R]
    assert not t.can("ability", 1)                    # no Basic {R} Energy left
    assert t.can("attach", W, 0)                      # the turn's attachment is still there


# -- 572 Heatmor — Licking Catch -----------------------------------------------------------------

def test_572_licking_catch_searches_fire_pokemon_and_basic_fire_energy():
    t = ready_to_attack(HEATMOR, 816).deck(0, [R, SCORBUNNY, SNOVER, W, R, R, CHANDELURE]).start()
    t.attack("Licking Catch")
    assert t.card_options() == {R, SCORBUNNY, CHANDELURE}
    t.choose(R, R, SCORBUNNY)
    assert t.hand_ids(0) == sorted([R, R, SCORBUNNY])


# -- 575 Dewott / 970 Fezandipiti — Energized Shell ---------------------------------------------

@pytest.mark.parametrize("cid", [DEWOTT, FEZANDIPITI])
def test_822_energized_shell_30_for_each_energy_attached(cid):
    t = ready_to_attack(cid, 822, extra_energy=[W, G]).start()
    t.use(cid, 822)
    assert t.mon(1).damage == 90


# -- 577 Basculin — Bared Fangs ------------------------------------------------------------------

@pytest.mark.parametrize("damage, dealt", [(10, 50), (0, 0)])
def test_577_bared_fangs_does_nothing_against_an_undamaged_active(damage, dealt):
    s = ready_to_attack(BASCULIN, 825)
    s.active(1, DRAGAPULT_EX, damage=damage)
    t = s.start()
    t.attack("Bared Fangs")
    assert t.mon(1).damage == damage + dealt


# -- 578 Ducklett — Firefighting -----------------------------------------------------------------

def test_578_firefighting_discards_a_fire_energy_from_the_opponents_active():
    s = ready_to_attack(DUCKLETT, 826)
    s.active(1, DRAGAPULT_EX, energy=[R, W, R])
    t = s.start()
    t.attack("Firefighting")
    assert t.energy_ids(1) == [R, W]
    assert t.discard_ids(1) == [R]


def test_578_firefighting_nothing_without_fire_energy():
    s = ready_to_attack(DUCKLETT, 826)
    s.active(1, DRAGAPULT_EX, energy=[W])
    t = s.start()
    t.attack("Firefighting")
    assert t.energy_ids(1) == [W]


# -- 582 Vanilluxe — Double Freeze ---------------------------------------------------------------

@pytest.mark.parametrize("coins, dealt, paralyzed", [("HH", 180, True), ("TH", 90, True), ("TT", 0, False)])
def test_582_double_freeze_90_per_heads_and_paralyzed_on_any_heads(coins, dealt, paralyzed):
    t = ready_to_attack(VANILLUXE, 835).start().coins(coins)
    t.attack("Double Freeze")
    assert t.mon(1).damage == dealt
    assert ("paralyzed" in conditions_of(t.mon(1))) is paralyzed


# -- 591 Sigilyph — Reflect, Telekinesis --------------------------------------------------------

def test_591_reflect_40_less_damage_next_turn():
    s = ready_to_attack(SIGILYPH, 849)
    s.active(1, DRAGAPULT_EX, energy=[W])
    t = s.start()
    t.attack("Reflect")
    t.attack("Jet Headbutt")
    assert t.mon(0).damage == 30


def test_591_telekinesis_70_to_a_chosen_pokemon_without_weakness():
    t = ready_to_attack(SIGILYPH, 850, defender=SAWK).bench(1, SNOVER).start()  # Sawk: Weakness {P}
    t.attack("Telekinesis")
    assert set(t.options) == {(1, 0), (1, 1)}
    t.choose((1, 0))
    assert t.mon(1).damage == 70


# -- 593 Cofagrigus — Extended Damagriiigus ----------------------------------------------------

def test_593_extended_damagriiigus_moves_all_counters_from_a_benched_pokemon():
    s = ready_to_attack(COFAGRIGUS, 852, damage=20).bench(0, SNOVER, damage=50).bench(0, STUFFUL)
    s.bench(1, KYOGRE)
    t = s.start()
    t.attack("Extended Damagriiigus")
    # the only damaged Benched Pokémon is taken without a question; then the destination
    assert t.decision.kind == CHOOSE_POKEMON and set(t.options) == {(1, 0), (1, 1)}
    t.choose((1, 1))
    assert t.mon(0, 1).damage == 0 and t.mon(1, 1).damage == 50 and t.mon(0, 0).damage == 20


def test_593_extended_damagriiigus_nothing_without_damaged_benched_pokemon():
    t = ready_to_attack(COFAGRIGUS, 852, damage=20).bench(0, SNOVER).start()
    t.attack("Extended Damagriiigus")
    assert t.mon(1).damage == 0 and t.mon(0).damage == 20


# -- 596 Gothitelle — Synchro Shot, Distorted Future -------------------------------------------

@pytest.mark.parametrize("theirs, dealt", [(3, 180), (2, 90)])
def test_596_synchro_shot_90_more_with_equal_hand_sizes(theirs, dealt):
    t = ready_to_attack(GOTHITELLE, 857).hand(0, [W, W, W]).hand(1, [W] * theirs).start()
    t.attack("Synchro Shot")
    assert t.mon(1).damage == dealt


def test_596_distorted_future_the_opponent_shuffles_their_hand_in_and_draws_3():
    s = Scenario().active(0, GOTHITELLE).active(1, SNOVER).hand(1, [SWITCH] * 5).deck(1, [W] * 10)
    t = s.start()
    t.ability(0)
    assert len(t.player(1).hand) == 3 and len(t.player(1).deck) == 12
    assert not t.can("ability", 0)


def test_596_distorted_future_only_from_the_active_spot():
    t = Scenario().active(0, SNOVER).bench(0, GOTHITELLE).active(1, SNOVER).hand(1, [W]).start()
    assert not t.can("ability", 1)


# -- 599 Roggenrola — Harden ---------------------------------------------------------------------

@pytest.mark.parametrize("opp_attacker, energy, attack, taken", [
    (STUFFUL, [W, W], "Flop", 0),                     # 20: prevented
    (DRAGAPULT_EX, [W], "Jet Headbutt", 70),          # 70: more than 40
])
def test_599_harden_prevents_damage_of_40_or_less_next_turn(opp_attacker, energy, attack, taken):
    s = ready_to_attack(ROGGENROLA, 860)
    s.active(1, opp_attacker, energy=energy)
    t = s.start()
    t.attack("Harden")
    t.attack(attack)
    assert t.mon(0).damage == taken


# -- 600 Boldore — Smack Down ----------------------------------------------------------------------

@pytest.mark.parametrize("defender, taken", [(CRESSELIA, 80 - 30), (DRAGAPULT_EX, 30)])
def test_600_smack_down_50_more_against_fighting_resistance(defender, taken):
    t = ready_to_attack(BOLDORE, 862, defender=defender).start()
    t.attack("Smack Down")
    assert t.mon(1).damage == taken


# -- 601 Gigalith — Vengeful Cannon ---------------------------------------------------------------

def test_601_vengeful_cannon_20_per_counter_on_your_benched_fighting_pokemon():
    s = ready_to_attack(GIGALITH, 864, damage=40).bench(0, ROGGENROLA, damage=30).bench(0, SAWK, damage=20)
    s.bench(0, SNOVER, damage=50)
    t = s.start()
    t.attack("Vengeful Cannon")
    assert t.mon(1).damage == 100


# -- 602 Sawk — Rising Chop ----------------------------------------------------------------------

@pytest.mark.parametrize("defender, taken", [(MEOWTH_EX, 90), (SNOVER, 0)])
def test_602_rising_chop_only_against_a_pokemon_ex_and_without_weakness(defender, taken):
    t = ready_to_attack(SAWK, 867, defender=defender).start()  # Meowth ex: Weakness {F}, not applied
    t.attack("Rising Chop")
    assert t.mon(1).damage == taken


# -- 603 Archen — Acrobatics ---------------------------------------------------------------------

@pytest.mark.parametrize("coins, dealt", [("HH", 90), ("HT", 60), ("TT", 30)])
def test_603_acrobatics_30_more_per_heads(coins, dealt):
    t = ready_to_attack(ARCHEN, 868).start().coins(coins)
    t.attack("Acrobatics")
    assert t.mon(1).damage == dealt


# -- 604 Archeops — Ancient Wing ----------------------------------------------------------------

def test_604_ancient_wing_devolves_an_opponents_pokemon_into_their_hand():
    s = Scenario().active(0, ARCHEOPS).active(1, SNOVER).bench(1, QUILLADIN, under=[CHESPIN], damage=30)
    t = s.start()
    t.ability(0)
    assert t.mon(1, 1).name == "Chespin" and t.mon(1, 1).damage == 30
    assert QUILLADIN in t.hand_ids(1)
    assert not t.can("ability", 0)


def test_604_ancient_wing_needs_the_active_spot_and_an_evolved_opponent():
    s = Scenario().active(0, SNOVER).bench(0, ARCHEOPS).active(1, QUILLADIN, under=[CHESPIN])
    assert not s.start().can("ability", 1)
    s = Scenario().active(0, ARCHEOPS).active(1, SNOVER)
    assert not s.start().can("ability", 0)


@pytest.mark.parametrize("valley, confused", [(True, True), (False, False)])
def test_604_ancient_wing_devolving_a_confused_pokemon_under_dizzying_valley(valley, confused):
    s = Scenario().active(0, ARCHEOPS).active(1, QUILLADIN, under=[CHESPIN], conditions=["confused"])
    if valley:
        s.stadium(DIZZYING_VALLEY)
    t = s.start()
    t.ability(0)
    assert t.mon(1).name == "Chespin"
    assert ("confused" in conditions_of(t.mon(1))) is confused


# -- 608 Purrloin — Invite Evil -------------------------------------------------------------------

def test_608_invite_evil_searches_up_to_3_dark_pokemon():
    t = ready_to_attack(PURRLOIN, 875).deck(0, [NICKIT, MEGA_GENGAR, SNOVER, D, NICKIT]).start()
    t.attack("Invite Evil")
    assert t.card_options() == {NICKIT, MEGA_GENGAR}
    t.choose(NICKIT, NICKIT, MEGA_GENGAR)
    assert t.hand_ids(0) == sorted([NICKIT, NICKIT, MEGA_GENGAR])


# -- 611 Scrafty — Ruffians Attack ---------------------------------------------------------------

def test_611_ruffians_attack_a_coin_per_dark_pokemon_in_play():
    t = ready_to_attack(SCRAFTY, 879).bench(0, NICKIT).bench(0, SNOVER).start().coins("HHT")
    t.attack("Ruffians Attack")
    assert t.mon(1).damage == 120
    assert t.state.forced_coins == [False]               # only 2 coins were flipped


# -- 618 Hydreigon ex — Greedy Eater -------------------------------------------------------------

@pytest.mark.parametrize("defender, under, taken", [(SNOVER, [], 2), (QUILLADIN, [CHESPIN], 1)])
def test_618_greedy_eater_one_more_prize_for_a_basic_knocked_out_by_its_attack(defender, under, taken):
    s = Scenario().active(0, HYDREIGON_EX, energy=[D] * 5).active(1, defender, under=under).bench(1, STUFFUL)
    t = s.start()
    t.attack("Dark Bite")
    assert 6 - len(t.player(0).prizes) == taken


def test_618_greedy_eater_not_for_another_attackers_knock_out():
    s = Scenario().active(0, STUFFUL, energy=[W, W]).bench(0, HYDREIGON_EX).active(1, SNOVER, damage=80)
    s.bench(1, STUFFUL)
    t = s.start()
    t.attack("Flop")
    assert len(t.player(0).prizes) == 5


# -- 620 Ferrothorn — Power Whip -----------------------------------------------------------------

def test_620_power_whip_20_per_energy_to_a_chosen_pokemon():
    t = ready_to_attack(FERROTHORN, 894, extra_energy=[W, W]).bench(1, SNOVER).start()
    t.attack("Power Whip").choose((1, 1))
    assert t.mon(1, 1).damage == 60 and t.mon(1).damage == 0


# -- 624 Durant — Bite Together ------------------------------------------------------------------

@pytest.mark.parametrize("bench, dealt", [(DURANT, 40), (SNOVER, 20)])
def test_624_bite_together_20_more_with_durant_on_the_bench(bench, dealt):
    t = ready_to_attack(DURANT, 899).bench(0, bench).start()
    t.attack("Bite Together")
    assert t.mon(1).damage == dealt


# -- 627 Watchog — Focus Energy ------------------------------------------------------------------

def test_627_focus_energy_makes_hyper_fang_240_next_turn():
    t = ready_to_attack(WATCHOG, 905).start()
    t.attack("Focus Energy")
    t.end_turn()
    t.coins("H")
    t.attack("Hyper Fang")
    assert t.mon(1).damage == 240


def test_627_focus_energy_gone_after_going_to_the_bench():
    t = ready_to_attack(WATCHOG, 905).bench(0, SNOVER).hand(0, [SWITCH, SWITCH]).start()
    t.attack("Focus Energy")
    t.end_turn()
    t.play(SWITCH)                                       # Watchog to the Bench (II-C-03 R4) ...
    t.play(SWITCH)                                       # ... and back
    t.coins("H")
    t.attack("Hyper Fang")
    assert t.mon(0).name == "Watchog" and t.mon(1).damage == 80


def test_627_hyper_fang_without_focus_energy_does_80():
    t = ready_to_attack(WATCHOG, 906).start().coins("H")
    t.attack("Hyper Fang")
    assert t.mon(1).damage == 80


# -- 630 Stoutland — Odor Sleuth, Special Fang -------------------------------------------------

def test_630_odor_sleuth_up_to_heads_cards_from_the_discard_pile():
    t = ready_to_attack(STOUTLAND, 910).discard(0, [SWITCH, POTION, W]).start().coins("HHT")
    t.attack("Odor Sleuth")
    t.choose(POTION, SWITCH)
    assert t.hand_ids(0) == sorted([SWITCH, POTION])
    assert t.discard_ids(0) == [W]


@pytest.mark.parametrize("special, dealt", [(True, 200), (False, 100)])
def test_630_special_fang_100_more_with_special_energy(special, dealt):
    energy = [LEGACY_ENERGY, W, W, W] if special else [W, W, W, W]
    t = Scenario().active(0, STOUTLAND, energy=energy).active(1, DRAGAPULT_EX).start()
    t.attack("Special Fang")
    assert t.mon(1).damage == dealt
