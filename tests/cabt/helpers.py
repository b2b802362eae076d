"""Shared by the cabt tests: decks, random cabt-style play, the agent folders."""

from __future__ import annotations

import random
from pathlib import Path

from ptcg.deck import builtin_deck

HERE = Path(__file__).resolve().parent
AGENTS = HERE / "agents"

META = ("dragapult_ex", "marnies_grimmsnarl", "raging_bolt_ogerpon_toolbox", "crustle_ogerpon_wall",
        "cynthias_garchomp", "hops_trevenant", "archaludon_ex", "ns_zoroark", "festival_lead_dipplin",
        "alakazam_dudunsparce", "arboliva_meganium", "dragapult_blaziken", "dragapult_dusknoir",
        "great_tusk_crustle_mill", "hydrapple_meganium", "mega_kangaskhan_slowking_toolbox",
        "mega_lopunny_froslass", "mega_lucario_solrock", "mega_starmie_froslass", "teal_mask_ogerpon",
        "team_rocket_mewtwo_spidops")


def deck(name: str) -> list:
    return list(builtin_deck(name).cards)


def random_answer(sel: dict, r: random.Random, mode: str = "random") -> list:
    n = len(sel["option"])
    if mode == "max":
        k = sel["maxCount"]
    elif mode == "min":
        k = sel["minCount"]
    else:
        k = r.randint(sel["minCount"], sel["maxCount"])
    return r.sample(range(n), k)


def random_selects(cg, r: random.Random, limit: int = 800):
    """Play ``cg`` (a CabtGame) with random answers; yields each question's ``select`` before
    it is answered, for the caller to inspect."""
    for _ in range(limit):
        if cg.question is None:
            return
        sel = cg.observation()["select"]
        yield sel
        cg.answer(random_answer(sel, r))
