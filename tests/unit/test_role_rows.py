"""A box row whose label is no role gives no name when another row's label is the asked role
(``role_rows``). The texts are invented."""

from __future__ import annotations

from workers.engine.named import triggers
from workers.engine.role_rows import other_role_row
from workers.engine.slots import read_slot

from .conftest import claim_subjects

_BOX = ("Heron Towers | Designer: Ada Kell | Opened: 1961 | Towers: North Rock, Gull Spit, "
        "Mews Point")


def _other(query: str, text: str, name: str) -> bool:
    return other_role_row(text, text.index(name), triggers(read_slot(query).predicate))


def test_a_row_that_is_no_role_beside_a_role_row_names_no_answer() -> None:
    query = "Who designed the coastal towers of Heron Bay?"
    assert _other(query, _BOX, "North Rock")
    assert not _other(query, _BOX, "Ada Kell")
    assert [v for _, v in claim_subjects(query, _BOX) if v] == [["Ada Kell"]]


def test_without_a_role_row_every_row_is_left_alone() -> None:
    query = "Who designed the coastal towers of Heron Bay?"
    text = "Heron Towers | Opened: 1961 | Towers: North Rock, Gull Spit"
    assert not _other(query, text, "North Rock")
    assert not _other(query, "Towers: North Rock, Gull Spit", "North Rock")


def test_a_label_ending_on_by_or_an_agent_noun_names_the_role() -> None:
    query = "Who founded the Heron Bay rowing club?"
    text = "Heron Bay Rowing Club | Founded by: Ada Kell | Clubs nearby: Gull Spit Rowers"
    assert _other(query, text, "Gull Spit")
    architect = "Who was the architect of Heron Hall?"
    text = "Heron Hall | Architect: Bo Lind | Halls: East Wing, West Wing"
    assert _other(architect, text, "East Wing")


def test_the_agent_noun_of_a_verb_of_the_asked_class_names_the_role() -> None:
    query = "Who opened the Marsh Lane bakery in Dunmore in 1952?"
    text = ("Marsh Lane Bakery | Opened: 1952 | Founder: Ida Brannock | First shop: Kilbride, "
            "Dunmore | Motto: 'Bread by dawn'")
    assert _other(query, text, "Kilbride")
    assert not _other(query, text, "Ida Brannock")
    # a label that is no agent noun of the class names no role
    text = "Marsh Lane Bakery | Opened: 1952 | First shop: Kilbride, Dunmore"
    assert not _other(query, text, "Kilbride")
