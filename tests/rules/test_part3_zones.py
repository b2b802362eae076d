"""RULES.md III-01 (zones, components and visibility) and III-02 (card kinds and types).

Visibility is what :class:`ptcg.view.PlayerView` shows a player; zones are the lists of
:class:`ptcg.state.PlayerState`.  Stadium and Special Energy behaviour needed only to
exercise a rule is a stand-in registered for one test (:mod:`ptcg.testing`), so these tests
are about the rule, not about a card's text.
"""

from collections import Counter

import pytest

from ptcg.cards import legacy
from ptcg.cards.db import BASIC_ENERGY_ID, CARDS, POOL_IDS, PRIZES_BY_RULE, CardDef, card
from ptcg.decisions import MAIN, PROMOTE
from ptcg.effects.cards import move_cards
from ptcg.game import Game
from ptcg.rules import queries as Q
from ptcg.rules import zones as Z
from ptcg.rules.attack import put_counters_direct
from ptcg.rules.conditions import make_burned, make_confused, make_poisoned
from ptcg.ruleset import HALF_DECK, STANDARD
from ptcg.state import make_instance
from ptcg.testing import Scenario, stand_in_energy, stand_in_trainer
from ptcg.types import COLORLESS_BIT, DRAGON, FAIRY, FIRE, TYPE_NAMES, bit
from ptcg.view import determinize

W, R, G = 3, 2, 1                          # Basic {W} / {R} / {G} Energy
GROOKEY, CHARCADET, PINECO, BRONZOR = 89, 319, 67, 335     # vanilla Basics
DREEPY, SMOOCHUM, CHARMANDER, SNEASEL = 119, 183, 926, 334
SNOVER, MEGA_ABOMASNOW = 722, 723
KYOGRE = 721
MAX_BELT, MEGA_SIGNAL, CYRANO = 1158, 1145, 1205
BOOMERANG_ENERGY = 9
JAMMING_TOWER, GRAVITY_MOUNTAIN = 1246, 1252


def duel(**kw):
    """Charcadet (with {R}) against Grookey; player 0 to act on turn 3."""
    s = Scenario(**kw)
    s.active(0, CHARCADET, energy=[R]).active(1, GROOKEY)
    return s


# -- III-01 zones, components and visibility -------------------------------------------------------

def test_III_01_R1_one_damage_counter_is_10_damage():
    t = duel().start()
    mon = t.mon(1)
    put_counters_direct(t.state, mon, 2)
    assert mon.damage == 20 and mon.counters == 2
    assert t.game.view(0).to_dict()["in_play"][1][0]["remaining_hp"] == CARDS[GROOKEY].hp - 20


def test_III_01_R2_poison_and_burn_markers_coexist_and_are_shown():
    """Markers are state on the Pokémon; the GX marker of 002 would be a once-per-game
    record (``PlayerState.once_per_game``), no GX card being in our pool."""
    t = duel().start()
    mon = t.mon(1)
    assert make_poisoned(t.state, mon) and make_burned(t.state, mon) and make_confused(t.state, mon)
    shown = t.game.view(0).to_dict()["in_play"][1][0]["conditions"]
    assert sorted(shown) == ["burned", "confused", "poisoned"]


def test_III_01_R3_coin_flips_are_fair_reproducible_and_forceable():
    def flips(seed):
        g = Scenario(seed=seed).build_state()
        return [Z.flip(g, 0) for _ in range(400)]
    assert flips(42) == flips(42) != flips(43)                # the seed fixes every flip
    assert 150 < sum(flips(42)) < 250                         # heads about half the time
    g = Scenario().build_state()
    g.forced_coins = [True, False]                            # tests force the outcome
    assert (Z.flip(g, 0), Z.flip(g, 0)) == (True, False)


def test_III_01_R4_draw_takes_the_top_card_and_decks_stay_hidden():
    s = duel().deck(0, [KYOGRE, W, W]).deck(1, [SNOVER] * 5)
    t = s.start()
    Z.draw(t.state, 0, 1)
    assert t.hand_ids(0) == [KYOGRE]
    view = t.game.view(0).to_dict()
    assert view["deck_sizes"] == [2, 5] and "deck" not in view
    assert "deck" not in t.game.view(1).to_dict()


def test_III_01_R4_cards_returned_to_a_deck_go_to_their_owners_deck():
    t = duel().start()
    g = t.state
    mon = t.mon(0)
    borrowed = make_instance(W, 1, 50)                        # a card owned by player 1
    mon.energy.append(borrowed)
    start = len(t.log)
    Z.shuffle_pokemon_into_deck(g, mon)
    assert borrowed in t.player(1).deck and borrowed not in t.player(0).deck
    assert all(c >> 6 & 1 == 0 for c in t.player(0).deck)
    # both decks that received a card are shuffled: none sits on top where it was put
    assert {"P1 shuffles their deck", "P2 shuffles their deck"} <= set(t.log[start:])


def test_III_01_R5_only_the_active_pokemon_attacks_and_an_active_is_always_required():
    s = Scenario().active(0, CHARCADET, energy=[R]).bench(0, CHARCADET, energy=[R])
    s.active(1, GROOKEY, damage=60).bench(1, GROOKEY).bench(1, SNEASEL)
    t = s.start()
    attacks = [o for o in t.options if o[0] == "attack"]
    assert attacks == [("attack", 445)]                       # the Active's only: no Bench position
    t.attack("Will-O-Wisp")                                   # Weakness: 40, Knocked Out
    d = t.decision
    assert d.kind == PROMOTE and d.player == 1 and d.options == (1, 2)   # no way to decline


def test_III_01_R6_bench_holds_five_and_attacks_hit_the_active_only():
    s = duel().hand(0, [GROOKEY]).bench(1, GROOKEY)
    for _ in range(4):
        s.bench(0, SNEASEL)
    t = s.start()
    assert t.can("bench", GROOKEY)
    s.bench(0, SNEASEL)
    full = s.start()
    assert len(full.player(0).bench) == 5 and not full.can("bench", GROOKEY)
    t.attack("Will-O-Wisp")
    assert t.mon(1, 0).damage == 40 and t.mon(1, 1).damage == 0


def test_III_01_R7_cards_work_only_in_play():
    """A Tool in the discard pile does nothing; the same Tool attached to a Pokémon in play
    changes the damage (Maximum Belt: +50 against a Pokémon ex)."""
    s = Scenario().active(0, SNOVER, energy=[W]).active(1, 121).discard(0, [MAX_BELT])   # Dragapult ex
    t = s.start()
    t.attack("Beat")
    assert t.mon(1).damage == 10
    s = Scenario().active(0, SNOVER, energy=[W], tools=[MAX_BELT]).active(1, 121)
    t = s.start()
    t.attack("Beat")
    assert t.mon(1).damage == 60
    assert [m.name for m in t.player(0).in_play()] == ["Snover"]        # Active + Bench only


def test_III_01_R8_discard_piles_are_public_and_cards_go_to_their_owners_pile():
    s = duel().active(1, GROOKEY, damage=40).bench(1, GROOKEY).discard(1, [KYOGRE])
    t = s.start()
    lent = make_instance(W, 0, 50)                            # player 0's card on player 1's Pokémon
    t.mon(1).energy.append(lent)
    t.attack("Will-O-Wisp")
    assert lent in t.player(0).discard and GROOKEY in t.discard_ids(1)
    for viewer in (0, 1):
        seen = t.game.view(viewer).to_dict()["discards"]
        assert [c["id"] for c in seen[1]] == [c >> 7 for c in t.player(1).discard]


def test_III_01_R9_prizes_are_face_down_and_taken_without_a_choice():
    s = duel().active(1, GROOKEY, damage=40).bench(1, GROOKEY).bench(1, SNEASEL)
    s.prizes(0, [KYOGRE, W, SNOVER, W, W, W])
    t = s.start()
    for viewer in (0, 1):
        view = t.game.view(viewer).to_dict()
        assert view["prizes_left"] == [6, 6] and "prizes" not in view
    t.attack("Will-O-Wisp")
    assert len(t.player(0).prizes) == 5 and len(t.player(0).hand) == 1
    assert t.decision.kind == PROMOTE                         # nobody chose which Prize
    # nobody knows their Prizes: a player's search model deals them again with the deck
    redealt = {tuple(sorted(determinize(t.game, 0, seed).state.players[0].prizes)) for seed in range(8)}
    assert len(redealt) > 1


def test_III_01_R9_three_prizes_for_30_cards_six_for_60():
    assert HALF_DECK.prize_cards == 3
    deck30 = [GROOKEY, GROOKEY] + [G] * 28
    game = Game(deck30, deck30, seed=1, rules=HALF_DECK)
    game.apply("first")
    while game.decision.kind != MAIN:
        game.apply(game.decision.options[-1])
    assert [len(p.prizes) for p in game.state.players] == [3, 3]


def test_III_01_R10_hand_is_hidden_and_has_no_size_limit():
    s = duel().hand(0, [W] * 20).hand(1, [KYOGRE, SNOVER])
    t = s.start()
    view = t.game.view(0).to_dict()
    assert view["opponent_hand_size"] == 2 and len(view["hand"]) == 20
    assert "opponent_hand" not in view
    t.end_turn()
    assert len(t.player(0).hand) == 20 and t.state.current == 1    # nothing discarded


def test_III_01_R11_lost_zone_cards_leave_the_game_but_stay_visible():
    t = duel().discard(0, [KYOGRE]).start()
    card = t.player(0).discard[0]
    move_cards(t.state, [card], "lost")
    assert t.player(0).lost == [card] and card not in t.player(0).discard
    assert Counter(t.player(0).all_cards())[card] == 1
    assert [c["id"] for c in t.game.view(1).to_dict()["lost_zones"][0]] == [KYOGRE]
    assert all(card not in o for o in t.options)             # no action can use it


def test_III_01_R12_one_shared_stadium_stays_until_replaced():
    with stand_in_trainer(JAMMING_TOWER, None), stand_in_trainer(GRAVITY_MOUNTAIN, None):   # do nothing when played
        s = duel().hand(0, [JAMMING_TOWER, GRAVITY_MOUNTAIN]).hand(1, [GRAVITY_MOUNTAIN])
        t = s.start()
        t.play(JAMMING_TOWER)
        assert not t.can("play", GRAVITY_MOUNTAIN)           # one Stadium per turn (III-05 R1)
        t.end_turn()
        assert t.state.stadium >> 7 == JAMMING_TOWER         # still in play on the next turn
        t.play(GRAVITY_MOUNTAIN)                             # player 1 replaces it
        assert t.state.stadium >> 7 == GRAVITY_MOUNTAIN and t.state.stadium >> 6 & 1 == 1
        assert t.discard_ids(0) == [JAMMING_TOWER]           # to its owner's discard pile
        t.end_turn()
        assert not t.can("play", GRAVITY_MOUNTAIN)           # same name as the one in play


def test_III_01_R13_no_shuffling_at_will_and_a_shuffle_keeps_the_cards():
    t = duel().hand(0, [GROOKEY, W]).start()
    assert {o[0] for o in t.options} <= {"bench", "evolve", "play", "attach", "ability",
                                         "card_ability", "stadium", "retreat", "attack", "end"}
    deck = t.player(0).deck[:]
    Z.shuffle(t.state, 0)
    assert sorted(t.player(0).deck) == sorted(deck)


# -- III-02 card kinds and types ---------------------------------------------------------------------

def test_III_02_R1_three_card_kinds():
    for c in CARDS.values():
        assert [c.is_pokemon, c.is_trainer, c.is_energy].count(True) == 1, c


def test_III_02_R2_basic_means_the_printed_basic_mark():
    s = duel().hand(0, [MEGA_ABOMASNOW, GROOKEY]).bench(0, SNOVER)
    t = s.start()
    assert t.can("bench", GROOKEY) and not t.can("bench", MEGA_ABOMASNOW)
    assert t.can("evolve", MEGA_ABOMASNOW, 1)                # an Evolution card goes on its Basic
    assert CARDS[MEGA_ABOMASNOW].stage == 1 and CARDS[MEGA_ABOMASNOW].evolves_from == "Snover"
    assert all(c.is_basic == (c.is_pokemon and c.stage == 0) for c in CARDS.values())
    # XY's M Pokémon-EX (not in the pool) has the EX rule: 2 Prizes (000, III-14)
    assert PRIZES_BY_RULE["EX"] == 2


def test_III_02_R3_types_and_colorless_costs():
    """Our pool (001, 2025) has 10 Pokémon types — no Fairy — and 8 Basic Energy types; the
    eleventh type of 000/004, Fairy, is type 10 and belongs to older cards only."""
    assert TYPE_NAMES == ("Colorless", "Grass", "Fire", "Water", "Lightning", "Psychic", "Fighting",
                          "Darkness", "Metal", "Dragon", "Fairy")
    assert {c.type for c in CARDS.values() if c.is_pokemon and c.id in POOL_IDS} <= set(range(10))
    assert sorted(TYPE_NAMES[t] for t in BASIC_ENERGY_ID) == sorted(TYPE_NAMES[1:9])
    assert Q.can_pay((0,), [bit(FIRE)])                       # Colorless: any type pays it
    assert not Q.can_pay((FIRE,), [COLORLESS_BIT])
    xerneas = card(legacy.card_id("xy1-96"))                  # Xerneas XY 96: a Fairy Pokémon
    fairy_energy = card(legacy.card_id("xy1-140"))
    assert xerneas.type == FAIRY and fairy_energy.energy_type == FAIRY and fairy_energy.kind == "basic_energy"


PRISM_ENERGY = 16


@pytest.mark.parametrize("fairy", [False, True])
def test_III_02_CONFLICT_every_type_includes_fairy_only_where_the_fairy_type_exists(fairy):
    """III-19 #13: 001 has no Fairy type, so an every-type Energy (the pool's Prism Energy on a
    Basic Pokémon) pays Grass to Dragon; where the ruleset has the Fairy type (000/002/004,
    ``fairy=True``) it pays Fairy too.  A Basic Fairy Energy always provides Fairy."""
    assert not STANDARD.fairy
    xerneas = legacy.card_id("xy1-96")                        # Geomancy {Y}, Rainbow Burst {Y}{Y}{C}
    s = Scenario(rules=STANDARD.with_(fairy=fairy)).active(0, xerneas, energy=[PRISM_ENERGY])
    t = s.active(1, SNOVER).start()
    units = Q.attached_units(t.state, t.mon(0))
    assert bool(units[0] & bit(FAIRY)) is fairy and units[0] & bit(DRAGON)
    assert Q.can_pay((FAIRY,), units) is fairy
    fairy_energy = legacy.card_id("xy1-140")
    t = Scenario().active(0, xerneas, energy=[fairy_energy]).active(1, SNOVER).start()
    assert Q.attached_units(t.state, t.mon(0)) == [bit(FAIRY)]


def test_III_02_R4_weakness_doubles_resistance_subtracts_30():
    t = duel().start()                                        # Fire against Grass (Weakness Fire)
    t.attack("Will-O-Wisp")
    assert t.mon(1).damage == 40
    t = Scenario().active(0, PINECO, energy=[G, G, G]).active(1, BRONZOR).start()   # Resistance Grass
    t.attack("Ram")
    assert t.mon(1).damage == 20
    t = Scenario().active(0, CHARCADET, energy=[R]).active(1, DREEPY).start()        # no Weakness printed
    t.attack("Will-O-Wisp")
    assert t.mon(1).damage == 20


def test_III_02_R5_trainers_are_played_on_your_own_turn_and_items_are_discarded():
    s = duel().hand(0, [MEGA_SIGNAL]).hand(1, [MEGA_SIGNAL]).deck(0, [MEGA_ABOMASNOW])
    t = s.start()
    assert t.decision.player == 0 and t.can("play", MEGA_SIGNAL)
    t.play(MEGA_SIGNAL).choose(MEGA_ABOMASNOW)
    assert t.hand_ids(0) == [MEGA_ABOMASNOW] and t.discard_ids(0) == [MEGA_SIGNAL]
    assert {CARDS[c].kind for c in (MEGA_SIGNAL, CYRANO, JAMMING_TOWER, MAX_BELT)} == \
        {"item", "supporter", "stadium", "tool"}
    # player 1 may play the same Item only once it is their turn
    assert t.decision.player == 0
    t.end_turn()
    assert t.decision.player == 1 and t.can("play", MEGA_SIGNAL)


def test_III_02_R6_energy_counts_units_not_cards():
    """A stand-in Special Energy providing two Colorless units."""
    with stand_in_energy(BOOMERANG_ENERGY, provides=lambda g, mon, inst: (COLORLESS_BIT, COLORLESS_BIT)):
        s = Scenario().active(0, PINECO, energy=[BOOMERANG_ENERGY]).bench(0, GROOKEY).active(1, GROOKEY)
        t = s.start()
        mon = t.mon(0)
        assert len(mon.energy) == 1 and Q.count_units(t.state, mon) == 2
        assert t.can("retreat", 1)                            # Retreat Cost 2 paid by one card
        t.retreat(1)
        assert t.discard_ids(0) == [BOOMERANG_ENERGY]


def test_III_02_R7_attack_costs():
    t = Scenario().active(0, SMOOCHUM).active(1, GROOKEY).start()
    assert t.can("attack", "Delightful Kiss")                 # no Energy symbol: no Energy needed
    t = Scenario().active(0, CHARMANDER, energy=[W, W]).active(1, GROOKEY).start()
    assert not t.can("attack", "Fire Claws")                  # {R}{C} needs a Fire Energy
    t = Scenario().active(0, CHARMANDER, energy=[W, R]).active(1, GROOKEY).start()
    t.attack("Fire Claws")
    assert t.energy_ids(0) == [R, W]                          # the cost is not discarded


def test_III_02_NOTE_rarity_has_no_game_effect():
    """Rarity marks are not card facts of the engine at all."""
    assert "rarity" not in CardDef.__slots__
