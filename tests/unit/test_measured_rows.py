"""A row heading or an opening naming the question's measure in other words ("50 l" for
"50-litre") is about the question's own thing."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.measured_rows import names_asked_measure
from workers.engine.query import read_query

from .conftest import chunk, claim_subjects, conflict_sets, event

_QUERY = "What is the hire charge for a 20-litre cool box?"


def _tokens(query: str) -> frozenset[str]:
    return read_query(event(query, chunk("c", "x"))).tokens


def test_a_row_with_the_questions_measure_in_symbols_is_the_questions() -> None:
    tokens = _tokens(_QUERY)
    assert names_asked_measure("20 l cool box | £6", _QUERY, tokens)
    assert names_asked_measure("20 litre cool box | £6", _QUERY, tokens)
    assert not names_asked_measure("35 l cool box | £9", _QUERY, tokens)
    assert not names_asked_measure("20 l water carrier | £4", _QUERY, tokens)
    assert not names_asked_measure("20 l cool box costs £6", _QUERY, tokens)
    assert not names_asked_measure("20 l cool box | £6", "What is the hire charge for a cool "
                                   "box?", _tokens("What is the hire charge for a cool box?"))


def test_the_row_keys_as_the_question_and_another_size_as_its_own_row() -> None:
    table = "Item | Charge\n20 l cool box | £6\n35 l cool box | £9"
    subjects = dict(claim_subjects(_QUERY, table))
    assert "" in subjects and subjects[""][-1] == "6.00 GBP"
    assert any(s.startswith("row:") for s in subjects)


def test_a_sentence_opening_on_the_measure_in_symbols_is_no_other_member() -> None:
    assert [s for s, _ in claim_subjects(
        _QUERY, "Hire: 20 l cool box going up to £8 next month.")] == [""]


def test_a_table_row_and_a_note_on_one_measure_disagree(policy: Policy) -> None:
    assert conflict_sets(
        policy, _QUERY,
        chunk("a", "Item | Charge\n20 l cool box | £6\n35 l cool box | £9", "price_sheet"),
        chunk("b", "Hire: 20 l cool box going up to £8 next month.", "meeting_notes",
              source_tier="tertiary"),
    ) == [{"a", "b"}]


def test_a_row_headed_by_the_questions_count_in_digits_is_the_questions() -> None:
    query = "What is the fee per term for two mornings a week?"
    tokens = _tokens(query)
    assert names_asked_measure("2 | £150", query, tokens)
    assert not names_asked_measure("1 | £80", query, tokens)  # "a week" counts nothing
    assert not names_asked_measure("4 | £280", query, tokens)
    assert not names_asked_measure("2 evenings | £150", query, tokens)


def test_a_count_row_and_a_note_on_that_count_disagree(policy: Policy) -> None:
    assert conflict_sets(
        policy, "What is the fee per term for two mornings a week?",
        chunk("a", "Mornings per week | Fee per term\n1 | £80\n2 | £150\n4 | £280",
              "price_sheet"),
        chunk("b", "Fees: 2 mornings will be £135 per term from January.", "meeting_notes",
              source_tier="tertiary"),
    ) == [{"a", "b"}]


def test_a_row_of_the_questions_words_with_a_bracketed_size_is_the_questions() -> None:
    query = "What does a member pay to hire the big trailer for a day?"
    tokens = _tokens(query)
    assert names_asked_measure("Big (3.5 t) | £60 | £80", query, tokens)
    assert not names_asked_measure("Small (0.75 t) | £30 | £40", query, tokens)
    assert not names_asked_measure("Big | £60", query, tokens)  # no aside: the plain rule


def test_a_contract_and_a_sized_price_row_disagree(policy: Policy) -> None:
    assert conflict_sets(
        policy, "What does a member pay to hire the big trailer for a day?",
        chunk("a", "Schedule 1: hire of the big trailer is charged to members at £55 per day.",
              "contract"),
        chunk("b", "Trailer | Member | Non-member\nBig (3.5 t) | £60 | £80\n"
                   "Small (0.75 t) | £30 | £40", "price_sheet"),
    ) == [{"a", "b"}]
