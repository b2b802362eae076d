"""Scenario tests of the Perfect Order (POR) texts of the reference-deck cards."""

from ptcg.rules import queries as Q
from ptcg.testing import Scenario

G, W, P, F = 1, 3, 5, 6
GROW_GRASS, TELEPATH, ROCK_FIGHTING = 18, 19, 20
SNOVER, STUFFUL, GROOKEY, WOOBAT, GIMMIGHOUL, SMOOCHUM, REGIROCK_EX = 722, 760, 89, 589, 668, 183, 447
MEOWTH_EX, DRAGAPULT_EX, SNORUNT, FROSLASS_EX, PRIMEAPE, ANNIHILAPE = 1071, 121, 860, 861, 438, 224
POKE_PAD, ROSA, BOSS, JUDGE = 1152, 1240, 1182, 1213


# -- 18 Grow Grass Energy --------------------------------------------------------------------
def test_18_grow_grass_energy_provides_grass_and_gives_a_grass_pokemon_20_hp_II_D_15():
    s = Scenario()
    s.active(0, GROOKEY, energy=[GROW_GRASS]).bench(0, STUFFUL, energy=[GROW_GRASS]).active(1, SNOVER)
    t = s.start()
    g = t.state
    assert Q.max_hp(g, t.mon(0, 0)) == 90
    assert Q.max_hp(g, t.mon(0, 1)) == 70                   # Stufful is not a {G} Pokémon
    t.attack("Smash Kick")                                  # costs {G}
    assert t.mon(1).damage == 10


# -- 19 Telepath Psychic Energy --------------------------------------------------------------
def test_19_telepath_psychic_energy_from_hand_to_a_psychic_pokemon_benches_two_basic_psychic():
    s = Scenario()
    s.active(0, WOOBAT).active(1, SNOVER).hand(0, [TELEPATH])
    s.deck(0, [W, STUFFUL, GIMMIGHOUL, SMOOCHUM, WOOBAT, P])
    t = s.start()
    t.attach(TELEPATH, 0)
    assert t.card_options() == {GIMMIGHOUL, SMOOCHUM, WOOBAT}   # Basic {P} Pokémon, not Energy
    t.choose(SMOOCHUM, GIMMIGHOUL)
    assert sorted(m.name for m in t.player(0).bench) == ["Gimmighoul", "Smoochum"]
    assert len(t.player(0).deck) == 4
    assert Q.count_units(t.state, t.mon(0), 5) == 1         # it provides {P}


def test_19_telepath_psychic_energy_does_nothing_on_a_pokemon_that_is_not_psychic():
    s = Scenario()
    s.active(0, STUFFUL).active(1, SNOVER).hand(0, [TELEPATH]).deck(0, [GIMMIGHOUL, WOOBAT])
    t = s.start()
    t.attach(TELEPATH, 0)
    assert t.decision.kind == "main" and t.player(0).bench == []
    assert len(t.player(0).deck) == 2


# -- 20 Rock Fighting Energy -----------------------------------------------------------------
def test_20_rock_fighting_energy_fighting_pokemon_takes_damage_but_no_effects_II_C_17():
    s = Scenario()
    s.active(0, FROSLASS_EX, energy=[W, W, W], under=[SNORUNT])
    s.active(1, REGIROCK_EX, energy=[ROCK_FIGHTING])
    t = s.start()
    t.attack("Absolute Snow")
    assert t.mon(1).damage == 150
    assert not t.mon(1).has_condition()                     # not Asleep
    assert Q.count_units(t.state, t.mon(1), 6) == 1        # it provides {F}


def test_20_rock_fighting_energy_does_not_protect_a_pokemon_that_is_not_fighting():
    s = Scenario()
    s.active(0, FROSLASS_EX, energy=[W, W, W], under=[SNORUNT]).active(1, DRAGAPULT_EX, energy=[ROCK_FIGHTING])
    t = s.start()
    t.attack("Absolute Snow")
    assert t.mon(1).rotation == 1                           # Asleep


# -- 1071.0 Last-Ditch Catch -----------------------------------------------------------------
def test_1071_meowth_ex_last_ditch_catch_searches_a_supporter_when_benched_from_hand_II_E_06():
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER).hand(0, [MEOWTH_EX, MEOWTH_EX]).deck(0, [W, BOSS, JUDGE, POKE_PAD])
    t = s.start()
    t.bench_card(MEOWTH_EX)
    t.choose(True)
    assert t.card_options() == {BOSS, JUDGE}
    t.choose(JUDGE)
    assert t.hand_ids(0) == sorted([MEOWTH_EX, JUDGE])
    t.bench_card(MEOWTH_EX)                                 # only one "Last-Ditch" Ability a turn
    assert t.decision.kind == "main" and len(t.player(0).bench) == 2


def test_1071_last_ditch_catch_is_optional():
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER).hand(0, [MEOWTH_EX]).deck(0, [BOSS])
    t = s.start()
    t.bench_card(MEOWTH_EX).choose(False)
    assert t.hand_ids(0) == [] and len(t.player(0).deck) == 1


# -- 1152 Poké Pad ---------------------------------------------------------------------------
def test_1152_poke_pad_searches_a_pokemon_without_a_rule_box_II_D_18():
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER).hand(0, [POKE_PAD]).deck(0, [MEOWTH_EX, BOSS, STUFFUL, DRAGAPULT_EX])
    t = s.start()
    t.play(POKE_PAD)
    assert t.card_options() == {STUFFUL}
    t.choose(STUFFUL)
    assert t.hand_ids(0) == [STUFFUL]


# -- 1240 Rosa's Encouragement ---------------------------------------------------------------
def test_1240_rosas_encouragement_attaches_up_to_two_basic_energy_to_a_stage_2_pokemon():
    s = Scenario()
    s.active(0, SNOVER).bench(0, ANNIHILAPE, under=[PRIMEAPE]).active(1, SNOVER).prizes(1, 5)
    s.hand(0, [ROSA]).discard(0, [W, F, G, TELEPATH])
    t = s.start()
    t.play(ROSA)
    assert t.card_options() == {G, W, F}                    # no Special Energy
    t.choose(G, F)
    assert t.energy_ids(0, 1) == [G, F]
    assert t.discard_ids(0) == sorted([W, TELEPATH, ROSA])


def test_1240_rosas_encouragement_needs_more_prizes_left_than_the_opponent_and_a_stage_2():
    s = Scenario()
    s.active(0, SNOVER).bench(0, ANNIHILAPE, under=[PRIMEAPE]).active(1, SNOVER)
    s.hand(0, [ROSA]).discard(0, [W])
    assert not s.start().can("play", ROSA)                   # 6 Prize cards each
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER).prizes(1, 5).hand(0, [ROSA]).discard(0, [W])
    assert not s.start().can("play", ROSA)                   # no Stage 2 Pokémon
