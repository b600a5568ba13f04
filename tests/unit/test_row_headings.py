"""A line of labelled values under another name than the question's is another thing's."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.query import QueryView, read_query
from workers.engine.row_headings import other_heading

from .conftest import chunk, conflict_sets, event


def _query(text: str) -> QueryView:
    return read_query(event(text, chunk("c", "x")))


def test_a_named_heading_the_question_never_writes_is_another_thing() -> None:
    query = _query("What is the weekly rate for a locker at the Quayside office?")
    text = "Harbour Point | Locker | £6/week | Desk | £40/week"
    assert other_heading(text, text.index("Locker"), query).startswith("row:")
    own = "Quayside | Locker | £5/week | Desk | £38/week"
    assert other_heading(own, own.index("Locker"), query) == ""


def test_a_heading_in_ordinary_words_names_no_other_thing() -> None:
    query = _query("What is the weekly rate for a locker at the Quayside office?")
    text = "Weekly rates 2026 | Locker | £6/week | Desk | £40/week"
    assert other_heading(text, text.index("Locker"), query) == ""


def test_without_a_name_in_the_question_no_heading_is_another() -> None:
    query = _query("What is the weekly rate for a locker?")
    text = "Harbour Point | Locker | £6/week | Desk | £40/week"
    assert other_heading(text, text.index("Locker"), query) == ""


def test_a_sheet_for_another_named_product_joins_no_conflict(policy: Policy) -> None:
    query = "What is the excess per claim on the Safe Paws dog plan?"
    sets = conflict_sets(
        policy, query,
        chunk("cat", "Safe Paws Cat | excess per claim | £60 | annual limit | £6,000",
              "price_sheet"),
        chunk("faq", "Safe Paws: the excess is £85 per claim for dogs.", "team_wiki"),
        chunk("ipid", "Safe Paws dog plan: you pay the first £85 of each claim."))
    assert sets == []


def test_a_titled_list_of_one_capitalised_word_and_a_number_is_no_name() -> None:
    """A line's first word is capitalised because it opens the line: "Rates 2026" titles
    the list, it names no other thing."""
    query = _query("What is the weekly rate for a locker at the Quayside office?")
    text = "Rates 2026 | Locker | £6/week | Desk | £40/week"
    assert other_heading(text, text.index("Locker"), query) == ""
    named = "Harbour Point 2 | Locker | £6/week | Desk | £40/week"
    assert other_heading(named, named.index("Locker"), query).startswith("row:")


def test_a_pair_labelled_with_the_asked_name_is_no_other_things() -> None:
    query = _query("How many lessons a week does the Amber membership include?")
    text = "Tiers | Jade | 1 lesson per week | £20 | Amber | 3 lessons per week | £45"
    assert other_heading(text, text.index("Amber"), query) == ""
    assert other_heading(text, text.index("Jade"), query).startswith("row:")


def test_a_flattened_plan_table_disagrees_with_a_note(policy: Policy) -> None:
    sets = conflict_sets(
        policy, "How many lessons a week does the Amber membership include?",
        chunk("sheet", "Tiers | Jade | 1 lesson per week | £20 | Amber | 3 lessons per week "
                       "| £45 | Ruby | unlimited | £70", "price_sheet", doc_id="tiers"),
        chunk("note", "Amber members now get 4 lessons a week.", "meeting_notes",
              source_tier="tertiary"),
    )
    assert sets == [{"sheet", "note"}]
