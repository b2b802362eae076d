"""I-B: Trainer cards — Items (I-B-01, P5), Pokémon Tools (I-B-02), Supporters (I-B-03, P6),
Stadiums (I-B-04, P7).

Pool cards used: Items 1145 Mega Signal (search a Mega Evolution Pokémon ex), 1123 Switch,
1086 Buddy-Buddy Poffin; Tools 1158 Maximum Belt (+50 against an Active Pokémon ex),
1174 Air Balloon; Supporters 1205 Cyrano, 1182 Boss's Orders, 1227 Lillie's Determination;
Stadiums 1251 Lively Stadium (Basic Pokémon +30 HP, automatic), 1244 Full Metal Lab,
1259 Spikemuth Gym (declared: search a Marnie's Pokémon); 235 Budew (Itchy Pollen: no
Items from the hand during the opponent's next turn).
"""

from ptcg.ruleset import STANDARD
from ptcg.testing import Scenario

W = 3
SNOVER, ABOMASNOW_EX, KYOGRE, BUDEW = 722, 723, 721, 235
ZEKROM_EX = 515
MARNIES_IMPIDIMP = 646
MEGA_SIGNAL, SWITCH, POFFIN = 1145, 1123, 1086
MAXIMUM_BELT, AIR_BALLOON = 1158, 1174
CYRANO, BOSS, LILLIE = 1205, 1182, 1227
LIVELY_STADIUM, FULL_METAL_LAB, SPIKEMUTH_GYM = 1251, 1244, 1259


def where_is(t, player, cid) -> str:
    p = t.player(player)
    for zone in ("hand", "discard", "deck", "resolving"):
        if any(c >> 7 == cid for c in getattr(p, zone)):
            return zone
    if t.state.stadium is not None and t.state.stadium >> 7 == cid:
        return "stadium"
    if any(c >> 7 == cid for m in p.in_play() for c in m.tools):
        return "attached"
    return "nowhere"


# -- I-B --------------------------------------------------------------------------------------


def test_I_B_R1_four_kinds_of_trainer_each_used_its_own_way():
    s = Scenario()
    s.active(0, SNOVER).bench(0, KYOGRE).active(1, SNOVER).bench(1, SNOVER)
    s.hand(0, [SWITCH, MAXIMUM_BELT, BOSS, LIVELY_STADIUM])
    t = s.start()
    t.play(SWITCH)                                        # Item: played, then discarded
    t.attach(MAXIMUM_BELT, 0)                             # Tool: attached to a Pokémon
    t.play(BOSS)                                          # Supporter: played, then discarded
    t.play(LIVELY_STADIUM)                                # Stadium: stays in play
    assert [where_is(t, 0, c) for c in (SWITCH, MAXIMUM_BELT, BOSS, LIVELY_STADIUM)] == \
        ["discard", "attached", "discard", "stadium"]


# -- I-B-01 Items -----------------------------------------------------------------------------


def test_I_B_01_R1_any_number_of_items_each_discarded_after_use():
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER).hand(0, [MEGA_SIGNAL, MEGA_SIGNAL])
    s.deck(0, [ABOMASNOW_EX, ABOMASNOW_EX, W, W])
    t = s.start()
    t.play(MEGA_SIGNAL).choose(ABOMASNOW_EX)
    t.play(MEGA_SIGNAL).choose(ABOMASNOW_EX)
    assert t.hand_ids(0) == [ABOMASNOW_EX, ABOMASNOW_EX] and t.discard_ids(0) == [MEGA_SIGNAL] * 2


def test_I_B_01_P5_step1_an_item_whose_condition_fails_or_that_would_change_nothing_is_refused():
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER).hand(0, [SWITCH, MEGA_SIGNAL]).deck(0, [])
    t = s.start()
    assert not t.can("play", SWITCH)                      # no Benched Pokémon to switch with
    assert not t.can("play", MEGA_SIGNAL)                 # nothing to search
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER).hand(0, [POFFIN]).deck(0, [SNOVER])
    for _ in range(5):
        s.bench(0, KYOGRE)
    assert not s.start().can("play", POFFIN)              # no room on the Bench


def test_I_B_01_P5_step2_the_item_leaves_the_hand_and_is_shown():
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER).hand(0, [MEGA_SIGNAL]).deck(0, [ABOMASNOW_EX, W])
    t = s.start()
    t.play(MEGA_SIGNAL)
    assert where_is(t, 0, MEGA_SIGNAL) == "resolving" and "P1 plays Mega Signal" in t.log


def test_I_B_01_P5_step3_the_items_text_is_done():
    s = Scenario()
    s.active(0, SNOVER).bench(0, KYOGRE).bench(0, SNOVER).active(1, SNOVER).hand(0, [SWITCH])
    t = s.start()
    t.play(SWITCH)
    assert t.decision.kind == "choose_pokemon" and t.decision.player == 0
    t.choose((0, 1))
    assert t.mon(0).card.id == KYOGRE and t.mon(0, 1).card.id == SNOVER


def test_I_B_01_P5_step4_the_item_is_discarded_after_its_text_is_done():
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER).hand(0, [MEGA_SIGNAL]).deck(0, [ABOMASNOW_EX, W])
    t = s.start()
    t.play(MEGA_SIGNAL)
    assert t.decision.kind == "choose_card"                # the text is being done ...
    assert where_is(t, 0, MEGA_SIGNAL) == "resolving"     # ... and the card is not yet discarded
    t.choose(ABOMASNOW_EX)
    assert where_is(t, 0, MEGA_SIGNAL) == "discard"


# -- I-B-02 Pokémon Tools -----------------------------------------------------------------------


def test_I_B_02_R1_any_number_of_tools_per_turn():
    s = Scenario()
    s.active(0, SNOVER).bench(0, KYOGRE).active(1, SNOVER).hand(0, [MAXIMUM_BELT, AIR_BALLOON])
    t = s.start()
    t.attach(MAXIMUM_BELT, 0).attach(AIR_BALLOON, 1)
    assert [c >> 7 for c in t.mon(0).tools] == [MAXIMUM_BELT]
    assert [c >> 7 for c in t.mon(0, 1).tools] == [AIR_BALLOON]


def test_I_B_02_R2_one_tool_per_pokemon():
    s = Scenario()
    s.active(0, SNOVER, tools=[AIR_BALLOON]).bench(0, KYOGRE).active(1, SNOVER)
    s.hand(0, [MAXIMUM_BELT])
    t = s.start()
    assert not t.can("attach", MAXIMUM_BELT, 0) and t.can("attach", MAXIMUM_BELT, 1)


def test_I_B_02_R2_the_tool_is_discarded_with_the_knocked_out_pokemon():
    s = Scenario()
    s.active(0, SNOVER, energy=[W]).active(1, SNOVER, tools=[AIR_BALLOON], damage=80).bench(1, KYOGRE)
    t = s.start()
    t.attack("Beat")
    assert t.discard_ids(1) == [SNOVER, AIR_BALLOON]


def test_I_B_02_R3_a_tool_works_automatically():
    """Maximum Belt: +50 against the opponent's Active Pokémon ex, without any choice."""
    s = Scenario()
    s.active(0, SNOVER, energy=[W], tools=[MAXIMUM_BELT]).active(1, ZEKROM_EX)
    t = s.start()
    t.attack("Beat")
    assert t.mon(1).damage == 60 and t.decision.player == 1


def test_I_B_02_R4_tools_are_not_items():
    """Under Itchy Pollen's "no Items from the hand" the player may still attach a Tool."""
    s = Scenario()
    s.active(0, BUDEW).active(1, SNOVER).hand(1, [MAXIMUM_BELT, SWITCH]).bench(1, KYOGRE)
    t = s.start()
    t.attack("Itchy Pollen")
    assert t.decision.player == 1
    assert not t.can("play", SWITCH) and t.can("attach", MAXIMUM_BELT, 0)


def test_I_B_02_R5_a_tool_cannot_be_removed_or_swapped_at_will():
    s = Scenario()
    s.active(0, SNOVER, tools=[AIR_BALLOON]).active(1, SNOVER).hand(0, [MAXIMUM_BELT])
    t = s.start()
    assert t.options == (("end",),)


# -- I-B-03 Supporters --------------------------------------------------------------------------


def test_I_B_03_R1_only_one_supporter_per_turn():
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER).bench(1, SNOVER).hand(0, [CYRANO, BOSS])
    s.deck(0, [W] * 5)
    t = s.start()
    t.play(CYRANO)
    assert t.discard_ids(0) == [CYRANO] and not t.can("play", BOSS)
    t.end_turn().end_turn()
    assert t.can("play", BOSS)


def test_I_B_03_P6_a_supporter_follows_the_item_steps():
    """Step 1: Boss's Orders needs an opponent's Benched Pokémon; steps 2-4: shown, done,
    discarded."""
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER).hand(0, [BOSS])
    assert not s.start().can("play", BOSS)
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER).bench(1, KYOGRE).bench(1, SNOVER).hand(0, [BOSS])
    t = s.start()
    t.play(BOSS)
    assert where_is(t, 0, BOSS) == "resolving"
    t.choose((1, 1))
    assert t.mon(1).card.id == KYOGRE and where_is(t, 0, BOSS) == "discard"


def test_I_B_03_R1_no_supporter_on_the_first_players_first_turn():
    """III-20 (no seed states it; current official rule), ``first_turn_supporter``."""
    s = Scenario(turn=1, current=0)
    s.active(0, SNOVER).active(1, SNOVER).hand(0, [LILLIE]).hand(1, [LILLIE])
    t = s.start()
    assert not t.can("play", LILLIE)
    t.end_turn()
    assert t.state.turn == 2 and t.can("play", LILLIE)
    s = Scenario(turn=1, current=0, rules=STANDARD.with_(first_turn_supporter=True))
    s.active(0, SNOVER).active(1, SNOVER).hand(0, [LILLIE])
    assert s.start().can("play", LILLIE)


# -- I-B-04 Stadiums ---------------------------------------------------------------------------


def test_I_B_04_R1_a_stadium_stays_in_play_and_only_one_is_played_per_turn():
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER).hand(0, [LIVELY_STADIUM, FULL_METAL_LAB])
    t = s.start()
    t.play(LIVELY_STADIUM)
    assert t.state.stadium >> 7 == LIVELY_STADIUM and not t.can("play", FULL_METAL_LAB)
    t.end_turn().end_turn()
    assert t.state.stadium >> 7 == LIVELY_STADIUM and t.can("play", FULL_METAL_LAB)


def test_I_B_04_R2_a_different_stadium_replaces_it_and_goes_to_its_owners_discard():
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER).stadium(LIVELY_STADIUM, owner=1).hand(0, [FULL_METAL_LAB])
    t = s.start()
    t.play(FULL_METAL_LAB)
    assert t.state.stadium >> 7 == FULL_METAL_LAB
    assert t.discard_ids(1) == [LIVELY_STADIUM] and t.discard_ids(0) == []


def test_I_B_04_R2_a_stadium_with_the_same_name_cannot_be_played():
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER).stadium(LIVELY_STADIUM, owner=1).hand(0, [LIVELY_STADIUM])
    assert not s.start().can("play", LIVELY_STADIUM)


def test_I_B_04_R3_a_stadium_effect_is_either_declared_or_automatic():
    """Spikemuth Gym's effect is an action of the turn player; Lively Stadium's is not
    (it simply applies, R5)."""
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER).stadium(SPIKEMUTH_GYM).deck(0, [MARNIES_IMPIDIMP])
    assert s.start().can("stadium")
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER).stadium(LIVELY_STADIUM)
    assert s.start().options == (("end",),)


def test_I_B_04_R4_P7_each_player_may_use_a_declared_stadium_effect_once_in_their_turn():
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER).stadium(SPIKEMUTH_GYM, owner=1)
    s.deck(0, [MARNIES_IMPIDIMP, W, W]).deck(1, [W, MARNIES_IMPIDIMP, W])
    t = s.start()
    t.stadium_ability().choose(MARNIES_IMPIDIMP)
    assert t.hand_ids(0) == [MARNIES_IMPIDIMP] and not t.can("stadium")
    t.end_turn()
    assert t.decision.player == 1 and t.can("stadium")
    t.stadium_ability().choose(MARNIES_IMPIDIMP)
    assert MARNIES_IMPIDIMP in t.hand_ids(1) and not t.can("stadium")


def test_I_B_04_P7_step1_a_declared_stadium_effect_that_would_change_nothing_cannot_be_used():
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER).stadium(SPIKEMUTH_GYM).deck(0, [])
    assert not s.start().can("stadium")


def test_I_B_04_R5_an_automatic_stadium_works_for_both_players_without_any_choice():
    """Lively Stadium: every Basic Pokémon in play, on both sides, gets +30 HP."""
    s = Scenario()
    s.active(0, SNOVER, energy=[W, W]).active(1, SNOVER, damage=70).stadium(LIVELY_STADIUM)
    t = s.start()
    t.attack("Icy Snow")                                  # 100 damage on a 90 + 30 HP Snover
    assert t.mon(1).damage == 100 and t.decision.player == 1
    assert not t.can("stadium")
