"""Detection and rule-attribution scores of a labelled set (pure).

``score`` compares each event's ``expect`` labels with what the stage produced for it (the
ConflictRecords of ``rag.conflicts`` and the ResolvedContext status, as JSON objects):

- detection precision / recall at the conflict level: a predicted conflict matches an
  expected one when their chunk-id sets are equal (one-to-one, ``matching.match``);
- field-level precision / recall over (conflict, field type) pairs, where a pair is a true
  positive when its conflict is matched and both sides name that field type;
- rule attribution: among matched conflicts, the share whose strategy, rule_applied (in
  order), winner and status all equal the label (and each part's share);
- event status accuracy, and a per-event listing of every mismatch;
- two event-level measures that need no exact conflict membership: agreeing events flagged (events
  labelled ``clean`` that came out otherwise) and disagreeing events caught (events labelled
  with a conflict that came out not ``clean``), the false alarms and the catches of the
  decision-quality issue.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from workers.governance.matching import (
    ATTRIBUTION_PARTS,
    attribution,
    chunk_ids,
    chunks_text,
    match,
    wrong_parts,
)


@dataclass(frozen=True, slots=True)
class EventResult:
    """What the stage produced for one event: its context status and its conflict records."""

    status: str
    conflicts: tuple[Mapping[str, Any], ...]


@dataclass(frozen=True, slots=True)
class EventReport:
    """One event's comparison; ``problems`` is empty when the event is entirely right."""

    event_id: str
    note: str
    problems: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Report:
    """The figures of one scoring run and every event that has a mismatch."""

    events: int
    expected_conflicts: int
    predicted_conflicts: int
    matched_conflicts: int
    expected_fields: int
    predicted_fields: int
    matched_fields: int
    attribution_correct: int
    attribution_parts: dict[str, int]
    status_correct: int
    mismatches: tuple[EventReport, ...] = field(default_factory=tuple)
    agreeing: int = 0
    agreeing_flagged: int = 0
    disagreeing: int = 0
    disagreeing_caught: int = 0

    @property
    def detection_precision(self) -> float:
        return ratio(self.matched_conflicts, self.predicted_conflicts)

    @property
    def detection_recall(self) -> float:
        return ratio(self.matched_conflicts, self.expected_conflicts)

    @property
    def field_precision(self) -> float:
        return ratio(self.matched_fields, self.predicted_fields)

    @property
    def field_recall(self) -> float:
        return ratio(self.matched_fields, self.expected_fields)

    @property
    def attribution_accuracy(self) -> float:
        """Share of matched conflicts whose strategy, rules, winner and status all agree."""
        return ratio(self.attribution_correct, self.matched_conflicts)

    @property
    def winner_accuracy(self) -> float:
        """Share of matched conflicts whose winner equals the label (no winner = no winner)."""
        return ratio(self.attribution_parts["winner"], self.matched_conflicts)

    @property
    def status_accuracy(self) -> float:
        return ratio(self.status_correct, self.events)

    @property
    def agreeing_flagged_rate(self) -> float:
        """Share of events labelled ``clean`` whose context came out otherwise."""
        return self.agreeing_flagged / self.agreeing if self.agreeing else 0.0

    @property
    def disagreeing_caught_rate(self) -> float:
        """Share of events labelled with a conflict whose context came out not ``clean``."""
        return ratio(self.disagreeing_caught, self.disagreeing)

    def summary_lines(self) -> list[str]:
        parts = ", ".join(
            f"{name} {ratio(n, self.matched_conflicts):.3f}"
            for name, n in self.attribution_parts.items()
        )
        return [
            f"events: {self.events}  expected conflicts: {self.expected_conflicts}  "
            f"predicted: {self.predicted_conflicts}  matched: {self.matched_conflicts}",
            f"detection  precision {self.detection_precision:.3f} "
            f"({self.matched_conflicts}/{self.predicted_conflicts})  "
            f"recall {self.detection_recall:.3f} "
            f"({self.matched_conflicts}/{self.expected_conflicts})",
            f"fields     precision {self.field_precision:.3f} "
            f"({self.matched_fields}/{self.predicted_fields})  "
            f"recall {self.field_recall:.3f} ({self.matched_fields}/{self.expected_fields})",
            f"attribution accuracy {self.attribution_accuracy:.3f} "
            f"({self.attribution_correct}/{self.matched_conflicts} matched conflicts; {parts})",
            f"event status accuracy {self.status_accuracy:.3f} "
            f"({self.status_correct}/{self.events})",
            f"events     agreeing flagged {self.agreeing_flagged_rate:.3f} "
            f"({self.agreeing_flagged}/{self.agreeing} labelled clean, not clean)  "
            f"disagreeing caught {self.disagreeing_caught_rate:.3f} "
            f"({self.disagreeing_caught}/{self.disagreeing} with a conflict, not clean)",
        ]

    def mismatch_lines(self) -> list[str]:
        out = []
        for event in self.mismatches:
            out.append(f"{event.event_id}: {event.note}")
            out.extend(f"    {problem}" for problem in event.problems)
        return out


def ratio(numerator: int, denominator: int) -> float:
    """numerator / denominator, and 1.0 for 0 / 0 (nothing to find and nothing claimed)."""
    return numerator / denominator if denominator else 1.0


def results_from_records(
    contexts: Iterable[Mapping[str, Any]], conflicts: Iterable[Mapping[str, Any]]
) -> dict[str, EventResult]:
    """EventResults from ResolvedContext and ConflictRecord JSON objects (any order)."""
    by_event: dict[str, list[Mapping[str, Any]]] = {}
    for record in conflicts:
        by_event.setdefault(str(record["event_id"]), []).append(record)
    return {
        str(ctx["event_id"]): EventResult(
            status=str(ctx["status"]),
            conflicts=tuple(by_event.get(str(ctx["event_id"]), ())),
        )
        for ctx in contexts
    }


def score(
    events_with_expect: Sequence[Mapping[str, Any]], results: Mapping[str, EventResult]
) -> Report:
    """Compare the labels of ``events_with_expect`` with ``results`` (keyed by event_id).

    An event missing from ``results`` counts as producing nothing (status "missing").
    """
    totals: Counter[str] = Counter()
    parts: Counter[str] = Counter(dict.fromkeys(ATTRIBUTION_PARTS, 0))
    mismatches = []
    for event in events_with_expect:
        event_id = str(event["event_id"])
        expect = event["expect"]
        result = results.get(event_id, EventResult("missing", ()))
        problems = _score_event(expect, result, totals, parts)
        if problems:
            mismatches.append(EventReport(event_id, str(expect.get("note", "")), tuple(problems)))
    return Report(
        events=len(events_with_expect),
        expected_conflicts=totals["expected"],
        predicted_conflicts=totals["predicted"],
        matched_conflicts=totals["matched"],
        expected_fields=totals["expected_fields"],
        predicted_fields=totals["predicted_fields"],
        matched_fields=totals["matched_fields"],
        attribution_correct=totals["attribution"],
        attribution_parts=dict(parts),
        status_correct=totals["status"],
        mismatches=tuple(mismatches),
        agreeing=totals["agreeing"],
        agreeing_flagged=totals["agreeing_flagged"],
        disagreeing=totals["disagreeing"],
        disagreeing_caught=totals["disagreeing_caught"],
    )


def _score_event(
    expect: Mapping[str, Any], result: EventResult, totals: Counter[str], parts: Counter[str]
) -> list[str]:
    expected = list(expect["conflicts"])
    predicted = list(result.conflicts)
    totals["expected"] += len(expected)
    totals["predicted"] += len(predicted)
    totals["expected_fields"] += sum(len(set(x["fields"])) for x in expected)
    totals["predicted_fields"] += sum(len(set(p["detected_fields"])) for p in predicted)
    problems: list[str] = []
    pairs, missed, extra = match(expected, predicted)
    for exp, pred in pairs:
        totals["matched"] += 1
        want, got = set(exp["fields"]), set(pred["detected_fields"])
        totals["matched_fields"] += len(want & got)
        where = chunks_text(exp["chunks"])
        if want != got:
            problems.append(f"fields of {where}: expected {sorted(want)}, got {sorted(got)}")
        wrong = wrong_parts(exp, pred)
        for name in ATTRIBUTION_PARTS:
            if name not in wrong:
                parts[name] += 1
        if not wrong:
            totals["attribution"] += 1
        else:
            problems.append(
                f"attribution of {where}: expected {attribution(exp)}, got "
                f"{attribution(pred)} [entity_key {pred.get('entity_key')!r}]"
            )
    for exp in missed:
        problems.append(
            f"missed conflict {chunks_text(exp['chunks'])} on {sorted(exp['fields'])} "
            f"(expected {attribution(exp)})"
        )
    for pred in extra:
        problems.append(
            f"unexpected conflict {chunks_text(chunk_ids(pred))} on "
            f"{sorted(pred['detected_fields'])} [entity_key {pred.get('entity_key')!r}; "
            f"{attribution(pred)}]"
        )
    if expect["status"] == "clean":
        totals["agreeing"] += 1
        totals["agreeing_flagged"] += result.status != "clean"
    elif expected:
        totals["disagreeing"] += 1
        totals["disagreeing_caught"] += result.status != "clean"
    if result.status == expect["status"]:
        totals["status"] += 1
    else:
        problems.append(f"event status: expected {expect['status']}, got {result.status}")
    return problems
