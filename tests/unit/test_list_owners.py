"""A list item opened by a name owns its values."""

from workers.engine import Policy
from workers.engine.list_owners import other_items_value

from .conftest import chunk, event, run

_LINE = ("Five old harbours: Skarö, Norway; Brennvik, Norway, with 14 piers; Tallo, Finland; "
         "Mereby, Estonia")


def test_a_value_in_another_named_item_is_that_items() -> None:
    at = _LINE.index("14")
    assert other_items_value(_LINE, at, frozenset({"skaro"}))  # "Skarö" without its accent
    assert not other_items_value(_LINE, at, frozenset({"brennvik"}))
    assert not other_items_value(_LINE, at, frozenset({"larvik"}))  # no item names it


def test_a_short_or_unnamed_list_is_left_alone() -> None:
    two = "Skarö, Norway; Brennvik, Norway, with 14 piers"
    assert not other_items_value(two, two.index("14"), frozenset({"skaro"}))
    unnamed = "Skarö, Norway; about 14 piers; built 1850; rebuilt 1920"
    assert not other_items_value(unnamed, unnamed.index("14"), frozenset({"skaro"}))


def test_another_items_count_makes_no_conflict(policy: Policy) -> None:
    result = run(policy, event(
        "How many piers does the harbour of Skaro have?",
        chunk("a", "Skarö harbour | Norway | Piers: 9 | Built: 1790", "team_wiki"),
        chunk("b", "The harbour of Skaro has 9 piers, all of stone.", "team_wiki"),
        chunk("c", _LINE, "team_wiki")))
    assert result.conflicts == []
