"""``resolver eval``'s shell half: load labelled sets, run the engine, gather the scores.

The engine runs in process over each line exactly as the offline command would (decode,
then ``resolve``); a line that would be dead-lettered is reported and produces nothing, so
its labels count as missed. Scoring itself is pure (``scoring``, ``breakdown``,
``citations``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

import orjson

from workers.clock import utc_now
from workers.decode import Limits, Rejected, decode_event
from workers.engine import Policy, resolve
from workers.governance.breakdown import Breakdown, breakdown
from workers.governance.citations import CitationScore, score_citations
from workers.governance.labels import label_problems
from workers.governance.progress import Progress
from workers.governance.scoring import EventResult, Report, score

LOWER_IS_BETTER = frozenset({"miss_rate", "false_positive_rate", "wrong_citation_rate"})


@dataclass(slots=True)
class LabelledSet:
    """The events of one labelled file (raw JSON objects) and what is wrong with its lines."""

    name: str
    path: Path
    lines: list[bytes]
    events: list[dict[str, Any]]
    problems: list[str] = field(default_factory=list)


@dataclass(slots=True)
class Produced:
    """What the engine produced per event id, and the lines it could not take."""

    contexts: dict[str, dict[str, Any]] = field(default_factory=dict)
    conflicts: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    rejected: list[str] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class SetEvaluation:
    """Every score of one labelled set (or of several pooled)."""

    name: str
    events: int
    report: Report
    breakdown: Breakdown
    citations: CitationScore
    rejected: tuple[str, ...]

    def metrics(self) -> dict[str, float]:
        """The headline figures, by the names ``--fail-under`` and the JSON summary use."""
        overall = self.breakdown.overall.rates()
        return {
            "detection_precision": self.report.detection_precision,
            "detection_recall": self.report.detection_recall,
            "field_precision": self.report.field_precision,
            "field_recall": self.report.field_recall,
            "attribution_accuracy": self.report.attribution_accuracy,
            "winner_accuracy": self.report.winner_accuracy,
            "status_accuracy": self.report.status_accuracy,
            "miss_rate": float(overall["miss_rate"]),
            "false_positive_rate": float(overall["false_positive_rate"]),
            "citation_fidelity": self.citations.fidelity,
            "wrong_citation_rate": self.citations.wrong_citation_rate,
        }


def load_set(path: Path) -> LabelledSet:
    """Read a labelled JSONL file; raises OSError when it cannot be read."""
    labelled = LabelledSet(path.stem, path, [], [])
    for number, line in enumerate(path.read_bytes().splitlines(), start=1):
        if not line.strip():
            continue
        try:
            event = orjson.loads(line)
        except orjson.JSONDecodeError as exc:
            labelled.problems.append(f"{path.name}:{number}: not JSON: {exc}")
            continue
        if not isinstance(event, dict) or "event_id" not in event or "chunks" not in event:
            labelled.problems.append(f"{path.name}:{number}: not an event with an event_id")
            continue
        problems = label_problems(event)
        labelled.problems.extend(f"{path.name}:{number} ({event['event_id']}): {p}"
                                 for p in problems)
        if not problems:
            labelled.lines.append(line)
            labelled.events.append(event)
    return labelled


def run_engine(
    labelled: LabelledSet, policy: Policy, progress: TextIO | None = None
) -> Produced:
    """Resolve every event of ``labelled`` with ``policy``."""
    produced = Produced()
    limits = Limits()
    bar = Progress(progress, f"eval {labelled.name}", len(labelled.lines))
    for line in labelled.lines:
        decoded = decode_event(line, limits)
        bar.step()
        if isinstance(decoded, Rejected):
            produced.rejected.append(f"{labelled.name}: {decoded.error}: {decoded.detail}")
            continue
        resolution = resolve(decoded, policy, utc_now())
        event_id = resolution.context.event_id
        produced.contexts[event_id] = resolution.context.model_dump(mode="json")
        produced.conflicts[event_id] = [r.model_dump(mode="json") for r in resolution.conflicts]
    bar.close()
    return produced


def evaluate(name: str, events: list[dict[str, Any]], produced: Produced) -> SetEvaluation:
    """Score ``events`` against what the engine ``produced`` for them."""
    results = {
        event_id: EventResult(str(ctx["status"]), tuple(produced.conflicts.get(event_id, ())))
        for event_id, ctx in produced.contexts.items()
    }
    return SetEvaluation(
        name=name,
        events=len(events),
        report=score(events, results),
        breakdown=breakdown(events, results),
        citations=score_citations(events, produced.contexts, produced.conflicts),
        rejected=tuple(produced.rejected),
    )


def pooled(sets: list[tuple[LabelledSet, Produced]]) -> SetEvaluation:
    """One evaluation over the events of every set together."""
    union = Produced()
    events: list[dict[str, Any]] = []
    for labelled, produced in sets:
        events.extend(labelled.events)
        union.contexts.update(produced.contexts)
        union.conflicts.update(produced.conflicts)
        union.rejected.extend(produced.rejected)
    return evaluate("all sets", events, union)
