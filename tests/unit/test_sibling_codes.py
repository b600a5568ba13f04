"""A code of the question's code's shape, but another, names another variant
(``sibling_codes``)."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.sibling_codes import asked_codes, sibling_code

from .conftest import chunk, event, run

_ASK = "What does the X2 router plan cost per month?"


def _code(sentence: str, query: str = _ASK) -> str:
    return sibling_code(sentence, sentence.index("$"), query)


def test_codes_need_a_digit_and_a_capital() -> None:
    assert asked_codes("Is the 4G or X2 plan on offer at 9am, 5kg, 1st or W2.1?") == {"4G", "X2"}
    assert asked_codes("How much is the plan?") == frozenset()


def test_a_code_of_the_same_shape_before_the_value_is_another_variant() -> None:
    assert _code("X3 router plan | $40 a month") == "code:x3"
    assert _code("Y2 plan: $40 a month") == "code:y2"
    assert _code("X2 router plan | $30 a month") == ""
    assert _code("X3 costs $40, the X2 $30.") == ""  # names the question's code too
    assert _code("XL2 plan: $40 a month") == ""  # another shape
    assert _code("The plan is $30, or $40 with X3.") == ""  # after the value
    assert _code("X3 plan: $40", "How much is the router plan?") == ""


def test_a_sibling_code_row_joins_no_conflict(policy: Policy) -> None:
    for row in ("Handling | C2B handling, per parcel | $0.95 | C2B labels | $0.10",
                "C2B handling is $0.95 per parcel."):
        result = run(policy, event(
            "What is the handling fee per parcel for C2C sellers?",
            chunk("a", "For C2C sellers handling is 80 cents a parcel.", "price_sheet"),
            chunk("b", row, "price_sheet"),
            chunk("c", "C2C handling is $0.80 per parcel.", "team_wiki")))
        assert result.conflicts == [], row
