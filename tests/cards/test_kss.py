"""Kalos Starter Set (KSS, XY 0): every card of its three theme decks, Chespin, Fennekin and
Froakie (the pilot of the older eras).  One scenario per card text; the texts other cards
print first live in those cards' modules (``sets/base/ju.py``, ``sets/bw/prblw.py``...), and
the texts the official pool prints word for word have the pool's behaviour.

Every test names the card (KSS number, card ID) and checks what its text does against
Dragapult ex (320 HP, no Weakness or Resistance) unless the text is about something else.
"""

import pytest

from ptcg.cards import legacy
from ptcg.cards.db import card
from ptcg.decisions import CHOOSE_CARD, CHOOSE_POKEMON
from ptcg.rules.conditions import PARALYZED
from ptcg.testing import Scenario

DRAGAPULT_EX, SNOVER = 121, 722
G, R, W, L, P, F, D, M = 1, 2, 3, 4, 5, 6, 7, 8
Y = legacy.card_id("xy1-140")                 # Fairy Energy


def kss(number: int) -> int:
    return legacy.card_id(f"xy0-{number}")


ENERGY = {0: W, 1: G, 2: R, 3: W, 4: L, 5: P, 6: F, 7: D, 8: M, 10: Y}


def energy_for(card_id: int, attack: str) -> list:
    a = next(a for a in card(card_id).attacks if a.name == attack)
    first = next((t for t in a.cost if t), 3)
    return [ENERGY[t] if t else ENERGY[first] for t in a.cost]


def hit(number: int, attack: str, coins: str = "", *, defender: int = DRAGAPULT_EX, **kw):
    """KSS ``number`` uses ``attack`` on ``defender`` with the Energy it costs."""
    cid = kss(number)
    extra = kw.pop("extra_energy", [])
    s = Scenario().active(0, cid, energy=energy_for(cid, attack) + extra, **kw).active(1, defender)
    t = s.bench(1, SNOVER).start()
    if coins:
        t.coins(coins)
    return t.attack(attack)


# -- attacks that only do their printed damage -----------------------------------------------------
VANILLA = [(5, "Needle Arm", 50), (4, "Needle Arm", 50), (3, "Vine Whip", 10), (3, "Seed Bomb", 20),
           (23, "Headbutt", 30), (22, "Headbutt", 20), (26, "Strength", 70), (30, "Tackle", 20),
           (10, "Will-O-Wisp", 30), (9, "Flame Tail", 60), (8, "Scratch", 10), (8, "Live Coal", 20),
           (6, "Combustion", 20), (16, "Bite", 20), (18, "Peck", 10), (32, "Sharp Fang", 50),
           (33, "Sharp Fang", 50), (14, "Aqua Edge", 80), (13, "Water Drip", 20), (12, "Pound", 10),
           (12, "Water Drip", 20), (15, "Water Gun", 20), (20, "Metal Claw", 70), (19, "Pierce", 10),
           (19, "Cut", 20), (29, "Rollout", 60), (25, "Slash", 30)]


@pytest.mark.parametrize("number, attack, damage", VANILLA, ids=[f"{n}-{a}" for n, a, _ in VANILLA])
def test_kss_attacks_that_do_their_printed_damage(number, attack, damage):
    assert card(kss(number)).attacks[[a.name for a in card(kss(number)).attacks].index(attack)].key is None
    assert hit(number, attack).mon(1).damage == damage


# -- coins for more damage ----------------------------------------------------------------------
MORE = [(5, "Tumbling Attack", 80, 40), (26, "Rock Smash", 10, 30), (27, "Sitdown Splash", 50, 20),
        (9, "Firebreathing", 20, 20), (17, "Hard Bite", 40, 20), (28, "Jump On", 20, 20)]


@pytest.mark.parametrize("number, attack, base, more", MORE, ids=[f"{n}-{a}" for n, a, _, _ in MORE])
@pytest.mark.parametrize("coin", ["H", "T"])
def test_kss_a_coin_for_more_damage(number, attack, base, more, coin):
    """184004 Chesnaught — Tumbling Attack, 184025 Snorlax — Rock Smash, 184026 Miltank —
    Sitdown Splash, 184008 Braixen — Firebreathing, 184016 Mightyena — Hard Bite, 184027
    Skitty — Jump On: heads, N more damage (II-B-01)."""
    assert hit(number, attack, coin).mon(1).damage == base + (more if coin == "H" else 0)


@pytest.mark.parametrize("coins, damage", [("HH", 90), ("HT", 70), ("TT", 50)])
def test_184022_granbull_double_stomp_20_more_for_each_of_2_heads(coins, damage):
    assert hit(23, "Double Stomp", coins).mon(1).damage == damage


@pytest.mark.parametrize("coins, damage", [("HH", 80), ("TH", 60), ("TT", 40)])
def test_184012_frogadier_aqua_wave_20_more_for_each_of_2_heads(coins, damage):
    assert hit(13, "Aqua Wave", coins).mon(1).damage == damage


@pytest.mark.parametrize("number", [2, 7, 11])
@pytest.mark.parametrize("coins, damage", [("HHH", 30), ("HTH", 20), ("TTT", 0)])
def test_pansage_pansear_panpour_fury_swipes_10_for_each_of_3_heads(number, coins, damage):
    """184001 Pansage, 184006 Pansear, 184010 Panpour — Fury Swipes (II-B-02)."""
    assert hit(number, "Fury Swipes", coins).mon(1).damage == damage


@pytest.mark.parametrize("coins, damage", [("T", 0), ("HT", 30), ("HHHT", 90)])
def test_184020_honedge_continuous_slash_30_for_each_heads_until_tails(coins, damage):
    assert hit(21, "Continuous Slash", coins).mon(1).damage == damage


def test_184030_fletchling_razor_wind_tails_does_nothing():
    assert hit(31, "Razor Wind", "H").mon(1).damage == 20
    assert hit(31, "Razor Wind", "T").mon(1).damage == 0


# -- coins for a Special Condition or a discard ----------------------------------------------------
@pytest.mark.parametrize("number, attack, damage", [(1, "String Shot", 10), (32, "Tight Jaw", 20),
                                                     (33, "Tight Jaw", 20), (20, "Wicked Jab", 20)])
@pytest.mark.parametrize("coin", ["H", "T"])
def test_kss_heads_paralyzes_the_defending_pokemon(number, attack, damage, coin):
    """184000 Weedle — String Shot, 184031/184032 Furfrou — Tight Jaw, 184019 Bisharp —
    Wicked Jab."""
    t = hit(number, attack, coin)
    assert t.mon(1).damage == damage and (t.mon(1).rotation == PARALYZED) is (coin == "H")


@pytest.mark.parametrize("coin", ["H", "T"])
def test_184013_greninja_mat_block_heads_discards_an_energy_of_the_defending_pokemon(coin):
    cid = kss(14)
    s = Scenario().active(0, cid, energy=[W]).active(1, DRAGAPULT_EX, energy=[P, R]).bench(1, SNOVER)
    t = s.start().coins(coin).attack("Mat Block")
    if t.decision is not None and t.decision.kind == CHOOSE_CARD:
        t.choose(P)
    assert t.mon(1).damage == 40 and len(t.mon(1).energy) == (1 if coin == "H" else 2)


def test_184009_delphox_fire_blast_discards_an_energy_of_its_own():
    cid = kss(10)
    s = Scenario().active(0, cid, energy=[R, W, W, W]).active(1, DRAGAPULT_EX)
    t = s.start().attack("Fire Blast")
    if t.decision is not None and t.decision.kind == CHOOSE_CARD:
        t.choose(W)
    assert t.mon(1).damage == 120 and len(t.mon(0).energy) == 3


# -- healing and drawing -------------------------------------------------------------------------
def test_184003_quilladin_leech_seed_and_184023_swirlix_draining_kiss_heal_10():
    t = hit(4, "Leech Seed", damage=30)
    assert t.mon(1).damage == 20 and t.mon(0).damage == 20
    t = hit(24, "Draining Kiss", damage=30)
    assert t.mon(1).damage == 10 and t.mon(0).damage == 20


@pytest.mark.parametrize("number", [2, 7, 11])
def test_pansage_pansear_panpour_collect_draws_a_card(number):
    cid = kss(number)
    t = Scenario().active(0, cid, energy=[W]).active(1, DRAGAPULT_EX).deck(0, [SNOVER, W]).start()
    t.attack("Collect")
    assert t.hand_ids(0) == [SNOVER]


# -- Trainers ----------------------------------------------------------------------------------
def test_184036_potion_heals_30_from_one_of_your_pokemon():
    t = Scenario().active(0, SNOVER, damage=50).bench(0, SNOVER, damage=20).active(1, SNOVER)
    t = t.hand(0, [kss(37)]).start().play(kss(37))
    if t.decision.kind == CHOOSE_POKEMON:
        t.choose((0, 0))
    assert t.mon(0).damage == 20


def test_184037_switch_brings_up_a_benched_pokemon():
    t = Scenario().active(0, SNOVER).bench(0, DRAGAPULT_EX).active(1, SNOVER).hand(0, [kss(38)]).start()
    t.play(kss(38))
    assert t.mon(0).cid == DRAGAPULT_EX


@pytest.mark.parametrize("coin", ["H", "T"])
def test_184034_poke_ball_heads_a_pokemon_of_the_deck_into_the_hand(coin):
    ball = kss(35)
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [ball]).deck(0, [W, kss(3), W])
    t = s.start().coins(coin).play(ball)
    if coin == "H":
        assert t.card_options() == {kss(3)}
        t.choose(kss(3))
        assert t.hand_ids(0) == [kss(3)] and t.shuffles(0) == 1
    else:
        assert t.hand_ids(0) == [] and t.shuffles(0) == 0 and ball in t.discard_ids(0)


@pytest.mark.parametrize("coin", ["H", "T"])
def test_184035_pokemon_catcher_heads_brings_up_an_opposing_benched_pokemon(coin):
    catcher = kss(36)
    s = Scenario().active(0, SNOVER).active(1, SNOVER).bench(1, DRAGAPULT_EX).hand(0, [catcher])
    t = s.start().coins(coin).play(catcher)
    assert (t.mon(1).cid == DRAGAPULT_EX) is (coin == "H")


@pytest.mark.parametrize("coin", ["H", "T"])
def test_184033_crushing_hammer_heads_discards_an_energy_of_an_opposing_pokemon(coin):
    hammer = kss(34)
    s = Scenario().active(0, SNOVER).active(1, SNOVER, energy=[W]).hand(0, [hammer])
    t = s.start().coins(coin).play(hammer)
    while t.decision.kind != "main":
        t.choose(t.decision.options[0])
    assert len(t.mon(1).energy) == (0 if coin == "H" else 1)


def test_184038_tierno_draws_3_cards():
    tierno = kss(39)
    t = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [tierno]).deck(0, [W, G, R, W]).start()
    t.play(tierno)
    assert t.hand_ids(0) == sorted([W, G, R])


def test_the_three_decks_are_fully_implemented_and_play_by_the_xy_rules():
    from ptcg.formats import format_for_decks
    from ptcg.registry import is_implemented
    for name in ("Chespin", "Fennekin", "Froakie"):
        _, ids = legacy.theme_deck(name)
        assert all(is_implemented(c) for c in ids), name
    fmt, _ = format_for_decks(None, "Chespin", "Froakie")
    assert fmt.name == "xy" and fmt.rules.fairy
