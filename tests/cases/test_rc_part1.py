"""The cases of Part I of RULES.md: RC-001 … RC-013.

Each case is tested with the card it names.  RC-009 and RC-012 are also tested here with
stand-ins (1259 Spikemuth Gym, a declared Stadium effect of the same kind; a test-only
on-play function for Team Rocket's Venture Bomb), written before Mystery Garden and the
Venture Bomb were implemented; the real cards' tests carry the same case IDs in
tests/cards/test_sweep.py.
"""

from ptcg.effects import flip, pick_pokemon, put_counters
from ptcg.testing import DONE, Scenario, stand_in_trainer

R, W, F = 2, 3, 6
SNOVER, KYOGRE, LOTAD, SNEASEL, ZEKROM_EX, GOUGING_FIRE_EX = 722, 721, 260, 334, 515, 46
ABOMASNOW_EX, VIBRAVA, PIGNITE, TEPIG, HOPS_ZACIAN_EX = 723, 823, 568, 567, 299
FERALIGATR, CROCONAW, TOTODILE = 49, 48, 47
SANDSLASH, SANDSHREW, BUNEARY, GUMSHOOS, YUNGOOS = 670, 669, 758, 705, 704
NS_ZOROARK_EX, NS_ZORUA, BOUFFALANT_EX = 293, 292, 631
TR_CROBAT_EX, TR_GOLBAT, TR_ZUBAT, TR_TYRANITAR = 458, 457, 456, 442
HOPS_ROOKIDEE, HOPS_SNORLAX, MEGA_KANGASKHAN_EX, MARNIES_IMPIDIMP = 307, 304, 756, 646
PREMIUM_POWER_PRO, IRON_DEFENDER, AIR_BALLOON, MAXIMUM_BELT, BOSS, SWITCH = 1141, 1140, 1174, 1158, 1182, 1123
WATCHTOWER, SPIKEMUTH_GYM, VENTURE_BOMB = 1256, 1259, 1133


# -- RC-001 Sand Attack ------------------------------------------------------------------------


def sand_attacked(feraligatr_energy=2, conditions=()):
    """Player 0's Sandslash uses Sand Attack on player 1's Active Feraligatr; it is then
    player 1's turn 4."""
    s = Scenario()
    s.active(0, SANDSLASH, under=[SANDSHREW], energy=[W, W]).bench(0, KYOGRE).hand(1, [SWITCH])
    s.active(1, FERALIGATR, under=[TOTODILE, CROCONAW], energy=[W] * feraligatr_energy,
             conditions=list(conditions)).bench(1, SNOVER)
    t = s.start()
    t.attack("Sand Attack")
    assert t.state.turn == 4 and t.mon(1).damage == 50
    return t


def test_RC_001_sand_attack_tails_the_attack_fails_and_is_not_used():
    t = sand_attacked()
    t.coins("T").attack("Giant Wave")
    assert t.mon(0).damage == 0 and t.state.last_attack[:2] == (3, 0)   # still Sand Attack's
    assert t.state.turn == 5 and t.decision.player == 0
    t.end_turn()
    assert t.can("attack", "Giant Wave")                   # not used, so not locked either


def test_RC_001_sand_attack_heads_then_the_confusion_check():
    t = sand_attacked(conditions=["confused"])
    t.coins("HT").attack("Giant Wave")                     # heads for Sand Attack, tails for Confusion
    assert t.mon(1).damage == 50 + 30 and t.mon(0).damage == 0
    t = sand_attacked()
    t.coins("H").attack("Giant Wave")                      # 160: the 120-HP Sandslash is Knocked Out
    assert SANDSLASH in t.discard_ids(0) and len(t.player(1).prizes) == 5


def test_RC_001_sand_attack_is_gone_once_the_pokemon_went_to_the_bench_and_back():
    t = sand_attacked(feraligatr_energy=5)
    t.retreat(1)                                           # Feraligatr to the Bench ...
    t.play(SWITCH)                                         # ... and back
    assert t.mon(1).card.id == FERALIGATR
    t.attack("Giant Wave")
    assert not any("flips a coin" in line for line in t.log)
    assert SANDSLASH in t.discard_ids(0) and len(t.player(1).prizes) == 5


# -- RC-002 .. RC-004: the damage steps --------------------------------------------------------


def test_RC_002_premium_power_pro_adds_30_at_step_2_before_weakness():
    s = Scenario()
    s.active(0, VIBRAVA, energy=[F, F]).active(1, ZEKROM_EX).hand(0, [PREMIUM_POWER_PRO])
    t = s.start()
    t.play(PREMIUM_POWER_PRO).attack("Super Vibration")
    assert t.mon(1).damage == 180                          # (60 + 30) x2


def test_RC_003_charm_minus_20_is_on_the_attacker_at_step_2():
    """Player 0's Buneary uses Charm on player 1's Active; player 1 brings up player 0's
    Gouging Fire ex (weak to {W}) with Boss's Orders and attacks it: Icy Snow (30 - 20)
    x2 = 20; Water Gun 20 - 20 = 0 stops before Weakness."""
    cases = ((SNOVER, [W, W], "Icy Snow", 20), (LOTAD, [W], "Water Gun", 0))
    for attacker, energy, attack, expected in cases:
        s = Scenario()
        s.active(0, BUNEARY, energy=[W]).bench(0, GOUGING_FIRE_EX)
        s.active(1, attacker, energy=energy).hand(1, [BOSS])
        t = s.start()
        t.attack("Charm")
        t.play(BOSS).attack(attack)
        assert t.mon(0).card.id == GOUGING_FIRE_EX and t.mon(0).damage == expected


def test_RC_004_iron_defender_after_weakness_and_for_pokemon_played_later():
    """The Hop's Zacian ex ({M}, weak to {R}) is put into play after Iron Defender and is
    covered all the same: Heat Crash 80 x2 - 30 = 130 (160 without the card)."""
    damage = {}
    for played in (True, False):
        s = Scenario()
        s.active(0, SNEASEL).active(1, PIGNITE, under=[TEPIG], energy=[R, R, R])
        s.hand(0, [IRON_DEFENDER, HOPS_ZACIAN_EX] if played else [HOPS_ZACIAN_EX])
        t = s.start()
        if played:
            t.play(IRON_DEFENDER)
        t.bench_card(HOPS_ZACIAN_EX).retreat(1).end_turn()
        t.attack("Heat Crash")
        damage[played] = t.mon(0).damage
    assert damage == {True: 130, False: 160}


# -- RC-005 .. RC-007: Abilities ---------------------------------------------------------------


def test_RC_005_evidence_gathering_once_per_gumshoos_from_the_bench_turn_goes_on():
    s = Scenario()
    s.active(0, SNOVER, energy=[W]).bench(0, GUMSHOOS, under=[YUNGOOS]).bench(0, GUMSHOOS, under=[YUNGOOS])
    s.active(1, KYOGRE).hand(0, [KYOGRE]).deck(0, [ABOMASNOW_EX, W, W])
    t = s.start()
    t.ability(1, 0)                                        # the only hand card goes on top
    assert t.hand_ids(0) == [ABOMASNOW_EX] and t.player(0).deck[-1] >> 7 == KYOGRE
    assert not t.can("ability", 1, 0) and t.can("ability", 2, 0)
    assert t.decision.player == 0 and t.can("attack", "Beat")


def test_RC_006_trade_needs_a_card_to_discard_and_a_deck_to_draw_from():
    s = Scenario()
    s.active(0, NS_ZOROARK_EX, under=[NS_ZORUA]).active(1, SNOVER)
    s.hand(0, [SNOVER, W]).deck(0, [KYOGRE, W, W])
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
    """Bouffalant ex's Bouffer: Vibrava's 60, x2 Weakness, then -30 = 90; nothing is
    asked of Bouffalant ex's owner."""
    s = Scenario()
    s.active(0, VIBRAVA, energy=[F, F]).active(1, BOUFFALANT_EX)
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
    """1259 Spikemuth Gym is a declared Stadium effect of the same kind as Mystery Garden
    (the real card: tests/cards/test_sweep.py).  It can't be used when nothing would change (an empty deck)."""
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


def test_RC_011_biting_spree_knocks_out_at_once_prizes_taken_and_the_turn_goes_on():
    """Player 1 has only 2 Pokémon, so both are chosen; the Benched one (20 HP left) is
    Knocked Out as soon as the Ability is done."""
    s = Scenario()
    s.active(0, SNOVER, energy=[W]).bench(0, TR_GOLBAT, under=[TR_ZUBAT]).hand(0, [TR_CROBAT_EX])
    s.active(1, KYOGRE).bench(1, SNOVER, damage=70)
    t = s.start()
    t.evolve(TR_CROBAT_EX, 1)
    assert t.decision.kind == "yes_no" and t.decision.source == TR_CROBAT_EX
    t.choose(True)
    assert t.discard_ids(1) == [SNOVER] and t.mon(1).damage == 20
    assert len(t.player(0).prizes) == 5 and len(t.player(0).hand) == 1
    assert t.state.turn == 3 and t.decision.player == 0 and t.can("attack", "Beat")


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
    s.active(0, SNOVER, damage=70).bench(0, KYOGRE).bench(0, SNOVER).active(1, SNOVER)
    s.hand(0, [VENTURE_BOMB, W])
    with stand_in_trainer(VENTURE_BOMB, venture_bomb):
        t = s.start()
        t.coins("T").play(VENTURE_BOMB)
        assert t.decision.kind == "promote" and t.decision.player == 0
        t.choose(1)
    assert t.mon(0).card.id == KYOGRE and len(t.player(1).prizes) == 5
    assert t.decision.player == 0 and t.can("attach", W, 0)


# -- RC-013 Sand Stream ------------------------------------------------------------------------


def tyranitar_position(tyranitar_active=True):
    """After player 1's turn 4: player 0 has 442 Team Rocket's Tyranitar (Sand Stream) in
    the Active Spot or on the Bench; player 1 has Basic Pokémon only."""
    s = Scenario(turn=4, current=1)
    if tyranitar_active:
        s.active(0, TR_TYRANITAR).bench(0, SNOVER)
    else:
        s.active(0, SNOVER).bench(0, TR_TYRANITAR)
    s.active(1, SNOVER, conditions=["poisoned"], damage=60).bench(1, SNOVER, damage=70).bench(1, KYOGRE)
    return s.start()


def test_RC_013_sand_stream_and_poison_in_the_same_checkup_then_one_knock_out_check():
    """Active Snover (30 HP left): 1 Poison counter + 2 Sand Stream counters; Benched
    Snover (20 HP left): 2 counters; Benched Kyogre: 2 counters.  Both Snover are Knocked
    Out together at the end of the Checkup and the Kyogre comes up."""
    t = tyranitar_position()
    t.end_turn()
    assert t.discard_ids(1) == [SNOVER, SNOVER] and len(t.player(0).prizes) == 4
    assert t.mon(1).card.id == KYOGRE and t.mon(1).damage == 20
    assert t.state.turn == 5 and t.mon(0).damage == 0


def test_RC_013_sand_stream_works_only_from_the_active_spot():
    t = tyranitar_position(tyranitar_active=False)
    t.end_turn()
    assert t.mon(1).damage == 70 and t.mon(1, 1).damage == 70 and t.mon(1, 2).damage == 0
