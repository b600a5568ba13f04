"""Closed vocabularies and scalar types of the wire format (docs/records.md).

Every name here is part of the wire format: other systems match on these strings.
"""

from __future__ import annotations

from datetime import UTC, date, datetime
from typing import Annotated, Any, Literal, get_args

from pydantic import AfterValidator, BeforeValidator

FieldType = Literal["quantity", "money", "date", "date_basis", "identifier", "clause", "text"]
FIELD_TYPES: tuple[FieldType, ...] = get_args(FieldType)

StrategyName = Literal[
    "authoritative_source", "newest_version", "rule_chain", "surface_both", "escalate"
]
STRATEGIES: tuple[StrategyName, ...] = (
    "authoritative_source",
    "newest_version",
    "rule_chain",
    "surface_both",
    "escalate",
)

RuleName = Literal[
    "authoritative_source",
    "supersession",
    "effective_date",
    "specificity",
    "majority",
    "escalate",
    "newest_version",
    "surface_both",
    "reviewer",
    "reviewer_decision",
]

Category = Literal["authority", "outdated", "scope", "majority", "disagreement", "unresolved"]
ConflictStatus = Literal["auto_resolved", "surfaced", "escalated", "reviewed"]
ContextStatus = Literal["clean", "resolved", "surfaced", "escalated"]
DirectiveMode = Literal["answer", "surface_both", "withhold"]
DecisionKind = Literal[
    "accept_winner", "accept_both_with_condition", "accept_neither", "request_fresher_source"
]
DeadLetterError = Literal["encoding", "json", "validation", "limit", "internal", "timeout"]


def parse_iso(value: str) -> datetime:
    """Parse an ISO 8601 date or date-time into an aware UTC datetime.

    A bare date means midnight UTC of that day; a naive date-time is taken as UTC.
    Raises ValueError on anything else, including a date-time whose offset moves it out of
    the calendar (``0001-01-01T00:00:00+01:00`` is before year 1 in UTC).
    """
    text = value.strip()
    if len(text) == 10:
        day = date.fromisoformat(text)
        return datetime(day.year, day.month, day.day, tzinfo=UTC)
    moment = datetime.fromisoformat(text)
    if moment.tzinfo is None:
        return moment.replace(tzinfo=UTC)
    try:
        return moment.astimezone(UTC)
    except OverflowError as exc:
        raise ValueError(f"{value!r} is outside the calendar in UTC") from exc


def _check_iso(value: str) -> str:
    try:
        parse_iso(value)
    except ValueError as exc:
        raise ValueError(f"not an ISO 8601 date or date-time: {value!r}") from exc
    return value


IsoDate = Annotated[str, AfterValidator(_check_iso)]
"""An ISO 8601 date or date-time, kept exactly as received (validated, not rewritten)."""


def _facet_map(value: Any) -> Any:
    """Facet maps carry string values; scalars are stringified and nulls mean unknown."""
    if value is None:
        return {}
    if isinstance(value, dict):
        out: dict[Any, Any] = {}
        for key, item in value.items():
            if item is None:
                continue
            if isinstance(item, bool | int | float):
                out[key] = str(item).lower() if isinstance(item, bool) else str(item)
            else:
                out[key] = item
        return out
    return value


FacetMap = Annotated[dict[str, str], BeforeValidator(_facet_map)]
"""Free facet map (environment, audience, region, …); a missing facet is unknown."""
