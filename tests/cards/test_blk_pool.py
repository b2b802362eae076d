"""Scenario tests of the Black Bolt (BLK) texts of the rest of the pool (module
``sets/sv/blk.py``), pool coverage P6."""

from functools import partial

import pytest

from ptcg.state import ASLEEP, CONFUSED, PARALYZED
from ptcg.testing import Scenario, versus

G, R, W, L, P, F, D, M = 1, 2, 3, 4, 5, 6, 7, 8
MEGA_LATIAS_EX, STUFFUL, SNOVER, DREEPY, SNORLAX, DRAMPA = 754, 760, 722, 119, 1072, 1010
WURMPLE, SILCOON, DRATINI, DRAGONAIR, MEGA_DRAGONITE_EX, LARRYS_STARAPTOR = 850, 851, 902, 903, 904, 1005
AIR_BALLOON, ULTRA_BALL, BOSS = 1174, 1121, 1182
SERPERIOR_EX, LILLIGANT, AMOONGUSS, VICTINI, TIRTOUGA, ALOMOMOLA, BEARTIC = 481, 485, 489, 490, 503, 505, 507
KYUREM_EX, EELEKTRIK, EELEKTROSS, THUNDURUS, ZEKROM_EX, MUNNA, MUSHARNA = 509, 512, 513, 514, 515, 516, 517
REUNICLUS, ELGYEM, BEHEEYEM, GOLURK, EXCADRILL_EX, WHIRLIPEDE, SCOLIPEDE = 520, 521, 522, 524, 527, 536, 537
SANDILE, KROKOROK, KROOKODILE, COBALION, HAXORUS, TRANQUILL, UNFEZANT, KLANG = 538, 539, 540, 546, 550, 552, 553, 622
QWILFISH, TRUMBEAK, CARKOL = 1323, 1408, 888
ENERGY_COIN, FENNEL = 1135, 1222

vs = partial(versus, defender=MEGA_LATIAS_EX)  # the defender unless a test names another


# -- 481 Serperior ex -------------------------------------------------------------------------
def test_481_command_the_grass_up_to_3_cards_from_the_deck_and_regal_cheer_boosts_it_too():
    t = vs(SERPERIOR_EX, [G, G, G, G]).deck(0, [P, R, W, G]).start().attack("Command the Grass")
    t.choose(G, R, P)
    assert t.mon(1).damage == 150 + 20 and t.hand_ids(0) == [G, R, P] and t.player(0).deck == [t.player(0).deck[0]]


@pytest.mark.parametrize("mine, theirs, dealt", [(1, 0, 70), (2, 0, 90), (0, 1, 50)])
def test_481_regal_cheer_20_more_to_the_opponents_active_per_serperior_ex(mine, theirs, dealt):
    s = vs(DRAMPA, [W, W])
    for _ in range(mine):
        s.bench(0, SERPERIOR_EX)
    for _ in range(theirs):
        s.bench(1, SERPERIOR_EX)
    assert s.start().attack("Gentle Slap").mon(1).damage == dealt


def test_481_regal_cheer_does_not_reach_the_bench():
    s = vs(LARRYS_STARAPTOR, [W, W, W]).bench(0, SERPERIOR_EX).bench(1, STUFFUL)
    t = s.start().attack("Feathery Strike")
    assert t.mon(1, 0).damage == 170 and t.mon(1, 1).damage == 50


# -- 485 Lilligant ----------------------------------------------------------------------------
@pytest.mark.parametrize("coin, rotation, poisoned", [("H", PARALYZED, True), ("T", CONFUSED, False)])
def test_485_bemusing_aroma_heads_paralyzed_and_poisoned_tails_confused(coin, rotation, poisoned):
    t = vs(LILLIGANT, [G]).start().coins(coin).attack("Bemusing Aroma")
    assert t.mon(1).rotation == rotation and (t.mon(1).poison > 0) == poisoned


# -- 489 Amoonguss ----------------------------------------------------------------------------
@pytest.mark.parametrize("conditions, dealt", [(["confused"], 150), ([], 30)])
def test_489_dangerous_reaction_120_more_against_a_special_condition(conditions, dealt):
    s = Scenario().active(0, AMOONGUSS, energy=[G]).active(1, MEGA_LATIAS_EX, conditions=conditions)
    assert s.start().attack("Dangerous Reaction").mon(1).damage == dealt


# -- 490 Victini ------------------------------------------------------------------------------
@pytest.mark.parametrize("benched, dealt", [(5, 120), (4, 0)])
def test_490_v_force_needs_5_benched_pokemon(benched, dealt):
    s = vs(VICTINI, [R, R])
    for _ in range(benched):
        s.bench(0, STUFFUL)
    assert s.start().attack("V-Force").mon(1).damage == dealt


# -- 503 Tirtouga -----------------------------------------------------------------------------
def test_503_ancient_seaweed_30_per_item_card_in_the_opponents_discard_pile():
    s = vs(TIRTOUGA, [W]).discard(1, [ENERGY_COIN, AIR_BALLOON, BOSS, ULTRA_BALL, W])
    assert s.start().attack("Ancient Seaweed").mon(1).damage == 60      # the Tool is not an Item


# -- 505 Alomomola ----------------------------------------------------------------------------
def test_505_gentle_fin_a_basic_with_70_hp_or_less_from_the_discard_pile_to_the_bench():
    s = Scenario().active(0, ALOMOMOLA).bench(0, ALOMOMOLA).active(1, MEGA_LATIAS_EX)
    s.discard(0, [SNORLAX, STUFFUL, SILCOON, W])
    t = s.start()
    assert not t.can("ability", 1, 0)                       # only from the Active Spot
    t.ability(0)
    assert t.mon(0, 2).name == "Stufful" and t.discard_ids(0) == sorted([SNORLAX, SILCOON, W])
    s = Scenario().active(0, ALOMOMOLA).active(1, MEGA_LATIAS_EX).discard(0, [SNORLAX])
    assert not s.start().can("ability", 0, 0)


# -- 507 Beartic ------------------------------------------------------------------------------
def test_507_continuous_headbutt_50_per_heads_until_tails():
    assert vs(BEARTIC, [W]).start().coins("HHT").attack("Continuous Headbutt").mon(1).damage == 100


# -- 509 Kyurem ex ----------------------------------------------------------------------------
def test_509_blizzard_burst_10_to_each_benched_pokemon_per_prize_taken_by_the_opponent():
    s = vs(KYUREM_EX, [W, W, W]).bench(1, STUFFUL).bench(1, SNOVER).prizes(1, 4)
    t = s.start().attack("Blizzard Burst")
    assert [m.damage for m in t.player(1).in_play()] == [130, 20, 20]
    t = vs(KYUREM_EX, [W, W, W]).bench(1, STUFFUL).start().attack("Blizzard Burst")
    assert [m.damage for m in t.player(1).in_play()] == [130, 0]


# -- 512 Eelektrik ----------------------------------------------------------------------------
def test_512_dynamotor_attaches_a_basic_lightning_from_the_discard_pile_to_a_benched_pokemon():
    s = Scenario().active(0, EELEKTRIK).active(1, MEGA_LATIAS_EX).discard(0, [L, W])
    assert not s.start().can("ability", 0, 0)               # no Benched Pokémon
    t = s.bench(0, STUFFUL).start().ability(0)
    assert t.energy_ids(0, 1) == [L] and t.energy_ids(0, 0) == [] and t.discard_ids(0) == [W]


# -- 513 Eelektross, 524 Golurk ---------------------------------------------------------------
@pytest.mark.parametrize("cid, name, energy, coins, dealt", [(EELEKTROSS, "Buzz Flip", [L, L, L, L], "HTTH", 200),
                                                            (GOLURK, "Double Smash", [P, P, P], "HT", 80)])
def test_513_524_damage_for_each_heads(cid, name, energy, coins, dealt):
    t = vs(cid, energy).start().coins(coins).attack(name)
    assert t.mon(1).damage == dealt and t.state.forced_coins == []


# -- 514 Thundurus ----------------------------------------------------------------------------
def test_514_charge_attaches_a_basic_lightning_from_the_deck():
    t = vs(THUNDURUS, [W]).deck(0, [W, L, G]).start().attack("Charge")
    assert t.card_options() == {L}
    t.choose(L)
    assert t.energy_ids(0) == sorted([W, L]) and len(t.player(0).deck) == 2


# -- 515 Zekrom ex ----------------------------------------------------------------------------
@pytest.mark.parametrize("left, dealt", [(4, 230), (6, 130)])
def test_515_voltage_burst_50_more_per_prize_taken_and_30_to_itself(left, dealt):
    t = vs(ZEKROM_EX, [L, L, L]).prizes(1, left).start().attack("Voltage Burst")
    assert t.mon(1).damage == dealt and t.mon(0).damage == 30


# -- 516 Munna --------------------------------------------------------------------------------
def test_516_rest_falls_asleep_and_heals_30():
    t = vs(MUNNA, [P], damage=50).start().coins("T").attack("Rest")     # tails: still Asleep
    assert t.mon(0).rotation == ASLEEP and t.mon(0).damage == 20


# -- 517 Musharna -----------------------------------------------------------------------------
def test_517_dream_calling_any_number_of_fennel():
    t = vs(MUSHARNA, [P]).deck(0, [FENNEL, W, FENNEL, STUFFUL]).start().attack("Dream Calling")
    assert t.card_options() == {FENNEL}
    t.choose(FENNEL, FENNEL)
    assert t.hand_ids(0) == [FENNEL, FENNEL]


# -- 520 Reuniclus ----------------------------------------------------------------------------
def test_520_cellular_ascension_evolves_each_benched_pokemon_from_the_deck():
    s = vs(REUNICLUS, [P]).bench(0, WURMPLE).bench(0, DRATINI).bench(0, STUFFUL)
    t = s.deck(0, [DRAGONAIR, SILCOON, W]).start().attack("Cellular Ascension")
    t.choose(SILCOON, DRAGONAIR)
    assert [m.name for m in t.player(0).bench] == ["Silcoon", "Dragonair", "Stufful"]
    assert t.player(0).bench[0].evolved_turn == 3


def test_520_evo_lariat_40_more_per_evolution_pokemon_in_play():
    t = vs(REUNICLUS, [P]).bench(0, DRAGONAIR).bench(0, STUFFUL).start()
    assert t.attack("Evo-Lariat").mon(1).damage == 120


# -- 521 Elgyem -------------------------------------------------------------------------------
def test_521_slight_shift_moves_an_energy_between_the_opponents_pokemon():
    s = Scenario().active(0, ELGYEM, energy=[P]).active(1, MEGA_LATIAS_EX, energy=[G]).bench(1, STUFFUL)
    t = s.start().attack("Slight Shift")
    assert t.energy_ids(1, 0) == [] and t.energy_ids(1, 1) == [G]


# -- 522 Beheeyem -----------------------------------------------------------------------------
def test_522_calm_mind_heals_40():
    assert vs(BEHEEYEM, [P], damage=50).start().attack("Calm Mind").mon(0).damage == 10


# -- 527 Excadrill ex -------------------------------------------------------------------------
def test_527_piercing_drill_60_more_to_a_damaged_benched_pokemon_only():
    s = vs(EXCADRILL_EX, [F, F]).bench(1, STUFFUL).bench(1, SNORLAX, damage=10)
    t = s.start().attack("Piercing Drill")
    assert [m.damage for m in t.player(1).in_play()] == [60, 0, 70]
    t = vs(EXCADRILL_EX, [F, F]).bench(1, SNORLAX).start().attack("Piercing Drill")       # undamaged
    assert [m.damage for m in t.player(1).in_play()] == [60, 0]


# -- 536 Whirlipede, 537 Scolipede ------------------------------------------------------------
@pytest.mark.parametrize("cid, energy, base, more", [(WHIRLIPEDE, [D], 30, 60), (SCOLIPEDE, [D, D], 90, 90)])
@pytest.mark.parametrize("poisoned", [True, False])
def test_536_537_venoshock_more_against_a_poisoned_pokemon(cid, energy, base, more, poisoned):
    s = Scenario().active(0, cid, energy=energy)
    s.active(1, MEGA_LATIAS_EX, conditions=["poisoned"] if poisoned else [])
    t = s.start().attack("Venoshock")
    assert t.mon(1).damage == (base + more + 10 if poisoned else base)       # + Poison at the Checkup


# -- 537 Scolipede, 1323 Qwilfish -------------------------------------------------------------
@pytest.mark.parametrize("cid", [SCOLIPEDE, QWILFISH])
def test_537_1323_poison_point_poisons_the_attacker(cid):
    s = Scenario(current=1).active(0, cid).bench(0, cid).active(1, DRAMPA, energy=[W, W])
    t = s.start().attack("Gentle Slap")
    assert t.mon(1).poison > 0


def test_537_poison_point_not_from_the_bench():
    s = Scenario(current=1).active(0, SNORLAX).bench(0, SCOLIPEDE).active(1, LARRYS_STARAPTOR, energy=[W, W, W])
    t = s.start().attack("Feathery Strike")
    assert t.mon(0, 1).damage == 50 and t.mon(1).poison == 0


# -- 538 Sandile, 539 Krokorok, 540 Krookodile ------------------------------------------------
@pytest.mark.parametrize("cid, name, n", [(SANDILE, "Tighten Up", 1), (KROKOROK, "Tighten Up", 2),
                                          (KROOKODILE, "Tighten Up", 2)])
def test_538_539_540_tighten_up_the_opponent_discards_cards_of_their_choice(cid, name, n):
    t = vs(cid, [D, D]).hand(1, [G, R, P]).start().attack(name)
    assert t.decision.player == 1
    t.choose(R)                                              # with 2, P is the only one left
    assert t.discard_ids(1) == [R, P][:n]


# -- 540 Krookodile ---------------------------------------------------------------------------
@pytest.mark.parametrize("hand, dealt", [(3, 240), (4, 120)])
def test_540_cursed_slug_120_more_when_the_opponent_has_3_cards_or_fewer(hand, dealt):
    assert vs(KROOKODILE, [D, D, D]).hand(1, [W] * hand).start().attack("Cursed Slug").mon(1).damage == dealt


# -- 546 Cobalion -----------------------------------------------------------------------------
@pytest.mark.parametrize("tools, dealt", [([AIR_BALLOON], 120), ([], 80)])
def test_546_metal_arms_40_more_with_a_tool_attached(tools, dealt):
    assert vs(COBALION, [M, M, M], tools=tools).start().attack("Metal Arms").mon(1).damage == dealt


# -- 550 Haxorus ------------------------------------------------------------------------------
@pytest.mark.parametrize("defender, dealt", [(MEGA_DRAGONITE_EX, 160), (MEGA_LATIAS_EX, 80)])
def test_550_cross_cut_80_more_against_an_evolution_pokemon(defender, dealt):
    assert vs(HAXORUS, [W, W], defender=defender).start().attack("Cross-Cut").mon(1).damage == dealt


@pytest.mark.parametrize("defender, knocked_out", [(MEGA_LATIAS_EX, True), (MEGA_DRAGONITE_EX, False)])
def test_550_axe_blast_knocks_out_a_basic_active_pokemon(defender, knocked_out):
    t = vs(HAXORUS, [F, M, W], defender=defender).bench(1, STUFFUL).start().attack("Axe Blast")
    assert (defender in t.discard_ids(1)) == knocked_out
    assert len(t.player(0).prizes) == (3 if knocked_out else 6)


# -- 552 Tranquill, 1408 Trumbeak -------------------------------------------------------------
@pytest.mark.parametrize("cid, dealt", [(TRANQUILL, 40), (TRUMBEAK, 30)])
def test_552_1408_fly_heads_protects_it_next_turn(cid, dealt):
    s = Scenario().active(0, cid, energy=[W]).active(1, DRAMPA, energy=[W, W])
    t = s.start().coins("H").attack("Fly")
    assert t.mon(1).damage == dealt
    t.attack("Gentle Slap")
    assert t.mon(0).damage == 0


def test_552_fly_tails_does_nothing():
    s = Scenario().active(0, TRANQUILL, energy=[W]).active(1, DRAMPA, energy=[W, W])
    t = s.start().coins("T").attack("Fly")
    assert t.mon(1).damage == 0
    t.attack("Gentle Slap")
    assert t.mon(0).damage == 50


# -- 553 Unfezant -----------------------------------------------------------------------------
def test_553_add_on_draws_4():
    assert len(vs(UNFEZANT, [W]).start().attack("Add On").player(0).hand) == 4


# -- 622 Klang, 888 Carkol --------------------------------------------------------------------
@pytest.mark.parametrize("cid, name, energy", [(KLANG, "Hard Gears", [M, M]), (CARKOL, "Guard Press", [F])])
def test_622_888_takes_20_less_damage_next_turn(cid, name, energy):
    s = Scenario().active(0, cid, energy=energy).active(1, DRAMPA, energy=[W, W])
    t = s.start().attack(name)
    t.attack("Gentle Slap")
    assert t.mon(0).damage == 30


# -- 1135 Energy Coin -------------------------------------------------------------------------
@pytest.mark.parametrize("coins, attached", [("HH", True), ("HT", False)])
def test_1135_energy_coin_two_heads_attach_a_basic_energy_from_the_deck(coins, attached):
    s = Scenario().active(0, STUFFUL).bench(0, SNOVER).active(1, MEGA_LATIAS_EX).hand(0, [ENERGY_COIN])
    t = s.deck(0, [R, W]).start().coins(coins).play(ENERGY_COIN)
    if attached:
        assert t.card_options() == {R, W}
        t.choose(R, (0, 1))
        assert t.energy_ids(0, 1) == [R] and len(t.player(0).deck) == 1
    else:
        assert t.decision.kind == "main" and len(t.player(0).deck) == 2


# -- 1222 Fennel ------------------------------------------------------------------------------
def test_1222_fennel_heals_40_from_each_of_your_pokemon():
    s = Scenario().active(0, STUFFUL, damage=50).bench(0, SNOVER, damage=20).active(1, MEGA_LATIAS_EX, damage=50)
    t = s.hand(0, [FENNEL]).start().play(FENNEL)
    assert [m.damage for m in t.player(0).in_play()] == [10, 0] and t.mon(1).damage == 50
    s = Scenario().active(0, STUFFUL).active(1, MEGA_LATIAS_EX, damage=50).hand(0, [FENNEL])
    assert not s.start().can("play", FENNEL)
