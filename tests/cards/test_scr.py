"""Scenario tests of the Stellar Crown (SCR) cards of the reference decks."""

from ptcg.decisions import CHOOSE_ATTACK, CHOOSE_POKEMON, PROMOTE
from ptcg.testing import Scenario

G, W, P, F, M = 1, 3, 5, 6, 8
SNOVER, SCORBUNNY, KYOGRE, DRAGAPULT_EX, HARIYAMA = 722, 151, 721, 121, 674
APPLIN, DIPPLIN, HYDRAPPLE_EX, CHIKORITA, BAYLEEF, MEGANIUM = 149, 921, 150, 708, 709, 710
SLOWPOKE, SLOWKING, DURALUDON, FAN_ROTOM, NOCTOWL = 162, 163, 169, 174, 173
DUNSPARCE, DUDUNSPARCE, EEVEE, KANGASKHAN_EX, OGERPON_EX = 65, 66, 145, 756, 96
GIBLE, GABITE, GARCHOMP_EX, DUSKNOIR, DUSCLOPS, DUSKULL = 379, 380, 381, 133, 132, 131
GLASS_TRUMPET, CRISPIN, BRIAR, AREA_ZERO, RISKY_RUINS, MEGA_SIGNAL = 1098, 1198, 1201, 1250, 1260, 1145
BEAT, ICY_SNOW, SWIRLING_WAVES = 1044, 1045, 1043


# -- 150 Hydrapple ex -----------------------------------------------------------------------------

def test_195_syrup_storm_30_more_per_grass_energy_on_all_your_pokemon():
    s = Scenario().active(0, HYDRAPPLE_EX, energy=[G, W], under=[APPLIN, DIPPLIN]).bench(0, APPLIN, energy=[G, G])
    s.active(1, DRAGAPULT_EX, energy=[G])
    t = s.start()
    t.attack("Syrup Storm")
    assert t.mon(1).damage == 30 + 3 * 30          # 3 {G} on P1's side; the opponent's don't count


def test_195_syrup_storm_counts_wild_growth_grass_twice():
    s = Scenario().active(0, HYDRAPPLE_EX, energy=[G, G], under=[APPLIN, DIPPLIN])
    s.bench(0, MEGANIUM, under=[CHIKORITA, BAYLEEF]).active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Syrup Storm")
    assert t.mon(1).damage == 30 + 4 * 30


def test_150_ripening_charge_attaches_a_basic_grass_from_hand_and_heals_30_there():
    s = Scenario().active(0, HYDRAPPLE_EX, damage=50, under=[APPLIN, DIPPLIN]).bench(0, APPLIN, damage=20)
    s.hand(0, [G, W]).active(1, SNOVER)
    t = s.start()
    t.ability(0)
    assert t.decision.kind == CHOOSE_POKEMON
    t.choose((0, 0))
    assert t.energy_ids(0) == [G] and t.hand_ids(0) == [W]
    assert t.mon(0).damage == 20
    assert t.mon(0, 1).damage == 20
    assert not t.can("ability", 0, 0)              # once during your turn


def test_150_ripening_charge_needs_a_basic_grass_energy_in_hand():
    s = Scenario().active(0, HYDRAPPLE_EX, damage=50, under=[APPLIN, DIPPLIN]).hand(0, [W]).active(1, SNOVER)
    assert not s.start().can("ability", 0, 0)


# -- 162 Slowpoke / 163 Slowking -------------------------------------------------------------------

def test_211_dangle_tail_puts_a_pokemon_from_the_discard_pile_into_the_hand():
    s = Scenario().active(0, SLOWPOKE, energy=[W]).active(1, SNOVER).discard(0, [W, SCORBUNNY, MEGA_SIGNAL, KYOGRE])
    t = s.start()
    t.attack("Dangle Tail")
    assert t.card_options() == {SCORBUNNY, KYOGRE}
    t.choose(KYOGRE)
    assert t.hand_ids(0) == [KYOGRE]
    assert t.discard_ids(0) == sorted([W, SCORBUNNY, MEGA_SIGNAL])


def _slowking_table(top, energy=(P, W)):
    s = Scenario().active(0, SLOWKING, energy=list(energy), under=[SLOWPOKE]).active(1, DRAGAPULT_EX)
    s.deck(0, [top] + [W] * 5)
    return s.start()


def test_213_seek_inspiration_II_C_18_uses_a_chosen_attack_of_the_discarded_pokemon():
    t = _slowking_table(SNOVER)
    t.attack("Seek Inspiration")
    assert t.decision.kind == CHOOSE_ATTACK and set(t.options) == {BEAT, ICY_SNOW}
    t.choose(ICY_SNOW)                             # its {W}{W} cost is not needed (R2)
    assert t.mon(1).damage == 30
    assert t.discard_ids(0) == [SNOVER]


def test_213_seek_inspiration_copies_damage_steps_and_effects():
    t = _slowking_table(HARIYAMA)
    t.attack("Seek Inspiration")                   # Wild Press: the only attack
    assert t.mon(1).damage == 210 and t.mon(0).damage == 70
    t = _slowking_table(KYOGRE, energy=(P, W, W))
    t.attack("Seek Inspiration").choose(SWIRLING_WAVES, W, W)
    assert t.mon(1).damage == 130
    assert t.energy_ids(0) == [P]                  # Swirling Waves discarded 2 Energy


def test_213_seek_inspiration_does_nothing_with_a_rule_box_pokemon_or_a_trainer_on_top():
    for top in (DRAGAPULT_EX, MEGA_SIGNAL):
        t = _slowking_table(top)
        t.attack("Seek Inspiration")
        assert t.mon(1).damage == 0
        assert t.discard_ids(0) == [top]
        assert t.state.current == 1


# -- 381 Cynthia's Garchomp ex (Hyper Ray text), 169 Duraludon, 174 Fan Rotom ---------------------

def test_532_draconic_buster_discards_all_energy_from_this_pokemon():
    s = Scenario().active(0, GARCHOMP_EX, energy=[F, F, W], under=[GIBLE, GABITE]).active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Draconic Buster")
    assert t.mon(1).damage == 260
    assert t.mon(0).energy == []
    assert t.discard_ids(0) == sorted([F, F, W])


def test_224_raging_hammer_10_more_per_damage_counter_on_this_pokemon():
    s = Scenario().active(0, DURALUDON, energy=[M, M, W], damage=50).active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Raging Hammer")
    assert t.mon(1).damage == 80 + 50


def test_230_assault_landing_II_D_01_does_nothing_without_a_stadium():
    s = Scenario().active(0, FAN_ROTOM, energy=[W]).active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Assault Landing")
    assert t.mon(1).damage == 0
    t = s.stadium(AREA_ZERO, owner=1).start()
    t.attack("Assault Landing")
    assert t.mon(1).damage == 70


def test_174_fan_call_RC_187_searches_up_to_3_colorless_pokemon_with_100_hp_or_less():
    s = Scenario(turn=2).active(0, FAN_ROTOM).bench(0, FAN_ROTOM).active(1, SNOVER)
    s.deck(0, [DUNSPARCE, DUDUNSPARCE, EEVEE, KANGASKHAN_EX, SNOVER, NOCTOWL, FAN_ROTOM])
    t = s.start()
    t.ability(0)
    assert t.card_options() == {DUNSPARCE, EEVEE, NOCTOWL, FAN_ROTOM}
    t.choose(DUNSPARCE, EEVEE, NOCTOWL)
    assert t.hand_ids(0) == sorted([DUNSPARCE, EEVEE, NOCTOWL])
    assert not t.can("ability", 1, 0)              # one Fan Call per turn


def test_174_fan_call_only_during_your_first_turn():
    s = Scenario(turn=3).active(0, FAN_ROTOM).active(1, SNOVER)
    assert not s.start().can("ability", 0, 0)
    s = Scenario(turn=1).active(0, FAN_ROTOM).active(1, SNOVER)
    assert s.start().can("ability", 0, 0)          # going first: turn 1 is the first turn


# -- Trainers -------------------------------------------------------------------------------------

def test_1098_glass_trumpet_attaches_a_basic_energy_from_discard_to_up_to_2_benched_colorless():
    s = Scenario().active(0, OGERPON_EX).bench(0, FAN_ROTOM).bench(0, SNOVER).bench(0, DUNSPARCE)
    s.active(1, SNOVER).hand(0, [GLASS_TRUMPET]).discard(0, [G, W, MEGA_SIGNAL])
    t = s.start()
    t.play(GLASS_TRUMPET)
    assert set(t.options) == {(0, 1), (0, 3)}      # Benched {C} only; at least 1 (II-D-05)
    t.choose((0, 1), (0, 3))
    assert t.card_options() == {G, W}
    t.choose(G)
    assert t.energy_ids(0, 1) == [G] and t.energy_ids(0, 3) == [W]
    assert t.discard_ids(0) == sorted([MEGA_SIGNAL, GLASS_TRUMPET])


def test_1098_glass_trumpet_needs_a_tera_pokemon_a_benched_colorless_and_basic_energy():
    s = Scenario().active(0, SNOVER).bench(0, FAN_ROTOM).active(1, SNOVER).hand(0, [GLASS_TRUMPET]).discard(0, [G])
    assert not s.start().can("play", GLASS_TRUMPET)             # no Tera Pokémon
    s = Scenario().active(0, OGERPON_EX).bench(0, SNOVER).active(1, SNOVER).hand(0, [GLASS_TRUMPET]).discard(0, [G])
    assert not s.start().can("play", GLASS_TRUMPET)             # no Benched {C} Pokémon
    s = Scenario().active(0, OGERPON_EX).bench(0, FAN_ROTOM).active(1, SNOVER).hand(0, [GLASS_TRUMPET])
    assert not s.start().can("play", GLASS_TRUMPET)             # no Basic Energy in the discard pile


def test_1198_crispin_one_to_hand_and_the_other_of_a_different_type_attached():
    s = Scenario().active(0, SNOVER).bench(0, SCORBUNNY).active(1, SNOVER).hand(0, [CRISPIN])
    s.deck(0, [G, G, F, MEGA_SIGNAL])
    t = s.start()
    t.play(CRISPIN).choose(G)
    assert t.card_options() == {F}                 # a different type only
    t.choose(F)
    assert t.card_options() == {G, F}
    t.choose(F)                                    # F goes into the hand
    t.choose((0, 1))
    assert t.hand_ids(0) == [F]
    assert t.energy_ids(0, 1) == [G]
    assert len(t.player(0).deck) == 2


def test_1198_crispin_reveals_the_energy_it_puts_into_the_hand():
    """"Reveal them": the opponent reads which Energy went to the hand (its log said nothing)."""
    s = Scenario().active(0, SNOVER).bench(0, SCORBUNNY).active(1, SNOVER).hand(0, [CRISPIN])
    t = s.deck(0, [G, G, F, MEGA_SIGNAL]).start()
    t.play(CRISPIN).choose(G).choose(F).choose(F).choose((0, 1))
    fighting = t.player(0).hand[0]
    assert any(e.kind == "move" and e.get("card") == fighting and e.get("dst") == "hand"
               for e in t.game.events_for(1))
    assert any("Basic {F} Energy" in line and "hand" in line for line in t.game.log_for(1))


def test_1198_crispin_a_single_energy_found_goes_into_the_hand():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [CRISPIN]).deck(0, [G, G, MEGA_SIGNAL])
    t = s.start()
    t.play(CRISPIN).choose(G)
    assert t.decision.kind == "main"
    assert t.hand_ids(0) == [G]
    assert t.mon(0).energy == []


def test_1201_briar_needs_exactly_2_opposing_prizes_left():
    s = Scenario().active(0, DRAGAPULT_EX, energy=[W]).active(1, SCORBUNNY).hand(0, [BRIAR]).prizes(1, 3)
    assert not s.start().can("play", BRIAR)
    assert s.prizes(1, 2).start().can("play", BRIAR)


def test_1201_briar_a_tera_pokemon_knocking_out_the_active_takes_one_more_prize():
    s = Scenario().active(0, DRAGAPULT_EX, energy=[W]).active(1, SCORBUNNY).bench(1, SNOVER)
    s.hand(0, [BRIAR]).prizes(1, 2)
    t = s.start()
    t.play(BRIAR).attack("Jet Headbutt")
    assert len(t.player(0).prizes) == 6 - 2


def test_1201_briar_does_nothing_for_a_pokemon_that_is_not_tera():
    s = Scenario().active(0, KANGASKHAN_EX, energy=[W, W, W]).active(1, SCORBUNNY).bench(1, SNOVER)
    s.hand(0, [BRIAR]).prizes(1, 2)
    t = s.start()
    t.coins("T").play(BRIAR).attack("Rapid-Fire Combo")
    assert len(t.player(0).prizes) == 6 - 1


# -- 1250 Area Zero Underdepths -------------------------------------------------------------------

def test_1250_area_zero_underdepths_8_benched_with_a_tera_pokemon_in_play():
    s = Scenario().active(0, OGERPON_EX).active(1, SNOVER).hand(0, [SCORBUNNY, SCORBUNNY]).stadium(AREA_ZERO)
    for _ in range(5):
        s.bench(0, SNOVER)
    t = s.start()
    t.bench_card(SCORBUNNY)
    assert len(t.player(0).bench) == 6
    s2 = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [SCORBUNNY]).stadium(AREA_ZERO)
    for _ in range(5):
        s2.bench(0, SNOVER)
    assert not s2.start().can("bench", SCORBUNNY)  # no Tera Pokémon: 5 as usual


def test_1250_losing_the_last_tera_pokemon_discards_down_to_5_after_promoting():
    s = Scenario(current=1, turn=4).active(0, DRAGAPULT_EX, damage=310).stadium(AREA_ZERO, owner=0)
    for _ in range(7):
        s.bench(0, SCORBUNNY)
    s.active(1, SNOVER, energy=[W])
    t = s.start()
    t.attack("Beat")
    assert t.decision.kind == PROMOTE and t.decision.player == 0
    t.choose(1)
    assert t.decision.kind == CHOOSE_POKEMON and t.decision.player == 0
    t.choose((0, 1))                               # 6 Benched: discard 1
    assert len(t.player(0).bench) == 5
    assert t.discard_ids(0).count(SCORBUNNY) == 1
    assert len(t.player(1).prizes) == 6 - 2        # only the Knock Out gave Prize cards


def test_1250_losing_the_last_tera_pokemon_to_an_ability_discards_down_at_once():
    s = Scenario().active(0, DUSKNOIR, under=[DUSKULL, DUSCLOPS]).bench(0, SNOVER)
    s.active(1, SNOVER).bench(1, OGERPON_EX, damage=100).stadium(AREA_ZERO, owner=1)
    for _ in range(6):
        s.bench(1, SCORBUNNY)
    t = s.start()
    t.ability(0).choose((1, 1))                    # 13 counters on Teal Mask Ogerpon ex
    assert t.mon(0).name == "Snover"               # Dusknoir was Knocked Out too
    assert t.decision.player == 1 and t.decision.kind == CHOOSE_POKEMON
    t.choose((1, 1))
    assert len(t.player(1).bench) == 5


def test_1250_when_area_zero_leaves_play_its_player_discards_down_first():
    s = Scenario().active(0, OGERPON_EX).active(1, OGERPON_EX).stadium(AREA_ZERO, owner=1)
    s.hand(0, [RISKY_RUINS])
    for _ in range(7):
        s.bench(0, SNOVER).bench(1, SCORBUNNY)
    t = s.start()
    t.play(RISKY_RUINS)
    assert t.decision.player == 1                  # P2 played Area Zero: P2 discards first
    t.choose((1, 1), (1, 2))
    assert t.decision.player == 0
    t.choose((0, 1), (0, 2))
    assert len(t.player(0).bench) == 5 and len(t.player(1).bench) == 5
    assert t.discard_ids(1) == sorted([SCORBUNNY, SCORBUNNY, AREA_ZERO])

# -- cards of the II-B cases -------------------------------------------------------------------
HOOTHOOT_TRIPLE_STAB, SPOINK = 172, 749


def test_228_triple_stab_and_triple_spin_10_per_heads():
    for attacker, attack, energy in ((HOOTHOOT_TRIPLE_STAB, "Triple Stab", W), (SPOINK, "Triple Spin", P)):
        s = Scenario().active(0, attacker, energy=[energy]).active(1, KYOGRE)
        assert s.start().coins("HTH").attack(attack).mon(1).damage == 20
        assert s.start().coins("TTT").attack(attack).mon(1).damage == 0


# -- 167 Klinklang -------------------------------------------------------------------------------------

KLINKLANG, TR_MAREEP, TR_FLAAFFY, TR_AMPHAROS = 167, 426, 427, 428


def test_167_klinklang_emergency_rotation_from_the_hand_to_the_bench_against_a_stage_2():
    s = Scenario().active(0, SNOVER).active(1, TR_AMPHAROS, under=[TR_MAREEP, TR_FLAAFFY]).hand(0, [KLINKLANG])
    t = s.start()
    t.apply(next(o for o in t.options if o[0] == "card_ability"))
    assert t.mon(0, 1).name == "Klinklang" and len(t.mon(0, 1).cards) == 1 and t.hand_ids(0) == []
    s = Scenario().active(0, SNOVER).active(1, TR_FLAAFFY, under=[TR_MAREEP]).hand(0, [KLINKLANG])
    assert not s.start().can("card_ability", KLINKLANG)     # no Stage 2 in play
