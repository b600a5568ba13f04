"""The PNG chart of an evaluation: behaviour rates per field type, grouped bars."""

from __future__ import annotations

from pathlib import Path

from matplotlib.figure import Figure

from workers.governance.evaluate import SetEvaluation

SERIES = (
    ("miss_rate", "miss rate"),
    ("false_positive_rate", "false-positive rate (pairs)"),
    ("attribution_accuracy", "rule attribution"),
    ("winner_accuracy", "winner accuracy"),
    ("citation_fidelity", "citation fidelity"),
)


def rates_per_field_type(evaluation: SetEvaluation) -> dict[str, dict[str, float]]:
    """Series name -> field type -> rate, for every field type the set or results name."""
    per_field = evaluation.breakdown.as_dict()["per_field_type"]
    cites = evaluation.citations.per_field_type
    types = sorted(set(per_field) | set(cites))
    out: dict[str, dict[str, float]] = {}
    for key, _ in SERIES:
        row: dict[str, float] = {}
        for field_type in types:
            if key == "citation_fidelity":
                counts = cites.get(field_type, {})
                total = sum(counts.values())
                held = counts.get("faithful", 0) + counts.get("wrong_citation", 0)
                row[field_type] = held / total if total else 1.0
            else:
                row[field_type] = float(per_field.get(field_type, {}).get(key, 0.0))
        out[key] = row
    return out


def write_chart(evaluation: SetEvaluation, path: Path, title: str) -> None:
    """Draw ``rates_per_field_type`` as grouped bars into a PNG at ``path``."""
    rates = rates_per_field_type(evaluation)
    types = sorted({t for row in rates.values() for t in row})
    width = 0.8 / len(SERIES)
    figure = Figure(figsize=(10, 4.5), dpi=100)
    axes = figure.subplots()
    for index, (key, label) in enumerate(SERIES):
        xs = [i + (index - (len(SERIES) - 1) / 2) * width for i in range(len(types))]
        axes.bar(xs, [rates[key].get(t, 0.0) for t in types], width, label=label)
    axes.set_xticks(range(len(types)), types)
    axes.set_ylim(0, 1.05)
    axes.set_ylabel("rate")
    axes.set_title(title)
    axes.legend(fontsize="small", ncols=3, loc="upper center", bbox_to_anchor=(0.5, -0.1))
    figure.tight_layout()
    figure.savefig(path, format="png", metadata={"Software": None})
