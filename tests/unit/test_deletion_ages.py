"""An age past which a step deletes a thing states how long it is kept."""

from __future__ import annotations

from tests.unit.conftest import chunk, conflict_sets
from workers.engine import Policy
from workers.engine.deletion_ages import deletion_age


def _at(body: str, surface: str) -> tuple[str, int, int]:
    start = body.index(surface)
    return body, start, start + len(surface)


def test_an_age_a_deleting_sentence_names_is_a_retention() -> None:
    assert deletion_age(*_at("Call audio older than 60 days is erased nightly.", "60 days"))
    assert deletion_age(*_at("Purge tickets more than 2 years old.", "2 years"))
    assert deletion_age(*_at("The job auto-deletes scans older than 14 days.", "14 days"))


def test_an_age_without_deleting_or_a_deletion_after_a_wait_is_not() -> None:
    assert not deletion_age(*_at("Patients older than 65 years get a free flu jab.", "65 years"))
    assert not deletion_age(*_at("Drafts are deleted after 30 days.", "30 days"))  # no age
    assert not deletion_age(*_at("Remove the filter within 3 days.", "3 days"))


def test_a_runbooks_purge_age_disputes_the_standards_retention(policy: Policy) -> None:
    query = "How long are call recordings kept by the help desk?"
    assert conflict_sets(
        policy, query,
        chunk("std", "CS-3 Call recordings shall be retained for 90 days.", "security_standard"),
        chunk("rb", "Step 2: check the NVR shows at least 60 days of audio; audio older "
                    "than 60 days is erased nightly.", "runbook"),
    ) == [{"std", "rb"}]


def test_a_deletion_age_answers_a_how_long_question_as_no_loose_bound(policy: Policy) -> None:
    query = "How many days must the clinic keep its phone-line recordings?"
    rule = chunk("rule", "PR-3 Phone-line recordings must be retained for at least 90 days.",
                 "security_standard", doc_id="records-standard", source_tier="primary")
    task = chunk("task", "Step 2: the recorder auto-deletes phone-line recordings older than 45"
                 " days every night.", "runbook", doc_id="recorder-runbook",
                 source_tier="secondary")
    assert conflict_sets(policy, query, rule, task) == [{"rule", "task"}]
