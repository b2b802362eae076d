"""Plasma Storm (PLS, Black & White 8): every card of its two theme decks, Plasma Shadow and
Plasma Claw.  One scenario per card text, checked through a card of the decks that prints
it; the texts other cards print first live in those cards' modules (``sets/base/bs.py``,
``sets/hgss/hs.py``, ``sets/bw/blw.py``...), and the texts the official pool prints word for
word have the pool's behaviour.

Attacks hit Dragapult ex (320 HP, no Weakness or Resistance) unless the text is about
something else.
"""

import pytest

from ptcg.cards import legacy
from ptcg.cards.db import card
from ptcg.decisions import CHOOSE_ATTACK, CHOOSE_CARD, CHOOSE_OPTION, CHOOSE_POKEMON
from ptcg.effects.conditions import conditions_of
from ptcg.rules import queries as Q
from ptcg.testing import Scenario, play_checked

DRAGAPULT_EX, SNOVER, KYOGRE = 121, 722, 721
G, R, W, L, P, F, D, M = 1, 2, 3, 4, 5, 6, 7, 8
ENERGY = {0: W, 1: G, 2: R, 3: W, 4: L, 5: P, 6: F, 7: D, 8: M}


def pls(number: int) -> int:
    return legacy.card_id(f"bw8-{number}")


GIRATINA, GARBODOR, TRUBBISH, WEEZING, KOFFING = pls(62), pls(67), pls(64), pls(58), pls(56)
GOLBAT, ZUBAT, AMOONGUSS, FOONGUS, KIRLIA, RALTS = pls(54), pls(52), pls(13), pls(12), pls(60), pls(59)
GROTLE, TURTWIG, ELGYEM, WATCHOG, PATRAT = pls(2), pls(1), pls(68), pls(113), pls(111)
DRUDDIGON, INFERNAPE, MONFERNO, CHIMCHAR, SHARPEDO, CARVANHA = pls(94), pls(17), pls(16), pls(15), pls(33), pls(32)
JELLICENT, FRILLISH, VANILLISH, VANILLITE, SIMISEAR, PANSEAR = pls(39), pls(38), pls(36), pls(35), pls(20), pls(19)
LAMPENT, LITWICK, LOTAD, CUBCHOO = pls(22), pls(21), pls(29), pls(40)
COLRESS_MACHINE, ESCAPE_ROPE, GRUNT, LASER, PLASMA_ENERGY = pls(119), pls(120), pls(125), pls(123), pls(127)
ENERGY_SEARCH, POTION = legacy.card_id("bw7-128"), legacy.card_id("bw7-132")
COMMUNICATION = legacy.card_id("bw1-99")


def energy_for(card_id: int, attack: str) -> list:
    a = next(a for a in card(card_id).attacks if a.name == attack)
    first = next((t for t in a.cost if t), 3)
    return [ENERGY[t] if t else ENERGY[first] for t in a.cost]


def hit(cid: int, attack: str, coins: str = "", *, defender: int = DRAGAPULT_EX, defender_kw=None, **kw):
    """``cid`` uses ``attack`` on ``defender`` (with a Benched Snover behind it) paying its cost."""
    extra = kw.pop("extra_energy", [])
    s = Scenario().active(0, cid, energy=energy_for(cid, attack) + extra, **kw)
    s = s.active(1, defender, **(defender_kw or {})).bench(1, SNOVER)
    t = s.start()
    if coins:
        t.coins(coins)
    return t.attack(attack)


# -- attacks that only do their printed damage -----------------------------------------------------
VANILLA = [(TRUBBISH, "Pound", 10), (TRUBBISH, "Sludge Bomb", 40), (KOFFING, "Tackle", 10),
           (ELGYEM, "Psyshot", 30), (TURTWIG, "Razor Leaf", 30), (WATCHOG, "Low Kick", 60),
           (DRUDDIGON, "Dragon Claw", 90), (CHIMCHAR, "Flare", 20), (CARVANHA, "Bite", 20),
           (VANILLISH, "Icy Snow", 30), (CUBCHOO, "Icy Snow", 30), (PANSEAR, "Scratch", 20),
           (LAMPENT, "Will-O-Wisp", 20), (LOTAD, "Bubble Beam", 20), (INFERNAPE, "Malevolent Fire", 120),
           (SHARPEDO, "Hard Bite", 40), (GARBODOR, "Ensnarl", 0)]


@pytest.mark.parametrize("cid, attack, damage", VANILLA[:14], ids=[a for _, a, _ in VANILLA[:14]])
def test_pls_attacks_that_do_their_printed_damage(cid, attack, damage):
    a = next(a for a in card(cid).attacks if a.name == attack)
    if attack == "Bubble Beam":                      # Lotad's has a coin (Bubblebeam, below)
        assert a.key is not None
        return
    assert a.key is None
    assert hit(cid, attack).mon(1).damage == damage


# -- coins ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("cid, attack, damage", [(RALTS, "Psy Bolt", 0), (KIRLIA, "Psy Bolt", 20),
                                                 (LOTAD, "Bubble Beam", 20)])
@pytest.mark.parametrize("coin", ["H", "T"])
def test_ralts_kirlia_lotad_bubblebeam_heads_paralyzes(cid, attack, damage, coin):
    """179058 Ralts, 179059 Kirlia — Psy Bolt, 179028 Lotad — Bubble Beam (Bubblebeam's text)."""
    t = hit(cid, attack, coin)
    assert t.mon(1).damage == damage and (conditions_of(t.mon(1)) == ["paralyzed"]) is (coin == "H")


@pytest.mark.parametrize("cid, attack", [(KOFFING, "Double Spin"), (PATRAT, "Slam")])
@pytest.mark.parametrize("coins, damage", [("HH", 40), ("HT", 20), ("TT", 0)])
def test_179055_koffing_and_179110_patrat_20_for_each_of_2_heads(cid, attack, coins, damage):
    """Koffing — Double Spin, Patrat — Slam (Leaf Slice's text, II-B-02)."""
    assert hit(cid, attack, coins).mon(1).damage == damage


@pytest.mark.parametrize("coins, damage", [("HH", 160), ("TH", 80), ("TT", 0)])
def test_179066_garbodor_double_ducts_80_for_each_of_2_heads(coins, damage):
    assert hit(GARBODOR, "Double Ducts", coins).mon(1).damage == damage


@pytest.mark.parametrize("coins, damage", [("HH", 80), ("HT", 40), ("TT", 0)])
def test_179018_pansear_double_fire_40_for_each_of_2_heads(coins, damage):
    assert hit(PANSEAR, "Double Fire", coins).mon(1).damage == damage


@pytest.mark.parametrize("cid, attack, base", [(GROTLE, "Knock Away", 40), (SHARPEDO, "Hard Bite", 40)])
@pytest.mark.parametrize("coin", ["H", "T"])
def test_grotle_knock_away_and_sharpedo_hard_bite_heads_20_more(cid, attack, base, coin):
    """179001 Grotle, 179032 Sharpedo (a text of the pool)."""
    assert hit(cid, attack, coin).mon(1).damage == base + (20 if coin == "H" else 0)


@pytest.mark.parametrize("coin", ["H", "T"])
def test_179020_litwick_surprise_attack_tails_does_nothing(coin):
    assert hit(LITWICK, "Surprise Attack", coin).mon(1).damage == (20 if coin == "H" else 0)


@pytest.mark.parametrize("coin", ["H", "T"])
def test_179011_foongus_astonish_heads_shuffles_a_random_card_of_the_hand_into_the_deck(coin):
    s = Scenario().active(0, FOONGUS, energy=[G]).active(1, DRAGAPULT_EX).hand(1, [W]).deck(1, [R] * 8)
    t = s.start().coins(coin).attack("Astonish")
    # heads: the card went into the deck, which was shuffled (then the opponent drew for the turn)
    assert t.shuffles(1) == (1 if coin == "H" else 0)
    if coin == "H":
        assert W in t.deck_ids(1) or t.hand_ids(1) == [W]
        assert len(t.hand_ids(1)) == 1
    else:
        assert sorted(t.hand_ids(1)) == [R, W]


@pytest.mark.parametrize("coin", ["H", "T"])
def test_179012_amoonguss_miracle_powder_heads_gives_the_named_condition(coin):
    t = hit(AMOONGUSS, "Miracle Powder", coin)
    if coin == "H":
        assert t.decision.kind == CHOOSE_OPTION
        t.choose("confused")
        assert conditions_of(t.mon(1)) == ["confused"]
    else:
        assert conditions_of(t.mon(1)) == []
    assert t.mon(1).damage == 30


@pytest.mark.parametrize("coin", ["H", "T"])
def test_179039_cubchoo_hail_heads_10_to_each_opposing_pokemon(coin):
    t = hit(CUBCHOO, "Hail", coin)
    assert t.mon(1).damage == t.mon(1, 1).damage == (10 if coin == "H" else 0)


# -- damage that depends on the board -------------------------------------------------------------
@pytest.mark.parametrize("poisoned, damage", [(True, 100 + 10), (False, 50)])   # + the Checkup's 10
def test_179061_giratina_hex_50_more_against_a_special_condition(poisoned, damage):
    s = Scenario().active(0, GIRATINA, energy=[P, P, P]).active(1, DRAGAPULT_EX).bench(1, SNOVER)
    t = s.start()
    if poisoned:
        from ptcg.effects.conditions import inflict
        inflict(t.state, t.mon(1), "poisoned")
    assert t.attack("Hex").mon(1).damage == damage


def test_179061_giratina_shadow_claw_discards_a_random_card_of_the_opponents_hand():
    s = Scenario().active(0, GIRATINA, energy=[P, P, P, P]).active(1, DRAGAPULT_EX).hand(1, [W])
    t = s.start().attack("Shadow Claw")
    assert t.mon(1).damage == 90 and W in t.discard_ids(1)


def test_179066_garbodor_ensnarl_20_for_each_colorless_of_the_retreat_cost():
    for defender, cost in [(DRAGAPULT_EX, card(DRAGAPULT_EX).retreat), (GIRATINA, 3)]:
        assert cost > 0
        assert hit(GARBODOR, "Ensnarl", defender=defender).mon(1).damage == 20 * cost


def test_179112_watchog_second_bite_10_more_for_each_damage_counter():
    t = hit(WATCHOG, "Second Bite", defender_kw={"damage": 30})
    assert t.mon(1).damage == 30 + 20 + 30


def test_179019_simisear_flame_blast_20_more_for_each_fire_energy():
    s = Scenario().active(0, SIMISEAR, energy=[R, R, R, W]).active(1, DRAGAPULT_EX)
    assert s.start().attack("Flame Blast").mon(1).damage == 40 + 3 * 20
    s = Scenario().active(0, SIMISEAR, energy=[W, W, R]).active(1, DRAGAPULT_EX)
    assert s.start().attack("Flame Blast").mon(1).damage == 40 + 20


def test_179057_weezing_smogbank_20_to_each_opposing_pokemon():
    t = hit(WEEZING, "Smogbank")
    assert t.mon(1).damage == 20 and t.mon(1, 1).damage == 20


def test_179038_jellicent_aqua_bullet_also_10_to_a_benched_pokemon():
    s = Scenario().active(0, JELLICENT, energy=[W, W]).active(1, DRAGAPULT_EX).bench(1, SNOVER).bench(1, KYOGRE)
    t = s.start().attack("Aqua Bullet")
    assert t.decision.kind == CHOOSE_POKEMON
    t.choose((1, 2))
    assert t.mon(1).damage == 40 and t.mon(1, 2).damage == 10 and t.mon(1, 1).damage == 0


# -- Energy, healing, drawing, switching ----------------------------------------------------------
def test_179016_infernape_malevolent_fire_discards_all_its_energy():
    t = hit(INFERNAPE, "Malevolent Fire", extra_energy=[W])
    assert t.mon(1).damage == 120 and t.energy_ids(0) == [] and sorted(t.discard_ids(0)) == sorted([R, R, W])


def test_179015_monferno_fire_tail_slap_discards_one_energy():
    t = hit(MONFERNO, "Fire Tail Slap")
    if t.decision is not None and t.decision.kind == CHOOSE_CARD:
        t.choose(R)
    assert t.mon(1).damage == 50 and len(t.energy_ids(0)) == 1


def test_179015_monferno_loud_howl_the_opponent_brings_up_a_benched_pokemon():
    s = Scenario().active(0, MONFERNO, energy=[R]).active(1, DRAGAPULT_EX).bench(1, SNOVER).bench(1, KYOGRE)
    t = s.start().attack("Loud Howl")
    assert t.decision.player == 1 and t.decision.kind == CHOOSE_POKEMON
    t.choose((1, 2))
    assert t.mon(1).cid == KYOGRE


@pytest.mark.parametrize("cid, attack, heal", [(ZUBAT, "Spiral Drain", 10), (GOLBAT, "Spiral Drain", 20),
                                               (TURTWIG, "Nap", 20), (FRILLISH, "Absorb", 10)])
def test_zubat_golbat_turtwig_frillish_heal_the_attacker(cid, attack, heal):
    """179051 Zubat, 179053 Golbat — Spiral Drain, 179000 Turtwig — Nap, 179037 Frillish — Absorb."""
    assert hit(cid, attack, damage=30).mon(0).damage == 30 - heal


def test_179110_patrat_collect_draws_a_card():
    t = Scenario().active(0, PATRAT, energy=[W]).active(1, DRAGAPULT_EX).deck(0, [SNOVER, W]).start()
    assert t.attack("Collect").hand_ids(0) == [SNOVER]


def test_179034_vanillite_snow_squall_ignores_resistance():
    a = next(a for a in card(VANILLITE).attacks if a.name == "Snow Squall")
    assert a.key is not None
    assert hit(VANILLITE, "Snow Squall", defender=GROTLE).mon(1).damage == 10       # Grotle resists {W}


def test_179016_infernape_torment_locks_the_chosen_attack_next_turn():
    """Turtwig is weak to {R}: 30 x 2."""
    s = Scenario().active(0, INFERNAPE, energy=[R]).active(1, TURTWIG, energy=[G, G, G]).deck(1, [W])
    t = s.start().attack("Torment")
    assert t.decision.kind == CHOOSE_ATTACK
    t.choose(next(a.id for a in card(TURTWIG).attacks if a.name == "Razor Leaf"))
    assert t.mon(1).damage == 60 and not t.can("attack", "Razor Leaf") and t.can("attack", "Nap")


def test_179093_druddigon_guard_press_takes_20_less_next_turn():
    s = Scenario().active(0, DRUDDIGON, energy=[W, W]).active(1, GIRATINA, energy=[P, P, P]).deck(1, [W])
    t = s.start().attack("Guard Press")
    assert t.mon(1).damage == 20
    t.attack("Hex")
    assert t.mon(0).damage == 50 - 20


# -- Abilities ------------------------------------------------------------------------------------
def test_179032_sharpedo_rough_skin_puts_2_counters_on_the_attacker():
    s = Scenario().active(0, TRUBBISH, energy=[W]).active(1, SHARPEDO).bench(1, SNOVER)
    t = s.start().attack("Pound")
    assert t.mon(1).damage == 10 and t.mon(0).damage == 20


def test_179038_jellicent_spiteful_spirit_knocked_out_active_confuses_and_poisons_the_attacker():
    s = Scenario().active(0, TRUBBISH, energy=[W]).active(1, JELLICENT, damage=90).bench(1, SNOVER)
    t = s.start().attack("Pound")
    assert sorted(conditions_of(t.mon(0))) == ["confused", "poisoned"]


def test_179038_jellicent_spiteful_spirit_not_from_the_bench():
    s = Scenario().active(0, WEEZING, energy=[P, W]).active(1, SNOVER).bench(1, JELLICENT, damage=90)
    t = s.start().attack("Smogbank")
    assert conditions_of(t.mon(0)) == []


def test_179057_weezing_aftermath_discards_the_top_3_cards_of_the_attackers_deck():
    s = Scenario().active(0, TRUBBISH, energy=[W]).active(1, WEEZING, damage=90).bench(1, SNOVER)
    t = s.deck(0, [G, R, W, L, F]).start().attack("Pound")
    assert len(t.discard_ids(0)) == 3 and len(t.state.players[0].deck) == 2


def test_179057_weezing_aftermath_not_when_it_survives():
    s = Scenario().active(0, TRUBBISH, energy=[W]).active(1, WEEZING).bench(1, SNOVER)
    t = s.deck(0, [G, R, W, L, F]).start().attack("Pound")
    assert t.discard_ids(0) == []


def test_179021_lampent_freefloating_no_retreat_cost_without_energy():
    t = Scenario().active(0, LAMPENT).bench(0, SNOVER).active(1, SNOVER).start()
    assert Q.retreat_cost(t.state, t.mon(0)) == 0
    t = Scenario().active(0, LAMPENT, energy=[R]).bench(0, SNOVER).active(1, SNOVER).start()
    assert Q.retreat_cost(t.state, t.mon(0)) == 1


# -- Trainers -------------------------------------------------------------------------------------
def test_178127_energy_search_a_basic_energy_into_the_hand():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [ENERGY_SEARCH]).deck(0, [P, RALTS, W])
    t = s.start().play(ENERGY_SEARCH)
    assert t.card_options() == {P, W}
    t.choose(P)
    assert t.hand_ids(0) == [P] and t.shuffles(0) == 1


def test_169098_pokemon_communication_trades_a_pokemon_of_the_hand_for_one_of_the_deck():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [COMMUNICATION, RALTS, W]).deck(0, [W, KIRLIA])
    t = s.start().play(COMMUNICATION)
    if t.decision.kind == CHOOSE_CARD and t.card_options() == {RALTS}:
        t.choose(RALTS)
    assert KIRLIA in t.card_options() and RALTS in t.card_options()
    t.choose(KIRLIA)
    assert sorted(t.hand_ids(0)) == sorted([KIRLIA, W]) and RALTS in t.deck_ids(0) and t.shuffles(0) == 1


def test_169098_pokemon_communication_needs_a_pokemon_in_the_hand():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [COMMUNICATION, W]).deck(0, [KIRLIA])
    assert not s.start().can("play", COMMUNICATION)


def test_179118_colress_machine_attaches_a_plasma_energy_to_a_team_plasma_pokemon():
    s = Scenario().active(0, SNOVER).bench(0, GIRATINA).active(1, SNOVER).hand(0, [COLRESS_MACHINE])
    t = s.deck(0, [W, PLASMA_ENERGY, W]).start().play(COLRESS_MACHINE)
    assert t.card_options() == {PLASMA_ENERGY}
    t.choose(PLASMA_ENERGY)
    assert t.energy_ids(0, 1) == [PLASMA_ENERGY] and t.energy_ids(0) == [] and t.shuffles(0) == 1


def test_179118_colress_machine_needs_a_team_plasma_pokemon():
    s = Scenario().active(0, SNOVER).bench(0, RALTS).active(1, SNOVER).hand(0, [COLRESS_MACHINE])
    assert not s.deck(0, [PLASMA_ENERGY]).start().can("play", COLRESS_MACHINE)


def test_179119_escape_rope_both_players_switch_the_opponent_first():
    s = Scenario().active(0, SNOVER).bench(0, RALTS).bench(0, KIRLIA).active(1, SNOVER)
    t = s.bench(1, GIRATINA).bench(1, KYOGRE).hand(0, [ESCAPE_ROPE]).start().play(ESCAPE_ROPE)
    assert t.decision.player == 1
    t.choose((1, 2))
    assert t.decision.player == 0
    t.choose((0, 1))
    assert t.mon(1).cid == KYOGRE and t.mon(0).cid == RALTS


def test_179119_escape_rope_a_player_without_a_bench_keeps_the_active():
    s = Scenario().active(0, SNOVER).bench(0, RALTS).active(1, GIRATINA).hand(0, [ESCAPE_ROPE])
    t = s.start().play(ESCAPE_ROPE)
    assert t.mon(1).cid == GIRATINA and t.mon(0).cid == RALTS
    s = Scenario().active(0, SNOVER).active(1, GIRATINA).hand(0, [ESCAPE_ROPE])
    assert not s.start().can("play", ESCAPE_ROPE)


@pytest.mark.parametrize("coin", ["H", "T"])
def test_179122_hypnotoxic_laser_poisons_and_heads_also_asleep(coin):
    s = Scenario().active(0, SNOVER).active(1, GIRATINA).hand(0, [LASER])
    t = s.start().coins(coin).play(LASER)
    assert sorted(conditions_of(t.mon(1))) == (["asleep", "poisoned"] if coin == "H" else ["poisoned"])


def test_179124_team_plasma_grunt_discards_a_team_plasma_card_and_draws_4():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [GRUNT, LASER, W]).deck(0, [G, R, W, L, F])
    t = s.start().play(GRUNT)
    if t.decision.kind == CHOOSE_CARD:
        assert t.card_options() == {LASER}
        t.choose(LASER)
    assert LASER in t.discard_ids(0) and GRUNT in t.discard_ids(0)
    assert len(t.hand_ids(0)) == 5 and len(t.state.players[0].deck) == 1


def test_179124_team_plasma_grunt_needs_another_team_plasma_card():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [GRUNT, GRUNT, W]).deck(0, [G])
    assert s.start().can("play", GRUNT)                   # the other Grunt is a Team Plasma card
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [GRUNT, ENERGY_SEARCH, W]).deck(0, [G])
    assert not s.start().can("play", GRUNT)


def test_178131_potion_heals_30():
    s = Scenario().active(0, SNOVER, damage=50).active(1, SNOVER).hand(0, [POTION])
    t = s.start().play(POTION)
    if t.decision.kind == CHOOSE_POKEMON:
        t.choose((0, 0))
    assert t.mon(0).damage == 20


def test_179019_simisear_searing_flame_burns_the_defending_pokemon():
    """Singe's text (117121 Fire Cube 01): the Defending Pokémon is Burned."""
    t = hit(SIMISEAR, "Searing Flame")
    assert "burned" in conditions_of(t.mon(1)) and t.mon(1).damage in (20, 40)   # 40: the Checkup's Burn


# -- the decks play: random games with the invariant checks (tools/random_games.py at scale) --------
def _random_games(deck_a: str, deck_b: str, seeds) -> int:
    return sum(play_checked(deck_a, deck_b, seed, era="bw").result is not None for seed in seeds)


PAIRS = [("Plasma Shadow", "Plasma Claw"), ("Plasma Claw", "Plasma Shadow"),
         ("Plasma Shadow", "Plasma Shadow"), ("Plasma Claw", "Plasma Claw")]


@pytest.mark.parametrize("deck_a, deck_b", PAIRS)
def test_plasma_decks_play_random_games_to_the_end(deck_a, deck_b):
    assert _random_games(deck_a, deck_b, range(2)) == 2


@pytest.mark.slow
@pytest.mark.parametrize("deck_a, deck_b", PAIRS)
def test_plasma_decks_play_100_random_games_each_way(deck_a, deck_b):
    assert _random_games(deck_a, deck_b, range(100, 200)) == 100


def test_179126_plasma_energy_provides_one_colorless():
    s = Scenario().active(0, TRUBBISH, energy=[PLASMA_ENERGY]).active(1, DRAGAPULT_EX)
    t = s.start()
    assert t.can("attack", "Pound") and not t.can("attack", "Sludge Bomb")
    assert t.attack("Pound").mon(1).damage == 10
