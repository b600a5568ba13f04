"""A priced specimen's maker is no inventor of its kind (``specimen_makers``)."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.specimen_makers import asks_inventor, specimen_maker
from workers.engine.values import Value

from .conftest import chunk, event, run


def _name(text: str, name: str) -> Value:
    at = text.index(name)
    return Value("text", name, name, at, "name", exact=name.lower())


def test_a_name_in_a_priced_row_is_a_specimen_s_maker() -> None:
    text = "Brass sextant by Hollis & Reed, walnut box — £640."
    assert specimen_maker(text, _name(text, "Hollis & Reed"))
    plain = "The sextant was invented by Hollis & Reed in 1731."
    assert not specimen_maker(plain, _name(plain, "Hollis & Reed"))


def test_only_inventing_is_asked_of_a_kind() -> None:
    assert asks_inventor(frozenset({"invent", "sextant"}))
    assert not asks_inventor(frozenset({"write", "novel"}))


def test_a_dealer_s_maker_makes_no_conflict_with_the_inventor(policy: Policy) -> None:
    query = "Who invented the quadrant level?"
    result = run(policy, event(
        query,
        chunk("a", "Quadrant level | Inventor: Mara Voss | Year: 1702", "team_wiki"),
        chunk("b", "The quadrant level was invented by Mara Voss in 1702.", "team_wiki"),
        chunk("c", "Antique quadrant level by Penrose Brothers, oak case — £420.",
              "team_wiki")))
    assert result.context.status == "clean"
