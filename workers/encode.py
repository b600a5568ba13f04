"""Records → bytes, the one way every output is serialised (orjson, UTF-8, one object)."""

from __future__ import annotations

import orjson
from pydantic import BaseModel

from workers.engine import Resolution


def to_bytes(record: BaseModel) -> bytes:
    """The wire form of ``record``: field order as in the schema, no whitespace."""
    return orjson.dumps(record.model_dump(mode="json"))


def encode_resolution(resolution: Resolution) -> tuple[list[tuple[bytes, bytes]], bytes, bytes]:
    """(conflict_id, ConflictRecord bytes) per conflict, then the context's key and bytes."""
    conflicts = [(r.conflict_id.encode(), to_bytes(r)) for r in resolution.conflicts]
    context = resolution.context
    return conflicts, context.event_id.encode(), to_bytes(context)
