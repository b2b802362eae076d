"""Sword & Shield (SSH, Sword & Shield 1): every card of its theme decks Rillaboom and Cinderace.
One scenario per card text; the texts other cards print first live in those cards' modules
(``sets/bw/blw.py``, ``sets/bw/epo.py``, ``sets/xy/gen.py``...), and the texts the official pool
prints word for word have the pool's behaviour.

Every test names the card (SSH number, card ID) and checks what its text does against
Dragapult ex (320 HP, no Weakness or Resistance) unless the text is about something else.
"""

import pytest

from ptcg.cards import legacy
from ptcg.cards.db import card
from ptcg.decisions import CHOOSE_OPTION, PROMOTE
from ptcg.rules.conditions import conditions_of
from ptcg.testing import DONE, Scenario, ready_named
from ptcg.testing import attack_named as hit

DRAGAPULT_EX, SNOVER = 121, 722
G, R, W, L, P, F, D, M = 1, 2, 3, 4, 5, 6, 7, 8


def ssh(number: int) -> int:
    return legacy.card_id(f"swsh1-{number}")


RILLABOOM, THWACKEY, GROOKEY, ELDEGOSS, GOSSIFLEUR = ssh(15), ssh(13), ssh(11), ssh(21), ssh(20)
WHIMSICOTT, COTTONEE, MARACTUS, SNORLAX = ssh(6), ssh(5), ssh(7), ssh(140)
CINDERACE, RABOOT, SCORBUNNY, NINETALES, VULPIX = ssh(36), ssh(33), ssh(31), ssh(23), ssh(22)
DUBWOOL, WOOLOO, DRAMPA, SUDOWOODO = ssh(154), ssh(153), ssh(149), ssh(100)
BEDE, GREAT_BALL, HOP, ORDINARY_ROD, POKE_KID = ssh(157), ssh(164), ssh(165), ssh(171), ssh(173)
POKEGEAR, CATCHER, CENTER_LADY, POTION, RESEARCH, SWITCH = ssh(174), ssh(175), ssh(176), ssh(177), ssh(178), ssh(183)


scene = ready_named                                    # a card ready to use the attack named


# -- attacks that only do their printed damage -----------------------------------------------------
VANILLA = [(THWACKEY, "Beat", 30), (GROOKEY, "Scratch", 10), (GROOKEY, "Beat", 20), (ELDEGOSS, "Leafage", 30),
           (GOSSIFLEUR, "Razor Leaf", 10), (WHIMSICOTT, "Leaf Step", 50), (COTTONEE, "Attach", 10),
           (MARACTUS, "Zzzt", 20), (SNORLAX, "Rolling Tackle", 80), (SNORLAX, "Heavy Impact", 130),
           (RABOOT, "Kick", 20), (RABOOT, "Heat Blast", 50), (SCORBUNNY, "Tackle", 10), (SCORBUNNY, "Flare", 20),
           (NINETALES, "Fire Mane", 70), (VULPIX, "Flare", 20), (WOOLOO, "Tackle", 10), (WOOLOO, "Headbutt", 50)]


@pytest.mark.parametrize("cid, attack, damage", VANILLA, ids=[f"{c}-{a}" for c, a, _ in VANILLA])
def test_ssh_attacks_that_do_their_printed_damage(cid, attack, damage):
    assert next(a for a in card(cid).attacks if a.name == attack).key is None
    assert hit(cid, attack).mon(1).damage == damage


# -- Rillaboom ----------------------------------------------------------------------------------
def test_224014_rillaboom_drum_roll_also_hits_each_benched_pokemon_of_the_opponent():
    t = scene(RILLABOOM, "Drum Roll").bench(1, SNOVER).bench(1, SNORLAX).start().attack("Drum Roll")
    assert t.mon(1).damage == 90 and t.mon(1, 1).damage == 10 and t.mon(1, 2).damage == 10


def test_224014_rillaboom_drum_beating_can_not_be_used_in_the_next_turn():
    t = hit(RILLABOOM, "Drum Beating")
    assert t.mon(1).damage == 180
    t.end_turn()                                        # the opponent's turn
    assert t.decision.player == 0
    assert not t.can("attack", "Drum Beating") and t.can("attack", "Drum Roll")


@pytest.mark.parametrize("coin, damage", [("H", 80), ("T", 50)])
def test_224012_thwackey_ambush_heads_30_more(coin, damage):
    assert hit(THWACKEY, "Ambush", coin).mon(1).damage == damage


def test_224020_eldegoss_blessing_of_fluff_attaches_grass_energy_from_the_deck_to_the_bench():
    s = scene(ELDEGOSS, "Blessing of Fluff").bench(0, GROOKEY).bench(0, SNORLAX).deck(0, [G, R, G, G, G, W])
    t = s.start().attack("Blessing of Fluff")
    assert t.card_options() == {G}                      # Basic {G} Energy only
    t.choose(G, G, G, (0, 1), (0, 2), (0, 2))         # the cards, then a Pokémon for each
    assert t.energy_ids(0, 1) == [G] and t.energy_ids(0, 2) == [G, G] and t.energy_ids(0) == [W]
    assert t.deck_ids(0) == sorted([R, G, W]) and t.shuffles(0) == 1


def test_224020_eldegoss_blessing_of_fluff_with_no_bench_only_shuffles():
    t = scene(ELDEGOSS, "Blessing of Fluff").deck(0, [G, G]).start().attack("Blessing of Fluff")
    assert t.energy_ids(0) == [W] and t.shuffles(0) == 1 and t.decision.player == 1


def test_224019_gossifleur_call_for_family_benches_up_to_3_basic_pokemon():
    s = scene(GOSSIFLEUR, "Call for Family").deck(0, [GROOKEY, THWACKEY, COTTONEE, SNORLAX, MARACTUS, G])
    t = s.start().attack("Call for Family")
    assert t.card_options() == {GROOKEY, COTTONEE, SNORLAX, MARACTUS}
    t.choose(MARACTUS, GROOKEY, SNORLAX)                # picks in ascending order
    assert sorted(m.cid for m in t.player(0).bench) == sorted([GROOKEY, SNORLAX, MARACTUS])
    assert t.shuffles(0) == 1


@pytest.mark.parametrize("coin", ["H", "T"])
def test_224005_whimsicott_cotton_ride_heads_shuffles_the_defending_pokemon_into_the_deck(coin):
    s = scene(WHIMSICOTT, "Cotton Ride").active(1, DRAGAPULT_EX, energy=[P, R]).bench(1, SNOVER).bench(1, SNORLAX)
    t = s.start().coins(coin).attack("Cotton Ride")
    if coin == "H":
        assert t.decision.player == 1 and t.decision.kind == PROMOTE
        assert t.deck_ids(1).count(DRAGAPULT_EX) == 1 and P in t.deck_ids(1) and R in t.deck_ids(1)
        t.choose(2)
        assert t.mon(1).cid == SNORLAX and [m.cid for m in t.player(1).bench] == [SNOVER]
    else:
        assert t.mon(1).cid == DRAGAPULT_EX and sorted(t.energy_ids(1)) == sorted([P, R])


def test_224005_whimsicott_cotton_ride_spares_a_pokemon_unaffected_by_attack_effects():
    s = scene(WHIMSICOTT, "Cotton Ride").bench(1, SNOVER)
    t = s.start().protect(1).coins("H").attack("Cotton Ride")
    assert t.mon(1).cid == DRAGAPULT_EX


@pytest.mark.parametrize("coins, damage", [("HHH", 180), ("HTH", 120), ("TTT", 0)])
def test_224006_maractus_powerful_needles_60_for_each_heads_one_coin_per_energy(coins, damage):
    t = hit(MARACTUS, "Powerful Needles", coins, extra_energy=[G])
    assert t.mon(1).damage == damage and not t.state.forced_coins


# -- Cinderace ----------------------------------------------------------------------------------
@pytest.mark.parametrize("cid, damage", [(CINDERACE, 40), (NINETALES, 30)])
def test_224035_cinderace_and_224022_ninetales_flame_cloak_attaches_a_fire_energy_from_the_discard(cid, damage):
    t = scene(cid, "Flame Cloak").discard(0, [W, R, RESEARCH]).start().attack("Flame Cloak")
    assert t.mon(1).damage == damage and t.energy_ids(0) == [R, R] and t.discard_ids(0) == sorted([W, RESEARCH])


def test_224035_flame_cloak_with_no_fire_energy_in_the_discard_only_does_damage():
    t = scene(CINDERACE, "Flame Cloak").discard(0, [W]).start().attack("Flame Cloak")
    assert t.mon(1).damage == 40 and t.energy_ids(0) == [R]


@pytest.mark.parametrize("coin", ["H", "T"])
def test_224035_cinderace_bright_flame_tails_discards_2_energy(coin):
    t = hit(CINDERACE, "Bright Flame", coin, extra_energy=[R])
    assert t.mon(1).damage == 160
    if coin == "T" and t.decision.player == 0:
        t.choose(R, R)
    assert len(t.energy_ids(0)) == (4 if coin == "H" else 2)


def test_224153_dubwool_cotton_guard_takes_30_less_in_the_next_turn():
    t = hit(DUBWOOL, "Cotton Guard")
    assert t.mon(1).damage == 30
    assert t.state.effects and t.state.effects[-1].kind == "damage_taken" and t.state.effects[-1].value == -30


def test_224153_dubwool_double_edge_also_hurts_itself():
    t = hit(DUBWOOL, "Double-Edge")
    assert t.mon(1).damage == 120 and t.mon(0).damage == 30


def test_224148_drampa_dragon_pulse_discards_the_top_2_cards_of_the_deck():
    t = scene(DRAMPA, "Dragon Pulse").deck(0, [SNOVER, R, G, W]).start().attack("Dragon Pulse")
    assert t.mon(1).damage == 80 and t.discard_ids(0) == sorted([SNOVER, R]) and t.deck_ids(0) == [G, W]


def test_224099_sudowoodo_double_draw_and_flail():
    t = scene(SUDOWOODO, "Double Draw").deck(0, [SNOVER, R, G]).start().attack("Double Draw")
    assert t.hand_ids(0) == sorted([SNOVER, R])
    t = hit(SUDOWOODO, "Flail", damage=40)
    assert t.mon(1).damage == 40


# -- Trainers -----------------------------------------------------------------------------------
def test_224156_bede_attaches_a_basic_energy_from_the_hand_to_a_benched_pokemon():
    s = Scenario().active(0, SNOVER).bench(0, VULPIX).bench(0, WOOLOO).active(1, SNOVER).hand(0, [BEDE, R, W])
    t = s.start().play(BEDE)
    t.choose(R, (0, 2))
    assert t.energy_ids(0, 2) == [R] and t.energy_ids(0) == [] and t.hand_ids(0) == [W]
    assert not t.player(0).energy_attached                  # not the turn's attachment from the hand
    assert BEDE in t.discard_ids(0)


def test_224156_bede_needs_a_benched_pokemon_and_a_basic_energy_in_the_hand():
    t = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [BEDE, R]).start()
    assert not t.can("play", BEDE)
    t = Scenario().active(0, SNOVER).bench(0, VULPIX).active(1, SNOVER).hand(0, [BEDE, HOP]).start()
    assert not t.can("play", BEDE)


def test_224163_great_ball_a_pokemon_of_the_top_7_cards_into_the_hand():
    deck = [W, R, SNOVER, W, W, W, W, VULPIX]            # Vulpix is the 8th card: not looked at
    t = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [GREAT_BALL]).deck(0, deck).start()
    t.play(GREAT_BALL)
    assert t.card_options() == {SNOVER}
    t.choose(SNOVER)
    assert t.hand_ids(0) == [SNOVER] and t.shuffles(0) == 1


def test_224164_hop_draws_3_cards():
    t = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [HOP]).deck(0, [W, G, R, W]).start()
    t.play(HOP)
    assert t.hand_ids(0) == sorted([W, G, R])


def test_224170_ordinary_rod_shuffles_pokemon_and_basic_energy_back_into_the_deck():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [ORDINARY_ROD]).deck(0, [W])
    t = s.discard(0, [VULPIX, WOOLOO, SNORLAX, R, G, BEDE]).start().play(ORDINARY_ROD)
    assert t.decision.kind == CHOOSE_OPTION
    t.choose("both")
    assert t.card_options() == {VULPIX, WOOLOO, SNORLAX}
    t.choose(VULPIX, WOOLOO)                              # at most 2
    assert t.card_options() == {R, G}
    t.choose(G, DONE)
    assert t.deck_ids(0) == sorted([W, VULPIX, WOOLOO, G]) and t.shuffles(0) == 1
    assert sorted(t.discard_ids(0)) == sorted([SNORLAX, R, BEDE, ORDINARY_ROD])


def test_224170_ordinary_rod_one_part_only_and_not_playable_with_neither():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [ORDINARY_ROD]).deck(0, [W])
    t = s.discard(0, [R, G, G]).start().play(ORDINARY_ROD)
    assert t.card_options() == {R, G}                     # no question: Energy is the only part
    t.choose(G, G)
    assert t.deck_ids(0) == sorted([W, G, G])
    t = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [ORDINARY_ROD]).discard(0, [BEDE]).start()
    assert not t.can("play", ORDINARY_ROD)


def test_224172_poke_kid_searches_the_deck_for_a_pokemon():
    t = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [POKE_KID]).deck(0, [W, VULPIX, R]).start()
    t.play(POKE_KID)
    assert t.card_options() == {VULPIX}
    t.choose(VULPIX)
    assert t.hand_ids(0) == [VULPIX] and t.shuffles(0) == 1


def test_224173_pokegear_3_0_a_supporter_of_the_top_7_cards_into_the_hand():
    t = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [POKEGEAR]).deck(0, [W, VULPIX, HOP, R]).start()
    t.play(POKEGEAR)
    assert t.card_options() == {HOP}
    t.choose(HOP)
    assert t.hand_ids(0) == [HOP]


@pytest.mark.parametrize("coin", ["H", "T"])
def test_224174_pokemon_catcher_heads_brings_up_an_opposing_benched_pokemon(coin):
    s = Scenario().active(0, SNOVER).active(1, SNOVER).bench(1, DRAGAPULT_EX).hand(0, [CATCHER])
    t = s.start().coins(coin).play(CATCHER)
    assert (t.mon(1).cid == DRAGAPULT_EX) is (coin == "H")


def test_224175_pokemon_center_lady_heals_60_and_ends_special_conditions():
    s = Scenario().active(0, SNORLAX, damage=80, conditions=["poisoned", "confused"]).bench(0, VULPIX, damage=10)
    t = s.active(1, SNOVER).hand(0, [CENTER_LADY]).start().play(CENTER_LADY)
    t.choose((0, 0))
    assert t.mon(0).damage == 20 and conditions_of(t.mon(0)) == [] and t.mon(0, 1).damage == 10


def test_224175_pokemon_center_lady_needs_a_damaged_or_affected_pokemon():
    t = Scenario().active(0, SNORLAX).active(1, SNOVER).hand(0, [CENTER_LADY]).start()
    assert not t.can("play", CENTER_LADY)
    t = Scenario().active(0, SNORLAX, conditions=["asleep"]).active(1, SNOVER).hand(0, [CENTER_LADY]).start()
    t.play(CENTER_LADY)
    assert conditions_of(t.mon(0)) == []


def test_224176_potion_heals_30():
    t = Scenario().active(0, SNORLAX, damage=50).active(1, SNOVER).hand(0, [POTION]).start().play(POTION)
    assert t.mon(0).damage == 20


def test_224177_professors_research_discards_the_hand_and_draws_7():
    deck = [W, R, G, W, R, G, W, SNOVER]
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [RESEARCH, HOP, VULPIX]).deck(0, deck)
    t = s.start().play(RESEARCH)
    assert t.hand_ids(0) == sorted(deck[:7]) and sorted(t.discard_ids(0)) == sorted([RESEARCH, HOP, VULPIX])
    assert t.deck_ids(0) == [SNOVER]


def test_224182_switch_brings_up_a_benched_pokemon():
    t = Scenario().active(0, SNOVER).bench(0, SNORLAX).active(1, SNOVER).hand(0, [SWITCH]).start().play(SWITCH)
    assert t.mon(0).cid == SNORLAX


def test_the_two_decks_are_fully_implemented_and_play_by_the_swsh_rules():
    from ptcg.formats import format_for_decks
    from ptcg.registry import is_implemented
    for name in ("Rillaboom", "Cinderace"):
        _, ids = legacy.theme_deck(name)
        assert all(is_implemented(c) for c in ids), name
    fmt, _ = format_for_decks(None, "Rillaboom", "Cinderace")
    assert fmt.name == "swsh" and fmt.problems("Rillaboom") == [] and fmt.problems("Cinderace") == []
