"""A role matrix's rule under the column a yes/no question names, for the party it asks."""

from __future__ import annotations

from tests.unit.conftest import chunk, event, run
from workers.engine import Policy
from workers.engine.conditioned_parties import conditioned_role, split_words
from workers.engine.fields.clauses import find
from workers.engine.matrix_columns import asked_cell
from workers.engine.terms import stem

_MATRIX = ("Staff type | Darkroom | Print studio\n"
           "Apprentice | only with a technician present | permitted\n"
           "Technician | permitted | permitted")


def _asked(question: str) -> frozenset[str]:
    return frozenset(stem(w.strip("?'")) for w in question.lower().split())


def test_the_cell_under_the_named_column_states_the_rule() -> None:
    query = "May an apprentice use the darkroom alone?"
    cell = asked_cell(_MATRIX, _MATRIX.index("Apprentice"),
                      "Apprentice | only with a technician present | permitted", _asked(query))
    assert cell is not None
    assert cell.clause.exact == "prohibit||present,technician"
    assert cell.ruled == "Apprentice | Darkroom"
    # the other column is named: its cell rules
    other = asked_cell(_MATRIX, _MATRIX.index("Apprentice"),
                       "Apprentice | only with a technician present | permitted",
                       _asked("May an apprentice use the print studio alone?"))
    assert other is not None and other.clause.exact == "permit||"


def test_a_question_naming_no_column_or_a_row_off_the_header_keeps_the_row() -> None:
    row = "Apprentice | only with a technician present | permitted"
    assert asked_cell(_MATRIX, _MATRIX.index("Apprentice"), row,
                      _asked("May an apprentice work alone?")) is None
    ragged = "Staff type | Darkroom | Print studio\nApprentice | permitted"
    assert asked_cell(ragged, ragged.index("Apprentice"), "Apprentice | permitted",
                      _asked("May an apprentice use the darkroom?")) is None
    prose = "Apprentices | Darkroom | Print studio"  # no party header above: no matrix
    assert asked_cell(prose, 0, prose, _asked("May an apprentice use the darkroom?")) is None


def test_a_role_named_only_inside_the_questions_condition_is_another_party() -> None:
    query = "May an apprentice use the darkroom without a technician present?"
    assert split_words(query)[0] >= {"technician", "present"}
    offset = _MATRIX.index("Technician")
    assert conditioned_role(_MATRIX, offset, "Technician | permitted | permitted",
                            query) == "row:technician"
    assert conditioned_role(_MATRIX, _MATRIX.index("Apprentice"),
                            "Apprentice | only with a technician present | permitted",
                            query) == ""
    # named outside the condition too: the asked party
    assert conditioned_role(_MATRIX, offset, "Technician | permitted | permitted",
                            "May a technician use the darkroom without a key?") == ""


def test_a_limit_may_lead_a_cell_granting_in_one_case_alone() -> None:
    value = find("Porter | up to £50, only with a supervisor's sign-off", 0, matrix=True).value
    assert value is not None and value.exact.startswith("prohibit||")
    assert "supervisor" in value.exact


def test_the_darkroom_rule_and_a_wiki_saying_otherwise_conflict(policy: Policy) -> None:
    res = run(policy, event(
        "May an apprentice use the darkroom without a technician present?",
        chunk("acl", _MATRIX, "access_control"),
        chunk("wiki", "Apprentices may use the darkroom on their own after the safety "
                      "briefing.", "team_wiki"),
    ))
    assert [sorted(c.chunk_id for c in r.chunks) for r in res.conflicts] == [["acl", "wiki"]]


def test_a_refund_cell_needing_approval_answers_a_question_without_it(policy: Policy) -> None:
    res = run(policy, event(
        "Can a porter refund a guest without a supervisor's sign-off?",
        chunk("acl", "Role | Guest refunds\nPorter | up to £50, only with a supervisor's "
                     "sign-off\nSupervisor | any amount", "access_control"),
        chunk("wiki", "Porters can refund guests without asking a supervisor.", "team_wiki"),
    ))
    assert [sorted(c.chunk_id for c in r.chunks) for r in res.conflicts] == [["acl", "wiki"]]
