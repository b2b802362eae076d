"""Scenario tests of the Mega Evolution (MEG) cards of the reference decks."""

from ptcg.decisions import CHOOSE_POKEMON, YES_NO
from ptcg.rules import queries as Q
from ptcg.testing import DONE, Scenario

G, W, P, F = 1, 3, 5, 6
SNOVER, SCORBUNNY, DRAGAPULT_EX = 722, 151, 121
MAKUHITA, HARIYAMA, LUNATONE, SOLROCK, RIOLU, MEGA_LUCARIO = 673, 674, 675, 676, 677, 678
CHIKORITA, BAYLEEF, MEGANIUM = 708, 709, 710
ABRA, KADABRA, ALAKAZAM = 741, 742, 743
KANGASKHAN_EX, DUDUNSPARCE, DUSKNOIR, IMPIDIMP = 756, 66, 133, 646
PREMIUM_POWER_PRO, FIGHTING_GONG, WALLY, RISKY_RUINS, FOREST = 1141, 1142, 1229, 1260, 1261
RARE_CANDY, POFFIN = 1079, 1086


# -- 674 Hariyama -----------------------------------------------------------------------------------

def test_978_hariyama_wild_press_II_B_09_also_does_70_damage_to_itself():
    s = Scenario().active(0, HARIYAMA, energy=[F, F, F], under=[MAKUHITA]).active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Wild Press")
    assert t.mon(1).damage == 210
    assert t.mon(0).damage == 70


def _hariyama_table(opp_bench=(SCORBUNNY,)):
    s = Scenario().active(0, MAKUHITA).hand(0, [HARIYAMA]).active(1, SNOVER)
    for cid in opp_bench:
        s.bench(1, cid)
    return s.start()


def test_674_heave_ho_catcher_II_E_05_brings_up_the_chosen_benched_pokemon():
    t = _hariyama_table(opp_bench=(SCORBUNNY, DRAGAPULT_EX))
    t.evolve(HARIYAMA, 0)
    assert t.decision.kind == YES_NO
    t.choose(True)
    assert set(t.options) == {(1, 1), (1, 2)}
    t.choose((1, 2))
    assert t.mon(1).name == "Dragapult ex"
    assert t.mon(1, 2).name == "Snover"


def test_674_heave_ho_catcher_may_be_declined():
    t = _hariyama_table()
    t.evolve(HARIYAMA, 0).choose(False)
    assert t.mon(1).name == "Snover"
    assert t.decision.kind == "main"


def test_674_heave_ho_catcher_is_not_offered_without_an_opposing_bench():
    t = _hariyama_table(opp_bench=())
    t.evolve(HARIYAMA, 0)
    assert t.decision.kind == "main"               # no "use it?" question: it would change nothing


# -- 742 Kadabra / 743 Alakazam -------------------------------------------------------------------

def test_742_kadabra_psychic_draw_RC_165_draws_2_on_evolving_from_hand():
    s = Scenario().active(0, ABRA).hand(0, [KADABRA]).active(1, SNOVER)
    t = s.start()
    t.evolve(KADABRA, 0).choose(True)
    assert len(t.player(0).hand) == 2


def test_743_alakazam_psychic_draw_draws_3_on_evolving_from_hand():
    s = Scenario().active(0, KADABRA, under=[ABRA]).hand(0, [ALAKAZAM]).active(1, SNOVER)
    t = s.start()
    t.evolve(ALAKAZAM, 0).choose(True)
    assert len(t.player(0).hand) == 3


def test_743_alakazam_psychic_draw_RC_166_works_through_rare_candy():
    s = Scenario().active(0, ABRA).hand(0, [RARE_CANDY, ALAKAZAM]).active(1, SNOVER)
    t = s.start()
    t.play(RARE_CANDY)                             # the only pair: nothing to choose
    assert t.decision.kind == YES_NO
    t.choose(True)
    assert t.mon(0).name == "Alakazam"
    assert len(t.player(0).hand) == 3


def test_742_psychic_draw_declined_or_empty_deck_draws_nothing():
    s = Scenario().active(0, ABRA).hand(0, [KADABRA]).active(1, SNOVER)
    t = s.start()
    t.evolve(KADABRA, 0).choose(False)
    assert len(t.player(0).hand) == 0
    s = Scenario().active(0, ABRA).hand(0, [KADABRA]).active(1, SNOVER).deck(0, [])
    t = s.start()
    t.evolve(KADABRA, 0)
    assert t.decision.kind == "main"               # nothing to draw: not offered


def test_1072_alakazam_powerful_hand_II_C_07_places_2_counters_per_card_in_hand():
    s = Scenario().active(0, ALAKAZAM, energy=[P], under=[ABRA, KADABRA]).active(1, DRAGAPULT_EX)
    s.hand(0, [W, W, W, G])
    t = s.start()
    t.attack("Powerful Hand")
    assert t.mon(1).damage == 80                   # 4 cards x 2 counters


def test_1072_powerful_hand_with_an_empty_hand_places_nothing():
    s = Scenario().active(0, ALAKAZAM, energy=[P], under=[ABRA, KADABRA]).active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Powerful Hand")
    assert t.mon(1).damage == 0


# -- 675 Lunatone / 676 Solrock -------------------------------------------------------------------

def test_675_lunar_cycle_discards_a_basic_fighting_energy_and_draws_3():
    s = Scenario().active(0, SOLROCK).bench(0, LUNATONE).hand(0, [F, W]).active(1, SNOVER)
    t = s.start()
    t.ability(1)
    assert t.discard_ids(0) == [F]
    assert len(t.player(0).hand) == 4              # W + 3 drawn


def test_675_lunar_cycle_RC_185_only_one_per_turn_across_lunatone():
    s = Scenario().active(0, SOLROCK).bench(0, LUNATONE).bench(0, LUNATONE).hand(0, [F, F]).active(1, SNOVER)
    t = s.start()
    assert t.can("ability", 1, 0) and t.can("ability", 2, 0)
    t.ability(1)
    assert not t.can("ability", 2, 0)


def test_675_lunar_cycle_needs_solrock_in_play_and_a_basic_fighting_energy_in_hand():
    t = Scenario().active(0, LUNATONE).hand(0, [F]).active(1, SNOVER).start()
    assert not t.can("ability", 0, 0)              # no Solrock
    t = Scenario().active(0, LUNATONE).bench(0, SOLROCK).hand(0, [W]).active(1, SNOVER).start()
    assert not t.can("ability", 0, 0)              # no Basic {F} Energy to discard


def test_980_cosmic_beam_RC_027_ignores_weakness_and_resistance_with_lunatone_benched():
    s = Scenario().active(0, SOLROCK, energy=[F]).bench(0, LUNATONE).active(1, DUDUNSPARCE)
    t = s.start()
    t.attack("Cosmic Beam")
    assert t.mon(1).damage == 70                   # Weakness to {F} not applied
    s = Scenario().active(0, SOLROCK, energy=[F]).bench(0, LUNATONE).active(1, DUSKNOIR)
    t = s.start()
    t.attack("Cosmic Beam")
    assert t.mon(1).damage == 70                   # Resistance to {F} not applied


def test_980_cosmic_beam_II_D_01_does_nothing_without_lunatone_on_the_bench():
    s = Scenario().active(0, SOLROCK, energy=[F]).bench(0, SOLROCK).active(1, DUDUNSPARCE)
    t = s.start()
    t.attack("Cosmic Beam")
    assert t.mon(1).damage == 0
    assert t.state.current == 1                    # the attack was used: the turn ended


# -- 677 Riolu / 678 Mega Lucario ex --------------------------------------------------------------

def test_981_accelerating_stab_II_C_15_is_locked_during_the_next_turn_only():
    s = Scenario().active(0, RIOLU, energy=[F]).active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Accelerating Stab")
    assert t.mon(1).damage == 30
    t.end_turn()
    assert not t.can("attack", "Accelerating Stab")
    t.end_turn().end_turn()
    assert t.can("attack", "Accelerating Stab")


def test_983_mega_brave_RC_082_locks_only_mega_brave_next_turn():
    s = Scenario().active(0, MEGA_LUCARIO, energy=[F, F], under=[RIOLU]).active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Mega Brave")
    assert t.mon(1).damage == 270
    t.end_turn()
    assert not t.can("attack", "Mega Brave")
    assert t.can("attack", "Aura Jab")


def test_982_aura_jab_RC_065_attaches_up_to_3_basic_fighting_from_discard_to_the_bench():
    s = Scenario().active(0, MEGA_LUCARIO, energy=[F], under=[RIOLU]).bench(0, RIOLU).bench(0, SOLROCK)
    s.active(1, DRAGAPULT_EX).discard(0, [F, F, F, F, W])
    t = s.start()
    t.attack("Aura Jab")
    assert t.card_options() == {F}                 # Basic {F} Energy only
    t.choose(F, F, F)
    assert (0, 0) not in t.options                 # Benched Pokémon only
    t.choose((0, 1), (0, 1), (0, 2))
    assert t.energy_ids(0, 1) == [F, F] and t.energy_ids(0, 2) == [F]
    assert t.discard_ids(0) == sorted([F, W])
    assert t.mon(1).damage == 130


def test_982_aura_jab_RC_114_may_attach_none():
    s = Scenario().active(0, MEGA_LUCARIO, energy=[F], under=[RIOLU]).bench(0, RIOLU)
    s.active(1, DRAGAPULT_EX).discard(0, [F])
    t = s.start()
    t.attack("Aura Jab").choose(DONE)
    assert t.energy_ids(0, 1) == []
    assert t.discard_ids(0) == [F]


# -- 710 Meganium ---------------------------------------------------------------------------------

def test_710_wild_growth_RC_070_each_basic_grass_provides_two_grass():
    s = Scenario().active(0, MEGANIUM, energy=[G, G], under=[CHIKORITA, BAYLEEF]).active(1, DRAGAPULT_EX)
    t = s.start()
    assert Q.count_units(t.state, t.mon(0), G) == 4
    assert t.can("attack", "Solar Beam")           # {G}{G}{C}{C} paid by two cards
    t.attack("Solar Beam")
    assert t.mon(1).damage == 140


def test_710_wild_growth_RC_188_does_not_stack_and_helps_only_its_owners_side():
    s = Scenario(current=1, turn=4).active(0, MEGANIUM, energy=[G], under=[CHIKORITA, BAYLEEF])
    s.bench(0, MEGANIUM, under=[CHIKORITA, BAYLEEF])
    s.active(1, MEGANIUM, under=[CHIKORITA, BAYLEEF]).bench(1, CHIKORITA, energy=[G])
    t = s.start()
    g = t.state
    assert Q.count_units(g, t.mon(0), G) == 2      # two Meganium: still 2, not 4 (II-E-15)
    assert Q.count_units(g, t.mon(1, 1), G) == 2   # the other player's own Meganium works too
    s = Scenario().active(0, CHIKORITA, energy=[G]).active(1, MEGANIUM, under=[CHIKORITA, BAYLEEF])
    t = s.start()
    assert Q.count_units(t.state, t.mon(0), G) == 1   # the opponent's Meganium does not help


# -- 756 Mega Kangaskhan ex -----------------------------------------------------------------------

def test_756_run_errand_draws_2_from_the_active_spot_only():
    s = Scenario().active(0, KANGASKHAN_EX, energy=[W, W]).bench(0, KANGASKHAN_EX).active(1, SNOVER)
    t = s.start()
    assert not t.can("ability", 1, 0)              # Benched: not usable
    t.ability(0)
    assert len(t.player(0).hand) == 2


def test_756_run_errand_RC_186_only_one_per_turn():
    s = Scenario().active(0, KANGASKHAN_EX, energy=[W, W, W]).bench(0, KANGASKHAN_EX).active(1, SNOVER)
    t = s.start()
    t.ability(0).retreat(1)
    assert t.mon(0).name == "Mega Kangaskhan ex" and len(t.player(0).bench) == 1
    assert not t.can("ability", 0, 0)              # the other one, now Active, can't use it


# -- Trainers --------------------------------------------------------------------------------------

def test_1141_premium_power_pro_RC_002_adds_30_before_weakness():
    s = Scenario().active(0, RIOLU, energy=[F]).active(1, DUDUNSPARCE).hand(0, [PREMIUM_POWER_PRO])
    t = s.start()
    t.play(PREMIUM_POWER_PRO).attack("Accelerating Stab")
    assert t.mon(1).damage == 120                  # (30 + 30) x 2


def test_1141_premium_power_pro_helps_fighting_pokemon_only_and_this_turn_only():
    s = Scenario().active(0, SNOVER, energy=[W]).active(1, DUDUNSPARCE).hand(0, [PREMIUM_POWER_PRO])
    t = s.start()
    t.play(PREMIUM_POWER_PRO).attack("Beat")
    assert t.mon(1).damage == 10                   # Snover is not a {F} Pokémon
    s = Scenario().active(0, RIOLU, energy=[F]).active(1, RIOLU, energy=[F]).hand(0, [PREMIUM_POWER_PRO])
    t = s.start()
    t.play(PREMIUM_POWER_PRO).end_turn()
    t.attack("Accelerating Stab")                  # the opponent's turn: no boost for anyone
    assert t.mon(0).damage == 30


def test_1142_fighting_gong_RC_260_finds_a_basic_fighting_energy_or_basic_fighting_pokemon():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [FIGHTING_GONG])
    s.deck(0, [W, RIOLU, F, HARIYAMA, LUNATONE, SNOVER])
    t = s.start()
    t.play(FIGHTING_GONG)
    assert t.card_options() == {RIOLU, F, LUNATONE}
    t.choose(LUNATONE)
    assert t.hand_ids(0) == [LUNATONE]
    assert t.discard_ids(0) == [FIGHTING_GONG]


def test_1229_wallys_compassion_RC_057_heals_all_and_returns_the_energy_to_hand():
    s = Scenario().active(0, MEGA_LUCARIO, energy=[F, F], damage=200, under=[RIOLU])
    s.bench(0, RIOLU, energy=[F], damage=30).bench(0, KANGASKHAN_EX, damage=50).active(1, SNOVER).hand(0, [WALLY])
    t = s.start()
    t.play(WALLY)
    assert t.decision.kind == CHOOSE_POKEMON and set(t.options) == {(0, 0), (0, 2)}   # damaged Mega ex only
    t.choose((0, 0))
    assert t.mon(0).damage == 0
    assert t.mon(0).energy == []
    assert t.hand_ids(0) == [F, F]
    assert t.mon(0, 1).damage == 30 and t.energy_ids(0, 1) == [F]


def test_1229_wallys_compassion_RC_204_heals_a_mega_with_no_energy():
    s = Scenario().active(0, KANGASKHAN_EX, damage=100).active(1, SNOVER).hand(0, [WALLY])
    t = s.start()
    t.play(WALLY)
    assert t.mon(0).damage == 0
    assert t.hand_ids(0) == []


def test_1229_wallys_compassion_II_C_06_R4_needs_a_damaged_mega_evolution_pokemon_ex():
    s = Scenario().active(0, MEGA_LUCARIO, energy=[F], under=[RIOLU]).bench(0, RIOLU, damage=30)
    s.bench(0, DRAGAPULT_EX, damage=50).active(1, SNOVER).hand(0, [WALLY])
    assert not s.start().can("play", WALLY)


def test_1260_risky_ruins_puts_2_counters_on_basic_non_darkness_pokemon_benched_in_your_turn():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [RIOLU, IMPIDIMP, POFFIN])
    s.deck(0, [SCORBUNNY, W]).stadium(RISKY_RUINS, owner=1)
    t = s.start()
    t.bench_card(RIOLU)
    assert t.mon(0, 1).damage == 20
    t.bench_card(IMPIDIMP)
    assert t.mon(0, 2).damage == 0                 # a {D} Pokémon: spared
    t.play(POFFIN).choose(SCORBUNNY)
    assert t.mon(0, 3).name == "Scorbunny" and t.mon(0, 3).damage == 20   # by an effect, too


def test_1261_forest_of_vitality_lets_grass_pokemon_evolve_the_turn_they_come_into_play():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [CHIKORITA, BAYLEEF, MEGANIUM]).stadium(FOREST)
    t = s.start()
    t.bench_card(CHIKORITA)
    t.evolve(BAYLEEF, 1)
    t.evolve(MEGANIUM, 1)                          # Stage 1 played this turn, too
    assert t.mon(0, 1).name == "Meganium"


def test_1261_forest_of_vitality_not_for_other_types_nor_on_the_first_turn():
    s = Scenario().active(0, ABRA, entered_turn=3).active(1, SNOVER).hand(0, [KADABRA]).stadium(FOREST)
    assert not s.start().can("evolve", KADABRA, 0)       # not a {G} Pokémon
    s = Scenario(turn=2).active(0, CHIKORITA).active(1, SNOVER).hand(0, [BAYLEEF]).stadium(FOREST)
    assert not s.start().can("evolve", BAYLEEF, 0)       # the player's first turn
    s = Scenario().active(0, CHIKORITA, entered_turn=3).active(1, SNOVER).hand(0, [BAYLEEF])
    assert not s.start().can("evolve", BAYLEEF, 0)       # without the Stadium (I-A-05 R3)


# -- 695 Mega Mawile ex, 705 Gumshoos, 711 Shuckle ------------------------------------------------------

M = 8
MEGA_MAWILE_EX, YUNGOOS, GUMSHOOS, SHUCKLE, KYOGRE = 695, 704, 705, 711, 721


def test_695_gobble_down_80_per_prize_taken():
    s = Scenario().active(0, MEGA_MAWILE_EX, energy=[M, M]).active(1, MEGA_LUCARIO).prizes(0, 2)
    t = s.start()
    t.attack("Gobble Down")
    assert t.mon(1).damage == 320


def test_695_huge_bite_base_30_against_a_damaged_defender():
    for damage_before, taken in ((0, 260), (10, 30)):
        s = Scenario().active(0, MEGA_MAWILE_EX, energy=[M, M, W]).active(1, MEGA_LUCARIO, damage=damage_before)
        t = s.start()
        t.attack("Huge Bite")
        assert t.mon(1).damage == damage_before + taken


def test_705_evidence_gathering_swaps_a_hand_card_with_the_top_card_once_per_gumshoos():
    s = Scenario().active(0, GUMSHOOS, under=[YUNGOOS]).bench(0, GUMSHOOS, under=[YUNGOOS])
    s.active(1, SNOVER).hand(0, [KYOGRE]).deck(0, [SNOVER, W])
    t = s.start()
    t.ability(0)
    assert t.hand_ids(0) == [SNOVER] and t.player(0).deck[-1] >> 7 == KYOGRE
    assert not t.can("ability", 0, 0) and t.can("ability", 1, 0)


def test_711_fermented_juice_heals_30_with_grass_energy_attached():
    s = Scenario().active(0, SHUCKLE, energy=[G]).bench(0, KYOGRE, damage=50).active(1, SNOVER)
    t = s.start()
    t.ability(0)
    assert t.mon(0, 1).damage == 20 and not t.can("ability", 0, 0)
    s = Scenario().active(0, SHUCKLE, energy=[W]).bench(0, KYOGRE, damage=50).active(1, SNOVER)
    assert not s.start().can("ability", 0, 0)              # no {G} Energy
    s = Scenario().active(0, SHUCKLE, energy=[G]).bench(0, KYOGRE).active(1, SNOVER)
    assert not s.start().can("ability", 0, 0)              # nothing to heal

# -- cards of the II-B / II-C cases ------------------------------------------------------------
R, L, D = 2, 4, 7
RAIKOU, MEGA_GARDEVOIR_EX, TINKATON, LOPUNNY, RABOOT, STONJOURNER = 735, 747, 699, 759, 665, 682
INTELEON, CENTISKORCH, MEGA_MANECTRIC_EX, ELECTRIKE, PACHIRISU, MEGA_VENUSAUR_EX = 728, 718, 737, 736, 738, 652
PALAFIN_EX, BLISSEY_EX, SCIZOR_EX, VAROOM, REUNICLUS, DUOSION, SOLOSIS = 107, 125, 84, 143, 520, 519, 518
IRON_DEFENDER, REPEL, STRANGE_TIMEPIECE = 1140, 1143, 1144


def test_735_raikou_electro_fall_90_more_with_4_lightning_energy_in_play():
    s = Scenario().active(0, RAIKOU, energy=[L, L]).bench(0, RAIKOU, energy=[L]).active(1, PALAFIN_EX)
    t = s.start().attack("Electro Fall")
    assert t.mon(1).damage == 30 * 2                       # 3 {L}: no bonus; weak to {L}
    s = Scenario().active(0, RAIKOU, energy=[L, L]).bench(0, RAIKOU, energy=[L, L]).active(1, BLISSEY_EX)
    assert s.start().attack("Electro Fall").mon(1).damage == 120


def test_747_mega_gardevoir_ex_overflowing_wishes_a_psychic_energy_for_each_benched_pokemon():
    s = Scenario().active(0, MEGA_GARDEVOIR_EX, energy=[P]).bench(0, SNOVER).bench(0, KYOGRE)
    s.active(1, SNOVER).deck(0, [P, W, P, P])
    t = s.start().attack("Overflowing Wishes")
    t.choose(P)                                            # for Snover
    t.choose(DONE)                                         # Kyogre gets none (a search may fail)
    assert t.energy_ids(0, 1) == [P] and t.energy_ids(0, 2) == []
    assert any("shuffles their deck" in x for x in t.log)


def test_747_mega_gardevoir_ex_mega_symphonia_50_per_psychic_energy_on_your_pokemon():
    s = Scenario().active(0, MEGA_GARDEVOIR_EX, energy=[P, P]).bench(0, SNOVER, energy=[P, W]).active(1, BLISSEY_EX)
    assert s.start().attack("Mega Symphonia").mon(1).damage == 150


def test_699_tinkaton_windup_swing_60_less_per_energy_on_the_defender():
    s = Scenario().active(0, TINKATON, energy=[M]).active(1, PALAFIN_EX, energy=[W, W, W])
    assert s.start().attack("Windup Swing").mon(1).damage == 60


def test_1140_iron_defender_covers_metal_pokemon_put_into_play_after_it():
    """Varoom is benched after Iron Defender was played; the opponent brings it up with
    Boss's Orders and Pignite's Combustion (30, {R}; Varoom is weak to {R}) does 60 - 30."""
    s = Scenario().active(0, SNOVER).hand(0, [IRON_DEFENDER, VAROOM]).active(1, 568, under=[567], energy=[R])
    s.hand(1, [1182])
    t = s.start().play(IRON_DEFENDER).bench_card(VAROOM).end_turn()
    t.play(1182).attack("Combustion")
    assert t.mon(0).name == "Varoom" and t.mon(0).damage == 30
    s = Scenario().active(0, SNOVER).hand(0, [VAROOM]).active(1, 568, under=[567], energy=[R]).hand(1, [1182])
    t = s.start().bench_card(VAROOM).end_turn()
    t.play(1182).attack("Combustion")
    assert t.mon(0).damage == 60


def test_759_lopunny_dashing_kick_50_to_a_benched_pokemon():
    s = Scenario().active(0, LOPUNNY, energy=[W]).active(1, PALAFIN_EX).bench(1, SNOVER)
    t = s.start().attack("Dashing Kick")
    assert t.mon(1, 1).damage == 50 and t.mon(1).damage == 0


def test_665_raboot_jumping_kick_40_to_any_opposing_pokemon():
    s = Scenario().active(0, RABOOT, energy=[W]).active(1, PALAFIN_EX).bench(1, SNOVER)
    t = s.start().attack("Jumping Kick").choose((1, 1))
    assert t.mon(1, 1).damage == 40 and t.mon(1).damage == 0


def test_682_stonjourner_stony_kick_20_to_the_active_and_20_to_a_benched_pokemon():
    s = Scenario().active(0, STONJOURNER, energy=[F]).active(1, PALAFIN_EX).bench(1, SNOVER).bench(1, KYOGRE)
    t = s.start().attack("Stony Kick").choose((1, 2))
    assert t.mon(1).damage == 20 and t.mon(1, 2).damage == 20 and t.mon(1, 1).damage == 0


def test_728_inteleon_bring_down_knocks_out_a_pokemon_with_the_least_hp_left_even_your_own():
    s = Scenario().active(0, INTELEON, energy=[W]).bench(0, SNOVER, damage=60).active(1, PALAFIN_EX)
    s.bench(1, SCORBUNNY, damage=30)
    t = s.start().attack("Bring Down")
    assert SNOVER in t.discard_ids(0) and len(t.player(1).prizes) == 5
    s = Scenario().active(0, INTELEON, energy=[W]).bench(0, SNOVER, damage=50).active(1, PALAFIN_EX)
    s.bench(1, SCORBUNNY, damage=30)                      # a tie: 40 HP left each
    t = s.start().attack("Bring Down")
    assert set(t.options) == {(0, 1), (1, 1)}
    t.choose((1, 1))
    assert SCORBUNNY in t.discard_ids(1)


def test_728_inteleon_water_shot_discards_an_energy_from_itself():
    s = Scenario().active(0, INTELEON, energy=[W, W]).active(1, BLISSEY_EX)
    t = s.start().attack("Water Shot")
    assert t.mon(1).damage == 110 and t.energy_ids(0) == [W] and t.discard_ids(0) == [W]


def test_718_centiskorch_coiling_crush_an_energy_per_heads():
    s = Scenario().active(0, CENTISKORCH, energy=[W, W]).active(1, PALAFIN_EX, energy=[W, G, P])
    t = s.start().coins("HH").attack("Coiling Crush")
    t.choose(G)                                            # then one of the others
    t.choose(P)
    assert t.mon(1).damage == 50 and t.energy_ids(1) == [W] and t.discard_ids(1) == [G, P]
    t = s.start().coins("TT").attack("Coiling Crush")
    assert t.energy_ids(1) == [G, W, P]


def test_737_mega_manectric_ex_flash_ray_and_riotous_blasting():
    s = Scenario().active(0, MEGA_MANECTRIC_EX, under=[ELECTRIKE], energy=[L, L, L]).active(1, MEGA_LUCARIO)
    s.bench(1, SNOVER)
    t = s.start().attack("Riotous Blasting").choose(False)
    assert t.mon(1).damage == 200 and t.energy_ids(0) == [L, L, L]
    t = s.start().attack("Flash Ray")
    assert t.mon(1).damage == 120
    assert any(e.kind == "prevent_damage" and e.value == "basic" for e in t.state.effects)


def test_738_pachirisu_electrified_incisors_8_counters_per_energy_attached_from_hand():
    s = Scenario().active(0, PACHIRISU, energy=[L]).active(1, PALAFIN_EX).bench(1, SNOVER).hand(1, [W, W])
    t = s.start().attack("Electrified Incisors")
    t.attach(W, 0)
    assert t.mon(1).damage == 20 + 80                      # 10 x2 (weak to {L}), then 8 counters
    t.end_turn().end_turn()                                # only during that one turn
    t.attach(W, 0)
    assert t.mon(1).damage == 100


def test_652_mega_venusaur_ex_solar_transfer_moves_basic_grass_energy_any_number_of_times():
    s = Scenario().active(0, MEGA_VENUSAUR_EX, energy=[G, G, W]).bench(0, SNOVER).active(1, SNOVER)
    t = s.start()
    t.ability(0, 0)
    t.ability(0, 0).choose((0, 0))
    assert t.energy_ids(0, 1) == [G, G] and t.energy_ids(0) == [W]
    assert t.can("ability", 0, 0)


def test_1143_repel_the_opponent_picks_the_new_active():
    s = Scenario().active(0, SNOVER).active(1, KYOGRE).bench(1, SNOVER).bench(1, SCORBUNNY).hand(0, [REPEL])
    t = s.start().play(REPEL)
    assert t.decision.player == 1
    t.choose((1, 2))
    assert t.mon(1).name == "Scorbunny" and t.discard_ids(0) == [REPEL]


def test_1144_strange_timepiece_devolves_an_evolved_psychic_pokemon_into_the_hand():
    s = Scenario().active(0, REUNICLUS, under=[SOLOSIS, DUOSION], damage=30).active(1, SNOVER)
    s.hand(0, [STRANGE_TIMEPIECE]).bench(0, KADABRA, under=[ABRA])
    t = s.start().play(STRANGE_TIMEPIECE)
    assert set(t.options) == {(0, 0), (0, 1)}
    t.choose((0, 0), 2)
    assert t.mon(0).name == "Solosis" and t.mon(0).damage == 30
    assert t.hand_ids(0) == sorted([DUOSION, REUNICLUS])
    s = Scenario().active(0, MEGA_LUCARIO, under=[RIOLU]).active(1, SNOVER).hand(0, [STRANGE_TIMEPIECE])
    assert not s.start().can("play", STRANGE_TIMEPIECE)   # not a {P} Pokémon


# -- 685 Garganacl, 716 Pyroar, 757 Delibird, 686 Crawdaunt, 688 Spiritomb ----------------------------------

NACLI, NACLSTACK, GARGANACL, LITLEO, PYROAR, DELIBIRD = 683, 684, 685, 715, 716, 757
CORPHISH, CRAWDAUNT, SPIRITOMB, ZEKROM_EX = 667, 686, 688, 515


def test_685_garganacl_powerful_a_salt_plus_30_for_fighting_attackers_only():
    s = Scenario().active(0, RIOLU, energy=[F]).bench(0, GARGANACL, under=[NACLI, NACLSTACK]).active(1, DRAGAPULT_EX)
    assert s.start().attack("Accelerating Stab").mon(1).damage == 60
    s = Scenario().active(0, SNOVER, energy=[W]).bench(0, GARGANACL, under=[NACLI, NACLSTACK]).active(1, DRAGAPULT_EX)
    assert s.start().attack("Beat").mon(1).damage == 10


def test_716_pyroar_intimidating_fang_30_less_from_the_opponents_active_while_pyroar_is_active():
    s = Scenario().active(0, ZEKROM_EX, energy=[L, L]).active(1, PYROAR, under=[LITLEO])
    assert s.start().attack("Slash").mon(1).damage == 20
    s = Scenario().active(0, ZEKROM_EX, energy=[L, L]).active(1, SNOVER).bench(1, PYROAR, under=[LITLEO])
    assert s.start().attack("Slash").mon(1).damage == 50


def test_757_delibird_quick_gift_on_the_first_turn_takes_a_card_and_shuffles():
    s = Scenario(turn=1).active(0, DELIBIRD, energy=[W]).active(1, SNOVER).deck(0, [W, KYOGRE, W])
    t = s.start().attack("Quick Gift")
    assert DONE not in t.options                           # "a card": one is taken
    t.choose(KYOGRE)
    assert KYOGRE in t.hand_ids(0) and any("P1 shuffles their deck" in x for x in t.log)


def test_686_crawdaunt_cutting_riposte_for_one_darkness_energy_once_damaged():
    s = Scenario().active(0, CRAWDAUNT, under=[CORPHISH], energy=[D]).active(1, DRAGAPULT_EX)
    assert not s.start().can("attack", "Cutting Riposte")
    s = Scenario().active(0, CRAWDAUNT, under=[CORPHISH], energy=[D], damage=10).active(1, DRAGAPULT_EX)
    assert s.start().attack("Cutting Riposte").mon(1).damage == 130


def test_688_spiritomb_spiteful_swirl_1_counter_on_the_attacker_of_your_active_darkness_pokemon():
    s = Scenario().active(0, RIOLU, energy=[F]).active(1, SPIRITOMB)
    t = s.start().attack("Accelerating Stab")
    assert t.mon(1).damage == 30 and t.mon(0).damage == 10
    s = Scenario().active(0, RIOLU, energy=[F]).active(1, SNOVER).bench(1, SPIRITOMB)
    assert s.start().attack("Accelerating Stab").mon(0).damage == 0    # Snover is not {D}


def test_688_spiritomb_mountain_breaker_discards_the_top_card_of_the_opponents_deck():
    s = Scenario().active(0, SPIRITOMB, energy=[D]).active(1, DRAGAPULT_EX).deck(1, [KYOGRE, W])
    t = s.start().attack("Mountain Breaker")
    assert t.discard_ids(1) == [KYOGRE] and t.mon(1).damage == 10
