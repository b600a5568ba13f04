"""A PNG preview of the Grafana dashboard: its queries evaluated by a real Prometheus.

    .venv/bin/python -m deploy.grafana.preview --prometheus http://127.0.0.1:9090 \\
        --since 30m --out docs/dashboard-preview.png

Reads the committed dashboard JSON, substitutes Grafana's ``$__rate_interval`` and
``$__range`` the way Grafana computes them (from the step and the scrape interval), asks
Prometheus's HTTP API for every query of every panel (range queries for time series,
instant queries at the end for pie charts and stats) and draws the results with matplotlib,
one figure row per dashboard row. ``evaluate`` is also what the integration test uses to
check that every panel returns data.
"""

from __future__ import annotations

import argparse
import json
import math
import re
import sys
import time
import urllib.parse
import urllib.request
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from deploy.grafana.dashboard import JSON_PATH

MAX_POINTS = 240
COLUMNS = 4


@dataclass(frozen=True)
class Series:
    legend: str
    times: tuple[float, ...]
    values: tuple[float, ...]

    @property
    def finite(self) -> bool:
        return any(math.isfinite(v) for v in self.values)


@dataclass(frozen=True)
class PanelResult:
    row: str
    title: str
    kind: str  # Grafana panel type: timeseries, piechart, stat
    unit: str
    stacked: bool
    queries: tuple[str, ...]
    series: tuple[Series, ...]


def parse_duration(text: str) -> float:
    """Seconds in a Prometheus duration such as ``90s``, ``30m`` or ``1h``."""
    units = {"s": 1, "m": 60, "h": 3600, "d": 86400}
    match = re.fullmatch(r"(\d+)([smhd])", text)
    if match is None:
        raise ValueError(f"not a duration: {text!r}")
    return int(match.group(1)) * units[match.group(2)]


def grafana_variables(start: float, end: float, scrape_interval: float) -> tuple[float, dict[
        str, str]]:
    """The step and the values Grafana would give ``$__rate_interval`` and ``$__range``."""
    step = max(math.ceil((end - start) / MAX_POINTS), math.ceil(scrape_interval))
    rate_interval = max(step + scrape_interval, 4 * scrape_interval)
    return step, {"$__rate_interval": f"{math.ceil(rate_interval)}s",
                  "$__range": f"{math.ceil(end - start)}s"}


def _get(base: str, path: str, params: dict[str, str]) -> Any:
    url = f"{base.rstrip('/')}{path}?{urllib.parse.urlencode(params)}"
    with urllib.request.urlopen(url, timeout=30) as response:
        body = json.loads(response.read())
    if body.get("status") != "success":
        raise RuntimeError(f"{url}: {body}")
    return body["data"]


def _legend(template: str, labels: dict[str, str]) -> str:
    text = re.sub(r"\{\{\s*(\w+)\s*\}\}", lambda m: labels.get(m.group(1), ""), template)
    return text or ",".join(f"{k}={v}" for k, v in sorted(labels.items())) or "value"


def evaluate(prometheus: str, start: float, end: float,
             scrape_interval: float = 15.0) -> list[PanelResult]:
    """Every panel of the committed dashboard, its queries evaluated over [start, end]."""
    document = json.loads(JSON_PATH.read_text())
    step, variables = grafana_variables(start, end, scrape_interval)
    results: list[PanelResult] = []
    row = ""
    for panel in document["panels"]:
        if panel["type"] == "row":
            row = panel["title"]
            continue
        series: list[Series] = []
        expressions: list[str] = []
        for target in panel["targets"]:
            expr = target["expr"]
            for name, value in variables.items():
                expr = expr.replace(name, value)
            expressions.append(expr)
            if target.get("instant"):
                data = _get(prometheus, "/api/v1/query", {"query": expr, "time": str(end)})
                points = [(item["metric"], [item["value"]]) for item in data["result"]]
            else:
                data = _get(prometheus, "/api/v1/query_range", {
                    "query": expr, "start": str(start), "end": str(end), "step": str(step)})
                points = [(item["metric"], item["values"]) for item in data["result"]]
            for labels, values in points:
                series.append(Series(_legend(target.get("legendFormat", ""), labels),
                                     tuple(float(t) for t, _ in values),
                                     tuple(float(v) for _, v in values)))
        custom = panel.get("fieldConfig", {}).get("defaults", {}).get("custom", {})
        results.append(PanelResult(
            row, panel["title"], panel["type"],
            panel.get("fieldConfig", {}).get("defaults", {}).get("unit", "short"),
            custom.get("stacking", {}).get("mode") == "normal", tuple(expressions),
            tuple(series)))
    return results


def _scale(unit: str) -> tuple[float, str]:
    return {"percentunit": (100.0, "%"), "s": (1.0, "seconds"), "ops": (1.0, "per second")
            }.get(unit, (1.0, ""))


def render(results: list[PanelResult], out: Path, title: str) -> Path:
    """Draw the panels, one figure row per dashboard row, into a PNG at ``out``."""
    import matplotlib  # noqa: PLC0415 - only the preview needs it, headless

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt  # noqa: PLC0415

    times = [s.times[0] for r in results for s in r.series if s.times]
    origin = min(times, default=0.0)
    rows: dict[str, list[PanelResult]] = {}
    for result in results:
        rows.setdefault(result.row, []).append(result)
    figure = plt.figure(figsize=(22, 4.2 * len(rows)), layout="constrained")
    figure.suptitle(title, fontsize=16)
    subfigures: Any = figure.subfigures(len(rows), 1, squeeze=False)[:, 0]
    for subfigure, (row, panels) in zip(subfigures, rows.items(), strict=True):
        subfigure.suptitle(row, fontsize=13, x=0.01, ha="left", fontweight="bold")
        axes = subfigure.subplots(1, COLUMNS)
        for ax in axes[len(panels):]:
            ax.set_visible(False)
        for ax, panel in zip(axes, panels, strict=False):
            _draw(ax, panel, origin)
    out.parent.mkdir(parents=True, exist_ok=True)
    figure.savefig(out, dpi=80)
    plt.close(figure)
    return out


def _draw(ax: Any, panel: PanelResult, origin: float) -> None:
    """One panel as Grafana shows it: lines (stacked areas), a donut, or big numbers."""
    factor, label = _scale(panel.unit)
    ax.set_title(panel.title, fontsize=10)
    drawn = [s for s in panel.series if s.finite]
    if not drawn:
        ax.text(0.5, 0.5, "no value", ha="center", va="center", color="grey",
                transform=ax.transAxes)
        ax.set_xticks([])
        ax.set_yticks([])
        return
    if panel.kind == "piechart":
        shares = [(s.legend, s.values[-1]) for s in drawn if s.values[-1] > 0]
        ax.pie([v for _, v in shares], labels=[f"{k} ({v:.0f})" for k, v in shares],
               wedgeprops={"width": 0.45}, textprops={"fontsize": 8})
        return
    if panel.kind == "stat":
        text = "\n".join(f"{s.legend}: {s.values[-1]:g}" for s in drawn)
        ax.text(0.5, 0.5, text, ha="center", va="center", fontsize=18, transform=ax.transAxes)
        ax.set_xticks([])
        ax.set_yticks([])
        return
    if panel.stacked and len({s.times for s in drawn}) == 1:
        ax.stackplot([t - origin for t in drawn[0].times],
                     [[v * factor if math.isfinite(v) else 0.0 for v in s.values] for s in drawn],
                     labels=[s.legend for s in drawn], alpha=0.8)
    else:
        for series in drawn:
            ax.plot([t - origin for t in series.times],
                    [v * factor if math.isfinite(v) else math.nan for v in series.values],
                    label=series.legend, linewidth=1.4)
    ax.set_xlabel("seconds since the start of the range", fontsize=8)
    ax.set_ylabel(label, fontsize=8)
    ax.tick_params(labelsize=7)
    ax.legend(fontsize=7, loc="upper right")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Render the dashboard's queries to a PNG.")
    parser.add_argument("--prometheus", default="http://127.0.0.1:9090")
    parser.add_argument("--since", default="30m", help="how far back, e.g. 15m, 6h")
    parser.add_argument("--scrape-interval", default="15s")
    parser.add_argument("--out", type=Path, default=Path("docs/dashboard-preview.png"))
    args = parser.parse_args(argv)
    end = time.time()
    start = end - parse_duration(args.since)
    results = evaluate(args.prometheus, start, end, parse_duration(args.scrape_interval))
    render(results, args.out, f"RAG conflict resolver — last {args.since}")
    empty = [r.title for r in results if not any(s.finite for s in r.series)]
    print(f"wrote {args.out}: {len(results)} panels" +
          (f"; no value in: {', '.join(empty)}" if empty else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
