# C: card data.  Reads all_card_data() / all_attack() at import and the raw lib.AllCard() /
# AllAttack() JSON, checks they agree, and decides with them: the affordable attack with the most
# damage, the Basic with the most HP for the Active Spot, the rest at random.  It also calls
# dataclasses.replace on a cg.api object.
import dataclasses
import json
import os
import random

from cg.api import CardType, OptionType, SelectContext, all_attack, all_card_data, to_observation_class
from cg.sim import lib

CARDS = {c.cardId: c for c in all_card_data()}
ATTACKS = {a.attackId: a for a in all_attack()}
RAW_CARDS = json.loads(lib.AllCard().decode())
RAW_ATTACKS = json.loads(lib.AllAttack().decode())
assert len(CARDS) == 1431 and len(ATTACKS) == 1755, (len(CARDS), len(ATTACKS))
assert len(RAW_CARDS) == len(CARDS) and RAW_CARDS[0]["cardId"] == all_card_data()[0].cardId
assert all(ATTACKS[a].energies is not None for c in CARDS.values() for a in c.attacks)
_rng = random.Random(int(os.environ.get("AGENT_SEED", "5")))


def agent(obs):
    o = to_observation_class(obs)
    if o.select is None:
        path = "deck.csv" if os.path.exists("deck.csv") else "/kaggle_simulations/agent/deck.csv"
        return [int(x) for x in open(path).read().split()][:60]
    sel = o.select
    me = o.current.yourIndex
    hand = o.current.players[me].hand or []
    if sel.context == SelectContext.MAIN:
        attacks = [(ATTACKS[op.attackId].damage, i) for i, op in enumerate(sel.option)
                   if op.type == OptionType.ATTACK]
        if attacks:
            return [max(attacks)[1]]
        plays = [i for i, op in enumerate(sel.option) if op.type in (OptionType.PLAY, OptionType.ATTACH,
                                                                     OptionType.EVOLVE)]
        if plays and _rng.random() < 0.8:
            return [_rng.choice(plays)]
        return [_rng.randrange(len(sel.option))]
    if sel.context == SelectContext.SETUP_ACTIVE_POKEMON:
        best = max(range(len(sel.option)), key=lambda i: CARDS[hand[sel.option[i].index].id].hp)
        first = dataclasses.replace(sel.option[best], number=None)
        assert first.index == sel.option[best].index
        assert CARDS[hand[first.index].id].cardType == CardType.POKEMON
        return [best]
    return _rng.sample(range(len(sel.option)), sel.maxCount)
