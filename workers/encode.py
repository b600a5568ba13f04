"""Records → bytes, the one way every output is serialised (orjson, UTF-8, one object)."""

from __future__ import annotations

import orjson
from pydantic import BaseModel

from workers.engine import Resolution


def to_bytes(record: BaseModel) -> bytes:
    """The wire form of ``record``: field order as in the schema, no whitespace."""
    return orjson.dumps(record.model_dump(mode="json"))


def encode_resolution(resolution: Resolution) -> tuple[list[tuple[bytes, bytes]], bytes, bytes]:
    """(conflict_id, ConflictRecord bytes) per conflict, then the context's key and bytes.

    Serialises the engine's plain records directly: byte-identical to ``to_bytes`` of their
    schema models (tests/unit/test_plain_records.py), without building those models.
    """
    conflicts = [(doc["conflict_id"].encode(), orjson.dumps(doc))
                 for doc in resolution.conflict_docs]
    context = resolution.context_doc
    return conflicts, context["event_id"].encode(), orjson.dumps(context)
