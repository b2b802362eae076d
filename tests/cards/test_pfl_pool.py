"""Scenario tests of the Phantasmal Flames (PFL) pool cards beyond the reference decks."""

import pytest

from ptcg.decisions import CHOOSE_CARD, CHOOSE_OPTION, CHOOSE_POKEMON, MAIN, PROMOTE, YES_NO
from ptcg.rules.conditions import conditions_of
from ptcg.testing import DONE, Scenario, attack_of, energy_for, ready_to_attack

C, G, R, W, L, P, F, D, M = 0, 1, 2, 3, 4, 5, 6, 7, 8
DRAGAPULT_EX, SNOVER, SCORBUNNY, STUFFUL, NICKIT, GIMMIGHOUL, MEOWTH_EX = 121, 722, 151, 760, 690, 668, 1071
WOOBAT, KYOGRE = 589, 721
SWITCH, POTION, BRAVE_BANGLE, PUNK_HELMET, LEGACY_ENERGY = 1123, 1117, 1175, 1176, 12
SURFING_BEACH, BATTLE_CAGE = 1262, 1264
GRANBULL, CRESSELIA, DEOXYS, MELOETTA, MEGA_DIANCIE = 763, 764, 1303, 765, 766
ALCREMIE, BEHEEYEM, SERPERIOR, MEGA_GENGAR, HONCHKROW, SABLEYE, ETERNATUS = 769, 964, 1016, 772, 774, 775, 777
GLOOM, VILEPLUME, DUSTOX, ERIKAS_VILEPLUME, MEGA_HERACROSS, LUDICOLO, GENESECT = 779, 780, 854, 911, 781, 784, 785
LOKIX, PRIMARINA, MEGA_CHARIZARD_X, DARUMAKA, DARMANITAN, RESHIRAM, MEGA_EMBOAR = 787, 1362, 790, 792, 793, 794, 932
ORICORIO_EX, CERULEDGE, DEWGONG, PILOSWINE, MAMOSWINE, SUICUNE, PRINPLUP = 795, 797, 799, 801, 802, 803, 805
BOLTUND, PAWMI, PAWMOT, MISMAGIUS_EX, ZACIAN, BRAMBLIN, BRAMBLEGHAST = 808, 809, 811, 813, 816, 817, 818
PALDEAN_TAUROS, FLYGON, MEGA_SHARPEDO, SEVIPER, KROOKODILE, TOXTRICITY, BRONZONG = 819, 824, 828, 829, 832, 834, 837
JIGGLYPUFF, AIPOM, AMBIPOM, SMEARGLE, LINOONE = 841, 843, 844, 845, 847
BLOWTORCH, SACRED_CHARM, GRIMSLEYS_MOVE, FIREBREATHER = 1148, 1177, 1230, 1232


# -- 763 Granbull — Finishing Blow ------------------------------------------------------------

@pytest.mark.parametrize("damage, dealt", [(10, 180), (0, 90)])
def test_763_finishing_blow_90_more_against_an_already_damaged_active(damage, dealt):
    s = ready_to_attack(GRANBULL, 1105)
    s.active(1, DRAGAPULT_EX, damage=damage)
    t = s.start()
    t.attack("Finishing Blow")
    assert t.mon(1).damage == damage + dealt


# -- 764 Cresselia / 1303 Deoxys — Swelling Light --------------------------------------------

@pytest.mark.parametrize("cid", [CRESSELIA, DEOXYS])
def test_1106_swelling_light_attaches_up_to_2_basic_psychic_from_the_deck_to_itself(cid):
    t = ready_to_attack(cid, 1106).deck(0, [W, P, G, P, P]).bench(0, WOOBAT).start()
    before = len(t.mon(0, 0).energy)
    t.use(cid, 1106)
    assert t.card_options() == {P}
    t.choose(P, P)
    assert t.energy_ids(0, 0).count(P) - energy_for(attack_of(cid, 1106)).count(P) == 2
    assert len(t.mon(0, 0).energy) == before + 2
    assert t.energy_ids(0, 1) == []
    assert t.deck_ids(0).count(P) == 1


# -- 765 Meloetta — Soothing Melody -----------------------------------------------------------

def test_765_soothing_melody_heals_120_from_a_benched_psychic_pokemon_only():
    s = ready_to_attack(MELOETTA, 1108).bench(0, SNOVER, damage=60).bench(0, WOOBAT, damage=50)
    s.bench(0, GIMMIGHOUL, damage=10)
    s.active(0, MELOETTA, energy=[P], damage=30)
    t = s.start()
    t.attack("Soothing Melody")
    assert t.decision.kind == CHOOSE_POKEMON and set(t.options) == {(0, 2), (0, 3)}
    t.choose((0, 2))
    assert t.mon(0, 2).damage == 0
    assert t.mon(0, 1).damage == 60 and t.mon(0, 3).damage == 10 and t.mon(0, 0).damage == 30


# -- 766 Mega Diancie ex — Garland Ray ----------------------------------------------------------

@pytest.mark.parametrize("picks, dealt, left", [((P, P), 240, 1), ((P, DONE), 120, 2), ((DONE,), 0, 3)])
def test_766_garland_ray_120_for_each_energy_card_discarded_up_to_2(picks, dealt, left):
    t = Scenario().active(0, MEGA_DIANCIE, energy=[P, P, P]).active(1, DRAGAPULT_EX).start()
    t.attack("Garland Ray")
    assert t.decision.kind == CHOOSE_CARD and DONE in t.options
    t.choose(*picks)
    assert t.mon(1).damage == dealt
    assert len(t.mon(0).energy) == left
    assert t.discard_ids(0).count(P) == 3 - left


# -- 769 Alcremie / 964 Beheeyem / 1016 Serperior — Sweet Circle ------------------------------

@pytest.mark.parametrize("cid", [ALCREMIE, BEHEEYEM, SERPERIOR])
def test_1114_sweet_circle_20_for_each_of_your_pokemon_in_play(cid):
    t = ready_to_attack(cid, 1114).bench(0, SNOVER).bench(0, STUFFUL).bench(1, SNOVER).start()
    t.use(cid, 1114)
    assert t.mon(1).damage == 60


# -- 772 Mega Gengar ex — Shadowy Concealment ---------------------------------------------------

def _concealment(attacker_id: int, *, gengar: bool = True, second: bool = False):
    s = Scenario().active(0, attacker_id, energy=[W]).active(1, NICKIT)
    if gengar:
        s.bench(1, MEGA_GENGAR)
        if second:
            s.bench(1, MEGA_GENGAR)
    s.bench(1, STUFFUL)
    return s.start()


@pytest.mark.parametrize("gengar, second, taken", [(True, False, 0), (True, True, 0), (False, False, 1)])
def test_772_shadowy_concealment_one_prize_fewer_for_a_dark_pokemon_ko_by_an_ex(gengar, second, taken):
    t = _concealment(DRAGAPULT_EX, gengar=gengar, second=second)
    t.attack("Jet Headbutt")                       # 70 damage Knocks Out Nickit (70 HP)
    assert NICKIT in t.discard_ids(1)
    assert 6 - len(t.player(0).prizes) == taken


def test_772_shadowy_concealment_does_not_apply_to_a_non_ex_attacker():
    s = Scenario().active(0, STUFFUL, energy=[W, W]).active(1, NICKIT, damage=60).bench(1, MEGA_GENGAR)
    t = s.start()
    t.attack("Flop")
    assert NICKIT in t.discard_ids(1)
    assert len(t.player(0).prizes) == 5


def test_772_shadowy_concealment_does_not_cover_a_non_dark_pokemon():
    s = Scenario().active(0, DRAGAPULT_EX, energy=[W]).active(1, STUFFUL).bench(1, MEGA_GENGAR)
    t = s.start()
    t.attack("Jet Headbutt")
    assert len(t.player(0).prizes) == 5


# -- 774 Honchkrow — Sniping Feathers -----------------------------------------------------------

def test_774_sniping_feathers_120_to_a_chosen_pokemon_and_discards_2_energy():
    t = Scenario().active(0, HONCHKROW, energy=[D, D, W]).active(1, DRAGAPULT_EX).bench(1, KYOGRE).start()
    t.attack("Sniping Feathers")
    assert set(t.options) == {(1, 0), (1, 1)}
    t.choose((1, 1))
    assert t.mon(1, 1).damage == 120 and t.mon(1, 0).damage == 0
    t.choose(D)                                    # which Energy goes (step 5); the other D follows
    assert t.energy_ids(0) == [W]
    assert len(t.discard_ids(0)) == 2


# -- 775 Sableye — Cocky Claw -------------------------------------------------------------------

@pytest.mark.parametrize("bench, dealt", [(MEGA_GENGAR, 90), (NICKIT, 20), (DUSTOX, 20)])
def test_775_cocky_claw_70_more_with_a_benched_stage_2_dark_pokemon(bench, dealt):
    t = ready_to_attack(SABLEYE, 1121).bench(0, bench).start()
    t.attack("Cocky Claw")
    assert t.mon(1).damage == dealt


# -- 777 Eternatus — Power Rush ----------------------------------------------------------------

@pytest.mark.parametrize("coin, locked", [("T", True), ("H", False)])
def test_777_power_rush_tails_it_cannot_attack_next_turn(coin, locked):
    t = ready_to_attack(ETERNATUS, 1125).start().coins(coin)
    t.attack("Power Rush")
    assert t.mon(1).damage == 130
    t.end_turn()                                   # the opponent's turn ends: our next turn
    assert t.can("attack", "Shatter") is (not locked)


# -- 779 Gloom — Disperse Drool -----------------------------------------------------------------

def test_779_disperse_drool_20_to_every_benched_pokemon_of_both_players_without_weakness():
    s = ready_to_attack(GLOOM, 1127, defender=NICKIT).bench(0, STUFFUL).bench(1, NICKIT).bench(1, KYOGRE)
    t = s.start()
    t.attack("Disperse Drool")
    assert t.mon(1, 0).damage == 40                   # the Active: Weakness to {G}
    assert t.mon(1, 1).damage == 20 and t.mon(1, 2).damage == 20     # Benched Nickit: no Weakness
    assert t.mon(0, 1).damage == 20
    assert t.mon(0, 0).damage == 0


# -- 780 Vileplume / 854 Dustox / 911 Erika's Vileplume ex — Pollen Bomb -----------------------

@pytest.mark.parametrize("cid", [VILEPLUME, DUSTOX, ERIKAS_VILEPLUME])
def test_1128_pollen_bomb_makes_the_defender_asleep_and_poisoned(cid):
    t = ready_to_attack(cid, 1128).start()
    t.use(cid, 1128)
    assert set(conditions_of(t.mon(1))) == {"asleep", "poisoned"}


# -- 780 Vileplume — Lively Flower ---------------------------------------------------------------

@pytest.mark.parametrize("heal_first, dealt", [(True, 180), (False, 60)])
def test_780_lively_flower_120_more_if_healed_this_turn(heal_first, dealt):
    s = ready_to_attack(VILEPLUME, 1129, damage=30).hand(0, [POTION])
    t = s.start()
    if heal_first:
        t.play(POTION)
    t.attack("Lively Flower")
    assert t.mon(1).damage == dealt


# -- 781 Mega Heracross ex — Juggernaut Horn ---------------------------------------------------

def test_781_juggernaut_horn_adds_the_attack_damage_taken_during_the_opponents_last_turn():
    s = Scenario(current=1).active(1, DRAGAPULT_EX, energy=[W]).active(0, MEGA_HERACROSS, energy=[G, G])
    t = s.start()
    t.attack("Jet Headbutt")                                 # 70 to Mega Heracross ex
    assert t.mon(0).damage == 70
    t.attack("Juggernaut Horn")
    assert t.mon(1).damage == 100 + 70


def test_781_juggernaut_horn_counts_only_attack_damage_of_the_last_turn():
    s = Scenario(current=1).active(1, DRAGAPULT_EX, energy=[W]).active(0, MEGA_HERACROSS, energy=[G, G])
    t = s.start()
    t.attack("Jet Headbutt")
    t.end_turn()                                             # player 0 does not attack
    t.end_turn()                                             # player 1 does not attack
    t.attack("Juggernaut Horn")
    assert t.mon(1).damage == 100


def test_781_juggernaut_horn_damage_counters_are_not_damage_from_an_attack():
    s = Scenario()
    s.active(0, MEGA_HERACROSS, energy=[G, G], damage=50).active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Juggernaut Horn")
    assert t.mon(1).damage == 100


# -- 784 Ludicolo — Excited Heal ---------------------------------------------------------------

def test_784_excited_heal_heals_60_with_a_grass_mega_in_play():
    s = Scenario().active(0, LUDICOLO, damage=80).bench(0, MEGA_HERACROSS, damage=30).active(1, SNOVER)
    t = s.start()
    t.ability(0)
    assert set(t.options) == {(0, 0), (0, 1)}
    t.choose((0, 0))
    assert t.mon(0).damage == 20 and t.mon(0, 1).damage == 30
    assert not t.can("ability", 0)                    # once during your turn


@pytest.mark.parametrize("mega, damaged", [(MEGA_GENGAR, True), (MEGA_HERACROSS, False)])
def test_784_excited_heal_needs_a_grass_mega_and_a_damaged_pokemon(mega, damaged):
    s = Scenario().active(0, LUDICOLO, damage=80 if damaged else 0).bench(0, mega).active(1, SNOVER)
    assert not s.start().can("ability", 0)


# -- 785 Genesect — Bug's Cannon ---------------------------------------------------------------

def test_785_bugs_cannon_20_per_grass_energy_to_a_chosen_pokemon():
    t = Scenario().active(0, GENESECT, energy=[G, G, W]).active(1, DRAGAPULT_EX).bench(1, SNOVER).start()
    t.attack("Bug's Cannon").choose((1, 1))
    assert t.mon(1, 1).damage == 40 and t.mon(1, 0).damage == 0


# -- 787 Lokix / 1362 Primarina — Jumping Shot --------------------------------------------------

@pytest.mark.parametrize("cid", [LOKIX, PRIMARINA])
def test_1139_jumping_shot_shuffles_itself_and_attached_cards_into_the_deck(cid):
    atk = attack_of(cid, 1139)
    s = Scenario().active(0, cid, energy=energy_for(atk), tools=[PUNK_HELMET]).bench(0, SNOVER)
    s.active(1, DRAGAPULT_EX)
    t = s.start()
    t.use(cid, 1139)
    assert t.mon(1).damage == atk.damage
    deck = t.deck_ids(0)
    assert cid in deck and PUNK_HELMET in deck and deck.count(W) == 20 + energy_for(atk).count(W)
    assert t.mon(0).name == "Snover" and t.player(0).bench == []      # the only Benched Pokémon came up
    assert len(t.player(1).prizes) == 6                               # not a Knock Out


# -- 790 Mega Charizard X ex — Inferno X --------------------------------------------------------

def test_790_inferno_x_90_for_each_fire_energy_card_discarded_from_your_pokemon():
    s = Scenario().active(0, MEGA_CHARIZARD_X, energy=[R, R, W]).bench(0, SNOVER, energy=[R, W])
    s.active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Inferno X")
    assert t.card_options() == {R}                 # only {R} Energy is offered
    t.choose(R, R)                                 # both from Charizard
    t.choose(R)                                    # the one on Snover
    assert t.mon(1).damage == 270
    assert t.energy_ids(0, 0) == [W] and t.energy_ids(0, 1) == [W]


def test_790_inferno_x_discarding_nothing_does_no_damage():
    t = Scenario().active(0, MEGA_CHARIZARD_X, energy=[R, R]).active(1, DRAGAPULT_EX).start()
    t.attack("Inferno X").choose(DONE)
    assert t.mon(1).damage == 0 and t.energy_ids(0) == [R, R]


# -- 792 Darumaka / 793 Darmanitan — Blaze Ball --------------------------------------------------

@pytest.mark.parametrize("cid, attack_id, dealt", [(DARUMAKA, 1144, 10 + 2 * 20), (DARMANITAN, 1145, 40 + 2 * 40)])
def test_blaze_ball_more_for_each_fire_energy_attached(cid, attack_id, dealt):
    t = Scenario().active(0, cid, energy=[R, R] + [W] * (len(attack_of(cid, attack_id).cost) - 2))
    t = t.active(1, DRAGAPULT_EX).start()
    t.use(cid, attack_id)
    assert t.mon(1).damage == dealt


# -- 794 Reshiram / 932 Mega Emboar ex — Burning Flare ------------------------------------------

@pytest.mark.parametrize("cid", [RESHIRAM, MEGA_EMBOAR])
def test_1147_burning_flare_also_60_damage_to_itself(cid):
    t = ready_to_attack(cid, 1147, defender=MEGA_CHARIZARD_X).start()
    t.use(cid, 1147)
    assert t.mon(1).damage == attack_of(cid, 1147).damage
    assert t.mon(0).damage == 60


# -- 795 Oricorio ex — Excited Turbo -------------------------------------------------------------

def test_795_excited_turbo_attaches_basic_fire_from_hand_to_benched_fire_pokemon_repeatedly():
    s = Scenario().active(0, ORICORIO_EX).bench(0, MEGA_CHARIZARD_X).bench(0, SNOVER).bench(0, DARUMAKA)
    s.active(1, SNOVER).hand(0, [R, R, W])
    t = s.start()
    t.ability(0)
    assert set(t.options) == {(0, 1), (0, 3)}          # Benched {R} Pokémon only
    t.choose((0, 3))
    t.ability(0).choose((0, 1))
    assert t.energy_ids(0, 3) == [R] and t.energy_ids(0, 1) == [R]
    assert not t.can("ability", 0)                     # no Basic {R} Energy left in hand
    assert not t.player(0).energy_attached             # not the turn's attachment


def test_795_excited_turbo_needs_a_fire_mega_in_play():
    s = Scenario().active(0, ORICORIO_EX).bench(0, DARUMAKA).bench(0, MEGA_GENGAR).active(1, SNOVER)
    assert not s.hand(0, [R]).start().can("ability", 0)


# -- 797 Ceruledge — Infernal Slash ---------------------------------------------------------------

def test_797_infernal_slash_discards_4_basic_fire_from_hand_for_220():
    t = ready_to_attack(CERULEDGE, 1151).hand(0, [R, R, R, R, R, W]).start()
    t.attack("Infernal Slash").choose(True)     # 4 of the 5 identical cards: no further question
    assert t.mon(1).damage == 220
    assert t.hand_ids(0) == [R, W]


def test_797_infernal_slash_does_nothing_with_fewer_than_4_basic_fire():
    t = ready_to_attack(CERULEDGE, 1151).hand(0, [R, R, R, W]).start()
    t.attack("Infernal Slash")
    assert t.mon(1).damage == 0 and t.hand_ids(0) == [R, R, R, W]


# -- 799 Dewgong — Slam, Thick Fat ----------------------------------------------------------------

@pytest.mark.parametrize("coins, dealt", [("HH", 140), ("HT", 70), ("TT", 0)])
def test_799_slam_70_for_each_heads(coins, dealt):
    t = ready_to_attack(DEWGONG, 1153).start().coins(coins)
    t.attack("Slam")
    assert t.mon(1).damage == dealt


@pytest.mark.parametrize("attacker_id, energy, attack, taken", [
    (SNOVER, [W], "Beat", 0),                        # {W}: 10 - 30
    (RESHIRAM, [R], "Combustion", 0),                # {R}: 30 - 30
    (STUFFUL, [W, W], "Flop", 20),                   # {C}: not reduced
])
def test_799_thick_fat_30_less_from_fire_or_water_attackers(attacker_id, energy, attack, taken):
    t = Scenario().active(0, attacker_id, energy=energy).active(1, DEWGONG).start()
    t.attack(attack)
    assert t.mon(1).damage == taken


# -- 801 Piloswine — Rising Lunge ----------------------------------------------------------------

@pytest.mark.parametrize("coin, dealt", [("H", 60), ("T", 30)])
def test_801_rising_lunge_30_more_on_heads(coin, dealt):
    t = ready_to_attack(PILOSWINE, 1156).start().coins(coin)
    t.attack("Rising Lunge")
    assert t.mon(1).damage == dealt


# -- 802 Mamoswine — Wreck ------------------------------------------------------------------------

def test_802_wreck_120_more_with_a_stadium_then_discards_it():
    t = ready_to_attack(MAMOSWINE, 1158).stadium(SURFING_BEACH, owner=1).start()
    t.attack("Wreck")
    assert t.mon(1).damage == 240
    assert t.state.stadium is None and SURFING_BEACH in t.discard_ids(1)


def test_802_wreck_without_a_stadium_does_120():
    t = ready_to_attack(MAMOSWINE, 1158).start()
    t.attack("Wreck")
    assert t.mon(1).damage == 120


# -- 803 Suicune — Crystal Fall ------------------------------------------------------------------

@pytest.mark.parametrize("bench_energy, dealt", [([W, W], 120), ([W], 30)])
def test_803_crystal_fall_90_more_with_4_water_energy_in_play(bench_energy, dealt):
    t = ready_to_attack(SUICUNE, 1160).bench(0, SNOVER, energy=bench_energy).start()
    t.attack("Crystal Fall")
    assert t.mon(1).damage == dealt


# -- 805 Prinplup — Targeted Dive ----------------------------------------------------------------

def test_805_targeted_dive_70_to_a_benched_pokemon_only():
    t = ready_to_attack(PRINPLUP, 1164, defender=SCORBUNNY).bench(1, SNOVER).bench(1, KYOGRE).start()
    t.attack("Targeted Dive")
    assert set(t.options) == {(1, 1), (1, 2)}
    t.choose((1, 2))
    assert t.mon(1, 2).damage == 70 and t.mon(1, 0).damage == 0


# -- 808 Boltund — Electric Run -------------------------------------------------------------------

@pytest.mark.parametrize("coin, dealt", [("H", 140), ("T", 70)])
def test_808_electric_run_70_more_on_heads(coin, dealt):
    t = ready_to_attack(BOLTUND, 1167).start().coins(coin)
    t.attack("Electric Run")
    assert t.mon(1).damage == dealt


# -- 809 Pawmi — Growl ---------------------------------------------------------------------------

def test_809_growl_the_defending_pokemon_does_30_less_next_turn():
    s = ready_to_attack(PAWMI, 1168)
    s.active(1, STUFFUL, energy=[W, W])
    t = s.start()
    t.attack("Growl")
    t.attack("Flop")                                         # 20 - 30: no damage
    assert t.mon(0).damage == 0


def test_809_growl_ends_when_the_defending_pokemon_goes_to_the_bench():
    s = ready_to_attack(PAWMI, 1168).bench(1, STUFFUL, energy=[W, W])
    s.active(1, STUFFUL, energy=[W, W, W])
    t = s.start()
    t.attack("Growl")
    t.retreat(1)                                             # the other Stufful comes up
    t.attack("Flop")
    assert t.mon(0).damage == 20


# -- 811 Pawmot — Voltaic Fist ---------------------------------------------------------------------

def test_811_voltaic_fist_may_do_60_to_itself_to_paralyze():
    t = ready_to_attack(PAWMOT, 1171).start()
    t.attack("Voltaic Fist")
    assert t.decision.kind == YES_NO
    t.choose(True)
    assert t.mon(1).damage == 130 and t.mon(0).damage == 60
    assert conditions_of(t.mon(1)) == ["paralyzed"]


def test_811_voltaic_fist_declined_no_self_damage_no_paralysis():
    t = ready_to_attack(PAWMOT, 1171).start()
    t.attack("Voltaic Fist").choose(False)
    assert t.mon(1).damage == 130 and t.mon(0).damage == 0
    assert conditions_of(t.mon(1)) == []


# -- 813 Mismagius ex — Swirling Prose ----------------------------------------------------------

def _prose(active_mismagius: bool = True):
    s = Scenario(current=1)
    if active_mismagius:
        s.active(0, MISMAGIUS_EX).bench(0, SNOVER)
    else:
        s.active(0, SNOVER).bench(0, MISMAGIUS_EX)
    s.active(1, SCORBUNNY, energy=[W]).bench(1, STUFFUL).hand(1, [SWITCH])
    return s.start()


def test_813_swirling_prose_confuses_the_new_active_after_a_retreat():
    t = _prose()
    t.retreat(1)
    assert t.mon(1).name == "Stufful" and conditions_of(t.mon(1)) == ["confused"]


def test_813_swirling_prose_confuses_the_new_active_after_switch():
    t = _prose()
    t.play(SWITCH)
    assert conditions_of(t.mon(1)) == ["confused"]


def test_813_swirling_prose_only_while_mismagius_is_active():
    t = _prose(active_mismagius=False)
    t.retreat(1)
    assert conditions_of(t.mon(1)) == []


def test_813_swirling_prose_not_during_its_owners_turn():
    s = Scenario().active(0, MISMAGIUS_EX).active(1, SCORBUNNY).bench(1, STUFFUL).hand(0, [1182])
    t = s.start()
    t.play(1182)                                               # Boss's Orders on my turn
    assert t.mon(1).name == "Stufful"
    assert conditions_of(t.mon(1)) == []


# -- 816 Zacian — Limit Break ----------------------------------------------------------------------

@pytest.mark.parametrize("prizes, dealt", [(3, 140), (4, 50)])
def test_816_limit_break_90_more_when_the_opponent_has_3_or_fewer_prizes_left(prizes, dealt):
    t = ready_to_attack(ZACIAN, 1177).prizes(1, prizes).start()
    t.attack("Limit Break")
    assert t.mon(1).damage == dealt


# -- 817 Bramblin — Sneaky Placement -----------------------------------------------------------

def test_817_sneaky_placement_puts_1_counter_on_a_chosen_pokemon():
    t = ready_to_attack(BRAMBLIN, 1178).bench(1, SNOVER).start()
    t.attack("Sneaky Placement").choose((1, 1))
    assert t.mon(1, 1).damage == 10 and t.mon(1, 0).damage == 0


# -- 818 Brambleghast — Prison Panic ---------------------------------------------------------

def test_818_prison_panic_confuses_the_opponents_active_on_evolving_from_hand():
    s = Scenario().active(0, BRAMBLIN).active(1, SNOVER).hand(0, [BRAMBLEGHAST])
    t = s.start()
    t.evolve(BRAMBLEGHAST, 0)
    assert t.decision.kind == YES_NO
    t.choose(True)
    assert conditions_of(t.mon(1)) == ["confused"]


# -- 819 Paldean Tauros — Raging Charge ----------------------------------------------------------

def test_819_raging_charge_40_for_each_damaged_tauros():
    s = ready_to_attack(PALDEAN_TAUROS, 1180, damage=10).bench(0, 1339, damage=20).bench(0, 1339)
    s.bench(0, SNOVER, damage=30)
    t = s.start()
    t.attack("Raging Charge")
    assert t.mon(1).damage == 80


# -- 824 Flygon — Sandy Flapping ---------------------------------------------------------------

def test_824_sandy_flapping_discards_the_top_2_of_the_opponents_deck_on_evolving():
    s = Scenario().active(0, 823).active(1, SNOVER).hand(0, [FLYGON]).deck(1, [SWITCH, POTION, W, W])
    t = s.start()
    t.evolve(FLYGON, 0).choose(True)
    assert t.discard_ids(1) == sorted([SWITCH, POTION])


def test_824_sandy_flapping_also_when_knocked_out_in_the_active_spot_by_an_attack():
    s = Scenario().active(0, DRAGAPULT_EX, energy=[W]).active(1, FLYGON, damage=90).bench(1, SNOVER)
    s.deck(0, [SWITCH, POTION, W, W])
    t = s.start()
    t.attack("Jet Headbutt")
    assert t.decision.kind == YES_NO and t.decision.player == 1
    t.choose(True)
    assert sorted(c >> 7 for c in t.player(0).discard) == sorted([SWITCH, POTION])


# -- 828 Mega Sharpedo ex — Hungry Jaws ------------------------------------------------------------

@pytest.mark.parametrize("damage, dealt", [(10, 270), (0, 120)])
def test_828_hungry_jaws_150_more_when_damaged(damage, dealt):
    t = ready_to_attack(MEGA_SHARPEDO, 1193, damage=damage).start()
    t.attack("Hungry Jaws")
    assert t.mon(1).damage == dealt


# -- 829 Seviper — Excited Power -------------------------------------------------------------------

@pytest.mark.parametrize("mega, dealt", [(MEGA_GENGAR, 240), (MEGA_HERACROSS, 120)])
def test_829_excited_power_120_more_to_the_active_with_a_dark_mega_in_play(mega, dealt):
    t = Scenario().active(0, SEVIPER, energy=[D, D, D]).bench(0, mega).active(1, DRAGAPULT_EX).start()
    t.attack("Pitch-Black Fangs")
    assert t.mon(1).damage == dealt


# -- 832 Krookodile — Vengeful Fang ---------------------------------------------------------------

def test_832_vengeful_fang_160_more_after_a_ko_by_an_attack_last_turn():
    s = Scenario(current=1).active(1, DRAGAPULT_EX, energy=[W]).active(0, NICKIT).bench(0, KROOKODILE, energy=[D])
    t = s.start()
    t.attack("Jet Headbutt")                                # Knocks Out Nickit; Krookodile comes up
    t.attack("Vengeful Fang")
    assert t.mon(1).damage == 220


def test_832_vengeful_fang_without_a_ko_does_60():
    t = ready_to_attack(KROOKODILE, 1199).start()
    t.attack("Vengeful Fang")
    assert t.mon(1).damage == 60


# -- 834 Toxtricity — Sinister Surge --------------------------------------------------------------

def test_834_sinister_surge_attaches_a_basic_dark_to_a_benched_dark_and_2_counters_on_it():
    s = Scenario().active(0, TOXTRICITY).bench(0, NICKIT).bench(0, SNOVER).active(1, SNOVER)
    s.deck(0, [W, D, W])
    t = s.start()
    t.ability(0)
    t.choose(D)
    assert t.energy_ids(0, 1) == [D] and t.mon(0, 1).damage == 20
    assert t.mon(0, 2).damage == 0


def test_834_sinister_surge_no_energy_found_no_counters():
    s = Scenario().active(0, TOXTRICITY).bench(0, NICKIT).active(1, SNOVER).deck(0, [W, W])
    t = s.start()
    t.ability(0)
    assert t.mon(0, 1).damage == 0 and t.energy_ids(0, 1) == []


def test_834_sinister_surge_needs_a_benched_dark_pokemon():
    s = Scenario().active(0, TOXTRICITY).bench(0, SNOVER).active(1, SNOVER).deck(0, [D])
    assert not s.start().can("ability", 0)


# -- 837 Bronzong — Tool Drop ----------------------------------------------------------------------

def test_837_tool_drop_40_for_each_tool_on_all_pokemon():
    s = ready_to_attack(BRONZONG, 1208, tools=[PUNK_HELMET]).bench(0, SNOVER, tools=[PUNK_HELMET])
    s.bench(1, SNOVER, tools=[BRAVE_BANGLE])
    t = s.start()
    t.attack("Tool Drop")
    assert t.mon(1).damage == 120


# -- 841 Jigglypuff — Ball Roll --------------------------------------------------------------------

@pytest.mark.parametrize("coins, dealt", [("HHT", 40), ("T", 0)])
def test_841_ball_roll_20_for_each_heads_until_tails(coins, dealt):
    t = ready_to_attack(JIGGLYPUFF, 1213).start().coins(coins)
    t.attack("Ball Roll")
    assert t.mon(1).damage == dealt


# -- 843 Aipom — Astonish --------------------------------------------------------------------------

def test_843_astonish_shuffles_a_random_card_of_the_opponents_hand_into_their_deck():
    t = ready_to_attack(AIPOM, 1216).hand(1, [SWITCH, POTION]).deck(1, [W] * 5).start()
    t.attack("Astonish")
    # 1 card left + the turn's draw; the deck got 1 card back (5 + 1 - 1)
    assert len(t.player(1).hand) == 2 and len(t.player(1).deck) == 5
    assert sorted(t.hand_ids(1) + t.deck_ids(1)).count(SWITCH) == 1
    assert t.mon(1).damage == 20


# -- 844 Ambipom — Dual Tail ---------------------------------------------------------------------

def test_844_dual_tail_60_to_each_of_2_pokemon_and_discards_2_energy():
    s = Scenario().active(0, AMBIPOM, energy=[W, W, W]).active(1, DRAGAPULT_EX).bench(1, SNOVER).bench(1, KYOGRE)
    t = s.start()
    t.attack("Dual Tail").choose((1, 0), (1, 2))
    assert t.mon(1, 0).damage == 60 and t.mon(1, 2).damage == 60 and t.mon(1, 1).damage == 0
    while t.decision.kind == CHOOSE_CARD:
        t.choose(t.options[0])
    assert len(t.mon(0).energy) == 1


# -- 845 Smeargle — Energizing Sketch ---------------------------------------------------------

def test_845_energizing_sketch_attaches_up_to_heads_basic_energy_from_discard_to_the_bench():
    s = ready_to_attack(SMEARGLE, 1219).bench(0, SNOVER).bench(0, STUFFUL).discard(0, [R, G, SWITCH])
    t = s.start().coins("HHT")
    t.attack("Energizing Sketch")
    assert t.card_options() == {R, G}
    t.choose(G, R)
    t.choose((0, 1), (0, 2))
    assert t.energy_ids(0, 1) == [G] and t.energy_ids(0, 2) == [R]


def test_845_energizing_sketch_no_heads_attaches_nothing():
    t = ready_to_attack(SMEARGLE, 1219).bench(0, SNOVER).discard(0, [R]).start().coins("TTT")
    t.attack("Energizing Sketch")
    assert t.energy_ids(0, 1) == [] and t.decision.kind == MAIN


# -- 847 Linoone — Excited Dash ------------------------------------------------------------------

def test_847_excited_dash_switches_the_benched_linoone_with_the_active():
    s = Scenario().active(0, SNOVER).bench(0, MEGA_GENGAR).bench(0, LINOONE).active(1, SNOVER)
    t = s.start()
    assert t.can("ability", 2)
    t.ability(2)
    assert t.mon(0).name == "Linoone" and t.mon(0, 2).name == "Snover"


def test_847_excited_dash_not_from_the_active_spot_nor_without_a_mega():
    s = Scenario().active(0, LINOONE).bench(0, MEGA_GENGAR).active(1, SNOVER)
    assert not s.start().can("ability", 0)
    s = Scenario().active(0, SNOVER).bench(0, LINOONE).active(1, SNOVER)
    assert not s.start().can("ability", 1)


# -- 1148 Blowtorch ------------------------------------------------------------------------------

def test_1148_blowtorch_discards_a_basic_fire_then_a_tool_from_the_opponents_pokemon():
    s = Scenario().active(0, SNOVER).active(1, SNOVER, tools=[BRAVE_BANGLE], energy=[LEGACY_ENERGY])
    s.hand(0, [BLOWTORCH, R])
    t = s.start()
    t.play(BLOWTORCH)
    assert t.card_options() == {BRAVE_BANGLE, LEGACY_ENERGY}
    t.choose(BRAVE_BANGLE)
    assert t.mon(1).tools == [] and BRAVE_BANGLE in t.discard_ids(1)
    assert t.discard_ids(0) == sorted([R, BLOWTORCH])


def test_1148_blowtorch_may_discard_the_stadium_instead():
    s = Scenario().active(0, SNOVER).active(1, SNOVER, tools=[BRAVE_BANGLE]).stadium(SURFING_BEACH, owner=0)
    s.hand(0, [BLOWTORCH, R])
    t = s.start()
    t.play(BLOWTORCH)
    assert t.decision.kind == CHOOSE_OPTION
    t.choose("Stadium")
    assert t.state.stadium is None and SURFING_BEACH in t.discard_ids(0)
    assert t.mon(1).tools


@pytest.mark.parametrize("hand, stadium, tool", [([BLOWTORCH, W], SURFING_BEACH, True),
                                                  ([BLOWTORCH, R], None, False)])
def test_1148_blowtorch_needs_a_basic_fire_in_hand_and_something_to_discard(hand, stadium, tool):
    s = Scenario().active(0, SNOVER).active(1, SNOVER, tools=[BRAVE_BANGLE] if tool else []).hand(0, hand)
    if stadium:
        s.stadium(stadium)
    assert not s.start().can("play", BLOWTORCH)


# -- 1177 Sacred Charm ---------------------------------------------------------------------------

@pytest.mark.parametrize("attacker_id, energy, attack, taken", [
    (MEOWTH_EX, [W, W, W], "Tuck Tail", 30),          # has an Ability: 60 - 30
    (STUFFUL, [W, W], "Flop", 20),                    # no Ability
])
def test_1177_sacred_charm_30_less_from_attackers_with_an_ability(attacker_id, energy, attack, taken):
    t = Scenario().active(0, attacker_id, energy=energy).active(1, DRAGAPULT_EX, tools=[SACRED_CHARM]).start()
    t.attack(attack)
    assert t.mon(1).damage == taken


# -- 1230 Grimsley's Move -----------------------------------------------------------------------

def test_1230_grimsleys_move_benches_a_dark_pokemon_from_the_top_7_rest_to_the_bottom():
    deck = [W, MEGA_GENGAR, SNOVER, W, NICKIT, W, W, POTION, SWITCH]
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [GRIMSLEYS_MOVE]).deck(0, deck)
    t = s.start()
    t.play(GRIMSLEYS_MOVE)
    assert t.card_options() == {MEGA_GENGAR, NICKIT}          # any Stage of {D} Pokémon
    t.choose(MEGA_GENGAR)
    assert t.mon(0, 1).name == "Mega Gengar ex"
    top_first = [c >> 7 for c in t.player(0).deck[::-1]]
    assert top_first[:2] == [POTION, SWITCH]                  # cards 8 and 9 are now on top
    assert sorted(top_first[2:]) == sorted([W, SNOVER, W, NICKIT, W, W])


@pytest.mark.parametrize("turn, current, first_player", [(2, 0, 1), (1, 0, 0)])
def test_1230_grimsleys_move_not_during_your_first_turn(turn, current, first_player):
    s = Scenario(turn=turn, current=current, first_player=first_player).active(0, SNOVER).active(1, SNOVER)
    t = s.hand(0, [GRIMSLEYS_MOVE]).start()
    assert not t.can("play", GRIMSLEYS_MOVE)


def test_1230_grimsleys_move_not_with_a_full_bench():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [GRIMSLEYS_MOVE])
    for _ in range(5):
        s.bench(0, STUFFUL)
    assert not s.start().can("play", GRIMSLEYS_MOVE)


# -- 1232 Firebreather ---------------------------------------------------------------------------

def test_1232_firebreather_searches_up_to_7_basic_fire_energy():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [FIREBREATHER]).deck(0, [R] * 8 + [W, G])
    t = s.start()
    t.play(FIREBREATHER)
    assert t.card_options() == {R}
    t.choose(*[R] * 7)
    assert t.hand_ids(0) == [R] * 7
    assert t.deck_ids(0) == sorted([R, W, G])


# -- 806 Rotom ex — Multi Adapter ----------------------------------------------------------------

ROTOM_EX, ROTOM = 806, 212
DIZZYING_VALLEY = 1265


def test_806_multi_adapter_lets_rotom_pokemon_have_2_tools_but_not_3():
    s = Scenario().active(0, ROTOM_EX, tools=[BRAVE_BANGLE]).bench(0, ROTOM, tools=[PUNK_HELMET])
    s.bench(0, SNOVER, tools=[PUNK_HELMET]).active(1, SNOVER).hand(0, [SACRED_CHARM, SACRED_CHARM])
    t = s.start()
    assert t.can("attach", SACRED_CHARM, 0) and t.can("attach", SACRED_CHARM, 1)
    assert not t.can("attach", SACRED_CHARM, 2)              # not a Rotom: one Tool
    t.attach(SACRED_CHARM, 0)
    assert len(t.mon(0).tools) == 2
    assert not t.can("attach", SACRED_CHARM, 0)              # up to 2


def test_806_multi_adapter_works_only_for_its_owners_rotom():
    s = Scenario().active(0, ROTOM, tools=[PUNK_HELMET]).active(1, ROTOM, tools=[PUNK_HELMET])
    s.bench(1, ROTOM_EX).hand(0, [SACRED_CHARM]).hand(1, [SACRED_CHARM])
    t = s.start()
    assert not t.can("attach", SACRED_CHARM, 0)              # the opponent's Rotom ex
    t.end_turn()
    assert t.can("attach", SACRED_CHARM, 0)                  # player 1's own Rotom


def test_806_multi_adapter_gone_extra_tools_are_discarded_owner_chooses():
    s = Scenario().active(0, DRAGAPULT_EX, energy=[W]).active(1, ROTOM_EX, damage=130)
    s.bench(1, ROTOM, tools=[BRAVE_BANGLE, PUNK_HELMET]).bench(1, SNOVER)
    t = s.start()
    t.attack("Jet Headbutt")                                 # Rotom ex is Knocked Out
    assert t.decision.kind == PROMOTE
    t.choose(2)                                              # Snover comes up
    assert t.decision.kind == CHOOSE_CARD and t.decision.player == 1
    assert t.card_options() == {BRAVE_BANGLE, PUNK_HELMET}
    t.choose(PUNK_HELMET)
    assert [c >> 7 for c in t.mon(1, 1).tools] == [BRAVE_BANGLE]
    assert PUNK_HELMET in t.discard_ids(1)


# -- 1265 Dizzying Valley ------------------------------------------------------------------------

@pytest.mark.parametrize("valley, confused", [(True, True), (False, False)])
def test_1265_dizzying_valley_confused_pokemon_stay_confused_when_they_evolve(valley, confused):
    s = Scenario().active(0, BRAMBLIN, conditions=["confused", "poisoned"]).active(1, SNOVER)
    s.hand(0, [BRAMBLEGHAST])
    if valley:
        s.stadium(DIZZYING_VALLEY)
    t = s.start()
    t.evolve(BRAMBLEGHAST, 0).choose(False)                  # decline Prison Panic
    assert conditions_of(t.mon(0)) == (["confused"] if confused else [])


def test_1265_dizzying_valley_is_playable_and_keeps_confusion_after_it_is_played():
    s = Scenario().active(0, BRAMBLIN, conditions=["confused"]).active(1, SNOVER)
    t = s.hand(0, [DIZZYING_VALLEY, BRAMBLEGHAST]).start()
    t.play(DIZZYING_VALLEY)
    t.evolve(BRAMBLEGHAST, 0).choose(False)
    assert conditions_of(t.mon(0)) == ["confused"]
