"""Scenario tests of the Journey Together (JTG) pool cards beyond the reference decks
(module ``sets/sv/jtg.py``), pool coverage P7."""

from functools import partial

import pytest

from ptcg.decisions import CHOOSE_POKEMON
from ptcg.rules import queries as Q
from ptcg.state import NONE, PARALYZED
from ptcg.testing import Scenario, attack_of, ready_to_attack

G, R, W, L, P, F, D, M = 1, 2, 3, 4, 5, 6, 7, 8
SPIKY = 14
RAGING_BOLT_EX, MEGA_LATIAS_EX, PIKACHU_EX, MEOWTH_EX = 63, 754, 328, 1071
DREEPY, BAGON, STUFFUL, SCORBUNNY, WAILMER, SNOVER = 119, 300, 760, 151, 263, 722
MILTANK, TERAPAGOS, HEATMOR, ZAPDOS = 703, 234, 572, 952
CATERPIE, METAPOD, BUTTERFREE = 252, 253, 254
NS_DARMANITAN, VOLCANION_EX, LUDICOLO, WAILORD = 258, 259, 262, 264
IONOS_VOLTORB, IONOS_ELECTRODE, NS_JOLTIK, IONOS_TADBULB, IONOS_BELLIBOLT_EX = 265, 266, 267, 268, 269
IONOS_WATTREL, IONOS_KILOWATTREL = 270, 271
LILLIES_CLEFAIRY_EX, LILLIES_CUTIEFLY, LILLIES_RIBOMBEE = 272, 278, 279
MAMOSWINE_EX, ROCKRUFF, LYCANROC, HOPS_SILICOBRA, HOPS_SANDACONDA, TYRANITAR = 283, 286, 287, 288, 289, 290
NS_PURRLOIN, NS_KLINKLANG, MAGEARNA, HOPS_CORVIKNIGHT, HOPS_ZACIAN_EX = 291, 296, 297, 298, 299
SALAMENCE_EX, DUDUNSPARCE_EX, HOPS_WOOLOO, HOPS_DUBWOOL, LILLIGANT, TAPU_KOKO_EX = 302, 306, 309, 310, 322, 329
FLORAGATO, MEOWSCARADA = 923, 924
AIR_BALLOON, SWITCH, BOSS, NS_CASTLE = 1174, 1123, 1182, 1253
SUPER_POTION, LILLIES_PEARL, BILLY_ONARE, IRIS, LEVINCIA = 1112, 1172, 1181, 1208, 1254

attacker = partial(ready_to_attack, defender=RAGING_BOLT_EX)  # the defender unless a test names another


# -- 253 Metapod --------------------------------------------------------------------------------
@pytest.mark.parametrize("opp, opp_energy, name, damage", [
    (MILTANK, [W, W, W], "Tackle", 0),              # 60: prevented
    (ZAPDOS, [L, L, L], "Drill Peck", 80),          # 80: more than 60, taken in full
])
def test_253_harden_prevents_attack_damage_of_60_or_less_next_turn(opp, opp_energy, name, damage):
    s = attacker(METAPOD, 349, defender=opp)
    s.active(1, opp, energy=opp_energy)
    t = s.start()
    t.attack("Harden")
    assert t.at_main(1)
    t.attack(name)
    assert t.mon(0).damage == damage


# -- 254 Butterfree -----------------------------------------------------------------------------
@pytest.mark.parametrize("coins, damage, paralyzed", [("HHTT", 120, True), ("HTTT", 60, False),
                                                      ("HHHH", 240, True)])
def test_254_scale_hurricane_60_per_heads_paralyzes_on_2_heads(coins, damage, paralyzed):
    t = attacker(BUTTERFREE, 350, defender=MEGA_LATIAS_EX).start().coins(coins)
    t.attack("Scale Hurricane")
    assert t.mon(1).damage == damage
    assert (t.mon(1).rotation == PARALYZED) is paralyzed


# -- 258 N's Darmanitan -------------------------------------------------------------------------
def test_258_back_draft_30_per_basic_energy_in_the_opponents_discard():
    s = attacker(NS_DARMANITAN, 355).discard(1, [W, F, F, SPIKY, DREEPY]).discard(0, [R, R])
    t = s.start()
    t.attack("Back Draft")
    assert t.mon(1).damage == 90                    # 3 Basic Energy; Spiky Energy and Dreepy don't count


def test_258_flamebody_cannon_hits_a_benched_pokemon_and_discards_all_energy():
    s = attacker(NS_DARMANITAN, 356, extra_energy=[W]).bench(1, WAILMER).bench(1, TERAPAGOS)
    t = s.start()
    t.attack("Flamebody Cannon").choose((1, 2))
    assert t.mon(1).damage == 90 and t.mon(1, 2).damage == 90 and t.mon(1, 1).damage == 0
    assert t.mon(0).energy == [] and t.discard_ids(0) == sorted([R, R, R, W])


# -- 259 Volcanion ex ---------------------------------------------------------------------------
def test_259_scalding_steam_burns_the_opponents_active_from_the_active_spot():
    s = Scenario().active(0, VOLCANION_EX).bench(0, DREEPY).active(1, RAGING_BOLT_EX)
    t = s.start()
    t.ability(0)
    assert t.mon(1).burn > 0
    assert not t.can("ability", 0, 0)               # once a turn


def test_259_scalding_steam_not_offered_on_the_bench_or_against_a_burned_pokemon():
    s = Scenario().active(0, DREEPY).bench(0, VOLCANION_EX).active(1, RAGING_BOLT_EX)
    assert not s.start().can("ability", 1, 0)
    s = Scenario().active(0, VOLCANION_EX).active(1, RAGING_BOLT_EX, conditions=["burned"])
    assert not s.start().can("ability", 0, 0)


# -- 262 Ludicolo -------------------------------------------------------------------------------
def test_262_vibrant_dance_gives_your_pokemon_40_hp_once_however_many_ludicolo():
    s = Scenario().active(0, DREEPY).bench(0, LUDICOLO).bench(0, LUDICOLO).active(1, BAGON)
    t = s.start()
    g = t.state
    assert Q.max_hp(g, t.mon(0)) == 70 + 40 and Q.max_hp(g, t.mon(0, 1)) == 140 + 40
    assert Q.max_hp(g, t.mon(1)) == 70


# -- 264 Wailord --------------------------------------------------------------------------------
@pytest.mark.parametrize("energy, damage", [([W, W, W, W], 210), ([W, F, F, F], 60)])
def test_264_hydro_pump_50_more_per_water_energy(energy, damage):
    t = Scenario().active(0, WAILORD, energy=energy).active(1, RAGING_BOLT_EX).start()
    t.attack("Hydro Pump")
    assert t.mon(1).damage == damage


# -- 265 Iono's Voltorb -------------------------------------------------------------------------
def test_265_voltaic_chain_counts_lightning_energy_on_ionos_pokemon_only():
    s = Scenario().active(0, IONOS_VOLTORB, energy=[L, W]).bench(0, IONOS_TADBULB, energy=[L, L])
    s.bench(0, PIKACHU_EX, energy=[L]).active(1, RAGING_BOLT_EX)
    t = s.start()
    t.attack("Voltaic Chain")
    assert t.mon(1).damage == 20 + 20 * 3


# -- 266 Iono's Electrode -----------------------------------------------------------------------
@pytest.mark.parametrize("coin, opp_knocked_out", [("H", True), ("T", False)])
def test_266_thump_thump_boom_100_to_itself_and_heads_knocks_out_the_defender(coin, opp_knocked_out):
    s = Scenario().active(0, IONOS_ELECTRODE, energy=[L, L]).bench(0, DREEPY)
    s.active(1, RAGING_BOLT_EX).bench(1, BAGON)
    t = s.start().coins(coin)
    t.attack("Thump-Thump Boom")
    assert IONOS_ELECTRODE in t.discard_ids(0)                   # 100 HP: knocked out by itself
    assert (RAGING_BOLT_EX in t.discard_ids(1)) is opp_knocked_out
    assert len(t.player(0).prizes) == (4 if opp_knocked_out else 6)


# -- 267 N's Joltik -----------------------------------------------------------------------------
@pytest.mark.parametrize("tools, paralyzed", [([AIR_BALLOON], True), ([], False)])
def test_267_zapping_short_discards_tools_first_and_then_paralyzes(tools, paralyzed):
    s = attacker(NS_JOLTIK, 366)
    s.active(1, RAGING_BOLT_EX, tools=tools)
    t = s.start()
    t.attack("Zapping Short")
    assert t.mon(1).tools == [] and t.mon(1).damage == 30
    assert (AIR_BALLOON in t.discard_ids(1)) is paralyzed
    assert (t.mon(1).rotation == PARALYZED) is paralyzed


# -- 269 Iono's Bellibolt ex --------------------------------------------------------------------
def test_269_electric_streamer_attaches_lightning_to_ionos_pokemon_as_often_as_you_like():
    s = Scenario().active(0, IONOS_BELLIBOLT_EX).bench(0, IONOS_TADBULB).bench(0, PIKACHU_EX)
    s.hand(0, [L, L, W]).active(1, RAGING_BOLT_EX)
    t = s.start()
    t.ability(0)                                                 # the Basic {L} is the only choice
    assert t.decision.kind == CHOOSE_POKEMON
    assert set(t.options) == {(0, 0), (0, 1)}                    # Iono's Pokémon only
    t.choose((0, 1))
    t.ability(0).choose((0, 0))
    assert t.energy_ids(0, 1) == [L] and t.energy_ids(0, 0) == [L]
    assert not t.can("ability", 0, 0)                            # no Basic {L} left
    assert t.can("attach", W, 2)                                 # the turn's attachment is unused


# -- 271 Iono's Kilowattrel ---------------------------------------------------------------------
def test_271_flashing_draw_discards_a_basic_lightning_from_itself_and_draws_to_6():
    s = Scenario().active(0, IONOS_KILOWATTREL, energy=[L, W]).hand(0, [BAGON, DREEPY]).active(1, BAGON)
    t = s.start()
    t.ability(0)
    assert t.energy_ids(0) == [W] and t.discard_ids(0) == [L]
    assert len(t.player(0).hand) == 6


def test_271_flashing_draw_needs_a_basic_lightning_attached_and_fewer_than_6_cards():
    s = Scenario().active(0, IONOS_KILOWATTREL, energy=[W]).active(1, BAGON)
    assert not s.start().can("ability", 0, 0)
    s = Scenario().active(0, IONOS_KILOWATTREL, energy=[L]).hand(0, [W] * 6).active(1, BAGON)
    assert not s.start().can("ability", 0, 0)


# -- 278 Lillie's Cutiefly and others: heal 10 from this Pokémon ---------------------------------
@pytest.mark.parametrize("cid", [278, 346, 511, 560, 768])
def test_hold_still_heals_10_from_this_pokemon(cid):
    t = attacker(cid, 382, damage=30).start()
    t.use(cid, 382)
    assert t.mon(0).damage == 20


# -- 279 Lillie's Ribombee ----------------------------------------------------------------------
def test_279_inviting_wink_benches_chosen_basics_from_the_opponents_hand():
    s = Scenario().active(0, LILLIES_CUTIEFLY).hand(0, [LILLIES_RIBOMBEE])
    s.active(1, RAGING_BOLT_EX).hand(1, [MEOWTH_EX, DREEPY, W, METAPOD])
    t = s.start().evolve(LILLIES_RIBOMBEE, 0)
    t.choose(True)
    assert t.card_options() == {MEOWTH_EX, DREEPY}              # Basic Pokémon only
    t.choose(DREEPY, MEOWTH_EX)
    assert sorted(m.cid for m in t.player(1).bench) == [DREEPY, MEOWTH_EX]
    assert t.at_main(0)                                          # no Last-Ditch Catch: not played from hand
    assert sorted(c >> 7 for c in t.player(1).hand) == [W, METAPOD]


def test_279_inviting_wink_not_offered_against_a_full_bench():
    s = Scenario().active(0, LILLIES_CUTIEFLY).hand(0, [LILLIES_RIBOMBEE])
    s.active(1, RAGING_BOLT_EX).hand(1, [DREEPY])
    for _ in range(5):
        s.bench(1, BAGON)
    t = s.start().evolve(LILLIES_RIBOMBEE, 0)
    assert t.at_main(0)


# -- 283 Mamoswine ex ---------------------------------------------------------------------------
def test_283_rumbling_march_40_more_per_benched_stage_2():
    s = attacker(MAMOSWINE_EX, 390, defender=MEGA_LATIAS_EX).bench(0, LUDICOLO).bench(0, BUTTERFREE).bench(0, METAPOD)
    t = s.start()
    t.attack("Rumbling March")
    assert t.mon(1).damage == 180 + 80


def test_283_mammoth_hauler_takes_a_pokemon_from_the_deck():
    s = Scenario().active(0, MAMOSWINE_EX).deck(0, [W, SNOVER, SWITCH]).active(1, BAGON)
    t = s.start()
    t.ability(0)
    assert t.card_options() == {SNOVER}
    t.choose(SNOVER)
    assert t.hand_ids(0) == [SNOVER] and len(t.player(0).deck) == 2


# -- 287 Lycanroc -------------------------------------------------------------------------------
def test_287_clamping_fangs_40_more_per_damage_counter_on_the_defender():
    s = attacker(LYCANROC, 395)
    s.active(1, RAGING_BOLT_EX, damage=30)
    t = s.start()
    t.attack("Clamping Fangs")
    assert t.mon(1).damage == 30 + 40 + 120


def test_287_spike_clad_attaches_up_to_2_spiky_energy_from_the_discard():
    s = Scenario().active(0, ROCKRUFF).hand(0, [LYCANROC]).discard(0, [SPIKY, SPIKY, SPIKY, F]).active(1, BAGON)
    t = s.start().evolve(LYCANROC, 0).choose(True)
    assert t.card_options() == {SPIKY}                           # a second one, or done
    t.choose(SPIKY)
    assert t.energy_ids(0) == [SPIKY, SPIKY] and t.discard_ids(0) == sorted([SPIKY, F])


# -- 288 Hop's Silicobra / 289 Hop's Sandaconda ------------------------------------------------
def test_288_turf_maker_takes_a_stadium_from_the_deck():
    t = attacker(HOPS_SILICOBRA, 396).deck(0, [W, NS_CASTLE, SWITCH]).start()
    t.attack("Turf Maker")
    assert t.card_options() == {NS_CASTLE}
    t.choose(NS_CASTLE)
    assert t.hand_ids(1 - 1) == [NS_CASTLE]


def test_289_break_ground_also_hits_each_of_your_benched_pokemon():
    s = attacker(HOPS_SANDACONDA, 399).bench(0, DREEPY).bench(0, BAGON).bench(1, STUFFUL)
    t = s.start()
    t.attack("Break Ground")
    assert t.mon(1).damage == 140 and t.mon(1, 1).damage == 0
    assert t.mon(0, 1).damage == 20 and t.mon(0, 2).damage == 20 and t.mon(0).damage == 0


# -- 290 Tyranitar ------------------------------------------------------------------------------
@pytest.mark.parametrize("tyranitar_active, item_ok", [(True, False), (False, True)])
def test_290_daunting_gaze_stops_the_opponents_items_while_active(tyranitar_active, item_ok):
    s = Scenario().active(0, DREEPY).bench(0, BAGON).hand(0, [SWITCH, BOSS])
    if tyranitar_active:
        s.active(1, TYRANITAR).bench(1, STUFFUL)
    else:
        s.active(1, STUFFUL).bench(1, TYRANITAR)
    t = s.start()
    assert t.can("play", SWITCH) is item_ok
    assert t.can("play", BOSS)                                   # Supporters still allowed


# -- 291 N's Purrloin ---------------------------------------------------------------------------
def test_291_thieving_swipe_puts_a_chosen_card_from_the_opponents_hand_on_the_bottom():
    s = attacker(NS_PURRLOIN, 401).hand(1, [DREEPY, W, W])
    t = s.start()
    t.attack("Thieving Swipe")
    assert t.card_options() == {DREEPY, W}
    t.choose(DREEPY)
    assert t.player(1).deck[0] >> 7 == DREEPY
    assert sorted(c >> 7 for c in t.player(1).hand) == [W, W, W]     # + the card drawn next turn


# -- 294 N's Klink and others: 2 coins, 10 per heads ------------------------------------------
@pytest.mark.parametrize("cid", [294, 350, 739, 822, 1035, 1407])
@pytest.mark.parametrize("coins, damage", [("HH", 20), ("HT", 10)])
def test_double_spin_10_per_heads_of_2_coins(cid, coins, damage):
    t = attacker(cid, 404).start().coins(coins)
    t.use(cid, 404)
    assert t.mon(1).damage == damage


def test_296_triple_smash_120_per_heads_of_3_coins():
    t = attacker(NS_KLINKLANG, 408, defender=MEGA_LATIAS_EX).start().coins("HTH")
    t.attack("Triple Smash")
    assert t.mon(1).damage == 240


# -- 297 Magearna -------------------------------------------------------------------------------
@pytest.mark.parametrize("magearna_active, left", [(True, 10), (False, 100)])
def test_297_auto_heal_heals_90_from_the_pokemon_energy_is_attached_to(magearna_active, left):
    s = Scenario()
    if magearna_active:
        s.active(0, MAGEARNA).bench(0, WAILMER, damage=100)
    else:
        s.active(0, STUFFUL).bench(0, WAILMER, damage=100).bench(0, MAGEARNA)
    t = s.hand(0, [W]).active(1, BAGON).start()
    t.attach(W, 1)
    assert t.mon(0, 1).damage == left


def test_297_auto_heal_also_for_an_attachment_from_the_hand_by_an_effect():
    s = Scenario().active(0, MAGEARNA).bench(0, IONOS_BELLIBOLT_EX, damage=150).hand(0, [L])
    t = s.active(1, BAGON).start()
    t.ability(1)                                 # Electric Streamer: the {L} to Bellibolt, the only Iono's
    assert t.mon(0, 1).damage == 60


# -- 298 Hop's Corviknight / 835 Empoleon ex ----------------------------------------------------
@pytest.mark.parametrize("cid", [298, 835])
def test_steel_wing_takes_60_less_next_turn(cid):
    s = attacker(cid, 411, defender=TERAPAGOS).bench(1, TERAPAGOS, energy=[W, W, W])
    t = s.start()
    t.use(cid, 411)                              # knocks out the Active Terapagos; the other comes up
    t.attack("Hard Tackle")
    assert t.mon(0).damage == 40


# -- 299 Hop's Zacian ex ------------------------------------------------------------------------
def test_299_brave_slash_cant_be_used_during_your_next_turn():
    t = attacker(HOPS_ZACIAN_EX, 413, defender=MEGA_LATIAS_EX).start()
    t.attack("Brave Slash")
    t.end_turn()
    assert t.at_main(0)
    assert not t.can("attack", "Brave Slash") and t.can("attack", "Insta-Strike")


# -- 302 Salamence ex / 306 Dudunsparce ex ------------------------------------------------------
def test_302_wide_blast_50_to_each_benched_pokemon_not_the_active():
    s = attacker(SALAMENCE_EX, 418).bench(1, DREEPY).bench(1, STUFFUL)
    t = s.start()
    t.attack("Wide Blast")
    assert t.mon(1).damage == 0 and t.mon(1, 1).damage == 50 and t.mon(1, 2).damage == 50


def test_306_tenacious_tail_60_per_opponents_pokemon_ex():
    s = attacker(DUDUNSPARCE_EX, 425, defender=MEGA_LATIAS_EX).bench(1, PIKACHU_EX).bench(1, DREEPY)
    t = s.start()
    t.attack("Tenacious Tail")
    assert t.mon(1).damage == 120


# -- 310 Hop's Dubwool --------------------------------------------------------------------------
def test_310_defiant_horn_brings_up_an_opponents_benched_pokemon_on_evolving():
    s = Scenario().active(0, HOPS_WOOLOO).hand(0, [HOPS_DUBWOOL])
    s.active(1, RAGING_BOLT_EX).bench(1, DREEPY).bench(1, STUFFUL)
    t = s.start().evolve(HOPS_DUBWOOL, 0).choose(True, (1, 2))
    assert t.mon(1).cid == STUFFUL and t.mon(1, 2).cid == RAGING_BOLT_EX


# -- 322 Lilligant ------------------------------------------------------------------------------
@pytest.mark.parametrize("cid, energy, name, damage", [
    (HEATMOR, [R, R], "Fire Claws", 60 + 20),        # {R}: +20
    (WAILMER, [W, W, W], "Surf", 60),                # {W}: nothing
])
def test_322_sunny_day_grass_and_fire_attacks_do_20_more(cid, energy, name, damage):
    s = Scenario().active(0, cid, energy=energy).bench(0, LILLIGANT).active(1, RAGING_BOLT_EX)
    t = s.start()
    t.attack(name)
    assert t.mon(1).damage == damage


def test_322_sunny_day_doesnt_help_the_opponents_attacks():
    s = Scenario(current=1).active(1, HEATMOR, energy=[R, R]).active(0, RAGING_BOLT_EX).bench(0, LILLIGANT)
    t = s.start()
    t.attack("Fire Claws")
    assert t.mon(0).damage == 60


# -- 329 Tapu Koko ex / 556 Cinccino ------------------------------------------------------------
@pytest.mark.parametrize("cid", [329, 556])
def test_linked_lightning_20_more_per_benched_pokemon(cid):
    s = attacker(cid, 458).bench(0, DREEPY).bench(0, BAGON).bench(0, STUFFUL).bench(1, SNOVER)
    t = s.start()
    t.use(cid, 458)
    assert t.mon(1).damage == attack_of(cid, 458).damage + 60


# -- 923 Floragato / 924 Meowscarada ------------------------------------------------------------
@pytest.mark.parametrize("coin, damage, left", [("H", 60, 10), ("T", 30, 40)])
def test_923_magical_leaf_heads_30_more_and_heals_30(coin, damage, left):
    t = attacker(FLORAGATO, 1329, damage=40).start().coins(coin)
    t.attack("Magical Leaf")
    assert t.mon(1).damage == damage and t.mon(0).damage == left


def test_924_showtime_switches_it_from_the_bench_into_the_active_spot():
    s = Scenario().active(0, DREEPY, conditions=["paralyzed"]).bench(0, BAGON).bench(0, MEOWSCARADA)
    t = s.active(1, STUFFUL).start()
    assert not t.can("ability", 0, 0)
    t.ability(2)
    assert t.mon(0).cid == MEOWSCARADA and t.mon(0, 2).cid == DREEPY
    assert t.mon(0, 2).rotation == NONE                          # II-C-03 R4
    assert not t.can("ability", 0, 0)                            # in the Active Spot now


# -- 1112 Super Potion --------------------------------------------------------------------------
def test_1112_super_potion_heals_60_then_discards_an_energy_from_that_pokemon():
    s = Scenario().active(0, DREEPY, energy=[W]).bench(0, BAGON, damage=80, energy=[W, F])
    t = s.hand(0, [SUPER_POTION]).active(1, STUFFUL).start()
    t.play(SUPER_POTION)                                         # the only damaged Pokémon is chosen
    assert t.mon(0, 1).damage == 20
    assert t.card_options() == {W, F}
    t.choose(F)
    assert t.energy_ids(0, 1) == [W] and F in t.discard_ids(0) and t.energy_ids(0) == [W]


def test_1112_super_potion_needs_a_damaged_pokemon():
    s = Scenario().active(0, DREEPY, energy=[W]).hand(0, [SUPER_POTION]).active(1, STUFFUL)
    assert not s.start().can("play", SUPER_POTION)


# -- 1172 Lillie's Pearl ------------------------------------------------------------------------
@pytest.mark.parametrize("cid, prizes_taken", [(LILLIES_CLEFAIRY_EX, 1), (PIKACHU_EX, 2)])
def test_1172_lillies_pearl_one_prize_fewer_for_a_lillies_pokemon(cid, prizes_taken):
    s = Scenario(current=1).active(1, WAILMER, energy=[W, W, W]).active(0, cid, damage=180, tools=[LILLIES_PEARL])
    s.bench(0, DREEPY)
    t = s.start()
    t.attack("Surf")
    assert cid in t.discard_ids(0) and LILLIES_PEARL in t.discard_ids(0)
    assert len(t.player(1).prizes) == 6 - prizes_taken


# -- 1181 Billy & O'Nare ------------------------------------------------------------------------
@pytest.mark.parametrize("others, hand_after", [(7, 9), (8, 12)])
def test_1181_billy_and_onare_draws_2_more_with_10_cards_in_hand(others, hand_after):
    s = Scenario().active(0, DREEPY).hand(0, [BILLY_ONARE] + [W] * others).active(1, STUFFUL)
    t = s.start().play(BILLY_ONARE)
    assert len(t.player(0).hand) == hand_after


# -- 1208 Iris's Fighting Spirit ----------------------------------------------------------------
def test_1208_iris_discards_another_card_then_draws_until_6():
    s = Scenario().active(0, DREEPY).hand(0, [IRIS, BAGON, SWITCH]).active(1, STUFFUL)
    t = s.start().play(IRIS)
    assert t.card_options() == {BAGON, SWITCH}
    t.choose(SWITCH)
    assert SWITCH in t.discard_ids(0) and IRIS in t.discard_ids(0)
    assert len(t.player(0).hand) == 6 and BAGON in t.hand_ids(0)


@pytest.mark.parametrize("others", [0, 7])
def test_1208_iris_needs_another_card_and_something_to_draw(others):
    s = Scenario().active(0, DREEPY).hand(0, [IRIS] + [W] * others).active(1, STUFFUL)
    assert not s.start().can("play", IRIS)


# -- 1254 Levincia ------------------------------------------------------------------------------
def test_1254_levincia_puts_up_to_2_basic_lightning_energy_into_the_hand_once_a_turn():
    s = Scenario().active(0, DREEPY).discard(0, [L, L, L, W]).stadium(LEVINCIA, 1).active(1, STUFFUL)
    t = s.start().stadium_ability()
    assert t.card_options() == {L}                               # a second one, or done
    t.choose(L)
    assert t.hand_ids(0) == [L, L] and t.discard_ids(0) == [W, L]
    assert not t.can("stadium")


def test_1254_levincia_not_usable_without_basic_lightning_in_the_discard():
    s = Scenario().active(0, DREEPY).discard(0, [W]).stadium(LEVINCIA).active(1, STUFFUL)
    assert not s.start().can("stadium")
