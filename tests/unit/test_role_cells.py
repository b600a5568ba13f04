"""A role matrix flattened to one piped line: each rule read with its role."""

from __future__ import annotations

from workers.engine.reading import read_text
from workers.engine.role_cells import other_role, role_spans, rule_line
from workers.engine.terms import stem

LINE = ("Access roles | Volunteer | donor records: view only, must not export | "
        "Fundraising lead | donor records: view and export")


def _tokens(query: str) -> frozenset[str]:
    return frozenset(stem(w) for w in query.lower().replace("?", "").split())


def test_a_piped_line_with_a_rule_and_no_number_is_a_rule_line() -> None:
    assert rule_line(LINE)
    assert not rule_line("Plan | Seats | Storage")  # a header names columns
    assert not rule_line("Starter | 3 seats | may add more")  # a number: cell pairs read it


def test_a_rule_cell_is_read_with_the_role_before_it() -> None:
    cells = [LINE[start:end].strip() for start, end in role_spans(LINE)]
    assert cells == [
        "Access roles",
        "Volunteer | donor records: view only, must not export",
        "Fundraising lead",
        "donor records: view and export",
    ]


def test_the_matrix_line_is_read_not_taken_for_a_header() -> None:
    clauses = [s.clause.display for s in read_text(LINE).sentences if s.clause is not None]
    assert clauses == ["must not"]


def test_a_rule_of_a_role_the_query_does_not_name_is_another_roles() -> None:
    pair = "Fundraising lead | donor records: may export"
    assert other_role(pair, _tokens("Can volunteers export donor records?")) \
        == "row:fundrais-lead"
    assert other_role(pair, _tokens("Can a fundraising lead export donor records?")) == ""


def test_only_a_role_and_rule_pair_has_a_role() -> None:
    tokens = _tokens("Can volunteers export donor records?")
    assert other_role("donor records: must not export", tokens) == ""
    assert other_role("Storage | 20 GB", tokens) == ""
