"""Fuzzing the worker's pure step (hypothesis): whatever the bytes, ``step`` returns either
one dead letter or the event's outputs, every record under the output limit, and never raises;
and chunk texts made of the words and values the extractors read never make the engine fail.

``RESOLVER_FUZZ_EXAMPLES`` sets the examples per test (200 in CI); a run of a few minutes:
``RESOLVER_FUZZ_EXAMPLES=20000 .venv/bin/pytest tests/shell/test_step_fuzz.py``."""

from __future__ import annotations

import os
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
EXAMPLES = int(os.environ.get("RESOLVER_FUZZ_EXAMPLES", "200"))
FUZZ = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck))
TOKENS = (
    "1 2 3 12 30 441 2025 2024-03-01 03/25/2026 1,000 42.00 3.0.13 10.0.0.1 v2.3 $ € £ CA$ USD "
    "EUR dollars euros cents per / a an each month year day days business working hours ms s "
    "% percent GB mb °C km kg twenty thirty-one three (3) eleven fifteen hundred and fifty "
    "January Feb March 3rd of the , PB-441 SKU12345 api.example.com DE89 3704 0044 0532 0130 00 "
    "staging prod EU US UK kids employees must not may cannot can allowed prohibited never "
    "only if unless except for within from delivery purchase invoice up to at least minimum "
    "maximum Silver: Gold: | Q: A: ? Updated Posted Team plan Business ( ) - – . ; \n born died"
).split(" ")
VALUE_TEXT = st.lists(st.sampled_from(TOKENS), max_size=60).map(" ".join)
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


@FUZZ
@given(st.binary(max_size=3000))
def test_any_bytes(value: bytes) -> None:
    _check(value)


@FUZZ
@given(EVENTS)
def test_any_event_shaped_document(document: dict[str, object]) -> None:
    _check(orjson.dumps(document))


VALUE_EVENTS = st.fixed_dictionaries({
    "event_id": st.just("e"),
    "query": st.sampled_from([
        "How many days do I have to return it?", "What does the Team plan cost?",
        "When was it founded?", "Who directed it?", "May contractors access production?",
        "What is the rate limit?", "How long is the warranty?", "What version is deployed?",
    ]),
    "chunks": st.lists(st.fixed_dictionaries({
        "chunk_id": st.sampled_from("abcdef"), "doc_id": st.sampled_from("xyz"),
        "text": VALUE_TEXT, "doc_class": st.sampled_from(["policy", "runbook", "team_wiki"]),
    }, optional={"source_tier": st.sampled_from(["primary", "secondary"]),
                 "effective_date": st.sampled_from(["2024-01-01", "2025-06-30"])}), max_size=6),
})


@FUZZ
@given(VALUE_EVENTS)
def test_value_shaped_chunks_never_make_the_engine_fail(document: dict[str, object]) -> None:
    out = step(b"key", orjson.dumps(document), WHERE, CONFIG, "2026-01-01T00:00:00Z")
    assert [o.kind for o in out if o.kind == "dead_letter"] == [], out[0].value[:300]
