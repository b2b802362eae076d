"""RULES.md III-14 … III-20 (Rule Box categories, older mechanics, the newest-text rule,
card-text conventions, the 003→001 section map, the register of conflicts and the things no
seed states), and II-D-01 R2 (the two kinds of failed attack).

Most of III-14/III-15 is about card kinds that are not in the official pool (GX, V, VMAX,
VSTAR, TAG TEAM, LV.X, BREAK, XY Mega Pokémon-EX, Prism Star, Team Plasma...).  The tests
here check what the engine decides about them with *stand-in* cards appended to the card
table for one test (fixture ``stand_in``): the Prize table, deck validation by name, play.
The same mechanics with the real cards of the older sets are in
``test_part3_older_mechanics.py`` and ``test_part3_older_cards.py``.

III-18 and III-19 are about the rule documents themselves; their tests check what the
project does about them: the engine's docstrings cite the 001 numbering, and every
conflict of the register maps to a ``Ruleset`` field or to a line of NOTES.md.
"""

import dataclasses
import importlib
import inspect
import re
from pathlib import Path

import pytest

from ptcg import Game
from ptcg.cards.db import CARD_LIST, CARDS, POOL_IDS, PRIZES_BY_RULE
from ptcg.decisions import DONE, GO_FIRST, MAIN, SETUP_ACTIVE, SETUP_BENCH
from ptcg.deck import Deck, deck_name, resolve_card, validate
from ptcg.effects.abilities import attacks_used_last_turn
from ptcg.rules import queries as Q
from ptcg.rules.attack import attack_options
from ptcg.rules.conditions import make_poisoned
from ptcg.rules.setup import restart_for_tiebreak
from ptcg.ruleset import CLASSIC, STANDARD, Ruleset
from ptcg.testing import Scenario, deck_list, stand_in_passive

ROOT = Path(__file__).resolve().parents[2]
RULES_MD = ROOT.parent / "shared" / "rules" / "RULES.md"

G, R, W, L, P, F, D = 1, 2, 3, 4, 5, 6, 7
LEGACY, PRISM, IGNITION = 12, 16, 17
SNOVER, KYOGRE, GROOKEY, CHARCADET, SNEASEL = 722, 721, 89, 319, 334
ABOMASNOW_EX, EEVEE, SYLVEON_EX, TIMBURR = 723, 317, 316, 113
RIOLU, MEGA_LUCARIO_EX, TOGEPI, TOGETIC = 677, 678, 959, 960
TOTODILE, CROCONAW, FERALIGATR, LATIAS_EX = 47, 48, 49, 184
ARCHEN, ZORUA, ZOROARK, TOXEL, DWEBBLE, OSHAWOTT, DEWOTT = 603, 614, 615, 833, 532, 574, 575
SOLROCK, SCORBUNNY = 676, 151
PLUME_FOSSIL, COVER_FOSSIL = 1138, 1136
POKEMON_CATCHER, SWITCH, POTION, ULTRA_BALL, POFFIN = 1124, 1123, 1117, 1121, 1086
CHEREN, CARMINE, TOOL_SCRAPPER, HEROS_CAPE, AIR_BALLOON, CORE_MEMORY = 1224, 1192, 1137, 1159, 1174, 1180


# -- helpers ---------------------------------------------------------------------------------------

def prizes_taken(t, player=0):
    return 6 - len(t.player(player).prizes)


def knock_out_with_beat(defender, **kw):
    """Player 0's Snover uses Beat (10) on ``defender``, which has 10 HP left; a Benched
    Snover stands by on player 1's side.  Returns the table after the attack."""
    hp = CARD_LIST[defender].hp
    s = Scenario().active(0, SNOVER, energy=[W]).active(1, defender, damage=hp - 10, **kw).bench(1, SNOVER)
    return s.start().attack("Beat")


# -- II-D-01 R2: failure imposed by the opponent vs failure written in the attack ----------------

@pytest.mark.parametrize("imposed_used, self_used", [(False, True), (True, True), (False, False), (True, False)])
def test_II_D_01_R2_opponent_imposed_and_self_written_failures_are_counted_apart(imposed_used, self_used):
    """(a) Sylveon ex's Angelite, stopped by a "may fail" effect of the opponent (the record
    Sand Attack leaves) or by Confusion, is *not used* by default (001/003), so Angelite
    (not usable after your Angelite of last turn) is offered again two turns later;
    ``Ruleset.failed_attack_used`` gives the 000 reading.  (b) Timburr's Best Punch failing
    on its own coin is *used* by default (001/000); ``self_failed_attack_used=False`` gives
    003's.  Either way the turn ends.  The two switches are independent."""
    rules = STANDARD.with_(failed_attack_used=imposed_used, self_failed_attack_used=self_used)
    for how in ("opponent effect", "confusion"):
        s = Scenario(turn=4, current=1, rules=rules).active(0, SNOVER).bench(0, SNOVER).bench(0, SNOVER)
        s.active(1, SYLVEON_EX, under=[EEVEE], energy=[W, L, P],
                 conditions=["confused"] if how == "confusion" else [])
        if how == "opponent effect":
            s.effect(1, 0, "attack_may_fail")
        t = s.start()
        t.coins("T").attack("Angelite")
        assert t.state.current == 0 and len(t.player(0).bench) == 2          # turn over, no effect
        t.end_turn()
        assert t.state.turn == 6 and t.can("attack", "Angelite") is not imposed_used, how
    t = Scenario(rules=rules).active(0, TIMBURR, energy=[F]).active(1, KYOGRE).start()
    t.coins("T").attack("Best Punch")
    assert t.mon(1).damage == 0 and t.state.current == 1
    t.end_turn()
    assert [name for _uid, _cid, name in attacks_used_last_turn(t.state, 0)] == (["Best Punch"] if self_used else [])


# -- III-14 Rule Box categories and Prize counts ----------------------------------------------------

CATEGORIES = [   # (stand-in name, rule kind in the card facts, Prizes the opponent takes)
    ("Snorunt", None, 1),
    ("Glalie ex", "ex", 2),
    ("Mega Glalie ex", "mega_ex", 3),
    ("Glalie-EX", "EX", 2),
    ("M Glalie-EX", "EX", 2),
    ("Glalie-GX", "gx", 2),
    ("Glalie & Froslass-GX", "tag_team", 3),
    ("Glalie V", "v", 2),
    ("Glalie VMAX", "vmax", 3),
    ("Glalie VSTAR", "vstar", 2),
    ("Glalie V-UNION", "v_union", 3),
    ("Radiant Glalie", "radiant", 1),
    ("Glalie \u25c7", None, 1),
    ("Glalie LV.X", None, 1),
]


@pytest.mark.parametrize("name, rule, prizes", CATEGORIES, ids=[c[0] for c in CATEGORIES])
def test_III_14_prize_count_comes_from_the_rule_category_of_the_card(stand_in, name, rule, prizes):
    """The table of III-14, played out: a stand-in of each category is Knocked Out by an
    attack and the opponent takes its Prize count, read from the card's rule kind
    (``PRIZES_BY_RULE``).  Ruling for the rows the seeds leave open: Radiant, Prism Star and
    LV.X Pokémon have no Prize rule, so they give 1."""
    mon = stand_in(name, rule=rule)
    t = knock_out_with_beat(mon)
    assert mon in t.discard_ids(1) and prizes_taken(t) == prizes == PRIZES_BY_RULE[rule]


def test_III_14_prizes_are_keyed_on_the_rule_not_on_the_word_mega(stand_in):
    """CONFLICT/NOTE of III-14: an XY "M Pokémon-EX" (EX rule) gives 2, a 2025 Mega
    Evolution Pokémon ex gives 3 (pool: Mega Abomasnow ex), and "Mega" in a name with no
    rule gives 1."""
    m_ex = stand_in("M Abomasnow-EX", rule="EX", stage=1, evolves_from="Abomasnow-EX")
    plain = stand_in("Mega Snorunt")
    t = knock_out_with_beat(ABOMASNOW_EX, under=[SNOVER])
    assert prizes_taken(t) == 3
    assert prizes_taken(knock_out_with_beat(m_ex)) == 2
    assert prizes_taken(knock_out_with_beat(plain)) == 1


def test_III_14_tera_pokemon_exist_only_as_pokemon_ex():
    tera = [c for c in CARDS.values() if c.is_tera]
    assert tera and all(c.rule == "ex" and c.has_rule_box for c in tera)


def test_III_14_R1_legacy_energy_once_per_game_for_each_player_separately():
    """The once-per-game record is kept per player (``PlayerState.once_per_game``): player
    1's Legacy Energy being spent does not spend player 0's, and once spent it stays spent
    for the rest of the game (and in copies of the state, which search uses).  GX attacks
    and VSTAR Powers are not in our pool; this is the same per-player reading U19 takes."""
    s = Scenario().active(0, CHARCADET, energy=[R, LEGACY], damage=60).bench(0, SNEASEL, energy=[D])
    s.active(1, GROOKEY, energy=[LEGACY, G], damage=50).bench(1, GROOKEY, energy=[LEGACY], damage=50)
    s.bench(1, SNEASEL)
    t = s.start()
    t.attack("Will-O-Wisp")                                  # 40 to the {G} Grookey: KO
    assert prizes_taken(t, 0) == 0                           # 1 - 1 (player 1's Legacy Energy)
    t.choose(1)                                              # the other Grookey, Legacy attached
    copy = t.state.copy()
    assert copy.players[1].once_per_game == t.player(1).once_per_game != []
    assert copy.players[1].once_per_game is not t.player(1).once_per_game
    assert t.player(0).once_per_game == []
    t.attack("Smash Kick")                                   # Legacy pays {G}: 10 KOs Charcadet
    assert prizes_taken(t, 1) == 0                           # player 0's own Legacy: 1 - 1
    assert t.mon(0).name == "Sneasel"                        # the only one: no question
    t.attack("Claw Slash")                                   # 20 KOs the second Grookey
    assert prizes_taken(t, 0) == 1                           # player 1's was spent: full count


def test_III_14_R1_legacy_energy_is_spent_only_when_it_lowers_a_prize_count():
    """A Knock Out by Poison (not by an opponent's attack) takes the full Prize and does not
    spend the once-per-game effect; a new game (Sudden Death) starts with it unspent."""
    s = Scenario().active(0, SNOVER, energy=[W]).active(1, GROOKEY, energy=[LEGACY], damage=60)
    s.bench(1, GROOKEY, energy=[LEGACY], damage=60)
    t = s.start()
    make_poisoned(t.state, t.mon(1))
    t.end_turn()                                             # Checkup: 70, Knocked Out
    assert prizes_taken(t, 0) == 1 and t.player(1).once_per_game == []
    assert t.mon(1).energy and t.state.current == 1          # the other Grookey came up
    t.end_turn()
    t.attack("Beat")
    assert prizes_taken(t, 0) == 1                           # 1 + (1 - 1)
    assert t.player(1).once_per_game != []
    restart_for_tiebreak(t.state, "sudden_death")
    assert t.player(1).once_per_game == []


def test_III_14_R2_prize_modifiers_change_the_count_of_the_knocked_out_pokemon():
    """Legacy Energy's -1 applies to the Pokémon it is attached to, on top of its rule's count
    (Mega Evolution Pokémon ex: 3 - 1), never below 0, and not to another Pokémon."""
    t = knock_out_with_beat(ABOMASNOW_EX, under=[SNOVER], energy=[LEGACY])
    assert prizes_taken(t) == 2
    t = knock_out_with_beat(GROOKEY, energy=[LEGACY])
    assert prizes_taken(t) == 0 and len(t.player(0).hand) == 0
    s = Scenario().active(0, SNOVER, energy=[W]).active(1, GROOKEY, damage=60).bench(1, SNOVER, energy=[LEGACY])
    t = s.start().attack("Beat")
    assert prizes_taken(t) == 1 and t.player(1).once_per_game == []


# -- III-15 Older mechanics ------------------------------------------------------------------------

def feraligatr_table(conditions):
    s = Scenario().active(0, FERALIGATR, under=[TOTODILE, CROCONAW], conditions=conditions)
    s.bench(0, LATIAS_EX).active(1, SNOVER)
    return s.start()


@pytest.mark.parametrize("condition", ["asleep", "paralyzed", "confused"])
def test_III_15_R1_poke_power_is_a_declared_ability_poke_body_an_automatic_one(condition):
    """Mapping of III-15 R1: a Poké-Power is played as a declared Ability (an action, here
    Feraligatr's Torrential Heart), a Poké-Body as an automatic one (Latias ex's Skyliner:
    no action, its Basic Pokémon have no Retreat Cost).  Ruling on the UNSURE point: no
    seed forbids declared Abilities under a Special Condition, so Feraligatr may still use
    its Ability while Asleep, Paralyzed or Confused."""
    t = feraligatr_table([condition])
    assert [o for o in t.options if o[0] == "ability"] == [("ability", 0, 0)]
    assert Q.retreat_cost(t.state, t.mon(0, 1)) == 0
    t.ability(0, 0)
    assert t.mon(0).damage == 50 and t.decision.kind == MAIN


def test_III_15_R2_lv_x_shares_its_name_and_a_card_of_no_known_stage_stays_in_hand(stand_in):
    """A LV.X card counts under the name of its base card for the copy limit; a card of no
    stage the engine knows (a stand-in: Stage 2 naming no Pokémon) gives no legal action,
    so it can't be played as a Basic or an evolution by mistake.  Real LV.X cards level up
    the Active Pokémon: tests/rules/test_part3_older_mechanics.py."""
    gengar = 1059
    lvx = stand_in("Gengar LV.X", stage=2, evolves_from=None, type=P)
    assert deck_name("Gengar LV.X") == "Gengar"
    assert validate(deck_list((1, SNOVER), (3, gengar), (1, lvx))) == []
    assert validate(deck_list((1, SNOVER), (4, gengar), (1, lvx))) == ["5 cards named 'Gengar'; at most 4 allowed"]
    t = Scenario().active(0, gengar).bench(0, gengar).active(1, SNOVER).hand(0, [lvx]).start()
    card = t.player(0).hand[0]
    assert t.options and not any(card in o for o in t.options)


def test_III_15_R3_break_is_part_of_the_name(stand_in):
    """BREAK cards are not in our pool; "BREAK" stays part of the name (002 §1.1), so four
    Greninja and four Greninja BREAK are legal together."""
    frogadier = stand_in("Greninja", stage=0)
    breaks = stand_in("Greninja BREAK", stage=2, evolves_from="Greninja")
    assert deck_name("Greninja BREAK") == "Greninja BREAK"
    assert validate(deck_list((4, frogadier), (4, breaks))) == []
    assert validate(deck_list((4, frogadier), (5, breaks))) == ["5 cards named 'Greninja BREAK'; at most 4 allowed"]


def test_III_15_R4_xy_mega_evolution_from_a_pokemon_ex_on_the_bench(stand_in):
    """XY Mega Evolution, with stand-ins: "M Manectric-EX" evolves from "Manectric-EX" (not
    from a Pokémon named Manectric), may do so on the Bench, keeps the EX rule (2 Prizes).
    The stand-ins print no Mega Evolution rule, so the turn goes on; the real cards' rule
    (the turn ends) is tested in tests/rules/test_part3_older_mechanics.py."""
    ex = stand_in("Manectric-EX", rule="EX", type=L, hp=180)
    mega = stand_in("M Manectric-EX", rule="EX", type=L, hp=210, stage=1, evolves_from="Manectric-EX")
    manectric = stand_in("Manectric", type=L)
    s = Scenario().active(0, SNOVER, energy=[W]).bench(0, ex).bench(0, manectric).active(1, SNOVER)
    t = s.hand(0, [mega]).start()
    assert t.can("evolve", mega, 1) and not t.can("evolve", mega, 2)
    t.evolve(mega, 1)
    assert t.mon(0, 1).name == "M Manectric-EX" and t.decision.kind == MAIN and t.can("attack", "Beat")
    assert CARDS[mega].prizes == 2
    assert prizes_taken(knock_out_with_beat(mega)) == 2


def test_III_15_R5_restored_pokemon_never_start_in_play_and_are_not_benched_from_hand():
    """Our pool prints the BW Restored Pokémon as Stage 1 Pokémon that evolve from an
    "Antique" fossil Item (Archen from Antique Plume Fossil): not Basic, so never a setup
    choice and never benched from hand; it comes into play on top of its fossil."""
    cards = deck_list((4, ARCHEN), (4, PLUME_FOSSIL))
    assert validate([ARCHEN] * 4 + [W] * 56) == ["the deck has no Basic Pokémon"]
    held = 0
    for seed in range(1, 11):
        game = Game(cards, cards, seed=seed, allow_unimplemented=True)
        while game.state.phase == "setup":
            d = game.decision
            if d.kind in (SETUP_ACTIVE, SETUP_BENCH):
                assert {o >> 7 for o in d.options if o != DONE} == {PLUME_FOSSIL}
            game.apply("first" if d.kind == GO_FIRST else d.options[0])
        for p in game.state.players:
            assert {m.cid for m in p.in_play()} == {PLUME_FOSSIL}
            held += ARCHEN in [c >> 7 for c in p.hand]
    assert held                                              # some opening hands held an Archen
    t = Scenario().active(0, PLUME_FOSSIL).active(1, SNOVER).hand(0, [ARCHEN]).start()
    assert not t.can("bench", ARCHEN) and t.can("evolve", ARCHEN, 0)
    t.evolve(ARCHEN, 0)
    assert [c >> 7 for c in t.mon(0).cards] == [PLUME_FOSSIL, ARCHEN]


def test_III_15_R6_a_fossil_item_plays_as_a_basic_but_is_no_pokemon_for_searches():
    """Antique Cover Fossil (60 HP): benched from hand as a Basic Pokémon (a "bench" action,
    not a "play"); in the deck it is an Item, so Buddy-Buddy Poffin (Basic Pokémon with
    70 HP or less) does not find it; in play it has no Retreat Cost yet can't retreat."""
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [COVER_FOSSIL, POFFIN])
    t = s.deck(0, [COVER_FOSSIL, SCORBUNNY, W]).start()
    assert t.can("bench", COVER_FOSSIL) and not t.can("play", COVER_FOSSIL)
    t.play(POFFIN)
    assert t.card_options() == {SCORBUNNY}
    s = Scenario().active(0, COVER_FOSSIL, energy=[W, W]).bench(0, SNOVER).active(1, SNOVER)
    t = s.start()
    assert Q.retreat_cost(t.state, t.mon(0)) == 0 and not t.can("retreat", 1)


def test_III_15_R7_technical_machine_attack_is_usable_but_not_one_the_pokemon_has():
    """Core Memory (1180) is our pool's Technical Machine: a Pokémon Tool.  For this test it
    grants its holder a vanilla attack (Togepi's Pound, cost {C}{C}) through the engine's
    ``granted_attacks`` query: usable only with the Energy, the Tool stays attached after
    the attack, and Foul Play (which copies attacks the Defending Pokémon has) offers only
    the printed ones."""
    assert CARDS[CORE_MEMORY].kind == "tool" and "technical_machine" in CARDS[CORE_MEMORY].tags
    take_down = CARDS[TOGEPI].attacks[0]

    def machine(g, holder, inst, mon):
        return (take_down,) if mon is holder else ()
    with stand_in_passive(CORE_MEMORY, "granted_attacks", machine):
        s = Scenario().active(0, SNOVER, tools=[CORE_MEMORY], energy=[W]).active(1, KYOGRE)
        assert not s.start().can("attack", take_down.name)
        s.active(0, SNOVER, tools=[CORE_MEMORY], energy=[W, W])
        t = s.start()
        assert take_down not in CARDS[SNOVER].attacks and take_down in attack_options(t.state, t.mon(0))
        t.attack(take_down.name)
        assert t.mon(1).damage > 0 and [c >> 7 for c in t.mon(0).tools] == [CORE_MEMORY]
        s = Scenario().active(0, ZOROARK, under=[ZORUA], energy=[D, W, W])
        t = s.active(1, SNOVER, tools=[CORE_MEMORY], energy=[W, W]).start()
        t.attack("Foul Play")
        assert sorted(t.options) == sorted(a.id for a in CARDS[SNOVER].attacks)


def test_III_15_R8_prism_star_one_copy_per_name_and_prism_energy_is_not_one(stand_in):
    """One copy per ◇ name, different names combine; Prism Energy (a pool card without the ◇
    mark) keeps the ordinary 4-copy limit.  The Lost Zone rule of real Prism Star cards:
    tests/rules/test_part3_older_mechanics.py."""
    lunala = stand_in("Lunala \u25c7", type=P)
    solgaleo = stand_in("Solgaleo \u25c7", type=8)
    assert validate(deck_list((1, lunala), (1, solgaleo))) == []
    assert validate(deck_list((1, solgaleo), (2, lunala))) == [
        "2 cards named 'Lunala \u25c7'; at most 1 Prism Star card of a name allowed"]
    assert validate(deck_list((1, SNOVER), (4, PRISM))) == []


def test_III_15_R9_team_plasma_trainers_share_the_name_limit(stand_in):
    """Team Plasma is a mark (a tag), not part of the name: a stand-in Team Plasma "Switch"
    counts with the pool's Switch; it is still an Item."""
    plasma_switch = stand_in("Switch", kind="item", stage=-1, hp=0, attacks=[], tags=["team_plasma"],
                             key=CARDS[SWITCH].key)
    assert "team_plasma" in CARDS[plasma_switch].tags and CARDS[plasma_switch].kind == "item"
    assert validate(deck_list((1, SNOVER), (3, SWITCH), (1, plasma_switch))) == []
    assert validate(deck_list((1, SNOVER), (4, SWITCH), (1, plasma_switch))) == [
        "5 cards named 'Switch'; at most 4 allowed"]


def test_III_15_R10_ace_spec_cards_are_played_like_others_of_their_kind():
    """Hero's Cape (ACE SPEC Tool) obeys the one-Tool rule; Legacy Energy (ACE SPEC Special
    Energy) is the turn's one Energy attachment from hand."""
    assert CARDS[HEROS_CAPE].ace_spec and CARDS[LEGACY].ace_spec
    s = Scenario().active(0, SNOVER, tools=[AIR_BALLOON]).bench(0, SNOVER).active(1, SNOVER)
    t = s.hand(0, [HEROS_CAPE, LEGACY, W]).start()
    assert not t.can("attach", HEROS_CAPE, 0) and t.can("attach", HEROS_CAPE, 1)
    t.attach(HEROS_CAPE, 1)
    assert Q.max_hp(t.state, t.mon(0, 1)) == CARDS[SNOVER].hp + 100
    t.attach(LEGACY, 0)
    assert not t.can("attach", W)


def test_III_15_R11_baby_pokemon_follow_the_rules_of_basic_pokemon():
    """No rules are given for Baby Pokémon.  Togepi (a Baby Pokémon of the games) is an
    ordinary Basic: benched from hand, evolves into Togetic, attacks, gives 1 Prize."""
    s = Scenario().active(0, TOGEPI, energy=[W, W]).active(1, SNOVER, damage=70).bench(1, SNOVER)
    t = s.hand(0, [TOGEPI, TOGETIC]).start()
    assert t.can("bench", TOGEPI) and t.can("evolve", TOGETIC, 0)
    t.bench_card(TOGEPI)
    assert not t.can("evolve", TOGETIC, 1)                  # came into play this turn
    t.attack("Pound")
    assert prizes_taken(t) == 1
    assert prizes_taken(knock_out_with_beat(TOGEPI)) == 1


# -- III-16 Errata and the newest-text rule --------------------------------------------------------

def test_III_16_R1_one_text_per_trainer_or_energy_name_older_printings_resolve_to_it():
    """Every Trainer and Energy name of our pool has one card (so one text); a deck list
    naming an older printing by a set code outside the pool gets the pool's card."""
    names = {}
    for c in CARDS.values():
        if not c.is_pokemon and c.id in POOL_IDS:
            names.setdefault(c.name, set()).add(c.key)
    assert names and all(len(keys) == 1 for keys in names.values())
    assert resolve_card("Switch SUM 132") == resolve_card("Switch") == SWITCH
    parsed = Deck.parse("Trainer: 4\n4 Switch SUM 132\nEnergy: 56\n56 Basic {W} Energy\n")
    assert parsed.cards == tuple([SWITCH] * 4 + [W] * 56)


@pytest.mark.parametrize("coin", ["H", "T"])
def test_III_16_R2_pokemon_catcher_plays_with_the_newest_text(coin):
    """An Emerging Powers Pokémon Catcher (no flip in its text) named in a deck list is our
    pool's Pokémon Catcher: the coin is always flipped (no question), heads brings up the
    Benched Pokémon, tails does nothing; the card is discarded either way."""
    catcher = resolve_card("Pokémon Catcher EPO 95")
    assert catcher == POKEMON_CATCHER
    s = Scenario().active(0, SNOVER).active(1, SNOVER).bench(1, KYOGRE).hand(0, [catcher])
    t = s.start().coins(coin).play(catcher)
    assert t.state.forced_coins == [] and t.decision.kind == MAIN
    assert t.mon(1).name == ("Kyogre" if coin == "H" else "Snover")
    assert t.discard_ids(0) == [POKEMON_CATCHER]


def test_III_16_R3_event_rules_are_agreed_before_the_game_and_kept_in_its_record():
    """Battle rules of an event are a ``Ruleset`` given when the game is made: the game
    plays by it, its record carries it, a replay uses it, and a rule the engine does not
    know is refused rather than ignored."""
    event = Ruleset(first_turn_supporter=True, burn="classic")
    cards = deck_list((4, GROOKEY))
    game = Game(cards, cards, seed=5, rules=event)
    assert game.state.rules is event
    record = game.record()
    assert record["rules"]["first_turn_supporter"] is True and record["rules"]["burn"] == "classic"
    assert Game.from_record(record).state.rules == event
    with pytest.raises(ValueError):
        Ruleset.from_dict(dict(record["rules"], no_bench_limit=True))


def test_III_16_R4_house_rules_never_change_the_default_rules():
    """Players may agree to other rules (any ``Ruleset``); the default game stays the 001
    one: ``STANDARD`` is ``Ruleset()``, is frozen, and is what games and scenarios use
    unless told otherwise."""
    assert STANDARD == Ruleset() and CLASSIC != STANDARD
    house = STANDARD.with_(first_turn_attack=True, bench_size=8)
    assert house.bench_size == 8 and STANDARD.bench_size == 5 and not STANDARD.first_turn_attack
    with pytest.raises(dataclasses.FrozenInstanceError):
        STANDARD.bench_size = 8
    assert Scenario().rules is STANDARD
    assert inspect.signature(Game).parameters["rules"].default is STANDARD


# -- III-17 card-text conventions --------------------------------------------------------------------

def test_III_17_heal_removes_counters_from_one_of_your_pokemon_active_or_benched():
    s = Scenario().active(0, SNOVER, damage=20).bench(0, KYOGRE, damage=50).active(1, SNOVER).hand(0, [POTION])
    t = s.start().play(POTION)
    assert set(t.options) == {(0, 0), (0, 1)}
    t.choose((0, 1))
    assert t.mon(0, 1).damage == 20 and t.mon(0).damage == 20


def test_III_17_switch_chooses_the_benched_pokemon_the_old_active_goes_to_the_bench():
    s = Scenario().active(0, SNOVER).bench(0, KYOGRE).bench(0, SCORBUNNY).active(1, SNOVER).hand(0, [SWITCH])
    t = s.start()
    old = t.mon(0)
    t.play(SWITCH)
    assert set(t.options) == {(0, 1), (0, 2)}
    t.choose((0, 2))
    assert t.mon(0).name == "Scorbunny" and old in t.player(0).bench


def test_III_17_discard_chooses_the_stated_number_of_cards():
    """Ultra Ball: the player chooses exactly 2 other cards of the hand to discard."""
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [ULTRA_BALL, W, G, R]).deck(0, [KYOGRE, W])
    t = s.start().play(ULTRA_BALL)
    assert t.card_options() == {G, R} and DONE not in t.options    # picks in ascending order
    t.choose(G)
    assert t.card_options() == {R, W} and DONE not in t.options    # exactly 2: no "done"
    t.choose(R, KYOGRE)
    assert t.discard_ids(0) == sorted([ULTRA_BALL, G, R]) and t.hand_ids(0) == sorted([W, KYOGRE])


def test_III_17_search_onto_a_full_bench_does_nothing_and_does_not_look_at_the_deck():
    """Toxel's Call for Family with 5 Benched Pokémon: no search, no shuffle."""
    s = Scenario().active(0, TOXEL, energy=[D]).active(1, SNOVER).deck(0, [TOGEPI, W, W])
    for _ in range(5):
        s.bench(0, SCORBUNNY)
    t = s.start()
    rng = t.state.rng_n
    t.attack("Call for Family")
    assert t.state.current == 1 and t.state.rng_n == rng
    assert not any("shuffles" in line for line in t.log)


def test_III_17_draw_n_from_a_shorter_deck_draws_all_of_it():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [CHEREN]).deck(0, [KYOGRE, W])
    t = s.start().play(CHEREN)
    assert t.hand_ids(0) == sorted([KYOGRE, W]) and t.player(0).deck == [] and not t.game.is_over()


def test_III_17_then_shuffle_happens_even_when_nothing_was_taken():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).hand(0, [POFFIN]).deck(0, [SCORBUNNY, W, W])
    t = s.start().play(POFFIN)
    rng = t.state.rng_n
    t.choose(DONE)
    assert t.player(0).bench == [] and t.state.rng_n != rng


def test_III_17_cant_retreat_is_a_lasting_effect_that_ends_on_the_bench():
    s = Scenario().active(0, SNOVER).bench(0, KYOGRE).active(1, SNOVER).hand(0, [SWITCH])
    t = s.effect(0, 0, "cant_retreat").start()
    snover = t.mon(0)
    assert not t.can("retreat", 1)
    t.play(SWITCH)
    assert t.mon(0, 1) is snover and not any(e.target == snover.uid for e in t.state.effects)


def test_III_17_an_attack_that_does_nothing_still_counts_as_used_and_ends_the_turn():
    """Solrock's Cosmic Beam without Lunatone on the Bench."""
    t = Scenario().active(0, SOLROCK, energy=[F]).active(1, SNOVER).start()
    t.attack("Cosmic Beam")
    assert t.mon(1).damage == 0 and t.state.current == 1 and t.state.last_attack[3] == "Cosmic Beam"


def test_III_17_damage_times_damage_counters_counts_10_damage_counters():
    """Dwebble's Flail: 10 for each damage counter on it (3 counters: 30)."""
    t = Scenario().active(0, DWEBBLE, energy=[W], damage=30).active(1, KYOGRE).start()
    t.attack("Flail")
    assert t.mon(1).damage == 30


def test_III_17_damage_times_energy_attached_counts_energy_units_not_cards():
    """Dewott's Energized Shell: 30 for each Energy; Ignition Energy on an Evolution Pokémon
    provides 3 units, so {W} + Ignition is 4 Energy: 120 (not 2 x 30)."""
    s = Scenario().active(0, DEWOTT, under=[OSHAWOTT], energy=[W, IGNITION]).active(1, KYOGRE)
    t = s.start().attack("Energized Shell")
    assert t.mon(1).damage == 120


# -- III-18 Section-number map 003 -> 001 ------------------------------------------------------------

SECTION_ID = re.compile(r"(?<![\w-])(III-\d{2}|II-[A-E]-\d{2}|I-[A-H](?:-\d{2})?)(?![\w])")

# (module, words of the line, section ID in 001's numbering, the 003 number of the same topic)
RENUMBERED = [
    ("ptcg.rules.trainers", "Supporters (", "I-B-03", "I-B-02"),
    ("ptcg.rules.trainers", "Stadiums (", "I-B-04", "I-B-03"),
    ("ptcg.rules.attack", "Bench attacks", "II-E-28", "II-E-27"),
    ("ptcg.rules.turn", "End of turn", "II-E-21", "II-E-20"),
    ("ptcg.effects.durations", "UNTIL_YOUR_TURN_END", "II-E-22", "II-E-21"),
    ("ptcg.effects.durations", "UNTIL_OPPONENT_TURN_END", "II-E-23", "II-E-22"),
    ("ptcg.effects.abilities", "played a Supporter from hand", "II-E-26", "II-E-25"),
    ("ptcg.rules.ability", "from the hand or discard pile work", "II-E-18", "II-E-17"),
    ("ptcg.rules.queries", "``burn_more``", "II-E-17", "II-E-28"),
]


@pytest.mark.parametrize("module, words, new, old", RENUMBERED, ids=[f"{r[2]}" for r in RENUMBERED])
def test_III_18_engine_cites_the_001_numbering_for_renumbered_sections(module, words, new, old):
    """The rows of the III-18 map whose numbers differ: where the engine's source speaks of
    that topic, the section it cites for it (the first after the words, else the last before
    them) is the 001 number, not 003's."""
    mod = importlib.import_module(module)
    # a module of the compiled build (PTCG_COMPILE, see setup.py) has its source beside it
    source = Path(mod.__file__).with_name(module.rsplit(".", 1)[-1] + ".py").read_text(encoding="utf-8")
    cited = set()
    for line in source.splitlines():
        if words in line:
            i = line.index(words)
            ids = SECTION_ID.findall(line[i:])[:1] or SECTION_ID.findall(line[:i])[-1:]
            cited.update(ids)
    assert cited == {new} != {old}, f"{module}: {words!r} cites {sorted(cited)}"


def test_III_18_every_section_cited_in_the_engine_exists_in_rules_md():
    if not RULES_MD.exists():
        pytest.skip("../shared/rules/RULES.md is not available")
    sections = set(re.findall(r"^#{2,3} ((?:I|II|III)-[A-Z0-9-]*[A-Z0-9])", RULES_MD.read_text(encoding="utf-8"), re.M))
    unknown = set()
    for path in (ROOT / "src" / "ptcg").rglob("*.py"):
        for m in SECTION_ID.finditer(path.read_text(encoding="utf-8")):
            if m.group(1) not in sections:
                unknown.add(f"{m.group(1)} ({path.name})")
    assert "I-B-04" in sections and not unknown, sorted(unknown)


# -- III-19 Register of conflicts --------------------------------------------------------------------

# conflict number -> (Ruleset field or None, its default, other values, where NOTES.md records it)
CONFLICTS = {
    1: ("first_player", "coin", ["player0"], "| 1 |"),
    2: ("mulligan_bonus", "declare", ["all", "none", "one_each"], "| 2 |"),
    3: ("attack_fail_order", "effect_first", ["confusion_first"], "| 3 |"),
    4: ("failed_attack_used", False, [True], "| 4 |"),
    5: ("self_failed_attack_used", True, [False], "| 5 |"),
    6: ("checkup_order_by", "next_player", ["owner"], "| 6 |"),
    7: (None, None, [], "| 6 |"),                    # KO effects: the same ordering row
    8: (None, None, [], "| 6 |"),                    # "when attached" effects
    9: (None, None, [], "| 6 |"),                    # end-of-turn effects
    10: ("draw_resolution", "draw", ["tiebreak", "sudden_death"], "| 10 |"),
    11: (None, None, [], "| 11 |"),
    12: ("burn", "modern", ["classic"], "| 12 |"),
    13: ("fairy", False, [True], "| 13 |"),
    14: (None, None, [], "| 14 |"),
    15: (None, None, [], "**Paralysis**"),
    16: ("retreat", "modern", ["classic"], "| 16 |"),
    17: ("tool_is_item", False, [True], "| 17 |"),
    18: ("trainers_per_turn", "one_supporter_one_stadium", ["one_supporter", "any"], "| 18 |"),
}


def test_III_19_every_conflict_maps_to_a_ruleset_field_or_a_line_of_notes():
    """Each conflict of the register is either an option of ``Ruleset`` (the default and the
    other readings exist and are accepted) or a ruling written in NOTES.md."""
    notes = (ROOT / "NOTES.md").read_text(encoding="utf-8")
    fields = {f.name for f in dataclasses.fields(Ruleset)}
    for n, (field, default, others, where) in CONFLICTS.items():
        if where is not None:
            assert any(ln.startswith(where) or where in ln for ln in notes.splitlines()), n
        if field is not None:
            assert field in fields and getattr(Ruleset(), field) == default, n
            for value in others:
                assert getattr(Ruleset(**{field: value}), field) == value
    if RULES_MD.exists():
        text = RULES_MD.read_text(encoding="utf-8")
        register = text[text.index("## III-19"):text.index("## III-20")]
        numbers = [int(m) for m in re.findall(r"^(\d+)\. \*\*", register, re.M)]
        assert numbers == sorted(CONFLICTS)


def test_III_19_conflict_16_by_default_one_retreat_paid_with_attached_energy():
    """The default (001): one Retreat per turn, paid with attached Energy only; an Energy
    card in the hand does not pay it."""
    assert STANDARD.retreat == "modern"
    s = Scenario().active(0, SCORBUNNY).bench(0, KYOGRE, energy=[W, W, W]).active(1, SNOVER).hand(0, [W])
    t = s.start()
    assert not t.can("retreat")                               # cost {C}: the hand can't pay
    t.attach(W, 0).retreat(1)
    assert t.mon(0).name == "Kyogre" and t.discard_ids(0) == [W] and not t.can("retreat")


def test_III_19_conflict_16_older_play_retreats_again_and_pays_from_the_hand():
    """002's older works (``retreat="classic"``): the Retreat cost may be paid with Energy
    cards from the hand, and a player may retreat again in the same turn."""
    rules = STANDARD.with_(retreat="classic")
    s = Scenario(rules=rules).active(0, SCORBUNNY).bench(0, KYOGRE, energy=[W, W, W]).active(1, SNOVER)
    t = s.hand(0, [W, R]).start()
    assert t.can("retreat", 1)                                # {C} paid from the hand
    t.retreat(1)
    t.choose(t.player(0).hand[0])                             # the Basic {W} Energy of the hand
    assert t.mon(0).name == "Kyogre" and t.discard_ids(0) == [W] and t.hand_ids(0) == [R]
    assert t.can("retreat", 1)                                # Kyogre's {C}{C}{C}: 3 attached
    t.retreat(1)
    while t.decision.kind != MAIN:
        t.choose(t.decision.options[0])
    kept = 3 + 1 - CARDS[KYOGRE].retreat                     # 3 attached and the {R} of the hand
    assert t.mon(0).name == "Scorbunny" and t.decision.kind == MAIN
    assert len(t.mon(0, 1).energy) + len(t.hand_ids(0)) == kept


def test_III_19_ruleset_options_of_the_older_eras_name_a_bad_value():
    with pytest.raises(ValueError, match="retreat"):
        Ruleset(retreat="twice")
    with pytest.raises(ValueError, match="first_player"):
        Ruleset(first_player="loser_first")
    with pytest.raises(ValueError, match="max_extra_games"):
        Ruleset(max_extra_games=-1)


TYRANITAR, CETITAN_EX = 290, 424
COMMUNITY_CENTER, PERILOUS_JUNGLE = 1242, 1243


@pytest.mark.parametrize("tool_is_item", [False, True])
def test_III_19_conflict_17_an_item_lock_stops_tools_only_if_a_tool_is_an_item(tool_is_item):
    """001 I-B-02 R4: a Tool is not an Item, so Tyranitar's Daunting Gaze (no Item cards from
    hand) leaves Tools playable; 000/003 (``tool_is_item=True``): a Tool is an Item, so the
    lock stops it too.  Items are stopped either way."""
    rules = STANDARD.with_(tool_is_item=tool_is_item)
    s = Scenario(rules=rules).active(0, SNOVER).active(1, TYRANITAR).hand(0, [AIR_BALLOON, POTION])
    t = s.start()
    assert not t.can("play", POTION)
    assert t.can("attach", AIR_BALLOON) is (not tool_is_item)


@pytest.mark.parametrize("tool_is_item", [False, True])
def test_III_19_conflict_17_protection_from_items_covers_tools_only_if_a_tool_is_an_item(tool_is_item):
    """Cetitan ex's Snow Camouflage (II-E-29) shields it from the opponent's Items and
    Supporters: a Tool is among them only when a Tool is an Item."""
    rules = STANDARD.with_(tool_is_item=tool_is_item)
    s = Scenario(rules=rules).active(0, SNOVER).active(1, CETITAN_EX).start()
    tool = CARD_LIST[AIR_BALLOON]
    assert Q.trainer_effects_prevented(s.state, 0, tool.id, s.mon(1)) is tool_is_item
    assert Q.trainer_effects_prevented(s.state, 0, POTION, s.mon(1))


@pytest.mark.parametrize("limit, second_supporter, second_stadium", [
    ("one_supporter_one_stadium", False, False),    # 000, 001, 003
    ("one_supporter", False, True),                 # 002: no Stadium limit
    ("any", True, True),                            # 004: any number of Trainer cards
])
def test_III_19_conflict_18_trainers_per_turn(limit, second_supporter, second_stadium):
    rules = STANDARD.with_(trainers_per_turn=limit)
    s = (Scenario(turn=3, rules=rules).active(0, SNOVER).active(1, SNOVER)
         .hand(0, [CHEREN, CHEREN, COMMUNITY_CENTER, PERILOUS_JUNGLE]).deck(0, [W] * 10))
    t = s.start().play(CHEREN)
    assert t.can("play", CHEREN) is second_supporter
    t.play(COMMUNITY_CENTER)
    assert t.can("play", PERILOUS_JUNGLE) is second_stadium


# -- III-20 Things an engine needs that no seed states ---------------------------------------------

@pytest.mark.parametrize("rules, allowed", [(STANDARD, False), (STANDARD.with_(first_turn_supporter=True), True)])
def test_III_20_first_player_supporter_on_turn_1(rules, allowed):
    """Ruling (current official rule): no Supporter for the player going first on turn 1,
    unless the ruleset lifts it or the card says so (Carmine); the second player may."""
    s = Scenario(turn=1, rules=rules).active(0, SNOVER).active(1, SNOVER).hand(0, [CHEREN, CARMINE])
    t = s.start()
    assert t.can("play", CHEREN) is allowed and t.can("play", CARMINE)
    s = Scenario(turn=2, current=1, rules=rules).active(0, SNOVER).active(1, SNOVER).hand(1, [CHEREN])
    assert s.start().can("play", CHEREN)


def test_III_20_the_winner_is_judged_after_the_knock_out_before_any_promotion():
    s = Scenario().active(0, SNOVER, energy=[W]).active(1, GROOKEY, damage=60).bench(1, SNOVER).prizes(0, 1)
    t = s.start().attack("Beat")
    assert t.game.is_over() and t.state.result.winner == 0 and t.state.result.reason == "prizes"
    assert t.player(1).active is None and t.decision is None


def test_III_20_a_player_who_cannot_draw_loses_at_the_start_of_their_turn():
    s = Scenario().active(0, SNOVER).active(1, SNOVER).deck(1, [])
    t = s.start().end_turn()
    assert t.game.is_over() and t.state.result.winner == 0 and t.state.result.reason == "deck_out"


def test_III_20_max_hp_dropping_below_the_damage_knocks_out_after_that_action():
    """Ruling: I-D R2 (c) applies at once: Tool Scrapper removes Hero's Cape (+100 HP) from
    a Snover with 120 damage; it is Knocked Out before the next main-phase decision."""
    s = Scenario().active(0, SNOVER).active(1, SNOVER, tools=[HEROS_CAPE], damage=120).bench(1, KYOGRE)
    t = s.hand(0, [TOOL_SCRAPPER]).start()
    t.play(TOOL_SCRAPPER)
    while t.decision.player == 0 and t.decision.kind != MAIN:
        t.apply(t.options[0] if t.options[0] != DONE else t.options[-1])
    assert t.discard_ids(1) == sorted([SNOVER, HEROS_CAPE]) and prizes_taken(t) == 1
    assert t.mon(1).name == "Kyogre" and t.decision.kind == MAIN and t.decision.player == 0


def test_III_20_once_per_game_effects_are_kept_per_player():
    """Ruling (VSTAR Power scope, U19): "once per game" effects are recorded per player.
    Player 0 has already spent their Legacy Energy's effect; player 1's still works."""
    s = Scenario().active(0, SNOVER, energy=[W]).active(1, GROOKEY, energy=[LEGACY], damage=60)
    t = s.bench(1, SNOVER).flags(0, once_per_game=["Legacy Energy (spent earlier)"]).start()
    t.attack("Beat")
    assert prizes_taken(t) == 0
    assert t.player(1).once_per_game and t.player(0).once_per_game == ["Legacy Energy (spent earlier)"]


def test_III_20_mega_evolution_of_2025_does_not_end_the_turn():
    """XY "Mega Evolution ends your turn" is in no seed: it is the XY cards' own rule
    (test_part3_older_mechanics.py).  A Mega Evolution Pokémon ex of 2025 prints no such
    rule: the turn goes on and the new Pokémon may attack at once."""
    s = Scenario().active(0, RIOLU, energy=[F]).active(1, KYOGRE).hand(0, [MEGA_LUCARIO_EX])
    t = s.start().evolve(MEGA_LUCARIO_EX, 0)
    assert t.state.current == 0 and t.decision.kind == MAIN and t.can("attack", "Aura Jab")
    t.attack("Aura Jab")
    assert t.mon(1).damage == 130


def test_III_20_fewer_prize_cards_than_owed_takes_all_that_remain():
    s = Scenario().active(0, SNOVER, energy=[W]).active(1, ABOMASNOW_EX, under=[SNOVER], damage=340)
    t = s.bench(1, SNOVER).prizes(0, 2).start().attack("Beat")       # owes 3, 2 left
    assert t.player(0).prizes == [] and len(t.player(0).hand) == 2
    assert t.game.is_over() and t.state.result.winner == 0


# -- presets of the seeds' documents and of the eras ----------------------------------------------

def test_III_19_presets_are_listed_in_notes_and_in_the_ruleset_docstring():
    import ptcg.ruleset as rs
    notes = (ROOT / "NOTES.md").read_text(encoding="utf-8")
    for name, rules in rs.PRESETS.items():
        constant = name.upper()
        assert getattr(rs, constant) is rules
        assert constant in notes and constant in rs.__doc__, constant


@pytest.mark.parametrize("preset, first_turn_attack, supporter, fairy", [
    ("ERA_BASE", True, True, False), ("ERA_BW", True, True, False), ("ERA_XY", False, True, True),
    ("ERA_SM", False, False, True), ("ERA_SWSH", False, False, False), ("STANDARD", False, False, False),
])
def test_III_04_R4_era_presets_give_each_era_its_first_turn(preset, first_turn_attack, supporter, fairy):
    """Before XY the player going first could attack on turn 1; before Sun & Moon they could
    play a Supporter; the Fairy type exists in the XY and Sun & Moon presets."""
    import ptcg.ruleset as rs
    rules = getattr(rs, preset)
    s = Scenario(turn=1, rules=rules).active(0, SNOVER, energy=[W]).active(1, SNOVER)
    t = s.hand(0, [CHEREN]).deck(0, [W] * 5).start()
    assert t.can("attack", "Beat") is first_turn_attack
    assert t.can("play", CHEREN) is supporter
    assert rules.fairy is fairy


def test_III_19_seed_000_preset_is_the_korean_rules_as_written():
    """000 (XY): classic Burn, Sudden Death, one optional card per mulligan, the owner orders
    Checkup effects, a failed attack is used, a Tool is an Item, the RPS winner goes first,
    the Fairy type."""
    from ptcg.ruleset import SEED_000_KOREAN_3_0 as k
    assert (k.burn, k.draw_resolution, k.mulligan_bonus, k.checkup_order_by, k.failed_attack_used,
            k.tool_is_item, k.first_player, k.fairy) == (
        "classic", "sudden_death", "one_each", "owner", True, True, "winner_first", True)
    game = Game(deck_list((60, SNOVER)), deck_list((60, SNOVER)), seed=1, rules=k, validate_decks=False)
    assert game.decision.kind != GO_FIRST
