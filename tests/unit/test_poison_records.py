"""Poison records from issue 11: inputs that once crashed decoding or resolution.

Each test feeds the exact shape that crashed and asserts the promise instead: the record
becomes one dead letter (or a normal resolution), never an exception.
"""

from __future__ import annotations

import orjson
import pytest

from workers.decode import Limits, Rejected, decode_event
from workers.engine import Policy
from workers.engine.numbers import parse_number

from .conftest import chunk, event, run

DATE_FIELDS = ("as_of", "emitted_at")
CHUNK_DATE_FIELDS = ("effective_date", "effective_until", "published_at", "crawled_at")
EDGES = ("0001-01-01T00:00:00+01:00", "9999-12-31T23:59:59-01:00")


def _chunk(**extra: object) -> dict[str, object]:
    return {"chunk_id": "c", "doc_id": "d", "text": "t", "doc_class": "policy", **extra}


@pytest.mark.parametrize("moment", EDGES)
@pytest.mark.parametrize("field", DATE_FIELDS + CHUNK_DATE_FIELDS)
def test_a_calendar_edge_date_time_is_a_validation_dead_letter(field: str, moment: str) -> None:
    if field in DATE_FIELDS:
        event = {"event_id": "e", "query": "q", field: moment, "chunks": [_chunk()]}
    else:
        event = {"event_id": "e", "query": "q", "chunks": [_chunk(**{field: moment})]}
    decoded = decode_event(orjson.dumps(event), Limits())
    assert isinstance(decoded, Rejected)
    assert decoded.error == "validation"
    assert field in decoded.detail


def _nested(depth: int) -> bytes:
    chunk = orjson.dumps(_chunk())[:-1] + b',"x":' + b"[" * depth + b"]" * depth + b"}"
    return b'{"event_id":"e","query":"q","chunks":[' + chunk + b"]}"


@pytest.mark.parametrize("depth", [200, 252, 400])
def test_deeply_nested_unknown_fields_are_rejected_at_decode(depth: int) -> None:
    decoded = decode_event(_nested(depth), Limits())
    assert isinstance(decoded, Rejected)
    assert decoded.error == "validation"
    assert "nest" in decoded.detail


def test_moderate_nesting_in_unknown_fields_is_still_accepted() -> None:
    decoded = decode_event(_nested(20), Limits())
    assert not isinstance(decoded, Rejected)


HUGE = "9" * 400
HUGE_TEXTS = (
    "Returns within {n} days of delivery.",
    "The Pro plan costs ${n} per seat.",
    "The Pro plan costs {n} EUR per seat.",
    "Disk usage may reach {n}% before an alert.",
    "Each mailbox holds {n} GB.",
    "The API allows {n} requests per minute.",
    "Keep the room at {n} °C.",
    "Rotate keys every {n}.5 hours.",
)


@pytest.mark.parametrize("template", HUGE_TEXTS)
def test_numbers_of_hundreds_of_digits_never_overflow(policy: Policy, template: str) -> None:
    """Issue 11: 400 digits overflowed float conversion (OverflowError in the engine)."""
    query = "What is the return window, price, disk limit, mailbox size, rate, temperature?"
    ev = event(query, chunk("a", template.format(n=HUGE)), chunk("b", template.format(n="30")),
               chunk("c", template.format(n="1" + "0" * 320)))
    resolution = run(policy, ev)
    assert resolution.context.event_id == "ev-1"
    assert parse_number(HUGE) is None
