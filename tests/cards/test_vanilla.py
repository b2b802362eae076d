"""Reference-deck cards without rules text: Pokémon whose attacks only do damage, and
Basic Energy.  Each gets a scenario: the attack does exactly its printed damage (P2 step
1 with nothing else applying), and each Basic Energy pays for its own type (I-C R4)."""

import pytest

from ptcg.cards.db import BASIC_ENERGY_ID, CARDS
from ptcg.deck import builtin_deck, builtin_decks
from ptcg.testing import FILLER, Scenario, energy_for

DRAGAPULT_EX = 121        # 320 HP, no Weakness, no Resistance: a neutral target

DECK_IDS = sorted({c for name in builtin_decks() for c in builtin_deck(name).cards})
VANILLA_ATTACKS = [(cid, a.name) for cid in DECK_IDS if CARDS[cid].is_pokemon and not CARDS[cid].abilities
                   for a in CARDS[cid].attacks if a.key is None and a.damage > 0]
VANILLA_POKEMON = [cid for cid in DECK_IDS if CARDS[cid].is_pokemon and not CARDS[cid].abilities
                   and all(a.key is None for a in CARDS[cid].attacks)]


def test_there_are_vanilla_cards_in_the_reference_decks():
    assert len(VANILLA_POKEMON) >= 10 and len(VANILLA_ATTACKS) >= 40


@pytest.mark.parametrize("cid,attack_name", VANILLA_ATTACKS)
def test_damage_only_attack_does_its_printed_damage(cid, attack_name):
    card = CARDS[cid]
    attack = next(a for a in card.attacks if a.name == attack_name)
    under = []
    if card.stage >= 1:
        under = [next(c.id for c in CARDS.values() if c.name == card.evolves_from)]
    s = Scenario()
    s.active(0, cid, energy=energy_for(attack, colorless=BASIC_ENERGY_ID.get(card.type, FILLER)), under=under)
    s.active(1, DRAGAPULT_EX)
    t = s.start()
    t.attack(attack_name)
    assert t.state.players[1].active.damage == attack.damage


@pytest.mark.parametrize("energy_type,energy_id", sorted(BASIC_ENERGY_ID.items()))
def test_basic_energy_pays_for_its_own_type_only(energy_type, energy_id):
    from ptcg.rules import queries as Q
    s = Scenario()
    s.active(0, 722, energy=[energy_id]).active(1, DRAGAPULT_EX)
    t = s.start()
    units = Q.attached_units(t.state, t.mon(0))
    assert Q.can_pay((energy_type,), units)
    assert Q.can_pay((0,), units)
    other = 1 if energy_type != 1 else 2
    assert not Q.can_pay((other,), units)
