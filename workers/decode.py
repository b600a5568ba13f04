"""Decode at the boundary: raw bytes → RetrievalEvent, or the reason it cannot be one.

Bad input is data, not an exception: ``decode_event`` never raises on any bytes; it
returns a ``Rejected`` that names the error kind and a readable detail, and the caller
keeps the original bytes for the dead letter.
"""

from __future__ import annotations

import base64
import hashlib
from collections.abc import Iterable
from dataclasses import dataclass

import orjson
from pydantic import ValidationError

from schemas.events import RetrievalEvent
from schemas.records import DeadLetter, DeadLetterSource
from schemas.types import DeadLetterError
from workers.encode import to_bytes


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


MAX_DETAIL_CHARS = 2_000
"""A dead letter's ``detail`` is cut to this length (a reason, not a copy of the input)."""


def dead_letter(
    raw: bytes | None, rejected: Rejected, source: DeadLetterSource, failed_at: str,
    *, max_bytes: int | None = None,
) -> DeadLetter:
    """The dead letter for ``raw``, with its length and SHA-256.

    The original bytes are kept whole, base64-encoded, unless the encoded dead letter would
    be larger than ``max_bytes``: then the payload is cut to the longest prefix that fits
    and ``payload_truncated`` is set. Invariant: ``len(to_bytes(result)) <= max_bytes``
    whenever ``max_bytes`` leaves room for the record without its payload.
    """
    payload = raw or b""
    detail = rejected.detail
    if len(detail) > MAX_DETAIL_CHARS:
        detail = detail[: MAX_DETAIL_CHARS - 1] + "…"
    letter = DeadLetter(
        error=rejected.error,
        detail=detail,
        source=source,
        payload_b64=base64.b64encode(payload).decode("ascii"),
        failed_at=failed_at,
        payload_length=len(payload),
        payload_sha256=hashlib.sha256(payload).hexdigest(),
    )
    if max_bytes is None or len(to_bytes(letter)) <= max_bytes:
        return letter
    bare = letter.model_copy(update={"payload_b64": "", "payload_truncated": True})
    room = max(0, max_bytes - len(to_bytes(bare)))
    keep = room // 4 * 3  # base64 writes 4 characters for every 3 bytes
    return bare.model_copy(
        update={"payload_b64": base64.b64encode(payload[:keep]).decode("ascii")}
    )
