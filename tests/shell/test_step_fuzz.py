"""Fuzzing the worker's pure step (hypothesis): whatever the bytes, ``step`` returns either
one dead letter or the event's outputs, every record under the output limit, and never raises."""

from __future__ import annotations

from pathlib import Path

import orjson
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from schemas.records import DeadLetterSource
from workers.policy_file import load_policy
from workers.step import StepConfig, step

ROOT = Path(__file__).resolve().parents[2]
CONFIG = StepConfig(load_policy(str(ROOT / "deploy" / "policy.toml")), max_output_bytes=1 << 16)
WHERE = DeadLetterSource(topic="in", partition=0, offset=1)
JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**63), 2**63 - 1) | st.floats(allow_nan=False)
    | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                 max_size=4),
    max_leaves=30,
)
CHUNK = st.fixed_dictionaries({
    "chunk_id": st.text(max_size=4), "doc_id": st.text(max_size=6), "text": st.text(),
    "doc_class": st.sampled_from(["policy", "runbook", "", "x"]),
}, optional={"effective_date": st.text(max_size=30), "scope": JSON, "rank": JSON,
             "supersedes": JSON, "extra": JSON})
EVENTS = st.fixed_dictionaries(
    {"event_id": st.text(min_size=1, max_size=8), "query": st.text(max_size=40),
     "chunks": st.lists(CHUNK, max_size=5)},
    optional={"as_of": st.text(max_size=30), "emitted_at": st.text(max_size=30),
              "query_scope": JSON, "tenant": JSON},
)


def _check(value: bytes) -> None:
    out = step(b"key", value, WHERE, CONFIG, "2026-01-01T00:00:00Z")
    assert out
    assert all(len(o.value) + len(o.key or b"") <= CONFIG.max_output_bytes for o in out)
    letters = [o for o in out if o.kind == "dead_letter"]
    assert len(letters) in (0, len(out)) and len(letters) <= 1
    if letters:
        assert orjson.loads(letters[0].value)["error"] in (
            "encoding", "json", "validation", "limit", "internal", "timeout")


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.binary(max_size=3000))
def test_any_bytes(value: bytes) -> None:
    _check(value)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(EVENTS)
def test_any_event_shaped_document(document: dict[str, object]) -> None:
    _check(orjson.dumps(document))
