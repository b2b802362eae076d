"""The cases of II-D ("terms") of RULES.md: RC-101 … RC-156.

The named card is used when it is in our pool.  When our pool's English text differs from
RULES.md's translation of the Japanese card, the English text is followed and the test says
so.  Cards that are not in the pool are replaced by a pool card with the same rule, or their
effect is put in place for one test (a lasting-effect record, or a test-only Trainer,
passive or attack registered on an existing card and removed afterwards); each docstring
says which.
"""

import pytest

from ptcg.cards.db import CARDS
from ptcg.decisions import CHOOSE_ATTACK, CHOOSE_NUMBER, CHOOSE_POKEMON
from ptcg.deck import validate
from ptcg.effects import (copy_attack_damage, copy_attack_effect, exchange_pokemon_card, is_basic_pokemon,
                          mon_is_basic, pick_attack, pick_card, pick_pokemon, printed_attacks, put_counters)
from ptcg.rules import queries as Q
from ptcg.rules.attack import attack_options
from ptcg.testing import DONE, Scenario, stand_in_attack, stand_in_lasting, stand_in_passive, stand_in_trainer
from ptcg.types import DARKNESS, FIRE, GRASS

G, R, W, L, P, F, D, M = 1, 2, 3, 4, 5, 6, 7, 8
PRISM, LEGACY = 16, 12
SANDSHREW, SANDSLASH, RIOLU, MEGA_LUCARIO_EX = 669, 670, 677, 678
SCORBUNNY, MEGA_KANGASKHAN_EX, RAGING_BOLT_EX, KYOGRE, SNOVER = 664, 756, 63, 721, 722
ABRA, KADABRA, ALAKAZAM, SOBBLE, INTELEON = 741, 742, 743, 726, 728
TR_MEOWTH, TR_MURKROW, ZORUA, ZOROARK, RELICANTH = 470, 463, 614, 615, 57
ARCANINE, GRIMMSNARL_EX, CAPSAKID, SCOVILLAIN_EX, SHUCKLE = 406, 648, 925, 205, 711
JOLTIK, GALVANTULA_L, STUNFISK, GALVANTULA_G = 586, 587, 588, 126
HOPS_SILICOBRA, HOPS_SANDACONDA, HOPS_CORVIKNIGHT = 288, 289, 298
THROH, RILLABOOM, ETHANS_SLUGMA, ETHANS_MAGCARGO = 531, 91, 355, 356
DURALUDON, ARCHALUDON_EX, RESHIRAM_EX, GUMSHOOS, YUNGOOS = 169, 190, 573, 705, 704
GENESECT_EX, CRUSTLE, GURDURR, CONKELDURR, FLOATZEL = 547, 533, 114, 530, 368
CYNTHIAS_GIBLE, MEGA_MAWILE_EX, FEZANDIPITI_EX, SHAYMIN = 379, 695, 140, 343
FINIZEN, PALAFIN, PALAFIN_EX, TOTODILE, SIGILYPH, MUNKIDORI = 105, 106, 107, 47, 591, 112
BRAVE_BANGLE, STRANGE_TIMEPIECE, LILLIES_DETERMINATION, POKEMON_CATCHER = 1175, 1144, 1227, 1124
RUFFIAN, TOOL_SCRAPPER, ENERGY_RETRIEVAL, HEROS_CAPE, AIR_BALLOON = 1209, 1137, 1118, 1159, 1174
HOPS_CHOICE_BAND, WATCHTOWER, JAMMING_TOWER, POWER_WEIGHT, BUG_CATCHING_SET = 1171, 1256, 1246, 1173, 1094
RESCUE_BOARD = 1157          # a Tool with no code yet: host of the test-only Technical Machine
THORTON_HOST = 1181          # a Supporter with no code yet: host of the test-only Thorton


# -- II-D-01 "the attack fails" --------------------------------------------------------------------


def sand_attacked_lucario():
    s = Scenario()
    s.active(0, SANDSLASH, under=[SANDSHREW], energy=[W, W]).bench(0, SNOVER)
    s.active(1, MEGA_LUCARIO_EX, under=[RIOLU], energy=[F, F])
    t = s.start()
    t.attack("Sand Attack")
    assert t.mon(1).damage == 50
    return t


def test_RC_101_sand_attack_tails_mega_brave_is_not_used_and_not_locked_next_turn():
    t = sand_attacked_lucario()
    t.coins("T").attack("Mega Brave")                       # turn 4: the flip fails it
    assert t.mon(0).damage == 0 and t.state.last_attack[3] == "Sand Attack"
    t.end_turn()                                            # turn 5
    assert t.state.turn == 6 and t.can("attack", "Mega Brave")


def test_RC_101_sand_attack_heads_mega_brave_happens_and_locks_itself():
    t = sand_attacked_lucario()
    t.coins("H").attack("Mega Brave")
    assert SANDSLASH in t.discard_ids(0)                    # 270 on 120 HP
    t.end_turn()
    assert not t.can("attack", "Mega Brave") and t.can("attack", "Aura Jab")


def test_RC_102_wild_kick_tails_does_nothing_but_counts_as_used_and_ends_the_turn():
    s = Scenario().active(0, SCORBUNNY, energy=[R], conditions=["poisoned"]).active(1, KYOGRE)
    t = s.start()
    t.coins("T").attack("Wild Kick")
    assert t.mon(1).damage == 0
    assert t.state.last_attack[1:] == (0, t.mon(0).uid, "Wild Kick")   # used (II-D-01 R2 (b))
    assert t.state.turn == 4 and t.mon(0).damage == 10                 # the Checkup came after it


@pytest.mark.parametrize("coin, damage", [("T", 0), ("H", 30 + 30)])
def test_RC_103_brave_bangle_adds_nothing_to_a_failed_wild_kick(coin, damage):
    s = Scenario().active(0, SCORBUNNY, energy=[R], tools=[BRAVE_BANGLE]).active(1, MEGA_KANGASKHAN_EX)
    t = s.start()
    t.coins(coin).attack("Wild Kick")
    assert t.mon(1).damage == damage


# -- II-D-02 "any number", II-D-03 "all" -------------------------------------------------------------


def bellowing_thunder_position():
    s = Scenario().active(0, RAGING_BOLT_EX, energy=[L, F]).bench(0, SNOVER, energy=[W])
    s.active(1, MEGA_KANGASKHAN_EX)
    return s.start()


def test_RC_104_bellowing_thunder_zero_cards_discarded_no_damage():
    t = bellowing_thunder_position()
    t.attack("Bellowing Thunder")
    assert DONE in t.options                                # an attack may choose none
    t.choose(DONE, DONE)
    assert t.mon(1).damage == 0 and t.discard_ids(0) == []


def test_RC_104_bellowing_thunder_three_cards_210():
    t = bellowing_thunder_position()
    t.attack("Bellowing Thunder").choose(L, F, W)
    assert t.mon(1).damage == 210 and t.discard_ids(0) == [W, L, F]


def test_RC_105_strange_timepiece_needs_an_evolution_card_it_can_remove():
    for mons in ([(ABRA, [])], [(MEGA_LUCARIO_EX, [RIOLU])]):    # Basic {P}; evolved but {F}
        s = Scenario().active(1, SNOVER).hand(0, [STRANGE_TIMEPIECE])
        for cid, under in mons:
            s.active(0, cid, under=under)
        assert not s.start().can("play", STRANGE_TIMEPIECE)
    s = Scenario().active(0, ALAKAZAM, under=[ABRA, KADABRA]).active(1, SNOVER).hand(0, [STRANGE_TIMEPIECE])
    t = s.start()
    t.play(STRANGE_TIMEPIECE)
    assert t.decision.kind == CHOOSE_NUMBER and t.options == (1, 2)    # at least one (R3)
    t.choose(2)
    assert t.mon(0).cid == ABRA and t.hand_ids(0) == [KADABRA, ALAKAZAM]


def test_RC_106_riptide_all_basic_water_energy_in_the_discard():
    s = Scenario().active(0, KYOGRE, energy=[W]).active(1, MEGA_KANGASKHAN_EX).discard(0, [W] * 5 + [G])
    t = s.start()
    t.attack("Riptide")
    assert t.mon(1).damage == 100 and t.discard_ids(0) == [G]
    assert len(t.player(0).deck) == 25


def test_RC_106_riptide_with_none_does_nothing_and_shuffles_nothing():
    s = Scenario().active(0, KYOGRE, energy=[W]).active(1, MEGA_KANGASKHAN_EX).discard(0, [G])
    t = s.start()
    t.attack("Riptide")
    assert t.mon(1).damage == 0 and not any("P1 shuffles" in line for line in t.log)


@pytest.mark.parametrize("prizes, drawn", [(6, 8), (5, 6)])
def test_RC_107_lillies_determination_whole_hand_into_the_deck_then_6_or_8(prizes, drawn):
    s = Scenario().active(0, SNOVER).active(1, SNOVER).prizes(0, prizes)
    s.hand(0, [LILLIES_DETERMINATION, KYOGRE, G])
    t = s.start()
    t.play(LILLIES_DETERMINATION)
    assert len(t.player(0).hand) == drawn and len(t.player(0).deck) == 20 + 2 - drawn
    assert t.discard_ids(0) == [LILLIES_DETERMINATION]


# -- II-D-04 "choose" ------------------------------------------------------------------------------


def test_RC_108_pokemon_catcher_heads_a_benched_pokemon_must_be_chosen():
    s = Scenario().active(0, SNOVER).active(1, KYOGRE).bench(1, SNOVER).bench(1, ABRA)
    s.hand(0, [POKEMON_CATCHER])
    t = s.start()
    t.coins("H").play(POKEMON_CATCHER)
    assert t.decision.kind == CHOOSE_POKEMON and t.options == ((1, 1), (1, 2))    # no "done"
    t.choose((1, 2))
    assert t.mon(1).cid == ABRA
    t = s.start()
    t.coins("T").play(POKEMON_CATCHER)
    assert t.mon(1).cid == KYOGRE and t.decision.kind == "main"


def test_RC_108_pokemon_catcher_cannot_be_played_without_an_opposing_bench():
    """UNSURE in RULES.md (U7); our reading: the heads result could change nothing."""
    s = Scenario().active(0, SNOVER).active(1, KYOGRE).hand(0, [POKEMON_CATCHER])
    assert not s.start().can("play", POKEMON_CATCHER)


def test_RC_109_pawcket_pilfer_exactly_one_random_card_into_the_deck():
    s = Scenario().active(0, TR_MEOWTH, energy=[W]).active(1, KYOGRE).hand(1, [SNOVER, ABRA])
    t = s.start()
    t.attack("Paw-cket Pilfer")
    assert sum("at random" in line for line in t.log) == 1
    assert len(t.player(1).hand) == 2 and len(t.player(1).deck) == 20     # 2 - 1 + the draw


def test_RC_109_pawcket_pilfer_empty_hand_nothing_chosen_no_shuffle():
    s = Scenario().active(0, TR_MEOWTH, energy=[W]).active(1, KYOGRE).hand(1, [])
    t = s.start()
    t.attack("Paw-cket Pilfer")
    assert not any("at random" in line or "P2 shuffles" in line for line in t.log)


def test_RC_110_torment_one_attack_must_be_chosen_the_other_stays_usable():
    s = Scenario().active(0, TR_MURKROW, energy=[D, W]).active(1, KYOGRE, energy=[W, W, W])
    t = s.start()
    t.attack("Torment")
    assert t.decision.kind == CHOOSE_ATTACK and sorted(t.options) == [1042, 1043]   # no "done"
    t.choose(1042)
    assert not t.can("attack", "Riptide") and t.can("attack", "Swirling Waves")


def ruffian_position(*opponents):
    s = Scenario().active(0, SNOVER).hand(0, [RUFFIAN])
    for i, (cid, kw) in enumerate(opponents):
        (s.active if i == 0 else s.bench)(1, cid, **kw)
    return s.start()


def test_RC_111_ruffian_discards_a_tool_and_a_special_energy():
    t = ruffian_position((KYOGRE, dict(tools=[HEROS_CAPE], energy=[LEGACY, W])), (SNOVER, {}))
    t.play(RUFFIAN)                                         # only Kyogre has either: no question
    assert t.discard_ids(1) == sorted([HEROS_CAPE, LEGACY]) and t.energy_ids(1) == [W]


def test_RC_111_ruffian_with_only_a_tool_discards_the_tool():
    t = ruffian_position((KYOGRE, dict(tools=[HEROS_CAPE], energy=[W])), (SNOVER, dict(energy=[PRISM])))
    t.play(RUFFIAN)
    assert t.options == ((1, 0), (1, 1))
    t.choose((1, 0))
    assert t.discard_ids(1) == [HEROS_CAPE] and t.energy_ids(1) == [W] and t.energy_ids(1, 1) == [PRISM]


def test_RC_111_ruffian_cannot_be_played_when_nothing_would_be_discarded():
    t = ruffian_position((KYOGRE, dict(energy=[W])), (SNOVER, {}))
    assert not t.can("play", RUFFIAN)


# -- II-D-05 "up to N" -----------------------------------------------------------------------------


def test_RC_112_tool_scrapper_one_or_two_tools_from_either_side():
    s = Scenario().active(0, SNOVER, tools=[AIR_BALLOON]).active(1, KYOGRE, tools=[HEROS_CAPE])
    s.bench(1, SNOVER, tools=[BRAVE_BANGLE]).hand(0, [TOOL_SCRAPPER])
    t = s.start()
    t.play(TOOL_SCRAPPER)
    assert DONE not in t.options                            # at least one (R1)
    t.choose((0, 0), (1, 1))
    assert t.discard_ids(0) == sorted([AIR_BALLOON, TOOL_SCRAPPER]) and t.discard_ids(1) == [BRAVE_BANGLE]
    assert [c >> 7 for c in t.mon(1).tools] == [HEROS_CAPE]
    t = s.start()
    t.play(TOOL_SCRAPPER).choose((1, 0), DONE)
    assert t.discard_ids(1) == [HEROS_CAPE] and len(t.mon(0).tools) == 1
    s = Scenario().active(0, SNOVER).active(1, KYOGRE).hand(0, [TOOL_SCRAPPER])
    assert not s.start().can("play", TOOL_SCRAPPER)


def test_RC_113_energy_retrieval_one_or_two_basic_energy():
    s = Scenario().active(0, SNOVER).active(1, KYOGRE).hand(0, [ENERGY_RETRIEVAL])
    s.discard(0, [W, G, KYOGRE, PRISM])
    t = s.start()
    t.play(ENERGY_RETRIEVAL)
    assert t.card_options() == {G, W} and DONE not in t.options
    t.choose(G, DONE)
    assert t.hand_ids(0) == [G]
    s = Scenario().active(0, SNOVER).active(1, KYOGRE).hand(0, [ENERGY_RETRIEVAL]).discard(0, [KYOGRE, PRISM])
    assert not s.start().can("play", ENERGY_RETRIEVAL)


def test_RC_114_aura_jab_may_attach_none():
    s = Scenario().active(0, MEGA_LUCARIO_EX, energy=[F]).bench(0, RIOLU).active(1, MEGA_KANGASKHAN_EX)
    s.discard(0, [F, F])
    t = s.start()
    t.attack("Aura Jab")
    assert DONE in t.options
    t.choose(DONE)
    assert t.discard_ids(0) == [F, F] and t.energy_ids(0, 1) == []


# -- II-D-06 "has" ---------------------------------------------------------------------------------


def relicanth_lucario(attacker, energy):
    """Player 1's Mega Lucario ex may also use Riolu's attack through Relicanth's Memory Dive."""
    s = Scenario().active(0, attacker, energy=energy).bench(0, SNOVER)
    s.active(1, MEGA_LUCARIO_EX, under=[RIOLU], energy=[F, F]).bench(1, RELICANTH)
    return s


def test_RC_115_torment_only_the_printed_attacks_of_the_defender():
    t = relicanth_lucario(TR_MURKROW, [D, W]).start()
    accelerating_stab = CARDS[RIOLU].attacks[0]
    assert accelerating_stab in attack_options(t.state, t.mon(1))      # usable through Memory Dive
    t.attack("Torment")
    assert sorted(t.options) == [982, 983]                  # Aura Jab, Mega Brave only
    t.choose(983)
    assert not t.can("attack", "Mega Brave") and t.can("attack", "Aura Jab")


def test_RC_116_foul_play_copies_only_printed_attacks():
    t = relicanth_lucario(ZOROARK, [D, W, W]).start()
    t.attack("Foul Play")
    assert sorted(t.options) == [982, 983]
    t.choose(982)                                           # Aura Jab: 130
    assert t.mon(1).damage == 130


def swirling_waves_machine(g, holder, inst, mon):
    """The test-only Technical Machine: its holder may use Kyogre's Swirling Waves."""
    return (CARDS[KYOGRE].attacks[1],) if mon is holder else ()


def test_RC_117_an_attack_granted_by_a_tool_is_usable_but_not_one_the_pokemon_has():
    """Technical Machine: Fluorite is not in our pool: a Tool with no code (1157) gets, for this
    test, "the Pokémon it is attached to can use Kyogre's Swirling Waves".  Its holder can use
    it; Foul Play and Torment offer only the attacks printed on it (II-D-06 R3)."""
    with stand_in_passive(RESCUE_BOARD, "granted_attacks", swirling_waves_machine, fresh=True):
        s = Scenario(turn=4, current=1).active(0, SNOVER).active(1, SNOVER, tools=[RESCUE_BOARD], energy=[W] * 3)
        assert s.start().can("attack", "Swirling Waves")
        for attacker, energy, attack in ((TR_MURKROW, [D, W], "Torment"), (ZOROARK, [D, W, W], "Foul Play")):
            s = Scenario().active(0, attacker, energy=energy)
            s.active(1, SNOVER, tools=[RESCUE_BOARD], energy=[W] * 3)
            t = s.start()
            t.attack(attack)
            assert sorted(t.options) == [1044, 1045]        # Beat, Icy Snow


# -- II-D-07 "X type", II-D-08 "Energy of every type" ----------------------------------------------


def made_dark(g, e, mon, types):
    """A test-only lasting effect: the Pokémon is also a {D} Pokémon."""
    return types + (DARKNESS,) if mon.uid == e.target else types


@pytest.mark.parametrize("defender, dark_by_effect, damage", [
    (GRIMMSNARL_EX, False, 200), (MEGA_KANGASKHAN_EX, False, 100), (MEGA_KANGASKHAN_EX, True, 200)])
def test_RC_118_punishing_fang_checks_the_defenders_current_types(defender, dark_by_effect, damage):
    """Our card (EN text) asks for a {D} Pokémon, where RULES.md's translation says Fire; the
    English text is followed.  A type given by an effect counts (a test-only record)."""
    s = Scenario().active(0, ARCANINE, energy=[R, W, W]).active(1, defender)
    if dark_by_effect:
        s.effect(1, 0, "test_made_dark", turns=(1, 99), checkups=True, attack_effect=False)
    with stand_in_lasting("types", "test_made_dark", made_dark):
        t = s.start()
        t.attack("Punishing Fang")
    assert t.mon(1).damage == damage


@pytest.mark.parametrize("defender", [SANDSLASH, SHUCKLE])          # weak to {G}; weak to {R}
def test_RC_119_double_type_both_types_in_play_for_the_defenders_weakness(defender):
    s = Scenario().active(0, SCOVILLAIN_EX, under=[CAPSAKID], energy=[R, R]).active(1, defender)
    t = s.start()
    assert set(Q.types(t.state, t.mon(0))) == {GRASS, FIRE}
    t.attack("Spicy Rage")
    assert t.mon(1).damage == 10 * 2


def test_RC_119_in_the_deck_scovillain_ex_has_only_its_printed_type():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [BUG_CATCHING_SET])
    s.deck(0, [SCOVILLAIN_EX, CAPSAKID, W])
    t = s.start()
    t.play(BUG_CATCHING_SET)
    assert t.card_options() == {CAPSAKID}                   # a {G} Pokémon; the {R} card is not


def test_RC_120_prism_energy_every_type_on_a_basic_colorless_on_an_evolution():
    s = Scenario().active(0, RAGING_BOLT_EX, energy=[PRISM, L]).active(1, SNOVER)
    assert s.start().can("attack", "Bellowing Thunder")     # {L}{F}: Prism pays the {F}
    s = Scenario().active(0, MEGA_LUCARIO_EX, under=[RIOLU], energy=[PRISM]).active(1, SNOVER)
    t = s.start()
    assert not t.can("attack", "Aura Jab") and Q.count_units(t.state, t.mon(0), F) == 0


def test_RC_121_legacy_energy_one_prize_fewer_once_per_game():
    s = Scenario().active(0, SNOVER, energy=[W])
    s.active(1, RAGING_BOLT_EX, energy=[LEGACY], damage=230).bench(1, RAGING_BOLT_EX, energy=[LEGACY], damage=230)
    t = s.start()
    t.attack("Beat")                                        # Pokémon ex: 2 - 1
    assert len(t.player(0).prizes) == 5
    t.end_turn()
    t.attack("Beat")                                        # the second Legacy Energy: 2
    assert len(t.player(0).prizes) == 3


def test_RC_122_discard_all_lightning_energy_includes_an_every_type_energy():
    """Armarouge's Crimson Blaster is not in our pool; 587 Galvantula's Discharge also discards
    all Energy of one type ({L}) and counts the cards: Legacy Energy goes with the {L}."""
    s = Scenario().active(0, GALVANTULA_L, under=[JOLTIK], energy=[L, LEGACY, W]).active(1, MEGA_KANGASKHAN_EX)
    t = s.start()
    t.attack("Discharge")
    assert t.mon(1).damage == 100 and t.discard_ids(0) == [L, LEGACY] and t.energy_ids(0) == [W]


@pytest.mark.parametrize("energy, damage", [([PRISM], 40), ([W], 20)])
def test_RC_123_muddy_bolt_counts_prism_energy_on_a_basic_as_fighting(energy, damage):
    s = Scenario().active(0, STUNFISK, energy=energy).active(1, SNOVER)
    t = s.start()
    t.attack("Muddy Bolt")
    assert t.mon(1).damage == damage


# -- II-D-09 .. II-D-13: costs -----------------------------------------------------------------------


def test_RC_124_hops_choice_band_one_colorless_less_and_30_more_to_the_active_only():
    s = Scenario().active(0, HOPS_SANDACONDA, under=[HOPS_SILICOBRA], energy=[F]).active(1, KYOGRE)
    assert not s.start().can("attack", "Rumble")            # {F}{C}
    s = Scenario().active(0, HOPS_SANDACONDA, under=[HOPS_SILICOBRA], energy=[F], tools=[HOPS_CHOICE_BAND])
    s.active(1, KYOGRE)
    t = s.start()
    t.attack("Rumble")
    assert t.mon(1).damage == 30 + 30
    s = Scenario().active(0, HOPS_CORVIKNIGHT, tools=[HOPS_CHOICE_BAND]).active(1, KYOGRE).bench(1, SNOVER)
    t = s.start()
    t.attack("Shoot Through")                               # {C} less: free
    assert t.mon(1).damage == 50 + 30 and t.mon(1, 1).damage == 50


def test_RC_124_hops_choice_band_does_nothing_on_other_pokemon():
    s = Scenario().active(0, SNOVER, energy=[W], tools=[HOPS_CHOICE_BAND]).active(1, KYOGRE)
    t = s.start()
    assert Q.attack_cost(t.state, t.mon(0), CARDS[SNOVER].attacks[1]) == (W, W)
    t.attack("Beat")
    assert t.mon(1).damage == 10


def copy_anything(g, a):
    """What RC-125 says Ditto's Copy Anything does (test-only): copy an attack of any of the
    opponent's Pokémon; without the Energy that attack needs, this attack does nothing."""
    attacks = [atk for mon in a.opp.in_play() for atk in printed_attacks(mon)]
    attack = yield from pick_attack(g, a.player, attacks)
    if not Q.can_pay(Q.attack_cost(g, a.attacker, attack), Q.attached_units(g, a.attacker)):
        a.fail()
        return
    yield from copy_attack_damage(g, a, attack)


@pytest.mark.parametrize("energy, damage", [([D, D, D], 0), ([W, W, D], 130)])
def test_RC_125_a_copied_attacks_cost_checked_against_the_attackers_energy(energy, damage):
    """Ditto is not in our pool: Zoroark's Foul Play is replaced, for this test, by what Copy
    Anything does.  Swirling Waves costs {W}{W}{C}: with {D}{D}{D} the attack does nothing."""
    with stand_in_attack(CARDS[ZOROARK].attacks[1].id, damage=copy_anything, effect=copy_attack_effect):
        s = Scenario().active(0, ZOROARK, under=[ZORUA], energy=energy).active(1, KYOGRE)
        t = s.start()
        t.attack("Foul Play").choose(1043)
        assert t.mon(1).damage == damage


def test_RC_126_air_balloon_two_less_never_below_zero():
    s = Scenario().active(0, KYOGRE, energy=[W, W], tools=[AIR_BALLOON]).bench(0, TOTODILE, tools=[AIR_BALLOON])
    s.active(1, SNOVER)
    t = s.start()
    assert Q.retreat_cost(t.state, t.mon(0)) == 1 and Q.retreat_cost(t.state, t.mon(0, 1)) == 0
    t.retreat(1)
    assert t.discard_ids(0) == [W]


@pytest.mark.parametrize("tools, damage", [([], 120 - 90), ([AIR_BALLOON], 120 - 30)])
def test_RC_127_shoulder_throw_counts_the_current_retreat_cost(tools, damage):
    """UNSURE in RULES.md: printed or changed cost; our card says "in the Retreat Cost", read as
    the cost now (RULES.md's suggested reading): Air Balloon brings 3 down to 1."""
    s = Scenario().active(0, THROH, energy=[F, W]).active(1, KYOGRE, tools=tools)
    t = s.start()
    t.attack("Shoulder Throw")
    assert t.mon(1).damage == damage


def drum_beaten(*, defender=KYOGRE, energy=(), tools=(), under=()):
    """Turn 4: player 1's Active was hit by Rillaboom's Drum Beating (attacks and Retreat cost
    {C} more).  Ariados's Big Net and Espathra ex's Dazzling Gaze are not in our pool: Drum
    Beating makes the same "{C} more"."""
    s = Scenario().active(0, RILLABOOM, energy=[G]).hand(0, [W])
    s.active(1, defender, energy=list(energy), tools=list(tools), under=list(under)).bench(1, SNOVER)
    s.hand(1, [])
    t = s.start()
    t.attack("Drum Beating")
    return t


def test_RC_128_retreat_cost_one_more_during_that_turn_only():
    t = drum_beaten(energy=[W, W, W])
    assert Q.retreat_cost(t.state, t.mon(1)) == 4 and not t.can("retreat", 1)
    t.end_turn().end_turn()
    assert Q.retreat_cost(t.state, t.mon(1)) == 3 and t.can("retreat", 1)


def test_RC_129_attacks_cost_one_colorless_more():
    t = drum_beaten(energy=[W])
    assert not t.can("attack", "Riptide")
    assert Q.attack_cost(t.state, t.mon(1), CARDS[KYOGRE].attacks[0]) == (W, 0)


def test_RC_130_more_and_less_are_summed():
    t = drum_beaten(tools=[AIR_BALLOON])
    assert Q.retreat_cost(t.state, t.mon(1)) == 3 + 1 - 2


def test_RC_131_two_different_less_effects_are_added():
    """No second "{C} less" Retreat effect is in our pool: two records of -1 are put directly."""
    s = Scenario().active(0, KYOGRE).active(1, SNOVER)
    s.effect(0, 0, "retreat_cost_more", -1).effect(0, 0, "retreat_cost_more", -1)
    t = s.start()
    assert Q.retreat_cost(t.state, t.mon(0)) == 1
    t = Scenario().active(0, KYOGRE, tools=[AIR_BALLOON]).active(1, SNOVER).start()
    assert Q.retreat_cost(t.state, t.mon(0)) == 1


def test_RC_132_less_removes_colorless_symbols_only():
    """No Hop's Pokémon prints a cost without {C}: a "{C} less" record is put on Raging Bolt ex
    ({L}{F}) directly; its cost stays {L}{F} (UNSURE in RULES.md; the standard reading)."""
    s = Scenario().active(0, HOPS_SANDACONDA, under=[HOPS_SILICOBRA], tools=[HOPS_CHOICE_BAND]).active(1, KYOGRE)
    t = s.start()
    assert Q.attack_cost(t.state, t.mon(0), CARDS[HOPS_SANDACONDA].attacks[0]) == (F,)
    s = Scenario().active(0, RAGING_BOLT_EX, energy=[L]).active(1, KYOGRE).effect(0, 0, "attack_cost_more", -1)
    t = s.start()
    assert Q.attack_cost(t.state, t.mon(0), CARDS[RAGING_BOLT_EX].attacks[1]) == (L, F)
    assert not t.can("attack", "Bellowing Thunder")


def free_swirling_waves(g, e, mon, attack):
    """Test-only stand-in for Noivern's Tuning Echo: with hands of equal size, the Pokémon's
    Swirling Waves costs nothing."""
    return (mon.uid == e.target and attack.name == "Swirling Waves"
            and len(g.players[0].hand) == len(g.players[1].hand))


def test_RC_133_an_attack_that_costs_nothing():
    """Noivern's Tuning Echo is not in our pool (our Noivern has no Ability): a test-only
    record makes Kyogre's Swirling Waves cost nothing when both hands have the same size;
    "none" beats Drum Beating's "{C} more" (II-D-13 R3)."""
    with stand_in_lasting("attack_cost_none", "test_tuning_echo", free_swirling_waves):
        for hand, free in (([W], True), ([W, W], False)):
            s = Scenario().active(0, KYOGRE).active(1, SNOVER).hand(0, hand).hand(1, [W])
            s.effect(0, 0, "test_tuning_echo", turns=(1, 99), checkups=True, attack_effect=False)
            assert s.start().can("attack", "Swirling Waves") is free
        s = Scenario().active(0, RILLABOOM, energy=[G]).hand(0, [W]).active(1, KYOGRE).hand(1, [])
        s.effect(1, 0, "test_tuning_echo", turns=(1, 99), checkups=True, attack_effect=False)
        t = s.start()
        t.attack("Drum Beating")                            # turn 4: 1 card in each hand
        assert Q.attack_cost(t.state, t.mon(1), CARDS[KYOGRE].attacks[1]) == ()
        assert t.can("attack", "Swirling Waves")


def test_RC_134_melt_away_no_retreat_cost_without_energy():
    s = Scenario().active(0, ETHANS_MAGCARGO, under=[ETHANS_SLUGMA]).bench(0, SNOVER).active(1, SNOVER)
    t = s.start()
    assert Q.retreat_cost(t.state, t.mon(0)) == 0
    t.retreat(1)
    assert t.mon(0).cid == SNOVER
    s = Scenario().active(0, ETHANS_MAGCARGO, under=[ETHANS_SLUGMA], energy=[R]).bench(0, SNOVER)
    s.active(1, SNOVER)
    t = s.start()
    assert Q.retreat_cost(t.state, t.mon(0)) == 3


def test_RC_135_melt_away_beats_one_more():
    t = drum_beaten(defender=ETHANS_MAGCARGO, under=[ETHANS_SLUGMA])
    assert Q.retreat_cost(t.state, t.mon(1)) == 0 and t.can("retreat", 1)


def test_RC_136_melt_away_and_air_balloon():
    s = Scenario().active(0, ETHANS_MAGCARGO, under=[ETHANS_SLUGMA], tools=[AIR_BALLOON]).active(1, SNOVER)
    t = s.start()
    assert Q.retreat_cost(t.state, t.mon(0)) == 0
    s = Scenario().active(0, ETHANS_MAGCARGO, under=[ETHANS_SLUGMA], tools=[AIR_BALLOON], energy=[R])
    s.active(1, SNOVER)
    t = s.start()
    assert Q.retreat_cost(t.state, t.mon(0)) == 1           # Energy attached: 3 - 2


def test_RC_137_metal_defender_no_weakness_during_the_opponents_next_turn_only():
    s = Scenario().active(0, ARCHALUDON_EX, under=[DURALUDON], energy=[M, M, M])
    s.active(1, RESHIRAM_EX, energy=[R, R])
    t = s.start()
    t.attack("Metal Defender")
    assert t.mon(1).damage == 220
    t.attack("Slash")                                       # turn 4: weak to {R}, but not now
    assert t.mon(0).damage == 50
    t.end_turn()
    t.attack("Slash")                                       # turn 6: Weakness is back
    assert t.mon(0).damage == 50 + 100


def test_RC_138_watchtower_colorless_pokemon_have_no_abilities():
    """Our card (EN and JP data) names {C} Pokémon, where RULES.md says Darkness."""
    s = Scenario().active(0, MEGA_KANGASKHAN_EX).bench(0, GUMSHOOS, under=[YUNGOOS]).bench(0, GENESECT_EX)
    s.active(1, SNOVER).hand(0, [W])
    assert {o[1] for o in s.start().options if o[0] == "ability"} == {0, 1, 2}
    s.stadium(WATCHTOWER)
    assert {o[1] for o in s.start().options if o[0] == "ability"} == {2}      # {M} Genesect ex only


def test_RC_139_jamming_tower_tools_stay_attached_but_do_nothing():
    """UNSURE in RULES.md (U9): the Tools still count as attached (one per Pokémon; Tool
    Scrapper can discard them)."""
    s = Scenario().active(0, KYOGRE, tools=[AIR_BALLOON]).active(1, SNOVER).stadium(JAMMING_TOWER)
    s.hand(0, [HEROS_CAPE, TOOL_SCRAPPER])
    t = s.start()
    assert Q.retreat_cost(t.state, t.mon(0)) == 3
    assert not t.can("attach", HEROS_CAPE, 0)
    t.play(TOOL_SCRAPPER)
    assert t.discard_ids(0) == sorted([AIR_BALLOON, TOOL_SCRAPPER])


@pytest.mark.parametrize("stadium, damage", [(False, 50 + 80 + 50), (True, 50 + 80)])
def test_RC_140_compound_eyes_no_bonus_against_an_ability_removed_by_watchtower(stadium, damage):
    """Watchtower removes the Abilities of {C} Pokémon in our pool (see RC-138): Mega
    Kangaskhan ex has none while it is in play."""
    s = Scenario().active(0, GALVANTULA_G, energy=[G, L]).active(1, MEGA_KANGASKHAN_EX)
    if stadium:
        s.stadium(WATCHTOWER)
    t = s.start()
    t.attack("Shocking Web")
    assert t.mon(1).damage == damage


# -- II-D-14 .. II-D-16: HP ------------------------------------------------------------------------


def curse_of_spite(g, e, mon, ko):
    """Test-only stand-in for Mismagius's Curse of Spite, on the Pokémon the record is on:
    Knocked Out by an opponent's attack from full HP (no damage before this attack's),
    8 damage counters on the attacking Pokémon at KO step 2."""
    if mon.uid == e.target and ko.by_opponent_attack and ko.attack.dealt.get(mon.uid, 0) >= mon.damage:
        put_counters(g, ko.attack.attacker, 8, by=mon.owner)


@pytest.mark.parametrize("damage_before, counters", [(0, 8), (10, 0)])
def test_RC_141_full_hp_is_the_state_before_the_knock_out_damage(damage_before, counters):
    """Mismagius (S10a) is not in our pool; its Ability is put on Snover as a test-only record."""
    s = Scenario().active(0, KYOGRE, energy=[W, W, W]).active(1, SNOVER, damage=damage_before).bench(1, SNOVER)
    s.effect(1, 0, "test_curse_of_spite", turns=(1, 99), checkups=True, attack_effect=False)
    with stand_in_lasting("any_knocked_out", "test_curse_of_spite", curse_of_spite):
        t = s.start()
        t.attack("Swirling Waves")
    assert SNOVER in t.discard_ids(1) and t.mon(0).damage == 10 * counters


def test_RC_142_sturdy_full_hp_left_with_10_hp():
    s = Scenario().active(0, MEGA_KANGASKHAN_EX, energy=[W, W, W]).active(1, CRUSTLE).bench(1, SNOVER)
    t = s.start()
    t.coins("HHT").attack("Rapid-Fire Combo")               # 300 damage on 150 HP
    assert t.mon(1).cid == CRUSTLE and t.mon(1).damage == 140


def test_RC_142_sturdy_not_when_already_damaged():
    s = Scenario().active(0, MEGA_KANGASKHAN_EX, energy=[W, W, W]).active(1, CRUSTLE, damage=10)
    s.bench(1, SNOVER)
    t = s.start()
    t.coins("HHT").attack("Rapid-Fire Combo")
    assert CRUSTLE in t.discard_ids(1)


def test_RC_142_sturdy_not_against_damage_counters():
    """Damage counters placed by an attack's effect are not damage: 743 Alakazam's Powerful
    Hand puts 2 per card in hand, 16 on a Crustle at full HP."""
    s = Scenario().active(0, ALAKAZAM, under=[ABRA, KADABRA], energy=[P]).hand(0, [W] * 8)
    s.active(1, CRUSTLE).bench(1, SNOVER)
    t = s.start()
    t.attack("Powerful Hand")
    assert CRUSTLE in t.discard_ids(1)


def test_RC_143_craftsmanship_hp_follows_the_fighting_energy():
    s = Scenario().active(0, FLOATZEL, energy=[W, W]).active(1, CONKELDURR, under=[GURDURR], energy=[F, F])
    s.bench(1, SNOVER)
    t = s.start()
    assert Q.max_hp(t.state, t.mon(1)) == 140 + 80
    t.mon(1).damage = 150
    t.attack("Whirlpool")                                   # 30 damage, then an {F} Energy is gone
    assert CONKELDURR in t.discard_ids(1)                   # 180 damage, 180 HP


def test_RC_144_cynthias_power_weight_only_on_a_cynthias_pokemon():
    s = Scenario().active(0, CYNTHIAS_GIBLE, tools=[POWER_WEIGHT]).bench(0, SNOVER, tools=[POWER_WEIGHT])
    s.active(1, SNOVER)
    t = s.start()
    assert Q.max_hp(t.state, t.mon(0)) == 70 + 70 and Q.max_hp(t.state, t.mon(0, 1)) == 90


def test_RC_145_bring_down_least_remaining_hp_ties_the_attacker_chooses_own_allowed():
    """UNSURE in RULES.md (U10): with a tie the attacking player chooses among the tied."""
    s = Scenario().active(0, INTELEON, under=[SOBBLE, 727], energy=[W]).bench(0, SNOVER, damage=80)
    s.active(1, KYOGRE, damage=140).bench(1, MEGA_KANGASKHAN_EX, damage=200)
    t = s.start()
    t.attack("Bring Down")
    assert t.options == ((0, 1), (1, 0))                    # 10 HP left each; not Inteleon itself
    t.choose((0, 1))
    assert SNOVER in t.discard_ids(0) and len(t.player(1).prizes) == 5 and len(t.player(0).prizes) == 6


def test_RC_146_sturdy_remaining_hp_becomes_10():
    s = Scenario().active(0, MEGA_LUCARIO_EX, under=[RIOLU], energy=[F, F]).active(1, CRUSTLE).bench(1, SNOVER)
    t = s.start()
    t.attack("Mega Brave")
    assert Q.remaining_hp(t.state, t.mon(1)) == 10


# -- II-D-17 Prize cards taken, II-D-18 Rule Box ------------------------------------------------------


def test_RC_147_gobble_down_counts_prizes_taken():
    s = Scenario().active(0, MEGA_MAWILE_EX, energy=[M, M]).active(1, MEGA_LUCARIO_EX).prizes(0, 2)
    t = s.start()
    t.attack("Gobble Down")
    assert t.mon(1).damage == 80 * 4


def test_RC_148_blazing_burst_counts_the_opponents_prizes_taken_then_discards_an_energy():
    s = Scenario().active(0, RESHIRAM_EX, energy=[R, R, R]).active(1, MEGA_LUCARIO_EX).prizes(1, 3)
    t = s.start()
    t.attack("Blazing Burst")
    assert t.mon(1).damage == 130 + 150 and t.discard_ids(0) == [R] and len(t.mon(0).energy) == 2


@pytest.mark.parametrize("target, damage", [(SNOVER, 0), (RAGING_BOLT_EX, 100)])
def test_RC_149_flower_curtain_does_not_protect_rule_box_pokemon(target, damage):
    s = Scenario().active(0, FEZANDIPITI_EX, energy=[W, W, W]).active(1, KYOGRE).bench(1, target)
    s.bench(1, SHAYMIN)
    t = s.start()
    t.attack("Cruel Arrow").choose((1, 1))
    assert t.mon(1, 1).damage == damage


def test_RC_150_brave_bangle_does_nothing_on_a_rule_box_pokemon():
    s = Scenario().active(0, MEGA_KANGASKHAN_EX, energy=[W, W, W], tools=[BRAVE_BANGLE]).active(1, RAGING_BOLT_EX)
    t = s.start()
    t.coins("T").attack("Rapid-Fire Combo")
    assert t.mon(1).damage == 200


def test_RC_151_mega_lucario_ex_no_bangle_bonus_and_three_prizes():
    s = Scenario().active(0, MEGA_LUCARIO_EX, under=[RIOLU], energy=[F], tools=[BRAVE_BANGLE])
    s.bench(0, SNOVER).active(1, MEGA_KANGASKHAN_EX, energy=[W, W, W])
    t = s.start()
    t.attack("Aura Jab")
    assert t.mon(1).damage == 130 * 2                       # Weakness, but no +30
    t.mon(0).damage = 300
    t.coins("T").attack("Rapid-Fire Combo")
    assert len(t.player(1).prizes) == 3


def test_RC_152_a_radiant_pokemon_has_a_rule_box_gives_one_prize_one_per_deck(monkeypatch):
    """No Radiant Pokémon is in our pool: Sigilyph (591) and Munkidori (112) are made
    "Radiant" stand-ins for this test (name, rule)."""
    for cid in (SIGILYPH, MUNKIDORI):
        monkeypatch.setattr(CARDS[cid], "name", "Radiant " + CARDS[cid].name)
        monkeypatch.setattr(CARDS[cid], "rule", "radiant")
    assert CARDS[SIGILYPH].has_rule_box and CARDS[SIGILYPH].prizes == 1
    s = Scenario().active(0, SIGILYPH, energy=[P, W, W], tools=[BRAVE_BANGLE]).active(1, MEGA_KANGASKHAN_EX)
    s.bench(1, SNOVER)
    t = s.start()
    t.attack("Reflect")
    assert t.mon(1).damage == 0                             # 0 + no Bangle bonus
    s = Scenario().active(0, SNOVER, energy=[W]).active(1, SIGILYPH, damage=110).bench(1, SNOVER)
    t = s.start()
    t.attack("Beat")
    assert len(t.player(0).prizes) == 5
    basics = [SNOVER] * 3 + [W] * 55
    assert validate(basics + [SIGILYPH, SNOVER]) == []
    assert validate(basics + [SIGILYPH, MUNKIDORI]) == ["2 Radiant Pokémon; at most 1 allowed"]


# -- II-D-19 "inherit" ----------------------------------------------------------------------------


def thorton(g, ctx):
    """What RC-153 says Thorton does (test-only): a Basic Pokémon from the discard pile takes
    the place of 1 of your Basic Pokémon in play, which is discarded."""
    new = yield from pick_card(g, ctx.player, [c for c in ctx.me.discard if is_basic_pokemon(c)],
                               prompt="Choose a Basic Pokémon in your discard pile")
    mon = yield from pick_pokemon(g, ctx.player, [m for m in ctx.me.in_play() if mon_is_basic(m)])
    ctx.me.discard.remove(new)
    ctx.me.discard.append(exchange_pokemon_card(g, mon, new))


def test_RC_153_thorton_the_new_basic_keeps_everything():
    """Thorton is not in our pool: its effect is given to a Supporter with no code (1181) for
    this test, built on the exchange primitive (II-D-19 R1)."""
    s = Scenario().active(0, KYOGRE, energy=[W, W], tools=[HEROS_CAPE], damage=60, conditions=["poisoned"])
    s.bench(0, SNOVER).active(1, SNOVER).hand(0, [THORTON_HOST]).discard(0, [MEGA_KANGASKHAN_EX])
    s.effect(0, 0, "cant_retreat")
    with stand_in_trainer(THORTON_HOST, thorton):
        t = s.start()
        uid = t.mon(0).uid
        t.play(THORTON_HOST).choose((0, 0))                 # the only Basic in the discard pile
    mon = t.mon(0)
    assert mon.cid == MEGA_KANGASKHAN_EX and mon.uid == uid and mon.damage == 60 and mon.poison
    assert t.energy_ids(0) == [W, W] and len(mon.tools) == 1
    assert KYOGRE in t.discard_ids(0) and not t.can("retreat", 1)


def test_RC_153_thorton_knocked_out_if_the_new_basic_has_too_little_hp():
    s = Scenario().active(0, KYOGRE, damage=100).bench(0, SNOVER).active(1, SNOVER)
    s.hand(0, [THORTON_HOST]).discard(0, [ABRA])
    with stand_in_trainer(THORTON_HOST, thorton):
        t = s.start()
        t.play(THORTON_HOST).choose((0, 0))
    assert ABRA in t.discard_ids(0) and t.mon(0).cid == SNOVER and len(t.player(1).prizes) == 5


def test_RC_154_zero_to_hero_palafin_ex_keeps_everything_that_was_on_palafin():
    s = Scenario().active(0, PALAFIN, under=[FINIZEN], energy=[W, W], tools=[HEROS_CAPE], damage=40)
    s.bench(0, SNOVER).active(1, SNOVER).deck(0, [PALAFIN_EX, W])
    s.effect(0, 0, "damage_taken", -30, turns=(1, 99), checkups=True, attack_effect=False)
    t = s.start()
    uid = t.mon(0).uid
    t.retreat(1).choose(True, PALAFIN_EX)
    mon = t.mon(0, 1)
    assert mon.cid == PALAFIN_EX and mon.uid == uid and mon.damage == 40 and len(mon.tools) == 1
    assert len(mon.energy) == 1 and any(e.target == uid for e in t.state.effects)
    assert PALAFIN in [c >> 7 for c in t.player(0).deck]


def genesect_swap(replacement, then_ability_usable):
    s = Scenario().active(0, GENESECT_EX, energy=[G]).active(1, SNOVER).bench(0, KYOGRE, damage=50)
    s.hand(0, [THORTON_HOST]).discard(0, [replacement]).deck(0, [W, W])
    with stand_in_trainer(THORTON_HOST, thorton):
        t = s.start()
        t.ability(0)                                        # Metallic Signal: nothing to find
        assert not t.can("ability", 0, 0)
        t.play(THORTON_HOST).choose((0, 0))
    assert t.mon(0).cid == replacement
    assert t.can("ability", 0, 0) is then_ability_usable


def test_RC_155_thorton_shuckle_after_genesect_ex_may_use_fermented_juice():
    genesect_swap(SHUCKLE, True)


def test_RC_156_thorton_another_genesect_ex_may_not_use_metallic_signal_again():
    genesect_swap(GENESECT_EX, False)
