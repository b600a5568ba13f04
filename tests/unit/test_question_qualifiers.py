"""A value the question itself states ("for a 6 m kayak", "in a 250 ml glass") sets its
case: wherever a value of that kind recurs in a text it is the case, not the answer. The
sentences are invented."""

from __future__ import annotations

from dataclasses import replace

from workers.engine import Policy
from workers.engine.qualifiers import not_conditions, question_values
from workers.engine.reading import read_text
from workers.engine.slots import read_slot

from .conftest import chunk, event, run

_PRICE = "How much does a day's hire of a 6 m kayak cost at Pellow Quay?"


def _left(query: str, text: str) -> list[str]:
    slot = replace(read_slot(query), qualifiers=question_values(query))
    return [v.display for v in not_conditions(list(read_text(text).values), slot)]


def test_the_question_states_its_measures_not_its_counts() -> None:
    assert question_values(_PRICE) == (("quantity", "length", 6.0),)
    assert question_values("How many calories are in 3 biscuits?") == ()


def test_a_measure_of_the_qualifiers_kind_is_the_case_when_money_is_asked() -> None:
    assert _left(_PRICE, "Our 5.5 m kayak cost £40 for the day.") == ["40.00 GBP"]
    assert _left(_PRICE, "Boats up to 7 m: £40 a day.") == ["40.00 GBP per day"]


def test_the_qualifiers_own_kind_asked_keeps_every_value_of_it() -> None:
    query = "How long is the ferry crossing for a 6 m camper?"
    assert _left(query, "The 6 m camper lane is 45 m from the ramp.") == ["6 m", "45 m"]


def test_a_count_of_the_counted_noun_the_question_states_is_the_case() -> None:
    query = "How many cups of beans does it take to make one cup of paste?"
    assert question_values(query) == (("quantity", "count:cup", 1.0),)
    assert _left(query, "It takes about 3 cups of beans for one cup of paste.") == ["3 cup"]
    assert _left("How many cups of beans make the paste?", "3 cups of beans, 1 cup of "
                 "paste") == ["3 cup", "1 cup"]


def test_a_question_without_a_qualifier_keeps_every_value() -> None:
    assert _left("How much does a day's kayak hire cost?", "Our 5.5 m kayak: £40.") == \
        ["5.5 m", "40.00 GBP"]


def test_lengths_of_the_case_make_no_conflict(policy: Policy) -> None:
    result = run(policy, event(
        "How much is an overnight mooring at Pellow Quay for a 6 m boat?",
        chunk("a", "Pellow Quay moorings: £40 overnight for boats up to 7 m."),
        chunk("b", "Q: Is Pellow Quay dear? A: Not bad, £40 a night for our 5.8 m boat."),
        chunk("c", "Pellow Quay · overnight up to 7 m: £40 · fuel on the pontoon"),
    ))
    assert result.context.status == "clean"
    assert result.conflicts == []


def test_a_count_a_price_question_states_is_the_case() -> None:
    query = "How much is a tray of 24 seedlings?"
    assert question_values(query) == (("quantity", "count:seedling", 24.0),)
    assert _left(query, "A tray of 24 seedlings is £9.") == ["9.00 GBP"]
    assert question_values("How much flour is in a bag of 12 rolls?") == ()  # a material


def test_two_prices_for_the_pack_the_question_names_disagree(policy: Policy) -> None:
    res = run(policy, event(
        "How much is a tray of 24 seedlings?",
        chunk("list", "Tray of 24 seedlings | £9", "price_sheet", source_tier="primary"),
        chunk("wiki", "A tray of 24 seedlings now sells for £11 at the gate.", "team_wiki",
              source_tier="secondary"),
    ))
    (record,) = res.conflicts
    assert record.detected_fields == ["money"]
