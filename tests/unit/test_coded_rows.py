"""Slash-separated reference codes, and table rows led by a code cell."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.coded_rows import row_naming_words
from workers.engine.reading import read_text

from .conftest import chunk, conflict_sets


def _ids(text: str) -> list[str]:
    return [v.display for v in read_text(text).values if v.field == "identifier"]


def test_a_slashed_reference_is_one_code() -> None:
    assert _ids("The permit is EA/WML/30915 since March.") == ["item:EA/WML/30915"]
    assert _ids("Quote ref PO/2025/118 on the invoice.") == ["item:PO/2025/118"]


def test_slashed_words_and_dates_are_no_code() -> None:
    assert _ids("Use TCP/IP/UDP on the bench.") == []  # no digit
    assert _ids("Sent on 12/05/2024 at 40 km/h.") == []
    assert _ids("Either A/B works.") == []


def test_a_code_cell_hands_the_row_to_its_next_cell() -> None:
    text = "ZT-5102 | 6-bottle oak case | £64.00"
    row = frozenset({"zt", "5102"})
    values = read_text(text).values
    assert row_naming_words(text, row, values, frozenset()) == frozenset(
        {"6", "bottl", "oak", "case"})
    # the question names the code: the code names the row
    assert row_naming_words(text, row, values, frozenset({"ZT5102"})) == row
    # a first cell of words is the row's name
    words = "Oak case | ZT-5102 | £64.00"
    assert row_naming_words(words, frozenset({"oak", "case"}), read_text(words).values,
                            frozenset()) == frozenset({"oak", "case"})


def test_a_catalogue_code_disagrees_with_a_transposed_one(policy: Policy) -> None:
    assert conflict_sets(
        policy, "What is the product code for the 6-bottle oak wine case?",
        chunk("a", "Code | Case | Price\nZT-5102 | 6-bottle oak case | £64.00\n"
                   "ZT-1202 | 12-bottle oak case | £98.00\nZT-5110 | 6-bottle pine case | £40.00"),
        chunk("b", "For a 6-bottle oak case, key ZT-5120 on the till.", "team_wiki"),
    ) == [{"a", "b"}]


def test_two_slashed_references_disagree(policy: Policy) -> None:
    assert conflict_sets(
        policy, "What is our waste carrier licence reference?",
        chunk("a", "2.3 We carry waste under licence reference EA/WCL/48213."),
        chunk("b", "Our waste carrier licence reference is EA/WCL/48231.", "team_wiki"),
    ) == [{"a", "b"}]


def test_a_code_before_a_bare_value_keeps_its_row() -> None:
    text = "ZT-5102 | £64.00 | in stock"
    row = frozenset({"zt", "5102"})
    assert row_naming_words(text, row, read_text(text).values, frozenset()) == row
