"""Scenario tests of the Scarlet & Violet base set (SVI) cards of the reference decks."""

from ptcg.testing import DONE, Scenario

G, W, PRISM = 1, 3, 16
SNOVER, STUFFUL, PINECO, MEOWTH_EX = 722, 760, 67, 1071
ENERGY_SWITCH, ENERGY_RETRIEVAL, ENERGY_SEARCH, CRUSHING_HAMMER = 1116, 1118, 1119, 1120
ULTRA_BALL, POKEGEAR, SWITCH, JUDGE, BOSS = 1121, 1122, 1123, 1213, 1182


# -- 1116 Energy Switch ----------------------------------------------------------------------
def test_1116_energy_switch_moves_a_basic_energy_from_a_benched_pokemon_to_the_active():
    s = Scenario()
    s.active(0, SNOVER, energy=[W]).bench(0, STUFFUL, energy=[G]).active(1, SNOVER).hand(0, [ENERGY_SWITCH])
    t = s.start()
    t.play(ENERGY_SWITCH)
    t.choose((0, 1))                               # from Stufful; the only other Pokémon receives it
    assert t.energy_ids(0, 0) == [G, W]
    assert t.energy_ids(0, 1) == []
    assert t.discard_ids(0) == [ENERGY_SWITCH]


def test_1116_energy_switch_equal_cards_on_different_pokemon_are_different_choices_II_C_10():
    s = Scenario()
    s.active(0, SNOVER, energy=[W]).bench(0, STUFFUL, energy=[W]).bench(0, PINECO)
    s.active(1, SNOVER).hand(0, [ENERGY_SWITCH])
    t = s.start()
    t.play(ENERGY_SWITCH)
    assert set(t.options) == {(0, 0), (0, 1)}      # the source Pokémon is asked first
    t.choose((0, 1), (0, 2))
    assert (t.energy_ids(0, 0), t.energy_ids(0, 1), t.energy_ids(0, 2)) == ([W], [], [W])


def test_1116_energy_switch_cant_be_played_without_a_basic_energy_or_a_second_pokemon():
    s = Scenario()
    s.active(0, SNOVER, energy=[W]).active(1, SNOVER).hand(0, [ENERGY_SWITCH])
    assert not s.start().can("play", ENERGY_SWITCH)           # nowhere to move it
    s = Scenario()
    s.active(0, SNOVER, energy=[PRISM]).bench(0, STUFFUL).active(1, SNOVER).hand(0, [ENERGY_SWITCH])
    assert not s.start().can("play", ENERGY_SWITCH)           # only a Special Energy


# -- 1118 Energy Retrieval -------------------------------------------------------------------
def test_1118_energy_retrieval_puts_up_to_two_basic_energy_into_the_hand_RC_113():
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER).hand(0, [ENERGY_RETRIEVAL]).discard(0, [W, W, G, PRISM, BOSS])
    t = s.start()
    t.play(ENERGY_RETRIEVAL)
    assert t.card_options() == {G, W}              # no Special Energy, no Trainer
    assert DONE not in t.options                   # at least 1 (II-D-05 R1)
    t.choose(G, W)
    assert t.hand_ids(0) == [G, W]
    assert t.discard_ids(0) == sorted([W, PRISM, BOSS, ENERGY_RETRIEVAL])


def test_1118_energy_retrieval_may_stop_after_one_and_needs_a_basic_energy_in_the_discard():
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER).hand(0, [ENERGY_RETRIEVAL]).discard(0, [W, G])
    t = s.start()
    t.play(ENERGY_RETRIEVAL)
    t.choose(G, DONE)
    assert t.hand_ids(0) == [G]
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER).hand(0, [ENERGY_RETRIEVAL]).discard(0, [PRISM])
    assert not s.start().can("play", ENERGY_RETRIEVAL)


# -- 1119 Energy Search ----------------------------------------------------------------------
def test_1119_energy_search_takes_a_basic_energy_card_from_the_deck():
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER).hand(0, [ENERGY_SEARCH]).deck(0, [BOSS, PRISM, G, W, STUFFUL])
    t = s.start()
    t.play(ENERGY_SEARCH)
    assert t.card_options() == {G, W}
    t.choose(G)
    assert t.hand_ids(0) == [G]
    assert len(t.player(0).deck) == 4


# -- 1120 Crushing Hammer --------------------------------------------------------------------
def test_1120_crushing_hammer_heads_discards_an_energy_from_the_chosen_opposing_pokemon():
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER, energy=[W, W]).bench(1, STUFFUL, energy=[G])
    s.hand(0, [CRUSHING_HAMMER])
    t = s.start()
    t.coins("H").play(CRUSHING_HAMMER)
    t.choose((1, 1))
    assert t.energy_ids(1, 1) == []
    assert t.energy_ids(1, 0) == [W, W]
    assert t.discard_ids(1) == [G]


def test_1120_crushing_hammer_tails_does_nothing_and_no_energy_means_not_playable():
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER, energy=[W]).hand(0, [CRUSHING_HAMMER])
    t = s.start()
    t.coins("T").play(CRUSHING_HAMMER)
    assert t.energy_ids(1, 0) == [W]
    assert t.discard_ids(0) == [CRUSHING_HAMMER]
    s = Scenario()
    s.active(0, SNOVER, energy=[W]).active(1, SNOVER).hand(0, [CRUSHING_HAMMER])
    assert not s.start().can("play", CRUSHING_HAMMER)


# -- 1121 Ultra Ball -------------------------------------------------------------------------
def test_1121_ultra_ball_discards_two_other_cards_then_searches_a_pokemon():
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER).hand(0, [ULTRA_BALL, BOSS, W, G]).deck(0, [W, MEOWTH_EX, G, PINECO])
    t = s.start()
    t.play(ULTRA_BALL)
    assert ULTRA_BALL not in t.card_options()      # "2 other cards"
    t.choose(G, W)
    assert t.card_options() == {MEOWTH_EX, PINECO}
    t.choose(MEOWTH_EX)
    assert t.hand_ids(0) == sorted([BOSS, MEOWTH_EX])
    assert t.discard_ids(0) == sorted([G, W, ULTRA_BALL])


def test_1121_ultra_ball_needs_two_other_cards_in_hand():
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER).hand(0, [ULTRA_BALL, W])
    assert not s.start().can("play", ULTRA_BALL)


# -- 1122 Pokégear 3.0 -----------------------------------------------------------------------
def test_1122_pokegear_offers_supporters_among_the_top_seven_only_RC_100():
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER).hand(0, [POKEGEAR])
    s.deck(0, [W, W, ENERGY_SEARCH, BOSS, W, W, W, JUDGE, W])   # Judge is 8th from the top
    t = s.start()
    t.play(POKEGEAR)
    assert t.card_options() == {BOSS}
    assert DONE in t.options                       # hidden cards: may take none (I-H R2)
    t.choose(BOSS)
    assert t.hand_ids(0) == [BOSS]
    assert len(t.player(0).deck) == 8


# -- 1123 Switch -----------------------------------------------------------------------------
def test_1123_switch_works_while_paralyzed_and_the_old_active_recovers_RC_048():
    s = Scenario()
    s.active(0, SNOVER, conditions=["paralyzed"]).bench(0, STUFFUL).active(1, SNOVER).hand(0, [SWITCH])
    t = s.start()
    t.play(SWITCH)
    assert t.mon(0, 0).name == "Stufful"
    assert t.mon(0, 1).name == "Snover" and not t.mon(0, 1).has_condition()
    assert not t.player(0).retreated               # not the turn's Retreat
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER).hand(0, [SWITCH])
    assert not s.start().can("play", SWITCH)       # no Bench: nothing to switch (II-C-03 R5)


# -- 1213 Judge ------------------------------------------------------------------------------
def test_1213_judge_each_player_shuffles_their_hand_in_and_draws_four():
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER).hand(0, [JUDGE, BOSS, BOSS, G, G, G, G]).hand(1, [G, G])
    t = s.start()
    t.play(JUDGE)
    assert (len(t.player(0).hand), len(t.player(0).deck)) == (4, 22)
    assert (len(t.player(1).hand), len(t.player(1).deck)) == (4, 18)
    assert t.discard_ids(0) == [JUDGE]

# -- cards of the II-C cases -------------------------------------------------------------------
POTION, CATCHER = 1117, 1124
KYOGRE_SVI = 721


def test_1117_potion_heals_30_from_a_damaged_pokemon():
    s = Scenario().active(0, SNOVER, damage=50).active(1, SNOVER).hand(0, [POTION])
    t = s.start().play(POTION)
    assert t.mon(0).damage == 20 and t.discard_ids(0) == [POTION]
    s = Scenario().active(0, SNOVER).active(1, SNOVER, damage=50).hand(0, [POTION])
    assert not s.start().can("play", POTION)


def test_1124_pokemon_catcher_heads_switches_in_a_benched_pokemon_tails_nothing():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).bench(1, KYOGRE_SVI).hand(0, [CATCHER])
    t = s.start().coins("H").play(CATCHER)
    assert t.mon(1).name == "Kyogre"
    t = s.start().coins("T").play(CATCHER)
    assert t.mon(1).name == "Snover" and t.discard_ids(0) == [CATCHER]
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [CATCHER])
    assert not s.start().can("play", CATCHER)
