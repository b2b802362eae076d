"""Unbroken Bonds (UNB, Sun & Moon 10): every card of its theme decks Lightning Loop and Battle
Mind.  One scenario per card text; the texts other cards print first live in those cards' modules
(``sets/sm/fli.py``, ``sets/xy/bkt.py``, ``sets/sm/sum.py``...), and the texts the official pool
prints word for word have the pool's behaviour.

Every test names the card (set and number, card ID) and checks what its text does against
Dragapult ex (320 HP, no Weakness or Resistance) unless the text is about something else.
"""

import pytest

from ptcg.cards import legacy
from ptcg.cards.db import card
from ptcg.decisions import CHOOSE_CARD, YES_NO
from ptcg.rules.conditions import conditions_of
from ptcg.testing import DONE, Scenario, ready_named
from ptcg.testing import attack_named as hit

DRAGAPULT_EX, SNOVER = 121, 722
G, R, W, L, P, F, D, M = 1, 2, 3, 4, 5, 6, 7, 8


def unb(number: int) -> int:
    return legacy.card_id(f"sm10-{number}")


ZERAORA, RATICATE, RATTATA, DODRIO, DODUO, STUNFISK, MEOWTH = (unb(60), unb(144), unb(143), unb(151), unb(150),
                                                               unb(56), unb(147))
MEWTWO, INCINEROAR, TORRACAT, LITTEN, SALAZZLE, SALANDIT = unb(75), unb(29), unb(28), unb(27), unb(31), unb(30)
DARMANITAN, DARUMAKA, WELDER = unb(24), unb(23), unb(189)
MAGNEZONE, MAGNETON, MAGNEMITE = (legacy.card_id(f"sm6-{n}") for n in (36, 35, 34))
TURTONATOR = legacy.card_id("sm75-50")
CYNTHIA, LILLIE, LOOKER = (legacy.card_id(f"sm5-{n}") for n in (119, 125, 126))
FISHERMAN, HAU, SWITCH = (legacy.card_id(f"sm7-{n}") for n in (130, 132, 147))
DOUBLE_COLORLESS = legacy.card_id("sm1-136")            # a Special Energy for Crushing Claw


scene = ready_named                                    # a card ready to use the attack named


# -- attacks that only do their printed damage -----------------------------------------------------
VANILLA = [(MAGNETON, "Ram", 20), (MAGNEMITE, "Tackle", 10), (RATTATA, "Gnaw", 30), (DODUO, "Peck", 10),
           (MEOWTH, "Tail Whap", 30), (SALAZZLE, "Combustion", 60), (DARUMAKA, "Flop", 20)]


@pytest.mark.parametrize("cid, attack, damage", VANILLA, ids=[f"{c}-{a}" for c, a, _ in VANILLA])
def test_unb_attacks_that_do_their_printed_damage(cid, attack, damage):
    assert next(a for a in card(cid).attacks if a.name == attack).key is None
    assert hit(cid, attack).mon(1).damage == damage


# -- Lightning Loop -----------------------------------------------------------------------------
def test_217059_zeraora_crushing_claw_discards_a_special_energy_of_the_defending_pokemon():
    s = scene(ZERAORA, "Crushing Claw").active(1, DRAGAPULT_EX, energy=[DOUBLE_COLORLESS, R]).bench(1, SNOVER)
    t = s.start().attack("Crushing Claw")
    assert t.mon(1).damage == 20 and t.energy_ids(1) == [R]


@pytest.mark.parametrize("energy, damage, left", [([L, W, W], 50, [W, W]), ([L, L, L, W], 150, [W])])
def test_217059_zeraora_discharge_50_for_each_lightning_energy_discarded(energy, damage, left):
    t = Scenario().active(0, ZERAORA, energy=energy).active(1, DRAGAPULT_EX).bench(1, SNOVER).start()
    t.attack("Discharge")
    assert t.mon(1).damage == damage and t.energy_ids(0) == left


def test_210036_magnezone_magnetic_circuit_attaches_lightning_energy_from_the_hand_as_often_as_you_like():
    s = Scenario().active(0, MAGNEZONE).bench(0, ZERAORA).active(1, SNOVER).hand(0, [L, L, W])
    t = s.start()
    t.ability(0, 0).choose((0, 1))                      # the one kind of card is taken without a question
    t.ability(0, 0).choose((0, 0))
    assert t.energy_ids(0, 1) == [L] and t.energy_ids(0) == [L] and t.hand_ids(0) == [W]
    assert not t.can("ability", 0, 0)                    # no Basic {L} Energy left in the hand
    assert t.can("attach", W)                            # the turn's own attachment is still there


def test_zap_cannon_of_210036_magnezone_and_210035_magneton_not_in_the_next_turn():
    for cid, damage in ((MAGNEZONE, 130), (MAGNETON, 80)):
        t = hit(cid, "Zap Cannon")
        assert t.mon(1).damage == damage
        t.end_turn()
        assert t.decision.player == 0 and not t.can("attack", "Zap Cannon")


def test_210034_magnemite_searching_magnet_up_to_3_lightning_energy_into_the_hand():
    s = scene(MAGNEMITE, "Searching Magnet").deck(0, [L, W, L, L, L, MEOWTH])
    t = s.start().attack("Searching Magnet")
    assert t.card_options() == {L}
    t.choose(L, L, L)
    assert t.hand_ids(0) == [L, L, L] and t.deck_ids(0) == sorted([W, L, MEOWTH]) and t.shuffles(0) == 1


@pytest.mark.parametrize("evolved", [True, False])
def test_217143_raticate_escaping_incisors_switches_out_against_an_evolution_pokemon(evolved):
    defender = DODRIO if evolved else DODUO
    s = scene(RATICATE, "Escaping Incisors", defender=defender).bench(0, MEOWTH).bench(1, SNOVER)
    t = s.start().attack("Escaping Incisors")
    assert t.state.players[1].discard or t.mon(1).damage == 70
    assert t.mon(0).cid == (MEOWTH if evolved else RATICATE)


@pytest.mark.parametrize("coins, damage", [("HHH", 180), ("HTH", 120), ("TTT", 0)])
def test_217150_dodrio_tri_attack_60_for_each_of_3_heads(coins, damage):
    assert hit(DODRIO, "Tri Attack", coins).mon(1).damage == damage


def test_217150_dodrio_accelerating_stab_not_in_the_next_turn():
    t = hit(DODRIO, "Accelerating Stab")
    assert t.mon(1).damage == 90
    t.end_turn()
    assert not t.can("attack", "Accelerating Stab") and t.can("attack", "Tri Attack")


@pytest.mark.parametrize("coins, damage", [("HH", 40), ("HT", 20), ("TT", 0)])
def test_217149_doduo_double_peck_20_for_each_of_2_heads(coins, damage):
    assert hit(DODUO, "Double Peck", coins).mon(1).damage == damage


def test_217055_stunfisk_raging_thunder_hits_one_of_your_benched_pokemon():
    t = scene(STUNFISK, "Raging Thunder").bench(0, MEOWTH).bench(0, DODUO).start().attack("Raging Thunder")
    t.choose((0, 2))
    assert t.mon(1).damage == 30 and t.mon(0, 2).damage == 10 and t.mon(0, 1).damage == 0


def test_217055_stunfisk_electric_trap_30_for_each_of_your_damaged_pokemon():
    s = scene(STUNFISK, "Electric Trap", damage=10).bench(0, MEOWTH, damage=20).bench(0, DODUO)
    t = s.start().attack("Electric Trap")
    assert t.mon(1).damage == 60


def test_217146_meowth_caturday_draws_2_and_falls_asleep():
    t = scene(MEOWTH, "Caturday").deck(0, [W, L, G]).start().attack("Caturday")
    assert t.hand_ids(0) == sorted([W, L]) and conditions_of(t.mon(0)) == ["asleep"]


def test_217146_meowth_caturday_with_an_empty_deck_stays_awake():
    t = scene(MEOWTH, "Caturday").deck(0, []).start().attack("Caturday")
    assert t.hand_ids(0) == [] and conditions_of(t.mon(0)) == []


# -- Battle Mind --------------------------------------------------------------------------------
def test_217074_mewtwo_mind_report_puts_a_supporter_from_the_discard_on_top_of_the_deck():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [MEWTWO]).discard(0, [WELDER, LILLIE, R])
    t = s.deck(0, [W, W]).start().bench_card(MEWTWO)
    assert t.decision.kind == YES_NO
    t.choose(True)
    assert t.card_options() == {WELDER, LILLIE}
    t.choose(LILLIE)
    assert t.state.players[0].deck[-1] >> 7 == LILLIE and sorted(t.discard_ids(0)) == sorted([WELDER, R])


def test_217074_mewtwo_mind_report_declined_or_without_a_supporter_does_nothing():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [MEWTWO]).discard(0, [LILLIE])
    t = s.start().bench_card(MEWTWO).choose(False)
    assert t.discard_ids(0) == [LILLIE]
    t = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [MEWTWO]).discard(0, [R]).start()
    t.bench_card(MEWTWO)
    assert t.at_main(0) and t.discard_ids(0) == [R]


def test_217074_mewtwo_psyshock_damage_ignores_effects_on_the_defending_pokemon():
    s = scene(MEWTWO, "Psyshock").effect(1, 0, "damage_taken", -30)
    assert s.bench(1, SNOVER).start().attack("Psyshock").mon(1).damage == 70


def test_217028_incineroar_strong_cheer_30_more_to_the_active_once_for_several():
    s = scene(RATTATA, "Gnaw").bench(0, INCINEROAR).bench(0, INCINEROAR).bench(1, SNOVER)
    t = s.start().attack("Gnaw")
    assert t.mon(1).damage == 60                      # 30 + one Strong Cheer
    s = scene(STUNFISK, "Raging Thunder").bench(0, INCINEROAR)
    t = s.start().attack("Raging Thunder")             # the only Benched Pokémon takes the 10
    assert t.mon(1).damage == 60 and t.mon(0, 1).damage == 10   # not to the Bench


def test_217028_incineroar_flamethrower_discards_an_energy():
    t = hit(INCINEROAR, "Flamethrower")
    assert t.mon(1).damage == 120 and len(t.energy_ids(0)) == 1   # Strong Cheer: its own attack too


def test_217027_torracat_fire_fang_burns():
    t = hit(TORRACAT, "Fire Fang")
    assert t.mon(1).damage == 40                       # 20, and 20 more from the Burn at the Checkup


def test_217026_litten_caturday_draws_1_and_falls_asleep():
    t = scene(LITTEN, "Caturday").deck(0, [W, L]).start().attack("Caturday")
    assert t.hand_ids(0) == [W] and conditions_of(t.mon(0)) == ["asleep"]


def test_217026_litten_big_bite_the_defending_pokemon_can_not_retreat():
    t = hit(LITTEN, "Big Bite")
    assert t.mon(1).damage == 60
    t.attach(W)                                        # the opponent's turn: the Retreat Cost is there
    assert t.decision.player == 1 and not t.can("retreat")


def test_217030_salazzle_roast_reveal_discards_a_fire_energy_to_draw_3():
    s = Scenario().active(0, SALAZZLE).active(1, SNOVER).hand(0, [R, W]).deck(0, [G, G, L, L])
    t = s.start().ability(0, 0)
    assert sorted(t.hand_ids(0)) == sorted([W, G, G, L]) and t.discard_ids(0) == [R]
    assert not t.can("ability", 0, 0)                 # once per turn


def test_217030_salazzle_roast_reveal_needs_a_fire_energy_card_in_the_hand():
    t = Scenario().active(0, SALAZZLE).active(1, SNOVER).hand(0, [W]).start()
    assert not t.can("ability", 0, 0)


def test_217029_salandit_grass_fire_discards_a_grass_energy_of_the_defending_pokemon():
    s = scene(SALANDIT, "Grass Fire").active(1, DRAGAPULT_EX, energy=[G, R]).bench(1, SNOVER)
    t = s.start().attack("Grass Fire")
    assert t.mon(1).damage == 10 and t.energy_ids(1) == [R]


def test_217023_darmanitan_find_wildfire_up_to_3_fire_energy_into_the_hand():
    t = scene(DARMANITAN, "Find Wildfire").deck(0, [R, W, R, LITTEN]).start().attack("Find Wildfire")
    assert t.card_options() == {R}
    t.choose(R, R)
    assert t.hand_ids(0) == [R, R] and t.shuffles(0) == 1


def test_217023_darmanitan_flare_blitz_discards_every_fire_energy():
    t = hit(DARMANITAN, "Flare Blitz", extra_energy=[W])
    assert t.mon(1).damage == 110 and t.energy_ids(0) == [W] and t.discard_ids(0) == [R, R]


def test_217022_darumaka_flame_charge_attaches_a_fire_energy_from_the_deck():
    t = scene(DARUMAKA, "Flame Charge").deck(0, [W, R, L]).start().attack("Flame Charge")
    assert t.card_options() == {R}
    t.choose(R)
    assert t.mon(1).damage == 10 and sorted(t.energy_ids(0)) == sorted([W, R]) and t.shuffles(0) == 1


def test_212050_turtonator_explosive_jet_50_for_each_fire_energy_discarded_from_your_pokemon():
    s = scene(TURTONATOR, "Explosive Jet").bench(0, LITTEN, energy=[R, W]).bench(1, SNOVER)
    t = s.start().attack("Explosive Jet")
    assert t.decision.kind == CHOOSE_CARD
    t.choose(R, R, DONE)                               # 2 of the attacker's 3
    t.choose(R)                                        # and the Benched Litten's
    assert t.mon(1).damage == 150 and t.energy_ids(0) == [R] and t.energy_ids(0, 1) == [W]


def test_212050_turtonator_explosive_jet_discarding_none_does_nothing():
    t = scene(TURTONATOR, "Explosive Jet").bench(1, SNOVER).start().attack("Explosive Jet").choose(DONE)
    assert t.mon(1).damage == 0 and t.energy_ids(0) == [R, R, R]


# -- Trainers -----------------------------------------------------------------------------------
def test_209118_cynthia_shuffles_the_hand_into_the_deck_and_draws_6():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [CYNTHIA, R, MEOWTH]).deck(0, [W] * 5)
    t = s.start().play(CYNTHIA)
    assert sorted(t.hand_ids(0)) == sorted([W] * 4 + [R, MEOWTH]) and len(t.deck_ids(0)) == 1
    assert t.shuffles(0) == 1 and CYNTHIA in t.discard_ids(0)


def test_211131_fisherman_takes_4_basic_energy_cards_from_the_discard():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [FISHERMAN]).discard(0, [R, R, W, L, G, MEOWTH])
    t = s.start().play(FISHERMAN)
    t.choose(G, R, L)                                  # the second {R} is taken without a question
    assert t.hand_ids(0) == sorted([G, R, R, L]) and sorted(t.discard_ids(0)) == sorted([W, MEOWTH, FISHERMAN])


def test_211131_fisherman_takes_all_when_fewer_and_needs_one():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [FISHERMAN]).discard(0, [R, MEOWTH])
    t = s.start().play(FISHERMAN)
    assert t.hand_ids(0) == [R]
    t = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [FISHERMAN]).discard(0, [MEOWTH]).start()
    assert not t.can("play", FISHERMAN)


def test_211133_hau_draws_3_cards():
    t = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [HAU]).deck(0, [W, G, R, W]).start().play(HAU)
    assert t.hand_ids(0) == sorted([W, G, R])


@pytest.mark.parametrize("first_turn, size", [(False, 6), (True, 8)])
def test_209126_lillie_draws_until_6_or_8_on_your_first_turn(first_turn, size):
    s = Scenario(turn=2 if first_turn else 4).active(0, SNOVER).active(1, SNOVER)
    t = s.hand(0, [LILLIE, R, W]).deck(0, [G] * 10).start().play(LILLIE)
    assert len(t.hand_ids(0)) == size


def test_209126_lillie_not_playable_with_a_full_hand():
    t = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [LILLIE] + [W] * 6).start()
    assert not t.can("play", LILLIE)


def test_209128_looker_draws_3_cards_from_the_bottom_of_the_deck():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [LOOKER]).deck(0, [W, W, MEOWTH, R, G])
    t = s.start().play(LOOKER)
    assert t.hand_ids(0) == sorted([MEOWTH, R, G]) and t.deck_ids(0) == [W, W]


def test_211148_switch_brings_up_a_benched_pokemon():
    t = Scenario().active(0, SNOVER).bench(0, MEOWTH).active(1, SNOVER).hand(0, [SWITCH]).start().play(SWITCH)
    assert t.mon(0).cid == MEOWTH


def test_217190_welder_attaches_up_to_2_fire_energy_to_one_pokemon_then_draws_3():
    s = Scenario().active(0, SNOVER).bench(0, LITTEN).active(1, SNOVER).hand(0, [WELDER, R, R, R])
    t = s.deck(0, [W, W, G, G]).start().play(WELDER)
    t.choose(R, (0, 1))                                # the first {R} is taken without a question
    assert t.energy_ids(0, 1) == [R, R] and sorted(t.hand_ids(0)) == sorted([R, W, W, G])
    assert not t.player(0).energy_attached


def test_217190_welder_needs_a_fire_energy_card_in_the_hand():
    t = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [WELDER, W]).start()
    assert not t.can("play", WELDER)


def test_the_two_decks_are_fully_implemented_and_play_by_the_sm_rules():
    from ptcg.formats import format_for_decks
    from ptcg.registry import is_implemented
    for name in ("Lightning Loop", "Battle Mind"):
        _, ids = legacy.theme_deck(name)
        assert all(is_implemented(c) for c in ids), name
    fmt, _ = format_for_decks(None, "Lightning Loop", "Battle Mind")
    assert fmt.name == "sm" and fmt.problems("Lightning Loop") == [] and fmt.problems("Battle Mind") == []
