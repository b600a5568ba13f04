"""Answer slots: what a question asks for, and which value of a sentence answers it."""

from __future__ import annotations

import pytest

from workers.engine import Policy
from workers.engine.reading import read_text
from workers.engine.slots import answer, read_slot
from workers.governance.citations import contains_value

from .conftest import chunk, event, run


@pytest.mark.parametrize(
    ("query", "kind"),
    [
        ("When was General Bryan born?", "when"),
        ("What year was the club founded?", "when"),
        ("What is the population of Broken Bow?", "count"),
        ("How many business days does standard delivery take to APAC?", "count-time"),
        ("How many credits does an undergraduate need to graduate?", "count"),
        ("What is the length of the Moravica river?", "measure"),
        ("How long does refund processing take?", "measure"),
        ("How much is the Basic support tier per month?", "amount"),
        ("What sport is Bobby Carpenter associated with?", "name"),
        ("Who is the director of the film?", "name"),
        ("What is the part number of the replacement filter?", ""),
        ("What is the daily meal allowance for business trips to London?", ""),
    ],
)
def test_the_kind_a_question_asks_for(query: str, kind: str) -> None:
    assert read_slot(query).kind == kind


def _answer(query: str, text: str) -> list[str]:
    reading = read_text(text)
    out = []
    for sentence in reading.sentences:
        start = text.find(sentence.snippet, sentence.offset)
        out.extend(v.display for v in answer(sentence.snippet, start, sentence.sentence_values,
                                             read_slot(query)))
    return list(dict.fromkeys(out))


def test_a_life_span_answers_born_and_died() -> None:
    text = "Blackshear Morrison Bryan (February 8, 1900 – March 1, 1977) was a general."
    assert _answer("When was General Bryan born?", text) == ["1900-02-08"]
    assert _answer("When did General Bryan die?", text) == ["1977-03-01"]


def test_a_bare_year_answers_when_only_in_a_sentence_with_the_predicate() -> None:
    text = "The courthouse was built in 1902, after a fire. In 1850 the county was formed."
    assert _answer("When was the Dallas County Courthouse built?", text) == ["1902"]


def test_values_of_another_kind_are_context() -> None:
    text = "As of the census of 2010, there were 3,559 people living in 1,575 households."
    assert _answer("What is the population of Broken Bow?", text) == ["3559 people"]
    assert _answer("When was Broken Bow founded?", text) == []


def test_a_period_keeps_its_basis() -> None:
    text = "Appeals must be lodged within 10 working days of the exam date."
    assert _answer("Within how many working days must students lodge an appeal?", text) == [
        "10 business day", "exam"]


def test_a_population_is_a_count_of_people_not_of_households() -> None:
    text = "In 2011 the population of the parish and the two wards was 1,234, in 699 households."
    assert _answer("What is the population of Sherborne?", text) == ["1,234"]


def test_a_decided_answer_is_cited_with_a_sentence_that_states_it(policy: Policy) -> None:
    res = run(policy, event(
        "What is the population of Pilzno?",
        chunk("a", "Pilzno is a town. The population of Pilzno was 4,411 in 2006.", "policy",
              source_tier="primary"),
        chunk("b", "Pilzno is a town. As of 2006 its population was 4,611 people.", "team_wiki"),
        chunk("c", "Pilzno is a town. When was it built? The town was built in 1350.", "team_wiki"),
    ))
    (record,) = res.conflicts
    assert record.winner == "a"
    assert res.context.resolved_fields
    for cited in res.context.resolved_fields:
        assert contains_value(cited.snippet, cited.field, cited.value)
