"""Scoring of the labelled adversarial set (``tests/data/labelled.jsonl``).

Every line of the set is a RetrievalEvent with an extra top-level ``expect`` field (unknown
fields ride along and are ignored by the engine) holding the truth, written independently
of the engine's entity-key naming::

    "expect": {"conflicts": [{"chunks": ["c1", "c2"], "fields": ["quantity"],
                              "strategy": "rule_chain", "rule_applied": ["authoritative_source"],
                              "winner": "c1", "status": "auto_resolved"}],
               "status": "resolved", "note": "why", "tags": ["seed"]}

``score`` is pure: it compares those labels with what the stage produced for each event
(the ConflictRecords of ``rag.conflicts`` and the ResolvedContext status, as JSON objects)
and returns a ``Report``:

- detection precision / recall at the conflict level: a predicted conflict matches an
  expected one when their chunk-id sets are equal (one-to-one);
- field-level precision / recall over (conflict, field type) pairs, where a pair is a true
  positive when its conflict is matched and both sides name that field type;
- rule attribution: among matched conflicts, the share whose strategy, rule_applied (in
  order), winner and status all equal the label (and each component's share);
- event status accuracy, and a per-event listing of every mismatch.

``coverage`` counts what the labels cover, for the set's own tests.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

FIELD_TYPES = ("quantity", "money", "date", "date_basis", "identifier", "clause")
STRATEGIES = ("authoritative_source", "newest_version", "rule_chain", "surface_both", "escalate")
RULES = ("authoritative_source", "supersession", "effective_date", "specificity", "majority",
         "escalate")
ATTRIBUTION_PARTS = ("strategy", "rule_applied", "winner", "status")
_SEVERITY = {"clean": 0, "resolved": 1, "surfaced": 2, "escalated": 3}
_CONFLICT_TO_EVENT = {"auto_resolved": "resolved", "reviewed": "resolved",
                      "surfaced": "surfaced", "escalated": "escalated"}


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

    @property
    def detection_precision(self) -> float:
        return _ratio(self.matched_conflicts, self.predicted_conflicts)

    @property
    def detection_recall(self) -> float:
        return _ratio(self.matched_conflicts, self.expected_conflicts)

    @property
    def field_precision(self) -> float:
        return _ratio(self.matched_fields, self.predicted_fields)

    @property
    def field_recall(self) -> float:
        return _ratio(self.matched_fields, self.expected_fields)

    @property
    def attribution_accuracy(self) -> float:
        """Share of matched conflicts whose strategy, rules, winner and status all agree."""
        return _ratio(self.attribution_correct, self.matched_conflicts)

    @property
    def status_accuracy(self) -> float:
        return _ratio(self.status_correct, self.events)

    def summary_lines(self) -> list[str]:
        parts = ", ".join(
            f"{name} {_ratio(n, self.matched_conflicts):.3f}"
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
        ]

    def mismatch_lines(self) -> list[str]:
        out = []
        for event in self.mismatches:
            out.append(f"{event.event_id}: {event.note}")
            out.extend(f"    {problem}" for problem in event.problems)
        return out


def _ratio(numerator: int, denominator: int) -> float:
    """numerator / denominator, and 1.0 for 0 / 0 (nothing to find and nothing claimed)."""
    return numerator / denominator if denominator else 1.0


# ------------------------------------------------------------------------------ results


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


# ------------------------------------------------------------------------------ scoring


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
        where = _chunks_text(exp["chunks"])
        if want != got:
            problems.append(f"fields of {where}: expected {sorted(want)}, got {sorted(got)}")
        wrong = [name for name in ATTRIBUTION_PARTS if _part(exp, name) != _part(pred, name)]
        for name in ATTRIBUTION_PARTS:
            if name not in wrong:
                parts[name] += 1
        if not wrong:
            totals["attribution"] += 1
        else:
            problems.append(
                f"attribution of {where}: expected {_attribution(exp)}, got "
                f"{_attribution(pred)} [entity_key {pred.get('entity_key')!r}]"
            )
    for exp in missed:
        problems.append(
            f"missed conflict {_chunks_text(exp['chunks'])} on {sorted(exp['fields'])} "
            f"(expected {_attribution(exp)})"
        )
    for pred in extra:
        problems.append(
            f"unexpected conflict {_chunks_text(_chunk_ids(pred))} on "
            f"{sorted(pred['detected_fields'])} [entity_key {pred.get('entity_key')!r}; "
            f"{_attribution(pred)}]"
        )
    if result.status == expect["status"]:
        totals["status"] += 1
    else:
        problems.append(f"event status: expected {expect['status']}, got {result.status}")
    return problems


def match(
    expected: Sequence[Mapping[str, Any]], predicted: Sequence[Mapping[str, Any]]
) -> tuple[list[tuple[Mapping[str, Any], Mapping[str, Any]]],
           list[Mapping[str, Any]], list[Mapping[str, Any]]]:
    """Pair expected and predicted conflicts one-to-one by equal chunk-id sets.

    When several share a chunk set, pairs with the larger field overlap are taken first,
    then those agreeing on more attribution parts (so that, of two records over the same
    chunks, the one about the labelled key is matched and the other is reported as extra).
    Returns (pairs, unmatched expected, unmatched predicted), each in input order.
    """
    candidates = []
    for i, exp in enumerate(expected):
        for j, pred in enumerate(predicted):
            if frozenset(exp["chunks"]) == frozenset(_chunk_ids(pred)):
                overlap = len(set(exp["fields"]) & set(pred["detected_fields"]))
                agreeing = sum(_part(exp, n) == _part(pred, n) for n in ATTRIBUTION_PARTS)
                candidates.append((-overlap, -agreeing, i, j))
    used_e: set[int] = set()
    used_p: set[int] = set()
    pairs = []
    for _, _, i, j in sorted(candidates):
        if i in used_e or j in used_p:
            continue
        used_e.add(i)
        used_p.add(j)
        pairs.append((i, j))
    pairs.sort()
    return (
        [(expected[i], predicted[j]) for i, j in pairs],
        [x for i, x in enumerate(expected) if i not in used_e],
        [p for j, p in enumerate(predicted) if j not in used_p],
    )


def _chunk_ids(record: Mapping[str, Any]) -> list[str]:
    return [str(c["chunk_id"]) for c in record["chunks"]]


def _chunks_text(ids: Iterable[str]) -> str:
    return "{" + ", ".join(sorted(ids)) + "}"


def _part(conflict: Mapping[str, Any], name: str) -> Any:
    value = conflict.get(name)
    return list(value) if name == "rule_applied" and value is not None else value


def _attribution(conflict: Mapping[str, Any]) -> str:
    return (
        f"{conflict.get('strategy')} {list(conflict.get('rule_applied') or [])} "
        f"winner={conflict.get('winner')} {conflict.get('status')}"
    )


# ------------------------------------------------------------------------------ labels


def label_problems(event: Mapping[str, Any]) -> list[str]:
    """Internal consistency of one event's labels (not a judgement of the engine)."""
    problems: list[str] = []
    expect = event.get("expect")
    if not isinstance(expect, Mapping):
        return ["no expect object"]
    ids = [str(c["chunk_id"]) for c in event["chunks"]]
    worst = "clean"
    for x in expect.get("conflicts", []):
        chunks = list(x.get("chunks", []))
        if len(chunks) < 2 or len(set(chunks)) != len(chunks):
            problems.append(f"conflict {chunks}: needs two or more distinct chunks")
        if not set(chunks) <= set(ids):
            problems.append(f"conflict {chunks}: names chunks not in the event")
        if not x.get("fields") or not set(x["fields"]) <= set(FIELD_TYPES):
            problems.append(f"conflict {chunks}: fields {x.get('fields')} not field types")
        if x.get("strategy") not in STRATEGIES:
            problems.append(f"conflict {chunks}: unknown strategy {x.get('strategy')!r}")
        rules = list(x.get("rule_applied") or [])
        status, winner = x.get("status"), x.get("winner")
        if status not in _CONFLICT_TO_EVENT or not rules:
            problems.append(f"conflict {chunks}: bad status {status!r} or empty rule_applied")
            continue
        if (status == "auto_resolved") != (winner is not None):
            problems.append(f"conflict {chunks}: a winner exactly when auto_resolved")
        if winner is not None and winner not in chunks:
            problems.append(f"conflict {chunks}: winner {winner!r} not in the conflict")
        if (status == "escalated") != (rules[-1] == "escalate"):
            problems.append(f"conflict {chunks}: escalated exactly when escalate decided")
        if (status == "surfaced") != (rules[-1] == "surface_both"):
            problems.append(f"conflict {chunks}: surfaced exactly when surface_both decided")
        if _SEVERITY[_CONFLICT_TO_EVENT[status]] > _SEVERITY[worst]:
            worst = _CONFLICT_TO_EVENT[status]
    if expect.get("status") != worst:
        problems.append(f"event status {expect.get('status')!r} should be {worst!r}")
    return problems


def coverage(events: Sequence[Mapping[str, Any]]) -> dict[str, int]:
    """What the labels cover: counts of events, strategies, rules, fields and traps."""
    counts: Counter[str] = Counter()
    counts["events"] = len(events)
    for event in events:
        expect = event["expect"]
        tags = set(expect.get("tags", []))
        conflicts = expect["conflicts"]
        if not conflicts:
            counts["no_conflict"] += 1
            for tag in ("normalisation", "scope", "dated_undated"):
                if tag in tags:
                    counts[f"no_conflict:{tag}"] += 1
        for tag in ("injection", "distractor", "seed"):
            if tag in tags:
                counts[f"events:{tag}"] += 1
        if event.get("as_of"):
            counts["events:as_of"] += 1
        if any(_multi_step(x) for x in conflicts):
            counts["events:multi_step"] += 1
        for x in conflicts:
            counts["conflicts"] += 1
            counts[f"strategy:{x['strategy']}"] += 1
            rules = list(x["rule_applied"])
            if x["strategy"] == "newest_version" and rules == ["surface_both"]:
                counts["strategy:newest_version:not_applicable"] += 1
            for rule in set(rules):
                if rule in RULES:
                    counts[f"rule:{rule}"] += 1
            for field_type in set(x["fields"]):
                counts[f"field:{field_type}"] += 1
    return dict(counts)


def _multi_step(conflict: Mapping[str, Any]) -> bool:
    """3-5 chunks where the rule chain narrowed in several steps or majority decided."""
    rules = [r for r in conflict["rule_applied"] if r != "escalate"]
    return 3 <= len(conflict["chunks"]) <= 5 and conflict["strategy"] == "rule_chain" and (
        len(rules) >= 2 or "majority" in rules
    )
