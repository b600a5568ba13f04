"""A value a clause states of a quantified class answers no question about a named thing,
also when it is listed among other numbers (``general_classes``). The texts are invented."""

from __future__ import annotations

import pytest

from workers.engine.general_classes import class_values
from workers.engine.values import Value


def _values(text: str, *surfaces: str) -> list[Value]:
    return [Value("quantity", s, s, text.index(s), "count") for s in surfaces]


@pytest.mark.parametrize(
    ("text", "surface", "kept"),
    [("Most rowing boats carry two, four or eight oars. The Tarn Gig carried six.", "four",
      False),
     ("Most rowing boats carry two, four or eight oars. The Tarn Gig carried six.", "eight",
      False),
     ("Most rowing boats carry 2, 4 or 8 oars.", "4", False),
     ("Most rowing boats carry two, four or eight oars. The Tarn Gig carried six.", "six",
      True),
     # a list of numbers in a clause about the named thing stays
     ("The Tarn Gig was rowed by two, four or six crew.", "four", True),
     ("Most rowing boats carry four oars.", "four", False)],
)
def test_a_class_s_values_answer_nothing_even_in_a_list(
    text: str, surface: str, kept: bool,
) -> None:
    (value,) = _values(text, surface)
    assert (value in class_values(text, 0, [value], frozenset({"Tarn", "Gig"}))) is kept


def test_a_question_naming_nothing_keeps_every_value() -> None:
    text = "Most rowing boats carry two, four or eight oars."
    values = _values(text, "four")
    assert class_values(text, 0, values, frozenset()) == values


def test_a_rule_for_all_of_a_class_holds_for_the_named_member() -> None:
    text = "All league fixtures at Brackwater are 40 overs a side."
    values = _values(text, "40")
    assert class_values(text, 0, values, frozenset({"Brackwater"})) == values
