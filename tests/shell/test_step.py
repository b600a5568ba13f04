"""The one pipeline: one input record → its outputs (each with its kind), or one dead letter."""

from __future__ import annotations

import base64
from pathlib import Path

import orjson
import pytest

import workers.step
from schemas import RetrievalEvent
from schemas.records import DeadLetterSource
from workers.engine import Policy, Resolution
from workers.policy_file import load_policy
from workers.step import StepConfig, step

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
def config() -> StepConfig:
    return StepConfig(load_policy(str(ROOT / "deploy" / "policy.toml")), max_output_bytes=1 << 20)


def test_a_valid_event_yields_its_conflicts_then_its_context(config: StepConfig) -> None:
    out = step(b"ev-1", EVENT, WHERE, config, NOW)
    assert [o.kind for o in out] == ["conflict", "generation"]
    record, context = (orjson.loads(o.value) for o in out)
    assert out[0].key == record["conflict_id"].encode()
    assert out[1].key == b"ev-1"
    assert context["event_id"] == "ev-1"
    assert record["winner"] == "a"
    assert [o.record.model_dump(mode="json") for o in out] == [record, context]


def test_replaying_an_event_yields_identical_records(config: StepConfig) -> None:
    assert step(b"k", EVENT, WHERE, config, NOW) == step(b"k", EVENT, WHERE, config,
                                                        "2027-01-01T00:00:00.000Z")


def test_bad_bytes_become_one_dead_letter_with_key_bytes_and_source(config: StepConfig) -> None:
    (out,) = step(b"original-key", b"\xff not json", WHERE, config, NOW)
    letter = orjson.loads(out.value)
    assert (out.kind, out.key) == ("dead_letter", b"original-key")
    assert letter["error"] == "encoding"
    assert base64.b64decode(letter["payload_b64"]) == b"\xff not json"
    assert letter["source"] == {"topic": "rag.retrieval", "partition": 2, "offset": 48812}
    assert letter["failed_at"] == NOW


def test_an_engine_error_is_dead_lettered_as_internal(
    config: StepConfig, monkeypatch: pytest.MonkeyPatch,
) -> None:
    def broken(event: RetrievalEvent, policy: Policy, received_at: str) -> Resolution:
        raise KeyError("boom")

    monkeypatch.setattr(workers.step, "resolve", broken)
    (out,) = step(None, EVENT, WHERE, config, NOW)
    letter = orjson.loads(out.value)
    assert (out.kind, out.key, letter["error"]) == ("dead_letter", None, "internal")
    assert "KeyError" in letter["detail"]


def test_an_output_over_the_size_limit_is_dead_lettered(config: StepConfig) -> None:
    small = StepConfig(config.policy, max_output_bytes=500)
    (out,) = step(b"ev-1", EVENT, WHERE, small, NOW)
    letter = orjson.loads(out.value)
    assert (out.kind, letter["error"]) == ("dead_letter", "limit")
    assert "RESOLVER_MAX_OUTPUT_BYTES" in letter["detail"]


@pytest.mark.parametrize("size", [900_000, 3_500_000])
def test_a_dead_letter_always_fits_under_the_output_limit(config: StepConfig, size: int) -> None:
    """Issue 11: a 3.5 MB record made a 4.67 MB dead letter the broker refused forever."""
    import hashlib

    raw = b"\xff" + b"x" * (size - 1)  # not UTF-8, and over the event limit when large
    limit = 1 << 20
    (out,) = step(b"k" * 1000, raw, WHERE, config, NOW)
    assert out.kind == "dead_letter"
    assert len(out.value) + len(out.key or b"") <= limit
    letter = orjson.loads(out.value)
    assert letter["payload_truncated"] is True
    assert letter["payload_length"] == size
    assert letter["payload_sha256"] == hashlib.sha256(raw).hexdigest()
    kept = base64.b64decode(letter["payload_b64"])
    assert raw.startswith(kept)
    assert len(kept) > limit // 2


def test_a_dead_letter_that_fits_keeps_the_payload_whole_with_its_hash(config: StepConfig) -> None:
    import hashlib

    (out,) = step(b"k", b"not json", WHERE, config, NOW)
    letter = orjson.loads(out.value)
    assert letter["payload_truncated"] is False
    assert base64.b64decode(letter["payload_b64"]) == b"not json"
    assert letter["payload_length"] == 8
    assert letter["payload_sha256"] == hashlib.sha256(b"not json").hexdigest()


def test_a_key_too_large_for_a_dead_letter_is_replaced_by_its_hash(config: StepConfig) -> None:
    import hashlib

    key = b"k" * (1 << 19)
    (out,) = step(key, b"x" * 2_000_000, WHERE, config, NOW)
    assert out.key == b"sha256:" + hashlib.sha256(key).hexdigest().encode()
    assert len(out.value) + len(out.key) <= 1 << 20
