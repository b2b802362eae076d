"""The cases of section II-C of RULES.md, second part (devolving, "can't retreat / attack",
preventing damage and effects, "use it as this attack", locks on the player, looking at
cards): RC-076 … RC-100.

Named cards are used where they are in our pool; otherwise the docstring names the pool card
that stands in, or says which effect is put in place for the test (a lasting-effect record on
the Pokémon, or a test-only text given to a card for one test with ``monkeypatch`` or a
``stand_in_*`` helper of :mod:`ptcg.testing`).
"""

from ptcg.registry import LASTING
from ptcg.decisions import CHOOSE_ATTACK, ask
from ptcg.effects import (FIRE, Q, copy_attack_damage, copy_attack_effect, discard_all_energy, hit_chosen,
                          printed_attacks, provides_type)
from ptcg.testing import DONE, Scenario, attack_once, stand_in_attack

G, R, W, L, P, F, D, M = 1, 2, 3, 4, 5, 6, 7, 8
SNOVER, KYOGRE, PALAFIN_EX, ZEKROM_EX, SCORBUNNY, PIDOVE = 722, 721, 107, 515, 151, 551
SOLOSIS, DUOSION, REUNICLUS, ESPEON_EX, EEVEE = 518, 519, 520, 246, 43
CHIKORITA, BAYLEEF, MEGANIUM, CINDERACE, RABOOT = 708, 709, 710, 666, 152
BULBASAUR, CHARMANDER, CHARMELEON, CUBCHOO, MEGA_LUCARIO_EX, RIOLU = 650, 788, 789, 506, 678, 677
BRONZOR, MEGA_MANECTRIC_EX, ELECTRIKE, SHAYMIN, ELECTIVIRE_EX, KELDEO_EX = 836, 737, 736, 343, 372, 583
SKELEDIRGE, TR_ARTICUNO, TR_WOBBUFFET, TR_CROBAT_EX, ONIX, BUNEARY = 203, 414, 432, 458, 671, 758
CENTISKORCH, SINISTCHA, TR_NIDOKING_EX, ZOROARK, ARMAROUGE = 718, 94, 455, 615, 1354
FRILLISH, JELLICENT_EX, TOTODILE = 597, 598, 47
SWITCH, STRANGE_TIMEPIECE, HEROS_CAPE, POKEGEAR, CARMINE, BOSS = 1123, 1144, 1159, 1122, 1192, 1182


# -- II-C-13 Devolve ------------------------------------------------------------------------------


def timepiece_table(damage=0):
    s = Scenario().active(0, REUNICLUS, under=[SOLOSIS, DUOSION], damage=damage, conditions=["poisoned"])
    s.bench(0, SNOVER).active(1, SNOVER).hand(0, [STRANGE_TIMEPIECE]).effect(0, 0, "cant_retreat")
    return s.start().play(STRANGE_TIMEPIECE)


def test_RC_076_strange_timepiece_removes_one_card_conditions_and_effects_go_counters_stay():
    t = timepiece_table(damage=60)
    assert t.options == (1, 2)                                     # how many Evolution cards
    t.choose(1)
    assert t.mon(0).name == "Duosion" and t.mon(0).damage == 60
    assert not t.mon(0).has_condition() and not t.state.effects
    assert t.hand_ids(0) == [REUNICLUS]
    assert not t.can("evolve", REUNICLUS, 0)                       # it came into play this turn (R3)


def test_RC_076_strange_timepiece_two_cards_and_a_knock_out_by_the_counters_kept():
    t = timepiece_table(damage=60)
    t.choose(2)                                                    # Solosis: 40 HP, 60 damage
    assert t.hand_ids(0) == sorted([DUOSION, REUNICLUS])
    assert SOLOSIS in t.discard_ids(0) and len(t.player(1).prizes) == 5


def test_RC_077_amazez_devolves_each_evolved_pokemon_once_into_the_deck_then_ko_check():
    s = Scenario().active(0, ESPEON_EX, under=[EEVEE], energy=[G, P, D]).active(1, BAYLEEF, under=[CHIKORITA],
                                                                                  damage=80)
    s.bench(1, MEGANIUM, under=[CHIKORITA, BAYLEEF]).bench(1, SNOVER).bench(1, CHIKORITA).deck(1, [W, W])
    t = attack_once(s, "Amazez")
    assert [m.name for m in t.player(1).bench] == ["Bayleef", "Snover", "Chikorita"]
    assert sorted(c >> 7 for c in t.player(1).deck) == sorted([BAYLEEF, MEGANIUM, W, W])
    assert CHIKORITA in t.discard_ids(1) and len(t.player(0).prizes) == 5   # 80 damage on 70 HP
    assert t.decision.kind == "promote" and t.decision.player == 1


def test_RC_078_a_cinderace_put_into_play_directly_is_not_devolved():
    s = Scenario().active(0, ESPEON_EX, under=[EEVEE], energy=[G, P, D]).active(1, CINDERACE)
    s.bench(1, RABOOT, under=[SCORBUNNY])
    t = attack_once(s, "Amazez")
    assert t.mon(1).name == "Cinderace" and t.mon(1, 1).name == "Scorbunny"


# -- II-C-14 Can't retreat ----------------------------------------------------------------------------


def bind_down_table(hand):
    s = Scenario().active(0, BULBASAUR, energy=[G]).active(1, CHARMANDER, energy=[R, R]).bench(1, SNOVER)
    s.hand(1, hand)
    return attack_once(s, "Bind Down")


def test_RC_079_bind_down_no_retreat_but_switch_works():
    t = bind_down_table([SWITCH])
    assert t.mon(1).damage == 10 and not t.can("retreat")
    t.play(SWITCH)
    assert t.mon(1).name == "Snover"


def test_RC_079_bind_down_ends_when_the_pokemon_evolves():
    t = bind_down_table([CHARMELEON])
    assert not t.can("retreat")
    t.evolve(CHARMELEON, 0)
    assert t.can("retreat", 1)


def primordial_tentacles(g, e, mon):
    """What RC-080 says Omastar's Ability does, from the Pokémon that has the record
    (test-only): while that Pokémon is Active, the opponent's Active can't retreat."""
    holder = g.players[e.player].active
    return holder is not None and holder.uid == e.target and g.players[1 - e.player].active is mon


def test_RC_080_an_ability_lock_holds_for_any_opposing_active_and_survives_evolving(monkeypatch):
    """Omastar is not in our pool: its Ability is given to player 0's Active Snover as a
    test-only record kind."""
    monkeypatch.setitem(LASTING["cant_retreat"], "test_tentacles", primordial_tentacles)
    s = Scenario(turn=4, current=1).active(0, SNOVER).bench(0, KYOGRE)
    s.effect(0, 0, "test_tentacles", turns=(1, 99), checkups=True, attack_effect=False)
    s.active(1, CHARMANDER, energy=[R, R]).bench(1, SCORBUNNY, energy=[R]).hand(1, [CHARMELEON, SWITCH])
    t = s.start()
    assert not t.can("retreat")
    t.evolve(CHARMELEON, 0)
    assert not t.can("retreat")                                    # not removed by evolving
    t.play(SWITCH)
    assert t.mon(1).name == "Scorbunny" and not t.can("retreat")   # whichever Pokémon is Active


def test_RC_080_the_ability_lock_stops_when_its_pokemon_leaves_the_active_spot(monkeypatch):
    monkeypatch.setitem(LASTING["cant_retreat"], "test_tentacles", primordial_tentacles)
    s = Scenario().active(0, SNOVER).bench(0, KYOGRE).hand(0, [SWITCH])
    s.effect(0, 0, "test_tentacles", turns=(1, 99), checkups=True, attack_effect=False)
    s.active(1, CHARMANDER, energy=[R, R]).bench(1, SCORBUNNY)
    t = s.start().play(SWITCH).end_turn()
    assert t.can("retreat", 1)


# -- II-C-15 Can't use attacks --------------------------------------------------------------------


def snotted_up_table():
    s = Scenario().active(0, CUBCHOO, energy=[W]).active(1, SNOVER, energy=[W, W]).bench(1, KYOGRE, energy=[W])
    s.hand(1, [SWITCH, SWITCH])
    return attack_once(s, "Snotted Up")


def test_RC_081_snotted_up_the_defending_pokemon_cannot_attack():
    t = snotted_up_table()
    assert t.mon(1).name == "Snover" and not t.can("attack")


def test_RC_081_switching_removes_snotted_up():
    t = snotted_up_table()
    t.play(SWITCH)
    assert t.can("attack", "Riptide")
    t.play(SWITCH)                                                 # Snover is back, free of it
    assert t.mon(1).name == "Snover" and t.can("attack", "Beat")


def lucario_table():
    s = Scenario().active(0, MEGA_LUCARIO_EX, under=[RIOLU], energy=[F, F, F]).bench(0, SNOVER)
    s.active(1, PALAFIN_EX).hand(0, [SWITCH, SWITCH])
    t = attack_once(s, "Mega Brave")
    return t.end_turn()


def test_RC_082_mega_brave_locked_next_turn_other_attack_allowed():
    t = lucario_table()
    assert not t.can("attack", "Mega Brave") and t.can("attack", "Aura Jab")


def test_RC_082_mega_brave_lock_gone_after_going_to_the_bench_and_back():
    t = lucario_table()
    t.play(SWITCH).play(SWITCH)
    assert t.mon(0).name == "Mega Lucario ex" and t.can("attack", "Mega Brave")


# -- II-C-16 Prevent damage ----------------------------------------------------------------------


def iron_defense_then_big_bite(coin):
    """Shelmet's Shell Hit is not in our pool; 836 Bronzor's Iron Defense has the same text.
    Totodile's Big Bite (10 damage, can't retreat) answers it."""
    s = Scenario(turn=4, current=1).active(1, BRONZOR, energy=[W, W]).bench(1, SNOVER)
    s.active(0, TOTODILE, energy=[W])
    t = s.start().coins(coin).attack("Iron Defense")
    return t.attack("Big Bite")


def test_RC_083_iron_defense_heads_no_damage_but_effects_still_apply():
    t = iron_defense_then_big_bite("H")
    assert t.mon(1).damage == 0 and not t.can("retreat")


def test_RC_083_iron_defense_tails_no_protection():
    assert iron_defense_then_big_bite("T").mon(1).damage == 10


def test_RC_084_flash_ray_stops_basic_attackers_only():
    s = Scenario(turn=4, current=1).active(1, MEGA_MANECTRIC_EX, under=[ELECTRIKE], energy=[L, L])
    s.active(0, MEGA_LUCARIO_EX, under=[RIOLU], energy=[F])
    t = attack_once(s, "Flash Ray")
    t.attack("Aura Jab")                                           # Stage 1: 130 x2
    assert t.mon(1).damage == 260
    s2 = Scenario(turn=4, current=1).active(1, MEGA_MANECTRIC_EX, under=[ELECTRIKE], energy=[L, L])
    s2.active(0, ZEKROM_EX, energy=[W, W])
    t = attack_once(s2, "Flash Ray")
    t.attack("Slash")                                              # Basic: nothing
    assert t.mon(1).damage == 0


def test_RC_085_flower_curtain_protects_benched_pokemon_without_a_rule_box():
    s = Scenario().active(0, ELECTIVIRE_EX, energy=[L, L]).active(1, SHAYMIN).bench(1, SNOVER)
    s.bench(1, PALAFIN_EX)
    t = attack_once(s, "Dual Bolt").choose((1, 1))                 # Snover, then Palafin ex is forced
    assert t.mon(1, 1).damage == 0 and t.mon(1, 2).damage == 50
    t = attack_once(s, "Dual Bolt").choose((1, 0), (1, 1))
    assert t.mon(1).damage == 50 and t.mon(1, 1).damage == 0       # the Active is not protected


def test_RC_086_sonic_edge_ignores_prevent_damage():
    s = Scenario(turn=4, current=1).active(1, BRONZOR, energy=[W, W]).active(0, KELDEO_EX, energy=[W, W, W])
    t = s.start().coins("H").attack("Iron Defense")
    t.attack("Sonic Edge")
    assert BRONZOR in t.discard_ids(1)                             # 120 on 80 HP


# -- II-C-17 Not affected by effects of attacks --------------------------------------------------


def test_RC_087_unaware_damage_applies_effects_do_not():
    s = Scenario().active(0, ONIX, energy=[F, F]).active(1, SKELEDIRGE)
    t = attack_once(s, "Bind", "H")
    assert t.mon(1).damage == 30 and not t.mon(1).has_condition()


def test_RC_088_repelling_veil_covers_basic_team_rockets_pokemon_only():
    s = Scenario().active(0, ONIX, energy=[F, F]).active(1, TR_WOBBUFFET).bench(1, TR_ARTICUNO)
    assert attack_once(s, "Bind", "H").mon(1).rotation == 0         # Basic Team Rocket's: covered
    s = Scenario().active(0, ONIX, energy=[F, F]).active(1, SNOVER).bench(1, TR_ARTICUNO)
    assert attack_once(s, "Bind", "H").mon(1).rotation != 0         # not a Team Rocket's Pokémon
    s = Scenario().active(0, ONIX, energy=[F, F]).active(1, TR_CROBAT_EX).bench(1, TR_ARTICUNO)
    assert attack_once(s, "Bind", "H").mon(1).rotation != 0         # not a Basic Pokémon


def test_RC_088_effects_already_there_stay_when_articuno_comes_into_play():
    s = Scenario().active(0, SNOVER).active(1, TR_WOBBUFFET, energy=[P, P]).bench(1, KYOGRE)
    s.effect(1, 0, "cant_retreat", turns=(3, 4)).hand(1, [TR_ARTICUNO])
    t = s.start().end_turn()
    t.bench_card(TR_ARTICUNO)
    assert not t.can("retreat")


def unaware_vs(attacker, energy, attack, coins="", **kw):
    s = Scenario().active(0, attacker, energy=energy, **kw).active(1, SKELEDIRGE, energy=[R, R, R])
    s.bench(1, SNOVER)
    return attack_once(s, attack, coins)


def test_RC_089_unaware_blocks_a_special_condition():
    assert unaware_vs(ONIX, [F, F], "Bind", "H").mon(1).rotation == 0


def test_RC_089_unaware_blocks_charm():
    t = unaware_vs(BUNEARY, [W], "Charm")
    assert not t.state.effects


def test_RC_089_unaware_blocks_an_energy_discard():
    t = unaware_vs(CENTISKORCH, [R, R], "Coiling Crush", "HH")
    assert t.mon(1).damage == 50 and t.energy_ids(1) == [R, R, R]


def test_RC_089_unaware_blocks_damage_counters():
    t = unaware_vs(SINISTCHA, [G], "Cursed Drop").choose(4)
    assert t.mon(1).damage == 0


def test_RC_089_unaware_blocks_cant_attack():
    t = unaware_vs(CUBCHOO, [W], "Snotted Up")
    assert t.can("attack", "Torcherto")


def test_RC_089_unaware_blocks_cant_retreat():
    t = unaware_vs(BULBASAUR, [G], "Bind Down")
    assert t.can("retreat", 1)


def test_RC_089_unaware_blocks_a_switch():
    t = unaware_vs(BAYLEEF, [G, W], "Push Down", under=[CHIKORITA])
    assert t.mon(1).name == "Skeledirge" and t.mon(1).damage == 50


def unaware_switched_off_on_turn_4(s):
    """Skeledirge's Unaware is switched off during player 1's turn 4 only (Vaporeon's
    Torrent Awakening with Memory Capsule, not in our pool, as a "no Abilities" record)."""
    s.effect(0, 0, "no_abilities", turns=(4, 4), attack_effect=False)
    return s


def test_RC_090_immunity_gained_later_does_not_remove_an_attack_effect():
    s = Scenario(turn=4, current=1).active(0, SKELEDIRGE, energy=[R, R, R]).bench(0, SNOVER)
    s.active(1, BULBASAUR, energy=[G])
    t = attack_once(unaware_switched_off_on_turn_4(s), "Bind Down")
    assert t.state.current == 0 and not t.can("retreat")
    s2 = Scenario(turn=4, current=1).active(0, SKELEDIRGE, energy=[R, R, R]).bench(0, SNOVER)
    s2.active(1, BULBASAUR, energy=[G])
    assert attack_once(s2, "Bind Down").can("retreat", 1)


def test_RC_091_immunity_gained_later_does_not_cure_a_special_condition():
    """Galarian Weezing is not in our pool: 455 Team Rocket's Nidoking ex's Tainted Horn
    (Poisoned, 8 counters) hits while Unaware is switched off; Skeledirge wears Hero's Cape
    (+100 HP) to last two Checkups."""
    s = Scenario(turn=4, current=1).active(0, SKELEDIRGE, tools=[HEROS_CAPE]).bench(0, SNOVER)
    s.active(1, TR_NIDOKING_EX, energy=[D, D, D])
    t = attack_once(unaware_switched_off_on_turn_4(s), "Tainted Horn")
    assert t.mon(0).damage == 100 + 80 and t.mon(0).poison == 8
    t.end_turn()                                                   # Unaware works again
    assert t.mon(0).damage == 100 + 80 + 80 and t.mon(0).poison == 8


# -- II-C-18 "Use it as this attack" -------------------------------------------------------------


def test_RC_092_foul_play_does_the_copied_attack_without_its_cost_under_its_own_name():
    s = Scenario().active(0, ZOROARK, energy=[D, D, D]).active(1, KYOGRE)
    t = attack_once(s, "Foul Play").choose(1043)                   # Swirling Waves (W W C)
    assert t.mon(1).damage == 130                                  # Zoroark has no {W} at all
    assert t.discard_ids(0) == [D, D] and t.energy_ids(0) == [D]   # its effect: 2 Energy discarded
    assert t.state.last_attack[3] == "Foul Play"


def copy_anything(g, a):
    """What RC-093 says Ditto's Copy Anything does (test-only): choose an attack of any of
    the opponent's Pokémon in play; without the Energy for it, the attack does nothing."""
    by_id = {atk.id: atk for mon in a.opp.in_play() for atk in printed_attacks(mon)}
    choice = yield from ask(a.player, CHOOSE_ATTACK, tuple(by_id), "Choose an attack", a.attacker.cid)
    attack = by_id[choice]
    if not Q.can_pay(Q.attack_cost(g, a.attacker, attack), Q.attached_units(g, a.attacker)):
        a.fail()
        return
    yield from copy_attack_damage(g, a, attack)


def test_RC_093_copying_with_a_cost_check_in_the_text_fails_without_the_energy():
    """Ditto is not in our pool: Copy Anything is given to 615 Zoroark's Mind Jack ({D})."""
    with stand_in_attack(885, damage=copy_anything, effect=copy_attack_effect):
        s = Scenario().active(0, ZOROARK, energy=[D]).active(1, KYOGRE).bench(1, PIDOVE)
        t = attack_once(s, "Mind Jack").choose(1043)               # Swirling Waves: needs W W C
        assert t.mon(1).damage == 0 and t.state.current == 1
        t = attack_once(s, "Mind Jack").choose(787)                # Pidove's Stampede: C
        assert t.mon(1).damage == 10


def test_RC_094_foul_play_copying_mega_brave_is_allowed_again_next_turn():
    s = Scenario().active(0, ZOROARK, energy=[D, D, D]).active(1, MEGA_LUCARIO_EX, under=[RIOLU])
    s.bench(1, SNOVER)
    t = attack_once(s, "Foul Play").choose(983)                    # Mega Brave
    assert t.mon(1).damage == 270
    t.end_turn()
    assert t.can("attack", "Foul Play")
    t.attack("Foul Play").choose(983)
    assert MEGA_LUCARIO_EX in t.discard_ids(1)


def crimson_blaster(g, a):
    """What RC-095 says Armarouge's Crimson Blaster does (test-only): discard all {R}
    Energy from this Pokémon, and 180 damage to 1 of the opponent's Benched Pokémon.  It
    prints no damage for the Active Pokémon (Flame Legion, which lends its place, prints 40)."""
    a.damage = 0
    discard_all_energy(g, a.attacker, lambda e: provides_type(g, a.attacker, e, FIRE))
    yield from hit_chosen(g, a, 180, bench_only=True)


def test_RC_095_foul_play_copy_skips_the_discard_it_cannot_do():
    """Our Armarouge prints Flame Legion instead: Crimson Blaster is given to that attack."""
    with stand_in_attack(1672, damage=crimson_blaster):
        s = Scenario().active(0, ZOROARK, energy=[D, D, D]).bench(0, SNOVER)
        s.active(1, ARMAROUGE).bench(1, PALAFIN_EX)
        t = attack_once(s, "Foul Play")                            # one attack to copy: no question
        assert t.mon(1, 1).damage == 180 and t.mon(1).damage == 0
        assert t.energy_ids(0) == [D, D, D]


# -- II-C-19 "Can't play X from hand" --------------------------------------------------------


def test_RC_096_oceanic_gloom_locks_items_but_not_tools():
    s = Scenario().active(0, FRILLISH, energy=[P]).active(1, SNOVER).bench(1, KYOGRE)
    s.hand(1, [SWITCH, HEROS_CAPE])
    t = attack_once(s, "Oceanic Gloom")
    assert not t.can("play", SWITCH) and t.can("attach", HEROS_CAPE, 0)
    t.end_turn().end_turn()
    assert t.can("play", SWITCH)                                   # only that one turn


def test_RC_097_oceanic_curse_locks_items_and_tools_while_jellicent_ex_is_active():
    s = Scenario(turn=4, current=1).active(0, JELLICENT_EX, under=[FRILLISH]).bench(0, SNOVER)
    s.active(1, SNOVER).bench(1, KYOGRE).hand(1, [SWITCH, HEROS_CAPE, BOSS])
    t = s.start()
    assert not t.can("play", SWITCH) and not t.can("attach", HEROS_CAPE)
    t.play(BOSS)                                                   # a Supporter is still fine
    assert t.mon(0).name == "Snover" and t.can("play", SWITCH) and t.can("attach", HEROS_CAPE, 0)


def test_RC_098_a_player_lock_is_not_stopped_by_unaware():
    s = Scenario().active(0, FRILLISH, energy=[P]).active(1, SKELEDIRGE).bench(1, KYOGRE).hand(1, [SWITCH])
    t = attack_once(s, "Oceanic Gloom")
    assert not t.can("play", SWITCH)


# -- II-C-20 Look at X ------------------------------------------------------------------------


def test_RC_099_scout_reveals_the_opponents_hand_and_changes_nothing():
    s = Scenario().active(0, PIDOVE, energy=[W]).active(1, SNOVER).hand(1, [KYOGRE, SWITCH])
    t = attack_once(s, "Scout")
    assert sorted(c >> 7 for c in t.player(1).revealed) == sorted([KYOGRE, SWITCH])
    assert {KYOGRE, SWITCH} <= set(t.hand_ids(1))                  # still in the hand
    assert any("reveals their hand" in x and "Kyogre" in x for x in t.log)


def pokegear_table(deck):
    return Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [POKEGEAR]).deck(0, deck).start()


def test_RC_100_pokegear_sees_only_the_top_7_and_takes_a_supporter():
    t = pokegear_table([W, CARMINE, W, W, W, W, W, BOSS, W]).play(POKEGEAR)
    assert {o >> 7 for o in t.options if o != DONE} == {CARMINE} and DONE in t.options
    t.choose(CARMINE)
    assert t.hand_ids(0) == [CARMINE] and any("shuffles their deck" in x for x in t.log)


def test_RC_100_pokegear_shows_the_supporter_it_takes_to_the_opponent():
    """"Show it to your opponent": the opponent's log names the card and its move from the
    deck to the hand is public (the log said nothing, to either player, before)."""
    t = pokegear_table([W, CARMINE, W, W, W, W, W, BOSS, W]).play(POKEGEAR).choose(CARMINE)
    carmine = t.player(0).hand[0]
    assert any("Carmine" in line for line in t.game.log_for(1))
    assert any(e.kind == "move" and e.get("card") == carmine and e.get("dst") == "hand"
               for e in t.game.events_for(1))


def test_RC_100_pokegear_may_take_nothing_and_still_shuffles():
    t = pokegear_table([W, CARMINE, W]).play(POKEGEAR).choose(DONE)
    assert t.hand_ids(0) == [] and len(t.player(0).deck) == 3
    assert any("shuffles their deck" in x for x in t.log)
