"""The stage's Grafana dashboard, as code (grafana-foundation-sdk).

    .venv/bin/python -m deploy.grafana.dashboard          # rewrite the committed JSON
    .venv/bin/python -m deploy.grafana.dashboard --check  # exit 1 if it is stale

The panels are declared once in ``ROWS`` (title, PromQL, legend, unit); ``build`` turns them
into a dashboard whose every panel and query names the provisioned Prometheus datasource by
its fixed uid. Invariant: ``dashboards/resolver.json`` is exactly ``render()`` (a test checks
it), and every query is PromQL that Prometheus itself evaluates in the integration test.
Grafana's ``$__rate_interval`` and ``$__range`` are the only variables used.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from grafana_foundation_sdk.builders import common as common_builders
from grafana_foundation_sdk.builders.dashboard import Dashboard, Row
from grafana_foundation_sdk.builders.piechart import Panel as PieChart
from grafana_foundation_sdk.builders.prometheus import Dataquery
from grafana_foundation_sdk.builders.stat import Panel as Stat
from grafana_foundation_sdk.builders.timeseries import Panel as TimeSeries
from grafana_foundation_sdk.cog.encoder import JSONEncoder
from grafana_foundation_sdk.models.common import LegendDisplayMode, LegendPlacement, StackingMode
from grafana_foundation_sdk.models.dashboard import DataSourceRef
from grafana_foundation_sdk.models.piechart import PieChartType

DATASOURCE_UID = "resolver-prometheus"  # deploy/grafana/provisioning/datasources/
DASHBOARD_UID = "rag-conflict-resolver"
JSON_PATH = Path(__file__).resolve().parent / "dashboards" / "resolver.json"
DATASOURCE = DataSourceRef(type_val="prometheus", uid=DATASOURCE_UID)
JOB = 'job="resolver"'
REVIEW_JOBS = 'job=~"resolver|resolver-review"'
"""Decisions are counted by the review service (job resolver-review); workers export the same
series at zero, so the row has data before the first decision."""
RATE = "$__rate_interval"

PanelKind = Literal["timeseries", "stacked", "pie", "stat"]


@dataclass(frozen=True)
class Query:
    expr: str
    legend: str


@dataclass(frozen=True)
class PanelSpec:
    title: str
    description: str
    queries: tuple[Query, ...]
    unit: str = "short"
    kind: PanelKind = "timeseries"


@dataclass(frozen=True)
class RowSpec:
    title: str
    panels: tuple[PanelSpec, ...] = field(default_factory=tuple)


def quantiles(metric: str, job: str = JOB) -> tuple[Query, ...]:
    """p50, p95 and p99 of a histogram over all workers."""
    return tuple(
        Query(f"histogram_quantile({q}, sum by (le) (rate({metric}_bucket{{{job}}}[{RATE}])))",
              f"p{round(q * 100)}")
        for q in (0.5, 0.95, 0.99)
    )


def per_second(metric: str, by: str, job: str = JOB) -> Query:
    return Query(f"sum by ({by}) (rate({metric}{{{job}}}[{RATE}]))", f"{{{{{by}}}}}")


ROWS: tuple[RowSpec, ...] = (
    RowSpec("Throughput and outcomes", (
        PanelSpec("Events per second by outcome", "Input records resolved per second, stacked "
                  "by the event's outcome (dead_lettered: not a valid event).",
                  (per_second("resolver_events_total", "outcome"),), "ops", "stacked"),
        PanelSpec("Outcome mix", "Share of each outcome over the dashboard's time range.",
                  (Query(f"sum by (outcome) (increase(resolver_events_total{{{JOB}}}[$__range]))",
                         "{{outcome}}"),), "short", "pie"),
        PanelSpec("Records written per second by kind", "Output records acknowledged by the "
                  "broker: resolved contexts (generation), conflict records, dead letters.",
                  (per_second("resolver_output_records_total", "kind"),), "ops"),
        PanelSpec("Batches per second", "Batches written and committed (one commit each).",
                  (Query(f"sum(rate(resolver_batches_total{{{JOB}}}[{RATE}]))", "batches"),),
                  "ops"),
    )),
    RowSpec("Latency", (
        PanelSpec("Resolution time per event", "Decode, resolve and encode one input record.",
                  quantiles("resolver_event_resolution_seconds"), "s"),
        PanelSpec("Batch consume-to-acknowledge time", "From fetching a batch to the broker's "
                  "acknowledgement of all its outputs (the offset commit follows).",
                  quantiles("resolver_batch_ack_seconds"), "s"),
    )),
    RowSpec("Conflicts and escalations", (
        PanelSpec("Escalation rate per field type", "Escalated conflicts / conflicts, per "
                  "detected field type (a conflict counts once per field type it involves).",
                  (Query(f"sum by (field_type) (rate(resolver_escalations_total{{{JOB}}}[{RATE}]))"
                         f" / sum by (field_type) (rate(resolver_conflicts_total{{{JOB}}}"
                         f"[{RATE}]))", "{{field_type}}"),), "percentunit"),
        PanelSpec("Conflicts per second by deciding rule", "The rule that decided each "
                  "conflict (escalate: none could; surface_both: both are shown).",
                  (per_second("resolver_conflicts_total", "rule"),), "ops", "stacked"),
        PanelSpec("Conflicts per second by strategy", "The policy's strategy for the "
                  "conflict's document classes.",
                  (per_second("resolver_conflicts_total", "strategy"),), "ops", "stacked"),
        PanelSpec("Most escalations of one entity key", "Per worker, since it started; the key "
                  "itself is on the worker's /escalations/top.",
                  (Query(f"max by (instance) (resolver_escalation_repeats_max{{{JOB}}})",
                         "{{instance}}"),), "short", "stat"),
    )),
    RowSpec("Dead letters and lag", (
        PanelSpec("Dead letters by reason", "Input records sent to the dead-letter topic per "
                  "rate interval (internal: an engine error on a valid event).",
                  (Query(f"sum by (reason) (increase(resolver_dead_letters_total{{{JOB}}}"
                         f"[{RATE}]))", "{{reason}}"),), "short", "stacked"),
        PanelSpec("Consumer lag by partition", "Records behind the high watermark, reported "
                  "by the worker that owns the partition.",
                  (Query(f"sum by (topic, partition) (resolver_consumer_lag{{{JOB}}})",
                         "{{topic}}/{{partition}}"),), "short"),
        PanelSpec("Workers up", "Targets of job resolver that answer /metrics.",
                  (Query(f"sum(up{{{JOB}}})", "up"),), "short", "stat"),
        PanelSpec("Policy version in force", "Workers per resolution policy version; more "
                  "than one version is a rollout in progress.",
                  (Query(f"count by (version) (resolver_policy_info{{{JOB}}})", "{{version}}"),),
                  "short", "stat"),
    )),
    RowSpec("Review", (
        PanelSpec("Reviewer decisions per second by kind", "Decisions recorded on escalated "
                  "conflicts.",
                  (per_second("resolver_review_decisions_total", "decision", REVIEW_JOBS),),
                  "ops", "stacked"),
        PanelSpec("Time to decision", "From the escalation to the reviewer's decision.",
                  quantiles("resolver_review_decision_seconds", REVIEW_JOBS)[:2], "s"),
    )),
)


def _panel(spec: PanelSpec, panel_id: int) -> TimeSeries | PieChart | Stat:
    panel: TimeSeries | PieChart | Stat
    if spec.kind == "pie":
        panel = (PieChart().pie_type(PieChartType.DONUT)
                 .reduce_options(common_builders.ReduceDataOptions().calcs(["lastNotNull"])))
    elif spec.kind == "stat":
        panel = Stat().reduce_options(common_builders.ReduceDataOptions().calcs(["lastNotNull"]))
    else:
        panel = TimeSeries().fill_opacity(10).legend(
            common_builders.VizLegendOptions().display_mode(LegendDisplayMode.LIST)
            .placement(LegendPlacement.BOTTOM).show_legend(True))
        if spec.kind == "stacked":
            panel = panel.stacking(common_builders.StackingConfig().mode(StackingMode.NORMAL))
    panel = (panel.id(panel_id).title(spec.title).description(spec.description).unit(spec.unit)
             .datasource(DATASOURCE).span(24 // len(_row_of(spec).panels)).height(8))
    for index, query in enumerate(spec.queries):
        target = (Dataquery().expr(query.expr).legend_format(query.legend)
                  .ref_id(chr(ord("A") + index)).datasource(DATASOURCE))
        panel = panel.with_target(target.instant() if spec.kind == "pie" else target.range())
    return panel


def _row_of(spec: PanelSpec) -> RowSpec:
    return next(row for row in ROWS if spec in row.panels)


def build() -> Dashboard:
    dashboard = (Dashboard("RAG conflict resolver").uid(DASHBOARD_UID)
                 .tags(["rag", "kafka", "conflict-resolution"]).refresh("30s")
                 .time("now-6h", "now").timezone("utc").editable())
    panel_id = 0
    for row in ROWS:
        panel_id += 1
        dashboard = dashboard.with_row(Row(row.title).id(panel_id).datasource(DATASOURCE))
        for spec in row.panels:
            panel_id += 1
            dashboard = dashboard.with_panel(_panel(spec, panel_id))
    return dashboard


def render() -> str:
    """The dashboard's JSON exactly as committed (sorted keys, two-space indent)."""
    return JSONEncoder(sort_keys=True, indent=2).encode(build().build()) + "\n"


def queries(document: dict[str, object]) -> list[tuple[str, str, str]]:
    """(panel title, legend, PromQL) of every query of every panel of a dashboard JSON."""
    found: list[tuple[str, str, str]] = []
    panels = document.get("panels")
    assert isinstance(panels, list)
    for panel in panels:
        for target in panel.get("targets") or []:
            found.append((panel["title"], target.get("legendFormat", ""), target["expr"]))
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--check", action="store_true", help="exit 1 if the JSON is stale")
    args = parser.parse_args(argv)
    text = render()
    if args.check:
        current = JSON_PATH.read_text() if JSON_PATH.exists() else ""
        if current != text:
            print(f"{JSON_PATH} is stale: run python -m deploy.grafana.dashboard", file=sys.stderr)
            return 1
        return 0
    JSON_PATH.parent.mkdir(parents=True, exist_ok=True)
    JSON_PATH.write_text(text)
    panels = json.loads(text)["panels"]
    print(f"wrote {JSON_PATH} ({len(panels)} panels and rows)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
