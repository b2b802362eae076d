"""The cases of Part I of RULES.md: RC-001 … RC-013.

Where the named card is implemented (reference-deck cards: 1141 Premium Power Pro, 293 N's
Zoroark ex, 1174 Air Balloon, 1256 Team Rocket's Watchtower) the test uses it.  Otherwise
the rule is tested with a pool card that has the same rule (said in the docstring), or the
card's effect is put in place directly: as the lasting-effect record it leaves, or, for
Team Rocket's Venture Bomb, as a test-only on-play function registered for that one test.
"""

from contextlib import contextmanager

from ptcg.cards import registry
from ptcg.cards.registry import LASTING, TRAINERS, TrainerSpec, as_generator
from ptcg.effects import flip, pick_pokemon, put_counters
from ptcg.testing import DONE, Scenario

R, W, F, D = 2, 3, 6, 7
SNOVER, KYOGRE, LOTAD, SNEASEL, ZEKROM_EX, GOUGING_FIRE_EX = 722, 721, 260, 334, 515, 46
VIBRAVA, PIGNITE, TEPIG, HOPS_ZACIAN_EX = 823, 568, 567, 299
FERALIGATR, CROCONAW, TOTODILE = 49, 48, 47
HOPS_ROOKIDEE, HOPS_SNORLAX, MEGA_KANGASKHAN_EX = 307, 304, 756
NS_ZOROARK_EX, NS_ZORUA, MUNKIDORI = 293, 292, 112
TR_TYRANITAR, MARNIES_IMPIDIMP = 442, 646
PREMIUM_POWER_PRO, AIR_BALLOON, MAXIMUM_BELT, BOSS, SWITCH = 1141, 1174, 1158, 1182, 1123
FULL_METAL_LAB, WATCHTOWER, SPIKEMUTH_GYM, VENTURE_BOMB = 1244, 1256, 1259, 1133


@contextmanager
def lasting_kind(event, kind, handler):
    """Register, for one test, how a test-only lasting-effect kind answers ``event``."""
    LASTING[event][kind] = handler
    try:
        yield
    finally:
        del LASTING[event][kind]


@contextmanager
def stand_in_trainer(card_id, on_play):
    """Give a Trainer card that is not implemented an on-play function for one test."""
    key = registry.card_key(card_id)
    old = TRAINERS.get(key)
    spec = TrainerSpec(key)
    spec.effect = as_generator(on_play)
    TRAINERS[key] = spec
    try:
        yield
    finally:
        if old is None:
            del TRAINERS[key]
        else:
            TRAINERS[key] = old


# -- RC-001 Sand Attack ------------------------------------------------------------------------


def sand_attacked(**x_kw):
    """Turn 4, player 1 to act: their Active Feraligatr X was hit by Sand Attack last turn
    (Sandslash is not implemented: the record it leaves is put on X directly)."""
    s = Scenario(turn=4, current=1)
    s.active(0, ZEKROM_EX).active(1, FERALIGATR, under=[TOTODILE, CROCONAW], energy=[W, W], **x_kw)
    s.bench(1, SNOVER).effect(1, 0, "attack_may_fail")
    return s


def test_RC_001_sand_attack_tails_the_attack_fails_and_is_not_used():
    t = sand_attacked().start()
    t.coins("T").attack("Giant Wave")
    assert t.mon(0).damage == 0 and t.state.last_attack is None
    assert t.state.turn == 5 and t.decision.player == 0
    t.end_turn()
    assert t.can("attack", "Giant Wave")                   # not used, so not locked either


def test_RC_001_sand_attack_heads_then_the_confusion_check():
    t = sand_attacked(conditions=["confused"]).start()
    t.coins("HT").attack("Giant Wave")                     # heads for Sand Attack, tails for Confusion
    assert t.mon(1).damage == 30 and t.mon(0).damage == 0
    t = sand_attacked().start()
    t.coins("H").attack("Giant Wave")
    assert t.mon(0).damage == 160


def test_RC_001_sand_attack_is_gone_once_the_pokemon_went_to_the_bench_and_back():
    s = sand_attacked()
    s.hand(1, [SWITCH]).active(1, FERALIGATR, under=[TOTODILE, CROCONAW], energy=[W] * 5)
    t = s.start()
    t.retreat(1)                                           # Feraligatr to the Bench ...
    t.play(SWITCH)                                         # ... and back
    assert t.mon(1).card.id == FERALIGATR
    t.attack("Giant Wave")
    assert not any("flips a coin" in line for line in t.log) and t.mon(0).damage == 160


# -- RC-002 .. RC-004: the damage steps --------------------------------------------------------


def test_RC_002_premium_power_pro_adds_30_at_step_2_before_weakness():
    s = Scenario()
    s.active(0, VIBRAVA, energy=[F, F]).active(1, ZEKROM_EX).hand(0, [PREMIUM_POWER_PRO])
    t = s.start()
    t.play(PREMIUM_POWER_PRO).attack("Super Vibration")
    assert t.mon(1).damage == 180                          # (60 + 30) x2


def test_RC_003_charm_minus_20_is_on_the_attacker_at_step_2():
    """Buneary's Charm is not implemented; 307 Hop's Rookidee's Intimidating Stare has the
    same effect.  Player 1 brings up player 0's Gouging Fire ex (weak to {W}) with Boss's
    Orders and attacks it: (30 - 20) x2 = 20 with Icy Snow; Water Gun (20 - 20 = 0) stops
    before Weakness."""
    for attacker, energy, attack, expected in ((SNOVER, [W, W], "Icy Snow", 20), (LOTAD, [W], "Water Gun", 0)):
        s = Scenario()
        s.active(0, HOPS_ROOKIDEE, energy=[W]).bench(0, GOUGING_FIRE_EX)
        s.active(1, attacker, energy=energy).hand(1, [BOSS])
        t = s.start()
        t.attack("Intimidating Stare")
        t.play(BOSS).attack(attack)
        assert t.mon(0).card.id == GOUGING_FIRE_EX and t.mon(0).damage == expected


def test_RC_004_minus_30_on_the_defender_is_after_weakness_and_covers_pokemon_played_later():
    """Iron Defender is not implemented; 1244 Full Metal Lab gives {M} Pokémon the same
    "-30 after Weakness and Resistance" (P2 step 5).  The Hop's Zacian ex is put into play
    after the Stadium and is covered all the same: 80 x2 - 30 = 130 (160 without it)."""
    damage = {}
    for stadium in (True, False):
        s = Scenario()
        s.active(0, SNEASEL).active(1, PIGNITE, under=[TEPIG], energy=[R, R, R])
        s.hand(0, [FULL_METAL_LAB, HOPS_ZACIAN_EX] if stadium else [HOPS_ZACIAN_EX])
        t = s.start()
        if stadium:
            t.play(FULL_METAL_LAB)
        t.bench_card(HOPS_ZACIAN_EX).retreat(1).end_turn()
        t.attack("Heat Crash")
        damage[stadium] = t.mon(0).damage
    assert damage == {True: 130, False: 160}


# -- RC-005 .. RC-007: Abilities ---------------------------------------------------------------


def test_RC_005_a_declared_ability_once_per_pokemon_usable_from_the_bench_turn_goes_on():
    """Gumshoos is not implemented; 49 Feraligatr's Torrential Heart is declared the same
    way ("once during your turn, you may")."""
    s = Scenario()
    s.active(0, SNOVER, energy=[W]).bench(0, FERALIGATR, under=[TOTODILE, CROCONAW]).active(1, KYOGRE)
    t = s.start()
    t.ability(1, 0)
    assert t.mon(0, 1).damage == 50
    assert not t.can("ability", 1, 0)
    assert t.decision.player == 0 and t.can("attack", "Beat")


def test_RC_006_trade_needs_a_card_to_discard_and_a_deck_to_draw_from():
    s = Scenario()
    s.active(0, NS_ZOROARK_EX, under=[NS_ZORUA]).active(1, SNOVER).hand(0, [SNOVER, W]).deck(0, [KYOGRE, W, W])
    t = s.start()
    t.ability(0, 0)
    assert t.decision.kind == "choose_card"                # the cost first
    t.choose(SNOVER)
    assert t.discard_ids(0) == [SNOVER] and t.hand_ids(0) == [W, W, KYOGRE]
    s = Scenario()
    s.active(0, NS_ZOROARK_EX, under=[NS_ZORUA]).active(1, SNOVER).hand(0, [])
    assert not s.start().can("ability")                    # RC-229: nothing to discard
    s = Scenario()
    s.active(0, NS_ZOROARK_EX, under=[NS_ZORUA]).active(1, SNOVER).hand(0, [W]).deck(0, [])
    assert not s.start().can("ability")                    # RC-228: nothing would be drawn


def test_RC_007_an_automatic_minus_30_is_applied_at_step_5_and_cannot_be_declined():
    """Bouffalant ex is not implemented: its Bouffer is put on it as the always-on
    "-30 damage taken" record it amounts to.  Vibrava: 60 x2 Weakness - 30 = 90."""
    s = Scenario()
    s.active(0, VIBRAVA, energy=[F, F]).active(1, 631)
    s.effect(1, 0, "damage_taken", -30, turns=(1, 99), checkups=True, attack_effect=False)
    t = s.start()
    t.attack("Super Vibration")
    assert t.mon(1).damage == 90 and t.decision.player == 1 and t.decision.kind == "main"


# -- RC-008 .. RC-010: Tools and Stadiums ------------------------------------------------------


def test_RC_008_air_balloon_retreat_cost_two_less():
    s = Scenario()
    s.active(0, KYOGRE, energy=[W, W], tools=[AIR_BALLOON]).bench(0, SNOVER).active(1, SNOVER)
    t = s.start()                                          # Retreat Cost 3 - 2 = 1
    t.retreat(1)
    assert t.discard_ids(0) == [W] and t.energy_ids(0, 1) == [W]
    assert [c >> 7 for c in t.mon(0, 1).tools] == [AIR_BALLOON]      # still attached
    s = Scenario()
    s.active(0, TOTODILE, tools=[AIR_BALLOON]).bench(0, SNOVER).active(1, SNOVER).hand(0, [MAXIMUM_BELT])
    t = s.start()                                          # Retreat Cost 1 - 2: nothing to pay
    assert not t.can("attach", MAXIMUM_BELT, 0) and t.can("attach", MAXIMUM_BELT, 1)
    t.retreat(1)
    assert t.mon(0).card.id == SNOVER and t.discard_ids(0) == []


def test_RC_009_a_declared_stadium_effect_once_in_each_players_own_turn():
    """Mystery Garden is not implemented; 1259 Spikemuth Gym is a declared Stadium effect
    of the same kind.  It can't be used when nothing would change (an empty deck)."""
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER).stadium(SPIKEMUTH_GYM, owner=0)
    s.deck(0, [MARNIES_IMPIDIMP, W]).deck(1, [W, MARNIES_IMPIDIMP])
    t = s.start()
    t.stadium_ability().choose(MARNIES_IMPIDIMP)
    assert not t.can("stadium")
    t.end_turn()
    assert t.can("stadium")
    t.stadium_ability().choose(DONE)                       # a search may find nothing (I-H R2)
    assert not t.can("stadium")
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER).stadium(SPIKEMUTH_GYM).deck(0, [])
    assert not s.start().can("stadium")


def test_RC_010_watchtower_removes_the_abilities_of_colorless_pokemon_on_both_sides():
    """RULES.md says Darkness; the card (JP and EN data) says {C} Pokémon, which the
    implementation follows.  Declared (Run Errand) and automatic (Extra Helpings) Abilities
    of Colorless Pokémon are gone; a {W} Feraligatr keeps Torrential Heart."""
    def position(stadium):
        s = Scenario()
        s.active(0, MEGA_KANGASKHAN_EX).bench(0, FERALIGATR, under=[TOTODILE, CROCONAW])
        s.active(1, HOPS_ROOKIDEE, energy=[W, W]).bench(1, HOPS_SNORLAX)
        s.bench(1, MEGA_KANGASKHAN_EX)
        if stadium:
            s.stadium(WATCHTOWER)
        return s.start()
    t = position(False)
    assert t.can("ability", 0, 0) and t.can("ability", 1, 0)
    t.end_turn()
    t.attack("Peck")
    assert t.mon(0).damage == 20 + 30                      # Extra Helpings
    t = position(True)
    assert not t.can("ability", 0, 0) and t.can("ability", 1, 0)
    t.end_turn()
    t.attack("Peck")
    assert t.mon(0).damage == 20


# -- RC-011 .. RC-012: Knock Outs in the middle of a turn ------------------------------------------


def test_RC_011_counters_placed_by_an_ability_knock_out_at_once_prizes_taken_turn_goes_on():
    """Team Rocket's Crobat ex is not implemented; 112 Munkidori's Adrena-Brain also puts
    damage counters on the opponent's Pokémon with an Ability."""
    s = Scenario()
    s.active(0, MUNKIDORI, energy=[D], damage=30).active(1, SNOVER).bench(1, SNOVER, damage=70)
    t = s.start()
    t.ability(0, 0).choose((1, 1), 2)
    assert t.discard_ids(1) == [SNOVER] and len(t.player(0).prizes) == 5
    assert len(t.player(0).hand) == 1
    assert t.state.turn == 3 and t.decision.player == 0 and t.can("end")


def venture_bomb(g, ctx):
    """What RC-012 says Team Rocket's Venture Bomb does (test-only)."""
    if flip(g, ctx.player):
        target = yield from pick_pokemon(g, ctx.player, ctx.opp.in_play(), source=VENTURE_BOMB)
    else:
        target = ctx.me.active
    put_counters(g, target, 2, by=ctx.player)


def test_RC_012_venture_bomb_heads_knocks_out_the_opponents_pokemon_at_once():
    s = Scenario()
    s.active(0, SNOVER).active(1, SNOVER).bench(1, SNOVER, damage=70).hand(0, [VENTURE_BOMB])
    with stand_in_trainer(VENTURE_BOMB, venture_bomb):
        t = s.start()
        t.coins("H").play(VENTURE_BOMB).choose((1, 1))
    assert t.discard_ids(1) == [SNOVER] and len(t.player(0).prizes) == 5
    assert t.decision.player == 0 and t.decision.kind == "main"


def test_RC_012_venture_bomb_tails_knocks_out_your_own_active_and_you_promote_at_once():
    s = Scenario()
    s.active(0, SNOVER, damage=70).bench(0, KYOGRE).bench(0, SNOVER).active(1, SNOVER).hand(0, [VENTURE_BOMB, W])
    with stand_in_trainer(VENTURE_BOMB, venture_bomb):
        t = s.start()
        t.coins("T").play(VENTURE_BOMB)
        assert t.decision.kind == "promote" and t.decision.player == 0
        t.choose(1)
    assert t.mon(0).card.id == KYOGRE and len(t.player(1).prizes) == 5
    assert t.decision.player == 0 and t.can("attach", W, 0)


# -- RC-013 Sand Stream ------------------------------------------------------------------------


def sand_stream(g, e):
    """What RC-013 says Team Rocket's Tyranitar's Sand Stream does, while the Pokémon that
    has it is Active (test-only)."""
    me = g.players[e.player]
    if me.active is not None and me.active.uid == e.target:
        for mon in g.players[1 - e.player].in_play():
            if mon.card.is_basic:
                put_counters(g, mon, 2, by=e.player)


def tyranitar_position(tyranitar_active=True):
    s = Scenario(turn=4, current=1)
    if tyranitar_active:
        s.active(0, TR_TYRANITAR).bench(0, SNOVER)
    else:
        s.active(0, SNOVER).bench(0, TR_TYRANITAR)
    pos = 0 if tyranitar_active else 1
    s.effect(0, pos, "test_sand_stream", turns=(1, 99), checkups=True, attack_effect=False)
    s.active(1, SNOVER, conditions=["poisoned"], damage=60).bench(1, SNOVER, damage=70).bench(1, KYOGRE)
    return s.start()


def test_RC_013_sand_stream_and_poison_in_the_same_checkup_then_one_knock_out_check():
    """Active Snover (30 HP left): 1 Poison counter + 2 Sand Stream counters; Benched
    Snover (20 HP left): 2 counters; Benched Kyogre: 2 counters.  Both Snover are Knocked
    Out together at the end of the Checkup and the Kyogre comes up."""
    t = tyranitar_position()
    with lasting_kind("checkup", "test_sand_stream", sand_stream):
        t.end_turn()
    assert t.discard_ids(1) == [SNOVER, SNOVER] and len(t.player(0).prizes) == 4
    assert t.mon(1).card.id == KYOGRE and t.mon(1).damage == 20
    assert t.state.turn == 5 and t.mon(0).damage == 0


def test_RC_013_sand_stream_works_only_from_the_active_spot():
    t = tyranitar_position(tyranitar_active=False)
    with lasting_kind("checkup", "test_sand_stream", sand_stream):
        t.end_turn()
    assert t.mon(1).damage == 70 and t.mon(1, 1).damage == 70 and t.mon(1, 2).damage == 0
