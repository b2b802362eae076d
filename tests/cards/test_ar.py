"""Arceus (AR, Platinum 4): every card of its two theme decks, Flamemaster and Stormshaper.
One scenario per card text; the texts other cards print first live in those cards' modules
(``sets/base/bs.py``, ``sets/ex/rs.py``, ``sets/dp/prdpp.py``...), and texts the official
pool prints word for word have the pool's behaviour.

Targets are Dragapult ex (320 HP, no Weakness or Resistance) unless a test is about
Weakness +N or Resistance −20, the Diamond & Pearl values.
"""

import pytest

from ptcg.cards import legacy
from ptcg.cards.db import card
from ptcg.decisions import CHOOSE_CARD, CHOOSE_POKEMON, DONE
from ptcg.rules import queries as Q
from ptcg.rules.conditions import CONFUSED, PARALYZED
from ptcg.testing import Scenario, play_checked
from ptcg.testing import attack_named as hit
from ptcg.types import FIRE, GRASS, PSYCHIC

DRAGAPULT_EX, SNOVER = 121, 722
G, R, W, L, P, F, D, M = 1, 2, 3, 4, 5, 6, 7, 8
ENERGY = {0: W, 1: G, 2: R, 3: W, 4: L, 5: P, 6: F, 7: D, 8: M}


def ar(number) -> int:
    return legacy.card_id(f"pl4-{number}")


PONYTA, RAPIDASH, CHERUBI, CHERRIM = ar(72), ar(47), ar(60), ar(15)
TREECKO, GROVYLE, SCEPTILE, TANGELA, TANGROWTH = ar(79), ar(39), ar(31), ar(77), ar(10)
ARCEUS_LV_X, OAKS_VISIT = ar(94), ar(90)
ARCEUS_PSYCHIC, ARCEUS_FIRE = ar("AR7"), ar("AR3")
BEBES_SEARCH = legacy.card_id("pl2-89")
CYNTHIAS_FEELINGS = legacy.card_id("dp6-131")
LUXURY_BALL, POTION, SWITCH = (legacy.card_id(f"dp7-{n}") for n in (86, 92, 93))


def finish(t):
    """Answer whatever the attack still asks with its first option (none of these matter)."""
    while t.decision is not None and t.decision.kind != "main" and t.decision.player == 0:
        t.apply(t.decision.options[0])
    return t


# -- attacks that only do their printed damage -----------------------------------------------------
VANILLA = [(PONYTA, "Tackle", 10), (RAPIDASH, "Flare", 40), (CHERUBI, "Ram", 10), (CHERUBI, "Solarbeam", 20),
           (TREECKO, "Pound", 10), (TREECKO, "Slash", 20), (GROVYLE, "Cut", 50)]


@pytest.mark.parametrize("cid, attack, damage", VANILLA, ids=[f"{c}-{a}" for c, a, _ in VANILLA])
def test_ar_attacks_that_do_their_printed_damage(cid, attack, damage):
    """160071 Ponyta, 160046 Rapidash, 160059 Cherubi, 160078 Treecko, 160038 Grovyle."""
    assert next(a for a in card(cid).attacks if a.name == attack).key is None
    assert hit(cid, attack).mon(1).damage == damage


# -- Flamemaster -------------------------------------------------------------------------------
@pytest.mark.parametrize("coin, damage", [("H", 30), ("T", 10)])
def test_160071_ponyta_stomp_heads_20_more(coin, damage):
    assert hit(PONYTA, "Stomp", coin).mon(1).damage == damage


def test_160046_rapidash_searing_flame_burns():
    """10 damage, then Burn's 2 counters at the Checkup between the turns."""
    assert hit(RAPIDASH, "Searing Flame").mon(1).damage == 10 + 20
    assert hit(RAPIDASH, "Flare").mon(1).damage == 40


@pytest.mark.parametrize("coin", ["H", "T"])
def test_160014_cherrim_worry_seed_heads_confuses(coin):
    t = hit(CHERRIM, "Worry Seed", coin)
    assert t.mon(1).damage == 30 and (t.mon(1).rotation == CONFUSED) is (coin == "H")


CLOUDY_SKY = [(TANGROWTH, CHERRIM, 1, 60), (RAPIDASH, CHERRIM, 1, 60), (SNOVER, CHERRIM, 1, 70),
              (TANGROWTH, SNOVER, 1, 70), (TANGROWTH, CHERRIM, 0, 70)]


@pytest.mark.parametrize("defender, bench, whose, damage", CLOUDY_SKY)
def test_160014_cherrim_cloudy_sky_grass_and_fire_pokemon_take_10_less(defender, bench, whose, damage):
    """With Cherrim in play, each of its owner's {G} and {R} Pokémon takes 10 less from attacks
    (Dragapult ex's Jet Headbutt, 70); a {W} Pokémon does not, nor the opponent's Pokémon."""
    s = Scenario().active(0, DRAGAPULT_EX, energy=[W]).active(1, defender).bench(1, SNOVER)
    s = s.bench(whose, bench)
    assert s.start().attack("Jet Headbutt").mon(1).damage == damage


def test_160014_cherrim_cloudy_sky_covers_the_bench_and_stacks():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).bench(1, CHERRIM).bench(1, CHERRIM).bench(1, PONYTA)
    t = s.start()
    g = t.state

    class A:
        player, attacker = 0, t.mon(0)
    assert Q.damage_taken_change(g, A, t.mon(1, 3)) == -20
    assert Q.damage_taken_change(g, A, t.mon(1, 0)) == 0


@pytest.mark.parametrize("coin, damage", [("H", 30), ("T", 20)])
def test_160038_grovyle_quick_attack_heads_10_more(coin, damage):
    assert hit(GROVYLE, "Quick Attack", coin).mon(1).damage == damage


def test_160030_sceptile_leaf_supply_may_attach_a_basic_energy_from_the_hand():
    s = Scenario().active(0, SCEPTILE, energy=[G]).bench(0, TREECKO).active(1, DRAGAPULT_EX)
    t = s.hand(0, [G, SNOVER]).start().attack("Leaf Supply")
    assert t.decision.kind == CHOOSE_CARD and {o >> 7 for o in t.decision.options if o != DONE} == {G}
    t.choose(G)
    if t.decision.kind == CHOOSE_POKEMON:
        t.choose((0, 1))
    assert t.mon(1).damage == 30 and len(t.mon(0, 1).energy) == 1 and t.hand_ids(0) == [SNOVER]
    # declining attaches nothing
    t = Scenario().active(0, SCEPTILE, energy=[G]).active(1, DRAGAPULT_EX).hand(0, [G]).start()
    t.attack("Leaf Supply").choose(DONE)
    assert t.hand_ids(0) == [G] and len(t.mon(0).energy) == 1


@pytest.mark.parametrize("coins, damage", [("HH", 140), ("HT", 70), ("TT", 0)])
def test_160030_sceptile_dual_cut_70_for_each_of_2_heads(coins, damage):
    assert hit(SCEPTILE, "Dual Cut", coins).mon(1).damage == damage


def test_160076_tangela_collect_draws_a_card():
    t = Scenario().active(0, TANGELA, energy=[G]).active(1, DRAGAPULT_EX).deck(0, [SNOVER, W]).start()
    t.attack("Collect")
    assert t.hand_ids(0) == [SNOVER]


@pytest.mark.parametrize("coin", ["H", "T"])
def test_160076_tangela_stun_spore_heads_paralyzes(coin):
    t = hit(TANGELA, "Stun Spore", coin)
    assert t.mon(1).damage == 30 and (t.mon(1).rotation == PARALYZED) is (coin == "H")


def test_160009_tangrowth_leaf_guard_20_less_damage_in_the_opponents_next_turn():
    t = hit(TANGROWTH, "Leaf Guard")
    assert t.mon(1).damage == 30
    t.end_turn()
    while not t.at_main(1):
        t.apply(t.decision.options[0])
    t.attach(W).attack("Jet Headbutt")
    assert t.mon(0).damage == 70 - 20


@pytest.mark.parametrize("defender_damage, dealt", [(220, 120 - 40), (0, 50 - 40)])
def test_160009_tangrowth_swallow_up_120_when_the_defender_has_less_hp_left(defender_damage, dealt):
    """Dragapult ex (320 HP) takes 40 less from attacks here, so the damage shows without a
    Knock Out: with 100 HP left (fewer than Tangrowth's 110) it takes 120 − 40."""
    s = Scenario().active(0, TANGROWTH, energy=[G, G, G, G]).active(1, DRAGAPULT_EX, damage=defender_damage)
    s = s.effect(1, 0, "damage_taken", -40)
    t = s.bench(1, SNOVER).start().attack("Swallow Up")
    assert t.mon(1).damage == defender_damage + dealt


def test_160009_tangrowth_swallow_up_equal_hp_left_is_not_fewer():
    s = Scenario().active(0, TANGROWTH, energy=[G, G, G, G], damage=10).active(1, DRAGAPULT_EX, damage=220)
    t = s.bench(1, SNOVER).start().attack("Swallow Up")        # 100 left each
    assert t.mon(1).damage == 270


def test_ar_weakness_plus_n_and_resistance_minus_20():
    """Weakness +N and Resistance −20 as printed: Grovyle (Fire +20) takes Rapidash's Flare 40
    + 20; Cherubi (Water −20) takes 20 less from a {W} attacker."""
    t = Scenario().active(0, RAPIDASH, energy=[R, R]).active(1, GROVYLE).bench(1, SNOVER).start()
    assert t.attack("Flare").mon(1).damage == 60
    t = Scenario().active(0, SNOVER, energy=[W, W]).active(1, CHERUBI).start()
    assert t.attack("Icy Snow").mon(1).damage == 30 - 20


def test_158088_bebes_search_puts_a_card_back_then_takes_a_pokemon():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [BEBES_SEARCH, W, R]).deck(0, [G, PONYTA, G])
    t = s.start().play(BEBES_SEARCH)
    t.choose(W)
    assert t.card_options() == {PONYTA}
    t.choose(PONYTA)
    assert t.hand_ids(0) == sorted([PONYTA, R]) and t.deck_ids(0) == sorted([G, G, W]) and t.shuffles(0) == 1


def test_158088_bebes_search_cant_be_played_alone():
    t = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [BEBES_SEARCH]).deck(0, [PONYTA]).start()
    assert not t.can("play", BEBES_SEARCH)


@pytest.mark.parametrize("knocked_out, drawn", [(False, 4), (True, 8)])
def test_153130_cynthias_feelings_draws_4_or_8_after_a_knock_out(knocked_out, drawn):
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [CYNTHIAS_FEELINGS, W, G])
    s = s.deck(0, [R] * 12)
    t = s.start()
    if knocked_out:
        t.state.players[0].kos.append((t.state.turn - 1, PONYTA, True, 1))
    t.play(CYNTHIAS_FEELINGS)
    assert len(t.hand_ids(0)) == drawn and len(t.deck_ids(0)) == 14 - drawn


def test_155085_luxury_ball_takes_a_pokemon_but_not_a_lv_x():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [LUXURY_BALL]).deck(0, [ARCEUS_LV_X, PONYTA, W])
    t = s.start().play(LUXURY_BALL)
    assert t.card_options() == {PONYTA}
    t.choose(PONYTA)
    assert t.hand_ids(0) == [PONYTA]
    # a second Luxury Ball can't follow the first, now in the discard pile
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [LUXURY_BALL]).deck(0, [PONYTA])
    assert not s.discard(0, [LUXURY_BALL]).start().can("play", LUXURY_BALL)


def test_160089_professor_oaks_visit_draws_3_and_puts_one_on_the_bottom():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [OAKS_VISIT, W]).deck(0, [G, R, L, P])
    t = s.start().play(OAKS_VISIT)
    assert t.decision.kind == CHOOSE_CARD
    t.choose(R)
    assert t.hand_ids(0) == sorted([W, G, L])
    assert [c >> 7 for c in t.state.players[0].deck] == [R, P]            # bottom first: R under P


def test_155091_potion_heals_20():
    t = Scenario().active(0, SNOVER, damage=50).active(1, SNOVER).hand(0, [POTION]).start().play(POTION)
    if t.decision.kind == CHOOSE_POKEMON:
        t.choose((0, 0))
    assert t.mon(0).damage == 30
    t = Scenario().active(0, SNOVER, damage=10).active(1, SNOVER).hand(0, [POTION]).start().play(POTION)
    assert t.mon(0).damage == 0
    assert not Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [POTION]).start().can("play", POTION)


def test_155092_switch_brings_up_a_benched_pokemon():
    t = Scenario().active(0, SNOVER).bench(0, PONYTA).active(1, SNOVER).hand(0, [SWITCH]).start()
    t.play(SWITCH)
    assert t.mon(0).cid == PONYTA


# -- Arceus LV.X (Flamemaster and Stormshaper) -------------------------------------------------------
def test_160093_arceus_lv_x_levels_up_the_active_arceus_and_keeps_its_attack():
    s = Scenario().active(0, ARCEUS_PSYCHIC, energy=[P, P, P], entered_turn=1).active(1, DRAGAPULT_EX)
    t = s.hand(0, [ARCEUS_LV_X]).start()
    t.evolve(ARCEUS_LV_X)
    assert t.mon(0).cid == ARCEUS_LV_X and t.can("attack", "Mind Bend")


def test_160093_arceus_lv_x_multitype_takes_the_type_of_its_previous_level():
    t = Scenario().active(0, ARCEUS_LV_X, under=[ARCEUS_PSYCHIC]).active(1, SNOVER).start()
    assert Q.types(t.state, t.mon(0)) == (PSYCHIC,)
    t = Scenario().active(0, ARCEUS_LV_X, under=[ARCEUS_FIRE]).active(1, SNOVER).start()
    assert Q.has_type(t.state, t.mon(0), FIRE) and not Q.has_type(t.state, t.mon(0), GRASS)


def test_160093_arceus_lv_x_omniscient_uses_the_attacks_of_the_other_arceus_in_play():
    s = Scenario().active(0, ARCEUS_LV_X, under=[ARCEUS_PSYCHIC], energy=[R, R, R])
    t = s.bench(0, ARCEUS_FIRE).bench(0, PONYTA).active(1, DRAGAPULT_EX).bench(1, SNOVER).start()
    assert t.can("attack", "Bright Flame") and not t.can("attack", "Stomp")
    t.coins("H").attack("Bright Flame")
    assert t.mon(1).damage == 80
    # without the Benched Arceus, only the kept attack
    s = Scenario().active(0, ARCEUS_LV_X, under=[ARCEUS_PSYCHIC], energy=[R, R, R]).bench(0, PONYTA)
    t = s.active(1, DRAGAPULT_EX).start()
    assert not t.can("attack", "Bright Flame")


# -- Stormshaper -------------------------------------------------------------------------------
ELECTRIKE, MANECTRIC, SHINX, LUXIO, LUXRAY = ar(62), ar(22), ar(74), ar(43), ar(5)
GASTLY, HAUNTER, GULPIN, SWALOT = ar(64), ar(42), ar(66), ar(9)
ENERGY_RESTORE, EXPERT_BELT, LUCKY_EGG = ar(86), ar(87), ar(88)
ENERGY_SEARCH = legacy.card_id("dp5-90")
PELIPPER = ar(24)                      # 90 HP, Weakness {L} +20, Resistance {F} −20

VANILLA_STORM = [(ELECTRIKE, "Zap Kick", 10), (SHINX, "Gnaw", 10), (LUXIO, "Kick", 20), (GASTLY, "Gnaw", 10),
                 (GASTLY, "Suffocating Gas", 20), (HAUNTER, "Psyshot", 20), (GULPIN, "Drool", 20)]


@pytest.mark.parametrize("cid, attack, damage", VANILLA_STORM, ids=[f"{c}-{a}" for c, a, _ in VANILLA_STORM])
def test_stormshaper_attacks_that_do_their_printed_damage(cid, attack, damage):
    """160061 Electrike, 160073 Shinx, 160042 Luxio, 160063 Gastly, 160041 Haunter, 160065 Gulpin."""
    assert next(a for a in card(cid).attacks if a.name == attack).key is None
    assert hit(cid, attack).mon(1).damage == damage


def test_160061_electrike_weakness_plus_10_of_the_dp_era():
    assert hit(ELECTRIKE, "Zap Kick", defender=PELIPPER).mon(1).damage == 10 + 20


@pytest.mark.parametrize("coin, self_damage", [("H", 0), ("T", 10)])
def test_160061_electrike_thunder_jolt_tails_10_to_itself(coin, self_damage):
    t = hit(ELECTRIKE, "Thunder Jolt", coin)
    assert t.mon(1).damage == 30 and t.mon(0).damage == self_damage


@pytest.mark.parametrize("counters", [0, 3])
def test_160021_manectric_second_bite_10_more_per_damage_counter(counters):
    s = Scenario().active(0, MANECTRIC, energy=[L, L]).active(1, DRAGAPULT_EX, damage=10 * counters)
    t = s.bench(1, SNOVER).start().attack("Second Bite")
    assert t.mon(1).damage == 10 * counters + 20 + 10 * counters


def test_160021_manectric_swift_ignores_weakness_and_effects_on_the_defender():
    s = Scenario().active(0, MANECTRIC, energy=[L, L, L]).active(1, PELIPPER).bench(1, SNOVER)
    assert s.start().attack("Swift").mon(1).damage == 50                      # no Weakness +20
    s = Scenario().active(0, MANECTRIC, energy=[L, L, L]).active(1, DRAGAPULT_EX).bench(1, SNOVER)
    s.effect(1, 0, "damage_taken", -20)
    assert s.start().attack("Swift").mon(1).damage == 50
    s = Scenario().active(0, LUXIO, energy=[L, L, L]).active(1, DRAGAPULT_EX).bench(1, SNOVER)
    assert s.effect(1, 0, "damage_taken", -20).start().attack("Kick").mon(1).damage == 0


@pytest.mark.parametrize("coin", ["H", "T"])
def test_160073_shinx_swagger_heads_discards_an_energy_of_the_defending_pokemon(coin):
    s = Scenario().active(0, SHINX, energy=[L, L]).active(1, DRAGAPULT_EX, energy=[P, R]).bench(1, SNOVER)
    t = finish(s.start().coins(coin).attack("Swagger"))
    assert t.mon(1).damage == 20 and len(t.mon(1).energy) == (1 if coin == "H" else 2)


@pytest.mark.parametrize("coins, damage", [("HH", 80), ("HT", 40), ("TT", 0)])
def test_160042_luxio_discharge_discards_lightning_and_flips_per_card(coins, damage):
    s = Scenario().active(0, LUXIO, energy=[L, L, W]).active(1, DRAGAPULT_EX).bench(1, SNOVER)
    t = s.start().coins(coins + "HHHH").attack("Discharge")
    assert t.mon(1).damage == damage and t.energy_ids(0) == [W]
    assert sorted(c >> 7 for c in t.state.players[0].discard) == [L, L]


@pytest.mark.parametrize("coin", ["H", "T"])
def test_160004_luxray_flash_the_defenders_next_attack_may_fail(coin):
    t = hit(LUXRAY, "Flash")
    assert t.mon(1).damage == 30
    t.end_turn()
    while not t.at_main(1):
        t.apply(t.decision.options[0])
    t.attach(W).coins(coin).attack("Jet Headbutt")
    assert t.mon(0).damage == (70 if coin == "H" else 0)


def test_160004_luxray_gadget_bolt_100_and_the_tool_discarded_if_chosen():
    s = Scenario().active(0, LUXRAY, energy=[L, L, L], tools=[LUCKY_EGG]).active(1, DRAGAPULT_EX).bench(1, SNOVER)
    t = s.start().attack("Gadget Bolt").choose(True)
    assert t.mon(1).damage == 100 and t.mon(0).tools == [] and LUCKY_EGG in t.discard_ids(0)
    t = s.start().attack("Gadget Bolt").choose(False)
    assert t.mon(1).damage == 60 and len(t.mon(0).tools) == 1
    s = Scenario().active(0, LUXRAY, energy=[L, L, L]).active(1, DRAGAPULT_EX).bench(1, SNOVER)
    t = s.start().attack("Gadget Bolt")                       # no Tool: no question
    assert t.mon(1).damage == 60


def test_160004_luxray_gadget_bolt_with_expert_belt_does_its_extra_20():
    s = Scenario().active(0, LUXRAY, energy=[L, L, L], tools=[EXPERT_BELT]).active(1, DRAGAPULT_EX)
    t = s.bench(1, SNOVER).start().attack("Gadget Bolt").choose(True)
    assert t.mon(1).damage == 120 and EXPERT_BELT in t.discard_ids(0)


def test_160041_haunter_shadow_bind_the_defender_cant_retreat():
    t = hit(HAUNTER, "Shadow Bind")
    assert t.mon(1).damage == 30
    t.end_turn()
    while not t.at_main(1):
        t.apply(t.decision.options[0])
    assert not t.can("retreat")


def test_160065_gulpin_collect_draws_a_card():
    t = Scenario().active(0, GULPIN, energy=[P]).active(1, DRAGAPULT_EX).deck(0, [SNOVER, W]).start()
    assert t.attack("Collect").hand_ids(0) == [SNOVER]


@pytest.mark.parametrize("defender_damage", [0, 250, 300])
def test_160008_swalot_damage_roller_evens_the_hp_left(defender_damage):
    """Swalot (100 HP, 20 damage: 80 left) against Dragapult ex (320 HP): counters until 80 left,
    nothing when it has 80 or less left."""
    s = Scenario().active(0, SWALOT, energy=[P], damage=20).active(1, DRAGAPULT_EX, damage=defender_damage)
    t = s.bench(1, SNOVER).start().attack("Damage Roller")
    expected = max(defender_damage, 320 - 80)
    assert t.mon(1).damage == expected


@pytest.mark.parametrize("more", [True, False])
def test_160008_swalot_entangle_tackle_may_do_30_more_and_30_to_one_of_yours(more):
    s = Scenario().active(0, SWALOT, energy=[P, P, P]).bench(0, GULPIN).active(1, PELIPPER).bench(1, SNOVER)
    t = s.start().attack("Entangle Tackle").choose(more)
    if more:
        t.choose((0, 1))
    assert t.mon(1).damage == (80 if more else 50)
    assert t.mon(0, 1).damage == (30 if more else 0) and t.mon(0).damage == 0


@pytest.mark.parametrize("coins, got", [("HHH", 3), ("HTH", 2), ("TTT", 0)])
def test_160085_energy_restore_a_basic_energy_back_per_heads(coins, got):
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [ENERGY_RESTORE]).discard(0, [L, L, P, P])
    t = s.start().coins(coins).play(ENERGY_RESTORE)
    while t.decision.kind == CHOOSE_CARD:
        t.apply(t.decision.options[0])
    assert len(t.hand_ids(0)) == got
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [ENERGY_RESTORE]).discard(0, [L])
    t = s.start().coins("HHH").play(ENERGY_RESTORE)
    assert t.hand_ids(0) == [L]                                    # fewer than the heads: all of them
    assert not Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [ENERGY_RESTORE]).start() \
        .can("play", ENERGY_RESTORE)


def test_160086_expert_belt_20_hp_20_damage_and_a_prize_more():
    s = Scenario().active(0, GASTLY, energy=[P], tools=[EXPERT_BELT]).bench(0, GULPIN).active(1, DRAGAPULT_EX)
    t = s.bench(1, SNOVER).start()
    assert Q.max_hp(t.state, t.mon(0)) == 70
    t.attack("Gnaw")
    assert t.mon(1).damage == 30
    # Knocked Out with the Belt: the opponent takes 2 Prize cards
    s = Scenario(current=1).active(1, DRAGAPULT_EX, energy=[W]).active(0, GASTLY, tools=[EXPERT_BELT])
    t = s.bench(0, GULPIN).bench(1, SNOVER).start().attack("Jet Headbutt")
    assert len(t.player(1).prizes) == 6 - 2 and EXPERT_BELT in t.discard_ids(0)


def test_160086_expert_belt_does_no_extra_damage_to_the_bench():
    s = Scenario().active(0, DRAGAPULT_EX, energy=[R, P], tools=[EXPERT_BELT]).active(1, SNOVER)
    t = s.bench(1, DRAGAPULT_EX).bench(1, DRAGAPULT_EX).start().attack("Phantom Dive")
    while t.decision is not None and t.decision.kind != "main" and t.decision.player == 0:
        t.apply(t.decision.options[0])
    assert sum(t.mon(1, i).damage for i in (1, 2)) == 60


@pytest.mark.parametrize("by_attack", [True, False])
def test_160087_lucky_egg_draws_up_to_7_when_knocked_out_by_an_attack(by_attack):
    """Knocked Out by Jet Headbutt: 2 cards in hand become 7, then the turn's draw makes 8; Knocked
    Out by Poison at the Checkup: no cards (only the turn's draw)."""
    s = Scenario(current=1).active(1, DRAGAPULT_EX, energy=[W])
    if by_attack:
        s = s.active(0, GASTLY, tools=[LUCKY_EGG])
    else:
        s = s.active(0, GASTLY, tools=[LUCKY_EGG], damage=40, conditions=["poisoned"])
    t = s.bench(0, GULPIN).bench(1, SNOVER).hand(0, [W, W]).deck(0, [P] * 10).start()
    t = t.attack("Jet Headbutt") if by_attack else t.end_turn()
    while not t.at_main(0):
        t.apply(t.decision.options[0])
    assert LUCKY_EGG in t.discard_ids(0) and len(t.hand_ids(0)) == (8 if by_attack else 3)


def test_152089_energy_search_takes_a_basic_energy():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [ENERGY_SEARCH]).deck(0, [SNOVER, L, P])
    t = s.start().play(ENERGY_SEARCH)
    assert t.card_options() == {L, P}
    t.choose(L)
    assert t.hand_ids(0) == [L] and t.shuffles(0) == 1


# -- the two decks play: random games with the invariant checks ------------------------------------
PAIRS = [("Flamemaster", "Stormshaper"), ("Stormshaper", "Flamemaster"), ("Flamemaster", "Flamemaster"),
         ("Stormshaper", "Stormshaper")]


@pytest.mark.parametrize("deck_a, deck_b", PAIRS)
def test_flamemaster_and_stormshaper_play_random_games_to_a_legal_end(deck_a, deck_b):
    for seed in range(2):
        assert play_checked(deck_a, deck_b, seed, era="dp", clone_every=25).result is not None


@pytest.mark.slow
@pytest.mark.parametrize("deck_a, deck_b", PAIRS)
def test_flamemaster_and_stormshaper_play_100_random_games_each_way(deck_a, deck_b):
    for seed in range(100):
        assert play_checked(deck_a, deck_b, 1000 + seed, era="dp", clone_every=25).result is not None


# -- samples of LEGACY.md: Zapdos G (SP), Gengar and Gengar LV.X -----------------------------------
ZAPDOS_G, GENGAR, GENGAR_LV_X = ar(12), ar(16), ar(97)
ZAPDOS = legacy.card_id("dp5-14")


def test_160011_zapdos_g_is_an_sp_pokemon_whose_mark_is_part_of_its_name():
    """SP Pokémon (III-15; 004 "POKÉMON SP"): Zapdos G and Zapdos are different names, so a
    deck may hold 4 of each."""
    from ptcg.formats import get_format
    from ptcg.testing import deck_list
    assert "sp" in card(ZAPDOS_G).tags and card(ZAPDOS_G).name != card(ZAPDOS).name
    assert get_format("dp").problems(deck_list((4, ZAPDOS_G), (4, ZAPDOS), (52, L))) == []
    assert get_format("dp").problems(deck_list((5, ZAPDOS_G), (55, L)))


@pytest.mark.parametrize("coin", ["H", "T"])
def test_160011_zapdos_g_charge_beam_heads_attaches_an_energy_of_the_discard_pile(coin):
    s = Scenario().active(0, ZAPDOS_G, energy=[L]).active(1, DRAGAPULT_EX).bench(1, SNOVER).discard(0, [P, SNOVER])
    t = finish(s.start().coins(coin).attack("Charge Beam"))
    assert t.mon(1).damage == 10 and t.energy_ids(0) == ([L, P] if coin == "H" else [L])


@pytest.mark.parametrize("discard", [True, False])
def test_160011_zapdos_g_lightning_strike_may_discard_lightning_for_80(discard):
    s = Scenario().active(0, ZAPDOS_G, energy=[L, L, W]).active(1, DRAGAPULT_EX).bench(1, SNOVER)
    t = s.start().attack("Lightning Strike").choose(discard)
    assert t.mon(1).damage == (80 if discard else 40) and t.energy_ids(0) == ([W] if discard else sorted([L, L, W]))


def test_160015_gengar_curse_moves_a_counter_between_opposing_pokemon():
    s = Scenario().active(0, GENGAR).active(1, DRAGAPULT_EX, damage=30).bench(1, SNOVER)
    t = s.start().ability(0, 0)
    if t.decision.kind == CHOOSE_POKEMON:                 # the only damaged one may be chosen for us
        t.choose((1, 0))
    if t.decision.kind == CHOOSE_POKEMON:
        t.choose((1, 1))
    assert t.mon(1).damage == 20 and t.mon(1, 1).damage == 10
    # a Poké-Power that says so can't be used under a Special Condition (III-15 R1)
    s = Scenario().active(0, GENGAR, conditions=["poisoned"]).active(1, DRAGAPULT_EX, damage=30).bench(1, SNOVER)
    assert not s.start().can("ability", 0, 0)
    # nothing to move: not usable
    assert not Scenario().active(0, GENGAR).active(1, DRAGAPULT_EX).bench(1, SNOVER).start().can("ability", 0, 0)


@pytest.mark.parametrize("switch", [True, False])
def test_160015_gengar_shadow_skip_10_to_a_benched_pokemon_then_may_switch(switch):
    s = Scenario().active(0, GENGAR, energy=[P, P, P]).bench(0, GASTLY).active(1, DRAGAPULT_EX).bench(1, SNOVER)
    s = s.bench(1, SNOVER)
    t = s.start().attack("Shadow Skip").choose((1, 1))                 # 10 to the first Benched Snover
    assert t.decision.kind == CHOOSE_POKEMON and DONE in t.decision.options   # the switch is optional
    t.choose((0, 1) if switch else DONE)
    assert t.mon(1).damage == 60 and t.mon(1, 1).damage == 10
    assert t.mon(0).cid == (GASTLY if switch else GENGAR)


def test_160096_gengar_lv_x_levels_up_and_keeps_curse_and_shadow_skip():
    s = Scenario().active(0, GENGAR, energy=[P, P, P], entered_turn=1).active(1, DRAGAPULT_EX, damage=30)
    t = s.bench(1, SNOVER).hand(0, [GENGAR_LV_X]).start().evolve(GENGAR_LV_X)
    assert t.mon(0).cid == GENGAR_LV_X
    assert t.can("attack", "Shadow Skip") and t.can("attack", "Compound Pain") and t.can("ability", 0, 1)


def test_160096_gengar_lv_x_level_down_sends_a_lv_x_card_back_into_the_deck():
    s = Scenario().active(0, GENGAR_LV_X, under=[GENGAR]).active(1, ARCEUS_LV_X, under=[ARCEUS_PSYCHIC], damage=20)
    t = s.start().ability(0, 0)
    assert t.mon(1).cid == ARCEUS_PSYCHIC and t.mon(1).damage == 20
    assert ARCEUS_LV_X in t.deck_ids(1) and t.shuffles(1) == 1
    s = Scenario().active(0, GENGAR_LV_X, under=[GENGAR]).active(1, DRAGAPULT_EX)
    assert not s.start().can("ability", 0, 0)


def test_160096_gengar_lv_x_compound_pain_30_to_each_damaged_opposing_pokemon():
    s = Scenario().active(0, GENGAR_LV_X, under=[GENGAR], energy=[P, P, P]).active(1, PELIPPER, damage=10)
    s = s.bench(1, SNOVER, damage=10).bench(1, SNOVER)
    t = s.start().attack("Compound Pain")
    assert [t.mon(1, i).damage for i in range(3)] == [40, 40, 0]
    s = Scenario().active(0, GENGAR_LV_X, under=[GENGAR], energy=[P, P, P]).active(1, PELIPPER).bench(1, SNOVER)
    assert s.start().attack("Compound Pain").mon(1).damage == 0


def test_cli_deck_validate_and_show_take_the_theme_decks_by_name():
    """`ptcg deck validate --format dp "Flamemaster" "Stormshaper"` finds the theme decks by
    name, and `ptcg deck show` lists their older cards with their set codes."""
    from typer.testing import CliRunner

    from ptcg.cli import app
    runner = CliRunner()
    r = runner.invoke(app, ["deck", "validate", "--format", "dp", "Flamemaster", "Stormshaper"])
    assert r.exit_code == 0, r.output
    assert "Flamemaster: ok (60 cards)" in r.output and "Stormshaper: ok (60 cards)" in r.output
    r = runner.invoke(app, ["deck", "show", "Flamemaster"])
    assert r.exit_code == 0 and "1 Arceus LV.X AR 94" in r.output and "unknown" not in r.output
    r = runner.invoke(app, ["deck", "validate", "No Such Deck"])
    assert r.exit_code == 1 and "no built-in deck of that name" in r.output
