"""Render the JSON Schema files committed under ``schemas/json/`` for other-language producers.

``render_all()`` is pure; ``write_all()`` is the only function that touches the disk.
"""

from __future__ import annotations

from pathlib import Path

import orjson
from pydantic import BaseModel

from schemas.events import RetrievalEvent
from schemas.records import ConflictRecord, DeadLetter, ResolvedContext, ReviewerDecision

SCHEMA_DIR = Path(__file__).parent / "json"

MODELS: dict[str, type[BaseModel]] = {
    "retrieval_event": RetrievalEvent,
    "conflict_record": ConflictRecord,
    "resolved_context": ResolvedContext,
    "reviewer_decision": ReviewerDecision,
    "dead_letter": DeadLetter,
}


def render_all() -> dict[str, bytes]:
    """File name → schema bytes, deterministic (sorted keys, trailing newline)."""
    out: dict[str, bytes] = {}
    for name, model in MODELS.items():
        inputs = (RetrievalEvent, ReviewerDecision)
        schema = model.model_json_schema(
            mode="validation" if model in inputs else "serialization"
        )
        schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
        out[f"{name}.schema.json"] = (
            orjson.dumps(schema, option=orjson.OPT_INDENT_2 | orjson.OPT_SORT_KEYS) + b"\n"
        )
    return out


def write_all(directory: Path = SCHEMA_DIR) -> list[Path]:
    """Write every schema file into ``directory``; returns the paths written."""
    directory.mkdir(parents=True, exist_ok=True)
    written = []
    for name, content in render_all().items():
        path = directory / name
        path.write_bytes(content)
        written.append(path)
    return written
