"""Decode at the boundary: raw bytes → RetrievalEvent, or the reason it cannot be one.

Bad input is data, not an exception: ``decode_event`` never raises on any bytes; it
returns a ``Rejected`` that names the error kind and a readable detail, and the caller
keeps the original bytes for the dead letter.
"""

from __future__ import annotations

import base64
from collections.abc import Iterable
from dataclasses import dataclass

import orjson
from pydantic import ValidationError

from schemas.events import RetrievalEvent
from schemas.records import DeadLetter, DeadLetterSource
from schemas.types import DeadLetterError


@dataclass(frozen=True, slots=True)
class Limits:
    """Input limits; an event over either is dead-lettered with error ``limit``."""

    max_event_bytes: int = 1_048_576
    max_chunks: int = 500


MAX_DEPTH = 64
"""Deepest nesting of arrays and objects accepted in an event. An event itself is four
levels deep; unknown fields are kept and re-serialised with the outputs, and the encoder
refuses nesting past 255 levels, so deeper documents are refused here, at decode."""


@dataclass(frozen=True, slots=True)
class Rejected:
    """Why some bytes are not a valid RetrievalEvent."""

    error: DeadLetterError
    detail: str


def decode_event(raw: bytes | None, limits: Limits) -> RetrievalEvent | Rejected:
    """Parse and validate one input record; never raises."""
    if raw is None:
        return Rejected("validation", "empty record (null value)")
    if len(raw) > limits.max_event_bytes:
        size, limit = len(raw), limits.max_event_bytes
        return Rejected("limit", f"event is {size} bytes, over the limit of {limit}")
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        return Rejected("encoding", f"not UTF-8: {exc.reason} at byte {exc.start}")
    try:
        document = orjson.loads(raw)
    except orjson.JSONDecodeError as exc:
        return Rejected("json", f"not JSON: {exc}")
    if not isinstance(document, dict):
        return Rejected("validation", f"expected a JSON object, got {type(document).__name__}")
    depth = nesting_depth(document, MAX_DEPTH)
    if depth > MAX_DEPTH:
        return Rejected(
            "validation", f"nested more than {MAX_DEPTH} levels deep (arrays and objects)"
        )
    chunks = document.get("chunks")
    if isinstance(chunks, list) and len(chunks) > limits.max_chunks:
        return Rejected("limit", f"{len(chunks)} chunks, over the limit of {limits.max_chunks}")
    try:
        return RetrievalEvent.model_validate(document)
    except ValidationError as exc:
        return Rejected("validation", describe(exc))


def nesting_depth(document: object, stop_past: int) -> int:
    """Levels of arrays/objects in ``document`` (a scalar is 0), counted without recursion;
    the walk stops as soon as it passes ``stop_past``."""
    deepest = 0
    stack: list[tuple[object, int]] = [(document, 1)]
    while stack:
        node, depth = stack.pop()
        if isinstance(node, dict):
            children: Iterable[object] = node.values()
        elif isinstance(node, list):
            children = node
        else:
            continue
        deepest = max(deepest, depth)
        if deepest > stop_past:
            return deepest
        stack.extend((child, depth + 1) for child in children if isinstance(child, dict | list))
    return deepest


def describe(exc: ValidationError) -> str:
    """Pydantic errors as "chunks.3.doc_id: field required; …" (at most five)."""
    parts = []
    for error in exc.errors()[:5]:
        where = ".".join(str(p) for p in error["loc"]) or "event"
        message = "field required" if error["type"] == "missing" else error["msg"]
        parts.append(f"{where}: {message}")
    more = len(exc.errors()) - 5
    return "; ".join(parts) + (f"; and {more} more" if more > 0 else "")


def dead_letter(
    raw: bytes | None, rejected: Rejected, source: DeadLetterSource, failed_at: str
) -> DeadLetter:
    """The dead letter for ``raw``; the original bytes are kept whole, base64-encoded."""
    return DeadLetter(
        error=rejected.error,
        detail=rejected.detail,
        source=source,
        payload_b64=base64.b64encode(raw or b"").decode("ascii"),
        failed_at=failed_at,
    )
