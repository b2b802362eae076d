"""The cases of RULES.md II-E-13 … II-E-18 (Ability wordings): RC-181 … RC-199.

The named card is used where it is in our pool.  Cards that are not (Lanturn, Pyroar S9a,
Infernape, Pyukumuku) are stood in for by registering their effect, for one test only, on a
pool card that has an Ability (the ``stand_in_*`` helpers of :mod:`ptcg.testing` restore
the registry afterwards); each docstring says which.  The stood-in texts below are shared with
the other ``test_rc_el_*`` files and with ``tests/rules/test_part2_el.py``.
"""

from ptcg import registry
from ptcg.effects import draw
from ptcg.rules import evolution as E
from ptcg.rules import queries as Q
from ptcg.rules import zones as Z
from ptcg.rules.conditions import make_confused, make_poisoned
from ptcg.testing import Scenario, stand_in_ability, stand_in_passive
from ptcg.types import GRASS, bit

G, W, L, F, D = 1, 3, 4, 6, 7
SNOVER, KYOGRE, DRAGAPULT_EX, KANGASKHAN_EX, ZEKROM_EX = 722, 721, 121, 756, 515
LOTAD, RIOLU, SCORBUNNY = 260, 677, 151
NACLI, NACLSTACK, GARGANACL = 683, 684, 685
SHELMET, ACCELGOR, KARRABLAST, ESCAVALIER = 564, 565, 487, 543
CHIKORITA, BAYLEEF, MEGANIUM = 708, 709, 710
LITLEO, PYROAR, MISTYS_MAGIKARP, RABOOT, STONJOURNER, INTELEON = 715, 716, 362, 665, 682, 728
LUNATONE, SOLROCK, FAN_ROTOM, RELICANTH, HOPS_SNORLAX = 675, 676, 174, 57, 304
TR_MAREEP, TR_FLAAFFY, TR_AMPHAROS = 426, 427, 428
TR_NIDOKING_EX, PECHARUNT, MAGMAR, MAGMORTAR = 455, 230, 929, 256
KLINKLANG = 167
RARE_CANDY, SWITCH = 1079, 1123


# -- texts of cards not in our pool, for the stand-ins ---------------------------------------------


def searing_aura(g, holder, inst, mon):
    """Pyroar (S9a) Searing Aura, not in our pool: the opponent's Active Pokémon places 4
    counters for Burn ("becomes 4", an effect on the Pokémon, II-E-16 R4)."""
    return 4 if mon.owner != holder.owner and g.players[mon.owner].active is mon else 0


def burning_spirit(g, holder, inst, mon):
    """Infernape (SM5S) Burning Spirit, not in our pool: Burn "becomes 6" likewise."""
    return 6 if mon.owner != holder.owner and g.players[mon.owner].active is mon else 0


def checkup_damage(t, coins="T"):
    """End the turn (tails for every Burn or Sleep flip unless told) and return the damage
    each Active Pokémon took during that Checkup, as {player: damage}."""
    before = {pl: t.mon(pl).damage for pl in (0, 1)}
    t.coins(coins).end_turn()
    return {pl: t.mon(pl).damage - before[pl] for pl in (0, 1)}


# -- RC-181 .. RC-184: "as long as this Pokémon is in play" (II-E-13) -------------------------------


def test_RC_181_powerful_a_salt_adds_30_on_the_attacker_before_weakness():
    """Riolu's Accelerating Stab (30) with a Benched Garganacl: 60 to Dragapult ex (no
    Weakness); 120 to Mega Kangaskhan ex, weak to {F}: (30 + 30) x2 — a step-2 modifier."""
    for defender, expected in ((DRAGAPULT_EX, 60), (KANGASKHAN_EX, 120)):
        s = Scenario().active(0, RIOLU, energy=[F]).bench(0, GARGANACL, under=[NACLI, NACLSTACK])
        t = s.active(1, defender).start()
        t.attack("Accelerating Stab")
        assert t.mon(1).damage == expected


def test_RC_181_two_garganacl_add_60():
    s = Scenario().active(0, RIOLU, energy=[F]).active(1, DRAGAPULT_EX)
    s.bench(0, GARGANACL, under=[NACLI, NACLSTACK]).bench(0, GARGANACL, under=[NACLI, NACLSTACK])
    t = s.start()
    t.attack("Accelerating Stab")
    assert t.mon(1).damage == 90


def test_RC_181_only_fighting_attackers_and_only_the_opponents_active():
    """Snover ({W}) gets nothing; Stonjourner's Stony Kick gets +30 on the Active only (its
    20 to a Benched Pokémon stays 20)."""
    s = Scenario().active(0, SNOVER, energy=[W]).bench(0, GARGANACL, under=[NACLI, NACLSTACK])
    t = s.active(1, DRAGAPULT_EX).start()
    t.attack("Beat")
    assert t.mon(1).damage == 10
    s = Scenario().active(0, STONJOURNER, energy=[F]).bench(0, GARGANACL, under=[NACLI, NACLSTACK])
    t = s.active(1, DRAGAPULT_EX).bench(1, SNOVER).start()
    t.attack("Stony Kick")
    assert t.mon(1).damage == 50 and t.mon(1, 1).damage == 20


def test_RC_182_shelmet_evolves_on_the_first_turn_with_karrablast_in_play():
    s = Scenario(turn=1).active(0, SHELMET).bench(0, KARRABLAST).active(1, SNOVER)
    t = s.hand(0, [ACCELGOR, ESCAVALIER]).start()
    assert t.can("evolve", ACCELGOR, 0) and t.can("evolve", ESCAVALIER, 1)
    t.evolve(ACCELGOR, 0)
    assert t.mon(0).name == "Accelgor"
    s = Scenario(turn=1).active(0, SHELMET).active(1, SNOVER).hand(0, [ACCELGOR])
    assert not s.start().can("evolve", ACCELGOR)            # no Karrablast: I-A-05 R3 holds


def test_RC_182_shelmet_evolves_the_turn_it_is_played():
    s = Scenario().active(0, KARRABLAST).active(1, SNOVER).hand(0, [SHELMET, ACCELGOR])
    t = s.start()
    t.bench_card(SHELMET)
    t.evolve(ACCELGOR, 1)
    assert t.mon(0, 1).name == "Accelgor"


def test_RC_182_only_shelmet_itself_may_evolve_early():
    """A Chikorita beside them still waits for a later turn (the text is about "this Pokémon")."""
    s = Scenario(turn=1).active(0, SHELMET).bench(0, KARRABLAST).bench(0, CHIKORITA)
    t = s.active(1, SNOVER).hand(0, [BAYLEEF]).start()
    assert not t.can("evolve", BAYLEEF)


def test_RC_183_intimidating_fang_minus_30_on_the_attacker_while_pyroar_is_active():
    """Zekrom ex's Slash (50) on the Active Pyroar does 20; Lotad's Water Gun (20) does
    nothing — the -30 comes at step 2, before Pyroar's Weakness to {W} (else 20 x2 - 30)."""
    s = Scenario().active(0, ZEKROM_EX, energy=[L, L]).active(1, PYROAR, under=[LITLEO])
    t = s.start()
    t.attack("Slash")
    assert t.mon(1).damage == 20
    s = Scenario().active(0, LOTAD, energy=[W]).active(1, PYROAR, under=[LITLEO])
    t = s.start()
    t.attack("Water Gun")
    assert t.mon(1).damage == 0


def test_RC_183_intimidating_fang_does_nothing_from_the_bench():
    s = Scenario().active(0, ZEKROM_EX, energy=[L, L]).active(1, SNOVER).bench(1, PYROAR, under=[LITLEO])
    t = s.start()
    t.attack("Slash")
    assert t.mon(1).damage == 50


def test_RC_184_so_submerged_prevents_damage_and_effects_on_the_bench():
    """Raboot's Jumping Kick (40 to a chosen Pokémon) does nothing to the Benched Magikarp;
    Inteleon's Bring Down (an effect: the Pokémon with the least HP left is Knocked Out) can
    pick it, but it is not affected."""
    s = Scenario().active(0, RABOOT, under=[SCORBUNNY], energy=[W]).active(1, SNOVER).bench(1, MISTYS_MAGIKARP)
    t = s.start()
    t.attack("Jumping Kick").choose((1, 1))
    assert t.mon(1, 1).damage == 0
    s = Scenario().active(0, INTELEON, energy=[W]).active(1, SNOVER).bench(1, MISTYS_MAGIKARP)
    t = s.start()
    t.attack("Bring Down")
    assert t.mon(1, 1).name == "Misty's Magikarp" and t.player(1).discard == []


def test_RC_184_so_submerged_does_nothing_in_the_active_spot():
    s = Scenario().active(0, STONJOURNER, energy=[F]).active(1, MISTYS_MAGIKARP).bench(1, SNOVER)
    t = s.start()
    t.attack("Stony Kick")
    assert t.mon(1).damage == 20 and t.mon(1, 1).damage == 20


# -- RC-185 .. RC-187: one Ability of a name per turn (II-E-14) --------------------------------------


def lunar_cycle_position():
    s = Scenario().active(0, SOLROCK).bench(0, LUNATONE).bench(0, LUNATONE).active(1, SNOVER)
    return s.hand(0, [F, F]).start()


def test_RC_185_one_lunar_cycle_per_turn_across_both_lunatone():
    t = lunar_cycle_position()
    assert t.can("ability", 1, 0) and t.can("ability", 2, 0)
    t.ability(1)
    assert len(t.player(0).hand) == 4                        # 1 discarded, 3 drawn
    assert not t.can("ability", 2, 0)
    t.end_turn().end_turn()
    assert t.can("ability", 2, 0)


def test_RC_185_the_limit_stays_after_the_user_leaves_play():
    t = lunar_cycle_position()
    t.ability(1)
    Z.discard_pokemon(t.state, t.mon(0, 1))                  # the Lunatone that used it is gone
    t.refresh()
    assert t.mon(0, 1).name == "Lunatone" and not t.can("ability", 1, 0)


def test_RC_186_run_errand_once_per_turn_even_from_another_mega_kangaskhan():
    s = Scenario().active(0, KANGASKHAN_EX).bench(0, KANGASKHAN_EX).active(1, SNOVER).hand(0, [SWITCH])
    t = s.start()
    t.ability(0)
    assert len(t.player(0).hand) == 3
    t.play(SWITCH)                                           # the other one is now Active
    assert not t.can("ability", 0, 0)


def test_RC_186_run_errand_only_from_the_active_spot():
    s = Scenario().active(0, SNOVER).bench(0, KANGASKHAN_EX).active(1, SNOVER)
    assert not s.start().can("ability", 1, 0)


def test_RC_187_fan_call_on_your_own_first_turn_only_one_per_turn():
    """Player 0 goes second: turn 2 is their first turn."""
    s = Scenario(turn=2).active(0, FAN_ROTOM).bench(0, FAN_ROTOM).active(1, SNOVER)
    t = s.deck(0, [FAN_ROTOM, W, W]).start()
    assert t.can("ability", 0, 0) and t.can("ability", 1, 0)
    t.ability(0).choose(FAN_ROTOM)
    assert FAN_ROTOM in t.hand_ids(0)
    assert not t.can("ability", 1, 0)
    s = Scenario(turn=4).active(0, FAN_ROTOM).active(1, SNOVER)
    assert not s.start().can("ability", 0, 0)


# -- RC-188 .. RC-189: "doesn't stack" (II-E-15) --------------------------------------------------------


def test_RC_188_two_meganium_a_basic_grass_energy_still_provides_2():
    s = Scenario().active(0, CHIKORITA, energy=[G]).active(1, SNOVER)
    s.bench(0, MEGANIUM, under=[CHIKORITA, BAYLEEF]).bench(0, MEGANIUM, under=[CHIKORITA, BAYLEEF])
    t = s.start()
    mon = t.mon(0)
    assert Q.energy_units(t.state, mon, mon.energy[0]) == (bit(GRASS), bit(GRASS))


def tr_ampharos_position(ampharos=2, hand=(BAYLEEF,)):
    s = Scenario(turn=4, current=1).active(1, CHIKORITA).hand(1, list(hand)).active(0, SNOVER)
    for _ in range(ampharos):
        s.bench(0, TR_AMPHAROS, under=[TR_MAREEP, TR_FLAAFFY])
    return s.start()


def test_RC_189_darkest_impulse_4_counters_per_evolution_from_hand_even_with_two():
    t = tr_ampharos_position()
    t.evolve(BAYLEEF, 0)
    assert t.mon(1).name == "Bayleef" and t.mon(1).damage == 40
    t = tr_ampharos_position(ampharos=1)
    t.evolve(BAYLEEF, 0)
    assert t.mon(1).damage == 40


def test_RC_189_darkest_impulse_counts_rare_candy_not_its_owners_evolutions():
    t = tr_ampharos_position(hand=(RARE_CANDY, MEGANIUM))
    t.play(RARE_CANDY)
    assert t.mon(1).name == "Meganium" and t.mon(1).damage == 40
    s = Scenario().active(0, CHIKORITA).bench(0, TR_AMPHAROS, under=[TR_MAREEP, TR_FLAAFFY])
    t = s.active(1, SNOVER).bench(1, TR_AMPHAROS, under=[TR_MAREEP, TR_FLAAFFY]).hand(0, [BAYLEEF]).start()
    t.evolve(BAYLEEF, 0)                                     # the opponent's Ampharos reacts, not its own
    assert t.mon(0).damage == 40


# -- RC-190 .. RC-194: "the counters placed for X are N" (II-E-16) -------------------------------------


def tainted_horn_position(**defender):
    s = Scenario().active(0, TR_NIDOKING_EX, energy=[D, D, D]).active(1, KANGASKHAN_EX, **defender)
    return s.bench(1, SNOVER).start()


def test_RC_190_tainted_horn_poison_places_8_counters_at_each_checkup():
    """100 damage, then 8 counters in the Checkup right after the attack and again after
    the opponent's turn."""
    t = tainted_horn_position()
    t.attack("Tainted Horn")
    assert t.mon(1).damage == 100 + 80 and t.mon(1).poison
    assert checkup_damage(t)[1] == 80


def test_RC_190_tainted_horn_poison_is_cured_like_a_normal_one():
    """Kangaskhan ex retreats to the Bench: the Poison is gone."""
    t = tainted_horn_position(energy=[W, W, W])
    t.attack("Tainted Horn")
    assert t.mon(1).poison
    t.retreat(1)
    assert t.mon(1, 1).poison == 0
    assert checkup_damage(t)[1] == 0


def test_RC_190_a_later_normal_poison_replaces_it():
    t = tainted_horn_position()
    t.attack("Tainted Horn")
    make_poisoned(t.state, t.mon(1))                         # a normal Poison given afterwards
    assert checkup_damage(t)[1] == 10


def test_RC_191_confusion_with_8_counters_on_tails():
    """Lanturn's Confuse Flash is not in our pool: its Confusion is given with the engine's
    own function.  Tails: 8 counters instead of 3; a later normal Confusion places 3."""
    s = Scenario(turn=4, current=1).active(1, SNOVER, energy=[W]).active(0, KYOGRE)
    t = s.start()
    make_confused(t.state, t.mon(1), 8)
    t.coins("T").attack("Beat")
    assert t.mon(1).damage == 80 and t.mon(0).damage == 0
    t = s.start()
    make_confused(t.state, t.mon(1), 8)
    make_confused(t.state, t.mon(1))
    t.coins("T").attack("Beat")
    assert t.mon(1).damage == 30


def burned_position(*stand_in_hosts, magmortar=0):
    """Player 0's Active Kyogre (150 HP) is Burned; player 1 has the hosts of the stand-in
    Abilities (and Magmortar) on the Bench.  Player 0 ends the turn: one Checkup."""
    s = Scenario().active(0, KYOGRE, conditions=["burned"]).active(1, SNOVER)
    for host in stand_in_hosts:
        s.bench(1, host)
    for _ in range(magmortar):
        s.bench(1, MAGMORTAR, under=[MAGMAR])
    return s.start()


def test_RC_192_searing_aura_burn_places_4():
    """Searing Aura is stood in for on a Benched Hop's Snorlax."""
    with stand_in_passive(HOPS_SNORLAX, "burn_set", searing_aura):
        t = burned_position(HOPS_SNORLAX)
        assert checkup_damage(t)[0] == 40
    t = burned_position()
    assert checkup_damage(t)[0] == 20


def test_RC_193_two_searing_aura_still_4():
    with stand_in_passive(HOPS_SNORLAX, "burn_set", searing_aura):
        t = burned_position(HOPS_SNORLAX, HOPS_SNORLAX)
        assert checkup_damage(t)[0] == 40


def test_RC_194_burning_spirit_6_and_searing_aura_4_give_6():
    """Burning Spirit is stood in for on a Benched Relicanth."""
    with stand_in_passive(HOPS_SNORLAX, "burn_set", searing_aura), \
            stand_in_passive(RELICANTH, "burn_set", burning_spirit):
        t = burned_position(HOPS_SNORLAX, RELICANTH)
        assert checkup_damage(t)[0] == 60


# -- RC-195 .. RC-197: "N more counters" (II-E-17) ----------------------------------------------------


def test_RC_195_toxic_subjugation_adds_5_to_poison_while_pecharunt_is_active():
    s = Scenario().active(0, SNOVER, conditions=["poisoned"]).active(1, PECHARUNT)
    assert checkup_damage(s.start())[0] == 60
    s = Scenario().active(0, SNOVER, conditions=["poisoned"]).active(1, KYOGRE).bench(1, PECHARUNT)
    assert checkup_damage(s.start())[0] == 10


def test_RC_195_tainted_horn_poison_plus_toxic_subjugation_is_13():
    """The 8-counter Poison is given with the engine's own function (as Tainted Horn does)."""
    s = Scenario(turn=4, current=1).active(1, KANGASKHAN_EX).active(0, PECHARUNT)
    t = s.start()
    make_poisoned(t.state, t.mon(1), 8)
    assert checkup_damage(t)[1] == 130


def test_RC_196_magma_surge_burn_places_2_plus_3():
    assert checkup_damage(burned_position(magmortar=1))[0] == 50


def test_RC_197_searing_aura_then_magma_surge_is_7():
    with stand_in_passive(HOPS_SNORLAX, "burn_set", searing_aura):
        t = burned_position(HOPS_SNORLAX, magmortar=1)
        assert checkup_damage(t)[0] == 70


# -- RC-198 .. RC-199: Abilities used from the hand (II-E-18) ----------------------------------------


def pitch_a_pyukumuku(g, ctx):
    """Pyukumuku's Ability, not in our pool: the card goes to the bottom of the deck, then
    draw a card."""
    Z.remove_card(g, ctx.inst)
    Z.move_to_deck_bottom(g, ctx.player, [ctx.inst])
    draw(g, ctx.player, 1)


def test_RC_198_a_hand_ability_limited_by_name_one_per_turn():
    """Stood in for on Klinklang cards in the hand (same limit: one of this name a turn)."""
    with stand_in_ability(KLINKLANG, pitch_a_pyukumuku, where=registry.IN_HAND, limit=registry.ONCE_PER_NAME):
        s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [KLINKLANG, KLINKLANG]).deck(0, [KYOGRE, W])
        t = s.start()
        assert t.can("card_ability", KLINKLANG)
        t.apply(next(o for o in t.options if o[0] == "card_ability"))
        assert t.hand_ids(0) == [KLINKLANG, KYOGRE] and t.player(0).deck[0] >> 7 == KLINKLANG
        assert not t.can("card_ability", KLINKLANG)
        t.end_turn().end_turn()
        assert t.can("card_ability", KLINKLANG)


def emergency_rotation_position(opponent=(TR_AMPHAROS, [TR_MAREEP, TR_FLAAFFY]), hand=(KLINKLANG,)):
    top, under = opponent
    s = Scenario().active(0, SNOVER).active(1, top, under=under).hand(0, list(hand))
    return s.start()


def test_RC_199_klinklang_goes_from_the_hand_to_the_bench_without_evolving():
    t = emergency_rotation_position()
    t.apply(("card_ability", t.player(0).hand[0], 0))
    mon = t.mon(0, 1)
    assert mon.name == "Klinklang" and [c >> 7 for c in mon.cards] == [KLINKLANG]
    assert E.devolve(t.state, mon) == [] and mon.name == "Klinklang"    # II-C-13 R6


def test_RC_199_only_while_the_opponent_has_a_stage_2():
    t = emergency_rotation_position(opponent=(TR_FLAAFFY, [TR_MAREEP]))
    assert not t.can("card_ability", KLINKLANG)
    s = Scenario().active(0, SNOVER).active(1, TR_AMPHAROS, under=[TR_MAREEP, TR_FLAAFFY])
    for _ in range(5):
        s.bench(0, SNOVER)
    assert not s.hand(0, [KLINKLANG]).start().can("card_ability", KLINKLANG)      # no room
