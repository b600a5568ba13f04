"""The shell's clock: ISO 8601 UTC timestamps with milliseconds ("2026-11-29T10:00:00.120Z")."""

from __future__ import annotations

from datetime import UTC, datetime


def utc_now() -> str:
    return iso_millis(datetime.now(UTC))


def iso_millis(moment: datetime) -> str:
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.") + f"{moment.microsecond // 1000:03d}Z"
