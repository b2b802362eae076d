"""cabt agent folders in ptcg's tournaments and simulations (ptcg.cabt.bridge)."""

from __future__ import annotations

from ptcg.agents.specs import make_agent, portable_spec
from ptcg.cabt.bridge import CabtFolderAgent
from ptcg.simulate import load_deck, play_one
from ptcg.tournament.core import run_tournament

from .helpers import AGENTS


def test_a_cabt_agent_folder_plays_a_tournament_against_a_built_in_agent():
    """The multi-select stress agent (answers of every allowed size, each standing for
    several ptcg picks; checks every index and serial of each observation against its own
    deck list) plays its deck against greedy, without a fault."""
    folder = str(AGENTS / "multi_stress")
    assert isinstance(make_agent(folder, seed=1, allow_code=True), CabtFolderAgent)
    report = run_tournament([str(AGENTS / "multi_stress" / "deck.csv")], ["greedy", folder], 2, seed=5)
    entrants = report["entrants"]
    assert [e["errors"] for e in entrants] == [0, 0]
    assert sum(e["wins"] + e["losses"] + e["draws"] for e in entrants) == 4


def test_a_fault_of_the_agent_is_the_game_s_error():
    r = play_one(load_deck(str(AGENTS / "bad_index" / "deck.csv")), load_deck("marnies_grimmsnarl"),
                 (str(AGENTS / "bad_index"), "random"), seed=3, index=0)
    assert r["error_kind"] == "exception" and "INVALID" in r["error"]


def test_a_folder_spec_names_the_same_folder_from_any_directory():
    spec = portable_spec(str(AGENTS / "first_agent"))
    assert spec == str((AGENTS / "first_agent").resolve())
    assert portable_spec("greedy") == "greedy"
