"""Scenario tests of the Destined Rivals (DRI) cards of the reference decks."""

import pytest

from ptcg.decisions import CHOOSE_ATTACK, CHOOSE_POKEMON
from ptcg.effects import move_energy
from ptcg.rules import queries as Q
from ptcg.testing import DONE, Scenario

G, W, P, F, D = 1, 3, 5, 6, 7
TR_ENERGY = 15
SNOVER, SCORBUNNY, KYOGRE, DRAGAPULT_EX = 722, 151, 721, 121
CHIKORITA, BAYLEEF = 708, 709
ROSELIA, ROSERADE, SHAYMIN = 341, 342, 343
GIBLE, GABITE, GARCHOMP_EX, SPIRITOMB = 379, 380, 381, 387
KANGASKHAN_EX = 756
TAROUNTULA, SPIDOPS = 400, 401
SMOLIV, DOLLIV, ARBOLIVA_EX = 402, 403, 404
ARTICUNO, MEWTWO_EX, MIMIKYU, NIDORAN_F = 414, 431, 434, 450
IMPIDIMP, MORGREM, GRIMMSNARL_EX, PURRLOIN = 646, 647, 648, 642
GROWL_CHIKORITA = 917
SACRED_ASH, TRANSCEIVER, POWER_WEIGHT = 1129, 1134, 1173
ARIANA, ARCHER, GIOVANNI, PETREL, PROTON = 1216, 1217, 1218, 1219, 1220
WATCHTOWER, FACTORY, SPIKEMUTH_GYM = 1256, 1257, 1259
BOSS, MEGA_SIGNAL = 1182, 1145
HOPS_WOOLOO, HOPS_SNORLAX = 309, 304


# -- 15 Team Rocket's Energy -------------------------------------------------------------------

def test_15_team_rockets_energy_can_be_attached_only_to_team_rockets_pokemon():
    s = Scenario().active(0, MIMIKYU).bench(0, SNOVER).active(1, SNOVER).hand(0, [TR_ENERGY])
    t = s.start()
    assert t.can("attach", TR_ENERGY, 0)
    assert not t.can("attach", TR_ENERGY, 1)


def test_15_team_rockets_energy_gives_two_units_each_psychic_or_darkness():
    s = Scenario().active(0, MEWTWO_EX, energy=[TR_ENERGY, W])
    s.bench(0, MIMIKYU).bench(0, ARTICUNO).bench(0, TAROUNTULA).active(1, DRAGAPULT_EX)
    t = s.start()
    mon = t.mon(0)
    assert Q.count_units(t.state, mon, P) == 2 and Q.count_units(t.state, mon, D) == 2
    assert t.can("attack", "Erasure Ball")        # {P}{P}{C}: both {P} from the one card
    s = Scenario().active(0, NIDORAN_F, energy=[TR_ENERGY]).active(1, DRAGAPULT_EX)
    assert s.start().can("attack", "Surprise Attack")   # {D} paid by the same kind of card


def test_15_II_C_10_R5_RC_071_team_rockets_energy_moved_to_another_pokemon_is_discarded():
    s = Scenario().active(0, SNOVER).bench(0, MIMIKYU, energy=[TR_ENERGY]).active(1, SNOVER)
    t = s.start()
    src, dst = t.mon(0, 1), t.mon(0, 0)
    assert move_energy(t.state, src, dst, src.energy[0]) is False
    assert dst.energy == [] and t.discard_ids(0) == [TR_ENERGY]


# -- Push Down (22 Hippopotas; deck card 709 Bayleef) ---------------------------------------------

def test_709_bayleef_push_down_II_C_04_opponent_chooses_the_new_active_after_the_damage():
    s = Scenario().active(0, BAYLEEF, energy=[G, G], under=[CHIKORITA])
    s.active(1, SNOVER).bench(1, SCORBUNNY).bench(1, KYOGRE)
    t = s.start()
    t.attack("Push Down")
    assert t.decision.player == 1 and t.decision.kind == CHOOSE_POKEMON
    t.choose((1, 2))
    assert t.mon(1).cid == KYOGRE
    assert t.mon(1, 2).cid == SNOVER and t.mon(1, 2).damage == 50


def test_709_bayleef_push_down_RC_052_no_switch_when_the_active_is_unaffected_by_attack_effects():
    s = Scenario().active(0, BAYLEEF, energy=[G, G], under=[CHIKORITA])
    s.active(1, MIMIKYU).bench(1, ARTICUNO)       # Repelling Veil covers the Basic TR Mimikyu
    t = s.start()
    t.attack("Push Down")
    assert t.mon(1).cid == MIMIKYU and t.mon(1).damage == 50


# -- Cynthia's Pokémon ---------------------------------------------------------------------------

def test_342_cheer_on_to_glory_adds_30_to_cynthias_pokemon_against_the_active():
    s = Scenario().active(0, GIBLE, energy=[F]).bench(0, ROSERADE, under=[ROSELIA]).active(1, SNOVER)
    t = s.start()
    t.attack("Rock Hurl")
    assert t.mon(1).damage == 50


def test_342_cheer_on_to_glory_stacks_and_skips_other_pokemon():
    s = Scenario().active(0, GIBLE, energy=[F]).bench(0, ROSERADE).bench(0, ROSERADE).active(1, SNOVER)
    t = s.start()
    t.attack("Rock Hurl")
    assert t.mon(1).damage == 80                  # two Roserade: +60 (no "doesn't stack")
    s = Scenario().active(0, SNOVER, energy=[W]).bench(0, ROSERADE).active(1, KYOGRE)
    t = s.start()
    t.attack("Beat")
    assert t.mon(1).damage == 10                  # Snover is not a Cynthia's Pokémon


def test_343_flower_curtain_RC_085_prevents_bench_damage_to_pokemon_without_a_rule_box():
    s = Scenario().active(0, 1031, energy=[W], under=[1030])       # Mega Starmie ex, Jetting Blow
    s.active(1, KYOGRE).bench(1, SHAYMIN).bench(1, SCORBUNNY)
    t = s.start()
    t.attack("Jetting Blow")
    t.choose((1, 2))
    assert t.mon(1, 2).damage == 0
    assert t.mon(1).damage == 120                 # the Active is not protected


def test_343_flower_curtain_RC_149_does_not_protect_rule_box_pokemon():
    s = Scenario().active(0, 1031, energy=[W], under=[1030])
    s.active(1, KYOGRE).bench(1, SHAYMIN).bench(1, 648)          # 648: not a Tera Pokémon (III-14)
    t = s.start()
    t.attack("Jetting Blow")
    t.choose((1, 2))
    assert t.mon(1, 2).damage == 50


def test_379_rock_hurl_II_B_06_ignores_resistance():
    s = Scenario().active(0, GIBLE, energy=[F]).active(1, ARTICUNO)       # Articuno resists {F}
    t = s.start()
    t.attack("Rock Hurl")
    assert t.mon(1).damage == 20
    s = Scenario().active(0, GABITE, energy=[F], under=[GIBLE]).active(1, ARTICUNO)
    t = s.start()
    t.attack("Dragonslice")
    assert t.mon(1).damage == 10                  # other attacks still meet Resistance


def test_380_champions_call_searches_a_cynthias_pokemon_once_a_turn():
    s = Scenario().active(0, SNOVER).bench(0, GABITE, under=[GIBLE]).active(1, SNOVER)
    s.deck(0, [SNOVER, GARCHOMP_EX, W, SPIRITOMB])
    t = s.start()
    t.ability(1)
    assert t.card_options() == {GARCHOMP_EX, SPIRITOMB}
    t.choose(GARCHOMP_EX)
    assert t.hand_ids(0) == [GARCHOMP_EX]
    assert not t.can("ability", 1, 0)


def test_387_raging_curse_counts_counters_on_benched_cynthias_pokemon_without_weakness():
    s = Scenario().active(0, SPIRITOMB, energy=[W])
    s.bench(0, GIBLE, damage=30).bench(0, ROSELIA, damage=20).bench(0, SNOVER, damage=50)
    s.active(1, MEWTWO_EX)                        # weak to {D}: not applied
    t = s.start()
    t.attack("Raging Curse")
    assert t.mon(1).damage == 50


def test_1173_cynthias_power_weight_RC_144_gives_70_hp_to_cynthias_pokemon_only():
    s = Scenario().active(0, GIBLE, tools=[POWER_WEIGHT]).bench(0, SNOVER, tools=[POWER_WEIGHT])
    s.active(1, SNOVER)
    t = s.start()
    assert Q.max_hp(t.state, t.mon(0)) == 140
    assert Q.max_hp(t.state, t.mon(0, 1)) == 90


def test_1173_cynthias_power_weight_can_be_attached_from_hand():
    s = Scenario().active(0, GIBLE).active(1, SNOVER).hand(0, [POWER_WEIGHT])
    t = s.start()
    t.attach(POWER_WEIGHT, 0)
    assert Q.remaining_hp(t.state, t.mon(0)) == 140


# -- Damage Rush (395 Breloom; deck card 756 Mega Kangaskhan ex) -------------------------------------

@pytest.mark.parametrize("coins, damage", [("HHT", 300), ("T", 200)])
def test_756_rapid_fire_combo_RC_015_flips_until_tails_50_more_per_heads(coins, damage):
    s = Scenario().active(0, KANGASKHAN_EX, energy=[W, W, W]).active(1, DRAGAPULT_EX)
    t = s.start().coins(coins)
    t.attack("Rapid-Fire Combo")
    assert t.mon(1).damage == damage


# -- Team Rocket's Pokémon -----------------------------------------------------------------------

def test_401_rocket_rush_30_per_team_rockets_pokemon_in_play():
    s = Scenario().active(0, SPIDOPS, energy=[G, W], under=[TAROUNTULA])
    s.bench(0, ARTICUNO).bench(0, MIMIKYU).bench(0, SNOVER).active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Rocket Rush")
    assert t.mon(1).damage == 90


def test_401_charging_up_attaches_a_basic_energy_from_the_discard_to_itself_once():
    s = Scenario().active(0, SNOVER).bench(0, SPIDOPS, under=[TAROUNTULA]).active(1, SNOVER)
    s.discard(0, [MEGA_SIGNAL, P, P])
    t = s.start()
    t.ability(1)
    assert t.energy_ids(0, 1) == [P]
    assert t.discard_ids(0) == sorted([MEGA_SIGNAL, P])
    assert not t.can("ability", 1, 0)


def test_401_charging_up_needs_a_basic_energy_in_the_discard():
    s = Scenario().active(0, SPIDOPS).active(1, SNOVER).discard(0, [MEGA_SIGNAL, TR_ENERGY])
    assert not s.start().can("ability", 0, 0)


def test_414_dark_frost_60_more_with_team_rockets_energy():
    s = Scenario().active(0, ARTICUNO, energy=[W, TR_ENERGY]).active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Dark Frost")
    assert t.mon(1).damage == 120
    s = Scenario().active(0, ARTICUNO, energy=[W, W, W]).active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Dark Frost")
    assert t.mon(1).damage == 60


def test_414_repelling_veil_RC_088_basic_team_rockets_pokemon_ignore_attack_effects():
    s = Scenario().active(0, GROWL_CHIKORITA, energy=[G]).active(1, MIMIKYU).bench(1, ARTICUNO)
    t = s.start()
    t.attack("Growl")
    assert t.state.effects == []                  # Growl's -20 did not reach Mimikyu


def test_414_repelling_veil_covers_articuno_itself_but_not_other_pokemon():
    s = Scenario().active(0, GROWL_CHIKORITA, energy=[G]).active(1, ARTICUNO)
    t = s.start()
    t.attack("Growl")
    assert t.state.effects == []
    s = Scenario().active(0, GROWL_CHIKORITA, energy=[G]).active(1, SNOVER).bench(1, ARTICUNO)
    t = s.start()
    t.attack("Growl")
    assert [e.kind for e in t.state.effects] == ["damage_dealt"]
    s = Scenario().active(0, GROWL_CHIKORITA, energy=[G]).active(1, SPIDOPS, under=[TAROUNTULA])
    s.bench(1, ARTICUNO)
    t = s.start()
    t.attack("Growl")                             # an evolved Team Rocket's Pokémon is not covered
    assert [e.kind for e in t.state.effects] == ["damage_dealt"]


def _mewtwo_table(mimikyu_energy=(TR_ENERGY,), articuno_energy=(W, W)):
    s = Scenario().active(0, MEWTWO_EX, energy=[P, P, W])
    s.bench(0, MIMIKYU, energy=list(mimikyu_energy)).bench(0, ARTICUNO, energy=list(articuno_energy))
    s.bench(0, TAROUNTULA).active(1, DRAGAPULT_EX)
    return s.start()


def test_431_erasure_ball_60_more_per_energy_card_discarded_from_the_bench():
    t = _mewtwo_table()
    t.attack("Erasure Ball")
    t.choose(DONE, W, W)                          # none from Mimikyu, both {W} from Articuno
    assert t.mon(1).damage == 280
    assert t.mon(0, 2).energy == [] and t.discard_ids(0) == [W, W]


def test_431_erasure_ball_II_C_01_R4_a_two_unit_card_fills_both_energy():
    t = _mewtwo_table()
    t.attack("Erasure Ball")
    t.choose(TR_ENERGY)                           # 2 units: nothing more is asked
    assert t.mon(1).damage == 220
    assert t.energy_ids(0, 2) == [W, W]


def test_431_erasure_ball_discarding_is_optional():
    t = _mewtwo_table()
    t.attack("Erasure Ball")
    t.choose(DONE, DONE)
    assert t.mon(1).damage == 160
    assert t.discard_ids(0) == []


def test_431_power_saver_needs_4_team_rockets_pokemon_in_play():
    t = _mewtwo_table()
    assert t.can("attack", "Erasure Ball")
    s = Scenario().active(0, MEWTWO_EX, energy=[P, P, W]).bench(0, MIMIKYU).bench(0, ARTICUNO)
    s.bench(0, SNOVER).active(1, DRAGAPULT_EX)
    assert not s.start().can("attack", "Erasure Ball")


def test_434_gemstone_mimicry_II_C_18_uses_an_attack_of_the_active_tera_pokemon():
    s = Scenario().active(0, MIMIKYU, energy=[P, W]).active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Gemstone Mimicry")
    assert t.decision.kind == CHOOSE_ATTACK and set(t.options) == {153, 154}
    t.choose(153)                                 # Jet Headbutt, whose cost is not needed
    assert t.mon(1).damage == 70


def test_434_gemstone_mimicry_does_nothing_against_a_non_tera_pokemon():
    s = Scenario().active(0, MIMIKYU, energy=[P, W]).active(1, KYOGRE)
    t = s.start()
    t.attack("Gemstone Mimicry")
    assert t.mon(1).damage == 0 and t.state.current == 1


def test_1134_team_rockets_transceiver_finds_a_team_rocket_supporter():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [TRANSCEIVER])
    s.deck(0, [BOSS, PETREL, W, ARIANA])
    t = s.start()
    t.play(TRANSCEIVER)
    assert t.card_options() == {PETREL, ARIANA}
    t.choose(ARIANA)
    assert t.hand_ids(0) == [ARIANA]


def test_1216_ariana_draws_up_to_5_or_8_when_all_pokemon_are_team_rockets():
    s = Scenario().active(0, MIMIKYU).bench(0, ARTICUNO).active(1, SNOVER).hand(0, [ARIANA, W])
    t = s.start()
    t.play(ARIANA)
    assert len(t.player(0).hand) == 8
    s = Scenario().active(0, MIMIKYU).bench(0, SNOVER).active(1, SNOVER).hand(0, [ARIANA, W])
    t = s.start()
    t.play(ARIANA)
    assert len(t.player(0).hand) == 5


def test_1216_ariana_cannot_be_played_when_it_would_draw_nothing():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [ARIANA, W, W, W, W, W])
    assert not s.start().can("play", ARIANA)


def test_1217_archer_II_E_11_after_a_team_rockets_knock_out_reshuffles_both_hands():
    s = Scenario().active(0, MIMIKYU).active(1, SNOVER).hand(0, [ARCHER, W]).hand(1, [W] * 6)
    s.flags(0, kos=[(2, ARTICUNO, True, 1)])
    t = s.start()
    t.play(ARCHER)
    assert len(t.player(0).hand) == 5 and len(t.player(1).hand) == 3
    assert len(t.player(1).deck) == 20 + 6 - 3


@pytest.mark.parametrize("kos", [[], [(2, SNOVER, True, 1)], [(1, ARTICUNO, True, 0)]])
def test_1217_archer_needs_a_team_rockets_pokemon_knocked_out_in_the_opponents_last_turn(kos):
    s = Scenario().active(0, MIMIKYU).active(1, SNOVER).hand(0, [ARCHER]).flags(0, kos=kos)
    assert not s.start().can("play", ARCHER)


def test_1218_giovanni_switches_own_team_rockets_then_gusts():
    s = Scenario().active(0, MIMIKYU).bench(0, SNOVER).bench(0, ARTICUNO)
    s.active(1, SNOVER).bench(1, KYOGRE).bench(1, SCORBUNNY).hand(0, [GIOVANNI])
    t = s.start()
    t.play(GIOVANNI)                              # only Articuno is a Benched TR Pokémon
    t.choose((1, 2))
    assert t.mon(0).cid == ARTICUNO and t.mon(1).cid == SCORBUNNY


@pytest.mark.parametrize("active, bench", [(MIMIKYU, SNOVER), (SNOVER, ARTICUNO)])
def test_1218_giovanni_RC_205_cannot_be_played_without_the_first_switch(active, bench):
    s = Scenario().active(0, active).bench(0, bench).active(1, SNOVER).bench(1, KYOGRE).hand(0, [GIOVANNI])
    assert not s.start().can("play", GIOVANNI)


def test_1219_petrel_searches_any_trainer_card():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [PETREL])
    s.deck(0, [SNOVER, W, MEGA_SIGNAL, BOSS, WATCHTOWER])
    t = s.start()
    t.play(PETREL)
    assert t.card_options() == {MEGA_SIGNAL, BOSS, WATCHTOWER}
    t.choose(WATCHTOWER)
    assert t.hand_ids(0) == [WATCHTOWER]


def test_1220_proton_on_the_first_turn_finds_up_to_3_basic_team_rockets_pokemon():
    s = Scenario(turn=1).active(0, SNOVER).active(1, SNOVER).hand(0, [PROTON])
    s.deck(0, [MIMIKYU, SPIDOPS, SNOVER, ARTICUNO, MEWTWO_EX])
    t = s.start()
    t.play(PROTON)
    assert t.card_options() == {MIMIKYU, ARTICUNO, MEWTWO_EX}
    t.choose(ARTICUNO, MEWTWO_EX, MIMIKYU)             # picks go in ascending order
    assert t.hand_ids(0) == sorted([ARTICUNO, MIMIKYU, MEWTWO_EX])


def test_1220_other_supporters_stay_unplayable_on_the_first_turn():
    s = Scenario(turn=1).active(0, SNOVER).active(1, SNOVER).hand(0, [PETREL, PROTON])
    t = s.start()
    assert t.can("play", PROTON) and not t.can("play", PETREL)


def test_1256_watchtower_RC_010_colorless_pokemon_have_no_abilities():
    s = Scenario().active(0, HOPS_WOOLOO, energy=[W, W, W]).bench(0, HOPS_SNORLAX).active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Smash Kick")
    assert t.mon(1).damage == 80                  # Extra Helpings works without the Stadium
    s.stadium(WATCHTOWER, owner=1)
    t = s.start()
    t.attack("Smash Kick")
    assert t.mon(1).damage == 50
    assert not Q.abilities_work(t.state, t.mon(0, 1))


def test_1256_watchtower_leaves_other_types_abilities_alone():
    s = Scenario().active(0, GIBLE, energy=[F]).bench(0, ROSERADE).active(1, SNOVER).stadium(WATCHTOWER)
    t = s.start()
    t.attack("Rock Hurl")
    assert t.mon(1).damage == 50


def test_1256_watchtower_can_be_played_from_hand():
    s = Scenario().active(0, SNOVER).bench(0, HOPS_SNORLAX).active(1, SNOVER).hand(0, [WATCHTOWER])
    t = s.start()
    t.play(WATCHTOWER)
    assert t.state.stadium >> 7 == WATCHTOWER
    assert not Q.abilities_work(t.state, t.mon(0, 1))


def test_1257_factory_draws_2_after_a_team_rocket_supporter_once_a_turn():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).stadium(FACTORY).flags(0, supporters_played=[PETREL])
    t = s.start()
    t.stadium_ability()
    assert len(t.player(0).hand) == 2
    assert not t.can("stadium")


def test_1257_factory_needs_a_team_rocket_supporter_played_this_turn():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).stadium(FACTORY).flags(0, supporters_played=[BOSS])
    assert not s.start().can("stadium")
    s = Scenario().active(0, SNOVER).active(1, SNOVER).stadium(FACTORY).hand(0, [PETREL])
    t = s.start()
    assert not t.can("stadium")
    t.play(PETREL)                                # the deck holds no Trainer: nothing to choose
    assert t.can("stadium")


def test_1259_spikemuth_gym_searches_a_marnies_pokemon_for_each_player():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).stadium(SPIKEMUTH_GYM, owner=1)
    s.deck(0, [SNOVER, GRIMMSNARL_EX, W, PURRLOIN])
    t = s.start()
    t.stadium_ability()
    assert t.card_options() == {GRIMMSNARL_EX, PURRLOIN}
    t.choose(PURRLOIN)
    assert t.hand_ids(0) == [PURRLOIN]
    assert not t.can("stadium")


# -- Arboliva ex line ---------------------------------------------------------------------------

def test_403_nutrients_heals_40_from_the_chosen_pokemon():
    s = Scenario().active(0, DOLLIV, energy=[G], under=[SMOLIV], damage=10)
    s.bench(0, SNOVER, damage=60).bench(0, KYOGRE).active(1, SNOVER)
    t = s.start()
    t.attack("Nutrients")
    assert set(t.options) == {(0, 0), (0, 1)}     # the undamaged Kyogre changes nothing
    t.choose((0, 1))
    assert t.mon(0, 1).damage == 20 and t.mon(0).damage == 10


def test_404_oil_salvo_20_per_choice_without_weakness():
    s = Scenario().active(0, ARBOLIVA_EX, energy=[G], under=[SMOLIV, DOLLIV])
    s.active(1, GABITE, under=[GIBLE]).bench(1, SNOVER).bench(1, KYOGRE)      # Gabite is weak to {G}
    t = s.start()
    t.attack("Oil Salvo")
    t.choose(2, 1)                                # 2 on Gabite, 1 on Snover, the other 3 on Kyogre
    assert [t.mon(1, i).damage for i in range(3)] == [40, 20, 60]


def test_404_aroma_shot_recovers_from_all_special_conditions():
    s = Scenario().active(0, ARBOLIVA_EX, energy=[G, G, G], under=[SMOLIV, DOLLIV],
                          conditions=["poisoned", "burned"])
    s.active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Aroma Shot")
    assert t.mon(1).damage == 160
    mon = t.mon(0)
    assert not mon.has_condition() and mon.damage == 0        # no Poison/Burn in the Checkup


# -- 648 Marnie's Grimmsnarl ex ---------------------------------------------------------------------

def _punk_up_table():
    s = Scenario().active(0, PURRLOIN).bench(0, MORGREM, under=[IMPIDIMP]).bench(0, SNOVER)
    s.active(1, SNOVER).hand(0, [GRIMMSNARL_EX]).deck(0, [D, W, D, D, D, D, D])
    return s.start()


def test_648_punk_up_II_E_05_attaches_basic_darkness_energy_to_marnies_pokemon():
    t = _punk_up_table()
    t.evolve(GRIMMSNARL_EX, 1)
    t.choose(True, D, D, DONE)
    assert set(t.options) == {(0, 0), (0, 1)}     # Snover is not a Marnie's Pokémon
    t.choose((0, 1), (0, 0))
    assert t.energy_ids(0, 1) == [D] and t.energy_ids(0, 0) == [D]
    assert len(t.player(0).deck) == 5


def test_648_punk_up_is_optional():
    t = _punk_up_table()
    t.evolve(GRIMMSNARL_EX, 1)
    t.choose(False)
    assert t.energy_ids(0, 1) == [] and len(t.player(0).deck) == 7


def test_648_punk_up_RC_166_also_after_rare_candy():
    s = Scenario().active(0, IMPIDIMP).active(1, SNOVER).hand(0, [1079, GRIMMSNARL_EX]).deck(0, [D, W])
    t = s.start()
    t.play(1079)                                  # Rare Candy: Impidimp straight to Grimmsnarl ex
    t.choose(True, D)
    assert t.mon(0).cid == GRIMMSNARL_EX and t.energy_ids(0) == [D]


def test_648_punk_up_is_not_offered_with_an_empty_deck():
    s = Scenario().active(0, MORGREM, under=[IMPIDIMP]).active(1, SNOVER).hand(0, [GRIMMSNARL_EX]).deck(0, [])
    t = s.start()
    t.evolve(GRIMMSNARL_EX, 0)
    assert t.decision.kind == "main"


# -- Items ----------------------------------------------------------------------------------------

def test_1129_sacred_ash_RC_245_shuffles_up_to_5_pokemon_into_the_deck():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [SACRED_ASH])
    s.discard(0, [SNOVER, KYOGRE, W, MEGA_SIGNAL, SCORBUNNY])
    t = s.start()
    t.play(SACRED_ASH)
    assert t.card_options() == {SNOVER, KYOGRE, SCORBUNNY}
    t.choose(KYOGRE, SNOVER)                      # ascending: nothing after Snover
    assert t.discard_ids(0) == sorted([W, MEGA_SIGNAL, SCORBUNNY, SACRED_ASH])
    assert len(t.player(0).deck) == 22


def test_1129_sacred_ash_needs_a_pokemon_in_the_discard():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [SACRED_ASH]).discard(0, [W])
    assert not s.start().can("play", SACRED_ASH)


# -- cards of the Part II D/E cases (RC-101 .. RC-180) ----------------------------------------

R, M = 2, 8
ETHANS_SLUGMA, ETHANS_MAGCARGO, FLOATZEL, SKWOVET, ARCANINE = 355, 356, 368, 391, 406
HUNTAIL, GOREBYSS, CETITAN_EX, TR_TYRANITAR = 416, 417, 424, 442
TR_GOLBAT, TR_CROBAT_EX, TR_MURKROW, ZAMAZENTA, TR_MEOWTH = 457, 458, 463, 467, 470
MEGA_LUCARIO_EX, SPEAROW, MEGA_VENUSAUR_EX, PALAFIN, FINIZEN = 678, 701, 652, 106, 105
HEROS_CAPE_TOOL = 1159


def test_356_melt_away_no_retreat_cost_only_without_energy():
    s = Scenario().active(0, ETHANS_MAGCARGO, under=[ETHANS_SLUGMA]).bench(0, SNOVER).active(1, SNOVER)
    assert s.start().can("retreat", 1)
    s = Scenario().active(0, ETHANS_MAGCARGO, under=[ETHANS_SLUGMA], energy=[R]).bench(0, SNOVER)
    s.active(1, SNOVER)
    t = s.start()
    assert Q.retreat_cost(t.state, t.mon(0)) == 3 and not t.can("retreat", 1)
    for energy, cost in (([], 0), ([R], 2)):              # 788 Charmander — Agile: the same text
        t = Scenario().active(0, 788, energy=energy).active(1, SNOVER).start()
        assert Q.retreat_cost(t.state, t.mon(0)) == cost


def test_493_lava_burst_70_per_fire_energy_card_discarded_none_allowed():
    s = Scenario().active(0, ETHANS_MAGCARGO, under=[ETHANS_SLUGMA], energy=[R, R, R, R]).active(1, KYOGRE)
    t = s.start()
    t.attack("Lava Burst").choose(R, R, DONE)
    assert t.mon(1).damage == 140 and t.discard_ids(0) == [R, R]
    t = s.start()
    t.attack("Lava Burst").choose(DONE)
    assert t.mon(1).damage == 0 and t.energy_ids(0) == [R] * 4


def test_509_whirlpool_442_demolition_tackle_discard_an_energy_from_the_defender():
    s = Scenario().active(0, FLOATZEL, energy=[W, W]).active(1, KYOGRE, energy=[W, W])
    t = s.start()
    t.attack("Whirlpool")
    assert t.mon(1).damage == 30 and t.energy_ids(1) == [W] and t.discard_ids(1) == [W]
    s = Scenario().active(0, TR_TYRANITAR, energy=[F, W, W, W]).active(1, CETITAN_EX, energy=[W])
    t = s.start()
    t.attack("Demolition Tackle")
    assert t.mon(1).damage == 180 and t.energy_ids(1) == []


def test_514_652_jungle_dump_heals_30_from_the_attacker():
    s = Scenario().active(0, MEGA_VENUSAUR_EX, energy=[G] * 4, damage=100).active(1, CETITAN_EX)
    t = s.start()
    t.attack("Jungle Dump")
    assert t.mon(1).damage == 240 and t.mon(0).damage == 70


def test_547_701_pluck_discards_the_defenders_tools_before_doing_damage():
    s = Scenario().active(0, SPEAROW, energy=[W]).active(1, KYOGRE, tools=[HEROS_CAPE_TOOL], damage=140)
    s.bench(1, SNOVER)
    t = s.start()
    t.attack("Pluck")
    assert t.discard_ids(1) == sorted([KYOGRE, HEROS_CAPE_TOOL])    # 150 HP again: Knocked Out
    assert len(t.player(0).prizes) == 5
    s = Scenario().active(0, SKWOVET, energy=[W]).active(1, KYOGRE)
    t = s.start()
    t.attack("Gnaw Through")
    assert t.mon(1).damage == 10


@pytest.mark.parametrize("defender, damage", [(GRIMMSNARL_EX, 200), (KYOGRE, 100)])
def test_569_punishing_fang_100_more_against_a_darkness_pokemon(defender, damage):
    s = Scenario().active(0, ARCANINE, energy=[R, W, W]).active(1, defender)
    t = s.start()
    t.attack("Punishing Fang")
    assert t.mon(1).damage == damage


def test_416_divers_catch_basic_water_energy_of_a_knocked_out_water_pokemon_to_the_hand():
    s = Scenario().active(0, MEGA_LUCARIO_EX, energy=[F, F]).active(1, KYOGRE, energy=[W, W, F])
    s.bench(1, HUNTAIL).hand(1, [])
    t = s.start()
    t.attack("Mega Brave")
    assert t.decision.player == 1 and t.decision.kind == "yes_no"
    t.choose(True)
    assert t.hand_ids(1)[:2] == [W, W] and t.discard_ids(1) == sorted([KYOGRE, F])


def test_586_crescendo_wave_attaches_from_hand_before_counting():
    s = Scenario().active(0, GOREBYSS, energy=[W, W]).active(1, CETITAN_EX).hand(0, [W, W, W, G])
    t = s.start()
    t.attack("Crescendo Wave").choose(W, W, W)
    assert t.mon(1).damage == 150 and t.energy_ids(0) == [W] * 5 and t.hand_ids(0) == [G]


@pytest.mark.parametrize("discard, damage", [(True, 280), (False, 140)])
def test_598_crushing_press_140_more_if_the_stadium_is_discarded(discard, damage):
    s = Scenario().active(0, CETITAN_EX, energy=[W] * 4).active(1, MEGA_LUCARIO_EX).stadium(WATCHTOWER, owner=1)
    t = s.start()
    t.attack("Crushing Press").choose(discard)
    assert t.mon(1).damage == damage and (t.state.stadium is None) == discard


def test_442_sand_stream_two_counters_on_each_opposing_basic_at_the_checkup_from_the_active_spot():
    s = Scenario().active(0, TR_TYRANITAR).bench(0, TR_TYRANITAR)
    s.active(1, SNOVER).bench(1, KYOGRE).bench(1, PALAFIN, under=[FINIZEN])
    t = s.start()
    t.end_turn()
    assert [t.mon(1, i).damage for i in range(3)] == [20, 20, 0]      # once: the Benched one is idle


def test_458_biting_spree_right_after_evolving_two_counters_on_each_of_two():
    s = Scenario().active(0, TR_GOLBAT).active(1, SNOVER).bench(1, KYOGRE).bench(1, SNOVER)
    s.hand(0, [TR_CROBAT_EX])
    t = s.start()
    t.evolve(TR_CROBAT_EX, 0).choose(True, (1, 0), (1, 2))
    assert [t.mon(1, i).damage for i in range(3)] == [20, 0, 20]


def test_646_assassins_return_the_pokemon_to_the_hand_attached_cards_discarded():
    s = Scenario().active(0, TR_CROBAT_EX, under=[TR_GOLBAT], energy=[D, D]).bench(0, SNOVER)
    s.active(1, KYOGRE).hand(0, [])
    t = s.start()
    t.attack("Assassin's Return").choose(True)
    assert t.mon(1).damage == 120 and t.hand_ids(0) == sorted([TR_GOLBAT, TR_CROBAT_EX])
    assert t.discard_ids(0) == [D, D] and t.mon(0).cid == SNOVER


def test_463_deceit_and_torment():
    s = Scenario().active(0, TR_MURKROW, energy=[W]).active(1, KYOGRE).deck(0, [W, BOSS, W])
    t = s.start()
    t.attack("Deceit").choose(BOSS)
    assert BOSS in t.hand_ids(0)
    s = Scenario().active(0, TR_MURKROW, energy=[D, W]).active(1, KYOGRE, energy=[W, W, W])
    t = s.start()
    t.attack("Torment")
    assert t.decision.kind == CHOOSE_ATTACK and set(t.options) == {1042, 1043}
    t.choose(1043)
    assert t.can("attack", "Riptide") and not t.can("attack", "Swirling Waves")


def test_660_strong_bash_counters_on_the_attacker_equal_to_the_damage_taken():
    s = Scenario().active(0, ZAMAZENTA, energy=[M, M, W]).bench(0, SNOVER)
    s.active(1, MEGA_LUCARIO_EX, energy=[F])
    t = s.start()
    t.attack("Strong Bash")
    t.attack("Aura Jab")                              # 130 on Zamazenta's 130 HP: Knocked Out ...
    assert t.mon(1).damage == 70 + 130                # ... but it strikes back first
    assert ZAMAZENTA in t.discard_ids(0) and len(t.player(1).prizes) == 5


def test_664_fury_swipes_20_per_heads():
    s = Scenario().active(0, TR_MEOWTH, energy=[W, W]).active(1, KYOGRE)
    t = s.start()
    t.coins("HTH").attack("Fury Swipes")
    assert t.mon(1).damage == 40

# -- cards of the II-B / II-C cases ------------------------------------------------------------
L_ENERGY = 4
ELECTIVIRE_EX, MUDBRAY, BOUFFALANT_EX, MEGA_DIANCIE_EX, TR_WOBBUFFET, TR_ORBEETLE = 372, 382, 631, 766, 432, 436
TR_NIDOKING_EX, STEVENS_SKARMORY, BLISSEY_EX, PALAFIN_EX_DRI, VIBRAVA = 455, 638, 125, 107, 823
GRANITE_CAVE = 1258


def test_372_electivire_ex_dual_bolt_and_high_voltage_press():
    s = Scenario().active(0, ELECTIVIRE_EX, energy=[L_ENERGY, L_ENERGY, W, W]).active(1, BLISSEY_EX)
    s.bench(1, SNOVER).bench(1, KYOGRE)
    t = s.start().attack("Dual Bolt").choose((1, 1))
    assert t.mon(1, 1).damage == 50 and t.mon(1, 2).damage == 50 and t.mon(1).damage == 0
    t = s.start().attack("High-Voltage Press")
    assert t.mon(1).damage == 180                          # 1 extra Energy only
    s.active(0, ELECTIVIRE_EX, energy=[L_ENERGY, L_ENERGY, W, W, W])
    assert s.start().attack("High-Voltage Press").mon(1).damage == 280


def test_382_mudbray_running_charge_40_per_heads():
    s = Scenario().active(0, MUDBRAY, energy=[F, F]).active(1, BLISSEY_EX)
    t = s.start().coins("HHT").attack("Running Charge")
    assert t.mon(1).damage == 80 * 2                       # Blissey ex is weak to {F}


def test_383_mud_coat_bouffer_and_diamond_coat_take_30_less_after_weakness():
    for defender in (BOUFFALANT_EX, MEGA_DIANCIE_EX):
        s = Scenario().active(0, VIBRAVA, energy=[F, F]).active(1, defender)
        t = s.start().attack("Super Vibration")
        weak = t.mon(1).card.weakness == F
        assert t.mon(1).damage == (120 if weak else 60) - 30


def test_432_team_rockets_wobbuffet_rocket_mirror_moves_all_counters_of_a_benched_team_rockets_pokemon():
    s = Scenario().active(0, TR_WOBBUFFET, energy=[P, P]).bench(0, TR_ORBEETLE, damage=40).bench(0, SNOVER, damage=20)
    s.active(1, BLISSEY_EX)
    t = s.start().attack("Rocket Mirror")                  # only Orbeetle is a Team Rocket's one
    assert t.mon(0, 1).damage == 0 and t.mon(0, 2).damage == 20 and t.mon(1).damage == 40


def test_436_team_rockets_orbeetle_rocket_brain_and_psychic():
    s = Scenario().active(0, TR_ORBEETLE, energy=[P, P, P], damage=20).bench(0, SNOVER).bench(0, KYOGRE)
    s.active(1, BLISSEY_EX, energy=[W, W])
    t = s.start()
    t.ability(0, 0).choose((0, 2))
    t.ability(0, 0).choose((0, 2))
    assert t.mon(0).damage == 0 and t.mon(0, 2).damage == 20
    assert not t.can("ability", 0, 0)                      # Kyogre is not a Team Rocket's Pokémon
    t.attack("Psychic")
    assert t.mon(1).damage == 40 + 80


def test_455_team_rockets_nidoking_ex_tainted_horn_poison_of_8_counters():
    s = Scenario().active(0, TR_NIDOKING_EX, energy=[D, D, D]).active(1, BLISSEY_EX)
    t = s.start().attack("Tainted Horn")
    assert t.mon(1).damage == 100 + 80 and t.mon(1).poison == 8


def test_1258_granite_cave_steven_pokemon_take_30_less_from_the_opponents_attacks():
    s = Scenario().active(0, KYOGRE, energy=[W, W, W]).active(1, STEVENS_SKARMORY).stadium(GRANITE_CAVE)
    assert s.start().attack("Swirling Waves").mon(1).damage == 100
    s = Scenario().active(0, KYOGRE, energy=[W, W, W]).active(1, BLISSEY_EX).stadium(GRANITE_CAVE)
    assert s.start().attack("Swirling Waves").mon(1).damage == 130   # not a Steven's Pokémon


# -- 398 Lurantis, 424 Cetitan ex, 428 Team Rocket's Ampharos, 459 Team Rocket's Grimer --------------------

FOMANTIS, LURANTIS, CETODDLE, TR_MAREEP, TR_FLAAFFY, TR_AMPHAROS, TR_GRIMER = 397, 398, 423, 426, 427, 428, 459
LOTAD = 260


def test_398_lurantis_petal_blade_dance_discards_2_basic_grass_or_does_nothing():
    s = Scenario().active(0, LURANTIS, under=[FOMANTIS], energy=[G]).active(1, KANGASKHAN_EX)
    t = s.hand(0, [G, G, W]).start().attack("Petal Blade Dance").choose(True)
    assert t.mon(1).damage == 130 and t.discard_ids(0) == [G, G]
    t = s.hand(0, [G, W]).start().attack("Petal Blade Dance")
    assert t.mon(1).damage == 0 and t.hand_ids(0) == [G, W]


def test_424_cetitan_ex_snow_camouflage_ignores_the_opponents_boss_orders():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).bench(1, CETITAN_EX, under=[CETODDLE]).hand(0, [BOSS])
    t = s.start()
    assert t.can("play", BOSS)
    t.play(BOSS)
    assert t.mon(1).name == "Snover" and t.discard_ids(0) == [BOSS]


def test_428_team_rockets_ampharos_darkest_impulse_4_counters_on_evolving_from_hand_once():
    s = Scenario(turn=4, current=1).active(1, CHIKORITA).hand(1, [BAYLEEF]).active(0, SNOVER)
    s.bench(0, TR_AMPHAROS, under=[TR_MAREEP, TR_FLAAFFY]).bench(0, TR_AMPHAROS, under=[TR_MAREEP, TR_FLAAFFY])
    t = s.start().evolve(BAYLEEF, 0)
    assert t.mon(1).damage == 40


def test_428_darkest_impulse_is_an_ability_battle_cage_keeps_it_off_the_bench():
    battle_cage = 1264
    s = Scenario(turn=4, current=1).active(1, CHIKORITA).bench(1, CHIKORITA).hand(1, [BAYLEEF, BAYLEEF])
    s.active(0, SNOVER).bench(0, TR_AMPHAROS, under=[TR_MAREEP, TR_FLAAFFY]).stadium(battle_cage)
    t = s.start().evolve(BAYLEEF, 1)
    assert t.mon(1, 1).name == "Bayleef" and t.mon(1, 1).damage == 0
    t.evolve(BAYLEEF, 0)
    assert t.mon(1).damage == 40                  # the Active Spot is not protected


def test_459_team_rockets_grimer_corrosive_sludge_discards_the_defender_at_the_end_of_the_next_turn():
    s = Scenario().active(0, TR_GRIMER, energy=[D, D]).active(1, KYOGRE, energy=[W]).bench(1, LOTAD)
    t = s.start().attack("Corrosive Sludge")
    assert t.mon(1).name == "Kyogre"
    t.end_turn()
    assert t.discard_ids(1) == [W, KYOGRE] and t.mon(1).name == "Lotad" and len(t.player(0).prizes) == 6
