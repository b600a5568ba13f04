"""The dashboard JSON is what deploy/grafana/dashboard.py generates, names only the
provisioned datasource, has the panels an operator needs, and every query is valid PromQL.

Grafana does not run here: the queries are parsed by promtool here, and evaluated by a real
Prometheus in tests/integration/test_prometheus_scrape.py.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import yaml

from deploy.grafana.dashboard import DATASOURCE_UID, JSON_PATH, queries, render
from tests.deploy.promtool import ROOT, promtool

PROVISIONING = ROOT / "deploy" / "grafana" / "provisioning"


def dashboard() -> dict[str, Any]:
    document: dict[str, Any] = json.loads(JSON_PATH.read_text())
    return document


def datasource_refs(node: Any) -> Iterator[dict[str, Any]]:
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "datasource":
                yield value
            else:
                yield from datasource_refs(value)
    elif isinstance(node, list):
        for item in node:
            yield from datasource_refs(item)


def test_committed_json_is_current() -> None:
    assert JSON_PATH.read_text() == render(), (
        "deploy/grafana/dashboards/resolver.json is stale: "
        ".venv/bin/python -m deploy.grafana.dashboard")


def test_every_panel_and_query_names_the_provisioned_datasource() -> None:
    provisioned = yaml.safe_load((PROVISIONING / "datasources" / "prometheus.yml").read_text())
    [source] = provisioned["datasources"]
    assert source["uid"] == DATASOURCE_UID and source["type"] == "prometheus"
    refs = list(datasource_refs(dashboard()))
    panels = [p for p in dashboard()["panels"] if p["type"] != "row"]
    assert len(refs) >= len(panels) + len(queries(dashboard()))
    assert all(ref == {"type": "prometheus", "uid": DATASOURCE_UID} for ref in refs)


def test_dashboard_has_the_panels_an_operator_needs() -> None:
    titles = {p["title"] for p in dashboard()["panels"]}
    expressions = [expr for _, _, expr in queries(dashboard())]
    for needed in ("Events per second by outcome", "Outcome mix", "Resolution time per event",
                   "Batch consume-to-acknowledge time", "Escalation rate per field type",
                   "Conflicts per second by deciding rule", "Dead letters by reason",
                   "Consumer lag by partition", "Time to decision"):
        assert needed in titles
    for quantile in ("0.5", "0.95", "0.99"):
        for histogram in ("resolver_event_resolution_seconds", "resolver_batch_ack_seconds"):
            assert f"histogram_quantile({quantile}, sum by (le) (rate({histogram}_bucket" in \
                " ".join(expressions)
    ids = [p["id"] for p in dashboard()["panels"]]
    assert len(ids) == len(set(ids))


def test_every_query_is_valid_promql(tmp_path: Path) -> None:
    """promtool parses each query as a recording rule (Grafana's variables substituted)."""
    rules = [{"record": f"dashboard:query_{n}",
              "expr": expr.replace("$__rate_interval", "1m").replace("$__range", "1h")}
             for n, (_, _, expr) in enumerate(queries(dashboard()))]
    assert len(rules) >= 15
    path = tmp_path / "dashboard-queries.yml"
    path.write_text(yaml.safe_dump({"groups": [{"name": "dashboard", "rules": rules}]}))
    result = promtool("check", "rules", str(path))
    assert result.returncode == 0, result.stdout + result.stderr


def test_provider_loads_the_folder_the_json_is_in() -> None:
    provider = yaml.safe_load((PROVISIONING / "dashboards" / "resolver.yml").read_text())
    [entry] = provider["providers"]
    assert entry["type"] == "file"
    assert entry["options"]["path"]  # mounted from deploy/grafana/dashboards: see compose test
    assert JSON_PATH.parent.name == "dashboards"
