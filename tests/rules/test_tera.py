"""The Tera rule (III-14; the rule box of every Tera Pokémon ex): while it is on the Bench,
damage done to it by attacks, either player's, is prevented; damage counters still land."""

from ptcg.cards.db import CARDS
from ptcg.testing import Scenario

G, R, W, L, P, F, D, M = range(1, 9)
SNOVER, DREEPY, DRAGAPULT_EX = 722, 119, 121      # Snover's Frost Barrier stops ex attackers
TEAL_MASK_OGERPON_EX, DURALUDON = 96, 169
SMOLIV, DOLLIV, ARBOLIVA_EX = 402, 403, 404
MARNIES_GRIMMSNARL_EX, IRON_CROWN_EX, GIRAFARIG = 648, 80, 38


def test_III_14_every_tera_pokemon_carries_the_tera_rule_box():
    tera = sorted(c.id for c in CARDS.values() if c.tera_rule)
    assert len(tera) == 32 and {96, 99, 108, 117, 121} <= set(tera)
    assert all(CARDS[c].is_tera and CARDS[c].is_ex for c in tera)
    assert not CARDS[SNOVER].tera_rule and not CARDS[MARNIES_GRIMMSNARL_EX].tera_rule


def test_III_14_tera_oil_salvo_does_no_damage_to_a_benched_teal_mask_ogerpon_ex():
    s = Scenario().active(0, ARBOLIVA_EX, energy=[G], under=[SMOLIV, DOLLIV])
    s.active(1, SNOVER).bench(1, TEAL_MASK_OGERPON_EX)
    t = s.start()
    t.attack("Oil Salvo")
    t.choose(1)                                   # 1 on Snover, the other 5 on Ogerpon
    assert t.mon(1).damage == 20
    assert t.mon(1, 1).damage == 0                # 100 prevented by the Tera rule


def test_III_14_tera_shadow_bullet_does_no_bench_damage_to_a_benched_dragapult_ex():
    s = Scenario().active(0, MARNIES_GRIMMSNARL_EX, energy=[D, D])
    s.active(1, DRAGAPULT_EX).bench(1, DRAGAPULT_EX, under=[DREEPY]).bench(1, DREEPY)
    t = s.start()
    t.attack("Shadow Bullet")
    t.choose((1, 1))
    assert t.mon(1).damage == 180 and t.mon(1, 1).damage == 0
    assert any("Dragapult ex takes 0 damage" in line and "prevented" in line for line in t.game.log)


def test_III_14_tera_damage_counters_from_an_attack_still_land_on_the_bench():
    s = Scenario().active(0, DRAGAPULT_EX, energy=[R, P]).active(1, SNOVER)
    s.bench(1, TEAL_MASK_OGERPON_EX).bench(1, DRAGAPULT_EX)
    t = s.start()
    t.attack("Phantom Dive")
    t.choose(2)                                   # 2 counters on Ogerpon, 4 on Dragapult ex
    assert t.mon(1, 1).damage == 20 and t.mon(1, 2).damage == 40


def test_III_14_tera_active_tera_pokemon_takes_damage_as_usual():
    s = Scenario().active(0, MARNIES_GRIMMSNARL_EX, energy=[D, D]).active(1, TEAL_MASK_OGERPON_EX)
    s.bench(1, DREEPY).bench(1, DURALUDON)
    t = s.start()
    t.attack("Shadow Bullet")
    t.choose((1, 1))
    assert t.mon(1).damage == 180 and t.mon(1, 1).damage == 30


def test_III_14_tera_own_attacks_do_no_damage_to_your_benched_tera_pokemon():
    s = Scenario().active(0, GIRAFARIG, energy=[P]).bench(0, TEAL_MASK_OGERPON_EX).bench(0, SNOVER)
    s.active(1, SNOVER)
    t = s.start()
    t.attack("Dual Headbutt")
    t.choose((0, 1))
    assert t.mon(0, 1).damage == 0 and t.mon(1).damage == 30


def test_III_14_tera_is_a_rule_so_damage_that_ignores_effects_is_prevented_too():
    s = Scenario().active(0, IRON_CROWN_EX, energy=[P, P, P]).active(1, SNOVER)
    s.bench(1, TEAL_MASK_OGERPON_EX)
    t = s.start()
    t.attack("Twin Shotels")                      # 50 to 2 Pokémon, ignoring effects on them
    assert t.mon(1).damage == 50 and t.mon(1, 1).damage == 0
