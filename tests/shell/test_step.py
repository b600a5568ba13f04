"""The worker's pure step: one input record → its output records, or one dead letter."""

from __future__ import annotations

import base64
from pathlib import Path

import orjson
import pytest

import workers.step
from schemas import RetrievalEvent
from schemas.records import DeadLetterSource
from workers.decode import Limits
from workers.engine import Policy, Resolution
from workers.policy_file import load_policy
from workers.step import Routing, route

ROOT = Path(__file__).resolve().parents[2]
WHERE = DeadLetterSource(topic="rag.retrieval", partition=2, offset=48812)
NOW = "2026-11-29T10:00:01.000Z"
EVENT = orjson.dumps({
    "event_id": "ev-1", "query": "What is the return window for PB-441?",
    "emitted_at": "2026-11-29T10:00:00Z",
    "chunks": [
        {"chunk_id": "a", "doc_id": "returns-policy", "doc_class": "policy",
         "source_tier": "primary", "text": "Returns accepted within 30 days of delivery."},
        {"chunk_id": "b", "doc_id": "mail-7", "doc_class": "support_email",
         "source_tier": "secondary", "text": "Returns accepted within 14 days of purchase."},
    ],
})


@pytest.fixture(scope="module")
def routing() -> Routing:
    policy = load_policy(str(ROOT / "deploy" / "policy.toml"))
    return Routing(policy=policy, limits=Limits(), generation="gen", conflicts="arch",
                   dlq="dlq", max_output_bytes=1 << 20)


def test_a_valid_event_yields_its_conflicts_then_its_context(routing: Routing) -> None:
    out = route(b"ev-1", EVENT, WHERE, routing, NOW)
    assert [o.topic for o in out] == ["arch", "gen"]
    record, context = (orjson.loads(o.value) for o in out)
    assert out[0].key == record["conflict_id"].encode()
    assert out[1].key == b"ev-1"
    assert context["event_id"] == "ev-1"
    assert record["winner"] == "a"


def test_replaying_an_event_yields_identical_records(routing: Routing) -> None:
    assert route(b"k", EVENT, WHERE, routing, NOW) == route(b"k", EVENT, WHERE, routing,
                                                          "2027-01-01T00:00:00.000Z")


def test_bad_bytes_become_one_dead_letter_with_key_bytes_and_source(routing: Routing) -> None:
    (out,) = route(b"original-key", b"\xff not json", WHERE, routing, NOW)
    letter = orjson.loads(out.value)
    assert (out.topic, out.key) == ("dlq", b"original-key")
    assert letter["error"] == "encoding"
    assert base64.b64decode(letter["payload_b64"]) == b"\xff not json"
    assert letter["source"] == {"topic": "rag.retrieval", "partition": 2, "offset": 48812}
    assert letter["failed_at"] == NOW


def test_an_engine_error_is_dead_lettered_as_internal(
    routing: Routing, monkeypatch: pytest.MonkeyPatch,
) -> None:
    def broken(event: RetrievalEvent, policy: Policy, *_: object) -> Resolution:
        raise KeyError("boom")

    monkeypatch.setattr(workers.step, "resolve", broken)
    (out,) = route(None, EVENT, WHERE, routing, NOW)
    letter = orjson.loads(out.value)
    assert (out.topic, out.key, letter["error"]) == ("dlq", None, "internal")
    assert "KeyError" in letter["detail"]


def test_an_output_over_the_size_limit_is_dead_lettered(routing: Routing) -> None:
    small = Routing(policy=routing.policy, limits=routing.limits, generation="gen",
                    conflicts="arch", dlq="dlq", max_output_bytes=500)
    (out,) = route(b"ev-1", EVENT, WHERE, small, NOW)
    letter = orjson.loads(out.value)
    assert (out.topic, letter["error"]) == ("dlq", "limit")
    assert "RESOLVER_MAX_OUTPUT_BYTES" in letter["detail"]
