"""The Markdown report of an evaluation run, for people (reviewers of a policy or engine
change): headline table, rates per field type, strategy and document class, citation
fidelity, reviewer decision times, and every mismatch."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from workers.governance.evaluate import SetEvaluation
from workers.governance.review_time import ReviewTime, duration_text
from workers.governance.summary import EvalRun

HEADLINE = (
    ("detection P / R", ("detection_precision", "detection_recall")),
    ("rule attribution", ("attribution_accuracy",)),
    ("winner accuracy", ("winner_accuracy",)),
    ("miss rate", ("miss_rate",)),
    ("false-positive rate", ("false_positive_rate",)),
    ("citation fidelity", ("citation_fidelity",)),
    ("wrong citations", ("wrong_citation_rate",)),
)
SLICE_COLUMNS = ("expected_conflicts", "miss_rate", "false_alarms", "false_positive_rate",
                 "attribution_accuracy", "winner_accuracy")


def table(header: Sequence[str], rows: Iterable[Sequence[str]]) -> list[str]:
    out = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    out.extend("| " + " | ".join(row) + " |" for row in rows)
    return out


def figure(value: Any) -> str:
    return f"{value:.3f}" if isinstance(value, float) else str(value)


def headline_rows(evaluations: Sequence[SetEvaluation]) -> list[list[str]]:
    rows = []
    for e in evaluations:
        metrics = e.metrics()
        rows.append([e.name, str(e.events)] + [
            " / ".join(f"{metrics[k]:.3f}" for k in keys) for _, keys in HEADLINE
        ])
    return rows


def render_report(run: EvalRun, chart_name: str | None) -> str:
    """The whole report; ``chart_name`` is the PNG beside it (None: no chart)."""
    lines = [f"# Evaluation of the resolver (policy {run.policy_version})", ""]
    lines += table(["set", "events", *(h for h, _ in HEADLINE)],
                   headline_rows(run.evaluations()))
    if run.breaches:
        lines += ["", "**Gates failed:**", *(f"- {b.text()}" for b in run.breaches)]
    focus = (run.pooled or run.sets[0][1]) if run.sets else None
    if focus is not None:
        lines += ["", f"## Rates per field type ({focus.name})", ""]
        if chart_name:
            lines += [f"![rates per field type]({chart_name})", ""]
        per = focus.breakdown.as_dict()
        cites = focus.citations.per_field_type
        lines += _slice_table("field type", per["per_field_type"], cites)
        lines += ["", f"## Rates per strategy ({focus.name})", ""]
        lines += _slice_table("strategy", per["per_strategy"], None)
        lines += ["", f"## Rates per document class ({focus.name})", ""]
        lines += _slice_table("document class", per["per_doc_class"], None)
        lines += ["", "## Citation fidelity", "", *_citation_lines(run)]
    if run.review_time is not None:
        lines += ["", "## Time to reviewer decision", "", *_review_lines(run.review_time)]
    for labelled, evaluation in run.sets:
        lines += ["", f"## Mismatches in {labelled.path.name}", ""]
        problems = [*labelled.problems, *evaluation.rejected]
        lines += [f"- label or input problem: {p}" for p in problems]
        mismatches = evaluation.report.mismatches
        if not mismatches and not problems:
            lines.append("None: every event is right.")
        for m in mismatches:
            lines.append(f"- **{m.event_id}** {m.note}".rstrip())
            lines.extend(f"  - {p}" for p in m.problems)
    return "\n".join(lines) + "\n"


def _slice_table(
    name: str, slices: Mapping[str, Mapping[str, Any]],
    cites: Mapping[str, Mapping[str, int]] | None,
) -> list[str]:
    header = [name, *(c.replace("_", " ") for c in SLICE_COLUMNS)]
    if cites is not None:
        header.append("citation fidelity")
    rows = []
    for key, rates in slices.items():
        row = [key, *(figure(rates[c]) for c in SLICE_COLUMNS)]
        if cites is not None:
            counts = cites.get(key, {})
            total = sum(counts.values())
            held = counts.get("faithful", 0) + counts.get("wrong_citation", 0)
            row.append(f"{held}/{total}" if total else "—")
        rows.append(row)
    return table(header, rows)


def _citation_lines(run: EvalRun) -> list[str]:
    rows = []
    failures = []
    for e in run.evaluations():
        c = e.citations
        rows.append([e.name, str(c.checked), *(str(c.outcomes[k]) for k in c.outcomes),
                     f"{c.fidelity:.3f}"])
        if e is not run.pooled:
            failures += [f"- {e.name} {f.event_id} `{f.entity_key}` {f.field}={f.value!r} "
                         f"cites {f.chunk_id}: {f.outcome} ({f.reason})" for f in c.failures]
    lines = table(["set", "citations", "faithful", "value missing", "wrong citation",
                   "both", "fidelity"], rows)
    return lines + (["", *failures] if failures else [])


def _review_lines(review: ReviewTime) -> list[str]:
    rows = [["all owners", str(len(review.overall.seconds)), duration_text(review.overall.median),
             duration_text(review.overall.p90)]]
    rows += [[owner, str(len(w.seconds)), duration_text(w.median), duration_text(w.p90)]
             for owner, w in sorted(review.per_owner.items())]
    lines = table(["owner", "decisions", "median", "p90"], rows)
    if review.untimed:
        lines += ["", f"{review.untimed} reviewed record(s) lacked usable times."]
    return lines
