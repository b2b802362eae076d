"""Neo Genesis (N1) and the first sets' texts it reprints: every card of the theme deck Cold
Fusion.  One scenario per card text, each named after the card (ID, name); the texts of the
Base Set, Jungle, Gym Heroes and the Wizards promos live in those sets' modules
(``sets/base/bs.py``, ``ju.py``, ``g1.py``, ``pr.py``) and are checked here through the
Cold Fusion card that prints them.

Targets: Dragapult ex (320 HP, no Weakness or Resistance) unless the text is about
Weakness; Seadra (Weakness {L} x2) for that.
"""

import pytest

from ptcg.cards import legacy
from ptcg.cards.db import card
from ptcg.decisions import CHOOSE_CARD, CHOOSE_POKEMON
from ptcg.rules.conditions import CONFUSED, PARALYZED
from ptcg.testing import DRAGAPULT_EX, Scenario

SNOVER = 722
W, L = 3, 4
KINGDRA, ELEKID, CROCONAW_JAW, CROCONAW_SWEEP, ELECTABUZZ = 109007, 109021, 109030, 109031, 109032
LANTURN, SEADRA, CHINCHOU, HORSEA, MANTINE, PIKACHU = 109037, 109047, 109054, 109061, 109063, 109069
TOTODILE_RAGE, TOTODILE_LEER, ELM, MILK, SUPER_ROD = 109079, 109080, 109095, 109100, 109102
ENERGY = {0: W, 3: W, 4: L}


def energy_for(card_id: int, attack: str) -> list:
    a = next(a for a in card(card_id).attacks if a.name == attack)
    first = next((t for t in a.cost if t), 3)
    return [ENERGY[t] if t else ENERGY[first] for t in a.cost]


def hit(cid: int, attack: str, coins: str = "", *, defender: int = DRAGAPULT_EX, extra=(), bench=SNOVER,
        **kw):
    """``cid`` uses ``attack`` on ``defender`` with the Energy it costs."""
    s = Scenario().active(0, cid, energy=energy_for(cid, attack) + list(extra), **kw).active(1, defender)
    if bench:
        s = s.bench(1, bench)
    t = s.start()
    if coins:
        t.coins(coins)
    return t.attack(attack)


def protected(t, pl: int = 0) -> bool:
    """Whether the Pokémon is shielded from the opponent's next attack (the pool's Undulate)."""
    uid = t.mon(pl).uid
    return any(e.kind == "prevent_all" and e.target == uid for e in t.state.effects)


# -- attacks with no text ----------------------------------------------------------------------------
@pytest.mark.parametrize("cid, attack, damage", [(CROCONAW_SWEEP, "Tackle", 20), (ELECTABUZZ, "Punch", 20),
                                                 (TOTODILE_RAGE, "Bite", 10)])
def test_n1_attacks_that_do_their_printed_damage(cid, attack, damage):
    """109031 Croconaw — Tackle, 109032 Electabuzz — Punch, 109079 Totodile — Bite."""
    assert hit(cid, attack).mon(1).damage == damage


# -- Kingdra ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("coin", ["H", "T"])
def test_109007_kingdra_agility_heads_shields_it_from_the_next_attack(coin):
    t = hit(KINGDRA, "Agility", coin)
    assert t.mon(1).damage == 30 and protected(t) is (coin == "H")


def test_109007_kingdra_dragon_tornado_brings_up_a_benched_pokemon_when_the_defender_survives():
    t = hit(KINGDRA, "Dragon Tornado")             # one Benched Pokémon: no question
    assert t.mon(1).cid == SNOVER and t.player(1).bench[0].cid == DRAGAPULT_EX
    assert t.player(1).bench[0].damage == 50


def test_109007_kingdra_dragon_tornado_switches_nothing_after_a_knock_out():
    s = (Scenario().active(0, KINGDRA, energy=[W] * 4).active(1, SEADRA, damage=30).bench(1, SNOVER)
         .bench(1, SNOVER))
    t = s.start().attack("Dragon Tornado")
    # Seadra is Knocked Out: its owner promotes (no gust question for the attacker)
    assert SEADRA in [c >> 7 for c in t.player(1).discard]
    assert t.decision.player == 1


# -- Elekid ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("coin", ["H", "T"])
def test_109021_elekid_playful_punch_20_with_weakness_on_heads_and_the_turn_ends(coin):
    t = Scenario().active(0, ELEKID).active(1, SEADRA).bench(1, SNOVER).start()
    t.coins(coin).ability(0, 0)
    assert t.mon(1).damage == (40 if coin == "H" else 0)          # Seadra: Weakness {L} x2
    assert t.at_main(1)


def test_109021_elekid_playful_punch_cant_be_used_while_asleep_confused_or_paralyzed():
    for cond in ("asleep", "confused", "paralyzed"):
        t = Scenario().active(0, ELEKID, conditions=[cond]).active(1, SEADRA).start()
        assert not t.can("ability", 0, 0), cond
    t = Scenario().active(0, SNOVER).bench(0, ELEKID, conditions=[]).active(1, SEADRA).start()
    assert t.can("ability", 1, 0)


@pytest.mark.parametrize("coin", ["H", "T"])
def test_109021_elekid_baby_rule_the_attacker_flips_first_tails_ends_the_turn(coin):
    s = Scenario(current=1).active(1, TOTODILE_RAGE, energy=[W]).active(0, ELEKID).bench(0, SNOVER)
    t = s.start().coins(coin).attack("Bite")
    assert t.mon(0).damage == (10 if coin == "H" else 0) and t.at_main(0)


# -- Croconaw ------------------------------------------------------------------------------------------------
def test_109030_croconaw_screech_adds_20_to_attack_damage_on_the_defender_up_to_its_next_turn():
    s = Scenario().active(0, CROCONAW_JAW, energy=[W, W, W]).active(1, DRAGAPULT_EX).bench(1, SNOVER)
    t = s.start().attack("Screech")
    assert t.mon(1).damage == 0 and t.at_main(1)
    t.end_turn().attack("Jaw Clamp")
    assert t.mon(1).damage == 50


def test_109030_croconaw_jaw_clamp_no_retreat_and_no_switch_while_croconaw_is_active():
    switch = legacy.card_id("xy0-38")
    s = (Scenario().active(0, CROCONAW_JAW, energy=[W, W, W]).active(1, DRAGAPULT_EX).bench(1, SNOVER)
         .hand(1, [switch, switch]))
    t = s.start().attack("Jaw Clamp")
    assert t.mon(1).damage == 30 and t.at_main(1)
    assert not t.can("retreat", 1)
    t.play(switch)
    assert t.mon(1).cid == DRAGAPULT_EX


def test_109030_croconaw_jaw_clamp_ends_when_croconaw_leaves_the_active_spot():
    switch = legacy.card_id("xy0-38")
    s = (Scenario().active(0, CROCONAW_JAW, energy=[W, W, W]).bench(0, SNOVER).active(1, DRAGAPULT_EX)
         .bench(1, SNOVER).hand(1, [switch]))
    t = s.start().attack("Jaw Clamp")
    t.state.players[0].bench[0], t.state.players[0].active = t.state.players[0].active, t.state.players[0].bench[0]
    t.state.players[0].active.moved_active_turn = t.state.turn
    t.refresh()
    t.play(switch)
    assert t.mon(1).cid == SNOVER


def test_109031_croconaw_sweep_away_discards_the_top_3_of_its_own_deck():
    t = hit(CROCONAW_SWEEP, "Sweep Away")
    assert t.mon(1).damage == 50 and len(t.player(0).discard) == 3


# -- Electabuzz --------------------------------------------------------------------------------------------
def test_109032_electabuzz_swift_ignores_weakness_resistance_and_effects_on_the_defender():
    s = (Scenario().active(0, ELECTABUZZ, energy=[L, L, L]).active(1, SEADRA).bench(1, SNOVER)
         .effect(1, 0, "damage_taken", -20))
    t = s.start().attack("Swift")
    assert t.mon(1).damage == 30                    # not 60 (Weakness) nor 10 (the effect)
    s = Scenario().active(0, ELECTABUZZ, energy=[L, L]).active(1, SEADRA).bench(1, SNOVER)
    assert s.start().attack("Punch").mon(1).damage == 40     # Punch does get Weakness


# -- Lanturn ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("coin", ["H", "T"])
def test_109037_lanturn_floodlight_heads_paralyzes(coin):
    t = hit(LANTURN, "Floodlight", coin)
    assert t.mon(1).damage == 20 and (t.mon(1).rotation == PARALYZED) is (coin == "H")


def test_109037_lanturn_hydroelectric_power_10_more_for_each_spare_water_energy():
    assert hit(LANTURN, "Floodlight", "T", extra=[W, W, W]).mon(1).damage == 50
    assert hit(LANTURN, "Floodlight", "T", extra=[L]).mon(1).damage == 20


def test_109037_lanturn_hydroelectric_power_stops_while_lanturn_is_confused():
    t = hit(LANTURN, "Floodlight", "HT", extra=[W, W], conditions=["confused"])  # Confusion's coin first
    assert t.mon(1).damage == 20


# -- Seadra ------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("coin", ["H", "T"])
def test_109047_seadra_bubble_heads_paralyzes(coin):
    t = hit(SEADRA, "Bubble", coin)
    assert t.mon(1).damage == 10 and (t.mon(1).rotation == PARALYZED) is (coin == "H")


@pytest.mark.parametrize("coin", ["H", "T"])
def test_109047_seadra_mud_splash_heads_does_10_to_the_chosen_benched_pokemon(coin):
    s = Scenario().active(0, SEADRA, energy=[W, W]).active(1, DRAGAPULT_EX).bench(1, SNOVER).bench(1, SNOVER)
    t = s.start().coins(coin).attack("Mud Splash")
    t.choose((1, 2))
    assert t.mon(1).damage == 30
    assert [b.damage for b in t.player(1).bench] == [0, 10 if coin == "H" else 0]


def test_109047_seadra_mud_splash_without_a_bench_flips_nothing():
    t = hit(SEADRA, "Mud Splash", bench=None)
    assert t.mon(1).damage == 30 and t.at_main(1)


# -- Chinchou ------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("coin", ["H", "T"])
def test_109054_chinchou_supersonic_heads_confuses(coin):
    t = hit(CHINCHOU, "Supersonic", coin)
    assert (t.mon(1).rotation == CONFUSED) is (coin == "H")


@pytest.mark.parametrize("damage", [0, 30])
def test_109054_chinchou_flail_10_for_each_damage_counter_on_it(damage):
    assert hit(CHINCHOU, "Flail", damage=damage).mon(1).damage == damage


# -- Horsea ------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("last_turn, damage", [(True, 30), (False, 20)])
def test_109061_horsea_fin_slap_10_more_if_an_attack_damaged_it_last_turn(last_turn, damage):
    s = Scenario().active(0, HORSEA, energy=[W, W], damage=20).active(1, DRAGAPULT_EX)
    t = s.start()
    t.mon(0).attack_damage = (t.state.turn - (1 if last_turn else 3), 20)
    assert t.attack("Fin Slap").mon(1).damage == damage


# -- Mantine, Pikachu --------------------------------------------------------------------------------------
@pytest.mark.parametrize("cid, attack, damage", [(MANTINE, "Undulate", 20), (PIKACHU, "Agility", 20)])
@pytest.mark.parametrize("coin", ["H", "T"])
def test_109063_mantine_undulate_and_109069_pikachu_agility_heads_shield_it(cid, attack, damage, coin):
    t = hit(cid, attack, coin)
    assert t.mon(1).damage == damage and protected(t) is (coin == "H")


def test_109063_mantine_undulate_heads_no_damage_in_the_next_turn():
    s = Scenario().active(0, MANTINE, energy=[W, W]).active(1, TOTODILE_RAGE, energy=[W]).bench(1, SNOVER)
    t = s.start().coins("H").attack("Undulate")
    t.attack("Bite")
    assert t.mon(0).damage == 0


@pytest.mark.parametrize("coin, damage", [("H", 30), ("T", 10)])
def test_109069_pikachu_quick_attack_heads_20_more(coin, damage):
    assert hit(PIKACHU, "Quick Attack", coin).mon(1).damage == damage


# -- Totodile ------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("damage, done", [(0, 10), (20, 30)])
def test_109079_totodile_rage_10_more_for_each_damage_counter_on_it(damage, done):
    assert hit(TOTODILE_RAGE, "Rage", damage=damage).mon(1).damage == done


@pytest.mark.parametrize("coin", ["H", "T"])
def test_109080_totodile_leer_heads_the_defending_pokemon_cant_attack_it(coin):
    s = Scenario().active(0, TOTODILE_LEER, energy=[W]).active(1, TOTODILE_RAGE, energy=[W]).bench(1, SNOVER)
    t = s.start().coins(coin).attack("Leer")
    assert t.at_main(1) and t.can("attack", "Bite") is (coin == "T")


def test_109080_totodile_leer_ends_when_totodile_goes_to_the_bench():
    s = (Scenario().active(0, TOTODILE_LEER, energy=[W]).bench(0, SNOVER).active(1, TOTODILE_RAGE, energy=[W])
         .bench(1, SNOVER))
    t = s.start().coins("H").attack("Leer")
    assert not t.can("attack", "Bite")
    me = t.state.players[0]
    me.active, me.bench[0] = me.bench[0], me.active
    me.active.moved_active_turn = t.state.turn
    t.refresh()
    assert t.can("attack", "Bite")


@pytest.mark.parametrize("coins, damage", [("HHH", 30), ("HTT", 10), ("TTT", 0)])
def test_109080_totodile_fury_swipes_10_for_each_of_3_heads(coins, damage):
    assert hit(TOTODILE_LEER, "Fury Swipes", coins).mon(1).damage == damage


# -- Trainers ------------------------------------------------------------------------------------------------
def test_109095_professor_elm_shuffles_the_hand_in_draws_7_and_stops_trainers():
    s = (Scenario().active(0, SNOVER, damage=30).active(1, SNOVER).hand(0, [ELM, MILK, W])
         .deck(0, [MILK] * 3 + [W] * 10))
    t = s.start().play(ELM)
    assert len(t.player(0).hand) == 7 and t.shuffles(0) == 1
    assert MILK in t.hand_ids(0) and not t.can("play", MILK)
    assert len(t.player(0).deck) + 7 == 15


@pytest.mark.parametrize("coins, healed", [("HH", 40), ("HT", 20), ("TT", 0)])
def test_109100_moo_moo_milk_heals_20_for_each_of_2_heads(coins, healed):
    s = Scenario().active(0, SNOVER, damage=50).bench(0, SNOVER).active(1, SNOVER).hand(0, [MILK])
    t = s.start().coins(coins).play(MILK)
    if t.decision.kind == CHOOSE_POKEMON:
        t.choose((0, 0))
    assert t.mon(0).damage == 50 - healed


def test_109100_moo_moo_milk_needs_a_damaged_pokemon():
    t = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [MILK]).start()
    assert not t.can("play", MILK)


@pytest.mark.parametrize("coin, got", [("H", CROCONAW_JAW), ("T", TOTODILE_RAGE)])
def test_109102_super_rod_heads_an_evolution_card_tails_a_basic_pokemon(coin, got):
    s = (Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [SUPER_ROD])
         .discard(0, [CROCONAW_JAW, TOTODILE_RAGE, W]))
    t = s.start().coins(coin).play(SUPER_ROD)
    if t.decision.kind == CHOOSE_CARD:
        assert t.card_options() == {got}
        t.choose(got)
    assert t.hand_ids(0) == [got]


def test_the_cold_fusion_deck_is_fully_implemented_and_validates_in_the_base_format():
    from ptcg.formats import format_for_decks, get_format
    from ptcg.registry import is_implemented
    _, ids = legacy.theme_deck("Cold Fusion")
    assert all(is_implemented(c) for c in ids)
    assert not get_format("base").problems("Cold Fusion")
    fmt, _ = format_for_decks(None, "Cold Fusion", "Cold Fusion")
    assert fmt.name == "base"
