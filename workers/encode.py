"""Records → bytes, the one way every output is serialised (orjson, UTF-8, one object)."""

from __future__ import annotations

import orjson
from pydantic import BaseModel


def to_bytes(record: BaseModel) -> bytes:
    """The wire form of ``record``: field order as in the schema, no whitespace."""
    return orjson.dumps(record.model_dump(mode="json"))
