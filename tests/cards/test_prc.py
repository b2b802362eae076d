"""Primal Clash (PRC, XY 5): every card of its two theme decks, Ocean's Core and Earth's Pulse.

One scenario per card text, checked through a card of the deck that prints it (the texts other
cards print first live in those cards' modules: ``sets/base/sk.py``, ``sets/xy/ffi.py``...;
the texts the official pool prints word for word have the pool's behaviour).  Attacks are
aimed at Dragapult ex (320 HP, no Weakness or Resistance) unless the text is about something else.
"""

import pytest

from ptcg.cards import legacy
from ptcg.cards.db import CARDS, card
from ptcg.decisions import CHOOSE_CARD, CHOOSE_POKEMON, YES_NO
from ptcg.rules.conditions import ASLEEP, PARALYZED
from ptcg.testing import Scenario, play_checked

DRAGAPULT_EX, SNOVER, REGIROCK_EX = 121, 722, 447      # Regirock ex: a {F} Pokémon, 230 HP
G, R, W, L, P, F, D, M = 1, 2, 3, 4, 5, 6, 7, 8
ENERGY = {0: W, 1: G, 2: R, 3: W, 4: L, 5: P, 6: F, 7: D, 8: M}


def prc(number: int) -> int:
    return legacy.card_id(f"xy5-{number}")


def energy_for(card_id: int, attack: str) -> list:
    a = next(a for a in card(card_id).attacks if a.name == attack)
    first = next((t for t in a.cost if t), 3)
    return [ENERGY[t] if t else ENERGY[first] for t in a.cost]


def hit(number: int, attack: str, coins: str = "", *, defender: int = DRAGAPULT_EX, bench=(SNOVER,),
        own_bench=(), **kw):
    """PRC ``number`` uses ``attack`` on ``defender`` with the Energy it costs."""
    cid = prc(number)
    extra = kw.pop("extra_energy", [])
    s = Scenario().active(0, cid, energy=energy_for(cid, attack) + extra, **kw).active(1, defender)
    for b in bench:
        s = s.bench(1, b)
    for b in own_bench:
        s = s.bench(0, b)
    t = s.start()
    if coins:
        t.coins(coins)
    return t.attack(attack)


def answer_all(t, answer):
    """Answer the card's questions with ``answer(decision)`` until the main phase is back."""
    while t.decision is not None and t.decision.kind not in ("main",) and not t.at_main(1):
        t.apply(answer(t.decision))
    return t


# -- Ocean's Core: attacks that only do their printed damage -------------------------------------------
OCEAN_VANILLA = [(20, "Gnaw", 10), (27, "Spiral Kick", 30), (31, "Water Gun", 30), (33, "Tackle", 10),
                 (33, "Mud-Slap", 20), (34, "Mud-Slap", 30), (39, "Rain Splash", 30), (41, "Water Gun", 40),
                 (46, "Ice Ball", 20), (47, "Aurora Beam", 50)]


@pytest.mark.parametrize("number, attack, damage", OCEAN_VANILLA, ids=[f"{n}-{a}" for n, a, _ in OCEAN_VANILLA])
def test_ocean_s_core_attacks_that_do_their_printed_damage(number, attack, damage):
    a = next(a for a in card(prc(number)).attacks if a.name == attack)
    assert a.key is None and a.damage == damage
    assert hit(number, attack).mon(1).damage == damage


# -- Ocean's Core: texts shared with other cards ------------------------------------------------------
@pytest.mark.parametrize("coin", ["H", "T"])
def test_190026_combusken_quick_attack_heads_20_more(coin):
    assert hit(27, "Quick Attack", coin).mon(1).damage == (40 if coin == "H" else 20)


@pytest.mark.parametrize("number, attack, damage", [(30, "Bubble", 0), (47, "Freezing Headbutt", 30)])
@pytest.mark.parametrize("coin", ["H", "T"])
def test_horsea_bubble_and_sealeo_freezing_headbutt_heads_paralyze(number, attack, damage, coin):
    """190029 Horsea — Bubble, 190046 Sealeo — Freezing Headbutt."""
    t = hit(number, attack, coin)
    assert t.mon(1).damage == damage and (t.mon(1).rotation == PARALYZED) is (coin == "H")


@pytest.mark.parametrize("coins, damage", [("HH", 80), ("HT", 60), ("TT", 40)])
def test_190033_marshtomp_endeavor_20_more_for_each_of_2_heads(coins, damage):
    assert hit(34, "Endeavor", coins).mon(1).damage == damage


@pytest.mark.parametrize("coins, damage", [("T", 0), ("HT", 30), ("HHT", 60)])
def test_190052_kyogre_spring_tides_30_for_each_heads_until_tails(coins, damage):
    assert hit(53, "Spring Tides", coins).mon(1).damage == damage


def test_190052_kyogre_ocean_cyclone_also_10_to_each_opposing_benched_pokemon():
    t = hit(53, "Ocean Cyclone", bench=(SNOVER, REGIROCK_EX))
    assert t.mon(1).damage == 80 and t.mon(1, 1).damage == 10 and t.mon(1, 2).damage == 10


@pytest.mark.parametrize("coin", ["H", "T"])
def test_190042_feebas_float_on_tails_hurts_itself_for_10(coin):
    t = hit(43, "Float On", coin)
    assert t.mon(1).damage == 10 and t.mon(0).damage == (0 if coin == "H" else 10)


@pytest.mark.parametrize("coins, damage", [("HH", 50), ("HT", 10), ("TH", 10), ("TT", 10)])
def test_190030_seadra_knockout_needle_40_more_only_on_two_heads(coins, damage):
    assert hit(31, "Knockout Needle", coins).mon(1).damage == damage


def test_190019_vulpix_roar_the_opponent_switches_their_active_pokemon():
    t = hit(20, "Roar", bench=(SNOVER, REGIROCK_EX))
    assert t.decision.kind == CHOOSE_POKEMON and t.decision.player == 1
    t.choose((1, 2))
    assert t.mon(1).cid == REGIROCK_EX and t.mon(1).damage == 0 and t.mon(1, 2).cid == DRAGAPULT_EX


def test_190019_vulpix_roar_without_an_opposing_bench_does_nothing():
    t = hit(20, "Roar", bench=())
    assert t.mon(1).cid == DRAGAPULT_EX and t.at_main(1)


@pytest.mark.parametrize("coin", ["H", "T"])
def test_190024_torchic_ember_tails_discards_a_fire_energy(coin):
    t = hit(25, "Ember", coin, extra_energy=[W])
    if t.decision is not None and t.decision.kind == CHOOSE_CARD:
        t.choose(R)
    assert t.mon(1).damage == 20
    assert sorted(e >> 7 for e in t.mon(0).energy) == ([R, W] if coin == "H" else [W])
    assert (R in t.discard_ids(0)) is (coin == "T")


@pytest.mark.parametrize("yes", [True, False])
def test_190043_milotic_aqua_swirl_may_make_the_opponent_switch(yes):
    t = hit(44, "Aqua Swirl")
    assert t.decision.kind == YES_NO and t.decision.player == 0
    t.choose(yes)
    new_active = SNOVER if yes else DRAGAPULT_EX         # one Benched Pokémon: the opponent isn't asked
    assert t.mon(1).cid == new_active and t.mon(1, 1 if yes else 0).damage == 60


@pytest.mark.parametrize("yes", [True, False])
def test_190047_walrein_knock_over_may_discard_the_stadium_in_play(yes):
    seas = prc(137)
    s = Scenario().active(0, prc(48), energy=[W, W]).active(1, DRAGAPULT_EX).stadium(seas, owner=1)
    t = s.start().attack("Knock Over")
    assert t.decision.kind == YES_NO
    t.choose(yes)
    assert t.mon(1).damage == 50
    assert (t.state.stadium is None) is yes and (seas in t.discard_ids(1)) is yes


def test_190047_walrein_knock_over_without_a_stadium_asks_nothing():
    t = Scenario().active(0, prc(48), energy=[W, W]).active(1, DRAGAPULT_EX).start().attack("Knock Over")
    assert t.mon(1).damage == 50 and t.at_main(1)


@pytest.mark.parametrize("defender, damage", [(REGIROCK_EX, 140), (DRAGAPULT_EX, 70)])
def test_190047_walrein_frozen_splash_70_more_to_a_fighting_pokemon(defender, damage):
    assert hit(48, "Frozen Splash", defender=defender).mon(1).damage == damage


def test_190040_whiscash_earthquake_20_to_each_of_your_benched_pokemon():
    t = hit(41, "Earthquake", own_bench=(SNOVER, REGIROCK_EX))
    assert t.mon(1).damage == 120 and t.mon(0).damage == 0
    assert t.mon(0, 1).damage == 20 and t.mon(0, 2).damage == 20


# -- Milotic's Ability ----------------------------------------------------------------------------------
def test_190043_milotic_sparkling_ripples_takes_a_card_from_the_discard_pile_on_evolving():
    feebas, milotic, letter = prc(43), prc(44), legacy.card_id("xy1-123")
    s = Scenario().active(0, feebas).active(1, SNOVER).hand(0, [milotic]).discard(0, [letter, W])
    t = s.start().evolve(milotic, 0)
    assert t.decision.kind == YES_NO
    t.choose(True)
    assert t.card_options() == {letter, W}
    t.choose(letter)
    assert t.hand_ids(0) == [letter] and t.discard_ids(0) == [W]


def test_190043_milotic_sparkling_ripples_is_not_offered_with_an_empty_discard_pile():
    feebas, milotic = prc(43), prc(44)
    t = Scenario().active(0, feebas).active(1, SNOVER).hand(0, [milotic]).start().evolve(milotic, 0)
    assert t.at_main(0) and t.mon(0).cid == milotic


# -- Ocean's Core: Trainers ----------------------------------------------------------------------------
def test_185115_evosoda_evolves_a_pokemon_from_the_deck():
    evosoda, horsea, seadra = legacy.card_id("xy1-116"), prc(30), prc(31)
    s = Scenario().active(0, horsea, entered_turn=1).active(1, SNOVER).hand(0, [evosoda]).deck(0, [W, seadra])
    t = s.start().play(evosoda)
    assert t.card_options() == {seadra}
    t.choose(seadra)
    if t.decision.kind == CHOOSE_POKEMON:
        t.choose((0, 0))
    assert t.mon(0).cid == seadra and t.shuffles(0) == 1 and evosoda in t.discard_ids(0)


def test_185115_evosoda_not_on_a_pokemon_put_into_play_this_turn_nor_on_the_first_turn():
    evosoda, horsea, seadra = legacy.card_id("xy1-116"), prc(30), prc(31)
    s = Scenario().active(0, horsea, entered_turn=3).active(1, SNOVER).hand(0, [evosoda]).deck(0, [seadra])
    assert not s.start().can("play", evosoda)
    s = Scenario(turn=1).active(0, horsea, entered_turn=0).active(1, SNOVER).hand(0, [evosoda]).deck(0, [seadra])
    assert not s.start().can("play", evosoda)


def test_185122_professors_letter_takes_up_to_2_basic_energy_cards():
    letter = legacy.card_id("xy1-123")
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [letter]).deck(0, [prc(30), W, R, prc(31)])
    t = s.start().play(letter)
    assert t.card_options() == {W, R}
    t.choose(R, W)
    assert t.hand_ids(0) == sorted([W, R]) and t.shuffles(0) == 1


def test_190121_acro_bike_one_of_the_top_2_cards_to_the_hand_the_other_discarded():
    bike = prc(122)
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [bike]).deck(0, [prc(30), R, W])
    t = s.start().play(bike)
    assert t.card_options() == {prc(30), R}
    t.choose(R)
    assert t.hand_ids(0) == [R] and prc(30) in t.discard_ids(0) and t.deck_ids(0) == [W]


def test_190128_fresh_water_set_heals_20_from_each_of_your_pokemon():
    water = prc(129)
    s = Scenario().active(0, SNOVER, damage=50).bench(0, SNOVER, damage=10).bench(0, SNOVER)
    t = s.active(1, SNOVER, damage=30).hand(0, [water]).start().play(water)
    assert [t.mon(0, i).damage for i in range(3)] == [30, 0, 0] and t.mon(1).damage == 30


def test_190128_fresh_water_set_is_not_playable_without_damage():
    water = prc(129)
    assert not Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [water]).start().can("play", water)


@pytest.mark.parametrize("coin, drawn", [("H", 7), ("T", 4)])
def test_190133_professor_birchs_observations_hand_into_deck_then_7_or_4(coin, drawn):
    birch = prc(134)
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [birch, R, R]).deck(0, [W] * 10)
    t = s.start().coins(coin).play(birch)
    assert len(t.hand_ids(0)) == drawn and len(t.state.players[0].deck) == 12 - drawn
    assert t.shuffles(0) >= 1


def test_190136_rough_seas_heals_30_from_each_water_and_lightning_pokemon_once_a_turn():
    seas, electrike = prc(137), prc(59)
    s = Scenario().active(0, SNOVER, damage=50).bench(0, electrike, damage=20).bench(0, prc(20), damage=20)
    t = s.active(1, SNOVER, damage=40).stadium(seas, owner=1).start().stadium_ability()
    assert [t.mon(0, i).damage for i in range(3)] == [20, 0, 20] and t.mon(1).damage == 40
    assert not t.can("stadium")


def test_190136_rough_seas_is_not_offered_without_a_damaged_water_or_lightning_pokemon():
    seas = prc(137)
    t = Scenario().active(0, prc(20), damage=30).active(1, SNOVER, damage=30).stadium(seas).start()
    assert not t.can("stadium")


def test_190140_teammates_after_a_knock_out_takes_up_to_2_cards_of_the_deck():
    mates = prc(141)
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [mates]).deck(0, [W, R, G])
    assert not s.start().can("play", mates)
    t = s.flags(0, kos=[(2, SNOVER, True, 1)]).start().play(mates)
    assert t.card_options() == {W, R, G}
    t.choose(G, R)
    assert t.hand_ids(0) == sorted([R, G]) and t.deck_ids(0) == [W] and t.shuffles(0) == 1


def test_ocean_s_core_is_fully_implemented_and_plays_by_the_xy_rules():
    from ptcg.formats import format_for_decks, get_format
    from ptcg.registry import is_implemented
    _, ids = legacy.theme_deck("Ocean's Core")
    assert all(is_implemented(c) for c in ids)
    assert get_format("xy").problems("Ocean's Core") == []
    fmt, _ = format_for_decks(None, "Ocean's Core", "Chespin")
    assert fmt.name == "xy"


# -- Earth's Pulse: attacks that only do their printed damage ------------------------------------------
EARTH_VANILLA = [(59, "Bite", 20), (63, "Gnaw", 20), (75, "Horn Drill", 70), (79, "Smack", 20), (82, "Gnaw", 10),
                 (82, "Mud-Slap", 20), (111, "Headbutt", 20), (116, "Gnaw", 10)]


@pytest.mark.parametrize("number, attack, damage", EARTH_VANILLA, ids=[f"{n}-{a}" for n, a, _ in EARTH_VANILLA])
def test_earth_s_pulse_attacks_that_do_their_printed_damage(number, attack, damage):
    a = next(a for a in card(prc(number)).attacks if a.name == attack)
    assert a.key is None and a.damage == damage
    assert hit(number, attack).mon(1).damage == damage


# -- Earth's Pulse: texts shared with other cards -------------------------------------------------------
@pytest.mark.parametrize("number, attack, base, more", [(62, "Water Splash", 10, 10), (76, "Stone Edge", 80, 40),
                                                        (84, "Rock Smash", 20, 20)])
@pytest.mark.parametrize("coin", ["H", "T"])
def test_tynamo_rhyperior_groudon_a_coin_for_more_damage(number, attack, base, more, coin):
    """190061 Tynamo — Water Splash, 190075 Rhyperior — Stone Edge, 190083 Groudon — Rock Smash."""
    assert hit(number, attack, coin).mon(1).damage == base + (more if coin == "H" else 0)


def test_190060_manectric_lightning_turn_switches_the_attacker_with_a_benched_pokemon():
    t = hit(61, "Lightning Turn", own_bench=(SNOVER,))
    assert t.mon(1).damage == 30 and t.mon(0).cid == SNOVER and t.mon(0, 1).cid == prc(61)


def test_190060_manectric_electric_shock_discards_its_lightning_energy_and_paralyzes():
    t = hit(61, "Electric Shock", extra_energy=[L, W])
    assert t.mon(1).damage == 70 and t.mon(1).rotation == PARALYZED
    assert [e >> 7 for e in t.mon(0).energy] == [W] and t.discard_ids(0).count(L) == 4


def test_190080_medicham_calm_mind_heals_30_from_itself():
    assert hit(81, "Calm Mind", damage=50).mon(0).damage == 20


def test_190117_bibarel_yawn_puts_the_defending_pokemon_to_sleep():
    assert hit(118, "Yawn").mon(1).rotation == ASLEEP


@pytest.mark.parametrize("coins, damage", [("T", 0), ("HT", 80), ("HHT", 160)])
def test_190117_bibarel_continuous_headbutt_80_for_each_heads_until_tails(coins, damage):
    assert hit(118, "Continuous Headbutt", coins).mon(1).damage == damage


@pytest.mark.parametrize("coins, damage", [("HHHH", 120), ("HTHT", 60), ("TTTT", 0)])
def test_190062_eelektrik_buzz_flip_30_for_each_of_4_heads(coins, damage):
    assert hit(63, "Buzz Flip", coins).mon(1).damage == damage


@pytest.mark.parametrize("coins, damage", [("HHH", 90), ("HTT", 30), ("TTT", 0)])
def test_190111_linoone_fury_swipes_30_for_each_of_3_heads(coins, damage):
    assert hit(112, "Fury Swipes", coins).mon(1).damage == damage


def test_190111_linoone_dash_attack_30_to_a_benched_pokemon_only():
    t = hit(112, "Dash Attack", bench=(SNOVER, REGIROCK_EX))
    assert t.decision.kind == CHOOSE_POKEMON and (1, 0) not in t.decision.options
    t.choose((1, 2))
    assert t.mon(1).damage == 0 and t.mon(1, 1).damage == 0 and t.mon(1, 2).damage == 30


@pytest.mark.parametrize("number", [74, 75])
def test_rhyhorn_and_rhydon_take_down_hurts_the_attacker_for_10(number):
    """190073 Rhyhorn, 190074 Rhydon — Take Down."""
    t = hit(number, "Take Down")
    assert t.mon(1).damage == card(prc(number)).attacks[0].damage and t.mon(0).damage == 10


@pytest.mark.parametrize("coins, each", [("HHH", 60), ("HTH", 40), ("TTT", 0)])
def test_190075_rhyperior_rock_shower_20_per_heads_to_each_opposing_pokemon(coins, each):
    t = hit(76, "Rock Shower", coins, bench=(SNOVER, REGIROCK_EX))
    assert [t.mon(1, i).damage for i in range(3)] == [each] * 3 and t.mon(0).damage == 0


def test_190080_medicham_yoga_kick_ignores_weakness_and_resistance():
    # Snover ({W}) is weak to {M} only; Regirock ex is weak to {G}: pick a {F}-weak target from the pool
    weak = next(c.id for c in CARDS.values() if c.is_pokemon and c.weakness == F and c.hp >= 100 and not c.is_tera)
    assert hit(81, "Yoga Kick", defender=weak).mon(1).damage == 30
    assert hit(79, "Smack", defender=weak).mon(1).damage == 40           # Weakness applies to others


def test_190083_groudon_break_ground_10_to_each_of_your_benched_pokemon():
    t = hit(84, "Break Ground", own_bench=(SNOVER, REGIROCK_EX))
    assert t.mon(1).damage == 100 and t.mon(0).damage == 0
    assert t.mon(0, 1).damage == 10 and t.mon(0, 2).damage == 10


def test_190058_electrike_charge_attaches_a_lightning_energy_of_the_deck_to_itself():
    s = Scenario().active(0, prc(59), energy=[L]).active(1, DRAGAPULT_EX).deck(0, [W, L, W])
    t = s.start().attack("Charge")
    if t.decision is not None and t.decision.kind == CHOOSE_CARD:
        t.choose(L)
    assert [e >> 7 for e in t.mon(0).energy] == [L, L] and t.shuffles(0) == 1


def _attacked_back(number: int, attack: str, coins: str):
    """PRC ``number`` uses ``attack``; in the next turn Dragapult ex hits back with Jet Headbutt
    (70) after ``coins``."""
    cid = prc(number)
    s = Scenario().active(0, cid, energy=energy_for(cid, attack)).bench(0, SNOVER)
    t = s.active(1, DRAGAPULT_EX, energy=[P]).start().coins(coins).attack(attack)
    return t.attack("Jet Headbutt")


@pytest.mark.parametrize("coin", ["H", "T"])
def test_190115_bidoof_scrunch_heads_prevents_all_damage_next_turn(coin):
    t = _attacked_back(116, "Scrunch", coin)
    if coin == "H":
        assert t.mon(0).cid == prc(116) and t.mon(0).damage == 0
    else:
        assert prc(116) in t.discard_ids(0)            # 70 HP: Knocked Out


@pytest.mark.parametrize("coin", ["H", "T"])
def test_190110_zigzagoon_sand_attack_tails_stops_the_defending_pokemon_s_attack(coin):
    t = _attacked_back(111, "Sand Attack", coin)       # the coin is the opponent's, in their turn
    if coin == "T":
        assert t.mon(0).cid == prc(111) and t.mon(0).damage == 0
    else:
        assert prc(111) in t.discard_ids(0)            # 60 HP: Knocked Out


# -- Earth's Pulse: Trainers -----------------------------------------------------------------------------
def test_186093_pokemon_center_lady_heals_60_and_cures_one_pokemon():
    lady = legacy.card_id("xy2-93")
    s = Scenario().active(0, REGIROCK_EX, damage=100, conditions=["poisoned", "confused"]).bench(0, SNOVER, damage=30)
    t = s.active(1, SNOVER).hand(0, [lady]).start().play(lady)
    t.choose((0, 0))
    assert t.mon(0).damage == 40 and not t.mon(0).has_condition() and t.mon(0, 1).damage == 30


def test_186093_pokemon_center_lady_is_not_playable_when_no_pokemon_needs_it():
    lady = legacy.card_id("xy2-93")
    assert not Scenario().active(0, SNOVER).active(1, SNOVER, damage=30).hand(0, [lady]).start().can("play", lady)


def test_186094_pokemon_fan_club_takes_up_to_2_basic_pokemon():
    club = legacy.card_id("xy2-94")
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [club]).deck(0, [prc(75), prc(74), W, prc(59)])
    t = s.start().play(club)
    assert t.card_options() == {prc(74), prc(59)}
    t.choose(prc(59), prc(74))
    assert t.hand_ids(0) == sorted([prc(59), prc(74)]) and t.shuffles(0) == 1


def test_190137_scorched_earth_a_fire_or_fighting_energy_for_2_cards():
    scorched = prc(138)
    s = Scenario().active(0, SNOVER).active(1, SNOVER).stadium(scorched, owner=1).hand(0, [W, F, R]).deck(0, [G, M, P])
    t = s.start().stadium_ability()
    assert t.card_options() == {F, R}
    t.choose(F)
    assert t.hand_ids(0) == sorted([W, R, G, M]) and F in t.discard_ids(0) and not t.can("stadium")


def test_190137_scorched_earth_is_not_offered_without_a_fire_or_fighting_energy_card():
    t = Scenario().active(0, SNOVER).active(1, SNOVER).stadium(prc(138)).hand(0, [W, L]).start()
    assert not t.can("stadium")


def test_earth_s_pulse_is_fully_implemented_and_plays_by_the_xy_rules():
    from ptcg.formats import format_for_decks, get_format
    from ptcg.registry import is_implemented
    _, ids = legacy.theme_deck("Earth's Pulse")
    assert all(is_implemented(c) for c in ids)
    assert get_format("xy").problems("Earth's Pulse") == []
    fmt, _ = format_for_decks(None, "Earth's Pulse", "Ocean's Core")
    assert fmt.name == "xy"


# -- the era's mechanisms on the decks' cards (the rules' code; checked here through these cards) ---------
def test_190040_whiscash_alpha_growth_takes_a_second_energy_card():
    t = Scenario().active(0, prc(41)).active(1, SNOVER).hand(0, [W, W, R]).start().attach(W, 0)
    assert t.decision.kind == CHOOSE_CARD
    t.choose(R)
    assert t.energy_ids(0) == [R, W] and t.hand_ids(0) == [W]


def test_190080_medicham_omega_barrage_may_attack_twice():
    t = Scenario().active(0, prc(81), energy=[F, F]).active(1, DRAGAPULT_EX).start().attack("Yoga Kick")
    assert t.decision.kind == YES_NO
    t.choose(True)
    if not t.at_main(1):                                # the second attack, if it is a choice
        t.apply(next(a.id for a in card(prc(81)).attacks if a.name == "Yoga Kick"))
    assert t.mon(1).damage == 60 and t.at_main(1)


def test_earth_s_pulse_lightning_pokemon_resist_metal_by_20():
    """190058 Electrike, 190060 Manectric, 190061 Tynamo, 190062 Eelektrik: Resistance {M} −20."""
    def plain(a):                                       # a vanilla {M}/{C} attack of 30 or 40
        return a.key is None and 30 <= a.damage <= 40 and all(t in (0, M) for t in a.cost)
    metal = next(c.id for c in CARDS.values() if c.is_pokemon and c.is_basic and c.types == (M,)
                 and any(plain(a) for a in c.attacks))
    attack = next(a for a in CARDS[metal].attacks if plain(a))
    for number in (59, 61, 62, 63):
        s = Scenario().active(0, metal, energy=[M] * len(attack.cost)).active(1, prc(number))
        t = s.start().attack(attack.name)
        assert t.mon(1).damage == attack.damage - 20


# -- samples: Kyogre-EX and Primal Kyogre-EX (Primal Reversion, α Growth) ---------------------------------
KYOGRE_EX, PRIMAL_KYOGRE_EX = 190053, 190054


def test_190053_kyogre_ex_water_pulse_puts_the_defending_pokemon_to_sleep():
    assert hit(54, "Water Pulse").mon(1).rotation == ASLEEP


def test_190053_kyogre_ex_giant_whirlpool_returns_2_water_energy_to_the_hand():
    t = hit(54, "Giant Whirlpool", extra_energy=[R])
    while t.decision is not None and t.decision.kind == CHOOSE_CARD:
        t.choose(W)
    assert t.mon(1).damage == 140
    assert sorted(e >> 7 for e in t.mon(0).energy) == [R, W, W] and t.hand_ids(0) == [W, W]


def test_190054_primal_kyogre_ex_primal_reversion_ends_the_turn():
    t = Scenario().active(0, KYOGRE_EX).active(1, SNOVER).hand(0, [PRIMAL_KYOGRE_EX, W]).start()
    t.evolve(PRIMAL_KYOGRE_EX, 0)
    assert t.mon(0).cid == PRIMAL_KYOGRE_EX and t.at_main(1)


def test_190054_primal_kyogre_ex_alpha_growth_attaches_a_second_energy_card():
    t = Scenario().active(0, PRIMAL_KYOGRE_EX).active(1, SNOVER).hand(0, [W, W, G]).start()
    t.attach(W, 0)
    assert t.decision.kind == CHOOSE_CARD
    t.choose(W)
    assert t.energy_ids(0) == [W, W] and t.hand_ids(0) == [G] and not t.can("attach", G, 0)


def test_190054_primal_kyogre_ex_tidal_storm_hits_benched_pokemon_ex_and_moves_2_energy():
    s = Scenario().active(0, PRIMAL_KYOGRE_EX, energy=[W, W, W, W, R]).bench(0, SNOVER).bench(0, SNOVER)
    s = s.active(1, DRAGAPULT_EX).bench(1, KYOGRE_EX).bench(1, REGIROCK_EX).bench(1, SNOVER)
    t = s.start().attack("Tidal Storm")
    assert t.decision.kind == CHOOSE_POKEMON
    t.choose((0, 2))
    t.choose(R)
    if t.decision.kind == CHOOSE_CARD:                  # the second card, if it is still a choice
        t.choose(W)
    assert t.mon(1).damage == 150
    # only the Pokémon-EX: not today's Pokémon ex (Regirock ex), not Snover
    assert [t.mon(1, i).damage for i in (1, 2, 3)] == [30, 0, 0]
    assert t.energy_ids(0) == [W, W, W] and t.energy_ids(0, 2) == [R, W] and t.energy_ids(0, 1) == []


def test_190054_primal_kyogre_ex_tidal_storm_without_a_bench_keeps_its_energy():
    t = Scenario().active(0, PRIMAL_KYOGRE_EX, energy=[W] * 4).active(1, DRAGAPULT_EX).start()
    t.attack("Tidal Storm")
    assert t.mon(1).damage == 150 and len(t.mon(0).energy) == 4


# -- the two decks in play: random and greedy games with the invariant checks ----------------------------
XY_DECKS = ("Chespin", "Fennekin", "Froakie", "Ocean's Core", "Earth's Pulse")


@pytest.mark.parametrize("deck", ["Ocean's Core", "Earth's Pulse"])
def test_primal_clash_decks_play_to_the_end_against_the_xy_decks(deck):
    for i, other in enumerate(XY_DECKS):
        assert play_checked(deck, other, i).result.reason
    assert play_checked(deck, "Earth's Pulse" if deck == "Ocean's Core" else "Ocean's Core", 7,
                        agent="greedy").result.reason


@pytest.mark.slow
@pytest.mark.parametrize("deck", ["Ocean's Core", "Earth's Pulse"])
def test_primal_clash_decks_sweep_against_the_xy_decks(deck):
    for seed in range(20):
        for other in XY_DECKS:
            assert play_checked(deck, other, seed).result.reason
            if seed < 2:
                assert play_checked(other, deck, seed, agent="greedy").result.reason
