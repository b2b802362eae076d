"""I-H: the deck — drawing (R1), searching (R2) and shuffling (R3).

Pool cards used: 293 N's Zoroark ex (Trade: discard a card from the hand, draw 2),
1145 Mega Signal (search the deck for a Mega Evolution Pokémon ex), 1205 Cyrano (search
for up to 3 Pokémon ex), 90 Thwackey (Boom Boom Groove: search for any card, with 93
Dipplin's Festival Lead in the Active Spot), 33 Froakie (Flock: search for up to 2
Froakie and put them onto the Bench).
"""

from ptcg.testing import DONE, Scenario

W = 3
SNOVER, KYOGRE, ABOMASNOW_EX, ZEKROM_EX = 722, 721, 723, 515
NS_ZOROARK_EX, NS_ZORUA = 293, 292
THWACKEY, GROOKEY, DIPPLIN, APPLIN, FROAKIE = 90, 89, 93, 149, 33
MEGA_SIGNAL, CYRANO = 1145, 1205


def test_I_H_R1_the_turns_draw_takes_the_top_card():
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER).deck(1, [KYOGRE, W, W])
    t = s.start()
    t.end_turn()
    assert t.hand_ids(1) == [KYOGRE] and len(t.player(1).deck) == 2


def test_I_H_R1_an_effect_draws_from_the_top_in_order():
    s = Scenario()
    s.active(0, NS_ZOROARK_EX, under=[NS_ZORUA]).active(1, SNOVER).hand(0, [W])
    s.deck(0, [KYOGRE, ABOMASNOW_EX, SNOVER, W])
    t = s.start()
    t.ability(0, 0)                                        # the only card in hand is the cost
    assert t.hand_ids(0) == [KYOGRE, ABOMASNOW_EX] and t.discard_ids(0) == [W]
    assert [c >> 7 for c in t.player(0).deck] == [W, SNOVER]     # bottom .. top


def test_I_H_R1_NOTE_drawing_more_than_the_deck_draws_what_there_is():
    s = Scenario()
    s.active(0, NS_ZOROARK_EX, under=[NS_ZORUA]).active(1, SNOVER).hand(0, [W]).deck(0, [KYOGRE])
    t = s.start()
    t.ability(0, 0)
    assert t.hand_ids(0) == [KYOGRE] and not t.player(0).deck and t.game.result is None


def test_I_H_R2_a_search_may_take_fewer_cards_than_it_names():
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER).hand(0, [CYRANO]).deck(0, [ZEKROM_EX, ABOMASNOW_EX, W, W])
    t = s.start()
    t.play(CYRANO).choose(ZEKROM_EX)
    assert DONE in t.decision.options                      # 1 of up to 3 is enough
    t.choose(DONE)
    assert t.hand_ids(0) == [ZEKROM_EX] and len(t.player(0).deck) == 3


def test_I_H_R2_a_search_may_take_nothing():
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER).hand(0, [MEGA_SIGNAL]).deck(0, [ABOMASNOW_EX, W])
    t = s.start()
    t.play(MEGA_SIGNAL)
    assert set(t.decision.options) == {DONE} | {c for c in t.player(0).deck if c >> 7 == ABOMASNOW_EX}
    t.choose(DONE)
    assert t.hand_ids(0) == [] and len(t.player(0).deck) == 2


def test_I_H_R2_exception_any_card_must_be_taken_in_the_number_named():
    s = Scenario()
    s.active(0, DIPPLIN, under=[APPLIN]).bench(0, THWACKEY, under=[GROOKEY]).active(1, SNOVER)
    s.deck(0, [KYOGRE, W, SNOVER])
    t = s.start()
    t.ability(1, 0)
    assert t.decision.kind == "choose_card" and DONE not in t.decision.options
    t.choose(KYOGRE)
    assert t.hand_ids(0) == [KYOGRE]


def test_I_H_R3_the_deck_is_shuffled_after_a_search_even_if_nothing_was_taken():
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER).hand(0, [MEGA_SIGNAL, MEGA_SIGNAL]).deck(0, [ABOMASNOW_EX, W])
    t = s.start()
    t.play(MEGA_SIGNAL).choose(DONE)
    assert t.shuffles() == 1
    t.play(MEGA_SIGNAL).choose(ABOMASNOW_EX)
    assert t.shuffles() == 2


def test_I_H_R3_drawing_does_not_shuffle():
    s = Scenario()
    s.active(0, NS_ZOROARK_EX, under=[NS_ZORUA]).active(1, SNOVER).hand(0, [W])
    t = s.start()
    t.ability(0, 0)
    assert t.shuffles() == 0


def test_I_H_NOTE_a_search_for_the_bench_with_no_room_does_not_look_at_the_deck():
    """000: with a full Bench, Flock does nothing — no search and no shuffle."""
    s = Scenario()
    s.active(0, FROAKIE, energy=[W]).active(1, KYOGRE).deck(0, [FROAKIE, W, W])
    for _ in range(5):
        s.bench(0, SNOVER)
    t = s.start()
    t.attack("Flock")
    assert t.decision.player == 1 and t.shuffles() == 0 and len(t.player(0).deck) == 3
