"""Scenario tests of the Shrouded Fable (SFA) cards of the reference decks."""

from ptcg.decisions import CHOOSE_POKEMON
from ptcg.effects import recover_from_discard
from ptcg.testing import DONE, Scenario

G, W, P, D, M = 1, 3, 5, 7, 8
SNOVER, SCORBUNNY, DRAGAPULT_EX, KANGASKHAN_EX, MEWTWO_EX = 722, 151, 121, 756, 431
IMPIDIMP, DEINO, DUSKULL, DUSCLOPS, DUSKNOIR, FEZANDIPITI_EX, KYUREM = 646, 227, 131, 132, 133, 140, 144
COLRESS, JANINE, XEROSIC, NEUTRALIZATION_ZONE, ACADEMY = 1194, 1195, 1197, 1247, 1248
AREA_ZERO, RISKY_RUINS, MEGA_SIGNAL, LILLIE = 1250, 1260, 1145, 1227


# -- 646 Marnie's Impidimp (Add On text), 131 Duskull ---------------------------------------------

def test_934_marnies_impidimp_filch_draws_a_card():
    s = Scenario().active(0, IMPIDIMP, energy=[D]).active(1, SNOVER).deck(0, [MEGA_SIGNAL, W, W])
    t = s.start()
    t.attack("Filch")
    assert t.hand_ids(0) == [MEGA_SIGNAL]


def test_169_come_and_get_you_II_C_11_puts_up_to_3_duskull_from_discard_onto_the_bench():
    s = Scenario().active(0, DUSKULL, energy=[P]).active(1, SNOVER)
    s.discard(0, [DUSKULL, DUSKULL, DUSKULL, DUSKULL, SNOVER])
    t = s.start()
    t.attack("Come and Get You")
    assert t.card_options() == {DUSKULL}
    t.choose(DUSKULL, DUSKULL, DUSKULL)
    assert [m.name for m in t.player(0).bench] == ["Duskull"] * 3
    assert t.discard_ids(0) == sorted([DUSKULL, SNOVER])


def test_169_come_and_get_you_fills_only_the_free_bench_places_and_may_take_none():
    s = Scenario().active(0, DUSKULL, energy=[P]).active(1, SNOVER).discard(0, [DUSKULL, DUSKULL])
    for _ in range(4):
        s.bench(0, SNOVER)
    t = s.start()
    t.attack("Come and Get You").choose(DUSKULL)
    assert len(t.player(0).bench) == 5 and t.discard_ids(0) == [DUSKULL]
    s = Scenario().active(0, DUSKULL, energy=[P]).active(1, SNOVER).discard(0, [DUSKULL])
    t = s.start()
    t.attack("Come and Get You").choose(DONE)
    assert t.player(0).bench == []


# -- 132 Dusclops / 133 Dusknoir ------------------------------------------------------------------

def test_132_dusclops_cursed_blast_5_counters_then_it_is_knocked_out():
    s = Scenario().active(0, SNOVER).bench(0, DUSCLOPS, under=[DUSKULL]).active(1, DRAGAPULT_EX)
    s.bench(1, KANGASKHAN_EX)
    t = s.start()
    t.ability(1)
    assert t.decision.kind == CHOOSE_POKEMON and set(t.options) == {(1, 0), (1, 1)}
    t.choose((1, 1))
    assert t.mon(1, 1).damage == 50
    assert t.player(0).bench == [] and DUSCLOPS in t.discard_ids(0)
    assert len(t.player(1).prizes) == 5            # the opponent takes a Prize card for Dusclops


def test_133_dusknoir_cursed_blast_I_D_R2c_13_counters_knock_out_at_once():
    s = Scenario().active(0, SNOVER).bench(0, DUSKNOIR, under=[DUSKULL, DUSCLOPS]).active(1, DRAGAPULT_EX, damage=200)
    s.bench(1, SCORBUNNY)
    t = s.start()
    t.ability(1).choose((1, 0))                    # 200 + 130 >= 320
    assert DRAGAPULT_EX in t.discard_ids(1)
    assert t.mon(1).name == "Scorbunny"
    assert len(t.player(0).prizes) == 4 and len(t.player(1).prizes) == 5
    assert t.decision.kind == "main" and t.state.current == 0


# -- 140 Fezandipiti ex ---------------------------------------------------------------------------

def test_183_cruel_arrow_II_B_08_100_to_a_benched_pokemon_without_weakness():
    s = Scenario().active(0, FEZANDIPITI_EX, energy=[W, W, W]).active(1, MEWTWO_EX).bench(1, MEWTWO_EX)
    t = s.start()
    t.attack("Cruel Arrow")
    assert set(t.options) == {(1, 0), (1, 1)}
    t.choose((1, 1))
    assert t.mon(1, 1).damage == 100 and t.mon(1).damage == 0


def test_183_cruel_arrow_on_the_active_pokemon_applies_weakness():
    s = Scenario().active(0, FEZANDIPITI_EX, energy=[W, W, W]).active(1, MEWTWO_EX).bench(1, MEWTWO_EX)
    t = s.start()
    t.attack("Cruel Arrow").choose((1, 0))
    assert t.mon(1).damage == 200                  # Weakness to {D}


def _flip_the_script_table(fezandipitis=1):
    s = Scenario(current=1, turn=4).active(0, SCORBUNNY, damage=60).active(1, SNOVER, energy=[W])
    for _ in range(fezandipitis):
        s.bench(0, FEZANDIPITI_EX)
    return s


def test_140_flip_the_script_II_E_11_draws_3_after_a_knock_out_in_the_opponents_last_turn():
    t = _flip_the_script_table().start()
    t.attack("Beat")                               # P2 knocks out Scorbunny; Fezandipiti ex steps up
    assert t.state.current == 0
    hand = len(t.player(0).hand)
    t.ability(0)
    assert len(t.player(0).hand) == hand + 3


def test_140_flip_the_script_RC_178_one_per_turn_and_not_without_a_knock_out():
    t = _flip_the_script_table(fezandipitis=2).start()
    t.attack("Beat")
    t.choose(1)                                    # promote the first Fezandipiti ex
    t.ability(0)
    assert not t.can("ability", 1, 0)
    t = Scenario().active(0, FEZANDIPITI_EX).active(1, SNOVER).start()
    assert not t.can("ability", 0, 0)


# -- 144 Kyurem -----------------------------------------------------------------------------------

def test_188_trifrost_110_to_each_of_3_chosen_pokemon_then_discards_all_energy():
    s = Scenario().active(0, KYUREM, energy=[W, W, M, M, G]).active(1, MEWTWO_EX)
    s.bench(1, KANGASKHAN_EX).bench(1, KANGASKHAN_EX).bench(1, MEWTWO_EX)   # no Tera Pokémon (III-14)
    t = s.start()
    t.attack("Trifrost").choose((1, 0), (1, 2))    # the third is the only one left
    assert [t.mon(1, i).damage for i in range(4)] == [110, 0, 110, 110]
    assert t.mon(0).energy == []
    assert t.discard_ids(0) == sorted([W, W, M, M, G])


def test_188_trifrost_hits_every_pokemon_when_there_are_fewer_than_3():
    s = Scenario().active(0, KYUREM, energy=[W, W, M, M, G]).active(1, MEWTWO_EX).bench(1, KANGASKHAN_EX)
    t = s.start()
    t.attack("Trifrost")
    assert t.mon(1).damage == 110 and t.mon(1, 1).damage == 110


def test_144_plasma_bane_II_E_32_trifrost_for_one_colorless_with_colress_in_the_opposing_discard():
    s = Scenario().active(0, KYUREM, energy=[W]).active(1, MEWTWO_EX)
    assert not s.start().can("attack", "Trifrost")
    s.discard(1, [COLRESS])
    t = s.start()
    assert t.can("attack", "Trifrost")
    s2 = Scenario().active(0, KYUREM, energy=[W]).active(1, MEWTWO_EX).discard(0, [COLRESS])
    assert not s2.start().can("attack", "Trifrost")      # only the opponent's discard pile counts


# -- Supporters -----------------------------------------------------------------------------------

def test_1194_colress_tenacity_finds_a_stadium_and_an_energy():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [COLRESS])
    s.deck(0, [AREA_ZERO, G, SNOVER, RISKY_RUINS, W, MEGA_SIGNAL])
    t = s.start()
    t.play(COLRESS)
    assert t.card_options() == {AREA_ZERO, RISKY_RUINS}
    t.choose(RISKY_RUINS)
    assert t.card_options() == {G, W}
    t.choose(W)
    assert t.hand_ids(0) == sorted([RISKY_RUINS, W])
    assert len(t.player(0).deck) == 4


def test_1195_janines_secret_art_attaches_basic_darkness_and_poisons_the_active():
    s = Scenario().active(0, IMPIDIMP).bench(0, DEINO).bench(0, SNOVER).active(1, SNOVER)
    s.hand(0, [JANINE]).deck(0, [D, W, D, D])
    t = s.start()
    t.play(JANINE)
    assert set(t.options) == {(0, 0), (0, 1)}      # {D} Pokémon only
    t.choose((0, 0), (0, 1), D, D)
    assert t.energy_ids(0) == [D] and t.energy_ids(0, 1) == [D]
    assert t.mon(0).poison
    assert len(t.player(0).deck) == 2


def test_1195_janines_secret_art_on_the_bench_only_does_not_poison():
    s = Scenario().active(0, IMPIDIMP).bench(0, DEINO).active(1, SNOVER).hand(0, [JANINE]).deck(0, [D, W])
    t = s.start()
    t.play(JANINE).choose((0, 1), D)               # Deino comes last: the choice ends there
    assert t.energy_ids(0, 1) == [D]
    assert not t.mon(0).poison


def test_1195_janines_secret_art_needs_a_darkness_pokemon():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [JANINE]).deck(0, [D])
    assert not s.start().can("play", JANINE)


def test_1197_xerosics_machinations_the_opponent_discards_down_to_3_of_their_choice():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [XEROSIC])
    s.hand(1, [W, G, MEGA_SIGNAL, LILLIE, SCORBUNNY])
    t = s.start()
    t.play(XEROSIC)
    assert t.decision.player == 1
    t.choose(G, MEGA_SIGNAL)
    assert t.hand_ids(1) == sorted([W, LILLIE, SCORBUNNY])
    assert t.discard_ids(1) == sorted([G, MEGA_SIGNAL])


def test_1197_xerosics_machinations_is_not_playable_against_3_cards_or_fewer():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [XEROSIC]).hand(1, [W, W, W])
    assert not s.start().can("play", XEROSIC)


# -- Stadiums -------------------------------------------------------------------------------------

def test_1247_neutralization_zone_II_C_16_prevents_ex_damage_to_pokemon_without_a_rule_box():
    s = Scenario().active(0, DRAGAPULT_EX, energy=[W]).active(1, SNOVER).stadium(NEUTRALIZATION_ZONE, owner=1)
    t = s.start()
    t.attack("Jet Headbutt")
    assert t.mon(1).damage == 0
    s = Scenario().active(0, DRAGAPULT_EX, energy=[W]).active(1, MEWTWO_EX).stadium(NEUTRALIZATION_ZONE)
    t = s.start()
    t.attack("Jet Headbutt")
    assert t.mon(1).damage == 70                   # the target has a Rule Box
    s = Scenario().active(0, SNOVER, energy=[W]).active(1, DEINO).stadium(NEUTRALIZATION_ZONE)
    t = s.start()
    t.attack("Beat")
    assert t.mon(1).damage == 10                   # the attacker has no Rule Box


def test_1247_neutralization_zone_stays_in_the_discard_pile():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).discard(0, [NEUTRALIZATION_ZONE, MEGA_SIGNAL, LILLIE])
    g = s.build_state()
    decision = next(recover_from_discard(g, 0, lambda c: True, exactly=1))
    assert {o >> 7 for o in decision.options} == {MEGA_SIGNAL, LILLIE}


def test_1248_academy_at_night_I_B_04_R4_puts_a_card_from_hand_on_top_once_per_turn_each():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [W, MEGA_SIGNAL]).hand(1, [G]).stadium(ACADEMY, owner=1)
    t = s.start()
    t.stadium_ability().choose(MEGA_SIGNAL)
    assert t.player(0).deck[-1] >> 7 == MEGA_SIGNAL   # on top
    assert t.hand_ids(0) == [W]
    assert not t.can("stadium")
    t.end_turn()
    assert t.can("stadium")                        # the other player, in their turn
    s = Scenario().active(0, SNOVER).active(1, SNOVER).stadium(ACADEMY)
    assert not s.start().can("stadium")            # an empty hand: nothing to put back


# -- 126 Galvantula -----------------------------------------------------------------------------------

GALVANTULA, L = 126, 4
WATCHTOWER = 1256


def test_126_compound_eyes_and_shocking_web_against_a_pokemon_with_an_ability():
    s = Scenario().active(0, GALVANTULA, energy=[G, L]).active(1, KANGASKHAN_EX)
    t = s.start()
    t.attack("Shocking Web")
    assert t.mon(1).damage == 50 + 80 + 50
    s = Scenario().active(0, GALVANTULA, energy=[G, W]).active(1, SNOVER)   # no Ability, no {L}
    t = s.start()
    t.attack("Shocking Web")
    assert t.mon(1).damage == 50


def test_126_compound_eyes_not_against_an_ability_removed_by_watchtower_RC_140():
    s = Scenario().active(0, GALVANTULA, energy=[G, L]).active(1, KANGASKHAN_EX).stadium(WATCHTOWER)
    t = s.start()
    t.attack("Shocking Web")
    assert t.mon(1).damage == 50 + 80


# -- 128 Dartrix, 1163 Powerglass ----------------------------------------------------------------------

ROWLET, DARTRIX, POWERGLASS, F = 127, 128, 1163, 6


def test_128_dartrix_united_wings_20_per_united_wings_pokemon_in_the_discard_pile():
    s = Scenario().active(0, DARTRIX, under=[ROWLET], energy=[W]).active(1, KANGASKHAN_EX)
    t = s.discard(0, [DARTRIX, DARTRIX, DARTRIX, ROWLET]).start().attack("United Wings")
    assert t.mon(1).damage == 60


def test_1163_powerglass_attaches_a_basic_energy_from_the_discard_at_the_end_of_your_turn():
    s = Scenario().active(0, SNOVER, tools=[POWERGLASS]).active(1, SNOVER).discard(0, [F, MEGA_SIGNAL])
    t = s.start().end_turn()
    assert t.decision.player == 0 and {o >> 7 for o in t.options if o != DONE} == {F}
    t.choose(F)
    assert t.energy_ids(0) == [F] and t.decision.player == 1
    s = Scenario().active(0, SNOVER).bench(0, SNOVER, tools=[POWERGLASS]).active(1, SNOVER).discard(0, [F])
    assert s.start().end_turn().decision.player == 1        # on the Bench: nothing
