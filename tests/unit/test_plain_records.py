"""The hot output path builds no pydantic model; its bytes must equal the schema's own.

For every event of every labelled set and of the deploy samples, the records the worker
sends (``encode_resolution``: orjson over the engine's plain dicts) are compared byte for
byte with the pydantic path (each dict validated into its schema model, then
``model_dump(mode="json")`` and orjson): same fields, same order, same values, no extras.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from schemas.events import RetrievalEvent
from schemas.records import ConflictRecord, ResolvedContext
from workers.decode import Limits, decode_event
from workers.encode import encode_resolution, to_bytes
from workers.engine import Policy, resolve

from .conftest import ROOT

SETS = [*sorted((ROOT / "tests" / "data").glob("*.jsonl")), ROOT / "deploy/samples/events.jsonl"]


def _events(path: Path) -> list[RetrievalEvent]:
    decoded = (decode_event(line, Limits()) for line in path.read_bytes().splitlines()
               if line.strip())
    return [event for event in decoded if isinstance(event, RetrievalEvent)]


@pytest.mark.parametrize("path", SETS, ids=lambda p: p.name)
def test_plain_records_are_byte_identical_to_the_schema_models(policy: Policy,
                                                                path: Path) -> None:
    events = _events(path)
    assert len(events) >= 5
    conflicts = 0
    for event in events:
        resolution = resolve(event, policy, "2026-01-01T00:00:00Z")
        records, key, context = encode_resolution(resolution)
        model = ResolvedContext.model_validate(resolution.context_doc)
        assert context == to_bytes(model), event.event_id
        assert key == model.event_id.encode()
        for (record_key, record), doc in zip(records, resolution.conflict_docs, strict=True):
            archived = ConflictRecord.model_validate(doc)
            assert record == to_bytes(archived), event.event_id
            assert record_key == archived.conflict_id.encode()
        conflicts += len(records)
    assert conflicts > 0  # the sets exercise the conflict records too
