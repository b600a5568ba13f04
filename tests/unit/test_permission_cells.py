"""An access matrix on one piped line is read role by role (``permission_cells``)."""

from __future__ import annotations

from workers.engine import Policy
from workers.engine.permission_cells import permission_line
from workers.engine.segments import segments

from .conftest import chunk, event, run

MATRIX = ("Payroll exports | HR lead: read/write | Line managers: must not download "
          "payroll exports (team totals only)")


def test_permission_line() -> None:
    assert permission_line(MATRIX)
    assert not permission_line("Plan | Starter | Growth | Scale")  # a header row
    assert not permission_line("Payroll exports | HR lead: read/write | Auditor: read")


def test_each_role_cell_is_a_segment() -> None:
    cells = [body.strip() for _, body in segments(MATRIX, 0)]
    assert cells[-1].startswith("Line managers: must not download")


def test_a_matrix_prohibition_meets_a_wiki_permission(policy: Policy) -> None:
    matrix = chunk("acl", MATRIX, "access_control")
    wiki = chunk("wiki", "Line managers may download payroll exports for their own team.",
                 "team_wiki", source_tier="secondary")
    (record,) = run(policy, event("Can line managers download payroll exports?",
                                  matrix, wiki)).conflicts
    assert {c.chunk_id for c in record.chunks} == {"acl", "wiki"}
    assert record.detected_fields == ["clause"]
