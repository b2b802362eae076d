"""Dragon Frontiers (DF, EX 15): every card of its two theme decks, Power Wave and Shadow Blaze.
One scenario per card text; the texts printed first by other cards live in those cards' modules
(``sets/base/bs.py``, ``sets/ex/dr.py``...), and the texts the official pool prints word for word
have the pool's behaviour.

Every test names the card (DF number, card ID) and checks what its text does against Dragapult ex
(320 HP, no Weakness or Resistance) unless the text is about something else.
"""


import pytest

from ptcg.cards import legacy
from ptcg.cards.db import card
from ptcg.decisions import CHOOSE_CARD, CHOOSE_POKEMON, YES_NO
from ptcg.rules.conditions import ASLEEP, PARALYZED
from ptcg.testing import DRAGAPULT_EX, Scenario, play_checked

SNOVER, MILOTIC, CRYOGONAL = 722, 366, 508            # pool Pokémon: opponents and non-δ allies
G, R, W, L, P, F = 1, 2, 3, 4, 5, 6


def df(number: int) -> int:
    return legacy.card_id(f"ex15-{number}")


FERALIGATR, CROCONAW, TOTODILE, MANTINE = df(2), df(27), df(67), df(20)
CLOYSTER, SHELLDER, PUPITAR, LARVITAR, SEADRA, HORSEA = df(14), df(63), df(59), df(52), df(22), df(50)
BUFFER_PIECE, TV_REPORTER, ELMS_TRAINING, RAINBOW = df(72), df(82), df(79), df(88)
ENERGY_SEARCH, POTION = legacy.card_id("ex14-86"), legacy.card_id("ex14-87")    # Crystal Guardians


ENERGY = {0: W, 1: G, 2: R, 3: W, 4: L, 5: P, 6: F}


def energy_for(card_id: int, attack: str) -> list:
    a = next(a for a in card(card_id).attacks if a.name == attack)
    first = next((t for t in a.cost if t), 3)
    return [ENERGY[t] if t else ENERGY[first] for t in a.cost]


def ready(card_id: int, attack: str, *, defender: int = DRAGAPULT_EX, extra_energy=(), **kw) -> Scenario:
    return Scenario().active(0, card_id, energy=energy_for(card_id, attack) + list(extra_energy), **kw) \
        .active(1, defender)


def hit(card_id: int, attack: str, coins: str = "", **kw):
    t = ready(card_id, attack, **kw).start()
    if coins:
        t.coins(coins)
    return t.attack(attack)


def test_energy_search_and_potion_are_the_cg_printings():
    assert card(ENERGY_SEARCH).name == "Energy Search" and card(POTION).name == "Potion"


# -- attacks that only do their printed damage ------------------------------------------------------
VANILLA = [(CROCONAW, "Slash", 50), (TOTODILE, "Scratch", 10), (LARVITAR, "Horn Attack", 20),
           (SEADRA, "Razor Wing", 40)]


@pytest.mark.parametrize("cid, attack, damage", VANILLA, ids=[a for _, a, _ in VANILLA])
def test_df_attacks_that_do_their_printed_damage(cid, attack, damage):
    assert next(a for a in card(cid).attacks if a.name == attack).key is None
    assert hit(cid, attack).mon(1).damage == damage


# -- 142001 Feraligatr δ (DF 2) ---------------------------------------------------------------------
def test_142001_feraligatr_battle_aura_adds_10_to_its_own_and_other_delta_attacks():
    assert hit(FERALIGATR, "Sharp Fang").mon(1).damage == 70          # 60 + 10: it is δ itself
    s = ready(TOTODILE, "Scratch").bench(0, FERALIGATR)
    assert s.start().attack("Scratch").mon(1).damage == 20


def test_142001_feraligatr_battle_aura_leaves_other_pokemon_alone():
    s = Scenario().active(0, SNOVER, energy=[W]).bench(0, FERALIGATR).active(1, DRAGAPULT_EX)
    assert s.start().attack("Beat").mon(1).damage == 10                # Snover has no δ
    s = ready(TOTODILE, "Scratch")                                     # no Feraligatr in play
    assert s.start().attack("Scratch").mon(1).damage == 10


def test_142001_feraligatr_battle_aura_counts_before_weakness():
    # Snover: Weakness to {M}; Larvitar δ is {L}: no Weakness; 20 + 10 = 30
    s = ready(LARVITAR, "Horn Attack", defender=SNOVER).bench(0, FERALIGATR)
    assert s.start().attack("Horn Attack").mon(1).damage == 30


@pytest.mark.parametrize("switch", [True, False])
def test_142001_feraligatr_drag_off_may_bring_up_a_benched_pokemon_first(switch):
    t = ready(FERALIGATR, "Drag Off").bench(1, SNOVER).bench(1, CRYOGONAL).start().attack("Drag Off")
    assert t.decision.kind == YES_NO
    t.choose(switch)
    if switch:
        assert t.decision.kind == CHOOSE_POKEMON and t.decision.player == 0
        t.choose((1, 2))
        assert t.mon(1).cid == CRYOGONAL and t.mon(1).damage == 30       # 20 + Battle Aura
        assert t.mon(1, 2).cid == DRAGAPULT_EX and t.mon(1, 2).damage == 0
    else:
        assert t.mon(1).cid == DRAGAPULT_EX and t.mon(1).damage == 30


def test_142001_feraligatr_drag_off_asks_nothing_without_an_opposing_bench():
    t = hit(FERALIGATR, "Drag Off")
    assert t.mon(1).damage == 30 and t.at_main(1)


# -- 142026 Croconaw δ (DF 27) — Scary Face -------------------------------------------------------
@pytest.mark.parametrize("coin", ["H", "T"])
def test_142026_croconaw_scary_face_heads_defender_cant_attack_or_retreat(coin):
    s = ready(CROCONAW, "Scary Face", defender=SNOVER).bench(1, SNOVER)
    s.active(1, SNOVER, energy=[W, W, W, W])
    t = s.start().coins(coin).attack("Scary Face")
    assert t.at_main(1)
    assert t.can("attack", "Beat") is (coin == "T")
    assert t.can("retreat") is (coin == "T")


# -- 142066 Totodile δ (DF 67) — Rage --------------------------------------------------------------
@pytest.mark.parametrize("counters", [0, 2, 3])
def test_142066_totodile_rage_10_more_for_each_damage_counter_on_it(counters):
    assert hit(TOTODILE, "Rage", damage=10 * counters).mon(1).damage == 10 + 10 * counters


# -- 142019 Mantine δ (DF 20) ----------------------------------------------------------------------
def test_142019_mantine_spiral_drain_heals_10_from_itself():
    t = hit(MANTINE, "Spiral Drain", damage=30)
    assert t.mon(1).damage == 10 and t.mon(0).damage == 20


def test_142019_mantine_power_circulation_puts_a_basic_energy_on_top_and_a_counter_on_it():
    s = Scenario().active(0, MANTINE).active(1, DRAGAPULT_EX).discard(0, [G, L, BUFFER_PIECE]).deck(0, [W, W])
    t = s.start().ability(0)
    assert t.decision.kind == CHOOSE_CARD and t.card_options() == {G, L}
    t.choose(L)
    assert t.player(0).deck[-1] >> 7 == L and t.discard_ids(0) == sorted([G, BUFFER_PIECE])
    assert t.mon(0).damage == 10
    assert not t.can("ability", 0, 0)                                  # once a turn


def test_142019_mantine_power_circulation_needs_a_basic_energy_in_the_discard_pile():
    s = Scenario().active(0, MANTINE).active(1, DRAGAPULT_EX).discard(0, [BUFFER_PIECE, RAINBOW])
    assert not s.start().can("ability", 0, 0)


def test_142019_mantine_power_circulation_is_stopped_by_a_special_condition():
    s = Scenario().active(0, MANTINE, conditions=["poisoned"]).active(1, DRAGAPULT_EX).discard(0, [L])
    assert not s.start().can("ability", 0, 0)
    s = Scenario().active(0, SNOVER).bench(0, MANTINE).active(1, DRAGAPULT_EX).discard(0, [L])
    assert s.start().can("ability", 1, 0)                              # from the Bench too


# -- 142013 Cloyster δ (DF 14) ---------------------------------------------------------------------
@pytest.mark.parametrize("extra", [0, 1, 3])
def test_142013_cloyster_grind_10_more_for_each_energy_attached(extra):
    assert hit(CLOYSTER, "Grind", extra_energy=[W] * extra).mon(1).damage == 10 + 10 * (1 + extra)


def test_142013_cloyster_solid_shell_stops_damage_to_benched_delta_pokemon():
    s = Scenario(current=1).active(1, MILOTIC, energy=[W, W]).active(0, CLOYSTER)
    s.bench(0, SHELLDER).bench(0, SNOVER)
    t = s.start().attack("Aqua Split")
    while t.decision.kind == CHOOSE_POKEMON:
        t.choose(t.decision.options[0])
    assert t.mon(0).damage == 60                                       # the Active is not shielded
    assert t.mon(0, 1).damage == 0 and t.mon(0, 2).damage == 30        # Shellder δ yes, Snover no


def test_142013_cloyster_solid_shell_stops_attack_effects_on_benched_delta_pokemon():
    s = Scenario(current=1).active(1, CRYOGONAL, energy=[W]).active(0, CLOYSTER)
    s.bench(0, SHELLDER).bench(0, SNOVER)
    t = s.start().attack("Drag Off")
    if t.decision.kind == CHOOSE_POKEMON:
        assert set(t.decision.options) == {(0, 2)}                     # only Snover can be brought up
        t.choose((0, 2))
    assert t.mon(0).cid == SNOVER and t.mon(0).damage == 20


def test_142013_cloyster_solid_shell_covers_itself_on_the_bench_not_the_opponents():
    s = Scenario(current=1).active(1, MILOTIC, energy=[W, W]).active(0, SNOVER)
    s.bench(0, CLOYSTER).bench(0, HORSEA)
    t = s.start().attack("Aqua Split")
    while t.decision.kind == CHOOSE_POKEMON:
        t.choose(t.decision.options[0])
    assert t.mon(0, 1).damage == 0 and t.mon(0, 2).damage == 0
    # it shields its owner's Bench only: player 0's Cloyster δ leaves player 1's Horsea δ open
    s = Scenario().active(0, MILOTIC, energy=[W, W]).bench(0, CLOYSTER).active(1, SNOVER).bench(1, HORSEA)
    t = s.start().attack("Aqua Split")
    while t.decision.kind == CHOOSE_POKEMON:
        t.choose(t.decision.options[0])
    assert t.mon(1, 1).damage == 30


# -- 142063 Shellder δ (DF 63), 142052 Larvitar δ (DF 52) — a coin for Paralysis ------------------------
@pytest.mark.parametrize("cid, attack, damage", [(SHELLDER, "Shell Grab", 10), (LARVITAR, "Paralyzing Gaze", 0)])
@pytest.mark.parametrize("coin", ["H", "T"])
def test_142062_shellder_shell_grab_and_142051_larvitar_paralyzing_gaze(cid, attack, damage, coin):
    t = hit(cid, attack, coin)
    assert t.mon(1).damage == damage
    assert (t.mon(1).rotation == PARALYZED) is (coin == "H")


# -- 142058 Pupitar δ (DF 59) — Hyper Beam ------------------------------------------------------------
@pytest.mark.parametrize("coin", ["H", "T"])
def test_142058_pupitar_hyper_beam_heads_discards_an_energy_of_the_defender(coin):
    t = ready(PUPITAR, "Hyper Beam").active(1, DRAGAPULT_EX, energy=[R, P]).start().coins(coin)
    t.attack("Hyper Beam")
    while t.decision is not None and t.decision.kind == CHOOSE_CARD:
        t.choose(t.decision.options[0])
    assert t.mon(1).damage == 20 and len(t.mon(1).energy) == (1 if coin == "H" else 2)


# -- 142021 Seadra δ (DF 22) — Smokescreen ------------------------------------------------------------
@pytest.mark.parametrize("coin", ["H", "T"])
def test_142021_seadra_smokescreen_tails_stops_the_defenders_next_attack(coin):
    t = ready(SEADRA, "Smokescreen", defender=SNOVER).active(1, SNOVER, energy=[W]).start()
    t.attack("Smokescreen")
    assert t.mon(1).damage == 20 and t.at_main(1)
    t.coins(coin).attack("Beat")
    assert t.mon(0).damage == (10 if coin == "H" else 0)


# -- 142049 Horsea δ (DF 50) — Sleepy Ball -------------------------------------------------------------
def test_142049_horsea_sleepy_ball_puts_the_defender_to_sleep():
    t = hit(HORSEA, "Sleepy Ball")
    assert t.mon(1).damage == 10 and t.mon(1).rotation == ASLEEP


# -- 142071 Buffer Piece (DF 72) ------------------------------------------------------------------------
def test_142071_buffer_piece_takes_20_off_and_goes_at_the_end_of_the_opponents_turn():
    s = Scenario().active(0, FERALIGATR).bench(0, SHELLDER).hand(0, [BUFFER_PIECE])
    s.active(1, MILOTIC, energy=[W, W])
    t = s.start().attach(BUFFER_PIECE, 0).end_turn()
    assert [c >> 7 for c in t.mon(0).tools] == [BUFFER_PIECE]        # still there in the opponent's turn
    t.attack("Aqua Split")
    while t.decision is not None and t.decision.kind == CHOOSE_POKEMON:
        t.choose(t.decision.options[0])
    assert t.mon(0).damage == 40                                       # 60 - 20
    assert t.mon(0, 1).damage == 30                                    # the Bench holds no Buffer Piece
    assert t.at_main(0) and t.mon(0).tools == [] and BUFFER_PIECE in t.discard_ids(0)


def test_142071_buffer_piece_stays_through_its_owners_turn():
    s = Scenario().active(0, FERALIGATR).hand(0, [BUFFER_PIECE]).active(1, SNOVER)
    t = s.start().attach(BUFFER_PIECE, 0)
    from ptcg.rules.triggers import fire
    list(fire(t.state, "end_of_turn", 0))                               # its owner's turn ending
    assert [c >> 7 for c in t.mon(0).tools] == [BUFFER_PIECE]


# -- 142081 TV Reporter (DF 82) -------------------------------------------------------------------------
def test_142081_tv_reporter_draws_3_then_discards_1():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [TV_REPORTER, P]).deck(0, [G, R, L, W])
    t = s.start().play(TV_REPORTER)
    assert t.decision.kind == CHOOSE_CARD and t.card_options() == {P, G, R, L}
    t.choose(R)
    assert t.hand_ids(0) == sorted([P, G, L]) and R in t.discard_ids(0) and TV_REPORTER in t.discard_ids(0)


# -- 142078 Professor Elm's Training Method (DF 79) ------------------------------------------------------
def test_142078_professor_elms_training_method_finds_an_evolution_card():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [ELMS_TRAINING])
    s.deck(0, [TOTODILE, CROCONAW, FERALIGATR, W])
    t = s.start().play(ELMS_TRAINING)
    assert t.card_options() == {CROCONAW, FERALIGATR}
    t.choose(FERALIGATR)
    assert t.hand_ids(0) == [FERALIGATR] and t.shuffles(0) == 1


# -- 140085 Energy Search (CG 86), 140086 Potion (CG 87) ----------------------------------------------------
def test_140085_energy_search_finds_a_basic_energy():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [ENERGY_SEARCH]).deck(0, [TOTODILE, RAINBOW, F])
    t = s.start().play(ENERGY_SEARCH)
    assert t.card_options() == {F}
    t.choose(F)
    assert t.hand_ids(0) == [F]


def test_140086_potion_removes_2_counters_from_one_of_your_pokemon():
    s = Scenario().active(0, TOTODILE, damage=30).bench(0, SHELLDER, damage=10).active(1, SNOVER)
    t = s.hand(0, [POTION]).start().play(POTION)
    t.choose((0, 0))
    assert t.mon(0).damage == 10 and t.mon(0, 1).damage == 10
    t = Scenario().active(0, TOTODILE).bench(0, SHELLDER, damage=10).active(1, SNOVER).hand(0, [POTION]).start()
    t.play(POTION)
    assert t.mon(0, 1).damage == 0                                     # only 1 counter: that one
    t = Scenario().active(0, TOTODILE).active(1, SNOVER).hand(0, [POTION]).start()
    assert not t.can("play", POTION)                                   # nothing to heal


# -- 142087 δ Rainbow Energy (DF 88) ------------------------------------------------------------------------
def test_142087_delta_rainbow_energy_every_type_on_a_delta_pokemon_colorless_otherwise():
    t = Scenario().active(0, TOTODILE, energy=[RAINBOW, W]).active(1, DRAGAPULT_EX).start()
    assert t.can("attack", "Rage")                                     # {L}{C}: the Rainbow pays {L}
    t = Scenario().active(0, HORSEA, energy=[RAINBOW]).active(1, DRAGAPULT_EX).start()
    assert t.can("attack", "Sleepy Ball")                              # {C}
    t = Scenario().active(0, SNOVER, energy=[RAINBOW]).active(1, DRAGAPULT_EX).start()
    assert not t.can("attack", "Beat")                                 # {W}: only {C} on Snover
    t = Scenario().active(0, SHELLDER, energy=[RAINBOW]).active(1, DRAGAPULT_EX).start()
    assert t.can("attack", "Shell Grab")                               # {F}


# ====================================== Shadow Blaze ==============================================
TYPHLOSION, QUILAVA, CYNDAQUIL, LICKITUNG, ARBOK, EKANS = df(12), df(36), df(45), df(19), df(13), df(47)
VIBRAVA, TRAPINCH, KIRLIA, RALTS, VULPIX = df(24), df(68), df(33), df(61), df(70)
MEGA_LATIAS_EX = 754                                   # a pool Pokémon weak to nothing here


SB_VANILLA = [(QUILAVA, "Smash Kick", 20), (EKANS, "Bite", 10), (EKANS, "Tail Snap", 20),
              (TRAPINCH, "Gnaw", 10), (KIRLIA, "Smack", 40), (RALTS, "Will-o'-the-wisp", 20),
              (VULPIX, "Will-o'-the-wisp", 20)]


@pytest.mark.parametrize("cid, attack, damage", SB_VANILLA, ids=[f"{cid}-{a}" for cid, a, _ in SB_VANILLA])
def test_shadow_blaze_attacks_that_do_their_printed_damage(cid, attack, damage):
    assert hit(cid, attack).mon(1).damage == damage


# -- 142011 Typhlosion δ (DF 12) --------------------------------------------------------------------
@pytest.mark.parametrize("fire, burned", [(0, False), (1, False), (2, True)])
def test_142011_typhlosion_burning_ball_burns_with_2_fire_energy(fire, burned):
    t = Scenario().active(0, TYPHLOSION, energy=[P] + [R] * fire + [W] * (2 - fire)).active(1, DRAGAPULT_EX)
    t = t.start().attack("Burning Ball")
    assert (t.mon(1).burn > 0) is burned
    assert t.mon(1).damage == 60 + (20 if burned else 0)                 # the Checkup's Burn included


def test_142011_typhlosion_burning_ball_counts_delta_rainbow_as_fire():
    t = Scenario().active(0, TYPHLOSION, energy=[P, R, RAINBOW]).active(1, DRAGAPULT_EX).start()
    assert t.attack("Burning Ball").mon(1).burn > 0


def test_142011_typhlosion_shady_move_moves_a_counter_between_any_two_pokemon():
    s = Scenario().active(0, TYPHLOSION).bench(0, RALTS, damage=20).active(1, DRAGAPULT_EX)
    s.bench(1, SNOVER, damage=10)
    t = s.start().ability(0)
    assert set(t.decision.options) >= {(0, 1), (1, 1)}
    t.choose((0, 1))                                                     # from my Ralts δ ...
    assert (0, 1) not in t.decision.options
    t.choose((1, 0))                                                     # ... to their Active
    assert t.mon(0, 1).damage == 10 and t.mon(1).damage == 10 and t.mon(1, 1).damage == 10
    assert not t.can("ability", 0, 0)                                    # once a turn


def test_142011_typhlosion_shady_move_only_as_the_active_pokemon_and_without_conditions():
    s = Scenario().active(0, RALTS, damage=10).bench(0, TYPHLOSION).active(1, DRAGAPULT_EX)
    assert not s.start().can("ability", 1, 0)
    s = Scenario().active(0, TYPHLOSION, conditions=["confused"]).bench(0, RALTS, damage=10)
    assert not s.active(1, DRAGAPULT_EX).start().can("ability", 0, 0)
    s = Scenario().active(0, TYPHLOSION).bench(0, RALTS).active(1, DRAGAPULT_EX)
    assert not s.start().can("ability", 0, 0)                            # no counter anywhere


# -- 142035 Quilava δ (DF 36), 142023 Vibrava δ (DF 24) — a coin for 20 more ------------------------------
@pytest.mark.parametrize("cid, attack, base", [(QUILAVA, "Quick Attack", 30), (VIBRAVA, "Quick Blow", 20)])
@pytest.mark.parametrize("coin", ["H", "T"])
def test_142035_quilava_quick_attack_and_142023_vibrava_quick_blow(cid, attack, base, coin):
    assert hit(cid, attack, coin).mon(1).damage == base + (20 if coin == "H" else 0)


# -- 142044 Cyndaquil δ (DF 45) — Swift -----------------------------------------------------------------
def test_142044_cyndaquil_swift_ignores_weakness_resistance_and_effects_on_the_defender():
    # Vibrava δ: Resistance to {L} and {F}... and Weakness to {C}; Cyndaquil δ is {P}: a plain 30
    t = hit(CYNDAQUIL, "Swift", defender=VIBRAVA)
    assert t.mon(1).damage == 30
    s = ready(CYNDAQUIL, "Swift").effect(1, 0, "damage_taken", -20)          # an effect on the defender
    assert s.start().attack("Swift").mon(1).damage == 30
    s = ready(EKANS, "Tail Snap").effect(1, 0, "damage_taken", -20)
    assert s.start().attack("Tail Snap").mon(1).damage == 0                  # the same effect works otherwise


# -- 142018 Lickitung δ (DF 19) -----------------------------------------------------------------------
@pytest.mark.parametrize("target, counters", [(TOTODILE, 3), (SNOVER, 1)])
def test_142018_lickitung_delta_mind_1_counter_or_3_on_a_delta_pokemon(target, counters):
    s = ready(LICKITUNG, "Delta Mind").bench(1, target)
    t = s.start().attack("Delta Mind")
    t.choose((1, 1))
    assert t.mon(1, 1).damage == 10 * counters and t.mon(1).damage == 0


def test_142018_lickitung_lap_up_draws_2():
    t = ready(LICKITUNG, "Lap Up").deck(0, [G, R, W]).start().attack("Lap Up")
    assert sorted(c >> 7 for c in t.player(0).hand) == sorted([G, R])


# -- 142012 Arbok δ (DF 13) ---------------------------------------------------------------------------
@pytest.mark.parametrize("defender, damage", [(DRAGAPULT_EX, 50), (FERALIGATR, 80)])
def test_142012_arbok_strangle_30_more_against_a_delta_pokemon(defender, damage):
    assert hit(ARBOK, "Strangle", defender=defender).mon(1).damage == damage


def test_142012_arbok_burning_venom_burns_and_poisons():
    t = hit(ARBOK, "Burning Venom")
    assert t.mon(1).burn > 0 and t.mon(1).poison > 0
    assert t.mon(1).damage == 30                                         # the Checkup: 10 Poison + 20 Burn


# -- 142023 Vibrava δ (DF 24) — Psychic Wing ---------------------------------------------------------------
@pytest.mark.parametrize("energy, free", [([P], True), ([RAINBOW], True), ([R], False), ([], False)])
def test_142023_vibrava_psychic_wing_no_retreat_cost_with_psychic_energy(energy, free):
    from ptcg.rules import queries as Q
    t = Scenario().active(0, VIBRAVA, energy=energy).bench(0, TRAPINCH).active(1, DRAGAPULT_EX).start()
    assert Q.retreat_cost(t.state, t.mon(0)) == (0 if free else 1)
    assert t.can("retreat") is (free or bool(energy))


# -- 142067 Trapinch δ (DF 68), 142069 Vulpix δ (DF 70), 142032 Kirlia δ (DF 33) ---------------------------
def test_142067_trapinch_dig_does_its_damage():
    t = hit(TRAPINCH, "Dig")
    assert t.mon(1).damage == 20


@pytest.mark.parametrize("cid, attack, damage", [(VULPIX, "Hypnotic Gaze", 0), (KIRLIA, "Flickering Flames", 20)])
def test_142069_vulpix_and_142032_kirlia_put_the_defender_to_sleep(cid, attack, damage):
    t = hit(cid, attack)
    assert t.mon(1).damage == damage and t.mon(1).rotation == ASLEEP


# -- 142060 Ralts δ (DF 61) — Calm Mind ---------------------------------------------------------------
@pytest.mark.parametrize("before, after", [(30, 10), (10, 0)])
def test_142060_ralts_calm_mind_removes_2_counters_from_itself(before, after):
    t = hit(RALTS, "Calm Mind", damage=before)
    assert t.mon(0).damage == after and t.mon(1).damage == 0


# -- the decks ---------------------------------------------------------------------------------------
def test_power_wave_is_fully_implemented_and_valid_in_the_ex_format():
    from ptcg.formats import format_for_decks, get_format
    from ptcg.registry import is_implemented
    _, ids = legacy.theme_deck("Power Wave")
    assert all(is_implemented(c) for c in ids)
    assert get_format("ex").problems("Power Wave") == []
    assert format_for_decks(None, "Power Wave", "Power Wave")[0].name == "ex"


@pytest.mark.parametrize("seed", range(3))
def test_power_wave_random_games_keep_the_invariants(seed):
    assert play_checked("Power Wave", "Power Wave", seed, era="ex").is_over()


def test_shadow_blaze_is_fully_implemented_and_valid_in_the_ex_format():
    from ptcg.formats import format_for_decks, get_format
    from ptcg.registry import is_implemented
    _, ids = legacy.theme_deck("Shadow Blaze")
    assert all(is_implemented(c) for c in ids)
    assert get_format("ex").problems("Shadow Blaze") == []
    assert format_for_decks(None, "Power Wave", "Shadow Blaze")[0].name == "ex"


@pytest.mark.parametrize("seed", range(3))
def test_shadow_blaze_random_games_keep_the_invariants(seed):
    a, b = ("Shadow Blaze", "Power Wave") if seed % 2 else ("Power Wave", "Shadow Blaze")
    assert play_checked(a, b, seed, era="ex").is_over()


@pytest.mark.slow
@pytest.mark.parametrize("pair", [("Power Wave", "Shadow Blaze"), ("Shadow Blaze", "Power Wave"),
                                  ("Power Wave", "Power Wave"), ("Shadow Blaze", "Shadow Blaze")])
def test_dragon_frontiers_decks_sweep_100_random_games_each_pair(pair):
    for seed in range(100):
        assert play_checked(*pair, 1000 + seed, era="ex").is_over()
