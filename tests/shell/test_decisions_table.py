"""The worker's live decisions table: folding topic records, skipping malformed ones, and
the step resolving with it."""

from __future__ import annotations

from pathlib import Path

import orjson

from schemas import ConflictRecord
from schemas.records import DeadLetterSource
from workers.cli import main
from workers.decisions_table import LiveDecisions
from workers.encode import to_bytes
from workers.engine.decisions import decision_for, record_disagreement
from workers.step import StepConfig, step

from .review_fixtures import POLICY, escalated


def _decision(record: ConflictRecord, kind: str = "accept_neither",
              at: str = "2026-11-30T09:00:00Z", **args: str) -> bytes:
    return to_bytes(decision_for(record, kind, "ann", at, **args))  # type: ignore[arg-type]


def test_malformed_decisions_are_skipped() -> None:
    table = LiveDecisions()
    bare = orjson.dumps({"conflict_id": "cf", "reviewer": "r", "decision": "accept_neither",
                         "decided_at": "2026-11-30T00:00:00Z"})
    for value in (b"\xff", b"{", b"[]", b'{"conflict_id": "cf"}', bare):
        table.apply(b"cf", value)
    assert len(table) == 0
    assert table.skipped == 5


def test_latest_decision_wins_and_tombstones_remove() -> None:
    record = escalated()
    other = escalated(suffix="2")
    key = record_disagreement(record)
    assert record_disagreement(other) == key  # same documents and values, other chunk ids
    table = LiveDecisions()
    table.apply(record.conflict_id.encode(), _decision(record, "accept_neither"))
    table.apply(other.conflict_id.encode(),
                _decision(other, "request_fresher_source", at="2026-11-30T10:00:00Z"))
    assert table[key].kind == "request_fresher_source"
    table.apply(other.conflict_id.encode(), None)
    assert table[key].kind == "accept_neither"
    table.apply(record.conflict_id.encode(), _decision(record, "accept_winner", chunk_id="c_a"))
    assert table[key].kind == "accept_winner"
    table.apply(record.conflict_id.encode(), None)
    assert key not in table


def test_the_step_resolves_with_the_live_table() -> None:
    record = escalated()
    table = LiveDecisions()
    config = StepConfig(POLICY, decisions=table)
    event = orjson.dumps({
        "event_id": "ev-1", "tenant": "acme", "query": "How long are logs retained?",
        "emitted_at": "2026-11-29T10:00:00Z",
        "chunks": [{"chunk_id": c.chunk_id, "doc_id": c.doc_id, "doc_class": c.doc_class,
                    "text": c.verbatim} for c in record.chunks],
    })
    source = DeadLetterSource(topic="t", partition=0, offset=0)

    def statuses() -> tuple[str, str]:
        conflict, context = step(b"ev-1", event, source, config, "2026-11-30T00:00:00Z")
        return orjson.loads(conflict.value)["status"], orjson.loads(context.value)["status"]

    assert statuses() == ("escalated", "escalated")
    table.apply(record.conflict_id.encode(), _decision(record, "accept_winner", chunk_id="c_b"))
    assert statuses() == ("reviewed", "resolved")


def test_the_offline_command_applies_a_decisions_file(tmp_path: Path) -> None:
    record = escalated()
    event = {"event_id": "ev-1", "tenant": "acme", "query": "How long are logs retained?",
             "emitted_at": "2026-11-29T10:00:00Z",
             "chunks": [{"chunk_id": c.chunk_id, "doc_id": c.doc_id, "doc_class": c.doc_class,
                         "text": c.verbatim} for c in record.chunks]}
    events = tmp_path / "events.jsonl"
    events.write_bytes(orjson.dumps(event) + b"\n")
    decisions = tmp_path / "decisions.jsonl"
    decisions.write_bytes(b"not json\n" + _decision(record, "accept_winner", chunk_id="c_a"))
    assert main(["resolve", str(events), "--out", str(tmp_path / "out"),
                 "--decisions", str(decisions)]) == 0
    (line,) = (tmp_path / "out" / "conflicts.jsonl").read_bytes().splitlines()
    reviewed = orjson.loads(line)
    assert (reviewed["status"], reviewed["winner"]) == ("reviewed", "c_a")
