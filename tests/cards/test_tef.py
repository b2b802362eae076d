"""Scenario tests of the Temporal Forces (TEF) texts used by the reference decks."""

import pytest

from ptcg.rules import queries as Q
from ptcg.rules.attack import attack_options
from ptcg.state import Effect
from ptcg.testing import DONE, Scenario

G, R, W, L, P, F, D, M = range(1, 9)
MIST = 11
DREEPY, DRAGAPULT_EX, DUNSPARCE, DUDUNSPARCE = 119, 121, 65, 66
RELICANTH, DURALUDON, ARCHALUDON_EX = 57, 169, 190
GREAT_TUSK, GOLDEEN, MUNKIDORI, RAGING_BOLT_EX = 58, 100, 112, 63
HOPS_PHANTUMP, TR_TAROUNTULA, MARNIES_GRIMMSNARL_EX = 878, 400, 648
CRUSTLE, MEGA_LOPUNNY_EX, NS_ZEKROM = 345, 849, 906
STARYU, MEGA_STARMIE_EX = 1030, 1031
HAND_TRIMMER, PRIME_CATCHER, HEROS_CAPE = 1087, 1088, 1159
EXPLORERS_GUIDANCE, CIPHERMANIAC, SALVATORE, FULL_METAL_LAB = 1185, 1188, 1189, 1244
BOSS, NIGHT_STRETCHER = 1182, 1097


# -- 11 Mist Energy -------------------------------------------------------------------------

def test_11_mist_energy_provides_one_colorless():
    s = Scenario()
    s.active(0, GOLDEEN, energy=[MIST, W]).active(1, DRAGAPULT_EX)
    assert s.start().can("attack", "Whirlpool")                # {C}{C}
    s.active(0, GOLDEEN, energy=[MIST])
    assert not s.start().can("attack", "Whirlpool")


def test_11_mist_energy_stops_the_energy_discard_of_an_attack_but_not_its_damage_II_C_17():
    s = Scenario()
    s.active(0, GOLDEEN, energy=[W, W]).active(1, DRAGAPULT_EX, energy=[MIST, P])
    t = s.start()
    t.coins("H").attack("Whirlpool")
    assert t.mon(1).damage == 10
    assert t.energy_ids(1) == [P, MIST]


def test_11_mist_energy_stops_special_conditions_from_attacks_II_C_17():
    s = Scenario()
    s.active(0, MUNKIDORI, energy=[P, W]).active(1, DRAGAPULT_EX, energy=[MIST])
    t = s.start()
    t.attack("Mind Bend")
    assert t.mon(1).damage == 60
    assert not t.mon(1).has_condition()


# -- 57 Relicanth ---------------------------------------------------------------------------

def test_57_relicanth_memory_dive_lets_evolved_pokemon_use_their_pre_evolution_attacks():
    s = Scenario()
    s.active(0, ARCHALUDON_EX, energy=[M], under=[DURALUDON]).active(1, DRAGAPULT_EX)
    assert not s.start().can("attack", "Hammer In")
    s.bench(0, RELICANTH)
    t = s.start()
    assert t.can("attack", "Hammer In")
    t.attack("Hammer In")
    assert t.mon(1).damage == 30


def test_57_relicanth_memory_dive_is_only_for_its_owners_evolved_pokemon():
    s = Scenario()
    s.active(0, DURALUDON).bench(0, RELICANTH)
    s.active(1, ARCHALUDON_EX, under=[DURALUDON])
    t = s.start()
    assert [a.name for a in attack_options(t.state, t.mon(1))] == ["Metal Defender"]
    assert [a.name for a in attack_options(t.state, t.mon(0))] == ["Hammer In", "Raging Hammer"]


def test_57_relicanth_two_in_play_offer_each_granted_attack_once():
    s = Scenario()
    s.active(0, ARCHALUDON_EX, under=[DURALUDON]).bench(0, RELICANTH).bench(0, RELICANTH)
    s.active(1, DRAGAPULT_EX)
    t = s.start()
    names = [a.name for a in attack_options(t.state, t.mon(0))]
    assert sorted(names) == ["Hammer In", "Metal Defender", "Raging Hammer"]


# -- 58 Great Tusk — Land Collapse ----------------------------------------------------------

@pytest.mark.parametrize("supporter, milled", [(None, 1), (BOSS, 1), (EXPLORERS_GUIDANCE, 4)])
def test_58_great_tusk_land_collapse_mills_3_more_after_an_ancient_supporter_II_E_26(supporter, milled):
    s = Scenario()
    s.active(0, GREAT_TUSK, energy=[W, W]).active(1, DRAGAPULT_EX)
    if supporter:
        s.flags(0, supporters_played=[supporter])
    t = s.start()
    t.attack("Land Collapse")
    assert len(t.player(1).discard) == milled
    assert t.mon(1).damage == 0


# -- 59 Gastly — Mysterious Beam (100 Goldeen — Whirlpool) ----------------------------------

@pytest.mark.parametrize("coin, left", [("H", [P]), ("T", [P, P])])
def test_100_goldeen_whirlpool_discards_an_energy_from_the_defender_on_heads(coin, left):
    s = Scenario()
    s.active(0, GOLDEEN, energy=[W, W]).active(1, DRAGAPULT_EX, energy=[P, P])
    t = s.start()
    t.coins(coin).attack("Whirlpool")
    assert t.mon(1).damage == 10
    assert t.energy_ids(1) == left
    assert t.discard_ids(1) == ([P] if coin == "H" else [])


# -- 62 Koraidon — Shred (345 Crustle, 849 Mega Lopunny ex, 906 N's Zekrom) -----------------

@pytest.mark.parametrize("attacker, energy, attack, expected", [
    (CRUSTLE, [G, G, G], "Superb Scissors", 120 - 30),      # {G} Resistance is not an effect
    (MEGA_LOPUNNY_EX, [W, W], "Spiky Hopper", 160),
    (NS_ZEKROM, [W, W, W], "Shred", 70),
])
def test_shred_ignores_effects_on_the_defending_pokemon_II_B_07(attacker, energy, attack, expected):
    s = Scenario()
    s.active(0, attacker, energy=energy).active(1, ARCHALUDON_EX, under=[DURALUDON])
    s.stadium(FULL_METAL_LAB, owner=1)                      # -30 for {M} Pokémon: ignored
    t = s.start()
    t.protect(1)                                            # prevent all damage: ignored too
    t.attack(attack)
    assert t.mon(1).damage == expected


# -- 63 Raging Bolt ex ----------------------------------------------------------------------

def test_63_raging_bolt_ex_burst_roar_discards_the_hand_and_draws_6():
    s = Scenario()
    s.active(0, RAGING_BOLT_EX, energy=[W]).active(1, DRAGAPULT_EX).hand(0, [BOSS, G, G])
    t = s.start()
    t.attack("Burst Roar")
    assert t.discard_ids(0) == sorted([BOSS, G, G])
    assert len(t.player(0).hand) == 6


def test_63_raging_bolt_ex_bellowing_thunder_70_per_basic_energy_discarded_from_any_pokemon():
    s = Scenario()
    s.active(0, RAGING_BOLT_EX, energy=[L, F]).bench(0, DREEPY, energy=[G, MIST])
    s.active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Bellowing Thunder")
    t.choose(L, F)                                          # both from Raging Bolt ex
    assert [o >> 7 for o in t.options if o != DONE] == [G]   # Mist Energy is not Basic
    t.choose(G)
    assert t.mon(1).damage == 210
    assert t.discard_ids(0) == [G, L, F]
    assert t.energy_ids(0, 1) == [MIST]


def test_63_raging_bolt_ex_bellowing_thunder_discarding_none_does_no_damage_RC_104():
    s = Scenario()
    s.active(0, RAGING_BOLT_EX, energy=[L, F]).active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Bellowing Thunder")
    t.choose(DONE)
    assert t.mon(1).damage == 0
    assert t.energy_ids(0) == [L, F]


# -- 65 Dunsparce — Dig (878 Hop's Phantump — Splashing Dodge) ------------------------------

def test_878_hops_phantump_splashing_dodge_heads_prevents_damage_and_effects_next_turn():
    s = Scenario()
    s.active(0, HOPS_PHANTUMP, energy=[W]).active(1, MUNKIDORI, energy=[P, W])
    t = s.start()
    t.coins("H").attack("Splashing Dodge")
    assert t.mon(1).damage == 10
    t.attack("Mind Bend")                                   # the opponent's next turn
    assert t.mon(0).damage == 0
    assert not t.mon(0).has_condition()


def test_878_hops_phantump_splashing_dodge_tails_protects_nothing():
    s = Scenario()
    s.active(0, HOPS_PHANTUMP, energy=[W]).active(1, MUNKIDORI, energy=[P, W])
    t = s.start()
    t.coins("T").attack("Splashing Dodge")
    t.attack("Mind Bend")
    assert t.mon(0).damage == 60
    assert t.mon(0).has_condition()


# -- 66 Dudunsparce — Run Away Draw ---------------------------------------------------------

def test_66_dudunsparce_run_away_draw_draws_3_then_goes_into_the_deck_with_its_cards():
    s = Scenario()
    s.active(0, DREEPY).bench(0, DUDUNSPARCE, under=[DUNSPARCE], energy=[G]).active(1, DRAGAPULT_EX)
    s.deck(0, [W] * 10)
    t = s.start()
    t.ability(1)
    assert t.hand_ids(0) == [W, W, W]
    assert t.player(0).bench == []
    assert sorted(c >> 7 for c in t.player(0).deck) == sorted([G, DUNSPARCE, DUDUNSPARCE] + [W] * 7)


def test_66_dudunsparce_run_away_draw_from_the_active_spot_makes_its_owner_promote():
    s = Scenario()
    s.active(0, DUDUNSPARCE, under=[DUNSPARCE]).bench(0, DREEPY).bench(0, MUNKIDORI).active(1, DRAGAPULT_EX)
    t = s.start()
    t.ability(0)
    assert t.decision.kind == "promote" and t.decision.player == 0
    t.choose(2)
    assert t.mon(0).cid == MUNKIDORI and len(t.player(0).bench) == 1


def test_66_dudunsparce_run_away_draw_cannot_be_used_with_an_empty_deck():
    s = Scenario()
    s.active(0, DREEPY).bench(0, DUDUNSPARCE, under=[DUNSPARCE]).active(1, DRAGAPULT_EX).deck(0, [])
    assert not s.start().can("ability", 1, 0)


# -- 73 Rellor — Slight Intrusion (400 Team Rocket's Tarountula — Take Down) ----------------

def test_400_team_rockets_tarountula_take_down_also_damages_itself_II_B_09():
    s = Scenario()
    s.active(0, TR_TAROUNTULA, energy=[G]).active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Take Down")
    assert t.mon(1).damage == 30
    assert t.mon(0).damage == 10


# -- 83 Farigiraf ex — Dirty Beam (648 Marnie's Grimmsnarl ex — Shadow Bullet) --------------

def test_648_marnies_grimmsnarl_ex_shadow_bullet_also_hits_a_benched_pokemon_II_B_08():
    s = Scenario()
    s.active(0, MARNIES_GRIMMSNARL_EX, energy=[D, D]).active(1, DRAGAPULT_EX)
    s.bench(1, DREEPY).bench(1, DURALUDON)
    t = s.start()
    t.attack("Shadow Bullet")
    t.choose((1, 2))
    assert t.mon(1).damage == 180
    assert t.mon(1, 2).damage == 30 and t.mon(1, 1).damage == 0


# -- 1087 Hand Trimmer ----------------------------------------------------------------------

def test_1087_hand_trimmer_both_players_discard_down_to_5_opponent_first():
    s = Scenario()
    s.active(0, DREEPY).active(1, DRAGAPULT_EX)
    s.hand(0, [HAND_TRIMMER] + [W] * 7).hand(1, [G, G, G, W, W, W, L])
    t = s.start()
    t.play(HAND_TRIMMER)
    assert t.decision.player == 1                           # the opponent chooses first
    t.choose(W, L)                                          # picks go in ascending order
    assert t.hand_ids(1) == [G, G, G, W, W]
    assert len(t.player(0).hand) == 5
    assert t.discard_ids(0) == sorted([HAND_TRIMMER, W, W])


def test_1087_hand_trimmer_whatever_is_picked_first_exactly_down_to_5():
    def table():
        s = Scenario()
        s.active(0, DREEPY).active(1, DRAGAPULT_EX)
        s.hand(0, [HAND_TRIMMER]).hand(1, [G, G, W, W, L, P, BOSS, NIGHT_STRETCHER])
        t = s.start()
        t.play(HAND_TRIMMER)
        return t
    firsts = table().options
    assert DONE not in firsts
    for first in firsts:
        t = table().apply(first)
        while t.decision.kind != "main":
            t.apply(t.options[-1])                          # always the highest card offered
        assert len(t.player(1).hand) == 5 and len(t.player(1).discard) == 3


def test_1087_hand_trimmer_cannot_be_played_when_no_hand_is_above_5():
    s = Scenario()
    s.active(0, DREEPY).active(1, DRAGAPULT_EX)
    s.hand(0, [HAND_TRIMMER] + [W] * 5).hand(1, [G] * 5)
    assert not s.start().can("play", HAND_TRIMMER)
    s.hand(1, [G] * 6)
    assert s.start().can("play", HAND_TRIMMER)


# -- 1088 Prime Catcher ---------------------------------------------------------------------

def test_1088_prime_catcher_gusts_then_switches_your_active():
    s = Scenario()
    s.active(0, DREEPY).bench(0, MUNKIDORI).active(1, DRAGAPULT_EX).bench(1, DREEPY).bench(1, DUNSPARCE)
    s.hand(0, [PRIME_CATCHER])
    t = s.start()
    t.play(PRIME_CATCHER)
    t.choose((1, 2))
    assert t.mon(1).cid == DUNSPARCE and t.mon(0).cid == MUNKIDORI
    assert t.mon(0, 1).cid == DREEPY


def test_1088_prime_catcher_needs_an_opposing_bench_and_still_gusts_without_your_bench():
    s = Scenario()
    s.active(0, DREEPY).active(1, DRAGAPULT_EX).hand(0, [PRIME_CATCHER])
    assert not s.start().can("play", PRIME_CATCHER)
    s.bench(1, DUNSPARCE)
    t = s.start()
    t.play(PRIME_CATCHER)
    assert t.mon(1).cid == DUNSPARCE and t.mon(0).cid == DREEPY


# -- 1159 Hero's Cape -----------------------------------------------------------------------

def test_1159_heros_cape_gives_100_more_hp_II_D_15():
    s = Scenario()
    s.active(0, TR_TAROUNTULA, energy=[G]).active(1, DREEPY, damage=60, tools=[HEROS_CAPE])
    t = s.start()
    assert Q.max_hp(t.state, t.mon(1)) == 170
    t.attack("Take Down")                                   # 90 damage: KO without the Cape
    assert t.mon(1).cid == DREEPY and t.mon(1).damage == 90


# -- 1185 Explorer's Guidance ---------------------------------------------------------------

def test_1185_explorers_guidance_takes_2_of_the_top_6_and_discards_the_other_4():
    s = Scenario()
    s.active(0, DREEPY).active(1, DRAGAPULT_EX).hand(0, [EXPLORERS_GUIDANCE])
    s.deck(0, [BOSS, NIGHT_STRETCHER, W, W, L, P, F, D])
    t = s.start()
    t.play(EXPLORERS_GUIDANCE)
    assert DONE not in t.options                            # any cards: exactly 2
    t.choose(L, BOSS)
    assert t.hand_ids(0) == sorted([BOSS, L])
    assert t.discard_ids(0) == sorted([NIGHT_STRETCHER, W, W, P, EXPLORERS_GUIDANCE])
    assert [c >> 7 for c in t.player(0).deck] == [D, F]     # bottom first


# -- 1188 Ciphermaniac's Codebreaking -------------------------------------------------------

def test_1188_ciphermaniacs_codebreaking_puts_2_searched_cards_on_top_in_the_chosen_order():
    s = Scenario()
    s.active(0, DREEPY).active(1, DRAGAPULT_EX).hand(0, [CIPHERMANIAC])
    s.deck(0, [W] * 6 + [BOSS, NIGHT_STRETCHER])
    t = s.start()
    t.play(CIPHERMANIAC)
    t.choose(NIGHT_STRETCHER)                               # picks ascend: Boss's Orders comes with it
    assert t.decision.prompt.startswith("Choose the next card from the top")
    t.choose(NIGHT_STRETCHER)                               # the top card
    deck = [c >> 7 for c in t.player(0).deck]
    assert deck[-2:] == [BOSS, NIGHT_STRETCHER] and len(deck) == 8


# -- 1189 Salvatore -------------------------------------------------------------------------

def test_1189_salvatore_evolves_a_pokemon_put_into_play_this_turn_with_a_card_without_abilities():
    s = Scenario(turn=4)
    s.active(0, STARYU, entered_turn=4).bench(0, DUNSPARCE, entered_turn=4).active(1, DRAGAPULT_EX)
    s.hand(0, [SALVATORE]).deck(0, [W, DUDUNSPARCE, MEGA_STARMIE_EX, W])
    t = s.start()
    t.play(SALVATORE)
    assert {o >> 7 for o in t.options if o != DONE} == {MEGA_STARMIE_EX}   # Dudunsparce has an Ability
    t.choose(MEGA_STARMIE_EX)
    assert t.mon(0).cid == MEGA_STARMIE_EX
    assert len(t.player(0).deck) == 3


def test_1189_salvatore_works_on_a_setup_pokemon_during_the_second_players_first_turn_II_C_12():
    s = Scenario(turn=2)
    s.active(0, STARYU).active(1, DRAGAPULT_EX).hand(0, [SALVATORE]).deck(0, [MEGA_STARMIE_EX, W])
    t = s.start()
    t.play(SALVATORE)
    t.choose(MEGA_STARMIE_EX)
    assert t.mon(0).cid == MEGA_STARMIE_EX


# -- 1244 Full Metal Lab --------------------------------------------------------------------

@pytest.mark.parametrize("defender, expected", [(DURALUDON, 40 - 30), (DRAGAPULT_EX, 40)])
def test_1244_full_metal_lab_metal_pokemon_take_30_less_from_the_opponents_attacks(defender, expected):
    s = Scenario()
    s.active(0, DREEPY, energy=[R, P]).active(1, defender).stadium(FULL_METAL_LAB, owner=1)
    t = s.start()
    t.attack("Bite")
    assert t.mon(1).damage == expected


def test_1244_full_metal_lab_applies_after_weakness_II_B_05():
    s = Scenario()
    s.active(0, DREEPY, energy=[R, P]).active(1, DURALUDON).stadium(FULL_METAL_LAB)
    t = s.start()
    t.state.effects.append(Effect("weakness_is", t.mon(1).uid, 1, 9, 3, 3))   # {N} Weakness
    t.attack("Bite")
    assert t.mon(1).damage == 40 * 2 - 30


def test_1244_full_metal_lab_is_played_from_hand_like_any_stadium_I_B_04():
    s = Scenario()
    s.active(0, DURALUDON).active(1, DREEPY, energy=[R, P]).hand(0, [FULL_METAL_LAB])
    t = s.start()
    t.play(FULL_METAL_LAB)
    assert t.state.stadium >> 7 == FULL_METAL_LAB and not t.can("play", FULL_METAL_LAB)
    t.end_turn()
    t.attack("Bite")
    assert t.mon(0).damage == 10

# -- cards of the II-C cases -------------------------------------------------------------------
HOOTHOOT_SILENT_WING, PIDOVE, SNOVER_TEF, KYOGRE_TEF = 64, 551, 722, 721


def test_73_silent_wing_and_scout_the_opponent_reveals_their_hand():
    for attacker, attack, damage in ((HOOTHOOT_SILENT_WING, "Silent Wing", 20), (PIDOVE, "Scout", 0)):
        s = Scenario().active(0, attacker, energy=[W, W]).active(1, KYOGRE_TEF).hand(1, [SNOVER_TEF, BOSS])
        t = s.start().attack(attack)
        assert t.mon(1).damage == damage
        assert sorted(c >> 7 for c in t.player(1).revealed) == sorted([SNOVER_TEF, BOSS])
        assert {SNOVER_TEF, BOSS} <= set(t.hand_ids(1))


# -- 86 Metang ----------------------------------------------------------------------------------------

BELDUM, METANG = 85, 86


def test_86_metang_metal_maker_attaches_basic_metal_from_the_top_4_rest_to_the_bottom():
    s = Scenario().active(0, METANG, under=[BELDUM]).bench(0, SNOVER_TEF).active(1, KYOGRE_TEF)
    t = s.deck(0, [M, W, M, G, P, P]).start().ability(0)
    assert {o >> 7 for o in t.options if o != DONE} == {M}
    t.choose(M, M, (0, 0), (0, 1))
    assert t.energy_ids(0) == [M] and t.energy_ids(0, 1) == [M]
    deck = [c >> 7 for c in t.player(0).deck]
    assert sorted(deck[:2]) == [G, W] and deck[2:] == [P, P]          # the other 2 at the bottom
    assert not t.can("ability", 0, 0)
