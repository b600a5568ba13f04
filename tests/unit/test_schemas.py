"""Wire models: contract field names, optionality, unknown fields, clear messages."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from schemas import ConflictRecord, RetrievalEvent, ReviewerDecision
from schemas.export import SCHEMA_DIR, render_all
from workers.decode import Limits, Rejected, decode_event


def test_committed_json_schemas_are_current() -> None:
    for name, content in render_all().items():
        assert (SCHEMA_DIR / name).read_bytes() == content, f"run: resolver schemas export ({name})"


def test_minimal_event_defaults() -> None:
    ev = RetrievalEvent.model_validate({"event_id": "e", "query": "q", "chunks": []})
    assert ev.tenant == "default"
    assert ev.as_of is None and ev.query_scope == {}


def test_unknown_fields_are_kept_and_ignored() -> None:
    ev = RetrievalEvent.model_validate({
        "event_id": "e", "query": "q", "trace": {"id": 7},
        "chunks": [{"chunk_id": "c", "doc_id": "d", "text": "t", "doc_class": "policy",
                    "embedding_model": "m-1"}],
    })
    assert ev.model_extra == {"trace": {"id": 7}}
    assert ev.chunks[0].model_dump()["embedding_model"] == "m-1"


@pytest.mark.parametrize(
    ("raw", "error", "detail"),
    [
        (b"\xff\xfe{", "encoding", "not UTF-8"),
        (b"{not json", "json", "not JSON"),
        (b"[1, 2]", "validation", "expected a JSON object"),
        (b'{"event_id": "e", "query": "q"}', "validation", "chunks: field required"),
        (b'{"event_id": "e", "query": "q", "chunks": [{"chunk_id": "c", "text": "t",'
         b' "doc_class": "p"}]}', "validation", "chunks.0.doc_id: field required"),
        (b'{"event_id": "e", "query": "q", "as_of": "next tuesday", "chunks": []}',
         "validation", "as_of"),
        (b'{"event_id": "e", "query": "q", "chunks": [' + b",".join([b"{}"] * 3) + b"]}",
         "limit", "3 chunks"),
    ],
)
def test_decode_rejects_with_kind_and_detail(raw: bytes, error: str, detail: str) -> None:
    result = decode_event(raw, Limits(max_event_bytes=10_000, max_chunks=2))
    assert isinstance(result, Rejected)
    assert result.error == error
    assert detail in result.detail


def test_decode_rejects_oversized_before_parsing() -> None:
    result = decode_event(b" " * 101, Limits(max_event_bytes=100))
    assert isinstance(result, Rejected) and result.error == "limit"


def test_reviewer_decision_needs_its_argument() -> None:
    with pytest.raises(ValidationError, match="accept_winner needs chunk_id"):
        ReviewerDecision.model_validate({"conflict_id": "cf", "reviewer": "r",
                                         "decision": "accept_winner",
                                         "decided_at": "2026-11-30T09:12:00Z"})


def test_conflict_record_field_order_matches_contract() -> None:
    assert list(ConflictRecord.model_fields)[:20] == [
        "conflict_id", "tenant", "entity_key", "event_id", "query", "detected_fields",
        "category", "chunks", "strategy", "rule_applied", "winner", "loser_retained", "status",
        "owner", "policy_version", "created_at", "reviewer", "reviewer_decision", "decided_at",
        "notes",
    ]
