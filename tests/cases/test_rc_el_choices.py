"""The cases of RULES.md II-E-28 … II-E-39 (attack permissions, immunity to Trainers,
discard costs, "before putting it into your hand", alternative costs, choosing from hidden
cards, shuffling, named attacks, winning, "Basic X Energy"): RC-220 … RC-262.

Cards not in our pool are stood in for, for one test: their effect is registered on a pool
card (an attack, an Ability, a Trainer, or a card-scope trigger) with the ``stand_in_*``
helpers of :mod:`ptcg.testing`; each docstring says which.
"""

from ptcg import rng
from ptcg.cards.db import CARDS
from ptcg.effects import (ACTIVE_ONLY, attach_from, bench_space, draw, flip, flips, lose, pick_cards,
                          printed_attacks, put_onto_bench, win, yes_no)
from ptcg.rules import evolution as E
from ptcg.rules import queries as Q
from ptcg.rules import zones as Z
from ptcg.rules.knockout import take_prizes
from ptcg.rules.triggers import fire_card
from ptcg.testing import (DONE, Scenario, stand_in_ability, stand_in_attack, stand_in_passive,
                          stand_in_trainer, stand_in_trigger)
from ptcg.types import FIRE, bit

G, R, W, P, F, D, M = 1, 2, 3, 5, 6, 7, 8
GROW_GRASS_ENERGY, TELEPATH_PSYCHIC_ENERGY, ROCK_FIGHTING_ENERGY = 18, 19, 20
SNOVER, KYOGRE, KANGASKHAN_EX, LOTAD, RIOLU, ZEKROM_EX, DRAGAPULT_EX = 722, 721, 756, 260, 677, 515, 121
DELIBIRD, CETODDLE, CETITAN_EX = 757, 423, 424
NS_ZORUA, NS_ZOROARK_EX, LARVESTA, VOLCARONA = 292, 293, 496, 497
MAGNEZONE, CORPHISH, CRAWDAUNT, KYUREM = 734, 667, 686, 144
MESPRIT, FOMANTIS, LURANTIS, BELDUM, METANG = 216, 397, 398, 85, 86
TR_MEOWTH, SHUPPET, BANETTE = 470, 963, 273
TYMPOLE, PALPITOAD, JIGGLYPUFF, WIGGLYTUFF, ROWLET, DARTRIX = 500, 501, 841, 842, 127, 128
NS_SIGILYPH, LUNATONE, HOPS_SNORLAX, RELICANTH, TR_KANGASKHAN_EX = 277, 675, 304, 57, 24
CHIKORITA, BAYLEEF, MEGANIUM, RALTS, KIRLIA, MEGA_GARDEVOIR_EX = 708, 709, 710, 745, 746, 747
BOSS, PRIME_CATCHER, REPEL, POKEMON_CATCHER, CRUSHING_HAMMER, COLRESS_TENACITY = 1182, 1088, 1143, 1124, 1120, 1194
LUCIAN, REDEEMABLE_TICKET, SACRED_ASH, LILLIES_DETERMINATION, FIGHTING_GONG = 1237, 1114, 1129, 1227, 1142
RISKY_RUINS, POWERGLASS, VENTURE_BOMB, GLADIONS_FINAL_BATTLE = 1260, 1163, 1133, 1426
ACCELERATING_STAB, COMET_PUNCH = 981, 6


# -- RC-220 .. RC-221: "this attack can also be used when X" (II-E-28) ---------------------------------


def test_RC_220_quick_gift_on_the_first_players_first_turn_and_only_it():
    s = Scenario(turn=1).active(0, DELIBIRD, energy=[W, W]).active(1, SNOVER).deck(0, [KYOGRE, W, W])
    t = s.start()
    assert t.can("attack", "Quick Gift") and not t.can("attack", "Gentle Slap")
    t.attack("Quick Gift").choose(KYOGRE)
    assert KYOGRE in t.hand_ids(0) and t.shuffles() == 1 and t.state.turn == 2


def test_RC_221_an_attack_usable_from_the_bench_still_ends_the_turn():
    """Alakazam ex's Dimension Hand is not in our pool: Riolu's Accelerating Stab is made
    usable from the Bench for this test.  UNSURE in RULES.md: it is still the turn's one
    attack (NOTES U14)."""
    with stand_in_attack(ACCELERATING_STAB, from_bench=True):
        s = Scenario().active(0, SNOVER).bench(0, RIOLU, energy=[F]).active(1, KANGASKHAN_EX)
        t = s.start()
        assert t.can("attack", "Accelerating Stab")
        t.apply(next(o for o in t.options if o[0] == "attack" and o[1] == ACCELERATING_STAB))
        assert t.mon(1).damage == 60                         # 30, x2 Weakness to {F}
        assert t.state.turn == 4 and t.decision.player == 1   # the one attack of the turn


# -- RC-222 .. RC-225: not affected by the opponent's Items and Supporters (II-E-29) ---------------------


def camouflage_position(hand, bench=(CETITAN_EX,), active=SNOVER):
    s = Scenario().active(0, SNOVER).bench(0, LOTAD).active(1, active, under=[CETODDLE] if active == CETITAN_EX else [])
    for cid in bench:
        s.bench(1, cid, under=[CETODDLE] if cid == CETITAN_EX else [])
    return s.hand(0, list(hand)).start()


def test_RC_222_boss_orders_can_be_played_but_does_not_move_cetitan_ex():
    t = camouflage_position([BOSS])
    assert t.can("play", BOSS)
    t.play(BOSS)
    assert t.mon(1).name == "Snover" and t.discard_ids(0) == [BOSS]
    t = camouflage_position([BOSS], bench=(CETITAN_EX, KYOGRE))
    t.play(BOSS)                                           # only Kyogre can be chosen
    assert t.mon(1).name == "Kyogre"


def test_RC_222_crushing_hammer_heads_discards_nothing_from_cetitan_ex():
    s = Scenario().active(0, SNOVER).active(1, CETITAN_EX, under=[CETODDLE], energy=[W, W]).hand(0, [CRUSHING_HAMMER])
    t = s.start()
    t.coins("H").play(CRUSHING_HAMMER)
    assert t.energy_ids(1) == [W, W] and t.discard_ids(0) == [CRUSHING_HAMMER]


def test_RC_223_an_item_has_no_effect_on_the_card_it_cannot_affect():
    """Thunder Mountain (a Stadium unaffected by Items and Supporters) is not in our pool;
    the same rule is checked with Snow Camouflage against Pokémon Catcher, an Item: heads,
    but Cetitan ex is not switched in; the Item is used up all the same."""
    t = camouflage_position([POKEMON_CATCHER])
    t.coins("H").play(POKEMON_CATCHER)
    assert t.mon(1).name == "Snover" and t.discard_ids(0) == [POKEMON_CATCHER]


def test_RC_224_prime_catcher_no_switch_so_no_own_switch_either():
    t = camouflage_position([PRIME_CATCHER])
    assert t.can("play", PRIME_CATCHER)
    t.play(PRIME_CATCHER)
    assert t.mon(1).name == "Snover" and t.mon(0).name == "Snover"
    assert t.discard_ids(0) == [PRIME_CATCHER] and t.decision.kind == "main"


def test_RC_225_repel_works_and_the_opponent_must_bring_up_cetitan_ex():
    t = camouflage_position([REPEL])
    t.play(REPEL)
    assert t.mon(1).name == "Cetitan ex" and t.mon(1, 1).name == "Snover"


def test_RC_225_repel_does_not_move_an_active_cetitan_ex():
    t = camouflage_position([REPEL], bench=(SNOVER,), active=CETITAN_EX)
    assert t.can("play", REPEL)
    t.play(REPEL)
    assert t.mon(1).name == "Cetitan ex" and t.discard_ids(0) == [REPEL]


# -- RC-226 .. RC-229: discarding from hand to use an Ability (II-E-30) -----------------------------------


def trade_position(hand=(W, F), deck=(KYOGRE, LOTAD, W)):
    s = Scenario().active(0, NS_ZOROARK_EX, under=[NS_ZORUA]).active(1, SNOVER)
    return s.hand(0, list(hand)).deck(0, list(deck)).start()


def test_RC_226_trade_discards_1_then_draws_2_once_a_turn():
    t = trade_position()
    t.ability(0).choose(F)
    assert t.discard_ids(0) == [F] and t.hand_ids(0) == [W, LOTAD, KYOGRE]
    assert not t.can("ability", 0, 0)


def test_RC_227_torrid_scales_discards_a_basic_fire_energy_then_burns():
    s = Scenario().active(0, VOLCARONA, under=[LARVESTA]).active(1, KYOGRE).hand(0, [R, W])
    t = s.start()
    t.ability(0)
    assert t.discard_ids(0) == [R] and t.mon(1).burn
    assert not t.can("ability", 0, 0)
    s = Scenario().active(0, VOLCARONA, under=[LARVESTA]).active(1, KYOGRE).hand(0, [W, GROW_GRASS_ENERGY])
    assert not s.start().can("ability", 0, 0)              # no Basic {R} Energy card to discard


def test_RC_228_trade_is_not_usable_with_an_empty_deck():
    assert not trade_position(deck=()).can("ability", 0, 0)


def test_RC_229_trade_is_not_usable_with_an_empty_hand():
    assert not trade_position(hand=()).can("ability", 0, 0)


# -- RC-230 .. RC-233: "before putting it into your hand" (II-E-31) ----------------------------------------


def lucky_bonus(g, holder, inst, how):
    """Chansey's Lucky Bonus (not in our pool), stood in for on Lotad cards: taken from the
    Prize cards during its owner's turn, with room on the Bench, it may go onto the Bench
    instead; then a coin, heads: 1 more Prize card (itself "taken" in the same way)."""
    player = (inst >> 6) & 1
    if how != "prize" or g.current != player or inst not in g.players[player].hand or bench_space(g, player) <= 0:
        return
    if not (yield from yes_no(g, player, "Use Lucky Bonus?")):
        return
    yield from put_onto_bench(g, player, inst)
    if flip(g, player, "Lucky Bonus"):
        for card in take_prizes(g, player, 1):
            yield from fire_card(g, "before_to_hand", card, "prize")


def knock_out_position(prizes, defender=SNOVER, damage=80):
    """Player 0's Riolu Knocks Out player 1's Active (damaged to 10 HP left)."""
    s = Scenario().active(0, RIOLU, energy=[F]).active(1, defender, damage=damage).bench(1, KYOGRE)
    return s.prizes(0, list(prizes)).start()


def test_RC_230_lucky_bonus_puts_the_prize_onto_the_bench_then_a_coin():
    with stand_in_trigger(LOTAD, "before_to_hand", lucky_bonus):
        t = knock_out_position([W, W, W, W, F, LOTAD])
        t.coins("H").attack("Accelerating Stab").choose(True)
    assert t.mon(0, 1).name == "Lotad" and LOTAD not in t.hand_ids(0)
    assert t.hand_ids(0) == [F] and len(t.player(0).prizes) == 4


def test_RC_231_emergency_entry_only_for_the_draw_at_the_start_of_the_turn():
    """Metagross (S11) is not in our pool: its Ability is stood in for on Magnezone (a Stage
    2).  Drawn for the turn, it goes onto the Bench and 3 cards are drawn; it can't be
    devolved.  Drawn by another effect (Run Errand), nothing happens."""
    def emergency_entry(g, holder, inst, how):
        player = (inst >> 6) & 1
        if how == "turn_draw" and bench_space(g, player) > 0 and (yield from yes_no(g, player, "Emergency Entry?")):
            yield from put_onto_bench(g, player, inst)
            draw(g, player, 3)
    with stand_in_trigger(MAGNEZONE, "before_to_hand", emergency_entry):
        s = Scenario(turn=2, current=1).active(1, SNOVER).active(0, KANGASKHAN_EX).deck(0, [MAGNEZONE, W, W, W, W])
        t = s.start()
        t.end_turn().choose(True)
        assert t.mon(0, 1).name == "Magnezone" and t.hand_ids(0) == [W, W, W]
        assert E.devolve(t.state, t.mon(0, 1)) == []
        s = Scenario().active(0, KANGASKHAN_EX).active(1, SNOVER).deck(0, [MAGNEZONE, W, W])
        t = s.start()
        t.ability(0)
        assert MAGNEZONE in t.hand_ids(0) and t.player(0).bench == []


def test_RC_232_two_lucky_bonus_prizes_resolve_one_after_the_other():
    """A Pokémon ex Knocked Out: 2 Prize cards, both "Chansey".  The first one's Ability,
    coin and extra Prize card come before the second one's Ability."""
    with stand_in_trigger(LOTAD, "before_to_hand", lucky_bonus):
        t = knock_out_position([W, W, W, F, LOTAD, LOTAD], defender=ZEKROM_EX, damage=220)
        t.coins("HT").attack("Accelerating Stab").choose(True, True)
    benched = [i for i, line in enumerate(t.log) if "puts Lotad onto their Bench" in line]
    extra = next(i for i, line in enumerate(t.log) if "takes 1 Prize card" in line)
    assert len(benched) == 2 and benched[0] < extra < benched[1]
    assert [m.name for m in t.player(0).bench] == ["Lotad", "Lotad"] and t.hand_ids(0) == [F]


def gapejaw_bog(g, holder, inst, mon, from_hand):
    """Gapejaw Bog (not in our pool), stood in for on Risky Ruins: a Basic Pokémon put from
    the hand onto the Bench gets 2 damage counters."""
    if from_hand:
        mon.damage += 20


def test_RC_233_a_pokemon_benched_by_lucky_bonus_was_not_played_from_hand():
    with stand_in_trigger(LOTAD, "before_to_hand", lucky_bonus), \
            stand_in_trigger(RISKY_RUINS, "put_on_bench", gapejaw_bog):
        s = Scenario().active(0, RIOLU, energy=[F]).active(1, SNOVER, damage=80).bench(1, KYOGRE)
        t = s.prizes(0, [W, W, W, W, W, LOTAD]).stadium(RISKY_RUINS).hand(0, [LOTAD]).start()
        t.bench_card(LOTAD)
        assert t.mon(0, 1).damage == 20                    # from the hand: 2 counters
        t.coins("T").attack("Accelerating Stab").choose(True)
        assert t.mon(0, 2).name == "Lotad" and t.mon(0, 2).damage == 0


# -- RC-234 .. RC-236: "this attack can be used for N Energy if ..." (II-E-32) ------------------------------


def test_RC_234_cutting_riposte_for_one_darkness_energy_when_damaged():
    s = Scenario().active(0, CRAWDAUNT, under=[CORPHISH], energy=[D]).active(1, KANGASKHAN_EX)
    assert not s.start().can("attack", "Cutting Riposte")
    t = s.active(0, CRAWDAUNT, under=[CORPHISH], energy=[D], damage=10).start()
    t.attack("Cutting Riposte")
    assert t.mon(1).damage == 130


def test_RC_235_a_conditional_cost_on_another_card():
    """Iron Jugulis is not in our pool; 144 Kyurem's Plasma Bane also lowers a cost on a
    condition: Trifrost for {C} while a Colress card is in the opponent's discard pile."""
    s = Scenario().active(0, KYUREM, energy=[W]).active(1, KANGASKHAN_EX)
    assert not s.start().can("attack", "Trifrost")
    assert s.discard(1, [COLRESS_TENACITY]).start().can("attack", "Trifrost")


def test_RC_236_dazzling_gaze_does_not_change_the_conditional_cost():
    """Espathra ex's Dazzling Gaze (attacks cost {C} more) is put on Crawdaunt as the
    lasting effect it leaves: damaged, it still attacks with exactly 1 {D}."""
    s = Scenario().active(0, CRAWDAUNT, under=[CORPHISH], energy=[D], damage=10).active(1, KANGASKHAN_EX)
    t = s.effect(0, 0, "attack_cost_more", 1).start()
    assert t.can("attack", "Cutting Riposte")
    s = Scenario().active(0, CRAWDAUNT, under=[CORPHISH], energy=[D, D, W]).active(1, KANGASKHAN_EX)
    t = s.effect(0, 0, "attack_cost_more", 1).start()
    assert not t.can("attack", "Cutting Riposte")           # undamaged: {D}{D}{C} + {C}


# -- RC-237 .. RC-239: choosing from your hand (II-E-33) ------------------------------------------------


def gardenias_vigor(g, ctx):
    """Gardenia's Vigor (not in our pool), stood in for on Team Rocket's Venture Bomb: draw
    2, then attach up to 2 Basic {G} Energy cards from your hand to 1 Benched Pokémon."""
    draw(g, ctx.player, 2)
    yield from attach_from(g, ctx.player, "hand", lambda c: CARDS[c >> 7].name == "Basic {G} Energy",
                           ctx.me.bench, up_to=2, at_least=0, one_target=True, source=ctx.inst)


def test_RC_237_after_drawing_you_may_attach_none():
    with stand_in_trainer(VENTURE_BOMB, gardenias_vigor):
        s = Scenario().active(0, SNOVER).bench(0, LOTAD).active(1, SNOVER).hand(0, [VENTURE_BOMB])
        t = s.deck(0, [G, W]).start()
        t.play(VENTURE_BOMB)
        assert t.card_options(include_done=True) == {G, DONE}
        t.choose(DONE)
    assert t.hand_ids(0) == [G, W] and t.energy_ids(0, 1) == []


def test_RC_238_full_heart_may_attach_none_or_just_one():
    s = Scenario().active(0, MESPRIT, energy=[W]).bench(0, LOTAD).active(1, KANGASKHAN_EX).hand(0, [P, P])
    t = s.start()
    t.attack("Full Heart")
    assert DONE in t.options
    t.choose(DONE)
    assert t.hand_ids(0) == [P, P]
    t = s.start()
    t.attack("Full Heart").choose(P, DONE, (0, 1))
    assert t.energy_ids(0, 1) == [P] and t.hand_ids(0) == [P]


def test_RC_239_petal_blade_dance_two_cards_or_nothing():
    s = Scenario().active(0, LURANTIS, under=[FOMANTIS], energy=[G]).active(1, KANGASKHAN_EX)
    t = s.hand(0, [G]).start()
    t.attack("Petal Blade Dance")                            # only 1: the attack does nothing
    assert t.mon(1).damage == 0 and t.hand_ids(0) == [G]
    t = s.hand(0, [G, G, G]).start()
    t.attack("Petal Blade Dance").choose(True)                # any 2 of the 3 equal cards
    assert t.mon(1).damage == 130 and t.hand_ids(0) == [G] and t.discard_ids(0) == [G, G]
    t = s.hand(0, [G, G]).start()
    t.attack("Petal Blade Dance").choose(False)              # held back: the attack does nothing
    assert t.mon(1).damage == 0 and t.hand_ids(0) == [G, G]


# -- RC-240 .. RC-241: choosing from your face-down Prize cards (II-E-34) ------------------------------------


def hisuian_heavy_ball(g, ctx):
    """Hisuian Heavy Ball (not in our pool), stood in for on Team Rocket's Venture Bomb:
    look at the Prize cards, you may take a Basic Pokémon among them and put this card in
    its place; the Prize cards are shuffled."""
    prizes = ctx.me.prizes
    got = yield from pick_cards(g, ctx.player, [c for c in prizes if CARDS[c >> 7].is_basic], up_to=1,
                                at_least=0, source=ctx.inst)
    if got:
        prizes.remove(got[0])
        ctx.me.hand.append(got[0])
        ctx.me.resolving.remove(ctx.inst)
        prizes.append(ctx.inst)
    rng.shuffle_in_place(prizes, Z.random_value(g))


def test_RC_240_heavy_ball_swaps_a_basic_for_itself_or_nothing():
    """UNSURE in RULES.md: with nothing chosen the Item is discarded like any used Item."""
    with stand_in_trainer(VENTURE_BOMB, hisuian_heavy_ball):
        s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [VENTURE_BOMB]).prizes(0, [W, LOTAD, W, F, W, W])
        t = s.start()
        t.play(VENTURE_BOMB)
        assert t.card_options(include_done=True) == {LOTAD, DONE}  # face-down cards: none is allowed
        t.choose(LOTAD)
        assert t.hand_ids(0) == [LOTAD] and len(t.player(0).prizes) == 6
        assert VENTURE_BOMB in [c >> 7 for c in t.player(0).prizes]
        t = s.start()
        t.play(VENTURE_BOMB).choose(DONE)
        assert t.hand_ids(0) == [] and t.discard_ids(0) == [VENTURE_BOMB] and len(t.player(0).prizes) == 6


def test_RC_241_gladion_takes_exactly_one_prize_card():
    """Gladion (not in our pool), stood in for on Gladion's Final Battle: 1 of the Prize
    cards into the hand ("1 of them", any card: exactly one), this card in its place."""
    def gladion(g, ctx):
        got = yield from pick_cards(g, ctx.player, ctx.me.prizes, exactly=1, source=ctx.inst)
        ctx.me.prizes.remove(got[0])
        ctx.me.hand.append(got[0])
        ctx.me.resolving.remove(ctx.inst)
        ctx.me.prizes.append(ctx.inst)
    with stand_in_trainer(GLADIONS_FINAL_BATTLE, gladion):
        s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [GLADIONS_FINAL_BATTLE])
        t = s.prizes(0, [W, LOTAD, W, F, W, W]).start()
        t.play(GLADIONS_FINAL_BATTLE)
        assert DONE not in t.options and t.card_options(include_done=True) == {W, LOTAD, F}
        t.choose(F)
    assert t.hand_ids(0) == [F] and len(t.player(0).prizes) == 6


# -- RC-242 .. RC-244: "shuffle X face down" (II-E-35) ----------------------------------------------------


def test_RC_242_lucian_hands_to_the_bottom_then_6_on_heads_3_on_tails():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [LUCIAN, F, F]).hand(1, [G, G, G])
    t = s.start()
    t.coins("HT").play(LUCIAN)
    assert len(t.player(0).hand) == 6 and len(t.player(1).hand) == 3
    assert sorted(c >> 7 for c in t.player(0).deck[:2]) == [F, F]
    assert [c >> 7 for c in t.player(1).deck[:3]] == [G, G, G]


def test_RC_242_lucian_with_only_one_hand_to_move():
    """Player 0's hand held only Lucian; player 1's cards moved, so both flip and draw."""
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [LUCIAN]).hand(1, [G])
    t = s.start()
    t.coins("TT").play(LUCIAN)
    assert len(t.player(0).hand) == 3 and len(t.player(1).hand) == 3
    assert not any("P1 shuffles" in line for line in t.log)


def test_RC_243_redeemable_ticket_same_number_of_new_prize_cards():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [REDEEMABLE_TICKET])
    t = s.prizes(0, [F] * 6).deck(0, [G] * 6 + [W] * 4).start()
    t.play(REDEEMABLE_TICKET)
    assert sorted(c >> 7 for c in t.player(0).prizes) == [G] * 6
    assert [c >> 7 for c in t.player(0).deck[:6]] == [F] * 6 and len(t.player(0).deck) == 10


def test_RC_244_metal_maker_nothing_left_nothing_shuffled():
    s = Scenario().active(0, METANG, under=[BELDUM]).active(1, SNOVER).deck(0, [M, M, W, W])
    t = s.start()
    t.ability(0).choose(M, M)
    assert t.energy_ids(0) == [M, M] and any("shuffles 2 cards face down" in line for line in t.log)
    s = Scenario().active(0, METANG, under=[BELDUM]).active(1, SNOVER).deck(0, [M, M, M, M, W])
    t = s.start()
    t.ability(0).choose(M, M, M, M)
    assert t.energy_ids(0) == [M, M, M, M] and not any("face down" in line for line in t.log)
    assert [c >> 7 for c in t.player(0).deck] == [W]


# -- RC-245 .. RC-249: "shuffle X into your deck" (II-E-36) ------------------------------------------------


def test_RC_245_sacred_ash_up_to_5_pokemon_shuffled_in():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [SACRED_ASH]).discard(0, [LOTAD, KYOGRE, W])
    t = s.start()
    t.play(SACRED_ASH).choose(LOTAD, DONE)
    assert t.discard_ids(0) == [W, KYOGRE, SACRED_ASH] and LOTAD in [c >> 7 for c in t.player(0).deck]
    assert t.shuffles() == 1


def test_RC_246_lillies_determination_as_the_only_card_in_hand():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [LILLIES_DETERMINATION])
    t = s.start()
    assert t.can("play", LILLIES_DETERMINATION)
    t.play(LILLIES_DETERMINATION)
    assert t.shuffles() == 1 and len(t.player(0).hand) == 8          # 6 Prize cards left: 8
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [LILLIES_DETERMINATION]).prizes(0, 5)
    t = s.start()
    t.play(LILLIES_DETERMINATION)
    assert len(t.player(0).hand) == 6


def test_RC_247_pawcket_pilfer_a_random_card_into_the_deck():
    s = Scenario().active(0, TR_MEOWTH, energy=[W]).active(1, SNOVER).hand(1, [G, F, P])
    t = s.start()
    t.attack("Paw-cket Pilfer")
    assert len(t.player(1).hand) == 2 + 1                    # one gone, then player 1's draw
    assert t.shuffles(1) == 1 and len(t.player(1).deck) == 20 + 1 - 1


def test_RC_248_cursed_words_3_cards_all_of_fewer_none_of_none():
    s = Scenario().active(0, BANETTE, under=[SHUPPET], energy=[P]).active(1, SNOVER)
    t = s.hand(1, [G, F, P, W]).start()
    t.attack("Cursed Words")
    assert t.decision.player == 1 and DONE not in t.options         # 3 must be chosen
    t.choose(G, P)                                                  # picks go in order: F is the third
    assert W in t.hand_ids(1) and len(t.player(1).hand) == 1 + 1    # W kept, then player 1's draw
    assert t.shuffles(1) == 1
    t = s.hand(1, [G, F]).start()
    t.attack("Cursed Words")                                        # fewer than 3: both go
    assert len(t.player(1).hand) == 0 + 1 and t.shuffles(1) == 1
    t = s.hand(1, []).start()
    t.attack("Cursed Words")
    assert t.shuffles(1) == 0


def test_RC_249_pawcket_pilfer_against_an_empty_hand_shuffles_nothing():
    s = Scenario().active(0, TR_MEOWTH, energy=[W]).active(1, SNOVER).hand(1, [])
    t = s.start()
    t.attack("Paw-cket Pilfer")
    assert t.shuffles(1) == 0


# -- RC-250 .. RC-253: "Pokémon that has the attack Y" (II-E-37) -----------------------------------------


def test_RC_250_an_ability_targeting_pokemon_that_have_a_named_attack():
    """Finneon's Sea Accompaniment is not in our pool (nor is Leisurely Swim): stood in for
    on Lunatone, attaching a {W} Energy card from the hand to one of your Pokémon in play
    with a printed Round attack — only Tympole is offered, not Snover."""
    def sea_accompaniment(g, ctx):
        singers = [m for m in ctx.me.in_play() if any(a.name == "Round" for a in printed_attacks(m))]
        yield from attach_from(g, ctx.player, "hand", lambda c: c >> 7 == W, singers, exactly=1, source=ctx.inst)
    with stand_in_ability(LUNATONE, sea_accompaniment):
        s = Scenario().active(0, SNOVER).bench(0, TYMPOLE).bench(0, LUNATONE).active(1, SNOVER)
        t = s.hand(0, [W]).start()
        t.ability(2)
    assert t.energy_ids(0, 1) == [W] and t.energy_ids(0) == []


def test_RC_251_round_counts_every_pokemon_of_yours_with_a_printed_round():
    s = Scenario().active(0, TYMPOLE, energy=[W, W]).active(1, KANGASKHAN_EX)
    s.bench(0, PALPITOAD, under=[TYMPOLE]).bench(0, WIGGLYTUFF, under=[JIGGLYPUFF]).bench(0, SNOVER)
    t = s.bench(1, TYMPOLE).start()
    t.attack("Round")
    assert t.mon(1).damage == 3 * 20                         # Tympole, Palpitoad, Wigglytuff


def test_RC_252_united_wings_counts_the_discard_pile():
    s = Scenario().active(0, DARTRIX, under=[ROWLET], energy=[W]).active(1, KANGASKHAN_EX)
    t = s.discard(0, [DARTRIX, DARTRIX, ROWLET, W]).start()
    t.attack("United Wings")
    assert t.mon(1).damage == 40


def test_RC_253_an_attack_granted_by_another_card_is_not_counted():
    """TM Fluorite is not in our pool: a Tool letting its holder use Tympole's Round is stood
    in for on Powerglass.  Snover can use Round that way but is not counted by Round."""
    round_attack = CARDS[TYMPOLE].attacks[0]

    def technical_machine(g, holder, inst, mon):
        return (round_attack,) if mon is holder else ()
    with stand_in_passive(POWERGLASS, "granted_attacks", technical_machine):
        s = Scenario().active(0, SNOVER, tools=[POWERGLASS], energy=[W, W]).bench(0, TYMPOLE)
        t = s.active(1, KANGASKHAN_EX).start()
        t.attack("Round")
        assert t.mon(1).damage == 20                         # only the Benched Tympole counts


# -- RC-254 .. RC-257: "you win (lose) this game" (II-E-38) --------------------------------------------------


def sigilyph_position(prizes):
    s = Scenario().active(0, NS_SIGILYPH, energy=[P, W, W]).active(1, SNOVER)
    return s.prizes(0, prizes).start()


def test_RC_254_victory_symbol_wins_with_exactly_1_prize_card_left():
    t = sigilyph_position(1)
    t.attack("Victory Symbol")
    assert t.game.is_over() and t.state.result.winner == 0 and t.state.result.reason == "card_effect"
    t = sigilyph_position(2)
    t.attack("Victory Symbol")
    assert not t.game.is_over() and t.mon(1).damage == 0


def missing(g, ctx):
    """Unown's MISSING (not in our pool): with 12 or more Supporter cards in the opponent's
    Lost Zone, you win."""
    if sum(1 for c in ctx.opp.lost if CARDS[c >> 7].kind == "supporter") >= 12:
        win(g, ctx.player)


def test_RC_255_missing_wins_from_the_active_spot_with_12_supporters_lost():
    with stand_in_ability(LUNATONE, missing, where=ACTIVE_ONLY):
        s = Scenario().active(0, LUNATONE).active(1, SNOVER).deck(1, [W] * 8 + [BOSS] * 12)
        t = s.start()
        t.ability(0)
        assert not t.game.is_over()                          # nothing lost yet
        t.end_turn().end_turn()
        opp = t.player(1)
        opp.lost = [c for c in opp.deck if c >> 7 == BOSS]
        opp.deck = [c for c in opp.deck if c >> 7 != BOSS]
        t.refresh().ability(0)
        assert t.state.result.winner == 0


def test_RC_256_splendid_gamble_all_tails_loses():
    """Slowbro's Splendid Gamble (not in our pool), stood in for on Team Rocket's Kangaskhan
    ex's Comet Punch: 100 per heads of 3 coins; all tails, you lose."""
    def splendid_gamble(g, a):
        heads = flips(g, a.player, 3)
        a.damage = 100 * heads
        if not heads:
            lose(g, a.player)
    with stand_in_attack(COMET_PUNCH, damage=splendid_gamble):
        s = Scenario().active(0, TR_KANGASKHAN_EX, energy=[W, W]).active(1, DRAGAPULT_EX)
        t = s.start()
        t.coins("TTH").attack("Comet Punch")
        assert t.mon(1).damage == 100 and not t.game.is_over()
        t = s.start()
        t.coins("TTT").attack("Comet Punch")
        assert t.state.result.winner == 1


def test_RC_257_a_player_protection_does_not_stop_victory_symbol():
    """Marowak's Bodyguard (not in our pool) is stood in for on player 1's Benched Lunatone:
    their Pokémon are not affected by the opponent's attack effects.  Player 0 still wins."""
    def bodyguard(g, holder, inst, a, target):
        return target.owner == holder.owner and a.player != holder.owner
    with stand_in_passive(LUNATONE, "prevent_attack_effects", bodyguard):
        s = Scenario().active(0, NS_SIGILYPH, energy=[P, W, W]).active(1, SNOVER).bench(1, LUNATONE)
        t = s.prizes(0, 1).start()
        t.attack("Victory Symbol")
    assert t.state.result.winner == 0


# -- RC-258 .. RC-262: "Basic X Energy" (II-E-39) ----------------------------------------------------------


def test_RC_258_wild_growth_two_basic_grass_pay_solar_beam():
    s = Scenario().active(0, MEGANIUM, under=[CHIKORITA, BAYLEEF], energy=[G, G]).active(1, KANGASKHAN_EX)
    t = s.start()
    t.attack("Solar Beam")                                   # {G}{G}{C}{C} with 2 cards
    assert t.mon(1).damage == 140
    s = Scenario().active(0, MEGANIUM, under=[CHIKORITA, BAYLEEF], energy=[G, GROW_GRASS_ENERGY])
    assert not s.active(1, KANGASKHAN_EX).start().can("attack", "Solar Beam")   # a Special Energy is not doubled


def test_RC_259_overflowing_wishes_finds_only_cards_named_basic_psychic_energy():
    s = Scenario().active(0, MEGA_GARDEVOIR_EX, under=[RALTS, KIRLIA], energy=[P]).active(1, KANGASKHAN_EX)
    t = s.bench(0, SNOVER).deck(0, [TELEPATH_PSYCHIC_ENERGY, P, W]).start()
    t.attack("Overflowing Wishes")
    assert t.card_options(include_done=True) == {P, DONE}


def test_RC_260_fighting_gong_basic_fighting_energy_or_basic_fighting_pokemon():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [FIGHTING_GONG])
    t = s.deck(0, [ROCK_FIGHTING_ENERGY, F, RIOLU, LOTAD, HOPS_SNORLAX]).start()
    t.play(FIGHTING_GONG)
    assert t.card_options(include_done=True) == {F, RIOLU, DONE}


def energy_burn(g, holder, inst, mon, energy_card, units):
    """Charizard (CP6) Energy Burn, not in our pool: all Energy attached to this Pokémon is
    {R} (each unit becomes a {R} unit)."""
    return tuple(bit(FIRE) for _ in units) if mon is holder else units


def test_RC_261_wild_growth_still_applies_to_basic_grass_turned_fire():
    """Energy Burn is stood in for on Hop's Snorlax: each Basic {G} Energy on it provides 2
    {R} (its name is still Basic {G} Energy)."""
    with stand_in_passive(HOPS_SNORLAX, "energy_units", energy_burn):
        s = Scenario().active(0, HOPS_SNORLAX, energy=[G]).bench(0, MEGANIUM, under=[CHIKORITA, BAYLEEF])
        t = s.active(1, SNOVER).start()
        mon = t.mon(0)
        assert Q.energy_units(t.state, mon, mon.energy[0]) == (bit(FIRE), bit(FIRE))


def test_RC_262_a_basic_water_energy_turned_fire_is_not_a_basic_fire_energy():
    """Charizard (S10b) Burning Flame — each Basic {R} Energy on your Pokémon provides 2 {R} —
    is stood in for on a Benched Relicanth, Energy Burn on Hop's Snorlax: a Basic {W} Energy
    on Snorlax provides 1 {R}; a Basic {R} Energy provides 2."""
    def burning_flame(g, holder, inst, mon, energy_card, units):
        named_fire = CARDS[energy_card >> 7].name == "Basic {R} Energy"
        return units * 2 if mon.owner == holder.owner and named_fire else units
    with stand_in_passive(HOPS_SNORLAX, "energy_units", energy_burn), \
            stand_in_passive(RELICANTH, "energy_units", burning_flame):
        s = Scenario().active(0, HOPS_SNORLAX, energy=[W, R]).bench(0, RELICANTH)
        t = s.active(1, SNOVER).start()
        water, fire = t.mon(0).energy
        assert Q.energy_units(t.state, t.mon(0), water) == (bit(FIRE),)
        assert Q.energy_units(t.state, t.mon(0), fire) == (bit(FIRE), bit(FIRE))
