"""The evaluation table kept in a Markdown file (the README) between two marker comments.

``render_table`` gives one row per set: the blind figures recorded when the set was first
measured (from a baseline file; they cannot be recomputed, the engine has since learnt from
the set) beside the figures of this run. ``replace_between_markers`` rewrites only the text
between ``BEGIN`` and ``END``; everything else in the file stays byte for byte.

Baseline file (JSON), keyed by the set's file name::

    {"holdout.jsonl": {"detection_precision": 0.667, "detection_recall": 0.286,
                       "attribution_accuracy": 0.875},
     "labelled.jsonl": {"note": "(development set)"}}
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from workers.governance.markdown import table
from workers.governance.summary import EvalRun

BEGIN = "<!-- resolver eval table: begin (regenerate with `make eval-table`) -->"
END = "<!-- resolver eval table: end -->"
HEADER = ("set", "events", "blind detection P / R", "blind rule attribution",
          "now detection P / R", "now rule attribution", "now false-positive rate",
          "now citation fidelity")


class MarkerError(ValueError):
    """The target file lacks the two marker lines, or has them out of order."""


def render_table(run: EvalRun, baseline: Mapping[str, Mapping[str, Any]]) -> str:
    """One row per set: the baseline file's sets in its order, then any others."""
    order = {name: index for index, name in enumerate(baseline)}
    rows = []
    for labelled, evaluation in sorted(
        run.sets, key=lambda s: order.get(s[0].path.name, len(order))
    ):
        name = labelled.path.name
        blind = baseline.get(name, {})
        metrics = evaluation.metrics()
        if "detection_precision" in blind:
            blind_detection = (f"{blind['detection_precision']:.3f} / "
                               f"{blind['detection_recall']:.3f}")
            blind_rules = f"{blind['attribution_accuracy']:.3f}"
        else:
            blind_detection, blind_rules = str(blind.get("note", "—")), "—"
        rows.append([
            f"`{name}`", str(evaluation.events), blind_detection, blind_rules,
            f"{metrics['detection_precision']:.3f} / {metrics['detection_recall']:.3f}",
            f"{metrics['attribution_accuracy']:.3f}",
            f"{metrics['false_positive_rate']:.3f}",
            f"{metrics['citation_fidelity']:.3f}",
        ])
    return "\n".join(table(HEADER, rows)) + "\n"


def replace_between_markers(document: str, body: str) -> str:
    """``document`` with the lines between the BEGIN and END markers replaced by ``body``."""
    start, end = document.find(BEGIN), document.find(END)
    if start < 0 or end < 0 or end < start:
        raise MarkerError(f"expected the marker lines {BEGIN!r} and {END!r}, in that order")
    head = document[: start + len(BEGIN)]
    return f"{head}\n{body}{document[end:]}"
