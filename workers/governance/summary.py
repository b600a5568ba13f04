"""The JSON summary of an evaluation run: every figure, for machines (CI, dashboards)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from workers.governance.evaluate import LabelledSet, SetEvaluation
from workers.governance.floors import Breach
from workers.governance.review_time import ReviewTime


@dataclass(frozen=True, slots=True)
class EvalRun:
    """One ``resolver eval`` run: per-set evaluations, the pool, and review times."""

    policy_version: str
    sets: tuple[tuple[LabelledSet, SetEvaluation], ...]
    pooled: SetEvaluation | None = None
    review_time: ReviewTime | None = None
    archive_problems: tuple[str, ...] = ()
    breaches: tuple[Breach, ...] = field(default_factory=tuple)

    def evaluations(self) -> list[SetEvaluation]:
        """Each set's evaluation, then the pooled one when there is more than one set."""
        out = [evaluation for _, evaluation in self.sets]
        return [*out, self.pooled] if self.pooled is not None else out

    def metrics_by_set(self) -> dict[str, dict[str, float]]:
        named = {labelled.name: e.metrics() for labelled, e in self.sets}
        if self.pooled is not None:
            named["all"] = self.pooled.metrics()
        return named


def set_summary(evaluation: SetEvaluation, labelled: LabelledSet | None) -> dict[str, Any]:
    report = evaluation.report
    return {
        "name": evaluation.name,
        "path": str(labelled.path) if labelled else None,
        "events": evaluation.events,
        "metrics": evaluation.metrics(),
        "counts": {
            "expected_conflicts": report.expected_conflicts,
            "predicted_conflicts": report.predicted_conflicts,
            "matched_conflicts": report.matched_conflicts,
            "expected_fields": report.expected_fields,
            "predicted_fields": report.predicted_fields,
            "matched_fields": report.matched_fields,
            "attribution_correct": report.attribution_correct,
            "attribution_parts": report.attribution_parts,
            "status_correct": report.status_correct,
        },
        "breakdown": evaluation.breakdown.as_dict(),
        "citations": evaluation.citations.as_dict(),
        "citation_failures": [
            {"event_id": c.event_id, "entity_key": c.entity_key, "field": c.field,
             "value": c.value, "chunk_id": c.chunk_id, "outcome": c.outcome,
             "reason": c.reason}
            for c in evaluation.citations.failures
        ],
        "mismatches": [
            {"event_id": m.event_id, "note": m.note, "problems": list(m.problems)}
            for m in report.mismatches
        ],
        "rejected_lines": list(evaluation.rejected),
        "label_problems": list(labelled.problems) if labelled else [],
    }


def run_summary(run: EvalRun) -> dict[str, Any]:
    """The whole run as one JSON-ready object."""
    return {
        "policy_version": run.policy_version,
        "sets": [set_summary(e, labelled) for labelled, e in run.sets],
        "pooled": set_summary(run.pooled, None) if run.pooled else None,
        "review_time": run.review_time.as_dict() if run.review_time else None,
        "archive_problems": list(run.archive_problems),
        "gates": {
            "passed": not run.breaches,
            "breaches": [
                {"set": b.set_name, "metric": b.gate.metric, "bound": b.gate.bound,
                 "upper": b.gate.upper, "value": b.value}
                for b in run.breaches
            ],
        },
    }
