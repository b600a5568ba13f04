"""Reading the conflict archive: ConflictRecords as JSON lines (a file, or the topic dumped).

The archive topic is compacted, so a file read from it may still hold several versions of
one ``conflict_id`` (an automatic record, then its reviewed rewrite); the latest one read
wins, as compaction would keep it. Lines that are not ConflictRecords are reported, never
fatal.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from pydantic import ValidationError

from schemas.records import ConflictRecord


@dataclass(slots=True)
class Archive:
    """The latest version of each archived conflict, in first-seen order, and bad lines."""

    records: list[ConflictRecord] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    versions: int = 0


def parse_record(value: bytes, where: str) -> ConflictRecord | str:
    """The ConflictRecord in ``value``, or a one-line problem report that starts with ``where``."""
    try:
        return ConflictRecord.model_validate_json(value)
    except ValidationError as exc:
        first = exc.errors()[0]
        at = ".".join(str(p) for p in first["loc"]) or "record"
        return f"{where}: {at}: {first['msg']}"


def read_archive(lines: Iterable[bytes], source: str) -> Archive:
    """Parse ConflictRecord lines; a later version of a conflict_id replaces the earlier."""
    latest: dict[str, ConflictRecord] = {}
    archive = Archive()
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        record = parse_record(line, f"{source}:{number}")
        if isinstance(record, str):
            archive.problems.append(record)
            continue
        archive.versions += 1
        latest[record.conflict_id] = record
    archive.records = list(latest.values())
    return archive


def read_archive_file(path: Path) -> Archive:
    """``read_archive`` over a file (raises OSError when it cannot be read)."""
    with path.open("rb") as handle:
        return read_archive(handle, str(path))


def parse_time(value: str | None) -> datetime | None:
    """An ISO 8601 date or date-time as an aware UTC datetime (naive means UTC)."""
    if not value:
        return None
    try:
        parsed = datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        return None
    return parsed if parsed.tzinfo else parsed.replace(tzinfo=UTC)

