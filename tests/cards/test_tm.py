"""Triumphant (TM): the sample Gengar (TM 94) of HeartGold & SoulSilver's Poké-Power /
Poké-Body kinds — Catastrophe (a Poké-Body sending Knocked Out opposing Pokémon to the Lost Zone,
III-01 R11), Hurl into Darkness and Cursed Drop (the pool's text)."""

import pytest

from ptcg.cards import legacy
from ptcg.cards.db import card
from ptcg.decisions import MAIN
from ptcg.testing import Scenario

SNOVER = 722
R, W, L, P = 2, 3, 4, 5
GENGAR = legacy.card_id("hgss4-94")
TOTODILE, CROCONAW, HOOTHOOT = (legacy.card_id(f"hgss1-{n}") for n in (86, 38, 66))
SNOVER_HP = card(SNOVER).hp


def ids(zone) -> list:
    return sorted(c >> 7 for c in zone)


def poisoned_ko(gengar_where: str = "active", *, victim=CROCONAW, under=(TOTODILE,)):
    """Player 1's Active Pokémon, Poisoned with 10 HP left, is Knocked Out at the Checkup after
    player 0 ends the turn; Gengar is player 0's Active Pokémon or on the Bench."""
    hp = card(victim).hp
    s = Scenario()
    if gengar_where == "active":
        s.active(0, GENGAR).bench(0, SNOVER)
    else:
        s.active(0, SNOVER).bench(0, GENGAR)
    s.active(1, victim, under=list(under), energy=[W, W], damage=hp - 10, conditions=["poisoned"])
    return s.bench(1, SNOVER).start().end_turn()


def test_166093_gengar_is_a_poke_body():
    assert card(GENGAR).abilities[0].kind == "poke_body"


def test_III_01_R11_166093_gengar_catastrophe_a_knocked_out_opposing_pokemon_goes_to_the_lost_zone():
    t = poisoned_ko()
    o = t.player(1)
    assert ids(o.lost) == sorted([CROCONAW, TOTODILE])              # the evolution under it too
    assert ids(o.discard) == [W, W]                                 # attached cards: discarded
    assert len(t.player(0).prizes) == 5                             # the Prize card is still taken


def test_166093_gengar_catastrophe_only_from_the_active_spot():
    t = poisoned_ko("bench")
    o = t.player(1)
    assert o.lost == [] and ids(o.discard) == sorted([W, W, CROCONAW, TOTODILE])


def test_166093_gengar_catastrophe_not_for_its_own_side():
    # Gengar is player 1's Active Pokémon; player 0's Flaaffy Knocks Out player 1's own Benched
    # Croconaw with Thunder Spear: it is discarded as usual
    flaaffy = legacy.card_id("hgss1-42")
    s = Scenario().active(0, flaaffy, energy=[L]).active(1, GENGAR)
    s.bench(1, CROCONAW, under=[TOTODILE], energy=[W], damage=card(CROCONAW).hp - 10)
    t = s.start().attack("Thunder Spear").choose((1, 1))
    o = t.player(1)
    assert o.lost == [] and ids(o.discard) == sorted([W, CROCONAW, TOTODILE]) and len(o.bench) == 0


@pytest.mark.parametrize("energy, most", [([P], 1), ([P, P, W], 2)])
def test_166093_gengar_hurl_into_darkness_up_to_one_pokemon_per_p_energy_to_the_lost_zone(energy, most):
    s = Scenario().active(0, GENGAR, energy=energy).active(1, SNOVER)
    t = s.hand(1, [TOTODILE, W, CROCONAW, HOOTHOOT]).start().attack("Hurl into Darkness")
    assert t.card_options() == {TOTODILE, CROCONAW, HOOTHOOT}
    picks = [CROCONAW, HOOTHOOT][:most]                             # ascending, as asked
    t.choose(*picks)
    assert ids(t.player(1).lost) == sorted(picks)
    hand = ids(t.player(1).hand)                                    # (one card drawn since)
    assert TOTODILE in hand and not set(picks) & set(hand) and len(hand) == 5 - most


def test_166093_gengar_cursed_drop_4_counters_on_the_opponents_pokemon():
    t = Scenario().active(0, GENGAR, energy=[P, W]).active(1, SNOVER).start().attack("Cursed Drop")
    while t.decision is not None and t.decision.kind != MAIN and t.decision.player == 0:
        t.apply(t.decision.options[0])
    assert t.mon(1).damage == 40
