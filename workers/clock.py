"""The shell's clock: ISO 8601 UTC timestamps with milliseconds ("2026-11-29T10:00:00.120Z")."""

from __future__ import annotations

from datetime import UTC, datetime


def utc_now() -> str:
    return iso_millis(datetime.now(UTC))


def iso_millis(moment: datetime) -> str:
    utc = moment.astimezone(UTC)
    return utc.strftime("%Y-%m-%dT%H:%M:%S.") + f"{utc.microsecond // 1000:03d}Z"
