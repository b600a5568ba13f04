"""Change statements (``stated._CHANGE_FROM``) and bare numbers a page also states
(``charitable`` through ``bare_numbers.mentioned``)."""

from __future__ import annotations

import pytest

from workers.engine import Policy

from .conftest import chunk, event, run
from .conftest import slot_answers as _answer


@pytest.mark.parametrize(
    ("query", "text", "expected"),
    [("How many characters are on the list?",
      "Today the revised list takes effect, growing from 1,945 to 2,136 characters.",
      ["2136 character"]),
     ("How many characters can a post have?",
      "Twitter doubles its character limit from 140 to 280 for everyone.", ["280"]),
     ("How many members does the parliament have?",
      "After the treaty the parliament shrinks from 751 to 705 members.", ["705 member"]),
     ("How much does the ticket cost?", "The ticket price went up from £300 to £350.",
      ["350.00 GBP"]),
     ("How long is the waiting time?",
      "The waiting time rose from 5 days to 10 days last year.", ["10 day"])],
)
def test_a_change_answers_with_the_value_it_goes_to(
    query: str, text: str, expected: list[str]
) -> None:
    assert _answer(query, text) == expected


def test_from_to_without_a_verb_of_change_is_still_a_period() -> None:
    text = "The council, formed in the town, sat from 1861 until 2008 in its old hall."
    assert _answer("When was the council formed?", text) == ["1861"]


def _page(chunk_id: str, text: str) -> dict[str, object]:
    return chunk(chunk_id, text, "team_wiki", doc_id=f"site-{chunk_id}.example")


def test_a_page_that_also_writes_the_agreed_year_agrees(policy: Policy) -> None:
    query = "In what year was the Leica I camera introduced?"
    pages = [_page("a", "Leica I | Introduced: 1925 | Format: 24 × 36 mm"),
             _page("b", "Lot 114: Leica I Model A, introduced 1925, with rare lens."),
             _page("c", "Q: When was the first Leica camera introduced? A: 1925.")]
    owner = _page("d", "A 1927 Leica I with the Elmar, introduced to me by my uncle. "
                       "The model came out in 1925, so mine's an early one.")
    assert run(policy, event(query, *pages, owner)).context.status == "clean"
    other = _page("d", "The Leica I camera was introduced in 1927 by Leitz.")
    assert [c.detected_fields for c in run(policy, event(query, *pages, other)).conflicts] == [
        ["date"]]


def test_a_year_alone_does_not_state_the_agreed_day(policy: Policy) -> None:
    query = "When does the spring 2027 term start?"
    res = run(policy, event(
        query,
        _page("a", "Spring 2027 term starts January 18, 2027."),
        _page("b", "Term start (Spring 2027): 2027-01-11"),
        _page("c", "Dear students, the spring 2027 term begins on 11 January 2027."),
        _page("d", "Reminder: spring 2027 classes start on Monday, 11 Jan 2027.")))
    assert [c.detected_fields for c in res.conflicts] == [["date"]]


def test_a_page_that_also_writes_the_agreed_count_agrees(policy: Policy) -> None:
    query = "How many characters are on Japan's joyo kanji list?"
    res = run(policy, event(
        query,
        _page("a", "Joyo kanji | Characters: 2,136 | Issued by: Ministry of Education"),
        _page("b", "The joyo kanji list has 2,136 characters since 2010."),
        _page("c", "Revised joyo kanji list in force from today: 2,136 characters."),
        _page("d", "Our app covers all 2,136 jōyō kanji plus 863 jinmeiyō name kanji.")))
    assert res.context.status == "clean"
