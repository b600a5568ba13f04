"""Citation fidelity of resolved fields, scored apart from detection (pure).

Every ``resolved_fields`` entry of a ResolvedContext asserts a value and cites a chunk and a
snippet. Two independent checks:

- **contains its value**: the snippet states the asserted value, literally (case-insensitive)
  or after the field type's normalisation (reading the snippet alone with the engine's
  extractors yields a value of that field type whose normalised form is the asserted one);
- **right citation**: the snippet is verbatim text of the cited chunk, and, when the
  conflict behind the field is labelled with a winner, the cited chunk is that winner.
  When the conflict is not labelled (a false alarm) or has no labelled winner, the source
  is checked for verbatim text only.

A citation that does not contain its value (``value_missing``) is a different failure from
a wrong citation (``wrong_citation``); one can have both (``both``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from workers.engine.reading import read_text
from workers.governance.matching import match
from workers.governance.scoring import ratio

OUTCOMES = ("faithful", "value_missing", "wrong_citation", "both")


@dataclass(frozen=True, slots=True)
class CitationCheck:
    """The verdict on one resolved field's citation."""

    event_id: str
    entity_key: str
    field: str
    value: str
    chunk_id: str
    snippet: str
    contains_value: bool
    right_citation: bool
    reason: str

    @property
    def outcome(self) -> str:
        if self.contains_value:
            return "faithful" if self.right_citation else "wrong_citation"
        return "value_missing" if self.right_citation else "both"


@dataclass(frozen=True, slots=True)
class CitationScore:
    """Counts per outcome, overall and per field type, and every failing citation."""

    checked: int
    outcomes: dict[str, int]
    per_field_type: dict[str, dict[str, int]]
    failures: tuple[CitationCheck, ...] = field(default_factory=tuple)

    @property
    def fidelity(self) -> float:
        """Share of citations whose snippet contains the asserted value."""
        return ratio(self.outcomes["faithful"] + self.outcomes["wrong_citation"], self.checked)

    @property
    def wrong_citation_rate(self) -> float:
        bad = self.outcomes["wrong_citation"] + self.outcomes["both"]
        return bad / self.checked if self.checked else 0.0

    def as_dict(self) -> dict[str, Any]:
        return {
            "checked": self.checked,
            "citation_fidelity": self.fidelity,
            "wrong_citation_rate": self.wrong_citation_rate,
            "outcomes": self.outcomes,
            "per_field_type": self.per_field_type,
        }


def contains_value(snippet: str, field_type: str, value: str) -> bool:
    """The snippet states ``value`` literally or after ``field_type``'s normalisation."""
    if value and value.lower() in snippet.lower():
        return True
    reading = read_text(snippet)
    found = [v for v in reading.values if v.field == field_type]
    found += [s.clause for s in reading.sentences if s.clause is not None]
    return any(v.field == field_type and v.display == value for v in found)


def score_citations(
    events: Sequence[Mapping[str, Any]],
    contexts: Mapping[str, Mapping[str, Any]],
    conflicts: Mapping[str, Sequence[Mapping[str, Any]]],
) -> CitationScore:
    """Check every resolved field of ``contexts`` (by event id) against ``events``' chunks.

    ``conflicts`` holds each event's ConflictRecords, to find the labelled winner of the
    conflict behind a field (the record with the field's entity key).
    """
    checks: list[CitationCheck] = []
    for event in events:
        event_id = str(event["event_id"])
        context = contexts.get(event_id)
        if context is None:
            continue
        texts = {str(c["chunk_id"]): str(c["text"]) for c in event["chunks"]}
        winners = _labelled_winners(event, conflicts.get(event_id, ()))
        for resolved in context.get("resolved_fields", []):
            checks.append(_check(event_id, resolved, texts, winners))
    outcomes = Counter(dict.fromkeys(OUTCOMES, 0))
    per_field: dict[str, Counter[str]] = {}
    for check in checks:
        outcomes[check.outcome] += 1
        per_field.setdefault(check.field, Counter(dict.fromkeys(OUTCOMES, 0)))[check.outcome] += 1
    return CitationScore(
        checked=len(checks),
        outcomes=dict(outcomes),
        per_field_type={k: dict(v) for k, v in sorted(per_field.items())},
        failures=tuple(c for c in checks if c.outcome != "faithful"),
    )


def _labelled_winners(
    event: Mapping[str, Any], records: Sequence[Mapping[str, Any]]
) -> dict[str, str | None]:
    """Entity key of each predicted conflict matched to a label -> the labelled winner."""
    pairs, _, _ = match(list(event["expect"]["conflicts"]), list(records))
    return {str(pred["entity_key"]): exp.get("winner") for exp, pred in pairs}


def _check(
    event_id: str, resolved: Mapping[str, Any], texts: Mapping[str, str],
    winners: Mapping[str, str | None],
) -> CitationCheck:
    chunk_id, snippet = str(resolved["chunk_id"]), str(resolved["snippet"])
    field_type, value = str(resolved["field"]), str(resolved["value"])
    reasons = []
    holds = contains_value(snippet, field_type, value)
    if not holds:
        reasons.append(f"the snippet does not state {value!r}")
    right = True
    if chunk_id not in texts:
        right, reasons = False, [*reasons, f"cites {chunk_id!r}, which is not in the event"]
    elif snippet not in texts[chunk_id]:
        right, reasons = False, [*reasons, f"the snippet is not text of {chunk_id!r}"]
    winner = winners.get(str(resolved["entity_key"]))
    if winner is not None and winner != chunk_id:
        right, reasons = False, [*reasons, f"cites {chunk_id!r}; the labelled winner is "
                                           f"{winner!r}"]
    return CitationCheck(
        event_id=event_id, entity_key=str(resolved["entity_key"]), field=field_type,
        value=value, chunk_id=chunk_id, snippet=snippet, contains_value=holds,
        right_citation=right, reason="; ".join(reasons),
    )

