"""The older mechanics of RULES.md III-14 / III-15 (issue 12 item 2), played with real cards
of the older sets.

Each mechanism lives once in the rules: the once-per-game GX attack and VSTAR Power
(``rules.attack``, ``rules.ability``), the XY Mega Evolution rule (``rules.evolution``), the
Prism Star replacement at the one discard choke point (``rules.zones.to_discard``), BREAK and
LV.X keeping what is under them (``rules.queries``), LEGEND and V-UNION put into play from
several cards (``rules.bench``), Restored Pokémon (stage kind + ``effects.restore``), δ in
names, Pokémon Star / Shining deck rules (``deck.py``), ability kinds, Ancient Traits, the
Baby rule.  A card text the test needs that is not the subject is stood in for.
"""

import re
from pathlib import Path

import pytest

from ptcg.cards import db, legacy
from ptcg.cards.db import CARD_LIST, card
from ptcg.decisions import CHOOSE_CARD, MAIN, SETUP_ACTIVE, SETUP_BENCH, YES_NO
from ptcg.deck import validate
from ptcg.game import Game
from ptcg.rules import queries as Q
from ptcg.testing import (Scenario, deck_list, stand_in_ability, stand_in_attack, stand_in_passive,
                          stand_in_trainer)

W, R, G, L, P, F, D, M = 3, 2, 1, 4, 5, 6, 7, 8
SNOVER, GROOKEY, GASTLY = 722, 89, 59            # pool Pokémon: {W}, {G}, {D} Basics
ROOT = Path(__file__).resolve().parents[2]


def cid(data_id: str) -> int:
    return legacy.card_id(data_id)


def prizes_taken(t, player=0):
    return 6 - len(t.player(player).prizes)


def knock_out(defender, **kw):
    """Player 0's Snover (Beat, 10) Knocks Out ``defender`` (10 HP left)."""
    hp = card(defender).hp
    s = Scenario().active(0, SNOVER, energy=[W]).active(1, defender, damage=hp - 10, **kw).bench(1, SNOVER)
    return s.start().attack("Beat")


# -- III-14 R1: the GX attack and the VSTAR Power, once per game --------------------------------

TAPU_LELE_GX, PIKACHU_ZEKROM_GX = "sm2-60", "sm9-33"


def test_III_14_R1_a_gx_attack_once_per_game_for_each_player():
    """Tapu Lele-GX's Tapu Cure-GX: used once, it is never offered again to that player;
    the opponent keeps their own GX attack (002 §1.1.1.1, 003's reminder "your side")."""
    lele = cid(TAPU_LELE_GX)
    s = Scenario().active(0, lele, energy=[P, P]).active(1, lele, energy=[P, P])
    t = s.start()
    assert t.can("attack", "Tapu Cure-GX")
    t.attack("Tapu Cure-GX")
    assert t.player(0).once_per_game == ["gx"]
    assert t.game.view(1).to_dict()["once_per_game"] == [["gx"], []]    # the GX marker is public
    assert t.can("attack", "Tapu Cure-GX")                  # player 1's own GX attack
    t.attack("Energy Drive")
    assert not t.can("attack", "Tapu Cure-GX") and t.can("attack", "Energy Drive")


def test_III_14_R1_a_gx_attack_that_fails_by_confusion_is_still_spent():
    lele = cid(TAPU_LELE_GX)
    t = Scenario().active(0, lele, energy=[P, P], conditions=["confused"]).active(1, SNOVER).start()
    t.coins("T").attack("Tapu Cure-GX")
    assert t.player(0).once_per_game == ["gx"]


def test_III_14_R1_II_D_06_a_tool_gives_a_gx_attack_that_spends_the_same_gx():
    """Normalium Z: Tackle (a Tool) lets a Pokémon with Tackle use Barreling Blitz-GX; it still
    needs its Energy ({C}{C}{C}{C}) and then no GX attack is left for that player."""
    z = cid("sm11-203")
    tackler = cid("xy0-30")                                   # Bunnelby: Tackle {C}{C}
    t = Scenario().active(0, tackler, tools=[z], energy=[W, W, W]).active(1, 121).start()
    assert not t.can("attack", "Barreling Blitz-GX")        # 3 Energy: not enough
    t = Scenario().active(0, tackler, tools=[z], energy=[W] * 4).active(1, 121).start()   # Dragapult ex
    t.coins("HHT").attack("Barreling Blitz-GX")
    assert t.mon(1).damage == 200 + 80 and t.player(0).once_per_game == ["gx"]
    lele_user = Scenario().active(0, cid("sm2-60"), energy=[P]).active(1, SNOVER)
    lele_user.flags(0, once_per_game=["gx"])
    assert not lele_user.start().can("attack", "Tapu Cure-GX")


def test_III_14_TAG_TEAM_three_prizes_and_a_pokemon_gx():
    """Pikachu & Zekrom-GX: a TAG TEAM gives 3 Prize cards and is a Pokémon-GX; its
    Tag Bolt-GX shares the player's one GX attack."""
    pz = cid(PIKACHU_ZEKROM_GX)
    assert card(pz).is_gx and prizes_taken(knock_out(pz)) == 3
    s = Scenario().active(0, pz, energy=[L, L, L]).active(1, cid(TAPU_LELE_GX)).flags(0, once_per_game=["gx"])
    t = s.start()
    assert t.can("attack", "Full Blitz") and not t.can("attack", "Tag Bolt-GX")


def test_III_14_R1_a_vstar_power_once_per_game_ability_or_attack():
    """Arceus VSTAR's Starbirth (an Ability) spends the player's VSTAR Power: Mewtwo VSTAR's
    Star Raid (an attack) is then not offered either; the opponent keeps theirs."""
    arceus, mewtwo = cid("swsh9-123"), cid("pgo-31")
    with stand_in_ability(arceus, lambda g, ctx: None, limit="unlimited"):
        s = Scenario().active(0, mewtwo, energy=[P, P]).bench(0, arceus).active(1, mewtwo, energy=[P, P])
        t = s.start()
        assert t.can("ability", 1, 0) and t.can("attack", "Star Raid")
        t.ability(1, 0)
        assert t.player(0).once_per_game == ["vstar"]
        assert not t.can("ability", 1, 0) and not t.can("attack", "Star Raid") and t.can("attack", "Psy Purge")
        t.attack("Psy Purge")
        assert t.can("attack", "Star Raid")                  # player 1's VSTAR Power


def test_III_14_R1_a_seal_stone_gives_its_vstar_power_to_a_pokemon_v_only():
    seal, mewtwo_v = cid("swsh12-156"), cid("pgo-30")
    s = Scenario().active(0, mewtwo_v, tools=[seal]).bench(0, SNOVER, tools=[seal]).active(1, SNOVER)
    t = s.deck(0, [W, G, R]).start()
    assert t.can("ability", 0, 0) and not t.can("ability", 1, 0)
    t.ability(0, 0).choose(G)
    assert G in t.hand_ids(0) and t.player(0).once_per_game == ["vstar"] and not t.can("ability", 0, 0)


# -- III-15 R4: XY Mega Evolution ends the turn; Spirit Link ------------------------------------

def test_III_15_R4_xy_mega_evolution_ends_the_turn():
    """M Manectric-EX on Manectric-EX (the card's Mega Evolution rule: the turn ends; 2 Prizes
    by the EX rule), on the Bench too (002)."""
    ex, mega = cid("xy4-23"), cid("xy4-24")
    t = Scenario().active(0, SNOVER).bench(0, ex).active(1, SNOVER).hand(0, [mega]).start()
    assert t.can("evolve", mega, 1)
    t.evolve(mega, 1)
    assert t.mon(0, 1).name == "M Manectric-EX" and t.state.current == 1 and t.at_main(1)
    assert prizes_taken(knock_out(mega)) == 2


def test_III_15_R4_a_spirit_link_tool_keeps_the_turn_going():
    ex, mega, link = cid("xy4-23"), cid("xy4-24"), cid("xy4-100")
    t = Scenario().active(0, ex, tools=[link], energy=[L, L]).active(1, SNOVER).hand(0, [mega]).start()
    t.evolve(mega, 0)
    assert t.mon(0).name == "M Manectric-EX" and t.at_main(0) and t.can("attack", "Turbo Bolt")


def test_III_15_R4_primal_reversion_ends_the_turn_and_2025_megas_do_not():
    kyogre_ex, primal = cid("bw5-26"), cid("xy5-55")
    t = Scenario().active(0, kyogre_ex).active(1, SNOVER).hand(0, [primal]).start()
    t.evolve(primal, 0)
    assert t.at_main(1)
    t = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [723]).start()    # Mega Abomasnow ex
    t.evolve(723, 0)
    assert t.at_main(0)


# -- III-15 R8: Prism Star cards go to the Lost Zone, by every route -----------------------------

LUNALA, SUPER_BOOST, THUNDER_MOUNTAIN, LYSANDRE_PRISM = "sm5-62", "sm5-136", "sm8-191", "sm6-110"


def lost_ids(t, player):
    return sorted(c >> 7 for c in t.player(player).lost)


def test_III_15_R8_a_knocked_out_prism_star_pokemon_goes_to_the_lost_zone_with_its_card_only():
    lunala, boost = cid(LUNALA), cid(SUPER_BOOST)
    t = knock_out(lunala, energy=[P, boost])
    assert lost_ids(t, 1) == sorted([lunala, boost]) and t.discard_ids(1) == [P]
    assert prizes_taken(t) == 1


def test_III_15_R8_discarded_from_hand_or_from_a_pokemon_or_a_stadium_it_goes_to_the_lost_zone():
    boost, mountain = cid(SUPER_BOOST), cid(THUNDER_MOUNTAIN)
    s = Scenario().active(0, GROOKEY, energy=[boost]).bench(0, SNOVER).active(1, SNOVER)
    s.hand(0, [1252]).stadium(mountain, owner=1)             # 1252 Gravity Mountain replaces it
    t = s.start()
    t.retreat(1)                                             # Grookey's {C}: the ◇ Energy pays
    assert lost_ids(t, 0) == [boost] and t.discard_ids(0) == []
    t.play(1252)
    assert lost_ids(t, 1) == [mountain]


def test_III_15_R8_a_prism_star_trainer_played_and_cards_milled_go_to_the_lost_zone():
    lysandre = cid(LYSANDRE_PRISM)
    with stand_in_trainer(lysandre, None, first_turn=True):
        t = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [lysandre]).start()
        t.play(lysandre)
        assert lost_ids(t, 0) == [lysandre] and t.discard_ids(0) == []
    from ptcg.effects.cards import discard_hand, mill
    t = Scenario().active(0, SNOVER).active(1, SNOVER).deck(1, [cid(LUNALA), W]).hand(1, [cid(SUPER_BOOST), W]).start()
    mill(t.state, 1, 2)
    discard_hand(t.state, 1)
    assert lost_ids(t, 1) == sorted([cid(LUNALA), cid(SUPER_BOOST)]) and t.discard_ids(1) == [W, W]


def test_III_15_R8_every_route_into_a_discard_pile_goes_through_one_choke_point():
    """No module but ``rules/zones.py`` appends to a discard pile (so the Prism Star rule
    can't be bypassed by a new card)."""
    offenders = []
    for path in (ROOT / "src" / "ptcg").rglob("*.py"):
        if path.name == "zones.py" and path.parent.name == "rules":
            continue
        text = path.read_text(encoding="utf-8")
        if re.search(r"\.discard\s*(\.(append|extend|insert)\(|\+=)|take_top\([^)]*\.discard", text):
            offenders.append(str(path.relative_to(ROOT)))
    assert offenders == []


# -- III-15 R2 / R3: LV.X and BREAK keep what is under them --------------------------------------

def test_III_15_R2_level_up_the_active_pokemon_only_keeping_its_attacks_and_powers():
    """Gengar LV.X goes on the Active Gengar (any level: LV.43 here), not a Benched one; it
    can use Gengar's attacks and its Poké-Power, and levelling up ends Special Conditions."""
    gengar, lvx = cid("dp7-18"), cid("pl4-97")
    s = Scenario().active(0, gengar, energy=[P, P, P], conditions=["asleep", "poisoned"]).bench(0, gengar)
    t = s.active(1, SNOVER).hand(0, [lvx]).start()
    assert t.can("evolve", lvx, 0) and not t.can("evolve", lvx, 1)
    t.evolve(lvx, 0)
    mon = t.mon(0)
    assert mon.name == "Gengar LV.X" and not mon.has_condition()
    names = [a.name for a in Q.attacks_of(mon)]
    assert names == ["Compound Pain", "Shadow Room", "Poltergeist"]
    assert [a.name for a in Q.abilities_of(t.state, mon)] == ["Level-Down", "Fainting Spell"]
    assert t.can("attack", "Poltergeist")
    s = Scenario().active(0, lvx, under=[gengar]).active(1, SNOVER).hand(0, [lvx])
    assert not s.start().can("evolve", lvx, 0)               # no LV.X on a LV.X


def test_III_15_R2_rare_candy_does_not_level_up():
    from ptcg.rules.evolution import skips_to
    gengar_lvx = card(cid("pl4-97"))
    t = Scenario().active(0, cid("base3-6")).active(1, SNOVER).start()      # a Haunter
    assert not skips_to(gengar_lvx, t.mon(0))


def test_III_15_R3_break_keeps_the_attacks_ability_weakness_resistance_and_retreat():
    """Greninja BREAK on Greninja: Greninja's attacks, Greninja BREAK's own Ability (and
    Greninja's if it had one), Greninja's Weakness and Retreat Cost, its own HP."""
    greninja, brk = cid("xy0-14"), cid("xy9-41")
    t = Scenario().active(0, greninja, energy=[W, W, W]).active(1, SNOVER).hand(0, [brk]).start()
    t.evolve(brk, 0)
    mon = t.mon(0)
    assert Q.max_hp(t.state, mon) == 170
    assert [a.name for a in Q.attacks_of(mon)] == ["Mat Block", "Aqua Edge"] and t.can("attack", "Aqua Edge")
    assert [a.name for a in Q.abilities_of(t.state, mon)] == ["Giant Water Shuriken"]
    assert Q.weaknesses(t.state, mon) == card(greninja).weaknesses and Q.retreat_cost(t.state, mon) == 1


def test_III_15_R2_R3_a_kept_poke_body_works_from_under_the_top_card():
    """A passive of the card under a LV.X answers queries (a stand-in: Gengar LV.43's
    Fainting Spell is made to add 30 HP)."""
    gengar, lvx = cid("dp7-18"), cid("pl4-97")
    with stand_in_passive(gengar, "max_hp", lambda g, holder, inst, mon: 30 if mon is holder else 0, 0):
        t = Scenario().active(0, lvx, under=[gengar]).active(1, SNOVER).start()
        assert Q.max_hp(t.state, t.mon(0)) == 140 + 30


# -- LEGEND, V-UNION: one Pokémon from several cards ---------------------------------------------

def test_LEGEND_both_halves_from_the_hand_as_one_pokemon_two_prizes():
    top, bottom = cid("hgss1-113"), cid("hgss1-114")
    t = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [top]).start()
    assert not t.can("bench", top)
    t = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [top, top]).start()
    assert not t.can("bench", top)                           # two copies of one half
    t = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [top, bottom]).start()
    t.bench_card(top)
    mon = t.mon(0, 1)
    assert sorted(c >> 7 for c in mon.cards) == [top, bottom] and not t.player(0).hand
    assert prizes_taken(knock_out(top, under=[bottom])) == 2


def test_LEGEND_halves_never_start_the_game():
    top, bottom = cid("hgss1-113"), cid("hgss1-114")
    cards = deck_list((2, top), (2, bottom), (1, SNOVER))
    game = Game(cards, cards, seed=2, allow_unimplemented=True, validate_decks=False)
    while game.state.phase == "setup":
        d = game.decision
        if d.kind in (SETUP_ACTIVE, SETUP_BENCH):
            assert all(o == "done" or o >> 7 == SNOVER for o in d.options)
        game.apply(d.options[0])


def test_III_14_V_UNION_four_parts_from_the_discard_pile_once_per_game_three_prizes():
    parts = [cid(f"swshp-SWSH{n}") for n in (159, 160, 161, 162)]
    t = Scenario().active(0, SNOVER).active(1, SNOVER).discard(0, parts[:3] + [parts[0]]).start()
    assert not t.can("v_union")                              # 3 different parts only
    t = Scenario().active(0, SNOVER).active(1, SNOVER).discard(0, parts + parts).start()
    assert t.can("v_union")
    t.apply(t._main("v_union"))
    mon = t.mon(0, 1)
    assert sorted(c >> 7 for c in mon.cards) == parts and mon.name == "Mewtwo V-UNION"
    assert len(t.player(0).discard) == 4 and not t.can("v_union")          # once per game
    assert prizes_taken(knock_out(parts[0], under=parts[1:])) == 3


# -- III-15 R5: Restored Pokémon -------------------------------------------------------------------

def test_III_15_R5_restored_pokemon_come_only_from_their_fossil():
    """Archen (BW) is a Restored Pokémon: never a setup choice, never benched from hand, not
    a Basic for deck validation; Plume Fossil finds it among the bottom 7 cards of the deck."""
    archen, plume = cid("bw3-66"), cid("bw3-93")
    assert validate(deck_list((4, archen))) == ["the deck has no Basic Pokémon"]
    t = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [archen, plume]).deck(0, [W] * 3 + [archen] + [W] * 3).start()
    assert not t.can("bench", archen) and not t.can("evolve", archen)
    t.play(plume).choose(archen)
    assert t.mon(0, 1).name == "Archen" and len(t.player(0).deck) == 6
    t = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [plume]).deck(0, [archen] + [W] * 8).start()
    t.play(plume)                                            # Archen is 9th from the bottom: not found
    assert not t.player(0).bench and t.decision.kind == MAIN


# -- III-13 R6 δ, Pokémon Star and Shining ---------------------------------------------------------

def test_III_13_R6_delta_species_is_not_part_of_the_name_for_evolving():
    """Dragonite δ prints "evolves from Dragonair": it evolves Dragonair δ (004 §6)."""
    dragonair_d, dragonite_d = cid("ex11-41"), cid("ex11-3")
    t = Scenario().active(0, dragonair_d).active(1, SNOVER).hand(0, [dragonite_d]).start()
    assert t.can("evolve", dragonite_d, 0)
    aerodactyl, aerodactyl_d = cid("base3-1"), cid("ex13-35")
    assert validate(deck_list((2, aerodactyl), (3, aerodactyl_d), (1, SNOVER))) == [
        "5 cards named 'Aerodactyl'; at most 4 allowed"]


def test_pokemon_star_one_per_deck_and_shining_one_of_a_name():
    latias, rayquaza, shining = cid("ex8-105"), cid("ex8-107"), cid("neo3-65")
    assert validate(deck_list((1, rayquaza))) == []
    assert "at most 1 allowed" in validate(deck_list((1, rayquaza), (1, latias)))[0]
    assert validate(deck_list((2, shining))) == [
        "2 cards named 'Shining Gyarados'; at most 1 Shining Pokémon of a name allowed"]


def test_III_12_R10_a_card_printing_any_number_ignores_the_copy_limit():
    arceus = cid("pl4-AR1")
    assert "any_number" in card(arceus).tags and validate(deck_list((7, arceus))) == []


# -- III-15 R1: Poké-Powers and Poké-Bodies ----------------------------------------------------------

@pytest.mark.parametrize("condition, usable", [(None, True), ("poisoned", False), ("asleep", False)])
def test_III_15_R1_a_poke_power_that_says_so_stops_under_special_conditions(condition, usable):
    """Gengar LV.X's Level-Down (its text: not while affected by a Special Condition)."""
    lvx = cid("pl4-97")
    with stand_in_ability(lvx, lambda g, ctx: None):
        s = Scenario().active(0, lvx, conditions=[condition] if condition else []).active(1, SNOVER)
        assert s.start().can("ability", 0, 0) is usable


@pytest.mark.parametrize("condition, usable", [("poisoned", True), ("confused", False)])
def test_III_15_R1_a_pokemon_power_stops_when_asleep_confused_or_paralyzed(condition, usable):
    alakazam = cid("base1-1")                                 # Damage Swap
    with stand_in_ability(alakazam, lambda g, ctx: None):
        s = Scenario().active(0, alakazam, conditions=[condition]).active(1, SNOVER)
        assert s.start().can("ability", 0, 0) is usable


@pytest.mark.parametrize("condition, boosted", [(None, True), ("poisoned", True), ("asleep", False),
                                                ("paralyzed", False)])
def test_III_15_R1_an_always_on_pokemon_power_stops_when_asleep_confused_or_paralyzed(condition, boosted):
    """An always-on Pokémon Power whose text stops it under those conditions is off while
    they last (Lanturn N1 38 — Hydroelectric Power stood in as +30 to its attacks), not
    only a declared one; Poison does not stop it."""
    lanturn = cid("neo1-38")
    boost = lambda g, holder, inst, a, target: 30 if a.attacker is holder else 0  # noqa: E731
    with stand_in_passive(lanturn, "damage_dealt", boost, 0):
        s = Scenario().active(0, lanturn, conditions=[condition] if condition else []).active(1, SNOVER)
        t = s.start()
        from ptcg.rules.attack import AttackContext
        a = AttackContext(t.state, 0, t.mon(0), card(lanturn).attacks[0])
        assert Q.damage_dealt_change(t.state, a, t.mon(1)) == (30 if boosted else 0)


def test_III_15_R1_a_power_that_says_it_works_under_conditions_is_not_stopped():
    """Unown [S] N4 87: "can be used even if Asleep, Confused or Paralyzed" (no stop)."""
    assert card(cid("neo4-87")).abilities[0].stops_under is None
    assert card(cid("neo4-18")).abilities[0].stops_under == "asleep_confused_paralyzed"   # "stops working if"


def test_III_15_R1_an_effect_can_stop_poke_bodies_and_leave_poke_powers():
    """An effect that says "Pokémon can't use their Poké-Bodies" (stood in on the Stadium
    slot) stops Gengar TM 94's Poké-Body, not Uxie's Poké-Power."""
    body_gengar, uxie = cid("hgss4-94"), cid("dp6-43")
    stopper = cid("dp3-109")                                   # a card that answers the query
    with stand_in_passive(body_gengar, "max_hp", lambda g, holder, inst, mon: 20 if mon is holder else 0, 0), \
            stand_in_ability(uxie, lambda g, ctx: None), \
            stand_in_passive(stopper, "no_ability_kind", lambda g, holder, inst, mon, kind: kind == "poke_body",
                             fresh=False):
        s = Scenario().active(0, body_gengar).bench(0, uxie).active(1, SNOVER)
        t = s.start()
        assert Q.max_hp(t.state, t.mon(0)) == card(body_gengar).hp + 20 and t.can("ability", 1, 0)
        t = s.bench(1, stopper).start()
        assert Q.max_hp(t.state, t.mon(0)) == card(body_gengar).hp and t.can("ability", 1, 0)


# -- Ancient Traits (XY) ----------------------------------------------------------------------------

def test_ancient_trait_theta_double_two_tools():
    tyranitar = cid("xy7-43")
    link = cid("xy4-100")
    t = Scenario().active(0, tyranitar, tools=[link]).bench(0, SNOVER, tools=[link]).active(1, SNOVER)
    t = t.hand(0, [1174]).start()                             # Air Balloon
    assert t.can("attach", 1174, 0) and not t.can("attach", 1174, 1)


def test_ancient_trait_delta_plus_one_more_prize():
    articuno = cid("xy6-17")                                  # Chilling Sigh {W}
    with stand_in_attack(card(articuno).attacks[0].id, damage=lambda g, a: setattr(a, "damage", 30)):
        s = Scenario().active(0, articuno, energy=[W]).active(1, SNOVER, damage=card(SNOVER).hp - 10).bench(1, SNOVER)
        t = s.start().attack("Chilling Sigh")
        assert prizes_taken(t) == 2


def test_ancient_trait_alpha_growth_attaches_a_second_energy():
    swampert = cid("xy5-36")
    t = Scenario().active(0, swampert).active(1, SNOVER).hand(0, [W, W, G]).start()
    t.attach(W, 0)
    assert t.decision.kind == CHOOSE_CARD and t.card_options(include_done=True) == {W, G, "done"}
    t.choose(G)
    assert t.energy_ids(0, 0) == [G, W] and t.hand_ids(0) == [W] and not t.can("attach", W)


def test_ancient_trait_omega_barrier_and_theta_stop_shield_from_the_opponent():
    sceptile, golurk = cid("xy5-9"), cid("xy7-35")
    t = Scenario().active(0, SNOVER).active(1, sceptile).bench(1, golurk).start()
    assert Q.trainer_effects_prevented(t.state, 0, 1124, t.mon(1))           # Pokémon Catcher
    assert not Q.trainer_effects_prevented(t.state, 1, 1124, t.mon(1))
    assert Q.ability_effects_prevented(t.state, 0, t.mon(1, 1)) and not Q.ability_effects_prevented(t.state, 0, t.mon(1))


def test_ancient_trait_delta_evolution_evolves_the_turn_the_pokemon_came_into_play():
    fearow, spearow = cid("xyp-XY57"), card(cid("xyp-XY57")).evolves_from
    basic = next(c.id for c in db.LEGACY_CARDS.values() if c.name == spearow and c.is_basic)
    t = Scenario(turn=1).active(0, basic).active(1, SNOVER).hand(0, [fearow]).start()
    assert t.can("evolve", fearow, 0)


def test_ancient_trait_theta_max_heals_on_becoming_it_and_alpha_recovery_doubles_healing():
    groudon_ex, primal = cid("bw5-54"), cid("xy7-97")
    t = Scenario().active(0, groudon_ex, damage=90).active(1, SNOVER).hand(0, [primal]).start()
    t.evolve(primal, 0)
    assert t.mon(0).damage == 0
    from ptcg.effects.pokemon import heal
    t = Scenario().active(0, cid("xy5-37"), damage=60).active(1, SNOVER).start()       # Ludicolo
    assert heal(t.state, t.mon(0), 20) == 40


def test_ancient_trait_omega_barrage_attacks_twice():
    """Torchic (PRC 26) may attack twice a turn: Claw (20) twice on Dragapult ex."""
    torchic = cid("xy5-26")
    t = Scenario().active(0, torchic, energy=[R]).active(1, 121).start()      # Dragapult ex: no Weakness
    t.coins("HH").attack("Claw")                               # Claw: a coin, tails does nothing
    assert t.decision.kind == YES_NO
    t.choose(True)
    claw = next(a.id for a in card(torchic).attacks if a.name == "Claw")
    if t.decision.kind != MAIN:
        t.apply(claw)
    assert t.mon(1).damage == 40 and t.state.current == 1


# -- the Baby rule -------------------------------------------------------------------------------------

@pytest.mark.parametrize("coin, damaged", [("T", False), ("H", True)])
def test_baby_rule_the_attacker_flips_first_tails_ends_the_turn(coin, damaged):
    pichu = cid("neo1-12")
    s = Scenario().active(0, SNOVER, energy=[W]).active(1, pichu).bench(1, SNOVER)
    t = s.start().coins(coin + "HH").attack("Beat")
    assert (t.mon(1).damage > 0 or t.mon(1).name != "Pichu") is damaged and t.state.current == 1


# -- II-C-03 / II-C-05 with an Active held in place (Neo: 109030 Croconaw — Jaw Clamp) ------------

def test_II_C_03_II_C_05_an_active_held_in_place_is_not_switched_until_the_holder_leaves():
    """While Jaw Clamp holds (its Croconaw still Active), no switch moves the clamped
    player's Active Pokémon (query ``active_locked``); switching the *other* player's Active
    is allowed, and once Croconaw has left the Active Spot the clamp is gone."""
    croconaw, switch, prime_catcher, dragapult = cid("neo1-31"), 1123, 1088, 121
    s = (Scenario().active(0, croconaw, energy=[3, 3, 3]).bench(0, SNOVER).active(1, dragapult)
         .bench(1, SNOVER).hand(1, [switch, prime_catcher]))
    t = s.start().attack("Jaw Clamp")
    assert t.at_main(1) and Q.active_locked(t.state, 1) and not Q.active_locked(t.state, 0)
    t.play(switch)                                             # II-C-03: does nothing
    assert t.mon(1).cid == dragapult
    t.play(prime_catcher)                                      # II-C-05 on player 0, then II-C-03
    while t.decision.kind != MAIN:
        t.apply(t.decision.options[0])
    assert t.mon(0).cid == SNOVER and t.mon(1).cid == SNOVER
